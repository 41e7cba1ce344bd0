//! Co-simulation of the generated router Verilog against the cycle model: the probe's edges
//! become `testbench::Vectors` (inputs of each edge, the registered outputs of the edge
//! before), replayed by a SystemVerilog testbench in Icarus (after Yosys flattens rust-hdl's
//! hierarchy) or Verilator.

use super::lockstep::{Edge, stored_bits};
use super::shape::RouterShape;
use crate::hdl::testbench::{Port, Vectors};
use crate::router::ports::{RouterOutputs, set_bits};

/// The ports of `HdlRouter`'s Verilog module for `shape`, inputs and outputs.
pub fn ports(shape: &RouterShape) -> (Vec<Port>, Vec<Port>) {
    let np = shape.ports + 1;
    let fb = shape.stored_flit_bits() as u32;
    let vb = crate::router::bits::clog2(shape.vcs);
    let mut inputs = vec![Port::new("flit_in_valid", np as u32)];
    inputs.extend((0..np).map(|p| Port::new(format!("flit_in${p}"), fb)));
    inputs.extend((0..np).map(|p| Port::new(format!("flit_in_vc${p}"), vb)));
    inputs.push(Port::new("credit_in_valid", np as u32));
    inputs.extend((0..np).map(|p| Port::new(format!("credit_in_vc${p}"), vb)));
    let mut outputs = vec![Port::new("flit_out_valid", np as u32)];
    outputs.extend((0..np).map(|p| Port::new(format!("flit_out${p}"), fb)));
    outputs.extend((0..np).map(|p| Port::new(format!("flit_out_vc${p}"), vb)));
    outputs.push(Port::new("credit_out_valid", np as u32));
    outputs.extend((0..np).map(|p| Port::new(format!("credit_out_vc${p}"), vb)));
    (inputs, outputs)
}

/// The registered outputs the hardware shows after an edge with outputs `out`: idle slots
/// carry zeros.
fn output_row(shape: &RouterShape, out: Option<&RouterOutputs>) -> Vec<u128> {
    let np = shape.ports + 1;
    let mut row = vec![0u128; 3 * np + 2];
    let Some(out) = out else {
        return row;
    };
    row[0] = out.flit_valid.into();
    for q in set_bits(out.flit_valid) {
        row[1 + q] = stored_bits(&shape.flit, &out.flit_out[q]);
        row[1 + np + q] = out.flit_out[q].vc.into();
    }
    row[1 + 2 * np] = out.credit_valid.into();
    for p in set_bits(out.credit_valid) {
        row[2 + 2 * np + p] = out.credit_out[p].into();
    }
    row
}

/// Vectors for `edges`: row c drives edge c's inputs and expects the outputs of edge c - 1
/// (the testbench compares before its clock pulse); a last row with idle inputs checks the
/// last edge.
pub fn vectors(shape: &RouterShape, edges: &[Edge]) -> Vectors {
    let np = shape.ports + 1;
    let (inputs, outputs) = ports(shape);
    let mut v = Vectors::new(inputs, outputs, true);
    let mut previous: Option<&RouterOutputs> = None;
    for e in edges.iter().map(Some).chain([None]) {
        let mut row = vec![0u128; 3 * np + 2];
        if let Some(e) = e {
            let i = &e.inputs;
            row[0] = i.flit_valid.into();
            for p in set_bits(i.flit_valid) {
                row[1 + p] = stored_bits(&shape.flit, &i.flit_in[p]);
                row[1 + np + p] = i.flit_in[p].vc.into();
            }
            row[1 + 2 * np] = i.credit_valid.into();
            for p in set_bits(i.credit_valid) {
                row[2 + 2 * np + p] = i.credit_in[p].into();
            }
        }
        v.push(&row, &output_row(shape, previous));
        previous = e.map(|e| &e.outputs);
    }
    v
}
