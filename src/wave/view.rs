//! Where the save file opens: the cycles shown, the router looked at first (shown expanded)
//! and the markers. Learnt while the simulation runs, from the flits the traced routers
//! receive and, with `--watch P`, from the routers whose input buffers hold P's head flit.

use crate::fabric::Fabric;
use crate::topology::NodeId;
use crate::workload::PacketRecord;

/// Cycles shown when the view opens (a packet's `--watch` view may show up to `MAX_SPAN`).
pub const SPAN: u64 = 50;
pub const MAX_SPAN: u64 = 100;
/// Cycles shown before the first event, so its rising edge is not on the window's border.
const LEAD: u64 = 2;

/// A named marker at the rising edge of a cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    pub cycle: u64,
    pub label: String,
}

/// What the save file shows first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// First cycle in the window.
    pub start: u64,
    /// Cycles across the window.
    pub span: u64,
    /// Traced routers (indices into the traced list) in display order; the first is the
    /// router of interest, shown expanded.
    pub order: Vec<usize>,
    pub markers: Vec<Marker>,
}

/// Observations made during the run.
pub struct Focus {
    window: (u64, u64),
    traced: Vec<NodeId>,
    watch: Option<u32>,
    /// First cycle a traced router received a flit (in the VCD window).
    first_move: Option<u64>,
    /// Flits received by each traced router in the SPAN cycles from `first_move`.
    arrivals: Vec<u64>,
    /// Routers that held the watched packet's head flit, in the order it reached them.
    path: Vec<NodeId>,
    /// Faults struck and reconfigurations finished, as (cycle, label), and the counts seen.
    fault_marks: Vec<Marker>,
    counts: crate::fabric::FaultCounts,
}

impl Focus {
    pub fn new(window: (u64, u64), traced: Vec<NodeId>, watch: Option<u32>) -> Self {
        Focus {
            window,
            arrivals: vec![0; traced.len()],
            traced,
            watch,
            first_move: None,
            path: Vec::new(),
            fault_marks: Vec::new(),
            counts: Default::default(),
        }
    }

    /// The fabric's fault counters after cycle `cycle` ran: a fault that struck in it, or a
    /// reconfiguration that finished at the end of the cycle before (the routers hold the new
    /// tables from `cycle` on), is marked at `cycle` (inside the VCD window).
    pub fn faults(&mut self, cycle: u64, now: crate::fabric::FaultCounts) {
        let inside = (self.window.0..=self.window.1).contains(&cycle);
        if now.struck > self.counts.struck && inside {
            self.fault_marks.push(Marker {
                cycle,
                label: format!("fault {}", now.struck),
            });
        }
        if now.reloads > self.counts.reloads && inside {
            self.fault_marks.push(Marker {
                cycle,
                label: format!("tables reloaded {}", now.reloads),
            });
        }
        self.counts = now;
    }

    /// `n` flits reached traced router `router` (index) during `cycle`.
    pub fn arrivals(&mut self, router: usize, cycle: u64, n: usize) {
        if n == 0 {
            return;
        }
        let first = *self.first_move.get_or_insert(cycle);
        if cycle < first + SPAN {
            self.arrivals[router] += n as u64;
        }
    }

    /// After a clock edge: note which router holds the watched head flit.
    pub fn track(&mut self, fabric: &Fabric) {
        let Some(packet) = self.watch else { return };
        for r in fabric.routers() {
            let holds = r
                .input_vcs()
                .iter()
                .any(|ivc| ivc.flits().any(|f| f.head && f.packet == packet));
            let node = r.node();
            if holds && !self.path.contains(&node) {
                self.path.push(node);
            }
        }
    }

