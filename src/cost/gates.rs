//! Analytical gate estimates, in Yosys generic cells: one cell per 2-input gate (AND, OR,
//! XOR and their inverted forms), inverter, 2:1 multiplexer or flip-flop. Each formula counts
//! the structure of the rust-hdl block (docs/cost.md derives them); ROMs have no formula
//! (their logic depends on the contents, which Yosys minimizes) and neither has the VC state,
//! which has no rust-hdl block yet.

use super::Block;
use super::shape::RouterShape;
use crate::router::arbiter::ArbiterKind;
use crate::router::bits::clog2;

/// Round-robin arbiter over n requesters, IW = clog2 n: per requester the thermometer bit
/// `ptr <= i` (IW), `req & mask` (1), a step of each of the two priority scans (2 + 2) and
/// the grant-index multiplexers of both scans (2 IW); the pointer: IW flip-flops, an IW-bit
/// increment, the wrap and enable multiplexers (4 IW). Requester 0 heads the first scan
/// (nothing found yet: 2 cells fewer) and its index is 0 (no multiplexers: 2 IW fewer).
pub fn rr_arbiter(n: u64) -> u64 {
    let iw = u64::from(clog2(n as usize));
    n * (5 + 3 * iw) + 2 * iw - 2
}

/// Matrix arbiter: per matrix bit a flip-flop, its enable multiplexer, its update (2) and its
/// part of the grant `req_i & !OR_j(req_j & row_j[i])` (2); the grant index n x IW.
pub fn matrix_arbiter(n: u64) -> u64 {
    6 * n * n + n * u64::from(clog2(n as usize))
}

pub fn arbiter(kind: ArbiterKind, n: u64) -> u64 {
    match kind {
        _ if n < 2 => 0,
        ArbiterKind::RoundRobin => rr_arbiter(n),
        ArbiterKind::Matrix => matrix_arbiter(n),
    }
}

/// Crossbar of N = P + 1 ports, W-bit flits, SW = clog2 N: per (output, input) a W-bit
/// multiplexer step (W), the select compare (SW) and the valid gating (2); per output the
/// W + 1 flip-flops of the ST register.
pub fn crossbar(ports: u64, w: u64) -> u64 {
    let sw = u64::from(clog2(ports as usize));
    ports * ports * (w + sw + 2) + ports * (w + 1)
}

/// One VC buffer: per slot bit a flip-flop, its write multiplexer and a step of the read
/// multiplexer (3 D W); per slot the write decode (1); head, tail and count registers with
/// increment, wrap and enable logic (4 cells per bit).
pub fn vc_buffer(depth: u64, w: u64) -> u64 {
    let pw = u64::from(clog2(depth as usize));
    let cw = u64::from(clog2(depth as usize + 1));
    3 * depth * w + depth + 4 * (2 * pw + cw)
}

/// Credit counter, CW = clog2(D + 1) bits: per bit a flip-flop, an increment and a decrement
/// half adder (2 + 2), the next-value multiplexers (2), the compare with D (1) and the
/// nonzero OR (1); bit 0 has no carry in, so its adders shrink to an inverter (4 fewer).
pub fn credit_counter(depth: u64) -> u64 {
    9 * u64::from(clog2(depth as usize + 1)) - 4
}

/// Model gates of `block`, or None where there is no formula.
pub fn model_gates(s: &RouterShape, block: Block) -> Option<u64> {
    let (p, v, n) = (s.ports as u64, s.vcs as u64, s.input_vcs() as u64);
    let w = u64::from(s.flit_bits);
    match block {
        Block::InputBuffers => Some(n * vc_buffer(s.depth as u64, w)),
        Block::VcState | Block::RoutingTable | Block::BubbleTable => None,
        Block::VcAllocator => Some(n * arbiter(s.arbiter, n)),
        Block::SwitchAllocator => {
            Some((p + 1) * (arbiter(s.arbiter, v) + arbiter(s.arbiter, p + 1)))
        }
        Block::Crossbar => Some(crossbar(p + 1, w)),
        Block::CreditCounters => Some(p * v * credit_counter(s.depth as u64)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::instances;
    use crate::cost::yosys::synthesize;

    /// Model and Yosys cells at sizes beyond the one router the CLI test measures; prints the
    /// table docs/cost.md shows (`--nocapture`).
    #[test]
    fn the_model_is_within_30_percent_of_yosys() {
        let mut cases: Vec<(String, u64, Result<String, crate::Error>)> = Vec::new();
        for n in [2, 3, 4, 5, 8, 10, 16, 40] {
            cases.push((
                format!("rr arbiter N={n}"),
                rr_arbiter(n),
                instances::rr_arbiter(n as usize),
            ));
        }
        for n in [2, 4, 5, 8, 10] {
            cases.push((
                format!("matrix arbiter N={n}"),
                matrix_arbiter(n),
                instances::matrix_arbiter(n as usize),
            ));
        }
        for p in [3, 5, 9] {
            cases.push((
                format!("crossbar {p}x{p} x 68"),
                crossbar(p, 68),
                instances::crossbar(p as usize, 68),
            ));
        }
        for d in [2, 8, 16] {
            cases.push((
                format!("VC buffer D={d} x 67"),
                vc_buffer(d, 67),
                instances::vc_buffer(d as usize, 67),
            ));
        }
        // The widest flits (120 data bits): the W terms hold beyond 64 bits.
        cases.push((
            "crossbar 5x5 x 123".into(),
            crossbar(5, 123),
            instances::crossbar(5, 123),
        ));
        cases.push((
            "VC buffer D=8 x 123".into(),
            vc_buffer(8, 123),
            instances::vc_buffer(8, 123),
        ));
        for d in [1, 8, 100] {
            cases.push((
                format!("credit counter D={d}"),
                credit_counter(d),
                instances::credit_counter(d as usize),
            ));
        }
        for (name, model, verilog) in cases {
            let y = synthesize(&verilog.unwrap()).unwrap().cells;
            let err = (model as f64 - y as f64) / y as f64;
            println!("| {name} | {model} | {y} | {:+.1}% |", 100.0 * err);
            assert!(err.abs() <= 0.30, "{name}: model {model}, Yosys {y}");
        }
    }
}
