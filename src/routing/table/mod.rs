//! The routing-table compiler: any routing mode -> per-router table contents.
//!
//! The table is the bridge between the algorithms and the hardware (docs/architecture.md, "Routing
//! modes"; docs/routing-tables.md): per router and destination, the adaptive output-port mask, the
//! escape port and escape VC class; per router, the (P + 1) x P bubble-check bits and the
//! escape-ring successor of each input port. What the router stores is exactly what `check`
//! verifies.

pub mod rows;

use super::bubble::{EscapeNetwork, EscapeTables, HAMILTONIAN_STEPS_PER_NODE};
use super::dor::{dateline_class, dor_port, needs_dateline, tie_dim};
use super::mh::{Phase, UdTable, arrival_phase};
use crate::topology::network::UNREACHABLE;
use crate::topology::{Network, NodeId, PortId};
use crate::{Error, Result};
use rayon::prelude::*;
use rows::{CoordRule, Rows};

pub use super::Mode;

/// One routing-table word: what the router may do with a packet for one destination.
/// 12 bytes, so a 4,096-router fabric's tables (16.7 M words) stay near 200 MB.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RouteEntry {
    /// Bit p: output port p may be requested on an adaptive VC (at most 32 ports: a network
    /// of at most 2^24 nodes has at most 30).
    pub adaptive_mask: u32,
    /// The escape output (None: eject here, or no route); see `escape_port()`.
    pub escape: Option<PortId>,
    /// Escape VC class on that port (dateline class for DOR / Duato; 0 otherwise).
    pub escape_class: u8,
    /// Dateline modes: 1 + the dimension whose half-ring tie the escape port breaks by the
    /// parity rule (0: no tie); a router drawing ties per packet may take the opposite port
    /// with the other class (`RouterTable::opposite`). Fits the word's spare byte.
    pub tie_dim: u8,
    /// MH-UD only: the adaptive mask for a packet in the Down phase (it has taken a Low
    /// channel and may only descend). `adaptive_mask` is then the Up-phase mask.
    pub down_mask: u32,
}

impl RouteEntry {
    /// The escape output port, if any.
    pub fn escape_port(&self) -> Option<PortId> {
        self.escape
    }
}

/// The contents of one router's tables.
#[derive(Clone, Debug)]
pub struct RouterTable {
    /// The word per destination node id: stored, or computed from coordinates with the
    /// exceptions faults cause (`rows`).
    pub rows: Rows,
    /// (P + 1) rows of P bits: row i < P is the escape VC of input i, row P every adaptive
    /// input and injection. Bit j = 1: the move to output j's escape VC needs no bubble check.
    pub bubble_bits: Vec<u64>,
    /// Ring successor of each input port's escape VC (None: the input carries no ring).
    pub ring_successor: Vec<Option<PortId>>,
    /// MH-UD only: bit i set when packets arriving on input i are in the Down phase (the
    /// upstream router has the higher label). Injected packets start in the Up phase.
    pub down_inputs: u64,
    /// Dateline modes only (P rows of P bits): bit j of row i is set when output j continues
    /// input i's dimension, so a packet on an escape VC keeps its dateline class there
    /// (`dor` module docs); zero elsewhere.
    pub class_keep: Vec<u64>,
    /// Dateline modes: the port of the same dimension in the other direction (the other way
    /// round a ring at a tie); empty elsewhere.
    pub opposite: Vec<Option<PortId>>,
}

impl RouterTable {
    /// The adaptive mask for a packet for `dest` that arrived on `in_port` (None: injected).
    pub fn adaptive_mask(&self, dest: NodeId, in_port: Option<PortId>) -> u64 {
        let e = self.entry(dest);
        u64::from(match in_port {
            Some(i) if self.down_inputs >> i.index() & 1 == 1 => e.down_mask,
            _ => e.adaptive_mask,
        })
    }
}

impl RouterTable {
    /// The word for destination `dest`.
    #[inline]
    pub fn entry(&self, dest: NodeId) -> RouteEntry {
        self.rows.entry(dest)
    }

    /// Every word, destination 0 first.
    pub fn entries(&self) -> impl Iterator<Item = RouteEntry> + '_ {
        self.rows.iter()
    }

    /// The escape class of a move from input `in_port` to output `out` for a packet that
    /// arrived on an escape VC of class `arrived`, when the table's (entry) class is `entry`.
    pub fn escape_class(&self, in_port: PortId, arrived: u8, out: PortId, entry: u8) -> u8 {
        if self
            .class_keep
            .get(in_port.index())
            .is_some_and(|row| row >> out.index() & 1 == 1)
        {
            arrived
        } else {
            entry
        }
    }

    /// Does a move from `row` (input port, or P for adaptive / injection) to output `out` need the bubble check?
    pub fn needs_bubble(&self, row: usize, out: PortId) -> bool {
        self.bubble_bits[row] >> out.index() & 1 == 0
    }
}

