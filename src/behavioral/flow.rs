//! The flow-control behavioral router: packets move whole between per-VC buffers under
//! credit flow control, with the VC classes of each mode; no pipeline internals.
//!
//! Abstraction of the cycle model's router (src/router), at packet level:
//! - **Buffers.** Every input port has V VCs of D flit slots, a FIFO of packets; only the
//!   packet at the front may move (head-of-line blocking). A move reserves min(L, D) slots of
//!   the downstream VC; they return to the upstream credit counter `credit_delay` cycles after
//!   the tail has left.
//! - **Timing.** A head written into a buffer at cycle `a` may start at `s >= a`; it reaches
//!   the next buffer at `s + per_hop`, the cycle model's S + 1. An output port carries one
//!   flit per cycle, so a packet holds it L cycles. A packet behind another in the same VC
//!   may start `head_to_sa - 1` cycles after the other's tail has left (its head passes RC and
//!   VA only once at the front).
//! - **Allocation** (`vc_allocator.rs`'s `choose_output_vc`, abstracted). Each cycle each
//!   router serves its front packets one after another, transit before injection (an
//!   injected packet refused 15 times counts as transit), then round robin from the input VC
//!   after the last one served. Allocation looks at output VCs, not at the physical channel:
//!   a packet may take an unowned VC whose channel still carries another VC's packet, and
//!   then starts when the channel frees (the cycle model's VA grants such a VC and the flits
//!   interleave; here they go one packet after the other). Among the adaptive VCs of the adaptive ports (and escape VCs
//!   off the rings, which are spare) it takes the one with most credits; an output VC needs
//!   room for the packet (VCT, and wormhole at packet level), an adaptive VC under wormhole
//!   Duato an empty buffer. The escape VC of the escape port (dateline class, or the ring
//!   successor on a ring) is asked for only after the patience of refused attempts, and a move
//!   that enters a bubble ring needs room for two packets (2L credits). An injected packet on
//!   a bubble mode enters only while its escape VC is half free (injection admission). A
//!   packet may leave an escape ring at most `max_misses` times.
//! - **Routing** by the algorithms at run time (`routing::decide`), never by the tables.
//! - **Injection.** Each node's interface writes one packet at a time, one flit per cycle,
//!   into a local VC (round robin) with room for it; sources queue up to `max_queue` packets.

use super::{BehavioralConfig, Outcome, collect, routable};
use crate::Result;
use crate::router::params::{RouterParams, Switching, VcRole};
use crate::routing::decide::Decider;
use crate::routing::table::CompiledTables;
use crate::topology::{Network, NodeId, PortId};
use crate::workload::source::TrafficSource;
use crate::workload::{PacketRecord, SimConfig, SimResult};
use std::collections::VecDeque;

/// Slots of the credit-return wheel: more than the longest packet (256 flits) plus the
/// longest credit delay (16) ahead.
const WHEEL: usize = 512;

/// Refused attempts after which an injected packet is served like a transit one.
use crate::router::params::STARVATION_LIMIT;

/// Where a packet goes from the router it waits in, decided once per visit.
#[derive(Clone, Copy, Debug, Default)]
struct Route {
    eject: bool,
    /// Adaptive output ports.
    mask: u64,
    /// Escape output port and VC class.
    escape: Option<(PortId, u8)>,
    /// The escape arrival port when the packet is on a ring (for the bubble rule).
    ring_in: Option<PortId>,
    /// Arrived on an escape VC: leaving for an adaptive VC counts as a miss.
    from_escape: bool,
}

/// A packet's state in the network.
#[derive(Clone, Copy, Debug, Default)]
struct Pkt {
    node: NodeId,
    /// Input port it waits in (P: the local port).
    in_port: u32,
    vc: u8,
    /// First cycle it may start from this router.
    eligible: u64,
    refused: u8,
    misses: u8,
    route: Option<Route>,
}

