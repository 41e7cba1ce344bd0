//! The tool wrappers the hardware checks rely on fail on broken Verilog (a check that cannot
//! fail proves nothing). Scratch files go under CARGO_TARGET_TMPDIR.

use ftrouter::hdl::tools;
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hdl_verilog")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
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
