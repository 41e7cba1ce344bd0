//! Speed and memory benchmark of the cycle model (`cargo bench --bench router`).
//!
//! Each configuration runs in its own child process (this binary re-executed with
//! `--child NAME`), so the peak resident memory (VmHWM) it reports is that configuration's
//! own. Figures: router-cycles per second (healthy routers x simulated cycles / wall time)
//! and peak memory.
//!
//! The 16x16x16 DOR case at 0.05 also runs with 2 threads and with all cores (`--threads`,
//! docs/performance.md, "Threads"): the bench prints each one's speedup over 1 thread and
//! checks that the packet records and the summary are identical (a hash of both).
//!
//! With `BOOKSIM2_BIN` naming a BookSim2 binary, the two 8x8 DOR rates (2 VCs of 8 flits,
//! 4-flit packets, uniform, 100,000 cycles) run side by side as a user compares the two: five
//! alternated pairs of whole processes, BookSim2 with configs/booksim/torus8ary2cube_dor.cfg and
//! `ftrouter sim --preset booksim --threads 1`, the router BookSim2's config describes. The
//! bench prints each side's median (with the least and greatest) and the ratio of the medians
//! (docs/performance.md, "Against BookSim2").

use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::topology::{Network, Topology};
use ftrouter::wave::{VcdOptions, VcdProbe};
use ftrouter::workload::{Pattern, SimConfig};
use std::process::Command;
use std::time::Instant;

/// One benchmark configuration.
struct Case {
    name: &'static str,
    topology: &'static str,
    mode: Mode,
    rate: f64,
    cycles: u64,
    /// Write a VCD of every router while running (runs only once VCD output exists).
    vcd: bool,
    /// Threads stepping the fabric (0: all cores).
    threads: usize,
}

const CASES: &[Case] = &[
    case("8x8 dor 0.05", "torus:8x8", Mode::Dor, 0.05, 100_000, false),
    case("8x8 dor 0.20", "torus:8x8", Mode::Dor, 0.2, 100_000, false),
    // Memory bounded by the network, not the run: ten times the cycles, the same peak.
    case(
        "8x8 dor 0.20 1M cycles",
        "torus:8x8",
        Mode::Dor,
        0.2,
        1_000_000,
        false,
    ),
    case(
        "8x8 bubble 0.05",
        "torus:8x8",
        Mode::Bubble,
        0.05,
        100_000,
        false,
    ),
    case(
        "8x8 bubble 0.20",
        "torus:8x8",
        Mode::Bubble,
        0.2,
        100_000,
        false,
    ),
    case(
        "16x16x16 dor 0.05",
        "torus:16x16x16",
        Mode::Dor,
        0.05,
        2_000,
        false,
    ),
    // The same run on more threads (docs/performance.md, "Threads").
    threaded(
        case(
            "16x16x16 dor 0.05 2 threads",
            "torus:16x16x16",
            Mode::Dor,
            0.05,
            2_000,
            false,
        ),
        2,
    ),
    threaded(
        case(
            "16x16x16 dor 0.05 all cores",
            "torus:16x16x16",
            Mode::Dor,
            0.05,
            2_000,
            false,
        ),
        0,
    ),
    case(
        "16x16x16 dor 0.20",
        "torus:16x16x16",
        Mode::Dor,
        0.2,
        2_000,
        false,
    ),
    // ---- with VCD: lights up when `VcdProbe::create` succeeds ----
    case(
        "8x8 dor 0.05 with VCD",
        "torus:8x8",
        Mode::Dor,
        0.05,
        20_000,
        true,
    ),
    case(
        "8x8 dor 0.20 with VCD",
        "torus:8x8",
        Mode::Dor,
        0.2,
        20_000,
        true,
    ),
];

const fn case(
    name: &'static str,
    topology: &'static str,
    mode: Mode,
    rate: f64,
    cycles: u64,
    vcd: bool,
) -> Case {
    Case {
        name,
        topology,
        mode,
        rate,
        cycles,
        vcd,
        threads: 1,
    }
}

