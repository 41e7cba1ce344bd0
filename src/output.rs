//! Output files written whole or not at all. A file is
//! written under a hidden temporary name in its own folder (`Staged`) and renamed into place
//! only when the command has produced every output (`commit`), so a failure anywhere (a full
//! disk, a second output that cannot be written, an error late in the run) leaves every
//! existing file as it was and no partial file behind. Devices and pipes (`/dev/null`, a FIFO)
//! are written directly: there is nothing to rename onto them. A FIFO is opened without
//! waiting: one that no process reads is refused at once rather than blocking the command.
//!
//! Temporary names are random and created exclusively (`tempfile`), so a link or a file
//! planted at a guessed name is never followed or replaced. Every temporary is listed with
//! `interrupt::with_leftovers` from its creation until it is renamed or removed, so a signal
//! that ends the process at once removes it too. Nothing that can block (opening a FIFO,
//! writing) runs with that list held: the signal thread needs it to exit.

use crate::interrupt::with_leftovers;
use crate::{Error, Result};
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// One output being written.
pub struct Staged {
    dest: PathBuf,
    /// The temporary file, or None when writing straight into a device or pipe.
    tmp: Option<PathBuf>,
    out: BufWriter<File>,
}

/// A written output waiting for `commit`; dropping it removes the temporary file.
#[must_use = "an output is only in place after commit"]
pub struct Ready {
    dest: PathBuf,
    tmp: Option<PathBuf>,
}

fn io_error(path: &Path, e: std::io::Error) -> Error {
    Error::Io(format!("cannot write {}: {e}", path.display()))
}

/// An existing destination that is not a regular file (a device, a FIFO): written directly.
pub fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// The folder `dest` is in and the prefix of its hidden temporaries.
fn beside(dest: &Path) -> (PathBuf, String) {
    let name = dest
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let folder = dest
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    (folder.to_path_buf(), format!(".{name}.ftrouter-"))
}

/// Create a hidden, randomly named file (`folder` false) or folder beside `dest`, exclusively
/// and with the permissions an ordinary new one gets (the umask applies), and list it for an
/// immediate exit to remove.
fn create_temporary(dest: &Path, folder: bool) -> std::io::Result<(Option<File>, PathBuf)> {
    use std::os::unix::fs::PermissionsExt;
    let (parent, prefix) = beside(dest);
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).rand_bytes(12);
    // Creating is quick and never waits on another process: it may hold the list.
    with_leftovers(|l| {
        let made = if folder {
            builder.permissions(std::fs::Permissions::from_mode(0o777));
            (None, builder.tempdir_in(&parent)?.keep())
        } else {
            builder.permissions(std::fs::Permissions::from_mode(0o666));
            let (file, path) = builder.tempfile_in(&parent)?.keep().map_err(|e| e.error)?;
            (Some(file), path)
        };
        l.add_path(&made.1);
        Ok(made)
    })
}

/// Open `dest`, an existing device or FIFO, for writing. A FIFO is opened without blocking
/// (a FIFO that no process reads would otherwise hang the command before its first cycle),
/// then switched back to blocking writes. Other kinds of file (a socket, a block device)
/// are refused.
fn open_special(dest: &Path) -> Result<File> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let kind = std::fs::metadata(dest)
        .map_err(|e| io_error(dest, e))?
        .file_type();
    if kind.is_char_device() {
        return File::options()
            .write(true)
            .open(dest)
            .map_err(|e| io_error(dest, e));
    }
    if !kind.is_fifo() {
        return Err(Error::input(format!(
            "output {}: not a regular file, a character device or a FIFO",
            dest.display()
        )));
    }
    let file = File::options()
        .write(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(dest)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ENXIO) => Error::input(format!(
                "output {}: a FIFO that no process is reading",
                dest.display()
            )),
            _ => io_error(dest, e),
        })?;
    use std::os::fd::AsRawFd;
    let fd = file.as_raw_fd();
    // SAFETY: fcntl(2) on a descriptor this function owns; no memory is passed.
    let cleared = unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        flags >= 0 && libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) == 0
    };
    if !cleared {
        return Err(io_error(dest, std::io::Error::last_os_error()));
    }
    Ok(file)
}

impl Staged {
    /// Start writing `dest`. Its folder must exist; a folder at `dest` is refused now.
    pub fn create(dest: impl AsRef<Path>) -> Result<Staged> {
        let dest = dest.as_ref().to_path_buf();
        if dest.is_dir() {
            return Err(Error::input(format!(
                "output {}: it is a folder, not a file",
                dest.display()
            )));
        }
        let (file, tmp) = if is_special(&dest) {
            (open_special(&dest)?, None)
        } else {
            let (file, tmp) = create_temporary(&dest, false).map_err(|e| io_error(&dest, e))?;
            (file.expect("a file was made"), Some(tmp))
        };
        Ok(Staged {
            dest,
            tmp,
            out: BufWriter::new(file),
        })
    }

