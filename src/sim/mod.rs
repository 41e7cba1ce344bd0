//! The cycle kernel: the workload's traffic into network interfaces, the fabric clocked cycle
//! by cycle, a deadlock watchdog and an exact packet scoreboard; statistics from
//! `workload::stats`.
//!
//! Phases: warm-up (packets generated, not measured), measurement (packets generated and
//! measured), drain (no new packets; run until every packet is delivered, the watchdog fires,
//! or the drain limit is hit). At the end, injected = delivered + undeliverable + in flight
//! is checked exactly.

mod faults;
mod ni;
pub mod replicate;
pub mod saturation;
pub mod study;
pub mod sweep;
pub mod watch;

use crate::fabric::Fabric;
use crate::router::Flit;
use crate::router::flit::FlitFormat;
use crate::routing::mh;
use crate::topology::NodeId;
use crate::workload::timeline::{self, Timeline};
use crate::workload::{
    PacketRecord, Pattern, SimConfig, SimResult, check_multicast, source, stats, trace_check,
};
use crate::{Error, Result};
use ni::{NetworkInterface, Queued};
use std::sync::atomic::{AtomicBool, Ordering};

/// Hasher for packet ids: ids are distinct small integers, so a multiply spreads them well
/// (the default SipHash costs more than the lookups it serves).
#[derive(Default)]
struct IdHasher(u64);

impl std::hash::Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, id: u32) {
        self.0 = u64::from(id).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The exact scoreboard: the records of packets generated and not yet finished, by id, and
/// running totals of the finished ones. Memory follows the packets in flight (source queues
/// included), not the length of the run. A delivery of a packet that is not live (never
/// generated, or delivered already) is a model error and stops the run.
struct Scoreboard<'s> {
    live: std::collections::HashMap<u32, PacketRecord, std::hash::BuildHasherDefault<IdHasher>>,
    next_id: u32,
    tally: stats::Tally,
    /// Per-flow totals (`SimConfig::flows`).
    flows: Option<crate::workload::flows::FlowTally>,
    /// Where finished records go (kept, streamed to a file, or dropped).
    sink: &'s mut dyn FnMut(&PacketRecord),
}

impl Scoreboard<'_> {
    /// A new packet's id, or an error when ids (32 bits in the header) run out.
    fn allocate(&mut self) -> Result<u32> {
        let id = self.next_id;
        self.next_id = id.checked_add(1).ok_or_else(|| {
            Error::input(format!(
                "the run generates more than {} packets, the packet id width: shorten --cycles or lower --rate",
                u32::MAX
            ))
        })?;
        Ok(id)
    }

    fn get(&mut self, id: u32, what: &str) -> &mut PacketRecord {
        self.live
            .get_mut(&id)
            .unwrap_or_else(|| panic!("{what} of packet {id}, which is not in flight"))
    }

    /// A packet has finished (delivered, or undeliverable from the start).
    fn finish(&mut self, rec: PacketRecord) {
        self.tally.finish(&rec);
        if let Some(flows) = self.flows.as_mut() {
            flows.finish(&rec);
        }
        (self.sink)(&rec);
    }
}

/// Threads a run uses by default (`--threads`): every core.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The fabric threads of each of `points` runs that run in parallel, one per core, when the
/// whole work may use `threads` (docs/performance.md, "Threads"): the threads the points leave
/// over, `threads / points`, at least 1. Points fill the cores first: running whole runs side
/// by side costs no synchronisation per cycle.
pub fn threads_per_point(threads: usize, points: usize) -> usize {
    (threads / points.max(1)).max(1)
}

/// Run a simulation on a built fabric, keeping every packet's record (short runs:
/// cross-validation and tests). Long runs use `run_streaming`.
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
    observe: impl FnMut(u64, &Fabric),
) -> Result<SimResult> {
    let mut packets = Vec::new();
    let mut result = run_streaming(fabric, cfg, stop, &mut |p| packets.push(p.clone()), observe)?;
    packets.sort_unstable_by_key(|p| p.id);
    result.packets = packets;
    Ok(result)
}

