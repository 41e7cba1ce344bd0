//! The sweep plot parsed back: well-formed tags, one polyline per series, coordinates inside
//! the viewBox, x increasing with the offered load, saturated and deadlocked points marked.

use ftrouter::fabric::Fabric;
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::table::{Mode, compile};
use ftrouter::sim;
use ftrouter::sim::sweep::plot_svg;
use ftrouter::topology::Network;
use ftrouter::workload::{SimConfig, SimStats};

fn point(rate: f64) -> SimStats {
    let net = Network::fault_free("torus:4x4".parse().unwrap());
    let tables = compile(&net, Mode::Dor).unwrap();
    let params = RouterParams::new(&tables, 2, 8, 4, Switching::Wormhole);
    let mut f = Fabric::with_tables(net, tables, params).unwrap();
    let cfg = SimConfig {
        rate,
        warmup: 100,
        cycles: 600,
        drain_limit: 0,
        max_queue: 4,
        ..SimConfig::default()
    };
    sim::run(&mut f, &cfg, |_, _| {}).unwrap().stats
}

/// Tag names in document order, checking that every opened tag is closed in order.
fn check_nesting(svg: &str) {
    let mut stack: Vec<String> = Vec::new();
    for piece in svg.split('<').skip(1) {
        let tag = &piece[..piece.find('>').expect("tag closed by >")];
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if tag.starts_with('/') {
            assert_eq!(
                stack.pop().as_deref(),
                Some(name.as_str()),
                "misnested </{name}>"
            );
        } else if !tag.ends_with('/') {
            stack.push(name);
        }
    }
    assert!(stack.is_empty(), "unclosed tags {stack:?}");
}

fn attr<'a>(tag: &'a str, name: &str) -> &'a str {
    let start = tag.find(&format!(" {name}=\"")).expect("attribute") + name.len() + 3;
    &tag[start..start + tag[start..].find('"').unwrap()]
}

#[test]
fn sweep_plot_is_well_formed_and_marks_saturation_and_deadlock() {
    // Rates given out of order: the plot sorts them.
    let mut points: Vec<SimStats> = [0.3, 0.05, 0.9, 0.15].into_iter().map(point).collect();
    let mut dead = point(0.6);
    dead.deadlock = true;
    points.push(dead);
    let svg = plot_svg("dor <4x4> & test", &points);
    assert!(svg.starts_with("<svg"), "{}", &svg[..40]);
    assert!(svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("dor &lt;4x4&gt; &amp; test"));
    check_nesting(&svg);
    let view: Vec<f64> = attr(&svg[..svg.find('>').unwrap()], "viewBox")
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    let (w, h) = (view[2], view[3]);
    let lines: Vec<&str> = svg
        .split("<polyline")
        .skip(1)
        .map(|t| &t[..t.find("/>").unwrap()])
        .collect();
    assert_eq!(
        lines.len(),
        2,
        "one polyline per series (latency, accepted)"
    );
    for line in lines {
        let xy: Vec<(f64, f64)> = attr(line, "points")
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert_eq!(xy.len(), points.len(), "every rate is a vertex");
        for &(x, y) in &xy {
            assert!(
                (0.0..=w).contains(&x) && (0.0..=h).contains(&y),
                "({x}, {y})"
            );
        }
        assert!(
            xy.windows(2).all(|p| p[0].0 < p[1].0),
            "x grows with the rate"
        );
    }
    // 0.9 flits/node/cycle is far past a 4x4 DOR torus's saturation: marked in both panels.
    assert!(svg.matches("class=\"point saturated\"").count() >= 2);
    assert_eq!(svg.matches("class=\"point deadlock\"").count(), 2 + 1); // + legend
    assert!(svg.contains("offered load") && svg.contains("latency"));
}
