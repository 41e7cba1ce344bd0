//! Where a synthesized cell came from in the generated Verilog: its module and the instance
//! path down to it (`unit__6.fifo`), from the `src` attribute Yosys keeps through flattening.
//!
//! Flattening adds the source of each instantiation to the cells it copies, so a cell of
//! `ftr_vc_buffer` inside `unit__6` carries (in some order, `|`-separated) the lines of the
//! instantiation `ftr_input_vc ... unit__6 (` in `ftr_router`, of `ftr_vc_buffer ... fifo (`
//! in `ftr_input_vc`, and of its own logic. `SourceMap` knows each module's line range and
//! each instantiation's line, so it turns those entries back into the instance path. A
//! register with no `src` (a memory's words) is placed by its net's name instead
//! (`routes.staged_mem[14]`: instance `routes`).

/// One `module NAME(` ... `endmodule` of the file, lines counted from 1.
#[derive(Clone, Debug, PartialEq)]
struct Module {
    name: String,
    first: usize,
    last: usize,
}

/// One instantiation `MODULE [#(...)] NAME (`, on line `line` of module `parent`.
#[derive(Clone, Debug, PartialEq)]
struct Instance {
    parent: String,
    module: String,
    name: String,
    line: usize,
}

/// Where a cell came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Origin {
    /// The Verilog module whose logic it is (`ftr_vc_buffer`).
    pub module: String,
    /// The instance names from the top down, `.`-separated (`unit__6.fifo`); empty for the
    /// top module's own logic.
    pub instance: String,
}

/// The modules and instantiations of one generated Verilog file.
#[derive(Clone, Debug)]
pub struct SourceMap {
    file: String,
    top: String,
    modules: Vec<Module>,
    instances: Vec<Instance>,
}

/// The instance name of an instantiation line whose first word is a module of the file:
/// after the optional `#( ... )` parameter list, the word before `(`.
fn instance_name(rest: &str) -> Option<&str> {
    let mut rest = rest.trim_start();
    if let Some(params) = rest.strip_prefix("#(") {
        let mut depth = 1;
        let end = params.char_indices().find_map(|(i, c)| {
            depth += match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            (depth == 0).then_some(i)
        })?;
        rest = params[end + 1..].trim_start();
    }
    let name = rest.split(|c: char| c.is_whitespace() || c == '(').next()?;
    (!name.is_empty() && rest[name.len()..].trim_start().starts_with('(')).then_some(name)
}

impl SourceMap {
    /// Read `verilog`, which Yosys reads as `file`, with top module `top`.
    pub fn new(verilog: &str, file: &str, top: &str) -> SourceMap {
        let mut modules = Vec::new();
        for (i, line) in verilog.lines().enumerate() {
            let t = line.trim_start();
            if let Some(rest) = t.strip_prefix("module ") {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
                    .collect();
                modules.push(Module {
                    name,
                    first: i + 1,
                    last: usize::MAX,
                });
            } else if t.starts_with("endmodule")
                && let Some(m) = modules.last_mut()
            {
                m.last = i + 1;
            }
        }
        let mut map = SourceMap {
            file: file.into(),
            top: top.into(),
            modules,
            instances: Vec::new(),
        };
        for (i, line) in verilog.lines().enumerate() {
            let t = line.trim_start();
            let Some((first, rest)) = t.split_once(|c: char| c.is_whitespace()) else {
                continue;
            };
            if map.modules.iter().any(|m| m.name == first)
                && let (Some(name), Some(parent)) = (instance_name(rest), map.module_at(i + 1))
            {
                let instance = Instance {
                    parent: parent.to_string(),
                    module: first.into(),
                    name: name.into(),
                    line: i + 1,
                };
                map.instances.push(instance);
            }
        }
        map
    }

    /// The module whose body holds `line`.
    fn module_at(&self, line: usize) -> Option<&str> {
        self.modules
            .iter()
            .find(|m| m.first <= line && line <= m.last)
            .map(|m| m.name.as_str())
    }

