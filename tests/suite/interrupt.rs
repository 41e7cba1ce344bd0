//! SIGINT / SIGTERM during `sim`: the run stops at a cycle boundary, the VCD is whole (parsed
//! back, and accepted by GTKWave's `vcd2fst` where installed), the packet CSV lists every
//! packet generated, the summary is printed, and the exit status is 130.

use crate::common::{self, HUNG_AFTER, command};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
const UNITS: u64 = 10; // VCD units per cycle

/// Send `signal` (TERM, INT) to `child` and collect what it printed as it ended.
fn signal_and_wait(child: std::process::Child, signal: &str) -> std::process::Output {
    let kill = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    child.wait_with_output().unwrap()
}

/// Start a long run, wait until its VCD is being written, send `signal`, return what it printed.
fn interrupted_run(signal: &str, dir: &Path) -> (Option<i32>, String, String) {
    let vcd = dir.join("run.vcd");
    let csv = dir.join("packets.csv");
    let _ = std::fs::remove_file(&vcd);
    let child = spawn(
        command()
            .args([
                "sim",
                "--topology",
                "torus:4x4",
                "--routing",
                "bubble",
                "--rate",
                "0.2",
                "--cycles",
                "100000000",
                "--warmup",
                "0",
                "--vcd-window",
                "0:1000000000",
                // A run of minutes, estimated as such: it is stopped long before.
                "--force",
            ])
            .arg("--vcd")
            .arg(&vcd)
            .arg("--packets-out")
            .arg(&csv),
    );
    // The handler is installed before the VCD is created: once the file holds some cycles,
    // the signal reaches a run in its cycle loop.
    let started = Instant::now();
    // Until the run ends its VCD grows under a hidden staging name beside `vcd`
    // (ftrouter::output), moved into place with the CSV when the run stops.
    let staged_size = || -> u64 {
        std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with(".run.vcd.ftrouter")
            })
            .filter_map(|e| e.metadata().ok())
            .map(|m| m.len())
            .sum()
    };
    while staged_size() < 300_000 {
        // A hang guard, not a speed claim: HUNG_AFTER is minutes.
        assert!(started.elapsed() < HUNG_AFTER, "hung: the VCD did not grow");
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = signal_and_wait(child, signal);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every command of the VCD parses; returns the last timestamp.
fn last_time(vcd: &Path) -> u64 {
    let file = std::io::BufReader::new(std::fs::File::open(vcd).unwrap());
    let mut parser = vcd::Parser::new(file);
    parser.parse_header().expect("VCD header parses");
    let mut last = 0;
    for cmd in parser {
        if let vcd::Command::Timestamp(t) = cmd.expect("VCD body parses") {
            last = t;
        }
    }
    last
}

#[test]
fn sigterm_and_sigint_end_the_run_cleanly() {
    for signal in ["TERM", "INT"] {
        let dir = common::scratch("interrupt", signal);
        let (code, stdout, stderr) = interrupted_run(signal, &dir);
        assert_eq!(code, Some(130), "SIG{signal}: {stdout} {stderr}");
        assert!(
            stderr.contains("interrupted: stopped after cycle"),
            "{stderr}"
        );
        // The summary, with the number of packets generated so far.
        let injected: usize = stdout
            .lines()
            .find_map(|l| l.strip_prefix("packets: ")?.split(' ').next()?.parse().ok())
            .unwrap_or_else(|| panic!("no summary: {stdout}"));
        let cycles: u64 = stdout
            .lines()
            .find_map(|l| l.split_once(" (")?.1.strip_suffix(" cycles)")?.parse().ok())
            .unwrap_or_else(|| panic!("no cycle count: {stdout}"));
        // 300 kB of VCD is some tens of cycles of a 16-router trace: the run was under way.
        assert!(cycles > 20 && cycles < 100_000_000, "{cycles} cycles");
        // Accepted throughput over the cycles that ran, not the 10^8 planned (which would
        // give about 10^-6).
        let accepted: f64 = stdout
            .lines()
            .find_map(|l| l.split("accepted ").nth(1)?.split(' ').next()?.parse().ok())
            .unwrap_or_else(|| panic!("no accepted figure: {stdout}"));
        assert!(
            accepted > 0.02 && accepted <= 0.3,
            "accepted {accepted}: {stdout}"
        );

        // The CSV: one row per packet generated (in the order packets finished), every field
        // parses, every id once.
        let csv = std::fs::read_to_string(dir.join("packets.csv")).unwrap();
        let mut lines = csv.lines();
        assert_eq!(
            lines.next(),
            Some("id,src,dst,flits,created,injected,delivered,latency,hops,status")
        );
        let mut rows = 0;
        let mut in_flight = 0;
        let mut ids = std::collections::BTreeSet::new();
        for line in lines {
            let f: Vec<&str> = line.split(',').collect();
            assert_eq!(f.len(), 10, "{line}");
            assert!(
                ids.insert(f[0].parse::<usize>().unwrap()),
                "id twice: {line}"
            );
            let created: u64 = f[4].parse().unwrap();
            assert!(created < cycles, "{line}");
            match f[9] {
                "delivered" => assert!(f[6].parse::<u64>().unwrap() < cycles, "{line}"),
                "in-flight" => in_flight += 1,
                other => panic!("status {other}: {line}"),
            }
            rows += 1;
        }
        assert_eq!(rows, injected);
        assert!(ids.into_iter().eq(0..rows), "ids are not 0..{rows}");
        assert!(in_flight > 0, "a run at 0.2 load has packets in flight");

        // The VCD ends on a cycle boundary just after the last cycle that ran.
        let vcd = dir.join("run.vcd");
        let end = last_time(&vcd);
        assert_eq!(end % UNITS, 0, "ends mid-cycle at {end}");
        assert_eq!(end / UNITS, cycles + 1, "last timestamp {end}");
        if Command::new("vcd2fst").arg("--help").output().is_err() {
            println!("NOTICE: vcd2fst (GTKWave) is not installed; skipping its check");
            continue;
        }
        let fst = dir.join("run.fst");
        let out = Command::new("vcd2fst")
            .arg(&vcd)
            .arg(&fst)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "vcd2fst: {err}");
        assert!(!err.to_lowercase().contains("error"), "{err}");
        assert!(std::fs::metadata(&fst).unwrap().len() > 100);
    }
}

