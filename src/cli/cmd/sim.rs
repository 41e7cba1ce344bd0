//! `ftrouter sim`: one run of the cycle model (or the behavioral model) with its waveform,
//! packet CSV and statistics.

use crate::cli::interrupt;
use crate::cli::print::print_json;
use crate::cli::progress::{Progress, estimate_text};
use crate::cli::setup::{
    Work, behavioral_config, check_budget, check_free_space, check_records, dropped_warning, setup,
};
use crate::cli::stderr::say_err;
use crate::cli::stdout::say;
use crate::cli::{NetArgs, SimOptions};
use ftrouter::budget;
use ftrouter::fabric::Fabric;
use ftrouter::sim;
use ftrouter::workload;
use ftrouter::workload::SimConfig;
use ftrouter::{Error, Result, output, wave};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

pub fn run(
    args: &NetArgs,
    s: &SimOptions,
    plot: Option<&str>,
    json: bool,
    handlers: &interrupt::Handlers,
) -> Result<ExitCode> {
    if let Some(path) = plot {
        if s.faults.fault_at.is_empty() {
            return Err(Error::input(
                "--plot draws a run with faults over time: it needs --fault-at CYCLE:FAULT",
            ));
        }
        crate::cli::setup::check_parent(path)?;
        crate::cli::setup::check_sim_outputs(s, &[("--plot", path)])?;
    }
    // Only the cycle model runs cycle by cycle and can stop cleanly on a signal.
    let signals = (s.model == "cycle").then_some(handlers);
    let (stats, warning, mut files) = run_sim(args, s, signals)?;
    if let Some(w) = warning {
        say_err!("{w}");
    }
    // A trace's packets turned away at a full source queue are input skipped: said on
    // stderr, not only in the summary.
    let trace = s
        .run
        .traffic
        .as_deref()
        .is_some_and(|t| t.starts_with("trace:"));
    if trace && stats.packets_refused > 0 {
        say_err!(
            "warning: {} trace packets refused: their source's queue was full ({} packets); the summary's 'refused' counts them",
            stats.packets_refused,
            SimConfig::default().max_queue
        );
    }
    files.extend(fault_outputs(&stats, plot)?);
    files.extend(flow_outputs(&stats, s)?);
    let interrupted = signals.is_some_and(interrupt::Handlers::stopped);
    let st = &stats;
    if json {
        print_json(st)?;
    } else {
        print_summary(st, s)?;
    }
    // Every file goes in place only once standard output has taken the summary: a full
    // device there changes no file.
    // A failed run changes no file; an interrupted one keeps what the cycles that ran gave.
    let failed = st.deadlock && !interrupted;
    crate::cli::stdout::commit_if(!failed, files, "deadlock")?;
    if interrupted {
        say_err!(
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

/// The text summary of one run.
fn print_summary(st: &workload::SimStats, s: &SimOptions) -> Result<()> {
    say!(
        "{} on {} at {} flits/node/cycle ({} cycles)",
        st.routing,
        st.topology,
        st.offered_flits_per_node_cycle,
        st.cycles
    );
    say!("router: {}", router_line(s)?);
    say!(
        "packets: {} injected, {} delivered, {} undeliverable, {} in flight, {} refused",
        st.packets_injected,
        st.packets_delivered,
        st.packets_undeliverable,
        st.packets_in_flight,
        st.packets_refused
    );
    let f = |x: Option<f64>| x.map_or("-".into(), |v| format!("{v:.2}"));
    let p = st.latency_percentiles.as_ref().map_or("p99 -".into(), |p| {
        format!(
            "p50 {} p90 {} p99 {} p99.9 {} max {}",
            p.p50, p.p90, p.p99, p.p99_9, p.max
        )
    });
    say!(
        "latency: mean {} {p} cycles; hops {}; accepted {:.4} flits/node/cycle",
        f(st.avg_latency),
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
    if let Some(report) = &st.faults_during_run {
        print_faults(report)?;
    }
    if let (Some(key), Some(rows)) = (s.output.flows.key()?, &st.flows) {
        say!("{}", workload::flows::summary(key, rows));
    }
    Ok(())
}

/// `sim --seeds N`: the run with N seeds in turn, each one's figures and their mean and 95%
/// interval (`sim::replicate`). One run's outputs (waveform, packets, flows, plot, watch) would
/// show one seed of N: refused.
pub fn run_replications(
    args: &NetArgs,
    s: &SimOptions,
    plot: Option<&str>,
    seeds: usize,
    json: bool,
) -> Result<ExitCode> {
    let outputs = [
        ("--plot", plot.is_some()),
        ("--vcd", s.output.vcd.is_some()),
        ("--packets-out", s.output.packets_out.is_some()),
        ("--flows", s.output.flows.flows.is_some()),
        ("--watch", s.output.watch.is_some()),
    ];
    if let Some((flag, _)) = outputs.iter().find(|(_, given)| *given) {
        return Err(Error::input(format!(
            "{flag} shows one run: with --seeds {seeds} run the seed you want to see alone"
        )));
    }
    let first = args.seed;
    let last = first
        .checked_add(seeds as u64 - 1)
        .ok_or_else(|| Error::input(format!("--seed {first} + --seeds {seeds} passes 2^64 - 1")))?;
    let mut runs = Vec::new();
    for seed in first..=last {
        let one = NetArgs {
            seed,
            ..args.clone()
        };
        let (stats, warning, _) = run_sim(&one, s, None)?;
        if let Some(w) = warning.filter(|_| seed == first) {
            say_err!("{w}");
        }
        runs.push(stats);
    }
    let latency: Vec<f64> = runs.iter().filter_map(|r| r.avg_latency).collect();
    let accepted: Vec<f64> = runs
        .iter()
        .map(|r| r.accepted_flits_per_node_cycle)
        .collect();
    let latency = sim::replicate::interval(&latency);
    let accepted = sim::replicate::interval(&accepted);
    let deadlocks = runs.iter().filter(|r| r.deadlock).count();
    if json {
        print_json(&serde_json::json!({
            "seeds": (first..=last).collect::<Vec<u64>>(),
            "avg_latency": latency,
            "accepted_flits_per_node_cycle": accepted,
            "deadlocks": deadlocks,
            "runs": runs,
        }))?;
    } else {
        print_replications(&runs, first, latency.as_ref(), accepted.as_ref(), deadlocks)?;
    }
    Ok(if deadlocks > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The text of `sim --seeds`: one line per seed, then the means and intervals.
fn print_replications(
    runs: &[workload::SimStats],
    first: u64,
    latency: Option<&sim::replicate::Interval>,
    accepted: Option<&sim::replicate::Interval>,
    deadlocks: usize,
) -> Result<()> {
    let st = &runs[0];
    say!(
        "{} on {} at {} flits/node/cycle, {} seeds from {first}",
        st.routing,
        st.topology,
        st.offered_flits_per_node_cycle,
        runs.len()
    );
    for (i, r) in runs.iter().enumerate() {
        say!(
            "  seed {}: latency {}, accepted {:.4}{}",
            first + i as u64,
            r.avg_latency.map_or("-".into(), |l| format!("{l:.2}")),
            r.accepted_flits_per_node_cycle,
            if r.deadlock { ", deadlock" } else { "" }
        );
    }
    let show = |i: Option<&sim::replicate::Interval>, digits: usize| {
        i.map_or("-".to_string(), |i| match i.ci95_half_width {
            Some(h) => format!("{:.digits$} +- {h:.digits$}", i.mean),
            None => format!("{:.digits$}", i.mean),
        })
    };
    say!(
        "mean over seeds (95% confidence): latency {} cycles; accepted {} flits/node/cycle; {deadlocks} deadlocked",
        show(latency, 2),
        show(accepted, 4)
    );
    Ok(())
}

/// The router a run used, as the summary states it: VCs, depth, packet size, switching.
fn router_line(s: &SimOptions) -> Result<String> {
    let mode: ftrouter::routing::table::Mode = s.router.routing.parse()?;
    let switching = match &s.router.flow.switching {
        Some(text) => text.parse()?,
        None => ftrouter::router::Switching::default_for(mode),
    };
    let name = match switching {
        ftrouter::router::Switching::Vct => "virtual cut-through",
        ftrouter::router::Switching::Wormhole => "wormhole",
    };
    Ok(format!(
        "{} VCs x {} flits per input port, {}-flit packets, {name} switching",
        s.router.vcs, s.router.flow.depth, s.router.packet
    ))
}

/// What a run gives: its statistics, a warning (trace lines the run dropped, or a watched
/// packet never generated), and its files, staged for the caller to put in place.
pub type SimRun = (workload::SimStats, Option<String>, Vec<output::Ready>);

/// Build and run (with the waveform probe and packet CSV if asked). The cycle model stops
/// early, at a cycle boundary, once a signal sets `signals.stop`.
pub fn run_sim(
    args: &NetArgs,
    s: &SimOptions,
    signals: Option<&interrupt::Handlers>,
) -> Result<SimRun> {
    let work = Work::Runs {
        what: "sim",
        rates: &[s.rate],
    };
    let estimate = check_budget(args, s, work)?;
    let (mut fabric, cfg) = setup(args, s)?;
    crate::cli::setup::record_derived(&fabric, s);
    let warning = dropped_warning(&fabric, &cfg);
    match s.model.as_str() {
        "cycle" => {}
        "behavioral" => {
            let (stats, files) = run_behavioral(&fabric, &cfg, s)?;
            return Ok((stats, warning, files));
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
    let never = AtomicBool::new(false);
    let stop = signals.map_or(&never, |h| h.stop.as_ref());
    let disk = vcd_disk(&fabric, s)?;
    let estimate = estimate_text(&estimate, disk);
    let (stats, unseen, files) = run_cycle_model(&mut fabric, &cfg, s, stop, estimate)?;
    Ok((stats, warning.or(unseen), files))
}

/// The behavioral model's run and its packet CSV, staged whole at the end.
fn run_behavioral(
    fabric: &Fabric,
    cfg: &SimConfig,
    s: &SimOptions,
) -> Result<(workload::SimStats, Vec<output::Ready>)> {
    if s.output.vcd.is_some() || s.output.watch.is_some() {
        return Err(Error::input(
            "--vcd and --watch need --model cycle: the behavioral model has no registers to show",
        ));
    }
    check_records(fabric, cfg, s, 1.0, "sim --model behavioral")?;
    let bcfg = behavioral_config(fabric, &s.behavioral)?;
    let result = ftrouter::behavioral::run(fabric.network(), fabric.tables(), cfg, &bcfg)?;
    let mut files = Vec::new();
    if let Some(path) = &s.output.packets_out {
        files.push(output::write(
            path,
            workload::packets_csv(fabric, &result.packets),
        )?);
    }
    Ok((result.stats, files))
}

/// The bytes of the waveform `s` asks for (0 without `--vcd`, [`wave::estimated_bytes`]),
/// refused beyond the free space of the disk that would hold it.
fn vcd_disk(fabric: &Fabric, s: &SimOptions) -> Result<u128> {
    let Some(path) = &s.output.vcd else {
        return Ok(0);
    };
    let net = fabric.network();
    let routers = match &s.output.trace_routers {
        Some(list) => wave::parse_router_list(list, net)?.map_or(0, |r| r.len()),
        None => net.healthy_nodes().take(wave::DEFAULT_TRACED).count(),
    };
    let (from, to) = wave::parse_window(&s.output.vcd_window)?;
    let generating = s.run.warmup + s.run.cycles;
    let drain = budget::drain_cycles(&net.topo, generating as f64, s.rate) as u64;
    let cycles = to.min(generating + drain).saturating_sub(from) + 1;
    let bytes = wave::estimated_bytes(routers, cycles, s.rate);
    check_free_space(
        s,
        path,
        "the waveform (narrow --vcd-window or --trace-routers)",
        bytes,
    )?;
    Ok(bytes)
}

/// The waveform probe `--vcd` asks for.
fn vcd_probe(fabric: &Fabric, s: &SimOptions) -> Result<Option<wave::VcdProbe>> {
    let Some(path) = &s.output.vcd else {
        return Ok(None);
    };
    let routers = match &s.output.trace_routers {
        Some(list) => wave::parse_router_list(list, fabric.network())?,
        None => None,
    };
    let opts = wave::VcdOptions {
        path: path.clone(),
        routers,
        window: wave::parse_window(&s.output.vcd_window)?,
        watch: s.output.watch,
        faults: !s.faults.fault_at.is_empty(),
    };
    Ok(Some(wave::VcdProbe::create(fabric, &opts)?))
}

/// One line on stderr each cycle the watched packet's flits move.
struct Watch {
    id: u32,
    last_places: Vec<String>,
}

impl Watch {
    fn observe(&mut self, now: u64, fabric: &Fabric, bar: &Progress) {
        let id = self.id;
        let places = sim::watch::locate(fabric, id);
        if places != self.last_places {
            bar.suspend(|| {
                say_err!(
                    "cycle {now}: packet {id}: {}",
                    if places.is_empty() {
                        "-".to_string()
                    } else {
                        places.join("; ")
                    }
                )
            });
            self.last_places = places;
        }
    }
}

/// The cycle model's run with its waveform, packet CSV and watched packet, every output
/// staged for the caller to put in place with its own.
fn run_cycle_model(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    s: &SimOptions,
    stop: &AtomicBool,
    estimate: String,
) -> Result<SimRun> {
    let mut probe = vcd_probe(fabric, s)?;
    let mut probe_error = None;
    let generating = cfg.warmup + cfg.cycles;
    // The bar runs over generation and the drain the estimate expects; a longer drain
    // stretches it.
    let drain = budget::drain_cycles(&fabric.network().topo, generating as f64, cfg.rate) as u64;
    let bar = Progress::new("sim", generating + drain, "cycles", Some(estimate));
    let mut watch = s.output.watch.map(|id| Watch {
        id,
        last_places: Vec::new(),
    });
    // Packet records stream to the CSV as packets finish, so memory does not grow with the
    // run; the watched packet's record is kept for the waveform's markers.
    let mut csv = match &s.output.packets_out {
        Some(path) => Some(PacketCsv::create(path, fabric.network().topo.clone())?),
        None => None,
    };
    let mut watched: Vec<workload::PacketRecord> = Vec::new();
    let mut sink = |p: &workload::PacketRecord| {
        if let Some(c) = csv.as_mut() {
            c.write(p);
        }
        if s.output.watch == Some(p.id) {
            watched.push(p.clone());
        }
    };
    let result = bar.during(|| {
        sim::run_streaming(fabric, cfg, stop, &mut sink, |now, f| {
            if let Some(p) = probe.as_mut()
                && probe_error.is_none()
            {
                probe_error = p.sample(now, f).err();
            }
            if let Some(w) = watch.as_mut() {
                w.observe(now, f, &bar);
            }
            if now % 16 == 0 {
                bar.set(now);
            }
            if now >= generating && now % 1024 == 0 {
                bar.stretch(now + 1024);
                bar.set_message(format!(
                    "draining, {} flits in flight",
                    f.flits_in_network()
                ));
            }
        })
    })?;
    bar.finish();
    if let Some(e) = probe_error {
        return Err(e);
    }
    // Every output is staged; they are put in place together once all are written.
    let mut files = Vec::new();
    if let Some(p) = probe {
        files.extend(p.finish(&watched, fabric)?);
    }
    if let Some(c) = csv {
        files.push(c.finish()?);
    }
    // A watched id the run never generated would otherwise print nothing at all.
    let unseen = s.output.watch.filter(|_| watched.is_empty()).map(|id| {
        format!(
            "warning: --watch {id}: the run generated no packet {id} ({} packets)",
            result.stats.packets_injected
        )
    });
    Ok((result.stats, unseen, files))
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
        let error = out.write_all(workload::PACKETS_CSV_HEADER.as_bytes()).err();
        Ok(PacketCsv {
            path: path.to_string(),
            topo,
            out,
            error,
        })
    }

    fn write(&mut self, p: &workload::PacketRecord) {
        use std::io::Write;
        if self.error.is_none() {
            self.error = self
                .out
                .write_all(workload::packet_csv_line(&self.topo, p).as_bytes())
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

/// The text summary of the faults that struck during the run.
fn print_faults(report: &workload::timeline::FaultsReport) -> Result<()> {
    let cycle = |c: Option<u64>| c.map_or("-".to_string(), |c| c.to_string());
    for e in &report.events {
        say!(
            "fault {} at cycle {}: {} packets caught, {} sent into it before the reload; reconfiguration ({}) {} to {}",
            e.fault,
            e.cycle,
            e.packets_caught,
            e.packets_sunk,
            report.reconfigure,
            cycle(e.reconfiguration_started),
            cycle(e.reconfiguration_finished)
        );
    }
    let Some(p) = &report.phases else {
        return Ok(());
    };
    let f = |x: Option<f64>, digits: usize| x.map_or("-".into(), |v| format!("{v:.digits$}"));
    for (name, phase) in [
        ("before", &p.before),
        ("during", &p.during),
        ("after", &p.after),
    ] {
        say!(
            "  {name:>6} (cycles {} to {}): accepted {} flits/node/cycle, latency {}",
            phase.from_cycle,
            phase.to_cycle,
            f(phase.accepted_flits_per_node_cycle, 4),
            f(phase.avg_latency, 2)
        );
    }
    say!(
        "lost in faults: {} packets; recovered after {} cycles",
        report.packets_lost_in_fault,
        cycle(p.recovery_cycles)
    );
    Ok(())
}

/// The `--flows-out` table, staged.
fn flow_outputs(st: &workload::SimStats, s: &SimOptions) -> Result<Vec<output::Ready>> {
    match (&s.output.flows.flows_out, s.output.flows.key()?, &st.flows) {
        (Some(path), Some(key), Some(rows)) => Ok(vec![output::write(
            path,
            workload::flows::flows_csv(key, rows),
        )?]),
        _ => Ok(Vec::new()),
    }
}

/// A run with faults: the warning for an event past the end of the run (it would otherwise
/// go unmentioned), and the `--plot` of the timeline, staged.
fn fault_outputs(st: &workload::SimStats, plot: Option<&str>) -> Result<Vec<output::Ready>> {
    let Some(report) = &st.faults_during_run else {
        return Ok(Vec::new());
    };
    for e in report.events.iter().filter(|e| e.cycle >= st.cycles) {
        say_err!(
            "warning: fault event {}:{}: the run ended at cycle {} before it struck",
            e.cycle,
            e.fault,
            st.cycles.saturating_sub(1)
        );
    }
    if let Some(path) = plot {
        let title = format!(
            "{} on {} at {}",
            st.routing, st.topology, st.offered_flits_per_node_cycle
        );
        return Ok(vec![output::write(
            path,
            workload::timeline::plot_svg(&title, report),
        )?]);
    }
    Ok(Vec::new())
}
