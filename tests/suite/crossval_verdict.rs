//! The verdict of `crossval` on the 8x8 torus, with the rates it chooses itself (near zero
//! to 1.2 x the cycle model's saturation, which it finds first), passes for dor, duato and
//! bubble under the tightened tolerances. Short phases keep the three runs inside a minute.

use crate::common;

use ftrouter::crossval::{self, CrossvalReport};
use ftrouter::routing::table::Mode;
use ftrouter::workload::SimConfig;

fn run(mode: Mode, vcs: usize) -> CrossvalReport {
    let net = common::fault_free("torus:8x8");
    let params = common::params(&common::tables(&net, mode), vcs, 8, 4);
    let cfg = SimConfig {
        warmup: 500,
        cycles: 3000,
        drain_limit: 3000,
        seed: 1,
        ..SimConfig::default()
    };
    crossval::crossval_auto(&net, mode, &params, &cfg).unwrap()
}

fn assert_pass(mode: Mode, vcs: usize) {
    let r = run(mode, vcs);
    let failed: Vec<String> = r
        .checks
        .iter()
        .filter(|c| !c.pass)
        .map(|c| format!("{}: {}", c.name, c.detail))
        .collect();
    assert_eq!(r.verdict, "pass", "{mode} on torus:8x8: {failed:?}");
    // The rates reach past the knee: the peak check was judged, not skipped.
    let peak = r
        .checks
        .iter()
        .find(|c| c.name == "peak_throughput")
        .unwrap();
    assert!(!peak.detail.starts_with("not judged"), "{}", peak.detail);
    let sat = r.cycle_saturation.as_ref().expect("searched").rate;
    let top = r.rows.iter().map(|row| row.rate).fold(0.0, f64::max);
    assert!(top >= 1.15 * sat, "rates end at {top}, saturation {sat}");
}

#[test]
fn dor_passes_on_the_8x8_torus() {
    assert_pass(Mode::Dor, 2);
}

#[test]
fn duato_passes_on_the_8x8_torus() {
    assert_pass(Mode::Duato, 3);
}

#[test]
fn bubble_passes_on_the_8x8_torus() {
    assert_pass(Mode::Bubble, 2);
}
