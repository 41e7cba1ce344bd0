//! Outputs: a command either puts every output in place whole or changes nothing,
//! two outputs on one path are refused before the run, and standard output that cannot be
//! written is an error (a full device) or a quiet end (a closed pipe), never a panic or a
//! success with the output lost.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::{
    assert_refused, bin_under_test as bin, ftrouter_under_test as ftrouter, scratch,
};

/// Every name in `dir`, hidden ones included, sorted.
fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

const SIM: [&str; 11] = [
    "sim",
    "--topology",
    "torus:3x3",
    "--routing",
    "bubble",
    "--cycles",
    "300",
    "--warmup",
    "0",
    "--rate",
    "0.3",
];

fn sim_with(extra: &[&str]) -> Vec<String> {
    SIM.iter().chain(extra).map(|s| s.to_string()).collect()
}

/// Commands whose output goes to standard output (each fast).
fn printing_commands(dir: &Path) -> Vec<Vec<String>> {
    let v = dir.join("v").to_string_lossy().into_owned();
    let s = |a: &[&str]| a.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    vec![
        s(&["topo", "--topology", "torus:4x4", "--json"]),
        s(&["topo", "--topology", "torus:4x4"]),
        s(&[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            "dor",
            "--check",
        ]),
        s(&[
            "model",
            "--topology",
            "torus:8x8",
            "--packet",
            "16",
            "--rate",
            "0.1",
        ]),
        s(&["experiment", "--list"]),
        s(&["--help"]),
        s(&["sim", "--help"]),
        s(&["--version"]),
        sim_with(&[]),
        s(&[
            "verilog",
            "--topology",
            "torus:3x3",
            "--routing",
            "bubble",
            "--out",
            &v,
        ]),
    ]
}

#[test]
fn standard_output_on_a_full_device_is_an_error_of_one_line() {
    let dir = scratch("cli_outputs", "full");
    for args in printing_commands(&dir) {
        let out = Command::new(bin())
            .args(&args)
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        assert_refused(&args.join(" "), &out, &["standard output"]);
    }
}

#[test]
fn a_closed_pipe_ends_the_command_quietly() {
    let dir = scratch("cli_outputs", "pipe");
    for args in printing_commands(&dir) {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader); // the reader is gone before the command writes a byte
        let out = Command::new(bin())
            .args(&args)
            .stdout(Stdio::from(writer))
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(141), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
}

#[test]
fn a_run_whose_second_output_fails_changes_no_file() {
    let dir = scratch("cli_outputs", "second");
    let keep = dir.join("keep.vcd");
    std::fs::write(&keep, "an earlier waveform").unwrap();
    let k = keep.to_str().unwrap();
    let out = ftrouter(&sim_with(&["--vcd", k, "--packets-out", "/dev/full"]));
    assert_refused("--packets-out /dev/full", &out, &["/dev/full"]);
    assert_eq!(
        std::fs::read_to_string(&keep).unwrap(),
        "an earlier waveform"
    );
    assert_eq!(entries(&dir), ["keep.vcd"], "no staged or side file left");

    // The save file's path is a folder: refused, and the VCD is not left half-written.
    std::fs::create_dir(dir.join("run.gtkw")).unwrap();
    let run = dir.join("run.vcd");
    let out = ftrouter(&sim_with(&["--vcd", run.to_str().unwrap()]));
    assert_refused("run.gtkw is a folder", &out, &["run.gtkw"]);
    assert_eq!(entries(&dir), ["keep.vcd", "run.gtkw"]);

    // A VCD into a device: no side files are made beside it.
    let before = entries(Path::new("/dev"));
    let out = ftrouter(&sim_with(&["--vcd", "/dev/full"]));
    assert_refused("--vcd /dev/full", &out, &["/dev/full"]);
    assert_eq!(entries(Path::new("/dev")), before);
}

#[test]
fn a_sweep_whose_plot_fails_keeps_the_earlier_csv() {
    let dir = scratch("cli_outputs", "sweep");
    let keep = dir.join("keep.csv");
    std::fs::write(&keep, "an earlier sweep").unwrap();
    let k = keep.to_str().unwrap();
    let out = ftrouter(&["cost", "--sweep", "--out-csv", k, "--plot", "/dev/full"]);
    assert_refused("cost --sweep --plot /dev/full", &out, &["/dev/full"]);
    assert_eq!(std::fs::read_to_string(&keep).unwrap(), "an earlier sweep");
    assert_eq!(entries(&dir), ["keep.csv"]);
}

#[test]
fn empty_output_names_and_windows_the_run_never_reaches_are_refused() {
    let dir = scratch("cli_outputs", "empty");
    let out = ftrouter(&[
        "verilog",
        "--topology",
        "torus:3x3",
        "--routing",
        "dor",
        "--out",
        "",
    ]);
    assert_refused("verilog --out ''", &out, &["folder name"]);
    let out = ftrouter(&["demo", "--out", ""]);
    assert_refused("demo --out ''", &out, &["folder name"]);
    let empty: Vec<String> = sim_with(&["--packets-out", ""]);
    let out = ftrouter(&empty);
    assert_refused("--packets-out ''", &out, &["file name"]);
    // The run is 300 cycles: a window from cycle 5000 would be an empty waveform.
    let vcd = dir.join("late.vcd");
    let late = sim_with(&["--vcd", vcd.to_str().unwrap(), "--vcd-window", "5000:6000"]);
    let out = ftrouter(&late);
    assert_refused("late window", &out, &["--vcd-window 5000:6000"]);
    assert_eq!(entries(&dir), Vec::<String>::new());
}

