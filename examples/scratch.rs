use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim::traffic::TraceRecord;
use ftrouter::sim::{self, Pattern, SimConfig};
use ftrouter::topology::{Network, Topology};
fn main() {
    let topo: Topology = "torus:8x8".parse().unwrap();
    let net = Network::fault_free(topo);
    let tables = compile(&net, Mode::Dor).unwrap();
    let params = RouterParams::new(&tables, 2, 8, 4, Switching::Wormhole);
    let mut f = Fabric::with_tables(net, tables, params).unwrap();
    let cfg = SimConfig { pattern: Pattern::Trace(vec![TraceRecord { cycle: 0, source: 41, dest: 2, flits: 4 }]), warmup: 0, cycles: 100, ..SimConfig::default() };
    let r = sim::run(&mut f, &cfg, |now, f| {
        for r in f.routers.iter().flatten() {
            for (i, ivc) in r.inputs.iter().enumerate() {
                if !ivc.buf.is_empty() { println!("{now} r{} ivc{i} n={} {:?}", r.node, ivc.buf.len(), ivc.state); }
            }
        }
    }).unwrap();
    println!("{:?}", r.packets);
}
