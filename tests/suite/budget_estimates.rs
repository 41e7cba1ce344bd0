//! Every command that can be large estimates its memory and time before the
//! costly work (src/budget.rs, experiments::estimate). Here each estimate is held against the
//! peak memory and wall time of the binary at two or three sizes, and the large
//! examples are refused before the work with exit 2 and one line naming the estimate.
//!
//! Memory: the peak resident set of the child (its VmHWM, which the binary writes at exit to
//! FTROUTER_PEAK_FILE; wait4's ru_maxrss would include the test process's own) less the
//! resident set of a trivial run (the process's fixed baseline:
//! code, allocator, about 5 MB), plus that of the largest tool it ran (Yosys, Icarus,
//! Verilator's compiler, which run beside it); an estimate covers what grows with the network,
//! so it is compared only where that part exceeds 10 MB, and must then be within a factor of 2.
//! The CPU time counts the tools too (wait4 of the binary includes the children it reaped).
//! Time: the smaller of the run's wall time and its CPU time (load from other tests on the
//! 2-core CI machine stretches the first, not the second), compared only where it exceeds
//! 0.5 s, and only with FTROUTER_TIME_ESTIMATES set (testbench/run-all.sh sets it: the suite
//! asserts no timings). The estimates are release-build figures; a run up to 3x slower than estimated is
//! tolerated (noise, the test profile's opt-level 2), an estimate over 2x the measured time is
//! not.

use crate::common::{self, bin_under_test as bin};
use ftrouter::budget::{self, Estimate};
use ftrouter::routing::table::Mode;
use ftrouter::topology::Topology;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Exit status, peak resident set in bytes and wall time of one run.
struct Run {
    code: i32,
    peak: u64,
    /// The largest tool process the run waited for, in bytes (0 without tools).
    tools: u64,
    wall: Duration,
    /// The child's user and system time, in seconds.
    cpu: f64,
    stderr: String,
}

fn run(args: &[&str]) -> Run {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    // The process id and the run's number keep parallel tests' runs apart.
    let peak_file = common::scratch(
        "budget_estimates",
        &format!("peak-{}-{n}", std::process::id()),
    )
    .join("peak");
    let start = Instant::now();
    // Reaped by wait4 below, which also gives the child's own CPU time.
    #[allow(clippy::zombie_processes)]
    let mut child = Command::new(bin())
        .env("FTROUTER_PEAK_FILE", &peak_file)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: a zeroed rusage is valid; wait4 reaps our own child and fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let got = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(got, pid, "wait4");
    let wall = start.elapsed();
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    let cpu = tv(usage.ru_utime) + tv(usage.ru_stime);
    // The child's own high-water mark (VmHWM, kB): a parent's wait4 ru_maxrss would also
    // carry that of the test process the child was spawned from.
    // "own tools", in kB.
    let written = std::fs::read_to_string(&peak_file).unwrap_or_default();
    let kb: Vec<u64> = written
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    let [own, tools] = kb[..] else {
        panic!(
            "{args:?}: no peak written ({written:?}; FTROUTER_PEAK_FILE is read only by a build with debug assertions, as the test profile's, not a release FTROUTER_BIN): {stderr}"
        )
    };
    let _ = std::fs::remove_dir_all(peak_file.parent().unwrap());
    Run {
        code,
        peak: own * 1024,
        tools: tools * 1024,
        wall,
        cpu,
        stderr,
    }
}

/// The fixed resident set of any run.
fn baseline() -> u64 {
    let r = run(&["topo", "--topology", "torus:4x4"]);
    assert_eq!(r.code, 0);
    r.peak
}

const MB: f64 = (1 << 20) as f64;

/// CPU seconds of [`SPEED_PROBE`] on the machine the estimates' constants were last measured
/// on (the test build: 0.33 s, beside a build).
const PROBE_SECONDS: f64 = 0.33;
const SPEED_PROBE: [&str; 13] = [
    "sim",
    "--topology",
    "torus:8x8",
    "--routing",
    "dor",
    "--rate",
    "0.1",
    "--cycles",
    "50000",
    "--warmup",
    "0",
    "--threads",
    "1",
];

/// How much slower this machine runs than the one the estimates were measured on (the CPU
/// time of one cycle-model run, which other load hardly stretches), kept within 0.25..4: the
/// estimates are seconds of one machine, and another one 1.8 times faster failed them.
fn machine_factor() -> f64 {
    static FACTOR: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    *FACTOR.get_or_init(|| {
        let r = run(&SPEED_PROBE);
        assert_eq!(r.code, 0, "{}", r.stderr);
        (r.cpu / PROBE_SECONDS).clamp(0.25, 4.0)
    })
}

