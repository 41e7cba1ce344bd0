//! Run statistics (the `sim --json` contract: docs/architecture.md, "Contracts").

use super::{PacketRecord, SimConfig};
use crate::fabric::Fabric;
use crate::routing::table::Mode;
use crate::topology::Network;
use serde::Serialize;

/// Everything a run produced.
pub struct SimResult {
    pub stats: SimStats,
    /// Every packet's record, in id order (`run`); empty from `run_streaming`, whose sink got
    /// them as they finished.
    pub packets: Vec<PacketRecord>,
    /// The cycle model's router events over the measurement window, where the fabric counted
    /// them (`Fabric::count_activity`; None otherwise, and from the behavioral models, which
    /// have no routers).
    pub activity: Option<ActivityWindow>,
}

/// Each router's events (`router::Activity`) over the measurement window: from the first
/// cycle after warm-up to the end of generation (or of the run, if it ended sooner).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ActivityWindow {
    /// Clock cycles in the window.
    pub cycles: u64,
    /// Index: node id; a router absent at the end of the window counts nothing.
    pub routers: Vec<crate::router::Activity>,
}

impl ActivityWindow {
    /// Every router's counts of `fabric` now, by node id (zero where there is no router).
    pub fn counts(fabric: &Fabric) -> Vec<crate::router::Activity> {
        (0..fabric.num_nodes())
            .map(|v| {
                fabric
                    .router(crate::topology::NodeId::new(v))
                    .map(|r| r.activity())
                    .unwrap_or_default()
            })
            .collect()
    }

    /// The window from the counts `start` at cycle `from` to `end` at cycle `to`; a router
    /// that failed in between counts nothing.
    pub fn between(
        (from, start): (u64, &[crate::router::Activity]),
        (to, end): (u64, &[crate::router::Activity]),
    ) -> Self {
        let routers = start
            .iter()
            .zip(end)
            .map(|(s, e)| match e.buffer_writes >= s.buffer_writes {
                true => *e - *s,
                false => Default::default(),
            })
            .collect();
        ActivityWindow {
            cycles: to - from,
            routers,
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct SimStats {
    pub topology: String,
    pub routing: String,
    pub faults: String,
    pub packets_injected: usize,
    pub packets_delivered: usize,
    pub packets_undeliverable: usize,
    pub packets_in_flight: usize,
    /// Arrivals refused because a source queue was full (never entered the scoreboard).
    pub packets_refused: u64,
    /// Trace lines skipped: to their own source, from a faulty source, or past the run.
    pub trace_lines_dropped: usize,
    /// Mean latency (creation to tail delivery) of measured packets, cycles.
    pub avg_latency: Option<f64>,
    pub p99_latency: Option<u64>,
    /// p50, p90, p99, p99.9 and the largest latency of measured packets, cycles (exact: from
    /// the histogram of every latency).
    pub latency_percentiles: Option<LatencyPercentiles>,
    /// The latencies of measured packets in at most 64 bins of equal width.
    pub latency_histogram: Option<LatencyHistogram>,
    pub offered_flits_per_node_cycle: f64,
    pub accepted_flits_per_node_cycle: f64,
    pub avg_hops: Option<f64>,
    pub cycles: u64,
    pub deadlock: bool,
    /// Input VCs still holding flits when the watchdog fired: "node port vc flits state".
    pub blocked: Vec<String>,
    /// Mean fraction of cycles each router forwarded a flit (per output, averaged).
    pub avg_router_utilisation: f64,
    /// Per healthy router: flits through its switch per cycle per port (address, value).
    pub router_utilisation: Vec<RouterUtilisation>,
    /// Per VC number: mean over channels of the fraction of measurement cycles a flit
    /// crossed on it.
    pub vc_utilisation: Vec<f64>,
    /// Per working channel: the fraction of measurement cycles it carried a flit, in all and
    /// per VC.
    pub channel_utilisation: Vec<ChannelUtilisation>,
    pub wall_seconds: f64,
    pub router_cycles_per_second: f64,
    /// Runs with fault events only: what each fault cost and when the tables followed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub faults_during_run: Option<super::timeline::FaultsReport>,
    /// Runs with `SimConfig::flows` only: each flow's share of the figures above
    /// (`workload::flows`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flows: Option<Vec<super::flows::FlowRow>>,
}

/// Latency percentiles (the smallest latency with at least that fraction of measured
/// packets at or below it), cycles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LatencyPercentiles {
    pub p50: u64,
    pub p90: u64,
    pub p99: u64,
    pub p99_9: u64,
    pub max: u64,
}

/// `counts[i]` measured packets had a latency in `[i * bin_cycles, (i + 1) * bin_cycles)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LatencyHistogram {
    pub bin_cycles: u64,
    pub counts: Vec<u64>,
}

/// Bins of the published histogram.
const HISTOGRAM_BINS: usize = 64;

/// One router's switch utilisation.
#[derive(Clone, Debug, Serialize)]
pub struct RouterUtilisation {
    pub node: String,
    pub utilisation: f64,
}

/// Running totals over finished packets: what the statistics need, in memory bounded by the
/// longest latency seen rather than by the number of packets (the scoreboard keeps only the
/// packets in flight).
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Packets generated (entered the scoreboard).
    pub generated: usize,
    pub delivered: usize,
    pub undeliverable: usize,
    /// Lost in a fault during the run.
    pub lost: usize,
    /// Measured, delivered packets: count and latency histogram (index = latency in cycles),
    /// so the mean and p99 are exact.
    measured: u64,
    latency_sum: u64,
    latency_hist: Vec<u64>,
    /// Measured, delivered packets: sum of hops (links crossed).
    hops_sum: u64,
}

