//! Dimension-order routing (e-cube) with dateline virtual-channel classes on tori.
//!
//! Dimensions are resolved from dimension 0 upward. On a bidirectional ring the shorter way is
//! taken; a tie (offset exactly k/2) goes `+` from an even coordinate and `-` from an odd one,
//! so ties load both directions equally (BookSim2 and SICOSYS break them at random; sending
//! them all `+` loads the `+` links of an 8-ring 25% above the `-` links and costs a fifth of
//! the saturation throughput, docs/cycle-model.md). The table marks the tie (`tie_dim`) so a
//! router drawing ties per packet, as BookSim2 does (`--preset booksim`), may take the other
//! direction (docs/cycle-model.md, "Ties at half a ring").
//!
//! Dateline classes on a wrapping ring of radix k > 2: a packet entering a dimension takes
//! class 0 if its path in that dimension crosses the wrap link (moving `+` from c to t: c > t)
//! and class 1 otherwise, and keeps that class until it leaves the dimension (as BookSim2's
//! `dim_order_torus`). The table holds the entry class (`dateline_class`, a function of node
//! and destination); the router keeps the class of a packet continuing in its dimension
//! (`RouterTable::class_keep`). Minimal paths of at most k/2 hops mean class-0 paths never use
//! the link just before the dateline's opposite point and class-1 paths never use the wrap
//! link, so neither class closes a cycle (checked by `routing::check`).

use super::{Outcome, Route, healthy_distance};
use crate::topology::{Dir, Network, NodeId, PortId, Topology};

/// The DOR output port from `node` towards `dest` (None when they are equal).
pub fn dor_port(topo: &Topology, node: NodeId, dest: NodeId) -> Option<PortId> {
    let dim = (0..topo.num_dims()).find(|&d| topo.coord(node, d) != topo.coord(dest, d))?;
    let dir = dor_dir(topo, dim, topo.coord(node, dim), topo.coord(dest, dim));
    topo.port_id(dim, dir)
}

/// DOR's direction in dimension `dim` from coordinate c to t (c != t).
pub fn dor_dir(topo: &Topology, dim: usize, c: usize, t: usize) -> Dir {
    let k = topo.radix(dim);
    if !topo.wraps(dim) {
        if t > c { Dir::Plus } else { Dir::Minus }
    } else {
        let fwd = (t + k - c) % k;
        // Unidirectional rings only have +; on bidirectional rings ties split by parity.
        let tie_goes_plus = c.is_multiple_of(2);
        if topo.port_id(dim, Dir::Minus).is_none()
            || fwd < k - fwd
            || (fwd == k - fwd && tie_goes_plus)
        {
            Dir::Plus
        } else {
            Dir::Minus
        }
    }
}

/// The dimension in which the DOR hop from `node` towards `dest` is a tie: an offset of exactly
/// k/2 on a bidirectional ring of radix k > 2, where both directions are minimal (their
/// dateline classes then differ: one path crosses the wrap link, the other does not).
pub fn tie_dim(topo: &Topology, node: NodeId, dest: NodeId) -> Option<usize> {
    let dim = (0..topo.num_dims()).find(|&d| topo.coord(node, d) != topo.coord(dest, d))?;
    let (c, t, k) = (
        topo.coord(node, dim),
        topo.coord(dest, dim),
        topo.radix(dim),
    );
    let bidirectional = topo.port_id(dim, Dir::Minus).is_some();
    (topo.wraps(dim) && bidirectional && k > 2 && 2 * ((t + k - c) % k) == k).then_some(dim)
}

/// Does this topology need two dateline classes for DOR to be deadlock-free?
pub fn needs_dateline(topo: &Topology) -> bool {
    (0..topo.num_dims()).any(|d| topo.wraps(d) && topo.radix(d) > 2)
}

/// Dateline class of a packet entering `port`'s dimension at `node` towards `dest`: 0 if its
/// path in that dimension still crosses the wrap link, else 1. For a packet already in that
/// dimension this is its positional class; the router keeps the entry class instead.
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
            for s in topo.node_ids() {
                for d in topo.node_ids() {
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
        for s in NodeId::all(8) {
            for d in NodeId::all(8) {
                let net = Network::fault_free(topo.clone());
                let r = route(&net, s, d);
                let classes: Vec<u8> = r
                    .path
                    .windows(2)
                    .map(|w| dateline_class(&topo, w[0], d, topo.port_to(w[0], w[1]).unwrap()))
                    .collect();
                let wraps = r
                    .path
                    .windows(2)
                    .position(|w| w[0].index().abs_diff(w[1].index()) == 7);
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
    fn ties_split_so_uniform_traffic_loads_both_directions_equally() {
        // Every (source, destination) pair of an even ring, walked by DOR: with ties split by
        // parity the + and - links carry the same hops (sending every tie + gave 80 against 48
        // on an 8-ring).
        for k in [4usize, 6, 8, 10] {
            let topo: Topology = format!("torus:{k}").parse().unwrap();
            let net = Network::fault_free(topo.clone());
            let (mut plus, mut minus) = (0, 0);
            for s in topo.node_ids() {
                for d in topo.node_ids().filter(|&d| d != s) {
                    for w in route(&net, s, d).path.windows(2) {
                        match topo.port(topo.port_to(w[0], w[1]).unwrap()).dir {
                            Dir::Plus => plus += 1,
                            Dir::Minus => minus += 1,
                        }
                    }
                }
            }
            assert_eq!(plus, minus, "torus:{k}");
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
