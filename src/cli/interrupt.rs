//! SIGINT / SIGTERM, installed once for every command by the dispatcher (`cli::cmd::run`).
//!
//! Every command starts in setup (parsing, tables, fabric, generating a design, writing its
//! files): a signal then ends the process at once with status 130, within a second, after
//! `ftrouter::interrupt::clean_up_and_exit` has removed every temporary file or folder and
//! ended every tool still running, so nothing is left behind and no existing output changes.
//! Work that can stop cleanly calls `Handlers::work_started` first: `sim`'s cycle loop (which
//! then stops at a cycle boundary and still finishes its VCD and CSV), and the external tools
//! of `cosim` and `cost --yosys` (ended with their children; the command returns
//! `Error::Interrupted`). From there the first signal only sets the stop flag, and a second
//! one ends the process at once, for a run that is stuck outside its polling loop.

use ftrouter::{Error, Result};
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Exit status of a run ended by a signal (the shell's 128 + SIGINT).
pub const EXIT_INTERRUPTED: u8 = 130;

/// The installed handling.
pub struct Handlers {
    /// Becomes true at the first signal once the work has started.
    pub stop: Arc<AtomicBool>,
    /// True until `work_started`: a signal then exits at once.
    setup: Arc<AtomicBool>,
}

impl Handlers {
    /// From here a signal sets `stop` for the work to see.
    pub fn work_started(&self) {
        self.setup.store(false, Ordering::Relaxed);
    }

    /// Has the work been asked to stop?
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// Install the handling (in setup until `work_started`). The signals are taken by a thread of
/// their own, which may remove files and end processes (a signal handler may not).
pub fn install() -> Result<Handlers> {
    let stop = ftrouter::interrupt::stop_flag();
    let setup = Arc::new(AtomicBool::new(true));
    // An embedding keeps its host's handlers and sets `stop` itself (src/embed.rs).
    if ftrouter::embed::host_signals() {
        return Ok(Handlers { stop, setup });
    }
    let mut signals = Signals::new([SIGINT, SIGTERM])
        .map_err(|e| Error::Io(format!("cannot install the signal handler: {e}")))?;
    let (in_setup, stopping) = (Arc::clone(&setup), Arc::clone(&stop));
    std::thread::spawn(move || {
        for _ in signals.forever() {
            // During setup, or at the second signal: at once.
            if in_setup.load(Ordering::Relaxed) || stopping.swap(true, Ordering::Relaxed) {
                ftrouter::interrupt::clean_up_and_exit(i32::from(EXIT_INTERRUPTED));
            }
        }
    });
    Ok(Handlers { stop, setup })
}
