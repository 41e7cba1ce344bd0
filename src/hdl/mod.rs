//! The synthesizable router: rust-hdl 0.46 `LogicBlock`s, one per file, each mirroring a
//! native cycle-model block of `crate::router` one-to-one and tested in lockstep with it
//! (DESIGN.md section 4; docs/hdl.md).
//!
//! | HDL block | native twin |
//! |---|---|
//! | `HdlRoundRobinArbiter` | `router::arbiter::RoundRobinArbiter` |
//! | `HdlMatrixArbiter` | `router::matrix_arbiter::MatrixArbiter` |
//! | `HdlCrossbar` | `router::crossbar::Crossbar` |
//! | `HdlCreditCounter` | `router::credit_counter::CreditCounter` |
//! | `HdlRouteRom` | `router::table_rom::TableRom::entry` (word layout: `table_image::RouteWord`) |
//! | `HdlBubbleRom` | `router::bubble_table::BubbleTable` (`TableRom::bubble_row`) |
//! | `HdlVcBuffer` | `router::vc_buffer::VcBuffer` |

/// rust-hdl's core and widgets (the `rust-hdl` umbrella crate would also build its HLS and
/// board-simulation crates, about 45 s more on 2 cores, which nothing here uses). The derive
/// macros expect these names in scope.
pub mod prelude {
    pub use rust_hdl_core::prelude::*;
    pub use rust_hdl_widgets::prelude::*;
}

pub mod bubble_rom;
pub mod credit_counter;
pub mod crossbar;
pub mod fabric_top;
pub mod matrix_arbiter;
pub mod route_rom;
pub mod router;
pub mod rr_arbiter;
pub mod rtl;
pub mod sim;
pub mod testbench;
pub mod tools;
pub mod vc_buffer;

/// The table images live with the native model, which reads the same words.
pub use crate::router::table_image;

pub use bubble_rom::HdlBubbleRom;
pub use credit_counter::HdlCreditCounter;
pub use crossbar::HdlCrossbar;
pub use matrix_arbiter::HdlMatrixArbiter;
pub use route_rom::HdlRouteRom;
pub use rr_arbiter::HdlRoundRobinArbiter;
pub use vc_buffer::HdlVcBuffer;

use prelude::{Block, generate_verilog};

/// The Verilog of a block (module `top` plus one module per sub-block instance).
pub fn verilog<B: Block>(mut uut: B) -> String {
    uut.connect_all();
    generate_verilog(&uut)
}
