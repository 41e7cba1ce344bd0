//! VCD waveforms of the cycle model (DESIGN.md section 5): every register and inter-block
//! wire of the traced routers, written through the `vcd` crate while the simulation runs,
//! plus a GTKWave save file. Signal names, encodings and timing: docs/waveforms.md.
//!
//! ```text
//!  sim::run ─ observe(now, fabric) ─► VcdProbe::sample ─► Dumper (only value changes,
//!                                                          buffered file writes)
//! ```

mod dump;
mod gtkw;
pub mod signals;

use crate::fabric::Fabric;
use crate::topology::{NodeId, Topology};
use crate::{Error, Result};
use dump::Dumper;
use signals::RouterSignals;

/// Routers traced when none are named: all of them up to this many, else the first this many
/// healthy routers (by node id).
pub const DEFAULT_TRACED: usize = 16;

/// VCD time units (100 ps) per clock cycle: one cycle is 1 ns; the clock falls mid-cycle.
pub const UNITS_PER_CYCLE: u64 = 10;

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

/// The routers to trace: the named ones (healthy, each once, in the order given), or the
/// default set.
pub fn traced_routers(fabric: &Fabric, named: Option<&[NodeId]>) -> Result<Vec<NodeId>> {
    let net = &fabric.net;
    let Some(named) = named else {
        return Ok(net.healthy_nodes().take(DEFAULT_TRACED).collect());
    };
    let mut out = Vec::new();
    for &v in named {
        if v >= net.num_nodes() || !net.is_healthy(v) {
            return Err(Error::input(format!(
                "trace router {}: faulty, so there is nothing to trace",
                net.topo.format_node(v)
            )));
        }
        if !out.contains(&v) {
            out.push(v);
        }
    }
    Ok(out)
}

/// Clock and cycle counter at the top of the hierarchy.
struct Top {
    clk: usize,
    cycle: usize,
}

/// Writes one VCD while a simulation runs.
pub struct VcdProbe {
    dump: Dumper,
    top: Top,
    routers: Vec<RouterSignals>,
    window: (u64, u64),
}

impl VcdProbe {
    /// Write the header and the save file; if the window starts at cycle 0, the values of
    /// cycle 0 (the fabric at reset).
    pub fn create(fabric: &Fabric, opts: &VcdOptions) -> Result<Self> {
        let traced = traced_routers(fabric, opts.routers.as_deref())?;
        if opts.path.ends_with(".gtkw") {
            return Err(Error::input(format!(
                "VCD output {:?}: its .gtkw save file would overwrite it",
                opts.path
            )));
        }
        let mut dump = Dumper::create(&opts.path)?;
        let prm = &fabric.params;
        let comment = format!(
            "ftrouter cycle model: {} routers traced; {} ports, {} VCs of {} flits; cycles {}..={}; 1 cycle = 1 ns",
            traced.len(),
            prm.ports,
            prm.vcs,
            prm.depth,
            opts.window.0,
            opts.window.1
        );
        dump.preamble(
            concat!("ftrouter ", env!("CARGO_PKG_VERSION")),
            &comment,
            100,
        )?;
        dump.push_scope("fabric")?;
        let top = Top {
            clk: dump.declare("clk", 1)?,
            cycle: dump.declare("cycle", 32)?,
        };
        let routers = traced
            .iter()
            .map(|&v| RouterSignals::declare(&mut dump, fabric, v))
            .collect::<Result<Vec<_>>>()?;
        dump.pop_scope()?;
        dump.end_header()?;
        let mut probe = VcdProbe {
            dump,
            top,
            routers,
            window: opts.window,
        };
        probe.write_save_file(&opts.path)?;
        if probe.in_window(0) {
            probe.write_cycle(0, fabric)?;
        }
        Ok(probe)
    }

    fn write_save_file(&self, vcd_path: &str) -> Result<()> {
        let path = std::path::Path::new(vcd_path);
        let dumpfile = path.file_name().map_or_else(
            || vcd_path.to_string(),
            |f| f.to_string_lossy().into_owned(),
        );
        let save_path = path.with_extension("gtkw");
        let savefile = save_path
            .file_name()
            .map_or_else(String::new, |f| f.to_string_lossy().into_owned());
        let names = &self.dump.names;
        let top = [names[self.top.clk].clone(), names[self.top.cycle].clone()];
        let text = gtkw::save_file(
            &dumpfile,
            &savefile,
            self.window,
            UNITS_PER_CYCLE,
            &top,
            &self.routers,
            names,
        );
        gtkw::write(&save_path.to_string_lossy(), &text)
    }

    fn in_window(&self, cycle: u64) -> bool {
        (self.window.0..=self.window.1).contains(&cycle)
    }

    /// Rising edge opening `cycle`: registers, decisions, outgoing wires.
    fn write_cycle(&mut self, cycle: u64, fabric: &Fabric) -> Result<()> {
        self.dump.at(cycle * UNITS_PER_CYCLE)?;
        self.dump.set(self.top.clk, 1)?;
        self.dump.set(self.top.cycle, u128::from(cycle as u32))?;
        for r in &self.routers {
            r.write_cycle(&mut self.dump, fabric, cycle)?;
        }
        Ok(())
    }

    /// Called after the fabric clocked cycle `now`: the flits that arrived during `now`, the
    /// falling clock edge, then cycle `now + 1` (whose registers the fabric now holds).
    pub fn sample(&mut self, now: u64, fabric: &Fabric) -> Result<()> {
        if self.in_window(now) {
            self.dump.at(now * UNITS_PER_CYCLE)?;
            for r in &self.routers {
                r.write_arrivals(&mut self.dump, fabric, now)?;
            }
            self.dump.at(now * UNITS_PER_CYCLE + UNITS_PER_CYCLE / 2)?;
            self.dump.set(self.top.clk, 0)?;
        }
        if self.in_window(now + 1) {
            self.write_cycle(now + 1, fabric)?;
        }
        Ok(())
    }

    /// Close the last cycle with a final timestamp and flush the file.
    pub fn finish(mut self) -> Result<()> {
        if let Some(t) = self.dump.time() {
            let end = (t / UNITS_PER_CYCLE + 1) * UNITS_PER_CYCLE;
            self.dump.at(end)?;
        }
        self.dump.finish()
    }
}
