//! Typed indices shared by every layer: a node is a `NodeId`, a port a `PortId`, a VC number
//! a `VcId`, never a bare integer, so none can be mixed up with another or with a flat VC
//! index (docs/architecture.md, "Indices").

use std::fmt;

/// A virtual channel of a port, `0..V` (V at most 16: four bits in the flit, docs/cycle-model.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct VcId(u8);

impl VcId {
    /// VC `vc` (at most 16 by the parameters' check, so the cast never truncates).
    #[inline]
    pub const fn new(vc: usize) -> Self {
        debug_assert!(vc <= u8::MAX as usize, "VC number out of range");
        VcId(vc as u8)
    }

    /// The number, for indexing.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number as the flit's and credit wire's field holds it.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl From<u8> for VcId {
    #[inline]
    fn from(vc: u8) -> Self {
        VcId(vc)
    }
}

impl fmt::Display for VcId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A port of a router: network ports `0..P` in the topology's port order
/// (`Topology::num_ports`), the local port P. A network has at most 2^24 nodes, so P is at
/// most 48 and fits a byte. Prints (Display and Debug) as its plain number, and serializes as one.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(transparent)]
#[repr(transparent)]
pub struct PortId(u8);

impl PortId {
    /// Port `port` (below 256: at most 48 network ports plus the local one).
    #[inline]
    pub const fn new(port: usize) -> Self {
        debug_assert!(port <= u8::MAX as usize, "port number out of range");
        PortId(port as u8)
    }

    /// The number, for indexing and for bit masks (`1 << p.index()`).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number as a table word's escape field holds it.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Ports `0..n`.
    #[inline]
    pub fn all(n: usize) -> impl DoubleEndedIterator<Item = PortId> + ExactSizeIterator + Clone {
        (0..n).map(PortId::new)
    }
}

impl From<u8> for PortId {
    #[inline]
    fn from(port: u8) -> Self {
        PortId(port)
    }
}

impl fmt::Display for PortId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Debug for PortId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A node (router) of a network: a mixed-radix number over the dimensions, dimension 0 least
/// significant. `u32` because a network has at most `MAX_NODES` = 2^24 nodes (room to spare, half
/// the width of a `usize`). Prints (Display and Debug) as its plain number, and serializes as one.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(transparent)]
#[repr(transparent)]
pub struct NodeId(u32);

impl NodeId {
    /// Node `node` (below `MAX_NODES`, checked when a topology is built).
    #[inline]
    pub const fn new(node: usize) -> Self {
        debug_assert!(node <= u32::MAX as usize, "node number out of range");
        NodeId(node as u32)
    }

    /// The number, for indexing per-node arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number as a flit's address field and a packet record hold it.
    #[inline]
    pub const fn get(self) -> u32 {
        self.0
    }

    /// Nodes `0..n`.
    #[inline]
    pub fn all(n: usize) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + Clone {
        (0..n).map(NodeId::new)
    }
}

impl From<u32> for NodeId {
    #[inline]
    fn from(node: u32) -> Self {
        NodeId(node)
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Debug for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
