//! Paper 002 (Khonsari, Ould-Khaoua, Ferguson), Fig. 1 configurations: the latency model of
//! Duato's routing against ftrouter's cycle and behavioral simulators, on the paper's own
//! network (unidirectional 8- and 10-ary 3-cubes, wormhole, V = 3 and 5, M = 32 and 64,
//! uniform traffic).
//!
//! The model counts one cycle per hop; the cycle model's router takes S + 1 = 6 cycles per
//! hop (5-stage pipeline plus link). Absolute latencies therefore differ by a pipeline
//! constant, and the comparison is of the *rise above zero load* (the contention the model
//! is about): model latency - (M + d-bar) against simulated latency - the mean zero-load
//! latency of the same packets (routers x 6 + M - 1). Loads are fractions of the model's own
//! saturation rate, so every configuration is probed at the same relative load, and beyond.
//!
//! Each cycle-model run also measures what the model assumes about a physical channel
//! (docs/analytic.md): the distribution of busy virtual channels P_v (eqs. 28-29) and the
//! multiplexing degree V-bar computed from it (eq. 30), and the mean time a message holds
//! a virtual channel (the model's service time S-bar).

mod probe;
mod report;

pub use probe::ChannelStats;
pub use report::plot_svg;

use super::{Options, Report};
use crate::analytic::{self, Cube, Links, ModelInput};
use crate::behavioral::{self, BehavioralConfig};
use crate::fabric::Fabric;
use crate::router::{RouterParams, Switching};
use crate::routing::table::{Mode, compile};
use crate::sim;
use crate::topology::{FaultSet, Network, Topology};
use crate::workload::{SimConfig, SimResult};
use crate::{Error, Result};
use probe::ChannelProbe;
use rayon::prelude::*;

/// (name, description) of each experiment this file runs.
pub const EXPERIMENTS: &[(&str, &str)] = &[(
    "duato-model",
    "paper 002 Fig. 1 configurations: latency model vs cycle and behavioral simulation, unidirectional 8-/10-ary 3-cubes",
)];

/// One network configuration of the paper's Fig. 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub k: usize,
    pub vcs: usize,
    /// Message length M, flits.
    pub m: usize,
}

/// The paper's configurations: 8- and 10-ary 3-cubes, V = 3 and 5, M = 32 and 64.
pub const PAPER_CONFIGS: [Config; 8] = [
    Config {
        k: 8,
        vcs: 3,
        m: 32,
    },
    Config {
        k: 8,
        vcs: 3,
        m: 64,
    },
    Config {
        k: 8,
        vcs: 5,
        m: 32,
    },
    Config {
        k: 8,
        vcs: 5,
        m: 64,
    },
    Config {
        k: 10,
        vcs: 3,
        m: 32,
    },
    Config {
        k: 10,
        vcs: 3,
        m: 64,
    },
    Config {
        k: 10,
        vcs: 5,
        m: 32,
    },
    Config {
        k: 10,
        vcs: 5,
        m: 64,
    },
];
/// A simulator is below saturation at a point when it accepts this fraction of the flits
/// generated in the measurement phase (so the sources' sampling noise does not count).
pub const ACCEPTS: f64 = 0.95;
/// Dimensions n of every configuration (3-cubes).
const N: usize = 3;
/// Flit slots per VC buffer of the cycle model (the model assumes no buffering beyond the
/// in-situ blocking of wormhole switching; 8 flits keep a credit round trip in flight).
pub const DEPTH: usize = 8;

/// What to run: configurations, loads, and the simulated phases.
#[derive(Clone, Debug)]
pub struct Plan {
    pub configs: Vec<Config>,
    /// Offered loads as fractions of the model's saturation rate.
    pub loads: Vec<f64>,
    pub warmup: u64,
    pub cycles: u64,
}

impl Plan {
    /// The whole experiment: every configuration at 8 loads, up to 2.5 x the model's
    /// saturation to bracket the cycle model's (a few minutes in release on 2 cores).
    pub fn full() -> Self {
        Plan {
            configs: PAPER_CONFIGS.to_vec(),
            loads: vec![0.2, 0.4, 0.6, 0.8, 0.95, 1.5, 2.0, 2.5],
            warmup: 1_500,
            cycles: 3_000,
        }
    }

    /// A short run for the test suite: the 8-ary 3-cube, V = 3, M = 32, two light loads.
    pub fn quick() -> Self {
        Plan {
            configs: vec![PAPER_CONFIGS[0]],
            loads: vec![0.25, 0.5],
            warmup: 800,
            cycles: 1_500,
        }
    }
}

/// The model's answer and both simulators' at one (configuration, load).
#[derive(Clone, Debug)]
pub struct Point {
    pub config: Config,
    pub load: f64,
    /// Offered flits per node per cycle.
    pub rate: f64,
    pub model: analytic::ModelOutput,
    /// The model's P_v at its converged S-bar (None when saturated).
    pub model_busy: Option<Vec<f64>>,
    pub cycle: Measured,
    pub behavioral: Measured,
    /// Cycle model only: busy-VC distribution, V-bar, holding time.
    pub channels: ChannelStats,
}

