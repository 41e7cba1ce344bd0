//! What a person sees when GTKWave opens our save files: GTKWave itself runs under a virtual X
//! server (`xvfb-run`) with a Tcl script that reports the visible traces, their flags and
//! values, the time window and the markers. Checked on the demo's save file and on a
//! `--watch` save file. Skipped, with a notice, only where gtkwave or xvfb-run is missing
//! (scripts/test.sh installs both).

use crate::common;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// GTKWave counts time in ps; one cycle is 1 ns.
const PS_PER_CYCLE: i64 = 1000;

/// GTKWave trace flags (`TR_*`).
const TR_BLANK: u64 = 1 << 9;
const TR_FTRANSLATED: u64 = 1 << 13;
const TR_CLOSED: u64 = 1 << 22;
const TR_GRP_BEGIN: u64 = 1 << 23;
const TR_GRP_END: u64 = 1 << 24;

fn have(tool: &str) -> bool {
    Command::new("which")
        .arg(tool)
        .output()
        .is_ok_and(|o| o.status.success())
}

fn tools_present() -> bool {
    let ok = have("gtkwave") && have("xvfb-run");
    if !ok {
        println!("NOTICE: gtkwave or xvfb-run is not installed; skipping what GTKWave shows");
    }
    ok
}

/// One visible trace as GTKWave reports it.
#[derive(Debug)]
struct Trace {
    flags: u64,
    name: String,
    value: String,
}

/// What GTKWave shows on opening a save file, before any click.
#[derive(Debug)]
struct Seen {
    /// The traces not hidden in a closed group, in order.
    traces: Vec<Trace>,
    start: i64,
    end: i64,
    named: [i64; 2],
}

impl Seen {
    fn signals(&self) -> impl Iterator<Item = &Trace> {
        self.traces.iter().filter(|t| t.flags & TR_BLANK == 0)
    }
}

