//! Omari (paper 004) checks: Fig. 6 and Fig. 9 against the paper, and the adaptive UD unicast
//! against brute force (path enumeration, channel dependency graphs, reachability).

use ftrouter::experiments::{self, Options};
use ftrouter::routing::Outcome;
use ftrouter::routing::mh::{
    Phase, allowed_ports, allowed_ports_in, channel_class, escape_port, label, monotone_leg_hops,
    multicast_route, node_of_label, route, shortest_ud_paths, ud_list, ud_list_length,
};
use ftrouter::topology::{FaultSet, Network, NodeId, PortId, Topology};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap, VecDeque};

fn mh(m: usize, n: usize) -> Topology {
    Topology::mesh_hypercube(m, n).unwrap()
}

/// The paper's label formula, written out independently: l(r, x) = r 2^n + sum_i (c_i x̄_i + c̄_i x_i) 2^i,
/// c_{n-1} = 0 and c_i = x_{n-1} xor ... xor x_{i+1}.
fn paper_label(topo: &Topology, node: NodeId) -> usize {
    let n = topo.num_dims() - 1;
    let row = topo.coord(node, n);
    let bit = |i: usize| topo.coord(node, i);
    let mut sum = 0;
    for i in 0..n {
        let c = (i + 1..n).fold(0, |acc, j| acc ^ bit(j));
        sum += ((c & (1 - bit(i))) | ((1 - c) & bit(i))) << i;
    }
    row * (1 << n) + sum
}

/// Labels rise then fall (an empty rise or fall allowed), from the labels alone.
fn rises_then_falls(labels: &[usize]) -> bool {
    let mut i = 0;
    while i + 1 < labels.len() && labels[i] < labels[i + 1] {
        i += 1;
    }
    while i + 1 < labels.len() && labels[i] > labels[i + 1] {
        i += 1;
    }
    i + 1 >= labels.len()
}

/// Every shortest path (fault-free distance decreasing at each hop), by depth-first search.
fn all_shortest_paths(topo: &Topology, src: NodeId, dst: NodeId) -> Vec<Vec<NodeId>> {
    let mut out = Vec::new();
    let mut path = vec![src];
    fn go(topo: &Topology, dst: NodeId, path: &mut Vec<NodeId>, out: &mut Vec<Vec<NodeId>>) {
        let v = *path.last().unwrap();
        if v == dst {
            out.push(path.clone());
            return;
        }
        for p in topo.port_ids() {
            if let Some(w) = topo.neighbor(v, p)
                && topo.distance(w, dst) + 1 == topo.distance(v, dst)
            {
                path.push(w);
                go(topo, dst, path, out);
                path.pop();
            }
        }
    }
    go(topo, dst, &mut path, &mut out);
    out
}

fn labels_of(topo: &Topology, path: &[NodeId]) -> Vec<usize> {
    path.iter().map(|&v| paper_label(topo, v)).collect()
}

#[test]
fn labels_follow_the_paper_formula() {
    for (m, n) in [(3, 3), (4, 3), (2, 4), (5, 1)] {
        let topo = mh(m, n);
        for v in topo.node_ids() {
            assert_eq!(
                label(&topo, v),
                paper_label(&topo, v),
                "MH({m},{n}) node {v}"
            );
            assert_eq!(node_of_label(&topo, label(&topo, v)), v);
        }
    }
    let topo = mh(3, 3);
    assert_eq!(paper_label(&topo, topo.parse_node("1:110").unwrap()), 12);
    assert_eq!(paper_label(&topo, topo.parse_node("0:001").unwrap()), 1);
}

#[test]
fn shortest_ud_paths_equal_brute_force_on_every_pair() {
    for (m, n) in [(3, 3), (2, 2), (4, 2)] {
        let topo = mh(m, n);
        let net = Network::fault_free(topo.clone());
        for s in topo.node_ids() {
            for d in topo.node_ids() {
                let brute: BTreeSet<Vec<NodeId>> = all_shortest_paths(&topo, s, d)
                    .into_iter()
                    .filter(|p| rises_then_falls(&labels_of(&topo, p)))
                    .collect();
                let ours: BTreeSet<Vec<NodeId>> =
                    shortest_ud_paths(&net, s, d).into_iter().collect();
                assert!(
                    !brute.is_empty(),
                    "MH({m},{n}): no shortest UD path {s} -> {d}"
                );
                assert_eq!(ours, brute, "MH({m},{n}) {s} -> {d}");
            }
        }
    }
}

