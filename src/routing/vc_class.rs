//! What a virtual channel is for, and the VC-class layouts several routing algorithms share
//! (docs/routing-tables.md, "VC classes"). Each algorithm picks its layout
//! (`algorithm::RoutingAlgorithm::vc_role`); the router holds the result per VC.

use crate::topology::VcId;

/// min-adapt's one adaptive VC on a torus: BookSim2's `min_adapt_torus` offers `vcBegin + 3`
/// only (its `min_adapt_mesh` offers every VC above the escape VC).
pub const MIN_ADAPT_VC: usize = 3;

/// What a virtual channel is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VcRole {
    /// Escape VC of the given class (deterministic / ring sub-network).
    Escape(u8),
    /// Adaptive VC.
    Adaptive,
    /// Carries nothing between routers (min-adapt's VC 2 and VCs above 3, as in BookSim2's
    /// `min_adapt_torus`); a local input VC of this number still takes injected packets.
    Unused,
    /// Escape VC of both dateline classes: BookSim2's `dim_order_torus` at an odd VC count
    /// gives its middle VC to both ranges (`--preset booksim`). Not deadlock-free: the
    /// packet's own class travels in its head flit (`Flit::class`).
    EscapeShared,
}

impl VcRole {
    /// May a packet of escape class `class` take this VC?
    #[inline]
    pub fn serves(self, class: u8) -> bool {
        match self {
            VcRole::Escape(c) => c == class,
            VcRole::EscapeShared => true,
            VcRole::Adaptive | VcRole::Unused => false,
        }
    }

    /// An escape VC of one class or of both.
    #[inline]
    pub fn is_escape(self) -> bool {
        matches!(self, VcRole::Escape(_) | VcRole::EscapeShared)
    }
}

/// The default router's dateline classes on V VCs: VC v is class v mod 2, and at an odd V the
/// last VC joins class 1, the class of packets whose path in the dimension does not cross the
/// wrap link, which carries most hops (docs/routing-tables.md, "VC classes"). The classes
/// stay disjoint, so the dependency graph over classes stays the acyclic dateline graph.
pub fn dateline_role(vc: VcId, vcs: usize) -> VcRole {
    if vcs % 2 == 1 && vc.index() == vcs - 1 {
        VcRole::Escape(1)
    } else {
        VcRole::Escape(vc.get() % 2)
    }
}

/// BookSim2's `dim_order_torus` ranges on V VCs, in our class numbers: with
/// `available = V / 2`, a packet not crossing the wrap link (BookSim2's partition 0, our
/// class 1) takes VCs `0 ..= V - 1 - available`, one crossing it (partition 1, our class 0)
/// takes `available ..= V - 1`. At an odd V VC `available` is in both ranges.
pub fn booksim_dateline_role(vc: VcId, vcs: usize) -> VcRole {
    let (vc, available) = (vc.index(), vcs / 2);
    match (vc <= vcs - 1 - available, vc >= available) {
        (true, true) => VcRole::EscapeShared,
        (true, false) => VcRole::Escape(1),
        (false, _) => VcRole::Escape(0),
    }
}
