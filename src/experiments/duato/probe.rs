//! The cycle model's channels as paper 002 sees them: every network output VC of every
//! router sampled once per measured cycle, giving the busy-VC distribution P_v (eqs. 28-29),
//! the VC allocation rate per channel (lambda_c, eq. 7) and the mean VC holding time (the
//! model's service time S-bar).

use crate::analytic;
use crate::fabric::Fabric;
use crate::topology::PortId;

/// What the cycle model shows about one physical channel, averaged over the network's
/// channels and the measured cycles.
#[derive(Clone, Debug, Default)]
pub struct ChannelStats {
    /// P_v: fraction of (channel, cycle) samples with v busy output VCs, v = 0..=V.
    pub busy: Vec<f64>,
    /// Mean cycles from VC allocation to release (the tail leaving).
    pub hold: Option<f64>,
    /// VC allocations per channel per cycle (the measured lambda_c).
    pub arrival_rate: f64,
}

impl ChannelStats {
    /// Eq. 30 on the measured P_v.
    pub fn multiplexing_degree(&self) -> f64 {
        analytic::queueing::multiplexing_degree(&self.busy)
    }
}

/// Samples every network output VC of every router once per measured cycle.
pub(super) struct ChannelProbe {
    ports: usize,
    /// Histogram of busy VCs per (channel, cycle).
    counts: Vec<u64>,
    /// Owner state of every network output VC in the previous sample.
    was_busy: Vec<bool>,
    allocations: u64,
    busy_vc_cycles: u64,
    samples: u64,
}

impl ChannelProbe {
    pub(super) fn new(fabric: &Fabric) -> Self {
        let (vcs, ports) = (fabric.params().vcs, fabric.params().ports);
        ChannelProbe {
            ports,
            counts: vec![0; vcs + 1],
            was_busy: vec![false; fabric.num_nodes() * ports * vcs],
            allocations: 0,
            busy_vc_cycles: 0,
            samples: 0,
        }
    }

    pub(super) fn sample(&mut self, f: &Fabric) {
        if !f.measuring() {
            return;
        }
        self.samples += 1;
        for router in f.routers() {
            let r = router.node();
            for port in 0..self.ports {
                let mut busy = 0;
                let lay = router.params().layout();
                for vc in lay.vc_ids() {
                    let now = router.output_vc(PortId::new(port), vc).owner().is_some();
                    let slot = &mut self.was_busy[lay.index(r.index() * self.ports + port, vc)];
                    self.allocations += u64::from(now && !*slot);
                    *slot = now;
                    busy += usize::from(now);
                }
                self.counts[busy] += 1;
                self.busy_vc_cycles += busy as u64;
            }
        }
    }

    pub(super) fn finish(self) -> ChannelStats {
        let total: u64 = self.counts.iter().sum();
        let channels = (self.counts.iter().sum::<u64>() / self.samples.max(1)).max(1);
        ChannelStats {
            busy: self
                .counts
                .iter()
                .map(|&c| c as f64 / total.max(1) as f64)
                .collect(),
            hold: (self.allocations > 0)
                .then(|| self.busy_vc_cycles as f64 / self.allocations as f64),
            arrival_rate: self.allocations as f64 / (channels as f64 * self.samples.max(1) as f64),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::router::{RouterParams, Switching};
    use crate::routing::table::{Mode, compile};
    use crate::sim;
    use crate::topology::{FaultSet, Network};
    use crate::workload::SimConfig;

    #[test]
    fn busy_vcs_form_a_distribution_and_a_vc_is_held_for_a_whole_packet() {
        let net = Network::new("utorus:4x4".parse().unwrap(), FaultSet::none());
        let tables = compile(&net, Mode::Duato).unwrap();
        let params = RouterParams::new(&tables, 3, 8, 16, Switching::Wormhole);
        let mut fabric = Fabric::with_tables(net, tables.clone(), params).unwrap();
        let mut probe = ChannelProbe::new(&fabric);
        let cfg = SimConfig {
            rate: 0.05,
            warmup: 200,
            cycles: 2_000,
            ..SimConfig::default()
        };
        let run = sim::run(&mut fabric, &cfg, |_, f| probe.sample(f)).unwrap();
        let stats = probe.finish();
        assert_eq!(stats.busy.len(), 4);
        assert!((stats.busy.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        // 16 flits leave one per cycle at most: a VC is held at least 16 cycles
        assert!(stats.hold.unwrap() >= 16.0, "{stats:?}");
        // every delivered packet allocates one VC per hop: allocations per channel per
        // cycle = flits per node per cycle / 16 x mean hops / 2 channels per router
        let hops = run.stats.avg_hops.unwrap();
        let expected = run.stats.accepted_flits_per_node_cycle / 16.0 * hops / 2.0;
        assert!(
            (stats.arrival_rate - expected).abs() <= 0.15 * expected,
            "{} vs {expected}",
            stats.arrival_rate
        );
    }
}
