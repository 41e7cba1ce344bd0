//! The input unit's registers: per input VC a FIFO of flits (with their buffer-write cycles)
//! and the VC's state, with the route that RC registered for the packet at its head.
//!
//! ```text
//!  flit_in ──► [ FIFO, D slots ] ──► head flit ──► RC ──► state: Idle / Routed / Active
//! ```

use super::flit::Flit;
use std::collections::VecDeque;

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
    /// towards its next destination, `next_dest`, the header's entry `next_leg`.
    pub absorb: bool,
    pub next_dest: u32,
    pub next_leg: u8,
    /// Multicast on layered VCs: the only VC this leg may take (VC = leg index).
    pub layer: Option<u8>,
}

/// Destination lists of path-based multicast packets (paper 004), by packet id: the contents
/// of their header flits, read by RC at each listed destination.
pub type MulticastHeaders = std::collections::HashMap<u32, Box<[u32]>>;

/// State of one input virtual channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VcState {
    /// No packet being routed; a head flit at the front starts RC.
    Idle,
    /// Routed; requesting an output VC from cycle `va_at`; `refused` counts the VA cycles
    /// it has already waited (4 bits), which decides when it may ask for the escape VC.
    Routed {
        route: RouteReg,
        va_at: u64,
        refused: u8,
    },
    /// Holding `out_vc` of `out_port`; flits may request the switch from `sa_at`.
    Active {
        out_port: u8,
        out_vc: u8,
        sa_at: u64,
        /// Multicast absorb-and-forward: every flit also goes to the local interface.
        absorb: bool,
    },
}

/// One input VC: a FIFO of flits with their buffer-write cycles, and its state.
#[derive(Clone, Debug)]
pub struct InputVc {
    pub buf: VecDeque<(Flit, u64)>,
    pub state: VcState,
}
