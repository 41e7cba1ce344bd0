//! RC as a block of its own, the twin of `router::route_compute::RouteCompute::step`: the head
//! flit at the front of one input VC in, the route the input VC registers out. Combinational
//! (the router's route registers hold the result); one instance per input VC.
//!
//! ```text
//!  head (FB) ─────────► ┌──────────────────────────────────────┐ ──► eject
//!  node, table (boot) ─►│ dest == node? absorb (multicast)?     │ ──► mask (P)
//!  down, keep, follow, ►│ table word of dest (or of the next    │ ──► escape, port, class
//!  successor, on_escape,│ listed destination), phase mask,      │ ──► absorb
//!  arrived_class (VC)   │ dateline class, ring, livelock limit  │ ──► layered, layer (4)
//!                       └──────────────────────────────────────┘
//! ```
//! The table arrives on the boot port `table` (NODES words of WW bits, `RouteWord` layout);
//! the per-VC inputs are the router's `cfg_*` bits for this VC.

use super::shape::RouterShape;
use crate::hdl::prelude::*;

#[derive(LogicBlock)]
pub struct HdlRouteCompute<
    const P: usize,
    const PB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> {
    /// The flit at the front of the input VC (stored bits: head, tail, data).
    pub head: Signal<In, Bits<FB>>,
    /// Boot configuration: this router's id and routing table.
    pub node: Signal<In, Bits<DB>>,
    pub routes: Signal<In, Bits<TB>>,
    /// This input VC: Down phase (MH-UD), outputs keeping the dateline class, follows its
    /// ring to `successor`, an escape VC on a ring, its dateline class.
    pub down: Signal<In, Bit>,
    pub keep: Signal<In, Bits<P>>,
    pub follow: Signal<In, Bit>,
    pub successor: Signal<In, Bits<PB>>,
    pub on_escape: Signal<In, Bit>,
    pub arrived_class: Signal<In, Bit>,
    /// The route: eject here, or the adaptive outputs and the escape output (valid, port,
    /// class); multicast: absorb here, and the VC layer the leg may take (valid, index).
    pub eject: Signal<Out, Bit>,
    pub mask: Signal<Out, Bits<P>>,
    pub escape: Signal<Out, Bit>,
    pub port: Signal<Out, Bits<PB>>,
    pub esc_class: Signal<Out, Bit>,
    pub absorb: Signal<Out, Bit>,
    pub layered: Signal<Out, Bit>,
    pub layer: Signal<Out, Bits<4>>,

    // Routing-word and flit field offsets, and the parameter bits RC reads.
    word_bits: Constant<Bits<16>>,
    valid_at: Constant<Bits<8>>,
    port_at: Constant<Bits<8>>,
    port_bits: Constant<Bits<8>>,
    class_at: Constant<Bits<8>>,
    has_class: Constant<Bit>,
    down_at: Constant<Bits<8>>,
    misses_at: Constant<Bits<8>>,
    leg_at: Constant<Bits<8>>,
    more_at: Constant<Bits<8>>,
    rest_at: Constant<Bits<8>>,
    max_misses: Constant<Bits<4>>,
    bubble_check: Constant<Bit>,
    has_list: Constant<Bit>,
    layers: Constant<Bit>,

    // Wires.
    here: Signal<Local, Bit>,
    more: Signal<Local, Bits<4>>,
    leg: Signal<Local, Bits<4>>,
    lookup: Signal<Local, Bits<DB>>,
    word: Signal<Local, Bits<WW>>,
}

impl<
    const P: usize,
    const PB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> HdlRouteCompute<P, PB, DB, WW, FB, NODES, TB>
{
    /// RC for the routers of `shape` (the per-router and per-VC values come on the inputs).
    pub fn new(shape: &RouterShape) -> Self {
        let [.., db, ww, fb, nodes, tb] = shape.generics();
        assert_eq!(
            [shape.ports, db, ww, fb, nodes, tb],
            [P, DB, WW, FB, NODES, TB],
            "const generics must follow RouterShape::generics()"
        );
        let (valid_at, port_at, class_at, down_at) = shape.word.offsets();
        let fields = FlitFields::of(shape);
        HdlRouteCompute {
            head: Default::default(),
            node: Default::default(),
            routes: Default::default(),
            down: Default::default(),
            keep: Default::default(),
            follow: Default::default(),
            successor: Default::default(),
            on_escape: Default::default(),
            arrived_class: Default::default(),
            eject: Default::default(),
            mask: Default::default(),
            escape: Default::default(),
            port: Default::default(),
            esc_class: Default::default(),
            absorb: Default::default(),
            layered: Default::default(),
            layer: Default::default(),
            word_bits: Constant::new(shape.word.width().to_bits()),
            valid_at: Constant::new(valid_at.to_bits()),
            port_at: Constant::new(port_at.to_bits()),
            port_bits: Constant::new(shape.word.port_bits.to_bits()),
            class_at: Constant::new(class_at.to_bits()),
            has_class: Constant::new(shape.word.class_bits > 0),
            // Without a Down-phase mask no input reads it; point at the adaptive mask so that
            // the slice stays inside the word.
            down_at: Constant::new(if shape.word.down_mask { down_at } else { 0 }.to_bits()),
            misses_at: Constant::new(fields.misses_at.to_bits()),
            leg_at: Constant::new(fields.leg_at.to_bits()),
            more_at: Constant::new(fields.more_at.to_bits()),
            rest_at: Constant::new(fields.rest_at.to_bits()),
            max_misses: Constant::new(u32::from(shape.max_misses).to_bits()),
            bubble_check: Constant::new(shape.bubble_check),
            has_list: Constant::new(shape.flit.list_capacity > 0),
            layers: Constant::new(shape.layers),
            here: Default::default(),
            more: Default::default(),
            leg: Default::default(),
            lookup: Default::default(),
            word: Default::default(),
        }
    }
}

