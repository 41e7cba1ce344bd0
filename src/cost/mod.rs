//! Hardware cost of a router (issue 6 item 5; DESIGN.md section 5, `ftrouter cost`): per
//! block the analytical storage bits (`storage`) and gate estimate (`gates`), and with
//! `--yosys` the cells and transistors Yosys reports for the rust-hdl blocks (`measure`).
//!
//! ```text
//!  RouterParams + CompiledTables ──► RouterShape ──► storage bits, model gates   ─┐
//!                                └─► RouterImages ─► rust-hdl Verilog ─► Yosys ───┴─► CostReport
//! ```

pub mod gates;
pub mod instances;
pub mod measure;
pub mod plot;
pub mod shape;
pub mod storage;
pub mod sweep;
pub mod table;
pub mod yosys;

use crate::fabric::Fabric;
use crate::{Error, Result};
use shape::{RouterImages, RouterShape};

/// Data bits of the flits the rust-hdl buffers and crossbar are instantiated for
/// (`instances`): the default 64, and the flit-width sweep's points.
pub const MEASURED_DATA_BITS: [u32; 5] = [64, 80, 96, 112, 120];

/// What Yosys synthesizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Nothing: storage bits and the gate model only.
    Model,
    /// Each leaf block (seconds).
    Blocks,
    /// The leaf blocks and the whole router, which gives `vc_state` its figure. The whole
    /// router is one large flat design (about 45 s of Yosys for a 5-port, 2-VC router), so
    /// only `ftrouter cost --yosys` of one router asks for it, not the demo or the sweep.
    WholeRouter,
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

/// One block's row (the JSON contract of DESIGN.md section 5).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct BlockCost {
    pub block: &'static str,
    pub storage_bits: u64,
    /// The analytical estimate in Yosys generic cells; null where there is no formula.
    pub model_gates: Option<u64>,
    /// Null without `--yosys` and for blocks with no rust-hdl twin yet.
    pub yosys_cells: Option<u64>,
    pub yosys_transistors: Option<u64>,
}

/// Sums over the blocks (model gates over the blocks that have a formula, Yosys over the
/// blocks it measured).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Totals {
    pub storage_bits: u64,
    pub model_gates: u64,
    pub yosys_cells: Option<u64>,
    pub yosys_transistors: Option<u64>,
}

/// The whole router as one design (`HdlRouter`, `measure::whole_router`): null figures
/// without `--yosys` or for a router the hardware generator does not build.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct WholeRouter {
    pub yosys_cells: Option<u64>,
    pub yosys_transistors: Option<u64>,
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
    let yosys = measure != Measure::Model;
    let shape = RouterShape::new(&fabric.params, &fabric.tables, fabric.net.num_nodes());
    if yosys && !MEASURED_DATA_BITS.contains(&shape.data_bits) {
        return Err(Error::input(format!(
            "--yosys synthesizes flits of 64, 80, 96, 112 or 120 data bits: flit width {} is not instantiated",
            shape.data_bits
        )));
    }
    let images = RouterImages::first_healthy(&fabric.tables, &shape)?;
    let mut synth = measure::Cache::default();
    let mut blocks = Vec::new();
    for block in Block::ALL {
        let measured = if yosys {
            measure::block(&shape, &images, block, &mut synth)?
        } else {
            None
        };
        blocks.push(BlockCost {
            block: block.name(),
            storage_bits: storage::storage_bits(&shape, block),
            model_gates: gates::model_gates(&shape, block),
            yosys_cells: measured.map(|s| s.cells),
            yosys_transistors: measured.map(|s| s.transistors),
        });
    }
    let router = if measure == Measure::WholeRouter {
        whole_router(fabric, images.node, &mut blocks)?
    } else {
        WholeRouter::default()
    };
    let sum = |f: fn(&BlockCost) -> Option<u64>| -> Option<u64> {
        let v: Vec<u64> = blocks.iter().filter_map(f).collect();
        (!v.is_empty()).then(|| v.iter().sum())
    };
    let totals = Totals {
        storage_bits: blocks.iter().map(|b| b.storage_bits).sum(),
        model_gates: sum(|b| b.model_gates).unwrap_or(0),
        yosys_cells: sum(|b| b.yosys_cells),
        yosys_transistors: sum(|b| b.yosys_transistors),
    };
    Ok(CostReport {
        ports: shape.ports,
        vcs: shape.vcs,
        depth: shape.depth,
        flit_bits: shape.flit_bits,
        nodes: shape.nodes,
        route_word_bits: shape.word.width(),
        measured_router: images.node,
        blocks,
        totals,
        router,
    })
}

/// Synthesize the whole router `node` and give `vc_state` the remainder: what the router
/// holds beyond its leaf blocks (VC state registers, VA and SA request logic, header rewrite),
/// which no leaf block isolates. A remainder below zero (the leaves costing more than the
/// router that contains them) would be no measure of anything, so it stays null.
fn whole_router(fabric: &Fabric, node: usize, blocks: &mut [BlockCost]) -> Result<WholeRouter> {
    let whole = match measure::whole_router(fabric, node)? {
        Ok(s) => s,
        Err(why) => {
            return Ok(WholeRouter {
                unsupported: Some(why),
                ..WholeRouter::default()
            });
        }
    };
    let vc_state = Block::VcState.name();
    let leaves = |f: fn(&BlockCost) -> Option<u64>| -> u64 {
        blocks
            .iter()
            .filter(|b| b.block != vc_state)
            .filter_map(f)
            .sum()
    };
    let cells = whole.cells.checked_sub(leaves(|b| b.yosys_cells));
    let transistors = whole
        .transistors
        .checked_sub(leaves(|b| b.yosys_transistors));
    let row = blocks
        .iter_mut()
        .find(|b| b.block == vc_state)
        .expect("every block has a row");
    row.yosys_cells = cells;
    row.yosys_transistors = transistors;
    Ok(WholeRouter {
        yosys_cells: Some(whole.cells),
        yosys_transistors: Some(whole.transistors),
        unsupported: None,
    })
}
