//! `ftrouter cosim` from the command line as a user runs it: in a folder named relative to
//! where the command starts.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A small router co-simulation: one router of a 4x4 torus, 200 cycles.
const SMALL: [&str; 16] = [
    "--topology",
    "torus:4x4",
    "--routing",
    "dor",
    "--vcs",
    "2",
    "--rate",
    "0.3",
    "--warmup",
    "0",
    "--cycles",
    "200",
    "--router",
    "1.1",
    "--seed",
    "3",
];

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli_cosim")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `ftrouter cosim SMALL extra` started in `cwd`.
fn cosim(cwd: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ftrouter"))
        .arg("cosim")
        .args(SMALL)
        .args(extra)
        .current_dir(cwd)
        .output()
        .expect("runs")
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// `--dir rel` is the folder `rel` under the working directory, for the Verilator build and
/// for the run of what it built.
#[test]
fn cosim_runs_in_a_relative_folder() {
    let cwd = scratch("relative");
    let out = cosim(&cwd, &["--dir", "rel"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("cosim pass"), "{}", text(&out));
    assert!(cwd.join("rel/obj_dir/tb").exists());
}