/// Latency and throughput of one simulator run.
#[derive(Clone, Copy, Debug, Default)]
pub struct Measured {
    pub latency: Option<f64>,
    /// Mean zero-load latency of the same measured packets (their router counts).
    pub zero_load: Option<f64>,
    pub accepted: f64,
    /// Flits generated in the measurement phase per node per cycle (the offered load with
    /// its sampling noise): what an unsaturated network accepts.
    pub generated: f64,
}

impl Measured {
    pub fn rise(&self) -> Option<f64> {
        Some(self.latency? - self.zero_load?)
    }
}

pub fn run(name: &str, opts: &Options) -> Result<Report> {
    if name != "duato-model" {
        return Err(Error::input(format!(
            "experiment {name:?} is not in duato.rs"
        )));
    }
    run_plan(&Plan::full(), opts.seed)
}

/// Run `plan` and tabulate it.
pub fn run_plan(plan: &Plan, seed: u64) -> Result<Report> {
    let points = measure(plan, seed)?;
    Ok(Report {
        experiment: "duato-model".into(),
        title: "Paper 002's latency model vs simulation, unidirectional k-ary 3-cubes, Duato routing, wormhole, uniform traffic (Fig. 1 configurations)".into(),
        columns: report::COLUMNS.map(String::from).to_vec(),
        rows: points.iter().map(report::row).collect(),
        max_abs_diff: None,
        notes: report::notes(plan, seed),
    }
    .with_max_abs_diff())
}

/// Every (configuration, load) point, simulated in parallel (each seeded from its index).
pub fn measure(plan: &Plan, seed: u64) -> Result<Vec<Point>> {
    let items: Vec<(Config, f64)> = plan
        .configs
        .iter()
        .flat_map(|&c| plan.loads.iter().map(move |&l| (c, l)))
        .collect();
    items
        .par_iter()
        .enumerate()
        .map(|(i, &(config, load))| point(plan, config, load, seed.wrapping_add(i as u64)))
        .collect()
}

fn point(plan: &Plan, config: Config, load: f64, seed: u64) -> Result<Point> {
    // Rounded so the table's rate is the one simulated.
    let cube = Cube::new(config.k, N, Links::Unidirectional);
    let saturation = analytic::saturation_rate(cube, config.vcs, config.m)?;
    let rate = (load * saturation * 1e5).round() / 1e5;
    let model = analytic::solve(&ModelInput::at_flit_rate(cube, config.vcs, config.m, rate))?;
    let model_busy = model
        .network_latency
        .and_then(|s| analytic::queueing::busy_vc_probabilities(model.channel_rate, s, config.vcs));
    let topo = Topology::utorus(&[config.k; N])?;
    let net = Network::new(topo, FaultSet::none());
    let tables = compile(&net, Mode::Duato)?;
    let params = RouterParams::new(&tables, config.vcs, DEPTH, config.m, Switching::Wormhole);
    params.validate()?;
    let cfg = SimConfig {
        rate,
        warmup: plan.warmup,
        cycles: plan.cycles,
        // Past the simulators' saturation only throughput matters; a bounded drain keeps
        // those points short (their latencies cover the packets delivered).
        drain_limit: 10_000,
        seed,
        ..SimConfig::default()
    };
    let mut fabric = Fabric::with_tables(net.clone(), tables.clone(), params.clone())?;
    let mut probe = ChannelProbe::new(&fabric);
    let cycle = sim::run(&mut fabric, &cfg, |_, f| probe.sample(f))?;
    let bcfg = BehavioralConfig::matching(&params);
    let behavioral = behavioral::run(&net, &tables, &cfg, &bcfg)?;
    Ok(Point {
        config,
        load,
        rate,
        model,
        model_busy,
        cycle: measured(&cycle, params.per_hop(), net.num_nodes(), plan.cycles),
        behavioral: measured(&behavioral, bcfg.per_hop, net.num_nodes(), plan.cycles),
        channels: probe.finish(),
    })
}

fn measured(r: &SimResult, per_hop: u64, nodes: usize, cycles: u64) -> Measured {
    let generated: usize = r
        .packets
        .iter()
        .filter(|p| p.measured)
        .map(|p| p.flits)
        .sum();
    let zero: Vec<f64> = r
        .packets
        .iter()
        .filter(|p| p.measured && p.delivered.is_some())
        .map(|p| (p.hops as u64 * per_hop + p.flits as u64 - 1) as f64)
        .collect();
    Measured {
        latency: r.stats.avg_latency,
        zero_load: (!zero.is_empty()).then(|| zero.iter().sum::<f64>() / zero.len() as f64),
        accepted: r.stats.accepted_flits_per_node_cycle,
        generated: generated as f64 / (nodes.max(1) as f64 * cycles.max(1) as f64),
    }
}
