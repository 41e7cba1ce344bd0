//! Bubble-check table (paper 003 section 3.3: (P + 1) x P bits, p^2 + p): for input row i
//! (an escape VC's input port, or row P for adaptive VCs and injection) and output j, does a
//! move onto output j's escape VC need the bubble condition (room for two packets) because
//! it enters an escape ring? Combinational ROM read by VA; it reads the router's `TableRom`,
//! the bits `table_image::bubble_image` lays out, the same as the HDL ROM's.
//!
//! ```text
//!  row (clog2(P + 1) bits) ──► ┌ ROM (P + 1) x P ┐ ──► bits (P): bit j = 1: no check needed
//!                              └─────────────────┘
//! ```
//! Registers: none. Row P also marks the outputs off the escape rings (bit set), whose escape
//! VC is spare and serves as one more adaptive VC.

use super::table_rom::TableRom;

/// The bubble-check ROM of one router.
#[derive(Clone, Copy, Debug)]
pub struct BubbleTable<'a> {
    /// The ROM image: (P + 1) rows of P bits.
    rom: &'a TableRom,
}

impl<'a> BubbleTable<'a> {
    pub fn new(rom: &'a TableRom) -> Self {
        BubbleTable { rom }
    }

    /// The ROM's read port: row `row`'s P bits.
    #[inline]
    pub fn row(&self, row: usize) -> u64 {
        self.rom.bubble_row(row)
    }

    /// A move from `row` onto output `out`'s escape VC needs the bubble check.
    #[inline]
    pub fn needs_check(&self, row: usize, out: usize) -> bool {
        self.row(row) >> out & 1 == 0
    }

    /// The outputs whose escape VC is off the rings (row P).
    #[inline]
    pub fn off_ring(&self) -> u64 {
        self.row(self.rom.word.ports as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::router::table_image::{RouteWord, bubble_image};
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSet, Network, PortId, Topology};

    /// Every row and output of every router of a faulty 4x4 torus (Hamiltonian or tour
    /// rings) reads the same bit as the HDL image of the table and as the compiled table.
    #[test]
    fn reads_the_bits_of_the_hdl_image() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        let faults = FaultSet::parse(&topo, "link:0.0-0.1", 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, Mode::Bubble).unwrap();
        let p = tables.num_ports;
        let word = RouteWord::for_tables(&tables);
        for table in tables.routers.iter().flatten() {
            let rom = TableRom::new(table, word);
            let rom = BubbleTable::new(&rom);
            let img = bubble_image(table, p);
            for row in 0..=p {
                for out in 0..p {
                    assert_eq!(rom.needs_check(row, out), !img[row * p + out]);
                    assert_eq!(
                        rom.needs_check(row, out),
                        table.needs_bubble(row, PortId::new(out))
                    );
                }
            }
            assert_eq!(rom.off_ring(), rom.row(p));
        }
    }
}
