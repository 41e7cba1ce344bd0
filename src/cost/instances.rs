//! The rust-hdl blocks at the sizes `ftrouter cost --yosys` can synthesize. Stable Rust
//! cannot compute one const generic from another (a block takes clog2 of its size as a second
//! parameter), so every supported size is one match arm, written out, and any other size is
//! refused with one line naming the value. Each arm is a monomorphized block: the lists are
//! kept to the sizes the CLI can reach (docs/cost.md lists them) to bound the build time.

use crate::hdl::prelude::Block;
use crate::hdl::table_image::{Image, RouteWord, word};
use crate::hdl::{
    HdlBubbleRom, HdlCreditCounter, HdlCrossbar, HdlMatrixArbiter, HdlRoundRobinArbiter,
    HdlRouteRom, HdlVcBuffer, verilog,
};
use crate::{Error, Result};
use bitvec::field::BitField;

fn unsupported(what: &str, value: impl std::fmt::Display, range: &str) -> Error {
    Error::input(format!(
        "--yosys cannot synthesize {what} {value}: supported {range}"
    ))
}

fn v<B: Block>(b: B) -> Result<String> {
    Ok(verilog(b))
}

/// Verilog of a round-robin arbiter over `n` requesters.
pub fn rr_arbiter(n: usize) -> Result<String> {
    match n {
        2 => v(HdlRoundRobinArbiter::<2, 1>::new()),
        3 => v(HdlRoundRobinArbiter::<3, 2>::new()),
        4 => v(HdlRoundRobinArbiter::<4, 2>::new()),
        5 => v(HdlRoundRobinArbiter::<5, 3>::new()),
        6 => v(HdlRoundRobinArbiter::<6, 3>::new()),
        7 => v(HdlRoundRobinArbiter::<7, 3>::new()),
        8 => v(HdlRoundRobinArbiter::<8, 3>::new()),
        9 => v(HdlRoundRobinArbiter::<9, 4>::new()),
        10 => v(HdlRoundRobinArbiter::<10, 4>::new()),
        11 => v(HdlRoundRobinArbiter::<11, 4>::new()),
        12 => v(HdlRoundRobinArbiter::<12, 4>::new()),
        13 => v(HdlRoundRobinArbiter::<13, 4>::new()),
        14 => v(HdlRoundRobinArbiter::<14, 4>::new()),
        15 => v(HdlRoundRobinArbiter::<15, 4>::new()),
        16 => v(HdlRoundRobinArbiter::<16, 4>::new()),
        17 => v(HdlRoundRobinArbiter::<17, 5>::new()),
        18 => v(HdlRoundRobinArbiter::<18, 5>::new()),
        19 => v(HdlRoundRobinArbiter::<19, 5>::new()),
        20 => v(HdlRoundRobinArbiter::<20, 5>::new()),
        21 => v(HdlRoundRobinArbiter::<21, 5>::new()),
        22 => v(HdlRoundRobinArbiter::<22, 5>::new()),
        23 => v(HdlRoundRobinArbiter::<23, 5>::new()),
        24 => v(HdlRoundRobinArbiter::<24, 5>::new()),
        25 => v(HdlRoundRobinArbiter::<25, 5>::new()),
        26 => v(HdlRoundRobinArbiter::<26, 5>::new()),
        27 => v(HdlRoundRobinArbiter::<27, 5>::new()),
        28 => v(HdlRoundRobinArbiter::<28, 5>::new()),
        29 => v(HdlRoundRobinArbiter::<29, 5>::new()),
        30 => v(HdlRoundRobinArbiter::<30, 5>::new()),
        31 => v(HdlRoundRobinArbiter::<31, 5>::new()),
        32 => v(HdlRoundRobinArbiter::<32, 5>::new()),
        33 => v(HdlRoundRobinArbiter::<33, 6>::new()),
        34 => v(HdlRoundRobinArbiter::<34, 6>::new()),
        35 => v(HdlRoundRobinArbiter::<35, 6>::new()),
        36 => v(HdlRoundRobinArbiter::<36, 6>::new()),
        37 => v(HdlRoundRobinArbiter::<37, 6>::new()),
        38 => v(HdlRoundRobinArbiter::<38, 6>::new()),
        39 => v(HdlRoundRobinArbiter::<39, 6>::new()),
        40 => v(HdlRoundRobinArbiter::<40, 6>::new()),
        41 => v(HdlRoundRobinArbiter::<41, 6>::new()),
        42 => v(HdlRoundRobinArbiter::<42, 6>::new()),
        43 => v(HdlRoundRobinArbiter::<43, 6>::new()),
        44 => v(HdlRoundRobinArbiter::<44, 6>::new()),
        45 => v(HdlRoundRobinArbiter::<45, 6>::new()),
        46 => v(HdlRoundRobinArbiter::<46, 6>::new()),
        47 => v(HdlRoundRobinArbiter::<47, 6>::new()),
        48 => v(HdlRoundRobinArbiter::<48, 6>::new()),
        49 => v(HdlRoundRobinArbiter::<49, 6>::new()),
        50 => v(HdlRoundRobinArbiter::<50, 6>::new()),
        51 => v(HdlRoundRobinArbiter::<51, 6>::new()),
        52 => v(HdlRoundRobinArbiter::<52, 6>::new()),
        53 => v(HdlRoundRobinArbiter::<53, 6>::new()),
        54 => v(HdlRoundRobinArbiter::<54, 6>::new()),
        55 => v(HdlRoundRobinArbiter::<55, 6>::new()),
        56 => v(HdlRoundRobinArbiter::<56, 6>::new()),
        57 => v(HdlRoundRobinArbiter::<57, 6>::new()),
        58 => v(HdlRoundRobinArbiter::<58, 6>::new()),
        59 => v(HdlRoundRobinArbiter::<59, 6>::new()),
        60 => v(HdlRoundRobinArbiter::<60, 6>::new()),
        61 => v(HdlRoundRobinArbiter::<61, 6>::new()),
        62 => v(HdlRoundRobinArbiter::<62, 6>::new()),
        63 => v(HdlRoundRobinArbiter::<63, 6>::new()),
        64 => v(HdlRoundRobinArbiter::<64, 6>::new()),
        _ => Err(unsupported(
            "a round-robin arbiter of",
            n,
            "2 to 64 requesters",
        )),
    }
}

