//! The probe side of lockstep checks: the cycle model runs a fabric with a probe on its
//! routers' ports and keeps every edge (`hdl::vectors::Edge`: the inputs and the registered
//! outputs), which `hdl::rtl::router_lockstep` replays into the hardware router and
//! `hdl::vectors` turns into co-simulation vectors.

use crate::Result;
use crate::fabric::Fabric;
use crate::hdl::fault_inputs::FaultInputs;
use crate::hdl::vectors::Edge;
use crate::sim;
use crate::topology::NodeId;
use crate::workload::{SimConfig, SimResult};
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

/// What a probed run saw: per node the edges kept (empty for the others), and the fault and
/// reload inputs at the cycles the model struck and wrote them.
pub struct Capture {
    pub edges: Vec<Vec<Edge>>,
    pub faults: FaultInputs,
}

/// Run `cfg` on `fabric` and keep router `node`'s edges (idle skipping off, so every edge
/// is there).
pub fn capture(fabric: &mut Fabric, cfg: &SimConfig, node: NodeId) -> Result<Vec<Edge>> {
    let mut run = capture_run(fabric, cfg, Some(node))?;
    Ok(std::mem::take(&mut run.edges[node.index()]))
}

/// Run `cfg` on `fabric` with the probe on router `node` (None: every router), faults during
/// the run included (`FaultInputs`, which refuses what the hardware cannot follow).
pub fn capture_run(fabric: &mut Fabric, cfg: &SimConfig, node: Option<NodeId>) -> Result<Capture> {
    let mut faults = FaultInputs::of(fabric, &cfg.faults)?;
    let (edges, result) = capture_where(fabric, cfg, move |v| node.is_none_or(|n| n == v))?;
    faults.timed(result.stats.faults_during_run.as_ref());
    Ok(Capture { edges, faults })
}

/// Run `cfg` on `fabric` with the probe on, keeping the edges of the routers `keep` names, by
/// node (idle skipping off, so every edge is there).
fn capture_where(
    fabric: &mut Fabric,
    cfg: &SimConfig,
    keep: impl Fn(NodeId) -> bool + Send + 'static,
) -> Result<(Vec<Vec<Edge>>, SimResult)> {
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
    let result = run?;
    let edges = std::mem::take(&mut *edges.lock().expect("probe"));
    Ok((edges, result))
}

/// Run `cfg` on `fabric` and keep every router's edges, by node (empty for faulty routers).
pub fn capture_all(fabric: &mut Fabric, cfg: &SimConfig) -> Result<Vec<Vec<Edge>>> {
    Ok(capture_run(fabric, cfg, None)?.edges)
}
