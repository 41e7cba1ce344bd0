//! Other technology nodes, scaled from the synthesized 180 nm figures by the fitted device
//! scaling equations of Stillmaker and Baas ("Scaling equations for the accurate prediction
//! of CMOS device performance from 180 nm to 7 nm", Integration 58, 2017, pp. 74-81; docs/
//! cost.md, "Other nodes, scaled"): area by their per-node factor, delay by their cubic and
//! dynamic energy by their quadratic polynomial in the supply voltage, each node at its PTM
//! nominal voltage (high-performance devices below 65 nm). Leakage is not scaled: it depends
//! on the library's devices more than any fit captures, and is reported at the liberty's
//! node only. Every figure here is labelled scaled.

use super::power::PowerReport;
use super::timing::TimingReport;

/// A node of the paper: its name, nominal supply (V), area relative to 180 nm, and the
/// coefficients of delay (a V³ + b V² + c V + d) and energy (e V² + f V + g).
struct Node {
    name: &'static str,
    vdd: f64,
    area_from_180: f64,
    delay: [f64; 4],
    energy: [f64; 3],
}

/// The source node (the OSU 0.18 um library's, 1.8 V) and the scaled ones. The paper fits
/// 20 nm, not 22 nm.
const SOURCE: Node = Node {
    name: "180 nm",
    vdd: 1.8,
    area_from_180: 1.0,
    delay: [0.0, 97.09, -356.7, 406.5],
    energy: [0.0, 24.64, -17.98],
};
const NODES: [Node; 4] = [
    Node {
        name: "45 nm HP",
        vdd: 1.0,
        area_from_180: 1.0 / 19.0,
        delay: [-501.6, 1567.0, -1619.0, 566.1],
        energy: [1.018, -0.3107, 0.1539],
    },
    Node {
        name: "32 nm HP",
        vdd: 0.9,
        area_from_180: 1.0 / 40.0,
        delay: [-1047.0, 2982.0, -2797.0, 873.5],
        energy: [0.8367, -0.4341, 0.1701],
    },
    Node {
        name: "20 nm HP",
        vdd: 0.9,
        area_from_180: 1.0 / 88.0,
        delay: [0.0, 34.63, -66.37, 41.15],
        energy: [0.373, -0.1582, 0.04104],
    },
    Node {
        name: "7 nm HP",
        vdd: 0.7,
        area_from_180: 1.0 / 320.0,
        delay: [-28.58, 76.6, -70.26, 24.69],
        energy: [0.1776, -0.09097, 0.02447],
    },
];

impl Node {
    fn delay(&self) -> f64 {
        let [a, b, c, d] = self.delay;
        let v = self.vdd;
        ((a * v + b) * v + c) * v + d
    }

    fn energy(&self) -> f64 {
        let [e, f, g] = self.energy;
        (e * self.vdd + f) * self.vdd + g
    }
}

/// One node's scaled figures (the JSON contract: `scaled` in `cost --json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ScaledNode {
    pub node: &'static str,
    pub vdd: f64,
    /// The flattened router's area.
    pub area_mm2: f64,
    pub fmax_mhz: f64,
    /// Dynamic energy relative to 180 nm at 1.8 V.
    pub energy_factor: f64,
    /// Per `--rate` load, the routers' dynamic power (clock and traffic) at this node's fmax.
    pub dynamic_mw_at_fmax: Vec<f64>,
}

/// The 45, 32, 20 and 7 nm figures of a router measured at 180 nm.
pub fn scale(t: &TimingReport, power: &[PowerReport]) -> Vec<ScaledNode> {
    NODES
        .iter()
        .map(|n| {
            let fmax = t.fmax_mhz * SOURCE.delay() / n.delay();
            let energy_factor = n.energy() / SOURCE.energy();
            ScaledNode {
                node: n.name,
                vdd: n.vdd,
                area_mm2: t.area_um2 * n.area_from_180 / 1e6,
                fmax_mhz: fmax,
                energy_factor,
                dynamic_mw_at_fmax: power
                    .iter()
                    .map(|p| (p.clock_mw + p.event_mw) / p.clock_mhz * energy_factor * fmax)
                    .collect(),
            }
        })
        .collect()
}

/// The scaled figures as text, each labelled scaled.
pub fn to_text(rows: &[ScaledNode], power: &[PowerReport]) -> String {
    let loads: Vec<String> = power
        .iter()
        .map(|p| format!("dyn mW @{}", p.rate))
        .collect();
    let mut s = format!(
        "\nScaled from 180 nm (Stillmaker and Baas 2017 fitted factors; scaled, not synthesized)\n\
         {:<10} {:>5} {:>10} {:>10} {:>8} {}\n",
        "node",
        "V",
        "area mm2",
        "fmax MHz",
        "energy",
        loads.iter().map(|l| format!("{l:>14}")).collect::<String>()
    );
    for r in rows {
        s += &format!(
            "{:<10} {:>5.2} {:>10.4} {:>10.0} {:>8.4} {}\n",
            r.node,
            r.vdd,
            r.area_mm2,
            r.fmax_mhz,
            r.energy_factor,
            r.dynamic_mw_at_fmax
                .iter()
                .map(|p| format!("{p:>14.1}"))
                .collect::<String>()
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The paper's worked example (its erratum): a 32 nm HP energy factor of 0.4571 at
    /// 0.9 V; each smaller node is smaller and cheaper per event than the one before, and
    /// every node faster than 180 nm (the fitted 20 nm at 0.9 V is a little slower than
    /// 32 nm at 0.9 V: the paper's figures, kept).
    #[test]
    fn the_factors_follow_the_paper() {
        assert!((NODES[1].energy() - 0.4571).abs() < 1e-4);
        let mut last = (1.0, SOURCE.energy());
        for n in &NODES {
            assert!(
                n.area_from_180 < last.0 && n.energy() < last.1,
                "{}",
                n.name
            );
            assert!(n.delay() < SOURCE.delay() / 5.0, "{}", n.name);
            last = (n.area_from_180, n.energy());
        }
    }
}
