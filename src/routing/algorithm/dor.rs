//! `dor`: dimension-order routing, with dateline VC classes on tori (docs/routing-tables.md).

use super::{Escape, RoutingAlgorithm, escape_relation};
use crate::Result;
use crate::routing::deadlock::{DependencyGraph, walked_cdg};
use crate::routing::table::{CompiledTables, DatelineAdaptive, DestNeeds, WordRule};
use crate::routing::vc_class::{VcRole, booksim_dateline_role, dateline_role};
use crate::routing::{Mode, Route};
use crate::topology::{Kind, Network, NodeId, VcId};

pub struct Dor;

impl RoutingAlgorithm for Dor {
    fn mode(&self) -> Mode {
        Mode::Dor
    }
    fn name(&self) -> &'static str {
        "dor"
    }
    fn description(&self) -> &'static str {
        "dimension-order routing, dateline VC classes on tori"
    }
    fn serves(&self, _kind: Kind) -> bool {
        true
    }
    fn escape(&self) -> Escape {
        Escape::Dateline
    }
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::DorPaths
    }
    fn word_rule(&self) -> Option<WordRule> {
        Some(WordRule::Dateline(DatelineAdaptive::None))
    }
    fn adaptive_minimal(&self) -> bool {
        false
    }
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph) {
        (
            "escape channel dependency graph (dateline DOR)",
            walked_cdg(net, escape_relation(t)),
        )
    }
    fn min_vcs(&self, escape_classes: usize) -> usize {
        escape_classes
    }
    fn vc_role(&self, vc: VcId, vcs: usize, escape_classes: usize, booksim_vcs: bool) -> VcRole {
        match escape_classes {
            2 if booksim_vcs => booksim_dateline_role(vc, vcs),
            2 => dateline_role(vc, vcs),
            _ => VcRole::Escape(0),
        }
    }
    // BookSim2's request rule differs from ours only where a class has several VCs.
    fn unordered_choice(&self, booksim_vcs: bool, several: bool) -> bool {
        booksim_vcs && several
    }
    fn route(&self, net: &Network, src: NodeId, dst: NodeId) -> Result<Route> {
        Ok(crate::routing::dor::route(net, src, dst))
    }
    fn table_entry_seconds(&self) -> f64 {
        2.0e-8
    }
}
