//! The kernel's side of faults during a run (docs/faults-during-operation.md): events strike
//! the fabric at their cycles; after the detection delay the tables compiled for the new
//! fault set are written into every router's staged banks through its table port (one word
//! per cycle, while the old tables route), then committed, all at once after draining the
//! network (`drain`) or one router per cycle while traffic flows (`dynamic`), as the shared
//! `workload::reload::Schedule` says.
//!
//! Every event's tables are compiled and checked before the run starts, as `route --check`
//! checks them, so a run never stops half-way on tables it cannot use.

use crate::Result;
use crate::fabric::Fabric;
use crate::routing::table::CompiledTables;
use crate::topology::{FaultEvent, NodeId};
use crate::workload::FaultPlan;
use crate::workload::reload::{Schedule, Switch};
use std::sync::Arc;

/// The fault events of a run, their tables, and the schedule of their reconfigurations
/// (`workload::reload`, which the behavioral model follows too).
pub(super) struct FaultProcess {
    events: Vec<FaultEvent>,
    /// Per event: the tables for the fault set after it.
    tables: Vec<Arc<CompiledTables>>,
    pub(super) schedule: Schedule,
}

impl FaultProcess {
    /// Compile and check every event's tables; refuse `dynamic` where old and new routes
    /// together could deadlock. None when the plan has no events.
    pub(super) fn new(fabric: &Fabric, plan: &FaultPlan) -> Result<Option<Self>> {
        let words = fabric.params().table_port_writes(fabric.num_nodes()) as u64;
        let Some(schedule) = Schedule::new(plan, words) else {
            return Ok(None);
        };
        let stages = plan.event_tables(fabric.network(), fabric.tables(), &|new| {
            fabric.check_reload(new)
        })?;
        let tables = stages.into_iter().map(|s| Arc::new(s.tables)).collect();
        Ok(Some(FaultProcess {
            events: plan.events.clone(),
            tables,
            schedule,
        }))
    }

    /// The events that strike at `now`, applied to the fabric: the packets they caught, or
    /// None when no event strikes in this cycle.
    pub(super) fn strike(&mut self, now: u64, fabric: &mut Fabric) -> Option<Vec<u32>> {
        let struck = self.schedule.strike(now);
        if struck.is_empty() {
            return None;
        }
        let mut caught = Vec::new();
        for e in struck {
            let lost = fabric.fail(&self.events[e].added, &self.events[e].after);
            self.schedule.reports[e].packets_caught = lost.len();
            caught.extend(lost);
        }
        Some(caught)
    }

    /// Advance the reconfiguration at the end of cycle `now` (`Schedule::advance`; `empty`:
    /// nothing in the routers, wires, ejection lines or half-written at an interface) and
    /// commit what it switches. A commit is at this edge: the next cycle's decisions read
    /// the new tables, so the fabric settles again.
    pub(super) fn advance(&mut self, now: u64, fabric: &mut Fabric, empty: bool) {
        let nodes = fabric.num_nodes();
        let switch = self
            .schedule
            .advance(now, empty, nodes, |v| fabric.router(v).is_some());
        let tables = |to: usize| Arc::clone(&self.tables[to - 1]);
        match switch {
            None => return,
            Some(Switch::All { to }) => {
                for v in NodeId::all(nodes) {
                    fabric.reload_router(v, &tables(to));
                }
                fabric.adopt_tables(tables(to));
            }
            Some(Switch::Router { node, to }) => fabric.reload_router(node, &tables(to)),
            Some(Switch::Adopted { to }) => fabric.adopt_tables(tables(to)),
        }
        fabric.settle();
    }
}
