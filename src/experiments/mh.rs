//! Reproductions of Omari's mesh-hypercube examples (paper 004): Fig. 6 (the shortest
//! UD-paths from label 12 to label 1) and Fig. 9 (the multicast UD-list from label 4).
//!
//! Both are exact, deterministic enumerations; `Options` (samples, seed) do not change them.

use super::{Options, Report};
use crate::routing::mh::{
    self, ChannelClass, Phase, allowed_ports_in, channel_class, label, multicast_route,
    node_of_label, shortest_ud_paths, ud_list, ud_list_length, ud_list_literal,
};
use crate::topology::{Network, NodeId, Topology};
use crate::{Error, Result};
use serde_json::{Map, Value, json};

/// (name, description) of each experiment this file runs.
pub const EXPERIMENTS: &[(&str, &str)] = &[
    (
        "mh-unicast",
        "Omari Fig. 6: every shortest UD-path from label 12 to label 1 in MH(3, 3)",
    ),
    (
        "mh-multicast",
        "Omari Fig. 9: UD-list and path length of a multicast from label 4 in MH(3, 3)",
    ),
];

/// The four paths Fig. 6 (a)-(d) draws, as labels.
const FIG6_PATHS: [[usize; 5]; 4] = [
    [12, 4, 3, 2, 1],
    [12, 13, 5, 2, 1],
    [12, 13, 10, 9, 1],
    [12, 11, 10, 9, 1],
];
/// Fig. 9: source label, destination labels, the printed UD-list and its printed length.
const FIG9_SOURCE: usize = 4;
const FIG9_DESTS: [usize; 8] = [1, 5, 10, 11, 12, 16, 21, 23];
const FIG9_LIST: [usize; 9] = [4, 5, 10, 11, 12, 21, 23, 16, 1];
const FIG9_LENGTH: usize = 13;

pub fn run(name: &str, _opts: &Options) -> Result<Report> {
    match name {
        "mh-unicast" => Ok(unicast()),
        "mh-multicast" => Ok(multicast()),
        _ => Err(Error::input(format!(
            "experiment {name:?} is not an MH experiment"
        ))),
    }
}

/// MH(3, 3), the network of the paper's Figs. 3, 4, 6 and 9.
fn mh33() -> Network {
    Network::fault_free(Topology::mesh_hypercube(3, 3).expect("MH(3, 3) is valid"))
}

fn row(pairs: &[(&str, Value)]) -> Map<String, Value> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