    /// Is `name` a module of the file?
    pub fn has_module(&self, name: &str) -> bool {
        self.modules.iter().any(|m| m.name == name)
    }

    /// The origin a Yosys `src` attribute gives (`ftr_router.v:3750.1160-3777.2|...`): the
    /// instantiations it names, chained from the top down; None when it names no line of the
    /// file.
    pub fn origin(&self, src: &str) -> Option<Origin> {
        let mut sites: Vec<&Instance> = Vec::new();
        let mut logic = false;
        for entry in src.split('|') {
            let Some(rest) = entry
                .strip_prefix(self.file.as_str())
                .and_then(|r| r.strip_prefix(':'))
            else {
                continue;
            };
            let Some(line) = rest.split('.').next().and_then(|l| l.parse::<usize>().ok()) else {
                continue;
            };
            match self.instances.iter().find(|i| i.line == line) {
                Some(site) => sites.push(site),
                None if line > 0 => logic = true,
                None => {}
            }
        }
        if sites.is_empty() && !logic {
            return None;
        }
        Some(self.chain(|parent| sites.iter().copied().find(|s| s.parent == parent)))
    }

    /// The origin of a register found by its net's name: the `.`-separated words before the
    /// last are instance names from the top down (as far as they are instances).
    pub fn origin_of_net(&self, net: &str) -> Origin {
        let words: Vec<&str> = net.split('.').collect();
        let mut depth = 0;
        self.chain(|parent| {
            let word = words.get(depth).filter(|_| depth + 1 < words.len())?;
            depth += 1;
            self.instances
                .iter()
                .find(|i| i.parent == parent && i.name == *word)
        })
    }

    /// Follow `next` (the instance inside a module) from the top down.
    fn chain<'a>(&'a self, mut next: impl FnMut(&str) -> Option<&'a Instance>) -> Origin {
        let mut module = self.top.as_str();
        let mut path: Vec<&str> = Vec::new();
        while let Some(site) = next(module) {
            path.push(&site.name);
            module = &site.module;
        }
        Origin {
            module: module.into(),
            instance: path.join("."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DESIGN: &str = "\
module leaf(
    input wire a
);
assign y = a;
endmodule

module mid(
    input wire a
);
leaf #(.w(4'h2), .v__0(1'h1)) cell__0 (
    .a(a)
);
leaf cell__1 (
    .a(a)
);
endmodule

module top(
);
mid #(.p(1'h0)) unit__3 (
    .a(x)
);
assign z = x;
endmodule
";

    #[test]
    fn finds_modules_and_instance_paths() {
        let m = SourceMap::new(DESIGN, "top.v", "top");
        assert!(m.has_module("leaf") && m.has_module("mid") && !m.has_module("cell__0"));
        let o = |module: &str, instance: &str| Origin {
            module: module.into(),
            instance: instance.into(),
        };
        // A leaf cell: its own line, and both instantiations in any order.
        assert_eq!(
            m.origin("top.v:4.8-4.9|top.v:13.1-15.2|top.v:20.17-22.2"),
            Some(o("leaf", "unit__3.cell__1"))
        );
        assert_eq!(
            m.origin("top.v:20.17-22.2|/usr/share/yosys/techmap.v:286.42-286.49|top.v:10.30-12.2"),
            Some(o("leaf", "unit__3.cell__0"))
        );
        assert_eq!(m.origin("top.v:23.8-23.9"), Some(o("top", "")));
        assert_eq!(m.origin("top.v:0.0-0.0"), None);
        assert_eq!(m.origin(""), None);
        assert_eq!(
            m.origin_of_net("unit__3.cell__0.q__q"),
            o("leaf", "unit__3.cell__0")
        );
        assert_eq!(
            m.origin_of_net("unit__3.words_mem[14]"),
            o("mid", "unit__3")
        );
        assert_eq!(m.origin_of_net("count"), o("top", ""));
    }
}
