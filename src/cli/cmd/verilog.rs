//! `ftrouter verilog`: the synthesizable Verilog of a fabric, written as one folder.

use crate::cli::setup::{Work, check_budget, check_hardware_limits, setup};
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimArgs};
use ftrouter::hdl::fabric_top::Design;
use ftrouter::hdl::rtl::generate::fabric_design;
use ftrouter::hdl::rtl::generate::{BOOT_LOADER, LINT_FILE, ROUTER};
use ftrouter::{Error, Result};
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

pub fn run(net: &NetArgs, sim: &SimArgs, out: &str) -> Result<ExitCode> {
    check_hardware_limits(&net.topology, sim)?;
    check_budget(net, sim, Work::Verilog("verilog"))?;
    let (fabric, cfg) = setup(net, sim)?;
    // The multicast list is sized from the traffic: refuse what `sim` would refuse.
    ftrouter::sim::check_multicast(&cfg.pattern, fabric.params())?;
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