/// Run a simulation on a built fabric, ending early after the first whole cycle that sees
/// `stop` set. Each packet's record goes to `sink` when the packet finishes: when its tail
/// is delivered (the last destination's, for multicast), when it is found undeliverable at
/// generation, or at the end of the run if still in flight.
pub fn run_streaming(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    stop: &AtomicBool,
    sink: &mut dyn FnMut(&PacketRecord),
    mut observe: impl FnMut(u64, &Fabric),
) -> Result<SimResult> {
    cfg.validate()?;
    fabric.set_threads(cfg.threads)?;
    let started = std::time::Instant::now();
    // The traffic source reads the network while the kernel drives the fabric.
    let net = fabric.network().clone();
    let mut k = Kernel::new(fabric, cfg, &net, sink)?;
    let deadlock = loop {
        k.strike();
        k.generate()?;
        k.interfaces();
        k.fabric.set_measuring(k.measuring());
        k.mark_activity();
        k.fabric.cycle(k.now);
        k.sunk();
        let ejected = k.eject();
        observe(k.now, k.fabric);
        k.reconfigure();
        if let Some(deadlock) = k.end_cycle(ejected, stop) {
            break deadlock;
        }
    };
    Ok(k.finish(deadlock, started.elapsed().as_secs_f64()))
}

/// One run's state: the traffic source, the network interfaces, the scoreboard and the
/// counters of the phases. Each cycle: `generate` (new packets into source queues),
/// `interfaces` (credits back, one flit per interface into its router), the fabric's clock,
/// `eject` (flits reaching the interfaces, packets finishing), `end_cycle` (watchdog, drain).
struct Kernel<'f, 'c, 's> {
    fabric: &'f mut Fabric,
    cfg: &'c SimConfig,
    params: std::sync::Arc<crate::router::RouterParams>,
    dest_bits: u32,
    healthy: Vec<NodeId>,
    source: source::TrafficSource<'c>,
    offers: Vec<source::Offer>,
    nis: Vec<NetworkInterface>,
    board: Scoreboard<'s>,
    /// Arrivals turned away at a full source queue.
    refused: u64,
    /// End of generation (warm-up + measurement).
    gen_end: u64,
    now: u64,
    last_move: u64,
    ejected_flits_measured: u64,
    ni_flits_written: usize,
    /// Fault events and their reconfigurations (None: no fault strikes during the run).
    faults: Option<faults::FaultProcess>,
    /// Packets that ended before all their flits arrived (lost in a fault, or reported at a
    /// router without a route): their remaining flits are discarded where they arrive.
    ended_early: std::collections::HashSet<u32>,
    /// Throughput and latency over time (runs with fault events only).
    timeline: Option<Timeline>,
    /// `--retransmit`: lost packets waiting for their timeout, with the cycle they are sent
    /// again.
    resend: Vec<(u64, PacketRecord)>,
    retransmitted: u64,
    /// Healthy routers at the start.
    nodes_at_start: usize,
    /// Interfaces with packets queued or being sent (each once), and the flags of the list.
    busy_nis: Vec<NodeId>,
    /// Local credits on their way to the interfaces (`SimConfig::injection_credit_delay`):
    /// (cycle due, node, VC), in order.
    credit_line: std::collections::VecDeque<(u64, NodeId, crate::topology::VcId)>,
    ni_busy: Vec<bool>,
    /// The routers' event counts when the measurement window opened and when it closed,
    /// with the cycle (`ActivityWindow`).
    activity_from: Option<(u64, Vec<crate::router::Activity>)>,
    activity_to: Option<(u64, Vec<crate::router::Activity>)>,
}

