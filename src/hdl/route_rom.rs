//! Routing-table ROM in rust-hdl, the twin of the native lookup `TableRom::entry(dest)`:
//! one word per destination, filled at construction from a compiled table's image
//! (`table_image::route_image`), so the ROM holds exactly what `routing::check` verified.
//!
//! ```text
//!                ┌──────────────────────────┐
//!  dest (A) ────►│ ROM: 2^A x WW-bit words  │──► word (WW bits)
//!                └──────────────────────────┘
//!  word = | adaptive_mask (P) | escape_valid | escape_port | escape_class | down_mask |
//! ```
//! No registers (combinational lookup in the RC stage; the input unit registers the result).
//! Addresses beyond the last destination read 0 (no route).
//!
//! Const generics: A = clog2(nodes) address bits, WW = `RouteWord::width()` (checked in `new`).

use super::prelude::*;
use super::table_image::{Image, RouteWord, word};
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlRouteRom<const A: usize, const WW: usize> {
    /// Destination node id (A bits).
    pub dest: Signal<In, Bits<A>>,
    /// The routing-table word for `dest` (WW bits, `RouteWord` layout).
    pub word: Signal<Out, Bits<WW>>,
    rom: ROM<Bits<WW>, A>,
}

impl<const A: usize, const WW: usize> HdlRouteRom<A, WW> {
    /// A ROM holding `image`, words of format `fmt` for `nodes` destinations.
    pub fn new(image: &Image, fmt: &RouteWord, nodes: usize) -> Self {
        assert_eq!(WW, fmt.width() as usize, "WW must be the word width");
        assert_eq!(A, clog2(nodes).max(1) as usize, "A must be clog2(nodes)");
        assert_eq!(image.len(), nodes * WW, "one word per destination");
        let words = (0..nodes).map(|d| word(image, fmt.width(), d).to_bits::<WW>());
        HdlRouteRom {
            dest: Default::default(),
            word: Default::default(),
            rom: ROM::from(words),
        }
    }
}

impl<const A: usize, const WW: usize> Logic for HdlRouteRom<A, WW> {
    #[hdl_gen]
    fn update(&mut self) {
        self.rom.address.next = self.dest.val();
        self.word.next = self.rom.data.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{settle, start};
    use crate::hdl::table_image::route_image;
    use crate::routing::table::{CompiledTables, Mode, compile};
    use crate::topology::{Network, Topology};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn tables(spec: &str, mode: Mode) -> CompiledTables {
        compile(
            &Network::fault_free(spec.parse::<Topology>().unwrap()),
            mode,
        )
        .unwrap()
    }

    /// Every router's ROM against its native table: every destination in order, then random.
    fn lockstep<const A: usize, const WW: usize>(t: &CompiledTables, random: usize) {
        let fmt = RouteWord::for_tables(t);
        let mut rng = StdRng::seed_from_u64(46);
        for (node, rt) in t.routers.iter().enumerate() {
            let rt = rt.as_ref().expect("fault-free");
            let n = rt.entries.len();
            let mut hw = start(HdlRouteRom::<A, WW>::new(&route_image(rt, &fmt), &fmt, n));
            let order = (0..n).chain((0..random).map(|_| rng.gen_range(0..n)));
            for d in order {
                hw.dest.next = d.to_bits();
                settle(&mut hw);
                let w = hw.word.val().to_u128();
                assert_eq!(
                    w,
                    fmt.pack(&rt.entries[d]),
                    "{} router {node} dest {d}",
                    t.mode
                );
                assert_eq!(
                    fmt.unpack(w),
                    rt.entries[d],
                    "{} router {node} dest {d}",
                    t.mode
                );
            }
        }
    }

    #[test]
    fn roms_match_the_native_tables() {
        // Torus 4x4: 16 nodes (A = 4), 4 ports, 2 DOR classes: 8-bit words.
        lockstep::<4, 8>(&tables("torus:4x4", Mode::Dor), 200);
        // Duato: adaptive masks too.
        lockstep::<4, 8>(&tables("torus:4x4", Mode::Duato), 50);
        // Bubble escape: 1 class, 0 class bits: 7-bit words.
        lockstep::<4, 7>(&tables("torus:4x4", Mode::Bubble), 50);
        // MH-UD on mh:2x2 (8 nodes, 4 ports) carries the down mask: 4 + 1 + 2 + 4 bits.
        let mh = tables("mh:2x2", Mode::MhUd);
        let fmt = RouteWord::for_tables(&mh);
        assert_eq!((mh.routers.len(), fmt.width()), (8, 11));
        lockstep::<3, 11>(&mh, 50);
    }
}
