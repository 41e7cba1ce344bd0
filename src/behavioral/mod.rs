//! Behavioral simulator (DESIGN.md section 4): the routing tables called directly by an
//! abstract router with a fixed per-hop delay and ideal allocation.
//!
//! Model. Every directed channel (and every node's injection and ejection line) carries one
//! flit per cycle, so a packet of L flits holds it for L cycles. A head that reaches a router
//! at cycle `a` takes, among the outputs its table entry allows (the adaptive mask, for MH-UD
//! by phase of the input port; the escape port only when the mask is empty), the one that
//! frees first (ties: lowest port). It starts on it at `s = max(a, free)` and reaches the next
//! router at `s + per_hop`. Queues are unbounded, there are no virtual channels, so no packet
//! ever blocks another except by holding a channel; each channel serves heads first come,
//! first served. Traffic is generated exactly as the cycle kernel generates it (same seed,
//! same draw order), so both models see the same packets. Zero-load latency is
//! `(hops + 1) * per_hop + (L - 1)`, the cycle model's formula.

use crate::routing::table::CompiledTables;
use crate::sim::{PacketRecord, Pattern, SimConfig, SimResult, SimStats};
use crate::topology::{Network, NodeId};
use crate::{Error, Result};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// The abstract router's timing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BehavioralConfig {
    /// Cycles a head spends per router and link (the cycle model's `RouterParams::per_hop()`,
    /// S + 1 for S pipeline stages).
    pub per_hop: u64,
    /// Flits per generated packet, L (trace lines carry their own length).
    pub packet_len: usize,
}

impl Default for BehavioralConfig {
    fn default() -> Self {
        BehavioralConfig {
            per_hop: 6,
            packet_len: 4,
        }
    }
}

impl BehavioralConfig {
    /// The timing of a cycle-model router with these parameters.
    pub fn matching(params: &crate::router::params::RouterParams) -> Self {
        BehavioralConfig {
            per_hop: params.per_hop(),
            packet_len: params.packet_len,
        }
    }

    fn validate(&self) -> Result<()> {
        if self.per_hop == 0 {
            return Err(Error::input("per-hop delay = 0 cycles: need at least 1"));
        }
        if self.packet_len == 0 || self.packet_len > 256 {
            return Err(Error::input(format!(
                "packet = {}: need 1 to 256 flits",
                self.packet_len
            )));
        }
        Ok(())
    }
}

/// Run the behavioral model.
pub fn run(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
) -> Result<SimResult> {
    run_traced(net, tables, cfg, bcfg, false).map(|(result, _)| result)
}

