//! The router top, elaborated at run time from the blocks of this module: the twin of
//! `router::Router` for any shape within the hardware limits (docs/hdl.md, "The router").
//!
//! ```text
//!               ┌──────────────────────────────── ftr_router ────────────────────────────────────┐
//!  flit_in[NP] ─► unit[N] (input VC: buffer, control) ◄─► rc[N] ─► va ─┐                          │
//!  flit_in_vc  │    ▲ row_addr/bits   ▲ lookup/word                    └► unit[N] ─► sa           │
//!  credit_in   ├─► credit[N] (output VCs) ─ out_vcs (credits, free, ...) ─┘          │           │
//!  cfg_* ──────┤   routes: Memory (NODES words, N read ports)                         ▼           │
//!  node ───────┤   bubble: Memory (NP rows of P bits, N read ports)      rewrite[NP] ─► xbar ─────├─► flit_out[NP], flit_out_vc,
//!              │   vc_config: Memory (N words, N read ports)                                      │   copy_out_valid
//!              │   owned (N bits), credit_valid, credit_vc[NP] ───────────────────────────────────├─► credit_out[NP]
//!              └─────────────────────────────────────────────────────────────────────────────────┘
//! ```
//! N = (P + 1) x V VCs, index port x V + vc. The router's tables live in three memories written
//! through one configuration port (`cfg_write`, `cfg_target`, `cfg_addr`, `cfg_data`): the
//! routing table (one `RouteWord` per destination), the bubble-check table ((P + 1) rows of P
//! bits) and the VC configuration (one word per VC: `VcConfigWord`). The node id is an input,
//! tied per instance by the fabric, so every router of a fabric is the same module.
//! Registers of the top: the owner bit of each output VC and the credits sent upstream; the
//! blocks hold the rest (VC buffers and input VC control, credit counters, arbiters, crossbar).
//!
//! Every loop of `update` is unrolled into the Verilog, one copy of its body per iteration, so
//! the logic is written to keep the bodies short: per input port, the arrivals (flits and
//! credits) become one-hot masks over the VCs, packed port by port as the VCs are numbered;
//! per input VC, one statement marks the output VC it sends on or releases; the owners are
//! one vector expression; SA gives per port what ST needs (`port_go`, `port_vc`, `out_port`).
//! The two selections that remain per (port, input VC) pair are the flit an input VC takes
//! from its port and the `leaving` word a port takes from its switched VC: an array of
//! wires is indexed only by a loop index, and p x V + v is none (V is known at run time).

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::header_rewrite::HeaderRewrite;
use super::input_vc::InputVc;
use super::vc_config::VcConfigWord;
use super::{
    CreditCounter, Crossbar, Memory, ModuleKind, Param, Reg, RouteCompute, SwitchAllocator, Value,
    VcAllocator, Wire,
};
use crate::bits::clog2;
use crate::hdl::shape::RouterShape;
use crate::router::VcLayout;
use crate::router::table_image::{Image, word};

/// The memories behind the configuration port, by `cfg_target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    Routes = 0,
    Bubble = 1,
    VcConfig = 2,
}

/// One write through the configuration port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConfigWrite {
    pub table: Table,
    pub addr: usize,
    pub data: Value,
}

#[derive(LogicBlock)]
pub struct RtlRouter {
    kind: ModuleKind,
    /// This router's node id (tied by the fabric).
    pub node: Wire<In>,
    /// Per input port: a flit on VC `flit_in_vc[p]` where bit p of `flit_in_valid`.
    pub flit_in_valid: Wire<In>,
    pub flit_in: Vec<Wire<In>>,
    pub flit_in_vc: Vec<Wire<In>>,
    /// Per output port: a credit for VC `credit_in_vc[q]` from downstream (the ejection port
    /// takes none).
    pub credit_in_valid: Wire<In>,
    pub credit_in_vc: Vec<Wire<In>>,
    /// Per output port, registered: the flit switched at the last edge, its VC, and whether
    /// it is also a copy for the local interface (multicast absorb and forward).
    pub flit_out_valid: Wire<Out>,
    pub flit_out: Vec<Wire<Out>>,
    pub flit_out_vc: Vec<Wire<Out>>,
    pub copy_out_valid: Wire<Out>,
    /// Per input port, registered: the VC a slot was freed in at the last edge.
    pub credit_out_valid: Wire<Out>,
    pub credit_out_vc: Vec<Wire<Out>>,
    /// Configuration port: write `cfg_data` at `cfg_addr` of table `cfg_target` at the edge,
    /// into the staged banks when `cfg_stage`; `cfg_commit` adopts every staged table at the
    /// edge (`Memory`).
    pub cfg_write: Signal<In, Bit>,
    pub cfg_stage: Signal<In, Bit>,
    pub cfg_commit: Signal<In, Bit>,
    pub cfg_target: Wire<In>,
    pub cfg_addr: Wire<In>,
    pub cfg_data: Wire<In>,
    /// Faults during a run (docs/hdl.md, "Faults during a run"): per output port, its link is
    /// cut (its VCs become sinks, with full credits); per input port, its link was cut in
    /// this cycle (the edge closes the packets it split).
    pub dead_out: Wire<In>,
    pub poison: Wire<In>,

