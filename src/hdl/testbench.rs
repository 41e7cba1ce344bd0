//! Co-simulation vectors: per-cycle inputs and expected outputs of a block, written by the
//! native model as `$readmemh` files, and a SystemVerilog testbench that replays them into
//! the generated Verilog in Icarus and compares every output every cycle (docs/architecture.md,
//! "Verilog and co-simulation").
//!
//! Cycle c of the testbench: apply row c of the inputs, wait 1, compare each output with row
//! c of the expected outputs (printing `MISMATCH cycle c signal s expected e got g`), then one
//! clock pulse for a clocked block. So the expected outputs are what the native `comb` returns
//! for cycle c, before its `tick`.

use crate::bits::Value;
use bitvec::prelude::*;
use std::fmt::Write;

/// A port of the block under test: its Verilog name and width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Port {
    pub name: String,
    pub bits: u32,
    /// An output read inside the design (`dut.NAME`, a hierarchical reference) rather than
    /// at one of its ports.
    pub probe: bool,
    /// What the port carries, for the toggle coverage (`hdl::coverage`).
    pub kind: PortKind,
}

/// Where the flits of a flit port are in their journey.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FlitEnd {
    /// Between routers.
    #[default]
    Any,
    /// Entering the network at their source's interface (no hop yet).
    Injected,
    /// Leaving it at their destination, node id given.
    Ejected(u32),
}

/// What a port carries, as the toggle coverage reads its bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PortKind {
    #[default]
    Plain,
    /// A stored flit: head, tail, then the data bits (`shape::stored_bits`).
    Flit(FlitEnd),
    /// A VC id.
    Vc,
    /// Tied to a constant by the design around it (a router's node id).
    Tied,
}

impl Port {
    pub fn new(name: impl Into<String>, bits: u32) -> Self {
        assert!(
            (1..=crate::bits::value::MAX_BITS as u32).contains(&bits),
            "port widths 1 to {} bits",
            crate::bits::value::MAX_BITS
        );
        Port {
            name: name.into(),
            bits,
            probe: false,
            kind: PortKind::Plain,
        }
    }

    /// This port, carrying `kind`.
    pub fn of_kind(self, kind: PortKind) -> Self {
        Port { kind, ..self }
    }

    /// An expected value of the design's internal signal `name` (outputs only).
    pub fn probe(name: impl Into<String>, bits: u32) -> Self {
        Port {
            probe: true,
            ..Port::new(name, bits)
        }
    }

    /// The testbench's own signal name (`flit_out__0` gives `o_flit_out__0`).
    fn local(&self, prefix: &str) -> String {
        format!("{prefix}_{}", self.name)
    }
}

/// Input and expected output rows, one per cycle; port 0 sits at the row's LSB.
#[derive(Clone, Debug)]
pub struct Vectors {
    pub inputs: Vec<Port>,
    pub outputs: Vec<Port>,
    /// The block has a `clock` input pulsed after each cycle's comparison.
    pub clocked: bool,
    /// Before cycle 0, one clock edge with the input `reset` high (blocks with a synchronous
    /// reset start from it, as the Rust model's `rtl::start` does).
    pub reset_preamble: bool,
    rows_in: Vec<BitVec<u64, Lsb0>>,
    rows_out: Vec<BitVec<u64, Lsb0>>,
}

impl Vectors {
    pub fn new(inputs: Vec<Port>, outputs: Vec<Port>, clocked: bool) -> Self {
        Vectors {
            inputs,
            outputs,
            clocked,
            reset_preamble: false,
            rows_in: Vec::new(),
            rows_out: Vec::new(),
        }
    }

    pub fn cycles(&self) -> usize {
        self.rows_in.len()
    }

    /// One cycle: a value per input port and per output port, in port order (integers, or
    /// `Value`s for ports wider than 128 bits).
    pub fn push<T: Copy + Into<Value>>(&mut self, inputs: &[T], outputs: &[T]) {
        self.rows_in.push(pack(&self.inputs, inputs));
        self.rows_out.push(pack(&self.outputs, outputs));
    }

    /// Replace the low 128 bits of the expected value of output `port` at `cycle` (to show a
    /// mismatch is caught).
    pub fn set_expected(&mut self, cycle: usize, port: &str, value: u128) {
        let (at, bits) = offset(&self.outputs, port);
        let row = &mut self.rows_out[cycle];
        row[at..at + bits.min(128)].store_le(value);
    }

