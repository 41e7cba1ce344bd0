//! Bubble escape networks (Puente et al., paper 003, section 3.2).
//!
//! Fault-free k-ary n-cubes use DOR rings: every ring of every dimension, both directions,
//! visited in dimension order. With faults (or where a topology has no rings, as MH(m, n)) the
//! escape network is one or two directed rings through every healthy node:
//! - two opposite rings from a Hamiltonian cycle, found by bounded backtracking; or, when the
//!   search runs out of its step budget,
//! - one ring from an Euler tour of a spanning tree: every tree edge in both directions,
//!   2(N - 1) channels, every healthy node visited, only healthy links used.
//!
//! Each directed channel is on at most one ring, so "the ring successor of the channel a packet
//! arrived on" is well defined; a packet already on a ring follows it (SICO's `followHam`).

use super::dor::dor_port;
use crate::topology::{Network, NodeId, PortId, Topology};
use crate::{Error, Result};

/// How the escape network was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EscapeKind {
    /// Fault-free torus: the DOR rings of every dimension.
    DorRings,
    /// Two opposite rings along a Hamiltonian cycle (one on a unidirectional network).
    Hamiltonian,
    /// One ring from the Euler tour of a spanning tree, 2(N - 1) channels.
    TreeTour,
}

/// Default budget of the Hamiltonian backtracking search, in extension steps per healthy node.
pub const HAMILTONIAN_STEPS_PER_NODE: usize = 2_000;

/// The escape sub-network of one faulty (or fault-free) network.
#[derive(Clone, Debug)]
pub struct EscapeNetwork {
    pub kind: EscapeKind,
    /// Each ring as its node sequence: channel i goes from rings[r][i] to rings[r][i + 1 mod len].
    pub rings: Vec<Vec<NodeId>>,
}

impl EscapeNetwork {
    /// Build the escape network: DOR rings when fault-free and every dimension is a ring,
    /// else a Hamiltonian cycle within `steps_per_node * N` steps, else the tree tour.
    pub fn build(net: &Network, steps_per_node: usize) -> Result<Self> {
        if !net.is_connected() {
            // One tree-tour ring per component: packets between components are undeliverable.
            if !net.topo.is_bidirectional() {
                net.require_connected()?;
            }
            let rings = net
                .components()
                .iter()
                .map(|c| tree_tour_from(net, c[0]))
                .collect::<Result<Vec<_>>>()?;
            return Ok(EscapeNetwork {
                kind: EscapeKind::TreeTour,
                rings,
            });
        }
        let topo = &net.topo;
        if net.faults.is_empty() && (0..topo.num_dims()).all(|d| topo.wraps(d)) {
            return Ok(EscapeNetwork {
                kind: EscapeKind::DorRings,
                rings: dor_rings(topo),
            });
        }
        let budget = steps_per_node.saturating_mul(net.num_healthy());
        if let Some(cycle) = hamiltonian_cycle(net, budget) {
            let mut rings = vec![cycle.clone()];
            if net.topo.is_bidirectional() && cycle.len() > 2 {
                let mut back = cycle;
                back.reverse();
                rings.push(back);
            }
            return Ok(EscapeNetwork {
                kind: EscapeKind::Hamiltonian,
                rings,
            });
        }
        if !net.topo.is_bidirectional() {
            return Err(Error::input(format!(
                "no Hamiltonian escape ring found for {} with faults {:?} within {budget} steps, \
                 and a tree-tour ring needs bidirectional links",
                net.topo,
                net.faults.format(&net.topo)
            )));
        }
        Ok(EscapeNetwork {
            kind: EscapeKind::TreeTour,
            rings: vec![tree_tour(net)?],
        })
    }

    /// Total escape channels.
    pub fn num_channels(&self) -> usize {
        self.rings
            .iter()
            .map(|r| if r.len() > 1 { r.len() } else { 0 })
            .sum()
    }

