//! Crossbar in rust-hdl, the twin of `router::crossbar::Crossbar`: PORTS = P + 1 outputs,
//! each a PORTS-way multiplexer on W-bit flits, latched into an output register (ST stage).
//!
//! ```text
//!                ┌───────────────────────────────────────┐
//!  flit_in[PORTS]│ out o: for each i, sel[o] == i ─►      │──► flit_out[PORTS] (W bits)
//!  in_valid ────►│   flit_in[i] if sel_valid[o] and      │──► out_valid       (PORTS bits)
//!  sel[PORTS] ──►│   in_valid[i], else 0                 │
//!  sel_valid ───►│ out regs (W bits each) + valid reg    │
//!  clock ───────►└───────────────────────────────────────┘
//! ```
//! Registers: `out[o]` (W bits each) and `valid` (PORTS bits), reset 0. An idle output
//! carries zeros, so an output's data bits are defined every cycle (the native twin's None
//! is valid = 0, data = 0).
//!
//! Const generics: PORTS (P + 1), SW = clog2(PORTS) select bits, W flit bits (1 to 128).
//! The select is the crossbar idiom of shared/notes/rust-hdl.md: a comparison per input,
//! since indexing an array by a signal does not generate Verilog.

use super::prelude::*;
use super::sim::Clocked;
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlCrossbar<const PORTS: usize, const SW: usize, const W: usize> {
    /// Flit offered on each input (W bits).
    pub flit_in: [Signal<In, Bits<W>>; PORTS],
    /// Bit i: input i carries a flit this cycle.
    pub in_valid: Signal<In, Bits<PORTS>>,
    /// Per output: the input it takes (SW bits).
    pub sel: [Signal<In, Bits<SW>>; PORTS],
    /// Bit o: output o's select is valid (switch allocation granted it).
    pub sel_valid: Signal<In, Bits<PORTS>>,
    /// Clock; the output registers latch on its rising edge.
    pub clock: Signal<In, Clock>,
    /// Flit on each output (W bits), from the output register; 0 when idle.
    pub flit_out: [Signal<Out, Bits<W>>; PORTS],
    /// Bit o: output o carries a flit, from the valid register.
    pub out_valid: Signal<Out, Bits<PORTS>>,
    out_reg: [DFF<Bits<W>>; PORTS],
    valid_reg: DFF<Bits<PORTS>>,
    /// Next valid bits, gathered here: a child's input reads back its old value in
    /// rust-hdl's simulator but the new one in Verilog.
    valid_next: Signal<Local, Bits<PORTS>>,
}

impl<const PORTS: usize, const SW: usize, const W: usize> HdlCrossbar<PORTS, SW, W> {
    pub fn new() -> Self {
        assert!(PORTS >= 2, "at least 2 ports");
        assert_eq!(SW, clog2(PORTS) as usize, "SW must be clog2(PORTS)");
        assert!((1..=128).contains(&W), "flits of 1 to 128 bits");
        HdlCrossbar {
            flit_in: std::array::from_fn(|_| Default::default()),
            in_valid: Default::default(),
            sel: std::array::from_fn(|_| Default::default()),
            sel_valid: Default::default(),
            clock: Default::default(),
            flit_out: std::array::from_fn(|_| Default::default()),
            out_valid: Default::default(),
            out_reg: std::array::from_fn(|_| Default::default()),
            valid_reg: Default::default(),
            valid_next: Default::default(),
        }
    }
}

impl<const PORTS: usize, const SW: usize, const W: usize> Default for HdlCrossbar<PORTS, SW, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const PORTS: usize, const SW: usize, const W: usize> Logic for HdlCrossbar<PORTS, SW, W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.valid_reg.clock.next = self.clock.val();
        self.valid_next.next = 0.into();
        for o in 0..PORTS {
            self.out_reg[o].clock.next = self.clock.val();
            self.out_reg[o].d.next = 0.into();
            self.flit_out[o].next = self.out_reg[o].q.val();
            for i in 0..PORTS {
                if (self.sel[o].val().index() == i)
                    & self.sel_valid.val().get_bit(o)
                    & self.in_valid.val().get_bit(i)
                {
                    self.out_reg[o].d.next = self.flit_in[i].val();
                    self.valid_next.next = self.valid_next.val().replace_bit(o, true);
                }
            }
        }
        self.valid_reg.d.next = self.valid_next.val();
        self.out_valid.next = self.valid_reg.q.val();
    }
}

