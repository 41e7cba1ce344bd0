//! ftrouter: interconnection-network routers modelled as synchronous hardware blocks.
//!
//! Layers (docs/architecture.md, "Layers"): `topology` (graphs, addresses, faults) ->
//! `routing` (the papers' algorithms and the table compiler) -> router blocks -> fabric ->
//! cycle kernel -> the other models, waveforms and hardware -> comparisons, cost, experiments.

pub mod analytic;
pub mod behavioral;
pub mod bits;
pub mod budget;
pub mod cost;
pub mod crossval;
pub mod embed;
pub mod error;
pub mod experiments;
pub mod fabric;
pub mod hdl;
pub mod interrupt;
pub mod output;
pub mod plot;
pub mod router;
pub mod routing;
pub mod sim;
pub mod topology;
pub mod wave;
pub mod workload;

pub use error::{Error, Result};
