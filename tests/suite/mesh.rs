//! The k-ary n-mesh (`mesh:8x8`) from the command line: its link timing, its routings in both
//! models, its hardware against the cycle model. Its graph is tested in src/topology/tests.rs,
//! its tables in tables.rs, its fabrics in fabric.rs, BookSim2's mesh in booksim_parity.rs.

use crate::common::{self, assert_bad_input, json_of, num, sim_json};
use std::process::Output;

/// Manhattan distance between two mesh addresses `a.b` (the test's own arithmetic).
fn manhattan(from: (usize, usize), to: (usize, usize)) -> usize {
    from.0.abs_diff(to.0) + from.1.abs_diff(to.1)
}

/// A lone packet's latency is the pipeline's: per hop the head's 3 cycles to the switch
/// grant, the output register and the link (`--link-delay`), then 3 cycles from the last
/// grant to the interface and the L - 1 flits behind the head. Checked on a mesh, whose
/// distances the test computes itself, for links of 1, 2 and 3 cycles.
#[test]
fn a_lone_packet_spends_the_link_delay_on_every_hop() {
    let dir = common::scratch("mesh", "lone_packet");
    for (from, to) in [((0, 0), (3, 2)), ((3, 3), (0, 0)), ((1, 2), (2, 2))] {
        let trace = dir.join(format!("{}{}{}{}.csv", from.0, from.1, to.0, to.1));
        std::fs::write(
            &trace,
            format!(
                "cycle,source,destination,flits\n5,{}.{},{}.{},4\n",
                from.0, from.1, to.0, to.1
            ),
        )
        .unwrap();
        let traffic = format!("trace:{}", trace.display());
        for link in [1u64, 2, 3] {
            let v = sim_json(&[
                "--topology",
                "mesh:4x4",
                "--routing",
                "dor",
                "--traffic",
                &traffic,
                "--link-delay",
                &link.to_string(),
                "--warmup",
                "0",
                "--cycles",
                "200",
            ]);
            let hops = manhattan(from, to) as u64;
            let expected = hops * (3 + 1 + link) + 3 + 3 + (4 - 1);
            assert_eq!(num(&v["avg_hops"]), hops as f64, "{from:?}->{to:?}");
            assert_eq!(
                num(&v["avg_latency"]),
                expected as f64,
                "{from:?}->{to:?} with --link-delay {link}"
            );
        }
    }
}

/// `--preset booksim` takes BookSim2's channels: 1 cycle on a mesh (flits and credits), 2 on
/// a torus; an option given still wins. The run's record shows what it took.
#[test]
fn the_preset_takes_booksim2s_channels_of_the_topology() {
    let derived = |topology: &str, extra: &[&str]| {
        let mut args = vec![
            "--topology",
            topology,
            "--routing",
            "dor",
            "--preset",
            "booksim",
            "--cycles",
            "300",
        ];
        args.extend_from_slice(extra);
        let v = sim_json(&args);
        let d = &v["config"]["derived"];
        (d["link_delay"].as_u64(), d["credit_delay"].as_u64())
    };
    assert_eq!(derived("mesh:4x4", &[]), (Some(1), Some(1)));
    assert_eq!(derived("torus:4x4", &[]), (Some(2), Some(2)));
    assert_eq!(
        derived("mesh:4x4", &["--link-delay", "3"]),
        (Some(3), Some(1))
    );
}

/// Out of range, or where the behavioral models would mistime it, a link delay is one line.
#[test]
fn a_link_delay_the_models_cannot_take_is_refused() {
    let base = ["--topology", "mesh:4x4", "--routing", "dor"];
    for bad in ["0", "17", "x"] {
        let args: Vec<&str> = ["sim"]
            .iter()
            .chain(&base)
            .chain(&["--link-delay", bad])
            .copied()
            .collect();
        assert_bad_input(&args, &["link-delay", bad]);
    }
    let args: Vec<&str> = ["crossval"]
        .iter()
        .chain(&base)
        .chain(&["--link-delay", "1"])
        .copied()
        .collect();
    assert_bad_input(&args, &["link delay = 1", "behavioral"]);
}

fn crossval(topology: &str, routing: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec![
        "crossval",
        "--topology",
        topology,
        "--routing",
        routing,
        "--rates",
        "0.1:0.3:0.2",
        "--cycles",
        "1500",
        "--json",
    ];
    args.extend_from_slice(extra);
    json_of(&args, &common::ftrouter(&args))
}

/// DOR (XY, no datelines: one VC class) and Duato (XY escape) on 2-D and 3-D meshes, faulty
/// too: both models deliver the same packets, over the same paths where the routing is
/// deterministic, and the zero-load latency matches to the cycle (crossval's checks).
#[test]
fn dor_and_duato_on_meshes_pass_crossval() {
    for (topology, routing, extra) in [
        ("mesh:4x4", "dor", &[][..]),
        ("mesh:4x4", "duato", &["--vcs", "2"][..]),
        (
            "mesh:3x3x3",
            "duato",
            &["--vcs", "2", "--faults", "link:0.0.0-0.0.1"][..],
        ),
    ] {
        let v = crossval(topology, routing, extra);
        assert_eq!(v["verdict"], "pass", "{topology} {routing}: {v}");
        let checks = v["checks"].as_array().unwrap();
        for name in ["same_delivered_set", "zero_load_latency_exact"] {
            assert!(
                checks
                    .iter()
                    .any(|c| c["name"] == name && c["pass"] == true),
                "{topology} {routing}: {name} missing or failed: {v}"
            );
        }
    }
}

fn cosim(dir: &std::path::Path, args: &[&str]) -> Output {
    let mut all = vec!["cosim"];
    all.extend_from_slice(args);
    all.extend_from_slice(&[
        "--warmup",
        "0",
        "--simulator",
        "icarus",
        "--data-coverage",
        "0",
        "--json",
    ]);
    let out = common::ftrouter_in(dir, &all);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The generated Verilog of a mesh is bit-exact with the cycle model: an edge router, whose
/// port off the mesh is never wired, and a whole fabric with 1-cycle links.
#[test]
fn a_mesh_in_verilog_is_bit_exact() {
    let dir = common::scratch("mesh", "cosim");
    for args in [
        &[
            "--topology",
            "mesh:3x3",
            "--routing",
            "duato",
            "--vcs",
            "2",
            "--router",
            "0.1",
            "--rate",
            "0.4",
            "--cycles",
            "400",
        ][..],
        &[
            "--topology",
            "mesh:2x3",
            "--routing",
            "dor",
            "--link-delay",
            "1",
            "--rate",
            "0.4",
            "--cycles",
            "150",
        ][..],
    ] {
        let out = cosim(&dir, args);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["verdict"], "pass", "{args:?}: {v}");
        assert!(num(&v["cycles_compared"]) > 150.0, "{v}");
    }
}
