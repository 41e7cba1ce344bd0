//! VCD waveforms (docs/waveforms.md): parsed back with the `vcd` crate, a head flit
//! followed through the routers of its table path, GTKWave's `vcd2fst` acceptance, the
//! committed example's freshness, and bad input.

use crate::common::{self, ftrouter};
use ftrouter::fabric::Fabric;
use ftrouter::router::RouterParams;
use ftrouter::router::flit::FlitFormat;
use ftrouter::routing::algorithms::table_walk;
use ftrouter::routing::table::{self, Mode};
use ftrouter::topology::{FaultSet, Network, NodeId, Topology};
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::process::Command;

/// A parsed VCD: full dotted names and every value change (time, signal, value).
struct Waves {
    names: HashMap<String, vcd::IdCode>,
    widths: HashMap<vcd::IdCode, u32>,
    changes: Vec<(u64, vcd::IdCode, u128)>,
}

fn collect_vars(items: &[vcd::ScopeItem], path: &str, w: &mut Waves) {
    for item in items {
        match item {
            vcd::ScopeItem::Scope(s) => {
                collect_vars(&s.items, &format!("{path}{}.", s.identifier), w)
            }
            vcd::ScopeItem::Var(v) => {
                w.names.insert(format!("{path}{}", v.reference), v.code);
                w.widths.insert(v.code, v.size);
            }
            _ => {}
        }
    }
}

/// Stands for a value with x or z bits (fields a flit does not carry).
const UNDRIVEN: u128 = u128::MAX;

fn level(bits: &[vcd::Value]) -> u128 {
    if bits
        .iter()
        .any(|b| matches!(b, vcd::Value::X | vcd::Value::Z))
    {
        return UNDRIVEN;
    }
    bits.iter()
        .fold(0u128, |acc, &b| acc << 1 | u128::from(b == vcd::Value::V1))
}

fn load(path: &Path) -> Waves {
    let file = std::io::BufReader::new(std::fs::File::open(path).unwrap());
    let mut parser = vcd::Parser::new(file);
    let header = parser.parse_header().expect("VCD header parses");
    let mut w = Waves {
        names: HashMap::new(),
        widths: HashMap::new(),
        changes: Vec::new(),
    };
    collect_vars(&header.items, "", &mut w);
    let mut now = 0;
    for cmd in parser {
        match cmd.expect("VCD body parses") {
            vcd::Command::Timestamp(t) => {
                assert!(t >= now, "time goes backwards: {t} after {now}");
                now = t;
            }
            vcd::Command::ChangeScalar(id, v) => w.changes.push((now, id, level(&[v]))),
            vcd::Command::ChangeVector(id, v) => {
                assert!(
                    v.len() as u32 <= w.widths[&id],
                    "vector wider than declared"
                );
                w.changes
                    .push((now, id, level(&v.iter().collect::<Vec<_>>())));
            }
            other => panic!("unexpected VCD command {other:?}"),
        }
    }
    w
}

impl Waves {
    fn id(&self, name: &str) -> vcd::IdCode {
        *self
            .names
            .get(name)
            .unwrap_or_else(|| panic!("no signal {name}"))
    }
    /// Value of a signal at a time (the last change at or before it).
    fn value_at(&self, name: &str, t: u64) -> u128 {
        let id = self.id(name);
        self.changes
            .iter()
            .rev()
            .find(|c| c.1 == id && c.0 <= t)
            .unwrap_or_else(|| panic!("{name} has no value at {t}"))
            .2
    }
    /// (time, value) of every change of signals whose name ends with `suffix`.
    fn changes_of(&self, suffix: &str) -> Vec<(u64, String, u128)> {
        let by_id: HashMap<vcd::IdCode, &String> = self
            .names
            .iter()
            .filter(|(n, _)| n.ends_with(suffix))
            .map(|(n, &id)| (id, n))
            .collect();
        self.changes
            .iter()
            .filter_map(|&(t, id, v)| by_id.get(&id).map(|n| (t, n.to_string(), v)))
            .collect()
    }
}

/// Fields of a packed flit, decoded independently of `FlitFormat::pack`: LSB first head,
/// tail, vc, dest, hops (8), misses (4), packet (32).
#[derive(Debug, PartialEq)]
struct Fields {
    head: bool,
    dest: u128,
    hops: u128,
    packet: u128,
}

