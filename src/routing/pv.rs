//! Probability vectors and PV_Routing (Al-Sadi, Day, Ould-Khaoua, "A fault-tolerant routing
//! algorithm for 3-D torus interconnection networks"; paper 000, section 3).
//!
//! Every healthy node A knows its faulty set F_A (neighbours that are faulty or behind a faulty
//! link, Definition 1) and a probability vector P^A, where P_l^A estimates the probability that
//! a destination at Lee distance l cannot be reached minimally from A. The vector is built by
//! exchange rounds with the neighbours (equations 2, 3):
//!
//! ```text
//! P_1^A = |F_A| / degree
//! P_l^A = prod over neighbours X of (1 - R_l^X)       (l >= 2)
//! R_l^X = 0 if X is in F_A, else c_l * (1 - P_{l-1}^X),  c_l = sum_{h=1}^{min(l,n)} h / (n(n+1)/2)
//! ```
//!
//! For n = 3 the factor is 1/6, 1/2, 1, 1, ... as in the paper (n(n+1)/2 = 6 = degree).
//! PV_Routing moves to the healthy preferred neighbour with the least P_{l-1} (expected distance
//! Pr = l + 2P), else to the spare or disturb neighbour with the least P_{l+1} (Sp = l + 2 + 2P');
//! since Pr <= Sp always holds, a preferred neighbour wins whenever one is available. A message
//! never goes straight back to the node it came from unless that is its only healthy neighbour,
//! and it is discarded (looping) when it would exceed the hop budget Lee + f(k - 2).

use super::{NodeVector, Outcome, Route, healthy_distance};
use crate::topology::{Kind, Network, NodeId, PortId};
use crate::{Error, Result};

/// Faulty sets and probability vectors of every node of a faulty bidirectional torus.
#[derive(Clone, Debug)]
pub struct ProbabilityVectors {
    /// The paper's vector length L = diameter (3 floor(k/2) for Q_3^k).
    len: usize,
    /// Per node P_1 .. P_{L+1} (index l - 1); one element beyond the paper's so that the spare
    /// choice at the diameter has a P_{l+1}. Empty for faulty nodes.
    probs: Vec<Vec<f64>>,
    /// Per node, F_A: neighbours that are faulty or reached through a faulty channel.
    faulty_sets: Vec<Vec<NodeId>>,
    /// Number of faulty components f (faulty nodes plus faulty links) of the hop budget.
    faulty_components: usize,
    /// Largest radix k of the torus (the hop budget's k).
    radix: usize,
    /// Destinations found unreachable (the paper's improvement): in every node's faulty set.
    marked_unreachable: Vec<bool>,
}

/// Options of PV_Routing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PvOptions {
    /// The paper's improvement (end of section 3): once looping towards a destination has been
    /// detected, the destination joins the faulty sets, so later messages to it are discarded
    /// at their source instead of looping. Needs [`route_and_learn`] to record detections.
    pub discard_marked_unreachable: bool,
}

/// How a PV_Routing walk ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkEnd {
    Delivered,
    /// The hop budget ran out: the algorithm's loop detection.
    Looping,
    /// The current node has no healthy neighbour at all.
    Stuck,
    /// Discarded at the source: the destination is marked unreachable (improvement option).
    Discarded,
}

/// A PV_Routing walk: the nodes visited and why it stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    pub path: Vec<NodeId>,
    pub end: WalkEnd,
    /// The hop budget Lee(src, dst) + f(k - 2).
    pub budget: usize,
}

impl Walk {
    pub fn hops(&self) -> usize {
        self.path.len().saturating_sub(1)
    }
}

impl ProbabilityVectors {
    /// Faulty sets, then 3 floor(k/2) exchange rounds (plus one for the extra element).
    pub fn compute(net: &Network) -> Result<Self> {
        let topo = &net.topo;
        if topo.kind() != Kind::Torus || !topo.is_bidirectional() {
            return Err(Error::input(format!(
                "probability vectors (pv) need a bidirectional torus (torus:KxKxK), not {topo}"
            )));
        }
        let len = topo.diameter();
        let faulty_sets: Vec<Vec<NodeId>> = net.node_ids().map(|a| faulty_set(net, a)).collect();
        let mut probs: Vec<Vec<f64>> = net
            .node_ids()
            .map(|a| {
                if net.is_healthy(a) {
                    vec![dead_port_count(net, a) as f64 / net.num_ports() as f64]
                } else {
                    Vec::new()
                }
            })
            .collect();
        for l in 2..=len + 1 {
            // One synchronous exchange round: every node reads its neighbours' P_{l-1}.
            let round: Vec<Option<f64>> = net
                .node_ids()
                .map(|a| net.is_healthy(a).then(|| next_element(net, &probs, a, l)))
                .collect();
            for (vector, value) in probs.iter_mut().zip(round) {
                if let Some(v) = value {
                    vector.push(v);
                }
            }
        }
        Ok(ProbabilityVectors {
            len,
            probs,
            faulty_sets,
            faulty_components: faulty_component_count(net),
            radix: topo.radices().iter().copied().max().unwrap_or(2),
            marked_unreachable: vec![false; net.num_nodes()],
        })
    }

