//! Yosys figures of each block: the rust-hdl block synthesized at this router's sizes, times
//! the number of copies the router holds (copies share no logic).

use super::Block;
use super::instances;
use super::shape::{RouterImages, RouterShape};
use super::yosys::{Synth, synthesize};
use crate::Result;
use crate::router::arbiter::ArbiterKind;
use std::collections::HashMap;

/// Synthesis results by Verilog text: the VC and switch allocators often share an arbiter
/// size.
#[derive(Default)]
pub struct Cache(HashMap<String, Synth>);

impl Cache {
    fn synth(&mut self, verilog: Result<String>) -> Result<Synth> {
        let v = verilog?;
        if let Some(s) = self.0.get(&v) {
            return Ok(*s);
        }
        let s = synthesize(&v)?;
        self.0.insert(v, s);
        Ok(s)
    }

    /// One arbiter over `n` requesters (none for one requester: a wire).
    fn arbiter(&mut self, kind: ArbiterKind, n: usize) -> Result<Synth> {
        match kind {
            _ if n < 2 => Ok(Synth::default()),
            ArbiterKind::RoundRobin => self.synth(instances::rr_arbiter(n)),
            ArbiterKind::Matrix => self.synth(instances::matrix_arbiter(n)),
        }
    }
}

/// Yosys's figure for `block`, or None where no rust-hdl block exists yet (the VC state
/// registers belong to the router top).
pub fn block(
    s: &RouterShape,
    img: &RouterImages,
    block: Block,
    cache: &mut Cache,
) -> Result<Option<Synth>> {
    let (p, v, n) = (s.ports, s.vcs, s.input_vcs());
    let copies = |x: Synth, k: usize| x * k as u64;
    Ok(Some(match block {
        Block::InputBuffers => copies(cache.synth(instances::vc_buffer(s.depth, s.flit_bits))?, n),
        Block::VcState => return Ok(None),
        Block::RoutingTable => cache.synth(instances::route_rom(&img.route, &s.word, s.nodes))?,
        Block::BubbleTable => match &img.bubble {
            Some(bits) => cache.synth(instances::bubble_rom(bits, p))?,
            None => Synth::default(),
        },
        Block::VcAllocator => copies(cache.arbiter(s.arbiter, n)?, n),
        Block::SwitchAllocator => {
            copies(cache.arbiter(s.arbiter, v)?, p + 1)
                + copies(cache.arbiter(s.arbiter, p + 1)?, p + 1)
        }
        Block::Crossbar => cache.synth(instances::crossbar(p + 1, s.flit_bits))?,
        Block::CreditCounters => copies(cache.synth(instances::credit_counter(s.depth))?, p * v),
    }))
}