fn decode(word: u128, f: &FlitFormat) -> Fields {
    let mut at = 0;
    let mut take = |bits: u32| {
        let v = (word >> at) & ((1u128 << bits) - 1);
        at += bits;
        v
    };
    let head = take(1) == 1;
    let _tail = take(1);
    let _vc = take(f.vc_bits);
    let dest = take(f.dest_bits);
    let hops = take(8);
    let _misses = take(4);
    let packet = take(32);
    Fields {
        head,
        dest,
        hops,
        packet,
    }
}

const UNITS: u64 = 10; // VCD units (100 ps) per cycle

const FAULTS: &str = "link:0.0-0.1,link:1.1-2.1";

#[test]
fn head_flit_follows_the_table_path_at_per_hop_timing() {
    let topo: Topology = "torus:4x4".parse().unwrap();
    let faults = FaultSet::parse(&topo, FAULTS, 1).unwrap();
    let net = Network::new(topo.clone(), faults);
    let tables = table::compile(&net, Mode::Bubble).unwrap();
    let (src, dst) = (
        topo.parse_node("0.0").unwrap(),
        topo.parse_node("2.1").unwrap(),
    );
    let route = table_walk(&net, &tables, src, dst);
    assert_eq!(route.path.last(), Some(&dst));
    assert!(
        route.path.len() >= 4,
        "want a path of 3+ hops: {:?}",
        route.path
    );
    let stages = 6;
    let mut params = RouterParams::new(&tables, 2, 8, 4, ftrouter::router::Switching::Vct);
    params.stages = stages;
    let per_hop = params.per_hop();
    let head_to_sa = params.head_to_sa();
    let format = FlitFormat::new(topo.num_nodes(), 2, 0);
    let p = topo.num_ports();
    // Port scope names as the writer builds them, checked against the fabric's own list.
    let fabric = Fabric::build(net.clone(), params).unwrap();
    let traced = ftrouter::wave::traced_routers(&fabric, None).unwrap();
    assert_eq!(traced.len(), 16);
    let names = ftrouter::wave::signals::port_names(&topo);
    let scope = |v: usize| ftrouter::wave::signals::scope_name(&topo, NodeId::new(v));

    let dir = common::scratch("wave", "follow");
    let trace = dir.join("one.csv");
    let injected = 7u64;
    std::fs::write(
        &trace,
        format!(
            "cycle,source,destination,flits\n{injected},{},{},4\n",
            topo.format_node(src),
            topo.format_node(dst)
        ),
    )
    .unwrap();
    let vcd_path = dir.join("one.vcd");
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:4x4",
        "--faults",
        FAULTS,
        "--routing",
        "bubble",
        "--stages",
        &stages.to_string(),
        "--traffic",
        &format!("trace:{}", trace.display()),
        "--cycles",
        "20",
        "--warmup",
        "0",
        "--vcd",
        vcd_path.to_str().unwrap(),
        "--vcd-window",
        "0:200",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let w = load(&vcd_path);

    // Expected: router k of the path writes the head into its buffer at injected + k*per_hop,
    // arriving on the port facing the previous router (the local port at the source).
    let mut expected = BTreeSet::new();
    let mut expected_rc = BTreeSet::new();
    for (k, &v) in route.path.iter().enumerate() {
        let port = if k == 0 {
            p
        } else {
            topo.input_port(v, route.path[k - 1]).unwrap().index()
        };
        let at = injected + k as u64 * per_hop;
        expected.insert((
            at * UNITS,
            format!("fabric.{}.in.{}.flit_in", scope(v.index()), names[port]),
        ));
        // From the next cycle the flit is in one VC buffer of that port, at the front.
        let vcs: Vec<usize> = (0..2)
            .filter(|vc| {
                let name = format!(
                    "fabric.{}.in.{}.vc{vc}.head_valid",
                    scope(v.index()),
                    names[port]
                );
                w.value_at(&name, (at + 1) * UNITS) == 1
            })
            .collect();
        // RC runs beside BW: that VC's rc_fire is high during the write's cycle.
        for vc in &vcs {
            expected_rc.insert((
                at * UNITS,
                format!(
                    "fabric.{}.in.{}.vc{vc}.rc_fire",
                    scope(v.index()),
                    names[port]
                ),
            ));
        }
        let heads: Vec<Fields> = vcs
            .iter()
            .map(|vc| {
                let name = format!(
                    "fabric.{}.in.{}.vc{vc}.head_flit",
                    scope(v.index()),
                    names[port]
                );
                decode(w.value_at(&name, (at + 1) * UNITS), &format)
            })
            .collect();
        let want = Fields {
            head: true,
            dest: u128::from(dst.get()),
            hops: k as u128,
            packet: 0,
        };
        assert_eq!(
            heads,
            vec![want],
            "router {} at cycle {}",
            topo.format_node(v),
            at + 1
        );
    }
    // Observed: every flit_in change carrying this packet's head flit, anywhere.
    let seen: BTreeSet<(u64, String)> = w
        .changes_of(".flit_in")
        .into_iter()
        .filter(|(_, _, word)| {
            let f = decode(*word, &format);
            f.head && f.packet == 0
        })
        .map(|(t, name, _)| (t, name))
        .collect();
    assert_eq!(seen, expected);
    // RC fires once per router of the path, nowhere else, for one cycle.
    let rc_rises: Vec<(u64, String, u128)> = w.changes_of(".rc_fire");
    let fired: BTreeSet<(u64, String)> = rc_rises
        .iter()
        .filter(|(_, _, level)| *level == 1)
        .map(|(t, name, _)| (*t, name.clone()))
        .collect();
    assert_eq!(fired, expected_rc);
    for (t, name) in &fired {
        assert_eq!(w.value_at(name, t + UNITS), 0, "{name} high for one cycle");
    }
    // Ejection at the destination: SA head_to_sa cycles after its buffer write.
    let last = route.path.len() as u64 - 1;
    let eject_at = injected + last * per_hop + head_to_sa;
    let out_local = format!("fabric.{}.out.{}", scope(dst.index()), names[p]);
    let ejected: Vec<u64> = w
        .changes_of(&format!("{}.flit_out", &out_local[7..]))
        .into_iter()
        .filter(|(_, n, word)| n == &format!("{out_local}.flit_out") && decode(*word, &format).head)
        .map(|(t, _, _)| t)
        .collect();
    assert_eq!(ejected, vec![eject_at * UNITS]);
}

