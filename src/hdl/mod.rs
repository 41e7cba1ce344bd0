//! The synthesizable router and its verification: `rtl` elaborates the router of any fabric
//! at run time from rust-hdl blocks (docs/hdl.md); `fabric_top` wires a fabric of them;
//! `router` captures the cycle model's edges for co-simulation, `vectors` makes them
//! testbench vectors; `testbench` and `tools` drive Icarus, Verilator and Yosys.

pub mod coverage;
pub mod design;
pub mod fabric_top;
pub mod fault_inputs;
pub mod router;
pub mod rtl;
pub mod testbench;
pub mod tools;
pub mod vectors;

/// The table images live with the native model, which reads the same words.
pub use crate::router::table_image;
