//! RC, route compute, for one input VC: the twin of `router::route_compute::RouteCompute::step`.
//! Combinational (the router's route registers hold the result).
//!
//! ```text
//!                      ┌───────────────────────────────────────────┐
//!  head (flit) ───────►│ dest == node? absorb (more listed)?       │──► lookup (clog2 nodes)
//!  node ──────────────►│ lookup = dest, or the next listed dest    │        │  table Memory,
//!  word (table[lookup])│◄──────────────────────────────────────────┼────────┘  read port of
//!                      │ phase mask, escape port/class, dateline   │           this input VC
//!  down, keep, follow, │ class kept, ring successor, livelock      │──► eject, mask (P)
//!  successor,          │ limit, multicast layer                    │──► escape, port, esc_class
//!  on_escape (cfg) ───►│                                           │──► absorb, layered, layer
//!                      └───────────────────────────────────────────┘
//! ```
//! RC does not see the whole table: it names the destination whose
//! word it needs on `lookup` and reads that word back on `word`, because the router keeps the
//! table in a `Memory` with one read port per input VC (a table of N words would otherwise
//! cross every RC as an N x W bus). The per-VC `cfg` bits are inputs (they come with the
//! table at boot); the input VC's dateline class is a `Param`, so that all RCs of a router
//! share one Verilog module.

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Param, Wire};
use crate::hdl::flit_fields::FlitFields;
use crate::hdl::shape::RouterShape;

#[derive(LogicBlock)]
pub struct RouteCompute {
    kind: ModuleKind,
    /// The flit at the front of the input VC (stored bits: head, tail, data).
    pub head: Wire<In>,
    /// This router's id (clog2(nodes) bits, at least 1).
    pub node: Wire<In>,
    /// The destination whose table word RC needs (clog2(nodes) bits).
    pub lookup: Wire<Out>,
    /// The table word of `lookup` (`RouteWord` layout).
    pub word: Wire<In>,
    /// This input VC's configuration: Down phase (MH-UD), outputs keeping the dateline class
    /// (P bits), follows its ring to `successor`, an escape VC on a ring.
    pub down: Signal<In, Bit>,
    pub keep: Wire<In>,
    pub follow: Signal<In, Bit>,
    pub successor: Wire<In>,
    pub on_escape: Signal<In, Bit>,
    /// The route: eject here, or the adaptive outputs (P bits) and the escape output (valid,
    /// port, class); multicast: absorb here, and the VC layer the leg may take (valid, index).
    /// `port` and `successor` are network ports, clog2(P) bits (at least 1), as in the table
    /// word, not clog2(P + 1): ejection is `eject`, not a port.
    pub eject: Signal<Out, Bit>,
    pub mask: Wire<Out>,
    pub escape: Signal<Out, Bit>,
    pub port: Wire<Out>,
    pub esc_class: Signal<Out, Bit>,
    pub absorb: Signal<Out, Bit>,
    pub layered: Signal<Out, Bit>,
    pub layer: Wire<Out>,

    // This input VC's dateline class (1 bit).
    arrived_class: Param,
    // Field offsets in the table word; the escape port's bits as a mask (the port output may
    // be wider than the word's field: one port has 0 port bits).
    valid_at: Param,
    port_at: Param,
    port_mask: Param,
    class_at: Param,
    down_at: Param,
    // Field offsets in the stored flit.
    dest_at: Param,
    misses_at: Param,
    leg_at: Param,
    more_at: Param,
    rest_at: Param,
    // The parameter bits RC reads.
    max_misses: Param,
    has_class: Param,
    bubble_check: Param,
    has_list: Param,
    layers: Param,

    dest: Wire<Local>,
    here: Signal<Local, Bit>,
    more: Wire<Local>,
    leg: Wire<Local>,
    _p: usize,
}

