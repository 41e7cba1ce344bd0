//! The three tools on an emitted design, as every rtl block's tests use them: Yosys `synth`
//! (no error, no latch), Icarus `iverilog -g2012` (compiles), Verilator `--lint-only -Wall` (no
//! error, no warning outside `WAIVED_LINT`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::Design;
use crate::hdl::tools::{SynthReport, iverilog_compile, verilator_lint_top, yosys_synth_top};
use crate::{Error, Result};

/// Verilator warning classes an emitted design may raise, and why: WIDTH, rust-hdl writes
/// integer literals as 32 bits (`32'h0`) into narrower signals; DECLFILENAME, every module
/// sits in one `design.v`.
pub const WAIVED_LINT: [&str; 2] = ["WIDTH", "DECLFILENAME"];

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
    pub lint_warnings: BTreeSet<String>,
}

/// Write `design` to `dir/design.v` and run Yosys, Icarus and Verilator on it; a lint warning
/// outside `WAIVED_LINT` is an error naming it.
pub fn check_with_tools(design: &Design, dir: &Path) -> Result<ToolReport> {
    check_with_tools_waiving(design, dir, &[])
}

/// As `check_with_tools`, also waiving the warning classes `also` (the caller says why).
pub fn check_with_tools_waiving(design: &Design, dir: &Path, also: &[&str]) -> Result<ToolReport> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("design.v"), design.verilog())?;
    let synth = yosys_synth_top(dir, "design.v", design.top())?;
    iverilog_compile(dir, &["-s", design.top(), "design.v"], "design.vvp")?;
    let lint_warnings = verilator_lint_top(dir, "design.v", design.top())?;
    let unwaived: Vec<&str> = lint_warnings
        .iter()
        .map(String::as_str)
        .filter(|w| !WAIVED_LINT.contains(w) && !also.contains(w))
        .collect();
    if !unwaived.is_empty() {
        return Err(Error::Io(format!(
            "verilator on {}: warnings {unwaived:?} beyond the waived {WAIVED_LINT:?} {also:?}",
            design.top()
        )));
    }
    Ok(ToolReport {
        synth,
        lint_warnings,
    })
}
