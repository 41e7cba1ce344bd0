//! Co-simulation of the generated Verilog against the cycle model: the vectors made of the
//! probe's edges (`hdl::vectors`: inputs of each edge, the registered outputs of the edge
//! before) replayed by a SystemVerilog testbench in Verilator or Icarus, both on the
//! hierarchical design.

use crate::hdl::testbench::Vectors;

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
