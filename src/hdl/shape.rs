//! The constants of one router's hardware: everything the HDL router needs from
//! `RouterParams` and the router's own table row, worked out once per input and output VC so
//! that the logic compares against constants instead of decoding modes (the parameter bits of
//! `RouterParams::derive_bits`, made per-VC).

use crate::bits::Value;
use crate::fabric::Fabric;
use crate::hdl::table_image::RouteWord;
use crate::router::flit::Flit;
use crate::router::flit::FlitFormat;
use crate::router::params::COUNTER_MAX;
use crate::router::params::{RouterParams, Switching, VcRole};
use crate::routing::table::{CompiledTables, RouterTable};
use crate::topology::{NodeId, PortId, VcId};
use crate::{Error, Result};

/// Per input VC (index port * V + vc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputShape {
    pub port: usize,
    pub vc: VcId,
    /// The local port: packets entering the network here.
    pub injected: bool,
    /// An escape VC on a ring (or any escape VC without bubble flow control): RC reads the
    /// input's bubble row and counts a miss when the packet leaves for an adaptive VC.
    pub on_escape: bool,
    /// Dateline class of the escape VC (0 for adaptive VCs).
    pub arrived_class: bool,
    /// Outputs on which a packet from this VC keeps its class (`RouterTable::class_keep`).
    pub keep: u64,
    /// MH-UD: packets arriving here are in the Down phase.
    pub down: bool,
    /// A ring packet follows its ring: escape = (`successor`, class 0).
    pub follow: bool,
    pub successor: usize,
    /// The livelock limit applies (mask cleared at `max_misses`).
    pub miss_limit: bool,
    /// Row of the bubble-check table RC registers for this VC.
    pub bubble_row: usize,
}

/// Per output VC.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutputShape {
    pub port: usize,
    pub vc: VcId,
    /// The ejection port: never out of credits.
    pub sink: bool,
    /// May be taken by an adaptive request (an adaptive VC, or a spare escape VC off the rings).
    pub adaptive_ok: bool,
    /// An escape VC, of class `class`.
    pub escape: bool,
    pub class: bool,
    /// Credits a head needs to take this VC (VCT: a packet; atomic: the whole buffer).
    pub need: u32,
    /// The escape VC that injection admission reads.
    pub admission_vc: bool,
    /// The output's escape VC is off the rings (row P of the bubble table).
    pub off_ring: bool,
}

/// One router's hardware constants.
#[derive(Clone, Debug)]
pub struct RouterShape {
    pub ports: usize,
    pub vcs: usize,
    pub depth: usize,
    pub node: NodeId,
    pub nodes: usize,
    pub inputs: Vec<InputShape>,
    pub outputs: Vec<OutputShape>,
    /// (P + 1) rows of P bits, as `RouterTable::bubble_bits` (bit set: no check); zero rows
    /// without bubble flow control.
    pub bubble_rows: Vec<u64>,
    pub bubble_check: bool,
    pub transit_priority: bool,
    /// Injection admission on bubble rings applies.
    pub admission: bool,
    pub admission_credits: u32,
    /// The bubble condition: room for two packets.
    pub two_packets: u32,
    pub max_misses: u8,
    pub escape_patience: u8,
    pub injection_patience: u8,
    pub word: RouteWord,
    /// The flit's fields; `flit.list_capacity > 0`: head flits carry a multicast list, and
    /// RC absorbs and forwards at listed destinations.
    pub flit: FlitFormat,
    /// Multicast on layered VCs: leg k of a multicast packet takes only VC k.
    pub layers: bool,
    /// How the routing table adopts a staged reload: a copy (flip-flops, an ASIC) or a swap
    /// of two banks (LUT RAM, an FPGA); the same reads either way (`hdl::rtl::Staging`).
    pub tables: crate::hdl::rtl::Staging,
}

/// Largest router the HDL generator builds: (P + 1) x V input VCs, as many as the native
/// router it is checked against holds (its request masks are 64 bits).
pub const MAX_INPUT_VCS: usize = 64;

/// Refuse the cycle model's BookSim2 parity behaviour, which the hardware router does not
/// have: min-adapt's allocator and VC roles, and ties drawn per packet.
pub fn check_behaviour(params: &RouterParams, table: &RouterTable) -> Result<()> {
    if let Some(why) = params.mode().algorithm().hardware_refusal() {
        return Err(Error::input(why));
    }
    if params.unordered_choice() {
        return Err(Error::input(format!(
            "{}, which the hardware router does not (it asks for one VC of disjoint classes); use --vcs {} or leave out the preset",
            params.booksim_vc_rule(),
            params.escape_classes(),
        )));
    }
    if params.tie_draw() && table.entries().any(|e| e.tie_dim > 0) {
        return Err(Error::input(
            "--preset booksim draws ties at half a ring per packet, which the hardware router does not (it keeps the parity rule); give --credit-delay 2 --transit-priority off instead",
        ));
    }
    Ok(())
}

