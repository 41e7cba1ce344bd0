//! The standard-cell library of `cost --timing`: where it is found (`find`), and what the flow
//! reads from it (`Library`: each cell's area, whether it is a flip-flop, its pins' directions).
//!
//! The default is the OSU 0.18 um library (`osu018_stdcells.lib`, Debian package
//! `qflow-tech-osu018`), which scripts/install-hw-tools.sh fetches into `target/hw-tools/`
//! without installing the package.

use crate::{Error, Result};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The default library's file name.
pub const DEFAULT_FILE: &str = "osu018_stdcells.lib";
/// The environment variable that names a liberty file when `--liberty` is not given.
pub const ENV: &str = "FTROUTER_LIBERTY";
/// The folder, inside a Cargo target folder, where scripts/install-hw-tools.sh caches tools.
pub const CACHE: &str = "hw-tools";

/// The folders where scripts/install-hw-tools.sh may have put its files: `hw-tools/` in the
/// target folder this binary was built in (`target/debug/ftrouter` gives `target/hw-tools`)
/// and in `target/` of the current folder.
pub fn cache_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Ok(exe) = std::env::current_exe() {
        // target/debug/ftrouter, or target/debug/deps/suite-... for a test.
        for up in exe.ancestors().skip(2).take(2) {
            dirs.push(up.join(CACHE));
        }
    }
    dirs.push(Path::new("target").join(CACHE));
    dirs
}

/// The liberty file to use: `--liberty` (`explicit`), else `$FTROUTER_LIBERTY`, else the
/// OSU library in a cache folder (`cache_dirs`). A named file that does not exist, or no
/// file at all, is an error naming the file or the script that fetches it.
pub fn find(explicit: Option<&str>) -> Result<PathBuf> {
    // `given` is how the user named it: `--liberty FILE` or `FTROUTER_LIBERTY=FILE`.
    let named = |given: String, path: &str| -> Result<PathBuf> {
        let p = PathBuf::from(path);
        if p.is_file() {
            Ok(p)
        } else {
            Err(Error::input(format!("{given}: no such file")))
        }
    };
    if let Some(path) = explicit {
        return named(format!("--liberty {path}"), path);
    }
    if let Some(path) = std::env::var_os(ENV).filter(|v| !v.is_empty()) {
        let path = path.to_string_lossy();
        return named(format!("{ENV}={path}"), &path);
    }
    cache_dirs()
        .into_iter()
        .map(|d| d.join(DEFAULT_FILE))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            Error::input(format!(
                "no liberty file: run scripts/install-hw-tools.sh (it fetches {DEFAULT_FILE} into target/{CACHE}/), or pass --liberty FILE or set {ENV}"
            ))
        })
}

/// A liberty file as the flows take it: its cells, its absolute path (the tools run in
/// another folder) and its file name (for reports).
pub struct LibertyFile {
    pub library: Library,
    pub absolute: String,
    pub name: String,
}

/// Read and parse the liberty file `path`.
pub fn read(path: &Path) -> Result<LibertyFile> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::Io(format!("cannot read liberty {}: {e}", path.display())))?;
    let library =
        Library::parse(&text).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
    let absolute =
        std::path::absolute(path).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
    Ok(LibertyFile {
        library,
        absolute: absolute.to_string_lossy().into(),
        name: path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        ),
    })
}

/// One cell of a library.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LibCell {
    /// In the library's area unit (um² for the OSU library).
    pub area: f64,
    /// `cell_leakage_power`, in nW (0 where the library gives none).
    pub leakage_nw: f64,
    /// The cell has an `ff` group: a flip-flop.
    pub flip_flop: bool,
    /// Pin names by direction.
    pub inputs: Vec<String>,
    pub outputs: Vec<String>,
}

/// The cells of a liberty file, by name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Library {
    pub cells: BTreeMap<String, LibCell>,
    /// The library's `leakage_power_unit` in nW (1 where it names none).
    leakage_unit_nw: f64,
}

/// A token of the liberty syntax.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Punct(char),
}

