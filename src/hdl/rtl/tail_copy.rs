//! The tail that closes a packet a cut link split, when its worm has left the buffer
//! (`router::Router::cut_input`, docs/hdl.md, "Faults during a run"): the last flit written,
//! made a body flit one further with the tail bit set. Combinational; one per input VC,
//! feeding its buffer's `copy`.
//!
//! ```text
//!  last (stored flit) ─►┌ head: index 1, the tag from the header ─┐──► copy: tail, body
//!                       └ body: index + 1 (8 bits), the same tag ─┘    {tag, index}
//! ```
//! A body flit's data is its index (8 bits) then the packet tag; a head's tag follows dest,
//! hops (8) and misses (4). A head is flit 0 of its packet, so its copy is flit 1.

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Param, Wire};
use crate::hdl::router::route_compute::FlitFields;
use crate::hdl::router::shape::RouterShape;

#[derive(LogicBlock)]
pub struct TailCopy {
    kind: ModuleKind,
    /// The last flit written (stored bits: head, tail, data).
    pub last: Wire<In>,
    pub copy: Wire<Out>,
    /// Where the tag sits in a head and in a body flit; the tag's and the index's masks; the
    /// index's width; where the data starts; a stored flit with only its tail bit set.
    head_tag_at: Param,
    body_tag_at: Param,
    tag_mask: Param,
    index_mask: Param,
    index_bits: Param,
    data_at: Param,
    tail_only: Param,
    tag: Wire<Local>,
    index: Wire<Local>,
}

impl TailCopy {
    pub fn new(shape: &RouterShape) -> TailCopy {
        let fb = shape.stored_flit_bits();
        let fmt = &shape.flit;
        let at = |x: usize| Param::new(index_bits(fb + 1), x as u64);
        let mask = |bits: u32| Param::new(fb, (1u64 << bits) - 1);
        TailCopy {
            kind: ModuleKind::new(
                "ftr_tail_copy",
                "The tail closing a packet a cut link split: the last flit written as a\n\
                 body flit one further (index + 1, a head's tag moved), tail bit set.",
            ),
            last: Wire::new(fb),
            copy: Wire::new(fb),
            head_tag_at: at(FlitFields::of(shape).misses_at + 4),
            body_tag_at: at(2 + fmt.index_bits as usize),
            tag_mask: mask(fmt.packet_bits),
            index_mask: mask(fmt.index_bits),
            index_bits: at(fmt.index_bits as usize),
            data_at: at(2),
            tail_only: Param::new(fb, 0b10),
            tag: Wire::new(fb),
            index: Wire::new(fb),
        }
    }
}

/// No state.
impl super::Stateful for TailCopy {
    fn tick(&mut self, _reset: bool) {}
}

impl Logic for TailCopy {
    #[hdl_gen]
    fn update(&mut self) {
        self.tag.next = (self.last.val() >> self.body_tag_at.val()) & self.tag_mask.val();
        self.index.next = ((self.last.val() >> self.data_at.val()) + 1) & self.index_mask.val();
        if self.last.val().get_bit(0) {
            self.tag.next = (self.last.val() >> self.head_tag_at.val()) & self.tag_mask.val();
            self.index.next = 1.into();
        }
        self.copy.next = (((self.tag.val() << self.index_bits.val()) | self.index.val())
            << self.data_at.val())
            | self.tail_only.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::router::shape::{shape_of, stored_bits};
    use crate::hdl::rtl::{settle, start};
    use crate::router::flit::Flit;
    use crate::routing::table::Mode;
    use crate::topology::NodeId;

    /// The copy of a head and of a body flit is the stored image of the flit the native
    /// router writes: the same packet, the next index, a body flit with the tail bit.
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
        let body = Flit {
            index: 255,
            ..Flit {
                head: false,
                index: 6,
                ..head
            }
        };
        for last in [head, Flit { index: 6, ..body }, body] {
            hw.last.next = stored_bits(&shape.flit, &last);
            settle(&mut hw);
            let want = Flit {
                head: false,
                tail: true,
                index: last.index.wrapping_add(1),
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
