//! A link fails while traffic flows (docs/faults-during-operation.md, "The fault-recovery
//! experiment"): an 8x8 torus under bubble, duato and dor routing at 0.8 of its saturation
//! rate, one link fault at cycle 20,000, the tables reloaded by `drain` and by `dynamic`.
//! Per run: packets lost, the recovery time, accepted throughput before and after, and the
//! throughput of the same network with the fault present from cycle 0. No paper has these
//! numbers; the check is against the fault-from-cycle-0 run.

use super::{Options, Report};
use crate::fabric::Fabric;
use crate::router::{RouterParams, Switching};
use crate::routing::table::{Mode, compile};
use crate::sim;
use crate::topology::{FaultSchedule, FaultSet, Network, Topology};
use crate::workload::{FaultPlan, Reconfigure, SimConfig};
use crate::{Error, Result};
use rayon::prelude::*;
use serde_json::{Map, Value, json};

/// (name, description) of each experiment this file runs.
pub const EXPERIMENTS: &[(&str, &str)] = &[(
    "fault-recovery",
    "8x8 torus at 0.8 of saturation, a link fails at cycle 20,000: loss, recovery and throughput after, drain and dynamic",
)];

/// The network, the fault and the phases of one version of the experiment.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    pub topology: &'static str,
    pub fault: &'static str,
    pub fault_cycle: u64,
    pub warmup: u64,
    /// Generation ends here (warm-up plus measurement).
    pub end: u64,
    pub detection_delay: u64,
}

/// The full experiment (docs/faults-during-operation.md, "The fault-recovery experiment").
pub const FULL: Setup = Setup {
    topology: "torus:8x8",
    fault: "link:3.3-3.4",
    fault_cycle: 20_000,
    warmup: 5_000,
    end: 40_000,
    detection_delay: 100,
};

const MODES: [Mode; 3] = [Mode::Bubble, Mode::Duato, Mode::Dor];
/// Fraction of the fault-free saturation rate offered.
pub const LOAD: f64 = 0.8;
const PACKET: usize = 4;
const DEPTH: usize = 8;

fn vcs(mode: Mode) -> usize {
    if mode == Mode::Duato { 3 } else { 2 }
}

pub fn run(name: &str, opts: &Options) -> Result<Report> {
    if name != "fault-recovery" {
        return Err(Error::input(format!(
            "experiment {name:?} is not in fault_recovery.rs"
        )));
    }
    run_setup(&FULL, opts.seed)
}

/// The experiment on `setup` (the suite runs a small one).
pub fn run_setup(setup: &Setup, seed: u64) -> Result<Report> {
    let rows: Vec<Vec<Map<String, Value>>> = MODES
        .par_iter()
        .map(|&mode| mode_rows(setup, mode, seed))
        .collect::<Result<_>>()?;
    let rows: Vec<Map<String, Value>> = rows.into_iter().flatten().collect();
    let refusals = rows.iter().filter_map(|r| {
        Some(format!(
            "{} {} refused: {}",
            r["routing"].as_str()?,
            r["policy"].as_str()?,
            r.get("refused")?.as_str()?
        ))
    });
    let refusals: Vec<String> = refusals.collect();
    Ok(Report {
        experiment: "fault-recovery".into(),
        title: format!(
            "A link fails during the run: {} at {LOAD} of saturation, {} at cycle {}",
            setup.topology, setup.fault, setup.fault_cycle
        ),
        columns: [
            "routing", "policy", "saturation", "offered", "lost", "recovery_cycles",
            "accepted_before", "accepted_after", "accepted_fault_from_0", "after_vs_from_0",
        ]
        .map(String::from)
        .to_vec(),
        rows,
        max_abs_diff: None,
        notes: [
            format!(
                "uniform traffic, {PACKET}-flit packets, {DEPTH}-flit VC buffers, VCs: bubble and dor 2, duato 3; warm-up {}, generation to cycle {}, detection delay {} cycles, seed {seed}",
                setup.warmup, setup.end, setup.detection_delay
            ),
            "saturation: the largest offered rate (bisection, 1/64 steps) the fault-free network accepts within 5%".into(),
            "accepted_before / accepted_after: the JSON's phases before the fault and after the reconfiguration; recovery_cycles: from the fault until accepted throughput over 1,000 cycles stays within 5% of its level after".into(),
        ]
        .into_iter()
        .chain(refusals)
        .collect(),
    })
}

