//! `ftrouter route --check`: verify compiled tables before any hardware uses them
//! (Constellation's idea: the table the router stores is exactly what was verified).
//!
//! Checks: next hops reach every destination the mode serves without a loop; adaptive masks
//! are minimal in the surviving graph (modes whose adaptive VCs are minimal); escape rings are
//! rings over working channels through every healthy node; and the relevant channel
//! dependency graph is acyclic (escape DOR, Duato's extended graph, all channels of MH-UD, the
//! ring-change dependencies of bubble escape networks).

use super::algorithm::Walk;
use super::bubble::EscapeKind;
use super::deadlock::{format_cycle, ports};
use super::table::{CompiledTables, Mode};
use crate::topology::network::UNREACHABLE;
use crate::topology::{Network, NodeId, PortId};
use serde::Serialize;
use std::collections::HashSet;

/// One named check and its result (also a row of `crossval`'s checks).
#[derive(Clone, Debug, Serialize)]
pub struct Check {
    pub name: String,
    pub pass: bool,
    pub detail: String,
}

/// All checks for one compiled network.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    pub topology: String,
    pub routing: Mode,
    pub faults: String,
    pub escape: Option<EscapeKind>,
    pub escape_channels: usize,
    pub fallback_entries: usize,
    pub unroutable_pairs: usize,
    pub checks: Vec<Check>,
    /// `pass` or `fail`.
    pub verdict: String,
}

impl CheckReport {
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.pass)
    }
}

fn check(name: &str, pass: bool, detail: String) -> Check {
    Check {
        name: name.to_string(),
        pass,
        detail,
    }
}

pub fn check_tables(net: &Network, t: &CompiledTables) -> CheckReport {
    let mut checks = vec![next_hops_reach(net, t)];
    if t.mode.algorithm().adaptive_minimal() {
        checks.push(adaptive_minimal(net, t));
    }
    if let Some(esc) = &t.escape {
        checks.push(rings_are_sound(net, esc));
        checks.push(escape_reaches(net, t));
    }
    checks.push(deadlock_free(net, t));
    let verdict = if checks.iter().all(|c| c.pass) {
        "pass"
    } else {
        "fail"
    }
    .to_string();
    CheckReport {
        topology: net.topo.to_string(),
        routing: t.mode,
        faults: net.faults.format(&net.topo),
        escape: t.escape.as_ref().map(|e| e.kind),
        escape_channels: t.escape.as_ref().map_or(0, |e| e.num_channels()),
        fallback_entries: t.fallback_entries,
        unroutable_pairs: t.unroutable_pairs(),
        checks,
        verdict,
    }
}

/// The deterministic next hop the check walks (`RoutingAlgorithm::walk`): the lowest adaptive
/// port where the adaptive choice is the algorithm (PV, ESV, MH-UD, min-adaptive), the escape
/// port otherwise.
fn walk_port(t: &CompiledTables, v: NodeId, d: NodeId, in_port: Option<PortId>) -> Option<PortId> {
    let router = t.routers[v.index()].as_ref()?;
    match t.mode.algorithm().walk() {
        Walk::Adaptive => ports(router.adaptive_mask(d, in_port)).next(),
        Walk::Escape => router.entry(d).escape_port(),
        Walk::Rings => None, // checked along the rings (escape_reaches)
    }
}

fn next_hops_reach(net: &Network, t: &CompiledTables) -> Check {
    let n = net.num_nodes();
    let mut served = 0usize;
    let mut unroutable = 0usize;
    let mut problems = Vec::new();
    for d in net.healthy_nodes() {
        let dist = net.distances_to(d);
        for s in net
            .healthy_nodes()
            .filter(|&s| s != d && dist[s.index()] != UNREACHABLE)
        {
            if t.mode.algorithm().walk() == Walk::Rings {
                // Adaptive moves are minimal (checked apart); delivery is by the escape ring.
                served += 1;
                continue;
            }
            if walk_port(t, s, d, None).is_none()
                && t.entry(s, d).is_some_and(|e| e.adaptive_mask == 0)
            {
                unroutable += 1;
                continue;
            }
            let (mut v, mut hops, mut in_port) = (s, 0, None);
            while v != d && hops <= n {
                match walk_port(t, v, d, in_port).and_then(|q| net.link(v, q)) {
                    Some(w) => {
                        in_port = net.topo.input_port(w, v);
                        v = w;
                    }
                    None => break,
                }
                hops += 1;
            }
            if v == d {
                served += 1;
            } else if problems.len() < 3 {
                let why = if hops > n { "loops" } else { "stops" };
                problems.push(format!(
                    "{} -> {} {why} at {}",
                    net.topo.format_node(s),
                    net.topo.format_node(d),
                    net.topo.format_node(v)
                ));
            } else {
                problems.push(String::new());
            }
        }
    }
    let declared_ok =
        unroutable == t.unroutable_pairs() && (unroutable == 0 || !t.mode.uses_rings());
    let pass = problems.is_empty() && declared_ok;
    let detail = if pass {
        format!(
            "{served} connected pairs reached without a loop; {unroutable} pairs declared unroutable by {}",
            t.mode
        )
    } else {
        format!(
            "{} pairs fail ({}); unroutable {unroutable} vs declared {}",
            problems.len(),
            problems
                .iter()
                .filter(|p| !p.is_empty())
                .cloned()
                .collect::<Vec<_>>()
                .join("; "),
            t.unroutable_pairs()
        )
    };
    check("next-hops-reach", pass, detail)
}

