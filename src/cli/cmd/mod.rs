//! The dispatcher: one module per subcommand, each with a `run` taking that subcommand's
//! options. What several share lives in `cli::setup` (network, fabric, budget) and
//! `cli::print`.

mod cosim;
mod cost;
mod crossval;
mod demo;
mod design_space;
mod experiment;
mod merge;
mod model;
mod route;
mod sim;
mod sweep;
mod topo;
mod vectors;
pub mod verilog;

use super::{Command, interrupt};
use ftrouter::Result;
use std::process::ExitCode;

pub fn run(cmd: Command) -> Result<ExitCode> {
    // Every command: a signal during setup ends it at once, leaving nothing behind.
    let handlers = interrupt::install()?;
    match cmd {
        Command::Demo { out } => demo::run(&out),
        Command::Topo { net, budget, json } => topo::run(&net, &budget.budget(), json),
        Command::Route {
            net,
            algorithm,
            from,
            to,
            check,
            budget,
            json,
        } => {
            let pair = (from.as_deref(), to.as_deref());
            route::run(&net, &algorithm, check, pair, &budget, json)
        }
        Command::Sim(a) => match a.seeds {
            1 => sim::run(&a.net, &a.options(), a.plot.as_deref(), a.json, &handlers),
            n => sim::run_replications(&a.net, &a.options(), a.plot.as_deref(), n, a.json),
        },
        Command::Cost(args) => cost::run(&args, &handlers),
        Command::Crossval(a) => {
            let (rates, plot) = (a.rates.as_deref(), a.plot.as_deref());
            crossval::run(&a.net, &a.options(), rates, plot, a.json)
        }
        Command::Verilog(a) => {
            let (router, tables) = (a.under_test.as_deref(), a.target.tables());
            verilog::run(&a.net, &a.options(), &a.out, router, tables)
        }
        Command::Cosim(a) => cosim::run_command(a, &handlers),
        Command::Model {
            topology,
            vcs,
            packet,
            rate,
            json,
        } => model::run(&topology, vcs, packet, rate, json),
        Command::Sweep(a) => sweep::run(&a.sim, &a.study, a.json),
        Command::Merge {
            parts,
            out,
            plot,
            log_latency,
            json,
        } => merge::run(&parts, &out, plot.as_deref(), log_latency, json),
        Command::Vectors {
            net,
            algorithm,
            budget,
            json,
        } => vectors::run(&net, &algorithm, &budget, json),
        Command::Experiment {
            name,
            list,
            samples,
            seed,
            plot,
            budget,
            json,
        } => experiment::run(
            name.as_deref(),
            list,
            samples,
            seed,
            plot.as_deref(),
            &budget,
            json,
        ),
    }
}
