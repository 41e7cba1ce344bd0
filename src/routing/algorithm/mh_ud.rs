//! `mh-ud`: paper 004's label-based Up/Down routing on MH(m, n), wormhole, with path-based
//! multicast; deadlock-free over all channels with no escape VCs.

use super::{Escape, RoutingAlgorithm, Walk};
use crate::Result;
use crate::routing::bubble::EscapeTables;
use crate::routing::deadlock::{DependencyGraph, adaptive_cdg};
use crate::routing::table::{CompiledTables, DestContext, DestNeeds, RouteEntry};
use crate::routing::vc_class::VcRole;
use crate::routing::{Mode, Route};
use crate::topology::{Kind, Network, NodeId, VcId};

pub struct MhUd;

impl RoutingAlgorithm for MhUd {
    fn mode(&self) -> Mode {
        Mode::MhUd
    }
    fn name(&self) -> &'static str {
        "mh-ud"
    }
    fn description(&self) -> &'static str {
        "label-based UD routing on MH(m, n), wormhole (paper 004)"
    }
    fn serves(&self, kind: Kind) -> bool {
        kind == Kind::MeshHypercube
    }
    fn escape(&self) -> Escape {
        Escape::None
    }
    fn dest_needs(&self) -> DestNeeds {
        DestNeeds::UdLabels
    }
    fn entry(
        &self,
        ctx: &DestContext,
        net: &Network,
        v: NodeId,
        _rings: Option<&EscapeTables>,
    ) -> Option<RouteEntry> {
        Some(ctx.ud_entry(net, v))
    }
    fn down_phase(&self) -> bool {
        true
    }
    fn multicast(&self) -> bool {
        true
    }
    fn walk(&self) -> Walk {
        Walk::Adaptive
    }
    fn deadlock_argument(
        &self,
        net: &Network,
        t: &CompiledTables,
    ) -> (&'static str, DependencyGraph) {
        let masks = |v: NodeId, d: NodeId, in_port| {
            t.routers[v.index()]
                .as_ref()
                .map_or(0, |r| r.adaptive_mask(d, in_port))
        };
        (
            "dependency graph of all channels (UD relation, phase by input port)",
            adaptive_cdg(net, masks),
        )
    }
    fn min_vcs(&self, _escape_classes: usize) -> usize {
        1
    }
    fn vc_role(&self, _vc: VcId, _vcs: usize, _classes: usize, _booksim: bool) -> VcRole {
        VcRole::Adaptive
    }
    fn route(&self, net: &Network, src: NodeId, dst: NodeId) -> Result<Route> {
        self.mode().check_topology(net)?;
        Ok(crate::routing::mh::route(net, src, dst))
    }
    fn table_entry_seconds(&self) -> f64 {
        8.2e-8
    }
}
