//! VA, virtual-channel allocation: each routed head asks for one output VC (adaptive first,
//! the escape VC after `escape_patience` refusals, the bubble condition on ring entries), and
//! each output VC's round-robin arbiter grants one requester. Combinational.
//!
//! Two blocks: `VaRequestSide` forms each routed head's request from the output VCs and the
//! bubble-check table, and `VcAllocator` arbitrates the requests; the router top wires them.

use super::arbiter::{ArbiterBank, ArbiterKind};
use super::bubble_table::BubbleTable;
use super::flit::Flit;
use super::input_unit::{InputVc, VcState};
use super::output_unit::OutputVc;
use super::params::{RouterParams, Switching, VcRole};
pub use super::ports::VaRequest;
use super::ports::{Decisions, RouteReg, VaGrant};
use crate::bits::set_bits;
use crate::routing::deadlock::ports;
use crate::topology::PortId;
use crate::topology::VcId;

/// The VC allocator's registers: one arbiter per output VC over the (P + 1) x V input VCs.
///
/// ```text
///  requests[<= (P+1)V] (VaRequest) ──► ┌ arb[(P+1)V] ┐ ──► va_valid ((P + 1) x V bits)
///                                      └─────────────┘ ──► va[(P+1)V] (VaGrant)
/// ```
/// Registers: per output VC a round-robin pointer (clog2((P + 1) x V) bits) or an N x N
/// matrix; each moves at the clock edge only when its grant was used.
#[derive(Clone, Debug)]
pub struct VcAllocator {
    /// Input VCs (P + 1) x V = output VCs.
    n: usize,
    /// Per output VC: arbiter over input VCs (one bank: `ArbiterBank`).
    pub arb: ArbiterBank,
    /// Per input VC: the output VC after the last one it was granted, where its next
    /// grants are considered from (`step_islip`; BookSim2's iSLIP accept pointer).
    pub accept: Vec<u16>,
}

impl VcAllocator {
    /// At reset.
    pub fn new(kind: ArbiterKind, n: usize) -> Self {
        VcAllocator {
            n,
            arb: ArbiterBank::new(kind, n, n),
            accept: vec![0; n],
        }
    }

    /// Combinational: each output VC the requests in `d.va_requests` ask for grants one
    /// requester (its priority requesters if it has any) into `d.va` / `d.va_valid`; returns
    /// the granted input VCs (bit ivc). The requests are reordered. The sole requester's case
    /// is inlined into the router's step, the rest is a call (docs/performance.md, "The
    /// allocators").
    #[inline(always)]
    pub fn step(&self, d: &mut Decisions) -> u64 {
        let Decisions {
            va_requests,
            va,
            va_valid,
            ..
        } = d;
        if let [r] = va_requests.as_slice() {
            // A sole requester wins its output VC whatever the arbiter holds.
            va[r.ovc as usize] = VaGrant {
                ivc: r.ivc,
                misses: r.misses,
            };
            *va_valid |= 1 << r.ovc;
            1 << r.ivc
        } else {
            self.step_contested(va_requests, va, va_valid)
        }
    }

    /// `step` with two or more requests.
    #[inline(never)]
    fn step_contested(
        &self,
        requests: &mut [VaRequest],
        va: &mut [VaGrant],
        va_valid: &mut u64,
    ) -> u64 {
        let mut granted = 0;
        requests.sort_unstable_by_key(|r| r.ovc);
        for group in requests.chunk_by(|a, b| a.ovc == b.ovc) {
            let ovc = group[0].ovc as usize;
            let mask = |only_priority: bool| {
                group
                    .iter()
                    .filter(|r| r.priority || !only_priority)
                    .fold(0u64, |m, r| m | 1 << r.ivc)
            };
            let req = match mask(true) {
                0 => mask(false),
                urgent => urgent,
            };
            let winner = self.arb.grant(ovc, req, self.n).expect("has requests");
            let r = group
                .iter()
                .find(|r| r.ivc as usize == winner)
                .expect("winner requested");
            va[ovc] = VaGrant {
                ivc: r.ivc,
                misses: r.misses,
            };
            *va_valid |= 1 << ovc;
            granted |= 1 << r.ivc;
        }
        granted
    }

