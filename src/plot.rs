//! Line charts with several series per panel, as one self-contained SVG (no plotting crate,
//! like `sim::sweep::plot_svg`, which draws one series per panel). Used where models are
//! compared: `crossval --plot` and `experiment duato-model --plot`.
//!
//! Panels are laid out in a grid; every panel has its own axes starting at 0, one polyline
//! per series with its points marked, and the legend lists the series once at the bottom.

/// One curve: (x, y) points, drawn in the order given.
#[derive(Clone, Debug)]
pub struct Series {
    pub name: String,
    /// Index into `COLORS` (the same model keeps its colour across panels).
    pub color: usize,
    pub dashed: bool,
    pub points: Vec<(f64, f64)>,
}

/// One panel: axes labels and its series.
#[derive(Clone, Debug)]
pub struct Panel {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    /// Upper end of the y axis; points above it are drawn on the top edge as hollow rings
    /// (latencies past saturation would otherwise flatten every other curve). None: fit.
    pub y_cap: Option<f64>,
    /// A logarithmic y axis from the decade below the lowest positive value to the one above
    /// the highest (values at or below 0 are left out).
    pub log_y: bool,
    pub series: Vec<Series>,
}

/// Series colours (colour-blind safe palette).
pub const COLORS: [&str; 6] = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9",
];

const PANEL_W: f64 = 300.0;
const PANEL_H: f64 = 220.0;
/// Margins around each panel's plotting area: left (y ticks and label), right, top (title),
/// bottom (x ticks and label).
const MARGIN: (f64, f64, f64, f64) = (75.0, 25.0, 50.0, 55.0);
const TICKS: usize = 5;

/// Legend entries a row holds, and the rows `names` legend entries take in `width`.
const LEGEND_ENTRY_W: f64 = 190.0;
const LEGEND_ROW_H: f64 = 18.0;

fn legend_columns(width: f64) -> usize {
    (((width - MARGIN.0) / LEGEND_ENTRY_W).floor() as usize).max(1)
}

/// Render `panels` in a grid of `columns` under a common `title`.
pub fn svg(title: &str, panels: &[Panel], columns: usize) -> String {
    let columns = columns.clamp(1, panels.len().max(1));
    let rows = panels.len().div_ceil(columns).max(1);
    let cell_w = MARGIN.0 + PANEL_W + MARGIN.1;
    let cell_h = MARGIN.2 + PANEL_H + MARGIN.3;
    let width = cell_w * columns as f64;
    let legend_rows = legend_entries(panels)
        .len()
        .div_ceil(legend_columns(width))
        .max(1);
    let height = 40.0 + cell_h * rows as f64 + 30.0 + LEGEND_ROW_H * (legend_rows - 1) as f64;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"white\"/>\n<text x=\"{:.1}\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">{}</text>\n",
        width / 2.0,
        escape(title)
    );
    for (i, panel) in panels.iter().enumerate() {
        let left = (i % columns) as f64 * cell_w + MARGIN.0;
        let top = 40.0 + (i / columns) as f64 * cell_h + MARGIN.2;
        out += &draw_panel(panel, left, top);
    }
    let legend_top = 40.0 + cell_h * rows as f64 + 16.0;
    out += &legend(panels, legend_top, legend_columns(width));
    out += "</svg>\n";
    out
}

/// The y axis of a panel: where a value goes (0 at the bottom, 1 at the top) and its ticks.
struct YAxis {
    log: bool,
    lo: f64,
    hi: f64,
}

