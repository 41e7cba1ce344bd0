//! Yosys figures of the router's blocks: the generated router (`hdl::rtl`) synthesized with
//! its hierarchy kept, each module counted once per instance and assigned to a block.

use super::Block;
use super::yosys::{Synth, synthesize_hierarchy};
use crate::fabric::Fabric;
use crate::{Error, Result};

/// The block a module of `ftr_router` belongs to; a module not named here belongs to its
/// parent's block, and the router top's own logic (input VC control, RC, header rewrite, the
/// VC configuration table) to `vc_state`.
fn block_of(module: &str) -> Option<Block> {
    Some(match module {
        "ftr_vc_buffer" => Block::InputBuffers,
        "ftr_route_table" => Block::RoutingTable,
        "ftr_bubble_table" => Block::BubbleTable,
        "ftr_vc_allocator" => Block::VcAllocator,
        "ftr_switch_allocator" => Block::SwitchAllocator,
        "ftr_crossbar" => Block::Crossbar,
        "ftr_credit_counter" => Block::CreditCounters,
        _ => return None,
    })
}

/// The block of a module by its path from the top (`ModuleCost::path`): the innermost
/// module `block_of` names, else `vc_state`.
pub fn block_of_path(path: &[String]) -> Block {
    path.iter()
        .rev()
        .find_map(|name| block_of(name))
        .unwrap_or(Block::VcState)
}

/// Yosys's figures for every block of the router of `fabric` (every router of a fabric is
/// the same module, `ftr_router`), from one hierarchical synthesis: each module's own cells
/// times its instances, summed by block (`block_of`). The inner Err is the one-line reason
/// the router has no hardware (a mode or option the hardware router refuses); synthesis
/// failures are outer errors.
pub fn router_blocks(fabric: &Fabric) -> Result<std::result::Result<Vec<(Block, Synth)>, String>> {
    let design = match crate::hdl::rtl::generate::router_design(fabric, Default::default()) {
        Ok(d) => d,
        Err(Error::Input(why)) => return Ok(Err(why)),
        Err(e) => return Err(e),
    };
    let modules = synthesize_hierarchy(&design.joined(), crate::hdl::rtl::generate::ROUTER)?;
    let mut out: Vec<(Block, Synth)> = Block::ALL.iter().map(|&b| (b, Synth::default())).collect();
    for m in modules {
        let block = block_of_path(&m.path);
        let slot = out
            .iter_mut()
            .find(|(b, _)| *b == block)
            .expect("every block");
        slot.1 = slot.1 + m.cost;
    }
    Ok(Ok(out))
}
