//! Work refused up front: commands whose cost grows with the network (or a sample count)
//! estimate their memory and time before allocating, and refuse beyond a budget with the
//! estimate and the option that raises it, rather than running for minutes and gigabytes.

use crate::topology::Topology;
use crate::{Error, Result};

/// Memory budget when none is given, in MB.
pub const DEFAULT_MEMORY_MB: u64 = 1024;
/// Longest estimated run accepted without `--force`, in seconds.
pub const DEFAULT_SECONDS: f64 = 30.0;

/// What the user allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub memory_mb: u64,
    /// Run whatever the estimate.
    pub force: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            memory_mb: DEFAULT_MEMORY_MB,
            force: false,
        }
    }
}

/// Estimated cost of a piece of work (release build, one core).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub bytes: u128,
    pub seconds: f64,
}

impl Budget {
    /// Refuse `what` when its estimate exceeds the budget (unless forced).
    pub fn check(&self, what: &str, e: Estimate) -> Result<()> {
        let mb = e.bytes.div_ceil(1 << 20);
        if self.force || (mb <= u128::from(self.memory_mb) && e.seconds <= DEFAULT_SECONDS) {
            return Ok(());
        }
        let time = if e.seconds > 0.0 {
            format!(" and {}", duration(e.seconds))
        } else {
            String::new()
        };
        let over_memory = mb > u128::from(self.memory_mb);
        let limit = match (over_memory, e.seconds > DEFAULT_SECONDS) {
            (true, false) => format!(
                "the budget of {} MB: raise it with --budget-mb (or pass --force)",
                self.memory_mb
            ),
            (false, _) => format!(
                "the {DEFAULT_SECONDS:.0} s run allowed by default: pass --force to run it anyway"
            ),
            (true, true) => format!(
                "the budget of {} MB and {DEFAULT_SECONDS:.0} s: pass --force, or --budget-mb for memory",
                self.memory_mb
            ),
        };
        Err(Error::input(format!(
            "{what}: estimated {mb} MB{time}, beyond {limit}"
        )))
    }
}

fn duration(s: f64) -> String {
    if s < 120.0 {
        format!("{s:.0} s")
    } else if s < 7200.0 {
        format!("{:.0} min", s / 60.0)
    } else {
        format!("{:.0} h", s / 3600.0)
    }
}

/// `topo` and `route`: node states, port masks and a search over every channel
/// (measured for topo: 15 MB and 2.8 s for hypercube:20).
pub fn network_summary(topo: &Topology) -> Estimate {
    let n = topo.num_nodes() as u128;
    let channels = n * topo.num_ports() as u128;
    Estimate {
        bytes: 16 * n,
        seconds: channels as f64 / 7.0e6,
    }
}

/// `vectors`: every node's vector and faulty set kept for the listing (measured: 800 MB
/// and 9 s for hypercube:20).
pub fn vector_listing(topo: &Topology) -> Estimate {
    let n = topo.num_nodes() as u128;
    Estimate {
        bytes: 1000 * n,
        seconds: network_summary(topo).seconds,
    }
}

/// Models that keep every packet's record to the end of the run (the behavioral model,
/// cross-validation): about 200 bytes per packet with its timing and event entries.
pub fn packet_records(packets: f64) -> Estimate {
    Estimate {
        bytes: (packets.max(0.0) * 200.0) as u128,
        // A long run is what --cycles asks for; only memory is limited here.
        seconds: 0.0,
    }
}

/// `route --check`: per-destination tables of every router and their checks, quadratic in
/// the nodes (measured: 30 MB and 1.6 s at 1024 nodes).
pub fn table_check(topo: &Topology) -> Estimate {
    let n = topo.num_nodes() as u128;
    Estimate {
        bytes: 30 * n * n,
        seconds: (n * n) as f64 * 1.6e-6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_beyond_either_limit_unless_forced() {
        let b = Budget::default();
        let big = Estimate {
            bytes: 2 << 30,
            seconds: 1.0,
        };
        let slow = Estimate {
            bytes: 1,
            seconds: 600.0,
        };
        let err = b.check("x", big).unwrap_err().to_string();
        assert!(
            err.contains("2048 MB") && err.contains("--budget-mb"),
            "{err}"
        );
        let err = b.check("x", slow).unwrap_err().to_string();
        assert!(err.contains("10 min") && err.contains("--force"), "{err}");
        let forced = Budget { force: true, ..b };
        assert!(forced.check("x", big).is_ok() && forced.check("x", slow).is_ok());
        let roomy = Budget {
            memory_mb: 4096,
            ..b
        };
        assert!(roomy.check("x", big).is_ok());
    }
}
