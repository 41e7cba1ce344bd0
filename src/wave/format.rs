//! How GTKWave shows each signal, and the translate-filter files that give encoded values
//! their names (VC states, flit kinds, ports, input VCs, nodes).
//!
//! A filter file has one `value name` line per value; GTKWave matches the value as the trace
//! shows it, so every translated trace is shown in decimal. The files are written beside the
//! save file as `<stem>.<filter>.txt` and named in it by file name only.

use crate::Result;
use crate::fabric::Fabric;
use std::path::Path;

/// Encoding of the `state` wire of an input VC.
pub const STATE_IDLE: u128 = 0;
pub const STATE_ROUTED: u128 = 1;
pub const STATE_ACTIVE: u128 = 2;

/// Encoding of a `*_kind` wire (from the flit's head and tail bits).
pub const KIND_NONE: u128 = 0;
pub const KIND_HEAD: u128 = 1;
pub const KIND_BODY: u128 = 2;
pub const KIND_TAIL: u128 = 3;
/// A one-flit packet: head and tail at once.
pub const KIND_HEAD_TAIL: u128 = 4;

/// Display of one trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Binary,
    Decimal,
    Hex,
    /// Decimal value shown through a translate filter.
    Named(Filter),
}

/// The translate filters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// Input VC state: idle, routed, active.
    VcState,
    /// Flit kind: -, head, body, tail, head+tail.
    FlitKind,
    /// Port index: its scope name (`p0_d0p`, `p4_local`).
    Port,
    /// Input VC index `port * V + vc`: `p0_d0p.vc1`.
    InVc,
    /// Node id: its address (`2.1`).
    Node,
}

impl Filter {
    pub const ALL: [Filter; 5] = [
        Filter::VcState,
        Filter::FlitKind,
        Filter::Port,
        Filter::InVc,
        Filter::Node,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Filter::VcState => "vc_state",
            Filter::FlitKind => "flit_kind",
            Filter::Port => "port",
            Filter::InVc => "in_vc",
            Filter::Node => "node",
        }
    }

    /// 1-based slot number in the save file (`^N file`).
    pub fn slot(self) -> usize {
        Filter::ALL.iter().position(|&f| f == self).expect("listed") + 1
    }

    /// The file's text for this fabric.
    pub fn text(self, fabric: &Fabric, port_names: &[String]) -> String {
        let lay = fabric.params().layout();
        let lines: Vec<(u128, String)> = match self {
            Filter::VcState => vec![
                (STATE_IDLE, "idle".into()),
                (STATE_ROUTED, "routed".into()),
                (STATE_ACTIVE, "active".into()),
            ],
            Filter::FlitKind => vec![
                (KIND_NONE, "-".into()),
                (KIND_HEAD, "head".into()),
                (KIND_BODY, "body".into()),
                (KIND_TAIL, "tail".into()),
                (KIND_HEAD_TAIL, "head+tail".into()),
            ],
            Filter::Port => port_names
                .iter()
                .enumerate()
                .map(|(q, n)| (q as u128, n.clone()))
                .collect(),
            Filter::InVc => port_names
                .iter()
                .enumerate()
                .flat_map(|(q, n)| {
                    lay.vc_ids()
                        .map(move |vc| (lay.index(q, vc) as u128, format!("{n}.vc{vc}")))
                })
                .collect(),
            Filter::Node => fabric
                .network()
                .node_ids()
                .map(|n| (u128::from(n.get()), fabric.network().topo.format_node(n)))
                .collect(),
        };
        lines
            .iter()
            .map(|(k, name)| format!("{k} {name}\n"))
            .collect()
    }

    /// File name beside the save file `<stem>.gtkw`.
    pub fn file_name(self, stem: &str) -> String {
        format!("{stem}.{}.txt", self.name())
    }
}

/// The filter files beside `save_path` (a `.gtkw` path).
pub fn filter_paths(save_path: &Path) -> Vec<std::path::PathBuf> {
    let stem = stem(save_path);
    Filter::ALL
        .iter()
        .map(|f| save_path.with_file_name(f.file_name(&stem)))
        .collect()
}

/// Write every filter file beside `save_path` (staged, for `output::commit`).
pub fn write_filters(
    save_path: &Path,
    fabric: &Fabric,
    port_names: &[String],
) -> Result<Vec<crate::output::Ready>> {
    Filter::ALL
        .iter()
        .zip(filter_paths(save_path))
        .map(|(f, path)| crate::output::write(path, f.text(fabric, port_names)))
        .collect()
}

/// The file stem, as the filter file names use it.
pub fn stem(path: &Path) -> String {
    path.file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
}