impl YAxis {
    fn of(panel: &Panel) -> YAxis {
        let values = || {
            panel
                .series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| p.1))
        };
        let y_data = values().fold(0.0, f64::max);
        let top = panel.y_cap.map_or(y_data, |cap| y_data.min(cap));
        if panel.log_y {
            let low = values().filter(|&y| y > 0.0).fold(f64::INFINITY, f64::min);
            let lo = if low.is_finite() {
                10f64.powf(low.log10().floor())
            } else {
                1.0
            };
            let hi = 10f64.powf(top.max(lo).log10().ceil()).max(lo * 10.0);
            YAxis { log: true, lo, hi }
        } else {
            YAxis {
                log: false,
                lo: 0.0,
                hi: nice_max(top),
            }
        }
    }

    /// The fraction of the panel's height at which `y` is drawn (clamped to the panel).
    fn fraction(&self, y: f64) -> f64 {
        let f = if self.log {
            (y.max(self.lo).log10() - self.lo.log10()) / (self.hi.log10() - self.lo.log10())
        } else {
            y.min(self.hi) / self.hi
        };
        f.clamp(0.0, 1.0)
    }

    fn ticks(&self) -> Vec<f64> {
        if self.log {
            // Few decades: 2 and 5 times each as well, so the axis still reads.
            let decades = (self.hi / self.lo).log10().round() as i32;
            let steps: &[f64] = if decades <= 2 {
                &[1.0, 2.0, 5.0]
            } else {
                &[1.0]
            };
            let mut ticks: Vec<f64> = (0..decades)
                .flat_map(|d| steps.iter().map(move |m| self.lo * m * 10f64.powi(d)))
                .collect();
            ticks.push(self.hi);
            ticks
        } else {
            (0..=TICKS)
                .map(|i| self.hi * i as f64 / TICKS as f64)
                .collect()
        }
    }
}

fn draw_panel(panel: &Panel, left: f64, top: f64) -> String {
    let all = || panel.series.iter().flat_map(|s| s.points.iter());
    let x_max = nice_max(all().map(|p| p.0).fold(0.0, f64::max));
    let y_axis = YAxis::of(panel);
    let bottom = top + PANEL_H;
    let sx = |x: f64| left + x / x_max * PANEL_W;
    let sy = |y: f64| bottom - y_axis.fraction(y) * PANEL_H;
    let mut out = format!(
        "<g class=\"panel\">\n<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"13\">{}</text>\n<rect x=\"{left:.1}\" y=\"{top:.1}\" width=\"{PANEL_W}\" height=\"{PANEL_H}\" fill=\"none\" stroke=\"#444\"/>\n",
        left + PANEL_W / 2.0,
        top - 10.0,
        escape(&panel.title)
    );
    for i in 0..=TICKS {
        let xv = x_max * i as f64 / TICKS as f64;
        let x = sx(xv);
        out += &format!(
            "<line x1=\"{x:.1}\" y1=\"{bottom:.1}\" x2=\"{x:.1}\" y2=\"{:.1}\" stroke=\"#444\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            bottom + 5.0,
            bottom + 19.0,
            tick_label(xv)
        );
    }
    for yv in y_axis.ticks() {
        let y = sy(yv);
        out += &format!(
            "<line x1=\"{:.1}\" y1=\"{y:.1}\" x2=\"{left:.1}\" y2=\"{y:.1}\" stroke=\"#444\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            left - 5.0,
            left - 8.0,
            y + 4.0,
            tick_label(yv)
        );
    }
    out += &format!(
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n<text transform=\"translate({:.1},{:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>\n",
        left + PANEL_W / 2.0,
        bottom + 38.0,
        escape(&panel.x_label),
        left - 55.0,
        top + PANEL_H / 2.0,
        escape(&panel.y_label)
    );
    for s in &panel.series {
        let color = COLORS[s.color % COLORS.len()];
        let coords: Vec<String> = s
            .points
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", sx(x), sy(y)))
            .collect();
        let dash = if s.dashed {
            " stroke-dasharray=\"6 4\""
        } else {
            ""
        };
        out += &format!(
            "<polyline class=\"series\" data-name=\"{}\" points=\"{}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"2\"{dash}/>\n",
            escape(&s.name),
            coords.join(" ")
        );
        for &(x, y) in &s.points {
            let fill = if y > y_axis.hi { "white" } else { color };
            out += &format!(
                "<circle class=\"point\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{fill}\" stroke=\"{color}\"/>\n",
                sx(x),
                sy(y)
            );
        }
    }
    out += "</g>\n";
    out
}

/// Every distinct series, once, in first-seen order.
fn legend_entries(panels: &[Panel]) -> Vec<&Series> {
    let mut seen: Vec<&Series> = Vec::new();
    for s in panels.iter().flat_map(|p| &p.series) {
        if !seen.iter().any(|t| t.name == s.name) {
            seen.push(s);
        }
    }
    seen
}