    rc: Vec<RouteCompute>,
    unit: Vec<InputVc>,
    credit: Vec<CreditCounter>,
    va: VcAllocator,
    sa: SwitchAllocator,
    rewrite: Vec<HeaderRewrite>,
    xbar: Crossbar,
    routes: Memory,
    bubble: Memory,
    vc_config: Memory,
    owned: Reg,
    credit_valid: Reg,
    credit_vc: Vec<Reg>,

    /// Per input VC: its port; per output VC: the bit of its counter's `at_least` that says
    /// it has the credits a head needs (at most D), and whether it can (the need is at most
    /// D); one bit per output VC: the ejection port.
    in_port: Vec<Param>,
    need_at: Vec<Param>,
    need_ok: Param,
    sink: Param,
    /// The credits of a VC whose link is cut (every bit of `at_least`: D); the `at_least` bit
    /// of the credits of two packets (the bubble condition) and whether a VC holds them at
    /// all.
    all_credits: Param,
    room_at: Param,
    room_ok: Param,
    /// V, and where the last port's VCs start ((P + 1) x V - V): VCs are packed port by port.
    vcs: Param,
    last_port_at: Param,
    /// Fields of the VC configuration word.
    keep_at: Param,
    successor_at: Param,
    /// Credits packing: each output VC's `at_least` code (CB = D + 1 bits: credits travel as
    /// codes, so that a test of the credits is a bit), the last at `credits_top`, N x CB in
    /// all; N.
    credit_bits: Param,
    credits_top: Param,
    credits_width: Param,
    vc_count: Param,
    /// A crossbar lane: the flit, then its output VC at `vc_at`, the copy bit at `copy_at`
    /// (the low bits of an input VC's `leaving`, whose misses follow at `misses_at`).
    vc_at: Param,
    copy_at: Param,
    misses_at: Param,

    /// Per input VC: an arriving flit is written; per output VC: a credit arrives, a flit
    /// is sent, a tail releases it. One port's VC as a one-hot (V bits), and N bits wide.
    write_hot: Wire<Local>,
    credit_hot: Wire<Local>,
    sent: Wire<Local>,
    released: Wire<Local>,
    port_sent: Wire<Local>,
    port_released: Wire<Local>,
    /// Per output VC: its output port granted the input port of the loop.
    spread: Wire<Local>,
    vc_hot: Wire<Local>,
    port_hot: Wire<Local>,
    free: Wire<Local>,
    room: Wire<Local>,
    req_bubble: Wire<Local>,
    /// Per output VC: it holds a credit after the edge, without and with a flit sent on it
    /// (a cut link's counter takes no flit: both are the first).
    credit_idle: Wire<Local>,
    credit_go: Wire<Local>,
    credits: Wire<Local>,
    /// Output VCs that take flits without credits: the ejection port's and the cut links'.
    sink_now: Wire<Local>,

    /// Every output VC's state for the input VCs (`InputVc::out_vcs`).
    out_vcs: Wire<Local>,
    /// One output VC's credits, as wide as the bus it is shifted into.
    wide: Wire<Local>,
    adaptive_ok: Wire<Local>,
    off_ring: Wire<Local>,
    req_valid: Wire<Local>,
    req_priority: Wire<Local>,
    sa_req: Wire<Local>,
    /// The switched VC of one input port: its flit, the misses granted, copy, output VC.
    port_leaving: Wire<Local>,
    lane: Wire<Local>,
    copies: Wire<Local>,
    _n: usize,
    _ports: usize,
}

