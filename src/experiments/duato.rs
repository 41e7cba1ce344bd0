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

use super::{Options, Report};
use crate::analytic::{self, Cube, Links, ModelInput};
use crate::behavioral::{self, BehavioralConfig};
use crate::fabric::Fabric;
use crate::plot;
use crate::router::{RouterParams, Switching};
use crate::routing::table::{Mode, compile};
use crate::sim::{self, SimConfig, SimResult};
use crate::topology::{FaultSet, Network, Topology};
use crate::{Error, Result};
use rayon::prelude::*;
use serde_json::{Map, Value, json};

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

/// What the cycle model shows about one physical channel, averaged over the network's
/// channels and the measured cycles.
#[derive(Clone, Debug, Default)]
pub struct ChannelStats {
    /// P_v: fraction of (channel, cycle) samples with v busy output VCs, v = 0..=V.
    pub busy: Vec<f64>,
    /// Mean cycles from VC allocation to release (the tail leaving).
    pub hold: Option<f64>,
    /// VC allocations per channel per cycle (the measured lambda_c).
    pub arrival_rate: f64,
}

impl ChannelStats {
    /// Eq. 30 on the measured P_v.
    pub fn multiplexing_degree(&self) -> f64 {
        analytic::queueing::multiplexing_degree(&self.busy)
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
        columns: COLUMNS.map(String::from).to_vec(),
        rows: points.iter().map(row).collect(),
        max_abs_diff: None,
        notes: notes(plan, seed),
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

/// Samples every network output VC of every router once per measured cycle.
struct ChannelProbe {
    vcs: usize,
    ports: usize,
    /// Histogram of busy VCs per (channel, cycle).
    counts: Vec<u64>,
    /// Owner state of every network output VC in the previous sample.
    was_busy: Vec<bool>,
    allocations: u64,
    busy_vc_cycles: u64,
    samples: u64,
}

impl ChannelProbe {
    fn new(fabric: &Fabric) -> Self {
        let (vcs, ports) = (fabric.params.vcs, fabric.params.ports);
        ChannelProbe {
            vcs,
            ports,
            counts: vec![0; vcs + 1],
            was_busy: vec![false; fabric.routers.len() * ports * vcs],
            allocations: 0,
            busy_vc_cycles: 0,
            samples: 0,
        }
    }

    fn sample(&mut self, f: &Fabric) {
        if !f.measuring {
            return;
        }
        self.samples += 1;
        for (r, router) in f.routers.iter().enumerate() {
            let Some(router) = router else { continue };
            for port in 0..self.ports {
                let mut busy = 0;
                for vc in 0..self.vcs {
                    let now = router.outputs[port * self.vcs + vc].owner.is_some();
                    let slot = &mut self.was_busy[(r * self.ports + port) * self.vcs + vc];
                    self.allocations += u64::from(now && !*slot);
                    *slot = now;
                    busy += usize::from(now);
                }
                self.counts[busy] += 1;
                self.busy_vc_cycles += busy as u64;
            }
        }
    }

    fn finish(self) -> ChannelStats {
        let total: u64 = self.counts.iter().sum();
        let channels = (self.counts.iter().sum::<u64>() / self.samples.max(1)).max(1);
        ChannelStats {
            busy: self
                .counts
                .iter()
                .map(|&c| c as f64 / total.max(1) as f64)
                .collect(),
            hold: (self.allocations > 0)
                .then(|| self.busy_vc_cycles as f64 / self.allocations as f64),
            arrival_rate: self.allocations as f64 / (channels as f64 * self.samples.max(1) as f64),
        }
    }
}

const COLUMNS: [&str; 22] = [
    "k",
    "vcs",
    "M",
    "load",
    "rate",
    "ours",
    "paper",
    "cycle",
    "behavioral",
    "model_rise",
    "cycle_rise",
    "behavioral_rise",
    "cycle_accepted",
    "behavioral_accepted",
    "cycle_accepts",
    "vbar_model",
    "vbar_cycle",
    "vbar_chain",
    "vbar_servers",
    "rise_vbar_cycle",
    "s_model",
    "hold_cycle",
];

fn round(x: Option<f64>, digits: i32) -> Value {
    let scale = 10f64.powi(digits);
    x.filter(|v| v.is_finite())
        .map_or(Value::Null, |v| json!((v * scale).round() / scale))
}

fn row(p: &Point) -> Map<String, Value> {
    let mut r = Map::new();
    r.insert("k".into(), json!(p.config.k));
    r.insert("vcs".into(), json!(p.config.vcs));
    r.insert("M".into(), json!(p.config.m));
    r.insert("load".into(), json!(p.load));
    r.insert("rate".into(), json!(p.rate));
    r.insert("lambda".into(), json!(p.rate / p.config.m as f64));
    r.insert("lambda_c_model".into(), json!(p.model.channel_rate));
    // ours: the model's latency in its own unit (one cycle per hop), as the paper plots it
    r.insert("ours".into(), round(p.model.latency, 2));
    // Fig. 1's curves are not in the paper's text: no printed values to compare.
    r.insert("paper".into(), Value::Null);
    r.insert("cycle".into(), round(p.cycle.latency, 2));
    r.insert("behavioral".into(), round(p.behavioral.latency, 2));
    r.insert(
        "model_rise".into(),
        round(p.model.latency.map(|l| l - p.model.zero_load_latency), 2),
    );
    r.insert("cycle_rise".into(), round(p.cycle.rise(), 2));
    r.insert("behavioral_rise".into(), round(p.behavioral.rise(), 2));
    r.insert("cycle_accepted".into(), round(Some(p.cycle.accepted), 4));
    r.insert(
        "behavioral_accepted".into(),
        round(Some(p.behavioral.accepted), 4),
    );
    // Below the cycle model's saturation: it accepts (nearly) all it is offered.
    r.insert(
        "cycle_accepts".into(),
        json!(p.cycle.accepted >= ACCEPTS * p.cycle.generated),
    );
    r.insert("vbar_model".into(), round(p.model.multiplexing_degree, 3));
    r.insert(
        "vbar_cycle".into(),
        round(Some(p.channels.multiplexing_degree()), 3),
    );
    // eqs. 28-30 fed with the cycle model's own channel rate and holding time: what the
    // chain gives when its inputs are right (tests the chain's Poisson/independence form).
    let chain = p.channels.hold.and_then(|hold| {
        analytic::queueing::busy_vc_probabilities(p.channels.arrival_rate, hold, p.config.vcs)
    });
    r.insert(
        "vbar_chain".into(),
        round(
            chain.map(|b| analytic::queueing::multiplexing_degree(&b)),
            3,
        ),
    );
    // The same inputs read as V independent servers (Erlang's loss system: P_v ~ a^v / v!,
    // a = lambda_c x holding time): VCs held side by side rather than queued one at a time.
    let servers = p
        .channels
        .hold
        .map(|hold| erlang_occupancy(p.channels.arrival_rate * hold, p.config.vcs));
    r.insert(
        "vbar_servers".into(),
        round(
            servers.map(|b| analytic::queueing::multiplexing_degree(&b)),
            3,
        ),
    );
    // eq. 1 with the measured V-bar in place of the model's: how much of the gap V-bar holds.
    let with_measured = p
        .model
        .network_latency
        .zip(p.model.source_wait)
        .map(|(s, ws)| (s + ws) * p.channels.multiplexing_degree() - p.model.zero_load_latency);
    r.insert("rise_vbar_cycle".into(), round(with_measured, 2));
    r.insert("s_model".into(), round(p.model.network_latency, 2));
    r.insert("hold_cycle".into(), round(p.channels.hold, 2));
    r.insert(
        "busy_model".into(),
        p.model_busy.as_ref().map_or(Value::Null, |b| {
            json!(
                b.iter()
                    .map(|x| (x * 1e4).round() / 1e4)
                    .collect::<Vec<_>>()
            )
        }),
    );
    r.insert(
        "busy_cycle".into(),
        json!(
            p.channels
                .busy
                .iter()
                .map(|x| (x * 1e4).round() / 1e4)
                .collect::<Vec<_>>()
        ),
    );
    r.insert(
        "channel_rate_cycle".into(),
        round(Some(p.channels.arrival_rate), 6),
    );
    r.insert("model_saturated".into(), json!(p.model.saturated));
    r
}

/// Busy-server distribution of Erlang's loss system with offered traffic `a` and `servers`.
fn erlang_occupancy(a: f64, servers: usize) -> Vec<f64> {
    let mut terms = vec![1.0];
    for v in 1..=servers {
        terms.push(terms[v - 1] * a / v as f64);
    }
    let total: f64 = terms.iter().sum();
    terms.iter().map(|t| t / total).collect()
}

fn notes(plan: &Plan, seed: u64) -> Vec<String> {
    vec![
        format!(
            "seed {seed}; per point {} warm-up + {} measured cycles, then drained (at most 10,000 cycles); cycle_accepts: accepted >= {ACCEPTS} x the flits generated in measurement; loads are fractions {:?} of the model's own saturation rate (found by bisection)",
            plan.warmup, plan.cycles, plan.loads
        ),
        format!(
            "cycle model: unidirectional torus, Duato (1 or 3 adaptive VCs + 2 dateline escape VCs), wormhole, {DEPTH}-flit VC buffers, 5-stage pipeline + 1-cycle link = 6 cycles per hop; behavioral: the same per-hop delay"
        ),
        "ours = the model's latency with one cycle per hop (paper 002's unit); *_rise = latency above the zero-load latency of the same packets (model: M + d-bar; simulators: routers x 6 + M - 1)".into(),
        "paper: Fig. 1's curves are not in the paper's text, so there is no printed value to set beside ours".into(),
        "vbar_model / vbar_cycle: eq. 30 on the model's P_v and on the P_v measured in the cycle model (busy output VCs per network channel per cycle); vbar_chain: eqs. 28-30 fed with the cycle model's measured channel rate and VC holding time; vbar_servers: the same inputs in Erlang's loss system (V independent servers); rise_vbar_cycle: the model's rise with the measured V-bar in eq. 1; s_model: the model's S-bar, its channel service time; hold_cycle: measured mean cycles a message holds a VC; docs/analytic.md reads these".into(),
    ]
}

/// One panel per configuration: latency rise above zero load against offered load, for the
/// model and both simulators.
pub fn plot_svg(report: &Report) -> String {
    let mut panels: Vec<plot::Panel> = Vec::new();
    for r in &report.rows {
        let key = (r["k"].clone(), r["vcs"].clone(), r["M"].clone());
        let title = format!("{}-ary 3-cube, V = {}, M = {}", key.0, key.1, key.2);
        if panels.last().is_none_or(|p| p.title != title) {
            panels.push(plot::Panel {
                title,
                x_label: "offered load (flits/node/cycle)".into(),
                y_label: "latency above zero load (cycles)".into(),
                y_cap: None,
                series: ["model (paper 002)", "cycle model", "behavioral model"]
                    .iter()
                    .enumerate()
                    .map(|(i, name)| plot::Series {
                        name: (*name).into(),
                        color: i,
                        dashed: i == 0,
                        points: Vec::new(),
                    })
                    .collect(),
            });
        }
        let panel = panels.last_mut().expect("pushed above");
        let x = r["rate"].as_f64().unwrap_or(0.0);
        for (series, col) in
            panel
                .series
                .iter_mut()
                .zip(["model_rise", "cycle_rise", "behavioral_rise"])
        {
            if let Some(y) = r[col].as_f64() {
                series.points.push((x, y));
            }
        }
    }
    plot::svg(&report.title, &panels, 4)
}
