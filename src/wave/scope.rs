//! A VCD scope being declared: the signals declared in it are remembered, per scope path, for
//! the GTKWave save file. Shared by the router's signals and the flit-field signals.

use super::dump::Dumper;
use super::format::Format;
use crate::Result;

/// Declares signals in a scope and remembers them for the save file.
pub(super) struct Scoped<'a> {
    pub(super) dump: &'a mut Dumper,
    pub(super) groups: &'a mut Vec<(String, Vec<usize>)>,
    pub(super) path: Vec<String>,
}

impl Scoped<'_> {
    pub(super) fn enter(&mut self, name: &str) -> Result<()> {
        self.path.push(name.to_string());
        self.groups.push((self.path.join("."), Vec::new()));
        self.dump.push_scope(name)
    }
    pub(super) fn leave(&mut self) -> Result<()> {
        self.path.pop();
        self.dump.pop_scope()
    }
    pub(super) fn wire(&mut self, name: &str, width: u32, format: Format) -> Result<usize> {
        let s = self.dump.declare(name, width, format)?;
        self.groups.last_mut().expect("inside a scope").1.push(s);
        Ok(s)
    }
}
