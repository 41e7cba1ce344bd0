//! What `ftrouter verilog` writes for a fabric, from the run-time-elaborated router
//! (docs/hdl.md, "Generated files"):
//!
//! ```text
//!  ftr_router.v         the router: one module per block kind, one router module for every
//!                       router of the fabric (its tables are memories, its node id an input)
//!  ftr_boot_loader.v    after reset, writes a router's table image through its config port
//!  tables/router_V.hex  router V's image: one configuration write per line
//!  fabric.v             the fabric top: a router and a boot loader per healthy router, every
//!                       working channel with the cycle model's latencies
//! ```
//! The vectors that co-simulate them against the cycle model are built by `hdl::vectors` from
//! this module's boot writes; nothing here depends on the verification code.

use super::router::{ConfigWrite, RtlRouter, Table, boot_writes, config_widths};
use super::{Design as RtlDesign, Staging, Value, emit};
use crate::bits::clog2;
use crate::fabric::Fabric;
use crate::hdl::design::Design;
use crate::hdl::shape::RouterShape;
use crate::hdl::shape::{shape_for, shape_of};
use crate::router::table_image::route_image;
use crate::routing::table::CompiledTables;
use crate::topology::NodeId;
use crate::{Error, Result};

/// The module names (defined beside `Design`, which the fabric top also uses).
pub use crate::hdl::design::{BOOT_LOADER, ROUTER};

/// The hardware router's limits (docs/hdl.md, "Limits"): network ports, VCs, slots per VC,
/// flit data bits, routing-table words.
pub const MAX_NETWORK_PORTS: usize = 16;
pub const VCS: std::ops::RangeInclusive<usize> = 2..=8;
pub const DEPTH: std::ops::RangeInclusive<usize> = 2..=64;
pub use crate::router::flit::{MAX_FLIT_DATA, MIN_FLIT_DATA};
pub const MAX_TABLE_WORDS: usize = 65_536;

/// Refuse, in one line naming the limit, a configuration the hardware generator does not
/// build: checked on the topology's description, before any table is compiled.
/// `flit_width` 0 is the default width.
pub fn check_limits(
    topo: &crate::topology::Topology,
    vcs: usize,
    depth: usize,
    flit_width: u32,
) -> Result<()> {
    let ports = topo.num_ports();
    if ports > MAX_NETWORK_PORTS {
        return Err(Error::input(format!(
            "{topo}: {ports} network ports; the hardware router has at most {MAX_NETWORK_PORTS}"
        )));
    }
    if !VCS.contains(&vcs) {
        return Err(Error::input(format!(
            "vcs = {vcs}: the hardware router has {} to {} virtual channels",
            VCS.start(),
            VCS.end()
        )));
    }
    if !DEPTH.contains(&depth) {
        return Err(Error::input(format!(
            "depth = {depth}: the hardware router's VC buffers hold {} to {} flits",
            DEPTH.start(),
            DEPTH.end()
        )));
    }
    crate::router::flit::check_data_bits(flit_width)?;
    // The widest bus: every output VC's credit level (depth + 1 bits) and 5 flags, which
    // the allocators read at once (`RtlRouter::out_vcs`).
    let out_vcs = (ports + 1) * vcs;
    let bus = out_vcs * (depth + 6);
    if bus > crate::bits::value::MAX_BITS {
        let deepest = crate::bits::value::MAX_BITS / out_vcs - 6;
        return Err(Error::input(format!(
            "vcs = {vcs}, depth = {depth} on {topo}: the hardware router's output-VC bus would be {bus} bits, beyond the {} a wire holds; with {vcs} VCs the buffers hold at most {deepest} flits",
            crate::bits::value::MAX_BITS
        )));
    }
    let nodes = topo.num_nodes();
    if nodes > MAX_TABLE_WORDS {
        return Err(Error::input(format!(
            "{topo}: {nodes} nodes; the hardware routing table holds at most {MAX_TABLE_WORDS} destinations"
        )));
    }
    Ok(())
}

/// Healthy routers of `fabric`, or an error when there is none.
pub fn healthy(fabric: &Fabric) -> Result<Vec<NodeId>> {
    let v: Vec<NodeId> = NodeId::all(fabric.num_nodes())
        .filter(|&v| fabric.router(v).is_some())
        .collect();
    if v.is_empty() {
        return Err(Error::input(
            "every router is faulty: no hardware to generate",
        ));
    }
    Ok(v)
}

