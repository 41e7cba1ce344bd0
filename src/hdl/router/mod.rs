//! The whole router in rust-hdl, the twin of `router::Router`: the same registers, the same
//! combinational step and the same clock edge, so that its outputs equal the native router's
//! cycle for cycle (tests/hdl_router.rs drives both with the same inputs).
//!
//! ```text
//!               ┌──────────────────────────────── HdlRouter ─────────────────────────────────┐
//!  flit_in[NP] ─► fifo[N] ─► RC: rc[N] ───────► route regs ─► VA: va_arb[N] ─► state regs    │
//!  flit_in_vc  │                                                   SA: sa_in[NP], sa_out[NP]├─► flit_out[NP], flit_out_vc
//!  credit_in   ├─► credit counters cnt[N], owner bits own[N]          crossbar + header patch ├─► credit_out[NP]
//!               └─────────────────────────────────────────────────────────────────────────────┘
//! ```
//! Registers per input VC: the FIFO (`HdlVcBuffer`), state (2 bits: 0 idle, 1 routed, 2 active;
//! literals in the logic, since `#[hdl_gen]` cannot name Rust constants),
//! the route (adaptive mask P bits, escape valid, escape port PB bits, escape class, eject),
//! the refusal counter (4 bits), the output VC held (NB bits) and the misses granted by VA
//! (4 bits, written into the head flit as it leaves, where the native model rewrites the
//! buffered head). With multicast: the absorb bit (route and held), and the layer a leg may
//! take (valid + 4 bits). Per output VC: the credit counter (CB bits, reset D) and an owner
//! bit. Output registers: flit, VC and valid per output port; credit VC and valid per input
//! port; the absorb-and-forward copy bit per output port (`copy_out_valid`: the flit on
//! `flit_out[q]` is also the local interface's).
//!
//! A stored flit is FB = 2 + W bits: head, tail, then the data bits of the wire image
//! (`FlitFormat::pack` without the VC field): dest at data bit 0, hops (8 bits) and misses
//! (4 bits) after it, then packet and leg; with a multicast list, `more` (4 bits) and the
//! further destinations. At a listed destination the head leaves with the next destination
//! shifted into `dest` (paper 004's "removes d_i from the list"). The hardware router covers
//! every routing mode with the 5-stage pipeline and round-robin allocators
//! (`RouterShape::new` refuses the rest).
//!
//! Const generics (stable Rust cannot derive one from another; `RouterShape::generics` lists
//! them): NP = P + 1 ports, P network ports, PB = clog2(NP), V VCs, VB = clog2(V),
//! N = NP x V, NB = clog2(N), D slots, AB = clog2(D), CB = clog2(D + 1), DB = destination
//! bits, WW = routing-table word bits, FB = stored flit bits.

pub mod cosim;
pub mod emit;
pub mod lockstep;
pub mod route_compute;
pub mod shape;

use self::route_compute::{FlitFields, HdlRouteCompute};
use self::shape::RouterShape;
use super::prelude::*;
use super::rr_arbiter::HdlRoundRobinArbiter;
use super::sim::Clocked;
use super::table_image::Image;
use super::vc_buffer::HdlVcBuffer;