/// Only changes are written: no signal repeats its previous value.
#[test]
fn only_value_changes_are_written_within_the_window() {
    let dir = common::scratch("wave", "changes");
    let vcd_path = dir.join("w.vcd");
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:3x3",
        "--routing",
        "duato",
        "--vcs",
        "3",
        "--rate",
        "0.3",
        "--cycles",
        "200",
        "--warmup",
        "0",
        "--vcd",
        vcd_path.to_str().unwrap(),
        "--vcd-window",
        "50:120",
        "--trace-routers",
        "0.0,1.2,0.0",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let w = load(&vcd_path);
    let mut last: HashMap<vcd::IdCode, u128> = HashMap::new();
    for &(t, id, v) in &w.changes {
        assert!(
            (50 * UNITS..=121 * UNITS).contains(&t),
            "time {t} outside the window"
        );
        assert_ne!(last.insert(id, v), Some(v), "repeated value at {t}");
    }
    // Two routers traced (the repeat dropped), in the order named.
    let routers: BTreeSet<&str> = w
        .names
        .keys()
        .filter_map(|n| n.strip_prefix("fabric.")?.split('.').next())
        .filter(|s| s.starts_with('r'))
        .collect();
    assert_eq!(routers, BTreeSet::from(["r0_0", "r1_2"]));
    // The clock toggles twice per cycle and the cycle counter counts.
    assert_eq!(w.value_at("fabric.cycle", 77 * UNITS), 77);
    assert_eq!(w.value_at("fabric.clk", 77 * UNITS), 1);
    assert_eq!(w.value_at("fabric.clk", 77 * UNITS + 5), 0);
    let saved = std::fs::read_to_string(dir.join("w.gtkw")).unwrap();
    assert!(saved.contains("[dumpfile] \"w.vcd\""));
    assert!(saved.contains("fabric.r1_2.in.p4_local.vc1.head_flit["));
}

