//! `ftrouter cost` (docs/cost.md). Storage bits recomputed here from the register widths
//! (independently of `src/cost`), Yosys's cells and transistors checked against facts every
//! synthesis must obey (a flip-flop per stored bit, 16 transistors per flip-flop, more VCs
//! cost more), the gate model held within 30% of Yosys, and bad input refused in one line.

use serde_json::Value;

// FTROUTER_BIN runs these checks against another build (`common::bin_under_test`).
use crate::common::{self, assert_bad_input, ftrouter_under_test as ftrouter};

fn json(args: &[&str]) -> Value {
    common::json_of(args, &ftrouter(args))
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

/// The reference router: a 2-D torus (P = 4 network ports + local), 2 VCs, 8-flit buffers,
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

/// Every block, measured: Yosys finds exactly the analytical storage bits as flip-flops, the
/// blocks add up to the whole router, and the gate model is within 30% of Yosys's cells.
fn assert_measured(r: &Value, what: &str) {
    assert!(
        r["router"]["unsupported"].is_null(),
        "{what}: {}",
        r["router"]
    );
    for b in r["blocks"].as_array().unwrap() {
        let name = &b["block"];
        let (cells, tr, ffs) = (
            int(&b["yosys_cells"]),
            int(&b["yosys_transistors"]),
            int(&b["yosys_flip_flops"]),
        );
        assert!(cells > 0 && tr > 0, "{what} {name}: {b}");
        assert_eq!(ffs, int(&b["storage_bits"]), "{what} {name}: flip-flops");
        if let Some(m) = b["model_gates"].as_u64() {
            let err = (m as f64 - cells as f64).abs() / cells as f64;
            assert!(err <= 0.30, "{what} {name}: model {m}, Yosys {cells}");
        }
    }
    for key in ["yosys_cells", "yosys_transistors", "yosys_flip_flops"] {
        let sum: u64 = r["blocks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| int(&b[key]))
            .sum();
        assert_eq!(int(&r["totals"][key]), sum, "{what} {key}");
        assert_eq!(int(&r["router"][key]), sum, "{what} {key}");
    }
}

// The suite's cost --yosys of a 5-port router is tests/suite/readme_claims.rs's cost table.
#[test]
#[ignore = "long hardware check: testbench/run-all.sh"]
fn yosys_finds_the_storage_bits_and_more_vcs_cost_more() {
    let mut args = ROUTER.to_vec();
    args.push("--yosys");
    let two = json(&args);
    assert_measured(&two, "torus:8x8 bubble");
    args[6] = "3";
    let three = json(&args);
    assert_measured(&three, "torus:8x8 bubble, 3 VCs");
    for name in [
        "input_buffers",
        "vc_state",
        "vc_allocator",
        "switch_allocator",
        "credit_counters",
    ] {
        assert!(
            int(&block(&three, name)["yosys_cells"]) > int(&block(&two, name)["yosys_cells"]),
            "{name}: 3 VCs not above 2"
        );
    }
}

/// The smallest routers, 3 and 4 ports, without bubble flow control: the widths that depend
/// on the port count (clog2 of P and of P + 1) change between them, and registers a DOR
/// router leaves at zero (the VA request's bubble flag) must cost no flip-flop. Seconds each.
#[test]
fn yosys_finds_the_storage_bits_of_three_and_four_port_routers() {
    for topology in ["hypercube:2", "hypercube:3"] {
        let r = json(&[
            "cost",
            "--topology",
            topology,
            "--routing",
            "dor",
            "--yosys",
            "--quiet",
            "--json",
        ]);
        assert_measured(&r, &format!("{topology} dor"));
    }
}

// Other shapes: a faulty 6-cube (6 ports), deeper buffers and wider flits on wormhole.

// Minutes of Yosys on CI's 2 cores: testbench/run-all.sh runs them.
#[test]
#[ignore = "Yosys on two routers: testbench/run-all.sh"]
fn yosys_finds_the_storage_bits_of_a_seven_port_router() {
    let cube = json(&[
        "cost",
        "--topology",
        "hypercube:6",
        "--faults",
        "node:000011,node:100100",
        "--routing",
        "esv",
        "--yosys",
        // A 7-port router: its synthesis is estimated beyond the 30 s allowed by default.
        "--force",
        "--json",
    ]);
    assert_measured(&cube, "hypercube:6 esv");
}

#[test]
#[ignore = "Yosys on two routers: testbench/run-all.sh"]
fn yosys_finds_the_storage_bits_of_deep_buffers_and_wide_flits() {
    let deep = json(&[
        "cost",
        "--topology",
        "torus:4x4",
        "--routing",
        "duato",
        "--switching",
        "wormhole",
        "--vcs",
        "3",
        "--depth",
        "16",
        "--flit-width",
        "100",
        "--yosys",
        "--json",
    ]);
    assert_measured(&deep, "torus:4x4 duato 3 VCs depth 16 flit 100");
}

/// MH-UD's router has no escape VCs (its route register's escape port and class stay zero)
/// and, with multicast traffic, wider flits with the destination list.
#[test]
#[ignore = "Yosys on a 7-port multicast router: testbench/run-all.sh"]
fn yosys_finds_the_storage_bits_of_the_multicast_router() {
    let r = json(&[
        "cost",
        "--topology",
        "mh:3x3",
        "--routing",
        "mh-ud",
        "--vcs",
        "3",
        "--traffic",
        "multicast:3",
        "--yosys",
        "--json",
    ]);
    assert_measured(&r, "mh:3x3 mh-ud multicast:3");
}

/// `--traffic multicast:K` prices the router whose head flits carry K - 1 listed destinations
/// after the first (MH-UD path-based multicast): wider stored flits, so larger buffers and
/// crossbar, as `sim` and `verilog` build it. Other traffic does not change the router and is
/// refused, as are multicast lists `sim` refuses.
#[test]
fn multicast_traffic_prices_the_router_with_the_destination_list() {
    let mh = |extra: &[&'static str]| -> Vec<&'static str> {
        let mut v = vec![
            "cost",
            "--topology",
            "mh:3x3",
            "--routing",
            "mh-ud",
            "--vcs",
            "3",
            "--json",
        ];
        v.extend(extra);
        v
    };
    let unicast = json(&mh(&[]));
    let multicast = json(&mh(&["--traffic", "multicast:3"]));
    for name in ["input_buffers", "crossbar"] {
        assert!(
            int(&block(&multicast, name)["storage_bits"])
                > int(&block(&unicast, name)["storage_bits"]),
            "{name}: the listed destinations widen the stored flit"
        );
    }
    // Every one of the 144 buffer slots (18 input VCs of 8 flits) holds the wider flit.
    let grown = int(&block(&multicast, "input_buffers")["storage_bits"])
        - int(&block(&unicast, "input_buffers")["storage_bits"]);
    assert_eq!(grown % (18 * 8), 0, "{grown} bits over 144 slots");
    assert_bad_input(
        &mh(&["--traffic", "uniform"]),
        &["--traffic uniform", "multicast list"],
    );
    assert_bad_input(
        &mh(&["--traffic", "multicast:4"]),
        &["multicast:4", "--vcs >= 4"],
    );
    assert_bad_input(
        &[
            "cost",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--traffic",
            "multicast:2",
        ],
        &["mh-ud"],
    );
}

#[test]
fn without_yosys_there_are_no_yosys_figures() {
    let r = json(&ROUTER);
    for b in r["blocks"].as_array().unwrap() {
        assert!(b["yosys_cells"].is_null() && b["yosys_flip_flops"].is_null());
    }
    assert!(r["totals"]["yosys_cells"].is_null() && r["router"]["yosys_cells"].is_null());
    // Paper 003: the bubble-check table is p^2 + p bits, p the network ports: 3-D torus too.
    let r = json(&[
        "cost",
        "--topology",
        "torus:4x4x4",
        "--routing",
        "bubble",
        "--json",
    ]);
    // p^2 + p bits, twice: the staged bank beside the one the router reads.
    assert_eq!(
        int(&block(&r, "bubble_table")["storage_bits"]),
        2 * (6 * 6 + 6)
    );
}

#[test]
fn the_matrix_arbiter_option_changes_the_allocators() {
    let mut args = ROUTER.to_vec();
    args.push("--arbiter");
    args.push("matrix");
    let r = json(&args);
    // VA: 10 output-VC arbiters of 10 x 10 bits; SA: 5 of 2 x 2 and 5 of 5 x 5.
    assert_eq!(int(&block(&r, "vc_allocator")["storage_bits"]), 10 * 100);
    assert_eq!(
        int(&block(&r, "switch_allocator")["storage_bits"]),
        5 * (4 + 25)
    );
    // The generated router's allocators are round robin: Yosys cannot measure this router,
    // and says why in one line.
    args.push("--yosys");
    assert_bad_input(&args, &["--yosys", "arbiter matrix", "round robin"]);
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
    assert_bad_input(&c(&["--vcs", "17"]), &["--vcs", "17", "1 to 16"]);
    // Beyond the hardware router's limits, refused before any table is compiled.
    assert_bad_input(&c(&["--yosys", "--depth", "65"]), &["depth = 65"]);
    assert_bad_input(&c(&["--yosys", "--vcs", "9"]), &["vcs = 9"]);
    assert_bad_input(
        &[
            "cost",
            "--topology",
            "torus:400x400",
            "--routing",
            "dor",
            "--yosys",
        ],
        &["160000 nodes", "65536"],
    );
    // Stored tables (PV's) stop at 8192 nodes; DOR's are computed and go on.
    assert_bad_input(
        &["cost", "--topology", "torus:128x128", "--routing", "pv"],
        &["16384 nodes", "limit for pv is 8192"],
    );
    // Options that would be ignored.
    assert_bad_input(&["cost", "--sweep", "--vcs", "3"], &["--vcs"]);
    assert_bad_input(&c(&["--plot", "x.svg"]), &["--plot", "--sweep"]);
    assert_bad_input(&["cost", "--routing", "dor"], &["--topology"]);
}

#[test]
fn the_sweep_grows_with_every_parameter_and_prices_fault_tolerance() {
    let dir = common::scratch("cost", "sweep");
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
    // The comparison: every generated router has the 20-bit bubble table (P = 4, in two
    // banks), so that any mode's tables can be written into it; DOR's table words carry a
    // second escape class.
    let line = text
        .lines()
        .find(|l| l.starts_with("bubble_table"))
        .expect("comparison row");
    let cols: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&cols[1..4], &["40", "40", "+0"], "{line}");
    let line = text
        .lines()
        .find(|l| l.starts_with("routing_table"))
        .expect("comparison row");
    let cols: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&cols[1..4], &["1024", "896", "-128"], "{line}");
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
        40
    );
    assert_eq!(
        int(&block(&j["comparison"]["bubble"], "bubble_table")["storage_bits"]),
        40
    );
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // Without --yosys: storage and model gates in each of the 4 panels.
    assert_eq!(svg.matches("<polyline").count(), 4 * 2);
}
