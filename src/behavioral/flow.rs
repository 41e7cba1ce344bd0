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
//! - **Faults during the run** (docs/faults-during-operation.md, "The behavioral model"):
//!   a failed channel is a sink until its router follows the new routing; each router routes
//!   with the decider of the fault set its reconfiguration has reached.

use super::{BehavioralConfig, Outcome, collect};
use crate::Result;
use crate::router::params::{RouterParams, Switching, VcRole};
use crate::routing::decide::Decider;
use crate::routing::table::CompiledTables;
use crate::topology::{Network, NodeId, PortId, VcId};
use crate::workload::config::EventTables;
use crate::workload::reload::{Schedule, Switch};
use crate::workload::source::TrafficSource;
use crate::workload::timeline::{self, Timeline};
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
    vc: VcId,
    /// First cycle it may start from this router.
    eligible: u64,
    refused: u8,
    misses: u8,
    route: Option<Route>,
    /// Until this cycle its tail is still crossing the link into `node` (a fault of that
    /// link catches it).
    crossing_until: u64,
}

/// How a packet left the network early, settled at the end of its cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// Sent into a failed link before its router followed the fault.
    Sunk,
    /// Its router's routing has no move for it (docs/faults-during-operation.md, "No route"):
    /// reported by the interface at cycle `at`.
    NoRoute { at: u64 },
}

/// The whole network's registers at packet level.
struct Flow<'n> {
    net: &'n Network,
    /// Index 0: the routing of the faults present from cycle 0; i + 1: after fault event i.
    deciders: Vec<Decider<'n>>,
    /// Per router: the decider it routes with.
    routing_of: Vec<usize>,
    /// The decider whose reconfiguration has finished everywhere: new packets are checked
    /// against it (the kernel's adopted tables).
    adopted: usize,
    /// A run with fault events: failed channels sink, a packet without a move ends.
    faulty: bool,
    /// Per router: still standing.
    alive: Vec<bool>,
    /// Per output channel: failed during the run (a sink until the routing avoids it).
    dead: Vec<bool>,
    /// Packets that left the network early this cycle.
    ended: Vec<(u32, End)>,
    /// Last cycle a granted ejection delivers its tail.
    eject_until: u64,
    /// Packets in every router's input VCs.
    total: u64,
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

