//! Every rust-hdl block's generated Verilog passes Yosys synthesis, compiles in Icarus
//! (-g2012) and lints in Verilator with no error. Scratch files go under CARGO_TARGET_TMPDIR.

use ftrouter::hdl::table_image::{RouteWord, bubble_image, route_image};
use ftrouter::hdl::testbench::top_ports;
use ftrouter::hdl::{self, tools};
use ftrouter::router::bits::clog2;
use ftrouter::router::credit_counter::CreditCounter;
use ftrouter::router::flit::FlitFormat;
use ftrouter::routing::table::{Mode, compile};
use ftrouter::topology::{Network, Topology};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Verilator (-Wall) warnings rust-hdl's output gives (docs/hdl.md): WIDTH (32-bit
/// literals such as `32'h0` assigned to narrower signals) and DECLFILENAME (module `top` in
/// a file of another name). Anything else fails the test.
const ALLOWED_WARNINGS: &[&str] = &["WIDTH", "DECLFILENAME"];

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hdl_verilog")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Run the three tools on one block's Verilog; returns the Yosys report. `widths` are port
/// widths the model derives (from `bits::clog2` and friends) that the Verilog must have.
fn check(name: &str, verilog: String, widths: &[(&str, u32)]) -> tools::SynthReport {
    let ports = top_ports(&verilog);
    for &(port, bits) in widths {
        let found = ports.iter().find(|p| p.0 == port).map(|p| p.1);
        assert_eq!(found, Some(bits), "{name}: width of port {port}");
    }
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
        &[
            ("req", 5),
            ("grant", 5),
            ("grant_index", clog2(5)),
            ("ptr", clog2(5)),
        ],
    );
    assert_eq!(r.flip_flops, 3, "the pointer register only");
}

#[test]
fn matrix_arbiter_is_synthesizable() {
    let r = check(
        "matrix_arbiter_5",
        hdl::verilog(hdl::HdlMatrixArbiter::<5, 3>::new()),
        &[("grant_index", clog2(5)), ("row$4", 5)],
    );
    // N x N rows as the native model stores them; Yosys may drop the constant diagonal.
    assert!((20..=25).contains(&r.flip_flops), "{}", r.flip_flops);
}

#[test]
fn crossbar_is_synthesizable() {
    // A 2-D torus router: P + 1 = 5 ports; the flit of a 16-node, 4-VC network is 68 bits.
    let w = FlitFormat::new(16, 4, 0).width();
    let r = check(
        "crossbar_5x68",
        hdl::verilog(hdl::HdlCrossbar::<5, 3, 68>::new()),
        &[
            ("flit_in$0", w),
            ("flit_out$4", w),
            ("sel$2", clog2(5)),
            ("out_valid", 5),
        ],
    );
    assert_eq!(r.flip_flops, 5 * 68 + 5, "output and valid registers");
}

#[test]
fn credit_counter_is_synthesizable() {
    let r = check(
        "credit_counter_8",
        hdl::verilog(hdl::HdlCreditCounter::<4>::new(8)),
        &[("count", CreditCounter::new(8).width())],
    );
    assert_eq!(r.flip_flops, 4);
}

#[test]
fn table_roms_are_synthesizable() {
    let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
    let t = compile(&net, Mode::Dor).unwrap();
    let fmt = RouteWord::for_tables(&t);
    let rt = t.routers[5].as_ref().unwrap();
    let rom = hdl::HdlRouteRom::<4, 8>::new(&route_image(rt, &fmt), &fmt, 16);
    let r = check(
        "route_rom_torus4x4_dor",
        hdl::verilog(rom),
        &[("dest", clog2(16)), ("word", fmt.width())],
    );
    assert!(
        r.cells > 0 && r.flip_flops == 0,
        "{} cells, {} flip-flops",
        r.cells,
        r.flip_flops
    );

    let t = compile(&net, Mode::Bubble).unwrap();
    let rt = t.routers[5].as_ref().unwrap();
    let rom = hdl::HdlBubbleRom::<3, 4>::new(&bubble_image(rt, 4));
    let r = check(
        "bubble_rom_torus4x4",
        hdl::verilog(rom),
        &[("row", clog2(5)), ("bits", 4)],
    );
    assert_eq!(r.flip_flops, 0);
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
