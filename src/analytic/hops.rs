//! Hop distribution and dimensions still to visit (paper 002, Khonsari, Ould-Khaoua and
//! Ferguson, section 3, eqs. 2-6 and 14-22), for uni- and bidirectional k-ary n-cubes.
//!
//! The paper's eqs. 4-5 count nodes of its *unidirectional* cube (0..k-1 hops per dimension,
//! every count 1); on ftrouter's bidirectional tori a dimension contributes its Lee distance:
//! 0 once, 1..ceil(k/2)-1 twice (both directions), and k/2 once when k is even. Both are the
//! cell weights of one polynomial ([`Cube::ring_distance_counts`]). Eqs. 14-22 are replaced
//! by an exact enumeration of the same quantity (see docs/analytic.md).

use super::cube::Cube;

/// `n_i` (eq. 5): nodes at distance `i` from a node, for i = 0..=d_max.
/// Coefficients of (sum_d counts[d] x^d)^n; unidirectional: (1 + x + .. + x^(k-1))^n.
pub fn nodes_at_distance(cube: &Cube) -> Vec<f64> {
    let ring: Vec<f64> = cube
        .ring_distance_counts()
        .iter()
        .map(|&c| c as f64)
        .collect();
    let mut poly = vec![1.0];
    for _ in 0..cube.n {
        poly = multiply(&poly, &ring);
    }
    poly
}

fn multiply(a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// `p_i` (eq. 6): probability that a message travels `i` hops (index 0 is 0: no self traffic).
pub fn hop_probabilities(cube: &Cube) -> Vec<f64> {
    let counts = nodes_at_distance(cube);
    let others = counts.iter().sum::<f64>() - 1.0;
    let mut p: Vec<f64> = counts.iter().map(|c| c / others).collect();
    p[0] = 0.0;
    p
}

/// Mean message distance d-bar (eq. 2).
pub fn mean_distance(cube: &Cube) -> f64 {
    hop_probabilities(cube)
        .iter()
        .enumerate()
        .map(|(i, p)| i as f64 * p)
        .sum()
}

/// `phi[i][h]` for 1 <= h <= i <= d_max (eq. 22): the mean number of dimensions an i-hop
/// message may still choose from when it requests its h-th channel, i.e. after h - 1 hops.
///
/// As in eqs. 16-21, every split of the h - 1 hops already made over the message's non-zero
/// dimensions (at most z_l in dimension l) is equally likely, and every destination at
/// distance i is equally likely (eq. 21, normalised by n_i).
pub fn remaining_dimensions(cube: &Cube) -> Vec<Vec<f64>> {
    let d_max = cube.diameter();
    let ring = cube.ring_distance_counts();
    let mut weighted = vec![vec![0.0; d_max + 1]; d_max + 1];
    let mut weight = vec![0.0; d_max + 1];
    let mut offsets = vec![0usize; cube.n];
    loop {
        let i: usize = offsets.iter().sum();
        if i > 0 {
            let multiplicity: f64 = offsets.iter().map(|&z| ring[z] as f64).product();
            let per_h = mean_unfinished_by_hops(&offsets, i);
            for h in 1..=i {
                weighted[i][h] += multiplicity * per_h[h - 1];
            }
            weight[i] += multiplicity;
        }
        if !next_offset_vector(&mut offsets, cube.max_ring_distance()) {
            break;
        }
    }
    for (row, total) in weighted.iter_mut().zip(&weight).skip(1) {
        row.iter_mut().for_each(|x| *x /= total);
    }
    weighted
}

/// Odometer over per-dimension distances 0..=max; false once every vector was visited.
fn next_offset_vector(offsets: &mut [usize], max: usize) -> bool {
    for z in offsets.iter_mut() {
        if *z < max {
            *z += 1;
            return true;
        }
        *z = 0;
    }
    false
}

/// For per-dimension distances `z` (total `i`), entry `t` (0 <= t < i) is the mean number of
/// dimensions not yet finished after `t` hops, over all splits of the t hops (uniformly).
/// Generating function: prod_l ( u * (1 + x + .. + x^(z_l - 1)) + x^(z_l) ) for z_l > 0.
fn mean_unfinished_by_hops(z: &[usize], i: usize) -> Vec<f64> {
    let dims = z.iter().filter(|&&zl| zl > 0).count();
    // poly[t][r]: number of splits of t hops with r unfinished dimensions.
    let mut poly = vec![vec![0.0; dims + 1]; i + 1];
    poly[0][0] = 1.0;
    let mut degree = 0;
    for &zl in z.iter().filter(|&&zl| zl > 0) {
        let mut next = vec![vec![0.0; dims + 1]; i + 1];
        for t in 0..=degree {
            for r in 0..dims {
                let c = poly[t][r];
                if c == 0.0 {
                    continue;
                }
                for a in 0..zl {
                    next[t + a][r + 1] += c;
                }
                next[t + zl][r] += c;
            }
        }
        degree += zl;
        poly = next;
    }
    (0..i)
        .map(|t| {
            let total: f64 = poly[t].iter().sum();
            let unfinished: f64 = poly[t].iter().enumerate().map(|(r, c)| r as f64 * c).sum();
            unfinished / total
        })
        .collect()
}
