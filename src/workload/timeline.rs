//! Throughput and latency over time, for runs in which faults strike
//! (docs/faults-during-operation.md, "What the run reports"): flits accepted and packets
//! delivered per bucket of cycles, the phases before the first fault, during the
//! reconfigurations and after them, and the time the network takes to recover.

use serde::Serialize;

/// Cycles per bucket of the timeline.
pub const BUCKET_CYCLES: u64 = 100;

/// Cycles over which accepted throughput is averaged when recovery is judged (ten buckets:
/// short windows are noisy at the tolerance of 5%).
pub const RECOVERY_WINDOW: u64 = 1_000;

/// Tolerance of "recovered": within 5% of the steady state after the fault.
pub const RECOVERY_TOLERANCE: f64 = 0.05;

/// The faults that struck during a run (docs/faults-during-operation.md, "What the run
/// reports").
#[derive(Clone, Debug, Serialize)]
pub struct FaultsReport {
    /// `drain` or `dynamic`.
    pub reconfigure: String,
    pub detection_delay: u64,
    /// Packets lost in faults (also `lost_in_fault@CYCLE` in the per-packet CSV).
    pub packets_lost_in_fault: usize,
    /// `--retransmit`: times a source sent a lost packet again.
    pub packets_retransmitted: u64,
    pub events: Vec<FaultEventReport>,
    /// Throughput and latency before the first fault, during the reconfigurations and after,
    /// and the recovery time (None: no event struck before the end of generation).
    pub phases: Option<Phases>,
    /// Accepted flits per node and cycle, and mean latency of the packets delivered, per
    /// bucket of `bucket_cycles` from cycle 0 (what `sim --plot` draws).
    pub timeline: TimelineReport,
}

/// The timeline of a run with faults, bucket by bucket.
#[derive(Clone, Debug, Serialize)]
pub struct TimelineReport {
    pub bucket_cycles: u64,
    pub accepted_flits_per_node_cycle: Vec<f64>,
    pub avg_latency: Vec<Option<f64>>,
}

/// One fault event: when it struck, what it caught, when its tables were written.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FaultEventReport {
    pub cycle: u64,
    pub fault: String,
    /// Packets with a flit on a failed link or in a failed router at `cycle`, or cut in two.
    pub packets_caught: usize,
    /// Packets sent into the failed links after `cycle`, before the tables changed.
    pub packets_sunk: usize,
    /// Cycle the reconfiguration began (detection; the drain starts here).
    pub reconfiguration_started: Option<u64>,
    /// `drain`: the first clock edge of the table ports' writes, once the network is empty
    /// (the last is `reconfiguration_finished`); `dynamic`: the cycle of the first router's.
    pub tables_written_from: Option<u64>,
    /// Cycle the last router held the new tables.
    pub reconfiguration_finished: Option<u64>,
}

/// Per bucket of `BUCKET_CYCLES`: flits ejected, packets delivered and their summed latency.
#[derive(Clone, Debug, Default)]
pub struct Timeline {
    pub flits: Vec<u64>,
    pub packets: Vec<u64>,
    pub latency_sum: Vec<u64>,
}

impl Timeline {
    fn bucket(&mut self, cycle: u64) -> usize {
        let b = (cycle / BUCKET_CYCLES) as usize;
        if self.flits.len() <= b {
            self.flits.resize(b + 1, 0);
            self.packets.resize(b + 1, 0);
            self.latency_sum.resize(b + 1, 0);
        }
        b
    }

    /// `n` flits reached their interfaces in `cycle`.
    pub fn flits_ejected(&mut self, cycle: u64, n: u64) {
        let b = self.bucket(cycle);
        self.flits[b] += n;
    }

    /// A packet was delivered in `cycle` after `latency` cycles.
    pub fn delivered(&mut self, cycle: u64, latency: u64) {
        let b = self.bucket(cycle);
        self.packets[b] += 1;
        self.latency_sum[b] += latency;
    }

    /// Accepted flits per node and cycle over cycles `from..to` (whole buckets).
    fn accepted(&self, from: u64, to: u64, nodes: usize) -> Option<f64> {
        let r = self.whole_buckets(from, to);
        (!r.is_empty()).then(|| {
            self.flits[r.clone()].iter().sum::<u64>() as f64
                / (nodes.max(1) as f64 * (r.len() as u64 * BUCKET_CYCLES) as f64)
        })
    }

    /// Mean latency of the packets delivered in cycles `from..to` (whole buckets).
    fn latency(&self, from: u64, to: u64) -> Option<f64> {
        let r = self.whole_buckets(from, to);
        let packets: u64 = self.packets[r.clone()].iter().sum();
        (packets > 0).then(|| self.latency_sum[r].iter().sum::<u64>() as f64 / packets as f64)
    }

