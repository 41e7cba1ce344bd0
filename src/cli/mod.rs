//! Argument parsing and dispatch. Every error is one line naming the bad value; bad input
//! exits with status 2, a failed check with 1.

pub(crate) mod clap_error;
mod cmd;
mod config;
mod context;
mod groups;
mod interrupt;
mod print;
mod progress;
mod ranges;
mod setup;
mod sim_commands;
mod stderr;
mod stdout;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use ftrouter::Error;
use ftrouter::router::flit::MAX_FLIT_DATA;
use ftrouter::router::limits;
use sim_commands::{
    CosimCommand, CrossvalCommand, SimCommand, SimOptions, SweepCommand, VerilogCommand,
};
use std::process::ExitCode;
use stderr::say_err;

#[derive(Parser, Debug)]
#[command(
    name = "ftrouter",
    version,
    about = "Fault-tolerant interconnection-network routers as hardware blocks"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// No progress lines on stderr (warnings and errors still show).
    #[arg(long, global = true)]
    pub quiet: bool,
    /// Options from a file: TOML (`vcs = 3`, `faults = ["node:1,1"]`), or a result's JSON,
    /// whose `config` member reruns that command. Options on the command line override it.
    #[arg(long, global = true)]
    pub config: Option<String>,
}

/// Options naming a faulty network.
#[derive(clap::Args, Debug, Clone)]
pub struct NetArgs {
    /// torus:8x8, torus:4x4x4, utorus:8x8x8, mesh:8x8, mesh:4x4x4, hypercube:6, mh:3x3
    #[arg(long)]
    pub topology: String,
    /// node:ADDR, link:A-B, link:A>B, random:nodes=N,links=L (comma-separated)
    #[arg(long, default_value = "")]
    pub faults: String,
    /// Seed for random faults and Monte Carlo work (0 to 18446744073709551615).
    #[arg(long, default_value_t = 1, value_parser = ranges::whole(0u64, u64::MAX), allow_hyphen_values = true)]
    pub seed: u64,
}

/// Limits of work refused up front (estimated before anything is allocated).
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct BudgetArgs {
    /// Memory budget in MB for large networks and sample counts (1 to 1048576, default 1024).
    #[arg(long, value_parser = ranges::whole(1u64, ranges::MAX_BUDGET_MB), allow_hyphen_values = true)]
    pub budget_mb: Option<u64>,
    /// Run even when the estimate exceeds the budget.
    #[arg(long)]
    pub force: bool,
}

impl BudgetArgs {
    pub fn budget(&self) -> ftrouter::budget::Budget {
        ftrouter::budget::Budget {
            memory_mb: self
                .budget_mb
                .unwrap_or(ftrouter::budget::DEFAULT_MEMORY_MB),
            force: self.force,
        }
    }
}

/// What `sweep` runs besides one simulation's options: the loads, the options varied, the
/// shard, and where the rows and the plot go.
#[derive(clap::Args, Debug, Clone)]
pub struct StudyArgs {
    /// Offered loads FROM:TO:STEP in flits/node/cycle: FROM and TO 0 to 1, FROM <= TO, STEP
    /// 0.001 to 1.
    #[arg(long, value_parser = ranges::rates, allow_hyphen_values = true)]
    pub rates: String,
    /// An option of the simulation and its values, KEY=V1,V2,... (routing=dor,duato,bubble,
    /// vcs=2,3,4, traffic=uniform,tornado, seed=1,2,3); repeat for more: every combination
    /// is a series, the first --vary changing slowest.
    #[arg(long)]
    pub vary: Vec<String>,
    /// Run only shard I of N (I and N whole numbers 1 to 100000, I <= N): the points
    /// numbered I-1 modulo N. `ftrouter merge` joins the shards' rows into the unsharded
    /// sweep's.
    #[arg(long, value_parser = ranges::shard, allow_hyphen_values = true)]
    pub shard: Option<String>,
    /// One row per point as JSON lines (the format `merge` and the Python package read).
    #[arg(long)]
    pub out_jsonl: Option<String>,
    /// One row per point as CSV.
    #[arg(long)]
    pub out_csv: Option<String>,
    /// SVG plot of latency and accepted throughput against offered load, one curve per series.
    #[arg(long)]
    pub plot: Option<String>,
    /// With --plot: a logarithmic latency axis.
    #[arg(long)]
    pub log_latency: bool,
}