/// The whole network's registers at packet level.
struct Flow<'n, 'd> {
    net: &'n Network,
    decider: &'d mut Decider<'n>,
    bcfg: BehavioralConfig,
    /// Role of each VC index (escape class or adaptive), as `RouterParams` wires them.
    roles: Vec<VcRole>,
    bubble: bool,
    p: usize,
    v: usize,
    /// Packet length L for the bubble and admission thresholds.
    l: u32,
    pk: Vec<Pkt>,
    /// Per input VC, (node * (P + 1) + port) * V + vc: the packets queued, front first.
    fifo: Vec<VecDeque<u32>>,
    /// Per input VC: free slots as the upstream credit counter sees them.
    credits: Vec<u32>,
    /// Credits on their way back, by cycle modulo `WHEEL`: (input VC, slots).
    releases: Vec<Vec<(u32, u32)>>,
    /// Per output channel (node * P + port): first cycle it is idle.
    channel_free: Vec<u64>,
    eject_free: Vec<u64>,
    /// Per input port (node * (P + 1) + port): first cycle it may send again (the crossbar
    /// reads one flit per input port per cycle).
    input_free: Vec<u64>,
    /// Per input VC: the cycle its owner's tail has been sent (an output VC is held from
    /// allocation to tail).
    owned_until: Vec<u64>,
    /// Per output channel: input VC 0 of the downstream router's input it feeds (None: the
    /// channel does not work).
    down_base: Vec<Option<usize>>,
    /// Cycles an output VC stays held after its owner's tail: the next packet's VA follows
    /// the release (head_to_sa - 1).
    vc_gap: u64,
    /// Per router: bit i set when its input VC i holds a packet.
    occupied: Vec<u64>,
    /// Per router: no front packet can start before this cycle.
    wake: Vec<u64>,
    /// Packets in each router's input VCs.
    present: Vec<u32>,
    /// Round-robin pointer over each router's input VCs.
    rr: Vec<usize>,
    forwarded: Vec<u64>,
    /// Scratch: this cycle's requesters at one router.
    cand: Vec<(u8, usize, u32)>,
    last_move: u64,
}

pub(super) fn run<'n>(
    net: &'n Network,
    tables: &CompiledTables,
    decider: &mut Decider<'n>,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
    record_paths: bool,
) -> Result<(SimResult, Vec<Vec<NodeId>>)> {
    let started = std::time::Instant::now();
    let mut flow = Flow::new(net, tables, decider, bcfg)?;
    let mut nis = Interfaces::new(net, cfg, bcfg, record_paths);
    let healthy: Vec<NodeId> = net.healthy_nodes().collect();
    let gen_end = cfg.warmup + cfg.cycles;
    let mut now = 0u64;
    let mut deadlock = false;
    let stopped = loop {
        if now < gen_end {
            nis.generate(now, cfg, &mut flow);
        }
        flow.return_credits(now);
        nis.inject(now, &healthy, &mut flow);
        for node in net.node_ids() {
            if flow.present[node.index()] > 0 && flow.wake[node.index()] <= now {
                flow.allocate(
                    node,
                    now,
                    &mut nis.packets,
                    &mut nis.paths,
                    record_paths,
                    &mut nis.live,
                );
            }
        }
        now += 1;
        if now >= gen_end {
            if nis.live == 0 {
                break None;
            }
            let in_network = flow.present.iter().any(|&c| c > 0);
            if in_network && now.saturating_sub(flow.last_move) > cfg.watchdog {
                deadlock = true;
                break Some(now);
            }
            if now >= gen_end + cfg.drain_limit {
                break Some(now);
            }
        }
    };
    let Interfaces {
        mut packets,
        mut paths,
        refused,
        ..
    } = nis;
    let stats = collect(
        net,
        tables,
        cfg,
        Outcome {
            packets: &mut packets,
            forwarded: &flow.forwarded,
            refused,
            stopped,
            deadlock,
            started,
        },
    );
    for (path, rec) in paths.iter_mut().zip(&packets) {
        if rec.delivered.is_none() {
            path.clear();
        }
    }
    Ok((SimResult { stats, packets }, paths))
}

