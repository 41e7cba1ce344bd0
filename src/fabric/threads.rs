//! The routers' step in parallel (docs/performance.md, "Threads"): the nodes split into
//! contiguous parts, a few per thread; each router takes what arrives on its wires, is clocked
//! and lets its decision wires settle (a router's combinational step reads only its own
//! registers), and what it sends to other parts is kept by receiving part; then each part puts
//! on its own wires what was sent towards it, part by part. Routers meet only through channels
//! of at least one cycle, and every wire is written in the same order whatever the split, so
//! the results do not depend on the number of threads.

use super::chooser::StepChooser;
use super::{Channel, Fabric, IoProbe, Link};
use crate::bits::set_bits;
use crate::router::params::RouterParams;
use crate::router::router::{Decisions, Departing, RouterInputs, RouterOutputs, Sends};
use crate::router::{Flit, Router};
use crate::topology::{NodeId, VcId};
use crate::{Error, Result};
use std::collections::VecDeque;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

/// Parts per thread with more than one thread: the threads take the parts as they come, so a
/// thread that is late (waking up, or with its cache cooled by the work between cycles) takes
/// fewer (docs/performance.md, "Threads").
pub const PARTS_PER_THREAD: usize = 4;

/// Fewest routers per thread: below it a thread's share of a cycle costs less than handing it
/// over (docs/performance.md, "Threads").
pub const MIN_ROUTERS_PER_THREAD: usize = 256;

/// The routers' split into parts, the evaluation order within each, and the threads that step
/// them.
pub(super) struct Parts {
    /// Every node in evaluation order (`Fabric::set_eval_order`).
    order: Vec<usize>,
    /// Per part: its nodes, a contiguous range.
    ranges: Vec<Range<usize>>,
    /// Per part: its nodes in evaluation order.
    lists: Vec<Vec<usize>>,
    /// Per part: its first channel (channel ids follow their upstream node).
    first_channel: Vec<usize>,
    /// Threads asked for (`Fabric::set_threads`).
    threads: usize,
    /// The fewest routers per thread (`Fabric::set_min_routers_per_thread`).
    min_routers: usize,
    /// Threads stepping the parts: `threads` or fewer on a small network.
    stepping: usize,
    /// Workers stepping parts beside the calling thread; None with one thread.
    pool: Option<rayon::ThreadPool>,
    /// Counts the parallel steps: workers wait for it to move on between cycles.
    epoch: Arc<AtomicU64>,
    /// With more than one thread: whether the next cycle steps in parallel, by timing both
    /// ways now and then.
    chooser: StepChooser,
}

impl Parts {
    /// `n` nodes evaluated in `order`, one part: no threads of its own.
    pub(super) fn new(n: usize, order: Vec<usize>, channels: &[Channel]) -> Self {
        let mut parts = Parts {
            order,
            ranges: Vec::new(),
            lists: Vec::new(),
            first_channel: Vec::new(),
            threads: 1,
            min_routers: MIN_ROUTERS_PER_THREAD,
            stepping: 1,
            epoch: Arc::default(),
            pool: None,
            chooser: StepChooser::default(),
        };
        parts.split(n, 1, channels);
        parts
    }

    /// All nodes in evaluation order.
    pub(super) fn order(&self) -> &[usize] {
        &self.order
    }

    /// Split `n` nodes into `count` contiguous parts of (nearly) equal size.
    fn split(&mut self, n: usize, count: usize, channels: &[Channel]) {
        self.ranges = (0..count)
            .map(|k| k * n / count..(k + 1) * n / count)
            .collect();
        self.first_channel = self
            .ranges
            .iter()
            .map(|r| channels.partition_point(|c| c.from.0.index() < r.start))
            .collect();
        self.lists = self
            .ranges
            .iter()
            .map(|r| {
                self.order
                    .iter()
                    .copied()
                    .filter(|v| r.contains(v))
                    .collect()
            })
            .collect();
    }

    pub(super) fn reorder(&mut self, n: usize, order: Vec<usize>, channels: &[Channel]) {
        self.order = order;
        self.split(n, self.ranges.len(), channels);
    }
}

