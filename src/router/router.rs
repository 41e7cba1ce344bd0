//! The table-based router (Puente et al., paper 003, Fig. 1; docs/architecture.md, "The router as
//! hardware"): its blocks wired together, with a combinational step and a clock edge.
//!
//! ```text
//!              ┌───────────────────────────── router r ─────────────────────────────┐
//!  flit_in[P+1]│ BW: VcBuffer[(P+1)V] ─► RC: table row ─► VA: VcAllocator ─► SA:     │ flit_out[P+1]
//!  credit_in[P]│     (input_unit)        (route_compute)   (vc_allocator)   Switch-  │ copy_out[P+1]
//!              │ OutputVc[(P+1)V]: CreditCounter + owner + sink (output_unit)  Alloc. │ credit_out[P+1]
//!              │ ST: Crossbar (crossbar) from the read flits into flit_out's registers │
//!              └─────────────────────────────────────────────────────────────────────┘
//! ```
//! Registers: the VC buffers (`VcBuffer`: D slots, head/tail/count), each input VC's state
//! (idle; routed with its table word, VA countdown and refusal counter; active with its
//! output VC), the output VCs (credit counter of clog2(D + 1) bits, owner, constant sink bit
//! of the ejection port), and the arbiters of the VC and switch allocators. docs/cycle-model.md
//! lists every register with its width. Timing per head flit at zero load: BW and RC at t (RC
//! reads the flit that becomes the front of an idle VC at the edge), VA's request at t+S-4, its
//! arbitration at t+S-3, SA at t+S-2, then ST, link and the downstream BW at SA+3: S+1 cycles per
//! router and link.
//!
//! `comb` reads only registers and this cycle's inputs and returns the decision wires
//! (`ports::Decisions`); `tick` applies them. Routers interact only through channels with at
//! least one cycle of delay, so the order in which routers are evaluated never matters.

use super::flit::Flit;
use super::input_unit::{EdgeSink, InputEdge, InputRead, InputUnit, VcMasks};
use super::params::RouterParams;
use super::table_rom::TableRom;
use super::vc_buffer::VcBuffer;
use crate::bits::clog2;
use crate::routing::table::RouterTable;
use crate::topology::{PortId, VcId};
use std::sync::Arc;

pub use super::input_unit::{InputVc, VcState};
pub use super::output_unit::OutputVc;

use super::bubble_table::BubbleTable;
use super::ports::VaHeld;
pub use super::ports::{Decisions, RouteReg, RouterInputs, RouterOutputs, VaGrant};
use super::route_compute::RouteCompute;
use super::switch_allocator::SwitchAllocator;
use super::vc_allocator::{VaRequest, VaRequestSide, VcAllocator};
use crate::bits::set_bits;
use crate::topology::NodeId;

/// A flit the crossbar switches to an output at a clock edge: the flit in its buffer slot and
/// the header fields the switch rewrites on the way out (the output VC; the hop count, one
/// more after a head). `write_into` copies it whole to where it goes and patches the two
/// fields there, so that it never goes field by field through the stack (docs/performance.md,
/// "Copies and cache lines").
#[derive(Clone, Copy, Debug)]
pub struct Departing<'f> {
    pub flit: &'f Flit,
    pub out_vc: VcId,
    /// Added to the hop count (1 for a head flit leaving the buffer; 0 for a flit already in
    /// an output register).
    pub hop: u8,
}

impl<'f> Departing<'f> {
    /// A flit read from its buffer, leaving on output VC `out_vc`.
    #[inline(always)]
    pub fn read(flit: &'f Flit, out_vc: VcId) -> Self {
        Departing {
            flit,
            out_vc,
            hop: u8::from(flit.head),
        }
    }

    /// A flit in an output register, its header already rewritten.
    #[inline]
    pub fn registered(flit: &'f Flit) -> Self {
        Departing {
            flit,
            out_vc: flit.vc,
            hop: 0,
        }
    }

