use ftrouter::fabric::Fabric;
use ftrouter::hdl::router::lockstep::shape_of;
use ftrouter::router::params::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::topology::{FaultSet, Network, Topology};
fn main() {
    for (t, f, m, sw, v) in [
        (
            "torus:4x4",
            "link:0.0-0.1,link:1.1-1.2",
            Mode::Bubble,
            Switching::Vct,
            2,
        ),
        ("torus:4x4", "", Mode::Duato, Switching::Wormhole, 3),
        ("torus:4x4", "", Mode::Dor, Switching::Wormhole, 2),
        ("torus:4x4x4", "", Mode::Duato, Switching::Wormhole, 3),
        ("hypercube:4", "", Mode::Esv, Switching::Vct, 2),
        ("torus:4x4", "", Mode::Pv, Switching::Vct, 2),
        ("mh:2x2", "", Mode::MhUd, Switching::Vct, 2),
        ("torus:8x8", "", Mode::Bubble, Switching::Vct, 2),
    ] {
        let topo: Topology = t.parse().unwrap();
        let faults = FaultSet::parse(&topo, f, 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, m).unwrap();
        let params = RouterParams::new(&tables, v, 8, 4, sw);
        let fab = Fabric::with_tables(net, tables, params).unwrap();
        let node = (0..fab.num_nodes())
            .find(|&n| fab.routers[n].is_some())
            .unwrap();
        println!("{t} {m:?} {:?}", shape_of(&fab, node).map(|s| s.generics()));
    }
}
