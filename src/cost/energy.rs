//! Energy per event of each block, characterised on the router's netlist mapped to a liberty
//! (docs/cost.md, "Power from the simulated traffic").
//!
//! ```text
//!  area flow's net_hier.v (hierarchy kept) ─► OpenSTA, each module on its own at 100 MHz:
//!      inputs still (activity 0): the clock's energy per cycle (flip-flop clock pins)
//!      inputs busy (activity 0.5, duty 0.5): every port used half the cycles, random data
//!  busy - still, less the module's children ─► a block's energy per busy cycle
//!      ÷ the events a busy cycle holds (half its ports) ─► energy per event
//! ```
//! The router's own logic between its modules (its top) cannot be characterised this way:
//! OpenSTA's activity propagation does not end on its false combinational loops (the
//! `spread` chains). It is charged at the measured modules' energy per um².

use super::timing::liberty;
use super::yosys::ModuleCost;
use super::{Block, measure};
use crate::hdl::tools;
use crate::{Error, Result};
use std::path::Path;

/// The clock the modules are characterised at (MHz): dynamic energy per cycle does not
/// depend on it.
pub const CHARACTERISED_MHZ: f64 = 100.0;
/// The activity (transitions per cycle) of a busy module's inputs: random data.
pub const BUSY_ACTIVITY: f64 = 0.5;

/// One block's energies on the library (the JSON contract: `power.energy` in `cost --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct BlockEnergy {
    pub block: &'static str,
    /// The clock's energy every cycle, busy or not (pJ): clock pins and what they drive.
    pub clock_pj: f64,
    /// The energy of one event above the clock's (pJ).
    pub event_pj: f64,
    /// The events a busy cycle holds (half the block's ports).
    pub busy_events: f64,
    /// What counts as one of the block's events (`router::Activity`).
    pub events: &'static str,
}

/// Every block's energies, and how much of them was charged by area (the router's own
/// logic, which OpenSTA cannot characterise).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct EnergyTable {
    pub liberty: String,
    pub characterised_mhz: f64,
    pub busy_activity: f64,
    pub blocks: Vec<BlockEnergy>,
    /// The router top's own cells' share of the area, charged at the modules' mean energy
    /// per um².
    pub top_area_share: f64,
}

/// A module's power on its own: inputs still and busy (W).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct ModulePower {
    still: f64,
    busy: f64,
}

/// OpenSTA's name of a Yosys module: Verilog's escape gone, inner backslashes doubled.
fn sta_name(name: &str) -> String {
    name.trim_start_matches('\\').replace('\\', "\\\\")
}

/// The OpenSTA script: each module linked on its own, its power with the inputs still and
/// busy, each report after a `== index activity` line.
fn script(lib: &str, modules: &[&str]) -> String {
    let period = 1e3 / CHARACTERISED_MHZ;
    let mut s = format!(
        "read_liberty {{{lib}}}\n\
         proc power_of {{index module activity}} {{\n\
         \x20 read_verilog net_hier.v\n\
         \x20 link_design $module\n\
         \x20 if {{[llength [get_ports -quiet clock]]}} {{\n\
         \x20   create_clock -name clk -period {period} [get_ports clock]\n\
         \x20 }} else {{\n\
         \x20   create_clock -name clk -period {period}\n\
         \x20 }}\n\
         \x20 set_input_delay 0 -clock clk [delete_from_list [all_inputs] [get_ports -quiet clock]]\n\
         \x20 set_power_activity -input -activity $activity -duty 0.5\n\
         \x20 if {{[llength [get_ports -quiet reset]]}} {{\n\
         \x20   set_power_activity -input_ports [get_ports reset] -activity 0 -duty 0\n\
         \x20 }}\n\
         \x20 puts \"== $index $activity\"\n\
         \x20 report_power -digits 6\n\
         }}\n"
    );
    for (i, m) in modules.iter().enumerate() {
        for a in [0.0, BUSY_ACTIVITY] {
            s += &format!("power_of {i} {{{}}} {a}\n", sta_name(m));
        }
    }
    s
}

/// The `Total` power (W) after each `== index activity` line of OpenSTA's output.
fn parse(out: &str, modules: usize) -> Result<Vec<ModulePower>> {
    let mut powers = vec![ModulePower::default(); modules];
    let mut seen = vec![[false; 2]; modules];
    let mut at: Option<(usize, bool)> = None;
    for line in out.lines() {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("==") => {
                let i = words.next().and_then(|w| w.parse::<usize>().ok());
                let a = words.next().and_then(|w| w.parse::<f64>().ok());
                at = i.zip(a).map(|(i, a)| (i, a > 0.0));
            }
            Some("Total") => {
                let Some((i, busy)) = at.take().filter(|(i, _)| *i < modules) else {
                    continue;
                };
                let total = words.nth(3).and_then(|w| w.parse::<f64>().ok());
                let total = total.ok_or_else(|| {
                    Error::Io(format!("OpenSTA's power report has no total: {line}"))
                })?;
                let p = &mut powers[i];
                *(if busy { &mut p.busy } else { &mut p.still }) = total;
                seen[i][usize::from(busy)] = true;
            }
            _ => {}
        }
    }
    match seen.iter().position(|s| !(s[0] && s[1])) {
        Some(i) => Err(Error::Io(format!(
            "OpenSTA reported no power for module {i} (see power.log)"
        ))),
        None => Ok(powers),
    }
}

