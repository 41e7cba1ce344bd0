//! Cross-validation (DESIGN.md section 4): the cycle model (src/sim) against the behavioral
//! model (src/behavioral) on the same traffic, and both against the analytical model of
//! paper 002 (src/analytic) where it applies. Tolerances and their reasons: docs/behavioral.md.

use crate::analytic;
use crate::behavioral::{self, BehavioralConfig};
use crate::fabric::Fabric;
use crate::router::params::RouterParams;
use crate::routing::table::{CompiledTables, Mode, compile};
use crate::sim::traffic::TraceRecord;
use crate::sim::{self, PacketRecord, Pattern, SimConfig, SimResult};
use crate::topology::{Network, NodeId};
use crate::{Error, Result};
use rayon::prelude::*;
use serde::Serialize;

/// Mean latencies below saturation may differ by this fraction of the cycle model's
/// latency rise above zero load, or by `LATENCY_SLACK_CYCLES`, whichever is larger.
pub const LATENCY_RISE_TOLERANCE: f64 = 0.5;
/// Absolute slack of the mean-latency check, cycles.
pub const LATENCY_SLACK_CYCLES: f64 = 3.0;
/// A model is saturated at a rate when it accepts less than this fraction of it.
pub const BELOW_SATURATION: f64 = 0.97;
/// Mean latencies are compared at rates up to this fraction of the highest throughput the
/// cycle model accepted (its saturation throughput when the rates reach it).
pub const LATENCY_CHECK_LOAD: f64 = 0.5;
/// The cycle model's saturation throughput must be at least this fraction of the
/// behavioral model's, and at most 1.02 of it (the ideal router is an upper bound).
pub const SATURATION_RATIO_MIN: f64 = 0.45;
/// Isolated packets the zero-load check sends (all ordered pairs when there are fewer).
pub const ZERO_LOAD_PAIRS: usize = 240;