/// The rows of one routing mode: both policies, against the fault from cycle 0.
fn mode_rows(setup: &Setup, mode: Mode, seed: u64) -> Result<Vec<Map<String, Value>>> {
    let topo: Topology = setup.topology.parse()?;
    let healthy = Network::fault_free(topo.clone());
    let saturation = saturation(&healthy, mode, seed)?;
    let rate = LOAD * saturation;
    let cfg = |faults: FaultPlan| SimConfig {
        rate,
        warmup: setup.warmup,
        cycles: setup.end - setup.warmup,
        seed,
        faults,
        ..SimConfig::default()
    };
    let faulty = Network::new(topo.clone(), FaultSet::parse(&topo, setup.fault, seed)?);
    let from_0 = simulate(&faulty, mode, &cfg(FaultPlan::default()))?
        .stats
        .accepted_flits_per_node_cycle;
    let events = FaultSchedule::parse(
        &topo,
        FaultSet::none(),
        &[format!("{}:{}", setup.fault_cycle, setup.fault)],
        seed,
    )?
    .events;
    let mut rows = Vec::new();
    for policy in [Reconfigure::Drain, Reconfigure::Dynamic] {
        let plan = FaultPlan {
            events: events.clone(),
            detection_delay: setup.detection_delay,
            reconfigure: policy,
            retransmit: None,
        };
        let mut row = Map::new();
        row.insert("routing".into(), json!(mode.to_string()));
        row.insert("policy".into(), json!(policy.to_string()));
        row.insert("saturation".into(), json!(saturation));
        row.insert("offered".into(), json!(rate));
        row.insert("accepted_fault_from_0".into(), json!(from_0));
        match simulate(&healthy, mode, &cfg(plan)) {
            Ok(result) => fill_row(&mut row, &result.stats, from_0),
            Err(e) => {
                row.insert("refused".into(), json!(e.to_string()));
            }
        }
        rows.push(row);
    }
    Ok(rows)
}

/// The measured columns of a run that went ahead, and its timeline (for the plot).
fn fill_row(row: &mut Map<String, Value>, stats: &crate::workload::SimStats, from_0: f64) {
    let report = stats.faults_during_run.as_ref().expect("a fault event");
    let phases = report
        .phases
        .as_ref()
        .expect("the fault strikes during generation");
    let after = phases.after.accepted_flits_per_node_cycle;
    row.insert("lost".into(), json!(report.packets_lost_in_fault));
    row.insert("recovery_cycles".into(), json!(phases.recovery_cycles));
    row.insert(
        "accepted_before".into(),
        json!(phases.before.accepted_flits_per_node_cycle),
    );
    row.insert("accepted_after".into(), json!(after));
    row.insert("after_vs_from_0".into(), json!(after.map(|a| a / from_0)));
    row.insert("deadlock".into(), json!(stats.deadlock));
    row.insert("timeline".into(), json!(report.timeline));
}

fn params(mode: Mode, tables: &crate::routing::table::CompiledTables) -> RouterParams {
    RouterParams::new(
        tables,
        vcs(mode),
        DEPTH,
        PACKET,
        Switching::default_for(mode),
    )
}

fn simulate(net: &Network, mode: Mode, cfg: &SimConfig) -> Result<crate::workload::SimResult> {
    let tables = compile(net, mode)?;
    let params = params(mode, &tables);
    params.validate()?;
    let mut fabric = Fabric::with_tables(net.clone(), tables, params)?;
    let mut result = sim::run(&mut fabric, cfg, |_, _| {})?;
    result.packets.clear();
    Ok(result)
}

/// The largest offered rate the fault-free network accepts (`sim::saturation`).
fn saturation(net: &Network, mode: Mode, seed: u64) -> Result<f64> {
    sim::saturation::saturation(|rate| {
        let cfg = SimConfig {
            rate,
            warmup: 1_000,
            cycles: 3_000,
            seed,
            ..SimConfig::default()
        };
        Ok(simulate(net, mode, &cfg)?.stats)
    })
}

/// Accepted throughput over time of every run, one panel per routing mode, the fault marked.
pub fn plot_svg(report: &Report) -> String {
    use crate::plot::{Panel, Series};
    let mut panels: Vec<Panel> = Vec::new();
    for (i, row) in report.rows.iter().enumerate() {
        let routing = row["routing"].as_str().unwrap_or("?").to_string();
        if panels.last().is_none_or(|p| p.title != routing) {
            panels.push(Panel {
                title: routing.clone(),
                x_label: "cycle".into(),
                y_label: "accepted flits/node/cycle".into(),
                y_cap: None,
                log_y: false,
                series: Vec::new(),
            });
        }
        let Some(t) = row.get("timeline") else {
            continue;
        };
        let values: Vec<Option<f64>> = (t["accepted_flits_per_node_cycle"].as_array())
            .into_iter()
            .flatten()
            .map(Value::as_f64)
            .collect();
        let bucket = t["bucket_cycles"].as_u64().unwrap_or(1);
        let points = crate::workload::timeline::coarse_points(bucket, &values);
        let panel = panels.last_mut().expect("pushed");
        panel.series.push(Series {
            name: row["policy"].as_str().unwrap_or("?").to_string(),
            color: i % 2,
            dashed: false,
            points,
        });
    }
    crate::plot::svg(&report.title, &panels, panels.len().max(1))
}
