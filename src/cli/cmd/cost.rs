//! `ftrouter cost`: the hardware cost of one router, or (`--sweep`) how it grows with the
//! router's sizes and what fault tolerance adds to a plain DOR router.

use crate::cli::groups::{RouterArgs, RunArgs, defaults};
use crate::cli::interrupt::Handlers;
use crate::cli::progress::{duration, with_spinner};
use crate::cli::setup::{
    Work, check_budget, check_hardware_limits, check_hardware_traffic, check_parent, estimate,
    setup,
};
use crate::cli::stderr::say_err;
use crate::cli::{CostArgs, NetArgs, SimOptions};
use ftrouter::cost::{self, CostReport, Measure, sweep};
use ftrouter::fabric::Fabric;
use ftrouter::hdl::rtl::Staging;
use ftrouter::{Error, Result, output};
use serde_json::json;
use std::process::ExitCode;

/// Print; `?` passes a failed write on (cli::stdout).
fn out(text: &str) -> Result<()> {
    crate::cli::stdout::write(format_args!("{text}"))
}

/// The router options as `sim` takes them, with its defaults where `cost` has none.
fn router_args(a: &CostArgs, routing: &str) -> SimOptions {
    let mut router = RouterArgs::of(routing);
    router.vcs = a.vcs.unwrap_or(router.vcs);
    router.packet = a.packet.unwrap_or(router.packet);
    router.stages = a.stages.unwrap_or(router.stages);
    router.flow.depth = a.depth.unwrap_or(router.flow.depth);
    router.flow.switching = a.switching.clone();
    let datapath = &mut router.datapath;
    datapath.flit_width = a.flit_width.unwrap_or(datapath.flit_width);
    datapath.arbiter = a.arbiter.clone().unwrap_or(datapath.arbiter.clone());
    let run = RunArgs {
        traffic: a.traffic.clone(),
        ..defaults()
    };
    SimOptions::new(router, run, a.budget)
}

pub(super) fn fabric(topology: &str, faults: &str, seed: u64, s: &SimOptions) -> Result<Fabric> {
    let net = NetArgs {
        topology: topology.into(),
        faults: faults.into(),
        seed,
    };
    check_budget(&net, s, Work::Build("cost"))?;
    let (fabric, cfg) = setup(&net, s)?;
    check_hardware_traffic("cost", s, &fabric, &cfg)?;
    ftrouter::hdl::rtl::generate::check_behaviour(&fabric)?;
    Ok(fabric)
}

/// The report as JSON, with the configuration it describes.
pub fn report_json(topology: &str, routing: &str, r: &CostReport) -> serde_json::Value {
    let mut v = serde_json::to_value(r).expect("serialisable");
    v["topology"] = json!(topology);
    v["routing"] = json!(routing);
    v
}

/// The cost table of one router (also written by the demo).
pub fn one_router(
    topology: &str,
    faults: &str,
    s: &SimOptions,
    measure: Measure,
) -> Result<CostReport> {
    let f = fabric(topology, faults, 1, s)?;
    cost::report(&f, measure)
}

/// What `--yosys` asks for.
fn measure(yosys: bool) -> Measure {
    if yosys {
        Measure::Yosys
    } else {
        Measure::Model
    }
}