/// Processes whose working directory is `dir` or below it.
fn processes_in(dir: &Path) -> Vec<String> {
    let Ok(procs) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    procs
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let cwd = std::fs::read_link(e.path().join("cwd")).ok()?;
            let pid = e.file_name().to_string_lossy().into_owned();
            (cwd.starts_with(dir) && pid.parse().is_ok_and(running)).then_some(pid)
        })
        .collect()
}

/// SIGTERM while Verilator builds a router for `cosim`: the build and its compilers end with
/// ftrouter, the temporary work folder is removed, and the status is 130 with one line.
#[test]
fn sigterm_during_cosim_ends_the_tools_and_removes_the_work_folder() {
    let tmpdir = private_tmpdir("cosim");
    let child = spawn(command().env("TMPDIR", &tmpdir).args([
        "cosim",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--router",
        "1.1",
        "--cycles",
        "200",
    ]));
    // Wait until the Verilator build is under way in the work folder (the only folder of
    // the private TMPDIR whose name starts so; the rest of the name is random).
    let started = Instant::now();
    let work = loop {
        let found = scratch_folders(&tmpdir, "ftrouter-cosim-")
            .into_iter()
            .find(|w| w.join("obj_dir").exists());
        if let Some(w) = found {
            break w;
        }
        // A hang guard, not a speed claim: HUNG_AFTER is minutes.
        assert!(
            started.elapsed() < HUNG_AFTER,
            "hung: the build did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    std::thread::sleep(Duration::from_millis(300));
    assert!(!processes_in(&work).is_empty(), "a tool runs in {work:?}");
    let out = signal_and_wait(child, "TERM");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    // The tools had started, so the signal stopped the work, which says so in one line.
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error")).collect();
    assert!(
        errors.len() == 1 && errors[0].starts_with("error: interrupted"),
        "{stderr}"
    );
    assert!(!work.exists(), "{work:?} left behind");
    assert_eq!(
        processes_in(&work),
        Vec::<String>::new(),
        "tools left running"
    );
}

/// A signal during setup (tables and fabric of a large network take seconds, and setup polls
/// no flag) ends the command at once, by the exit that cleans up, with nothing written.
#[test]
fn a_signal_during_setup_ends_the_run_at_once() {
    let dir = common::scratch("interrupt", "setup");
    let vcd = dir.join("big.vcd");
    let child = spawn(
        command()
            .args([
                "sim",
                "--topology",
                "hypercube:11",
                "--routing",
                "esv",
                "--cycles",
                "100",
            ])
            .arg("--vcd")
            .arg(&vcd),
    );
    std::thread::sleep(Duration::from_millis(400));
    let out = signal_and_wait(child, "TERM");
    // The setup of hypercube:11 esv (stored tables) takes seconds: still in it.
    assert_exited_in_setup(&out, "sim");
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert!(left.is_empty(), "files left: {left:?}");
}

/// SIGTERM while Yosys synthesizes a router for `cost --yosys`: Yosys ends with ftrouter, its
/// scratch folder is removed, and the status is 130.
#[test]
fn sigterm_during_cost_yosys_ends_yosys_and_removes_its_folder() {
    let tmpdir = private_tmpdir("cost-yosys");
    let child = spawn(command().env("TMPDIR", &tmpdir).args([
        "cost",
        "--topology",
        "torus:8x8",
        "--routing",
        "bubble",
        "--yosys",
    ]));
    // Wait until Yosys runs in its scratch folder (the synthesis takes seconds).
    let pid = child.id();
    let dir = yosys_scratch(&tmpdir, pid);
    let out = signal_and_wait(child, "TERM");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(cost_scratch(&tmpdir).is_empty(), "{dir:?} left behind");
    assert_eq!(
        processes_in(&dir),
        Vec::<String>::new(),
        "Yosys left running"
    );
}

/// The same for the timing flow (`cost --timing`): its Yosys ends with ftrouter and its
/// scratch folder (the flow's netlists and logs) is removed.
#[test]
fn sigterm_during_cost_timing_ends_yosys_and_removes_its_folder() {
    let tmpdir = private_tmpdir("cost-timing");
    let child = spawn(command().env("TMPDIR", &tmpdir).args([
        "cost",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--timing",
    ]));
    let pid = child.id();
    let dir = yosys_scratch(&tmpdir, pid);
    let out = signal_and_wait(child, "TERM");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(cost_scratch(&tmpdir).is_empty(), "{dir:?} left behind");
    assert_eq!(
        processes_in(&dir),
        Vec::<String>::new(),
        "Yosys left running"
    );
}

/// Hidden staging entries (ftrouter::output) in `dir`.
fn staged_in(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".ftrouter-"))
        .collect()
}

