//! Digest of packet records for a few configurations (checks optimisations keep results bit-identical).
use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::topology::{FaultSet, Network, Topology};
use ftrouter::workload::SimConfig;
use rand::SeedableRng;
use std::hash::{Hash, Hasher};

fn main() {
    for (spec, mode, rate, faults) in [
        ("torus:8x8", Mode::Dor, 0.2, 0),
        ("torus:8x8", Mode::Bubble, 0.6, 0),
        ("torus:8x8", Mode::Bubble, 0.9, 6),
        ("torus:4x4x4", Mode::Duato, 0.5, 0),
        ("torus:4x4x4", Mode::Pv, 0.5, 3),
        ("hypercube:6", Mode::Esv, 0.5, 3),
        ("mh:4x3", Mode::MhUd, 0.4, 0),
        ("utorus:8x8x8", Mode::Dor, 0.3, 0),
    ] {
        let topo: Topology = spec.parse().unwrap();
        let mut fs = FaultSet::none();
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        fs.add_random(&topo, faults / 3, faults, &mut rng).unwrap();
        let net = Network::new(topo, fs);
        let tables = compile(&net, mode).unwrap();
        let sw = if mode.uses_rings() {
            Switching::Vct
        } else {
            Switching::Wormhole
        };
        let vcs = if mode == Mode::Duato { 3 } else { 2 };
        let params = RouterParams::new(&tables, vcs, 8, 4, sw);
        let mut f = Fabric::with_tables(net.clone(), tables.clone(), params.clone()).unwrap();
        let cfg = SimConfig {
            rate,
            warmup: 200,
            cycles: 3000,
            seed: 7,
            ..SimConfig::default()
        };
        let r = sim::run(&mut f, &cfg, |_, _| {}).unwrap();
        let mut h = std::collections::hash_map::DefaultHasher::new();
        format!("{:?}", r.packets).hash(&mut h);
        // The parallel step (docs/performance.md, "Threads") on 3 threads, split however small.
        let mut threaded = Fabric::with_tables(net, tables, params).unwrap();
        threaded.set_min_routers_per_thread(1).unwrap();
        let three = SimConfig { threads: 3, ..cfg };
        let r3 = sim::run(&mut threaded, &three, |_, _| {}).unwrap();
        assert!(r3.packets == r.packets, "{spec} {mode}: 3 threads differ");
        let st = r.stats;
        println!(
            "{spec} {mode} {rate} f{faults}: {:016x} n={} lat={:?} acc={} cyc={} dl={} util={}",
            h.finish(),
            r.packets.len(),
            st.avg_latency,
            st.accepted_flits_per_node_cycle,
            st.cycles,
            st.deadlock,
            st.avg_router_utilisation
        );
    }
}
