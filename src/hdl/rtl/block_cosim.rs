//! Co-simulation of any rtl block against its own Verilog: the Rust simulation records, every
//! cycle, the block's top-level inputs (with `reset`) and outputs as vectors
//! (`hdl::testbench::Vectors`); the emitted design, as it is, replays them in Icarus
//! and every output must match bit for bit. The emitter and rust-hdl's Verilog generation are
//! checked this way on each block, before any router is assembled from them.

use std::path::Path;

use rust_hdl_core::atom::{Atom, AtomKind};
use rust_hdl_core::block::Block;
use rust_hdl_core::probe::Probe;
use rust_hdl_core::synth::VCDValue;

use super::{Design, Stateful, Value, clock_edge, settle};
use crate::hdl::testbench::{CosimReport, Port, Vectors};
use crate::hdl::tools;
use crate::{Error, Result};

/// A top-level port's name, width, direction and current value.
struct PortValue {
    name: String,
    bits: usize,
    input: bool,
    value: Value,
}

#[derive(Default)]
struct TopPorts {
    depth: usize,
    ports: Vec<PortValue>,
}

/// The value an atom shows (its VCD image, any width): a hex string for our `Wire`s,
/// a bit or a bit vector for rust-hdl's own signals.
fn value_of(atom: &dyn Atom) -> Value {
    let width = atom.bits();
    let bits_msb_first: Vec<bool> = match atom.vcd() {
        VCDValue::String(hex) => hex
            .chars()
            .flat_map(|c| {
                let d = c.to_digit(16).unwrap_or(0);
                (0..4).rev().map(move |b| d >> b & 1 == 1)
            })
            .collect(),
        VCDValue::Single(v) => vec![format!("{v}") == "1"],
        VCDValue::Vector(bits) => bits.iter().map(|b| format!("{b}") == "1").collect(),
        _ => Vec::new(),
    };
    let lsb_first: Vec<bool> = bits_msb_first.into_iter().rev().take(width).collect();
    Value::from_bits(&lsb_first).resize(width)
}

impl Probe for TopPorts {
    fn visit_start_scope(&mut self, _name: &str, _node: &dyn Block) {
        self.depth += 1;
    }
    fn visit_atom(&mut self, name: &str, atom: &dyn Atom) {
        let input = atom.kind() == AtomKind::InputParameter;
        if self.depth == 1 && (input || atom.kind() == AtomKind::OutputParameter) {
            self.ports.push(PortValue {
                name: super::emit::plain(name),
                bits: atom.bits(),
                input,
                value: value_of(atom),
            });
        }
    }
    fn visit_end_scope(&mut self, _name: &str, _node: &dyn Block) {
        self.depth -= 1;
    }
}

fn top_ports<B: Block>(uut: &B) -> Vec<PortValue> {
    let mut probe = TopPorts::default();
    uut.accept("top", &mut probe);
    probe.ports
}

/// Records a block's cycles as vectors: `reset` is an input column of its own.
pub struct Recorder {
    pub vectors: Vectors,
    /// The block's module has a `reset` input (it has a register with a reset).
    resets: bool,
}

impl Recorder {
    /// For `uut` (already `rtl::start`ed: its reset edge is the testbench's preamble).
    pub fn new<B: Block>(uut: &B) -> Recorder {
        Recorder::with_reset(uut, true)
    }

    /// For `uut` whose module has no `reset` input (only memories and data registers):
    /// no reset column and no reset edge before cycle 0.
    pub fn without_reset<B: Block>(uut: &B) -> Recorder {
        Recorder::with_reset(uut, false)
    }

    fn with_reset<B: Block>(uut: &B, resets: bool) -> Recorder {
        let ports = top_ports(uut);
        let mut inputs: Vec<Port> = resets.then(|| Port::new("reset", 1)).into_iter().collect();
        inputs.extend(
            ports
                .iter()
                .filter(|p| p.input)
                .map(|p| Port::new(p.name.clone(), p.bits as u32)),
        );
        let outputs = ports
            .iter()
            .filter(|p| !p.input)
            .map(|p| Port::new(p.name.clone(), p.bits as u32))
            .collect();
        let mut vectors = Vectors::new(inputs, outputs, true);
        vectors.reset_preamble = resets;
        Recorder { vectors, resets }
    }

    /// One cycle: the inputs already set on `uut`; settle, record, clock edge (with `reset`).
    pub fn cycle<B: Block + Stateful>(&mut self, uut: &mut B, reset: bool) {
        settle(uut);
        let ports = top_ports(uut);
        let mut ins: Vec<Value> = self
            .resets
            .then(|| Value::from(reset))
            .into_iter()
            .collect();
        ins.extend(ports.iter().filter(|p| p.input).map(|p| p.value));
        let outs: Vec<Value> = ports.iter().filter(|p| !p.input).map(|p| p.value).collect();
        self.vectors.push(&ins, &outs);
        clock_edge(uut, reset);
    }
}