const fn threaded(case: Case, threads: usize) -> Case {
    Case { threads, ..case }
}

/// The runs on more threads and the one-thread run each is compared with.
const THREAD_CASES: [(&str, &str); 2] = [
    ("16x16x16 dor 0.05 2 threads", "16x16x16 dor 0.05"),
    ("16x16x16 dor 0.05 all cores", "16x16x16 dor 0.05"),
];

/// A hash of the packet records (in the order they finish) and of the summary without its
/// wall-clock figures: equal when two runs give the same results.
struct ResultHash(std::collections::hash_map::DefaultHasher);

impl ResultHash {
    fn record(&mut self, rec: &ftrouter::workload::PacketRecord) {
        use std::hash::Hash;
        format!("{rec:?}").hash(&mut self.0);
    }

    fn finish(mut self, stats: &ftrouter::workload::SimStats) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut summary = serde_json::to_value(stats).expect("summary serialises");
        let fields = summary.as_object_mut().expect("an object");
        fields.remove("wall_seconds");
        fields.remove("router_cycles_per_second");
        summary.to_string().hash(&mut self.0);
        self.0.finish()
    }
}

/// 2 VCs, 8-flit buffers, 4-flit packets; bubble needs virtual cut-through.
fn build(case: &Case) -> Fabric {
    let topo: Topology = case.topology.parse().expect("valid topology");
    let net = Network::fault_free(topo);
    let tables = compile(&net, case.mode).expect("tables compile");
    let switching = if case.mode.uses_rings() {
        Switching::Vct
    } else {
        Switching::Wormhole
    };
    let params = RouterParams::new(&tables, 2, 8, 4, switching);
    params.validate().expect("valid parameters");
    Fabric::with_tables(net, tables, params).expect("fabric builds")
}

/// Peak resident set size of this process in kB (VmHWM), if the kernel reports it.
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

