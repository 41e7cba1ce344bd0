//! The flattened router just before technology mapping (Yosys's `write_json` after
//! `dfflibmap`): generic gates that still carry their `src`, and the library's flip-flops
//! under the names the mapped netlist keeps (ABC maps only the gates). It tells, for the
//! registers at the two ends of OpenSTA's worst path, their RTL names and the blocks the
//! logic between them crosses.
//!
//! ABC restructures the gates between registers and names its cells anew, so a mapped cell
//! cannot be traced to a module; the registers, which ABC does not touch, can. The blocks
//! are therefore read here, on the same flat design before mapping: the longest chain of
//! gates (in cells) from the start register's output to the end register's input, each gate
//! placed by its `src` (`source::SourceMap`), consecutive gates of one instance merged.

use super::liberty::Library;
use super::source::{Origin, SourceMap};
use crate::{Error, Result};
use std::collections::{BTreeMap, HashMap, HashSet};

/// A bit of a net in Yosys's JSON: a net number, or a constant ("0", "1", "x", "z").
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum JBit {
    Net(u64),
    Const(serde::de::IgnoredAny),
}

#[derive(serde::Deserialize)]
struct JCell {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    attributes: HashMap<String, String>,
    #[serde(default)]
    port_directions: HashMap<String, String>,
    connections: HashMap<String, Vec<JBit>>,
}

#[derive(serde::Deserialize)]
struct JNet {
    hide_name: u8,
    bits: Vec<JBit>,
}

#[derive(serde::Deserialize)]
struct JModule {
    // Sorted, so that ties between chains of one length break the same way every run.
    cells: BTreeMap<String, JCell>,
    netnames: BTreeMap<String, JNet>,
}

#[derive(serde::Deserialize)]
struct JDesign {
    modules: HashMap<String, JModule>,
}

/// One cell: its input and output net bits.
struct Cell {
    flip_flop: bool,
    src: Option<String>,
    inputs: Vec<u64>,
    outputs: Vec<u64>,
}

/// A register at one end of the path.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Register {
    /// Its instance in the mapped netlist (OpenSTA's name).
    pub instance: String,
    /// Library cell.
    pub cell: String,
    /// The RTL register bit it holds (`unit__6.fifo.slots__7__q[2]`).
    pub register: String,
    /// The module and instance it belongs to.
    pub origin: Origin,
}

/// The flattened design before mapping, as a graph of net bits.
pub struct RtlNetlist {
    names: Vec<String>,
    cells: Vec<Cell>,
    by_name: HashMap<String, usize>,
    driver: HashMap<u64, usize>,
    readers: HashMap<u64, Vec<usize>>,
    /// Per net bit, the public name most specific to it (most `.` levels, then longest).
    net_names: HashMap<u64, String>,
}

fn bits(v: &[JBit]) -> impl Iterator<Item = u64> + '_ {
    v.iter().filter_map(|b| match b {
        JBit::Net(n) => Some(*n),
        JBit::Const(_) => None,
    })
}

impl RtlNetlist {
    /// Read Yosys's JSON of module `top`; `lib` gives the pins of the library's cells (the
    /// JSON has no directions for them).
    pub fn parse(json: &str, top: &str, lib: &Library) -> Result<RtlNetlist> {
        let mut design: JDesign = serde_json::from_str(json)
            .map_err(|e| Error::Io(format!("Yosys's JSON netlist: {e}")))?;
        let module = design
            .modules
            .remove(top)
            .ok_or_else(|| Error::Io(format!("Yosys's JSON netlist has no module {top}")))?;
        let mut n = RtlNetlist {
            names: Vec::new(),
            cells: Vec::new(),
            by_name: HashMap::new(),
            driver: HashMap::new(),
            readers: HashMap::new(),
            net_names: HashMap::new(),
        };
        for (name, c) in module.cells {
            let lib_cell = lib.cells.get(&c.kind);
            let dir = |port: &str, want: &str| -> bool {
                match c.port_directions.get(port) {
                    Some(d) => d == want,
                    None => lib_cell.is_some_and(|l| {
                        let pins = if want == "output" {
                            &l.outputs
                        } else {
                            &l.inputs
                        };
                        pins.iter().any(|p| p == port)
                    }),
                }
            };
            let pick = |want: &str| -> Vec<u64> {
                c.connections
                    .iter()
                    .filter(|(p, _)| dir(p, want))
                    .flat_map(|(_, b)| bits(b))
                    .collect()
            };
            let cell = Cell {
                flip_flop: lib.is_flip_flop(&c.kind),
                src: c.attributes.get("src").cloned(),
                inputs: pick("input"),
                outputs: pick("output"),
            };
            let i = n.cells.len();
            for &b in &cell.outputs {
                n.driver.insert(b, i);
            }
            for &b in &cell.inputs {
                n.readers.entry(b).or_default().push(i);
            }
            n.by_name.insert(name.clone(), i);
            n.names.push(name);
            n.cells.push(cell);
        }
        n.name_nets(module.netnames);
        Ok(n)
    }

