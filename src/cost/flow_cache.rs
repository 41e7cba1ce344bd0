//! The hardware flow's figures cached by configuration (`cost --design-space`; docs/cost.md,
//! "The design space"): the timing, area and energy flows of a router take a minute, and a
//! second sweep over the same routers reuses them. The key is a hash of everything the
//! figures depend on: the router's Verilog (every option that changes the hardware changes
//! it), the liberty file's name and contents, and the clock asked for.

use super::Block;
use super::area::{AreaReport, BlockArea};
use super::energy::{BlockEnergy, EnergyTable};
use crate::{Error, Result};
use std::path::{Path, PathBuf};

/// What a design point needs of the flows, in a form that reads back.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FlowFigures {
    pub liberty: String,
    pub fmax_mhz: f64,
    /// The flattened router's area (the timing flow's).
    pub area_um2: f64,
    /// Per block: area (hierarchy kept), leakage, clock and event energies.
    pub blocks: Vec<CachedBlock>,
    pub characterised_mhz: f64,
    pub busy_activity: f64,
    pub top_area_share: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CachedBlock {
    pub block: String,
    pub area_um2: f64,
    pub leakage_uw: f64,
    pub clock_pj: f64,
    pub event_pj: f64,
    pub busy_events: f64,
}

/// FNV-1a, 64 bits: stable across builds and platforms, unlike the standard hasher.
fn fnv(bytes: impl IntoIterator<Item = u8>, mut h: u64) -> u64 {
    for b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// The cache key of a router's flows.
pub fn key(verilog: &str, liberty: &Path, clock_mhz: Option<f64>) -> Result<String> {
    let lib = std::fs::read(liberty)
        .map_err(|e| Error::Io(format!("cannot read {}: {e}", liberty.display())))?;
    let mut h = fnv(verilog.bytes(), 0xcbf2_9ce4_8422_2325);
    h = fnv(lib, h);
    h = fnv(
        format!("{clock_mhz:?}/{}", env!("CARGO_PKG_VERSION")).into_bytes(),
        h,
    );
    Ok(format!("{h:016x}"))
}

/// The cache folder: $FTROUTER_CACHE, else $XDG_CACHE_HOME/ftrouter, else
/// ~/.cache/ftrouter.
pub fn default_dir() -> Option<PathBuf> {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    var("FTROUTER_CACHE")
        .or_else(|| var("XDG_CACHE_HOME").map(|d| d.join("ftrouter")))
        .or_else(|| var("HOME").map(|d| d.join(".cache/ftrouter")))
}

/// The figures stored under `key` in `dir`, if any (a damaged entry is no entry).
pub fn load(dir: &Path, key: &str) -> Option<FlowFigures> {
    let text = std::fs::read_to_string(dir.join(format!("{key}.json"))).ok()?;
    serde_json::from_str(&text).ok()
}

/// Store `figures` under `key` in `dir` (created if needed), whole or not at all.
pub fn store(dir: &Path, key: &str, figures: &FlowFigures) -> Result<()> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Error::Io(format!("cannot create the cache {}: {e}", dir.display())))?;
    let text = serde_json::to_string_pretty(figures).expect("serialisable");
    crate::output::write_now(dir.join(format!("{key}.json")), text)
}

impl FlowFigures {
    /// The figures of the three flows' reports.
    pub fn new(t: &super::timing::TimingReport, area: &AreaReport, energy: &EnergyTable) -> Self {
        let blocks = area
            .blocks
            .iter()
            .zip(&energy.blocks)
            .map(|(a, e)| CachedBlock {
                block: a.block.to_string(),
                area_um2: a.area_um2,
                leakage_uw: a.leakage_uw,
                clock_pj: e.clock_pj,
                event_pj: e.event_pj,
                busy_events: e.busy_events,
            })
            .collect();
        FlowFigures {
            liberty: energy.liberty.clone(),
            fmax_mhz: t.fmax_mhz,
            area_um2: t.area_um2,
            blocks,
            characterised_mhz: energy.characterised_mhz,
            busy_activity: energy.busy_activity,
            top_area_share: energy.top_area_share,
        }
    }

    /// The area and energy reports again (for `power::report`).
    pub fn reports(&self) -> Result<(AreaReport, EnergyTable)> {
        let block = |name: &str| {
            Block::ALL
                .into_iter()
                .find(|b| b.name() == name)
                .ok_or_else(|| Error::Io(format!("the cache names no block {name}")))
        };
        let mut areas = Vec::new();
        let mut energies = Vec::new();
        for c in &self.blocks {
            let b = block(&c.block)?;
            areas.push(BlockArea {
                block: b.name(),
                area_um2: c.area_um2,
                leakage_uw: c.leakage_uw,
                cells: 0,
            });
            energies.push(BlockEnergy {
                block: b.name(),
                clock_pj: c.clock_pj,
                event_pj: c.event_pj,
                busy_events: c.busy_events,
                events: super::energy::busy_events(b, 0, 0).1,
            });
        }
        let area = AreaReport {
            liberty: self.liberty.clone(),
            area_um2: areas.iter().map(|a| a.area_um2).sum(),
            leakage_uw: areas.iter().map(|a| a.leakage_uw).sum(),
            blocks: areas,
            yosys_top_area_um2: 0.0,
        };
        let energy = EnergyTable {
            liberty: self.liberty.clone(),
            characterised_mhz: self.characterised_mhz,
            busy_activity: self.busy_activity,
            blocks: energies,
            top_area_share: self.top_area_share,
        };
        Ok((area, energy))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The figures read back as they were stored; another Verilog, liberty or clock is
    /// another key.
    #[test]
    fn figures_read_back_under_their_key() {
        let dir = tempfile::tempdir().unwrap();
        let lib = dir.path().join("a.lib");
        std::fs::write(&lib, "library (a) {}").unwrap();
        let k = key("module m; endmodule", &lib, None).unwrap();
        assert_ne!(k, key("module n; endmodule", &lib, None).unwrap());
        assert_ne!(k, key("module m; endmodule", &lib, Some(250.0)).unwrap());
        let f = FlowFigures {
            liberty: "a.lib".into(),
            fmax_mhz: 300.0,
            area_um2: 1e6,
            blocks: vec![CachedBlock {
                block: "crossbar".into(),
                area_um2: 1.0,
                leakage_uw: 2.0,
                clock_pj: 3.0,
                event_pj: 4.0,
                busy_events: 2.5,
            }],
            characterised_mhz: 100.0,
            busy_activity: 0.5,
            top_area_share: 0.01,
        };
        assert_eq!(load(dir.path(), &k), None);
        store(dir.path(), &k, &f).unwrap();
        assert_eq!(load(dir.path(), &k), Some(f.clone()));
        let (area, energy) = f.reports().unwrap();
        assert_eq!(
            (area.blocks[0].block, energy.blocks[0].event_pj),
            ("crossbar", 4.0)
        );
        std::fs::write(lib, "library (b) {}").unwrap();
        assert_ne!(
            k,
            key("module m; endmodule", &dir.path().join("a.lib"), None).unwrap()
        );
    }
}
