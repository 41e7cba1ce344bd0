//! `ftrouter cost --timing`: one real run of the open ASIC flow (Yosys and ABC to the OSU
//! 0.18 um library, OpenSTA) on the 3-port router of hypercube:2 dor, its figures checked
//! against the flow's own files (kept with `--timing-dir`) and the liberty, both read here
//! independently of src/cost/timing; and bad input refused in one line. The parsers are
//! unit-tested on captured reports (src/cost/timing/sta.rs, src/cost/fpga.rs); the FPGA flow
//! takes minutes and runs in testbench/run-all.sh only.

// FTROUTER_BIN runs these checks against another build (`common::bin_under_test`).
use crate::common::{self, ftrouter_env, ftrouter_under_test as ftrouter, num};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::Output;

/// The liberty the binary uses by default: $FTROUTER_LIBERTY, else
/// `hw-tools/osu018_stdcells.lib` in the binary's target folder (scripts/install-hw-tools.sh).
fn default_liberty() -> PathBuf {
    if let Some(p) = std::env::var_os("FTROUTER_LIBERTY").filter(|p| !p.is_empty()) {
        return p.into();
    }
    let bin = PathBuf::from(common::BIN);
    bin.ancestors()
        .nth(2)
        .expect("target folder")
        .join("hw-tools/osu018_stdcells.lib")
}

/// Per cell of a liberty text: (area, is a flip-flop). A cell group runs from a line
/// `cell (NAME) {` to the next; its `area : N;` and an `ff (` group inside it are all that is
/// read.
fn liberty_cells(text: &str) -> BTreeMap<String, (f64, bool)> {
    let mut out: BTreeMap<String, (f64, bool)> = BTreeMap::new();
    let mut cell: Option<String> = None;
    for line in text.lines() {
        let l = line.trim().replace(' ', "");
        if let Some(rest) = l.strip_prefix("cell(") {
            let name = rest.split(')').next().unwrap().to_string();
            out.insert(name.clone(), (f64::NAN, false));
            cell = Some(name);
        } else if let Some(c) = &cell {
            let entry = out.get_mut(c).unwrap();
            if let Some(a) = l.strip_prefix("area:") {
                entry.0 = a.trim_end_matches(';').parse().unwrap();
            } else if l.starts_with("ff(") {
                entry.1 = true;
            }
        }
    }
    assert!(
        out.values().all(|(a, _)| a.is_finite()),
        "a cell without area"
    );
    out
}

/// The instances of a flat Yosys netlist: instance name to cell type (`  NAND2X1 _123_ (`).
fn netlist_instances(net_v: &str) -> BTreeMap<String, String> {
    net_v
        .lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            match w[..] {
                [cell, name, "("] if cell.chars().all(|c| c.is_ascii_alphanumeric()) => {
                    Some((name.to_string(), cell.to_string()))
                }
                _ => None,
            }
        })
        .collect()
}

/// The instances of an OpenSTA full report's data path, each once, in order.
fn sta_path_instances(report: &str) -> Vec<String> {
    let body = report.split("data arrival time").next().unwrap();
    let body = body.split_once("\n---").unwrap().1;
    let mut out: Vec<String> = Vec::new();
    for line in body.lines() {
        let Some(pin) = line
            .split_whitespace()
            .find(|w| w.contains('/') && !w.starts_with('('))
        else {
            continue;
        };
        let instance = pin.rsplit_once('/').unwrap().0.to_string();
        if out.last() != Some(&instance) {
            out.push(instance);
        }
    }
    out
}

