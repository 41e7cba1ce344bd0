//! SA, switch allocation, as a block of its own: the twin of
//! `router::switch_allocator::SwitchAllocator` (separable, input first). Each input port's
//! arbiter picks one of its requesting VCs; each output port's arbiter picks one of the input
//! ports whose pick wants it. A grant is used the cycle it is given, so every arbiter that
//! granted moves on at the clock edge.
//!
//! ```text
//!  req (N bits)     ──► ┌ in_arb[P+1] (over V) ─► out_arb[P+1] (over P+1) ┐ ──► go (N bits)
//!  want[N] (port)   ──► └────────────────────────────────────────────────┘ ──► out_valid (P+1)
//!                                                                          ──► out_port[P+1] (input port)
//!                                                                          ──► port_go (P+1)
//!                                                                          ──► port_vc[P+1] (VC)
//! ```
//! N = (P + 1) x V input VCs, index port x V + vc. Registers: the arbiters' pointers.
//! `out_port[q]` is the crossbar select of output q; the input VC it takes is the one of that
//! port set in `go`, also given per input port: `port_go` (the port's pick won an output) and
//! `port_vc[p]` (the VC it picked). Port p's VCs are the V consecutive bits of `req` from p x V: the input
//! arbiters' requests are `req` shifted, and their one-hot grants are packed back the same way
//! (the picks, then `go`), one statement per port instead of one per input VC.

use crate::router::VcLayout;
use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Param, RoundRobin, Wire};

#[derive(LogicBlock)]
pub struct SwitchAllocator {
    kind: ModuleKind,
    /// Per input VC: it has a flit and a credit for it.
    pub req: Wire<In>,
    /// Per input VC: the output port it holds.
    pub want: Vec<Wire<In>>,
    /// Per input VC: switched this cycle (its buffer is read at the edge).
    pub go: Wire<Out>,
    /// Per output port: granted this cycle.
    pub out_valid: Wire<Out>,
    /// Per output port: the input port it takes (the crossbar select).
    pub out_port: Vec<Wire<Out>>,
    /// Per input port: its pick won an output (one of its VCs is in `go`), and that VC (0
    /// when none).
    pub port_go: Wire<Out>,
    pub port_vc: Vec<Wire<Out>>,
    /// Per input port: the output ports that granted it (P + 1 bits, at most one set): the
    /// output arbiters' grants before they are ORed into `port_go`.
    pub granted_by: Vec<Wire<Out>>,
    in_arb: Vec<RoundRobin>,
    out_arb: Vec<RoundRobin>,
    /// Per input VC: its port.
    in_port: Vec<Param>,
    /// V, and (P + 1) x V - V: where the last port's VCs start.
    vcs: Param,
    last_port_at: Param,
    /// `req` shifted down port by port.
    rest: Wire<Local>,
    /// Per input VC: picked by its port's arbiter (at most one per port), whether or not the
    /// pick wins an output: the crossbar's lane of each port follows it, so ST's select of
    /// the flit does not wait for the output stage.
    pub pick: Wire<Out>,
    /// One port's grant (or nothing), N bits wide, to be packed into `pick` or `go`.
    port_grant: Wire<Local>,
    out_req: Wire<Local>,
    _ports: usize,
    _inputs: usize,
}

impl SwitchAllocator {
    /// For `ports` = P + 1 ports of `vcs` VCs each.
    pub fn new(ports: usize, vcs: usize) -> SwitchAllocator {
        let n = ports * vcs;
        let (pb, nb) = (index_bits(ports), index_bits(n));
        SwitchAllocator {
            kind: ModuleKind::new(
                "ftr_switch_allocator",
                "SA: separable input-first switch allocator. Per input port a round-robin\n\
                 arbiter over its VCs' requests, per output port one over the input ports whose\n\
                 pick wants it; go[i] reads input VC i, out_port[q] selects the crossbar.",
            ),
            req: Wire::new(n),
            want: Wire::many(n, pb),
            go: Wire::new(n),
            out_valid: Wire::new(ports),
            out_port: Wire::many(ports, pb),
            port_go: Wire::new(ports),
            port_vc: Wire::many(ports, index_bits(vcs)),
            granted_by: Wire::many(ports, ports),
            in_arb: (0..ports).map(|_| RoundRobin::new(vcs)).collect(),
            out_arb: (0..ports).map(|_| RoundRobin::new(ports)).collect(),
            in_port: (0..n)
                .map(|i| Param::new(pb, VcLayout::new(vcs).port(i) as u64))
                .collect(),
            vcs: Param::new(nb, vcs as u64),
            last_port_at: Param::new(nb, (n - vcs) as u64),
            rest: Wire::new(n),
            pick: Wire::new(n),
            port_grant: Wire::new(n),
            out_req: Wire::new(ports),
            _ports: ports,
            _inputs: n,
        }
    }
}