/// Per-router tables for a whole network, plus what the compiler had to do to get them.
#[derive(Clone, Debug)]
pub struct CompiledTables {
    pub mode: Mode,
    pub num_ports: usize,
    /// Escape VC classes the mode needs (2 for dateline DOR on tori, else 1).
    pub escape_classes: u8,
    /// The escape rings, for ring modes.
    pub escape: Option<EscapeNetwork>,
    /// A packet on an escape VC follows the ring successor (rather than the table's escape port).
    pub follow_ring: bool,
    /// None for faulty routers. Shared with the fabric's routers, never copied.
    pub routers: Vec<Option<std::sync::Arc<RouterTable>>>,
    /// (node, destination) entries where the algorithm gave no usable next hop and the
    /// compiler substituted a shortest-path port (PV, ESV).
    pub fallback_entries: usize,
    /// Healthy (source, destination) pairs the mode cannot serve although a path exists
    /// (DOR / Duato / MH-UD through faults); their packets are reported undeliverable.
    /// Counted when first asked where the words are computed and the count is not a
    /// by-product of compiling (`unroutable_pairs()`).
    unroutable: std::sync::OnceLock<usize>,
}

impl CompiledTables {
    /// Bytes the tables take: every router's rows and per-port rows, and once the state the
    /// computed rows share (`CoordRule`: the network, runs of working links, ring visits).
    pub fn bytes(&self) -> usize {
        let vec = |len: usize, item: usize| 24 + len * item;
        let mut rule = None;
        let routers: usize = self
            .routers
            .iter()
            .flatten()
            .map(|r| {
                if let Rows::Computed { rule: shared, .. } = &r.rows {
                    rule.get_or_insert_with(|| shared.bytes());
                }
                std::mem::size_of::<RouterTable>()
                    + r.rows.stored_bytes()
                    + vec(r.bubble_bits.len(), 8)
                    + vec(r.ring_successor.len(), 2)
                    + vec(r.class_keep.len(), 8)
                    + vec(r.opposite.len(), 2)
            })
            .sum();
        let rings: usize = self
            .escape
            .iter()
            .flat_map(|e| &e.rings)
            .map(|r| vec(r.len(), 4))
            .sum();
        routers + rings + rule.unwrap_or(0) + 8 * self.routers.len()
    }

    /// Healthy (source, destination) pairs the mode cannot serve although a path exists.
    pub fn unroutable_pairs(&self) -> usize {
        *self.unroutable.get_or_init(|| {
            let rule = self.routers.iter().flatten().find_map(|r| match &r.rows {
                Rows::Computed { rule, .. } => Some(rule),
                Rows::Stored(_) => None,
            });
            rule.expect("counted at compile unless computed")
                .dor_unserved_pairs()
        })
    }

    /// Does `node`'s table offer any way towards `dest` (an adaptive port or the escape)?
    /// A packet the tables cannot route is reported undeliverable when it is generated.
    pub fn can_route(&self, node: NodeId, dest: NodeId) -> bool {
        self.entry(node, dest)
            .is_some_and(|e| e.adaptive_mask != 0 || e.escape_port().is_some())
    }

    pub fn entry(&self, node: NodeId, dest: NodeId) -> Option<RouteEntry> {
        self.routers[node.index()].as_deref().map(|r| r.entry(dest))
    }
}

/// Largest network whose tables store every word (N^2 words of 12 bytes: 805 MB at 8192).
/// Modes computed from coordinates (`rows::CoordRule`) have no such limit.
pub const MAX_TABLE_NODES: usize = 8192;

/// Networks up to this many nodes store every word (12 MB of words at 1024 nodes), since a
/// stored word is read faster than one is computed; larger ones compute what coordinates give.
pub const STORED_MAX_NODES: usize = 1024;

/// How the compiler keeps the words (docs/routing-tables.md, "Tables that scale").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// Every word of every router.
    Stored,
    /// Words from coordinates, with per-router exceptions where faults change them.
    Computed,
}

impl Store {
    /// Stored for small networks and for the modes coordinates do not give (PV, ESV, MH-UD).
    pub fn for_network(net: &Network, mode: Mode) -> Store {
        if CoordRule::covers(mode) && net.num_nodes() > STORED_MAX_NODES {
            Store::Computed
        } else {
            Store::Stored
        }
    }
}

