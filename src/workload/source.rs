//! The traffic source both models consume (issue 7): per cycle, the packets every node
//! offers, drawn from one seeded RNG in one fixed order. The cycle kernel and the behavioral
//! simulator call the same `TrafficSource`, so they see identical packet lists by
//! construction, whatever each then does with them.
//!
//! Draw order (pinned by the golden runs): per cycle, synthetic patterns visit the healthy
//! nodes in id order, each drawing a Bernoulli arrival of rate / L and then its
//! destination(s); a trace yields its lines of that cycle in file order (sorted by cycle).

use super::traffic::{Pattern, multicast_dests};
use crate::topology::{Network, NodeId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The tie draw of packet `packet` (`Flit::tie`): one fair bit per dimension, a function of
/// the run's seed and the packet id only, so it takes nothing from the traffic's RNG (runs
/// without the draw keep their packets) and no evaluation order changes it (splitmix64).
pub fn tie_bits(seed: u64, packet: u32) -> u8 {
    let mut z = seed
        ^ u64::from(packet)
            .wrapping_add(1)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) as u8
}

/// One packet a node offers in this cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub src: NodeId,
    /// First destination (the only one for unicast).
    pub dst: NodeId,
    /// Further destinations of a multicast packet, in drawn (or trace) order; empty for
    /// unicast, so unicast offers allocate nothing.
    pub more: Vec<NodeId>,
    pub flits: usize,
}

impl Offer {
    /// Every destination, `dst` first.
    pub fn dests(&self) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::once(self.dst).chain(self.more.iter().copied())
    }

    pub fn is_multicast(&self) -> bool {
        !self.more.is_empty()
    }
}

/// The packets offered cycle by cycle during the generation phase (warm-up + measurement).
pub struct TrafficSource<'a> {
    net: &'a Network,
    pattern: &'a Pattern,
    healthy: Vec<NodeId>,
    rng: StdRng,
    /// Bernoulli probability of a packet per node per cycle: rate / L.
    p_packet: f64,
    packet_len: usize,
    /// Next trace line to offer.
    trace_at: usize,
}

impl<'a> TrafficSource<'a> {
    /// A source for `pattern` at `rate` flits per node per cycle, packets of `packet_len`
    /// flits (trace lines carry their own length), seeded by `seed`.
    pub fn new(
        net: &'a Network,
        pattern: &'a Pattern,
        rate: f64,
        packet_len: usize,
        seed: u64,
    ) -> Self {
        TrafficSource {
            net,
            pattern,
            healthy: net.healthy_nodes().collect(),
            rng: StdRng::seed_from_u64(seed),
            p_packet: rate / packet_len as f64,
            packet_len,
            trace_at: 0,
        }
    }

    /// Append the packets offered at cycle `now` to `out` (cycles must be asked in
    /// increasing order, each once).
    pub fn offers(&mut self, now: u64, out: &mut Vec<Offer>) {
        let l = self.packet_len;
        match self.pattern {
            Pattern::Trace(records) => {
                while self.trace_at < records.len() && records[self.trace_at].cycle <= now {
                    let r = &records[self.trace_at];
                    self.trace_at += 1;
                    if r.cycle < now || !self.net.is_healthy(r.source) {
                        continue;
                    }
                    // A trace may list the source itself: that copy needs no network.
                    let mut dests = r.dests().into_iter().filter(|&d| d != r.source);
                    if let Some(dst) = dests.next() {
                        out.push(Offer {
                            src: r.source,
                            dst,
                            more: dests.collect(),
                            flits: r.flits,
                        });
                    }
                }
            }
            Pattern::Multicast { count } => {
                for &src in &self.healthy {
                    if self.rng.r#gen::<f64>() < self.p_packet {
                        let dsts = multicast_dests(&self.healthy, src, *count, &mut self.rng);
                        if let Some((&dst, more)) = dsts.split_first() {
                            out.push(Offer {
                                src,
                                dst,
                                more: more.to_vec(),
                                flits: l,
                            });
                        }
                    }
                }
            }
            pattern => {
                for &src in &self.healthy {
                    if self.rng.r#gen::<f64>() < self.p_packet
                        && let Some(dst) =
                            pattern.dest(&self.net.topo, &self.healthy, src, &mut self.rng)
                    {
                        out.push(Offer {
                            src,
                            dst,
                            more: Vec::new(),
                            flits: l,
                        });
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::Topology;
    use crate::workload::traffic::TraceRecord;

    fn net() -> Network {
        Network::fault_free("torus:4x4".parse::<Topology>().unwrap())
    }

    /// Same seed, same offers; another seed, other offers; the offered rate is about right.
    #[test]
    fn offers_are_a_function_of_the_seed() {
        let net = net();
        let draw = |seed| {
            let mut s = TrafficSource::new(&net, &Pattern::Uniform, 0.4, 4, seed);
            let mut out = Vec::new();
            for now in 0..2_000 {
                s.offers(now, &mut out);
            }
            out
        };
        let (a, b, c) = (draw(7), draw(7), draw(8));
        assert_eq!(a, b);
        assert_ne!(a, c);
        // 16 nodes x 2,000 cycles x 0.1 packets: 3,200 expected, sd about 54.
        assert!((2_950..3_450).contains(&a.len()), "{} offers", a.len());
        assert!(a.iter().all(|o| o.src != o.dst && o.flits == 4));
    }

    /// Trace lines come out at their cycle, the source's own copy and faulty sources dropped.
    #[test]
    fn trace_lines_come_out_at_their_cycle() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        let faults = crate::topology::FaultSet::parse(&topo, "node:3.3", 1).unwrap();
        let net = Network::new(topo, faults);
        let rec = |cycle, source, dest, more: Vec<NodeId>| TraceRecord {
            cycle,
            source,
            dest,
            flits: 2,
            more,
        };
        let pattern = Pattern::Trace(vec![
            rec(0, NodeId::new(1), NodeId::new(2), vec![]),
            rec(0, NodeId::new(5), NodeId::new(5), vec![]),
            rec(2, NodeId::new(15), NodeId::new(2), vec![]),
            rec(
                2,
                NodeId::new(4),
                NodeId::new(4),
                vec![NodeId::new(6), NodeId::new(7)],
            ),
        ]);
        let mut s = TrafficSource::new(&net, &pattern, 0.0, 4, 1);
        let mut by_cycle = Vec::new();
        for now in 0..3 {
            let mut out = Vec::new();
            s.offers(now, &mut out);
            by_cycle.push(out);
        }
        assert_eq!(by_cycle[0].len(), 1);
        assert!(by_cycle[1].is_empty());
        assert_eq!(
            by_cycle[2],
            vec![Offer {
                src: NodeId::new(4),
                dst: NodeId::new(6),
                more: vec![NodeId::new(7)],
                flits: 2
            }]
        );
    }
}
