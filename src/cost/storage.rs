//! Analytical storage bits of each block: every flip-flop and ROM bit the router holds, from
//! the register widths that `src/router/` documents (widths from `bits::clog2`).

use super::Block;
use super::sizes::RouterSizes;
use crate::bits::clog2;
use crate::router::arbiter::ArbiterKind;

/// Bits of one arbiter over `n` requesters: a clog2(n)-bit pointer, or an n x n matrix (the
/// HDL keeps the constant diagonal, as the native model does).
pub fn arbiter_bits(kind: ArbiterKind, n: usize) -> u64 {
    match kind {
        _ if n < 2 => 0, // one requester needs no arbiter
        ArbiterKind::RoundRobin => u64::from(clog2(n)),
        ArbiterKind::Matrix => (n * n) as u64,
    }
}

/// One VC buffer: D x W slot bits, head and tail (clog2 D each), count (clog2(D + 1)) and
/// its nonzero flag, and the slot a cut closed (valid bit and clog2 D: `hdl::rtl::vc_buffer`).
pub fn vc_buffer_bits(depth: usize, flit_bits: u64) -> u64 {
    let closed = 1 + u64::from(clog2(depth));
    (depth as u64) * flit_bits
        + 2 * u64::from(clog2(depth))
        + u64::from(clog2(depth + 1))
        + 1
        + closed
}

/// Bits of an index into `n` things, as the hardware declares it (at least 1).
fn index_bits(n: usize) -> u64 {
    u64::from(clog2(n).max(1))
}

/// The registers the generated router declares beyond its leaf blocks (`hdl::rtl::input_vc`,
/// `hdl::rtl::router`): per input VC the state (2, and one flip-flop more: Yosys encodes its
/// three states one-hot), the route register (output mask P, eject, escape port index and
/// class, escape valid, absorb, layered, layer 4; the `4 + 4` below is the layer, then these
/// three bits with the state's third flip-flop), the held port and output VC, the held output VC one-hot (N bits: the credits sent) and its port
/// one-hot (P network ports: a cut link), the SA request (1), the misses (4)
/// and absorb (1), the VA request registered between VA's two stages (valid, output VC
/// one-hot N, misses 4, priority, and the bubble flag where the router checks bubbles);
/// per output VC its owned bit;
/// per input port the credit return (valid and VC); the VC configuration table, one word per
/// VC in each of its two banks; and per input VC the closing tail's tag and next index (`hdl::rtl::tail_copy`). The refusal counter counts only on the injection port (injection patience): the
/// other ports' counters never change and synthesis removes them, so they are not counted.
/// Without escape VCs (MH-UD) the route register's escape port index and class load only
/// zero, as does the VA request's bubble flag without bubble checks (`hdl::rtl::pipeline_regs`):
/// synthesis removes them too.
pub fn vc_state_bits(s: &RouterSizes) -> u64 {
    let (p, n, np) = (s.ports, s.input_vcs(), s.ports + 1);
    let escape_route = if s.escape_vcs > 0 {
        index_bits(p) + 1
    } else {
        0
    };
    let request = 1 + n as u64 + 4 + 1 + u64::from(s.bubble_check);
    let input = 2
        + p as u64
        + 1
        + escape_route
        + 4
        + 4
        + index_bits(np)
        + index_bits(s.vcs)
        + n as u64
        + p as u64
        + 1
        + 4
        + 1
        + request;
    let config = crate::hdl::rtl::vc_config::VcConfigWord { ports: p }.width() as u64;
    let refusal = 4 * s.vcs as u64;
    let tail_copy = s.tag_bits + 8;
    n as u64 * (input + 1 + 2 * config + tail_copy) + refusal + np as u64 * (1 + index_bits(s.vcs))
}

/// Storage bits of `block`.
pub fn storage_bits(s: &RouterSizes, block: Block) -> u64 {
    let (p, v, n) = (s.ports, s.vcs, s.input_vcs());
    match block {
        Block::InputBuffers => n as u64 * vc_buffer_bits(s.depth, s.stored_flit_bits()),
        Block::VcState => vc_state_bits(s),
        // Every table has a staged bank beside the one read (`hdl::rtl::Memory`): a reload is
        // written in the background and committed in one cycle.
        Block::RoutingTable => 2 * s.nodes as u64 * u64::from(s.word.width()),
        // Paper 003: p^2 + p bits (twice, with the staged bank). Every generated router has
        // it, so that any mode's tables can be written into any router.
        Block::BubbleTable => 2 * ((p + 1) * p) as u64,
        // One arbiter per output VC over every input VC.
        Block::VcAllocator => n as u64 * arbiter_bits(s.arbiter, n),
        // Per input port an arbiter over its V VCs, per output port one over the P + 1 inputs.
        Block::SwitchAllocator => {
            (p as u64 + 1) * (arbiter_bits(s.arbiter, v) + arbiter_bits(s.arbiter, p + 1))
        }
        // The ST stage's output register: a lane and a valid bit per output.
        Block::Crossbar => (p as u64 + 1) * (s.lane_bits() + 1),
        // One counter (a thermometer code of D bits) per network output VC: the ejection
        // port's never change and are never read (a sink is always ready and its credits
        // read D), so synthesis removes them.
        Block::CreditCounters => (p * v) as u64 * s.depth as u64,
    }
}
