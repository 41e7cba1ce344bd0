//! Hardware benchmark (issue 6): how long generating and synthesizing the Verilog of the 4x4
//! torus fabric takes, and the Verilated fabric's speed in router-cycles/s beside the native
//! cycle model's on the same traffic. Run with `cargo bench --bench hardware`; it needs yosys
//! and verilator (scripts/test.sh installs them).

use ftrouter::fabric::Fabric;
use ftrouter::hdl::fabric_top::fabric_design;
use ftrouter::hdl::router::cosim::{Simulator, fabric_vectors};
use ftrouter::hdl::router::lockstep::capture_all;
use ftrouter::hdl::tools;
use ftrouter::router::params::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim::{self, SimConfig};
use ftrouter::topology::{FaultSet, Network, Topology};
use std::time::Instant;

fn fabric() -> Fabric {
    let topo: Topology = "torus:4x4".parse().unwrap();
    let faults = FaultSet::parse(&topo, "link:0.0-0.1,link:1.1-1.2", 1).unwrap();
    let net = Network::new(topo, faults);
    let tables = compile(&net, Mode::Bubble).unwrap();
    let params = RouterParams::new(&tables, 2, 8, 4, Switching::Vct);
    Fabric::with_tables(net, tables, params).unwrap()
}

fn main() {
    let dir = std::env::temp_dir().join(format!("ftrouter-bench-hw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cycles = 20_000;
    let cfg = SimConfig {
        rate: 0.4,
        warmup: 0,
        cycles,
        seed: 3,
        ..SimConfig::default()
    };

    // Generation: router core, 16 router modules and the fabric top.
    let f = fabric();
    let t = Instant::now();
    let design = fabric_design(&f, "fabric").unwrap();
    let generate = t.elapsed().as_secs_f64();
    for (name, text) in &design.files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let bytes: usize = design.files.iter().map(|(_, t)| t.len()).sum();
    println!(
        "generate 4x4 fabric Verilog: {generate:.2} s ({} files, {} kB)",
        design.files.len(),
        bytes / 1000
    );

    // Synthesis of the whole fabric (hdl/synth.ys).
    let t = Instant::now();
    let script = "read_verilog -sv ftr_router_core.v; read_verilog -sv router_*.v; \
                  read_verilog -sv fabric.v; synth -top fabric; stat";
    let out = tools::run("yosys", &["-q", "-p", script, "-l", "synth.log"], &dir).unwrap();
    drop(out);
    let synth = t.elapsed().as_secs_f64();
    let log = std::fs::read_to_string(dir.join("synth.log")).unwrap_or_default();
    let cells = log
        .lines()
        .filter_map(|l| l.trim().strip_prefix("Number of cells:"))
        .next_back()
        .unwrap_or("?")
        .trim()
        .to_string();
    println!("yosys synth -top fabric: {synth:.1} s (last statistics block: {cells} cells)");

    // Native cycle model on this traffic.
    let mut native = fabric();
    let t = Instant::now();
    let r = sim::run(&mut native, &cfg, |_, _| {}).unwrap();
    let native_wall = t.elapsed().as_secs_f64();
    let routers = 16.0;
    println!(
        "native cycle model: {} cycles in {native_wall:.3} s = {:.0} router-cycles/s ({} packets delivered)",
        r.stats.cycles,
        routers * r.stats.cycles as f64 / native_wall,
        r.stats.packets_delivered
    );

    // Verilated fabric: build once, then time the replay of the same cycles.
    let mut probed = fabric();
    let edges = capture_all(&mut probed, &cfg).unwrap();
    let vectors = fabric_vectors(&probed, &edges);
    let t = Instant::now();
    let report =
        ftrouter::hdl::router::cosim::run(&dir, &design, "fabric", &vectors, Simulator::Verilator)
            .unwrap();
    let build_and_run = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let out = tools::verilator_run(&dir).unwrap();
    let run = t.elapsed().as_secs_f64();
    assert!(out.contains("mismatches 0"), "{out}");
    assert!(report.mismatches.is_empty());
    println!(
        "verilator 4x4 fabric: build + run {build_and_run:.1} s; run alone {} cycles in {run:.3} s = {:.0} router-cycles/s (testbench reads and compares vectors every cycle; C++ at -O0)",
        vectors.cycles(),
        routers * vectors.cycles() as f64 / run
    );
    let _ = std::fs::remove_dir_all(&dir);
}
