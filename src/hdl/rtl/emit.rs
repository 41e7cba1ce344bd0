//! Verilog of an rtl block tree: one module per distinct block body, instantiated once per
//! use. rust-hdl's `generate_verilog` writes a module per instance (and per flip-flop); this
//! emitter walks the same hierarchy through rust-hdl's `Probe`, writes each block's
//! combinational step with rust-hdl's own `verilog_combinatorial`, declares its registers
//! inline with a synchronous reset, turns `Param`s into module parameters given at each
//! instance, and gives blocks whose bodies are equal one module. Every module has a header
//! comment naming its ports, parameters and registers.

use std::collections::HashMap;
use std::fmt::Write;

use rust_hdl_core::ast::Verilog;
use rust_hdl_core::atom::{Atom, AtomKind};
use rust_hdl_core::block::Block;
use rust_hdl_core::probe::Probe;
use rust_hdl_core::synth::VCDValue;
use rust_hdl_core::verilog_gen::verilog_combinatorial;

use super::state::{MEMORY_TAG, REGISTER_TAG};
use super::wire::KIND_TAG;

/// The emitted design: modules leaves first, the top last.
#[derive(Clone, Debug, Default)]
pub struct Design {
    pub modules: Vec<Module>,
}

#[derive(Clone, Debug)]
pub struct Module {
    pub name: String,
    pub text: String,
}

impl Design {
    /// The top module's name.
    pub fn top(&self) -> &str {
        &self.modules.last().expect("a design has a top").name
    }