#[test]
fn the_worst_path_and_area_agree_with_the_flows_own_files() {
    let dir = common::scratch("cost_timing", "2cube").join("flow");
    let args = [
        "cost",
        "--topology",
        "hypercube:2",
        "--routing",
        "dor",
        "--timing",
        "--timing-dir",
        dir.to_str().unwrap(),
        "--clock",
        "250",
        "--rate",
        "0.05,0.4",
        "--json",
    ];
    let out = ftrouter(&args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    // The cost report is still all there.
    assert!(r["blocks"].as_array().unwrap().len() == 8 && r["fpga"].is_null());
    let t = &r["timing"];
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect(name);

    // fmax is 1000 / (arrival + setup), as rounded.
    let (arrival, setup) = (num(&t["arrival_ns"]), num(&t["setup_ns"]));
    assert!(arrival > 1.0 && setup > 0.0, "{t}");
    assert!((num(&t["path_ns"]) - (arrival + setup)).abs() < 5e-4, "{t}");
    assert!(
        (num(&t["fmax_mhz"]) - 1000.0 / (arrival + setup)).abs() < 0.01,
        "{t}"
    );

    // --clock 250: ABC mapped for 4 ns, OpenSTA timed against 4 ns, the slack is what is
    // left of them.
    assert_eq!(num(&t["clock_mhz"]), 250.0);
    assert_eq!(num(&t["clock_period_ns"]), 4.0);
    assert_eq!(t["abc_target_ps"].as_u64(), Some(4000));
    assert!(
        read("timing.ys").contains("abc -D 4000 "),
        "{}",
        read("timing.ys")
    );
    assert!(
        read("timing.tcl").contains("-period 4 "),
        "{}",
        read("timing.tcl")
    );
    assert!(
        (num(&t["slack_ns"]) - (4.0 - num(&t["path_ns"]))).abs() < 5e-4,
        "{t}"
    );

    // The area is Yosys's "Chip area", and also the sum of the library areas of the
    // netlist's instances.
    let log = read("synth.log");
    let chip_area: f64 = log
        .lines()
        .rev()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Chip area for module '\\ftr_router':")
        })
        .expect("Yosys printed the chip area")
        .trim()
        .parse()
        .unwrap();
    assert_eq!(num(&t["area_um2"]), chip_area);
    let lib = liberty_cells(&std::fs::read_to_string(default_liberty()).expect("the liberty"));
    let instances = netlist_instances(&read("net.v"));
    assert_eq!(instances.len() as u64, t["cells"].as_u64().unwrap());
    let summed: f64 = instances.values().map(|c| lib[c].0).sum();
    assert!(
        (summed - chip_area).abs() < 0.5,
        "{summed} against {chip_area}"
    );
    let ffs = instances.values().filter(|c| lib[*c].1).count();
    assert_eq!(ffs as u64, t["flip_flops"].as_u64().unwrap());

    // The path: as many cells as OpenSTA's report lists between its two registers, which are
    // flip-flops of the library, and every cell between them is a gate of the library.
    let on_path = sta_path_instances(&read("sta.log"));
    let path = t["path"].as_array().unwrap();
    assert_eq!(t["path_cells"].as_u64().unwrap() as usize, path.len());
    assert_eq!(path.len() + 2, on_path.len(), "{on_path:?}");
    for (end, at) in [("start", 0), ("end", on_path.len() - 1)] {
        let reg = &t[end];
        let name = reg["instance"].as_str().unwrap();
        assert_eq!(name, on_path[at]);
        assert_eq!(instances[name], reg["cell"].as_str().unwrap());
        assert!(lib[&instances[name]].1, "{end} {name} is not a flip-flop");
    }
    for (c, name) in path.iter().zip(&on_path[1..]) {
        assert_eq!(c["instance"].as_str().unwrap(), name);
        assert_eq!(c["cell"].as_str().unwrap(), instances[name]);
        assert!(
            !lib[&instances[name]].1,
            "{name} on the path is a flip-flop"
        );
    }

    // The blocks are modules of the generated Verilog, from the start register's to the end
    // register's.
    let modules: BTreeSet<String> = read("ftr_router.v")
        .lines()
        .filter_map(|l| l.strip_prefix("module "))
        .map(|l| l.split('(').next().unwrap().trim().to_string())
        .collect();
    let blocks = t["blocks"].as_array().unwrap();
    assert!(blocks.len() >= 2, "{t}");
    for b in blocks {
        let m = b["module"].as_str().unwrap();
        assert!(modules.contains(m), "{m} is not a module of ftr_router.v");
    }
    assert_eq!(blocks[0], t["start"]["origin"]);
    assert_eq!(blocks[blocks.len() - 1], t["end"]["origin"]);

    // Area by block (the hierarchy kept): the blocks sum to Yosys's own total for the top
    // module in area.log within 1%, above the flattened area; the leakage is the liberty's
    // cell_leakage_power over the cells that total counts.
    let a = &r["area"];
    let area_log = read("area.log");
    let hierarchy = area_log.rsplit("=== design hierarchy ===").next().unwrap();
    let top_area: f64 = hierarchy
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Chip area for top module '\\ftr_router':")
        })
        .expect("Yosys printed the top's area")
        .trim()
        .parse()
        .unwrap();
    let blocks_sum: f64 = a["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| num(&b["area_um2"]))
        .sum();
    assert_eq!(a["blocks"].as_array().unwrap().len(), 8, "{a}");
    assert!(
        (blocks_sum - top_area).abs() <= 0.01 * top_area,
        "{blocks_sum} against {top_area}"
    );
    assert!((num(&a["area_um2"]) - blocks_sum).abs() < 1e-6 * top_area);
    assert!(
        top_area > chip_area,
        "hierarchy {top_area} not above flat {chip_area}"
    );
    let liberty_text = std::fs::read_to_string(default_liberty()).unwrap();
    assert!(liberty_text.contains("leakage_power_unit : \"1nW\""));
    let leakage = liberty_leakage_nw(&liberty_text);
    let counted: f64 = hierarchy
        .lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            match w[..] {
                [cell, n] if leakage.contains_key(cell) => {
                    Some(leakage[cell] * n.parse::<f64>().ok()?)
                }
                _ => None,
            }
        })
        .sum();
    assert!(counted > 0.0);
    assert!(
        (num(&a["leakage_uw"]) * 1e3 - counted).abs() <= 1e-6 * counted,
        "{} uW against {counted} nW",
        a["leakage_uw"]
    );
    power_follows_the_events(&r, &read("power.log"));

    // Scaled to other nodes: each labelled, smaller and faster than the 180 nm router, its
    // dynamic power at its own fmax per load.
    let scaled = r["scaled"].as_array().unwrap();
    let names: Vec<&str> = scaled.iter().map(|n| n["node"].as_str().unwrap()).collect();
    assert_eq!(names, ["45 nm HP", "32 nm HP", "20 nm HP", "7 nm HP"]);
    for n in scaled {
        assert!(
            num(&n["area_mm2"]) < num(&t["area_um2"]) / 1e6 / 10.0,
            "{n}"
        );
        assert!(num(&n["fmax_mhz"]) > 4.0 * num(&t["fmax_mhz"]), "{n}");
        assert_eq!(n["dynamic_mw_at_fmax"].as_array().unwrap().len(), 2);
    }
}

