//! `ftrouter vectors`: every node's probability vector or safety level.

use crate::cli::print::print_json;
use crate::cli::setup::build;
use crate::cli::stdout::say;
use crate::cli::{BudgetArgs, NetArgs};
use ftrouter::Result;
use ftrouter::routing::algorithms;
use ftrouter::topology::{Network, Topology};
use serde_json::json;
use std::process::ExitCode;

/// The vectors of `algorithm` on the network of `net`, within the budget.
pub fn run(net: &NetArgs, algorithm: &str, budget: &BudgetArgs, json: bool) -> Result<ExitCode> {
    let topo: Topology = net.topology.parse()?;
    budget.budget().check(
        &format!("vectors on {topo}"),
        ftrouter::budget::vector_listing(&topo, algorithm, json),
    )?;
    list(&build(net)?, algorithm, json)
}

fn list(net: &Network, algorithm: &str, json: bool) -> Result<ExitCode> {
    let rows = algorithms::vectors(net, algorithm)?;
    if json {
        print_json(&json!({ "nodes": rows }))?;
    } else {
        for r in &rows {
            let v: Vec<String> = r
                .vector
                .iter()
                .map(|x| match x.as_f64() {
                    Some(f) if x.is_f64() => format!("{f:.3}"),
                    _ => x.to_string(),
                })
                .collect();
            let state = if r.faulty { "faulty" } else { "" };
            say!(
                "{:10} {state:6} F={{{}}} [{}]",
                r.node,
                r.faulty_set.join(" "),
                v.join(", ")
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