    /// The flit as it leaves, written into `dst`.
    #[inline(always)]
    pub fn write_into(&self, dst: &mut Flit) {
        *dst = *self.flit;
        dst.vc = self.out_vc;
        dst.hops = self.flit.hops.saturating_add(self.hop);
    }

    /// The flit as it leaves.
    #[inline]
    pub fn get(&self) -> Flit {
        let mut f = Flit::default();
        self.write_into(&mut f);
        f
    }
}

/// Where a clock edge puts what leaves the router: the output registers (`RouterOutputs`), or
/// the fabric's wires directly.
pub trait Sends {
    /// A flit leaves on `out_port`; with `absorb`, a copy also goes to the local interface.
    fn flit(&mut self, out_port: usize, flit: Departing<'_>, absorb: bool);
    /// A credit for VC `vc` of input `in_port` goes upstream.
    fn credit(&mut self, in_port: usize, vc: VcId);
}

impl Sends for RouterOutputs {
    #[inline]
    fn flit(&mut self, out_port: usize, flit: Departing<'_>, absorb: bool) {
        flit.write_into(&mut self.flit_out[out_port]);
        self.flit_valid |= 1 << out_port;
        self.copy_valid |= u64::from(absorb) << out_port;
    }

    #[inline]
    fn credit(&mut self, in_port: usize, vc: VcId) {
        self.credit_out[in_port] = vc;
        self.credit_valid |= 1 << in_port;
    }
}

/// The rest of the router as the input unit's edge sees it (`EdgeSink`): the output VCs, the
/// allocators' arbiters and the crossbar into `sends`.
struct Edge<'r, S> {
    lay: super::VcLayout,
    outputs: &'r mut [OutputVc],
    ready: &'r mut SaReady,
    sa: &'r mut SwitchAllocator,
    va: &'r mut VcAllocator,
    sends: &'r mut S,
}

impl<S: Sends> EdgeSink for Edge<'_, S> {
    #[inline(always)]
    fn granted(&mut self, ovc: usize, ivc: u16) {
        let o = &mut self.outputs[ovc];
        o.owner = ivc;
        self.ready.granted(ivc, self.lay.port(ovc), o.has(1));
        self.va.granted(ovc, usize::from(ivc));
    }

    #[inline(always)]
    fn read(&mut self, r: InputRead<'_>) {
        let InputRead {
            in_port,
            out_port,
            out_vc,
            absorb,
            flit,
        } = r;
        // The flit still carries the input VC it was buffered in; the grant that read it
        // moves SA's arbiters on.
        let in_vc = flit.vc;
        self.sa.granted(in_port, in_vc, out_port);
        let ovc = self.lay.index(out_port, out_vc);
        let o = &mut self.outputs[ovc];
        o.flit_sent();
        o.release_if(flit.tail);
        // The read VC requests again if its output VC still has a credit and its packet goes on.
        let ivc = self.lay.index(in_port, in_vc);
        self.ready.set(ivc, o.has(1) & !flit.tail);
        // With absorb-and-forward, also a local copy.
        self.sends
            .flit(out_port, Departing::read(flit, out_vc), absorb);
        // One SA grant per input port and cycle, so one credit per input port; the local
        // port's goes to the network interface.
        self.sends.credit(in_port, in_vc);
    }
}

/// Per input VC (bit ivc) whether it is active and its output VC has a credit (or is a
/// sink), and the output port each active VC holds: SA's requests and their outputs, kept up
/// to date by each credit, VA grant and read (a tail's read clears the bit, so only active VCs
/// have one), so the combinational step finds them without a pass over the active VCs
/// (docs/performance.md, "Branches"). Derived from the registers (the input VCs'
/// states and the output VCs' counters and owners), not a register itself.
#[derive(Clone, Debug)]
pub(super) struct SaReady {
    pub(super) mask: u64,
    /// Per input VC, the output port it holds (valid where it is active).
    pub(super) out_port: [u8; 64],
}

impl SaReady {
    /// Bit `ivc` of the mask becomes `ready`.
    #[inline(always)]
    fn set(&mut self, ivc: usize, ready: bool) {
        self.mask = self.mask & !(1 << ivc) | u64::from(ready) << ivc;
    }

