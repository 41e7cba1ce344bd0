//! The events of a router that cost energy (docs/cost.md, "Power from the simulated
//! traffic"): counted at the router's clock edges from the wires its blocks see (the flits
//! written, SA's and VA's grants, the heads RC routes) and at its table write port. Counters
//! only: nothing here feeds back into the router's behaviour.

use std::ops::{Add, Sub};

/// Event counts of one router since it was built (or a difference of two such counts: the
/// events of a window of cycles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Activity {
    /// Flits written into the input VC buffers (from the links and the local port).
    pub buffer_writes: u64,
    /// Flits read from the buffers: SA's grants, each a crossbar traversal.
    pub buffer_reads: u64,
    /// Of those, the flits sent onto a network output (a link traversal and a credit
    /// counter's decrement; the rest are ejected).
    pub link_flits: u64,
    /// Heads RC routed: one routing-table read (and, for bubble routing, a bubble-table read)
    /// each.
    pub route_lookups: u64,
    /// Output VCs VA granted.
    pub va_grants: u64,
    /// Routing-table words written through the table port after boot (a reconfiguration
    /// rewrites every word of the router's table).
    pub table_writes: u64,
    /// Clock edges at which the router did any of the above.
    pub busy_cycles: u64,
}

impl Activity {
    /// One clock edge: `writes` flits written, SA's grants `sa_valid` (bit P: the local
    /// output), VA's grants `va_valid`, `lookups` heads routed.
    #[inline(always)]
    pub fn edge(&mut self, writes: u32, sa_valid: u64, local: usize, va_valid: u64, lookups: u32) {
        let reads = sa_valid.count_ones();
        let grants = va_valid.count_ones();
        self.buffer_writes += u64::from(writes);
        self.buffer_reads += u64::from(reads);
        self.link_flits += u64::from((sa_valid & !(1 << local)).count_ones());
        self.va_grants += u64::from(grants);
        self.route_lookups += u64::from(lookups);
        self.busy_cycles += u64::from(writes | reads | grants | lookups != 0);
    }

    /// The events of every kind, summed (a router's total activity, for a heat map's scale).
    pub fn total(&self) -> u64 {
        self.buffer_writes
            + self.buffer_reads
            + self.route_lookups
            + self.va_grants
            + self.table_writes
    }
}

impl Add for Activity {
    type Output = Activity;
    fn add(self, o: Activity) -> Activity {
        Activity {
            buffer_writes: self.buffer_writes + o.buffer_writes,
            buffer_reads: self.buffer_reads + o.buffer_reads,
            link_flits: self.link_flits + o.link_flits,
            route_lookups: self.route_lookups + o.route_lookups,
            va_grants: self.va_grants + o.va_grants,
            table_writes: self.table_writes + o.table_writes,
            busy_cycles: self.busy_cycles + o.busy_cycles,
        }
    }
}

impl Sub for Activity {
    type Output = Activity;
    /// The events between two counts of the same router (`self` the later).
    fn sub(self, o: Activity) -> Activity {
        Activity {
            buffer_writes: self.buffer_writes - o.buffer_writes,
            buffer_reads: self.buffer_reads - o.buffer_reads,
            link_flits: self.link_flits - o.link_flits,
            route_lookups: self.route_lookups - o.route_lookups,
            va_grants: self.va_grants - o.va_grants,
            table_writes: self.table_writes - o.table_writes,
            busy_cycles: self.busy_cycles - o.busy_cycles,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An edge counts each kind from its wires; the local output's read is not a link flit; an
    /// edge with nothing is not busy.
    #[test]
    fn an_edge_counts_its_wires() {
        let mut a = Activity::default();
        a.edge(2, 0b10011, 4, 0b100, 1);
        a.edge(0, 0, 4, 0, 0);
        assert_eq!(
            a,
            Activity {
                buffer_writes: 2,
                buffer_reads: 3,
                link_flits: 2,
                route_lookups: 1,
                va_grants: 1,
                table_writes: 0,
                busy_cycles: 1,
            }
        );
        assert_eq!((a + a) - a, a);
        assert_eq!(a.total(), 2 + 3 + 1 + 1);
    }
}