#[derive(LogicBlock)]
pub struct HdlRouter<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Per input port: a flit (FB bits) on VC `flit_in_vc`, where `flit_in_valid`.
    pub flit_in_valid: Signal<In, Bits<NP>>,
    pub flit_in: [Signal<In, Bits<FB>>; NP],
    pub flit_in_vc: [Signal<In, Bits<VB>>; NP],
    /// Per output port: a credit for VC `credit_in_vc` from downstream (the ejection port
    /// takes none).
    pub credit_in_valid: Signal<In, Bits<NP>>,
    pub credit_in_vc: [Signal<In, Bits<VB>>; NP],
    /// Per output port, registered: the flit switched at the last edge.
    pub flit_out_valid: Signal<Out, Bits<NP>>,
    pub flit_out: [Signal<Out, Bits<FB>>; NP],
    pub flit_out_vc: [Signal<Out, Bits<VB>>; NP],
    /// Per input port, registered: the VC a slot was freed in at the last edge.
    pub credit_out_valid: Signal<Out, Bits<NP>>,
    pub credit_out_vc: [Signal<Out, Bits<VB>>; NP],
    /// Per output port, registered: the flit on `flit_out` is also a copy for the local
    /// interface (multicast absorb and forward).
    pub copy_out_valid: Signal<Out, Bits<NP>>,
    /// Boot configuration, constant while the router runs (`boot` sets it; the Verilog
    /// wrapper of each router ties it to that router's constants): the node id, the routing
    /// table (NODES words of WW bits, `table_image::route_image`) and the bubble-check table
    /// ((P + 1) rows of P bits), and what the table row makes of each VC.
    pub cfg_node: Signal<In, Bits<DB>>,
    pub cfg_table: Signal<In, Bits<TB>>,
    pub cfg_bubble: [Signal<In, Bits<P>>; NP],
    /// Per input VC: an escape VC on a ring; its packets follow the ring; Down phase (MH-UD).
    pub cfg_on_escape: Signal<In, Bits<N>>,
    pub cfg_follow: Signal<In, Bits<N>>,
    pub cfg_down: Signal<In, Bits<N>>,
    /// Per input VC: outputs keeping the dateline class, ring successor, bubble row.
    pub cfg_keep: [Signal<In, Bits<P>>; N],
    pub cfg_successor: [Signal<In, Bits<PB>>; N],
    pub cfg_bubble_row: [Signal<In, Bits<PB>>; N],
    /// Per output VC: open to adaptive requests; its port's escape VC is off the rings.
    pub cfg_adaptive_ok: Signal<In, Bits<N>>,
    pub cfg_off_ring: Signal<In, Bits<N>>,

    // Blocks.
    fifo: [HdlVcBuffer<D, AB, CB, FB>; N],
    rc: [HdlRouteCompute<P, PB, DB, WW, FB, NODES, TB>; N],
    va_arb: [HdlRoundRobinArbiter<N, NB>; N],
    sa_in: [HdlRoundRobinArbiter<V, VB>; NP],
    sa_out: [HdlRoundRobinArbiter<NP, PB>; NP],

    // Input VC registers.
    state: [DFF<Bits<2>>; N],
    route_mask: [DFF<Bits<P>>; N],
    route_escape: [DFF<Bit>; N],
    route_port: [DFF<Bits<PB>>; N],
    route_class: [DFF<Bit>; N],
    route_eject: [DFF<Bit>; N],
    refused: [DFF<Bits<4>>; N],
    held_vc: [DFF<Bits<NB>>; N],
    held_port: [DFF<Bits<PB>>; N],
    held_out_vc: [DFF<Bits<VB>>; N],
    granted_misses: [DFF<Bits<4>>; N],
    route_absorb: [DFF<Bit>; N],
    route_layered: [DFF<Bit>; N],
    route_layer: [DFF<Bits<4>>; N],
    held_absorb: [DFF<Bit>; N],
    // Output VC registers.
    credits: [DFFWithInit<Bits<CB>>; N],
    owned: [DFF<Bit>; N],
    // Output registers.
    out_valid: DFF<Bits<NP>>,
    out_flit: [DFF<Bits<FB>>; NP],
    out_vc: [DFF<Bits<VB>>; NP],
    credit_valid: DFF<Bits<NP>>,
    credit_vc: [DFF<Bits<VB>>; NP],
    copy_valid: DFF<Bits<NP>>,

    // Constants per input VC.
    in_port: [Constant<Bits<PB>>; N],
    in_vc: [Constant<Bits<VB>>; N],
    injected: [Constant<Bit>; N],
    arrived_class: [Constant<Bit>; N],
    // Constants per output VC.
    out_port_of: [Constant<Bits<PB>>; N],
    out_vc_of: [Constant<Bits<VB>>; N],
    port_hot: [Constant<Bits<P>>; N],
    sink: [Constant<Bit>; N],
    escape_vc: [Constant<Bit>; N],
    class_of: [Constant<Bit>; N],
    need: [Constant<Bits<CB>>; N],
    admission_vc: [Constant<Bit>; N],
    vc_index: [Constant<Bits<4>>; N],
    // Router constants.
    bubble_check: Constant<Bit>,
    transit_priority: Constant<Bit>,
    admission: Constant<Bit>,
    admission_credits: Constant<Bits<CB>>,
    two_packets: Constant<Bits<CB>>,
    escape_patience: Constant<Bits<4>>,
    injection_patience: Constant<Bits<4>>,
    // Flit field offsets; multicast: the mask of the bits below the list (kept when the
    // list shifts by one destination, DB bits).
    hops_at: Constant<Bits<8>>,
    misses_at: Constant<Bits<8>>,
    leg_at: Constant<Bits<8>>,
    more_at: Constant<Bits<8>>,
    rest_at: Constant<Bits<8>>,
    dest_shift: Constant<Bits<8>>,
    below_list: Constant<Bits<FB>>,
    local_row: Constant<Bits<PB>>,

    // Wires.
    free: [Signal<Local, Bit>; N],
    has_one: [Signal<Local, Bit>; N],
    req_valid: [Signal<Local, Bit>; N],
    req_vc: [Signal<Local, Bits<NB>>; N],
    req_misses: [Signal<Local, Bits<4>>; N],
    req_priority: [Signal<Local, Bit>; N],
    va_won: [Signal<Local, Bit>; N],
    sa_req: [Signal<Local, Bit>; N],
    sa_pick: [Signal<Local, Bit>; N],
    sa_go: [Signal<Local, Bit>; N],
    sa_want: [Signal<Local, Bits<PB>>; NP],
    // Scratch wires, reused by each unrolled iteration.
    front: Signal<Local, Bits<FB>>,
    misses: Signal<Local, Bits<4>>,
    found: Signal<Local, Bit>,
    best: Signal<Local, Bits<NB>>,
    best_credits: Signal<Local, Bits<CB>>,
    admit: Signal<Local, Bit>,
    patience: Signal<Local, Bits<4>>,
    enters: Signal<Local, Bit>,
    sent: Signal<Local, Bit>,
    row_bits: Signal<Local, Bits<P>>,
    all_req: Signal<Local, Bits<N>>,
    urgent_req: Signal<Local, Bits<N>>,
    port_req: Signal<Local, Bits<V>>,
    out_req: Signal<Local, Bits<NP>>,
    flit: Signal<Local, Bits<FB>>,
    hops: Signal<Local, Bits<8>>,
    vc_out: Signal<Local, Bits<VB>>,
    next_valid: Signal<Local, Bits<NP>>,
    next_credit_valid: Signal<Local, Bits<NP>>,
    next_copy_valid: Signal<Local, Bits<NP>>,
    more: Signal<Local, Bits<4>>,
    leg: Signal<Local, Bits<4>>,
    lookup: Signal<Local, Bits<DB>>,
    row: Signal<Local, Bits<PB>>,
    copy: Signal<Local, Bit>,
}