#[test]
fn fig6_paths_are_among_the_shortest_ud_paths() {
    let topo = mh(3, 3);
    let net = Network::fault_free(topo.clone());
    let (src, dst) = (node_of_label(&topo, 12), node_of_label(&topo, 1));
    let ours: Vec<Vec<usize>> = shortest_ud_paths(&net, src, dst)
        .iter()
        .map(|p| labels_of(&topo, p))
        .collect();
    for fig in [
        [12, 4, 3, 2, 1],
        [12, 13, 5, 2, 1],
        [12, 13, 10, 9, 1],
        [12, 11, 10, 9, 1],
    ] {
        assert!(ours.contains(&fig.to_vec()), "Fig. 6 path {fig:?} missing");
    }
    // The definitions admit more than the four drawn: e.g. the cH-channel (12, 15) starts one.
    assert!(ours.contains(&vec![12, 15, 14, 9, 1]));
    let brute = all_shortest_paths(&topo, src, dst)
        .into_iter()
        .filter(|p| rises_then_falls(&labels_of(&topo, p)))
        .count();
    assert_eq!(ours.len(), brute);
    assert_eq!(brute, 12);
}

fn report_rows(name: &str) -> Vec<serde_json::Map<String, Value>> {
    experiments::run(name, &Options::default()).unwrap().rows
}

fn find_row<'a>(
    rows: &'a [serde_json::Map<String, Value>],
    metric: &str,
) -> &'a serde_json::Map<String, Value> {
    rows.iter()
        .find(|r| r["metric"] == metric)
        .unwrap_or_else(|| panic!("no row {metric}"))
}

#[test]
fn mh_unicast_experiment_lists_every_shortest_ud_path() {
    let rows = report_rows("mh-unicast");
    let topo = mh(3, 3);
    let path_rows: Vec<_> = rows
        .iter()
        .filter(|r| r["metric"] == "drawn in Fig. 6")
        .collect();
    let listed: BTreeSet<Vec<usize>> = path_rows
        .iter()
        .map(|r| {
            r["labels"]
                .as_str()
                .unwrap()
                .split('-')
                .map(|x| x.parse().unwrap())
                .collect()
        })
        .collect();
    let brute: BTreeSet<Vec<usize>> =
        all_shortest_paths(&topo, node_of_label(&topo, 12), node_of_label(&topo, 1))
            .iter()
            .map(|p| labels_of(&topo, p))
            .filter(|l| rises_then_falls(l))
            .collect();
    assert_eq!(listed, brute);
    assert_eq!(path_rows.iter().filter(|r| r["paper"] == true).count(), 4);
    let count = find_row(&rows, "shortest UD-paths 12 -> 1");
    assert_eq!(count["paper"], 4);
    assert_eq!(count["ours"], brute.len());
    assert_eq!(find_row(&rows, "Fig. 6 paths among ours")["ours"], 4);
}

#[test]
fn mh_multicast_experiment_reproduces_fig9() {
    let rows = report_rows("mh-multicast");
    let list: Vec<_> = rows
        .iter()
        .filter(|r| r["metric"] == "UD-list label")
        .collect();
    assert_eq!(list.len(), 9);
    for r in &list {
        assert_eq!(r["paper"], r["ours"], "{r:?}");
    }
    assert_eq!(find_row(&rows, "length (Definition 3)")["ours"], 13);
    assert_eq!(find_row(&rows, "hops (legs by UD unicast)")["ours"], 13);

    let topo = mh(3, 3);
    let net = Network::fault_free(topo.clone());
    let src = node_of_label(&topo, 4);
    let dests: Vec<NodeId> = [1, 5, 10, 11, 12, 16, 21, 23]
        .iter()
        .map(|&l| node_of_label(&topo, l))
        .collect();
    let header = ud_list(&topo, src, &dests);
    assert_eq!(header, vec![4, 5, 10, 11, 12, 21, 23, 16, 1]);
    assert_eq!(ud_list_length(&topo, &header), 13);
    let mc = multicast_route(&net, src, &dests);
    assert_eq!(mc.hops(), 13);
    assert_eq!(mc.outcome, Outcome::Optimal);
    // The path visits every destination in header order.
    let mut next = 1;
    for &v in &mc.path {
        if next < mc.order.len() && v == mc.order[next] {
            next += 1;
        }
    }
    assert_eq!(next, mc.order.len());
}

