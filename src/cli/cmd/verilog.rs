//! `ftrouter verilog`: the synthesizable Verilog of a fabric, written as one folder.

use crate::cli::setup::{Work, check_budget, check_hardware_limits, check_hardware_traffic, setup};
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimArgs};
use ftrouter::Result;
use ftrouter::hdl::fabric_top::Design;
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

pub fn run(net: &NetArgs, sim: &SimArgs, out: &str) -> Result<ExitCode> {
    check_hardware_limits(&net.topology, sim)?;
    check_budget(net, sim, Work::Verilog("verilog"))?;
    let (fabric, cfg) = setup(net, sim)?;
    check_hardware_traffic("verilog", sim, &fabric, &cfg)?;
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
