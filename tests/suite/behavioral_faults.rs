//! The behavioral flow model under faults during the run (docs/faults-during-operation.md,
//! "The behavioral model"): the same ledger as the kernel's in every mode, the same refusals,
//! and after the reconfiguration the same accepted throughput as the cycle model.

use crate::common;
use crate::common::ftrouter;
use crate::faults_during_run::{
    DYNAMIC_MODES, EVERY_MODE, EVERY_MODE_CASES, check_ledger, config, random_case,
};
use ftrouter::behavioral::{self, BehavioralConfig};
use ftrouter::routing::table::Mode;
use ftrouter::topology::FaultSchedule;
use ftrouter::workload::{FaultPlan, Reconfigure, SimConfig, SimResult};

/// The flow model's run of `faults_during_run::run_with`'s case.
fn run(
    topo: &str,
    mode: Mode,
    vcs: usize,
    events: &[&str],
    policy: Reconfigure,
    retransmit: Option<u64>,
) -> ftrouter::Result<SimResult> {
    let net = common::fault_free(topo);
    let fabric = common::fabric(&net, mode, vcs, 8, 4);
    let cfg = config(&net, 0.3, events, policy, retransmit)?;
    let bcfg = BehavioralConfig::matching(fabric.params());
    behavioral::run(fabric.network(), fabric.tables(), &cfg, &bcfg)
}

/// With `--retransmit`, only packets whose source router failed stay lost, and every
/// retransmission is counted.
fn check_retransmit(label: &str, result: &SimResult) {
    let report = result.stats.faults_during_run.as_ref().unwrap();
    let topo: ftrouter::topology::Topology = result.stats.topology.parse().unwrap();
    for p in result.packets.iter().filter(|p| p.lost.is_some()) {
        let src = format!("node:{}", topo.format_node(p.src));
        assert!(
            result.stats.faults.contains(&src),
            "{label}: lost though its source stands: {p:?}"
        );
    }
    let resent: u32 = result.packets.iter().map(|p| p.retransmissions).sum();
    assert_eq!(u64::from(resent), report.packets_retransmitted, "{label}");
    assert!(
        resent > 0,
        "{label}: a fault at 0.3 loses something to resend"
    );
}

/// Every mode, a link fault then a router fault, drained; without and with `--retransmit`:
/// every packet ends one way, the counts match the JSON, nothing is lost after the last
/// reload, and (conservation) the kernel's assertion holds in the flow model too.
#[test]
fn flow_model_ledger_in_every_mode_with_drain() {
    for (topo, mode, vcs) in EVERY_MODE_CASES {
        let events = ["600:random:links=1", "900:random:nodes=1"];
        for retransmit in [None, Some(100)] {
            let label = format!("behavioral {mode} on {topo}, retransmit {retransmit:?}");
            let result = run(topo, mode, vcs, &events, Reconfigure::Drain, retransmit)
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            check_ledger(&label, topo, &result);
            let report = result.stats.faults_during_run.as_ref().unwrap();
            match retransmit {
                None => assert!(
                    report.packets_lost_in_fault > 0
                        && report.events.iter().any(|e| e.packets_sunk > 0),
                    "{label}: a fault at 0.3 flits/node/cycle catches something: {report:?}"
                ),
                Some(_) => check_retransmit(&label, &result),
            }
        }
    }
}

/// `dynamic` where the kernel accepts it: one router per cycle, the ledger exact; refused for
/// the ring modes with the kernel's words.
#[test]
fn flow_model_dynamic_where_safe_and_refused_where_rings_move() {
    for (topo, mode, vcs) in EVERY_MODE_CASES {
        let events = ["600:random:links=1", "1200:random:links=1"];
        let label = format!("behavioral {mode} dynamic on {topo}");
        if !DYNAMIC_MODES.contains(&mode) {
            let events = ["600:link:1.1-1.2"];
            if !topo.starts_with("torus") {
                continue;
            }
            let Err(e) = run(topo, mode, vcs, &events, Reconfigure::Dynamic, None) else {
                panic!("{label}: a dynamic change of the escape rings was accepted");
            };
            let text = e.to_string();
            assert!(
                text.contains("600:link:1.1-1.2")
                    && text.contains("escape ring")
                    && text.contains("--reconfigure drain"),
                "{label}: {text}"
            );
            continue;
        }
        for retransmit in [None, Some(100)] {
            let result = run(topo, mode, vcs, &events, Reconfigure::Dynamic, retransmit)
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            check_ledger(&label, topo, &result);
            let routers = common::fault_free(topo).num_healthy() as u64;
            for e in &result.stats.faults_during_run.as_ref().unwrap().events {
                let (start, end) = (
                    e.reconfiguration_started.unwrap(),
                    e.reconfiguration_finished.unwrap(),
                );
                // Staged (one write per table word), then one router commits per cycle.
                let net = common::fault_free(topo);
                let words = ftrouter::router::params::table_port_writes(
                    net.num_nodes(),
                    net.num_ports(),
                    vcs,
                ) as u64;
                assert_eq!(
                    end - start,
                    words + routers + 1,
                    "{label}: one router per cycle: {e:?}"
                );
            }
        }
    }
}

