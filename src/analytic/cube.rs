//! The network the model describes: a k-ary n-cube with uni- or bidirectional rings (paper
//! 002, section 2; k = 2 is the binary hypercube either way, one link per dimension).
//!
//! Everything the model needs from the topology lives here: the per-ring distance counts
//! (the cells of Proposition 1), the diameter (eq. 3), the output channels per router (the
//! divisor of eq. 7) and the number of deterministic (class b) VCs of Duato's routing.

use serde::Serialize;

use crate::topology::{Kind, Topology};
use crate::{Error, Result};

/// Direction of the rings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Links {
    /// ftrouter's `torus:`: each dimension contributes its Lee distance (0..=floor(k/2)).
    Bidirectional,
    /// The paper's own network (`utorus:`): 0..k-1 hops per dimension, n output channels.
    Unidirectional,
}

/// A k-ary n-cube with one radix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cube {
    pub k: usize,
    pub n: usize,
    pub links: Links,
}

impl Cube {
    pub fn new(k: usize, n: usize, links: Links) -> Self {
        Cube { k, n, links }
    }

    /// The cube of an ftrouter topology: `torus:`, `utorus:` or `hypercube:` with one radix.
    pub fn of_topology(topo: &Topology) -> Result<Self> {
        let k = topo.radix(0);
        let links = match topo.kind() {
            Kind::Torus | Kind::Hypercube => Links::Bidirectional,
            Kind::UTorus => Links::Unidirectional,
            Kind::MeshHypercube | Kind::Mesh => {
                return Err(Error::input(format!(
                    "model: topology {topo} is not a k-ary n-cube (torus:, utorus: or hypercube:)"
                )));
            }
        };
        if topo.radices().iter().any(|&r| r != k) {
            return Err(Error::input(format!(
                "model: topology {topo} mixes radices; the model needs one radix k"
            )));
        }
        Ok(Cube::new(k, topo.num_dims(), links))
    }

    /// k = 2: the binary hypercube (one link per dimension in either reading).
    pub fn is_hypercube(&self) -> bool {
        self.k == 2
    }

    /// `counts[d]` = positions in one ring at distance `d` from 0: the cell weights of
    /// Proposition 1 (unidirectional: 1 for each d in 0..k, eq. 5).
    pub fn ring_distance_counts(&self) -> Vec<u64> {
        match self.links {
            Links::Unidirectional => vec![1; self.k],
            Links::Bidirectional => {
                let mut counts = vec![0u64; self.k / 2 + 1];
                for offset in 0..self.k {
                    counts[offset.min(self.k - offset)] += 1;
                }
                counts
            }
        }
    }

    /// Largest per-dimension distance.
    pub fn max_ring_distance(&self) -> usize {
        self.ring_distance_counts().len() - 1
    }

    /// d_max: n (k - 1) unidirectional (eq. 3), n floor(k/2) bidirectional.
    pub fn diameter(&self) -> usize {
        self.n * self.max_ring_distance()
    }

    /// Output physical channels per router, the divisor of eq. 7: n unidirectional and on
    /// the hypercube, 2n on a bidirectional torus.
    pub fn channels_per_node(&self) -> usize {
        if self.is_hypercube() || self.links == Links::Unidirectional {
            self.n
        } else {
            2 * self.n
        }
    }

    /// Deterministic (class b) VCs of Duato's routing: 2 on a torus of either direction
    /// (dateline), 1 on the hypercube (section 2).
    pub fn deterministic_vcs(&self) -> usize {
        if self.is_hypercube() { 1 } else { 2 }
    }

    /// Per-dimension distance vectors the model enumerates: (max ring distance + 1)^n.
    pub fn distance_vectors(&self) -> f64 {
        ((self.max_ring_distance() + 1) as f64).powi(self.n as i32)
    }
}

impl std::fmt::Display for Cube {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dir = match self.links {
            Links::Bidirectional => "bidirectional",
            Links::Unidirectional => "unidirectional",
        };
        write!(f, "{dir} {}-ary {}-cube", self.k, self.n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_counts_sum_to_k_and_match_the_definitions() {
        for k in 2..=11 {
            for links in [Links::Bidirectional, Links::Unidirectional] {
                let c = Cube::new(k, 1, links);
                assert_eq!(c.ring_distance_counts().iter().sum::<u64>(), k as u64);
            }
        }
        assert_eq!(
            Cube::new(8, 3, Links::Unidirectional).ring_distance_counts(),
            vec![1; 8]
        );
        assert_eq!(
            Cube::new(8, 3, Links::Bidirectional).ring_distance_counts(),
            vec![1, 2, 2, 2, 1]
        );
        assert_eq!(Cube::new(8, 3, Links::Unidirectional).diameter(), 21);
        assert_eq!(Cube::new(8, 3, Links::Bidirectional).diameter(), 12);
    }

    #[test]
    fn topologies_map_to_cubes_and_others_are_refused() {
        let cube = |s: &str| Cube::of_topology(&s.parse().unwrap());
        assert_eq!(
            cube("utorus:8x8x8").unwrap(),
            Cube::new(8, 3, Links::Unidirectional)
        );
        assert_eq!(
            cube("torus:4x4").unwrap(),
            Cube::new(4, 2, Links::Bidirectional)
        );
        assert_eq!(cube("hypercube:5").unwrap().channels_per_node(), 5);
        assert_eq!(cube("utorus:8x8x8").unwrap().channels_per_node(), 3);
        assert_eq!(cube("torus:8x8x8").unwrap().channels_per_node(), 6);
        assert!(cube("torus:4x8").unwrap_err().to_string().contains("4x8"));
        assert!(cube("mh:3x3").unwrap_err().to_string().contains("mh:3x3"));
    }
}