/// What the routers of one part sent at the last clock edge: the flits and credits for each
/// part's wires (delivered by that part), and what leaves the routers elsewhere.
#[derive(Default)]
pub(super) struct Lane {
    /// Scratch: one router's output wires.
    out: Option<RouterOutputs>,
    /// Per receiving part: (input slot node * P + port, cycle of the buffer write, flit).
    flits: Vec<Vec<(u32, u64, Flit)>>,
    /// Per receiving part: (output slot node * P + port, cycle the counter takes it, vc).
    credits: Vec<Vec<(u32, u64, VcId)>>,
    /// Local credits to the network interfaces, in evaluation order.
    pub(super) local_credits: Vec<(NodeId, VcId)>,
    /// Flits sent into cut links, in evaluation order.
    pub(super) sunk: Vec<(NodeId, Flit)>,
    /// Nodes that ejected a flit this cycle, each once.
    pub(super) ejecting: Vec<NodeId>,
    /// Flits that left the part's input buffers.
    pub(super) moved: usize,
    /// Bit j: the part's j-th router in evaluation order decided something at its last step
    /// (its decision wires are not all low), so it steps at the next cycle.
    decided: Vec<u64>,
    /// Scratch: bit j: the j-th router steps this cycle.
    stepping: Vec<u64>,
    /// Scratch: bit j: only credits reach the j-th router this cycle (`Share::credit_step`).
    credit_only: Vec<u64>,
}

impl Lane {
    /// Empty, for `parts` receiving parts.
    fn reset(&mut self, parts: usize) {
        self.flits.resize_with(parts, Vec::new);
        self.credits.resize_with(parts, Vec::new);
        self.flits.iter_mut().for_each(Vec::clear);
        self.credits.iter_mut().for_each(Vec::clear);
        self.local_credits.clear();
        self.sunk.clear();
        self.ejecting.clear();
        self.moved = 0;
    }
}

/// One part's share of the per-node state (and of the per-channel counters: channel ids
/// follow their upstream node).
struct Share<'a> {
    first: usize,
    routers: &'a mut [Option<Router>],
    inputs: &'a mut [RouterInputs],
    decisions: &'a mut [Decisions],
    latched: &'a mut [u64],
    forwarded: &'a mut [u64],
    ejection: &'a mut [VecDeque<(u64, Flit)>],
    wires: Wires<'a>,
    /// The share of `vc_flits` of the channels leaving this part, from channel `first_channel`.
    vc_flits: &'a mut [u64],
    first_channel: usize,
}

/// One part's share of the wires: what is in flight towards its routers, flits on the lines
/// into their inputs and credits on the lines back to their outputs.
struct Wires<'a> {
    flits: Lines<'a, Flit>,
    credits: Lines<'a, VcId>,
}

/// One part's share of one kind of line (flits or credits), per node and port, with the
/// calendar of what arrives when.
struct Lines<'a, T> {
    /// The share's first node.
    first: usize,
    /// Per node, cycle slot and port ((node * K + cycle % K) * P + port): what reaches that
    /// port in that cycle, valid where `due` has the port's bit.
    items: &'a mut [T],
    /// Per node and cycle slot (node * K + cycle % K): the ports something reaches then.
    due: &'a mut [u64],
    /// K, the calendar's slots per node: a power of two above the longest wire delay.
    slots: usize,
}

/// What every part reads: the cycle, the switches, the wiring.
struct Step<'a> {
    now: u64,
    skip_idle: bool,
    /// Every router steps (`Fabric::wake_all`, or idle routers not skipped).
    wake_all: bool,
    measuring: bool,
    params: &'a RouterParams,
    out_link: &'a [Link],
    in_link: &'a [Link],
    cut_out: &'a [bool],
    cut_in: &'a [bool],
    ranges: &'a [Range<usize>],
    /// `Fabric::injected`: the nodes whose interface drove a flit this cycle.
    injected: &'a [u64],
    /// An I/O probe sees every router's edge: every router that steps steps whole.
    probing: bool,
}

impl Step<'_> {
    /// The part that holds node `v`.
    fn part_of(&self, v: usize) -> usize {
        self.ranges.partition_point(|r| r.end <= v)
    }
}

impl<'a, T: Copy> Lines<'a, T> {
    /// These lines up to node `at` and the rest.
    fn split_at(self, at: usize, ports: usize) -> (Lines<'a, T>, Lines<'a, T>) {
        let k = at - self.first;
        let (x0, x1) = self.items.split_at_mut(k * self.slots * ports);
        let (d0, d1) = self.due.split_at_mut(k * self.slots);
        let head = Lines {
            first: self.first,
            items: x0,
            due: d0,
            slots: self.slots,
        };
        let tail = Lines {
            first: at,
            items: x1,
            due: d1,
            slots: self.slots,
        };
        (head, tail)
    }