/// The traffic side of the run: the sources, their queues and the network interfaces that
/// write one packet at a time into a local VC, and every packet's record.
struct Interfaces<'n> {
    source: TrafficSource<'n>,
    offers: Vec<crate::workload::source::Offer>,
    packets: Vec<PacketRecord>,
    /// Per packet, the routers it visited (only when paths are recorded).
    paths: Vec<Vec<NodeId>>,
    record_paths: bool,
    /// Per node: packets waiting to be injected, with the cycle they may start.
    queue: Vec<VecDeque<(u32, u64)>>,
    /// Per node: the first cycle its injection line is free.
    line_free: Vec<u64>,
    /// Per node: the local VC to try first (round robin).
    next_vc: Vec<usize>,
    /// Offers refused because the source queue was full.
    refused: u64,
    /// Packets generated and neither delivered nor dropped.
    live: usize,
}

impl<'n> Interfaces<'n> {
    fn new(
        net: &'n Network,
        cfg: &'n SimConfig,
        bcfg: &BehavioralConfig,
        record_paths: bool,
    ) -> Self {
        let n = net.num_nodes();
        Interfaces {
            source: TrafficSource::new(net, &cfg.pattern, cfg.rate, bcfg.packet_len, cfg.seed),
            offers: Vec::new(),
            packets: Vec::new(),
            paths: Vec::new(),
            record_paths,
            queue: vec![VecDeque::new(); n],
            line_free: vec![0; n],
            next_vc: vec![0; n],
            refused: 0,
            live: 0,
        }
    }

    /// This cycle's offers: a record each, queued at its source unless the queue is full
    /// (refused) or no route exists (undeliverable).
    fn generate(&mut self, now: u64, cfg: &SimConfig, flow: &mut Flow) {
        self.offers.clear();
        self.source.offers(now, &mut self.offers);
        for o in &self.offers {
            if self.queue[o.src.index()].len() >= cfg.max_queue {
                self.refused += 1;
                continue;
            }
            let ok = routable(flow.net, flow.decider, o.src, o.dst);
            let id = self.packets.len() as u32;
            self.packets
                .push(PacketRecord::new(id, o.src, o.dst, o.flits, now, ok, true));
            self.packets[id as usize].measured = now >= cfg.warmup;
            flow.pk.push(Pkt::default());
            if self.record_paths {
                self.paths.push(Vec::new());
            }
            if ok {
                self.queue[o.src.index()].push_back((id, now + cfg.injection_delay));
                self.live += 1;
            }
        }
    }

    /// Network interfaces: each writes the packet at the front of its queue into a local VC
    /// with room for it, one packet at a time.
    fn inject(&mut self, now: u64, healthy: &[NodeId], flow: &mut Flow) {
        let (p, v) = (flow.p, flow.v);
        for &node in healthy {
            let Some(&(id, ready)) = self.queue[node.index()].front() else {
                continue;
            };
            if ready > now || self.line_free[node.index()] > now {
                continue;
            }
            let flits = self.packets[id as usize].flits;
            let need = flow.reserve(flits);
            let base = flow.ivc(node, p, 0);
            let Some(vc) = (0..v)
                .map(|i| (self.next_vc[node.index()] + i) % v)
                .find(|&vc| flow.credits[base + vc] >= need)
            else {
                continue;
            };
            self.queue[node.index()].pop_front();
            self.next_vc[node.index()] = (vc + 1) % v;
            self.line_free[node.index()] = now + flits as u64;
            self.packets[id as usize].injected = Some(now);
            if self.record_paths {
                self.paths[id as usize].push(node);
            }
            flow.enter(id, node, p, vc, now, need, now);
        }
    }
}