/// Latency and accepted throughput at one offered rate.
#[derive(Clone, Debug, Serialize)]
pub struct Point {
    /// Mean latency of measured packets, cycles (None: none delivered, or model saturated).
    pub latency: Option<f64>,
    /// Accepted flits per node per cycle (None: the analytical model saturated).
    pub throughput: Option<f64>,
    /// Simulation time, seconds (None for the analytical model).
    pub wall_seconds: Option<f64>,
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

/// One named comparison.
#[derive(Clone, Debug, Serialize)]
pub struct Check {
    pub name: String,
    pub pass: bool,
    pub detail: String,
}

/// The DESIGN.md contract of `ftrouter crossval`.
#[derive(Clone, Debug, Serialize)]
pub struct CrossvalReport {
    pub topology: String,
    pub routing: String,
    pub faults: String,
    pub per_hop: u64,
    pub packet_len: usize,
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

/// Cross-validate on `net` with routing `mode`: every rate of `rates` (flits per node per
/// cycle) under `cfg`'s pattern, seed and phases, plus a zero-load trace.
pub fn crossval(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    cfg: &SimConfig,
    rates: &[f64],
) -> Result<CrossvalReport> {
    if rates.is_empty() {
        return Err(Error::input("crossval needs at least one rate"));
    }
    if matches!(cfg.pattern, Pattern::Multicast { .. }) {
        return Err(Error::input("crossval does not model multicast traffic"));
    }
    let tables = compile(net, mode)?;
    let params = fitted_params(net, &tables, params, mode)?;
    let bcfg = BehavioralConfig::matching(&params);
    let paths = mode == Mode::Dor;
    // Rates are independent runs, each seeded from the configuration: parallel is deterministic.
    let pairs = rates
        .par_iter()
        .map(|&rate| {
            let cfg = SimConfig {
                rate,
                ..cfg.clone()
            };
            run_both(net, &tables, &params, &cfg, &bcfg, paths)
        })
        .collect::<Result<Vec<Pair>>>()?;
    let analytic = analytic_rows(net, mode, &params, &cfg.pattern, rates);
    let rows: Vec<Row> = rates
        .iter()
        .zip(&pairs)
        .zip(analytic)
        .map(|((&rate, pair), analytic)| Row {
            rate,
            deliverable_rate: deliverable_rate(&pair.cycle, net, cfg.cycles),
            cycle: point(&pair.cycle),
            behavioral: point(&pair.behavioral),
            analytic,
        })
        .collect();
    let mut checks = vec![same_packets(rates, &pairs), same_delivered(rates, &pairs)];
    if paths {
        checks.push(same_paths(rates, &pairs));
    }
    checks.push(zero_load(net, &tables, &params, &bcfg, cfg.seed)?);
    checks.push(mean_latency(&rows, &pairs, bcfg.per_hop));
    checks.push(saturation(&rows));
    if rows.iter().any(|r| r.analytic.is_some()) {
        checks.push(analytic_latency(&rows, &pairs, bcfg.per_hop));
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
        per_hop: bcfg.per_hop,
        packet_len: bcfg.packet_len,
        rows,
        checks,
        verdict: verdict.into(),
        notes: notes(cfg),
    })
}

fn notes(cfg: &SimConfig) -> Vec<String> {
    vec![
        format!(
            "seed {}, warm-up {} cycles, measurement {} cycles, drain limit {} cycles",
            cfg.seed, cfg.warmup, cfg.cycles, cfg.drain_limit
        ),
        "behavioral: ideal router (unbounded queues, no VCs, output chosen by earliest free channel), per-hop delay = the cycle model's S + 1".into(),
        "analytic (paper 002, 1 cycle per hop): its latency rise above its own zero-load latency, added to the cycle model's zero-load latency (d-bar + 1) * (S + 1) + L - 1".into(),
        format!(
            "mean latency checked at rates both models accept (>= {BELOW_SATURATION} of the deliverable flits generated in measurement) up to {LATENCY_CHECK_LOAD} x the highest throughput the cycle model accepted: |cycle - behavioral| <= max({LATENCY_SLACK_CYCLES} cycles, {LATENCY_RISE_TOLERANCE} x the cycle model's rise above zero load); the analytic model the same way against the cycle model where it applies and does not saturate"
        ),
        format!(
            "saturation: the highest accepted throughput over the rates; cycle <= 1.02 x behavioral (the ideal router bounds it) and cycle >= {SATURATION_RATIO_MIN} x behavioral (head-of-line blocking of FIFO input buffers)"
        ),
    ]
}

/// The router parameters `Fabric::build` would derive for these tables.
fn fitted_params(
    net: &Network,
    tables: &CompiledTables,
    params: &RouterParams,
    mode: Mode,
) -> Result<RouterParams> {
    let mut params = params.clone();
    params.mode = mode;
    params.ports = tables.num_ports;
    params.escape_classes = tables.escape_classes as usize;
    params.follow_ring = tables.follow_ring;
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
        for ch in &f.channels {
            for (_, flit) in ch.flits.iter().filter(|(_, fl)| fl.head) {
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

fn point(r: &SimResult) -> Point {
    Point {
        latency: r.stats.avg_latency,
        throughput: Some(r.stats.accepted_flits_per_node_cycle),
        wall_seconds: Some(r.stats.wall_seconds),
    }
}

/// What identifies a generated packet (independent of how the network treated it).
fn identity(p: &PacketRecord) -> (u32, NodeId, NodeId, usize, u64, bool, bool) {
    (
        p.id,
        p.src,
        p.dst,
        p.flits,
        p.created,
        p.measured,
        p.undeliverable,
    )
}

fn same_packets(rates: &[f64], pairs: &[Pair]) -> Check {
    let mut bad = Vec::new();
    let mut total = 0;
    for (rate, pair) in rates.iter().zip(pairs) {
        let a: Vec<_> = pair.cycle.packets.iter().map(identity).collect();
        let b: Vec<_> = pair.behavioral.packets.iter().map(identity).collect();
        total += a.len();
        if a != b || pair.cycle.stats.packets_refused != pair.behavioral.stats.packets_refused {
            bad.push(format!("rate {rate}: {} vs {} packets", a.len(), b.len()));
        }
    }
    Check {
        name: "same_packet_set".into(),
        pass: bad.is_empty(),
        detail: if bad.is_empty() {
            format!(
                "{total} packets generated identically (id, source, destination, length, creation cycle) at every rate"
            )
        } else {
            format!("differ: {}", bad.join("; "))
        },
    }
}

fn delivered_ids(r: &SimResult) -> Vec<u32> {
    r.packets
        .iter()
        .filter(|p| p.delivered.is_some())
        .map(|p| p.id)
        .collect()
}

fn same_delivered(rates: &[f64], pairs: &[Pair]) -> Check {
    let mut bad = Vec::new();
    let mut total = 0;
    for (rate, pair) in rates.iter().zip(pairs) {
        let (a, b) = (delivered_ids(&pair.cycle), delivered_ids(&pair.behavioral));
        total += a.len();
        if a != b {
            bad.push(format!(
                "rate {rate}: cycle {} delivered (deadlock {}), behavioral {}",
                a.len(),
                pair.cycle.stats.deadlock,
                b.len()
            ));
        }
    }
    Check {
        name: "same_delivered_set".into(),
        pass: bad.is_empty(),
        detail: if bad.is_empty() {
            format!("both models delivered the same {total} packets")
        } else {
            bad.join("; ")
        },
    }
}

fn same_paths(rates: &[f64], pairs: &[Pair]) -> Check {
    let mut compared = 0;
    let mut bad = Vec::new();
    for (rate, pair) in rates.iter().zip(pairs) {
        for (id, (a, b)) in pair
            .cycle_paths
            .iter()
            .zip(&pair.behavioral_paths)
            .enumerate()
        {
            if a.is_empty() || b.is_empty() {
                continue;
            }
            compared += 1;
            if a != b && bad.len() < 3 {
                bad.push(format!("rate {rate} packet {id}: {a:?} vs {b:?}"));
            }
        }
    }
    Check {
        name: "same_paths_deterministic".into(),
        pass: bad.is_empty() && compared > 0,
        detail: if bad.is_empty() {
            format!("{compared} delivered packets took identical node paths")
        } else {
            format!("paths differ: {}", bad.join("; "))
        },
    }
}

/// Isolated packets (one in flight at a time) over a sample of ordered pairs: every latency
/// must equal `hops * per_hop + L - 1` (hops = router traversals) in both models.
fn zero_load(
    net: &Network,
    tables: &CompiledTables,
    params: &RouterParams,
    bcfg: &BehavioralConfig,
    seed: u64,
) -> Result<Check> {
    let healthy: Vec<NodeId> = net.healthy_nodes().collect();
    let all: Vec<(NodeId, NodeId)> = healthy
        .iter()
        .flat_map(|&s| healthy.iter().map(move |&d| (s, d)))
        .filter(|(s, d)| s != d)
        .collect();
    let stride = all.len().div_ceil(ZERO_LOAD_PAIRS).max(1);
    let pairs: Vec<(NodeId, NodeId)> = all.into_iter().step_by(stride).collect();
    // A path never needs more than every node once (the behavioral model errs on loops).
    let gap = (net.num_nodes() as u64 + 2) * bcfg.per_hop + bcfg.packet_len as u64;
    let trace: Vec<TraceRecord> = pairs
        .iter()
        .enumerate()
        .map(|(i, &(source, dest))| TraceRecord {
            cycle: i as u64 * gap,
            source,
            dest,
            flits: bcfg.packet_len,
            more: Vec::new(),
        })
        .collect();
    let cfg = SimConfig {
        pattern: Pattern::Trace(trace),
        rate: 0.0,
        warmup: 0,
        cycles: pairs.len() as u64 * gap,
        drain_limit: 10 * gap,
        seed,
        ..SimConfig::default()
    };
    let pair = run_both(net, tables, params, &cfg, bcfg, false)?;
    let formula = |p: &PacketRecord| p.hops as u64 * bcfg.per_hop + p.flits as u64 - 1;
    let mut bad = Vec::new();
    let mut exact = 0;
    for (a, b) in pair.cycle.packets.iter().zip(&pair.behavioral.packets) {
        let (Some(da), Some(db)) = (a.delivered, b.delivered) else {
            continue;
        };
        let (la, lb) = (da - a.created, db - b.created);
        if la == lb && la == formula(a) && a.hops == b.hops {
            exact += 1;
        } else if bad.len() < 3 {
            bad.push(format!(
                "{} -> {}: cycle {la} ({} routers), behavioral {lb} ({} routers)",
                net.topo.format_node(a.src),
                net.topo.format_node(a.dst),
                a.hops,
                b.hops
            ));
        }
    }
    let delivered = pair.cycle.stats.packets_delivered;
    Ok(Check {
        name: "zero_load_latency_exact".into(),
        pass: bad.is_empty() && exact == delivered && exact > 0,
        detail: if bad.is_empty() {
            format!(
                "{exact} isolated packets: latency = routers x {} + {} in both models",
                bcfg.per_hop,
                bcfg.packet_len - 1
            )
        } else {
            format!("{exact} of {delivered} exact; {}", bad.join("; "))
        },
    })
}

/// Deliverable flits generated in the measurement phase, per healthy node per cycle.
fn deliverable_rate(r: &SimResult, net: &Network, cycles: u64) -> f64 {
    let flits: usize = r
        .packets
        .iter()
        .filter(|p| p.measured && !p.undeliverable)
        .map(|p| p.flits)
        .sum();
    flits as f64 / (net.num_healthy().max(1) as f64 * cycles.max(1) as f64)
}

fn below_saturation(row: &Row) -> bool {
    let ok = |p: &Point| {
        p.throughput
            .is_some_and(|t| t >= BELOW_SATURATION * row.deliverable_rate)
    };
    ok(&row.cycle) && ok(&row.behavioral)
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

/// Rows where latencies are compared: unsaturated in both models, and at most
/// LATENCY_CHECK_LOAD of the highest throughput the cycle model accepted (its saturation
/// throughput when some rate saturates it, else a lower bound of it).
fn latency_rows(rows: &[Row]) -> impl Iterator<Item = (usize, &Row)> {
    let best = rows
        .iter()
        .filter_map(|r| r.cycle.throughput)
        .fold(0.0, f64::max);
    rows.iter().enumerate().filter(move |(_, r)| {
        below_saturation(r) && r.deliverable_rate <= LATENCY_CHECK_LOAD * best
    })
}

fn mean_latency(rows: &[Row], pairs: &[Pair], per_hop: u64) -> Check {
    let mut checked = Vec::new();
    let mut pass = true;
    for (i, row) in latency_rows(rows) {
        let pair = &pairs[i];
        let (Some(lc), Some(lb)) = (row.cycle.latency, row.behavioral.latency) else {
            continue;
        };
        let zero = zero_load_mean(&pair.cycle, per_hop).unwrap_or(lb);
        let allowed = (LATENCY_RISE_TOLERANCE * (lc - zero)).max(LATENCY_SLACK_CYCLES);
        let ok = (lc - lb).abs() <= allowed;
        pass &= ok;
        checked.push(format!(
            "rate {}: cycle {lc:.2}, behavioral {lb:.2}, zero-load {zero:.2}, allowed +-{allowed:.2}{}",
            row.rate,
            if ok { "" } else { " FAIL" }
        ));
    }
    Check {
        name: "mean_latency_below_saturation".into(),
        pass: pass && !checked.is_empty(),
        detail: if checked.is_empty() {
            format!("no rate below {LATENCY_CHECK_LOAD} of saturation in both models")
        } else {
            checked.join("; ")
        },
    }
}

fn saturation(rows: &[Row]) -> Check {
    let best = |f: fn(&Row) -> Option<f64>| rows.iter().filter_map(f).fold(0.0, f64::max);
    let cycle = best(|r| r.cycle.throughput);
    let ideal = best(|r| r.behavioral.throughput);
    let saturated = rows.iter().any(|r| !below_saturation(r));
    if !saturated {
        return Check {
            name: "saturation_throughput".into(),
            pass: true,
            detail: format!(
                "not reached: both models accept every offered rate (up to {:.3})",
                rows.iter().map(|r| r.rate).fold(0.0, f64::max)
            ),
        };
    }
    // The ideal router is an upper bound (up to sampling noise of 2%).
    let pass = cycle <= ideal * 1.02 && cycle >= SATURATION_RATIO_MIN * ideal;
    Check {
        name: "saturation_throughput".into(),
        pass,
        detail: format!(
            "cycle {cycle:.4}, behavioral {ideal:.4} flits/node/cycle (ratio {:.3}; need {SATURATION_RATIO_MIN}..1.02)",
            cycle / ideal.max(1e-12)
        ),
    }
}

/// Paper 002's model for fault-free uniform-radix k-ary n-cubes (uni- or bidirectional)
/// under Duato routing and uniform traffic; None elsewhere (and where the model rejects its
/// input).
fn analytic_rows(
    net: &Network,
    mode: Mode,
    params: &RouterParams,
    pattern: &Pattern,
    rates: &[f64],
) -> Vec<Option<Point>> {
    let cube = analytic::Cube::of_topology(&net.topo);
    let (true, Ok(cube)) = (
        mode == Mode::Duato && *pattern == Pattern::Uniform && net.faults.is_empty(),
        cube,
    ) else {
        return vec![None; rates.len()];
    };
    let m = params.packet_len;
    let mut out = Vec::new();
    for &rate in rates {
        let input = analytic::ModelInput::at_flit_rate(cube, params.vcs, m, rate);
        let Ok(model) = analytic::solve(&input) else {
            out.push(None);
            continue;
        };
        // The cycle model's zero load: (d-bar + 1) routers of S + 1 cycles, plus L - 1.
        let zero = (model.mean_distance + 1.0) * params.per_hop() as f64 + m as f64 - 1.0;
        out.push(Some(Point {
            latency: model.latency.map(|l| zero + (l - model.zero_load_latency)),
            throughput: (!model.saturated).then_some(rate),
            wall_seconds: None,
        }));
    }
    out
}

/// Paper 002's model against the cycle model, on the latency rows where it does not saturate.
fn analytic_latency(rows: &[Row], pairs: &[Pair], per_hop: u64) -> Check {
    let mut checked = Vec::new();
    let mut pass = true;
    for (i, row) in latency_rows(rows) {
        let (Some(lc), Some(la)) = (
            row.cycle.latency,
            row.analytic.as_ref().and_then(|a| a.latency),
        ) else {
            continue;
        };
        let zero = zero_load_mean(&pairs[i].cycle, per_hop).unwrap_or(lc);
        let allowed = (LATENCY_RISE_TOLERANCE * (lc - zero)).max(LATENCY_SLACK_CYCLES);
        let ok = (lc - la).abs() <= allowed;
        pass &= ok;
        checked.push(format!(
            "rate {}: cycle {lc:.2}, analytic {la:.2}, behavioral {}, allowed +-{allowed:.2}{}",
            row.rate,
            row.behavioral
                .latency
                .map_or("-".into(), |l| format!("{l:.2}")),
            if ok { "" } else { " FAIL" }
        ));
    }
    Check {
        name: "analytic_latency_below_saturation".into(),
        pass: pass && !checked.is_empty(),
        detail: if checked.is_empty() {
            "no rate where the analytic model and the latency check both apply".into()
        } else {
            checked.join("; ")
        },
    }
}
