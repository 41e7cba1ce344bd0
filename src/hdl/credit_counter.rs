//! Credit counter of one output VC in rust-hdl, the twin of
//! `router::credit_counter::CreditCounter`.
//!
//! ```text
//!              ┌────────────────────────────────┐
//!  credit_in ─►│ +1 on credit_in (below D)      │──► count   (CW bits)
//!  flit_sent ─►│ -1 on flit_sent (above 0)      │──► nonzero
//!  clock ─────►│ count reg, reset D             │
//!              └────────────────────────────────┘
//! ```
//! Registers: `count` (CW = clog2(D + 1) bits), reset value D. Both inputs in one cycle
//! cancel. The guards keep the register from wrapping if a protocol error ever asks it to
//! (the native twin debug-asserts those cases and saturates the same way).

use super::prelude::*;
use super::sim::Clocked;
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlCreditCounter<const CW: usize> {
    /// A credit came back from downstream: one more free slot.
    pub credit_in: Signal<In, Bit>,
    /// A flit left on this VC: one slot fewer.
    pub flit_sent: Signal<In, Bit>,
    /// Clock; the count changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// Free downstream slots (CW bits), from the register.
    pub count: Signal<Out, Bits<CW>>,
    /// At least one free slot.
    pub nonzero: Signal<Out, Bit>,
    count_reg: DFFWithInit<Bits<CW>>,
    /// The depth D, the largest count.
    depth: Constant<Bits<CW>>,
}

impl<const CW: usize> HdlCreditCounter<CW> {
    /// A counter for a downstream VC of `depth` slots; CW must be clog2(depth + 1).
    pub fn new(depth: u32) -> Self {
        assert!(depth >= 1, "a VC holds at least one flit");
        assert_eq!(
            CW,
            clog2(depth as usize + 1) as usize,
            "CW must be clog2(D + 1)"
        );
        HdlCreditCounter {
            credit_in: Default::default(),
            flit_sent: Default::default(),
            clock: Default::default(),
            count: Default::default(),
            nonzero: Default::default(),
            count_reg: DFFWithInit::new(depth.to_bits()),
            depth: Constant::new(depth.to_bits()),
        }
    }
}

impl<const CW: usize> Logic for HdlCreditCounter<CW> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, count_reg);
        self.count.next = self.count_reg.q.val();
        self.nonzero.next = self.count_reg.q.val().any();
        if self.credit_in.val()
            & !self.flit_sent.val()
            & (self.count_reg.q.val() != self.depth.val())
        {
            self.count_reg.d.next = self.count_reg.q.val() + 1;
        }
        if self.flit_sent.val() & !self.credit_in.val() & self.count_reg.q.val().any() {
            self.count_reg.d.next = self.count_reg.q.val() - 1;
        }
    }
}

impl<const CW: usize> Clocked for HdlCreditCounter<CW> {
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{clock_edge, settle, start};
    use crate::router::credit_counter::{CreditCounter, CreditIn};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Drive both counters; the stimulus sees the native count so it can keep the protocol
    /// (no credit beyond D, no flit without a credit).
    fn lockstep<const CW: usize>(
        depth: u32,
        cycles: usize,
        mut stimulus: impl FnMut(usize, u32) -> (bool, bool),
    ) {
        let mut hw = start(HdlCreditCounter::<CW>::new(depth));
        let mut sw = CreditCounter::new(depth);
        assert_eq!(sw.width() as usize, CW);
        for t in 0..cycles {
            let (credit_in, flit_sent) = stimulus(t, sw.count);
            hw.credit_in.next = credit_in;
            hw.flit_sent.next = flit_sent;
            settle(&mut hw);
            let o = sw.comb(CreditIn {
                credit_in,
                flit_sent,
            });
            assert_eq!(hw.count.val().index() as u32, o.count, "cycle {t}: count");
            assert_eq!(hw.nonzero.val(), o.nonzero, "cycle {t}: nonzero");
            clock_edge(&mut hw);
            sw.tick();
        }
    }

    #[test]
    fn random_traffic_matches_the_native_counter() {
        let mut rng = StdRng::seed_from_u64(26);
        // Phases that drain, fill and hover, all within the protocol.
        lockstep::<3>(4, 4000, |t, c| {
            let send_p = [0.8, 0.2, 0.5][t / 300 % 3];
            let send = c > 0 && rng.gen_bool(send_p);
            let back = c < 4 && rng.gen_bool(1.0 - send_p);
            (back, send)
        });
        let mut rng = StdRng::seed_from_u64(27);
        // D = 7 fills all of its 3 bits; D = 8 needs 4.
        lockstep::<3>(7, 2000, |_, c| {
            (c < 7 && rng.gen_bool(0.5), c > 0 && rng.gen_bool(0.5))
        });
        lockstep::<4>(8, 2000, |_, c| {
            (c < 8 && rng.gen_bool(0.5), c > 0 && rng.gen_bool(0.5))
        });
    }

    #[test]
    fn directed_drain_and_refill_match_the_native_counter() {
        // Drain to zero, hold, both at once at zero and at full, refill.
        lockstep::<3>(5, 30, |t, _| match t {
            0..5 => (false, true),
            5..8 => (false, false),
            8 => (true, true),
            9..14 => (true, false),
            14 => (true, true),
            _ => (false, false),
        });
    }

    #[test]
    fn the_hardware_saturates_instead_of_wrapping() {
        let mut hw = start(HdlCreditCounter::<2>::new(3));
        hw.credit_in.next = true;
        settle(&mut hw);
        clock_edge(&mut hw);
        assert_eq!(hw.count.val().index(), 3, "no wrap above D");
        hw.credit_in.next = false;
        hw.flit_sent.next = true;
        for _ in 0..5 {
            settle(&mut hw);
            clock_edge(&mut hw);
        }
        assert_eq!(hw.count.val().index(), 0, "no wrap below 0");
        assert!(!hw.nonzero.val());
    }
}
