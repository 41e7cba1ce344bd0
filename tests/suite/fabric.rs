//! The cycle model against independent evidence: the pipeline formula at zero load, the
//! scoreboard (every packet delivered exactly once or reported) above saturation, with and
//! without faults, and evaluation-order independence.

use crate::common;

use ftrouter::fabric::Fabric;
use ftrouter::routing::algorithms::table_walk;
use ftrouter::routing::table::Mode;
use ftrouter::sim;
use ftrouter::topology::{FaultSet, Network, NodeId, Topology};
use ftrouter::workload;
use ftrouter::workload::traffic::TraceRecord;
use ftrouter::workload::{Pattern, SimConfig};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn fabric(net: Network, mode: Mode, stages: usize, packet: usize) -> Fabric {
    let tables = common::tables(&net, mode);
    let vcs = match mode {
        Mode::Duato => 3,
        Mode::MinAdapt => 4,
        _ => 2,
    };
    let mut params = common::params(&tables, vcs, 2 * packet.max(4), packet);
    params.stages = stages;
    params.validate().unwrap();
    Fabric::with_tables(net, tables, params).unwrap()
}

fn modes_for(topo: &str) -> Vec<Mode> {
    let net = Network::fault_free(topo.parse::<Topology>().unwrap());
    Mode::ALL
        .into_iter()
        .filter(|m| m.deadlock_free() && m.check_topology(&net).is_ok())
        .collect()
}

const FABRICS: [&str; 6] = [
    "torus:8x8",
    "torus:4x4x4",
    "utorus:8x8x8",
    "hypercube:6",
    "mh:4x3",
    "mesh:6x6",
];

#[test]
fn zero_load_latency_is_the_pipeline_formula() {
    let mut rng = StdRng::seed_from_u64(9);
    for spec in FABRICS {
        for mode in modes_for(spec) {
            for (stages, packet) in [(5, 4), (7, 1)] {
                let topo: Topology = spec.parse().unwrap();
                let n = topo.num_nodes();
                let mut f = fabric(Network::fault_free(topo.clone()), mode, stages, packet);
                // One packet at a time, far apart: the network is idle for each.
                let pairs: Vec<(usize, usize)> = (0..12)
                    .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
                    .filter(|(s, d)| s != d)
                    .collect();
                let records = pairs
                    .iter()
                    .enumerate()
                    .map(|(i, &(s, d))| TraceRecord {
                        cycle: 200 * i as u64,
                        source: NodeId::new(s),
                        dest: NodeId::new(d),
                        flits: packet,
                        more: vec![],
                    })
                    .collect();
                let cfg = SimConfig {
                    pattern: Pattern::Trace(records),
                    warmup: 0,
                    cycles: 200 * pairs.len() as u64,
                    ..SimConfig::default()
                };
                let result = sim::run(&mut f, &cfg, |_, _| {}).unwrap();
                for (rec, &(s, d)) in result.packets.iter().zip(&pairs) {
                    let latency = rec.delivered.expect("delivered") - rec.created;
                    let links = rec.hops as u64 - 1;
                    let formula = (links + 1) * (stages as u64 + 1) + (packet as u64 - 1);
                    assert_eq!(
                        latency, formula,
                        "{mode} {spec} S={stages} L={packet} {s}->{d}"
                    );
                    // The path the cycle model took has the length the tables give at zero load.
                    let walk = table_walk(f.network(), f.tables(), NodeId::new(s), NodeId::new(d));
                    let expected =
                        if matches!(mode, Mode::Dor | Mode::Duato | Mode::MhUd | Mode::MinAdapt) {
                            topo.distance(NodeId::new(s), NodeId::new(d))
                        } else {
                            walk.hops()
                        };
                    assert_eq!(links as usize, expected, "{mode} {spec} {s}->{d} hops");
                }
            }
        }
    }
}

