//! A trace checked against the router before the run: lines the router cannot carry are
//! refused up front (they would deadlock or overflow a header field mid-run), and lines the
//! run will skip are counted so they can be reported rather than dropped without a word.

use super::traffic::TraceRecord;
use crate::router::{RouterParams, Switching};
use crate::routing::table::Mode;
use crate::topology::{Network, Topology};
use crate::{Error, Result};

/// Largest multicast destination list: the flit's leg field is 4 bits.
pub const MAX_MULTICAST_DESTS: usize = 15;

/// Refuse lines the router cannot carry: longer than a VC buffer under virtual cut-through,
/// multicast without mh-ud, or more legs than VCs when each leg has a VC of its own.
pub fn check(records: &[TraceRecord], params: &RouterParams, topo: &Topology) -> Result<()> {
    for r in records {
        let bad = |why: String| Err(Error::input(format!("trace line {}: {why}", text(r, topo))));
        if params.switching == Switching::Vct && r.flits > params.depth {
            return bad(format!(
                "a packet of {} flits exceeds the {}-flit VC buffer under virtual cut-through",
                r.flits, params.depth
            ));
        }
        let legs = 1 + r.more.len();
        if legs > 1 && params.mode != Mode::MhUd {
            return bad(format!(
                "multicast needs --routing mh-ud (path-based multicast), not {}",
                params.mode
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
