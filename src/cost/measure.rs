//! Yosys figures of each block: the rust-hdl block synthesized at this router's sizes, times
//! the number of copies the router holds (copies share no logic).

use super::Block;
use super::instances;
use super::shape::{RouterImages, RouterShape};
use super::yosys::{Synth, synthesize};
use crate::fabric::Fabric;
use crate::router::arbiter::ArbiterKind;
use crate::{Error, Result};
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

/// Yosys's figure for `block`, or None where no rust-hdl leaf block exists (the VC state
/// registers and the request logic are inline in the router top: `report` prices them as the
/// whole router minus the leaf blocks).
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

/// Yosys's figure for the whole router of `fabric` (`node` names the router asked about;
/// every router of a fabric is the same module): `ftr_router`, the run-time-elaborated router
/// with its routing, bubble-check and VC configuration tables in writable memories,
/// synthesized flat as one design (the memories become flip-flops and read multiplexers).
/// The inner Err is the one-line reason a router has no hardware (a mode or option the
/// hardware router refuses); synthesis failures are outer errors.
pub fn whole_router(fabric: &Fabric, node: usize) -> Result<std::result::Result<Synth, String>> {
    let _ = node;
    let design = match crate::hdl::rtl::generate::router_design(fabric) {
        Ok(d) => d,
        Err(Error::Input(why)) => return Ok(Err(why)),
        Err(e) => return Err(e),
    };
    // The core's sub-blocks, the core, then the wrapper `top`: one file, `-auto-top` finds top.
    synthesize(&design.joined()).map(Ok)
}
