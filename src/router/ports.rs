//! The router's ports and its internal decision wires, all of fixed shape: one slot per
//! port, VC or grant, each with a valid bit, sized once from `RouterParams` (no lists that
//! grow with traffic).
//!
//! ```text
//!               ┌──────────────────────────── router ────────────────────────────┐
//!  flit_in[P+1] ─►  (valid + flit; P = local port, from the network interface)    ├─► flit_out[P+1] (valid + flit; P = ejection)
//!  credit_in[P] ─►  (valid + VC, from the downstream routers)                     ├─► copy_out[P+1] (valid + flit: absorb-and-forward's local copy)
//!               │   Decisions: rc[(P+1)V], va[(P+1)V], sa[P+1], va_waiting        ├─► credit_out[P+1] (valid + VC; P = to the network interface)
//!               └─────────────────────────────────────────────────────────────────┘
//! ```
//! Widths: a flit is `FlitFormat::width()` bits; a VC field clog2(V) bits; an input-VC field
//! clog2((P + 1) x V) bits; valid masks are one bit per slot ((P + 1) x V <= 64).

use super::flit::Flit;
use super::params::RouterParams;
use crate::topology::VcId;

/// Wires into a router during one cycle.
#[derive(Clone, Debug)]
pub struct RouterInputs {
    /// Per input port (P + 1; port P is the local port): flit valid bits.
    pub flit_valid: u64,
    /// Per input port: the flit, written into the VC buffer named by its `vc` field at the
    /// clock edge (meaningful where `flit_valid`).
    pub flit_in: Vec<Flit>,
    /// Per output port (P): credit valid bits.
    pub credit_valid: u64,
    /// Per output port: VC (clog2(V) bits) of a credit returned from downstream.
    pub credit_in: Vec<VcId>,
}

impl RouterInputs {
    pub fn new(params: &RouterParams) -> Self {
        RouterInputs {
            flit_valid: 0,
            flit_in: vec![Flit::default(); params.ports + 1],
            credit_valid: 0,
            credit_in: vec![VcId::default(); params.ports],
        }
    }

    /// Drive `flit` on input port `port` (one flit per port and cycle).
    #[inline]
    pub fn set_flit(&mut self, port: usize, flit: Flit) {
        debug_assert!(
            self.flit_valid >> port & 1 == 0,
            "two flits on input {port}"
        );
        self.flit_in[port] = flit;
        self.flit_valid |= 1 << port;
    }

    /// The flit on input port `port`, if valid.
    pub fn flit(&self, port: usize) -> Option<Flit> {
        (self.flit_valid >> port & 1 == 1).then(|| self.flit_in[port])
    }

    /// All wires invalid (the payloads keep stale values, as wires without a valid bit do).
    #[inline]
    pub fn clear(&mut self) {
        self.flit_valid = 0;
        self.credit_valid = 0;
    }
}

/// The routing information registered by RC for the packet at the head of an input VC.
// 4-byte aligned, as `VaHeld`: an input VC's state and buffer fill one line (docs/performance.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, packed(4))]
pub struct RouteReg {
    /// Adaptive output ports (already phase-selected for MH-UD).
    pub mask: u64,
    /// Escape output port and class (None: no escape candidate).
    pub escape: Option<(u8, u8)>,
    /// Row of the bubble table to consult (input port, or P for adaptive / injection).
    pub bubble_row: u8,
    /// The destination is this router: eject.
    pub eject: bool,
    /// The packet arrived on an escape VC and may still leave for adaptive VCs.
    pub from_escape: bool,
    /// Path-based multicast: this router is a listed destination and not the last one; the
    /// packet is absorbed here (a copy of every flit to the local interface) and forwarded
    /// towards the header's next destination, which VA's grant shifts into `dest`.
    pub absorb: bool,
    /// Multicast on layered VCs: the only VC this leg may take (VC = leg index).
    pub layer: Option<VcId>,
}

/// One VA grant of an output VC.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VaGrant {
    /// The winning input VC's flat index (clog2((P + 1) x V) bits).
    pub ivc: u16,
    /// The packet's escape-to-adaptive moves after this hop (4 bits; the header's `misses`).
    pub misses: u8,
}

/// One VA request: an input VC asks for one output VC.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VaRequest {
    /// The requesting input VC's flat index (clog2((P + 1) x V) bits).
    pub ivc: u16,
    /// The requested output VC's flat index (clog2((P + 1) x V) bits).
    pub ovc: u16,
    /// The packet's misses after the move (4 bits), carried to the grant.
    pub misses: u8,
    /// Served before requests without it (transit over injection, ring over ring entry).
    pub priority: bool,
}

/// The VA request an input VC registers at the end of VA's first stage and offers to the
/// arbiters in its second (docs/cycle-model.md, "Pipeline timing"): the output VCs asked for
/// (one bit; several under min-adapt's iSLIP; none: no request), the misses the head leaves
/// with, whether it is served first and whether it enters a bubble ring. Widths in the
/// hardware: clog2((P + 1) x V) for the output VC, 4 for the misses, 1 each for the priority,
/// the bubble flag and the valid bit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, packed(4))]
pub struct VaHeld {
    pub out_vcs: u64,
    pub misses: u8,
    pub priority: bool,
    /// The move enters a bubble ring: granted only with room for two packets downstream.
    pub bubble: bool,
}

