//! Where a router's per-destination table words live (docs/routing-tables.md, "Tables that
//! scale"). A small network stores every word (`Rows::Stored`, N words per router). A large
//! one stores only what coordinates cannot give: the words of DOR, Duato, min-adapt, bubble
//! and min-adaptive are functions of the router's and the destination's coordinates, the
//! router's working links and the escape rings (`CoordRule`), except where a fault changes a
//! surviving distance; those words are kept per router as exceptions (`Rows::Computed`).
//! Either way `entry(d)` returns the word the compiler verified, and the table image the
//! hardware holds (`router::table_image::route_image`) is built from it on demand.

use super::{DestView, Mode, RouteEntry, WordRule, word};
use crate::routing::bubble::EscapeTables;
use crate::routing::dor::dor_dir;
use crate::topology::{Dir, Network, NodeId, Topology};
use std::sync::Arc;

/// One router's per-destination words.
#[derive(Clone, Debug, PartialEq)]
pub enum Rows {
    /// Word d at index d.
    Stored(Vec<RouteEntry>),
    /// Computed by `rule` at `node`, but for `exceptions`, sorted by destination.
    Computed {
        rule: Arc<CoordRule>,
        node: NodeId,
        exceptions: Vec<(u32, RouteEntry)>,
    },
}

impl Rows {
    /// The word for destination `d`.
    #[inline]
    pub fn entry(&self, d: NodeId) -> RouteEntry {
        match self {
            Rows::Stored(words) => words[d.index()],
            Rows::Computed {
                rule,
                node,
                exceptions,
            } => match exceptions.binary_search_by_key(&(d.index() as u32), |&(k, _)| k) {
                Ok(i) => exceptions[i].1,
                Err(_) => rule.entry(*node, d),
            },
        }
    }

