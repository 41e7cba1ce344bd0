//! Every bad input refused cleanly: one line naming the value, exit status 2, before
//! any long run; nothing dropped without a word.

// FTROUTER_BIN runs these checks against another build (`common::bin_under_test`).
use crate::common::{self, assert_bad_input, ftrouter_under_test as ftrouter};
use std::process::Output;

/// Write a trace file (header first); returns the `trace:FILE` argument.
fn trace_arg(name: &str, lines: &str) -> String {
    let trace = common::scratch("cli_input", name).join("trace.csv");
    std::fs::write(&trace, format!("cycle,source,destination,flits\n{lines}")).unwrap();
    format!("trace:{}", trace.display())
}

const SMALL: [&str; 4] = ["--topology", "torus:3x3", "--routing", "dor"];

/// `cmd` on a 3x3 torus, 50 cycles unless `extra` says otherwise.
fn with<'a>(cmd: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let cycles: &[&str] = if extra.contains(&"--cycles") {
        &[]
    } else {
        &["--cycles", "50"]
    };
    std::iter::once(cmd)
        .chain(SMALL)
        .chain(cycles.iter().copied())
        .chain(extra.iter().copied())
        .collect()
}

#[test]
fn trace_packet_longer_than_the_flit_index_is_refused() {
    let arg = trace_arg("long", "0,0.0,1.1,4\n1,0.1,2.2,300\n");
    for cmd in ["sim", "crossval"] {
        let args = with(cmd, &["--traffic", &arg, "--switching", "wormhole"]);
        assert_bad_input(&args, &["line 3", "256"]);
    }
}

#[test]
fn options_the_run_would_ignore_are_refused() {
    let trace = trace_arg("ignored", "0,0.0,1.1,4\n");
    // A sweep over offered rates of a trace, which fixes every packet's cycle.
    let mut sweep = with("sweep", &["--traffic", &trace]);
    sweep.extend(["--rates", "0.1:0.2:0.1"]);
    assert_bad_input(&sweep, &["--rates", "trace"]);
    let mut crossval = with("crossval", &["--traffic", &trace]);
    crossval.extend(["--rates", "0.1:0.2:0.1"]);
    assert_bad_input(&crossval, &["--rates", "trace"]);
    // Multicast options without multicast, patience without adaptive VCs.
    assert_bad_input(
        &with("sim", &["--paper-multicast"]),
        &["--paper-multicast", "multicast"],
    );
    for option in ["--escape-patience", "--injection-patience"] {
        assert_bad_input(&with("sim", &[option, "3"]), &[option, "dor"]);
    }
    // Seeds that draw nothing.
    assert_bad_input(
        &[
            "cost",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--seed",
            "3",
        ],
        &["--seed", "random:"],
    );
    // `verilog` reads --seed: its testbench's traffic and payload (verilog_ships_a_self_checking_testbench).
    assert_bad_input(
        &["experiment", "pv-table1", "--seed", "3"],
        &["pv-table1", "--seed"],
    );
    // A network with fewer than two healthy nodes.
    assert_bad_input(
        &["topo", "--topology", "hypercube:1", "--faults", "node:0"],
        &["1 of the 2 nodes", "two healthy nodes"],
    );
    let all: Vec<String> = (0..3).map(|x| format!("node:{x}.0")).collect();
    let faults = [all.join(","), ",node:0.1,node:1.1,node:2.1".into()].concat();
    assert_bad_input(
        &[
            "route",
            "--topology",
            "torus:3x2",
            "--algorithm",
            "dor",
            "--check",
            "--faults",
            &faults,
        ],
        &["6 of the 6 nodes"],
    );
}

#[test]
fn cycle_counts_that_overflow_are_refused() {
    // Each phase holds at most 10^12 cycles, so their sum cannot wrap (tests/suite/cli_ranges.rs
    // drives every numeric option).
    assert_bad_input(
        &with("sim", &["--warmup", "18446744073709551615"]),
        &["--warmup", "18446744073709551615", "0 to 1000000000000"],
    );
    assert_bad_input(
        &with("sim", &["--cycles", "18446744073709551615"]),
        &["--cycles", "18446744073709551615", "1 to 1000000000000"],
    );
    assert_bad_input(&with("sim", &["--cycles", "0"]), &["--cycles", "\"0\""]);
}

