//! The power map (`cost --power-map FILE.svg`): the fabric's routers on a grid, each shaded
//! by its power at the simulated load, failed routers grey, failed links marked red on the
//! side of the router they leave. Even dimensions run across, odd ones down (a 4x4x4 torus
//! is 16 columns of 4 by 4 rows; dimension 0 varies fastest).

use super::power::PowerReport;
use crate::plot::escape;
use crate::topology::{Network, NodeId, Topology};

const CELL: f64 = 64.0;
const GAP: f64 = 14.0;
const MARGIN: f64 = 40.0;
const TOP: f64 = 76.0;

/// The grid column and row of `node`: mixed radix over the even (column) and the odd (row)
/// dimensions.
fn place(topo: &Topology, node: NodeId) -> (usize, usize) {
    let c = topo.coords(node);
    let (mut col, mut row, mut cw, mut rw) = (0, 0, 1, 1);
    for (d, &x) in c.iter().enumerate() {
        if d.is_multiple_of(2) {
            col += x * cw;
            cw *= topo.radix(d);
        } else {
            row += x * rw;
            rw *= topo.radix(d);
        }
    }
    (col, row)
}

/// The grid's columns and rows.
fn extent(topo: &Topology) -> (usize, usize) {
    let (mut cols, mut rows) = (1, 1);
    for d in 0..topo.num_dims() {
        if d.is_multiple_of(2) {
            cols *= topo.radix(d);
        } else {
            rows *= topo.radix(d);
        }
    }
    (cols, rows)
}

/// White (the least power) to red (the most).
fn shade(t: f64) -> String {
    let t = t.clamp(0.0, 1.0);
    let g = (255.0 - 200.0 * t).round() as u8;
    format!("#ff{g:02x}{g:02x}")
}

/// The SVG of `report`'s routers on `net`.
pub fn svg(net: &Network, report: &PowerReport, title: &str) -> String {
    let topo = &net.topo;
    let (cols, rows) = extent(topo);
    let pitch = CELL + GAP;
    // Wide enough for the legend under the title.
    let width = (2.0 * MARGIN + cols as f64 * pitch).max(460.0);
    let height = TOP + MARGIN + rows as f64 * pitch + 30.0;
    let (lo, hi) = report
        .routers
        .iter()
        .fold((f64::INFINITY, 0.0f64), |(lo, hi), r| {
            (lo.min(r.total_mw), hi.max(r.total_mw))
        });
    let corner = |v: NodeId| {
        let (c, r) = place(topo, v);
        (MARGIN + c as f64 * pitch, TOP + r as f64 * pitch)
    };
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         font-family=\"sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{MARGIN}\" y=\"26\" font-size=\"15\">{}</text>\n\
         <text x=\"{MARGIN}\" y=\"44\" font-size=\"11\">router power (mW) at {} MHz, {} at {} \
         flits/node/cycle</text>\n\
         <text x=\"{MARGIN}\" y=\"58\" font-size=\"11\">{:.2} (white) to {:.2} (red); grey: \
         failed router; red bar: failed link</text>\n",
        escape(title),
        report.clock_mhz,
        escape(&report.traffic),
        report.rate,
        if lo.is_finite() { lo } else { 0.0 },
        hi
    );
    for v in topo.node_ids() {
        let (x, y) = corner(v);
        let cell = report.routers.iter().find(|r| r.node == v.index());
        let (fill, value) = match cell {
            Some(r) if net.is_healthy(v) => {
                let t = (r.total_mw - lo) / (hi - lo).max(f64::MIN_POSITIVE);
                (shade(t), format!("{:.2}", r.total_mw))
            }
            _ => ("#bbbbbb".to_string(), "failed".to_string()),
        };
        s += &format!(
            "<g><title>{} {}</title><rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{CELL}\" \
             height=\"{CELL}\" fill=\"{fill}\" stroke=\"#555\"/>\n\
             <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"middle\">{}</text>\n\
             <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"middle\">{value}</text></g>\n",
            escape(&topo.format_node(v)),
            value,
            x + CELL / 2.0,
            y + 22.0,
            escape(&topo.format_node(v)),
            x + CELL / 2.0,
            y + 42.0,
        );
    }
    for (v, port) in net.faults.faulty_channels() {
        s += &link_mark(topo, corner(v), port);
    }
    s + "</svg>\n"
}

/// A red bar on the side of the router at `(x, y)` its failed output `port` leaves by.
fn link_mark(topo: &Topology, (x, y): (f64, f64), port: crate::topology::PortId) -> String {
    let p = topo.port(port);
    let ahead = p.dir.sign() > 0;
    let (x1, y1, x2, y2) = match (p.dim.is_multiple_of(2), ahead) {
        (true, true) => (x + CELL + 3.0, y + 8.0, x + CELL + 3.0, y + CELL - 8.0),
        (true, false) => (x - 3.0, y + 8.0, x - 3.0, y + CELL - 8.0),
        (false, true) => (x + 8.0, y + CELL + 3.0, x + CELL - 8.0, y + CELL + 3.0),
        (false, false) => (x + 8.0, y - 3.0, x + CELL - 8.0, y - 3.0),
    };
    format!(
        "<line class=\"failed-link\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" \
         stroke=\"#d00\" stroke-width=\"4\"/>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Even dimensions go across and odd ones down, each cell its own place.
    #[test]
    fn every_router_has_its_own_cell() {
        let topo = Topology::torus(&[4, 3, 2]).unwrap();
        assert_eq!(extent(&topo), (8, 3));
        let mut seen = std::collections::HashSet::new();
        for v in topo.node_ids() {
            let (c, r) = place(&topo, v);
            assert!(c < 8 && r < 3);
            assert!(seen.insert((c, r)), "two routers at {c},{r}");
        }
    }

    #[test]
    fn more_power_is_redder() {
        assert_eq!(shade(0.0), "#ffffff");
        assert_eq!(shade(1.0), "#ff3737");
    }
}