#[test]
fn fig9_legs_without_a_monotone_path_have_none_by_brute_force() {
    let topo = mh(3, 3);
    let net = Network::fault_free(topo.clone());
    for (a, b) in [(5, 10), (16, 1)] {
        let (a, b) = (node_of_label(&topo, a), node_of_label(&topo, b));
        assert_eq!(monotone_leg_hops(&net, a, b), None);
        // No path at all whose labels move strictly towards b's without passing it.
        let (la, lb) = (paper_label(&topo, a), paper_label(&topo, b));
        let mut seen = BTreeSet::from([a]);
        let mut queue = VecDeque::from([a]);
        while let Some(v) = queue.pop_front() {
            for p in topo.port_ids() {
                let Some(w) = topo.neighbor(v, p) else {
                    continue;
                };
                let (lv, lw) = (paper_label(&topo, v), paper_label(&topo, w));
                let toward = if la < lb {
                    lv < lw && lw <= lb
                } else {
                    lv > lw && lw >= lb
                };
                if toward && seen.insert(w) {
                    queue.push_back(w);
                }
            }
        }
        assert!(!seen.contains(&b));
    }
    // The other six legs have a monotone path of MH-distance length.
    for (a, b) in [(4, 5), (10, 11), (11, 12), (12, 21), (21, 23), (23, 16)] {
        let (a, b) = (node_of_label(&topo, a), node_of_label(&topo, b));
        assert_eq!(monotone_leg_hops(&net, a, b), Some(topo.distance(a, b)));
    }
}

/// Channels as (node, port) of working links.
fn channels(net: &Network) -> Vec<(NodeId, PortId)> {
    net.healthy_nodes()
        .flat_map(|v| {
            net.port_ids()
                .filter(move |&p| net.link(v, p).is_some())
                .map(move |p| (v, p))
        })
        .collect()
}

/// Channel dependency graph: c1 -> c2 when some packet may hold c1 and request c2.
/// `with_phase` applies the paper's T rule (after a Low channel only Low channels);
/// without it every arrival is offered the source's choice set.
fn dependency_graph(
    net: &Network,
    with_phase: bool,
) -> HashMap<(NodeId, PortId), BTreeSet<(NodeId, PortId)>> {
    let topo = &net.topo;
    let mut graph: HashMap<_, BTreeSet<_>> = HashMap::new();
    for d in net.healthy_nodes() {
        for (u, p) in channels(net) {
            let v = net.link(u, p).unwrap();
            let used = [Phase::Up, Phase::Down]
                .into_iter()
                .any(|ph| allowed_ports_in(net, u, d, ph).contains(&p));
            if !used || v == d {
                continue;
            }
            let phase = if with_phase {
                Phase::after(channel_class(topo, u, p).unwrap())
            } else {
                Phase::Up
            };
            for q in allowed_ports_in(net, v, d, phase) {
                graph.entry((u, p)).or_default().insert((v, q));
            }
        }
    }
    graph
}

fn is_acyclic(graph: &HashMap<(NodeId, PortId), BTreeSet<(NodeId, PortId)>>) -> bool {
    let mut indegree: HashMap<(NodeId, PortId), usize> = HashMap::new();
    for (c, succ) in graph {
        indegree.entry(*c).or_default();
        for s in succ {
            *indegree.entry(*s).or_default() += 1;
        }
    }
    let mut ready: Vec<_> = indegree
        .iter()
        .filter(|(_, d)| **d == 0)
        .map(|(c, _)| *c)
        .collect();
    let mut removed = 0;
    while let Some(c) = ready.pop() {
        removed += 1;
        for s in graph.get(&c).into_iter().flatten() {
            let d = indegree.get_mut(s).unwrap();
            *d -= 1;
            if *d == 0 {
                ready.push(*s);
            }
        }
    }
    removed == indegree.len()
}

fn networks_under_test() -> Vec<Network> {
    let mut nets = Vec::new();
    for (m, n) in [(3, 3), (4, 3)] {
        let topo = mh(m, n);
        nets.push(Network::fault_free(topo.clone()));
        for seed in 0..3u64 {
            let mut faults = FaultSet::none();
            let mut rng = StdRng::seed_from_u64(seed);
            faults
                .add_random(&topo, 1 + seed as usize % 2, 2 + seed as usize, &mut rng)
                .unwrap();
            nets.push(Network::new(topo.clone(), faults));
        }
    }
    nets
}

