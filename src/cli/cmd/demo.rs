//! `ftrouter demo`: a faulty 4x4 torus end to end, every output in one folder.

use crate::cli::cmd::sim::run_sim;
use crate::cli::groups::{RouterArgs, RunArgs, defaults};
use crate::cli::print::{faults_text, print_checks};
use crate::cli::setup::{build, setup};
use crate::cli::stdout::{say, say_raw};
use crate::cli::{NetArgs, SimOptions};
use ftrouter::experiments::{self, Options};
use ftrouter::routing::{algorithms, check, table};
use ftrouter::{Error, Result, output};
use serde_json::json;
use std::process::ExitCode;

pub fn run(out: &str) -> Result<ExitCode> {
    // Everything is written into a hidden folder beside `out` and put in place at the end
    // (output::Folder): a failed demo leaves `out` as it was.
    let folder = output::Folder::create(out)?;
    let stage = folder.path().to_string_lossy().into_owned();
    let args = NetArgs {
        topology: "torus:4x4".into(),
        faults: "link:0.0-0.1,link:1.1-2.1".into(),
        seed: 1,
    };
    let mut all_pass = topology_and_tables(&folder, &args)?;
    let sim_args = sim_args(&stage);
    all_pass &= simulation(&folder, &args, &sim_args)?;
    demo_cost(&stage, &args, &sim_args)?;
    demo_verilog(&stage, &args, &sim_args)?;
    vectors_and_experiments(&folder, out)?;
    if !all_pass {
        // A failed run changes no file (ftrouter::output): the folder is dropped unwritten.
        crate::cli::stdout::flush()?;
        crate::cli::stderr::say_err!(
            "demo: a check failed: {out}/ not written (a failed run changes no file)"
        );
        return Ok(ExitCode::from(1));
    }
    folder.commit()?;
    say!("demo output in {out}/");
    Ok(ExitCode::SUCCESS)
}

/// Write `value` as `name` into the demo's folder, pretty-printed.
fn write(folder: &output::Folder, name: &str, value: &serde_json::Value) -> Result<()> {
    folder.write(
        name,
        serde_json::to_string_pretty(value).expect("serialisable"),
    )
}

/// The network's summary, then each routing mode's tables compiled and checked: whether
/// every check passed.
fn topology_and_tables(folder: &output::Folder, args: &NetArgs) -> Result<bool> {
    say!("== topology: {} with faults {}", args.topology, args.faults);
    let net = build(args)?;
    let summary = net.summary();
    say!(
        "{} healthy nodes, {} healthy links, connected {}, diameter {:?}",
        summary.healthy_nodes,
        summary.healthy_links,
        summary.connected,
        summary.diameter
    );
    write(
        folder,
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
            folder,
            &format!("check-{mode}.json"),
            &serde_json::to_value(&report).expect("serialisable"),
        )?;
    }
    Ok(all_pass)
}

/// The demo's simulation: bubble routing at 0.2, its VCD and packet CSV in `stage`.
fn sim_args(stage: &str) -> SimOptions {
    let mut s = SimOptions::new(
        RouterArgs::of("bubble"),
        RunArgs {
            cycles: 5_000,
            ..defaults()
        },
        defaults(),
    );
    s.rate = 0.2;
    s.output.packets_out = Some(format!("{stage}/packets.csv"));
    s.output.vcd = Some(format!("{stage}/torus4x4_bubble.vcd"));
    s.output.vcd_window = "0:499".into();
    s
}

