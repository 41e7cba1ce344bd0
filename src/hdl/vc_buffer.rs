//! VC buffer in rust-hdl, the twin of `router::vc_buffer::VcBuffer`: a circular FIFO of D
//! flit slots of W bits with head, tail and count registers.
//!
//! ```text
//!              ┌─────────────────────────────────────┐
//!  write ─────►│ slots[D] (W bits each)              │──► front (W bits, slot `head`)
//!  flit_in ───►│ slot[tail] <= flit_in on write      │──► valid (count != 0)
//!  read ──────►│ head, tail: PW bits, wrap at D - 1  │──► count (CW bits)
//!  clock ─────►│ count: CW bits, +write -read        │
//!              └─────────────────────────────────────┘
//! ```
//! Registers: `slots` (D x W bits), `head` and `tail` (PW = clog2(D) bits), `count`
//! (CW = clog2(D + 1) bits), all zero at reset. A read of an empty buffer is ignored; credit
//! flow control never writes a full one (the native twin stops the run if it does).
//!
//! Const generics: D slots (at least 2: one slot would need a 0-bit pointer), PW, CW, W flit
//! bits (checked in `new`).

use super::prelude::*;
use super::sim::Clocked;
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlVcBuffer<const D: usize, const PW: usize, const CW: usize, const W: usize> {
    /// Write `flit_in` into slot `tail` at the clock edge.
    pub write: Signal<In, Bit>,
    /// The flit to write (W bits).
    pub flit_in: Signal<In, Bits<W>>,
    /// The front flit leaves at the clock edge.
    pub read: Signal<In, Bit>,
    /// Clock; every register changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// The front flit (W bits): slot `head`, 0 when empty.
    pub front: Signal<Out, Bits<W>>,
    /// The buffer holds at least one flit.
    pub valid: Signal<Out, Bit>,
    /// Flits held (CW bits).
    pub count: Signal<Out, Bits<CW>>,
    slots: [DFF<Bits<W>>; D],
    head_reg: DFF<Bits<PW>>,
    tail_reg: DFF<Bits<PW>>,
    count_reg: DFF<Bits<CW>>,
    /// D - 1: the slot after which a pointer wraps to 0.
    last: Constant<Bits<PW>>,
    /// A read that takes effect (the buffer is not empty).
    take: Signal<Local, Bit>,
}

impl<const D: usize, const PW: usize, const CW: usize, const W: usize> HdlVcBuffer<D, PW, CW, W> {
    pub fn new() -> Self {
        assert!(D >= 2, "at least 2 slots");
        assert_eq!(PW, clog2(D) as usize, "PW must be clog2(D)");
        assert_eq!(CW, clog2(D + 1) as usize, "CW must be clog2(D + 1)");
        assert!((1..=128).contains(&W), "flits of 1 to 128 bits");
        HdlVcBuffer {
            write: Default::default(),
            flit_in: Default::default(),
            read: Default::default(),
            clock: Default::default(),
            front: Default::default(),
            valid: Default::default(),
            count: Default::default(),
            slots: std::array::from_fn(|_| Default::default()),
            head_reg: Default::default(),
            tail_reg: Default::default(),
            count_reg: Default::default(),
            last: Constant::new((D - 1).to_bits()),
            take: Default::default(),
        }
    }
}

impl<const D: usize, const PW: usize, const CW: usize, const W: usize> Default
    for HdlVcBuffer<D, PW, CW, W>
{
    fn default() -> Self {
        Self::new()
    }
}

impl<const D: usize, const PW: usize, const CW: usize, const W: usize> Logic
    for HdlVcBuffer<D, PW, CW, W>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, head_reg, tail_reg, count_reg);
        self.count.next = self.count_reg.q.val();
        self.valid.next = self.count_reg.q.val().any();
        self.take.next = self.read.val() & self.count_reg.q.val().any();
        // The read port: a comparison per slot (indexing by a signal does not generate Verilog).
        self.front.next = 0.into();
        for i in 0..D {
            self.slots[i].clock.next = self.clock.val();
            self.slots[i].d.next = self.slots[i].q.val();
            if self.head_reg.q.val().index() == i {
                self.front.next = self.slots[i].q.val();
            }
            if self.write.val() & (self.tail_reg.q.val().index() == i) {
                self.slots[i].d.next = self.flit_in.val();
            }
        }
        if self.write.val() {
            if self.tail_reg.q.val() == self.last.val() {
                self.tail_reg.d.next = 0.into();
            } else {
                self.tail_reg.d.next = self.tail_reg.q.val() + 1;
            }
        }
        if self.take.val() {
            if self.head_reg.q.val() == self.last.val() {
                self.head_reg.d.next = 0.into();
            } else {
                self.head_reg.d.next = self.head_reg.q.val() + 1;
            }
        }
        if self.write.val() & !self.take.val() {
            self.count_reg.d.next = self.count_reg.q.val() + 1;
        }
        if self.take.val() & !self.write.val() {
            self.count_reg.d.next = self.count_reg.q.val() - 1;
        }
    }
}

