//! Safety levels (SL), safety vectors (SV) and extended safety vectors (ESV) for hypercubes, and
//! the optimal / sub-optimal unicasting they drive.
//!
//! Wu, Gao, Li, Min, "Optimal and reliable communication in hypercubes using extended safety
//! vectors" (paper 001): Definition 1 (safety level), Definition 2 (safety vector, with the
//! conservative faulty-link model), Definition 3 with Theorem 1 (extended safety vector, d = 2),
//! and section 5 (`unicasting_at_source_node`, `unicasting_at_intermediate_node` with the
//! navigation vector N = s xor t).
//!
//! Conventions:
//! - the paper's dimension i (1-based) is bit i - 1 of the node id, and hypercube port i - 1;
//! - a vector (u_1, ..., u_n) is stored as a bit mask, bit k - 1 holding u_k;
//! - the paper's links are undirected: a link counts as faulty when either of its two channels
//!   is faulty (a one-directional channel fault makes both end nodes see a faulty link);
//! - "u can reach v" (Definition 3, Theorem 3) means a Hamming-distance path whose intermediate
//!   nodes are healthy and whose links are not faulty; the end node itself may be faulty.

use super::{NodeVector, Outcome, Route, healthy_distance};
use crate::topology::{Dir, Kind, Network, NodeId, PortId};
use crate::{Error, Result};

/// Which coding of fault information to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SafetyKind {
    /// Safety level (Definition 1): one number 0..=n per node.
    Level,
    /// Safety vector (Definition 2): neighbour information only (d = 1).
    Vector,
    /// Extended safety vector (Definition 3): exact information within distance 2.
    Extended,
}

impl SafetyKind {
    /// CLI name (`--algorithm sl|sv|esv`).
    pub fn name(self) -> &'static str {
        match self {
            SafetyKind::Level => "sl",
            SafetyKind::Vector => "sv",
            SafetyKind::Extended => "esv",
        }
    }

    pub fn parse(text: &str) -> Result<Self> {
        match text {
            "sl" => Ok(SafetyKind::Level),
            "sv" => Ok(SafetyKind::Vector),
            "esv" => Ok(SafetyKind::Extended),
            other => Err(Error::input(format!(
                "safety coding {other:?}: use sl, sv or esv"
            ))),
        }
    }

    /// Distance within which the source knows the faults exactly (d in the paper).
    fn exact_distance(self) -> usize {
        match self {
            SafetyKind::Level | SafetyKind::Vector => 1,
            SafetyKind::Extended => 2,
        }
    }
}

/// What `unicasting_at_source_node` decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceDecision {
    /// A Hamming-distance path is guaranteed.
    Optimal,
    /// A path of Hamming distance + 2 is guaranteed (first hop to a spare neighbour).
    Suboptimal,
    /// Neither condition holds: the algorithm does not start.
    Failure,
}

/// One routing step: the dimension to cross and whether it is a preferred dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    /// Dimension (0-based bit) to cross.
    pub dim: usize,
    /// True for a preferred dimension (N(i) = 1), false for a spare one.
    pub preferred: bool,
}

/// SL, SV and ESV of every node of a faulty hypercube.
#[derive(Clone, Debug)]
pub struct SafetyInfo {
    /// Cube dimension n.
    n: usize,
    faulty: Vec<bool>,
    /// Per node, bit i set when the link along dimension i has a faulty channel.
    bad_links: Vec<u32>,
    levels: Vec<u8>,
    sv: Vec<u32>,
    esv: Vec<u32>,
}

impl SafetyInfo {
    /// Compute all three codings; errors if the network is not a hypercube.
    pub fn compute(net: &Network) -> Result<Self> {
        let topo = &net.topo;
        if topo.kind() != Kind::Hypercube {
            return Err(Error::input(format!(
                "safety levels and (extended) safety vectors are defined for hypercubes, not {topo}"
            )));
        }
        let n = topo.num_dims();
        let port = |dim: usize| {
            topo.port_id(dim, Dir::Plus)
                .expect("a hypercube has a port per dimension")
        };
        let faulty: Vec<bool> = net.node_ids().map(|v| !net.is_healthy(v)).collect();
        let bad_links: Vec<u32> = net
            .node_ids()
            .map(|v| {
                (0..n)
                    .filter(|&i| {
                        net.faults.is_channel_faulty(v, port(i))
                            || net.faults.is_channel_faulty(across(v, i), port(i))
                    })
                    .fold(0, |mask, i| mask | 1 << i)
            })
            .collect();
        let mut info = SafetyInfo {
            n,
            faulty,
            bad_links,
            levels: Vec::new(),
            sv: Vec::new(),
            esv: Vec::new(),
        };
        info.levels = info.safety_levels();
        info.sv = info.coded_bits(info.first_bits(), 2);
        let esv_base: Vec<u32> = info
            .first_bits()
            .into_iter()
            .zip(net.node_ids())
            .map(|(bits, u)| {
                if n >= 2 && info.second_bit(u) {
                    bits | 0b10
                } else {
                    bits
                }
            })
            .collect();
        info.esv = info.coded_bits(esv_base, 3);
        Ok(info)
    }

