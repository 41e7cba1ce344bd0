//! Node and link faults: given explicitly or drawn at random from a seed.
//!
//! Syntax: `node:ADDR` (a faulty router), `link:A-B` (both directions of the link between
//! neighbours A and B), `link:A>B` (only the channel from A to B), and
//! `random:nodes=N,links=L` (N random nodes, then L random links among the survivors, seeded).
//! Items are comma-separated: `node:0.1.1,link:0.0.0-0.1.0`.

use super::{NodeId, PortId, Topology};
use crate::{Error, Result};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::collections::BTreeSet;

/// The counts of a `random:` item, each given at most once.
#[derive(Clone, Copy, Debug, Default)]
struct RandomCounts {
    nodes: Option<usize>,
    links: Option<usize>,
}

/// A set of faults on one topology: faulty routers and faulty directed channels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FaultSet {
    nodes: BTreeSet<NodeId>,
    /// Faulty channels as (upstream node, its output port).
    channels: BTreeSet<(NodeId, PortId)>,
}

impl FaultSet {
    pub fn none() -> Self {
        Self::default()
    }

    /// Parse a fault list; `seed` drives any `random:` item.
    pub fn parse(topo: &Topology, text: &str, seed: u64) -> Result<Self> {
        Self::parse_onto(&FaultSet::none(), topo, text, seed)
    }

    /// `base` with the faults of `text` added; `random:` items draw among what `base` leaves
    /// healthy (faults that arrive during a run, `FaultSchedule`). A fault named twice, in
    /// either spelling of a link, a `random:` count given twice, and white space around the
    /// whole text are refused, naming the item.
    pub fn parse_onto(base: &FaultSet, topo: &Topology, text: &str, seed: u64) -> Result<Self> {
        crate::error::refuse_outer_space("faults", text)?;
        let mut faults = base.clone();
        if text.is_empty() || text == "none" {
            return Ok(faults);
        }
        // What this text names, to refuse a repetition.
        let mut named = FaultSet::none();
        let mut random: Option<RandomCounts> = None;
        for item in text.split(',').map(str::trim) {
            let bad = || {
                Error::input(format!(
                    "fault item {item:?} in {text:?}: expected node:ADDR, link:A-B, link:A>B or random:nodes=N,links=L"
                ))
            };
            let twice = |what: String| {
                Error::input(format!(
                    "fault item {item:?} in {text:?}: {what} is named twice"
                ))
            };
            let (key, value) = item
                .split_once(':')
                .map_or((None, item), |(k, v)| (Some(k), v));
            match key {
                Some("node") => {
                    let v = topo.parse_node(value.trim())?;
                    if !named.nodes.insert(v) {
                        return Err(twice(format!("node {}", topo.format_node(v))));
                    }
                    faults.add_node(v);
                }
                Some("link") => {
                    let one = Self::parse_link(topo, value, item).ok_or_else(bad)??;
                    if let Some(&(a, p)) = one.channels.intersection(&named.channels).next() {
                        let b = topo
                            .neighbor(a, p)
                            .map_or("?".into(), |b| topo.format_node(b));
                        let channel = format!("{}>{b}", topo.format_node(a));
                        return Err(twice(format!("channel {channel}")));
                    }
                    named.channels.extend(one.channels.iter().copied());
                    faults.channels.extend(one.channels);
                }
                Some("random") if random.is_some() => return Err(twice("random:".into())),
                Some("random") => {
                    let counts = random.insert(RandomCounts::default());
                    Self::parse_random_count(value, counts, item, text)?;
                }
                None => match random.as_mut() {
                    Some(counts) => Self::parse_random_count(value, counts, item, text)?,
                    None => return Err(bad()),
                },
                _ => return Err(bad()),
            }
        }
        if let Some(c) = random {
            let (nodes, links) = (c.nodes.unwrap_or(0), c.links.unwrap_or(0));
            faults.add_random(topo, nodes, links, &mut StdRng::seed_from_u64(seed))?;
        }
        // Nothing to route between: refused rather than called a connected network.
        let healthy = topo.num_nodes() - faults.nodes.len();
        if healthy < 2 {
            return Err(Error::input(format!(
                "faults {text:?}: {} of the {} nodes of {topo} are faulty; a network needs two healthy nodes",
                faults.nodes.len(),
                topo.num_nodes()
            )));
        }
        Ok(faults)
    }

    /// The channels of `link:value` (`A-B` both directions, `A>B` one) as a fault set; None
    /// when `value` is neither spelling.
    fn parse_link(topo: &Topology, value: &str, item: &str) -> Option<Result<FaultSet>> {
        let (a, b, both) = if let Some((a, b)) = value.split_once('>') {
            (a, b, false)
        } else if let Some((a, b)) = value.split_once('-') {
            (a, b, true)
        } else {
            return None;
        };
        Some((|| {
            let (a, b) = (topo.parse_node(a.trim())?, topo.parse_node(b.trim())?);
            let mut one = FaultSet::none();
            one.add_link(topo, a, b, both).map_err(|_| {
                Error::input(format!(
                    "fault {item:?}: {} and {} are not neighbours in {topo}",
                    topo.format_node(a),
                    topo.format_node(b)
                ))
            })?;
            // A one-way fault on a channel that does not exist (the missing direction of a
            // unidirectional ring) would otherwise vanish.
            if !both && topo.port_to(a, b).is_none() {
                return Err(Error::input(format!(
                    "fault {item:?}: {topo} has no channel from {} to {}",
                    topo.format_node(a),
                    topo.format_node(b)
                )));
            }
            Ok(one)
        })())
    }

