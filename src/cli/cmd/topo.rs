//! `ftrouter topo`: sizes, connectivity and diameter of a faulty network.

use crate::cli::NetArgs;
use crate::cli::print::print_json;
use crate::cli::progress::with_spinner;
use crate::cli::setup::build;
use crate::cli::stdout::say;
use ftrouter::Result;
use ftrouter::topology::Topology;
use std::process::ExitCode;

pub fn run(args: &NetArgs, budget: &ftrouter::budget::Budget, json: bool) -> Result<ExitCode> {
    let topology: Topology = args.topology.parse()?;
    budget.check(
        &format!("topo {topology}"),
        ftrouter::budget::network_summary(&topology),
    )?;
    let net = build(args)?;
    let s = with_spinner(&format!("topo {topology}"), None, || net.summary());
    if json {
        print_json(&s)?;
    } else {
        say!("topology       {}", s.topology);
        say!("nodes          {} ({} healthy)", s.nodes, s.healthy_nodes);
        say!("links          {} ({} healthy)", s.links, s.healthy_links);
        say!("connected      {}", s.connected);
        match (s.diameter, s.connected) {
            (Some(d), _) => say!("diameter       {d}"),
            (None, true) => say!("diameter       not computed (faulty network above 8192 nodes)"),
            (None, false) => say!("diameter       - ({} components)", s.components.len()),
        }
    }
    Ok(ExitCode::SUCCESS)
}