pub fn run(a: &CostArgs, handlers: &Handlers) -> Result<ExitCode> {
    if a.sweep {
        return run_sweep(a, handlers);
    }
    if a.design_space {
        return run_design_space(a, handlers);
    }
    refuse_one_router_options(a)?;
    let (Some(topology), Some(routing)) = (&a.topology, &a.routing) else {
        return Err(Error::input(
            "cost needs --topology and --routing (or --sweep)",
        ));
    };
    let s = router_args(a, routing);
    let faults = a.faults.as_deref().unwrap_or("");
    // A missing liberty is named before anything is built.
    let liberty = match a.timing {
        true => Some(cost::timing::liberty::find(a.liberty.as_deref())?),
        false => None,
    };
    if a.timing {
        cost::timing::require_tools()?;
    }
    if a.fpga.is_some() {
        cost::fpga::require_tools()?;
    }
    let tools = a.yosys || a.timing || a.fpga.is_some();
    let seconds = match tools {
        true => check_tool_budget(a, topology, faults, &s)?,
        false => Default::default(),
    };
    let f = fabric(topology, faults, a.seed.unwrap_or(1), &s)?;
    if tools {
        check_hardware_router(a, &f)?;
        // A signal now ends the tools and removes their scratch folders (ftrouter::interrupt).
        handlers.work_started();
    }
    let mut r = match a.yosys {
        true => with_flow("--yosys", seconds.yosys, || cost::report(&f, measure(true)))?,
        false => cost::report(&f, measure(false))?,
    };
    let mut files = Vec::new();
    if let Some(lib) = &liberty {
        let (t, area, energy) = timing(a, &f, lib, seconds.timing)?;
        if let (Some(energy), Some(rates)) = (energy, &a.rate) {
            let rates = crate::cli::ranges::rate_values(rates).map_err(Error::input)?;
            for rate in rates {
                let p = power(a, rate, &f, (topology, faults), &s, &energy, (&t, &area))?;
                r.power.push(p);
            }
            if let (Some(path), Some(p)) = (&a.power_map, r.power.last()) {
                let title = format!("router power of {topology} {routing}");
                let net = f.network();
                files.push(output::write(path, cost::power_map::svg(net, p, &title))?);
            }
        }
        r.scaled = cost::scaling::scale(&t, &r.power);
        (r.timing, r.area) = (Some(t), Some(area));
    }
    if a.fpga.is_some() {
        let v = router_verilog(&f, "--fpga", Staging::Banks)?;
        let measured = with_flow("--fpga", seconds.fpga, || {
            cost::fpga::measure(&v, ftrouter::hdl::design::ROUTER)
        });
        r.fpga = Some(measured?);
    }
    if a.json {
        out(&format!(
            "{}\n",
            crate::cli::print::json_text(&report_json(topology, routing, &r))?
        ))?;
    } else {
        out(&cost::table::to_text(
            &format!("router of {topology} {routing}"),
            &r,
        ))?;
        if let Some(t) = &r.timing {
            out(&cost::timing::to_text(t))?;
        }
        if let Some(area) = &r.area {
            out(&cost::area::to_text(area))?;
        }
        for p in &r.power {
            out(&cost::power::to_text(p))?;
        }
        if !r.scaled.is_empty() {
            out(&cost::scaling::to_text(&r.scaled, &r.power))?;
        }
        if let Some(p) = &r.fpga {
            out(&cost::fpga::to_text(p))?;
        }
    }
    crate::cli::stdout::commit_after(files)?;
    Ok(ExitCode::SUCCESS)
}

/// `cost --design-space`: the routing is `--routing`, or the first `--vary routing=` value's.
fn run_design_space(a: &CostArgs, handlers: &Handlers) -> Result<ExitCode> {
    let routing = match (&a.routing, a.vary.iter().any(|v| v.starts_with("routing="))) {
        (Some(r), _) => r.clone(),
        (None, true) => "dor".into(),
        (None, false) => {
            return Err(Error::input(
                "cost --design-space needs --routing or --vary routing=...",
            ));
        }
    };
    super::design_space::run(a, router_args(a, &routing), handlers)
}

