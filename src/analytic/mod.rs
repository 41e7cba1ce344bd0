//! Analytical latency model of Duato's fully adaptive wormhole routing in k-ary n-cubes:
//! paper 002 (Khonsari, Ould-Khaoua, Ferguson), section 3, eqs. 1-30.
//!
//! Latency = (S + W_s) * V-bar (eq. 1), where the mean network latency S is the fixed point
//! of S = sum_i p_i (M + i + sum_h P_block(h, i) * w(S)) (eqs. 8-11, 26). Assumptions as in
//! the paper: Poisson sources, uniform destinations, M-flit messages, one flit per cycle per
//! hop. Reconstruction choices for the PDF-garbled formulas are listed in docs/analytic.md.
//!
//! Two networks: the paper's own unidirectional k-ary n-cube (section 2, eqs. 3-7, ftrouter's
//! `utorus:`) and the bidirectional reading for ftrouter's `torus:` and `hypercube:`.

pub mod cube;
pub mod hops;
pub mod queueing;

pub use cube::{Cube, Links};

use serde::Serialize;

use crate::topology::Topology;
use crate::{Error, Result};

/// Relative change of S between iterations below which the fixed point has converged.
pub const TOLERANCE: f64 = 1e-12;
/// Iterations after which a still-moving S is reported as saturation.
pub const MAX_ITERATIONS: usize = 200_000;
/// Largest number of per-dimension distance vectors ((k/2 + 1)^n) the model enumerates.
pub const MAX_DISTANCE_VECTORS: f64 = 4.0e6;

/// One operating point of a k-ary n-cube (k = 2: the binary hypercube).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ModelInput {
    pub k: usize,
    pub n: usize,
    /// Ring direction: the paper's unidirectional cube or ftrouter's bidirectional torus.
    pub links: Links,
    /// Virtual channels per physical channel, V.
    pub vcs: usize,
    /// Message length M in flits.
    pub message_flits: usize,
    /// Generation rate, messages per node per cycle.
    pub lambda: f64,
}

/// Converts a rate in flits per node per cycle (docs/architecture.md, "Contracts") to paper 002's
/// messages per node per cycle on a bidirectional cube: lambda = rate / M. M = 0 is left for
/// `solve` to reject.
pub fn from_flit_rate(k: usize, n: usize, vcs: usize, m: usize, rate: f64) -> ModelInput {
    ModelInput::at_flit_rate(Cube::new(k, n, Links::Bidirectional), vcs, m, rate)
}

impl ModelInput {
    /// The operating point at `rate` flits per node per cycle (lambda = rate / M).
    pub fn at_flit_rate(cube: Cube, vcs: usize, m: usize, rate: f64) -> Self {
        let lambda = if m == 0 { rate } else { rate / m as f64 };
        ModelInput {
            k: cube.k,
            n: cube.n,
            links: cube.links,
            vcs,
            message_flits: m,
            lambda,
        }
    }

    /// The operating point of an ftrouter topology (`torus:`, `utorus:`, `hypercube:`).
    pub fn for_topology(topo: &Topology, vcs: usize, m: usize, rate: f64) -> Result<Self> {
        Ok(Self::at_flit_rate(Cube::of_topology(topo)?, vcs, m, rate))
    }

    pub fn cube(&self) -> Cube {
        Cube::new(self.k, self.n, self.links)
    }
}

/// The model's answer. Fields that come out of the fixed point are None when saturated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelOutput {
    /// Mean message latency in cycles (eq. 1); None when saturated.
    pub latency: Option<f64>,
    pub saturated: bool,
    /// Why the model saturated (None when it did not).
    pub saturation_reason: Option<String>,
    /// Fixed-point iterations performed.
    pub iterations: usize,
    /// M + d-bar: the latency without contention (assumption d).
    pub zero_load_latency: f64,
    /// d-bar (eq. 2).
    pub mean_distance: f64,
    /// d_max: the diameter, n (k - 1) unidirectional (eq. 3), n floor(k/2) bidirectional.
    pub diameter: usize,
    /// lambda_c, messages per channel per cycle (eq. 7 over the router's n, or 2n, output
    /// channels).
    pub channel_rate: f64,
    pub adaptive_vcs: usize,
    pub deterministic_vcs: usize,
    /// S-bar: mean network latency (eq. 9).
    pub network_latency: Option<f64>,
    /// lambda_c * S-bar (eq. 24).
    pub channel_utilisation: Option<f64>,
    /// w: mean wait for a channel when blocked (eq. 26).
    pub channel_wait: Option<f64>,
    /// W_s: mean wait in the source queue (eq. 27).
    pub source_wait: Option<f64>,
    /// V-bar: mean VC multiplexing degree (eq. 30).
    pub multiplexing_degree: Option<f64>,
    /// P_a: all adaptive VCs of a channel busy (eq. 12).
    pub p_adaptive_busy: Option<f64>,
    /// P_a&d: adaptive and deterministic VCs busy (eq. 13).
    pub p_all_busy: Option<f64>,
}