/// Every command handles signals, not only `sim` and `cosim`: during a long setup (tables of a
/// 2304-node torus, a sweep's first fabric, probability vectors of 110,592 nodes, a cost
/// fabric of 2048 routers) SIGTERM or
/// SIGINT ends it at once with status 130, no output and no file.
#[test]
fn every_command_acts_on_a_signal_during_setup() {
    let dir = common::scratch("interrupt", "setup-all");
    let plot = dir.join("sweep.svg");
    let plot = plot.to_str().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (
            &[
                "route",
                "--topology",
                "torus:48x48",
                "--algorithm",
                "bubble",
                "--check",
            ],
            "TERM",
        ),
        (
            &[
                "sweep",
                "--topology",
                "torus:48x48",
                "--routing",
                "pv",
                "--rates",
                "0.1:0.2:0.1",
                "--cycles",
                "10",
                "--plot",
                plot,
            ],
            "INT",
        ),
        (
            &[
                "vectors",
                "--topology",
                "torus:48x48x48",
                "--algorithm",
                "pv",
                "--json",
            ],
            "TERM",
        ),
        (
            &["cost", "--topology", "hypercube:11", "--routing", "esv"],
            "INT",
        ),
    ];
    for (args, signal) in cases {
        let child = spawn(command().args(args));
        // Each setup takes seconds (test build), in stored tables, the check of every pair and
        // vectors, which poll no flag.
        std::thread::sleep(Duration::from_millis(300));
        let out = signal_and_wait(child, signal);
        assert_exited_in_setup(&out, &format!("{args:?}"));
    }
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert!(left.is_empty(), "files left: {left:?}");
}

