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
//! `OutputUnit::credits_in`, `OutputUnit::grant` and `OutputUnit::sent` are the clock edge of
//! these registers alone.

use super::credit_counter::{CreditCounter, CreditIn};
use super::params::RouterParams;
use crate::bits::set_bits;
use crate::topology::{PortId, VcId};

/// The output unit: (P + 1) x V output VCs, index port * V + vc (the local port is P, the
/// ejection port, whose VCs are sinks).
#[derive(Clone, Debug)]
pub struct OutputUnit {
    pub(super) lay: super::VcLayout,
    /// Registers: the output VCs.
    pub(super) vcs: Vec<OutputVc>,
}

impl OutputUnit {
    /// At reset: D credits, no owners; the ejection port's VCs are sinks.
    pub fn new(params: &RouterParams) -> Self {
        let lay = params.layout();
        OutputUnit {
            lay,
            vcs: (0..params.num_input_vcs())
                .map(|ovc| OutputVc::new(params.depth, lay.port(ovc) == params.ports))
                .collect(),
        }
    }

    /// The first part of the clock edge: each credit that arrives (bit port of `valid`, the
    /// VC in `vcs[port]`) adds one to its output VC's counter. Returns the output VCs
    /// credited (bit ovc).
    #[inline(always)]
    pub fn credits_in(&mut self, valid: u64, vcs: &[VcId]) -> u64 {
        let mut credited = 0;
        for port in set_bits(valid) {
            let ovc = self.lay.index(port, vcs[port]);
            self.vcs[ovc].credit_in();
            credited |= 1 << ovc;
        }
        credited
    }

    /// Clock edge of a VA grant of output VC `ovc` to input VC `ivc`: the owner register.
    #[inline(always)]
    pub fn grant(&mut self, ovc: usize, ivc: u16) {
        debug_assert!(self.vcs[ovc].is_free(), "VA granted a held output VC");
        self.vcs[ovc].owner = ivc;
    }

    /// Clock edge of a flit the crossbar sent on output VC `ovc`: it takes a credit, and a
    /// tail (`tail`) releases the owner. (A VA grant never takes an output VC a tail frees at
    /// the same edge: VA grants only output VCs no packet holds.)
    #[inline(always)]
    pub fn sent(&mut self, ovc: usize, tail: bool) {
        let o = &mut self.vcs[ovc];
        o.flit_sent();
        o.release_if(tail);
    }

    /// A fault cut the link leaving output `port`: its VCs become sinks, as the ejection
    /// port's are, with full counters; each keeps its owner until the owner's tail has left.
    /// Returns the output VCs cut (bit ovc), which now have room.
    pub fn cut(&mut self, port: PortId, depth: usize) -> u64 {
        let mut cut = 0;
        for vc in self.lay.vc_ids() {
            let ovc = self.lay.index(port.index(), vc);
            let o = &mut self.vcs[ovc];
            *o = OutputVc {
                owner: o.owner,
                ..OutputVc::new(depth, true)
            };
            cut |= 1 << ovc;
        }
        cut
    }
}

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
        self.credits.comb().count
    }

    /// Room for `need` flits downstream (always, for the ejection port).
    #[inline]
    pub fn has(&self, need: u32) -> bool {
        // Bitwise, not short-circuit: no branch on the port kind (docs/performance.md,
        // "Branches").
        self.sink | (self.count() >= need)
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
        self.credits.tick(CreditIn {
            credit_in: true,
            flit_sent: false,
        });
    }

    /// Clock edge: a flit left on this VC. A sink's counter sees no flit (its `flit_sent`
    /// input is gated by the sink bit), so it is never written.
    #[inline]
    pub fn flit_sent(&mut self) {
        self.credits.tick(CreditIn {
            credit_in: false,
            flit_sent: !self.sink,
        });
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
