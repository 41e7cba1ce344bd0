//! The rust-hdl VC buffer (`hdl::HdlVcBuffer`) through the three tools, as tests/hdl_verilog.rs
//! does for the other leaf blocks: Yosys synthesis with no latch and exactly the flip-flops
//! the native buffer documents, Icarus (-g2012) and Verilator lint with no error.

use ftrouter::hdl::testbench::top_ports;
use ftrouter::hdl::{self, tools};
use ftrouter::router::flit::FlitFormat;
use ftrouter::router::vc_buffer::VcBuffer;
use std::path::PathBuf;

/// rust-hdl's known Verilator warnings (docs/hdl.md).
const ALLOWED_WARNINGS: &[&str] = &["WIDTH", "DECLFILENAME"];

#[test]
fn vc_buffer_is_synthesizable_with_the_native_widths() {
    // 64 nodes, 2 VCs, 64 data bits: 67-bit flits; 8 slots.
    let fmt = FlitFormat::new(64, 2, 64);
    let native = VcBuffer::new(8);
    let verilog = hdl::verilog(hdl::HdlVcBuffer::<8, 3, 4, 67>::new());
    let ports = top_ports(&verilog);
    for (port, bits) in [
        ("flit_in", fmt.width()),
        ("front", fmt.width()),
        ("count", native.count_bits()),
    ] {
        let found = ports.iter().find(|p| p.0 == port).map(|p| p.1);
        assert_eq!(found, Some(bits), "width of port {port}");
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hdl_vc_buffer");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("top.v"), verilog).unwrap();
    let report = tools::yosys_synth(&dir, "top.v").unwrap();
    // D x W slot bits, head and tail (clog2 D each), count (clog2(D + 1)).
    let bits = 8 * fmt.width() as usize
        + 2 * native.pointer_bits() as usize
        + native.count_bits() as usize;
    assert_eq!(report.flip_flops, bits);
    tools::iverilog_compile(&dir, &["top.v"], "top.vvp").unwrap();
    let warnings = tools::verilator_lint(&dir, "top.v").unwrap();
    let unexpected: Vec<_> = warnings
        .iter()
        .filter(|w| !ALLOWED_WARNINGS.contains(&w.as_str()))
        .collect();
    assert!(unexpected.is_empty(), "Verilator warnings {unexpected:?}");
}
