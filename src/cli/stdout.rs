//! Standard output that reports its failures. A full device or any other write error becomes
//! one `error:` line and exit status 2 (no command reports success having lost its output); a
//! reader that went away (`ftrouter ... | head`) ends the command quietly with status 141, as
//! a Unix tool killed by SIGPIPE would, without a panic message.
//!
//! `println!` panics on a failed write, and `let _ = writeln!(...)` loses it: every command
//! prints through `say!`/`say_raw!`, which return the failure to the caller, and `main` flushes
//! standard output before it decides the exit status.

use ftrouter::Error;
use std::io::{self, Write};

/// The status of a command whose standard output was closed by its reader.
pub const CLOSED_STATUS: u8 = 141;

/// Write `args` to standard output (or to an embedding's capture, src/embed.rs).
pub fn write(args: std::fmt::Arguments) -> Result<(), Error> {
    if ftrouter::embed::stdout(args) {
        return Ok(());
    }
    io::stdout().lock().write_fmt(args).map_err(failed)
}

/// Flush standard output (its buffer may hold a last line without a newline).
pub fn flush() -> Result<(), Error> {
    // A capture holds everything already: the process's stdout may hold the host's own output.
    if ftrouter::embed::capturing() {
        return Ok(());
    }
    io::stdout().lock().flush().map_err(failed)
}

fn failed(e: io::Error) -> Error {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Error::Closed
    } else {
        Error::Io(format!("standard output: {e}"))
    }
}

/// Put `files` in place only after standard output has taken everything printed: a full
/// device there fails the command with every earlier file unchanged.
pub fn commit_after(files: Vec<ftrouter::output::Ready>) -> Result<(), Error> {
    flush()?;
    ftrouter::output::commit(files)
}

/// The outputs of a run that failed (a deadlock, a failed check; status 1): none is put in
/// place, so every existing file stays as it was (dropped, the staged files are removed), and
/// one line on standard error names them and `why`.
pub fn discard_after(files: Vec<ftrouter::output::Ready>, why: &str) -> Result<(), Error> {
    flush()?;
    let names: Vec<String> = files
        .iter()
        .filter(|r| r.staged())
        .map(|r| r.dest().display().to_string())
        .collect();
    if !names.is_empty() {
        crate::cli::stderr::say_err!(
            "{why}: {} not written (a failed run changes no file)",
            names.join(", ")
        );
    }
    Ok(())
}

/// Put `files` in place when `pass`, else discard them (`discard_after`).
pub fn commit_if(pass: bool, files: Vec<ftrouter::output::Ready>, why: &str) -> Result<(), Error> {
    match pass {
        true => commit_after(files),
        false => discard_after(files, why),
    }
}

/// Print a line; `?` passes a failed write on.
macro_rules! say {
    ($($t:tt)*) => {
        $crate::cli::stdout::write(format_args!("{}\n", format_args!($($t)*)))?
    };
}
/// Print without a newline.
macro_rules! say_raw {
    ($($t:tt)*) => {
        $crate::cli::stdout::write(format_args!($($t)*))?
    };
}
pub(crate) use {say, say_raw};
