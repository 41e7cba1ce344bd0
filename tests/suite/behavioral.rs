//! The behavioral model (src/behavioral) against the cycle model (src/sim) and against
//! independent evidence: topology distances, the DOR next-hop function walked by hand, and
//! the zero-load formula (routers * (S + 1) + L - 1) of docs/architecture.md, "Three models
//! and their agreement".

use crate::common;

use common::network;
use ftrouter::behavioral::{self, BehavioralConfig, Model};
use ftrouter::crossval::{self, run_cycle_traced};
use ftrouter::fabric::Fabric;
use ftrouter::router::Switching;
use ftrouter::router::params::RouterParams;
use ftrouter::routing::dor::dor_port;
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::topology::{Network, NodeId};
use ftrouter::workload;
use ftrouter::workload::traffic::TraceRecord;
use ftrouter::workload::{PacketRecord, Pattern, SimConfig};

/// Wormhole for DOR (2 VCs), virtual cut-through for bubble (room for 2 packets).
fn params(net: &Network, mode: Mode) -> RouterParams {
    common::params(&common::tables(net, mode), 2, 8, 4)
}

fn fabric(net: &Network, mode: Mode) -> Fabric {
    common::fabric(net, mode, 2, 8, 4)
}

fn config(pattern: Pattern, rate: f64, cycles: u64) -> SimConfig {
    SimConfig {
        pattern,
        rate,
        warmup: 200,
        cycles,
        seed: 7,
        ..SimConfig::default()
    }
}

/// What a packet is, independent of how the network treated it.
fn identity(p: &PacketRecord) -> (u32, NodeId, NodeId, usize, u64, bool, bool) {
    (
        p.id,
        p.src,
        p.dst,
        p.flits,
        p.created,
        p.measured,
        p.undeliverable,
    )
}

#[test]
fn same_packets_as_the_cycle_model() {
    let cases = [
        ("torus:4x4", "", Mode::Dor, Pattern::Uniform),
        ("torus:4x4", "", Mode::Bubble, Pattern::Transpose),
        (
            "torus:4x4",
            "",
            Mode::Dor,
            Pattern::Hotspot {
                node: NodeId::new(5),
                fraction: 0.3,
                self_too: false,
            },
        ),
        // Faults: a dead router is skipped by the draws, DOR pairs through it undeliverable.
        ("torus:4x4", "node:0.1", Mode::Dor, Pattern::Uniform),
        ("hypercube:4", "", Mode::Bubble, Pattern::Uniform),
    ];
    for (topo, faults, mode, pattern) in cases {
        let net = network(topo, faults);
        let cfg = config(pattern.clone(), 0.2, 1500);
        let cycle = sim::run(&mut fabric(&net, mode), &cfg, |_, _| {}).unwrap();
        let tables = compile(&net, mode).unwrap();
        let bcfg = BehavioralConfig::matching(&params(&net, mode));
        let behav = behavioral::run(&net, &tables, &cfg, &bcfg).unwrap();
        let a: Vec<_> = cycle.packets.iter().map(identity).collect();
        let b: Vec<_> = behav.packets.iter().map(identity).collect();
        assert!(
            a.len() > 500,
            "{topo} {pattern:?}: only {} packets",
            a.len()
        );
        assert_eq!(a, b, "{topo} {faults} {mode} {pattern:?}");
        if !faults.is_empty() {
            assert!(
                a.iter().any(|p| p.6),
                "{topo} {faults}: want undeliverable packets"
            );
        }
        // Below saturation both deliver every deliverable packet.
        let delivered =
            |r: &workload::SimResult| r.packets.iter().filter(|p| p.delivered.is_some()).count();
        assert_eq!(delivered(&cycle), delivered(&behav), "{topo} {mode}");
        assert_eq!(behav.stats.packets_in_flight, 0);
        assert!(!cycle.stats.deadlock);
    }
}

/// One packet per ordered pair, each alone in the network.
fn isolated_trace(net: &Network, gap: u64) -> Vec<TraceRecord> {
    let nodes: Vec<NodeId> = net.healthy_nodes().collect();
    let pairs = nodes
        .iter()
        .flat_map(|&s| nodes.iter().map(move |&d| (s, d)))
        .filter(|(s, d)| s != d);
    pairs
        .enumerate()
        .map(|(i, (source, dest))| TraceRecord {
            cycle: i as u64 * gap,
            source,
            dest,
            flits: 4,
            more: Vec::new(),
        })
        .collect()
}