/// Verilog of a matrix arbiter over `n` requesters.
pub fn matrix_arbiter(n: usize) -> Result<String> {
    match n {
        2 => v(HdlMatrixArbiter::<2, 1>::new()),
        3 => v(HdlMatrixArbiter::<3, 2>::new()),
        4 => v(HdlMatrixArbiter::<4, 2>::new()),
        5 => v(HdlMatrixArbiter::<5, 3>::new()),
        6 => v(HdlMatrixArbiter::<6, 3>::new()),
        7 => v(HdlMatrixArbiter::<7, 3>::new()),
        8 => v(HdlMatrixArbiter::<8, 3>::new()),
        9 => v(HdlMatrixArbiter::<9, 4>::new()),
        10 => v(HdlMatrixArbiter::<10, 4>::new()),
        11 => v(HdlMatrixArbiter::<11, 4>::new()),
        12 => v(HdlMatrixArbiter::<12, 4>::new()),
        13 => v(HdlMatrixArbiter::<13, 4>::new()),
        14 => v(HdlMatrixArbiter::<14, 4>::new()),
        15 => v(HdlMatrixArbiter::<15, 4>::new()),
        16 => v(HdlMatrixArbiter::<16, 4>::new()),
        17 => v(HdlMatrixArbiter::<17, 5>::new()),
        18 => v(HdlMatrixArbiter::<18, 5>::new()),
        19 => v(HdlMatrixArbiter::<19, 5>::new()),
        20 => v(HdlMatrixArbiter::<20, 5>::new()),
        21 => v(HdlMatrixArbiter::<21, 5>::new()),
        22 => v(HdlMatrixArbiter::<22, 5>::new()),
        23 => v(HdlMatrixArbiter::<23, 5>::new()),
        24 => v(HdlMatrixArbiter::<24, 5>::new()),
        25 => v(HdlMatrixArbiter::<25, 5>::new()),
        26 => v(HdlMatrixArbiter::<26, 5>::new()),
        27 => v(HdlMatrixArbiter::<27, 5>::new()),
        28 => v(HdlMatrixArbiter::<28, 5>::new()),
        29 => v(HdlMatrixArbiter::<29, 5>::new()),
        30 => v(HdlMatrixArbiter::<30, 5>::new()),
        31 => v(HdlMatrixArbiter::<31, 5>::new()),
        32 => v(HdlMatrixArbiter::<32, 5>::new()),
        _ => Err(unsupported("a matrix arbiter of", n, "2 to 32 requesters")),
    }
}

