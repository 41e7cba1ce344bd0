//! `sim --flows source|pair`: the flow table against independent evidence — the per-packet
//! CSV of the same run regrouped by hand, the run's global figures it must add up to, and
//! the destinations a permutation traffic gives each source.

use crate::common::{assert_bad_input, ftrouter_ok, json_of, num, scratch};
use serde_json::Value;
use std::collections::BTreeMap;

const WARMUP: u64 = 300;
const CYCLES: u64 = 1500;

/// `sim` on a 4x4 torus under DOR at 0.25 with `extra` options, as arguments.
fn sim(extra: &[&str]) -> Vec<String> {
    let (w, c) = (WARMUP.to_string(), CYCLES.to_string());
    let base = [
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--rate",
        "0.25",
        "--warmup",
        &w,
        "--cycles",
        &c,
        "--seed",
        "5",
        "--quiet",
    ];
    base.iter().chain(extra).map(|s| s.to_string()).collect()
}

fn run_json(args: &[String]) -> Value {
    json_of(args, &ftrouter_ok(args))
}

/// One packet of the per-packet CSV.
struct Packet {
    src: String,
    dst: String,
    flits: u64,
    created: u64,
    injected: Option<u64>,
    delivered: Option<u64>,
    hops: u64,
    status: String,
}

fn packets(path: &std::path::Path) -> Vec<Packet> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("id,src,dst,flits,created,injected,delivered,latency,hops,status")
    );
    let opt = |s: &str| (!s.is_empty()).then(|| s.parse::<u64>().unwrap());
    lines
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            Packet {
                src: f[1].into(),
                dst: f[2].into(),
                flits: f[3].parse().unwrap(),
                created: f[4].parse().unwrap(),
                injected: opt(f[5]),
                delivered: opt(f[6]),
                hops: f[8].parse().unwrap(),
                status: f[9].into(),
            }
        })
        .collect()
}

/// A measured packet by the rule of the global statistics: created in the measurement
/// window, delivered.
fn measured(p: &Packet) -> bool {
    p.status == "delivered" && p.created >= WARMUP && p.created < WARMUP + CYCLES
}

/// A flow row's key: source address, and destination address for pairs.
fn key(row: &Value) -> (String, String) {
    let s = |k: &str| row[k].as_str().unwrap_or("").to_string();
    (s("src_address"), s("dst_address"))
}

/// Per pair from the CSV: (packets, latency sum, latency max, hops sum) of the measured
/// packets.
fn regrouped(ps: &[Packet]) -> BTreeMap<(String, String), (u64, u64, u64, u64)> {
    let mut by: BTreeMap<(String, String), (u64, u64, u64, u64)> = BTreeMap::new();
    for p in ps.iter().filter(|p| measured(p)) {
        let lat = p.delivered.unwrap() - p.created;
        let e = by.entry((p.src.clone(), p.dst.clone())).or_default();
        *e = (e.0 + 1, e.1 + lat, e.2.max(lat), e.3 + p.hops);
    }
    by
}

/// Flits of `p` its destination took in the measurement window, for a model that ejects a
/// packet's flits on consecutive cycles ending at its tail's (the behavioral models).
fn window_flits(p: &Packet) -> u64 {
    let Some(d) = p.delivered.filter(|_| p.status == "delivered") else {
        return 0;
    };
    let lo = (d + 1 - p.flits).max(WARMUP);
    let hi = (d + 1).min(WARMUP + CYCLES);
    hi.saturating_sub(lo)
}

