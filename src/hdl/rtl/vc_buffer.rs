//! VC buffer of D slots of W bits, both chosen at run time; the twin of
//! `router::vc_buffer::VcBuffer`: a circular FIFO with head, tail and count registers.
//!
//! ```text
//!              ┌─────────────────────────────────────┐
//!  write ─────►│ slots[D] (W bits each)              │──► front (W bits, slot `head`)
//!  flit_in ───►│ slot[tail] <= flit_in on write      │──► valid (count != 0)
//!  read ──────►│ head, tail: PW bits, wrap at D - 1  │──► count (CW bits)
//!              │ count_reg: CW bits, +write -read    │
//!              └─────────────────────────────────────┘
//! ```
//! State: `slots`, a RAM of D x W bits without reset (`Ram`, module `ftr_vc_slots`: LUT RAM
//! on an FPGA); registers `head` and `tail` (PW = clog2(D) bits) and `count_reg`
//! (CW = clog2(D + 1) bits), zero at reset. `front` is slot `head` whatever the count
//! (stale when empty: `valid` says whether it holds a flit). `read` is given only while
//! `valid` (SA's request needs it), so it is not guarded again: that AND would stand after
//! SA's grant; credit flow control never writes a full buffer (the native twin stops the run
//! if it does).
//!
//! `poison` closes the packet a cut link split (`Router::cut_input`, docs/hdl.md, "Faults
//! during a run"): at the edge, after the read, the last flit written (slot `tail - 1`)
//! becomes a tail when the buffer still holds flits (`closed` and `closed_slot` remember the
//! slot, and `front` reads it with its tail bit set, cheaper than a write into the slot
//! RAM); otherwise, when the worm holds its output VC after the edge (`active`, and the front
//! is not a tail that leaves), `copy` (the last flit
//! made a tail, one flit further: `TailCopy`) is written at `tail`. The cut link writes
//! nothing at that edge. Registers beyond the FIFO's: `closed` (1) and `closed_slot` (PW).

use rust_hdl_core::prelude::*;

use super::ram::Ram;
use super::{ModuleKind, Param, Reg, Wire};
use crate::bits::clog2;

#[derive(LogicBlock)]
pub struct VcBuffer {
    kind: ModuleKind,
    /// Write `flit_in` into slot `tail` at the clock edge.
    pub write: Signal<In, Bit>,
    /// The flit to write (W bits).
    pub flit_in: Wire<In>,
    /// The front flit leaves at the clock edge (only while `valid`).
    pub read: Signal<In, Bit>,
    /// The front flit (W bits): slot `head`.
    pub front: Wire<Out>,
    /// The flit behind the front (W bits): slot `head + 1`, which RC reads when the front,
    /// a tail, leaves (meaningful when `count` >= 2).
    pub second: Wire<Out>,
    /// The buffer holds at least one flit.
    pub valid: Signal<Out, Bit>,
    /// `valid` after the edge (the register's input).
    pub valid_next: Signal<Out, Bit>,
    /// Flits held (CW bits).
    pub count: Wire<Out>,
    /// Close a cut packet at the edge: mark the last flit written a tail, or write `copy`
    /// (module comment).
    pub poison: Signal<In, Bit>,
    /// The worm holds its output VC now (its VC is active).
    pub active: Signal<In, Bit>,
    pub copy: Wire<In>,
    /// The slots: a RAM without reset, written at `tail`, read at `head` and `head + 1`.
    slots: Ram,
    closed: Reg,
    closed_slot: Reg,
    head: Reg,
    tail: Reg,
    count_reg: Reg,
    /// The buffer holds a flit: its own register (the count's reduction would otherwise
    /// stand in front of SA's requests and RC).
    valid_reg: Reg,
    /// D - 1: the slot after which a pointer wraps to 0.
    last_slot: Param,
    /// Slot `tail - 1`, `tail + 1`; `poison` appends `copy`, a write at `tail` (BW or the
    /// copy), without and with a read at this edge; the front is the closed slot; what the
    /// slot at `tail` takes; the tail bit of a stored flit.
    prev: Wire<Local>,
    next_tail: Wire<Local>,
    append: Signal<Local, Bit>,
    put: Signal<Local, Bit>,
    append_read: Signal<Local, Bit>,
    put_read: Signal<Local, Bit>,
    closed_front: Signal<Local, Bit>,
    one: Param,
    put_flit: Wire<Local>,
    /// The slot at `tail` takes `put_flit` (a write, or any poison while not full); D.
    fill: Signal<Local, Bit>,
    full: Param,
    /// Slot `head + 1`, wrapping.
    next_head: Wire<Local>,
    tail_bit: Param,
}

