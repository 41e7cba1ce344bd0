//! Area and leakage by block on a standard-cell library (`cost --timing`; docs/cost.md,
//! "Area by block"): the generated router synthesized with its hierarchy kept, each module
//! mapped to the liberty's cells (`dfflibmap`, `abc -liberty`), its own cells' area and
//! leakage counted once per instance and summed by block (`measure::block_of_path`).
//!
//! ```text
//!  ftr_router.v ─► Yosys: synth -top (hierarchy kept), dfflibmap, abc -liberty,
//!                  stat -liberty ─► per module: cells by type, area ─┐
//!  liberty ─► cell areas, cell_leakage_power ────────────────────────┴─► AreaReport
//! ```
//! The hierarchy costs what a flattened synthesis would share across module boundaries, so
//! its total is a few percent above the flattened area of `timing` (both are reported).

use super::timing::liberty::Library;
use super::yosys::{ModuleCost, parse_hierarchy};
use super::{Block, measure};
use crate::hdl::tools;
use crate::{Error, Result};
use std::collections::BTreeMap;
use std::path::Path;

/// One block's cells on the library.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct BlockArea {
    pub block: &'static str,
    /// Cell area (um² for the OSU library), every instance counted.
    pub area_um2: f64,
    /// The cells' `cell_leakage_power`, uW.
    pub leakage_uw: f64,
    pub cells: u64,
}

/// The router's area by block (the JSON contract: `area` in `cost --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct AreaReport {
    pub liberty: String,
    pub blocks: Vec<BlockArea>,
    /// The sum over the blocks.
    pub area_um2: f64,
    pub leakage_uw: f64,
    /// Yosys's own total for the top module (`Chip area for top module`): the blocks' sum
    /// checked against it.
    pub yosys_top_area_um2: f64,
}

/// The Yosys script of the hierarchical mapping; the mapped netlist, hierarchy kept, goes to
/// `net_hier.v` (OpenSTA reads it: plain names, no expressions) for `energy`.
fn script(top: &str, lib: &str) -> String {
    format!(
        "read_verilog -sv router.v\n\
         synth -top {top}\n\
         dfflibmap -liberty \"{lib}\"\n\
         abc -liberty \"{lib}\"\n\
         opt_clean\n\
         stat -liberty \"{lib}\"\n\
         setundef -zero\n\
         splitnets -ports -format __\n\
         opt_clean -purge\n\
         write_verilog -noattr -simple-lhs -noexpr -nohex -nodec net_hier.v\n"
    )
}

/// Map `verilog` (top `top`) to `liberty`'s cells with the hierarchy kept, in a scratch
/// folder.
pub fn measure(verilog: &str, top: &str, liberty: &Path) -> Result<AreaReport> {
    let scratch = super::yosys::scratch_dir()?;
    measure_in(scratch.path(), verilog, top, liberty)
}

/// Map `verilog` (top `top`) to `liberty`'s cells with the hierarchy kept, in `dir`.
pub fn measure_in(dir: &Path, verilog: &str, top: &str, liberty: &Path) -> Result<AreaReport> {
    let file = super::timing::liberty::read(liberty)?;
    let write = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text)
            .map_err(|e| Error::Io(format!("cannot write {name} for the area flow: {e}")))
    };
    write("router.v", verilog)?;
    write("area.ys", &script(top, &file.absolute))?;
    tools::run("yosys", &["-q", "-l", "area.log", "-s", "area.ys"], dir)?;
    let log = std::fs::read_to_string(dir.join("area.log"))
        .map_err(|e| Error::Io(format!("cannot read Yosys's area.log: {e}")))?;
    tools::refuse_unclocked_logic(&log, "router.v")?;
    report(&log, &file.library, file.name)
}

/// The report of a hierarchical `stat -liberty` log.
pub fn report(log: &str, lib: &Library, liberty: String) -> Result<AreaReport> {
    let modules = parse_hierarchy(log)?;
    let own = module_cells(log);
    let mut blocks: Vec<BlockArea> = Block::ALL
        .iter()
        .map(|b| BlockArea {
            block: b.name(),
            area_um2: 0.0,
            leakage_uw: 0.0,
            cells: 0,
        })
        .collect();
    for m in &modules {
        let Some((area, cells)) = own.get(&m.name) else {
            return Err(Error::Io(format!(
                "Yosys gave no area for module {}",
                m.name
            )));
        };
        let slot = block_row(&mut blocks, m);
        let n = m.instances as f64;
        slot.area_um2 += area * n;
        // A module's cell lines list its child instances too: only the library's cells count.
        let mapped = || {
            cells
                .iter()
                .filter(|(c, _)| lib.cells.contains_key(*c))
                .map(|(c, k)| (c.as_str(), *k))
        };
        slot.leakage_uw += lib.leakage_nw(mapped()) * n / 1e3;
        slot.cells += mapped().map(|(_, k)| k).sum::<u64>() * m.instances;
    }
    let top_area = log
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix("Chip area for top module"))
        .and_then(|rest| rest.rsplit(':').next()?.trim().parse().ok())
        .ok_or_else(|| Error::Io("no top module area in the Yosys log".into()))?;
    Ok(AreaReport {
        liberty,
        area_um2: blocks.iter().map(|b| b.area_um2).sum(),
        leakage_uw: blocks.iter().map(|b| b.leakage_uw).sum(),
        blocks,
        yosys_top_area_um2: top_area,
    })
}

