//! Credit counter of one output VC, depth D chosen at run time; the twin of
//! `router::credit_counter::CreditCounter`.
//!
//! ```text
//!              ┌────────────────────────────────┐
//!  credit_in ─►│ +1 on credit_in (below D)      │──► count   (clog2(D + 1) bits)
//!  flit_sent ─►│ -1 on flit_sent (above 0)      │──► nonzero
//!              │ count_reg, reset D             │
//!              └────────────────────────────────┘
//! ```
//! Register: `count_reg` (clog2(D + 1) bits), reset value D (the downstream buffer is empty).
//! Both inputs in one cycle cancel. The guards keep the register from wrapping if a protocol
//! error ever asks it to (the native twin debug-asserts those cases and saturates the same way).

use rust_hdl_core::prelude::*;

use super::{ModuleKind, Param, Reg, Wire};
use crate::bits::clog2;

#[derive(LogicBlock)]
pub struct CreditCounter {
    kind: ModuleKind,
    /// A credit came back from downstream: one more free slot.
    pub credit_in: Signal<In, Bit>,
    /// A flit left on this VC: one slot fewer.
    pub flit_sent: Signal<In, Bit>,
    /// Free downstream slots (clog2(D + 1) bits), from the register.
    pub count: Wire<Out>,
    /// At least one free slot, from a register of its own (so SA's requests, which read it,
    /// do not wait for a reduction of the count).
    pub nonzero: Signal<Out, Bit>,
    count_reg: Reg,
    nonzero_reg: Reg,
    /// D, the largest count.
    depth: Param,
}

impl CreditCounter {
    /// A counter for a downstream VC of `depth` slots.
    pub fn new(depth: usize) -> CreditCounter {
        assert!(
            (1..=1 << 16).contains(&depth),
            "a VC holds 1 to 65536 flits, not {depth}"
        );
        let cw = clog2(depth + 1) as usize;
        CreditCounter {
            kind: ModuleKind::new(
                "ftr_credit_counter",
                "Credit counter of one output VC: free slots downstream, reset to the depth;\n\
                 +1 on credit_in, -1 on flit_sent, both cancel, saturating at depth and 0.",
            ),
            credit_in: Default::default(),
            flit_sent: Default::default(),
            count: Wire::new(cw),
            nonzero: Default::default(),
            count_reg: Reg::new(cw, depth as u64),
            nonzero_reg: Reg::new(1, 1),
            depth: Param::new(cw, depth as u64),
        }
    }

    /// The register (for lockstep checks).
    pub fn value(&self) -> usize {
        self.count_reg.q.val().index()
    }
}

crate::stateful!(CreditCounter: count_reg, nonzero_reg);

impl Logic for CreditCounter {
    #[hdl_gen]
    fn update(&mut self) {
        self.count.next = self.count_reg.q.val();
        self.nonzero.next = self.nonzero_reg.q.val().any();
        // The next count is not zero: with a flit sent, a credit back and one left, or two
        // left; otherwise a credit back or one left.
        self.nonzero_reg.d.next = (self.credit_in.val() | self.count_reg.q.val().any()).into();
        if self.flit_sent.val() {
            self.nonzero_reg.d.next = ((self.credit_in.val() & self.count_reg.q.val().any())
                | (self.count_reg.q.val() >> 1).any())
            .into();
        }
        // The next count without and with a flit sent, so that `flit_sent` (from SA's
        // grant, the latest input) only selects between them.
        self.count_reg.d.next = self.count_reg.q.val();
        if self.credit_in.val() & (self.count_reg.q.val() != self.depth.val()) {
            self.count_reg.d.next = self.count_reg.q.val() + 1;
        }
        if self.flit_sent.val() {
            self.count_reg.d.next = self.count_reg.q.val();
            if !self.credit_in.val() & self.count_reg.q.val().any() {
                self.count_reg.d.next = self.count_reg.q.val() - 1;
            }
        }
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
            clock_edge(&mut hw, false);
            sw.tick();
        }
    }

    #[test]
    fn random_traffic_matches_the_native_counter_at_every_size() {
        // D = 7 fills its 3 bits, D = 8 needs 4; 1 is the smallest.
        for depth in [1, 3, 4, 5, 7, 8, 16, 64] {
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
            let r = format!("[{}:0] ", cw - 1);
            assert!(v.contains("module ftr_credit_counter("), "{v}");
            assert!(v.contains(&format!("output reg {r}count")), "{v}");
            assert!(v.contains(&format!("reg {r}count_reg__q;")), "{v}");
            assert!(
                v.contains(&format!("if (reset) count_reg__q <= {cw}'h{depth:x};")),
                "{v}"
            );
            assert!(
                v.contains(&format!("parameter {r}depth = {cw}'h{depth:x};")),
                "{v}"
            );
        }
        // D = 1: a 1-bit counter has no range.
        let v = emit(&CreditCounter::new(1)).verilog();
        assert!(
            v.contains("output reg count,") || v.contains("output reg count\n"),
            "{v}"
        );
        assert!(v.contains("reg count_reg__q;"), "{v}");
    }
}

#[cfg(test)]
mod tool_tests {
    use super::CreditCounter;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::emit;

    /// Yosys, Icarus and Verilator accept the counter; the flip-flops are exactly the count's.
    #[test]
    fn the_tools_accept_every_size() {
        let tmp = scratch("rtl-credit-counter");
        for (depth, cw) in [(1, 1), (5, 3), (8, 4), (64, 7)] {
            let dir = tmp.join(format!("d{depth}"));
            let report = check_with_tools(&emit(&CreditCounter::new(depth)), &dir).unwrap();
            eprintln!(
                "credit counter D {depth}: {} flip-flops, {} cells",
                report.synth.flip_flops, report.synth.cells
            );
            // The count and its nonzero flag.
            assert_eq!(report.synth.flip_flops, cw + 1, "D {depth}");
        }
    }
}