#[test]
fn zero_load_latency_is_exact() {
    for topo in ["torus:4x4", "hypercube:4", "mh:3x2"] {
        for mode in [Mode::Dor, Mode::Bubble] {
            let net = network(topo, "");
            let p = params(&net, mode);
            let per_hop = p.per_hop();
            assert_eq!(per_hop, p.stages as u64 + 1);
            let gap = 20 * per_hop;
            let trace = isolated_trace(&net, gap);
            let count = trace.len();
            let cfg = SimConfig {
                warmup: 0,
                cycles: count as u64 * gap,
                ..config(Pattern::Trace(trace), 0.0, 0)
            };
            let cycle = sim::run(&mut fabric(&net, mode), &cfg, |_, _| {}).unwrap();
            let tables = compile(&net, mode).unwrap();
            let behav =
                behavioral::run(&net, &tables, &cfg, &BehavioralConfig::matching(&p)).unwrap();
            assert_eq!(cycle.packets.len(), count);
            for (a, b) in cycle.packets.iter().zip(&behav.packets) {
                // Minimal routes: the head crosses distance + 1 routers (the last ejects).
                let routers = net.topo.distance(a.src, a.dst) as u64 + 1;
                let want = routers * per_hop + 3;
                let la = a.delivered.unwrap() - a.created;
                let lb = b.delivered.unwrap() - b.created;
                assert_eq!(
                    (la, lb),
                    (want, want),
                    "{topo} {mode} {} -> {}",
                    net.topo.format_node(a.src),
                    net.topo.format_node(a.dst)
                );
                assert_eq!((a.hops as u64, b.hops as u64), (routers, routers));
            }
        }
    }
}

#[test]
fn per_hop_delay_scales_zero_load_latency() {
    // A deeper pipeline (S = 7) in both models: still routers * (S + 1) + L - 1.
    let net = network("torus:4x4", "");
    let mut p = params(&net, Mode::Dor);
    p.stages = 7;
    let trace = vec![TraceRecord {
        cycle: 3,
        source: net.topo.parse_node("0.0").unwrap(),
        dest: net.topo.parse_node("2.1").unwrap(),
        flits: 4,
        more: Vec::new(),
    }];
    let cfg = SimConfig {
        warmup: 0,
        ..config(Pattern::Trace(trace), 0.0, 100)
    };
    let cycle = sim::run(
        &mut Fabric::build(net.clone(), p.clone()).unwrap(),
        &cfg,
        |_, _| {},
    )
    .unwrap();
    let tables = compile(&net, Mode::Dor).unwrap();
    let behav = behavioral::run(&net, &tables, &cfg, &BehavioralConfig::matching(&p)).unwrap();
    let want = Some(3 + 4 * 8 + 3);
    assert_eq!(cycle.packets[0].delivered, want);
    assert_eq!(behav.packets[0].delivered, want);
}

/// The DOR path from src to dst, by walking the next-hop function.
fn dor_walk(net: &Network, src: NodeId, dst: NodeId) -> Vec<NodeId> {
    let mut path = vec![src];
    let mut v = src;
    while v != dst {
        v = net.link(v, dor_port(&net.topo, v, dst).unwrap()).unwrap();
        path.push(v);
    }
    path
}

#[test]
fn dor_paths_match_the_cycle_model_under_load() {
    let net = network("torus:4x4", "");
    let cfg = config(Pattern::Uniform, 0.3, 1500);
    let (cycle, cycle_paths) = run_cycle_traced(&mut fabric(&net, Mode::Dor), &cfg, true).unwrap();
    let tables = compile(&net, Mode::Dor).unwrap();
    let bcfg = BehavioralConfig::matching(&params(&net, Mode::Dor));
    let (behav, behav_paths) = behavioral::run_traced(&net, &tables, &cfg, &bcfg, true).unwrap();
    assert_eq!(cycle.packets.len(), behav.packets.len());
    assert!(cycle.packets.len() > 1000);
    for (p, (a, b)) in cycle
        .packets
        .iter()
        .zip(cycle_paths.iter().zip(&behav_paths))
    {
        let want = dor_walk(&net, p.src, p.dst);
        assert_eq!(a, &want, "cycle model, packet {}", p.id);
        assert_eq!(b, &want, "behavioral model, packet {}", p.id);
    }
    // Load shows: some packets waited beyond zero load in both models.
    let waited = |r: &workload::SimResult, per_hop: u64| {
        r.packets
            .iter()
            .filter(|p| p.delivered.unwrap() - p.created > p.hops as u64 * per_hop + 3)
            .count()
    };
    assert!(waited(&cycle, bcfg.per_hop) > 0);
    assert!(waited(&behav, bcfg.per_hop) > 0);
}

#[test]
fn behavioral_channels_carry_one_flit_per_cycle() {
    // Two packets from one source to the same neighbour, created together: the second
    // waits L cycles for the injection line, then follows at the same per-hop delay.
    let net = network("torus:4x4", "");
    let (s, d) = (0, 1);
    let trace = (0..2)
        .map(|_| TraceRecord {
            cycle: 0,
            source: NodeId::new(s),
            dest: NodeId::new(d),
            flits: 4,
            more: Vec::new(),
        })
        .collect();
    let cfg = SimConfig {
        warmup: 0,
        ..config(Pattern::Trace(trace), 0.0, 50)
    };
    let tables = compile(&net, Mode::Dor).unwrap();
    for model in [Model::Ideal, Model::Flow] {
        let bcfg = BehavioralConfig {
            per_hop: 6,
            packet_len: 4,
            model,
            ..BehavioralConfig::default()
        };
        let behav = behavioral::run(&net, &tables, &cfg, &bcfg).unwrap();
        let delivered: Vec<u64> = behav.packets.iter().map(|p| p.delivered.unwrap()).collect();
        if model == Model::Ideal {
            assert_eq!(delivered, vec![2 * 6 + 3, 2 * 6 + 3 + 4]);
        } else {
            // The flow model also times the second head's RC and VA behind the first tail,
            // as the cycle model's input VC does.
            let cycle = sim::run(&mut fabric(&net, Mode::Dor), &cfg, |_, _| {}).unwrap();
            let want: Vec<u64> = cycle.packets.iter().map(|p| p.delivered.unwrap()).collect();
            assert_eq!(delivered, want, "{model:?}");
        }
        assert_eq!(behav.stats.cycles, 50);
    }
}