/// Refuse, with a one-line error naming the value, router parameters the hardware cannot
/// hold.
fn check_hardware(params: &RouterParams, flit: &FlitFormat) -> Result<()> {
    let v = params.vcs;
    if params.stages != 5 {
        return Err(Error::input(format!(
            "pipeline stages = {}: the hardware router has the 5-stage pipeline",
            params.stages
        )));
    }
    if params.arbiter != crate::router::arbiter::ArbiterKind::RoundRobin {
        return Err(Error::input(
            "arbiter matrix: the hardware router's allocators are round robin".to_string(),
        ));
    }
    if v < 2 {
        return Err(Error::input(format!(
            "vcs = {v}: the hardware router needs at least 2 virtual channels"
        )));
    }
    if params.depth < 2 {
        return Err(Error::input(format!(
            "depth = {}: the hardware router needs at least 2 flit slots",
            params.depth
        )));
    }
    if params.escape_classes() > 2 {
        return Err(Error::input(format!(
            "{} escape classes: the hardware router holds at most 2",
            params.escape_classes()
        )));
    }
    if params.num_input_vcs() > MAX_INPUT_VCS {
        return Err(Error::input(format!(
            "(ports + 1) x vcs = {}: the hardware router holds at most {MAX_INPUT_VCS} input VCs",
            params.num_input_vcs()
        )));
    }
    if flit.list_capacity > 0 && params.bubble_check() {
        return Err(Error::input(format!(
            "multicast list on {}: the hardware router absorbs and forwards only without bubble flow control (mh-ud)",
            params.mode()
        )));
    }
    Ok(())
}

impl InputShape {
    /// The constants of input VC `i` of a router with `table`.
    fn of(params: &RouterParams, table: &RouterTable, i: usize) -> Self {
        let (p, bubble) = (params.ports, params.bubble_check());
        let (port, vc) = params.layout().split(i);
        let network = port < p;
        let escape_class = match params.vc_role(vc) {
            VcRole::Escape(c) => Some(c),
            // Refused before any shape is built (`check_behaviour`).
            VcRole::EscapeShared | VcRole::Adaptive | VcRole::Unused => None,
        };
        let ring = table.ring_successor.get(port).copied().flatten();
        let on_escape = network && escape_class.is_some() && (!bubble || ring.is_some());
        let follow = bubble && on_escape && params.follow_ring();
        InputShape {
            port,
            vc,
            injected: !network,
            on_escape,
            arrived_class: escape_class == Some(1),
            keep: match (network, escape_class) {
                (true, Some(_)) => table.class_keep.get(port).copied().unwrap_or(0),
                _ => 0,
            },
            down: network && table.down_inputs >> port & 1 == 1,
            follow,
            successor: if follow {
                ring.map_or(0, PortId::index)
            } else {
                0
            },
            miss_limit: bubble && on_escape,
            bubble_row: if on_escape { port } else { p },
        }
    }
}

impl OutputShape {
    /// The constants of output VC `o`: `off_ring` is row P of the bubble table (0 without
    /// bubble flow control), `admission_vc` the VC injection admission reads.
    fn of(params: &RouterParams, off_ring: u64, admission_vc: Option<VcId>, o: usize) -> Self {
        let p = params.ports;
        let (port, vc) = params.layout().split(o);
        let role = params.vc_role(vc);
        let adaptive = role == VcRole::Adaptive;
        let spare = port < p && off_ring >> port & 1 == 1;
        OutputShape {
            port,
            vc,
            sink: port == p,
            adaptive_ok: port < p && (adaptive || spare),
            escape: !adaptive,
            class: role == VcRole::Escape(1),
            need: match params.switching {
                Switching::Vct => params.packet_len as u32,
                Switching::Wormhole if params.atomic_adaptive() && adaptive => params.depth as u32,
                Switching::Wormhole => 0,
            },
            admission_vc: Some(vc) == admission_vc,
            off_ring: spare,
        }
    }
}

impl RouterShape {
    /// The constants of router `node`, refusing what the hardware cannot hold with a one-line
    /// error naming the value.
    pub fn new(
        params: &RouterParams,
        table: &RouterTable,
        node: NodeId,
        nodes: usize,
        word: RouteWord,
        flit: FlitFormat,
    ) -> Result<Self> {
        check_hardware(params, &flit)?;
        check_behaviour(params, table)?;
        let (p, v) = (params.ports, params.vcs);
        let bubble = params.bubble_check();
        let off_ring = if bubble { table.bubble_bits[p] } else { 0 };
        let admission_vc = VcId::all(v).find(|&vc| params.vc_role(vc) != VcRole::Adaptive);
        let vcs = 0..params.num_input_vcs();
        let depth = params.depth as u32;
        Ok(RouterShape {
            ports: p,
            vcs: v,
            depth: params.depth,
            node,
            nodes,
            inputs: vcs
                .clone()
                .map(|i| InputShape::of(params, table, i))
                .collect(),
            outputs: vcs
                .map(|o| OutputShape::of(params, off_ring, admission_vc, o))
                .collect(),
            bubble_rows: if bubble {
                table.bubble_bits.clone()
            } else {
                vec![0; p + 1]
            },
            bubble_check: bubble,
            transit_priority: params.transit_priority,
            admission: params.transit_priority && bubble && admission_vc.is_some(),
            admission_credits: crate::router::vc_allocator::admission_credits(params).min(depth),
            two_packets: (2 * params.packet_len as u32).min(depth),
            max_misses: params.max_misses.min(COUNTER_MAX),
            escape_patience: params.escape_patience.min(COUNTER_MAX),
            injection_patience: params.injection_patience.min(COUNTER_MAX),
            word,
            layers: params.multicast_layers && flit.list_capacity > 0,
            flit,
            tables: Default::default(),
        })
    }

