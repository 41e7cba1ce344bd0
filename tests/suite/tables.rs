//! Compiled tables of every mode on the reference networks, fault-free and with random
//! faults: the checks pass (independent brute force inside `check`) for every deadlock-free
//! mode, a mode that is not (`min-adaptive`) fails only its deadlock check, and a deliberately
//! cyclic relation fails with its cycle printed.

use ftrouter::routing::check::check_tables;
use ftrouter::routing::table::{Mode, RouteEntry, compile};
use ftrouter::topology::{FaultSet, Network, NodeId, Topology};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn check_all_modes(net: &Network) -> usize {
    let mut checked = 0;
    for mode in Mode::ALL {
        if mode.check_topology(net).is_err() {
            continue;
        }
        let tables = compile(net, mode).unwrap_or_else(|e| panic!("{mode} on {}: {e}", net.topo));
        let report = check_tables(net, &tables);
        if !mode.deadlock_free() {
            let failed: Vec<&str> = report
                .checks
                .iter()
                .filter(|c| !c.pass)
                .map(|c| c.name.as_str())
                .collect();
            assert_eq!(
                failed,
                ["deadlock-free"],
                "{mode} on {}: {:#?}",
                net.topo,
                report.checks
            );
            continue;
        }
        assert!(
            report.passed(),
            "{mode} on {} faults {}: {:#?}",
            net.topo,
            net.faults.format(&net.topo),
            report.checks
        );
        checked += 1;
    }
    checked
}

/// Shapes of every family, each mode checked where it applies.
const SHAPES: [&str; 6] = [
    "torus:8x8",
    "torus:4x4x4",
    "hypercube:6",
    "mh:4x3",
    "mesh:8x8",
    "mesh:4x4x4",
];

#[test]
fn every_mode_passes_on_fault_free_networks() {
    for spec in SHAPES {
        let net = Network::fault_free(spec.parse::<Topology>().unwrap());
        assert!(check_all_modes(&net) >= 3, "{spec}");
    }
}

#[test]
fn every_mode_passes_on_random_faulty_networks() {
    let mut rng = StdRng::seed_from_u64(2026);
    for spec in SHAPES {
        let topo: Topology = spec.parse().unwrap();
        let mut tried = 0;
        while tried < 3 {
            let mut faults = FaultSet::none();
            faults
                .add_random(&topo, 1 + tried, 2 + 3 * tried, &mut rng)
                .unwrap();
            let net = Network::new(topo.clone(), faults);
            if !net.is_connected() {
                continue; // disconnected sets are rejected before compiling (tested in cli.rs)
            }
            check_all_modes(&net);
            tried += 1;
        }
    }
}

#[test]
fn faulty_dor_declares_what_it_cannot_serve() {
    let topo: Topology = "torus:4x4".parse().unwrap();
    let net = Network::new(
        topo.clone(),
        FaultSet::parse(&topo, "link:0.0-0.1", 0).unwrap(),
    );
    let tables = compile(&net, Mode::Dor).unwrap();
    // Brute force: a pair is unservable iff its DOR path uses the faulty link.
    let expected = (0..16)
        .flat_map(|s| (0..16).map(move |d| (s, d)))
        .filter(|&(s, d)| s != d)
        .filter(|&(s, d)| {
            let r = ftrouter::routing::dor::route(
                &Network::fault_free(topo.clone()),
                NodeId::new(s),
                NodeId::new(d),
            );
            r.path.windows(2).any(|w| {
                let (a, b) = (topo.format_node(w[0]), topo.format_node(w[1]));
                matches!((a.as_str(), b.as_str()), ("0.0", "0.1") | ("0.1", "0.0"))
            })
        })
        .count();
    assert!(expected > 0);
    assert_eq!(tables.unroutable_pairs(), expected);
    assert!(check_tables(&net, &tables).passed());
}

