//! Flit format: explicit fields with explicit widths (docs/architecture.md, "The router as
//! hardware").
//!
//! A flit on a wire is `W` data bits plus sideband (head, tail, VC), LSB first:
//! ```text
//!  sideband | head | tail | vc |
//!               1      1    Wv
//!  head flit data: | dest | hops | misses | packet | leg | more | rest           |  (header, <= W bits)
//!                     Wd     8       4       Wp       4     4     C x Wd
//!  body flit data: | index | packet | data                  |
//!                      8       Wp     W - 8 - Wp
//! ```
//! Widths of `vc` and `dest` come from the configuration (`bits::clog2`), `W` from
//! `--flit-width` (`MIN_FLIT_DATA` to `MAX_FLIT_DATA`). The routing header (every field but
//! `packet`) must fit in W; the packet tag takes what is left, up to 32 bits (`Wp`), so a
//! narrow flit carries the low bits of the packet id. The tag is for waveforms and
//! co-simulation: the model keeps the whole id, and no routing decision reads it. `more`
//! and `rest` exist only when the router carries path-based multicast
//! (list capacity C > 0, `RouterParams::list_capacity`): the destinations after `dest`, in
//! header order, the first in the low bits, as paper 004 places the ordered list in the header;
//! each listed router shifts the next one into `dest` (absorb and forward). The model keeps
//! fields in native integers; `FlitFormat::pack` gives the wire image used in waveforms and
//! co-simulation. A body flit's `data` is seeded pseudo-random (`payload_word` of the run's
//! seed, the packet id and the index), so every data bit carries both values in a run and a
//! stuck bit anywhere on the datapath shows; the model never stores it, since no decision
//! reads it. A head flit's bits past its header are zero (a multicast rewrite shifts them).

use crate::bits::{Value, clog2};
use crate::topology::{NodeId, VcId};

/// One flow-control digit on a wire or in a buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flit {
    /// First flit of a packet: carries the route.
    pub head: bool,
    /// Last flit of a packet: releases the VC.
    pub tail: bool,
    /// Virtual channel on the link it travels (width Wv).
    pub vc: VcId,
    /// Destination node id (width Wd).
    pub dest: NodeId,
    /// Router traversals so far (8 bits; also the PV hop budget counter).
    pub hops: u8,
    /// Times the packet left an escape ring for the adaptive network (4 bits, livelock limit).
    pub misses: u8,
    /// Packet id, for tracing and the scoreboard (the wire carries its low `packet_bits`).
    pub packet: u32,
    /// Multicast: index of `dest` in the packet's destination list (4 bits; 0 for unicast).
    pub leg: u8,
    /// Flit number within its packet (8 bits): the body flits' payload, and the reassembly
    /// order check at the network interface.
    pub index: u8,
    /// Multicast: how many destinations follow `dest` in the header list (4 bits).
    pub more: u8,
    /// Multicast: those destinations, `dest_bits` each, the next one in the low bits (the
    /// header's list field, C x Wd bits).
    pub rest: u64,
    /// Ties at half a ring drawn for this packet, bit d for dimension d (1: the other way than
    /// the table's parity rule). Read only by a router with `tie_draw`; not on the wire (the
    /// hardware generator refuses `tie_draw`).
    pub tie: u8,
    /// The escape class of the VC the head last took (written at the VA grant): a VC that
    /// serves both dateline classes (`VcRole::EscapeShared`) does not say which one the
    /// packet holds, as BookSim2's flit keeps its partition. Read only on such a VC; not on
    /// the wire (the hardware generator refuses shared VCs).
    pub class: u8,
    /// A tail a router made to close a packet a cut link split (`Router::cut_input`): no
    /// payload on the wire, as the hardware's copy keeps only the tag and the index.
    pub closing: bool,
}

impl Flit {
    /// Multicast: the destination after `dest` in the header list.
    pub fn next_dest(&self, dest_bits: u32) -> NodeId {
        NodeId::from((self.rest & ((1u64 << dest_bits) - 1)) as u32)
    }

    /// Multicast absorb and forward: the next listed destination becomes `dest` and leaves the
    /// list (paper 004: "the router removes d_i from the list").
    pub fn advance_list(&mut self, dest_bits: u32) {
        debug_assert!(self.more > 0, "no further destination in the header");
        self.dest = self.next_dest(dest_bits);
        self.rest >>= dest_bits;
        self.more -= 1;
        self.leg += 1;
    }

