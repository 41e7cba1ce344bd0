//! May new tables replace old ones while traffic flows? (`--reconfigure dynamic`,
//! docs/faults-during-operation.md, "When a dynamic change is deadlock-free".)
//!
//! While routers are reloaded one by one, a packet may be routed by old tables at one hop and
//! by new ones at the next, so the network runs the union of the two relations: at each router
//! and destination, the ports either table offers. The change is allowed when that union is
//! one relation a table can hold and passes `route --check`'s deadlock check on the network
//! before the fault (which has every channel either relation uses):
//! - per destination, the union of the adaptive ports, and one escape port and class (the
//!   tables agree, or one of them has none);
//! - per input, one ring successor (agreeing, or one has none), the same dateline class
//!   rules and Down-phase inputs, and no move that needed the bubble check before and does
//!   not after (a move into a ring without the check would let the ring fill).
//!
//! Tables that only lose routes (DOR and Duato, whose routes never go around a fault) have
//! the old relation as the union; MH-UD's unions stay UD relations (acyclic by label order).
//! Bubble escape rings rebuilt around a fault are not one relation with the old rings, and
//! are refused. A removed route strands only the packets that needed it, which the kernel
//! reports rather than holds.

use super::check::deadlock_free;
use super::table::{CompiledTables, RouteEntry, RouterTable};
use crate::topology::{Network, PortId, Topology};
use std::sync::Arc;

/// Why `new` may not replace `old` while packets routed by `old` are in flight (None: it may).
/// `before` is the network `old` was compiled for.
pub fn dynamic_change_refused(
    before: &Network,
    old: &CompiledTables,
    new: &CompiledTables,
) -> Option<String> {
    let union = match union(&before.topo, old, new) {
        Ok(union) => union,
        Err(why) => return Some(why),
    };
    let check = deadlock_free(before, &union);
    (!check.pass).then(|| format!("old and new routes together: {}", check.detail))
}

/// The union of two tables of one mode on one topology, or why they are not one relation.
fn union(
    topo: &Topology,
    old: &CompiledTables,
    new: &CompiledTables,
) -> Result<CompiledTables, String> {
    if old.mode != new.mode || old.num_ports != new.num_ports {
        return Err("the tables are for another mode or topology".to_string());
    }
    if old.escape_classes != new.escape_classes {
        return Err(format!(
            "the escape VC classes change from {} to {}",
            old.escape_classes, new.escape_classes
        ));
    }
    let mut union = old.clone();
    for (node, (slot, after)) in topo
        .node_ids()
        .zip(union.routers.iter_mut().zip(&new.routers))
    {
        // A router that fails is gone; one that was faulty cannot come back.
        let (Some(before), Some(after)) = (slot.as_deref(), after) else {
            continue;
        };
        let merged = router_union(topo, before, after)
            .map_err(|why| format!("router {}: {why}", topo.format_node(node)))?;
        *slot = Some(Arc::new(merged));
    }
    Ok(union)
}

/// One router's rows merged: per-input structures first, then every destination's entry.
fn router_union(
    topo: &Topology,
    before: &RouterTable,
    after: &RouterTable,
) -> Result<RouterTable, String> {
    let mut merged = before.clone();
    for (input, (b, a)) in merged
        .ring_successor
        .iter_mut()
        .zip(&after.ring_successor)
        .enumerate()
    {
        *b = one_of(*b, *a).ok_or_else(|| {
            format!(
                "the escape ring through input {} leaves by output {} before and {} after",
                topo.format_port(PortId::new(input)),
                topo.format_port(b.expect("both set")),
                topo.format_port(a.expect("both set"))
            )
        })?;
    }
    for (row, (b, a)) in before
        .bubble_bits
        .iter()
        .zip(&after.bubble_bits)
        .enumerate()
    {
        let relaxed = a & !b;
        if relaxed != 0 {
            return Err(format!(
                "the move from {} to output {}'s escape VC no longer needs the bubble check",
                if row == topo.num_ports() {
                    "an adaptive VC or injection".to_string()
                } else {
                    format!("input {}", topo.format_port(PortId::new(row)))
                },
                topo.format_port(PortId::new(relaxed.trailing_zeros() as usize))
            ));
        }
    }
    if before.down_inputs != after.down_inputs {
        return Err("the Down-phase inputs change".to_string());
    }
    if before.class_keep != after.class_keep {
        return Err("the dateline class rules change".to_string());
    }
    // Words where the union differs from the new tables are written over theirs.
    merged.rows = after.rows.clone();
    for dest in topo.node_ids() {
        let (b, a) = (before.entry(dest), after.entry(dest));
        let u = entry_union(topo, &b, &a)
            .map_err(|why| format!("destination {}: {why}", topo.format_node(dest)))?;
        if u != a {
            merged.rows.set(dest, u);
        }
    }
    Ok(merged)
}