/// Run the simulation and write its statistics: whether it drained without deadlock.
fn simulation(folder: &output::Folder, args: &NetArgs, sim_args: &SimOptions) -> Result<bool> {
    say!("== cycle-accurate simulation: bubble routing, 0.2 flits/node/cycle");
    let (stats, _, files) = run_sim(args, sim_args, None)?;
    ftrouter::output::commit(files)?;
    say!(
        "{} packets delivered, {} undeliverable; mean latency {:.1} cycles (p99 {}), accepted {:.3} flits/node/cycle, deadlock {}",
        stats.packets_delivered,
        stats.packets_undeliverable,
        stats.avg_latency.unwrap_or(f64::NAN),
        stats.p99_latency.unwrap_or(0),
        stats.accepted_flits_per_node_cycle,
        stats.deadlock
    );
    write(
        folder,
        "sim.json",
        &serde_json::to_value(&stats).expect("serialisable"),
    )?;
    Ok(!stats.deadlock && stats.packets_in_flight == 0)
}

/// Paper 000's Table 1 network's probability vectors, then two experiments.
fn vectors_and_experiments(folder: &output::Folder, out: &str) -> Result<()> {
    let pv_args = NetArgs {
        topology: "torus:3x3x3".into(),
        faults: "node:0.1.1,node:1.0.0,node:1.1.0,node:1.2.0,node:2.2.0".into(),
        seed: 1,
    };
    say!("== probability vectors (paper 000, Table 1 network)");
    let pv_net = build(&pv_args)?;
    let rows = algorithms::vectors(&pv_net, "pv")?;
    say!("{} nodes; written to {out}/vectors-pv.json", rows.len());
    write(folder, "vectors-pv.json", &json!({ "nodes": rows }))?;
    for name in ["pv-table1", "mh-multicast"] {
        say!("== experiment {name}");
        let report = experiments::run(name, &Options::default())?;
        say_raw!("{}", report.to_text());
        write(
            folder,
            &format!("experiment-{name}.json"),
            &serde_json::to_value(&report).expect("serialisable"),
        )?;
    }
    Ok(())
}

/// The fabric's synthesizable Verilog beside its waveform: the router core, one module per
/// router and the fabric top (`ftrouter verilog`).
fn demo_verilog(out: &str, args: &NetArgs, s: &SimOptions) -> Result<()> {
    let dir = std::path::Path::new(out).join("verilog");
    say!("== synthesizable Verilog of the fabric (verilog/)");
    let (fabric, _) = setup(args, s)?;
    let design =
        ftrouter::hdl::rtl::generate::fabric_design(&fabric, "fabric", Default::default())?;
    crate::cli::cmd::verilog::write_design(&dir, &design)?;
    say!(
        "{} files: {}; ftrouter cosim checks it against this simulation cycle for cycle",
        design.files.len(),
        crate::cli::cmd::verilog::design_summary(&design)
    );
    Ok(())
}

/// The cost table of the demo's router beside its waveform: cost.txt and cost.json, with
/// Yosys's figures when Yosys is installed.
fn demo_cost(out: &str, args: &NetArgs, s: &SimOptions) -> Result<()> {
    say!("== hardware cost of the simulated router (cost.txt, cost.json)");
    let blocks = ftrouter::cost::Measure::Yosys;
    let report = match crate::cli::cmd::cost::one_router(&args.topology, &args.faults, s, blocks) {
        Err(Error::Io(e)) => {
            say!(
                "(Yosys figures left out: {})",
                e.lines().next().unwrap_or("")
            );
            let model = ftrouter::cost::Measure::Model;
            crate::cli::cmd::cost::one_router(&args.topology, &args.faults, s, model)?
        }
        r => r?,
    };
    let title = format!(
        "router of {} with faults {} under {}",
        args.topology,
        faults_text(&args.faults),
        s.router.routing
    );
    let text = ftrouter::cost::table::to_text(&title, &report);
    say_raw!("{text}");
    let json = serde_json::to_string_pretty(&crate::cli::cmd::cost::report_json(
        &args.topology,
        &s.router.routing,
        &report,
    ))
    .expect("serialisable");
    output::commit(vec![
        output::write(std::path::Path::new(out).join("cost.txt"), &text)?,
        output::write(std::path::Path::new(out).join("cost.json"), json)?,
    ])
}
