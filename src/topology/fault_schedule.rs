//! Faults that arrive during a run: `CYCLE:FAULT` events (FAULT as in a fault list,
//! `faults.rs`), applied in cycle order on top of the faults present from cycle 0.
//!
//! Each event names what fails at its cycle. The schedule keeps, per event, the components it
//! adds and the whole fault set from that cycle on, so the tables of every interval can be
//! compiled for the faults that hold in it. A `random:` event draws among the components still
//! healthy at its cycle, from a stream of its own (the run's seed and the event's place), so
//! adding an event never changes the faults another event draws.

use super::{FaultSet, Topology};
use crate::{Error, Result};

/// One fault event: what fails at `cycle`, and the fault set from then on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaultEvent {
    pub cycle: u64,
    /// The text the event was given as (`link:3.3-3.4`), for reports.
    pub spec: String,
    /// The components this event fails (none of them faulty before it).
    pub added: FaultSet,
    /// Every fault from `cycle` on: the initial faults and those of this and earlier events.
    pub after: FaultSet,
}

/// The initial faults and the events after them, in cycle order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FaultSchedule {
    pub initial: FaultSet,
    pub events: Vec<FaultEvent>,
}

impl FaultSchedule {
    /// Faults present from cycle 0 only.
    pub fn fixed(initial: FaultSet) -> Self {
        FaultSchedule {
            initial,
            events: Vec::new(),
        }
    }

    /// Parse `CYCLE:FAULT` items onto `initial`. Events are sorted by cycle (a stable sort:
    /// items of one cycle apply in the order given); `seed` draws their `random:` faults.
    pub fn parse(topo: &Topology, initial: FaultSet, items: &[String], seed: u64) -> Result<Self> {
        let mut timed = items
            .iter()
            .map(|item| split_event(item))
            .collect::<Result<Vec<_>>>()?;
        timed.sort_by_key(|&(cycle, _)| cycle);
        let mut schedule = FaultSchedule::fixed(initial);
        for (place, (cycle, spec)) in timed.into_iter().enumerate() {
            let before = schedule.faults_at(cycle).clone();
            let after = FaultSet::parse_onto(&before, topo, spec, event_seed(seed, place))
                .map_err(|e| Error::input(format!("fault event {cycle}:{spec}: {e}")))?;
            let added = difference(&after, &before);
            if added.is_empty() {
                return Err(Error::input(format!(
                    "fault event {cycle}:{spec}: everything it names is already faulty at cycle {cycle}"
                )));
            }
            schedule.events.push(FaultEvent {
                cycle,
                spec: spec.to_string(),
                added,
                after,
            });
        }
        Ok(schedule)
    }

    /// The fault set in force at `cycle` (events at `cycle` included).
    pub fn faults_at(&self, cycle: u64) -> &FaultSet {
        self.events
            .iter()
            .rev()
            .find(|e| e.cycle <= cycle)
            .map_or(&self.initial, |e| &e.after)
    }

    /// The fault set at the end of the run.
    pub fn last(&self) -> &FaultSet {
        self.events.last().map_or(&self.initial, |e| &e.after)
    }
}

/// `CYCLE:FAULT` into the cycle and the fault text; the cycle must be a positive integer (a
/// fault at cycle 0 is an initial fault: `--faults`).
fn split_event(item: &str) -> Result<(u64, &str)> {
    crate::error::refuse_outer_space("fault event", item)?;
    let (cycle, spec) = item.trim().split_once(':').ok_or_else(|| {
        Error::input(format!(
            "fault event {item:?}: expected CYCLE:FAULT, e.g. 20000:link:3.3-3.4"
        ))
    })?;
    let cycle: u64 = cycle.trim().parse().map_err(|_| {
        Error::input(format!(
            "fault event {item:?}: expected CYCLE:FAULT, e.g. 20000:link:3.3-3.4; {cycle:?} is not a whole number"
        ))
    })?;
    if cycle == 0 {
        return Err(Error::input(format!(
            "fault event {item:?}: cycle 0 is the start of the run; give faults present from the start with --faults"
        )));
    }
    let spec = spec.trim();
    if spec.is_empty() || spec == "none" {
        return Err(Error::input(format!(
            "fault event {item:?}: names no fault"
        )));
    }
    Ok((cycle, spec))
}