/// Characterise the blocks of the netlist `net_hier.v` in `dir` (written by the area flow,
/// whose Yosys log `log` gives the hierarchy and each module's area), for a router of `p`
/// network ports and `v` VCs.
pub fn characterise_in(
    dir: &Path,
    log: &str,
    liberty: &Path,
    p: usize,
    v: usize,
) -> Result<EnergyTable> {
    let file = liberty::read(liberty)?;
    let tree = super::yosys::parse_hierarchy(log)?;
    let areas = super::area::module_areas(log);
    let kinds: Vec<&str> = {
        let mut k: Vec<&str> = tree.iter().skip(1).map(|m| m.name.as_str()).collect();
        k.sort_unstable();
        k.dedup();
        k
    };
    std::fs::write(dir.join("power.tcl"), script(&file.absolute, &kinds))
        .map_err(|e| Error::Io(format!("cannot write power.tcl: {e}")))?;
    let out = tools::run("sta", &["-no_splash", "-exit", "power.tcl"], dir)?.stdout;
    std::fs::write(dir.join("power.log"), &out)
        .map_err(|e| Error::Io(format!("cannot write power.log: {e}")))?;
    let powers = parse(&out, kinds.len())?;
    let power_of = |name: &str| powers[kinds.binary_search(&name).expect("a kind")];
    let own = own_energies(&tree, &power_of);
    let area_of = |m: &ModuleCost| areas.get(&m.name).copied().unwrap_or(0.0) * m.instances as f64;
    Ok(table(&file.name, &tree, &own, &area_of, p, v))
}

/// Per entry of the hierarchy (top first), its own cells' energy per cycle (pJ), still and
/// busy: its module's less its children's; None for the top.
fn own_energies(
    tree: &[ModuleCost],
    power_of: &dyn Fn(&str) -> ModulePower,
) -> Vec<Option<(f64, f64)>> {
    let pj = |w: f64| w * 1e12 / (CHARACTERISED_MHZ * 1e6);
    let mut own: Vec<Option<(f64, f64)>> = vec![None; tree.len()];
    for (i, m) in tree.iter().enumerate().skip(1) {
        let mp = power_of(&m.name);
        let n = m.instances as f64;
        let (mut still, mut busy) = (pj(mp.still) * n, pj(mp.busy) * n);
        // The entries right below this one, up to the next that is not deeper.
        let depth = m.path.len();
        for c in tree[i + 1..].iter().take_while(|c| c.path.len() > depth) {
            if c.path.len() == depth + 1 {
                let cp = power_of(&c.name);
                let k = c.instances as f64;
                still -= pj(cp.still) * k;
                busy -= pj(cp.busy) * k;
            }
        }
        own[i] = Some((still.max(0.0), busy.max(still.max(0.0))));
    }
    own
}

/// The blocks' energies from each entry's own energy, the top's charged by area.
fn table(
    liberty: &str,
    tree: &[ModuleCost],
    own: &[Option<(f64, f64)>],
    area_of: &dyn Fn(&ModuleCost) -> f64,
    p: usize,
    v: usize,
) -> EnergyTable {
    let measured_area: f64 = tree.iter().skip(1).map(area_of).sum();
    let (still_sum, busy_sum) = own
        .iter()
        .flatten()
        .fold((0.0, 0.0), |(s, b), (s1, b1)| (s + s1, b + b1));
    let per_um2 = |e: f64| e / measured_area.max(f64::MIN_POSITIVE);
    let top_area = tree.first().map(area_of).unwrap_or(0.0);
    let mut by_block: Vec<(Block, f64, f64)> = Block::ALL.iter().map(|&b| (b, 0.0, 0.0)).collect();
    for (m, e) in tree.iter().zip(own) {
        let (still, busy) =
            e.unwrap_or((per_um2(still_sum) * top_area, per_um2(busy_sum) * top_area));
        let slot = by_block
            .iter_mut()
            .find(|(b, _, _)| *b == measure::block_of_path(&m.path))
            .expect("every block");
        slot.1 += still;
        slot.2 += busy;
    }
    let blocks = by_block
        .into_iter()
        .map(|(b, still, busy)| {
            let (busy_events, events) = busy_events(b, p, v);
            BlockEnergy {
                block: b.name(),
                clock_pj: still,
                event_pj: if busy_events > 0.0 {
                    (busy - still) / busy_events
                } else {
                    0.0
                },
                busy_events,
                events,
            }
        })
        .collect();
    EnergyTable {
        liberty: liberty.to_string(),
        characterised_mhz: CHARACTERISED_MHZ,
        busy_activity: BUSY_ACTIVITY,
        blocks,
        top_area_share: top_area / (top_area + measured_area).max(f64::MIN_POSITIVE),
    }
}

