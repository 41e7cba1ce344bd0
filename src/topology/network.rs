//! A topology with its faults applied: the surviving graph that routing works on.

use super::{FaultSet, NodeId, PortId, Topology};
use crate::{Error, Result};
use serde::Serialize;
use std::collections::VecDeque;

/// Marks an unreachable node in distance vectors.
pub const UNREACHABLE: u32 = u32::MAX;

/// Largest faulty network whose diameter `summary` computes exactly (one BFS per node).
pub const EXACT_DIAMETER_MAX_NODES: usize = 8192;

/// The surviving graph: healthy routers and the channels between them that still work.
#[derive(Clone, Debug)]
pub struct Network {
    pub topo: Topology,
    pub faults: FaultSet,
    healthy: Vec<bool>,
    /// Per node, bit p set when output channel p is faulty (or leads to a faulty router).
    dead_ports: Vec<u64>,
    /// next[v * P + p]: the neighbour reached through working output p (`NONE`), and
    /// prev[v * P + p]: the upstream node whose working output p leads to v. Searches read
    /// them instead of computing coordinates (4 bytes per port and direction).
    next: Vec<u32>,
    prev: Vec<u32>,
}

/// No neighbour in `Network::next` / `prev`.
const NONE: u32 = u32::MAX;

/// Summary reported by `ftrouter topo`.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub topology: String,
    pub nodes: usize,
    pub links: usize,
    pub healthy_nodes: usize,
    pub healthy_links: usize,
    pub connected: bool,
    /// Diameter of the surviving graph (null when disconnected, or faulty and larger than
    /// `EXACT_DIAMETER_MAX_NODES`).
    pub diameter: Option<u32>,
    /// Strongly connected components when disconnected, largest first (addresses); empty when connected.
    pub components: Vec<Vec<String>>,
}

impl Network {
    pub fn new(topo: Topology, faults: FaultSet) -> Self {
        assert!(topo.num_ports() <= 64, "port masks are 64 bits wide");
        let n = topo.num_nodes();
        let healthy: Vec<bool> = topo.node_ids().map(|v| !faults.is_node_faulty(v)).collect();
        let mut dead_ports = vec![0u64; n];
        for (v, mask) in topo.node_ids().zip(dead_ports.iter_mut()) {
            for p in topo.port_ids() {
                let alive = healthy[v.index()]
                    && !faults.is_channel_faulty(v, p)
                    && topo.neighbor(v, p).is_some_and(|w| healthy[w.index()]);
                if !alive {
                    *mask |= 1 << p.index();
                }
            }
        }
        let p = topo.num_ports();
        let mut next = vec![NONE; n * p];
        let mut prev = vec![NONE; n * p];
        for v in topo.node_ids() {
            for q in topo.port_ids() {
                if dead_ports[v.index()] >> q.index() & 1 == 0
                    && let Some(w) = topo.neighbor(v, q)
                {
                    next[v.index() * p + q.index()] = w.index() as u32;
                    prev[w.index() * p + q.index()] = v.index() as u32;
                }
            }
        }
        Network {
            topo,
            faults,
            healthy,
            dead_ports,
            next,
            prev,
        }
    }

    pub fn fault_free(topo: Topology) -> Self {
        Self::new(topo, FaultSet::none())
    }

