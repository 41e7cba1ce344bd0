//! Mesh-hypercube labels, channel classes, UD-path unicast and path-based multicast
//! (Omari, "Adaptive algorithms for wormhole-routed single-port mesh-hypercube network";
//! paper 004, sections 4 and 5).
//!
//! - Labels (section 4): l(r, x) = r * 2^n + (rank of x in the reflected Gray code), so each
//!   cube row is a Hamiltonian path and rows follow each other.
//! - Channel classes: a channel to a higher label is High, else Low; cube or mesh dimension
//!   gives c / m: cH, cL, mH, mL.
//! - Unicast (Fig. 5): a packet climbs on High channels, then descends on Low channels, never
//!   climbing again (the paper's T parameter = [`Phase`]). The adaptive choice set holds every
//!   working channel on a shortest surviving UD path; fault-free that is a minimal path
//!   (|L2 - L1| + H(X, Y)), and the channel dependency graph is acyclic because every High
//!   channel raises the label, every Low channel lowers it, and Low is never followed by High.
//! - Multicast (Figs. 7, 8): the UD-list header (destinations above the source by the Fig. 7
//!   insertion, those below appended in decreasing label order) and the path through them.
//!
//! docs/mh.md records where the paper's own examples and pseudo-code disagree with its
//! definitions, and which reading this file follows.

use super::{Outcome, Route, healthy_distance};
use crate::topology::{Kind, Network, NodeId, PortId, Topology};
use crate::{Error, Result};

/// Marks "no UD path" in the per-destination distance tables.
const NONE: u32 = u32::MAX;

/// Accept only topologies that carry MH labels: MH(m, n), or a hypercube read as MH(1, n).
pub fn require_mh(topo: &Topology) -> Result<()> {
    match topo.kind() {
        Kind::MeshHypercube | Kind::Hypercube => Ok(()),
        _ => Err(Error::input(format!(
            "topology {topo} has no mesh-hypercube labels: use mh:MxN (or hypercube:N)"
        ))),
    }
}

/// Number of cube bits n. Panics on a torus: call [`require_mh`] on user input first.
fn cube_bits(topo: &Topology) -> usize {
    match topo.kind() {
        Kind::MeshHypercube => topo.num_dims() - 1,
        Kind::Hypercube => topo.num_dims(),
        _ => panic!("mesh-hypercube labels asked of {topo}"),
    }
}

/// Is `dim` a cube dimension (as opposed to the mesh row)?
fn is_cube_dim(topo: &Topology, dim: usize) -> bool {
    dim < cube_bits(topo)
}

/// Rank of the n-bit word `x` in the reflected Gray code sequence 0, 1, 3, 2, 6, 7, 5, 4, ...
/// (the paper's sum over c_i: label bit i is the XOR of x_{n-1} .. x_i).
pub fn gray_rank(x: usize) -> usize {
    let mut rank = x;
    let mut shift = x >> 1;
    while shift != 0 {
        rank ^= shift;
        shift >>= 1;
    }
    rank
}

/// The word at position `rank` of the reflected Gray code (inverse of [`gray_rank`]).
pub fn gray_word(rank: usize) -> usize {
    rank ^ (rank >> 1)
}

/// Label l(r, x) = r * 2^n + gray_rank(x) of a node.
pub fn label(topo: &Topology, node: NodeId) -> usize {
    let n = cube_bits(topo);
    let cube = node.index() & ((1 << n) - 1);
    (node.index() >> n << n) + gray_rank(cube)
}

/// The node carrying `label` (inverse of [`label`]).
pub fn node_of_label(topo: &Topology, label: usize) -> NodeId {
    let n = cube_bits(topo);
    let rank = label & ((1 << n) - 1);
    NodeId::new((label >> n << n) + gray_word(rank))
}

