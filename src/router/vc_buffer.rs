//! VC buffer: a bounded circular FIFO of D flit slots, one per input virtual channel
//! (docs/architecture.md, "Where each block lives"; the BW stage writes it, SA reads it).
//!
//! ```text
//!  write (valid + flit) ──► ┌───────────────────────────┐ ──► front (valid + flit)
//!  read  (1 bit)        ──► │ slots[D]  head tail count │ ──► count (clog2(D + 1) bits)
//!                           └───────────────────────────┘
//! ```
//! Registers: `slots` (D x W bits of RAM), `head` (read pointer, clog2(D) bits), `tail` (write
//! pointer, clog2(D) bits), `count` (occupancy, clog2(D + 1) bits), all zero at reset.
//! Credit flow control guarantees that no flit arrives at a full buffer; if one does, the
//! model is wrong, and `write` stops the run with a message instead of dropping or growing.

use super::flit::Flit;
use crate::bits::clog2;

/// One input VC's FIFO.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VcBuffer {
    /// D flit slots (the RAM; W bits each).
    slots: Box<[Flit]>,
    /// Read pointer: slot of the front flit (clog2(D) bits).
    head: u16,
    /// Write pointer: slot the next flit goes to (clog2(D) bits).
    tail: u16,
    /// Flits held (clog2(D + 1) bits).
    count: u16,
}

impl VcBuffer {
    /// An empty buffer of `depth` slots (the reset state).
    pub fn new(depth: usize) -> Self {
        assert!(
            (1..=u16::MAX as usize).contains(&depth),
            "VC depth {depth}: 1 to 65535 slots"
        );
        VcBuffer {
            slots: vec![Flit::default(); depth].into_boxed_slice(),
            head: 0,
            tail: 0,
            count: 0,
        }
    }

    /// Slots D.
    pub fn depth(&self) -> usize {
        self.slots.len()
    }

    /// Width of `head` and `tail`: clog2(D).
    pub fn pointer_bits(&self) -> u32 {
        clog2(self.depth())
    }

    /// Width of `count`: clog2(D + 1).
    pub fn count_bits(&self) -> u32 {
        clog2(self.depth() + 1)
    }

    /// Flits held.
    #[inline]
    pub fn len(&self) -> usize {
        self.count as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The front flit (the FIFO's read port), if any.
    #[inline]
    pub fn front(&self) -> Option<&Flit> {
        (self.count > 0).then(|| &self.slots[self.head as usize])
    }

    /// The RAM's read port: the slot at the head pointer, which holds the front flit when the
    /// buffer is not empty (SA reads only VCs that hold flits).
    #[inline(always)]
    pub fn head_slot(&self) -> &Flit {
        debug_assert!(self.count > 0, "read from an empty VC buffer");
        &self.slots[self.head as usize]
    }

    /// The front flit, for VA's header rewrite (misses, next multicast destination).
    #[inline]
    pub fn front_mut(&mut self) -> Option<&mut Flit> {
        (self.count > 0).then(|| &mut self.slots[self.head as usize])
    }

    #[inline]
    fn wrap(&self, i: u16) -> u16 {
        if i as usize + 1 == self.slots.len() {
            0
        } else {
            i + 1
        }
    }

    /// Clock edge of a write: the flit goes to slot `tail`. A write into a full buffer means
    /// upstream sent without a credit: a model error, reported, never absorbed. The flit is
    /// copied from where it lies (a wire), whole rather than field by field
    /// (docs/performance.md, "Copies and cache lines").
    #[inline]
    pub fn write(&mut self, flit: &Flit) {
        assert!(
            (self.count as usize) < self.slots.len(),
            "VC buffer overflow: a flit of packet {} arrived at a full {}-slot buffer",
            flit.packet,
            self.slots.len()
        );
        self.slots[self.tail as usize] = *flit;
        self.tail = self.wrap(self.tail);
        self.count += 1;
    }

    /// Clock edge of a read: the front flit leaves, and its slot is returned (the RAM keeps
    /// the flit until the slot is written again). Reading an empty buffer is a model error.
    #[inline]
    pub fn pop(&mut self) -> usize {
        assert!(self.count > 0, "read from an empty VC buffer");
        let slot = self.head as usize;
        self.head = self.wrap(self.head);
        self.count -= 1;
        slot
    }

    /// The flit in slot `slot` (after `pop`: the flit read).
    #[inline]
    pub fn slot(&self, slot: usize) -> &Flit {
        &self.slots[slot]
    }

    /// The slot written last: the RAM keeps a flit after it is read, so this is the last
    /// flit that arrived, even in an empty buffer (the default flit before the first write).
    pub fn last_written(&self) -> &Flit {
        &self.slots[self.last_slot()]
    }

    /// The last flit written, to close a packet a fault cut short (`Router::cut_input`).
    pub fn last_written_mut(&mut self) -> &mut Flit {
        let i = self.last_slot();
        &mut self.slots[i]
    }

    fn last_slot(&self) -> usize {
        (self.tail as usize + self.slots.len() - 1) % self.slots.len()
    }

    /// The flits held, front first (for traces and waveforms).
    pub fn iter(&self) -> impl Iterator<Item = &Flit> {
        let d = self.slots.len();
        (0..self.count as usize).map(move |k| &self.slots[(self.head as usize + k) % d])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flit(packet: u32) -> Flit {
        Flit {
            packet,
            ..Flit::default()
        }
    }

    #[test]
    fn fifo_order_across_wraparound_for_every_small_depth() {
        for depth in 1..=9 {
            let mut b = VcBuffer::new(depth);
            let mut model = std::collections::VecDeque::new();
            let mut next = 0;
            // A fixed pattern of writes and reads that wraps the pointers several times.
            for step in 0..100u32 {
                if (step % 3 != 2 || model.is_empty()) && model.len() < depth {
                    b.write(&flit(next));
                    model.push_back(next);
                    next += 1;
                } else if !model.is_empty() {
                    let slot = b.pop();
                    assert_eq!(b.slot(slot).packet, model.pop_front().unwrap());
                }
                assert_eq!(b.len(), model.len());
                assert_eq!(b.front().map(|f| f.packet), model.front().copied());
                let held: Vec<u32> = b.iter().map(|f| f.packet).collect();
                assert_eq!(held, model.iter().copied().collect::<Vec<_>>());
                assert!(b.head < 1 << b.pointer_bits().max(1));
                assert!(u32::from(b.count) < 1 << b.count_bits());
            }
        }
    }

    #[test]
    fn widths_follow_the_depth() {
        let b = VcBuffer::new(8);
        assert_eq!((b.pointer_bits(), b.count_bits()), (3, 4));
        let b = VcBuffer::new(5);
        assert_eq!((b.pointer_bits(), b.count_bits()), (3, 3));
    }

    #[test]
    #[should_panic(expected = "VC buffer overflow")]
    fn overflow_is_caught() {
        let mut b = VcBuffer::new(2);
        for p in 0..3 {
            b.write(&flit(p));
        }
    }

    #[test]
    #[should_panic(expected = "empty VC buffer")]
    fn underflow_is_caught() {
        VcBuffer::new(2).pop();
    }
}
