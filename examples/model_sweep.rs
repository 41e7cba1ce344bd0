//! Sweeps the paper 002 latency model from zero load to saturation.
//! `cargo run --release --example model_sweep` prints a summary of reference configurations;
//! `cargo run --release --example model_sweep -- K N V M` prints every point of one sweep.

use ftrouter::analytic::{self, ModelInput};

const STEPS: usize = 200;

/// lambda at which lambda_c * M = 1.
fn channel_bound(k: usize, n: usize, m: usize) -> f64 {
    let cube = analytic::Cube::new(k, n, analytic::Links::Bidirectional);
    cube.channels_per_node() as f64 / (analytic::hops::mean_distance(&cube) * m as f64)
}

/// (lambda, latency) below saturation on a grid of bound / STEPS, and the first saturated lambda.
fn sweep(k: usize, n: usize, vcs: usize, m: usize) -> (Vec<(f64, analytic::ModelOutput)>, f64) {
    let step = channel_bound(k, n, m) / STEPS as f64;
    let mut points = Vec::new();
    for j in 0..=STEPS {
        let lambda = step * j as f64;
        let out = analytic::solve(&ModelInput {
            k,
            n,
            links: analytic::Links::Bidirectional,
            vcs,
            message_flits: m,
            lambda,
        })
        .unwrap();
        if out.saturated {
            return (points, lambda);
        }
        points.push((lambda, out));
    }
    (points, f64::NAN)
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    if let [k, n, vcs, m] = args[..] {
        let (points, saturated) = sweep(k, n, vcs, m);
        for (lambda, out) in points {
            println!("{lambda:.6} {}", serde_json::to_string(&out).unwrap());
        }
        println!("saturated from lambda {saturated:.6}");
        return;
    }
    println!("network        V   M  zero-load  bound     last-unsat  latency   saturated-from");
    for &(k, n, vcs, m) in &[
        (2, 3, 3, 32),
        (2, 3, 3, 64),
        (8, 3, 3, 32),
        (8, 3, 5, 64),
        (10, 3, 3, 32),
        (4, 2, 3, 8),
    ] {
        let (points, saturated) = sweep(k, n, vcs, m);
        let (lambda, last) = points.last().unwrap();
        println!(
            "{k:>2}-ary {n}-cube  {vcs}  {m:>2}  {:>9.4}  {:.6}  {lambda:.6}  {:>8.2}  {saturated:.6}",
            last.zero_load_latency,
            channel_bound(k, n, m),
            last.latency.unwrap()
        );
    }
}
