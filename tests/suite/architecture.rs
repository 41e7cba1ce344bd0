//! The import graph of the library (src/lib.rs and every module it declares) against the
//! layer order written in docs/architecture.md ("Layers"): no module imports a module of its
//! own layer or a higher one, and no two modules (files) import each other in a circle.
//!
//! The scan reads source text, not the compiler's resolution: `use` trees and every path that
//! starts with `crate`, `$crate`, `super`, `self` or a child module's name, resolved through the
//! module tree and the `pub use` re-exports. Test code (`#[cfg(test)]` items and the files
//! they declare) is left out, as docs/architecture.md states.
//!
//! Also the length of every function of src/ (the library and the binary, test code left out):
//! at most 100 lines, `#[hdl_gen]` bodies exempt (docs/architecture.md, "Function length").
//!
//! And what the documents and comments cite: every path of the repository that docs/ or a
//! source comment names exists, every Rust name they cite (`Type::item`, `module::Type`) is
//! defined in src/ or the suite, and nothing cites an issue by its number.

use regex::Regex;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

/// A module path below the crate root, `["router", "vc_allocator"]`; the root is empty.
type ModPath = Vec<String>;

/// One source file: its module path, its file and its code with comments, strings and test
/// items blanked (line numbers kept).
struct SourceFile {
    module: ModPath,
    file: String,
    code: String,
}

/// Where an import was seen, to name it in a failure.
#[derive(Clone, Debug)]
struct Evidence {
    file: String,
    line: usize,
    path: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn show(module: &[String]) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

// ---- docs/architecture.md ------------------------------------------------------------

/// The layer order: each library module's layer, and each helper's level (a helper of level
/// `h` uses only layers up to `h` and is usable from layers above `h`).
struct Layers {
    layer: BTreeMap<String, u32>,
    helper: BTreeMap<String, u32>,
}

/// The rows of the Markdown table headed `first_header` whose number cell parses:
/// (number, backticked names of column `names_col`).
fn table_rows(section: &str, first_header: &str, names_col: usize) -> Vec<(u32, Vec<String>)> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in section.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
        if !line.trim_start().starts_with('|') {
            if in_table {
                break;
            }
            continue;
        }
        if cells[0].trim() == first_header {
            in_table = true;
            continue;
        }
        if !in_table || cells.len() <= names_col.max(1) {
            continue;
        }
        let (number, names) = if names_col == 1 {
            (cells[0], cells[1])
        } else {
            (cells[1], cells[0])
        };
        let Ok(n) = number.trim().parse::<u32>() else {
            continue;
        };
        // The binary's row: its modules are not the library's.
        if names.contains("(binary)") {
            continue;
        }
        let names = names
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|s| s.to_string())
            .collect();
        rows.push((n, names));
    }
    rows
}

impl Layers {
    fn from_doc(text: &str) -> Layers {
        let start = text
            .find("\n## Layers")
            .expect("docs/architecture.md has a Layers section");
        let rest = &text[start + 1..];
        let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
        let section = &rest[..end];
        let mut layer = BTreeMap::new();
        for (n, names) in table_rows(section, "layer", 1) {
            for name in names {
                layer.insert(name, n);
            }
        }
        let mut helper = BTreeMap::new();
        for (n, names) in table_rows(section, "helper", 0) {
            for name in names {
                helper.insert(name, n);
            }
        }
        assert!(
            layer.len() >= 8,
            "the layer table lists the library's modules: {layer:?}"
        );
        assert!(
            helper.len() >= 3,
            "the helper table lists the helpers: {helper:?}"
        );
        Layers { layer, helper }
    }

    /// Why `from` may not import `to` (two top-level modules), or None when it may.
    fn refuses(&self, from: &str, to: &str) -> Option<String> {
        let level = |m: &str| -> Option<(bool, u32)> {
            (self.layer.get(m).map(|&l| (false, l))).or(self.helper.get(m).map(|&h| (true, h)))
        };
        let (Some((from_helper, a)), Some((to_helper, b))) = (level(from), level(to)) else {
            return Some(format!(
                "`{from}` or `{to}` is in neither table of the Layers section"
            ));
        };
        // A layer uses lower layers and the helpers below it; a helper uses the layers up to
        // its level and the helpers no higher than itself.
        let allowed = if from_helper { b <= a } else { b < a };
        (!allowed).then(|| {
            let kind = |h: bool| if h { "helper level" } else { "layer" };
            format!(
                "`{from}` ({} {a}) may not use `{to}` ({} {b})",
                kind(from_helper),
                kind(to_helper)
            )
        })
    }
}

// ---- lexing ------------------------------------------------------------------------------