pub(super) fn run(
    net: &Network,
    tables: &CompiledTables,
    cfg: &SimConfig,
    bcfg: &BehavioralConfig,
    record_paths: bool,
) -> Result<(SimResult, Vec<Vec<NodeId>>)> {
    let started = std::time::Instant::now();
    // The same refusals as the kernel's, before the run (the flow model has no table RAM).
    let stages = cfg.faults.event_tables(net, tables, &|_| Ok(()))?;
    let mut deciders = vec![Decider::new(net, tables.mode)?];
    for (stage, ev) in stages.iter().zip(&cfg.faults.events) {
        deciders.push(Decider::new(&stage.net, tables.mode).map_err(|e| {
            crate::Error::input(format!("fault event {}:{}: {e}", ev.cycle, ev.spec))
        })?);
    }
    let mut flow = Flow::new(net, tables, deciders, bcfg)?;
    let mut nis = Interfaces::new(net, cfg, bcfg, record_paths);
    let writes =
        crate::router::params::table_port_writes(net.num_nodes(), net.num_ports(), bcfg.flow.vcs);
    let mut schedule = Schedule::new(&cfg.faults, writes as u64);
    flow.faulty = schedule.is_some();
    let (stopped, deadlock) = simulate(&mut flow, &mut nis, schedule.as_mut(), &stages, cfg);
    let end_net = schedule
        .as_ref()
        .and_then(Schedule::latest)
        .map_or(net, |i| &stages[i].net);
    let Interfaces {
        mut packets,
        mut paths,
        refused,
        retransmitted,
        ..
    } = nis;
    let mut stats = collect(
        end_net,
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
    stats.faults_during_run = schedule.map(|s| {
        let nodes = (net.num_healthy(), end_net.num_healthy());
        fault_report(s, &packets, cfg, retransmitted, nodes)
    });
    for (path, rec) in paths.iter_mut().zip(&packets) {
        if rec.delivered.is_none() {
            path.clear();
        }
    }
    Ok((
        SimResult {
            stats,
            packets,
            activity: None,
        },
        paths,
    ))
}

/// The run, cycle by cycle: (the cycle it stopped at with packets in flight, deadlock).
fn simulate(
    flow: &mut Flow,
    nis: &mut Interfaces,
    mut schedule: Option<&mut Schedule>,
    stages: &[EventTables],
    cfg: &SimConfig,
) -> (Option<u64>, bool) {
    let gen_end = cfg.warmup + cfg.cycles;
    let mut now = 0u64;
    loop {
        if let Some(s) = schedule.as_deref_mut() {
            for event in s.strike(now) {
                s.reports[event].packets_caught = flow.strike(now, &stages[event].net, nis);
            }
            nis.resend_due(now, flow, s.latest_cycle());
        }
        if now < gen_end {
            nis.generate(now, cfg, flow);
        }
        flow.return_credits(now);
        if !schedule.as_deref().is_some_and(Schedule::injection_stopped) {
            nis.inject(now, flow);
        }
        for node in flow.net.node_ids() {
            if flow.present[node.index()] > 0 && flow.wake[node.index()] <= now {
                flow.allocate(node, now, nis);
            }
        }
        if let Some(s) = schedule.as_deref_mut() {
            flow.settle(now, nis, s);
            flow.reconfigure(now, s);
        }
        now += 1;
        if now >= gen_end {
            if nis.live == 0 {
                return (None, false);
            }
            if flow.total > 0 && now.saturating_sub(flow.last_move) > cfg.watchdog {
                return (Some(now), true);
            }
            if now >= gen_end + cfg.drain_limit {
                return (Some(now), false);
            }
        }
    }
}

/// The `faults_during_run` report, built as the kernel builds it
/// (`workload::timeline::report`), from the records: a delivered packet's flits reach its
/// interface one per cycle up to its tail.
fn fault_report(
    schedule: Schedule,
    packets: &[PacketRecord],
    cfg: &SimConfig,
    retransmitted: u64,
    nodes: (usize, usize),
) -> timeline::FaultsReport {
    let mut t = Timeline::default();
    for p in packets {
        if let Some(d) = p.delivered {
            for c in (d + 1).saturating_sub(p.flits as u64)..=d {
                t.flits_ejected(c, 1);
            }
            t.delivered(d, d - p.created);
        }
    }
    let lost = packets.iter().filter(|p| p.lost.is_some()).count();
    timeline::report(schedule.reports, &t, cfg, (lost, retransmitted), nodes)
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
    /// `--retransmit`'s timeout.
    retransmit: Option<u64>,
    /// Lost packets waiting for their timeout: (cycle they are sent again, id).
    resend: Vec<(u64, u32)>,
    retransmitted: u64,
    /// Ids the kernel gives resent copies (its wire ids): later packets' ids are offset by
    /// them, so both models number the same packets alike. Records are indexed by
    /// generation order, their `id` is the kernel's.
    ids_skipped: u32,
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
            retransmit: cfg.faults.retransmit,
            resend: Vec::new(),
            retransmitted: 0,
            ids_skipped: 0,
        }
    }

    /// This cycle's offers: a record each, queued at its source unless the queue is full
    /// (refused) or no route exists (undeliverable).
    fn generate(&mut self, now: u64, cfg: &SimConfig, flow: &mut Flow) {
        self.offers.clear();
        self.source.offers(now, &mut self.offers);
        for o in &self.offers {
            if flow.faulty && !flow.alive[o.src.index()] {
                continue; // a failed node generates nothing
            }
            if self.queue[o.src.index()].len() >= cfg.max_queue {
                self.refused += 1;
                continue;
            }
            let ok = flow.routable(o.src, o.dst);
            let id = self.packets.len() as u32;
            let kernel_id = id + self.ids_skipped;
            self.packets.push(PacketRecord::new(
                kernel_id, o.src, o.dst, o.flits, now, ok, true,
            ));
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
    fn inject(&mut self, now: u64, flow: &mut Flow) {
        let (p, v) = (flow.p, flow.v);
        for node in flow.net.node_ids() {
            if !flow.alive[node.index()] {
                continue;
            }
            let Some(&(id, ready)) = self.queue[node.index()].front() else {
                continue;
            };
            if ready > now || self.line_free[node.index()] > now {
                continue;
            }
            let flits = self.packets[id as usize].flits;
            let need = flow.reserve(flits);
            let base = flow.ivc(node, p, VcId::new(0));
            let Some(vc) = (0..v)
                .map(|i| VcId::new((self.next_vc[node.index()] + i) % v))
                .find(|&vc| flow.credits[base + vc.index()] >= need)
            else {
                continue;
            };
            self.queue[node.index()].pop_front();
            self.next_vc[node.index()] = (vc.index() + 1) % v;
            self.line_free[node.index()] = now + flits as u64;
            self.packets[id as usize].injected = Some(now);
            if self.record_paths {
                self.paths[id as usize].push(node);
            }
            flow.enter(id, node, p, vc, now, need, now);
        }
    }
}

impl Interfaces<'_> {
    /// Packet `id` out of the network before its tail arrived: resent (`--retransmit`),
    /// lost in the fault of cycle `lost`, or undeliverable (None), as the kernel's
    /// `finish_early` decides. A packet whose destination failed is undeliverable.
    fn end_early(&mut self, id: u32, lost: Option<u64>, now: u64, alive: &[bool]) {
        let rec = &mut self.packets[id as usize];
        let lost = lost.filter(|_| alive[rec.dst.index()]);
        match (lost, self.retransmit) {
            (Some(_), Some(timeout)) if alive[rec.src.index()] => {
                let at = (now + 1).max(rec.injected.unwrap_or(0) + timeout);
                rec.injected = None;
                rec.hops = 0;
                rec.retransmissions += 1;
                self.retransmitted += 1;
                self.resend.push((at, id));
                if self.record_paths {
                    self.paths[id as usize].clear();
                }
            }
            (Some(cycle), _) => {
                rec.lost = Some(cycle);
                self.live -= 1;
            }
            (None, _) => {
                rec.undeliverable = true;
                self.live -= 1;
            }
        }
    }

    /// Lost packets whose timeout ran out go back into their source queues; those whose
    /// source or destination failed meanwhile end (charged to the fault of cycle `cause`).
    fn resend_due(&mut self, now: u64, flow: &mut Flow, cause: Option<u64>) {
        if self.resend.is_empty() {
            return;
        }
        let (due, wait): (Vec<_>, Vec<_>) = std::mem::take(&mut self.resend)
            .into_iter()
            .partition(|&(at, _)| at <= now);
        self.resend = wait;
        for (_, id) in due {
            let rec = &self.packets[id as usize];
            let (src, dst) = (rec.src.index(), rec.dst.index());
            if flow.alive[src] && flow.alive[dst] {
                flow.pk[id as usize] = Pkt::default();
                self.queue[src].push_back((id, now));
                self.ids_skipped += 1;
            } else {
                self.end_early(id, cause, now, &flow.alive);
            }
        }
    }
}