    /// The calendar slot of this share's node `i` for cycle `cycle`.
    #[inline]
    fn slot(&self, i: usize, cycle: u64) -> usize {
        super::calendar_slot(i, self.slots, cycle)
    }

    /// The ports of this share's node `i` something reaches in cycle `now`.
    #[inline]
    fn due_at(&self, i: usize, now: u64) -> u64 {
        self.due[self.slot(i, now)]
    }

    /// What reaches this share's node `i` in cycle `now`: the ports it reaches, returned, and
    /// every port's line copied into `wires` (valid where its bit is set). Copying all P lines
    /// rather than the due ones leaves no branch on which arrived (docs/performance.md,
    /// "Branches").
    #[inline]
    fn arrive(&mut self, i: usize, now: u64, wires: &mut [T]) -> u64 {
        let (due, line) = self.take(i, now, wires.len());
        wires.copy_from_slice(line);
        due
    }

    /// What reaches this share's node `i` in cycle `now`, taken off the calendar: the ports it
    /// reaches and the slot's line of each of the `ports` ports (valid where the bit is set).
    #[inline]
    fn take(&mut self, i: usize, now: u64, ports: usize) -> (u64, &[T]) {
        let s = self.slot(i, now);
        let due = std::mem::take(&mut self.due[s]);
        (due, &self.items[s * ports..(s + 1) * ports])
    }

    /// What `write` writes, on the line of `port` of node `v` (any node), arriving at `due`:
    /// onto the line if `v` is in this share, else into `sent`, per receiving part, for that
    /// part to put on its lines after the step (`receive`). Written in place, so that a flit
    /// is copied whole from its buffer slot (`Departing`).
    #[inline]
    fn send(
        &mut self,
        sent: &mut [Vec<(u32, u64, T)>],
        (v, port): (usize, usize),
        due: u64,
        write: impl FnOnce(&mut T),
        st: &Step,
    ) where
        T: Default,
    {
        let ports = st.params.ports;
        match v
            .checked_sub(self.first)
            .filter(|&i| i * self.slots < self.due.len())
        {
            Some(i) => write(self.wire((i, port), due, ports)),
            None => {
                let mut x = T::default();
                write(&mut x);
                sent[st.part_of(v)].push(((v * ports + port) as u32, due, x))
            }
        }
    }

    /// The line of `port` of this share's node `i` at `due`, marked as carrying something
    /// then, for the caller to write what.
    #[inline]
    fn wire(&mut self, (i, port): (usize, usize), due: u64, ports: usize) -> &mut T {
        let s = self.slot(i, due);
        debug_assert!(self.due[s] >> port & 1 == 0, "one item a cycle on a wire");
        self.due[s] |= 1 << port;
        &mut self.items[s * ports + port]
    }

    /// Put on these lines what another part sent towards this one (`send`).
    fn receive(&mut self, sent: &[(u32, u64, T)], ports: usize) {
        let base = self.first * ports;
        for &(slot, due, x) in sent {
            let slot = slot as usize - base;
            *self.wire((slot / ports, slot % ports), due, ports) = x;
        }
    }
}

impl<'a> Wires<'a> {
    /// These wires up to node `at` and the rest.
    fn split_at(self, at: usize, ports: usize) -> (Wires<'a>, Wires<'a>) {
        let (f0, f1) = self.flits.split_at(at, ports);
        let (c0, c1) = self.credits.split_at(at, ports);
        (
            Wires {
                flits: f0,
                credits: c0,
            },
            Wires {
                flits: f1,
                credits: c1,
            },
        )
    }

    /// The flits and credits whose delay ends in cycle `now` reach the wires into router `i`
    /// of this share.
    #[inline]
    fn arrive(&mut self, i: usize, inputs: &mut RouterInputs, now: u64, ports: usize) {
        let flits = self.flits.arrive(i, now, &mut inputs.flit_in[..ports]);
        let credits = self.credits.arrive(i, now, &mut inputs.credit_in[..ports]);
        debug_assert_eq!(inputs.flit_valid & flits, 0, "two flits on one input");
        inputs.flit_valid |= flits;
        inputs.credit_valid |= credits;
    }