    /// The view: around the watched packet if it was injected within the VCD window, else on
    /// the first flits that move, with the busiest traced router of those cycles expanded.
    pub fn view(&self, packets: &[PacketRecord]) -> View {
        let (first, last) = self.window;
        let watched = self
            .watch
            .and_then(|id| packets.iter().find(|p| p.id == id))
            .and_then(|p| Some((p.id, p.injected?, p.delivered)))
            .filter(|&(_, injected, _)| (first..=last).contains(&injected));
        if let Some((id, injected, delivered)) = watched {
            let start = injected.saturating_sub(LEAD).max(first);
            let end = delivered.map_or(start + SPAN, |d| d + LEAD + 1);
            let mut order: Vec<usize> = self
                .path
                .iter()
                .filter_map(|v| self.traced.iter().position(|t| t == v))
                .collect();
            let rest: Vec<usize> = (0..self.traced.len())
                .filter(|k| !order.contains(k))
                .collect();
            order.extend(rest);
            let mut markers = vec![Marker {
                cycle: injected,
                label: format!("inject packet {id}"),
            }];
            markers.extend(delivered.map(|d| Marker {
                cycle: d,
                label: format!("deliver packet {id}"),
            }));
            return View {
                start,
                span: (end - start).clamp(SPAN, MAX_SPAN),
                order,
                markers,
            };
        }
        // The busiest router; the first traced one on a tie (or when nothing moved).
        let busiest = (0..self.traced.len())
            .rev()
            .max_by_key(|&k| self.arrivals[k])
            .unwrap_or(0);
        let mut order = vec![busiest];
        order.extend((0..self.traced.len()).filter(|&k| k != busiest));
        if let Some(fault) = self.fault_marks.first() {
            // A run with faults opens on the first fault, every fault and reload marked.
            let start = fault.cycle.saturating_sub(LEAD).max(first);
            let last = self.fault_marks.last().map_or(start, |m| m.cycle);
            return View {
                start,
                span: (last + LEAD + 1 - start).clamp(SPAN, MAX_SPAN),
                order,
                markers: self.fault_marks.clone(),
            };
        }
        let start = self
            .first_move
            .map_or(first, |c| c.saturating_sub(LEAD).max(first));
        View {
            start,
            span: SPAN,
            order,
            markers: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: u32, injected: Option<u64>, delivered: Option<u64>) -> PacketRecord {
        PacketRecord {
            injected,
            delivered,
            ..PacketRecord::new(id, NodeId::new(0), NodeId::new(1), 4, 0, true, true)
        }
    }

    #[test]
    fn opens_on_the_first_moves_with_the_busiest_router_first() {
        let mut f = Focus::new(
            (0, 499),
            vec![NodeId::new(0), NodeId::new(3), NodeId::new(5)],
            None,
        );
        assert_eq!(f.view(&[]).start, 0);
        f.arrivals(2, 40, 1);
        f.arrivals(1, 41, 1);
        f.arrivals(1, 42, 2);
        f.arrivals(2, 40 + SPAN, 9); // after the view's cycles: not counted
        let v = f.view(&[]);
        assert_eq!((v.start, v.span), (38, SPAN));
        assert_eq!(v.order, vec![1, 0, 2]);
        assert!(v.markers.is_empty());
    }

    #[test]
    fn a_watched_packet_sets_window_order_and_markers() {
        let mut f = Focus::new(
            (10, 499),
            vec![
                NodeId::new(0),
                NodeId::new(3),
                NodeId::new(5),
                NodeId::new(7),
            ],
            Some(1),
        );
        f.path = vec![NodeId::new(5), NodeId::new(9), NodeId::new(0)]; // 9 is not traced
        let packets = [record(0, Some(3), Some(30)), record(1, Some(11), Some(40))];
        let v = f.view(&packets);
        assert_eq!(v.start, 10, "clamped to the VCD window");
        assert_eq!(v.span, SPAN);
        assert_eq!(v.order, vec![2, 0, 1, 3]);
        assert_eq!(
            v.markers.iter().map(|m| m.cycle).collect::<Vec<_>>(),
            vec![11, 40]
        );
        // A long trip widens the window up to MAX_SPAN; an unknown packet falls back.
        let slow = [record(0, None, None), record(1, Some(100), Some(170))];
        assert_eq!(f.view(&slow).span, 75); // cycles 98..=172
        let lost = [record(0, None, None), record(1, Some(100), Some(900))];
        assert_eq!(f.view(&lost).span, MAX_SPAN);
        assert!(f.view(&packets[..1]).markers.is_empty());
        // Injected outside the VCD window: nothing of it to show.
        let late = [record(0, None, None), record(1, Some(600), Some(630))];
        assert!(f.view(&late).markers.is_empty());
        assert_eq!(f.view(&late).start, 10);
    }
}
