//! Run statistics (the `sim --json` contract of DESIGN.md section 5).

use super::{PacketRecord, SimConfig};
use crate::fabric::Fabric;
use crate::routing::table::Mode;
use crate::topology::Network;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct SimStats {
    pub topology: String,
    pub routing: String,
    pub faults: String,
    pub packets_injected: usize,
    pub packets_delivered: usize,
    pub packets_undeliverable: usize,
    pub packets_in_flight: usize,
    /// Arrivals refused because a source queue was full (never entered the scoreboard).
    pub packets_refused: u64,
    /// Mean latency (creation to tail delivery) of measured packets, cycles.
    pub avg_latency: Option<f64>,
    pub p99_latency: Option<u64>,
    pub offered_flits_per_node_cycle: f64,
    pub accepted_flits_per_node_cycle: f64,
    pub avg_hops: Option<f64>,
    pub cycles: u64,
    pub deadlock: bool,
    /// Input VCs still holding flits when the watchdog fired: "node port vc flits state".
    pub blocked: Vec<String>,
    /// Mean fraction of cycles each router forwarded a flit (per output, averaged).
    pub avg_router_utilisation: f64,
    /// Per healthy router: flits through its switch per cycle per port (address, value).
    pub router_utilisation: Vec<RouterUtilisation>,
    pub wall_seconds: f64,
    pub router_cycles_per_second: f64,
}

/// One router's switch utilisation.
#[derive(Clone, Debug, Serialize)]
pub struct RouterUtilisation {
    pub node: String,
    pub utilisation: f64,
}

/// What one run produced, whichever model ran it: the inputs of `collect`.
pub struct Run<'a> {
    pub net: &'a Network,
    pub mode: Mode,
    /// Flits each router sent through its switch, by node.
    pub forwarded: &'a [u64],
    pub packets: &'a [PacketRecord],
    /// Cycles simulated (measurement plus drain).
    pub cycles: u64,
    pub refused: u64,
    pub in_flight: usize,
    pub deadlock: bool,
    /// Input VCs holding flits when the watchdog fired (empty otherwise).
    pub blocked: Vec<String>,
    /// Flits delivered during the measurement phase.
    pub ejected_flits_measured: u64,
    pub wall: f64,
}

/// The watchdog's report of a deadlocked fabric: at most 32 blocked input VCs.
pub fn blocked_report(fabric: &Fabric) -> Vec<String> {
    let topo = &fabric.net.topo;
    fabric
        .blocked_channels()
        .into_iter()
        .take(32)
        .map(|(node, port, vc, flits, state)| {
            format!(
                "{} port {port} vc {vc}: {flits} flits, {state}",
                topo.format_node(node)
            )
        })
        .collect()
}

pub fn collect(run: Run, cfg: &SimConfig) -> SimStats {
    let Run {
        net,
        mode,
        forwarded,
        packets,
        cycles,
        refused,
        in_flight,
        deadlock,
        blocked,
        ejected_flits_measured,
        wall,
    } = run;
    let mut latencies: Vec<u64> = packets
        .iter()
        .filter(|p| p.measured)
        .filter_map(|p| p.delivered.map(|d| d - p.created))
        .collect();
    latencies.sort_unstable();
    let healthy = net.num_healthy().max(1);
    let avg =
        |xs: &[u64]| (!xs.is_empty()).then(|| xs.iter().sum::<u64>() as f64 / xs.len() as f64);
    let hops: Vec<u64> = packets
        .iter()
        .filter(|p| p.measured && p.delivered.is_some())
        .map(|p| p.hops.saturating_sub(1) as u64)
        .collect();
    let topo = &net.topo;
    let ports = (net.num_ports() + 1) as f64;
    let util =
        forwarded.iter().sum::<u64>() as f64 / (healthy as f64 * ports * cycles.max(1) as f64);
    SimStats {
        topology: topo.to_string(),
        routing: mode.to_string(),
        faults: net.faults.format(topo),
        packets_injected: packets.len(),
        packets_delivered: packets.iter().filter(|p| p.delivered.is_some()).count(),
        packets_undeliverable: packets.iter().filter(|p| p.undeliverable).count(),
        packets_in_flight: in_flight,
        packets_refused: refused,
        avg_latency: avg(&latencies),
        p99_latency: (!latencies.is_empty()).then(|| {
            latencies
                [((latencies.len() as f64 * 0.99).ceil() as usize).clamp(1, latencies.len()) - 1]
        }),
        offered_flits_per_node_cycle: cfg.rate,
        accepted_flits_per_node_cycle: ejected_flits_measured as f64
            / (healthy as f64 * cfg.cycles.max(1) as f64),
        avg_hops: avg(&hops),
        cycles,
        deadlock,
        blocked,
        avg_router_utilisation: util,
        router_utilisation: net
            .healthy_nodes()
            .map(|v| RouterUtilisation {
                node: topo.format_node(v),
                utilisation: forwarded[v] as f64 / (ports * cycles.max(1) as f64),
            })
            .collect(),
        wall_seconds: wall,
        router_cycles_per_second: healthy as f64 * cycles as f64 / wall.max(1e-9),
    }
}
