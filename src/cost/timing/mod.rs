//! `cost --timing`: the generated router through the open ASIC flow, for its worst
//! register-to-register path, fmax and chip area on a standard-cell library (docs/cost.md,
//! "Timing").
//!
//! ```text
//!  ftr_router.v ─► Yosys: synth -flatten -noabc, dfflibmap ─► rtl.json (gates with src) ─┐
//!                         abc -D 3000 -liberty, stat -liberty ─► net.v, area             │
//!  net.v + liberty ─► OpenSTA report_checks (registers to registers) ─► worst path ──────┤
//!                                       start and end registers, blocks (rtl, source) ◄──┘
//! ```
//!
//! Yosys maps the registers first (`dfflibmap`) and names them `ftr_ffN`, then ABC maps the
//! gates between them. The mapped netlist has only legal plain identifiers (`ftr_ffN`,
//! `_N_`; ports with `$` are written escaped), which OpenSTA reads. ABC names its cells
//! anew, so the blocks a path crosses are read on the design before mapping, where the
//! registers have the same names (`rtl`).

pub mod liberty;
pub mod rtl;
pub mod source;
pub mod sta;

use crate::hdl::tools;
use crate::{Error, Result};
use std::path::Path;

/// ABC's delay target (`abc -D`, ps): below what any router reaches, so ABC maps for speed.
pub const ABC_TARGET_PS: u32 = 3000;
/// The clock OpenSTA times against (ns): the slack depends on it, the path's delay does not.
pub const CLOCK_NS: f64 = 10.0;
/// The router's clock port.
const CLOCK_PORT: &str = "clock";
/// The file the router's Verilog is written to (and its cells' `src` name).
const VERILOG: &str = "ftr_router.v";

/// The worst register-to-register path and the area (the JSON contract: `timing` in
/// `cost --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct TimingReport {
    /// The liberty file's name.
    pub liberty: String,
    pub abc_target_ps: u32,
    pub clock_period_ns: f64,
    /// With `--clock`: the clock asked for (ABC maps for its period, OpenSTA times against
    /// it) and the worst path's slack, period - path (negative: the clock is not met).
    pub clock_mhz: Option<f64>,
    pub slack_ns: Option<f64>,
    /// Data arrival time at the end register: clock to output, then every cell (ns).
    pub arrival_ns: f64,
    /// The end register's library setup time (ns).
    pub setup_ns: f64,
    /// arrival + setup: the shortest clock period (ns).
    pub path_ns: f64,
    /// 1000 / path_ns.
    pub fmax_mhz: f64,
    pub start: rtl::Register,
    pub end: rtl::Register,
    /// Cells between the two registers: the path's logic depth.
    pub path_cells: usize,
    /// Those cells, in order.
    pub path: Vec<sta::PathCell>,
    /// The Verilog modules (with their instances) the path crosses, from the start register's
    /// to the end register's.
    pub blocks: Vec<source::Origin>,
    /// Chip area from the liberty (um² for the OSU library), cells and flip-flops.
    pub area_um2: f64,
    pub cells: u64,
    pub flip_flops: u64,
}

/// The Yosys script: flatten, map registers, name them, dump the design, map the gates for
/// ABC's delay target `abc_ps`.
fn yosys_script(top: &str, lib: &str, constrained: bool, abc_ps: u32) -> String {
    let constr = if constrained {
        " -constr constr.txt"
    } else {
        ""
    };
    format!(
        "read_verilog -sv {VERILOG}\n\
         synth -top {top} -flatten -noabc\n\
         dfflibmap -liberty \"{lib}\"\n\
         rename -hide c:* t:$_* %d\n\
         rename -enumerate -pattern ftr_ff% c:* t:$_* %d\n\
         write_json rtl.json\n\
         abc -D {abc_ps}{constr} -liberty \"{lib}\"\n\
         opt_clean -purge\n\
         setundef -zero\n\
         splitnets -ports -format __\n\
         opt_clean -purge\n\
         stat -liberty \"{lib}\"\n\
         write_verilog -noattr -simple-lhs -noexpr -nohex -nodec net.v\n"
    )
}