#[test]
fn two_outputs_on_one_path_are_refused_before_the_run() {
    let dir = scratch("cli_outputs", "same");
    let p = |n: &str| dir.join(n).to_string_lossy().into_owned();
    let cases: Vec<(Vec<String>, &[&str])> = vec![
        (
            sim_with(&["--packets-out", &p("x"), "--vcd", &p("x")]),
            &["--packets-out and --vcd"],
        ),
        (
            sim_with(&["--packets-out", &p("y.gtkw"), "--vcd", &p("y.vcd")]),
            &["y.gtkw"],
        ),
        (
            vec![
                "cost".into(),
                "--sweep".into(),
                "--out-csv".into(),
                p("z"),
                "--plot".into(),
                p("sub/../z"),
            ],
            &["--out-csv and --plot"],
        ),
    ];
    std::fs::create_dir(dir.join("sub")).unwrap();
    for (args, needles) in cases {
        let out = ftrouter(&args);
        assert_refused(&args.join(" "), &out, needles);
    }
    assert_eq!(entries(&dir), ["sub"]);
}

/// Run `script` with `DIR` a 120 kB tmpfs, in a private mount namespace (`unshare`), or with
/// a plain mount when that is refused and we are root. None when neither is allowed here.
fn on_small_filesystem(dir: &Path, script: &str) -> Option<String> {
    let body = format!(
        "set -e; mount -t tmpfs -o size=120k tmpfs '{d}'; DIR='{d}'; BIN='{b}'; {script}",
        d = dir.display(),
        b = bin()
    );
    for runner in [&["unshare", "-rm", "sh", "-c"][..], &["sh", "-c"][..]] {
        let out = Command::new(runner[0])
            .args(&runner[1..])
            .arg(format!("{body}; umount '{}'", dir.display()))
            .output();
        if let Ok(out) = out
            && out.status.success()
        {
            return Some(String::from_utf8_lossy(&out.stdout).into_owned());
        }
    }
    None
}

#[test]
fn folders_on_a_full_filesystem_stay_as_they_were() {
    // An earlier design in v/, then a run that cannot fit: v/ keeps the earlier file and
    // nothing else appears; the same for demo (its waveform is larger than the disk) and for
    // cosim's work folder.
    let script = "mkdir \"$DIR/v\"; echo old > \"$DIR/v/ftr_router.v\"; \
        \"$BIN\" verilog --topology torus:3x3 --routing bubble --out \"$DIR/v\" \
            > /dev/null 2> \"$DIR-err-verilog\" && echo VERILOG-OK; \
        \"$BIN\" demo --out \"$DIR/demo\" > /dev/null 2> \"$DIR-err-demo\" && echo DEMO-OK; \
        \"$BIN\" cosim --topology torus:3x3 --routing bubble --router 1.1 --cycles 50 \
            --dir \"$DIR/work\" > /dev/null 2> \"$DIR-err-cosim\" && echo COSIM-OK; \
        echo \"top: $(ls -A \"$DIR\" | tr '\\n' ' ')\"; \
        echo \"v: $(ls -A \"$DIR/v\" | tr '\\n' ' ')\"; \
        echo \"router: $(cat \"$DIR/v/ftr_router.v\")\"";
    let dir = scratch("cli_outputs", "small");
    let Some(report) = on_small_filesystem(&dir, script) else {
        eprintln!("NOTE: no tmpfs can be mounted here; the full-device checks above stand alone");
        return;
    };
    let err = |n: &str| {
        std::fs::read_to_string(format!("{}-err-{n}", dir.display()))
            .unwrap_or_default()
            .trim_end()
            .to_string()
    };
    assert!(!report.contains("-OK"), "a run fitted in 120 kB: {report}");
    for n in ["verilog", "demo", "cosim"] {
        let e = err(n);
        // cosim says what it is doing first (progress lines); the error is one line.
        let errors: Vec<&str> = e.lines().filter(|l| l.starts_with("error")).collect();
        assert_eq!(errors.len(), 1, "{n}: {e}");
        assert!(e.ends_with(errors[0]), "{n}: {e}");
        // A waveform estimated beyond the free space is refused before the run.
        assert!(
            errors[0].starts_with("error: cannot write") || errors[0].contains("free on its disk"),
            "{n}: {e}"
        );
        assert!(!e.contains("panicked"), "{n}: {e}");
    }
    assert!(report.contains("top: v \n"), "{report}");
    assert!(report.contains("v: ftr_router.v \n"), "{report}");
    assert!(report.contains("router: old"), "{report}");
}

#[test]
fn the_livelock_limit_reaches_the_hardware() {
    let dir = scratch("cli_outputs", "misses");
    let v = dir.join("v");
    let out = ftrouter(&[
        "verilog",
        "--topology",
        "torus:3x3",
        "--routing",
        "bubble",
        "--max-misses",
        "3",
        "--out",
        v.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let router = std::fs::read_to_string(v.join("ftr_router.v")).unwrap();
    assert!(router.contains(".max_misses(4'h3)"), "the RC parameter");
    assert!(!router.contains(".max_misses(4'h8)"));
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:3x3",
        "--routing",
        "dor",
        "--max-misses",
        "3",
    ]);
    assert_refused("--max-misses under dor", &out, &["--max-misses 3"]);
}
