//! What several subcommands share before their own work: the network and the fabric built
//! from the options (`setup`), the estimate of the work checked against the budget first
//! (`check_budget`), and the checks of outputs and options that refuse a run before it starts.

use crate::cli::{NetArgs, SimOptions};
use ftrouter::budget::{self, Estimate};
use ftrouter::fabric::Fabric;
use ftrouter::output;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table;
use ftrouter::topology::{FaultSchedule, FaultSet, Network, Topology};
use ftrouter::workload;
use ftrouter::workload::{FaultPlan, Pattern, Reconfigure, SimConfig};
use ftrouter::{Error, Result, wave};

/// The flow table `s` asks for on `topo`, estimated at its largest: every source, or every
/// pair that could see a packet (at most one per packet generated).
fn flow_estimate(s: &SimOptions, topo: &Topology, cycles: f64) -> Result<Estimate> {
    let nodes = topo.num_nodes() as f64;
    let rows = match s.output.flows.key()? {
        None => 0.0,
        Some(workload::flows::FlowKey::Source) => nodes,
        Some(workload::flows::FlowKey::Pair) => {
            let packets = s.rate / s.router.packet as f64 * nodes * cycles;
            (nodes * nodes).min(packets.ceil() + nodes)
        }
    };
    Ok(budget::flow_rows(rows))
}

/// Parse the topology and faults into the surviving network.
pub fn build(args: &NetArgs) -> Result<Network> {
    let topo: Topology = args.topology.parse()?;
    let faults = FaultSet::parse(&topo, &args.faults, args.seed)?;
    Ok(Network::new(topo, faults))
}

