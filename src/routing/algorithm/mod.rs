//! One routing algorithm = one module behind `RoutingAlgorithm` (docs/architecture.md,
//! "Adding a routing algorithm"). A module holds everything the rest of the crate asks of its
//! algorithm: the topologies it serves, how its table words are made, its run-time decision,
//! its deadlock argument (the dependency graph `route --check` proves acyclic) and its VC
//! classes. `Mode` is the algorithm's name; `Mode::algorithm` maps it to its module's object.
//!
//! The per-flit paths never call through the trait: the router reads `RouterParams`' derived
//! bits and VC roles, and words computed from coordinates read a `WordRule` value, both taken
//! from the trait once, when a router or table is built.

pub mod bubble;
pub mod dor;
pub mod duato;
pub mod esv;
pub mod mh_ud;
pub mod min_adapt;
pub mod min_adaptive;
pub mod pv;

use super::bubble::EscapeTables;
use super::deadlock::{Arrival, DependencyGraph, walked_cdg};
use super::table::{CompiledTables, DestContext, DestNeeds, RouteEntry, WordRule, word};
use super::vc_class::VcRole;
use super::{Mode, Route};
use crate::Result;
use crate::topology::{Kind, Network, NodeId, PortId, VcId};

/// A per-router next-hop decision (PV, ESV), owning what it reads.
pub type OwnedNextHop<'a> = Box<dyn Fn(NodeId, NodeId) -> Option<PortId> + Sync + 'a>;

/// The escape sub-network an algorithm keeps deadlock-free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escape {
    /// Dimension-order escape with dateline VC classes on tori (two classes where a
    /// dimension wraps).
    Dateline,
    /// Bubble-regulated escape rings (virtual cut-through).
    Rings,
    /// No escape VCs.
    None,
}

/// The deterministic next hop `route --check` walks from each source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    /// The lowest adaptive port (the adaptive choice is the algorithm).
    Adaptive,
    /// The escape port.
    Escape,
    /// None: delivery is by the escape rings, checked along them (`escape-reaches`).
    Rings,
}

/// What the crate asks of one routing algorithm. Defaults fit an adaptive algorithm whose
/// words come from distances alone; each module overrides what its algorithm differs in.
pub trait RoutingAlgorithm: Sync {
    /// Its key.
    fn mode(&self) -> Mode;
    /// The name `--routing` and `route --algorithm` take.
    fn name(&self) -> &'static str;
    /// One line for help texts.
    fn description(&self) -> &'static str;
    /// Does it apply to topologies of this kind?
    fn serves(&self, kind: Kind) -> bool;
    /// Its escape sub-network.
    fn escape(&self) -> Escape;

    /// Is it deadlock-free by construction (`deadlock_argument` proves it per network)? Only
    /// then may a router run it.
    fn deadlock_free(&self) -> bool {
        true
    }

    /// Table rows: what the compiler computes per destination before any router's word.
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::Distances
    }

    /// Table rows from coordinates: the rule of algorithms whose words follow from distances
    /// and DOR paths (None: every word is computed per destination and stored).
    fn word_rule(&self) -> Option<WordRule> {
        None
    }

    /// Its per-router next hop, for algorithms not native to tables (PV, ESV); the compiler
    /// makes it loop-free.
    fn next_hop<'a>(&self, _net: &'a Network) -> Result<Option<OwnedNextHop<'a>>> {
        Ok(None)
    }

    /// The decision: router `v`'s word towards the destination of `ctx` (None: no move).
    /// The table compiler stores it; the behavioral model asks it at run time.
    fn entry(
        &self,
        ctx: &DestContext,
        net: &Network,
        v: NodeId,
        rings: Option<&EscapeTables>,
    ) -> Option<RouteEntry> {
        let rule = self
            .word_rule()
            .expect("an algorithm without a word rule decides itself");
        word(net, rule, v, ctx.dest(), ctx, rings)
    }

    /// Its words carry a Down-phase mask chosen by the arrival port (MH-UD).
    fn down_phase(&self) -> bool {
        false
    }

    /// It routes path-based multicast packets (MH-UD).
    fn multicast(&self) -> bool {
        false
    }

    /// `route --check`: are its adaptive masks minimal in the surviving graph?
    fn adaptive_minimal(&self) -> bool {
        true
    }

    /// `route --check`: the next hop walked to show that every served pair is reached.
    fn walk(&self) -> Walk {
        Walk::Escape
    }

    /// Its deadlock argument: which dependency graph of the compiled tables must be acyclic,
    /// named as `route --check` reports it.
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph);

    /// VC classes: the fewest VCs a router needs with `escape_classes` escape classes.
    fn min_vcs(&self, escape_classes: usize) -> usize;

    /// VC classes: the role of VC `vc` of `vcs` (`booksim_vcs`: BookSim2's VC ranges).
    fn vc_role(&self, vc: VcId, vcs: usize, escape_classes: usize, booksim_vcs: bool) -> VcRole;

    /// Router: an adaptive VC is allocated only when its downstream buffer is empty
    /// (Duato's condition under wormhole).
    fn atomic_adaptive(&self) -> bool {
        false
    }

    /// Router: a packet on an escape VC is offered no adaptive port again.
    fn permanent_escape(&self) -> bool {
        false
    }

    /// Router: VA takes free VCs of a request from an accept pointer (`several`: a class has
    /// more than one VC).
    fn unordered_choice(&self, _booksim_vcs: bool, _several: bool) -> bool {
        false
    }

    /// Router: a head takes an adaptive VC only with room downstream for its whole packet.
    fn adaptive_needs_packet(&self, _booksim_vcs: bool) -> bool {
        false
    }

    /// Why the hardware router cannot run it, if it cannot.
    fn hardware_refusal(&self) -> Option<&'static str> {
        None
    }

    /// `route`: one packet's whole path (by default the compiled tables walked idle).
    fn route(&self, net: &Network, src: NodeId, dst: NodeId) -> Result<Route> {
        let mode = self.mode();
        mode.check_topology(net)?;
        let tables = super::table::compile(net, mode)?;
        Ok(super::algorithms::table_walk(net, &tables, src, dst))
    }

    /// Seconds the table compiler takes per (router, destination, port), for the budget's
    /// estimates (measured: src/budget.rs).
    fn table_entry_seconds(&self) -> f64;
}

