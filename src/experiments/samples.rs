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

/// Is `name` a Monte Carlo experiment (it takes --samples and --seed)?
pub fn is_monte_carlo(name: &str) -> bool {
    bytes_per_sample(name).is_some()
}

pub fn check(name: &str, opts: &Options) -> Result<()> {
    let Some(samples) = opts.samples else {
        return Ok(());
    };
    let Some(per) = bytes_per_sample(name) else {
        // Unknown names are reported by `run`.
        if super::catalogue().iter().any(|(n, _)| *n == name) {
            return Err(Error::input(format!(
                "experiment {name} takes no --samples (it is exact, not Monte Carlo)"
            )));
        }
        return Ok(());
    };
    if samples == 0 {
        return Err(Error::input(format!(
            "--samples 0: experiment {name} needs at least 1"
        )));
    }
    let estimate = Estimate {
        bytes: per.saturating_mul(samples as u128),
        // Long runs are what --samples asks for; only memory is limited here.
        seconds: 0.0,
    };
    opts.budget
        .check(&format!("experiment {name} --samples {samples}"), estimate)
}