/// Each pair's packets, mean and largest latency and hops are the CSV's measured packets
/// regrouped; its flits are bounded by the packets wholly inside the window and those that
/// overlap it (the cycle model may interleave packets at an interface), and exact where a
/// packet's flits arrive back to back (the behavioral model).
fn check_against_csv(model: &str) {
    let dir = scratch("flows", &format!("csv_{model}"));
    let (pk, fl) = (dir.join("p.csv"), dir.join("f.csv"));
    let args = sim(&[
        "--model",
        model,
        "--flows",
        "pair",
        "--json",
        "--packets-out",
        pk.to_str().unwrap(),
        "--flows-out",
        fl.to_str().unwrap(),
    ]);
    let v = run_json(&args);
    let ps = packets(&pk);
    let by = regrouped(&ps);
    let rows = v["flows"].as_array().unwrap();
    let seen: Vec<_> = rows
        .iter()
        .filter(|r| r["packets"].as_u64() > Some(0))
        .map(key)
        .collect();
    assert_eq!(seen, by.keys().cloned().collect::<Vec<_>>(), "{model}");
    for r in rows {
        let k = key(r);
        let (n, sum, max, hops) = by.get(&k).copied().unwrap_or_default();
        assert_eq!(r["packets"].as_u64(), Some(n), "{model} {k:?}");
        if n > 0 {
            assert!((num(&r["avg_latency"]) - sum as f64 / n as f64).abs() < 1e-9);
            assert_eq!(r["max_latency"].as_u64(), Some(max), "{model} {k:?}");
            assert!((num(&r["avg_hops"]) - hops as f64 / n as f64).abs() < 1e-9);
        }
        let of_flow = ps.iter().filter(|p| (p.src.clone(), p.dst.clone()) == k);
        let flits = r["flits"].as_u64().unwrap();
        if model == "behavioral" {
            assert_eq!(flits, of_flow.map(window_flits).sum::<u64>(), "{k:?}");
        } else {
            let (mut inside, mut overlapping) = (0, 0);
            for p in of_flow {
                let gen_end = WARMUP + CYCLES;
                if p.injected.is_some_and(|i| i >= WARMUP)
                    && p.delivered.is_some_and(|d| d < gen_end)
                {
                    inside += p.flits;
                }
                if p.injected.is_some_and(|i| i < gen_end)
                    && p.delivered.is_none_or(|d| d >= WARMUP)
                {
                    overlapping += p.flits;
                }
            }
            assert!(
                (inside..=overlapping).contains(&flits),
                "{k:?}: {flits} not in {inside}..={overlapping}"
            );
        }
        let tp = flits as f64 / CYCLES as f64;
        assert!((num(&r["accepted_flits_per_cycle"]) - tp).abs() < 1e-12);
    }
    // The CSV file holds the same table.
    let csv = std::fs::read_to_string(&fl).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some(
            "src,src_address,dst,dst_address,packets,avg_latency,max_latency,avg_hops,flits,accepted_flits_per_cycle"
        )
    );
    let lines: Vec<&str> = lines.collect();
    assert_eq!(lines.len(), rows.len());
    for (line, r) in lines.iter().zip(rows) {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(
            (f[1], f[3]),
            (
                r["src_address"].as_str().unwrap(),
                r["dst_address"].as_str().unwrap()
            )
        );
        assert_eq!(f[0].parse::<u64>().ok(), r["src"].as_u64());
        assert_eq!(f[4].parse::<u64>().ok(), r["packets"].as_u64());
        assert_eq!(f[8].parse::<u64>().ok(), r["flits"].as_u64());
    }
}

#[test]
fn the_cycle_models_pair_table_is_its_packet_csv_regrouped() {
    check_against_csv("cycle");
}

#[test]
fn the_behavioral_models_pair_table_is_its_packet_csv_regrouped() {
    check_against_csv("behavioral");
}

/// The flows of a run add up to its global figures: the packet-weighted mean of their mean
/// latencies (and hops) is the run's, the largest of their largest latencies the run's, and
/// their throughputs sum to the run's accepted throughput times its healthy nodes.
#[test]
fn flows_add_up_to_the_global_figures() {
    for (model, by, faults, healthy) in [
        ("cycle", "source", "", 16),
        ("cycle", "pair", "", 16),
        ("cycle", "source", "node:1.1", 15),
        ("behavioral", "source", "", 16),
        ("behavioral", "pair", "node:1.1", 15),
    ] {
        let what = format!("{model} {by} {faults}");
        let v = run_json(&sim(&[
            "--model", model, "--flows", by, "--faults", faults, "--json",
        ]));
        let rows = v["flows"].as_array().unwrap();
        if by == "source" {
            assert_eq!(rows.len(), healthy, "{what}: a row per healthy source");
            assert!(rows.iter().all(|r| r.get("dst").is_none()), "{what}");
        }
        let packets: u64 = rows.iter().map(|r| r["packets"].as_u64().unwrap()).sum();
        assert!(packets > 100, "{what}: {packets}");
        let weighted = |k: &str| {
            rows.iter()
                .filter(|r| !r[k].is_null())
                .map(|r| num(&r[k]) * r["packets"].as_u64().unwrap() as f64)
                .sum::<f64>()
                / packets as f64
        };
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
        assert!(
            close(weighted("avg_latency"), num(&v["avg_latency"])),
            "{what}"
        );
        assert!(close(weighted("avg_hops"), num(&v["avg_hops"])), "{what}");
        let max = rows.iter().filter_map(|r| r["max_latency"].as_u64()).max();
        assert_eq!(max, v["latency_percentiles"]["max"].as_u64(), "{what}");
        let tp: f64 = rows
            .iter()
            .map(|r| num(&r["accepted_flits_per_cycle"]))
            .sum();
        let global = num(&v["accepted_flits_per_node_cycle"]) * healthy as f64;
        assert!(close(tp, global), "{what}: {tp} != {global}");
    }
}

