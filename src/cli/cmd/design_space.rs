//! `ftrouter cost --design-space`: router options varied over a grid (`--vary KEY=V,...`),
//! each point through the hardware flows (cached by configuration) and the simulator, and
//! the Pareto front of throughput per mm² against energy per flit (docs/cost.md, "The
//! design space").

use crate::cli::interrupt::Handlers;
use crate::cli::setup::{Work, check_budget, check_hardware_limits, setup};
use crate::cli::stderr::say_err;
use crate::cli::{CostArgs, NetArgs, SimOptions};
use ftrouter::cost::design_space::{self, Key, Point, Setting};
use ftrouter::cost::flow_cache::{self, FlowFigures};
use ftrouter::cost::{self, power};
use ftrouter::hdl::rtl::Staging;
use ftrouter::workload::SimResult;
use ftrouter::{Error, Result, output};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The zero-load latency's offered load and the cycles of each run.
const ZERO_LOAD_RATE: f64 = 0.01;
const SATURATION_CYCLES: u64 = 3_000;

pub fn run(a: &CostArgs, base: SimOptions, handlers: &Handlers) -> Result<ExitCode> {
    let (topology, rate) = refuse_options(a)?;
    let axes = design_space::parse_vary(&a.vary)?;
    let keys: Vec<Key> = axes.iter().map(|(k, _)| *k).collect();
    let setting = Setting {
        routing: base.router.routing.clone(),
        vcs: base.router.vcs,
        depth: base.router.flow.depth,
        flit_width: base.router.datapath.flit_width,
        packet: base.router.packet,
    };
    let settings = design_space::settings(&setting, &axes);
    let liberty = cost::timing::liberty::find(a.liberty.as_deref())?;
    cost::timing::require_tools()?;
    let cache = a
        .cache
        .clone()
        .map(PathBuf::from)
        .or_else(flow_cache::default_dir);
    let faults = a.faults.as_deref().unwrap_or("");
    // Every point is checked before the first flow starts.
    for g in &settings {
        check_hardware_limits(topology, &point_args(&base, g))
            .map_err(|e| Error::input(format!("{}: {e}", g.label(&keys))))?;
    }
    handlers.work_started();
    let done = std::sync::atomic::AtomicUsize::new(0);
    let job = Job {
        a,
        topology,
        faults,
        rate,
        liberty: &liberty,
        cache: cache.as_deref(),
    };
    let mut points: Vec<Point> = {
        use rayon::prelude::*;
        settings
            .par_iter()
            .map(|g| {
                let p = job
                    .point(&point_args(&base, g), g)
                    .map_err(|e| Error::input(format!("{}: {e}", g.label(&keys))))?;
                let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                let how = if p.cached {
                    "flows from the cache"
                } else {
                    "flows run"
                };
                say_err!(
                    "cost --design-space: {n}/{} points ({}, {how})",
                    settings.len(),
                    g.label(&keys)
                );
                Ok(p)
            })
            .collect::<Result<_>>()?
    };
    design_space::mark_pareto(&mut points);
    let mut files = Vec::new();
    if let Some(path) = &a.out_csv {
        files.push(output::write(path, design_space::csv(&points))?);
    }
    if let Some(path) = &a.plot {
        let title = format!("design space of {topology}");
        files.push(output::write(
            path,
            design_space::plot_svg(&points, &keys, &title, rate),
        )?);
    }
    if a.json {
        let v = serde_json::json!({"topology": topology, "rate": rate, "points": points});
        crate::cli::stdout::write(format_args!("{}\n", crate::cli::print::json_text(&v)?))?;
    } else {
        crate::cli::stdout::write(format_args!("{}", text(&points, &keys, topology, rate)))?;
    }
    crate::cli::stdout::commit_after(files)?;
    Ok(ExitCode::SUCCESS)
}

/// The point's router options over the base ones.
fn point_args(base: &SimOptions, g: &Setting) -> SimOptions {
    let mut s = base.clone();
    s.router.routing = g.routing.clone();
    s.router.vcs = g.vcs;
    s.router.flow.depth = g.depth;
    s.router.datapath.flit_width = g.flit_width;
    s.router.packet = g.packet;
    s
}

/// `--design-space` needs a topology, what to vary and one load; the options of one router's
/// flows and of the growth sweep are not its own.
fn refuse_options(a: &CostArgs) -> Result<(&str, f64)> {
    let given = [
        ("--sweep", a.sweep),
        ("--yosys", a.yosys),
        ("--fpga", a.fpga.is_some()),
        ("--clock", a.clock.is_some()),
        ("--timing-dir", a.timing_dir.is_some()),
        ("--power-map", a.power_map.is_some()),
    ];
    if let Some((flag, _)) = given.iter().find(|(_, g)| *g) {
        return Err(Error::input(format!(
            "cost --design-space runs its own flows at each point's fmax: {flag} is not used"
        )));
    }
    let topology = a
        .topology
        .as_deref()
        .ok_or_else(|| Error::input("cost --design-space needs --topology"))?;
    if a.vary.is_empty() {
        return Err(Error::input(
            "cost --design-space needs --vary KEY=V1,V2,... (routing, vcs, depth, flit-width, packet)",
        ));
    }
    let rates = a.rate.as_deref().ok_or_else(|| {
        Error::input("cost --design-space needs --rate, the load its power is stated at")
    })?;
    let rate = match crate::cli::ranges::rate_values(rates).map_err(Error::input)?[..] {
        [r] => r,
        _ => {
            return Err(Error::input(format!(
                "--rate {rates}: cost --design-space states its power at one load"
            )));
        }
    };
    super::cost::check_csv_and_plot(a)?;
    Ok((topology, rate))
}

