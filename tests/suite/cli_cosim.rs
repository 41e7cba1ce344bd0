//! `ftrouter cosim` from the command line as a user runs it: in a folder named relative to
//! where the command starts, and on a Verilog folder written by `ftrouter verilog` (then
//! edited) instead of a freshly generated design.

use crate::common;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A small router co-simulation: one router of a 4x4 torus, 200 cycles. Too short for every
/// flit data bit of every port to toggle, so no coverage is asked
/// (`cosim_fails_when_a_data_bit_never_toggles` asks it).
const SMALL: [&str; 18] = [
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
    "--data-coverage",
    "0",
];

/// `ftrouter cosim SMALL extra` started in `cwd`.
fn cosim(cwd: &Path, extra: &[&str]) -> Output {
    common::ftrouter_in(cwd, &[&["cosim"][..], &SMALL, extra].concat())
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
    let cwd = common::scratch("cli_cosim", "relative");
    let out = cosim(&cwd, &["--dir", "rel"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("cosim pass"), "{}", text(&out));
    assert!(cwd.join("rel/obj_dir/tb").exists());
}

/// Every file under `dir` with its contents, by path.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                out.push((path.clone(), std::fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// `cosim --rtl DIR` checks the Verilog `verilog --out DIR` wrote, without writing into DIR:
/// it passes as written, fails (status 1, naming cycle and signal) once one operator of the
/// router is changed, and refuses in one line (status 2) a folder without the router.
#[test]
fn cosim_checks_a_given_verilog_folder() {
    let cwd = common::scratch("cli_cosim", "rtl");
    let written = common::ftrouter_in(
        &cwd,
        &[&["verilog", "--out", "gen"][..], &SMALL[..6]].concat(),
    );
    assert!(written.status.success(), "{}", text(&written));
    let before = snapshot(&cwd.join("gen"));
    // Icarus builds in seconds where Verilator takes tens; --rtl reads the folder alike for both.
    let icarus = ["--simulator", "icarus"];
    let out = cosim(
        &cwd,
        &[&["--rtl", "gen", "--dir", "work"][..], &icarus].concat(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("Verilog from gen"), "{}", text(&out));
    assert_eq!(
        snapshot(&cwd.join("gen")),
        before,
        "--rtl wrote into its folder"
    );

    // The header rewrite leaves the hop count alone: `!=` made `==`.
    let mutant = cwd.join("mutant");
    for (path, bytes) in &before {
        let name = mutant.join(path.strip_prefix(cwd.join("gen")).unwrap());
        std::fs::create_dir_all(name.parent().unwrap()).unwrap();
        std::fs::write(name, bytes).unwrap();
    }
    let router = std::fs::read_to_string(mutant.join("ftr_router.v")).unwrap();
    let edited = router.replacen("if (hops != 8'd255)", "if (hops == 8'd255)", 1);
    assert_ne!(edited, router);
    std::fs::write(mutant.join("ftr_router.v"), edited).unwrap();
    let out = cosim(
        &cwd,
        &[&["--rtl", "mutant", "--dir", "work", "--json"][..], &icarus].concat(),
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["verdict"], "fail");
    let first = &report["first_difference"];
    assert!(first["cycle"].as_u64().is_some(), "{report}");
    assert!(
        first["signal"].as_str().unwrap().starts_with("flit_out__"),
        "{report}"
    );

    // Refused in one line: no folder, no Verilog, no router module, the folder as work folder.
    std::fs::create_dir_all(cwd.join("empty")).unwrap();
    std::fs::create_dir_all(cwd.join("loader")).unwrap();
    std::fs::copy(
        cwd.join("gen/ftr_boot_loader.v"),
        cwd.join("loader/ftr_boot_loader.v"),
    )
    .unwrap();
    for (extra, needle) in [
        (["--rtl", "missing", "--dir", "work"], "no such folder"),
        (["--rtl", "empty", "--dir", "work"], "no .v file"),
        (["--rtl", "loader", "--dir", "work"], "no module ftr_router"),
        (["--rtl", "gen", "--dir", "gen"], "only read"),
    ] {
        let out = cosim(&cwd, &extra);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{extra:?}: {stderr}");
        assert!(stderr.contains(needle), "{extra:?}: {stderr}");
    }
    assert_eq!(snapshot(&cwd.join("gen")), before);
}

/// A whole fabric from the command line (no `--router`): the channels inside the fabric are
/// compared too, read through the design's hierarchy rather than its ports, and the run
/// passes (it was refused as "port r0_flit_out_valid: not in module fabric").
#[test]
fn cosim_of_a_whole_fabric_passes() {
    let cwd = common::scratch("cli_cosim", "fabric");
    let out = common::ftrouter_in(
        &cwd,
        &[
            "cosim",
            "--topology",
            "torus:3x3",
            "--routing",
            "bubble",
            "--faults",
            "link:0.0-0.1",
            "--rate",
            "0.4",
            "--warmup",
            "0",
            "--cycles",
            "150",
            "--simulator",
            "icarus",
            // 150 cycles leave some interface bits still (hops, misses): not asked here.
            "--data-coverage",
            "0",
            "--json",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["verdict"], "pass", "{v}");
    assert!(v["cycles_compared"].as_u64().unwrap() > 150, "{v}");
    // Nine routers' ejection ports and the channels between them.
    assert!(v["signals_compared"].as_u64().unwrap() > 9 * 5, "{v}");
    assert!(v["router"].is_null(), "{v}");
}

/// `--target fpga`: the routing table's two banks swap at a reload's commit instead of a
/// copy; a link failing during the run (its tables staged and committed) stays bit-exact
/// across the whole fabric, and the written Verilog has the banks.
#[test]
fn the_fpga_router_matches_across_a_fault_during_the_run() {
    let cwd = common::scratch("cli_cosim", "fpga");
    let out = common::ftrouter_in(
        &cwd,
        &[
            "cosim",
            "--topology",
            "torus:3x3",
            "--routing",
            "bubble",
            "--rate",
            "0.4",
            "--warmup",
            "0",
            "--cycles",
            "400",
            "--fault-at",
            "150:link:0.0-0.1",
            "--simulator",
            "icarus",
            "--target",
            "fpga",
            "--data-coverage",
            "0",
            "--dir",
            "work",
            "--json",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["verdict"], "pass", "{v}");
    let design = std::fs::read_to_string(cwd.join("work/design.v")).unwrap();
    let table = design
        .split("\nmodule ")
        .find(|m| m.starts_with("ftr_route_table("))
        .expect("the routing table's module");
    assert!(table.contains("bank <= !bank;"), "no banks: {table}");
    assert!(
        !table.contains("staged_mem"),
        "the routing table still copies: {table}"
    );
}

/// The toggle coverage decides the verdict: the same short run, bit-exact, fails when every
/// flit data bit that can toggle is asked to (status 1, the untoggled bits named, no
/// mismatch), and its JSON carries the figures beside the others.
#[test]
fn cosim_fails_when_a_data_bit_never_toggles() {
    let cwd = common::scratch("cli_cosim", "coverage");
    // SMALL without its `--data-coverage 0`.
    let run = |extra: &[&str]| {
        let fixed = ["--simulator", "icarus", "--data-coverage", "100"];
        let args = [&["cosim"][..], &SMALL[..SMALL.len() - 2], &fixed, extra].concat();
        common::ftrouter_in(&cwd, &args)
    };
    let out = run(&["--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["verdict"], "fail", "{v}");
    assert_eq!(v["mismatches"], 0, "{v}");
    let t = &v["toggle_coverage"];
    assert_eq!(t["data_coverage_pass"], false, "{t}");
    let untoggled = t["untoggled_data"].as_array().unwrap();
    assert!(!untoggled.is_empty(), "{t}");
    assert!(
        untoggled
            .iter()
            .all(|b| b.as_str().unwrap().starts_with("flit_"))
    );
    let (bits, on) = (
        t["data_bits"].as_u64().unwrap(),
        t["data_bits_toggled"].as_u64().unwrap(),
    );
    assert!(
        on < bits && t["data_coverage_percent"].as_f64().unwrap() < 100.0,
        "{t}"
    );
    // The router's node id is tied: named, with its reason.
    assert!(
        t["constant_by_design"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["bits"] == "node[3:0]")
    );
    // In text, the failure names the bits.
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out).contains("FAIL: flit data bits never toggled: flit_"),
        "{}",
        text(&out)
    );
}

/// `verilog --out DIR` ships a testbench a person reruns without ftrouter: `run.sh` builds
/// and replays it in Icarus and exits 0; with one bit of one expected vector flipped it
/// exits 1 and prints the mismatch.
#[test]
fn verilog_ships_a_self_checking_testbench() {
    let cwd = common::scratch("cli_cosim", "testbench");
    let out = common::ftrouter_in(
        &cwd,
        &[
            "verilog",
            "--topology",
            "torus:4x4",
            "--routing",
            "dor",
            "--cycles",
            "300",
            "--router",
            "1.1",
            "--out",
            "gen",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(
        text(&out).contains("testbench/ (router 1.1"),
        "{}",
        text(&out)
    );
    let tb = cwd.join("gen/testbench");
    let run = || {
        Command::new(tb.join("run.sh"))
            .arg("icarus")
            .current_dir(&cwd)
            .output()
            .expect("runs")
    };
    let pass = run();
    assert_eq!(pass.status.code(), Some(0), "{}", text(&pass));
    let checked = String::from_utf8_lossy(&pass.stdout).into_owned();
    assert!(checked.contains("mismatches 0"), "{checked}");
    // Flip the lowest bit of the expected outputs of a row in the middle.
    let hex = std::fs::read_to_string(tb.join("out.hex")).unwrap();
    let mut rows: Vec<String> = hex.lines().map(str::to_string).collect();
    let mid = rows.len() / 2;
    let last = rows[mid].pop().unwrap().to_digit(16).unwrap();
    rows[mid].push(char::from_digit(last ^ 1, 16).unwrap());
    std::fs::write(tb.join("out.hex"), rows.join("\n") + "\n").unwrap();
    let fail = run();
    assert_eq!(fail.status.code(), Some(1), "{}", text(&fail));
    assert!(
        text(&fail).contains(&format!("MISMATCH cycle {mid} ")),
        "{}",
        text(&fail)
    );
}

/// `cosim --router R --rtl DIR` boots router R from DIR's image of its tables
/// (`tables/router_V.hex`), as the whole fabric's boot loaders do: the folder as written
/// passes, the same folder with the data digits of R's image inverted fails (status 1), and
/// an image that is missing or of another length is refused in one line (status 2).
#[test]
fn a_single_router_cosim_boots_from_the_folders_table_image() {
    let cwd = common::scratch("cli_cosim", "table_image");
    let written = common::ftrouter_in(
        &cwd,
        &[&["verilog", "--out", "gen"][..], &SMALL[..6]].concat(),
    );
    assert!(written.status.success(), "{}", text(&written));
    let icarus = |rtl: &str| cosim(&cwd, &["--rtl", rtl, "--simulator", "icarus"]);
    let out = icarus("gen");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));

    // Router 1.1 of the 4x4 torus is node 5; the low 12 bits of each write are its data.
    let copy = |name: &str| {
        for (path, bytes) in snapshot(&cwd.join("gen")) {
            let to = cwd
                .join(name)
                .join(path.strip_prefix(cwd.join("gen")).unwrap());
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::write(to, bytes).unwrap();
        }
        cwd.join(name).join("tables/router_5.hex")
    };
    let image = copy("inverted");
    let lines: Vec<String> = std::fs::read_to_string(&image)
        .unwrap()
        .lines()
        .map(|l| {
            let (keep, data) = l.split_at(l.len() - 3);
            let flipped: String = data
                .chars()
                .map(|c| char::from_digit(15 - c.to_digit(16).unwrap(), 16).unwrap())
                .collect();
            format!("{keep}{flipped}\n")
        })
        .collect();
    std::fs::write(&image, lines.concat()).unwrap();
    let out = icarus("inverted");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("cosim FAIL"), "{}", text(&out));

    std::fs::remove_file(copy("missing")).unwrap();
    std::fs::write(copy("short"), lines[..lines.len() - 1].concat()).unwrap();
    // A work folder inside the folder cosim reads is refused before anything is written.
    let inside = cosim(
        &cwd,
        &["--rtl", "gen", "--simulator", "icarus", "--dir", "gen/sub"],
    );
    for (rtl, needle, out) in [
        ("missing", "no tables/router_5.hex", icarus("missing")),
        ("short", "writes", icarus("short")),
        ("gen", "only read", inside),
    ] {
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{rtl}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{rtl}: {stderr}");
        assert!(stderr.contains(needle), "{rtl}: {stderr}");
    }
}

/// Errors a cosim finds are found before the cycle model runs and said in one line: a
/// folder generated for another configuration (named by the port that differs), and a
/// tool's failure, whose whole output goes to a log file that the line names.
#[test]
fn a_folder_of_another_configuration_or_broken_verilog_is_one_line() {
    let cwd = common::scratch("cli_cosim", "late_errors");
    let written = common::ftrouter_in(
        &cwd,
        &[&["verilog", "--out", "gen"][..], &SMALL[..6]].concat(),
    );
    assert!(written.status.success(), "{}", text(&written));
    let three_vcs = [
        "cosim",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--vcs",
        "3",
        "--cycles",
        "200",
        "--rtl",
        "gen",
        "--dir",
        "work",
    ];
    let out = common::ftrouter_in(&cwd, &three_vcs);
    common::assert_refused(
        &three_vcs,
        &out,
        &["--rtl gen", "another configuration", "port "],
    );
    assert!(!cwd.join("work").exists(), "the work folder was made");

    // One operator made a syntax error: Icarus refuses it.
    let broken = cwd.join("broken");
    for (path, bytes) in snapshot(&cwd.join("gen")) {
        let name = broken.join(path.strip_prefix(cwd.join("gen")).unwrap());
        std::fs::create_dir_all(name.parent().unwrap()).unwrap();
        std::fs::write(name, bytes).unwrap();
    }
    let router = std::fs::read_to_string(broken.join("ftr_router.v")).unwrap();
    let edited = router.replacen("assign ", "assign assign ", 1);
    std::fs::write(broken.join("ftr_router.v"), edited).unwrap();
    let args = ["--rtl", "broken", "--simulator", "icarus", "--dir", "work2"];
    let out = cosim(&cwd, &args);
    common::assert_refused(&args, &out, &["iverilog failed", "all it printed is in "]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let log = stderr
        .trim_end()
        .rsplit("all it printed is in ")
        .next()
        .unwrap();
    let kept = std::fs::read_to_string(log).expect("the log file the line names");
    assert!(kept.contains("syntax error"), "{kept}");
    std::fs::remove_file(log).unwrap();
}