impl<'f, 'c, 's> Kernel<'f, 'c, 's> {
    fn new(
        fabric: &'f mut Fabric,
        cfg: &'c SimConfig,
        net: &'c crate::topology::Network,
        sink: &'s mut dyn FnMut(&PacketRecord),
    ) -> Result<Self> {
        let params = std::sync::Arc::clone(fabric.params());
        if let Pattern::Trace(records) = &cfg.pattern {
            trace_check::check(records, &params, &fabric.network().topo)?;
        }
        check_multicast(&cfg.pattern, &params)?;
        let n = fabric.num_nodes();
        let faults = faults::FaultProcess::new(fabric, &cfg.faults)?;
        let source =
            source::TrafficSource::new(net, &cfg.pattern, cfg.rate, params.packet_len, cfg.seed);
        Ok(Kernel {
            dest_bits: FlitFormat::for_params(n, &params).dest_bits,
            healthy: fabric.network().healthy_nodes().collect(),
            source,
            offers: Vec::new(),
            nis: vec![NetworkInterface::new(params.vcs, params.depth); n],
            board: Scoreboard {
                live: Default::default(),
                next_id: 0,
                tally: stats::Tally::default(),
                flows: cfg
                    .flows
                    .map(|key| crate::workload::flows::FlowTally::new(key, n)),
                sink,
            },
            refused: 0,
            gen_end: cfg.warmup.saturating_add(cfg.cycles),
            now: 0,
            last_move: 0,
            ejected_flits_measured: 0,
            ni_flits_written: 0,
            timeline: faults.as_ref().map(|_| Timeline::default()),
            resend: Vec::new(),
            retransmitted: 0,
            nodes_at_start: fabric.network().num_healthy(),
            busy_nis: Vec::new(),
            credit_line: std::collections::VecDeque::new(),
            ni_busy: vec![false; n],
            activity_from: None,
            activity_to: None,
            faults,
            ended_early: Default::default(),
            params,
            fabric,
            cfg,
        })
    }

    /// Before the clock edge of the window's first cycle and of the first cycle after it:
    /// the routers' event counts (`ActivityWindow`).
    fn mark_activity(&mut self) {
        let counts = || stats::ActivityWindow::counts(self.fabric);
        if self.now == self.cfg.warmup {
            self.activity_from = Some((self.now, counts()));
        } else if self.now == self.gen_end {
            self.activity_to = Some((self.now, counts()));
        }
    }

    /// The measurement window's events: to its end, or to now if the run ended sooner.
    fn activity_window(&self) -> stats::ActivityWindow {
        let now = || (self.now, stats::ActivityWindow::counts(self.fabric));
        let from = self.activity_from.clone().unwrap_or_else(now);
        let to = self.activity_to.clone().unwrap_or_else(now);
        stats::ActivityWindow::between((from.0, &from.1), (to.0, &to.1))
    }

    /// In the measurement phase: after warm-up, before the end of generation.
    #[inline]
    fn measuring(&self) -> bool {
        self.now >= self.cfg.warmup && self.now < self.gen_end
    }

    /// Traffic: this cycle's new packets into the source queues.
    fn generate(&mut self) -> Result<()> {
        self.resend_due()?;
        if self.now >= self.gen_end {
            return Ok(());
        }
        let mut offers = std::mem::take(&mut self.offers);
        offers.clear();
        self.source.offers(self.now, &mut offers);
        let admitted = offers.iter().try_for_each(|offer| self.admit(offer));
        self.offers = offers;
        admitted
    }

    /// A new packet: refused at a full source queue, finished at once when undeliverable,
    /// queued at its source otherwise.
    fn admit(&mut self, offer: &source::Offer) -> Result<()> {
        let now = self.now;
        if offer.is_multicast() && !self.params.mode().algorithm().multicast() {
            return Err(Error::input(format!(
                "trace line at cycle {now}: multicast needs --routing mh-ud"
            )));
        }
        if self.faults.is_some() && !self.fabric.network().is_healthy(offer.src) {
            return Ok(()); // a failed node generates nothing
        }
        if self.nis[offer.src.index()].queue.len() >= self.cfg.max_queue {
            self.refused += 1;
            return Ok(());
        }
        let id = self.board.allocate()?;
        self.board.tally.generated += 1;
        // Multicast destinations travel in UD-list order (paper 004, section 5); a unicast
        // packet's one destination needs no list of its own.
        let (src, flits) = (offer.src, offer.flits);
        let ud: Vec<NodeId> = if offer.is_multicast() {
            let topo = &self.fabric.network().topo;
            let dsts: Vec<NodeId> = offer.dests().collect();
            mh::ud_list(topo, src, &dsts)
                .into_iter()
                .skip(1)
                .map(|l| mh::node_of_label(topo, l))
                .collect()
        } else {
            Vec::new()
        };
        let order: &[NodeId] = if offer.is_multicast() {
            &ud
        } else {
            std::slice::from_ref(&offer.dst)
        };
        let dst = *order.last().expect("at least one destination");
        // Every leg must be routable from where the previous one ended (a packet to its own
        // source is ejected by its router).
        let fabric = &*self.fabric;
        let routable = order.iter().all(|&d| fabric.network().is_healthy(d))
            && std::iter::once(src)
                .chain(order.iter().copied())
                .zip(order.iter().copied())
                .all(|(a, b)| a == b || fabric.tables().can_route(a, b));
        let measured = self.measuring();
        let multicast = if order.len() > 1 { ud } else { Vec::new() };
        let rec = PacketRecord {
            arrivals: vec![None; multicast.len()],
            multicast,
            ..PacketRecord::new(id, src, dst, flits, now, routable, measured)
        };
        if routable {
            self.enqueue(id, rec, now + self.cfg.injection_delay);
        } else {
            self.board.finish(rec);
        }
        Ok(())
    }

