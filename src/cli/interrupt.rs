//! SIGINT / SIGTERM during `sim`: the handler only sets a flag; the simulation polls it once
//! per cycle and stops at a cycle boundary, so the VCD, the packet CSV and the summary cover
//! exactly the cycles that ran. During `cosim` and `cost --yosys` the same flag ends the
//! external tool that is running, with its children (`ftrouter::interrupt`), and the command
//! returns `Error::Interrupted`, removing its temporary folders on the way out. A second
//! SIGINT or SIGTERM exits at once (status 130), for a run that is stuck outside the cycle
//! loop, and so does the first one during setup (`Handlers`).

use ftrouter::{Error, Result};
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::flag;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Exit status of a run ended by a signal (the shell's 128 + SIGINT).
pub const EXIT_INTERRUPTED: u8 = 130;

/// The installed handlers.
pub struct Handlers {
    /// Becomes true at the first signal once the work has started.
    pub stop: Arc<AtomicBool>,
    /// True during setup (tables, fabric, the cycle model before any file is written): a
    /// signal then exits at once, since nothing is there to finish or clean up and setup
    /// polls no flag (it can take seconds on large networks).
    setup: Arc<AtomicBool>,
}

impl Handlers {
    /// From here a signal sets `stop` for the work to see.
    pub fn work_started(&self) {
        self.setup.store(false, Ordering::Relaxed);
    }
}

/// Install the handlers (in setup until `work_started`).
pub fn install() -> Result<Handlers> {
    let stop = ftrouter::interrupt::stop_flag();
    let setup = Arc::new(AtomicBool::new(true));
    for sig in [SIGINT, SIGTERM] {
        // The conditional exits are registered first, so they see the flags as they were
        // before this signal: during setup, or on the second signal, exit at once.
        flag::register_conditional_shutdown(sig, i32::from(EXIT_INTERRUPTED), Arc::clone(&setup))
            .and_then(|_| {
                flag::register_conditional_shutdown(
                    sig,
                    i32::from(EXIT_INTERRUPTED),
                    Arc::clone(&stop),
                )
            })
            .and_then(|_| flag::register(sig, Arc::clone(&stop)))
            .map_err(|e| Error::Io(format!("cannot install the signal handler: {e}")))?;
    }
    Ok(Handlers { stop, setup })
}