    /// Put on these wires what `lane` sent towards part `part` (lane by lane, in part order).
    fn receive(&mut self, lane: &Lane, part: usize, ports: usize) {
        self.flits.receive(&lane.flits[part], ports);
        self.credits.receive(&lane.credits[part], ports);
    }
}

impl<'a> Share<'a> {
    /// This share up to node `at` (its channels from `at_channel` on) and the rest.
    fn split_at(self, at: usize, at_channel: usize, st: &Step) -> (Share<'a>, Share<'a>) {
        let k = at - self.first;
        let (r0, r1) = self.routers.split_at_mut(k);
        let (i0, i1) = self.inputs.split_at_mut(k);
        let (d0, d1) = self.decisions.split_at_mut(k);
        let (l0, l1) = self.latched.split_at_mut(k);
        let (f0, f1) = self.forwarded.split_at_mut(k);
        let (e0, e1) = self.ejection.split_at_mut(k);
        let (w0, w1) = self.wires.split_at(at, st.params.ports);
        let (c0, c1) = self
            .vc_flits
            .split_at_mut((at_channel - self.first_channel) * st.params.vcs);
        let head = Share {
            first: self.first,
            routers: r0,
            inputs: i0,
            decisions: d0,
            latched: l0,
            forwarded: f0,
            ejection: e0,
            wires: w0,
            vc_flits: c0,
            first_channel: self.first_channel,
        };
        let tail = Share {
            first: at,
            routers: r1,
            inputs: i1,
            decisions: d1,
            latched: l1,
            forwarded: f1,
            ejection: e1,
            wires: w1,
            vc_flits: c1,
            first_channel: at_channel,
        };
        (head, tail)
    }

