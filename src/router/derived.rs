//! Derived state: bits the router's combinational step reads instead of a pass over every
//! VC. None is a register: each is a function of the registers (the input VCs' buffers and
//! states, the output VCs' counters and owners), which the hardware computes with gates and
//! the model keeps up to date at each clock edge, from the same wires the blocks' edges take.
//! `Router::check_derived` recomputes them from the registers in debug builds, at every
//! combinational step (docs/architecture.md, "Derived state").

use super::output_unit::{NO_OWNER, OutputUnit};
use crate::bits::set_bits;

/// Per input VC a bit (bit ivc): which VCs the combinational step visits, and how. Kept by
/// the input unit's edge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VcMasks {
    /// The VC holds flits.
    pub occupied: u64,
    /// The VC is `Active`: its flits request the switch.
    pub active: u64,
    /// Within an edge only: the VC is idle after this edge with a head flit at its front
    /// that was not there before (written into the VC while it was empty and idle, or behind
    /// the tail this edge read). RC routes it at this same edge
    /// (`InputUnit::route_bypass`).
    pub routing: u64,
}

/// SA's requests (`SwitchAllocator::step`): per input VC (bit ivc) whether it is active and
/// its output VC has a credit (or is a sink), and the output port each active VC holds.
/// Kept by the router's edge as it takes each credit, VA grant and read.
#[derive(Clone, Debug)]
pub struct SaReady {
    pub(super) mask: u64,
    /// Per input VC, the output port it holds (valid where it is active).
    pub(super) out_port: [u8; 64],
}

impl Default for SaReady {
    fn default() -> Self {
        SaReady {
            mask: 0,
            out_port: [0; 64],
        }
    }
}

impl SaReady {
    /// Bit `ivc` of the mask becomes `ready`.
    #[inline(always)]
    fn set(&mut self, ivc: usize, ready: bool) {
        self.mask = self.mask & !(1 << ivc) | u64::from(ready) << ivc;
    }

    /// The output VCs `credited` (bit ovc) got a credit at this edge: their owners may
    /// request. Masked, not branched: an output VC without an owner sets nothing.
    #[inline(always)]
    pub(super) fn follow_credits(&mut self, output: &OutputUnit, credited: u64) {
        for ovc in set_bits(credited) {
            let owner = output.vcs[ovc].owner;
            self.mask |= u64::from(owner != NO_OWNER) << (owner & 63);
        }
    }

    /// Input VC `ivc` now holds an output VC of `out_port` (a VA grant), with a credit or
    /// not (`ready`).
    #[inline(always)]
    pub(super) fn granted(&mut self, ivc: usize, out_port: usize, ready: bool) {
        self.out_port[ivc] = out_port as u8;
        self.set(ivc, ready);
    }

    /// Input VC `ivc` was read: it requests again when its packet goes on and its output VC
    /// still has a credit (`ready`).
    #[inline(always)]
    pub(super) fn read(&mut self, ivc: usize, ready: bool) {
        self.set(ivc, ready);
    }
}