/// The OpenSTA script: every input and output timed against the clock of `period_ns` at 0,
/// the worst path from a register's clock pin to a register's data pin.
fn sta_script(top: &str, lib: &str, period_ns: f64) -> String {
    format!(
        "read_liberty {{{lib}}}\n\
         read_verilog net.v\n\
         link_design {top}\n\
         create_clock -name clk -period {period_ns} [get_ports {CLOCK_PORT}]\n\
         set_input_delay 0 -clock clk [delete_from_list [all_inputs] [get_ports {CLOCK_PORT}]]\n\
         set_output_delay 0 -clock clk [all_outputs]\n\
         report_checks -from [all_registers -clock_pins] -to [all_registers -data_pins] \
         -path_delay max -format full -digits 3 -fields {{input_pin}} -no_line_splits\n"
    )
}

/// Refuse at once when a tool of the flow is missing.
pub fn require_tools() -> Result<()> {
    tools::require("yosys")?;
    tools::require("sta")
}

/// Run the flow on `verilog` (top module `top`) with the liberty file `liberty`, in a scratch
/// folder; with `clock_mhz`, for that clock.
pub fn measure(
    verilog: &str,
    top: &str,
    liberty: &Path,
    clock_mhz: Option<f64>,
) -> Result<TimingReport> {
    let scratch = super::yosys::scratch_dir()?;
    measure_in(scratch.path(), verilog, top, liberty, clock_mhz)
}

/// The files the flow leaves in its folder: the Verilog, the scripts, Yosys's log and the
/// design before mapping, the mapped netlist, OpenSTA's report.
pub const FILES: [&str; 8] = [
    VERILOG,
    "constr.txt",
    "timing.ys",
    "synth.log",
    "rtl.json",
    "net.v",
    "timing.tcl",
    "sta.log",
];

/// `measure` in folder `dir`, which keeps the flow's files (`FILES`).
pub fn measure_in(
    dir: &Path,
    verilog: &str,
    top: &str,
    liberty: &Path,
    clock_mhz: Option<f64>,
) -> Result<TimingReport> {
    // Without a clock ABC maps for speed and OpenSTA's clock only sets the slack.
    let (abc_ps, period_ns) = match clock_mhz {
        Some(f) => ((1e6 / f).round() as u32, 1e3 / f),
        None => (ABC_TARGET_PS, CLOCK_NS),
    };
    let file = liberty::read(liberty)?;
    let (lib, lib_path) = (&file.library, file.absolute.as_str());
    // OSU's driving inverter; another library is mapped without the constraint.
    let constrained = lib.cells.contains_key("INVX1");
    let write = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text)
            .map_err(|e| Error::Io(format!("cannot write {name} for the timing flow: {e}")))
    };
    write(VERILOG, verilog)?;
    write("constr.txt", "set_driving_cell INVX1\nset_load 0.01\n")?;
    write(
        "timing.ys",
        &yosys_script(top, lib_path, constrained, abc_ps),
    )?;
    write("timing.tcl", &sta_script(top, lib_path, period_ns))?;
    tools::run("yosys", &["-q", "-l", "synth.log", "-s", "timing.ys"], dir)?;
    let read = |name: &str| {
        std::fs::read_to_string(dir.join(name))
            .map_err(|e| Error::Io(format!("cannot read Yosys's {name}: {e}")))
    };
    let synth_log = read("synth.log")?;
    tools::refuse_unclocked_logic(&synth_log, VERILOG)?;
    let stat = sta::parse_stat(&synth_log)?;
    let report = tools::run("sta", &["-no_splash", "-exit", "timing.tcl"], dir)?.stdout;
    write("sta.log", &report)?;
    let path = sta::parse_report(&report)?;
    check_cells(&path, lib, liberty)?;
    let netlist = rtl::RtlNetlist::parse(&read("rtl.json")?, top, lib)?;
    let map = source::SourceMap::new(verilog, VERILOG, top);
    let start = netlist.register(&path.start.instance, &path.start.cell, &map)?;
    let end = netlist.register(&path.end.instance, &path.end.cell, &map)?;
    let chain = netlist.longest_chain(&start.instance, &end.instance);
    let mut blocks = vec![start.origin.clone()];
    for o in netlist
        .blocks(&chain, &map)
        .into_iter()
        .chain([end.origin.clone()])
    {
        if blocks.last() != Some(&o) {
            blocks.push(o);
        }
    }
    let path_ns = ((path.arrival_ns + path.setup_ns) * 1000.0).round() / 1000.0;
    let flip_flops = stat
        .by_type
        .iter()
        .filter(|(c, _)| lib.is_flip_flop(c))
        .map(|(_, n)| n)
        .sum();
    Ok(TimingReport {
        liberty: file.name.clone(),
        abc_target_ps: abc_ps,
        clock_period_ns: period_ns,
        clock_mhz,
        slack_ns: clock_mhz.map(|_| ((period_ns - path_ns) * 1000.0).round() / 1000.0),
        arrival_ns: path.arrival_ns,
        setup_ns: path.setup_ns,
        path_ns,
        fmax_mhz: (100_000.0 / path_ns).round() / 100.0,
        start,
        end,
        path_cells: path.cells.len(),
        path: path.cells,
        blocks,
        area_um2: stat.area,
        cells: stat.cells,
        flip_flops,
    })
}

