//! How a router numbers its VCs: input and output VCs (and a channel's VC counters) are flat
//! indices, port-major: index = port * V + vc. Every encode and decode goes through
//! `VcLayout`, so the numbering is written down once. It takes and returns typed VCs
//! (`VcId`); the flat index is a plain `usize` for indexing the per-VC arrays, and so is the
//! port: the same numbering serves a fabric's channels, and the router's per-cycle loops
//! count ports as `usize` (docs/architecture.md, "Indices").

use crate::topology::VcId;

/// The flat numbering of (port, VC) pairs with V VCs per port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VcLayout {
    vcs: usize,
    /// log2(V) when V is a power of two (decoding is then a shift and a mask, not a
    /// division: the per-cycle loops decode indices often), else `NOT_A_POWER`.
    shift: u32,
}

const NOT_A_POWER: u32 = u32::MAX;

impl VcLayout {
    pub const fn new(vcs: usize) -> Self {
        let shift = if vcs.is_power_of_two() {
            vcs.trailing_zeros()
        } else {
            NOT_A_POWER
        };
        VcLayout { vcs, shift }
    }

    /// VCs per port.
    #[inline]
    pub const fn vcs(self) -> usize {
        self.vcs
    }

    /// The flat index of VC `vc` of port (or channel) `port`.
    #[inline]
    pub const fn index(self, port: usize, vc: VcId) -> usize {
        port * self.vcs + vc.index()
    }

    /// The port of a flat index.
    #[inline]
    pub const fn port(self, index: usize) -> usize {
        if self.shift != NOT_A_POWER {
            index >> self.shift
        } else {
            index / self.vcs
        }
    }

    /// The VC of a flat index within its port.
    #[inline]
    pub const fn vc(self, index: usize) -> VcId {
        if self.shift != NOT_A_POWER {
            VcId::new(index & (self.vcs - 1))
        } else {
            VcId::new(index % self.vcs)
        }
    }

    /// (port, vc) of a flat index.
    #[inline]
    pub const fn split(self, index: usize) -> (usize, VcId) {
        (self.port(index), self.vc(index))
    }

    /// The VCs of one port, in order.
    #[inline]
    pub fn vc_ids(self) -> impl Iterator<Item = VcId> {
        (0..self.vcs).map(VcId::new)
    }

    /// The flat indices of port (or channel) `port`'s VCs.
    #[inline]
    pub const fn range(self, port: usize) -> std::ops::Range<usize> {
        port * self.vcs..(port + 1) * self.vcs
    }

    /// Flat indices of `ports` ports.
    #[inline]
    pub const fn len(self, ports: usize) -> usize {
        ports * self.vcs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_split_are_inverse_over_every_pair() {
        for vcs in 1..=16 {
            let lay = VcLayout::new(vcs);
            let mut next = 0;
            for port in 0..12 {
                for vc in lay.vc_ids() {
                    assert_eq!(lay.index(port, vc), next, "port-major, dense");
                    assert_eq!(lay.split(next), (port, vc));
                    next += 1;
                }
            }
            assert_eq!(lay.len(12), next);
        }
    }
}
