//! The kernel's side of faults during a run (docs/faults-during-operation.md): events strike
//! the fabric at their cycles; after the detection delay the tables compiled for the new
//! fault set are written into every router's staged banks through its table port (one word
//! per cycle, while the old tables route), then committed, all at once after draining the
//! network (`drain`) or one router per cycle while traffic flows (`dynamic`).
//!
//! Every event's tables are compiled and checked before the run starts, as `route --check`
//! checks them, so a run never stops half-way on tables it cannot use.

use crate::Result;
use crate::fabric::Fabric;
use crate::routing::table::CompiledTables;
use crate::topology::{FaultEvent, NodeId};
use crate::workload::timeline::FaultEventReport;
use crate::workload::{FaultPlan, Reconfigure};
use std::collections::VecDeque;
use std::sync::Arc;

/// Where the reconfiguration of the oldest detected event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reload {
    /// No reconfiguration under way.
    Idle,
    /// The table ports write every router's new image into its staged banks, one word per
    /// cycle, all routers at once, while the old tables route (docs/hdl.md, "Faults during a
    /// run"); the last write is at the edge of `last`.
    Staging { event: usize, last: u64 },
    /// `drain`: injection stopped until the network is empty, then every router commits.
    Draining { event: usize },
    /// `dynamic`: routers below `next` (node order) have committed the new tables.
    Dynamic { event: usize, next: NodeId },
}

/// The fault events of a run and the state of their reconfigurations.
pub(super) struct FaultProcess {
    events: Vec<FaultEvent>,
    /// Per event: the tables for the fault set after it.
    tables: Vec<Arc<CompiledTables>>,
    delay: u64,
    policy: Reconfigure,
    /// Next event to strike.
    next_event: usize,
    /// Events struck and not yet reconfigured: (cycle detected, event).
    detected: VecDeque<(u64, usize)>,
    reload: Reload,
    pub(super) reports: Vec<FaultEventReport>,
}

impl FaultProcess {
    /// Compile and check every event's tables; refuse `dynamic` where old and new routes
    /// together could deadlock. None when the plan has no events.
    pub(super) fn new(fabric: &Fabric, plan: &FaultPlan) -> Result<Option<Self>> {
        if plan.events.is_empty() {
            return Ok(None);
        }
        let stages = plan.event_tables(fabric.network(), fabric.tables(), &|new| {
            fabric.check_reload(new)
        })?;
        let tables = stages.into_iter().map(|s| Arc::new(s.tables)).collect();
        Ok(Some(FaultProcess {
            reports: plan
                .events
                .iter()
                .map(|ev| FaultEventReport {
                    cycle: ev.cycle,
                    fault: ev.spec.clone(),
                    ..FaultEventReport::default()
                })
                .collect(),
            events: plan.events.clone(),
            tables,
            delay: plan.detection_delay,
            policy: plan.reconfigure,
            next_event: 0,
            detected: VecDeque::new(),
            reload: Reload::Idle,
        }))
    }

    /// The events that strike at `now`, applied to the fabric: the packets they caught, or
    /// None when no event strikes in this cycle.
    pub(super) fn strike(&mut self, now: u64, fabric: &mut Fabric) -> Option<Vec<u32>> {
        let mut struck = None;
        while let Some(ev) = self.events.get(self.next_event)
            && ev.cycle == now
        {
            let caught = fabric.fail(&ev.added, &ev.after);
            self.reports[self.next_event].packets_caught = caught.len();
            self.detected
                .push_back((now.saturating_add(self.delay), self.next_event));
            struck.get_or_insert_with(Vec::new).extend(caught);
            self.next_event += 1;
        }
        struck
    }

    /// The latest event that has struck by now (the cause of a packet sunk now).
    pub(super) fn latest(&self) -> Option<usize> {
        self.next_event.checked_sub(1)
    }

    /// The cycle the latest event struck: the fault a packet lost now is charged to.
    pub(super) fn latest_cycle(&self) -> Option<u64> {
        self.latest().map(|i| self.events[i].cycle)
    }

    /// Injection is stopped while a drain is under way.
    pub(super) fn injection_stopped(&self) -> bool {
        matches!(self.reload, Reload::Draining { .. })
    }

    /// A reconfiguration still to come or under way.
    pub(super) fn busy(&self) -> bool {
        self.reload != Reload::Idle || !self.detected.is_empty()
    }

    /// Advance the reconfiguration at the end of cycle `now`: start staging the next detected
    /// one, then commit it everywhere once a drain finds the network `empty` (nothing in the
    /// routers, wires, ejection lines or half-written at an interface), or in the next router.
    pub(super) fn advance(&mut self, now: u64, fabric: &mut Fabric, empty: bool) {
        if self.reload == Reload::Idle {
            let Some(&(at, event)) = self.detected.front() else {
                return;
            };
            if at > now {
                return;
            }
            self.detected.pop_front();
            let words = fabric.params().table_port_writes(fabric.num_nodes()) as u64;
            let report = &mut self.reports[event];
            report.reconfiguration_started = Some(now);
            report.tables_written_from = Some(now + 1);
            self.reload = Reload::Staging {
                event,
                last: now + words,
            };
            return;
        }
        match self.reload {
            Reload::Idle => {}
            Reload::Staging { event, last } => {
                if now == last {
                    self.reload = match self.policy {
                        Reconfigure::Drain => Reload::Draining { event },
                        Reconfigure::Dynamic => Reload::Dynamic {
                            event,
                            next: NodeId::new(0),
                        },
                    };
                }
            }
            Reload::Draining { event } => {
                if empty {
                    // Every router commits its staged tables at this edge.
                    let tables = Arc::clone(&self.tables[event]);
                    for v in NodeId::all(fabric.num_nodes()) {
                        fabric.reload_router(v, &tables);
                    }
                    self.finish(event, now, fabric);
                }
            }
            Reload::Dynamic { event, next } => {
                let tables = Arc::clone(&self.tables[event]);
                // One router commits per cycle; absent routers take no cycle.
                let present = (next.index()..fabric.num_nodes())
                    .map(NodeId::new)
                    .find(|&v| fabric.router(v).is_some());
                if let Some(v) = present {
                    fabric.reload_router(v, &tables);
                    // The commit is at this edge: the next cycle's decisions read the new
                    // tables.
                    fabric.settle();
                    let next = NodeId::new(v.index() + 1);
                    self.reload = Reload::Dynamic { event, next };
                } else {
                    self.finish(event, now, fabric);
                }
            }
        }
    }

    fn finish(&mut self, event: usize, now: u64, fabric: &mut Fabric) {
        fabric.adopt_tables(Arc::clone(&self.tables[event]));
        fabric.settle();
        self.reports[event].reconfiguration_finished = Some(now);
        self.reload = Reload::Idle;
    }
}