/// Refuse a fabric whose routers behave in a way the generated router cannot (BookSim2
/// parity: min-adapt, ties drawn per packet), for commands that model the hardware without
/// generating it (`cost`).
pub fn check_behaviour(fabric: &Fabric) -> Result<()> {
    let first = healthy(fabric)?[0];
    let table = fabric.tables().routers[first.index()]
        .as_deref()
        .expect("healthy");
    crate::hdl::shape::check_behaviour(fabric.params(), table)
}

/// The router of `fabric` (every healthy router is this module; the shape of the first one
/// builds it), its routing table adopting reloads by `tables`, and its Verilog.
pub fn router_core(fabric: &Fabric, tables: Staging) -> Result<(RouterShape, RtlDesign)> {
    let first = healthy(fabric)?[0];
    let shape = RouterShape {
        tables,
        ..shape_of(fabric, first)?
    };
    let design = emit(&RtlRouter::new(&shape));
    Ok((shape, design))
}

/// Router `node`'s boot writes.
pub fn router_writes(fabric: &Fabric, node: NodeId) -> Result<(RouterShape, Vec<ConfigWrite>)> {
    writes_for(fabric, fabric.tables(), node)
}

/// The writes that load `tables`' row of router `node` (a boot's, or a reload's after a
/// fault), and the router's shape holding them.
pub fn writes_for(
    fabric: &Fabric,
    tables: &CompiledTables,
    node: NodeId,
) -> Result<(RouterShape, Vec<ConfigWrite>)> {
    let shape = shape_for(fabric, tables, node)?;
    let table = tables.routers[node.index()]
        .as_deref()
        .expect("shape_for refuses faulty routers");
    let writes = boot_writes(&shape, &route_image(table, &shape.word));
    debug_assert_eq!(
        writes.len(),
        fabric.params().table_port_writes(fabric.num_nodes())
    );
    Ok((shape, writes))
}

/// A boot image: per line, one write as hex `{target (2 bits), address, data}`.
fn image_hex(writes: &[ConfigWrite], addr_bits: usize, data_bits: usize) -> String {
    let width = 2 + addr_bits + data_bits;
    writes
        .iter()
        .map(|w| {
            let word = Value::new(width, w.table as u64) << (addr_bits + data_bits)
                | Value::new(width, w.addr as u64) << data_bits
                | w.data.resize(width);
            format!("{}\n", word.to_hex())
        })
        .collect()
}

/// The name of router `v`'s table image in a design's folder.
pub fn image_name(v: NodeId) -> String {
    format!("tables/router_{v}.hex")
}

/// The writes of a table image as `image_hex` writes it (one hexadecimal word per line:
/// target, address, data) for a router of `shape`, as the boot loader would drive them; a
/// line that is not one such word is refused, naming its number and text.
pub fn parse_image(
    text: &str,
    shape: &RouterShape,
) -> std::result::Result<Vec<ConfigWrite>, String> {
    let (addr_bits, data_bits) = config_widths(shape);
    let width = 2 + addr_bits + data_bits;
    let mut writes = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let word = line.trim();
        let bad = |why: &str| format!("line {} {word:?}: {why}", i + 1);
        if word.is_empty() || !word.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err(bad("not a hexadecimal word"));
        }
        let mut bits = Vec::with_capacity(4 * word.len());
        for c in word.chars().rev() {
            let nibble = c.to_digit(16).expect("checked hexadecimal");
            bits.extend((0..4).map(|b| nibble >> b & 1 == 1));
        }
        if bits.iter().skip(width).any(|&b| b) {
            return Err(bad(&format!("wider than the {width} bits of a write")));
        }
        bits.resize(width, false);
        let value = Value::from_bits(&bits);
        let table = match value.field(width - 2, 2) {
            0 => Table::Routes,
            1 => Table::Bubble,
            2 => Table::VcConfig,
            t => return Err(bad(&format!("target {t} names no table"))),
        };
        writes.push(ConfigWrite {
            table,
            addr: value.field(data_bits, addr_bits) as usize,
            data: value.resize(data_bits),
        });
    }
    Ok(writes)
}

