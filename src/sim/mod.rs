//! The cycle kernel: traffic into network interfaces, the fabric clocked cycle by cycle,
//! statistics, a deadlock watchdog and an exact packet scoreboard.
//!
//! Phases: warm-up (packets generated, not measured), measurement (packets generated and
//! measured), drain (no new packets; run until every packet is delivered, the watchdog fires,
//! or the drain limit is hit). At the end, injected = delivered + undeliverable + in flight
//! is checked exactly.

pub mod stats;
pub mod sweep;
pub mod traffic;
pub mod watch;

use crate::fabric::Fabric;
use crate::router::Flit;
use crate::routing::mh;
use crate::topology::NodeId;
use crate::{Error, Result};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
pub use stats::SimStats;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
pub use traffic::Pattern;

/// What to run.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub pattern: Pattern,
    /// Offered load in flits per node per cycle (Bernoulli packet arrivals of rate / L).
    pub rate: f64,
    pub warmup: u64,
    /// Measurement cycles.
    pub cycles: u64,
    /// Give up draining after this many cycles past the measurement phase.
    pub drain_limit: u64,
    /// Cycles without any flit moving, with flits in flight, before declaring deadlock.
    pub watchdog: u64,
    pub seed: u64,
    /// Largest source queue per node, in packets; arrivals beyond it are refused and counted.
    pub max_queue: usize,
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            pattern: Pattern::Uniform,
            rate: 0.1,
            warmup: 1_000,
            cycles: 10_000,
            drain_limit: 100_000,
            watchdog: 2_000,
            seed: 1,
            max_queue: 10_000,
        }
    }
}

impl SimConfig {
    pub fn validate(&self) -> Result<()> {
        if !(0.0..=1.0).contains(&self.rate) || self.rate.is_nan() {
            return Err(Error::input(format!(
                "rate {} is not within 0..1 flits/node/cycle",
                self.rate
            )));
        }
        if self.watchdog == 0 {
            return Err(Error::input("watchdog = 0 cycles: need at least 1"));
        }
        Ok(())
    }
}

/// One packet's life, for the scoreboard and the per-packet CSV.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PacketRecord {
    pub id: u32,
    pub src: NodeId,
    pub dst: NodeId,
    pub flits: usize,
    pub created: u64,
    /// Head flit written into the source router.
    pub injected: Option<u64>,
    /// Tail flit received by the destination's network interface.
    pub delivered: Option<u64>,
    /// Router traversals of the head flit.
    pub hops: u32,
    /// Cannot be delivered: no route in the surviving network for this mode.
    pub undeliverable: bool,
    pub measured: bool,
    /// Path-based multicast: the destinations in header (UD-list) order, `dst` last; empty
    /// for unicast. `delivered` is set when the last of them has the whole packet.
    pub multicast: Vec<NodeId>,
    /// Multicast: cycle each listed destination received the tail.
    pub arrivals: Vec<Option<u64>>,
}

impl PacketRecord {
    /// A packet just generated: not yet injected or delivered; unicast.
    pub fn new(
        id: u32,
        src: NodeId,
        dst: NodeId,
        flits: usize,
        created: u64,
        routable: bool,
        measured: bool,
    ) -> Self {
        PacketRecord {
            id,
            src,
            dst,
            flits,
            created,
            injected: None,
            delivered: None,
            hops: 0,
            undeliverable: !routable,
            measured,
            multicast: Vec::new(),
            arrivals: Vec::new(),
        }
    }
}

/// A node's network interface: source queue, the packet being injected, reassembly.
#[derive(Clone, Debug, Default)]
struct NetworkInterface {
    queue: VecDeque<u32>,
    /// (packet, next flit index, local VC) being written into the router.
    sending: Option<(u32, usize, usize)>,
    next_vc: usize,
    /// Flits received per packet in progress: (packet, count).
    receiving: Vec<(u32, usize)>,
}

/// Everything a run produced.
pub struct SimResult {
    pub stats: SimStats,
    pub packets: Vec<PacketRecord>,
}

