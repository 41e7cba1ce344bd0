//! Cross-validation (docs/architecture.md, "Three models and their agreement"): the cycle model
//! (src/sim) against the behavioral model (src/behavioral) on the same traffic, and both against
//! the analytical model of paper 002 (src/analytic) where it applies.
//!
//! `identity` holds the exact checks (same packets, same delivered set, same paths, zero
//! load), `checks` the quantitative ones with docs/behavioral.md's tolerances, `saturation` finds the
//! cycle model's saturation for the default rates, `plot` draws all models in one SVG.

pub mod checks;
mod identity;
pub mod plot;
pub mod saturation;

use crate::analytic;
use crate::behavioral::{self, BehavioralConfig};
use crate::fabric::Fabric;
use crate::router::params::RouterParams;
use crate::routing::table::{CompiledTables, Mode, compile};
use crate::sim;
use crate::topology::{Network, NodeId};
use crate::workload::{Pattern, SimConfig, SimResult};
use crate::{Error, Result};
use rayon::prelude::*;
use saturation::Saturation;
use serde::Serialize;

/// Latency and accepted throughput at one offered rate.
#[derive(Clone, Debug, Serialize)]
pub struct Point {
    /// Mean latency of measured packets, cycles (None: none delivered, or model saturated).
    pub latency: Option<f64>,
    /// Accepted flits per node per cycle (None: the analytical model saturated).
    pub throughput: Option<f64>,
    /// Simulators: mean zero-load latency of the same measured packets (routers x per-hop
    /// delay + L - 1), the base of a latency rise; None for the analytical model.
    pub zero_load: Option<f64>,
    /// Simulation time, seconds (None for the analytical model).
    pub wall_seconds: Option<f64>,
    /// Faults during the run: accepted flits per node per cycle in the `after` phase, once the
    /// last reconfiguration has finished (absent without fault events, or when it never did).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub after_reconfiguration: Option<f64>,
}

/// One offered rate.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub rate: f64,
    /// Deliverable flits actually generated in the measurement phase, per node per cycle
    /// (sampling noise included; packets the routing cannot deliver excluded): the
    /// throughput an unsaturated network accepts.
    pub deliverable_rate: f64,
    pub cycle: Point,
    pub behavioral: Point,
    /// Paper 002's model, its latency rise added to the cycle model's zero-load latency;
    /// None where the model does not apply.
    pub analytic: Option<Point>,
}

/// One named comparison: the same record as `route --check`'s checks.
pub use crate::routing::check::Check;

/// The `ftrouter crossval --json` contract (docs/architecture.md, "Contracts").
#[derive(Clone, Debug, Serialize)]
pub struct CrossvalReport {
    pub topology: String,
    pub routing: String,
    pub faults: String,
    /// Fault events during the run (`--fault-at`) and the reconfiguration policy; absent
    /// without them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub faults_during_run: Option<String>,
    pub per_hop: u64,
    pub packet_len: usize,
    /// The cycle model's saturation as the command found it (None when rates were given).
    pub cycle_saturation: Option<Saturation>,
    /// Paper 002's saturation rate, flits/node/cycle (None where the model does not apply).
    pub analytic_saturation: Option<f64>,
    pub rows: Vec<Row>,
    pub checks: Vec<Check>,
    /// "pass" when every check passes, else "fail".
    pub verdict: String,
    pub notes: Vec<String>,
}

/// Both models' runs at one rate.
struct Pair {
    cycle: SimResult,
    behavioral: SimResult,
    cycle_paths: Vec<Vec<NodeId>>,
    behavioral_paths: Vec<Vec<NodeId>>,
}

/// What a cross-validation may vary besides the network and traffic.
#[derive(Clone, Debug)]
pub struct Options {
    /// The behavioral model's router.
    pub behavioral: behavioral::Model,
    /// Tables for the cycle model (None: compiled from the routing mode). The behavioral
    /// model never reads tables, so a wrong word here shows as a difference between models.
    pub tables: Option<CompiledTables>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            behavioral: behavioral::Model::Flow,
            tables: None,
        }
    }
}

/// Cross-validate at rates from near zero to 1.2 x the cycle model's saturation, which is
/// found first (`saturation::find`); trace traffic runs once, at the trace's own load.
pub fn crossval_auto(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    cfg: &SimConfig,
) -> Result<CrossvalReport> {
    crossval_auto_with(net, mode, params, cfg, &Options::default())
}

