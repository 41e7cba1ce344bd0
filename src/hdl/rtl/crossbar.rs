//! Crossbar of P ports on W-bit flits, both chosen at run time; the twin of
//! `router::crossbar`: per output a P-way multiplexer latched into an output
//! register (the ST stage).
//!
//! ```text
//!                ┌───────────────────────────────────────┐
//!  flit_in[P] ──►│ out o: for each i, sel[o] == i ─►      │──► flit_out[P] (W bits)
//!  in_valid ────►│   flit_in[i] if sel_valid[o] and      │──► out_valid   (P bits)
//!  sel[P] ──────►│   in_valid[i], else 0                 │
//!  sel_valid ───►│ out_reg[P] (W bits) + valid_reg (P)   │
//!                └───────────────────────────────────────┘
//! ```
//! Registers: `out_reg[o]` (W bits each) and `valid_reg` (P bits), reset 0. An idle output
//! carries zeros, so an output's data bits are defined every cycle (the native twin's None
//! is valid = 0, data = 0). The select is a comparison per input: indexing an array by a
//! signal does not generate Verilog.

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Reg, Wire};

#[derive(LogicBlock)]
pub struct Crossbar {
    kind: ModuleKind,
    /// Flit offered on each input (W bits).
    pub flit_in: Vec<Wire<In>>,
    /// Bit i: input i carries a flit this cycle (P bits).
    pub in_valid: Wire<In>,
    /// Per output: the input it takes (clog2 P bits).
    pub sel: Vec<Wire<In>>,
    /// Bit o: output o's select is valid (switch allocation granted it).
    pub sel_valid: Wire<In>,
    /// Flit on each output (W bits), from the output register; 0 when idle.
    pub flit_out: Vec<Wire<Out>>,
    /// Bit o: output o carries a flit, from the valid register.
    pub out_valid: Wire<Out>,
    out_reg: Vec<Reg>,
    valid_reg: Reg,
    _ports: usize,
}

impl Crossbar {
    pub fn new(ports: usize, flit_bits: usize) -> Crossbar {
        // `in_valid` and `sel_valid` are one bit per port.
        assert!((2..=64).contains(&ports), "2 to 64 ports, not {ports}");
        assert!(
            (1..=512).contains(&flit_bits),
            "flits of 1 to 512 bits, not {flit_bits}"
        );
        Crossbar {
            kind: ModuleKind::new(
                "ftr_crossbar",
                "Crossbar (ST stage): output o latches flit_in[sel[o]] when sel_valid[o] and\n\
                 in_valid[sel[o]], else zeros; outputs come from the registers.",
            ),
            flit_in: Wire::many(ports, flit_bits),
            in_valid: Wire::new(ports),
            sel: Wire::many(ports, index_bits(ports)),
            sel_valid: Wire::new(ports),
            flit_out: Wire::many(ports, flit_bits),
            out_valid: Wire::new(ports),
            out_reg: Reg::many(ports, flit_bits, 0),
            valid_reg: Reg::new(ports, 0),
            _ports: ports,
        }
    }
}

crate::stateful!(Crossbar: out_reg, valid_reg);