/// Run `args` (exit 0 expected) and hold `e` against what it used.
fn holds(args: &[&str], e: Estimate, base: u64) -> String {
    holds_timed(args, e, base, false)
}

/// `holds`; `writes` for a run whose time is mostly writing files (verilog: 0.65 s of CPU in
/// 1.7 s), timed by the wall clock alone.
fn holds_timed(args: &[&str], e: Estimate, base: u64, writes: bool) -> String {
    let factor = machine_factor();
    let r = run(args);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    let grown = (r.peak.saturating_sub(base) + r.tools) as f64 / MB;
    let est_mb = e.bytes as f64 / MB;
    // The time of the run on an otherwise idle machine: its wall time, or its CPU time when
    // less (other load stretches the wall time of a one-thread run, not its CPU time; a run on
    // both cores, the experiments and crossval, uses up to twice its wall time in CPU).
    let secs = if writes {
        r.wall.as_secs_f64()
    } else {
        r.wall.as_secs_f64().min(r.cpu)
    };
    let seconds = e.seconds * factor;
    let line = format!(
        "{args:?}: memory {grown:.1} MB above the baseline (estimate {est_mb:.1}), {secs:.2} s (estimate {:.2}, {seconds:.2} on this machine)",
        e.seconds
    );
    if grown > 10.0 {
        assert!(
            est_mb <= 2.0 * grown && est_mb >= grown / 2.0,
            "memory not within 2x: {line}"
        );
    } else {
        // Below the noise of the baseline the estimate must still be small.
        assert!(est_mb <= 20.0, "memory overestimated: {line}");
    }
    // Time is held only where asked (testbench/run-all.sh): the suite asserts no timings.
    if std::env::var_os("FTROUTER_TIME_ESTIMATES").is_none() {
        return line;
    }
    if secs > 0.5 {
        // Writing files waits on the disk, which the machine's other load shares (verilog on
        // torus:8x8 took 0.27 s alone and 3.5 s beside another test run): there only an
        // overestimate is refused.
        let slower = if writes { f64::INFINITY } else { 3.0 };
        assert!(
            seconds <= 2.0 * secs && seconds >= secs / slower,
            "time not within 2x ({slower}x slower tolerated under load): {line}"
        );
    } else {
        assert!(seconds <= 1.0, "time overestimated: {line}");
    }
    line
}

fn topo(t: &str) -> Topology {
    t.parse().unwrap()
}

fn mode(m: &str) -> Mode {
    m.parse().unwrap()
}

#[test]
fn sim_sweep_and_crossval_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    // Tables dominate (cycles 1), then buffers, then the run.
    for (t, m, vcs, depth) in [
        ("torus:32x32", "bubble", 2, 8),
        ("hypercube:10", "duato", 3, 8),
        ("torus:16x16", "dor", 8, 512),
    ] {
        let (v, d) = (vcs.to_string(), depth.to_string());
        let args = [
            "sim",
            "--topology",
            t,
            "--routing",
            m,
            "--vcs",
            &v,
            "--depth",
            &d,
            "--cycles",
            "1",
            "--warmup",
            "0",
        ];
        let e = budget::simulation(&topo(t), mode(m), false, vcs, depth, 4, 1.0, &[0.1]);
        lines.push(holds(&args, e, base));
    }
    // Runs below and beyond saturation (source queues growing with the cycles, and a drain
    // after generation ends that is longer than the run at full load), on one thread: the
    // estimate is one thread's work (`budget::router_cycles_per_second`), and a fabric of
    // 512 routers would otherwise step on both cores, whose spin barrier another test on the
    // second core stretches (torus:8x8x8 took 0.71 s beside the suite, 0.15 s alone).
    for (t, m, vcs, rate, cycles) in [
        ("torus:16x16", "bubble", 3, 0.3, 3000),
        ("torus:8x8x8", "duato", 3, 0.1, 3000),
        ("torus:16x16", "dor", 2, 0.3, 8000),
        ("torus:8x8", "dor", 3, 1.0, 3000),
    ] {
        let (v, r, c) = (vcs.to_string(), rate.to_string(), cycles.to_string());
        let args = [
            "sim",
            "--topology",
            t,
            "--routing",
            m,
            "--vcs",
            &v,
            "--rate",
            &r,
            "--cycles",
            &c,
            "--warmup",
            "0",
            "--threads",
            "1",
        ];
        let e = budget::simulation(&topo(t), mode(m), false, vcs, 8, 4, cycles as f64, &[rate]);
        lines.push(holds(&args, e, base));
    }
    let args = [
        "sweep",
        "--topology",
        "torus:16x16",
        "--routing",
        "dor",
        "--rates",
        "0.1:0.3:0.1",
        "--cycles",
        "2000",
        "--warmup",
        "0",
    ];
    let e = budget::simulation(
        &topo("torus:16x16"),
        Mode::Dor,
        false,
        2,
        8,
        4,
        2000.0,
        &[0.1, 0.2, 0.3],
    );
    lines.push(holds(&args, e, base));
    // crossval keeps every packet's record of both models at every rate: the fabric's
    // estimate plus the records', checked as one.
    let t = topo("torus:8x8");
    let records = budget::packet_records((0.1 + 0.2 + 0.3) / 4.0 * 64.0 * 11_000.0 * 2.0);
    let f = budget::simulation(&t, Mode::Dor, false, 2, 8, 4, 11_000.0, &[0.1, 0.2, 0.3]);
    let args = [
        "crossval",
        "--topology",
        "torus:8x8",
        "--routing",
        "dor",
        "--rates",
        "0.1:0.3:0.1",
    ];
    let e = Estimate {
        bytes: f.bytes + records.bytes,
        seconds: f.seconds,
    };
    lines.push(holds(&args, e, base));
    eprintln!("{}", lines.join("\n"));
}