    /// Combinational, min-adapt: one iteration of BookSim2's iSLIP over the requests in
    /// `d.va_requests`. Each input VC may request several output VCs; each requested output
    /// VC grants one requester (its arbiter), and each input VC accepts the first of its
    /// grants at or after its accept pointer. A grant not accepted is lost for this cycle.
    /// Returns the input VCs that accepted a grant (bit ivc). The requests are reordered.
    pub fn step_islip(&self, d: &mut Decisions) -> u64 {
        let Decisions {
            va_requests: requests,
            va,
            va_valid,
            ..
        } = d;
        let mut granted = [0u64; 64];
        let mut accepted = 0;
        requests.sort_unstable_by_key(|r| r.ovc);
        for group in requests.chunk_by(|a, b| a.ovc == b.ovc) {
            let ovc = group[0].ovc as usize;
            let req = group.iter().fold(0u64, |m, r| m | 1 << r.ivc);
            let winner = self.arb.grant(ovc, req, self.n).expect("has requests");
            granted[winner] |= 1 << ovc;
        }
        for (ivc, &grants) in granted.iter().enumerate().filter(|(_, g)| **g != 0) {
            let start = self.accept[ivc] as usize;
            let ovc = set_bits(grants)
                .min_by_key(|&o| (o + self.n - start) % self.n)
                .expect("granted");
            let r = requests
                .iter()
                .find(|r| r.ivc as usize == ivc && r.ovc as usize == ovc)
                .expect("granted a request");
            va[ovc] = VaGrant {
                ivc: r.ivc,
                misses: r.misses,
            };
            *va_valid |= 1 << ovc;
            accepted |= 1 << ivc;
        }
        accepted
    }

    /// Clock edge of a grant of output VC `ovc` to input VC `ivc` (flat): the output VC's
    /// arbiter moves past the input VC, and the input VC's accept pointer past the output VC.
    #[inline(always)]
    pub fn granted(&mut self, ovc: usize, ivc: usize) {
        self.arb.advance(ovc, ivc, self.n);
        self.accept[ivc] = crate::bits::next_index(ovc, self.n) as u16;
    }
}

/// VA cycles an injected packet may lose to transit packets before it is served anyway.
use super::params::{COUNTER_MAX, STARVATION_LIMIT};

/// Credits the escape VC must show for an injected packet to enter the network: half the
/// buffer, and at least one packet (with 4-packet buffers that is the bubble condition's 2).
pub(crate) fn admission_credits(prm: &RouterParams) -> u32 {
    (prm.depth as u32).div_ceil(2).max(prm.packet_len as u32)
}

/// VA's request side (combinational), with its inputs named: the input VCs' states, the
/// output VCs' owners and credit counters, and the bubble-check ROM.
pub(super) struct VaRequestSide<'a> {
    pub params: &'a RouterParams,
    pub inputs: &'a [InputVc],
    pub outputs: &'a [OutputVc],
    pub bubble: BubbleTable<'a>,
    /// `params.layout()`, computed once per router.
    pub lay: crate::router::VcLayout,
}