/// Verilog of a `ports` x `ports` crossbar on `width`-bit flits.
pub fn crossbar(ports: usize, width: u32) -> Result<String> {
    match (ports, width) {
        (3, 67) => v(HdlCrossbar::<3, 2, 67>::new()),
        (3, 68) => v(HdlCrossbar::<3, 2, 68>::new()),
        (3, 69) => v(HdlCrossbar::<3, 2, 69>::new()),
        (3, 70) => v(HdlCrossbar::<3, 2, 70>::new()),
        (4, 67) => v(HdlCrossbar::<4, 2, 67>::new()),
        (4, 68) => v(HdlCrossbar::<4, 2, 68>::new()),
        (4, 69) => v(HdlCrossbar::<4, 2, 69>::new()),
        (4, 70) => v(HdlCrossbar::<4, 2, 70>::new()),
        (5, 67) => v(HdlCrossbar::<5, 3, 67>::new()),
        (5, 68) => v(HdlCrossbar::<5, 3, 68>::new()),
        (5, 69) => v(HdlCrossbar::<5, 3, 69>::new()),
        (5, 70) => v(HdlCrossbar::<5, 3, 70>::new()),
        (6, 67) => v(HdlCrossbar::<6, 3, 67>::new()),
        (6, 68) => v(HdlCrossbar::<6, 3, 68>::new()),
        (6, 69) => v(HdlCrossbar::<6, 3, 69>::new()),
        (6, 70) => v(HdlCrossbar::<6, 3, 70>::new()),
        (7, 67) => v(HdlCrossbar::<7, 3, 67>::new()),
        (7, 68) => v(HdlCrossbar::<7, 3, 68>::new()),
        (7, 69) => v(HdlCrossbar::<7, 3, 69>::new()),
        (7, 70) => v(HdlCrossbar::<7, 3, 70>::new()),
        (8, 67) => v(HdlCrossbar::<8, 3, 67>::new()),
        (8, 68) => v(HdlCrossbar::<8, 3, 68>::new()),
        (8, 69) => v(HdlCrossbar::<8, 3, 69>::new()),
        (8, 70) => v(HdlCrossbar::<8, 3, 70>::new()),
        (9, 67) => v(HdlCrossbar::<9, 4, 67>::new()),
        (9, 68) => v(HdlCrossbar::<9, 4, 68>::new()),
        (9, 69) => v(HdlCrossbar::<9, 4, 69>::new()),
        (9, 70) => v(HdlCrossbar::<9, 4, 70>::new()),
        // The flit-width sweep's points (2 VCs; 80, 96, 112, 120 data bits) on its 5 ports.
        (5, 83) => v(HdlCrossbar::<5, 3, 83>::new()),
        (5, 99) => v(HdlCrossbar::<5, 3, 99>::new()),
        (5, 115) => v(HdlCrossbar::<5, 3, 115>::new()),
        (5, 123) => v(HdlCrossbar::<5, 3, 123>::new()),
        (3..=9, _) => Err(unsupported(
            "a crossbar with flits of",
            format!("{width} bits"),
            "67 to 70 bits (64 data bits), and 83, 99, 115 or 123 bits at 5 ports",
        )),
        _ => Err(unsupported(
            "a crossbar of",
            format!("{ports} ports"),
            "3 to 9",
        )),
    }
}