    /// Pack a header list (the destinations after the first), `dest_bits` each, first in the
    /// low bits.
    pub fn pack_list(dests: &[NodeId], dest_bits: u32) -> u64 {
        dests
            .iter()
            .rev()
            .fold(0u64, |acc, &d| acc << dest_bits | u64::from(d.get()))
    }
}

/// Field widths of the flit for one configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlitFormat {
    pub vc_bits: u32,
    pub dest_bits: u32,
    pub hops_bits: u32,
    pub misses_bits: u32,
    pub packet_bits: u32,
    pub leg_bits: u32,
    pub index_bits: u32,
    /// Multicast header list: capacity C (destinations after `dest`; 0: no list fields) and
    /// the width of its `more` counter (4 bits when C > 0).
    pub list_capacity: u32,
    pub more_bits: u32,
    /// Data bits W of every flit.
    pub data_bits: u32,
    /// Key of the body flits' payload (`RouterParams::payload_seed`).
    pub payload_seed: u64,
}

/// Refuse a requested W (`--flit-width`; 0, the default, always fits) outside
/// `MIN_FLIT_DATA..=MAX_FLIT_DATA`, in one line naming the limit.
pub fn check_data_bits(requested: u32) -> crate::Result<()> {
    if requested != 0 && !(MIN_FLIT_DATA..=MAX_FLIT_DATA).contains(&requested) {
        return Err(crate::Error::input(format!(
            "flit width = {requested} bits: a flit carries {MIN_FLIT_DATA} to {MAX_FLIT_DATA} data bits"
        )));
    }
    Ok(())
}

/// Default flit width W.
pub const DEFAULT_FLIT_WIDTH: u32 = 64;
/// The narrowest and widest W a router may be built with (`--flit-width`).
pub const MIN_FLIT_DATA: u32 = 32;
pub const MAX_FLIT_DATA: u32 = 256;
/// The widest packet tag a flit carries.
pub const PACKET_TAG_BITS: u32 = 32;

impl FlitFormat {
    /// Widths for a network of `num_nodes` routers, `vcs` VCs and `W` = `data_bits` (0: the
    /// default 64, or the header width with a 32-bit packet tag if that is wider).
    pub fn new(num_nodes: usize, vcs: usize, data_bits: u32) -> Self {
        FlitFormat {
            vc_bits: clog2(vcs).max(1),
            dest_bits: clog2(num_nodes).max(1),
            hops_bits: 8,
            misses_bits: 4,
            packet_bits: 0,
            leg_bits: 4,
            index_bits: 8,
            list_capacity: 0,
            more_bits: 0,
            data_bits,
            payload_seed: 0,
        }
        .fitted(data_bits)
    }

    /// The format of a router with `params` in a network of `num_nodes`: with the header list
    /// of `params.list_capacity` further destinations, the default W grown to hold it.
    pub fn for_params(num_nodes: usize, params: &super::params::RouterParams) -> Self {
        FlitFormat {
            payload_seed: params.payload_seed,
            ..Self::new(num_nodes, params.vcs, params.flit_width)
                .with_list(params.list_capacity as u32)
                .fitted(params.flit_width)
        }
    }

    /// Offset of a body flit's payload in the data bits: after the index and the tag.
    pub fn payload_offset(&self) -> u32 {
        self.index_bits + self.packet_bits
    }

    /// The payload bits of body flit `index` of packet `packet` (zero for a closing tail),
    /// at their place in a `width`-bit wire image whose data starts at bit `data_at`.
    fn payload(&self, f: &Flit, width: usize, data_at: usize) -> Value {
        let mut word = Value::zero(width);
        if f.head || f.closing {
            return word;
        }
        let start = data_at + self.payload_offset() as usize;
        for (j, at) in (start..width).step_by(64).enumerate() {
            let bits = payload_word(self.payload_seed, f.packet, f.index, j as u32);
            word = word | Value::new(width, bits) << at;
        }
        word
    }

    /// This format with a multicast list of `capacity` further destinations (W unchanged; the
    /// packet tag narrows if the list leaves it less room).
    pub fn with_list(mut self, capacity: u32) -> Self {
        self.list_capacity = capacity;
        self.more_bits = if capacity > 0 { 4 } else { 0 };
        self.fitted(self.data_bits)
    }

