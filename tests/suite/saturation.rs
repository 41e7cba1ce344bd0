//! The cycle model at and past saturation, matching BookSim2's.
//!
//! - `--preset booksim` reproduces BookSim2's own curves (figures measured with BookSim2 at
//!   commit 28f4329 and the configurations in `configs/booksim/`, listed in
//!   docs/cycle-model.md): peak and offered-1.0 throughput and the mean latency at 0.1, 0.2
//!   and 0.3 within 5%, on three tori.
//! - The default router keeps at least 0.9 of its peak at offered 1.0 for dor, duato and
//!   bubble on 2-D and 3-D tori, in wormhole and virtual cut-through, and its peak is within
//!   15% of the preset's.
//!
//! Every figure comes from the `ftrouter sim --json` a user runs.

use crate::common::{self, within};

/// One `sim --json` run: (accepted flits/node/cycle, mean latency).
fn sim(args: &str, rate: f64, cycles: u64) -> (f64, f64) {
    let (rate, cycles) = (rate.to_string(), cycles.to_string());
    let mut all: Vec<&str> = args.split_whitespace().collect();
    all.extend(["--rate", &rate, "--cycles", &cycles]);
    let v = common::sim_json(&all);
    (
        common::num(&v["accepted_flits_per_node_cycle"]),
        common::num(&v["avg_latency"]),
    )
}

/// BookSim2's figures for one torus (docs/cycle-model.md).
struct BookSim {
    topology: &'static str,
    /// Mean latency at offered 0.1, 0.2, 0.3.
    latency: [f64; 3],
    /// Largest accepted load measured, and the offered loads around it to search.
    peak: f64,
    peak_rates: &'static [f64],
    /// Accepted at offered 1.0.
    at_one: f64,
}

const BOOKSIM: [BookSim; 3] = [
    BookSim {
        topology: "torus:8x8",
        latency: [36.0257, 38.3167, 44.9329],
        peak: 0.347615,
        peak_rates: &[0.35, 0.4, 0.45],
        at_one: 0.328313,
    },
    BookSim {
        topology: "torus:4x4x4",
        latency: [29.141, 30.0818, 31.9761],
        peak: 0.613547,
        peak_rates: &[0.6, 0.65, 0.7, 0.8],
        at_one: 0.613547,
    },
    BookSim {
        topology: "torus:6x6",
        latency: [28.9457, 30.9444, 33.4644],
        peak: 0.465861,
        peak_rates: &[0.45, 0.5, 0.55],
        at_one: 0.459444,
    },
];

fn check_preset(b: &BookSim) {
    let args = format!("--topology {} --routing dor --preset booksim", b.topology);
    for (rate, theirs) in [0.1, 0.2, 0.3].into_iter().zip(b.latency) {
        let (_, lat) = sim(&args, rate, 8_000);
        assert!(
            within(lat, theirs, 0.05),
            "{}: latency {lat:.2} at {rate}, BookSim2 {theirs}",
            b.topology
        );
    }
    let peak = b
        .peak_rates
        .iter()
        .map(|&r| sim(&args, r, 8_000).0)
        .fold(0.0, f64::max);
    assert!(
        within(peak, b.peak, 0.05),
        "{}: peak {peak:.4}, BookSim2 {}",
        b.topology,
        b.peak
    );
    let (one, _) = sim(&args, 1.0, 8_000);
    assert!(
        within(one, b.at_one, 0.05),
        "{}: {one:.4} at offered 1.0, BookSim2 {}",
        b.topology,
        b.at_one
    );
}

#[test]
fn booksim_preset_matches_booksim2_on_the_8x8_torus() {
    check_preset(&BOOKSIM[0]);
}

#[test]
fn booksim_preset_matches_booksim2_on_the_4x4x4_and_6x6_tori() {
    check_preset(&BOOKSIM[1]);
    check_preset(&BOOKSIM[2]);
}

/// Peak accepted load over a ladder of offered loads (from 0.3 by 0.05 until two loads past
/// the first that saturates), and the accepted load at offered 1.0.
fn peak_and_overload(args: &str) -> (f64, f64) {
    let mut peak: f64 = 0.0;
    let mut past = 0;
    let mut rate: f64 = 0.3;
    while past < 2 && rate < 0.95 {
        let (acc, _) = sim(args, rate, 5_000);
        peak = peak.max(acc);
        if acc < 0.95 * rate {
            past += 1;
        }
        rate += 0.05;
    }
    (peak, sim(args, 1.0, 5_000).0)
}

fn check_stable(configs: &[&str]) {
    for args in configs {
        let (peak, one) = peak_and_overload(args);
        assert!(
            one >= 0.9 * peak,
            "{args}: {one:.4} at offered 1.0 against a peak of {peak:.4}"
        );
    }
}

#[test]
fn default_router_holds_its_peak_past_saturation_on_the_8x8_torus() {
    check_stable(&[
        "--topology torus:8x8 --routing dor",
        "--topology torus:8x8 --routing dor --switching vct",
        "--topology torus:8x8 --routing duato --vcs 3",
        "--topology torus:8x8 --routing duato --vcs 3 --switching vct",
        "--topology torus:8x8 --routing bubble",
    ]);
}

#[test]
#[ignore = "a saturation sweep of the 4x4x4 torus: testbench/run-all.sh (the 8x8 one runs here)"]
fn default_router_holds_its_peak_past_saturation_on_the_4x4x4_torus() {
    check_stable(&[
        "--topology torus:4x4x4 --routing dor",
        "--topology torus:4x4x4 --routing dor --switching vct",
        "--topology torus:4x4x4 --routing duato --vcs 3",
        "--topology torus:4x4x4 --routing duato --vcs 3 --switching vct",
        "--topology torus:4x4x4 --routing bubble",
    ]);
}

#[test]
fn default_router_peak_is_within_15_percent_of_the_booksim_preset() {
    let (ours, _) = peak_and_overload("--topology torus:8x8 --routing dor");
    let (preset, _) = peak_and_overload("--topology torus:8x8 --routing dor --preset booksim");
    assert!(
        within(ours, preset, 0.15),
        "default peak {ours:.4}, preset peak {preset:.4}"
    );
}