    /// The buckets wholly inside cycles `from..to` that the run reached (empty if none).
    fn whole_buckets(&self, from: u64, to: u64) -> std::ops::Range<usize> {
        let end = ((to / BUCKET_CYCLES) as usize).min(self.flits.len());
        let start = (from.div_ceil(BUCKET_CYCLES) as usize).min(end);
        start..end
    }

    /// Per bucket: accepted flits per node and cycle, and mean latency (None: nothing
    /// delivered in it).
    pub fn series(&self, nodes: usize) -> Vec<(u64, f64, Option<f64>)> {
        (0..self.flits.len())
            .map(|b| {
                let start = b as u64 * BUCKET_CYCLES;
                let accepted = self.flits[b] as f64 / (nodes.max(1) as f64 * BUCKET_CYCLES as f64);
                let latency = (self.packets[b] > 0)
                    .then(|| self.latency_sum[b] as f64 / self.packets[b] as f64);
                (start, accepted, latency)
            })
            .collect()
    }
}

/// Throughput and latency of one phase of a run.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Phase {
    pub from_cycle: u64,
    pub to_cycle: u64,
    pub accepted_flits_per_node_cycle: Option<f64>,
    pub avg_latency: Option<f64>,
}

/// The phases of a run with faults, and its recovery.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Phases {
    /// From the end of warm-up to the first fault.
    pub before: Phase,
    /// From the first fault until the last reconfiguration finished.
    pub during: Phase,
    /// From then to the end of generation.
    pub after: Phase,
    /// Cycles from the first fault until accepted throughput, averaged over
    /// `RECOVERY_WINDOW` cycles, is back within 5% of the steady state after the faults (the
    /// mean of the second half of `after`) and stays there. None: `after` is too short to
    /// tell (under two windows).
    pub recovery_cycles: Option<u64>,
}

/// The phases of a run: generation `warmup..end`, faults from `first_fault`, tables settled
/// at `settled`; `nodes_before` / `nodes_after` healthy routers.
pub fn phases(
    t: &Timeline,
    (warmup, end): (u64, u64),
    (first_fault, settled): (u64, u64),
    (nodes_before, nodes_after): (usize, usize),
) -> Phases {
    let phase = |from: u64, to: u64, nodes: usize| Phase {
        from_cycle: from,
        to_cycle: to,
        accepted_flits_per_node_cycle: t.accepted(from, to, nodes),
        avg_latency: t.latency(from, to),
    };
    let before = phase(warmup.min(first_fault), first_fault, nodes_before);
    let during = phase(first_fault, settled.max(first_fault), nodes_after);
    let after = phase(settled.max(first_fault), end.max(settled), nodes_after);
    let recovery_cycles = recovery(t, first_fault, settled, end, nodes_after);
    Phases {
        before,
        during,
        after,
        recovery_cycles,
    }
}

/// See `Phases::recovery_cycles`.
fn recovery(t: &Timeline, fault: u64, settled: u64, end: u64, nodes: usize) -> Option<u64> {
    if end < settled + 2 * RECOVERY_WINDOW {
        return None;
    }
    let steady = t.accepted(end - (end - settled) / 2, end, nodes)?;
    let within = |from: u64| {
        t.accepted(from, from + RECOVERY_WINDOW, nodes)
            .is_some_and(|a| (a - steady).abs() <= RECOVERY_TOLERANCE * steady)
    };
    // The last window start that is out of tolerance; recovery is the next bucket.
    let starts = (fault / BUCKET_CYCLES..=(end - RECOVERY_WINDOW) / BUCKET_CYCLES)
        .map(|b| b * BUCKET_CYCLES);
    let last_out = starts.rev().find(|&s| s >= fault && !within(s));
    Some(last_out.map_or(0, |s| s + BUCKET_CYCLES - fault))
}

/// What the faults of a run cost: its events, phases and timeline (both models build their
/// `faults_during_run` here).
pub fn report(
    events: Vec<FaultEventReport>,
    timeline: &Timeline,
    cfg: &super::SimConfig,
    (lost, retransmitted): (usize, u64),
    (nodes_before, nodes_after): (usize, usize),
) -> FaultsReport {
    let gen_end = cfg.warmup.saturating_add(cfg.cycles);
    let struck: Vec<&FaultEventReport> = events.iter().filter(|e| e.cycle < gen_end).collect();
    let phases = struck.first().map(|first| {
        let settled = struck
            .iter()
            .map(|e| e.reconfiguration_finished.unwrap_or(gen_end))
            .max()
            .unwrap_or(gen_end);
        phases(
            timeline,
            (cfg.warmup, gen_end),
            (first.cycle, settled.min(gen_end)),
            (nodes_before, nodes_after),
        )
    });
    let series = timeline.series(nodes_after);
    FaultsReport {
        reconfigure: cfg.faults.reconfigure.to_string(),
        detection_delay: cfg.faults.detection_delay,
        packets_lost_in_fault: lost,
        packets_retransmitted: retransmitted,
        events,
        phases,
        timeline: TimelineReport {
            bucket_cycles: BUCKET_CYCLES,
            accepted_flits_per_node_cycle: series.iter().map(|s| s.1).collect(),
            avg_latency: series.iter().map(|s| s.2).collect(),
        },
    }
}