impl<const PORTS: usize, const SW: usize, const W: usize> Clocked for HdlCrossbar<PORTS, SW, W> {
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{clock_edge, settle, start};
    use crate::router::crossbar::Crossbar;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// One cycle's stimulus: per input a flit or None, per output a select or None.
    type Stimulus = (Vec<Option<u128>>, Vec<Option<u8>>);

    fn lockstep<const PORTS: usize, const SW: usize, const W: usize>(
        cycles: usize,
        mut stimulus: impl FnMut(usize) -> Stimulus,
    ) {
        let mut hw = start(HdlCrossbar::<PORTS, SW, W>::new());
        let mut sw = Crossbar::new(PORTS, W as u32);
        for t in 0..cycles {
            let (flits, sel) = stimulus(t);
            let mut in_valid = 0u64;
            let mut sel_valid = 0u64;
            for i in 0..PORTS {
                hw.flit_in[i].next = flits[i].unwrap_or(0).to_bits();
                in_valid |= u64::from(flits[i].is_some()) << i;
                hw.sel[i].next = u64::from(sel[i].unwrap_or(0)).to_bits();
                sel_valid |= u64::from(sel[i].is_some()) << i;
            }
            hw.in_valid.next = in_valid.to_bits();
            hw.sel_valid.next = sel_valid.to_bits();
            settle(&mut hw);
            let out = sw.comb(&flits, &sel);
            for (o, f) in out.iter().enumerate() {
                assert_eq!(
                    hw.out_valid.val().get_bit(o),
                    f.is_some(),
                    "cycle {t}: valid {o}"
                );
                assert_eq!(
                    hw.flit_out[o].val().to_u128(),
                    f.unwrap_or(0),
                    "cycle {t}: out {o}"
                );
            }
            clock_edge(&mut hw);
            sw.tick();
        }
    }

    fn random_cycle(rng: &mut StdRng, ports: usize, width: u32) -> Stimulus {
        let mask = if width == 128 {
            u128::MAX
        } else {
            (1 << width) - 1
        };
        let flits = (0..ports)
            .map(|_| rng.gen_bool(0.7).then(|| rng.r#gen::<u128>() & mask))
            .collect();
        let sel = (0..ports)
            .map(|_| rng.gen_bool(0.7).then(|| rng.gen_range(0..ports as u8)))
            .collect();
        (flits, sel)
    }

    #[test]
    fn random_traffic_matches_the_native_crossbar() {
        // A 2-D torus router: P + 1 = 5 ports, 68-bit flits (2 + 2 + 64, FlitFormat default).
        let mut rng = StdRng::seed_from_u64(36);
        lockstep::<5, 3, 68>(2000, |_| random_cycle(&mut rng, 5, 68));
        // A power of two and a narrow flit; and 128 bits, the widest wire image.
        let mut rng = StdRng::seed_from_u64(37);
        lockstep::<4, 2, 8>(2000, |_| random_cycle(&mut rng, 4, 8));
        let mut rng = StdRng::seed_from_u64(38);
        lockstep::<3, 2, 128>(500, |_| random_cycle(&mut rng, 3, 128));
    }

    #[test]
    fn directed_permutations_and_broadcast_match_the_native_crossbar() {
        let flit = |i: usize| Some(0xF_00D0_0000_0000_0000_u128 | i as u128);
        lockstep::<5, 3, 68>(25, |t| {
            let flits = (0..5).map(flit).collect();
            let sel = match t % 5 {
                // Rotations, identity, broadcast of input 4, nothing.
                0 => (0..5).map(|o| Some(((o + t / 5) % 5) as u8)).collect(),
                1 => (0..5).map(|o| Some(o as u8)).collect(),
                2 => vec![Some(4); 5],
                3 => vec![None; 5],
                _ => (0..5).map(|o| Some(4 - o as u8)).collect(),
            };
            (flits, sel)
        });
    }
}
