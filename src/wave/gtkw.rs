//! GTKWave save file (`.gtkw`) beside the VCD: opens on a readable view. At the top `clk`,
//! `cycle` and the router of interest, expanded, its signals by pipeline stage; below it the
//! other routers in closed groups; every router also keeps a closed group per scope with all
//! its signals. The window starts and zooms on the view's cycles; markers as the view says.
//!
//! Trace flags (GTKWave `TR_*` bits, written in hex after `@`): 0x28 binary, 0x22 hex, 0x24
//! decimal (each with right justification 0x20), 0x2024 decimal through a translate filter
//! (the `^N file` line before it names the filter); 0x800200 / 0x1000200 open / close a group,
//! 0xc00200 / 0x1401200 the same for a group shown closed.

use super::format::{Filter, Format};
use super::signals::RouterSignals;
use super::view::View;
use crate::Result;
use std::fmt::Write as _;

const GROUP_BEGIN: &str = "@800200";
const GROUP_END: &str = "@1000200";
const CLOSED_BEGIN: &str = "@c00200";
const CLOSED_END: &str = "@1401200";

/// GTKWave's window as the save file sets it: wide enough for ~30 pixels per cycle.
const WINDOW: (u32, u32) = (1800, 1000);
const SIGNALS_WIDTH: u32 = 340;
/// Pixels of the wave pane: the window less the signal pane and 64 pixels of borders, the
/// closed hierarchy tab and the scroll bar. GTKWave's scale: at zoom z one pixel is
/// 2^-z / 200 ps. Both measured with GTKWave 3.3.118; tests/suite/gtkwave.rs checks the result.
const WAVE_PIXELS: f64 = (WINDOW.0 - SIGNALS_WIDTH - 64) as f64;
const PS_PER_PIXEL_AT_ZOOM_0: f64 = 1.0 / 200.0;

/// Everything the save file names.
pub struct SaveFile<'a> {
    /// File names without folders: GTKWave finds the VCD and the filters beside the save
    /// file, from any folder (and no machine paths end up in the output).
    pub dumpfile: &'a str,
    pub savefile: &'a str,
    /// Stem of the filter files' names.
    pub stem: &'a str,
    pub view: &'a View,
    pub ps_per_cycle: u64,
    /// `clk`, `cycle`.
    pub top: &'a [usize],
    pub routers: &'a [RouterSignals],
    pub names: &'a [String],
    pub formats: &'a [Format],
}

/// GTKWave's zoom for `span_ps` picoseconds across the wave pane.
fn zoom(span_ps: f64) -> f64 {
    -(span_ps / (WAVE_PIXELS * PS_PER_PIXEL_AT_ZOOM_0)).log2()
}

pub fn save_file(f: &SaveFile) -> String {
    let mut s = String::new();
    let v = f.view;
    let ps = |cycle: u64| cycle * f.ps_per_cycle;
    let _ = writeln!(s, "[*] GTKWave save file written by ftrouter");
    let _ = writeln!(s, "[dumpfile] \"{}\"", f.dumpfile);
    let _ = writeln!(s, "[savefile] \"{}\"", f.savefile);
    // GTKWave counts time in ps here (the VCD's unit is 100 ps).
    let _ = writeln!(s, "[timestart] {}", ps(v.start));
    let _ = writeln!(s, "[size] {} {}", WINDOW.0, WINDOW.1);
    let _ = writeln!(s, "[signals_width] {SIGNALS_WIDTH}");
    let _ = writeln!(s, "[sst_expanded] 0");
    let _ = writeln!(s, "[treeopen] fabric.");
    // Zoom, primary marker, then the 26 named markers A..Z (-1: unset).
    let mut named = [-1i64; 26];
    for (slot, m) in named.iter_mut().zip(&v.markers) {
        *slot = ps(m.cycle) as i64;
    }
    let primary = v.markers.first().map_or(-1, |m| ps(m.cycle) as i64);
    let _ = write!(s, "*{:.6} {primary}", zoom(ps(v.span) as f64));
    for t in named {
        let _ = write!(s, " {t}");
    }
    s.push('\n');
    for (letter, m) in ('A'..='Z').zip(&v.markers) {
        let _ = writeln!(s, "[markername] {letter}{}", m.label);
    }
    let mut w = Traces { s, f };
    for &sig in f.top {
        w.trace(sig, None);
    }
    for (k, &index) in v.order.iter().enumerate() {
        w.router(&f.routers[index], k == 0);
    }
    w.s
}

/// Writes trace lines and balanced groups.
struct Traces<'a> {
    s: String,
    f: &'a SaveFile<'a>,
}

impl Traces<'_> {
    fn begin(&mut self, label: &str, open: bool) {
        let flag = if open { GROUP_BEGIN } else { CLOSED_BEGIN };
        let _ = writeln!(self.s, "{flag}\n-{label}");
    }

    fn end(&mut self, label: &str, open: bool) {
        let flag = if open { GROUP_END } else { CLOSED_END };
        let _ = writeln!(self.s, "{flag}\n-{label}");
    }

    /// A trace; with `alias`, GTKWave shows that name instead of the signal's last component.
    fn trace(&mut self, sig: usize, alias: Option<&str>) {
        let name = &self.f.names[sig];
        let _ = match self.f.formats[sig] {
            Format::Binary => writeln!(self.s, "@28"),
            Format::Hex => writeln!(self.s, "@22"),
            Format::Decimal => writeln!(self.s, "@24"),
            Format::Named(filter) => writeln!(
                self.s,
                "@2024\n^{} {}",
                filter.slot(),
                Filter::file_name(filter, self.f.stem)
            ),
        };
        let _ = match alias {
            Some(alias) => writeln!(self.s, "+{{{alias}}} {name}"),
            None => writeln!(self.s, "{name}"),
        };
    }

    /// The name from the router down, `/`-separated (`in/p0_d0p/vc1/state`): GTKWave shows
    /// only the last `.`-separated part of a name, which would hide the port and VC.
    fn alias(&self, scope: &str, sig: usize) -> Option<String> {
        let name = self.f.names[sig].strip_prefix(&format!("fabric.{scope}."))?;
        let name = name.split_once('[').map_or(name, |(n, _)| n);
        Some(name.replace('.', "/"))
    }

    /// One router: its stage sections, then a closed group per scope with all its signals.
    fn router(&mut self, r: &RouterSignals, open: bool) {
        self.begin(&r.scope, open);
        for (title, sigs) in r.sections() {
            let label = format!("{} {title}", r.scope);
            self.begin(&label, open);
            for sig in sigs {
                let alias = self.alias(&r.scope, sig);
                self.trace(sig, alias.as_deref());
            }
            self.end(&label, open);
        }
        let all = format!("{} all signals", r.scope);
        self.begin(&all, false);
        for (group, sigs) in r.groups.iter().filter(|g| !g.1.is_empty()) {
            let label = group.strip_prefix("fabric.").unwrap_or(group);
            self.begin(label, false);
            for &sig in sigs {
                self.trace(sig, None);
            }
            self.end(label, false);
        }
        self.end(&all, false);
        self.end(&r.scope, open);
    }
}

/// Write the save file (staged, for `output::commit`).
pub fn write(path: &str, text: &str) -> Result<crate::output::Ready> {
    crate::output::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_puts_the_span_across_the_wave_pane() {
        // Measured: zoom -14 shows 81.92 ps per pixel.
        assert!((zoom(81.92 * WAVE_PIXELS) + 14.0).abs() < 1e-6);
        assert!(zoom(64_000.0) > -14.0 && zoom(64_000.0) < -13.0);
    }
}