    /// One `nodes=N` or `links=L` of a `random:` item into `counts`; a count given twice is
    /// refused.
    fn parse_random_count(
        value: &str,
        counts: &mut RandomCounts,
        item: &str,
        text: &str,
    ) -> Result<()> {
        let (name, count) = value.split_once('=').ok_or_else(|| {
            Error::input(format!(
                "random fault item {item:?}: expected nodes=N or links=L"
            ))
        })?;
        let count: usize = count.trim().parse().map_err(|_| {
            Error::input(format!(
                "random fault count {count:?} in {item:?} is not a number"
            ))
        })?;
        let slot = match name.trim() {
            "nodes" => &mut counts.nodes,
            "links" => &mut counts.links,
            other => {
                return Err(Error::input(format!(
                    "random fault kind {other:?}: use nodes= or links="
                )));
            }
        };
        if slot.is_some() {
            return Err(Error::input(format!(
                "random fault count {}= in {text:?} is given twice",
                name.trim()
            )));
        }
        *slot = Some(count);
        Ok(())
    }

    pub fn add_node(&mut self, node: NodeId) {
        self.nodes.insert(node);
    }

    /// Fault the channel leaving `node` through `port`.
    pub fn add_channel(&mut self, node: NodeId, port: PortId) {
        self.channels.insert((node, port));
    }

    /// Fault the channel a -> b, and b -> a too if `both`; errors if they are not neighbours.
    pub fn add_link(&mut self, topo: &Topology, a: NodeId, b: NodeId, both: bool) -> Result<()> {
        let ab = topo.port_to(a, b);
        let ba = topo.port_to(b, a);
        if ab.is_none() && ba.is_none() {
            return Err(Error::input("not neighbours"));
        }
        if let Some(p) = ab {
            self.channels.insert((a, p));
        }
        if both && let Some(p) = ba {
            self.channels.insert((b, p));
        }
        Ok(())
    }

    /// Draw `nodes` random faulty routers, then `links` random faulty links between healthy routers.
    pub fn add_random(
        &mut self,
        topo: &Topology,
        nodes: usize,
        links: usize,
        rng: &mut StdRng,
    ) -> Result<()> {
        let mut healthy: Vec<NodeId> = topo
            .node_ids()
            .filter(|n| !self.nodes.contains(n))
            .collect();
        if nodes >= healthy.len() {
            return Err(Error::input(format!(
                "random:nodes={nodes} would leave no healthy node in {topo} ({} healthy)",
                healthy.len()
            )));
        }
        let (chosen, _) = healthy.partial_shuffle(rng, nodes);
        let chosen = chosen.to_vec();
        self.nodes.extend(chosen);
        let mut candidates: Vec<(NodeId, NodeId)> = undirected_links(topo)
            .into_iter()
            .filter(|&(a, b)| !self.nodes.contains(&a) && !self.nodes.contains(&b))
            .filter(|&(a, b)| !self.has_channel_between(topo, a, b))
            .collect();
        if links > candidates.len() {
            return Err(Error::input(format!(
                "random:links={links} exceeds the {} healthy links of {topo}",
                candidates.len()
            )));
        }
        let (chosen, _) = candidates.partial_shuffle(rng, links);
        for &(a, b) in chosen.iter() {
            self.add_link(topo, a, b, true)
                .expect("neighbours by construction");
        }
        Ok(())
    }

    fn has_channel_between(&self, topo: &Topology, a: NodeId, b: NodeId) -> bool {
        topo.port_to(a, b)
            .is_some_and(|p| self.channels.contains(&(a, p)))
            || topo
                .port_to(b, a)
                .is_some_and(|p| self.channels.contains(&(b, p)))
    }

    pub fn is_node_faulty(&self, node: NodeId) -> bool {
        self.nodes.contains(&node)
    }
    pub fn is_channel_faulty(&self, node: NodeId, port: PortId) -> bool {
        self.channels.contains(&(node, port))
    }
    pub fn faulty_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes.iter().copied()
    }
    pub fn faulty_channels(&self) -> impl Iterator<Item = (NodeId, PortId)> + '_ {
        self.channels.iter().copied()
    }
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty() && self.channels.is_empty()
    }

    /// Text form that parses back to the same set (links written per channel).
    pub fn format(&self, topo: &Topology) -> String {
        let mut items: Vec<String> = self
            .nodes
            .iter()
            .map(|&n| format!("node:{}", topo.format_node(n)))
            .collect();
        for &(a, p) in &self.channels {
            let b = topo.neighbor(a, p).expect("fault on an existing channel");
            items.push(format!(
                "link:{}>{}",
                topo.format_node(a),
                topo.format_node(b)
            ));
        }
        items.join(",")
    }
}

/// Every physical link once, as (a, b) with a < b (or the one direction of a unidirectional ring).
pub fn undirected_links(topo: &Topology) -> Vec<(NodeId, NodeId)> {
    let mut links = Vec::new();
    for a in topo.node_ids() {
        for p in topo.port_ids() {
            if let Some(b) = topo.neighbor(a, p)
                && (!topo.is_bidirectional() || a < b)
            {
                links.push((a, b));
            }
        }
    }
    links
}
