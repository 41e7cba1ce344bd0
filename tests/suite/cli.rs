//! The command line as a user meets it: bad input is one line naming the value, exit status 2.

use crate::common::{self, ftrouter};

/// Write a trace file into a fresh temporary folder; returns the `trace:FILE` argument.
fn trace_file(name: &str, lines: &str) -> (std::path::PathBuf, String) {
    let dir = common::scratch("cli", name);
    let trace = dir.join("trace.csv");
    std::fs::write(&trace, format!("cycle,source,destination,flits\n{lines}")).unwrap();
    let arg = format!("trace:{}", trace.display());
    (dir, arg)
}

/// `common::assert_refused` on the binary built with these tests.
fn assert_bad_input(args: &[&str], needle: &str) {
    common::assert_refused(args, &ftrouter(args), &[needle]);
}

#[test]
fn bad_input_is_one_line_with_status_2() {
    assert_bad_input(&["topo", "--topology", "torus:1x8"], "k = 1");
    assert_bad_input(&["topo", "--topology", "hypercube:0"], "n = 0");
    assert_bad_input(&["topo", "--topology", "hypercube:40"], "2^40");
    assert_bad_input(&["topo", "--topology", "torus:1048576x1048576"], "limit");
    assert_bad_input(
        &[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "dor",
            "--from",
            "0.0",
            "--to",
            "4.1",
        ],
        "\"4.1\"",
    );
    assert_bad_input(
        &[
            "topo",
            "--topology",
            "torus:4x4",
            "--faults",
            "node:0.0,lnk:0.0-0.1",
        ],
        "lnk:0.0-0.1",
    );
    assert_bad_input(
        &[
            "topo",
            "--topology",
            "torus:4x4",
            "--faults",
            "link:0.0-2.2",
        ],
        "not neighbours",
    );
    assert_bad_input(
        &[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "esv",
            "--check",
        ],
        "esv",
    );
    assert_bad_input(
        &[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "warp",
            "--check",
        ],
        "\"warp\"",
    );
    assert_bad_input(
        &[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "bubble",
            "--check",
            "--faults",
            "node:0.1,node:1.0,node:0.3,node:3.0",
        ],
        "disconnects",
    );
    assert_bad_input(&["experiment", "no-such-table"], "no-such-table");
    // Bubble's tables are computed from coordinates at this size; their check is refused
    // by its estimate. ESV's are stored, and refused by their size.
    assert_bad_input(
        &[
            "route",
            "--topology",
            "hypercube:16",
            "--algorithm",
            "bubble",
            "--check",
        ],
        "route --check on hypercube:16: estimated",
    );
    assert_bad_input(
        &[
            "route",
            "--topology",
            "hypercube:16",
            "--algorithm",
            "esv",
            "--check",
        ],
        "the limit for esv is 8192 nodes",
    );
}