/// Open `save` in GTKWave (from another folder: the save file must find its VCD and filters
/// by itself), read the view, put the marker at `probe_cycle` to read values, quit.
fn open_in_gtkwave(save: &Path, probe_cycle: i64) -> Seen {
    let dir = common::scratch("gtkwave", "run");
    let script = dir.join("probe.tcl");
    std::fs::write(
        &script,
        format!(
            r#"for {{set k 0}} {{$k < 20}} {{incr k}} {{ gtkwave::nop }}
set n [gtkwave::getTotalNumTraces]
puts "VISIBLE [gtkwave::getVisibleNumTraces]"
puts "WINDOW [gtkwave::getWindowStartTime] [gtkwave::getWindowEndTime]"
puts "NAMED [gtkwave::getNamedMarker A] [gtkwave::getNamedMarker B]"
gtkwave::setMarker {}
for {{set i 0}} {{$i < $n}} {{incr i}} {{
    puts "TRACE\t[gtkwave::getTraceFlagsFromIndex $i]\t[gtkwave::getTraceNameFromIndex $i]\t[gtkwave::getTraceValueAtMarkerFromIndex $i]"
}}
gtkwave::/File/Quit
"#,
            probe_cycle * PS_PER_CYCLE
        ),
    )
    .unwrap();
    let out = Command::new("timeout")
        .args(["120", "xvfb-run", "-a", "-s", "-screen 0 1920x1080x24"])
        .args(["gtkwave", "-S"])
        .arg(&script)
        .arg(save)
        .current_dir(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let fail = || {
        format!(
            "GTKWave output: {stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    };
    let numbers = |key: &str| -> Vec<i64> {
        stdout
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .unwrap_or_else(|| panic!("no {key}: {}", fail()))
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect()
    };
    let window = numbers("WINDOW ");
    let named = numbers("NAMED ");
    let all = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("TRACE\t"))
        .map(|l| {
            let mut f = l.splitn(3, '\t');
            Trace {
                flags: f.next().unwrap().parse().unwrap(),
                name: f.next().unwrap().to_string(),
                value: f.next().unwrap_or("").to_string(),
            }
        });
    // GTKWave lists every trace by index; those inside a closed group are hidden. Which ones
    // are is worked out here and checked against GTKWave's own count.
    let mut traces = Vec::new();
    let mut groups: Vec<bool> = Vec::new(); // enclosing groups: closed?
    for t in all {
        let hidden = groups.iter().any(|&closed| closed);
        if t.flags & TR_GRP_BEGIN != 0 {
            groups.push(t.flags & TR_CLOSED != 0);
        } else if t.flags & TR_GRP_END != 0 {
            groups.pop();
        }
        if !hidden {
            traces.push(t);
        }
    }
    assert!(!traces.is_empty(), "{}", fail());
    assert_eq!(traces.len() as i64, numbers("VISIBLE ")[0], "{}", fail());
    Seen {
        traces,
        start: window[0],
        end: window[1],
        named: [named[0], named[1]],
    }
}

/// The save file's own structure: groups balanced, no group opened twice in a row (the
/// reported bug), every signal in the VCD; returns the top-level router groups in order.
fn check_save_file(save: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(save).unwrap();
    let vcd = std::fs::read_to_string(save.with_extension("vcd")).unwrap();
    let mut scope = Vec::new();
    let mut declared = BTreeSet::new();
    for line in vcd
        .lines()
        .take_while(|l| !l.starts_with("$enddefinitions"))
    {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.as_slice() {
            ["$scope", _, name, "$end"] => scope.push(*name),
            ["$upscope", "$end"] => {
                scope.pop();
            }
            ["$var", _, _, _, name, rest @ ..] => {
                let range = rest.first().filter(|r| r.starts_with('[')).copied();
                declared.insert(format!("{}.{name}{}", scope.join("."), range.unwrap_or("")));
            }
            _ => {}
        }
    }
    let mut flags = 0u64;
    let mut stack: Vec<String> = Vec::new();
    let mut last_begin: Option<String> = None;
    let mut top_groups = Vec::new();
    for line in text.lines() {
        if let Some(hex) = line.strip_prefix('@') {
            flags = u64::from_str_radix(hex, 16).unwrap();
        } else if let Some(label) = line.strip_prefix('-') {
            if flags & TR_GRP_BEGIN != 0 {
                assert_ne!(
                    last_begin.as_deref(),
                    Some(label),
                    "group {label} opened twice"
                );
                if stack.is_empty() {
                    top_groups.push(label.to_string());
                }
                stack.push(label.to_string());
                last_begin = Some(label.to_string());
            } else {
                assert_eq!(stack.pop().as_deref(), Some(label), "unbalanced group end");
                last_begin = None;
            }
        } else if !line.starts_with(['[', '*', '^']) {
            let name = line.rsplit(' ').next().unwrap();
            assert!(declared.contains(name), "{name} is not in the VCD");
            last_begin = None;
        } else if let Some(file) = line.strip_prefix('^') {
            // The translate filter named beside the save file.
            let file = file.split_once(' ').unwrap().1;
            assert!(save.with_file_name(file).is_file(), "filter {file} missing");
        }
    }
    assert!(stack.is_empty(), "groups left open: {stack:?}");
    top_groups
}

/// First cycle a flit arrives anywhere, from the VCD itself.
fn first_flit_cycle(vcd: &Path) -> i64 {
    let text = std::fs::read_to_string(vcd).unwrap();
    let ids: BTreeSet<String> = text
        .lines()
        .filter(|l| l.starts_with("$var") && l.contains(" flit_in_valid "))
        .map(|l| l.split_whitespace().nth(3).unwrap().to_string())
        .collect();
    let mut now = 0;
    for line in text
        .lines()
        .skip_while(|l| !l.starts_with("$enddefinitions"))
    {
        if let Some(t) = line.strip_prefix('#') {
            now = t.parse::<i64>().unwrap();
        } else if let Some(id) = line.strip_prefix('1')
            && ids.contains(id)
        {
            return now / 10;
        }
    }
    panic!("no flit moves in {}", vcd.display());
}

/// Checks shared by both views: many router signals visible at once, VC states and flit
/// kinds by name, a window tens of cycles wide.
fn check_readable(seen: &Seen) {
    assert_eq!(seen.traces[0].name, "clk");
    assert!(seen.traces[1].name.starts_with("cycle"));
    let router = &seen.traces[2];
    assert!(
        router.flags & TR_GRP_BEGIN != 0 && router.flags & TR_CLOSED == 0,
        "an open router group after clk and cycle: {router:?}"
    );
    let signals: Vec<&Trace> = seen.signals().collect();
    assert!(
        signals.len() >= 60,
        "router signals visible without a click: {}",
        signals.len()
    );
    for (suffix, names) in [
        ("/state", &["idle", "routed", "active"][..]),
        ("_kind", &["-", "head", "body", "tail", "head+tail"][..]),
    ] {
        let named: Vec<&&Trace> = signals
            .iter()
            .filter(|t| t.name.ends_with(suffix))
            .collect();
        assert!(!named.is_empty(), "no {suffix} trace visible");
        for t in named {
            assert!(t.flags & TR_FTRANSLATED != 0, "{t:?}");
            assert!(
                names.contains(&t.value.as_str()),
                "{t:?} is not shown by name"
            );
        }
    }
    for stage in ["credits", "VA grants", "SA grants", "crossbar out"] {
        assert!(
            seen.traces.iter().any(|t| t.name.contains(stage)),
            "no {stage} group"
        );
    }
    let cycles = (seen.end - seen.start) / PS_PER_CYCLE;
    assert!(
        (30..=150).contains(&cycles),
        "window {}..{} ps spans {cycles} cycles",
        seen.start,
        seen.end
    );
    // The other routers are listed, closed.
    let closed = seen
        .traces
        .iter()
        .filter(|t| t.flags & TR_GRP_BEGIN != 0 && t.flags & TR_CLOSED != 0)
        .count();
    assert!(closed >= 15, "{closed} closed groups");
}

#[test]
fn the_demo_save_file_opens_on_moving_flits_in_a_router() {
    if !tools_present() {
        return;
    }
    let dir = common::scratch("gtkwave", "demo");
    common::ftrouter_ok(&["demo", "--out", dir.to_str().unwrap()]);
    let save = dir.join("torus4x4_bubble.gtkw");
    let groups = check_save_file(&save);
    assert_eq!(groups.len(), 16, "{groups:?}");
    let first = first_flit_cycle(&save.with_extension("vcd"));
    let seen = open_in_gtkwave(&save, first + 10);
    check_readable(&seen);
    assert_eq!(seen.traces[2].name, groups[0]);
    let start = seen.start / PS_PER_CYCLE;
    assert!(
        start <= first && first < start + 5,
        "window starts at {start}, first flit at {first}"
    );
    assert_eq!(seen.named, [-1, -1], "no markers without --watch");
    // Beside the waveform, the Verilog of the same fabric: one router module, and per router
    // (the two faulty links leave every router healthy) a table image, its boot loader and a
    // router instance in the fabric top.
    let verilog = dir.join("verilog");
    let top = std::fs::read_to_string(verilog.join("fabric.v")).unwrap();
    let router = std::fs::read_to_string(verilog.join("ftr_router.v")).unwrap();
    assert!(router.contains("module ftr_router("));
    for node in 0..16 {
        let image = verilog.join(format!("tables/router_{node}.hex"));
        assert!(image.is_file(), "{}", image.display());
        assert!(
            top.contains(&format!("    ftr_router r{node}("))
                && top.contains(&format!("\"tables/router_{node}.hex\")) b{node}(")),
            "router {node}"
        );
    }
}

#[test]
fn a_watch_save_file_follows_the_packet() {
    if !tools_present() {
        return;
    }
    let dir = common::scratch("gtkwave", "watch");
    let vcd = dir.join("watch.vcd");
    let csv = dir.join("packets.csv");
    let packet = 17;
    let out = common::ftrouter_ok(&[
        "sim",
        "--topology",
        "torus:4x4",
        "--faults",
        "link:0.0-0.1,link:1.1-2.1",
        "--routing",
        "bubble",
        "--rate",
        "0.2",
        "--cycles",
        "300",
        "--warmup",
        "0",
        "--watch",
        &packet.to_string(),
        "--vcd",
        vcd.to_str().unwrap(),
        "--packets-out",
        csv.to_str().unwrap(),
    ]);
    // The routers on the path, in order, from the watch lines ("cycle N: packet P: 1.3 in ...").
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut path: Vec<String> = Vec::new();
    for line in stderr.lines() {
        for place in line.split(": ").skip(2).flat_map(|p| p.split("; ")) {
            if let Some((addr, _)) = place.split_once(" in port ")
                && !path.iter().any(|a| a == addr)
            {
                path.push(addr.to_string());
            }
        }
    }
    assert!(path.len() >= 3, "want a multi-hop packet: {stderr}");
    let row: Vec<String> = std::fs::read_to_string(&csv)
        .unwrap()
        .lines()
        .find(|l| l.starts_with(&format!("{packet},")))
        .unwrap()
        .split(',')
        .map(String::from)
        .collect();
    let (injected, delivered): (i64, i64) = (row[5].parse().unwrap(), row[6].parse().unwrap());

    let save = vcd.with_extension("gtkw");
    let groups = check_save_file(&save);
    let scopes: Vec<String> = path
        .iter()
        .map(|a| format!("r{}", a.replace(['.', ':'], "_")))
        .collect();
    assert_eq!(groups[..scopes.len()], scopes[..], "path routers first");
    let seen = open_in_gtkwave(&save, injected + 1);
    check_readable(&seen);
    assert_eq!(
        seen.traces[2].name, scopes[0],
        "the source router is expanded"
    );
    assert_eq!(
        seen.named,
        [injected * PS_PER_CYCLE, delivered * PS_PER_CYCLE]
    );
    assert!(seen.start <= seen.named[0] && seen.named[1] <= seen.end);
    // The packet's head flit shows on the local input port at its injection cycle.
    let seen = open_in_gtkwave(&save, injected);
    let local_kind = seen
        .signals()
        .find(|t| t.name.ends_with("_local/flit_in_kind"))
        .expect("local input port visible");
    assert!(local_kind.value.starts_with("head"), "{local_kind:?}");
    let local_packet = seen
        .signals()
        .find(|t| t.name.ends_with("_local/flit_in_packet"))
        .unwrap();
    assert_eq!(local_packet.value, packet.to_string());
}
