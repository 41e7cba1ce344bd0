//! `min-adapt`: BookSim2's `min_adapt_torus`, one adaptive VC (VC 3), ties at half a ring
//! `-`, over a dateline DOR escape on VCs 0 and 1 that a packet never leaves; on a mesh its
//! `min_adapt_mesh`: adaptive VCs 1 and up over a DOR escape on VC 0 (docs/cycle-model.md,
//! "min-adapt"). Cycle model only.

use super::{Escape, RoutingAlgorithm, escape_argument};
use crate::routing::Mode;
use crate::routing::deadlock::DependencyGraph;
use crate::routing::table::{CompiledTables, DatelineAdaptive, DestNeeds, WordRule};
use crate::routing::vc_class::{MIN_ADAPT_VC, VcRole};
use crate::topology::{Kind, Network, VcId};

pub struct MinAdapt;

impl RoutingAlgorithm for MinAdapt {
    fn mode(&self) -> Mode {
        Mode::MinAdapt
    }
    fn name(&self) -> &'static str {
        "min-adapt"
    }
    fn description(&self) -> &'static str {
        "BookSim2's min_adapt_torus (adaptive VC 3 + permanent dateline DOR escape on VCs 0-1) or min_adapt_mesh (adaptive VCs 1.. + DOR escape on VC 0)"
    }
    fn serves(&self, kind: Kind) -> bool {
        matches!(kind, Kind::Torus | Kind::Mesh)
    }
    fn escape(&self) -> Escape {
        Escape::Dateline
    }
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::DorPaths
    }
    fn word_rule(&self) -> Option<WordRule> {
        Some(WordRule::Dateline(DatelineAdaptive::FirstDimension))
    }
    // The escape is never left, so Duato's graph over-approximates its own.
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph) {
        escape_argument(net, t)
    }
    fn min_vcs(&self, escape_classes: usize) -> usize {
        if escape_classes == 2 {
            MIN_ADAPT_VC + 1
        } else {
            2
        }
    }
    fn vc_role(&self, vc: VcId, _vcs: usize, escape_classes: usize, _booksim: bool) -> VcRole {
        let i = vc.index();
        if i < escape_classes {
            VcRole::Escape(vc.get())
        } else if escape_classes == 2 && i != MIN_ADAPT_VC {
            VcRole::Unused
        } else {
            VcRole::Adaptive
        }
    }
    fn permanent_escape(&self) -> bool {
        true
    }
    fn unordered_choice(&self, _booksim_vcs: bool, _several: bool) -> bool {
        true
    }
    // BookSim2 grants the adaptive VC with any credits; ours waits for room for the packet
    // (docs/cycle-model.md, "min-adapt").
    fn adaptive_needs_packet(&self, booksim_vcs: bool) -> bool {
        !booksim_vcs
    }
    fn hardware_refusal(&self) -> Option<&'static str> {
        Some(
            "routing min-adapt: the hardware router has no min-adapt (BookSim2's allocator and VC use); use duato",
        )
    }
    fn table_entry_seconds(&self) -> f64 {
        3.4e-8
    }
}
