//! `ftrouter verilog` and `ftrouter cosim`: the hardware half of the command line.

use super::commands::setup;
use super::{NetArgs, SimArgs};
use ftrouter::hdl::fabric_top::{Design, fabric_design};
use ftrouter::hdl::router::cosim::{self, Simulator};
use ftrouter::hdl::router::lockstep::{capture, capture_all, shape_of};
use ftrouter::hdl::rtl::generate::{
    BOOT_LOADER, ROUTER, check_limits, fabric_vectors, router_design, router_vectors,
};
use ftrouter::{Error, Result};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Create `dir` (and parents), or say in one line why it cannot be written.
fn writable_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir)
        .and_then(|()| {
            let probe = dir.join(".ftrouter-write-test");
            std::fs::write(&probe, b"")?;
            std::fs::remove_file(probe)
        })
        .map_err(|e| {
            Error::input(format!(
                "output folder {:?} cannot be written: {e}",
                dir.display()
            ))
        })
}

/// Refuse what the hardware generator does not build, before any table is compiled.
pub fn check_hardware_limits(topology: &str, sim: &SimArgs) -> Result<()> {
    let topo: ftrouter::topology::Topology = topology.parse()?;
    check_limits(&topo, sim.vcs, sim.depth, sim.flit_width)
}

/// Write `design`'s files into `dir` (the table images into `dir/tables`): the bytes written.
pub fn write_design(dir: &Path, design: &Design) -> Result<usize> {
    writable_dir(dir)?;
    design
        .write(dir, |_| true)
        .map_err(|e| Error::input(e.to_string()))
}

/// One line on what `write_design` wrote.
pub fn design_summary(design: &Design) -> String {
    let images = design
        .files
        .iter()
        .filter(|(n, _)| n.ends_with(".hex"))
        .count();
    let router = design
        .files
        .iter()
        .find(|(n, _)| *n == format!("{ROUTER}.v"))
        .map_or(0, |(_, t)| t.lines().count());
    format!(
        "{ROUTER}.v (the router, {router} lines, one module for every router), {BOOT_LOADER}.v, \
         {images} table images in tables/, fabric.v (top)"
    )
}

pub fn verilog(net: &NetArgs, sim: &SimArgs, out: &str) -> Result<ExitCode> {
    check_hardware_limits(&net.topology, sim)?;
    let (fabric, cfg) = setup(net, sim)?;
    // The multicast list is sized from the traffic: refuse what `sim` would refuse.
    ftrouter::sim::check_multicast(&cfg.pattern, &fabric.params)?;
    // The hardware reads the traffic for one thing: the multicast list its head flits carry.
    if let Some(traffic) = &sim.traffic
        && cfg.pattern.list_capacity() == 0
    {
        return Err(Error::input(format!(
            "--traffic {traffic}: verilog reads the traffic only to size the head flit's multicast list (multicast:K or a multicast trace)"
        )));
    }
    let design = fabric_design(&fabric, "fabric")?;
    let bytes = write_design(Path::new(out), &design)?;
    println!(
        "wrote {} files ({} kB) to {out}: {}",
        design.files.len(),
        bytes / 1000,
        design_summary(&design)
    );
    Ok(ExitCode::SUCCESS)
}

/// A `MISMATCH cycle c signal s expected e got g` line as JSON.
fn difference(line: &str) -> serde_json::Value {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
            .copied()
    };
    json!({
        "cycle": at("cycle").and_then(|c| c.parse::<u64>().ok()),
        "signal": at("signal"),
        "expected": at("expected"),
        "actual": at("got"),
    })
}

pub fn cosim(
    net: &NetArgs,
    sim: &SimArgs,
    router: Option<&str>,
    simulator: &str,
    dir: Option<&str>,
    json: bool,
) -> Result<ExitCode> {
    let simulator: Simulator = simulator.parse()?;
    check_hardware_limits(&net.topology, sim)?;
    let (mut fabric, cfg) = setup(net, sim)?;
    let node = router.map(|a| fabric.net.topo.parse_node(a)).transpose()?;
    if let Some(v) = node
        && fabric.routers[v].is_none()
    {
        return Err(Error::input(format!(
            "router {}: it is faulty",
            router.unwrap_or_default()
        )));
    }
    // Refuse an unsupported shape before simulating anything.
    let first = node.unwrap_or_else(|| {
        (0..fabric.num_nodes())
            .find(|&v| fabric.routers[v].is_some())
            .unwrap_or(0)
    });
    shape_of(&fabric, first)?;
    let dir: PathBuf = match dir {
        Some(d) => d.into(),
        None => std::env::temp_dir().join(format!("ftrouter-cosim-{}", std::process::id())),
    };
    writable_dir(&dir)?;
    // Absolute once: every tool runs with the folder as its working directory.
    let dir =
        std::path::absolute(&dir).map_err(|e| Error::input(format!("{}: {e}", dir.display())))?;
    eprintln!("cosim: running the cycle model");
    let (design, vectors, dut) = match node {
        Some(v) => {
            let edges = capture(&mut fabric, &cfg, v)?;
            (
                router_design(&fabric)?,
                router_vectors(&fabric, v, &edges)?,
                ROUTER,
            )
        }
        None => {
            let edges = capture_all(&mut fabric, &cfg)?;
            (
                fabric_design(&fabric, "fabric")?,
                fabric_vectors(&fabric, &edges)?,
                "fabric",
            )
        }
    };
    eprintln!(
        "cosim: building and running {} cycles in {simulator:?} in {}",
        vectors.cycles(),
        dir.display()
    );
    let report = cosim::run(&dir, &design, dut, &vectors, simulator)?;
    let pass = report.mismatches.is_empty() && report.cycles == vectors.cycles();
    let signals = vectors.outputs.len();
    if json {
        let value = json!({
            "verdict": if pass { "pass" } else { "fail" },
            "cycles_compared": report.cycles,
            "signals_compared": signals,
            "first_difference": report.mismatches.first().map(|l| difference(l)),
            "mismatches": report.mismatches.len(),
            "simulator": simulator,
            "router": router,
            "dir": dir.display().to_string(),
        });
        println!(
            "{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        );
    } else {
        println!(
            "cosim {}: {} cycles, {signals} output signals compared each cycle ({simulator:?}, {})",
            if pass { "pass" } else { "FAIL" },
            report.cycles,
            router.map_or("whole fabric".to_string(), |a| format!("router {a}"))
        );
        if let Some(first) = report.mismatches.first() {
            println!("first difference: {first}");
        }
    }
    Ok(if pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