    /// This share (the whole fabric's) split at the parts' first nodes and channels.
    fn split_into_parts(self, parts: &Parts, st: &Step) -> Vec<Share<'a>> {
        let mut shares = Vec::with_capacity(parts.ranges.len());
        let mut rest = self;
        for (range, &at_channel) in parts.ranges[1..].iter().zip(&parts.first_channel[1..]) {
            let (head, tail) = rest.split_at(range.start, at_channel, st);
            shares.push(head);
            rest = tail;
        }
        shares.push(rest);
        shares
    }

    /// Bit j of `mask`: router `list[j]` steps whole this cycle: a flit reaches it (off its
    /// wires or from its interface), it decided something at its last step (bit j of
    /// `decided`), or every router steps (`Step::wake_all`). Bit j of `credit_only`: only
    /// credits reach it (`credit_step`; without a probe). A router with none of these would
    /// change no register at its edge, and its combinational step, a function of the
    /// registers, would decide nothing again. Reads only the calendar, the interfaces' bits
    /// (`Step::injected`) and `decided`, a few words per router, and clears every router's
    /// latched wires.
    fn stepping(
        &mut self,
        list: &[usize],
        decided: &[u64],
        st: &Step,
        (mask, credit_only): (&mut Vec<u64>, &mut Vec<u64>),
    ) {
        mask.clear();
        credit_only.clear();
        for (w, chunk) in list.chunks(64).enumerate() {
            let mut m = if st.wake_all {
                !0 >> (64 - chunk.len())
            } else {
                decided[w]
            };
            let mut c = 0;
            for (b, &v) in chunk.iter().enumerate() {
                let i = v - self.first;
                self.latched[i] = 0;
                let injected = st.injected[v / 64] >> (v % 64) & 1 == 1;
                let flits = self.wires.flits.due_at(i, st.now) != 0;
                let credits = self.wires.credits.due_at(i, st.now) != 0;
                m |= u64::from(flits | injected) << b;
                c |= u64::from(credits) << b;
            }
            // Without a probe, a router that only credits reach takes them in a step of its
            // own (`credit_step`); a probe sees every edge whole.
            if st.probing {
                m |= c;
                c = 0;
            }
            mask.push(m);
            credit_only.push(c & !m);
        }
    }

    /// Router `v`'s cycle when only credits reach it: no flit arrives, none comes from its
    /// interface and its decision wires are all low (so its edge reads, grants and routes
    /// nothing). Its edge is the credit counters alone; then, if it holds flits, its
    /// decisions settle anew (a credit may let a VC request the switch). The same as
    /// `step_router`, without the rest of an edge that does nothing (docs/performance.md,
    /// "Visiting only the routers that step").
    #[inline(always)]
    fn credit_step(&mut self, v: usize, st: &Step) -> bool {
        let i = v - self.first;
        let Some(r) = self.routers[i].as_mut() else {
            return false;
        };
        let credits = self.wires.credits.take(i, st.now, st.params.ports);
        r.latch(credits, 0, |_| unreachable!("no flit arrives"));
        let d = &mut self.decisions[i];
        debug_assert!(d.is_empty(), "a router that decided something steps whole");
        if r.is_idle() {
            false // an empty router decides nothing
        } else {
            r.comb(d)
        }
    }

    /// Router `v`'s cycle: what reaches it on its wires is latched, its clock edge hands
    /// what leaves to the wires (through `out` for the probe), its decision wires settle.
    /// Returns whether it decided something (so it steps at the next cycle too).
    #[inline(always)]
    fn step_router(
        &mut self,
        v: usize,
        lane: &mut Lane,
        st: &Step,
        probe: Option<&mut IoProbe>,
        out: &mut RouterOutputs,
    ) -> bool {
        let i = v - self.first;
        let Some(r) = self.routers[i].as_mut() else {
            return false;
        };
        let inputs = &mut self.inputs[i];
        // This edge's flit_in valid wires, kept for waveforms (`Fabric::latched_flit`).
        if probe.is_some() {
            // The probe sees the arrivals on the input wires.
            self.wires.arrive(i, inputs, st.now, st.params.ports);
            self.latched[i] = inputs.flit_valid;
        } else {
            // Latched straight off the calendar, without a copy into the input wires (which
            // keep the interface's flit, latched here too).
            let ports = st.params.ports;
            let (due, line) = self.wires.flits.take(i, st.now, ports);
            let flits = due | inputs.flit_valid;
            let local = &inputs.flit_in[ports];
            let credits = self.wires.credits.take(i, st.now, ports);
            r.latch(credits, flits, |port| line.get(port).unwrap_or(local));
            self.latched[i] = flits;
            inputs.flit_valid = 0;
        }
        let d = &mut self.decisions[i];
        let base = self.first_channel * st.params.vcs;
        let mut sender = Sender {
            v,
            due: st.now + st.params.grant_to_arrival(),
            eject_due: st.now + RouterParams::GRANT_TO_EJECTION,
            line: &mut self.ejection[i],
            vc_flits: (&mut *self.vc_flits, base),
            lane,
            wires: &mut self.wires,
            st,
            sent: 0,
        };
        match probe {
            // The output registers, for the probe to see, then onto the wires.
            Some(probe) => {
                r.tick(inputs, d, out);
                probe(st.now, NodeId::new(v), inputs, out);
                sender.outputs(out);
            }
            None => r.tick_into(inputs, d, &mut sender),
        }
        let sent = sender.sent;
        inputs.clear();
        lane.moved += sent;
        self.forwarded[i] += sent as u64;
        // The decision wires settle on the new registers: the next edge's decisions.
        if st.skip_idle && r.is_idle() {
            d.clear(); // an empty router decides nothing
            false
        } else {
            r.comb(d)
        }
    }

    /// Clock edge then combinational step of the routers `list` names (all in this share),
    /// what they send kept in `lane`; `probe` sees every edge.
    fn step(
        &mut self,
        list: &[usize],
        lane: &mut Lane,
        st: &Step,
        mut probe: Option<&mut IoProbe>,
    ) {
        lane.reset(st.ranges.len());
        let mut out = lane
            .out
            .take()
            .unwrap_or_else(|| RouterOutputs::new(st.params));
        // The routers that step, found without a branch per router (docs/performance.md,
        // "Visiting only the routers that step"); the loop visits only those.
        let mut stepping = std::mem::take(&mut lane.stepping);
        let mut credit_only = std::mem::take(&mut lane.credit_only);
        let mut decided = std::mem::take(&mut lane.decided);
        // Empty in a new lane, whose first cycle steps every router (`Step::wake_all`).
        decided.resize(list.len().div_ceil(64), 0);
        self.stepping(list, &decided, st, (&mut stepping, &mut credit_only));
        for (w, (&word, &credits)) in stepping.iter().zip(&credit_only).enumerate() {
            // A router that does not step decided nothing before and decides nothing now.
            let mut decided_now = 0;
            for b in set_bits(word) {
                let v = list[w * 64 + b];
                let probe = probe.as_deref_mut();
                let decides = self.step_router(v, lane, st, probe, &mut out);
                decided_now |= u64::from(decides) << b;
            }
            for b in set_bits(credits) {
                let decides = self.credit_step(list[w * 64 + b], st);
                decided_now |= u64::from(decides) << b;
            }
            decided[w] = decided_now;
        }
        lane.stepping = stepping;
        lane.credit_only = credit_only;
        lane.decided = decided;
        lane.out = Some(out);
    }
}