fn labels_text(labels: &[usize]) -> String {
    labels
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

fn addresses_text(topo: &Topology, nodes: &[NodeId]) -> String {
    nodes
        .iter()
        .map(|&v| topo.format_node(v))
        .collect::<Vec<_>>()
        .join(" ")
}

fn unicast() -> Report {
    let net = mh33();
    let topo = &net.topo;
    let (src, dst) = (node_of_label(topo, 12), node_of_label(topo, 1));
    let paths = shortest_ud_paths(&net, src, dst);
    let mut rows = Vec::new();
    for (i, path) in paths.iter().enumerate() {
        let labels: Vec<usize> = path.iter().map(|&v| label(topo, v)).collect();
        let in_paper = FIG6_PATHS.iter().any(|p| p[..] == labels[..]);
        rows.push(row(&[
            ("item", json!(format!("path {}", i + 1))),
            ("labels", json!(labels_text(&labels))),
            ("addresses", json!(addresses_text(topo, path))),
            ("metric", json!("drawn in Fig. 6")),
            ("paper", json!(in_paper)),
            ("ours", json!(true)),
        ]));
    }
    let found = FIG6_PATHS
        .iter()
        .filter(|p| {
            paths
                .iter()
                .any(|q| q.iter().map(|&v| label(topo, v)).eq(p.iter().copied()))
        })
        .count();
    let count = |metric: &str, paper: Value, ours: usize| {
        row(&[
            ("item", json!("count")),
            ("metric", json!(metric)),
            ("paper", paper),
            ("ours", json!(ours)),
        ])
    };
    rows.push(count(
        "shortest UD-paths 12 -> 1",
        json!(FIG6_PATHS.len()),
        paths.len(),
    ));
    rows.push(count(
        "Fig. 6 paths among ours",
        json!(FIG6_PATHS.len()),
        found,
    ));
    rows.push(count(
        "shortest paths 12 -> 1 (any labels)",
        Value::Null,
        all_shortest_paths(topo, src, dst),
    ));
    rows.push(next_hops_row(
        &net,
        12,
        Phase::Up,
        "at source 12",
        "13 (\"such as\"), 11, 4",
    ));
    rows.push(next_hops_row(
        &net,
        13,
        Phase::Up,
        "at 13 after cH (12,13)",
        "10, 5",
    ));
    Report {
        experiment: "mh-unicast".into(),
        title: "Omari Fig. 6: shortest UD-paths from (1, 110) = 12 to (0, 001) = 1 in MH(3, 3)".into(),
        columns: ["item", "labels", "addresses", "metric", "paper", "ours"].map(String::from).to_vec(),
        rows,
        max_abs_diff: None,
        notes: vec![
            "Exact enumeration (no sampling). Labels l(r, x) = r * 2^n + Gray rank of x. Fig. 6 needs n = 3 \
             (3-bit addresses); its paths stay in rows 0-1, so every m >= 2 gives the same list; MH(3, 3) is \
             the network of Figs. 3 and 4."
                .into(),
            format!(
                "The paper says Fig. 6 shows 'all four possible shortest paths'; its own definitions give {} \
                 shortest UD-paths (every shortest path whose labels rise then fall; tests/suite/mh_paper.rs checks \
                 this against brute force). The four drawn paths are all among them; the others start with \
                 the cH-channel (12, 15) or take (13, 14), (10, 2) or (11, 3). See docs/mh.md.",
                paths.len()
            ),
            "Next-hop rows: the paper's text names (12, 13) only as an example ('such as') and lists Step 3's \
             choices at 13; the adaptive set also holds every other channel on a shortest UD-path."
                .into(),
        ],
    }
    .with_max_abs_diff()
}

/// Row comparing the paper's named next hops with the adaptive choice set at one node.
fn next_hops_row(
    net: &Network,
    at: usize,
    phase: Phase,
    item: &str,
    paper: &str,
) -> Map<String, Value> {
    let topo = &net.topo;
    let node = node_of_label(topo, at);
    let ours: Vec<String> = allowed_ports_in(net, node, node_of_label(topo, 1), phase)
        .into_iter()
        .map(|p| {
            let next = topo
                .neighbor(node, p)
                .expect("allowed ports lead somewhere");
            let class = channel_class(topo, node, p).map_or("?", ChannelClass::name);
            format!("{} ({class})", label(topo, next))
        })
        .collect();
    row(&[
        ("item", json!(item)),
        ("metric", json!("allowed next hops to 1")),
        ("paper", json!(paper)),
        ("ours", json!(ours.join(", "))),
    ])
}

/// Number of shortest paths (any labels) between two nodes, fault-free.
fn all_shortest_paths(topo: &Topology, src: NodeId, dst: NodeId) -> usize {
    if src == dst {
        return 1;
    }
    topo.minimal_ports(src, dst)
        .into_iter()
        .filter_map(|p| topo.neighbor(src, p))
        .map(|w| all_shortest_paths(topo, w, dst))
        .sum()
}

fn multicast() -> Report {
    let net = mh33();
    let topo = &net.topo;
    let src = node_of_label(topo, FIG9_SOURCE);
    let dests: Vec<NodeId> = FIG9_DESTS.iter().map(|&l| node_of_label(topo, l)).collect();
    let list = ud_list(topo, src, &dests);
    let mut rows = Vec::new();
    for (i, &paper) in FIG9_LIST.iter().enumerate() {
        let ours = list.get(i).copied();
        rows.push(row(&[
            ("item", json!(format!("position {i}"))),
            (
                "address",
                json!(ours.map(|l| topo.format_node(node_of_label(topo, l)))),
            ),
            ("metric", json!("UD-list label")),
            ("paper", json!(paper)),
            ("ours", json!(ours)),
        ]));
    }
    let multicast = multicast_route(&net, src, &dests);
    let legs_monotone = list
        .windows(2)
        .filter(|w| {
            let (a, b) = (node_of_label(topo, w[0]), node_of_label(topo, w[1]));
            mh::monotone_leg_hops(&net, a, b) == Some(topo.distance(a, b))
        })
        .count();
    let summary = |item: &str, metric: &str, paper: Value, ours: Value| {
        row(&[
            ("item", json!(item)),
            ("metric", json!(metric)),
            ("paper", paper),
            ("ours", ours),
        ])
    };
    rows.push(summary(
        "UD-list",
        "length (Definition 3)",
        json!(FIG9_LENGTH),
        json!(ud_list_length(topo, &list)),
    ));
    rows.push(summary(
        "routed path",
        "hops (legs by UD unicast)",
        json!(FIG9_LENGTH),
        json!(multicast.hops()),
    ));
    rows.push(summary(
        "routed path",
        "whole path is one UD-path",
        json!(true),
        json!(multicast.whole_path_is_ud),
    ));
    rows.push(summary(
        "legs",
        "legs with a minimal U-/D-path (Fig. 8)",
        Value::Null,
        json!(legs_monotone),
    ));
    let literal = ud_list_literal(topo, src, &dests);
    Report {
        experiment: "mh-multicast".into(),
        title: "Omari Fig. 9: multicast in MH(3, 3) from label 4 to {1, 5, 10, 11, 12, 16, 21, 23}".into(),
        columns: ["item", "address", "metric", "paper", "ours"].map(String::from).to_vec(),
        rows,
        max_abs_diff: None,
        notes: vec![
            "Exact (no sampling). Header by section 5's text: Fig. 7's front/back insertion over the source \
             and the destinations above it (front only when strictly nearer), reversed to start at the \
             source, then the destinations below the source in decreasing label order."
                .into(),
            format!(
                "Fig. 7's pseudo-code taken literally (source sorted in with all destinations) gives {literal:?}, \
                 which does not start at the source; the text's rule gives the printed list."
            ),
            format!(
                "Routed path (each leg by the adaptive UD unicast): {} labels {}.",
                addresses_text(topo, &multicast.path),
                labels_text(&multicast.path.iter().map(|&v| label(topo, v)).collect::<Vec<_>>())
            ),
            "The printed length 13 is the Definition 3 length (sum of MH distances). Fig. 8 routes each leg on a \
             strictly rising or falling path; legs 5 -> 10 ((0,111) -> (1,011)) and 16 -> 1 ((2,000) -> (0,001)) \
             have no such path in MH(3, 3) at all, so the 13-hop path is a chain of UD-paths, not one UD-path, \
             and section 5's deadlock argument does not cover it. See docs/mh.md."
                .into(),
        ],
    }
    .with_max_abs_diff()
}
