//! One input VC: its buffer and its control, the state and route registers, the VA request
//! (which output VC to ask for) and the SA request. The twin of the native router's per-VC
//! logic (`router::input_unit`, the request side of `router::vc_allocator`): the route
//! computed by RC is registered when an idle VC holds a head, the request follows the routing
//! mode's rules, and a won VC holds its output VC until its tail leaves.
//!
//! ```text
//!  flit_in, write (BW) ─────────►┌ fifo (VcBuffer) ─► front ──────────────────┐──► leaving (front flit,
//!  go (SA: read) ───────────────►│                                             │    output VC, absorb,
//!  rc_* (route compute) ────────►│ state: 0 idle, 1 routed, 2 active           │    misses)
//!  vc_config (its word) ────────►│ route regs, refused, held VC and port       │──► req_valid, req_vc,
//!  row_bits (bubble table) ─────►│ VA request, one scan over the output VCs:   │    req_priority (VA)
//!  out_vcs: credits, free,      │  eject: the first free ejection VC          │──► row_addr (bubble table)
//!  adaptive_ok,                  │  adaptive VC with most credits (phase,      │──► sa_req (SA)
//!  off_ring (every output VC),  │   layer), injection admission               │──► held_hot, held_port
//!  dead (cut output ports) ─────►│
//!  won (VA) ────────────────────►│  escape VC after `patience` refusals,       │
//!                               │   bubble condition; transit priority        │
//!                               └─────────────────────────────────────────────┘
//! ```
//! Registers: the buffer's (in `ftr_vc_buffer`); state (2 bits), the route (adaptive mask P
//! bits, eject, escape valid, port and class, absorb, layered, layer 4 bits), refused VA cycles
//! (4 bits, saturating at 15), the output VC held (index, port, VC), the misses the head leaves
//! with (4 bits), the absorb-and-forward bit held, `held_ports` (P bits: the network port held,
//! one-hot), and `sa_ready` (1 bit: the SA request). The state of
//! every output VC comes packed in one bus, `out_vcs`: the credits (N x CB bits, output VC o
//! at bit o x CB: its counter's `at_least` code, CB = D + 1), then N bits each of free,
//! adaptive_ok, off_ring, credit_idle and credit_go (a credit after the edge, without and
//! with a flit sent on it).
//!
//! The SA request is a register, `sa_ready` (active, a flit at the front and a credit, each
//! after the edge), ORed with what a register cannot foresee: a cut link, whose VCs take
//! flits without credits from the cycle it strikes (`dead` at the port held, one AND per
//! port).
//! The credit after the edge is `credit_idle` of the VC won when VA grants, otherwise
//! `credit_idle` or, when this VC switches a flit, `credit_go` of the VC held: an output VC
//! held is switched by no other input VC, so this VC's own grant is the counter's
//! `flit_sent`. No counter stands in front of SA, and the grant only selects between values
//! ready before it. The ejection port's counters never move from full. rust-hdl cannot
//! write a nested array
//! port (`unit[i].credits[o]`) correctly, so the bus is unpacked by shifting (one port instead
//! of five also keeps the router top's wiring short: it is repeated for every input VC).
//! `leaving` packs what ST needs of the front flit, from bit 0: the flit (F bits), the output
//! VC held (VB bits), absorb-and-forward (1), the misses granted (4): its low F + VB + 1 bits
//! are a crossbar lane.
//!
//! The VA request is one loop over the output VCs that computes every candidate at once (the
//! native code runs the ejection, adaptive, admission and escape searches one after the
//! other, each over every output VC); the routing state then picks among them.

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::most_credits::{self, MostCredits};
use super::pipeline_regs::{RouteRegs, VaRequestRegs};
use super::tail_copy::TailCopy;
use super::vc_config::VcConfigWord;
use super::{ModuleKind, Param, Reg, VcBuffer, Wire};
use crate::hdl::flit_fields::FlitFields;
use crate::hdl::shape::{OutputShape, RouterShape};
use crate::router::VcLayout;

