//! `--samples` checked before an experiment allocates anything: refused where it is not used,
//! refused at 0 (it would silently run 1), and refused when the per-sample results the
//! experiment collects before summing them would exceed the memory budget.

use super::Options;
use crate::budget::Estimate;
use crate::{Error, Result};

/// Bytes an experiment keeps per sample (its collected per-work-item results, upper bounds
/// from the result types), or None when it takes no samples.
fn bytes_per_sample(name: &str) -> Option<u128> {
    Some(match name {
        // One row vector per pattern of 10 pairs per row.
        "pv-table2" => 3,
        "pv-table3" => 6,
        // One 64-byte count per 100 pairs, over 16 and 40 configurations.
        "pv-fig3" => 11,
        "pv-fig4" => 26,
        // Per pattern: 24 simulations (item and outcome each).
        "bubble-faults" => 2048,
        // Per pattern: every row's work item and percentages.
        "esv-table2" | "esv-table3" => 8192,
        _ => return None,
    })
}

/// Memory of an experiment that does not grow with its samples: the cycle-model fabrics it
/// simulates at once (bubble-faults: two 8x8 tori, 15.7 MB measured; duato-model: DUATO_BYTES).
/// Seconds of `experiment fault-recovery` (nine runs of an 8x8 torus for 40,000 cycles and
/// three saturation searches): 24 s measured in release on 2 cores beside other work.
const FAULT_RECOVERY: f64 = 25.0;

fn base_bytes(name: &str) -> u128 {
    match name {
        "bubble-faults" => 16 << 20,
        "duato-model" => DUATO_BYTES,
        _ => 0,
    }
}

/// Is `name` a Monte Carlo experiment (it takes --samples and --seed)?
pub fn is_monte_carlo(name: &str) -> bool {
    bytes_per_sample(name).is_some()
}

/// Seconds per sample (the machine's 2 cores, which the experiments share with rayon), set
/// about 1.25 times the idle figures, so that a run beside other work stays within 3x.
/// Measured idle (the test build): pv-table2 0.93-0.98 s at 100,000 samples; pv-table3
/// 2.3-2.6 s at 100,000; pv-fig3 1.44-1.58 s at 100,000; pv-fig4 0.40 s at 500, 1.56 s at
/// 2,000, 3.69 s at 5,000; earlier, in release beside other work: pv-table2 16.8 s at
/// 1,000,000; esv-table2 1.3 s at 10, 12.9 s at 100 (with --samples
/// every pattern takes the paper's 200,000 pairs); esv-table3 9.1 s at 10; bubble-faults
/// (cycles grow with the patterns, 600 x patterns / 4 up to 3,000) [`BUBBLE_PER_PATTERN`].
/// bubble-faults: seconds per fault pattern at 600 cycles (measured: 1 pattern 14 s with
/// Yosys running beside it; docs/bubble-faults.md: the default 2 patterns 5-10 s, 8 patterns
/// (1,200 cycles) 45 s, 20 patterns (3,000 cycles) 10 min).
const BUBBLE_PER_PATTERN: f64 = 4.0;
/// Default runs (measured, the test build, idle): esv-table2 (12 patterns per row) 1.2 s;
/// esv-table3 (3) 0.8-0.9 s (2.4 s of wall time beside another run); duato-model 70.7 s on an idle machine, 289 s with another run beside it.
const ESV2_DEFAULT: f64 = 1.5;
const ESV3_DEFAULT: f64 = 1.05;
const DUATO: f64 = 100.0;
/// duato-model's peak memory above the process's own (measured: 86.6 MB resident in all).
const DUATO_BYTES: u128 = 80 << 20;

fn seconds_per_sample(name: &str, samples: f64) -> f64 {
    match name {
        "pv-table2" => 1.2e-5,
        "pv-table3" => 3.0e-5,
        "pv-fig3" => 1.9e-5,
        "pv-fig4" => 9.0e-4,
        "esv-table2" => 0.13,
        "esv-table3" => 0.91,
        "bubble-faults" => BUBBLE_PER_PATTERN * (samples / 4.0).clamp(1.0, 5.0),
        _ => 0.0,
    }
}

/// Memory and time of experiment `name` with `samples` (None: its default), or None for a
/// name that is not an experiment or an experiment that takes no samples given samples.
pub fn estimate(name: &str, samples: Option<usize>) -> Option<Estimate> {
    let per = bytes_per_sample(name);
    let base = base_bytes(name);
    match samples {
        None => Some(Estimate {
            bytes: base,
            seconds: default_seconds(name)?,
        }),
        Some(n) => Some(Estimate {
            bytes: base + per?.saturating_mul(n as u128),
            seconds: seconds_per_sample(name, n as f64) * n as f64,
        }),
    }
}

/// Seconds of the default run (no --samples), measured as above.
fn default_seconds(name: &str) -> Option<f64> {
    Some(match name {
        "pv-table1" | "mh-unicast" | "mh-multicast" => 0.01,
        "pv-table2" | "pv-table3" | "pv-fig3" | "pv-fig4" => {
            let pairs = match name {
                "pv-table2" => super::pv::TABLE2_DEFAULT_PAIRS,
                "pv-table3" => super::pv::TABLE3_DEFAULT_PAIRS,
                "pv-fig3" => super::pv::FIG3_DEFAULT_PAIRS,
                _ => super::pv::FIG4_DEFAULT_PAIRS,
            } as f64;
            seconds_per_sample(name, pairs) * pairs
        }
        "esv-table2" => ESV2_DEFAULT,
        "esv-table3" => ESV3_DEFAULT,
        "bubble-faults" => 2.0 * BUBBLE_PER_PATTERN,
        "duato-model" => DUATO,
        "fault-recovery" => FAULT_RECOVERY,
        _ => return None,
    })
}

pub fn check(name: &str, opts: &Options) -> Result<()> {
    let Some(samples) = opts.samples else {
        // Default runs take seconds; an unknown name is reported by `run`.
        return match estimate(name, None) {
            Some(e) => opts.budget.check(&format!("experiment {name}"), e),
            None => Ok(()),
        };
    };
    if bytes_per_sample(name).is_none() {
        // Unknown names are reported by `run`.
        if super::catalogue().iter().any(|(n, _)| *n == name) {
            return Err(Error::input(format!(
                "experiment {name} takes no --samples (it is exact, not Monte Carlo)"
            )));
        }
        return Ok(());
    }
    if samples == 0 {
        return Err(Error::input(format!(
            "--samples 0: experiment {name} needs at least 1"
        )));
    }
    let estimate = estimate(name, Some(samples)).expect("an experiment with samples");
    opts.budget
        .check(&format!("experiment {name} --samples {samples}"), estimate)
}
