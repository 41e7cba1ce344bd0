//! Credit counter of one output VC, depth D chosen at run time; the twin of
//! `router::credit_counter::CreditCounter`.
//!
//! ```text
//!              ┌────────────────────────────────┐
//!  credit_in ─►│ +1 on credit_in (below D)      │──► at_least (D + 1 bits: count >= k)
//!  flit_sent ─►│ -1 on flit_sent (above 0)      │──► nonzero_idle, nonzero_sent
//!              │ above: D bits, thermometer     │    (after the edge)
//!              └────────────────────────────────┘
//! ```
//! Register: `above` (D bits, a thermometer code: bit k is `count > k`), reset all ones (the
//! downstream buffer is empty: D credits). Every test of the credits (a credit, a head's
//! credits, room for two packets, the levels of VA's most-credits choice) is a single bit of
//! `at_least`, straight from the register: no encoder or comparator stands in front of VA or
//! SA. The code after the edge is computed without and with a flit sent, given this cycle's
//! credit (a credit shifts a one in, a flit shifts one out, both cancel), so `flit_sent`
//! (SA's grant, the latest signal of the cycle) only selects between two values computed
//! before it; `nonzero_idle` and `nonzero_sent` say whether each holds a credit, for the SA
//! request the input VC holding this VC keeps in a register (docs/hdl.md, "Timing"). The guards keep the count from moving past D or 0 if
//! a protocol error ever asks it to (the native twin debug-asserts those cases and saturates
//! the same way).

use rust_hdl_core::prelude::*;

use super::{ModuleKind, Param, Reg, Wire};
use crate::bits::Value;
use crate::bits::value::MAX_BITS;

#[derive(LogicBlock)]
pub struct CreditCounter {
    kind: ModuleKind,
    /// A credit came back from downstream: one more free slot.
    pub credit_in: Signal<In, Bit>,
    /// A flit left on this VC: one slot fewer.
    pub flit_sent: Signal<In, Bit>,
    /// The VC counts nothing this cycle (its link is cut): both inputs are ignored. The
    /// freeze selects the values `flit_sent` chooses between, so it does not stand after SA.
    pub frozen: Signal<In, Bit>,
    /// Per k in 0..=D: at least k free slots (bit 0 always set), straight from the register.
    pub at_least: Wire<Out>,
    /// At least one free slot after the edge, when `flit_sent` is low and when it is high
    /// (with this cycle's `credit_in`).
    pub nonzero_idle: Signal<Out, Bit>,
    pub nonzero_sent: Signal<Out, Bit>,
    above: Reg,
    /// D - 1 (the bit that says full); 1 as D + 1 and as D bits.
    last: Param,
    one: Param,
    unit: Param,
    /// The code after the edge (D bits: bit k, more than k) without and with a flit sent.
    after_idle: Wire<Local>,
    after_sent: Wire<Local>,
    wide: Wire<Local>,
    up: Wire<Local>,
    full: Signal<Local, Bit>,
}

impl CreditCounter {
    /// A counter for a downstream VC of `depth` slots.
    pub fn new(depth: usize) -> CreditCounter {
        assert!(
            // One bit would be a Verilog scalar, which a bit-select cannot read.
            (2..MAX_BITS).contains(&depth),
            "a VC of the hardware holds 2 to {} flits, not {depth}",
            MAX_BITS - 1
        );
        CreditCounter {
            kind: ModuleKind::new(
                "ftr_credit_counter",
                "Credit counter of one output VC: free slots downstream as a thermometer code,\n\
                 reset to the depth; +1 on credit_in, -1 on flit_sent, both cancel, saturating\n\
                 at depth and 0.",
            ),
            credit_in: Default::default(),
            flit_sent: Default::default(),
            frozen: Default::default(),
            at_least: Wire::new(depth + 1),
            nonzero_idle: Default::default(),
            nonzero_sent: Default::default(),
            after_idle: Wire::new(depth),
            after_sent: Wire::new(depth),
            above: Reg::with_init(Value::from_bits(&vec![true; depth])),
            last: Param::fitting(depth - 1),
            one: Param::new(depth + 1, 1),
            unit: Param::new(depth, 1),
            wide: Wire::new(depth + 1),
            up: Wire::new(depth),
            full: Default::default(),
        }
    }

