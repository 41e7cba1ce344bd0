//! `ftrouter cosim`: the generated (or a given) Verilog replayed against the cycle model,
//! cycle for cycle, in Verilator or Icarus.

use crate::cli::NetArgs;
use crate::cli::interrupt;
use crate::cli::progress::{Progress, estimate_text};
use crate::cli::setup::{Work, check_budget, check_hardware_limits, setup};
use crate::cli::sim_commands::{CosimCommand, SimOptions};
use crate::cli::stdout::say;
use ftrouter::fabric::Fabric;
use ftrouter::hdl::capture::capture_run;
use ftrouter::hdl::cosim::{self, Simulator};
use ftrouter::hdl::coverage::{self, Coverage};
use ftrouter::hdl::fabric_top::Design;
use ftrouter::hdl::rtl::Staging;
use ftrouter::hdl::rtl::generate::{
    ROUTER, fabric_design, image_name, parse_image, router_design, router_writes,
};
use ftrouter::hdl::rtl::router::ConfigWrite;
use ftrouter::hdl::shape::shape_of;
use ftrouter::hdl::testbench::{CosimReport, Vectors};
use ftrouter::hdl::vectors::{fabric_vectors_across, router_vectors_across};
use ftrouter::interrupt::ScratchDir;
use ftrouter::topology::NodeId;
use ftrouter::workload::SimConfig;
use ftrouter::{Error, Result};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A `MISMATCH cycle c signal s expected e got g` line as JSON.
fn difference(line: &str) -> serde_json::Value {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
            .copied()
    };
    json!({
        "cycle": at("cycle").and_then(|c| c.parse::<u64>().ok()),
        "signal": at("signal"),
        "expected": at("expected"),
        "actual": at("got"),
    })
}

/// What `cosim` is asked for beyond the network and the simulation.
pub struct CosimArgs<'a> {
    /// One router (its address), or the whole fabric.
    pub router: Option<&'a str>,
    pub simulator: &'a str,
    /// The work folder (default: a fresh temporary one).
    pub dir: Option<&'a str>,
    /// A Verilog folder to check instead of the generated design.
    pub rtl: Option<&'a str>,
    /// The least toggle coverage of the flit data bits that passes, in percent.
    pub data_coverage: f64,
    /// How the generated router's routing table stages a reload (`--target`).
    pub tables: Staging,
    pub json: bool,
}

/// The work folder, absolute (every tool runs with it as its working directory), and the
/// scratch folder that owns it when `--dir` is not given (removed when cosim ends, however
/// it ends). Checked before the cycle model runs: a `--dir` that is not a folder, or that
/// lies inside the `--rtl` folder cosim only reads, is refused.
fn work_dir(args: &CosimArgs) -> Result<(PathBuf, Option<ScratchDir>)> {
    let dir: PathBuf = match args.dir {
        Some("") => return Err(Error::input("--dir \"\": give a folder name")),
        Some(d) => d.into(),
        None => {
            let scratch = ScratchDir::fresh("ftrouter-cosim-").map_err(|e| {
                Error::input(format!(
                    "cannot create a work folder in the temporary folder {}: {e}",
                    std::env::temp_dir().display()
                ))
            })?;
            return Ok((scratch.path().to_path_buf(), Some(scratch)));
        }
    };
    let dir = std::path::absolute(&dir)
        .map_err(|e| Error::input(format!("--dir {}: {e}", dir.display())))?;
    if dir.exists() && !dir.is_dir() {
        return Err(Error::input(format!(
            "--dir {}: it is not a folder",
            dir.display()
        )));
    }
    let inside = |rtl: &str| match Path::new(rtl).canonicalize() {
        Ok(rtl) => resolved(&dir).starts_with(rtl),
        Err(_) => false,
    };
    if args.rtl.is_some_and(inside) {
        return Err(Error::input(format!(
            "--dir {}: it is in the --rtl folder, which is only read; give another work folder",
            dir.display()
        )));
    }
    // Created by `cosim::prepare` with its files, all or none (output::Folder).
    Ok((dir, None))
}

/// `path` with links and `..` resolved as far as it exists (the rest appended as given).
fn resolved(path: &Path) -> PathBuf {
    let mut rest = Vec::new();
    let mut head = path;
    loop {
        if let Ok(real) = head.canonicalize() {
            return rest.iter().rev().fold(real, |p, name| p.join(name));
        }
        match (head.parent(), head.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_os_string());
                head = parent;
            }
            _ => return path.to_path_buf(),
        }
    }
}