/// Options that need another: the sweep's outputs, the liberty of the timing flow; and the
/// FPGA family.
fn refuse_one_router_options(a: &CostArgs) -> Result<()> {
    if let Some(flag) = [
        ("--out-csv", a.out_csv.is_some()),
        ("--plot", a.plot.is_some()),
    ]
    .into_iter()
    .find_map(|(f, given)| given.then_some(f))
    {
        return Err(Error::input(format!(
            "{flag} needs --sweep or --design-space"
        )));
    }
    if let Some(flag) = [
        ("--vary", !a.vary.is_empty()),
        ("--cache", a.cache.is_some()),
    ]
    .into_iter()
    .find_map(|(f, given)| given.then_some(f))
    {
        return Err(Error::input(format!("{flag} needs --design-space")));
    }
    for (flag, value) in [("--liberty", &a.liberty), ("--timing-dir", &a.timing_dir)] {
        if let (Some(v), false) = (value, a.timing) {
            return Err(Error::input(format!("{flag} {v} needs --timing")));
        }
    }
    if let (Some(mhz), false) = (a.clock, a.timing) {
        return Err(Error::input(format!("--clock {mhz} needs --timing")));
    }
    if let (Some(rate), false) = (&a.rate, a.timing) {
        return Err(Error::input(format!(
            "--rate {rate} needs --timing (the energies come from its netlist)"
        )));
    }
    for (flag, given) in [
        ("--cycles", a.cycles.map(|c| c.to_string())),
        ("--power-map", a.power_map.clone()),
    ] {
        if let (Some(v), None) = (given, &a.rate) {
            return Err(Error::input(format!("{flag} {v} needs --rate")));
        }
    }
    if let Some(path) = &a.power_map {
        check_parent(path)?;
    }
    match &a.fpga {
        Some(family) => cost::fpga::check_family(family),
        None => Ok(()),
    }
}

/// The estimated seconds of the ASIC and FPGA flows, announced on standard error when they
/// start.
#[derive(Clone, Copy, Debug, Default)]
struct FlowSeconds {
    yosys: f64,
    timing: f64,
    fpga: f64,
}

/// Run a flow of minutes under a progress line with its estimate.
fn with_flow<T>(flag: &str, seconds: f64, work: impl FnOnce() -> T) -> T {
    let what = format!("cost {flag}: synthesizing the router");
    with_spinner(
        &what,
        Some(format!("estimated {}", duration(seconds))),
        work,
    )
}

/// The tools need the hardware router: refuse its limits before compiling tables, then the
/// memory budget; each flow's time estimate is shown in its progress line.
fn check_tool_budget(
    a: &CostArgs,
    topology: &str,
    faults: &str,
    s: &SimOptions,
) -> Result<FlowSeconds> {
    check_hardware_limits(topology, s)?;
    let net = NetArgs {
        topology: topology.into(),
        faults: faults.into(),
        seed: 1,
    };
    let t: ftrouter::topology::Topology = topology.parse()?;
    let budget = s.budget.budget();
    let flows = [
        (
            "--yosys",
            a.yosys,
            ftrouter::budget::yosys(
                &t,
                s.router.vcs,
                s.router.flow.depth,
                s.router.datapath.flit_width,
            ),
        ),
        (
            "--timing",
            a.timing,
            ftrouter::budget::timing(
                &t,
                s.router.vcs,
                s.router.flow.depth,
                s.router.datapath.flit_width,
            ),
        ),
        (
            "--fpga",
            a.fpga.is_some(),
            ftrouter::budget::fpga(
                &t,
                s.router.vcs,
                s.router.flow.depth,
                s.router.datapath.flit_width,
            ),
        ),
    ];
    for (flag, asked, tool) in flows {
        if !asked {
            continue;
        }
        let what = format!("cost {flag}");
        let (what, e) = estimate(&net, s, Work::Build(&what))?;
        budget.check(&what, e.and(tool))?;
    }
    Ok(FlowSeconds {
        yosys: flows[0].2.seconds,
        timing: flows[1].2.seconds,
        fpga: flows[2].2.seconds,
    })
}

