//! What a program that embeds the command line sets (the Python package, python/src/lib.rs,
//! which runs `cli::run` in its own process): the command's standard output and error taken
//! per thread instead of written, and the host's own signal handling left in place.
//!
//! The binary's `cli::stdout` and `cli::stderr` write through `stdout` and `stderr_line` here
//! first, and `cli::interrupt::install` registers nothing when `host_signals` is on. The binary
//! itself never turns either on, so for it nothing changes.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// A command's output taken by [`capture`].
#[derive(Debug, Default)]
pub struct Captured {
    /// Everything written to standard output.
    pub stdout: Vec<u8>,
    /// Each line written to standard error (warnings, the `error:` line), without its newline.
    pub stderr: Vec<String>,
}

thread_local! {
    // Per thread, so a capture takes only its own command's output.
    static CAPTURE: RefCell<Option<Captured>> = const { RefCell::new(None) };
}

/// Run `f`, keeping what it writes on this thread through [`stdout`] and [`stderr_line`].
pub fn capture<T>(f: impl FnOnce() -> T) -> (T, Captured) {
    let outer = CAPTURE.with(|c| c.replace(Some(Captured::default())));
    let value = f();
    let taken = CAPTURE.with(|c| c.replace(outer)).unwrap_or_default();
    (value, taken)
}

/// Is this thread capturing?
pub fn capturing() -> bool {
    CAPTURE.with(|c| c.borrow().is_some())
}

/// Keep `args` if this thread is capturing; false when it is not (the caller writes them).
pub fn stdout(args: std::fmt::Arguments) -> bool {
    CAPTURE.with(|c| match c.borrow_mut().as_mut() {
        Some(cap) => {
            use std::io::Write;
            // Writing to a Vec cannot fail.
            let _ = cap.stdout.write_fmt(args);
            true
        }
        None => false,
    })
}

/// Keep the line `args` if this thread is capturing; false when it is not.
pub fn stderr_line(args: std::fmt::Arguments) -> bool {
    CAPTURE.with(|c| match c.borrow_mut().as_mut() {
        Some(cap) => {
            cap.stderr.push(args.to_string());
            true
        }
        None => false,
    })
}

static HOST_SIGNALS: AtomicBool = AtomicBool::new(false);

/// From now on, leave SIGINT and SIGTERM to the host process (an interpreter with handlers of
/// its own): the commands register none, and the host sets `interrupt::stop_flag` itself.
pub fn leave_signals_to_host() {
    HOST_SIGNALS.store(true, Ordering::Relaxed);
}

/// Has [`leave_signals_to_host`] been called?
pub fn host_signals() -> bool {
    HOST_SIGNALS.load(Ordering::Relaxed)
}