/// A per-router decision of an algorithm that is not table-native (PV, ESV).
pub type NextHop<'a> = &'a (dyn Fn(NodeId, NodeId) -> Option<PortId> + Sync);

/// Refuse a topology above [`MAX_TABLE_NODES`] for a mode whose tables store every word
/// (callers check it before building the network, which takes a second at a million nodes).
pub fn check_node_limit(topo: &crate::topology::Topology, mode: Mode) -> Result<()> {
    let n = topo.num_nodes();
    if n > MAX_TABLE_NODES && !CoordRule::covers(mode) {
        let mb = n as f64 * n as f64 * std::mem::size_of::<RouteEntry>() as f64 / 1e6;
        return Err(Error::input(format!(
            "{topo} has {n} nodes: {mode}'s per-destination routing tables would take {mb:.0} MB; the limit for {mode} is {MAX_TABLE_NODES} nodes (dor, duato, min-adapt and bubble have none)"
        )));
    }
    Ok(())
}

/// Compile a mode's tables: per destination (`DestContext`), through the algorithm's own
/// next-hop function where it has one (PV, ESV).
pub fn compile(net: &Network, mode: Mode) -> Result<CompiledTables> {
    mode.check_topology(net)?;
    let next_hop = mode.algorithm().next_hop(net)?;
    compile_with(net, mode, next_hop.as_deref().map(|f| f as NextHop))
}

/// The compiler proper. `next_hop` is the algorithm decision for PV / ESV.
pub fn compile_with(
    net: &Network,
    mode: Mode,
    next_hop: Option<NextHop>,
) -> Result<CompiledTables> {
    compile_into(net, mode, next_hop, Store::for_network(net, mode))
}

/// The compiler, keeping the words as `store` says (`Store::Computed` only for the modes
/// `CoordRule` covers; the same words either way).
pub fn compile_into(
    net: &Network,
    mode: Mode,
    next_hop: Option<NextHop>,
    store: Store,
) -> Result<CompiledTables> {
    mode.check_topology(net)?;
    check_node_limit(&net.topo, mode)?;
    assert!(
        store == Store::Stored || CoordRule::covers(mode),
        "{mode}: stored words only"
    );
    if net.num_ports() > 32 {
        return Err(Error::input(format!(
            "{} has {} ports; routing tables hold at most 32",
            net.topo,
            net.num_ports()
        )));
    }
    let p = net.num_ports();
    let mut escape = None;
    let mut rings: Option<std::sync::Arc<EscapeTables>> = None;
    if mode.uses_rings() {
        let esc = EscapeNetwork::build(net, HAMILTONIAN_STEPS_PER_NODE)?;
        rings = Some(std::sync::Arc::new(EscapeTables::compile(net, &esc)));
        escape = Some(esc);
    }
    let mut words = match store {
        Store::Stored => stored_words(net, mode, rings.as_deref(), next_hop),
        Store::Computed => computed_words(net, mode, rings.clone()),
    };
    let escape_classes = if mode.dateline() && needs_dateline(&net.topo) {
        2
    } else {
        1
    };
    // The same rows for every router: they depend only on the topology's ports.
    let (class_keep, opposite) = if escape_classes == 2 {
        (same_dimension_rows(&net.topo), opposite_ports(&net.topo))
    } else {
        (vec![0; p], Vec::new())
    };
    let routers = net
        .node_ids()
        .map(|v| {
            net.is_healthy(v).then(|| {
                let (bubble_bits, ring_successor) = match &rings {
                    Some(t) => bubble_rows(p, &t.successor[v.index()], t.on_ring[v.index()]),
                    None => (vec![(1u64 << p) - 1; p + 1], vec![None; p]),
                };
                let down_inputs = if mode.algorithm().down_phase() {
                    net.port_ids()
                        .filter(|&i| arrival_phase(&net.topo, v, i) == Phase::Down)
                        .fold(0, |m, i| m | 1 << i.index())
                } else {
                    0
                };
                std::sync::Arc::new(RouterTable {
                    rows: words.take(v),
                    bubble_bits,
                    ring_successor,
                    down_inputs,
                    class_keep: class_keep.clone(),
                    opposite: opposite.clone(),
                })
            })
        })
        .collect();
    Ok(CompiledTables {
        mode,
        num_ports: p,
        escape_classes,
        follow_ring: rings.as_ref().is_some_and(|t| t.follow_ring),
        escape,
        routers,
        fallback_entries: words.fallback,
        unroutable: words
            .unroutable
            .map(std::sync::OnceLock::from)
            .unwrap_or_default(),
    })
}