#[test]
fn cost_and_verilog_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for t in ["hypercube:10", "hypercube:11"] {
        let args = ["cost", "--topology", t, "--routing", "dor"];
        lines.push(holds(
            &args,
            budget::fabric(&topo(t), Mode::Dor, false, 2, 8),
            base,
        ));
    }
    let dir = common::scratch("budget_estimates", "verilog");
    for t in ["torus:8x8", "torus:16x16", "torus:32x32"] {
        let out = dir.join(t.replace(':', "-"));
        let out = out.to_str().unwrap();
        let args = [
            "verilog",
            "--topology",
            t,
            "--routing",
            "duato",
            "--vcs",
            "3",
            "--out",
            out,
        ];
        let e = budget::verilog_design(&topo(t), Mode::Duato, false, 3, 8);
        lines.push(holds_timed(&args, e, base, true));
    }
    std::fs::remove_dir_all(&dir).unwrap();
    eprintln!("{}", lines.join("\n"));
}

/// The estimate of `cosim` with `args` (its router options at their defaults).
fn cosim_estimate(t: &str, cycles: u64, verilator: bool, one_router: bool) -> Estimate {
    let topo = topo(t);
    let routers = if one_router { 1 } else { topo.num_nodes() };
    let replayed = cycles as f64 + 4.0 * topo.num_nodes() as f64;
    budget::cosim(&topo, Mode::Dor, false, 2, 8, 4, cycles as f64, 0.1)
        .and(budget::hdl_simulator(verilator, routers, replayed))
}

/// `cost --yosys`: Yosys beside the binary, at 3 and 4 ports and 2 and 4 VCs.
#[test]
#[ignore = "Yosys on four routers: testbench/run-all.sh"]
fn cost_yosys_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for (t, vcs) in [("hypercube:2", 2), ("hypercube:2", 4), ("hypercube:3", 2)] {
        let v = vcs.to_string();
        let args = [
            "cost",
            "--topology",
            t,
            "--routing",
            "dor",
            "--vcs",
            &v,
            "--yosys",
        ];
        let e = budget::fabric(&topo(t), Mode::Dor, false, vcs, 8).and(budget::yosys(
            &topo(t),
            vcs,
            8,
            0,
        ));
        lines.push(holds(&args, e, base));
    }
    eprintln!("{}", lines.join("\n"));
}

/// `cost --timing`: Yosys and ABC flat, OpenSTA and ftrouter's reading of the design before
/// mapping, on a 5-port router (checked for memory only, but held like the others).
#[test]
#[ignore = "a minute of Yosys: testbench/run-all.sh"]
fn cost_timing_estimate_holds() {
    let base = baseline();
    let t = "torus:4x4";
    let args = ["cost", "--topology", t, "--routing", "bubble", "--timing"];
    let e =
        budget::fabric(&topo(t), Mode::Bubble, false, 2, 8).and(budget::timing(&topo(t), 2, 8, 0));
    eprintln!("{}", holds(&args, e, base));
}