crate::stateful!(SwitchAllocator: in_arb, out_arb);

impl Logic for SwitchAllocator {
    #[hdl_gen]
    fn update(&mut self) {
        // Input stage: each port's arbiter over its VCs; the picks packed as `req` is.
        self.rest.next = self.req.val();
        self.pick.next = 0.into();
        for p in 0..self._ports {
            self.in_arb[p].req.next = self.rest.val();
            self.in_arb[p].urgent.next = 0.into();
            self.rest.next = self.rest.val() >> self.vcs.val();
            self.port_grant.next = self.in_arb[p].grant.val();
            self.pick.next = (self.pick.val() >> self.vcs.val())
                | (self.port_grant.val() << self.last_port_at.val());
        }
        // Output stage: each output's arbiter over the ports whose pick wants it.
        self.out_valid.next = 0.into();
        self.port_go.next = 0.into();
        for p in 0..self._ports {
            self.granted_by[p].next = 0.into();
        }
        for q in 0..self._ports {
            self.out_req.next = 0.into();
            for i in 0..self._inputs {
                self.out_req.next = self.out_req.val().replace_bit(
                    self.in_port[i].val().index(),
                    self.out_req.val().get_bit(self.in_port[i].val().index())
                        | (self.pick.val().get_bit(i) & (self.want[i].val().index() == q)),
                );
            }
            self.out_arb[q].req.next = self.out_req.val();
            self.out_arb[q].urgent.next = 0.into();
            self.out_arb[q].advance.next = self.out_arb[q].valid.val();
            self.out_valid.next = self
                .out_valid
                .val()
                .replace_bit(q, self.out_arb[q].valid.val());
            self.out_port[q].next = self.out_arb[q].grant_index.val();
            self.port_go.next = self.port_go.val() | self.out_arb[q].grant.val();
            for p in 0..self._ports {
                self.granted_by[p].next = self.granted_by[p]
                    .val()
                    .replace_bit(q, self.out_arb[q].grant.val().get_bit(p));
            }
        }
        // A port whose pick won moves its arbiter on; its pick goes.
        self.go.next = 0.into();
        for p in 0..self._ports {
            self.in_arb[p].advance.next = self.port_go.val().get_bit(p);
            self.port_vc[p].next = 0.into();
            self.port_grant.next = 0.into();
            if self.port_go.val().get_bit(p) {
                self.port_vc[p].next = self.in_arb[p].grant_index.val();
                self.port_grant.next = self.in_arb[p].grant.val();
            }
            self.go.next = (self.go.val() >> self.vcs.val())
                | (self.port_grant.val() << self.last_port_at.val());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::{Value, clock_edge, emit, native_decisions, settle, start};
    use crate::router::arbiter::ArbiterKind;
    use crate::router::switch_allocator::SwitchAllocator as Native;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Random requests every cycle; every grant and the arbiters' moves compared.
    fn lockstep(ports: usize, vcs: usize, cycles: usize, density: f64, seed: u64) {
        let n = ports * vcs;
        let mut rng = StdRng::seed_from_u64(seed);
        let mut hw = start(SwitchAllocator::new(ports, vcs));
        let mut sw = Native::new(ArbiterKind::RoundRobin, ports, vcs);
        for t in 0..cycles {
            let mut req = 0u64;
            let mut want = vec![0u8; n];
            let mut bits = Value::zero(n);
            for (i, w) in want.iter_mut().enumerate() {
                *w = rng.gen_range(0..ports) as u8;
                if rng.gen_bool(density) {
                    req |= 1 << i;
                    bits = bits.replace_bit(i, true);
                }
                hw.want[i].next = Value::new(hw.want[i].width(), u64::from(*w));
            }
            hw.req.next = bits;
            settle(&mut hw);
            let mut d = native_decisions(ports, vcs);
            sw.step(req, &want, &mut d);
            assert_eq!(
                hw.out_valid.val().to_u64(),
                d.sa_valid,
                "{ports}x{vcs} cycle {t}"
            );
            let mut go = 0u128;
            for q in 0..ports {
                if d.sa_valid >> q & 1 == 1 {
                    // The input VC is the one of that port in `go`, checked below.
                    assert_eq!(
                        hw.out_port[q].val().index(),
                        VcLayout::new(vcs).port(usize::from(d.sa[q])),
                        "cycle {t} out {q}"
                    );
                    go |= 1 << d.sa[q];
                    let (p, vc) = VcLayout::new(vcs).split(usize::from(d.sa[q]));
                    assert!(hw.port_go.val().get_bit(p), "cycle {t} port {p}");
                    assert_eq!(
                        hw.port_vc[p].val().index(),
                        vc.index(),
                        "cycle {t} port {p}"
                    );
                }
            }
            assert_eq!(
                hw.port_go.val().to_u64().count_ones(),
                d.sa_valid.count_ones(),
                "{ports}x{vcs} cycle {t}: port_go"
            );
            let hw_go = (0..n).fold(0u128, |g, i| g | u128::from(hw.go.val().get_bit(i)) << i);
            assert_eq!(hw_go, go, "{ports}x{vcs} cycle {t}: go");
            clock_edge(&mut hw, false);
            for q in crate::bits::set_bits(d.sa_valid) {
                let (p, vc) = VcLayout::new(vcs).split(usize::from(d.sa[q]));
                sw.granted(p, vc, q);
            }
        }
    }

    #[test]
    fn matches_the_native_allocator_at_every_size() {
        for (ports, vcs) in [
            (3, 2),
            (5, 2),
            (5, 3),
            (7, 3),
            (5, 4),
            (7, 8),
            (11, 2),
            (9, 7),
        ] {
            for (k, density) in [0.1, 0.4, 0.9].into_iter().enumerate() {
                lockstep(
                    ports,
                    vcs,
                    600,
                    density,
                    (ports * 100 + vcs * 10 + k) as u64,
                );
            }
        }
    }

    #[test]
    fn reset_restarts_the_arbiters() {
        let (ports, vcs) = (5, 2);
        let mut hw = start(SwitchAllocator::new(ports, vcs));
        // Everyone asks for output 0: the rotation must restart from port 0 after reset.
        hw.req.next = Value::new(ports * vcs, (1 << (ports * vcs)) - 1);
        for w in hw.want.iter_mut() {
            w.next = Value::new(w.width(), 0);
        }
        settle(&mut hw);
        let first = (hw.out_port[0].val().index(), hw.go.val().to_u64());
        clock_edge(&mut hw, false);
        settle(&mut hw);
        assert_ne!(hw.out_port[0].val().index(), first.0, "the pointer moved");
        clock_edge(&mut hw, true);
        settle(&mut hw);
        assert_eq!(
            (hw.out_port[0].val().index(), hw.go.val().to_u64()),
            first,
            "reset: the first grant again"
        );
    }

    #[test]
    fn the_tools_accept_it_and_the_arbiters_share_modules() {
        let dir = scratch("rtl-sa");
        let design = emit(&SwitchAllocator::new(5, 2));
        // One module per arbiter size, one for the allocator.
        let names: Vec<&str> = design.modules.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(
            names,
            ["ftr_rr_arbiter", "ftr_rr_arbiter_2", "ftr_switch_allocator"]
        );
        // hdl/lint.vlt waives the arbiter outputs the allocator does not read.
        let report = check_with_tools(&design, &dir).unwrap();
        // Pointers: 5 input arbiters of 1 bit, 5 output arbiters of 3 bits.
        assert_eq!(report.synth.flip_flops, 5 + 5 * 3);
    }
}
