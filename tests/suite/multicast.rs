//! Path-based multicast with absorb-and-forward on MH(m, n) (paper 004, section 5) in the
//! cycle model: every listed destination gets the whole packet exactly once, at the cycle the
//! pipeline formula gives; layered VCs keep it deadlock-free under overload; the paper's
//! literal scheme (any leg on any VC) deadlocks, and the watchdog says where.

use crate::common;
use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::mh;
use ftrouter::routing::table::Mode;
use ftrouter::sim;
use ftrouter::topology::NodeId;
use ftrouter::workload::traffic::TraceRecord;
use ftrouter::workload::{Pattern, SimConfig};

/// An MH-UD fabric whose head flits list up to `list` destinations after the first.
fn fabric(spec: &str, vcs: usize, layers: bool, list: usize) -> Fabric {
    let net = common::fault_free(spec);
    let tables = common::tables(&net, Mode::MhUd);
    let mut params = RouterParams::new(&tables, vcs, 8, 4, Switching::Wormhole);
    params.multicast_layers = layers;
    params.list_capacity = list;
    params.validate().unwrap();
    Fabric::with_tables(net, tables, params).unwrap()
}

#[test]
fn fig9_multicast_reaches_every_destination_on_the_formula() {
    // Paper 004 Fig. 9: MH(3, 3), source label 4, destinations {1, 5, 10, 11, 12, 16, 21, 23}.
    let mut f = fabric("mh:3x3", 8, true, 7);
    let topo = f.network().topo.clone();
    let at = |l: usize| mh::node_of_label(&topo, l);
    let dests: Vec<NodeId> = [1, 5, 10, 11, 12, 16, 21, 23]
        .iter()
        .map(|&l| at(l))
        .collect();
    let record = TraceRecord {
        cycle: 0,
        source: at(4),
        dest: dests[0],
        flits: 4,
        more: dests[1..].to_vec(),
    };
    let cfg = SimConfig {
        pattern: Pattern::Trace(vec![record]),
        warmup: 0,
        cycles: 10,
        ..SimConfig::default()
    };
    let r = sim::run(&mut f, &cfg, |_, _| {}).unwrap();
    let p = &r.packets[0];
    // Header order is the UD-list of the paper.
    let order: Vec<usize> = p.multicast.iter().map(|&v| mh::label(&topo, v)).collect();
    assert_eq!(order, vec![5, 10, 11, 12, 21, 23, 16, 1]);
    // Each destination receives the tail (hops so far + 1) x (S + 1) + (L - 1) cycles after
    // creation: absorbing costs nothing beyond a normal router traversal.
    let mut hops = 0;
    let mut prev = at(4);
    for (k, &d) in p.multicast.iter().enumerate() {
        hops += topo.distance(prev, d) as u64;
        prev = d;
        assert_eq!(
            p.arrivals[k],
            Some((hops + 1) * 6 + 3),
            "destination label {}",
            order[k]
        );
    }
    assert_eq!(hops, 13, "the paper's path length");
    assert_eq!(p.delivered, p.arrivals.last().copied().flatten());
    assert_eq!(p.hops as u64, hops + 1, "router traversals of the head");
}

#[test]
fn layered_multicast_drains_after_overload() {
    let mut f = fabric("mh:4x3", 4, true, 3);
    let cfg = SimConfig {
        pattern: Pattern::Multicast { count: 4 },
        rate: 0.9,
        warmup: 0,
        cycles: 1_000,
        watchdog: 3_000,
        ..SimConfig::default()
    };
    let r = sim::run(&mut f, &cfg, |_, _| {}).unwrap();
    let st = &r.stats;
    assert!(!st.deadlock, "{:?}", st.blocked);
    assert_eq!(st.packets_in_flight, 0);
    assert_eq!(st.packets_delivered, st.packets_injected);
    for p in &r.packets {
        assert_eq!(p.multicast.len(), 4);
        assert!(p.arrivals.iter().all(|a| a.is_some_and(|c| c > p.created)));
        assert_eq!(p.delivered, p.arrivals.iter().flatten().max().copied());
    }
    assert_eq!(f.flits_in_network(), 0);
}

/// The destination list travels in the head flit: a router whose header holds fewer
/// destinations than the traffic lists refuses the run, naming both numbers; the default flit
/// grows to hold the list.
#[test]
fn the_header_list_must_hold_the_traffic() {
    let mut f = fabric("mh:3x3", 4, true, 2);
    let cfg = SimConfig {
        pattern: Pattern::Multicast { count: 4 },
        ..SimConfig::default()
    };
    let err = sim::run(&mut f, &cfg, |_, _| {}).err().unwrap().to_string();
    assert!(
        err.contains("lists 2 destinations after the first, not 3"),
        "{err}"
    );
    // mh:3x3: 5-bit node ids; 7 further destinations make a 5 + 48 + 4 + 35 = 92-bit header.
    let f = fabric("mh:3x3", 8, true, 7);
    let fmt = ftrouter::router::flit::FlitFormat::for_params(f.num_nodes(), f.params());
    assert_eq!((fmt.header_bits(), fmt.data_bits), (92, 92));
    assert_eq!(fabric("mh:3x3", 8, true, 0).params().list_capacity, 0);
}

#[test]
fn paper_literal_multicast_deadlocks_and_the_watchdog_reports_it() {
    let mut f = fabric("mh:4x3", 4, false, 3);
    let cfg = SimConfig {
        pattern: Pattern::Multicast { count: 4 },
        rate: 0.5,
        warmup: 0,
        cycles: 2_000,
        watchdog: 1_000,
        ..SimConfig::default()
    };
    let r = sim::run(&mut f, &cfg, |_, _| {}).unwrap();
    let st = &r.stats;
    assert!(st.deadlock, "expected the chained UD legs to deadlock");
    assert!(!st.blocked.is_empty());
    // Conservation still holds: nothing lost, the stuck packets are reported in flight.
    assert_eq!(
        st.packets_delivered + st.packets_in_flight + st.packets_undeliverable,
        st.packets_injected
    );
    assert!(st.packets_in_flight > 0);
}

#[test]
fn multicast_needs_mh_ud_and_enough_layers() {
    let mut f = fabric("mh:3x3", 2, true, 2);
    let cfg = SimConfig {
        pattern: Pattern::Multicast { count: 3 },
        ..SimConfig::default()
    };
    let err = sim::run(&mut f, &cfg, |_, _| {}).err().unwrap().to_string();
    assert!(err.contains("--vcs >= 3"), "{err}");
}