/// The timing flow and the area by block, in a scratch folder or in `--timing-dir` (put in
/// place once both are done).
/// With `--rate`, the blocks' energies characterised on the area flow's netlist too.
fn timing(
    a: &CostArgs,
    f: &Fabric,
    lib: &std::path::Path,
    seconds: f64,
) -> Result<(
    cost::timing::TimingReport,
    cost::area::AreaReport,
    Option<cost::energy::EnergyTable>,
)> {
    let v = router_verilog(f, "--timing", Staging::Copy)?;
    let top = ftrouter::hdl::design::ROUTER;
    let flows = |dir: &std::path::Path| -> Result<_> {
        let t = cost::timing::measure_in(dir, &v, top, lib, a.clock)?;
        let area = cost::area::measure_in(dir, &v, top, lib)?;
        let energy = match a.rate {
            Some(_) => {
                let log = std::fs::read_to_string(dir.join("area.log"))
                    .map_err(|e| Error::Io(format!("cannot read Yosys's area.log: {e}")))?;
                let (p, v) = (f.params().ports, f.params().vcs);
                Some(cost::energy::characterise_in(dir, &log, lib, p, v)?)
            }
            None => None,
        };
        Ok((t, area, energy))
    };
    with_flow("--timing", seconds, || match &a.timing_dir {
        None => flows(cost::yosys::scratch_dir()?.path()),
        Some(dir) => {
            let folder = output::Folder::create(dir)?;
            let done = flows(folder.path())?;
            folder.commit()?;
            Ok(done)
        }
    })
}

/// `--rate`: the fabric simulated at load `rate`, its routers' events over the measurement
/// window charged at `energy`, at `--clock` or the router's fmax.
fn power(
    a: &CostArgs,
    rate: f64,
    f: &Fabric,
    (topology, faults): (&str, &str),
    s: &SimOptions,
    energy: &cost::energy::EnergyTable,
    (t, area): (&cost::timing::TimingReport, &cost::area::AreaReport),
) -> Result<cost::power::PowerReport> {
    let mut s = SimOptions { rate, ..s.clone() };
    s.run.cycles = a.cycles.unwrap_or(s.run.cycles);
    let net = NetArgs {
        topology: topology.into(),
        faults: faults.into(),
        seed: a.seed.unwrap_or(1),
    };
    check_budget(
        &net,
        &s,
        Work::Runs {
            what: "cost --rate",
            rates: &[rate],
        },
    )?;
    let (mut fabric, cfg) = setup(&net, &s)?;
    fabric.count_activity();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let result = ftrouter::sim::run_streaming(&mut fabric, &cfg, &stop, &mut |_| {}, |_, _| {})?;
    let window = result
        .activity
        .expect("the cycle model counts its routers' events");
    let present: Vec<bool> = (0..f.num_nodes())
        .map(|v| fabric.router(ftrouter::topology::NodeId::new(v)).is_some())
        .collect();
    let topo = &f.network().topo;
    let address = |v: usize| topo.format_node(ftrouter::topology::NodeId::new(v));
    let (clock_mhz, clock_from) = match a.clock {
        Some(mhz) => (mhz, "--clock"),
        None => (t.fmax_mhz, "the router's fmax"),
    };
    let traffic = s.run.traffic.clone().unwrap_or_else(|| "uniform".into());
    let load = cost::power::Load {
        traffic: &traffic,
        rate,
        clock_mhz,
        clock_from,
    };
    Ok(cost::power::report(
        energy, area, &window, &present, &address, load,
    ))
}

/// The tools measure the generated router: refuse, naming the first tool asked and the
/// value, a router option it cannot build (the pipeline's stages, the matrix arbiter, ...),
/// as `check_tool_budget` refuses its sizes.
fn check_hardware_router(a: &CostArgs, f: &Fabric) -> Result<()> {
    let flag = [
        ("--yosys", a.yosys),
        ("--timing", a.timing),
        ("--fpga", a.fpga.is_some()),
    ]
    .into_iter()
    .find_map(|(flag, asked)| asked.then_some(flag))
    .unwrap_or("--yosys");
    let first = ftrouter::hdl::rtl::generate::healthy(f)?[0];
    match ftrouter::hdl::shape::shape_of(f, first) {
        Ok(_) => Ok(()),
        Err(Error::Input(why)) => Err(Error::input(format!("{flag}: {why}"))),
        Err(e) => Err(e),
    }
}