    pub fn path(&self) -> &Path {
        &self.dest
    }

    /// Flush and sync the file; it is renamed into place by `commit`.
    pub fn finish(mut self) -> Result<Ready> {
        let dest = self.dest.clone();
        let tmp = self.tmp.take();
        let ready = Ready { dest, tmp };
        self.out.flush().map_err(|e| io_error(&ready.dest, e))?;
        if ready.tmp.is_some() {
            self.out
                .get_ref()
                .sync_all()
                .map_err(|e| io_error(&ready.dest, e))?;
        }
        Ok(ready)
    }
}

impl Write for Staged {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.out.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// Remove a temporary file that will not be committed.
fn discard(tmp: &Path) {
    with_leftovers(|l| {
        let _ = std::fs::remove_file(tmp);
        l.forget_path(tmp);
    });
}

impl Drop for Staged {
    fn drop(&mut self) {
        if let Some(tmp) = &self.tmp {
            discard(tmp);
        }
    }
}

impl Drop for Ready {
    fn drop(&mut self) {
        if let Some(tmp) = &self.tmp {
            discard(tmp);
        }
    }
}

impl Ready {
    /// Where the output goes.
    pub fn dest(&self) -> &Path {
        &self.dest
    }

    /// Waiting under a temporary name (false: a device or pipe, written directly).
    pub fn staged(&self) -> bool {
        self.tmp.is_some()
    }
}

/// Write the whole of `bytes` to `dest` (staged: commit the result with the command's other
/// outputs).
pub fn write(dest: impl AsRef<Path>, bytes: impl AsRef<[u8]>) -> Result<Ready> {
    let mut f = Staged::create(dest)?;
    f.write_all(bytes.as_ref())
        .map_err(|e| io_error(f.path(), e))?;
    f.finish()
}

/// Write one file and put it in place at once (a command with a single output).
pub fn write_now(dest: impl AsRef<Path>, bytes: impl AsRef<[u8]>) -> Result<()> {
    commit(vec![write(dest, bytes)?])
}

/// Put every output in place. Destinations are checked first (a folder created at an
/// output's path since the run began is refused before anything is renamed).
pub fn commit(outputs: Vec<Ready>) -> Result<()> {
    let names_folder = |p: &Path| p.is_dir() || p.as_os_str().to_string_lossy().ends_with('/');
    if let Some(r) = outputs.iter().find(|r| names_folder(&r.dest)) {
        return Err(Error::input(format!(
            "output {}: it is a folder, not a file",
            r.dest.display()
        )));
    }
    // Held for the whole set: an immediate exit comes before or after it, not between files.
    with_leftovers(|l| {
        for mut r in outputs {
            if let Some(tmp) = r.tmp.take() {
                let renamed = std::fs::rename(&tmp, &r.dest);
                if renamed.is_err() {
                    let _ = std::fs::remove_file(&tmp);
                }
                l.forget_path(&tmp);
                renamed.map_err(|e| io_error(&r.dest, e))?;
            }
        }
        Ok(())
    })
}

/// A folder of outputs (`verilog --out`, `demo --out`): every file is written into a hidden
/// folder beside the destination, and `commit` puts the set in place: the hidden folder is
/// renamed to the destination when that does not exist yet, or its files are moved into it
/// one by one (replacing files of the same names, keeping others). Dropped uncommitted, the
/// hidden folder is removed, so a failure leaves the destination as it was.
pub struct Folder {
    dest: PathBuf,
    tmp: PathBuf,
}

impl Folder {
    /// Start a folder for `dest`, creating `dest`'s parent folders if needed. A file at
    /// `dest` is refused.
    pub fn create(dest: impl AsRef<Path>) -> Result<Folder> {
        let dest = dest.as_ref().to_path_buf();
        if dest.as_os_str().is_empty() {
            return Err(Error::input("output folder \"\": give a folder name"));
        }
        if dest.exists() && !dest.is_dir() {
            return Err(Error::input(format!(
                "output folder {}: it is a file, not a folder",
                dest.display()
            )));
        }
        let dest = std::path::absolute(&dest).map_err(|e| io_error(&dest, e))?;
        if let Some(parent) = dest.parent() {
            std::fs::create_dir_all(parent).map_err(|e| io_error(parent, e))?;
        }
        let (_, tmp) = create_temporary(&dest, true).map_err(|e| io_error(&dest, e))?;
        Ok(Folder { dest, tmp })
    }

    /// Where to write the files now (the hidden folder).
    pub fn path(&self) -> &Path {
        &self.tmp
    }

