//! The option groups of the subcommands that build a fabric and run it (`sim`, `sweep`,
//! `crossval`, `verilog`, `cosim`): each option is defined once here, and each subcommand's
//! struct (`cli::sim_commands`) flattens the groups it reads, so clap refuses any other
//! option and `--help` lists only these.

use crate::cli::{Target, ranges};
use ftrouter::Result;
use ftrouter::router::flit::MAX_FLIT_DATA;
use ftrouter::router::limits;

/// The router: its routing, virtual channels, packet and pipeline, with the options of its
/// flow control and its datapath, which the behavioral models read in part (`cli::context`).
#[derive(clap::Args, Debug, Clone)]
pub struct RouterArgs {
    /// dor, duato, bubble, pv, esv, mh-ud; min-adapt (BookSim2's min_adapt_torus, 4 VCs or more, or on a mesh min_adapt_mesh, 2 or more)
    #[arg(long)]
    pub routing: String,
    /// Virtual channels per input port (1 to 16; (ports + 1) x VCs at most 64; the hardware
    /// of verilog and cosim: 2 to 8).
    #[arg(long, default_value_t = 2, value_parser = ranges::limit::<usize>(limits::VCS), allow_hyphen_values = true)]
    pub vcs: usize,
    /// Flits per packet (1 to 256, the 8-bit flit index).
    #[arg(long, default_value_t = 4, value_parser = ranges::limit::<usize>(limits::PACKET), allow_hyphen_values = true)]
    pub packet: usize,
    /// Router pipeline stages (5 to 16; 5: BW, RC, VA, SA, ST; the hardware: 5).
    #[arg(long, default_value_t = 5, value_parser = ranges::limit::<usize>(limits::STAGES), allow_hyphen_values = true)]
    pub stages: usize,
    #[command(flatten)]
    pub flow: FlowControlArgs,
    #[command(flatten)]
    pub datapath: DatapathArgs,
}

/// The router's buffers, links and allocation: what the behavioral flow model reads of it
/// besides `RouterArgs`' own fields, and the ideal model does not.
#[derive(clap::Args, Debug, Clone)]
pub struct FlowControlArgs {
    /// Flit slots per VC buffer (1 to 1024; the hardware of verilog and cosim: 2 to 64).
    #[arg(long, default_value_t = 8, value_parser = ranges::limit::<usize>(limits::DEPTH), allow_hyphen_values = true)]
    pub depth: usize,
    /// vct or wormhole (default: vct for bubble, pv, esv; wormhole otherwise).
    #[arg(long)]
    pub switching: Option<String>,
    /// booksim: the router of BookSim2's iq router with its defaults (credit channel of 2
    /// cycles, no transit priority or injection patience, dim_order_torus's VC ranges and
    /// requests, BookSim2's traffic patterns); options given explicitly still apply
    /// (docs/cycle-model.md)
    #[arg(long, value_parser = ["booksim"])]
    pub preset: Option<String>,
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
}

/// The router's datapath and arbiters: only the cycle model (and the hardware) reads them.
#[derive(clap::Args, Debug, Clone)]
pub struct DatapathArgs {
    /// Data bits per flit (0 to 256; 0, the default: 64, or the head flit's header width if
    /// wider; otherwise 32 to 256: the routing header whole, the packet tag as far as it fits).
    #[arg(long, default_value_t = 0, value_parser = ranges::whole(0u32, MAX_FLIT_DATA), allow_hyphen_values = true)]
    pub flit_width: u32,
    /// Multicast as the paper describes it, every leg on any VC (can deadlock; by default
    /// leg i of a multicast packet uses VC i, which cannot).
    #[arg(long)]
    pub paper_multicast: bool,
    /// Arbiters of VC and switch allocation: rr (round robin) or matrix (least recently granted).
    #[arg(long, default_value = "rr")]
    pub arbiter: String,
}

/// The traffic of a run and its length.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// uniform, uniform-self, transpose, transpose-self, bitcomp, hotspot[:ADDR[:FRACTION]],
    /// bitrev, shuffle, tornado, neighbor, randperm[:SEED], multicast:K, trace:FILE (default
    /// uniform). With --preset booksim each name is BookSim2's pattern: uniform draws the
    /// source too, transpose and bitcomp are bit operations on node ids, hotspot:ADDR sends
    /// every packet to ADDR (docs/cycle-model.md)
    #[arg(long)]
    pub traffic: Option<String>,
    /// Warm-up cycles before measurement (0 to 1000000000000).
    #[arg(long, default_value_t = 1_000, value_parser = ranges::whole(0u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub warmup: u64,
    /// Measurement cycles (1 to 1000000000000).
    #[arg(long, default_value_t = 10_000, value_parser = ranges::whole(1u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub cycles: u64,
}

/// The one load of a run (`sweep` and `crossval` take `--rates` instead).
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct RateArgs {
    /// Offered load, flits per node per cycle (0 to 1).
    #[arg(long, default_value_t = 0.1, value_parser = ranges::real(0.0, 1.0), allow_hyphen_values = true)]
    pub rate: f64,
}