/// The decision wires of one combinational step (RC, VA, SA), applied by the clock edge.
#[derive(Clone, Debug)]
pub struct Decisions {
    /// Per input VC: RC produced a route this cycle ((P + 1) x V valid bits).
    pub rc_valid: u64,
    /// Per input VC: the route RC produced (meaningful where `rc_valid`).
    pub rc: Vec<RouteReg>,
    /// Per output VC: VA granted it this cycle ((P + 1) x V valid bits).
    pub va_valid: u64,
    /// Per output VC: the grant (meaningful where `va_valid`).
    pub va: Vec<VaGrant>,
    /// Per output port: SA granted it this cycle (P + 1 valid bits).
    pub sa_valid: u64,
    /// Per output port: the granted input VC (clog2((P + 1) x V) bits; meaningful where
    /// `sa_valid`): the crossbar select and the input unit's read enable.
    pub sa: Vec<u16>,
    /// Per input VC: took part in VA this cycle, granted or not ((P + 1) x V bits; refused
    /// ones count up their refusal counters).
    pub va_waiting: u64,
    /// Per input VC taking part in VA (`va_waiting`): the request its first stage formed
    /// this cycle, registered at the edge for the arbiters of the next (`VaHeld`).
    pub va_next: Vec<VaHeld>,
    /// Some routed VC is still counting down its extra pipeline stages (S > 5): the clock
    /// edge must decrement the countdowns.
    pub countdown: bool,
    /// Working storage of the combinational step, kept here so a step neither clears a
    /// fixed-size array nor allocates; it carries nothing from one cycle to the next: VA's
    /// requests (emptied by each step) and SA's pick per input port (read only where picked
    /// this step).
    pub(crate) va_requests: Vec<VaRequest>,
    pub(super) sa_pick: Vec<u16>,
}

impl Decisions {
    pub fn new(params: &RouterParams) -> Self {
        let n = params.num_input_vcs();
        Decisions {
            rc_valid: 0,
            rc: vec![RouteReg::default(); n],
            va_valid: 0,
            va: vec![VaGrant::default(); n],
            sa_valid: 0,
            sa: vec![0; params.ports + 1],
            va_waiting: 0,
            va_next: vec![VaHeld::default(); n],
            countdown: false,
            va_requests: Vec::with_capacity(n),
            sa_pick: vec![0; params.ports + 1],
        }
    }

    /// All valid bits clear (the payload wires keep stale values, as in hardware).
    #[inline]
    pub fn clear(&mut self) {
        self.rc_valid = 0;
        self.va_valid = 0;
        self.sa_valid = 0;
        self.va_waiting = 0;
        self.countdown = false;
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        // Bitwise, not short-circuit: one test, not one branch per wire (docs/performance.md,
        // "Branches").
        (self.rc_valid | self.va_valid | self.sa_valid | self.va_waiting) == 0 && !self.countdown
    }

    /// The VA grant of output VC `ovc`, if any.
    pub fn va_grant(&self, ovc: usize) -> Option<VaGrant> {
        (self.va_valid >> ovc & 1 == 1).then(|| self.va[ovc])
    }

    /// The SA grant of output port `port` (the input VC), if any.
    pub fn sa_grant(&self, port: usize) -> Option<u16> {
        (self.sa_valid >> port & 1 == 1).then(|| self.sa[port])
    }
}

/// Wires out of a router at one clock edge.
#[derive(Clone, Debug)]
pub struct RouterOutputs {
    /// Per output port (P + 1; port P is ejection): flit valid bits.
    pub flit_valid: u64,
    /// Per output port: the flit leaving through the switch (meaningful where `flit_valid`).
    pub flit_out: Vec<Flit>,
    /// Per output port: the flit is also copied to the local interface (path-based
    /// multicast's absorb-and-forward at a listed destination).
    pub copy_valid: u64,
    /// Per input port (P + 1; port P goes to the network interface): credit valid bits.
    pub credit_valid: u64,
    /// Per input port: VC (clog2(V) bits) of a slot freed in that input VC.
    pub credit_out: Vec<VcId>,
}

impl RouterOutputs {
    pub fn new(params: &RouterParams) -> Self {
        RouterOutputs {
            flit_valid: 0,
            flit_out: vec![Flit::default(); params.ports + 1],
            copy_valid: 0,
            credit_valid: 0,
            credit_out: vec![VcId::default(); params.ports + 1],
        }
    }

    /// All wires invalid.
    #[inline]
    pub fn clear(&mut self) {
        self.flit_valid = 0;
        self.copy_valid = 0;
        self.credit_valid = 0;
    }

    /// The credit on input port `port`'s credit wire, if valid.
    pub fn credit(&self, port: usize) -> Option<VcId> {
        (self.credit_valid >> port & 1 == 1).then(|| self.credit_out[port])
    }
}