/// Parse a label given as text, checking it lies in 0..N.
pub fn parse_label(topo: &Topology, text: &str) -> Result<NodeId> {
    let value: usize = text
        .trim()
        .parse()
        .map_err(|_| Error::input(format!("label {text:?} is not a non-negative integer")))?;
    if value >= topo.num_nodes() {
        return Err(Error::input(format!(
            "label {value} is outside {topo} (labels 0..{})",
            topo.num_nodes() - 1
        )));
    }
    Ok(node_of_label(topo, value))
}

/// The four channel classes of section 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelClass {
    /// Cube channel towards a higher label.
    CubeHigh,
    /// Cube channel towards a lower label.
    CubeLow,
    /// Mesh channel towards a higher label (the next row up).
    MeshHigh,
    /// Mesh channel towards a lower label.
    MeshLow,
}

impl ChannelClass {
    /// The paper's short name: cH, cL, mH, mL.
    pub fn name(self) -> &'static str {
        match self {
            ChannelClass::CubeHigh => "cH",
            ChannelClass::CubeLow => "cL",
            ChannelClass::MeshHigh => "mH",
            ChannelClass::MeshLow => "mL",
        }
    }
    pub fn is_high(self) -> bool {
        matches!(self, ChannelClass::CubeHigh | ChannelClass::MeshHigh)
    }
}

/// Class of the channel leaving `node` through `port` (None where the port leads nowhere).
pub fn channel_class(topo: &Topology, node: NodeId, port: PortId) -> Option<ChannelClass> {
    let next = topo.neighbor(node, port)?;
    let high = label(topo, next) > label(topo, node);
    let cube = is_cube_dim(topo, topo.port(port).dim);
    Some(match (cube, high) {
        (true, true) => ChannelClass::CubeHigh,
        (true, false) => ChannelClass::CubeLow,
        (false, true) => ChannelClass::MeshHigh,
        (false, false) => ChannelClass::MeshLow,
    })
}

/// Where a packet stands in its UD path: the paper's T parameter folded to what matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// At the source or after a High channel (T = S, cH, mH): High and Low channels allowed.
    Up,
    /// After a Low channel (T = cL, mL): only Low channels.
    Down,
}

impl Phase {
    /// Phase after taking a channel of class `class`.
    pub fn after(class: ChannelClass) -> Phase {
        if class.is_high() {
            Phase::Up
        } else {
            Phase::Down
        }
    }
}

/// Phase of a packet that reaches `node` through its port `in_port` (the port facing the
/// upstream router): Down when that router has the higher label. The phase is therefore a
/// fixed property of each input port, so a table-based router needs no per-packet state,
/// only two masks per destination (injection uses the Up mask).
pub fn arrival_phase(topo: &Topology, node: NodeId, in_port: PortId) -> Phase {
    match topo.neighbor(node, in_port) {
        Some(upstream) if label(topo, upstream) > label(topo, node) => Phase::Down,
        _ => Phase::Up,
    }
}

/// Do the labels along `path` strictly rise (U-path, Definition 1)?
pub fn is_u_path(topo: &Topology, path: &[NodeId]) -> bool {
    path.windows(2)
        .all(|w| label(topo, w[0]) < label(topo, w[1]))
}

/// Do the labels along `path` strictly fall (D-path, Definition 1)?
pub fn is_d_path(topo: &Topology, path: &[NodeId]) -> bool {
    path.windows(2)
        .all(|w| label(topo, w[0]) > label(topo, w[1]))
}

/// Is `path` a U-path followed by a D-path (UD-path, Definition 2)?
pub fn is_ud_path(topo: &Topology, path: &[NodeId]) -> bool {
    let peak = (0..path.len())
        .take_while(|&i| i == 0 || label(topo, path[i - 1]) < label(topo, path[i]))
        .last()
        .unwrap_or(0);
    is_d_path(topo, &path[peak..])
}

