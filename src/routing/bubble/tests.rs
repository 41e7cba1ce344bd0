use super::*;
use crate::topology::FaultSet;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::collections::HashSet;

fn net(spec: &str, faults: &str, seed: u64) -> Network {
    let topo: Topology = spec.parse().unwrap();
    let faults = FaultSet::parse(&topo, faults, seed).unwrap();
    Network::new(topo, faults)
}

/// Ring invariants of paper 003: working channels only, each directed channel at most once,
/// every healthy node visited.
fn check_rings(net: &Network, esc: &EscapeNetwork) {
    let mut seen = HashSet::new();
    let mut visited = HashSet::new();
    for (_, _, a, b) in esc.channels() {
        assert!(
            net.port_ids().any(|p| net.link(a, p) == Some(b)),
            "ring uses a dead channel {a}->{b}"
        );
        assert!(
            seen.insert((a, b)),
            "channel {a}->{b} on two ring positions"
        );
        visited.insert(a);
    }
    for v in net.healthy_nodes() {
        assert!(
            visited.contains(&v),
            "healthy node {v} not on the escape network"
        );
    }
}

#[test]
fn fault_free_torus_uses_dor_rings() {
    let n = net("torus:4x4", "", 0);
    let esc = EscapeNetwork::build(&n, HAMILTONIAN_STEPS_PER_NODE).unwrap();
    assert_eq!(esc.kind, EscapeKind::DorRings);
    // 2 n k^(n-1) rings of k channels (paper 003 section 2): 16 rings, 64 channels.
    assert_eq!(esc.rings.len(), 16);
    assert_eq!(esc.num_channels(), 64);
    check_rings(&n, &esc);
}

#[test]
fn tree_tour_has_2n_minus_2_channels_and_visits_everyone() {
    let mut rng = StdRng::seed_from_u64(7);
    for spec in [
        "torus:4x4",
        "torus:8x8",
        "torus:4x4x4",
        "hypercube:6",
        "mh:4x3",
    ] {
        for trial in 0..10 {
            let topo: Topology = spec.parse().unwrap();
            let mut faults = FaultSet::none();
            faults
                .add_random(&topo, trial % 3, 2 * trial, &mut rng)
                .unwrap();
            let n = Network::new(topo, faults);
            if !n.is_connected() {
                continue;
            }
            let tour = tree_tour(&n).unwrap();
            let esc = EscapeNetwork {
                kind: EscapeKind::TreeTour,
                rings: vec![tour],
            };
            assert_eq!(esc.num_channels(), 2 * (n.num_healthy() - 1), "{spec}");
            check_rings(&n, &esc);
        }
    }
}

#[test]
fn hamiltonian_cycles_are_cycles_over_healthy_links() {
    for (spec, faults) in [
        (
            "torus:4x4",
            "link:0.0-0.1,link:1.1-2.1,link:3.3-3.0,link:2.2-1.2",
        ),
        ("torus:5x5", "node:2.2"),
        ("torus:8x8", "link:3.3-3.4,link:0.0-1.0"),
        ("mh:4x3", ""),
        ("utorus:4x4", "link:0.0>0.1"),
    ] {
        let n = net(spec, faults, 0);
        let cycle = hamiltonian_cycle(&n, 1_000_000).unwrap_or_else(|| panic!("{spec} {faults}"));
        assert_eq!(cycle.len(), n.num_healthy());
        let esc = EscapeNetwork {
            kind: EscapeKind::Hamiltonian,
            rings: vec![cycle],
        };
        check_rings(&n, &esc);
    }
    // An odd-sized bipartite graph has no Hamiltonian cycle: the search must give up, not hang.
    let n = net("torus:4x4", "node:0.0", 0);
    assert!(hamiltonian_cycle(&n, 100_000).is_none());
    let esc = EscapeNetwork::build(&n, 10).unwrap();
    assert_eq!(esc.kind, EscapeKind::TreeTour);
    check_rings(&n, &esc);
}

