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

use super::crossbar;
use super::derived::SaReady;
use super::flit::Flit;
use super::input_unit::InputUnit;
use super::output_unit::OutputUnit;
use super::params::RouterParams;
use super::table_rom::TableRom;
use crate::bits::clog2;
use crate::routing::table::RouterTable;
use crate::topology::{PortId, VcId};
use std::sync::Arc;

pub use super::crossbar::{Departing, Sends};
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

/// A router: its blocks (each its registers, a combinational step and a clock edge), its
/// immutable parameters and boot-time tables, and the derived bits its step reads.
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
    /// BW and the input VCs' states (`InputUnit`).
    pub(super) input: InputUnit,
    /// The output VCs' credit counters and owners (`OutputUnit`).
    pub(super) output: OutputUnit,
    /// VA: an arbiter per output VC (over input VCs).
    pub(super) va: VcAllocator,
    /// SA: per input port and per output port arbiters.
    pub(super) sa: SwitchAllocator,
    /// SA's requests as the registers imply them (derived state, `SaReady`).
    ready: SaReady,
    /// The numbering of (port, VC) pairs, computed once (`RouterParams::layout`).
    lay: super::VcLayout,
    /// Input ports a fault cut since the last edge (the hardware's `poison` input): the edge
    /// closes their split packets (`cut_input`).
    pending_cut: u64,
    /// Count the events that cost energy (`count_activity`): off unless a power estimate
    /// reads them (docs/performance.md, "Current figures").
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
        Router {
            node,
            input: InputUnit::new(&params, clog2(rom.nodes()).max(1)),
            output: OutputUnit::new(&params),
            va: VcAllocator::new(params.arbiter, n),
            sa: SwitchAllocator::new(params.arbiter, params.ports + 1, params.vcs),
            ready: SaReady::default(),
            pending_cut: 0,
            counting: false,
            activity: Default::default(),
            latched_writes: 0,
            lay: params.layout(),
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
        self.input.masks.occupied == 0
    }

    /// Combinational step: RC, VA and SA decisions from the registers (the router keeps no
    /// notion of absolute time: delays are countdown registers). Inlined into the fabric's
    /// loop with RC, VA's choice and the sends (docs/performance.md, "Inlining").
    /// Returns whether it decided anything (`!d.is_empty()`), known from the step's own
    /// values rather than read back from the decision wires it has just written.
    #[inline(always)]
    pub fn comb(&self, d: &mut Decisions) -> bool {
        d.clear();
        self.check_derived();
        // Only the input VCs holding flits can route, request VA or request the switch.
        let super::derived::VcMasks {
            occupied, active, ..
        } = self.input.masks;
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
            self.sa.step(sa_requests, &self.ready.out_port, d);
        }
        let decided = heads | (sa_requests != 0);
        debug_assert_eq!(decided, !d.is_empty(), "comb knows what it decided");
        decided
    }

    /// Debug builds: the derived bits (docs/architecture.md, "Derived state") equal what the
    /// registers imply.
    #[inline(always)]
    fn check_derived(&self) {
        if cfg!(debug_assertions) {
            let (masks, ready) = self.recompute_derived();
            let kept = self.input.masks;
            assert_eq!(
                (kept.occupied, kept.active),
                (masks.occupied, masks.active),
                "the masks follow the buffers and the states"
            );
            assert_eq!(self.ready.mask, ready, "SA's requests follow the credits");
            for ivc in set_bits(masks.active) {
                if let VcState::Active { out_port, .. } = self.input.vcs[ivc].state {
                    assert_eq!(self.ready.out_port[ivc], out_port, "SA's output of {ivc}");
                }
            }
        }
    }

    /// The derived bits as the registers imply them: `VcMasks` (without `routing`, which
    /// lives within an edge) and `SaReady`'s mask.
    fn recompute_derived(&self) -> (super::derived::VcMasks, u64) {
        let (mut masks, mut ready) = (super::derived::VcMasks::default(), 0u64);
        for (ivc, vc) in self.input.vcs.iter().enumerate() {
            masks.occupied |= u64::from(!vc.buf.is_empty()) << ivc;
            if let VcState::Active {
                out_port, out_vc, ..
            } = vc.state
            {
                masks.active |= 1 << ivc;
                let o = &self.output.vcs[self.lay.index(out_port as usize, out_vc)];
                ready |= u64::from(o.has(1)) << ivc;
            }
        }
        (masks, ready)
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
            inputs: &self.input.vcs,
            outputs: &self.output.vcs,
            bubble: self.bubble_table(),
            lay: self.lay,
        };
        d.va_requests.clear();
        let mut decided = false;
        for ivc in set_bits(waiting) {
            let ivc_state = &self.input.vcs[ivc];
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
        let input = &self.input.vcs[ivc];
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

    /// The clock edge of `tick`, handing each flit and credit that leaves to `sends` (the
    /// fabric puts them straight on its wires, without the output registers in between:
    /// docs/performance.md, "The clock edge into the wires"). The router's edge only wires
    /// the blocks' edges together: each grant goes to every block it clocks, and each block's
    /// edge writes its own registers (docs/architecture.md, "The router as hardware").
    #[inline]
    pub fn tick_into(&mut self, inputs: &RouterInputs, d: &Decisions, sends: &mut impl Sends) {
        let lay = self.lay;
        self.credits_in(inputs.credit_valid, &inputs.credit_in);
        self.input
            .write(inputs.flit_valid, |port| &inputs.flit_in[port]);
        self.input.tick_routes(d);
        // Each VA grant: the input VC it activates, the output VC it takes, the arbiter that
        // made it.
        for ovc in set_bits(d.va_valid) {
            let VaGrant { ivc, misses } = d.va[ovc];
            self.input.grant(usize::from(ivc), ovc, misses);
            self.output.grant(ovc, ivc);
            self.va.granted(ovc, usize::from(ivc));
            let ready = self.output.vcs[ovc].has(1);
            self.ready.granted(usize::from(ivc), lay.port(ovc), ready);
        }
        // Each SA grant: the crossbar switches its read port to the output and a credit for
        // the slot goes upstream; the output VC counts the flit; the arbiters move on; the
        // input VC is read.
        for out_port in set_bits(d.sa_valid) {
            let ivc = usize::from(d.sa[out_port]);
            let read = self.input.read_port(ivc);
            crossbar::switch(out_port, &read, sends);
            let (in_port, out_vc, tail) = (read.in_port, read.out_vc, read.flit.tail);
            let in_vc = lay.vc(ivc);
            sends.credit(in_port, in_vc);
            let ovc = lay.index(out_port, out_vc);
            self.output.sent(ovc, tail);
            self.sa.granted(in_port, in_vc, out_port);
            self.input.read(ivc, tail);
            let ready = !tail & self.output.vcs[ovc].has(1);
            self.ready.read(ivc, ready);
        }
        let rc = RouteCompute {
            node: self.node,
            params: &self.params,
            table: &self.table,
            rom: &self.rom,
        };
        let lookups = self.input.route_bypass(|ivc, head| rc.step(ivc, head));
        if self.counting {
            let writes = inputs.flit_valid.count_ones() + std::mem::take(&mut self.latched_writes);
            let local = self.params.ports;
            (self.activity).edge(writes, d.sa_valid, local, d.va_valid, lookups);
        }
        if self.pending_cut != 0 {
            for port in set_bits(std::mem::take(&mut self.pending_cut)) {
                self.input.close_open_packets(PortId::new(port));
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
        self.input.write(flits, flit);
    }

    /// The output unit's credits (bit port of `valid`, the VC in `vcs[port]`), and SA's
    /// requests after them.
    #[inline(always)]
    fn credits_in(&mut self, valid: u64, vcs: &[VcId]) {
        let credited = self.output.credits_in(valid, vcs);
        self.ready.follow_credits(&self.output, credited);
    }

    /// A fault cut the link leaving output `port` (docs/faults-during-operation.md, "What a
    /// fault does"): its VCs become sinks, as the ejection port's are, so the switch sends
    /// there without credits and the dead link swallows what arrives; no credit comes back.
    /// A packet holding one of these VCs keeps it until its tail has left.
    pub fn cut_output(&mut self, port: PortId) {
        let cut = self.output.cut(port, self.params.depth);
        // A sink always has room: its owner may request.
        self.ready.follow_credits(&self.output, cut);
    }

    /// A fault cut the link entering input `port`: a packet whose tail will never arrive is
    /// closed with one at the next clock edge (after that edge's reads; the cut link writes
    /// nothing), so its worm releases the VCs it holds on its way and ends at its
    /// destination's interface, which discards it. Pushes the packets it will close onto
    /// `closed`: no edge changes which they are (without a write, the last flit written
    /// stays the last, and a VC that reads its last non-tail flit stays active).
    pub fn cut_input(&mut self, port: PortId, closed: &mut Vec<u32>) {
        self.input.open_packets(port, closed);
        self.pending_cut |= 1 << port.index();
    }
}
