use ftrouter::routing::safety::{vectors, SafetyKind};
use ftrouter::topology::{FaultSet, Network, Topology};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let topo = Topology::hypercube(args[1].parse().unwrap()).unwrap();
    let faults = FaultSet::parse(&topo, &args[2], 1).unwrap();
    let net = Network::new(topo, faults);
    for kind in [SafetyKind::Level, SafetyKind::Vector, SafetyKind::Extended] {
        let rows = vectors(&net, kind).unwrap();
        let s: Vec<String> = rows.iter().map(|r| format!("{}{}:{}", r.node, if r.faulty {"*"} else {""}, r.vector.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(""))).collect();
        println!("{:?}: {}", kind, s.join(" "));
    }
}
