//! `ftrouter route`: one packet's path (`--from`, `--to`), or every router's tables compiled
//! and checked (`--check`).

use crate::cli::print::{faults_text, print_checks, print_json};
use crate::cli::progress::with_spinner;
use crate::cli::setup::build;
use crate::cli::stdout::say;
use crate::cli::{BudgetArgs, NetArgs};
use ftrouter::routing::{algorithms, check, table};
use ftrouter::topology::{Network, Topology};
use ftrouter::{Error, Result};
use serde_json::json;
use std::process::ExitCode;

/// `route --check`, or one packet's path from `pair` (`--from`, `--to`).
pub fn run(
    net: &NetArgs,
    algorithm: &str,
    check: bool,
    pair: (Option<&str>, Option<&str>),
    budget: &BudgetArgs,
    json: bool,
) -> Result<ExitCode> {
    if check {
        let topo: Topology = net.topology.parse()?;
        // Above the table limit, the compiler's own message, before the network is built.
        table::check_node_limit(&topo, algorithm.parse()?)?;
        budget.budget().check(
            &format!("route --check on {topo}"),
            ftrouter::budget::table_check(&topo),
        )?;
        return route_check(&build(net)?, algorithm, json);
    }
    let (Some(from), Some(to)) = pair else {
        return Err(Error::input("route needs --from and --to, or --check"));
    };
    let topo: Topology = net.topology.parse()?;
    budget.budget().check(
        &format!("route {algorithm} on {topo}"),
        ftrouter::budget::route_one(&topo, algorithm, !net.faults.trim().is_empty()),
    )?;
    route_one(&build(net)?, algorithm, from, to, json)
}

fn route_one(net: &Network, algorithm: &str, from: &str, to: &str, json: bool) -> Result<ExitCode> {
    ftrouter::error::refuse_outer_space("--from", from)?;
    ftrouter::error::refuse_outer_space("--to", to)?;
    let (s, d) = (net.topo.parse_node(from)?, net.topo.parse_node(to)?);
    for (v, text) in [(s, from), (d, to)] {
        if !net.is_healthy(v) {
            return Err(Error::input(format!(
                "node {text} is faulty in this network"
            )));
        }
    }
    let r = algorithms::route(net, algorithm, s, d)?;
    let path: Vec<String> = r.path.iter().map(|&v| net.topo.format_node(v)).collect();
    let distance = ftrouter::routing::healthy_distance(net, s, d);
    if json {
        let out = json!({
            "path": path, "hops": r.hops(), "outcome": r.outcome, "distance": distance,
            "claimed_hops": r.claimed_hops,
        });
        print_json(&out)?;
    } else {
        say!("{}", path.join(" -> "));
        say!(
            "hops {} ({:?}); shortest in the surviving network: {}",
            r.hops(),
            r.outcome,
            distance.map_or("none".into(), |d| d.to_string())
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn route_check(net: &Network, algorithm: &str, json: bool) -> Result<ExitCode> {
    let mode: table::Mode = algorithm.parse()?;
    mode.check_topology(net)?;
    net.require_connected()?;
    let what = format!("route --check on {}", net.topo);
    let tables = with_spinner(&format!("{what}: compiling tables"), None, || {
        table::compile(net, mode)
    })?;
    let report = with_spinner(&format!("{what}: checking tables"), None, || {
        check::check_tables(net, &tables)
    });
    if json {
        print_json(&report)?;
    } else {
        say!(
            "{} on {} (faults: {})",
            report.routing,
            report.topology,
            faults_text(&report.faults)
        );
        if let Some(kind) = report.escape {
            say!(
                "escape network: {kind:?}, {} channels",
                report.escape_channels
            );
        }
        print_checks(&report)?;
        say!("verdict: {}", report.verdict);
    }
    Ok(if report.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
