//! `ftrouter sweep`: one run per offered load and per combination of the `--vary` options,
//! as result rows (JSON lines, CSV), a table, JSON or an overlay plot; `--shard I/N` runs one
//! part of it (`sim::study`).

use crate::cli::config;
use crate::cli::print::print_json;
use crate::cli::progress::{Progress, estimate_text};
use crate::cli::setup::{
    Work, behavioral_config, check_budget, check_parent, check_records, dropped_warning,
    record_derived, setup,
};
use crate::cli::sim_commands::SweepSim;
use crate::cli::stderr::say_err;
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimOptions, StudyArgs};
use clap::{CommandFactory, Parser};
use ftrouter::budget::Estimate;
use ftrouter::fabric::Fabric;
use ftrouter::sim;
use ftrouter::sim::study::{self, Point, Row, Setting, Shard};
use ftrouter::workload::{self, SimConfig, SimStats};
use ftrouter::{Error, Result, output};
use serde_json::{Value, json};
use std::process::ExitCode;

/// One series' simulation options, parsed as `sweep` parses its own (every check of clap's).
#[derive(Parser, Debug)]
#[command(name = "sweep", no_binary_name = true)]
struct SeriesArgs {
    #[command(flatten)]
    sim: SweepSim,
}

/// Options `--vary` refuses: what the sweep sets itself or writes, and repeatable ones.
const NOT_VARIED: &[&str] = &["rate", "fault_at", "budget_mb", "force", "threads"];

/// Keys of the record that do not change a point's result (left out of the study's digest).
const NOT_RESULTS: &[&str] = &["shard", "threads", "budget_mb", "force", "log_latency"];

/// A series: its setting and the options its runs take.
struct Series {
    setting: Setting,
    net: NetArgs,
    sim: SimOptions,
}

