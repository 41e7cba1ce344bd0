//! RC, route compute: the routing-table and bubble-table lookup for the head flit of an input
//! VC (paper 003 section 3.3: both tables sit in the routing stage), and path-based multicast's
//! absorb-and-forward decision (paper 004 section 5). Combinational.

use super::flit::Flit;
use super::input_unit::{MulticastHeaders, RouteReg};
use super::params::VcRole;
use super::router::Router;

impl Router {
    /// RC: read the routing table and bubble row for the packet at the front of `ivc`.
    pub(super) fn route_compute(
        &self,
        ivc: usize,
        head: &Flit,
        headers: &MulticastHeaders,
    ) -> RouteReg {
        let prm = &*self.params;
        let (p, v) = (prm.ports, prm.vcs);
        let (in_port, in_vc) = (ivc / v, ivc % v);
        let dest = head.dest as usize;
        if dest == self.node as usize {
            let next_leg = head.leg as usize + 1;
            if let Some(&next) = headers
                .get(&head.packet)
                .and_then(|list| list.get(next_leg))
            {
                // Absorb and forward: a new UD leg starts here, in the Up phase.
                let entry = &self.table().entries[next as usize];
                return RouteReg {
                    mask: self.table().adaptive_mask(next as usize, None),
                    escape: entry.escape_port().map(|q| (q as u8, entry.escape_class)),
                    bubble_row: p as u8,
                    absorb: true,
                    next_dest: next,
                    next_leg: next_leg as u8,
                    layer: prm.multicast_layers.then_some(next_leg as u8),
                    ..RouteReg::default()
                };
            }
            return RouteReg {
                eject: true,
                ..RouteReg::default()
            };
        }
        let entry = &self.table().entries[dest];
        let network_in = (in_port < p).then_some(in_port);
        // An escape VC carries escape traffic only on a ring channel; off the rings it is spare
        // and serves as one more adaptive VC (paper 003 section 3.3).
        let on_escape = network_in.is_some()
            && matches!(prm.vc_role(in_vc), VcRole::Escape(_))
            && (!prm.bubble_check || self.table().ring_successor[in_port].is_some());
        let mut escape = entry.escape_port().map(|q| (q as u8, entry.escape_class));
        // Dateline classes: a packet continuing in its dimension keeps its class.
        if let (Some(i), Some((q, class)), VcRole::Escape(arrived)) =
            (network_in, escape, prm.vc_role(in_vc))
        {
            escape = Some((q, self.table().escape_class(i, arrived, q as usize, class)));
        }
        if prm.bubble_check {
            // A packet on a ring follows its ring (Hamiltonian / tree tour).
            if on_escape && prm.follow_ring {
                escape = self.table().ring_successor[in_port].map(|q| (q as u8, 0));
            }
        }
        let mut mask = self.table().adaptive_mask(dest, network_in);
        if prm.bubble_check && on_escape && head.misses >= prm.max_misses {
            mask = 0; // livelock limit reached: stay on the escape ring
        }
        let bubble_row = if on_escape { in_port as u8 } else { p as u8 };
        RouteReg {
            mask,
            escape,
            bubble_row,
            from_escape: on_escape,
            layer: (prm.multicast_layers && headers.contains_key(&head.packet)).then_some(head.leg),
            ..RouteReg::default()
        }
    }
}
