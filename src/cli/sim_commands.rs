//! The arguments of the subcommands that build a fabric and run it: one struct per
//! subcommand, of the groups it reads (`cli::groups`) and its own options; and `SimOptions`,
//! the view of them the shared setup and run code reads.

use crate::cli::groups::{
    BehavioralArgs, FaultArgs, ModelArgs, OutputArgs, RateArgs, RouterArgs, RunArgs, TargetArgs,
    ThreadArgs, WatchdogArgs, defaults,
};
use crate::cli::{BudgetArgs, NetArgs, StudyArgs, ranges};

/// What a simulation reads, whichever subcommand runs it: the groups a subcommand does not
/// take are at their defaults.
#[derive(Debug, Clone)]
pub struct SimOptions {
    pub router: RouterArgs,
    pub run: RunArgs,
    /// The load of one run (`sweep` and `crossval` set each point's).
    pub rate: f64,
    pub watchdog: u64,
    pub faults: FaultArgs,
    pub output: OutputArgs,
    pub threads: Option<usize>,
    pub model: String,
    pub behavioral: String,
    pub budget: BudgetArgs,
}

impl SimOptions {
    /// `router` and `run` with every other group at its defaults.
    pub fn new(router: RouterArgs, run: RunArgs, budget: BudgetArgs) -> Self {
        let model: ModelArgs = defaults();
        SimOptions {
            router,
            run,
            rate: defaults::<RateArgs>().rate,
            watchdog: defaults::<WatchdogArgs>().watchdog,
            faults: defaults(),
            output: defaults(),
            threads: defaults::<ThreadArgs>().threads,
            model: model.model,
            behavioral: model.behavioral.behavioral,
            budget,
        }
    }
}

/// `sim`'s options.
#[derive(clap::Args, Debug)]
pub struct SimCommand {
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub router: RouterArgs,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub rate: RateArgs,
    #[command(flatten)]
    pub watchdog: WatchdogArgs,
    #[command(flatten)]
    pub model: ModelArgs,
    #[command(flatten)]
    pub faults: FaultArgs,
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// With --fault-at: SVG plot of accepted throughput and latency over time, the faults
    /// and the table reloads marked.
    #[arg(long)]
    pub plot: Option<String>,
    /// Replications (1 to 1000): the run with seeds SEED to SEED + N - 1 (traffic and any
    /// random faults), and the mean and 95% confidence interval of latency and accepted
    /// throughput over them.
    #[arg(long, default_value_t = 1, value_parser = ranges::whole(1usize, 1000), allow_hyphen_values = true)]
    pub seeds: usize,
    #[arg(long)]
    pub json: bool,
}

impl SimCommand {
    pub fn options(&self) -> SimOptions {
        SimOptions {
            rate: self.rate.rate,
            watchdog: self.watchdog.watchdog,
            faults: self.faults.clone(),
            output: self.output.clone(),
            threads: self.threads.threads,
            model: self.model.model.clone(),
            behavioral: self.model.behavioral.behavioral.clone(),
            ..SimOptions::new(self.router.clone(), self.run.clone(), self.budget)
        }
    }
}

/// The simulation options of `sweep`: each series' too (`--vary` changes them).
#[derive(clap::Args, Debug, Clone)]
pub struct SweepSim {
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub router: RouterArgs,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub watchdog: WatchdogArgs,
    #[command(flatten)]
    pub model: ModelArgs,
    #[command(flatten)]
    pub faults: FaultArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
    #[command(flatten)]
    pub budget: BudgetArgs,
}

impl SweepSim {
    pub fn options(&self) -> SimOptions {
        SimOptions {
            watchdog: self.watchdog.watchdog,
            faults: self.faults.clone(),
            threads: self.threads.threads,
            model: self.model.model.clone(),
            behavioral: self.model.behavioral.behavioral.clone(),
            ..SimOptions::new(self.router.clone(), self.run.clone(), self.budget)
        }
    }
}

/// `sweep`'s options.
#[derive(clap::Args, Debug)]
pub struct SweepCommand {
    #[command(flatten)]
    pub sim: SweepSim,
    #[command(flatten)]
    pub study: StudyArgs,
    #[arg(long)]
    pub json: bool,
}

