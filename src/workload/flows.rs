//! Per-flow statistics (`sim --flows source|pair`): each source's (or each source and
//! destination pair's) share of the run's latency and accepted throughput.
//!
//! Each figure partitions the global one of `stats::SimStats` by the same rule, so the flows
//! add up to it exactly: latency and hops over the measured, delivered packets
//! (`stats::Tally::finish`), accepted throughput over the flits ejected during the
//! measurement window (the kernel's `eject` in src/sim/mod.rs, the behavioral models'
//! `collect` in src/behavioral/mod.rs). The table is sparse: a pair appears once a packet of
//! it was delivered or one of its flits ejected in the window; every healthy source appears.

use super::PacketRecord;
use crate::topology::{Network, NodeId};
use crate::{Error, Result};
use serde::Serialize;
use std::collections::HashMap;

/// What a flow is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowKey {
    /// Every packet of one source node.
    Source,
    /// Every packet from one source to one destination.
    Pair,
}

impl std::str::FromStr for FlowKey {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        match s {
            "source" => Ok(FlowKey::Source),
            "pair" => Ok(FlowKey::Pair),
            other => Err(Error::input(format!(
                "--flows {other:?}: use source or pair"
            ))),
        }
    }
}

impl std::fmt::Display for FlowKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FlowKey::Source => "source",
            FlowKey::Pair => "pair",
        })
    }
}

/// One flow's running totals.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    /// Measured, delivered packets, the sum and largest of their latencies and their links.
    packets: u64,
    latency_sum: u64,
    latency_max: u64,
    hops_sum: u64,
    /// Flits ejected during the measurement window.
    flits: u64,
}

/// The running totals of every flow seen, by key.
#[derive(Clone, Debug)]
pub struct FlowTally {
    key: FlowKey,
    nodes: u64,
    flows: HashMap<u64, Counts>,
}

impl FlowTally {
    pub fn new(key: FlowKey, nodes: usize) -> Self {
        FlowTally {
            key,
            nodes: nodes as u64,
            flows: HashMap::new(),
        }
    }

    fn entry(&mut self, src: NodeId, dst: NodeId) -> &mut Counts {
        let k = match self.key {
            FlowKey::Source => src.index() as u64,
            FlowKey::Pair => src.index() as u64 * self.nodes + dst.index() as u64,
        };
        self.flows.entry(k).or_default()
    }

    /// A finished packet: counted as `stats::Tally::finish` counts it in the latency.
    pub fn finish(&mut self, p: &PacketRecord) {
        if p.undeliverable || p.lost.is_some() || !p.measured {
            return;
        }
        let Some(d) = p.delivered else { return };
        let latency = d - p.created;
        let c = self.entry(p.src, p.dst);
        c.packets += 1;
        c.latency_sum += latency;
        c.latency_max = c.latency_max.max(latency);
        c.hops_sum += u64::from(p.links());
    }

    /// `flits` of a packet from `src` to `dst` ejected during the measurement window.
    pub fn ejected(&mut self, src: NodeId, dst: NodeId, flits: u64) {
        if flits > 0 {
            self.entry(src, dst).flits += flits;
        }
    }

    /// The published rows, in source (then destination) order: every healthy source, or
    /// every pair seen; throughput over `cycles` measured cycles.
    pub fn rows(&self, net: &Network, cycles: u64) -> Vec<FlowRow> {
        let mut keys: Vec<u64> = match self.key {
            FlowKey::Source => {
                let mut k: Vec<u64> = net.healthy_nodes().map(|v| v.index() as u64).collect();
                k.extend(self.flows.keys().filter(|&&s| !net.is_healthy(node(s))));
                k
            }
            FlowKey::Pair => self.flows.keys().copied().collect(),
        };
        keys.sort_unstable();
        keys.dedup();
        let topo = &net.topo;
        let per_cycle = 1.0 / cycles.max(1) as f64;
        keys.into_iter()
            .map(|k| {
                let c = self.flows.get(&k).copied().unwrap_or_default();
                let (src, dst) = match self.key {
                    FlowKey::Source => (node(k), None),
                    FlowKey::Pair => (node(k / self.nodes), Some(node(k % self.nodes))),
                };
                let mean = |sum: u64| (c.packets > 0).then(|| sum as f64 / c.packets as f64);
                FlowRow {
                    src: src.index(),
                    src_address: topo.format_node(src),
                    dst: dst.map(NodeId::index),
                    dst_address: dst.map(|d| topo.format_node(d)),
                    packets: c.packets,
                    avg_latency: mean(c.latency_sum),
                    max_latency: (c.packets > 0).then_some(c.latency_max),
                    avg_hops: mean(c.hops_sum),
                    flits: c.flits,
                    accepted_flits_per_cycle: c.flits as f64 * per_cycle,
                }
            })
            .collect()
    }
}