/// The router top's module.
const KIND: ModuleKind = ModuleKind::new(
    "ftr_router",
    "Router top: VC buffers, RC, input VC control, VA, SA, header rewrite and\n\
     crossbar, credit counters; the routing, bubble-check and VC configuration\n\
     tables in memories written through the cfg port (cfg_target 0, 1, 2).",
);

/// The routing table: one `RouteWord` per destination, a read port for each of the `n` input
/// VCs.
fn route_table(shape: &RouterShape, n: usize) -> Memory {
    let kind = ModuleKind::new(
        "ftr_route_table",
        "Routing table: one RouteWord per destination, a read port per input VC.",
    );
    Memory::new(kind, shape.nodes, shape.word.width() as usize, n).with_staging(shape.tables)
}

/// The bubble-check table: a row of `p` bits for each of the `np` input ports.
fn bubble_table(np: usize, p: usize, n: usize) -> Memory {
    let kind = ModuleKind::new(
        "ftr_bubble_table",
        "Bubble-check table: row r (input port r, P = local) bit q set means a\n\
         packet from r to q stays on its ring (no bubble check).",
    );
    Memory::new(kind, np, p, n)
}

/// The VC configuration: a `VcConfigWord` of `width` bits for each of the `n` VCs.
fn vc_config_table(n: usize, width: usize) -> Memory {
    let kind = ModuleKind::new(
        "ftr_vc_config",
        "VC configuration: per VC on_escape, follow, down, adaptive_ok, off_ring,\n\
         keep, ring successor and bubble row.",
    );
    Memory::new(kind, n, width, n)
}

impl RtlRouter {
    /// The router of `shape`; its tables are empty until written (`load` or the port).
    pub fn new(shape: &RouterShape) -> RtlRouter {
        let (p, v) = (shape.ports, shape.vcs);
        let np = p + 1;
        let n = np * v;
        let (pb, vb) = (index_bits(np), index_bits(v));
        let cb = shape.depth + 1;
        let fb = shape.stored_flit_bits();
        let db = (clog2(shape.nodes) as usize).max(1);
        let cw = VcConfigWord { ports: p };
        let lane = fb + vb + 1;
        let (addr_bits, data_bits) = config_widths(shape);
        RtlRouter {
            kind: KIND,
            node: Wire::new(db),
            flit_in_valid: Wire::new(np),
            flit_in: Wire::many(np, fb),
            flit_in_vc: Wire::many(np, vb),
            credit_in_valid: Wire::new(np),
            credit_in_vc: Wire::many(np, vb),
            flit_out_valid: Wire::new(np),
            flit_out: Wire::many(np, fb),
            flit_out_vc: Wire::many(np, vb),
            copy_out_valid: Wire::new(np),
            credit_out_valid: Wire::new(np),
            credit_out_vc: Wire::many(np, vb),
            cfg_write: Default::default(),
            cfg_stage: Default::default(),
            cfg_commit: Default::default(),
            cfg_target: Wire::new(2),
            cfg_addr: Wire::new(addr_bits),
            cfg_data: Wire::new(data_bits),
            dead_out: Wire::new(np),
            poison: Wire::new(np),
            rc: (0..n).map(|i| RouteCompute::new(shape, i)).collect(),
            unit: (0..n).map(|i| InputVc::new(shape, i)).collect(),
            credit: (0..n).map(|_| CreditCounter::new(shape.depth)).collect(),
            va: VcAllocator::new(n),
            sa: SwitchAllocator::new(np, v),
            rewrite: (0..np).map(|_| HeaderRewrite::new(shape)).collect(),
            xbar: Crossbar::new(np, lane),
            routes: route_table(shape, n),
            bubble: bubble_table(np, p, n),
            vc_config: vc_config_table(n, cw.width()),
            owned: Reg::new(n, 0),
            credit_valid: Reg::new(np, 0),
            credit_vc: Reg::many(np, vb, 0),
            in_port: (0..n)
                .map(|i| Param::new(pb, VcLayout::new(v).port(i) as u64))
                .collect(),
            need_at: shape
                .outputs
                .iter()
                .map(|o| Param::fitting((o.need as usize).min(shape.depth)))
                .collect(),
            need_ok: Param::bus(shape.outputs.iter().map(|o| o.need as usize <= shape.depth)),
            sink: Param::bus(shape.outputs.iter().map(|o| o.sink)),
            all_credits: Param::of(!Value::zero(cb)),
            room_at: Param::fitting((shape.two_packets as usize).min(shape.depth)),
            room_ok: Param::new(1, u64::from(shape.two_packets as usize <= shape.depth)),
            vcs: Param::fitting(v),
            last_port_at: Param::fitting(n - v),
            keep_at: Param::fitting(VcConfigWord::KEEP_AT),
            successor_at: Param::fitting(cw.successor_at()),
            credit_bits: Param::fitting(cb),
            credits_top: Param::fitting((n - 1) * cb),
            credits_width: Param::fitting(n * cb),
            vc_count: Param::fitting(n),
            vc_at: Param::fitting(fb),
            copy_at: Param::fitting(fb + vb),
            misses_at: Param::fitting(fb + vb + 1),
            write_hot: Wire::new(n),
            credit_hot: Wire::new(n),
            sent: Wire::new(n),
            released: Wire::new(n),
            port_sent: Wire::new(n),
            port_released: Wire::new(n),
            spread: Wire::new(n),
            vc_hot: Wire::new(v),
            port_hot: Wire::new(n),
            free: Wire::new(n),
            room: Wire::new(n),
            req_bubble: Wire::new(n),
            credit_idle: Wire::new(n),
            credit_go: Wire::new(n),
            credits: Wire::new(n * cb),
            sink_now: Wire::new(n),
            out_vcs: Wire::new(n * (cb + 5)),
            wide: Wire::new(n * cb),
            adaptive_ok: Wire::new(n),
            off_ring: Wire::new(n),
            req_valid: Wire::new(n),
            req_priority: Wire::new(n),
            sa_req: Wire::new(n),
            port_leaving: Wire::new(lane + 4),
            lane: Wire::new(lane),
            copies: Wire::new(np),
            _n: n,
            _ports: np,
        }
    }

