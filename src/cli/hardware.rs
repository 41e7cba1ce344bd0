//! `ftrouter verilog` and `ftrouter cosim`: the hardware half of the command line.

use super::commands::{Work, check_budget, setup};
use super::stdout::say;
use super::{NetArgs, SimArgs};
use ftrouter::hdl::fabric_top::{Design, fabric_design};
use ftrouter::hdl::router::cosim::{self, Simulator};
use ftrouter::hdl::router::lockstep::{capture, capture_all};
use ftrouter::hdl::router::shape::shape_of;
use ftrouter::hdl::rtl::generate::{
    BOOT_LOADER, LINT_FILE, ROUTER, check_limits, fabric_vectors, router_design, router_vectors,
};
use ftrouter::{Error, Result};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Refuse what the hardware generator does not build, before any table is compiled.
pub fn check_hardware_limits(topology: &str, sim: &SimArgs) -> Result<()> {
    let topo: ftrouter::topology::Topology = topology.parse()?;
    check_limits(&topo, sim.vcs, sim.depth, sim.flit_width)
}

/// Write `design`'s files into `dir` (the table images into `dir/tables`): the bytes written.
pub fn write_design(dir: &Path, design: &Design) -> Result<usize> {
    design.write(dir, |_| true)
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
         {images} table images in tables/, fabric.v (top), {LINT_FILE} (Verilator's waivers: \
         verilator --lint-only -Wall {LINT_FILE} *.v)"
    )
}

pub fn verilog(net: &NetArgs, sim: &SimArgs, out: &str) -> Result<ExitCode> {
    check_hardware_limits(&net.topology, sim)?;
    check_budget(net, sim, Work::Verilog("verilog"))?;
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
    say!(
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

/// What `cosim` is asked for beyond the network and the simulation.
pub struct CosimArgs<'a> {
    /// One router (its address), or the whole fabric.
    pub router: Option<&'a str>,
    pub simulator: &'a str,
    /// The work folder (default: a fresh temporary one).
    pub dir: Option<&'a str>,
    /// A Verilog folder to check instead of the generated design.
    pub rtl: Option<&'a str>,
    pub json: bool,
}

/// The work folder, absolute (every tool runs with it as its working directory), never the
/// `--rtl` folder it would write into.
fn work_dir(args: &CosimArgs) -> Result<PathBuf> {
    let dir: PathBuf = match args.dir {
        Some("") => return Err(Error::input("--dir \"\": give a folder name")),
        Some(d) => d.into(),
        None => std::env::temp_dir().join(format!("ftrouter-cosim-{}", std::process::id())),
    };
    let dir = std::path::absolute(&dir)
        .map_err(|e| Error::input(format!("--dir {}: {e}", dir.display())))?;
    let same = |rtl: &str| match (Path::new(rtl).canonicalize(), dir.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if args.rtl.is_some_and(same) {
        return Err(Error::input(format!(
            "--dir {}: the --rtl folder is only read; give another work folder",
            dir.display()
        )));
    }
    // Created by `cosim::prepare` with its files, all or none (output::Folder).
    Ok(dir)
}

/// The design in folder `rtl` (as `verilog --out` writes it), which must hold module `top`.
fn read_rtl(rtl: &str, top: &str) -> Result<Design> {
    let dir = Path::new(rtl);
    if !dir.is_dir() {
        return Err(Error::input(format!("--rtl {rtl}: no such folder")));
    }
    let design = Design::read(dir).map_err(|e| Error::input(format!("--rtl {rtl}: {e}")))?;
    if !design.files.iter().any(|(n, _)| n.ends_with(".v")) {
        return Err(Error::input(format!(
            "--rtl {rtl}: no .v file in the folder"
        )));
    }
    if !design.has_module(top) {
        return Err(Error::input(format!(
            "--rtl {rtl}: no module {top} in its .v files (the top of {})",
            if top == ROUTER {
                "--router"
            } else {
                "a whole fabric"
            }
        )));
    }
    Ok(design)
}

pub fn cosim(
    net: &NetArgs,
    sim: &SimArgs,
    args: &CosimArgs,
    handlers: &super::interrupt::Handlers,
) -> Result<ExitCode> {
    let simulator: Simulator = args.simulator.parse()?;
    let router = args.router;
    check_hardware_limits(&net.topology, sim)?;
    let work = Work::Cosim {
        verilator: simulator == Simulator::Verilator,
        one_router: router.is_some(),
    };
    check_budget(net, sim, work)?;
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
    let dut = if node.is_some() { ROUTER } else { "fabric" };
    let given = args.rtl.map(|rtl| read_rtl(rtl, dut)).transpose()?;
    let dir = work_dir(args)?;
    // The default work folder is ours: removed when cosim ends, however it ends.
    let _scratch = args
        .dir
        .is_none()
        .then(|| ftrouter::interrupt::ScratchDir::adopt(dir.clone()));
    eprintln!("cosim: running the cycle model");
    let (generated, vectors) = match node {
        Some(v) => {
            let edges = capture(&mut fabric, &cfg, v)?;
            (
                given
                    .is_none()
                    .then(|| router_design(&fabric))
                    .transpose()?,
                router_vectors(&fabric, v, &edges)?,
            )
        }
        None => {
            let edges = capture_all(&mut fabric, &cfg)?;
            (
                given
                    .is_none()
                    .then(|| fabric_design(&fabric, "fabric"))
                    .transpose()?,
                fabric_vectors(&fabric, &edges)?,
            )
        }
    };
    let design = given.or(generated).unwrap_or_default();
    // A folder generated for another configuration has other ports: say so before building.
    vectors
        .check_ports_of(&design.joined(), dut)
        .map_err(|e| Error::input(format!("the design does not fit this configuration: {e}")))?;
    eprintln!(
        "cosim: building and running {} cycles in {simulator:?} in {}",
        vectors.cycles(),
        dir.display()
    );
    // Files are written from here: a signal now ends the tool and cleans up.
    handlers.work_started();
    let report = cosim::run(&dir, &design, dut, &vectors, simulator)?;
    let pass = report.mismatches.is_empty() && report.cycles == vectors.cycles();
    let signals = vectors.outputs.len();
    if args.json {
        let value = json!({
            "verdict": if pass { "pass" } else { "fail" },
            "cycles_compared": report.cycles,
            "signals_compared": signals,
            "first_difference": report.mismatches.first().map(|l| difference(l)),
            "mismatches": report.mismatches.len(),
            "simulator": simulator,
            "router": router,
            "rtl": args.rtl,
            "dir": dir.display().to_string(),
        });
        say!(
            "{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        );
    } else {
        say!(
            "cosim {}: {} cycles, {signals} output signals compared each cycle ({simulator:?}, {}{})",
            if pass { "pass" } else { "FAIL" },
            report.cycles,
            router.map_or("whole fabric".to_string(), |a| format!("router {a}")),
            args.rtl
                .map_or(String::new(), |r| format!(", Verilog from {r}"))
        );
        if let Some(first) = report.mismatches.first() {
            say!("first difference: {first}");
        }
    }
    Ok(if pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