/// The code with comments, string and character literals blanked to spaces (newlines kept).
fn blank_comments_and_strings(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out: Vec<char> = c.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for ch in &mut out[from..to.min(c.len())] {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
    };
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            let end = (i..c.len()).find(|&j| c[j] == '\n').unwrap_or(c.len());
            blank(&mut out, i, end);
            i = end;
        } else if c[i] == '/' && next == Some('*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < c.len() && depth > 0 {
                if c[j] == '/' && c.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 1;
                } else if c[j] == '*' && c.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            blank(&mut out, i, j);
            i = j;
        } else if c[i] == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&c, i) {
            // Raw string r"..." or r#"..."#.
            let hashes = (i + 1..c.len()).take_while(|&j| c[j] == '#').count();
            if c.get(i + 1 + hashes) != Some(&'"') {
                i += 1;
                continue;
            }
            let mut j = i + 2 + hashes;
            while j < c.len() && !(c[j] == '"' && (1..=hashes).all(|k| c.get(j + k) == Some(&'#')))
            {
                j += 1;
            }
            blank(&mut out, i, j + 1 + hashes);
            i = j + 1 + hashes;
        } else if c[i] == '"' {
            let mut j = i + 1;
            while j < c.len() && c[j] != '"' {
                j += if c[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if c[i] == '\'' {
            // A character literal ('x', '\n', '\u{..}'); otherwise a lifetime.
            if next == Some('\\') {
                let end = (i + 2..c.len()).find(|&j| c[j] == '\'').unwrap_or(c.len());
                blank(&mut out, i, end + 1);
                i = end + 1;
            } else if c.get(i + 2) == Some(&'\'') {
                blank(&mut out, i, i + 3);
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out.into_iter().collect()
}

fn is_ident(ch: char) -> bool {
    ch.is_alphanumeric() || ch == '_'
}

fn ident_before(c: &[char], i: usize) -> bool {
    i > 0 && is_ident(c[i - 1])
}

/// The code the library is built from: comments, strings and test items blanked.
fn production_code(src: &str) -> String {
    let mut code = blank_comments_and_strings(src);
    blank_test_items(&mut code);
    code
}

/// Blanks every `#[cfg(test)]` item (a `mod tests;` so declared is then never read).
fn blank_test_items(code: &mut String) {
    let mut c: Vec<char> = code.chars().collect();
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + marker.len() <= c.len() {
        if c[i..i + marker.len()] != marker[..] {
            i += 1;
            continue;
        }
        // The item runs to a `;` at depth 0 or to the `}` closing its first block.
        let (mut depth, mut j) = (0i32, i + marker.len());
        while j < c.len() {
            match c[j] {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ';' if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        let end = (j + 1).min(c.len());
        for ch in &mut c[i..end] {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
        i = j + 1;
    }
    *code = c.into_iter().collect();
}

// ---- the module tree -----------------------------------------------------------------

/// `mod name;` declarations (outside test items) of a file's code.
fn child_declarations(code: &str) -> Vec<String> {
    let mut children = Vec::new();
    for stmt in code.split(';') {
        let stmt = stmt.rsplit(['{', '}']).next().unwrap_or("");
        let words: Vec<&str> = stmt.split_whitespace().collect();
        let only_mod = |name: &str| {
            words
                .iter()
                .all(|w| *w == "mod" || *w == name || w.starts_with("pub") || w.starts_with("#["))
        };
        if let [.., "mod", name] = words[..]
            && only_mod(name)
        {
            children.push(name.to_string());
        }
    }
    children
}

/// Reads `file` as module `module` and every file it declares.
fn load(file: &Path, module: ModPath, files: &mut Vec<SourceFile>) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let code = production_code(&text);
    let dir = if module.is_empty() || file.ends_with("mod.rs") {
        file.parent().unwrap().to_path_buf()
    } else {
        file.with_extension("")
    };
    for child in child_declarations(&code) {
        let flat = dir.join(format!("{child}.rs"));
        let nested = dir.join(&child).join("mod.rs");
        let path = if flat.exists() { flat } else { nested };
        let mut m = module.clone();
        m.push(child);
        load(&path, m, files);
    }
    let file = file.strip_prefix(root()).unwrap().display().to_string();
    files.push(SourceFile { module, file, code });
}

// ---- paths -----------------------------------------------------------------------------

/// A path as written, with its line.
struct WrittenPath {
    segments: Vec<String>,
    line: usize,
    reexport: bool,
}

/// Expands a `use` tree (`a::{b, c::{self, d}}`) into full paths.
fn expand_use_tree(tree: &str) -> Vec<Vec<String>> {
    fn go(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        if tree.is_empty() {
            return;
        }
        if let Some(open) = tree.find('{') {
            let head: Vec<String> = tree[..open]
                .split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let mut p = prefix.to_vec();
            p.extend(head);
            // Split the list at top-level commas.
            let (mut depth, mut start) = (0, 0);
            for (k, ch) in inner.char_indices() {
                match ch {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&p, &inner[start..k], out);
                        start = k + 1;
                    }
                    _ => {}
                }
            }
            go(&p, &inner[start..], out);
        } else {
            let body = tree.split(" as ").next().unwrap();
            let mut p = prefix.to_vec();
            for seg in body.split("::").map(str::trim).filter(|s| !s.is_empty()) {
                if seg != "self" || p.is_empty() {
                    p.push(seg.to_string());
                }
            }
            out.push(p);
        }
    }
    let mut out = Vec::new();
    go(&[], tree, &mut out);
    out
}

/// Every path of a file's code: those of `use` declarations, expanded, and every other
/// `a::b::c` path (with `$crate` read as `crate`).
fn written_paths(code: &str) -> Vec<WrittenPath> {
    let c: Vec<char> = code.chars().collect();
    let line_of = |i: usize| c[..i].iter().filter(|&&ch| ch == '\n').count() + 1;
    let mut paths = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if !(is_ident(c[i]) || c[i] == '$') || ident_before(&c, i) {
            i += 1;
            continue;
        }
        let word_end = (i + 1..c.len())
            .find(|&j| !is_ident(c[j]))
            .unwrap_or(c.len());
        let word: String = c[i..word_end].iter().collect();
        if word == "use" {
            let end = (word_end..c.len())
                .find(|&j| c[j] == ';')
                .unwrap_or(c.len());
            let tree: String = c[word_end..end].iter().collect();
            let before: String = c[i.saturating_sub(20)..i].iter().collect();
            let reexport = before
                .split(['\n', ';', '{', '}'])
                .next_back()
                .unwrap_or("")
                .contains("pub");
            assert!(
                !reexport || !(tree.contains(" as ") || tree.contains('*')),
                "line {}: a renaming or glob re-export, which the scan does not follow yet",
                line_of(i)
            );
            for segments in expand_use_tree(&tree) {
                paths.push(WrittenPath {
                    segments,
                    line: line_of(i),
                    reexport,
                });
            }
            i = end;
            continue;
        }
        // A path: word(::word)*, not the tail of a longer path or a method/field.
        let preceded = i >= 2 && c[i - 1] == ':' && c[i - 2] == ':' || i >= 1 && c[i - 1] == '.';
        let mut segments = vec![word.trim_start_matches('$').to_string()];
        let mut j = word_end;
        while j + 2 < c.len() && c[j] == ':' && c[j + 1] == ':' && is_ident(c[j + 2]) {
            let end = (j + 2..c.len())
                .find(|&k| !is_ident(c[k]))
                .unwrap_or(c.len());
            segments.push(c[j + 2..end].iter().collect());
            j = end;
        }
        if !preceded && segments.len() > 1 {
            paths.push(WrittenPath {
                segments,
                line: line_of(i),
                reexport: false,
            });
        }
        i = j.max(word_end);
    }
    paths
}

// ---- the graph -------------------------------------------------------------------------

struct Crate {
    files: Vec<SourceFile>,
    children: BTreeMap<ModPath, BTreeSet<String>>,
    /// Per module, its `pub use` names and the absolute paths they stand for (renaming and
    /// glob re-exports are refused by `written_paths`).
    reexports: BTreeMap<ModPath, Vec<(String, Vec<String>)>>,
    /// `#[macro_export]` macros and the module that defines them.
    macros: BTreeMap<String, ModPath>,
}

impl Crate {
    fn new(files: Vec<SourceFile>) -> Crate {
        let mut children: BTreeMap<ModPath, BTreeSet<String>> = BTreeMap::new();
        for f in &files {
            children.entry(f.module.clone()).or_default();
            if let Some((last, parent)) = f.module.split_last() {
                children
                    .entry(parent.to_vec())
                    .or_default()
                    .insert(last.clone());
            }
        }
        let mut krate = Crate {
            files,
            children,
            reexports: BTreeMap::new(),
            macros: BTreeMap::new(),
        };
        let mut reexports = BTreeMap::new();
        let mut macros = BTreeMap::new();
        for f in &krate.files {
            let mut list = Vec::new();
            for p in written_paths(&f.code).into_iter().filter(|p| p.reexport) {
                if let Some(abs) = krate.absolute(&f.module, &p.segments) {
                    list.push((p.segments.last().unwrap().clone(), abs));
                }
            }
            reexports.insert(f.module.clone(), list);
            let mut rest = f.code.as_str();
            while let Some(k) = rest.find("#[macro_export]") {
                rest = &rest[k..];
                if let Some(m) = rest.find("macro_rules!") {
                    let name: String = rest[m + 12..]
                        .trim_start()
                        .chars()
                        .take_while(|&ch| is_ident(ch))
                        .collect();
                    macros.insert(name, f.module.clone());
                }
                rest = &rest[1..];
            }
        }
        krate.reexports = reexports;
        krate.macros = macros;
        krate
    }

    /// The absolute path (from the crate root) of a path written in `module`, or None for a
    /// path outside the crate (`std::...`, an external crate, a local type's `Type::item`).
    fn absolute(&self, module: &ModPath, segments: &[String]) -> Option<Vec<String>> {
        let mut base = module.clone();
        let mut k = 0;
        match segments[0].as_str() {
            "crate" => {
                base.clear();
                k = 1;
            }
            "self" => k = 1,
            "super" => {
                while segments.get(k).map(String::as_str) == Some("super") {
                    base.pop();
                    k += 1;
                }
            }
            first if self.children[module].contains(first) => {}
            _ => return None,
        }
        base.extend(segments[k..].iter().cloned());
        Some(base)
    }

    /// The file-level module an absolute path lands in, following re-exports.
    fn module_of(&self, path: &[String], depth: u32) -> ModPath {
        let mut cur: ModPath = Vec::new();
        for seg in path {
            if self.children.get(&cur).is_some_and(|c| c.contains(seg)) {
                cur.push(seg.clone());
                continue;
            }
            if depth < 8 {
                let exports = self.reexports.get(&cur).map(Vec::as_slice).unwrap_or(&[]);
                if let Some((_, target)) = exports.iter().find(|(name, _)| name == seg) {
                    return self.module_of(target, depth + 1);
                }
            }
            // `crate::name!`: a `#[macro_export]` macro lives at the crate root.
            if let Some(m) = self.macros.get(seg).filter(|_| cur.is_empty()) {
                return m.clone();
            }
            break;
        }
        cur
    }

    /// Module-level edges, each with the first place it was seen.
    fn edges(&self) -> BTreeMap<(ModPath, ModPath), Evidence> {
        let mut edges = BTreeMap::new();
        for f in self.files.iter().filter(|f| !f.module.is_empty()) {
            for p in written_paths(&f.code) {
                let Some(abs) = self.absolute(&f.module, &p.segments) else {
                    continue;
                };
                let target = self.module_of(&abs, 0);
                if target != f.module && !target.is_empty() {
                    edges.entry((f.module.clone(), target)).or_insert(Evidence {
                        file: f.file.clone(),
                        line: p.line,
                        path: p.segments.join("::"),
                    });
                }
            }
        }
        edges
    }
}

fn library() -> Crate {
    let mut files = Vec::new();
    load(&root().join("src/lib.rs"), Vec::new(), &mut files);
    Crate::new(files)
}

fn layers() -> Layers {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    Layers::from_doc(&doc)
}

/// The circles of a directed graph: its strongly connected components of two or more nodes.
fn circles(edges: &BTreeMap<(ModPath, ModPath), Evidence>) -> Vec<Vec<ModPath>> {
    let nodes: BTreeSet<&ModPath> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    let reach = |from: &ModPath| -> BTreeSet<ModPath> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(n) = stack.pop() {
            for (a, b) in edges.keys() {
                if *a == n && seen.insert(b.clone()) {
                    stack.push(b.clone());
                }
            }
        }
        seen
    };
    let reachable: BTreeMap<&ModPath, BTreeSet<ModPath>> =
        nodes.iter().map(|&n| (n, reach(n))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for &n in &nodes {
        if done.contains(n) {
            continue;
        }
        let component: Vec<ModPath> = nodes
            .iter()
            .filter(|&&m| m == n || (reachable[n].contains(m) && reachable[m].contains(n)))
            .map(|&m| m.clone())
            .collect();
        done.extend(component.iter().cloned());
        if component.len() > 1 {
            out.push(component);
        }
    }
    out
}

fn describe_circle(
    component: &[ModPath],
    edges: &BTreeMap<(ModPath, ModPath), Evidence>,
) -> String {
    let mut lines = vec![format!(
        "circle between {}:",
        component
            .iter()
            .map(|m| show(m))
            .collect::<Vec<_>>()
            .join(", ")
    )];
    for ((a, b), e) in edges {
        if component.contains(a) && component.contains(b) {
            lines.push(format!(
                "  {} -> {}: {}:{} `{}`",
                show(a),
                show(b),
                e.file,
                e.line,
                e.path
            ));
        }
    }
    lines.join("\n")
}

// ---- the checks --------------------------------------------------------------------------

#[test]
fn every_library_module_has_a_place_in_the_layer_order() {
    let layers = layers();
    let krate = library();
    let top: BTreeSet<&String> = krate.children[&Vec::new()].iter().collect();
    let placed: BTreeSet<&String> = layers.layer.keys().chain(layers.helper.keys()).collect();
    let missing: Vec<_> = top.difference(&placed).collect();
    assert!(
        missing.is_empty(),
        "modules of src/lib.rs missing from docs/architecture.md's Layers tables: {missing:?}"
    );
    let stale: Vec<_> = placed.difference(&top).collect();
    assert!(
        stale.is_empty(),
        "docs/architecture.md's Layers tables name modules src/lib.rs lacks: {stale:?}"
    );
}

#[test]
fn no_module_imports_its_own_layer_or_a_higher_one() {
    let layers = layers();
    let edges = library().edges();
    let mut failures = Vec::new();
    for ((from, to), e) in &edges {
        if from[0] == to[0] {
            continue;
        }
        if let Some(why) = layers.refuses(&from[0], &to[0]) {
            failures.push(format!("{}:{} `{}`: {why}", e.file, e.line, e.path));
        }
    }
    assert!(
        failures.is_empty(),
        "imports against docs/architecture.md's layer order:\n{}",
        failures.join("\n")
    );
}

/// The edges that may not close a circle: all but those from a file to a module enclosing it.
/// A directory's mod.rs declares its files and holds their shared types, so a file using
/// `super::SharedType` while mod.rs calls into that file is the module's own structure, not a
/// circle between its parts (docs/architecture.md, "Layers").
fn circle_edges(
    edges: BTreeMap<(ModPath, ModPath), Evidence>,
) -> BTreeMap<(ModPath, ModPath), Evidence> {
    edges
        .into_iter()
        .filter(|((from, to), _)| !from.starts_with(to))
        .collect()
}

#[test]
fn no_two_modules_import_each_other_in_a_circle() {
    let edges = circle_edges(library().edges());
    let found: Vec<String> = circles(&edges)
        .iter()
        .map(|c| describe_circle(c, &edges))
        .collect();
    assert!(
        found.is_empty(),
        "import circles in src/:\n{}",
        found.join("\n")
    );
}

/// The scan sees what docs/architecture.md says is there, so an empty graph cannot pass.
#[test]
fn the_scan_finds_the_imports_the_document_names() {
    let edges = library().edges();
    let has = |from: &str, to: &str| {
        edges
            .keys()
            .any(|(a, b)| show(a).starts_with(from) && show(b).starts_with(to))
    };
    for (from, to) in [
        ("hdl", "sim"),
        ("cost", "hdl"),
        ("fabric", "router"),
        ("routing", "bits"),
        ("router", "bits"),
        ("router::router", "router::input_unit"),
        ("output", "error"),
    ] {
        assert!(has(from, to), "the scan misses the import {from} -> {to}");
    }
}

/// What `ftrouter verilog` writes is built without the verification code: the generator
/// imports none of the modules that capture, replay or compare (docs/architecture.md,
/// "Verilog and co-simulation").
#[test]
fn the_verilog_generator_imports_no_verification_module() {
    let edges = library().edges();
    let generator = ["hdl::rtl::generate", "hdl::fabric_top", "hdl::design"];
    let verification = [
        "hdl::vectors",
        "hdl::capture",
        "hdl::cosim",
        "hdl::rtl::router_lockstep",
        "hdl::rtl::block_cosim",
    ];
    assert!(
        edges
            .keys()
            .any(|(a, b)| show(a) == "hdl::vectors" && show(b) == "hdl::rtl::generate"),
        "the scan sees the vectors use the generator"
    );
    let found: Vec<String> = edges
        .iter()
        .filter(|((from, to), _)| {
            generator.contains(&show(from).as_str()) && verification.contains(&show(to).as_str())
        })
        .map(|((from, to), e)| format!("{} -> {}: {}:{}", show(from), show(to), e.file, e.line))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_checks_fail_on_a_circle_and_on_an_upward_import() {
    let file = |module: &[&str], code: &str| SourceFile {
        module: module.iter().map(|s| s.to_string()).collect(),
        file: format!("src/{}.rs", module.join("/")),
        code: production_code(code),
    };
    let krate = Crate::new(vec![
        file(&[], "pub mod routing; pub mod router; pub mod topology;"),
        file(
            &["routing"],
            "use crate::router::Flit; // an upward import\n",
        ),
        file(&["router"], "mod a; mod b; pub use a::Flit;"),
        file(
            &["router", "a"],
            "pub struct Flit; fn f() { super::b::g(); }",
        ),
        file(&["router", "b"], "use super::{Flit, a};"),
        file(
            &["topology"],
            "#[cfg(test)]\nmod tests { use crate::router::Flit; }",
        ),
    ]);
    let edges = krate.edges();
    let layers = layers();
    let routing_to_router = &edges[&(vec!["routing".into()], vec!["router".into(), "a".into()])];
    assert_eq!(
        (routing_to_router.line, routing_to_router.path.as_str()),
        (1, "crate::router::Flit")
    );
    assert!(layers.refuses("routing", "router").is_some());
    assert!(layers.refuses("router", "routing").is_none());
    assert!(
        !edges.keys().any(|(from, _)| from[0] == "topology"),
        "test code is left out"
    );
    let found = circles(&edges);
    assert_eq!(
        found,
        vec![vec![
            vec!["router".to_string(), "a".into()],
            vec!["router".into(), "b".into()]
        ]]
    );
    let text = describe_circle(&found[0], &edges);
    assert!(
        text.contains("router::a -> router::b: src/router/a.rs:1 `super::b::g`"),
        "{text}"
    );
}

// ---- function length -----------------------------------------------------------------

/// The most lines a function may span, from `fn` to its closing brace.
const MAX_FUNCTION_LINES: usize = 100;

/// A function with a body, as the scan sees it.
#[derive(Debug)]
struct Function {
    name: String,
    line: usize,
    lines: usize,
    /// Under `#[hdl_gen]`: one Verilog always block, which cannot call helpers (exempt).
    hdl_gen: bool,
}

/// Every function with a body in `code` (comments and strings already blanked): its name,
/// first line, length in lines and whether `#[hdl_gen]` is among its attributes.
fn functions(code: &str) -> Vec<Function> {
    let c: Vec<char> = code.chars().collect();
    // The line of each character, counted once (files are scanned for many functions).
    let lines: Vec<usize> = c
        .iter()
        .scan(1, |line, &ch| {
            let here = *line;
            *line += usize::from(ch == '\n');
            Some(here)
        })
        .collect();
    let line_of = |i: usize| lines[i];
    let mut out = Vec::new();
    let mut i = 0;
    while i + 2 < c.len() {
        let keyword = c[i] == 'f' && c[i + 1] == 'n' && !ident_before(&c, i) && !is_ident(c[i + 2]);
        if !keyword {
            i += 1;
            continue;
        }
        // `fn name`: a function pointer type (`fn(u32)`) has no name.
        let start = (i + 2..c.len())
            .find(|&j| !c[j].is_whitespace())
            .unwrap_or(c.len());
        let name: String = c[start..].iter().take_while(|&&ch| is_ident(ch)).collect();
        if name.is_empty() {
            i += 2;
            continue;
        }
        // The body opens at the first `{` outside parentheses and brackets; a `;` first is a
        // declaration without one.
        let (mut depth, mut j) = (0i32, start);
        while j < c.len() {
            match c[j] {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                '{' | ';' if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        if j == c.len() || c[j] == ';' {
            i = j;
            continue;
        }
        let mut braces = 0i32;
        let mut end = j;
        while end < c.len() {
            match c[end] {
                '{' => braces += 1,
                '}' => {
                    braces -= 1;
                    if braces == 0 {
                        break;
                    }
                }
                _ => {}
            }
            end += 1;
        }
        // Its attributes: the text back to the end of the item before.
        let item_start = (0..i)
            .rev()
            .find(|&k| matches!(c[k], ';' | '{' | '}'))
            .map_or(0, |k| k + 1);
        let attributes: String = c[item_start..i].iter().collect();
        out.push(Function {
            name,
            line: line_of(i),
            lines: line_of(end.min(c.len() - 1)) - line_of(i) + 1,
            hdl_gen: attributes.contains("#[hdl_gen]"),
        });
        // Nested functions are functions too: go on inside the body.
        i = j + 1;
    }
    out
}

/// The functions of `code` over the limit, `#[hdl_gen]` bodies left out: `name (N lines)`.
fn too_long(code: &str) -> Vec<(String, usize, usize)> {
    functions(code)
        .into_iter()
        .filter(|f| f.lines > MAX_FUNCTION_LINES && !f.hdl_gen)
        .map(|f| (f.name, f.line, f.lines))
        .collect()
}

/// Every production file of src/: the library's and the binary's.
fn production_files() -> Vec<SourceFile> {
    let mut files = Vec::new();
    for top in ["src/lib.rs", "src/main.rs"] {
        load(&root().join(top), Vec::new(), &mut files);
    }
    files
}

#[test]
fn no_function_is_longer_than_100_lines() {
    let files = production_files();
    let seen: usize = files.iter().map(|f| functions(&f.code).len()).sum();
    assert!(seen > 1000, "the scan sees the functions of src/: {seen}");
    let mut failures = Vec::new();
    for f in &files {
        for (name, line, lines) in too_long(&f.code) {
            failures.push(format!("{}:{line} `{name}`: {lines} lines", f.file));
        }
    }
    assert!(
        failures.is_empty(),
        "functions over {MAX_FUNCTION_LINES} lines (docs/architecture.md, \"Function length\"):\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_length_check_fails_on_a_long_function() {
    // A header, 98 lines and a closing brace: exactly at the limit.
    let body = "    x += 1;\n".repeat(MAX_FUNCTION_LINES - 2);
    let code = production_code(&format!(
        "fn at_the_limit(x: &mut u32) {{\n{body}}}\n\
         fn over_it(x: &mut u32, f: fn(u32) -> u32) -> u32 {{\n    x += 1;\n{body}    f(*x)\n}}\n\
         trait T {{ fn declared(&self); }}\n\
         impl Logic for B {{\n    #[hdl_gen]\n    fn update(&mut self) {{\n    x += 1;\n{body}}}\n}}\n\
         #[cfg(test)]\nmod tests {{\n    fn long_test() {{\n    x += 1;\n{body}}}\n}}\n"
    ));
    let all = functions(&code);
    let names: Vec<(&str, usize, bool)> = all
        .iter()
        .map(|f| (f.name.as_str(), f.lines, f.hdl_gen))
        .collect();
    assert_eq!(
        names,
        [
            ("at_the_limit", MAX_FUNCTION_LINES, false),
            ("over_it", MAX_FUNCTION_LINES + 2, false),
            ("update", MAX_FUNCTION_LINES + 1, true),
        ]
    );
    assert_eq!(
        too_long(&code),
        [(
            "over_it".to_string(),
            MAX_FUNCTION_LINES + 1,
            MAX_FUNCTION_LINES + 2
        )]
    );
}

// ---- what the documents cite ---------------------------------------------------------------

/// The repository's folders a cited path may start with.
const TOP_FOLDERS: [&str; 11] = [
    "src",
    "tests",
    "docs",
    "scripts",
    "testbench",
    "benches",
    "hdl",
    "configs",
    "examples",
    "waveforms",
    "python",
];

/// Names of other programs the documents cite (first segments of their paths): not ours to find.
const OTHER_PROGRAMS: [&str; 14] = [
    "std",
    "core",
    "bitvec",
    "rand",
    "rust_hdl",
    "clap",
    "serde_json",
    "gtkwave",
    "StdRng",
    "ChaCha12Rng",
    "LogicBlock",
    "Atom",
    // BookSim2's.
    "OutputSet",
    "RandomInt",
];

/// The names a stretch of code defines: items, fields and enum variants (a line that starts
/// with the name), and the names its `use` statements bring in or re-export.
fn defined_names(code: &str) -> BTreeSet<String> {
    static DEFINITIONS: LazyLock<[Regex; 4]> = LazyLock::new(|| {
        [
            r"\bfn\s+(\w+)",
            r"\b(?:struct|enum|trait|mod|type|union|static|const)\s+(?:mut\s+)?(\w+)",
            r"\bmacro_rules!\s*(\w+)",
            r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?(\w+)\s*(?::[^:]|[,({]|=[^=>]|$)",
        ]
        .map(|p| Regex::new(p).unwrap())
    });
    static USE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\buse\s+[^;]*;").unwrap());
    static WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\w+").unwrap());
    let mut names = BTreeSet::new();
    for re in DEFINITIONS.iter() {
        names.extend(re.captures_iter(code).map(|c| c[1].to_string()));
    }
    for u in USE.find_iter(code) {
        names.extend(WORD.find_iter(u.as_str()).map(|w| w.as_str().to_string()));
    }
    names
}

/// The text from just after the `{` at byte `open` to its matching `}`.
fn braced(code: &str, open: usize) -> &str {
    let mut depth = 0;
    for (i, ch) in code[open..].char_indices() {
        depth += match ch {
            '{' => 1,
            '}' => -1,
            _ => 0,
        };
        if depth == 0 {
            return &code[open + 1..open + i];
        }
    }
    &code[open + 1..]
}

/// The type an `impl` header is for: `impl<S: Sends> EdgeSink for Edge<'_, S>` is `Edge`.
fn impl_type(header: &str) -> Option<&str> {
    let mut rest = header.trim_start();
    if rest.starts_with('<') {
        let mut depth = 0;
        let end = rest.char_indices().find_map(|(i, ch)| {
            depth += i32::from(ch == '<') - i32::from(ch == '>');
            (depth == 0).then_some(i)
        })?;
        rest = &rest[end + 1..];
    }
    if let Some((_, ty)) = rest.split_once(" for ") {
        rest = ty;
    }
    let ty = rest.trim_start().split(['<', ' ', '\n', '{']).next()?;
    ty.rsplit("::").next().filter(|t| !t.is_empty())
}

/// Every file under `dir`, at any depth.
fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_under(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// Every Rust file under `dir`, at any depth.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut all = Vec::new();
    files_under(dir, &mut all);
    out.extend(
        all.into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "rs")),
    );
}

/// One Rust file as `RustNames` reads it.
struct NamedFile {
    /// Its module path below src/ or tests/suite/: `router/vc_allocator`, `threads`.
    module: String,
    defined: BTreeSet<String>,
    /// Comments and strings blanked.
    code: String,
}

/// The Rust code a document may name: src/ and tests/suite/, file by file, and the names
/// each type, trait, module and macro holds in its bodies (a type a macro makes holds the
/// macro's).
struct RustNames {
    files: Vec<NamedFile>,
    defined: BTreeSet<String>,
    members: BTreeMap<String, BTreeSet<String>>,
}

impl RustNames {
    fn load() -> Self {
        let mut names = RustNames {
            files: Vec::new(),
            defined: BTreeSet::new(),
            members: BTreeMap::new(),
        };
        for base in ["src", "tests/suite"] {
            let mut paths = Vec::new();
            rust_files(&root().join(base), &mut paths);
            for path in paths {
                let rel = path.strip_prefix(root().join(base)).unwrap();
                let module = rel.with_extension("").to_string_lossy().replace('\\', "/");
                let module = module.strip_suffix("/mod").unwrap_or(&module).to_string();
                let code = blank_comments_and_strings(&std::fs::read_to_string(&path).unwrap());
                names.add(module, code);
            }
        }
        names.add_macro_types();
        names
    }

    fn add(&mut self, module: String, code: String) {
        static HEADER: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r"\b(impl|struct|enum|trait|mod|macro_rules!)([\s<][^{;]*)\{").unwrap()
        });
        let defined = defined_names(&code);
        self.defined.extend(defined.iter().cloned());
        for c in HEADER.captures_iter(&code) {
            let owner = match &c[1] {
                "impl" => impl_type(&c[2]),
                _ => c[2].split(|ch: char| !is_ident(ch)).find(|w| !w.is_empty()),
            };
            let Some(owner) = owner else { continue };
            let open = c.get(0).unwrap().end() - 1;
            let body = defined_names(braced(&code, open));
            self.members
                .entry(owner.to_string())
                .or_default()
                .extend(body);
        }
        self.files.push(NamedFile {
            module,
            defined,
            code,
        });
    }

    /// A type a macro call makes (`typed_index!(NodeId, ...)`) holds what the macro defines.
    fn add_macro_types(&mut self) {
        static CALL: LazyLock<Regex> =
            LazyLock::new(|| Regex::new(r"(\w+)!\s*\(\s*(\w+)").unwrap());
        let mut made = Vec::new();
        for f in &self.files {
            for c in CALL.captures_iter(&f.code) {
                if let Some(body) = self.members.get(&c[1]) {
                    made.push((c[2].to_string(), body.clone()));
                }
            }
        }
        for (ty, body) in made {
            self.members.entry(ty).or_default().extend(body);
        }
    }

    /// The files of module `segs`, named whole or by its last segments (`table::rows` is
    /// src/routing/table/rows.rs).
    fn modules(&self, segs: &[&str]) -> Vec<&NamedFile> {
        let path = segs.join("/");
        let tail = format!("/{path}");
        self.files
            .iter()
            .filter(|f| f.module == path || f.module.ends_with(&tail))
            .collect()
    }

    /// The first part of `path` (`module::Type::item`) that names nothing of the crate.
    fn unresolved(&self, path: &str) -> Option<String> {
        let mut segs: Vec<&str> = path.split("::").collect();
        if matches!(segs[0], "crate" | "ftrouter") {
            segs.remove(0);
        }
        if segs.is_empty() || OTHER_PROGRAMS.contains(&segs[0]) {
            return None;
        }
        let depth = (0..=segs.len())
            .take_while(|&i| i == 0 || !self.modules(&segs[..i]).is_empty())
            .last()
            .unwrap();
        let &first = segs.get(depth)?;
        // Below a module, a name it re-exports or uses counts as its own.
        let found = depth == 0 && self.defined.contains(first)
            || depth > 0 && {
                let word = Regex::new(&format!(r"\b{first}\b")).unwrap();
                self.modules(&segs[..depth])
                    .iter()
                    .any(|f| f.defined.contains(first) || word.is_match(&f.code))
            };
        if !found {
            return Some(first.to_string());
        }
        segs[depth..].windows(2).find_map(|w| {
            let held = self.members.get(w[0]).is_some_and(|m| m.contains(w[1]));
            (!held).then(|| format!("{}::{}", w[0], w[1]))
        })
    }
}

/// What a document cites that is not there: each file path (a word starting with one of
/// `TOP_FOLDERS`; one with a placeholder such as `NAME` left out) that does not exist, and
/// each backticked Rust path (`Type::item`, `module::Type`, or a `CamelCase` name of two
/// words or more) that `names` cannot find, as `line: citation`.
fn missing_citations(text: &str, names: &RustNames, check_names: bool) -> Vec<String> {
    static PATH: LazyLock<Regex> = LazyLock::new(|| {
        let folders = TOP_FOLDERS.join("|");
        Regex::new(&format!(r"(?:^|[^\w/.-])((?:{folders})/[\w./-]*\w)")).unwrap()
    });
    static PLACEHOLDER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?:^|/)[A-Z]+(?:\.|/|$)").unwrap());
    static TICK: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"`([^`]+)`").unwrap());
    static RUST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(\w+(?:::\w+)+|[A-Z][a-z0-9]+[A-Z]\w*)(?:\(.*\))?$").unwrap()
    });
    let mut missing = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for c in PATH.captures_iter(line) {
            if !PLACEHOLDER.is_match(&c[1]) && !root().join(&c[1]).exists() {
                missing.push(format!("{}: {} (no such file)", n + 1, &c[1]));
            }
        }
        for c in TICK.captures_iter(line).filter(|_| check_names) {
            let Some(r) = RUST.captures(&c[1]) else {
                continue;
            };
            if let Some(part) = names.unresolved(&r[1]) {
                missing.push(format!("{}: `{}` ({part} not found)", n + 1, &c[1]));
            }
        }
    }
    missing
}