/// `cosim` in Icarus, one router and whole fabrics; Verilator's builds take minutes and are
/// held in `cosim_in_verilator_estimates_hold` (testbench/run-all.sh runs it).
#[test]
fn cosim_in_icarus_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for (t, cycles, router) in [
        ("torus:8x8", 2000, Some("1.1")),
        ("torus:3x3", 200, None),
        ("torus:3x3", 600, None),
    ] {
        lines.push(cosim_holds(t, cycles, "icarus", router, base));
    }
    eprintln!("{}", lines.join("\n"));
}

/// Run `cosim` of `t` for `cycles` cycles in `simulator`, one router or the fabric, and hold
/// its estimate.
fn cosim_holds(t: &str, cycles: u64, simulator: &str, router: Option<&str>, base: u64) -> String {
    let c = cycles.to_string();
    let mut args = vec![
        "cosim",
        "--topology",
        t,
        "--routing",
        "dor",
        "--warmup",
        "0",
        "--cycles",
        &c,
        "--simulator",
        simulator,
        "--force",
        // The estimate is the subject, not the stimulus (the default load leaves bits still).
        "--data-coverage",
        "0",
    ];
    if let Some(r) = router {
        args.extend(["--router", r]);
    }
    let e = cosim_estimate(t, cycles, simulator == "verilator", router.is_some());
    holds(&args, e, base)
}

/// `cosim` in Verilator: a router's build (about 20 s) and a 3x3 fabric's (about a minute).
#[test]
#[ignore = "minutes of Verilator builds: testbench/run-all.sh runs it"]
fn cosim_in_verilator_estimates_hold() {
    let base = baseline();
    let lines = [
        cosim_holds("torus:4x4", 200, "verilator", Some("1.1"), base),
        cosim_holds("torus:3x3", 200, "verilator", None, base),
    ];
    eprintln!("{}", lines.join("\n"));
}

/// `topo`, `route --check` and `route` of one packet, by algorithm (tables, probability
/// vectors, safety levels, a search).
#[test]
fn topo_and_route_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for t in ["hypercube:18", "hypercube:20"] {
        let e = budget::network_summary(&topo(t));
        lines.push(holds(&["topo", "--topology", t], e, base));
    }
    for (t, a) in [("torus:32x32", "dor"), ("hypercube:10", "esv")] {
        let args = ["route", "--topology", t, "--algorithm", a, "--check"];
        lines.push(holds(&args, budget::table_check(&topo(t)), base));
    }
    let zero = "0".repeat(20);
    let one = "1".repeat(20);
    let fault = format!("node:{}1", "0".repeat(19));
    for (t, a, from, to, faults) in [
        ("torus:64x64", "duato", "0.0", "16.16", ""),
        ("torus:48x48x48", "pv", "0.0.0", "24.24.24", "node:0.0.1"),
        ("hypercube:20", "esv", &zero, &one, &fault),
        ("hypercube:20", "dor", &zero, &one, &fault),
    ] {
        let args = [
            "route",
            "--topology",
            t,
            "--algorithm",
            a,
            "--from",
            from,
            "--to",
            to,
            "--faults",
            faults,
        ];
        lines.push(holds(
            &args,
            budget::route_one(&topo(t), a, !faults.is_empty()),
            base,
        ));
    }
    eprintln!("{}", lines.join("\n"));
}

#[test]
fn vectors_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for (t, a, json) in [
        ("torus:24x24x24", "pv", true),
        ("torus:32x32x32", "pv", true),
        ("torus:32x32x32", "pv", false),
        ("hypercube:16", "esv", true),
        ("hypercube:16", "sl", true),
    ] {
        let mut args = vec!["vectors", "--topology", t, "--algorithm", a];
        if json {
            args.push("--json");
        }
        let e = budget::vector_listing(&topo(t), a, json);
        lines.push(holds(&args, e, base));
    }
    eprintln!("{}", lines.join("\n"));
}

#[test]
fn experiment_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    // Given sample counts, then default runs (no --samples).
    for (name, samples) in [
        ("pv-table2", Some(30_000)),
        ("pv-table2", Some(100_000)),
        ("pv-table3", Some(100_000)),
        ("pv-fig3", Some(100_000)),
        ("pv-fig4", Some(500)),
        ("esv-table2", Some(5)),
        ("esv-table2", None),
        ("esv-table3", None),
    ] {
        lines.push(experiment_holds(name, samples, false, base));
    }
    eprintln!("{}", lines.join("\n"));
}