impl RouteCompute {
    /// RC of input VC `input` (port * V + vc) of the router of `shape`.
    pub fn new(shape: &RouterShape, input: usize) -> RouteCompute {
        let vc = &shape.inputs[input];
        let p = shape.ports;
        let db = (crate::bits::clog2(shape.nodes) as usize).max(1);
        let ww = shape.word.width() as usize;
        let fb = shape.stored_flit_bits();
        let pb = index_bits(p);
        let (valid_at, port_at, class_at, down_at) = shape.word.offsets();
        let fields = FlitFields::of(shape);
        let (wo, fo) = (index_bits(ww), index_bits(fb));
        let word_at = |x: u32| Param::new(wo, u64::from(x));
        let flit_at = |x: usize| Param::new(fo, x as u64);
        let flag = |b: bool| Param::new(1, u64::from(b));
        let has_class = shape.word.class_bits > 0;
        RouteCompute {
            kind: ModuleKind::new(
                "ftr_route_compute",
                "Route compute for one input VC: looks up the table word of the head's\n\
                 destination (or, absorbing a multicast, of the next listed one) and gives\n\
                 the route: eject, adaptive mask, escape port and class, multicast layer.",
            ),
            head: Wire::new(fb),
            node: Wire::new(db),
            lookup: Wire::new(db),
            word: Wire::new(ww),
            down: Default::default(),
            keep: Wire::new(p),
            follow: Default::default(),
            successor: Wire::new(pb),
            on_escape: Default::default(),
            eject: Default::default(),
            mask: Wire::new(p),
            escape: Default::default(),
            port: Wire::new(pb),
            esc_class: Default::default(),
            absorb: Default::default(),
            layered: Default::default(),
            layer: Wire::new(4),
            arrived_class: flag(vc.arrived_class),
            valid_at: word_at(valid_at),
            port_at: word_at(port_at),
            port_mask: Param::new(pb, (1u64 << shape.word.port_bits) - 1),
            // Fields a shape does not have point at bit 0 so that the (never taken) select
            // stays inside the word.
            class_at: word_at(if has_class { class_at } else { 0 }),
            down_at: word_at(if shape.word.down_mask { down_at } else { 0 }),
            dest_at: flit_at(2),
            misses_at: flit_at(fields.misses_at),
            leg_at: flit_at(fields.leg_at),
            more_at: flit_at(fields.more_at),
            rest_at: flit_at(fields.rest_at),
            max_misses: Param::new(4, u64::from(shape.max_misses)),
            has_class: flag(has_class),
            bubble_check: flag(shape.bubble_check),
            has_list: flag(shape.flit.list_capacity > 0),
            layers: flag(shape.layers),
            dest: Wire::new(db),
            here: Default::default(),
            more: Wire::new(4),
            leg: Wire::new(4),
            _p: p,
        }
    }
}

/// No state: the clock edge changes nothing (the router lists its RCs with its other blocks).
impl super::Stateful for RouteCompute {
    fn tick(&mut self, _reset: bool) {}
}

