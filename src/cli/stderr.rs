//! Standard error that never ends the command. `eprintln!` panics when stderr cannot be
//! written (`2>/dev/full`, a closed pipe), and the release binary aborts on a panic: a
//! warning, a progress line or even the error message itself would turn a run into exit 134.
//! A message that cannot be shown is dropped instead; the exit status still tells the outcome.

use std::io::Write;

/// Write `args` and a newline to standard error (or to an embedding's capture, src/embed.rs),
/// ignoring a failed write.
pub fn write_line(args: std::fmt::Arguments) {
    if ftrouter::embed::stderr_line(args) {
        return;
    }
    let _ = std::io::stderr().lock().write_fmt(format_args!("{args}\n"));
}

/// `eprintln!` without the panic: a line on standard error, lost if it cannot be written.
macro_rules! say_err {
    ($($t:tt)*) => {
        $crate::cli::stderr::write_line(format_args!($($t)*))
    };
}
pub(crate) use say_err;