/// Child: run one case and print `name|router-cycles/s|peak kB|wall s|note`.
fn child(name: &str) {
    let case = CASES.iter().find(|c| c.name == name).expect("known case");
    let built = Instant::now();
    let mut fabric = build(case);
    let build_s = built.elapsed().as_secs_f64();
    let cfg = SimConfig {
        pattern: Pattern::Uniform,
        rate: case.rate,
        warmup: 0,
        cycles: case.cycles,
        seed: 1,
        threads: if case.threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            case.threads
        },
        ..SimConfig::default()
    };
    let mut probe = None;
    if case.vcd {
        let path = std::env::temp_dir().join(format!("ftrouter-bench-{}.vcd", std::process::id()));
        let opts = VcdOptions {
            path: path.to_string_lossy().into_owned(),
            routers: Some(fabric.network().node_ids().collect()),
            window: (0, case.cycles),
            watch: None,
            faults: false,
        };
        match VcdProbe::create(&fabric, &opts) {
            Ok(p) => probe = Some((p, path)),
            Err(e) => {
                println!("{name}|-|-|-|-|skipped: {e}");
                return;
            }
        }
    }
    // Packet records stream past (as `sim` without --packets-out): memory is the fabric's.
    let never = std::sync::atomic::AtomicBool::new(false);
    // Kept and hashed after the run, so the hash costs no wall time of its own; only by the
    // cases whose results are compared across thread counts (the others' peak memory is the
    // fabric's, which a run of ten times the cycles shows).
    let compared = THREAD_CASES.iter().any(|&(a, b)| a == name || b == name);
    let mut records = Vec::new();
    let mut sink = |rec: &ftrouter::workload::PacketRecord| {
        if compared {
            records.push(rec.clone())
        }
    };
    let result = sim::run_streaming(&mut fabric, &cfg, &never, &mut sink, |now, f| {
        if let Some((p, _)) = probe.as_mut() {
            p.sample(now, f).expect("VCD sample");
        }
    })
    .expect("simulation runs");
    if let Some((p, path)) = probe {
        ftrouter::output::commit(p.finish(&[], &fabric).expect("VCD finish"))
            .expect("VCD in place");
        // The VCD, its save file and the save file's translate filters.
        let stem = ftrouter::wave::format::stem(&path);
        let beside = ftrouter::wave::format::Filter::ALL
            .iter()
            .map(|f| path.with_file_name(f.file_name(&stem)));
        for file in beside.chain([path.with_extension("gtkw"), path.clone()]) {
            let _ = std::fs::remove_file(file);
        }
    }
    let st = result.stats;
    let mut hash = ResultHash(Default::default());
    records.iter().for_each(|rec| hash.record(rec));
    let digest = hash.finish(&st);
    println!(
        "{name}|{:.0}|{}|{:.2}|{digest:016x}|built in {build_s:.1} s; {} threads; accepted {:.3}; latency {:.1}",
        st.router_cycles_per_second,
        peak_kb().map_or("-".into(), |k| k.to_string()),
        st.wall_seconds,
        cfg.threads,
        st.accepted_flits_per_node_cycle,
        st.avg_latency.unwrap_or(f64::NAN),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--child") {
        child(&args[i + 1]);
        return;
    }
    // A name filter (anything not starting with '-') runs only matching cases.
    let filter = args[1..].iter().find(|a| !a.starts_with('-')).cloned();
    let exe = std::env::current_exe().expect("own path");
    let mut walls: Vec<(&str, f64)> = Vec::new();
    let mut digests: Vec<(&str, String)> = Vec::new();
    println!(
        "{:26} {:>14} {:>10} {:>8}  notes",
        "configuration", "router-cyc/s", "peak MB", "wall s"
    );
    for case in CASES {
        if filter
            .as_ref()
            .is_some_and(|f| !case.name.contains(f.as_str()))
        {
            continue;
        }
        let out = Command::new(&exe)
            .args(["--child", case.name])
            .output()
            .expect("child runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let Some(line) = text.lines().find(|l| l.starts_with(case.name)) else {
            println!(
                "{:26} failed: {}",
                case.name,
                String::from_utf8_lossy(&out.stderr).trim()
            );
            continue;
        };
        let f: Vec<&str> = line.splitn(6, '|').collect();
        if let Ok(wall) = f[3].parse::<f64>() {
            walls.push((case.name, wall));
        }
        digests.push((case.name, f[4].to_string()));
        let mb = f[2]
            .parse::<f64>()
            .map_or("-".into(), |k| format!("{:.1}", k / 1024.0));
        let rate = f[1]
            .parse::<f64>()
            .map_or("-".into(), |r| format!("{:.2} M", r / 1e6));
        println!(
            "{:26} {:>14} {:>10} {:>8}  {}",
            f[0],
            rate,
            mb,
            f[2 + 1],
            f[5]
        );
    }
    speedups(&walls, &digests);
    against_booksim(&walls);
}

/// Each run on more threads against its one-thread run: the speedup, and whether the results
/// are identical.
fn speedups(walls: &[(&str, f64)], digests: &[(&str, String)]) {
    let find = |name: &str| walls.iter().find(|(n, _)| *n == name).map(|&(_, w)| w);
    let digest = |name: &str| digests.iter().find(|(n, _)| *n == name).map(|(_, d)| d);
    for (many, one) in THREAD_CASES {
        let (Some(t_many), Some(t_one)) = (find(many), find(one)) else {
            continue;
        };
        let same = if digest(many) == digest(one) {
            "identical results"
        } else {
            "RESULTS DIFFER"
        };
        println!(
            "{many}: {t_many:.2} s against {t_one:.2} s on 1 thread, speedup {:.2}; {same}",
            t_one / t_many
        );
    }
}

/// The 8x8 DOR cases BookSim2 runs too: (case name, injection rate).
const BOOKSIM_CASES: [(&str, &str); 2] = [("8x8 dor 0.05", "0.05"), ("8x8 dor 0.20", "0.2")];

/// Runs of each side in the comparison with BookSim2, alternated (ftrouter, BookSim2, ...) so
/// that a change in the machine's load falls on both.
const BOOKSIM_PAIRS: usize = 5;

