//! Dimension-order routing (e-cube) with dateline virtual-channel classes on tori.
//!
//! Dimensions are resolved from dimension 0 upward. On a bidirectional ring the shorter way is
//! taken (ties go `+`). On a wrapping ring of radix k > 2 the escape class is positional, so a
//! routing table indexed by destination can hold it: moving `+` from coordinate c to t, class 0
//! while the remaining path still crosses the wrap link (c > t), class 1 after (c < t); mirrored
//! for `-`. Class-0 channels end at the wrap link and class-1 channels never include it, so
//! neither class closes a cycle (checked by `deadlock`).

use super::{Outcome, Route, healthy_distance};
use crate::topology::{Dir, Network, NodeId, PortId, Topology};

/// The DOR output port from `node` towards `dest` (None when they are equal).
pub fn dor_port(topo: &Topology, node: NodeId, dest: NodeId) -> Option<PortId> {
    let dim = (0..topo.num_dims()).find(|&d| topo.coord(node, d) != topo.coord(dest, d))?;
    let (c, t, k) = (
        topo.coord(node, dim),
        topo.coord(dest, dim),
        topo.radix(dim),
    );
    let dir = if !topo.wraps(dim) {
        if t > c { Dir::Plus } else { Dir::Minus }
    } else {
        let fwd = (t + k - c) % k;
        // Unidirectional rings only have +; on bidirectional rings ties go +.
        if topo.port_id(dim, Dir::Minus).is_none() || fwd <= k - fwd {
            Dir::Plus
        } else {
            Dir::Minus
        }
    };
    topo.port_id(dim, dir)
}

/// Does this topology need two dateline classes for DOR to be deadlock-free?
pub fn needs_dateline(topo: &Topology) -> bool {
    (0..topo.num_dims()).any(|d| topo.wraps(d) && topo.radix(d) > 2)
}

/// Escape VC class of the DOR hop from `node` towards `dest` through `port`.
pub fn dateline_class(topo: &Topology, node: NodeId, dest: NodeId, port: PortId) -> u8 {
    let p = topo.port(port);
    if !topo.wraps(p.dim) || topo.radix(p.dim) <= 2 {
        return 0;
    }
    let (c, t) = (topo.coord(node, p.dim), topo.coord(dest, p.dim));
    let still_to_wrap = match p.dir {
        Dir::Plus => c > t,
        Dir::Minus => c < t,
    };
    if still_to_wrap { 0 } else { 1 }
}

/// Route one packet by DOR over the surviving graph; a faulty channel on the way is a failure.
pub fn route(net: &Network, src: NodeId, dst: NodeId) -> Route {
    let shortest = healthy_distance(net, src, dst);
    let mut path = vec![src];
    let mut here = src;
    let outcome = loop {
        if here == dst {
            break Outcome::Optimal; // DOR paths are minimal in the fault-free graph
        }
        match dor_port(&net.topo, here, dst).and_then(|p| net.link(here, p)) {
            Some(next) => {
                path.push(next);
                here = next;
            }
            None if shortest.is_none() => break Outcome::Unreachable,
            None => break Outcome::Failure,
        }
    };
    Route {
        path,
        outcome,
        claimed_hops: Some(net.topo.distance(src, dst)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::FaultSet;

    #[test]
    fn dor_paths_are_minimal_and_dimension_ordered() {
        for spec in [
            "torus:5x4",
            "torus:4x4x4",
            "utorus:3x4",
            "hypercube:4",
            "mh:3x2",
        ] {
            let topo: Topology = spec.parse().unwrap();
            let net = Network::fault_free(topo.clone());
            for s in 0..topo.num_nodes() {
                for d in 0..topo.num_nodes() {
                    let r = route(&net, s, d);
                    assert_eq!(r.outcome, Outcome::Optimal);
                    assert_eq!(r.hops(), topo.distance(s, d), "{spec} {s}->{d}");
                    // Dimensions are visited in non-decreasing order.
                    let dims: Vec<usize> = r
                        .path
                        .windows(2)
                        .map(|w| topo.port(topo.port_to(w[0], w[1]).unwrap()).dim)
                        .collect();
                    assert!(dims.windows(2).all(|w| w[0] <= w[1]), "{spec} {dims:?}");
                }
            }
        }
    }

    #[test]
    fn dateline_class_switches_exactly_once_at_the_wrap() {
        let topo: Topology = "torus:8".parse().unwrap();
        for s in 0..8 {
            for d in 0..8 {
                let net = Network::fault_free(topo.clone());
                let r = route(&net, s, d);
                let classes: Vec<u8> = r
                    .path
                    .windows(2)
                    .map(|w| dateline_class(&topo, w[0], d, topo.port_to(w[0], w[1]).unwrap()))
                    .collect();
                let wraps = r.path.windows(2).position(|w| w[0].abs_diff(w[1]) == 7);
                for (i, &c) in classes.iter().enumerate() {
                    // Class 0 up to and including the wrap hop, class 1 after it (or throughout).
                    let expect = match wraps {
                        Some(w) if i <= w => 0,
                        _ => 1,
                    };
                    assert_eq!(c, expect, "{s}->{d} hop {i}");
                }
            }
        }
    }

    #[test]
    fn a_fault_on_the_dor_path_is_a_failure_not_a_detour() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        let faults = FaultSet::parse(&topo, "link:0.0-0.1", 0).unwrap();
        let net = Network::new(topo.clone(), faults);
        let r = route(
            &net,
            topo.parse_node("0.0").unwrap(),
            topo.parse_node("0.2").unwrap(),
        );
        assert_eq!(r.outcome, Outcome::Failure);
        assert_eq!(r.path.len(), 1);
    }
}