/// Run the behavioral model; with `record_paths`, also return every packet's head path
/// (the nodes it visits, source first), indexed by packet id (empty when not delivered).
pub fn run_traced(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
    record_paths: bool,
) -> Result<(SimResult, Vec<Vec<NodeId>>)> {
    cfg.validate()?;
    bcfg.validate()?;
    if cfg.pattern == Pattern::UniformSelf {
        return Err(Error::input(
            "traffic uniform-self: the behavioral model sends no packet to its own node; use uniform",
        ));
    }
    if tables.num_ports != net.num_ports() || tables.routers.len() != net.num_nodes() {
        return Err(Error::input("tables compiled for another topology"));
    }
    let started = std::time::Instant::now();
    let mut traffic = generate(net, tables, cfg, bcfg)?;
    let mut paths = vec![
        Vec::new();
        if record_paths {
            traffic.packets.len()
        } else {
            0
        }
    ];
    let forwarded = route_all(net, tables, bcfg, &mut traffic, &mut paths)?;
    let stats = collect(net, tables, cfg, &mut traffic, &forwarded, started);
    Ok((
        SimResult {
            stats,
            packets: traffic.packets,
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

/// Traffic, drawn exactly as `sim::run` draws it: per cycle, per healthy node in order, a
/// Bernoulli draw of rate / L, then the destination draw.
fn generate(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
) -> Result<Generated> {
    let healthy: Vec<NodeId> = net.healthy_nodes().collect();
    let mut rng = StdRng::seed_from_u64(cfg.seed);
    let gen_end = cfg.warmup + cfg.cycles;
    let p_packet = cfg.rate / bcfg.packet_len as f64;
    let mut sources = Sources::new(net.num_nodes(), cfg.max_queue);
    let mut out = Generated {
        packets: Vec::new(),
        injected: Vec::new(),
        refused: 0,
    };
    let mut trace_at = 0;
    for now in 0..gen_end {
        match &cfg.pattern {
            Pattern::Multicast { .. } => {
                return Err(Error::input(
                    "the behavioral model does not model multicast traffic",
                ));
            }
            Pattern::Trace(records) => {
                while trace_at < records.len() && records[trace_at].cycle == now {
                    let r = &records[trace_at];
                    trace_at += 1;
                    let dests: Vec<NodeId> =
                        r.dests().into_iter().filter(|&d| d != r.source).collect();
                    if dests.len() > 1 {
                        return Err(Error::input(format!(
                            "trace line at cycle {}: the behavioral model does not model multicast",
                            r.cycle
                        )));
                    }
                    if let Some(&dst) = dests.first()
                        && net.is_healthy(r.source)
                    {
                        sources.offer(net, tables, cfg, &mut out, r.source, dst, r.flits, now);
                    }
                }
            }
            pattern => {
                for &src in &healthy {
                    if rng.r#gen::<f64>() < p_packet
                        && let Some(dst) = pattern.dest(&net.topo, &healthy, src, &mut rng)
                    {
                        sources.offer(net, tables, cfg, &mut out, src, dst, bcfg.packet_len, now);
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Source queues: the injection line of each node, one flit per cycle, packets in order.
struct Sources {
    /// Cycle the injection line is next free.
    free: Vec<u64>,
    /// Injection cycles of the packets still queued (not yet started), per node.
    pending: Vec<VecDeque<u64>>,
    max_queue: usize,
}

impl Sources {
    fn new(n: usize, max_queue: usize) -> Self {
        Sources {
            free: vec![0; n],
            pending: vec![VecDeque::new(); n],
            max_queue,
        }
    }

    /// A new packet, queued like the cycle kernel's network interface queues it.
    #[allow(clippy::too_many_arguments)]
    fn offer(
        &mut self,
        net: &Network,
        tables: &CompiledTables,
        cfg: &SimConfig,
        out: &mut Generated,
        src: NodeId,
        dst: NodeId,
        flits: usize,
        now: u64,
    ) {
        // The kernel pops a packet in the cycle its head enters the router, after traffic.
        let queue = &mut self.pending[src];
        while queue.front().is_some_and(|&t| t < now) {
            queue.pop_front();
        }
        if queue.len() >= self.max_queue {
            out.refused += 1;
            return;
        }
        let routable = net.is_healthy(dst) && tables.can_route(src, dst);
        let id = out.packets.len() as u32;
        let measured = now >= cfg.warmup && now < cfg.warmup + cfg.cycles;
        out.packets.push(PacketRecord::new(
            id, src, dst, flits, now, routable, measured,
        ));
        let injected = routable.then(|| {
            let t = now.max(self.free[src]);
            self.free[src] = t + flits as u64;
            queue.push_back(t);
            t
        });
        out.injected.push(injected);
    }
}

/// A head reaching a router: (cycle, order of creation, packet, node, input port or NONE).
type Arrival = Reverse<(u64, u64, u32, u32, u32)>;
const INJECTED: u32 = u32::MAX;

/// Move every head through the network in time order. Sets `injected`, `delivered` and
/// `hops` (router traversals, as the cycle kernel counts them) of each packet; returns the
/// flits each router forwarded.
fn route_all(
    net: &Network,
    tables: &CompiledTables,
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
            heap.push(Reverse((t, seq, id as u32, src as u32, INJECTED)));
            seq += 1;
            if let Some(path) = paths.get_mut(id) {
                path.push(src);
            }
        }
    }
    let hop_limit = 4 * n as u32 + 8;
    while let Some(Reverse((a, _, id, v, in_port))) = heap.pop() {
        let rec = &mut traffic.packets[id as usize];
        let v = v as usize;
        let len = rec.flits as u64;
        rec.hops += 1;
        forwarded[v] += len;
        if v == rec.dst {
            let s = a.max(eject_free[v]);
            eject_free[v] = s + len;
            rec.delivered = Some(s + bcfg.per_hop + len - 1);
            continue;
        }
        if rec.hops > hop_limit {
            return Err(Error::input(format!(
                "packet {id} from {} to {} still travelling after {hop_limit} hops: the {} tables loop",
                net.topo.format_node(rec.src),
                net.topo.format_node(rec.dst),
                tables.mode
            )));
        }
        let in_port = (in_port != INJECTED).then_some(in_port as usize);
        let q = choose_output(net, tables, v, rec.dst, in_port, &channel_free)?;
        let w = net.link(v, q).expect("chosen ports have working channels");
        let c = v * p + q;
        let s = a.max(channel_free[c]);
        channel_free[c] = s + len;
        let arrive_port = net.topo.input_port(w, v).expect("adjacent") as u32;
        heap.push(Reverse((s + bcfg.per_hop, seq, id, w as u32, arrive_port)));
        seq += 1;
        if let Some(path) = paths.get_mut(id as usize) {
            path.push(w);
        }
    }
    Ok(forwarded)
}

/// Ideal allocation: of the outputs the table allows, the one free soonest (ties: lowest).
fn choose_output(
    net: &Network,
    tables: &CompiledTables,
    v: NodeId,
    dst: NodeId,
    in_port: Option<usize>,
    channel_free: &[u64],
) -> Result<usize> {
    let p = net.num_ports();
    let table = tables.routers[v]
        .as_deref()
        .ok_or_else(|| Error::input(format!("packet routed into faulty router {v}")))?;
    let mask = table.adaptive_mask(dst, in_port);
    let allowed: Vec<usize> = if mask != 0 {
        (0..p).filter(|&q| mask >> q & 1 == 1).collect()
    } else {
        table.entries[dst].escape_port().into_iter().collect()
    };
    allowed
        .into_iter()
        .filter(|&q| net.link(v, q).is_some())
        .min_by_key(|&q| (channel_free[v * p + q], q))
        .ok_or_else(|| {
            Error::input(format!(
                "no route at {} toward {} in the {} tables",
                net.topo.format_node(v),
                net.topo.format_node(dst),
                tables.mode
            ))
        })
}

/// Statistics with the keys of the cycle kernel's `SimStats`, applying its drain limit.
fn collect(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    traffic: &mut Generated,
    forwarded: &[u64],
    started: std::time::Instant,
) -> SimStats {
    let gen_end = cfg.warmup + cfg.cycles;
    let cutoff = gen_end + cfg.drain_limit; // the kernel stops before this cycle
    let mut in_flight = 0;
    let mut last = 0;
    let mut ejected_measured = 0u64;
    for (rec, inj) in traffic.packets.iter_mut().zip(&traffic.injected) {
        let Some(d) = rec.delivered else { continue };
        if d >= cutoff {
            // Still travelling when the kernel would have given up: the tail is not delivered.
            rec.delivered = None;
            if inj.is_some_and(|t| t >= cutoff) {
                rec.injected = None;
            }
            rec.hops = 0;
            in_flight += 1;
            continue;
        }
        last = last.max(d + 1);
        let head = d + 1 - rec.flits as u64;
        let lo = head.max(cfg.warmup);
        let hi = (d + 1).min(gen_end);
        ejected_measured += hi.saturating_sub(lo);
    }
    let cycles = if in_flight > 0 {
        cutoff
    } else {
        gen_end.max(last)
    };
    crate::sim::stats::collect(
        crate::sim::stats::Run {
            net,
            mode: tables.mode,
            forwarded,
            tally: &crate::sim::stats::Tally::of(&traffic.packets),
            channel_counts: Default::default(),
            cycles,
            refused: traffic.refused,
            in_flight,
            deadlock: false,
            blocked: Vec::new(),
            ejected_flits_measured: ejected_measured,
            wall: started.elapsed().as_secs_f64(),
        },
        cfg,
    )
}