/// Where router `v`'s clock edge puts what it sends (`Sends`): its ejection line `line`, the
/// wires of its own part directly, the others' through its `lane`; the flits per channel VC
/// counted in `vc_flits` (its first entry at index `base`). Each wire has one sender and takes
/// at most one flit or credit a cycle, so what a wire holds does not depend on the order of
/// the sends.
struct Sender<'s, 'a> {
    v: usize,
    /// The cycle a flit sent now reaches the next router's buffer.
    due: u64,
    /// The cycle a flit ejected now reaches the interface.
    eject_due: u64,
    line: &'s mut VecDeque<(u64, Flit)>,
    vc_flits: (&'s mut [u64], usize),
    lane: &'s mut Lane,
    wires: &'s mut Wires<'a>,
    st: &'s Step<'s>,
    /// Flits that left (switch outputs and local copies).
    sent: usize,
}

impl Sender<'_, '_> {
    /// What the output registers `out` hold: the switch outputs port by port (each before its
    /// local copy, the order the ejection line receives them in), then the credits.
    fn outputs(&mut self, out: &RouterOutputs) {
        for q in set_bits(out.flit_valid) {
            let f = Departing::registered(&out.flit_out[q]);
            self.flit(q, f, out.copy_valid >> q & 1 == 1);
        }
        for port in set_bits(out.credit_valid) {
            self.credit(port, out.credit_out[port]);
        }
    }

    /// `f` onto the ejection line; a node that ejects its first flit of the cycle joins the
    /// ejecting (those the flits sent now reach at `eject_due`).
    #[inline(always)]
    fn eject(&mut self, f: Flit) {
        if self
            .line
            .back()
            .is_none_or(|&(due, _)| due != self.eject_due)
        {
            self.lane.ejecting.push(NodeId::new(self.v));
        }
        self.line.push_back((self.eject_due, f));
    }
}

impl Sends for Sender<'_, '_> {
    #[inline(always)]
    fn flit(&mut self, q: usize, f: Departing<'_>, absorb: bool) {
        let (st, v) = (self.st, self.v);
        let p = st.params.ports;
        self.sent += 1 + usize::from(absorb);
        if q == p {
            self.eject(f.get());
        } else if let link = st.out_link[v * p + q]
            && let Some(id) = link.channel()
        {
            if st.measuring {
                let (vc_flits, base) = &mut self.vc_flits;
                let id = id as usize;
                vc_flits[st.params.layout().index(id, f.out_vc) - *base] += 1;
            }
            let at = (link.node as usize, link.port as usize);
            let write = |wire: &mut Flit| f.write_into(wire);
            (self.wires.flits).send(&mut self.lane.flits, at, self.due, write, st);
        } else {
            assert!(st.cut_out[v * p + q], "routes use working channels");
            self.lane.sunk.push((NodeId::new(v), f.get()));
        }
        if absorb {
            self.eject(f.get());
        }
    }

    #[inline(always)]
    fn credit(&mut self, port: usize, vc: VcId) {
        let (st, v) = (self.st, self.v);
        let p = st.params.ports;
        if port == p {
            self.lane.local_credits.push((NodeId::new(v), vc));
            return;
        }
        let link = st.in_link[v * p + port];
        if link.channel().is_none() {
            assert!(st.cut_in[v * p + port], "flits came over this channel");
            return; // the link is gone: nobody takes the credit
        }
        let at = st.now + st.params.credit_delay;
        let to_output = (link.node as usize, link.port as usize);
        let write = |wire: &mut VcId| *wire = vc;
        (self.wires.credits).send(&mut self.lane.credits, to_output, at, write, st);
    }
}

impl Fabric {
    /// Step the routers with up to `threads` threads (at least 1; the fabric starts with 1).
    /// The routers split into at most one part per `MIN_ROUTERS_PER_THREAD` routers
    /// (`set_min_routers_per_thread`); results are the same for any number. An I/O probe
    /// steps them on the calling thread.
    pub fn set_threads(&mut self, threads: usize) -> Result<()> {
        if threads == 0 {
            return Err(Error::input("threads = 0: need at least 1"));
        }
        self.parts.threads = threads;
        self.resplit()
    }

