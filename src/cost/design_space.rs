//! The design space on one plot (`cost --design-space`; docs/cost.md, "The design space"):
//! router options varied over a grid, each point's saturation throughput, zero-load
//! latency in ns at its own fmax, area and power at a stated load, and the Pareto front of
//! throughput per mm² against energy per flit.

use crate::plot::{escape, nice_max, tick_label};
use crate::{Error, Result};

/// The router options a design space varies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Routing,
    Vcs,
    Depth,
    FlitWidth,
    Packet,
}

impl Key {
    const ALL: [(&'static str, Key); 5] = [
        ("routing", Key::Routing),
        ("vcs", Key::Vcs),
        ("depth", Key::Depth),
        ("flit-width", Key::FlitWidth),
        ("packet", Key::Packet),
    ];

    pub fn name(self) -> &'static str {
        Key::ALL.iter().find(|(_, k)| *k == self).expect("a key").0
    }
}

/// One router of the space.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Setting {
    pub routing: String,
    pub vcs: usize,
    pub depth: usize,
    pub flit_width: u32,
    pub packet: usize,
}

impl Setting {
    /// `dor v2 d8` and the other varied options: the point's label on the plot.
    pub fn label(&self, keys: &[Key]) -> String {
        keys.iter()
            .map(|k| match k {
                Key::Routing => self.routing.clone(),
                Key::Vcs => format!("v{}", self.vcs),
                Key::Depth => format!("d{}", self.depth),
                Key::FlitWidth => format!("w{}", self.flit_width),
                Key::Packet => format!("p{}", self.packet),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// `--vary KEY=V1,V2,...` items, each key once.
pub fn parse_vary(items: &[String]) -> Result<Vec<(Key, Vec<String>)>> {
    let mut out: Vec<(Key, Vec<String>)> = Vec::new();
    for item in items {
        let (name, values) = item.split_once('=').ok_or_else(|| {
            Error::input(format!(
                "--vary {item}: need KEY=V1,V2,... (KEY: routing, vcs, depth, flit-width or packet)"
            ))
        })?;
        let key = Key::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, k)| *k)
            .ok_or_else(|| {
                Error::input(format!(
                    "--vary {item}: no option {name:?} to vary (routing, vcs, depth, flit-width or packet)"
                ))
            })?;
        if out.iter().any(|(k, _)| *k == key) {
            return Err(Error::input(format!(
                "--vary {item}: {name} is varied twice"
            )));
        }
        let values: Vec<String> = values.split(',').map(str::to_string).collect();
        if values.iter().any(|v| v.is_empty()) {
            return Err(Error::input(format!("--vary {item}: an empty value")));
        }
        if key != Key::Routing {
            for v in &values {
                v.parse::<u32>().map_err(|_| {
                    Error::input(format!("--vary {item}: {v:?} is not a whole number"))
                })?;
            }
        }
        out.push((key, values));
    }
    Ok(out)
}

/// Every combination of the varied values over `base`, the first key varying slowest.
pub fn settings(base: &Setting, axes: &[(Key, Vec<String>)]) -> Vec<Setting> {
    let mut out = vec![base.clone()];
    for (key, values) in axes {
        out = out
            .into_iter()
            .flat_map(|s| {
                values.iter().map(move |v| {
                    let mut s = s.clone();
                    let n = || v.parse().expect("checked by parse_vary");
                    match key {
                        Key::Routing => s.routing = v.clone(),
                        Key::Vcs => s.vcs = n() as usize,
                        Key::Depth => s.depth = n() as usize,
                        Key::FlitWidth => s.flit_width = n(),
                        Key::Packet => s.packet = n() as usize,
                    }
                    s
                })
            })
            .collect();
    }
    out
}

/// One point's figures (the JSON contract: `points` of `cost --design-space --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Point {
    pub setting: Setting,
    pub fmax_mhz: f64,
    /// The flattened router's area.
    pub area_mm2: f64,
    /// The largest offered load accepted (`sim::saturation`), flits per node per cycle.
    pub saturation: f64,
    pub zero_load_cycles: f64,
    pub zero_load_ns: f64,
    /// saturation x fmax per router area: Gflit/s per mm².
    pub throughput_gflits_mm2: f64,
    /// At the stated load: the mean router's power (clock, traffic, leakage).
    pub power_mw: f64,
    /// That power over the flits the router delivers at that load, pJ.
    pub energy_pj_per_flit: f64,
    /// On the Pareto front: no other point has more throughput per mm² and less energy per
    /// flit.
    pub pareto: bool,
    /// The flows' figures came from the cache.
    pub cached: bool,
}

/// Mark the points no other point dominates (at least as good in both, better in one).
pub fn mark_pareto(points: &mut [Point]) {
    let dominated = |p: &Point, q: &Point| {
        q.throughput_gflits_mm2 >= p.throughput_gflits_mm2
            && q.energy_pj_per_flit <= p.energy_pj_per_flit
            && (q.throughput_gflits_mm2 > p.throughput_gflits_mm2
                || q.energy_pj_per_flit < p.energy_pj_per_flit)
    };
    let flags: Vec<bool> = points
        .iter()
        .map(|p| !points.iter().any(|q| dominated(p, q)))
        .collect();
    for (p, f) in points.iter_mut().zip(flags) {
        p.pareto = f;
    }
}

/// The points as CSV, a row each.
pub fn csv(points: &[Point]) -> String {
    let mut s = String::from(
        "routing,vcs,depth,flit_width,packet,fmax_mhz,area_mm2,saturation,zero_load_cycles,\
         zero_load_ns,throughput_gflits_mm2,power_mw,energy_pj_per_flit,pareto\n",
    );
    for p in points {
        let g = &p.setting;
        s += &format!(
            "{},{},{},{},{},{:.2},{:.4},{:.4},{:.2},{:.2},{:.4},{:.2},{:.2},{}\n",
            g.routing,
            g.vcs,
            g.depth,
            g.flit_width,
            g.packet,
            p.fmax_mhz,
            p.area_mm2,
            p.saturation,
            p.zero_load_cycles,
            p.zero_load_ns,
            p.throughput_gflits_mm2,
            p.power_mw,
            p.energy_pj_per_flit,
            p.pareto
        );
    }
    s
}

const W: f64 = 720.0;
const H: f64 = 520.0;
const LEFT: f64 = 80.0;
const TOP: f64 = 60.0;
const PW: f64 = 600.0;
const PH: f64 = 380.0;

/// Scatter of throughput per mm² (up) against energy per flit (across), each point
/// labelled, the Pareto front joined in red.
pub fn plot_svg(points: &[Point], keys: &[Key], title: &str, load: f64) -> String {
    let xmax = nice_max(
        points
            .iter()
            .map(|p| p.energy_pj_per_flit)
            .fold(0.0, f64::max),
    );
    let ymax = nice_max(
        points
            .iter()
            .map(|p| p.throughput_gflits_mm2)
            .fold(0.0, f64::max),
    );
    let x = |v: f64| LEFT + PW * v / xmax;
    let y = |v: f64| TOP + PH - PH * v / ymax;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" font-family=\"sans-serif\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{LEFT}\" y=\"28\" font-size=\"15\">{}</text>\n\
         <text x=\"{LEFT}\" y=\"46\" font-size=\"11\">up and left is better; red: the Pareto front; energy at {load} flits/node/cycle</text>\n\
         <rect x=\"{LEFT}\" y=\"{TOP}\" width=\"{PW}\" height=\"{PH}\" fill=\"none\" stroke=\"#333\"/>\n",
        escape(title)
    );
    for i in 0..=4 {
        let (vx, vy) = (xmax * i as f64 / 4.0, ymax * i as f64 / 4.0);
        s += &format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\">{}</text>\n\
             <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"end\">{}</text>\n",
            x(vx),
            TOP + PH + 14.0,
            tick_label(vx),
            LEFT - 6.0,
            y(vy) + 3.0,
            tick_label(vy)
        );
    }
    s += &format!(
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\">energy per flit delivered (pJ)</text>\n\
         <text x=\"18\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\" transform=\"rotate(-90 18 {:.1})\">saturation throughput per area (Gflit/s per mm²)</text>\n",
        LEFT + PW / 2.0,
        TOP + PH + 36.0,
        TOP + PH / 2.0,
        TOP + PH / 2.0
    );
    let mut front: Vec<&Point> = points.iter().filter(|p| p.pareto).collect();
    front.sort_by(|a, b| a.energy_pj_per_flit.total_cmp(&b.energy_pj_per_flit));
    let line: Vec<String> = front
        .iter()
        .map(|p| {
            format!(
                "{:.1},{:.1}",
                x(p.energy_pj_per_flit),
                y(p.throughput_gflits_mm2)
            )
        })
        .collect();
    s += &format!(
        "<polyline class=\"pareto\" points=\"{}\" fill=\"none\" stroke=\"#d00\" stroke-width=\"2\"/>\n",
        line.join(" ")
    );
    for p in points {
        let (cx, cy) = (x(p.energy_pj_per_flit), y(p.throughput_gflits_mm2));
        let colour = if p.pareto { "#d00" } else { "#1f5fbf" };
        s += &format!(
            "<circle class=\"point\" cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"4\" fill=\"{colour}\"/>\n\
             <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\">{}</text>\n",
            cx + 6.0,
            cy - 4.0,
            escape(&p.setting.label(keys))
        );
    }
    s + "</svg>\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(thr: f64, energy: f64) -> Point {
        Point {
            setting: Setting {
                routing: "dor".into(),
                vcs: 2,
                depth: 8,
                flit_width: 0,
                packet: 4,
            },
            fmax_mhz: 300.0,
            area_mm2: 1.0,
            saturation: 0.5,
            zero_load_cycles: 10.0,
            zero_load_ns: 33.3,
            throughput_gflits_mm2: thr,
            power_mw: 1.0,
            energy_pj_per_flit: energy,
            pareto: false,
            cached: false,
        }
    }

    /// The front, against brute force over every pair on random points: a point is on it
    /// exactly when no other is at least as good in both and better in one.
    #[test]
    fn the_pareto_front_is_the_undominated_points() {
        let mut pts = vec![
            point(1.0, 5.0),
            point(2.0, 6.0),
            point(0.5, 7.0),
            point(2.0, 6.0),
            point(3.0, 9.0),
        ];
        mark_pareto(&mut pts);
        let flags: Vec<bool> = pts.iter().map(|p| p.pareto).collect();
        assert_eq!(flags, [true, true, false, true, true]);
        let svg = plot_svg(&pts, &[Key::Vcs], "t", 0.2);
        assert_eq!(svg.matches("class=\"point\"").count(), 5);
        assert!(svg.contains("class=\"pareto\""));
    }

    /// Every combination, the first key slowest; bad items refused with the item.
    #[test]
    fn settings_cover_the_grid() {
        let base = point(0.0, 0.0).setting;
        let axes = parse_vary(&[
            "routing=dor,bubble".into(),
            "vcs=2,3,4".into(),
            "depth=4,8".into(),
        ])
        .unwrap();
        let s = settings(&base, &axes);
        assert_eq!(s.len(), 12);
        assert_eq!((s[0].routing.as_str(), s[0].vcs, s[0].depth), ("dor", 2, 4));
        assert_eq!(
            (s[11].routing.as_str(), s[11].vcs, s[11].depth),
            ("bubble", 4, 8)
        );
        let unique: std::collections::HashSet<String> = s
            .iter()
            .map(|x| x.label(&[Key::Routing, Key::Vcs, Key::Depth]))
            .collect();
        assert_eq!(unique.len(), 12);
        for bad in ["vcs", "speed=1", "vcs=2,,3", "vcs=two", "vcs=2"] {
            let items = vec![bad.to_string(), "vcs=4".to_string()];
            let err = parse_vary(&items).unwrap_err().to_string();
            assert!(err.contains("--vary"), "{bad}: {err}");
        }
    }
}
