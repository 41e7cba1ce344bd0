//! `duato`: minimal adaptive VCs (class a) over a dateline DOR escape (class b), paper 002.

use super::{Escape, RoutingAlgorithm, escape_argument};
use crate::routing::Mode;
use crate::routing::deadlock::DependencyGraph;
use crate::routing::table::{CompiledTables, DatelineAdaptive, DestNeeds, WordRule};
use crate::routing::vc_class::VcRole;
use crate::topology::{Kind, Network, VcId};

pub struct Duato;

impl RoutingAlgorithm for Duato {
    fn mode(&self) -> Mode {
        Mode::Duato
    }
    fn name(&self) -> &'static str {
        "duato"
    }
    fn description(&self) -> &'static str {
        "Duato: adaptive minimal class a + dateline DOR class b (paper 002)"
    }
    fn serves(&self, kind: Kind) -> bool {
        kind != Kind::MeshHypercube
    }
    fn escape(&self) -> Escape {
        Escape::Dateline
    }
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::DorPaths
    }
    fn word_rule(&self) -> Option<WordRule> {
        Some(WordRule::Dateline(DatelineAdaptive::Minimal))
    }
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph) {
        escape_argument(net, t)
    }
    fn min_vcs(&self, escape_classes: usize) -> usize {
        escape_classes + 1
    }
    fn vc_role(&self, vc: VcId, _vcs: usize, escape_classes: usize, _booksim: bool) -> VcRole {
        if vc.index() < escape_classes {
            VcRole::Escape(vc.get())
        } else {
            VcRole::Adaptive
        }
    }
    fn atomic_adaptive(&self) -> bool {
        true
    }
    fn table_entry_seconds(&self) -> f64 {
        3.4e-8
    }
}