    /// Input VC `ivc` (flat) now holds an output VC of `out_port`, with a credit or not
    /// (`ready`).
    #[inline(always)]
    fn granted(&mut self, ivc: u16, out_port: usize, ready: bool) {
        self.out_port[usize::from(ivc)] = out_port as u8;
        self.set(usize::from(ivc), ready);
    }

    /// An output VC whose owner register holds `owner` (`NO_OWNER`: none) got a credit: its
    /// owner may request again. Masked, not branched: with no owner, nothing is set.
    #[inline(always)]
    fn credit(&mut self, owner: u16) {
        self.mask |= u64::from(owner != super::output_unit::NO_OWNER) << (owner & 63);
    }
}

/// A router's registers plus its immutable parameters and boot-time tables.
#[derive(Clone, Debug)]
pub struct Router {
    pub(super) node: NodeId,
    pub(super) params: Arc<RouterParams>,
    /// This router's row of the boot-time tables, shared with the compiled tables rather than
    /// copied; RC reads from it only what is per input port (ring successors, dateline
    /// class_keep, down_inputs), the per-destination words come from `rom`.
    pub(super) table: Arc<RouterTable>,
    /// The routing-table and bubble-table ROMs: the packed bits the HDL ROMs hold.
    pub(super) rom: Arc<TableRom>,
    /// Input VCs, index port * V + vc (the local port is P).
    pub(super) inputs: Vec<InputVc>,
    /// Output VCs, index port * V + vc (the local port is P, ejection).
    pub(super) outputs: Vec<OutputVc>,
    /// VA: an arbiter per output VC (over input VCs).
    pub(super) va: VcAllocator,
    /// SA: per input port and per output port arbiters.
    pub(super) sa: SwitchAllocator,
    /// Flits in the buffers (kept for idle skipping and statistics).
    pub(super) occupancy: u32,
    /// The input VCs holding flits, and those active (bit ivc): the combinational step
    /// visits only the occupied ones; the active ones' switch requests are `ready`'s.
    pub(super) masks: VcMasks,
    /// SA's requests as the registers imply them (`SaReady`).
    ready: SaReady,
    /// The numbering of (port, VC) pairs, computed once (`RouterParams::layout`).
    lay: super::VcLayout,
    /// The input unit's constants (its read ports are the crossbar's inputs).
    input_unit: InputUnit,
    /// Input ports a fault cut since the last edge: the edge closes their split packets
    /// (`cut_input`; the hardware's `poison` input).
    pending_cut: u64,
    /// Count the events that cost energy (`count_activity`): off unless a power estimate
    /// reads them, as counting at every edge costs the step about 6% of its instructions
    /// (docs/performance.md, "Current figures").
    counting: bool,
    /// The events that cost energy, counted at each edge (`Activity`).
    activity: super::Activity,
    /// Flits `latch` wrote at this edge, counted when `tick_into` finishes it.
    latched_writes: u32,
}

impl Router {
    /// A router with its registers at reset: empty buffers, full credits; `rom` holds the
    /// images of `table`.
    pub fn new(
        node: NodeId,
        params: Arc<RouterParams>,
        table: Arc<RouterTable>,
        rom: Arc<TableRom>,
    ) -> Self {
        let n = params.num_input_vcs();
        let (p, v, lay) = (params.ports, params.vcs, params.layout());
        let outputs = (0..n)
            .map(|i| OutputVc::new(params.depth, lay.port(i) == p))
            .collect();
        Router {
            node,
            inputs: (0..n)
                .map(|_| InputVc {
                    buf: VcBuffer::new(params.depth),
                    state: VcState::Idle,
                })
                .collect(),
            outputs,
            va: VcAllocator::new(params.arbiter, n),
            sa: SwitchAllocator::new(params.arbiter, p + 1, v),
            occupancy: 0,
            masks: VcMasks::default(),
            ready: SaReady {
                mask: 0,
                out_port: [0; 64],
            },
            input_unit: InputUnit {
                lay,
                rc_wait: (params.stages - 5) as u8,
                dest_bits: clog2(rom.nodes()).max(1),
            },
            pending_cut: 0,
            counting: false,
            activity: Default::default(),
            latched_writes: 0,
            lay,
            params,
            table,
            rom,
        }
    }