impl<const D: usize, const PW: usize, const CW: usize, const W: usize> Clocked
    for HdlVcBuffer<D, PW, CW, W>
{
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{clock_edge, settle, start};
    use crate::router::flit::{Flit, FlitFormat};
    use crate::router::vc_buffer::VcBuffer;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Drive both buffers; `stimulus(cycle, count)` gives (flit to write, read) and keeps the
    /// protocol (no write into a full buffer: credits forbid it). Every cycle the front flit's
    /// wire image, the valid bit and the count must agree.
    fn lockstep<const D: usize, const PW: usize, const CW: usize, const W: usize>(
        fmt: &FlitFormat,
        cycles: usize,
        mut stimulus: impl FnMut(usize, usize) -> (Option<Flit>, bool),
    ) {
        assert_eq!(fmt.width() as usize, W);
        let mut hw = start(HdlVcBuffer::<D, PW, CW, W>::new());
        let mut sw = VcBuffer::new(D);
        assert_eq!(
            (sw.pointer_bits() as usize, sw.count_bits() as usize),
            (PW, CW)
        );
        for t in 0..cycles {
            let (write, read) = stimulus(t, sw.len());
            hw.write.next = write.is_some();
            hw.flit_in.next = write.map_or(0, |f| fmt.pack(&f)).to_bits();
            hw.read.next = read;
            settle(&mut hw);
            assert_eq!(hw.count.val().index(), sw.len(), "cycle {t}: count");
            assert_eq!(hw.valid.val(), !sw.is_empty(), "cycle {t}: valid");
            if let Some(f) = sw.front() {
                assert_eq!(hw.front.val().to_u128(), fmt.pack(f), "cycle {t}: front");
            }
            clock_edge(&mut hw);
            // Native order: the front leaves, then the new flit lands (room was checked by
            // the stimulus before the read).
            if read && !sw.is_empty() {
                sw.read();
            }
            if let Some(f) = write {
                sw.write(f);
            }
        }
    }

    fn random_flit(rng: &mut StdRng, fmt: &FlitFormat) -> Flit {
        Flit {
            head: rng.gen_bool(0.3),
            tail: rng.gen_bool(0.3),
            vc: rng.gen_range(0..1 << fmt.vc_bits) as u8,
            dest: rng.gen_range(0..1 << fmt.dest_bits),
            hops: rng.r#gen(),
            misses: rng.gen_range(0..16),
            packet: rng.r#gen(),
            leg: rng.gen_range(0..16),
            index: rng.r#gen(),
            ..Flit::default()
        }
    }

    #[test]
    fn random_traffic_matches_the_native_buffer() {
        // 64 nodes, 2 VCs, 64 data bits: 67-bit flits; phases that fill, drain and hover.
        let fmt = FlitFormat::new(64, 2, 64);
        let mut rng = StdRng::seed_from_u64(56);
        lockstep::<8, 3, 4, 67>(&fmt, 4000, |t, n| {
            let p_write = [0.8, 0.2, 0.5][t / 300 % 3];
            let w = (n < 8 && rng.gen_bool(p_write)).then(|| random_flit(&mut rng, &fmt));
            (w, rng.gen_bool(1.0 - p_write))
        });
        // A depth that is not a power of two wraps at D - 1; D = 2 is the smallest.
        let fmt = FlitFormat::new(16, 4, 64);
        let mut rng = StdRng::seed_from_u64(57);
        lockstep::<5, 3, 3, 68>(&fmt, 2000, |_, n| {
            let w = (n < 5 && rng.gen_bool(0.5)).then(|| random_flit(&mut rng, &fmt));
            (w, rng.gen_bool(0.5))
        });
        lockstep::<2, 1, 2, 68>(&fmt, 1000, |_, n| {
            let w = (n < 2 && rng.gen_bool(0.5)).then(|| random_flit(&mut rng, &fmt));
            (w, rng.gen_bool(0.5))
        });
    }

    #[test]
    fn directed_fill_drain_and_read_of_empty_match_the_native_buffer() {
        let fmt = FlitFormat::new(64, 2, 64);
        let flit = |k: usize| Flit {
            packet: k as u32,
            index: k as u8,
            ..Flit::default()
        };
        // Fill to full, read and write together at full, drain, read while empty.
        lockstep::<4, 2, 3, 67>(&fmt, 20, |t, n| match t {
            0..4 => (Some(flit(t)), false),
            4..7 => (Some(flit(t)), n == 4),
            7..12 => (None, true),
            _ => (Some(flit(t)).filter(|_| t % 2 == 0), true),
        });
    }
}