impl Logic for Crossbar {
    #[hdl_gen]
    fn update(&mut self) {
        self.valid_reg.d.next = 0.into();
        for o in 0..self._ports {
            self.out_reg[o].d.next = 0.into();
            self.flit_out[o].next = self.out_reg[o].q.val();
            for i in 0..self._ports {
                if (self.sel[o].val().index() == i)
                    & self.sel_valid.val().get_bit(o)
                    & self.in_valid.val().get_bit(i)
                {
                    self.out_reg[o].d.next = self.flit_in[i].val();
                    self.valid_reg.d.next = self.valid_reg.d.val().replace_bit(o, true);
                }
            }
        }
        self.out_valid.next = self.valid_reg.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{Value, clock_edge, emit, settle, start};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// One cycle's stimulus: per input a flit or None, per output a select or None.
    type Stimulus = (Vec<Option<Value>>, Vec<Option<u8>>);

    fn lockstep(
        ports: usize,
        bits: usize,
        cycles: usize,
        mut stimulus: impl FnMut(usize) -> Stimulus,
    ) {
        let mut hw = start(Crossbar::new(ports, bits));
        assert_eq!(hw.sel[0].width(), crate::bits::clog2(ports).max(1) as usize);
        // The block's definition: output o's register takes the flit on input sel[o] (None:
        // no flit) at each edge.
        let mut out: Vec<Option<Value>> = vec![None; ports];
        for t in 0..cycles {
            let (flits, sel) = stimulus(t);
            let mut in_valid = Value::zero(ports);
            let mut sel_valid = Value::zero(ports);
            for i in 0..ports {
                hw.flit_in[i].next = flits[i].unwrap_or(Value::zero(bits));
                in_valid = in_valid.replace_bit(i, flits[i].is_some());
                hw.sel[i].next = Value::new(64, u64::from(sel[i].unwrap_or(0)));
                sel_valid = sel_valid.replace_bit(i, sel[i].is_some());
            }
            hw.in_valid.next = in_valid;
            hw.sel_valid.next = sel_valid;
            settle(&mut hw);
            for (o, f) in out.iter().enumerate() {
                let at = format!("P {ports} W {bits} cycle {t} out {o}");
                assert_eq!(hw.out_valid.val().get_bit(o), f.is_some(), "{at}: valid");
                assert_eq!(hw.flit_out[o].val(), f.unwrap_or(Value::zero(bits)), "{at}");
            }
            clock_edge(&mut hw, false);
            out = sel
                .iter()
                .map(|s| s.and_then(|i| flits[i as usize]))
                .collect();
        }
    }

    fn random_cycle(rng: &mut StdRng, ports: usize, bits: usize) -> Stimulus {
        let flits = (0..ports)
            .map(|_| {
                rng.gen_bool(0.7).then(|| {
                    let b: Vec<bool> = (0..bits).map(|_| rng.r#gen()).collect();
                    Value::from_bits(&b)
                })
            })
            .collect();
        let sel = (0..ports)
            .map(|_| rng.gen_bool(0.7).then(|| rng.gen_range(0..ports as u8)))
            .collect();
        (flits, sel)
    }

    #[test]
    fn random_traffic_matches_the_registered_mux_at_every_size() {
        // 5 ports and 68 bits: a 2-D torus router with the default flit format.
        for (ports, bits) in [
            (2, 1),
            (3, 32),
            (5, 68),
            (7, 67),
            (11, 130),
            (16, 300),
            (4, 512),
        ] {
            let mut rng = StdRng::seed_from_u64((ports * 1000 + bits) as u64);
            lockstep(ports, bits, 600, |_| random_cycle(&mut rng, ports, bits));
        }
    }

    #[test]
    fn directed_permutations_and_broadcast_match_the_native_crossbar() {
        let flit =
            |i: usize| Some(Value::new(68, 0xF) << 64 | Value::new(68, 0xD000_0000 | i as u64));
        lockstep(5, 68, 25, |t| {
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

    #[test]
    fn reset_mid_run_clears_the_outputs() {
        let mut hw = start(Crossbar::new(3, 67));
        for i in 0..3 {
            hw.flit_in[i].next = Value::new(67, 0x100 + i as u64);
            hw.sel[i].next = Value::new(2, (2 - i) as u64);
        }
        hw.in_valid.next = Value::new(3, 0b111);
        hw.sel_valid.next = Value::new(3, 0b111);
        clock_edge(&mut hw, false);
        assert_eq!(hw.out_valid.val().to_u64(), 0b111);
        assert_eq!(hw.flit_out[0].val().to_u64(), 0x102);
        // Reset wins over the selects still asserted.
        clock_edge(&mut hw, true);
        assert_eq!(hw.out_valid.val().to_u64(), 0);
        for o in 0..3 {
            assert_eq!(hw.flit_out[o].val(), Value::zero(67), "out {o}");
        }
        clock_edge(&mut hw, false);
        assert_eq!(hw.flit_out[2].val().to_u64(), 0x100, "traffic resumes");
    }

    #[test]
    fn widths_in_the_verilog_are_those_of_the_configuration() {
        for (ports, bits, sw) in [
            (3, 32, 2),
            (5, 68, 3),
            (7, 67, 3),
            (11, 130, 4),
            (16, 300, 4),
        ] {
            let v = emit(&Crossbar::new(ports, bits)).verilog();
            let (w, p, s, last) = (bits - 1, ports - 1, sw - 1, ports - 1);
            assert!(v.contains("module ftr_crossbar("), "{v}");
            assert!(
                v.contains(&format!("input wire [{w}:0] flit_in__{last}")),
                "{v}"
            );
            assert!(
                v.contains(&format!("input wire [{s}:0] sel__{last}")),
                "{v}"
            );
            assert!(v.contains(&format!("input wire [{p}:0] in_valid")), "{v}");
            assert!(v.contains(&format!("input wire [{p}:0] sel_valid")), "{v}");
            assert!(
                v.contains(&format!("output reg [{w}:0] flit_out__{last}")),
                "{v}"
            );
            assert!(v.contains(&format!("output reg [{p}:0] out_valid")), "{v}");
            assert!(
                v.contains(&format!("reg [{w}:0] out_reg__{last}__q;")),
                "{v}"
            );
            assert!(v.contains(&format!("reg [{p}:0] valid_reg__q;")), "{v}");
            assert!(!v.contains(&format!("flit_in__{ports}")), "{v}");
        }
    }
}

#[cfg(test)]
mod tool_tests {
    use super::Crossbar;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::emit;

    /// Yosys, Icarus and Verilator accept the crossbar; the flip-flops are exactly the output
    /// registers and their valid bits.
    #[test]
    fn the_tools_accept_every_size() {
        let tmp = scratch("rtl-crossbar");
        for (ports, bits) in [(2, 1), (3, 32), (5, 68), (7, 67)] {
            let dir = tmp.join(format!("p{ports}w{bits}"));
            let report = check_with_tools(&emit(&Crossbar::new(ports, bits)), &dir).unwrap();
            eprintln!(
                "crossbar P {ports} W {bits}: {} flip-flops, {} cells",
                report.synth.flip_flops, report.synth.cells
            );
            assert_eq!(
                report.synth.flip_flops,
                ports * (bits + 1),
                "P {ports} W {bits}"
            );
        }
    }
}
