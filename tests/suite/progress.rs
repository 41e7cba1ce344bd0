//! Long runs are the user's to make: time estimates refuse nothing, memory estimates still
//! do, and a long run shows its progress on standard error (a plain line every few seconds
//! when standard error is not a terminal, as here), with the estimate beside the ETA;
//! `--quiet` silences it (src/cli/progress.rs).

use crate::common::{assert_bad_input, bin_under_test};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// A million cycles of torus:8x8 under DOR: estimated beyond the 30 s the budget once
/// refused without --force.
const LONG: [&str; 8] = [
    "sim",
    "--topology",
    "torus:8x8",
    "--routing",
    "dor",
    "--cycles",
    "1000000",
    "--json",
];

#[test]
fn a_long_run_starts_without_force_and_shows_its_progress() {
    let mut child = Command::new(bin_under_test())
        .args(LONG)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    // The first plain line comes after two seconds of work; a run that ends first, or
    // refuses, has none.
    let first = lines
        .next()
        .expect("a progress line before the run ends")
        .unwrap();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{first}\n{rest:?}");
    // "sim: 448512/1001000 cycles (45%), 223799 cycles/s, 2 s elapsed, ETA 2 s (estimated
    // 9 s, 1 MB)": done/total over generation and the expected drain, rate, ETA, estimate.
    assert!(first.starts_with("sim: "), "{first}");
    assert!(first.contains("/1001000 cycles ("), "{first}");
    for needle in ["cycles/s", "elapsed", "ETA", "estimated", " MB)"] {
        assert!(first.contains(needle), "{first} lacks {needle}");
    }
    let done: u64 = first["sim: ".len()..]
        .split('/')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(done > 0 && done < 1_001_000, "{first}");
}

#[test]
fn quiet_silences_the_progress_lines() {
    // Seconds of work: long enough for a plain line without --quiet.
    let out = Command::new(bin_under_test())
        .args([
            "sim",
            "--topology",
            "torus:8x8",
            "--routing",
            "dor",
            "--cycles",
            "400000",
            "--quiet",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    // --quiet is taken before the subcommand too, and by every subcommand.
    for args in [
        &["--quiet", "topo", "--topology", "torus:4x4"][..],
        &[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "dor",
            "--check",
            "--quiet",
        ],
    ] {
        let out = Command::new(bin_under_test()).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
    }
}

#[test]
fn memory_beyond_the_budget_is_still_refused_with_its_estimate() {
    // torus:64x64x64 under bubble with 1,000 faulty links: tables and buffers of 262,144
    // routers.
    assert_bad_input(
        &[
            "sim",
            "--topology",
            "torus:64x64x64",
            "--routing",
            "bubble",
            "--faults",
            "random:links=1000",
        ],
        &[
            "estimated",
            "MB",
            "beyond the budget of 1024 MB",
            "--budget-mb",
        ],
    );
}
