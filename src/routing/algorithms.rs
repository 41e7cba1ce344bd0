//! Glue between the papers' algorithms and the rest of the crate: routing one packet by
//! algorithm name and per-node vectors.

use super::deadlock::ports;
use super::table::{CompiledTables, Mode};
use super::{NodeVector, Outcome, Route, healthy_distance};
use crate::topology::{Network, NodeId, PortId};
use crate::{Error, Result};

/// Route one packet with the named algorithm.
pub fn route(net: &Network, algorithm: &str, src: NodeId, dst: NodeId) -> Result<Route> {
    match algorithm {
        "sl" | "sv" => {
            let kind = super::safety::SafetyKind::parse(algorithm)?;
            // Safety levels and vectors serve where ESV does; the refusal names the one asked.
            Mode::Esv.check_topology(net).map_err(|_| {
                Error::input(format!(
                    "routing {algorithm} does not apply to topology {} (safety levels and vectors need a hypercube)",
                    net.topo
                ))
            })?;
            let info = super::safety::SafetyInfo::compute(net)?;
            Ok(super::safety::route_with(net, &info, kind, src, dst))
        }
        // Every routing mode routes one packet its own way (`RoutingAlgorithm::route`).
        other => match other.parse::<Mode>() {
            Ok(mode) => mode.algorithm().route(net, src, dst),
            Err(_) => Err(Error::input(format!(
                "unknown algorithm {other:?} for route on {}",
                net.topo
            ))),
        },
    }
}

/// Follow compiled tables with an idle network: the lowest adaptive port, else the escape port
/// (following the ring once on it).
pub fn table_walk(net: &Network, t: &CompiledTables, src: NodeId, dst: NodeId) -> Route {
    let shortest = healthy_distance(net, src, dst);
    let mut path = vec![src];
    let (mut v, mut on_ring_from): (NodeId, Option<PortId>) = (src, None);
    let outcome = loop {
        if v == dst {
            let hops = path.len() - 1;
            break if hops == net.topo.distance(src, dst) {
                Outcome::Optimal
            } else if Some(hops) == shortest {
                Outcome::Suboptimal
            } else {
                Outcome::Nonminimal
            };
        }
        let Some(router) = t.routers[v.index()].as_ref() else {
            break Outcome::Failure;
        };
        let e = router.entry(dst);
        let port = match on_ring_from {
            Some(inp) if t.follow_ring => router.ring_successor[inp.index()],
            _ => ports(e.adaptive_mask).next().or(e.escape_port()),
        };
        let uses_escape = ports(e.adaptive_mask).next().is_none();
        match port.and_then(|q| net.link(v, q).map(|w| (q, w))) {
            Some((_, w)) if path.len() <= 4 * net.num_nodes() => {
                on_ring_from = uses_escape.then(|| net.topo.input_port(w, v).expect("adjacent"));
                path.push(w);
                v = w;
            }
            _ if shortest.is_none() => break Outcome::Unreachable,
            _ => break Outcome::Failure,
        }
    };
    Route {
        path,
        outcome,
        claimed_hops: None,
    }
}

/// Per-node vectors of the named algorithm.
pub fn vectors(net: &Network, algorithm: &str) -> Result<Vec<NodeVector>> {
    match algorithm {
        "pv" => super::pv::vectors(net),
        "sl" | "sv" | "esv" => {
            super::safety::vectors(net, super::safety::SafetyKind::parse(algorithm)?)
        }
        other => Err(Error::input(format!(
            "unknown vector algorithm {other:?} for {} (pv, sl, sv, esv)",
            net.topo
        ))),
    }
}