/// Run a simulation on a built fabric.
pub fn run(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    observe: impl FnMut(u64, &Fabric),
) -> Result<SimResult> {
    run_until(fabric, cfg, &AtomicBool::new(false), observe)
}

/// As `run`, but ends after the first whole cycle that sees `stop` set (a signal handler's
/// flag): the results then cover the cycles that ran, unfinished packets in flight.
pub fn run_until(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    stop: &AtomicBool,
    mut observe: impl FnMut(u64, &Fabric),
) -> Result<SimResult> {
    cfg.validate()?;
    let started = std::time::Instant::now();
    let params = std::sync::Arc::clone(&fabric.params);
    let (l, v) = (params.packet_len, params.vcs);
    if let Pattern::Trace(records) = &cfg.pattern {
        for r in records {
            if params.switching == crate::router::Switching::Vct && r.flits > params.depth {
                return Err(Error::input(format!(
                    "trace packet of {} flits exceeds the {}-flit VC buffer under virtual cut-through",
                    r.flits, params.depth
                )));
            }
        }
    }
    if let Pattern::Multicast { count } = cfg.pattern {
        if params.mode != crate::routing::table::Mode::MhUd {
            return Err(Error::input(format!(
                "multicast traffic needs --routing mh-ud (path-based multicast), not {}",
                params.mode
            )));
        }
        if params.multicast_layers && count > params.vcs {
            return Err(Error::input(format!(
                "multicast:{count} on layered VCs needs --vcs >= {count} (one VC per leg), not {}",
                params.vcs
            )));
        }
    }
    let n = fabric.num_nodes();
    let healthy: Vec<NodeId> = fabric.net.healthy_nodes().collect();
    let mut rng = StdRng::seed_from_u64(cfg.seed);
    let mut nis = vec![NetworkInterface::default(); n];
    let mut packets: Vec<PacketRecord> = Vec::new();
    let mut refused = 0u64;
    let mut trace_at = 0usize;
    let gen_end = cfg.warmup + cfg.cycles;
    let p_packet = cfg.rate / l as f64;
    let mut last_move = 0u64;
    let mut deadlock = false;
    let mut now = 0u64;
    let mut outstanding = 0usize; // injected-into-queue and not yet delivered
    let mut ejected_flits_measured = 0u64;
    let mut ni_flits_written = 0usize;

    let new_packet = |packets: &mut Vec<PacketRecord>,
                      nis: &mut Vec<NetworkInterface>,
                      fabric: &mut Fabric,
                      src: NodeId,
                      dsts: &[NodeId],
                      flits: usize,
                      now: u64,
                      refused: &mut u64,
                      outstanding: &mut usize| {
        if nis[src].queue.len() >= cfg.max_queue {
            *refused += 1;
            return;
        }
        let id = packets.len() as u32;
        // Multicast destinations travel in UD-list order (paper 004, section 5).
        let order: Vec<NodeId> = if dsts.len() > 1 {
            let topo = &fabric.net.topo;
            mh::ud_list(topo, src, dsts)
                .into_iter()
                .skip(1)
                .map(|l| mh::node_of_label(topo, l))
                .collect()
        } else {
            dsts.to_vec()
        };
        let dst = *order.last().expect("at least one destination");
        // Every leg must be routable from where the previous one ended.
        let routable = order.iter().all(|&d| fabric.net.is_healthy(d))
            && std::iter::once(src)
                .chain(order.iter().copied())
                .zip(order.iter().copied())
                .all(|(a, b)| fabric.tables.can_route(a, b));
        let measured = now >= cfg.warmup && now < gen_end;
        let multicast = if order.len() > 1 { order } else { Vec::new() };
        if routable && !multicast.is_empty() {
            let header: Box<[u32]> = multicast.iter().map(|&d| d as u32).collect();
            fabric.multicast.insert(id, header);
        }
        packets.push(PacketRecord {
            arrivals: vec![None; multicast.len()],
            multicast,
            ..PacketRecord::new(id, src, dst, flits, now, routable, measured)
        });
        if routable {
            nis[src].queue.push_back(id);
            *outstanding += 1;
        }
    };

    loop {
        // Traffic: new packets into source queues.
        if now < gen_end {
            match &cfg.pattern {
                Pattern::Trace(records) => {
                    while trace_at < records.len() && records[trace_at].cycle == now {
                        let r = &records[trace_at];
                        trace_at += 1;
                        let dests: Vec<NodeId> =
                            r.dests().into_iter().filter(|&d| d != r.source).collect();
                        if !dests.is_empty() && fabric.net.is_healthy(r.source) {
                            if dests.len() > 1 && params.mode != crate::routing::table::Mode::MhUd {
                                return Err(Error::input(format!(
                                    "trace line at cycle {}: multicast needs --routing mh-ud",
                                    r.cycle
                                )));
                            }
                            new_packet(
                                &mut packets,
                                &mut nis,
                                fabric,
                                r.source,
                                &dests,
                                r.flits,
                                now,
                                &mut refused,
                                &mut outstanding,
                            );
                        }
                    }
                }
                Pattern::Multicast { count } => {
                    for &src in &healthy {
                        if rng.r#gen::<f64>() < p_packet {
                            let dsts = traffic::multicast_dests(&healthy, src, *count, &mut rng);
                            if !dsts.is_empty() {
                                new_packet(
                                    &mut packets,
                                    &mut nis,
                                    fabric,
                                    src,
                                    &dsts,
                                    l,
                                    now,
                                    &mut refused,
                                    &mut outstanding,
                                );
                            }
                        }
                    }
                }
                pattern => {
                    for &src in &healthy {
                        if rng.r#gen::<f64>() < p_packet
                            && let Some(dst) =
                                pattern.dest(&fabric.net.topo, &healthy, src, &mut rng)
                        {
                            new_packet(
                                &mut packets,
                                &mut nis,
                                fabric,
                                src,
                                &[dst],
                                l,
                                now,
                                &mut refused,
                                &mut outstanding,
                            );
                        }
                    }
                }
            }
        }
        // Network interfaces write at most one flit each into their router's local port.
        for &node in &healthy {
            let ni = &mut nis[node];
            let router = fabric.routers[node].as_ref().expect("healthy");
            if ni.sending.is_none()
                && let Some(&id) = ni.queue.front()
            {
                // A local VC with room; packets never interleave inside a VC.
                if let Some(vc) = (0..v)
                    .map(|i| (ni.next_vc + i) % v)
                    .find(|&vc| router.local_space(vc) > 0)
                {
                    ni.queue.pop_front();
                    ni.sending = Some((id, 0, vc));
                    ni.next_vc = (vc + 1) % v;
                }
            }
            if let Some((id, k, vc)) = ni.sending
                && router.local_space(vc) > 0
            {
                let rec = &mut packets[id as usize];
                let flit = Flit {
                    head: k == 0,
                    tail: k + 1 == rec.flits,
                    vc: vc as u8,
                    dest: rec.multicast.first().copied().unwrap_or(rec.dst) as u32,
                    hops: 0,
                    misses: 0,
                    packet: id,
                    leg: 0,
                    index: k as u8,
                };
                if k == 0 {
                    rec.injected = Some(now);
                }
                fabric.inject(node, flit);
                ni_flits_written += 1;
                ni.sending = if k + 1 == rec.flits {
                    None
                } else {
                    Some((id, k + 1, vc))
                };
            }
        }
        fabric.cycle(now);
        // Ejection: flits reaching the network interfaces.
        let mut ejected_now = 0;
        for (node, ni) in nis.iter_mut().enumerate() {
            while fabric.ejection[node]
                .front()
                .is_some_and(|&(due, _)| due == now)
            {
                let (_, f) = fabric.ejection[node].pop_front().expect("checked");
                ejected_now += 1;
                if now >= cfg.warmup && now < gen_end {
                    ejected_flits_measured += 1;
                }
                let rec = &mut packets[f.packet as usize];
                let stop = rec.multicast.iter().position(|&d| d == node);
                assert!(
                    rec.dst == node || stop.is_some(),
                    "packet {} ejected at node {node}, not a destination",
                    rec.id
                );
                if f.head && node == rec.dst {
                    rec.hops = f.hops as u32;
                }
                // Flits of a packet arrive complete and in order (wormhole and VCT keep order).
                let slot = ni.receiving.iter().position(|&(p, _)| p == f.packet);
                let seen = slot.map_or(0, |i| ni.receiving[i].1);
                assert_eq!(
                    f.index as usize, seen,
                    "packet {} flit {} arrived after {seen} flits",
                    rec.id, f.index
                );
                match slot {
                    Some(i) => ni.receiving[i].1 += 1,
                    None => ni.receiving.push((f.packet, 1)),
                }
                if f.tail {
                    let i = ni
                        .receiving
                        .iter()
                        .position(|&(p, _)| p == f.packet)
                        .expect("in progress");
                    let (_, count) = ni.receiving.swap_remove(i);
                    assert_eq!(
                        count, rec.flits,
                        "packet {} reassembled with {count} of {} flits",
                        rec.id, rec.flits
                    );
                    let complete = match stop {
                        Some(k) => {
                            assert!(
                                rec.arrivals[k].is_none(),
                                "packet {} delivered twice at node {node}",
                                rec.id
                            );
                            rec.arrivals[k] = Some(now);
                            rec.arrivals.iter().all(Option::is_some)
                        }
                        None => true,
                    };
                    if complete {
                        assert!(rec.delivered.is_none(), "packet {} delivered twice", rec.id);
                        rec.delivered = Some(now);
                        outstanding -= 1;
                        fabric.multicast.remove(&rec.id);
                    }
                }
            }
        }
        observe(now, fabric);
        if fabric.moved_last_cycle > 0 || ejected_now > 0 || ni_flits_written > 0 {
            last_move = now;
        }
        ni_flits_written = 0;
        now += 1;
        if stop.load(Ordering::Relaxed) {
            break;
        }
        if now >= gen_end {
            if outstanding == 0 {
                break;
            }
            let in_network = fabric.flits_in_network() > 0;
            if in_network && now - last_move > cfg.watchdog {
                deadlock = true;
                break;
            }
            if now >= gen_end + cfg.drain_limit {
                break;
            }
        }
    }
    let wall = started.elapsed().as_secs_f64();
    let in_flight = outstanding;
    let blocked = if deadlock {
        stats::blocked_report(fabric)
    } else {
        Vec::new()
    };
    let stats = stats::collect(
        stats::Run {
            net: &fabric.net,
            mode: fabric.params.mode,
            forwarded: &fabric.forwarded,
            packets: &packets,
            cycles: now,
            refused,
            in_flight,
            deadlock,
            blocked,
            ejected_flits_measured,
            wall,
        },
        cfg,
    );
    // Exact conservation: every packet generated is delivered, undeliverable, or in flight.
    let delivered = packets.iter().filter(|p| p.delivered.is_some()).count();
    let undeliverable = packets.iter().filter(|p| p.undeliverable).count();
    assert_eq!(
        packets.len(),
        delivered + undeliverable + in_flight,
        "packet conservation violated"
    );
    Ok(SimResult { stats, packets })
}

/// Per-packet CSV: id,src,dst,flits,created,injected,delivered,latency,hops,status.
pub fn packets_csv(fabric: &Fabric, packets: &[PacketRecord]) -> String {
    let topo = &fabric.net.topo;
    let mut out = String::from("id,src,dst,flits,created,injected,delivered,latency,hops,status\n");
    for p in packets {
        let opt = |x: Option<u64>| x.map_or(String::new(), |c| c.to_string());
        let status = if p.undeliverable {
            "undeliverable"
        } else if p.delivered.is_some() {
            "delivered"
        } else {
            "in-flight"
        };
        out += &format!(
            "{},{},{},{},{},{},{},{},{},{status}\n",
            p.id,
            topo.format_node(p.src),
            topo.format_node(p.dst),
            p.flits,
            p.created,
            opt(p.injected),
            opt(p.delivered),
            opt(p.delivered.map(|d| d - p.created)),
            p.hops
        );
    }
    out
}