impl<'n, 'd> Flow<'n, 'd> {
    /// Empty buffers, full credits, idle channels.
    fn new(
        net: &'n Network,
        tables: &CompiledTables,
        decider: &'d mut Decider<'n>,
        bcfg: &BehavioralConfig,
    ) -> Result<Self> {
        let f = bcfg.flow;
        // The VC roles and the checks of a router with these parameters (errors name the value).
        let mut prm = RouterParams::new(tables, f.vcs, f.depth, bcfg.packet_len, f.switching);
        prm.stages = (bcfg.per_hop - 1).max(5) as usize;
        prm.validate()?;
        let (n, p, v) = (net.num_nodes(), net.num_ports(), f.vcs);
        let nvc = crate::router::VcLayout::new(v).len(n * (p + 1));
        Ok(Flow {
            net,
            decider,
            bcfg: *bcfg,
            roles: (0..v).map(|vc| prm.vc_role(vc)).collect(),
            bubble: tables.mode.uses_rings(),
            p,
            v,
            l: bcfg.packet_len as u32,
            pk: Vec::new(),
            fifo: vec![VecDeque::new(); nvc],
            credits: vec![f.depth as u32; nvc],
            releases: vec![Vec::new(); WHEEL],
            channel_free: vec![0; n * p],
            eject_free: vec![0; n],
            input_free: vec![0; n * (p + 1)],
            owned_until: vec![0; nvc],
            down_base: (0..n * p)
                .map(|c| {
                    let (node, port) = (NodeId::new(c / p), PortId::new(c % p));
                    let w = net.link(node, port)?;
                    let in_w = net.topo.input_port(w, node)?;
                    Some((w.index() * (p + 1) + in_w.index()) * v)
                })
                .collect(),
            vc_gap: f.head_to_sa - 1,
            present: vec![0; n],
            occupied: vec![0; n],
            wake: vec![0; n],
            rr: vec![0; n],
            forwarded: vec![0; n],
            cand: Vec::new(),
            last_move: 0,
        })
    }

    fn ivc(&self, node: NodeId, port: usize, vc: usize) -> usize {
        crate::router::VcLayout::new(self.v).index(
            node.index() * (self.p + 1) + port,
            crate::topology::VcId::new(vc),
        )
    }

    /// Slots a packet of `flits` holds in a buffer.
    fn reserve(&self, flits: usize) -> u32 {
        flits.min(self.bcfg.flow.depth) as u32
    }

    fn return_credits(&mut self, now: u64) {
        let slot = (now % WHEEL as u64) as usize;
        for (ivc, slots) in self.releases[slot].drain(..) {
            self.credits[ivc as usize] += slots;
        }
    }

    /// Packet `id` is written into input VC (`node`, `port`, `vc`) at `now`.
    #[allow(clippy::too_many_arguments)]
    fn enter(
        &mut self,
        id: u32,
        node: NodeId,
        port: usize,
        vc: usize,
        now: u64,
        slots: u32,
        eligible: u64,
    ) {
        let ivc = self.ivc(node, port, vc);
        self.occupied[node.index()] |= 1 << (port * self.v + vc);
        self.wake[node.index()] = self.wake[node.index()].min(eligible);
        self.credits[ivc] -= slots;
        self.fifo[ivc].push_back(id);
        self.present[node.index()] += 1;
        let pk = &mut self.pk[id as usize];
        *pk = Pkt {
            node,
            in_port: port as u32,
            vc: vc as u8,
            eligible,
            route: None,
            ..*pk
        };
        self.last_move = now;
    }

    /// Packet `id` starts leaving its buffer at `now`: its slots go back upstream after the
    /// tail, and the packet behind it may start once its head has passed RC and VA.
    fn leave(&mut self, id: u32, now: u64, flits: usize) {
        let pk = self.pk[id as usize];
        let node = pk.node;
        let ivc = self.ivc(node, pk.in_port as usize, pk.vc as usize);
        let front = self.fifo[ivc].pop_front();
        debug_assert_eq!(front, Some(id));
        self.present[node.index()] -= 1;
        let f = &self.bcfg.flow;
        let tail_out = now + flits as u64;
        self.input_free[node.index() * (self.p + 1) + pk.in_port as usize] = tail_out;
        let due = tail_out + f.credit_delay;
        debug_assert!(due > now && due - now < WHEEL as u64);
        let slots = self.reserve(flits);
        self.releases[(due % WHEEL as u64) as usize].push((ivc as u32, slots));
        if self.fifo[ivc].is_empty() {
            self.occupied[node.index()] &= !(1 << (ivc % ((self.p + 1) * self.v)));
        }
        if let Some(&next) = self.fifo[ivc].front() {
            let e = &mut self.pk[next as usize].eligible;
            *e = (*e).max(tail_out + f.head_to_sa - 1);
        }
        self.last_move = now;
    }