    /// The events counted since counting began (`Activity`; all zero unless counted).
    pub fn activity(&self) -> super::Activity {
        self.activity
    }

    /// Count the events that cost energy from this edge on (`activity`).
    pub fn count_activity(&mut self) {
        self.counting = true;
    }

    /// Does it count them (`count_activity`)?
    pub fn counts_activity(&self) -> bool {
        self.counting
    }

    /// This router's routing and bubble tables.
    #[inline]
    pub fn table(&self) -> &RouterTable {
        &self.table
    }

    /// Write new tables into the router (what the table write port does at boot and at a
    /// reconfiguration, docs/faults-during-operation.md): the registers keep their state, so
    /// a packet already routed keeps the route its register holds.
    pub fn load_tables(&mut self, table: Arc<RouterTable>, rom: Arc<TableRom>) {
        self.activity.table_writes += rom.nodes() as u64;
        self.table = table;
        self.rom = rom;
    }

    /// The bubble-check ROM.
    #[inline]
    pub fn bubble_table(&self) -> BubbleTable<'_> {
        BubbleTable::new(&self.rom)
    }

    /// The RC block over this router's table row.
    #[inline]
    pub fn route_compute(&self) -> RouteCompute<'_> {
        RouteCompute {
            node: self.node,
            params: &self.params,
            table: &self.table,
            rom: &self.rom,
        }
    }

    /// Nothing buffered: the router's step would only latch inputs.
    pub fn is_idle(&self) -> bool {
        self.occupancy == 0
    }

    /// Combinational step: RC, VA and SA decisions from the registers (the router keeps no
    /// notion of absolute time: delays are countdown registers). Inlined into the fabric's
    /// loop with RC, VA's choice and the sends (docs/performance.md, "Inlining").
    /// Returns whether it decided anything (`!d.is_empty()`), known from the step's own
    /// values rather than read back from the decision wires it has just written.
    #[inline(always)]
    pub fn comb(&self, d: &mut Decisions) -> bool {
        d.clear();
        // Only the input VCs holding flits can route, request VA or request the switch.
        let VcMasks {
            occupied, active, ..
        } = self.masks;
        debug_assert_eq!(
            (occupied, active),
            self.inputs
                .iter()
                .enumerate()
                .fold((0, 0), |(o, a), (i, ivc)| (
                    o | u64::from(!ivc.buf.is_empty()) << i,
                    a | u64::from(matches!(ivc.state, VcState::Active { .. })) << i
                )),
            "the masks follow the buffers and the states"
        );
        debug_assert_eq!(
            self.ready.mask,
            self.inputs
                .iter()
                .enumerate()
                .fold(0, |m, (i, ivc)| match ivc.state {
                    VcState::Active {
                        out_port, out_vc, ..
                    } => {
                        let ok = self.sa.requests(&self.outputs, out_port, out_vc);
                        debug_assert_eq!(self.ready.out_port[i], out_port);
                        m | u64::from(ok) << i
                    }
                    _ => m,
                }),
            "SA's ready VCs follow the output VCs' credits"
        );
        if occupied == 0 {
            return false;
        }
        let waiting = occupied & !active;
        let heads = waiting != 0 && self.comb_rc_va(waiting, d);
        // SA requests: the active VCs holding flits whose output VC has a credit (`ready` holds
        // only active VCs). Any request is granted somewhere (each requesting input port's
        // pick wants some output).
        let sa_requests = occupied & self.ready.mask;
        if sa_requests != 0 {
            self.sa.step_mask(sa_requests, &self.ready.out_port, d);
        }
        let decided = heads | (sa_requests != 0);
        debug_assert_eq!(decided, !d.is_empty(), "comb knows what it decided");
        decided
    }

    /// RC and VA of the input VCs `waiting` (holding flits, not active): a head flit at the
    /// front of an idle VC is routed; a routed VC past its countdown offers the request it
    /// registered at the last edge to VA's arbiters (`VcAllocator::step`, or with min-adapt
    /// `step_islip`) and forms the request of the next cycle. Returns whether it decided
    /// anything: an RC result, a countdown or a VA request (a VA grant needs a request).
    #[inline(always)]
    fn comb_rc_va(&self, waiting: u64, d: &mut Decisions) -> bool {
        let va_side = VaRequestSide {
            params: &self.params,
            inputs: &self.inputs,
            outputs: &self.outputs,
            bubble: self.bubble_table(),
            lay: self.lay,
        };
        d.va_requests.clear();
        let mut decided = false;
        for ivc in set_bits(waiting) {
            let ivc_state = &self.inputs[ivc];
            // Every flit in a buffer was written at an earlier edge, so the head flit may be
            // routed as soon as it is at the front.
            match &ivc_state.state {
                VcState::Active { .. } => unreachable!("the active mask follows the states"),
                VcState::Idle => {
                    if let Some(front) = ivc_state.buf.front().filter(|f| f.head) {
                        d.rc[ivc] = self.route_compute().step(ivc, front);
                        d.rc_valid |= 1 << ivc;
                        decided = true;
                    }
                }
                VcState::Routed { wait, .. } if *wait > 0 => {
                    d.countdown = true;
                    decided = true;
                }
                VcState::Routed { request, .. } => {
                    if ivc_state.buf.is_empty() {
                        continue;
                    }
                    d.va_waiting |= 1 << ivc;
                    decided = true;
                    // VA's second stage: the request registered at the last edge goes to the
                    // arbiters where its output VC is free now (and has room for two packets
                    // when the move enters a ring).
                    for ovc in set_bits(request.out_vcs) {
                        if va_side.grantable(ovc, request.bubble) {
                            d.va_requests.push(VaRequest {
                                ivc: ivc as u16,
                                ovc: ovc as u16,
                                misses: request.misses,
                                priority: request.priority,
                            });
                        }
                    }
                }
            }
        }
        let granted = if self.params.unordered_choice() {
            self.va.step_islip(d)
        } else if !d.va_requests.is_empty() {
            self.va.step(d)
        } else {
            0
        };
        // VA's first stage, for the VCs not granted now: a granted VC drops it at the edge.
        for ivc in set_bits(d.va_waiting & !granted) {
            d.va_next[ivc] = self.va_first_stage(&va_side, ivc);
        }
        decided
    }

    /// VA's first stage of input VC `ivc` (routed, holding flits): the request it registers at
    /// the edge for the arbiters of the next cycle (`VaHeld`; none when it may not ask yet).
    #[inline(always)]
    fn va_first_stage(&self, va_side: &VaRequestSide<'_>, ivc: usize) -> VaHeld {
        let input = &self.inputs[ivc];
        let (VcState::Routed { route, refused, .. }, Some(front)) =
            (&input.state, input.buf.front())
        else {
            unreachable!("VA's requesters are routed and hold flits")
        };
        if self.params.unordered_choice() {
            let mut out_vcs = 0u64;
            va_side.unordered_requests(route, front, &mut |out_vc, _| {
                out_vcs |= 1 << out_vc;
            });
            VaHeld {
                out_vcs,
                misses: front.misses,
                ..VaHeld::default()
            }
        } else if let Some((ovc, misses, bubble)) = va_side.choose_output_vc(
            route,
            front,
            *refused,
            ivc >= self.params.ports * self.params.vcs,
        ) {
            // Priority only matters (and is only computed) with transit priority.
            VaHeld {
                out_vcs: 1 << ovc,
                misses,
                priority: self.params.transit_priority && va_side.has_priority(ivc, ovc as usize),
                bubble,
            }
        } else {
            VaHeld::default()
        }
    }

    /// Clock edge: latch arriving flits and credits, then apply the decisions of `comb`; the
    /// output registers `out` take what leaves.
    pub fn tick(&mut self, inputs: &RouterInputs, d: &Decisions, out: &mut RouterOutputs) {
        out.clear();
        self.tick_into(inputs, d, out);
    }

    /// The clock edge of `tick`, handing each flit and credit that leaves to `sends` as the
    /// edge produces it, in output-port order (the fabric puts them straight on its wires,
    /// without the output registers in between: docs/performance.md, "The clock edge into the
    /// wires").
    #[inline]
    pub fn tick_into(&mut self, inputs: &RouterInputs, d: &Decisions, sends: &mut impl Sends) {
        let lay = self.lay;
        self.credits_in(inputs.credit_valid, &inputs.credit_in);
        // Each SA grant reads one flit from its input port; the crossbar switches it to its
        // output, whose register is `flit_out`, with the header patched for the next hop. The
        // grant's own (input port, output port) pair is the crossbar's select, applied read by
        // read. Each VA grant sets its output VC's owner register and moves VA's arbiters, as
        // the input unit registers it. (No output VC a VA grant takes at this edge is one a
        // read frees: VA grants only output VCs no packet holds.)
        let mut edge = Edge {
            lay,
            outputs: &mut self.outputs,
            ready: &mut self.ready,
            sa: &mut self.sa,
            va: &mut self.va,
            sends,
        };
        let held = self.input_unit.tick(
            &mut self.inputs,
            &InputEdge::new(inputs, d),
            &mut self.masks,
            &mut edge,
        );
        self.occupancy = self.occupancy.wrapping_add_signed(held);
        let mut lookups = 0;
        // RC of the heads that became the front of an idle VC at this edge (`VcMasks::routing`;
        // in the hardware RC reads `flit_in`, or the buffer's second slot behind a leaving tail).
        for ivc in set_bits(std::mem::take(&mut self.masks.routing)) {
            let head = self.inputs[ivc].buf.front().expect("a flit at the front");
            if !head.head {
                continue;
            }
            lookups += 1;
            let route = self.route_compute().step(ivc, head);
            self.inputs[ivc].state = VcState::Routed {
                route,
                wait: self.input_unit.rc_wait,
                refused: 0,
                request: VaHeld::default(),
            };
        }
        if self.counting {
            let writes = inputs.flit_valid.count_ones() + std::mem::take(&mut self.latched_writes);
            let local = self.params.ports;
            (self.activity).edge(writes, d.sa_valid, local, d.va_valid, lookups);
        }
        if self.pending_cut != 0 {
            for port in set_bits(std::mem::take(&mut self.pending_cut)) {
                self.close_cut_packets(PortId::new(port));
            }
        }
    }

    /// The first part of the clock edge, for a fabric that keeps the wires itself: each credit
    /// that arrives (bit port of `credits`, the VC in `credit_vcs[port]`) adds one to its
    /// output VC's counter, and each flit that arrives (bit port of `flits`, the flit
    /// `flit(port)`) is written into its VC buffer. `tick_into` with inputs that hold only
    /// the rest (no flit, no credit) then finishes the edge.
    #[inline(always)]
    pub fn latch<'f>(
        &mut self,
        (credits, credit_vcs): (u64, &[VcId]),
        flits: u64,
        flit: impl Fn(usize) -> &'f Flit,
    ) {
        self.credits_in(credits, credit_vcs);
        if self.counting {
            self.latched_writes = flits.count_ones();
        }
        let held = self
            .input_unit
            .write(&mut self.inputs, flits, flit, &mut self.masks);
        self.occupancy = self.occupancy.wrapping_add_signed(held);
    }

    /// Each credit that arrives (bit port of `valid`, the VC in `vcs[port]`): one more in its
    /// output VC's counter.
    #[inline(always)]
    fn credits_in(&mut self, valid: u64, vcs: &[VcId]) {
        for port in set_bits(valid) {
            let ovc = self.lay.index(port, vcs[port]);
            let o = &mut self.outputs[ovc];
            o.credit_in();
            self.ready.credit(o.owner);
        }
    }

    /// A fault cut the link leaving output `port` (docs/faults-during-operation.md, "What a
    /// fault does"): its VCs become sinks, as the ejection port's are, so the switch sends
    /// there without credits and the dead link swallows what arrives; no credit comes back.
    /// A packet holding one of these VCs keeps it until its tail has left.
    pub fn cut_output(&mut self, port: PortId) {
        let (lay, depth) = (self.lay, self.params.depth);
        for vc in 0..self.params.vcs {
            let o = &mut self.outputs[lay.index(port.index(), VcId::new(vc))];
            *o = OutputVc {
                owner: o.owner,
                ..OutputVc::new(depth, true)
            };
            // A sink always has room: its owner may request.
            self.ready.credit(o.owner);
        }
    }

    /// A fault cut the link entering input `port`: a packet whose tail will never arrive is
    /// closed with one at the next clock edge (after that edge's reads; the cut link writes
    /// nothing), so its worm releases the VCs it holds on its way and ends at its
    /// destination's interface, which discards it. Pushes the packets it will close onto
    /// `closed`: no edge changes which they are (without a write, the last flit written
    /// stays the last, and a VC that reads its last non-tail flit stays active).
    pub fn cut_input(&mut self, port: PortId, closed: &mut Vec<u32>) {
        let lay = self.lay;
        for vc in 0..self.params.vcs {
            let ivc = &self.inputs[lay.index(port.index(), VcId::new(vc))];
            let active = matches!(ivc.state, VcState::Active { .. });
            if (!ivc.buf.is_empty() || active) && !ivc.buf.last_written().tail {
                closed.push(ivc.buf.last_written().packet);
            }
        }
        self.pending_cut |= 1 << port.index();
    }

    /// The clock edge's part of `cut_input`: the last flit written is still in the buffer
    /// RAM: it becomes the tail, or (buffer empty, the worm gone ahead) a copy of it marked
    /// tail, one flit further, is written (the hardware's poison write, docs/hdl.md).
    fn close_cut_packets(&mut self, port: PortId) {
        let lay = self.lay;
        for vc in 0..self.params.vcs {
            let ivc = &mut self.inputs[lay.index(port.index(), VcId::new(vc))];
            if !ivc.buf.is_empty() {
                ivc.buf.last_written_mut().tail = true;
            } else if matches!(ivc.state, VcState::Active { .. }) {
                let mut tail = *ivc.buf.last_written();
                tail.head = false;
                tail.tail = true;
                tail.index = tail.index.wrapping_add(1);
                tail.closing = true;
                ivc.buf.write(&tail);
                self.occupancy += 1;
                self.masks.occupied |= 1 << lay.index(port.index(), VcId::new(vc));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The crossbar's header rewrite, applied where the flit lands: the output VC always, one
    /// more hop after a head (saturating), and nothing again for a flit already in an output
    /// register.
    #[test]
    fn a_departing_flit_takes_its_output_vc_and_a_head_one_more_hop() {
        let head = Flit {
            head: true,
            vc: VcId::new(1),
            hops: 3,
            packet: 9,
            rest: 0xabc,
            ..Flit::default()
        };
        let body = Flit {
            head: false,
            index: 1,
            ..head
        };
        let mut landed = Flit::default();
        Departing::read(&head, VcId::new(0)).write_into(&mut landed);
        assert_eq!(
            landed,
            Flit {
                vc: VcId::new(0),
                hops: 4,
                ..head
            }
        );
        Departing::read(&body, VcId::new(0)).write_into(&mut landed);
        assert_eq!(
            landed,
            Flit {
                vc: VcId::new(0),
                ..body
            }
        );
        assert_eq!(Departing::registered(&landed).get(), landed);
        let worn = Flit {
            hops: u8::MAX,
            ..head
        };
        assert_eq!(Departing::read(&worn, VcId::new(1)).get().hops, u8::MAX);
    }
}