/// What a command does with the fabric [`setup`] builds, for its estimate (checked against
/// `--budget-mb` and the time limit before any table is compiled).
#[derive(Clone, Copy, Debug)]
pub enum Work<'a> {
    /// Build the fabric only (`cost`).
    Build(&'a str),
    /// Build it, write its Verilog and run the cycle model for its testbench (`verilog`).
    Verilog(&'a str),
    /// Build it and run the cycle model once at each load of `rates` (`sim`, `sweep`,
    /// `crossval`).
    Runs { what: &'a str, rates: &'a [f64] },
    /// Write its Verilog, run the cycle model once beside it and replay the run in Verilator
    /// (or Icarus), for one router or the whole fabric (`cosim`).
    Cosim { verilator: bool, one_router: bool },
}

/// The estimate of `work` on the fabric `args` and `s` describe (above the table compiler's
/// node limit, its refusal).
pub fn estimate(args: &NetArgs, s: &SimOptions, work: Work) -> Result<(String, Estimate)> {
    let topo: Topology = args.topology.parse()?;
    let mode: table::Mode = s.router.routing.parse()?;
    // Above the table limit, the compiler's own message, before the network is built.
    table::check_node_limit(&topo, mode)?;
    let faulty = !args.faults.trim().is_empty() || !s.faults.fault_at.is_empty();
    let cycles = s.run.warmup as f64 + s.run.cycles as f64;
    // The design and the cycle model's run for its vectors (`verilog` and `cosim`).
    let design = || {
        let (vcs, depth, packet) = (s.router.vcs, s.router.flow.depth, s.router.packet);
        budget::cosim(&topo, mode, faulty, vcs, depth, packet, cycles, s.rate)
    };
    Ok(match work {
        Work::Build(what) => (
            format!("{what} on {topo} ({mode} tables)"),
            budget::fabric(&topo, mode, faulty, s.router.vcs, s.router.flow.depth),
        ),
        // The design, and the cycle model's run for the shipped testbench's vectors.
        Work::Verilog(what) => (
            format!("{what} on {topo} ({mode} tables and design, {cycles:.0} cycles)"),
            design(),
        ),
        Work::Runs { what, rates } => (
            format!(
                "{what} on {topo} ({mode} tables, {} x {cycles:.0} cycles{})",
                rates.len(),
                match &s.output.flows.flows {
                    Some(key) => format!(", --flows {key}"),
                    None => String::new(),
                }
            ),
            budget::simulation(
                &topo,
                mode,
                faulty,
                s.router.vcs,
                s.router.flow.depth,
                s.router.packet,
                cycles,
                rates,
            )
            .and(flow_estimate(s, &topo, cycles)?),
        ),
        Work::Cosim {
            verilator,
            one_router,
        } => {
            let routers = if one_router { 1 } else { topo.num_nodes() };
            // The boot loader writes the tables first: about 4 cycles per node.
            let replayed = cycles + 4.0 * topo.num_nodes() as f64;
            (
                format!("cosim on {topo} ({mode} tables and design, {cycles:.0} cycles)"),
                design().and(budget::hdl_simulator(verilator, routers, replayed)),
            )
        }
    })
}

/// Refuse `work` beyond the memory budget of `s`, before anything costly; the estimate, for
/// the progress line.
pub fn check_budget(args: &NetArgs, s: &SimOptions, work: Work) -> Result<Estimate> {
    let (what, e) = estimate(args, s, work)?;
    s.budget.budget().check(&what, e)?;
    check_trace_budget(s)?;
    Ok(e)
}

/// `check_budget` for `crossval`, whose models keep every packet's record at every load of
/// `offered`: the fabric, the runs and the records checked as one estimate.
pub fn check_budget_with_records(
    args: &NetArgs,
    s: &SimOptions,
    work: Work,
    offered: &[f64],
) -> Result<Estimate> {
    let (what, e) = estimate(args, s, work)?;
    let topo: Topology = args.topology.parse()?;
    let cycles = s.run.warmup as f64 + s.run.cycles as f64;
    // Both models, each keeping its records, at every load.
    let packets: f64 = offered
        .iter()
        .map(|r| 2.0 * r / s.router.packet as f64 * topo.num_nodes() as f64 * cycles)
        .sum();
    let e = e.and(budget::packet_records(packets));
    s.budget
        .budget()
        .check(&format!("{what}, about {packets:.0} packet records"), e)?;
    check_trace_budget(s)?;
    Ok(e)
}

/// Refuse to write `what` (estimated at `bytes`) to `path` (a file or a folder to create)
/// when the disk that would hold it has less free space, unless `--force`.
pub fn check_free_space(s: &SimOptions, path: &str, what: &str, bytes: u128) -> Result<()> {
    if s.budget.force {
        return Ok(());
    }
    let p = std::path::Path::new(path);
    let dir = if p.is_dir() {
        p
    } else {
        p.parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(std::path::Path::new("."))
    };
    match output::free_bytes(dir) {
        Some(free) if bytes > free => Err(Error::input(format!(
            "{path:?}: {what} is estimated at {} MB, beyond the {} MB free on its disk (or pass --force)",
            bytes.div_ceil(1 << 20),
            free / (1 << 20)
        ))),
        _ => Ok(()),
    }
}

/// A trace is read whole before the run: refuse one larger than the memory budget allows
/// (by the file's size; a file that is not regular is refused when it is read).
fn check_trace_budget(s: &SimOptions) -> Result<()> {
    let Some(path) = s
        .run
        .traffic
        .as_deref()
        .and_then(|t| t.strip_prefix("trace:"))
    else {
        return Ok(());
    };
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(());
    };
    if !meta.is_file() {
        return Ok(());
    }
    s.budget.budget().check(
        &format!("trace {path:?} ({} bytes)", meta.len()),
        ftrouter::budget::trace_file(meta.len()),
    )
}