/// The events of a block among a router's counts, as docs/cost.md defines them.
fn block_events(block: &str, a: &Value) -> f64 {
    let n = |k: &str| num(&a[k]);
    match block {
        "input_buffers" => n("buffer_writes") + n("buffer_reads"),
        "vc_state" => n("buffer_reads") + n("route_lookups"),
        "routing_table" | "bubble_table" => n("route_lookups") + n("table_writes"),
        "vc_allocator" => n("va_grants"),
        "switch_allocator" | "crossbar" => n("buffer_reads"),
        "credit_counters" => 2.0 * n("link_flits"),
        other => panic!("no block {other}"),
    }
}

/// `--rate 0.05,0.4` at `--clock 250` on the four routers of hypercube:2: the events match
/// the traffic offered (flits ejected, heads routed), the dynamic part is the energies times
/// the events, so the two loads' traffic parts stand in the ratio of their weighted event
/// counts while the clock's part and the leakage do not move; OpenSTA characterised every
/// module still and busy.
fn power_follows_the_events(r: &Value, power_log: &str) {
    let p = r["power"].as_array().expect("a power report per load");
    assert_eq!(p.len(), 2);
    let mut traffic_part = Vec::new();
    for (q, rate) in p.iter().zip([0.05, 0.4]) {
        assert_eq!((num(&q["rate"]), num(&q["clock_mhz"])), (rate, 250.0));
        assert_eq!(q["clock_from"], "--clock");
        let cycles = num(&q["window_cycles"]);
        let routers = q["routers"].as_array().unwrap();
        assert_eq!(routers.len(), 4);
        let sum = |k: &str| routers.iter().map(|x| num(&x["activity"][k])).sum::<f64>();
        // Below saturation every flit offered is ejected: reads that left by no link.
        let ejected = sum("buffer_reads") - sum("link_flits");
        let offered = rate * 4.0 * cycles;
        assert!(
            (ejected - offered).abs() <= 0.05 * offered,
            "{ejected} against {offered}"
        );
        // Every flit written is read (but those in the buffers at the window's ends), and a
        // 4-flit packet's head is routed once per router it crosses.
        assert!((sum("buffer_writes") - sum("buffer_reads")).abs() <= 4.0 * 48.0);
        assert!(
            (4.0 * sum("route_lookups") - sum("buffer_reads")).abs() <= 0.02 * sum("buffer_reads")
        );
        let energy = q["energy"]["blocks"].as_array().unwrap();
        assert_eq!(energy.len(), 8);
        let weighted: f64 = routers
            .iter()
            .flat_map(|x| {
                energy.iter().map(move |e| {
                    num(&e["event_pj"]) * block_events(e["block"].as_str().unwrap(), &x["activity"])
                })
            })
            .sum();
        let event_mw = weighted / cycles * 250.0 / 1e3;
        assert!(
            (num(&q["event_mw"]) - event_mw).abs() <= 1e-9 * event_mw,
            "{} against {event_mw}",
            q["event_mw"]
        );
        let clock_mw = 4.0 * energy.iter().map(|e| num(&e["clock_pj"])).sum::<f64>() * 250.0 / 1e3;
        assert!((num(&q["clock_mw"]) - clock_mw).abs() <= 1e-9 * clock_mw);
        assert!((num(&q["leakage_mw"]) - 4.0 * num(&r["area"]["leakage_uw"]) / 1e3).abs() < 1e-12);
        let total = num(&q["clock_mw"]) + num(&q["event_mw"]) + num(&q["leakage_mw"]);
        assert!((num(&q["total_mw"]) - total).abs() <= 1e-9 * total);
        for name in ["input_buffers", "crossbar", "switch_allocator"] {
            let e = energy.iter().find(|e| e["block"] == name).unwrap();
            assert!(
                num(&e["event_pj"]) > 0.0 && num(&e["clock_pj"]) > 0.0,
                "{e}"
            );
        }
        traffic_part.push((num(&q["event_mw"]), weighted / cycles));
    }
    let [(low, low_events), (high, high_events)] = traffic_part[..] else {
        unreachable!()
    };
    assert!(
        high > 4.0 * low,
        "{high} mW at 0.4 against {low} mW at 0.05"
    );
    assert!(((high / low) - (high_events / low_events)).abs() < 1e-9);
    assert_eq!(p[0]["clock_mw"], p[1]["clock_mw"]);
    assert!(num(&p[1]["total_mw"]) > num(&p[0]["total_mw"]));
    // Each module of the hierarchy (the top but) reported still and busy.
    let modules = power_log.lines().filter(|l| l.starts_with("== ")).count();
    let totals = power_log.lines().filter(|l| l.starts_with("Total")).count();
    assert!(
        modules >= 2 * 10 && modules == totals,
        "{modules} markers, {totals} totals"
    );
}

