//! `crossval --plot`: the curves of all models in one picture, latency and accepted
//! throughput against offered load.

use super::{CrossvalReport, Point, Row};
use crate::plot::{self, Panel, Series};

/// Where a model's point sits in a row.
type Model = fn(&Row) -> Option<&Point>;

/// The latency axis ends at this multiple of the lowest cycle-model latency.
pub const LATENCY_CAP_FACTOR: f64 = 4.0;

fn zero_load(report: &CrossvalReport) -> f64 {
    report
        .rows
        .iter()
        .filter_map(|r| r.cycle.latency)
        .fold(f64::INFINITY, f64::min)
        .min(1e9)
}

/// Two panels (latency, accepted throughput) with one series per model that has points.
pub fn svg(report: &CrossvalReport) -> String {
    let models: [(&str, Model); 3] = [
        ("cycle model", |r| Some(&r.cycle)),
        ("behavioral model", |r| Some(&r.behavioral)),
        ("analytic (paper 002)", |r| r.analytic.as_ref()),
    ];
    let series = |value: fn(&Point) -> Option<f64>| -> Vec<Series> {
        models
            .iter()
            .enumerate()
            .map(|(i, (name, get))| Series {
                name: (*name).into(),
                color: i,
                dashed: i == 2,
                points: report
                    .rows
                    .iter()
                    .filter_map(|r| Some((r.rate, value(get(r)?)?)))
                    .collect(),
            })
            .filter(|s| !s.points.is_empty())
            .collect()
    };
    let panels = [
        Panel {
            title: "mean latency".into(),
            x_label: "offered load (flits/node/cycle)".into(),
            y_label: "latency (cycles)".into(),
            // Past saturation latencies grow without bound: keep the knee readable.
            y_cap: Some(LATENCY_CAP_FACTOR * zero_load(report)),
            log_y: false,
            series: series(|p| p.latency),
        },
        Panel {
            title: "accepted throughput".into(),
            x_label: "offered load (flits/node/cycle)".into(),
            y_label: "accepted (flits/node/cycle)".into(),
            y_cap: None,
            log_y: false,
            series: series(|p| p.throughput),
        },
    ];
    let title = format!(
        "crossval: {} on {}{}",
        report.routing,
        report.topology,
        if report.faults.is_empty() {
            String::new()
        } else {
            format!(" (faults {})", report.faults)
        }
    );
    plot::svg(&title, &panels, 2)
}