fn block_row<'a>(blocks: &'a mut [BlockArea], m: &ModuleCost) -> &'a mut BlockArea {
    let block = measure::block_of_path(&m.path).name();
    blocks
        .iter_mut()
        .find(|b| b.block == block)
        .expect("every block has a row")
}

/// Each module's own area (its children's not included), by Yosys's name.
pub fn module_areas(log: &str) -> BTreeMap<String, f64> {
    module_cells(log)
        .into_iter()
        .map(|(name, (area, _))| (name, area))
        .collect()
}

/// Each module's own area and library cells by type, from the last statistics of the log.
fn module_cells(log: &str) -> BTreeMap<String, (f64, BTreeMap<String, u64>)> {
    let last = log.rsplit("Printing statistics.").next().unwrap_or("");
    let mut out = BTreeMap::new();
    for section in last.split("\n=== ").skip(1) {
        let (name, body) = section.split_once(" ===").unwrap_or((section, ""));
        if name == "design hierarchy" {
            continue;
        }
        let mut cells = BTreeMap::new();
        let mut area = 0.0;
        for line in body.lines() {
            if let Some(rest) = line.trim().strip_prefix("Chip area for module") {
                area = rest
                    .rsplit(':')
                    .next()
                    .and_then(|a| a.trim().parse().ok())
                    .unwrap_or(0.0);
                continue;
            }
            let mut words = line.split_whitespace();
            if let (Some(cell), Some(n), None) = (words.next(), words.next(), words.next())
                && let Ok(n) = n.parse::<u64>()
                && !cell.starts_with('$')
                && !cell.ends_with(':')
            {
                cells.insert(cell.to_string(), n);
            }
        }
        out.insert(name.to_string(), (area, cells));
    }
    out
}

/// The report as text: a row per block with its share of the area.
pub fn to_text(r: &AreaReport) -> String {
    let mut s = format!(
        "\nArea by block on {} (hierarchy kept: each module mapped on its own)\n\
         {:<18} {:>12} {:>7} {:>13} {:>8}\n",
        r.liberty, "block", "area um2", "share", "leakage uW", "cells"
    );
    for b in &r.blocks {
        s += &format!(
            "{:<18} {:>12.0} {:>6.1}% {:>13.3} {:>8}\n",
            b.block,
            b.area_um2,
            100.0 * b.area_um2 / r.area_um2.max(f64::MIN_POSITIVE),
            b.leakage_uw,
            b.cells
        );
    }
    s += &format!(
        "{:<18} {:>12.0} {:>6.1}% {:>13.3} {:>8}\n",
        "total",
        r.area_um2,
        100.0,
        r.leakage_uw,
        r.blocks.iter().map(|b| b.cells).sum::<u64>()
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hierarchical `stat -liberty` log as Yosys 0.23 prints it (cut to three modules).
    const LOG: &str = r"
Printing statistics.

=== $paramod\ftr_credit_counter\last=2'11 ===

   Number of wires:                 38
   Number of cells:                  7
     DFFPOSX1                        4
     NAND2X1                         3

   Chip area for module '$paramod\ftr_credit_counter\last=2'11': 456.000000

=== ftr_vc_slots ===

   Number of cells:                  2
     DFFPOSX1                        2

   Chip area for module '\ftr_vc_slots': 192.000000

=== ftr_router ===

   Number of cells:                  4
     $paramod\ftr_credit_counter\last=2'11      2
     NAND2X1                         1
     ftr_vc_slots                    3

   Chip area for module '\ftr_router': 24.000000

=== design hierarchy ===

   ftr_router                        1
     $paramod\ftr_credit_counter\last=2'11      2
     ftr_vc_slots                    3

   Number of cells:                 21
     DFFPOSX1                       14
     NAND2X1                         7

   Chip area for top module '\ftr_router': 1512.000000
";

    const LIB: &str = r#"library(t) { leakage_power_unit : "1nW";
      cell (NAND2X1) { area : 24; cell_leakage_power : 2; }
      cell (DFFPOSX1) { area : 96; cell_leakage_power : 10; ff (a,b) { } } }"#;

    /// Each module's own area and leakage times its instances, into its block; the child
    /// instances listed among a module's cells are not cells; the sum is Yosys's total.
    #[test]
    fn sums_each_module_by_block_and_instance() {
        let lib = Library::parse(LIB).unwrap();
        let r = report(LOG, &lib, "t.lib".into()).unwrap();
        let row = |name: &str| r.blocks.iter().find(|b| b.block == name).unwrap().clone();
        let credits = row("credit_counters");
        assert_eq!((credits.area_um2, credits.cells), (912.0, 14));
        assert!((credits.leakage_uw - 2.0 * (40.0 + 6.0) / 1e3).abs() < 1e-12);
        // ftr_vc_slots is no block of its own here (its parent would name it): vc_state,
        // with the top's own NAND.
        let state = row("vc_state");
        assert_eq!((state.area_um2, state.cells), (3.0 * 192.0 + 24.0, 7));
        assert_eq!(r.area_um2, 1512.0);
        assert_eq!(r.yosys_top_area_um2, 1512.0);
        assert!((r.leakage_uw - (14.0 * 10.0 + 7.0 * 2.0) / 1e3).abs() < 1e-12);
        assert!(to_text(&r).contains("credit_counters"));
    }

    #[test]
    fn a_log_without_a_top_total_is_an_error() {
        let lib = Library::parse(LIB).unwrap();
        let cut = LOG.split("Chip area for top module").next().unwrap();
        assert!(report(cut, &lib, "t.lib".into()).is_err());
    }
}

