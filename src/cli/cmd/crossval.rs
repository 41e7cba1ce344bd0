//! `ftrouter crossval`: the cycle model against the behavioral model and paper 002's model.

use crate::cli::print::{faults_text, print_check_lines, print_json};
use crate::cli::progress::{estimate_text, with_spinner};
use crate::cli::setup::{
    Work, check_budget_with_records, check_parent, check_records, dropped_warning, setup,
};
use crate::cli::stderr::say_err;
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimOptions};
use ftrouter::fabric::Fabric;
use ftrouter::sim;
use ftrouter::workload::SimConfig;
use ftrouter::{Error, Result, output};
use std::process::ExitCode;

pub fn run(
    args: &NetArgs,
    s: &SimOptions,
    rates: Option<&str>,
    plot: Option<&str>,
    json: bool,
) -> Result<ExitCode> {
    let rates = rates.map(sim::sweep::parse_rates).transpose()?;
    if let Some(path) = plot {
        check_parent(path)?;
    }
    // Both models at every rate, side by side on two cores (the behavioral model the faster:
    // one run's time per rate; torus:8x8 at 0.1, 0.2, 0.3: 0.75-2.5 s measured); the default
    // rates add the cycle model's saturation search (23 probes on torus:8x8: 21 s measured
    // with another run beside it): 15 runs at 0.5.
    let search = [0.5; 15];
    let work = Work::Runs {
        what: "crossval",
        rates: rates.as_deref().unwrap_or(&search),
    };
    // The default loads are fractions of the cycle model's saturation, found by the search:
    // estimated at 0.6 of the channel bound (twice budget::saturation's deep-saturation
    // throughput).
    let offered = match &rates {
        Some(r) => r.clone(),
        None => {
            let peak = (2.0 * ftrouter::budget::saturation(&args.topology.parse()?)).min(1.0);
            ftrouter::crossval::saturation::DEFAULT_FRACTIONS
                .iter()
                .map(|f| (f * peak).min(1.0))
                .collect()
        }
    };
    let estimate = check_budget_with_records(args, s, work, &offered)?;
    let (fabric, cfg) = setup(args, s)?;
    crate::cli::setup::record_derived(&fabric, s);
    crate::cli::setup::refuse_behavioral(&fabric)?;
    let warning = dropped_warning(&fabric, &cfg);
    // A trace's records are its lines, counted once it is read.
    if matches!(cfg.pattern, ftrouter::workload::Pattern::Trace(_)) {
        check_records(&fabric, &cfg, s, 2.0 * offered.len() as f64, "crossval")?;
    }
    check_judgeable(&fabric, &cfg, rates.as_deref())?;
    let (net, mode, params) = (&fabric.network(), fabric.params().mode(), &fabric.params());
    let opts = ftrouter::crossval::Options {
        behavioral: s.behavioral.parse()?,
        tables: None,
    };
    let what = match &rates {
        Some(_) => "crossval: running all models at each rate",
        None => "crossval: finding the cycle model's saturation, then running all models",
    };
    let report = with_spinner(what, Some(estimate_text(&estimate, 0)), || match &rates {
        Some(r) => ftrouter::crossval::crossval_with(net, mode, params, &cfg, r, &opts),
        None => ftrouter::crossval::crossval_auto_with(net, mode, params, &cfg, &opts),
    })?;
    if let Some(w) = warning {
        say_err!("{w}");
    }
    let mut files = Vec::new();
    if let Some(path) = plot {
        files.push(output::write(path, ftrouter::crossval::plot::svg(&report))?);
    }
    if json {
        print_json(&report)?;
    } else {
        print_crossval(&report)?;
    }
    let pass = report.verdict == "pass";
    crate::cli::stdout::commit_if(pass, files, "crossval failed")?;
    Ok(if pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Refuse, before running, a crossval whose checks would have nothing to judge: an offered
/// rate of 0 (no packets), or phases too short for the saturation probe's steady state (it
/// compares accepted with offered flits over the window). The bound: warm-up at least 2 and
/// the window at least 8 x a zero-load latency bound T0 = (diameter + 1) x (stages + 1) +
/// packet flits of the fault-free network.
fn check_judgeable(fabric: &Fabric, cfg: &SimConfig, rates: Option<&[f64]>) -> Result<()> {
    if let Some(r) = rates
        && r.contains(&0.0)
    {
        return Err(Error::input(
            "--rates: offered 0 generates no packet for the models to agree on; start above 0",
        ));
    }
    let prm = &fabric.params();
    let t0 = (fabric.network().topo.diameter() as u64 + 1) * (prm.stages as u64 + 1)
        + prm.packet_len as u64;
    let (warmup, cycles) = (2 * t0, 8 * t0);
    if cfg.warmup < warmup || cfg.cycles < cycles {
        return Err(Error::input(format!(
            "--warmup {} --cycles {}: too short for crossval to judge {} (it needs a steady state: at least --warmup {warmup} --cycles {cycles}, 2 and 8 x the zero-load latency bound {t0})",
            cfg.warmup,
            cfg.cycles,
            fabric.network().topo
        )));
    }
    Ok(())
}

/// The crossval table: per rate, latency and accepted throughput of every model.
fn print_crossval(report: &ftrouter::crossval::CrossvalReport) -> Result<()> {
    let during = (report.faults_during_run.as_ref())
        .map_or(String::new(), |f| format!("; during the run: {f}"));
    say!(
        "{} on {} (faults: {}{during}): cycle model vs behavioral model vs paper 002",
        report.routing,
        report.topology,
        faults_text(&report.faults)
    );
    if let Some(sat) = &report.cycle_saturation {
        say!(
            "cycle model saturates at {:.4} flits/node/cycle (accepts {:.4}, refuses {}; {} probe runs)",
            sat.rate,
            sat.accepted_up_to,
            sat.refused_from
                .map_or("nothing up to 1.0".into(), |r| format!("{r:.4}")),
            sat.probes
        );
    }
    if let Some(sat) = report.analytic_saturation {
        say!("paper 002's model saturates at {sat:.4} flits/node/cycle");
    }
    let f = |x: Option<f64>, digits: usize| x.map_or("-".to_string(), |v| format!("{v:.digits$}"));
    say!(
        "{:>8} | {:>9} {:>10} {:>9} | {:>8} {:>10} {:>9}",
        "offered",
        "latency:",
        "",
        "",
        "accepted:",
        "",
        ""
    );
    say!(
        "{:>8} | {:>9} {:>10} {:>9} | {:>8} {:>10} {:>9}",
        "",
        "cycle",
        "behavioral",
        "analytic",
        "cycle",
        "behavioral",
        "analytic"
    );
    for r in &report.rows {
        let a = r.analytic.as_ref();
        say!(
            "{:>8.4} | {:>9} {:>10} {:>9} | {:>8} {:>10} {:>9}",
            r.rate,
            f(r.cycle.latency, 2),
            f(r.behavioral.latency, 2),
            f(a.and_then(|p| p.latency), 2),
            f(r.cycle.throughput, 4),
            f(r.behavioral.throughput, 4),
            f(a.and_then(|p| p.throughput), 4)
        );
    }
    print_after_reconfiguration(report)?;
    print_check_lines(
        report
            .checks
            .iter()
            .map(|c| (c.pass, c.name.as_str(), c.detail.as_str())),
    )?;
    say!("verdict: {}", report.verdict);
    Ok(())
}

/// With faults during the run: per rate, accepted throughput after the last reconfiguration.
fn print_after_reconfiguration(report: &ftrouter::crossval::CrossvalReport) -> Result<()> {
    if report.faults_during_run.is_none() {
        return Ok(());
    }
    let f = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{v:.4}"));
    say!(
        "{:>8} | {:>8} {:>10}  (accepted after the last reconfiguration)",
        "offered",
        "cycle",
        "behavioral"
    );
    for r in &report.rows {
        say!(
            "{:>8.4} | {:>8} {:>10}",
            r.rate,
            f(r.cycle.after_reconfiguration),
            f(r.behavioral.after_reconfiguration)
        );
    }
    Ok(())
}
