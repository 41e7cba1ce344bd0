//! Paper 002 model next to the cycle model on torus:4x4, Duato, V = 3, wormhole (exploration).
use ftrouter::analytic;
use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::topology::{Network, Topology};
use ftrouter::workload::SimConfig;

fn main() {
    let m = 8;
    let topo: Topology = "torus:4x4".parse().unwrap();
    for step in 1..=14 {
        let rate = 0.05 * step as f64;
        let net = Network::fault_free(topo.clone());
        let tables = compile(&net, Mode::Duato).unwrap();
        let params = RouterParams::new(&tables, 3, 2 * m, m, Switching::Wormhole);
        let mut f = Fabric::with_tables(net, tables, params).unwrap();
        let cfg = SimConfig {
            rate,
            warmup: 2000,
            cycles: 10000,
            ..SimConfig::default()
        };
        let r = sim::run(&mut f, &cfg, |_, _| {}).unwrap();
        let model = analytic::solve(&analytic::from_flit_rate(4, 2, 3, m, rate)).unwrap();
        println!(
            "rate {rate:.2} sim {:?} accepted {:.3} refused {} | model {:?}",
            r.stats.avg_latency,
            r.stats.accepted_flits_per_node_cycle,
            r.stats.packets_refused,
            model.latency
        );
    }
}