/// `crossval`'s options: it runs both models, at its own loads.
#[derive(clap::Args, Debug)]
pub struct CrossvalCommand {
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub router: RouterArgs,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub watchdog: WatchdogArgs,
    #[command(flatten)]
    pub behavioral: BehavioralArgs,
    #[command(flatten)]
    pub faults: FaultArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Offered loads FROM:TO:STEP in flits/node/cycle: FROM and TO 0 to 1, FROM <= TO, STEP
    /// 0.001 to 1 (default: from near zero to 1.2 x the cycle model's saturation, which the
    /// command finds first).
    #[arg(long, value_parser = ranges::rates, allow_hyphen_values = true)]
    pub rates: Option<String>,
    /// SVG plot of every model's latency and accepted throughput against offered load.
    #[arg(long)]
    pub plot: Option<String>,
    #[arg(long)]
    pub json: bool,
}

impl CrossvalCommand {
    pub fn options(&self) -> SimOptions {
        SimOptions {
            watchdog: self.watchdog.watchdog,
            faults: self.faults.clone(),
            threads: self.threads.threads,
            behavioral: self.behavioral.behavioral.clone(),
            ..SimOptions::new(self.router.clone(), self.run.clone(), self.budget)
        }
    }
}

/// `verilog`'s options: the design, and the cycle model's run for its testbench's vectors
/// (its defaults are the testbench's: `cmd::verilog::testbench_defaults`).
#[derive(clap::Args, Debug)]
pub struct VerilogCommand {
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub router: RouterArgs,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub rate: RateArgs,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Folder for the Verilog files (created if missing).
    #[arg(long)]
    pub out: String,
    /// The router the shipped testbench (OUT/testbench/) checks, its address (default:
    /// the first healthy router); its vectors come from the cycle model under --rate
    /// (default here 0.3), --warmup (0) and --cycles (1000), as cosim's.
    #[arg(long = "router", id = "router", value_name = "ROUTER")]
    pub under_test: Option<String>,
    #[command(flatten)]
    pub target: TargetArgs,
}

impl VerilogCommand {
    pub fn options(&self) -> SimOptions {
        SimOptions {
            rate: self.rate.rate,
            ..SimOptions::new(self.router.clone(), self.run.clone(), self.budget)
        }
    }
}

/// `cosim`'s options: the cycle model's run, with faults during it, against the Verilog.
#[derive(clap::Args, Debug)]
pub struct CosimCommand {
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub router: RouterArgs,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub rate: RateArgs,
    #[command(flatten)]
    pub watchdog: WatchdogArgs,
    #[command(flatten)]
    pub faults: FaultArgs,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Co-simulate only this router (its address), fed with the inputs it saw in the fabric.
    #[arg(long = "router", id = "router", value_name = "ROUTER")]
    pub under_test: Option<String>,
    /// verilator (default) or icarus.
    #[arg(long, default_value = "verilator")]
    pub simulator: String,
    /// Folder for the design, testbench and vectors (default: a fresh temporary folder).
    #[arg(long)]
    pub dir: Option<String>,
    /// Check this Verilog folder (as `verilog --out` writes it, perhaps edited: its *.v
    /// files and tables/) instead of generating the design; the folder is only read.
    #[arg(long)]
    pub rtl: Option<String>,
    /// Fail unless this share (percent, 0 to 100) of the flit data bits of the design's
    /// ports that can toggle did, both ways, over the run (toggle coverage). The default,
    /// 0, reports the coverage without a bound: a short or lightly loaded run leaves bits
    /// untoggled, and a routing keeps some header bits constant on a port (under DOR a Y
    /// port carries only its own column's packets).
    #[arg(long, default_value_t = 0.0, value_parser = ranges::real(0.0, 100.0), allow_hyphen_values = true)]
    pub data_coverage: f64,
    #[command(flatten)]
    pub target: TargetArgs,
    #[arg(long)]
    pub json: bool,
}

impl CosimCommand {
    pub fn options(&self) -> SimOptions {
        SimOptions {
            rate: self.rate.rate,
            watchdog: self.watchdog.watchdog,
            faults: self.faults.clone(),
            ..SimOptions::new(self.router.clone(), self.run.clone(), self.budget)
        }
    }
}