/// Run experiment `name` (with `--samples` if given, `--force` if asked) and hold its
/// estimate.
fn experiment_holds(name: &str, samples: Option<usize>, force: bool, base: u64) -> String {
    let s = samples.map(|n| n.to_string());
    let mut args = vec!["experiment", name];
    if force {
        args.push("--force");
    }
    if let Some(s) = &s {
        args.extend(["--samples", s]);
    }
    let e = ftrouter::experiments::estimate(name, samples).unwrap();
    holds(&args, e, base)
}

/// Large fabrics, where the caches no longer hold the routers and a run past saturation
/// drains for longer than it generated (sim), and a design whose table images dominate
/// (verilog of 6,561 routers: 750 MB of files): held like the others, outside the suite.
#[test]
#[ignore = "minutes of simulation: testbench/run-all.sh runs it"]
fn large_fabric_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for (t, rate, cycles) in [
        ("torus:128x128", 0.05, 300),
        ("torus:24x24x24", 0.3, 300),
        ("torus:32x32x32", 0.1, 1050),
    ] {
        let (r, c) = (rate.to_string(), cycles.to_string());
        let args = [
            "sim",
            "--topology",
            t,
            "--routing",
            "dor",
            "--rate",
            &r,
            "--cycles",
            &c,
            "--warmup",
            "0",
            "--threads",
            "1",
        ];
        let e = budget::simulation(&topo(t), Mode::Dor, false, 2, 8, 4, cycles as f64, &[rate]);
        lines.push(holds(&args, e, base));
    }
    let out = common::scratch("budget_estimates", "large-verilog").join("out");
    let t = "torus:3x3x3x3x3x3x3x3";
    let args = [
        "verilog",
        "--topology",
        t,
        "--routing",
        "dor",
        "--out",
        out.to_str().unwrap(),
        "--budget-mb",
        "2048",
    ];
    let e = budget::verilog_design(&topo(t), Mode::Dor, false, 2, 8);
    lines.push(holds_timed(&args, e, base, true));
    let written: u64 = walk_bytes(&out);
    let files = budget::verilog_files(&topo(t)) as f64;
    let _ = std::fs::remove_dir_all(&out);
    assert!(
        (0.5..=2.0).contains(&(files / written as f64)),
        "verilog files: estimated {files}, wrote {written}"
    );
    eprintln!("{}", lines.join("\n"));
}

/// The bytes of every file under `dir`.
fn walk_bytes(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            if p.is_dir() {
                walk_bytes(&p)
            } else {
                p.metadata().unwrap().len()
            }
        })
        .sum()
}

/// The runs that take minutes (duato-model 1 to 4, bubble-faults with 8 fault patterns about
/// 1, the Yosys cost sweep about 5): held like the others, outside the suite.
#[test]
#[ignore = "minutes of simulation: testbench/run-all.sh runs it"]
fn long_experiment_estimates_hold() {
    let base = baseline();
    let mut lines = Vec::new();
    for (name, samples) in [("bubble-faults", Some(8)), ("duato-model", None)] {
        lines.push(experiment_holds(name, samples, true, base));
    }
    // The Yosys sweep (about 5 minutes on 2 idle cores).
    let csv = common::scratch("budget_estimates", "sweep").join("sweep.csv");
    let csv = csv.to_str().unwrap().to_string();
    let e = ftrouter::cost::sweep::yosys_estimate(&ftrouter::cost::sweep::points());
    lines.push(holds(
        &["cost", "--sweep", "--yosys", "--force", "--out-csv", &csv],
        e,
        base,
    ));
    let _ = std::fs::remove_file(&csv);
    eprintln!("{}", lines.join("\n"));
}

