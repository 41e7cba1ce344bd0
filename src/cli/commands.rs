//! One function per subcommand.

use super::{Command, NetArgs, SimArgs, interrupt};
use ftrouter::budget::{self, Estimate};
use ftrouter::experiments::{self, Options};
use ftrouter::fabric::Fabric;
use ftrouter::output;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::{algorithms, check, table};
use ftrouter::sim::{self, Pattern, SimConfig};
use ftrouter::topology::{FaultSet, Network, Topology};
use ftrouter::{Error, Result, wave};
use serde_json::json;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use super::stdout::{say, say_raw};

pub fn run(cmd: Command) -> Result<ExitCode> {
    // Every command: a signal during setup ends it at once, leaving nothing behind.
    let handlers = interrupt::install()?;
    match cmd {
        Command::Demo { out } => demo(&out),
        Command::Topo { net, budget, json } => topo(&net, &budget.budget(), json),
        Command::Route {
            net,
            algorithm,
            from,
            to,
            check,
            budget,
            json,
        } => {
            if check {
                let topo: Topology = net.topology.parse()?;
                // Above the table limit, the compiler's own message, before the network is built.
                table::check_node_limit(&topo)?;
                budget.budget().check(
                    &format!("route --check on {topo}"),
                    ftrouter::budget::table_check(&topo),
                )?;
                route_check(&build(&net)?, &algorithm, json)
            } else {
                let (Some(from), Some(to)) = (from, to) else {
                    return Err(Error::input("route needs --from and --to, or --check"));
                };
                let topo: Topology = net.topology.parse()?;
                if matches!(algorithm.as_str(), "duato" | "bubble") {
                    // It compiles the tables: above their limit, the compiler's message now.
                    table::check_node_limit(&topo)?;
                }
                budget.budget().check(
                    &format!("route {algorithm} on {topo}"),
                    ftrouter::budget::route_one(&topo, &algorithm),
                )?;
                route_one(&build(&net)?, &algorithm, &from, &to, json)
            }
        }
        Command::Sim { net, sim, json } => simulate(&net, &sim, json, &handlers),
        Command::Cost(args) => super::cost::run(&args, &handlers),
        Command::Crossval {
            net,
            sim,
            rates,
            plot,
            json,
        } => crossval(&net, &sim, rates.as_deref(), plot.as_deref(), json),
        Command::Verilog { net, sim, out } => super::hardware::verilog(&net, &sim, &out),
        Command::Cosim {
            net,
            sim,
            router,
            simulator,
            dir,
            rtl,
            json,
        } => super::hardware::cosim(
            &net,
            &sim,
            &super::hardware::CosimArgs {
                router: router.as_deref(),
                simulator: &simulator,
                dir: dir.as_deref(),
                rtl: rtl.as_deref(),
                json,
            },
            &handlers,
        ),
        Command::Model {
            topology,
            vcs,
            packet,
            rate,
            json,
        } => model(&topology, vcs, packet, rate, json),
        Command::Sweep {
            net,
            sim,
            rates,
            plot,
            json,
        } => sweep(&net, &sim, &rates, plot.as_deref(), json),
        Command::Vectors {
            net,
            algorithm,
            budget,
            json,
        } => {
            let topo: Topology = net.topology.parse()?;
            budget.budget().check(
                &format!("vectors on {topo}"),
                ftrouter::budget::vector_listing(&topo, &algorithm, json),
            )?;
            vectors(&build(&net)?, &algorithm, json)
        }
        Command::Experiment {
            name,
            list,
            samples,
            seed,
            plot,
            budget,
            json,
        } => {
            if list || name.is_none() {
                for (n, d) in experiments::catalogue() {
                    say!("{n:14} {d}");
                }
                return Ok(ExitCode::SUCCESS);
            }
            let opts = Options {
                samples,
                seed,
                progress: true,
                budget: budget.budget(),
            };
            let name = name.as_deref().unwrap_or_default();
            if let Some(path) = &plot {
                if !experiments::draws_plot(name) {
                    return Err(Error::input(format!(
                        "experiment {name} draws no plot (--plot applies to duato-model)"
                    )));
                }
                check_parent(path)?;
            }
            let report = experiments::run(name, &opts)?;
            if let Some(path) = &plot {
                output::write_now(path, experiments::duato::plot_svg(&report))?;
            }
            if json {
                print_json(&report)?;
            } else {
                say_raw!("{}", report.to_text());
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Parse the topology and faults into the surviving network.
pub fn build(args: &NetArgs) -> Result<Network> {
    let topo: Topology = args.topology.parse()?;
    let faults = FaultSet::parse(&topo, &args.faults, args.seed)?;
    Ok(Network::new(topo, faults))
}

fn topo(args: &NetArgs, budget: &ftrouter::budget::Budget, json: bool) -> Result<ExitCode> {
    let topology: Topology = args.topology.parse()?;
    budget.check(
        &format!("topo {topology}"),
        ftrouter::budget::network_summary(&topology),
    )?;
    let net = build(args)?;
    let s = with_spinner(&format!("topo {topology}"), || net.summary());
    if json {
        print_json(&s)?;
    } else {
        say!("topology       {}", s.topology);
        say!("nodes          {} ({} healthy)", s.nodes, s.healthy_nodes);
        say!("links          {} ({} healthy)", s.links, s.healthy_links);
        say!("connected      {}", s.connected);
        match (s.diameter, s.connected) {
            (Some(d), _) => say!("diameter       {d}"),
            (None, true) => say!("diameter       not computed (faulty network above 8192 nodes)"),
            (None, false) => say!("diameter       - ({} components)", s.components.len()),
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn route_one(net: &Network, algorithm: &str, from: &str, to: &str, json: bool) -> Result<ExitCode> {
    let (s, d) = (net.topo.parse_node(from)?, net.topo.parse_node(to)?);
    for (v, text) in [(s, from), (d, to)] {
        if !net.is_healthy(v) {
            return Err(Error::input(format!(
                "node {text} is faulty in this network"
            )));
        }
    }
    let r = algorithms::route(net, algorithm, s, d)?;
    let path: Vec<String> = r.path.iter().map(|&v| net.topo.format_node(v)).collect();
    let distance = ftrouter::routing::healthy_distance(net, s, d);
    if json {
        let out = json!({
            "path": path, "hops": r.hops(), "outcome": r.outcome, "distance": distance,
            "claimed_hops": r.claimed_hops,
        });
        print_json(&out)?;
    } else {
        say!("{}", path.join(" -> "));
        say!(
            "hops {} ({:?}); shortest in the surviving network: {}",
            r.hops(),
            r.outcome,
            distance.map_or("none".into(), |d| d.to_string())
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn route_check(net: &Network, algorithm: &str, json: bool) -> Result<ExitCode> {
    let mode: table::Mode = algorithm.parse()?;
    mode.check_topology(net)?;
    net.require_connected()?;
    let what = format!("route --check on {}", net.topo);
    let tables = with_spinner(&format!("{what}: compiling tables"), || {
        table::compile(net, mode)
    })?;
    let report = with_spinner(&format!("{what}: checking tables"), || {
        check::check_tables(net, &tables)
    });
    if json {
        print_json(&report)?;
    } else {
        say!(
            "{} on {} (faults: {})",
            report.routing,
            report.topology,
            faults_text(&report.faults)
        );
        if let Some(kind) = report.escape {
            say!(
                "escape network: {kind:?}, {} channels",
                report.escape_channels
            );
        }
        print_checks(&report)?;
        say!("verdict: {}", report.verdict);
    }
    Ok(if report.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn vectors(net: &Network, algorithm: &str, json: bool) -> Result<ExitCode> {
    let rows = algorithms::vectors(net, algorithm)?;
    if json {
        print_json(&json!({ "nodes": rows }))?;
    } else {
        for r in &rows {
            let v: Vec<String> = r
                .vector
                .iter()
                .map(|x| match x.as_f64() {
                    Some(f) if x.is_f64() => format!("{f:.3}"),
                    _ => x.to_string(),
                })
                .collect();
            let state = if r.faulty { "faulty" } else { "" };
            say!(
                "{:10} {state:6} F={{{}}} [{}]",
                r.node,
                r.faulty_set.join(" "),
                v.join(", ")
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn demo(out: &str) -> Result<ExitCode> {
    // Everything is written into a hidden folder beside `out` and put in place at the end
    // (output::Folder): a failed demo leaves `out` as it was.
    let folder = output::Folder::create(out)?;
    let stage = folder.path().to_string_lossy().into_owned();
    let write = |name: &str, value: &serde_json::Value| -> Result<()> {
        folder.write(
            name,
            serde_json::to_string_pretty(value).expect("serialisable"),
        )
    };
    let args = NetArgs {
        topology: "torus:4x4".into(),
        faults: "link:0.0-0.1,link:1.1-2.1".into(),
        seed: 1,
    };
    say!("== topology: {} with faults {}", args.topology, args.faults);
    let net = build(&args)?;
    let summary = net.summary();
    say!(
        "{} healthy nodes, {} healthy links, connected {}, diameter {:?}",
        summary.healthy_nodes,
        summary.healthy_links,
        summary.connected,
        summary.diameter
    );
    write(
        "topo.json",
        &serde_json::to_value(&summary).expect("serialisable"),
    )?;
    let mut all_pass = true;
    for mode in [
        table::Mode::Dor,
        table::Mode::Duato,
        table::Mode::Bubble,
        table::Mode::Pv,
    ] {
        say!("== routing tables: {mode}");
        let tables = table::compile(&net, mode)?;
        let report = check::check_tables(&net, &tables);
        print_checks(&report)?;
        all_pass &= report.passed();
        write(
            &format!("check-{mode}.json"),
            &serde_json::to_value(&report).expect("serialisable"),
        )?;
    }
    say!("== cycle-accurate simulation: bubble routing, 0.2 flits/node/cycle");
    let sim_args = SimArgs {
        routing: "bubble".into(),
        vcs: 2,
        depth: 8,
        packet: 4,
        switching: None,
        stages: 5,
        traffic: None,
        preset: None,
        credit_delay: None,
        rate: 0.2,
        cycles: 5_000,
        warmup: 1_000,
        watchdog: 2_000,
        packets_out: Some(format!("{stage}/packets.csv")),
        vcd: Some(format!("{stage}/torus4x4_bubble.vcd")),
        trace_routers: None,
        vcd_window: "0:499".into(),
        paper_multicast: false,
        flit_width: 0,
        watch: None,
        transit_priority: None,
        escape_patience: None,
        injection_patience: None,
        max_misses: None,
        arbiter: "rr".into(),
        model: "cycle".into(),
        behavioral: "flow".into(),
        budget: super::BudgetArgs {
            budget_mb: None,
            force: false,
        },
    };
    let (stats, _) = run_sim(&args, &sim_args, None)?;
    say!(
        "{} packets delivered, {} undeliverable; mean latency {:.1} cycles (p99 {}), accepted {:.3} flits/node/cycle, deadlock {}",
        stats.packets_delivered,
        stats.packets_undeliverable,
        stats.avg_latency.unwrap_or(f64::NAN),
        stats.p99_latency.unwrap_or(0),
        stats.accepted_flits_per_node_cycle,
        stats.deadlock
    );
    all_pass &= !stats.deadlock && stats.packets_in_flight == 0;
    write(
        "sim.json",
        &serde_json::to_value(&stats).expect("serialisable"),
    )?;
    demo_cost(&stage, &args, &sim_args)?;
    demo_verilog(&stage, &args, &sim_args)?;
    let pv_args = NetArgs {
        topology: "torus:3x3x3".into(),
        faults: "node:0.1.1,node:1.0.0,node:1.1.0,node:1.2.0,node:2.2.0".into(),
        seed: 1,
    };
    say!("== probability vectors (paper 000, Table 1 network)");
    let pv_net = build(&pv_args)?;
    let rows = algorithms::vectors(&pv_net, "pv")?;
    say!("{} nodes; written to {out}/vectors-pv.json", rows.len());
    write("vectors-pv.json", &json!({ "nodes": rows }))?;
    for name in ["pv-table1", "mh-multicast"] {
        say!("== experiment {name}");
        let report = experiments::run(name, &Options::default())?;
        say_raw!("{}", report.to_text());
        write(
            &format!("experiment-{name}.json"),
            &serde_json::to_value(&report).expect("serialisable"),
        )?;
    }
    folder.commit()?;
    say!("demo output in {out}/");
    Ok(if all_pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The fabric's synthesizable Verilog beside its waveform: the router core, one module per
/// router and the fabric top (`ftrouter verilog`).
fn demo_verilog(out: &str, args: &NetArgs, s: &SimArgs) -> Result<()> {
    let dir = std::path::Path::new(out).join("verilog");
    say!("== synthesizable Verilog of the fabric (verilog/)");
    let (fabric, _) = setup(args, s)?;
    let design = ftrouter::hdl::fabric_top::fabric_design(&fabric, "fabric")?;
    super::hardware::write_design(&dir, &design)?;
    say!(
        "{} files: {}; ftrouter cosim checks it against this simulation cycle for cycle",
        design.files.len(),
        super::hardware::design_summary(&design)
    );
    Ok(())
}

/// The cost table of the demo's router beside its waveform: cost.txt and cost.json, with
/// Yosys's figures when Yosys is installed.
fn demo_cost(out: &str, args: &NetArgs, s: &SimArgs) -> Result<()> {
    say!("== hardware cost of the simulated router (cost.txt, cost.json)");
    let blocks = ftrouter::cost::Measure::Yosys;
    let report = match super::cost::one_router(&args.topology, &args.faults, s, blocks) {
        Err(Error::Io(e)) => {
            say!(
                "(Yosys figures left out: {})",
                e.lines().next().unwrap_or("")
            );
            let model = ftrouter::cost::Measure::Model;
            super::cost::one_router(&args.topology, &args.faults, s, model)?
        }
        r => r?,
    };
    let title = format!(
        "router of {} with faults {} under {}",
        args.topology,
        faults_text(&args.faults),
        s.routing
    );
    let text = ftrouter::cost::table::to_text(&title, &report);
    say_raw!("{text}");
    let json = serde_json::to_string_pretty(&super::cost::report_json(
        &args.topology,
        &s.routing,
        &report,
    ))
    .expect("serialisable");
    output::commit(vec![
        output::write(std::path::Path::new(out).join("cost.txt"), &text)?,
        output::write(std::path::Path::new(out).join("cost.json"), json)?,
    ])
}

/// What a command does with the fabric [`setup`] builds, for its estimate (checked against
/// `--budget-mb` and the time limit before any table is compiled).
#[derive(Clone, Copy, Debug)]
pub enum Work<'a> {
    /// Build the fabric only (`cost`).
    Build(&'a str),
    /// Build it and write its Verilog (`verilog`).
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
pub fn estimate(args: &NetArgs, s: &SimArgs, work: Work) -> Result<(String, Estimate)> {
    let topo: Topology = args.topology.parse()?;
    let mode: table::Mode = s.routing.parse()?;
    // Above the table limit, the compiler's own message, before the network is built.
    table::check_node_limit(&topo)?;
    let cycles = s.warmup as f64 + s.cycles as f64;
    Ok(match work {
        Work::Build(what) => (
            format!("{what} on {topo} ({mode} tables)"),
            budget::fabric(&topo, mode, s.vcs, s.depth),
        ),
        Work::Verilog(what) => (
            format!("{what} on {topo} ({mode} tables and design)"),
            budget::verilog_design(&topo, mode, s.vcs, s.depth),
        ),
        Work::Runs { what, rates } => (
            format!(
                "{what} on {topo} ({mode} tables, {} x {cycles:.0} cycles)",
                rates.len()
            ),
            budget::simulation(&topo, mode, s.vcs, s.depth, s.packet, cycles, rates),
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
                budget::cosim(&topo, mode, s.vcs, s.depth, s.packet, cycles, s.rate)
                    .and(budget::hdl_simulator(verilator, routers, replayed)),
            )
        }
    })
}

/// Refuse `work` beyond the budget of `s`, before anything costly.
pub fn check_budget(args: &NetArgs, s: &SimArgs, work: Work) -> Result<()> {
    let (what, e) = estimate(args, s, work)?;
    s.budget.budget().check(&what, e)
}

/// Validate router and traffic options and build the fabric and run configuration (the
/// caller has checked the budget of its work with [`check_budget`]).
pub fn setup(args: &NetArgs, s: &SimArgs) -> Result<(Fabric, SimConfig)> {
    let net = build(args)?;
    let mode: table::Mode = s.routing.parse()?;
    mode.check_topology(&net)?;
    let switching = match &s.switching {
        Some(text) => text.parse()?,
        None => Switching::default_for(mode),
    };
    if !(0.0..=1.0).contains(&s.rate) || s.rate.is_nan() {
        return Err(Error::input(format!(
            "rate {} is not within 0..1 flits/node/cycle",
            s.rate
        )));
    }
    if s.vcs == 0 {
        return Err(Error::input("vcs = 0: need at least one virtual channel"));
    }
    for path in [&s.packets_out, &s.vcd].into_iter().flatten() {
        check_parent(path)?;
    }
    check_sim_outputs(s)?;
    let booksim = s.preset.as_deref() == Some("booksim");
    let traffic = s
        .traffic
        .as_deref()
        .unwrap_or(if booksim { "uniform-self" } else { "uniform" });
    let pattern = Pattern::parse(traffic, &net.topo)?;
    let cfg = SimConfig {
        pattern,
        rate: s.rate,
        warmup: s.warmup,
        cycles: s.cycles,
        watchdog: s.watchdog,
        seed: args.seed,
        injection_delay: u64::from(booksim),
        ..SimConfig::default()
    };
    cfg.validate()?;
    // A disconnected fault set is simulated: packets between components are undeliverable.
    let tables = table::compile(&net, mode)?;
    let mut params = RouterParams::new(&tables, s.vcs, s.depth, s.packet, switching);
    params.stages = s.stages;
    params.multicast_layers = !s.paper_multicast;
    // The head flit carries the longest destination list the traffic draws.
    params.list_capacity = cfg.pattern.list_capacity();
    params.flit_width = s.flit_width;
    if booksim {
        params.apply_booksim_preset();
    }
    if let Some(delay) = s.credit_delay {
        params.credit_delay = delay;
    }
    if let Some(on) = &s.transit_priority {
        params.transit_priority = on == "on";
    }
    if let Some(patience) = s.escape_patience {
        params.escape_patience = patience;
    }
    if let Some(patience) = s.injection_patience {
        params.injection_patience = patience;
    }
    if let Some(limit) = s.max_misses {
        if !params.bubble_check {
            return Err(Error::input(format!(
                "--max-misses {limit}: only routings with escape rings (bubble, pv, esv) limit a packet's moves off its ring"
            )));
        }
        params.max_misses = limit;
    }
    params.arbiter = s.arbiter.parse()?;
    refuse_unused_router_options(s, &params, &cfg)?;
    params.validate()?;
    // Every model refuses what the router cannot carry before running.
    if let Pattern::Trace(records) = &cfg.pattern {
        sim::trace_check::check(records, &params, &net.topo)?;
    }
    Ok((Fabric::with_tables(net, tables, params)?, cfg))
}

/// Router options that mean nothing for this network and traffic, refused naming them.
fn refuse_unused_router_options(s: &SimArgs, params: &RouterParams, cfg: &SimConfig) -> Result<()> {
    if s.paper_multicast && cfg.pattern.list_capacity() == 0 {
        return Err(Error::input(
            "--paper-multicast changes how multicast packets use VCs, and this traffic has none (use --traffic multicast:K or a multicast trace)",
        ));
    }
    if params.mode == table::Mode::Dor {
        let given = [
            ("--escape-patience", s.escape_patience),
            ("--injection-patience", s.injection_patience),
        ];
        if let Some((flag, Some(v))) = given.into_iter().find(|(_, v)| v.is_some()) {
            return Err(Error::input(format!(
                "{flag} {v}: dor has no adaptive VCs to wait for before the escape VC"
            )));
        }
    }
    Ok(())
}

/// Run `work` with a spinner and the elapsed time on stderr (drawn only on a terminal): table
/// builds and checks of large networks take minutes and report no progress of their own.
fn with_spinner<T>(what: &str, work: impl FnOnce() -> T) -> T {
    let bar = indicatif::ProgressBar::new_spinner();
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {msg} {elapsed}")
            .expect("valid template"),
    );
    bar.set_message(what.to_string());
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    let out = work();
    bar.finish_and_clear();
    out
}

/// Refuse, before the run, outputs of `sim` that name one file: the CSV, the VCD and the
/// files the VCD brings (its save file and filters).
fn check_sim_outputs(s: &SimArgs) -> Result<()> {
    let mut outputs: Vec<(String, std::path::PathBuf)> = Vec::new();
    if let Some(p) = &s.packets_out {
        outputs.push(("--packets-out".into(), p.into()));
    }
    if let Some(v) = &s.vcd {
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
    if std::path::Path::new(path).is_dir() {
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

/// Build, run (with the waveform probe and packet CSV if asked) and return the statistics
/// and a warning (trace lines the run dropped, or a watched packet never generated), if any. The cycle model stops early, at
/// a cycle boundary, once `stop` is set.
fn run_sim(
    args: &NetArgs,
    s: &SimArgs,
    signals: Option<&interrupt::Handlers>,
) -> Result<(sim::SimStats, Option<String>)> {
    let work = Work::Runs {
        what: "sim",
        rates: &[s.rate],
    };
    check_budget(args, s, work)?;
    let (mut fabric, cfg) = setup(args, s)?;
    let warning = dropped_warning(&fabric, &cfg);
    match s.model.as_str() {
        "cycle" => {}
        "behavioral" => {
            if s.vcd.is_some() || s.watch.is_some() {
                return Err(Error::input(
                    "--vcd and --watch need --model cycle: the behavioral model has no registers to show",
                ));
            }
            check_records(&fabric, &cfg, s, 1.0, "sim --model behavioral")?;
            let bcfg = behavioral_config(&fabric, &s.behavioral)?;
            let result = ftrouter::behavioral::run(&fabric.net, &fabric.tables, &cfg, &bcfg)?;
            if let Some(path) = &s.packets_out {
                output::write_now(path, sim::packets_csv(&fabric, &result.packets))?;
            }
            return Ok((result.stats, warning));
        }
        other => {
            return Err(Error::input(format!(
                "model {other:?}: use cycle or behavioral"
            )));
        }
    }
    // Files are staged from here: a signal now stops the run at a cycle boundary.
    if let Some(h) = signals {
        h.work_started();
    }
    let stop = signals.map(|h| h.stop.as_ref());
    let mut probe = match &s.vcd {
        Some(path) => {
            let routers = match &s.trace_routers {
                Some(list) => wave::parse_router_list(list, &fabric.net.topo)?,
                None => None,
            };
            let opts = wave::VcdOptions {
                path: path.clone(),
                routers,
                window: wave::parse_window(&s.vcd_window)?,
                watch: s.watch,
            };
            Some(wave::VcdProbe::create(&fabric, &opts)?)
        }
        None => None,
    };
    let mut probe_error = None;
    // Progress on stderr (indicatif draws nothing when stderr is not a terminal).
    let generating = cfg.warmup + cfg.cycles;
    let bar = indicatif::ProgressBar::new(generating);
    bar.set_style(
        indicatif::ProgressStyle::with_template("sim {bar:30} {pos}/{len} cycles {msg} {elapsed}")
            .expect("valid template"),
    );
    let mut last_places: Vec<String> = Vec::new();
    // Packet records stream to the CSV as packets finish, so memory does not grow with the
    // run; the watched packet's record is kept for the waveform's markers.
    let mut csv = match &s.packets_out {
        Some(path) => Some(PacketCsv::create(path, fabric.net.topo.clone())?),
        None => None,
    };
    let mut watched: Vec<sim::PacketRecord> = Vec::new();
    let mut sink = |p: &sim::PacketRecord| {
        if let Some(c) = csv.as_mut() {
            c.write(p);
        }
        if s.watch == Some(p.id) {
            watched.push(p.clone());
        }
    };
    let never = AtomicBool::new(false);
    let stop = stop.unwrap_or(&never);
    let result = sim::run_streaming(&mut fabric, &cfg, stop, &mut sink, |now, f| {
        if let Some(p) = probe.as_mut()
            && probe_error.is_none()
        {
            probe_error = p.sample(now, f).err();
        }
        if let Some(id) = s.watch {
            let places = sim::watch::locate(f, id);
            if places != last_places {
                bar.suspend(|| {
                    eprintln!(
                        "cycle {now}: packet {id}: {}",
                        if places.is_empty() {
                            "-".to_string()
                        } else {
                            places.join("; ")
                        }
                    )
                });
                last_places = places;
            }
        }
        if now % 1024 == 0 {
            bar.set_position(now.min(generating));
            if now >= generating {
                bar.set_message("draining");
            }
        }
    })?;
    bar.finish_and_clear();
    if let Some(e) = probe_error {
        return Err(e);
    }
    // Every output is staged; they are put in place together once all are written.
    let mut files = Vec::new();
    if let Some(p) = probe {
        files.extend(p.finish(&watched, &fabric)?);
    }
    if let Some(c) = csv {
        files.push(c.finish()?);
    }
    output::commit(files)?;
    // A watched id the run never generated would otherwise print nothing at all.
    let unseen = s.watch.filter(|_| watched.is_empty()).map(|id| {
        format!(
            "warning: --watch {id}: the run generated no packet {id} ({} packets)",
            result.stats.packets_injected
        )
    });
    Ok((result.stats, warning.or(unseen)))
}

/// Refuse a run of a model that keeps every packet's record (`copies` runs at once) when the
/// packets it generates would exceed the memory budget.
fn check_records(
    fabric: &Fabric,
    cfg: &SimConfig,
    s: &SimArgs,
    copies: f64,
    what: &str,
) -> Result<()> {
    let packets = match &cfg.pattern {
        Pattern::Trace(records) => records.len() as f64,
        _ => {
            let cycles = cfg.warmup as f64 + cfg.cycles as f64;
            cfg.rate / fabric.params.packet_len as f64 * fabric.net.num_healthy() as f64 * cycles
        }
    };
    s.budget.budget().check(
        &format!("{what}: about {packets:.0} packets kept"),
        ftrouter::budget::packet_records(packets * copies),
    )
}

/// The warning about trace lines the run will skip (counted in `trace_lines_dropped`).
fn dropped_warning(fabric: &Fabric, cfg: &SimConfig) -> Option<String> {
    let Pattern::Trace(records) = &cfg.pattern else {
        return None;
    };
    let gen_end = cfg.warmup.saturating_add(cfg.cycles);
    sim::trace_check::dropped(records, &fabric.net, gen_end)
        .warning()
        .map(|w| format!("warning: {w}"))
}

/// The behavioral model named by `--behavioral`, timed like the fabric's routers.
fn behavioral_config(
    fabric: &Fabric,
    name: &str,
) -> Result<ftrouter::behavioral::BehavioralConfig> {
    Ok(ftrouter::behavioral::BehavioralConfig::matching(&fabric.params).with_model(name.parse()?))
}

/// One run of the model `model` keeping no per-packet records (sweep points).
fn run_model(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    model: &str,
    behavioral: &str,
) -> Result<sim::SimStats> {
    match model {
        "cycle" => {
            let never = AtomicBool::new(false);
            Ok(sim::run_streaming(fabric, cfg, &never, &mut |_| {}, |_, _| {})?.stats)
        }
        "behavioral" => {
            let bcfg = behavioral_config(fabric, behavioral)?;
            Ok(ftrouter::behavioral::run(&fabric.net, &fabric.tables, cfg, &bcfg)?.stats)
        }
        other => Err(Error::input(format!(
            "model {other:?}: use cycle or behavioral"
        ))),
    }
}

/// The per-packet CSV, written line by line (staged); the first write error is kept and
/// reported.
struct PacketCsv {
    path: String,
    topo: ftrouter::topology::Topology,
    out: output::Staged,
    error: Option<std::io::Error>,
}

impl PacketCsv {
    fn create(path: &str, topo: ftrouter::topology::Topology) -> Result<Self> {
        use std::io::Write;
        let mut out = output::Staged::create(path)?;
        let error = out.write_all(sim::PACKETS_CSV_HEADER.as_bytes()).err();
        Ok(PacketCsv {
            path: path.to_string(),
            topo,
            out,
            error,
        })
    }

    fn write(&mut self, p: &sim::PacketRecord) {
        use std::io::Write;
        if self.error.is_none() {
            self.error = self
                .out
                .write_all(sim::packet_csv_line(&self.topo, p).as_bytes())
                .err();
        }
    }

    fn finish(mut self) -> Result<output::Ready> {
        use std::io::Write;
        let flushed = self.out.flush().err();
        match self.error.or(flushed) {
            Some(e) => Err(Error::Io(format!("cannot write {:?}: {e}", self.path))),
            None => self.out.finish(),
        }
    }
}

fn simulate(
    args: &NetArgs,
    s: &SimArgs,
    json: bool,
    handlers: &interrupt::Handlers,
) -> Result<ExitCode> {
    // Only the cycle model runs cycle by cycle and can stop cleanly on a signal.
    let signals = (s.model == "cycle").then_some(handlers);
    let (stats, warning) = run_sim(args, s, signals)?;
    if let Some(w) = warning {
        eprintln!("{w}");
    }
    // A trace's packets turned away at a full source queue are input skipped: said on
    // stderr, not only in the summary.
    let trace = s
        .traffic
        .as_deref()
        .is_some_and(|t| t.starts_with("trace:"));
    if trace && stats.packets_refused > 0 {
        eprintln!(
            "warning: {} trace packets refused: their source's queue was full ({} packets); the summary's 'refused' counts them",
            stats.packets_refused,
            SimConfig::default().max_queue
        );
    }
    let interrupted = signals.is_some_and(interrupt::Handlers::stopped);
    let st = &stats;
    if json {
        print_json(st)?;
    } else {
        say!(
            "{} on {} at {} flits/node/cycle ({} cycles)",
            st.routing,
            st.topology,
            st.offered_flits_per_node_cycle,
            st.cycles
        );
        say!(
            "packets: {} injected, {} delivered, {} undeliverable, {} in flight, {} refused",
            st.packets_injected,
            st.packets_delivered,
            st.packets_undeliverable,
            st.packets_in_flight,
            st.packets_refused
        );
        let f = |x: Option<f64>| x.map_or("-".into(), |v| format!("{v:.2}"));
        say!(
            "latency: mean {} p99 {} cycles; hops {}; accepted {:.4} flits/node/cycle",
            f(st.avg_latency),
            st.p99_latency.map_or("-".into(), |v| v.to_string()),
            f(st.avg_hops),
            st.accepted_flits_per_node_cycle
        );
        say!(
            "deadlock: {}; {:.0} router-cycles/s",
            st.deadlock,
            st.router_cycles_per_second
        );
        for b in &st.blocked {
            say!("  blocked: {b}");
        }
    }
    if interrupted {
        eprintln!(
            "interrupted: stopped after cycle {}; the results cover the cycles that ran",
            st.cycles.saturating_sub(1)
        );
        return Ok(ExitCode::from(interrupt::EXIT_INTERRUPTED));
    }
    Ok(if st.deadlock {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn sweep(
    args: &NetArgs,
    s: &SimArgs,
    rates: &str,
    plot: Option<&str>,
    json: bool,
) -> Result<ExitCode> {
    let rates = sim::sweep::parse_rates(rates)?;
    if let Some(path) = plot {
        check_parent(path)?;
    }
    let work = Work::Runs {
        what: "sweep",
        rates: &rates,
    };
    check_budget(args, s, work)?;
    // Validate everything once before the long run.
    let (fabric, cfg) = setup(args, s)?;
    if !matches!(s.model.as_str(), "cycle" | "behavioral") {
        return Err(Error::input(format!(
            "model {:?}: use cycle or behavioral",
            s.model
        )));
    }
    let warning = dropped_warning(&fabric, &cfg);
    if s.model == "behavioral" {
        behavioral_config(&fabric, &s.behavioral)?;
        let top = SimConfig {
            rate: rates.iter().copied().fold(0.0, f64::max),
            ..cfg.clone()
        };
        check_records(&fabric, &top, s, 1.0, "sweep --model behavioral")?;
    }
    let bar = indicatif::ProgressBar::new(rates.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("sweep {bar:30} {pos}/{len} rates {elapsed}")
            .expect("valid template"),
    );
    let mut points = Vec::new();
    let mut any_deadlock = false;
    for &rate in &rates {
        let one = SimArgs { rate, ..s.clone() };
        let (mut fabric, cfg) = setup(args, &one)?;
        let stats = run_model(&mut fabric, &cfg, &s.model, &s.behavioral)?;
        any_deadlock |= stats.deadlock;
        points.push(stats);
        bar.inc(1);
    }
    bar.finish_and_clear();
    if let Some(w) = warning {
        eprintln!("{w}");
    }
    if let Some(path) = plot {
        let title = format!("{} on {}", s.routing, args.topology);
        output::write_now(path, sim::sweep::plot_svg(&title, &points))?;
    }
    if json {
        print_json(&json!({ "points": points }))?;
    } else {
        say!(
            "{:>8} {:>10} {:>10} {:>8} {:>9}",
            "offered",
            "accepted",
            "latency",
            "p99",
            "deadlock"
        );
        for p in &points {
            say!(
                "{:>8.3} {:>10.4} {:>10} {:>8} {:>9}",
                p.offered_flits_per_node_cycle,
                p.accepted_flits_per_node_cycle,
                p.avg_latency.map_or("-".into(), |l| format!("{l:.2}")),
                p.p99_latency.map_or("-".into(), |l| l.to_string()),
                p.deadlock
            );
        }
    }
    Ok(if any_deadlock {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// One line per check: `[pass] name: detail`.
fn print_checks(report: &check::CheckReport) -> Result<()> {
    print_check_lines(
        report
            .checks
            .iter()
            .map(|c| (c.pass, c.name.as_str(), c.detail.as_str())),
    )
}

fn print_check_lines<'a>(checks: impl Iterator<Item = (bool, &'a str, &'a str)>) -> Result<()> {
    for (pass, name, detail) in checks {
        say!(
            "  [{}] {name}: {detail}",
            if pass { "pass" } else { "FAIL" }
        );
    }
    Ok(())
}

fn model(topology: &str, vcs: usize, packet: usize, rate: f64, json: bool) -> Result<ExitCode> {
    let topo: Topology = topology.parse()?;
    if !(0.0..=1.0).contains(&rate) || rate.is_nan() {
        return Err(Error::input(format!(
            "rate {rate} is not within 0..1 flits/node/cycle"
        )));
    }
    let input = ftrouter::analytic::ModelInput::for_topology(&topo, vcs, packet, rate)?;
    let out = ftrouter::analytic::solve(&input)?;
    if json {
        print_json(&out)?;
    } else {
        say!(
            "{topology}, V = {vcs}, M = {packet} flits, {rate} flits/node/cycle (lambda = {:.6} messages/node/cycle)",
            input.lambda
        );
        match out.latency {
            Some(l) => say!(
                "latency {l:.2} cycles ({} iterations; zero load {:.2})",
                out.iterations,
                out.zero_load_latency
            ),
            None => say!(
                "saturated: {}",
                out.saturation_reason.as_deref().unwrap_or("-")
            ),
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn crossval(
    args: &NetArgs,
    s: &SimArgs,
    rates: Option<&str>,
    plot: Option<&str>,
    json: bool,
) -> Result<ExitCode> {
    let rates = rates.map(sim::sweep::parse_rates).transpose()?;
    if let Some(path) = plot {
        check_parent(path)?;
    }
    // Both models at every rate, side by side on two cores (the behavioral model the faster:
    // one run's time per rate; torus:8x8 at 0.1, 0.2, 0.3: 0.75-2.5 s measured); the default
    // rates add the cycle model's saturation search (23 probes on torus:8x8: 21 s measured
    // with another run beside it): 15 runs at 0.5.
    let search = [0.5; 15];
    let work = Work::Runs {
        what: "crossval",
        rates: rates.as_deref().unwrap_or(&search),
    };
    check_budget(args, s, work)?;
    let (fabric, cfg) = setup(args, s)?;
    let warning = dropped_warning(&fabric, &cfg);
    // Each rate runs both models, keeping every record, in parallel (default rates reach
    // at most offered 1.0).
    let (top, count) = match &rates {
        Some(r) => (r.iter().copied().fold(0.0, f64::max), r.len()),
        None => (1.0, ftrouter::crossval::saturation::DEFAULT_FRACTIONS.len()),
    };
    let top = SimConfig {
        rate: top,
        ..cfg.clone()
    };
    check_records(&fabric, &top, s, 2.0 * count as f64, "crossval")?;
    check_judgeable(&fabric, &cfg, rates.as_deref())?;
    let (net, mode, params) = (&fabric.net, fabric.params.mode, &fabric.params);
    let opts = ftrouter::crossval::Options {
        behavioral: s.behavioral.parse()?,
        tables: None,
    };
    let report = match &rates {
        Some(r) => ftrouter::crossval::crossval_with(net, mode, params, &cfg, r, &opts)?,
        None => with_spinner(
            "crossval: finding the cycle model's saturation, then running all models",
            || ftrouter::crossval::crossval_auto_with(net, mode, params, &cfg, &opts),
        )?,
    };
    if let Some(w) = warning {
        eprintln!("{w}");
    }
    if let Some(path) = plot {
        output::write_now(path, ftrouter::crossval::plot::svg(&report))?;
    }
    if json {
        print_json(&report)?;
    } else {
        print_crossval(&report)?;
    }
    Ok(if report.verdict == "pass" {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Refuse, before running, a crossval whose checks would have nothing to judge: an offered
/// rate of 0 (no packets), or phases too short for the saturation probe's steady state (it
/// compares accepted with offered flits over the window). The bound: warm-up at least 2 and
/// the window at least 8 x a zero-load latency bound T0 = (diameter + 1) x (stages + 1) +
/// packet flits of the fault-free network.
fn check_judgeable(fabric: &Fabric, cfg: &SimConfig, rates: Option<&[f64]>) -> Result<()> {
    if let Some(r) = rates
        && r.contains(&0.0)
    {
        return Err(Error::input(
            "--rates: offered 0 generates no packet for the models to agree on; start above 0",
        ));
    }
    let prm = &fabric.params;
    let t0 =
        (fabric.net.topo.diameter() as u64 + 1) * (prm.stages as u64 + 1) + prm.packet_len as u64;
    let (warmup, cycles) = (2 * t0, 8 * t0);
    if cfg.warmup < warmup || cfg.cycles < cycles {
        return Err(Error::input(format!(
            "--warmup {} --cycles {}: too short for crossval to judge {} (it needs a steady state: at least --warmup {warmup} --cycles {cycles}, 2 and 8 x the zero-load latency bound {t0})",
            cfg.warmup, cfg.cycles, fabric.net.topo
        )));
    }
    Ok(())
}

/// The crossval table: per rate, latency and accepted throughput of every model.
fn print_crossval(report: &ftrouter::crossval::CrossvalReport) -> Result<()> {
    say!(
        "{} on {} (faults: {}): cycle model vs behavioral model vs paper 002",
        report.routing,
        report.topology,
        faults_text(&report.faults)
    );
    if let Some(sat) = &report.cycle_saturation {
        say!(
            "cycle model saturates at {:.4} flits/node/cycle (accepts {:.4}, refuses {}; {} probe runs)",
            sat.rate,
            sat.accepted_up_to,
            sat.refused_from
                .map_or("nothing up to 1.0".into(), |r| format!("{r:.4}")),
            sat.probes
        );
    }
    if let Some(sat) = report.analytic_saturation {
        say!("paper 002's model saturates at {sat:.4} flits/node/cycle");
    }
    let f = |x: Option<f64>, digits: usize| x.map_or("-".to_string(), |v| format!("{v:.digits$}"));
    say!(
        "{:>8} | {:>9} {:>10} {:>9} | {:>8} {:>10} {:>9}",
        "offered",
        "latency:",
        "",
        "",
        "accepted:",
        "",
        ""
    );
    say!(
        "{:>8} | {:>9} {:>10} {:>9} | {:>8} {:>10} {:>9}",
        "",
        "cycle",
        "behavioral",
        "analytic",
        "cycle",
        "behavioral",
        "analytic"
    );
    for r in &report.rows {
        let a = r.analytic.as_ref();
        say!(
            "{:>8.4} | {:>9} {:>10} {:>9} | {:>8} {:>10} {:>9}",
            r.rate,
            f(r.cycle.latency, 2),
            f(r.behavioral.latency, 2),
            f(a.and_then(|p| p.latency), 2),
            f(r.cycle.throughput, 4),
            f(r.behavioral.throughput, 4),
            f(a.and_then(|p| p.throughput), 4)
        );
    }
    print_check_lines(
        report
            .checks
            .iter()
            .map(|c| (c.pass, c.name.as_str(), c.detail.as_str())),
    )?;
    say!("verdict: {}", report.verdict);
    Ok(())
}

/// One JSON object on stdout (the `--json` contract).
fn print_json(value: &impl serde::Serialize) -> Result<()> {
    say!(
        "{}",
        serde_json::to_string_pretty(value).expect("serialisable")
    );
    Ok(())
}

/// A fault list for the terminal: "none" when empty.
fn faults_text(faults: &str) -> &str {
    if faults.is_empty() { "none" } else { faults }
}
