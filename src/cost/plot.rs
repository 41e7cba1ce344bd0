//! SVG of a cost sweep: one panel per swept parameter (ports, VCs, depth, flit width), each
//! with storage kbits, model kgates and, where measured, Yosys kcells against the parameter.

use super::CostReport;
use super::sweep::Point;
use crate::plot::nice_max;

const PANEL_W: f64 = 300.0;
const PANEL_H: f64 = 190.0;
const COLS: [f64; 2] = [70.0, 450.0];
const ROWS: [f64; 2] = [60.0, 320.0];
const WIDTH: f64 = 800.0;
const HEIGHT: f64 = 580.0;
/// (label, colour, value of a report in thousands).
type Series = (&'static str, &'static str, fn(&CostReport) -> Option<f64>);
const SERIES: [Series; 3] = [
    ("storage (kbit)", "#1f5fbf", |r| {
        Some(r.totals.storage_bits as f64 / 1e3)
    }),
    ("model gates (k)", "#2a8f3a", |r| {
        Some(r.totals.model_gates as f64 / 1e3)
    }),
    ("Yosys cells (k)", "#d9822b", |r| {
        r.totals.yosys_cells.map(|c| c as f64 / 1e3)
    }),
];

fn label(v: f64) -> String {
    if v == v.round() {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

/// One panel: the points of one sweep.
fn panel(title: &str, left: f64, top: f64, rows: &[&(Point, CostReport)]) -> String {
    let xs: Vec<f64> = rows.iter().map(|(p, _)| p.value as f64).collect();
    let (x_min, x_max) = (
        xs.iter().copied().fold(f64::MAX, f64::min),
        xs.iter().copied().fold(0.0, f64::max),
    );
    let y_max = nice_max(
        rows.iter()
            .flat_map(|(_, r)| SERIES.iter().filter_map(move |s| (s.2)(r)))
            .fold(0.0, f64::max),
    );
    let span = (x_max - x_min).max(1.0);
    let sx = |x: f64| left + (x - x_min) / span * PANEL_W;
    let sy = |y: f64| top + PANEL_H - y / y_max * PANEL_H;
    let mut out = format!(
        "<rect x=\"{left}\" y=\"{top}\" width=\"{PANEL_W}\" height=\"{PANEL_H}\" fill=\"none\" stroke=\"#444\"/>\n<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{title}</text>\n",
        left + PANEL_W / 2.0,
        top + PANEL_H + 34.0
    );
    for &x in &xs {
        out += &format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            sx(x),
            top + PANEL_H + 16.0,
            label(x)
        );
    }
    for i in 0..=4 {
        let y = y_max * f64::from(i) / 4.0;
        out += &format!(
            "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{left}\" y2=\"{:.1}\" stroke=\"#444\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            left - 5.0,
            sy(y),
            sy(y),
            left - 8.0,
            sy(y) + 4.0,
            label(y)
        );
    }
    for (_, colour, value) in SERIES {
        let pts: Vec<(f64, f64)> = rows
            .iter()
            .filter_map(|(p, r)| Some((sx(p.value as f64), sy(value(r)?))))
            .collect();
        if pts.is_empty() {
            continue;
        }
        let line: Vec<String> = pts.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        out += &format!(
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>\n",
            line.join(" ")
        );
        for (x, y) in pts {
            out += &format!("<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"{colour}\"/>\n");
        }
    }
    out
}

/// The whole figure.
pub fn svg(title: &str, rows: &[(Point, CostReport)]) -> String {
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect x=\"0\" y=\"0\" width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"white\"/>\n<text x=\"{}\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">{title}</text>\n",
        WIDTH / 2.0
    );
    let panels = [
        ("ports", "network ports P"),
        ("vcs", "virtual channels V"),
        ("depth", "buffer depth D (flits)"),
        ("flit_width", "flit data bits"),
    ];
    for (k, (sweep, axis)) in panels.into_iter().enumerate() {
        let mine: Vec<&(Point, CostReport)> =
            rows.iter().filter(|(p, _)| p.sweep == sweep).collect();
        if !mine.is_empty() {
            out += &panel(axis, COLS[k % 2], ROWS[k / 2], &mine);
        }
    }
    for (k, (name, colour, _)) in SERIES.iter().enumerate() {
        let x = 150.0 + 200.0 * k as f64;
        out += &format!(
            "<rect x=\"{x}\" y=\"36\" width=\"14\" height=\"4\" fill=\"{colour}\"/><text x=\"{}\" y=\"42\">{name}</text>\n",
            x + 20.0
        );
    }
    out += "</svg>\n";
    out
}