/// The after-reconfiguration tolerance of `after_reconfiguration_throughput_*`: measured
/// differences are at most 0.15% (torus:8x8, bubble, duato and dor, seeds 1 to 3, at 0.8 of
/// the fault-free saturation).
const AFTER_TOLERANCE: f64 = 0.02;

/// Accepted throughput in the `after` phase of a run.
fn after(result: &SimResult) -> f64 {
    let report = result.stats.faults_during_run.as_ref().unwrap();
    let phases = report.phases.as_ref().expect("the fault struck");
    phases.after.accepted_flits_per_node_cycle.unwrap()
}

/// torus:8x8 at 0.8 of its fault-free saturation (docs/faults-during-operation.md, "The
/// fault-recovery experiment": bubble 0.5469, dor 0.3750), link 3.3-3.4 failing at cycle
/// 2,000: after the reload the flow model accepts what the cycle model accepts, within 2%.
#[test]
fn after_reconfiguration_throughput_matches_the_cycle_model_on_torus_8x8() {
    for (mode, rate, policy) in [
        (Mode::Bubble, 0.4375, Reconfigure::Drain),
        (Mode::Dor, 0.3, Reconfigure::Drain),
        (Mode::Dor, 0.3, Reconfigure::Dynamic),
    ] {
        let net = common::fault_free("torus:8x8");
        let items = vec!["2000:link:3.3-3.4".to_string()];
        let schedule = FaultSchedule::parse(&net.topo, net.faults.clone(), &items, 1).unwrap();
        let cfg = SimConfig {
            rate,
            warmup: 1_000,
            cycles: 5_000,
            seed: 2,
            faults: FaultPlan {
                events: schedule.events,
                detection_delay: 100,
                reconfigure: policy,
                retransmit: None,
            },
            ..SimConfig::default()
        };
        let mut fabric = common::fabric(&net, mode, 2, 8, 4);
        let bcfg = BehavioralConfig::matching(fabric.params());
        let flow = behavioral::run(fabric.network(), fabric.tables(), &cfg, &bcfg).unwrap();
        let cycle = ftrouter::sim::run(&mut fabric, &cfg, |_, _| {}).unwrap();
        let (c, b) = (after(&cycle), after(&flow));
        assert!(
            (b - c).abs() <= AFTER_TOLERANCE * c,
            "{mode} {policy}: after the reload cycle {c}, behavioral {b}"
        );
        // Dor cannot go around the link: it accepts less than before the fault.
        let before = |r: &SimResult| {
            let p = r.stats.faults_during_run.as_ref().unwrap();
            p.phases
                .as_ref()
                .unwrap()
                .before
                .accepted_flits_per_node_cycle
                .unwrap()
        };
        if mode == Mode::Dor {
            assert!(b < before(&flow) && c < before(&cycle), "{mode}: {b} {c}");
        }
    }
}

