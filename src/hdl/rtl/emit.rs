//! Verilog of an rtl block tree: one module per distinct block body, instantiated once per
//! use. rust-hdl's `generate_verilog` writes a module per instance (and per flip-flop); this
//! emitter walks the same hierarchy through rust-hdl's `Probe`, writes each block's
//! combinational step from rust-hdl's AST with every width explicit (`sized`), declares its
//! registers inline (with a synchronous reset, or none for `Reg::data`), turns `Param`s into
//! module parameters given at each instance, gives blocks whose bodies are equal one module,
//! and makes every name plain (`$` to `__`, `plain_names`). Every module has a header comment
//! naming its ports, parameters and registers.

use std::collections::HashMap;
use std::fmt::Write;

use rust_hdl_core::ast::Verilog;
use rust_hdl_core::atom::{Atom, AtomKind};
use rust_hdl_core::block::Block;
use rust_hdl_core::probe::Probe;
use rust_hdl_core::synth::VCDValue;

use super::state::{MEMORY_TAG, NO_RESET, REGISTER_TAG};
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

    /// The width of every signal the block's step can name, as rust-hdl spells it: its own
    /// atoms, its registers' `d` and `q`, its children's ports (`arb$grant`).
    fn widths(&self) -> HashMap<String, usize> {
        let mut w: HashMap<String, usize> = self
            .atoms
            .iter()
            .filter(|a| !Node::is_kind_atom(a))
            .map(|a| (a.name.clone(), a.bits))
            .collect();
        for c in &self.children {
            let atoms: Vec<&AtomInfo> = match c.role() {
                Role::Register(_) => c.atoms.iter().collect(),
                Role::Block | Role::Memory(_) => c.ports().collect(),
                Role::Nothing => vec![],
            };
            for a in atoms {
                w.insert(format!("{}${}", c.name, a.name), a.bits);
            }
        }
        w
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
            Role::Register(init) => init != NO_RESET,
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
        let text = plain_names(&format!("module {name}{body}"));
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
                    if init == NO_RESET {
                        Some(format!("//   {}   {bits}   no reset (data)", c.name))
                    } else {
                        Some(format!("//   {}   {bits}   reset {bits}'h{init}", c.name))
                    }
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
        let mut initial = String::new();
        let mut instances = String::new();
        // Signals the combinational step writes and another process reads.
        let mut shared: Vec<(String, usize)> = node
            .ports()
            .filter(|p| p.kind == AtomKind::OutputParameter)
            .map(|p| (p.name.clone(), p.bits))
            .collect();
        for c in &node.children {
            match c.role() {
                Role::Register(init) => {
                    let bits = c.atoms.iter().find(|a| a.name == "q").map_or(1, |a| a.bits);
                    let _ = writeln!(b, "reg {}{}$d;", range(bits), c.name);
                    let _ = writeln!(b, "reg {}{}$q;", range(bits), c.name);
                    if init == NO_RESET {
                        let _ = writeln!(sequential, "    {n}$q <= {n}$d;", n = c.name);
                        let _ = writeln!(initial, "    {}$q = {bits}'h0;", c.name);
                    } else {
                        let _ = writeln!(
                            sequential,
                            "    if (reset) {n}$q <= {bits}'h{init}; else {n}$q <= {n}$d;",
                            n = c.name
                        );
                    }
                }
                Role::Block | Role::Memory(_) => {
                    instances += &self.instance(c, &mut b, &mut shared);
                }
                Role::Nothing => {}
            }
        }
        b += &instances;
        if !sequential.is_empty() {
            let _ = write!(b, "always @(posedge clock) begin\n{sequential}end\n");
        }
        if !initial.is_empty() {
            // Registers without reset start at 0 in simulation, as the Rust model's do, so no
            // X reaches a comparison; synthesis gives them no initial value.
            let _ = write!(
                b,
                "`ifndef SYNTHESIS\ninitial begin\n{initial}end\n`endif\n"
            );
        }
        if let Verilog::Combinatorial(code) = &node.hdl {
            let (functions, always) = super::sized::combinational(code, &node.widths());
            b += &functions;
            b += &single_writes(&always, &shared);
        }
        b += "endmodule\n";
        b
    }

    /// The instance of child `c` (its module emitted when new): its port wires are declared
    /// in `decls`, the inputs added to `shared` (the parent's step writes them).
    fn instance(
        &mut self,
        c: &Node,
        decls: &mut String,
        shared: &mut Vec<(String, usize)>,
    ) -> String {
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
                shared.push((wire.clone(), p.bits));
                "reg"
            } else {
                "wire"
            };
            let _ = writeln!(decls, "{decl} {}{wire};", range(p.bits));
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
        format!(
            "{module}{params} {} (\n    {}\n);\n",
            c.name,
            conns.join(",\n    ")
        )
    }
}