    /// W and the packet tag for a requested W (0: the default): the tag takes what the routing
    /// header leaves, up to 32 bits. A W too narrow for the routing header is kept, with no
    /// tag, for the fabric to refuse with a message.
    fn fitted(mut self, requested: u32) -> Self {
        self.data_bits = match requested {
            0 => DEFAULT_FLIT_WIDTH.max(self.routing_bits() + PACKET_TAG_BITS),
            w => w,
        };
        self.packet_bits = PACKET_TAG_BITS.min(self.data_bits.saturating_sub(self.routing_bits()));
        self
    }

    /// The packet tag a flit of packet `packet` carries: the id's low `packet_bits`.
    pub fn tag(&self, packet: u32) -> u64 {
        u64::from(packet) & ((1u64 << self.packet_bits) - 1)
    }

    /// Bits of the head flit's routing header: every header field but the packet tag.
    pub fn routing_bits(&self) -> u32 {
        self.dest_bits
            + self.hops_bits
            + self.misses_bits
            + self.leg_bits
            + self.more_bits
            + self.list_bits()
    }

    /// Bits of the list field (`rest`).
    pub fn list_bits(&self) -> u32 {
        self.list_capacity * self.dest_bits
    }

    /// Bits of the head flit's header fields (routing header and packet tag).
    pub fn header_bits(&self) -> u32 {
        self.routing_bits() + self.packet_bits
    }

    /// Offset of the `more` field in the data bits (the list follows it).
    pub fn more_offset(&self) -> u32 {
        self.dest_bits + self.hops_bits + self.misses_bits + self.packet_bits + self.leg_bits
    }

    /// Total width of the packed flit: sideband plus W data bits.
    pub fn width(&self) -> u32 {
        2 + self.vc_bits + self.data_bits
    }

    /// The wire image, LSB first: head, tail, vc, then the data bits (header, or index, tag
    /// and payload), `width()` bits wide. The packet id is cut to its tag width; the payload
    /// fills the body flit's data bits to W.
    pub fn pack(&self, f: &Flit) -> Value {
        let tag = self.tag(f.packet);
        let sideband = [
            (u64::from(f.head), 1),
            (u64::from(f.tail), 1),
            (u64::from(f.vc.get()), self.vc_bits),
        ];
        let header = [
            (u64::from(f.dest.get()), self.dest_bits),
            (u64::from(f.hops), self.hops_bits),
            (u64::from(f.misses), self.misses_bits),
            (tag, self.packet_bits),
            (u64::from(f.leg), self.leg_bits),
            (u64::from(f.more), self.more_bits),
            (f.rest, self.list_bits()),
        ];
        let payload = [
            (u64::from(f.index), self.index_bits),
            (tag, self.packet_bits),
        ];
        let data: &[(u64, u32)] = if f.head { &header } else { &payload };
        let width = self.width() as usize;
        let mut word = Value::zero(width);
        let mut at = 0;
        for &(value, bits) in sideband.iter().chain(data) {
            debug_assert!(
                bits >= 64 || value < 1u64 << bits,
                "flit field value {value} exceeds {bits} bits"
            );
            word = word | Value::new(width, value) << at;
            at += bits as usize;
        }
        word | self.payload(f, width, 2 + self.vc_bits as usize)
    }
}

/// Word `j` (64 bits, from the low end) of the payload of body flit `index` of packet
/// `packet` under `seed`: splitmix64 of the four, so any flit's data is known without
/// storing it, and differs with the seed.
pub fn payload_word(seed: u64, packet: u32, index: u8, j: u32) -> u64 {
    let key = u64::from(packet) << 24 | u64::from(index) << 16 | u64::from(j & 0xffff);
    splitmix64(seed ^ splitmix64(key))
}

