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
    /// Value latched by the next `tick`.
    next: u32,
}

impl CreditCounter {
    /// A counter at reset: D free slots.
    pub fn new(depth: u32) -> Self {
        CreditCounter {
            depth,
            count: depth,
            next: depth,
        }
    }

    /// Register width: clog2(D + 1).
    pub fn width(&self) -> u32 {
        clog2(self.depth as usize + 1)
    }

    /// Combinational: outputs from the register; the next count from the inputs.
    pub fn comb(&mut self, i: CreditIn) -> CreditOut {
        let c = self.count;
        self.next = self.next_count(i);
        CreditOut {
            count: c,
            nonzero: c > 0,
        }
    }

    /// The pure next-state function: the count after this cycle's inputs.
    #[inline]
    pub fn next_count(&self, i: CreditIn) -> u32 {
        let c = self.count;
        match (i.credit_in, i.flit_sent) {
            (true, false) => {
                debug_assert!(c < self.depth, "credit returned to a full counter ({c})");
                if c < self.depth { c + 1 } else { c }
            }
            (false, true) => {
                debug_assert!(c > 0, "flit sent without a credit");
                c.saturating_sub(1)
            }
            _ => c,
        }
    }

    /// Clock edge for a single event (the router applies a returned credit and a sent flit
    /// of the same cycle one after the other, which `next_count` shows is the same as both
    /// at once: the count never passes D or 0 in between).
    #[inline]
    pub fn apply(&mut self, i: CreditIn) {
        self.count = self.next_count(i);
        self.settle();
    }

    /// The next-state register follows a count written directly (`OutputVc::flit_sent`).
    #[inline]
    pub(super) fn settle(&mut self) {
        self.next = self.count;
    }

    /// Clock edge.
    pub fn tick(&mut self) {
        self.count = self.next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cycle(c: &mut CreditCounter, credit_in: bool, flit_sent: bool) -> CreditOut {
        let o = c.comb(CreditIn {
            credit_in,
            flit_sent,
        });
        c.tick();
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
