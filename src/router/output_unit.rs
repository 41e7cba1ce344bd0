//! The output unit's registers: per output VC the credit counter (free downstream slots) and
//! the owner (the input VC whose packet holds it until its tail leaves).

/// One output VC as seen from upstream: free downstream slots and the packet holding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutputVc {
    /// Free flit slots downstream (width clog2(D + 1)); the local port never runs out.
    pub credits: u32,
    /// Input VC (port * V + vc) whose packet holds this VC, if any.
    pub owner: Option<u16>,
}

/// Credits the ejection port shows: the network interface always drains.
pub(super) const EJECT_CREDITS: u32 = u32::MAX / 2;
