//! The flow model's side of faults during a run (docs/faults-during-operation.md, "The
//! behavioral model"): when each event strikes, when its reconfiguration starts after the
//! detection delay, and which routers follow the new routing when. The kernel's
//! `sim::faults` does the same on the fabric; here a router's "tables" are the decider it
//! routes with (index 0: the faults present from cycle 0, index i + 1: after event i).

use crate::topology::NodeId;
use crate::workload::timeline::FaultEventReport;
use crate::workload::{FaultPlan, Reconfigure};
use std::collections::VecDeque;

/// Where the reconfiguration of the oldest detected event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reload {
    Idle,
    /// The new routing staged in the background (the kernel's `Reload::Staging`: the table
    /// ports' writes), the old routing still in use; the last write is at `last`.
    Staging {
        event: usize,
        last: u64,
    },
    /// `drain`: injection stopped until the network is empty, then every router switches.
    Draining {
        event: usize,
    },
    /// `dynamic`: routers below `next` (node order) route with the new decider.
    Dynamic {
        event: usize,
        next: usize,
    },
}

/// What a step of the reconfiguration changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Switch {
    /// Every router takes decider `to` at once (the drain is over).
    All { to: usize },
    /// Router `node` takes decider `to` (dynamic, one router per cycle).
    Router { node: NodeId, to: usize },
    /// The reconfiguration is over: new packets are checked against decider `to`.
    Adopted { to: usize },
}

/// The fault events of a run and the state of their reconfigurations.
pub(super) struct Schedule {
    cycles: Vec<u64>,
    /// Cycles a drain reload writes the tables (`router::params::table_port_writes`).
    writes: u64,
    delay: u64,
    policy: Reconfigure,
    next_event: usize,
    /// Events struck and not yet reconfigured: (cycle detected, event).
    detected: VecDeque<(u64, usize)>,
    reload: Reload,
    pub(super) reports: Vec<FaultEventReport>,
}

impl Schedule {
    /// None when the plan has no events; a drain reload writes for `writes` cycles.
    pub(super) fn new(plan: &FaultPlan, writes: u64) -> Option<Self> {
        (!plan.events.is_empty()).then(|| Schedule {
            cycles: plan.events.iter().map(|e| e.cycle).collect(),
            writes,
            delay: plan.detection_delay,
            policy: plan.reconfigure,
            next_event: 0,
            detected: VecDeque::new(),
            reload: Reload::Idle,
            reports: plan
                .events
                .iter()
                .map(|ev| FaultEventReport {
                    cycle: ev.cycle,
                    fault: ev.spec.clone(),
                    ..FaultEventReport::default()
                })
                .collect(),
        })
    }

    /// The events that strike at `now`, in order; each is detected `delay` cycles later.
    pub(super) fn strike(&mut self, now: u64) -> Vec<usize> {
        let mut struck = Vec::new();
        while self.cycles.get(self.next_event) == Some(&now) {
            self.detected
                .push_back((now.saturating_add(self.delay), self.next_event));
            struck.push(self.next_event);
            self.next_event += 1;
        }
        struck
    }

    /// The latest event that has struck (the cause of a packet lost now).
    pub(super) fn latest(&self) -> Option<usize> {
        self.next_event.checked_sub(1)
    }

    pub(super) fn latest_cycle(&self) -> Option<u64> {
        self.latest().map(|i| self.cycles[i])
    }

    pub(super) fn injection_stopped(&self) -> bool {
        matches!(self.reload, Reload::Draining { .. })
    }

    pub(super) fn busy(&self) -> bool {
        self.reload != Reload::Idle || !self.detected.is_empty()
    }