/// The router's Verilog for a flow (`flag` names it when the router has no hardware).
/// The router's Verilog for the flow of `flag`, its routing table staged by `tables`.
pub(super) fn router_verilog(f: &Fabric, flag: &str, tables: Staging) -> Result<String> {
    match ftrouter::hdl::rtl::generate::router_design(f, tables) {
        Ok(d) => Ok(d.joined()),
        Err(Error::Input(why)) => Err(Error::input(format!("{flag}: {why}"))),
        Err(e) => Err(e),
    }
}

fn run_sweep(a: &CostArgs, handlers: &Handlers) -> Result<ExitCode> {
    refuse_sweep_options(a)?;
    let points = sweep::points();
    if a.yosys {
        check_sweep_budget(a, &points)?;
        // A signal ends every Yosys run and removes their scratch folders.
        handlers.work_started();
    }
    let rows = sweep_rows(a, points)?;
    let base = |routing: &str| sweep_base(a, routing);
    let dor = cost::report(
        &fabric(sweep::BASE_TOPOLOGY, "", 1, &base("dor"))?,
        measure(a.yosys),
    )?;
    let ft = cost::report(
        &fabric(sweep::BASE_TOPOLOGY, "", 1, &base(sweep::BASE_ROUTING))?,
        measure(a.yosys),
    )?;
    let files = stage_sweep(a, &rows)?;
    if a.json {
        print_sweep_json(&rows, &dor, &ft)?;
    } else {
        print_sweep_text(&rows, &dor, &ft)?;
    }
    crate::cli::stdout::commit_after(files)?;
    Ok(ExitCode::SUCCESS)
}

/// The sweep varies the router itself: refuse the options of one router, and outputs that
/// cannot be written or name one file.
fn refuse_sweep_options(a: &CostArgs) -> Result<()> {
    let given = [
        ("--topology", a.topology.is_some()),
        ("--faults", a.faults.is_some()),
        ("--seed", a.seed.is_some()),
        ("--routing", a.routing.is_some()),
        ("--vcs", a.vcs.is_some()),
        ("--depth", a.depth.is_some()),
        ("--packet", a.packet.is_some()),
        ("--switching", a.switching.is_some()),
        ("--flit-width", a.flit_width.is_some()),
        ("--stages", a.stages.is_some()),
        ("--arbiter", a.arbiter.is_some()),
        ("--traffic", a.traffic.is_some()),
        ("--timing", a.timing),
        ("--liberty", a.liberty.is_some()),
        ("--timing-dir", a.timing_dir.is_some()),
        ("--clock", a.clock.is_some()),
        ("--fpga", a.fpga.is_some()),
        ("--rate", a.rate.is_some()),
        ("--cycles", a.cycles.is_some()),
        ("--power-map", a.power_map.is_some()),
        ("--design-space", a.design_space),
        ("--vary", !a.vary.is_empty()),
        ("--cache", a.cache.is_some()),
    ];
    if let Some((flag, _)) = given.iter().find(|(_, g)| *g) {
        return Err(Error::input(format!(
            "cost --sweep varies the router itself from a {} {} base: {flag} is not used",
            sweep::BASE_TOPOLOGY,
            sweep::BASE_ROUTING
        )));
    }
    check_csv_and_plot(a)
}

/// `--out-csv` and `--plot` (of `--sweep` or `--design-space`): each in a folder that exists,
/// and not the same file.
pub(super) fn check_csv_and_plot(a: &CostArgs) -> Result<()> {
    for path in [&a.out_csv, &a.plot].into_iter().flatten() {
        check_parent(path)?;
    }
    if let (Some(csv), Some(plot)) = (&a.out_csv, &a.plot) {
        output::check_distinct(&[
            ("--out-csv".to_string(), csv.into()),
            ("--plot".to_string(), plot.into()),
        ])?;
    }
    Ok(())
}

/// The sweep's base router with `routing`.
fn sweep_base(a: &CostArgs, routing: &str) -> SimOptions {
    let mut s = router_args(a, routing);
    s.router.vcs = sweep::BASE_VCS;
    s.router.flow.depth = sweep::BASE_DEPTH;
    s.router.packet = sweep::BASE_PACKET;
    s.router.datapath.flit_width = sweep::BASE_FLIT;
    s
}