fn adaptive_minimal(net: &Network, t: &CompiledTables) -> Check {
    if t.mode.algorithm().down_phase() {
        return ud_masks_minimal(net, t);
    }
    let mut bad = Vec::new();
    let mut total = 0usize;
    for d in net.healthy_nodes() {
        let dist = net.distances_to(d);
        for v in net.healthy_nodes().filter(|&v| v != d) {
            for q in ports(t.entry(v, d).map_or(0, |e| e.adaptive_mask)) {
                total += 1;
                let ok = net.link(v, q).is_some_and(|w| {
                    dist[w.index()] != UNREACHABLE && dist[w.index()] + 1 == dist[v.index()]
                });
                if !ok {
                    bad.push(format!(
                        "{} port {q} for {}",
                        net.topo.format_node(v),
                        net.topo.format_node(d)
                    ));
                }
            }
        }
    }
    let detail = if bad.is_empty() {
        format!("all {total} adaptive mask bits lie on shortest paths of the surviving graph")
    } else {
        format!(
            "{} of {total} mask bits off every shortest path, e.g. {}",
            bad.len(),
            bad[0]
        )
    };
    check("adaptive-minimal", bad.is_empty(), detail)
}

/// MH-UD: masks hold exactly the moves on shortest surviving *UD* paths. Shortest UD
/// distances are recomputed here by breadth-first search over (node, phase) states,
/// independently of the label-order dynamic programme of `mh::UdTable`. Without faults
/// these are the MH distances, so every bit is also on a shortest path of the graph.
fn ud_masks_minimal(net: &Network, t: &CompiledTables) -> Check {
    use super::mh::label;
    let n = net.num_nodes();
    let (mut total, mut bad, mut nonminimal) = (0usize, Vec::new(), 0usize);
    for d in net.healthy_nodes() {
        // dist[phase][v]: phase 0 = Up (may still climb), 1 = Down (descending only).
        let mut dist = [vec![UNREACHABLE; n], vec![UNREACHABLE; n]];
        dist[0][d.index()] = 0;
        dist[1][d.index()] = 0;
        let mut queue = std::collections::VecDeque::from([(d, 0usize), (d, 1usize)]);
        while let Some((w, ph_w)) = queue.pop_front() {
            // Predecessors v with a working channel v -> w: climbing needs v in Up and w in Up;
            // descending leads to w in Down from v in either phase.
            for q in net.port_ids() {
                let Some(v) = net.topo.neighbor(w, q) else {
                    continue;
                };
                if !net.port_ids().any(|p| net.link(v, p) == Some(w)) {
                    continue;
                }
                let rising = label(&net.topo, w) > label(&net.topo, v);
                let from_phases: &[usize] = match (rising, ph_w) {
                    (true, 0) => &[0],
                    (false, 1) => &[0, 1],
                    _ => &[],
                };
                for &ph_v in from_phases {
                    if dist[ph_v][v.index()] == UNREACHABLE {
                        dist[ph_v][v.index()] = dist[ph_w][w.index()] + 1;
                        queue.push_back((v, ph_v));
                    }
                }
            }
        }
        let shortest = net.distances_to(d);
        for v in net.healthy_nodes().filter(|&v| v != d) {
            let e = t.entry(v, d).unwrap_or_default();
            for (ph, mask) in [(0usize, e.adaptive_mask), (1, e.down_mask)] {
                let mut expected = 0u64;
                for q in net.port_ids() {
                    let Some(w) = net.link(v, q) else { continue };
                    let rising = label(&net.topo, w) > label(&net.topo, v);
                    let ph_w = if rising {
                        if ph == 0 { Some(0) } else { None }
                    } else {
                        Some(1)
                    };
                    if let Some(ph_w) = ph_w
                        && dist[ph][v.index()] != UNREACHABLE
                        && dist[ph_w][w.index()] != UNREACHABLE
                        && dist[ph_w][w.index()] + 1 == dist[ph][v.index()]
                    {
                        expected |= 1 << q.index();
                        nonminimal += usize::from(shortest[w.index()] + 1 != shortest[v.index()]);
                    }
                }
                total += ports(mask).count();
                if u64::from(mask) != expected {
                    bad.push(format!(
                        "{} for {} phase {ph}: mask {mask:#b}, shortest UD moves {expected:#b}",
                        net.topo.format_node(v),
                        net.topo.format_node(d)
                    ));
                }
            }
        }
    }
    let faultless_minimal = !net.faults.is_empty() || nonminimal == 0;
    let pass = bad.is_empty() && faultless_minimal;
    let detail = if pass {
        format!(
            "all {total} mask bits are exactly the shortest UD-path moves (BFS over node x phase); {nonminimal} of them off a shortest path of the surviving graph (0 required without faults)"
        )
    } else if !bad.is_empty() {
        format!(
            "{} masks differ from the shortest UD moves, e.g. {}",
            bad.len(),
            bad[0]
        )
    } else {
        format!("{nonminimal} fault-free mask bits are off every shortest path")
    };
    check("adaptive-minimal", pass, detail)
}