pub fn run(a: &SweepSim, st: &StudyArgs, json: bool) -> Result<ExitCode> {
    let (args, s) = (&a.net, &a.options());
    let rates = sim::sweep::parse_rates(&st.rates)?;
    let shard = match &st.shard {
        Some(text) => {
            Shard::parse(text).map_err(|why| Error::input(format!("--shard {text}: {why}")))?
        }
        None => Shard::WHOLE,
    };
    check_outputs(st, shard)?;
    let record = config::current().ok_or_else(|| Error::input("sweep: no configuration"))?;
    let all = series_of(&record, args, s, &st.vary)?;
    let points = study::points(all.len(), &rates);
    let mine: Vec<Point> = points
        .iter()
        .copied()
        .filter(|p| shard.holds(p.number))
        .collect();
    let (estimate, warning) = check_series(&all, &mine, &rates, st.vary.is_empty())?;
    let digest = study::digest(&digest_text(&record));
    let results = run_points(&all, &mine, estimate)?;
    if let Some(w) = warning {
        say_err!("{w}");
    }
    let any_deadlock = results.iter().any(|(_, stats)| stats.deadlock);
    let files = write_outputs(st, &all, &digest, points.len(), &results, args, s)?;
    let whole = shard == Shard::WHOLE;
    if json {
        print_json(&json_result(&all, &results, whole))?;
    } else {
        print_table(&all, &results, !st.vary.is_empty())?;
        print_saturation(&all, &results, whole, st.shard.as_deref())?;
    }
    crate::cli::stdout::commit_if(!any_deadlock, files, "deadlock")?;
    Ok(if any_deadlock {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The outputs' folders exist, and the plot needs every point.
fn check_outputs(st: &StudyArgs, shard: Shard) -> Result<()> {
    for path in [&st.plot, &st.out_jsonl, &st.out_csv].into_iter().flatten() {
        check_parent(path)?;
    }
    if st.plot.is_some() && shard != Shard::WHOLE {
        return Err(Error::input(
            "--plot needs every point: plot the merged shards (ftrouter merge PARTS --out FILE --plot PLOT)",
        ));
    }
    if st.log_latency && st.plot.is_none() {
        return Err(Error::input("--log-latency applies to --plot"));
    }
    Ok(())
}

/// Every series: the sweep's own options with the setting's values in their place.
fn series_of(
    record: &serde_json::Map<String, Value>,
    args: &NetArgs,
    s: &SimOptions,
    vary: &[String],
) -> Result<Vec<Series>> {
    let vary: Vec<(String, Vec<String>)> = vary
        .iter()
        .map(|v| study::parse_vary(v))
        .collect::<Result<_>>()?;
    let known = SeriesArgs::command();
    for (key, _) in &vary {
        let flag = format!("--{}", key.replace('_', "-"));
        if NOT_VARIED.contains(&key.as_str()) {
            let why = match key.as_str() {
                "rate" => "the loads are --rates",
                "fault_at" => "it is repeatable: give each fault set its own sweep",
                _ => "it changes no result",
            };
            return Err(Error::input(format!(
                "--vary {key}: {flag} cannot vary ({why})"
            )));
        }
        if !known.get_arguments().any(|a| a.get_id() == key.as_str()) {
            return Err(Error::input(format!(
                "--vary {key}: not an option of a simulation (see ftrouter sweep --help)"
            )));
        }
    }
    let settings = study::settings(&vary)?;
    if settings.len() == 1 && vary.is_empty() {
        return Ok(vec![Series {
            setting: Setting(Vec::new()),
            net: args.clone(),
            sim: s.clone(),
        }]);
    }
    settings
        .into_iter()
        .map(|setting| {
            let argv = series_argv(record, &setting, &known);
            let parsed = SeriesArgs::try_parse_from(&argv).map_err(|e| {
                Error::input(format!(
                    "--vary {}: {}",
                    setting.label(),
                    crate::cli::clap_error::line(&e, &argv)
                ))
            })?;
            Ok(Series {
                setting,
                sim: parsed.sim.options(),
                net: parsed.sim.net,
            })
        })
        .collect()
}

/// The command line of one series: the record's options a simulation takes, the setting's
/// values in place of the sweep's.
fn series_argv(
    record: &serde_json::Map<String, Value>,
    setting: &Setting,
    known: &clap::Command,
) -> Vec<String> {
    let mut argv = Vec::new();
    let takes = |id: &str| known.get_arguments().any(|a| a.get_id() == id);
    for (id, value) in record {
        if !takes(id) || setting.0.iter().any(|(k, _)| k == id) {
            continue;
        }
        let flag = format!("--{}", id.replace('_', "-"));
        match value {
            Value::Bool(true) => argv.push(flag),
            Value::Bool(false) | Value::Null | Value::Object(_) => {}
            Value::Array(items) => argv.extend(items.iter().map(|v| format!("{flag}={}", text(v)))),
            other => argv.push(format!("{flag}={}", text(other))),
        }
    }
    for (k, v) in &setting.0 {
        let flag = format!("--{}", k.replace('_', "-"));
        let switch = known.get_arguments().any(|a| {
            a.get_id() == k.as_str() && matches!(a.get_action(), clap::ArgAction::SetTrue)
        });
        // A switch varies as true or false: given, or left out.
        match (switch, v.as_str()) {
            (true, "true") => argv.push(flag),
            (true, "false") => {}
            _ => argv.push(format!("{flag}={v}")),
        }
    }
    argv
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The record's text without what changes no result (the shard, threads, budget).
fn digest_text(record: &serde_json::Map<String, Value>) -> String {
    let mut kept = record.clone();
    kept.retain(|k, _| !NOT_RESULTS.contains(&k.as_str()));
    Value::Object(kept).to_string()
}

/// Each series checked before any run (budget, options, model): the sum of the estimates of
/// this shard's runs, and a warning about dropped trace lines.
fn check_series(
    all: &[Series],
    mine: &[Point],
    rates: &[f64],
    record_router: bool,
) -> Result<(Estimate, Option<String>)> {
    let mut total = Estimate {
        bytes: 0,
        seconds: 0.0,
    };
    let mut warning = None;
    for (i, series) in all.iter().enumerate() {
        let own: Vec<f64> = mine
            .iter()
            .filter(|p| p.series == i)
            .map(|p| p.rate)
            .collect();
        let checked = check_one(series, if own.is_empty() { rates } else { &own })
            .map_err(|e| name_series(e, series))?;
        total.bytes = total.bytes.max(checked.0.bytes);
        if !own.is_empty() {
            total.seconds += checked.0.seconds;
        }
        if record_router {
            record_derived(&checked.1, &series.sim);
        }
        warning = warning.or(checked.2);
    }
    Ok((total, warning))
}

fn name_series(e: Error, series: &Series) -> Error {
    match (&e, series.setting.0.is_empty()) {
        (Error::Input(why), false) => {
            Error::input(format!("series {}: {why}", series.setting.label()))
        }
        _ => e,
    }
}

/// One series' budget, fabric and model checked.
fn check_one(series: &Series, rates: &[f64]) -> Result<(Estimate, Fabric, Option<String>)> {
    let (args, s) = (&series.net, &series.sim);
    let estimate = check_budget(
        args,
        s,
        Work::Runs {
            what: "sweep",
            rates,
        },
    )?;
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
    Ok((estimate, fabric, warning))
}

/// Run this shard's points in order, with a progress line.
fn run_points(
    all: &[Series],
    mine: &[Point],
    estimate: Estimate,
) -> Result<Vec<(Point, SimStats)>> {
    let bar = Progress::new(
        "sweep",
        mine.len() as u64,
        "points",
        Some(estimate_text(&estimate, 0)),
    );
    let mut results = Vec::with_capacity(mine.len());
    for &point in mine {
        let series = &all[point.series];
        let one = SimOptions {
            rate: point.rate,
            ..series.sim.clone()
        };
        let (mut fabric, cfg) = setup(&series.net, &one)?;
        let label = match series.setting.0.is_empty() {
            true => format!("rate {}", point.rate),
            false => format!("{} rate {}", series.setting.label(), point.rate),
        };
        bar.set_message(label);
        let stats = bar.during(|| run_model(&mut fabric, &cfg, &one.model, &one.behavioral))?;
        // A stop asked for (an embedding's interrupt) cuts the run short: its point is not kept.
        if ftrouter::interrupt::requested() {
            return Err(Error::Interrupted);
        }
        results.push((point, stats));
        bar.set(results.len() as u64);
    }
    bar.finish();
    Ok(results)
}

/// The rows files and the plot, staged.
fn write_outputs(
    st: &StudyArgs,
    all: &[Series],
    digest: &str,
    total: usize,
    results: &[(Point, SimStats)],
    args: &NetArgs,
    s: &SimOptions,
) -> Result<Vec<output::Ready>> {
    let rows: Vec<Row> = results
        .iter()
        .map(|(p, stats)| Row::new(digest, *p, total, &all[p.series].setting, stats))
        .collect();
    let mut files = Vec::new();
    if let Some(path) = &st.out_jsonl {
        let text: String = rows.iter().map(Row::json_line).collect();
        files.push(output::write(path, text)?);
    }
    if let Some(path) = &st.out_csv {
        let keys: Vec<String> = all[0].setting.0.iter().map(|(k, _)| k.clone()).collect();
        let mut text = Row::csv_header(&keys);
        text.extend(rows.iter().map(Row::csv_line));
        files.push(output::write(path, text)?);
    }
    if let Some(path) = &st.plot {
        let svg = if st.vary.is_empty() {
            let points: Vec<SimStats> = results.iter().map(|(_, x)| x.clone()).collect();
            sim::sweep::plot_svg(
                &format!("{} on {}", s.router.routing, args.topology),
                &points,
            )
        } else {
            let curves = study::curves(rows.iter().map(|r| {
                let point = (r.offered, r.accepted, r.avg_latency, r.deadlock);
                (r.series.label(), point)
            }));
            let title = format!("{} on {}", varied_title(all), args.topology);
            study::overlay_svg(&title, &curves, st.log_latency)
        };
        files.push(output::write(path, svg)?);
    }
    Ok(files)
}

/// `routing x vcs`: the options the series vary.
fn varied_title(all: &[Series]) -> String {
    let keys: Vec<&str> = all[0].setting.0.iter().map(|(k, _)| k.as_str()).collect();
    keys.join(" x ")
}

/// The JSON result: every point's statistics with its series and number; each series'
/// saturation when every point ran (and, with one series, `saturation` as before).
fn json_result(all: &[Series], results: &[(Point, SimStats)], whole: bool) -> Value {
    let points: Vec<Value> = results
        .iter()
        .map(|(p, stats)| {
            let mut v = serde_json::to_value(stats).expect("statistics serialise");
            v["point"] = p.number.into();
            v["series"] =
                serde_json::to_value(&all[p.series].setting).expect("a setting serialises");
            v
        })
        .collect();
    let series: Vec<Value> = all
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({
                "label": s.setting.label(),
                "settings": s.setting,
                "saturation": saturation_of(results, i, whole),
            })
        })
        .collect();
    let mut out = json!({ "points": points, "series": series });
    if all.len() == 1 {
        out["saturation"] = saturation_of(results, 0, whole).into();
    }
    out
}

/// A series' saturation on its grid of loads (`sim::saturation::on_grid`), when every
/// point ran.
fn saturation_of(results: &[(Point, SimStats)], series: usize, whole: bool) -> Option<f64> {
    let own = results
        .iter()
        .filter(|(p, _)| p.series == series)
        .map(|(_, s)| {
            (
                s.offered_flits_per_node_cycle,
                s.accepted_flits_per_node_cycle,
                s.deadlock,
            )
        });
    whole.then(|| sim::saturation::on_grid_of(own)).flatten()
}

fn print_table(all: &[Series], results: &[(Point, SimStats)], varied: bool) -> Result<()> {
    let width = all
        .iter()
        .map(|s| s.setting.label().len())
        .max()
        .unwrap_or(0)
        .max(6);
    let series_head = if varied {
        format!("{:<width$} ", "series")
    } else {
        String::new()
    };
    say!(
        "{series_head}{:>8} {:>10} {:>10} {:>8} {:>9}",
        "offered",
        "accepted",
        "latency",
        "p99",
        "deadlock"
    );
    for (point, p) in results {
        let series = match varied {
            true => format!("{:<width$} ", all[point.series].setting.label()),
            false => String::new(),
        };
        say!(
            "{series}{:>8.3} {:>10.4} {:>10} {:>8} {:>9}",
            p.offered_flits_per_node_cycle,
            p.accepted_flits_per_node_cycle,
            p.avg_latency.map_or("-".into(), |l| format!("{l:.2}")),
            p.p99_latency.map_or("-".into(), |l| l.to_string()),
            p.deadlock
        );
    }
    Ok(())
}

fn print_saturation(
    all: &[Series],
    results: &[(Point, SimStats)],
    whole: bool,
    shard: Option<&str>,
) -> Result<()> {
    if !whole {
        say!(
            "shard {}: {} points; saturation: from the merged shards (ftrouter merge)",
            shard.unwrap_or_default(),
            results.len()
        );
        return Ok(());
    }
    let rule = format!(
        "the highest load up to which every point delivered at least {:.0}% of its offered load",
        100.0 * sim::saturation::ACCEPTED_FRACTION
    );
    for (i, s) in all.iter().enumerate() {
        let at = saturation_of(results, i, whole)
            .map_or("below the lowest load".into(), |r| format!("{r:.3}"));
        match all.len() {
            1 => say!("saturation: {at} ({rule})"),
            _ => say!("saturation of {}: {at}", s.setting.label()),
        }
    }
    if all.len() > 1 {
        say!("(saturation: {rule})");
    }
    Ok(())
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
            let stop = ftrouter::interrupt::stop_flag();
            Ok(sim::run_streaming(fabric, cfg, &stop, &mut |_| {}, |_, _| {})?.stats)
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
