//! The table and the plot of `experiment duato-model`: one row per (configuration, load)
//! with the model, both simulators and the channel measurements; one panel per
//! configuration.

use super::{ACCEPTS, DEPTH, Plan, Point};
use crate::analytic;
use crate::experiments::Report;
use crate::plot;
use serde_json::{Map, Value, json};

pub(super) const COLUMNS: [&str; 22] = [
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

pub(super) fn row(p: &Point) -> Map<String, Value> {
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

pub(super) fn notes(plan: &Plan, seed: u64) -> Vec<String> {
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
                log_y: false,
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
