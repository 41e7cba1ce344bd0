//! The stop request of SIGINT / SIGTERM, where long work can see it, and what an immediate
//! exit must clean up. The command line registers its signal handling on the one flag
//! (`stop_flag`); the cycle model polls it once per cycle, and `hdl::tools::run` while an
//! external tool (Verilator and its compiler, Yosys, Icarus) runs: on a stop it ends the
//! tool's whole process group and returns `Error::Interrupted`, so the command's temporary
//! folders are removed on the way out and no compiler keeps running after ftrouter has exited.
//!
//! A signal during setup (or a second signal) ends the process at once instead
//! (`clean_up_and_exit`): setup polls no flag and can take seconds. So that such an exit leaves
//! nothing behind either, every temporary file or folder and every tool's process group is
//! listed in `Leftovers` while it exists; the exit removes and ends them first.
//!
//! A process has one set of signal handlers, so both are process-wide by nature.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// The flag a signal handler sets.
pub fn stop_flag() -> Arc<AtomicBool> {
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    Arc::clone(FLAG.get_or_init(|| Arc::new(AtomicBool::new(false))))
}

/// Has a stop been asked for?
pub fn requested() -> bool {
    stop_flag().load(Ordering::Relaxed)
}

/// Temporary paths and tool process groups of this process that an exit must not leave.
#[derive(Debug, Default)]
pub struct Leftovers {
    paths: Vec<PathBuf>,
    groups: Vec<i32>,
}

impl Leftovers {
    /// `path` (a file or a folder) is to be removed by an immediate exit.
    pub fn add_path(&mut self, path: &Path) {
        self.paths.push(path.to_path_buf());
    }

    /// `path` is gone or in place: no longer the exit's to remove.
    pub fn forget_path(&mut self, path: &Path) {
        self.paths.retain(|p| p != path);
    }

    /// Process group `group` is to be killed by an immediate exit.
    pub fn add_group(&mut self, group: i32) {
        self.groups.push(group);
    }

    /// Process group `group` has ended.
    pub fn forget_group(&mut self, group: i32) {
        self.groups.retain(|&g| g != group);
    }
}

fn leftovers() -> MutexGuard<'static, Leftovers> {
    static LEFTOVERS: Mutex<Leftovers> = Mutex::new(Leftovers {
        paths: Vec::new(),
        groups: Vec::new(),
    });
    // A panic while the list was held leaves it as valid as before.
    LEFTOVERS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Run `f` with the list held: creating a temporary and listing it (or putting it in place and
/// forgetting it) is one step an exit cannot fall between.
pub fn with_leftovers<T>(f: impl FnOnce(&mut Leftovers) -> T) -> T {
    f(&mut leftovers())
}

/// Kill every listed process group, remove every listed path, and exit with `code`. The list
/// stays held until the process is gone, so nothing new is created meanwhile.
pub fn clean_up_and_exit(code: i32) -> ! {
    let list = leftovers();
    for &group in &list.groups {
        // SAFETY: kill(2) on a process group `hdl::tools::run` created; no memory is touched.
        unsafe { libc::kill(-group, libc::SIGKILL) };
    }
    for path in &list.paths {
        let _ = std::fs::remove_file(path).or_else(|_| std::fs::remove_dir_all(path));
    }
    std::process::exit(code)
}

/// A temporary folder (a tool's scratch space) removed when dropped, or by an immediate exit.
pub struct ScratchDir(PathBuf);

impl ScratchDir {
    /// A new folder `PREFIX` plus random characters under the system temporary folder
    /// (`TMPDIR`), created exclusively and private to this user: a link or a folder planted
    /// at a guessed name is never followed, used or removed. A `TMPDIR` that does not exist
    /// is an error, not created.
    pub fn fresh(prefix: &str) -> std::io::Result<ScratchDir> {
        with_leftovers(|l| {
            let path = tempfile::Builder::new().prefix(prefix).tempdir()?.keep();
            l.add_path(&path);
            Ok(ScratchDir(path))
        })
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        with_leftovers(|l| {
            let _ = std::fs::remove_dir_all(&self.0);
            l.forget_path(&self.0);
        });
    }
}