#[test]
fn default_trace_is_the_first_16_healthy_routers() {
    let topo: Topology = "torus:5x5".parse().unwrap();
    let faults = FaultSet::parse(&topo, "node:0.1", 1).unwrap();
    let net = Network::new(topo.clone(), faults);
    let tables = table::compile(&net, Mode::Duato).unwrap();
    let params = RouterParams::new(&tables, 3, 4, 4, ftrouter::router::Switching::Wormhole);
    let fabric = Fabric::build(net, params).unwrap();
    let traced = ftrouter::wave::traced_routers(&fabric, None).unwrap();
    let brute: Vec<NodeId> = NodeId::all(25)
        .filter(|&v| v != NodeId::new(1))
        .take(16)
        .collect();
    assert_eq!(traced, brute);
    assert!(ftrouter::wave::traced_routers(&fabric, Some(&[NodeId::new(1)])).is_err());
}

fn example_runs() -> Vec<(String, Vec<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let script = std::fs::read_to_string(root.join("scripts/make-waveforms.sh")).unwrap();
    script
        .lines()
        .filter_map(|l| l.strip_prefix("run "))
        .map(|l| {
            let mut words = l.split_whitespace().map(String::from);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}

#[test]
fn committed_examples_are_fresh_and_small() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let runs = example_runs();
    assert!(!runs.is_empty());
    let dir = common::scratch("wave", "fresh");
    for (name, args) in runs {
        let vcd_path = dir.join(format!("{name}.vcd"));
        let mut all: Vec<&str> = vec!["sim"];
        all.extend(args.iter().map(String::as_str));
        all.extend(["--vcd", vcd_path.to_str().unwrap()]);
        let out = ftrouter(&all);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        // The VCD, the save file and its translate filters.
        let written = |folder: &Path| -> BTreeSet<String> {
            std::fs::read_dir(folder)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|f| f.starts_with(&format!("{name}.")))
                .collect()
        };
        let files = written(&dir);
        assert!(files.len() >= 7, "{files:?}");
        assert_eq!(
            files,
            written(&root.join("waveforms")),
            "waveforms/ is stale"
        );
        for file in files {
            let fresh = std::fs::read(dir.join(&file)).unwrap();
            let committed = std::fs::read(root.join("waveforms").join(&file)).unwrap();
            assert!(
                fresh == committed,
                "waveforms/{file} is stale: run scripts/make-waveforms.sh"
            );
            assert!(committed.len() < 2_000_000, "{file} is too large");
        }
    }
}

