//! The tail that closes a packet a cut link split, when its worm has left the buffer
//! (`router::Router::cut_input`, docs/hdl.md, "Faults during a run"): the last flit written,
//! made a body flit one further with the tail bit set. One per input VC, feeding its
//! buffer's `copy`; it keeps only what the copy needs of the last flit written (its packet
//! tag and the next index), far cheaper than a second read port into the buffer.
//!
//! ```text
//!  flit_in, write ─►┌ head: tag from the header, index 1  ─► tag, index ┐──► copy: tail, body
//!                   └ body: the same tag, index + 1 (8 bits)  registers ┘    {tag, index}
//! ```
//! A body flit's data is its index (8 bits) then the packet tag; a head's tag follows dest,
//! hops (8) and misses (4). A head is flit 0 of its packet, so its copy is flit 1.
//! Registers: the tag (Wp bits, at least 1) and the index (8 bits), zero at reset.

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Param, Reg, Wire};
use crate::hdl::flit_fields::FlitFields;
use crate::hdl::shape::RouterShape;

#[derive(LogicBlock)]
pub struct TailCopy {
    kind: ModuleKind,
    /// The buffer's write: a flit (stored bits: head, tail, data) written at the edge.
    pub flit_in: Wire<In>,
    pub write: Signal<In, Bit>,
    /// The last flit written, closed: a body flit one further, tail bit set.
    pub copy: Wire<Out>,
    tag: Reg,
    index: Reg,
    /// Where the tag sits in a head and in a body flit; the tag's mask; the index's width;
    /// where the data starts; a stored flit with only its tail bit set.
    head_tag_at: Param,
    body_tag_at: Param,
    tag_mask: Param,
    index_bits: Param,
    data_at: Param,
    tail_only: Param,
    wide: Wire<Local>,
}

impl TailCopy {
    pub fn new(shape: &RouterShape) -> TailCopy {
        let fb = shape.stored_flit_bits();
        let fmt = &shape.flit;
        let at = |x: usize| Param::new(index_bits(fb + 1), x as u64);
        TailCopy {
            kind: ModuleKind::new(
                "ftr_tail_copy",
                "The tail closing a packet a cut link split: the last flit written (its tag\n\
                 and next index, registered) as a body flit one further, tail bit set.",
            ),
            flit_in: Wire::new(fb),
            write: Default::default(),
            copy: Wire::new(fb),
            // Data: read only when a copy is appended, after the packet's flits were written.
            tag: Reg::data(Self::tag_bits(shape)),
            index: Reg::data(fmt.index_bits as usize),
            head_tag_at: at(FlitFields::of(shape).misses_at + 4),
            body_tag_at: at(2 + fmt.index_bits as usize),
            tag_mask: Param::new(fb, (1u64 << fmt.packet_bits) - 1),
            index_bits: at(fmt.index_bits as usize),
            data_at: at(2),
            tail_only: Param::new(fb, 0b10),
            wide: Wire::new(fb),
        }
    }

    /// Bits of the tag register (the packet tag's, at least 1).
    pub fn tag_bits(shape: &RouterShape) -> usize {
        (shape.flit.packet_bits as usize).max(1)
    }
}

crate::stateful!(TailCopy: tag, index);

impl Logic for TailCopy {
    #[hdl_gen]
    fn update(&mut self) {
        self.tag.d.next = self.tag.q.val();
        self.index.d.next = self.index.q.val();
        if self.write.val() {
            self.tag.d.next = (self.flit_in.val() >> self.body_tag_at.val()) & self.tag_mask.val();
            self.index.d.next = (self.flit_in.val() >> self.data_at.val()) + 1;
            if self.flit_in.val().get_bit(0) {
                self.tag.d.next =
                    (self.flit_in.val() >> self.head_tag_at.val()) & self.tag_mask.val();
                self.index.d.next = 1.into();
            }
        }
        self.wide.next = self.tag.q.val();
        self.copy.next = (((self.wide.val() << self.index_bits.val()) | self.index.q.val())
            << self.data_at.val())
            | self.tail_only.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{clock_edge, start};
    use crate::hdl::shape::{shape_of, stored_bits};
    use crate::router::flit::Flit;
    use crate::routing::table::Mode;
    use crate::topology::NodeId;

    /// The copy after a head and after body flits is the stored image of the flit the
    /// native router writes: the same packet, the next index (wrapping at 256), a body flit
    /// with the tail bit.
    #[test]
    fn copy_matches_the_native_tail() {
        let fabric =
            crate::hdl::rtl::route_compute::tests::fabric("torus:4x4", "", Mode::Bubble, 2, 0);
        let shape = shape_of(&fabric, NodeId::new(0)).unwrap();
        let mut hw = start(TailCopy::new(&shape));
        let head = Flit {
            head: true,
            dest: NodeId::new(13),
            hops: 3,
            misses: 1,
            packet: 0xbeef,
            ..Flit::default()
        };
        let body = |index| Flit {
            head: false,
            index,
            ..head
        };
        for last in [head, body(6), body(255), head, body(1)] {
            hw.flit_in.next = stored_bits(&shape.flit, &last);
            hw.write.next = true;
            clock_edge(&mut hw, false);
            hw.write.next = false;
            hw.flit_in.next = stored_bits(&shape.flit, &body(77)); // not written
            clock_edge(&mut hw, false);
            let want = Flit {
                head: false,
                tail: true,
                index: last.index.wrapping_add(1),
                closing: true,
                ..last
            };
            assert_eq!(
                hw.copy.val(),
                stored_bits(&shape.flit, &want),
                "copy of {last:?}"
            );
        }
    }
}