/// Options of `cost`: the router options of `sim` (without traffic), or `--sweep`.
#[derive(clap::Args, Debug, Clone)]
pub struct CostArgs {
    /// torus:8x8, torus:4x4x4, mesh:8x8, hypercube:6, mh:3x3 (not with --sweep)
    #[arg(long)]
    pub topology: Option<String>,
    /// node:ADDR, link:A-B, random:nodes=N,links=L (the measured ROMs are the first healthy router's)
    #[arg(long)]
    pub faults: Option<String>,
    /// Seed for random faults (0 to 18446744073709551615).
    #[arg(long, value_parser = ranges::whole(0u64, u64::MAX), allow_hyphen_values = true)]
    pub seed: Option<u64>,
    /// dor, duato, bubble, pv, esv, mh-ud (min-adapt has no hardware)
    #[arg(long)]
    pub routing: Option<String>,
    /// Virtual channels per input port (1 to 16, default 2; with --yosys 2 to 8).
    #[arg(long, value_parser = ranges::limit::<usize>(limits::VCS), allow_hyphen_values = true)]
    pub vcs: Option<usize>,
    /// Flit slots per VC buffer (1 to 1024, default 8; with --yosys 2 to 64).
    #[arg(long, value_parser = ranges::limit::<usize>(limits::DEPTH), allow_hyphen_values = true)]
    pub depth: Option<usize>,
    /// Flits per packet (1 to 256, default 4; VCT and bubble flow control size buffers by it).
    #[arg(long, value_parser = ranges::limit::<usize>(limits::PACKET), allow_hyphen_values = true)]
    pub packet: Option<usize>,
    /// vct or wormhole (default: vct for bubble, pv, esv; wormhole otherwise).
    #[arg(long)]
    pub switching: Option<String>,
    /// Data bits per flit (0 to 256; 0, the default: 64, or the head flit's header width if
    /// wider; otherwise 32 to 256).
    #[arg(long, value_parser = ranges::whole(0u32, MAX_FLIT_DATA), allow_hyphen_values = true)]
    pub flit_width: Option<u32>,
    /// Router pipeline stages (5 to 16, default 5).
    #[arg(long, value_parser = ranges::limit::<usize>(limits::STAGES), allow_hyphen_values = true)]
    pub stages: Option<usize>,
    /// Arbiters of VC and switch allocation: rr or matrix (default rr).
    #[arg(long)]
    pub arbiter: Option<String>,
    /// multicast:K (mh-ud): size the head flit's destination list for K destinations, as sim
    /// and verilog do (the router reads the traffic for nothing else).
    #[arg(long)]
    pub traffic: Option<String>,
    /// Also synthesize each block's rust-hdl Verilog with Yosys (cells, transistors).
    #[arg(long)]
    pub yosys: bool,
    /// Also run the open ASIC flow (Yosys and ABC to a standard-cell library, OpenSTA): the
    /// worst register-to-register path (delay, setup, fmax, its registers, the Verilog
    /// modules it crosses, its cells) and the chip area. About a minute for a 5-port router.
    #[arg(long)]
    pub timing: bool,
    /// With --timing: the liberty file (default: $FTROUTER_LIBERTY, else the OSU 0.18 um
    /// library scripts/install-hw-tools.sh fetches into target/hw-tools/).
    #[arg(long)]
    pub liberty: Option<String>,
    /// With --timing: the clock in MHz the router is to meet, 1 to 10000 (ABC maps for its
    /// period and OpenSTA reports the worst path's slack; default: mapped for speed, fmax
    /// reported).
    #[arg(long, value_parser = ranges::real(1.0, 10_000.0), allow_hyphen_values = true)]
    pub clock: Option<f64>,
    /// With --timing: the power at each of these offered loads (R[,R...], 0 to 1 flits per
    /// node per cycle): the fabric simulated under --traffic (default uniform), each router's
    /// events charged at energies OpenSTA characterises once on the netlist, at --clock or
    /// the router's fmax.
    #[arg(long, value_parser = ranges::rate_list, allow_hyphen_values = true)]
    pub rate: Option<String>,
    /// With --rate: measured cycles, after 1000 of warm-up (1 to 10000000, default 10000).
    #[arg(long, value_parser = ranges::whole(1u64, 10_000_000), allow_hyphen_values = true)]
    pub cycles: Option<u64>,
    /// With --rate: an SVG heat map of each router's power on the fabric.
    #[arg(long)]
    pub power_map: Option<String>,
    /// With --timing: keep the flow's files in this folder (the Verilog, the Yosys and
    /// OpenSTA scripts, Yosys's log, the mapped netlist net.v, OpenSTA's report sta.log; with
    /// --rate, the hierarchical netlist net_hier.v and OpenSTA's power.tcl and power.log).
    #[arg(long)]
    pub timing_dir: Option<String>,
    /// Also place and route the router on an FPGA: ecp5 (a Lattice LFE5U-85F, out of
    /// context, with YoWASP's Yosys and nextpnr: LUT4s, flip-flops, RAM, post-route fmax).
    /// Minutes.
    #[arg(long)]
    pub fpga: Option<String>,
    /// How the cost grows with ports, VCs, depth and flit width, and the fault-tolerance
    /// hardware against a plain DOR router.
    #[arg(long)]
    pub sweep: bool,
    /// The design space: the router options of each --vary KEY=V1,V2,... (routing, vcs,
    /// depth, flit-width, packet) in every combination, each point's saturation, zero-load
    /// latency in ns at its fmax, area and power at --rate, and the Pareto front of
    /// throughput per mm² against energy per flit (--plot, --out-csv). The flows of each
    /// router are cached (--cache).
    #[arg(long)]
    pub design_space: bool,
    /// With --design-space: an option and its values, KEY=V1,V2,... (repeat for each option).
    #[arg(long)]
    pub vary: Vec<String>,
    /// With --design-space: the folder of cached flow figures (default: $FTROUTER_CACHE, else
    /// $XDG_CACHE_HOME/ftrouter, else ~/.cache/ftrouter).
    #[arg(long)]
    pub cache: Option<String>,
    /// With --sweep or --design-space: write the points as CSV.
    #[arg(long)]
    pub out_csv: Option<String>,
    /// With --sweep or --design-space: an SVG plot of the points.
    #[arg(long)]
    pub plot: Option<String>,
    #[command(flatten)]
    pub budget: BudgetArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the main demo: a faulty 4x4 torus: checked tables, a simulation with waveform and statistics, vectors, experiments.
    Demo {
        /// Folder for the demo's output files.
        #[arg(long, default_value = "demo-out")]
        out: String,
    },
    /// Describe a topology with its faults: sizes, connectivity, diameter.
    Topo {
        #[command(flatten)]
        net: NetArgs,
        #[command(flatten)]
        budget: BudgetArgs,
        #[arg(long)]
        json: bool,
    },
    /// Route one packet (--from/--to), or compile and verify the routing tables (--check).
    Route {
        #[command(flatten)]
        net: NetArgs,
        /// dor, duato, bubble, pv, esv, mh-ud, min-adapt; min-adaptive (no escape VCs: --check refuses it)
        #[arg(long)]
        algorithm: String,
        #[arg(long)]
        from: Option<String>,
        #[arg(long)]
        to: Option<String>,
        /// Compile the tables of every router and check them (deadlock freedom, reachability).
        #[arg(long)]
        check: bool,
        #[command(flatten)]
        budget: BudgetArgs,
        #[arg(long)]
        json: bool,
    },
    /// Per-node vectors: pv (probability vectors), sl, sv, esv (safety levels / vectors).
    Vectors {
        #[command(flatten)]
        net: NetArgs,
        #[arg(long)]
        algorithm: String,
        #[command(flatten)]
        budget: BudgetArgs,
        #[arg(long)]
        json: bool,
    },
    /// Cycle-accurate simulation of a fabric under synthetic or trace traffic.
    Sim(SimCommand),
    /// Latency and throughput over a range of offered loads and over the values of any
    /// options (--vary), as result rows, a table or an overlay plot; in shards for a cluster.
    Sweep(SweepCommand),
    /// Join the rows files of a sharded sweep (sweep --shard I/N --out-jsonl or --out-csv)
    /// into the unsharded sweep's rows, with each series' saturation and an overlay plot.
    Merge {
        /// The shards' rows files, all .jsonl or all .csv.
        #[arg(required = true)]
        parts: Vec<String>,
        /// The merged rows (the parts' format).
        #[arg(long)]
        out: String,
        /// SVG plot of every series' latency and accepted throughput against offered load.
        #[arg(long)]
        plot: Option<String>,
        /// With --plot: a logarithmic latency axis.
        #[arg(long)]
        log_latency: bool,
        #[arg(long)]
        json: bool,
    },
    /// Cross-validate the cycle model against the behavioral model and paper 002's analytical model.
    Crossval(CrossvalCommand),
    /// Hardware cost of a router: storage bits and gate estimates per block, Yosys cells with
    /// --yosys, the worst register-to-register path and chip area with --timing, an FPGA's
    /// figures with --fpga ecp5.
    Cost(CostArgs),
    /// Write the synthesizable Verilog of a fabric: the router core of its shape, one module
    /// per router (its table image) and the fabric top wiring every healthy router.
    /// `--traffic multicast:K` (mh-ud) sizes the head flits' destination list.
    Verilog(VerilogCommand),
    /// Co-simulate the generated Verilog against the cycle model, cycle for cycle: a whole
    /// fabric, or one router with --router. Exit 0 when bit-exact, 1 at the first difference.
    Cosim(CosimCommand),
    /// Analytical latency of Duato's routing in a k-ary n-cube (paper 002's model).
    Model {
        /// torus:KxK.. or utorus:KxK.. (the paper's unidirectional cube) with one radix, or hypercube:N
        #[arg(long)]
        topology: String,
        /// Virtual channels per physical channel (2 to 16, as the router; at least 3 on tori).
        #[arg(long, default_value_t = 3, value_parser = ranges::whole(2usize, limits::VCS.hi as usize), allow_hyphen_values = true)]
        vcs: usize,
        /// Message length M in flits (1 to 256, as the router).
        #[arg(long, default_value_t = 32, value_parser = ranges::limit::<usize>(limits::PACKET), allow_hyphen_values = true)]
        packet: usize,
        /// Offered load in flits per node per cycle (0 to 1; lambda = rate / M messages).
        #[arg(long, value_parser = ranges::real(0.0, 1.0), allow_hyphen_values = true)]
        rate: f64,
        #[arg(long)]
        json: bool,
    },
    /// Reproduce a table or figure of the papers (see --list).
    Experiment {
        /// Experiment name; omit with --list.
        name: Option<String>,
        /// List the experiments.
        #[arg(long)]
        list: bool,
        /// Monte Carlo samples (1 to 1000000000; default: a fast run; the paper's counts run in
        /// minutes).
        #[arg(long, value_parser = ranges::whole(1usize, ranges::MAX_SAMPLES), allow_hyphen_values = true)]
        samples: Option<usize>,
        /// Seed of the Monte Carlo samples (0 to 18446744073709551615).
        #[arg(long, default_value_t = 1, value_parser = ranges::whole(0u64, u64::MAX), allow_hyphen_values = true)]
        seed: u64,
        /// SVG plot of the experiment (duato-model: model and simulators per configuration).
        #[arg(long)]
        plot: Option<String>,
        #[command(flatten)]
        budget: BudgetArgs,
        #[arg(long)]
        json: bool,
    },
}

