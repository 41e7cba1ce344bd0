//! Paper 002's model on the paper's own network, the unidirectional k-ary n-cube (section 2,
//! eqs. 3-7), against evidence computed independently of src/analytic: breadth-first search
//! over ftrouter's `utorus:` graph (its `neighbor` links, not its distance formula), and
//! exhaustive enumeration of partial routes.

// phi[i][h] and p[i] are indexed as in the paper's formulas.
#![allow(clippy::needless_range_loop)]

use crate::common;
use ftrouter::analytic::{self, Cube, Links, ModelInput, hops};
use ftrouter::topology::{NodeId, Topology};

fn utorus(k: usize, n: usize) -> Topology {
    format!("utorus:{}", vec![k.to_string(); n].join("x"))
        .parse()
        .unwrap()
}

fn uni(k: usize, n: usize) -> Cube {
    Cube::new(k, n, Links::Unidirectional)
}

/// p_i by BFS (the cube is vertex-transitive, so node 0 stands for every source).
fn bfs_hop_distribution(k: usize, n: usize) -> Vec<f64> {
    let dist = common::bfs_from_zero(&utorus(k, n));
    let mut counts = vec![0.0; dist.iter().max().unwrap() + 1];
    for &d in &dist[1..] {
        counts[d] += 1.0;
    }
    let total: f64 = counts.iter().sum();
    counts.iter().map(|c| c / total).collect()
}

#[test]
fn hop_distribution_diameter_and_mean_distance_match_bfs() {
    for &(k, n) in &[(3, 2), (4, 3), (5, 2), (8, 3), (10, 3), (3, 5)] {
        let bfs = bfs_hop_distribution(k, n);
        let model = hops::hop_probabilities(&uni(k, n));
        // eq. 3: d_max = n (k - 1)
        assert_eq!(model.len(), n * (k - 1) + 1, "{k}-ary {n}-cube diameter");
        assert_eq!(bfs.len(), model.len(), "{k}-ary {n}-cube BFS diameter");
        for (i, (a, b)) in model.iter().zip(&bfs).enumerate() {
            assert!((a - b).abs() < 1e-12, "{k}-ary {n}-cube p_{i}: {a} vs {b}");
        }
        let bfs_mean: f64 = bfs.iter().enumerate().map(|(i, p)| i as f64 * p).sum();
        let out = analytic::solve(&ModelInput::at_flit_rate(uni(k, n), 3, 16, 0.0)).unwrap();
        assert!((out.mean_distance - bfs_mean).abs() < 1e-12);
        // closed form: n (k - 1) / 2 * N / (N - 1)
        let nodes = (k as f64).powi(n as i32);
        let closed = n as f64 * (k - 1) as f64 / 2.0 * nodes / (nodes - 1.0);
        assert!((bfs_mean - closed).abs() < 1e-12);
    }
}

#[test]
fn zero_load_latency_is_m_plus_the_unidirectional_mean_distance() {
    for &(k, v, m) in &[(8, 3, 32), (8, 5, 64), (10, 3, 32), (10, 5, 64)] {
        let bfs: f64 = bfs_hop_distribution(k, 3)
            .iter()
            .enumerate()
            .map(|(i, p)| i as f64 * p)
            .sum();
        let topo = utorus(k, 3);
        let out = analytic::solve(&ModelInput::for_topology(&topo, v, m, 0.0).unwrap()).unwrap();
        assert!((out.latency.unwrap() - (m as f64 + bfs)).abs() < 1e-9);
        assert_eq!(out.diameter, 3 * (k - 1));
        let light = analytic::solve(&ModelInput::for_topology(&topo, v, m, 1e-9).unwrap()).unwrap();
        assert!((light.latency.unwrap() - (m as f64 + bfs)).abs() < 1e-4);
    }
}

#[test]
fn channel_rate_divides_by_n_output_channels() {
    // eq. 7: lambda_c = lambda d-bar / n, half the bidirectional torus's rate per channel
    // at the same d-bar (which has 2n output channels).
    let out = analytic::solve(&ModelInput::at_flit_rate(uni(8, 3), 3, 32, 0.032)).unwrap();
    let lambda = 0.032 / 32.0;
    assert!((out.channel_rate - lambda * out.mean_distance / 3.0).abs() < 1e-15);
    assert_eq!((out.deterministic_vcs, out.adaptive_vcs), (2, 1));
}

/// phi[i][h] by enumeration (`common::brute_force_phi`): each destination at distance `i` by
/// its per-dimension forward offsets.
fn enumerated_phi(k: usize, n: usize, i: usize, h: usize) -> f64 {
    let topo = utorus(k, n);
    let dist = common::bfs_from_zero(&topo);
    let offsets = (1..topo.num_nodes())
        .filter(|&b| dist[b] == i)
        .map(|b| (0..n).map(|d| topo.coord(NodeId::new(b), d)).collect());
    common::brute_force_phi(offsets, h)
}

#[test]
fn remaining_dimensions_match_exhaustive_enumeration() {
    for &(k, n) in &[(3, 2), (4, 3), (5, 3)] {
        let phi = hops::remaining_dimensions(&uni(k, n));
        let enumerated = |i, h| enumerated_phi(k, n, i, h);
        common::assert_phi_is_enumerated(
            &phi,
            n * (k - 1),
            enumerated,
            &format!("{k}-ary {n}-cube"),
        );
    }
}

#[test]
fn unidirectional_cube_saturates_earlier_than_the_bidirectional_one() {
    // Same k, n, V, M: the unidirectional cube's messages travel farther over half as many
    // channels, so its channel rate is higher and it saturates at a lower rate.
    let first_saturated = |links| {
        (1..400)
            .map(|j| j as f64 * 0.001)
            .find(|&r| {
                analytic::solve(&ModelInput::at_flit_rate(Cube::new(8, 3, links), 3, 32, r))
                    .unwrap()
                    .saturated
            })
            .unwrap()
    };
    let (u, b) = (
        first_saturated(Links::Unidirectional),
        first_saturated(Links::Bidirectional),
    );
    assert!(u < b, "unidirectional {u}, bidirectional {b}");
}
