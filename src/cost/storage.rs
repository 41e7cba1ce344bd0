//! Analytical storage bits of each block: every flip-flop and ROM bit the router holds, from
//! the register widths that `src/router/` documents (widths from `bits::clog2`).

use super::Block;
use super::shape::RouterShape;
use crate::router::arbiter::ArbiterKind;
use crate::router::bits::clog2;

/// Bits of one arbiter over `n` requesters: a clog2(n)-bit pointer, or an n x n matrix (the
/// HDL keeps the constant diagonal, as the native model does).
pub fn arbiter_bits(kind: ArbiterKind, n: usize) -> u64 {
    match kind {
        _ if n < 2 => 0, // one requester needs no arbiter
        ArbiterKind::RoundRobin => u64::from(clog2(n)),
        ArbiterKind::Matrix => (n * n) as u64,
    }
}

/// One VC buffer: D x W slot bits, head and tail (clog2 D each), count (clog2(D + 1)).
pub fn vc_buffer_bits(depth: usize, flit_bits: u32) -> u64 {
    (depth as u64) * u64::from(flit_bits)
        + 2 * u64::from(clog2(depth))
        + u64::from(clog2(depth + 1))
}

/// The route register RC writes for one input VC (`input_unit::RouteReg`): the table word
/// without the MH-UD down mask (RC selects the phase's mask), the bubble row, eject and
/// from_escape; with multicast also absorb (1) and the leg's layer (valid 1 + 4). The next
/// destination is not registered: it travels in the head flit's list.
pub fn route_reg_bits(s: &RouterShape) -> u64 {
    let down = if s.word.down_mask { s.word.ports } else { 0 };
    let word = s.word.width() - down;
    let multicast = if s.multicast { 1 + 5 } else { 0 };
    u64::from(word + clog2(s.ports + 1) + 2 + multicast)
}

/// Per input VC (`input_unit::VcState`): state (2), route register, VA countdown
/// (clog2(S - 4)), refusal counter (4), output port (clog2(P + 1)), output VC (clog2 V) and
/// absorb (1); per output VC (`output_unit::OutputVc`) the owner: valid + clog2((P + 1) V).
pub fn vc_state_bits(s: &RouterShape) -> u64 {
    let n = s.input_vcs() as u64;
    let input = 2
        + route_reg_bits(s)
        + u64::from(clog2(s.stages - 4))
        + 4
        + u64::from(clog2(s.ports + 1))
        + u64::from(clog2(s.vcs))
        + 1;
    let owner = 1 + u64::from(clog2(s.input_vcs()));
    n * (input + owner)
}

/// Storage bits of `block`.
pub fn storage_bits(s: &RouterShape, block: Block) -> u64 {
    let (p, v, n) = (s.ports, s.vcs, s.input_vcs());
    match block {
        Block::InputBuffers => n as u64 * vc_buffer_bits(s.depth, s.flit_bits),
        Block::VcState => vc_state_bits(s),
        Block::RoutingTable => s.nodes as u64 * u64::from(s.word.width()),
        // Paper 003: p^2 + p bits; absent without bubble flow control.
        Block::BubbleTable if s.bubble_check => ((p + 1) * p) as u64,
        Block::BubbleTable => 0,
        // One arbiter per output VC over every input VC.
        Block::VcAllocator => n as u64 * arbiter_bits(s.arbiter, n),
        // Per input port an arbiter over its V VCs, per output port one over the P + 1 inputs.
        Block::SwitchAllocator => {
            (p as u64 + 1) * (arbiter_bits(s.arbiter, v) + arbiter_bits(s.arbiter, p + 1))
        }
        // The ST stage's output register: a flit and a valid bit per output.
        Block::Crossbar => (p as u64 + 1) * (u64::from(s.flit_bits) + 1),
        // One counter per network output VC; the ejection port's is constant (never stored).
        Block::CreditCounters => (p * v) as u64 * u64::from(clog2(s.depth + 1)),
    }
}