pub fn main() -> ExitCode {
    // Lossy, so an argument that is not UTF-8 is refused by clap rather than a panic here.
    let raw: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    run(raw)
}

/// One command, `raw` as the process's arguments (the program's name first): what `main`
/// runs, and what an embedding (the Python package) calls.
pub fn run(raw: Vec<String>) -> ExitCode {
    let (mut definition, from_file) =
        match config::apply(cmd::verilog::testbench_defaults(Cli::command()), &raw) {
            Ok((definition, from_file)) => (config::relax_varied(definition, &raw), from_file),
            Err(e) => {
                say_err!("error: {e}");
                return ExitCode::from(2);
            }
        };
    let parsed = definition
        .try_get_matches_from_mut(&raw)
        .and_then(|m| Cli::from_arg_matches(&m).map(|cli| (cli, m)));
    let (cli, matches) = match parsed {
        Ok(x) => x,
        Err(e) => return clap_error::report(&e, &raw),
    };
    if let Some((name, m)) = matches.subcommand()
        && let Some(sub) = definition.find_subcommand(name)
    {
        config::begin(config::resolved(sub, m));
    }
    progress::set_quiet(cli.quiet);
    let result = context::refuse(&matches, &from_file)
        .and_then(|()| cmd::run(cli.command))
        .and_then(|code| stdout::flush().map(|()| code));
    // A test hook: not in a release build, where it would write to any path the environment names.
    #[cfg(debug_assertions)]
    report_peak();
    match result {
        Ok(code) => code,
        Err(Error::Closed) => ExitCode::from(stdout::CLOSED_STATUS),
        Err(Error::Interrupted) => {
            say_err!("error: interrupted; temporary files removed");
            ExitCode::from(interrupt::EXIT_INTERRUPTED)
        }
        Err(e) => {
            say_err!("error: {e}");
            // Status 1 is kept for a failed check or a deadlock: an unwritable output is bad
            // input too.
            ExitCode::from(2)
        }
    }
}

