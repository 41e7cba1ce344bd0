//! Table images: a router's compiled routing table and bubble-check bits as bit vectors, the
//! exact contents of the HDL ROMs and of the native model's ROMs (`table_rom`), readable back
//! into `RouteEntry` values. They live with the native model, which reads them on every route;
//! `hdl::table_image` re-exports them.
//!
//! Routing-table word, LSB first (widths from `bits::clog2`):
//! ```text
//!  | adaptive_mask | escape_valid | escape_port | escape_class | down_mask      |
//!         P              1          clog2(P)    clog2(classes)  P (MH-UD only)
//! ```
//! `escape_valid = 0` stands for `escape: None` (eject here, or no route), with the port
//! and class bits zero. The bubble image is (P + 1) rows of P bits, row r at bits r*P.., in
//! `RouterTable::bubble_bits` order.

use crate::bits::clog2;
use crate::routing::table::{CompiledTables, Mode, RouteEntry, RouterTable};
use crate::topology::PortId;
use bitvec::prelude::*;

/// A table image: words of one width, word i at bits i*width.. (LSB first).
pub type Image = BitVec<u64, Lsb0>;

/// Field widths and offsets of one routing-table word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RouteWord {
    /// Network ports P (the width of each mask).
    pub ports: u32,
    /// clog2(P): the escape port.
    pub port_bits: u32,
    /// clog2(escape classes): the escape VC class (0 bits with one class).
    pub class_bits: u32,
    /// MH-UD words carry the Down-phase mask.
    pub down_mask: bool,
}

impl RouteWord {
    pub fn new(ports: usize, escape_classes: usize, mode: Mode) -> Self {
        assert!((1..=32).contains(&ports), "1 to 32 ports");
        RouteWord {
            ports: ports as u32,
            port_bits: clog2(ports),
            class_bits: clog2(escape_classes),
            down_mask: mode.algorithm().down_phase(),
        }
    }

    /// The word format of a compiled network's tables.
    pub fn for_tables(t: &CompiledTables) -> Self {
        RouteWord::new(t.num_ports, t.escape_classes as usize, t.mode)
    }

    pub fn width(&self) -> u32 {
        self.ports
            + 1
            + self.port_bits
            + self.class_bits
            + if self.down_mask { self.ports } else { 0 }
    }

    /// Bit offsets: (escape_valid, escape_port, escape_class, down_mask); the adaptive mask
    /// is at 0.
    pub fn offsets(&self) -> (u32, u32, u32, u32) {
        let valid = self.ports;
        let port = valid + 1;
        let class = port + self.port_bits;
        (valid, port, class, class + self.class_bits)
    }

    /// The ROM word of one entry. Panics if a field does not fit its width (the compiler's
    /// tables always fit the widths of their own network).
    pub fn pack(&self, e: &RouteEntry) -> u128 {
        let (valid, port, class, down) = self.offsets();
        let fits = |v: u32, bits: u32| u64::from(v) < 1u64 << bits;
        assert!(fits(e.adaptive_mask, self.ports), "{e:?}: adaptive mask");
        let mut w = u128::from(e.adaptive_mask);
        if let Some(p) = e.escape.map(PortId::get) {
            assert!(
                fits(p.into(), self.port_bits) && fits(e.escape_class.into(), self.class_bits),
                "{e:?}: escape port or class"
            );
            w |= 1 << valid | u128::from(p) << port | u128::from(e.escape_class) << class;
        }
        if self.down_mask {
            assert!(fits(e.down_mask, self.ports), "{e:?}: down mask");
            w |= u128::from(e.down_mask) << down;
        } else {
            assert_eq!(e.down_mask, 0, "a down mask outside MH-UD");
        }
        w
    }

    /// The entry a ROM word holds (the inverse of `pack`).
    pub fn unpack(&self, w: u128) -> RouteEntry {
        let (valid, port, class, down) = self.offsets();
        let field = |at: u32, bits: u32| ((w >> at) & ((1u128 << bits) - 1)) as u32;
        let escape_valid = field(valid, 1) == 1;
        RouteEntry {
            adaptive_mask: field(0, self.ports),
            escape: escape_valid.then(|| PortId::from(field(port, self.port_bits) as u8)),
            escape_class: if escape_valid {
                field(class, self.class_bits) as u8
            } else {
                0
            },
            down_mask: if self.down_mask {
                field(down, self.ports)
            } else {
                0
            },
            // Not in the ROM: only a router drawing ties reads it, from its `RouterTable`.
            tie_dim: 0,
        }
    }
}

/// The routing-table image of one router: one word per destination.
pub fn route_image(table: &RouterTable, fmt: &RouteWord) -> Image {
    let w = fmt.width() as usize;
    let mut img = Image::repeat(false, table.rows.len() * w);
    for (i, e) in table.entries().enumerate() {
        img[i * w..(i + 1) * w].store_le(fmt.pack(&e));
    }
    img
}

/// Word `index` of an image of `width`-bit words.
pub fn word(img: &BitSlice<u64, Lsb0>, width: u32, index: usize) -> u128 {
    let w = width as usize;
    img[index * w..(index + 1) * w].load_le()
}