    /// Cube dimension n.
    pub fn dims(&self) -> usize {
        self.n
    }
    pub fn is_faulty(&self, u: NodeId) -> bool {
        self.faulty[u.index()]
    }
    /// Bit i set when the link of `u` along dimension i has a faulty channel.
    pub fn faulty_links(&self, u: NodeId) -> u32 {
        self.bad_links[u.index()]
    }
    /// Can a message cross dimension `dim` from `u`: both ends healthy, link not faulty.
    #[inline]
    pub fn link_ok(&self, u: NodeId, dim: usize) -> bool {
        !self.faulty[u.index()]
            && !self.faulty[across(u, dim).index()]
            && self.bad_links[u.index()] >> dim & 1 == 0
    }
    /// Safety level of `u`.
    pub fn level(&self, u: NodeId) -> usize {
        self.levels[u.index()] as usize
    }
    /// The vector of `u` as a bit mask (bit k - 1 = u_k). For `Level`, bits 1..=sl(u) are set:
    /// a safety level k promises minimal paths to every node within distance k (Property 1).
    pub fn bits(&self, kind: SafetyKind, u: NodeId) -> u32 {
        match kind {
            SafetyKind::Level => (1u32 << self.levels[u.index()]) - 1,
            SafetyKind::Vector => self.sv[u.index()],
            SafetyKind::Extended => self.esv[u.index()],
        }
    }

    /// Neighbour's vector as `u` registers it: zero across a faulty link or to a faulty node.
    #[inline]
    fn registered(&self, vectors: &[u32], u: NodeId, dim: usize) -> u32 {
        if self.link_ok(u, dim) {
            vectors[across(u, dim).index()]
        } else {
            0
        }
    }

    /// u_1 = 1 unless u is faulty or an end node of a faulty link (Definitions 2 and 3).
    fn first_bits(&self) -> Vec<u32> {
        (0..self.faulty.len())
            .map(|u| u32::from(!self.faulty[u] && self.bad_links[u] == 0))
            .collect()
    }

    /// Vectors of a model where every node knows the faults within distance d exactly: `exact`
    /// holds bits 1..=d of every node (0 for faulty nodes), the rest follow Definition 3's
    /// inductive rule. d = 1 with the SV first bit gives SV, d = 2 with Theorem 1 gives ESV.
    pub fn extend_exact_bits(&self, exact: Vec<u32>, d: usize) -> Vec<u32> {
        self.coded_bits(exact, d + 1)
    }

    /// Fill bits `from..=n` by the inductive rule: u_k = 1 iff more than n - k neighbours
    /// (as registered) have u_{k-1} = 1. Bit k reads only bit k - 1, so one pass per k.
    fn coded_bits(&self, mut vectors: Vec<u32>, from: usize) -> Vec<u32> {
        let n = self.n;
        for k in from..=n {
            let set: Vec<bool> = NodeId::all(vectors.len())
                .map(|u| {
                    !self.faulty[u.index()]
                        && (0..n)
                            .filter(|&i| self.registered(&vectors, u, i) >> (k - 2) & 1 == 1)
                            .count()
                            > n - k
                })
                .collect();
            for (v, s) in vectors.iter_mut().zip(set) {
                *v |= u32::from(s) << (k - 1);
            }
        }
        vectors
    }

    /// f(u) of section 3: for each dimension i, the set c'_i (bit mask) of dimensions j such that
    /// the length-2 path (u, u^(i), u^(i)(j)) is faulty. A faulty node or link along i gives
    /// c_i = every other dimension; otherwise c'_i = the faulty links of u^(i).
    pub fn faulty_paths(&self, u: NodeId) -> Vec<u32> {
        let all = (1u32 << self.n) - 1;
        (0..self.n)
            .map(|i| {
                if self.link_ok(u, i) {
                    self.bad_links[across(u, i).index()] & !(1 << i)
                } else {
                    all & !(1 << i)
                }
            })
            .collect()
    }

    /// Theorem 1: u_2 = 0 iff some i, j have both (i, j) and (j, i) faulty.
    fn second_bit(&self, u: NodeId) -> bool {
        if self.faulty[u.index()] {
            return false;
        }
        let c = self.faulty_paths(u);
        !(0..self.n)
            .any(|i| (0..self.n).any(|j| i != j && c[i] >> j & 1 == 1 && c[j] >> i & 1 == 1))
    }