#[derive(LogicBlock)]
pub struct InputVc {
    kind: ModuleKind,
    /// BW: write `flit_in` into the buffer at the edge.
    pub flit_in: Wire<In>,
    pub write: Signal<In, Bit>,
    /// RC's route of the front flit.
    pub rc_eject: Signal<In, Bit>,
    pub rc_mask: Wire<In>,
    pub rc_escape: Signal<In, Bit>,
    pub rc_port: Wire<In>,
    pub rc_class: Signal<In, Bit>,
    pub rc_absorb: Signal<In, Bit>,
    pub rc_layered: Signal<In, Bit>,
    pub rc_layer: Wire<In>,
    /// This VC's configuration word (`VcConfigWord`): bit 0, an escape VC on a ring; its
    /// bubble-check row at `row_at`.
    pub vc_config: Wire<In>,
    /// The bubble-check row this VC reads, and its bits (bit q set: no check towards q).
    pub row_addr: Wire<Out>,
    pub row_bits: Wire<In>,
    /// Every output VC's credits, free, adaptive_ok, off_ring, credit_idle and credit_go,
    /// packed (see the module comment).
    pub out_vcs: Wire<In>,
    /// Per network port (P bits; the ejection port is never cut): its link is cut, its VCs
    /// take flits without credits.
    pub dead: Wire<In>,
    /// VA granted the request; SA switched this VC's front flit (it leaves at the edge).
    pub won: Signal<In, Bit>,
    pub go: Signal<In, Bit>,
    /// The flit RC routes: the front, or, when the VC is empty or its tail leaves, the flit
    /// behind it (the buffer's second slot or the input wire).
    pub rc_head: Wire<Out>,
    /// The VA request of the second stage, registered by the first: output VC `req_vc`,
    /// served first when `req_priority`; with `req_bubble`, only while that VC has room for
    /// two packets (the allocator checks the VC's state of this cycle).
    pub req_valid: Signal<Out, Bit>,
    pub req_bubble: Signal<Out, Bit>,
    /// One-hot (N bits).
    pub req_vc: Wire<Out>,
    pub req_priority: Signal<Out, Bit>,
    /// The SA request: an active VC with a flit and a credit for it.
    pub sa_req: Signal<Out, Bit>,
    /// What an active VC holds: output VC (one-hot over the N output VCs), port.
    pub held_hot: Wire<Out>,
    pub held_port: Wire<Out>,
    /// The front flit and what it leaves with (see the module comment).
    pub leaving: Wire<Out>,
    /// A fault cut this VC's link: close its split packet at the edge (`VcBuffer::poison`).
    pub poison: Signal<In, Bit>,

    fifo: VcBuffer,
    closer: TailCopy,
    most: MostCredits,
    state: Reg,
    route: RouteRegs,
    refused: Reg,
    held_port_reg: Reg,
    held_out_vc_reg: Reg,
    held_hot_reg: Reg,
    misses_reg: Reg,
    absorb_reg: Reg,
    /// The output VC held (or won) has a credit after the edge.
    credit_next: Signal<Local, Bit>,
    held_ports: Reg,
    /// The SA request without a cut link: active, a flit, a credit (module comment).
    sa_ready: Reg,
    /// VA's first stage, registered for the second: valid, output VC, misses, priority,
    /// bubble flag (the move enters a ring).
    request: VaRequestRegs,

    /// This VC is on the local (injection) port.
    injected: Param,
    /// Per output VC: its port and its VC on that port, its port as a P-bit one-hot mask (0
    /// for ejection); buses of one bit per output VC: ejection, escape, escape class 1,
    /// the escape VC injection admission reads.
    out_port_of: Vec<Param>,
    sink: Param,
    escape_vc: Param,
    class_of: Param,
    admission_vc: Param,
    /// Per bit b of a port or of a VC on its port: the output VCs whose port (VC) has bit b
    /// set (the encoders' masks, from the one-hot output VC won to its port and VC).
    port_bit: Vec<Param>,
    vc_bit: Vec<Param>,
    /// Per output VC: its network port, one-hot (P bits; 0 for ejection).
    port_hot: Vec<Param>,
    /// Router options (`RouterShape`).
    bubble_check: Param,
    transit_priority: Param,
    admission: Param,
    admission_credits: Param,
    /// Refused VA cycles before the escape VC is asked for (the router's escape patience, or
    /// its injection patience on the local port), as a mask: bit k, k cycles are fewer.
    patience: Param,
    misses_at: Param,
    local_row: Param,
    credit_bits: Param,
    /// N x CB (the credits' width in `out_vcs`) and N (each other field's).
    credits_width: Param,
    vc_count: Param,
    /// Widths of the flit and of a VC number (`leaving`'s fields).
    flit_bits: Param,
    vc_bits: Param,
    /// Where the bubble row is in the configuration word; where `out_vcs`' fields start.
    row_at: Param,

