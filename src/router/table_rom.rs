//! A router's table ROMs as the hardware holds them: the bubble-check table, (P + 1) rows of P
//! bits (the image `table_image::bubble_image`, the bits the HDL ROM holds), and the format of
//! the routing table's words. The routing words themselves are read from the `RouterTable`'s
//! rows (`routing::table::rows`: stored, or computed from coordinates on large networks, where a
//! packed image of N words per router would take gigabytes); `route_image` packs the same
//! words for the HDL ROM on demand, and `RouteWord::unpack` reads each back unchanged (tested
//! below), so RC reads what the compiler verified and the HDL stores.
//!
//! ```text
//!  dest (clog2(nodes)) ──► ┌ route ROM: nodes x W bits ┐ ──► RouteEntry (RouterTable::entry)
//!  row (clog2(P + 1))  ──► ┌ bubble ROM: (P + 1) x P   ┐ ──► row bits (P)
//! ```
//! Registers: none (read-only, loaded at boot).

use super::table_image::{Image, RouteWord, bubble_image, load};
use crate::routing::table::RouterTable;

/// The ROM contents of one router.
#[derive(Clone, Debug)]
pub struct TableRom {
    /// The routing-table word format (W = `word.width()` bits).
    pub word: RouteWord,
    /// (P + 1) rows of P bits, row r at bits r * P.
    pub bubble: Image,
    /// Network ports P (the width of a bubble row).
    ports: usize,
    /// Destinations (words in the routing ROM).
    nodes: usize,
}

impl TableRom {
    /// The images of `table` in format `word`.
    pub fn new(table: &RouterTable, word: RouteWord) -> Self {
        let ports = word.ports as usize;
        TableRom {
            bubble: bubble_image(table, ports),
            word,
            ports,
            nodes: table.rows.len(),
        }
    }

    /// Destinations the routing ROM has a word for.
    #[inline]
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// The bubble ROM's read port: row `row`'s P bits.
    #[inline]
    pub fn bubble_row(&self, row: usize) -> u64 {
        load(&self.bubble, row * self.ports, self.ports as u32) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::router::table_image::{route_image, word};
    use crate::routing::table::{Mode, RouteEntry, compile};
    use crate::topology::NodeId;
    use crate::topology::{FaultSet, Network, Topology};

    /// Every word and every bubble row of every router reads back what the compiler put in
    /// the table, in every mode (with faults, so rings are tours and escape classes vary).
    #[test]
    fn reads_back_the_compiled_tables() {
        for (spec, faults, mode) in [
            ("torus:4x4", "link:0.0-0.1", Mode::Bubble),
            ("torus:4x4", "", Mode::Dor),
            ("torus:4x4", "", Mode::Duato),
            ("hypercube:4", "", Mode::Esv),
            ("mh:2x2", "", Mode::MhUd),
        ] {
            let topo: Topology = spec.parse().unwrap();
            let faults = FaultSet::parse(&topo, faults, 1).unwrap();
            let tables = compile(&Network::new(topo, faults), mode).unwrap();
            let fmt = RouteWord::for_tables(&tables);
            for table in tables.routers.iter().flatten() {
                let rom = TableRom::new(table, fmt);
                assert_eq!(rom.nodes(), table.rows.len());
                let image = route_image(table, &fmt);
                for (d, e) in table.entries().enumerate() {
                    // The ROM leaves the tie out (only the model draws ties).
                    let kept = RouteEntry { tie_dim: 0, ..e };
                    let read = fmt.unpack(word(&image, fmt.width(), d));
                    assert_eq!(read, kept, "{spec} {mode} dest {d}");
                    assert_eq!(table.entry(NodeId::new(d)), e);
                }
                for (r, &bits) in table.bubble_bits.iter().enumerate() {
                    let p = tables.num_ports;
                    assert_eq!(rom.bubble_row(r), bits & ((1 << p) - 1), "{spec} row {r}");
                }
            }
        }
    }
}