impl VcBuffer {
    pub fn new(depth: usize, flit_bits: usize) -> VcBuffer {
        // One slot would need a 0-bit pointer.
        assert!((2..=64).contains(&depth), "2 to 64 slots, not {depth}");
        assert!(
            (1..=512).contains(&flit_bits),
            "flits of 1 to 512 bits, not {flit_bits}"
        );
        let pw = clog2(depth) as usize;
        let cw = clog2(depth + 1) as usize;
        VcBuffer {
            kind: ModuleKind::new(
                "ftr_vc_buffer",
                "VC buffer: a circular FIFO of flit slots; write puts flit_in at tail, read\n\
                 takes the front (slot head) away; count and valid from the count register.",
            ),
            write: Default::default(),
            flit_in: Wire::new(flit_bits),
            read: Default::default(),
            front: Wire::new(flit_bits),
            second: Wire::new(flit_bits),
            valid: Default::default(),
            valid_next: Default::default(),
            count: Wire::new(cw),
            poison: Default::default(),
            active: Default::default(),
            copy: Wire::new(flit_bits),
            slots: Ram::new(
                ModuleKind::new(
                    "ftr_vc_slots",
                    "The VC buffer's flit slots: written at tail, read at head and head + 1.",
                ),
                depth,
                flit_bits,
                2,
            ),
            closed: Reg::new(1, 0),
            closed_slot: Reg::new(pw, 0),
            head: Reg::new(pw, 0),
            tail: Reg::new(pw, 0),
            count_reg: Reg::new(cw, 0),
            valid_reg: Reg::new(1, 0),
            last_slot: Param::new(pw, depth as u64 - 1),
            prev: Wire::new(pw),
            next_tail: Wire::new(pw),
            append: Default::default(),
            put: Default::default(),
            append_read: Default::default(),
            put_read: Default::default(),
            closed_front: Default::default(),
            one: Param::new(cw, 1),
            put_flit: Wire::new(flit_bits),
            fill: Default::default(),
            full: Param::new(cw, depth as u64),
            next_head: Wire::new(pw),
            tail_bit: Param::new(flit_bits, if flit_bits >= 2 { 2 } else { 0 }),
        }
    }

    /// (head, tail) pointers (for reset checks and waveforms).
    pub fn pointers(&self) -> (usize, usize) {
        (self.head.q.val().index(), self.tail.q.val().index())
    }
}

crate::stateful!(VcBuffer: slots, closed, closed_slot, head, tail, count_reg, valid_reg);