#[test]
fn channel_dependency_graph_is_acyclic_with_and_without_faults() {
    for net in networks_under_test() {
        let graph = dependency_graph(&net, true);
        assert!(graph.values().map(BTreeSet::len).sum::<usize>() > 0);
        assert!(
            is_acyclic(&graph),
            "{} faults {}",
            net.topo,
            net.faults.format(&net.topo)
        );
    }
}

#[test]
fn without_the_phase_rule_the_dependency_graph_has_cycles() {
    // Why the router must remember whether a packet has descended (the paper's T parameter).
    let net = Network::fault_free(mh(3, 3));
    assert!(!is_acyclic(&dependency_graph(&net, false)));
}

#[test]
fn every_allowed_port_is_minimal_and_every_walk_arrives() {
    for (m, n) in [(3, 3), (4, 3)] {
        let topo = mh(m, n);
        let net = Network::fault_free(topo.clone());
        for d in topo.node_ids() {
            for s in topo.node_ids() {
                // Explore every choice from (s, Up): each state either is d or offers a port,
                // and each port shortens the fault-free distance by one.
                let mut seen = BTreeSet::from([(s, Phase::Up as u8)]);
                let mut stack = vec![(s, Phase::Up)];
                while let Some((v, ph)) = stack.pop() {
                    let ports = allowed_ports_in(&net, v, d, ph);
                    assert_eq!(ports.is_empty(), v == d, "MH({m},{n}) stuck at {v} for {d}");
                    for p in ports {
                        let w = topo.neighbor(v, p).unwrap();
                        assert_eq!(topo.distance(w, d) + 1, topo.distance(v, d));
                        let next = Phase::after(channel_class(&topo, v, p).unwrap());
                        if seen.insert((w, next as u8)) {
                            stack.push((w, next));
                        }
                    }
                }
                let r = route(&net, s, d);
                assert_eq!(r.outcome, Outcome::Optimal);
                if s != d {
                    assert!(allowed_ports(&net, s, d).contains(&escape_port(&net, s, d).unwrap()));
                }
            }
        }
    }
}

/// Is there any UD path (labels up then down, any length) in the surviving graph?
fn some_ud_path(net: &Network, src: NodeId, dst: NodeId) -> bool {
    let topo = &net.topo;
    let mut seen = BTreeSet::from([(src, true)]);
    let mut queue = VecDeque::from([(src, true)]);
    while let Some((v, rising)) = queue.pop_front() {
        if v == dst {
            return true;
        }
        for p in net.port_ids() {
            let Some(w) = net.link(v, p) else { continue };
            let up = paper_label(topo, w) > paper_label(topo, v);
            if up && !rising {
                continue;
            }
            if seen.insert((w, up)) {
                queue.push_back((w, up));
            }
        }
    }
    false
}

#[test]
fn faulty_routes_are_ud_paths_and_fail_only_without_one() {
    for net in networks_under_test() {
        let topo = &net.topo;
        for s in net.healthy_nodes() {
            for d in net.healthy_nodes() {
                let r = route(&net, s, d);
                let connected =
                    net.distances_from(s)[d.index()] != ftrouter::topology::network::UNREACHABLE;
                match r.outcome {
                    Outcome::Optimal | Outcome::Nonminimal => {
                        assert_eq!(*r.path.last().unwrap(), d);
                        assert!(rises_then_falls(&labels_of(topo, &r.path)));
                        for w in r.path.windows(2) {
                            assert!(
                                topo.port_to(w[0], w[1])
                                    .is_some_and(|p| net.link(w[0], p) == Some(w[1]))
                            );
                        }
                        assert_eq!(
                            r.outcome == Outcome::Optimal,
                            r.hops() == topo.distance(s, d)
                        );
                    }
                    Outcome::Failure => {
                        assert!(connected && !some_ud_path(&net, s, d), "{s} -> {d}")
                    }
                    Outcome::Unreachable => assert!(!connected),
                    Outcome::Suboptimal => panic!("UD routing promises no suboptimal band"),
                }
                if r.delivered() {
                    assert!(some_ud_path(&net, s, d));
                } else if connected {
                    assert!(!some_ud_path(&net, s, d));
                }
            }
        }
    }
}