    /// Bits of a stored flit: head, tail and the W data bits (the VC is the buffer's).
    pub fn stored_flit_bits(&self) -> usize {
        2 + self.flit.data_bits as usize
    }
}

/// The per-router values the hardware router's configuration holds besides the routing table
/// (`hdl::rtl::vc_config::VcConfigWord` packs them per VC).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BootValues {
    pub node: u64,
    /// (P + 1) rows of the bubble-check table.
    pub bubble: Vec<u64>,
    /// Buses of one bit per input VC (on_escape, follow, down) or output VC (adaptive_ok,
    /// off_ring).
    pub on_escape: u64,
    pub follow: u64,
    pub down: u64,
    pub adaptive_ok: u64,
    pub off_ring: u64,
    /// Per input VC.
    pub keep: Vec<u64>,
    pub successor: Vec<u64>,
    pub bubble_row: Vec<u64>,
}

impl BootValues {
    /// The value of boot port `name` (element `index` of an array port).
    pub fn port(&self, name: &str, index: Option<usize>) -> Option<u64> {
        Some(match (name, index) {
            ("cfg_node", None) => self.node,
            ("cfg_bubble", Some(r)) => *self.bubble.get(r)?,
            ("cfg_on_escape", None) => self.on_escape,
            ("cfg_follow", None) => self.follow,
            ("cfg_down", None) => self.down,
            ("cfg_adaptive_ok", None) => self.adaptive_ok,
            ("cfg_off_ring", None) => self.off_ring,
            ("cfg_keep", Some(i)) => *self.keep.get(i)?,
            ("cfg_successor", Some(i)) => *self.successor.get(i)?,
            ("cfg_bubble_row", Some(i)) => *self.bubble_row.get(i)?,
            _ => return None,
        })
    }
}

impl RouterShape {
    /// Refused VA cycles before input VC `input` asks for the escape VC: the injection
    /// patience on the local port, the escape patience elsewhere.
    pub fn patience(&self, input: usize) -> u8 {
        if self.inputs[input].injected {
            self.injection_patience
        } else {
            self.escape_patience
        }
    }

    /// This router's boot values.
    pub fn boot_values(&self) -> BootValues {
        let bus = |bits: &mut dyn Iterator<Item = bool>| {
            bits.enumerate()
                .fold(0u64, |m, (i, b)| m | u64::from(b) << i)
        };
        let ins = &self.inputs;
        let outs = &self.outputs;
        BootValues {
            node: u64::from(self.node.get()),
            bubble: self.bubble_rows.clone(),
            on_escape: bus(&mut ins.iter().map(|v| v.on_escape)),
            follow: bus(&mut ins.iter().map(|v| v.follow)),
            down: bus(&mut ins.iter().map(|v| v.down)),
            adaptive_ok: bus(&mut outs.iter().map(|v| v.adaptive_ok)),
            off_ring: bus(&mut outs.iter().map(|v| v.off_ring)),
            keep: ins.iter().map(|v| v.keep).collect(),
            successor: ins.iter().map(|v| v.successor as u64).collect(),
            bubble_row: ins.iter().map(|v| v.bubble_row as u64).collect(),
        }
    }
}

/// The shape of router `node` of a fabric.
pub fn shape_of(fabric: &Fabric, node: NodeId) -> Result<RouterShape> {
    shape_for(fabric, fabric.tables(), node)
}

/// The shape of `fabric`'s router `node` holding `tables` (compiled for the fabric's
/// topology and mode, perhaps for another fault set: a reload's).
pub fn shape_for(fabric: &Fabric, tables: &CompiledTables, node: NodeId) -> Result<RouterShape> {
    let table = tables.routers[node.index()]
        .as_deref()
        .ok_or_else(|| crate::Error::input(format!("router {node} is faulty")))?;
    RouterShape::new(
        fabric.params(),
        table,
        node,
        fabric.num_nodes(),
        RouteWord::for_tables(tables),
        flit_format(fabric),
    )
}

/// The flit format of a fabric's wires.
pub fn flit_format(fabric: &Fabric) -> FlitFormat {
    FlitFormat::for_params(fabric.num_nodes(), fabric.params())
}

/// A flit as the HDL router stores it: the wire image without its VC field (head, tail,
/// then the W data bits).
pub fn stored_bits(fmt: &FlitFormat, flit: &Flit) -> Value {
    let wire = fmt.pack(flit);
    let stored = 2 + fmt.data_bits as usize;
    let sideband = wire.resize(stored) & Value::new(stored, 0b11);
    sideband | (wire >> (2 + fmt.vc_bits as usize)).resize(stored) << 2
}