fn rings_are_sound(net: &Network, esc: &super::bubble::EscapeNetwork) -> Check {
    let mut seen = HashSet::new();
    let mut visited = HashSet::new();
    let mut problems = Vec::new();
    for (_, _, a, b) in esc.channels() {
        if !net.port_ids().any(|p| net.link(a, p) == Some(b)) {
            problems.push(format!(
                "dead channel {}->{}",
                net.topo.format_node(a),
                net.topo.format_node(b)
            ));
        }
        if !seen.insert((a, b)) {
            problems.push(format!(
                "channel {}->{} used twice",
                net.topo.format_node(a),
                net.topo.format_node(b)
            ));
        }
        visited.insert(a);
    }
    let missing = net.healthy_nodes().filter(|v| !visited.contains(v)).count();
    if missing > 0 && net.num_healthy() > 1 {
        problems.push(format!("{missing} healthy nodes off the escape network"));
    }
    let healthy = net.num_healthy();
    let expected = match esc.kind {
        EscapeKind::TreeTour => Some(2 * healthy.saturating_sub(1)),
        EscapeKind::Hamiltonian => Some(healthy * esc.rings.len()),
        EscapeKind::DorRings => None,
    };
    if let Some(e) = expected
        && esc.num_channels() != e
    {
        problems.push(format!(
            "{} ring channels, expected {e}",
            esc.num_channels()
        ));
    }
    let detail = if problems.is_empty() {
        format!(
            "{:?}: {} ring(s), {} channels, every healthy node visited over working links",
            esc.kind,
            esc.rings.len(),
            esc.num_channels()
        )
    } else {
        problems.join("; ")
    };
    check("escape-rings", problems.is_empty(), detail)
}

fn escape_reaches(net: &Network, t: &CompiledTables) -> Check {
    let limit = 4 * net.num_nodes() + 4;
    let mut fails = Vec::new();
    let mut pairs = 0usize;
    for d in net.healthy_nodes() {
        for s in net.healthy_nodes().filter(|&s| s != d) {
            pairs += 1;
            let mut port = t.entry(s, d).and_then(|e| e.escape_port());
            let (mut v, mut hops) = (s, 0);
            while let Some(q) = port {
                let Some(w) = net.link(v, q) else { break };
                hops += 1;
                if w == d || hops > limit {
                    v = w;
                    break;
                }
                let inp = net.topo.input_port(w, v).expect("adjacent");
                let router = t.routers[w.index()].as_ref().expect("healthy");
                port = if t.follow_ring {
                    router.ring_successor[inp.index()]
                } else {
                    router.entry(d).escape_port()
                };
                v = w;
            }
            if v != d {
                fails.push(format!(
                    "{} -> {}",
                    net.topo.format_node(s),
                    net.topo.format_node(d)
                ));
            }
        }
    }
    let detail = if fails.is_empty() {
        format!("escape path from every one of {pairs} healthy pairs reaches its destination")
    } else {
        format!(
            "{} pairs without an escape path, e.g. {}",
            fails.len(),
            fails[0]
        )
    };
    check("escape-reaches", fails.is_empty(), detail)
}

/// The deadlock check of `route --check` alone (also run on the union of old and new tables,
/// `routing::reconfigure`): the algorithm's own argument (`RoutingAlgorithm::deadlock_argument`).
pub fn deadlock_free(net: &Network, t: &CompiledTables) -> Check {
    let (what, graph) = t.mode.algorithm().deadlock_argument(net, t);
    match graph.find_cycle() {
        None => check(
            "deadlock-free",
            true,
            format!(
                "{what}: {} channels, {} dependencies, acyclic",
                graph.num_channels(),
                graph.num_edges()
            ),
        ),
        Some(cycle) => check(
            "deadlock-free",
            false,
            format!("{what} has a cycle: {}", format_cycle(net, &cycle)),
        ),
    }
}