/// Every distinct series name once, with its colour and dash, `columns` to a row from `top`.
fn legend(panels: &[Panel], top: f64, columns: usize) -> String {
    let mut out = String::from("<g class=\"legend\">\n");
    for (i, s) in legend_entries(panels).iter().enumerate() {
        let x = MARGIN.0 + LEGEND_ENTRY_W * (i % columns) as f64;
        let y = top + LEGEND_ROW_H * (i / columns) as f64;
        let dash = if s.dashed {
            " stroke-dasharray=\"6 4\""
        } else {
            ""
        };
        out += &format!(
            "<line x1=\"{x:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{}\" stroke-width=\"2\"{dash}/><text x=\"{:.1}\" y=\"{y:.1}\">{}</text>\n",
            y - 4.0,
            x + 24.0,
            y - 4.0,
            COLORS[s.color % COLORS.len()],
            x + 30.0,
            escape(&s.name)
        );
    }
    out += "</g>\n";
    out
}

/// The axis end: the smallest 1, 2, 2.5 or 5 times a power of ten at or above `max` (every
/// plot of the project uses these three helpers).
pub(crate) fn nice_max(max: f64) -> f64 {
    if !(max.is_finite() && max > 0.0) {
        return 1.0;
    }
    let scale = 10f64.powf(max.log10().floor());
    let m = [1.0, 2.0, 2.5, 5.0, 10.0]
        .into_iter()
        .find(|&m| m * scale >= max * (1.0 - 1e-12))
        .unwrap_or(10.0);
    m * scale
}

/// A tick's text: up to 4 decimals, trailing zeros dropped.
pub(crate) fn tick_label(v: f64) -> String {
    let text = format!("{v:.4}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text.is_empty() {
        "0".into()
    } else {
        text.into()
    }
}

/// Text made safe for SVG content and attributes.
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(name: &str, color: usize, points: &[(f64, f64)]) -> Series {
        Series {
            name: name.into(),
            color,
            dashed: false,
            points: points.to_vec(),
        }
    }

    #[test]
    fn every_series_is_a_polyline_with_its_points_inside_the_panel() {
        let panels = vec![
            Panel {
                title: "a".into(),
                x_label: "x".into(),
                y_label: "y".into(),
                y_cap: Some(50.0),
                log_y: false,
                series: vec![
                    series("cycle", 0, &[(0.1, 10.0), (0.2, 40.0)]),
                    series("behavioral", 1, &[(0.1, 12.0), (0.2, 30.0), (0.3, 90.0)]),
                ],
            },
            Panel {
                title: "b <&>".into(),
                x_label: "x".into(),
                y_label: "y".into(),
                y_cap: None,
                log_y: false,
                series: vec![series("cycle", 0, &[(0.5, 0.4)])],
            },
        ];
        let svg = svg("t", &panels, 2);
        assert_eq!(svg.matches("<polyline").count(), 3);
        assert_eq!(svg.matches("class=\"point\"").count(), 6);
        // the legend names each model once
        assert_eq!(svg.matches(">behavioral</text>").count(), 1);
        assert!(svg.contains("b &lt;&amp;&gt;"));
        // the point above the cap (90 > 50) sits on the top edge, hollow
        assert_eq!(svg.matches("fill=\"white\" stroke").count(), 1);
        // points lie within the first panel's plotting area
        let (left, top) = (MARGIN.0, 40.0 + MARGIN.2);
        for c in svg.split("<circle").skip(1).take(5) {
            let num = |key: &str| -> f64 {
                let rest = &c[c.find(key).unwrap() + key.len()..];
                rest[..rest.find('"').unwrap()].parse().unwrap()
            };
            let (x, y) = (num("cx=\""), num("cy=\""));
            assert!((left..=left + PANEL_W).contains(&x), "{x}");
            assert!((top..=top + PANEL_H).contains(&y), "{y}");
        }
    }

    #[test]
    fn axis_ends_are_round_numbers_at_or_above_the_data() {
        assert_eq!(nice_max(0.37), 0.5);
        assert_eq!(nice_max(120.0), 200.0);
        assert_eq!(nice_max(0.0), 1.0);
        assert_eq!(tick_label(0.25), "0.25");
    }
}
