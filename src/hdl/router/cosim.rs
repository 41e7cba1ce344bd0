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
    outputs.push(Port::new("copy_out_valid", np as u32));
    (inputs, outputs)
}

/// The registered outputs the hardware shows after an edge with outputs `out`: idle slots
/// carry zeros.
fn output_row(shape: &RouterShape, out: Option<&RouterOutputs>) -> Vec<u128> {
    let np = shape.ports + 1;
    let mut row = vec![0u128; 3 * np + 3];
    let Some(out) = out else {
        return row;
    };
    row[3 * np + 2] = out.copy_valid.into();
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

/// Vectors for a whole fabric's network-interface ports (`fabric_top::ni_ports`): row c
/// drives every router's local input of edge c and expects every router's local outputs of
/// edge c - 1. `edges[v]` are router v's edges (all the same cycles; empty when faulty).
pub fn fabric_vectors(fabric: &crate::fabric::Fabric, edges: &[Vec<Edge>]) -> Vectors {
    use crate::hdl::fabric_top::ni_ports;
    let p = fabric.params.ports;
    let fmt = super::lockstep::flit_format(fabric);
    let multicast = fmt.list_capacity > 0;
    let healthy: Vec<usize> = (0..edges.len()).filter(|&v| !edges[v].is_empty()).collect();
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    for &v in &healthy {
        for (name, bits, input) in ni_ports(fabric, v) {
            let port = Port::new(name, bits as u32);
            if input {
                inputs.push(port);
            } else {
                outputs.push(port);
            }
        }
    }
    let mut vectors = Vectors::new(inputs, outputs, true);
    let cycles = healthy.first().map_or(0, |&v| edges[v].len());
    for c in 0..=cycles {
        let mut row_in = Vec::new();
        let mut row_out = Vec::new();
        for &v in &healthy {
            match edges[v].get(c) {
                Some(e) if e.inputs.flit_valid >> p & 1 == 1 => {
                    let f = &e.inputs.flit_in[p];
                    row_in.extend([1, stored_bits(&fmt, f), f.vc.into()]);
                }
                _ => row_in.extend([0, 0, 0]),
            }
            match c.checked_sub(1).map(|k| &edges[v][k].outputs) {
                Some(o) => {
                    let (fv, cv) = (o.flit_valid >> p & 1 == 1, o.credit_valid >> p & 1 == 1);
                    let f = &o.flit_out[p];
                    row_out.extend([
                        u128::from(fv),
                        if fv { stored_bits(&fmt, f) } else { 0 },
                        if fv { f.vc.into() } else { 0 },
                        u128::from(cv),
                        if cv { o.credit_out[p].into() } else { 0 },
                    ]);
                    if multicast {
                        // The absorb-and-forward copies: the flits leaving on network ports.
                        row_out.push(o.copy_valid.into());
                        row_out.extend((0..p).map(|q| {
                            if o.flit_valid >> q & 1 == 1 {
                                stored_bits(&fmt, &o.flit_out[q])
                            } else {
                                0
                            }
                        }));
                    }
                }
                None => row_out.extend(vec![0; if multicast { 6 + p } else { 5 }]),
            }
        }
        vectors.push(&row_in, &row_out);
    }
    vectors
}

/// The simulator that replays the vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Simulator {
    /// Verilator 5 on rust-hdl's hierarchical Verilog.
    Verilator,
    /// Icarus Verilog on the design flattened by Yosys (Icarus can hang on the hierarchy).
    Icarus,
}

impl std::str::FromStr for Simulator {
    type Err = crate::Error;
    fn from_str(s: &str) -> crate::Result<Self> {
        match s {
            "verilator" => Ok(Simulator::Verilator),
            "icarus" | "iverilog" => Ok(Simulator::Icarus),
            _ => Err(crate::Error::input(format!(
                "simulator {s:?}: use verilator or icarus"
            ))),
        }
    }
}

/// Build `design` (top module `dut`) with its testbench in `dir` and replay `vectors`.
pub fn run(
    dir: &std::path::Path,
    design: &crate::hdl::fabric_top::Design,
    dut: &str,
    vectors: &Vectors,
    simulator: Simulator,
) -> crate::Result<crate::hdl::testbench::CosimReport> {
    use crate::hdl::tools;
    let io = |e: std::io::Error| crate::Error::Io(format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    std::fs::write(dir.join("design.v"), design.joined()).map_err(io)?;
    std::fs::write(
        dir.join("tb.sv"),
        vectors.testbench_for(dut, "in.hex", "out.hex"),
    )
    .map_err(io)?;
    std::fs::write(dir.join("in.hex"), vectors.input_hex()).map_err(io)?;
    std::fs::write(dir.join("out.hex"), vectors.output_hex()).map_err(io)?;
    let out = match simulator {
        Simulator::Verilator => {
            tools::verilator_build(dir, "tb.sv", "design.v")?;
            tools::verilator_run(dir)?
        }
        Simulator::Icarus => {
            tools::yosys_flatten_top(dir, "design.v", dut, "flat.v")?;
            tools::iverilog_compile(dir, &["tb.sv", "flat.v"], "tb.vvp")?;
            tools::vvp(dir, "tb.vvp")?
        }
    };
    crate::hdl::testbench::CosimReport::parse(&out).ok_or_else(|| {
        crate::Error::Io(format!(
            "the testbench did not finish:\n{}",
            out.lines().take(20).collect::<Vec<_>>().join("\n")
        ))
    })
}

/// The design of one router alone: the core of its shape and its wrapper, named `top`.
pub fn router_design(
    fabric: &crate::fabric::Fabric,
    node: usize,
) -> crate::Result<crate::hdl::fabric_top::Design> {
    use super::emit::{core_verilog, wrapper_verilog};
    use crate::hdl::fabric_top::{CORE, Design};
    let shape = super::lockstep::shape_of(fabric, node)?;
    let table = fabric.tables.routers[node].as_deref().expect("healthy");
    let image = crate::hdl::table_image::route_image(table, &shape.word);
    let core = core_verilog(&shape, CORE)?;
    let wrapper = wrapper_verilog(&shape, &image, "top", CORE, &core);
    Ok(Design {
        files: vec![(format!("{CORE}.v"), core), ("top.v".into(), wrapper)],
    })
}