    /// Put packet `rec` in its source's queue under wire id `id`, ready at cycle `ready`.
    fn enqueue(&mut self, id: u32, rec: PacketRecord, ready: u64) {
        let src = rec.src;
        // The header lists the destinations after the first (paper 004's ordered list).
        let after = rec.multicast.get(1..).unwrap_or_default();
        self.nis[rec.src.index()].queue.push_back(Queued {
            packet: id,
            ready,
            flits: rec.flits,
            dest: rec.multicast.first().copied().unwrap_or(rec.dst),
            more: after.len() as u8,
            rest: Flit::pack_list(after, self.dest_bits),
            tie: if self.params.tie_draw() {
                source::tie_bits(self.cfg.seed, id)
            } else {
                0
            },
        });
        self.board.live.insert(id, rec);
        if !self.ni_busy[src.index()] {
            self.ni_busy[src.index()] = true;
            self.busy_nis.push(src);
        }
    }

    /// The local credits of the last edge join the line, and those due now reach the
    /// interfaces' counters.
    fn delay_local_credits(&mut self, delay: u64) {
        let due = self.now + delay;
        for &(node, vc) in self.fabric.local_credits() {
            self.credit_line.push_back((due, node, vc));
        }
        while let Some(&(at, node, vc)) = self.credit_line.front() {
            if at > self.now {
                break;
            }
            self.nis[node.index()].credit_in(vc);
            self.credit_line.pop_front();
        }
    }

