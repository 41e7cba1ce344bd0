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
        Command::Sim {
            net,
            sim,
            plot,
            seeds,
            json,
        } => match seeds {
            1 => sim::run(&net, &sim, plot.as_deref(), json, &handlers),
            n => sim::run_replications(&net, &sim, plot.as_deref(), n, json),
        },
        Command::Cost(args) => cost::run(&args, &handlers),
        Command::Crossval {
            net,
            sim,
            rates,
            plot,
            json,
        } => crossval::run(&net, &sim, rates.as_deref(), plot.as_deref(), json),
        Command::Verilog {
            net,
            sim,
            out,
            router,
            target,
        } => verilog::run(&net, &sim, &out, router.as_deref(), target.tables()),
        cmd @ Command::Cosim { .. } => cosim::run_command(cmd, &handlers),
        Command::Model {
            topology,
            vcs,
            packet,
            rate,
            json,
        } => model::run(&topology, vcs, packet, rate, json),
        Command::Sweep {
            net,
            sim,
            study,
            json,
        } => sweep::run(&net, &sim, &study, json),
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