/// Verilog of one VC buffer of `depth` slots of `width`-bit flits.
pub fn vc_buffer(depth: usize, width: u32) -> Result<String> {
    match (depth, width) {
        (2, 67) => v(HdlVcBuffer::<2, 1, 2, 67>::new()),
        (2, 68) => v(HdlVcBuffer::<2, 1, 2, 68>::new()),
        (2, 69) => v(HdlVcBuffer::<2, 1, 2, 69>::new()),
        (2, 70) => v(HdlVcBuffer::<2, 1, 2, 70>::new()),
        (4, 67) => v(HdlVcBuffer::<4, 2, 3, 67>::new()),
        (4, 68) => v(HdlVcBuffer::<4, 2, 3, 68>::new()),
        (4, 69) => v(HdlVcBuffer::<4, 2, 3, 69>::new()),
        (4, 70) => v(HdlVcBuffer::<4, 2, 3, 70>::new()),
        (6, 67) => v(HdlVcBuffer::<6, 3, 3, 67>::new()),
        (6, 68) => v(HdlVcBuffer::<6, 3, 3, 68>::new()),
        (6, 69) => v(HdlVcBuffer::<6, 3, 3, 69>::new()),
        (6, 70) => v(HdlVcBuffer::<6, 3, 3, 70>::new()),
        (8, 67) => v(HdlVcBuffer::<8, 3, 4, 67>::new()),
        (8, 68) => v(HdlVcBuffer::<8, 3, 4, 68>::new()),
        (8, 69) => v(HdlVcBuffer::<8, 3, 4, 69>::new()),
        (8, 70) => v(HdlVcBuffer::<8, 3, 4, 70>::new()),
        (10, 67) => v(HdlVcBuffer::<10, 4, 4, 67>::new()),
        (10, 68) => v(HdlVcBuffer::<10, 4, 4, 68>::new()),
        (10, 69) => v(HdlVcBuffer::<10, 4, 4, 69>::new()),
        (10, 70) => v(HdlVcBuffer::<10, 4, 4, 70>::new()),
        (12, 67) => v(HdlVcBuffer::<12, 4, 4, 67>::new()),
        (12, 68) => v(HdlVcBuffer::<12, 4, 4, 68>::new()),
        (12, 69) => v(HdlVcBuffer::<12, 4, 4, 69>::new()),
        (12, 70) => v(HdlVcBuffer::<12, 4, 4, 70>::new()),
        (16, 67) => v(HdlVcBuffer::<16, 4, 5, 67>::new()),
        (16, 68) => v(HdlVcBuffer::<16, 4, 5, 68>::new()),
        (16, 69) => v(HdlVcBuffer::<16, 4, 5, 69>::new()),
        (16, 70) => v(HdlVcBuffer::<16, 4, 5, 70>::new()),
        (24, 67) => v(HdlVcBuffer::<24, 5, 5, 67>::new()),
        (24, 68) => v(HdlVcBuffer::<24, 5, 5, 68>::new()),
        (24, 69) => v(HdlVcBuffer::<24, 5, 5, 69>::new()),
        (24, 70) => v(HdlVcBuffer::<24, 5, 5, 70>::new()),
        (32, 67) => v(HdlVcBuffer::<32, 5, 6, 67>::new()),
        (32, 68) => v(HdlVcBuffer::<32, 5, 6, 68>::new()),
        (32, 69) => v(HdlVcBuffer::<32, 5, 6, 69>::new()),
        (32, 70) => v(HdlVcBuffer::<32, 5, 6, 70>::new()),
        // The flit-width sweep's points at its depth of 8.
        (8, 83) => v(HdlVcBuffer::<8, 3, 4, 83>::new()),
        (8, 99) => v(HdlVcBuffer::<8, 3, 4, 99>::new()),
        (8, 115) => v(HdlVcBuffer::<8, 3, 4, 115>::new()),
        (8, 123) => v(HdlVcBuffer::<8, 3, 4, 123>::new()),
        (_, 67..=70) => Err(unsupported(
            "a VC buffer of depth",
            depth,
            "2, 4, 6, 8, 10, 12, 16, 24 or 32 flits",
        )),
        _ => Err(unsupported(
            "a VC buffer with flits of",
            format!("{width} bits"),
            "67 to 70 bits (64 data bits), and 83, 99, 115 or 123 bits at depth 8",
        )),
    }
}

/// Verilog of the credit counter of a downstream VC of `depth` slots.
pub fn credit_counter(depth: usize) -> Result<String> {
    let d = depth as u32;
    match crate::router::bits::clog2(depth + 1) {
        1 => v(HdlCreditCounter::<1>::new(d)),
        2 => v(HdlCreditCounter::<2>::new(d)),
        3 => v(HdlCreditCounter::<3>::new(d)),
        4 => v(HdlCreditCounter::<4>::new(d)),
        5 => v(HdlCreditCounter::<5>::new(d)),
        6 => v(HdlCreditCounter::<6>::new(d)),
        7 => v(HdlCreditCounter::<7>::new(d)),
        8 => v(HdlCreditCounter::<8>::new(d)),
        9 => v(HdlCreditCounter::<9>::new(d)),
        10 => v(HdlCreditCounter::<10>::new(d)),
        11 => v(HdlCreditCounter::<11>::new(d)),
        _ => Err(unsupported("a credit counter of depth", depth, "1 to 1024")),
    }
}