/// `bits` bits of an image from bit `at` (LSB first): `word`'s result for any field, read
/// from the image's u64 storage with shifts, for the native model's hot path.
#[inline]
pub fn load(img: &Image, at: usize, bits: u32) -> u128 {
    debug_assert!((1..=128).contains(&bits) && at + bits as usize <= img.len());
    let raw = img.as_raw_slice();
    let (mut k, shift) = (at / 64, at % 64);
    let mut w = u128::from(raw[k] >> shift);
    let mut have = 64 - shift;
    while have < bits as usize {
        k += 1;
        w |= u128::from(raw[k]) << have;
        have += 64;
    }
    if bits < 128 { w & ((1 << bits) - 1) } else { w }
}

/// The bubble-check image of one router: (P + 1) rows of P bits.
pub fn bubble_image(table: &RouterTable, ports: usize) -> Image {
    assert_eq!(table.bubble_bits.len(), ports + 1, "(P + 1) bubble rows");
    let mut img = Image::repeat(false, (ports + 1) * ports);
    for (r, &bits) in table.bubble_bits.iter().enumerate() {
        let row = if ports == 64 {
            bits
        } else {
            bits & ((1 << ports) - 1)
        };
        img[r * ports..(r + 1) * ports].store_le(row);
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::table::compile;
    use crate::topology::{Network, Topology};

    fn tables(spec: &str, mode: Mode) -> CompiledTables {
        compile(
            &Network::fault_free(spec.parse::<Topology>().unwrap()),
            mode,
        )
        .unwrap()
    }

    #[test]
    fn word_widths_come_from_clog2() {
        // Torus 4x4 DOR: 4 ports, 2 dateline classes: 4 + 1 + 2 + 1.
        assert_eq!(
            RouteWord::for_tables(&tables("torus:4x4", Mode::Dor)).width(),
            8
        );
        // Hypercube 3: 3 ports, 1 class (0 bits): 3 + 1 + 2.
        assert_eq!(
            RouteWord::for_tables(&tables("hypercube:3", Mode::Dor)).width(),
            6
        );
        // MH-UD adds the down mask.
        let mh = RouteWord::for_tables(&tables("mh:2x2", Mode::MhUd));
        assert_eq!(mh.width(), 2 * mh.ports + 1 + mh.port_bits);
    }

    #[test]
    fn every_entry_of_every_mode_round_trips_through_its_image() {
        for (spec, mode) in [
            ("torus:4x4", Mode::Dor),
            ("torus:4x4", Mode::Duato),
            ("torus:4x4", Mode::Bubble),
            ("hypercube:4", Mode::Esv),
            ("mh:2x2", Mode::MhUd),
        ] {
            let t = tables(spec, mode);
            let fmt = RouteWord::for_tables(&t);
            for rt in t.routers.iter().flatten() {
                let img = route_image(rt, &fmt);
                assert_eq!(img.len(), rt.rows.len() * fmt.width() as usize);
                for (d, e) in rt.entries().enumerate() {
                    let w = word(&img, fmt.width(), d);
                    assert_eq!(w, fmt.pack(&e), "{spec} {mode} dest {d}");
                    // The tie is left out of the image (only the model draws ties).
                    let kept = RouteEntry { tie_dim: 0, ..e };
                    assert_eq!(fmt.unpack(w), kept, "{spec} {mode} dest {d}");
                }
            }
        }
    }

    #[test]
    fn the_escape_fields_sit_at_their_documented_offsets() {
        let fmt = RouteWord::new(4, 2, Mode::Dor);
        let e = RouteEntry {
            adaptive_mask: 0b1010,
            escape: Some(PortId::new(3)),
            escape_class: 1,
            tie_dim: 0,
            down_mask: 0,
        };
        // MSB first: class 1, port 11, valid 1, mask 1010.
        let (class, port, valid, mask) = (1 << 7, 0b11 << 5, 1 << 4, 0b1010);
        assert_eq!(fmt.pack(&e), class | port | valid | mask);
        assert_eq!(fmt.pack(&RouteEntry::default()), 0);
    }

    /// `load` reads what bitvec's `load_le` reads, at every offset and width.
    #[test]
    fn load_reads_the_bits_of_the_image() {
        let mut img = Image::repeat(false, 300);
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        for i in 0..img.len() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            img.set(i, x & 1 == 1);
        }
        for bits in 1..=128u32 {
            for at in 0..=img.len() - bits as usize {
                let want: u128 = img[at..at + bits as usize].load_le();
                assert_eq!(load(&img, at, bits), want, "at {at}, {bits} bits");
            }
        }
    }

    #[test]
    fn bubble_rows_read_back_from_the_image() {
        let t = tables("torus:4x4", Mode::Bubble);
        let rt = t.routers[5].as_ref().unwrap();
        let img = bubble_image(rt, 4);
        assert_eq!(img.len(), 5 * 4);
        for r in 0..5 {
            for j in 0..4 {
                assert_eq!(
                    img[r * 4 + j],
                    !rt.needs_bubble(r, PortId::new(j)),
                    "row {r} out {j}"
                );
            }
        }
    }
}
