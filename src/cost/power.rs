//! Power from the simulated traffic (`cost --timing --rate`; docs/cost.md, "Power from the
//! simulated traffic"): each router's events over the measurement window
//! (`ActivityWindow`) times each block's energy per event (`energy`), plus the clock's
//! energy every cycle and the liberty's leakage, at a stated clock.
//!
//! ```text
//!  sim ─► per router: buffer writes, reads, lookups, VA grants, link flits, table writes ─┐
//!  energy::EnergyTable (pJ per event, pJ per cycle) ───────────────────────────────────────┼─► PowerReport
//!  area::AreaReport (leakage per block), the clock ────────────────────────────────────────┘
//! ```

use super::Block;
use super::area::AreaReport;
use super::energy::{self, EnergyTable};
use crate::router::Activity;
use crate::workload::stats::ActivityWindow;

/// One block's power, summed over the fabric's routers (mW).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct BlockPower {
    pub block: &'static str,
    /// The block's events in the window, every router.
    pub events: u64,
    pub clock_mw: f64,
    pub event_mw: f64,
    pub leakage_mw: f64,
}

/// One router's power (the power map's cell).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct RouterPower {
    pub node: usize,
    /// Its address in the topology.
    pub address: String,
    pub clock_mw: f64,
    pub event_mw: f64,
    pub leakage_mw: f64,
    pub total_mw: f64,
    /// Its events in the window.
    pub activity: Activity,
}

/// The fabric's power at a load and a clock (the JSON contract: `power` in `cost --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PowerReport {
    pub clock_mhz: f64,
    /// `--clock`, or the router's fmax.
    pub clock_from: &'static str,
    /// The simulated traffic: pattern, offered rate (flits per node per cycle), window.
    pub traffic: String,
    pub rate: f64,
    pub window_cycles: u64,
    pub energy: EnergyTable,
    /// Summed over the routers.
    pub blocks: Vec<BlockPower>,
    pub routers: Vec<RouterPower>,
    /// Flits that crossed a link: counted, not charged (the links' wires are not in the
    /// router's netlist).
    pub link_flits: u64,
    pub clock_mw: f64,
    pub event_mw: f64,
    pub leakage_mw: f64,
    pub total_mw: f64,
}

/// What the report describes besides the numbers.
pub struct Load<'a> {
    pub traffic: &'a str,
    pub rate: f64,
    pub clock_mhz: f64,
    pub clock_from: &'static str,
}

/// The power of the routers present in `window` (`present[node]`, addresses in `address`).
pub fn report(
    energy: &EnergyTable,
    area: &AreaReport,
    window: &ActivityWindow,
    present: &[bool],
    address: &dyn Fn(usize) -> String,
    load: Load<'_>,
) -> PowerReport {
    let f = load.clock_mhz;
    let cycles = window.cycles.max(1) as f64;
    // pJ per cycle at f MHz is f uW: per event, times the events per cycle.
    let mw = |pj_per_cycle: f64| pj_per_cycle * f / 1e3;
    let leak_of = |b: &str| {
        area.blocks
            .iter()
            .find(|a| a.block == b)
            .map_or(0.0, |a| a.leakage_uw / 1e3)
    };
    let row = |e: &energy::BlockEnergy| Block::ALL.into_iter().find(|b| b.name() == e.block);
    let router_power = |node: usize, a: &Activity| {
        let (mut clock, mut event) = (0.0, 0.0);
        for e in &energy.blocks {
            let block = row(e).expect("a block");
            clock += mw(e.clock_pj);
            event += mw(e.event_pj * energy::events(block, a) as f64 / cycles);
        }
        let leakage = area.leakage_uw / 1e3;
        RouterPower {
            node,
            address: address(node),
            clock_mw: clock,
            event_mw: event,
            leakage_mw: leakage,
            total_mw: clock + event + leakage,
            activity: *a,
        }
    };
    let routers: Vec<RouterPower> = window
        .routers
        .iter()
        .enumerate()
        .filter(|(v, _)| present[*v])
        .map(|(v, a)| router_power(v, a))
        .collect();
    let n = routers.len() as f64;
    let blocks = energy
        .blocks
        .iter()
        .map(|e| {
            let block = row(e).expect("a block");
            let events: u64 = routers
                .iter()
                .map(|r| energy::events(block, &r.activity))
                .sum();
            BlockPower {
                block: e.block,
                events,
                clock_mw: mw(e.clock_pj) * n,
                event_mw: mw(e.event_pj * events as f64 / cycles),
                leakage_mw: leak_of(e.block) * n,
            }
        })
        .collect::<Vec<_>>();
    let sum = |g: fn(&RouterPower) -> f64| routers.iter().map(g).sum::<f64>();
    PowerReport {
        clock_mhz: f,
        clock_from: load.clock_from,
        traffic: load.traffic.to_string(),
        rate: load.rate,
        window_cycles: window.cycles,
        energy: energy.clone(),
        blocks,
        link_flits: routers.iter().map(|r| r.activity.link_flits).sum(),
        clock_mw: sum(|r| r.clock_mw),
        event_mw: sum(|r| r.event_mw),
        leakage_mw: sum(|r| r.leakage_mw),
        total_mw: sum(|r| r.total_mw),
        routers,
    }
}

