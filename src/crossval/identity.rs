//! Checks that need no tolerance: on the same packet list both models generate the same
//! packets, deliver the same set, take the same paths under deterministic routing, and
//! match the zero-load formula exactly.

use super::{BehavioralConfig, Pair, run_both};
use crate::Result;
use crate::router::params::RouterParams;
use crate::routing::table::CompiledTables;
use crate::topology::{Network, NodeId};
use crate::workload::traffic::TraceRecord;
use crate::workload::{PacketRecord, Pattern, SimConfig, SimResult};

/// The stated tolerance of these checks: none.
fn exact_detail(detail: String) -> String {
    format!("tolerance: exact (no difference allowed): {detail}")
}

/// Isolated packets the zero-load check sends (all ordered pairs when there are fewer).
pub const ZERO_LOAD_PAIRS: usize = 240;

/// What identifies a generated packet (independent of how the network treated it).
fn identity(p: &PacketRecord) -> (u32, NodeId, NodeId, usize, u64, bool, bool) {
    (
        p.id,
        p.src,
        p.dst,
        p.flits,
        p.created,
        p.measured,
        p.undeliverable,
    )
}

/// `faults`: fault events strike during the run, so a packet generated while the routing
/// changes may be routable in one model and not yet in the other, and a resent copy takes an
/// id from the same counter (docs/faults-during-operation.md, "Retransmission"): packets are
/// compared in generation order without their ids and undeliverable flags.
pub(super) fn same_packets(rates: &[f64], pairs: &[Pair], faults: bool) -> super::Check {
    let mut bad = Vec::new();
    let mut total = 0;
    let key = |p: &PacketRecord| {
        let mut k = identity(p);
        if faults {
            (k.0, k.6) = (0, false);
        }
        k
    };
    for (rate, pair) in rates.iter().zip(pairs) {
        let a: Vec<_> = pair.cycle.packets.iter().map(key).collect();
        let b: Vec<_> = pair.behavioral.packets.iter().map(key).collect();
        total += a.len();
        if a != b || pair.cycle.stats.packets_refused != pair.behavioral.stats.packets_refused {
            bad.push(format!("rate {rate}: {} vs {} packets", a.len(), b.len()));
        }
    }
    super::Check {
        name: "same_packet_set".into(),
        pass: bad.is_empty(),
        detail: exact_detail(if bad.is_empty() {
            format!(
                "{total} packets generated identically ({}source, destination, length, creation cycle) at every rate",
                if faults {
                    "in generation order: "
                } else {
                    "id, "
                }
            )
        } else {
            format!("differ: {}", bad.join("; "))
        }),
    }
}

fn delivered_ids(r: &SimResult) -> Vec<u32> {
    r.packets
        .iter()
        .filter(|p| p.delivered.is_some())
        .map(|p| p.id)
        .collect()
}

pub(super) fn same_delivered(rates: &[f64], pairs: &[Pair]) -> super::Check {
    let mut bad = Vec::new();
    let mut total = 0;
    for (rate, pair) in rates.iter().zip(pairs) {
        let (a, b) = (delivered_ids(&pair.cycle), delivered_ids(&pair.behavioral));
        total += a.len();
        if a != b {
            bad.push(format!(
                "rate {rate}: cycle {} delivered (deadlock {}), behavioral {}",
                a.len(),
                pair.cycle.stats.deadlock,
                b.len()
            ));
        }
    }
    super::Check {
        name: "same_delivered_set".into(),
        pass: bad.is_empty(),
        detail: exact_detail(if bad.is_empty() {
            format!("both models delivered the same {total} packets")
        } else {
            bad.join("; ")
        }),
    }
}

pub(super) fn same_paths(rates: &[f64], pairs: &[Pair]) -> super::Check {
    let mut compared = 0;
    let mut bad = Vec::new();
    for (rate, pair) in rates.iter().zip(pairs) {
        for (id, (a, b)) in pair
            .cycle_paths
            .iter()
            .zip(&pair.behavioral_paths)
            .enumerate()
        {
            if a.is_empty() || b.is_empty() {
                continue;
            }
            compared += 1;
            if a != b && bad.len() < 3 {
                bad.push(format!("rate {rate} packet {id}: {a:?} vs {b:?}"));
            }
        }
    }
    super::Check {
        name: "same_paths_deterministic".into(),
        pass: bad.is_empty() && compared > 0,
        detail: exact_detail(if bad.is_empty() {
            format!("{compared} delivered packets took identical node paths")
        } else {
            format!("paths differ: {}", bad.join("; "))
        }),
    }
}

/// Isolated packets (one in flight at a time) over a sample of ordered pairs: every latency
/// must equal `hops * per_hop + L - 1` (hops = router traversals) in both models.
pub(super) fn zero_load(
    net: &Network,
    tables: &CompiledTables,
    params: &RouterParams,
    bcfg: &BehavioralConfig,
    seed: u64,
) -> Result<super::Check> {
    let healthy: Vec<NodeId> = net.healthy_nodes().collect();
    let all: Vec<(NodeId, NodeId)> = healthy
        .iter()
        .flat_map(|&s| healthy.iter().map(move |&d| (s, d)))
        .filter(|(s, d)| s != d)
        .collect();
    let stride = all.len().div_ceil(ZERO_LOAD_PAIRS).max(1);
    let pairs: Vec<(NodeId, NodeId)> = all.into_iter().step_by(stride).collect();
    // A path never needs more than every node once (the behavioral model errs on loops).
    let gap = (net.num_nodes() as u64 + 2) * bcfg.per_hop + bcfg.packet_len as u64;
    let trace: Vec<TraceRecord> = pairs
        .iter()
        .enumerate()
        .map(|(i, &(source, dest))| TraceRecord {
            cycle: i as u64 * gap,
            source,
            dest,
            flits: bcfg.packet_len,
            more: Vec::new(),
        })
        .collect();
    let cfg = SimConfig {
        pattern: Pattern::Trace(trace),
        rate: 0.0,
        warmup: 0,
        cycles: pairs.len() as u64 * gap,
        drain_limit: 10 * gap,
        seed,
        ..SimConfig::default()
    };
    let pair = run_both(net, tables, params, &cfg, bcfg, false)?;
    let formula = |p: &PacketRecord| p.hops as u64 * bcfg.per_hop + p.flits as u64 - 1;
    let mut bad = Vec::new();
    let mut exact = 0;
    for (a, b) in pair.cycle.packets.iter().zip(&pair.behavioral.packets) {
        let (Some(da), Some(db)) = (a.delivered, b.delivered) else {
            continue;
        };
        let (la, lb) = (da - a.created, db - b.created);
        if la == lb && la == formula(a) && a.hops == b.hops {
            exact += 1;
        } else if bad.len() < 3 {
            bad.push(format!(
                "{} -> {}: cycle {la} ({} routers), behavioral {lb} ({} routers)",
                net.topo.format_node(a.src),
                net.topo.format_node(a.dst),
                a.hops,
                b.hops
            ));
        }
    }
    let delivered = pair.cycle.stats.packets_delivered;
    Ok(super::Check {
        name: "zero_load_latency_exact".into(),
        pass: bad.is_empty() && exact == delivered && exact > 0,
        detail: exact_detail(if bad.is_empty() {
            format!(
                "{exact} isolated packets: latency = routers x {} + {} in both models",
                bcfg.per_hop,
                bcfg.packet_len - 1
            )
        } else {
            format!("{exact} of {delivered} exact; {}", bad.join("; "))
        }),
    })
}