/// Points to draw from per-bucket values: consecutive buckets averaged so that at most
/// `PLOT_POINTS` remain (a 40,000-cycle run has 400 buckets), each at its group's first cycle.
pub fn coarse_points(bucket_cycles: u64, values: &[Option<f64>]) -> Vec<(f64, f64)> {
    let group = values.len().div_ceil(PLOT_POINTS).max(1);
    values
        .chunks(group)
        .enumerate()
        .filter_map(|(g, chunk)| {
            let known: Vec<f64> = chunk.iter().flatten().copied().collect();
            (!known.is_empty()).then(|| {
                let x = (g * group) as f64 * bucket_cycles as f64;
                (x, known.iter().sum::<f64>() / known.len() as f64)
            })
        })
        .collect()
}

/// Most points a timeline plot draws per series.
pub const PLOT_POINTS: usize = 100;

/// The SVG of a run with faults (`sim --plot`): accepted throughput and latency per bucket
/// against the cycle, each fault and each finished reconfiguration marked by a dashed
/// vertical line.
pub fn plot_svg(title: &str, report: &FaultsReport) -> String {
    use crate::plot::{Panel, Series, svg};
    let t = &report.timeline;
    let accepted: Vec<Option<f64>> = t
        .accepted_flits_per_node_cycle
        .iter()
        .map(|&a| Some(a))
        .collect();
    let accepted = coarse_points(t.bucket_cycles, &accepted);
    let latency = coarse_points(t.bucket_cycles, &t.avg_latency);
    let top = |points: &[(f64, f64)]| points.iter().map(|p| p.1).fold(0.0, f64::max);
    let markers = |ymax: f64| {
        let mut series = Vec::new();
        for e in &report.events {
            let mut mark = |name: String, color: usize, at: u64| {
                series.push(Series {
                    name,
                    color,
                    dashed: true,
                    points: vec![(at as f64, 0.0), (at as f64, ymax)],
                });
            };
            mark(format!("fault {} at {}", e.fault, e.cycle), 1, e.cycle);
            if let Some(done) = e.reconfiguration_finished {
                mark(format!("tables reloaded at {done}"), 2, done);
            }
        }
        series
    };
    let panel = |title: &str, y_label: &str, points: Vec<(f64, f64)>, name: &str| {
        let ymax = top(&points);
        let mut series = vec![Series {
            name: name.to_string(),
            color: 0,
            dashed: false,
            points,
        }];
        series.extend(markers(ymax));
        Panel {
            title: title.to_string(),
            x_label: "cycle".to_string(),
            y_label: y_label.to_string(),
            y_cap: None,
            log_y: false,
            series,
        }
    };
    let panels = [
        panel(
            "accepted throughput",
            "flits/node/cycle",
            accepted,
            "accepted",
        ),
        panel(
            "latency",
            "cycles",
            latency,
            "mean latency of packets delivered",
        ),
    ];
    svg(title, &panels, 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A synthetic run: `rate` flits per node-cycle on `nodes` nodes, except `dip` from the
    /// fault for `gap` cycles.
    fn timeline(nodes: u64, rate: f64, fault: u64, gap: u64, dip: f64, end: u64) -> Timeline {
        let mut t = Timeline::default();
        for c in 0..end {
            let r = if (fault..fault + gap).contains(&c) {
                dip
            } else {
                rate
            };
            t.flits_ejected(c, (r * nodes as f64).round() as u64);
            t.delivered(c, 20);
        }
        t
    }

    #[test]
    fn recovery_is_where_throughput_returns_and_stays() {
        let t = timeline(10, 0.5, 5_000, 1_500, 0.1, 20_000);
        let p = phases(&t, (1_000, 20_000), (5_000, 5_200), (10, 10));
        assert_eq!(p.before.accepted_flits_per_node_cycle, Some(0.5));
        assert_eq!(p.after.avg_latency, Some(20.0));
        // A window starting before 6500 still holds part of the dip: the last such window
        // starts at 6400, so recovery is 6500 - 5000.
        assert_eq!(p.recovery_cycles, Some(1_500));
        let short = phases(&t, (1_000, 6_000), (5_000, 5_200), (10, 10));
        assert_eq!(short.recovery_cycles, None, "after is under two windows");
    }

    #[test]
    fn no_dip_recovers_at_once() {
        let t = timeline(10, 0.5, 5_000, 0, 0.0, 20_000);
        let p = phases(&t, (1_000, 20_000), (5_000, 5_100), (10, 10));
        assert_eq!(p.recovery_cycles, Some(0));
    }
}