impl Logic for RouteCompute {
    #[hdl_gen]
    fn update(&mut self) {
        // Shifted and truncated by the dest-wide wire (the width is the shape's, so no
        // fixed-width slice).
        self.dest.next = self.head.val() >> self.dest_at.val();
        self.leg.next = self.head.val().get_bits::<4>(self.leg_at.val().index());
        self.more.next = 0.into();
        if self.has_list.val().any() {
            self.more.next = self.head.val().get_bits::<4>(self.more_at.val().index());
        }
        self.here.next = self.dest.val() == self.node.val();
        // Multicast: at a listed destination with more to come, absorb and route towards the
        // next listed destination, as if injected here (Up phase, no ring, no class kept).
        self.absorb.next = self.here.val() & self.more.val().any();
        self.lookup.next = self.dest.val();
        if self.absorb.val() {
            self.lookup.next = self.head.val() >> self.rest_at.val();
        }
        self.layered.next = self.layers.val().any()
            & (self.absorb.val() | self.more.val().any() | self.leg.val().any());
        self.layer.next = self.leg.val();
        if self.absorb.val() {
            self.layer.next = self.leg.val() + 1;
        }
        self.eject.next = self.here.val() & !self.absorb.val();
        // The phase's adaptive outputs (the P-bit mask truncates the word).
        self.mask.next = self.word.val();
        if self.down.val() & !self.absorb.val() {
            self.mask.next = self.word.val() >> self.down_at.val();
        }
        self.port.next = (self.word.val() >> self.port_at.val()) & self.port_mask.val();
        self.esc_class.next = false;
        if self.has_class.val().any() {
            self.esc_class.next = self.word.val().get_bit(self.class_at.val().index());
        }
        // Dateline classes: a packet continuing in its dimension keeps its class.
        for q in 0..self._p {
            if (self.port.val().index() == q) & self.keep.val().get_bit(q) & !self.absorb.val() {
                self.esc_class.next = self.arrived_class.val().any();
            }
        }
        self.escape.next = self.word.val().get_bit(self.valid_at.val().index());
        // A packet on a ring follows its ring.
        if self.follow.val() & !self.absorb.val() {
            self.escape.next = true;
            self.port.next = self.successor.val();
            self.esc_class.next = false;
        }
        // No route (new tables reached the packet in flight without a move for it): to the
        // local interface, which reports it (docs/faults-during-operation.md).
        if !self.here.val() & !self.mask.val().any() & !self.escape.val() {
            self.eject.next = true;
        }
        // The livelock limit: stay on the escape ring.
        if (self.bubble_check.val().any() & self.on_escape.val())
            & (self.head.val().get_bits::<4>(self.misses_at.val().index()) >= self.max_misses.val())
            & !self.absorb.val()
        {
            self.mask.next = 0.into();
        }
        // A packet for this router: ejected, no network route.
        if self.eject.val() {
            self.mask.next = 0.into();
            self.escape.next = false;
            self.port.next = 0.into();
            self.esc_class.next = false;
            self.layered.next = false;
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::fabric::Fabric;
    use crate::hdl::rtl::{Value, emit, settle, start};
    use crate::hdl::shape::RouterShape;
    use crate::hdl::shape::{shape_of, stored_bits};
    use crate::router::Flit;
    use crate::router::params::{RouterParams, Switching};
    use crate::router::table_image::{Image, RouteWord, route_image, word};
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSet, Network, Topology};
    use crate::topology::{NodeId, VcId};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A fabric of `spec` with `faults`, under `mode`, whose head flits list `list` further
    /// destinations.
    pub(crate) fn fabric(spec: &str, faults: &str, mode: Mode, vcs: usize, list: usize) -> Fabric {
        let topo: Topology = spec.parse().unwrap();
        let faults = FaultSet::parse(&topo, faults, 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, mode).unwrap();
        let sw = Switching::default_for(mode);
        let mut params = RouterParams::new(&tables, vcs, 8, 4, sw);
        params.list_capacity = list;
        Fabric::with_tables(net, tables, params).unwrap()
    }

    pub(super) fn value(width: usize, x: u128) -> Value {
        let bits: Vec<bool> = (0..width).map(|i| i < 128 && x >> i & 1 == 1).collect();
        Value::from_bits(&bits)
    }

    /// The table memory's read port: word `addr` of the image (0 past the last word).
    pub(super) fn read(image: &Image, fmt: &RouteWord, nodes: usize, addr: usize) -> Value {
        let w = fmt.width() as usize;
        if addr < nodes {
            value(w, word(image, fmt.width(), addr))
        } else {
            Value::zero(w)
        }
    }

    /// RC of input VC `i` with this router's boot configuration on its cfg inputs, started.
    pub(super) fn configured(shape: &RouterShape, i: usize) -> RouteCompute {
        let boot = shape.boot_values();
        let mut hw = RouteCompute::new(shape, i);
        let (p, pb) = (shape.ports, hw.port.width());
        hw.node.next = Value::new(hw.node.width(), boot.node);
        hw.down.next = boot.down >> i & 1 == 1;
        hw.keep.next = Value::new(p, boot.keep[i]);
        hw.follow.next = boot.follow >> i & 1 == 1;
        hw.successor.next = Value::new(pb, boot.successor[i]);
        hw.on_escape.next = boot.on_escape >> i & 1 == 1;
        start(hw)
    }

    /// A random head flit at router `shape.node`: any destination (half of them this router,
    /// where absorb and eject are decided), any misses; with a list, random legs and lists.
    pub(super) fn random_head(rng: &mut StdRng, shape: &RouterShape) -> Flit {
        let nodes = shape.nodes as u32;
        let cap = shape.flit.list_capacity as usize;
        let more = rng.gen_range(0..=cap);
        let dests: Vec<NodeId> = (0..more)
            .map(|_| NodeId::from(rng.gen_range(0..nodes)))
            .collect();
        let dest = if rng.gen_bool(0.5) {
            shape.node
        } else {
            NodeId::from(rng.gen_range(0..nodes))
        };
        Flit {
            head: true,
            dest,
            misses: rng.gen_range(0..16),
            leg: if cap > 0 { rng.gen_range(0..3) } else { 0 },
            more: more as u8,
            rest: Flit::pack_list(&dests, shape.flit.dest_bits),
            ..Flit::default()
        }
    }

    /// RC of every input VC of router `node` against the native RC on `heads` random head
    /// flits (any destination, any misses; with a list, random legs and lists; half of them
    /// addressed here). The harness answers `lookup` with the table word and settles again;
    /// `corrupt` moves the answer to another word (a planted bug the comparison must see).
    fn check(f: &Fabric, node: NodeId, heads: usize, corrupt: bool) -> Tally {
        let shape = shape_of(f, node).unwrap();
        let router = f.router(node).unwrap();
        let image = route_image(router.table(), &shape.word);
        let nodes = shape.nodes;
        let db = shape.flit.dest_bits;
        let mut rng = StdRng::seed_from_u64(u64::from(node.get()));
        let mut t = Tally::default();
        for i in 0..shape.inputs.len() {
            let mut hw = configured(&shape, i);
            for _ in 0..heads {
                let head = random_head(&mut rng, &shape);
                hw.head.next = stored_bits(&shape.flit, &head).resize(hw.head.width());
                settle(&mut hw);
                let lookup = hw.lookup.val().index();
                let absorbing = head.dest == node && head.more > 0;
                let wanted = if absorbing {
                    head.next_dest(db)
                } else {
                    head.dest
                };
                assert_eq!(
                    lookup,
                    wanted.index(),
                    "router {node} input VC {i} {head:?}"
                );
                let addr = if corrupt {
                    (lookup + 1) % nodes
                } else {
                    lookup
                };
                hw.word.next = read(&image, &shape.word, nodes, addr);
                settle(&mut hw);
                let want = router.route_compute().step(i, &head);
                let escape = hw.escape.val();
                let got = (
                    hw.eject.val(),
                    hw.mask.val().to_u64(),
                    escape.then(|| (hw.port.val().to_u64() as u8, u8::from(hw.esc_class.val()))),
                    hw.absorb.val(),
                    hw.layered
                        .val()
                        .then(|| VcId::new(hw.layer.val().to_u64() as usize)),
                );
                let expected = (want.eject, want.mask, want.escape, want.absorb, want.layer);
                if corrupt {
                    t.differed += usize::from(got != expected);
                } else {
                    assert_eq!(got, expected, "router {node} input VC {i} head {head:?}");
                }
                t.compared += 1;
                t.eject += usize::from(want.eject);
                t.absorb += usize::from(want.absorb);
                t.escape += usize::from(want.escape.is_some());
                t.adaptive += usize::from(want.mask != 0);
                t.layered += usize::from(want.layer.is_some());
            }
        }
        t
    }

    /// Routes compared, and how many had each feature (so that a mode's test is seen to
    /// reach its logic).
    #[derive(Default)]
    struct Tally {
        compared: usize,
        differed: usize,
        eject: usize,
        absorb: usize,
        escape: usize,
        adaptive: usize,
        layered: usize,
    }

    fn check_routers(f: &Fabric, routers: &[NodeId]) {
        let mut all = Tally::default();
        for &node in routers {
            let inputs = shape_of(f, node).unwrap().inputs.len();
            let t = check(f, node, 300, false);
            assert_eq!(t.compared, 300 * inputs);
            all.eject += t.eject;
            all.absorb += t.absorb;
            all.escape += t.escape;
            all.adaptive += t.adaptive;
            all.layered += t.layered;
        }
        let mode = f.tables().mode;
        assert!(all.eject > 0);
        // DOR has no adaptive outputs, MH-UD no escape output.
        assert_eq!(all.adaptive > 0, mode != Mode::Dor, "{mode}");
        assert_eq!(all.escape > 0, mode != Mode::MhUd, "{mode}");
        let multicast = f.params().list_capacity > 0;
        assert_eq!(all.absorb > 0, multicast, "absorbs only with a list");
        assert_eq!(all.layered > 0, multicast, "layers only with a list");
    }

    /// Every routing mode the hardware carries (faults, dateline classes, rings, Down phases,
    /// multicast lists).
    #[test]
    fn matches_the_native_rc_in_every_mode() {
        let cases = [
            fabric("torus:4x4", "link:0.0-0.1,link:1.1-1.2", Mode::Bubble, 2, 0),
            fabric("torus:4x4", "", Mode::Duato, 3, 0),
            fabric("torus:4x4", "link:0.1-0.2", Mode::Dor, 2, 0),
            fabric("torus:4x4", "node:1.1", Mode::Pv, 2, 0),
            fabric("hypercube:4", "node:0011", Mode::Esv, 2, 0),
            fabric("mh:2x2", "", Mode::MhUd, 2, 1),
        ];
        for f in &cases {
            check_routers(f, &[0, 2, 6].map(NodeId::new));
        }
    }

    /// Shapes the const-generic block had no instantiation for: a larger torus, a 6-cube, a
    /// 9-node MH (dest ids that do not fill their bits) with 3 listed destinations, 4 VCs.
    #[test]
    fn matches_the_native_rc_on_shapes_of_any_size() {
        let cases = [
            fabric("torus:8x8", "link:0.0-0.1,link:3.3-3.4", Mode::Bubble, 2, 0),
            fabric("hypercube:6", "node:000011", Mode::Esv, 2, 0),
            fabric("mh:3x3", "", Mode::MhUd, 2, 3),
            fabric("torus:4x4", "", Mode::Duato, 4, 0),
            fabric("torus:4x4", "link:0.0-0.1", Mode::Bubble, 4, 0),
        ];
        for f in &cases {
            check_routers(f, &[0, 2, 6].map(NodeId::new));
        }
    }

    /// The lockstep is not vacuous: answering `lookup` with the next destination's word
    /// instead makes routes differ.
    #[test]
    fn a_wrong_table_word_is_noticed() {
        let f = fabric("torus:4x4", "link:0.0-0.1", Mode::Bubble, 2, 0);
        let t = check(&f, NodeId::new(5), 100, true);
        assert!(
            t.differed > t.compared / 4,
            "{} of {}",
            t.differed,
            t.compared
        );
    }

    /// The table never crosses RC: `lookup` and `word` are as wide as one node id and one
    /// word, whatever the number of nodes.
    #[test]
    fn lookup_and_word_widths_follow_the_shape() {
        for (spec, db) in [("torus:8x8", 6), ("torus:16x16", 8)] {
            let f = fabric(spec, "", Mode::Dor, 2, 0);
            let shape = shape_of(&f, NodeId::new(0)).unwrap();
            let ww = shape.word.width() as usize;
            let v = emit(&RouteCompute::new(&shape, 0)).verilog();
            assert!(v.contains("module ftr_route_compute"), "{v}");
            assert!(
                v.contains(&format!("output reg [{}:0] lookup", db - 1)),
                "{v}"
            );
            assert!(
                v.contains(&format!("input wire [{}:0] node", db - 1)),
                "{v}"
            );
            assert!(
                v.contains(&format!("input wire [{}:0] word", ww - 1)),
                "{v}"
            );
            let fb = shape.stored_flit_bits();
            assert!(
                v.contains(&format!("input wire [{}:0] head", fb - 1)),
                "{v}"
            );
        }
    }

    /// RCs of one router differing only in their dateline class share one module body.
    #[test]
    fn the_input_vcs_differ_only_in_parameters() {
        let f = fabric("torus:4x4", "", Mode::Dor, 2, 0);
        let shape = shape_of(&f, NodeId::new(0)).unwrap();
        let texts: Vec<String> = (0..shape.inputs.len())
            .map(|i| emit(&RouteCompute::new(&shape, i)).modules[0].text.clone())
            .collect();
        // The top's declaration carries its own parameter values: strip them.
        let body = |t: &str| {
            t.lines()
                .filter(|l| !l.starts_with("parameter"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert!(texts.iter().all(|t| body(t) == body(&texts[0])));
        for (t, vc) in texts.iter().zip(&shape.inputs) {
            let class = u8::from(vc.arrived_class);
            assert!(
                t.contains(&format!("parameter arrived_class = 1'h{class};")),
                "{t}"
            );
        }
        assert!(
            shape.inputs.iter().any(|vc| vc.arrived_class),
            "both classes occur"
        );
    }
}

#[cfg(test)]
mod tool_tests {
    use super::RouteCompute;
    use super::tests::{configured, fabric, random_head, read};
    use crate::fabric::Fabric;
    use crate::hdl::rtl::check::check_with_tools;
    use crate::hdl::rtl::{Value, emit, settle};
    use crate::hdl::shape::{shape_of, stored_bits};
    use crate::hdl::tools::{iverilog_compile, vvp};
    use crate::router::table_image::route_image;
    use crate::routing::table::Mode;
    use crate::topology::NodeId;
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use std::fmt::Write;
    use std::path::Path;

    fn scratch(name: &str) -> std::path::PathBuf {
        crate::hdl::rtl::check::scratch("rtl-rc").join(name)
    }

    fn lit(v: Value) -> String {
        format!("{}'h{}", v.width(), v.to_hex())
    }

    fn bit(b: bool) -> Value {
        Value::from(b)
    }

    /// The outputs of an RC, by port name.
    fn outputs(hw: &RouteCompute) -> [(&'static str, Value); 9] {
        [
            ("lookup", hw.lookup.val()),
            ("eject", bit(hw.eject.val())),
            ("mask", hw.mask.val()),
            ("escape", bit(hw.escape.val())),
            ("port", hw.port.val()),
            ("esc_class", bit(hw.esc_class.val())),
            ("absorb", bit(hw.absorb.val())),
            ("layered", bit(hw.layered.val())),
            ("layer", hw.layer.val()),
        ]
    }

    /// The Verilog computes what the Rust simulation computes: every input VC of router
    /// `node` is one instance of the one module (its cfg bits on its inputs, its dateline
    /// class as its parameter); Icarus applies the same heads and table words and compares
    /// every output with the simulation's.
    fn icarus_agrees(f: &Fabric, node: NodeId, heads: usize, dir: &Path) {
        let shape = shape_of(f, node).unwrap();
        let image = route_image(f.router(node).unwrap().table(), &shape.word);
        let mut hws: Vec<RouteCompute> = (0..shape.inputs.len())
            .map(|i| configured(&shape, i))
            .collect();
        let h = &hws[0];
        let (fb, db, ww) = (h.head.width(), h.node.width(), h.word.width());
        let mut tb = format!(
            "module tb;\nreg [{}:0] head;\nreg [{}:0] node;\nreg [{}:0] word;\n\
             integer errors = 0;\n",
            fb - 1,
            db - 1,
            ww - 1
        );
        for (i, hw) in hws.iter().enumerate() {
            let mut conns = vec![
                ".head(head)".to_string(),
                ".node(node)".to_string(),
                ".word(word)".to_string(),
                format!(".down({})", lit(bit(hw.down.val()))),
                format!(".keep({})", lit(hw.keep.val())),
                format!(".follow({})", lit(bit(hw.follow.val()))),
                format!(".successor({})", lit(hw.successor.val())),
                format!(".on_escape({})", lit(bit(hw.on_escape.val()))),
            ];
            for (name, v) in outputs(hw) {
                let _ = writeln!(tb, "wire [{}:0] {name}{i};", v.width() - 1);
                conns.push(format!(".{name}({name}{i})"));
            }
            let class = u8::from(shape.inputs[i].arrived_class);
            let _ = writeln!(
                tb,
                "ftr_route_compute #(.arrived_class(1'h{class})) rc{i} ({});",
                conns.join(", ")
            );
        }
        let _ = writeln!(tb, "initial begin\nnode = {};", lit(hws[0].node.val()));
        let mut rng = StdRng::seed_from_u64(99);
        for k in 0..heads {
            let head = random_head(&mut rng, &shape);
            let bits = stored_bits(&shape.flit, &head).resize(fb);
            for hw in hws.iter_mut() {
                hw.head.next = bits;
                settle(hw);
            }
            let lookup = hws[0].lookup.val().index();
            let word = read(&image, &shape.word, shape.nodes, lookup);
            for hw in hws.iter_mut() {
                hw.word.next = word;
                settle(hw);
            }
            let _ = writeln!(tb, "head = {}; word = {}; #1;", lit(bits), lit(word));
            for (i, hw) in hws.iter().enumerate() {
                for (name, v) in outputs(hw) {
                    let _ = writeln!(
                        tb,
                        "if ({name}{i} !== {}) begin errors = errors + 1; \
                         $display(\"head {k} rc{i} {name} %h\", {name}{i}); end",
                        lit(v)
                    );
                }
            }
        }
        tb += "$display(\"errors %0d\", errors);\n$finish;\nend\nendmodule\n";
        std::fs::create_dir_all(dir).unwrap();
        let design = emit(&RouteCompute::new(&shape, 0));
        std::fs::write(dir.join("design.v"), design.verilog()).unwrap();
        std::fs::write(dir.join("tb.v"), tb).unwrap();
        iverilog_compile(dir, &["-s", "tb", "design.v", "tb.v"], "tb.vvp").unwrap();
        let out = vvp(dir, "tb.vvp").unwrap();
        assert!(out.contains("errors 0"), "{}", &out[..out.len().min(3000)]);
    }

    #[test]
    fn icarus_computes_what_the_simulation_computes() {
        let cases = [
            (
                "sim-torus4x4-bubble",
                fabric("torus:4x4", "link:0.0-0.1", Mode::Bubble, 2, 0),
                5,
            ),
            (
                "sim-torus4x4-duato",
                fabric("torus:4x4", "", Mode::Duato, 3, 0),
                6,
            ),
            (
                "sim-mh3x3-multicast",
                fabric("mh:3x3", "", Mode::MhUd, 2, 3),
                4,
            ),
        ];
        for (name, f, node) in &cases {
            icarus_agrees(f, NodeId::new(*node), 150, &scratch(name));
        }
    }

    /// Yosys (no latch), Icarus and Verilator accept RC; the only lint warnings are WIDTH
    /// (wires truncating shifts and 32-bit sums, as the rtl layer means them) and
    /// DECLFILENAME (all modules in one file).
    #[test]
    fn the_tools_accept_rc() {
        let cases = [
            (
                "torus4x4-bubble",
                fabric("torus:4x4", "", Mode::Bubble, 2, 0),
            ),
            ("mh2x2-multicast", fabric("mh:2x2", "", Mode::MhUd, 2, 1)),
            ("torus16x16-dor", fabric("torus:16x16", "", Mode::Dor, 2, 0)),
        ];
        for (name, f) in &cases {
            let shape = shape_of(f, NodeId::new(0)).unwrap();
            let report =
                check_with_tools(&emit(&RouteCompute::new(&shape, 2)), &scratch(name)).unwrap();
            eprintln!("{name}: {} cells", report.synth.cells);
            assert_eq!(report.synth.flip_flops, 0, "{name}: RC is combinational");
        }
    }
}
