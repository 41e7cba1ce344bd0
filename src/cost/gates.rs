//! Analytical gate estimates, in Yosys generic cells: one cell per 2-input gate (AND, OR,
//! XOR and their inverted forms), inverter, 2:1 multiplexer or flip-flop. Each formula counts
//! the structure of the generated block (`hdl::rtl`; docs/cost.md derives them). `vc_state`
//! counts what the router holds outside the leaf blocks: the input VC control, RC, header
//! rewrite and the router top's request and credit logic.

use super::Block;
use super::sizes::RouterSizes;
use crate::bits::clog2;
use crate::router::arbiter::ArbiterKind;

/// Round-robin arbiter over n requesters, IW = clog2 n (`hdl::rtl::arbiter`, whole-vector
/// logic): the thermometer mask `all << ptr` (about n IW / 2 multiplexers), `req & mask` and
/// the fall-back select (2 n), the first of the masked requests and the first of all found by
/// prefix ORs side by side (4 n), the grant index as IW OR-reductions over n / 2 bits each
/// (about n IW / 2), and the pointer: IW flip-flops, its increment, wrap and enable (4 IW). Two
/// requesters: the two firsts, their select, the valid OR, and the pointer's flip-flop, toggle
/// and enable (14).
pub fn rr_arbiter(n: u64) -> u64 {
    if n == 2 {
        return 14;
    }
    let iw = u64::from(clog2(n as usize));
    6 * n + n * iw + 4 * iw - 1
}

