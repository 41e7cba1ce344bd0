//! The rust-hdl router against the native router, cycle for cycle: a fabric runs random
//! traffic near saturation with a probe on one router, and the probe's inputs are replayed
//! into `HdlRouter`; every output must be equal at every edge.

use ftrouter::fabric::Fabric;
use ftrouter::hdl::router::lockstep::{Edge, capture, replay, shape_of};
use ftrouter::router::params::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim::SimConfig;
use ftrouter::topology::{FaultSet, Network, Topology};

struct Case {
    topology: &'static str,
    faults: &'static str,
    mode: Mode,
    switching: Switching,
    vcs: usize,
    rate: f64,
}

fn fabric(c: &Case) -> Fabric {
    let topo: Topology = c.topology.parse().unwrap();
    let faults = FaultSet::parse(&topo, c.faults, 1).unwrap();
    let net = Network::new(topo, faults);
    let tables = compile(&net, c.mode).unwrap();
    let params = RouterParams::new(&tables, c.vcs, 8, 4, c.switching);
    Fabric::with_tables(net, tables, params).unwrap()
}

fn edges(c: &Case, node: usize, cycles: u64) -> (Fabric, Vec<Edge>) {
    let mut f = fabric(c);
    let cfg = SimConfig {
        rate: c.rate,
        warmup: 0,
        cycles,
        seed: 7,
        ..SimConfig::default()
    };
    let e = capture(&mut f, &cfg, node).unwrap();
    (f, e)
}

#[test]
fn bubble_vct_router_matches_the_native_router() {
    let c = Case {
        topology: "torus:4x4",
        faults: "",
        mode: Mode::Bubble,
        switching: Switching::Vct,
        vcs: 2,
        rate: 0.5,
    };
    let (f, e) = edges(&c, 5, 2000);
    println!("{:?}", shape_of(&f, 5).unwrap().generics());
    let flits: u32 = e.iter().map(|e| e.outputs.flit_valid.count_ones()).sum();
    assert!(flits > 1000, "traffic through the router: {flits} flits");
    match replay::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 16, 112>(&f, 5, &e).unwrap() {
        Ok(n) => assert_eq!(n, e.len()),
        Err(m) => panic!("{m}"),
    }
}

#[test]
fn probe_long() {
    let c = Case {
        topology: "torus:4x4",
        faults: "link:0.0-0.1,link:1.1-1.2",
        mode: Mode::Bubble,
        switching: Switching::Vct,
        vcs: 2,
        rate: 0.6,
    };
    for node in [0usize, 1, 5] {
        let (f, mut e) = edges(&c, node, 20000);
        let flits: u32 = e.iter().map(|e| e.outputs.flit_valid.count_ones()).sum();
        let t = std::time::Instant::now();
        let r = replay::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 16, 112>(&f, node, &e).unwrap();
        println!(
            "node {node}: {} edges, {flits} flits, {:?} in {:?}",
            e.len(),
            r,
            t.elapsed()
        );
        // Drop one input flit: the comparison must fail.
        let k = e.iter().position(|x| x.inputs.flit_valid != 0).unwrap();
        e[k].inputs.flit_valid &= e[k].inputs.flit_valid - 1;
        let r = replay::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 16, 112>(&f, node, &e).unwrap();
        println!("altered at {}: {:?}", e[k].cycle, r);
    }
}

