//! Permutation traffic on node ids: every node sends to one fixed node. These are BookSim2's
//! permutations, on its node numbering, which is ours (dimension 0 is the least significant
//! digit of a node id); docs/cycle-model.md, "Traffic under the preset", gives both meanings
//! of each name.

use crate::topology::{NodeId, Topology};
use crate::{Error, Result};
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// A permutation of node ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permutation {
    /// The id's high and low halves of bits swapped (BookSim2's `transpose`): needs 2^(2m)
    /// nodes. On a 2-D torus of 2^m x 2^m nodes it is the coordinate transpose.
    BitTranspose,
    /// Every bit of the id flipped (`bitcomp`): needs 2^m nodes.
    BitComplement,
    /// The id's bits in reverse order (`bitrev`): needs 2^m nodes.
    BitReverse,
    /// The id's bits rotated left by one (`shuffle`): needs 2^m nodes.
    Shuffle,
    /// Every coordinate c to c + ceil(k / 2) - 1 mod k (`tornado`; k the dimension's radix).
    Tornado,
    /// Every coordinate c to c + 1 mod k (`neighbor`).
    Neighbor,
    /// A random permutation drawn from `seed` (`randperm`; BookSim2's `perm_seed`, 0 by
    /// default). Our generator is not BookSim2's, so the same seed draws another permutation.
    Random { seed: u64 },
}

impl Permutation {
    /// The permutation named `name` with its argument (`randperm:SEED`), or None when no
    /// permutation has that name.
    pub fn parse(name: &str, arg: Option<&str>) -> Option<Result<Self>> {
        let plain = |p: Permutation| Some(Ok(p));
        match (name, arg) {
            ("bitrev", None) => plain(Permutation::BitReverse),
            ("shuffle", None) => plain(Permutation::Shuffle),
            ("tornado", None) => plain(Permutation::Tornado),
            ("neighbor", None) => plain(Permutation::Neighbor),
            ("randperm", None) => plain(Permutation::Random { seed: 0 }),
            ("randperm", Some(seed)) => Some(
                seed.parse()
                    .map(|seed| Permutation::Random { seed })
                    .map_err(|_| {
                        Error::input(format!("randperm seed {seed:?} is not a whole number"))
                    }),
            ),
            _ => None,
        }
    }

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Permutation::BitTranspose => "transpose",
            Permutation::BitComplement => "bitcomp",
            Permutation::BitReverse => "bitrev",
            Permutation::Shuffle => "shuffle",
            Permutation::Tornado => "tornado",
            Permutation::Neighbor => "neighbor",
            Permutation::Random { .. } => "randperm",
        }
    }

    /// The destination of every node of `topo`, index = source id; refused, naming the node
    /// count, where the permutation needs a power of two it does not have.
    pub fn destinations(self, topo: &Topology) -> Result<Vec<NodeId>> {
        let n = topo.num_nodes();
        let bits = self.id_bits(n)?;
        let all = NodeId::all(n);
        Ok(match self {
            Permutation::BitTranspose => {
                let half = bits / 2;
                let lo = (1usize << half) - 1;
                all.map(|s| {
                    NodeId::new((s.index() >> half) & lo | (s.index() << half) & (lo << half))
                })
                .collect()
            }
            Permutation::BitComplement => all.map(|s| NodeId::new(!s.index() & (n - 1))).collect(),
            Permutation::BitReverse => all
                .map(|s| NodeId::new((0..bits).fold(0, |r, b| r << 1 | (s.index() >> b & 1))))
                .collect(),
            Permutation::Shuffle => all
                .map(|s| NodeId::new((s.index() << 1) & (n - 1) | s.index() >> (bits - 1) & 1))
                .collect(),
            Permutation::Tornado => all
                .map(|s| digits(topo, s, |k| k.div_ceil(2) - 1))
                .collect(),
            Permutation::Neighbor => all.map(|s| digits(topo, s, |_| 1)).collect(),
            Permutation::Random { seed } => {
                let mut dests: Vec<NodeId> = all.collect();
                dests.shuffle(&mut rand::rngs::StdRng::seed_from_u64(seed));
                dests
            }
        })
    }

    /// Bits of a node id for the bit permutations (0 for the others), refusing node counts
    /// they cannot permute.
    fn id_bits(self, n: usize) -> Result<u32> {
        let bits = n.trailing_zeros();
        let needs = match self {
            Permutation::BitTranspose if !(n.is_power_of_two() && bits.is_multiple_of(2)) => {
                "an even power of two (the id's bits split into two halves)"
            }
            Permutation::BitComplement | Permutation::BitReverse | Permutation::Shuffle
                if !n.is_power_of_two() || n < 2 =>
            {
                "a power of two of at least 2"
            }
            Permutation::BitTranspose
            | Permutation::BitComplement
            | Permutation::BitReverse
            | Permutation::Shuffle => return Ok(bits),
            _ => return Ok(0),
        };
        Err(Error::input(format!(
            "traffic {}: BookSim2's {} permutes the bits of the node id, which needs {needs} nodes; this network has {n}",
            self.name(),
            self.name()
        )))
    }
}

