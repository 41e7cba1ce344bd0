//! `ftrouter model`: paper 002's analytical latency of Duato's routing.

use crate::cli::print::print_json;
use crate::cli::stdout::say;
use ftrouter::topology::Topology;
use ftrouter::{Error, Result};
use std::process::ExitCode;

pub fn run(topology: &str, vcs: usize, packet: usize, rate: f64, json: bool) -> Result<ExitCode> {
    let topo: Topology = topology.parse()?;
    if !(0.0..=1.0).contains(&rate) || rate.is_nan() {
        return Err(Error::input(format!(
            "rate {rate} is not within 0..1 flits/node/cycle"
        )));
    }
    let input = ftrouter::analytic::ModelInput::for_topology(&topo, vcs, packet, rate)?;
    let out = ftrouter::analytic::solve(&input)?;
    if json {
        print_json(&out)?;
    } else {
        say!(
            "{topology}, V = {vcs}, M = {packet} flits, {rate} flits/node/cycle (lambda = {:.6} messages/node/cycle)",
            input.lambda
        );
        match out.latency {
            Some(l) => say!(
                "latency {l:.2} cycles ({} iterations; zero load {:.2})",
                out.iterations,
                out.zero_load_latency
            ),
            None => say!(
                "saturated: {}",
                out.saturation_reason.as_deref().unwrap_or("-")
            ),
        }
    }
    Ok(ExitCode::SUCCESS)
}
