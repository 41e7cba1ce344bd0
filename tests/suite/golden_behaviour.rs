//! Golden behaviour: the cycle model's results are pinned. Refactoring the router's blocks
//! must not change a single packet record or statistic, so a few `sim` runs are
//! compared with outputs recorded before the refactoring (`tests/golden/NAME.json`, `.csv`).
//!
//! The JSON text is compared byte for byte with the values of `wall_seconds` and
//! `router_cycles_per_second` (they measure the machine) set to 0; the per-packet CSV byte
//! for byte. A change that is *meant* to change
//! behaviour regenerates the files with `FTROUTER_BLESS=1 cargo test --test suite golden_behaviour::`
//! and says why in its commit message.

use crate::common;
use std::path::{Path, PathBuf};

/// (name, `sim` arguments): fault-free and faulty tori at and past saturation, every
/// switching mode, multicast, a deeper pipeline and the BookSim preset.
const CASES: &[(&str, &str)] = &[
    (
        "dor_8x8_r10",
        "--topology torus:8x8 --routing dor --rate 1.0 --cycles 150 --warmup 50",
    ),
    (
        "duato_8x8_r10",
        "--topology torus:8x8 --routing duato --vcs 3 --rate 1.0 --cycles 150 --warmup 50",
    ),
    (
        "bubble_fault_8x8_r10",
        "--topology torus:8x8 --routing bubble --faults link:0.0-0.1 --rate 1.0 --cycles 150 --warmup 50",
    ),
    (
        "esv_hc6_r02",
        "--topology hypercube:6 --routing esv --rate 0.2 --cycles 300 --warmup 100",
    ),
    (
        "mhud_3x3_mc3",
        "--topology mh:3x3 --routing mh-ud --traffic multicast:3 --vcs 3 --rate 0.1 --cycles 400 --warmup 100",
    ),
    (
        "booksim_4x4_r03",
        "--topology torus:4x4 --preset booksim --routing dor --rate 0.3 --cycles 400 --warmup 100",
    ),
    (
        "dor_8x8_s7",
        "--topology torus:8x8 --routing dor --stages 7 --rate 0.3 --cycles 200 --warmup 50",
    ),
];

/// Fields that measure the machine, not the model.
const UNSTABLE: &[&str] = &["wall_seconds", "router_cycles_per_second"];

/// The JSON text with the unstable fields' values set to 0 and without the run's `config`
/// record (its last member: options, not results; `cli_config` tests it). Text, not a parsed
/// value: a parse and re-print could round the last digit of a float and hide a change there.
fn strip(json: &str) -> String {
    let json = match json.find(",\n  \"config\": {") {
        Some(at) => format!("{}\n}}\n", &json[..at]),
        None => json.to_string(),
    };
    json.lines()
        .map(|line| {
            let key = line.trim_start();
            match UNSTABLE
                .iter()
                .find(|k| key.starts_with(&format!("\"{k}\": ")))
            {
                Some(k) => {
                    let indent = &line[..line.len() - key.len()];
                    let comma = if key.ends_with(',') { "," } else { "" };
                    format!("{indent}\"{k}\": 0{comma}\n")
                }
                None => format!("{line}\n"),
            }
        })
        .collect()
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Run one case; returns (stripped JSON text, packets CSV).
fn run(name: &str, args: &str) -> (String, String) {
    let dir = common::scratch("golden_behaviour", name);
    let csv = dir.join(format!("{name}.csv"));
    let out = common::command()
        .arg("sim")
        .args(args.split_whitespace())
        .arg("--json")
        .arg("--packets-out")
        .arg(&csv)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    serde_json::from_str::<serde_json::Value>(&text).expect("JSON");
    (strip(&text), std::fs::read_to_string(&csv).unwrap())
}

#[test]
fn simulation_results_match_the_recorded_golden_outputs() {
    let bless = std::env::var_os("FTROUTER_BLESS").is_some();
    let mut failures = Vec::new();
    for &(name, args) in CASES {
        let (json, csv) = run(name, args);
        let (json_path, csv_path) = (
            golden_dir().join(format!("{name}.json")),
            golden_dir().join(format!("{name}.csv")),
        );
        if bless {
            std::fs::write(&json_path, &json).unwrap();
            std::fs::write(&csv_path, &csv).unwrap();
            continue;
        }
        if json != std::fs::read_to_string(&json_path).unwrap() {
            failures.push(format!("{name}: JSON differs from {}", json_path.display()));
        }
        if csv != std::fs::read_to_string(&csv_path).unwrap() {
            failures.push(format!(
                "{name}: packet CSV differs from {}",
                csv_path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