/// The report as text: a row per block (energies, then the fabric's power), the totals and
/// the busiest and idlest routers.
pub fn to_text(r: &PowerReport) -> String {
    let n = r.routers.len().max(1) as f64;
    let mut s = format!(
        "\nPower at {} MHz ({}), traffic {} at {} flits/node/cycle, {} cycles measured, {} routers\n\
         (energies from OpenSTA on {} at {} MHz, inputs at activity {}: docs/cost.md)\n\
         {:<18} {:>10} {:>10} {:>12} {:>10} {:>10} {:>11}\n",
        r.clock_mhz,
        r.clock_from,
        r.traffic,
        r.rate,
        r.window_cycles,
        r.routers.len(),
        r.energy.liberty,
        r.energy.characterised_mhz,
        r.energy.busy_activity,
        "block",
        "pJ/cycle",
        "pJ/event",
        "events/cyc",
        "clock mW",
        "event mW",
        "leakage mW"
    );
    for (e, b) in r.energy.blocks.iter().zip(&r.blocks) {
        s += &format!(
            "{:<18} {:>10.2} {:>10.2} {:>12.3} {:>10.3} {:>10.3} {:>11.6}\n",
            e.block,
            e.clock_pj,
            e.event_pj,
            b.events as f64 / (r.window_cycles.max(1) as f64 * n),
            b.clock_mw,
            b.event_mw,
            b.leakage_mw
        );
    }
    s += &format!(
        "{:<18} {:>47} {:>10.3} {:>10.3} {:>11.6}\n\
         total {:.3} mW: {:.3} mW per router ({:.1}% the clock's, {:.1}% the traffic's); \
         {} link flits counted, not charged (links are not in the netlist)\n",
        "all routers",
        "",
        r.clock_mw,
        r.event_mw,
        r.leakage_mw,
        r.total_mw,
        r.total_mw / n,
        100.0 * r.clock_mw / r.total_mw.max(f64::MIN_POSITIVE),
        100.0 * r.event_mw / r.total_mw.max(f64::MIN_POSITIVE),
        r.link_flits
    );
    let by_power = |a: &&RouterPower, b: &&RouterPower| a.total_mw.total_cmp(&b.total_mw);
    if let (Some(hi), Some(lo)) = (
        r.routers.iter().max_by(by_power),
        r.routers.iter().min_by(by_power),
    ) {
        s += &format!(
            "busiest router {} {:.3} mW, idlest {} {:.3} mW\n",
            hi.address, hi.total_mw, lo.address, lo.total_mw
        );
    }
    s
}
