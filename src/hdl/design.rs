//! A generated hardware design as files, and the names of its modules: what
//! `hdl::rtl::generate` produces, `hdl::fabric_top` instantiates and `ftrouter verilog` writes
//! (docs/hdl.md, "Generated files").

use crate::Result;

/// The router module's name.
pub const ROUTER: &str = "ftr_router";
/// The boot loader module's name.
pub const BOOT_LOADER: &str = "ftr_boot_loader";

/// A generated design: (file name, contents), the core first, the fabric top last.
#[derive(Clone, Debug, Default)]
pub struct Design {
    pub files: Vec<(String, String)>,
}

impl Design {
    /// Write the files `which` selects by name into `dir` (the table images into
    /// `dir/tables`), all or none (`output::Folder`): the bytes written.
    pub fn write(&self, dir: &std::path::Path, which: impl Fn(&str) -> bool) -> Result<usize> {
        let folder = crate::output::Folder::create(dir)?;
        let mut bytes = 0;
        for (name, text) in self.files.iter().filter(|(n, _)| which(n)) {
            folder.write(name, text)?;
            bytes += text.len();
        }
        folder.commit()?;
        Ok(bytes)
    }

    /// Read a folder `write` wrote, perhaps edited since: its `*.v` files and the files
    /// under `tables/`, by name.
    pub fn read(dir: &std::path::Path) -> std::io::Result<Design> {
        let mut files = read_files(dir, "", is_verilog)?;
        if dir.join("tables").is_dir() {
            files.extend(read_files(dir, "tables/", |_| true)?);
        }
        Ok(Design { files })
    }

    /// The design declares module `name`.
    pub fn has_module(&self, name: &str) -> bool {
        self.files
            .iter()
            .filter(|(n, _)| is_verilog(n))
            .flat_map(|(_, t)| t.lines())
            .filter_map(|l| l.trim_start().strip_prefix("module "))
            .any(|rest| {
                let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'));
                rest[..end.unwrap_or(rest.len())] == *name
            })
    }

    /// All Verilog files in one text (for tools that read one file).
    pub fn joined(&self) -> String {
        self.files
            .iter()
            .filter(|(name, _)| is_verilog(name))
            .map(|(_, t)| t.as_str())
            .collect()
    }
}

fn is_verilog(name: &str) -> bool {
    name.ends_with(".v")
}

/// The files of `dir/sub` whose names `keep` selects, named `sub` + name, in name order.
fn read_files(
    dir: &std::path::Path,
    sub: &str,
    keep: fn(&str) -> bool,
) -> std::io::Result<Vec<(String, String)>> {
    let mut files = Vec::new();
    for name in file_names(&dir.join(sub))?.into_iter().filter(|n| keep(n)) {
        let named = format!("{sub}{name}");
        let text = std::fs::read_to_string(dir.join(&named))
            .map_err(|e| std::io::Error::new(e.kind(), format!("{named}: {e}")))?;
        files.push((named, text));
    }
    Ok(files)
}

/// The names of the plain files in `dir`, sorted.
fn file_names(dir: &std::path::Path) -> std::io::Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_type()?.is_file() {
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    names.sort();
    Ok(names)
}
