//! The stop request of SIGINT / SIGTERM, where long work can see it. The command line
//! registers its signal handlers on this one flag (`stop_flag`); the cycle model polls it once
//! per cycle, and `hdl::tools::run` while an external tool (Verilator and its compiler,
//! Yosys, Icarus) runs: on a stop it ends the tool's whole process group and returns
//! `Error::Interrupted`, so the command's temporary folders are removed on the way out and no
//! compiler keeps running after ftrouter has exited.
//!
//! A process has one set of signal handlers, so this flag is process-wide by nature.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// The flag a signal handler sets.
pub fn stop_flag() -> Arc<AtomicBool> {
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    Arc::clone(FLAG.get_or_init(|| Arc::new(AtomicBool::new(false))))
}

/// Has a stop been asked for?
pub fn requested() -> bool {
    stop_flag().load(Ordering::Relaxed)
}