    /// Destinations (words in the table).
    pub fn len(&self) -> usize {
        match self {
            Rows::Stored(words) => words.len(),
            Rows::Computed { rule, .. } => rule.net.num_nodes(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every word, destination 0 first.
    pub fn iter(&self) -> impl Iterator<Item = RouteEntry> + '_ {
        (0..self.len()).map(|d| self.entry(NodeId::new(d)))
    }

    /// Overwrite the word for `d` (a test planting a wrong word, or a merge).
    pub fn set(&mut self, d: NodeId, e: RouteEntry) {
        match self {
            Rows::Stored(words) => words[d.index()] = e,
            Rows::Computed {
                rule,
                node,
                exceptions,
            } => {
                let key = d.index() as u32;
                let computed = rule.entry(*node, d);
                match exceptions.binary_search_by_key(&key, |&(k, _)| k) {
                    Ok(i) if e == computed => {
                        exceptions.remove(i);
                    }
                    Ok(i) => exceptions[i].1 = e,
                    Err(i) if e != computed => exceptions.insert(i, (key, e)),
                    Err(_) => {}
                }
            }
        }
    }

    /// Bytes this router's words take (the rule's shared state not counted).
    pub fn stored_bytes(&self) -> usize {
        match self {
            Rows::Stored(words) => std::mem::size_of_val(words.as_slice()),
            Rows::Computed { exceptions, .. } => {
                exceptions.capacity() * std::mem::size_of::<(u32, RouteEntry)>()
            }
        }
    }
}

/// The table words of one network and mode as functions of coordinates: surviving distances
/// taken as the topology's own, DOR paths checked against runs of working links. Exact on a
/// fault-free network, and for DOR on any network; elsewhere the compiler keeps the words it
/// gets wrong as exceptions.
#[derive(Debug)]
pub struct CoordRule {
    net: Network,
    mode: Mode,
    /// The algorithm's word rule, taken once: a computed word is made per flit.
    rule: WordRule,
    rings: Option<Arc<EscapeTables>>,
    reach: DorReach,
}

impl PartialEq for CoordRule {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl CoordRule {
    pub fn new(net: &Network, mode: Mode, rings: Option<Arc<EscapeTables>>) -> Self {
        let rule = mode
            .algorithm()
            .word_rule()
            .unwrap_or_else(|| panic!("{mode} words are not computed from coordinates"));
        CoordRule {
            reach: DorReach::new(net),
            net: net.clone(),
            mode,
            rule,
            rings,
        }
    }

    /// Modes whose words this rule computes.
    pub fn covers(mode: Mode) -> bool {
        mode.algorithm().word_rule().is_some()
    }

    /// Is the rule exact everywhere (no word can differ from the compiler's)? Fault-free
    /// networks; and the dateline modes, whose words read distances only where the DOR path
    /// works, so that the surviving distance is the topology's own.
    pub fn exact(&self) -> bool {
        self.net.faults.is_empty() || self.mode.dateline()
    }

    /// Router v's word for destination d (the default word at d itself and at faulty nodes,
    /// as the compiler leaves them).
    pub fn entry(&self, v: NodeId, d: NodeId) -> RouteEntry {
        let net = &self.net;
        if v == d || !net.is_healthy(v) || !net.is_healthy(d) {
            return RouteEntry::default();
        }
        let view = CoordView { rule: self, d };
        word(net, self.rule, v, d, &view, self.rings.as_deref()).unwrap_or_default()
    }

    /// Bytes of the rule's own state: its copy of the network, the runs of working links and
    /// the escape rings' tables.
    pub fn bytes(&self) -> usize {
        let (n, p) = (self.net.num_nodes(), self.net.num_ports());
        let network = n * (1 + 8 + 8 * p);
        let rings = self.rings.as_deref().map_or(0, EscapeTables::bytes);
        network + 2 * self.reach.run.len() + rings
    }

    /// Does the DOR path from v to d cross only working channels?
    pub fn dor_ok(&self, v: NodeId, d: NodeId) -> bool {
        self.reach.dor_ok(&self.net, v, d)
    }

    /// Healthy (source, destination) pairs connected in the surviving network whose DOR path
    /// is broken, on a bidirectional network (where connected means the same component):
    /// per source, its component's other nodes less those its DOR paths reach.
    pub fn dor_unserved_pairs(&self) -> usize {
        use rayon::prelude::*;
        let net = &self.net;
        assert!(net.topo.is_bidirectional(), "components are reachability");
        let mut size = vec![0usize; net.num_nodes()];
        for c in net.components() {
            for v in &c {
                size[v.index()] = c.len();
            }
        }
        let sources: Vec<NodeId> = net.healthy_nodes().collect();
        sources
            .par_iter()
            .map(|&v| size[v.index()] - 1 - self.reach.count_served(net, v, v, 0))
            .sum()
    }
}

/// A destination seen through coordinates.
struct CoordView<'a> {
    rule: &'a CoordRule,
    d: NodeId,
}

impl DestView for CoordView<'_> {
    fn dist(&self, w: NodeId) -> u32 {
        self.rule.net.topo.distance(w, self.d) as u32
    }
    fn dor_ok(&self, w: NodeId) -> bool {
        self.rule.dor_ok(w, self.d)
    }
}

/// Per node and port, the working links in a row from it through that port (up to the
/// dimension's radix): a DOR path is one straight run per dimension, so it works when each
/// run is within its start's reach. Empty on a fault-free network.
#[derive(Debug)]
struct DorReach {
    ports: usize,
    run: Vec<u16>,
}

impl DorReach {
    fn new(net: &Network) -> Self {
        let p = net.num_ports();
        if net.faults.is_empty() {
            return DorReach {
                ports: p,
                run: Vec::new(),
            };
        }
        let topo = &net.topo;
        let mut run = vec![0u16; net.num_nodes() * p];
        for v in net.healthy_nodes() {
            for q in net.port_ids() {
                let k = topo.radix(topo.port(q).dim);
                let (mut at, mut n) = (v, 0);
                while n < k {
                    let Some(w) = net.link(at, q) else { break };
                    (at, n) = (w, n + 1);
                }
                run[v.index() * p + q.index()] = n as u16;
            }
        }
        DorReach { ports: p, run }
    }

    /// Healthy nodes other than the source whose DOR path from `source` works, among those
    /// that agree with `at` below dimension `dim` (`at`: where the path stands then, reached
    /// over working links). Each dimension's run is checked once for all destinations beyond.
    fn count_served(&self, net: &Network, source: NodeId, at: NodeId, dim: usize) -> usize {
        let topo = &net.topo;
        if dim == topo.num_dims() {
            return usize::from(at != source && net.is_healthy(at));
        }
        let c = topo.coord(at, dim);
        let mut served = self.count_served(net, source, at, dim + 1);
        for t in (0..topo.radix(dim)).filter(|&t| t != c) {
            if self.run_reaches(topo, at, dim, t) {
                let next = topo.with_coord(at, dim, t);
                served += self.count_served(net, source, next, dim + 1);
            }
        }
        served
    }

