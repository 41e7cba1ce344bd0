//! The router as synchronous hardware blocks (docs/architecture.md, "The router as hardware").

pub mod activity;
pub mod arbiter;
pub mod bubble_table;
pub mod credit_counter;
pub mod crossbar;
mod derived;
pub mod flit;
pub mod input_unit;
pub mod limits;
pub mod matrix_arbiter;
mod observe;
pub mod output_unit;
pub mod params;
pub mod ports;
pub mod route_compute;
#[allow(clippy::module_inception)]
pub mod router;
pub(crate) mod switch_allocator;
pub mod table_image;
pub mod table_rom;
pub mod vc_allocator;
pub mod vc_buffer;
pub mod vc_layout;

pub use activity::Activity;
pub use flit::Flit;
pub use params::{RouterParams, Switching};
pub use router::Router;
pub use vc_layout::VcLayout;