    /// `out_vcs` unpacked: every output VC (N bits) free for a head; open to adaptive
    /// requests; its port's escape VC is off the rings; holds a credit after the
    /// edge without and with a flit sent.
    free: Wire<Local>,
    adaptive_ok: Wire<Local>,
    off_ring: Wire<Local>,
    /// The fields of `out_vcs` past the credits (5 N bits), shifted down one by one: at the
    /// end credit_idle, then credit_go.
    credit_after: Wire<Local>,
    misses: Wire<Local>,
    req_misses: Wire<Local>,
    /// The adaptive choice (`MostCredits`): one found, the first with the most credits.
    found: Signal<Local, Bit>,
    best: Wire<Local>,
    /// The first free VC of the route's kind: ejection, or escape on its port and class; the
    /// first of that kind, free or not.
    first_found: Signal<Local, Bit>,
    first: Wire<Local>,
    first_any_found: Signal<Local, Bit>,
    first_any: Wire<Local>,
    /// This output VC is of the route's kind (in the scan).
    of_kind: Signal<Local, Bit>,
    /// VA's first stage: the request it registers.
    ask_valid: Signal<Local, Bit>,
    ask_vc: Wire<Local>,
    ask_priority: Signal<Local, Bit>,
    ask_bubble: Signal<Local, Bit>,
    /// RC registers a route at the edge.
    rc_fire: Signal<Local, Bit>,
    /// The output VCs on the route's escape port.
    on_port: Wire<Local>,
    /// Injection admission: the admission VC has room (or is off the rings); admitted.
    room: Signal<Local, Bit>,
    admit: Signal<Local, Bit>,
    enters: Signal<Local, Bit>,
    rest: Wire<Local>,
    cred: Wire<Local>,
    /// The output VC won, one-hot.
    _n: usize,
    _port_bits: usize,
    _vc_bits: usize,
}

/// The widths an input VC is built with: P network ports, N output VCs and the bits of an
/// output VC's index, a port, a VC on its port, a credit count, a stored flit.
struct Widths {
    p: usize,
    n: usize,
    nb: usize,
    pb: usize,
    vb: usize,
    cb: usize,
    fb: usize,
    config: VcConfigWord,
}

impl Widths {
    fn of(shape: &RouterShape) -> Widths {
        let (p, v) = (shape.ports, shape.vcs);
        let n = VcLayout::new(v).len(p + 1);
        Widths {
            p,
            n,
            nb: index_bits(n),
            pb: index_bits(p + 1),
            vb: index_bits(v),
            // An output VC's credits: its counter's `at_least` code (D + 1 bits).
            cb: shape.depth + 1,
            fb: shape.stored_flit_bits(),
            config: VcConfigWord { ports: p },
        }
    }
}

/// The constants an input VC reads about every output VC (see `InputVc`'s fields).
struct OutputConstants {
    port_of: Vec<Param>,
    port_hot: Vec<Param>,
    sink: Param,
    escape: Param,
    class: Param,
    admission: Param,
    port_bit: Vec<Param>,
    vc_bit: Vec<Param>,
}

impl OutputConstants {
    fn of(outs: &[OutputShape], w: &Widths) -> OutputConstants {
        // Per bit b: the output VCs whose `field` has bit b set.
        let by_bit = |bits: usize, field: fn(&OutputShape) -> usize| -> Vec<Param> {
            (0..bits)
                .map(|b| Param::bus(outs.iter().map(|o| field(o) >> b & 1 == 1)))
                .collect()
        };
        let bus = |field: fn(&OutputShape) -> bool| Param::bus(outs.iter().map(field));
        OutputConstants {
            port_of: outs
                .iter()
                .map(|o| Param::new(w.pb, o.port as u64))
                .collect(),
            port_hot: most_credits::port_hot(outs, w.p),
            sink: bus(|o| o.sink),
            escape: bus(|o| o.escape),
            class: bus(|o| o.class),
            admission: bus(|o| o.admission_vc),
            port_bit: by_bit(w.pb, |o| o.port),
            vc_bit: by_bit(w.vb, |o| o.vc.index()),
        }
    }
}