#[cfg(test)]
mod tool_tests {
    use super::*;
    use crate::cost::{Block, sizes::RouterSizes, storage};
    use crate::fabric::Fabric;
    use crate::router::{RouterParams, Switching};
    use crate::routing::table::{Mode, compile};
    use crate::topology::{Network, Topology};

    /// The area report and the storage bits of a 3-port router (a 2-cube's, DOR) with `vcs`
    /// VCs of `depth` flits and 32-bit flit data: small, so that Yosys takes seconds.
    fn measured(vcs: usize, depth: usize) -> (AreaReport, RouterSizes) {
        let net = Network::fault_free("hypercube:2".parse::<Topology>().unwrap());
        let tables = compile(&net, Mode::Dor).unwrap();
        let mut params = RouterParams::new(&tables, vcs, depth, 4, Switching::Wormhole);
        params.flit_width = 32;
        let fabric = Fabric::with_tables(net, tables, params).unwrap();
        let sizes = RouterSizes::new(fabric.params(), fabric.tables(), 4);
        let design = crate::hdl::rtl::generate::router_design(&fabric, Default::default()).unwrap();
        let lib =
            super::super::timing::liberty::find(None).expect("the liberty (install-hw-tools)");
        let r = measure(&design.joined(), crate::hdl::rtl::generate::ROUTER, &lib).unwrap();
        (r, sizes)
    }

    /// On the OSU library: the blocks partition the router (their sum is Yosys's own total
    /// for the top, within 1%), and the buffers' area follows their storage bits as VCs and
    /// depth double (each ratio within 25% of the bits' ratio), as does the whole router's.
    #[test]
    fn area_by_block_sums_to_the_router_and_grows_with_the_storage() {
        let base = measured(2, 2);
        let vcs = measured(4, 2);
        let deep = measured(2, 4);
        let buffers = |(r, _): &(AreaReport, RouterSizes)| {
            r.blocks
                .iter()
                .find(|b| b.block == Block::InputBuffers.name())
                .unwrap()
                .area_um2
        };
        let bits = |(_, s): &(AreaReport, RouterSizes)| {
            storage::storage_bits(s, Block::InputBuffers) as f64
        };
        for (name, m) in [("2x2", &base), ("4x2", &vcs), ("2x4", &deep)] {
            let r = &m.0;
            eprintln!(
                "{name}: {:.0} um2 (Yosys {:.0}), buffers {:.0} um2 for {} bits, leakage {:.2} uW",
                r.area_um2,
                r.yosys_top_area_um2,
                buffers(m),
                bits(m),
                r.leakage_uw
            );
            assert!(
                (r.area_um2 - r.yosys_top_area_um2).abs() <= 0.01 * r.yosys_top_area_um2,
                "{name}: blocks {} against Yosys {}",
                r.area_um2,
                r.yosys_top_area_um2
            );
            assert!(r.leakage_uw > 0.0 && r.blocks.iter().all(|b| b.area_um2 >= 0.0));
        }
        for (name, m) in [("VCs", &vcs), ("depth", &deep)] {
            let want = bits(m) / bits(&base);
            let got = buffers(m) / buffers(&base);
            assert!(
                (got / want - 1.0).abs() < 0.25,
                "{name}: buffer area x{got:.2}, storage bits x{want:.2}"
            );
            assert!(
                m.0.area_um2 > base.0.area_um2,
                "{name}: the router did not grow"
            );
        }
    }
}
