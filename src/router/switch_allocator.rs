//! SA, switch allocation: a separable input-first allocator (docs/architecture.md, "Where each
//! block lives"). Each input port's arbiter picks one of its requesting VCs; each output port's
//! arbiter picks one of the input ports whose pick wants it. The grants select the
//! (P + 1) x (P + 1) crossbar and read the input buffers at the clock edge.
//!
//! ```text
//!  req[P+1] (V bits each)        ──► ┌ in_arb[P+1] ─► out_arb[P+1] ┐ ──► sa_valid (P + 1 bits)
//!  out_port[(P+1)V] (clog2(P+1)) ──► └──────────────────────────────┘ ──► sa[P+1] (input VC,
//!                                                                          clog2((P+1)V) bits)
//! ```
//! Registers: per input port an arbiter over V requests, per output port an arbiter over
//! P + 1 input ports (round robin: a pointer of clog2(N) bits; matrix: N x N bits). An arbiter
//! moves only when its grant was used, at the clock edge (`tick`).

use super::arbiter::{ArbiterBank, ArbiterKind};
use super::ports::Decisions;
use crate::bits::set_bits;
use crate::topology::VcId;

/// The allocator's registers.
#[derive(Clone, Debug)]
pub struct SwitchAllocator {
    /// Ports P + 1 (inputs = outputs).
    ports: usize,
    /// The (port, VC) numbering of the input VCs (V per port).
    lay: super::VcLayout,
    /// Arbiter i < P + 1: input port i's over its V VCs; arbiter P + 1 + o: output port o's
    /// over the P + 1 input ports (one bank: `ArbiterBank`).
    pub arb: ArbiterBank,
}

impl SwitchAllocator {
    /// At reset.
    pub fn new(kind: ArbiterKind, ports: usize, vcs: usize) -> Self {
        SwitchAllocator {
            ports,
            lay: super::VcLayout::new(vcs),
            arb: ArbiterBank::new(kind, 2 * ports, vcs.max(ports)),
        }
    }

    /// Combinational: the requests of every input VC in one mask (bit ivc; (P + 1) x V <= 64
    /// input VCs fit one word), `out_port[ivc]` the output each input VC wants; the grants go
    /// to `d.sa` / `d.sa_valid`. Only requesting ports are visited. Inlined into the router's
    /// step (docs/performance.md, "The allocators").
    #[inline(always)]
    pub fn step(&self, requests: u64, out_port: &[u8], d: &mut Decisions) {
        if requests.is_power_of_two() {
            // A sole requester wins both its input port's and its output's arbiter, whatever
            // their kind (as VA's sole requester, `VcAllocator::step`).
            let ivc = requests.trailing_zeros() as usize;
            let o = out_port[ivc] as usize;
            d.sa[o] = ivc as u16;
            d.sa_valid |= 1 << o;
            return;
        }
        let v = self.lay.vcs();
        let port_vcs = if v == 64 { u64::MAX } else { (1u64 << v) - 1 };
        // Per requesting input port, its arbiter's pick (an input VC; an input port sends one
        // request on). A pick no other port's pick wants the output of wins that output's
        // arbiter whatever its kind, so it is granted at once; only the outputs two picks
        // want (`contested`) go to their arbiters, without a pass over every wanted output
        // (docs/performance.md, "The allocators").
        let (mut wanted, mut contested, mut picked) = (0u64, 0u64, 0u64);
        let mut rest = requests;
        while rest != 0 {
            let in_port = self.lay.port(rest.trailing_zeros() as usize);
            let base = in_port * v;
            let vcs = rest >> base & port_vcs;
            rest &= !(port_vcs << base);
            if let Some(vc) = self.arb.grant(self.in_arb(in_port), vcs, v) {
                let ivc = base + vc;
                let o = out_port[ivc] as usize;
                d.sa_pick[in_port] = ivc as u16;
                d.sa[o] = ivc as u16;
                picked |= 1 << in_port;
                contested |= wanted & 1 << o;
                wanted |= 1 << o;
            }
        }
        d.sa_valid |= wanted;
        // Each contested output's arbiter picks among the input ports whose pick wants it.
        for o in set_bits(contested) {
            let wanting = set_bits(picked)
                .filter(|&in_port| out_port[d.sa_pick[in_port] as usize] as usize == o)
                .fold(0u64, |m, in_port| m | 1 << in_port);
            let in_port = (self.arb)
                .grant(self.out_arb(o), wanting, self.ports)
                .expect("a contested output has requesters");
            d.sa[o] = d.sa_pick[in_port];
        }
    }

    /// Clock edge of a used grant, input port `in_port`'s VC `vc` to output `out_port` (the
    /// input unit reads its flit): the input port's arbiter moves past the VC and the output's
    /// past the input port.
    #[inline(always)]
    pub fn granted(&mut self, in_port: usize, vc: VcId, out_port: usize) {
        self.arb
            .advance(self.in_arb(in_port), vc.index(), self.lay.vcs());
        self.arb
            .advance(self.out_arb(out_port), in_port, self.ports);
    }

    /// The bank's index of input port `in_port`'s arbiter.
    #[inline(always)]
    pub fn in_arb(&self, in_port: usize) -> usize {
        in_port
    }

