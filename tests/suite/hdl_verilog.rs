//! The tool wrappers the hardware checks rely on fail on broken Verilog (a check that cannot
//! fail proves nothing). Scratch files go under CARGO_TARGET_TMPDIR.

use crate::common;
use ftrouter::hdl::tools;

#[test]
fn the_tool_check_catches_broken_verilog() {
    let dir = common::scratch("hdl_verilog", "broken");
    std::fs::write(
        dir.join("top.v"),
        "module top(input a, output b); assign b = a +; endmodule\n",
    )
    .unwrap();
    assert!(tools::yosys_synth(&dir, "top.v").is_err());
    assert!(tools::iverilog_compile(&dir, &["top.v"], "top.vvp").is_err());
    assert!(tools::verilator_lint(&dir, "top.v").is_err());
}

/// Planted wrong expected values are counted alike by the testbench in Icarus and in
/// Verilator: its final `mismatches N` equals its `MISMATCH` lines (which `CosimReport::parse`
/// checks) and the planted count, over enough cycles that Verilator does not unroll the loop.
/// The design is a hand-written accumulator, so only the testbench is under test.
#[test]
fn planted_mismatches_are_counted_alike_in_icarus_and_verilator() {
    use ftrouter::hdl::testbench::{CosimReport, Port, Vectors};
    let dir = common::scratch("hdl_verilog", "planted");
    // Declarations written as rust-hdl writes them, which `check_ports` reads.
    let design = "module top(clock,a,sum,odd);\n    input wire  clock;\n    \
                  input wire  [4:0] a;\n    output reg  [7:0] sum;\n    output wire  odd;\n    \
                  initial sum = 0;\n    assign odd = ^a;\n    \
                  always @(posedge clock) sum <= sum + a;\nendmodule\n";
    let mut v = Vectors::new(
        vec![Port::new("a", 5)],
        vec![Port::new("sum", 8), Port::new("odd", 1)],
        true,
    );
    let mut sum: u8 = 0;
    for c in 0..500u32 {
        let a = (c * 7 + 3) % 32;
        v.push(&[a as u128], &[sum as u128, (a.count_ones() & 1) as u128]);
        sum = sum.wrapping_add(a as u8);
    }
    let planted = [(3, "sum"), (200, "odd"), (200, "sum"), (499, "odd")];
    for (cycle, port) in planted {
        let good = v.expected(cycle, port);
        v.set_expected(cycle, port, good ^ 1);
    }
    v.check_ports(design).unwrap();
    std::fs::write(dir.join("top.v"), design).unwrap();
    std::fs::write(dir.join("tb.sv"), v.testbench("in.hex", "out.hex")).unwrap();
    std::fs::write(dir.join("in.hex"), v.input_hex()).unwrap();
    std::fs::write(dir.join("out.hex"), v.output_hex()).unwrap();
    tools::iverilog_compile(&dir, &["tb.sv", "top.v"], "tb.vvp").unwrap();
    let icarus = CosimReport::parse(&tools::vvp(&dir, "tb.vvp").unwrap()).unwrap();
    tools::verilator_build(&dir, "tb.sv", "top.v").unwrap();
    let out = tools::verilator_run(&dir).unwrap();
    assert!(out.contains("mismatches 4"), "{out}");
    let verilator = CosimReport::parse(&out).unwrap();
    for r in [&icarus, &verilator] {
        assert_eq!(r.cycles, 500);
        // "MISMATCH cycle C signal S ...": sorted, since a cycle lists its ports in port order.
        let mut named: Vec<(usize, &str)> = r
            .mismatches
            .iter()
            .map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                (w[2].parse().unwrap(), w[4])
            })
            .collect();
        named.sort();
        let mut want = planted.to_vec();
        want.sort();
        assert_eq!(named, want, "{:?}", r.mismatches);
    }
    assert_eq!(icarus, verilator);
}

/// The optimisation level asked for is the one the C++ compiler gets: Verilator's makefile
/// puts its own `-Os` after `-CFLAGS` unless its `OPT_*` variables are set too, and the last
/// `-O` on a compiler line wins.
#[test]
fn verilator_compiles_at_the_level_asked() {
    let dir = common::scratch("hdl_verilog", "opt-level");
    std::fs::write(
        dir.join("tb.sv"),
        "module tb; initial begin $display(\"built\"); $finish; end endmodule\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("top.v"),
        "module top(input a, output b); assign b = a; endmodule\n",
    )
    .unwrap();
    let log = tools::verilator_build_with(&dir, "tb.sv", "top.v", "-O1").unwrap();
    let levels: std::collections::BTreeSet<&str> = log
        .split_whitespace()
        .filter(|w| w.starts_with("-O") && w.len() <= 4)
        .collect();
    assert_eq!(levels, std::collections::BTreeSet::from(["-O1"]), "{log}");
    assert!(tools::verilator_run(&dir).unwrap().contains("built"));
}
