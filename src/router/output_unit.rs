//! The output unit's registers: per output VC the credit counter (free downstream slots) and
//! the owner (the input VC whose packet holds it until its tail leaves).
//!
//! ```text
//!  credit_in (valid + VC) ──► ┌ per output VC ─────────────────────────┐ ──► free / count
//!  flit_sent (SA grant)   ──► │ CreditCounter (clog2(D + 1)) | owner   │ ──► owner (valid + in VC)
//!  va grant / tail sent   ──► │ sink (1 bit, constant)                 │
//!                             └────────────────────────────────────────┘
//! ```
//! Registers per output VC: the credit counter (clog2(D + 1) bits, reset D), the owner valid
//! bit and input VC (clog2((P + 1) x V) bits), and the constant `sink` bit of the ejection port.

use super::credit_counter::{CreditCounter, CreditIn};

/// One output VC as seen from upstream: free downstream slots and the packet holding it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputVc {
    /// Free flit slots downstream (width clog2(D + 1)).
    pub(super) credits: CreditCounter,
    /// Constant 1 on the ejection port: the network interface always drains, so this output
    /// never runs out of credits and its counter is neither read nor written.
    pub(super) sink: bool,
    /// Input VC (port * V + vc) whose packet holds this VC, or `NO_OWNER` (valid bit +
    /// clog2((P + 1) x V) bits). A plain word rather than an `Option`, so that a tail's
    /// release is a mask, not a branch (docs/performance.md, "Branches").
    pub(super) owner: u16,
}

/// `OutputVc::owner` when no packet holds the VC (above any input VC index: at most 64).
pub(super) const NO_OWNER: u16 = u16::MAX;

impl OutputVc {
    /// At reset: D credits, no owner.
    pub fn new(depth: usize, sink: bool) -> Self {
        OutputVc {
            credits: CreditCounter::new(depth as u32),
            sink,
            owner: NO_OWNER,
        }
    }

    /// Free downstream slots (the counter's register).
    #[inline]
    pub fn count(&self) -> u32 {
        self.credits.count
    }

    /// Room for `need` flits downstream (always, for the ejection port).
    #[inline]
    pub fn has(&self, need: u32) -> bool {
        // Bitwise, not short-circuit: no branch on the port kind (docs/performance.md,
        // "Branches").
        self.sink | (self.credits.count >= need)
    }

    /// No packet holds the VC.
    #[inline]
    pub fn is_free(&self) -> bool {
        self.owner == NO_OWNER
    }

    /// Clock edge: a flit left on this VC; a tail (`tail`) releases it. Masked, not
    /// branched: the owner register takes `NO_OWNER` when `tail`.
    #[inline]
    pub fn release_if(&mut self, tail: bool) {
        self.owner |= 0u16.wrapping_sub(u16::from(tail));
    }

    /// Clock edge: a credit came back.
    #[inline]
    pub fn credit_in(&mut self) {
        debug_assert!(!self.sink, "credit returned to the ejection port");
        self.credits.apply(CreditIn {
            credit_in: true,
            flit_sent: false,
        });
    }

    /// Clock edge: a flit left on this VC.
    #[inline]
    pub fn flit_sent(&mut self) {
        // A sink's counter is never written: the decrement is masked, not branched around.
        let c = &mut self.credits;
        debug_assert!(self.sink || c.count > 0, "flit sent without a credit");
        c.count -= u32::from(!self.sink & (c.count > 0));
        c.settle();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn network_output_counts_and_ejection_never_runs_out() {
        let mut o = OutputVc::new(4, false);
        assert_eq!(o.credits.width(), 3);
        for k in (0..4).rev() {
            assert!(o.has(1));
            o.flit_sent();
            assert_eq!(o.count(), k);
        }
        assert!(!o.has(1) && o.has(0));
        o.credit_in();
        assert!(o.has(1) && !o.has(2));

        let mut e = OutputVc::new(4, true);
        for _ in 0..100 {
            assert!(e.has(4));
            e.flit_sent();
        }
        assert_eq!(e.count(), 4, "the ejection counter is never written");
    }
}
