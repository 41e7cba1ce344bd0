//! RC, route compute: the routing-table and bubble-table lookup for the head flit of an input
//! VC (paper 003 section 3.3: both tables sit in the routing stage), and path-based multicast's
//! absorb-and-forward decision (paper 004 section 5). Combinational: no registers; its result
//! is registered in the input VC's state (`VcState::Routed`).
//!
//! ```text
//!  in_vc (clog2((P+1)V)) ──► ┌──────────────────────────────┐
//!  head flit (dest, leg, ──► │ table row ROM (RouteWord per │ ──► RouteReg: adaptive mask (P),
//!   misses, more, rest)      │ destination), bubble rows,   │     escape valid + port + class,
//!                            │ ring successors, class_keep  │     bubble row, eject, absorb,
//!                            └──────────────────────────────┘     layer
//! ```
//! The per-destination words come from the `RouterTable`'s rows (stored, or computed from
//! coordinates on large networks: `routing::table::rows`), the words `table_image::route_image` packs
//! into the HDL ROM (`table_rom` tests that they read back unchanged). What is per input port
//! rather than per destination (ring successors, dateline `class_keep`, MH-UD `down_inputs`)
//! is read from the `RouterTable` too.

use super::flit::Flit;
use super::params::{RouterParams, VcRole};
use super::ports::RouteReg;
use super::table_rom::TableRom;
use crate::bits::clog2;
use crate::routing::table::{RouteEntry, RouterTable};
use crate::topology::{NodeId, PortId, VcId};

/// The RC block of one router: its parameters and its table ROM.
#[derive(Clone, Copy, Debug)]
pub struct RouteCompute<'a> {
    /// This router's node id (clog2(nodes) bits, a constant).
    pub node: NodeId,
    pub params: &'a RouterParams,
    /// The per-input-port table contents (ring successors, class_keep, down_inputs).
    pub table: &'a RouterTable,
    /// The table ROMs: the routing words' format and destinations, the bubble rows.
    pub rom: &'a TableRom,
}