/// Large examples: refused at once, exit 2, one line naming the estimate and the option that
/// raises the limit.
#[test]
fn large_examples_are_refused_before_the_work() {
    let cases: &[(&[&str], &str)] = &[
        (
            // PV's words are stored (bubble's, computed from coordinates, fit).
            &[
                "sim",
                "--topology",
                "torus:16x16x32",
                "--routing",
                "pv",
                "--cycles",
                "100",
            ],
            "--budget-mb",
        ),
        (
            &["sim", "--topology", "hypercube:13", "--routing", "esv"],
            "--force",
        ),
        // DOR's words are computed from coordinates: no node limit, but the fabric of a
        // million routers and a check of every pair are beyond the default budget.
        (
            &["sim", "--topology", "hypercube:20", "--routing", "dor"],
            "--budget-mb",
        ),
        (
            &[
                "route",
                "--topology",
                "hypercube:20",
                "--algorithm",
                "dor",
                "--check",
            ],
            "--budget-mb",
        ),
        (
            &[
                "route",
                "--topology",
                "torus:32x32x32",
                "--algorithm",
                "bubble",
                "--faults",
                "random:links=983",
                "--check",
            ],
            "--budget-mb",
        ),
        (
            &["sim", "--topology", "mh:2x12", "--routing", "mh-ud"],
            "--force",
        ),
        (
            &["cost", "--topology", "hypercube:13", "--routing", "esv"],
            "--budget-mb",
        ),
        (
            &[
                "cost",
                "--topology",
                "torus:4x4",
                "--routing",
                "dor",
                "--depth",
                "32",
                "--flit-width",
                "256",
                "--yosys",
            ],
            "--force",
        ),
        (
            &[
                "verilog",
                "--topology",
                "torus:64x64",
                "--routing",
                "dor",
                "--out",
                "never",
                "--budget-mb",
                "200",
            ],
            "--budget-mb",
        ),
        (
            &[
                "cosim",
                "--topology",
                "torus:32x32",
                "--routing",
                "dor",
                "--cycles",
                "100000",
            ],
            "--force",
        ),
        (
            &[
                "sweep",
                "--topology",
                "torus:64x64",
                "--routing",
                "dor",
                "--rates",
                "0.1:0.5:0.1",
            ],
            "--force",
        ),
        (
            &["crossval", "--topology", "torus:16x16", "--routing", "dor"],
            "--force",
        ),
        (
            &[
                "vectors",
                "--topology",
                "torus:80x80x80",
                "--algorithm",
                "pv",
            ],
            "--budget-mb",
        ),
        (
            &["experiment", "pv-table2", "--samples", "100000000"],
            "--force",
        ),
        (
            &["experiment", "esv-table3", "--samples", "10000"],
            "--force",
        ),
    ];
    for &(args, option) in cases {
        // Time refuses nothing (a long run shows its progress): what a long run was refused
        // for is refused by its memory under a small budget.
        let (args, option) = match option {
            "--force" => ([args, &["--budget-mb", "4"][..]].concat(), "--budget-mb"),
            _ => (args.to_vec(), option),
        };
        let args = &args[..];
        let r = run(args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(
            r.stderr.trim_end().lines().count(),
            1,
            "{args:?}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains("estimated") && r.stderr.contains(option),
            "{args:?}: {}",
            r.stderr
        );
    }
    assert!(!std::path::Path::new("never").exists());
    // Above the node limit of stored tables: the compiler's message, before the network is
    // built (route --check on hypercube:20 came after 4.2 s).
    for args in [
        &[
            "route",
            "--topology",
            "hypercube:20",
            "--algorithm",
            "esv",
            "--check",
        ][..],
        &["sim", "--topology", "hypercube:20", "--routing", "esv"],
    ] {
        let r = run(args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.trim_end().lines().count(), 1, "{}", r.stderr);
        assert!(
            r.stderr.contains("MB") && r.stderr.contains("limit"),
            "{}",
            r.stderr
        );
    }
}

/// --budget-mb and --force are taken by every command with an estimate.
#[test]
fn every_command_takes_the_budget_options() {
    let small = ["--topology", "torus:3x3", "--routing", "dor"];
    for cmd in ["sim", "sweep", "crossval", "cost"] {
        let mut args = vec![cmd];
        args.extend(small);
        match cmd {
            "sim" => args.extend(["--cycles", "50"]),
            "sweep" | "crossval" => args.extend(["--cycles", "1000", "--rates", "0.1:0.1:0.1"]),
            _ => {}
        }
        for extra in [&["--budget-mb", "64"][..], &["--force"]] {
            let mut a = args.clone();
            a.extend(extra);
            let r = run(&a);
            assert!(r.code == 0 || r.code == 1, "{a:?}: {}", r.stderr);
        }
        let mut a = args.clone();
        a.extend(["--budget-mb", "1"]);
        if cmd == "cost" {
            // torus:3x3's tables and buffers take a few kB: within 1 MB.
            assert_eq!(run(&a).code, 0);
        }
    }
    let r = run(&["experiment", "pv-table1", "--budget-mb", "64", "--force"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}