    /// The bank's index of output port `out_port`'s arbiter.
    #[inline(always)]
    pub fn out_arb(&self, out_port: usize) -> usize {
        self.ports + out_port
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::router::params::{RouterParams, Switching};
    use crate::routing::table::Mode;
    use crate::topology::{Network, Topology};

    /// Per input port its requesting VCs (bit vc), as one mask of input VCs.
    fn mask_of(req: &[u64], lay: crate::router::VcLayout) -> u64 {
        req.iter().enumerate().fold(0u64, |all, (port, &vcs)| {
            all | vcs << lay.index(port, VcId::new(0))
        })
    }

    fn decisions(ports: usize, vcs: usize) -> Decisions {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = crate::routing::table::compile(&net, Mode::Dor).unwrap();
        let mut params = RouterParams::new(&tables, vcs, 8, 4, Switching::Wormhole);
        params.ports = ports - 1;
        Decisions::new(&params)
    }

    /// Every request pattern of 3 ports x 2 VCs with every VC wanting output 0 or 1: grants
    /// are a matching (one per output, one per input port, only to requesters), and an
    /// output with any requester in a port whose arbiter picks it is granted.
    #[test]
    fn grants_form_a_matching_for_every_small_request_pattern() {
        let (np, v) = (3, 2);
        let lay = crate::router::VcLayout::new(v);
        let sa = SwitchAllocator::new(ArbiterKind::RoundRobin, np, v);
        for pattern in 0u32..1 << (np * v) {
            for wants in 0u32..1 << (np * v) {
                let mut req = vec![0u64; np];
                let mut out_port = vec![0u8; np * v];
                for ivc in 0..np * v {
                    if pattern >> ivc & 1 == 1 {
                        req[lay.port(ivc)] |= 1 << lay.vc(ivc).index();
                    }
                    out_port[ivc] = (wants >> ivc & 1) as u8;
                }
                let mut d = decisions(np, v);
                sa.step(mask_of(&req, lay), &out_port, &mut d);
                let mut ports_used = 0u64;
                for o in set_bits(d.sa_valid) {
                    let ivc = d.sa[o] as usize;
                    assert!(pattern >> ivc & 1 == 1, "grant to a non-requester");
                    assert_eq!(out_port[ivc] as usize, o, "grant on the wrong output");
                    assert_eq!(
                        ports_used >> lay.port(ivc) & 1,
                        0,
                        "input port granted twice"
                    );
                    ports_used |= 1 << lay.port(ivc);
                }
                // Input-first: the lowest requesting VC of each port (pointers at 0) wins
                // its port; each output wanted by some port's pick is granted.
                for o in 0..2 {
                    let wanted = (0..np).any(|i| {
                        req[i] != 0
                            && out_port[lay.index(i, VcId::new(req[i].trailing_zeros() as usize))]
                                == o
                    });
                    assert_eq!(d.sa_valid >> o & 1 == 1, wanted, "{pattern:b} {wants:b}");
                }
            }
        }
    }

    /// Against the separable input-first allocator written plainly (every input port's pick,
    /// then every output's arbiter over the ports whose pick wants it), with the arbiters of
    /// both kinds in random states: `step`'s shortcuts (a sole requester, an uncontested
    /// pick granted at once) give the same grants.
    #[test]
    fn grants_match_the_plain_allocator_whatever_the_arbiters_hold() {
        use rand::{Rng, SeedableRng};
        let (np, v) = (5, 3);
        let lay = crate::router::VcLayout::new(v);
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let mut contested = 0;
        for kind in [ArbiterKind::RoundRobin, ArbiterKind::Matrix] {
            let mut sa = SwitchAllocator::new(kind, np, v);
            for _ in 0..4000 {
                // Random arbiter states: each arbiter moved past a random winner.
                for i in 0..np {
                    sa.arb.advance(sa.in_arb(i), rng.gen_range(0..v), v);
                    sa.arb.advance(sa.out_arb(i), rng.gen_range(0..np), np);
                }
                let requests = rng.gen_range(0u64..1 << (np * v));
                let out_port: Vec<u8> = (0..np * v).map(|_| rng.gen_range(0..np as u8)).collect();
                let mut d = decisions(np, v);
                sa.step(requests, &out_port, &mut d);
                let picks: Vec<Option<usize>> = (0..np)
                    .map(|i| {
                        let vcs = requests >> (i * v) & ((1 << v) - 1);
                        (sa.arb)
                            .grant(sa.in_arb(i), vcs, v)
                            .map(|vc| lay.index(i, VcId::new(vc)))
                    })
                    .collect();
                for o in 0..np {
                    let wanting = (0..np)
                        .filter(|&i| picks[i].is_some_and(|ivc| out_port[ivc] as usize == o))
                        .fold(0u64, |m, i| m | 1 << i);
                    contested += usize::from(wanting.count_ones() > 1);
                    let want = (sa.arb)
                        .grant(sa.out_arb(o), wanting, np)
                        .map(|i| picks[i].unwrap() as u16);
                    let got = (d.sa_valid >> o & 1 == 1).then(|| d.sa[o]);
                    assert_eq!(got, want, "{kind:?} requests {requests:b} output {o}");
                }
            }
        }
        assert!(contested > 1000, "the cases include contested outputs");
    }

    #[test]
    fn a_used_grant_moves_the_arbiters_on() {
        let (np, v) = (2, 2);
        let mut sa = SwitchAllocator::new(ArbiterKind::RoundRobin, np, v);
        let req = [0b11u64, 0];
        let out_port = [1u8, 1, 0, 0];
        let mut winners = Vec::new();
        for _ in 0..4 {
            let mut d = decisions(np, v);
            sa.step(
                mask_of(&req, crate::router::VcLayout::new(v)),
                &out_port,
                &mut d,
            );
            winners.push(d.sa[1]);
            for o in set_bits(d.sa_valid) {
                let (in_port, vc) = crate::router::VcLayout::new(v).split(usize::from(d.sa[o]));
                sa.granted(in_port, vc, o);
            }
        }
        assert_eq!(
            winners,
            vec![0, 1, 0, 1],
            "round robin between VC 0 and VC 1"
        );
    }
}
