//! The router as synchronous hardware blocks (DESIGN.md section 3).

pub mod arbiter;
pub mod bits;
pub mod flit;
pub mod params;
#[allow(clippy::module_inception)]
pub mod router;

pub use flit::Flit;
pub use params::{RouterParams, Switching};
pub use router::Router;
