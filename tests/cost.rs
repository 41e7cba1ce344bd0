//! Issue 6 item 5: `ftrouter cost`. Storage bits recomputed here from the register widths
//! (independently of `src/cost`), Yosys's cells and transistors checked against facts every
//! synthesis must obey (a flip-flop per stored bit, 16 transistors per flip-flop, more VCs
//! cost more), the gate model held within 30% of Yosys, and bad input refused in one line.

use serde_json::Value;
use std::process::{Command, Output};

fn ftrouter(args: &[&str]) -> Output {
    let bin = std::env::var("FTROUTER_BIN").unwrap_or(env!("CARGO_BIN_EXE_ftrouter").into());
    Command::new(bin).args(args).output().expect("runs")
}

fn json(args: &[&str]) -> Value {
    let out = ftrouter(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Bits to index n things, by search.
fn clog2(n: u64) -> u64 {
    (0..64).find(|&b| 1u64 << b >= n).unwrap()
}

fn block<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["block"] == name)
        .unwrap_or_else(|| panic!("no block {name}"))
}

fn int(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

/// The router: a 2-D torus (P = 4 network ports + local), 2 VCs, 8-flit buffers,
/// 64-bit flits.
const ROUTER: [&str; 12] = [
    "cost",
    "--topology",
    "torus:8x8",
    "--routing",
    "bubble",
    "--vcs",
    "2",
    "--depth",
    "8",
    "--flit-width",
    "64",
    "--json",
];

/// Storage bits of every block from the register widths the router's files document.
fn expected_storage(
    p: u64,
    v: u64,
    d: u64,
    data: u64,
    nodes: u64,
    bubble: bool,
) -> Vec<(&'static str, u64)> {
    let n = (p + 1) * v;
    // Flit: head, tail, VC (at least 1 bit), data.
    let flit = 2 + clog2(v).max(1) + data;
    // Routing word: adaptive mask, escape valid, escape port, escape class (bubble: one class).
    let classes = if bubble { 1 } else { 2 };
    let word = p + 1 + clog2(p) + clog2(classes);
    // Per input VC: state 2, route register (word, bubble row, eject, from_escape), VA
    // countdown (5 stages: 0 bits), refusals 4, output port, output VC, absorb; per output VC
    // the owner (valid + input VC).
    let vc_state =
        n * (2 + word + clog2(p + 1) + 2 + 4 + clog2(p + 1) + clog2(v) + 1) + n * (1 + clog2(n));
    vec![
        (
            "input_buffers",
            n * (d * flit + 2 * clog2(d) + clog2(d + 1)),
        ),
        ("vc_state", vc_state),
        ("routing_table", nodes * word),
        ("bubble_table", if bubble { (p + 1) * p } else { 0 }),
        ("vc_allocator", n * clog2(n)),
        ("switch_allocator", (p + 1) * (clog2(v) + clog2(p + 1))),
        ("crossbar", (p + 1) * (flit + 1)),
        ("credit_counters", p * v * clog2(d + 1)),
    ]
}

#[test]
fn storage_bits_follow_the_register_widths() {
    for (routing, bubble) in [("bubble", true), ("dor", false)] {
        let mut args = ROUTER.to_vec();
        args[4] = routing;
        let r = json(&args);
        let want = expected_storage(4, 2, 8, 64, 64, bubble);
        let mut total = 0;
        for (name, bits) in &want {
            assert_eq!(
                int(&block(&r, name)["storage_bits"]),
                *bits,
                "{routing} {name}"
            );
            assert!(
                block(&r, name)["yosys_cells"].is_null(),
                "no Yosys without --yosys"
            );
            total += bits;
        }
        assert_eq!(r["blocks"].as_array().unwrap().len(), want.len());
        assert_eq!(int(&r["totals"]["storage_bits"]), total);
        assert!(r["totals"]["yosys_cells"].is_null());
    }
    // Paper 003: the bubble-check table is p^2 + p bits, p the network ports: 3-D torus too.
    let r = json(&[
        "cost",
        "--topology",
        "torus:4x4x4",
        "--routing",
        "bubble",
        "--json",
    ]);
    assert_eq!(int(&block(&r, "bubble_table")["storage_bits"]), 6 * 6 + 6);
}

#[test]
fn yosys_measures_every_block_and_more_vcs_cost_more() {
    let mut args = ROUTER.to_vec();
    args.push("--yosys");
    let two = json(&args);
    args[6] = "3";
    let three = json(&args);
    for name in [
        "input_buffers",
        "routing_table",
        "bubble_table",
        "vc_allocator",
        "switch_allocator",
        "crossbar",
        "credit_counters",
    ] {
        let b = block(&two, name);
        let (cells, tr, bits) = (
            int(&b["yosys_cells"]),
            int(&b["yosys_transistors"]),
            int(&b["storage_bits"]),
        );
        assert!(cells > 0 && tr > 0, "{name}: {b}");
        // Registers are flip-flops (one cell, 16 transistors each); ROM bits are logic.
        if !matches!(name, "routing_table" | "bubble_table") {
            assert!(cells >= bits && tr >= 16 * bits, "{name}: {b}");
        }
    }
    for name in [
        "input_buffers",
        "vc_allocator",
        "switch_allocator",
        "credit_counters",
    ] {
        assert!(
            int(&block(&three, name)["yosys_cells"]) > int(&block(&two, name)["yosys_cells"]),
            "{name}: 3 VCs not above 2"
        );
    }
    assert!(int(&three["totals"]["yosys_transistors"]) > int(&two["totals"]["yosys_transistors"]));
    // torus:8x8 (64 nodes) has a whole router now: the run-time-elaborated one.
    assert!(int(&two["router"]["yosys_cells"]) > 0);
    assert!(two["router"]["unsupported"].is_null());
    // The model is within 30% of Yosys for every leaf block that has a formula (vc_state, the
    // whole router's remainder, is not: docs/cost.md, "Whole router").
    for r in [&two, &three] {
        for b in r["blocks"].as_array().unwrap() {
            if b["block"] == "vc_state" {
                continue;
            }
            if let (Some(m), Some(y)) = (b["model_gates"].as_u64(), b["yosys_cells"].as_u64()) {
                let err = (m as f64 - y as f64).abs() / y as f64;
                assert!(err <= 0.30, "{}: model {m}, Yosys {y}", b["block"]);
            }
        }
    }
}

/// The demo's router (torus:4x4 bubble), synthesized whole: it costs more than its leaf
/// blocks, and the difference is `vc_state`'s figure. (The VC-state formula predates the
/// writable tables and is no longer within 30% of it: docs/cost.md, "Whole router".) One
/// whole-router synthesis: about 45 s of Yosys.
#[test]
fn the_whole_router_prices_the_vc_state() {
    let r = json(&[
        "cost",
        "--topology",
        "torus:4x4",
        "--faults",
        "link:0.0-0.1,link:1.1-2.1",
        "--routing",
        "bubble",
        "--yosys",
        "--json",
    ]);
    let whole = int(&r["router"]["yosys_cells"]);
    let leaves: u64 = r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["block"] != "vc_state")
        .map(|b| int(&b["yosys_cells"]))
        .sum();
    assert!(whole > leaves, "whole router {whole}, leaf blocks {leaves}");
    let vc = block(&r, "vc_state");
    let (m, y) = (int(&vc["model_gates"]), int(&vc["yosys_cells"]));
    assert_eq!(y, whole - leaves);
    assert_eq!(int(&r["totals"]["yosys_cells"]), whole);
    assert!(m > 0 && y > m, "vc_state: model {m}, Yosys {y}");
    assert!(r["router"]["unsupported"].is_null());
}