fn node(k: u64) -> NodeId {
    NodeId::new(k as usize)
}

/// One flow in the `flows` array of `sim --json` and in `--flows-out`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FlowRow {
    /// Source node id and address.
    pub src: usize,
    pub src_address: String,
    /// Destination node id and address (`--flows pair` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dst: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dst_address: Option<String>,
    /// Measured packets delivered.
    pub packets: u64,
    /// Mean and largest latency of those packets, cycles.
    pub avg_latency: Option<f64>,
    pub max_latency: Option<u64>,
    /// Mean links they crossed.
    pub avg_hops: Option<f64>,
    /// Flits of the flow ejected during the measurement window, and per measured cycle.
    pub flits: u64,
    pub accepted_flits_per_cycle: f64,
}

/// The `--flows-out` CSV: one line per row (the destination's columns with `--flows pair`).
pub fn flows_csv(key: FlowKey, rows: &[FlowRow]) -> String {
    let opt = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v:.4}"));
    let mut out = String::from("src,src_address,");
    if key == FlowKey::Pair {
        out += "dst,dst_address,";
    }
    out += "packets,avg_latency,max_latency,avg_hops,flits,accepted_flits_per_cycle\n";
    for r in rows {
        out += &format!("{},{},", r.src, r.src_address);
        if let (Some(d), Some(a)) = (r.dst, &r.dst_address) {
            out += &format!("{d},{a},");
        }
        out += &format!(
            "{},{},{},{},{},{:.6}\n",
            r.packets,
            opt(r.avg_latency),
            r.max_latency.map_or(String::new(), |m| m.to_string()),
            opt(r.avg_hops),
            r.flits,
            r.accepted_flits_per_cycle
        );
    }
    out
}

/// The spread of the flows for the text summary: over the flows that delivered measured
/// packets, the least, mean and largest of their mean latency (and the slowest flow), and
/// over every row the least, mean and largest accepted throughput.
pub fn summary(key: FlowKey, rows: &[FlowRow]) -> String {
    let name = |r: &FlowRow| match &r.dst_address {
        Some(d) => format!("{}>{d}", r.src_address),
        None => r.src_address.clone(),
    };
    let with: Vec<(&FlowRow, f64)> = rows
        .iter()
        .filter_map(|r| r.avg_latency.map(|l| (r, l)))
        .collect();
    let latency = match with.iter().max_by(|a, b| a.1.total_cmp(&b.1)) {
        Some(&(slowest, max)) => {
            let min = with.iter().map(|w| w.1).fold(f64::INFINITY, f64::min);
            let mean = with.iter().map(|w| w.1).sum::<f64>() / with.len() as f64;
            format!(
                "mean latency min {min:.2} mean {mean:.2} max {max:.2} cycles (slowest {})",
                name(slowest)
            )
        }
        None => "no measured packet delivered".into(),
    };
    let tp: Vec<f64> = rows.iter().map(|r| r.accepted_flits_per_cycle).collect();
    let (min, max) = tp.iter().fold((f64::INFINITY, 0.0f64), |(lo, hi), &t| {
        (lo.min(t), hi.max(t))
    });
    let mean = tp.iter().sum::<f64>() / tp.len().max(1) as f64;
    let min = if tp.is_empty() { 0.0 } else { min };
    format!(
        "flows ({} {key} flows, {} with measured packets): {latency}; accepted min {min:.4} mean {mean:.4} max {max:.4} flits/cycle",
        rows.len(),
        with.len()
    )
}
