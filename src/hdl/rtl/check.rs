//! The three tools on an emitted design, as every rtl block's tests use them: Yosys `synth`
//! (no error, no latch), Icarus `iverilog -g2012` (compiles), Verilator `--lint-only -Wall`
//! with the waivers of `hdl/lint.vlt` (no error, no warning).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::Design;
use super::generate::{LINT_CONFIG, LINT_FILE, ROUTER};
use crate::hdl::tools::{SynthReport, iverilog_compile, verilator_lint_files, yosys_synth_top};
use crate::{Error, Result};

/// The Verilator warning classes `hdl/lint.vlt` waives (somewhere: most only in some files
/// or for some messages).
pub fn waived_lint() -> BTreeSet<String> {
    LINT_CONFIG
        .lines()
        .filter_map(|l| l.trim().strip_prefix("lint_off -rule "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// A scratch folder for tool runs: `target/tmp/<name>` of this checkout.
pub fn scratch(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target/tmp")
        .join(name)
}

/// What the tools said about a design.
#[derive(Clone, Debug)]
pub struct ToolReport {
    pub synth: SynthReport,
}

/// Write `design` and run Yosys, Icarus and Verilator on it; a lint warning that `lint.vlt`
/// does not waive is an error naming it. The design is written as `ftr_router.v`, the file
/// every emitted module sits in (`ftrouter verilog`), which the waivers name.
pub fn check_with_tools(design: &Design, dir: &Path) -> Result<ToolReport> {
    let file = format!("{ROUTER}.v");
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join(&file), design.verilog())?;
    std::fs::write(dir.join(LINT_FILE), LINT_CONFIG)?;
    let synth = yosys_synth_top(dir, &file, design.top())?;
    iverilog_compile(dir, &["-s", design.top(), &file], "design.vvp")?;
    let warnings = verilator_lint_files(dir, &[LINT_FILE, &file], design.top())?;
    if !warnings.is_empty() {
        return Err(Error::Io(format!(
            "verilator on {}: warnings {warnings:?} that {LINT_FILE} does not waive",
            design.top()
        )));
    }
    Ok(ToolReport { synth })
}