impl Tally {
    /// Count a packet that has finished (delivered or undeliverable).
    pub fn finish(&mut self, p: &PacketRecord) {
        if p.undeliverable {
            self.undeliverable += 1;
            return;
        }
        if p.lost.is_some() {
            self.lost += 1;
            return;
        }
        let Some(d) = p.delivered else { return };
        self.delivered += 1;
        if p.measured {
            let latency = d - p.created;
            self.measured += 1;
            self.latency_sum += latency;
            let i = latency as usize;
            if self.latency_hist.len() <= i {
                self.latency_hist.resize(i + 1, 0);
            }
            self.latency_hist[i] += 1;
            self.hops_sum += u64::from(p.links());
        }
    }

    /// A tally of finished packets from a whole list (models that keep every record).
    pub fn of(packets: &[PacketRecord]) -> Self {
        let mut t = Tally {
            generated: packets.len(),
            ..Tally::default()
        };
        for p in packets {
            t.finish(p);
        }
        t
    }

    fn avg_latency(&self) -> Option<f64> {
        (self.measured > 0).then(|| self.latency_sum as f64 / self.measured as f64)
    }

    /// The 99th percentile: the smallest latency with at least 99% of packets at or below it.
    fn p99_latency(&self) -> Option<u64> {
        self.percentile(0.99)
    }

    /// The smallest latency with at least `q` of the measured packets at or below it.
    fn percentile(&self, q: f64) -> Option<u64> {
        if self.measured == 0 {
            return None;
        }
        let rank = ((self.measured as f64 * q).ceil() as u64).clamp(1, self.measured);
        let mut seen = 0;
        self.latency_hist.iter().enumerate().find_map(|(lat, &n)| {
            seen += n;
            (seen >= rank).then_some(lat as u64)
        })
    }

    fn percentiles(&self) -> Option<LatencyPercentiles> {
        Some(LatencyPercentiles {
            p50: self.percentile(0.5)?,
            p90: self.percentile(0.9)?,
            p99: self.percentile(0.99)?,
            p99_9: self.percentile(0.999)?,
            max: self.percentile(1.0)?,
        })
    }

    /// The exact histogram folded into at most [`HISTOGRAM_BINS`] bins of equal width.
    fn histogram(&self) -> Option<LatencyHistogram> {
        let max = self.percentile(1.0)? as usize;
        let bin = (max + 1).div_ceil(HISTOGRAM_BINS).max(1);
        let mut counts = vec![0; max / bin + 1];
        for (lat, &n) in self.latency_hist.iter().enumerate() {
            if n > 0 {
                counts[lat / bin] += n;
            }
        }
        Some(LatencyHistogram {
            bin_cycles: bin as u64,
            counts,
        })
    }

    fn avg_hops(&self) -> Option<f64> {
        (self.measured > 0).then(|| self.hops_sum as f64 / self.measured as f64)
    }
}

