//! Latency / throughput curves over a range of offered loads, and their SVG plot.
//!
//! The plot is hand-written SVG (no plotting crate): two panels sharing the offered-load axis,
//! average latency on the left and accepted throughput on the right, one polyline per panel
//! with every point marked. Points past saturation (accepted well below offered, or packets
//! refused or left in flight) are drawn as hollow orange rings, deadlocked points as red
//! crosses.

use crate::Result;
use crate::plot::{escape, nice_max, tick_label};
use crate::workload::SimStats;

/// The smallest step of `FROM:TO:STEP` (at most 1001 points from 0 to 1).
pub const MIN_RATE_STEP: f64 = 0.001;

/// Parse `FROM:TO:STEP` into the list of rates.
pub fn parse_rates(text: &str) -> Result<Vec<f64>> {
    rates(text).map_err(|why| crate::Error::input(format!("rates {text:?}: {why}")))
}

/// `FROM:TO:STEP` with 0 <= FROM <= TO <= 1 and STEP from `MIN_RATE_STEP` to 1 as the list of
/// rates, or why not (the value itself left to the caller to name).
pub fn rates(text: &str) -> std::result::Result<Vec<f64>, String> {
    let need = format!(
        "need FROM:TO:STEP, numbers with 0 <= FROM <= TO <= 1 and STEP from {MIN_RATE_STEP} to 1"
    );
    let parts: Vec<f64> = text
        .split(':')
        .map(|p| p.parse::<f64>().ok().filter(|x| x.is_finite()))
        .collect::<Option<_>>()
        .ok_or_else(|| need.clone())?;
    let [from, to, step] = parts[..] else {
        return Err(need);
    };
    if !(0.0..=1.0).contains(&from) {
        return Err(format!("FROM {from}: {need}"));
    }
    if !(0.0..=1.0).contains(&to) {
        return Err(format!("TO {to}: {need}"));
    }
    if to < from {
        return Err(format!("TO {to} is below FROM {from}"));
    }
    if !(MIN_RATE_STEP..=1.0).contains(&step) {
        return Err(format!(
            "STEP {step}: need {MIN_RATE_STEP} to 1 (at most {} points)",
            (1.0 / MIN_RATE_STEP).round() + 1.0
        ));
    }
    // At most 1001 points; counted in floating point, with a tolerance for 0.1 + 0.2.
    let count = ((to - from) / step + 1e-9).floor() as usize + 1;
    // Rounded to 1e-9 so 0.1 + 2 x 0.1 prints as 0.3.
    Ok((0..count)
        .map(|i| ((from + step * i as f64) * 1e9).round() / 1e9 + 0.0)
        .collect())
}

/// Size of the whole picture and of each panel's plotting area.
const WIDTH: f64 = 860.0;
const HEIGHT: f64 = 380.0;
const PANEL_W: f64 = 320.0;
const PANEL_H: f64 = 260.0;
const TOP: f64 = 50.0;
const LEFTS: [f64; 2] = [80.0, 500.0];
const TICKS: usize = 5;

/// How a sweep point ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PointState {
    Normal,
    /// Accepted throughput below 90% of offered, or packets refused or never delivered.
    Saturated,
    Deadlocked,
}

fn state(p: &SimStats) -> PointState {
    if p.deadlock {
        PointState::Deadlocked
    } else if p.accepted_flits_per_node_cycle < 0.9 * p.offered_flits_per_node_cycle
        || p.packets_refused > 0
        || p.packets_in_flight > 0
    {
        PointState::Saturated
    } else {
        PointState::Normal
    }
}

/// One panel: a y quantity against offered load.
struct Panel<'a> {
    left: f64,
    y_label: &'a str,
    color: &'a str,
    /// (offered, y, state), sorted by offered load.
    points: Vec<(f64, f64, PointState)>,
}

/// Render latency and accepted throughput versus offered load as a self-contained SVG.
pub fn plot_svg(title: &str, points: &[SimStats]) -> String {
    let mut sorted: Vec<&SimStats> = points.iter().collect();
    sorted.sort_by(|a, b| {
        a.offered_flits_per_node_cycle
            .total_cmp(&b.offered_flits_per_node_cycle)
    });
    let x_max = nice_max(
        sorted
            .iter()
            .map(|p| p.offered_flits_per_node_cycle)
            .fold(0.0, f64::max),
    );
    let latency = Panel {
        left: LEFTS[0],
        y_label: "average latency (cycles)",
        color: "#1f5fbf",
        points: sorted
            .iter()
            .filter_map(|p| Some((p.offered_flits_per_node_cycle, p.avg_latency?, state(p))))
            .collect(),
    };
    let accepted = Panel {
        left: LEFTS[1],
        y_label: "accepted (flits/node/cycle)",
        color: "#2a8f3a",
        points: sorted
            .iter()
            .map(|p| {
                (
                    p.offered_flits_per_node_cycle,
                    p.accepted_flits_per_node_cycle,
                    state(p),
                )
            })
            .collect(),
    };
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" font-family=\"sans-serif\" font-size=\"12\">\n"
    );
    svg +=
        &format!("<rect x=\"0\" y=\"0\" width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"white\"/>\n");
    svg += &format!(
        "<text x=\"{}\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">{}</text>\n",
        WIDTH / 2.0,
        escape(title)
    );
    for panel in [&latency, &accepted] {
        svg += &draw_panel(panel, x_max);
    }
    svg += &legend();
    svg += "</svg>\n";
    svg
}

