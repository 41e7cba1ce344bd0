//! Cross-validation of the cycle model and the behavioral model, printed as JSON.
//! Usage: cargo run --release --example behav_crossval -- TOPOLOGY MODE RATE[,RATE...] [CYCLES] [FAULTS]

use ftrouter::router::Switching;
use ftrouter::router::params::RouterParams;
use ftrouter::routing::table::{Mode, compile};
use ftrouter::topology::{FaultSet, Network, Topology};
use ftrouter::workload::SimConfig;

fn main() -> ftrouter::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let topo: Topology = get(0, "torus:4x4").parse()?;
    let mode: Mode = get(1, "dor").parse()?;
    let rates: Vec<f64> = get(2, "0.05,0.1,0.2,0.3,0.5")
        .split(',')
        .map(|r| r.parse().expect("rate"))
        .collect();
    let cycles: u64 = get(3, "10000").parse().expect("cycles");
    let faults = FaultSet::parse(&topo, &get(4, ""), 1)?;
    let net = Network::new(topo, faults);
    let tables = compile(&net, mode)?;
    let switching = if mode.uses_rings() {
        Switching::Vct
    } else {
        Switching::Wormhole
    };
    let vcs = if mode == Mode::Dor { 2 } else { 3 };
    let params = RouterParams::new(&tables, vcs, 8, 4, switching);
    let cfg = SimConfig {
        cycles,
        ..SimConfig::default()
    };
    let report = ftrouter::crossval::crossval(&net, mode, &params, &cfg, &rates)?;
    println!(
        "{}",
        serde_json::to_string_pretty(&report).expect("serialisable")
    );
    Ok(())
}