    /// Flip bit `bit` of the expected value of output `port` at `cycle` (any width).
    pub fn flip_expected(&mut self, cycle: usize, port: &str, bit: usize) {
        let (at, bits) = offset(&self.outputs, port);
        assert!(bit < bits, "{port} has {bits} bits, not bit {bit}");
        let row = &mut self.rows_out[cycle];
        let old = row[at + bit];
        row.set(at + bit, !old);
    }

    /// The low 128 bits of the expected value of output `port` at `cycle`.
    pub fn expected(&self, cycle: usize, port: &str) -> u128 {
        let (at, bits) = offset(&self.outputs, port);
        self.rows_out[cycle][at..at + bits.min(128)].load_le()
    }

    /// Per bit of the input rows and of the output rows: seen both 0 and 1. The `reset` input
    /// counts as toggled when the preamble pulses it.
    pub fn toggled(&self) -> (BitVec<u64, Lsb0>, BitVec<u64, Lsb0>) {
        let seen = |rows: &[BitVec<u64, Lsb0>]| {
            let width = rows.first().map_or(0, |r| r.len());
            let (mut ones, mut zeros) =
                (bitvec![u64, Lsb0; 0; width], bitvec![u64, Lsb0; 0; width]);
            for row in rows {
                ones |= row.as_bitslice();
                zeros |= !row.clone();
            }
            ones & zeros
        };
        let mut inputs = seen(&self.rows_in);
        if self.reset_preamble
            && let Some(at) = self.inputs.iter().position(|p| p.name == "reset")
            && !inputs.is_empty()
        {
            let bit: usize = self.inputs[..at].iter().map(|p| p.bits as usize).sum();
            inputs.set(bit, true);
        }
        (inputs, seen(&self.rows_out))
    }

    /// The `$readmemh` image of the input rows.
    pub fn input_hex(&self) -> String {
        hex_rows(&self.rows_in)
    }

    /// The `$readmemh` image of the expected output rows.
    pub fn output_hex(&self) -> String {
        hex_rows(&self.rows_out)
    }

    /// A testbench instantiating module `top`, reading `in_file` and `out_file`.
    pub fn testbench(&self, in_file: &str, out_file: &str) -> String {
        self.testbench_for("top", in_file, out_file)
    }

    /// A testbench instantiating module `dut_module`, reading `in_file` and `out_file`.
    pub fn testbench_for(&self, dut_module: &str, in_file: &str, out_file: &str) -> String {
        let width = |ports: &[Port]| ports.iter().map(|p| p.bits).sum::<u32>();
        let (win, wout) = (width(&self.inputs), width(&self.outputs));
        let n = self.cycles();
        let mut s = String::new();
        let _ = writeln!(
            s,
            "// Generated by ftrouter::hdl::testbench: replays {n} cycles."
        );
        let _ = writeln!(s, "`timescale 1ns/1ns\nmodule tb;");
        let _ = writeln!(s, "  reg [{}:0] vin [0:{}];", win - 1, n - 1);
        let _ = writeln!(s, "  reg [{}:0] vout [0:{}];", wout - 1, n - 1);
        // `errors` starts at 0 in its declaration, not by an assignment in the initial block:
        // Verilator 5.006 carries such an assignment's constant past a loop that waits
        // (`#1`) and prints `mismatches 0` whatever the loop counted.
        let _ = writeln!(s, "  reg clock = 0;\n  integer c;\n  integer errors = 0;");
        for p in &self.inputs {
            let _ = writeln!(s, "  reg [{}:0] {};", p.bits - 1, p.local("i"));
        }
        for p in &self.outputs {
            let _ = writeln!(s, "  wire [{}:0] {};", p.bits - 1, p.local("o"));
        }
        for p in self.outputs.iter().filter(|p| p.probe) {
            let _ = writeln!(s, "  assign {} = dut.{};", p.local("o"), p.name);
        }
        let mut conns: Vec<String> = Vec::new();
        if self.clocked {
            conns.push(".clock(clock)".into());
        }
        for p in &self.inputs {
            conns.push(format!(".{}({})", p.name, p.local("i")));
        }
        for p in self.outputs.iter().filter(|p| !p.probe) {
            conns.push(format!(".{}({})", p.name, p.local("o")));
        }
        let _ = writeln!(
            s,
            "  {dut_module} dut(\n    {}\n  );",
            conns.join(",\n    ")
        );
        let _ = writeln!(s, "  initial begin");
        let _ = writeln!(s, "    $readmemh(\"{in_file}\", vin);");
        let _ = writeln!(s, "    $readmemh(\"{out_file}\", vout);");
        if self.reset_preamble {
            let _ = writeln!(s, "    i_reset = 1; #1; clock = 1; #1; clock = 0; #1;");
        }
        let _ = writeln!(s, "    for (c = 0; c < {n}; c = c + 1) begin");
        let mut at = 0;
        for p in &self.inputs {
            let _ = writeln!(
                s,
                "      {} = vin[c][{}:{}];",
                p.local("i"),
                at + p.bits - 1,
                at
            );
            at += p.bits;
        }
        let _ = writeln!(s, "      #1;");
        let mut at = 0;
        for p in &self.outputs {
            let (o, hi) = (p.local("o"), at + p.bits - 1);
            let _ = writeln!(s, "      if ({o} !== vout[c][{hi}:{at}]) begin");
            let _ = writeln!(
                s,
                "        $display(\"MISMATCH cycle %0d signal {} expected %h got %h\", c, vout[c][{hi}:{at}], {o});",
                p.name
            );
            let _ = writeln!(s, "        errors = errors + 1;\n      end");
            at += p.bits;
        }
        if self.clocked {
            let _ = writeln!(s, "      clock = 1; #1; clock = 0; #1;");
        } else {
            let _ = writeln!(s, "      #1;");
        }
        let _ = writeln!(s, "    end");
        let _ = writeln!(
            s,
            "    $display(\"CHECKED cycles %0d mismatches %0d\", c, errors);"
        );
        let _ = writeln!(s, "    $finish;\n  end\nendmodule");
        s
    }
}

