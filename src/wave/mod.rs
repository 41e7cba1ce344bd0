//! VCD waveforms of the cycle model (docs/architecture.md, "From the command line to the VCD"):
//! every register and inter-block wire of the traced routers, written through the `vcd` crate while
//! the simulation runs, plus a GTKWave save file and its translate filters. Signal names, encodings
//! and timing: docs/waveforms.md.
//!
//! ```text
//!  sim::run ─ observe(now, fabric) ─► VcdProbe::sample ─┬► Dumper (only value changes,
//!                                                       │          buffered file writes)
//!                                                       └► Focus (where the view opens)
//!  VcdProbe::finish(packets) ─► gtkw::save_file(View) ─► FILE.gtkw
//! ```

mod dump;
mod flit_fields;
pub mod format;
mod gtkw;
mod scope;
pub mod signals;
pub mod view;

use crate::fabric::Fabric;
use crate::topology::{Network, NodeId};
use crate::workload::PacketRecord;
use crate::{Error, Result};
use dump::Dumper;
use format::Format;
use signals::RouterSignals;
use std::path::{Path, PathBuf};
use view::Focus;

/// Routers traced when none are named: all of them up to this many, else the first this many
/// healthy routers (by node id).
pub const DEFAULT_TRACED: usize = 16;

/// VCD time units (100 ps) per clock cycle: one cycle is 1 ns; the clock falls mid-cycle.
pub const UNITS_PER_CYCLE: u64 = 10;
/// Picoseconds per VCD time unit (`$timescale`).
const PS_PER_UNIT: u32 = 100;

/// What to trace.
#[derive(Clone, Debug)]
pub struct VcdOptions {
    /// Output file; a GTKWave save file is written beside it (`.gtkw`).
    pub path: String,
    /// Routers to trace (None: all, for fabrics up to 16 routers).
    pub routers: Option<Vec<NodeId>>,
    /// First and last cycle written (inclusive).
    pub window: (u64, u64),
    /// `--watch`: the save file puts this packet's routers first and marks its injection
    /// and delivery.
    pub watch: Option<u32>,
    /// Faults strike during the run: `fabric.faults_struck`, `fabric.routers_reloaded` and
    /// `fabric.reloads` count them, and the save file marks each fault and reload.
    pub faults: bool,
}

/// Parse `--trace-routers`: comma-separated addresses, or `all`.
pub fn parse_router_list(text: &str, net: &Network) -> Result<Option<Vec<NodeId>>> {
    crate::error::refuse_outer_space("--trace-routers", text)?;
    if text == "all" {
        // Every healthy router, however many: `all` is not the default's first 16.
        return Ok(Some(net.healthy_nodes().collect()));
    }
    text.split(',')
        .map(|a| net.topo.parse_node(a))
        .collect::<Result<Vec<_>>>()
        .map(Some)
}

/// The bytes of a waveform of `routers` traced routers over `cycles` cycles at offered load
/// `rate`: 50 kB of declarations, then per router and cycle 100 bytes plus 1,300 per
/// flit/node/cycle of load (up to 0.5), the flits' and credits' changes. Measured (release):
/// torus:8x8 dor, 16 routers, 2,000 cycles, 5.3 MB at 0.1, 19.9 MB at 0.4; one router 0.38 MB
/// at 0.1; hypercube:6 esv and torus:4x4x4 duato at 0.3 14.0 MB; bubble and 4 VCs at 0.4 21.8
/// and 23.4 MB.
pub fn estimated_bytes(routers: usize, cycles: u64, rate: f64) -> u128 {
    let per_router_cycle = 100.0 + 1300.0 * rate.clamp(0.0, 0.5);
    50_000 + (routers as f64 * cycles as f64 * per_router_cycle) as u128
}

/// Last cycle a waveform can show: its cycle counter is 32 bits wide.
pub const MAX_WINDOW_CYCLE: u64 = u32::MAX as u64;

/// Parse `--vcd-window FROM:TO`.
pub fn parse_window(text: &str) -> Result<(u64, u64)> {
    window(text).map_err(|why| Error::input(format!("VCD window {text:?}: {why}")))
}

/// `FROM:TO` as whole cycles with FROM <= TO <= `MAX_WINDOW_CYCLE`, or why not (the value
/// itself left to the caller to name).
pub fn window(text: &str) -> std::result::Result<(u64, u64), String> {
    let cycle = |t: &str| {
        t.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| t.parse::<u64>().ok())
            .flatten()
            .filter(|&c| c <= MAX_WINDOW_CYCLE)
    };
    let need = format!(
        "need FROM:TO, whole cycles from 0 to {MAX_WINDOW_CYCLE} (the waveform's 32-bit cycle counter), FROM <= TO"
    );
    let (a, b) = text.split_once(':').ok_or_else(|| need.clone())?;
    let (Some(a), Some(b)) = (cycle(a), cycle(b)) else {
        return Err(need);
    };
    if a > b {
        return Err(format!("FROM {a} is after TO {b}"));
    }
    Ok((a, b))
}