#[test]
fn experiment_samples_zero_unused_or_too_big_are_refused() {
    for name in [
        "pv-table2",
        "pv-fig3",
        "bubble-faults",
        "pv-table3",
        "pv-fig4",
    ] {
        assert_bad_input(
            &["experiment", name, "--samples", "0"],
            &["--samples", "\"0\""],
        );
    }
    assert_bad_input(
        &["experiment", "pv-table2", "--samples", "1000000000"],
        &["MB", "--budget-mb"],
    );
    assert_bad_input(
        &["experiment", "pv-table2", "--samples", "1000000000000"],
        &["--samples", "1 to 1000000000"],
    );
    assert_bad_input(
        &["experiment", "pv-table1", "--samples", "5"],
        &["pv-table1", "--samples"],
    );
}

#[test]
fn options_a_subcommand_does_not_use_are_refused() {
    let rates = ["--rates", "0.1:0.1:0.1"];
    let sweep = |extra: &[&'static str]| {
        let mut a = with("sweep", &rates);
        a.extend(extra.iter().copied());
        a
    };
    assert_bad_input(&sweep(&["--vcd", "w.vcd"]), &["--vcd", "sweep"]);
    assert_bad_input(&sweep(&["--packets-out", "p.csv"]), &["--packets-out"]);
    assert_bad_input(&sweep(&["--rate", "0.2"]), &["--rate", "--rates"]);
    assert_bad_input(
        &with("crossval", &["--model", "behavioral"]),
        &["--model", "crossval"],
    );
    assert_bad_input(&with("crossval", &["--vcd", "w.vcd"]), &["--vcd"]);
    assert_bad_input(
        &with("sim", &["--trace-routers", "all"]),
        &["--trace-routers", "--vcd"],
    );
    assert_bad_input(
        &[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "dor",
            "--check",
            "--from",
            "0.0",
        ],
        &["--from", "--check"],
    );
    assert_bad_input(
        &with(
            "sim",
            &[
                "--traffic",
                &trace_arg("rate", "0,0.0,1.1,4\n"),
                "--rate",
                "0.3",
            ],
        ),
        &["--rate", "trace"],
    );
}

