//! The synthesizable router and its verification: `rtl` elaborates the router of any fabric
//! at run time from rust-hdl blocks (docs/hdl.md); `shape` works out one router's hardware
//! constants from the cycle model's parameters and table row, and `flit_fields` where the
//! header fields sit in a stored flit; `fabric_top` wires a fabric of routers; `capture`
//! keeps a running native router's edges, `vectors` makes them testbench vectors, and `cosim`
//! replays those in the generated Verilog (each rtl block against its own Verilog is
//! `rtl::block_cosim`, the captured edges replayed into `rtl::RtlRouter` are
//! `rtl::router_lockstep`); `testbench` and `tools` drive Icarus, Verilator and Yosys.

pub mod capture;
pub mod cosim;
pub mod coverage;
pub mod design;
pub mod fabric_top;
pub mod fault_inputs;
pub mod flit_fields;
pub mod rtl;
pub mod shape;
pub mod testbench;
pub mod tools;
pub mod vectors;

/// The table images live with the native model, which reads the same words.
pub use crate::router::table_image;