/// Every router's words as the compiler made them, and what it had to do for them.
struct Words {
    rows: WordRows,
    fallback: usize,
    /// None: counted when asked (`CompiledTables::unroutable_pairs`).
    unroutable: Option<usize>,
}

enum WordRows {
    /// Per router, every destination's word.
    Stored(Vec<Vec<RouteEntry>>),
    /// The coordinates' rule, and per router the words that differ from it.
    Computed(std::sync::Arc<CoordRule>, Vec<Vec<(u32, RouteEntry)>>),
}

impl Words {
    /// Router v's rows, moved out.
    fn take(&mut self, v: NodeId) -> Rows {
        match &mut self.rows {
            WordRows::Stored(rows) => Rows::Stored(std::mem::take(&mut rows[v.index()])),
            WordRows::Computed(rule, exceptions) => Rows::Computed {
                rule: std::sync::Arc::clone(rule),
                node: v,
                exceptions: std::mem::take(&mut exceptions[v.index()]),
            },
        }
    }
}

/// Every word of every router. Destinations are independent: their columns compile in
/// parallel, in chunks to bound memory.
fn stored_words(
    net: &Network,
    mode: Mode,
    rings: Option<&EscapeTables>,
    next_hop: Option<NextHop>,
) -> Words {
    let n = net.num_nodes();
    let mut entries = vec![vec![RouteEntry::default(); n]; n];
    let (mut fallback, mut unroutable) = (0, 0);
    let dests: Vec<NodeId> = net.healthy_nodes().collect();
    for chunk in dests.chunks(256) {
        let columns: Vec<Column> = chunk
            .par_iter()
            .map(|&d| column(net, mode, d, rings, next_hop))
            .collect();
        for (&d, col) in chunk.iter().zip(columns) {
            fallback += col.fallback;
            unroutable += col.unroutable;
            for (v, e) in col.entries {
                entries[v.index()][d.index()] = e;
            }
        }
    }
    Words {
        rows: WordRows::Stored(entries),
        fallback,
        unroutable: Some(unroutable),
    }
}

/// The coordinates' rule and the words where the compiler's differ from it. The rule is exact
/// on a fault-free network and in the dateline modes (their words read distances only where the
/// DOR path works, and there the surviving distance is the topology's own), so there is
/// nothing to compare; DOR's unserved pairs are counted from the rule. In the other modes each
/// destination's surviving distances are searched and the words compared where they can differ
/// (`differing_words`).
fn computed_words(net: &Network, mode: Mode, rings: Option<std::sync::Arc<EscapeTables>>) -> Words {
    let rule = std::sync::Arc::new(CoordRule::new(net, mode, rings.clone()));
    let n = net.num_nodes();
    let mut exceptions: Vec<Vec<(u32, RouteEntry)>> = vec![Vec::new(); n];
    let mut unroutable = Some(0);
    if net.faults.is_empty() {
        // Every pair is served.
    } else if rule.exact() && net.topo.is_bidirectional() {
        // A pass over every pair (seconds on 32,768 nodes): only `route --check` asks.
        unroutable = None;
    } else {
        let mut count = 0;
        let dests: Vec<NodeId> = net.healthy_nodes().collect();
        for chunk in dests.chunks(64) {
            let columns: Vec<Column> = chunk
                .par_iter()
                .map(|&d| differing_words(net, mode, d, rings.as_deref(), &rule))
                .collect();
            for (&d, col) in chunk.iter().zip(columns) {
                count += col.unroutable;
                for (v, e) in col.entries {
                    exceptions[v.index()].push((d.index() as u32, e));
                }
            }
        }
        exceptions.iter_mut().for_each(|e| e.shrink_to_fit());
        unroutable = Some(count);
    }
    Words {
        rows: WordRows::Computed(rule, exceptions),
        fallback: 0,
        unroutable,
    }
}

/// The words for destination `d` that differ from `rule`'s. A word reads the surviving
/// distances of its router and its router's neighbours, so only routers where one of those
/// differs from the topology's distance can differ (the others have a working minimal port,
/// so they are served too); the dateline modes' words are checked everywhere.
fn differing_words(
    net: &Network,
    mode: Mode,
    d: NodeId,
    rings: Option<&EscapeTables>,
    rule: &CoordRule,
) -> Column {
    let ctx = DestContext::new(net, mode, d, None);
    let candidates: Vec<NodeId> = if mode.dateline() {
        net.healthy_nodes().collect()
    } else {
        let mut near = vec![false; net.num_nodes()];
        for w in net.healthy_nodes() {
            if ctx.dist[w.index()] != net.topo.distance(w, d) as u32 {
                near[w.index()] = true;
                for v in net.port_ids().filter_map(|q| net.reverse_link(w, q)) {
                    near[v.index()] = true;
                }
            }
        }
        net.healthy_nodes().filter(|v| near[v.index()]).collect()
    };
    let mut col = words_at(net, mode, &ctx, candidates.into_iter(), rings);
    col.entries.retain(|&(v, e)| e != rule.entry(v, d));
    col
}

