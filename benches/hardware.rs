//! Hardware benchmark: for BookSim2's 8x8 torus (bubble, two faulty links), how long
//! generating the Verilog takes, Yosys's synthesis of the router, the Verilator build of the
//! whole fabric (C++ optimized), and the Verilated fabric's speed in router-cycles/s beside the
//! native cycle model's on the same traffic. Run with `cargo bench --bench hardware`; it needs
//! yosys and verilator (scripts/test.sh installs them).

use ftrouter::fabric::Fabric;
use ftrouter::hdl::capture::capture_all;
use ftrouter::hdl::rtl::generate::{ROUTER, fabric_design};
use ftrouter::hdl::tools;
use ftrouter::hdl::vectors::fabric_vectors;
use ftrouter::router::params::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::topology::{FaultSet, Network, Topology};
use ftrouter::workload::SimConfig;
use std::time::Instant;

fn fabric() -> Fabric {
    let topo: Topology = "torus:8x8".parse().unwrap();
    let faults = FaultSet::parse(&topo, "link:0.0-0.1,link:1.1-1.2", 1).unwrap();
    let net = Network::new(topo, faults);
    let tables = compile(&net, Mode::Bubble).unwrap();
    let params = RouterParams::new(&tables, 2, 8, 4, Switching::Vct);
    Fabric::with_tables(net, tables, params).unwrap()
}

fn main() {
    let dir = std::env::temp_dir().join(format!("ftrouter-bench-hw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cycles = 5_000;
    let cfg = SimConfig {
        rate: 0.4,
        warmup: 0,
        cycles,
        seed: 3,
        ..SimConfig::default()
    };
    let f = fabric();
    let routers = f.routers().count() as f64;

    // Generation: router, boot loader, table images, fabric top.
    let t = Instant::now();
    let design = fabric_design(&f, "fabric", Default::default()).unwrap();
    let generate = t.elapsed().as_secs_f64();
    let bytes: usize = design.files.iter().map(|(_, t)| t.len()).sum();
    println!(
        "generate 8x8 fabric Verilog: {generate:.2} s ({} files, {} kB)",
        design.files.len(),
        bytes / 1000
    );

    // Synthesis of the router (every router of the fabric is this module).
    let router = &design.files[0];
    std::fs::write(dir.join(&router.0), &router.1).unwrap();
    let t = Instant::now();
    let report = tools::yosys_synth_top(&dir, &router.0, ROUTER).unwrap();
    println!(
        "yosys synth -top {ROUTER}: {:.1} s, {} cells, {} flip-flops",
        t.elapsed().as_secs_f64(),
        report.cells,
        report.flip_flops
    );

    // Native cycle model on this traffic.
    let mut native = fabric();
    let t = Instant::now();
    let r = sim::run(&mut native, &cfg, |_, _| {}).unwrap();
    let native_wall = t.elapsed().as_secs_f64();
    println!(
        "native cycle model: {} cycles in {native_wall:.3} s = {:.0} router-cycles/s",
        r.stats.cycles,
        routers * r.stats.cycles as f64 / native_wall
    );

    // Verilated fabric, C++ at -O2: build, then time the replay of the same cycles.
    let mut probed = fabric();
    let edges = capture_all(&mut probed, &cfg).unwrap();
    let vectors = fabric_vectors(&probed, &edges).unwrap();
    ftrouter::hdl::cosim::prepare(&dir, &design, "fabric", &vectors).unwrap();
    let t = Instant::now();
    tools::verilator_build_with(&dir, "tb.sv", "design.v", "-O2").unwrap();
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let out = tools::verilator_run(&dir).unwrap();
    let run = t.elapsed().as_secs_f64();
    let report = ftrouter::hdl::testbench::CosimReport::parse(&out).unwrap();
    assert!(
        report.mismatches.is_empty(),
        "{:?}",
        report.mismatches.first()
    );
    println!(
        "verilator 8x8 fabric: build {build:.0} s; run {} cycles in {run:.2} s = {:.0} router-cycles/s \
         (testbench reads and compares vectors every cycle; C++ -O2)",
        vectors.cycles(),
        routers * vectors.cycles() as f64 / run
    );
    let _ = std::fs::remove_dir_all(&dir);
}