/// Round-robin arbiter whose `urgent` requests are served first (VA's, `hdl::rtl::arbiter`):
/// the plain arbiter and the same two searches over the urgent requests, their masks and the
/// four-way choice of the grant (about 7 n). The switch allocator's arbiters have none.
pub fn rr_arbiter_urgent(n: u64) -> u64 {
    rr_arbiter(n) + 7 * n
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

/// `arbiter` with urgent requests served first (VA's arbiters); the matrix arbiter's priority
/// is its matrix.
pub fn arbiter_urgent(kind: ArbiterKind, n: u64) -> u64 {
    match kind {
        ArbiterKind::RoundRobin if n >= 2 => rr_arbiter_urgent(n),
        _ => arbiter(kind, n),
    }
}

/// Crossbar of N = P + 1 ports, W-bit flits, SW = clog2 N: per (output, input) a W-bit
/// multiplexer step (W), the select compare (SW) and the valid gating (2); per output the
/// W + 1 flip-flops of the ST register.
pub fn crossbar(ports: u64, w: u64) -> u64 {
    let sw = u64::from(clog2(ports as usize));
    ports * ports * (w + sw + 2) + ports * (w + 1)
}

/// One VC buffer (`hdl::rtl::vc_buffer`): per slot bit a flip-flop, its write-enable
/// multiplexer and two steps of the read multiplexer tree (4 D W); per bit the multiplexer
/// between the arriving flit and the tail that closes a packet a cut link split (W); per slot
/// the write decode (1); head, tail, count and closed-slot registers with increment, wrap,
/// compare and enable logic (4 cells per bit).
pub fn vc_buffer(depth: u64, w: u64) -> u64 {
    let pw = u64::from(clog2(depth as usize));
    let cw = u64::from(clog2(depth as usize + 1));
    4 * depth * w + w + depth + 4 * (3 * pw + cw + 1)
}

/// Credit counter, a thermometer code of D bits (`hdl::rtl::credit_counter`): per bit a
/// flip-flop, the code after the edge without a flit sent (the credit shift and its hold, 2)
/// and with one (1), the choice between them (1); the full test (1).
pub fn credit_counter(depth: u64) -> u64 {
    5 * depth + 1
}

/// A table memory (`hdl::rtl::Memory`) of `words` x `width` bits with `reads` read ports and a
/// staged bank: per bit a flip-flop and its write-enable multiplexer (2), per word the
/// address decode (1), per
/// read port a (words - 1)-step multiplexer tree per bit. Synthesis prices the table for any
/// contents, since the configuration port can rewrite it. A word count that is not a power of
/// two adds the out-of-range check.
pub fn memory(words: u64, width: u64, reads: u64) -> u64 {
    let tree = reads * (words - 1) * width;
    let staged = staging(words, width, reads);
    // A read past the last word gives zero: per read port a range compare and a gate per bit.
    let range = if words.is_power_of_two() {
        0
    } else {
        reads * (width + u64::from(clog2(words as usize)))
    };
    2 * words * width + words + tree + range + staged
}

/// A memory's staged bank: per bit a flip-flop, its write-enable multiplexer and the commit's
/// multiplexer into the read bank (3). A word count that is not a power of two decodes the
/// read bank's writes (`hdl::rtl::state`), which Yosys prices at about 5/4 of a cell per read
/// port and bit.
fn staging(words: u64, width: u64, reads: u64) -> u64 {
    let decoded = if words.is_power_of_two() {
        0
    } else {
        5 * reads * words * width / 4
    };
    3 * words * width + decoded
}

/// Bits to index `n` things, as a count.
fn bits(n: usize) -> u64 {
    u64::from(clog2(n))
}

/// One input VC's control (`hdl::rtl::input_vc` and its share of the router top), N = (P + 1) V output VCs,
/// P (V - E) adaptive and (P + 1) E escape candidates, CB-bit credits:
/// - its registers (state 2, route P + 3 + PB, refusals 4, held VC, port and output VC,
///   granted misses 4; the VA request registered between VA's stages, 7 + NB; the held VC
///   one-hot, N), each a flip-flop and an enable multiplexer;
/// - RC: the eject compare with the node id (DB), the livelock compare and the head decode;
///   BW's write enable (VB + 2);
/// - the VA request: the adaptive VC with most credits by credit levels, per (level, output
///   VC) a compare with the level's constant (2), the reached-level AND-OR (1.5) and the
///   at-the-top OR-AND (1.5), and per output VC the first of the top and its encoding (3);
///   per adaptive candidate its qualifiers (3 + NB + 1); per escape
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
fn input_vc_control(s: &RouterSizes) -> u64 {
    let (p, v, e) = (s.ports as u64, s.vcs as u64, s.escape_vcs as u64);
    let np = p + 1;
    let n = np * v;
    let (pb, vb, nb) = (bits(s.ports + 1), bits(s.vcs), bits(s.input_vcs()));
    let cb = bits(s.depth + 1);
    let db = bits(s.nodes).max(1);
    let registers = 2 * (13 + p + 2 * pb + nb + vb) + 2 * (7 + nb + n);
    let rc_bw = db + 9 + vb + 2;
    let adaptive = 5 * s.depth as u64 * n + 3 * n + p * (v - e) * (nb + 4);
    let escape = e * np * (nb + cb + 9) + np;
    let eject = v * (nb + 3);
    let bubble_misses = p + cb + 4 + 20;
    let per_output = n * (22 + pb + vb);
    let sa = vb + 2 + np * (pb + 2);
    registers + rc_bw + adaptive + escape + eject + bubble_misses + per_output + sa
}

/// One output VC's free and has-a-credit tests (CB each), owner bit with its enable (2) and
/// the credit-return match (VB + 4).
fn output_vc_control(s: &RouterSizes) -> u64 {
    let cb = bits(s.depth + 1);
    2 * cb + bits(s.vcs) + 6
}

/// One output port of the router top beyond the leaf crossbar and arbiters: ST selects the
/// flit among the N input VCs (an FB-bit multiplexer step, the grant match, the misses and
/// output-VC steps per input VC), not among the P + 1 input ports of the leaf crossbar; the
/// head's header is rewritten (hops increment and saturation, 8 + 8, and the 12 multiplexers
/// of hops and misses); SA steers each input port's pick to its output (V PB) and each output
/// arbiter's requests and grants ((P + 1) (PB + 3)).
fn output_port_control(s: &RouterSizes) -> u64 {
    let (np, n, v) = (s.ports as u64 + 1, s.input_vcs() as u64, s.vcs as u64);
    let (pb, vb) = (bits(s.ports + 1), bits(s.vcs));
    let fb = u64::from(s.data_bits) + 2;
    let select = (n - np) * fb + n * (pb + 2 + 4 + vb);
    let steer = v * pb + np * (pb + 3);
    select + 28 + steer
}

/// The VC state and the router top's request logic: everything the router holds beyond its
/// leaf blocks (docs/cost.md).
pub fn vc_state(s: &RouterSizes) -> u64 {
    let (np, n) = (s.ports as u64 + 1, s.input_vcs() as u64);
    n * (input_vc_control(s) + output_vc_control(s) + tail_copy(s))
        + np * output_port_control(s)
        + vc_config_staging(s)
}

/// The VC configuration table's staged bank (n words, a read port per VC; `memory`'s
/// `staged`); its read bank is in `input_vc_control`'s figures.
fn vc_config_staging(s: &RouterSizes) -> u64 {
    let n = s.input_vcs() as u64;
    let width = crate::hdl::rtl::vc_config::VcConfigWord { ports: s.ports }.width() as u64;
    staging(n, width, n)
}

/// The closing tail of a cut packet (`hdl::rtl::tail_copy`): per tag and index bit a
/// flip-flop and the head/body and write multiplexers (3), and the index increment (8).
fn tail_copy(s: &RouterSizes) -> u64 {
    3 * (s.tag_bits + 8) + 8
}

/// VA's request matrix: per (output VC, input VC) the requested VC's one-hot bit gated by the
/// request's valid bit and the bubble condition (3).
fn va_requests(s: &RouterSizes) -> u64 {
    let n = s.input_vcs() as u64;
    3 * n * n
}

/// SA's request routing: per (output, input port) the compare of the input's output port
/// (PB + 1) and the request gate (1); per input VC its output port steered to the output
/// arbiters (PB), the winning VC's index and its grant returned (2 VB), and its request and
/// grant gates (4).
fn sa_requests(s: &RouterSizes) -> u64 {
    let (np, n) = (s.ports as u64 + 1, s.input_vcs() as u64);
    let (pb, vb) = (bits(s.ports + 1), bits(s.vcs));
    np * np * (pb + 2) + n * (pb + 2 * vb + 4)
}

/// Model gates of `block`, or None where there is no formula.
pub fn model_gates(s: &RouterSizes, block: Block) -> Option<u64> {
    let (p, v, n) = (s.ports as u64, s.vcs as u64, s.input_vcs() as u64);
    match block {
        Block::InputBuffers => Some(n * vc_buffer(s.depth as u64, s.stored_flit_bits())),
        Block::VcState => Some(vc_state(s)),
        // One read port per input VC: each RC reads the table.
        Block::RoutingTable => Some(memory(s.nodes as u64, u64::from(s.word.width()), n)),
        Block::BubbleTable => Some(memory(p + 1, p, n)),
        Block::VcAllocator => Some(n * arbiter_urgent(s.arbiter, n) + va_requests(s)),
        Block::SwitchAllocator => {
            Some((p + 1) * (arbiter(s.arbiter, v) + arbiter(s.arbiter, p + 1)) + sa_requests(s))
        }
        Block::Crossbar => Some(crossbar(p + 1, s.lane_bits())),
        Block::CreditCounters => Some(p * v * credit_counter(s.depth as u64)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::yosys::synthesize;
    use crate::hdl::rtl::{self, emit};

    /// Model and Yosys cells of the generated router's leaf blocks at sizes beyond the
    /// routers the CLI tests measure; prints the table docs/cost.md shows (`--nocapture`).
    #[test]
    fn the_model_is_within_30_percent_of_yosys() {
        let mut cases: Vec<(String, u64, String)> = Vec::new();
        for n in [2, 3, 4, 5, 8, 10, 16, 40] {
            let v = emit(&rtl::RoundRobin::new(n as usize)).verilog();
            cases.push((format!("rr arbiter N={n}"), rr_arbiter(n), v));
            let v = emit(&rtl::RoundRobin::prioritized(n as usize)).verilog();
            cases.push((format!("rr arbiter N={n}, urgent"), rr_arbiter_urgent(n), v));
        }
        for (p, w) in [(3, 68), (5, 68), (9, 68), (5, 123), (5, 263)] {
            let v = emit(&rtl::Crossbar::new(p as usize, w as usize)).verilog();
            cases.push((format!("crossbar {p}x{p} x {w}"), crossbar(p, w), v));
        }
        for (d, w) in [(2, 67), (8, 67), (16, 67), (8, 123), (4, 263), (32, 67)] {
            let v = emit(&rtl::VcBuffer::new(d as usize, w as usize)).verilog();
            cases.push((format!("VC buffer D={d} x {w}"), vc_buffer(d, w), v));
        }
        for d in [2, 8, 64] {
            let v = emit(&rtl::CreditCounter::new(d as usize)).verilog();
            cases.push((format!("credit counter D={d}"), credit_counter(d), v));
        }
        let mut worst = Vec::new();
        for (name, model, verilog) in cases {
            let y = synthesize(&verilog).unwrap().cells;
            let err = (model as f64 - y as f64) / y as f64;
            println!("| {name} | {model} | {y} | {:+.1}% |", 100.0 * err);
            if err.abs() > 0.30 {
                worst.push(format!("{name}: model {model}, Yosys {y}"));
            }
        }
        assert!(worst.is_empty(), "{worst:?}");
    }
}