    pub fn num_nodes(&self) -> usize {
        self.topo.num_nodes()
    }
    pub fn num_ports(&self) -> usize {
        self.topo.num_ports()
    }
    /// The network ports' numbers, `0..P`.
    pub fn port_ids(&self) -> impl DoubleEndedIterator<Item = PortId> + ExactSizeIterator + Clone {
        self.topo.port_ids()
    }
    /// Nodes `0..N`, healthy or not.
    pub fn node_ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + Clone {
        self.topo.node_ids()
    }
    pub fn is_healthy(&self, node: NodeId) -> bool {
        self.healthy[node.index()]
    }
    pub fn healthy_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.node_ids().filter(|&v| self.healthy[v.index()])
    }
    pub fn num_healthy(&self) -> usize {
        self.healthy.iter().filter(|&&h| h).count()
    }

    /// The neighbour reached through `port`, if the router, the channel and the neighbour are healthy.
    #[inline]
    pub fn link(&self, node: NodeId, port: PortId) -> Option<NodeId> {
        let w = self.next[node.index() * self.num_ports() + port.index()];
        (w != NONE).then(|| NodeId::new(w as usize))
    }

    /// Healthy output ports of a node as a bit mask.
    pub fn live_port_mask(&self, node: NodeId) -> u64 {
        !self.dead_ports[node.index()] & ((1u64 << self.num_ports()) - 1)
    }

    /// Hop distances from `src` to every node along working channels.
    pub fn distances_from(&self, src: NodeId) -> Vec<u32> {
        self.bfs(src, false)
    }

    /// Hop distances from every node to `dst` along working channels.
    pub fn distances_to(&self, dst: NodeId) -> Vec<u32> {
        self.bfs(dst, true)
    }

    fn bfs(&self, root: NodeId, reverse: bool) -> Vec<u32> {
        let mut dist = vec![UNREACHABLE; self.num_nodes()];
        if !self.healthy[root.index()] {
            return dist;
        }
        dist[root.index()] = 0;
        let mut queue = VecDeque::from([root]);
        let p = self.num_ports();
        let adjacent = if reverse { &self.prev } else { &self.next };
        while let Some(u) = queue.pop_front() {
            for &v in &adjacent[u.index() * p..(u.index() + 1) * p] {
                if v != NONE && dist[v as usize] == UNREACHABLE {
                    dist[v as usize] = dist[u.index()] + 1;
                    queue.push_back(NodeId::new(v as usize));
                }
            }
        }
        dist
    }

    /// The upstream node w whose working output `port` leads to `node`.
    pub fn reverse_link(&self, node: NodeId, port: PortId) -> Option<NodeId> {
        let w = self.prev[node.index() * self.num_ports() + port.index()];
        (w != NONE).then(|| NodeId::new(w as usize))
    }

    /// Strongly connected components of the healthy nodes, largest first, each sorted.
    pub fn components(&self) -> Vec<Vec<NodeId>> {
        let mut comp = vec![usize::MAX; self.num_nodes()];
        let mut components = Vec::new();
        for root in self.healthy_nodes() {
            if comp[root.index()] != usize::MAX {
                continue;
            }
            // Forward and backward reachability from the root intersect in its component.
            let fwd = self.distances_from(root);
            let bwd = self.distances_to(root);
            let members: Vec<NodeId> = self
                .node_ids()
                .filter(|&v| {
                    let i = v.index();
                    fwd[i] != UNREACHABLE && bwd[i] != UNREACHABLE && comp[i] == usize::MAX
                })
                .collect();
            for &v in &members {
                comp[v.index()] = components.len();
            }
            components.push(members);
        }
        components.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
        components
    }

    /// Is every healthy node reachable from every other one?
    pub fn is_connected(&self) -> bool {
        let Some(root) = self.healthy_nodes().next() else {
            return true;
        };
        let fwd = self.distances_from(root);
        let bwd = self.distances_to(root);
        self.healthy_nodes()
            .all(|v| fwd[v.index()] != UNREACHABLE && bwd[v.index()] != UNREACHABLE)
    }

    /// Error naming the components when the surviving graph is disconnected.
    pub fn require_connected(&self) -> Result<()> {
        if self.is_connected() {
            return Ok(());
        }
        let comps = self.components();
        let listed: Vec<String> = comps
            .iter()
            .take(4)
            .map(|c| {
                let names: Vec<String> = c
                    .iter()
                    .take(6)
                    .map(|&v| self.topo.format_node(v))
                    .collect();
                let more = if c.len() > 6 {
                    format!(" +{}", c.len() - 6)
                } else {
                    String::new()
                };
                format!("{{{}{more}}}", names.join(" "))
            })
            .collect();
        Err(Error::input(format!(
            "fault set {:?} disconnects {}: {} components {}",
            self.faults.format(&self.topo),
            self.topo,
            comps.len(),
            listed.join(" ")
        )))
    }

    /// Number of working directed channels.
    pub fn num_channels(&self) -> usize {
        self.healthy_nodes()
            .map(|v| {
                self.port_ids()
                    .filter(|&p| self.link(v, p).is_some())
                    .count()
            })
            .sum()
    }

    /// Physical links of the topology, and those whose every direction works. Counted
    /// without listing them: a 2^24-node hypercube has 201 million.
    pub fn count_links(&self) -> (usize, usize) {
        let topo = &self.topo;
        // The port of the neighbour that leads back (the same port on radix-2 dimensions).
        let back: Vec<Option<PortId>> = topo
            .ports()
            .iter()
            .map(|port| topo.port_id(port.dim, port.dir.opposite()))
            .collect();
        let (mut links, mut healthy) = (0, 0);
        for a in topo.node_ids() {
            for (p, back_port) in topo.port_ids().zip(&back) {
                let Some(b) = topo.neighbor(a, p) else {
                    continue;
                };
                if topo.is_bidirectional() && a > b {
                    continue; // counted from the other end
                }
                links += 1;
                let forward = self.link(a, p).is_some();
                let backward = match back_port {
                    Some(q) if topo.is_bidirectional() => self.link(b, *q) == Some(a),
                    _ => true,
                };
                healthy += usize::from(forward && backward);
            }
        }
        (links, healthy)
    }

    pub fn summary(&self) -> Summary {
        let (links, healthy_links) = self.count_links();
        let connected = self.is_connected();
        // Components are listed only when there is more than one (a connected 2^16-node
        // network would otherwise print every address).
        let components = if connected {
            Vec::new()
        } else {
            self.components()
        };
        let diameter = if !connected {
            None
        } else if self.faults.is_empty() {
            Some(self.topo.diameter() as u32)
        } else if self.num_nodes() <= EXACT_DIAMETER_MAX_NODES {
            use rayon::prelude::*;
            let nodes: Vec<NodeId> = self.healthy_nodes().collect();
            nodes
                .par_iter()
                .map(|&v| {
                    self.distances_from(v)
                        .into_iter()
                        .filter(|&d| d != UNREACHABLE)
                        .max()
                        .unwrap_or(0)
                })
                .max()
        } else {
            None
        };
        Summary {
            topology: self.topo.to_string(),
            nodes: self.num_nodes(),
            links,
            healthy_nodes: self.num_healthy(),
            healthy_links,
            connected,
            diameter,
            components: components
                .iter()
                .map(|c| c.iter().map(|&v| self.topo.format_node(v)).collect())
                .collect(),
        }
    }
}
