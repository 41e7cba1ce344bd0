//! `ftrouter sweep`: one run per offered load, as a table, JSON or a plot.

use crate::cli::print::print_json;
use crate::cli::progress::{Progress, estimate_text};
use crate::cli::setup::{
    Work, behavioral_config, check_budget, check_parent, check_records, dropped_warning, setup,
};
use crate::cli::stderr::say_err;
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimArgs};
use ftrouter::fabric::Fabric;
use ftrouter::sim;
use ftrouter::workload;
use ftrouter::workload::SimConfig;
use ftrouter::{Error, Result, output};
use serde_json::json;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

pub fn run(
    args: &NetArgs,
    s: &SimArgs,
    rates: &str,
    plot: Option<&str>,
    json: bool,
) -> Result<ExitCode> {
    let rates = sim::sweep::parse_rates(rates)?;
    if let Some(path) = plot {
        check_parent(path)?;
    }
    let work = Work::Runs {
        what: "sweep",
        rates: &rates,
    };
    let estimate = check_budget(args, s, work)?;
    // Validate everything once before the long run.
    let (fabric, cfg) = setup(args, s)?;
    if !matches!(s.model.as_str(), "cycle" | "behavioral") {
        return Err(Error::input(format!(
            "model {:?}: use cycle or behavioral",
            s.model
        )));
    }
    let warning = dropped_warning(&fabric, &cfg);
    if s.model == "behavioral" {
        behavioral_config(&fabric, &s.behavioral)?;
        let top = SimConfig {
            rate: rates.iter().copied().fold(0.0, f64::max),
            ..cfg.clone()
        };
        check_records(&fabric, &top, s, 1.0, "sweep --model behavioral")?;
    }
    let bar = Progress::new(
        "sweep",
        rates.len() as u64,
        "rates",
        Some(estimate_text(&estimate, 0)),
    );
    let mut points = Vec::new();
    let mut any_deadlock = false;
    for &rate in &rates {
        let one = SimArgs { rate, ..s.clone() };
        let (mut fabric, cfg) = setup(args, &one)?;
        bar.set_message(format!("rate {rate}"));
        let stats = bar.during(|| run_model(&mut fabric, &cfg, &s.model, &s.behavioral))?;
        any_deadlock |= stats.deadlock;
        points.push(stats);
        bar.set(points.len() as u64);
    }
    bar.finish();
    if let Some(w) = warning {
        say_err!("{w}");
    }
    let mut files = Vec::new();
    if let Some(path) = plot {
        let title = format!("{} on {}", s.routing, args.topology);
        files.push(output::write(path, sim::sweep::plot_svg(&title, &points))?);
    }
    let saturation = sim::saturation::on_grid(&points);
    if json {
        print_json(&json!({ "points": points, "saturation": saturation }))?;
    } else {
        say!(
            "{:>8} {:>10} {:>10} {:>8} {:>9}",
            "offered",
            "accepted",
            "latency",
            "p99",
            "deadlock"
        );
        for p in &points {
            say!(
                "{:>8.3} {:>10.4} {:>10} {:>8} {:>9}",
                p.offered_flits_per_node_cycle,
                p.accepted_flits_per_node_cycle,
                p.avg_latency.map_or("-".into(), |l| format!("{l:.2}")),
                p.p99_latency.map_or("-".into(), |l| l.to_string()),
                p.deadlock
            );
        }
        say!(
            "saturation: {} (the highest load up to which every point delivered at least {:.0}% of its offered load)",
            saturation.map_or("below the lowest load".into(), |r| format!("{r:.3}")),
            100.0 * sim::saturation::ACCEPTED_FRACTION
        );
    }
    crate::cli::stdout::commit_if(!any_deadlock, files, "deadlock")?;
    Ok(if any_deadlock {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// One run of the model `model` keeping no per-packet records (sweep points).
fn run_model(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    model: &str,
    behavioral: &str,
) -> Result<workload::SimStats> {
    match model {
        "cycle" => {
            let never = AtomicBool::new(false);
            Ok(sim::run_streaming(fabric, cfg, &never, &mut |_| {}, |_, _| {})?.stats)
        }
        "behavioral" => {
            let bcfg = behavioral_config(fabric, behavioral)?;
            Ok(ftrouter::behavioral::run(fabric.network(), fabric.tables(), cfg, &bcfg)?.stats)
        }
        other => Err(Error::input(format!(
            "model {other:?}: use cycle or behavioral"
        ))),
    }
}