/// Validate router and traffic options and build the fabric and run configuration (the
/// caller has checked the budget of its work with [`check_budget`]).
pub fn setup(args: &NetArgs, s: &SimOptions) -> Result<(Fabric, SimConfig)> {
    let net = build(args)?;
    let mode: table::Mode = s.router.routing.parse()?;
    mode.check_topology(&net)?;
    let switching = match &s.router.flow.switching {
        Some(text) => text.parse()?,
        None => Switching::default_for(mode),
    };
    if !(0.0..=1.0).contains(&s.rate) || s.rate.is_nan() {
        return Err(Error::input(format!(
            "rate {} is not within 0..1 flits/node/cycle",
            s.rate
        )));
    }
    if s.router.vcs == 0 {
        return Err(Error::input("vcs = 0: need at least one virtual channel"));
    }
    for path in [
        &s.output.packets_out,
        &s.output.flows.flows_out,
        &s.output.vcd,
    ]
    .into_iter()
    .flatten()
    {
        check_parent(path)?;
    }
    check_sim_outputs(s, &[])?;
    let booksim = s.router.flow.preset.as_deref() == Some("booksim");
    // Under the preset every traffic name means BookSim2's pattern of that name
    // (docs/cycle-model.md, "Traffic under the preset").
    let traffic = s.run.traffic.as_deref().unwrap_or("uniform");
    let pattern = if booksim {
        Pattern::parse_booksim(traffic, &net.topo)?
    } else {
        Pattern::parse(traffic, &net.topo)?
    };
    let cfg = SimConfig {
        pattern,
        rate: s.rate,
        warmup: s.run.warmup,
        cycles: s.run.cycles,
        watchdog: s.watchdog,
        seed: args.seed,
        injection_delay: u64::from(booksim),
        injection_credit_delay: 2 * u64::from(booksim),
        faults: fault_plan(s, &net, args.seed)?,
        threads: s.threads.unwrap_or_else(ftrouter::sim::all_cores),
        flows: s.output.flows.key()?,
        ..SimConfig::default()
    };
    if cfg.flows == Some(workload::flows::FlowKey::Pair) && cfg.pattern.list_capacity() > 0 {
        return Err(Error::input(format!(
            "--flows pair: the multicast packets of --traffic {traffic} have several destinations each; use --flows source"
        )));
    }
    cfg.validate()?;
    // A disconnected fault set is simulated: packets between components are undeliverable.
    let tables = table::compile(&net, mode)?;
    let params = router_params(s, &tables, switching, &cfg, &net.topo)?;
    refuse_unused_router_options(s, &params, &cfg)?;
    params.validate()?;
    // Every model refuses what the router cannot carry before running.
    if let Pattern::Trace(records) = &cfg.pattern {
        workload::trace_check::check(records, &params, &net.topo)?;
    }
    Ok((Fabric::with_tables(net, tables, params)?, cfg))
}

/// The router `s` describes over `tables`, the preset and then each option given applied.
fn router_params(
    s: &SimOptions,
    tables: &table::CompiledTables,
    switching: Switching,
    cfg: &SimConfig,
    topo: &Topology,
) -> Result<RouterParams> {
    let mut params = RouterParams::new(
        tables,
        s.router.vcs,
        s.router.flow.depth,
        s.router.packet,
        switching,
    );
    params.stages = s.router.stages;
    params.multicast_layers = !s.router.datapath.paper_multicast;
    // The head flit carries the longest destination list the traffic draws.
    params.list_capacity = cfg.pattern.list_capacity();
    params.flit_width = s.router.datapath.flit_width;
    params.payload_seed = cfg.seed;
    if s.router.flow.preset.as_deref() == Some("booksim") {
        params.apply_booksim_preset(!topo.has_rings());
    }
    if let Some(delay) = s.router.flow.credit_delay {
        params.credit_delay = delay;
    }
    if let Some(delay) = s.router.flow.link_delay {
        params.link_delay = delay;
    }
    if let Some(on) = &s.router.flow.transit_priority {
        params.transit_priority = on == "on";
    }
    if let Some(patience) = s.router.flow.escape_patience {
        params.escape_patience = patience;
    }
    if let Some(patience) = s.router.flow.injection_patience {
        params.injection_patience = patience;
    }
    if let Some(limit) = s.router.flow.max_misses {
        if !params.bubble_check() {
            return Err(Error::input(format!(
                "--max-misses {limit}: only routings with escape rings (bubble, pv, esv) limit a packet's moves off its ring"
            )));
        }
        params.max_misses = limit;
    }
    params.arbiter = s.router.datapath.arbiter.parse()?;
    Ok(params)
}

/// The faults that strike during the run (`--fault-at`), on top of the network's own.
fn fault_plan(s: &SimOptions, net: &Network, seed: u64) -> Result<FaultPlan> {
    let schedule = FaultSchedule::parse(&net.topo, net.faults.clone(), &s.faults.fault_at, seed)?;
    Ok(FaultPlan {
        events: schedule.events,
        detection_delay: s.faults.detection_delay.unwrap_or(DEFAULT_DETECTION_DELAY),
        reconfigure: match &s.faults.reconfigure {
            Some(text) => Reconfigure::parse(text)?,
            None => Reconfigure::Drain,
        },
        retransmit: s.faults.retransmit,
    })
}

/// Cycles from a fault until its reconfiguration starts, unless `--detection-delay` says.
const DEFAULT_DETECTION_DELAY: u64 = 100;