    /// The reconfiguration's step at the end of cycle `now`, as the kernel's
    /// `FaultProcess::advance`: stage the next detected one, then end a drain once `empty`,
    /// or switch the next standing router (`alive`) to the new decider.
    pub(super) fn advance(&mut self, now: u64, empty: bool, alive: &[bool]) -> Option<Switch> {
        if self.reload == Reload::Idle {
            let &(at, event) = self.detected.front()?;
            if at > now {
                return None;
            }
            self.detected.pop_front();
            let report = &mut self.reports[event];
            report.reconfiguration_started = Some(now);
            report.tables_written_from = Some(now + 1);
            let last = now + self.writes;
            self.reload = Reload::Staging { event, last };
            return None;
        }
        match self.reload {
            Reload::Idle => None,
            Reload::Staging { event, last } => {
                if now == last {
                    self.reload = match self.policy {
                        Reconfigure::Drain => Reload::Draining { event },
                        Reconfigure::Dynamic => Reload::Dynamic { event, next: 0 },
                    };
                }
                None
            }
            Reload::Draining { event } => empty.then(|| {
                self.finish(event, now);
                Switch::All { to: event + 1 }
            }),
            Reload::Dynamic { event, next } => {
                // One router per cycle; failed routers take no cycle.
                match (next..alive.len()).find(|&v| alive[v]) {
                    Some(v) => {
                        self.reload = Reload::Dynamic { event, next: v + 1 };
                        Some(Switch::Router {
                            node: NodeId::new(v),
                            to: event + 1,
                        })
                    }
                    None => {
                        self.finish(event, now);
                        Some(Switch::Adopted { to: event + 1 })
                    }
                }
            }
        }
    }

    fn finish(&mut self, event: usize, now: u64) {
        self.reports[event].reconfiguration_finished = Some(now);
        self.reload = Reload::Idle;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::{FaultSchedule, FaultSet, Topology};

    fn plan(policy: Reconfigure) -> FaultPlan {
        let topo: Topology = "torus:3x3".parse().unwrap();
        let items = vec!["10:link:0.0-0.1".to_string()];
        let schedule = FaultSchedule::parse(&topo, FaultSet::none(), &items, 1).unwrap();
        FaultPlan {
            events: schedule.events,
            detection_delay: 5,
            reconfigure: policy,
            retransmit: None,
        }
    }

    /// After the detection delay the tables are staged (3 writes here) while injection goes
    /// on; then the drain stops injection and switches every router once the network is
    /// empty.
    #[test]
    fn drain_waits_for_the_delay_the_staging_and_an_empty_network() {
        let mut s = Schedule::new(&plan(Reconfigure::Drain), 3).unwrap();
        assert!(s.strike(9).is_empty());
        assert_eq!(s.strike(10), vec![0]);
        assert_eq!(s.latest_cycle(), Some(10));
        assert_eq!(s.advance(14, true, &[true; 9]), None, "not yet detected");
        for now in 15..18 {
            assert_eq!(s.advance(now, true, &[true; 9]), None, "staging at {now}");
            assert!(!s.injection_stopped());
        }
        assert_eq!(s.advance(18, true, &[true; 9]), None, "the last write");
        assert_eq!(s.advance(19, false, &[true; 9]), None);
        assert!(s.injection_stopped());
        assert_eq!(s.advance(20, true, &[true; 9]), Some(Switch::All { to: 1 }));
        assert!(!s.busy() && !s.injection_stopped());
        let r = &s.reports[0];
        assert_eq!(
            (
                r.reconfiguration_started,
                r.tables_written_from,
                r.reconfiguration_finished
            ),
            (Some(15), Some(16), Some(20))
        );
    }

    /// Dynamic: one standing router per cycle in node order, failed routers skipped.
    #[test]
    fn dynamic_switches_one_standing_router_per_cycle() {
        let mut s = Schedule::new(&plan(Reconfigure::Dynamic), 3).unwrap();
        s.strike(10);
        let alive = [true, false, true];
        let router = |v| {
            Some(Switch::Router {
                node: NodeId::new(v),
                to: 1,
            })
        };
        for now in 15..=18 {
            assert_eq!(s.advance(now, false, &alive), None, "staging at {now}");
        }
        assert_eq!(s.advance(19, false, &alive), router(0));
        assert!(!s.injection_stopped());
        assert_eq!(s.advance(20, false, &alive), router(2));
        assert_eq!(
            s.advance(21, false, &alive),
            Some(Switch::Adopted { to: 1 })
        );
        assert_eq!(s.reports[0].reconfiguration_finished, Some(21));
    }
}