    /// Every module, one after the other.
    pub fn verilog(&self) -> String {
        self.modules
            .iter()
            .map(|m| m.text.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub fn module(&self, name: &str) -> Option<&Module> {
        self.modules.iter().find(|m| m.name == name)
    }
}

/// The Verilog of `top` and everything below it.
pub fn emit<B: Block>(top: &B) -> Design {
    let mut walker = Walker::default();
    top.accept("top", &mut walker);
    let root = walker.root.expect("the top block was visited");
    let mut library = Library::default();
    let top_params = root.params();
    library.module_of(&root, &top_params);
    library.design
}

struct AtomInfo {
    name: String,
    kind: AtomKind,
    bits: usize,
    descriptor: String,
    hex: String,
}

struct Node {
    name: String,
    hdl: Verilog,
    atoms: Vec<AtomInfo>,
    children: Vec<Node>,
}

#[derive(Default)]
struct Walker {
    stack: Vec<Node>,
    root: Option<Node>,
}

impl Probe for Walker {
    fn visit_start_scope(&mut self, name: &str, node: &dyn Block) {
        self.stack.push(Node {
            name: name.to_string(),
            hdl: node.hdl(),
            atoms: vec![],
            children: vec![],
        });
    }

    fn visit_atom(&mut self, name: &str, signal: &dyn Atom) {
        let hex = match signal.vcd() {
            VCDValue::String(s) => s,
            _ => String::new(),
        };
        let node = self.stack.last_mut().expect("atoms sit inside a block");
        node.atoms.push(AtomInfo {
            name: name.to_string(),
            kind: signal.kind(),
            bits: signal.bits(),
            descriptor: signal.descriptor().name,
            hex,
        });
    }

    fn visit_end_scope(&mut self, _name: &str, _node: &dyn Block) {
        let done = self.stack.pop().expect("scopes nest");
        match self.stack.last_mut() {
            Some(parent) => parent.children.push(done),
            None => self.root = Some(done),
        }
    }
}

enum Role {
    Register(String),
    Memory(String),
    Block,
    Nothing,
}

impl Node {
    fn role(&self) -> Role {
        match &self.hdl {
            Verilog::Custom(s) if s.starts_with(REGISTER_TAG) => {
                Role::Register(s[REGISTER_TAG.len()..].trim().to_string())
            }
            Verilog::Custom(s) if s.starts_with(MEMORY_TAG) => {
                Role::Memory(s[MEMORY_TAG.len()..].trim_start().to_string())
            }
            Verilog::Combinatorial(_) => Role::Block,
            _ => Role::Nothing,
        }
    }

    /// (module name, description) from the block's `ModuleKind`.
    fn kind(&self) -> (String, String) {
        for a in &self.atoms {
            if let Some(rest) = a.descriptor.strip_prefix(KIND_TAG) {
                let mut lines = rest.trim_start_matches('\n').splitn(2, '\n');
                let name = lines.next().unwrap_or("block").to_string();
                return (name, lines.next().unwrap_or("").to_string());
            }
        }
        ("ftr_block".to_string(), String::new())
    }

    fn is_kind_atom(a: &AtomInfo) -> bool {
        a.descriptor.starts_with(KIND_TAG)
    }

    fn ports(&self) -> impl Iterator<Item = &AtomInfo> {
        self.atoms
            .iter()
            .filter(|a| matches!(a.kind, AtomKind::InputParameter | AtomKind::OutputParameter))
    }

    /// Parameters with this instance's values (name, width, hex).
    fn params(&self) -> Vec<(String, usize, String)> {
        self.atoms
            .iter()
            .filter(|a| a.kind == AtomKind::Constant && !Node::is_kind_atom(a))
            .map(|a| (a.name.clone(), a.bits, a.hex.clone()))
            .collect()
    }

    /// Registers or memories here or below: the module takes `clock` (and `reset`).
    fn clocked(&self) -> bool {
        self.children.iter().any(|c| match c.role() {
            Role::Register(_) | Role::Memory(_) => true,
            Role::Block => c.clocked(),
            Role::Nothing => false,
        })
    }

    fn resets(&self) -> bool {
        self.children.iter().any(|c| match c.role() {
            Role::Register(_) => true,
            Role::Block => c.resets(),
            _ => false,
        })
    }
}

fn range(bits: usize) -> String {
    if bits == 1 {
        String::new()
    } else {
        format!("[{}:0] ", bits - 1)
    }
}

#[derive(Default)]
struct Library {
    design: Design,
    /// Module body (everything after the name) to module name.
    by_body: HashMap<String, String>,
    /// How many distinct modules each kind has had.
    count: HashMap<String, usize>,
}

impl Library {
    /// The module name of `node`, emitting its module (and its children's) when new.
    /// `defaults` are the parameter values written into the declaration (the instance's own
    /// for the top; zero elsewhere, every instance giving its own).
    fn module_of(&mut self, node: &Node, defaults: &[(String, usize, String)]) -> String {
        let (kind, about) = node.kind();
        let body = match node.role() {
            Role::Memory(custom) => self.memory_body(node, &about, &custom),
            _ => self.block_body(node, &about, defaults),
        };
        if let Some(name) = self.by_body.get(&body) {
            return name.clone();
        }
        let n = self.count.entry(kind.clone()).or_insert(0);
        *n += 1;
        let name = if *n == 1 { kind } else { format!("{kind}_{n}") };
        let text = format!("module {name}{body}");
        self.by_body.insert(body, name.clone());
        self.design.modules.push(Module {
            name: name.clone(),
            text,
        });
        name
    }

    fn header(node: &Node, about: &str, clocked: bool, resets: bool) -> String {
        let mut h = String::new();
        for line in about.lines() {
            let _ = writeln!(h, "// {line}");
        }
        h += "// Ports:\n";
        if clocked {
            h += "//   in    clock   1\n";
        }
        if resets {
            h += "//   in    reset   1  (synchronous, active high)\n";
        }
        for p in node.ports() {
            let dir = if p.kind == AtomKind::InputParameter {
                "in "
            } else {
                "out"
            };
            let _ = writeln!(h, "//   {dir}   {}   {}", p.name, p.bits);
        }
        let params = node.params();
        if !params.is_empty() {
            h += "// Parameters (per instance):\n";
            for (name, bits, _) in &params {
                let _ = writeln!(h, "//   {name}   {bits}");
            }
        }
        let regs: Vec<String> = node
            .children
            .iter()
            .filter_map(|c| match c.role() {
                Role::Register(init) => {
                    let bits = c.atoms.iter().find(|a| a.name == "q").map_or(0, |a| a.bits);
                    Some(format!("//   {}   {bits}   reset {bits}'h{init}", c.name))
                }
                _ => None,
            })
            .collect();
        if !regs.is_empty() {
            h += "// Registers:\n";
            h += &regs.join("\n");
            h += "\n";
        }
        h
    }

    fn port_list(node: &Node, clocked: bool, resets: bool, outputs_are_regs: bool) -> String {
        let mut ports = vec![];
        if clocked {
            ports.push("    input wire clock".to_string());
        }
        if resets {
            ports.push("    input wire reset".to_string());
        }
        for p in node.ports() {
            let decl = if p.kind == AtomKind::InputParameter {
                "input wire"
            } else if outputs_are_regs {
                "output reg"
            } else {
                "output wire"
            };
            ports.push(format!("    {decl} {}{}", range(p.bits), p.name));
        }
        format!("(\n{}\n);\n", ports.join(",\n"))
    }

    fn memory_body(&mut self, node: &Node, about: &str, custom: &str) -> String {
        let mut b = Library::port_list(node, true, false, false);
        b = format!("{b}{}", Library::header(node, about, true, false));
        b += custom;
        b += "endmodule\n";
        b
    }

    fn block_body(
        &mut self,
        node: &Node,
        about: &str,
        defaults: &[(String, usize, String)],
    ) -> String {
        let clocked = node.clocked();
        let resets = node.resets();
        let mut b = Library::port_list(node, clocked, resets, true);
        b += &Library::header(node, about, clocked, resets);
        for (name, bits, _) in node.params() {
            let value = defaults
                .iter()
                .find(|(n, _, _)| *n == name)
                .map_or_else(|| "0".to_string(), |(_, _, h)| h.clone());
            let _ = writeln!(b, "parameter {}{name} = {bits}'h{value};", range(bits));
        }
        for a in &node.atoms {
            if a.kind == AtomKind::LocalSignal {
                let _ = writeln!(b, "reg {}{};", range(a.bits), a.name);
            }
        }
        let mut sequential = String::new();
        let mut instances = String::new();
        for c in &node.children {
            match c.role() {
                Role::Register(init) => {
                    let bits = c.atoms.iter().find(|a| a.name == "q").map_or(1, |a| a.bits);
                    let _ = writeln!(b, "reg {}{}$d;", range(bits), c.name);
                    let _ = writeln!(b, "reg {}{}$q;", range(bits), c.name);
                    let _ = writeln!(
                        sequential,
                        "    if (reset) {n}$q <= {bits}'h{init}; else {n}$q <= {n}$d;",
                        n = c.name
                    );
                }
                Role::Block | Role::Memory(_) => {
                    let child_params = c.params();
                    let module = self.module_of(c, &[]);
                    let child_clocked = matches!(c.role(), Role::Memory(_)) || c.clocked();
                    let child_resets = matches!(c.role(), Role::Block) && c.resets();
                    let mut conns = vec![];
                    if child_clocked {
                        conns.push(".clock(clock)".to_string());
                    }
                    if child_resets {
                        conns.push(".reset(reset)".to_string());
                    }
                    for p in c.ports() {
                        let wire = format!("{}${}", c.name, p.name);
                        let decl = if p.kind == AtomKind::InputParameter {
                            "reg"
                        } else {
                            "wire"
                        };
                        let _ = writeln!(b, "{decl} {}{wire};", range(p.bits));
                        conns.push(format!(".{}({wire})", p.name));
                    }
                    let params = if child_params.is_empty() {
                        String::new()
                    } else {
                        let list: Vec<String> = child_params
                            .iter()
                            .map(|(n, bits, hex)| format!(".{n}({bits}'h{hex})"))
                            .collect();
                        format!(" #({})", list.join(", "))
                    };
                    let _ = writeln!(
                        instances,
                        "{module}{params} {} (\n    {}\n);",
                        c.name,
                        conns.join(",\n    ")
                    );
                }
                Role::Nothing => {}
            }
        }
        b += &instances;
        if !sequential.is_empty() {
            let _ = write!(b, "always @(posedge clock) begin\n{sequential}end\n");
        }
        if let Verilog::Combinatorial(code) = &node.hdl {
            b += &verilog_combinatorial(code);
        }
        b += "endmodule\n";
        b
    }
}
