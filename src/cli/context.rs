//! Options refused by the values of others: a model that does not read them (`--model
//! behavioral`), a seed with nothing random to draw, an option without the one it qualifies.
//! An option a subcommand never reads is not among them: clap refuses it (`cli::groups`).

use crate::cli::groups::{DatapathArgs, FaultArgs, FlowControlArgs, ThreadArgs, WatchdogArgs, ids};
use clap::ArgMatches;
use clap::parser::ValueSource;
use ftrouter::{Error, Result};

/// Option `id` was given on the command line (not a default).
pub fn given(m: &ArgMatches, id: &str) -> bool {
    m.try_contains_id(id).unwrap_or(false) && m.value_source(id) == Some(ValueSource::CommandLine)
}

/// Refuse the first option given on the command line (or in a `--config` TOML file: the ids
/// of `from_file`) that the values of the others leave unread.
pub fn refuse(matches: &ArgMatches, from_file: &crate::cli::config::FromFile) -> Result<()> {
    let Some((name, m)) = matches.subcommand() else {
        return Ok(());
    };
    let given = |id: &str| given(m, id) || from_file.gave(id);
    behavioral(name, m, &given)?;
    seed(name, m, &given)?;
    without_their_partner(name, m, &given)?;
    experiment_seed(name, m, &given)?;
    seed_with_a_trace(name, m, &given)?;
    rates_with_a_trace(name, m, &given)
}

/// `--behavioral` without the behavioral model, and router options that model ignores.
fn behavioral(name: &str, m: &ArgMatches, given: &dyn Fn(&str) -> bool) -> Result<()> {
    let behavioral = matches!(name, "sim" | "sweep")
        && m.get_one::<String>("model")
            .is_some_and(|x| x == "behavioral");
    if matches!(name, "sim" | "sweep") && !behavioral && given("behavioral") {
        return Err(Error::input(
            "--behavioral applies to --model behavioral (or crossval)",
        ));
    }
    let ideal = m
        .try_get_one::<String>("behavioral")
        .ok()
        .flatten()
        .is_some_and(|x| x == "ideal");
    // The flow model reads the router's buffers, links and allocation; the ideal model only
    // its routing, VCs, packet and stages, and has nothing to fail or deadlock.
    let mut ignores = [ids::<DatapathArgs>(), ids::<ThreadArgs>()].concat();
    let why = if ideal {
        ignores.extend(
            [
                ids::<FlowControlArgs>(),
                ids::<WatchdogArgs>(),
                ids::<FaultArgs>(),
            ]
            .concat(),
        );
        "it models ideal allocation"
    } else {
        "it abstracts allocation and the datapath"
    };
    if behavioral && let Some(id) = ignores.iter().find(|id| given(id)) {
        let why = if ids::<FaultArgs>().contains(id) {
            "the ideal model has no buffers or links that could fail; --behavioral flow models faults during the run"
        } else {
            why
        };
        return Err(Error::input(format!(
            "--model behavioral does not use {} ({why})",
            flag(id)
        )));
    }
    Ok(())
}

/// The seed of topo, route, vectors and cost without random faults to draw.
fn seed(name: &str, m: &ArgMatches, given: &dyn Fn(&str) -> bool) -> Result<()> {
    if matches!(name, "topo" | "route" | "vectors" | "cost") && given("seed") {
        let faults = m.get_one::<String>("faults").map_or("", String::as_str);
        if !faults.contains("random:") {
            return Err(Error::input(format!(
                "{name} uses --seed only for random: faults, and --faults {faults:?} has none"
            )));
        }
    }
    Ok(())
}