/// Each 8x8 DOR case beside BookSim2 (`BOOKSIM2_BIN`): `BOOKSIM_PAIRS` alternated pairs of
/// whole-process runs (`ftrouter sim --preset booksim` and BookSim2), the median of each side
/// and their ratio (without BookSim2, the case's own time from the table above).
fn against_booksim(walls: &[(&str, f64)]) {
    let bin = std::env::var_os("BOOKSIM2_BIN");
    if bin.is_none() {
        println!("(set BOOKSIM2_BIN to a BookSim2 binary to time it on the 8x8 dor cases)");
    }
    for (name, rate) in BOOKSIM_CASES {
        let Some(&(_, ours)) = walls.iter().find(|(n, _)| *n == name) else {
            continue;
        };
        let Some(bin) = &bin else {
            println!("{name}: ftrouter {ours:.2} s");
            continue;
        };
        let pairs: Result<Vec<(f64, f64)>, String> = (0..BOOKSIM_PAIRS)
            .map(|_| Ok((preset_seconds(rate)?, booksim_seconds(bin, rate)?)))
            .collect();
        match pairs {
            Ok(pairs) => {
                let (ours, theirs): (Vec<f64>, Vec<f64>) = pairs.into_iter().unzip();
                let (ours, theirs) = (Spread::of(ours), Spread::of(theirs));
                println!(
                    "{name}: ftrouter {ours}, BookSim2 {theirs} ({BOOKSIM_PAIRS} alternated \
                     pairs, whole process), BookSim2 / ftrouter {:.2}",
                    theirs.median / ours.median
                );
            }
            Err(e) => println!("{name}: ftrouter {ours:.2} s, BookSim2 comparison failed: {e}"),
        }
    }
}

/// The median of some wall times, with their least and greatest.
struct Spread {
    median: f64,
    min: f64,
    max: f64,
}

impl Spread {
    fn of(mut walls: Vec<f64>) -> Self {
        walls.sort_by(f64::total_cmp);
        Spread {
            median: walls[walls.len() / 2],
            min: walls[0],
            max: walls[walls.len() - 1],
        }
    }
}

impl std::fmt::Display for Spread {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{:.3} s ({:.3} to {:.3})",
            self.median, self.min, self.max
        )
    }
}

/// Wall seconds of one whole `ftrouter sim --preset booksim` process on one thread at `rate`:
/// the configuration of the BookSim2 run beside it (credit channel of 2 cycles, no transit
/// priority, ties at half a ring drawn per packet, a node may draw itself as destination), as
/// a user times it.
fn preset_seconds(rate: &str) -> Result<f64, String> {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_ftrouter"))
        .args([
            "sim",
            "--topology",
            "torus:8x8",
            "--routing",
            "dor",
            "--preset",
            "booksim",
        ])
        .args([
            "--rate",
            rate,
            "--cycles",
            "100000",
            "--warmup",
            "0",
            "--threads",
            "1",
        ])
        .output()
        .map_err(|e| e.to_string())?;
    let wall = start.elapsed().as_secs_f64();
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!("ftrouter sim failed ({}): {err}", out.status));
    }
    Ok(wall)
}

/// Wall seconds of one BookSim2 run of 100,000 cycles (one sample period, no warm-up: it
/// stops there, calling the run unconverged) at `rate`.
fn booksim_seconds(bin: &std::ffi::OsStr, rate: &str) -> Result<f64, String> {
    let cfg = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/configs/booksim/torus8ary2cube_dor.cfg"
    );
    let start = Instant::now();
    let out = Command::new(bin)
        .arg(cfg)
        .args([
            format!("injection_rate={rate}"),
            "warmup_periods=0".into(),
            "sample_period=100000".into(),
            "max_samples=1".into(),
        ])
        .output()
        .map_err(|e| e.to_string())?;
    let wall = start.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&out.stdout);
    if !text.contains("Total run time") {
        return Err(format!("BookSim2 gave no result ({})", out.status));
    }
    Ok(wall)
}