/// One channel's load: `channel` is `upstream-address:port` (`0.0:+1`).
#[derive(Clone, Debug, Serialize)]
pub struct ChannelUtilisation {
    pub channel: String,
    pub utilisation: f64,
    pub vcs: Vec<f64>,
}

/// Flits sent per channel and VC, with the channels' upstream ends (cycle model only).
#[derive(Clone, Copy, Debug, Default)]
pub struct ChannelCounts<'a> {
    /// Upstream (node, output port) of each channel.
    pub channels: &'a [(crate::topology::NodeId, crate::topology::PortId)],
    /// Flits per channel and VC during the measurement phase, index channel * vcs + vc.
    pub vc_flits: &'a [u64],
    pub vcs: usize,
}

/// What one run produced, whichever model ran it: the inputs of `collect`.
pub struct Run<'a> {
    pub net: &'a Network,
    pub mode: Mode,
    /// Flits each router sent through its switch, by node.
    pub forwarded: &'a [u64],
    pub tally: &'a Tally,
    pub channel_counts: ChannelCounts<'a>,
    /// Cycles simulated (measurement plus drain).
    pub cycles: u64,
    pub refused: u64,
    pub in_flight: usize,
    pub deadlock: bool,
    /// Input VCs holding flits when the watchdog fired (empty otherwise).
    pub blocked: Vec<String>,
    /// Flits delivered during the measurement phase.
    pub ejected_flits_measured: u64,
    pub wall: f64,
}

/// The watchdog's report of a deadlocked fabric: at most 32 blocked input VCs.
pub fn blocked_report(fabric: &Fabric) -> Vec<String> {
    let topo = &fabric.network().topo;
    fabric
        .blocked_channels()
        .into_iter()
        .take(32)
        .map(|(node, port, vc, flits, state)| {
            format!(
                "{} port {port} vc {vc}: {flits} flits, {state}",
                topo.format_node(node)
            )
        })
        .collect()
}

pub fn collect(run: Run, cfg: &SimConfig) -> SimStats {
    let Run {
        net,
        mode,
        forwarded,
        tally,
        channel_counts,
        cycles,
        refused,
        in_flight,
        deadlock,
        blocked,
        ejected_flits_measured,
        wall,
    } = run;
    let healthy = net.num_healthy().max(1);
    let topo = &net.topo;
    let ports = (net.num_ports() + 1) as f64;
    let util =
        forwarded.iter().sum::<u64>() as f64 / (healthy as f64 * ports * cycles.max(1) as f64);
    let per_cycle = 1.0 / cfg.cycles.max(1) as f64;
    let ChannelCounts {
        channels,
        vc_flits,
        vcs,
    } = channel_counts;
    let channel_utilisation: Vec<ChannelUtilisation> = channels
        .iter()
        .enumerate()
        .map(|(i, &(node, port))| {
            let lay = crate::router::VcLayout::new(vcs);
            let counts = &vc_flits[lay.range(i)];
            let p = topo.port(port);
            let sign = if p.dir == crate::topology::Dir::Plus {
                '+'
            } else {
                '-'
            };
            ChannelUtilisation {
                channel: format!("{}:{sign}{}", topo.format_node(node), p.dim),
                utilisation: counts.iter().sum::<u64>() as f64 * per_cycle,
                vcs: counts.iter().map(|&c| c as f64 * per_cycle).collect(),
            }
        })
        .collect();
    let vc_utilisation = (0..vcs)
        .map(|vc| {
            channel_utilisation.iter().map(|c| c.vcs[vc]).sum::<f64>()
                / channel_utilisation.len().max(1) as f64
        })
        .collect();
    SimStats {
        topology: topo.to_string(),
        routing: mode.to_string(),
        faults: net.faults.format(topo),
        packets_injected: tally.generated,
        packets_delivered: tally.delivered,
        packets_undeliverable: tally.undeliverable,
        packets_in_flight: in_flight,
        packets_refused: refused,
        trace_lines_dropped: match &cfg.pattern {
            super::Pattern::Trace(records) => {
                let gen_end = cfg.warmup.saturating_add(cfg.cycles);
                super::trace_check::dropped(records, net, gen_end).total()
            }
            _ => 0,
        },
        avg_latency: tally.avg_latency(),
        p99_latency: tally.p99_latency(),
        latency_percentiles: tally.percentiles(),
        latency_histogram: tally.histogram(),
        offered_flits_per_node_cycle: cfg.rate,
        // Over the measured cycles that ran: a run stopped by a signal measured fewer than
        // planned.
        accepted_flits_per_node_cycle: ejected_flits_measured as f64
            / (healthy as f64 * measured_cycles(cycles, cfg).max(1) as f64),
        avg_hops: tally.avg_hops(),
        cycles,
        deadlock,
        blocked,
        avg_router_utilisation: util,
        router_utilisation: net
            .healthy_nodes()
            .map(|v| RouterUtilisation {
                node: topo.format_node(v),
                utilisation: forwarded[v.index()] as f64 / (ports * cycles.max(1) as f64),
            })
            .collect(),
        vc_utilisation,
        channel_utilisation,
        wall_seconds: wall,
        router_cycles_per_second: healthy as f64 * cycles as f64 / wall.max(1e-9),
        faults_during_run: None,
        flows: None,
    }
}

