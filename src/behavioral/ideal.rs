//! The ideal behavioral router: an upper bound on throughput.
//!
//! Every directed channel (and every node's injection and ejection line) carries one flit
//! per cycle, so a packet of L flits holds it for L cycles. A head that reaches a router at
//! cycle `a` takes, among the outputs the algorithm allows (the adaptive ports, for MH-UD by
//! phase of the input port; the escape port only when there is no adaptive port), the one
//! that frees first (ties: lowest port). It starts on it at `s = max(a, free)` and reaches the
//! next router at `s + per_hop`. Queues are unbounded, there are no virtual channels, so no
//! packet ever blocks another except by holding a channel; each channel serves heads first
//! come, first served.

use super::{BehavioralConfig, Outcome, collect, routable};
use crate::routing::decide::Decider;
use crate::routing::table::CompiledTables;
use crate::topology::{Network, NodeId, PortId};
use crate::workload::source::TrafficSource;
use crate::workload::{PacketRecord, SimConfig, SimResult};
use crate::{Error, Result};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

pub(super) fn run(
    net: &Network,
    tables: &CompiledTables,
    decider: &mut Decider,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
    record_paths: bool,
) -> Result<(SimResult, Vec<Vec<NodeId>>)> {
    let started = std::time::Instant::now();
    let mut traffic = generate(net, decider, cfg, bcfg);
    let mut paths = vec![
        Vec::new();
        if record_paths {
            traffic.packets.len()
        } else {
            0
        }
    ];
    let forwarded = route_all(net, decider, bcfg, &mut traffic, &mut paths)?;
    let stats = collect(
        net,
        tables,
        cfg,
        Outcome {
            packets: &mut traffic.packets,
            forwarded: &forwarded,
            refused: traffic.refused,
            stopped: None,
            deadlock: false,
            started,
        },
    );
    Ok((
        SimResult {
            stats,
            packets: traffic.packets,
            activity: None,
        },
        paths,
    ))
}

/// The generated packets and when their heads enter their source routers.
struct Generated {
    packets: Vec<PacketRecord>,
    /// Head injection cycle of each routable packet, by id.
    injected: Vec<Option<u64>>,
    refused: u64,
}

/// The traffic source's packets, queued like the cycle kernel's network interfaces queue
/// them: one flit per cycle on each injection line, packets in order.
fn generate(
    net: &Network,
    decider: &mut Decider,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
) -> Generated {
    let mut source = TrafficSource::new(net, &cfg.pattern, cfg.rate, bcfg.packet_len, cfg.seed);
    let gen_end = cfg.warmup + cfg.cycles;
    let mut line_free = vec![0u64; net.num_nodes()];
    // Injection cycles of the packets still queued (not yet started), per node.
    let mut pending: Vec<VecDeque<u64>> = vec![VecDeque::new(); net.num_nodes()];
    let mut out = Generated {
        packets: Vec::new(),
        injected: Vec::new(),
        refused: 0,
    };
    let mut offers = Vec::new();
    for now in 0..gen_end {
        offers.clear();
        source.offers(now, &mut offers);
        for o in &offers {
            // The kernel pops a packet in the cycle its head enters the router, after traffic.
            let queue = &mut pending[o.src.index()];
            while queue.front().is_some_and(|&t| t < now) {
                queue.pop_front();
            }
            if queue.len() >= cfg.max_queue {
                out.refused += 1;
                continue;
            }
            let ok = routable(net, decider, o.src, o.dst);
            let id = out.packets.len() as u32;
            let measured = now >= cfg.warmup;
            out.packets.push(PacketRecord::new(
                id, o.src, o.dst, o.flits, now, ok, measured,
            ));
            let injected = ok.then(|| {
                let t = (now + cfg.injection_delay).max(line_free[o.src.index()]);
                line_free[o.src.index()] = t + o.flits as u64;
                queue.push_back(t);
                t
            });
            out.injected.push(injected);
        }
    }
    out
}

/// A head reaching a router: (cycle, order of creation, packet, node, input port or NONE).
type Arrival = Reverse<(u64, u64, u32, NodeId, u32)>;
const INJECTED: u32 = u32::MAX;

/// Move every head through the network in time order. Sets `injected`, `delivered` and
/// `hops` (router traversals, as the cycle kernel counts them) of each packet; returns the
/// flits each router forwarded.
fn route_all(
    net: &Network,
    decider: &mut Decider,
    bcfg: &BehavioralConfig,
    traffic: &mut Generated,
    paths: &mut [Vec<NodeId>],
) -> Result<Vec<u64>> {
    let (n, p) = (net.num_nodes(), net.num_ports());
    let mut channel_free = vec![0u64; n * p];
    let mut eject_free = vec![0u64; n];
    let mut forwarded = vec![0u64; n];
    let mut heap: BinaryHeap<Arrival> = BinaryHeap::new();
    let mut seq = 0u64;
    for (id, t) in traffic.injected.iter().enumerate() {
        if let Some(t) = *t {
            let src = traffic.packets[id].src;
            traffic.packets[id].injected = Some(t);
            heap.push(Reverse((t, seq, id as u32, src, INJECTED)));
            seq += 1;
            if let Some(path) = paths.get_mut(id) {
                path.push(src);
            }
        }
    }
    let hop_limit = 4 * n as u32 + 8;
    while let Some(Reverse((a, _, id, v, in_port))) = heap.pop() {
        let rec = &mut traffic.packets[id as usize];
        let len = rec.flits as u64;
        rec.hops += 1;
        forwarded[v.index()] += len;
        if v == rec.dst {
            let s = a.max(eject_free[v.index()]);
            eject_free[v.index()] = s + len;
            rec.delivered = Some(s + bcfg.per_hop + len - 1);
            continue;
        }
        if rec.hops > hop_limit {
            return Err(Error::input(format!(
                "packet {id} from {} to {} still travelling after {hop_limit} hops: {} loops",
                net.topo.format_node(rec.src),
                net.topo.format_node(rec.dst),
                decider.mode
            )));
        }
        let in_port = (in_port != INJECTED).then(|| PortId::new(in_port as usize));
        let q = choose_output(net, decider, v, rec.dst, in_port, &channel_free)?;
        let w = net.link(v, q).expect("chosen ports have working channels");
        let c = v.index() * p + q.index();
        let s = a.max(channel_free[c]);
        channel_free[c] = s + len;
        let arrive_port = u32::from(net.topo.input_port(w, v).expect("adjacent").get());
        heap.push(Reverse((s + bcfg.per_hop, seq, id, w, arrive_port)));
        seq += 1;
        if let Some(path) = paths.get_mut(id as usize) {
            path.push(w);
        }
    }
    Ok(forwarded)
}

/// Ideal allocation: of the outputs the algorithm allows, the one free soonest (ties: lowest).
fn choose_output(
    net: &Network,
    decider: &mut Decider,
    v: NodeId,
    dst: NodeId,
    in_port: Option<PortId>,
    channel_free: &[u64],
) -> Result<PortId> {
    let p = net.num_ports();
    let e = decider.entry(v, dst).unwrap_or_default();
    let mask = decider.adaptive_mask(&e, v, in_port);
    let allowed: Vec<PortId> = if mask != 0 {
        net.port_ids()
            .filter(|&q| mask >> q.index() & 1 == 1)
            .collect()
    } else {
        e.escape_port().into_iter().collect()
    };
    allowed
        .into_iter()
        .filter(|&q| net.link(v, q).is_some())
        .min_by_key(|&q| (channel_free[v.index() * p + q.index()], q))
        .ok_or_else(|| decider.no_route(v, dst))
}