/// `crossval_auto` with a choice of behavioral model and of the cycle model's tables.
pub fn crossval_auto_with(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    cfg: &SimConfig,
    opts: &Options,
) -> Result<CrossvalReport> {
    check_pattern(cfg)?;
    let tables = tables_for(net, mode, opts)?;
    let params = fitted_params(net, &tables, params, mode)?;
    if matches!(cfg.pattern, Pattern::Trace(_)) {
        // A trace carries its own load: one run, nothing to search.
        return run(
            net,
            mode,
            &tables,
            &params,
            cfg,
            &[0.0],
            None,
            opts.behavioral,
        );
    }
    // The fault-free saturation: the fault events lower it only after they strike
    // (docs/faults-during-operation.md, "The behavioral model").
    let fault_free = SimConfig {
        faults: Default::default(),
        ..cfg.clone()
    };
    let found = saturation::find(net, &tables, &params, &fault_free)?;
    let rates = saturation::default_rates(found.rate);
    run(
        net,
        mode,
        &tables,
        &params,
        cfg,
        &rates,
        Some(found),
        opts.behavioral,
    )
}

/// Cross-validate on `net` with routing `mode`: every rate of `rates` (flits per node per
/// cycle) under `cfg`'s pattern, seed and phases, plus a zero-load trace. The cycle model's
/// saturation is then estimated from the rows.
pub fn crossval(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    cfg: &SimConfig,
    rates: &[f64],
) -> Result<CrossvalReport> {
    crossval_with(net, mode, params, cfg, rates, &Options::default())
}

/// `crossval` with a choice of behavioral model and of the cycle model's tables.
pub fn crossval_with(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    cfg: &SimConfig,
    rates: &[f64],
    opts: &Options,
) -> Result<CrossvalReport> {
    check_pattern(cfg)?;
    let tables = tables_for(net, mode, opts)?;
    let params = fitted_params(net, &tables, params, mode)?;
    run(
        net,
        mode,
        &tables,
        &params,
        cfg,
        rates,
        None,
        opts.behavioral,
    )
}

/// The cycle model's tables: given ones (for the routing mode), or compiled.
fn tables_for(net: &Network, mode: Mode, opts: &Options) -> Result<CompiledTables> {
    match &opts.tables {
        Some(t) if t.mode == mode => Ok(t.clone()),
        Some(t) => Err(Error::input(format!(
            "tables compiled for {}, not {mode}",
            t.mode
        ))),
        None => compile(net, mode),
    }
}