/// The boot loader of a fabric whose routers take `words` writes of `addr_bits` + `data_bits`.
fn boot_loader_verilog(words: usize, addr_bits: usize, data_bits: usize) -> String {
    let width = 2 + addr_bits + data_bits;
    let cb = (clog2(words + 1) as usize).max(1);
    format!(
        "// {BOOT_LOADER}: after reset, writes the {words} configuration words of IMAGE (one\n\
         // per line: target, address, data) through a router's cfg port, one per cycle; `done`\n\
         // rises when the last is written. Generated by `ftrouter verilog` (the $readmemh image\n\
         // is the one part rust-hdl cannot describe).\n\
         // Ports:\n\
         //   in    clock, reset (synchronous, active high)\n\
         //   out   cfg_write, cfg_target [1:0], cfg_addr [{a}:0], cfg_data [{d}:0], done\n\
         // Registers:\n\
         //   count   {cb}   reset 0\n\
         module {BOOT_LOADER} #(parameter IMAGE = \"router.hex\") (\n\
         \x20   input wire clock,\n\
         \x20   input wire reset,\n\
         \x20   output wire cfg_write,\n\
         \x20   output wire [1:0] cfg_target,\n\
         \x20   output wire [{a}:0] cfg_addr,\n\
         \x20   output wire [{d}:0] cfg_data,\n\
         \x20   output wire done\n\
         );\n\
         reg [{w}:0] image [0:{last}];\n\
         initial $readmemh(IMAGE, image);\n\
         reg [{c}:0] count;\n\
         wire [{w}:0] word = image[count];\n\
         always @(posedge clock) begin\n\
         \x20   if (reset) count <= 0; else if (!done) count <= count + 1'b1;\n\
         end\n\
         assign done = count == {words};\n\
         assign cfg_write = !reset & !done;\n\
         assign cfg_target = word[{w}:{tl}];\n\
         assign cfg_addr = word[{ah}:{d1}];\n\
         assign cfg_data = word[{d}:0];\n\
         endmodule\n",
        a = addr_bits - 1,
        d = data_bits - 1,
        d1 = data_bits,
        ah = addr_bits + data_bits - 1,
        tl = width - 2,
        w = width - 1,
        c = cb - 1,
        last = words - 1,
    )
}

/// The Verilator configuration `verilog` writes beside the Verilog: each waived warning
/// class with its reason, narrowed to a file or a message where it can be.
pub const LINT_CONFIG: &str = include_str!("../../../hdl/lint.vlt");

/// Its file name in an output folder.
pub const LINT_FILE: &str = "lint.vlt";

/// The files of `fabric`'s hardware: router (its routing table staged by `tables`), boot
/// loader, table images, top `top_name`.
pub fn fabric_design(fabric: &Fabric, top_name: &str, tables: Staging) -> Result<Design> {
    let routers = healthy(fabric)?;
    let (shape, core) = router_core(fabric, tables)?;
    let (addr_bits, data_bits) = config_widths(&shape);
    let mut files = vec![(format!("{ROUTER}.v"), core.verilog())];
    let mut words = 0;
    let mut images = Vec::new();
    for &v in &routers {
        let (_, writes) = router_writes(fabric, v)?;
        words = writes.len();
        images.push((image_name(v), image_hex(&writes, addr_bits, data_bits)));
    }
    files.push((
        format!("{BOOT_LOADER}.v"),
        boot_loader_verilog(words, addr_bits, data_bits),
    ));
    files.extend(images);
    files.push((LINT_FILE.to_string(), LINT_CONFIG.to_string()));
    files.push((
        format!("{top_name}.v"),
        crate::hdl::fabric_top::top_verilog(fabric, &routers, top_name, addr_bits, data_bits),
    ));
    Ok(Design { files })
}

/// The design that co-simulates router `node` alone: the router module, its config port
/// driven by the vectors.
pub fn router_design(fabric: &Fabric, tables: Staging) -> Result<Design> {
    let (_, core) = router_core(fabric, tables)?;
    Ok(Design {
        files: vec![(format!("{ROUTER}.v"), core.verilog())],
    })
}

