//! The schedule of faults during a run, shared by the cycle kernel (`sim::faults`) and the
//! behavioral flow model (docs/faults-during-operation.md, "Detection and reconfiguration"):
//! when each event strikes, when its reconfiguration starts after the detection delay, how
//! long the table ports stage the new tables, and which routers take them when (`Switch`).
//! A model applies the switches to its own routers: the kernel writes compiled tables into
//! them, the flow model changes the decider they route with. Tables are numbered as the
//! flow model's deciders: 0 for the faults present from cycle 0, i + 1 after event i.

use super::timeline::FaultEventReport;
use super::{FaultPlan, Reconfigure};
use crate::topology::NodeId;
use std::collections::VecDeque;

/// Where the reconfiguration of the oldest detected event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reload {
    Idle,
    /// The table ports write every router's new image into its staged banks, one word per
    /// cycle, all routers at once, while the old tables route (docs/hdl.md, "Faults during a
    /// run"); the last write is at the edge of `last`.
    Staging {
        event: usize,
        last: u64,
    },
    /// `drain`: injection stopped until the network is empty, then every router commits.
    Draining {
        event: usize,
    },
    /// `dynamic`: routers below `next` (node order) have committed the new tables.
    Dynamic {
        event: usize,
        next: usize,
    },
}

/// What a step of the reconfiguration changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    /// Every router takes tables `to` at once (the drain is over; the reconfiguration too).
    All { to: usize },
    /// Router `node` takes tables `to` (dynamic, one router per cycle).
    Router { node: NodeId, to: usize },
    /// The reconfiguration is over: every router holds tables `to`.
    Adopted { to: usize },
}

/// The fault events of a run and the state of their reconfigurations.
pub struct Schedule {
    cycles: Vec<u64>,
    /// Cycles a drain reload writes the tables (`router::params::table_port_writes`).
    writes: u64,
    delay: u64,
    policy: Reconfigure,
    next_event: usize,
    /// Events struck and not yet reconfigured: (cycle detected, event).
    detected: VecDeque<(u64, usize)>,
    reload: Reload,
    pub reports: Vec<FaultEventReport>,
}

impl Schedule {
    /// None when the plan has no events; a drain reload writes for `writes` cycles.
    pub fn new(plan: &FaultPlan, writes: u64) -> Option<Self> {
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
    pub fn strike(&mut self, now: u64) -> Vec<usize> {
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
    pub fn latest(&self) -> Option<usize> {
        self.next_event.checked_sub(1)
    }

    pub fn latest_cycle(&self) -> Option<u64> {
        self.latest().map(|i| self.cycles[i])
    }

    pub fn injection_stopped(&self) -> bool {
        matches!(self.reload, Reload::Draining { .. })
    }

    pub fn busy(&self) -> bool {
        self.reload != Reload::Idle || !self.detected.is_empty()
    }

    /// The reconfiguration's step at the end of cycle `now`: stage the next detected one, then
    /// end a drain once the network is `empty`, or switch the next of the `nodes` routers
    /// still standing (`alive`).
    pub fn advance(
        &mut self,
        now: u64,
        empty: bool,
        nodes: usize,
        alive: impl Fn(NodeId) -> bool,
    ) -> Option<Switch> {
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
                match (next..nodes).find(|&v| alive(NodeId::new(v))) {
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
        assert_eq!(s.advance(14, true, 9, |_| true), None, "not yet detected");
        for now in 15..18 {
            assert_eq!(s.advance(now, true, 9, |_| true), None, "staging at {now}");
            assert!(!s.injection_stopped());
        }
        assert_eq!(s.advance(18, true, 9, |_| true), None, "the last write");
        assert_eq!(s.advance(19, false, 9, |_| true), None);
        assert!(s.injection_stopped());
        assert_eq!(
            s.advance(20, true, 9, |_| true),
            Some(Switch::All { to: 1 })
        );
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
            assert_eq!(
                s.advance(now, false, alive.len(), |v| alive[v.index()]),
                None,
                "staging at {now}"
            );
        }
        assert_eq!(
            s.advance(19, false, alive.len(), |v| alive[v.index()]),
            router(0)
        );
        assert!(!s.injection_stopped());
        assert_eq!(
            s.advance(20, false, alive.len(), |v| alive[v.index()]),
            router(2)
        );
        assert_eq!(
            s.advance(21, false, alive.len(), |v| alive[v.index()]),
            Some(Switch::Adopted { to: 1 })
        );
        assert_eq!(s.reports[0].reconfiguration_finished, Some(21));
    }
}