/// Router options that mean nothing for this network and traffic, refused naming them.
fn refuse_unused_router_options(
    s: &SimOptions,
    params: &RouterParams,
    cfg: &SimConfig,
) -> Result<()> {
    if s.router.datapath.paper_multicast && cfg.pattern.list_capacity() == 0 {
        return Err(Error::input(
            "--paper-multicast changes how multicast packets use VCs, and this traffic has none (use --traffic multicast:K or a multicast trace)",
        ));
    }
    let why = match params.mode() {
        table::Mode::Dor => "dor has no adaptive VCs to wait for before the escape VC",
        table::Mode::MinAdapt => {
            "min-adapt's VA (BookSim2's iSLIP) asks for adaptive and escape VCs at once"
        }
        _ => return Ok(()),
    };
    let given = [
        ("--escape-patience", s.router.flow.escape_patience),
        ("--injection-patience", s.router.flow.injection_patience),
    ];
    if let Some((flag, Some(v))) = given.into_iter().find(|(_, v)| v.is_some()) {
        return Err(Error::input(format!("{flag} {v}: {why}")));
    }
    Ok(())
}

/// Refuse, before the run, outputs of `sim` that name one file, or the trace it reads: the
/// CSV, the VCD and the files the VCD brings (its save file and filters), and `extra` (a
/// command's own outputs, as `--plot`).
pub fn check_sim_outputs(s: &SimOptions, extra: &[(&str, &str)]) -> Result<()> {
    let mut outputs: Vec<(String, std::path::PathBuf)> = Vec::new();
    if let Some(trace) = s
        .run
        .traffic
        .as_deref()
        .and_then(|t| t.strip_prefix("trace:"))
    {
        outputs.push(("the trace read".into(), trace.into()));
    }
    for (what, path) in extra {
        outputs.push(((*what).into(), (*path).into()));
    }
    if let Some(p) = &s.output.packets_out {
        outputs.push(("--packets-out".into(), p.into()));
    }
    if let Some(p) = &s.output.flows.flows_out {
        outputs.push(("--flows-out".into(), p.into()));
    }
    if let Some(v) = &s.output.vcd {
        outputs.push(("--vcd".into(), v.into()));
        for side in wave::side_files(v) {
            outputs.push((format!("--vcd's {}", side.display()), side));
        }
    }
    output::check_distinct(&outputs)
}

/// An output file's folder must exist and the file must not be a folder: say so before
/// simulating, not after.
pub fn check_parent(path: &str) -> Result<()> {
    if path.is_empty() {
        return Err(Error::input("output \"\": give a file name"));
    }
    if std::path::Path::new(path).is_dir() || path.ends_with('/') {
        return Err(Error::input(format!(
            "output {path:?} is a folder, not a file"
        )));
    }
    let parent = std::path::Path::new(path)
        .parent()
        .filter(|p| !p.as_os_str().is_empty());
    match parent {
        Some(dir) if !dir.is_dir() => Err(Error::input(format!(
            "output {path:?}: folder {} does not exist",
            dir.display()
        ))),
        _ => Ok(()),
    }
}

/// Refuse a run of a model that keeps every packet's record (`copies` runs at once) when the
/// packets it generates would exceed the memory budget.
pub fn check_records(
    fabric: &Fabric,
    cfg: &SimConfig,
    s: &SimOptions,
    copies: f64,
    what: &str,
) -> Result<()> {
    let packets = match &cfg.pattern {
        Pattern::Trace(records) => records.len() as f64,
        _ => {
            let cycles = cfg.warmup as f64 + cfg.cycles as f64;
            cfg.rate / fabric.params().packet_len as f64
                * fabric.network().num_healthy() as f64
                * cycles
        }
    };
    s.budget.budget().check(
        &format!("{what}: about {packets:.0} packets kept"),
        ftrouter::budget::packet_records(packets * copies),
    )
}

/// The warning about trace lines the run will skip (counted in `trace_lines_dropped`).
pub fn dropped_warning(fabric: &Fabric, cfg: &SimConfig) -> Option<String> {
    let Pattern::Trace(records) = &cfg.pattern else {
        return None;
    };
    let gen_end = cfg.warmup.saturating_add(cfg.cycles);
    let dropped = workload::trace_check::dropped(records, fabric.network(), gen_end).warning();
    // Packets created in the warm-up run but are not measured: a short trace can vanish
    // from the statistics whole.
    let hidden = records
        .iter()
        .filter(|r| r.cycle < cfg.warmup.min(gen_end))
        .count();
    let hidden = (hidden > 0).then(|| {
        format!(
            "{hidden} of {} trace packets start before the warm-up ends at cycle {}: they run but are not in the statistics (pass --warmup 0 to measure them)",
            records.len(),
            cfg.warmup
        )
    });
    let parts: Vec<String> = dropped.into_iter().chain(hidden).collect();
    (!parts.is_empty()).then(|| format!("warning: {}", parts.join("; ")))
}