/// Axes, ticks, labels, the series polyline and the point markers of one panel.
fn draw_panel(panel: &Panel, x_max: f64) -> String {
    let y_max = nice_max(panel.points.iter().map(|p| p.1).fold(0.0, f64::max));
    let (left, bottom) = (panel.left, TOP + PANEL_H);
    let sx = |x: f64| left + x / x_max * PANEL_W;
    let sy = |y: f64| bottom - y / y_max * PANEL_H;
    let mut out = format!(
        "<g class=\"panel\">\n<rect x=\"{left}\" y=\"{TOP}\" width=\"{PANEL_W}\" height=\"{PANEL_H}\" fill=\"none\" stroke=\"#444\"/>\n"
    );
    for i in 0..=TICKS {
        let (xv, yv) = (
            x_max * i as f64 / TICKS as f64,
            y_max * i as f64 / TICKS as f64,
        );
        let (x, y) = (sx(xv), sy(yv));
        out += &format!(
            "<line x1=\"{x:.1}\" y1=\"{bottom}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#444\"/>\n<text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            bottom + 5.0,
            bottom + 19.0,
            tick_label(xv)
        );
        out += &format!(
            "<line x1=\"{:.1}\" y1=\"{y:.1}\" x2=\"{left}\" y2=\"{y:.1}\" stroke=\"#444\"/>\n<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            left - 5.0,
            left - 8.0,
            y + 4.0,
            tick_label(yv)
        );
    }
    out += &format!(
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">offered load (flits/node/cycle)</text>\n",
        left + PANEL_W / 2.0,
        bottom + 38.0
    );
    out += &format!(
        "<text transform=\"translate({:.1},{:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>\n",
        left - 52.0,
        TOP + PANEL_H / 2.0,
        panel.y_label
    );
    let coords: Vec<String> = panel
        .points
        .iter()
        .map(|&(x, y, _)| format!("{:.1},{:.1}", sx(x), sy(y)))
        .collect();
    out += &format!(
        "<polyline class=\"series\" points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>\n",
        coords.join(" "),
        panel.color
    );
    for &(x, y, st) in &panel.points {
        out += &marker(sx(x), sy(y), st, panel.color);
    }
    out += "</g>\n";
    out
}

/// A point marker: filled dot, hollow orange ring when saturated, red cross when deadlocked.
fn marker(x: f64, y: f64, st: PointState, color: &str) -> String {
    match st {
        PointState::Normal => {
            format!(
                "<circle class=\"point\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3.5\" fill=\"{color}\"/>\n"
            )
        }
        PointState::Saturated => format!(
            "<circle class=\"point saturated\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"5\" fill=\"white\" stroke=\"#e07000\" stroke-width=\"2\"/>\n"
        ),
        PointState::Deadlocked => format!(
            "<path class=\"point deadlock\" d=\"M{:.1},{:.1} L{:.1},{:.1} M{:.1},{:.1} L{:.1},{:.1}\" stroke=\"#d00000\" stroke-width=\"2.5\"/>\n",
            x - 5.0,
            y - 5.0,
            x + 5.0,
            y + 5.0,
            x - 5.0,
            y + 5.0,
            x + 5.0,
            y - 5.0
        ),
    }
}

fn legend() -> String {
    let y = HEIGHT - 14.0;
    let mut out = String::from("<g class=\"legend\">\n");
    out += &marker(LEFTS[0], y - 4.0, PointState::Normal, "#444");
    out += &format!(
        "<text x=\"{:.1}\" y=\"{y}\">measured</text>\n",
        LEFTS[0] + 10.0
    );
    out += &marker(LEFTS[0] + 110.0, y - 4.0, PointState::Saturated, "#444");
    out += &format!(
        "<text x=\"{:.1}\" y=\"{y}\">saturated (accepted &lt; 90% of offered, or refused / undrained)</text>\n",
        LEFTS[0] + 120.0
    );
    out += &marker(LEFTS[1] + 250.0, y - 4.0, PointState::Deadlocked, "#444");
    out += &format!(
        "<text x=\"{:.1}\" y=\"{y}\">deadlock</text>\n",
        LEFTS[1] + 260.0
    );
    out += "</g>\n";
    out
}