/// The escape relation as the router applies it: the table's port and entry class, the
/// arrival class kept where the table's class_keep bits say so.
pub fn escape_relation(
    t: &CompiledTables,
) -> impl Fn(NodeId, NodeId, Arrival) -> Option<(PortId, u8)> + '_ {
    move |v: NodeId, d: NodeId, arrival: Arrival| {
        let e = t.entry(v, d).unwrap_or_default();
        let q = e.escape_port()?;
        let class = match (arrival, t.routers[v.index()].as_ref()) {
            (Some((i, arrived)), Some(r)) => r.escape_class(i, arrived, q, e.escape_class),
            _ => e.escape_class,
        };
        Some((q, class))
    }
}

/// Largest network for which Duato's extended dependency graph (cubic work) is built.
pub const EXTENDED_CDG_MAX_NODES: usize = 1024;

/// The deadlock argument of an adaptive algorithm over a dateline DOR escape (Duato,
/// min-adapt): Duato's extended graph of the escape channels, or the direct one where the
/// extended graph is too large.
pub fn escape_argument(net: &Network, t: &CompiledTables) -> (&'static str, DependencyGraph) {
    if net.num_nodes() <= EXTENDED_CDG_MAX_NODES {
        let adaptive =
            |v: NodeId, d: NodeId| u64::from(t.entry(v, d).unwrap_or_default().adaptive_mask);
        (
            "Duato's extended dependency graph of the escape channels",
            super::deadlock::extended_cdg(net, escape_relation(t), adaptive),
        )
    } else {
        (
            "direct escape dependency graph (too large for the extended graph)",
            walked_cdg(net, escape_relation(t)),
        )
    }
}

/// The deadlock argument of the bubble-ring algorithms (bubble, PV, ESV): the escape rings
/// are safe by the bubble rule, so only the dependencies that leave a ring (ring changes)
/// must be acyclic. Moves that continue on the same ring are the rings themselves.
pub fn ring_change_argument(net: &Network, t: &CompiledTables) -> (&'static str, DependencyGraph) {
    use super::deadlock::Channel;
    let mut g = DependencyGraph::default();
    // A packet on a ring only follows its ring: there are no ring changes.
    if !t.follow_ring {
        for d in net.healthy_nodes() {
            for u in net.healthy_nodes().filter(|&u| u != d) {
                let Some(p) = t.entry(u, d).and_then(|e| e.escape_port()) else {
                    continue;
                };
                let Some(v) = net.link(u, p).filter(|&v| v != d) else {
                    continue;
                };
                let router = t.routers[v.index()].as_ref().expect("healthy");
                let inp = net.topo.input_port(v, u).expect("adjacent");
                if let Some(q) = router.entry(d).escape_port()
                    && router.ring_successor[inp.index()] != Some(q)
                {
                    g.add(Channel::new(u, p, 0), Channel::new(v, q, 0));
                }
            }
        }
    }
    ("ring-change dependencies of the escape network", g)
}