/// Refuse a Yosys sweep beyond the time budget (minutes: `sweep::yosys_estimate`).
fn check_sweep_budget(a: &CostArgs, points: &[sweep::Point]) -> Result<()> {
    a.budget.budget().check(
        &format!("cost --sweep --yosys ({} routers)", points.len()),
        sweep::yosys_estimate(points),
    )
}

/// Every point's cost report, in parallel: each is one Yosys run of seconds to minutes (the
/// 11-port router).
fn sweep_rows(a: &CostArgs, points: Vec<sweep::Point>) -> Result<Vec<(sweep::Point, CostReport)>> {
    use rayon::prelude::*;
    let base = |routing: &str| sweep_base(a, routing);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let rows: Vec<(sweep::Point, CostReport)> = points
        .into_par_iter()
        .map(|p| {
            let mut s = base(sweep::BASE_ROUTING);
            s.router.vcs = p.vcs;
            s.router.flow.depth = p.depth;
            s.router.packet = p.packet;
            s.router.datapath.flit_width = p.flit_width;
            let r = cost::report(&fabric(p.topology, "", 1, &s)?, measure(a.yosys))?;
            if a.yosys {
                let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                say_err!(
                    "cost --sweep: {n} routers synthesized ({} {})",
                    p.sweep,
                    p.value
                );
            }
            Ok((p, r))
        })
        .collect::<Result<_>>()?;
    Ok(rows)
}

/// The CSV and the plot, staged to be put in place together, or neither (ftrouter::output).
fn stage_sweep(a: &CostArgs, rows: &[(sweep::Point, CostReport)]) -> Result<Vec<output::Ready>> {
    let mut files = Vec::new();
    if let Some(path) = &a.out_csv {
        files.push(output::write(path, sweep::csv(rows))?);
    }
    if let Some(path) = &a.plot {
        let title = format!(
            "router cost from a {} {} base",
            sweep::BASE_TOPOLOGY,
            sweep::BASE_ROUTING
        );
        files.push(output::write(path, cost::plot::svg(&title, rows))?);
    }
    Ok(files)
}

/// The sweep and the DOR / fault-tolerant comparison as one JSON object.
fn print_sweep_json(
    rows: &[(sweep::Point, CostReport)],
    dor: &CostReport,
    ft: &CostReport,
) -> Result<()> {
    let points: Vec<serde_json::Value> = rows
        .iter()
        .map(|(p, r)| {
            let mut v = report_json(p.topology, sweep::BASE_ROUTING, r);
            v["sweep"] = json!(p.sweep);
            v["value"] = json!(p.value);
            v
        })
        .collect();
    let v = json!({
        "points": points,
        "comparison": {
            "dor": report_json(sweep::BASE_TOPOLOGY, "dor", dor),
            "bubble": report_json(sweep::BASE_TOPOLOGY, sweep::BASE_ROUTING, ft),
        },
    });
    out(&format!("{}\n", crate::cli::print::json_text(&v)?))
}

/// The sweep as a table, then the comparison.
fn print_sweep_text(
    rows: &[(sweep::Point, CostReport)],
    dor: &CostReport,
    ft: &CostReport,
) -> Result<()> {
    out(&format!(
        "{:<11} {:>6} {:<14} {:>12} {:>12} {:>12} {:>18}\n",
        "sweep",
        "value",
        "topology",
        "storage_bits",
        "model_gates",
        "yosys_cells",
        "yosys_transistors"
    ))?;
    let opt = |v: Option<u64>| v.map_or("-".into(), |v| v.to_string());
    for (p, r) in rows {
        out(&format!(
            "{:<11} {:>6} {:<14} {:>12} {:>12} {:>12} {:>18}\n",
            p.sweep,
            p.value,
            p.topology,
            r.totals.storage_bits,
            r.totals.model_gates,
            opt(r.totals.yosys_cells),
            opt(r.totals.yosys_transistors)
        ))?;
    }
    out("\n")?;
    out(&sweep::compare_text(dor, ft))
}