    /// The paper's vector length L (the torus diameter).
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// P_l of a healthy node for 0 <= l <= L + 1 (P_0 = 0: the node itself is reached).
    pub fn prob(&self, node: NodeId, l: usize) -> f64 {
        if l == 0 {
            0.0
        } else {
            self.probs[node.index()][l - 1]
        }
    }

    /// P_1 .. P_L of a node (empty for a faulty node).
    pub fn vector(&self, node: NodeId) -> &[f64] {
        let v = &self.probs[node.index()];
        &v[..v.len().min(self.len)]
    }

    /// F_A of a node (empty for a faulty node).
    pub fn faulty_set(&self, node: NodeId) -> &[NodeId] {
        &self.faulty_sets[node.index()]
    }

    /// The loop-detection budget Lee(src, dst) + f(k - 2) for a given Lee distance.
    pub fn hop_budget(&self, lee: usize) -> usize {
        lee + self.faulty_components * self.radix.saturating_sub(2)
    }

    /// The improvement: after looping towards `dest` was detected, add it to the faulty sets.
    pub fn mark_unreachable(&mut self, dest: NodeId) {
        self.marked_unreachable[dest.index()] = true;
    }

    pub fn is_marked_unreachable(&self, dest: NodeId) -> bool {
        self.marked_unreachable[dest.index()]
    }
}

/// Definition 1: neighbours A cannot send to (faulty router or faulty channel).
fn faulty_set(net: &Network, a: NodeId) -> Vec<NodeId> {
    if !net.is_healthy(a) {
        return Vec::new();
    }
    let mut set: Vec<NodeId> = net
        .port_ids()
        .filter(|&p| net.link(a, p).is_none())
        .filter_map(|p| net.topo.neighbor(a, p))
        .collect();
    set.sort_unstable();
    set.dedup();
    set
}

fn dead_port_count(net: &Network, a: NodeId) -> usize {
    net.port_ids().filter(|&p| net.link(a, p).is_none()).count()
}

/// Equation 3 with equality: P_l^A = prod_X (1 - R_l^X).
fn next_element(net: &Network, probs: &[Vec<f64>], a: NodeId, l: usize) -> f64 {
    let weight = reach_weight(net.topo.num_dims(), l);
    net.port_ids()
        .map(|p| match net.link(a, p) {
            Some(x) => 1.0 - weight * (1.0 - probs[x.index()][l - 2]),
            None => 1.0,
        })
        .product()
}

/// c_l = sum_{h=1}^{min(l,n)} h / (n(n+1)/2): 1/6, 1/2, 1, 1, ... for n = 3.
fn reach_weight(dims: usize, l: usize) -> f64 {
    let top = l.min(dims);
    (top * (top + 1)) as f64 / (dims * (dims + 1)) as f64
}

/// f of the hop budget: faulty nodes plus links with a faulty channel between healthy nodes.
fn faulty_component_count(net: &Network) -> usize {
    let faults = &net.faults;
    let mut links: Vec<(NodeId, NodeId)> = faults
        .faulty_channels()
        .filter_map(|(a, p)| net.topo.neighbor(a, p).map(|b| (a.min(b), a.max(b))))
        .filter(|&(a, b)| net.is_healthy(a) && net.is_healthy(b))
        .collect();
    links.sort_unstable();
    links.dedup();
    faults.faulty_nodes().count() + links.len()
}