/// Shortest D-path and UD-path lengths to one destination over the surviving graph.
///
/// Computed once per destination by dynamic programming in label order (a D-path only
/// visits labels between the destination's and its start's), so a table compiler can ask
/// for every node's ports without repeating the work.
#[derive(Clone, Debug)]
pub struct UdTable {
    pub dest: NodeId,
    /// Shortest D-path length from each node to `dest` (NONE when there is none).
    down: Vec<u32>,
    /// Shortest UD-path length from each node to `dest` (NONE when there is none).
    updown: Vec<u32>,
}

impl UdTable {
    pub fn new(net: &Network, dest: NodeId) -> Self {
        let topo = &net.topo;
        let n = topo.num_nodes();
        let mut down = vec![NONE; n];
        let mut updown = vec![NONE; n];
        if net.is_healthy(dest) {
            let dest_label = label(topo, dest);
            down[dest.index()] = 0;
            // Rising label order: every Low neighbour is settled before the node itself.
            for l in dest_label + 1..n {
                let v = node_of_label(topo, l);
                down[v.index()] =
                    Self::best_step(net, v, |w| (label(topo, w) < l).then(|| down[w.index()]));
            }
            // Falling label order: every High neighbour is settled before the node itself.
            for l in (0..n).rev() {
                let v = node_of_label(topo, l);
                let climb =
                    Self::best_step(net, v, |w| (label(topo, w) > l).then(|| updown[w.index()]));
                updown[v.index()] = down[v.index()].min(climb);
            }
        }
        UdTable { dest, down, updown }
    }

    /// 1 + the least `rest(w)` over working neighbours w (NONE if none is finite).
    fn best_step(net: &Network, v: NodeId, rest: impl Fn(NodeId) -> Option<u32>) -> u32 {
        net.port_ids()
            .filter_map(|p| net.link(v, p))
            .filter_map(|w| rest(w).filter(|&r| r != NONE))
            .min()
            .map_or(NONE, |r| r + 1)
    }

    /// Hops still needed from `node` in `phase` along the shortest allowed path, if any.
    pub fn remaining(&self, node: NodeId, phase: Phase) -> Option<usize> {
        let d = match phase {
            Phase::Up => self.updown[node.index()],
            Phase::Down => self.down[node.index()],
        };
        (d != NONE).then_some(d as usize)
    }

    /// [`UdTable::ports`] as a bit mask (bit p = port p), the form a routing table stores.
    pub fn mask(&self, net: &Network, node: NodeId, phase: Phase) -> u64 {
        self.ports(net, node, phase)
            .into_iter()
            .fold(0, |m, p| m | 1 << p.index())
    }

    /// The adaptive choice set at `node` in `phase`: working ports on a shortest UD path
    /// (a D-path once the packet has taken a Low channel).
    pub fn ports(&self, net: &Network, node: NodeId, phase: Phase) -> Vec<PortId> {
        let topo = &net.topo;
        let Some(here) = self.remaining(node, phase) else {
            return Vec::new();
        };
        if node == self.dest {
            return Vec::new();
        }
        let here_label = label(topo, node);
        net.port_ids()
            .filter(|&p| {
                net.link(node, p).is_some_and(|w| {
                    let rising = label(topo, w) > here_label;
                    let rest = if rising {
                        // Climbing is only possible before the first Low channel.
                        if phase == Phase::Down {
                            NONE
                        } else {
                            self.updown[w.index()]
                        }
                    } else {
                        self.down[w.index()]
                    };
                    rest != NONE && rest as usize + 1 == here
                })
            })
            .collect()
    }
}

/// Adaptive output ports at `node` towards `dest` for a packet at its source or after a High
/// channel (the routing table's adaptive mask; after a Low channel see [`allowed_ports_in`]).
pub fn allowed_ports(net: &Network, node: NodeId, dest: NodeId) -> Vec<PortId> {
    allowed_ports_in(net, node, dest, Phase::Up)
}

