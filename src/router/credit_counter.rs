//! Credit counter of one output VC: free flit slots in the downstream VC buffer, as the
//! upstream router sees them (docs/architecture.md, "Where each block lives").
//!
//! ```text
//!  credit_in ──► ┌──────────────┐ ──► count    (clog2(D + 1) bits)
//!  flit_sent ──► │  count reg   │ ──► nonzero  (a flit may be sent)
//!                └──────────────┘
//! ```
//! Registers: `count` (clog2(D + 1) bits), reset value D (the downstream buffer is empty).
//! A returned credit adds one, a sent flit takes one; both in one cycle cancel. The protocol
//! never returns more credits than slots nor sends without a credit: `debug_assert!` checks
//! that, and the counter saturates rather than wraps (the hardware twin does the same).

use crate::bits::clog2;

/// Inputs of one cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CreditIn {
    /// A credit came back from downstream (a slot there was freed).
    pub credit_in: bool,
    /// A flit left on this VC (it takes a slot downstream).
    pub flit_sent: bool,
}

/// Outputs of one cycle (from the register only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CreditOut {
    /// Free downstream slots (clog2(D + 1) bits).
    pub count: u32,
    /// At least one free slot.
    pub nonzero: bool,
}

/// The counter and its depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreditCounter {
    /// Downstream VC depth D (the reset value and the maximum).
    pub depth: u32,
    /// Width clog2(D + 1). Free downstream slots.
    pub count: u32,
}

impl CreditCounter {
    /// A counter at reset: D free slots.
    pub fn new(depth: u32) -> Self {
        CreditCounter {
            depth,
            count: depth,
        }
    }

    /// Register width: clog2(D + 1).
    pub fn width(&self) -> u32 {
        clog2(self.depth as usize + 1)
    }

    /// Combinational: the outputs, from the register alone.
    #[inline]
    pub fn comb(&self) -> CreditOut {
        CreditOut {
            count: self.count,
            nonzero: self.count > 0,
        }
    }

    /// Combinational: the count after this cycle's inputs (the register's next value).
    #[inline]
    pub fn next_count(&self, i: CreditIn) -> u32 {
        let c = self.count;
        let up = i.credit_in & !i.flit_sent;
        let down = i.flit_sent & !i.credit_in;
        debug_assert!(
            !up || c < self.depth,
            "credit returned to a full counter ({c})"
        );
        debug_assert!(!down || c > 0, "flit sent without a credit");
        // Saturating at D and 0 rather than wrapping, as the hardware twin; masked, not
        // branched, as the counter is clocked on every hop.
        c + u32::from(up & (c < self.depth)) - u32::from(down & (c > 0))
    }

    /// Clock edge: the register takes `next_count`. The output unit clocks a returned credit
    /// and a sent flit of one cycle one after the other, which `next_count` shows is the same
    /// as both at once (the count never passes D or 0 in between).
    #[inline]
    pub fn tick(&mut self, i: CreditIn) {
        self.count = self.next_count(i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cycle(c: &mut CreditCounter, credit_in: bool, flit_sent: bool) -> CreditOut {
        let o = c.comb();
        c.tick(CreditIn {
            credit_in,
            flit_sent,
        });
        o
    }

    #[test]
    fn counts_down_to_zero_and_back_to_depth() {
        let mut c = CreditCounter::new(4);
        assert_eq!(c.width(), 3);
        for k in (1..=4).rev() {
            let o = cycle(&mut c, false, true);
            assert_eq!((o.count, o.nonzero), (k, true));
        }
        assert_eq!(c.count, 0);
        assert!(
            !cycle(&mut c, true, false).nonzero,
            "output is the register"
        );
        assert_eq!(c.count, 1);
        // Send and return in the same cycle cancel.
        cycle(&mut c, true, true);
        assert_eq!(c.count, 1);
        for _ in 0..3 {
            cycle(&mut c, true, false);
        }
        assert_eq!(c.count, 4);
    }

    #[test]
    #[should_panic(expected = "credit returned to a full counter")]
    fn overflow_is_a_protocol_error() {
        let mut c = CreditCounter::new(2);
        cycle(&mut c, true, false);
    }

    #[test]
    #[should_panic(expected = "flit sent without a credit")]
    fn underflow_is_a_protocol_error() {
        let mut c = CreditCounter::new(1);
        cycle(&mut c, false, true);
        cycle(&mut c, false, true);
    }
}
