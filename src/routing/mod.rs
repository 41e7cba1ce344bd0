//! Routing algorithms of the five papers at the behavioral level, and the table compiler.
//!
//! One paper = one file. Every algorithm answers two questions the rest of the crate asks:
//! - `route`: the whole path of one packet from a source to a destination, with its outcome;
//! - (for table-driven modes) the per-router decision that `table` compiles into hardware.

pub mod algorithms;
pub mod bubble;
pub mod check;
pub mod deadlock;
pub mod decide;
pub mod dor;
pub mod mh;
pub mod pv;
pub mod reconfigure;
pub mod safety;
pub mod table;

use crate::topology::{Network, NodeId};
use serde::Serialize;

/// How a routed packet ended, compared with the shortest path of the surviving graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Delivered along a path of fault-free (Lee / Hamming / MH) distance length.
    Optimal,
    /// Delivered, longer than the fault-free distance, within the algorithm's guarantee
    /// (for ESV: Hamming distance + 2).
    Suboptimal,
    /// Delivered, longer than the algorithm guarantees.
    Nonminimal,
    /// Not delivered although a path exists (blocked, or the hop budget ran out: looping).
    Failure,
    /// No path exists in the surviving graph.
    Unreachable,
}

/// A packet's route as computed by an algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// Nodes visited, source first; ends at the destination when delivered.
    pub path: Vec<NodeId>,
    pub outcome: Outcome,
    /// The length the algorithm promised when it started, if it promises one
    /// (ESV: H or H + 2; PV: the Theorem 1 hop budget). Delivered paths never exceed it.
    pub claimed_hops: Option<usize>,
}

impl Route {
    pub fn hops(&self) -> usize {
        self.path.len().saturating_sub(1)
    }
    pub fn delivered(&self) -> bool {
        matches!(
            self.outcome,
            Outcome::Optimal | Outcome::Suboptimal | Outcome::Nonminimal
        )
    }
}

/// One row of `ftrouter vectors`: a node's faulty set and its vector.
#[derive(Clone, Debug, Serialize)]
pub struct NodeVector {
    /// Address of the node.
    pub node: String,
    pub faulty: bool,
    /// Faulty neighbours / faulty incident links as addresses (paper 000's F_A).
    pub faulty_set: Vec<String>,
    /// The vector: probabilities for PV, 0/1 bits for SV and ESV, one level for SL.
    pub vector: Vec<serde_json::Value>,
}

/// Helper shared by the algorithms: the surviving graph's shortest distance, if any.
pub fn healthy_distance(net: &Network, src: NodeId, dst: NodeId) -> Option<usize> {
    let d = net.distances_from(src)[dst.index()];
    (d != crate::topology::network::UNREACHABLE).then_some(d as usize)
}
