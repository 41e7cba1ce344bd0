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
            for s in n.healthy_nodes() {
                for d in n.healthy_nodes().filter(|&d| d != s) {
                    // Enter at s by the table, then follow the escape rule hop by hop.
                    let mut here = s;
                    let mut port = t.escape_port[s.index()][d.index()].expect("escape entry");
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
                            t.escape_port[next.index()][d.index()].unwrap()
                        };
                        here = next;
                    }
                    assert_eq!(
                        hops as u32,
                        t.escape_hops[s.index()][d.index()],
                        "{spec} {s}->{d}"
                    );
                }
            }
        }
    }
}
