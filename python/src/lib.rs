//! `ftrouter._native`: the command line (src/cli/, compiled into this module as it is into the
//! binary) run on its own arguments inside the Python process. ftrouter/__init__.py turns
//! keyword arguments into those arguments and reads the JSON the command prints.

use pyo3::prelude::*;
use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::sync::{Mutex, mpsc};
use std::time::Duration;

// `cli::main` and the like are the binary's only.
#[allow(dead_code)]
#[path = "../../src/cli/mod.rs"]
mod cli;

/// How often the waiting interpreter looks for Ctrl-C.
const SIGNAL_POLL: Duration = Duration::from_millis(100);
/// How long an interrupted command gets to stop (a run stops at its next cycle).
const STOP_GRACE: Duration = Duration::from_secs(2);

/// One command at a time: the stop flag and the progress setting are process-wide.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The command's exit status, its standard output and its standard error lines.
type Outcome = (u8, String, Vec<String>);

/// Run `args` (the program's name first) as the binary would; standard output and error are
/// returned instead of written. Ctrl-C stops the command and raises KeyboardInterrupt.
#[pyfunction]
fn run_cli(py: Python<'_>, args: Vec<String>) -> PyResult<Outcome> {
    let (tx, rx) = mpsc::channel();
    // A thread of its own, so the interpreter's thread can see Ctrl-C meanwhile.
    std::thread::spawn(move || {
        let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        ftrouter::interrupt::stop_flag().store(false, Ordering::Relaxed);
        let (code, out) = ftrouter::embed::capture(|| cli::run(args));
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let _ = tx.send((status(code), stdout, out.stderr));
    });
    // A receiver is not shared between threads by itself; `detach` wants what is.
    let rx = Mutex::new(rx);
    let wait = |limit| {
        let rx = rx.lock().unwrap_or_else(|e| e.into_inner());
        rx.recv_timeout(limit)
    };
    loop {
        match py.detach(|| wait(SIGNAL_POLL)) {
            Ok(outcome) => return Ok(outcome),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(interrupt) = py.check_signals() {
                    // Stop the run as the binary's first Ctrl-C does; a command that does not
                    // poll the flag finishes in the background, its output dropped.
                    ftrouter::interrupt::stop_flag().store(true, Ordering::Relaxed);
                    let _ = py.detach(|| wait(STOP_GRACE));
                    return Err(interrupt);
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(pyo3::exceptions::PyRuntimeError::new_err(
                    "ftrouter: the command panicked (its message is on standard error)",
                ));
            }
        }
    }
}

/// The number of an `ExitCode` (which does not expose it).
fn status(code: ExitCode) -> u8 {
    (0..=u8::MAX)
        .find(|&n| ExitCode::from(n) == code)
        .unwrap_or(u8::MAX)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // Python keeps its own SIGINT handler (KeyboardInterrupt); `run_cli` sets the stop flag.
    ftrouter::embed::leave_signals_to_host();
    m.add_function(wrap_pyfunction!(run_cli, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