    /// Write the tables without the port (simulations that do not model the boot).
    pub fn load(&mut self, writes: &[ConfigWrite]) {
        for w in writes {
            let mem = match w.table {
                Table::Routes => &mut self.routes,
                Table::Bubble => &mut self.bubble,
                Table::VcConfig => &mut self.vc_config,
            };
            mem.poke(w.addr, w.data);
        }
    }
}

/// Widths of the configuration port of the router of `shape`: (address bits, data bits),
/// enough for the largest of its three tables.
pub fn config_widths(shape: &RouterShape) -> (usize, usize) {
    let (p, np) = (shape.ports, shape.ports + 1);
    let addr_bits = [shape.nodes, np, np * shape.vcs]
        .into_iter()
        .map(Memory::address_bits)
        .max()
        .unwrap_or(1);
    let data_bits = (shape.word.width() as usize)
        .max(p)
        .max(VcConfigWord { ports: p }.width());
    (addr_bits, data_bits)
}

/// Every table write that boots router `shape.node` with routing-table image `image`: the
/// routing table word by word, the bubble rows, the VC configuration words.
pub fn boot_writes(shape: &RouterShape, image: &Image) -> Vec<ConfigWrite> {
    let ww = shape.word.width();
    let routes = (0..shape.nodes).map(|d| ConfigWrite {
        table: Table::Routes,
        addr: d,
        data: Value::from_u128(ww as usize, word(image, ww, d)),
    });
    let bubble = shape
        .bubble_rows
        .iter()
        .enumerate()
        .map(|(r, row)| ConfigWrite {
            table: Table::Bubble,
            addr: r,
            data: Value::new(shape.ports, *row),
        });
    let vcs = VcConfigWord { ports: shape.ports }
        .words(shape)
        .into_iter()
        .enumerate()
        .map(|(i, data)| ConfigWrite {
            table: Table::VcConfig,
            addr: i,
            data,
        });
    routes.chain(bubble).chain(vcs).collect()
}

crate::stateful!(RtlRouter: unit, credit, va, sa, xbar, routes, bubble, vc_config, owned,
    credit_valid, credit_vc);