/// `sim --model behavioral --fault-at` from the command line: the JSON's report and the CSV's
/// `lost_in_fault@CYCLE` lines agree; the ideal model refuses `--fault-at`, saying why.
#[test]
fn cli_behavioral_model_with_a_fault_during_the_run() {
    let dir = common::scratch("behavioral_faults", "cli");
    let csv = dir.join("p.csv");
    let base = [
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--rate",
        "0.3",
        "--warmup",
        "200",
        "--cycles",
        "3000",
        "--fault-at",
        "1000:link:1.1-1.2",
        "--fault-at",
        "2000:node:2.2",
        "--model",
        "behavioral",
    ];
    let mut args = base.to_vec();
    args.extend(["--json", "--packets-out", csv.to_str().unwrap()]);
    let out = ftrouter(&args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let report = &json["faults_during_run"];
    let csv = std::fs::read_to_string(&csv).unwrap();
    let status = |s: &str| csv.lines().filter(|l| l.ends_with(s)).count();
    let lost = status("lost_in_fault@1000") + status("lost_in_fault@2000");
    assert!(lost > 0, "{csv:.400}");
    assert_eq!(report["packets_lost_in_fault"].as_u64(), Some(lost as u64));
    assert_eq!(
        json["packets_undeliverable"].as_u64(),
        Some(status(",undeliverable") as u64)
    );
    for phase in ["before", "during", "after"] {
        assert!(report["phases"][phase]["accepted_flits_per_node_cycle"].is_number());
    }
    assert!(report["events"][1]["reconfiguration_finished"].is_u64());
    let mut ideal = base.to_vec();
    ideal.extend(["--behavioral", "ideal"]);
    let out = ftrouter(&ideal);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--fault-at") && stderr.contains("no buffers or links that could fail"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The library refuses the ideal model with fault events too (crossval reaches it there).
#[test]
fn ideal_model_refuses_faults_during_the_run() {
    let net = common::fault_free("torus:4x4");
    let fabric = common::fabric(&net, Mode::Dor, 2, 8, 4);
    let cfg = config(&net, 0.1, &["100:link:1.1-1.2"], Reconfigure::Drain, None).unwrap();
    let bcfg = BehavioralConfig::matching(fabric.params()).with_model(behavioral::Model::Ideal);
    let Err(e) = behavioral::run(fabric.network(), fabric.tables(), &cfg, &bcfg) else {
        panic!("the ideal model ran a fault schedule");
    };
    assert!(e.to_string().contains("--behavioral flow"), "{e}");
}

/// `crossval --fault-at`: both models run the schedule at every rate and the JSON carries the
/// after-reconfiguration comparison, judged below 0.8 of saturation; the exact checks that
/// depend on which packets a fault catches are left out.
#[test]
fn crossval_with_a_fault_compares_throughput_after_reconfiguration() {
    let out = ftrouter(&[
        "crossval",
        "--topology",
        "torus:4x4",
        "--routing",
        "duato",
        "--vcs",
        "3",
        "--rates",
        "0.1:0.3:0.1",
        "--warmup",
        "500",
        "--cycles",
        "3000",
        "--fault-at",
        "1500:link:1.1-1.2",
        "--detection-delay",
        "50",
        "--retransmit",
        "100",
        "--json",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let checks = json["checks"].as_array().unwrap();
    let names: Vec<&str> = checks.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert!(!names.contains(&"same_delivered_set"), "{names:?}");
    let after = checks
        .iter()
        .find(|c| c["name"] == "throughput_after_reconfiguration")
        .expect("the after-reconfiguration check");
    assert_eq!(after["pass"], true, "{after}");
    assert!(after["detail"].as_str().unwrap().contains("2% of cycle"));
    for row in json["rows"].as_array().unwrap() {
        let (c, b) = (
            row["cycle"]["after_reconfiguration"].as_f64().unwrap(),
            row["behavioral"]["after_reconfiguration"].as_f64().unwrap(),
        );
        assert!((b - c).abs() <= 0.02 * c, "{row}");
        // Below saturation: what is offered, less the packets duato's escape (dimension
        // order) cannot route around the failed link.
        let rate = row["rate"].as_f64().unwrap();
        assert!(c > 0.85 * rate && c < 1.05 * rate, "{row}");
    }
    assert_eq!(json["verdict"], "pass");
    let notes = json["notes"].to_string();
    assert!(notes.contains("1500:link:1.1-1.2") && notes.contains("--retransmit 100"));
}

/// crossval refuses what the models refuse with a fault schedule: a dynamic change of the
/// escape rings, the ideal model, and the fault options without a fault.
#[test]
fn crossval_refuses_what_the_models_refuse_with_faults() {
    let base = [
        "crossval",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--rates",
        "0.1:0.1:0.1",
        "--warmup",
        "500",
        "--cycles",
        "2000",
    ];
    for (extra, needle) in [
        (
            &["--fault-at", "600:link:1.1-1.2", "--reconfigure", "dynamic"][..],
            "--reconfigure drain",
        ),
        (
            &["--fault-at", "600:link:1.1-1.2", "--behavioral", "ideal"][..],
            "does not model faults during the run",
        ),
        (
            &["--retransmit", "100"][..],
            "--retransmit needs a fault during the run",
        ),
    ] {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        let out = ftrouter(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
}

/// `runs` random cases per mode under `policy` (the kernel's `random_case`: tori, hypercubes
/// and MH networks of random size, one to three link or router events, rates up to past
/// saturation) in the flow model: each ends with the watchdog silent and the ledger exact.
fn random_runs(modes: &[Mode], policy: Reconfigure, runs: usize) {
    use rand::SeedableRng;
    for &mode in modes {
        let mut rng = rand::rngs::StdRng::seed_from_u64(0xB17 + mode as u64);
        for k in 0..runs {
            let (topo, vcs, rate, events) = random_case(mode, &mut rng);
            let events: Vec<&str> = events.iter().map(String::as_str).collect();
            let label =
                format!("run {k}: behavioral {mode} {policy} on {topo} at {rate:.3}, {events:?}");
            let net = common::fault_free(&topo);
            let fabric = common::fabric(&net, mode, vcs, 8, 4);
            let retransmit = (k % 2 == 1).then_some(100);
            let cfg = SimConfig {
                rate,
                ..config(&net, rate, &events, policy, retransmit).unwrap()
            };
            let bcfg = BehavioralConfig::matching(fabric.params());
            let result = behavioral::run(fabric.network(), fabric.tables(), &cfg, &bcfg)
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            check_ledger(&label, &topo, &result);
        }
    }
}

#[test]
fn random_fault_runs_in_the_flow_model_end_without_deadlock() {
    random_runs(&EVERY_MODE, Reconfigure::Drain, 10);
    random_runs(&DYNAMIC_MODES, Reconfigure::Dynamic, 10);
}

/// 200 runs per mode and policy, as the kernel's (testbench/run-all.sh).
#[test]
#[ignore]
fn two_hundred_random_fault_runs_per_mode_in_the_flow_model() {
    random_runs(&EVERY_MODE, Reconfigure::Drain, 200);
    random_runs(&DYNAMIC_MODES, Reconfigure::Dynamic, 200);
}