/// Cycles of the measurement window that ran: from the end of warm-up to the end of
/// generation, or to the cycle the run stopped at if earlier.
pub fn measured_cycles(ran: u64, cfg: &SimConfig) -> u64 {
    ran.saturating_sub(cfg.warmup).min(cfg.cycles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::NodeId;

    fn delivered(id: u32, latency: u64, hops: u32) -> PacketRecord {
        PacketRecord {
            delivered: Some(100 + latency),
            hops,
            ..PacketRecord::new(id, NodeId::new(0), NodeId::new(1), 4, 100, true, true)
        }
    }

    #[test]
    fn tally_mean_and_p99_equal_the_sorted_list_ones() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for n in [1usize, 2, 99, 100, 101, 1000, 4321] {
            let lats: Vec<u64> = (0..n).map(|_| rng.gen_range(10..500)).collect();
            let packets: Vec<_> = lats
                .iter()
                .enumerate()
                .map(|(i, &l)| delivered(i as u32, l, 3))
                .collect();
            let t = Tally::of(&packets);
            let mut sorted = lats.clone();
            sorted.sort_unstable();
            let rank = |q: f64| ((n as f64 * q).ceil() as usize).clamp(1, n);
            assert_eq!(t.p99_latency(), Some(sorted[rank(0.99) - 1]), "n = {n}");
            let p = t.percentiles().unwrap();
            let by_sort = [0.5, 0.9, 0.99, 0.999, 1.0].map(|q| sorted[rank(q) - 1]);
            assert_eq!([p.p50, p.p90, p.p99, p.p99_9, p.max], by_sort, "n = {n}");
            // Every packet in its bin, at most 64 bins, the last holding the largest.
            let h = t.histogram().unwrap();
            assert!(h.counts.len() <= HISTOGRAM_BINS, "n = {n}");
            assert_eq!(h.counts.iter().sum::<u64>(), n as u64);
            for (i, &count) in h.counts.iter().enumerate() {
                let (lo, hi) = (i as u64 * h.bin_cycles, (i as u64 + 1) * h.bin_cycles);
                let inside = lats.iter().filter(|&&l| l >= lo && l < hi).count() as u64;
                assert_eq!(count, inside, "n = {n}, bin {i}");
            }
            let mean = lats.iter().sum::<u64>() as f64 / n as f64;
            assert!((t.avg_latency().unwrap() - mean).abs() < 1e-9);
            assert_eq!(t.avg_hops(), Some(2.0));
        }
    }

    #[test]
    fn unmeasured_and_unfinished_packets_count_but_do_not_weigh() {
        let mut warm = delivered(0, 30, 2);
        warm.measured = false;
        let mut flying = delivered(1, 30, 2);
        flying.delivered = None;
        let mut lost = delivered(2, 30, 2);
        lost.undeliverable = true;
        lost.delivered = None;
        let t = Tally::of(&[warm, flying, lost, delivered(3, 50, 5)]);
        assert_eq!((t.generated, t.delivered, t.undeliverable), (4, 2, 1));
        assert_eq!(t.avg_latency(), Some(50.0));
        assert_eq!(t.p99_latency(), Some(50));
    }
}
