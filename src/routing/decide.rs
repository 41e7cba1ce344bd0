//! Routing decisions at run time (docs/architecture.md, "Three models and their agreement": the
//! behavioral simulator calls the algorithms directly). `Decider` answers, for one packet at one
//! router, the questions the hardware answers by table lookup: the adaptive ports, the escape port
//! and class, whether a move enters a bubble ring, the ring successor. It evaluates the same
//! decision functions the table compiler calls (`table::DestContext`, the escape-ring tables,
//! `dor`, `mh`), never a compiled table, so a wrong table word shows up as a difference between the
//! two models.

use super::algorithm::OwnedNextHop;
use super::bubble::{EscapeNetwork, EscapeTables, HAMILTONIAN_STEPS_PER_NODE};
use super::dor::needs_dateline;
use super::mh::{Phase, arrival_phase};
use super::table::{DestContext, Mode, RouteEntry, same_dimension_rows};
use crate::topology::{Network, NodeId, PortId};
use crate::{Error, Result};

/// The routing algorithm of one mode on one network, evaluated on demand.
pub struct Decider<'a> {
    net: &'a Network,
    pub mode: Mode,
    /// Escape rings of ring modes (bubble, PV, ESV).
    rings: Option<EscapeTables>,
    next_hop: Option<OwnedNextHop<'a>>,
    /// Per destination, what its decisions need; built the first time a packet asks.
    contexts: Vec<Option<DestContext>>,
    /// Dateline modes: row i has bit j when output j continues input i's dimension.
    class_keep: Vec<u64>,
    /// Escape VC classes the mode needs (2 for dateline DOR / Duato on tori).
    pub escape_classes: u8,
    /// The words carry a Down-phase mask (MH-UD), taken from the algorithm once.
    down_phase: bool,
}

impl<'a> Decider<'a> {
    pub fn new(net: &'a Network, mode: Mode) -> Result<Self> {
        mode.check_topology(net)?;
        let rings = if mode.uses_rings() {
            let esc = EscapeNetwork::build(net, HAMILTONIAN_STEPS_PER_NODE)?;
            Some(EscapeTables::compile(net, &esc))
        } else {
            None
        };
        let next_hop = mode.algorithm().next_hop(net)?;
        let escape_classes = if mode.dateline() && needs_dateline(&net.topo) {
            2
        } else {
            1
        };
        let class_keep = if escape_classes == 2 {
            same_dimension_rows(&net.topo)
        } else {
            vec![0; net.num_ports()]
        };
        Ok(Decider {
            net,
            mode,
            rings,
            next_hop,
            contexts: net.node_ids().map(|_| None).collect(),
            class_keep,
            escape_classes,
            down_phase: mode.algorithm().down_phase(),
        })
    }

    /// The decision word of router `v` for destination `d` (v != d): what the table
    /// compiler would store there. None: the mode has no route from v.
    pub fn entry(&mut self, v: NodeId, d: NodeId) -> Option<RouteEntry> {
        if !self.net.is_healthy(v) || !self.net.is_healthy(d) || v == d {
            return None;
        }
        if self.contexts[d.index()].is_none() {
            let hop = self.next_hop.as_deref().map(|f| f as _);
            self.contexts[d.index()] = Some(DestContext::new(self.net, self.mode, d, hop));
        }
        let ctx = self.contexts[d.index()].as_ref().expect("built above");
        ctx.entry(self.net, self.mode, v, self.rings.as_ref())
    }

    /// Can a packet from `v` reach `d` under this mode (an adaptive port or an escape)?
    pub fn can_route(&mut self, v: NodeId, d: NodeId) -> bool {
        self.entry(v, d)
            .is_some_and(|e| e.adaptive_mask != 0 || e.escape.is_some())
    }

    /// Adaptive ports for a packet that arrived on `in_port` (None: injected); MH-UD picks
    /// the Up or Down mask by the phase the arrival port implies (paper 004).
    pub fn adaptive_mask(&self, e: &RouteEntry, v: NodeId, in_port: Option<PortId>) -> u64 {
        let down = self.down_phase
            && in_port.is_some_and(|i| arrival_phase(&self.net.topo, v, i) == Phase::Down);
        u64::from(if down { e.down_mask } else { e.adaptive_mask })
    }