/// Adaptive output ports at `node` towards `dest` for a packet in `phase`.
pub fn allowed_ports_in(net: &Network, node: NodeId, dest: NodeId, phase: Phase) -> Vec<PortId> {
    UdTable::new(net, dest).ports(net, node, phase)
}

/// A deterministic member of [`allowed_ports`]: the lowest port that is allowed in both phases
/// (so it stays valid whatever the packet did before), else the lowest allowed port.
pub fn escape_port(net: &Network, node: NodeId, dest: NodeId) -> Option<PortId> {
    let table = UdTable::new(net, dest);
    let up = table.ports(net, node, Phase::Up);
    let down = table.ports(net, node, Phase::Down);
    up.iter()
        .copied()
        .find(|p| down.contains(p))
        .or_else(|| up.first().copied())
}

/// The deterministic adaptive route: at each hop the lowest-numbered allowed port.
///
/// Optimal when the length equals the MH distance |L2 - L1| + H(X, Y); with faults the
/// route may follow a longer surviving UD path (Nonminimal). Failure when no UD path
/// survives although a path does; Unreachable when no path survives at all.
pub fn route(net: &Network, src: NodeId, dst: NodeId) -> Route {
    let table = UdTable::new(net, dst);
    route_with(net, &table, src)
}

fn route_with(net: &Network, table: &UdTable, src: NodeId) -> Route {
    let dst = table.dest;
    let undelivered = |outcome| Route {
        path: vec![src],
        outcome,
        claimed_hops: None,
    };
    if !net.is_healthy(src) || healthy_distance(net, src, dst).is_none() {
        return undelivered(Outcome::Unreachable);
    }
    let Some(claimed) = table.remaining(src, Phase::Up) else {
        return undelivered(Outcome::Failure);
    };
    let mut path = vec![src];
    let (mut here, mut phase) = (src, Phase::Up);
    while here != dst {
        let port = table.ports(net, here, phase)[0];
        let class = channel_class(&net.topo, here, port).expect("allowed ports lead somewhere");
        here = net.link(here, port).expect("allowed ports work");
        phase = Phase::after(class);
        path.push(here);
    }
    let outcome = if path.len() - 1 == net.topo.distance(src, dst) {
        Outcome::Optimal
    } else {
        Outcome::Nonminimal
    };
    Route {
        path,
        outcome,
        claimed_hops: Some(claimed),
    }
}

/// Every shortest UD path from `src` to `dst` in the surviving graph (fault-free: every
/// shortest path whose labels rise then fall), in port order.
pub fn shortest_ud_paths(net: &Network, src: NodeId, dst: NodeId) -> Vec<Vec<NodeId>> {
    let table = UdTable::new(net, dst);
    let mut paths = Vec::new();
    if table.remaining(src, Phase::Up).is_some() {
        extend_paths(net, &table, &mut vec![src], Phase::Up, &mut paths);
    }
    paths
}

fn extend_paths(
    net: &Network,
    table: &UdTable,
    path: &mut Vec<NodeId>,
    phase: Phase,
    out: &mut Vec<Vec<NodeId>>,
) {
    let here = *path.last().expect("paths start at the source");
    if here == table.dest {
        out.push(path.clone());
        return;
    }
    for port in table.ports(net, here, phase) {
        let class = channel_class(&net.topo, here, port).expect("allowed ports lead somewhere");
        path.push(net.link(here, port).expect("allowed ports work"));
        extend_paths(net, table, path, Phase::after(class), out);
        path.pop();
    }
}

