//! Analytical gate estimates, in Yosys generic cells: one cell per 2-input gate (AND, OR,
//! XOR and their inverted forms), inverter, 2:1 multiplexer or flip-flop. Each formula counts
//! the structure of the rust-hdl block (docs/cost.md derives them); ROMs have no formula
//! (their logic depends on the contents, which Yosys minimizes). The VC state and the request
//! logic have no leaf block: their formula counts the router top (`HdlRouter`'s update) and is
//! checked against the whole router minus the leaf blocks.

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

/// Bits to index `n` things, as a count.
fn bits(n: usize) -> u64 {
    u64::from(clog2(n))
}

/// One input VC's control in the router top (`HdlRouter::update`), N = (P + 1) V output VCs,
/// P (V - E) adaptive and (P + 1) E escape candidates, CB-bit credits:
/// - its registers (state 2, route P + 3 + PB, refusals 4, held VC, port and output VC,
///   granted misses 4), each a flip-flop and an enable multiplexer;
/// - RC: the eject compare with the node id (DB), the livelock compare and the head decode;
///   BW's write enable (VB + 2);
/// - the VA request: per adaptive candidate a CB-bit `>` comparator against the best so far
///   (2 CB; the chain is the input VC's own, since the best depends on its route), its
///   qualifiers (3) and the updates of found, best and best_credits (1 + NB + CB); per escape
///   candidate the class match and qualifiers (5), the same updates and the transit-priority
///   test (4); the route port's decode (P + 1); per ejection VC the updates (NB + 3); the
///   bubble check (the row's bit, P, and a CB-bit compare); the refusal counter and misses
///   (20);
/// - per output VC (the N x N request and grant network, 22 + PB + VB): the request's decode
///   (2), the all and urgent request bits (2) and their select (1); the grant's decode (2) and
///   the won test (4); the held VC's decode (2) and SA's has-a-credit select (2); owner set (2)
///   and clear (3), credit sent (2); the held port and output VC looked up from the granted VC
///   (PB + VB);
/// - SA: the input pick (VB + 2) and the output grant match per port ((P + 1) (PB + 2)).
fn input_vc_control(s: &RouterShape) -> u64 {
    let (p, v, e) = (s.ports as u64, s.vcs as u64, s.escape_vcs as u64);
    let np = p + 1;
    let n = np * v;
    let (pb, vb, nb) = (bits(s.ports + 1), bits(s.vcs), bits(s.input_vcs()));
    let cb = bits(s.depth + 1);
    let db = bits(s.nodes).max(1);
    let registers = 2 * (13 + p + 2 * pb + nb + vb);
    let rc_bw = db + 9 + vb + 2;
    let adaptive = p * (v - e) * (3 * cb + nb + 4);
    let escape = e * np * (nb + cb + 9) + np;
    let eject = v * (nb + 3);
    let bubble_misses = p + cb + 4 + 20;
    let per_output = n * (22 + pb + vb);
    let sa = vb + 2 + np * (pb + 2);
    registers + rc_bw + adaptive + escape + eject + bubble_misses + per_output + sa
}

/// One output VC's free and has-a-credit tests (CB each), owner bit with its enable (2) and
/// the credit-return match (VB + 4).
fn output_vc_control(s: &RouterShape) -> u64 {
    let cb = bits(s.depth + 1);
    2 * cb + bits(s.vcs) + 6
}

/// One output port of the router top beyond the leaf crossbar and arbiters: ST selects the
/// flit among the N input VCs (an FB-bit multiplexer step, the grant match, the misses and
/// output-VC steps per input VC), not among the P + 1 input ports of the leaf crossbar; the
/// head's header is rewritten (hops increment and saturation, 8 + 8, and the 12 multiplexers
/// of hops and misses); SA steers each input port's pick to its output (V PB) and each output
/// arbiter's requests and grants ((P + 1) (PB + 3)).
fn output_port_control(s: &RouterShape) -> u64 {
    let (np, n, v) = (s.ports as u64 + 1, s.input_vcs() as u64, s.vcs as u64);
    let (pb, vb) = (bits(s.ports + 1), bits(s.vcs));
    let fb = u64::from(s.data_bits) + 2;
    let select = (n - np) * fb + n * (pb + 2 + 4 + vb);
    let steer = v * pb + np * (pb + 3);
    select + 28 + steer
}

/// The VC state and the router top's request logic: everything the whole router holds beyond
/// its leaf blocks (docs/cost.md). The stored flit has no VC field, so the router's buffers
/// and crossbar are narrower than the leaf blocks priced at the wire flit (3 D cells per
/// buffer and P + 2 per crossbar output per sideband bit): that difference is subtracted.
pub fn vc_state(s: &RouterShape) -> u64 {
    let (np, n) = (s.ports as u64 + 1, s.input_vcs() as u64);
    let sideband = u64::from(s.flit_bits - s.data_bits - 2);
    let narrower = sideband * (n * 3 * s.depth as u64 + np * np + np);
    (n * (input_vc_control(s) + output_vc_control(s)) + np * output_port_control(s))
        .saturating_sub(narrower)
}

/// Model gates of `block`, or None where there is no formula.
pub fn model_gates(s: &RouterShape, block: Block) -> Option<u64> {
    let (p, v, n) = (s.ports as u64, s.vcs as u64, s.input_vcs() as u64);
    let w = u64::from(s.flit_bits);
    match block {
        Block::InputBuffers => Some(n * vc_buffer(s.depth as u64, w)),
        Block::VcState => Some(vc_state(s)),
        Block::RoutingTable | Block::BubbleTable => None,
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
