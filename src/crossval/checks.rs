//! The quantitative checks of cross-validation (their tolerances: docs/behavioral.md), as pure functions of
//! the table's rows, so their logic is tested on synthetic rows. Every check's detail states
//! its tolerance.

use super::{Check, Row};
use crate::behavioral::Model;

/// Peak accepted throughput of the behavioral model within this fraction of the cycle
/// model's.
pub const PEAK_THROUGHPUT_TOLERANCE: f64 = 0.10;
/// Mean latencies within this fraction of the cycle model's latency ...
pub const LATENCY_TOLERANCE: f64 = 0.10;
/// ... or within this many cycles, whichever is larger (short latencies at light load).
pub const LATENCY_SLACK_CYCLES: f64 = 3.0;
/// Mean latencies are compared at every offered rate up to this fraction of the cycle
/// model's saturation.
pub const LATENCY_CHECK_LOAD: f64 = 0.8;
/// A model is saturated at a rate when it accepts less than this fraction of the
/// deliverable flits generated: the acceptance every saturation of the project shares
/// (`sim::saturation`; docs/studies.md, "Saturation").
pub const BELOW_SATURATION: f64 = crate::sim::saturation::ACCEPTED_FRACTION;
/// Paper 002's model against the cycle model: its latency rise above zero load within this
/// fraction of the cycle model's rise, or `LATENCY_SLACK_CYCLES`, ...
pub const ANALYTIC_RISE_TOLERANCE: f64 = 0.5;
/// ... at rates up to this fraction of the model's own saturation rate (a mean-value model
/// with independent channels is not meant to hold near its knee; docs/analytic.md).
pub const ANALYTIC_CHECK_LOAD: f64 = 0.5;

/// Faults during the run: accepted throughput after the last reconfiguration, behavioral
/// within this fraction of cycle (measured: within 0.15% on torus:8x8 at 0.8 of saturation;
/// docs/faults-during-operation.md, "The behavioral model") ...
pub const AFTER_RECONFIGURATION_TOLERANCE: f64 = 0.02;

/// Does this point accept (nearly) everything offered?
pub fn accepts(throughput: Option<f64>, deliverable: f64) -> bool {
    throughput.is_some_and(|t| t >= BELOW_SATURATION * deliverable)
}

/// The cycle model's saturation estimated from the rows: the lowest offered rate it did not
/// accept; None when it accepted every rate (then every row is below saturation).
pub fn saturation_from_rows(rows: &[Row]) -> Option<f64> {
    rows.iter()
        .filter(|r| !accepts(r.cycle.throughput, r.deliverable_rate))
        .map(|r| r.rate)
        .fold(None, |m: Option<f64>, x| Some(m.map_or(x, |m| m.min(x))))
}

/// With `--behavioral ideal` (an upper bound) the cycle model's peak must lie within this
/// fraction of the ideal router's and at most 2% above it (sampling noise): head-of-line
/// blocking in FIFO input buffers costs up to half.
pub const IDEAL_PEAK_RATIO_MIN: f64 = 0.45;

/// The allowed range of behavioral - cycle, as a fraction of cycle, for a behavioral model.
fn peak_range(model: Model) -> (f64, f64) {
    match model {
        Model::Flow => (-PEAK_THROUGHPUT_TOLERANCE, PEAK_THROUGHPUT_TOLERANCE),
        // cycle <= 1.02 x ideal and cycle >= 0.45 x ideal.
        Model::Ideal => (1.0 / 1.02 - 1.0, 1.0 / IDEAL_PEAK_RATIO_MIN - 1.0),
    }
}