/// One destination's table words, and what the compiler had to do for them.
struct Column {
    entries: Vec<(NodeId, RouteEntry)>,
    fallback: usize,
    unroutable: usize,
}

/// Compile the table words of every router for destination `d`.
fn column(
    net: &Network,
    mode: Mode,
    d: NodeId,
    rings: Option<&EscapeTables>,
    next_hop: Option<NextHop>,
) -> Column {
    let ctx = DestContext::new(net, mode, d, next_hop);
    words_at(net, mode, &ctx, net.healthy_nodes(), rings)
}

/// The words of `routers` (healthy) for the destination of `ctx` (none at the destination
/// itself), counting the reachable routers the mode leaves without a move.
fn words_at(
    net: &Network,
    mode: Mode,
    ctx: &DestContext,
    routers: impl Iterator<Item = NodeId>,
    rings: Option<&EscapeTables>,
) -> Column {
    let mut col = Column {
        entries: Vec::new(),
        fallback: ctx.repaired,
        unroutable: 0,
    };
    for v in routers.filter(|&v| v != ctx.d) {
        let entry = ctx.entry(net, mode, v, rings);
        let served = entry.is_some_and(|e| e.adaptive_mask != 0 || e.escape.is_some());
        col.unroutable += usize::from(!served && ctx.reachable(v));
        col.entries.push((v, entry.unwrap_or_default()));
    }
    col
}

/// What the routing decision towards one destination needs, computed once for it: the
/// surviving distances, which DOR paths still work, the UD labels' order, the loop-free
/// next hops of PV / ESV. The table compiler asks it for every router's word; the behavioral
/// simulator asks it for one packet at one router at run time (`routing::decide`).
pub struct DestContext {
    d: NodeId,
    dist: Vec<u32>,
    /// DOR / Duato: the DOR path from v to d crosses only working channels.
    dor_ok: Vec<bool>,
    /// MH-UD: the Up / Down masks' source.
    ud: Option<UdTable>,
    /// PV / ESV: the algorithm's next hop, made loop-free.
    hops: Vec<Option<PortId>>,
    /// PV / ESV: hops the compiler had to replace.
    pub repaired: usize,
}

impl DestContext {
    /// `next_hop` is the algorithm decision for PV / ESV (unused by the other modes).
    pub fn new(net: &Network, mode: Mode, d: NodeId, next_hop: Option<NextHop>) -> Self {
        // Without faults the surviving distances are the topology's own (no search needed).
        let dist: Vec<u32> = if net.faults.is_empty() {
            net.node_ids()
                .map(|v| net.topo.distance(v, d) as u32)
                .collect()
        } else {
            net.distances_to(d)
        };
        let mut ctx = DestContext {
            d,
            dist,
            dor_ok: Vec::new(),
            ud: None,
            hops: Vec::new(),
            repaired: 0,
        };
        match mode.algorithm().dest_needs() {
            DestNeeds::DorPaths => ctx.dor_ok = dor_intact(net, d),
            DestNeeds::NextHops => {
                let decide = next_hop.expect("next-hop algorithms compile with their decision");
                let (hops, repaired) = loop_free_next_hops(net, d, &ctx.dist, decide);
                ctx.hops = hops;
                ctx.repaired = repaired;
            }
            DestNeeds::UdLabels => ctx.ud = Some(UdTable::new(net, d)),
            DestNeeds::Distances => {}
        }
        ctx
    }

    /// The destination.
    pub fn dest(&self) -> NodeId {
        self.d
    }

    /// The word of a next-hop algorithm (PV, ESV): its loop-free hop as the one adaptive
    /// port, the escape ring's port as the escape.
    pub fn next_hop_entry(&self, v: NodeId, rings: Option<&EscapeTables>) -> RouteEntry {
        RouteEntry {
            adaptive_mask: self.hops[v.index()].map_or(0, |q| 1 << q.index()),
            escape: rings.expect("ring mode").escape_port(v, self.d),
            ..RouteEntry::default()
        }
    }