    /// The fewest routers a thread steps (default `MIN_ROUTERS_PER_THREAD`; at least 1): tests
    /// set 1 to split small networks as finely as large ones.
    pub fn set_min_routers_per_thread(&mut self, routers: usize) -> Result<()> {
        self.parts.min_routers = routers.max(1);
        self.resplit()
    }

    /// Split the routers anew after `set_threads` or `set_min_routers_per_thread`, starting
    /// the threads the parts need.
    fn resplit(&mut self) -> Result<()> {
        let n = self.routers.len();
        let threads = (self.parts.threads).min(n / self.parts.min_routers).max(1);
        if threads == self.parts.stepping {
            return Ok(());
        }
        self.parts.pool = if threads > 1 {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads - 1)
                .thread_name(|i| format!("ftrouter-fabric-{i}"))
                .build()
                .map_err(|e| Error::Io(format!("starting {threads} threads: {e}")))?;
            Some(pool)
        } else {
            None
        };
        self.parts.stepping = threads;
        self.parts.chooser = StepChooser::default();
        let count = if threads > 1 {
            (threads * PARTS_PER_THREAD).min(n)
        } else {
            1
        };
        self.parts.split(n, count, &self.channels);
        self.lanes.resize_with(count, Lane::default);
        self.wake_all = true;
        Ok(())
    }

    /// Threads asked for (`set_threads`).
    pub fn threads(&self) -> usize {
        self.parts.threads
    }

    /// Threads stepping the routers: `threads` or fewer on a small network.
    pub fn stepping_threads(&self) -> usize {
        self.parts.stepping
    }

    /// Every router takes its arrivals, is clocked and settles, part by part; then each part
    /// puts on its wires what was sent towards it. In parallel without an I/O probe and with
    /// more than one part; the lanes' other lists are merged in part order.
    pub(super) fn step_routers(&mut self, now: u64) {
        let Fabric {
            parts,
            lanes,
            routers,
            inputs,
            decisions,
            latched,
            forwarded,
            ejection,
            vc_flits,
            flit_lines,
            due_flits,
            flit_slots,
            credit_lines,
            due_credits,
            credit_slots,
            io_probe,
            params,
            skip_idle,
            wake_all,
            measuring,
            out_link,
            in_link,
            cut_out,
            cut_in,
            injected,
            ..
        } = self;
        let st = &Step {
            now,
            skip_idle: *skip_idle,
            wake_all: *wake_all || !*skip_idle,
            measuring: *measuring,
            params,
            out_link,
            in_link,
            cut_out,
            cut_in,
            ranges: &parts.ranges,
            injected,
            probing: io_probe.is_some(),
        };
        let whole = Share {
            first: 0,
            routers,
            inputs,
            decisions,
            latched,
            forwarded,
            ejection,
            wires: Wires {
                flits: Lines {
                    first: 0,
                    items: flit_lines,
                    due: due_flits,
                    slots: *flit_slots,
                },
                credits: Lines {
                    first: 0,
                    items: credit_lines,
                    due: due_credits,
                    slots: *credit_slots,
                },
            },
            vc_flits,
            first_channel: 0,
        };
        let mut shares = whole.split_into_parts(parts, st);
        // The routers step in parallel when the chooser finds that faster than one thread
        // (`chooser`); an I/O probe sees them on the calling thread.
        let choosing = parts.pool.is_some() && io_probe.is_none();
        let parallel = choosing && parts.chooser.parallel();
        match (&parts.pool, io_probe.as_mut()) {
            (Some(pool), None) if parallel => {
                let lists = &parts.lists;
                in_parallel(pool, &parts.epoch, shares, lanes, lists, st);
            }
            (_, mut probe) => {
                let ports = params.ports;
                for ((share, lane), list) in
                    shares.iter_mut().zip(lanes.iter_mut()).zip(&parts.lists)
                {
                    share.step(list, lane, st, probe.as_deref_mut());
                }
                for (k, share) in shares.iter_mut().enumerate() {
                    for lane in lanes.iter() {
                        share.wires.receive(lane, k, ports);
                    }
                }
            }
        }
        if choosing {
            parts.chooser.stepped();
        }
        *wake_all = false;
    }
}

