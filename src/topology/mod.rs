//! Interconnect graphs: k-ary n-cubes (bi- and unidirectional; the binary hypercube is k = 2),
//! k-ary n-meshes, and the mesh-hypercube MH(m, n) of Omari (paper 004, section 2).
//!
//! Every topology is a product of dimensions. Dimension `d` has radix `radix[d]`, and node ids
//! are mixed-radix numbers with dimension 0 least significant. A dimension either wraps around
//! (torus rings, hypercube dimensions) or not (every dimension of a mesh, the mesh rows of
//! MH(m, n)). Ports are numbered 0..P, dimension by dimension, `+` before `-`; the local port
//! of a router is number P.

mod address;
pub mod fault_schedule;
pub mod faults;
mod ids;
pub mod network;

pub use fault_schedule::{FaultEvent, FaultSchedule};
pub use faults::FaultSet;
pub use ids::{NodeId, PortId, VcId};
pub use network::Network;

use crate::{Error, Result};

/// Largest network accepted: far above the required 2^16, far below memory trouble.
pub const MAX_NODES: usize = 1 << 24;

/// Direction of travel along a dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    Plus,
    Minus,
}

impl Dir {
    pub fn sign(self) -> isize {
        match self {
            Dir::Plus => 1,
            Dir::Minus => -1,
        }
    }
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Plus => Dir::Minus,
            Dir::Minus => Dir::Plus,
        }
    }
}

/// A network port: the dimension it moves along and the direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Port {
    pub dim: usize,
    pub dir: Dir,
}

/// Which family a topology belongs to; decides address syntax and distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Bidirectional k-ary n-cube (`torus:8x8`).
    Torus,
    /// Unidirectional k-ary n-cube (`utorus:8x8x8`): only `+` links.
    UTorus,
    /// Binary n-cube (`hypercube:6`): radix 2 in every dimension, one link per dimension.
    Hypercube,
    /// Mesh-hypercube MH(m, n) (`mh:3x3`): dimensions 0..n are the cube, dimension n the mesh row.
    MeshHypercube,
    /// k-ary n-mesh (`mesh:8x8`): no dimension wraps; a `+` and a `-` link in every dimension.
    Mesh,
}

/// A fault-free interconnect graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    kind: Kind,
    /// Radix of each dimension, dimension 0 first (least significant in node ids).
    radix: Vec<usize>,
    /// Place value of each dimension in a node id.
    stride: Vec<usize>,
    /// Network ports in port-number order.
    ports: Vec<Port>,
    num_nodes: usize,
}

impl Topology {
    /// Bidirectional k-ary n-cube with radices given dimension 0 first.
    pub fn torus(radix_dim0_first: &[usize]) -> Result<Self> {
        Self::build(Kind::Torus, radix_dim0_first.to_vec())
    }
    /// Unidirectional k-ary n-cube with radices given dimension 0 first.
    pub fn utorus(radix_dim0_first: &[usize]) -> Result<Self> {
        Self::build(Kind::UTorus, radix_dim0_first.to_vec())
    }
    /// k-ary n-mesh with radices given dimension 0 first.
    pub fn mesh(radix_dim0_first: &[usize]) -> Result<Self> {
        Self::build(Kind::Mesh, radix_dim0_first.to_vec())
    }
    /// Binary n-cube.
    pub fn hypercube(n: usize) -> Result<Self> {
        if n == 0 {
            return Err(Error::input("hypercube dimension n = 0: need n >= 1"));
        }
        if n > 24 {
            return Err(Error::input(format!(
                "hypercube:{n} has 2^{n} nodes, more than the limit of {MAX_NODES}"
            )));
        }
        Self::build(Kind::Hypercube, vec![2; n])
    }
    /// Mesh-hypercube MH(m, n): m rows, each a binary n-cube.
    pub fn mesh_hypercube(m: usize, n: usize) -> Result<Self> {
        if m == 0 {
            return Err(Error::input("mesh-hypercube m = 0: need m >= 1 rows"));
        }
        if n == 0 {
            return Err(Error::input(
                "mesh-hypercube n = 0: need a cube dimension n >= 1",
            ));
        }
        if n > 24 {
            return Err(Error::input(format!("mesh-hypercube n = {n} is too large")));
        }
        let mut radix = vec![2; n];
        radix.push(m);
        Self::build(Kind::MeshHypercube, radix)
    }

