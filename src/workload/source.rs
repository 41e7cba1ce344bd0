//! The traffic source both models consume (docs/behavioral.md, "One traffic source"): per cycle, the packets every node
//! offers, drawn from one seeded RNG in one fixed order. The cycle kernel and the behavioral
//! simulator call the same `TrafficSource`, so they see identical packet lists by
//! construction, whatever each then does with them.
//!
//! Draw order (pinned by the golden runs): per cycle, synthetic patterns visit the healthy
//! nodes in id order, each drawing a Bernoulli arrival of rate / L and then its
//! destination(s); a trace yields its lines of that cycle in file order (sorted by cycle).

use super::stream::TrafficStream;
use super::traffic::{Pattern, multicast_dests};
use crate::topology::{Network, NodeId};
use rand::RngCore;

/// The tie draw of packet `packet` (`Flit::tie`): one fair bit per dimension, a function of
/// the run's seed and the packet id only, so it takes nothing from the traffic's RNG (runs
/// without the draw keep their packets) and no evaluation order changes it (splitmix64).
pub fn tie_bits(seed: u64, packet: u32) -> u8 {
    let key = u64::from(packet)
        .wrapping_add(1)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15);
    crate::bits::mix64(seed ^ key) as u8
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

/// Words of the RNG read ahead (a multiple of ChaCha's 64-word block).
const AHEAD: usize = 256;

/// The traffic RNG read ahead: `StdRng` is a stream of 32-bit words that `next_u32`,
/// `next_u64` (two words, the first low) and `fill_bytes` (whole words, little-endian) consume
/// in order, so reading it `AHEAD` words at a time and serving the same calls from the buffer
/// gives every draw the value it had, while the per-node arrival test is a few instructions
/// instead of a call through the block RNG and a float conversion. The words come from
/// `TrafficStream`, `StdRng`'s stream computed sixteen blocks at a time where it can be.
struct AheadRng {
    rng: TrafficStream,
    words: [u32; AHEAD],
    /// Next unread word (`AHEAD`: none left).
    at: usize,
}

impl AheadRng {
    fn new(rng: TrafficStream) -> Self {
        AheadRng {
            rng,
            words: [0; AHEAD],
            at: AHEAD,
        }
    }

    /// Keep the unread words (at most one) and read the rest of the buffer from the RNG.
    #[cold]
    fn refill(&mut self) {
        let keep = AHEAD - self.at;
        self.words.copy_within(self.at.., 0);
        self.rng.fill(&mut self.words[keep..]);
        self.at = 0;
    }

    /// The next of `sources` from `*next` on whose arrival draw (`first_below`) succeeds,
    /// with `*next` moved past it: each source draws in turn, the failed ones included.
    #[inline]
    fn next_source(
        &mut self,
        sources: &[NodeId],
        threshold: u64,
        next: &mut usize,
    ) -> Option<NodeId> {
        let k = self.first_below(threshold, sources.len() - *next)?;
        let src = sources[*next + k];
        *next += k + 1;
        Some(src)
    }

    /// Up to `count` Bernoulli draws `gen::<f64>() < p` (for the `threshold` of `p`, without
    /// the float), stopping after the first success: its position among them, or None when
    /// all `count` failed. The draws are read straight from the buffer, a block at a time.
    #[inline]
    fn first_below(&mut self, threshold: u64, mut count: usize) -> Option<usize> {
        // A success `w >> 11 < threshold` is `w < threshold << 11` (every `w` when the
        // threshold is 2^53), so its high word is at most that of `threshold << 11`.
        let hi_max = if threshold >= 1 << 53 {
            u32::MAX
        } else {
            ((threshold << 11) >> 32) as u32
        };
        let mut done = 0;
        while count > 0 {
            if self.at + 2 > AHEAD {
                self.refill();
            }
            let pairs = ((AHEAD - self.at) / 2).min(count);
            let (block, _) = self.words[self.at..self.at + 2 * pairs].as_chunks::<2>();
            // Groups of 8 draws with no high word up to `hi_max` hold no success: skip them on
            // a branch-free test, then find the success exactly from the first group left.
            let (groups, _) = block.as_chunks::<8>();
            let from = 8 * groups
                .iter()
                .position(|g| g.iter().fold(false, |any, &[_, hi]| any | (hi <= hi_max)))
                .unwrap_or(groups.len());
            let hit = block[from..]
                .iter()
                .position(|&[lo, hi]| (u64::from(hi) << 32 | u64::from(lo)) >> 11 < threshold)
                .map(|k| from + k);
            if let Some(k) = hit {
                self.at += 2 * (k + 1);
                return Some(done + k);
            }
            self.at += 2 * pairs;
            done += pairs;
            count -= pairs;
        }
        None
    }
}