#[test]
fn a_cyclic_relation_fails_with_its_cycle_printed() {
    // Radix 5 has no ties, so each ring has two-hop routes from every node.
    let net = Network::fault_free("torus:5x5".parse::<Topology>().unwrap());
    let mut tables = compile(&net, Mode::Dor).unwrap();
    // Drop the dateline: every escape hop in class 0 closes each ring.
    for router in tables.routers.iter_mut().flatten() {
        let router = std::sync::Arc::make_mut(router);
        for d in net.node_ids() {
            let e = router.entry(d);
            router.rows.set(
                d,
                RouteEntry {
                    escape_class: 0,
                    ..e
                },
            );
        }
    }
    let report = check_tables(&net, &tables);
    assert!(!report.passed());
    let failed = report
        .checks
        .iter()
        .find(|c| c.name == "deadlock-free")
        .unwrap();
    assert!(!failed.pass);
    assert!(
        failed.detail.contains("cycle:") && failed.detail.contains("->"),
        "{}",
        failed.detail
    );
}

/// Tables that scale (docs/routing-tables.md): torus:16x16x16 DOR with 1% faulty links keeps
/// its tables under 64 MB (stored, they took 201 MB of words alone) and no exception (its rule
/// is exact; `rows` tests compare computed and stored words on small networks); bubble with
/// the same faults keeps few exceptions.
#[test]
fn large_tori_tables_fit_in_megabytes() {
    use ftrouter::routing::table::{STORED_MAX_NODES, rows::Rows};
    let topo: Topology = "torus:16x16x16".parse().unwrap();
    let faults = FaultSet::parse(&topo, "random:links=120", 7).unwrap();
    let net = Network::new(topo, faults);
    for (mode, limit_mb) in [(Mode::Dor, 64), (Mode::Bubble, 64)] {
        let tables = compile(&net, mode).unwrap();
        let mb = tables.bytes() as f64 / (1 << 20) as f64;
        assert!(mb < limit_mb as f64, "{mode}: {mb:.1} MB of tables");
        assert!(net.num_nodes() > STORED_MAX_NODES);
        let exceptions: usize = tables
            .routers
            .iter()
            .flatten()
            .map(|r| match &r.rows {
                Rows::Computed { exceptions, .. } => exceptions.len(),
                Rows::Stored(_) => panic!("{mode}: stored words at {} nodes", net.num_nodes()),
            })
            .sum();
        match mode {
            Mode::Dor => assert_eq!(exceptions, 0, "DOR's rule is exact"),
            _ => assert!(
                (1..net.num_nodes() * 100).contains(&exceptions),
                "{mode}: {exceptions} exceptions"
            ),
        }
    }
}

/// A fabric runs the same with computed words as with stored ones: identical packet records
/// with faults in the network and with a fault striking during the run (whose reload compiles
/// new tables and merges them with the old, `reconfigure`), under load past saturation.
#[test]
fn computed_tables_run_exactly_as_stored_ones() {
    use ftrouter::fabric::Fabric;
    use ftrouter::routing::table::{Store, compile_into};
    use ftrouter::topology::FaultSchedule;
    use ftrouter::workload::{FaultPlan, SimConfig};
    for (spec, mode, faults, strike) in [
        ("torus:6x6", Mode::Bubble, "random:links=3,nodes=1", vec![]),
        (
            "torus:6x6",
            Mode::Duato,
            "random:links=3",
            vec!["400:link:2.2-2.3".to_string()],
        ),
        ("hypercube:5", Mode::Dor, "random:links=2", vec![]),
    ] {
        let topo: Topology = spec.parse().unwrap();
        let net = Network::new(topo.clone(), FaultSet::parse(&topo, faults, 3).unwrap());
        let run = |store| {
            let tables = compile_into(&net, mode, None, store).unwrap();
            let params = crate::common::params(&tables, 3, 8, 4);
            let mut f = Fabric::with_tables(net.clone(), tables, params).unwrap();
            let cfg = SimConfig {
                rate: 0.6,
                warmup: 100,
                cycles: 800,
                seed: 9,
                faults: FaultPlan {
                    events: FaultSchedule::parse(&topo, net.faults.clone(), &strike, 1)
                        .unwrap()
                        .events,
                    detection_delay: 50,
                    ..FaultPlan::default()
                },
                ..SimConfig::default()
            };
            ftrouter::sim::run(&mut f, &cfg, |_, _| {}).unwrap()
        };
        let (stored, computed) = (run(Store::Stored), run(Store::Computed));
        assert!(stored.packets.len() > 100, "{spec} {mode}");
        assert_eq!(stored.packets, computed.packets, "{spec} {mode} {faults}");
    }
}