    /// Does DOR's straight run in `dim` from `at` to coordinate t (not at's own) cross only
    /// working links?
    fn run_reaches(&self, topo: &Topology, at: NodeId, dim: usize, t: usize) -> bool {
        let (c, k) = (topo.coord(at, dim), topo.radix(dim));
        let dir = dor_dir(topo, dim, c, t);
        let q = topo.port_id(dim, dir).expect("DOR's direction has a port");
        let hops = match dir {
            Dir::Plus => (t + k - c) % k,
            Dir::Minus => (c + k - t) % k,
        };
        usize::from(self.run[at.index() * self.ports + q.index()]) >= hops
    }

    fn dor_ok(&self, net: &Network, v: NodeId, d: NodeId) -> bool {
        if !net.is_healthy(v) || !net.is_healthy(d) {
            return false;
        }
        if self.run.is_empty() {
            return true;
        }
        let topo = &net.topo;
        let mut at = v;
        // DOR resolves dimensions from 0 upward, one straight run each.
        for dim in 0..topo.num_dims() {
            let t = topo.coord(d, dim);
            if topo.coord(at, dim) != t {
                if !self.run_reaches(topo, at, dim, t) {
                    return false;
                }
                at = topo.with_coord(at, dim, t);
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::table::{Store, compile_into};
    use crate::topology::{FaultSet, Topology};

    /// The computed tables hold exactly the stored ones' words, and count the same
    /// unserved pairs, on every topology kind, with and without faults of both kinds.
    #[test]
    fn computed_words_equal_stored_words() {
        let mut exceptions = 0;
        for spec in [
            "torus:4x4",
            "torus:5x6",
            "torus:4x4x4",
            "utorus:5x5",
            "hypercube:5",
            "mh:3x3",
        ] {
            let topo: Topology = spec.parse().unwrap();
            for (seed, faults) in [
                (0, ""),
                (1, "random:links=3"),
                (2, "random:nodes=2,links=2"),
            ] {
                let faults = FaultSet::parse(&topo, faults, seed).unwrap();
                let net = Network::new(topo.clone(), faults);
                if !net.is_connected() && !net.topo.is_bidirectional() {
                    continue;
                }
                for mode in Mode::ALL.into_iter().filter(|&m| CoordRule::covers(m)) {
                    if mode.check_topology(&net).is_err() {
                        continue;
                    }
                    let (Ok(stored), Ok(computed)) = (
                        compile_into(&net, mode, None, Store::Stored),
                        compile_into(&net, mode, None, Store::Computed),
                    ) else {
                        continue; // no escape ring (both refuse alike)
                    };
                    let what = format!("{spec} {mode} faults {:?}", net.faults.format(&topo));
                    assert_eq!(
                        stored.unroutable_pairs(),
                        computed.unroutable_pairs(),
                        "{what}"
                    );
                    for (s, c) in stored.routers.iter().zip(&computed.routers) {
                        let (Some(s), Some(c)) = (s, c) else {
                            assert_eq!(s.is_some(), c.is_some(), "{what}");
                            continue;
                        };
                        assert!(matches!(c.rows, Rows::Computed { .. }), "{what}");
                        assert!(s.entries().eq(c.entries()), "{what}");
                        assert_eq!(s.bubble_bits, c.bubble_bits, "{what}");
                        if let Rows::Computed { exceptions: e, .. } = &c.rows {
                            exceptions += e.len();
                        }
                    }
                }
            }
        }
        // Faults do change words the coordinates give (the comparison is not vacuous).
        assert!(exceptions > 0);
    }

    /// A planted word reads back, and writing the computed word again removes the exception.
    #[test]
    fn set_keeps_exceptions_minimal() {
        let net = Network::fault_free("torus:4x4".parse().unwrap());
        let t = compile_into(&net, Mode::Dor, None, Store::Computed).unwrap();
        let mut rows = t.routers[0].as_ref().unwrap().rows.clone();
        let d = NodeId::new(5);
        let right = rows.entry(d);
        let wrong = RouteEntry {
            escape_class: 1 - right.escape_class,
            ..right
        };
        rows.set(d, wrong);
        assert_eq!(rows.entry(d), wrong);
        rows.set(d, right);
        assert_eq!(rows.entry(d), right);
        assert!(matches!(&rows, Rows::Computed { exceptions, .. } if exceptions.is_empty()));
    }
}