/// The integer test equal to `gen::<f64>() < p`: that float is `(w >> 11) * 2^-53` for a
/// 64-bit word `w`, exact, so it is below `p` exactly when the integer `w >> 11` is below
/// `p * 2^53` (exact too), that is below its ceiling.
fn threshold(p: f64) -> u64 {
    // `as` saturates: a `p` of 0 or below (or NaN) never draws, 1 or above always does.
    (p * (1u64 << 53) as f64).ceil() as u64
}

impl RngCore for AheadRng {
    #[inline]
    fn next_u32(&mut self) -> u32 {
        if self.at >= AHEAD {
            self.refill();
        }
        let w = self.words[self.at];
        self.at += 1;
        w
    }

    #[inline]
    fn next_u64(&mut self) -> u64 {
        if self.at + 2 > AHEAD {
            self.refill();
        }
        let (lo, hi) = (self.words[self.at], self.words[self.at + 1]);
        self.at += 2;
        u64::from(hi) << 32 | u64::from(lo)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        // As the block RNG: a word per 4 bytes, a partial last word consumed whole.
        for chunk in dest.chunks_mut(4) {
            let w = self.next_u32().to_le_bytes();
            chunk.copy_from_slice(&w[..chunk.len()]);
        }
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

/// The packets offered cycle by cycle during the generation phase (warm-up + measurement).
pub struct TrafficSource<'a> {
    net: &'a Network,
    pattern: &'a Pattern,
    healthy: Vec<NodeId>,
    rng: AheadRng,
    /// Bernoulli probability of a packet per node per cycle: rate / L, as `threshold`.
    p_packet: u64,
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
            rng: AheadRng::new(TrafficStream::seed_from_u64(seed)),
            p_packet: threshold(rate / packet_len as f64),
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
                // Each healthy node in turn draws its arrival, then, if one, its destinations.
                let mut next = 0;
                while let Some(src) = self
                    .rng
                    .next_source(&self.healthy, self.p_packet, &mut next)
                {
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
            pattern => {
                let mut next = 0;
                while let Some(src) = self
                    .rng
                    .next_source(&self.healthy, self.p_packet, &mut next)
                {
                    if let Some(dst) =
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
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

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

    /// Read ahead, the RNG gives every draw the value it gives drawn one call at a time,
    /// whatever mix of calls (odd word counts across the buffer's end included).
    #[test]
    fn reading_ahead_keeps_every_draw() {
        let mut one = StdRng::seed_from_u64(3);
        let mut ahead = AheadRng::new(TrafficStream::seed_from_u64(3));
        for i in 0..5_000usize {
            match i % 7 {
                0 | 3 => assert_eq!(one.next_u32(), ahead.next_u32()),
                1 => assert_eq!(one.gen_range(0..61usize), ahead.gen_range(0..61usize)),
                2 => assert_eq!(one.r#gen::<f64>(), ahead.r#gen::<f64>()),
                4 => {
                    let (mut a, mut b) = ([0u8; 7], [0u8; 7]);
                    one.fill_bytes(&mut a);
                    ahead.fill_bytes(&mut b);
                    assert_eq!(a, b);
                }
                _ => assert_eq!(one.next_u64(), ahead.next_u64()),
            }
        }
    }

    /// `first_below` finds the draws `gen::<f64>() < p` finds, one at a time, for rates
    /// around the high-word screen's edges too.
    #[test]
    fn first_below_finds_the_float_draws() {
        for p in [0.0, 0.0125, 0.05, 0.2, 0.5, 1.0] {
            let mut one = StdRng::seed_from_u64(9);
            let mut ahead = AheadRng::new(TrafficStream::seed_from_u64(9));
            let t = threshold(p);
            for count in (1..200).chain([1_000, 5]) {
                let want = (0..count).position(|_| one.r#gen::<f64>() < p);
                assert_eq!(ahead.first_below(t, count), want, "p {p} count {count}");
                // Interleaved draws stay in step.
                assert_eq!(one.next_u32(), ahead.next_u32());
            }
        }
    }

    /// The integer arrival test decides as `gen::<f64>() < p` does, at the threshold's edge
    /// too.
    #[test]
    fn the_threshold_decides_as_the_float() {
        let scale = 1.0 / (1u64 << 53) as f64;
        for p in [
            0.0,
            1e-300,
            0.0125,
            0.05,
            0.1,
            1.0 / 3.0,
            0.2,
            0.7,
            1.0,
            1.5,
        ] {
            let t = threshold(p);
            for x in [
                t.saturating_sub(2),
                t.saturating_sub(1),
                t,
                t + 1,
                0,
                (1 << 53) - 1,
            ] {
                let x = x.min((1 << 53) - 1);
                assert_eq!(x < t, (x as f64) * scale < p, "p {p} x {x}");
            }
        }
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