    /// One cycle of allocation at `node`.
    fn allocate(
        &mut self,
        node: NodeId,
        now: u64,
        packets: &mut [PacketRecord],
        paths: &mut [Vec<NodeId>],
        record_paths: bool,
        live: &mut usize,
    ) {
        let (p, v) = (self.p, self.v);
        let lay = crate::router::VcLayout::new(v);
        let nvc = lay.len(p + 1);
        let base = self.ivc(node, 0, 0);
        let mut cand = std::mem::take(&mut self.cand);
        cand.clear();
        let mut wake = u64::MAX;
        for local in crate::bits::set_bits(self.occupied[node.index()]) {
            let Some(&id) = self.fifo[base + local].front() else {
                continue;
            };
            let pk = &self.pk[id as usize];
            let ready = pk
                .eligible
                .max(self.input_free[node.index() * (p + 1) + lay.port(local)]);
            if ready > now {
                wake = wake.min(ready);
                continue;
            }
            let injected = local >= p * v;
            let low = self.bcfg.flow.transit_priority && injected && pk.refused < STARVATION_LIMIT;
            cand.push((
                u8::from(low),
                (local + nvc - self.rr[node.index()]) % nvc,
                id,
            ));
        }
        if !cand.is_empty() {
            wake = now + 1; // refused or served: look again next cycle
        }
        self.wake[node.index()] = wake;
        cand.sort_unstable();
        for &(_, order, id) in &cand {
            let local = (order + self.rr[node.index()]) % nvc;
            if self.input_free[node.index() * (p + 1) + lay.port(local)] > now {
                continue; // another VC of this input port started a packet this cycle
            }
            let rec = &mut packets[id as usize];
            let flits = rec.flits;
            match self.choose(node, id, rec.dst, flits, now) {
                None => {
                    let pk = &mut self.pk[id as usize];
                    pk.refused = pk.refused.saturating_add(1).min(STARVATION_LIMIT);
                }
                Some(Grant::Eject) => {
                    self.eject_free[node.index()] = now + flits as u64;
                    rec.hops += 1;
                    rec.delivered = Some(now + self.bcfg.per_hop + flits as u64 - 1);
                    self.forwarded[node.index()] += flits as u64;
                    self.leave(id, now, flits);
                    *live -= 1;
                    self.rr[node.index()] = (local + 1) % nvc;
                }
                Some(Grant::Move { port, vc, adaptive }) => {
                    let w = self.net.link(node, port).expect("granted ports work");
                    let in_w = self.net.topo.input_port(w, node).expect("adjacent");
                    let c = node.index() * p + port.index();
                    // The VC is ours now; the packet waits for its channel if it is busy.
                    let start = now.max(self.channel_free[c]);
                    self.channel_free[c] = start + flits as u64;
                    let down = self.ivc(w, in_w.index(), vc);
                    self.owned_until[down] = start + flits as u64 + self.vc_gap;
                    rec.hops += 1;
                    self.forwarded[node.index()] += flits as u64;
                    if record_paths {
                        paths[id as usize].push(w);
                    }
                    let route = self.pk[id as usize].route.unwrap_or_default();
                    let misses =
                        self.pk[id as usize].misses + u8::from(adaptive && route.from_escape);
                    self.leave(id, start, flits);
                    let slots = self.reserve(flits);
                    // A packet behind another gets a later time when the other leaves.
                    let eligible = start + self.bcfg.per_hop;
                    self.enter(id, w, in_w.index(), vc, start, slots, eligible);
                    let pk = &mut self.pk[id as usize];
                    pk.misses = misses.min(15);
                    pk.refused = 0;
                    self.rr[node.index()] = (local + 1) % nvc;
                }
            }
        }
        self.cand = cand;
    }