    /// Definition 1 with the paper's link-fault extension: faulty nodes and both end nodes of a
    /// faulty link have level 0; a healthy node with sorted neighbour levels (sl_0..sl_{n-1})
    /// gets the first k with sl_k < k (then sl_k = k - 1), or n. Iterated to the fixed point
    /// from "everyone n", as the n - 1 rounds of exchanges do.
    fn safety_levels(&self) -> Vec<u8> {
        let n = self.n;
        let mut levels: Vec<u8> = (0..self.faulty.len())
            .map(|u| {
                if self.faulty[u] || self.bad_links[u] != 0 {
                    0
                } else {
                    n as u8
                }
            })
            .collect();
        loop {
            let next: Vec<u8> = (0..levels.len())
                .map(|u| {
                    if levels[u] == 0 {
                        return 0;
                    }
                    let mut around: Vec<u8> = (0..n).map(|i| levels[u ^ (1 << i)]).collect();
                    around.sort_unstable();
                    (0..n).find(|&k| (around[k] as usize) < k).unwrap_or(n) as u8
                })
                .collect();
            if next == levels {
                return levels;
            }
            levels = next;
        }
    }

    /// Can the preferred neighbour across `dim` finish a distance-k route minimally, as `u`
    /// sees it with its coding? For k <= 2 under ESV, `u` knows every link within distance 2
    /// and checks the 2-hop path itself (section 5).
    fn preferred_ok(&self, kind: SafetyKind, u: NodeId, dim: usize, nav: usize, k: usize) -> bool {
        if !self.link_ok(u, dim) {
            return false;
        }
        let v = across(u, dim);
        if k == 1 {
            return true;
        }
        if k == 2 && kind.exact_distance() >= 2 {
            let last = (nav & !(1 << dim)).trailing_zeros() as usize;
            return self.link_ok(v, last);
        }
        self.bits(kind, v) >> (k - 2) & 1 == 1
    }

    /// The next hop from `u` towards `dest` (history-free: N = u xor dest). A preferred
    /// neighbour that can finish minimally if there is one (lowest dimension first), else a
    /// spare neighbour with u_{k+1} = 1 (the sub-optimal detour), else None.
    pub fn next_hop(&self, kind: SafetyKind, u: NodeId, dest: NodeId) -> Option<Hop> {
        let nav = nav(u, dest);
        let k = nav.count_ones() as usize;
        if k == 0 || self.faulty[u.index()] {
            return None;
        }
        let mut preferred = (0..self.n).filter(|&i| nav >> i & 1 == 1);
        if let Some(dim) = preferred.find(|&i| self.preferred_ok(kind, u, i, nav, k)) {
            return Some(Hop {
                dim,
                preferred: true,
            });
        }
        if k >= self.n {
            return None;
        }
        (0..self.n)
            .filter(|&i| nav >> i & 1 == 0)
            .find(|&i| self.link_ok(u, i) && self.bits(kind, across(u, i)) >> k & 1 == 1)
            .map(|dim| Hop {
                dim,
                preferred: false,
            })
    }

    /// `unicasting_at_source_node`: optimal, sub-optimal or failure.
    pub fn source_decision(&self, kind: SafetyKind, src: NodeId, dest: NodeId) -> SourceDecision {
        if src == dest {
            return SourceDecision::Optimal;
        }
        match self.next_hop(kind, src, dest) {
            Some(Hop {
                preferred: true, ..
            }) => SourceDecision::Optimal,
            Some(Hop {
                preferred: false, ..
            }) => SourceDecision::Suboptimal,
            None => SourceDecision::Failure,
        }
    }
}

/// The hypercube neighbour of `u` across dimension `dim` (node id with bit `dim` flipped).
#[inline]
pub fn across(u: NodeId, dim: usize) -> NodeId {
    NodeId::new(u.index() ^ 1 << dim)
}

/// The navigation vector N = u xor dest: bit i set where the route still crosses dimension i.
#[inline]
pub fn nav(u: NodeId, dest: NodeId) -> usize {
    u.index() ^ dest.index()
}

/// ESV routing of one message (section 5): the source decides optimal (claims H hops),
/// sub-optimal (claims H + 2) or failure; intermediate nodes follow the navigation vector.
pub fn route(net: &Network, info: &SafetyInfo, src: NodeId, dst: NodeId) -> Route {
    route_with(net, info, SafetyKind::Extended, src, dst)
}