/// Offsets of the header fields in a stored flit (head, tail, then the data bits), kept
/// inside the flit for formats without a list (their readers are off then).
#[derive(Clone, Copy, Debug)]
pub struct FlitFields {
    pub hops_at: usize,
    pub misses_at: usize,
    pub leg_at: usize,
    pub more_at: usize,
    pub rest_at: usize,
}

impl FlitFields {
    pub fn of(shape: &RouterShape) -> Self {
        let fb = shape.stored_flit_bits();
        let db = shape.flit.dest_bits as usize;
        let more_at = 2 + shape.flit.more_offset() as usize;
        FlitFields {
            hops_at: 2 + db,
            misses_at: 2 + db + 8,
            leg_at: more_at - 4,
            more_at: more_at.min(fb - 4),
            rest_at: (more_at + shape.flit.more_bits as usize).min(fb - db),
        }
    }
}

impl<
    const P: usize,
    const PB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
> Logic for HdlRouteCompute<P, PB, DB, WW, FB, NODES, TB>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.leg.next = self.head.val().get_bits::<4>(self.leg_at.val().index());
        self.more.next = 0.into();
        if self.has_list.val() {
            self.more.next = self.head.val().get_bits::<4>(self.more_at.val().index());
        }
        self.here.next = self.head.val().get_bits::<DB>(2) == self.node.val();
        // Multicast: at a listed destination with more to come, absorb and route towards the
        // next listed destination, as if injected here (Up phase, no ring, no class kept).
        self.absorb.next = self.here.val() & self.more.val().any();
        self.lookup.next = self.head.val().get_bits::<DB>(2);
        if self.absorb.val() {
            self.lookup.next = self.head.val().get_bits::<DB>(self.rest_at.val().index());
        }
        self.word.next = 0.into();
        for d in 0..NODES {
            if self.lookup.val().index() == d {
                self.word.next = self
                    .routes
                    .val()
                    .get_bits::<WW>(self.word_bits.val().index() * d);
            }
        }
        self.layered.next =
            self.layers.val() & (self.absorb.val() | self.more.val().any() | self.leg.val().any());
        self.layer.next = self.leg.val();
        if self.absorb.val() {
            self.layer.next = self.leg.val() + 1;
        }
        self.eject.next = self.here.val() & !self.absorb.val();
        // The phase's adaptive outputs.
        self.mask.next = self.word.val().get_bits::<P>(0);
        if self.down.val() & !self.absorb.val() {
            self.mask.next = self.word.val().get_bits::<P>(self.down_at.val().index());
        }
        self.port.next = 0.into();
        for b in 0..PB {
            if self.port_bits.val().index() > b {
                self.port.next = self
                    .port
                    .val()
                    .replace_bit(b, self.word.val().get_bit(self.port_at.val().index() + b));
            }
        }
        self.esc_class.next = false;
        if self.has_class.val() {
            self.esc_class.next = self.word.val().get_bit(self.class_at.val().index());
        }
        // Dateline classes: a packet continuing in its dimension keeps its class.
        for q in 0..P {
            if (self.port.val().index() == q) & self.keep.val().get_bit(q) & !self.absorb.val() {
                self.esc_class.next = self.arrived_class.val();
            }
        }
        self.escape.next = self.word.val().get_bit(self.valid_at.val().index());
        // A packet on a ring follows its ring.
        if self.follow.val() & !self.absorb.val() {
            self.escape.next = true;
            self.port.next = self.successor.val();
            self.esc_class.next = false;
        }
        // The livelock limit: stay on the escape ring.
        if (self.bubble_check.val() & self.on_escape.val())
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
mod tests {
    use super::*;
    use crate::fabric::Fabric;
    use crate::hdl::router::emit::with_shape;
    use crate::hdl::router::lockstep::{shape_of, stored_bits};
    use crate::hdl::sim::{settle, start};
    use crate::hdl::table_image::route_image;
    use crate::router::Flit;
    use crate::router::params::{RouterParams, Switching};
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSet, Network, Topology};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A fabric of `spec` with `faults`, under `mode`, whose head flits list `list` further
    /// destinations.
    fn fabric(spec: &str, faults: &str, mode: Mode, vcs: usize, list: usize) -> Fabric {
        let topo: Topology = spec.parse().unwrap();
        let faults = FaultSet::parse(&topo, faults, 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, mode).unwrap();
        let sw = if mode.uses_rings() {
            Switching::Vct
        } else {
            Switching::Wormhole
        };
        let mut params = RouterParams::new(&tables, vcs, 8, 4, sw);
        params.list_capacity = list;
        Fabric::with_tables(net, tables, params).unwrap()
    }

    /// Every input VC of router `node` gets `heads` random head flits (any destination, any
    /// misses; with a list, random legs and lists); the block's route must equal the native
    /// RC's. Returns the number of routes compared.
    #[allow(clippy::too_many_arguments)]
    fn check<
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
    >(
        f: &Fabric,
        node: usize,
        heads: usize,
    ) -> usize {
        let shape = shape_of(f, node).unwrap();
        let router = f.routers[node].as_ref().unwrap();
        let image = route_image(router.table(), &shape.word);
        let boot = shape.boot_values();
        let mut rng = StdRng::seed_from_u64(node as u64);
        let mut compared = 0;
        for i in 0..N {
            let mut hw = HdlRouteCompute::<P, PB, DB, WW, FB, NODES, TB>::new(&shape);
            hw.node.next = boot.node.to_bits();
            hw.routes.next = image
                .iter()
                .enumerate()
                .fold(Bits::<TB>::default(), |t, (k, b)| t.replace_bit(k, *b));
            hw.down.next = boot.down >> i & 1 == 1;
            hw.keep.next = boot.keep[i].to_bits();
            hw.follow.next = boot.follow >> i & 1 == 1;
            hw.successor.next = boot.successor[i].to_bits();
            hw.on_escape.next = boot.on_escape >> i & 1 == 1;
            hw.arrived_class.next = shape.inputs[i].arrived_class;
            let mut hw = start(hw);
            for _ in 0..heads {
                let cap = shape.flit.list_capacity as usize;
                let more = rng.gen_range(0..=cap);
                let dests: Vec<u32> = (0..more).map(|_| rng.gen_range(0..NODES as u32)).collect();
                // Half the heads are addressed here, where absorb and eject are decided.
                let dest = if rng.gen_bool(0.5) {
                    node as u32
                } else {
                    rng.gen_range(0..NODES as u32)
                };
                let head = Flit {
                    head: true,
                    dest,
                    misses: rng.gen_range(0..16),
                    leg: if cap > 0 { rng.gen_range(0..3) } else { 0 },
                    more: more as u8,
                    rest: Flit::pack_list(&dests, DB as u32),
                    ..Flit::default()
                };
                hw.head.next = stored_bits(&shape.flit, &head).to_bits();
                settle(&mut hw);
                let want = router.route_compute().step(i, &head);
                let escape = hw.escape.val();
                let got = (
                    hw.eject.val(),
                    hw.mask.val().to_u64(),
                    escape.then(|| (hw.port.val().to_u64() as u8, u8::from(hw.esc_class.val()))),
                    hw.absorb.val(),
                    hw.layered.val().then(|| hw.layer.val().to_u64() as u8),
                );
                let expected = (want.eject, want.mask, want.escape, want.absorb, want.layer);
                assert_eq!(got, expected, "router {node} input VC {i} head {head:?}");
                compared += 1;
            }
        }
        compared
    }

    /// RC alone against the native RC in every routing mode the hardware carries (faults,
    /// dateline classes, rings, Down phases, multicast lists).
    #[test]
    fn route_compute_matches_the_native_rc() {
        let cases = [
            fabric("torus:4x4", "link:0.0-0.1,link:1.1-1.2", Mode::Bubble, 2, 0),
            fabric("torus:4x4", "", Mode::Duato, 3, 0),
            fabric("torus:4x4", "link:0.1-0.2", Mode::Dor, 2, 0),
            fabric("torus:4x4", "node:1.1", Mode::Pv, 2, 0),
            fabric("hypercube:4", "node:0011", Mode::Esv, 2, 0),
            fabric("mh:2x2", "", Mode::MhUd, 2, 1),
        ];
        for f in &cases {
            for node in [0, 2, 6] {
                let shape = shape_of(f, node).unwrap();
                let n = with_shape!(shape, check(f, node, 300)).unwrap();
                assert_eq!(n, 300 * shape.inputs.len());
            }
        }
    }
}