#[test]
fn multicast_is_refused_not_misrouted() {
    let net = network("mh:3x2", "");
    let tables = compile(&net, Mode::MhUd).unwrap();
    let cfg = config(Pattern::Multicast { count: 3 }, 0.1, 100);
    assert!(behavioral::run(&net, &tables, &cfg, &BehavioralConfig::default()).is_err());
}

#[test]
fn crossval_torus_dor_passes() {
    let net = network("torus:4x4", "");
    let p = params(&net, Mode::Dor);
    let cfg = SimConfig {
        warmup: 500,
        cycles: 3000,
        seed: 3,
        ..SimConfig::default()
    };
    let report = crossval::crossval(&net, Mode::Dor, &p, &cfg, &[0.05, 0.15, 0.25, 0.8]).unwrap();
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["rows"].as_array().unwrap().len(), 4);
    for key in ["rate", "cycle", "behavioral", "analytic"] {
        assert!(json["rows"][0].get(key).is_some(), "row key {key}");
    }
    let names: Vec<&str> = report.checks.iter().map(|c| c.name.as_str()).collect();
    for want in [
        "same_packet_set",
        "same_delivered_set",
        "same_paths_deterministic",
        "zero_load_latency_exact",
        "mean_latency_below_saturation",
        "peak_throughput",
    ] {
        assert!(names.contains(&want), "missing check {want}: {names:?}");
    }
    assert_exact_checks_pass(&report);
    // The quantitative checks state their tolerances; the verdict is their conjunction
    // (the tolerances themselves are tested on synthetic rows in src/crossval/checks.rs).
    for c in &report.checks {
        if c.name == "mean_latency_below_saturation" || c.name == "peak_throughput" {
            assert!(c.detail.contains("tolerance"), "{c:?}");
        }
    }
    let all = report.checks.iter().all(|c| c.pass);
    assert_eq!(report.verdict, if all { "pass" } else { "fail" });
    // DOR on a torus is not in paper 002's model (Duato): no analytic column.
    assert!(report.rows.iter().all(|r| r.analytic.is_none()));
}

#[test]
fn crossval_duato_has_the_analytic_model() {
    let net = network("torus:4x4", "");
    let tables = compile(&net, Mode::Duato).unwrap();
    let p = RouterParams::new(&tables, 3, 8, 4, Switching::Wormhole);
    let cfg = SimConfig {
        warmup: 500,
        cycles: 2000,
        ..SimConfig::default()
    };
    let report = crossval::crossval(&net, Mode::Duato, &p, &cfg, &[0.05, 0.1, 0.8]).unwrap();
    for row in &report.rows[..2] {
        let a = row.analytic.as_ref().expect("duato on a k-ary n-cube");
        // Its rise above zero load is positive and small at light load.
        let zero_cycle = row.cycle.latency.unwrap();
        let la = a.latency.unwrap();
        assert!(
            (la - zero_cycle).abs() < 3.0,
            "rate {}: {la} vs {zero_cycle}",
            row.rate
        );
    }
    let check = report
        .checks
        .iter()
        .find(|c| c.name == "analytic_latency_below_saturation")
        .unwrap();
    assert!(check.pass, "{check:?}");
    // Above its saturation the model gives no latency.
    assert!(report.rows[2].analytic.as_ref().unwrap().latency.is_none());
}

#[test]
fn crossval_with_faults_uses_the_deliverable_load() {
    let net = network("torus:4x4", "node:0.1,node:2.3");
    let p = params(&net, Mode::Dor);
    let cfg = SimConfig {
        warmup: 500,
        cycles: 3000,
        ..SimConfig::default()
    };
    let report = crossval::crossval(&net, Mode::Dor, &p, &cfg, &[0.05, 0.15, 0.8]).unwrap();
    // DOR through two dead routers: some pairs are undeliverable, so less is deliverable.
    for row in &report.rows {
        assert!(row.deliverable_rate < 0.95 * row.rate, "{row:?}");
    }
    assert_exact_checks_pass(&report);
}

/// The checks that need no tolerance: same packets, same delivered set, same paths under
/// DOR, exact zero-load latency.
fn assert_exact_checks_pass(report: &crossval::CrossvalReport) {
    for c in &report.checks {
        if matches!(
            c.name.as_str(),
            "same_packet_set"
                | "same_delivered_set"
                | "same_paths_deterministic"
                | "zero_load_latency_exact"
        ) {
            assert!(c.pass, "{c:?}");
        }
    }
}