#[test]
fn gtkwave_vcd2fst_accepts_the_waveforms() {
    if Command::new("vcd2fst").arg("--help").output().is_err() {
        println!("NOTICE: vcd2fst (GTKWave) is not installed; skipping its check");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = common::scratch("wave", "fst");
    let hyper = dir.join("hyper.vcd");
    let out = ftrouter(&[
        "sim",
        "--topology",
        "hypercube:4",
        "--routing",
        "duato",
        "--vcs",
        "3",
        "--rate",
        "0.2",
        "--cycles",
        "100",
        "--warmup",
        "0",
        "--vcd",
        hyper.to_str().unwrap(),
        "--vcd-window",
        "20:90",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (name, _) = &example_runs()[0];
    for vcd in [hyper, root.join(format!("waveforms/{name}.vcd"))] {
        let fst = dir.join("out.fst");
        let _ = std::fs::remove_file(&fst);
        let out = Command::new("vcd2fst")
            .arg(&vcd)
            .arg(&fst)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "vcd2fst {}: {stderr}", vcd.display());
        assert!(!stderr.to_lowercase().contains("error"), "{stderr}");
        assert!(std::fs::metadata(&fst).unwrap().len() > 100);
    }
}

fn assert_input_error(args: &[&str], mentions: &str) {
    let out = ftrouter(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "one-line error: {stderr}");
    assert!(
        stderr.contains(mentions),
        "{stderr:?} should mention {mentions:?}"
    );
}

#[test]
fn bad_vcd_options_give_one_line_errors() {
    let dir = common::scratch("wave", "bad");
    let good = dir.join("ok.vcd");
    let good = good.to_str().unwrap();
    let base = |extra: &[&str]| -> Vec<String> {
        let mut v: Vec<String> = [
            "sim",
            "--topology",
            "torus:3x3",
            "--routing",
            "dor",
            "--cycles",
            "10",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let run = |extra: &[&str], mentions: &str| {
        let args = base(extra);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_input_error(&args, mentions);
    };
    let missing = dir.join("no-such-folder").join("x.vcd");
    run(&["--vcd", missing.to_str().unwrap()], "no-such-folder");
    run(&["--vcd", good, "--trace-routers", "0.0,3.0"], "3.0");
    run(&["--vcd", good, "--trace-routers", "0.0.0"], "0.0.0");
    run(&["--vcd", good, "--vcd-window", "100"], "100");
    run(&["--vcd", good, "--vcd-window", "9:3"], "9:3");
    run(&["--vcd", good, "--vcd-window", "a:5"], "a:5");
    let clash = dir.join("w.gtkw");
    run(&["--vcd", clash.to_str().unwrap()], "w.gtkw");
    run(
        &[
            "--vcd",
            good,
            "--faults",
            "node:1.1",
            "--trace-routers",
            "1.1",
        ],
        "1.1",
    );
}

/// Loads the committed save file in GTKWave itself (under a virtual X server) and checks every
/// entry became a trace, i.e. every signal name resolved in the VCD.
#[test]
fn gtkwave_loads_the_save_file() {
    let have = |tool: &str| {
        Command::new("which")
            .arg(tool)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !have("gtkwave") || !have("xvfb-run") {
        println!("NOTICE: gtkwave or xvfb-run is not installed; skipping the save-file check");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (name, _) = &example_runs()[0];
    let save = root.join(format!("waveforms/{name}.gtkw"));
    let dir = common::scratch("wave", "gtkwave");
    let script = dir.join("probe.tcl");
    std::fs::write(
        &script,
        "puts \"TRACES [gtkwave::getTotalNumTraces]\"\nputs \"DUMP [gtkwave::getDumpFileName]\"\ngtkwave::/File/Quit\n",
    )
    .unwrap();
    // Run from another folder: the save file must find its VCD by itself.
    let out = Command::new("timeout")
        .args(["120", "xvfb-run", "-a", "gtkwave", "-S"])
        .arg(&script)
        .arg(&save)
        .current_dir(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let text = std::fs::read_to_string(&save).unwrap();
    // Every line but flags, settings, the zoom line and filter names is a trace.
    let entries = text
        .lines()
        .filter(|l| !l.starts_with(['@', '[', '*', '^']))
        .count();
    assert!(
        stdout.contains(&format!("TRACES {entries}\n")),
        "want {entries} traces: {stdout} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains(&format!("{name}.vcd\n")), "{stdout}");
}

/// Writing streams: while the simulation runs, all but a small buffer of what was written is
/// already in the file, so the VCD never sits whole in memory.
#[test]
fn vcd_streams_to_disk_while_the_simulation_runs() {
    let topo: Topology = "torus:4x4".parse().unwrap();
    let net = Network::new(topo, FaultSet::default());
    let tables = table::compile(&net, Mode::Bubble).unwrap();
    let params = RouterParams::new(&tables, 2, 8, 4, ftrouter::router::Switching::Vct);
    let mut fabric = Fabric::build(net, params).unwrap();
    let path = common::scratch("wave", "stream").join("s.vcd");
    let _ = std::fs::remove_file(&path); // left by an earlier run
    let opts = ftrouter::wave::VcdOptions {
        path: path.to_str().unwrap().to_string(),
        routers: None,
        window: (0, u64::MAX - 1),
        watch: None,
        faults: false,
    };
    let mut probe = ftrouter::wave::VcdProbe::create(&fabric, &opts).unwrap();
    let cfg = ftrouter::workload::SimConfig {
        rate: 0.3,
        warmup: 0,
        cycles: 3000,
        ..Default::default()
    };
    // The VCD is written under a hidden staging name beside `path` until the run ends
    // (ftrouter::output): that file is the one growing.
    let dir = path.parent().unwrap().to_path_buf();
    let staged_size = || -> u64 {
        std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap())
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with(".s.vcd.ftrouter")
            })
            .map(|e| e.metadata().unwrap().len())
            .sum()
    };
    let mut on_disk = Vec::new();
    let result = ftrouter::sim::run(&mut fabric, &cfg, |now, f| {
        probe.sample(now, f).unwrap();
        if now % 500 == 499 {
            on_disk.push(staged_size());
        }
    })
    .unwrap();
    assert!(
        !path.exists(),
        "nothing in place before the run's outputs are committed"
    );
    let before_finish = staged_size();
    let files = probe.finish(&result.packets, &fabric).unwrap();
    ftrouter::output::commit(files).unwrap();
    assert_eq!(staged_size(), 0, "no staging file left");
    let total = std::fs::metadata(&path).unwrap().len();
    assert!(
        total > 4_000_000,
        "want a large file for this check: {total} bytes"
    );
    assert!(
        on_disk.windows(2).all(|w| w[1] > w[0]),
        "file grows: {on_disk:?}"
    );
    assert!(
        total - before_finish <= 64 * 1024,
        "{before_finish} of {total} on disk"
    );
}

/// The VCD's utilisation counters (`out.<port>.vc<v>.flits_sent`) end at the per-channel,
/// per-VC counts that `sim --json` reports as `channel_utilisation`, and they only ever climb.
#[test]
fn vcd_utilisation_counters_agree_with_the_json() {
    let dir = common::scratch("wave", "utilisation");
    let vcd = dir.join("u.vcd");
    let out = ftrouter(&[
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--rate",
        "0.3",
        "--cycles",
        "400",
        "--warmup",
        "100",
        "--vcd",
        vcd.to_str().unwrap(),
        "--vcd-window",
        "0:5000",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let w = load(&vcd);
    let end = w.changes.last().unwrap().0;
    let mut compared = 0;
    for ch in v["channel_utilisation"].as_array().unwrap() {
        // `0.1:+0` is router 0.1's output in dimension 0, direction +.
        let name = ch["channel"].as_str().unwrap();
        let (node, port) = name.split_once(':').unwrap();
        let scope = format!("r{}", node.replace('.', "_"));
        // Port scopes are `p<i>_d<dim><p|m>`.
        let port_name = format!(
            "_d{}{}",
            &port[1..],
            if &port[..1] == "+" { "p" } else { "m" }
        );
        for (vc, util) in ch["vcs"].as_array().unwrap().iter().enumerate() {
            let prefix = format!("fabric.{scope}.out.p");
            let suffix = format!("{port_name}.vc{vc}.flits_sent");
            let Some(signal) = w
                .names
                .keys()
                .find(|n| n.starts_with(&prefix) && n.ends_with(&suffix))
                .cloned()
            else {
                continue; // router not traced
            };
            let sent = w.value_at(&signal, end) as f64;
            assert!(
                (sent - util.as_f64().unwrap() * 400.0).abs() < 1e-6,
                "{signal}"
            );
            let changes = w.changes_of(&signal);
            assert!(
                changes.windows(2).all(|p| p[0].2 <= p[1].2),
                "{signal} decreases"
            );
            compared += 1;
        }
    }
    assert!(compared >= 64, "compared {compared} counters");
}

/// The waveform's disk estimate (shown in sim's progress line, and refused beyond the disk's
/// free space) is within a factor of 2 of the file written, across loads, routings, router
/// counts and windows; `--trace-routers all` traces every router, not the default's 16.
#[test]
fn the_waveform_size_estimate_holds() {
    let dir = common::scratch("wave", "size_estimate");
    let vcd = dir.join("w.vcd");
    for (topo, routing, rate, routers, window, traced) in [
        ("torus:8x8", "dor", "0.1", "all", "0:999", 64),
        ("torus:8x8", "dor", "0.4", "0.0,1.1,2.2", "0:1999", 3),
        ("torus:4x4x4", "duato", "0.3", "all", "100:1099", 64),
        ("hypercube:6", "esv", "0.05", "all", "0:1499", 64),
        ("torus:8x8", "bubble", "0.6", "0.0", "0:2999", 1),
    ] {
        let out = ftrouter(&[
            "sim",
            "--topology",
            topo,
            "--routing",
            routing,
            "--vcs",
            "3",
            "--rate",
            rate,
            "--warmup",
            "0",
            "--cycles",
            "3000",
            "--trace-routers",
            routers,
            "--vcd-window",
            window,
            "--vcd",
            vcd.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = std::fs::read_to_string(&vcd).unwrap();
        let scopes = text
            .lines()
            .filter(|l| l.starts_with("$scope module r"))
            .count();
        assert_eq!(scopes, traced, "{topo} {routers}");
        let (from, to) = window.split_once(':').unwrap();
        let cycles = to.parse::<u64>().unwrap() - from.parse::<u64>().unwrap() + 1;
        let estimate = ftrouter::wave::estimated_bytes(traced, cycles, rate.parse().unwrap());
        let ratio = estimate as f64 / text.len() as f64;
        assert!(
            (0.5..=2.0).contains(&ratio),
            "{topo} {routing} {rate} {routers}: estimated {estimate}, wrote {}",
            text.len()
        );
    }
}