fn consts<T: Synth, const K: usize>(f: impl Fn(usize) -> T) -> [Constant<T>; K] {
    std::array::from_fn(|i| Constant::new(f(i)))
}

fn wires<T: Synth, Dir: Direction, const K: usize>() -> [Signal<Dir, T>; K] {
    std::array::from_fn(|_| Default::default())
}

impl<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> HdlRouter<NP, P, PB, V, VB, N, NB, D, AB, CB, DB, WW, FB, NODES, TB>
{
    /// The router described by `shape`, its routing-table ROMs holding `image`.
    pub fn new(shape: &RouterShape) -> Self {
        assert_eq!(
            shape.generics(),
            [NP, P, PB, V, VB, N, NB, D, AB, CB, DB, WW, FB, NODES, TB],
            "const generics must be RouterShape::generics()"
        );
        let ins = &shape.inputs;
        let outs = &shape.outputs;
        let fields = FlitFields::of(shape);
        let below_list =
            (0..fields.rest_at).fold(Bits::<FB>::default(), |m, b| m.replace_bit(b, true));
        HdlRouter {
            clock: Default::default(),
            flit_in_valid: Default::default(),
            flit_in: wires(),
            flit_in_vc: wires(),
            credit_in_valid: Default::default(),
            credit_in_vc: wires(),
            flit_out_valid: Default::default(),
            flit_out: wires(),
            flit_out_vc: wires(),
            credit_out_valid: Default::default(),
            credit_out_vc: wires(),
            copy_out_valid: Default::default(),
            cfg_node: Default::default(),
            cfg_table: Default::default(),
            cfg_bubble: wires(),
            cfg_on_escape: Default::default(),
            cfg_follow: Default::default(),
            cfg_down: Default::default(),
            cfg_keep: wires(),
            cfg_successor: wires(),
            cfg_bubble_row: wires(),
            cfg_adaptive_ok: Default::default(),
            cfg_off_ring: Default::default(),
            fifo: std::array::from_fn(|_| HdlVcBuffer::new()),
            rc: std::array::from_fn(|_| HdlRouteCompute::new(shape)),
            va_arb: std::array::from_fn(|_| HdlRoundRobinArbiter::new()),
            sa_in: std::array::from_fn(|_| HdlRoundRobinArbiter::new()),
            sa_out: std::array::from_fn(|_| HdlRoundRobinArbiter::new()),
            state: std::array::from_fn(|_| Default::default()),
            route_mask: std::array::from_fn(|_| Default::default()),
            route_escape: std::array::from_fn(|_| Default::default()),
            route_port: std::array::from_fn(|_| Default::default()),
            route_class: std::array::from_fn(|_| Default::default()),
            route_eject: std::array::from_fn(|_| Default::default()),
            refused: std::array::from_fn(|_| Default::default()),
            held_vc: std::array::from_fn(|_| Default::default()),
            held_port: std::array::from_fn(|_| Default::default()),
            held_out_vc: std::array::from_fn(|_| Default::default()),
            granted_misses: std::array::from_fn(|_| Default::default()),
            credits: std::array::from_fn(|_| DFFWithInit::new(shape.depth.to_bits())),
            owned: std::array::from_fn(|_| Default::default()),
            out_valid: Default::default(),
            out_flit: std::array::from_fn(|_| Default::default()),
            out_vc: std::array::from_fn(|_| Default::default()),
            credit_valid: Default::default(),
            credit_vc: std::array::from_fn(|_| Default::default()),
            copy_valid: Default::default(),
            route_absorb: std::array::from_fn(|_| Default::default()),
            route_layered: std::array::from_fn(|_| Default::default()),
            route_layer: std::array::from_fn(|_| Default::default()),
            held_absorb: std::array::from_fn(|_| Default::default()),
            in_port: consts(|i| ins[i].port.to_bits()),
            in_vc: consts(|i| ins[i].vc.to_bits()),
            injected: consts(|i| ins[i].injected),
            arrived_class: consts(|i| ins[i].arrived_class),
            out_port_of: consts(|o| outs[o].port.to_bits()),
            out_vc_of: consts(|o| outs[o].vc.to_bits()),
            port_hot: consts(|o| {
                let hot = if outs[o].sink {
                    0
                } else {
                    1u64 << outs[o].port
                };
                hot.to_bits()
            }),
            sink: consts(|o| outs[o].sink),
            escape_vc: consts(|o| outs[o].escape),
            class_of: consts(|o| outs[o].class),
            need: consts(|o| outs[o].need.to_bits()),
            admission_vc: consts(|o| outs[o].admission_vc),
            vc_index: consts(|o| outs[o].vc.to_bits()),
            bubble_check: Constant::new(shape.bubble_check),
            transit_priority: Constant::new(shape.transit_priority),
            admission: Constant::new(shape.admission),
            admission_credits: Constant::new(shape.admission_credits.to_bits()),
            two_packets: Constant::new(shape.two_packets.to_bits()),
            escape_patience: Constant::new(u32::from(shape.escape_patience).to_bits()),
            injection_patience: Constant::new(u32::from(shape.injection_patience).to_bits()),
            hops_at: Constant::new(fields.hops_at.to_bits()),
            misses_at: Constant::new(fields.misses_at.to_bits()),
            leg_at: Constant::new(fields.leg_at.to_bits()),
            more_at: Constant::new(fields.more_at.to_bits()),
            rest_at: Constant::new(fields.rest_at.to_bits()),
            dest_shift: Constant::new(shape.flit.dest_bits.to_bits()),
            below_list: Constant::new(below_list),
            local_row: Constant::new(shape.ports.to_bits()),
            free: wires(),
            has_one: wires(),
            req_valid: wires(),
            req_vc: wires(),
            req_misses: wires(),
            req_priority: wires(),
            va_won: wires(),
            sa_req: wires(),
            sa_pick: wires(),
            sa_go: wires(),
            sa_want: wires(),
            front: Default::default(),
            misses: Default::default(),
            found: Default::default(),
            best: Default::default(),
            best_credits: Default::default(),
            admit: Default::default(),
            patience: Default::default(),
            enters: Default::default(),
            sent: Default::default(),
            row_bits: Default::default(),
            all_req: Default::default(),
            urgent_req: Default::default(),
            port_req: Default::default(),
            out_req: Default::default(),
            flit: Default::default(),
            hops: Default::default(),
            vc_out: Default::default(),
            next_valid: Default::default(),
            next_credit_valid: Default::default(),
            next_copy_valid: Default::default(),
            more: Default::default(),
            leg: Default::default(),
            lookup: Default::default(),
            row: Default::default(),
            copy: Default::default(),
        }
    }
}