    /// The route of packet `id` at `node`, computed by the algorithm on its first request.
    fn route(&mut self, node: NodeId, id: u32, dst: NodeId) -> Route {
        if let Some(r) = self.pk[id as usize].route {
            return r;
        }
        let pk = self.pk[id as usize];
        let r = if dst == node {
            Route {
                eject: true,
                ..Route::default()
            }
        } else {
            let e = self.decider.entry(node, dst).unwrap_or_default();
            let in_port = PortId::new(pk.in_port as usize);
            let network_in = (in_port.index() < self.p).then_some(in_port);
            let role = self.roles[pk.vc as usize];
            let on_escape = network_in.is_some()
                && matches!(role, VcRole::Escape(_))
                && (!self.bubble || self.decider.ring_successor(node, in_port).is_some());
            let mut escape = e.escape_port().map(|q| (q, e.escape_class));
            if let (Some(i), Some((q, class)), VcRole::Escape(arrived)) = (network_in, escape, role)
            {
                escape = Some((q, self.decider.escape_class(i, arrived, q, class)));
            }
            let mut mask = self.decider.adaptive_mask(&e, node, network_in);
            if self.bubble && on_escape {
                if self.decider.follow_ring() {
                    escape = self.decider.ring_successor(node, in_port).map(|q| (q, 0));
                }
                if pk.misses >= self.bcfg.flow.max_misses {
                    mask = 0; // livelock limit: stay on the ring
                }
            }
            Route {
                eject: false,
                mask,
                escape,
                ring_in: (self.bubble && on_escape).then_some(in_port),
                from_escape: on_escape,
            }
        };
        self.pk[id as usize].route = Some(r);
        r
    }

    /// Credits output VC `vc` of `port` must show before this packet may take it.
    fn need(&self, vc: usize, flits: usize) -> u32 {
        let f = &self.bcfg.flow;
        match f.switching {
            Switching::Wormhole if f.atomic_adaptive && self.roles[vc] == VcRole::Adaptive => {
                f.depth as u32
            }
            _ => self.reserve(flits),
        }
    }

    /// Credits of output VC `vc` of `port` at `node`, if the VC is unowned and its channel
    /// works. The physical channel may still be busy with another VC's packet: VA does not
    /// look at it (the cycle model's VA grants an output VC whose channel carries another
    /// VC's flits); the move then waits for the channel.
    fn idle_credits(&self, node: NodeId, port: PortId, vc: usize, now: u64) -> Option<u32> {
        let c = node.index() * self.p + port.index();
        let down = self.down_base[c]? + vc;
        (self.owned_until[down] <= now).then_some(self.credits[down])
    }

    /// The allocation policy for one packet (see the module docs).
    fn choose(
        &mut self,
        node: NodeId,
        id: u32,
        dst: NodeId,
        flits: usize,
        now: u64,
    ) -> Option<Grant> {
        let route = self.route(node, id, dst);
        let pk = self.pk[id as usize];
        if route.eject {
            return (self.eject_free[node.index()] <= now).then_some(Grant::Eject);
        }
        let injected = pk.in_port as usize == self.p;
        let mut best: Option<(u32, PortId, usize)> = None;
        for port in crate::bits::set_bits(route.mask).map(PortId::new) {
            let spare_escape = self.bubble && !self.decider.on_ring(node, port);
            for vc in 0..self.v {
                if self.roles[vc] != VcRole::Adaptive && !spare_escape {
                    continue;
                }
                if let Some(c) = self.idle_credits(node, port, vc, now)
                    && c >= self.need(vc, flits)
                    && best.is_none_or(|(b, _, _)| c > b)
                {
                    best = Some((c, port, vc));
                }
            }
        }
        let f = self.bcfg.flow;
        if injected && best.is_some() && !self.admits_injection(node, route) {
            best = None;
        }
        if let Some((_, port, vc)) = best {
            return Some(Grant::Move {
                port,
                vc,
                adaptive: true,
            });
        }
        let patience = if injected {
            f.injection_patience
        } else {
            f.escape_patience
        };
        if route.mask != 0 && pk.refused < patience {
            return None;
        }
        let (port, class) = route.escape?;
        let vc = (0..self.v).find(|&vc| {
            self.roles[vc] == VcRole::Escape(class)
                && self
                    .idle_credits(node, port, vc, now)
                    .is_some_and(|c| c >= self.need(vc, flits))
        })?;
        if self.bubble && self.decider.enters_ring(node, route.ring_in, port) {
            // Bubble condition: entering a ring needs room for two packets.
            let c = self.idle_credits(node, port, vc, now)?;
            if c < 2 * self.l {
                return None;
            }
        }
        Some(Grant::Move {
            port,
            vc,
            adaptive: false,
        })
    }