impl<'n> Flow<'n> {
    /// Empty buffers, full credits, idle channels; every router routes with `deciders[0]`.
    fn new(
        net: &'n Network,
        tables: &CompiledTables,
        deciders: Vec<Decider<'n>>,
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
            deciders,
            routing_of: vec![0; n],
            adopted: 0,
            faulty: false,
            alive: net.node_ids().map(|v| net.is_healthy(v)).collect(),
            dead: vec![false; n * p],
            ended: Vec::new(),
            eject_until: 0,
            total: 0,
            bcfg: *bcfg,
            roles: VcId::all(v).map(|vc| prm.vc_role(vc)).collect(),
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

    fn ivc(&self, node: NodeId, port: usize, vc: VcId) -> usize {
        crate::router::VcLayout::new(self.v).index(node.index() * (self.p + 1) + port, vc)
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
        vc: VcId,
        now: u64,
        slots: u32,
        eligible: u64,
    ) {
        let ivc = self.ivc(node, port, vc);
        self.occupied[node.index()] |= 1 << (port * self.v + vc.index());
        self.wake[node.index()] = self.wake[node.index()].min(eligible);
        self.credits[ivc] -= slots;
        self.fifo[ivc].push_back(id);
        self.present[node.index()] += 1;
        self.total += 1;
        let pk = &mut self.pk[id as usize];
        *pk = Pkt {
            node,
            in_port: port as u32,
            vc,
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
        let ivc = self.ivc(node, pk.in_port as usize, pk.vc);
        let front = self.fifo[ivc].pop_front();
        debug_assert_eq!(front, Some(id));
        self.present[node.index()] -= 1;
        self.total -= 1;
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
    fn allocate(&mut self, node: NodeId, now: u64, nis: &mut Interfaces) {
        let (p, v) = (self.p, self.v);
        let lay = crate::router::VcLayout::new(v);
        let nvc = lay.len(p + 1);
        let cand = self.candidates(node, now);
        for &(_, order, id) in &cand {
            let local = (order + self.rr[node.index()]) % nvc;
            if self.input_free[node.index() * (p + 1) + lay.port(local)] > now {
                continue; // another VC of this input port started a packet this cycle
            }
            let (dst, flits) = {
                let rec = &nis.packets[id as usize];
                (rec.dst, rec.flits)
            };
            let Some(grant) = self.choose(node, id, dst, flits, now) else {
                let pk = &mut self.pk[id as usize];
                pk.refused = pk.refused.saturating_add(1).min(STARVATION_LIMIT);
                continue;
            };
            self.grant(node, id, grant, now, nis);
            self.rr[node.index()] = (local + 1) % nvc;
        }
        self.cand = cand;
    }

    /// This cycle's requesters at `node`: its front packets ready to start, transit first,
    /// then round robin from the input VC after the last one served.
    fn candidates(&mut self, node: NodeId, now: u64) -> Vec<(u8, usize, u32)> {
        let (p, v) = (self.p, self.v);
        let lay = crate::router::VcLayout::new(v);
        let nvc = lay.len(p + 1);
        let base = self.ivc(node, 0, VcId::new(0));
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
        cand
    }

    /// Carry out `grant` for packet `id` at `node`.
    fn grant(&mut self, node: NodeId, id: u32, grant: Grant, now: u64, nis: &mut Interfaces) {
        let rec = &mut nis.packets[id as usize];
        let flits = rec.flits;
        match grant {
            Grant::Eject => {
                self.eject_free[node.index()] = now + flits as u64;
                rec.hops += 1;
                let delivered = now + self.bcfg.per_hop + flits as u64 - 1;
                rec.delivered = Some(delivered);
                self.eject_until = self.eject_until.max(delivered);
                self.forwarded[node.index()] += flits as u64;
                self.leave(id, now, flits);
                nis.live -= 1;
            }
            Grant::NoRoute => {
                // The router sends it to its interface, which reports it when its tail
                // arrives there, as an ejected packet's (the routing may change meanwhile).
                let at = now + self.bcfg.per_hop + flits as u64 - 1;
                self.eject_free[node.index()] = now + flits as u64;
                self.eject_until = self.eject_until.max(at);
                self.leave(id, now, flits);
                self.ended.push((id, End::NoRoute { at }));
            }
            Grant::Move { port, vc, adaptive } => {
                let c = node.index() * self.p + port.index();
                // The VC is ours now; the packet waits for its channel if it is busy.
                let start = now.max(self.channel_free[c]);
                self.channel_free[c] = start + flits as u64;
                rec.hops += 1;
                self.forwarded[node.index()] += flits as u64;
                if self.dead[c] {
                    // A failed link: what the router sends there vanishes.
                    self.leave(id, start, flits);
                    self.ended.push((id, End::Sunk));
                    return;
                }
                if nis.record_paths {
                    let w = self.net.link(node, port).expect("granted ports work");
                    nis.paths[id as usize].push(w);
                }
                self.forward(node, id, (port, vc, adaptive), start, flits);
            }
        }
    }

    /// Packet `id` moves from `node` through `port` into VC `vc` of the next router, its
    /// head leaving at `start`.
    fn forward(
        &mut self,
        node: NodeId,
        id: u32,
        (port, vc, adaptive): (PortId, VcId, bool),
        start: u64,
        flits: usize,
    ) {
        let w = self.net.link(node, port).expect("granted ports work");
        let in_w = self.net.topo.input_port(w, node).expect("adjacent");
        let down = self.ivc(w, in_w.index(), vc);
        self.owned_until[down] = start + flits as u64 + self.vc_gap;
        let route = self.pk[id as usize].route.unwrap_or_default();
        let misses = self.pk[id as usize].misses + u8::from(adaptive && route.from_escape);
        self.leave(id, start, flits);
        let slots = self.reserve(flits);
        // A packet behind another gets a later time when the other leaves.
        let eligible = start + self.bcfg.per_hop;
        self.enter(id, w, in_w.index(), vc, start, slots, eligible);
        let pk = &mut self.pk[id as usize];
        pk.misses = misses.min(15);
        pk.refused = 0;
        pk.crossing_until = eligible + flits as u64 - 1;
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
            let decider = &mut self.deciders[self.routing_of[node.index()]];
            let e = decider.entry(node, dst).unwrap_or_default();
            let decider = &self.deciders[self.routing_of[node.index()]];
            let in_port = PortId::new(pk.in_port as usize);
            let network_in = (in_port.index() < self.p).then_some(in_port);
            let role = self.roles[pk.vc.index()];
            let on_escape = network_in.is_some()
                && role.is_escape()
                && (!self.bubble || decider.ring_successor(node, in_port).is_some());
            let mut escape = e.escape_port().map(|q| (q, e.escape_class));
            if let (Some(i), Some((q, class)), VcRole::Escape(arrived)) = (network_in, escape, role)
            {
                escape = Some((q, decider.escape_class(i, arrived, q, class)));
            }
            let mut mask = decider.adaptive_mask(&e, node, network_in);
            if self.bubble && on_escape {
                if decider.follow_ring() {
                    escape = decider.ring_successor(node, in_port).map(|q| (q, 0));
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
    fn need(&self, vc: VcId, flits: usize) -> u32 {
        let f = &self.bcfg.flow;
        match f.switching {
            Switching::Wormhole
                if f.atomic_adaptive && self.roles[vc.index()] == VcRole::Adaptive =>
            {
                f.depth as u32
            }
            _ => self.reserve(flits),
        }
    }

    /// Credits of output VC `vc` of `port` at `node`, if the VC is unowned and its channel
    /// works. The physical channel may still be busy with another VC's packet: VA does not
    /// look at it (the cycle model's VA grants an output VC whose channel carries another
    /// VC's flits); the move then waits for the channel.
    fn idle_credits(&self, node: NodeId, port: PortId, vc: VcId, now: u64) -> Option<u32> {
        let c = node.index() * self.p + port.index();
        if self.dead[c] {
            // The kernel's cut output: an empty VC that never fills (`Router::cut_output`).
            return Some(self.bcfg.flow.depth as u32);
        }
        let down = self.down_base[c]? + vc.index();
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
        if self.faulty && route.mask == 0 && route.escape.is_none() {
            return Some(Grant::NoRoute);
        }
        let decider = &self.deciders[self.routing_of[node.index()]];
        let injected = pk.in_port as usize == self.p;
        let mut best: Option<(u32, PortId, VcId)> = None;
        for port in crate::bits::set_bits(route.mask).map(PortId::new) {
            let spare_escape = self.bubble && !decider.on_ring(node, port);
            for vc in VcId::all(self.v) {
                if self.roles[vc.index()] != VcRole::Adaptive && !spare_escape {
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
        let vc = VcId::all(self.v).find(|&vc| {
            self.roles[vc.index()].serves(class)
                && self
                    .idle_credits(node, port, vc, now)
                    .is_some_and(|c| c >= self.need(vc, flits))
        })?;
        if self.bubble && decider.enters_ring(node, route.ring_in, port) {
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
        if !self.deciders[self.routing_of[node.index()]].on_ring(node, port) {
            return true;
        }
        let Some(esc) = VcId::all(self.v).find(|&vc| self.roles[vc.index()] != VcRole::Adaptive)
        else {
            return true;
        };
        let c = node.index() * self.p + port.index();
        let Some(base) = self.down_base[c].filter(|_| !self.dead[c]) else {
            return true; // a failed channel sinks everything, as an empty VC would take it
        };
        let admission = (f.depth as u32).div_ceil(2).max(self.l);
        self.credits[base + esc.index()] >= admission
    }
}

/// Faults during the run (docs/faults-during-operation.md, "The behavioral model").
impl Flow<'_> {
    /// Can a packet from `src` to `dst` be delivered: its destination stands and the routing
    /// every router has adopted reaches it (a packet to its own node is ejected there).
    fn routable(&mut self, src: NodeId, dst: NodeId) -> bool {
        self.alive[dst.index()] && (src == dst || self.deciders[self.adopted].can_route(src, dst))
    }

    /// A fault event strikes at the start of cycle `now`, leaving the network `after`: its
    /// routers and channels fail, and the packets they hold are lost (returned: how many),
    /// with those queued at a failed node; a packet being ejected at a failed router is
    /// undeliverable.
    fn strike(&mut self, now: u64, after: &Network, nis: &mut Interfaces) -> usize {
        let failed: Vec<NodeId> = (self.net.node_ids())
            .filter(|&v| self.alive[v.index()] && !after.is_healthy(v))
            .collect();
        let cut: Vec<usize> = (0..self.dead.len())
            .filter(|&c| {
                let (v, q) = (NodeId::new(c / self.p), PortId::new(c % self.p));
                !self.dead[c] && self.down_base[c].is_some() && after.link(v, q).is_none()
            })
            .collect();
        let ports = (self.p + 1) * self.v;
        let mut caught: Vec<u32> = failed
            .iter()
            .flat_map(|&v| (0..ports).map(move |i| v.index() * ports + i))
            .flat_map(|ivc| self.fifo[ivc].iter().copied())
            .collect();
        // A packet whose tail is still on a cut link is cut in two.
        for &c in &cut {
            let base = self.down_base[c].expect("filtered");
            let crossing = (base..base + self.v)
                .flat_map(|ivc| self.fifo[ivc].iter())
                .filter(|&&id| self.pk[id as usize].crossing_until > now);
            caught.extend(crossing);
        }
        caught.sort_unstable();
        caught.dedup();
        for &v in &failed {
            self.alive[v.index()] = false;
        }
        for &c in &cut {
            self.dead[c] = true;
        }
        for &id in &caught {
            self.remove(id);
            nis.end_early(id, Some(now), now, &self.alive);
        }
        for &v in &failed {
            let queued: Vec<u32> = nis.queue[v.index()].drain(..).map(|q| q.0).collect();
            for id in queued {
                nis.end_early(id, Some(now), now, &self.alive);
            }
        }
        let alive = &self.alive;
        for rec in nis.packets.iter_mut() {
            if rec.delivered.is_some_and(|d| d >= now) && !alive[rec.dst.index()] {
                rec.delivered = None;
                rec.undeliverable = true;
            }
        }
        caught.len()
    }

    /// Packet `id` taken out of its input VC (caught by a fault): its slots are not
    /// returned, as the channel that fed them has failed.
    fn remove(&mut self, id: u32) {
        let pk = self.pk[id as usize];
        let node = pk.node.index();
        let ivc = self.ivc(pk.node, pk.in_port as usize, pk.vc);
        self.fifo[ivc].retain(|&x| x != id);
        self.present[node] -= 1;
        self.total -= 1;
        if self.fifo[ivc].is_empty() {
            self.occupied[node] &= !(1 << (ivc % ((self.p + 1) * self.v)));
        }
        self.wake[node] = 0;
    }

    /// The packets that left the network early end: sent into a failed link this cycle
    /// (lost in the latest fault, counted as sunk), or without a move once their interface
    /// has them (lost if the adopted routing reaches the destination from the source,
    /// undeliverable if not).
    fn settle(&mut self, now: u64, nis: &mut Interfaces, schedule: &mut Schedule) {
        let cause = schedule.latest_cycle();
        let (due, wait) = std::mem::take(&mut self.ended)
            .into_iter()
            .partition(|&(_, end)| !matches!(end, End::NoRoute { at } if at > now));
        self.ended = wait;
        let due: Vec<(u32, End)> = due;
        for (id, end) in due {
            let (src, dst) = {
                let rec = &nis.packets[id as usize];
                (rec.src, rec.dst)
            };
            let lost = match end {
                End::Sunk => {
                    if let Some(event) = schedule.latest()
                        && self.alive[dst.index()]
                    {
                        schedule.reports[event].packets_sunk += 1;
                    }
                    cause
                }
                End::NoRoute { .. } => cause.filter(|_| self.routable(src, dst)),
            };
            nis.end_early(id, lost, now, &self.alive);
        }
    }

    /// The reconfiguration's step at the end of cycle `now`; a drain ends once no packet is
    /// in a buffer and every granted ejection has delivered.
    fn reconfigure(&mut self, now: u64, schedule: &mut Schedule) {
        if !schedule.busy() {
            return;
        }
        let empty = schedule.injection_stopped() && self.total == 0 && self.eject_until <= now;
        let alive = &self.alive;
        match schedule.advance(now, empty, alive.len(), |v| alive[v.index()]) {
            Some(Switch::All { to }) => {
                self.routing_of.fill(to);
                self.adopted = to;
            }
            Some(Switch::Router { node, to }) => self.routing_of[node.index()] = to,
            Some(Switch::Adopted { to }) => self.adopted = to,
            None => {}
        }
    }
}

/// What allocation gives a packet.
enum Grant {
    Eject,
    /// No move at this router: out to its interface, which reports the packet.
    NoRoute,
    Move {
        port: PortId,
        vc: VcId,
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
        let decider = Decider::new(&net, Mode::Bubble).unwrap();
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
        let mut flow = Flow::new(&net, &tables, vec![decider], &bcfg).unwrap();
        let p = flow.p;
        let (src, dst) = (0, 2); // two hops along one dimension
        let e = flow.deciders[0]
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
        flow.enter(0, NodeId::new(src), p, VcId::new(0), 0, 4, 0);
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
            Some(Grant::Move { port, vc, adaptive: false }) if port == esc && vc.index() == 0
        ));
        // At the next router, a packet that arrived on the ring's escape VC continues with
        // room for one packet.
        let w = net.link(NodeId::new(src), esc).unwrap();
        let in_w = net.topo.input_port(w, NodeId::new(src)).unwrap();
        let e = flow.deciders[0].entry(w, NodeId::new(dst)).unwrap();
        let out = e.escape_port().unwrap();
        assert_eq!(flow.deciders[0].ring_successor(w, in_w), Some(out));
        for q in crate::bits::set_bits(u64::from(e.adaptive_mask)) {
            let base = flow.down_base[w.index() * p + q].unwrap();
            flow.credits[base + 1] = 0;
        }
        flow.pk.push(Pkt::default());
        flow.enter(1, w, in_w.index(), VcId::new(0), 0, 4, 0);
        let next = flow.down_base[w.index() * p + out.index()].unwrap();
        flow.credits[next] = 4;
        assert!(matches!(
            flow.choose(w, 1, NodeId::new(dst), 4, 0),
            Some(Grant::Move {
                vc,
                adaptive: false,
                ..
            }) if vc.index() == 0
        ));
    }
}