/// Every coordinate c of `s` moved to c + step(k) mod k, k the dimension's radix (BookSim2's
/// digit permutations).
fn digits(topo: &Topology, s: NodeId, step: impl Fn(usize) -> usize) -> NodeId {
    let coords: Vec<usize> = (0..topo.num_dims())
        .map(|d| {
            let k = topo.radix(d);
            (topo.coord(s, d) + step(k)) % k
        })
        .collect();
    topo.node_at(&coords)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dests(p: Permutation, topo: &str) -> Vec<usize> {
        let topo: Topology = topo.parse().unwrap();
        p.destinations(&topo)
            .unwrap()
            .iter()
            .map(|d| d.index())
            .collect()
    }

    /// BookSim2's formulas, written out as its source has them, against ours on 64 nodes.
    #[test]
    fn bit_permutations_are_booksim2s_formulas() {
        let n = 64usize;
        let shift = 3;
        let lo = (1 << shift) - 1;
        for s in 0..n {
            assert_eq!(
                dests(Permutation::BitTranspose, "torus:4x4x4")[s],
                ((s >> shift) & lo) | ((s << shift) & (lo << shift))
            );
            assert_eq!(
                dests(Permutation::BitComplement, "torus:4x4x4")[s],
                !s & (n - 1)
            );
            let mut rev = 0;
            let mut src = s;
            let mut m = n;
            while m > 1 {
                rev = (rev << 1) | (src % 2);
                src >>= 1;
                m >>= 1;
            }
            assert_eq!(dests(Permutation::BitReverse, "torus:4x4x4")[s], rev);
            let shifted = s << 1;
            assert_eq!(
                dests(Permutation::Shuffle, "torus:4x4x4")[s],
                (shifted & (n - 1)) | usize::from(shifted & n != 0)
            );
        }
        // On 4x4x4, 62 of 64 bit-transpose destinations differ from the coordinate reversal.
        let topo: Topology = "torus:4x4x4".parse().unwrap();
        let reversed = (0..n)
            .filter(|&s| {
                let c = topo.coords(NodeId::new(s));
                let r: Vec<usize> = c.iter().rev().copied().collect();
                topo.node_at(&r).index() != dests(Permutation::BitTranspose, "torus:4x4x4")[s]
            })
            .count();
        assert_eq!(reversed, 62);
    }

    #[test]
    // Written as BookSim2's source has it, not as `div_ceil`.
    #[allow(clippy::manual_div_ceil)]
    fn digit_permutations_are_booksim2s_formulas() {
        for (topo, k, n) in [("torus:8x8", 8usize, 2u32), ("torus:5x5x5", 5, 3)] {
            let t = dests(Permutation::Tornado, topo);
            let nb = dests(Permutation::Neighbor, topo);
            for s in 0..k.pow(n) {
                let (mut offset, mut tornado, mut neighbor) = (1, 0, 0);
                for _ in 0..n {
                    tornado += offset * (((s / offset) % k + ((k + 1) / 2 - 1)) % k);
                    neighbor += offset * (((s / offset) % k + 1) % k);
                    offset *= k;
                }
                assert_eq!((t[s], nb[s]), (tornado, neighbor), "{topo} node {s}");
            }
        }
    }

    #[test]
    fn random_permutation_is_a_permutation_fixed_by_its_seed() {
        let a = dests(Permutation::Random { seed: 3 }, "torus:4x4");
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..16).collect::<Vec<_>>());
        assert_eq!(a, dests(Permutation::Random { seed: 3 }, "torus:4x4"));
        assert_ne!(a, dests(Permutation::Random { seed: 4 }, "torus:4x4"));
    }

    #[test]
    fn bit_permutations_refuse_other_node_counts_naming_them() {
        let six: Topology = "torus:6x6".parse().unwrap();
        let odd: Topology = "hypercube:3".parse().unwrap();
        for (p, topo, count) in [
            (Permutation::BitTranspose, &six, "36"),
            (Permutation::BitTranspose, &odd, "8"),
            (Permutation::BitComplement, &six, "36"),
            (Permutation::BitReverse, &six, "36"),
            (Permutation::Shuffle, &six, "36"),
        ] {
            let err = p.destinations(topo).unwrap_err().to_string();
            assert!(err.contains(count) && err.contains(p.name()), "{err}");
        }
        assert!(Permutation::Tornado.destinations(&six).is_ok());
    }
}