#[test]
fn sweep_runs_the_model_it_is_given() {
    let json = |args: Vec<&str>| -> serde_json::Value {
        let out = ftrouter(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let model = ["--model", "behavioral", "--cycles", "400", "--json"];
    let sweep = with("sweep", &[&["--rates", "0.2:0.2:0.1"][..], &model].concat());
    let sim = with("sim", &[&["--rate", "0.2"][..], &model].concat());
    let (point, single) = (json(sweep)["points"][0].clone(), json(sim));
    for key in [
        "packets_injected",
        "packets_delivered",
        "avg_latency",
        "cycles",
    ] {
        assert_eq!(point[key], single[key], "{key}");
    }
}

#[test]
fn sweep_rates_giving_no_or_too_many_points_are_refused() {
    assert_bad_input(
        &with("sweep", &["--rates", "0:1:1e-20"]),
        &["0:1:1e-20", "points"],
    );
    assert_bad_input(&with("sweep", &["--rates", "0:1:0.0001"]), &["points"]);
}

#[test]
fn a_fault_on_a_channel_that_does_not_exist_is_refused() {
    assert_bad_input(
        &[
            "topo",
            "--topology",
            "utorus:4x4",
            "--faults",
            "link:0.1>0.0",
        ],
        &["link:0.1>0.0"],
    );
    // The existing direction is accepted.
    let out = ftrouter(&[
        "topo",
        "--topology",
        "utorus:4x4",
        "--faults",
        "link:0.0>0.1",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["healthy_links"].as_u64().unwrap() + 1,
        v["links"].as_u64().unwrap()
    );
}

#[test]
fn multicast_trace_lines_are_checked_up_front() {
    let mh = |lines: &str, vcs: &'static str| {
        let arg = trace_arg(&format!("mc{vcs}{}", lines.len()), lines);
        ftrouter(&[
            "sim",
            "--topology",
            "mh:3x3",
            "--routing",
            "mh-ud",
            "--vcs",
            vcs,
            "--cycles",
            "50",
            "--traffic",
            &arg,
        ])
    };
    let check = |out: Output, needles: &[&str]| {
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
        for n in needles {
            assert!(stderr.contains(n), "{stderr:?} lacks {n:?}");
        }
    };
    check(
        mh("0,0:000,1:001;2:010;0:011,4\n", "2"),
        &["1:001;2:010;0:011", "--vcs >= 3"],
    );
    check(mh("0,0:000,1:001;0:000,4\n", "4"), &["line 2", "0:000"]);
    check(mh("0,0:000,1:001;1:001,4\n", "4"), &["line 2", "1:001"]);
}

#[test]
fn dropped_trace_lines_are_counted_and_warned_about() {
    let arg = trace_arg(
        "drop",
        "0,0.0,1.1,4\n1,0.1,0.1,4\n2,2.2,0.0,4\n500,1.0,0.0,4\n",
    );
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:3x3",
        "--routing",
        "dor",
        "--faults",
        "node:2.2",
        "--warmup",
        "0",
        "--cycles",
        "100",
        "--traffic",
        &arg,
        "--json",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["trace_lines_dropped"], 3);
    assert_eq!(v["packets_injected"], 1);
    assert!(stderr.contains("3 trace lines"), "{stderr}");
    assert!(stderr.contains("warning"), "{stderr}");
}

/// A trace's packets created in the warm-up are not measured: said on stderr, with the way
/// to measure them; with `--warmup 0` the same trace has no warning and every packet counts.
/// Its nodes may be node ids (0 to N - 1) as other simulators' traces give them.
#[test]
fn trace_packets_the_warm_up_hides_are_warned_about() {
    // 4 is 1.1 and 8 is 2.2 on torus:3x3; 9 is no node.
    let arg = trace_arg("warm", "0,0.0,4,4\n5,8,0.0,4\n2000,4,8,2\n");
    let run = |warmup: &str| {
        let out = ftrouter(&[
            "sim",
            "--topology",
            "torus:3x3",
            "--routing",
            "dor",
            "--warmup",
            warmup,
            "--cycles",
            "3000",
            "--traffic",
            &arg,
            "--json",
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{stderr}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (v, stderr)
    };
    let (v, stderr) = run("1000");
    assert_eq!(v["packets_delivered"], 3);
    assert!(
        stderr
            .contains("warning: 2 of 3 trace packets start before the warm-up ends at cycle 1000")
            && stderr.contains("--warmup 0"),
        "{stderr}"
    );
    assert!(v["avg_hops"].as_f64().unwrap() == 2.0, "{v}");
    let (v, stderr) = run("0");
    assert_eq!(stderr, "");
    assert_eq!(v["packets_delivered"], 3);
    let bad = trace_arg("badid", "0,0.0,9,4\n");
    assert_bad_input(
        &with("sim", &["--traffic", &bad]),
        &[
            "\"9\"",
            "neither an address of torus:3x3 nor a node id 0 to 8",
        ],
    );
}

#[test]
fn unwritable_output_paths_exit_2_naming_the_path() {
    let dir = common::scratch("cli_input", "unwritable");
    let d = dir.display().to_string();
    assert_bad_input(&with("sim", &["--packets-out", &d]), &[&d]);
    assert_bad_input(
        &with("sweep", &["--rates", "0.1:0.1:0.1", "--plot", &d]),
        &[&d],
    );
    let file = dir.join("file");
    std::fs::write(&file, "x").unwrap();
    let f = file.display().to_string();
    assert_bad_input(&["demo", "--out", &f], &[&f]);
}

/// The hardware commands refuse what the hardware router cannot hold, before any long run.
#[test]
fn hardware_commands_refuse_what_the_hardware_cannot_hold() {
    let dir = common::scratch("cli_input", "hardware");
    let out = dir.join("v").display().to_string();
    let torus = [
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--vcs",
        "2",
    ];
    let verilog = |extra: &[&str]| -> Vec<String> {
        let mut a = vec!["verilog".to_string(), "--out".into(), out.clone()];
        a.extend(torus.iter().chain(extra).map(|s| s.to_string()));
        a
    };
    let check = |args: Vec<String>, needles: &[&str]| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_bad_input(&args, needles);
    };
    // A router the hardware cannot hold: pipeline depth, arbiter.
    check(verilog(&["--stages", "6"]), &["stages = 6"]);
    check(verilog(&["--arbiter", "matrix"]), &["matrix"]);
    // Beyond the hardware limits: refused in one line naming the limit, before any table is
    // compiled: under a budget no network's tables fit in, the refusal is still the limit's,
    // so the limit is checked before the estimate that comes before the tables.
    for (net, extra, needles) in [
        (
            "hypercube:17",
            vec![],
            vec!["17 network ports", "at most 16"],
        ),
        ("torus:4x4", vec!["--vcs", "9"], vec!["vcs = 9", "2 to 8"]),
        (
            "torus:4x4",
            vec!["--depth", "65"],
            vec!["depth = 65", "2 to 64"],
        ),
        (
            "torus:4x4",
            vec!["--flit-width", "512"],
            vec!["--flit-width", "512", "0 to 256"],
        ),
        ("torus:400x250", vec![], vec!["100000 nodes", "65536"]),
    ] {
        for command in ["verilog", "cosim"] {
            let mut a = vec![command.to_string(), "--topology".into(), net.to_string()];
            a.extend(
                ["--routing", "dor"]
                    .iter()
                    .chain(&extra)
                    .map(|s| s.to_string()),
            );
            a.extend([
                if command == "verilog" {
                    "--out"
                } else {
                    "--dir"
                }
                .to_string(),
                out.clone(),
                "--budget-mb".into(),
                "1".into(),
            ]);
            check(a, &needles);
            assert!(!dir.join("v").exists(), "{net} {extra:?}: written");
        }
        let mut a = vec!["cost", "--yosys", "--topology", net, "--routing", "dor"];
        a.extend(extra.iter().copied());
        assert_bad_input(&a, &needles);
    }
    // verilog refuses the multicast workload sim refuses (one VC per leg on layered VCs).
    check(
        vec![
            "verilog",
            "--out",
            &out,
            "--topology",
            "mh:2x2",
            "--routing",
            "mh-ud",
            "--vcs",
            "2",
            "--traffic",
            "multicast:3",
        ]
        .into_iter()
        .map(String::from)
        .collect(),
        &["multicast:3", "one VC per leg"],
    );
    // The traffic matters to the hardware only as the multicast list.
    check(
        verilog(&["--traffic", "transpose"]),
        &["--traffic transpose"],
    );
    // An output folder that is a file.
    let file = dir.join("file");
    std::fs::write(&file, "x").unwrap();
    let f = file.display().to_string();
    let mut a = verilog(&[]);
    a[2] = f.clone();
    check(a, &[&f]);
    // cosim: a faulty router, an unknown simulator.
    let cosim = |extra: &[&str]| -> Vec<String> {
        let mut a = vec!["cosim".to_string(), "--dir".into(), out.clone()];
        a.extend(torus.iter().chain(extra).map(|s| s.to_string()));
        a
    };
    check(
        cosim(&["--faults", "node:1.1", "--router", "1.1"]),
        &["1.1", "faulty"],
    );
    check(cosim(&["--simulator", "modelsim"]), &["modelsim"]);
}

#[test]
fn clap_errors_are_one_line_naming_option_and_value() {
    assert_bad_input(&with("sim", &["--vcs", "-3"]), &["--vcs", "-3"]);
    assert_bad_input(&with("sim", &["--depth", "abc"]), &["--depth", "abc"]);
    assert_bad_input(&with("sim", &["--bogus", "1"]), &["--bogus"]);
    assert_bad_input(&["sim", "--routing", "dor"], &["--topology"]);
    assert_bad_input(
        &with("sim", &["--credit-delay", "99"]),
        &["--credit-delay", "99"],
    );
    assert_bad_input(&with("sim", &["--preset", "gem5"]), &["--preset", "gem5"]);
    assert_bad_input(&["nosuch"], &["nosuch"]);
    // Help and version still print normally.
    assert!(ftrouter(&["--version"]).status.success());
    assert!(ftrouter(&["sim", "--help"]).status.success());
}

#[test]
fn huge_topologies_and_table_checks_are_refused_beyond_the_budget() {
    // Small in memory, but a minute of work.
    assert_bad_input(
        &["topo", "--topology", "hypercube:24"],
        &["hypercube:24", "--force"],
    );
    assert_bad_input(&["topo", "--topology", "mh:4x22"], &["mh:4x22", "--force"]);
    for t in ["torus:90x90", "hypercube:13"] {
        assert_bad_input(
            &["route", "--topology", t, "--algorithm", "dor", "--check"],
            &["MB", "--budget-mb"],
        );
    }
    // One packet's esv route computes every node's safety vector (about a minute); dor's
    // builds only the network (seconds: not refused).
    let (zeros, ones) = ("0".repeat(24), "1".repeat(24));
    assert_bad_input(
        &[
            "route",
            "--topology",
            "hypercube:24",
            "--algorithm",
            "esv",
            "--from",
            &zeros,
            "--to",
            &ones,
        ],
        &["hypercube:24", "--force"],
    );
    assert_bad_input(
        &[
            "vectors",
            "--topology",
            "hypercube:21",
            "--algorithm",
            "esv",
        ],
        &["MB", "--budget-mb"],
    );
    // Small ones need no option.
    let out = ftrouter(&[
        "route",
        "--topology",
        "torus:4x4",
        "--algorithm",
        "dor",
        "--check",
    ]);
    assert!(out.status.success());
}

#[test]
fn a_vcd_window_beyond_the_32_bit_cycle_counter_is_refused() {
    let vcd = common::scratch("cli_input", "window")
        .join("w.vcd")
        .display()
        .to_string();
    assert_bad_input(
        &with("sim", &["--vcd", &vcd, "--vcd-window", "0:5000000000"]),
        &["0:5000000000", "4294967295"],
    );
}

#[test]
fn options_a_model_or_mode_does_not_use_are_refused() {
    assert_bad_input(
        &with("sim", &["--model", "behavioral", "--arbiter", "matrix"]),
        &["--arbiter", "behavioral"],
    );
    assert_bad_input(
        &with(
            "sweep",
            &[
                "--rates",
                "0.1:0.1:0.1",
                "--model",
                "behavioral",
                "--behavioral",
                "ideal",
                "--depth",
                "16",
            ],
        ),
        &["--depth", "behavioral", "ideal"],
    );
    // The flow-control model uses the router's buffers; only the cycle model ignores --behavioral.
    assert_bad_input(
        &with("sim", &["--behavioral", "ideal"]),
        &["--behavioral", "--model behavioral"],
    );
    assert_bad_input(
        &with("sim", &["--model", "behavioral", "--behavioral", "magic"]),
        &["magic", "flow", "ideal"],
    );
    assert_bad_input(
        &["topo", "--topology", "torus:4x4", "--seed", "5"],
        &["--seed", "random"],
    );
    let out = ftrouter(&[
        "topo",
        "--topology",
        "torus:4x4",
        "--faults",
        "random:nodes=1",
        "--seed",
        "5",
    ]);
    assert!(out.status.success());
    assert_bad_input(&["experiment", "--list", "--samples", "4"], &["--samples"]);
}

#[test]
fn watching_a_packet_the_run_never_generates_is_warned_about() {
    let out = ftrouter(&with("sim", &["--watch", "99999"]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("--watch 99999"), "{stderr}");
    let out = ftrouter(&with("sim", &["--watch", "0"]));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("warning"));
}

#[test]
fn models_keeping_every_packet_are_refused_beyond_the_budget() {
    // Within the time estimate (about 14 s), beyond the records' memory budget.
    let long = ["--rate", "0.5", "--cycles", "1000000", "--budget-mb", "64"];
    assert_bad_input(
        &with("sim", &[&["--model", "behavioral"][..], &long].concat()),
        &["packets", "--budget-mb"],
    );
    // The run's time is estimated first (src/budget.rs).
    assert_bad_input(
        &with("crossval", &["--cycles", "100000000000"]),
        &["estimated", "--force"],
    );
    assert_bad_input(
        &with("crossval", &["--cycles", "100000", "--budget-mb", "16"]),
        &["estimated", "--budget-mb"],
    );
    // Every model takes the budget options: the cycle model's tables and buffers have one.
    assert!(
        ftrouter(&with("sim", &["--budget-mb", "4096"]))
            .status
            .success()
    );
    // The cycle model streams its records: the same run is only long, not refused up front.
    let out = ftrouter(&with("sim", &["--model", "behavioral", "--cycles", "200"]));
    assert!(out.status.success());
}

#[test]
fn the_message_names_the_token_that_is_wrong() {
    assert_bad_input(
        &["topo", "--topology", "torus:4x4:extra"],
        &["\":extra\"", "after the shape"],
    );
    assert_bad_input(
        &[
            "cosim",
            "--topology",
            "torus:3x3",
            "--routing",
            "bubble",
            "--router",
            "1.1",
            "--dir",
            "",
        ],
        &["--dir \"\"", "folder name"],
    );
}

#[test]
fn trace_packets_refused_at_a_full_source_queue_are_reported_on_stderr() {
    // 10,050 packets from one source in cycle 0: the source queue holds 10,000.
    let lines = "0,0.0,1.1,1\n".repeat(10_050);
    let arg = trace_arg("refused", &lines);
    let out = ftrouter(&with("sim", &["--traffic", &arg, "--cycles", "10"]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("warning: 50 trace packets refused"),
        "{stderr}"
    );
}

#[test]
fn crossval_refuses_up_front_what_it_could_not_judge() {
    let base = ["crossval", "--topology", "torus:4x4", "--routing", "bubble"];
    let short: Vec<&str> = [&base[..], &["--cycles", "300", "--warmup", "50"]].concat();
    let mut with_rates = short.clone();
    with_rates.extend(["--rates", "0.1:0.3:0.1"]);
    // torus:4x4: diameter 4, 5 stages, 4 flits: T0 = 5 x 6 + 4 = 34 cycles.
    assert_bad_input(
        &with_rates,
        &[
            "--warmup 50 --cycles 300",
            "at least --warmup 68 --cycles 272",
        ],
    );
    let zero: Vec<&str> = [&base[..], &["--rates", "0:0:1"]].concat();
    assert_bad_input(&zero, &["--rates", "offered 0"]);
}

/// A router whose output-VC bus (every output VC's credit level and flags) would exceed the
/// widest wire the hardware model holds is refused in one line by every command that builds
/// the hardware, naming the deepest buffer it can take (it aborted in `cost --yosys`).
#[test]
fn hardware_wider_than_a_wire_is_refused_not_a_panic() {
    let shape = ["--topology", "torus:4x4", "--routing", "dor", "--vcs", "8"];
    for command in [
        &["cost", "--yosys", "--depth", "64", "--flit-width", "256"][..],
        &["cost", "--yosys", "--depth", "8"],
        &["verilog", "--out", "never", "--depth", "8"],
        &["cosim", "--depth", "8", "--router", "1.1"],
    ] {
        let args = [command, &shape[..]].concat();
        assert_bad_input(
            &args,
            &["bus", "beyond the 512 a wire holds", "at most 6 flits"],
        );
    }
    assert!(!std::path::Path::new("never").exists());
}

/// Transpose is refused where it means nothing (dimensions of different radices, a
/// mesh-hypercube), with the reason; on a torus of one radix and on a hypercube, odd
/// dimensions included, every destination is the source's coordinates reversed.
#[test]
fn transpose_is_refused_where_it_means_nothing() {
    for (topo, routing, needle) in [
        ("torus:4x3", "dor", "different radices"),
        ("utorus:4x4x2", "dor", "different radices"),
        ("mh:2x3", "mh-ud", "no transpose"),
    ] {
        for traffic in ["transpose", "transpose-self"] {
            assert_bad_input(
                &[
                    "sim",
                    "--topology",
                    topo,
                    "--routing",
                    routing,
                    "--vcs",
                    "3",
                    "--traffic",
                    traffic,
                ],
                &[traffic, topo.split(':').next().unwrap(), needle],
            );
        }
    }
    for topo in ["torus:4x4x4", "hypercube:5", "utorus:3x3"] {
        let out = ftrouter(&[
            "sim",
            "--topology",
            topo,
            "--routing",
            "dor",
            "--vcs",
            "3",
            "--traffic",
            "transpose",
            "--cycles",
            "50",
        ]);
        assert!(
            out.status.success(),
            "{topo}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