/// A signal while `verilog` writes its folder (a hidden folder beside `--out`, renamed into
/// place when whole): exit 130 at once, the hidden folder removed, `--out` as it was.
#[test]
fn a_signal_while_verilog_writes_leaves_no_folder() {
    let dir = common::scratch("interrupt", "verilog");
    let out = dir.join("rtl");
    let _ = std::fs::remove_dir_all(&out);
    let child = spawn(
        command()
            .args([
                "verilog",
                "--topology",
                "torus:32x32",
                "--routing",
                "duato",
                "--vcs",
                "3",
            ])
            .arg("--out")
            .arg(&out),
    );
    // The hidden folder appears once the design is generated and its files are being written.
    let started = Instant::now();
    while staged_in(&dir).is_empty() {
        // A hang guard, not a speed claim: HUNG_AFTER is minutes.
        assert!(
            started.elapsed() < HUNG_AFTER,
            "hung: verilog wrote nothing"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    let result = signal_and_wait(child, "TERM");
    assert_exited_in_setup(&result, "verilog");
    assert!(!out.exists(), "{out:?} written");
    assert_eq!(staged_in(&dir), Vec::<String>::new(), "staging left");
}

/// A signal while `demo` has Yosys synthesizing its router: the demo is in setup (it polls no
/// flag), so it ends at once, and the exit first kills Yosys's process group and removes
/// Yosys's scratch folder and the demo's hidden output folder (ftrouter::interrupt).
#[test]
fn a_signal_during_the_demo_ends_yosys_and_leaves_no_folder() {
    let dir = common::scratch("interrupt", "demo");
    let out = dir.join("demo-out");
    let _ = std::fs::remove_dir_all(&out);
    let tmpdir = private_tmpdir("demo-tmp");
    let child = spawn(
        command()
            .env("TMPDIR", &tmpdir)
            .arg("demo")
            .arg("--out")
            .arg(&out),
    );
    let pid = child.id();
    let yosys_dir = yosys_scratch(&tmpdir, pid);
    assert!(!staged_in(&dir).is_empty(), "the demo stages its folder");
    // By process id: once its folder is removed, a survivor's working directory reads
    // "... (deleted)" and no longer lies under it.
    let tools = processes_in(&yosys_dir);
    let result = signal_and_wait(child, "INT");
    assert_exited_at_once(&result, "demo");
    assert!(
        cost_scratch(&tmpdir).is_empty(),
        "{yosys_dir:?} left behind"
    );
    // SIGKILL is delivered at once but acted on asynchronously: a moment's grace.
    let alive = || -> Vec<&String> {
        tools
            .iter()
            .filter(|pid| pid.parse().is_ok_and(running))
            .collect()
    };
    for _ in 0..50 {
        if alive().is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(alive(), Vec::<&String>::new(), "Yosys left running");
    assert!(!out.exists(), "{out:?} written");
    assert_eq!(staged_in(&dir), Vec::<String>::new(), "staging left");
}

/// The scratch folder of the Yosys run that ftrouter process `pid` started, once Yosys runs
/// in it.
fn yosys_scratch(tmpdir: &Path, pid: u32) -> PathBuf {
    let started = Instant::now();
    loop {
        let found = cost_scratch(tmpdir)
            .into_iter()
            .find(|d| !processes_in(d).is_empty());
        if let Some(d) = found {
            return d;
        }
        assert!(
            running(pid),
            "process {pid} ended before a Yosys run started (are the tools installed?)"
        );
        // A hang guard, not a speed claim: HUNG_AFTER is minutes.
        assert!(
            started.elapsed() < HUNG_AFTER,
            "hung: no Yosys run of process {pid} started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Whether process `pid` runs: it exists and is not a zombie (one that has exited and waits
/// only for its parent's wait).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .rsplit(')')
            .next()
            .is_some_and(|r| r.trim_start().starts_with('Z'))
    })
}

/// The Yosys scratch folders in `tmpdir`, the TMPDIR one ftrouter process was given.
fn cost_scratch(tmpdir: &Path) -> Vec<PathBuf> {
    scratch_folders(tmpdir, "ftrouter-cost-")
}

/// The entries of `tmpdir` whose names start with `prefix` (scratch names end in random
/// characters).
fn scratch_folders(tmpdir: &Path, prefix: &str) -> Vec<PathBuf> {
    std::fs::read_dir(tmpdir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
        .map(|e| e.path())
        .collect()
}

/// A fresh, empty folder to give one ftrouter process as its TMPDIR.
fn private_tmpdir(name: &str) -> PathBuf {
    common::scratch("interrupt", &format!("tmpdir-{name}"))
}

/// `out`, a run signalled during setup, ended by the immediate exit, in setup: status 130,
/// no `error: interrupted` (the line of work that stopped) and no results printed.
fn assert_exited_in_setup(out: &std::process::Output, what: &str) {
    assert_exited_at_once(out, what);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.is_empty(), "{what} got past setup: {stdout}");
}

/// `out` ended by the immediate exit of a signal: status 130 and no `error: interrupted`.
fn assert_exited_at_once(out: &std::process::Output, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{what}: {stderr}");
    assert!(
        !stderr.contains("interrupted"),
        "{what}: work stopped instead: {stderr}"
    );
}

/// Start `command` with its standard output and error captured.
fn spawn(command: &mut Command) -> std::process::Child {
    command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs")
}