impl Logic for VcBuffer {
    #[hdl_gen]
    fn update(&mut self) {
        self.count.next = self.count_reg.q.val();
        self.valid.next = self.valid_reg.q.val().any();
        if self.tail.q.val().any() {
            self.prev.next = self.tail.q.val() - 1;
        } else {
            self.prev.next = self.last_slot.val();
        }
        if self.tail.q.val() == self.last_slot.val() {
            self.next_tail.next = 0.into();
        } else {
            self.next_tail.next = self.tail.q.val() + 1;
        }
        if self.head.q.val() == self.last_slot.val() {
            self.next_head.next = 0.into();
        } else {
            self.next_head.next = self.head.q.val() + 1;
        }
        // The slot at `tail` is written on a poison whether or not the copy is appended
        // (that waits for this cycle's read); while the buffer is not full that slot holds no
        // flit, and the cut link writes nothing at that edge, so the slots' write does not
        // wait for SA.
        self.fill.next =
            self.write.val() | (self.poison.val() & (self.count_reg.q.val() != self.full.val()));
        self.put_flit.next = self.flit_in.val();
        if self.poison.val() {
            self.put_flit.next = self.copy.val();
        }
        self.slots.read_addr[0].next = self.head.q.val();
        self.slots.read_addr[1].next = self.next_head.val();
        self.front.next = self.slots.read_data[0].val();
        self.second.next = self.slots.read_data[1].val();
        self.slots.write_enable.next = self.fill.val().into();
        self.slots.write_addr.next = self.tail.q.val();
        self.slots.write_data.next = self.put_flit.val();
        // The closed slot reads as a tail until it leaves.
        self.closed_front.next =
            self.closed.q.val().any() & (self.head.q.val() == self.closed_slot.q.val());
        if self.closed_front.val() {
            self.front.next = self.front.val() | self.tail_bit.val();
        }

        // Every register's next value twice, without and with this cycle's read, so that
        // the read (SA's grant, the latest signal) only selects between them. A poison
        // appends the copy when the buffer is empty after the edge and the worm still holds
        // its output VC (a front tail that leaves releases it), and closes the last flit
        // written when flits remain.
        self.append.next = self.poison.val() & self.active.val() & !self.count_reg.q.val().any();
        self.put.next = self.write.val() | self.append.val();
        self.append_read.next = self.poison.val()
            & self.active.val()
            & !(self.front.val() & self.tail_bit.val()).any()
            & (self.count_reg.q.val() == self.one.val());
        self.put_read.next = self.write.val() | self.append_read.val();
        self.head.d.next = self.head.q.val();
        self.tail.d.next = self.tail.q.val();
        self.count_reg.d.next = self.count_reg.q.val();
        self.valid_reg.d.next = (self.put.val() | self.count_reg.q.val().any()).into();
        if self.put.val() {
            self.tail.d.next = self.next_tail.val();
            self.count_reg.d.next = self.count_reg.q.val() + 1;
        }
        self.closed.d.next = self.closed.q.val();
        self.closed_slot.d.next = self.closed_slot.q.val();
        if self.poison.val() & self.count_reg.q.val().any() {
            self.closed.d.next = 1.into();
            self.closed_slot.d.next = self.prev.val();
        }
        if self.read.val() {
            self.head.d.next = self.next_head.val();
            self.tail.d.next = self.tail.q.val();
            self.count_reg.d.next = self.count_reg.q.val() - 1;
            self.valid_reg.d.next =
                (self.put_read.val() | (self.count_reg.q.val() > self.one.val())).into();
            if self.put_read.val() {
                self.tail.d.next = self.next_tail.val();
                self.count_reg.d.next = self.count_reg.q.val();
            }
            if self.closed_front.val() {
                self.closed.d.next = 0.into();
            }
            self.closed_slot.d.next = self.closed_slot.q.val();
            if self.poison.val() & (self.count_reg.q.val() >> 1).any() {
                self.closed.d.next = 1.into();
                self.closed_slot.d.next = self.prev.val();
            }
        }
        self.valid_next.next = self.valid_reg.d.val().any();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{Value, clock_edge, emit, settle, start};
    use crate::router::flit::Flit;
    use crate::router::vc_buffer::VcBuffer as Native;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A random value of `bits` bits.
    fn random_value(rng: &mut StdRng, bits: usize) -> Value {
        let b: Vec<bool> = (0..bits).map(|_| rng.r#gen()).collect();
        Value::from_bits(&b)
    }

    /// Drive both buffers; `stimulus(cycle, count)` gives (payload to write, read) and keeps
    /// the protocol (no write into a full buffer: credits forbid it). The native buffer holds
    /// `Flit`s whose `packet` numbers the payloads written (its wire image stops at 128 bits;
    /// the tag carries any width). Every cycle the front, the valid bit and the count agree.
    fn lockstep(
        depth: usize,
        bits: usize,
        cycles: usize,
        mut stimulus: impl FnMut(usize, usize) -> (Option<Value>, bool),
    ) {
        let mut hw = start(VcBuffer::new(depth, bits));
        let mut sw = Native::new(depth);
        assert_eq!(hw.count.width(), sw.count_bits() as usize);
        assert_eq!(hw.head.q.width(), sw.pointer_bits() as usize);
        let mut payloads: Vec<Value> = vec![];
        for t in 0..cycles {
            let (write, read) = stimulus(t, sw.len());
            hw.write.next = write.is_some();
            hw.flit_in.next = write.unwrap_or(Value::zero(bits));
            hw.read.next = read;
            settle(&mut hw);
            let at = format!("D {depth} W {bits} cycle {t}");
            assert_eq!(hw.count.val().index(), sw.len(), "{at}: count");
            assert_eq!(hw.valid.val(), !sw.is_empty(), "{at}: valid");
            if let Some(f) = sw.front() {
                assert_eq!(hw.front.val(), payloads[f.packet as usize], "{at}: front");
            }
            clock_edge(&mut hw, false);
            // Native order: the front leaves, then the new flit lands (room was checked by
            // the stimulus before the read).
            if read && !sw.is_empty() {
                sw.pop();
            }
            if let Some(v) = write {
                sw.write(&Flit {
                    packet: payloads.len() as u32,
                    ..Flit::default()
                });
                payloads.push(v);
            }
        }
    }

    #[test]
    fn random_traffic_matches_the_native_buffer_at_every_size() {
        for (depth, bits) in [
            (2, 1),
            (3, 32),
            (5, 67),
            (8, 68),
            (16, 130),
            (64, 300),
            (4, 512),
        ] {
            let mut rng = StdRng::seed_from_u64((depth * 1000 + bits) as u64);
            // Phases that fill, drain and hover.
            lockstep(depth, bits, 2000, |t, n| {
                let p_write = [0.8, 0.2, 0.5][t / 150 % 3];
                let w = (n < depth && rng.gen_bool(p_write)).then(|| random_value(&mut rng, bits));
                (w, n > 0 && rng.gen_bool(1.0 - p_write))
            });
        }
    }

    #[test]
    fn directed_fill_drain_and_refill_match_the_native_buffer() {
        let v = |k: usize| Value::new(67, k as u64) << 60;
        // Fill to full, read and write together at full, drain, refill while reading.
        lockstep(4, 67, 20, |t, n| match t {
            0..4 => (Some(v(t)), false),
            4..7 => (Some(v(t)), n == 4),
            7..12 => (None, n > 0),
            _ => (Some(v(t)).filter(|_| t % 2 == 0), n > 0),
        });
    }

    #[test]
    fn reset_mid_run_empties_the_buffer() {
        let mut hw = start(VcBuffer::new(5, 67));
        hw.write.next = true;
        hw.flit_in.next = Value::new(67, 0xabc);
        for _ in 0..3 {
            clock_edge(&mut hw, false);
        }
        hw.write.next = false;
        hw.read.next = true;
        clock_edge(&mut hw, false);
        assert_eq!(hw.pointers(), (1, 3));
        assert_eq!(hw.count.val().index(), 2);
        // Reset wins over the read still asserted.
        clock_edge(&mut hw, true);
        assert_eq!(hw.pointers(), (0, 0));
        assert_eq!(hw.count.val().index(), 0);
        assert!(!hw.valid.val());
        // The slots have no reset: the front is the stale slot 0, which `valid` disowns.
        assert_eq!(hw.front.val().to_u64(), 0xabc, "slots keep their words");
        // The next flit lands in slot 0 and is the front.
        hw.read.next = false;
        hw.write.next = true;
        hw.flit_in.next = Value::new(67, 0x123);
        clock_edge(&mut hw, false);
        assert_eq!(hw.pointers(), (0, 1));
        assert_eq!(hw.front.val().to_u64(), 0x123);
    }

    #[test]
    fn widths_in_the_verilog_are_those_of_the_configuration() {
        for (depth, bits, pw, cw) in [
            (3, 32, 2, 2),
            (5, 67, 3, 3),
            (16, 130, 4, 5),
            (64, 300, 6, 7),
        ] {
            let v = emit(&VcBuffer::new(depth, bits)).verilog();
            let (w, p, c) = (bits - 1, pw - 1, cw - 1);
            assert!(v.contains("module ftr_vc_buffer("), "{v}");
            assert!(v.contains(&format!("input wire [{w}:0] flit_in")), "{v}");
            assert!(v.contains(&format!("output reg [{w}:0] front")), "{v}");
            assert!(v.contains(&format!("output reg [{c}:0] count")), "{v}");
            assert!(v.contains(&format!("reg [{p}:0] head__q;")), "{v}");
            assert!(v.contains(&format!("reg [{p}:0] tail__q;")), "{v}");
            assert!(v.contains(&format!("reg [{c}:0] count_reg__q;")), "{v}");
            // The slots are one array of D words, not D registers.
            assert!(
                v.contains(&format!("reg [{w}:0] words_ram [0:{}];", depth - 1)),
                "{v}"
            );
            assert!(!v.contains("slots__0__q"), "{v}");
            assert!(
                v.contains(&format!(
                    "parameter [{p}:0] last_slot = {pw}'h{:x};",
                    depth - 1
                )),
                "{v}"
            );
        }
    }
}

#[cfg(test)]
mod tool_tests {
    use super::VcBuffer;
    use crate::bits::clog2;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::emit;

    /// Flip-flop cells of a `stat` log whose type starts with `prefix` (`$_DFF` have no
    /// reset, `$_SDFF` a synchronous one).
    fn flip_flops_of(log: &str, prefix: &str) -> usize {
        let stat = &log[log.rfind("Number of cells").expect("a stat in the log")..];
        stat.lines()
            .filter_map(|l| {
                let mut words = l.split_whitespace();
                let (cell, n) = (words.next()?, words.next()?);
                cell.starts_with(prefix).then(|| n.parse::<usize>().ok())?
            })
            .sum()
    }

    /// Yosys, Icarus and Verilator accept the buffer; the slots are flip-flops without reset
    /// (the RAM mapped to logic), the rest are the two pointers, the count, its nonzero flag
    /// and the closed slot (a flit without a tail bit has none), with a reset.
    #[test]
    fn the_tools_accept_every_size() {
        let tmp = scratch("rtl-vc-buffer");
        for (depth, bits) in [(2, 1), (3, 32), (5, 67), (8, 68)] {
            let dir = tmp.join(format!("d{depth}w{bits}"));
            let report = check_with_tools(&emit(&VcBuffer::new(depth, bits)), &dir).unwrap();
            eprintln!(
                "VC buffer D {depth} W {bits}: {} flip-flops, {} cells",
                report.synth.flip_flops, report.synth.cells
            );
            let closed = if bits >= 2 {
                1 + clog2(depth) as usize
            } else {
                0
            };
            let pw = clog2(depth) as usize;
            let control = 2 * pw + clog2(depth + 1) as usize + 1 + closed;
            let log = &report.synth.log;
            assert_eq!(
                flip_flops_of(log, "$_DFF"),
                depth * bits,
                "D {depth} W {bits}"
            );
            // Yosys may fold a pointer into a read port and keep a copy of it there.
            let resetting = flip_flops_of(log, "$_SDFF");
            assert!(
                (control..=control + pw).contains(&resetting),
                "D {depth} W {bits}: {resetting} flip-flops with reset, {control} expected"
            );
            assert_eq!(report.synth.flip_flops, depth * bits + resetting);
        }
    }
}