    /// The folder the files end up in.
    pub fn dest(&self) -> &Path {
        &self.dest
    }

    /// Write `name` (a relative path, perhaps with subfolders) with `bytes`.
    pub fn write(&self, name: &str, bytes: impl AsRef<[u8]>) -> Result<()> {
        let path = self.tmp.join(name);
        // Created with the list held: an exit that removed the hidden folder meanwhile would
        // otherwise see it made again.
        let mut f = with_leftovers(|_| {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            File::create(&path)
        })
        .map_err(|e| io_error(&self.dest.join(name), e))?;
        f.write_all(bytes.as_ref())
            .and_then(|()| f.sync_all())
            .map_err(|e| io_error(&self.dest.join(name), e))
    }

    /// Put the files in place. Every destination is checked before the first is moved (a
    /// folder where a file goes, or a file where a folder goes), so a refused set changes
    /// nothing in the destination.
    pub fn commit(self) -> Result<()> {
        check_merge(&self.tmp, &self.dest)?;
        with_leftovers(|l| {
            if !self.dest.exists() && std::fs::rename(&self.tmp, &self.dest).is_ok() {
                l.forget_path(&self.tmp);
                return Ok(());
            }
            merge(&self.tmp, &self.dest)
        })
        // Drop removes what is left of the hidden folder.
    }
}

/// Refuse a merge of `from` into `to` that would put a file where a folder is or a folder
/// where a file is, anywhere below `to`.
fn check_merge(from: &Path, to: &Path) -> Result<()> {
    let entries = std::fs::read_dir(from).map_err(|e| io_error(to, e))?;
    for entry in entries {
        let entry = entry.map_err(|e| io_error(to, e))?;
        let target = to.join(entry.file_name());
        let Ok(there) = std::fs::metadata(&target) else {
            continue;
        };
        if entry.path().is_dir() {
            if !there.is_dir() {
                return Err(Error::input(format!(
                    "output {}: it is a file, not a folder",
                    target.display()
                )));
            }
            check_merge(&entry.path(), &target)?;
        } else if there.is_dir() {
            return Err(Error::input(format!(
                "output {}: it is a folder, not a file",
                target.display()
            )));
        }
    }
    Ok(())
}

/// Move every file under `from` to the same place under `to`.
fn merge(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to).map_err(|e| io_error(to, e))?;
    let entries = std::fs::read_dir(from).map_err(|e| io_error(to, e))?;
    for entry in entries {
        let entry = entry.map_err(|e| io_error(to, e))?;
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            merge(&entry.path(), &target)?;
        } else {
            if target.is_dir() {
                return Err(Error::input(format!(
                    "output {}: it is a folder, not a file",
                    target.display()
                )));
            }
            std::fs::rename(entry.path(), &target).map_err(|e| io_error(&target, e))?;
        }
    }
    Ok(())
}

impl Drop for Folder {
    fn drop(&mut self) {
        with_leftovers(|l| {
            let _ = std::fs::remove_dir_all(&self.tmp);
            l.forget_path(&self.tmp);
        });
    }
}

/// The file a path names, for comparing outputs: the folder resolved (links, `..`), then the
/// file name, itself resolved when it is a link.
fn identity(path: &Path) -> PathBuf {
    if let Ok(p) = std::fs::canonicalize(path) {
        return p;
    }
    let parent = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let parent = std::fs::canonicalize(parent).unwrap_or_else(|_| parent.to_path_buf());
    parent.join(path.file_name().unwrap_or_default())
}

/// Refuse, before any work, two outputs of one command that name the same file (after
/// resolving links): `outputs` are (what, path), e.g. ("--vcd", "run.vcd").
pub fn check_distinct(outputs: &[(String, PathBuf)]) -> Result<()> {
    for (i, (a, pa)) in outputs.iter().enumerate() {
        if is_special(pa) {
            continue; // two outputs into /dev/null do not collide
        }
        for (b, pb) in &outputs[i + 1..] {
            if identity(pa) == identity(pb) {
                return Err(Error::input(format!(
                    "{a} and {b} name the same file {}",
                    pa.display()
                )));
            }
        }
    }
    Ok(())
}