/// Every document of docs/ and the README: the paths and Rust names they cite exist.
#[test]
fn the_documents_cite_only_paths_and_names_that_exist() {
    let names = RustNames::load();
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.push(root().join("README.md"));
    assert!(docs.len() > 5, "the scan sees docs/: {docs:?}");
    let mut failures = Vec::new();
    for doc in &docs {
        let text = std::fs::read_to_string(doc).unwrap();
        for m in missing_citations(&text, &names, true) {
            failures.push(format!(
                "{}:{m}",
                doc.strip_prefix(root()).unwrap().display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "cited but missing:\n{}",
        failures.join("\n")
    );
}

/// The comments of src/, the suite and the benches name only code and files that exist (this
/// file's own comments show the forms it reads, so they are left out).
#[test]
fn source_comments_cite_only_names_that_exist() {
    static COMMENT: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*//[/!]?(.*)").unwrap());
    let names = RustNames::load();
    let mut paths = Vec::new();
    for base in ["src", "tests/suite", "benches"] {
        rust_files(&root().join(base), &mut paths);
    }
    let mut failures = Vec::new();
    for path in paths.iter().filter(|p| !p.ends_with("architecture.rs")) {
        let src = std::fs::read_to_string(path).unwrap();
        let comments: String = src
            .lines()
            .map(|l| {
                COMMENT
                    .captures(l)
                    .map_or("", |c| c.get(1).unwrap().as_str())
            })
            .map(|c| format!("{c}\n"))
            .collect();
        for m in missing_citations(&comments, &names, true) {
            failures.push(format!(
                "{}:{m}",
                path.strip_prefix(root()).unwrap().display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "cited but missing:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_citation_check_fails_on_a_wrong_name_or_path() {
    let names = RustNames::load();
    let doc = "`SwitchAllocator::step` in src/router/switch_allocator.rs, `hdl::rtl::RtlRouter`,\n\
               `table::rows`, `NodeId::all(n)`, `Flit::tie`, `std::mem::swap`, `VcLayout::index`\n\
               `SwitchAllocator::allocate`, `hdl::rtl::Nowhere`, `NoSuchType`\n\
               tests/architecture.rs and docs/nowhere.md, not tests/golden/NAME.json\n";
    assert_eq!(
        missing_citations(doc, &names, true),
        [
            "3: `SwitchAllocator::allocate` (SwitchAllocator::allocate not found)",
            "3: `hdl::rtl::Nowhere` (Nowhere not found)",
            "3: `NoSuchType` (NoSuchType not found)",
            "4: tests/architecture.rs (no such file)",
            "4: docs/nowhere.md (no such file)",
        ]
    );
}

/// Whether `line` cites an issue by its number or its item.
fn cites_an_issue(line: &str) -> bool {
    static CITED: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\bissue\s+(?:\d|item\b)").unwrap());
    CITED.is_match(line)
}

/// Source comments and documents cite the project's documents, never an issue's number: the
/// number means nothing to a reader of the tree.
#[test]
fn nothing_cites_an_issue_number() {
    let issue = "issue";
    for planted in [
        format!("({issue} 7's tolerances)"),
        format!("// {issue} item 14"),
    ] {
        assert!(cites_an_issue(&planted), "{planted}");
    }
    assert!(!cites_an_issue("what the core can issue. No issues"));
    let mut paths = Vec::new();
    for base in [
        "src",
        "tests",
        "benches",
        "docs",
        "scripts",
        "testbench",
        "hdl",
    ] {
        files_under(&root().join(base), &mut paths);
    }
    paths.push(root().join("README.md"));
    let mut failures = Vec::new();
    for path in &paths {
        let rel = path.strip_prefix(root()).unwrap();
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        for (n, line) in text.lines().enumerate() {
            if cites_an_issue(line) {
                failures.push(format!("{}:{}: {}", rel.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "issue numbers cited:\n{}",
        failures.join("\n")
    );
}
