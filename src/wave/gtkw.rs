//! GTKWave save file (`.gtkw`) beside the VCD: one collapsed group per traced router with a
//! sub-group per port and VC, so the viewer opens with every signal in place.
//!
//! Trace flags (GTKWave `TR_*` bits, written in hex after `@`): 0x28 binary, 0x22 hex,
//! 0x24 decimal (each with right justification 0x20); 0x800200 opens a group, 0x1000200
//! closes it; 0xc00200 / 0x1400200 open / close a group shown collapsed.

use super::signals::RouterSignals;
use crate::{Error, Result};
use std::fmt::Write as _;

const BINARY: &str = "@28";
const HEX: &str = "@22";
const DECIMAL: &str = "@24";
const GROUP_OPEN: &str = "@800200";
const GROUP_CLOSE: &str = "@1000200";
const GROUP_OPEN_COLLAPSED: &str = "@c00200";
const GROUP_CLOSE_COLLAPSED: &str = "@1401200";

/// The save file text. `dumpfile` and `savefile` are file names without folders (the pair
/// lets GTKWave find the VCD beside the save file; no machine paths in the output).
pub fn save_file(
    dumpfile: &str,
    savefile: &str,
    window: (u64, u64),
    units_per_cycle: u64,
    top: &[String],
    routers: &[RouterSignals],
    names: &[String],
) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "[*] GTKWave save file written by ftrouter");
    let _ = writeln!(s, "[dumpfile] \"{dumpfile}\"");
    // With both names relative, GTKWave finds the dump beside the save file from any folder.
    let _ = writeln!(s, "[savefile] \"{savefile}\"");
    let _ = writeln!(s, "[timestart] {}", window.0 * units_per_cycle);
    let _ = writeln!(s, "[size] 1400 900");
    let _ = writeln!(s, "[treeopen] fabric.");
    for name in top {
        let _ = writeln!(s, "{}\n{name}", flag(name));
    }
    for (k, r) in routers.iter().enumerate() {
        // The first router opens expanded, the others collapsed.
        let (open, close) = if k == 0 {
            (GROUP_OPEN, GROUP_CLOSE)
        } else {
            (GROUP_OPEN_COLLAPSED, GROUP_CLOSE_COLLAPSED)
        };
        let _ = writeln!(s, "{open}\n-{}", r.scope);
        for (group, sigs) in r.groups.iter().filter(|g| !g.1.is_empty()) {
            let label = group.strip_prefix("fabric.").unwrap_or(group);
            let _ = writeln!(s, "{GROUP_OPEN_COLLAPSED}\n-{label}");
            for &sig in sigs {
                let name = &names[sig];
                let _ = writeln!(s, "{}\n{name}", flag(name));
            }
            let _ = writeln!(s, "{GROUP_CLOSE_COLLAPSED}\n-{label}");
        }
        let _ = writeln!(s, "{close}\n-{}", r.scope);
    }
    s
}

/// Packed flits in hex, single bits in binary, counters and indices in decimal.
fn flag(name: &str) -> &'static str {
    if !name.ends_with(']') {
        BINARY
    } else if name.contains("flit") || name.contains("route_mask") {
        HEX
    } else {
        DECIMAL
    }
}

pub fn write(path: &str, text: &str) -> Result<()> {
    std::fs::write(path, text).map_err(|e| Error::Io(format!("cannot write {path:?}: {e}")))
}