/// Per cell of a liberty text, its `cell_leakage_power` (as written).
fn liberty_leakage_nw(text: &str) -> BTreeMap<String, f64> {
    let mut out = BTreeMap::new();
    let mut cell: Option<String> = None;
    for line in text.lines() {
        let l = line.trim().replace(' ', "");
        if let Some(rest) = l.strip_prefix("cell(") {
            cell = Some(rest.split(')').next().unwrap().to_string());
        } else if let (Some(c), Some(v)) = (&cell, l.strip_prefix("cell_leakage_power:")) {
            out.insert(c.clone(), v.trim_end_matches(';').parse().unwrap());
        }
    }
    out
}

/// One line on standard error, status 2, and the line.
fn refused(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    err.trim_end().to_string()
}

#[test]
fn timing_and_fpga_refuse_bad_input_in_one_line() {
    let base = ["cost", "--topology", "torus:4x4", "--routing", "bubble"];
    fn with<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
        base.iter().chain(extra).copied().collect()
    }
    let cases: [(&[&str], &str); 10] = [
        (
            &["--timing", "--liberty", "/nonexistent/osu.lib"],
            "error: --liberty /nonexistent/osu.lib: no such file",
        ),
        (
            &["--liberty", "x.lib"],
            "error: --liberty x.lib needs --timing",
        ),
        (
            &["--timing-dir", "d"],
            "error: --timing-dir d needs --timing",
        ),
        (
            &["--fpga", "ice40"],
            "error: --fpga ice40: the FPGA flow places and routes on ecp5 only",
        ),
        (&["--timing", "--arbiter", "matrix"], "error: --timing: "),
        (&["--clock", "250"], "error: --clock 250 needs --timing"),
        (
            &["--timing", "--clock", "0"],
            "error: option --clock: invalid value \"0\"",
        ),
        (
            &["--rate", "0.4"],
            "error: --rate 0.4 needs --timing (the energies come from its netlist)",
        ),
        (
            &["--timing", "--power-map", "m.svg"],
            "error: --power-map m.svg needs --rate",
        ),
        (
            &["--timing", "--rate", "0.1,1.5"],
            "error: option --rate: invalid value \"0.1,1.5\"",
        ),
    ];
    for (extra, message) in cases {
        let line = refused(&ftrouter(&with(&base, extra)));
        assert!(line.starts_with(message), "{extra:?}: {line}");
    }
    let line = refused(&ftrouter_env(
        &with(&base, &["--timing"]),
        &[("FTROUTER_LIBERTY", "/nonexistent/env.lib")],
    ));
    assert_eq!(
        line,
        "error: FTROUTER_LIBERTY=/nonexistent/env.lib: no such file"
    );
    let line = refused(&ftrouter(&["cost", "--sweep", "--timing"]));
    assert!(line.ends_with("--timing is not used"), "{line}");
    // A missing tool is named with what installs it, before any synthesis.
    let empty = common::scratch("cost_timing", "no-tools");
    let lib = default_liberty();
    let line = refused(&ftrouter_env(
        &with(&base, &["--timing", "--liberty", lib.to_str().unwrap()]),
        &[("PATH", empty.to_str().unwrap())],
    ));
    assert_eq!(
        line,
        "error: yosys is not installed (Debian package yosys: run scripts/test.sh, which installs it)"
    );
    let yosys_only = common::scratch("cost_timing", "yosys-only");
    let link = yosys_only.join("yosys");
    let _ = std::fs::remove_file(&link);
    let yosys = std::env::split_paths(&std::env::var_os("PATH").unwrap())
        .map(|d| d.join("yosys"))
        .find(|p| p.is_file())
        .expect("yosys on the PATH");
    std::os::unix::fs::symlink(yosys, &link).unwrap();
    let line = refused(&ftrouter_env(
        &with(&base, &["--timing", "--liberty", lib.to_str().unwrap()]),
        &[("PATH", yosys_only.to_str().unwrap())],
    ));
    assert_eq!(
        line,
        "error: sta is not installed (OpenSTA, Debian package opensta: run scripts/install-hw-tools.sh)"
    );
}