#[test]
fn escape_ports_reach_every_destination_along_the_rings() {
    let mut rng = StdRng::seed_from_u64(3);
    for spec in [
        "torus:4x4",
        "torus:8x8",
        "torus:4x4x4",
        "hypercube:5",
        "mh:4x3",
        "utorus:4x4",
    ] {
        for trial in 0..4 {
            let topo: Topology = spec.parse().unwrap();
            let mut faults = FaultSet::none();
            if spec != "utorus:4x4" {
                faults
                    .add_random(&topo, trial % 2, 3 * trial, &mut rng)
                    .unwrap();
            }
            let n = Network::new(topo, faults);
            let Ok(esc) = EscapeNetwork::build(&n, HAMILTONIAN_STEPS_PER_NODE) else {
                assert!(
                    !n.is_connected(),
                    "{spec}: build failed on a connected network"
                );
                continue;
            };
            check_rings(&n, &esc);
            let t = EscapeTables::compile(&n, &esc);
            let oracle = walked_choices(&n, &esc);
            for s in n.healthy_nodes() {
                for d in n.healthy_nodes().filter(|&d| d != s) {
                    // Enter at s by the table, then follow the escape rule hop by hop.
                    let mut here = s;
                    let mut port = t.escape_port(s, d).expect("escape entry");
                    let mut hops = 0;
                    loop {
                        let next = n.link(here, port).expect("escape uses working channels");
                        hops += 1;
                        assert!(
                            hops <= 4 * n.num_nodes(),
                            "{spec}: escape walk {s}->{d} does not end"
                        );
                        if next == d {
                            break;
                        }
                        let inp = n.topo.input_port(next, here).unwrap();
                        port = if t.follow_ring {
                            t.successor[next.index()][inp.index()].unwrap()
                        } else {
                            t.escape_port(next, d).unwrap()
                        };
                        here = next;
                    }
                    assert_eq!(hops as u32, t.escape_hops(s, d), "{spec} {s}->{d}");
                    assert_eq!(
                        Some((t.escape_port(s, d).unwrap(), hops as u32)),
                        oracle[s.index()][d.index()],
                        "{spec} {s}->{d}: the positions' choice differs from the walk's"
                    );
                }
            }
        }
    }
}

/// The escape choices by walking every ring twice backwards (the dense tables the compiler
/// kept before positions replaced them): per (v, d) the fewest hops, the first ring and the
/// latest position winning ties; DOR rings by DOR.
fn walked_choices(net: &Network, esc: &EscapeNetwork) -> Vec<Vec<Option<(PortId, u32)>>> {
    let n = net.num_nodes();
    let mut best: Vec<Vec<Option<(PortId, u32)>>> = vec![vec![None; n]; n];
    if esc.kind == EscapeKind::DorRings {
        for v in net.node_ids() {
            for d in net.node_ids() {
                best[v.index()][d.index()] = crate::routing::dor::dor_port(&net.topo, v, d)
                    .map(|q| (q, net.topo.distance(v, d) as u32));
            }
        }
        return best;
    }
    for ring in esc.rings.iter().filter(|r| r.len() >= 2) {
        let len = ring.len();
        let mut next_seen = vec![u32::MAX; n];
        for step in 0..2 * len {
            let i = (2 * len - 1 - step) % len;
            for h in next_seen.iter_mut().filter(|h| **h != u32::MAX) {
                *h += 1;
            }
            let v = ring[i];
            next_seen[ring[(i + 1) % len].index()] = 1;
            if step >= len {
                let next = ring[(i + 1) % len];
                let out = net
                    .port_ids()
                    .find(|&q| net.link(v, q) == Some(next))
                    .unwrap();
                for (d, &h) in next_seen.iter().enumerate() {
                    let cell = &mut best[v.index()][d];
                    if d != v.index() && h != u32::MAX && cell.is_none_or(|(_, b)| h < b) {
                        *cell = Some((out, h));
                    }
                }
            }
        }
    }
    best
}