/// Peak accepted throughput: behavioral within PEAK_THROUGHPUT_TOLERANCE of cycle (the flow
/// model), or bounding it (the ideal model), judged only when the rates drive the cycle model
/// past saturation.
pub fn peak_throughput(rows: &[Row], model: Model) -> Check {
    let best = |f: fn(&Row) -> Option<f64>| rows.iter().filter_map(f).fold(0.0, f64::max);
    let cycle = best(|r| r.cycle.throughput);
    let behavioral = best(|r| r.behavioral.throughput);
    let (lo, hi) = peak_range(model);
    let tolerance = match model {
        Model::Flow => format!(
            "tolerance |behavioral - cycle| <= {:.0}% of cycle",
            PEAK_THROUGHPUT_TOLERANCE * 100.0
        ),
        Model::Ideal => format!(
            "tolerance {IDEAL_PEAK_RATIO_MIN} x ideal <= cycle <= 1.02 x ideal (the ideal router bounds the cycle model)"
        ),
    };
    let reached = rows
        .iter()
        .any(|r| !accepts(r.cycle.throughput, r.deliverable_rate));
    if !reached {
        return Check {
            name: "peak_throughput".into(),
            pass: true,
            detail: format!(
                "not judged ({tolerance}): the cycle model accepts every offered rate (up to {:.3}), so its peak is not reached",
                rows.iter().map(|r| r.rate).fold(0.0, f64::max)
            ),
        };
    }
    let off = (behavioral - cycle) / cycle.max(1e-12);
    let pass = (lo..=hi).contains(&off);
    Check {
        name: "peak_throughput".into(),
        pass,
        detail: format!(
            "{tolerance}: cycle {cycle:.4}, behavioral {behavioral:.4} flits/node/cycle ({:+.1}%){}",
            off * 100.0,
            if pass { "" } else { " FAIL" }
        ),
    }
}

/// Allowed |difference| of mean latencies around the cycle model's `latency`.
pub fn latency_allowance(latency: f64) -> f64 {
    (LATENCY_TOLERANCE * latency).max(LATENCY_SLACK_CYCLES)
}

/// Mean latency: behavioral within max(LATENCY_TOLERANCE x cycle, LATENCY_SLACK_CYCLES) at
/// every rate up to LATENCY_CHECK_LOAD x `saturation` (the cycle model's; None: not reached,
/// every row counts); a model that delivers nothing measured there fails.
pub fn mean_latency(rows: &[Row], saturation: Option<f64>) -> Check {
    let limit = saturation.map_or(f64::INFINITY, |s| LATENCY_CHECK_LOAD * s);
    let mut lines = Vec::new();
    let mut pass = true;
    // Offered rates, the unit of the saturation search (with faults some are undeliverable).
    for row in rows.iter().filter(|r| r.rate <= limit + 1e-12) {
        let (Some(lc), Some(lb)) = (row.cycle.latency, row.behavioral.latency) else {
            pass = false;
            lines.push(format!("rate {}: a model delivered nothing FAIL", row.rate));
            continue;
        };
        let allowed = latency_allowance(lc);
        let ok = (lc - lb).abs() <= allowed;
        pass &= ok;
        lines.push(format!(
            "rate {}: cycle {lc:.2}, behavioral {lb:.2}, allowed +-{allowed:.2}{}",
            row.rate,
            if ok { "" } else { " FAIL" }
        ));
    }
    let range = match saturation {
        Some(s) => {
            format!("at offered <= {LATENCY_CHECK_LOAD} x cycle saturation {s:.4} = {limit:.4}")
        }
        None => "at every rate (the cycle model accepts them all: saturation not reached)".into(),
    };
    let tolerance = format!(
        "tolerance |behavioral - cycle| <= max({:.0}% of cycle, {LATENCY_SLACK_CYCLES} cycles) {range}",
        LATENCY_TOLERANCE * 100.0
    );
    Check {
        name: "mean_latency_below_saturation".into(),
        pass: pass && !lines.is_empty(),
        detail: if lines.is_empty() {
            format!("{tolerance}: no rate in range FAIL")
        } else {
            format!("{tolerance}: {}", lines.join("; "))
        },
    }
}