/// Routing as in [`route`] with any of the three codings.
pub fn route_with(
    net: &Network,
    info: &SafetyInfo,
    kind: SafetyKind,
    src: NodeId,
    dst: NodeId,
) -> Route {
    let stay = |outcome, claimed_hops| Route {
        path: vec![src],
        outcome,
        claimed_hops,
    };
    if healthy_distance(net, src, dst).is_none() {
        return stay(Outcome::Unreachable, None);
    }
    let hamming = nav(src, dst).count_ones() as usize;
    if src == dst {
        return stay(Outcome::Optimal, Some(0));
    }
    let claimed = match info.source_decision(kind, src, dst) {
        SourceDecision::Optimal => hamming,
        SourceDecision::Suboptimal => hamming + 2,
        SourceDecision::Failure => return stay(Outcome::Failure, None),
    };
    let mut path = vec![src];
    let mut here = src;
    // The cap only guards against a broken guarantee; tests check it is never needed.
    while here != dst && path.len() <= claimed + info.dims() {
        match info.next_hop(kind, here, dst) {
            Some(hop) => {
                here = across(here, hop.dim);
                path.push(here);
            }
            None => break,
        }
    }
    let hops = path.len() - 1;
    let outcome = if here != dst {
        Outcome::Failure
    } else if hops == hamming {
        Outcome::Optimal
    } else if hops == hamming + 2 {
        Outcome::Suboptimal
    } else {
        Outcome::Nonminimal
    };
    Route {
        path,
        outcome,
        claimed_hops: Some(claimed),
    }
}

/// Per-router ESV decision for the table compiler: the output port at `node` for `dest`.
pub fn next_port(net: &Network, info: &SafetyInfo, node: NodeId, dest: NodeId) -> Option<PortId> {
    let hop = info.next_hop(SafetyKind::Extended, node, dest)?;
    net.topo.port_id(hop.dim, Dir::Plus)
}

/// Rows of `ftrouter vectors --algorithm sl|sv|esv`.
pub fn vectors(net: &Network, kind: SafetyKind) -> Result<Vec<NodeVector>> {
    let info = SafetyInfo::compute(net)?;
    let topo = &net.topo;
    Ok(topo
        .node_ids()
        .map(|u| {
            let faulty_set = (0..info.n)
                .filter(|&i| info.is_faulty(across(u, i)) || info.faulty_links(u) >> i & 1 == 1)
                .map(|i| topo.format_node(across(u, i)))
                .collect();
            let vector = match kind {
                SafetyKind::Level => vec![serde_json::Value::from(info.level(u))],
                _ => (0..info.n)
                    .map(|k| serde_json::Value::from(info.bits(kind, u) >> k & 1))
                    .collect(),
            };
            NodeVector {
                node: topo.format_node(u),
                faulty: info.is_faulty(u),
                faulty_set,
                vector,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::{FaultSet, Topology};

    fn cube(n: usize, faults: &str) -> Network {
        let topo = Topology::hypercube(n).unwrap();
        let faults = FaultSet::parse(&topo, faults, 1).unwrap();
        Network::new(topo, faults)
    }

    fn bits_of(v: &[u32]) -> u32 {
        v.iter().enumerate().fold(0, |m, (k, &b)| m | b << k)
    }

    #[test]
    fn fault_free_cube_is_safe_everywhere() {
        let net = cube(5, "");
        let info = SafetyInfo::compute(&net).unwrap();
        for u in NodeId::all(32) {
            assert_eq!(info.level(u), 5);
            assert_eq!(info.bits(SafetyKind::Vector, u), 0b11111);
            assert_eq!(info.bits(SafetyKind::Extended, u), 0b11111);
        }
    }

    #[test]
    fn other_topologies_are_rejected_by_name() {
        let net = Network::fault_free("torus:4x4".parse().unwrap());
        let err = SafetyInfo::compute(&net).unwrap_err().to_string();
        assert!(err.contains("torus:4x4"), "{err}");
    }

    #[test]
    fn one_faulty_node_lowers_neighbours_second_bit_only_when_paired() {
        // Node faults only: u_2 = 0 iff two neighbours are faulty (SV and ESV agree).
        let net = cube(4, "node:0001,node:0010");
        let info = SafetyInfo::compute(&net).unwrap();
        let u = 0b0000;
        assert_eq!(
            info.bits(SafetyKind::Extended, NodeId::new(u)) & 0b11,
            bits_of(&[1, 0])
        );
        assert_eq!(
            info.bits(SafetyKind::Vector, NodeId::new(u)) & 0b11,
            bits_of(&[1, 0])
        );
        // 0011 is reachable from 0000 by no minimal path: the source sees it and detours.
        assert_eq!(
            info.source_decision(SafetyKind::Extended, NodeId::new(0), NodeId::new(0b0011)),
            SourceDecision::Suboptimal
        );
    }

    #[test]
    fn one_directional_channel_fault_counts_as_a_faulty_link() {
        let net = cube(3, "link:000>001");
        let info = SafetyInfo::compute(&net).unwrap();
        assert_eq!(info.faulty_links(NodeId::new(0b000)), 0b001);
        assert_eq!(info.faulty_links(NodeId::new(0b001)), 0b001);
        assert_eq!(info.bits(SafetyKind::Extended, NodeId::new(0b001)) & 1, 0);
    }
}