    /// A packet on an escape VC follows its ring's successor (Hamiltonian / tree tour).
    pub fn follow_ring(&self) -> bool {
        self.rings.as_ref().is_some_and(|t| t.follow_ring)
    }

    /// Ring successor at `v` of an escape arrival on `in_port`.
    pub fn ring_successor(&self, v: NodeId, in_port: PortId) -> Option<PortId> {
        self.rings
            .as_ref()
            .and_then(|t| t.successor[v.index()][in_port.index()])
    }

    /// Does output `out` of `v` carry an escape ring?
    pub fn on_ring(&self, v: NodeId, out: PortId) -> bool {
        self.rings
            .as_ref()
            .is_some_and(|t| t.on_ring[v.index()] >> out.index() & 1 == 1)
    }

    /// Bubble rule (paper 003 section 3.3): a move to `out`'s escape VC enters a ring unless
    /// it continues the ring the packet is on (`ring_in`: its escape arrival port).
    pub fn enters_ring(&self, v: NodeId, ring_in: Option<PortId>, out: PortId) -> bool {
        self.on_ring(v, out) && ring_in.and_then(|i| self.ring_successor(v, i)) != Some(out)
    }

    /// Dateline class of an escape move from `in_port` to `out` for a packet that arrived on
    /// class `arrived`: it keeps its class while it continues its dimension.
    pub fn escape_class(&self, in_port: PortId, arrived: u8, out: PortId, entry: u8) -> u8 {
        if self.class_keep[in_port.index()] >> out.index() & 1 == 1 {
            arrived
        } else {
            entry
        }
    }

    /// Ports of v with a working channel.
    pub fn link(&self, v: NodeId, q: PortId) -> Option<NodeId> {
        self.net.link(v, q)
    }

    /// An error naming a packet that has no way on.
    pub fn no_route(&self, v: NodeId, d: NodeId) -> Error {
        Error::input(format!(
            "no route at {} toward {} under {}",
            self.net.topo.format_node(v),
            self.net.topo.format_node(d),
            self.mode
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::table::compile;
    use crate::topology::{FaultSet, Topology};

    /// Independent evidence for the refactoring: on faulty and fault-free networks of every
    /// mode, the run-time decision equals the compiled word for every (router, destination).
    #[test]
    fn decisions_equal_the_compiled_tables() {
        let cases = [
            ("torus:4x4", "link:0.0-0.1", Mode::Dor),
            ("torus:4x4", "node:1.1", Mode::Duato),
            ("torus:4x4", "link:0.0-0.1", Mode::Bubble),
            ("torus:4x4", "none", Mode::Pv),
            ("hypercube:4", "node:0011", Mode::Esv),
            ("mh:2x2", "none", Mode::MhUd),
        ];
        for (topo, faults, mode) in cases {
            let topo: Topology = topo.parse().unwrap();
            let faults = FaultSet::parse(&topo, faults, 1).unwrap();
            let net = Network::new(topo, faults);
            let tables = compile(&net, mode).unwrap();
            let mut decider = Decider::new(&net, mode).unwrap();
            assert_eq!(decider.escape_classes, tables.escape_classes);
            assert_eq!(decider.follow_ring(), tables.follow_ring);
            for v in net.healthy_nodes() {
                let t = tables.routers[v.index()].as_deref().unwrap();
                for d in net.healthy_nodes().filter(|&d| d != v) {
                    let word = decider.entry(v, d).unwrap_or_default();
                    assert_eq!(word, t.entry(d), "{mode} at {v} for {d}");
                    assert_eq!(decider.can_route(v, d), tables.can_route(v, d));
                    for i in net.port_ids() {
                        assert_eq!(
                            decider.adaptive_mask(&word, v, Some(i)),
                            t.adaptive_mask(d, Some(i))
                        );
                        assert_eq!(decider.ring_successor(v, i), t.ring_successor[i.index()]);
                        for q in net.port_ids() {
                            assert_eq!(
                                decider.enters_ring(v, Some(i), q),
                                t.needs_bubble(i.index(), q)
                            );
                            assert_eq!(
                                decider.enters_ring(v, None, q),
                                t.needs_bubble(net.num_ports(), q)
                            );
                        }
                    }
                }
            }
        }
    }
}