    fn build(kind: Kind, radix: Vec<usize>) -> Result<Self> {
        if radix.is_empty() {
            return Err(Error::input(
                "a k-ary n-cube needs n >= 1 dimensions (n = 0)",
            ));
        }
        if let Some(&k) = radix.iter().find(|&&k| k < 2)
            && kind != Kind::MeshHypercube
        {
            return Err(Error::input(format!(
                "radix k = {k}: a k-ary n-{} needs k >= 2",
                if kind == Kind::Mesh { "mesh" } else { "cube" }
            )));
        }
        let mut num_nodes: usize = 1;
        let mut stride = Vec::with_capacity(radix.len());
        for &k in &radix {
            stride.push(num_nodes);
            num_nodes = num_nodes
                .checked_mul(k)
                .filter(|&n| n <= MAX_NODES)
                .ok_or_else(|| {
                    Error::input(format!(
                        "network of radices {radix:?} has more than the limit of {MAX_NODES} nodes"
                    ))
                })?;
        }
        let mut ports = Vec::new();
        for (dim, &k) in radix.iter().enumerate() {
            if !Self::wraps_in(kind, dim, radix.len()) {
                if k >= 2 {
                    ports.push(Port {
                        dim,
                        dir: Dir::Plus,
                    });
                    ports.push(Port {
                        dim,
                        dir: Dir::Minus,
                    });
                }
            } else {
                ports.push(Port {
                    dim,
                    dir: Dir::Plus,
                });
                // With k = 2 the + and - neighbours coincide: one link per dimension.
                if kind == Kind::Torus && k > 2 {
                    ports.push(Port {
                        dim,
                        dir: Dir::Minus,
                    });
                }
            }
        }
        Ok(Topology {
            kind,
            radix,
            stride,
            ports,
            num_nodes,
        })
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }
    pub fn num_nodes(&self) -> usize {
        self.num_nodes
    }
    pub fn num_dims(&self) -> usize {
        self.radix.len()
    }
    /// Radix of dimension `dim` (dimension 0 least significant).
    pub fn radix(&self, dim: usize) -> usize {
        self.radix[dim]
    }
    pub fn radices(&self) -> &[usize] {
        &self.radix
    }
    /// Network ports P (the local port is P).
    pub fn num_ports(&self) -> usize {
        self.ports.len()
    }
    pub fn ports(&self) -> &[Port] {
        &self.ports
    }
    /// The network ports' numbers, `0..P`.
    pub fn port_ids(&self) -> impl DoubleEndedIterator<Item = PortId> + ExactSizeIterator + Clone {
        PortId::all(self.ports.len())
    }
    /// Nodes `0..N`.
    pub fn node_ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + Clone {
        NodeId::all(self.num_nodes)
    }
    pub fn port(&self, p: PortId) -> Port {
        self.ports[p.index()]
    }
    /// Port number of a (dimension, direction), if the router has such a port.
    /// On radix-2 wrapping dimensions both directions map to the single port.
    pub fn port_id(&self, dim: usize, dir: Dir) -> Option<PortId> {
        self.ports
            .iter()
            .position(|p| p.dim == dim && p.dir == dir)
            .or_else(|| {
                (self.wraps(dim) && self.radix[dim] == 2)
                    .then(|| self.ports.iter().position(|p| p.dim == dim))
                    .flatten()
            })
            .map(PortId::new)
    }
    /// Does dimension `dim` wrap around (ring) rather than end (mesh)?
    pub fn wraps(&self, dim: usize) -> bool {
        Self::wraps_in(self.kind, dim, self.radix.len())
    }
    /// Does any dimension wrap around?
    pub fn has_rings(&self) -> bool {
        (0..self.num_dims()).any(|d| self.wraps(d))
    }
    fn wraps_in(kind: Kind, dim: usize, dims: usize) -> bool {
        match kind {
            Kind::Mesh => false,
            Kind::MeshHypercube => dim + 1 < dims,
            Kind::Torus | Kind::UTorus | Kind::Hypercube => true,
        }
    }
    /// Is the topology's graph symmetric (every link usable both ways)?
    pub fn is_bidirectional(&self) -> bool {
        self.kind != Kind::UTorus || self.radix.iter().all(|&k| k == 2)
    }

    /// Coordinate of `node` in dimension `dim`.
    pub fn coord(&self, node: NodeId, dim: usize) -> usize {
        (node.index() / self.stride[dim]) % self.radix[dim]
    }
    pub fn coords(&self, node: NodeId) -> Vec<usize> {
        (0..self.num_dims()).map(|d| self.coord(node, d)).collect()
    }
    /// Node id from coordinates given dimension 0 first.
    pub fn node_at(&self, coords: &[usize]) -> NodeId {
        NodeId::new(coords.iter().zip(&self.stride).map(|(c, s)| c * s).sum())
    }
    /// Replace one coordinate.
    pub fn with_coord(&self, node: NodeId, dim: usize, c: usize) -> NodeId {
        NodeId::new(node.index() - self.coord(node, dim) * self.stride[dim] + c * self.stride[dim])
    }

