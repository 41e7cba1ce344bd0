//! Performance shortcuts of the cycle kernel must not change results: skipping idle routers
//! (and visiting only busy wires) gives exactly the packet records of evaluating every router
//! every cycle, on light traffic (many idle routers) and past saturation, with and without faults.

use crate::common;

use ftrouter::routing::table::Mode;
use ftrouter::sim;
use ftrouter::topology::{FaultSet, Network, Topology};
use ftrouter::workload::{PacketRecord, SimConfig};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn run(spec: &str, mode: Mode, faults: usize, rate: f64, skip_idle: bool) -> Vec<PacketRecord> {
    let topo: Topology = spec.parse().unwrap();
    let mut fs = FaultSet::none();
    fs.add_random(&topo, 0, faults, &mut StdRng::seed_from_u64(11))
        .unwrap();
    let net = Network::new(topo, fs);
    let mut f = common::fabric(&net, mode, 2, 8, 4);
    f.set_skip_idle(skip_idle);
    let cfg = SimConfig {
        rate,
        warmup: 100,
        cycles: 700,
        seed: 4,
        ..SimConfig::default()
    };
    sim::run(&mut f, &cfg, |_, _| {}).unwrap().packets
}

#[test]
fn skipping_idle_routers_changes_nothing() {
    for (spec, mode, faults, rate) in [
        ("torus:8x8", Mode::Dor, 0, 0.02),
        ("torus:8x8", Mode::Bubble, 0, 0.8),
        ("torus:8x8", Mode::Bubble, 5, 0.3),
        ("hypercube:5", Mode::Duato, 2, 0.6),
    ] {
        let (all, skipped) = (
            run(spec, mode, faults, rate, false),
            run(spec, mode, faults, rate, true),
        );
        assert!(all.len() > 100, "{spec} {mode}: too little traffic");
        assert!(all.iter().any(|p| p.delivered.is_some()));
        assert_eq!(all, skipped, "{spec} {mode} faults {faults} rate {rate}");
    }
}