/// The module every input VC is an instance of.
const KIND: ModuleKind = ModuleKind::new(
    "ftr_input_vc",
    "One input VC: its buffer; state (idle, routed, active), the route registered\n\
     from RC, the VA request (ejection, adaptive VC with most credits, escape VC\n\
     after patience, bubble condition, injection admission, transit priority)\n\
     and the SA request; holds the output VC won until the tail leaves.",
);

impl InputVc {
    /// Input VC `input` (port x V + vc) of the router of `shape`: its ports, buffer and
    /// registers, the constants about the output VCs and the router's options, then the
    /// signals of the VA request's scan.
    pub fn new(shape: &RouterShape, input: usize) -> InputVc {
        let w = Widths::of(shape);
        let outs = OutputConstants::of(&shape.outputs, &w);
        let flag = |b: bool| Param::new(1, u64::from(b));
        InputVc {
            kind: KIND,
            flit_in: Wire::new(w.fb),
            write: Default::default(),
            rc_eject: Default::default(),
            rc_mask: Wire::new(w.p),
            rc_escape: Default::default(),
            rc_port: Wire::new(index_bits(w.p)),
            rc_class: Default::default(),
            rc_absorb: Default::default(),
            rc_layered: Default::default(),
            rc_layer: Wire::new(4),
            vc_config: Wire::new(w.config.width()),
            row_addr: Wire::new(w.pb),
            row_bits: Wire::new(w.p),
            out_vcs: Wire::new(w.n * (w.cb + 5)),
            dead: Wire::new(w.p),
            won: Default::default(),
            go: Default::default(),
            rc_head: Wire::new(w.fb),
            req_valid: Default::default(),
            req_bubble: Default::default(),
            req_vc: Wire::new(w.n),
            req_priority: Default::default(),
            sa_req: Default::default(),
            held_hot: Wire::new(w.n),
            held_port: Wire::new(w.pb),
            leaving: Wire::new(w.fb + w.vb + 1 + 4),
            poison: Default::default(),
            fifo: VcBuffer::new(shape.depth, w.fb),
            most: MostCredits::new(shape),
            closer: TailCopy::new(shape),
            state: Reg::new(2, 0),
            route: RouteRegs::new(w.p, index_bits(w.p), shape.outputs.iter().any(|o| o.escape)),
            refused: Reg::new(4, 0),
            // Data: read only while the VC is active (its state register).
            held_port_reg: Reg::data(w.pb),
            held_out_vc_reg: Reg::data(w.vb),
            held_hot_reg: Reg::new(w.n, 0),
            misses_reg: Reg::data(4),
            absorb_reg: Reg::data(1),
            credit_next: Default::default(),
            held_ports: Reg::data(w.p),
            sa_ready: Reg::new(1, 0),
            request: VaRequestRegs::new(w.nb, w.n, shape.bubble_check),
            injected: flag(shape.inputs[input].injected),
            out_port_of: outs.port_of,
            sink: outs.sink,
            escape_vc: outs.escape,
            class_of: outs.class,
            admission_vc: outs.admission,
            port_bit: outs.port_bit,
            vc_bit: outs.vc_bit,
            port_hot: outs.port_hot,
            bubble_check: flag(shape.bubble_check),
            transit_priority: flag(shape.transit_priority),
            admission: flag(shape.admission),
            admission_credits: Param::fitting(shape.admission_credits as usize),
            patience: Param::bus((0..16).map(|k| k < shape.patience(input))),
            misses_at: Param::fitting(FlitFields::of(shape).misses_at),
            local_row: Param::new(w.pb, w.p as u64),
            credit_bits: Param::fitting(w.cb),
            flit_bits: Param::fitting(w.fb),
            vc_bits: Param::fitting(w.vb),
            row_at: Param::fitting(w.config.row_at()),
            credits_width: Param::fitting(w.n * w.cb),
            vc_count: Param::fitting(w.n),
            free: Wire::new(w.n),
            adaptive_ok: Wire::new(w.n),
            off_ring: Wire::new(w.n),
            credit_after: Wire::new(5 * w.n),
            misses: Wire::new(4),
            req_misses: Wire::new(4),
            found: Default::default(),
            best: Wire::new(w.nb),
            first_found: Default::default(),
            first: Wire::new(w.nb),
            first_any_found: Default::default(),
            first_any: Wire::new(w.nb),
            of_kind: Default::default(),
            ask_valid: Default::default(),
            ask_vc: Wire::new(w.nb),
            ask_priority: Default::default(),
            ask_bubble: Default::default(),
            rc_fire: Default::default(),
            on_port: Wire::new(w.n),
            room: Default::default(),
            admit: Default::default(),
            enters: Default::default(),
            rest: Wire::new(w.n * w.cb),
            cred: Wire::new(w.cb),
            _n: w.n,
            _port_bits: w.pb,
            _vc_bits: w.vb,
        }
    }
}

