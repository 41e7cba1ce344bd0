//! `ftrouter verilog` and `ftrouter cosim`: the hardware half of the command line.

use super::commands::setup;
use super::{NetArgs, SimArgs};
use ftrouter::hdl::fabric_top::fabric_design;
use ftrouter::hdl::router::cosim::{self, Simulator, fabric_vectors, router_design, vectors};
use ftrouter::hdl::router::lockstep::{capture, capture_all, shape_of};
use ftrouter::{Error, Result};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Create `dir` (and parents), or say in one line why it cannot be written.
fn writable_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir)
        .and_then(|()| {
            let probe = dir.join(".ftrouter-write-test");
            std::fs::write(&probe, b"")?;
            std::fs::remove_file(probe)
        })
        .map_err(|e| {
            Error::input(format!(
                "output folder {:?} cannot be written: {e}",
                dir.display()
            ))
        })
}

pub fn verilog(net: &NetArgs, sim: &SimArgs, out: &str) -> Result<ExitCode> {
    let (fabric, cfg) = setup(net, sim)?;
    // The hardware reads the traffic for one thing: the multicast list its head flits carry.
    if let Some(traffic) = &sim.traffic
        && cfg.pattern.list_capacity() == 0
    {
        return Err(Error::input(format!(
            "--traffic {traffic}: verilog reads the traffic only to size the head flit's multicast list (multicast:K or a multicast trace)"
        )));
    }
    let design = fabric_design(&fabric, "fabric")?;
    let dir = Path::new(out);
    writable_dir(dir)?;
    let mut bytes = 0;
    for (name, text) in &design.files {
        std::fs::write(dir.join(name), text)
            .map_err(|e| Error::input(format!("{}: {e}", dir.join(name).display())))?;
        bytes += text.len();
    }
    println!(
        "wrote {} files ({} kB) to {out}: {}.v (router core), {} router modules, fabric.v (top)",
        design.files.len(),
        bytes / 1000,
        ftrouter::hdl::fabric_top::CORE,
        design.files.len() - 2
    );
    Ok(ExitCode::SUCCESS)
}

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

pub fn cosim(
    net: &NetArgs,
    sim: &SimArgs,
    router: Option<&str>,
    simulator: &str,
    dir: Option<&str>,
    json: bool,
) -> Result<ExitCode> {
    let simulator: Simulator = simulator.parse()?;
    let (mut fabric, cfg) = setup(net, sim)?;
    let node = router.map(|a| fabric.net.topo.parse_node(a)).transpose()?;
    if let Some(v) = node
        && fabric.routers[v].is_none()
    {
        return Err(Error::input(format!(
            "router {}: it is faulty",
            router.unwrap_or_default()
        )));
    }
    // Refuse an unsupported shape before simulating anything.
    let first = node.unwrap_or_else(|| {
        (0..fabric.num_nodes())
            .find(|&v| fabric.routers[v].is_some())
            .unwrap_or(0)
    });
    ftrouter::hdl::router::emit::check_supported(&shape_of(&fabric, first)?)?;
    let dir: PathBuf = match dir {
        Some(d) => d.into(),
        None => std::env::temp_dir().join(format!("ftrouter-cosim-{}", std::process::id())),
    };
    writable_dir(&dir)?;
    eprintln!("cosim: running the cycle model");
    let (design, vectors, dut) = match node {
        Some(v) => {
            let edges = capture(&mut fabric, &cfg, v)?;
            let shape = shape_of(&fabric, v)?;
            (router_design(&fabric, v)?, vectors(&shape, &edges), "top")
        }
        None => {
            let edges = capture_all(&mut fabric, &cfg)?;
            (
                fabric_design(&fabric, "fabric")?,
                fabric_vectors(&fabric, &edges),
                "fabric",
            )
        }
    };
    eprintln!(
        "cosim: building and running {} cycles in {simulator:?} in {}",
        vectors.cycles(),
        dir.display()
    );
    let report = cosim::run(&dir, &design, dut, &vectors, simulator)?;
    let pass = report.mismatches.is_empty() && report.cycles == vectors.cycles();
    let signals = vectors.outputs.len();
    if json {
        let value = json!({
            "verdict": if pass { "pass" } else { "fail" },
            "cycles_compared": report.cycles,
            "signals_compared": signals,
            "first_difference": report.mismatches.first().map(|l| difference(l)),
            "mismatches": report.mismatches.len(),
            "simulator": simulator,
            "router": router,
            "dir": dir.display().to_string(),
        });
        println!(
            "{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        );
    } else {
        println!(
            "cosim {}: {} cycles, {signals} output signals compared each cycle ({simulator:?}, {})",
            if pass { "pass" } else { "FAIL" },
            report.cycles,
            router.map_or("whole fabric".to_string(), |a| format!("router {a}"))
        );
        if let Some(first) = report.mismatches.first() {
            println!("first difference: {first}");
        }
    }
    Ok(if pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
