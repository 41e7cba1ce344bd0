//! Deadlock checks on a routing relation: channel dependency graphs (Dally and Seitz; Duato's
//! extended graph for adaptive wormhole routing) and cycle search with the cycle reported.
//!
//! A channel is (upstream node, output port, VC class). An edge c1 -> c2 means a packet holding
//! c1 may wait for c2. A relation whose (escape) dependency graph is acyclic cannot deadlock.

use crate::topology::{Network, NodeId, PortId};
use std::collections::HashMap;

/// A virtual channel: the output `port` of `node`, in escape class `class`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Channel {
    pub node: NodeId,
    pub port: PortId,
    pub class: u8,
}

impl Channel {
    pub fn new(node: NodeId, port: PortId, class: u8) -> Self {
        Channel { node, port, class }
    }
}

/// A channel dependency graph.
#[derive(Clone, Debug, Default)]
pub struct DependencyGraph {
    index: HashMap<Channel, usize>,
    channels: Vec<Channel>,
    edges: Vec<Vec<usize>>,
}

impl DependencyGraph {
    fn id(&mut self, c: Channel) -> usize {
        if let Some(&i) = self.index.get(&c) {
            return i;
        }
        self.index.insert(c, self.channels.len());
        self.channels.push(c);
        self.edges.push(Vec::new());
        self.channels.len() - 1
    }

    /// Record that a packet holding `from` may wait for `to`.
    pub fn add(&mut self, from: Channel, to: Channel) {
        let (a, b) = (self.id(from), self.id(to));
        self.edges[a].push(b);
    }

    pub fn num_channels(&self) -> usize {
        self.channels.len()
    }
    pub fn num_edges(&self) -> usize {
        self.edges.iter().map(Vec::len).sum()
    }

    /// A dependency cycle, if there is one (iterative depth-first search).
    pub fn find_cycle(&self) -> Option<Vec<Channel>> {
        let n = self.channels.len();
        // 0 = unvisited, 1 = on the current path, 2 = finished.
        let mut color = vec![0u8; n];
        let mut parent = vec![usize::MAX; n];
        for root in 0..n {
            if color[root] != 0 {
                continue;
            }
            let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
            color[root] = 1;
            while let Some(&mut (v, ref mut i)) = stack.last_mut() {
                if *i < self.edges[v].len() {
                    let w = self.edges[v][*i];
                    *i += 1;
                    match color[w] {
                        0 => {
                            color[w] = 1;
                            parent[w] = v;
                            stack.push((w, 0));
                        }
                        1 => {
                            let mut cycle = vec![self.channels[w]];
                            let mut u = v;
                            while u != w {
                                cycle.push(self.channels[u]);
                                u = parent[u];
                            }
                            cycle[1..].reverse();
                            return Some(cycle);
                        }
                        _ => {}
                    }
                } else {
                    color[v] = 2;
                    stack.pop();
                }
            }
        }
        None
    }
}

/// Human-readable cycle: `0.0 port 0 class 0 -> ...`.
pub fn format_cycle(net: &Network, cycle: &[Channel]) -> String {
    let names: Vec<String> = cycle
        .iter()
        .map(|c| {
            format!(
                "{}:{} vc{}",
                net.topo.format_node(c.node),
                net.topo.format_port(c.port),
                c.class
            )
        })
        .collect();
    format!("{} -> (back to start)", names.join(" -> "))
}

/// Dependency graph of a deterministic relation: `next(v, d)` gives the (port, class) a packet
/// at v for d takes. Edges join consecutive channels of every route.
pub fn deterministic_cdg(
    net: &Network,
    next: impl Fn(NodeId, NodeId) -> Option<(PortId, u8)>,
) -> DependencyGraph {
    let mut g = DependencyGraph::default();
    for d in net.healthy_nodes() {
        for u in net.healthy_nodes().filter(|&u| u != d) {
            let Some((p, cls)) = next(u, d) else { continue };
            let Some(v) = net.link(u, p) else { continue };
            if v == d {
                continue;
            }
            if let Some((q, cls2)) = next(v, d) {
                g.add(Channel::new(u, p, cls), Channel::new(v, q, cls2));
            }
        }
    }
    g
}

/// The channel a packet arrived on at a router: (input port, VC class).
pub type Arrival = Option<(PortId, u8)>;

/// Dependency graph of a deterministic relation whose class may depend on the channel a
/// packet arrived on: `next(v, d, arrival)` gives the (port, class) a packet at v for d takes
/// (arrival None: injected at v). Every route is walked from its source; a channel already
/// walked for the same destination ends the walk, since the rest of the route is known.
pub fn walked_cdg(
    net: &Network,
    next: impl Fn(NodeId, NodeId, Arrival) -> Option<(PortId, u8)>,
) -> DependencyGraph {
    let mut g = DependencyGraph::default();
    for d in net.healthy_nodes() {
        let mut walked = std::collections::HashSet::new();
        for s in net.healthy_nodes().filter(|&s| s != d) {
            let Some((mut p, mut cls)) = next(s, d, None) else {
                continue;
            };
            let mut u = s;
            while walked.insert((u, p, cls)) {
                let Some(v) = net.link(u, p) else { break };
                if v == d {
                    break;
                }
                let arrival = net.topo.input_port(v, u).map(|i| (i, cls));
                let Some((q, cls2)) = next(v, d, arrival) else {
                    break;
                };
                g.add(Channel::new(u, p, cls), Channel::new(v, q, cls2));
                (u, p, cls) = (v, q, cls2);
            }
        }
    }
    g
}