/// Shortest U-path (rising) or D-path (falling) from `from` to `to` as Fig. 8 routes one
/// multicast leg: every hop moves strictly towards `to`'s label without passing it.
/// None when no such path survives.
pub fn monotone_leg_hops(net: &Network, from: NodeId, to: NodeId) -> Option<usize> {
    let topo = &net.topo;
    let (lo, hi) = {
        let (a, b) = (label(topo, from), label(topo, to));
        (a.min(b), a.max(b))
    };
    let rising = label(topo, from) < label(topo, to);
    // Walk labels from `to` back to `from`, so each node's successors are settled first.
    let mut hops = vec![NONE; topo.num_nodes()];
    hops[to.index()] = 0;
    let order: Vec<usize> = if rising {
        (lo..=hi).rev().collect()
    } else {
        (lo..=hi).collect()
    };
    for l in order.into_iter().skip(1) {
        let v = node_of_label(topo, l);
        hops[v.index()] = UdTable::best_step(net, v, |w| {
            let lw = label(topo, w);
            let toward = if rising {
                lw > l && lw <= hi
            } else {
                lw < l && lw >= lo
            };
            toward.then(|| hops[w.index()])
        });
    }
    (net.is_healthy(from) && hops[from.index()] != NONE).then(|| hops[from.index()] as usize)
}

/// The UD-list header of a multicast (Fig. 7 as the text of section 5 describes it), as labels,
/// source first: the destinations above the source are inserted from the highest down, each
/// at the front or the back of the list, whichever is nearer (front only when strictly
/// nearer); the list is reversed to start at the source; the destinations below the source
/// follow in decreasing label order. Duplicates and the source itself are dropped.
pub fn ud_list(topo: &Topology, src: NodeId, dests: &[NodeId]) -> Vec<usize> {
    let s = label(topo, src);
    let labels = sorted_labels(topo, dests);
    let above: Vec<usize> = std::iter::once(s)
        .chain(labels.iter().copied().filter(|&l| l > s))
        .collect();
    let mut list = insert_from_top(topo, &above);
    if list.last() == Some(&s) {
        list.reverse();
    }
    list.extend(labels.iter().rev().copied().filter(|&l| l < s));
    list
}

/// Fig. 7 taken literally: the source sorted in with the destinations, then the same
/// insertion and the reversal only when the source ends up last. With destinations below the
/// source this need not start at the source (see docs/mh.md).
pub fn ud_list_literal(topo: &Topology, src: NodeId, dests: &[NodeId]) -> Vec<usize> {
    let s = label(topo, src);
    let mut all = sorted_labels(topo, dests);
    all.push(s);
    all.sort_unstable();
    all.dedup();
    let mut list = insert_from_top(topo, &all);
    if list.last() == Some(&s) {
        list.reverse();
    }
    list
}

/// Destination labels, sorted, without duplicates.
fn sorted_labels(topo: &Topology, dests: &[NodeId]) -> Vec<usize> {
    let mut labels: Vec<usize> = dests.iter().map(|&d| label(topo, d)).collect();
    labels.sort_unstable();
    labels.dedup();
    labels
}

/// Fig. 7 steps 2-3 on labels sorted ascending: start from the largest, then put each next
/// one before the list's first element or after its last, whichever is nearer.
fn insert_from_top(topo: &Topology, sorted: &[usize]) -> Vec<usize> {
    let dist = |a: usize, b: usize| topo.distance(node_of_label(topo, a), node_of_label(topo, b));
    let mut list = std::collections::VecDeque::new();
    for &l in sorted.iter().rev() {
        match (list.front().copied(), list.back().copied()) {
            (Some(first), Some(last)) if dist(l, first) < dist(last, l) => list.push_front(l),
            _ => list.push_back(l),
        }
    }
    list.into()
}

/// Definition 3: the length of a UD-list, the sum of MH distances between successive entries.
pub fn ud_list_length(topo: &Topology, labels: &[usize]) -> usize {
    labels
        .windows(2)
        .map(|w| topo.distance(node_of_label(topo, w[0]), node_of_label(topo, w[1])))
        .sum()
}

