//! BookSim2 parity (issue 18): `--preset booksim` draws ties at half a ring per packet as
//! BookSim2's `dim_order_torus` does, and `--routing min-adapt` is BookSim2's
//! `min_adapt_torus`. The BookSim2 figures were measured with BookSim2 at commit 28f4329 and
//! the configurations named at each figure (configs/booksim/; docs/cycle-model.md lists the
//! commands); BookSim2 itself is not needed here.

use serde_json::Value;
use std::process::Command;

/// One `sim --json` run: the parsed output, after checking it ran and drained.
fn sim(args: &str) -> Value {
    let all: Vec<&str> = args.split_whitespace().chain(["--json"]).collect();
    let out = Command::new(env!("CARGO_BIN_EXE_ftrouter"))
        .arg("sim")
        .args(&all)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "sim {all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["deadlock"], false, "sim {all:?}");
    assert_eq!(v["packets_in_flight"], 0, "sim {all:?}: not drained");
    v
}

fn field(v: &Value, key: &str) -> f64 {
    v[key].as_f64().unwrap()
}

fn within(ours: f64, theirs: f64, tolerance: f64) -> bool {
    (ours - theirs).abs() <= tolerance * theirs
}

/// BookSim2, torus8ary2cube_dor_transpose.cfg, injection_rate=0.174: the mean packet latency
/// of seeds 0 to 9 (one run varies from 77 to 132 cycles at this knee of the curve).
const TRANSPOSE_LATENCY: f64 = 111.395;

/// Transpose at offered 0.174 on the 8x8 torus: with ties drawn per packet the preset's mean
/// latency over seeds is within 10% of BookSim2's (the parity rule gave 344 cycles over ten
/// seeds: every tie packet of a node took the same way).
#[test]
fn preset_transpose_latency_at_the_knee_matches_booksim2() {
    let base = "--topology torus:8x8 --routing dor --preset booksim --traffic transpose \
                --rate 0.174 --warmup 3000 --cycles 7000";
    let seeds = 1..=6;
    let runs: Vec<f64> = seeds
        .clone()
        .map(|s| field(&sim(&format!("{base} --seed {s}")), "avg_latency"))
        .collect();
    let mean = runs.iter().sum::<f64>() / runs.len() as f64;
    assert!(
        within(mean, TRANSPOSE_LATENCY, 0.10),
        "mean latency {mean:.1} over seeds {seeds:?} ({runs:?}), BookSim2 {TRANSPOSE_LATENCY}"
    );
}

/// BookSim2, torus8ary2cube_min_adapt.cfg (4 VCs): the largest accepted load over offered
/// 0.30 to 0.80 by 0.05 (at 0.45), and the accepted load at offered 1.0.
const MIN_ADAPT_PEAK: f64 = 0.421615;
const MIN_ADAPT_AT_ONE: f64 = 0.393672;

/// min-adapt with 4 VCs under the preset, 10,000 measured cycles after 3,000 of warm-up as
/// BookSim2's run: peak and offered-1.0 throughput within 5% of BookSim2's. (Duato's router
/// with every minimal port and adaptive VCs first peaks near 0.5: the figures pin BookSim2's
/// one adaptive port and unordered VC choice.)
#[test]
fn min_adapt_throughput_matches_booksim2() {
    let run = |rate: f64| {
        let args = format!(
            "--topology torus:8x8 --routing min-adapt --vcs 4 --preset booksim --rate {rate} \
             --warmup 3000 --cycles 10000"
        );
        field(&sim(&args), "accepted_flits_per_node_cycle")
    };
    let peak = [0.40, 0.45, 0.50].into_iter().map(run).fold(0.0, f64::max);
    assert!(
        within(peak, MIN_ADAPT_PEAK, 0.05),
        "peak {peak:.4}, BookSim2 {MIN_ADAPT_PEAK}"
    );
    let one = run(1.0);
    assert!(
        within(one, MIN_ADAPT_AT_ONE, 0.05),
        "{one:.4} at offered 1.0, BookSim2 {MIN_ADAPT_AT_ONE}"
    );
}