impl<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> HdlRouter<NP, P, PB, V, VB, N, NB, D, AB, CB, DB, WW, FB, NODES, TB>
{
    /// Drive the boot configuration of router `shape.node` with routing-table image `image`
    /// (before `sim::start`, or before the next settle).
    pub fn boot(&mut self, shape: &RouterShape, image: &Image) {
        assert_eq!(image.len(), TB, "one WW-bit word per destination");
        let boot = shape.boot_values();
        self.cfg_node.next = boot.node.to_bits();
        let mut table = Bits::<TB>::default();
        for (k, bit) in image.iter().enumerate() {
            table = table.replace_bit(k, *bit);
        }
        self.cfg_table.next = table;
        for r in 0..NP {
            self.cfg_bubble[r].next = boot.bubble[r].to_bits();
        }
        self.cfg_on_escape.next = boot.on_escape.to_bits();
        self.cfg_follow.next = boot.follow.to_bits();
        self.cfg_down.next = boot.down.to_bits();
        self.cfg_adaptive_ok.next = boot.adaptive_ok.to_bits();
        self.cfg_off_ring.next = boot.off_ring.to_bits();
        for i in 0..N {
            self.cfg_keep[i].next = boot.keep[i].to_bits();
            self.cfg_successor[i].next = boot.successor[i].to_bits();
            self.cfg_bubble_row[i].next = boot.bubble_row[i].to_bits();
        }
    }
}

