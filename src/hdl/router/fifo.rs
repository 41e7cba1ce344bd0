//! An input VC's flit FIFO in rust-hdl, the twin of `router::vc_buffer::VcBuffer`.
//!
//! ```text
//!  write, data_in (FB) ──► ┌──────────────────────────────┐ ──► front (FB bits)
//!  read              ──► │ slots[D]  head  tail  count   │ ──► count (CB bits)
//!  clock             ──► └──────────────────────────────┘
//! ```
//! Registers: `slots` (D x FB bits), `head` and `tail` (AB = clog2(D) bits), `count`
//! (CB = clog2(D + 1) bits), all zero at reset. The front slot is selected by a comparison per
//! slot (an array cannot be indexed by a signal in `#[hdl_gen]`). Credit flow control keeps
//! writes off a full FIFO and reads off an empty one; the router never asks otherwise.

use crate::hdl::prelude::*;
use crate::hdl::sim::Clocked;
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlFifo<const D: usize, const AB: usize, const CB: usize, const FB: usize> {
    /// Write `data_in` at the tail at the clock edge.
    pub write: Signal<In, Bit>,
    pub data_in: Signal<In, Bits<FB>>,
    /// Drop the front flit at the clock edge.
    pub read: Signal<In, Bit>,
    pub clock: Signal<In, Clock>,
    /// The front slot (meaningful when `count` is not zero).
    pub front: Signal<Out, Bits<FB>>,
    /// Flits held.
    pub count: Signal<Out, Bits<CB>>,
    slots: [DFF<Bits<FB>>; D],
    head: DFF<Bits<AB>>,
    tail: DFF<Bits<AB>>,
    held: DFF<Bits<CB>>,
    /// D - 1: the slot after which the pointers wrap.
    last: Constant<Bits<AB>>,
}

impl<const D: usize, const AB: usize, const CB: usize, const FB: usize> HdlFifo<D, AB, CB, FB> {
    pub fn new() -> Self {
        assert!(D >= 2, "a hardware FIFO holds at least 2 flits");
        assert_eq!(AB, clog2(D) as usize, "AB must be clog2(D)");
        assert_eq!(CB, clog2(D + 1) as usize, "CB must be clog2(D + 1)");
        HdlFifo {
            write: Default::default(),
            data_in: Default::default(),
            read: Default::default(),
            clock: Default::default(),
            front: Default::default(),
            count: Default::default(),
            slots: std::array::from_fn(|_| Default::default()),
            head: Default::default(),
            tail: Default::default(),
            held: Default::default(),
            last: Constant::new((D - 1).to_bits()),
        }
    }
}

impl<const D: usize, const AB: usize, const CB: usize, const FB: usize> Default
    for HdlFifo<D, AB, CB, FB>
{
    fn default() -> Self {
        Self::new()
    }
}

impl<const D: usize, const AB: usize, const CB: usize, const FB: usize> Logic
    for HdlFifo<D, AB, CB, FB>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, head, tail, held);
        self.front.next = 0.into();
        for s in 0..D {
            self.slots[s].clock.next = self.clock.val();
            self.slots[s].d.next = self.slots[s].q.val();
            if self.head.q.val().index() == s {
                self.front.next = self.slots[s].q.val();
            }
            if self.write.val() & (self.tail.q.val().index() == s) {
                self.slots[s].d.next = self.data_in.val();
            }
        }
        self.count.next = self.held.q.val();
        if self.write.val() {
            if self.tail.q.val() == self.last.val() {
                self.tail.d.next = 0.into();
            } else {
                self.tail.d.next = self.tail.q.val() + 1;
            }
        }
        if self.read.val() {
            if self.head.q.val() == self.last.val() {
                self.head.d.next = 0.into();
            } else {
                self.head.d.next = self.head.q.val() + 1;
            }
        }
        if self.write.val() & !self.read.val() {
            self.held.d.next = self.held.q.val() + 1;
        }
        if self.read.val() & !self.write.val() {
            self.held.d.next = self.held.q.val() - 1;
        }
    }
}

impl<const D: usize, const AB: usize, const CB: usize, const FB: usize> Clocked
    for HdlFifo<D, AB, CB, FB>
{
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}
