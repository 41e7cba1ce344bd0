//! `ftrouter verilog`: the synthesizable Verilog of a fabric, written as one folder.

use crate::cli::progress::{Progress, estimate_text};
use crate::cli::setup::{
    Work, check_budget, check_free_space, check_hardware_limits, check_hardware_traffic, setup,
};
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimOptions};
use ftrouter::Result;
use ftrouter::hdl::design::Design;
use ftrouter::hdl::rtl::generate::fabric_design;
use ftrouter::hdl::rtl::generate::{BOOT_LOADER, LINT_FILE, ROUTER};
use std::path::Path;
use std::process::ExitCode;

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

/// `cmd` with `verilog`'s run defaulting to the testbench's: short and loaded, so the vectors
/// stay small and the router busy (the defaults of `sim` are a measurement's).
pub fn testbench_defaults(cmd: clap::Command) -> clap::Command {
    cmd.mut_subcommand("verilog", |sub| {
        sub.mut_arg("rate", |a| a.default_value(TESTBENCH_RATE.to_string()))
            .mut_arg("warmup", |a| a.default_value("0"))
            .mut_arg("cycles", |a| a.default_value(TESTBENCH_CYCLES.to_string()))
    })
}

/// The shipped testbench's load and length unless given.
pub const TESTBENCH_RATE: f64 = 0.3;
pub const TESTBENCH_CYCLES: u64 = 1000;

pub fn run(
    net: &NetArgs,
    sim: &SimOptions,
    out: &str,
    router: Option<&str>,
    tables: ftrouter::hdl::rtl::Staging,
) -> Result<ExitCode> {
    check_hardware_limits(&net.topology, sim)?;
    let estimate = check_budget(net, sim, Work::Verilog("verilog"))?;
    let (mut fabric, cfg) = setup(net, sim)?;
    let topo = &fabric.network().topo;
    let cycles = (sim.run.warmup + sim.run.cycles) as f64;
    let files = ftrouter::budget::verilog_files(topo) + ftrouter::budget::vectors(topo, cycles);
    check_free_space(sim, out, "the design", files)?;
    let estimate = Some(estimate_text(&estimate, files));
    check_hardware_traffic("verilog", sim, &fabric, &cfg)?;
    let progress = Progress::new("verilog", 0, "", estimate);
    let mut design = progress.during(|| fabric_design(&fabric, "fabric", tables))?;
    let node = match super::cosim::router_under_test(&fabric, router)? {
        Some(v) => v,
        None => ftrouter::hdl::rtl::generate::healthy(&fabric)?[0],
    };
    let address = fabric.network().topo.format_node(node);
    let cycles = progress.during(|| testbench(&mut design, &mut fabric, &cfg, node))?;
    let bytes = progress.during(|| write_design(Path::new(out), &design))?;
    progress.finish();
    // A script to run as it is: executable (the folder's files are written 0644).
    let script = Path::new(out).join("testbench/run.sh");
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .map_err(|e| ftrouter::Error::Io(format!("{}: {e}", script.display())))?;
    say!(
        "wrote {} files ({} kB) to {out}: {}; testbench/ (router {address}, {cycles} cycles \
         of the cycle model's vectors: testbench/run.sh [icarus|verilator] replays them)",
        design.files.len(),
        bytes / 1000,
        design_summary(&design)
    );
    Ok(ExitCode::SUCCESS)
}

/// Add to `design` a self-checking testbench of router `node` under `cfg`: `tb.sv` in the folder's testbench,
/// its vectors and `run.sh`, which replays them without ftrouter. Returns the cycles it checks.
fn testbench(
    design: &mut Design,
    fabric: &mut ftrouter::fabric::Fabric,
    cfg: &ftrouter::workload::SimConfig,
    node: ftrouter::topology::NodeId,
) -> Result<usize> {
    use ftrouter::hdl::testbench::run_script;
    let (vectors, _) = super::cosim::router_vectors(fabric, cfg, node)?;
    let router_file = format!("../{ROUTER}.v");
    let files = [
        ("tb.sv", vectors.testbench_for(ROUTER, "in.hex", "out.hex")),
        ("in.hex", vectors.input_hex()),
        ("out.hex", vectors.output_hex()),
        ("run.sh", run_script(&[&router_file], vectors.cycles())),
    ];
    for (name, text) in files {
        design.files.push((format!("testbench/{name}"), text));
    }
    Ok(vectors.cycles())
}