impl VaRequestSide<'_> {
    /// VA's first stage for one input VC: the request it registers for the arbiters of the
    /// next cycle (docs/cycle-model.md, "Pipeline timing"). Adaptive VCs first (the free one
    /// with most credits), then the escape VC after the patience; an ejecting head asks for
    /// the first free ejection VC. The escape and ejection VCs are named even when not free
    /// now, and the returned flag says the move enters a ring: VA's second stage checks those
    /// (free, and room for two packets on a ring entry) on the next cycle's registers, so a
    /// deterministic route loses no cycle to the pipeline. Returns the output VC, the
    /// packet's miss count after the move and the bubble flag.
    #[inline(always)]
    pub(super) fn choose_output_vc(
        &self,
        route: &RouteReg,
        head: &Flit,
        refused: u8,
        injected: bool,
    ) -> Option<(u16, u8, bool)> {
        let prm = self.params;
        let (p, v, lay) = (prm.ports, prm.vcs, self.lay);
        let free = |port: usize, vc: VcId| self.free(port, vc);
        if route.eject {
            let vc = VcId::all(v).find(|&vc| free(p, vc)).unwrap_or_default();
            return Some((lay.index(p, vc) as u16, head.misses, false));
        }
        let mut best: Option<(u32, usize)> = None;
        // Row P of the bubble table marks the outputs off the escape rings.
        let off_ring = if prm.bubble_check() {
            self.bubble.off_ring()
        } else {
            0
        };
        for port in ports(route.mask).map(PortId::index) {
            let spare_escape = off_ring >> port & 1 == 1;
            let in_layer = |vc: VcId| route.layer.is_none_or(|l| vc == l);
            for vc in VcId::all(v)
                .filter(|&vc| (prm.vc_role(vc) == VcRole::Adaptive || spare_escape) && in_layer(vc))
            {
                let ovc = lay.index(port, vc);
                let o = &self.outputs[ovc];
                if free(port, vc) && best.is_none_or(|(c, _)| o.count() > c) {
                    best = Some((o.count(), ovc));
                }
            }
        }
        if injected && best.is_some() && !self.ring_admits_injection(route) {
            best = None;
        }
        if let Some((_, ovc)) = best {
            let misses = head.misses + u8::from(route.from_escape);
            return Some((ovc as u16, misses.min(COUNTER_MAX), false));
        }
        // The escape VC is asked for only after `escape_patience` refused VA cycles while
        // adaptive candidates exist (SICO's selection cycles through the adaptive outputs first).
        let patience = if injected {
            prm.injection_patience
        } else {
            prm.escape_patience
        };
        if route.mask != 0 && refused < patience {
            return None;
        }
        let (port, class) = route.escape?;
        let port = port as usize;
        // The first free VC of the class, else the first of the class (one pass).
        let mut first = None;
        for vc in VcId::all(v).filter(|&vc| prm.vc_role(vc).serves(class)) {
            if free(port, vc) {
                first = Some(vc);
                break;
            }
            first = first.or(Some(vc));
        }
        let vc = first?;
        // Bubble condition: entering a ring needs room for two packets downstream (checked
        // by the second stage).
        let bubble = self.enters_ring(route, port);
        Some((lay.index(port, vc) as u16, head.misses, bubble))
    }

    /// VA's second stage: may a request registered for output VC `ovc` (with the bubble flag
    /// of `choose_output_vc`) be granted on this cycle's registers?
    #[inline(always)]
    pub(super) fn grantable(&self, ovc: usize, bubble: bool) -> bool {
        let l = self.params.packet_len as u32;
        self.free_index(ovc) && (!bubble || self.outputs[ovc].has(2 * l))
    }

    /// Is output VC `ovc` (port x V + vc) unowned with the credits a head needs to take it?
    #[inline(always)]
    pub(super) fn free_index(&self, ovc: usize) -> bool {
        self.free(self.lay.port(ovc), self.lay.vc(ovc))
    }

    /// Is output VC `vc` of `port` unowned with the credits a head needs to take it?
    #[inline(always)]
    fn free(&self, port: usize, vc: VcId) -> bool {
        let prm = self.params;
        let need = match prm.switching {
            Switching::Vct => prm.packet_len as u32,
            // Duato's theory for wormhole needs atomic allocation of the adaptive VCs: a
            // packet may take one only when its downstream buffer is empty. Otherwise a packet
            // that left the escape network could queue behind another in an adaptive buffer
            // while that one waits for the escape VC the first still holds (docs/cycle-model.md).
            Switching::Wormhole if prm.atomic_adaptive() && prm.vc_role(vc) == VcRole::Adaptive => {
                prm.depth as u32
            }
            // min-adapt: room for the whole packet, so a head granted the adaptive VC (it can
            // no longer fall back to the escape VC) always gets all of its packet across; a
            // ring of full adaptive buffers whose heads are all granted onward cannot form.
            Switching::Wormhole
                if prm.adaptive_needs_packet() && prm.vc_role(vc) == VcRole::Adaptive =>
            {
                prm.packet_len as u32
            }
            Switching::Wormhole => 0,
        };
        let o = &self.outputs[self.lay.index(port, vc)];
        o.is_free() && o.has(need)
    }

    /// BookSim2's VA requests (for `VcAllocator::step_islip`; min-adapt, and `dor` under the
    /// preset where a class has several VCs): a head asks for every VC of its range, and the
    /// iSLIP allocator, which ignores the priorities `min_adapt_torus` gives the adaptive VC,
    /// picks. Each goes to `push` with the misses.
    pub(super) fn unordered_requests(
        &self,
        route: &RouteReg,
        head: &Flit,
        push: &mut impl FnMut(u16, u8),
    ) {
        let (prm, lay) = (self.params, self.lay);
        if route.eject {
            // BookSim2's routing functions offer the whole VC range at the destination.
            for vc in lay.vc_ids() {
                push(lay.index(prm.ports, vc) as u16, head.misses);
            }
            return;
        }
        let adaptive = ports(route.mask).flat_map(|port| {
            VcId::all(prm.vcs)
                .filter(|&vc| prm.vc_role(vc) == VcRole::Adaptive)
                .map(move |vc| (port.index(), vc))
        });
        let escape = route.escape.into_iter().flat_map(|(port, class)| {
            VcId::all(prm.vcs)
                .filter(move |&vc| prm.vc_role(vc).serves(class))
                .map(move |vc| (port as usize, vc))
        });
        // Every candidate, free or not: the second stage checks them on its own cycle.
        for (port, vc) in adaptive.chain(escape) {
            push(lay.index(port, vc) as u16, head.misses);
        }
    }

    /// Does a move of this packet onto output `port`'s escape VC enter a bubble ring (the
    /// bubble-check table's bit for its row and that output)?
    #[inline]
    fn enters_ring(&self, route: &RouteReg, port: usize) -> bool {
        self.params.bubble_check() && self.bubble.needs_check(route.bubble_row as usize, port)
    }

    /// Injection admission on bubble rings: an injected packet enters the network, even on an
    /// adaptive VC, only while the escape VC it would fall back to is at least half free
    /// (`admission_credits`). Past saturation this keeps new packets from crowding the escape
    /// ring that transit packets depend on; with faults that ring is one long, non-minimal ring
    /// and the difference is large (docs/cycle-model.md). One comparator on the escape output's
    /// credit counter, like the bubble check.
    fn ring_admits_injection(&self, route: &RouteReg) -> bool {
        let prm = self.params;
        if !(prm.transit_priority && prm.bubble_check()) {
            return true;
        }
        let Some((port, _)) = route.escape else {
            return true;
        };
        let port = port as usize;
        let off_ring = self.bubble.off_ring() >> port & 1 == 1;
        let Some(esc) = VcId::all(prm.vcs).find(|&vc| prm.vc_role(vc) != VcRole::Adaptive) else {
            return true;
        };
        off_ring || self.outputs[self.lay.index(port, esc)].has(admission_credits(prm))
    }

    /// VA priority of input VC `ivc` for output VC `ovc` under `transit_priority`: transit
    /// packets over injected ones, and on a bubble ring the packets already on it over those
    /// entering it; an injected packet refused `STARVATION_LIMIT` VA cycles is served like a
    /// transit one.
    pub(super) fn has_priority(&self, ivc: usize, ovc: usize) -> bool {
        let prm = self.params;
        let VcState::Routed { route, refused, .. } = self.inputs[ivc].state else {
            return false;
        };
        let injected = ivc >= prm.ports * prm.vcs;
        let out_port = ovc / prm.vcs;
        let enters_ring = route.escape.is_some_and(|(q, _)| q as usize == out_port)
            && prm.vc_role(self.lay.vc(ovc)) != VcRole::Adaptive
            && self.enters_ring(&route, out_port);
        // Ring entries never go first: the ring's own packets keep it moving (bubble flow
        // control's rule; paper 003 section 2: the adaptive network, not the ring, is what
        // keeps a waiting packet from starving).
        !enters_ring && (refused >= STARVATION_LIMIT || !injected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fabric::Fabric;
    use crate::router::flit::Flit;
    use crate::router::input_unit::VcState;
    use crate::router::params::RouterParams;
    use crate::routing::table::Mode;
    use crate::topology::{Network, NodeId, Topology};

    /// A bubble router of a 4x4 torus with a transit head (input 1, VC 1) and an injected head
    /// (local input) both routed towards the same destination.
    fn contested(transit_priority: bool, local_refused: u8) -> Decisions {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = crate::routing::table::compile(&net, Mode::Bubble).unwrap();
        let mut params = RouterParams::new(&tables, 2, 8, 4, Switching::Vct);
        params.transit_priority = transit_priority;
        let mut fabric = Fabric::with_tables(net, tables, params).unwrap();
        let r = fabric.router_mut(NodeId::new(0)).unwrap();
        let (p, lay) = (r.params.ports, r.params.layout());
        let dest = NodeId::new(2); // two hops along dimension 0: one adaptive port
        let vc1 = VcId::new(1);
        for (ivc, refused) in [(lay.index(1, vc1), 0), (lay.index(p, vc1), local_refused)] {
            let head = Flit {
                head: true,
                dest,
                vc: VcId::new(1),
                ..Flit::default()
            };
            r.input.vcs[ivc].buf.write(&head);
            r.input.masks.occupied |= 1 << ivc;
            let route = r.route_compute().step(ivc, &head);
            r.input.vcs[ivc].state = VcState::Routed {
                route,
                wait: 0,
                refused,
                request: crate::router::ports::VaHeld::default(),
            };
        }
        // Round-robin pointer at the local input: without priority it would win.
        for ovc in 0..r.params.num_input_vcs() {
            (r.va.arb).set_pointer(ovc, lay.index(p, VcId::new(0)) as u8);
        }
        // VA's first stage forms both requests; the edge registers them (as `InputUnit::tick_routes`
        // does); the second stage arbitrates them.
        let mut d = Decisions::new(&r.params);
        r.comb(&mut d);
        assert_eq!(d.va_valid, 0, "no grant before a request is registered");
        for ivc in crate::bits::set_bits(d.va_waiting) {
            if let VcState::Routed { request, .. } = &mut r.input.vcs[ivc].state {
                *request = d.va_next[ivc];
            }
        }
        r.comb(&mut d);
        d
    }

    /// The allocator alone: one grant per requested output VC, only to a requester of it,
    /// priority requesters first, round robin among equals across clock edges.
    #[test]
    fn allocator_step_grants_each_output_vc_once() {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = crate::routing::table::compile(&net, Mode::Dor).unwrap();
        let params = RouterParams::new(&tables, 2, 8, 4, Switching::Wormhole);
        let n = params.num_input_vcs();
        let mut va = VcAllocator::new(crate::router::arbiter::ArbiterKind::RoundRobin, n);
        let req = |ivc: u16, ovc: u16, priority: bool| VaRequest {
            ivc,
            ovc,
            misses: ivc as u8 % 16,
            priority,
        };
        let mut winners = Vec::new();
        for _ in 0..3 {
            let requests = [
                req(1, 4, false),
                req(3, 4, false),
                req(5, 7, false),
                req(6, 7, true),
            ];
            let mut d = Decisions::new(&params);
            d.va_requests.extend(requests);
            va.step(&mut d);
            assert_eq!(
                d.va_valid,
                1 << 4 | 1 << 7,
                "one grant per requested output VC"
            );
            assert_eq!(d.va[7].ivc, 6, "the priority requester wins");
            assert_eq!(
                d.va[4].misses, d.va[4].ivc as u8,
                "misses travel with the grant"
            );
            winners.push(d.va[4].ivc);
            for ovc in crate::bits::set_bits(d.va_valid) {
                va.granted(ovc, usize::from(d.va[ovc].ivc));
            }
        }
        assert_eq!(winners, vec![1, 3, 1], "round robin among equals");
    }

    #[test]
    fn transit_beats_injection_until_injection_starves() {
        let (p, v) = (4, 2);
        let lay = crate::router::VcLayout::new(v);
        let (transit_1, local_1) = (lay.index(1, VcId::new(1)), lay.index(p, VcId::new(1)));
        let winner = |d: &Decisions| {
            crate::bits::set_bits(d.va_valid)
                .map(|ovc| d.va[ovc].ivc as usize)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            winner(&contested(false, 0)),
            vec![local_1],
            "round robin from the pointer"
        );
        assert_eq!(
            winner(&contested(true, 0)),
            vec![transit_1],
            "transit first"
        );
        assert_eq!(
            winner(&contested(true, STARVATION_LIMIT)),
            vec![local_1],
            "no starvation"
        );
    }
}