/// Run above saturation, then drain: the scoreboard must balance exactly.
fn overload_and_drain(f: &mut Fabric, rate: f64, cycles: u64, seed: u64) -> workload::SimStats {
    let cfg = SimConfig {
        rate,
        warmup: 0,
        cycles,
        drain_limit: 200_000,
        watchdog: 3_000,
        seed,
        ..SimConfig::default()
    };
    let r = sim::run(f, &cfg, |_, _| {}).unwrap();
    let st = r.stats;
    let what = format!("{} on {} faults {:?}", st.routing, st.topology, st.faults);
    assert!(!st.deadlock, "{what}: deadlock, blocked {:?}", st.blocked);
    assert_eq!(st.packets_in_flight, 0, "{what}: not drained");
    assert_eq!(
        st.packets_delivered + st.packets_undeliverable,
        st.packets_injected,
        "{what}"
    );
    assert!(st.packets_delivered > 0, "{what}");
    // Exactly once: every delivered packet has one delivery cycle after its creation.
    assert!(
        r.packets
            .iter()
            .all(|p| p.undeliverable || p.delivered.is_some_and(|d| d >= p.created))
    );
    st
}

#[test]
fn every_mode_drains_after_saturation_on_every_fabric() {
    for spec in FABRICS {
        for mode in modes_for(spec) {
            let topo: Topology = spec.parse().unwrap();
            let cycles = if topo.num_nodes() > 100 { 600 } else { 1_500 };
            let mut f = fabric(Network::fault_free(topo), mode, 5, 4);
            let st = overload_and_drain(&mut f, 0.9, cycles, 3);
            assert_eq!(st.packets_undeliverable, 0, "{mode} {spec}");
        }
    }
}

#[test]
fn fault_tolerant_modes_drain_with_random_faults() {
    let mut rng = StdRng::seed_from_u64(77);
    let cases: [(&str, Mode); 4] = [
        ("torus:8x8", Mode::Bubble),
        ("torus:4x4x4", Mode::Bubble),
        ("torus:4x4x4", Mode::Pv),
        ("hypercube:6", Mode::Esv),
    ];
    for (spec, mode) in cases {
        let topo: Topology = spec.parse().unwrap();
        if mode
            .check_topology(&Network::fault_free(topo.clone()))
            .is_err()
        {
            continue;
        }
        for trial in 0..4 {
            let links = [1, 4, 9, 16][trial];
            let nodes = 1 + trial;
            let mut faults = FaultSet::none();
            faults.add_random(&topo, nodes, links, &mut rng).unwrap();
            let net = Network::new(topo.clone(), faults);
            let connected = net.is_connected();
            // Pairs the surviving graph does not connect are reported, never lost.
            let unreachable_pairs = net.healthy_nodes().any(|s| {
                net.distances_from(s)
                    .iter()
                    .enumerate()
                    .any(|(d, &x)| net.is_healthy(NodeId::new(d)) && x == u32::MAX)
            });
            let mut f = fabric(net, mode, 5, 4);
            let st = overload_and_drain(&mut f, 0.7, 1_000, trial as u64);
            if connected {
                assert_eq!(st.packets_undeliverable, 0, "{mode} {spec} trial {trial}");
            }
            assert_eq!(
                st.packets_undeliverable > 0,
                unreachable_pairs && st.packets_injected > 2000,
                "{mode} {spec} trial {trial}"
            );
        }
    }
}

#[test]
fn results_do_not_depend_on_router_evaluation_order() {
    let run = |reverse: bool| {
        let mut f = fabric(
            Network::fault_free("torus:8x8".parse().unwrap()),
            Mode::Bubble,
            5,
            4,
        );
        if reverse {
            f.set_eval_order((0..f.num_nodes()).rev().collect());
        }
        let cfg = SimConfig {
            rate: 0.35,
            warmup: 100,
            cycles: 800,
            seed: 5,
            ..SimConfig::default()
        };
        sim::run(&mut f, &cfg, |_, _| {}).unwrap().packets
    };
    let (a, b) = (run(false), run(true));
    assert!(a.len() > 500);
    assert_eq!(a, b);
}

