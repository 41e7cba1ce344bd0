//! Fixtures shared by the integration tests: networks from their text specs, compiled tables,
//! and router parameters with their mode's default switching.

use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{CompiledTables, Mode, compile};
use ftrouter::topology::{FaultSet, Network, Topology};

/// A network from a topology spec and a fault spec (`none`, `link:0.0-0.1`, `random:...` drawn
/// with `seed`).
pub fn network_seeded(topo: &str, faults: &str, seed: u64) -> Network {
    let topo: Topology = topo.parse().unwrap();
    let faults = FaultSet::parse(&topo, faults, seed).unwrap();
    Network::new(topo, faults)
}

/// A network from a topology spec and a fault spec, random faults drawn with seed 1.
pub fn network(topo: &str, faults: &str) -> Network {
    network_seeded(topo, faults, 1)
}

/// A network without faults.
pub fn fault_free(topo: &str) -> Network {
    Network::fault_free(topo.parse::<Topology>().unwrap())
}

/// `mode`'s tables on `net`; a failure names both.
pub fn tables(net: &Network, mode: Mode) -> CompiledTables {
    compile(net, mode).unwrap_or_else(|e| panic!("{mode} on {}: {e}", net.topo))
}

/// Router parameters for `tables` with the mode's default switching
/// (`Switching::default_for`: virtual cut-through on bubble rings, wormhole otherwise).
pub fn params(tables: &CompiledTables, vcs: usize, depth: usize, packet: usize) -> RouterParams {
    RouterParams::new(
        tables,
        vcs,
        depth,
        packet,
        Switching::default_for(tables.mode),
    )
}

/// A fabric of `mode` on `net` with `params`' defaults for the given VCs, depth and packet.
pub fn fabric(net: &Network, mode: Mode, vcs: usize, depth: usize, packet: usize) -> Fabric {
    let tables = tables(net, mode);
    let params = params(&tables, vcs, depth, packet);
    Fabric::with_tables(net.clone(), tables, params).unwrap()
}

/// Run the `ftrouter` binary with `args`.
pub fn ftrouter(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_ftrouter"))
        .args(args)
        .output()
        .expect("runs")
}