    /// MH-UD's word: the Up-phase and Down-phase masks, no escape.
    pub fn ud_entry(&self, net: &Network, v: NodeId) -> RouteEntry {
        let ud = self.ud.as_ref().expect("MH-UD context");
        RouteEntry {
            adaptive_mask: ud.mask(net, v, Phase::Up) as u32,
            down_mask: ud.mask(net, v, Phase::Down) as u32,
            ..RouteEntry::default()
        }
    }

    /// Does a path from `v` to the destination exist in the surviving network?
    pub fn reachable(&self, v: NodeId) -> bool {
        self.dist[v.index()] != UNREACHABLE
    }

    /// The table word of healthy router `v` (not the destination): None when the mode
    /// has no word for it (DOR / Duato with the DOR path broken by a fault). `rings`: the
    /// escape tables of ring modes.
    pub fn entry(
        &self,
        net: &Network,
        mode: Mode,
        v: NodeId,
        rings: Option<&EscapeTables>,
    ) -> Option<RouteEntry> {
        mode.algorithm().entry(self, net, v, rings)
    }
}

/// What a table word towards one destination reads beyond coordinates: the surviving
/// distances to it and whether DOR paths to it still work. `DestContext` holds them for one
/// destination; a table computed from coordinates (`rows::CoordRule`) derives them.
pub(crate) trait DestView {
    /// Hops from w to the destination over working channels (`UNREACHABLE` if none).
    fn dist(&self, w: NodeId) -> u32;
    /// The DOR path from w to the destination crosses only working channels.
    fn dor_ok(&self, w: NodeId) -> bool;
}

impl DestView for DestContext {
    fn dist(&self, w: NodeId) -> u32 {
        self.dist[w.index()]
    }
    fn dor_ok(&self, w: NodeId) -> bool {
        self.dor_ok[w.index()]
    }
}

/// What the compiler computes towards a destination before any router's word, as an
/// algorithm asks (`RoutingAlgorithm::dest_needs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DestNeeds {
    /// The surviving distances alone.
    Distances,
    /// Also which DOR paths still work (dateline escapes).
    DorPaths,
    /// Also the algorithm's next hops, made loop-free (PV, ESV).
    NextHops,
    /// Also the UD labels' order (MH-UD).
    UdLabels,
}

/// How the words of the algorithms decided by distances and DOR paths are made: data an
/// algorithm gives (`RoutingAlgorithm::word_rule`), read per word by `word`, which stays a
/// plain match since computed tables (`rows::CoordRule`) make a word per flit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordRule {
    /// The DOR escape port with its dateline class and tie, and adaptive ports as given.
    Dateline(DatelineAdaptive),
    /// Every minimal port, and the escape ring's port (bubble).
    MinimalOverRings,
    /// Every minimal port on every VC, and no escape port (min-adaptive).
    Minimal,
}

/// The adaptive ports beside a dateline DOR escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DatelineAdaptive {
    /// None (DOR).
    None,
    /// Every minimal port towards a node whose escape path still works (Duato).
    Minimal,
    /// BookSim2's one port of the lowest unfinished dimension (`booksim_adaptive_port`,
    /// min-adapt).
    FirstDimension,
}

/// The table word of healthy router `v` for destination `d` under `rule`; None where DOR's
/// path is broken.
pub(crate) fn word(
    net: &Network,
    rule: WordRule,
    v: NodeId,
    d: NodeId,
    view: &impl DestView,
    rings: Option<&EscapeTables>,
) -> Option<RouteEntry> {
    match rule {
        WordRule::Dateline(adaptive) => dateline_entry(net, adaptive, v, d, view),
        WordRule::MinimalOverRings => Some(RouteEntry {
            adaptive_mask: minimal(net, v, view),
            escape: rings.expect("ring mode").escape_port(v, d),
            ..RouteEntry::default()
        }),
        WordRule::Minimal => Some(RouteEntry {
            adaptive_mask: minimal(net, v, view),
            ..RouteEntry::default()
        }),
    }
}

/// Minimal output ports of v towards the destination (surviving distances).
fn minimal(net: &Network, v: NodeId, view: &impl DestView) -> u32 {
    let here = view.dist(v);
    ports_to(net, v)
        .filter(|&(_, w)| {
            let there = view.dist(w);
            there != UNREACHABLE && there + 1 == here
        })
        .fold(0, |m, (q, _)| m | 1 << q.index())
}