/// The tools `simulator` runs, refused now if missing rather than after the cycle model.
fn require_tools(simulator: Simulator) -> Result<()> {
    let tools: &[&str] = match simulator {
        Simulator::Verilator => &["verilator"],
        Simulator::Icarus => &["iverilog", "vvp"],
    };
    tools
        .iter()
        .try_for_each(|t| ftrouter::hdl::tools::require(t))
}

/// The design in folder `rtl` (as `verilog --out` writes it), which must hold module `top`.
fn read_rtl(rtl: &str, top: &str) -> Result<Design> {
    let dir = Path::new(rtl);
    if !dir.is_dir() {
        return Err(Error::input(format!("--rtl {rtl}: no such folder")));
    }
    let design = Design::read(dir).map_err(|e| Error::input(format!("--rtl {rtl}: {e}")))?;
    if !design.files.iter().any(|(n, _)| n.ends_with(".v")) {
        return Err(Error::input(format!(
            "--rtl {rtl}: no .v file in the folder"
        )));
    }
    if !design.has_module(top) {
        return Err(Error::input(format!(
            "--rtl {rtl}: no module {top} in its .v files (the top of {})",
            if top == ROUTER {
                "--router"
            } else {
                "a whole fabric"
            }
        )));
    }
    Ok(design)
}

/// `ftrouter cosim` from its parsed command line.
pub fn run_command(a: CosimCommand, handlers: &interrupt::Handlers) -> Result<ExitCode> {
    let args = CosimArgs {
        router: a.under_test.as_deref(),
        simulator: &a.simulator,
        dir: a.dir.as_deref(),
        rtl: a.rtl.as_deref(),
        data_coverage: a.data_coverage,
        tables: a.target.tables(),
        json: a.json,
    };
    run(&a.net, &a.options(), &args, handlers)
}

pub fn run(
    net: &NetArgs,
    sim: &SimOptions,
    args: &CosimArgs,
    handlers: &interrupt::Handlers,
) -> Result<ExitCode> {
    let simulator: Simulator = args.simulator.parse()?;
    check_hardware_limits(&net.topology, sim)?;
    let work = Work::Cosim {
        verilator: simulator == Simulator::Verilator,
        one_router: args.router.is_some(),
    };
    let estimate = check_budget(net, sim, work)?;
    let (mut fabric, cfg) = setup(net, sim)?;
    crate::cli::setup::record_derived(&fabric, sim);
    let node = router_under_test(&fabric, args.router)?;
    let dut = if node.is_some() { ROUTER } else { "fabric" };
    let given = args.rtl.map(|rtl| read_rtl(rtl, dut)).transpose()?;
    // The design comes from the fabric before the run, which faults during it change; a
    // folder given is held against it now, before the cycle model runs.
    let generated = match node {
        Some(_) => router_design(&fabric, args.tables)?,
        None => fabric_design(&fabric, "fabric", args.tables)?,
    };
    if let (Some(rtl), Some(design)) = (args.rtl, &given) {
        check_same_ports(rtl, design, &generated, dut)?;
    }
    // One router boots from the folder's image of its tables, as the fabric's boot loaders do.
    let boot = match (args.rtl, &given, node) {
        (Some(rtl), Some(design), Some(v)) => Some(folder_boot(rtl, design, &fabric, v)?),
        _ => None,
    };
    require_tools(simulator)?;
    let (dir, _scratch) = work_dir(args)?;
    // Which ports lack a link is read before the run, which faults during it may change.
    let mut excuses = coverage::excuses(&fabric, &cfg, node, 0);
    // One progress line over the whole command: the cycle model, then the simulator.
    let estimate = Some(estimate_text(&estimate, 0));
    let progress = Progress::new("cosim", 0, "", estimate);
    progress.set_message("running the cycle model");
    let (vectors, max_packet) =
        progress.during(|| vectors_of_run(&mut fabric, &cfg, node, boot))?;
    excuses.flits.max_packet = max_packet;
    let toggles = coverage::toggle_coverage(&vectors, &excuses);
    let design = given.unwrap_or(generated);
    vectors
        .check_ports_of(&design.joined(), dut)
        .map_err(|e| Error::input(format!("the design does not fit this configuration: {e}")))?;
    progress.set_message(format!(
        "building and running {} cycles in {simulator:?} in {}",
        vectors.cycles(),
        dir.display()
    ));
    // Files are written from here: a signal now ends the tool and cleans up.
    handlers.work_started();
    let report = progress.during(|| cosim::run(&dir, &design, dut, &vectors, simulator))?;
    progress.finish();
    print_verdict(args, simulator, &dir, &vectors, &report, &toggles)
}

