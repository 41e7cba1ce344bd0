//! The parallel fabric step (docs/performance.md, "Threads"): the packet records and the
//! summary of a run are the same on 1, 2, 3 and 7 threads (with faults, bubble, Duato, a
//! hypercube, multicast, faults striking during the run, idle routers stepped or skipped, a
//! reversed evaluation order), and `--threads` refuses what is not a whole number from 1. The
//! fabric's own paths without an I/O probe give the run a probe gives, which sees every edge
//! whole.

use crate::common;
use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::Mode;
use ftrouter::sim;
use ftrouter::topology::FaultSchedule;
use ftrouter::workload::{FaultPlan, Pattern, Reconfigure, SimConfig, SimResult};

/// Thread counts every configuration runs with; the first is the reference.
const THREADS: [usize; 4] = [1, 2, 3, 7];

/// The summary without its wall-clock figures.
fn summary(r: &SimResult) -> serde_json::Value {
    common::results_only(serde_json::to_value(&r.stats).unwrap())
}

/// `make` builds the fabric afresh for each thread count; every router split (one router a
/// thread at least) gives the reference's records and summary.
fn same_on_all_threads(what: &str, make: &dyn Fn() -> Fabric, cfg: &SimConfig) {
    let mut reference: Option<SimResult> = None;
    for threads in THREADS {
        let mut fabric = make();
        fabric.set_min_routers_per_thread(1).unwrap();
        let cfg = SimConfig {
            threads,
            ..cfg.clone()
        };
        let r = sim::run(&mut fabric, &cfg, |_, _| {}).unwrap();
        assert_eq!(fabric.stepping_threads(), threads, "{what}");
        match &reference {
            None => {
                assert!(r.packets.len() > 100, "{what}: too little traffic");
                assert!(r.packets.iter().any(|p| p.delivered.is_some()), "{what}");
                reference = Some(r);
            }
            Some(one) => {
                assert!(
                    one.packets == r.packets,
                    "{what}: records differ on {threads} threads"
                );
                assert_eq!(summary(one), summary(&r), "{what} on {threads} threads");
            }
        }
    }
}

/// An MH(4, 3) fabric under MH-UD with 4 VCs and room for 3 further destinations in a header.
fn multicast_fabric() -> Fabric {
    let mh = common::fault_free("mh:4x3");
    let tables = common::tables(&mh, Mode::MhUd);
    let mut params = RouterParams::new(&tables, 4, 8, 4, Switching::Wormhole);
    params.list_capacity = 3;
    Fabric::with_tables(mh, tables, params).unwrap()
}

fn cfg(rate: f64) -> SimConfig {
    SimConfig {
        rate,
        warmup: 100,
        cycles: 600,
        seed: 4,
        ..SimConfig::default()
    }
}

#[test]
fn static_faults_bubble_duato_hypercube_and_idle_routers() {
    for (spec, faults, mode, rate) in [
        ("torus:8x8", "random:links=5", Mode::Bubble, 0.3),
        ("torus:8x8", "random:nodes=2,links=2", Mode::Duato, 0.4),
        ("hypercube:6", "random:links=4", Mode::Duato, 0.5),
        ("torus:4x4x4", "none", Mode::Dor, 0.9),
    ] {
        let net = common::network(spec, faults);
        let what = format!("{spec} {faults} {mode}");
        let vcs = if mode == Mode::Duato { 3 } else { 2 };
        same_on_all_threads(&what, &|| common::fabric(&net, mode, vcs, 8, 4), &cfg(rate));
    }
    // Every router stepped every cycle, and in reverse order.
    let net = common::fault_free("torus:8x8");
    let stepped = || {
        let mut f = common::fabric(&net, Mode::Dor, 2, 8, 4);
        f.set_skip_idle(false);
        f
    };
    same_on_all_threads("torus:8x8 dor, no skipping", &stepped, &cfg(0.1));
    let reversed = || {
        let mut f = common::fabric(&net, Mode::Bubble, 2, 8, 4);
        f.set_eval_order((0..f.num_nodes()).rev().collect());
        f
    };
    same_on_all_threads("torus:8x8 bubble, reversed", &reversed, &cfg(0.5));
}

#[test]
fn faults_during_the_run_and_multicast() {
    let net = common::fault_free("torus:8x8");
    for (events, policy) in [
        (
            &["300:link:0.0-0.1", "450:node:3.3"][..],
            Reconfigure::Drain,
        ),
        (&["250:link:2.2-2.3"][..], Reconfigure::Dynamic),
    ] {
        let items: Vec<String> = events.iter().map(|e| e.to_string()).collect();
        let schedule = FaultSchedule::parse(&net.topo, net.faults.clone(), &items, 7).unwrap();
        let cfg = SimConfig {
            faults: FaultPlan {
                events: schedule.events,
                detection_delay: 50,
                reconfigure: policy,
                retransmit: Some(200),
            },
            ..cfg(0.2)
        };
        let make = || common::fabric(&net, Mode::Duato, 3, 8, 4);
        same_on_all_threads(&format!("duato {events:?} {policy:?}"), &make, &cfg);
    }
    let multicast = multicast_fabric;
    let cfg = SimConfig {
        pattern: Pattern::Multicast { count: 4 },
        ..cfg(0.05)
    };
    same_on_all_threads("mh:4x3 multicast", &multicast, &cfg);
}

