//! A trace checked against the router before the run: lines the router cannot carry are
//! refused up front (they would deadlock or overflow a header field mid-run), and lines the
//! run will skip are counted so they can be reported rather than dropped without a word.

use super::traffic::{MAX_PACKET_FLITS, TraceRecord};
use crate::router::{RouterParams, Switching};
use crate::topology::{Network, Topology};
use crate::{Error, Result};

/// Largest multicast destination list: the flit's leg field is 4 bits.
pub use crate::router::params::MAX_MULTICAST_DESTS;

/// Refuse lines the router cannot carry: longer than a VC buffer under virtual cut-through,
/// multicast without mh-ud, or more legs than VCs when each leg has a VC of its own.
pub fn check(records: &[TraceRecord], params: &RouterParams, topo: &Topology) -> Result<()> {
    for r in records {
        let bad = |why: String| Err(Error::input(format!("trace line {}: {why}", text(r, topo))));
        // Lines read from a file are refused with their line number; built ones here.
        if r.flits == 0 || r.flits > MAX_PACKET_FLITS {
            return bad(format!(
                "{} flits: a packet needs 1 to {MAX_PACKET_FLITS} flits",
                r.flits
            ));
        }
        if params.switching == Switching::Vct && r.flits > params.depth {
            return bad(format!(
                "a packet of {} flits exceeds the {}-flit VC buffer under virtual cut-through",
                r.flits, params.depth
            ));
        }
        let legs = 1 + r.more.len();
        if legs > 1 && !params.mode().algorithm().multicast() {
            return bad(format!(
                "multicast needs --routing mh-ud (path-based multicast), not {}",
                params.mode()
            ));
        }
        if legs - 1 > params.list_capacity {
            return bad(format!(
                "{legs} destinations: the router's head flit lists {} after the first (RouterParams::list_capacity)",
                params.list_capacity
            ));
        }
        if legs > 1 && params.multicast_layers && legs > params.vcs {
            return bad(format!(
                "{legs} destinations on layered VCs need --vcs >= {legs} (one VC per leg), not {}",
                params.vcs
            ));
        }
    }
    Ok(())
}

/// The line as the trace gives it, `cycle,source,destinations,flits`.
fn text(r: &TraceRecord, topo: &Topology) -> String {
    let dests: Vec<String> = r.dests().iter().map(|&d| topo.format_node(d)).collect();
    format!(
        "{},{},{},{}",
        r.cycle,
        topo.format_node(r.source),
        dests.join(";"),
        r.flits
    )
}

/// Trace lines the run skips, by reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    /// The only destination is the source.
    pub to_itself: usize,
    pub faulty_source: usize,
    /// At or after the end of packet generation (warm-up + measurement).
    pub past_run: usize,
}

impl Dropped {
    pub fn total(&self) -> usize {
        self.to_itself + self.faulty_source + self.past_run
    }

    /// `3 trace lines dropped (1 to its own source, ...)`, or None when nothing is dropped.
    pub fn warning(&self) -> Option<String> {
        let parts: Vec<String> = [
            (self.to_itself, "to its own source"),
            (self.faulty_source, "from a faulty source"),
            (self.past_run, "past the last generating cycle"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, why)| format!("{n} {why}"))
        .collect();
        let total = self.total();
        (total > 0).then(|| {
            let s = if total == 1 { "" } else { "s" };
            format!("{total} trace line{s} dropped ({})", parts.join(", "))
        })
    }
}

/// Count the lines a run generating packets in cycles `0..gen_end` on `net` skips.
pub fn dropped(records: &[TraceRecord], net: &Network, gen_end: u64) -> Dropped {
    let mut d = Dropped::default();
    for r in records {
        if r.cycle >= gen_end {
            d.past_run += 1;
        } else if r.dests().iter().all(|&x| x == r.source) {
            d.to_itself += 1;
        } else if !net.is_healthy(r.source) {
            d.faulty_source += 1;
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::table::Mode;
    use crate::routing::table::compile;
    use crate::topology::NodeId;

    #[test]
    fn built_records_are_checked_like_read_ones() {
        let net = Network::fault_free("torus:3x3".parse().unwrap());
        let tables = compile(&net, Mode::Dor).unwrap();
        let params = RouterParams::new(&tables, 2, 8, 4, Switching::Wormhole);
        let line = |flits, more: Vec<NodeId>| TraceRecord {
            cycle: 0,
            source: NodeId::new(0),
            dest: NodeId::new(4),
            flits,
            more,
        };
        assert!(check(&[line(256, vec![])], &params, &net.topo).is_ok());
        let err = check(&[line(257, vec![])], &params, &net.topo).unwrap_err();
        assert!(err.to_string().contains("1 to 256 flits"), "{err}");
        let err = check(&[line(4, vec![NodeId::new(5)])], &params, &net.topo).unwrap_err();
        assert!(err.to_string().contains("0,0.0,1.1;1.2,4"), "{err}");
    }

    #[test]
    fn dropped_lines_are_counted_by_reason() {
        let faults =
            crate::topology::FaultSet::parse(&"torus:3x3".parse().unwrap(), "node:2.2", 1).unwrap();
        let net = Network::new("torus:3x3".parse().unwrap(), faults);
        let at = |cycle, source, dest| TraceRecord {
            cycle,
            source,
            dest,
            flits: 1,
            more: Vec::new(),
        };
        let records = [
            at(0, NodeId::new(0), NodeId::new(1)),
            at(1, NodeId::new(3), NodeId::new(3)),
            at(2, NodeId::new(8), NodeId::new(0)),
            at(9, NodeId::new(0), NodeId::new(1)),
            at(10, NodeId::new(8), NodeId::new(8)),
        ];
        let d = dropped(&records, &net, 10);
        assert_eq!(
            d,
            Dropped {
                to_itself: 1,
                faulty_source: 1,
                past_run: 1
            }
        );
        assert_eq!(
            d.warning().unwrap(),
            "3 trace lines dropped (1 to its own source, 1 from a faulty source, 1 past the last generating cycle)"
        );
        assert_eq!(dropped(&records[..1], &net, 10).warning(), None);
    }
}
