//! Every rust-hdl block's generated Verilog passes Yosys synthesis, compiles in Icarus
//! (-g2012) and lints in Verilator with no error. Scratch files go under CARGO_TARGET_TMPDIR.

use ftrouter::hdl::{self, tools};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Verilator warnings rust-hdl's output is known to give (docs/hdl.md): 32-bit literals
/// assigned to narrower signals, constant-index bit tricks, and false combinational loops
/// through one always block.
const ALLOWED_WARNINGS: &[&str] = &["WIDTH", "UNOPTFLAT", "UNUSED", "DECLFILENAME", "MULTITOP"];

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hdl_verilog")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Run the three tools on one block's Verilog; returns the Yosys report.
fn check(name: &str, verilog: String) -> tools::SynthReport {
    let dir = scratch(name);
    std::fs::write(dir.join("top.v"), verilog).unwrap();
    let report = tools::yosys_synth(&dir, "top.v").unwrap_or_else(|e| panic!("{name}: {e}"));
    tools::iverilog_compile(&dir, &["top.v"], "top.vvp").unwrap_or_else(|e| panic!("{name}: {e}"));
    let warnings = tools::verilator_lint(&dir, "top.v").unwrap_or_else(|e| panic!("{name}: {e}"));
    let unexpected: BTreeSet<_> = warnings
        .iter()
        .filter(|w| !ALLOWED_WARNINGS.contains(&w.as_str()))
        .collect();
    assert!(
        unexpected.is_empty(),
        "{name}: Verilator warnings {unexpected:?}"
    );
    println!(
        "{name}: {} cells, {} flip-flops, Verilator warnings {warnings:?}",
        report.cells, report.flip_flops
    );
    report
}

#[test]
fn round_robin_arbiter_is_synthesizable() {
    let r = check(
        "rr_arbiter_5",
        hdl::verilog(hdl::HdlRoundRobinArbiter::<5, 3>::new()),
    );
    assert_eq!(r.flip_flops, 3, "the pointer register only");
}

#[test]
fn the_tool_check_catches_broken_verilog() {
    let dir = scratch("broken");
    std::fs::write(
        dir.join("top.v"),
        "module top(input a, output b); assign b = a +; endmodule\n",
    )
    .unwrap();
    assert!(tools::yosys_synth(&dir, "top.v").is_err());
    assert!(tools::iverilog_compile(&dir, &["top.v"], "top.vvp").is_err());
    assert!(tools::verilator_lint(&dir, "top.v").is_err());
}