    fn name_nets(&mut self, nets: BTreeMap<String, JNet>) {
        let rank = |s: &str| (s.matches('.').count(), s.len());
        for (name, net) in nets.into_iter().filter(|(_, n)| n.hide_name == 0) {
            let width = net.bits.len();
            for (i, b) in net.bits.iter().enumerate() {
                let JBit::Net(b) = b else { continue };
                let full = if width > 1 {
                    format!("{name}[{i}]")
                } else {
                    name.clone()
                };
                let better = self
                    .net_names
                    .get(b)
                    .is_none_or(|old| rank(&full) > rank(old));
                if better {
                    self.net_names.insert(*b, full);
                }
            }
        }
    }

    /// The register `instance` of cell type `cell`, placed by `map`.
    pub fn register(&self, instance: &str, cell: &str, map: &SourceMap) -> Result<Register> {
        let &i = self.by_name.get(instance).ok_or_else(|| {
            Error::Io(format!(
                "register {instance} is not in Yosys's netlist before mapping"
            ))
        })?;
        let c = &self.cells[i];
        let register = c
            .outputs
            .iter()
            .find_map(|b| self.net_names.get(b))
            .cloned()
            .unwrap_or_else(|| instance.to_string());
        let origin = c
            .src
            .as_deref()
            .and_then(|s| map.origin(s))
            .unwrap_or_else(|| map.origin_of_net(&register));
        Ok(Register {
            instance: instance.into(),
            cell: cell.into(),
            register,
            origin,
        })
    }

    /// The longest chain of gates (cells, not registers) from register `from`'s output to
    /// register `to`'s input, in order; empty if the output feeds the input directly or no
    /// chain exists.
    pub fn longest_chain(&self, from: &str, to: &str) -> Vec<usize> {
        let (Some(&s), Some(&e)) = (self.by_name.get(from), self.by_name.get(to)) else {
            return Vec::new();
        };
        let comb = |i: usize| !self.cells[i].flip_flop;
        // The gates that reach `to` (backwards, stopping at registers) ...
        let mut back: HashSet<usize> = HashSet::new();
        let mut stack: Vec<usize> = self.cells[e]
            .inputs
            .iter()
            .filter_map(|b| self.driver.get(b).copied())
            .filter(|&i| comb(i))
            .collect();
        while let Some(i) = stack.pop() {
            if back.insert(i) {
                stack.extend(
                    self.cells[i]
                        .inputs
                        .iter()
                        .filter_map(|b| self.driver.get(b).copied())
                        .filter(|&j| comb(j)),
                );
            }
        }
        // ... and are reached from `from`, in topological order (depth-first post-order).
        let start: Vec<usize> = self.cells[s]
            .outputs
            .iter()
            .flat_map(|b| self.readers.get(b).into_iter().flatten().copied())
            .filter(|i| back.contains(i))
            .collect();
        let order = self.post_order(&start, &back);
        // Longest chain ending at each gate, walking from the sources.
        let mut best: HashMap<usize, (usize, Option<usize>)> = HashMap::new();
        let starts: HashSet<usize> = start.iter().copied().collect();
        for &i in order.iter().rev() {
            let from_pred = self.cells[i]
                .inputs
                .iter()
                .filter_map(|b| self.driver.get(b))
                .filter_map(|p| best.get(p).map(|&(len, _)| (len, *p)))
                .max();
            let entry = match from_pred {
                Some((len, p)) => (len + 1, Some(p)),
                None if starts.contains(&i) => (1, None),
                None => continue,
            };
            best.insert(i, entry);
        }
        let ends: HashSet<u64> = self.cells[e].inputs.iter().copied().collect();
        let last = best
            .iter()
            .filter(|(i, _)| self.cells[**i].outputs.iter().any(|b| ends.contains(b)))
            .max_by_key(|(i, (len, _))| (*len, std::cmp::Reverse(**i)))
            .map(|(i, _)| *i);
        let mut chain = Vec::new();
        let mut at = last;
        while let Some(i) = at {
            chain.push(i);
            at = best[&i].1;
        }
        chain.reverse();
        chain
    }

    /// The gates of `within` reachable from `start`, each after every gate it reads from
    /// (reverse post-order of a depth-first walk along the readers).
    fn post_order(&self, start: &[usize], within: &HashSet<usize>) -> Vec<usize> {
        let mut seen: HashSet<usize> = HashSet::new();
        let mut order = Vec::new();
        for &s in start {
            if !seen.insert(s) {
                continue;
            }
            // (gate, its readers still to visit)
            let mut stack: Vec<(usize, Vec<usize>)> = vec![(s, self.next_gates(s, within))];
            while let Some((i, rest)) = stack.last_mut() {
                match rest.pop() {
                    Some(j) if seen.insert(j) => {
                        let next = self.next_gates(j, within);
                        stack.push((j, next));
                    }
                    Some(_) => {}
                    None => {
                        order.push(*i);
                        stack.pop();
                    }
                }
            }
        }
        order
    }