#[test]
fn same_seed_same_results_different_seed_different_results() {
    let run = |seed: u64| {
        let mut f = fabric(
            Network::fault_free("torus:4x4x4".parse().unwrap()),
            Mode::Duato,
            5,
            4,
        );
        let cfg = SimConfig {
            rate: 0.3,
            warmup: 100,
            cycles: 600,
            seed,
            ..SimConfig::default()
        };
        let st = sim::run(&mut f, &cfg, |_, _| {}).unwrap().stats;
        (
            st.packets_injected,
            st.avg_latency,
            st.p99_latency,
            st.accepted_flits_per_node_cycle,
        )
    };
    assert_eq!(run(1), run(1));
    assert_ne!(run(1), run(2));
}

#[test]
fn matrix_arbiters_drain_after_saturation_too() {
    for (spec, mode) in [
        ("torus:8x8", Mode::Bubble),
        ("torus:4x4x4", Mode::Duato),
        ("mh:4x3", Mode::MhUd),
    ] {
        let net = Network::fault_free(spec.parse::<Topology>().unwrap());
        let tables = common::tables(&net, mode);
        let vcs = if mode == Mode::Duato { 3 } else { 2 };
        let mut params = common::params(&tables, vcs, 8, 4);
        params.arbiter = ftrouter::router::arbiter::ArbiterKind::Matrix;
        let mut f = Fabric::with_tables(net, tables, params).unwrap();
        let st = overload_and_drain(&mut f, 0.9, 1_000, 11);
        assert_eq!(st.packets_undeliverable, 0, "{mode} {spec}");
    }
}

/// Tables written into a running fabric take over its routing (the reload of
/// docs/faults-during-operation.md): after loading DOR tables compiled for a fault on link
/// 0.1-0.2, no flit crosses that link although the wires are still there, the packets whose
/// DOR path needs it are reported undeliverable, and the rest are delivered. Before the
/// reload the same run uses the link.
#[test]
fn reloaded_tables_route_around_a_link_the_wires_still_have() {
    let spec = "torus:4x4";
    let topo: Topology = spec.parse().unwrap();
    let (a, b) = (
        topo.parse_node("0.1").unwrap(),
        topo.parse_node("0.2").unwrap(),
    );
    let link_flits = |f: &Fabric| -> u64 {
        let v = f.params().vcs;
        f.channels()
            .iter()
            .enumerate()
            .filter(|(_, c)| (c.from.0, c.to.0) == (a, b) || (c.from.0, c.to.0) == (b, a))
            .map(|(id, _)| f.vc_flits()[id * v..(id + 1) * v].iter().sum::<u64>())
            .sum()
    };
    let run = |f: &mut Fabric| {
        let cfg = SimConfig {
            rate: 0.3,
            warmup: 0,
            cycles: 3000,
            seed: 4,
            ..SimConfig::default()
        };
        sim::run(f, &cfg, |_, _| {}).unwrap().stats
    };
    let healthy = common::fault_free(spec);
    let mut before = common::fabric(&healthy, Mode::Dor, 2, 8, 4);
    let st = run(&mut before);
    assert!(link_flits(&before) > 0, "the fault-free run uses the link");
    assert_eq!(st.packets_undeliverable, 0);

    let cut = common::network(spec, "link:0.1-0.2");
    let mut f = common::fabric(&healthy, Mode::Dor, 2, 8, 4);
    f.reload_tables(common::tables(&cut, Mode::Dor)).unwrap();
    let st = run(&mut f);
    assert_eq!(
        link_flits(&f),
        0,
        "a flit crossed the link the tables avoid"
    );
    assert!(st.packets_undeliverable > 0 && st.packets_delivered > 0);
    assert_eq!(
        st.packets_delivered + st.packets_undeliverable + st.packets_in_flight,
        st.packets_injected
    );
    // Tables for another mode, or through a router the fabric lacks, are refused.
    let err = f
        .reload_tables(common::tables(&healthy, Mode::Duato))
        .unwrap_err()
        .to_string();
    assert!(err.contains("another topology or mode"), "{err}");
    let mut holed = common::fabric(&common::network(spec, "node:2.2"), Mode::Dor, 2, 8, 4);
    let err = holed
        .reload_tables(common::tables(&healthy, Mode::Dor))
        .unwrap_err()
        .to_string();
    assert!(err.contains("router 2.2"), "{err}");
}
