//! The synthesizable router: rust-hdl 0.46 `LogicBlock`s, one per file, each mirroring a
//! native cycle-model block of `crate::router` one-to-one and tested in lockstep with it
//! (DESIGN.md section 4; docs/hdl.md).
//!
//! | HDL block | native twin |
//! |---|---|
//! | `HdlRoundRobinArbiter` | `router::arbiter::RoundRobinArbiter` |

pub mod rr_arbiter;
pub mod sim;
pub mod testbench;
pub mod tools;

pub use rr_arbiter::HdlRoundRobinArbiter;

use rust_hdl::prelude::{Block, generate_verilog};

/// The Verilog of a block (module `top` plus one module per sub-block instance).
pub fn verilog<B: Block>(mut uut: B) -> String {
    uut.connect_all();
    generate_verilog(&uut)
}