/// DOR, Duato and min-adapt: the DOR escape port with its entry class and tie, and for the
/// adaptive modes the minimal ports towards nodes whose escape path still works (so escape
/// connectivity survives faults). min-adapt keeps BookSim2's one adaptive port
/// (`booksim_adaptive_port`).
fn dateline_entry(
    net: &Network,
    adaptive: DatelineAdaptive,
    v: NodeId,
    d: NodeId,
    view: &impl DestView,
) -> Option<RouteEntry> {
    if !view.dor_ok(v) {
        return None;
    }
    let port = dor_port(&net.topo, v, d).expect("v != d");
    let adaptive_mask = if adaptive == DatelineAdaptive::None {
        0
    } else {
        crate::bits::set_bits(u64::from(minimal(net, v, view)))
            .map(PortId::new)
            .filter(|&q| net.link(v, q).is_some_and(|w| view.dor_ok(w)))
            .filter(|&q| {
                adaptive != DatelineAdaptive::FirstDimension
                    || Some(q) == booksim_adaptive_port(&net.topo, v, d)
            })
            .fold(0, |m, q| m | 1 << q.index())
    };
    Some(RouteEntry {
        adaptive_mask,
        escape: Some(port),
        escape_class: dateline_class(&net.topo, v, d, port),
        tie_dim: tie_dim(&net.topo, v, d).map_or(0, |dim| dim as u8 + 1),
        down_mask: 0,
    })
}

/// Row i: the outputs in input port i's dimension (a minimal route never turns back in a
/// dimension, so these are the moves that continue it), on bidirectional rings only. There a
/// minimal path covers at most half the ring, which keeps each class acyclic; on a
/// unidirectional ring a path may cover all of it but one link, and a kept class would close
/// the ring (the deadlock check finds that cycle), so the class stays positional.
pub fn same_dimension_rows(topo: &crate::topology::Topology) -> Vec<u64> {
    let bidirectional = |dim: usize| topo.port_id(dim, crate::topology::Dir::Minus).is_some();
    topo.port_ids()
        .map(|i| {
            let dim = topo.port(i).dim;
            if !bidirectional(dim) {
                return 0;
            }
            topo.port_ids()
                .filter(|&j| topo.port(j).dim == dim)
                .fold(0, |m, j| m | 1 << j.index())
        })
        .collect()
}

/// The adaptive port BookSim2's `min_adapt_torus` and `min_adapt_mesh` leave a packet: they add
/// the minimal port of every unfinished dimension (a tie at half a ring `-`: its random draw is
/// commented out), all at one priority, into an `OutputSet`, a `std::set` ordered by priority
/// alone, which keeps the first, the lowest unfinished dimension's (docs/cycle-model.md,
/// "min-adapt").
fn booksim_adaptive_port(topo: &crate::topology::Topology, v: NodeId, d: NodeId) -> Option<PortId> {
    use crate::topology::Dir;
    let dim = (0..topo.num_dims()).find(|&i| topo.coord(v, i) != topo.coord(d, i))?;
    let (k, here, there) = (topo.radix(dim), topo.coord(v, dim), topo.coord(d, dim));
    let plus = if topo.wraps(dim) {
        2 * ((there + k - here) % k) < k
    } else {
        there > here
    };
    topo.port_id(dim, if plus { Dir::Plus } else { Dir::Minus })
}

/// Per port, the port of its dimension in the other direction (None on unidirectional rings).
fn opposite_ports(topo: &crate::topology::Topology) -> Vec<Option<PortId>> {
    topo.port_ids()
        .map(|i| {
            let p = topo.port(i);
            topo.port_id(p.dim, p.dir.opposite()).filter(|&o| o != i)
        })
        .collect()
}

/// Working output ports of v with their neighbours.
fn ports_to(net: &Network, v: NodeId) -> impl Iterator<Item = (PortId, NodeId)> + '_ {
    net.port_ids()
        .filter_map(move |q| net.link(v, q).map(|w| (q, w)))
}

/// ok[v]: the DOR path from v to d crosses only working channels (DOR paths are suffix-closed).
fn dor_intact(net: &Network, d: NodeId) -> Vec<bool> {
    if net.faults.is_empty() {
        return vec![true; net.num_nodes()];
    }
    let mut ok = vec![false; net.num_nodes()];
    let mut order: Vec<NodeId> = net.healthy_nodes().collect();
    order.sort_by_key(|&v| net.topo.distance(v, d));
    for v in order {
        ok[v.index()] = v == d
            || dor_port(&net.topo, v, d)
                .and_then(|q| net.link(v, q))
                .is_some_and(|w| ok[w.index()]);
    }
    ok
}

