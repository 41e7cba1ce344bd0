//! The input unit's registers: per input VC a bounded FIFO of D flits (`VcBuffer`) and the
//! VC's state, with the route that RC registered for the packet at its head.
//!
//! ```text
//!  flit_in ──► [ VcBuffer, D slots ] ──► head flit ──► RC ──► state: Idle / Routed / Active
//! ```
//! Registers per input VC: the buffer (see `vc_buffer`), the state (2 bits), in `Routed` the
//! route word, the VA countdown (clog2(S - 4) bits) and the refusal counter (4 bits), in
//! `Active` the output port (clog2(P + 1) bits), output VC (clog2(V) bits) and absorb bit.

use super::vc_buffer::VcBuffer;

/// The routing information registered by RC for the packet at the head of an input VC.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    pub layer: Option<u8>,
}

/// State of one input virtual channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VcState {
    /// No packet being routed; a head flit at the front starts RC.
    Idle,
    /// Routed; requesting an output VC once `wait` has counted down to 0; `refused` counts
    /// the VA cycles it has already waited (4 bits), which decides when it may ask for the
    /// escape VC.
    Routed {
        route: RouteReg,
        /// Extra pipeline stages still to pass before VA: S - 5 at RC, minus one per clock
        /// edge (clog2(S - 4) bits; always 0 in the 5-stage pipeline).
        wait: u8,
        /// VA cycles refused so far (4 bits, saturating at 15).
        refused: u8,
    },
    /// Holding `out_vc` of `out_port`; its flits request the switch (a head flit from the
    /// cycle after its VA grant, the next flits as soon as they are at the front).
    Active {
        out_port: u8,
        out_vc: u8,
        /// Multicast absorb-and-forward: every flit also goes to the local interface.
        absorb: bool,
    },
}

/// One input VC: its FIFO and its state.
#[derive(Clone, Debug)]
pub struct InputVc {
    /// D flit slots with head/tail/count registers.
    pub buf: VcBuffer,
    pub state: VcState,
}