/// Cycles of the boot: one configuration write per cycle.
pub fn boot_cycles(fabric: &Fabric) -> Result<usize> {
    Ok(router_writes(fabric, healthy(fabric)?[0])?.1.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::capture::capture;
    use crate::hdl::rtl::router::Table;
    use crate::hdl::rtl::router_lockstep::{compare, drive};
    use crate::hdl::rtl::{clock_edge, start};
    use crate::router::params::{RouterParams, Switching};
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSet, Network, Topology};
    use crate::workload::SimConfig;

    /// A table image reads back as the writes it was made of; a line that is not one write
    /// is refused naming its number.
    #[test]
    fn a_table_image_reads_back_as_its_writes() {
        let topo: Topology = "torus:3x3".parse().unwrap();
        let faults = FaultSet::parse(&topo, "", 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, Mode::Bubble).unwrap();
        let params = RouterParams::new(&tables, 2, 4, 4, Switching::Vct);
        let f = Fabric::with_tables(net, tables, params).unwrap();
        let (shape, writes) = router_writes(&f, NodeId::new(4)).unwrap();
        let (a, d) = config_widths(&shape);
        let text = image_hex(&writes, a, d);
        let read = parse_image(&text, &shape).unwrap();
        assert_eq!(read.len(), writes.len());
        for (r, w) in read.iter().zip(&writes) {
            assert_eq!((r.table, r.addr), (w.table, w.addr));
            assert_eq!(r.data.to_u128(), w.data.to_u128());
        }
        let width = 2 + a + d;
        let top = format!("{:x}", 3u128 << (width - 2));
        for (bad, needle) in [("zz", "line 2"), (top.as_str(), "target 3"), ("1", "")] {
            let edited = text.replacen('\n', &format!("\n{bad}\n"), 1);
            if needle.is_empty() {
                assert!(parse_image(&edited, &shape).is_ok());
                continue;
            }
            let e = parse_image(&edited, &shape).unwrap_err();
            assert!(e.contains(needle), "{e}");
        }
        let wide = format!("1{}\n", "0".repeat(width.div_ceil(4)));
        assert!(parse_image(&wide, &shape).unwrap_err().contains("wider"));
    }

    /// A wrong table word in the boot image (the adaptive mask of a destination the traffic
    /// uses, inverted) is caught by the lockstep, with the cycle and the signal.
    #[test]
    fn a_changed_table_word_is_caught_with_cycle_and_signal() {
        let topo: Topology = "torus:4x4".parse().unwrap();
        let faults = FaultSet::parse(&topo, "", 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, Mode::Duato).unwrap();
        let params = RouterParams::new(&tables, 3, 8, 4, Switching::Wormhole);
        let mut f = Fabric::with_tables(net, tables, params).unwrap();
        let cfg = SimConfig {
            rate: 0.3,
            warmup: 0,
            cycles: 400,
            seed: 5,
            ..SimConfig::default()
        };
        let node = NodeId::new(5);
        let edges = capture(&mut f, &cfg, node).unwrap();
        // The first head arriving from the network for another node.
        let (first, dest) = edges
            .iter()
            .find_map(|e| {
                (0..4).find_map(|p| {
                    let fl = &e.inputs.flit_in[p];
                    (e.inputs.flit_valid >> p & 1 == 1 && fl.head && fl.dest != node)
                        .then_some((e.cycle, fl.dest))
                })
            })
            .expect("traffic through router 5");
        let (shape, mut writes) = router_writes(&f, node).unwrap();
        let w = writes
            .iter_mut()
            .find(|w| w.table == Table::Routes && w.addr == dest.index())
            .unwrap();
        w.data = w.data ^ Value::new(w.data.width(), 0b1111);
        let mut hw = RtlRouter::new(&shape);
        hw.load(&writes);
        hw.node.next = Value::new(hw.node.width(), u64::from(node.get()));
        let mut hw = start(hw);
        let mismatch = edges.iter().find_map(|e| {
            drive(&mut hw, &shape.flit, &e.inputs);
            clock_edge(&mut hw, false);
            compare(&hw, &e.outputs, &shape.flit, e.cycle)
        });
        let m = mismatch.expect("the wrong table word is caught");
        assert!(m.cycle > first, "{m} before the head at {first}");
        assert!(
            m.signal.starts_with("flit_out") || m.signal.starts_with("credit_out"),
            "{m}"
        );
        println!("route word of {dest} changed: {m}");
    }
}