/// A path-based multicast: the header order and the path the worm takes through it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MulticastRoute {
    /// Source, then the destinations in header (UD-list) order.
    pub order: Vec<NodeId>,
    /// Nodes visited, source first; through every destination when delivered.
    pub path: Vec<NodeId>,
    /// Definition 3 length of the UD-list (sum of MH distances).
    pub list_length: usize,
    /// Optimal when `hops()` equals `list_length`; Nonminimal when longer; the first failing
    /// leg's outcome otherwise.
    pub outcome: Outcome,
    /// Does the whole path rise then fall in labels (what section 5 needs for deadlock freedom)?
    pub whole_path_is_ud: bool,
}

impl MulticastRoute {
    pub fn hops(&self) -> usize {
        self.path.len().saturating_sub(1)
    }
}

/// Multicast from `src` to `dests`: the UD-list header, then each leg routed by the adaptive
/// UD unicast (section 5's last paragraph: every leg a UD-path).
pub fn multicast_route(net: &Network, src: NodeId, dests: &[NodeId]) -> MulticastRoute {
    let topo = &net.topo;
    let labels = ud_list(topo, src, dests);
    let order: Vec<NodeId> = labels.iter().map(|&l| node_of_label(topo, l)).collect();
    let mut path = vec![src];
    let mut outcome = Outcome::Optimal;
    for leg in order.windows(2) {
        let r = route(net, leg[0], leg[1]);
        if !r.delivered() {
            outcome = r.outcome;
            break;
        }
        path.extend_from_slice(&r.path[1..]);
    }
    let list_length = ud_list_length(topo, &labels);
    if outcome == Outcome::Optimal && path.len() - 1 > list_length {
        outcome = Outcome::Nonminimal;
    }
    let whole_path_is_ud = is_ud_path(topo, &path);
    MulticastRoute {
        order,
        path,
        list_length,
        outcome,
        whole_path_is_ud,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::FaultSet;

    fn mh(m: usize, n: usize) -> Topology {
        Topology::mesh_hypercube(m, n).unwrap()
    }

    #[test]
    fn labels_are_a_bijection_and_match_fig6() {
        let topo = mh(3, 3);
        let mut seen = vec![false; topo.num_nodes()];
        for v in topo.node_ids() {
            let l = label(&topo, v);
            assert!(!seen[l]);
            seen[l] = true;
            assert_eq!(node_of_label(&topo, l), v);
        }
        assert_eq!(label(&topo, topo.parse_node("1:110").unwrap()), 12);
        assert_eq!(label(&topo, topo.parse_node("0:001").unwrap()), 1);
    }

    #[test]
    fn gray_rank_follows_the_reflected_sequence() {
        let seq = [0b000, 0b001, 0b011, 0b010, 0b110, 0b111, 0b101, 0b100];
        for (rank, &word) in seq.iter().enumerate() {
            assert_eq!(gray_rank(word), rank);
            assert_eq!(gray_word(rank), word);
        }
    }

    #[test]
    fn channel_classes_of_the_fig6_source() {
        let topo = mh(3, 3);
        let at = |l| node_of_label(&topo, l);
        let class =
            |a, b| channel_class(&topo, at(a), topo.port_to(at(a), at(b)).unwrap()).unwrap();
        assert_eq!(class(12, 13), ChannelClass::CubeHigh);
        assert_eq!(class(12, 11), ChannelClass::CubeLow);
        assert_eq!(class(12, 4), ChannelClass::MeshLow);
        assert_eq!(class(12, 20), ChannelClass::MeshHigh);
    }

    #[test]
    fn arrival_phase_matches_the_class_of_the_incoming_channel() {
        let topo = mh(3, 3);
        for u in topo.node_ids() {
            for p in topo.port_ids() {
                let Some(v) = topo.neighbor(u, p) else {
                    continue;
                };
                let back = topo.port_to(v, u).unwrap();
                let class = channel_class(&topo, u, p).unwrap();
                assert_eq!(arrival_phase(&topo, v, back), Phase::after(class));
            }
        }
    }

    #[test]
    fn ud_path_predicates() {
        let topo = mh(3, 3);
        let nodes = |ls: &[usize]| {
            ls.iter()
                .map(|&l| node_of_label(&topo, l))
                .collect::<Vec<_>>()
        };
        assert!(is_ud_path(&topo, &nodes(&[12, 13, 5, 2, 1])));
        assert!(is_ud_path(&topo, &nodes(&[12, 4, 3, 2, 1])));
        assert!(!is_ud_path(&topo, &nodes(&[12, 4, 5])));
        assert!(is_u_path(&topo, &nodes(&[1, 2, 5])));
        assert!(is_d_path(&topo, &nodes(&[5, 2, 1])));
    }

    #[test]
    fn fault_free_routes_are_optimal_ud_paths() {
        let topo = mh(3, 3);
        let net = Network::fault_free(topo.clone());
        for s in topo.node_ids() {
            for d in topo.node_ids() {
                let r = route(&net, s, d);
                assert_eq!(r.outcome, Outcome::Optimal, "{s} -> {d}");
                assert_eq!(r.hops(), topo.distance(s, d));
                assert!(is_ud_path(&topo, &r.path));
            }
        }
    }

    #[test]
    fn faulty_endpoints_unreachable_and_failure() {
        // MH(2, 1): labels 0 = 0:0, 1 = 0:1, 2 = 1:0, 3 = 1:1; with 1 and 2 faulty, 0 is cut off.
        let topo = mh(2, 1);
        let mut faults = FaultSet::none();
        faults.add_node(node_of_label(&topo, 1));
        faults.add_node(node_of_label(&topo, 2));
        let net = Network::new(topo.clone(), faults);
        let r = route(&net, node_of_label(&topo, 0), node_of_label(&topo, 3));
        assert_eq!(r.outcome, Outcome::Unreachable);
        assert!(allowed_ports(&net, node_of_label(&topo, 0), node_of_label(&topo, 3)).is_empty());
        // MH(1, 2) is the ring 0-1-2-3-0 in labels; without 2, 1 reaches 3 only through 0
        // (down, then up): a path exists but no UD path.
        let topo = mh(1, 2);
        let mut faults = FaultSet::none();
        faults.add_node(node_of_label(&topo, 2));
        let net = Network::new(topo.clone(), faults);
        let r = route(&net, node_of_label(&topo, 1), node_of_label(&topo, 3));
        assert_eq!(r.outcome, Outcome::Failure);
        assert_eq!(
            escape_port(&net, node_of_label(&topo, 1), node_of_label(&topo, 3)),
            None
        );
        // Back from 3 to 1 the only path falls to 0 and rises again: Failure as well.
        let r = route(&net, node_of_label(&topo, 3), node_of_label(&topo, 1));
        assert_eq!(r.outcome, Outcome::Failure);
    }

    #[test]
    fn text_rule_and_literal_fig7_on_fig9() {
        let topo = mh(3, 3);
        let src = node_of_label(&topo, 4);
        let dests: Vec<NodeId> = [1, 5, 10, 11, 12, 16, 21, 23]
            .iter()
            .map(|&l| node_of_label(&topo, l))
            .collect();
        assert_eq!(
            ud_list(&topo, src, &dests),
            vec![4, 5, 10, 11, 12, 21, 23, 16, 1]
        );
        assert_eq!(
            ud_list_literal(&topo, src, &dests),
            vec![16, 23, 21, 12, 11, 10, 5, 4, 1]
        );
    }

    #[test]
    fn parse_label_rejects_out_of_range() {
        let topo = mh(3, 3);
        assert!(parse_label(&topo, "24").is_err());
        assert!(parse_label(&topo, "x").is_err());
        assert_eq!(
            parse_label(&topo, "12").unwrap(),
            topo.parse_node("1:110").unwrap()
        );
        assert!(require_mh(&"torus:3x3".parse().unwrap()).is_err());
    }
}
