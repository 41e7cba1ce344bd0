//! Typed indices shared by every layer: a node is a `NodeId`, a port a `PortId`, a VC number
//! a `VcId`, never a bare integer, so none can be mixed up with another or with a flat VC
//! index (docs/architecture.md, "Indices").

use std::fmt;

/// The methods every typed index has: `new` from a `usize` (checked in debug builds), `index`
/// for indexing arrays, `get` for the field a flit, table word or record stores, `all` for
/// the first `n`, `From` the stored integer, and Display as the plain number.
macro_rules! typed_index {
    ($name:ident, $inner:ty, $what:literal) => {
        impl $name {
            #[inline]
            pub const fn new(i: usize) -> Self {
                debug_assert!(
                    i <= <$inner>::MAX as usize,
                    concat!($what, " number out of range")
                );
                $name(i as $inner)
            }

            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            #[inline]
            pub const fn get(self) -> $inner {
                self.0
            }

            #[inline]
            pub fn all(
                n: usize,
            ) -> impl DoubleEndedIterator<Item = $name> + ExactSizeIterator + Clone {
                (0..n).map($name::new)
            }
        }

        impl From<$inner> for $name {
            #[inline]
            fn from(i: $inner) -> Self {
                $name(i)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

/// A virtual channel of a port, `0..V` (V at most 16: four bits in the flit, docs/cycle-model.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct VcId(u8);
typed_index!(VcId, u8, "VC");

/// A port of a router: network ports `0..P` in the topology's port order
/// (`Topology::num_ports`), the local port P. A network has at most 2^24 nodes, so P is at
/// most 48 and fits a byte. Prints (Display and Debug) as its plain number, and serializes as one.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(transparent)]
#[repr(transparent)]
pub struct PortId(u8);
typed_index!(PortId, u8, "port");

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
typed_index!(NodeId, u32, "node");

impl fmt::Debug for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
