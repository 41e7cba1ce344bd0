//! Power from the simulated traffic, without the ASIC tools: the routers' event counts of a
//! real run (`router::Activity` over the measurement window) against what the traffic
//! implies, and the power map of a torus with a failed link. The energies of a real netlist
//! are checked in cost_timing.rs (`power_follows_the_events`).

use crate::common;
use ftrouter::cost::area::{AreaReport, BlockArea};
use ftrouter::cost::energy::{BlockEnergy, EnergyTable, busy_events};
use ftrouter::cost::power::{self, Load, PowerReport};
use ftrouter::cost::{Block, power_map};
use ftrouter::routing::table::Mode;
use ftrouter::topology::{Network, NodeId};
use ftrouter::workload::{Pattern, SimConfig};

/// One pJ a cycle and one pJ an event for every block, and no leakage: a router's power is
/// then its weighted event count.
fn unit_energies() -> EnergyTable {
    EnergyTable {
        liberty: "unit".into(),
        characterised_mhz: 100.0,
        busy_activity: 0.5,
        blocks: Block::ALL
            .iter()
            .map(|&b| BlockEnergy {
                block: b.name(),
                clock_pj: 1.0,
                event_pj: 1.0,
                busy_events: busy_events(b, 4, 2).0,
                events: busy_events(b, 4, 2).1,
            })
            .collect(),
        top_area_share: 0.0,
    }
}

fn no_area() -> AreaReport {
    AreaReport {
        liberty: "unit".into(),
        blocks: vec![BlockArea {
            block: "input_buffers",
            area_um2: 0.0,
            leakage_uw: 0.0,
            cells: 0,
        }],
        area_um2: 0.0,
        leakage_uw: 0.0,
        yosys_top_area_um2: 0.0,
    }
}

/// torus:4x4 bubble under uniform traffic at `rate`, with `faults`: the power report at unit
/// energies.
fn run(faults: &str, rate: f64) -> (Network, PowerReport) {
    let net = common::network("torus:4x4", faults);
    let mut fabric = common::fabric(&net, Mode::Bubble, 2, 8, 4);
    let cfg = SimConfig {
        pattern: Pattern::Uniform,
        rate,
        warmup: 1000,
        cycles: 20_000,
        seed: 3,
        ..SimConfig::default()
    };
    fabric.count_activity();
    let result = ftrouter::sim::run(&mut fabric, &cfg, |_, _| {}).unwrap();
    let window = result.activity.expect("the cycle model counts events");
    assert_eq!(window.cycles, 20_000);
    // Every flit the interfaces received in the window left a router by its local output.
    let ejected: u64 = window
        .routers
        .iter()
        .map(|a| a.buffer_reads - a.link_flits)
        .sum();
    let offered = rate * 16.0 * 20_000.0;
    assert!(
        (ejected as f64 - offered).abs() < 0.03 * offered,
        "{ejected} flits ejected against {offered} offered"
    );
    let present = vec![true; 16];
    let topo = net.topo.clone();
    let address = |v: usize| topo.format_node(NodeId::new(v));
    let load = Load {
        traffic: "uniform",
        rate,
        clock_mhz: 1000.0,
        clock_from: "--clock",
    };
    let report = power::report(
        &unit_energies(),
        &no_area(),
        &window,
        &present,
        &address,
        load,
    );
    (net, report)
}

/// A failed link shows on the map: the two routers it joined carry the least traffic and
/// draw the least power, at both loads; the map marks the link on their facing sides and
/// shades them lightest.
#[test]
fn a_failed_link_shows_in_the_power_map() {
    for rate in [0.1, 0.35] {
        let (net, r) = run("link:0.0-1.0", rate);
        let mut by_power: Vec<&power::RouterPower> = r.routers.iter().collect();
        by_power.sort_by(|a, b| a.total_mw.total_cmp(&b.total_mw));
        let lowest: Vec<&str> = by_power[..2].iter().map(|p| p.address.as_str()).collect();
        assert!(
            lowest.contains(&"0.0") && lowest.contains(&"1.0"),
            "at {rate}: the least power at {lowest:?}"
        );
        let svg = power_map::svg(&net, &r, "torus:4x4 bubble, link 0.0-1.0 failed");
        assert_eq!(svg.matches("class=\"failed-link\"").count(), 2, "{svg}");
        for p in &by_power[..2] {
            assert!(
                svg.contains(&format!("<title>{} {:.2}</title>", p.address, p.total_mw)),
                "{svg}"
            );
        }
        assert!(svg.contains("fill=\"#ffffff\""), "the least is white");
    }
    // Without the fault no router stands out by as much.
    let (_, healthy) = run("", 0.35);
    let (_, faulty) = run("link:0.0-1.0", 0.35);
    let spread = |r: &PowerReport| {
        let p: Vec<f64> = r.routers.iter().map(|x| x.total_mw).collect();
        let mean = p.iter().sum::<f64>() / p.len() as f64;
        p.iter().cloned().fold(f64::INFINITY, f64::min) / mean
    };
    assert!(
        spread(&faulty) < spread(&healthy),
        "{} against {}",
        spread(&faulty),
        spread(&healthy)
    );
}

/// The dynamic part follows the events: at unit energies a router's traffic part is its
/// weighted event count per cycle, and the loads' ratio is the events' ratio.
#[test]
fn the_traffic_part_is_the_events_ratio() {
    let (_, low) = run("", 0.05);
    let (_, high) = run("", 0.4);
    let weighted = |r: &PowerReport| -> f64 {
        r.routers
            .iter()
            .map(|x| {
                let a = &x.activity;
                (a.buffer_writes
                    + 4 * a.buffer_reads
                    + 3 * a.route_lookups
                    + 2 * a.table_writes
                    + a.va_grants
                    + 2 * a.link_flits) as f64
            })
            .sum()
    };
    let ratio = high.event_mw / low.event_mw;
    assert!(
        (ratio - weighted(&high) / weighted(&low)).abs() < 1e-9,
        "{ratio}"
    );
    assert!(ratio > 6.0, "{ratio}");
    assert_eq!(high.clock_mw, low.clock_mw);
}

/// Counting the events changes nothing the simulation computes, and a run that does not ask
/// for them reports none (the step does not pay for them: docs/performance.md).
#[test]
fn counting_events_is_asked_for_and_changes_no_result() {
    let net = common::network("torus:4x4", "link:0.0-0.1");
    let cfg = SimConfig {
        pattern: Pattern::Uniform,
        rate: 0.3,
        warmup: 200,
        cycles: 2_000,
        seed: 5,
        ..SimConfig::default()
    };
    let mut plain = common::fabric(&net, Mode::Bubble, 2, 8, 4);
    let mut counted = common::fabric(&net, Mode::Bubble, 2, 8, 4);
    counted.count_activity();
    let a = ftrouter::sim::run(&mut plain, &cfg, |_, _| {}).unwrap();
    let b = ftrouter::sim::run(&mut counted, &cfg, |_, _| {}).unwrap();
    assert!(a.activity.is_none());
    let window = b.activity.as_ref().expect("counted");
    assert!(window.routers.iter().any(|r| r.buffer_writes > 0));
    let summary = |r: &ftrouter::workload::SimResult| {
        common::results_only(serde_json::to_value(&r.stats).unwrap())
    };
    assert_eq!(summary(&a), summary(&b));
    assert_eq!(a.packets, b.packets);
}