/// The deadlock watchdog of a run that can deadlock.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct WatchdogArgs {
    /// Cycles without progress (with flits in flight) before the watchdog declares deadlock
    /// (1 to 1000000000000).
    #[arg(long, default_value_t = 2_000, value_parser = ranges::whole(1u64, ranges::MAX_CYCLES), allow_hyphen_values = true)]
    pub watchdog: u64,
}

/// Faults during the run and their reconfiguration (docs/faults-during-operation.md).
#[derive(clap::Args, Debug, Clone)]
pub struct FaultArgs {
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
}

/// What one run writes besides its figures: the waveform, the packets, the flows, a packet
/// watched.
#[derive(clap::Args, Debug, Clone)]
pub struct OutputArgs {
    /// Print on stderr where this packet's flits are, every cycle they move (a packet id, 0 to
    /// 4294967295).
    #[arg(long, value_parser = ranges::whole(0u32, u32::MAX), allow_hyphen_values = true)]
    pub watch: Option<u32>,
    /// Per-packet CSV output.
    #[arg(long)]
    pub packets_out: Option<String>,
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
    /// Per-flow statistics (`--flows`, `--flows-out`).
    #[command(flatten)]
    pub flows: FlowArgs,
}

/// Per-flow statistics of `sim` (docs/cycle-model.md, "Per-flow statistics").
#[derive(clap::Args, Debug, Clone, Default)]
pub struct FlowArgs {
    /// Per-flow latency and throughput: source (a row per healthy source node) or pair (a
    /// row per source-destination pair that saw traffic), in the summary's spread line and
    /// the --json output's `flows` array.
    #[arg(long, value_parser = ["source", "pair"])]
    pub flows: Option<String>,
    /// With --flows: the whole table as CSV.
    #[arg(long)]
    pub flows_out: Option<String>,
}

impl FlowArgs {
    /// What `--flows` asks to keep.
    pub fn key(&self) -> Result<Option<ftrouter::workload::flows::FlowKey>> {
        self.flows.as_deref().map(str::parse).transpose()
    }
}

/// What the generated router is for (`verilog`, `cosim`): the form of its routing table's
/// staging.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct TargetArgs {
    /// asic (default): a reload's routing table is copied into the bank read, its words
    /// flip-flops; fpga: the table's two banks swap roles, each LUT RAM (docs/hdl.md,
    /// "Faults during a run"). The same router cycle for cycle.
    #[arg(long, value_enum, default_value_t = Target::Asic)]
    pub target: Target,
}

impl TargetArgs {
    pub fn tables(self) -> ftrouter::hdl::rtl::Staging {
        self.target.tables()
    }
}

/// The threads of the cycle model.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct ThreadArgs {
    /// Threads stepping the cycle model's routers (1 to 1024; default: all cores). The
    /// results are the same for any number. crossval runs its rates in parallel and gives
    /// each run the threads left over: THREADS / rates, at least 1 (docs/performance.md,
    /// "Threads").
    #[arg(long, value_parser = ranges::whole(1usize, 1024), allow_hyphen_values = true)]
    pub threads: Option<usize>,
}

/// Which model runs: the cycle model or a behavioral one.
#[derive(clap::Args, Debug, Clone)]
pub struct ModelArgs {
    /// cycle (the RTL-structured model) or behavioral (abstract routers; see --behavioral).
    #[arg(long, default_value = "cycle")]
    pub model: String,
    #[command(flatten)]
    pub behavioral: BehavioralArgs,
}

/// The behavioral model's router (`crossval` runs it beside the cycle model).
#[derive(clap::Args, Debug, Clone)]
pub struct BehavioralArgs {
    /// The behavioral model's router: flow (per-VC buffers, credits, VC classes, bubble
    /// condition; default) or ideal (unbounded queues, no VCs: an upper bound).
    #[arg(long, default_value = "flow")]
    pub behavioral: String,
}

impl RouterArgs {
    /// The router of `routing` with every other option at its default.
    pub fn of(routing: &str) -> Self {
        parsed(&["--routing", routing])
    }
}

/// The group's values when none of its options is given: its clap defaults, so a subcommand
/// that does not take the group runs as one given none of it would.
pub fn defaults<T: clap::Args + clap::FromArgMatches>() -> T {
    parsed(&[])
}

/// The group as clap parses `args`, the defaults where they say nothing.
fn parsed<T: clap::Args + clap::FromArgMatches>(args: &[&str]) -> T {
    let cmd = T::augment_args(clap::Command::new("group").no_binary_name(true));
    let matches = cmd
        .try_get_matches_from(args)
        .expect("the group's own defaults and a valid routing parse");
    T::from_arg_matches(&matches).expect("the matches are the group's")
}

/// The ids of the group's options (clap's: the field names).
pub fn ids<T: clap::Args>() -> Vec<String> {
    T::augment_args(clap::Command::new("ids"))
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect()
}
