//! The cycle model's saturation rate, found by the command itself, and the default rates of
//! `crossval` derived from it (from near zero to 1.2 x saturation).
//!
//! A ladder of offered rates runs in parallel; the first rate the cycle model does not accept
//! (accepted < BELOW_SATURATION x the deliverable rate) and the last it accepts bracket
//! saturation, and a few bisection steps narrow the bracket.

use super::checks::{BELOW_SATURATION, accepts};
use super::deliverable_rate;
use crate::Result;
use crate::fabric::Fabric;
use crate::router::params::RouterParams;
use crate::routing::table::CompiledTables;
use crate::sim;
use crate::topology::Network;
use crate::workload::SimConfig;
use rayon::prelude::*;
use serde::Serialize;

/// Offered rates of the first pass, flits per node per cycle.
pub const LADDER_STEP: f64 = 0.05;
/// Bisection steps after the ladder (bracket LADDER_STEP / 2^steps).
pub const BISECTION_STEPS: usize = 3;
/// Probe phases are capped so the search stays short on large networks.
pub const PROBE_WARMUP_MAX: u64 = 1_000;
pub const PROBE_CYCLES_MAX: u64 = 3_000;
/// Default crossval rates as fractions of the saturation rate: near zero to 1.2 x.
pub const DEFAULT_FRACTIONS: [f64; 10] = [0.05, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2];

/// Where the cycle model saturates.
#[derive(Clone, Debug, Serialize)]
pub struct Saturation {
    /// Estimated saturation rate: the middle of the final bracket (flits/node/cycle).
    pub rate: f64,
    /// Highest offered rate the cycle model accepted.
    pub accepted_up_to: f64,
    /// Lowest offered rate it did not accept (None: it accepts even 1.0).
    pub refused_from: Option<f64>,
    /// Cycle-model runs the search made.
    pub probes: usize,
}

/// Find the cycle model's saturation under `cfg`'s traffic (phases capped).
pub fn find(
    net: &Network,
    tables: &CompiledTables,
    params: &RouterParams,
    cfg: &SimConfig,
) -> Result<Saturation> {
    let probe_cfg = SimConfig {
        warmup: cfg.warmup.min(PROBE_WARMUP_MAX),
        cycles: cfg.cycles.min(PROBE_CYCLES_MAX),
        drain_limit: cfg.drain_limit.min(20_000),
        ..cfg.clone()
    };
    let steps = (1.0 / LADDER_STEP).round() as usize;
    // The ladder's probes run side by side, the bisection's one at a time: each with the
    // threads the others leave over (docs/performance.md, "Threads").
    let (side_by_side, alone) = (sim::threads_per_point(cfg.threads, steps), cfg.threads);
    let accepted = |rate: f64, threads: usize| -> Result<bool> {
        let mut fabric = Fabric::with_tables(net.clone(), tables.clone(), params.clone())?;
        let run = sim::run(
            &mut fabric,
            &SimConfig {
                rate,
                threads,
                ..probe_cfg.clone()
            },
            |_, _| {},
        )?;
        let deliverable = deliverable_rate(&run, net, probe_cfg.cycles);
        Ok(accepts(
            Some(run.stats.accepted_flits_per_node_cycle),
            deliverable,
        ))
    };
    let ladder: Vec<f64> = (1..=steps).map(|i| round(i as f64 * LADDER_STEP)).collect();
    let ok = ladder
        .par_iter()
        .map(|&r| accepted(r, side_by_side))
        .collect::<Result<Vec<bool>>>()?;
    let mut probes = ladder.len();
    let Some(first_refused) = ok.iter().position(|&a| !a) else {
        return Ok(Saturation {
            rate: 1.0,
            accepted_up_to: 1.0,
            refused_from: None,
            probes,
        });
    };
    let (mut lo, mut hi) = (
        if first_refused == 0 {
            0.0
        } else {
            ladder[first_refused - 1]
        },
        ladder[first_refused],
    );
    for _ in 0..BISECTION_STEPS {
        let mid = round(0.5 * (lo + hi));
        probes += 1;
        if accepted(mid, alone)? {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(Saturation {
        rate: round(0.5 * (lo + hi)),
        accepted_up_to: lo,
        refused_from: Some(hi),
        probes,
    })
}

/// DEFAULT_FRACTIONS of `saturation`, within (0, 1], rounded to 1e-4, without repeats.
pub fn default_rates(saturation: f64) -> Vec<f64> {
    let mut rates: Vec<f64> = DEFAULT_FRACTIONS
        .iter()
        .map(|f| (f * saturation * 1e4).round() / 1e4)
        .map(|r| r.clamp(1e-4, 1.0))
        .collect();
    rates.dedup();
    rates
}

/// Rates printed and simulated alike (1e-6 grid).
fn round(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// The threshold used, for the notes.
pub fn rule() -> String {
    format!(
        "cycle-model saturation: offered {LADDER_STEP}, {}, ... 1.0 in parallel, then {BISECTION_STEPS} bisection steps; a rate is saturated when accepted < {BELOW_SATURATION} x the deliverable flits generated (phases capped at {PROBE_WARMUP_MAX} + {PROBE_CYCLES_MAX} cycles)",
        2.0 * LADDER_STEP
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_rates_run_from_near_zero_to_one_point_two_times_saturation() {
        let rates = default_rates(0.4);
        assert_eq!(rates.first(), Some(&0.02));
        assert_eq!(rates.last(), Some(&0.48));
        assert!(rates.windows(2).all(|w| w[0] < w[1]));
        // a network that never saturates is probed up to offered 1.0
        assert_eq!(default_rates(1.0).last(), Some(&1.0));
        assert_eq!(default_rates(1.0).iter().filter(|&&r| r == 1.0).count(), 1);
    }
}
