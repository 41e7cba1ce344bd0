//! The hardware router's configuration and verification harness: `shape` works out one
//! router's hardware constants from the cycle model's parameters and table row, `lockstep`
//! captures a running router's edges (`hdl::vectors` makes them vectors), `cosim` replays
//! vectors in Icarus or Verilator, and
//! `route_compute` holds the stored flit's field offsets. The router itself is
//! `hdl::rtl::RtlRouter` (docs/hdl.md).

pub mod cosim;
pub mod lockstep;
pub mod route_compute;
pub mod shape;
