//! Bubble-check table ROM in rust-hdl, the twin of `router::bubble_table::BubbleTable`
//! (paper 003's p^2 + p bits): (P + 1) rows of P bits, filled at construction from the image
//! `table_image::bubble_image`.
//!
//! ```text
//!              ┌────────────────────────────┐
//!  row (A) ───►│ ROM: (P + 1) x P bits      │──► bits (P bits)
//!              └────────────────────────────┘
//! ```
//! Row i < P: a packet on input i's escape VC; row P: any adaptive input and injection.
//! Bit j = 1: the move to output j's escape VC needs no bubble check (`needs_bubble` is its
//! complement). No registers. Rows beyond P read 0 (check everything).
//!
//! Const generics: P network ports, A = clog2(P + 1) row bits (checked in `new`).

use super::prelude::*;
use super::table_image::Image;
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlBubbleRom<const A: usize, const P: usize> {
    /// Row: the input port of an escape-VC packet, or P for adaptive and injected ones.
    pub row: Signal<In, Bits<A>>,
    /// Bit j set: moving to output j's escape VC needs no bubble check (P bits).
    pub bits: Signal<Out, Bits<P>>,
    rom: ROM<Bits<P>, A>,
}

impl<const A: usize, const P: usize> HdlBubbleRom<A, P> {
    /// A ROM holding a (P + 1) x P bubble image.
    pub fn new(image: &Image) -> Self {
        assert_eq!(A, clog2(P + 1) as usize, "A must be clog2(P + 1)");
        assert_eq!(image.len(), (P + 1) * P, "(P + 1) rows of P bits");
        let rows = image
            .chunks(P)
            .map(|r| bitvec::field::BitField::load_le::<u64>(r).to_bits::<P>());
        HdlBubbleRom {
            row: Default::default(),
            bits: Default::default(),
            rom: ROM::from(rows),
        }
    }
}

impl<const A: usize, const P: usize> Logic for HdlBubbleRom<A, P> {
    #[hdl_gen]
    fn update(&mut self) {
        self.rom.address.next = self.row.val();
        self.bits.next = self.rom.data.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{settle, start};
    use crate::hdl::table_image::bubble_image;
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSet, Network, Topology};

    /// Every row of every router's ROM against `needs_bubble`, bit by bit.
    fn lockstep<const A: usize, const P: usize>(net: &Network) {
        let t = compile(net, Mode::Bubble).unwrap();
        let mut rings = 0;
        for (node, rt) in t.routers.iter().enumerate() {
            let Some(rt) = rt else { continue };
            let mut hw = start(HdlBubbleRom::<A, P>::new(&bubble_image(rt, P)));
            for r in 0..=P {
                hw.row.next = r.to_bits();
                settle(&mut hw);
                for j in 0..P {
                    let free = hw.bits.val().get_bit(j);
                    assert_eq!(
                        free,
                        !rt.needs_bubble(r, j),
                        "router {node} row {r} out {j}"
                    );
                    rings += usize::from(!free);
                }
            }
        }
        assert!(rings > 0, "some moves need the bubble check");
    }

    #[test]
    fn roms_match_the_native_bubble_bits() {
        // Fault-free DOR rings, and a faulty torus whose escape ring is a tour.
        let topo: Topology = "torus:4x4".parse().unwrap();
        lockstep::<3, 4>(&Network::fault_free(topo.clone()));
        let faults = FaultSet::parse(&topo, "node:1.1", 0).unwrap();
        lockstep::<3, 4>(&Network::new(topo, faults));
        lockstep::<3, 6>(&Network::fault_free("torus:3x3x3".parse().unwrap()));
    }
}