/// The path runs from a flip-flop of the library to another through cells of the library.
fn check_cells(path: &sta::StaPath, lib: &liberty::Library, file: &Path) -> Result<()> {
    for r in [&path.start, &path.end] {
        if !lib.is_flip_flop(&r.cell) {
            return Err(Error::Io(format!(
                "OpenSTA's worst path has {} ({}) at one end, not a flip-flop of {}",
                r.instance,
                r.cell,
                file.display()
            )));
        }
    }
    match path.cells.iter().find(|c| !lib.cells.contains_key(&c.cell)) {
        Some(c) => Err(Error::Io(format!(
            "OpenSTA's worst path has {} ({}), a cell {} does not define",
            c.instance,
            c.cell,
            file.display()
        ))),
        None => Ok(()),
    }
}

/// `name (instance)`, or the module alone for the top's own logic.
fn origin_text(o: &source::Origin) -> String {
    if o.instance.is_empty() {
        o.module.clone()
    } else {
        format!("{} ({})", o.module, o.instance)
    }
}

/// The report as text, after the cost table.
pub fn to_text(r: &TimingReport) -> String {
    let register = |g: &rtl::Register| {
        format!(
            "{} in {}, cell {} {}",
            g.register,
            origin_text(&g.origin),
            g.cell,
            g.instance
        )
    };
    let blocks: Vec<String> = r.blocks.iter().map(origin_text).collect();
    format!(
        "\nworst register-to-register path (Yosys and ABC to {}, OpenSTA)\n\
         start   {}\n\
         end     {}\n\
         delay   {:.3} ns + setup {:.3} ns = {:.3} ns\n\
         fmax    {:.2} MHz\n\
         depth   {} cells\n\
         blocks  {}\n\
         area    {:.0} um^2 ({:.3} mm^2), {} cells, {} flip-flops\n",
        r.liberty,
        register(&r.start),
        register(&r.end),
        r.arrival_ns,
        r.setup_ns,
        r.path_ns,
        r.fmax_mhz,
        r.path_cells,
        blocks.join(" -> "),
        r.area_um2,
        r.area_um2 / 1e6,
        r.cells,
        r.flip_flops
    ) + &clock_text(r)
}

/// With `--clock`: the clock asked for and whether the worst path meets it.
fn clock_text(r: &TimingReport) -> String {
    match (r.clock_mhz, r.slack_ns) {
        (Some(f), Some(slack)) => format!(
            "clock   {f} MHz ({:.3} ns, ABC's target {} ps): slack {slack:+.3} ns, {}\n",
            r.clock_period_ns,
            r.abc_target_ps,
            if slack >= 0.0 { "met" } else { "NOT met" }
        ),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--clock`'s line: the clock, ABC's target, the slack and whether it is met; nothing
    /// without a clock.
    #[test]
    fn the_clock_line_says_whether_the_path_meets_it() {
        let line = |clock_mhz, slack_ns| {
            clock_text(&TimingReport {
                liberty: "osu018_stdcells.lib".into(),
                abc_target_ps: 4000,
                clock_period_ns: 4.0,
                clock_mhz,
                slack_ns,
                arrival_ns: 3.0,
                setup_ns: 0.2,
                path_ns: 3.2,
                fmax_mhz: 312.5,
                start: Default::default(),
                end: Default::default(),
                path_cells: 0,
                path: Vec::new(),
                blocks: Vec::new(),
                area_um2: 0.0,
                cells: 0,
                flip_flops: 0,
            })
        };
        assert_eq!(
            line(Some(250.0), Some(0.8)),
            "clock   250 MHz (4.000 ns, ABC's target 4000 ps): slack +0.800 ns, met\n"
        );
        assert!(line(Some(400.0), Some(-0.7)).ends_with("slack -0.700 ns, NOT met\n"));
        assert_eq!(line(None, None), "");
    }
}