/// One step of splitmix64 from state `x`: the golden-ratio increment, then the output mix.
fn splitmix64(x: u64) -> u64 {
    crate::bits::mix64(x.wrapping_add(0x9e37_79b9_7f4a_7c15))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Read `bits` bits at `at` of a word.
    fn field(word: Value, at: u32, bits: u32) -> u128 {
        u128::from(word.field(at as usize, bits as usize))
    }

    #[test]
    fn packed_fields_read_back_at_their_documented_offsets() {
        let fmt = FlitFormat::new(4096, 4, 0);
        assert_eq!((fmt.vc_bits, fmt.dest_bits, fmt.data_bits), (2, 12, 64));
        assert_eq!(fmt.width(), 2 + 2 + 64);
        for (head, tail, vc, dest, hops, misses, packet, leg, index) in [
            (true, false, 3u8, 4095u32, 200u8, 15u8, u32::MAX, 15u8, 0u8),
            (false, true, 1, 7, 3, 1, 123_456, 2, 255),
            (true, true, 0, 0, 0, 0, 0, 0, 0),
        ] {
            let f = Flit {
                head,
                tail,
                vc: VcId::from(vc),
                dest: NodeId::from(dest),
                hops,
                misses,
                packet,
                leg,
                index,
                ..Flit::default()
            };
            let w = fmt.pack(&f);
            assert_eq!(field(w, 0, 1), head as u128);
            assert_eq!(field(w, 1, 1), tail as u128);
            assert_eq!(field(w, 2, 2), vc as u128);
            if head {
                assert_eq!(field(w, 4, 12), dest as u128);
                assert_eq!(field(w, 16, 8), hops as u128);
                assert_eq!(field(w, 24, 4), misses as u128);
                assert_eq!(field(w, 28, 32), packet as u128);
                assert_eq!(field(w, 60, 4), leg as u128);
            } else {
                assert_eq!(field(w, 4, 8), index as u128);
                assert_eq!(field(w, 12, 32), packet as u128);
            }
            assert_eq!(
                w.width(),
                fmt.width() as usize,
                "nothing beyond the flit width"
            );
        }
    }

    /// A body flit's data past its index and tag is the keyed payload, to the last data bit
    /// of any W: the same for the same (seed, packet, index), another for another seed,
    /// packet or index; a head's bits past its header and a closing tail's payload are zero.
    #[test]
    fn body_flits_carry_the_seeded_payload_in_every_remaining_data_bit() {
        for w in [32, 64, 100, 256] {
            let fmt = |seed| FlitFormat {
                payload_seed: seed,
                ..FlitFormat::new(64, 2, w)
            };
            let (a, b) = (fmt(7), fmt(8));
            let start = 2 + a.vc_bits + a.payload_offset();
            let bits = w + 2 + a.vc_bits - start;
            let body = |packet, index| Flit {
                packet,
                index,
                ..Flit::default()
            };
            let data = |f: &FlitFormat, flit: &Flit| f.pack(flit) >> start as usize;
            let mut seen = Value::zero(a.width() as usize);
            for packet in 0..40 {
                for index in 1..4 {
                    let f = body(packet, index);
                    let d = data(&a, &f);
                    assert_eq!(d, data(&a, &f), "deterministic");
                    assert_ne!(d, data(&b, &f), "W {w}: another seed, other data");
                    assert_ne!(d, data(&a, &body(packet, index + 1)), "another index");
                    assert_ne!(d, data(&a, &body(packet + 1, index)), "another packet");
                    // The index and tag stay where they were.
                    let w = a.pack(&f);
                    let at = 2 + a.vc_bits;
                    assert_eq!(field(w, at, 8), index as u128);
                    assert_eq!(field(w, at + 8, a.packet_bits), a.tag(packet) as u128);
                    seen = seen | d;
                    let closing = Flit { closing: true, ..f };
                    assert!(!data(&a, &closing).any(), "no payload in a closing tail");
                }
            }
            // 120 flits: every payload bit was 1 at least once, nothing past W.
            assert_eq!(
                seen.field(0, 64.min(bits as usize)).count_ones(),
                64.min(bits)
            );
            for at in (0..bits).step_by(16) {
                assert!(
                    seen.get_bit(at as usize),
                    "W {w}: payload bit {at} never set"
                );
            }
            assert!(!(seen >> bits as usize).any(), "W {w}: a bit past the flit");
            let head = Flit {
                head: true,
                packet: 3,
                ..Flit::default()
            };
            assert!(!(a.pack(&head) >> (2 + a.vc_bits + a.header_bits()) as usize).any());
        }
        assert_ne!(
            payload_word(1, 5, 2, 0),
            payload_word(1, 5, 2, 1),
            "words differ"
        );
    }

    /// A multicast head flit: `more` and the list follow `leg`, the next destination in the
    /// low bits; absorbing at a listed destination shifts it into `dest`.
    #[test]
    fn the_header_list_packs_after_leg_and_shifts_at_each_destination() {
        let fmt = FlitFormat::new(8, 2, 64).with_list(3);
        assert_eq!(
            (fmt.dest_bits, fmt.more_offset(), fmt.list_bits()),
            (3, 51, 9)
        );
        assert_eq!(fmt.header_bits(), 51 + 4 + 9);
        let mut f = Flit {
            head: true,
            dest: NodeId::new(5),
            more: 3,
            rest: Flit::pack_list(&[NodeId::new(2), NodeId::new(7), NodeId::new(1)], 3),
            ..Flit::default()
        };
        assert_eq!(f.rest, 2 | 7 << 3 | 1 << 6);
        let w = fmt.pack(&f);
        let data = 3; // head, tail, one VC bit
        assert_eq!(field(w, data, 3), 5);
        assert_eq!(field(w, data + 51, 4), 3);
        assert_eq!(field(w, data + 55, 9), f.rest as u128);
        assert_eq!(w.width(), 3 + 64);
        for (dest, more) in [(2, 2), (7, 1), (1, 0)] {
            f.advance_list(3);
            assert_eq!((f.dest, f.more), (NodeId::new(dest), more));
        }
        assert_eq!((f.rest, f.leg), (0, 3));
        // Without a list the unicast header is unchanged.
        assert_eq!(FlitFormat::new(8, 2, 64).header_bits(), 51);
    }

    #[test]
    fn the_header_sets_the_minimum_width() {
        // 2^20 nodes: 20 + 8 + 4 + 32 + 4 = 68 header bits, above the default 64.
        let fmt = FlitFormat::new(1 << 20, 2, 0);
        assert_eq!(fmt.header_bits(), 68);
        assert_eq!(fmt.data_bits, 68);
        // A narrower explicit width is kept as given, the packet tag narrowed to fit:
        // 6 + 8 + 4 + 4 routing bits leave 10 of 32.
        let narrow = FlitFormat::new(64, 2, 32);
        assert_eq!((narrow.data_bits, narrow.packet_bits), (32, 10));
        assert_eq!(narrow.header_bits(), 32);
        // Too narrow for the routing header: no tag, for the fabric to refuse.
        let too_narrow = FlitFormat::new(64, 2, 20);
        assert_eq!((too_narrow.routing_bits(), too_narrow.packet_bits), (22, 0));
        // A list narrows the tag further: 3 + 8 + 4 + 4 + 4 + 3 x 3 = 32 leaves 8 of 40.
        let listed = FlitFormat::new(8, 2, 40).with_list(3);
        assert_eq!((listed.routing_bits(), listed.packet_bits), (32, 8));
    }

    /// A narrow flit carries the packet id's low bits in both head and body flits, and every
    /// routing field in full; a wide one carries 256 data bits past the old 128-bit image.
    #[test]
    fn narrow_and_wide_flits_pack_every_routing_field() {
        let narrow = FlitFormat::new(64, 2, 32);
        let head = Flit {
            head: true,
            vc: VcId::new(1),
            dest: NodeId::new(63),
            hops: 255,
            misses: 15,
            packet: 0xABCD_E123,
            leg: 9,
            ..Flit::default()
        };
        let w = narrow.pack(&head);
        assert_eq!(w.width(), 2 + 1 + 32);
        assert_eq!(field(w, 3, 6), 63);
        assert_eq!(field(w, 9, 8), 255);
        assert_eq!(field(w, 17, 4), 15);
        assert_eq!(field(w, 21, 10), 0x123, "the low 10 bits of the packet id");
        assert_eq!(field(w, 31, 4), 9);
        let body = Flit {
            index: 7,
            packet: 0xABCD_E123,
            ..Flit::default()
        };
        let b = narrow.pack(&body);
        assert_eq!((field(b, 3, 8), field(b, 11, 10)), (7, 0x123));

        let wide = FlitFormat::new(64, 8, 256);
        assert_eq!((wide.width(), wide.packet_bits), (2 + 3 + 256, 32));
        let w = wide.pack(&Flit {
            vc: VcId::new(7),
            ..head
        });
        assert_eq!(w.width(), 261);
        assert_eq!(field(w, 2, 3), 7);
        assert_eq!(field(w, 5 + 18, 32), 0xABCD_E123);
    }
}