/// A POSIX shell script that rebuilds and replays a testbench written as `tb.sv`, `in.hex`
/// and `out.hex` beside it into `design` (paths from the script's folder) without ftrouter,
/// in Icarus (default) or Verilator, and exits non-zero unless all `cycles` rows were
/// checked without a mismatch.
pub fn run_script(design: &[&str], cycles: usize) -> String {
    let files = design.join(" ");
    format!(
        r#"#!/bin/sh
# Replays in.hex into the design and compares every output with out.hex, every cycle
# (written by `ftrouter verilog`). Usage: ./run.sh [icarus|verilator]
# Exit 0: all {cycles} cycles checked, no mismatch; 1: a mismatch (the MISMATCH lines name
# cycle and signal); 2: usage or a tool failed.
set -eu
cd "$(dirname "$0")"
case "${{1:-icarus}}" in
    icarus)
        iverilog -g2012 -s tb -o tb.vvp tb.sv {files} || exit 2
        vvp -n tb.vvp > run.log || exit 2 ;;
    verilator)
        verilator --binary --timing -Wno-fatal -Wno-lint -Wno-style --top-module tb             -o tb tb.sv {files} > build.log || exit 2
        obj_dir/tb > run.log || exit 2 ;;
    *) echo "usage: $0 [icarus|verilator]" >&2; exit 2 ;;
esac
cat run.log
grep -qx 'CHECKED cycles {cycles} mismatches 0' run.log || exit 1
"#
    )
}

/// Ports of module `top` in rust-hdl's Verilog: (name, width, is input), declaration order.
pub fn top_ports(verilog: &str) -> Vec<(String, u32, bool)> {
    module_ports(verilog, "top")
}

/// Ports of module `module`: (name, width, is input), declaration order. Reads both the
/// generated styles: `input wire [7:0] a,` in the header and `input wire a;` in the body.
pub fn module_ports(verilog: &str, module: &str) -> Vec<(String, u32, bool)> {
    let head = format!("module {module}(");
    let text = verilog
        .split("endmodule")
        .find(|m| m.contains(&head))
        .unwrap_or("");
    text.lines()
        .filter_map(|l| {
            let l = l.trim();
            let l = l.strip_suffix([';', ',']).unwrap_or(l);
            let (input, rest) = if let Some(r) = l.strip_prefix("input wire") {
                (true, r)
            } else {
                let r = l
                    .strip_prefix("output reg")
                    .or(l.strip_prefix("output wire"))?;
                (false, r)
            };
            let rest = rest.trim();
            let (bits, name) = match rest.strip_prefix('[') {
                Some(r) => {
                    let (range, name) = r.split_once(']')?;
                    let hi: u32 = range.split(':').next()?.trim().parse().ok()?;
                    (hi + 1, name.trim())
                }
                None => (1, rest),
            };
            Some((name.to_string(), bits, input))
        })
        .collect()
}

