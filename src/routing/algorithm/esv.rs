//! `esv`: paper 001's extended-safety-vector next hops (navigation vector = node xor
//! destination) over a bubble escape ring.

use super::bubble::ring_role;
use super::{Escape, OwnedNextHop, RoutingAlgorithm, Walk, ring_change_argument};
use crate::Result;
use crate::routing::bubble::EscapeTables;
use crate::routing::deadlock::DependencyGraph;
use crate::routing::safety::{SafetyInfo, next_port};
use crate::routing::table::{CompiledTables, DestContext, DestNeeds, RouteEntry};
use crate::routing::vc_class::VcRole;
use crate::routing::{Mode, Route};
use crate::topology::{Kind, Network, NodeId, VcId};

pub struct Esv;

impl RoutingAlgorithm for Esv {
    fn mode(&self) -> Mode {
        Mode::Esv
    }
    fn name(&self) -> &'static str {
        "esv"
    }
    fn description(&self) -> &'static str {
        "extended-safety-vector next hops + bubble escape ring (paper 001)"
    }
    fn serves(&self, kind: Kind) -> bool {
        kind == Kind::Hypercube
    }
    fn escape(&self) -> Escape {
        Escape::Rings
    }
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::NextHops
    }
    fn next_hop<'a>(&self, net: &'a Network) -> Result<Option<OwnedNextHop<'a>>> {
        let info = SafetyInfo::compute(net)?;
        Ok(Some(Box::new(move |v, d| next_port(net, &info, v, d))))
    }
    fn entry(
        &self,
        ctx: &DestContext,
        _net: &Network,
        v: NodeId,
        rings: Option<&EscapeTables>,
    ) -> Option<RouteEntry> {
        Some(ctx.next_hop_entry(v, rings))
    }
    fn adaptive_minimal(&self) -> bool {
        false
    }
    fn walk(&self) -> Walk {
        Walk::Adaptive
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
    fn route(&self, net: &Network, src: NodeId, dst: NodeId) -> Result<Route> {
        self.mode().check_topology(net)?;
        let info = SafetyInfo::compute(net)?;
        Ok(crate::routing::safety::route(net, &info, src, dst))
    }
    fn table_entry_seconds(&self) -> f64 {
        3.7e-8
    }
}
