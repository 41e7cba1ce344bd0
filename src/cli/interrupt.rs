//! SIGINT / SIGTERM during `sim`: the handler only sets a flag; the simulation polls it once
//! per cycle and stops at a cycle boundary, so the VCD, the packet CSV and the summary cover
//! exactly the cycles that ran. During `cosim` and `cost --yosys` the same flag ends the
//! external tool that is running, with its children (`ftrouter::interrupt`), and the command
//! returns `Error::Interrupted`, removing its temporary folders on the way out. A second SIGINT or SIGTERM exits at once (status 130), for a
//! run that is stuck outside the cycle loop.

use ftrouter::{Error, Result};
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::flag;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Exit status of a run ended by a signal (the shell's 128 + SIGINT).
pub const EXIT_INTERRUPTED: u8 = 130;

/// Install the handlers; the returned flag becomes true at the first signal.
pub fn install() -> Result<Arc<AtomicBool>> {
    let stop = ftrouter::interrupt::stop_flag();
    for sig in [SIGINT, SIGTERM] {
        // Registered first, so it sees the flag as it was before this signal: it exits only
        // on the second signal.
        flag::register_conditional_shutdown(sig, i32::from(EXIT_INTERRUPTED), Arc::clone(&stop))
            .and_then(|_| flag::register(sig, Arc::clone(&stop)))
            .map_err(|e| Error::Io(format!("cannot install the signal handler: {e}")))?;
    }
    Ok(stop)
}
