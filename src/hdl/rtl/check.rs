//! The three tools on an emitted design, as every rtl block's tests use them: Yosys `synth`
//! (no error, no latch), Icarus `iverilog -g2012` (compiles), Verilator `--lint-only -Wall` (no
//! error; the warning classes returned so tests can pin them).

use std::collections::BTreeSet;
use std::path::Path;

use super::Design;
use crate::Result;
use crate::hdl::tools::{SynthReport, iverilog_compile, verilator_lint_top, yosys_synth_top};

/// What the tools said about a design.
#[derive(Clone, Debug)]
pub struct ToolReport {
    pub synth: SynthReport,
    pub lint_warnings: BTreeSet<String>,
}

/// Write `design` to `dir/design.v` and run Yosys, Icarus and Verilator on it.
pub fn check_with_tools(design: &Design, dir: &Path) -> Result<ToolReport> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("design.v"), design.verilog())?;
    let synth = yosys_synth_top(dir, "design.v", design.top())?;
    iverilog_compile(dir, &["-s", design.top(), "design.v"], "design.vvp")?;
    let lint_warnings = verilator_lint_top(dir, "design.v", design.top())?;
    Ok(ToolReport {
        synth,
        lint_warnings,
    })
}