/// The events of `block` in a busy cycle (every port used half the cycles) of a router of
/// `p` network ports and `v` VCs, and what one event is.
pub fn busy_events(block: Block, p: usize, v: usize) -> (f64, &'static str) {
    let (inputs, input_vcs) = ((p + 1) as f64, ((p + 1) * v) as f64);
    match block {
        // Each VC buffer: a write port and a read port.
        Block::InputBuffers => (input_vcs, "buffer write or read"),
        // Each input VC: its state on a read, RC on a head.
        Block::VcState => (input_vcs, "buffer read or route lookup"),
        // A read port per input VC and the table write port.
        Block::RoutingTable | Block::BubbleTable => {
            ((input_vcs + 1.0) / 2.0, "route lookup or table word write")
        }
        Block::VcAllocator => (input_vcs / 2.0, "VA grant"),
        Block::SwitchAllocator => (inputs / 2.0, "SA grant"),
        Block::Crossbar => (inputs / 2.0, "crossbar traversal"),
        // Each network output VC's counter: a credit in, a flit out.
        Block::CreditCounters => ((p * v) as f64, "link flit or credit"),
    }
}

/// The events of `block` among a router's counts.
pub fn events(block: Block, a: &crate::router::Activity) -> u64 {
    match block {
        Block::InputBuffers => a.buffer_writes + a.buffer_reads,
        Block::VcState => a.buffer_reads + a.route_lookups,
        Block::RoutingTable | Block::BubbleTable => a.route_lookups + a.table_writes,
        Block::VcAllocator => a.va_grants,
        Block::SwitchAllocator | Block::Crossbar => a.buffer_reads,
        // Every flit sent on a link returns a credit.
        Block::CreditCounters => 2 * a.link_flits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OpenSTA's names double a Yosys name's inner backslashes and drop its escape.
    #[test]
    fn module_names_reach_opensta_escaped() {
        assert_eq!(
            sta_name("$paramod$661161\\ftr_vc_buffer"),
            "$paramod$661161\\\\ftr_vc_buffer"
        );
        assert_eq!(sta_name("ftr_crossbar"), "ftr_crossbar");
    }

    /// Each module's two totals are read after their markers; a missing one is an error.
    #[test]
    fn the_report_totals_are_read_per_module() {
        let out = "== 0 0.0\nGroup Internal\nTotal 1.0e-03 0.0 1.0e-07 1.2e-03 100.0%\n\
                   == 0 0.5\nTotal 2.0e-03 1.0e-03 1.0e-07 3.5e-03 100.0%\n";
        let p = parse(out, 1).unwrap();
        assert_eq!(
            p[0],
            ModulePower {
                still: 1.2e-3,
                busy: 3.5e-3
            }
        );
        assert!(parse(out, 2).is_err());
    }

    /// A child's energy is its parent's no more: a module with one child of two instances
    /// keeps what is left; the top is charged by area at the modules' mean energy per um².
    #[test]
    fn own_energy_is_the_module_less_its_children() {
        let entry = |name: &str, path: &[&str], instances| ModuleCost {
            module: name.into(),
            name: name.into(),
            path: path.iter().map(|s| s.to_string()).collect(),
            instances,
            cost: Default::default(),
        };
        let tree = vec![
            entry("ftr_router", &["ftr_router"], 1),
            entry("ftr_input_vc", &["ftr_router", "ftr_input_vc"], 2),
            entry(
                "ftr_vc_buffer",
                &["ftr_router", "ftr_input_vc", "ftr_vc_buffer"],
                2,
            ),
        ];
        // W at 100 MHz: 1e-3 W is 10 pJ a cycle.
        let power_of = |name: &str| match name {
            "ftr_input_vc" => ModulePower {
                still: 3e-3,
                busy: 8e-3,
            },
            _ => ModulePower {
                still: 2e-3,
                busy: 6e-3,
            },
        };
        let own = own_energies(&tree, &power_of);
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        let (s, b) = own[1].unwrap();
        assert!(close(s, 20.0) && close(b, 40.0), "{s} {b}");
        let (s, b) = own[2].unwrap();
        assert!(close(s, 40.0) && close(b, 120.0), "{s} {b}");
        assert_eq!(own[0], None);
        let area = |m: &ModuleCost| if m.name == "ftr_router" { 60.0 } else { 30.0 };
        let t = table("lib", &tree, &own, &area, 4, 1);
        let row = |b: Block| {
            t.blocks
                .iter()
                .find(|r| r.block == b.name())
                .unwrap()
                .clone()
        };
        // The top (60 um²) at (20 + 40) / 60 pJ per um² still: 60 pJ, into vc_state.
        assert!(close(row(Block::VcState).clock_pj, 20.0 + 60.0));
        assert!(close(row(Block::InputBuffers).clock_pj, 40.0));
        assert!(close(row(Block::InputBuffers).event_pj, 80.0 / 5.0));
        assert!(close(t.top_area_share, 0.5));
    }
}