fn check_pattern(cfg: &SimConfig) -> Result<()> {
    if matches!(cfg.pattern, Pattern::Multicast { .. }) {
        return Err(Error::input("crossval does not model multicast traffic"));
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn run(
    net: &Network,
    mode: Mode,
    tables: &CompiledTables,
    params: &RouterParams,
    cfg: &SimConfig,
    rates: &[f64],
    found: Option<Saturation>,
    model: behavioral::Model,
) -> Result<CrossvalReport> {
    if rates.is_empty() {
        return Err(Error::input("crossval needs at least one rate"));
    }
    let bcfg = BehavioralConfig::matching(params).with_model(model);
    // Paths are compared without fault events only (see the checks below).
    let paths = mode == Mode::Dor && cfg.faults.events.is_empty();
    // Rates are independent runs, each seeded from the configuration: parallel is deterministic.
    // Each gets the threads the others leave over (docs/performance.md, "Threads").
    let threads = sim::threads_per_point(cfg.threads, rates.len());
    let pairs = rates
        .par_iter()
        .map(|&rate| {
            let cfg = SimConfig {
                rate,
                threads,
                ..cfg.clone()
            };
            run_both(net, tables, params, &cfg, &bcfg, paths)
        })
        .collect::<Result<Vec<Pair>>>()?;
    let (analytic, analytic_saturation) = analytic_rows(net, mode, params, cfg, rates);
    let rows: Vec<Row> = rates
        .iter()
        .zip(&pairs)
        .zip(analytic)
        .map(|((&rate, pair), analytic)| Row {
            rate,
            deliverable_rate: deliverable_rate(&pair.cycle, net, cfg.cycles),
            cycle: point(&pair.cycle, bcfg.per_hop),
            behavioral: point(&pair.behavioral, bcfg.per_hop),
            analytic,
        })
        .collect();
    // Which packets a fault catches depends on where each flit is, which the models abstract
    // differently: with fault events only the packet list is exact.
    let faults = !cfg.faults.events.is_empty();
    let mut checks = vec![identity::same_packets(rates, &pairs, faults)];
    if !faults {
        checks.push(identity::same_delivered(rates, &pairs));
    }
    if paths && !faults {
        checks.push(identity::same_paths(rates, &pairs));
    }
    checks.push(identity::zero_load(net, tables, params, &bcfg, cfg.seed)?);
    let saturation = match &found {
        Some(s) => s.refused_from.map(|_| s.rate),
        None => checks::saturation_from_rows(&rows),
    };
    checks.push(checks::mean_latency(&rows, saturation));
    checks.push(checks::peak_throughput(&rows, model));
    if faults {
        checks.push(checks::after_reconfiguration(&rows, saturation));
    }
    if let Some(model_saturation) = analytic_saturation {
        checks.push(checks::analytic_latency(&rows, model_saturation));
    }
    let verdict = if checks.iter().all(|c| c.pass) {
        "pass"
    } else {
        "fail"
    };
    Ok(CrossvalReport {
        topology: net.topo.to_string(),
        routing: mode.to_string(),
        faults: net.faults.format(&net.topo),
        faults_during_run: (!cfg.faults.events.is_empty()).then(|| {
            let events: Vec<String> = (cfg.faults.events.iter())
                .map(|e| format!("{}:{}", e.cycle, e.spec))
                .collect();
            format!("{}, {}", events.join(", "), cfg.faults.reconfigure)
        }),
        per_hop: bcfg.per_hop,
        packet_len: bcfg.packet_len,
        notes: notes(cfg, found.is_some(), model, net),
        cycle_saturation: found,
        analytic_saturation,
        rows,
        checks,
        verdict: verdict.into(),
    })
}

fn notes(cfg: &SimConfig, searched: bool, model: behavioral::Model, net: &Network) -> Vec<String> {
    let mut notes = vec![
        format!(
            "seed {}, warm-up {} cycles, measurement {} cycles, drain limit {} cycles",
            cfg.seed, cfg.warmup, cfg.cycles, cfg.drain_limit
        ),
        format!(
            "behavioral ({}): {}; routes by the algorithms, not the tables; per-hop delay = the cycle model's S + 1",
            model.name(),
            model.description()
        ),
        "analytic (paper 002, 1 cycle per hop): its latency rise above its own zero-load latency, added to the cycle model's zero-load latency (d-bar + 1) * (S + 1) + L - 1".into(),
    ];
    notes.push(if searched {
        saturation::rule()
    } else {
        format!(
            "cycle-model saturation estimated from the rows: the lowest offered rate at which it accepts less than {} of the deliverable flits (none: every rate is below it)",
            checks::BELOW_SATURATION
        )
    });
    if !cfg.faults.events.is_empty() {
        let events: Vec<String> = (cfg.faults.events.iter())
            .map(|e| format!("{}:{}", e.cycle, e.spec))
            .collect();
        notes.push(format!(
            "faults during the run: {} (detection delay {} cycles, --reconfigure {}{}) in both models; the saturation search runs without them; same_delivered_set and same_paths_deterministic are left out (which packets a fault catches depends on where each flit is), same_packet_set ignores the undeliverable flag; {} routers stand at the end",
            events.join(", "),
            cfg.faults.detection_delay,
            cfg.faults.reconfigure,
            cfg.faults
                .retransmit
                .map_or(String::new(), |t| format!(", --retransmit {t}")),
            cfg.faults
                .events
                .last()
                .map_or(net.num_healthy(), |e| {
                    Network::new(net.topo.clone(), e.after.clone()).num_healthy()
                })
        ));
    }
    notes
}

/// The router parameters `Fabric::build` would derive for these tables.
fn fitted_params(
    net: &Network,
    tables: &CompiledTables,
    params: &RouterParams,
    mode: Mode,
) -> Result<RouterParams> {
    let mut params = params.clone();
    debug_assert_eq!(tables.mode, mode);
    params.fit_tables(tables);
    params.validate()?;
    mode.check_topology(net)?;
    Ok(params)
}

fn run_both(
    net: &Network,
    tables: &CompiledTables,
    params: &RouterParams,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
    paths: bool,
) -> Result<Pair> {
    let mut fabric = Fabric::with_tables(net.clone(), tables.clone(), params.clone())?;
    let (cycle, cycle_paths) = run_cycle_traced(&mut fabric, cfg, paths)?;
    let (behavioral, behavioral_paths) = behavioral::run_traced(net, tables, cfg, bcfg, paths)?;
    Ok(Pair {
        cycle,
        behavioral,
        cycle_paths,
        behavioral_paths,
    })
}

/// Run the cycle model; with `record_paths`, also the nodes each packet's head visited
/// (source first), read off the channels every cycle.
pub fn run_cycle_traced(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    record_paths: bool,
) -> Result<(SimResult, Vec<Vec<NodeId>>)> {
    let mut seen: Vec<Vec<NodeId>> = Vec::new();
    let result = sim::run(fabric, cfg, |_, f| {
        if !record_paths {
            return;
        }
        for (id, ch) in f.channels().iter().enumerate() {
            for (_, flit) in f.channel_flits(id).filter(|(_, fl)| fl.head) {
                let id = flit.packet as usize;
                if seen.len() <= id {
                    seen.resize(id + 1, Vec::new());
                }
                if seen[id].last() != Some(&ch.to.0) {
                    seen[id].push(ch.to.0);
                }
            }
        }
    })?;
    let paths = if record_paths {
        seen.resize(result.packets.len(), Vec::new());
        result
            .packets
            .iter()
            .zip(seen)
            .map(|(p, rest)| {
                if p.delivered.is_none() {
                    return Vec::new();
                }
                std::iter::once(p.src).chain(rest).collect()
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok((result, paths))
}

fn point(r: &SimResult, per_hop: u64) -> Point {
    let after = r.stats.faults_during_run.as_ref().and_then(|f| {
        let p = f.phases.as_ref()?;
        let settled = f
            .events
            .iter()
            .all(|e| e.reconfiguration_finished.is_some());
        settled.then_some(p.after.accepted_flits_per_node_cycle)?
    });
    Point {
        latency: r.stats.avg_latency,
        throughput: Some(r.stats.accepted_flits_per_node_cycle),
        zero_load: zero_load_mean(r, per_hop),
        wall_seconds: Some(r.stats.wall_seconds),
        after_reconfiguration: after,
    }
}

/// Mean zero-load latency of a run's measured packets, from their router counts.
fn zero_load_mean(r: &SimResult, per_hop: u64) -> Option<f64> {
    let z: Vec<u64> = r
        .packets
        .iter()
        .filter(|p| p.measured && p.delivered.is_some())
        .map(|p| p.hops as u64 * per_hop + p.flits as u64 - 1)
        .collect();
    (!z.is_empty()).then(|| z.iter().sum::<u64>() as f64 / z.len() as f64)
}

/// Deliverable flits generated in the measurement phase, per healthy node per cycle.
pub(crate) fn deliverable_rate(r: &SimResult, net: &Network, cycles: u64) -> f64 {
    let flits: usize = r
        .packets
        .iter()
        .filter(|p| p.measured && !p.undeliverable)
        .map(|p| p.flits)
        .sum();
    flits as f64 / (net.num_healthy().max(1) as f64 * cycles.max(1) as f64)
}

/// Paper 002's model for fault-free uniform-radix k-ary n-cubes (uni- or bidirectional)
/// under Duato routing and uniform traffic, with its saturation rate; None elsewhere (and
/// where the model rejects its input).
fn analytic_rows(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    cfg: &SimConfig,
    rates: &[f64],
) -> (Vec<Option<Point>>, Option<f64>) {
    let none = || (vec![None; rates.len()], None);
    let applies = mode == Mode::Duato
        && cfg.pattern == Pattern::Uniform
        && net.faults.is_empty()
        && cfg.faults.events.is_empty();
    let Ok(cube) = analytic::Cube::of_topology(&net.topo) else {
        return none();
    };
    let m = params.packet_len;
    let Ok(saturation) = analytic::saturation_rate(cube, params.vcs, m) else {
        return none();
    };
    if !applies {
        return none();
    }
    let points = rates
        .iter()
        .map(|&rate| {
            let input = analytic::ModelInput::at_flit_rate(cube, params.vcs, m, rate);
            let model = analytic::solve(&input).ok()?;
            // The cycle model's zero load: (d-bar + 1) routers of S + 1 cycles, plus L - 1.
            let zero = (model.mean_distance + 1.0) * params.per_hop() as f64 + m as f64 - 1.0;
            Some(Point {
                latency: model.latency.map(|l| zero + (l - model.zero_load_latency)),
                throughput: (!model.saturated).then_some(rate),
                zero_load: None,
                wall_seconds: None,
                after_reconfiguration: None,
            })
        })
        .collect();
    (points, Some(saturation))
}