/// One PV_Routing decision at `node` for `dest`: the output port, or None when the node has no
/// healthy neighbour. `came_from` is the previous node (None in the table context).
pub fn next_port(
    net: &Network,
    pv: &ProbabilityVectors,
    node: NodeId,
    dest: NodeId,
    came_from: Option<NodeId>,
) -> Option<PortId> {
    let topo = &net.topo;
    if node == dest {
        return None;
    }
    let live = |p: PortId| net.link(node, p).map(|x| (p, x));
    let ports = net.port_ids();
    if let Some((p, _)) = ports.clone().filter_map(live).find(|&(_, x)| x == dest) {
        return Some(p);
    }
    // Never straight back, unless the previous node is the only healthy neighbour.
    let forward_exists = ports
        .clone()
        .filter_map(live)
        .any(|(_, x)| Some(x) != came_from);
    let allowed = |&(_, x): &(PortId, NodeId)| !forward_exists || Some(x) != came_from;
    let l = topo.distance(node, dest);
    let least = |candidates: &mut dyn Iterator<Item = (PortId, NodeId)>, level: usize| {
        // Strict < keeps the first port (dimension order) among equal probabilities.
        candidates.fold(None, |best: Option<(PortId, f64)>, (p, x)| {
            let v = pv.prob(x, level);
            match best {
                Some((_, b)) if b <= v => best,
                _ => Some((p, v)),
            }
        })
    };
    let mut preferred = ports
        .clone()
        .filter_map(live)
        .filter(allowed)
        .filter(|&(_, x)| topo.distance(x, dest) + 1 == l);
    if let Some((p, _)) = least(&mut preferred, l - 1) {
        return Some(p);
    }
    // Pr <= Sp always, so spare and disturb neighbours only serve when no preferred one is left.
    let mut others = ports
        .filter_map(live)
        .filter(allowed)
        .filter(|&(_, x)| topo.distance(x, dest) + 1 != l);
    least(&mut others, l + 1).map(|(p, _)| p)
}

/// Route one message hop by hop until delivery, loop detection or a dead end.
pub fn walk(
    net: &Network,
    pv: &ProbabilityVectors,
    src: NodeId,
    dst: NodeId,
    opts: &PvOptions,
) -> Walk {
    let budget = pv.hop_budget(net.topo.distance(src, dst));
    let mut path = vec![src];
    let end = |path, end| Walk { path, end, budget };
    if opts.discard_marked_unreachable && pv.is_marked_unreachable(dst) {
        return end(path, WalkEnd::Discarded);
    }
    let mut came_from = None;
    let mut here = src;
    while here != dst {
        if path.len() > budget {
            return end(path, WalkEnd::Looping);
        }
        let Some(port) = next_port(net, pv, here, dst, came_from) else {
            return end(path, WalkEnd::Stuck);
        };
        let next = net.link(here, port).expect("next_port returns a live port");
        came_from = Some(here);
        here = next;
        path.push(here);
    }
    end(path, WalkEnd::Delivered)
}

/// PV_Routing of one message with its outcome; `claimed_hops` is the hop budget.
pub fn route(
    net: &Network,
    pv: &ProbabilityVectors,
    src: NodeId,
    dst: NodeId,
    opts: &PvOptions,
) -> Route {
    if !net.is_healthy(src) || !net.is_healthy(dst) {
        let budget = pv.hop_budget(net.topo.distance(src, dst));
        return Route {
            path: vec![src],
            outcome: Outcome::Unreachable,
            claimed_hops: Some(budget),
        };
    }
    let w = walk(net, pv, src, dst, opts);
    let outcome = classify(net, &w, src, dst);
    Route {
        path: w.path,
        outcome,
        claimed_hops: Some(w.budget),
    }
}

/// Like [`route`], and records a detected loop in `pv` (the paper's improvement).
pub fn route_and_learn(
    net: &Network,
    pv: &mut ProbabilityVectors,
    src: NodeId,
    dst: NodeId,
    opts: &PvOptions,
) -> Route {
    let r = route(net, pv, src, dst, opts);
    // Only the loop detector (hop budget exhausted) marks the destination, as in the paper.
    let looped = !r.delivered() && Some(r.hops()) == r.claimed_hops && r.hops() > 0;
    if opts.discard_marked_unreachable && looped {
        pv.mark_unreachable(dst);
    }
    r
}

fn classify(net: &Network, w: &Walk, src: NodeId, dst: NodeId) -> Outcome {
    match w.end {
        WalkEnd::Delivered if w.hops() == net.topo.distance(src, dst) => Outcome::Optimal,
        WalkEnd::Delivered => Outcome::Suboptimal,
        _ if healthy_distance(net, src, dst).is_none() => Outcome::Unreachable,
        _ => Outcome::Failure,
    }
}

