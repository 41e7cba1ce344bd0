//! Hardware cost of a router (docs/cost.md; the `ftrouter cost --json` contract:
//! docs/architecture.md, "Contracts"): per block the analytical storage bits (`storage`) and gate
//! estimate (`gates`), and with `--yosys` the cells, transistors and flip-flops Yosys reports for
//! the generated router's modules, summed by block (`measure`); with `--timing` the worst
//! register-to-register path and the area on a standard-cell library (`timing`), with
//! `--fpga ecp5` the router placed and routed on an ECP5 (`fpga`).
//!
//! ```text
//!  RouterParams + CompiledTables ──► RouterSizes ──► storage bits, model gates ──────┐
//!  Fabric ──► hdl::rtl::generate::router_design ──► Yosys (hierarchical, flat) ──────┴─► CostReport
//! ```

pub mod area;
pub mod depth;
pub mod design_space;
pub mod energy;
pub mod flow_cache;
pub mod fpga;
pub mod gates;
pub mod measure;
pub mod plot;
pub mod power;
pub mod power_map;
pub mod scaling;
pub mod sizes;
pub mod storage;
pub mod sweep;
pub mod table;
pub mod timing;
pub mod yosys;

use crate::fabric::Fabric;
use crate::{Error, Result};
use sizes::RouterSizes;

/// What Yosys synthesizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Nothing: storage bits and the gate model only.
    Model,
    /// The generated router, synthesized once with its hierarchy kept: every block's figure
    /// and the whole router's (about 9 s for a 5-port, 2-VC router).
    Yosys,
}

/// The router's blocks, in pipeline order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// (P + 1) x V VC FIFOs of D flits.
    InputBuffers,
    /// Per input VC the state and route registers; per output VC the owner.
    VcState,
    /// The routing-table ROM: one word per destination.
    RoutingTable,
    /// Paper 003's (P + 1) x P bubble-check ROM.
    BubbleTable,
    /// One arbiter per output VC over all (P + 1) x V input VCs.
    VcAllocator,
    /// Separable input-first: P + 1 arbiters over V, P + 1 over P + 1.
    SwitchAllocator,
    /// (P + 1) x (P + 1) multiplexers on W bits with the ST output register.
    Crossbar,
    /// The output unit's credit counters, clog2(D + 1) bits per network output VC.
    CreditCounters,
}

impl Block {
    pub const ALL: [Block; 8] = [
        Block::InputBuffers,
        Block::VcState,
        Block::RoutingTable,
        Block::BubbleTable,
        Block::VcAllocator,
        Block::SwitchAllocator,
        Block::Crossbar,
        Block::CreditCounters,
    ];

    /// The name in JSON and tables.
    pub fn name(self) -> &'static str {
        match self {
            Block::InputBuffers => "input_buffers",
            Block::VcState => "vc_state",
            Block::RoutingTable => "routing_table",
            Block::BubbleTable => "bubble_table",
            Block::VcAllocator => "vc_allocator",
            Block::SwitchAllocator => "switch_allocator",
            Block::Crossbar => "crossbar",
            Block::CreditCounters => "credit_counters",
        }
    }
}

/// One block's row (the JSON contract of docs/architecture.md, "Contracts").
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct BlockCost {
    pub block: &'static str,
    pub storage_bits: u64,
    /// The analytical estimate in Yosys generic cells; null where there is no formula.
    pub model_gates: Option<u64>,
    /// Null without `--yosys`: the block's modules in the router synthesized hierarchically.
    pub yosys_cells: Option<u64>,
    pub yosys_transistors: Option<u64>,
    pub yosys_flip_flops: Option<u64>,
}

/// Sums over the blocks (model gates over the blocks that have a formula, Yosys over the
/// blocks it measured).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Totals {
    pub storage_bits: u64,
    pub model_gates: u64,
    pub yosys_cells: Option<u64>,
    pub yosys_transistors: Option<u64>,
    pub yosys_flip_flops: Option<u64>,
}

/// The whole generated router (`ftr_router`, the sum of its blocks): null figures without
/// `--yosys` or for a router the hardware generator does not build.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct WholeRouter {
    pub yosys_cells: Option<u64>,
    pub yosys_transistors: Option<u64>,
    pub yosys_flip_flops: Option<u64>,
    /// With `--yosys`, why the whole router was not synthesized (one line); else null.
    pub unsupported: Option<String>,
}