/// For tests/suite/budget_estimates.rs, and compiled only with debug assertions (the test
/// profile's build, never a release one): with FTROUTER_PEAK_FILE set, write at exit the process's
/// peak resident set (VmHWM of /proc/self/status, in kB) and that of the largest tool it ran
/// and waited for (Yosys, Verilator's compiler; getrusage's RUSAGE_CHILDREN ru_maxrss, kB),
/// separated by a space. A parent's wait4 rusage cannot give the first: the high-water mark
/// of the memory the child was spawned from (the test process, through vfork) is carried
/// across exec into ru_maxrss.
#[cfg(debug_assertions)]
fn report_peak() {
    let Some(path) = std::env::var_os("FTROUTER_PEAK_FILE") else {
        return;
    };
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM:")) {
        let kb = line
            .trim_start_matches("VmHWM:")
            .trim()
            .trim_end_matches("kB")
            .trim();
        // SAFETY: a zeroed rusage is valid; getrusage fills it in.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let tools_kb = if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } == 0 {
            usage.ru_maxrss
        } else {
            0
        };
        let _ = std::fs::write(path, format!("{kb} {tools_kb}"));
    }
}

/// What the generated router is for: the form of its routing table's staging.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Target {
    Asic,
    Fpga,
}

impl Target {
    pub fn tables(self) -> ftrouter::hdl::rtl::Staging {
        match self {
            Target::Asic => ftrouter::hdl::rtl::Staging::Copy,
            Target::Fpga => ftrouter::hdl::rtl::Staging::Banks,
        }
    }
}
