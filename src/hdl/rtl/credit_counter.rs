//! Credit counter of one output VC, depth D chosen at run time; the twin of
//! `router::credit_counter::CreditCounter`.
//!
//! ```text
//!              ┌────────────────────────────────┐
//!  credit_in ─►│ +1 on credit_in (below D)      │──► at_least (D + 1 bits: count >= k)
//!  flit_sent ─►│ -1 on flit_sent (above 0)      │──► nonzero
//!              │ above: D bits, thermometer     │──► count   (clog2(D + 1) bits)
//!              └────────────────────────────────┘
//! ```
//! Registers: `above` (D bits, a thermometer code: bit k is `count > k`), reset all ones (the
//! downstream buffer is empty: D credits), and `pending` (1 bit, reset 0): a flit was sent
//! at the last edge and `above` does not count it yet. The count is `above`, shifted down
//! once when `pending`: a mux of register bits. A credit shifts a one in; a flit sent only
//! sets `pending`, so nothing stands after `flit_sent` (SA's grant, the latest signal of the
//! cycle) but that register's input, and the tests VA makes (a credit, room for a packet or
//! two) are single bits of `at_least`. Both inputs in one cycle cancel. The guards keep the
//! count from moving past D or 0 if a protocol error ever asks it to (the native twin
//! debug-asserts those cases and saturates the same way). `count`, the binary value, is for
//! the credit levels of VA's most-credits choice.

use rust_hdl_core::prelude::*;

use super::{ModuleKind, Param, Reg, Wire};
use crate::bits::value::MAX_BITS;
use crate::bits::{Value, clog2};

#[derive(LogicBlock)]
pub struct CreditCounter {
    kind: ModuleKind,
    /// A credit came back from downstream: one more free slot.
    pub credit_in: Signal<In, Bit>,
    /// A flit left on this VC: one slot fewer.
    pub flit_sent: Signal<In, Bit>,
    /// Free downstream slots (clog2(D + 1) bits), encoded from the register.
    pub count: Wire<Out>,
    /// Per k in 0..=D: at least k free slots (bit 0 always set), straight from the register.
    pub at_least: Wire<Out>,
    /// At least one free slot: the register's bit 0.
    pub nonzero: Signal<Out, Bit>,
    above: Reg,
    pending: Reg,
    /// Per k in 0..D: k + 1, the count when bit k is the highest set.
    level: Vec<Param>,
    /// D - 1: the bit set when the counter is full.
    last: Param,
    one: Param,
    unit: Param,
    /// The count as a thermometer (`above` less a pending flit), zero-extended to D + 1
    /// bits, and shifted one up; the count is D.
    now: Wire<Local>,
    wide: Wire<Local>,
    up: Wire<Local>,
    full: Signal<Local, Bit>,
    _depth: usize,
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
        let cw = clog2(depth + 1) as usize;
        CreditCounter {
            kind: ModuleKind::new(
                "ftr_credit_counter",
                "Credit counter of one output VC: free slots downstream as a thermometer code,\n\
                 reset to the depth; +1 on credit_in, -1 on flit_sent, both cancel, saturating\n\
                 at depth and 0.",
            ),
            credit_in: Default::default(),
            flit_sent: Default::default(),
            count: Wire::new(cw),
            at_least: Wire::new(depth + 1),
            nonzero: Default::default(),
            above: Reg::with_init(Value::from_bits(&vec![true; depth])),
            pending: Reg::new(1, 0),
            level: (1..=depth).map(|k| Param::new(cw, k as u64)).collect(),
            last: Param::fitting(depth - 1),
            one: Param::new(depth + 1, 1),
            unit: Param::new(depth, 1),
            now: Wire::new(depth),
            wide: Wire::new(depth + 1),
            up: Wire::new(depth),
            full: Default::default(),
            _depth: depth,
        }
    }

    /// The count the registers hold (for lockstep checks).
    pub fn value(&self) -> usize {
        let above = self.above.q.val().bits().iter().filter(|b| **b).count();
        above.saturating_sub(usize::from(self.pending.q.val().any()))
    }
}

crate::stateful!(CreditCounter: above, pending);

impl Logic for CreditCounter {
    #[hdl_gen]
    fn update(&mut self) {
        self.now.next = self.above.q.val();
        if self.pending.q.val().any() {
            self.now.next = self.above.q.val() >> 1;
        }
        self.nonzero.next = self.now.val().get_bit(0);
        self.full.next = self.now.val().get_bit(self.last.val().index());
        self.wide.next = self.now.val();
        self.at_least.next = (self.wide.val() << 1) | self.one.val();
        self.count.next = 0.into();
        for k in 0..self._depth {
            if self.now.val().get_bit(k) {
                self.count.next = self.level[k].val();
            }
        }
        // A credit (below D) shifts a one in now; a flit sent is taken off at the next edge,
        // unless a credit at D cancels it (the credit is not counted).
        self.up.next = (self.now.val() << 1) | self.unit.val();
        self.above.d.next = self.now.val();
        if self.credit_in.val() & !self.full.val() {
            self.above.d.next = self.up.val();
        }
        self.pending.d.next =
            (self.flit_sent.val() & !(self.credit_in.val() & self.full.val())).into();
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
        assert_eq!(hw.count.width(), sw.width() as usize);
        for t in 0..cycles {
            let (credit_in, flit_sent) = stimulus(t, sw.count);
            hw.credit_in.next = credit_in;
            hw.flit_sent.next = flit_sent;
            settle(&mut hw);
            let o = sw.comb(CreditIn {
                credit_in,
                flit_sent,
            });
            assert_eq!(
                hw.count.val().index() as u32,
                o.count,
                "D {depth} cycle {t}"
            );
            assert_eq!(hw.nonzero.val(), o.nonzero, "D {depth} cycle {t}: nonzero");
            for k in 0..=depth {
                assert_eq!(
                    hw.at_least.val().get_bit(k),
                    o.count as usize >= k,
                    "D {depth} cycle {t}: at least {k}"
                );
            }
            clock_edge(&mut hw, false);
            sw.tick();
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
    fn the_hardware_saturates_instead_of_wrapping() {
        let mut hw = start(CreditCounter::new(3));
        hw.credit_in.next = true;
        clock_edge(&mut hw, false);
        assert_eq!(hw.count.val().index(), 3, "no wrap above D");
        hw.credit_in.next = false;
        hw.flit_sent.next = true;
        for _ in 0..5 {
            clock_edge(&mut hw, false);
        }
        assert_eq!(hw.count.val().index(), 0, "no wrap below 0");
        assert!(!hw.nonzero.val());
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
        assert_eq!(hw.count.val().index(), 5);
        assert!(hw.nonzero.val());
    }

    #[test]
    fn widths_in_the_verilog_are_those_of_the_configuration() {
        for (depth, cw) in [(3, 2), (4, 3), (7, 3), (8, 4), (16, 5), (64, 7)] {
            let v = emit(&CreditCounter::new(depth)).verilog();
            let (r, t) = (format!("[{}:0] ", cw - 1), format!("[{}:0] ", depth - 1));
            assert!(v.contains("module ftr_credit_counter("), "{v}");
            assert!(v.contains(&format!("output reg {r}count")), "{v}");
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
    /// thermometer's D bits and `pending`.
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
            // The thermometer's D bits and the pending flit.
            assert_eq!(report.synth.flip_flops, depth + 1, "D {depth}");
        }
    }
}