/// The behavioral model named by `--behavioral`, timed like the fabric's routers.
pub fn behavioral_config(
    fabric: &Fabric,
    name: &str,
) -> Result<ftrouter::behavioral::BehavioralConfig> {
    refuse_behavioral(fabric)?;
    Ok(ftrouter::behavioral::BehavioralConfig::matching(fabric.params()).with_model(name.parse()?))
}

/// The behavioral models decide as the tables say, with the parity rule and Duato's VA:
/// refuse BookSim2 parity behaviour they would not reproduce (min-adapt, ties drawn per packet).
pub fn refuse_behavioral(fabric: &Fabric) -> Result<()> {
    let params = fabric.params();
    if params.mode() == table::Mode::MinAdapt {
        return Err(Error::input(
            "routing min-adapt: the behavioral models do not model its allocator (BookSim2's iSLIP); use the cycle model",
        ));
    }
    if params.grant_to_arrival() != RouterParams::GRANT_TO_EJECTION {
        return Err(Error::input(format!(
            "link delay = {} cycles: the behavioral models take a hop and the ejection alike ({} cycles from the grant, link delay 2); use the cycle model, or give --link-delay 2",
            params.link_delay,
            RouterParams::GRANT_TO_EJECTION
        )));
    }
    if params.unordered_choice() {
        return Err(Error::input(format!(
            "{}, which the behavioral models do not (they ask for one VC of disjoint classes); use the cycle model",
            params.booksim_vc_rule()
        )));
    }
    let ties = fabric
        .tables()
        .routers
        .iter()
        .flatten()
        .any(|t| t.entries().any(|e| e.tie_dim > 0));
    if params.tie_draw() && ties {
        return Err(Error::input(
            "--preset booksim draws ties at half a ring per packet, which the behavioral models do not (they keep the parity rule); give --credit-delay 2 --transit-priority off instead",
        ));
    }
    Ok(())
}

/// Refuse what the hardware generator does not build, before any table is compiled.
pub fn check_hardware_limits(topology: &str, sim: &SimOptions) -> Result<()> {
    let topo: ftrouter::topology::Topology = topology.parse()?;
    ftrouter::hdl::rtl::generate::check_limits(
        &topo,
        sim.router.vcs,
        sim.router.flow.depth,
        sim.router.datapath.flit_width,
    )
}

/// The hardware reads the traffic for one thing, the multicast list its head flits carry:
/// refuse what `sim` would refuse for that list, and any other traffic (`command` names the
/// command in the message).
pub fn check_hardware_traffic(
    command: &str,
    s: &SimOptions,
    fabric: &Fabric,
    cfg: &SimConfig,
) -> Result<()> {
    ftrouter::workload::check_multicast(&cfg.pattern, fabric.params())?;
    if let Some(traffic) = &s.run.traffic
        && cfg.pattern.list_capacity() == 0
    {
        return Err(Error::input(format!(
            "--traffic {traffic}: {command} reads the traffic only to size the head flit's multicast list (multicast:K or a multicast trace)"
        )));
    }
    Ok(())
}

/// The router values a run derived where no option said (the switching its routing defaults
/// to, the preset's credit delay), for the configuration its JSON carries (`cli::config`).
pub fn record_derived(fabric: &Fabric, s: &SimOptions) {
    let p = fabric.params();
    let switching = match p.switching {
        Switching::Vct => "vct",
        Switching::Wormhole => "wormhole",
    };
    let mut derived = vec![
        ("switching", switching.into()),
        (
            "traffic",
            s.run.traffic.as_deref().unwrap_or("uniform").into(),
        ),
        ("credit_delay", p.credit_delay.into()),
        ("link_delay", p.link_delay.into()),
        (
            "transit_priority",
            if p.transit_priority { "on" } else { "off" }.into(),
        ),
        ("escape_patience", p.escape_patience.into()),
        ("injection_patience", p.injection_patience.into()),
    ];
    if p.bubble_check() {
        derived.push(("max_misses", p.max_misses.into()));
    }
    crate::cli::config::derive(&derived);
}
