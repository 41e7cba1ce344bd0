//! The probe side of lockstep checks: the cycle model runs a fabric with a probe on its
//! routers' ports and keeps every edge (`hdl::vectors::Edge`: the inputs and the registered
//! outputs), which `hdl::rtl::router_lockstep` replays into the hardware router and
//! `hdl::vectors` turns into co-simulation vectors.

use crate::Result;
use crate::fabric::Fabric;
use crate::hdl::vectors::Edge;
use crate::sim;
use crate::topology::NodeId;
use crate::workload::SimConfig;
use std::sync::{Arc, Mutex};

/// The first output that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub cycle: u64,
    pub signal: String,
    pub expected: crate::bits::Value,
    pub actual: crate::bits::Value,
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
pub fn capture(fabric: &mut Fabric, cfg: &SimConfig, node: NodeId) -> Result<Vec<Edge>> {
    let mut edges = capture_where(fabric, cfg, move |v| v == node)?;
    Ok(std::mem::take(&mut edges[node.index()]))
}

/// Run `cfg` on `fabric` with the probe on, keeping the edges of the routers `keep` names, by
/// node (idle skipping off, so every edge is there).
fn capture_where(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    keep: impl Fn(NodeId) -> bool + Send + 'static,
) -> Result<Vec<Vec<Edge>>> {
    let edges = Arc::new(Mutex::new(vec![Vec::new(); fabric.num_nodes()]));
    let sink = Arc::clone(&edges);
    fabric.set_skip_idle(false);
    fabric.set_io_probe(Some(Box::new(move |cycle, v, inputs, outputs| {
        if keep(v) {
            sink.lock().expect("probe")[v.index()].push(Edge {
                cycle,
                inputs: inputs.clone(),
                outputs: outputs.clone(),
            });
        }
    })));
    let run = sim::run(fabric, cfg, |_, _| {});
    fabric.set_io_probe(None);
    run?;
    let edges = std::mem::take(&mut *edges.lock().expect("probe"));
    Ok(edges)
}

/// Run `cfg` on `fabric` and keep every router's edges, by node (empty for faulty routers).
pub fn capture_all(fabric: &mut Fabric, cfg: &SimConfig) -> Result<Vec<Vec<Edge>>> {
    capture_where(fabric, cfg, |_| true)
}