    /// Neighbour through a network port in the fault-free graph (None at a mesh edge).
    pub fn neighbor(&self, node: NodeId, port: PortId) -> Option<NodeId> {
        let Port { dim, dir } = self.ports[port.index()];
        let k = self.radix[dim];
        let c = self.coord(node, dim);
        let next = if self.wraps(dim) {
            match dir {
                Dir::Plus => (c + 1) % k,
                Dir::Minus => (c + k - 1) % k,
            }
        } else {
            match dir {
                Dir::Plus if c + 1 < k => c + 1,
                Dir::Minus if c > 0 => c - 1,
                _ => return None,
            }
        };
        Some(self.with_coord(node, dim, next))
    }

    /// The node whose output `port` leads to `node` (the neighbour against the port's direction).
    pub fn neighbor_against(&self, node: NodeId, port: PortId) -> Option<NodeId> {
        let Port { dim, dir } = self.ports[port.index()];
        let back = self.port_id(dim, dir.opposite()).filter(|&q| q != port);
        match back {
            Some(q) => self.neighbor(node, q),
            // No port the other way (unidirectional ring, or radix 2): step against the direction.
            None => {
                let (k, c) = (self.radix[dim], self.coord(node, dim));
                let prev = match dir {
                    Dir::Plus if self.wraps(dim) => (c + k - 1) % k,
                    Dir::Minus if self.wraps(dim) => (c + 1) % k,
                    Dir::Plus if c > 0 => c - 1,
                    Dir::Minus if c + 1 < k => c + 1,
                    _ => return None,
                };
                Some(self.with_coord(node, dim, prev))
            }
        }
    }

    /// Port of `node` that leads to `neighbor`, if they are adjacent.
    pub fn port_to(&self, node: NodeId, neighbor: NodeId) -> Option<PortId> {
        self.port_ids()
            .find(|&p| self.neighbor(node, p) == Some(neighbor))
    }

    /// Input port at `at` for the channel arriving from neighbour `from`: the port of `at` that
    /// faces `from`, or on a unidirectional ring (no port back) the port number of the
    /// direction travelled, so every incoming channel has its own input port.
    pub fn input_port(&self, at: NodeId, from: NodeId) -> Option<PortId> {
        self.port_to(at, from).or_else(|| self.port_to(from, at))
    }

    /// Minimal hops along one dimension from coordinate a to b in the fault-free graph.
    pub fn dim_distance(&self, dim: usize, a: usize, b: usize) -> usize {
        let k = self.radix[dim];
        let fwd = (b + k - a) % k;
        if !self.wraps(dim) {
            a.abs_diff(b)
        } else if self.kind == Kind::UTorus {
            fwd
        } else {
            fwd.min(k - fwd)
        }
    }

    /// Fault-free distance: Lee distance on tori, Hamming distance on hypercubes, Manhattan
    /// distance on meshes, |L2 - L1| + H(X, Y) on MH(m, n); directed ring distance on
    /// unidirectional tori.
    pub fn distance(&self, a: NodeId, b: NodeId) -> usize {
        (0..self.num_dims())
            .map(|d| self.dim_distance(d, self.coord(a, d), self.coord(b, d)))
            .sum()
    }

    /// Mean fault-free distance over all ordered pairs of nodes (a node and itself included):
    /// the sum over dimensions of the mean ring (or line) distance.
    pub fn mean_distance(&self) -> f64 {
        (0..self.num_dims())
            .map(|d| {
                let k = self.radix[d] as f64;
                if self.wraps(d) {
                    // Rings are the same from every coordinate.
                    let sum: usize = (0..self.radix[d]).map(|b| self.dim_distance(d, 0, b)).sum();
                    sum as f64 / k
                } else {
                    (k * k - 1.0) / (3.0 * k)
                }
            })
            .sum()
    }

    /// Fault-free diameter.
    pub fn diameter(&self) -> usize {
        (0..self.num_dims())
            .map(|d| {
                (0..self.radix[d])
                    .map(|b| self.dim_distance(d, 0, b))
                    .max()
                    .unwrap_or(0)
            })
            .sum()
    }

    /// Ports that lie on a minimal path from `node` to `dest` in the fault-free graph.
    pub fn minimal_ports(&self, node: NodeId, dest: NodeId) -> Vec<PortId> {
        let here = self.distance(node, dest);
        self.port_ids()
            .filter(|&p| {
                self.neighbor(node, p)
                    .is_some_and(|nb| self.distance(nb, dest) + 1 == here)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
