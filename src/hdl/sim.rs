//! Manual driver for rust-hdl blocks in lockstep tests. rust-hdl's `simple_sim!` harness runs
//! a thread per testbench (about 6 k cycles/s); settling the block directly runs millions
//! (shared/notes/rust-hdl.md). Rule: rising edge and settle, then falling edge and settle,
//! then change inputs and settle; never change inputs together with the rising edge.

use super::prelude::*;

/// A block with one clock input named `clock`.
pub trait Clocked: Block {
    fn clock_mut(&mut self) -> &mut Signal<In, Clock>;
}

/// Update until nothing changes. A block that never settles has a combinational loop.
pub fn settle<B: Block>(uut: &mut B) {
    assert!(simulate(uut, 256), "combinational logic did not settle");
}

/// A block ready for simulation: connected, inputs at their defaults, settled.
pub fn start<B: Block>(mut uut: B) -> B {
    uut.connect_all();
    settle(&mut uut);
    uut
}

/// One clock edge: rising edge (registers latch), then falling edge, each settled.
pub fn clock_edge<B: Clocked>(uut: &mut B) {
    uut.clock_mut().next = true.into();
    settle(uut);
    uut.clock_mut().next = false.into();
    settle(uut);
}