/// The cost of one router.
#[derive(Clone, Debug, serde::Serialize)]
pub struct CostReport {
    /// Network ports P (plus the local port).
    pub ports: usize,
    pub vcs: usize,
    pub depth: usize,
    /// Flit bits in buffers and crossbar (sideband + data).
    pub flit_bits: u32,
    /// Routing-table entries.
    pub nodes: usize,
    pub route_word_bits: u32,
    /// The router whose ROMs Yosys measured (node id).
    pub measured_router: usize,
    pub blocks: Vec<BlockCost>,
    pub totals: Totals,
    pub router: WholeRouter,
    /// With `--timing`, the worst register-to-register path and the chip area on a
    /// standard-cell library (`timing::measure`); else null.
    pub timing: Option<timing::TimingReport>,
    /// With `--timing`, the area and leakage by block on the same library (`area`); else
    /// null.
    pub area: Option<area::AreaReport>,
    /// With `--fpga`, the router placed and routed on an FPGA (`fpga::measure`); else null.
    pub fpga: Option<fpga::FpgaReport>,
    /// With `--rate`, the power at each load (`power`), in the order given; else empty.
    pub power: Vec<power::PowerReport>,
    /// With `--timing`, the figures scaled to 45, 32, 20 and 7 nm (`scaling`); else empty.
    pub scaled: Vec<scaling::ScaledNode>,
}

impl CostReport {
    /// The row of `block`.
    pub fn block(&self, block: Block) -> &BlockCost {
        self.blocks
            .iter()
            .find(|b| b.block == block.name())
            .expect("every block has a row")
    }
}

/// The cost of the routers of a built (validated) fabric; `measure` says what Yosys
/// synthesizes.
pub fn report(fabric: &Fabric, measure: Measure) -> Result<CostReport> {
    let sizes = RouterSizes::new(
        fabric.params(),
        fabric.tables(),
        fabric.network().num_nodes(),
    );
    // Every router of a fabric is the same module with writable tables: its cost does not
    // depend on which router, nor on the tables' contents.
    let measured_router = fabric
        .tables()
        .routers
        .iter()
        .position(Option::is_some)
        .ok_or_else(|| Error::input("no healthy router to measure"))?;
    let mut router = WholeRouter::default();
    let measured = if measure == Measure::Model {
        None
    } else {
        match measure::router_blocks(fabric)? {
            Ok(m) => Some(m),
            Err(why) => {
                router.unsupported = Some(why);
                None
            }
        }
    };
    let blocks: Vec<BlockCost> = Block::ALL
        .iter()
        .map(|&block| {
            let y = measured
                .as_ref()
                .and_then(|m| m.iter().find(|(b, _)| *b == block))
                .map(|(_, s)| *s);
            BlockCost {
                block: block.name(),
                storage_bits: storage::storage_bits(&sizes, block),
                model_gates: gates::model_gates(&sizes, block),
                yosys_cells: y.map(|s| s.cells),
                yosys_transistors: y.map(|s| s.transistors),
                yosys_flip_flops: y.map(|s| s.flip_flops),
            }
        })
        .collect();
    let sum = |f: fn(&BlockCost) -> Option<u64>| -> Option<u64> {
        let v: Vec<u64> = blocks.iter().filter_map(f).collect();
        (!v.is_empty()).then(|| v.iter().sum())
    };
    let totals = Totals {
        storage_bits: blocks.iter().map(|b| b.storage_bits).sum(),
        model_gates: sum(|b| b.model_gates).unwrap_or(0),
        yosys_cells: sum(|b| b.yosys_cells),
        yosys_transistors: sum(|b| b.yosys_transistors),
        yosys_flip_flops: sum(|b| b.yosys_flip_flops),
    };
    // The blocks partition the router's modules: their sum is the whole router.
    router.yosys_cells = totals.yosys_cells;
    router.yosys_transistors = totals.yosys_transistors;
    router.yosys_flip_flops = totals.yosys_flip_flops;
    Ok(CostReport {
        ports: sizes.ports,
        vcs: sizes.vcs,
        depth: sizes.depth,
        flit_bits: sizes.flit_bits,
        nodes: sizes.nodes,
        route_word_bits: sizes.word.width(),
        measured_router,
        blocks,
        totals,
        router,
        timing: None,
        area: None,
        fpga: None,
        power: Vec::new(),
        scaled: Vec::new(),
    })
}