impl Vectors {
    /// Every vector port is a port of `top` in `verilog` with the same direction and width
    /// (the clock aside), so rows and hardware agree on the layout before any replay.
    pub fn check_ports(&self, verilog: &str) -> Result<(), String> {
        self.check_ports_of(verilog, "top")
    }

    /// As `check_ports`, for module `module`.
    pub fn check_ports_of(&self, verilog: &str, module: &str) -> Result<(), String> {
        let ports = module_ports(verilog, module);
        let find = |name: &str| ports.iter().find(|p| p.0 == name);
        for (list, input) in [(&self.inputs, true), (&self.outputs, false)] {
            // A probe is a wire inside the design (the fabric's channels), not a port.
            for p in list.iter().filter(|p| !p.probe) {
                match find(&p.name) {
                    Some(&(_, bits, dir)) if bits == p.bits && dir == input => {}
                    Some(&(_, bits, dir)) => {
                        return Err(format!(
                            "port {}: vectors say {} bits {}, Verilog {bits} bits {}",
                            p.name,
                            p.bits,
                            if input { "in" } else { "out" },
                            if dir { "in" } else { "out" }
                        ));
                    }
                    None => return Err(format!("port {}: not in module {module}", p.name)),
                }
            }
        }
        let probes = self.outputs.iter().filter(|p| p.probe).count();
        let listed = self.inputs.len() + self.outputs.len() - probes + usize::from(self.clocked);
        if listed != ports.len() {
            return Err(format!(
                "vectors list {listed} ports, module {module} has {}",
                ports.len()
            ));
        }
        Ok(())
    }
}

/// What a testbench run reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CosimReport {
    /// Cycles the testbench replayed.
    pub cycles: usize,
    /// The `MISMATCH ...` lines, in order.
    pub mismatches: Vec<String>,
}

impl CosimReport {
    /// Read the testbench's output. An error if it never reached its final line, or if the
    /// count on that line is not the number of `MISMATCH` lines (a simulator that miscounts
    /// is not to be trusted with the verdict either).
    pub fn parse(stdout: &str) -> Result<Self, String> {
        let unfinished = || {
            let head: Vec<&str> = stdout.lines().take(20).collect();
            format!("the testbench did not finish:\n{}", head.join("\n"))
        };
        let last = stdout
            .lines()
            .find(|l| l.starts_with("CHECKED cycles"))
            .ok_or_else(unfinished)?;
        let number = |at: usize| last.split_whitespace().nth(at)?.parse::<usize>().ok();
        let (cycles, counted) = number(2).zip(number(4)).ok_or_else(unfinished)?;
        let mismatches: Vec<String> = stdout
            .lines()
            .filter(|l| l.starts_with("MISMATCH"))
            .map(str::to_string)
            .collect();
        if counted != mismatches.len() {
            return Err(format!(
                "the testbench counted {counted} mismatches but printed {} MISMATCH lines",
                mismatches.len()
            ));
        }
        Ok(CosimReport { cycles, mismatches })
    }
}

fn pack<T: Copy + Into<Value>>(ports: &[Port], values: &[T]) -> BitVec<u64, Lsb0> {
    assert_eq!(ports.len(), values.len(), "one value per port");
    let mut row = BitVec::new();
    for (p, &v) in ports.iter().zip(values) {
        let v: Value = v.into();
        let bits = p.bits as usize;
        assert!(
            !(v >> bits).any(),
            "{} = {} exceeds {} bits",
            p.name,
            v.to_hex(),
            p.bits
        );
        let start = row.len();
        row.resize(start + bits, false);
        for at in (0..bits).step_by(64) {
            let n = (bits - at).min(64);
            row[start + at..start + at + n].store_le(v.field(at, n));
        }
    }
    row
}

/// Bit offset and width of port `name`.
fn offset(ports: &[Port], name: &str) -> (usize, usize) {
    let mut at = 0;
    for p in ports {
        if p.name == name {
            return (at, p.bits as usize);
        }
        at += p.bits as usize;
    }
    panic!("no port {name}");
}