    /// The count the register holds (for lockstep checks).
    pub fn value(&self) -> usize {
        self.above.q.val().bits().iter().filter(|b| **b).count()
    }
}

crate::stateful!(CreditCounter: above);

impl Logic for CreditCounter {
    #[hdl_gen]
    fn update(&mut self) {
        self.full.next = self.above.q.val().get_bit(self.last.val().index());
        self.wide.next = self.above.q.val();
        self.at_least.next = (self.wide.val() << 1) | self.one.val();
        // After the edge: a credit shifts a one in (none at D); a flit sent with a credit
        // leaves the count as it is, without one it shifts a one out.
        self.up.next = (self.above.q.val() << 1) | self.unit.val();
        self.after_idle.next = self.above.q.val();
        if self.credit_in.val() & !self.full.val() & !self.frozen.val() {
            self.after_idle.next = self.up.val();
        }
        self.after_sent.next = self.above.q.val() >> 1;
        if self.credit_in.val() | self.frozen.val() {
            self.after_sent.next = self.above.q.val();
        }
        self.above.d.next = self.after_idle.val();
        if self.flit_sent.val() {
            self.above.d.next = self.after_sent.val();
        }
        self.nonzero_idle.next = self.after_idle.val().get_bit(0);
        self.nonzero_sent.next = self.after_sent.val().get_bit(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{clock_edge, emit, settle, start};
    use crate::router::credit_counter::{CreditCounter as Native, CreditIn};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Drive both counters; the stimulus sees the native count so it can keep the protocol
    /// (no credit beyond D, no flit without a credit).
    fn lockstep(depth: usize, cycles: usize, mut stimulus: impl FnMut(usize, u32) -> (bool, bool)) {
        let mut hw = start(CreditCounter::new(depth));
        let mut sw = Native::new(depth as u32);
        for t in 0..cycles {
            let (credit_in, flit_sent) = stimulus(t, sw.count);
            hw.credit_in.next = credit_in;
            hw.flit_sent.next = flit_sent;
            settle(&mut hw);
            let o = sw.comb();
            assert_eq!(hw.value() as u32, o.count, "D {depth} cycle {t}");
            assert_eq!(
                hw.at_least.val().get_bit(1),
                o.nonzero,
                "D {depth} cycle {t}: nonzero"
            );
            for k in 0..=depth {
                assert_eq!(
                    hw.at_least.val().get_bit(k),
                    o.count as usize >= k,
                    "D {depth} cycle {t}: at least {k}"
                );
            }
            // Both predictions, checked against the register after the edge.
            let after = [hw.nonzero_idle.val(), hw.nonzero_sent.val()];
            clock_edge(&mut hw, false);
            sw.tick(CreditIn {
                credit_in,
                flit_sent,
            });
            assert_eq!(
                after[usize::from(flit_sent)],
                hw.value() > 0,
                "D {depth} cycle {t}: a credit after the edge"
            );
        }
    }

    #[test]
    fn random_traffic_matches_the_native_counter_at_every_size() {
        // D = 7 fills its 3 bits, D = 8 needs 4; 2 is the smallest.
        for depth in [2, 3, 4, 5, 7, 8, 16, 64] {
            let mut rng = StdRng::seed_from_u64(26 + depth as u64);
            let d = depth as u32;
            // Phases that drain, fill and hover, all within the protocol.
            lockstep(depth, 3000, |t, c| {
                let send_p = [0.8, 0.2, 0.5][t / 300 % 3];
                (
                    c < d && rng.gen_bool(1.0 - send_p),
                    c > 0 && rng.gen_bool(send_p),
                )
            });
        }
    }

    #[test]
    fn directed_drain_and_refill_match_the_native_counter() {
        // Drain to zero, hold, both at once at zero and at full, refill.
        lockstep(5, 30, |t, _| match t {
            0..5 => (false, true),
            5..8 => (false, false),
            8 => (true, true),
            9..14 => (true, false),
            14 => (true, true),
            _ => (false, false),
        });
    }

    #[test]
    fn a_frozen_counter_ignores_credits_and_flits() {
        let mut hw = start(CreditCounter::new(4));
        hw.flit_sent.next = true;
        clock_edge(&mut hw, false);
        assert_eq!(hw.value(), 3);
        hw.frozen.next = true;
        for (credit_in, flit_sent) in [(true, false), (false, true), (true, true)] {
            hw.credit_in.next = credit_in;
            hw.flit_sent.next = flit_sent;
            settle(&mut hw);
            assert!(hw.nonzero_idle.val() && hw.nonzero_sent.val());
            clock_edge(&mut hw, false);
            assert_eq!(hw.value(), 3, "credit {credit_in} flit {flit_sent}");
        }
    }

    #[test]
    fn the_hardware_saturates_instead_of_wrapping() {
        let mut hw = start(CreditCounter::new(3));
        hw.credit_in.next = true;
        clock_edge(&mut hw, false);
        assert_eq!(hw.value(), 3, "no wrap above D");
        hw.credit_in.next = false;
        hw.flit_sent.next = true;
        for _ in 0..5 {
            clock_edge(&mut hw, false);
        }
        assert_eq!(hw.value(), 0, "no wrap below 0");
        assert!(!hw.at_least.val().get_bit(1));
    }

    #[test]
    fn reset_mid_run_returns_the_count_to_the_depth() {
        let mut hw = start(CreditCounter::new(5));
        assert_eq!(hw.value(), 5, "reset value");
        hw.flit_sent.next = true;
        for _ in 0..3 {
            clock_edge(&mut hw, false);
        }
        assert_eq!(hw.value(), 2);
        // Reset wins over the inputs still asserted.
        clock_edge(&mut hw, true);
        assert_eq!(hw.value(), 5);
        assert!(hw.at_least.val().get_bit(5));
        assert!(hw.at_least.val().get_bit(1));
    }

    #[test]
    fn widths_in_the_verilog_are_those_of_the_configuration() {
        for depth in [3, 4, 7, 8, 16, 64] {
            let v = emit(&CreditCounter::new(depth)).verilog();
            let t = format!("[{}:0] ", depth - 1);
            assert!(v.contains("module ftr_credit_counter("), "{v}");
            assert!(
                v.contains(&format!("output reg [{depth}:0] at_least")),
                "{v}"
            );
            assert!(v.contains(&format!("reg {t}above__q;")), "{v}");
            // Reset to D credits: every bit of the thermometer set.
            let full = Value::from_bits(&vec![true; depth]).to_hex();
            assert!(
                v.contains(&format!("if (reset) above__q <= {depth}'h{full};")),
                "{v}"
            );
        }
    }
}

#[cfg(test)]
mod tool_tests {
    use super::CreditCounter;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::emit;

    /// Yosys, Icarus and Verilator accept the counter; the flip-flops are exactly the
    /// thermometer's D bits.
    #[test]
    fn the_tools_accept_every_size() {
        let tmp = scratch("rtl-credit-counter");
        for depth in [2, 5, 8, 64] {
            let dir = tmp.join(format!("d{depth}"));
            let report = check_with_tools(&emit(&CreditCounter::new(depth)), &dir).unwrap();
            eprintln!(
                "credit counter D {depth}: {} flip-flops, {} cells",
                report.synth.flip_flops, report.synth.cells
            );
            assert_eq!(report.synth.flip_flops, depth, "D {depth}");
        }
    }
}
