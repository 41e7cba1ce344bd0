//! A router's table ROMs as the hardware holds them: the routing table, one packed
//! `RouteWord` per destination, and the bubble-check table, (P + 1) rows of P bits. The bits
//! are the images of `table_image` (`route_image`, `bubble_image`), the same that the HDL
//! ROMs (`hdl::route_rom`, `hdl::bubble_rom`) are filled with, so RC and VA read exactly
//! what the compiler verified and the HDL stores.
//!
//! ```text
//!  dest (clog2(nodes)) ──► ┌ route ROM: nodes x W bits ┐ ──► word ──► unpack ──► RouteEntry
//!  row (clog2(P + 1))  ──► ┌ bubble ROM: (P + 1) x P   ┐ ──► row bits (P)
//! ```
//! Registers: none (read-only, loaded at boot).

use super::table_image::{Image, RouteWord, bubble_image, load, route_image};
use crate::routing::table::{RouteEntry, RouterTable};
use crate::topology::NodeId;

/// The ROM contents of one router.
#[derive(Clone, Debug)]
pub struct TableRom {
    /// The routing-table word format (W = `word.width()` bits).
    pub word: RouteWord,
    /// One W-bit word per destination, word d at bits d * W.
    pub route: Image,
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
            route: route_image(table, &word),
            bubble: bubble_image(table, ports),
            word,
            ports,
            nodes: table.entries.len(),
        }
    }

    /// Destinations the routing ROM has a word for.
    #[inline]
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// The routing ROM's read port: the word for `dest`, decoded.
    #[inline]
    pub fn entry(&self, dest: NodeId) -> RouteEntry {
        let w = self.word.width();
        self.word
            .unpack(load(&self.route, dest.index() * w as usize, w))
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
    use crate::routing::table::{Mode, compile};
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
            let word = RouteWord::for_tables(&tables);
            for table in tables.routers.iter().flatten() {
                let rom = TableRom::new(table, word);
                assert_eq!(rom.nodes(), table.entries.len());
                for (d, e) in table.entries.iter().enumerate() {
                    // The ROM leaves the tie out (only the model draws ties).
                    let kept = RouteEntry { tie_dim: 0, ..*e };
                    assert_eq!(rom.entry(NodeId::new(d)), kept, "{spec} {mode} dest {d}");
                }
                for (r, &bits) in table.bubble_bits.iter().enumerate() {
                    let p = tables.num_ports;
                    assert_eq!(rom.bubble_row(r), bits & ((1 << p) - 1), "{spec} row {r}");
                }
            }
        }
    }
}