impl Logic for RtlRouter {
    #[hdl_gen]
    fn update(&mut self) {
        // Configuration port.
        self.routes.write_enable.next =
            (self.cfg_write.val() & (self.cfg_target.val().index() == 0)).into();
        self.routes.write_addr.next = self.cfg_addr.val();
        self.routes.write_data.next = self.cfg_data.val();
        self.bubble.write_enable.next =
            (self.cfg_write.val() & (self.cfg_target.val().index() == 1)).into();
        self.bubble.write_addr.next = self.cfg_addr.val();
        self.bubble.write_data.next = self.cfg_data.val();
        self.vc_config.write_enable.next =
            (self.cfg_write.val() & (self.cfg_target.val().index() == 2)).into();
        self.vc_config.write_addr.next = self.cfg_addr.val();
        self.vc_config.write_data.next = self.cfg_data.val();
        self.routes.stage.next = self.cfg_stage.val().into();
        self.routes.commit.next = self.cfg_commit.val().into();
        self.bubble.stage.next = self.cfg_stage.val().into();
        self.bubble.commit.next = self.cfg_commit.val().into();
        self.vc_config.stage.next = self.cfg_stage.val().into();
        self.vc_config.commit.next = self.cfg_commit.val().into();

        // Arrivals, packed port by port as the VCs are (port p's V VCs from bit p x V): the
        // input VC each arriving flit is for, the output VC each credit from downstream is
        // for. The one-hot is cut to V bits first, so a VC number past V marks no VC.
        self.write_hot.next = 0.into();
        self.credit_hot.next = 0.into();
        for p in 0..self._ports {
            self.vc_hot.next = self.flit_in_valid.val().get_bit(p).into();
            self.vc_hot.next = self.vc_hot.val() << self.flit_in_vc[p].val();
            self.port_hot.next = self.vc_hot.val();
            self.write_hot.next = (self.write_hot.val() >> self.vcs.val())
                | (self.port_hot.val() << self.last_port_at.val());
            self.vc_hot.next = self.credit_in_valid.val().get_bit(p).into();
            self.vc_hot.next = self.vc_hot.val() << self.credit_in_vc[p].val();
            self.port_hot.next = self.vc_hot.val();
            self.credit_hot.next = (self.credit_hot.val() >> self.vcs.val())
                | (self.port_hot.val() << self.last_port_at.val());
        }
        // Switched input VCs: the output VC each sends a flit on, and releases after a tail.
        // Per input port, the output VC its pick holds (one-hot, known from SA's input
        // stage), taken where the output of that VC granted the port (`granted_by`: a pick
        // wins only the output it wants), so only that AND and an OR over the ports follow
        // SA's output arbiters, not the OR over the outputs that makes `port_go`.
        self.sent.next = 0.into();
        self.released.next = 0.into();
        for p in 0..self._ports {
            self.port_sent.next = 0.into();
            self.port_released.next = 0.into();
            for i in 0..self._n {
                if (self.in_port[i].val().index() == p) & self.sa.pick.val().get_bit(i) {
                    self.port_sent.next = self.unit[i].held_hot.val();
                    if self.unit[i].leaving.val().get_bit(1) {
                        self.port_released.next = self.unit[i].held_hot.val();
                    }
                }
            }
            // Written whole before it is read: a read first would be a loop through the
            // variable in the emitted always block (Yosys `check`: "found logic loop").
            self.spread.next = 0.into();
            for o in 0..self._n {
                self.spread.next = self.spread.val().replace_bit(
                    o,
                    self.sa.granted_by[p]
                        .val()
                        .get_bit(self.in_port[o].val().index()),
                );
            }
            self.sent.next = self.sent.val() | (self.port_sent.val() & self.spread.val());
            self.released.next =
                self.released.val() | (self.port_released.val() & self.spread.val());
        }

        // Output VCs: credits (packed for the input VCs), free for a head, able to take a flit;
        // a credit after the edge, without and with a flit sent (for the input VC holding it).
        self.free.next = 0.into();
        self.room.next = 0.into();
        self.credit_idle.next = 0.into();
        self.credit_go.next = 0.into();
        self.credits.next = 0.into();
        // A cut link's VCs read as the ejection port's (`Router::cut_output`): no credit is
        // counted, and their counters read full.
        self.sink_now.next = 0.into();
        for o in 0..self._n {
            self.sink_now.next = self.sink_now.val().replace_bit(
                o,
                self.sink.val().get_bit(o)
                    | self.dead_out.val().get_bit(self.in_port[o].val().index()),
            );
            self.credit[o].credit_in.next = self.credit_hot.val().get_bit(o);
            self.credit[o].flit_sent.next = self.sent.val().get_bit(o);
            self.credit[o].frozen.next = self.sink_now.val().get_bit(o);
            self.wide.next = self.credit[o].at_least.val();
            if self.sink_now.val().get_bit(o) {
                self.wide.next = self.all_credits.val();
            }
            self.free.next = self.free.val().replace_bit(
                o,
                !self.owned.q.val().get_bit(o)
                    & (self.sink_now.val().get_bit(o)
                        | (self.need_ok.val().get_bit(o)
                            & self.wide.val().get_bit(self.need_at[o].val().index()))),
            );
            self.room.next = self.room.val().replace_bit(
                o,
                self.room_ok.val().any() & self.wide.val().get_bit(self.room_at.val().index()),
            );
            self.credits.next = (self.credits.val() >> self.credit_bits.val())
                | (self.wide.val() << self.credits_top.val());
            // The ejection port's counters are frozen full: a credit whatever is sent (their
            // `sink` bit is a constant, so synthesis removes them).
            self.credit_idle.next = self.credit_idle.val().replace_bit(
                o,
                self.sink.val().get_bit(o) | self.credit[o].nonzero_idle.val(),
            );
            self.credit_go.next = self.credit_go.val().replace_bit(
                o,
                self.sink.val().get_bit(o) | self.credit[o].nonzero_sent.val(),
            );
        }
        // Owners: taken by a VA grant, released by the tail. VA grants only free output VCs
        // and a tail leaves only an owned one, so no VC is taken and released at once.
        self.owned.d.next = (self.owned.q.val() | self.va.granted.val()) & !self.released.val();

        // The VC configuration words, one read port per VC at its own address.
        self.adaptive_ok.next = 0.into();
        self.off_ring.next = 0.into();
        for i in 0..self._n {
            self.vc_config.read_addr[i].next = i.into();
            self.adaptive_ok.next = self
                .adaptive_ok
                .val()
                .replace_bit(i, self.vc_config.read_data[i].val().get_bit(3));
            self.off_ring.next = self
                .off_ring
                .val()
                .replace_bit(i, self.vc_config.read_data[i].val().get_bit(4));
        }

        // Every output VC's state, packed for the input VCs: credits, then free, adaptive_ok, off_ring, credit_idle and credit_go.
        self.out_vcs.next = self.credit_go.val();
        self.out_vcs.next = (self.out_vcs.val() << self.vc_count.val()) | self.credit_idle.val();
        self.out_vcs.next = (self.out_vcs.val() << self.vc_count.val()) | self.off_ring.val();
        self.out_vcs.next = (self.out_vcs.val() << self.vc_count.val()) | self.adaptive_ok.val();
        self.out_vcs.next = (self.out_vcs.val() << self.vc_count.val()) | self.free.val();
        self.out_vcs.next = (self.out_vcs.val() << self.credits_width.val()) | self.credits.val();

        // Input VCs: BW, RC with its table read port, the VC's control.
        self.req_valid.next = 0.into();
        self.req_bubble.next = 0.into();
        self.req_priority.next = 0.into();
        self.sa_req.next = 0.into();
        for i in 0..self._n {
            self.unit[i].write.next = self.write_hot.val().get_bit(i);
            self.unit[i].poison.next = self.poison.val().get_bit(self.in_port[i].val().index());
            self.unit[i].flit_in.next = 0.into();
            for p in 0..self._ports {
                if self.in_port[i].val().index() == p {
                    self.unit[i].flit_in.next = self.flit_in[p].val();
                }
            }

            // The flit RC routes: the front, or the one that becomes the front at the edge.
            self.rc[i].head.next = self.unit[i].rc_head.val();
            self.rc[i].node.next = self.node.val();
            self.routes.read_addr[i].next = self.rc[i].lookup.val();
            self.rc[i].word.next = self.routes.read_data[i].val();
            self.rc[i].on_escape.next = self.vc_config.read_data[i].val().get_bit(0);
            self.rc[i].follow.next = self.vc_config.read_data[i].val().get_bit(1);
            self.rc[i].down.next = self.vc_config.read_data[i].val().get_bit(2);
            self.rc[i].keep.next = self.vc_config.read_data[i].val() >> self.keep_at.val();
            self.rc[i].successor.next =
                self.vc_config.read_data[i].val() >> self.successor_at.val();

            self.unit[i].rc_eject.next = self.rc[i].eject.val();
            self.unit[i].rc_mask.next = self.rc[i].mask.val();
            self.unit[i].rc_escape.next = self.rc[i].escape.val();
            self.unit[i].rc_port.next = self.rc[i].port.val();
            self.unit[i].rc_class.next = self.rc[i].esc_class.val();
            self.unit[i].rc_absorb.next = self.rc[i].absorb.val();
            self.unit[i].rc_layered.next = self.rc[i].layered.val();
            self.unit[i].rc_layer.next = self.rc[i].layer.val();
            self.unit[i].vc_config.next = self.vc_config.read_data[i].val();
            self.bubble.read_addr[i].next = self.unit[i].row_addr.val();
            self.unit[i].row_bits.next = self.bubble.read_data[i].val();
            self.unit[i].out_vcs.next = self.out_vcs.val();
            self.unit[i].dead.next = self.dead_out.val();
            self.unit[i].won.next = self.va.won.val().get_bit(i);
            self.unit[i].go.next = self.sa.go.val().get_bit(i);

            self.req_valid.next = self
                .req_valid
                .val()
                .replace_bit(i, self.unit[i].req_valid.val());
            self.req_priority.next = self
                .req_priority
                .val()
                .replace_bit(i, self.unit[i].req_priority.val());
            self.req_bubble.next = self
                .req_bubble
                .val()
                .replace_bit(i, self.unit[i].req_bubble.val());
            self.va.req_vc[i].next = self.unit[i].req_vc.val();
            self.sa_req.next = self.sa_req.val().replace_bit(i, self.unit[i].sa_req.val());
            self.sa.want[i].next = self.unit[i].held_port.val();
        }
        self.va.req_valid.next = self.req_valid.val();
        self.va.req_priority.next = self.req_priority.val();
        self.va.req_bubble.next = self.req_bubble.val();
        self.va.free.next = self.free.val();
        self.va.room.next = self.room.val();
        self.sa.req.next = self.sa_req.val();

        // ST: per input port the picked VC's flit, rewritten, with its output VC and copy bit
        // in one crossbar lane (the pick of SA's input stage: a lane whose port wins no output
        // is not taken); the crossbar takes, for output q, the input port SA chose.
        self.copies.next = 0.into();
        for p in 0..self._ports {
            self.port_leaving.next = 0.into();
            for i in 0..self._n {
                if (self.in_port[i].val().index() == p) & self.sa.pick.val().get_bit(i) {
                    self.port_leaving.next = self.unit[i].leaving.val();
                }
            }
            self.rewrite[p].flit_in.next = self.port_leaving.val();
            self.rewrite[p].misses.next = self.port_leaving.val() >> self.misses_at.val();
            self.rewrite[p].copy.next = self.port_leaving.val().get_bit(self.copy_at.val().index());
            // The lane: `leaving` cut to its low bits, the flit replaced by the rewritten one.
            self.lane.next = self.port_leaving.val();
            self.lane.next = ((self.lane.val() >> self.vc_at.val()) << self.vc_at.val())
                | self.rewrite[p].flit_out.val();
            self.xbar.flit_in[p].next = self.lane.val();
            self.xbar.sel[p].next = self.sa.out_port[p].val();

            self.flit_out[p].next = self.xbar.flit_out[p].val();
            self.flit_out_vc[p].next = self.xbar.flit_out[p].val() >> self.vc_at.val();
            self.copies.next = self.copies.val().replace_bit(
                p,
                self.xbar.flit_out[p]
                    .val()
                    .get_bit(self.copy_at.val().index()),
            );

            // Credits upstream: one per input port whose VC sent a flit.
            self.credit_vc[p].d.next = self.sa.port_vc[p].val();
            self.credit_out_vc[p].next = self.credit_vc[p].q.val();
        }
        self.xbar.in_valid.next = self.sa.port_go.val();
        self.xbar.sel_valid.next = self.sa.out_valid.val();
        self.flit_out_valid.next = self.xbar.out_valid.val();
        self.copy_out_valid.next = self.copies.val();
        self.credit_valid.d.next = self.sa.port_go.val();
        self.credit_out_valid.next = self.credit_valid.q.val();
    }
}
