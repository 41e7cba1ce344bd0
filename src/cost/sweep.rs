//! `ftrouter cost --sweep`: how the cost grows with ports, VCs, buffer depth and flit width,
//! one parameter at a time from a base router, and the fault-tolerance hardware of a bubble
//! router set against a plain DOR router of the same size.

use super::{Block, CostReport};

/// The base router every sweep starts from: a 2-D torus, bubble routing, 2 VCs, 8 flits of
/// 64 data bits, 4-flit packets (bubble flow control needs D >= 2 packets).
pub const BASE_TOPOLOGY: &str = "torus:8x8";
pub const BASE_ROUTING: &str = "bubble";
pub const BASE_VCS: usize = 2;
pub const BASE_DEPTH: usize = 8;
pub const BASE_PACKET: usize = 4;
pub const BASE_FLIT: u32 = 64;

/// One router of a sweep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    /// The parameter varied: ports, vcs, depth or flit_width.
    pub sweep: &'static str,
    /// Its value (network ports P, VCs, flits, data bits).
    pub value: u64,
    pub topology: &'static str,
    pub vcs: usize,
    pub depth: usize,
    /// Flits per packet: bubble flow control needs two packets' room in a VC, so the 4-flit
    /// buffer carries 2-flit packets (the router's hardware does not depend on it).
    pub packet: usize,
    pub flit_width: u32,
}

/// Every router of the sweep, in order.
pub fn points() -> Vec<Point> {
    let base = Point {
        sweep: "",
        value: 0,
        topology: BASE_TOPOLOGY,
        vcs: BASE_VCS,
        depth: BASE_DEPTH,
        packet: BASE_PACKET,
        flit_width: BASE_FLIT,
    };
    let mut out = Vec::new();
    // Ports: 1-D to 5-D bidirectional tori, P = 2n network ports and the local one (3 to 11);
    // k = 4 keeps the 5-D table at 1,024 nodes.
    for (p, topology) in [
        (2, "torus:8"),
        (4, "torus:8x8"),
        (6, "torus:4x4x4"),
        (8, "torus:4x4x4x4"),
        (10, "torus:4x4x4x4x4"),
    ] {
        out.push(Point {
            sweep: "ports",
            value: p,
            topology,
            ..base.clone()
        });
    }
    for vcs in [2, 3, 4, 6, 8] {
        out.push(Point {
            sweep: "vcs",
            value: vcs as u64,
            vcs,
            ..base.clone()
        });
    }
    for depth in [4, 8, 16, 24, 32] {
        out.push(Point {
            sweep: "depth",
            value: depth as u64,
            depth,
            packet: BASE_PACKET.min(depth / 2),
            ..base.clone()
        });
    }
    // Data bits over the router's whole range (`router::flit`: 32 to 256).
    for flit_width in [32, 64, 128, 192, 256] {
        out.push(Point {
            sweep: "flit_width",
            value: u64::from(flit_width),
            flit_width,
            ..base.clone()
        });
    }
    out
}

/// Memory and time of synthesizing every point with Yosys: 0.7 of the sum of the routers'
/// estimates (two run at a time, but the 11-port router alone takes half the run: 273 s
/// measured on 2 idle cores against the sum's 530 s), and the peak of ftrouter with two
/// Yosys runs, one of them the 11-port router with its 1,024-word table (1,642 MB measured).
pub fn yosys_estimate(points: &[Point]) -> crate::budget::Estimate {
    let seconds = points
        .iter()
        .map(|p| {
            let t: crate::topology::Topology = p.topology.parse().expect("a sweep topology");
            crate::budget::yosys(&t, p.vcs, p.depth, p.flit_width).seconds
        })
        .sum::<f64>();
    crate::budget::Estimate {
        bytes: 1700 << 20,
        seconds: 0.7 * seconds,
    }
}

/// The CSV header and one line per point.
pub fn csv(rows: &[(Point, CostReport)]) -> String {
    let mut out = String::from(
        "sweep,value,topology,ports,vcs,depth,flit_bits,nodes,storage_bits,model_gates,yosys_cells,yosys_transistors,yosys_flip_flops,buffer_bits,table_bits,allocator_gates,crossbar_gates\n",
    );
    let opt = |v: Option<u64>| v.map_or(String::new(), |v| v.to_string());
    for (p, r) in rows {
        let bits = |b: Block| r.block(b).storage_bits;
        let gates = |b: Block| r.block(b).model_gates.unwrap_or(0);
        out += &format!(
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n",
            p.sweep,
            p.value,
            p.topology,
            r.ports,
            r.vcs,
            r.depth,
            r.flit_bits,
            r.nodes,
            r.totals.storage_bits,
            r.totals.model_gates,
            opt(r.totals.yosys_cells),
            opt(r.totals.yosys_transistors),
            opt(r.totals.yosys_flip_flops),
            bits(Block::InputBuffers),
            bits(Block::RoutingTable) + bits(Block::BubbleTable),
            gates(Block::VcAllocator) + gates(Block::SwitchAllocator),
            gates(Block::Crossbar),
        );
    }
    out
}

/// Per block: the DOR router's and the bubble router's storage and gates (Yosys cells when
/// measured), and the difference: what fault tolerance costs.
pub fn compare_text(dor: &CostReport, bubble: &CostReport) -> String {
    let mut out = format!(
        "fault-tolerance hardware: bubble router against plain DOR, P = {} + 1, V = {}, D = {}, flit {} bits\n",
        dor.ports, dor.vcs, dor.depth, dor.flit_bits
    );
    out += &format!(
        "{:<18} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10}\n",
        "block", "dor_bits", "ft_bits", "+bits", "dor_gates", "ft_gates", "dor_cells", "ft_cells"
    );
    let opt = |v: Option<u64>| v.map_or("-".into(), |v| v.to_string());
    let rows = Block::ALL
        .iter()
        .map(|&b| (b.name(), dor.block(b), bubble.block(b)));
    for (name, d, f) in rows {
        out += &format!(
            "{name:<18} {:>10} {:>10} {:>+10} {:>10} {:>10} {:>10} {:>10}\n",
            d.storage_bits,
            f.storage_bits,
            f.storage_bits as i64 - d.storage_bits as i64,
            opt(d.model_gates),
            opt(f.model_gates),
            opt(d.yosys_cells),
            opt(f.yosys_cells),
        );
    }
    let (d, f) = (&dor.totals, &bubble.totals);
    out += &format!(
        "{:<18} {:>10} {:>10} {:>+10} {:>10} {:>10} {:>10} {:>10}\n",
        "total",
        d.storage_bits,
        f.storage_bits,
        f.storage_bits as i64 - d.storage_bits as i64,
        d.model_gates,
        f.model_gates,
        opt(d.yosys_cells),
        opt(f.yosys_cells),
    );
    out
}
