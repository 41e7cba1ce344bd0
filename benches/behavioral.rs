//! Speed of the flow-control behavioral model against the cycle model (the goal: at least 3x
//! the cycle model's router-cycles per second on torus:8x8 at 0.2), `cargo bench --bench
//! behavioral`. Both models run the same traffic several times; each figure is the best of
//! the repetitions (the least disturbed by other work on the machine), and the ratio is
//! printed beside them.

use ftrouter::behavioral::{self, BehavioralConfig};
use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::topology::{Network, Topology};
use ftrouter::workload::SimConfig;
use std::time::Instant;

const REPEATS: usize = 5;

fn main() {
    let cases = [
        ("torus:8x8", Mode::Dor, 2, Switching::Wormhole),
        ("torus:8x8", Mode::Duato, 3, Switching::Wormhole),
        ("torus:8x8", Mode::Bubble, 2, Switching::Vct),
    ];
    println!(
        "{:<24} {:>14} {:>14} {:>7}",
        "case (rate 0.2)", "cycle rc/s", "flow rc/s", "ratio"
    );
    for (topo, mode, vcs, sw) in cases {
        let net = Network::fault_free(topo.parse::<Topology>().expect("valid topology"));
        let tables = compile(&net, mode).expect("compiles");
        let params = RouterParams::new(&tables, vcs, 8, 4, sw);
        let cfg = SimConfig {
            rate: 0.2,
            warmup: 1_000,
            cycles: 20_000,
            ..SimConfig::default()
        };
        let router_cycles = |cycles: u64| (net.healthy_nodes().count() as u64 * cycles) as f64;
        let mut best = [0f64; 2];
        for _ in 0..REPEATS {
            let mut fabric =
                Fabric::with_tables(net.clone(), tables.clone(), params.clone()).expect("builds");
            let t = Instant::now();
            let r = sim::run(&mut fabric, &cfg, |_, _| {}).expect("runs");
            best[0] = best[0].max(router_cycles(r.stats.cycles) / t.elapsed().as_secs_f64());
            let bcfg = BehavioralConfig::matching(fabric.params());
            let t = Instant::now();
            let r = behavioral::run(&net, &tables, &cfg, &bcfg).expect("runs");
            best[1] = best[1].max(router_cycles(r.stats.cycles) / t.elapsed().as_secs_f64());
        }
        println!(
            "{:<24} {:>14.0} {:>14.0} {:>7.2}",
            format!("{topo} {mode} {vcs} VCs"),
            best[0],
            best[1],
            best[1] / best[0]
        );
    }
}