/// The router `--router` names (None: the whole fabric), refused when faulty; the router's
/// shape (or the first healthy router's) refused now when the hardware cannot build it.
pub fn router_under_test(fabric: &Fabric, router: Option<&str>) -> Result<Option<NodeId>> {
    if let Some(a) = router {
        ftrouter::error::refuse_outer_space("--router", a)?;
    }
    let node = router
        .map(|a| fabric.network().topo.parse_node(a))
        .transpose()?;
    if let Some(v) = node
        && fabric.router(v).is_none()
    {
        return Err(Error::input(format!(
            "router {}: it is faulty",
            router.unwrap_or_default()
        )));
    }
    // Refuse an unsupported shape before simulating anything.
    let first = node.unwrap_or_else(|| {
        fabric
            .network()
            .node_ids()
            .find(|&v| fabric.router(v).is_some())
            .unwrap_or_default()
    });
    shape_of(fabric, first)?;
    Ok(node)
}

/// Router `v`'s boot writes read from the `--rtl` folder's image of its tables
/// (`tables/router_V.hex`, which the fabric's boot loader reads), refused in one line when the
/// image is missing or is not one of this configuration's router.
fn folder_boot(rtl: &str, design: &Design, fabric: &Fabric, v: NodeId) -> Result<Vec<ConfigWrite>> {
    let file = image_name(v);
    let address = fabric.network().topo.format_node(v);
    let text = design
        .files
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, text)| text)
        .ok_or_else(|| {
            Error::input(format!(
                "--rtl {rtl}: no {file} (the table image router {address} boots from)"
            ))
        })?;
    let (shape, model) = router_writes(fabric, v)?;
    let writes =
        parse_image(text, &shape).map_err(|e| Error::input(format!("--rtl {rtl}: {file}: {e}")))?;
    if writes.len() != model.len() {
        return Err(Error::input(format!(
            "--rtl {rtl}: {file} holds {} writes; router {address} of this configuration boots with {}",
            writes.len(),
            model.len()
        )));
    }
    Ok(writes)
}

/// Run the cycle model with probes on router `node` (or every router) and turn what they saw
/// into vectors, with the largest packet id they carry.
fn vectors_of_run(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    node: Option<NodeId>,
    boot: Option<Vec<ConfigWrite>>,
) -> Result<(Vectors, u32)> {
    Ok(match node {
        Some(v) => router_vectors_booted(fabric, cfg, v, boot)?,
        None => {
            let run = capture_run(fabric, cfg, None)?;
            let max_packet = run.edges.iter().map(|e| coverage::max_packet(e)).max();
            (
                fabric_vectors_across(fabric, &run.edges, &run.faults)?,
                max_packet.unwrap_or(0),
            )
        }
    })
}

/// Refuse an `--rtl` folder whose `dut` module has other ports than this configuration's
/// design (generated for another topology, VC count, depth or flit width).
fn check_same_ports(rtl: &str, given: &Design, generated: &Design, dut: &str) -> Result<()> {
    use ftrouter::hdl::testbench::module_ports;
    let theirs = module_ports(&given.joined(), dut);
    let ours = module_ports(&generated.joined(), dut);
    if theirs == ours {
        return Ok(());
    }
    let differ = ours
        .iter()
        .find(|p| !theirs.contains(p))
        .map(|(name, bits, input)| {
            let dir = if *input { "in" } else { "out" };
            match theirs.iter().find(|t| t.0 == *name) {
                Some((_, b, i)) => format!(
                    "port {name} is {b} bits {} there, {bits} bits {dir} here",
                    if *i { "in" } else { "out" }
                ),
                None => format!("port {name} ({bits} bits {dir}) is missing"),
            }
        })
        .unwrap_or_else(|| format!("{} ports there, {} here", theirs.len(), ours.len()));
    Err(Error::input(format!(
        "--rtl {rtl}: module {dut} was generated for another configuration ({differ}): run verilog with this command's options"
    )))
}