/// Words (quoted strings with their quotes dropped) and the punctuation `(){}:;,`; comments
/// and line continuations are skipped.
fn tokens(text: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                let s: String = chars.by_ref().take_while(|&c| c != '"').collect();
                out.push(Tok::Word(s));
            }
            '(' | ')' | '{' | '}' | ':' | ';' | ',' => out.push(Tok::Punct(c)),
            c if c.is_whitespace() || c == '\\' => {}
            c => {
                let mut s = String::from(c);
                while let Some(&n) = chars.peek() {
                    if n.is_whitespace() || "(){}:;,\"\\".contains(n) {
                        break;
                    }
                    s.push(n);
                    chars.next();
                }
                out.push(Tok::Word(s));
            }
        }
    }
    out
}

impl Library {
    /// Read the cells of a liberty text: `cell (NAME) { area : A; ff (...) {...} pin (P) {
    /// direction : input; ... } }`; everything else is skipped.
    pub fn parse(text: &str) -> Result<Library> {
        let toks = tokens(text);
        let mut lib = Library {
            leakage_unit_nw: 1.0,
            ..Library::default()
        };
        // The open groups: (group name, its first argument).
        let mut stack: Vec<(String, String)> = Vec::new();
        let mut i = 0;
        while i < toks.len() {
            match &toks[i] {
                Tok::Punct('}') => {
                    stack.pop();
                    i += 1;
                }
                Tok::Word(w) if toks.get(i + 1) == Some(&Tok::Punct(':')) => {
                    let value = match toks.get(i + 2) {
                        Some(Tok::Word(v)) => v.as_str(),
                        _ => "",
                    };
                    lib.attribute(&stack, w, value);
                    i += 3;
                }
                Tok::Word(w) if toks.get(i + 1) == Some(&Tok::Punct('(')) => {
                    let close = toks[i..]
                        .iter()
                        .position(|t| *t == Tok::Punct(')'))
                        .map(|p| i + p)
                        .ok_or_else(|| Error::Io(format!("liberty: unclosed ( after {w}")))?;
                    let arg = match &toks[i + 2] {
                        Tok::Word(a) => a.clone(),
                        _ => String::new(),
                    };
                    if toks.get(close + 1) == Some(&Tok::Punct('{')) {
                        if w == "cell" && stack.len() == 1 {
                            lib.cells.insert(arg.clone(), LibCell::default());
                        }
                        if w == "ff"
                            && stack.len() == 2
                            && stack[1].0 == "cell"
                            && let Some(c) = lib.cells.get_mut(&stack[1].1)
                        {
                            c.flip_flop = true;
                        }
                        stack.push((w.clone(), arg));
                        i = close + 2;
                    } else {
                        // A complex attribute: `values ("..", "..");`.
                        i = close + 1;
                    }
                }
                _ => i += 1,
            }
        }
        if lib.cells.is_empty() {
            return Err(Error::Io("liberty: no cell groups".into()));
        }
        for c in lib.cells.values_mut() {
            c.leakage_nw *= lib.leakage_unit_nw;
        }
        Ok(lib)
    }

