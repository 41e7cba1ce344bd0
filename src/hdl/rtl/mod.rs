//! The router's hardware elaborated at run time (docs/hdl.md, "Run-time elaboration"): rust-hdl
//! blocks whose counts (ports, VCs, slots, table words) and widths come from the configuration
//! when the block is built, not from const generics, so one binary generates the router of any
//! fabric. rust-hdl's `#[derive(LogicBlock)]` and `#[hdl_gen]` still describe every block;
//! what is ours is the run-time-width signal (`Wire`, `Param`), the register with a synchronous
//! reset or, for data, none (`Reg`), the table memory with its write port (`Memory`), and the
//! emitter that gives each block kind one Verilog module with plain names and explicit widths
//! (`emit`, `sized`).

pub mod emit;
mod sized;
pub mod state;
pub mod wire;

pub use crate::bits::Value;
pub use emit::{Design, emit};
pub use state::{Memory, Reg, Staging, Stateful};
pub use wire::{ModuleKind, Param, Wire};

use rust_hdl_core::block::Block;
use rust_hdl_core::simulate::simulate;

/// Update the combinational logic until nothing changes (a block that never settles has a
/// combinational loop).
pub fn settle<B: Block>(uut: &mut B) {
    assert!(simulate(uut, 256), "combinational logic did not settle");
}

/// A block ready to simulate: connected, settled, then one reset edge.
pub fn start<B: Block + Stateful>(mut uut: B) -> B {
    uut.connect_all();
    settle(&mut uut);
    uut.tick(true);
    settle(&mut uut);
    uut
}

/// One clock edge with the logic settled before and after it.
pub fn clock_edge<B: Block + Stateful>(uut: &mut B, reset: bool) {
    settle(uut);
    uut.tick(reset);
    settle(uut);
}

pub mod arbiter;
pub use arbiter::RoundRobin;
pub mod check;
pub mod switch_allocator;
pub use switch_allocator::SwitchAllocator;
pub mod vc_allocator;
pub use vc_allocator::VcAllocator;
pub mod block_cosim;
pub mod credit_counter;
pub use credit_counter::CreditCounter;
pub mod crossbar;
pub use crossbar::Crossbar;
#[cfg(test)]
mod memory_tests;
pub mod vc_buffer;
pub use vc_buffer::VcBuffer;
pub mod route_compute;
pub use route_compute::RouteCompute;
pub mod header_rewrite;
pub mod input_vc;
pub mod most_credits;
pub mod pipeline_regs;
pub mod ram;
pub mod router;
pub mod tail_copy;
pub mod vc_config;
pub use router::RtlRouter;
pub mod generate;
pub mod router_lockstep;

/// Empty decisions of a native router with `ports` = P + 1 ports of `vcs` VCs, for comparing
/// an allocator block with its native twin's `step`.
#[cfg(test)]
pub(crate) fn native_decisions(ports: usize, vcs: usize) -> crate::router::ports::Decisions {
    use crate::router::params::{RouterParams, Switching};
    use crate::topology::{Network, Topology};
    let net = Network::fault_free("torus:4x4".parse::<Topology>().unwrap());
    let tables = crate::routing::table::compile(&net, crate::routing::table::Mode::Dor).unwrap();
    let mut params = RouterParams::new(&tables, vcs, 8, 4, Switching::Wormhole);
    params.ports = ports - 1;
    crate::router::ports::Decisions::new(&params)
}
