//! The numbers that size one router's hardware, taken from validated `RouterParams` and the
//! compiled tables.

use crate::bits::clog2;
use crate::hdl::table_image::RouteWord;
use crate::router::RouterParams;
use crate::router::arbiter::ArbiterKind;
use crate::router::flit::FlitFormat;
use crate::router::params::VcRole;
use crate::routing::table::CompiledTables;
use crate::topology::VcId;

/// One router's sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouterSizes {
    /// Network ports P (the local port makes P + 1).
    pub ports: usize,
    /// Virtual channels per port, V.
    pub vcs: usize,
    /// Flit slots per VC, D.
    pub depth: usize,
    /// Bits of a flit in a buffer and on the crossbar: sideband (head, tail, VC) + data.
    pub flit_bits: u32,
    /// Data bits of a flit (`--flit-width`).
    pub data_bits: u32,
    /// Routing-table entries: one per destination node.
    pub nodes: usize,
    /// The routing-table word.
    pub word: RouteWord,
    /// The router has the bubble-check table (ring modes: bubble, pv, esv).
    pub bubble_check: bool,
    /// Path-based multicast (MH-UD, head flits with a destination list): the route register
    /// also holds absorb and the leg's layer.
    pub multicast: bool,
    /// Pipeline stages S (the VA countdown has clog2(S - 4) bits).
    pub stages: usize,
    pub arbiter: ArbiterKind,
    /// Escape VCs per port (the rest are adaptive): VA's candidates differ by role.
    pub escape_vcs: usize,
    /// Bits of the packet tag a flit carries (at least 1: the closing tail's register,
    /// `hdl::rtl::tail_copy`).
    pub tag_bits: u64,
}

impl RouterSizes {
    pub fn new(params: &RouterParams, tables: &CompiledTables, nodes: usize) -> Self {
        let flit = FlitFormat::for_params(nodes, params);
        RouterSizes {
            ports: params.ports,
            vcs: params.vcs,
            depth: params.depth,
            flit_bits: flit.width(),
            data_bits: flit.data_bits,
            nodes,
            word: RouteWord::for_tables(tables),
            bubble_check: params.mode().uses_rings(),
            multicast: params.list_capacity > 0,
            stages: params.stages,
            arbiter: params.arbiter,
            escape_vcs: VcId::all(params.vcs)
                .filter(|&vc| params.vc_role(vc) != VcRole::Adaptive)
                .count(),
            tag_bits: u64::from(flit.packet_bits.max(1)),
        }
    }

    /// Bits of a flit in a VC buffer: head, tail and data (the buffer is the VC, so the VC
    /// field is not stored).
    pub fn stored_flit_bits(&self) -> u64 {
        u64::from(self.data_bits) + 2
    }

    /// Bits of a crossbar lane: the stored flit, its output VC and the multicast copy bit.
    pub fn lane_bits(&self) -> u64 {
        self.stored_flit_bits() + u64::from(clog2(self.vcs).max(1)) + 1
    }

    /// Input VCs (P + 1) x V, which is also the number of output VCs.
    pub fn input_vcs(&self) -> usize {
        (self.ports + 1) * self.vcs
    }
}