/// Options that mean something only beside another: experiment --list with a name, route
/// --check with a pair, the VCD's options without --vcd, `--flows-out` without `--flows`.
fn without_their_partner(name: &str, m: &ArgMatches, given: &dyn Fn(&str) -> bool) -> Result<()> {
    if name == "experiment"
        && m.get_flag("list")
        && let Some(id) = ["name", "samples", "plot"].into_iter().find(|id| given(id))
    {
        return Err(Error::input(format!(
            "experiment --list does not use {}",
            if id == "name" {
                "a name".into()
            } else {
                flag(id)
            }
        )));
    }
    if name == "sim" && given("flows_out") && !given("flows") {
        return Err(Error::input(
            "--flows-out needs --flows source or --flows pair",
        ));
    }
    match name {
        "route" if m.get_flag("check") => {
            if let Some(id) = ["from", "to"].into_iter().find(|id| given(id)) {
                return Err(Error::input(format!(
                    "route --check checks every pair: {} is not used",
                    flag(id)
                )));
            }
        }
        "sim" if !given("vcd") => {
            if let Some(id) = ["trace_routers", "vcd_window"]
                .into_iter()
                .find(|id| given(id))
            {
                return Err(Error::input(format!("{} needs --vcd FILE", flag(id))));
            }
        }
        _ => {}
    }
    if matches!(name, "sim" | "sweep" | "crossval")
        && !given("fault_at")
        && let Some(id) = ["detection_delay", "reconfigure", "retransmit"]
            .into_iter()
            .find(|id| given(id))
    {
        return Err(Error::input(format!(
            "{} needs a fault during the run (--fault-at CYCLE:FAULT)",
            flag(id)
        )));
    }
    Ok(())
}

/// `--seed` of an exact experiment.
fn experiment_seed(name: &str, m: &ArgMatches, given: &dyn Fn(&str) -> bool) -> Result<()> {
    if name == "experiment" && given("seed") {
        let experiment = m.get_one::<String>("name").map_or("", String::as_str);
        if !ftrouter::experiments::is_monte_carlo(experiment) && !experiment.is_empty() {
            return Err(Error::input(format!(
                "experiment {experiment} uses no --seed (it is exact, not Monte Carlo)"
            )));
        }
    }
    Ok(())
}

/// `--seed` of a simulation whose traffic is a trace, which draws nothing: the seed is read
/// there only by `random:` faults (from the start or during the run), the ties `--preset
/// booksim` draws per packet, and the body flits' payload a waveform shows (`--vcd`). `cosim`
/// keeps it: the payload is in the vectors it compares.
fn seed_with_a_trace(name: &str, m: &ArgMatches, given: &dyn Fn(&str) -> bool) -> Result<()> {
    if !matches!(name, "sim" | "sweep" | "crossval") || !given("seed") {
        return Ok(());
    }
    let traffic = m.get_one::<String>("traffic").map_or("", String::as_str);
    let faults = m.get_one::<String>("faults").map_or("", String::as_str);
    let random_during = m
        .try_get_many::<String>("fault_at")
        .ok()
        .flatten()
        .is_some_and(|mut events| events.any(|e| e.contains("random:")));
    let used = faults.contains("random:") || random_during || given("preset") || given("vcd");
    if traffic.starts_with("trace:") && !used {
        return Err(Error::input(format!(
            "--seed is not used with --traffic {traffic}: the trace gives every packet, and no random: fault, --preset booksim or --vcd reads it"
        )));
    }
    Ok(())
}

/// `--rates` or `--rate` with trace traffic, which gives every packet's cycle.
fn rates_with_a_trace(name: &str, m: &ArgMatches, given: &dyn Fn(&str) -> bool) -> Result<()> {
    if matches!(name, "sweep" | "crossval") && given("rates") {
        let traffic = m.get_one::<String>("traffic").map_or("", String::as_str);
        if traffic.starts_with("trace:") {
            return Err(Error::input(format!(
                "--rates is not used with --traffic {traffic}: the trace gives every packet's cycle"
            )));
        }
    }
    if matches!(name, "sim" | "sweep" | "crossval" | "cosim") && given("rate") {
        let traffic = m.get_one::<String>("traffic").map_or("", String::as_str);
        if traffic.starts_with("trace:") {
            return Err(Error::input(format!(
                "--rate is not used with --traffic {traffic}: the trace gives every packet's cycle"
            )));
        }
    }
    Ok(())
}

/// `packets_out` -> `--packets-out`
fn flag(id: &str) -> String {
    format!("--{}", id.replace('_', "-"))
}