    /// `key : value` inside the groups `stack`.
    fn attribute(&mut self, stack: &[(String, String)], key: &str, value: &str) {
        if stack.len() == 1 && key == "leakage_power_unit" {
            self.leakage_unit_nw = power_unit_nw(value).unwrap_or(1.0);
            return;
        }
        let Some((_, cell)) = stack.get(1).filter(|(g, _)| g == "cell") else {
            return;
        };
        let Some(c) = self.cells.get_mut(cell) else {
            return;
        };
        match (stack.len(), key) {
            (2, "area") => c.area = value.parse().unwrap_or(0.0),
            (2, "cell_leakage_power") => c.leakage_nw = value.parse().unwrap_or(0.0),
            (3, "direction") if stack[2].0 == "pin" => {
                let pin = stack[2].1.clone();
                match value {
                    "input" => c.inputs.push(pin),
                    "output" => c.outputs.push(pin),
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// The leakage of `count` cells of each type, nW (a type the library lacks leaks 0).
    pub fn leakage_nw<'a>(&self, counts: impl IntoIterator<Item = (&'a str, u64)>) -> f64 {
        counts
            .into_iter()
            .filter_map(|(cell, n)| Some(self.cells.get(cell)?.leakage_nw * n as f64))
            .sum()
    }

    /// Is `cell` a flip-flop of this library?
    pub fn is_flip_flop(&self, cell: &str) -> bool {
        self.cells.get(cell).is_some_and(|c| c.flip_flop)
    }
}

/// A liberty power unit (`1nW`, `10pW`, `1mW`, ...) in nW.
fn power_unit_nw(unit: &str) -> Option<f64> {
    let digits = unit.find(|c: char| !(c.is_ascii_digit() || c == '.'))?;
    let (n, scale) = unit.split_at(digits);
    let n: f64 = n.parse().ok()?;
    let nw = match scale.to_ascii_lowercase().as_str() {
        "w" => 1e9,
        "mw" => 1e6,
        "uw" => 1e3,
        "nw" => 1.0,
        "pw" => 1e-3,
        "fw" => 1e-6,
        _ => return None,
    };
    Some(n * nw)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_CELLS: &str = r#"
/* a comment with cell (FAKE) { } */
library(tiny) {
  time_unit : "1ns";
  leakage_power_unit : "10pW";
  lu_table_template(delay_template_5x1) { variable_1 : input_net_transition;
    index_1 ("1000.0, 1001.0"); }
  cell (NAND2X1) {
    area : 24;
    cell_leakage_power : 5.5;
    pin(A) { direction : input; capacitance : 0.01; }
    pin(B) { direction : input; }
    pin(Y) { direction : output; function : "(!(A B))";
      timing() { related_pin : "A"; cell_rise(delay_template_5x1) {
        values ( "0.1, 0.2", \
                 "0.3, 0.4"); } } }
  }
  cell(DFFPOSX1) {
    area : 96;
    ff (DS0000,P0002) { next_state : "D"; clocked_on : "CLK"; }
    pin(CLK) { direction : input; clock : true; }
    pin(D) { direction : input; }
    pin(Q) { direction : output; function : "DS0000"; }
  }
}
"#;

    #[test]
    fn reads_areas_flip_flops_and_pin_directions() {
        let lib = Library::parse(TWO_CELLS).unwrap();
        assert_eq!(lib.cells.len(), 2);
        let nand = &lib.cells["NAND2X1"];
        assert_eq!(nand.area, 24.0);
        assert!(!nand.flip_flop);
        assert_eq!(nand.inputs, ["A", "B"]);
        assert_eq!(nand.outputs, ["Y"]);
        let ff = &lib.cells["DFFPOSX1"];
        assert!(ff.flip_flop && lib.is_flip_flop("DFFPOSX1"));
        assert_eq!(ff.area, 96.0);
        assert_eq!(ff.inputs, ["CLK", "D"]);
        assert_eq!(ff.outputs, ["Q"]);
        assert!(!lib.is_flip_flop("FAKE"));
        // 5.5 x 10 pW; the flip-flop names no leakage.
        assert!(
            (nand.leakage_nw - 0.055).abs() < 1e-12,
            "{}",
            nand.leakage_nw
        );
        assert_eq!(ff.leakage_nw, 0.0);
        let total = lib.leakage_nw([("NAND2X1", 4), ("DFFPOSX1", 2), ("GONE", 9)]);
        assert!((total - 0.22).abs() < 1e-12, "{total}");
        assert_eq!(power_unit_nw("1mW"), Some(1e6));
        assert_eq!(power_unit_nw("watts"), None);
    }

    #[test]
    fn a_missing_liberty_is_named() {
        let e = find(Some("/nonexistent/x.lib")).unwrap_err();
        assert_eq!(e.to_string(), "--liberty /nonexistent/x.lib: no such file");
    }
}