/// Run the model under `cfg` and capture router `v`'s vectors (its boot writes first), and
/// the largest packet id they carry: `cosim --router` and `verilog`'s shipped testbench.
pub fn router_vectors(fabric: &mut Fabric, cfg: &SimConfig, v: NodeId) -> Result<(Vectors, u32)> {
    router_vectors_booted(fabric, cfg, v, None)
}

/// `router_vectors` with the router booted by `boot` (a folder's image) rather than by the
/// model's tables.
fn router_vectors_booted(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    v: NodeId,
    boot: Option<Vec<ConfigWrite>>,
) -> Result<(Vectors, u32)> {
    let (shape, model_boot) = router_writes(fabric, v)?;
    let boot = boot.unwrap_or(model_boot);
    let run = capture_run(fabric, cfg, Some(v))?;
    let edges = &run.edges[v.index()];
    let vectors = router_vectors_across(&shape, &boot, edges, &run.faults);
    Ok((vectors, coverage::max_packet(edges)))
}

/// The toggle coverage as JSON: the figures, the untoggled bits, the verdict's part.
fn coverage_json(c: &Coverage, threshold: f64) -> serde_json::Value {
    json!({
        "port_bits": c.bits,
        "port_bits_toggled": c.toggled,
        "data_bits": c.data_bits,
        "data_bits_toggled": c.data_toggled,
        "data_bits_constant_by_design": c.data_constant,
        "data_coverage_percent": round2(c.data_percent()),
        "data_coverage_threshold": threshold,
        "data_coverage_pass": c.covers(threshold),
        "constant_by_design": c.by_design.iter()
            .map(|(bits, why)| json!({"bits": bits, "why": why}))
            .collect::<Vec<_>>(),
        "untoggled_data": c.untoggled_data,
        "untoggled_other": c.untoggled_other,
    })
}

fn round2(x: f64) -> f64 {
    (x * 100.0).floor() / 100.0
}

/// The first `n` of `names`, and how many more.
fn some_of(names: &[String], n: usize) -> String {
    let mut s = names.iter().take(n).cloned().collect::<Vec<_>>().join(", ");
    if names.len() > n {
        s += &format!(" and {} more", names.len() - n);
    }
    s
}

/// The verdict as text or JSON: exit 0 when every output matched every cycle.
fn print_verdict(
    args: &CosimArgs,
    simulator: Simulator,
    dir: &Path,
    vectors: &Vectors,
    report: &CosimReport,
    toggles: &Coverage,
) -> Result<ExitCode> {
    let router = args.router;
    let covered = toggles.covers(args.data_coverage);
    let pass = report.mismatches.is_empty() && report.cycles == vectors.cycles() && covered;
    let signals = vectors.outputs.len();
    if args.json {
        let value = json!({
            "verdict": if pass { "pass" } else { "fail" },
            "cycles_compared": report.cycles,
            "signals_compared": signals,
            "first_difference": report.mismatches.first().map(|l| difference(l)),
            "mismatches": report.mismatches.len(),
            "simulator": simulator,
            "router": router,
            "rtl": args.rtl,
            "dir": dir.display().to_string(),
            "toggle_coverage": coverage_json(toggles, args.data_coverage),
        });
        say!("{}", crate::cli::print::json_text(&value)?);
    } else {
        say!(
            "cosim {}: {} cycles, {signals} output signals compared each cycle ({simulator:?}, {}{})",
            if pass { "pass" } else { "FAIL" },
            report.cycles,
            router.map_or("whole fabric".to_string(), |a| format!("router {a}")),
            args.rtl
                .map_or(String::new(), |r| format!(", Verilog from {r}"))
        );
        if let Some(first) = report.mismatches.first() {
            say!("first difference: {first}");
        }
        let t = toggles;
        say!(
            "toggle coverage: {} of {} port bits ({:.1}%); flit data bits: {} of the {} that can toggle ({:.2}%, at least {}% asked), {} constant by design",
            t.toggled,
            t.bits,
            t.percent(),
            t.data_toggled,
            t.data_bits - t.data_constant,
            round2(t.data_percent()),
            args.data_coverage,
            t.data_constant
        );
        if !t.by_design.is_empty() {
            let named: Vec<String> = t
                .by_design
                .iter()
                .map(|(bits, why)| format!("{bits} ({why})"))
                .collect();
            say!("constant by design: {}", some_of(&named, 8));
        }
        if !covered {
            say!(
                "FAIL: flit data bits never toggled: {}",
                some_of(&t.untoggled_data, 20)
            );
        }
    }
    Ok(if pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
