//! Yosys measurement of one block's Verilog: generic cells after `synth -flatten` and the
//! CMOS transistor estimate of `stat -tech cmos`.
//!
//! `dffunmap` runs before `stat`: Yosys maps a flip-flop with enable to `$_DFFE_PP_`, a cell
//! `stat -tech cmos` has no price for (it prints "0+"); unmapped, every flip-flop is a plain
//! `$_DFF_P_` (16 transistors) and its enable a `$_MUX_` (12), so the transistor count covers
//! the whole block and the cell count is in the same units as the gate model (one cell per
//! 2-input gate, 2:1 multiplexer, inverter or flip-flop).

use crate::hdl::tools;
use crate::{Error, Result};
use std::sync::atomic::{AtomicUsize, Ordering};

/// What Yosys reports for one block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Synth {
    /// Generic cells of the flattened design (gates, multiplexers, flip-flops).
    pub cells: u64,
    /// `stat -tech cmos`: estimated transistors.
    pub transistors: u64,
}

impl std::ops::Mul<u64> for Synth {
    type Output = Synth;
    /// `n` copies of a block (no logic is shared between them).
    fn mul(self, n: u64) -> Synth {
        Synth {
            cells: self.cells * n,
            transistors: self.transistors * n,
        }
    }
}

impl std::ops::Add for Synth {
    type Output = Synth;
    fn add(self, o: Synth) -> Synth {
        Synth {
            cells: self.cells + o.cells,
            transistors: self.transistors + o.transistors,
        }
    }
}

/// Synthesize `verilog` (module `top`) in a scratch folder under the system temporary folder.
pub fn synthesize(verilog: &str) -> Result<Synth> {
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "ftrouter-cost-{}-{}",
        std::process::id(),
        RUN.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::Io(format!("cannot create {}: {e}", dir.display())))?;
    let result = std::fs::write(dir.join("top.v"), verilog)
        .map_err(|e| Error::Io(format!("cannot write Verilog for Yosys: {e}")))
        .and_then(|()| {
            tools::run(
                "yosys",
                &[
                    "-p",
                    "read_verilog -sv top.v; synth -auto-top -flatten; dffunmap; opt_clean; stat -tech cmos",
                ],
                &dir,
            )
        });
    let _ = std::fs::remove_dir_all(&dir);
    parse_stat(&result?.stdout)
}

/// The cell count and transistor estimate of the last `stat` block of a Yosys log.
pub fn parse_stat(log: &str) -> Result<Synth> {
    let stat = log.rsplit("Number of wires:").next().unwrap_or("");
    let value = |key: &str| -> Option<&str> {
        stat.lines()
            .find_map(|l| l.trim().strip_prefix(key))
            .map(str::trim)
    };
    let cells = value("Number of cells:").and_then(|v| v.parse().ok());
    let transistors = value("Estimated number of transistors:");
    match (cells, transistors) {
        (Some(cells), Some(t)) => t
            .parse()
            .map(|transistors| Synth { cells, transistors })
            // "N+": a cell Yosys has no price for; a partial count would mislead.
            .map_err(|_| Error::Io(format!("Yosys could not price every cell: {t} transistors"))),
        _ => Err(Error::Io("no statistics in the Yosys log".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand-countable block: 4 AND gates, 4 multiplexers, 4 flip-flops (transistors 6, 12
    /// and 16 each in Yosys's CMOS table).
    #[test]
    fn counts_cells_and_transistors_of_a_known_block() {
        let v = "module top(input clk, input [3:0] a, b, input s, output reg [3:0] q);\n\
                 always @(posedge clk) q <= s ? a : (a & b);\nendmodule\n";
        let s = synthesize(v).unwrap();
        assert_eq!(
            s,
            Synth {
                cells: 12,
                transistors: 4 * 6 + 4 * 12 + 4 * 16
            }
        );
    }

    #[test]
    fn an_enable_flip_flop_is_priced_as_flip_flop_plus_multiplexer() {
        let v = "module top(input clk, input [3:0] a, input e, output reg [3:0] q);\n\
                 always @(posedge clk) if (e) q <= a;\nendmodule\n";
        assert_eq!(
            synthesize(v).unwrap(),
            Synth {
                cells: 8,
                transistors: 4 * 16 + 4 * 12
            }
        );
    }
}