impl<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> Logic for HdlRouter<NP, P, PB, V, VB, N, NB, D, AB, CB, DB, WW, FB, NODES, TB>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, out_valid, credit_valid, copy_valid);
        // Scratch wires get a value on every path (no latches).
        self.front.next = 0.into();
        self.misses.next = 0.into();
        self.found.next = false;
        self.best.next = 0.into();
        self.best_credits.next = 0.into();
        self.admit.next = false;
        self.patience.next = 0.into();
        self.enters.next = false;
        self.sent.next = false;
        self.row_bits.next = 0.into();
        self.all_req.next = 0.into();
        self.urgent_req.next = 0.into();
        self.port_req.next = 0.into();
        self.out_req.next = 0.into();
        self.flit.next = 0.into();
        self.hops.next = 0.into();
        self.vc_out.next = 0.into();
        self.next_valid.next = 0.into();
        self.next_credit_valid.next = 0.into();
        self.next_copy_valid.next = 0.into();
        self.more.next = 0.into();
        self.leg.next = 0.into();
        self.lookup.next = 0.into();
        self.row.next = 0.into();
        self.copy.next = false;
        for q in 0..NP {
            self.out_flit[q].clock.next = self.clock.val();
            self.out_flit[q].d.next = 0.into();
            self.out_vc[q].clock.next = self.clock.val();
            self.out_vc[q].d.next = 0.into();
            self.credit_vc[q].clock.next = self.clock.val();
            self.credit_vc[q].d.next = 0.into();
            self.flit_out[q].next = self.out_flit[q].q.val();
            self.flit_out_vc[q].next = self.out_vc[q].q.val();
            self.credit_out_vc[q].next = self.credit_vc[q].q.val();
            self.sa_in[q].clock.next = self.clock.val();
            self.sa_out[q].clock.next = self.clock.val();
        }
        self.flit_out_valid.next = self.out_valid.q.val();
        self.credit_out_valid.next = self.credit_valid.q.val();
        self.copy_out_valid.next = self.copy_valid.q.val();
        // Output VCs: free for a head (no owner, enough credits) and able to take a flit.
        for o in 0..N {
            self.credits[o].clock.next = self.clock.val();
            self.credits[o].d.next = self.credits[o].q.val();
            self.owned[o].clock.next = self.clock.val();
            self.owned[o].d.next = self.owned[o].q.val();
            self.va_arb[o].clock.next = self.clock.val();
            self.free[o].next = !self.owned[o].q.val()
                & (self.sink[o].val() | (self.credits[o].q.val() >= self.need[o].val()));
            self.has_one[o].next = self.sink[o].val() | self.credits[o].q.val().any();
        }
        // Input VCs: BW (write the arriving flit), RC (route a head at the front of an idle
        // VC) and the VA request of a routed VC.
        for i in 0..N {
            self.fifo[i].clock.next = self.clock.val();
            self.state[i].clock.next = self.clock.val();
            self.state[i].d.next = self.state[i].q.val();
            self.route_mask[i].clock.next = self.clock.val();
            self.route_mask[i].d.next = self.route_mask[i].q.val();
            self.route_escape[i].clock.next = self.clock.val();
            self.route_escape[i].d.next = self.route_escape[i].q.val();
            self.route_port[i].clock.next = self.clock.val();
            self.route_port[i].d.next = self.route_port[i].q.val();
            self.route_class[i].clock.next = self.clock.val();
            self.route_class[i].d.next = self.route_class[i].q.val();
            self.route_eject[i].clock.next = self.clock.val();
            self.route_eject[i].d.next = self.route_eject[i].q.val();
            self.refused[i].clock.next = self.clock.val();
            self.refused[i].d.next = self.refused[i].q.val();
            self.held_vc[i].clock.next = self.clock.val();
            self.held_vc[i].d.next = self.held_vc[i].q.val();
            self.held_port[i].clock.next = self.clock.val();
            self.held_port[i].d.next = self.held_port[i].q.val();
            self.held_out_vc[i].clock.next = self.clock.val();
            self.held_out_vc[i].d.next = self.held_out_vc[i].q.val();
            self.granted_misses[i].clock.next = self.clock.val();
            self.granted_misses[i].d.next = self.granted_misses[i].q.val();
            self.route_absorb[i].clock.next = self.clock.val();
            self.route_absorb[i].d.next = self.route_absorb[i].q.val();
            self.route_layered[i].clock.next = self.clock.val();
            self.route_layered[i].d.next = self.route_layered[i].q.val();
            self.route_layer[i].clock.next = self.clock.val();
            self.route_layer[i].d.next = self.route_layer[i].q.val();
            self.held_absorb[i].clock.next = self.clock.val();
            self.held_absorb[i].d.next = self.held_absorb[i].q.val();

            // BW: the flit on this VC's input port, if it names this VC.
            self.fifo[i].write.next = false;
            self.fifo[i].flit_in.next = 0.into();
            for p in 0..NP {
                if self.in_port[i].val().index() == p {
                    self.fifo[i].flit_in.next = self.flit_in[p].val();
                    self.fifo[i].write.next = self.flit_in_valid.val().get_bit(p)
                        & (self.flit_in_vc[p].val() == self.in_vc[i].val());
                }
            }

            // RC: the route of the head at the front, registered when an idle VC takes it.
            self.front.next = self.fifo[i].front.val();
            self.misses.next = self.front.val().get_bits::<4>(self.misses_at.val().index());
            self.rc[i].head.next = self.front.val();
            self.rc[i].node.next = self.cfg_node.val();
            self.rc[i].routes.next = self.cfg_table.val();
            self.rc[i].down.next = self.cfg_down.val().get_bit(i);
            self.rc[i].keep.next = self.cfg_keep[i].val();
            self.rc[i].follow.next = self.cfg_follow.val().get_bit(i);
            self.rc[i].successor.next = self.cfg_successor[i].val();
            self.rc[i].on_escape.next = self.cfg_on_escape.val().get_bit(i);
            self.rc[i].arrived_class.next = self.arrived_class[i].val();
            if (self.state[i].q.val().index() == 0)
                & self.fifo[i].valid.val()
                & self.front.val().get_bit(0)
            {
                self.state[i].d.next = 1.into();
                self.refused[i].d.next = 0.into();
                self.route_eject[i].d.next = self.rc[i].eject.val();
                self.route_mask[i].d.next = self.rc[i].mask.val();
                self.route_escape[i].d.next = self.rc[i].escape.val();
                self.route_port[i].d.next = self.rc[i].port.val();
                self.route_class[i].d.next = self.rc[i].esc_class.val();
                self.route_absorb[i].d.next = self.rc[i].absorb.val();
                self.route_layered[i].d.next = self.rc[i].layered.val();
                self.route_layer[i].d.next = self.rc[i].layer.val();
            }

            // The bubble-check row this VC's packets read.
            self.row_bits.next = 0.into();
            self.row.next = self.cfg_bubble_row[i].val();
            if self.route_absorb[i].q.val() {
                self.row.next = self.local_row.val();
            }
            for r in 0..NP {
                if self.row.val().index() == r {
                    self.row_bits.next = self.cfg_bubble[r].val();
                }
            }
            // VA request: adaptive VCs first (most credits), then the escape VC.
            self.req_valid[i].next = false;
            self.req_vc[i].next = 0.into();
            self.req_misses[i].next = self.misses.val();
            self.req_priority[i].next = false;
            self.found.next = false;
            self.best.next = 0.into();
            self.best_credits.next = 0.into();
            if self.state[i].q.val().index() == 1 {
                if self.route_eject[i].q.val() {
                    for o in 0..N {
                        if self.sink[o].val() & self.free[o].val() & !self.found.val() {
                            self.found.next = true;
                            self.best.next = o.to_bits();
                        }
                    }
                    self.req_valid[i].next = self.found.val();
                    self.req_vc[i].next = self.best.val();
                } else {
                    for o in 0..N {
                        if (self.port_hot[o].val() & self.route_mask[i].q.val()).any()
                            & self.cfg_adaptive_ok.val().get_bit(o)
                            & (!self.route_layered[i].q.val()
                                | (self.vc_index[o].val() == self.route_layer[i].q.val()))
                            & self.free[o].val()
                            & (!self.found.val()
                                | (self.credits[o].q.val() > self.best_credits.val()))
                        {
                            self.found.next = true;
                            self.best.next = o.to_bits();
                            self.best_credits.next = self.credits[o].q.val();
                        }
                    }
                    // Injection admission on bubble rings.
                    self.admit.next = true;
                    if self.injected[i].val() & self.admission.val() & self.route_escape[i].q.val()
                    {
                        self.admit.next = false;
                        for o in 0..N {
                            if (self.out_port_of[o].val() == self.route_port[i].q.val())
                                & self.admission_vc[o].val()
                                & (self.cfg_off_ring.val().get_bit(o)
                                    | (self.credits[o].q.val() >= self.admission_credits.val()))
                            {
                                self.admit.next = true;
                            }
                        }
                    }
                    if self.found.val() & self.admit.val() {
                        self.req_valid[i].next = true;
                        self.req_vc[i].next = self.best.val();
                        if self.cfg_on_escape.val().get_bit(i)
                            & !self.route_absorb[i].q.val()
                            & (self.misses.val().index() != 15)
                        {
                            self.req_misses[i].next = self.misses.val() + 1;
                        }
                    } else {
                        // The escape VC, after `patience` refused VA cycles.
                        if self.injected[i].val() {
                            self.patience.next = self.injection_patience.val();
                        } else {
                            self.patience.next = self.escape_patience.val();
                        }
                        self.found.next = false;
                        if self.route_escape[i].q.val()
                            & !(self.route_mask[i].q.val().any()
                                & (self.refused[i].q.val() < self.patience.val()))
                        {
                            for o in 0..N {
                                if (self.out_port_of[o].val() == self.route_port[i].q.val())
                                    & self.escape_vc[o].val()
                                    & (self.class_of[o].val() == self.route_class[i].q.val())
                                    & self.free[o].val()
                                    & !self.found.val()
                                {
                                    self.found.next = true;
                                    self.best.next = o.to_bits();
                                    self.best_credits.next = self.credits[o].q.val();
                                }
                            }
                            // Bubble condition: entering a ring needs room for two packets.
                            self.enters.next = self.bubble_check.val()
                                & !self
                                    .row_bits
                                    .val()
                                    .get_bit(self.route_port[i].q.val().index());
                            self.req_valid[i].next = self.found.val()
                                & !(self.enters.val()
                                    & (self.best_credits.val() < self.two_packets.val()));
                            self.req_vc[i].next = self.best.val();
                        }
                    }
                }
                // VA priority: transit over injection, ring packets over ring entries.
                if self.transit_priority.val() & self.req_valid[i].val() {
                    self.enters.next = false;
                    for o in 0..N {
                        if (self.req_vc[i].val().index() == o)
                            & self.route_escape[i].q.val()
                            & (self.out_port_of[o].val() == self.route_port[i].q.val())
                            & self.escape_vc[o].val()
                            & self.bubble_check.val()
                        {
                            self.enters.next = !self
                                .row_bits
                                .val()
                                .get_bit(self.route_port[i].q.val().index());
                        }
                    }
                    self.req_priority[i].next = !self.enters.val()
                        & ((self.refused[i].q.val().index() == 15) | !self.injected[i].val());
                }
            }
        }
        // VA: per output VC, a round-robin arbiter over its requesters (priority ones first).
        for o in 0..N {
            self.all_req.next = 0.into();
            self.urgent_req.next = 0.into();
            for i in 0..N {
                if self.req_valid[i].val() & (self.req_vc[i].val().index() == o) {
                    self.all_req.next = self.all_req.val().replace_bit(i, true);
                    if self.req_priority[i].val() {
                        self.urgent_req.next = self.urgent_req.val().replace_bit(i, true);
                    }
                }
            }
            if self.urgent_req.val().any() {
                self.va_arb[o].req.next = self.urgent_req.val();
            } else {
                self.va_arb[o].req.next = self.all_req.val();
            }
            self.va_arb[o].advance.next = self.va_arb[o].valid.val();
        }
        // SA requests: an active VC with a flit and a credit for it.
        for i in 0..N {
            self.va_won[i].next = false;
            self.sa_req[i].next = false;
            for o in 0..N {
                if self.req_valid[i].val()
                    & (self.req_vc[i].val().index() == o)
                    & self.va_arb[o].valid.val()
                    & (self.va_arb[o].grant_index.val().index() == i)
                {
                    self.va_won[i].next = true;
                }
                if (self.state[i].q.val().index() == 2)
                    & self.fifo[i].valid.val()
                    & (self.held_vc[i].q.val().index() == o)
                    & self.has_one[o].val()
                {
                    self.sa_req[i].next = true;
                }
            }
        }
        // SA, input stage: each input port picks one of its requesting VCs.
        for p in 0..NP {
            self.port_req.next = 0.into();
            for i in 0..N {
                if (self.in_port[i].val().index() == p) & self.sa_req[i].val() {
                    self.port_req.next = self
                        .port_req
                        .val()
                        .replace_bit(self.in_vc[i].val().index(), true);
                }
            }
            self.sa_in[p].req.next = self.port_req.val();
        }
        for i in 0..N {
            self.sa_pick[i].next = false;
            for p in 0..NP {
                if (self.in_port[i].val().index() == p)
                    & self.sa_in[p].valid.val()
                    & (self.sa_in[p].grant_index.val() == self.in_vc[i].val())
                {
                    self.sa_pick[i].next = true;
                }
            }
        }
        // The output each input port's pick wants.
        for p in 0..NP {
            self.sa_want[p].next = 0.into();
            for i in 0..N {
                if (self.in_port[i].val().index() == p) & self.sa_pick[i].val() {
                    self.sa_want[p].next = self.held_port[i].q.val();
                }
            }
        }
        // SA, output stage: each output port picks one input port.
        for q in 0..NP {
            self.out_req.next = 0.into();
            for p in 0..NP {
                if self.sa_in[p].valid.val() & (self.sa_want[p].val().index() == q) {
                    self.out_req.next = self.out_req.val().replace_bit(p, true);
                }
            }
            self.sa_out[q].req.next = self.out_req.val();
            self.sa_out[q].advance.next = self.sa_out[q].valid.val();
        }
        for p in 0..NP {
            self.sa_in[p].advance.next = false;
            for q in 0..NP {
                if self.sa_out[q].valid.val() & (self.sa_out[q].grant_index.val().index() == p) {
                    self.sa_in[p].advance.next = true;
                }
            }
        }
        for i in 0..N {
            self.sa_go[i].next = false;
            for q in 0..NP {
                if self.sa_pick[i].val()
                    & self.sa_out[q].valid.val()
                    & (self.sa_out[q].grant_index.val() == self.in_port[i].val())
                {
                    self.sa_go[i].next = true;
                }
            }
        }
        // Clock edge: state, route and credit registers.
        for i in 0..N {
            if self.va_won[i].val() {
                self.state[i].d.next = 2.into();
                self.held_vc[i].d.next = self.req_vc[i].val();
                for o in 0..N {
                    if self.req_vc[i].val().index() == o {
                        self.held_port[i].d.next = self.out_port_of[o].val();
                        self.held_out_vc[i].d.next = self.out_vc_of[o].val();
                    }
                }
                self.granted_misses[i].d.next = self.req_misses[i].val();
                self.held_absorb[i].d.next = self.route_absorb[i].q.val();
            }
            if (self.state[i].q.val().index() == 1)
                & !self.va_won[i].val()
                & (self.refused[i].q.val().index() != 15)
            {
                self.refused[i].d.next = self.refused[i].q.val() + 1;
            }
            self.fifo[i].read.next = self.sa_go[i].val();
            if self.sa_go[i].val() & self.fifo[i].front.val().get_bit(1) {
                self.state[i].d.next = 0.into();
            }
        }
        for o in 0..N {
            for i in 0..N {
                if self.va_won[i].val() & (self.req_vc[i].val().index() == o) {
                    self.owned[o].d.next = true;
                }
                if self.sa_go[i].val()
                    & (self.held_vc[i].q.val().index() == o)
                    & self.fifo[i].front.val().get_bit(1)
                {
                    self.owned[o].d.next = false;
                }
            }
        }
        for o in 0..N {
            // A credit back from downstream and a flit sent on this VC.
            self.found.next = false;
            for p in 0..NP {
                if (self.out_port_of[o].val().index() == p)
                    & self.credit_in_valid.val().get_bit(p)
                    & (self.credit_in_vc[p].val() == self.out_vc_of[o].val())
                    & !self.sink[o].val()
                {
                    self.found.next = true;
                }
            }
            self.sent.next = false;
            for i in 0..N {
                if self.sa_go[i].val()
                    & (self.held_vc[i].q.val().index() == o)
                    & !self.sink[o].val()
                {
                    self.sent.next = true;
                }
            }
            if self.found.val() & !self.sent.val() {
                self.credits[o].d.next = self.credits[o].q.val() + 1;
            }
            if self.sent.val() & !self.found.val() {
                self.credits[o].d.next = self.credits[o].q.val() - 1;
            }
        }
        // ST: the crossbar, with the head's header rewritten (VC, hops + 1, misses).
        for q in 0..NP {
            if self.sa_out[q].valid.val() {
                self.next_valid.next = self.next_valid.val().replace_bit(q, true);
                self.flit.next = 0.into();
                self.vc_out.next = 0.into();
                self.misses.next = 0.into();
                self.copy.next = false;
                for i in 0..N {
                    if self.sa_go[i].val()
                        & (self.sa_out[q].grant_index.val() == self.in_port[i].val())
                    {
                        self.flit.next = self.fifo[i].front.val();
                        self.misses.next = self.granted_misses[i].q.val();
                        self.vc_out.next = self.held_out_vc[i].q.val();
                        self.copy.next = self.held_absorb[i].q.val();
                    }
                }
                // Absorb and forward: every flit is also the local interface's.
                if self.copy.val() {
                    self.next_copy_valid.next = self.next_copy_valid.val().replace_bit(q, true);
                }
                if self.flit.val().get_bit(0) {
                    self.hops.next = self.flit.val().get_bits::<8>(self.hops_at.val().index());
                    if self.hops.val().index() != 255 {
                        self.hops.next = self.hops.val() + 1;
                    }
                    for b in 0..8 {
                        self.flit.next = self.flit.val().replace_bit(
                            self.hops_at.val().index() + b,
                            self.hops.val().get_bit(b),
                        );
                    }
                    for b in 0..4 {
                        self.flit.next = self.flit.val().replace_bit(
                            self.misses_at.val().index() + b,
                            self.misses.val().get_bit(b),
                        );
                    }
                    // The next listed destination moves into dest, the list shifts down by
                    // one destination, more - 1, leg + 1.
                    if self.copy.val() {
                        self.lookup.next =
                            self.flit.val().get_bits::<DB>(self.rest_at.val().index());
                        self.more.next =
                            self.flit.val().get_bits::<4>(self.more_at.val().index()) - 1;
                        self.leg.next =
                            self.flit.val().get_bits::<4>(self.leg_at.val().index()) + 1;
                        self.flit.next = (self.flit.val() & self.below_list.val())
                            | ((self.flit.val() >> self.dest_shift.val()) & !self.below_list.val());
                        for b in 0..DB {
                            self.flit.next = self
                                .flit
                                .val()
                                .replace_bit(2 + b, self.lookup.val().get_bit(b));
                        }
                        for b in 0..4 {
                            self.flit.next = self.flit.val().replace_bit(
                                self.more_at.val().index() + b,
                                self.more.val().get_bit(b),
                            );
                            self.flit.next = self.flit.val().replace_bit(
                                self.leg_at.val().index() + b,
                                self.leg.val().get_bit(b),
                            );
                        }
                    }
                }
                self.out_flit[q].d.next = self.flit.val();
                self.out_vc[q].d.next = self.vc_out.val();
            }
        }
        // Credits upstream: one per input port whose VC sent a flit.
        for p in 0..NP {
            for i in 0..N {
                if self.sa_go[i].val() & (self.in_port[i].val().index() == p) {
                    self.next_credit_valid.next = self.next_credit_valid.val().replace_bit(p, true);
                    self.credit_vc[p].d.next = self.in_vc[i].val();
                }
            }
        }
        self.out_valid.d.next = self.next_valid.val();
        self.credit_valid.d.next = self.next_credit_valid.val();
        self.copy_valid.d.next = self.next_copy_valid.val();
    }
}

impl<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> Clocked for HdlRouter<NP, P, PB, V, VB, N, NB, D, AB, CB, DB, WW, FB, NODES, TB>
{
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}