#[test]
fn topo_json_reports_the_surviving_graph() {
    let out = ftrouter(&[
        "topo",
        "--topology",
        "torus:4x4",
        "--faults",
        "node:0.0,link:2.2-2.3",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["nodes"], 16);
    assert_eq!(v["links"], 32);
    assert_eq!(v["healthy_nodes"], 15);
    assert_eq!(v["healthy_links"], 32 - 4 - 1);
    assert_eq!(v["connected"], true);
    // Disconnected: the isolated corner is a component of its own, diameter null.
    let out = ftrouter(&[
        "topo",
        "--topology",
        "torus:4x4",
        "--faults",
        "node:0.1,node:1.0,node:0.3,node:3.0",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["connected"], false);
    assert_eq!(v["diameter"], serde_json::Value::Null);
    assert_eq!(v["components"].as_array().unwrap().len(), 2);
    assert_eq!(v["components"][1], serde_json::json!(["0.0"]));
}

#[test]
fn route_json_follows_the_contract() {
    let out = ftrouter(&[
        "route",
        "--topology",
        "torus:4x4",
        "--algorithm",
        "dor",
        "--from",
        "0.0",
        "--to",
        "2.3",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["path"], serde_json::json!(["0.0", "0.3", "1.3", "2.3"]));
    assert_eq!(v["hops"], 3);
    assert_eq!(v["outcome"], "optimal");
    assert_eq!(v["distance"], 3);
}

#[test]
fn check_reports_pass_for_bubble_on_a_faulty_torus() {
    let out = ftrouter(&[
        "route",
        "--topology",
        "torus:8x8",
        "--algorithm",
        "bubble",
        "--check",
        "--faults",
        "random:nodes=2,links=8",
        "--seed",
        "5",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["verdict"], "pass");
    assert!(
        v["checks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["pass"] == true)
    );
}

#[test]
fn sim_bad_input_is_one_line_with_status_2() {
    let base = ["sim", "--topology", "torus:4x4", "--cycles", "100"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        base.iter().chain(extra).copied().collect()
    };
    assert_bad_input(&with(&["--routing", "bubble", "--rate", "-0.1"]), "-0.1");
    assert_bad_input(&with(&["--routing", "bubble", "--rate", "1.5"]), "1.5");
    assert_bad_input(&with(&["--routing", "dor", "--vcs", "0"]), "--vcs");
    assert_bad_input(
        &with(&[
            "--routing",
            "dor",
            "--switching",
            "vct",
            "--depth",
            "3",
            "--packet",
            "4",
        ]),
        "depth = 3",
    );
    assert_bad_input(
        &with(&["--routing", "bubble", "--depth", "6", "--packet", "4"]),
        "2 packets",
    );
    assert_bad_input(
        &with(&["--routing", "bubble", "--switching", "wormhole"]),
        "vct",
    );
    assert_bad_input(&with(&["--routing", "duato", "--vcs", "2"]), "vcs = 2");
    assert_bad_input(&with(&["--routing", "mh-ud"]), "mh-ud");
    assert_bad_input(
        &with(&["--routing", "dor", "--packets-out", "no-such-folder/p.csv"]),
        "no-such-folder",
    );
    assert_bad_input(
        &with(&["--routing", "dor", "--traffic", "zigzag"]),
        "zigzag",
    );
    assert_bad_input(
        &with(&["--routing", "dor", "--flit-width", "16"]),
        "flit width = 16",
    );
    assert_bad_input(
        &with(&["--routing", "dor", "--traffic", "multicast:2"]),
        "mh-ud",
    );
    let (_, arg) = trace_file("bad", "0,0.0,1.1,4\n5,0.1,7.7,4\n");
    let args: Vec<&str> = base
        .iter()
        .copied()
        .chain(["--routing", "dor", "--traffic", &arg])
        .collect();
    assert_bad_input(&args, "7.7");
}

#[test]
fn sim_json_balances_and_replays_a_trace() {
    let (dir, arg) = trace_file("replay", "0,0.0,2.3,4\n3,1.1,1.2,2\n10,3.3,0.0,1\n");
    let csv = dir.join("packets.csv");
    let csv_arg = csv.display().to_string();
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--traffic",
        &arg,
        "--warmup",
        "0",
        "--cycles",
        "50",
        "--packets-out",
        &csv_arg,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["packets_injected"], 3);
    assert_eq!(v["packets_delivered"], 3);
    assert_eq!(v["deadlock"], false);
    // Zero load, S = 5: (hops + 1) * 6 + flits - 1 per packet; hops 3, 1, 2.
    // Rows come in the order packets finish; sort them by id.
    let mut rows: Vec<String> = std::fs::read_to_string(&csv)
        .unwrap()
        .lines()
        .skip(1)
        .map(String::from)
        .collect();
    rows.sort_by_key(|r| r.split(',').next().unwrap().parse::<u32>().unwrap());
    let latency: Vec<u64> = rows
        .iter()
        .map(|r| r.split(',').nth(7).unwrap().parse().unwrap())
        .collect();
    assert_eq!(latency, vec![4 * 6 + 3, 2 * 6 + 1, 3 * 6]);
}

#[test]
fn vectors_json_gives_paper_000_table_1() {
    let out = ftrouter(&[
        "vectors",
        "--topology",
        "torus:3x3x3",
        "--algorithm",
        "pv",
        "--faults",
        "node:0.1.1,node:1.0.0,node:1.1.0,node:1.2.0,node:2.2.0",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 27);
    assert_eq!(nodes.iter().filter(|n| n["faulty"] == true).count(), 5);
    let find = |a: &str| nodes.iter().find(|n| n["node"] == a).unwrap();
    // Printed in Table 1 (labels a2 a1 a0): 000 F={100} P1 .167 P2 .086; 001 P2 .050; 012 P2 .049.
    for (addr, f, p1, p2) in [
        ("0.0.0", vec!["1.0.0"], 0.167, 0.086),
        ("0.0.1", vec!["0.1.1"], 0.167, 0.050),
        ("0.1.2", vec![], 0.0, 0.049),
    ] {
        let n = find(addr);
        let fs: Vec<&str> = n["faulty_set"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_str().unwrap())
            .collect();
        if !f.is_empty() {
            assert_eq!(fs, f, "{addr}");
        }
        let vec = n["vector"].as_array().unwrap();
        assert!(
            (vec[0].as_f64().unwrap() - p1).abs() < 0.0005 || f.is_empty(),
            "{addr} P1 {}",
            vec[0]
        );
        assert!(
            (vec[1].as_f64().unwrap() - p2).abs() < 0.0005,
            "{addr} P2 {}",
            vec[1]
        );
    }
}

#[test]
fn experiment_json_follows_the_contract() {
    let out = ftrouter(&["experiment", "mh-multicast", "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["max_abs_diff"], 0.0);
    let labels: Vec<i64> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["metric"] == "UD-list label")
        .map(|r| r["ours"].as_i64().unwrap())
        .collect();
    assert_eq!(labels, vec![4, 5, 10, 11, 12, 21, 23, 16, 1]);
}

#[test]
fn same_seed_gives_identical_json_apart_from_wall_time() {
    let run = |seed: &str| {
        let out = ftrouter(&[
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            "bubble",
            "--faults",
            "link:0.0-0.1",
            "--rate",
            "0.3",
            "--cycles",
            "500",
            "--seed",
            seed,
            "--json",
        ]);
        assert!(out.status.success());
        let mut v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        // The two timing keys of the contract measure the machine, not the model.
        let obj = v.as_object_mut().unwrap();
        assert!(
            obj.remove("wall_seconds").is_some()
                && obj.remove("router_cycles_per_second").is_some()
        );
        serde_json::to_string(&v).unwrap()
    };
    assert_eq!(run("7"), run("7"));
    assert_ne!(run("7"), run("8"));
}

#[test]
fn watch_follows_one_packet_from_source_buffer_to_ejection() {
    let (_, arg) = trace_file("watch", "0,0.0,0.2,2\n");
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--traffic",
        &arg,
        "--warmup",
        "0",
        "--cycles",
        "10",
        "--watch",
        "0",
    ]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.contains("packet 0:")).collect();
    // Written into the source's local port (port 4 of a 2-D torus router) at cycle 0.
    assert!(
        lines[0].starts_with("cycle 0: packet 0: 0.0 in port 4 vc "),
        "{}",
        lines[0]
    );
    // Through 0.1, then ejected at 0.2, then gone: (2 + 1) x 6 + 1 = 19 cycles.
    assert!(lines.iter().any(|l| l.contains("0.1 in port")), "{err}");
    assert!(lines.iter().any(|l| l.contains("ejecting at 0.2")), "{err}");
    assert_eq!(lines.last().unwrap(), &"cycle 19: packet 0: -");
    // The head's VC state in words, as the pipeline's stages name it, never Rust's Debug.
    assert!(lines.iter().any(|l| l.contains("routed to port ")), "{err}");
    assert!(
        lines.iter().any(|l| l.contains("holds output port ")),
        "{err}"
    );
    assert!(!err.contains('{') && !err.contains("Some("), "{err}");
}

#[test]
fn model_json_follows_the_contract() {
    let run = |rate: &str| {
        let out = ftrouter(&[
            "model",
            "--topology",
            "torus:8x8x8",
            "--vcs",
            "3",
            "--packet",
            "32",
            "--rate",
            rate,
            "--json",
        ]);
        assert!(out.status.success());
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let light = run("0.05");
    assert_eq!(light["saturated"], false);
    assert!(light["iterations"].as_u64().unwrap() >= 1);
    // Above zero-load latency (M + mean distance), below saturation.
    assert!(light["latency"].as_f64().unwrap() > light["zero_load_latency"].as_f64().unwrap());
    let heavy = run("0.9");
    assert_eq!(heavy["saturated"], true);
    assert_eq!(heavy["latency"], serde_json::Value::Null);
    assert_bad_input(
        &["model", "--topology", "torus:4x8", "--rate", "0.1"],
        "one radix",
    );
    assert_bad_input(
        &[
            "model",
            "--topology",
            "torus:4x4",
            "--vcs",
            "2",
            "--rate",
            "0.1",
        ],
        "vcs",
    );
}

#[test]
fn model_answers_on_the_papers_unidirectional_cube() {
    let run = |rate: &str| {
        let out = ftrouter(&[
            "model",
            "--topology",
            "utorus:8x8x8",
            "--vcs",
            "3",
            "--packet",
            "32",
            "--rate",
            rate,
            "--json",
        ]);
        assert!(out.status.success());
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    // d-bar of the unidirectional 8-ary 3-cube: 3 x 7/2 hops x 512/511 (self excluded).
    let d_bar = 10.5 * 512.0 / 511.0;
    let zero = run("0");
    assert!((zero["latency"].as_f64().unwrap() - (32.0 + d_bar)).abs() < 1e-9);
    assert_eq!(zero["diameter"], 21);
    let light = run("0.02");
    assert!(light["latency"].as_f64().unwrap() > 32.0 + d_bar);
    assert_eq!(run("0.5")["saturated"], true);
}

#[test]
fn crossval_and_behavioral_model_from_the_command_line() {
    let out = ftrouter(&[
        "crossval",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--rates",
        "0.1:0.3:0.2",
        "--cycles",
        "1500",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["verdict"], "pass");
    let rates: Vec<f64> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rate"].as_f64().unwrap())
        .collect();
    assert_eq!(rates, vec![0.1, 0.3]);
    for r in v["rows"].as_array().unwrap() {
        assert!(r["cycle"]["latency"].is_number() && r["behavioral"]["latency"].is_number());
    }
    // The behavioral model runs the same traffic through `sim`.
    let sim = |model: &str| {
        let out = ftrouter(&[
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--rate",
            "0.1",
            "--cycles",
            "1000",
            "--model",
            model,
            "--json",
        ]);
        assert!(out.status.success());
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    assert_eq!(
        sim("cycle")["packets_injected"],
        sim("behavioral")["packets_injected"]
    );
    assert_bad_input(
        &[
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--model",
            "magic",
        ],
        "magic",
    );
}

#[test]
fn crossval_finds_saturation_itself_and_plots_every_model() {
    let dir = common::scratch("cli", "cv-plot");
    let svg = dir.join("cv.svg");
    let out = ftrouter(&[
        "crossval",
        "--topology",
        "torus:4x4",
        "--routing",
        "duato",
        "--vcs",
        "3",
        "--cycles",
        "1500",
        "--warmup",
        "300",
        "--plot",
        svg.to_str().unwrap(),
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // exit status follows the verdict
    let pass = v["verdict"] == "pass";
    assert_eq!(out.status.code(), Some(if pass { 0 } else { 1 }));
    let sat = v["cycle_saturation"]["rate"].as_f64().unwrap();
    let rates: Vec<f64> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rate"].as_f64().unwrap())
        .collect();
    // from near zero to 1.2 x the saturation found
    assert!(rates[0] <= 0.1 * sat, "{rates:?} vs {sat}");
    assert!((rates.last().unwrap() - (1.2 * sat).min(1.0)).abs() < 1e-3);
    // the cycle model accepts what it is offered below the saturation it reports, and not
    // far above it
    for r in v["rows"].as_array().unwrap() {
        let (rate, acc) = (
            r["rate"].as_f64().unwrap(),
            r["cycle"]["throughput"].as_f64().unwrap(),
        );
        if rate <= 0.8 * sat {
            assert!(acc >= 0.95 * rate, "{r}");
        }
        for model in ["cycle", "behavioral"] {
            assert!(r[model]["throughput"].is_number(), "{r}");
        }
    }
    let checks = v["checks"].as_array().unwrap();
    for name in ["mean_latency_below_saturation", "peak_throughput"] {
        let c = checks.iter().find(|c| c["name"] == name).unwrap();
        assert!(c["detail"].as_str().unwrap().contains("10%"), "{c}");
    }
    let analytic = checks
        .iter()
        .find(|c| c["name"] == "analytic_latency_below_saturation")
        .unwrap();
    assert!(analytic["detail"].as_str().unwrap().contains("tolerance"));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg"));
    // two panels, each with the cycle, behavioral and analytic curves
    assert_eq!(text.matches("<polyline").count(), 6, "{text}");
    for name in ["cycle model", "behavioral model", "analytic (paper 002)"] {
        assert!(text.contains(name), "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn experiment_plot_is_refused_where_nothing_is_drawn() {
    assert_bad_input(
        &["experiment", "pv-table1", "--plot", "x.svg"],
        "draws no plot",
    );
    assert_bad_input(
        &[
            "experiment",
            "duato-model",
            "--plot",
            "/nonexistent-folder/x.svg",
        ],
        "nonexistent-folder",
    );
    assert_bad_input(&["experiment", "--list", "--plot", "x.svg"], "--plot");
    let out = ftrouter(&["experiment", "--list"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("duato-model"));
}

/// BookSim2's transpose sends a diagonal node's packets to the node itself: under
/// `--preset booksim` `transpose` does the same (`transpose-self`), and every such packet is
/// delivered through its own router; our `transpose` leaves the diagonal silent.
#[test]
fn booksim_transpose_sends_the_diagonal_to_itself() {
    let dir = common::scratch("cli", "transpose");
    let self_packets = |extra: &[&str]| -> (usize, usize) {
        let csv = dir.join(format!("{}.csv", extra.len()));
        let csv_arg = csv.to_string_lossy().into_owned();
        let mut args = vec![
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--traffic",
            "transpose",
            "--rate",
            "0.1",
            "--cycles",
            "2000",
            "--warmup",
            "0",
            "--packets-out",
            &csv_arg,
        ];
        args.extend(extra);
        let out = ftrouter(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = std::fs::read_to_string(&csv).unwrap();
        std::fs::remove_file(&csv).unwrap();
        let rows: Vec<Vec<&str>> = text
            .lines()
            .skip(1)
            .map(|l| l.split(',').collect())
            .collect();
        let own: Vec<&Vec<&str>> = rows.iter().filter(|r| r[1] == r[2]).collect();
        // id,src,dst,flits,created,injected,delivered,latency,hops,status
        for r in &own {
            let (src, status, hops) = (r[1], r[9], r[8]);
            let coords: Vec<&str> = src.split('.').collect();
            assert_eq!(coords[0], coords[1], "{src} is not on the diagonal");
            // One router traversed, no link (`hops` counts links, as `avg_hops`).
            assert_eq!((status, hops), ("delivered", "0"), "{r:?}");
        }
        (own.len(), rows.len())
    };
    let (own, all) = self_packets(&["--preset", "booksim"]);
    // 4 of the 16 nodes are their own transpose.
    assert!(own > 0 && own * 8 > all && own * 2 < all, "{own} of {all}");
    assert_eq!(self_packets(&[]).0, 0);
}

/// `hops` means links crossed everywhere a user reads it: the per-packet CSV's mean equals
/// the summary's `avg_hops` over the measured packets, and on a fault-free torus under DOR
/// every packet's hops is its source-destination distance.
#[test]
fn hops_are_links_in_the_csv_and_the_summary() {
    let dir = common::scratch("cli", "hops");
    let csv = dir.join("p.csv");
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:6x6",
        "--routing",
        "dor",
        "--rate",
        "0.1",
        "--warmup",
        "0",
        "--cycles",
        "600",
        "--json",
        "--packets-out",
        csv.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let topo: ftrouter::topology::Topology = "torus:6x6".parse().unwrap();
    let text = std::fs::read_to_string(&csv).unwrap();
    let (mut sum, mut n) = (0u64, 0u64);
    for line in text.lines().skip(1) {
        let r: Vec<&str> = line.split(',').collect();
        if r[9] != "delivered" {
            continue;
        }
        let (src, dst) = (
            topo.parse_node(r[1]).unwrap(),
            topo.parse_node(r[2]).unwrap(),
        );
        let hops: u64 = r[8].parse().unwrap();
        assert_eq!(hops as usize, topo.distance(src, dst), "{line}");
        sum += hops;
        n += 1;
    }
    let mean = sum as f64 / n as f64;
    let avg = json["avg_hops"].as_f64().unwrap();
    assert!((mean - avg).abs() < 1e-9, "CSV mean {mean}, avg_hops {avg}");
}

/// `sim --seeds N` runs seeds SEED..SEED + N - 1: each replication is the single run of its
/// seed, and the mean and 95% interval are recomputed here from those runs (Student's t with
/// 3 degrees of freedom: 3.182). One run's outputs are refused with it.
#[test]
fn replications_over_seeds_give_the_single_runs_and_their_interval() {
    let base = [
        "sim",
        "--topology",
        "torus:6x6",
        "--routing",
        "dor",
        "--rate",
        "0.2",
        "--cycles",
        "800",
        "--warmup",
        "200",
        "--json",
    ];
    let out = ftrouter(&[&base[..], &["--seed", "7", "--seeds", "4"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["seeds"], serde_json::json!([7, 8, 9, 10]));
    let mut latencies = Vec::new();
    for (i, seed) in ["7", "8", "9", "10"].iter().enumerate() {
        let one = ftrouter(&[&base[..], &["--seed", seed]].concat());
        let one: serde_json::Value = serde_json::from_slice(&one.stdout).unwrap();
        let run = &v["runs"][i];
        for key in [
            "avg_latency",
            "accepted_flits_per_node_cycle",
            "packets_delivered",
        ] {
            assert_eq!(run[key], one[key], "seed {seed}: {key}");
        }
        latencies.push(one["avg_latency"].as_f64().unwrap());
    }
    let mean = latencies.iter().sum::<f64>() / 4.0;
    let var = latencies.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / 3.0;
    let half = 3.182 * (var / 4.0).sqrt();
    let got = &v["avg_latency"];
    assert!((got["mean"].as_f64().unwrap() - mean).abs() < 1e-9, "{got}");
    assert!(
        (got["ci95_half_width"].as_f64().unwrap() - half).abs() < 1e-9,
        "{got}"
    );
    assert!(half > 0.0, "different seeds, different runs");
    common::assert_bad_input(
        &[&base[..], &["--seeds", "2", "--packets-out", "never.csv"]].concat(),
        &["--packets-out shows one run", "--seeds 2"],
    );
}

/// `sweep` states its saturation point by the definition `sim::saturation` uses (the highest
/// load up to which every point delivered at least 95% of its offered load), recomputed here
/// from its own points, below and past saturation.
#[test]
fn sweep_reports_its_saturation_point() {
    let out = ftrouter(&[
        "sweep",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--rates",
        "0.1:0.9:0.2",
        "--cycles",
        "1500",
        "--warmup",
        "300",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut expected = None;
    for p in v["points"].as_array().unwrap() {
        let offered = p["offered_flits_per_node_cycle"].as_f64().unwrap();
        let accepted = p["accepted_flits_per_node_cycle"].as_f64().unwrap();
        if accepted < 0.95 * offered || p["deadlock"] == true {
            break;
        }
        expected = Some(offered);
    }
    let got = v["saturation"].as_f64();
    assert_eq!(got, expected, "{v}");
    // Past saturation points exist on this grid: the point is inside it.
    assert!(got.is_some_and(|s| s > 0.1 && s < 0.9), "{got:?}");
}
