//! VA, virtual-channel allocation: each routed head asks for one output VC (adaptive first,
//! the escape VC after `escape_patience` refusals, the bubble condition on ring entries), and
//! each output VC's round-robin arbiter grants one requester. Combinational.

use super::flit::Flit;
use super::input_unit::{RouteReg, VcState};
use super::params::{Switching, VcRole};
use super::router::{Decisions, Router, VaGrant};
use crate::routing::deadlock::ports;

/// VA cycles an injected packet may lose to transit packets before it is served anyway.
const STARVATION_LIMIT: u8 = 15;

impl Router {
    /// VA request of one input VC: adaptive VCs first (most credits), then the escape VC.
    /// Returns the output VC index and the packet's miss count after the move.
    pub(super) fn choose_output_vc(
        &self,
        route: &RouteReg,
        head: &Flit,
        refused: u8,
        injected: bool,
    ) -> Option<(u16, u8)> {
        let prm = &*self.params;
        let (p, v) = (prm.ports, prm.vcs);
        let l = prm.packet_len as u32;
        // Credits an output VC must show before a head may take it.
        let need = |vc: usize| match prm.switching {
            Switching::Vct => l,
            // Duato's theory for wormhole needs atomic allocation of the adaptive VCs: a
            // packet may take one only when its downstream buffer is empty. Otherwise a packet
            // that left the escape network could queue behind another in an adaptive buffer
            // while that one waits for the escape VC the first still holds (docs/cycle-model.md).
            Switching::Wormhole if prm.atomic_adaptive && prm.vc_role(vc) == VcRole::Adaptive => {
                prm.depth as u32
            }
            Switching::Wormhole => 0,
        };
        let free = |port: usize, vc: usize| {
            let o = &self.outputs[port * v + vc];
            o.owner.is_none() && o.has(need(vc))
        };
        if route.eject {
            return (0..v)
                .find(|&vc| free(p, vc))
                .map(|vc| ((p * v + vc) as u16, head.misses));
        }
        let mut best: Option<(u32, usize)> = None;
        // Row P of the bubble table marks the outputs off the escape rings.
        let off_ring = if prm.bubble_check {
            self.table().bubble_bits[p]
        } else {
            0
        };
        for port in ports(route.mask) {
            let spare_escape = off_ring >> port & 1 == 1;
            let in_layer = |vc: usize| route.layer.is_none_or(|l| vc == l as usize);
            for vc in (0..v)
                .filter(|&vc| (prm.vc_role(vc) == VcRole::Adaptive || spare_escape) && in_layer(vc))
            {
                let o = &self.outputs[port * v + vc];
                if free(port, vc) && best.is_none_or(|(c, _)| o.count() > c) {
                    best = Some((o.count(), port * v + vc));
                }
            }
        }
        if let Some((_, ovc)) = best {
            let misses = head.misses + u8::from(route.from_escape);
            return Some((ovc as u16, misses.min(15)));
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
        let vc = (0..v).find(|&vc| prm.vc_role(vc) == VcRole::Escape(class) && free(port, vc))?;
        if prm.bubble_check && self.table().needs_bubble(route.bubble_row as usize, port) {
            // Bubble condition: entering a ring needs room for two packets downstream.
            if !self.outputs[port * v + vc].has(2 * l) {
                return None;
            }
        }
        Some(((port * v + vc) as u16, head.misses))
    }

    /// VA priority of input VC `ivc` for output VC `ovc` under `transit_priority`: transit
    /// packets over injected ones, and on a bubble ring the packets already on it over those
    /// entering it; an injected packet refused `STARVATION_LIMIT` VA cycles is served like a
    /// transit one.
    fn has_priority(&self, ivc: usize, ovc: usize) -> bool {
        let prm = &*self.params;
        let VcState::Routed { route, refused, .. } = self.inputs[ivc].state else {
            return false;
        };
        let injected = ivc >= prm.ports * prm.vcs;
        let out_port = ovc / prm.vcs;
        let enters_ring = prm.bubble_check
            && route.escape.is_some_and(|(q, _)| q as usize == out_port)
            && prm.vc_role(ovc % prm.vcs) != VcRole::Adaptive
            && self
                .table()
                .needs_bubble(route.bubble_row as usize, out_port);
        // Ring entries never go first: the ring's own packets keep it moving (bubble flow
        // control's rule; paper 003 section 2: the adaptive network, not the ring, is what
        // keeps a waiting packet from starving).
        !enters_ring && (refused >= STARVATION_LIMIT || !injected)
    }

    /// Grant each requested output VC to one of its requesters (round robin over input VCs).
    /// `requests`: (input VC, output VC, misses after the move).
    pub(super) fn vc_allocate(&self, requests: &mut [(u16, u16, u8)], d: &mut Decisions) {
        let prm = &*self.params;
        // VA: each output VC grants one requester, round robin over input VCs.
        if !requests.is_empty() {
            requests.sort_unstable_by_key(|r| r.1);
            let mut i = 0;
            while i < requests.len() {
                let ovc = requests[i].1;
                let mut j = i;
                let mut req = 0u64;
                while j < requests.len() && requests[j].1 == ovc {
                    req |= 1 << requests[j].0;
                    j += 1;
                }
                if prm.transit_priority {
                    let urgent = requests[i..j]
                        .iter()
                        .filter(|r| self.has_priority(r.0 as usize, ovc as usize))
                        .fold(0u64, |m, r| m | 1 << r.0);
                    if urgent != 0 {
                        req = urgent;
                    }
                }
                let winner = self.va_arb[ovc as usize]
                    .grant(req, prm.num_input_vcs())
                    .expect("has requests");
                let r = requests[i..j]
                    .iter()
                    .find(|r| r.0 as usize == winner)
                    .expect("winner requested");
                d.va[ovc as usize] = VaGrant {
                    in_vc: r.0,
                    misses: r.2,
                };
                d.va_valid |= 1 << ovc;
                i = j;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fabric::Fabric;
    use crate::router::flit::Flit;
    use crate::router::input_unit::{MulticastHeaders, VcState};
    use crate::router::params::RouterParams;
    use crate::routing::table::Mode;
    use crate::topology::{Network, Topology};

    /// A bubble router of a 4x4 torus with a transit head (input 0) and an injected head
    /// (local input) both routed towards the same destination.
    fn contested(transit_priority: bool, local_refused: u8) -> Decisions {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        let tables = crate::routing::table::compile(&net, Mode::Bubble).unwrap();
        let mut params = RouterParams::new(&tables, 2, 8, 4, Switching::Vct);
        params.transit_priority = transit_priority;
        let mut fabric = Fabric::with_tables(net, tables, params).unwrap();
        let r = fabric.routers[0].as_mut().unwrap();
        let (p, v) = (r.params.ports, r.params.vcs);
        let dest = 2; // two hops along dimension 0: one adaptive port
        for (ivc, refused) in [(v + 1, 0), (p * v + 1, local_refused)] {
            let head = Flit {
                head: true,
                dest,
                vc: 1,
                ..Flit::default()
            };
            r.inputs[ivc].buf.write(head);
            r.occupancy += 1;
            let route = r.route_compute(ivc, &head, &MulticastHeaders::new());
            r.inputs[ivc].state = VcState::Routed {
                route,
                wait: 0,
                refused,
            };
        }
        // Round-robin pointer at the local input: without priority it would win.
        for arb in &mut r.va_arb {
            *arb = crate::router::arbiter::Arbiter::RoundRobin(
                crate::router::arbiter::RoundRobinArbiter { ptr: (p * v) as u8 },
            );
        }
        let mut d = Decisions::new(&r.params);
        r.comb(&MulticastHeaders::new(), &mut d);
        d
    }

    #[test]
    fn transit_beats_injection_until_injection_starves() {
        let (p, v) = (4, 2);
        let winner = |d: &Decisions| {
            crate::router::ports::set_bits(d.va_valid)
                .map(|ovc| d.va[ovc].in_vc as usize)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            winner(&contested(false, 0)),
            vec![p * v + 1],
            "round robin from the pointer"
        );
        assert_eq!(winner(&contested(true, 0)), vec![v + 1], "transit first");
        assert_eq!(
            winner(&contested(true, STARVATION_LIMIT)),
            vec![p * v + 1],
            "no starvation"
        );
    }
}