/// Paper 002's model against the cycle model, at rates up to ANALYTIC_CHECK_LOAD of the
/// model's `model_saturation` rate: latency within max(ANALYTIC_RISE_TOLERANCE x the cycle
/// model's rise above zero load, LATENCY_SLACK_CYCLES).
pub fn analytic_latency(rows: &[Row], model_saturation: f64) -> Check {
    let limit = ANALYTIC_CHECK_LOAD * model_saturation;
    let mut lines = Vec::new();
    let mut pass = true;
    for row in rows.iter().filter(|r| r.rate <= limit) {
        let analytic = row.analytic.as_ref().and_then(|a| a.latency);
        let (Some(lc), Some(zero), Some(la)) = (row.cycle.latency, row.cycle.zero_load, analytic)
        else {
            pass = false;
            lines.push(format!("rate {}: a latency is missing FAIL", row.rate));
            continue;
        };
        let allowed = (ANALYTIC_RISE_TOLERANCE * (lc - zero)).max(LATENCY_SLACK_CYCLES);
        let ok = (lc - la).abs() <= allowed;
        pass &= ok;
        lines.push(format!(
            "rate {}: cycle {lc:.2} (zero load {zero:.2}), analytic {la:.2}, allowed +-{allowed:.2}{}",
            row.rate,
            if ok { "" } else { " FAIL" }
        ));
    }
    let tolerance = format!(
        "tolerance |analytic - cycle| <= max({:.0}% of the cycle model's rise above zero load, {LATENCY_SLACK_CYCLES} cycles) at offered <= {ANALYTIC_CHECK_LOAD} x the model's saturation {model_saturation:.4} = {limit:.4}",
        ANALYTIC_RISE_TOLERANCE * 100.0
    );
    Check {
        name: "analytic_latency_below_saturation".into(),
        pass: pass && !lines.is_empty(),
        detail: if lines.is_empty() {
            format!("{tolerance}: no rate in range FAIL")
        } else {
            format!("{tolerance}: {}", lines.join("; "))
        },
    }
}