/// Width every routing-table word is zero-extended to before synthesis: one instance per
/// address width instead of one per (address, word) pair. Yosys drives the extra outputs
/// with constants, which are no cells (a test compares with an exact-width ROM).
pub const ROM_WORD_BITS: u32 = 16;

/// Verilog of a routing-table ROM holding `image` (words `fmt`, `nodes` destinations).
pub fn route_rom(image: &Image, fmt: &RouteWord, nodes: usize) -> Result<String> {
    let w = fmt.width();
    if w > ROM_WORD_BITS {
        return Err(unsupported(
            "a routing table of",
            format!("{w}-bit words"),
            "up to 16 bits",
        ));
    }
    // The same word values, zero-extended; the format's class field absorbs the padding so
    // that the ROM's width check holds.
    let wide = RouteWord {
        class_bits: fmt.class_bits + ROM_WORD_BITS - w,
        ..*fmt
    };
    let mut padded = Image::repeat(false, nodes * ROM_WORD_BITS as usize);
    for d in 0..nodes {
        let at = d * ROM_WORD_BITS as usize;
        padded[at..at + ROM_WORD_BITS as usize].store_le(word(image, w, d));
    }
    match crate::router::bits::clog2(nodes).max(1) {
        2 => v(HdlRouteRom::<2, 16>::new(&padded, &wide, nodes)),
        3 => v(HdlRouteRom::<3, 16>::new(&padded, &wide, nodes)),
        4 => v(HdlRouteRom::<4, 16>::new(&padded, &wide, nodes)),
        5 => v(HdlRouteRom::<5, 16>::new(&padded, &wide, nodes)),
        6 => v(HdlRouteRom::<6, 16>::new(&padded, &wide, nodes)),
        7 => v(HdlRouteRom::<7, 16>::new(&padded, &wide, nodes)),
        8 => v(HdlRouteRom::<8, 16>::new(&padded, &wide, nodes)),
        _ => Err(unsupported(
            "a routing table of",
            format!("{nodes} destinations"),
            "3 to 256",
        )),
    }
}

/// Verilog of a bubble-check ROM of `ports` network ports holding `image`.
pub fn bubble_rom(image: &Image, ports: usize) -> Result<String> {
    match ports {
        2 => v(HdlBubbleRom::<2, 2>::new(image)),
        3 => v(HdlBubbleRom::<2, 3>::new(image)),
        4 => v(HdlBubbleRom::<3, 4>::new(image)),
        5 => v(HdlBubbleRom::<3, 5>::new(image)),
        6 => v(HdlBubbleRom::<3, 6>::new(image)),
        7 => v(HdlBubbleRom::<3, 7>::new(image)),
        8 => v(HdlBubbleRom::<4, 8>::new(image)),
        _ => Err(unsupported(
            "a bubble-check table of",
            format!("{ports} ports"),
            "2 to 8",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::yosys::synthesize;
    use crate::hdl::table_image::route_image;
    use crate::routing::table::{Mode, compile};
    use crate::topology::Network;

    /// Zero-extending the words changes no cell: the padded ROM of a torus:8x8 router
    /// synthesizes to exactly what its 7-bit (bubble) and 8-bit (DOR) ROMs do.
    #[test]
    fn padded_routing_roms_cost_what_exact_ones_do() {
        let net = Network::fault_free("torus:8x8".parse().unwrap());
        for (mode, exact) in [(Mode::Bubble, 7), (Mode::Dor, 8)] {
            let t = compile(&net, mode).unwrap();
            let fmt = RouteWord::for_tables(&t);
            assert_eq!(fmt.width(), exact);
            let img = route_image(t.routers[9].as_ref().unwrap(), &fmt);
            let exact = match exact {
                7 => verilog(HdlRouteRom::<6, 7>::new(&img, &fmt, 64)),
                _ => verilog(HdlRouteRom::<6, 8>::new(&img, &fmt, 64)),
            };
            let padded = route_rom(&img, &fmt, 64).unwrap();
            let (e, p) = (synthesize(&exact).unwrap(), synthesize(&padded).unwrap());
            assert!(e.cells > 0);
            assert_eq!(p, e, "{mode}");
        }
    }
}
