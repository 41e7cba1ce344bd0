//! Saturation by bisection: the largest offered load a network accepts within 5% (and
//! without deadlock), to 1/64 of a flit per node per cycle. The definition `cost
//! --design-space` and `experiment fault-recovery` share (docs/cost.md, "The design space");
//! `sweep` reads the same acceptance off its grid of loads (`on_grid`).

use crate::Result;
use crate::workload::SimStats;

/// A run accepts its load when it delivers at least this fraction of it.
pub const ACCEPTED_FRACTION: f64 = 0.95;
/// The bisection stops when the bracket is this narrow (flits per node per cycle).
pub const RESOLUTION: f64 = 1.0 / 64.0;

/// Did the run of `stats` accept its offered load `rate`?
pub fn accepts(stats: &SimStats, rate: f64) -> bool {
    !stats.deadlock && stats.accepted_flits_per_node_cycle >= ACCEPTED_FRACTION * rate
}

/// On a grid of runs (a sweep's points, in any order): the highest offered load below which
/// every run of the grid accepted its load (`accepts`); None when the lowest did not.
pub fn on_grid(points: &[SimStats]) -> Option<f64> {
    on_grid_of(points.iter().map(|p| {
        (
            p.offered_flits_per_node_cycle,
            p.accepted_flits_per_node_cycle,
            p.deadlock,
        )
    }))
}

/// `on_grid` of runs given as (offered, accepted, deadlock), as a study's rows hold them.
pub fn on_grid_of(points: impl Iterator<Item = (f64, f64, bool)>) -> Option<f64> {
    let mut sorted: Vec<(f64, f64, bool)> = points.collect();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    sorted
        .iter()
        .take_while(|&&(offered, accepted, deadlock)| {
            !deadlock && accepted >= ACCEPTED_FRACTION * offered
        })
        .last()
        .map(|p| p.0)
}

/// The largest load `run` accepts (`accepts`), bisecting [0, 1] to `RESOLUTION`: `run` gets
/// each load tried and returns its statistics.
pub fn saturation(mut run: impl FnMut(f64) -> Result<SimStats>) -> Result<f64> {
    let (mut lo, mut hi) = (0.0, 1.0);
    while hi - lo > RESOLUTION {
        let mid = (lo + hi) / 2.0;
        if accepts(&run(mid)?, mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(lo)
}
