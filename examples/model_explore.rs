use ftrouter::analytic::*;
fn main() {
    for &(k, n, v, m) in &[(2usize, 3usize, 3usize, 32usize), (2, 3, 3, 64), (8, 3, 3, 32), (8, 3, 5, 64), (10, 3, 3, 32), (4, 2, 3, 8)] {
        println!("== {k}-ary {n}-cube V={v} M={m}");
        let mut lam = 0.0;
        loop {
            let o = solve(&ModelInput { k, n, vcs: v, message_flits: m, lambda: lam }).unwrap();
            println!("lam={lam:.5} flit={:.4} lat={:?} it={} S={:?} Vb={:?} Ws={:?} util={:?} {:?}", lam * m as f64, o.latency, o.iterations, o.network_latency, o.multiplexing_degree, o.source_wait, o.channel_utilisation, o.saturation_reason);
            if o.saturated { break; }
            lam += 0.0005 * 32.0 / m as f64 * if k == 2 { 4.0 } else { 1.0 };
        }
    }
}