/// The seed of the `place`-th event's random draw: a stream apart from the run's traffic
/// (SplitMix64's finaliser over the pair).
fn event_seed(seed: u64, place: usize) -> u64 {
    let mut z = seed ^ (place as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The faults of `after` that are not in `before`.
fn difference(after: &FaultSet, before: &FaultSet) -> FaultSet {
    let mut added = FaultSet::none();
    for n in after.faulty_nodes() {
        if !before.is_node_faulty(n) {
            added.add_node(n);
        }
    }
    for (n, p) in after.faulty_channels() {
        if !before.is_channel_faulty(n, p) {
            added.add_channel(n, p);
        }
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    fn torus() -> Topology {
        "torus:4x4".parse().unwrap()
    }

    fn items(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn events_apply_in_cycle_order_on_the_initial_faults() {
        let t = torus();
        let initial = FaultSet::parse(&t, "node:0.0", 1).unwrap();
        let s = FaultSchedule::parse(
            &t,
            initial.clone(),
            &items(&["900:node:2.2", "300:link:1.1-1.2"]),
            1,
        )
        .unwrap();
        assert_eq!(
            s.events.iter().map(|e| e.cycle).collect::<Vec<_>>(),
            [300, 900]
        );
        assert_eq!(s.faults_at(299), &initial);
        let link = t.port_to(t.parse_node("1.1").unwrap(), t.parse_node("1.2").unwrap());
        let at_300 = s.faults_at(300);
        assert!(at_300.is_channel_faulty(t.parse_node("1.1").unwrap(), link.unwrap()));
        assert!(at_300.is_node_faulty(t.parse_node("0.0").unwrap()));
        assert!(!at_300.is_node_faulty(t.parse_node("2.2").unwrap()));
        assert!(s.last().is_node_faulty(t.parse_node("2.2").unwrap()));
        // Each event adds only its own components.
        assert_eq!(s.events[1].added.faulty_nodes().count(), 1);
        assert_eq!(s.events[1].added.faulty_channels().count(), 0);
        assert_eq!(s.events[0].added.faulty_channels().count(), 2);
    }

    #[test]
    fn random_events_draw_among_survivors_and_repeat_for_a_seed() {
        let t = torus();
        let initial = FaultSet::parse(&t, "random:nodes=3", 5).unwrap();
        let list = items(&["100:random:nodes=2", "200:random:links=3"]);
        let a = FaultSchedule::parse(&t, initial.clone(), &list, 9).unwrap();
        let b = FaultSchedule::parse(&t, initial.clone(), &list, 9).unwrap();
        assert_eq!(a, b);
        for n in a.events[0].added.faulty_nodes() {
            assert!(!initial.is_node_faulty(n), "node {n} drawn twice");
        }
        assert_eq!(a.events[0].added.faulty_nodes().count(), 2);
        // Three links, both directions each, none touching a faulty router.
        assert_eq!(a.events[1].added.faulty_channels().count(), 6);
        for (n, p) in a.events[1].added.faulty_channels() {
            let m = t.neighbor(n, p).unwrap();
            assert!(!a.events[0].after.is_node_faulty(n) && !a.events[0].after.is_node_faulty(m));
        }
        // Another seed draws elsewhere (over 16 nodes, two draws of 2 agree rarely; this pair
        // is checked to differ).
        let c = FaultSchedule::parse(&t, initial, &list, 10).unwrap();
        assert_ne!(a.last(), c.last());
    }

    #[test]
    fn bad_events_are_refused_naming_the_event() {
        let t = torus();
        let initial = FaultSet::parse(&t, "node:1.1", 1).unwrap();
        for (item, needle) in [
            ("link:0.0-0.1", "expected CYCLE:FAULT"),
            ("x:node:0.0", "not a whole number"),
            ("-5:node:0.0", "not a whole number"),
            ("0:node:0.0", "cycle 0"),
            ("100:", "names no fault"),
            ("100:node:1.1", "already faulty"),
            ("100:node:9.9", "100:node:9.9"),
            ("100:link:0.0-2.2", "not neighbours"),
            ("100:random:nodes=14", "two healthy nodes"),
        ] {
            let err = FaultSchedule::parse(&t, initial.clone(), &items(&[item]), 1)
                .expect_err(item)
                .to_string();
            assert!(err.contains(needle), "{item}: {err}");
        }
    }
}