/// Everything that does not depend on the unknown S: topology terms and rates.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub input: ModelInput,
    /// p_i, i = 0..=d_max (eq. 6).
    pub hop_probabilities: Vec<f64>,
    /// phi[i][h] (eq. 22).
    pub remaining_dimensions: Vec<Vec<f64>>,
    pub mean_distance: f64,
    pub channel_rate: f64,
    pub deterministic_vcs: usize,
}

/// Quantities of one evaluation of the right-hand side at a given S.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Evaluation {
    /// The new S (eq. 9).
    pub network_latency: f64,
    pub channel_wait: f64,
    pub p_adaptive_busy: f64,
    pub p_all_busy: f64,
}

fn validate(input: &ModelInput) -> Result<()> {
    if input.k < 2 {
        return Err(Error::input(format!(
            "radix k = {} must be at least 2",
            input.k
        )));
    }
    if input.n < 1 {
        return Err(Error::input(format!(
            "dimension n = {} must be at least 1",
            input.n
        )));
    }
    let cube = input.cube();
    let needed = cube.deterministic_vcs() + 1;
    if input.vcs < needed {
        return Err(Error::input(format!(
            "vcs = {} is too few: Duato's routing needs at least {} on a {}",
            input.vcs,
            needed,
            if cube.is_hypercube() {
                "hypercube"
            } else {
                "torus"
            }
        )));
    }
    if input.message_flits == 0 {
        return Err(Error::input(
            "message length M = 0 flits must be at least 1",
        ));
    }
    if !input.lambda.is_finite() || input.lambda < 0.0 {
        return Err(Error::input(format!(
            "rate lambda = {} messages/node/cycle must be a finite number >= 0",
            input.lambda
        )));
    }
    let vectors = cube.distance_vectors();
    if vectors > MAX_DISTANCE_VECTORS {
        return Err(Error::input(format!(
            "network {cube} is too large for the model's enumeration ({vectors} distance vectors)"
        )));
    }
    Ok(())
}

/// Validates the input and computes the S-independent terms.
pub fn prepare(input: &ModelInput) -> Result<Prepared> {
    validate(input)?;
    let cube = input.cube();
    let mean_distance = hops::mean_distance(&cube);
    Ok(Prepared {
        input: *input,
        hop_probabilities: hops::hop_probabilities(&cube),
        remaining_dimensions: hops::remaining_dimensions(&cube),
        mean_distance,
        // eq. 7, with the message-hops spread over every output channel of the router.
        channel_rate: input.lambda * mean_distance / cube.channels_per_node() as f64,
        deterministic_vcs: cube.deterministic_vcs(),
    })
}

impl Prepared {
    fn m(&self) -> f64 {
        self.input.message_flits as f64
    }

    /// One application of eqs. 8-13 and 26-29 at network latency `s`; None when a channel
    /// would be utilised at 1 or more.
    pub fn evaluate(&self, s: f64) -> Option<Evaluation> {
        let w = queueing::mg1_wait(self.channel_rate, s, self.m())?;
        let p = queueing::busy_vc_probabilities(self.channel_rate, s, self.input.vcs)?;
        let (p_a, p_ad) = queueing::all_busy_probabilities(&p, self.deterministic_vcs);
        let network_latency = self
            .hop_probabilities
            .iter()
            .enumerate()
            .skip(1)
            .map(|(i, pi)| pi * self.latency_of_hops(i, w, p_a, p_ad))
            .sum();
        Some(Evaluation {
            network_latency,
            channel_wait: w,
            p_adaptive_busy: p_a,
            p_all_busy: p_ad,
        })
    }

    /// S_i (eq. 8) with B_h,i = P_a&d * P_a^(phi_h,i - 1) * w (eqs. 10-11).
    fn latency_of_hops(&self, i: usize, w: f64, p_a: f64, p_ad: f64) -> f64 {
        let blocking: f64 = (1..=i)
            .map(|h| p_ad * p_a.powf(self.remaining_dimensions[i][h] - 1.0) * w)
            .sum();
        self.m() + i as f64 + blocking
    }