/// Bytes free to an unprivileged writer on the file system holding `dir` (None when it cannot
/// be asked: a missing folder is refused later, by the write itself).
pub fn free_bytes(dir: &Path) -> Option<u128> {
    use std::os::unix::ffi::OsStrExt;
    let c = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    // SAFETY: a zeroed statvfs is valid; statvfs fills it from a NUL-terminated path.
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    if unsafe { libc::statvfs(c.as_ptr(), &mut st) } != 0 {
        return None;
    }
    Some(u128::from(st.f_bavail) * u128::from(st.f_frsize))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("ftrouter-output-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn entries(d: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn nothing_changes_until_commit_and_a_failure_leaves_no_trace() {
        let d = scratch("commit");
        std::fs::write(d.join("keep.csv"), "old").unwrap();
        let a = write(d.join("keep.csv"), "new").unwrap();
        let b = write(d.join("b.vcd"), "vcd").unwrap();
        assert_eq!(std::fs::read_to_string(d.join("keep.csv")).unwrap(), "old");
        // A later output fails: the staged ones are dropped, the old file stands.
        let failed = write(d.join("missing-folder/x.svg"), "svg");
        assert!(failed.is_err());
        drop((a, b));
        assert_eq!(entries(&d), ["keep.csv"]);
        assert_eq!(std::fs::read_to_string(d.join("keep.csv")).unwrap(), "old");
        // Committed, both are in place and no temporary remains.
        let a = write(d.join("keep.csv"), "new").unwrap();
        let b = write(d.join("b.vcd"), "vcd").unwrap();
        commit(vec![a, b]).unwrap();
        assert_eq!(entries(&d), ["b.vcd", "keep.csv"]);
        assert_eq!(std::fs::read_to_string(d.join("keep.csv")).unwrap(), "new");
    }

    #[test]
    fn a_full_device_fails_and_a_folder_is_refused_before_renaming() {
        if Path::new("/dev/full").exists() {
            let mut f = Staged::create("/dev/full").unwrap();
            let written = f.write_all(&[0; 1 << 16]).and_then(|()| f.flush());
            assert!(written.is_err() || f.finish().is_err());
        }
        let d = scratch("folder");
        let a = write(d.join("a.vcd"), "a").unwrap();
        let g = write(d.join("a.gtkw"), "g").unwrap();
        std::fs::create_dir(d.join("a.gtkw")).unwrap();
        let e = commit(vec![a, g]).unwrap_err();
        assert!(e.to_string().contains("a.gtkw"), "{e}");
        assert_eq!(entries(&d), ["a.gtkw"]);
    }

    #[test]
    fn two_outputs_on_one_file_are_refused() {
        let d = scratch("same");
        let x = d.join("x.csv");
        let via_dotdot = d.join("sub/../x.csv");
        std::fs::create_dir(d.join("sub")).unwrap();
        let outputs = vec![
            ("--packets-out".to_string(), x.clone()),
            ("--vcd".to_string(), via_dotdot),
        ];
        let e = check_distinct(&outputs).unwrap_err().to_string();
        assert!(e.contains("--packets-out and --vcd"), "{e}");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&x, d.join("link.csv")).unwrap();
            std::fs::write(&x, "").unwrap();
            let outputs = vec![
                ("--out-csv".to_string(), x.clone()),
                ("--plot".to_string(), d.join("link.csv")),
            ];
            assert!(check_distinct(&outputs).is_err());
        }
        let fine = vec![
            ("--out-csv".to_string(), x),
            ("--plot".to_string(), d.join("x.svg")),
            ("a".to_string(), PathBuf::from("/dev/null")),
            ("b".to_string(), PathBuf::from("/dev/null")),
        ];
        check_distinct(&fine).unwrap();
    }

    #[test]
    fn a_folder_appears_whole_or_not_at_all() {
        let d = scratch("folder-set");
        // New destination: nothing there until commit, then every file.
        let f = Folder::create(d.join("out")).unwrap();
        f.write("a.v", "a").unwrap();
        f.write("tables/t.hex", "t").unwrap();
        assert!(!d.join("out").exists());
        f.commit().unwrap();
        assert_eq!(entries(&d.join("out")), ["a.v", "tables"]);
        // Existing destination: a failed set changes nothing and leaves no hidden folder.
        std::fs::write(d.join("out/mine.txt"), "keep").unwrap();
        let f = Folder::create(d.join("out")).unwrap();
        f.write("a.v", "changed").unwrap();
        assert!(f.write("a.v/x.hex", "below a file").is_err());
        drop(f);
        assert_eq!(std::fs::read_to_string(d.join("out/a.v")).unwrap(), "a");
        assert_eq!(entries(&d), ["out"]);
        // A committed set replaces its own files and keeps the others.
        let f = Folder::create(d.join("out")).unwrap();
        f.write("a.v", "b").unwrap();
        f.write("tables/u.hex", "u").unwrap();
        f.commit().unwrap();
        assert_eq!(std::fs::read_to_string(d.join("out/a.v")).unwrap(), "b");
        assert_eq!(entries(&d.join("out")), ["a.v", "mine.txt", "tables"]);
        assert_eq!(entries(&d.join("out/tables")), ["t.hex", "u.hex"]);
        assert_eq!(entries(&d), ["out"]);
        assert!(Folder::create(d.join("out/a.v")).is_err());
    }
}