    /// Injection admission on bubble rings: an injected packet enters only while the escape
    /// VC it would fall back to is at least half free (and holds a packet).
    fn admits_injection(&self, node: NodeId, route: Route) -> bool {
        let f = &self.bcfg.flow;
        if !(f.transit_priority && self.bubble) {
            return true;
        }
        let Some((port, _)) = route.escape else {
            return true;
        };
        if !self.decider.on_ring(node, port) {
            return true;
        }
        let Some(esc) = (0..self.v).find(|&vc| self.roles[vc] != VcRole::Adaptive) else {
            return true;
        };
        let Some(base) = self.down_base[node.index() * self.p + port.index()] else {
            return true;
        };
        let admission = (f.depth as u32).div_ceil(2).max(self.l);
        self.credits[base + esc] >= admission
    }
}

/// What allocation gives a packet.
enum Grant {
    Eject,
    Move {
        port: PortId,
        vc: usize,
        /// On an adaptive VC (or a spare escape VC): leaving a ring counts as a miss.
        adaptive: bool,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::behavioral::FlowParams;
    use crate::routing::table::{Mode, compile};
    use crate::topology::Topology;

    /// Bubble condition (paper 003 section 2): with its adaptive VCs full, an injected packet
    /// may take the escape VC only when it shows room for two packets (2L credits), whereas a
    /// packet continuing along its ring needs room for one.
    #[test]
    fn ring_entry_needs_room_for_two_packets() {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = compile(&net, Mode::Bubble).unwrap();
        let mut decider = Decider::new(&net, Mode::Bubble).unwrap();
        let bcfg = BehavioralConfig {
            flow: FlowParams {
                vcs: 2,
                depth: 8,
                switching: Switching::Vct,
                injection_patience: 0,
                escape_patience: 0,
                transit_priority: false,
                ..FlowParams::default()
            },
            ..BehavioralConfig::default()
        };
        let mut flow = Flow::new(&net, &tables, &mut decider, &bcfg).unwrap();
        let p = flow.p;
        let (src, dst) = (0, 2); // two hops along one dimension
        let e = flow
            .decider
            .entry(NodeId::new(src), NodeId::new(dst))
            .unwrap();
        let esc = e.escape_port().unwrap();
        // Every adaptive VC towards the destination is full.
        for q in crate::bits::set_bits(u64::from(e.adaptive_mask)) {
            let base = flow.down_base[src * p + q].unwrap();
            flow.credits[base + 1] = 0;
        }
        let escape_vc = flow.down_base[src * p + esc.index()].unwrap();
        flow.pk.push(Pkt::default());
        flow.enter(0, NodeId::new(src), p, 0, 0, 4, 0);
        flow.credits[escape_vc] = 7;
        assert!(
            flow.choose(NodeId::new(src), 0, NodeId::new(dst), 4, 0)
                .is_none(),
            "7 < 2L credits"
        );
        flow.pk[0].route = None;
        flow.credits[escape_vc] = 8;
        assert!(matches!(
            flow.choose(NodeId::new(src), 0, NodeId::new(dst), 4, 0),
            Some(Grant::Move { port, vc: 0, adaptive: false }) if port == esc
        ));
        // At the next router, a packet that arrived on the ring's escape VC continues with
        // room for one packet.
        let w = net.link(NodeId::new(src), esc).unwrap();
        let in_w = net.topo.input_port(w, NodeId::new(src)).unwrap();
        let e = flow.decider.entry(w, NodeId::new(dst)).unwrap();
        let out = e.escape_port().unwrap();
        assert_eq!(flow.decider.ring_successor(w, in_w), Some(out));
        for q in crate::bits::set_bits(u64::from(e.adaptive_mask)) {
            let base = flow.down_base[w.index() * p + q].unwrap();
            flow.credits[base + 1] = 0;
        }
        flow.pk.push(Pkt::default());
        flow.enter(1, w, in_w.index(), 0, 0, 4, 0);
        let next = flow.down_base[w.index() * p + out.index()].unwrap();
        flow.credits[next] = 4;
        assert!(matches!(
            flow.choose(w, 1, NodeId::new(dst), 4, 0),
            Some(Grant::Move {
                vc: 0,
                adaptive: false,
                ..
            })
        ));
    }
}