/// One `sim --json` run on torus:32x16 (two threads' worth of routers) with `threads`.
fn sim_json(threads: &str) -> serde_json::Value {
    let out = common::ftrouter(&[
        "sim",
        "--topology",
        "torus:32x16",
        "--faults",
        "random:links=6",
        "--routing",
        "bubble",
        "--rate",
        "0.3",
        "--warmup",
        "50",
        "--cycles",
        "300",
        "--threads",
        threads,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The record names the thread count it was given; the results must not.
    assert_eq!(v["config"]["threads"].to_string(), threads);
    common::results_only(v)
}

#[test]
fn cli_threads_same_summary_and_bad_values_refused() {
    assert_eq!(sim_json("1"), sim_json("2"));
    for bad in ["0", "-1", "two", "1.5", "99999"] {
        let out = common::ftrouter(&[
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--threads",
            bad,
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--threads {bad}: {err}");
        assert!(
            err.contains("--threads") && err.contains(&format!("\"{bad}\"")),
            "--threads {bad}: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
    // cosim replays every edge in order on one thread: the option is refused there.
    let out = common::ftrouter(&[
        "cosim",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--threads",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--threads"));
}

/// Without an I/O probe the fabric takes its own paths: flits and credits latched straight
/// off its calendar, and a router that only credits reach stepping its counters alone
/// (docs/performance.md, "Visiting only the routers that step"). A probe sees every edge
/// whole, through the routers'
/// input wires. Both give the same records and summary, with static faults, faults during
/// the run, bubble, Duato and multicast; the probe counts the credit-only edges it saw, so
/// the runs exercise them.
#[test]
fn whole_edges_under_a_probe_give_the_same_run() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let torus = common::fault_free("torus:8x8");
    let faulty = common::network("torus:8x8", "random:links=4");
    let schedule = FaultSchedule::parse(
        &torus.topo,
        torus.faults.clone(),
        &["300:link:0.0-0.1".to_string()],
        7,
    )
    .unwrap();
    let during = SimConfig {
        faults: FaultPlan {
            events: schedule.events,
            detection_delay: 50,
            reconfigure: Reconfigure::Dynamic,
            retransmit: Some(200),
        },
        ..cfg(0.2)
    };
    let multicast = multicast_fabric;
    let runs: [(&str, &dyn Fn() -> Fabric, SimConfig); 5] = [
        (
            "torus:8x8 dor 0.05",
            &|| common::fabric(&torus, Mode::Dor, 2, 8, 4),
            cfg(0.05),
        ),
        (
            "torus:8x8 dor 0.4",
            &|| common::fabric(&torus, Mode::Dor, 2, 8, 4),
            cfg(0.4),
        ),
        (
            "torus:8x8 bubble, faulty links",
            &|| common::fabric(&faulty, Mode::Bubble, 2, 8, 4),
            cfg(0.3),
        ),
        (
            "torus:8x8 duato, a fault during the run",
            &|| common::fabric(&torus, Mode::Duato, 3, 8, 4),
            during,
        ),
        (
            "mh:4x3 multicast",
            &multicast,
            SimConfig {
                pattern: Pattern::Multicast { count: 4 },
                ..cfg(0.05)
            },
        ),
    ];
    for (what, make, cfg) in runs {
        let plain = sim::run(&mut make(), &cfg, |_, _| {}).unwrap();
        let mut fabric = make();
        let credit_only = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&credit_only);
        fabric.set_io_probe(Some(Box::new(move |_, _, inputs, outputs| {
            let only_credits = inputs.flit_valid == 0
                && inputs.credit_valid != 0
                && outputs.flit_valid == 0
                && outputs.credit_valid == 0;
            seen.fetch_add(usize::from(only_credits), Ordering::Relaxed);
        })));
        let probed = sim::run(&mut fabric, &cfg, |_, _| {}).unwrap();
        assert!(
            credit_only.load(Ordering::Relaxed) > 0,
            "{what}: no edge took credits alone"
        );
        assert!(plain.packets.len() > 100, "{what}: too little traffic");
        assert!(plain.packets == probed.packets, "{what}: records differ");
        assert_eq!(summary(&plain), summary(&probed), "{what}");
    }
}
