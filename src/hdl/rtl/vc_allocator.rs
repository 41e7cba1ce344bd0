//! VA, virtual-channel allocation, the arbitration stage as a block of its own: the twin of
//! `router::vc_allocator::VcAllocator`. Every routed input VC asks for one output VC (the
//! request logic of the input unit chooses which); each output VC's round-robin arbiter
//! grants one requester, serving priority requests (transit over injection, ring over ring
//! entry) first when there are any. A grant is used the cycle it is given.
//!
//! ```text
//!  req_valid (N bits)     ──► ┌ per output VC o:                 ┐ ──► won (N bits, per input VC)
//!  req_vc[N] (one-hot)    ──► │  urgent = priority requests for o │ ──► granted (N bits, per output VC)
//!  req_priority (N bits)  ──► │  arb[o] over urgent, else all     │
//!                             └───────────────────────────────────┘
//! ```
//! N = (P + 1) x V input VCs = output VCs. Registers: the arbiters' pointers. An input VC
//! asks for one output VC, so the arbiters' one-hot grants, ORed, are `won`; the input VC
//! that took output VC o is the one in `won` whose `req_vc` has bit o.

use rust_hdl_core::prelude::*;

use super::{ModuleKind, RoundRobin, Wire};

#[derive(LogicBlock)]
pub struct VcAllocator {
    kind: ModuleKind,
    /// Per input VC: it requests the output VC of `req_vc[i]` (one-hot: no decoder in front
    /// of the arbiters), with priority `req_priority`; with
    /// `req_bubble` only where the output VC has `room`.
    pub req_valid: Wire<In>,
    pub req_bubble: Wire<In>,
    /// Per output VC: free for a head now; room for two packets now. A request without room
    /// (with the bubble flag) is not seen by its arbiter; an output VC not free grants
    /// nothing and its arbiter stays: the same as an arbiter that sees no request, with the
    /// test after the arbiter rather than in front of it.
    pub free: Wire<In>,
    pub room: Wire<In>,
    pub req_vc: Vec<Wire<In>>,
    pub req_priority: Wire<In>,
    /// Per input VC: its request was granted.
    pub won: Wire<Out>,
    /// Per output VC: granted this cycle.
    pub granted: Wire<Out>,
    arb: Vec<RoundRobin>,
    all_req: Wire<Local>,
    _n: usize,
}

impl VcAllocator {
    /// For `n` = (P + 1) x V virtual channels.
    pub fn new(n: usize) -> VcAllocator {
        VcAllocator {
            kind: ModuleKind::new(
                "ftr_vc_allocator",
                "VA: one round-robin arbiter per output VC over the input VCs requesting it,\n\
                 priority requests first; won[i] tells input VC i it holds req_vc[i] from the\n\
                 next edge.",
            ),
            req_valid: Wire::new(n),
            req_bubble: Wire::new(n),
            free: Wire::new(n),
            room: Wire::new(n),
            req_vc: Wire::many(n, n),
            req_priority: Wire::new(n),
            won: Wire::new(n),
            granted: Wire::new(n),
            arb: (0..n).map(|_| RoundRobin::prioritized(n)).collect(),
            all_req: Wire::new(n),
            _n: n,
        }
    }
}

crate::stateful!(VcAllocator: arb);

impl Logic for VcAllocator {
    #[hdl_gen]
    fn update(&mut self) {
        self.granted.next = 0.into();
        self.won.next = 0.into();
        self.all_req.next = 0.into();
        for o in 0..self._n {
            // The input VCs asking for o (every bit is written), the priority ones first.
            for i in 0..self._n {
                self.all_req.next = self.all_req.val().replace_bit(
                    i,
                    self.req_valid.val().get_bit(i)
                        & self.req_vc[i].val().get_bit(o)
                        & (self.room.val().get_bit(o) | !self.req_bubble.val().get_bit(i)),
                );
            }
            self.arb[o].req.next = self.all_req.val();
            self.arb[o].urgent.next = self.req_priority.val();
            self.arb[o].advance.next = self.arb[o].valid.val() & self.free.val().get_bit(o);
            self.granted.next = self
                .granted
                .val()
                .replace_bit(o, self.arb[o].valid.val() & self.free.val().get_bit(o));
            // At most one arbiter grants an input VC (it asks for one output VC).
            if self.free.val().get_bit(o) {
                self.won.next = self.won.val() | self.arb[o].grant.val();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::{Value, clock_edge, emit, native_decisions, settle, start};
    use crate::router::arbiter::ArbiterKind;
    use crate::router::vc_allocator::{VaRequest, VcAllocator as Native};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Random requests (concentrated on a few output VCs so arbiters see contention); every
    /// grant compared with the native allocator, arbiters moving with their grants.
    fn lockstep(n: usize, cycles: usize, density: f64, seed: u64) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut hw = start(VcAllocator::new(n));
        let mut sw = Native::new(ArbiterKind::RoundRobin, n);
        let targets = (n / 3).max(2);
        for t in 0..cycles {
            let mut requests = vec![];
            let (mut valid, mut priority) = (Value::zero(n), Value::zero(n));
            for i in 0..n {
                let out_vc = rng.gen_range(0..targets) * (n / targets);
                let urgent = rng.gen_bool(0.3);
                hw.req_vc[i].next = Value::zero(n).replace_bit(out_vc, true);
                if rng.gen_bool(density) {
                    valid = valid.replace_bit(i, true);
                    priority = priority.replace_bit(i, urgent);
                    requests.push(VaRequest {
                        ivc: i as u16,
                        ovc: out_vc as u16,
                        misses: 0,
                        priority: urgent,
                    });
                }
            }
            hw.req_valid.next = valid;
            hw.req_priority.next = priority;
            // Every output VC free with room, no bubble flag: the native allocator's requests.
            hw.free.next = !Value::zero(n);
            hw.room.next = !Value::zero(n);
            hw.req_bubble.next = Value::zero(n);
            settle(&mut hw);
            let mut d = native_decisions(n, 1);
            d.va_requests = requests;
            sw.step(&mut d);
            let mut won = 0u64;
            for o in 0..n {
                let g = d.va_valid >> o & 1 == 1;
                assert_eq!(
                    hw.granted.val().get_bit(o),
                    g,
                    "n {n} cycle {t} output VC {o}"
                );
                if g {
                    // The winner asked for o: `won` names it (compared below).
                    let i = d.va[o].ivc as usize;
                    assert!(hw.req_vc[i].val().get_bit(o), "n {n} cycle {t}");
                    won |= 1 << i;
                }
            }
            assert_eq!(hw.won.val().to_u64(), won, "n {n} cycle {t}: won");
            clock_edge(&mut hw, false);
            for ovc in crate::bits::set_bits(d.va_valid) {
                sw.granted(ovc, usize::from(d.va[ovc].ivc));
            }
        }
    }

    #[test]
    fn matches_the_native_allocator_at_every_size() {
        for n in [6, 10, 15, 20, 28, 33] {
            for (k, density) in [0.2, 0.6, 1.0].into_iter().enumerate() {
                lockstep(n, 300, density, (n * 10 + k) as u64);
            }
        }
    }

    #[test]
    fn the_tools_accept_it() {
        let dir = scratch("rtl-va");
        let design = emit(&VcAllocator::new(10));
        assert_eq!(
            design.modules.len(),
            2,
            "one arbiter module shared by the 10 arbiters"
        );
        // hdl/lint.vlt waives the arbiter outputs the allocator does not read.
        let report = check_with_tools(&design, &dir).unwrap();
        assert_eq!(report.synth.flip_flops, 10 * 4, "ten 4-bit pointers");
    }
}