/// Rows of `ftrouter vectors --algorithm pv`: F_A and P_1 .. P_L of every node.
pub fn vectors(net: &Network) -> Result<Vec<NodeVector>> {
    let pv = ProbabilityVectors::compute(net)?;
    let topo = &net.topo;
    Ok(net
        .node_ids()
        .map(|a| NodeVector {
            node: topo.format_node(a),
            faulty: !net.is_healthy(a),
            faulty_set: pv
                .faulty_set(a)
                .iter()
                .map(|&x| topo.format_node(x))
                .collect(),
            vector: pv
                .vector(a)
                .iter()
                .map(|&v| serde_json::Value::from(v))
                .collect(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::{FaultSet, Topology};

    fn net(topo: &str, faults: &str) -> Network {
        let topo: Topology = topo.parse().unwrap();
        let faults = FaultSet::parse(&topo, faults, 1).unwrap();
        Network::new(topo, faults)
    }

    #[test]
    fn fault_free_vectors_follow_the_rule() {
        // No faults: P_1 = 0, P_2 = (1 - 1/2)^6 (only half the distance-2 targets are
        // reachable through one given neighbour), then P_l = P_{l-1}^6.
        let n = net("torus:5x5x5", "");
        let pv = ProbabilityVectors::compute(&n).unwrap();
        assert_eq!(pv.len(), 6);
        assert_eq!(pv.vector(NodeId::new(0)).len(), 6);
        assert_eq!(pv.prob(NodeId::new(0), 1), 0.0);
        assert!((pv.prob(NodeId::new(0), 2) - 1.0 / 64.0).abs() < 1e-15);
        assert!((pv.prob(NodeId::new(0), 3) - (1.0f64 / 64.0).powi(6)).abs() < 1e-20);
    }

    #[test]
    fn rejects_other_topologies_naming_them() {
        for t in ["hypercube:3", "utorus:4x4", "mh:2x2"] {
            let e = ProbabilityVectors::compute(&net(t, "")).unwrap_err();
            assert!(e.to_string().contains(t), "{e}");
        }
    }

    #[test]
    fn faulty_link_puts_the_neighbour_in_the_faulty_set() {
        let n = net("torus:3x3x3", "link:0.0.0-0.0.1");
        let pv = ProbabilityVectors::compute(&n).unwrap();
        let t = &n.topo;
        assert_eq!(
            pv.faulty_set(NodeId::new(0)),
            &[t.parse_node("0.0.1").unwrap()]
        );
        assert!((pv.prob(NodeId::new(0), 1) - 1.0 / 6.0).abs() < 1e-12);
    }

    #[test]
    fn fault_free_routes_are_minimal() {
        let n = net("torus:4x5x3", "");
        let pv = ProbabilityVectors::compute(&n).unwrap();
        for s in n.node_ids() {
            for d in n.node_ids() {
                let r = route(&n, &pv, s, d, &PvOptions::default());
                assert_eq!(r.outcome, Outcome::Optimal);
                assert_eq!(r.hops(), n.topo.distance(s, d));
            }
        }
    }

    #[test]
    fn paper_example_routes_200_to_222_via_202() {
        // Example 1: preferred 220 is faulty, so the message goes through 202.
        let n = net(
            "torus:3x3x3",
            "node:0.1.1,node:1.0.0,node:1.1.0,node:1.2.0,node:2.2.0",
        );
        let pv = ProbabilityVectors::compute(&n).unwrap();
        let t = &n.topo;
        let r = route(
            &n,
            &pv,
            t.parse_node("2.0.0").unwrap(),
            t.parse_node("2.2.2").unwrap(),
            &PvOptions::default(),
        );
        let path: Vec<String> = r.path.iter().map(|&v| t.format_node(v)).collect();
        assert_eq!(path, ["2.0.0", "2.0.2", "2.2.2"]);
        assert_eq!(r.outcome, Outcome::Optimal);
    }

    #[test]
    fn isolated_destination_loops_then_is_discarded_once_marked() {
        // 1.1.1's six neighbours are faulty: messages to it loop until the budget runs out.
        let faults = "node:0.1.1,node:2.1.1,node:1.0.1,node:1.2.1,node:1.1.0,node:1.1.2";
        let n = net("torus:3x3x3", faults);
        let mut pv = ProbabilityVectors::compute(&n).unwrap();
        let t = &n.topo;
        let (s, d) = (
            t.parse_node("0.0.0").unwrap(),
            t.parse_node("1.1.1").unwrap(),
        );
        let opts = PvOptions {
            discard_marked_unreachable: true,
        };
        let first = route_and_learn(&n, &mut pv, s, d, &opts);
        assert_eq!(first.outcome, Outcome::Unreachable);
        assert_eq!(first.hops(), first.claimed_hops.unwrap());
        let second = route_and_learn(&n, &mut pv, s, d, &opts);
        assert_eq!((second.outcome, second.hops()), (Outcome::Unreachable, 0));
    }
}
