//! `pv`: paper 000's probability-vector next hops over a bubble escape ring.

use super::bubble::ring_role;
use super::{Escape, OwnedNextHop, RoutingAlgorithm, Walk, ring_change_argument};
use crate::Result;
use crate::routing::bubble::EscapeTables;
use crate::routing::deadlock::DependencyGraph;
use crate::routing::pv::{ProbabilityVectors, PvOptions, next_port};
use crate::routing::table::{CompiledTables, DestContext, DestNeeds, RouteEntry};
use crate::routing::vc_class::VcRole;
use crate::routing::{Mode, Route};
use crate::topology::{Kind, Network, NodeId, VcId};

pub struct Pv;

impl RoutingAlgorithm for Pv {
    fn mode(&self) -> Mode {
        Mode::Pv
    }
    fn name(&self) -> &'static str {
        "pv"
    }
    fn description(&self) -> &'static str {
        "probability-vector next hops + bubble escape ring (paper 000)"
    }
    fn serves(&self, kind: Kind) -> bool {
        kind == Kind::Torus
    }
    fn escape(&self) -> Escape {
        Escape::Rings
    }
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::NextHops
    }
    /// Each router's PV_Routing decision without history, made loop-free by the compiler; the
    /// bubble escape ring keeps the relation deadlock-free.
    fn next_hop<'a>(&self, net: &'a Network) -> Result<Option<OwnedNextHop<'a>>> {
        let pv = ProbabilityVectors::compute(net)?;
        Ok(Some(Box::new(move |v, d| next_port(net, &pv, v, d, None))))
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
        let pv = ProbabilityVectors::compute(net)?;
        Ok(crate::routing::pv::route(
            net,
            &pv,
            src,
            dst,
            &PvOptions::default(),
        ))
    }
    fn table_entry_seconds(&self) -> f64 {
        8.2e-8
    }
}
