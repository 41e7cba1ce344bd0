//! `ftrouter cost --design-space`: two routers of hypercube:1 (2 ports, the quickest flows)
//! through the real flows and the simulator, every figure of a point checked against its definition (docs/cost.md, "The
//! design space") and the Pareto front against brute force; a second run reads the flows
//! from the cache and gives the same figures; bad input refused in one line.

use crate::common::{ftrouter, json_of, num, scratch};
use serde_json::Value;

fn run(args: &[&str]) -> Value {
    json_of(args, &ftrouter(args))
}

#[test]
fn the_design_space_follows_its_definitions_and_reuses_its_flows() {
    let dir = scratch("cost-design-space", "two-vcs");
    let (cache, plot) = (dir.join("cache"), dir.join("ds.svg"));
    let args = [
        "cost",
        "--design-space",
        "--topology",
        "hypercube:1",
        "--routing",
        "dor",
        "--vary",
        "vcs=2,3",
        "--rate",
        "0.2",
        "--cache",
        cache.to_str().unwrap(),
        "--plot",
        plot.to_str().unwrap(),
        "--json",
    ];
    let first = run(&args);
    let points = first["points"].as_array().unwrap();
    assert_eq!(points.len(), 2);
    for (p, vcs) in points.iter().zip([2, 3]) {
        assert_eq!(p["setting"]["vcs"], vcs);
        assert_eq!(p["cached"], false);
        let (fmax, area, sat) = (
            num(&p["fmax_mhz"]),
            num(&p["area_mm2"]),
            num(&p["saturation"]),
        );
        assert!(fmax > 50.0 && area > 0.1, "{p}");
        // Saturation on a 1/64 grid, above the stated load.
        assert!(
            sat > 0.2 && (sat * 64.0 - (sat * 64.0).round()).abs() < 1e-9,
            "{p}"
        );
        assert!((num(&p["zero_load_ns"]) - num(&p["zero_load_cycles"]) * 1e3 / fmax).abs() < 1e-6);
        assert!((num(&p["throughput_gflits_mm2"]) - sat * fmax / 1e3 / area).abs() < 1e-9);
        // Zero load: more than the pipeline's cycles for a hop.
        assert!(num(&p["zero_load_cycles"]) > 5.0, "{p}");
        assert!(num(&p["energy_pj_per_flit"]) > 0.0 && num(&p["power_mw"]) > 0.0);
    }
    // More VCs: more area, both point's figures positive; the front by brute force.
    assert!(num(&points[1]["area_mm2"]) > num(&points[0]["area_mm2"]));
    for p in points {
        let dominated = points.iter().any(|q| {
            let (tq, eq) = (
                num(&q["throughput_gflits_mm2"]),
                num(&q["energy_pj_per_flit"]),
            );
            let (tp, ep) = (
                num(&p["throughput_gflits_mm2"]),
                num(&p["energy_pj_per_flit"]),
            );
            tq >= tp && eq <= ep && (tq > tp || eq < ep)
        });
        assert_eq!(p["pareto"], !dominated, "{p}");
    }
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert_eq!(svg.matches("class=\"point\"").count(), 2);
    assert!(svg.contains(">v2<") && svg.contains(">v3<"), "{svg}");
    assert_eq!(std::fs::read_dir(&cache).unwrap().count(), 2);

    // Again: the flows come from the cache, every figure the same.
    let again = run(&args);
    for (a, b) in points.iter().zip(again["points"].as_array().unwrap()) {
        assert_eq!(b["cached"], true);
        let mut b = b.clone();
        b["cached"] = Value::Bool(false);
        assert_eq!(a, &b);
    }
}

#[test]
fn design_space_refuses_bad_input_in_one_line() {
    let base = ["cost", "--design-space", "--topology", "hypercube:2"];
    let cases: [(&[&str], &str); 6] = [
        (
            &["--routing", "dor", "--rate", "0.2"],
            "error: cost --design-space needs --vary",
        ),
        (
            &["--vary", "vcs=2,3"],
            "error: cost --design-space needs --routing or --vary routing=",
        ),
        (
            &["--routing", "dor", "--vary", "vcs=2"],
            "error: cost --design-space needs --rate",
        ),
        (
            &["--routing", "dor", "--vary", "speed=2", "--rate", "0.2"],
            "error: --vary speed=2: no option \"speed\"",
        ),
        (
            &["--routing", "dor", "--vary", "vcs=2", "--rate", "0.1,0.2"],
            "error: --rate 0.1,0.2: cost --design-space states its power at one load",
        ),
        (
            &[
                "--routing",
                "dor",
                "--vary",
                "vcs=2",
                "--rate",
                "0.2",
                "--fpga",
                "ecp5",
            ],
            "error: cost --design-space runs its own flows at each point's fmax: --fpga is not used",
        ),
    ];
    for (extra, message) in cases {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        let out = ftrouter(&args);
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with(message), "{args:?}: {err}");
    }
    let out = ftrouter(&[
        "cost",
        "--topology",
        "hypercube:2",
        "--routing",
        "dor",
        "--vary",
        "vcs=2",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: --vary needs --design-space"));
}