    fn next_gates(&self, i: usize, within: &HashSet<usize>) -> Vec<usize> {
        self.cells[i]
            .outputs
            .iter()
            .flat_map(|b| self.readers.get(b).into_iter().flatten().copied())
            .filter(|j| within.contains(j))
            .collect()
    }

    /// The blocks a chain of gates crosses: each gate's origin, consecutive repeats merged,
    /// gates without a `src` skipped.
    pub fn blocks(&self, chain: &[usize], map: &SourceMap) -> Vec<Origin> {
        let mut out: Vec<Origin> = Vec::new();
        for &i in chain {
            let Some(o) = self.cells[i].src.as_deref().and_then(|s| map.origin(s)) else {
                continue;
            };
            if out.last() != Some(&o) {
                out.push(o);
            }
        }
        out
    }

    /// The name of gate `i` (for tests and messages).
    pub fn name(&self, i: usize) -> &str {
        &self.names[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DESIGN: &str = "\
module leaf(
);
assign y = a;
endmodule
module top(
);
leaf #(.w(1'h1)) cell__0 (
);
assign z = x;
endmodule
";

    const LIBERTY: &str = "library(l) { cell (DFFPOSX1) { area : 96; ff (IQ, IQN) { }
        pin(CLK) { direction : input; } pin(D) { direction : input; }
        pin(Q) { direction : output; } } }";

    /// Two registers and four gates: from ff1's output (net 3) to ff2's input (net 8), the
    /// chain g1 (top), g2 (leaf), g4 (top) is longer than g3, g4.
    const JSON: &str = r#"{"creator": "test", "modules": {"top": {
      "cells": {
        "ftr_ff1": {"hide_name": 0, "type": "DFFPOSX1", "parameters": {},
          "attributes": {"src": "top.v:7.18-8.2|top.v:3.1-3.9"},
          "connections": {"CLK": [2], "D": [10], "Q": [3]}},
        "g1": {"hide_name": 1, "type": "$_AND_", "attributes": {"src": "top.v:9.8-9.9"},
          "port_directions": {"A": "input", "B": "input", "Y": "output"},
          "connections": {"A": [3], "B": [4], "Y": [5]}},
        "g2": {"hide_name": 1, "type": "$_OR_",
          "attributes": {"src": "top.v:3.8-3.9|top.v:7.18-8.2"},
          "port_directions": {"A": "input", "B": "input", "Y": "output"},
          "connections": {"A": [5], "B": ["0"], "Y": [6]}},
        "g3": {"hide_name": 1, "type": "$_NOT_", "attributes": {},
          "port_directions": {"A": "input", "Y": "output"},
          "connections": {"A": [3], "Y": [7]}},
        "g4": {"hide_name": 1, "type": "$_XOR_", "attributes": {"src": "top.v:9.1-9.9"},
          "port_directions": {"A": "input", "B": "input", "Y": "output"},
          "connections": {"A": [7], "B": [6], "Y": [8]}},
        "ftr_ff2": {"hide_name": 0, "type": "DFFPOSX1", "parameters": {}, "attributes": {},
          "connections": {"CLK": [2], "D": [8], "Q": [9]}}
      },
      "netnames": {
        "cell__0.q__q": {"hide_name": 0, "bits": [3], "attributes": {}},
        "q": {"hide_name": 0, "bits": [3], "attributes": {}},
        "r": {"hide_name": 0, "bits": [9, 11], "attributes": {}},
        "$auto$x": {"hide_name": 1, "bits": [5], "attributes": {}}
      }}}}"#;

    #[test]
    fn finds_the_registers_and_the_longest_chain_between_them() {
        let lib = Library::parse(LIBERTY).unwrap();
        let n = RtlNetlist::parse(JSON, "top", &lib).unwrap();
        let map = SourceMap::new(DESIGN, "top.v", "top");
        let o = |module: &str, instance: &str| Origin {
            module: module.into(),
            instance: instance.into(),
        };
        let start = n.register("ftr_ff1", "DFFPOSX1", &map).unwrap();
        // The most specific of the net's names; placed by its src.
        assert_eq!(start.register, "cell__0.q__q");
        assert_eq!(start.origin, o("leaf", "cell__0"));
        // No src: placed by its net's name.
        let end = n.register("ftr_ff2", "DFFPOSX1", &map).unwrap();
        assert_eq!(
            (end.register.as_str(), &end.origin),
            ("r[0]", &o("top", ""))
        );
        let chain = n.longest_chain("ftr_ff1", "ftr_ff2");
        let names: Vec<&str> = chain.iter().map(|&i| n.name(i)).collect();
        assert_eq!(names, ["g1", "g2", "g4"]);
        assert_eq!(
            n.blocks(&chain, &map),
            [o("top", ""), o("leaf", "cell__0"), o("top", "")]
        );
        // Nothing between a register and itself here, nor from an unknown name.
        assert!(n.longest_chain("ftr_ff2", "ftr_ff1").is_empty());
        assert!(n.longest_chain("nope", "ftr_ff1").is_empty());
        assert!(n.register("nope", "DFFPOSX1", &map).is_err());
    }
}