impl RouteCompute<'_> {
    /// The route for the packet whose head flit `head` is at the front of input VC `ivc`.
    #[inline(always)]
    pub fn step(&self, ivc: usize, head: &Flit) -> RouteReg {
        let prm = self.params;
        let p = prm.ports;
        let (in_port, in_vc) = prm.layout().split(ivc);
        let dest = head.dest;
        if dest == self.node {
            if head.more > 0 {
                // Absorb and forward: the header lists a next destination, and a new UD leg
                // starts here, in the Up phase (as if injected).
                let next = head.next_dest(self.dest_bits());
                let entry = self.table.entry(next);
                return RouteReg {
                    mask: self.adaptive_mask(&entry, None),
                    escape: entry.escape_port().map(|q| (q.get(), entry.escape_class)),
                    bubble_row: p as u8,
                    absorb: true,
                    layer: prm.multicast_layers.then_some(VcId::from(head.leg + 1)),
                    ..RouteReg::default()
                };
            }
            return RouteReg {
                eject: true,
                ..RouteReg::default()
            };
        }
        let entry = self.table.entry(dest);
        let network_in = (in_port < p).then_some(in_port);
        // An escape VC carries escape traffic only on a ring channel; off the rings it is spare
        // and serves as one more adaptive VC (paper 003 section 3.3).
        let on_escape = network_in.is_some()
            && prm.vc_role(in_vc).is_escape()
            && (!prm.bubble_check() || self.table.ring_successor[in_port].is_some());
        let mut escape = entry.escape_port().map(|q| (q.get(), entry.escape_class));
        if prm.tie_draw() {
            escape = escape.map(|e| self.drawn_tie(head, e, entry.tie_dim));
        }
        // Dateline classes: a packet continuing in its dimension keeps its class (on a VC
        // of both classes, the class its head carries).
        let arrived = match prm.vc_role(in_vc) {
            VcRole::Escape(c) => Some(c),
            VcRole::EscapeShared => Some(head.class),
            VcRole::Adaptive | VcRole::Unused => None,
        };
        if let (Some(i), Some((q, class)), Some(arrived)) = (network_in, escape, arrived) {
            escape = Some((
                q,
                self.table
                    .escape_class(PortId::new(i), arrived, PortId::from(q), class),
            ));
        }
        if prm.bubble_check() {
            // A packet on a ring follows its ring (Hamiltonian / tree tour).
            if on_escape && prm.follow_ring() {
                escape = self.table.ring_successor[in_port].map(|q| (q.get(), 0));
            }
        }
        let mut mask = self.adaptive_mask(&entry, network_in);
        if mask == 0 && escape.is_none() {
            // No route: the destination failed or was cut off after the packet left, or new
            // tables lack the move its phase needs (docs/faults-during-operation.md). The
            // packet goes to this router's interface, which reports it; tables never leave a
            // packet without a route otherwise.
            return RouteReg {
                eject: true,
                ..RouteReg::default()
            };
        }
        if prm.bubble_check() && on_escape && head.misses >= prm.max_misses {
            mask = 0; // livelock limit reached: stay on the escape ring
        }
        if prm.permanent_escape() && on_escape {
            mask = 0;
        }
        let bubble_row = if on_escape { in_port as u8 } else { p as u8 };
        RouteReg {
            mask,
            escape,
            bubble_row,
            from_escape: on_escape,
            layer: (prm.multicast_layers && (head.more > 0 || head.leg > 0))
                .then_some(VcId::from(head.leg)),
            ..RouteReg::default()
        }
    }

    /// The escape (port, class) at a tie the table marks (`tie_dim`, from the `RouterTable`'s
    /// word RC read: the ROM image leaves the tie out, as the hardware does not draw ties), when
    /// the head's draw for that dimension says to take the other way round: the opposite port,
    /// whose dateline class is the other one (exactly one of the two half-ring paths crosses
    /// the wrap link).
    #[inline]
    fn drawn_tie(&self, head: &Flit, (q, class): (u8, u8), tie_dim: u8) -> (u8, u8) {
        let drawn = tie_dim > 0 && head.tie >> (tie_dim - 1) & 1 == 1;
        match self.table.opposite.get(q as usize).copied().flatten() {
            Some(o) if drawn => (o.get(), 1 - class),
            _ => (q, class),
        }
    }

    /// The adaptive mask of a word for a packet that arrived on `in_port` (None: injected):
    /// MH-UD's Down-phase inputs read the word's down mask (`RouterTable::adaptive_mask`).
    #[inline]
    fn adaptive_mask(&self, entry: &RouteEntry, in_port: Option<usize>) -> u64 {
        u64::from(match in_port {
            Some(i) if self.table.down_inputs >> i & 1 == 1 => entry.down_mask,
            _ => entry.adaptive_mask,
        })
    }

    /// Width of a node id in the header (the table has a word per node).
    pub fn dest_bits(&self) -> u32 {
        clog2(self.rom.nodes()).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::router::params::Switching;
    use crate::router::table_image::RouteWord;
    use crate::routing::table::{Mode, compile};
    use crate::topology::{Network, Topology};

    /// RC as a pure function, for every destination from every router's local port and every
    /// network input of a 4x4 torus: the mask and escape are the table's, a packet for this
    /// router is ejected, and escape-VC arrivals on a ring read their input's bubble row.
    #[test]
    fn route_follows_the_table_row_for_every_destination() {
        let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
        for mode in [Mode::Dor, Mode::Bubble] {
            let tables = compile(&net, mode).unwrap();
            let sw = Switching::default_for(mode);
            let params = RouterParams::new(&tables, 2, 8, 4, sw);
            let (p, v) = (params.ports, params.vcs);
            for node in net.node_ids() {
                let table = tables.routers[node.index()].as_deref().unwrap();
                let rom = TableRom::new(table, RouteWord::for_tables(&tables));
                let rc = RouteCompute {
                    node,
                    params: &params,
                    table,
                    rom: &rom,
                };
                for dest in NodeId::all(16) {
                    let head = Flit {
                        head: true,
                        dest,
                        ..Flit::default()
                    };
                    let r = rc.step(p * v, &head);
                    if dest == node {
                        assert!(r.eject && r.mask == 0 && r.escape.is_none());
                        continue;
                    }
                    let e = table.entry(dest);
                    assert_eq!({ r.mask }, table.adaptive_mask(dest, None));
                    assert_eq!(r.escape.map(|(q, _)| PortId::from(q)), e.escape_port());
                    assert_eq!(r.bubble_row as usize, p, "injection reads row P");
                    assert!(!r.eject && !r.from_escape);
                    if mode == Mode::Bubble {
                        // An arrival on input 0's escape VC (VC 0) is on the ring.
                        let r = rc.step(0, &head);
                        assert!(r.from_escape);
                        assert_eq!(r.bubble_row, 0);
                    }
                }
            }
        }
    }

    /// With `tie_draw`, a head whose tie bit for the tie's dimension is set takes the port
    /// opposite the parity rule's, in the other dateline class; the bit is ignored without
    /// `tie_draw` and away from a tie.
    #[test]
    fn a_drawn_tie_goes_the_other_way_round_in_the_other_class() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        let net = Network::fault_free(topo.clone());
        let tables = compile(&net, Mode::Dor).unwrap();
        let table = tables.routers[0].as_deref().unwrap();
        let rom = TableRom::new(table, RouteWord::for_tables(&tables));
        let mut params = RouterParams::new(&tables, 2, 8, 4, Switching::Wormhole);
        let local = params.ports * params.vcs;
        let route = |params: &RouterParams, dest: u32, tie: u8| {
            let rc = RouteCompute {
                node: NodeId::new(0),
                params,
                table,
                rom: &rom,
            };
            let head = Flit {
                head: true,
                dest: NodeId::from(dest),
                tie,
                ..Flit::default()
            };
            rc.step(local, &head)
                .escape
                .map(|(q, c)| (PortId::from(q), c))
        };
        let (plus, minus) = (
            topo.port_id(0, crate::topology::Dir::Plus),
            topo.port_id(0, crate::topology::Dir::Minus),
        );
        // Node 2 is half a ring from node 0 in dimension 0: even coordinate 0 goes +.
        assert_eq!(table.entry(NodeId::new(2)).tie_dim, 1);
        assert_eq!(
            route(&params, 2, 1),
            plus.map(|p| (p, 1)),
            "no draw: parity"
        );
        params.set_policy(crate::router::params::Policy::BookSim2);
        assert_eq!(route(&params, 2, 0), plus.map(|p| (p, 1)));
        // The - path from 0 to 2 crosses the wrap link: class 0.
        assert_eq!(route(&params, 2, 1), minus.map(|p| (p, 0)));
        assert_eq!(
            route(&params, 2, 2),
            plus.map(|p| (p, 1)),
            "bit of dimension 1"
        );
        assert_eq!(table.entry(NodeId::new(1)).tie_dim, 0);
        assert_eq!(route(&params, 1, 0xff), plus.map(|p| (p, 1)), "no tie");
    }
}