/// Both entries' choices: the adaptive ports of either, and their one escape.
fn entry_union(topo: &Topology, b: &RouteEntry, a: &RouteEntry) -> Result<RouteEntry, String> {
    let escape = match (b.escape, a.escape) {
        (Some(p), Some(q)) if p != q || b.escape_class != a.escape_class => {
            return Err(format!(
                "the escape is port {} class {} before and port {} class {} after",
                topo.format_port(p),
                b.escape_class,
                topo.format_port(q),
                a.escape_class
            ));
        }
        (None, Some(_)) => a,
        _ => b,
    };
    Ok(RouteEntry {
        adaptive_mask: b.adaptive_mask | a.adaptive_mask,
        down_mask: b.down_mask | a.down_mask,
        escape: escape.escape,
        escape_class: escape.escape_class,
        tie_dim: escape.tie_dim,
    })
}

/// The value both options agree on, or the one that is set; None when they disagree.
fn one_of<T: PartialEq + Copy>(b: Option<T>, a: Option<T>) -> Option<Option<T>> {
    match (b, a) {
        (Some(x), Some(y)) if x != y => None,
        (None, y) => Some(y),
        (x, _) => Some(x),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSchedule, FaultSet, Network};

    fn tables(topo: &Topology, faults: &FaultSet, mode: Mode) -> CompiledTables {
        compile(&Network::new(topo.clone(), faults.clone()), mode).unwrap()
    }

    /// The network before one more fault `event` on top of `initial`, its tables, and the
    /// tables after the event.
    fn before_and_after(
        spec: &str,
        mode: Mode,
        initial: &str,
        event: &str,
    ) -> (Network, CompiledTables, CompiledTables) {
        let topo: Topology = spec.parse().unwrap();
        let initial = FaultSet::parse(&topo, initial, 1).unwrap();
        let s = FaultSchedule::parse(&topo, initial, &[format!("100:{event}")], 3).unwrap();
        let before = Network::new(topo.clone(), s.initial.clone());
        let old = compile(&before, mode).unwrap();
        let new = tables(&topo, s.last(), mode);
        (before, old, new)
    }

    /// Why the change of `before_and_after` is refused, if it is.
    fn change(spec: &str, mode: Mode, initial: &str, event: &str) -> Option<String> {
        let (before, old, new) = before_and_after(spec, mode, initial, event);
        dynamic_change_refused(&before, &old, &new)
    }

    #[test]
    fn the_same_tables_are_a_narrowing() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        for mode in [Mode::Dor, Mode::Duato, Mode::Bubble] {
            let net = Network::fault_free(topo.clone());
            let t = tables(&topo, &FaultSet::none(), mode);
            assert_eq!(dynamic_change_refused(&net, &t, &t), None, "{mode}");
        }
    }

    #[test]
    fn dor_and_duato_only_lose_routes_when_links_and_routers_fail() {
        for (spec, mode) in [
            ("torus:4x4", Mode::Dor),
            ("torus:4x4", Mode::Duato),
            ("torus:3x3x3", Mode::Dor),
            ("torus:4x4x4", Mode::Duato),
            ("utorus:4x4", Mode::Dor),
            ("hypercube:4", Mode::Duato),
        ] {
            for event in ["random:links=1", "random:nodes=1", "random:links=3"] {
                for initial in ["", "random:links=1"] {
                    assert_eq!(
                        change(spec, mode, initial, event),
                        None,
                        "{spec} {mode} {initial:?} then {event}"
                    );
                }
            }
        }
    }

    /// MH-UD's tables after a fault offer moves the old ones did not (other shortest UD
    /// paths), but the union is still a UD relation.
    #[test]
    fn mh_ud_unions_stay_acyclic() {
        let mut widened = 0;
        for event in ["random:links=1", "random:nodes=1", "random:links=2"] {
            let (before, old, new) = before_and_after("mh:3x3", Mode::MhUd, "", event);
            assert_eq!(dynamic_change_refused(&before, &old, &new), None, "{event}");
            let union = union(&before.topo, &old, &new).unwrap();
            widened += (0..before.num_nodes())
                .filter(|&v| {
                    union.routers[v]
                        .as_ref()
                        .map(|r| r.entries().collect::<Vec<_>>())
                        != old.routers[v].as_ref().map(|r| r.entries().collect())
                })
                .count();
        }
        assert!(
            widened > 0,
            "some fault gives MH-UD moves the old tables lacked"
        );
    }

    /// The union is checked, not assumed: tables whose relation has a cycle are refused with
    /// the cycle even when nothing changes.
    #[test]
    fn a_cyclic_relation_is_refused_with_its_cycle() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        let net = Network::fault_free(topo.clone());
        let t = tables(&topo, &FaultSet::none(), Mode::MinAdaptive);
        let why = dynamic_change_refused(&net, &t, &t).expect("refused");
        assert!(why.contains("has a cycle"), "{why}");
    }

    #[test]
    fn a_rebuilt_escape_ring_is_refused_with_the_router_that_changes() {
        // Fault-free bubble escapes on DOR rings; after a link fault one ring through every
        // router replaces them.
        for (spec, mode) in [
            ("torus:4x4", Mode::Bubble),
            ("torus:8x8", Mode::Bubble),
            ("torus:4x4x4", Mode::Pv),
            ("hypercube:5", Mode::Esv),
        ] {
            let why = change(spec, mode, "", "random:links=1").expect("refused");
            assert!(why.starts_with("router "), "{spec} {mode}: {why}");
            assert!(why.contains("escape"), "{spec} {mode}: {why}");
        }
    }
}
