//! `bubble`: minimal adaptive routing over bubble escape rings (paper 003).

use super::{Escape, RoutingAlgorithm, Walk, ring_change_argument};
use crate::routing::Mode;
use crate::routing::deadlock::DependencyGraph;
use crate::routing::table::{CompiledTables, WordRule};
use crate::routing::vc_class::VcRole;
use crate::topology::{Kind, Network, VcId};

pub struct Bubble;

impl RoutingAlgorithm for Bubble {
    fn mode(&self) -> Mode {
        Mode::Bubble
    }
    fn name(&self) -> &'static str {
        "bubble"
    }
    fn description(&self) -> &'static str {
        "adaptive minimal + bubble escape rings (paper 003)"
    }
    fn serves(&self, _kind: Kind) -> bool {
        true
    }
    fn escape(&self) -> Escape {
        Escape::Rings
    }
    fn word_rule(&self) -> Option<WordRule> {
        Some(WordRule::MinimalOverRings)
    }
    fn walk(&self) -> Walk {
        Walk::Rings
    }
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph) {
        ring_change_argument(net, t)
    }
    fn min_vcs(&self, _escape_classes: usize) -> usize {
        2
    }
    fn vc_role(&self, vc: VcId, _vcs: usize, _classes: usize, _booksim: bool) -> VcRole {
        ring_role(vc)
    }
    fn table_entry_seconds(&self) -> f64 {
        4.6e-8
    }
}

/// The ring algorithms' VCs (bubble, PV, ESV): VC 0 is the escape ring's, the rest adaptive.
pub fn ring_role(vc: VcId) -> VcRole {
    if vc.index() == 0 {
        VcRole::Escape(0)
    } else {
        VcRole::Adaptive
    }
}