/// One hex word per line, most significant digit first.
fn hex_rows(rows: &[BitVec<u64, Lsb0>]) -> String {
    let mut s = String::new();
    for row in rows {
        let digits = row.len().div_ceil(4);
        for d in (0..digits).rev() {
            let end = (d * 4 + 4).min(row.len());
            let nibble: u8 = row[d * 4..end].load_le();
            s.push(char::from_digit(nibble as u32, 16).expect("a nibble"));
        }
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_pack_port_zero_at_the_lsb_and_read_back() {
        let mut v = Vectors::new(
            vec![Port::new("a", 3), Port::new("b__0", 68)],
            vec![Port::new("y", 5)],
            true,
        );
        v.push(&[0b101, 1u128 << 67 | 0xabc], &[0x1f]);
        // 71 bits: b's bit 67 is row bit 70, the top bit of an 18-digit row.
        assert_eq!(v.input_hex(), "4000000000000055e5\n");
        assert_eq!(v.output_hex(), "1f\n");
        assert_eq!(v.expected(0, "y"), 0x1f);
        v.set_expected(0, "y", 3);
        assert_eq!(v.output_hex(), "03\n");
        v.flip_expected(0, "y", 4);
        assert_eq!(v.output_hex(), "13\n");
        let tb = v.testbench("in.hex", "out.hex");
        assert!(tb.contains("i_b__0 = vin[c][70:3];"), "{tb}");
        assert!(tb.contains(".b__0(i_b__0)"));
        assert!(tb.contains("clock = 1;"));
    }

    #[test]
    fn ports_are_read_from_the_top_module() {
        let v = "module top(a,b,clock,y);\n    input wire  [4:0] a;\n    input wire  b;\n    input wire  clock;\n    output reg  [2:0] y;\n    reg [7:0] local;\nendmodule\nmodule top__sub(d);\n    input wire [9:0] d;\nendmodule\n";
        let ports = top_ports(v);
        assert_eq!(
            ports,
            vec![
                ("a".to_string(), 5, true),
                ("b".to_string(), 1, true),
                ("clock".to_string(), 1, true),
                ("y".to_string(), 3, false)
            ]
        );
        let ok = Vectors::new(
            vec![Port::new("a", 5), Port::new("b", 1)],
            vec![Port::new("y", 3)],
            true,
        );
        assert_eq!(ok.check_ports(v), Ok(()));
        let narrow = Vectors::new(
            vec![Port::new("a", 4), Port::new("b", 1)],
            vec![Port::new("y", 3)],
            true,
        );
        assert!(narrow.check_ports(v).unwrap_err().contains("port a"));
        let missing = Vectors::new(vec![Port::new("a", 5)], vec![Port::new("y", 3)], true);
        assert!(missing.check_ports(v).is_err());
    }

    #[test]
    fn ports_are_read_from_a_header_too() {
        let v = "module ftr_router(\n    input wire clock,\n    input wire [5:0] node,\n    output reg [65:0] flit_out__0,\n    input wire [13:0] cfg_data\n);\n// Ports:\n//   in    clock   1\nendmodule\n";
        assert_eq!(
            module_ports(v, "ftr_router"),
            vec![
                ("clock".to_string(), 1, true),
                ("node".to_string(), 6, true),
                ("flit_out__0".to_string(), 66, false),
                ("cfg_data".to_string(), 14, true)
            ]
        );
        assert_eq!(module_ports(v, "top"), vec![]);
    }

    #[test]
    fn the_report_lists_mismatches() {
        let out = "MISMATCH cycle 3 signal y expected 1 got 0\nCHECKED cycles 10 mismatches 1\n";
        let r = CosimReport::parse(out).unwrap();
        assert_eq!(r.cycles, 10);
        assert_eq!(r.mismatches.len(), 1);
        assert!(
            CosimReport::parse("no end")
                .unwrap_err()
                .contains("did not finish")
        );
        // Verilator 5.006 once printed a count of 0 beside its MISMATCH lines.
        let miscounted = out.replace("mismatches 1", "mismatches 0");
        let e = CosimReport::parse(&miscounted).unwrap_err();
        assert!(e.contains("counted 0") && e.contains("1 MISMATCH"), "{e}");
    }
}