    /// Local credits returned at the last edge reach the interfaces' counters; each
    /// interface writes at most one flit into its router's local port.
    fn interfaces(&mut self) {
        let delay = self.cfg.injection_credit_delay;
        if delay == 0 {
            for &(node, vc) in self.fabric.local_credits() {
                self.nis[node.index()].credit_in(vc);
            }
        } else {
            self.delay_local_credits(delay);
        }
        let now = self.now;
        let may_start = !self
            .faults
            .as_ref()
            .is_some_and(|f| f.schedule.injection_stopped());
        // Only interfaces with something queued or being sent can act; the order in which
        // they do does not matter (each writes its own router's local port).
        let mut i = 0;
        while i < self.busy_nis.len() {
            let node = self.busy_nis[i];
            let ni = &mut self.nis[node.index()];
            if !self.fabric.network().is_healthy(node) {
                i += 1;
                continue;
            }
            let out = ni.step(now, may_start);
            let idle = ni.idle();
            if let Some(id) = out.started {
                self.board.get(id, "injection").injected = Some(now);
            }
            if let Some(flit) = out.flit {
                self.fabric.inject(node, flit);
                self.ni_flits_written += 1;
            }
            if idle {
                self.ni_busy[node.index()] = false;
                self.busy_nis.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Flits reaching the network interfaces this cycle; returns how many.
    fn eject(&mut self) -> usize {
        let mut ejected = 0;
        let now = self.now;
        // The nodes a flit reaches now, in node order.
        for w in 0..self.fabric.node_words() {
            let word = self.fabric.take_ejecting(now, w);
            for b in crate::bits::set_bits(word) {
                let node = NodeId::new(w * 64 + b);
                while let Some(f) = self.fabric.take_ejected(node, now) {
                    ejected += 1;
                    self.count_flow(node, &f);
                    self.receive(node, f);
                }
            }
        }
        if self.measuring() {
            self.ejected_flits_measured += ejected as u64;
        }
        ejected
    }

    /// An ejected flit in its flow's accepted throughput, counted as `ejected_flits_measured`
    /// counts it; a flit of a packet that ended in a fault (discarded by `receive`) is in no
    /// flow.
    fn count_flow(&mut self, node: NodeId, f: &Flit) {
        if !self.measuring() {
            return;
        }
        let board = &mut self.board;
        // The packet's record is looked up only when flows are counted: a run without them
        // pays one branch per flit.
        if let Some(flows) = board.flows.as_mut()
            && let Some(rec) = board.live.get(&f.packet)
        {
            flows.ejected(rec.src, node, 1);
        }
    }

    /// One ejected flit: reassembly in order, the head's hop count, the packet finished at
    /// its tail (at the last destination, for multicast).
    fn receive(&mut self, node: NodeId, f: Flit) {
        let now = self.now;
        if self.timeline.is_some() {
            // A run with faults: a flit of an ended packet is discarded, not accepted.
            if self.ended_by_fault(node, &f) {
                return;
            }
            if let Some(timeline) = self.timeline.as_mut() {
                timeline.flits_ejected(now, 1);
            }
        }
        let ni = &mut self.nis[node.index()];
        // Flits of a packet arrive complete and in order (wormhole and VCT keep order).
        let slot = ni.receiving.iter().position(|&(p, _)| p == f.packet);
        let seen = slot.map_or(0, |i| ni.receiving[i].1);
        assert_eq!(
            f.index as usize, seen,
            "packet {} flit {} arrived at node {node} after {seen} flits",
            f.packet, f.index
        );
        let slot = match slot {
            Some(i) => {
                ni.receiving[i].1 += 1;
                i
            }
            None => {
                ni.receiving.push((f.packet, 1));
                ni.receiving.len() - 1
            }
        };
        if !(f.head || f.tail) {
            return;
        }
        let rec = self.board.get(f.packet, "ejection");
        let stop = rec.multicast.iter().position(|&d| d == node);
        assert!(
            rec.dst == node || stop.is_some(),
            "packet {} ejected at node {node}, not a destination",
            rec.id
        );
        if f.head && node == rec.dst {
            rec.hops = f.hops as u32;
        }
        if !f.tail {
            return;
        }
        let (_, count) = ni.receiving.swap_remove(slot);
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
            rec.delivered = Some(now);
            if let Some(timeline) = self.timeline.as_mut() {
                timeline.delivered(now, now - rec.created);
            }
            let rec = self.board.live.remove(&f.packet).expect("looked up above");
            self.board.finish(rec);
        }
    }

    /// Fault events of this cycle strike before its wires deliver: the packets they catch are
    /// lost, and so is everything at a failed node's interface.
    fn strike(&mut self) {
        let Some(process) = self.faults.as_mut() else {
            return;
        };
        let now = self.now;
        let Some(caught) = process.strike(now, self.fabric) else {
            return;
        };
        for id in caught {
            self.end_early(id, Some(now));
        }
        for v in self.healthy.clone() {
            if self.fabric.network().is_healthy(v) {
                continue;
            }
            // The interface is never stepped again (it keeps its registers: the last edge's
            // local credits still reach it).
            let ni = &mut self.nis[v.index()];
            let queued: Vec<u32> = ni.queue.drain(..).map(|q| q.packet).collect();
            for id in ni.sending_packet().into_iter().chain(queued) {
                self.end_early(id, Some(now));
            }
        }
        let fabric = &*self.fabric;
        self.healthy.retain(|&v| fabric.network().is_healthy(v));
    }

    /// Flits the routers sent into failed links this cycle: their packets are lost, or
    /// undeliverable when their destination has failed.
    fn sunk(&mut self) {
        let Some(process) = self.faults.as_mut() else {
            return;
        };
        let (Some(event), Some(cause)) =
            (process.schedule.latest(), process.schedule.latest_cycle())
        else {
            return;
        };
        for (_, f) in self.fabric.take_sunk() {
            let Some(rec) = self.board.live.get(&f.packet) else {
                continue; // ended already
            };
            if self.fabric.network().is_healthy(rec.dst) {
                self.faults.as_mut().expect("checked").schedule.reports[event].packets_sunk += 1;
            }
            self.end_early(f.packet, Some(cause));
        }
    }

    /// A flit at `node` during a run with faults: true when it is discarded here, because its
    /// packet has ended already, or because a router without a route sent it to this
    /// interface (its destination failed or was cut off after it left).
    fn ended_by_fault(&mut self, node: NodeId, f: &Flit) -> bool {
        let Some(rec) = self.board.live.get(&f.packet) else {
            assert!(
                self.ended_early.contains(&f.packet),
                "flit of packet {} at node {node}, which is not in flight",
                f.packet
            );
            return true;
        };
        if rec.dst == node || rec.multicast.contains(&node) {
            return false;
        }
        // Lost if the tables the routers now hold can deliver it (it met the change of
        // tables in flight), undeliverable if they cannot.
        let (dst, src) = (rec.dst, rec.src);
        let reachable =
            self.fabric.network().is_healthy(dst) && self.fabric.tables().can_route(src, dst);
        let cause = self.faults.as_ref().and_then(|p| p.schedule.latest_cycle());
        self.end_early(f.packet, cause.filter(|_| reachable));
        true
    }

    /// End packet `id` before its tail arrived: lost in the fault of cycle `lost`, or
    /// undeliverable (None). Its remaining flits are discarded where they arrive.
    fn end_early(&mut self, id: u32, lost: Option<u64>) {
        self.ended_early.insert(id);
        let Some(rec) = self.board.live.remove(&id) else {
            return;
        };
        for ni in &mut self.nis {
            ni.receiving.retain(|&(p, _)| p != id);
        }
        self.finish_early(rec, lost);
    }

    /// A packet out of the network before its tail arrived: resent (`--retransmit`), lost in
    /// the fault of cycle `lost`, or undeliverable (None).
    fn finish_early(&mut self, mut rec: PacketRecord, lost: Option<u64>) {
        // A packet whose destination has failed is undeliverable, however it ended.
        let lost = lost.filter(|_| self.fabric.network().is_healthy(rec.dst));
        match lost {
            Some(_) if self.may_resend(&rec) => {
                // `--retransmit`: the source sends it again once its timeout has run out.
                let timeout = self.cfg.faults.retransmit.expect("checked");
                let at = (self.now + 1).max(rec.injected.unwrap_or(0) + timeout);
                rec.injected = None;
                rec.hops = 0;
                rec.retransmissions += 1;
                self.retransmitted += 1;
                self.resend.push((at, rec));
            }
            Some(cycle) => {
                rec.lost = Some(cycle);
                self.board.finish(rec);
            }
            None => {
                rec.undeliverable = true;
                self.board.finish(rec);
            }
        }
    }

    /// May a lost packet be sent again: `--retransmit` given, a unicast packet (a multicast
    /// one may have reached some destinations), its source still standing, its destination
    /// too.
    fn may_resend(&self, rec: &PacketRecord) -> bool {
        let net = self.fabric.network();
        self.cfg.faults.retransmit.is_some()
            && rec.multicast.is_empty()
            && net.is_healthy(rec.src)
            && net.is_healthy(rec.dst)
    }

    /// Lost packets whose timeout ran out go back into their source queues, each under a
    /// new wire id (stray flits of the lost copy are still discarded by the old one).
    fn resend_due(&mut self) -> Result<()> {
        if self.resend.is_empty() {
            return Ok(());
        }
        let now = self.now;
        let (due, wait): (Vec<_>, Vec<_>) = std::mem::take(&mut self.resend)
            .into_iter()
            .partition(|(at, _)| *at <= now);
        self.resend = wait;
        for (_, rec) in due {
            if !self.may_resend(&rec) {
                // The source or destination failed while it waited.
                let cause = self.faults.as_ref().and_then(|p| p.schedule.latest_cycle());
                self.finish_early(rec, cause);
                continue;
            }
            let id = self.board.allocate()?;
            self.enqueue(id, rec, now);
        }
        Ok(())
    }

    /// The reconfiguration's step at the end of the cycle (a drain needs to know whether the
    /// network is empty).
    fn reconfigure(&mut self) {
        let Some(process) = self.faults.as_mut() else {
            return;
        };
        if !process.schedule.busy() {
            return;
        }
        let fabric = &*self.fabric;
        let empty = process.schedule.injection_stopped()
            && fabric.flits_in_network() == 0
            && self.healthy.iter().all(|&v| {
                fabric.ejection_line(v).is_empty() && self.nis[v.index()].sending_packet().is_none()
            });
        process.advance(self.now, self.fabric, empty);
    }

    /// Close the cycle: activity for the watchdog, then whether the run ends (Some(true) on a
    /// deadlock): a stop request, every packet finished after generation, the watchdog, or
    /// the drain limit.
    fn end_cycle(&mut self, ejected: usize, stop: &AtomicBool) -> Option<bool> {
        if self.fabric.moved_last_cycle() > 0 || ejected > 0 || self.ni_flits_written > 0 {
            self.last_move = self.now;
        }
        self.ni_flits_written = 0;
        self.now += 1;
        let now = self.now;
        if stop.load(Ordering::Relaxed) {
            return Some(false);
        }
        if now < self.gen_end {
            return None;
        }
        if self.board.live.is_empty() && self.resend.is_empty() {
            return Some(false);
        }
        let in_network = self.fabric.flits_in_network() > 0;
        if in_network && now - self.last_move > self.cfg.watchdog {
            return Some(true);
        }
        if now < self.gen_end.saturating_add(self.cfg.drain_limit) {
            return None;
        }
        // Cut off at the drain limit: flits that have stood still for as long as the default
        // watchdog allows are stuck, even under a watchdog longer than the drain, and the
        // run says so rather than ending as a success with them in flight.
        let stall = self.cfg.watchdog.min(crate::workload::DEFAULT_WATCHDOG);
        Some(in_network && now - self.last_move > stall)
    }

    /// Report what is still in flight, check conservation, and collect the statistics.
    fn finish(self, deadlock: bool, wall: f64) -> SimResult {
        let activity = self.activity_window();
        let fabric = self.fabric;
        let mut board = self.board;
        let in_flight = board.live.len() + self.resend.len();
        let blocked = if deadlock {
            stats::blocked_report(fabric)
        } else {
            Vec::new()
        };
        // Packets still in flight are reported too, in id order.
        let mut unfinished: Vec<PacketRecord> = board.live.drain().map(|(_, r)| r).collect();
        unfinished.extend(self.resend.into_iter().map(|(_, r)| r));
        unfinished.sort_unstable_by_key(|r| r.id);
        for rec in &unfinished {
            (board.sink)(rec);
        }
        let tally = board.tally;
        let channel_ends: Vec<(NodeId, crate::topology::PortId)> =
            fabric.channels().iter().map(|c| c.from).collect();
        // Exact conservation: every packet generated is delivered, undeliverable, lost in a
        // fault, or in flight.
        assert_eq!(
            tally.generated,
            tally.delivered + tally.undeliverable + tally.lost + in_flight,
            "packet conservation violated"
        );
        let mut stats = stats::collect(
            stats::Run {
                net: fabric.network(),
                mode: fabric.params().mode(),
                forwarded: fabric.forwarded(),
                tally: &tally,
                channel_counts: stats::ChannelCounts {
                    channels: &channel_ends,
                    vc_flits: fabric.vc_flits(),
                    vcs: fabric.params().vcs,
                },
                cycles: self.now,
                refused: self.refused,
                in_flight,
                deadlock,
                blocked,
                ejected_flits_measured: self.ejected_flits_measured,
                wall,
            },
            self.cfg,
        );
        let measured = stats::measured_cycles(self.now, self.cfg);
        stats.flows = board.flows.map(|f| f.rows(fabric.network(), measured));
        stats.faults_during_run = self.faults.map(|f| {
            let timeline = self.timeline.unwrap_or_default();
            let nodes = (self.nodes_at_start, fabric.network().num_healthy());
            let counts = (tally.lost, self.retransmitted);
            timeline::report(f.schedule.reports, &timeline, self.cfg, counts, nodes)
        });
        SimResult {
            stats,
            packets: Vec::new(),
            activity: fabric.counts_activity().then_some(activity),
        }
    }
}
