//! Yosys measurement of Verilog: generic cells and the CMOS transistor estimate of `stat
//! -tech cmos`, of a design flattened into one module (`synthesize`) or of every module of a
//! hierarchy, each counted once per instance (`synthesize_hierarchy`).
//!
//! `dffunmap` runs before `stat`: Yosys maps a flip-flop with enable to `$_DFFE_PP_`, a cell
//! `stat -tech cmos` has no price for (it prints "0+"); unmapped, every flip-flop is a plain
//! `$_DFF_P_` (16 transistors) and its enable a `$_MUX_` (12), so the transistor count covers
//! the whole block and the cell count is in the same units as the gate model (one cell per
//! 2-input gate, 2:1 multiplexer, inverter or flip-flop).

use crate::hdl::tools;
use crate::{Error, Result};

/// What Yosys reports for one block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Synth {
    /// Generic cells of the flattened design (gates, multiplexers, flip-flops).
    pub cells: u64,
    /// `stat -tech cmos`: estimated transistors.
    pub transistors: u64,
    /// Flip-flops among the cells (one per stored bit).
    pub flip_flops: u64,
}

impl std::ops::Mul<u64> for Synth {
    type Output = Synth;
    /// `n` copies of a block (no logic is shared between them).
    fn mul(self, n: u64) -> Synth {
        Synth {
            cells: self.cells * n,
            transistors: self.transistors * n,
            flip_flops: self.flip_flops * n,
        }
    }
}

impl std::ops::Add for Synth {
    type Output = Synth;
    fn add(self, o: Synth) -> Synth {
        Synth {
            cells: self.cells + o.cells,
            transistors: self.transistors + o.transistors,
            flip_flops: self.flip_flops + o.flip_flops,
        }
    }
}

/// A fresh scratch folder under the system temporary folder (`ftrouter-cost-` and random
/// characters, never a name another process could guess and plant), removed when dropped or
/// by an immediate exit (crate::interrupt).
pub fn scratch_dir() -> Result<crate::interrupt::ScratchDir> {
    crate::interrupt::ScratchDir::fresh("ftrouter-cost-").map_err(|e| {
        Error::Io(format!(
            "cannot create a scratch folder in {}: {e}",
            std::env::temp_dir().display()
        ))
    })
}

/// Run Yosys `script` on `verilog` (as `top.v`) in a scratch folder under the system
/// temporary folder; returns its log.
pub(super) fn run_yosys(verilog: &str, script: &str) -> Result<String> {
    let scratch = scratch_dir()?;
    let dir = scratch.path();
    let result = std::fs::write(dir.join("top.v"), verilog)
        .map_err(|e| Error::Io(format!("cannot write Verilog for Yosys: {e}")))
        .and_then(|()| tools::run("yosys", &["-p", script], scratch.path()))?;
    tools::refuse_unclocked_logic(&result.stdout, "top.v")?;
    Ok(result.stdout)
}

/// Synthesize `verilog` (its top module found by Yosys) flattened into one module.
pub fn synthesize(verilog: &str) -> Result<Synth> {
    let log = run_yosys(
        verilog,
        "read_verilog -sv top.v; synth -auto-top -flatten; dffunmap; opt_clean; stat -tech cmos",
    )?;
    parse_stat(&log)
}

/// One module kind of a synthesized hierarchy, all its instances together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleCost {
    /// The module's name without Yosys's parameter suffix (`ftr_vc_buffer`).
    pub module: String,
    /// The name Yosys gives it (`$paramod$...\ftr_rr_arbiter` for a parameter set).
    pub name: String,
    /// The module names from the top down to this one (the top first).
    pub path: Vec<String>,
    /// Instances in the whole design.
    pub instances: u64,
    /// The module's own cells, transistors and flip-flops (its children's not included),
    /// times `instances`.
    pub cost: Synth,
}

/// Synthesize `verilog` with `top` kept hierarchical: every module (each parameter set once)
/// with its own cells, times its instances in the design. The sum over the result is the
/// design's cost; cross-module optimisation is lost, so a flattened synthesis is smaller.
pub fn synthesize_hierarchy(verilog: &str, top: &str) -> Result<Vec<ModuleCost>> {
    let log = run_yosys(
        verilog,
        &format!("read_verilog -sv top.v; synth -top {top}; dffunmap; opt_clean; stat -tech cmos"),
    )?;
    parse_hierarchy(&log)
}

/// A generic flip-flop cell of `stat` (`$_DFF_P_`, `$_SDFF_PP0_`, ...; after `dffunmap` no
/// enable is folded into one).
fn is_flip_flop(cell: &str) -> bool {
    cell.starts_with("$_") && cell.contains("DFF")
}

/// A module name without `$paramod`, its hash and its parameter values.
fn base_name(name: &str) -> &str {
    match name.strip_prefix("$paramod") {
        Some(rest) => rest.split('\\').nth(1).unwrap_or(rest),
        None => name,
    }
}