crate::stateful!(InputVc: fifo, closer, route, request, state, refused, held_port_reg,
    held_out_vc_reg, held_hot_reg, misses_reg, absorb_reg, held_ports, sa_ready);

impl Logic for InputVc {
    #[hdl_gen]
    fn update(&mut self) {
        self.state.d.next = self.state.q.val();
        self.refused.d.next = self.refused.q.val();
        self.held_port_reg.d.next = self.held_port_reg.q.val();
        self.held_out_vc_reg.d.next = self.held_out_vc_reg.q.val();
        self.misses_reg.d.next = self.misses_reg.q.val();
        self.absorb_reg.d.next = self.absorb_reg.q.val();
        self.held_hot_reg.d.next = self.held_hot_reg.q.val();
        self.held_ports.d.next = self.held_ports.q.val();
        self.held_hot.next = self.held_hot_reg.q.val();
        self.held_port.next = self.held_port_reg.q.val();
        self.credit_after.next = self.out_vcs.val() >> self.credits_width.val();
        self.free.next = self.credit_after.val();
        self.credit_after.next = self.credit_after.val() >> self.vc_count.val();
        self.adaptive_ok.next = self.credit_after.val();
        self.credit_after.next = self.credit_after.val() >> self.vc_count.val();
        self.off_ring.next = self.credit_after.val();
        self.credit_after.next = self.credit_after.val() >> self.vc_count.val();

        // BW and the front flit; ST reads it with the misses, absorb and output VC held.
        self.fifo.write.next = self.write.val();
        self.fifo.flit_in.next = self.flit_in.val();
        self.fifo.read.next = self.go.val();
        self.fifo.poison.next = self.poison.val();
        self.closer.flit_in.next = self.flit_in.val();
        self.closer.write.next = self.write.val();
        self.fifo.copy.next = self.closer.copy.val();
        self.leaving.next = self.misses_reg.q.val();
        self.leaving.next = (self.leaving.val() << 1) | self.absorb_reg.q.val();
        self.leaving.next =
            (self.leaving.val() << self.vc_bits.val()) | self.held_out_vc_reg.q.val();
        self.leaving.next = (self.leaving.val() << self.flit_bits.val()) | self.fifo.front.val();
        self.misses.next = self
            .fifo
            .front
            .val()
            .get_bits::<4>(self.misses_at.val().index());

        // RC: a head is routed at the edge at which it becomes the front of an idle VC: the
        // front of an idle VC, the flit written into an empty idle VC (from the input wire,
        // in parallel with BW), or the flit behind a tail that leaves (the second slot, or
        // the input wire when the tail was the last flit).
        // Which flit does not wait for SA: an active VC whose front is a tail routes the flit
        // behind it in every cycle, and only the register's enable waits for the grant.
        // The route register loads behind a front tail whether or not it leaves: an active
        // VC reads no route (VA's request is not valid, `absorb` was taken when VA granted),
        // and the flit behind is routed again every cycle until the grant, so the register
        // holds the same route after that edge, and SA's grant does not reach it.
        self.rc_head.next = self.fifo.front.val();
        self.rc_fire.next = false;
        self.route.load.next = false;
        if self.state.q.val().index() == 0 {
            if self.fifo.valid.val() {
                self.rc_fire.next = self.fifo.front.val().get_bit(0);
            } else {
                self.rc_head.next = self.flit_in.val();
                self.rc_fire.next = self.write.val() & self.flit_in.val().get_bit(0);
            }
            self.route.load.next = self.rc_fire.val();
        }
        if (self.state.q.val().index() == 2) & self.fifo.front.val().get_bit(1) {
            if (self.fifo.count.val() >> 1).any() {
                self.rc_head.next = self.fifo.second.val();
                self.route.load.next = self.fifo.second.val().get_bit(0);
            } else {
                self.rc_head.next = self.flit_in.val();
                self.route.load.next = self.write.val() & self.flit_in.val().get_bit(0);
            }
            self.rc_fire.next = self.go.val() & self.route.load.val();
        }

        // The bubble-check row: the input's own, or the local row while absorbing.
        self.row_addr.next = self.vc_config.val() >> self.row_at.val();
        if self.route.absorb.val().any() {
            self.row_addr.next = self.local_row.val();
        }

        // VA's first stage. Every candidate in one scan over the output VCs and their
        // credits:
        //  - the adaptive VC with the most credits (first on ties);
        //  - injection admission: the admission VC of the escape port has room (or is off
        //    the rings);
        //  - the first VC of the route's kind (an ejection VC, or the escape VC of the
        //    escape port and class), free or not, and the first free one.
        self.first_found.next = false;
        self.first.next = 0.into();
        self.first_any_found.next = false;
        self.first_any.next = 0.into();
        self.on_port.next = 0.into();
        self.room.next = false;
        self.rest.next = self.out_vcs.val();
        for o in 0..self._n {
            self.cred.next = self.rest.val();
            self.rest.next = self.rest.val() >> self.credit_bits.val();
            self.on_port.next = self
                .on_port
                .val()
                .replace_bit(o, self.out_port_of[o].val() == self.route.port.val());
            self.room.next = self.room.val()
                | (self.on_port.val().get_bit(o)
                    & self.admission_vc.val().get_bit(o)
                    & (self.off_ring.val().get_bit(o)
                        | self
                            .cred
                            .val()
                            .get_bit(self.admission_credits.val().index())));
            self.of_kind.next = (self.route.eject.val().any() & self.sink.val().get_bit(o))
                | (!self.route.eject.val().any()
                    & self.on_port.val().get_bit(o)
                    & self.escape_vc.val().get_bit(o)
                    & (self.class_of.val().get_bit(o) == self.route.esc_class.val().any()));
            if self.of_kind.val() & !self.first_any_found.val() {
                self.first_any_found.next = true;
                self.first_any.next = o.into();
            }
            if self.of_kind.val() & self.free.val().get_bit(o) & !self.first_found.val() {
                self.first_found.next = true;
                self.first.next = o.into();
            }
        }
        // The adaptive VC with the most credits, first on ties (`MostCredits`).
        self.most.mask.next = self.route.mask.val();
        self.most.layered.next = self.route.layered.val().any();
        self.most.layer.next = self.route.layer.val();
        self.most.free.next = self.free.val();
        self.most.adaptive_ok.next = self.adaptive_ok.val();
        self.most.credits.next = self.out_vcs.val();
        self.found.next = self.most.found.val();
        self.best.next = self.most.best.val();
        self.admit.next = !(self.injected.val().any()
            & self.admission.val().any()
            & self.route.escape.val().any())
            | self.room.val();
        // The escape VC is asked for after `patience` refused VA cycles; entering a ring
        // needs room for two packets (the bubble condition, checked by the second stage).
        self.enters.next = self.bubble_check.val().any()
            & !self.row_bits.val().get_bit(self.route.port.val().index());

        // The request the first stage registers: the ejection or escape VC named even when
        // not free now (the second stage checks it on its own cycle).
        self.ask_valid.next = false;
        self.ask_vc.next = 0.into();
        self.req_misses.next = self.misses.val();
        self.ask_priority.next = false;
        self.ask_bubble.next = false;
        if self.state.q.val().index() == 1 {
            if self.route.eject.val().any() {
                self.ask_valid.next = self.first_any_found.val();
                self.ask_vc.next = self.first_any.val();
                if self.first_found.val() {
                    self.ask_vc.next = self.first.val();
                }
            } else if self.found.val() & self.admit.val() {
                self.ask_valid.next = true;
                self.ask_vc.next = self.best.val();
                if self.vc_config.val().get_bit(0)
                    & !self.route.absorb.val().any()
                    & (self.misses.val().index() != 15)
                {
                    self.req_misses.next = self.misses.val() + 1;
                }
            } else if self.route.escape.val().any()
                & !(self.route.mask.val().any()
                    & self.patience.val().get_bit(self.refused.q.val().index()))
            {
                self.ask_valid.next = self.first_any_found.val();
                self.ask_vc.next = self.first_any.val();
                if self.first_found.val() {
                    self.ask_vc.next = self.first.val();
                }
                self.ask_bubble.next = self.enters.val();
            }
            // VA priority: transit over injection, ring packets over ring entries (a request
            // for the escape VC of the escape port that enters a ring).
            if self.transit_priority.val().any() & self.ask_valid.val() {
                self.ask_priority.next = !(self.route.escape.val().any()
                    & self.on_port.val().get_bit(self.ask_vc.val().index())
                    & self.escape_vc.val().get_bit(self.ask_vc.val().index())
                    & self.enters.val())
                    & ((self.refused.q.val().index() == 15) | !self.injected.val().any());
            }
        }
        self.request.valid_in.next =
            (self.state.q.val().index() == 1) & !self.won.val() & self.ask_valid.val();
        self.request.vc_in.next = self.ask_vc.val();
        self.request.misses_in.next = self.req_misses.val();
        self.request.urgent_in.next = self.ask_priority.val();
        self.request.bubble_in.next = self.ask_bubble.val();

        // VA's second stage: the registered request (the allocator grants it while its output
        // VC is free and, with the bubble flag, has room for two packets).
        self.req_valid.next = self.request.valid.val();
        self.req_bubble.next = self.request.bubble.val();
        self.req_vc.next = self.request.vc.val();
        self.req_priority.next = self.request.urgent.val();

        // SA request: active, a flit at the front, a credit on the held output VC, from a
        // register of its own (`sa_ready`); or active with a flit, the link held cut.
        self.sa_req.next = self.sa_ready.q.val().any()
            | ((self.state.q.val().index() == 2)
                & self.fifo.valid.val()
                & (self.dead.val() & self.held_ports.q.val()).any());
        self.credit_next.next = (self.credit_after.val() & self.held_hot_reg.q.val()).any();
        if self.go.val() {
            self.credit_next.next = ((self.credit_after.val() >> self.vc_count.val())
                & self.held_hot_reg.q.val())
            .any();
        }

        // Clock edge: VA won (the output VC's port and VC encoded from its one-hot), VA
        // refused, tail switched, a head routed.
        if self.won.val() {
            self.state.d.next = 2.into();
            self.held_hot_reg.d.next = self.request.vc.val();
            self.credit_next.next = (self.credit_after.val() & self.request.vc.val()).any();
            for o in 0..self._n {
                if self.request.vc.val().get_bit(o) {
                    self.held_ports.d.next = self.port_hot[o].val();
                }
            }
            for b in 0..self._port_bits {
                self.held_port_reg.d.next = self
                    .held_port_reg
                    .d
                    .val()
                    .replace_bit(b, (self.request.vc.val() & self.port_bit[b].val()).any());
            }
            for b in 0..self._vc_bits {
                self.held_out_vc_reg.d.next = self
                    .held_out_vc_reg
                    .d
                    .val()
                    .replace_bit(b, (self.request.vc.val() & self.vc_bit[b].val()).any());
            }
            self.misses_reg.d.next = self.request.misses.val();
            self.absorb_reg.d.next = self.route.absorb.val();
        }
        if (self.state.q.val().index() == 1)
            & !self.won.val()
            & (self.refused.q.val().index() != 15)
        {
            self.refused.d.next = self.refused.q.val() + 1;
        }
        if self.go.val() & self.fifo.front.val().get_bit(1) {
            self.state.d.next = 0.into();
        }
        if self.rc_fire.val() {
            self.state.d.next = 1.into();
            self.refused.d.next = 0.into();
        }
        self.route.eject_in.next = self.rc_eject.val().into();
        self.route.mask_in.next = self.rc_mask.val();
        self.route.escape_in.next = self.rc_escape.val().into();
        self.route.port_in.next = self.rc_port.val();
        self.route.esc_class_in.next = self.rc_class.val().into();
        self.route.absorb_in.next = self.rc_absorb.val().into();
        self.route.layered_in.next = self.rc_layered.val().into();
        self.route.layer_in.next = self.rc_layer.val();
        // A cut closes the packet by a copy only while the worm holds its output VC after the
        // edge (the buffer tells from its front whether a read releases it).
        self.fifo.active.next = self.state.q.val().index() == 2;

        // `sa_ready` after the edge: active, a flit and a credit, all three after the edge.
        self.sa_ready.d.next = ((self.state.d.val().index() == 2)
            & self.fifo.valid_next.val()
            & self.credit_next.val())
        .into();
    }
}
