//! docs/architecture.md's worked example, "Adding a routing algorithm": `min-adaptive` (minimal
//! adaptive routing on every VC, no escape VCs) was added along its steps, and `route --check`'s
//! deadlock check refuses it with a cycle of channels; no command builds a router with it.

use crate::common::{self, ftrouter};
use ftrouter::router::{RouterParams, Switching};
use ftrouter::routing::check::check_tables;
use ftrouter::routing::table::{Mode, compile};

/// The channels of a printed cycle, `0.2:+0 vc0 -> 0.3:+0 vc0 -> ... -> (back to start)`.
fn cycle_channels(detail: &str) -> Vec<String> {
    let cycle = detail.split("has a cycle: ").nth(1).expect("names a cycle");
    let channels: Vec<String> = cycle.split(" -> ").map(str::to_string).collect();
    assert_eq!(
        channels.last().map(String::as_str),
        Some("(back to start)"),
        "{detail}"
    );
    channels[..channels.len() - 1].to_vec()
}

#[test]
fn the_mode_parses_and_compiles_minimal_tables_without_an_escape_port() {
    let mode: Mode = "min-adaptive".parse().unwrap();
    assert_eq!(mode, Mode::MinAdaptive);
    assert!(Mode::ALL.contains(&mode) && !mode.deadlock_free());
    let net = common::fault_free("torus:4x4");
    let tables = compile(&net, mode).unwrap();
    for v in net.node_ids() {
        for d in net.node_ids().filter(|&d| d != v) {
            let e = tables.entry(v, d).unwrap();
            assert_eq!(e.escape_port(), None, "no escape VC, so no escape port");
            assert_eq!(
                e.adaptive_mask.count_ones() as usize,
                net.topo.minimal_ports(v, d).len(),
                "every minimal port of {v} towards {d}"
            );
        }
    }
}

#[test]
fn the_deadlock_check_refuses_it_with_a_cycle_while_bubble_passes() {
    for spec in ["torus:4x4", "hypercube:3", "mh:3x3"] {
        let net = common::fault_free(spec);
        let report = check_tables(&net, &compile(&net, Mode::MinAdaptive).unwrap());
        assert_eq!(report.verdict, "fail", "{spec}");
        let deadlock = report
            .checks
            .iter()
            .find(|c| c.name == "deadlock-free")
            .unwrap();
        assert!(!deadlock.pass, "{spec}: {}", deadlock.detail);
        let channels = cycle_channels(&deadlock.detail);
        assert!(channels.len() >= 2, "{spec}: {channels:?}");
        assert!(
            channels.iter().all(|c| c.ends_with(" vc0")),
            "one VC for all: {channels:?}"
        );
        // The checks before it pass: the tables route, minimally; only the cycle refuses them.
        assert!(
            report
                .checks
                .iter()
                .filter(|c| c.name != "deadlock-free")
                .all(|c| c.pass),
            "{spec}"
        );
    }
    // The same minimal adaptive choices over a bubble escape ring are deadlock-free.
    let net = common::fault_free("torus:4x4");
    assert!(check_tables(&net, &compile(&net, Mode::Bubble).unwrap()).passed());
}

#[test]
fn route_check_prints_the_cycle_and_exits_1() {
    let out = ftrouter(&[
        "route",
        "--topology",
        "torus:4x4",
        "--algorithm",
        "min-adaptive",
        "--check",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let line = stdout
        .lines()
        .find(|l| l.contains("deadlock-free"))
        .expect("a deadlock-free line");
    assert!(line.trim_start().starts_with("[FAIL]"), "{line}");
    assert_eq!(
        cycle_channels(line).len(),
        4,
        "the shortest ring of torus:4x4: {line}"
    );
    assert!(stdout.contains("verdict: fail"), "{stdout}");

    let out = ftrouter(&[
        "route",
        "--topology",
        "torus:4x4",
        "--algorithm",
        "min-adaptive",
        "--check",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["routing"], "min-adaptive");
    assert_eq!(report["verdict"], "fail");
    let checks = report["checks"].as_array().unwrap();
    let deadlock = checks
        .iter()
        .find(|c| c["name"] == "deadlock-free")
        .unwrap();
    assert_eq!(deadlock["pass"], false);
}

#[test]
fn routing_one_packet_works_but_no_command_builds_a_router_with_it() {
    let out = ftrouter(&[
        "route",
        "--topology",
        "torus:4x4",
        "--algorithm",
        "min-adaptive",
        "--from",
        "0.0",
        "--to",
        "2.2",
    ]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("hops 4 (Optimal)"));

    let net = common::fault_free("torus:4x4");
    let tables = compile(&net, Mode::MinAdaptive).unwrap();
    let params = RouterParams::new(&tables, 2, 8, 4, Switching::Wormhole);
    let refused = params.validate().unwrap_err().to_string();
    assert!(
        refused.contains("min-adaptive") && refused.contains("cycles"),
        "{refused}"
    );
    for args in [
        &[
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            "min-adaptive",
            "--rate",
            "0.1",
            "--cycles",
            "100",
        ][..],
        &[
            "crossval",
            "--topology",
            "torus:4x4",
            "--routing",
            "min-adaptive",
        ][..],
        &[
            "cost",
            "--topology",
            "torus:4x4",
            "--routing",
            "min-adaptive",
        ][..],
    ] {
        let out = ftrouter(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: routing min-adaptive"),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    }
}

/// The worked example names files that exist, and the steps name the new mode's checks.
#[test]
fn the_document_names_existing_files() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let start = doc.find("## Adding a routing algorithm").unwrap();
    let section = &doc[start..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |e| e + 3)];
    let mut files = 0;
    for word in section.split(|c: char| c.is_whitespace() || "(),;`".contains(c)) {
        if (word.starts_with("src/") || word.starts_with("tests/")) && word.ends_with(".rs") {
            assert!(
                root.join(word).is_file(),
                "docs/architecture.md names {word}, which is missing"
            );
            files += 1;
        }
    }
    assert!(
        files >= 8,
        "the worked example names the files to touch ({files} found)"
    );
    for name in [
        "min-adaptive",
        "deadlock_free",
        "tests/suite/worked_example.rs",
    ] {
        assert!(section.contains(name), "the worked example mentions {name}");
    }
}