/// Dependency graph of an adaptive relation on a single class: `choices(v, d, in_port)` is the
/// port mask at v for a packet to d that arrived on `in_port` (None: injected at v).
pub fn adaptive_cdg(
    net: &Network,
    choices: impl Fn(NodeId, NodeId, Option<PortId>) -> u64,
) -> DependencyGraph {
    let mut g = DependencyGraph::default();
    for d in net.healthy_nodes() {
        for u in net.healthy_nodes().filter(|&u| u != d) {
            // Every mask u may apply: on injection and after each input port.
            let mut masks = choices(u, d, None);
            for i in net.port_ids() {
                masks |= choices(u, d, Some(i));
            }
            for p in ports(masks) {
                let Some(v) = net.link(u, p) else { continue };
                if v == d {
                    continue;
                }
                let in_port = net.topo.input_port(v, u);
                for q in ports(choices(v, d, in_port)) {
                    g.add(Channel::new(u, p, 0), Channel::new(v, q, 0));
                }
            }
        }
    }
    g
}

/// Duato's extended dependency graph of the escape sub-relation: direct dependencies plus
/// indirect ones through any sequence of adaptive channels (`adaptive(v, d)` masks). `escape`
/// is the escape relation as in `walked_cdg`; a packet reaching the escape network from an
/// adaptive channel is asked with arrival None (it brings no escape class).
pub fn extended_cdg(
    net: &Network,
    escape: impl Fn(NodeId, NodeId, Arrival) -> Option<(PortId, u8)>,
    adaptive: impl Fn(NodeId, NodeId) -> u64,
) -> DependencyGraph {
    let mut g = walked_cdg(net, &escape);
    let escape = |v, d| escape(v, d, None);
    let n = net.num_nodes();
    for d in net.healthy_nodes() {
        // after[v] = nodes reachable from v by one or more adaptive hops towards d.
        for u in net.healthy_nodes().filter(|&u| u != d) {
            let Some((p, cls)) = escape(u, d) else {
                continue;
            };
            let Some(v) = net.link(u, p) else { continue };
            if v == d {
                continue;
            }
            let mut seen = vec![false; n];
            let mut stack = vec![v];
            while let Some(x) = stack.pop() {
                for q in ports(adaptive(x, d)) {
                    if let Some(w) = net.link(x, q)
                        && w != d
                        && !seen[w.index()]
                    {
                        seen[w.index()] = true;
                        stack.push(w);
                        if let Some((q2, cls2)) = escape(w, d) {
                            g.add(Channel::new(u, p, cls), Channel::new(w, q2, cls2));
                        }
                    }
                }
            }
        }
    }
    g
}

/// Port numbers set in a mask.
pub fn ports(mask: impl Into<u64>) -> impl Iterator<Item = PortId> {
    crate::bits::set_bits(mask.into()).map(PortId::new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::dor::{dateline_class, dor_port};
    use crate::topology::Topology;

    #[test]
    fn dor_without_dateline_classes_has_a_ring_cycle() {
        // Radix 5: no ties, so every ring carries two-hop paths from every coordinate. (On a
        // 4-ring, ties split by parity leave no cycle even in one class.)
        let net = Network::fault_free("torus:5x5".parse::<Topology>().unwrap());
        let g = deterministic_cdg(&net, |v, d| dor_port(&net.topo, v, d).map(|p| (p, 0)));
        let cycle = g
            .find_cycle()
            .expect("single-class DOR on a torus is cyclic");
        // The cycle stays in one ring: same port (dimension and direction) all the way round.
        assert!(cycle.len() >= 2);
        assert!(
            cycle.iter().all(|c| c.port == cycle[0].port),
            "{}",
            format_cycle(&net, &cycle)
        );
        // Each channel's head is the next channel's tail.
        for (i, c) in cycle.iter().enumerate() {
            let next = cycle[(i + 1) % cycle.len()];
            assert_eq!(net.link(c.node, c.port), Some(next.node));
        }
    }

    #[test]
    fn dateline_dor_is_acyclic() {
        for spec in [
            "torus:4x4",
            "torus:5x3",
            "torus:4x4x4",
            "utorus:4x4",
            "hypercube:5",
            "mh:4x3",
        ] {
            let net = Network::fault_free(spec.parse::<Topology>().unwrap());
            let g = deterministic_cdg(&net, |v, d| {
                dor_port(&net.topo, v, d).map(|p| (p, dateline_class(&net.topo, v, d, p)))
            });
            assert!(g.num_edges() > 0);
            assert_eq!(g.find_cycle(), None, "{spec}");
        }
    }
}