#[test]
fn the_matrix_arbiter_option_changes_the_allocators() {
    let mut args = ROUTER.to_vec();
    args.extend(["--arbiter", "matrix", "--yosys"]);
    let r = json(&args);
    // VA: 10 output-VC arbiters of 10 x 10 bits; SA: 5 of 2 x 2 and 5 of 5 x 5.
    assert_eq!(int(&block(&r, "vc_allocator")["storage_bits"]), 10 * 100);
    assert_eq!(
        int(&block(&r, "switch_allocator")["storage_bits"]),
        5 * (4 + 25)
    );
    for name in ["vc_allocator", "switch_allocator"] {
        let b = block(&r, name);
        let (m, y) = (int(&b["model_gates"]), int(&b["yosys_cells"]));
        assert!(
            (m as f64 - y as f64).abs() <= 0.3 * y as f64,
            "{name}: {m} vs {y}"
        );
    }
}

fn assert_bad_input(args: &[&str], needles: &[&str]) {
    let out = ftrouter(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    for needle in needles {
        assert!(
            stderr.contains(needle),
            "{args:?}: {stderr:?} lacks {needle:?}"
        );
    }
}

#[test]
fn bad_input_is_refused_in_one_line() {
    let c = |extra: &[&'static str]| -> Vec<&'static str> {
        let mut v = vec!["cost", "--topology", "torus:8x8", "--routing", "bubble"];
        v.extend(extra);
        v
    };
    // Modes and flow control the router cannot hold.
    assert_bad_input(&c(&["--switching", "wormhole"]), &["bubble", "vct"]);
    assert_bad_input(
        &["cost", "--topology", "torus:8x8", "--routing", "esv"],
        &["esv", "torus:8x8"],
    );
    assert_bad_input(&c(&["--vcs", "17"]), &["vcs = 17"]);
    // Sizes no rust-hdl block is instantiated for, and tables over the limits.
    assert_bad_input(&c(&["--yosys", "--depth", "9"]), &["depth 9"]);
    assert_bad_input(&c(&["--yosys", "--flit-width", "100"]), &["flit width 100"]);
    assert_bad_input(
        &c(&["--yosys", "--flit-width", "96", "--depth", "16"]),
        &["99 bits", "depth 8"],
    );
    assert_bad_input(
        &c(&["--yosys", "--arbiter", "matrix", "--vcs", "8"]),
        &["matrix arbiter of 40"],
    );
    assert_bad_input(
        &[
            "cost",
            "--topology",
            "torus:32x32",
            "--routing",
            "dor",
            "--yosys",
        ],
        &["1024 destinations"],
    );
    assert_bad_input(
        &["cost", "--topology", "torus:128x128", "--routing", "dor"],
        &["16384 nodes"],
    );
    // Options that would be ignored.
    assert_bad_input(&["cost", "--sweep", "--vcs", "3"], &["--vcs"]);
    assert_bad_input(&c(&["--plot", "x.svg"]), &["--plot", "--sweep"]);
    assert_bad_input(&["cost", "--routing", "dor"], &["--topology"]);
}

#[test]
fn the_sweep_grows_with_every_parameter_and_prices_fault_tolerance() {
    let dir = std::env::temp_dir().join(format!("ftrouter-cost-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (csv, svg) = (dir.join("cost.csv"), dir.join("cost.svg"));
    let out = ftrouter(&[
        "cost",
        "--sweep",
        "--out-csv",
        csv.to_str().unwrap(),
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // The comparison: DOR has no bubble table, the bubble router (P = 4) has 20 bits of it.
    let line = text
        .lines()
        .find(|l| l.starts_with("bubble_table"))
        .expect("comparison row");
    let cols: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&cols[1..4], &["0", "20", "+20"], "{line}");
    let csv = std::fs::read_to_string(&csv).unwrap();
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let rows: Vec<Vec<String>> = lines
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect();
    for sweep in ["ports", "vcs", "depth", "flit_width"] {
        let mine: Vec<&Vec<String>> = rows.iter().filter(|r| r[col("sweep")] == sweep).collect();
        assert!(mine.len() >= 4, "{sweep}");
        for pair in mine.windows(2) {
            for key in ["storage_bits", "model_gates"] {
                let (a, b): (u64, u64) = (
                    pair[0][col(key)].parse().unwrap(),
                    pair[1][col(key)].parse().unwrap(),
                );
                assert!(b > a, "{sweep}: {key} {a} -> {b}");
            }
        }
    }
    // The JSON holds the same points and both routers of the comparison.
    let j = json(&["cost", "--sweep", "--json"]);
    assert_eq!(j["points"].as_array().unwrap().len(), rows.len());
    for (point, row) in j["points"].as_array().unwrap().iter().zip(&rows) {
        assert_eq!(point["sweep"], row[col("sweep")].as_str());
        assert_eq!(
            int(&point["totals"]["storage_bits"]).to_string(),
            row[col("storage_bits")]
        );
    }
    assert_eq!(
        int(&block(&j["comparison"]["dor"], "bubble_table")["storage_bits"]),
        0
    );
    assert_eq!(
        int(&block(&j["comparison"]["bubble"], "bubble_table")["storage_bits"]),
        20
    );
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // Without --yosys: storage and model gates in each of the 4 panels.
    assert_eq!(svg.matches("<polyline").count(), 4 * 2);
}