/// The routers to trace: the named ones (healthy, each once, in the order given), or the
/// default set.
pub fn traced_routers(fabric: &Fabric, named: Option<&[NodeId]>) -> Result<Vec<NodeId>> {
    let net = &fabric.network();
    let Some(named) = named else {
        return Ok(net.healthy_nodes().take(DEFAULT_TRACED).collect());
    };
    let mut out = Vec::new();
    for &v in named {
        if v.index() >= net.num_nodes() || !net.is_healthy(v) {
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

/// Clock and cycle counter at the top of the hierarchy, and the fault counters of a run
/// with faults.
struct Top {
    clk: usize,
    cycle: usize,
    faults: Option<[usize; 3]>,
}

impl Top {
    fn signals(&self) -> Vec<usize> {
        [self.clk, self.cycle]
            .into_iter()
            .chain(self.faults.into_iter().flatten())
            .collect()
    }
}

/// The files a VCD at `vcd_path` brings with it: its GTKWave save file and the filter files.
/// None when the VCD goes to a device or pipe (`/dev/null`): a save file beside it could
/// not open it later.
pub fn side_files(vcd_path: &str) -> Vec<PathBuf> {
    if crate::output::is_special(Path::new(vcd_path)) {
        return Vec::new();
    }
    let save_path = Path::new(vcd_path).with_extension("gtkw");
    let mut files = format::filter_paths(&save_path);
    files.push(save_path);
    files
}

/// Writes one VCD while a simulation runs.
pub struct VcdProbe {
    dump: Dumper,
    top: Top,
    routers: Vec<RouterSignals>,
    window: (u64, u64),
    vcd_path: String,
    focus: Focus,
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
        let prm = &fabric.params();
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
            PS_PER_UNIT,
        )?;
        dump.push_scope("fabric")?;
        let top = Top {
            clk: dump.declare("clk", 1, Format::Binary)?,
            cycle: dump.declare("cycle", 32, Format::Decimal)?,
            faults: if opts.faults {
                Some([
                    dump.declare("faults_struck", 8, Format::Decimal)?,
                    dump.declare("routers_reloaded", 16, Format::Decimal)?,
                    dump.declare("reloads", 8, Format::Decimal)?,
                ])
            } else {
                None
            },
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
            vcd_path: opts.path.clone(),
            focus: Focus::new(opts.window, traced, opts.watch),
        };
        if probe.in_window(0) {
            probe.write_cycle(0, fabric)?;
        }
        Ok(probe)
    }

    /// The save file beside the VCD, opening on the view learnt so far.
    fn write_save_file(&self, packets: &[PacketRecord]) -> Result<crate::output::Ready> {
        let vcd_path = Path::new(&self.vcd_path);
        let name = |p: &Path| {
            p.file_name()
                .map_or_else(String::new, |f| f.to_string_lossy().into_owned())
        };
        let save_path: PathBuf = vcd_path.with_extension("gtkw");
        let view = self.focus.view(packets);
        let text = gtkw::save_file(&gtkw::SaveFile {
            dumpfile: &name(vcd_path),
            savefile: &name(&save_path),
            stem: &format::stem(&save_path),
            view: &view,
            ps_per_cycle: UNITS_PER_CYCLE * u64::from(PS_PER_UNIT),
            top: &self.top.signals(),
            routers: &self.routers,
            names: &self.dump.names,
            formats: &self.dump.formats,
        });
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
        if let Some([struck, routers, reloads]) = self.top.faults {
            let c = fabric.fault_counts();
            self.dump.set(struck, u128::from(c.struck.min(255)))?;
            self.dump
                .set(routers, u128::from(c.routers_reloaded.min(65_535)))?;
            self.dump.set(reloads, u128::from(c.reloads.min(255)))?;
        }
        for r in &self.routers {
            r.write_cycle(&mut self.dump, fabric, cycle)?;
        }
        Ok(())
    }

    /// Called after the fabric clocked cycle `now`: the flits sent and arrived during `now`
    /// (read from the wires and buffers the fabric put them in), the falling clock edge, then
    /// cycle `now + 1` (whose registers the fabric now holds).
    pub fn sample(&mut self, now: u64, fabric: &Fabric) -> Result<()> {
        if self.in_window(now) {
            self.dump.at(now * UNITS_PER_CYCLE)?;
            for (k, r) in self.routers.iter().enumerate() {
                r.write_sent(&mut self.dump, fabric, now)?;
                let n = r.write_arrivals(&mut self.dump, fabric, now)?;
                self.focus.arrivals(k, now, n);
            }
            self.dump.at(now * UNITS_PER_CYCLE + UNITS_PER_CYCLE / 2)?;
            self.dump.set(self.top.clk, 0)?;
        }
        if self.in_window(now + 1) {
            self.write_cycle(now + 1, fabric)?;
        }
        self.focus.track(fabric);
        if self.top.faults.is_some() {
            self.focus.faults(now, fabric.fault_counts());
        }
        Ok(())
    }

    /// Close the last cycle with a final timestamp, flush the file and write the save file
    /// with its view (`packets`: the run's records, for the watched packet's cycles).
    /// Every file is staged: the run puts them in place with its other outputs
    /// (`output::commit`), so a failure leaves no partial waveform.
    pub fn finish(
        mut self,
        packets: &[PacketRecord],
        fabric: &Fabric,
    ) -> Result<Vec<crate::output::Ready>> {
        let Some(t) = self.dump.time() else {
            // An empty waveform whose comment claims the window would mislead.
            return Err(Error::input(format!(
                "--vcd-window {}:{}: no cycle of the run falls in it (the run ended before cycle {})",
                self.window.0, self.window.1, self.window.0
            )));
        };
        let end = (t / UNITS_PER_CYCLE + 1) * UNITS_PER_CYCLE;
        self.dump.at(end)?;
        let mut files = Vec::new();
        if !crate::output::is_special(Path::new(&self.vcd_path)) {
            let save_path = Path::new(&self.vcd_path).with_extension("gtkw");
            let names = signals::port_names(&fabric.network().topo);
            files = format::write_filters(&save_path, fabric, &names)?;
            files.push(self.write_save_file(packets)?);
        }
        files.push(self.dump.finish()?);
        Ok(files)
    }
}