/// Faults during the run: accepted throughput in the `after` phase, behavioral within
/// AFTER_RECONFIGURATION_TOLERANCE of cycle at every rate up to LATENCY_CHECK_LOAD x the
/// cycle model's `saturation` (None: every rate); rows above are shown, not judged. A row
/// without an `after` phase in range fails (the run ended before the tables followed).
pub fn after_reconfiguration(rows: &[Row], saturation: Option<f64>) -> Check {
    let limit = saturation.map_or(f64::INFINITY, |s| LATENCY_CHECK_LOAD * s);
    let mut lines = Vec::new();
    let (mut pass, mut judged) = (true, 0);
    for row in rows {
        let pair = (
            row.cycle.after_reconfiguration,
            row.behavioral.after_reconfiguration,
        );
        let above = row.rate > limit + 1e-12;
        let (Some(c), Some(b)) = pair else {
            pass &= above;
            let fail = if above { "" } else { " FAIL" };
            lines.push(format!(
                "rate {}: no after phase in a model{fail}",
                row.rate
            ));
            continue;
        };
        let off = (b - c) / c.max(1e-12);
        if above {
            lines.push(format!(
                "rate {}: cycle {c:.4}, behavioral {b:.4} ({:+.1}%, above the range: not judged)",
                row.rate,
                off * 100.0
            ));
            continue;
        }
        judged += 1;
        let ok = off.abs() <= AFTER_RECONFIGURATION_TOLERANCE;
        pass &= ok;
        lines.push(format!(
            "rate {}: cycle {c:.4}, behavioral {b:.4} ({:+.1}%){}",
            row.rate,
            off * 100.0,
            if ok { "" } else { " FAIL" }
        ));
    }
    let range = match saturation {
        Some(s) => {
            format!("at offered <= {LATENCY_CHECK_LOAD} x cycle saturation {s:.4} = {limit:.4}")
        }
        None => "at every rate (the cycle model accepts them all: saturation not reached)".into(),
    };
    let tolerance = format!(
        "tolerance |behavioral - cycle| <= {:.0}% of cycle, accepted flits/node/cycle after the last reconfiguration, {range}",
        AFTER_RECONFIGURATION_TOLERANCE * 100.0
    );
    let none = if judged == 0 {
        ": no rate in range FAIL"
    } else {
        ""
    };
    Check {
        name: "throughput_after_reconfiguration".into(),
        pass: pass && judged > 0,
        detail: format!("{tolerance}{none}: {}", lines.join("; ")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Point;
    use super::*;

    fn point(latency: Option<f64>, throughput: f64) -> Point {
        Point {
            latency,
            throughput: Some(throughput),
            zero_load: latency.map(|_| 20.0),
            wall_seconds: None,
            after_reconfiguration: None,
        }
    }

    /// A row where the cycle model accepts min(rate, cycle_peak) and the behavioral model
    /// min(rate, behavioral_peak), latencies as given.
    fn row(rate: f64, cycle: (f64, f64), behavioral: (f64, f64)) -> Row {
        Row {
            rate,
            deliverable_rate: rate,
            cycle: point(Some(cycle.0), rate.min(cycle.1)),
            behavioral: point(Some(behavioral.0), rate.min(behavioral.1)),
            analytic: None,
        }
    }

    fn rows(behavioral_peak: f64, latency_scale: f64) -> Vec<Row> {
        [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]
            .iter()
            .map(|&r| {
                let lc = 30.0 + 100.0 * r;
                row(r, (lc, 0.5), (lc * latency_scale, behavioral_peak))
            })
            .collect()
    }

    #[test]
    fn peak_throughput_passes_within_ten_percent_and_fails_beyond() {
        assert!(peak_throughput(&rows(0.54, 1.0), Model::Flow).pass); // +8%
        assert!(peak_throughput(&rows(0.46, 1.0), Model::Flow).pass); // -8%
        let high = peak_throughput(&rows(0.56, 1.0), Model::Flow); // +12%
        assert!(!high.pass);
        assert!(high.detail.contains("10%") && high.detail.contains("+12.0%"));
        assert!(!peak_throughput(&rows(0.44, 1.0), Model::Flow).pass); // -12%
    }

    #[test]
    fn the_ideal_model_must_bound_the_cycle_model() {
        // Cycle peak 0.5 (the synthetic rows'): ideal 0.9 bounds it within the 0.45 ratio.
        assert!(peak_throughput(&rows(0.9, 1.0), Model::Ideal).pass);
        // An "upper bound" below the cycle model fails, and so does one more than 1/0.45 above.
        assert!(!peak_throughput(&rows(0.48, 1.0), Model::Ideal).pass);
        let far: Vec<Row> = [0.1, 0.2, 0.4, 0.6]
            .iter()
            .map(|&r| row(r, (40.0, 0.2), (40.0, 0.6)))
            .collect();
        assert!(!peak_throughput(&far, Model::Ideal).pass);
    }

    #[test]
    fn peak_is_not_judged_when_the_cycle_model_never_saturates() {
        let light: Vec<Row> = rows(0.9, 1.0).into_iter().take(3).collect();
        let check = peak_throughput(&light, Model::Flow);
        assert!(check.pass && check.detail.contains("not judged"));
    }

    #[test]
    fn saturation_is_the_lowest_rate_the_cycle_model_refuses() {
        assert_eq!(saturation_from_rows(&rows(0.5, 1.0)), Some(0.6));
        let light: Vec<Row> = rows(0.5, 1.0).into_iter().take(3).collect();
        assert_eq!(saturation_from_rows(&light), None);
        // unsaturated: every row is checked
        let mut far = light.clone();
        far[2].behavioral.latency = Some(1000.0);
        assert!(!mean_latency(&far, None).pass);
        assert_eq!(
            mean_latency(&light, None).detail.matches("rate 0.").count(),
            3
        );
    }

    #[test]
    fn mean_latency_uses_ten_percent_or_three_cycles_up_to_point_eight() {
        // 9% slower everywhere: within 10% at every rate up to 0.8 x 0.6 = 0.48.
        let ok = mean_latency(&rows(0.5, 1.09), Some(0.6));
        assert!(ok.pass, "{}", ok.detail);
        assert!(ok.detail.contains("10% of cycle") && ok.detail.contains("3 cycles"));
        assert_eq!(ok.detail.matches("rate ").count(), 5);
        // 12% slower: beyond 10% once the latency exceeds 30 cycles.
        assert!(!mean_latency(&rows(0.5, 1.12), Some(0.6)).pass);
        // A large difference beyond the check load (0.5, 0.6 > 0.48) does not count.
        let mut far = rows(0.5, 1.0);
        far[5].behavioral.latency = Some(1000.0);
        far[6].behavioral.latency = Some(1000.0);
        assert!(mean_latency(&far, Some(0.6)).pass);
        // ... but inside it, it does.
        far[4].behavioral.latency = Some(1000.0);
        assert!(!mean_latency(&far, Some(0.6)).pass);
    }

    #[test]
    fn three_cycles_of_slack_at_short_latencies() {
        let mut r = vec![row(0.05, (20.0, 0.5), (22.9, 0.5))];
        assert!(mean_latency(&r, Some(0.5)).pass); // 10% of 20 is 2, slack 3
        r[0].behavioral.latency = Some(23.1);
        assert!(!mean_latency(&r, Some(0.5)).pass);
        // a model that delivered nothing in range fails
        r[0].behavioral.latency = None;
        assert!(!mean_latency(&r, Some(0.5)).pass);
    }

    #[test]
    fn analytic_check_uses_the_rise_and_the_models_own_saturation() {
        let mut r = rows(0.5, 1.0);
        for row in &mut r {
            // cycle rise = latency - 20; analytic off by 40% of the rise
            let lc = row.cycle.latency.unwrap();
            row.analytic = Some(Point {
                latency: Some(lc + 0.4 * (lc - 20.0)),
                throughput: Some(row.rate),
                zero_load: None,
                wall_seconds: None,
                after_reconfiguration: None,
            });
        }
        let check = analytic_latency(&r, 0.4);
        assert!(check.pass, "{}", check.detail);
        assert_eq!(check.detail.matches("rate ").count(), 3); // 0.05, 0.1, 0.2 <= 0.2
        for row in &mut r {
            let lc = row.cycle.latency.unwrap();
            row.analytic.as_mut().unwrap().latency = Some(lc + 0.6 * (lc - 20.0));
        }
        assert!(!analytic_latency(&r, 0.4).pass);
    }

    /// Rows whose `after` phases differ by `off` (a fraction of cycle) at every rate.
    fn after_rows(off: f64) -> Vec<Row> {
        let mut r = rows(0.5, 1.0);
        for row in &mut r {
            let c = row.rate.min(0.45);
            row.cycle.after_reconfiguration = Some(c);
            row.behavioral.after_reconfiguration = Some(c * (1.0 + off));
        }
        r
    }

    #[test]
    fn after_reconfiguration_passes_within_two_percent_below_the_range_limit() {
        let check = after_reconfiguration(&after_rows(0.015), Some(0.5));
        assert!(check.pass, "{}", check.detail);
        // 0.05 .. 0.4 judged (<= 0.8 x 0.5), 0.5 and 0.6 shown only.
        assert_eq!(check.detail.matches("not judged").count(), 2);
        assert!(check.detail.contains("2% of cycle"));
        for off in [0.025, -0.025] {
            let check = after_reconfiguration(&after_rows(off), Some(0.5));
            assert!(!check.pass && check.detail.contains("FAIL"), "{off}");
        }
        // Rows above the range do not count, however far apart.
        let mut far = after_rows(0.0);
        far[6].behavioral.after_reconfiguration = Some(0.9);
        assert!(after_reconfiguration(&far, Some(0.5)).pass);
    }

    #[test]
    fn after_reconfiguration_fails_without_an_after_phase_or_a_rate_in_range() {
        let mut r = after_rows(0.0);
        r[0].behavioral.after_reconfiguration = None;
        assert!(!after_reconfiguration(&r, Some(0.5)).pass);
        let check = after_reconfiguration(&after_rows(0.0), Some(0.01));
        assert!(!check.pass && check.detail.contains("no rate in range"));
    }
}