    fn zero_load_latency(&self) -> f64 {
        self.m() + self.mean_distance
    }
}

/// Solves the model by fixed-point iteration on S, starting from the contention-free M + d-bar.
/// The right-hand side grows with S, so the iterates rise monotonically to the smallest
/// fixed point, or past channel utilisation 1 (saturation).
pub fn solve(input: &ModelInput) -> Result<ModelOutput> {
    let prepared = prepare(input)?;
    let mut s = prepared.zero_load_latency();
    for iteration in 1..=MAX_ITERATIONS {
        let Some(eval) = prepared.evaluate(s) else {
            return Ok(saturated(
                &prepared,
                iteration,
                "channel utilisation lambda_c * S >= 1",
            ));
        };
        let next = eval.network_latency;
        if !next.is_finite() {
            return Ok(saturated(&prepared, iteration, "network latency diverged"));
        }
        let converged = (next - s).abs() <= TOLERANCE * s;
        s = next;
        if converged {
            return Ok(finish(&prepared, s, iteration));
        }
    }
    Ok(saturated(
        &prepared,
        MAX_ITERATIONS,
        "fixed point did not converge within the iteration cap",
    ))
}

/// The smallest offered rate (flits per node per cycle) at which the model saturates, to
/// 1e-6 relative, by bisection below the channel bound lambda_c M = 1 (the model always
/// saturates there, since S >= M).
pub fn saturation_rate(cube: Cube, vcs: usize, m: usize) -> Result<f64> {
    let saturated = |rate: f64| -> Result<bool> {
        Ok(solve(&ModelInput::at_flit_rate(cube, vcs, m, rate))?.saturated)
    };
    // lambda_c M = 1 with lambda = rate / M: rate = channels / d-bar.
    let (mut lo, mut hi) = (
        0.0,
        cube.channels_per_node() as f64 / hops::mean_distance(&cube),
    );
    saturated(hi)?;
    while hi - lo > 1e-6 * hi {
        let mid = 0.5 * (lo + hi);
        if saturated(mid)? {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Ok(hi)
}

/// Eq. 1 at the converged S (or saturation if a final queue is unstable).
fn finish(prepared: &Prepared, s: f64, iterations: usize) -> ModelOutput {
    let (Some(eval), Some(p)) = (
        prepared.evaluate(s),
        queueing::busy_vc_probabilities(prepared.channel_rate, s, prepared.input.vcs),
    ) else {
        return saturated(
            prepared,
            iterations,
            "channel utilisation lambda_c * S >= 1",
        );
    };
    let source_rate = prepared.input.lambda / prepared.input.vcs as f64;
    let Some(source_wait) = queueing::mg1_wait(source_rate, s, prepared.m()) else {
        return saturated(
            prepared,
            iterations,
            "source queue utilisation lambda/V * S >= 1",
        );
    };
    let degree = queueing::multiplexing_degree(&p);
    ModelOutput {
        latency: Some((s + source_wait) * degree),
        network_latency: Some(s),
        channel_utilisation: Some(prepared.channel_rate * s),
        channel_wait: Some(eval.channel_wait),
        source_wait: Some(source_wait),
        multiplexing_degree: Some(degree),
        p_adaptive_busy: Some(eval.p_adaptive_busy),
        p_all_busy: Some(eval.p_all_busy),
        ..base_output(prepared, iterations)
    }
}

fn saturated(prepared: &Prepared, iterations: usize, reason: &str) -> ModelOutput {
    ModelOutput {
        saturated: true,
        saturation_reason: Some(reason.to_string()),
        ..base_output(prepared, iterations)
    }
}

fn base_output(prepared: &Prepared, iterations: usize) -> ModelOutput {
    let input = &prepared.input;
    ModelOutput {
        latency: None,
        saturated: false,
        saturation_reason: None,
        iterations,
        zero_load_latency: prepared.zero_load_latency(),
        mean_distance: prepared.mean_distance,
        diameter: input.cube().diameter(),
        channel_rate: prepared.channel_rate,
        adaptive_vcs: input.vcs - prepared.deterministic_vcs,
        deterministic_vcs: prepared.deterministic_vcs,
        network_latency: None,
        channel_utilisation: None,
        channel_wait: None,
        source_wait: None,
        multiplexing_degree: None,
        p_adaptive_busy: None,
        p_all_busy: None,
    }
}
