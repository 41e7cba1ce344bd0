//! Lockstep of the rust-hdl router with the native one: the cycle model runs a fabric with a
//! probe on one router's ports, and the captured inputs are replayed into `HdlRouter`, whose
//! registered outputs must equal the native router's outputs at every clock edge.

use super::HdlRouter;
use super::shape::RouterShape;
use crate::Result;
use crate::fabric::Fabric;
use crate::hdl::prelude::*;
use crate::hdl::sim::{clock_edge, settle, start};
use crate::hdl::table_image::{RouteWord, route_image};
use crate::router::flit::{Flit, FlitFormat};
use crate::router::ports::{RouterInputs, RouterOutputs, set_bits};
use crate::sim::{self, SimConfig};
use std::sync::{Arc, Mutex};

/// One clock edge of one router: the wires in and the wires out.
#[derive(Clone, Debug)]
pub struct Edge {
    pub cycle: u64,
    pub inputs: RouterInputs,
    pub outputs: RouterOutputs,
}

/// The first output that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub cycle: u64,
    pub signal: String,
    pub expected: u128,
    pub actual: u128,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cycle {} signal {} expected {:#x} got {:#x}",
            self.cycle, self.signal, self.expected, self.actual
        )
    }
}

/// Run `cfg` on `fabric` and keep router `node`'s edges (idle skipping off, so every edge
/// is there).
pub fn capture(fabric: &mut Fabric, cfg: &SimConfig, node: usize) -> Result<Vec<Edge>> {
    let mut edges = capture_where(fabric, cfg, move |v| v == node)?;
    Ok(std::mem::take(&mut edges[node]))
}

/// Run `cfg` on `fabric` with the probe on, keeping the edges of the routers `keep` names, by
/// node (idle skipping off, so every edge is there).
fn capture_where(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    keep: impl Fn(usize) -> bool + Send + 'static,
) -> Result<Vec<Vec<Edge>>> {
    let edges = Arc::new(Mutex::new(vec![Vec::new(); fabric.num_nodes()]));
    let sink = Arc::clone(&edges);
    fabric.skip_idle = false;
    fabric.io_probe = Some(Box::new(move |cycle, v, inputs, outputs| {
        if keep(v) {
            sink.lock().expect("probe")[v].push(Edge {
                cycle,
                inputs: inputs.clone(),
                outputs: outputs.clone(),
            });
        }
    }));
    let run = sim::run(fabric, cfg, |_, _| {});
    fabric.io_probe = None;
    run?;
    let edges = std::mem::take(&mut *edges.lock().expect("probe"));
    Ok(edges)
}

/// The shape of router `node` of a fabric.
pub fn shape_of(fabric: &Fabric, node: usize) -> Result<RouterShape> {
    let table = fabric.tables.routers[node]
        .as_deref()
        .ok_or_else(|| crate::Error::input(format!("router {node} is faulty")))?;
    RouterShape::new(
        &fabric.params,
        table,
        node,
        fabric.num_nodes(),
        RouteWord::for_tables(&fabric.tables),
        flit_format(fabric),
    )
}

/// The flit format of a fabric's wires.
pub fn flit_format(fabric: &Fabric) -> FlitFormat {
    FlitFormat::for_params(fabric.num_nodes(), &fabric.params)
}

/// A flit as the HDL router stores it: the wire image without its VC field.
pub fn stored_bits(fmt: &FlitFormat, flit: &Flit) -> u128 {
    let wire = fmt.pack(&Flit { vc: 0, ..*flit });
    (wire & 0b11) | (wire >> (2 + fmt.vc_bits)) << 2
}

macro_rules! hdl_router_type {
    () => {
        HdlRouter<NP, P, PB, V, VB, N, NB, D, AB, CB, DB, WW, FB, NODES, TB>
    };
}

/// Replay `edges` into the HDL router of `shape` (built over `fabric`'s table row of
/// `node`), comparing every output at every edge; the number of edges compared, or the
/// first difference.
#[allow(clippy::too_many_arguments)]
pub fn replay<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
>(
    fabric: &Fabric,
    node: usize,
    edges: &[Edge],
) -> Result<std::result::Result<usize, Mismatch>> {
    let shape = shape_of(fabric, node)?;
    let table = fabric.tables.routers[node].as_deref().expect("checked");
    let image = route_image(table, &shape.word);
    let fmt = shape.flit;
    let mut hw: hdl_router_type!() = HdlRouter::new(&shape);
    hw.boot(&shape, &image);
    let mut hw = start(hw);
    for e in edges {
        hw.flit_in_valid.next = e.inputs.flit_valid.to_bits();
        for p in 0..NP {
            let f = e.inputs.flit_in[p];
            hw.flit_in[p].next = stored_bits(&fmt, &f).to_bits();
            hw.flit_in_vc[p].next = (f.vc as u64).to_bits();
        }
        hw.credit_in_valid.next = e.inputs.credit_valid.to_bits();
        for p in 0..NP - 1 {
            hw.credit_in_vc[p].next = (e.inputs.credit_in[p] as u64).to_bits();
        }
        settle(&mut hw);
        clock_edge(&mut hw);
        if let Some(m) = compare(&hw, &e.outputs, &fmt, e.cycle) {
            return Ok(Err(m));
        }
    }
    Ok(Ok(edges.len()))
}

/// The HDL router's registered outputs against the native router's outputs of one edge.
fn compare<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
>(
    hw: &hdl_router_type!(),
    out: &RouterOutputs,
    fmt: &FlitFormat,
    cycle: u64,
) -> Option<Mismatch> {
    let differ = |signal: String, expected: u128, actual: u128| {
        (expected != actual).then_some(Mismatch {
            cycle,
            signal,
            expected,
            actual,
        })
    };
    let mut first = differ(
        "flit_out_valid".into(),
        out.flit_valid.into(),
        hw.flit_out_valid.val().to_u128(),
    )
    .or_else(|| {
        differ(
            "credit_out_valid".into(),
            out.credit_valid.into(),
            hw.credit_out_valid.val().to_u128(),
        )
    })
    .or_else(|| {
        differ(
            "copy_out_valid".into(),
            out.copy_valid.into(),
            hw.copy_out_valid.val().to_u128(),
        )
    });
    for q in set_bits(out.flit_valid) {
        let f = &out.flit_out[q];
        first = first
            .or_else(|| {
                differ(
                    format!("flit_out[{q}]"),
                    stored_bits(fmt, f),
                    hw.flit_out[q].val().to_u128(),
                )
            })
            .or_else(|| {
                differ(
                    format!("flit_out_vc[{q}]"),
                    f.vc.into(),
                    hw.flit_out_vc[q].val().to_u128(),
                )
            });
    }
    for p in set_bits(out.credit_valid) {
        first = first.or_else(|| {
            differ(
                format!("credit_out_vc[{p}]"),
                out.credit_out[p].into(),
                hw.credit_out_vc[p].val().to_u128(),
            )
        });
    }
    first
}

/// Run `cfg` on `fabric` and keep every router's edges, by node (empty for faulty routers).
pub fn capture_all(fabric: &mut Fabric, cfg: &SimConfig) -> Result<Vec<Vec<Edge>>> {
    capture_where(fabric, cfg, |_| true)
}

/// `replay` for router `node` of `fabric`, whatever its shape (an unsupported shape is an
/// error).
pub fn replay_router(
    fabric: &Fabric,
    node: usize,
    edges: &[Edge],
) -> Result<std::result::Result<usize, Mismatch>> {
    let shape = shape_of(fabric, node)?;
    super::emit::with_shape!(shape, replay(fabric, node, edges))?
}
