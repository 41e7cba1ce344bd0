//! Typed indices shared by every layer: a VC number is a `VcId`, never a bare integer, so
//! it cannot be mixed up with a port or a flat VC index (docs/architecture.md, "Indices").

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
