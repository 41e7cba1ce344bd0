//! `min-adaptive`: docs/architecture.md's worked example, minimal adaptive routing on every
//! VC with no escape VCs, whose channel dependencies have cycles. `route --check` refuses it
//! and no router is built with it (`deadlock_free`).

use super::{Escape, RoutingAlgorithm, Walk};
use crate::routing::Mode;
use crate::routing::deadlock::{DependencyGraph, adaptive_cdg};
use crate::routing::table::{CompiledTables, WordRule};
use crate::routing::vc_class::VcRole;
use crate::topology::{Kind, Network, NodeId, VcId};

pub struct MinAdaptive;

impl RoutingAlgorithm for MinAdaptive {
    fn mode(&self) -> Mode {
        Mode::MinAdaptive
    }
    fn name(&self) -> &'static str {
        "min-adaptive"
    }
    fn description(&self) -> &'static str {
        "minimal adaptive without escape VCs: deadlocks (route --check only)"
    }
    fn serves(&self, _kind: Kind) -> bool {
        true
    }
    fn escape(&self) -> Escape {
        Escape::None
    }
    fn deadlock_free(&self) -> bool {
        false
    }
    fn word_rule(&self) -> Option<WordRule> {
        Some(WordRule::Minimal)
    }
    fn walk(&self) -> Walk {
        Walk::Adaptive
    }
    // No escape VCs, so every channel counts.
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph) {
        let masks =
            |v: NodeId, d: NodeId, _| u64::from(t.entry(v, d).unwrap_or_default().adaptive_mask);
        (
            "dependency graph of all channels (no escape VCs)",
            adaptive_cdg(net, masks),
        )
    }
    fn min_vcs(&self, _escape_classes: usize) -> usize {
        1
    }
    fn vc_role(&self, _vc: VcId, _vcs: usize, _classes: usize, _booksim: bool) -> VcRole {
        VcRole::Adaptive
    }
    // Bubble's minimal masks without its rings: not measured, bubble's figure bounds it.
    fn table_entry_seconds(&self) -> f64 {
        4.6e-8
    }
}
