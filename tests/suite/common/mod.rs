//! Fixtures shared by the integration tests: networks from their text specs, compiled tables,
//! router parameters with their mode's default switching, runs of the binary, scratch folders
//! and the checks several files make.

use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{CompiledTables, Mode, compile};
use ftrouter::topology::{FaultSet, Network, NodeId, Topology};
use std::collections::VecDeque;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A network from a topology spec and a fault spec (`none`, `link:0.0-0.1`, `random:...` drawn
/// with `seed`).
pub fn network_seeded(topo: &str, faults: &str, seed: u64) -> Network {
    let topo: Topology = topo.parse().unwrap();
    let faults = FaultSet::parse(&topo, faults, seed).unwrap();
    Network::new(topo, faults)
}

/// A network from a topology spec and a fault spec, random faults drawn with seed 1.
pub fn network(topo: &str, faults: &str) -> Network {
    network_seeded(topo, faults, 1)
}

/// A network without faults.
pub fn fault_free(topo: &str) -> Network {
    Network::fault_free(topo.parse::<Topology>().unwrap())
}

/// `mode`'s tables on `net`; a failure names both.
pub fn tables(net: &Network, mode: Mode) -> CompiledTables {
    compile(net, mode).unwrap_or_else(|e| panic!("{mode} on {}: {e}", net.topo))
}

/// Router parameters for `tables` with the mode's default switching
/// (`Switching::default_for`: virtual cut-through on bubble rings, wormhole otherwise).
pub fn params(tables: &CompiledTables, vcs: usize, depth: usize, packet: usize) -> RouterParams {
    RouterParams::new(
        tables,
        vcs,
        depth,
        packet,
        Switching::default_for(tables.mode),
    )
}

/// A fabric of `mode` on `net` with `params`' defaults for the given VCs, depth and packet.
pub fn fabric(net: &Network, mode: Mode, vcs: usize, depth: usize, packet: usize) -> Fabric {
    let tables = tables(net, mode);
    let params = params(&tables, vcs, depth, packet);
    Fabric::with_tables(net.clone(), tables, params).unwrap()
}

/// The `ftrouter` binary built with these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_ftrouter");

/// A command of the binary built with these tests, for runs that need more than arguments
/// (signals, standard input, variables, a working directory).
pub fn command() -> Command {
    Command::new(BIN)
}

/// Run the `ftrouter` binary built with these tests with `args`.
pub fn ftrouter(args: &[impl AsRef<OsStr>]) -> Output {
    command().args(args).output().expect("runs")
}

/// `ftrouter`, which must succeed; a failure shows the run's standard error.
pub fn ftrouter_ok(args: &[impl AsRef<OsStr> + std::fmt::Debug]) -> Output {
    let out = ftrouter(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The one JSON object `out`, the successful run of `args`, printed.
pub fn json_of(args: &[impl AsRef<OsStr> + std::fmt::Debug], out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// One `ftrouter sim ARGS --json` run, which must succeed, end without deadlock and drain:
/// its JSON.
pub fn sim_json(args: &[&str]) -> serde_json::Value {
    let all: Vec<&str> = ["sim"]
        .iter()
        .chain(args)
        .chain(&["--json"])
        .copied()
        .collect();
    let v = json_of(&all, &ftrouter(&all));
    assert_eq!(v["deadlock"], false, "{all:?}");
    assert_eq!(v["packets_in_flight"], 0, "{all:?}: not drained");
    v
}

/// Whether `ours` is within `tolerance` (a fraction) of `theirs`.
pub fn within(ours: f64, theirs: f64, tolerance: f64) -> bool {
    (ours - theirs).abs() <= tolerance * theirs
}

/// A JSON number as `f64`; anything else fails, showing it.
pub fn num(v: &serde_json::Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// A result's JSON without what measures the machine (`wall_seconds`,
/// `router_cycles_per_second`) or names the run (`config`): what two runs of one model must
/// share to the bit.
pub fn results_only(mut v: serde_json::Value) -> serde_json::Value {
    if let Some(m) = v.as_object_mut() {
        for k in ["wall_seconds", "router_cycles_per_second", "config"] {
            m.remove(k);
        }
    }
    v
}

/// Longer than any run of the suite takes on a loaded machine: a run still going then is hung.
pub const HUNG_AFTER: Duration = Duration::from_secs(300);

/// Run `cmd` to its end with nothing on standard input and its output captured; a run still
/// going after `HUNG_AFTER` is killed and the test fails, naming `what` as hung.
pub fn run_unless_hung(cmd: &mut Command, what: &str) -> Output {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        // A hang guard, not a speed claim: HUNG_AFTER is minutes.
        if start.elapsed() > HUNG_AFTER {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: hung (still running after {HUNG_AFTER:?})");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The binary under the checks of refusals and outputs: FTROUTER_BIN runs them against another
/// build (an older one, to see them fail), else the binary built with these tests.
pub fn bin_under_test() -> String {
    std::env::var("FTROUTER_BIN").unwrap_or(BIN.into())
}

/// Run the binary under test (`bin_under_test`) with `args`.
pub fn ftrouter_under_test(args: &[impl AsRef<OsStr>]) -> Output {
    ftrouter_env(args, &[])
}

/// Run the binary under test (`bin_under_test`) with `args` and the variables `env` set.
pub fn ftrouter_env(args: &[impl AsRef<OsStr>], env: &[(&str, &str)]) -> Output {
    Command::new(bin_under_test())
        .args(args)
        .envs(env.iter().copied())
        .output()
        .expect("runs")
}

/// Run the `ftrouter` binary with `args` started in `cwd`, for relative paths.
pub fn ftrouter_in(cwd: &Path, args: &[impl AsRef<OsStr>]) -> Output {
    command()
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("runs")
}

/// Assert that `out`, the run described by `what` (its arguments, or a few words), refused
/// its input: exit status 2 and one `error:` line holding every one of `needles`, no panic.
pub fn assert_refused(what: &(impl std::fmt::Debug + ?Sized), out: &Output, needles: &[&str]) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what:?}: {stderr}");
    assert_eq!(
        stderr.trim_end().lines().count(),
        1,
        "{what:?}: not one line: {stderr}"
    );
    assert!(stderr.starts_with("error: "), "{what:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{what:?}: {stderr}");
    for needle in needles {
        assert!(
            stderr.contains(needle),
            "{what:?}: {stderr:?} lacks {needle:?}"
        );
    }
}

/// Assert that the binary under test (`bin_under_test`) refuses `args` (`assert_refused`).
pub fn assert_bad_input(args: &[&str], needles: &[&str]) {
    assert_refused(args, &ftrouter_under_test(args), needles);
}

/// A fresh, empty folder for test `name` of file `group`, under the target's scratch folder
/// (one per test, so tests running in parallel never share one).
pub fn scratch(group: &str, name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Hop counts from node 0 to every node by breadth-first search over the directed links.
pub fn bfs_from_zero(topo: &Topology) -> Vec<usize> {
    let mut dist = vec![usize::MAX; topo.num_nodes()];
    dist[0] = 0;
    let mut queue = VecDeque::from([0]);
    while let Some(a) = queue.pop_front() {
        for port in topo.port_ids() {
            if let Some(b) = topo.neighbor(NodeId::new(a), port)
                && dist[b.index()] == usize::MAX
            {
                dist[b.index()] = dist[a] + 1;
                queue.push_back(b.index());
            }
        }
    }
    dist
}

/// phi by exhaustive enumeration, from the per-dimension offsets of every destination at the
/// distance in question: every split of the h - 1 hops made over the dimensions (at most the
/// offset in each) counted with equal weight, the mean number of dimensions left unfinished.
pub fn brute_force_phi(offsets: impl IntoIterator<Item = Vec<usize>>, h: usize) -> f64 {
    let (mut sum, mut destinations) = (0.0, 0.0);
    for z in offsets {
        let n = z.len();
        let (mut unfinished, mut splits) = (0.0, 0.0);
        let mut made = vec![0usize; n];
        loop {
            if made.iter().sum::<usize>() == h - 1 {
                splits += 1.0;
                unfinished += (0..n).filter(|&d| made[d] < z[d]).count() as f64;
            }
            // odometer over 0..=z[d] per dimension
            let mut d = 0;
            while d < n && made[d] == z[d] {
                made[d] = 0;
                d += 1;
            }
            if d == n {
                break;
            }
            made[d] += 1;
        }
        sum += unfinished / splits;
        destinations += 1.0;
    }
    sum / destinations
}

/// Assert that `phi[i][h]`, for every distance `i` up to `d_max` and hop `h` up to `i`, equals
/// `enumerated(i, h)` (`brute_force_phi` over the destinations at `i`) and that the last hop
/// leaves exactly one dimension; `what` names the network.
// phi[i][h] is indexed as in the paper's formulas.
#[allow(clippy::needless_range_loop)]
pub fn assert_phi_is_enumerated(
    phi: &[Vec<f64>],
    d_max: usize,
    enumerated: impl Fn(usize, usize) -> f64,
    what: &str,
) {
    for i in 1..=d_max {
        for h in 1..=i {
            let brute = enumerated(i, h);
            assert!(
                (phi[i][h] - brute).abs() < 1e-12,
                "{what} phi[{i}][{h}] = {} vs {brute}",
                phi[i][h]
            );
        }
        assert!((phi[i][i] - 1.0).abs() < 1e-12, "{what} phi[{i}][{i}]");
    }
}