/// Replay `vectors` into `design` in Icarus in `dir`.
pub fn replay_in_icarus(design: &Design, vectors: &Vectors, dir: &Path) -> Result<CosimReport> {
    replay_verilog_in_icarus(&design.verilog(), design.top(), vectors, dir)
}

/// As `replay_in_icarus`, for Verilog text (a hand-edited or mutated design).
pub fn replay_verilog_in_icarus(
    verilog: &str,
    top: &str,
    vectors: &Vectors,
    dir: &Path,
) -> Result<CosimReport> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("design.v"), verilog)?;
    std::fs::write(dir.join("vin.hex"), vectors.input_hex())?;
    std::fs::write(dir.join("vout.hex"), vectors.output_hex())?;
    std::fs::write(
        dir.join("tb.sv"),
        vectors.testbench_for(top, "vin.hex", "vout.hex"),
    )?;
    tools::iverilog_compile(dir, &["-s", "tb", "tb.sv", "design.v"], "tb.vvp")?;
    let out = tools::vvp(dir, "tb.vvp")?;
    CosimReport::parse(&out).map_err(Error::Io)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{RoundRobin, SwitchAllocator, Value, VcAllocator, emit, start};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        crate::hdl::rtl::check::scratch("rtl-cosim").join(name)
    }

    /// 600 cycles of an 11-requester arbiter, reset asserted at cycle 300.
    fn arbiter_run() -> (Design, Vectors) {
        let mut rng = StdRng::seed_from_u64(11);
        let mut uut = start(RoundRobin::prioritized(11));
        let mut rec = Recorder::new(&uut);
        for t in 0..600 {
            uut.req.next = Value::new(11, rng.gen_range(0..1 << 11));
            uut.urgent.next = Value::new(11, rng.gen_range(0..1 << 11) & rng.gen_range(0..1 << 11));
            uut.advance.next = rng.gen_bool(0.8);
            rec.cycle(&mut uut, t == 300);
        }
        (emit(&uut), rec.vectors)
    }

    #[test]
    fn the_arbiter_matches_icarus_and_a_mutated_mask_is_caught() {
        let (design, vectors) = arbiter_run();
        let report = replay_in_icarus(&design, &vectors, &scratch("arbiter")).unwrap();
        assert_eq!(
            (report.cycles, report.mismatches.len()),
            (600, 0),
            "{:?}",
            report.mismatches
        );
        // The thermometer mask shifted one bit too far (requesters above the pointer instead
        // of at or above it): caught, with cycle and signal.
        let verilog = design.verilog();
        assert!(verilog.contains("mask = all << ptr__q;"));
        let mutated = verilog.replace("mask = all << ptr__q;", "mask = all << (ptr__q + 1);");
        let report =
            replay_verilog_in_icarus(&mutated, design.top(), &vectors, &scratch("arbiter-mutant"))
                .unwrap();
        let first = report.mismatches.first().expect("the mutant is caught");
        assert!(
            first.starts_with("MISMATCH cycle ") && first.contains("signal grant"),
            "{first}"
        );
    }

    #[test]
    fn the_allocators_match_icarus_through_a_reset() {
        let mut rng = StdRng::seed_from_u64(12);
        let mut sa = start(SwitchAllocator::new(5, 3));
        let mut rec = Recorder::new(&sa);
        for t in 0..400 {
            sa.req.next = Value::new(15, rng.gen_range(0..1 << 15));
            for w in sa.want.iter_mut() {
                w.next = Value::new(w.width(), rng.gen_range(0..5));
            }
            rec.cycle(&mut sa, t == 200);
        }
        let report = replay_in_icarus(&emit(&sa), &rec.vectors, &scratch("sa")).unwrap();
        assert_eq!(
            (report.cycles, report.mismatches.len()),
            (400, 0),
            "{:?}",
            report.mismatches
        );

        let mut va = start(VcAllocator::new(10));
        let mut rec = Recorder::new(&va);
        for t in 0..400 {
            va.req_valid.next = Value::new(10, rng.gen_range(0..1 << 10));
            va.req_priority.next = Value::new(10, rng.gen_range(0..1 << 10));
            for r in va.req_vc.iter_mut() {
                r.next = Value::zero(10).replace_bit(rng.gen_range(0..3) * 4, true);
            }
            rec.cycle(&mut va, t == 150);
        }
        let report = replay_in_icarus(&emit(&va), &rec.vectors, &scratch("va")).unwrap();
        assert_eq!(
            (report.cycles, report.mismatches.len()),
            (400, 0),
            "{:?}",
            report.mismatches
        );
    }
}
