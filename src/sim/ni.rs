//! A node's network interface (docs/cycle-model.md, "Network interfaces and the scoreboard"): the
//! source queue, the injection of one flit per cycle into the router's local input VCs under credit
//! flow control, and the reassembly state of the ejection side.
//!
//! ```text
//!  queue (packets)  ──► ┌ pick a local VC with a credit ┐ ──► flit_out (valid + flit, to the
//!  credit_in (VC)   ──► │ credits[V], sending, next_vc  │      router's local input port)
//!                       └───────────────────────────────┘ ──► started (packet id)
//! ```
//! Registers: per local input VC a credit counter (`CreditCounter`, clog2(D + 1) bits, reset
//! D: the router's local buffers are empty); `sending`: the packet being written (valid,
//! packet id 32 bits, next flit index 8 bits, flit count 8 bits, VC clog2(V) bits,
//! destination clog2(nodes) bits); `next_vc` (clog2(V) bits), where the search for a free VC
//! starts, so successive packets spread over the VCs. The source queue is bounded by the
//! kernel (`max_queue`; further packets are refused and counted).

use crate::router::Flit;
use crate::router::credit_counter::{CreditCounter, CreditIn};
use crate::topology::{NodeId, VcId};
use std::collections::VecDeque;

/// A packet waiting in the source queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Queued {
    pub packet: u32,
    /// First cycle it may start.
    pub ready: u64,
    pub flits: usize,
    /// The header's first destination.
    pub dest: NodeId,
    /// Multicast: the header list after `dest` (`Flit::more`, `Flit::rest`).
    pub more: u8,
    pub rest: u64,
    /// The packet's tie draw (`Flit::tie`).
    pub tie: u8,
}

/// The packet being written into the router, one flit per cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sending {
    packet: u32,
    /// Index of the next flit.
    next: usize,
    flits: usize,
    /// Local VC the packet is written into.
    vc: VcId,
    dest: NodeId,
    more: u8,
    rest: u64,
    tie: u8,
}

/// What the interface does in one cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NiOut {
    /// A packet left the queue and started this cycle.
    pub started: Option<u32>,
    /// The flit written into the router's local port this cycle.
    pub flit: Option<Flit>,
}

/// One node's network interface.
#[derive(Clone, Debug)]
pub struct NetworkInterface {
    /// Packets waiting (the kernel bounds the length).
    pub queue: VecDeque<Queued>,
    sending: Option<Sending>,
    next_vc: VcId,
    /// Credit counters of the router's local input VCs.
    credits: Vec<CreditCounter>,
    /// Reassembly: flits received per packet in progress, (packet, count).
    pub receiving: Vec<(u32, usize)>,
}

impl NetworkInterface {
    /// At reset: empty queue, every local VC of `depth` slots free.
    pub fn new(vcs: usize, depth: usize) -> Self {
        NetworkInterface {
            queue: VecDeque::new(),
            sending: None,
            next_vc: VcId::default(),
            credits: vec![CreditCounter::new(depth as u32); vcs],
            receiving: Vec::new(),
        }
    }

    /// Nothing queued and nothing being sent: a step would do nothing.
    #[inline]
    pub fn idle(&self) -> bool {
        self.sending.is_none() && self.queue.is_empty()
    }

    /// A credit from the router: a slot of local VC `vc` was read.
    #[inline]
    pub fn credit_in(&mut self, vc: VcId) {
        self.credits[vc.index()].tick(CreditIn {
            credit_in: true,
            flit_sent: false,
        });
    }

    /// The packet being written into the router, if one is half-way.
    pub fn sending_packet(&self) -> Option<u32> {
        self.sending.map(|s| s.packet)
    }

    /// One cycle at `now`: start the queue's first packet if `may_start` (no drain under way),
    /// it is ready and a local VC has a credit (packets never interleave inside a VC), then
    /// write one flit of the packet being sent if its VC has a credit.
    #[inline]
    pub fn step(&mut self, now: u64, may_start: bool) -> NiOut {
        let mut out = NiOut::default();
        let v = self.credits.len();
        // The search from `next_vc` round to it, in two runs (no division per VC).
        if may_start
            && self.sending.is_none()
            && let Some(&q) = self.queue.front()
            && q.ready <= now
            && let Some(vc) = (self.next_vc.index()..v)
                .chain(0..self.next_vc.index())
                .map(VcId::new)
                .find(|&vc| self.credits[vc.index()].count > 0)
        {
            self.queue.pop_front();
            out.started = Some(q.packet);
            self.sending = Some(Sending {
                packet: q.packet,
                next: 0,
                flits: q.flits,
                vc,
                dest: q.dest,
                more: q.more,
                rest: q.rest,
                tie: q.tie,
            });
            self.next_vc = VcId::new(crate::bits::next_index(vc.index(), v));
        }
        if let Some(tx) = self.sending.as_mut()
            && self.credits[tx.vc.index()].count > 0
        {
            self.credits[tx.vc.index()].tick(CreditIn {
                credit_in: false,
                flit_sent: true,
            });
            let k = tx.next;
            out.flit = Some(Flit {
                head: k == 0,
                tail: k + 1 == tx.flits,
                vc: tx.vc,
                dest: tx.dest,
                hops: 0,
                misses: 0,
                packet: tx.packet,
                leg: 0,
                index: k as u8,
                more: tx.more,
                rest: tx.rest,
                tie: tx.tie,
                class: 0,
                closing: false,
            });
            // The packet advances in place; its tail ends it.
            if k + 1 < tx.flits {
                tx.next = k + 1;
            } else {
                self.sending = None;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn queued(packet: u32, flits: usize) -> Queued {
        Queued {
            packet,
            ready: 0,
            flits,
            dest: NodeId::new(7),
            more: 0,
            rest: 0,
            tie: 0,
        }
    }

    /// Two VCs of depth 3, packets of 2 flits: the interface alternates VCs, writes one flit
    /// per cycle, and stops when the credits of the packet's VC run out.
    #[test]
    fn injects_one_flit_per_cycle_only_with_credits() {
        let mut ni = NetworkInterface::new(2, 3);
        for p in 0..4 {
            ni.queue.push_back(queued(p, 2));
        }
        let mut written = Vec::new();
        for now in 0..12 {
            let o = ni.step(now, true);
            if let Some(f) = o.flit {
                written.push((now, f.packet, f.vc.index(), f.index, f.head, f.tail));
            }
        }
        // Packet 0 on VC 0, packet 1 on VC 1, packet 2 on VC 0 (one credit left there: its
        // second flit waits), no credit ever returns.
        assert_eq!(
            written,
            vec![
                (0, 0, 0, 0, true, false),
                (1, 0, 0, 1, false, true),
                (2, 1, 1, 0, true, false),
                (3, 1, 1, 1, false, true),
                (4, 2, 0, 0, true, false),
            ]
        );
        // A credit on VC 0 lets packet 2's tail go.
        ni.credit_in(VcId::new(0));
        let o = ni.step(20, true);
        assert_eq!(
            o.flit.map(|f| (f.packet, f.index, f.tail)),
            Some((2, 1, true))
        );
    }

    #[test]
    fn a_packet_waits_for_its_ready_cycle() {
        let mut ni = NetworkInterface::new(1, 4);
        ni.queue.push_back(Queued {
            ready: 5,
            ..queued(9, 1)
        });
        assert_eq!(ni.step(4, true), NiOut::default());
        let o = ni.step(5, true);
        assert_eq!(o.started, Some(9));
        assert!(
            o.flit
                .is_some_and(|f| f.head && f.tail && f.dest == NodeId::new(7))
        );
    }
}