/// What replaces each `$` of a name: rust-hdl joins a field path (`arb.grant`), an array
/// element (`flit_in[3]`) and the emitter its own suffixes (`count_reg$q`, `y$comb`) with `$`,
/// which every Tcl-based tool (OpenSTA, Vivado) makes awkward to quote.
pub const SEP: &str = "__";

/// The Verilog name of element `index` of the port or signal array `base` (`flit_out__2`).
pub fn element(base: &str, index: usize) -> String {
    format!("{base}{SEP}{index}")
}

/// `name` with each `$` replaced by `SEP` (`unit$6.fifo` -> `unit__6.fifo`).
pub fn plain(name: &str) -> String {
    name.replace('$', SEP)
}

/// `module` (one module's text, its comments included) with every identifier that holds a `$`
/// made `plain`; system tasks (`$display`) are left alone. A new name that equals another
/// identifier of the module, or that two names share, is a bug of the block's field names
/// (a field called `a__b` beside a child `a` with port `b`): it panics, naming both.
fn plain_names(module: &str) -> String {
    // New name to the name it came from (itself for a name without `$`).
    let mut taken: HashMap<String, &str> = tokens(module)
        .filter(|t| !t.contains('$'))
        .map(|t| (t.to_string(), t))
        .collect();
    let mut renamed: HashMap<&str, String> = HashMap::new();
    for t in tokens(module).filter(|t| t.contains('$') && !t.starts_with('$')) {
        if renamed.contains_key(t) {
            continue;
        }
        let new = plain(t);
        if let Some(other) = taken.get(&new) {
            panic!("emitted names {t} and {other} both become {new}");
        }
        taken.insert(new.clone(), t);
        renamed.insert(t, new);
    }
    rename(module, |t| renamed.get(t).cloned())
}

/// Rewrite the `always @(*)` block `always` so that each of the `shared` signals (name, bits)
/// changes at most once per run, to its final value. Icarus wakes a reader on every change:
/// a parent that sets a child's input to a default and then to its value, and a child that
/// does the same to an output the parent reads, wake each other forever at time 0 (a loop
/// between whole variables, not bits; Verilator calls it UNOPTFLAT and settles it). A
/// signal assigned more than once, under a condition or in parts is computed in
/// `NAME$comb` and copied once at the end; one assigned once, whole, at the top level is
/// left alone.
fn single_writes(always: &str, shared: &[(String, usize)]) -> String {
    let glitchy: Vec<&(String, usize)> = shared
        .iter()
        .filter(|(name, _)| !assigned_once(always, name))
        .collect();
    if glitchy.is_empty() {
        return always.to_string();
    }
    let shadow = |name: &str| format!("{name}$comb");
    let mut out = String::new();
    for (name, bits) in &glitchy {
        assert!(
            !tokens(always).any(|t| t == shadow(name)),
            "{name}: the emitter's name {} is taken",
            shadow(name)
        );
        let _ = writeln!(out, "reg {}{};", range(*bits), shadow(name));
    }
    let renamed = rename(always, |t| {
        glitchy.iter().any(|(n, _)| n == t).then(|| shadow(t))
    });
    let end = renamed
        .rfind("end\n")
        .expect("verilog_combinatorial closes its always block with end");
    out += &renamed[..end];
    for (name, _) in &glitchy {
        let _ = writeln!(out, "    {name} = {};", shadow(name));
    }
    out += &renamed[end..];
    out
}

