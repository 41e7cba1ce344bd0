//! Routing algorithms of the five papers at the behavioral level, and the table compiler.
//!
//! One paper = one file. Every algorithm answers two questions the rest of the crate asks:
//! - `route`: the whole path of one packet from a source to a destination, with its outcome;
//! - (for table-driven modes) the per-router decision that `table` compiles into hardware.
//!
//! `Mode` names an algorithm; everything else about it is its module under `algorithm`,
//! reached through `Mode::algorithm` (docs/architecture.md, "Adding a routing algorithm").

pub mod algorithm;
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
pub mod vc_class;

use crate::topology::{Network, NodeId};
use crate::{Error, Result};
use algorithm::RoutingAlgorithm;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// A routing algorithm's name (docs/architecture.md, "Routing modes"): the key of its module
/// under `algorithm`, which `algorithm` returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    Dor,
    Duato,
    Bubble,
    Pv,
    Esv,
    MhUd,
    MinAdaptive,
    MinAdapt,
}

impl Mode {
    pub const ALL: [Mode; 8] = [
        Mode::Dor,
        Mode::Duato,
        Mode::Bubble,
        Mode::Pv,
        Mode::Esv,
        Mode::MhUd,
        Mode::MinAdaptive,
        Mode::MinAdapt,
    ];

    /// The registry: the one place a name meets its algorithm.
    pub fn algorithm(self) -> &'static dyn RoutingAlgorithm {
        match self {
            Mode::Dor => &algorithm::dor::Dor,
            Mode::Duato => &algorithm::duato::Duato,
            Mode::Bubble => &algorithm::bubble::Bubble,
            Mode::Pv => &algorithm::pv::Pv,
            Mode::Esv => &algorithm::esv::Esv,
            Mode::MhUd => &algorithm::mh_ud::MhUd,
            Mode::MinAdaptive => &algorithm::min_adaptive::MinAdaptive,
            Mode::MinAdapt => &algorithm::min_adapt::MinAdapt,
        }
    }

    pub fn name(self) -> &'static str {
        self.algorithm().name()
    }

    pub fn description(self) -> &'static str {
        self.algorithm().description()
    }

    /// Why this mode cannot run on this topology, if it cannot.
    pub fn check_topology(self, net: &Network) -> Result<()> {
        if self.algorithm().serves(net.topo.kind()) {
            Ok(())
        } else {
            Err(Error::input(format!(
                "routing {} does not apply to topology {}",
                self.name(),
                net.topo
            )))
        }
    }

    /// Is the mode deadlock-free by construction (an acyclic escape or channel dependency
    /// graph, which `route --check` verifies)? Only then may a router run it: `RouterParams::
    /// validate` refuses the others, so `sim`, `crossval`, `cost`, `verilog` and `cosim` do.
    pub fn deadlock_free(self) -> bool {
        self.algorithm().deadlock_free()
    }

    /// Is the escape network dateline DOR (two VC classes on tori)?
    pub fn dateline(self) -> bool {
        self.algorithm().escape() == algorithm::Escape::Dateline
    }

    /// Does the mode use bubble-regulated escape rings (virtual cut-through)?
    pub fn uses_rings(self) -> bool {
        self.algorithm().escape() == algorithm::Escape::Rings
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Mode {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Mode::ALL.iter().map(|m| m.name()).collect();
                Error::input(format!(
                    "unknown routing {s:?} (known: {})",
                    names.join(", ")
                ))
            })
    }
}

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

#[cfg(test)]
mod tests {
    use super::Mode;

    /// The registry maps every name to its own module, and names parse back.
    #[test]
    fn every_mode_maps_to_its_own_algorithm() {
        for mode in Mode::ALL {
            assert_eq!(mode.algorithm().mode(), mode, "{mode:?}");
            assert_eq!(mode.name().parse::<Mode>().unwrap(), mode);
        }
    }
}
