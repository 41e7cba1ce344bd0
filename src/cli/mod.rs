//! Argument parsing and dispatch. Every error is one line naming the bad value; bad input
//! exits with status 2, a failed check with 1.

pub(crate) mod clap_error;
mod cmd;
mod config;
mod interrupt;
mod print;
mod progress;
mod ranges;
mod setup;
mod stderr;
mod stdout;
mod unused;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use ftrouter::Error;
use ftrouter::router::flit::MAX_FLIT_DATA;
use ftrouter::router::limits;
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

/// Router and traffic options of `sim` and `sweep`.
#[derive(clap::Args, Debug, Clone)]
pub struct SimArgs {
    /// dor, duato, bubble, pv, esv, mh-ud; min-adapt (BookSim2's min_adapt_torus, 4 VCs or more, or on a mesh min_adapt_mesh, 2 or more)
    #[arg(long)]
    pub routing: String,
    /// Virtual channels per input port (1 to 16; (ports + 1) x VCs at most 64; the hardware
    /// of verilog and cosim: 2 to 8).
    #[arg(long, default_value_t = 2, value_parser = ranges::limit::<usize>(limits::VCS), allow_hyphen_values = true)]
    pub vcs: usize,
    /// Flit slots per VC buffer (1 to 1024; the hardware of verilog and cosim: 2 to 64).
    #[arg(long, default_value_t = 8, value_parser = ranges::limit::<usize>(limits::DEPTH), allow_hyphen_values = true)]
    pub depth: usize,
    /// Flits per packet (1 to 256, the 8-bit flit index).
    #[arg(long, default_value_t = 4, value_parser = ranges::limit::<usize>(limits::PACKET), allow_hyphen_values = true)]
    pub packet: usize,
    /// vct or wormhole (default: vct for bubble, pv, esv; wormhole otherwise).
    #[arg(long)]
    pub switching: Option<String>,
    /// Data bits per flit (0 to 256; 0, the default: 64, or the head flit's header width if
    /// wider; otherwise 32 to 256: the routing header whole, the packet tag as far as it fits).
    #[arg(long, default_value_t = 0, value_parser = ranges::whole(0u32, MAX_FLIT_DATA), allow_hyphen_values = true)]
    pub flit_width: u32,
    /// Router pipeline stages (5 to 16; 5: BW, RC, VA, SA, ST; the hardware: 5).
    #[arg(long, default_value_t = 5, value_parser = ranges::limit::<usize>(limits::STAGES), allow_hyphen_values = true)]
    pub stages: usize,
    /// uniform, uniform-self, transpose, transpose-self, bitcomp, hotspot[:ADDR[:FRACTION]],
    /// bitrev, shuffle, tornado, neighbor, randperm[:SEED], multicast:K, trace:FILE (default
    /// uniform). With --preset booksim each name is BookSim2's pattern: uniform draws the
    /// source too, transpose and bitcomp are bit operations on node ids, hotspot:ADDR sends
    /// every packet to ADDR (docs/cycle-model.md)
    #[arg(long)]
    pub traffic: Option<String>,
    /// booksim: the router of BookSim2's iq router with its defaults (credit channel of 2
    /// cycles, no transit priority or injection patience, dim_order_torus's VC ranges and
    /// requests, BookSim2's traffic patterns); options given explicitly still apply
    /// (docs/cycle-model.md)
    #[arg(long, value_parser = ["booksim"])]
    pub preset: Option<String>,
    /// Offered load, flits per node per cycle (0 to 1).
    #[arg(long, default_value_t = 0.1, value_parser = ranges::real(0.0, 1.0), allow_hyphen_values = true)]
    pub rate: f64,
    /// Measurement cycles (1 to 1000000000000).
    #[arg(long, default_value_t = 10_000, value_parser = ranges::whole(1u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub cycles: u64,
    /// Warm-up cycles before measurement (0 to 1000000000000).
    #[arg(long, default_value_t = 1_000, value_parser = ranges::whole(0u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub warmup: u64,
    /// Cycles without progress (with flits in flight) before the watchdog declares deadlock
    /// (1 to 1000000000000).
    #[arg(long, default_value_t = 2_000, value_parser = ranges::whole(1u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub watchdog: u64,
    /// Multicast as the paper describes it, every leg on any VC (can deadlock; by default
    /// leg i of a multicast packet uses VC i, which cannot).
    #[arg(long)]
    pub paper_multicast: bool,
    /// cycle (the RTL-structured model) or behavioral (abstract routers; see --behavioral).
    #[arg(long, default_value = "cycle")]
    pub model: String,
    /// The behavioral model's router: flow (per-VC buffers, credits, VC classes, bubble
    /// condition; default) or ideal (unbounded queues, no VCs: an upper bound).
    #[arg(long, default_value = "flow")]
    pub behavioral: String,
    /// Arbiters of VC and switch allocation: rr (round robin) or matrix (least recently granted).
    #[arg(long, default_value = "rr")]
    pub arbiter: String,
    /// on (default): VA serves transit packets before injected ones (an injected packet
    /// refused 15 times is served anyway), and on a bubble ring the packets already on it
    /// before those entering it; off: plain round robin. Keeps throughput up past saturation.
    #[arg(long, num_args = 0..=1, default_missing_value = "on", value_parser = ["on", "off"])]
    pub transit_priority: Option<String>,
    /// Cycles from a buffer read to the upstream credit counter's update (1 to 16, default 1;
    /// 2 with --preset booksim).
    #[arg(long, value_parser = ranges::limit::<u64>(limits::CREDIT_DELAY), allow_hyphen_values = true)]
    pub credit_delay: Option<u64>,
    /// Cycles a flit spends on the link between two routers (1 to 16, default 2, BookSim2's
    /// torus channel; 1 on a mesh with --preset booksim, BookSim2's mesh channel).
    #[arg(long, value_parser = ranges::limit::<u64>(limits::LINK_DELAY), allow_hyphen_values = true)]
    pub link_delay: Option<u64>,
    /// VA cycles a transit head waits for an adaptive VC before it may ask for the escape VC
    /// (0 to 15, default 0).
    #[arg(long, value_parser = ranges::limit::<u8>(limits::ESCAPE_PATIENCE), allow_hyphen_values = true)]
    pub escape_patience: Option<u8>,
    /// The same for a head at the injection port (0 to 15, default 15: injected packets keep
    /// off the escape VCs, which transit packets need beyond saturation).
    #[arg(long, value_parser = ranges::limit::<u8>(limits::INJECTION_PATIENCE), allow_hyphen_values = true)]
    pub injection_patience: Option<u8>,
    /// The livelock limit of routings with escape rings (bubble, pv, esv): times a packet may
    /// leave its ring for an adaptive VC before it stays on the ring (0 to 15, default 8).
    #[arg(long, value_parser = ranges::limit::<u8>(limits::MAX_MISSES), allow_hyphen_values = true)]
    pub max_misses: Option<u8>,
    /// A link or router that fails during the run: CYCLE:FAULT, FAULT as in --faults
    /// (node:ADDR, link:A-B, random:links=1, ...); repeatable. What is on it is lost; after
    /// --detection-delay the tables are recompiled and written. The cycle model and the
    /// behavioral flow model take it; crossval compares their throughput after the
    /// reconfiguration (docs/faults-during-operation.md).
    #[arg(long = "fault-at")]
    pub fault_at: Vec<String>,
    /// Cycles from a fault until its reconfiguration starts (0 to 1000000000000, default 100).
    #[arg(long, value_parser = ranges::whole(0u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub detection_delay: Option<u64>,
    /// How the new tables are written: drain (stop injection, empty the network, reload,
    /// resume; default) or dynamic (one router per cycle while traffic flows; refused where it
    /// could deadlock).
    #[arg(long, value_parser = ["drain", "dynamic"])]
    pub reconfigure: Option<String>,
    /// With --fault-at: a source sends a packet lost in the network again, TIMEOUT cycles
    /// after it injected it (1 to 1000000000000); only lost packets are resent, as if their
    /// acknowledgement never came (docs/faults-during-operation.md).
    #[arg(long, value_parser = ranges::whole(1u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub retransmit: Option<u64>,
    /// Print on stderr where this packet's flits are, every cycle they move (a packet id, 0 to
    /// 4294967295).
    #[arg(long, value_parser = ranges::whole(0u32, u32::MAX), allow_hyphen_values = true)]
    pub watch: Option<u32>,
    /// Per-packet CSV output.
    #[arg(long)]
    pub packets_out: Option<String>,
    /// Per-flow statistics (`--flows`, `--flows-out`).
    #[command(flatten)]
    pub flows: setup::FlowArgs,
    /// VCD waveform output (a GTKWave .gtkw save file is written beside it).
    #[arg(long)]
    pub vcd: Option<String>,
    /// Routers to trace in the VCD: comma-separated addresses or `all`
    /// (default: all for fabrics of up to 16 routers, else the first 16).
    #[arg(long)]
    pub trace_routers: Option<String>,
    /// Cycles written to the VCD, FROM:TO: whole cycles 0 to 4294967295 (the waveform's 32-bit
    /// cycle counter), FROM <= TO.
    #[arg(long, default_value = "0:1999", value_parser = ranges::window, allow_hyphen_values = true)]
    pub vcd_window: String,
    /// Threads stepping the cycle model's routers (1 to 1024; default: all cores). The
    /// results are the same for any number. crossval runs its rates in parallel and gives
    /// each run the threads left over: THREADS / rates, at least 1 (docs/performance.md,
    /// "Threads").
    #[arg(long, value_parser = ranges::whole(1usize, 1024), allow_hyphen_values = true)]
    pub threads: Option<usize>,
    /// Memory and time of the tables, buffers, run and design (estimated before the tables are
    /// compiled).
    #[command(flatten)]
    pub budget: BudgetArgs,
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
    Sim {
        #[command(flatten)]
        net: NetArgs,
        #[command(flatten)]
        sim: SimArgs,
        /// With --fault-at: SVG plot of accepted throughput and latency over time, the faults
        /// and the table reloads marked.
        #[arg(long)]
        plot: Option<String>,
        /// Replications (1 to 1000): the run with seeds SEED to SEED + N - 1 (traffic and any
        /// random faults), and the mean and 95% confidence interval of latency and accepted
        /// throughput over them.
        #[arg(long, default_value_t = 1, value_parser = ranges::whole(1usize, 1000), allow_hyphen_values = true)]
        seeds: usize,
        #[arg(long)]
        json: bool,
    },
    /// Latency and throughput over a range of offered loads and over the values of any
    /// options (--vary), as result rows, a table or an overlay plot; in shards for a cluster.
    Sweep {
        #[command(flatten)]
        net: NetArgs,
        #[command(flatten)]
        sim: SimArgs,
        #[command(flatten)]
        study: StudyArgs,
        #[arg(long)]
        json: bool,
    },
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
    Crossval {
        #[command(flatten)]
        net: NetArgs,
        #[command(flatten)]
        sim: SimArgs,
        /// Offered loads FROM:TO:STEP in flits/node/cycle: FROM and TO 0 to 1, FROM <= TO, STEP
        /// 0.001 to 1 (default: from near zero to 1.2 x the cycle model's saturation, which the
        /// command finds first).
        #[arg(long, value_parser = ranges::rates, allow_hyphen_values = true)]
        rates: Option<String>,
        /// SVG plot of every model's latency and accepted throughput against offered load.
        #[arg(long)]
        plot: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Hardware cost of a router: storage bits and gate estimates per block, Yosys cells with
    /// --yosys, the worst register-to-register path and chip area with --timing, an FPGA's
    /// figures with --fpga ecp5.
    Cost(CostArgs),
    /// Write the synthesizable Verilog of a fabric: the router core of its shape, one module
    /// per router (its table image) and the fabric top wiring every healthy router.
    /// `--traffic multicast:K` (mh-ud) sizes the head flits' destination list.
    Verilog {
        #[command(flatten)]
        net: NetArgs,
        #[command(flatten)]
        sim: SimArgs,
        /// Folder for the Verilog files (created if missing).
        #[arg(long)]
        out: String,
        /// The router the shipped testbench (OUT/testbench/) checks, its address (default:
        /// the first healthy router); its vectors come from the cycle model under --rate
        /// (default here 0.3), --warmup (0) and --cycles (1000), as cosim's.
        #[arg(long)]
        router: Option<String>,
        /// asic (default): a reload's routing table is copied into the bank read, its words
        /// flip-flops; fpga: the table's two banks swap roles, each LUT RAM (docs/hdl.md,
        /// "Faults during a run"). The same router cycle for cycle.
        #[arg(long, value_enum, default_value_t = Target::Asic)]
        target: Target,
    },
    /// Co-simulate the generated Verilog against the cycle model, cycle for cycle: a whole
    /// fabric, or one router with --router. Exit 0 when bit-exact, 1 at the first difference.
    Cosim {
        #[command(flatten)]
        net: NetArgs,
        #[command(flatten)]
        sim: SimArgs,
        /// Co-simulate only this router (its address), fed with the inputs it saw in the fabric.
        #[arg(long)]
        router: Option<String>,
        /// verilator (default) or icarus.
        #[arg(long, default_value = "verilator")]
        simulator: String,
        /// Folder for the design, testbench and vectors (default: a fresh temporary folder).
        #[arg(long)]
        dir: Option<String>,
        /// Check this Verilog folder (as `verilog --out` writes it, perhaps edited: its *.v
        /// files and tables/) instead of generating the design; the folder is only read.
        #[arg(long)]
        rtl: Option<String>,
        /// Fail unless this share (percent, 0 to 100) of the flit data bits of the design's
        /// ports that can toggle did, both ways, over the run (toggle coverage). The default,
        /// 0, reports the coverage without a bound: a short or lightly loaded run leaves bits
        /// untoggled, and a routing keeps some header bits constant on a port (under DOR a Y
        /// port carries only its own column's packets).
        #[arg(long, default_value_t = 0.0, value_parser = ranges::real(0.0, 100.0), allow_hyphen_values = true)]
        data_coverage: f64,
        /// asic (default): a reload's routing table is copied into the bank read, its words
        /// flip-flops; fpga: the table's two banks swap roles, each LUT RAM (docs/hdl.md,
        /// "Faults during a run"). The same router cycle for cycle.
        #[arg(long, value_enum, default_value_t = Target::Asic)]
        target: Target,
        #[arg(long)]
        json: bool,
    },
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
        match config::apply(unused::hide_ignored(Cli::command()), &raw) {
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
        config::begin(config::resolved(sub, m, unused::ignored_ids(name)));
    }
    progress::set_quiet(cli.quiet);
    let mut command = cli.command;
    if let (Command::Verilog { sim, .. }, Some((_, m))) = (&mut command, matches.subcommand()) {
        cmd::verilog::testbench_defaults(sim, |id| unused::given(m, id) || from_file.gave(id));
    }
    let result = unused::refuse(&matches, &from_file)
        .and_then(|()| cmd::run(command))
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