/// The algorithm's next hop toward d from every node, made loop-free: entries that give no
/// hop, or whose walk never reaches d, are replaced by a shortest-path port. Returns the
/// hops and how many were replaced. One pass suffices: a replaced hop strictly decreases the
/// distance to d and lands on a node that reaches d (by induction on that distance).
fn loop_free_next_hops(
    net: &Network,
    d: NodeId,
    dist: &[u32],
    decide: NextHop,
) -> (Vec<Option<PortId>>, usize) {
    let n = net.num_nodes();
    let mut hop: Vec<Option<PortId>> = vec![None; n];
    for v in net
        .healthy_nodes()
        .filter(|&v| v != d && dist[v.index()] != UNREACHABLE)
    {
        hop[v.index()] = decide(v, d).filter(|&q| net.link(v, q).is_some());
    }
    // reaches[v]: 0 unknown, 1 on the current walk, 2 reaches d, 3 does not.
    let mut reaches = vec![0u8; n];
    reaches[d.index()] = 2;
    for s in net.healthy_nodes() {
        let mut walk = Vec::new();
        let mut v = s;
        let verdict = loop {
            match reaches[v.index()] {
                2 => break 2,
                1 | 3 => break 3,
                _ => {}
            }
            reaches[v.index()] = 1;
            walk.push(v);
            match hop[v.index()].and_then(|q| net.link(v, q)) {
                Some(w) => v = w,
                None => break 3,
            }
        };
        for w in walk {
            reaches[w.index()] = verdict;
        }
    }
    let mut repaired = 0;
    for v in net
        .healthy_nodes()
        .filter(|&v| v != d && dist[v.index()] != UNREACHABLE && reaches[v.index()] != 2)
    {
        hop[v.index()] = ports_to(net, v)
            .find(|&(_, w)| dist[w.index()] + 1 == dist[v.index()])
            .map(|(q, _)| q);
        repaired += 1;
    }
    (hop, repaired)
}

/// Bubble-check rows of paper 003's (p^2 + p)-bit table for one router.
fn bubble_rows(
    p: usize,
    successor: &[Option<PortId>],
    on_ring: u64,
) -> (Vec<u64>, Vec<Option<PortId>>) {
    let all = (1u64 << p) - 1;
    let off_ring = all & !on_ring;
    let mut rows: Vec<u64> = successor
        .iter()
        .map(|s| off_ring | s.map_or(0, |q| 1 << q.index()))
        .collect();
    rows.push(off_ring);
    (rows, successor.to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::{Dir, Topology};

    /// min-adapt keeps one adaptive port, the lowest unfinished dimension's minimal one (a
    /// tie `-`), as BookSim2's `OutputSet` leaves `min_adapt_torus`; Duato keeps every minimal
    /// port. Both escape by dateline DOR and mark ties.
    #[test]
    fn min_adapt_offers_the_first_dimension_only_with_ties_minus() {
        let topo: Topology = "torus:8x8".parse().unwrap();
        let net = Network::fault_free(topo.clone());
        let (ma, du) = (
            compile(&net, Mode::MinAdapt).unwrap(),
            compile(&net, Mode::Duato).unwrap(),
        );
        let port = |dim, dir| 1u32 << topo.port_id(dim, dir).unwrap().index();
        let at = |x: usize, y: usize| topo.node_at(&[x, y]);
        // (2, 3) from (0, 0): + in both dimensions; min-adapt keeps dimension 0.
        let (ma_e, du_e) = (
            ma.entry(NodeId::new(0), at(2, 3)).unwrap(),
            du.entry(NodeId::new(0), at(2, 3)).unwrap(),
        );
        assert_eq!(ma_e.adaptive_mask, port(0, Dir::Plus));
        assert_eq!(du_e.adaptive_mask, port(0, Dir::Plus) | port(1, Dir::Plus));
        assert_eq!(ma_e.escape, du_e.escape);
        // (4, 1): a tie in dimension 0 goes - on the adaptive VC; the escape marks it.
        let e = ma.entry(NodeId::new(0), at(4, 1)).unwrap();
        assert_eq!(e.adaptive_mask, port(0, Dir::Minus));
        assert_eq!(e.tie_dim, 1);
        // (0, 4): dimension 0 is done; the tie is dimension 1's.
        let e = ma.entry(NodeId::new(0), at(0, 4)).unwrap();
        assert_eq!(e.adaptive_mask, port(1, Dir::Minus));
        assert_eq!(e.tie_dim, 2);
        assert_eq!(ma.escape_classes, 2);
        let table = ma.routers[0].as_deref().unwrap();
        let (p0, m0) = (topo.port_id(0, Dir::Plus), topo.port_id(0, Dir::Minus));
        assert_eq!(table.opposite[p0.unwrap().index()], m0);
    }
}