/// Under a permutation every source sends to one destination: transpose's to the node with
/// its coordinates swapped, the diagonal (its fixed points) sending nothing; tornado's to a
/// node of its own, every source once.
#[test]
fn a_permutation_gives_each_source_one_destination() {
    for (traffic, rows_expected) in [("transpose", 12), ("tornado", 16)] {
        let v = run_json(&sim(&["--flows", "pair", "--traffic", traffic, "--json"]));
        let rows = v["flows"].as_array().unwrap();
        assert_eq!(rows.len(), rows_expected, "{traffic}");
        let mut sources: Vec<_> = rows.iter().map(|r| r["src"].as_u64().unwrap()).collect();
        sources.dedup();
        assert_eq!(sources.len(), rows_expected, "{traffic}: a source twice");
        let mut dsts: Vec<_> = rows.iter().map(|r| r["dst"].as_u64().unwrap()).collect();
        dsts.sort_unstable();
        dsts.dedup();
        assert_eq!(dsts.len(), rows_expected, "{traffic}: a destination twice");
        for r in rows {
            let (s, d) = key(r);
            assert_ne!(s, d, "{traffic}");
            if traffic == "transpose" {
                let swapped: Vec<&str> = s.split('.').rev().collect();
                assert_eq!(d, swapped.join("."));
            }
        }
    }
}

/// Without `--flows` the JSON has no `flows` key (the golden files hold such runs).
#[test]
fn without_flows_the_json_has_none() {
    let v = run_json(&sim(&["--json"]));
    assert!(v.get("flows").is_none());
    assert!(v.get("avg_latency").is_some());
}

#[test]
fn flows_where_they_mean_nothing_are_refused_in_one_line() {
    let torus = ["--topology", "torus:4x4", "--routing", "dor"];
    let with = |head: &[&'static str], tail: &[&'static str]| -> Vec<&'static str> {
        head.iter().chain(&torus).chain(tail).copied().collect()
    };
    let cases: Vec<(Vec<&str>, Vec<&str>)> = vec![
        (
            with(&["sim"], &["--flows", "source", "--seeds", "2"]),
            vec!["--flows", "--seeds 2"],
        ),
        (
            with(&["sim"], &["--flows-out", "f.csv"]),
            vec!["--flows-out needs --flows"],
        ),
        (
            with(&["sim"], &["--flows", "sources"]),
            vec!["--flows", "sources"],
        ),
        (
            with(&["sweep", "--rates", "0.1:0.2:0.1"], &["--flows", "source"]),
            vec![r#"unknown option "--flows" for sweep"#],
        ),
        (
            with(&["crossval"], &["--flows", "pair"]),
            vec![r#"unknown option "--flows" for crossval"#],
        ),
        (
            with(&["verilog", "--out", "v"], &["--flows-out", "f.csv"]),
            vec![r#"unknown option "--flows-out" for verilog"#],
        ),
        (
            with(&["cosim"], &["--flows", "pair"]),
            vec![r#"unknown option "--flows" for cosim"#],
        ),
        (
            vec![
                "sim",
                "--topology",
                "mh:2x2",
                "--routing",
                "mh-ud",
                "--traffic",
                "multicast:2",
                "--flows",
                "pair",
            ],
            vec!["--flows pair", "multicast:2", "--flows source"],
        ),
    ];
    for (args, needles) in cases {
        assert_bad_input(&args, &needles);
    }
}

/// The pair table on a large fabric is in the budget: every pair of a 32x32 torus that a
/// packet could join, 256 bytes each, on top of the run's own estimate, and refused beyond
/// it, naming the option.
#[test]
fn the_pair_table_is_in_the_budget() {
    let args = |budget: &'static str, flows: &[&'static str]| -> Vec<&'static str> {
        let base = ["sim", "--topology", "torus:32x32", "--routing", "dor"];
        let tail = ["--cycles", "100000", "--budget-mb", budget];
        base.iter().chain(&tail).chain(flows).copied().collect()
    };
    let estimate = |flows: &[&'static str]| -> u64 {
        let out = crate::common::ftrouter(&args("1", flows));
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        let mb = err
            .split("estimated ")
            .nth(1)
            .and_then(|t| t.split(' ').next());
        mb.and_then(|m| m.parse().ok())
            .unwrap_or_else(|| panic!("{err}"))
    };
    let pairs = (1024u64 * 1024 * 256) >> 20;
    let (without, source, pair) = (
        estimate(&[]),
        estimate(&["--flows", "source"]),
        estimate(&["--flows", "pair"]),
    );
    assert!(source - without <= 1, "{without} {source}");
    assert!((pair - without).abs_diff(pairs) <= 1, "{without} {pair}");
    // Within the budget without the table, beyond it with.
    let budget = (without + pairs / 2).to_string().leak();
    assert_bad_input(
        &args(budget, &["--flows", "pair"]),
        &["--flows pair", "beyond the budget"],
    );
}
