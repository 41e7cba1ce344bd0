//! The hardware router's configuration and the harness that checks it against the cycle
//! model: `shape` works out one router's hardware constants from the cycle model's parameters
//! and table row, `flit_fields` where the header fields sit in a stored flit, `lockstep`
//! captures a running native router's edges (`hdl::vectors` makes them vectors), and `cosim`
//! replays those vectors in the generated router's Verilog in Icarus or Verilator. The
//! router itself is `hdl::rtl::RtlRouter` (docs/hdl.md); each rtl block against its own
//! Verilog is `hdl::rtl::block_cosim`.

pub mod cosim;
pub mod flit_fields;
pub mod lockstep;
pub mod shape;