/// `name` is assigned exactly once in `always`, whole, at the block's top level (four
/// spaces in, as `verilog_combinatorial` indents), or not at all.
fn assigned_once(always: &str, name: &str) -> bool {
    let mut count = 0;
    for line in always.lines() {
        let text = line.trim_start();
        let Some(rest) = text.strip_prefix(name) else {
            continue;
        };
        let whole = rest.starts_with(" = ");
        let part = rest.starts_with('[') && rest.contains("] = ");
        if whole || part {
            count += 1;
            if part || line.len() - text.len() != 4 {
                return false;
            }
        }
    }
    count <= 1
}

/// The identifiers of Verilog text (letters, digits, `_` and `$`), skipping the digits of
/// based literals (`32'h1f`).
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    spans(text).into_iter().map(move |(a, b)| &text[a..b])
}

/// Byte ranges of the identifiers of `text`.
fn spans(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if ident(bytes[i]) {
            let start = i;
            while i < bytes.len() && ident(bytes[i]) {
                i += 1;
            }
            let literal = bytes[start].is_ascii_digit() || (start > 0 && bytes[start - 1] == b'\'');
            if !literal {
                out.push((start, i));
            }
        } else {
            i += 1;
        }
    }
    out
}

/// `text` with each identifier `to` maps replaced.
fn rename(text: &str, to: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (a, b) in spans(text) {
        if let Some(new) = to(&text[a..b]) {
            out += &text[at..a];
            out += &new;
            at = b;
        }
    }
    out += &text[at..];
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A parent's step: `y` takes a default then its value (a glitch another process would
    /// see), `z` and the child input `c$a` are written once at the top level.
    const STEP: &str = "always @(*) begin\n    y = 32'h0;\n    if (a) begin\n        y = b;\n    end\n    z = y & c$q;\n    c$a = z;\n    w[0] = a;\n    w[1] = b;\nend\n";

    #[test]
    fn names_lose_their_dollars_and_never_clash() {
        let m = "module m(input wire a$0, output reg y);\n// a$0 and c$q\nalways @(*) begin\n    y = a$0 & c$q & words$$mem;\n    $display(\"x\");\nend\nendmodule\n";
        assert_eq!(
            plain_names(m),
            "module m(input wire a__0, output reg y);\n// a__0 and c__q\nalways @(*) begin\n    y = a__0 & c__q & words____mem;\n    $display(\"x\");\nend\nendmodule\n"
        );
        // A field named like a path: the emitter refuses, naming both.
        let clash = std::panic::catch_unwind(|| plain_names("y = c$q | c__q;"));
        let message = *clash.unwrap_err().downcast::<String>().unwrap();
        assert_eq!(message, "emitted names c$q and c__q both become c__q");
        let clash = std::panic::catch_unwind(|| plain_names("y = a$_b | a_$b;"));
        assert!(clash.is_err());
    }

    #[test]
    fn shared_signals_change_once_per_run() {
        let shared = [
            ("y".to_string(), 4),
            ("z".to_string(), 4),
            ("c$a".to_string(), 4),
            ("w".to_string(), 2),
        ];
        let out = single_writes(STEP, &shared);
        let expected = "reg [3:0] y$comb;\nreg [1:0] w$comb;\nalways @(*) begin\n    y$comb = 32'h0;\n    if (a) begin\n        y$comb = b;\n    end\n    z = y$comb & c$q;\n    c$a = z;\n    w$comb[0] = a;\n    w$comb[1] = b;\n    y = y$comb;\n    w = w$comb;\nend\n";
        assert_eq!(out, expected);
        // Nothing glitches, nothing changes; the digits of a literal are not a name.
        assert_eq!(single_writes(STEP, &shared[1..3]), STEP);
        assert_eq!(tokens("x$1 = 32'h0 + 4'b1;").collect::<Vec<_>>(), ["x$1"]);
    }
}
