//! Co-simulation of the generated Verilog against the cycle model: the probe's edges become
//! `testbench::Vectors` (inputs of each edge, the registered outputs of the edge before;
//! `hdl::rtl::generate::router_vectors` for one router), replayed by a SystemVerilog
//! testbench in Verilator or Icarus, both on the hierarchical design.

use super::lockstep::Edge;
use super::shape::stored_bits;
use crate::bits::Value;
use crate::hdl::testbench::{Port, Vectors};

/// Vectors for a whole fabric's network-interface ports (`fabric_top::ni_ports`): a `reset`
/// input column (pulsed before the first row), a `boot_done` output, `boot` idle rows while
/// the boot loaders write the tables, then row c drives every router's local input of edge c
/// and expects every router's local outputs of edge c - 1, and every router's outputs into
/// its channels (`fabric_top::channel_wires`, read inside the fabric). `edges[v]` are router
/// v's edges (all the same cycles; empty when faulty).
pub fn fabric_vectors(fabric: &crate::fabric::Fabric, edges: &[Vec<Edge>], boot: usize) -> Vectors {
    use crate::hdl::fabric_top::{channel_wires, ni_ports};
    let p = fabric.params().ports;
    let fmt = super::shape::flit_format(fabric);
    let multicast = fmt.list_capacity > 0;
    let healthy: Vec<usize> = (0..edges.len()).filter(|&v| !edges[v].is_empty()).collect();
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    inputs.push(Port::new("reset", 1));
    outputs.push(Port::new("boot_done", 1));
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
    for &v in &healthy {
        for (name, bits) in channel_wires(fabric, v) {
            outputs.push(Port::probe(name, bits as u32));
        }
    }
    let mut vectors = Vectors::new(inputs, outputs, true);
    vectors.reset_preamble = true;
    let (idle_in, idle_out) = (
        vec![0u128; vectors.inputs.len()],
        vec![0u128; vectors.outputs.len()],
    );
    for _ in 0..boot {
        vectors.push(&idle_in, &idle_out);
    }
    let cycles = healthy.first().map_or(0, |&v| edges[v].len());
    for c in 0..=cycles {
        let mut row_in: Vec<Value> = Vec::new();
        let mut row_out: Vec<Value> = Vec::new();
        // reset low, boot_done high.
        row_in.push(n(0));
        row_out.push(n(1));
        for &v in &healthy {
            match edges[v].get(c) {
                Some(e) if e.inputs.flit_valid >> p & 1 == 1 => {
                    let f = &e.inputs.flit_in[p];
                    row_in.extend([n(1), stored_bits(&fmt, f), n(f.vc.into())]);
                }
                _ => row_in.extend([n(0), n(0), n(0)]),
            }
            match c.checked_sub(1).map(|k| &edges[v][k].outputs) {
                Some(o) => {
                    let (fv, cv) = (o.flit_valid >> p & 1 == 1, o.credit_valid >> p & 1 == 1);
                    let f = &o.flit_out[p];
                    row_out.extend([
                        n(fv.into()),
                        if fv { stored_bits(&fmt, f) } else { n(0) },
                        n(if fv { f.vc.into() } else { 0 }),
                        n(cv.into()),
                        n(if cv { o.credit_out[p].into() } else { 0 }),
                    ]);
                    if multicast {
                        // The absorb-and-forward copies: the flits leaving on network ports.
                        row_out.push(n(o.copy_valid.into()));
                        row_out.extend((0..p).map(|q| {
                            if o.flit_valid >> q & 1 == 1 {
                                stored_bits(&fmt, &o.flit_out[q])
                            } else {
                                n(0)
                            }
                        }));
                    }
                }
                None => row_out.extend(vec![n(0); if multicast { 6 + p } else { 5 }]),
            }
        }
        for &v in &healthy {
            match c.checked_sub(1).map(|k| &edges[v][k].outputs) {
                Some(o) => row_out.extend(channel_values(o, p, &fmt)),
                None => row_out.extend(vec![n(0); 2 + 3 * p]),
            }
        }
        vectors.push(&row_in, &row_out);
    }
    vectors
}

/// What a router's outputs put on `fabric_top::channel_wires`, in their order: zeros where
/// nothing is sent (the hardware drives idle outputs to zero).
fn channel_values(
    o: &crate::router::ports::RouterOutputs,
    p: usize,
    fmt: &crate::router::flit::FlitFormat,
) -> Vec<Value> {
    let mut row = vec![n(o.flit_valid.into()), n(o.credit_valid.into())];
    for q in 0..p {
        let (fv, cv) = (o.flit_valid >> q & 1 == 1, o.credit_valid >> q & 1 == 1);
        let f = &o.flit_out[q];
        row.extend([
            if fv { stored_bits(fmt, f) } else { n(0) },
            n(if fv { f.vc.into() } else { 0 }),
            n(if cv { o.credit_out[q].into() } else { 0 }),
        ]);
    }
    row
}

/// A vector cell holding an integer.
fn n(x: u128) -> Value {
    Value::from(x)
}

/// The simulator that replays the vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Simulator {
    /// Verilator 5.
    Verilator,
    /// Icarus Verilog.
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

/// Write into `dir` what a simulator needs to replay `vectors` into `design` (top module
/// `dut`): `design.v` (every Verilog file), the table images the boot loaders read, the
/// testbench `tb.sv` and its vector files.
pub fn prepare(
    dir: &std::path::Path,
    design: &crate::hdl::design::Design,
    dut: &str,
    vectors: &Vectors,
) -> crate::Result<()> {
    let folder = crate::output::Folder::create(dir)?;
    folder.write("design.v", design.joined())?;
    for (name, text) in design.files.iter().filter(|(n, _)| !n.ends_with(".v")) {
        folder.write(name, text)?;
    }
    folder.write("tb.sv", vectors.testbench_for(dut, "in.hex", "out.hex"))?;
    folder.write("in.hex", vectors.input_hex())?;
    folder.write("out.hex", vectors.output_hex())?;
    folder.commit()?;
    Ok(())
}

/// Build `design` (top module `dut`) with its testbench in `dir` and replay `vectors`.
pub fn run(
    dir: &std::path::Path,
    design: &crate::hdl::design::Design,
    dut: &str,
    vectors: &Vectors,
    simulator: Simulator,
) -> crate::Result<crate::hdl::testbench::CosimReport> {
    use crate::hdl::tools;
    prepare(dir, design, dut, vectors)?;
    let out = match simulator {
        Simulator::Verilator => {
            tools::verilator_build(dir, "tb.sv", "design.v")?;
            tools::verilator_run(dir)?
        }
        Simulator::Icarus => {
            // `-s tb`: a folder given with --rtl may hold modules the run does not use.
            tools::iverilog_compile(dir, &["-s", "tb", "tb.sv", "design.v"], "tb.vvp")?;
            tools::vvp(dir, "tb.vvp")?
        }
    };
    crate::hdl::testbench::CosimReport::parse(&out).map_err(crate::Error::Io)
}