/// How long the workers wait for the next cycle's parts, yielding their cores, before they
/// sleep: longer than the calling thread's work between two steps (the traffic source, the
/// interfaces, the scoreboard), so that a cycle does not wait for a sleeping thread to wake.
const WAIT_FOR_NEXT_CYCLE: Duration = Duration::from_millis(1);

/// Both phases on `pool` and the calling thread: each thread takes the parts one at a time,
/// in order, steps them, waits until every part is stepped, then takes the parts again to put
/// on their wires what was sent towards them. Then every worker waits for the next cycle
/// until `epoch` moves on.
fn in_parallel(
    pool: &rayon::ThreadPool,
    epoch: &Arc<AtomicU64>,
    shares: Vec<Share>,
    lanes: &mut [Lane],
    lists: &[Vec<usize>],
    st: &Step,
) {
    let ports = st.params.ports;
    let count = shares.len();
    let shares: Vec<Mutex<Share>> = shares.into_iter().map(Mutex::new).collect();
    let lanes: Vec<RwLock<&mut Lane>> = lanes.iter_mut().map(RwLock::new).collect();
    let threads = pool.current_num_threads() + 1;
    let (to_step, stepped, to_receive) = (
        Deal::new(count, threads),
        AtomicUsize::new(0),
        Deal::new(count, threads),
    );
    let work = || {
        // The calling thread is 0, worker i is i + 1: a thread takes the same parts each
        // cycle while it can, so their routers stay in its cache.
        let me = pool.current_thread_index().map_or(0, |i| i + 1);
        while let Some(k) = to_step.take(me) {
            // Counted even if the step panics, so no thread waits for it forever.
            let _done = Count(&stepped);
            let mut lane = lanes[k].write().expect("no thread panicked");
            let mut share = shares[k].lock().expect("no thread panicked");
            share.step(&lists[k], &mut lane, st, None);
        }
        wait_until(|| stepped.load(Ordering::Acquire) == count);
        while let Some(k) = to_receive.take(me) {
            let mut share = shares[k].lock().expect("no thread panicked");
            for lane in &lanes {
                let lane = lane.read().expect("no thread panicked");
                share.wires.receive(&lane, k, ports);
            }
        }
    };
    let finished = AtomicUsize::new(0);
    pool.in_place_scope(|s| {
        for _ in 1..threads {
            s.spawn(|_| {
                let _done = Count(&finished);
                work();
            });
        }
        // The workers waiting since the last cycle take the parts.
        epoch.fetch_add(1, Ordering::Release);
        work();
        // Wait here, awake, rather than asleep in the scope's end.
        wait_until(|| finished.load(Ordering::Acquire) == threads - 1);
    });
    let (now, epoch) = (epoch.load(Ordering::Relaxed), Arc::clone(epoch));
    pool.spawn_broadcast(move |_| {
        let start = Instant::now();
        wait_until(|| {
            epoch.load(Ordering::Acquire) != now || start.elapsed() >= WAIT_FOR_NEXT_CYCLE
        });
    });
}

/// Parts dealt to threads: thread t owns the parts `t * count / threads` up to the next
/// thread's, takes its own first and then what the others have not taken yet.
struct Deal {
    count: usize,
    /// Per thread: how many of its own parts were taken.
    taken: Vec<AtomicUsize>,
}

impl Deal {
    fn new(count: usize, threads: usize) -> Self {
        Deal {
            count,
            taken: (0..threads).map(|_| AtomicUsize::new(0)).collect(),
        }
    }

    /// The next part for thread `me`, if any is left.
    fn take(&self, me: usize) -> Option<usize> {
        let threads = self.taken.len();
        (0..threads).map(|i| (me + i) % threads).find_map(|t| {
            let (start, end) = (t * self.count / threads, (t + 1) * self.count / threads);
            let k = start + self.taken[t].fetch_add(1, Ordering::Relaxed);
            (k < end).then_some(k)
        })
    }
}

/// Adds one to its counter when dropped: when a piece of work ends, even by a panic (which
/// the scope then passes on to the calling thread).
struct Count<'a>(&'a AtomicUsize);

impl Drop for Count<'_> {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::Release);
    }
}

/// Spin, then yield the core, until `done`.
fn wait_until(done: impl Fn() -> bool) {
    let mut spins = 0u32;
    while !done() {
        if spins < 64 {
            spins += 1;
            std::hint::spin_loop();
        } else {
            std::thread::yield_now();
        }
    }
}