/// What every point shares.
struct Job<'a> {
    a: &'a CostArgs,
    topology: &'a str,
    faults: &'a str,
    rate: f64,
    liberty: &'a Path,
    cache: Option<&'a Path>,
}

impl Job<'_> {
    /// One point: its flows (from the cache if there), its saturation, zero-load latency and
    /// power at the load.
    fn point(&self, s: &SimOptions, g: &Setting) -> Result<Point> {
        let f = super::cost::fabric(self.topology, self.faults, self.a.seed.unwrap_or(1), s)?;
        let verilog = super::cost::router_verilog(&f, "--design-space", Staging::Copy)?;
        let key = flow_cache::key(&verilog, self.liberty, None)?;
        let cached = self.cache.and_then(|dir| flow_cache::load(dir, &key));
        let was_cached = cached.is_some();
        let figures = match cached {
            Some(figures) => figures,
            None => {
                let figures = flows(&f, &verilog, self.liberty)?;
                if let Some(dir) = self.cache {
                    flow_cache::store(dir, &key, &figures)?;
                }
                figures
            }
        };
        let saturation = ftrouter::sim::saturation::saturation(|rate| {
            Ok(self.simulate(s, rate, SATURATION_CYCLES)?.stats)
        })?;
        let zero = self.simulate(s, ZERO_LOAD_RATE, SATURATION_CYCLES)?.stats;
        let zero_load_cycles = zero
            .avg_latency
            .ok_or_else(|| Error::input("no packet delivered at zero load"))?;
        let loaded = self.simulate(s, self.rate, self.a.cycles.unwrap_or(10_000))?;
        let (area, energy) = figures.reports()?;
        let window = loaded.activity.expect("the cycle model counts events");
        let present: Vec<bool> = (0..f.num_nodes())
            .map(|v| f.network().is_healthy(ftrouter::topology::NodeId::new(v)))
            .collect();
        let load = power::Load {
            traffic: "uniform",
            rate: self.rate,
            clock_mhz: figures.fmax_mhz,
            clock_from: "the router's fmax",
        };
        let p = power::report(&energy, &area, &window, &present, &|v| v.to_string(), load);
        let routers = p.routers.len().max(1) as f64;
        let delivered = loaded.stats.accepted_flits_per_node_cycle * routers * figures.fmax_mhz;
        let area_mm2 = figures.area_um2 / 1e6;
        Ok(Point {
            setting: g.clone(),
            fmax_mhz: figures.fmax_mhz,
            area_mm2,
            saturation,
            zero_load_cycles,
            zero_load_ns: zero_load_cycles * 1e3 / figures.fmax_mhz,
            throughput_gflits_mm2: saturation * figures.fmax_mhz / 1e3 / area_mm2,
            power_mw: p.total_mw / routers,
            // mW over flits per microsecond: nJ; in pJ.
            energy_pj_per_flit: p.total_mw / delivered.max(f64::MIN_POSITIVE) * 1e3,
            pareto: false,
            cached: was_cached,
        })
    }

    /// A run of the point's fabric at `rate` for `cycles` after 1,000 of warm-up.
    fn simulate(&self, s: &SimOptions, rate: f64, cycles: u64) -> Result<SimResult> {
        let mut s = SimOptions { rate, ..s.clone() };
        s.run.cycles = cycles;
        s.run.warmup = 1_000;
        let net = NetArgs {
            topology: self.topology.into(),
            faults: self.faults.into(),
            seed: self.a.seed.unwrap_or(1),
        };
        check_budget(
            &net,
            &s,
            Work::Runs {
                what: "cost --design-space",
                rates: &[rate],
            },
        )?;
        let (mut fabric, cfg) = setup(&net, &s)?;
        fabric.count_activity();
        let stop = std::sync::atomic::AtomicBool::new(false);
        ftrouter::sim::run_streaming(&mut fabric, &cfg, &stop, &mut |_| {}, |_, _| {})
    }
}

/// The timing, area and energy flows of one router, in a scratch folder.
fn flows(f: &ftrouter::fabric::Fabric, verilog: &str, liberty: &Path) -> Result<FlowFigures> {
    let scratch = cost::yosys::scratch_dir()?;
    let dir = scratch.path();
    let top = ftrouter::hdl::design::ROUTER;
    let t = cost::timing::measure_in(dir, verilog, top, liberty, None)?;
    let area = cost::area::measure_in(dir, verilog, top, liberty)?;
    let log = std::fs::read_to_string(dir.join("area.log"))
        .map_err(|e| Error::Io(format!("cannot read Yosys's area.log: {e}")))?;
    let (p, v) = (f.params().ports, f.params().vcs);
    let energy = cost::energy::characterise_in(dir, &log, liberty, p, v)?;
    Ok(FlowFigures::new(&t, &area, &energy))
}

/// The points as a table, the front marked.
fn text(points: &[Point], keys: &[Key], topology: &str, rate: f64) -> String {
    let mut s = format!(
        "design space of {topology} (power and energy at {rate} flits/node/cycle, uniform; * on the Pareto front)\n\
         {:<22} {:>9} {:>9} {:>6} {:>9} {:>11} {:>10} {:>11}\n",
        "point", "fmax MHz", "area mm2", "sat", "zero ns", "Gflit/s/mm2", "mW/router", "pJ/flit"
    );
    for p in points {
        s += &format!(
            "{:<22} {:>9.1} {:>9.3} {:>6.3} {:>9.1} {:>11.3} {:>10.1} {:>11.1}{}\n",
            p.setting.label(keys),
            p.fmax_mhz,
            p.area_mm2,
            p.saturation,
            p.zero_load_ns,
            p.throughput_gflits_mm2,
            p.power_mw,
            p.energy_pj_per_flit,
            if p.pareto { " *" } else { "" }
        );
    }
    s
}
