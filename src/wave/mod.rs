//! VCD waveforms of the cycle model (placeholder until the waveform writer lands).

use crate::fabric::Fabric;
use crate::topology::{NodeId, Topology};
use crate::{Error, Result};

/// What to trace.
#[derive(Clone, Debug)]
pub struct VcdOptions {
    /// Output file; a GTKWave save file is written beside it (`.gtkw`).
    pub path: String,
    /// Routers to trace (None: all, for fabrics up to 16 routers).
    pub routers: Option<Vec<NodeId>>,
    /// First and last cycle written (inclusive).
    pub window: (u64, u64),
}

/// Parse `--trace-routers`: comma-separated addresses, or `all`.
pub fn parse_router_list(text: &str, topo: &Topology) -> Result<Option<Vec<NodeId>>> {
    if text == "all" {
        return Ok(None);
    }
    text.split(',')
        .map(|a| topo.parse_node(a))
        .collect::<Result<Vec<_>>>()
        .map(Some)
}

/// Parse `--vcd-window FROM:TO`.
pub fn parse_window(text: &str) -> Result<(u64, u64)> {
    let bad = || Error::input(format!("VCD window {text:?}: expected FROM:TO cycles"));
    let (a, b) = text.split_once(':').ok_or_else(bad)?;
    let (a, b): (u64, u64) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
    if a > b {
        return Err(bad());
    }
    Ok((a, b))
}

/// Writes one VCD while a simulation runs.
pub struct VcdProbe;

impl VcdProbe {
    pub fn create(_fabric: &Fabric, _opts: &VcdOptions) -> Result<Self> {
        Err(Error::input("VCD output is not built yet"))
    }
    pub fn sample(&mut self, _now: u64, _fabric: &Fabric) -> Result<()> {
        Ok(())
    }
    pub fn finish(self) -> Result<()> {
        Ok(())
    }
}