    /// Every ring channel as (ring, position, from, to).
    pub fn channels(&self) -> impl Iterator<Item = (usize, usize, NodeId, NodeId)> + '_ {
        self.rings.iter().enumerate().flat_map(|(r, ring)| {
            let len = if ring.len() > 1 { ring.len() } else { 0 };
            (0..len).map(move |i| (r, i, ring[i], ring[(i + 1) % ring.len()]))
        })
    }
}

/// Every DOR ring of a torus: for each dimension, each line, each direction.
fn dor_rings(topo: &Topology) -> Vec<Vec<NodeId>> {
    let mut rings = Vec::new();
    for port in topo.port_ids() {
        let dim = topo.port(port).dim;
        for start in topo.node_ids().filter(|&v| topo.coord(v, dim) == 0) {
            let mut ring = vec![start];
            let mut v = topo.neighbor(start, port).expect("rings wrap");
            while v != start {
                ring.push(v);
                v = topo.neighbor(v, port).expect("rings wrap");
            }
            rings.push(ring);
        }
    }
    rings
}

/// Neighbours usable by a ring: a bidirectional network needs both directions of the link.
fn ring_neighbors(net: &Network, v: NodeId) -> Vec<NodeId> {
    let mut out: Vec<NodeId> = net
        .port_ids()
        .filter_map(|p| net.link(v, p))
        .filter(|&w| {
            !net.topo.is_bidirectional() || net.port_ids().any(|q| net.link(w, q) == Some(v))
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Bounded backtracking search for a (directed) Hamiltonian cycle over healthy channels,
/// extending with the neighbour of fewest unvisited onward neighbours first (Warnsdorff).
pub fn hamiltonian_cycle(net: &Network, budget: usize) -> Option<Vec<NodeId>> {
    let n = net.num_nodes();
    let start = net.healthy_nodes().next()?;
    let total = net.num_healthy();
    if total < 3 {
        return None; // a 2-node "cycle" reuses its one link both ways: the tree tour covers it
    }
    let nbrs: Vec<Vec<NodeId>> = net
        .node_ids()
        .map(|v| {
            if net.is_healthy(v) {
                ring_neighbors(net, v)
            } else {
                Vec::new()
            }
        })
        .collect();
    let closes = |v: NodeId| nbrs[v.index()].contains(&start);
    let mut visited = vec![false; n];
    visited[start.index()] = true;
    let mut path = vec![start];
    // Candidate stacks: for each depth, the neighbours still to try, best last.
    let mut stack: Vec<Vec<NodeId>> = vec![order(&nbrs, &visited, start)];
    let mut steps = 0usize;
    while let Some(cands) = stack.last_mut() {
        if path.len() == total && closes(*path.last().expect("non-empty")) {
            return Some(path);
        }
        steps += 1;
        if steps > budget {
            return None;
        }
        match cands.pop() {
            Some(next) if path.len() < total => {
                visited[next.index()] = true;
                path.push(next);
                let next_cands = order(&nbrs, &visited, next);
                stack.push(next_cands);
            }
            _ => {
                stack.pop();
                if let Some(v) = path.pop() {
                    visited[v.index()] = false;
                }
                if path.is_empty() {
                    return None;
                }
            }
        }
    }
    None
}

/// Unvisited neighbours of `v` ordered so that `pop()` yields the one with fewest onward options.
fn order(nbrs: &[Vec<NodeId>], visited: &[bool], v: NodeId) -> Vec<NodeId> {
    let mut c: Vec<(usize, NodeId)> = nbrs[v.index()]
        .iter()
        .filter(|&&w| !visited[w.index()])
        .map(|&w| {
            (
                nbrs[w.index()]
                    .iter()
                    .filter(|&&x| !visited[x.index()])
                    .count(),
                w,
            )
        })
        .collect();
    c.sort_unstable_by(|a, b| b.cmp(a));
    c.into_iter().map(|(_, w)| w).collect()
}

/// Euler tour of a depth-first spanning tree of the healthy graph: 2(N - 1) channels.
pub fn tree_tour(net: &Network) -> Result<Vec<NodeId>> {
    let Some(root) = net.healthy_nodes().next() else {
        return Ok(Vec::new());
    };
    let tour = tree_tour_from(net, root)?;
    let visited: std::collections::HashSet<NodeId> = tour.iter().copied().collect();
    if visited.len().max(1) != net.num_healthy() {
        return Err(Error::input(format!(
            "fault set {:?} leaves {} healthy nodes without a bidirectional spanning tree (reached {})",
            net.faults.format(&net.topo),
            net.num_healthy(),
            visited.len()
        )));
    }
    Ok(tour)
}

/// Euler tour of a depth-first spanning tree of the component of `root`.
fn tree_tour_from(net: &Network, root: NodeId) -> Result<Vec<NodeId>> {
    let n = net.num_nodes();
    let mut in_tree = vec![false; n];
    in_tree[root.index()] = true;
    let mut tour = vec![root];
    // Iterative DFS: each frame is (node, its ring neighbours, next index to try).
    let mut stack: Vec<(NodeId, Vec<NodeId>, usize)> = vec![(root, ring_neighbors(net, root), 0)];
    while let Some((v, nb, i)) = stack.last_mut() {
        if *i < nb.len() {
            let w = nb[*i];
            *i += 1;
            if !in_tree[w.index()] {
                in_tree[w.index()] = true;
                tour.push(w);
                stack.push((w, ring_neighbors(net, w), 0));
            }
        } else {
            let v = *v;
            stack.pop();
            if let Some((parent, _, _)) = stack.last()
                && *parent != v
            {
                tour.push(*parent); // walk back up the tree edge
            }
        }
    }
    tour.pop(); // the tour ends back at the root, which is also its first node
    Ok(tour)
}

/// Per-router view of the escape network, for the table compiler and the router. The
/// per-destination escape choice is computed from ring positions, not stored: a table of N^2
/// ports would not fit a 32,768-node torus (docs/routing-tables.md, "Tables that scale").
#[derive(Clone, Debug)]
pub struct EscapeTables {
    /// successor[v][in_port] = ring output port for a packet that arrived on `in_port`
    /// (the port of v facing its upstream neighbour) on an escape channel.
    pub successor: Vec<Vec<Option<PortId>>>,
    /// on_ring[v] = bit p set when output channel p of v carries an escape ring.
    pub on_ring: Vec<u64>,
    /// True when a packet on an escape channel must follow the ring successor (Hamiltonian,
    /// tree tour); false for DOR rings, where it follows the DOR escape port.
    pub follow_ring: bool,
    /// DOR rings: the escape port is DOR's, from coordinates.
    dor: Option<Topology>,
    /// Other rings: where each ring visits each node.
    visits: Vec<RingVisits>,
}

/// One ring's visits by node: node v's positions are `pos[first[v]..first[v + 1]]`, ascending,
/// each with the output port that leaves v there.
#[derive(Clone, Debug)]
struct RingVisits {
    len: u32,
    first: Vec<u32>,
    pos: Vec<u32>,
    out: Vec<PortId>,
}

impl RingVisits {
    fn new(net: &Network, ring: &[NodeId]) -> Self {
        let n = net.num_nodes();
        let mut first = vec![0u32; n + 1];
        for v in ring {
            first[v.index() + 1] += 1;
        }
        for i in 0..n {
            first[i + 1] += first[i];
        }
        let mut fill = first.clone();
        let (mut pos, mut out) = (vec![0; ring.len()], vec![PortId::new(0); ring.len()]);
        for (i, &v) in ring.iter().enumerate() {
            let slot = fill[v.index()] as usize;
            fill[v.index()] += 1;
            pos[slot] = i as u32;
            out[slot] = port_between(net, v, ring[(i + 1) % ring.len()]);
        }
        RingVisits {
            len: ring.len() as u32,
            first,
            pos,
            out,
        }
    }

    fn at(&self, v: NodeId) -> std::ops::Range<usize> {
        self.first[v.index()] as usize..self.first[v.index() + 1] as usize
    }

    /// Hops from position i to the next visit of d (None: the ring misses d).
    fn hops_to(&self, i: u32, d: NodeId) -> Option<u32> {
        let at = &self.pos[self.at(d)];
        let next = at.get(at.partition_point(|&j| j <= i)).copied();
        next.map(|j| j - i)
            .or_else(|| at.first().map(|&j| j + self.len - i))
    }
}

impl EscapeTables {
    pub fn compile(net: &Network, esc: &EscapeNetwork) -> Self {
        let (n, p) = (net.num_nodes(), net.num_ports());
        let topo = &net.topo;
        let mut successor = vec![vec![None; p]; n];
        let mut on_ring = vec![0u64; n];
        for ring in &esc.rings {
            let len = ring.len();
            if len < 2 {
                continue;
            }
            for i in 0..len {
                let (prev, here, next) = (ring[(i + len - 1) % len], ring[i], ring[(i + 1) % len]);
                let out = port_between(net, here, next);
                let inp = topo
                    .input_port(here, prev)
                    .expect("ring neighbours are adjacent");
                successor[here.index()][inp.index()] = Some(out);
                on_ring[here.index()] |= 1 << out.index();
            }
        }
        let dor_rings = esc.kind == EscapeKind::DorRings;
        EscapeTables {
            successor,
            on_ring,
            follow_ring: !dor_rings,
            dor: dor_rings.then(|| topo.clone()),
            visits: if dor_rings {
                Vec::new()
            } else {
                esc.rings
                    .iter()
                    .filter(|r| r.len() >= 2)
                    .map(|r| RingVisits::new(net, r))
                    .collect()
            },
        }
    }

    /// The ring output from v that reaches d in fewest ring hops, with those hops (None when
    /// v = d or no ring from v reaches d). Ties: the first ring, then the latest position of v
    /// on it.
    pub fn escape_choice(&self, v: NodeId, d: NodeId) -> Option<(PortId, u32)> {
        if v == d {
            return None;
        }
        if let Some(topo) = &self.dor {
            return dor_port(topo, v, d).map(|q| (q, topo.distance(v, d) as u32));
        }
        let mut best: Option<(PortId, u32)> = None;
        for ring in &self.visits {
            for slot in ring.at(v).rev() {
                let Some(h) = ring.hops_to(ring.pos[slot], d) else {
                    break; // this ring misses d
                };
                if best.is_none_or(|(_, b)| h < b) {
                    best = Some((ring.out[slot], h));
                }
            }
        }
        best
    }

    /// Bytes of these tables.
    pub fn bytes(&self) -> usize {
        let per_port = self
            .successor
            .iter()
            .map(|s| 24 + 2 * s.len())
            .sum::<usize>();
        let visits: usize = self
            .visits
            .iter()
            .map(|r| 4 * r.first.len() + 6 * r.pos.len())
            .sum();
        per_port + 8 * self.on_ring.len() + visits
    }

    /// The escape port of `escape_choice`.
    pub fn escape_port(&self, v: NodeId, d: NodeId) -> Option<PortId> {
        self.escape_choice(v, d).map(|(q, _)| q)
    }

    /// Ring hops of that choice (u32::MAX if d is unreachable on the rings).
    pub fn escape_hops(&self, v: NodeId, d: NodeId) -> u32 {
        self.escape_choice(v, d).map_or(u32::MAX, |(_, h)| h)
    }
}

/// The working output port of `from` that reaches `to` (rings only use working channels).
fn port_between(net: &Network, from: NodeId, to: NodeId) -> PortId {
    net.port_ids()
        .find(|&q| net.link(from, q) == Some(to))
        .expect("ring channels are working channels")
}

#[cfg(test)]
mod tests;