/// Each module's own figures in the last `stat` of a hierarchical synthesis, by name.
fn module_stats(log: &str) -> Result<std::collections::HashMap<String, Synth>> {
    let last = log.rsplit("Printing statistics.").next().unwrap_or("");
    let mut out = std::collections::HashMap::new();
    for section in last.split("\n=== ").skip(1) {
        let (name, body) = section.split_once(" ===").unwrap_or((section, ""));
        if name == "design hierarchy" {
            continue;
        }
        let mut own = Synth::default();
        let mut children = false;
        for line in body.lines() {
            let mut words = line.split_whitespace();
            let (Some(cell), Some(n), None) = (words.next(), words.next(), words.next()) else {
                continue;
            };
            let Ok(n) = n.parse::<u64>() else { continue };
            if cell.starts_with("$_") {
                own.cells += n;
                if is_flip_flop(cell) {
                    own.flip_flops += n;
                }
            } else if cell.starts_with("$paramod") || !cell.starts_with('$') {
                // An instance of a module of the design (Yosys's own cells start with `$`).
                children = true;
            }
        }
        let t = body
            .lines()
            .find_map(|l| l.trim().strip_prefix("Estimated number of transistors:"))
            .map(str::trim)
            .unwrap_or("0");
        // "N+": the child instances are unpriced; an unpriced gate would be a wrong total.
        own.transistors = match t.strip_suffix('+') {
            Some(n) if children => n.parse().unwrap_or(0),
            _ => t.parse().map_err(|_| {
                Error::Io(format!(
                    "Yosys could not price every cell of {name}: {t} transistors"
                ))
            })?,
        };
        out.insert(name.to_string(), own);
    }
    Ok(out)
}

/// The modules of a hierarchical `stat -tech cmos` log with their instance counts.
pub fn parse_hierarchy(log: &str) -> Result<Vec<ModuleCost>> {
    let own = module_stats(log)?;
    let tree = log
        .rsplit("=== design hierarchy ===")
        .next()
        .filter(|_| log.contains("=== design hierarchy ==="));
    let mut out = Vec::new();
    let Some(tree) = tree else {
        // One module, no hierarchy section.
        return match own.into_iter().next() {
            Some((name, cost)) => Ok(vec![ModuleCost {
                module: base_name(&name).to_string(),
                name: name.clone(),
                path: vec![base_name(&name).to_string()],
                instances: 1,
                cost,
            }]),
            None => Err(Error::Io("no statistics in the Yosys log".into())),
        };
    };
    // (indent, instances, name) from the top down; a deeper line is a child of the last
    // shallower one.
    let mut stack: Vec<(usize, u64, String)> = Vec::new();
    for line in tree.lines().skip_while(|l| l.trim().is_empty()) {
        if line.trim().is_empty() {
            break;
        }
        let indent = line.len() - line.trim_start().len();
        let mut words = line.split_whitespace();
        let (Some(name), Some(n)) = (words.next(), words.next()) else {
            break;
        };
        let Ok(n) = n.parse::<u64>() else { break };
        while stack.last().is_some_and(|(i, _, _)| *i >= indent) {
            stack.pop();
        }
        let instances = stack.last().map_or(1, |(_, m, _)| *m) * n;
        stack.push((indent, instances, name.to_string()));
        let cost = *own
            .get(name)
            .ok_or_else(|| Error::Io(format!("Yosys gave no statistics for module {name}")))?;
        out.push(ModuleCost {
            module: base_name(name).to_string(),
            name: name.to_string(),
            path: stack
                .iter()
                .map(|(_, _, m)| base_name(m).to_string())
                .collect(),
            instances,
            cost: cost * instances,
        });
    }
    if out.is_empty() {
        return Err(Error::Io("no design hierarchy in the Yosys log".into()));
    }
    Ok(out)
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
    let flip_flops = stat
        .lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            w.next().filter(|c| is_flip_flop(c))?;
            w.next()?.parse::<u64>().ok()
        })
        .sum();
    let transistors = value("Estimated number of transistors:");
    match (cells, transistors) {
        (Some(cells), Some(t)) => t
            .parse()
            .map(|transistors| Synth {
                cells,
                transistors,
                flip_flops,
            })
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
                transistors: 4 * 6 + 4 * 12 + 4 * 16,
                flip_flops: 4,
            }
        );
    }

    /// A parent with four flip-flops of its own and two instances of a child with four: the
    /// child's cells count twice, the parent's once, and the sum is the flattened design's.
    #[test]
    fn a_hierarchy_counts_each_module_once_per_instance() {
        let v = "module leaf(input clk, input [3:0] a, output reg [3:0] q);\n\
                 always @(posedge clk) q <= ~a;\nendmodule\n\
                 module top(input clk, input [3:0] a, b, output [3:0] x, y, output reg [3:0] z);\n\
                 leaf l0(.clk(clk), .a(a), .q(x));\nleaf l1(.clk(clk), .a(b), .q(y));\n\
                 always @(posedge clk) z <= a & b;\nendmodule\n";
        let h = synthesize_hierarchy(v, "top").unwrap();
        let leaf = h.iter().find(|m| m.module == "leaf").unwrap();
        assert_eq!(leaf.instances, 2);
        assert_eq!(leaf.path, ["top", "leaf"]);
        assert_eq!(leaf.cost.flip_flops, 8);
        let top = h.iter().find(|m| m.module == "top").unwrap();
        assert_eq!(top.cost.flip_flops, 4);
        let sum = h.iter().fold(Synth::default(), |a, m| a + m.cost);
        assert_eq!(sum, synthesize(v).unwrap());
    }

    #[test]
    fn an_enable_flip_flop_is_priced_as_flip_flop_plus_multiplexer() {
        let v = "module top(input clk, input [3:0] a, input e, output reg [3:0] q);\n\
                 always @(posedge clk) if (e) q <= a;\nendmodule\n";
        assert_eq!(
            synthesize(v).unwrap(),
            Synth {
                cells: 8,
                transistors: 4 * 16 + 4 * 12,
                flip_flops: 4,
            }
        );
    }
}