/// The tie draw is the packet's: the same seed gives the same run byte for byte (the per-packet
/// CSV), another seed another run.
#[test]
fn the_tie_draw_is_a_function_of_the_seed() {
    let csv = |seed: u64, preset: bool| {
        let path = std::env::temp_dir().join(format!(
            "ftrouter-ties-{}-{seed}-{preset}.csv",
            std::process::id()
        ));
        let p = path.to_string_lossy().into_owned();
        let preset = if preset { "--preset booksim" } else { "" };
        sim(&format!(
            "--topology torus:4x4 --routing dor {preset} --traffic transpose --rate 0.2 \
             --warmup 0 --cycles 1000 --seed {seed} --packets-out {p}"
        ));
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        text
    };
    assert_eq!(csv(3, true), csv(3, true));
    assert_ne!(csv(3, true), csv(4, true));
}

/// Drawn ties and min-adapt's allocator leave the results independent of the order the
/// routers are evaluated in, as every router (docs/architecture.md, "Data flow").
#[test]
fn parity_behaviour_does_not_depend_on_evaluation_order() {
    use ftrouter::fabric::Fabric;
    use ftrouter::routing::table::{Mode, compile};
    use ftrouter::sim;
    use ftrouter::topology::{Network, Topology};
    use ftrouter::workload::{Pattern, SimConfig};
    for (mode, vcs, traffic) in [
        (Mode::Dor, 2, "transpose-self"),
        (Mode::MinAdapt, 4, "uniform-self"),
    ] {
        let run = |reverse: bool| {
            let net = Network::fault_free("torus:8x8".parse::<Topology>().unwrap());
            let tables = compile(&net, mode).unwrap();
            let mut params = crate::common::params(&tables, vcs, 8, 4);
            params.apply_booksim_preset();
            let pattern = Pattern::parse(traffic, &net.topo).unwrap();
            let mut f = Fabric::with_tables(net, tables, params).unwrap();
            if reverse {
                f.set_eval_order((0..f.num_nodes()).rev().collect());
            }
            let cfg = SimConfig {
                pattern,
                rate: 0.45,
                warmup: 100,
                cycles: 800,
                seed: 5,
                injection_delay: 1,
                ..SimConfig::default()
            };
            sim::run(&mut f, &cfg, |_, _| {}).unwrap().packets
        };
        let (a, b) = (run(false), run(true));
        assert!(a.len() > 500, "{mode}");
        assert!(a == b, "{mode}: the evaluation order changed the packets");
    }
}

/// What the hardware generator and the behavioral models do not have is refused in one line
/// naming the option, not generated or compared differently.
#[test]
fn hardware_and_behavioral_commands_refuse_what_they_lack() {
    let dir = std::env::temp_dir().join(format!("ftrouter-parity-{}", std::process::id()));
    let dir = dir.to_string_lossy().into_owned();
    let cases: [(&[&str], &str); 4] = [
        (
            &[
                "verilog",
                "--topology",
                "torus:4x4",
                "--routing",
                "min-adapt",
                "--vcs",
                "4",
                "--out",
                &dir,
            ],
            "min-adapt",
        ),
        (
            &[
                "verilog",
                "--topology",
                "torus:4x4",
                "--routing",
                "dor",
                "--preset",
                "booksim",
                "--out",
                &dir,
            ],
            "--preset booksim",
        ),
        (
            &[
                "crossval",
                "--topology",
                "torus:4x4",
                "--routing",
                "min-adapt",
                "--vcs",
                "4",
                "--rates",
                "0.1:0.1:0.1",
            ],
            "min-adapt",
        ),
        (
            &[
                "sim",
                "--topology",
                "torus:4x4",
                "--routing",
                "min-adapt",
                "--vcs",
                "3",
            ],
            "vcs = 3",
        ),
    ];
    for (args, named) in cases {
        let out = Command::new(env!("CARGO_BIN_EXE_ftrouter"))
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.lines().count() == 1 && err.contains(named),
            "{args:?}: {err}"
        );
    }
    assert!(!std::path::Path::new(&dir).exists(), "nothing written");
    // An odd ring has no tie: the preset's hardware is the parity router's.
    let out = Command::new(env!("CARGO_BIN_EXE_ftrouter"))
        .args([
            "verilog",
            "--topology",
            "torus:5x5",
            "--routing",
            "dor",
            "--preset",
            "booksim",
            "--out",
            &dir,
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
