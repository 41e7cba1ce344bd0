//! The hardware router against the native router, cycle for cycle: a fabric runs random
//! traffic near saturation with a probe on its routers' ports, and the probe's inputs are
//! replayed (a) into `RtlRouter` in rust-hdl's simulator and (b) into the generated Verilog
//! in Verilator and Icarus, after the boot writes the tables; every output must be equal at
//! every edge. Also: Verilator's lint of a fabric against hdl/lint.vlt.

use crate::common;
use ftrouter::fabric::Fabric;
use ftrouter::hdl::capture::{capture, capture_run};
use ftrouter::hdl::cosim::{self, Simulator};
use ftrouter::hdl::fault_inputs::FaultInputs;
use ftrouter::hdl::rtl::generate::{ROUTER, boot_cycles, fabric_design, router_design};
use ftrouter::hdl::rtl::router_lockstep::replay as replay_router;
use ftrouter::hdl::testbench::Vectors;
use ftrouter::hdl::vectors::{Edge, fabric_vectors_across, router_vectors};
use ftrouter::router::params::{RouterParams, Switching};
use ftrouter::routing::table::Mode;
use ftrouter::topology::{FaultSchedule, NodeId};
use ftrouter::workload::{FaultPlan, Pattern, Reconfigure, SimConfig};

struct Case {
    topology: &'static str,
    faults: &'static str,
    mode: Mode,
    switching: Switching,
    vcs: usize,
    rate: f64,
    /// Destinations of each packet: 1 uniform unicast, more path-based multicast.
    dests: usize,
}

const BUBBLE_FAULTY: Case = Case {
    topology: "torus:4x4",
    faults: "link:0.0-0.1,link:1.1-1.2",
    mode: Mode::Bubble,
    switching: Switching::Vct,
    vcs: 2,
    rate: 0.6,
    dests: 1,
};

fn fabric(c: &Case) -> Fabric {
    let net = common::network(c.topology, c.faults);
    let tables = common::tables(&net, c.mode);
    let mut params = RouterParams::new(&tables, c.vcs, 8, 4, c.switching);
    params.list_capacity = c.dests - 1;
    Fabric::with_tables(net, tables, params).unwrap()
}

fn config(c: &Case, cycles: u64) -> SimConfig {
    SimConfig {
        rate: c.rate,
        warmup: 0,
        cycles,
        seed: 7,
        pattern: if c.dests > 1 {
            Pattern::Multicast { count: c.dests }
        } else {
            Pattern::Uniform
        },
        ..SimConfig::default()
    }
}

fn edges(c: &Case, node: NodeId, cycles: u64) -> (Fabric, Vec<Edge>) {
    let mut f = fabric(c);
    let e = capture(&mut f, &config(c, cycles), node).unwrap();
    (f, e)
}

fn flits(e: &[Edge]) -> u32 {
    e.iter().map(|e| e.outputs.flit_valid.count_ones()).sum()
}

/// Cycles of each mode's lockstep run: every port busy near saturation, seconds of rust-hdl.
const LOCKSTEP_CYCLES: u64 = 1500;

/// (a) In rust-hdl's simulator, one router of a fabric near saturation, replayed edge for
/// edge: every output of the hardware router equals the native router's.
fn matches_the_native_router_in_lockstep(c: &Case, node: NodeId) {
    let (f, e) = edges(c, node, LOCKSTEP_CYCLES);
    let sent = flits(&e);
    assert!(
        u64::from(sent) > LOCKSTEP_CYCLES * 4 / 5,
        "{} {:?}: only {sent} flits through router {node}",
        c.topology,
        c.mode
    );
    match replay_router(&f, node, &e).unwrap() {
        Ok(n) => assert_eq!(n, e.len()),
        Err(m) => panic!("{} {:?} router {node}: {m}", c.topology, c.mode),
    }
}

// Every routing mode, one test each (so the suite's threads share them).

#[test]
fn bubble_with_faulty_links_matches_in_lockstep() {
    matches_the_native_router_in_lockstep(&BUBBLE_FAULTY, NodeId::new(1));
}

const DUATO: Case = Case {
    topology: "torus:4x4",
    faults: "",
    mode: Mode::Duato,
    switching: Switching::Wormhole,
    vcs: 3,
    rate: 0.5,
    dests: 1,
};

#[test]
fn duato_matches_in_lockstep() {
    matches_the_native_router_in_lockstep(&DUATO, NodeId::new(5));
}

/// Three VCs: the default router's dateline classes give the third VC to class 1
/// (docs/routing-tables.md, "VC classes"); the hardware reads the same per-VC class bits.
#[test]
fn dor_with_three_vcs_matches_in_lockstep() {
    let c = Case {
        topology: "torus:4x4",
        faults: "",
        mode: Mode::Dor,
        switching: Switching::Wormhole,
        vcs: 3,
        rate: 0.6,
        dests: 1,
    };
    matches_the_native_router_in_lockstep(&c, NodeId::new(6));
}

/// The preset on an odd ring (no ties) with 2 VCs: BookSim2's ranges put class 1 on VC 0 and
/// class 0 on VC 1, the other way round from the default router, and the hardware follows.
#[test]
fn dor_preset_classes_match_in_lockstep() {
    let c = Case {
        topology: "torus:5x5",
        faults: "",
        mode: Mode::Dor,
        switching: Switching::Wormhole,
        vcs: 2,
        rate: 0.5,
        dests: 1,
    };
    let net = common::network(c.topology, c.faults);
    let tables = common::tables(&net, c.mode);
    let mut params = RouterParams::new(&tables, c.vcs, 8, 4, c.switching);
    params.apply_booksim_preset(false);
    let mut f = Fabric::with_tables(net, tables, params).unwrap();
    assert_eq!(
        f.params().vc_role(ftrouter::topology::VcId::new(0)),
        ftrouter::router::params::VcRole::Escape(1)
    );
    let node = NodeId::new(7);
    let e = capture(&mut f, &config(&c, LOCKSTEP_CYCLES), node).unwrap();
    assert!(
        u64::from(flits(&e)) > LOCKSTEP_CYCLES * 2 / 3,
        "only {} flits",
        flits(&e)
    );
    match replay_router(&f, node, &e).unwrap() {
        Ok(n) => assert_eq!(n, e.len()),
        Err(m) => panic!("preset router {node}: {m}"),
    }
}

#[test]
fn dor_with_a_faulty_link_matches_in_lockstep() {
    let c = Case {
        topology: "torus:4x4",
        faults: "link:0.1-0.2",
        mode: Mode::Dor,
        switching: Switching::Wormhole,
        vcs: 2,
        rate: 0.5,
        dests: 1,
    };
    matches_the_native_router_in_lockstep(&c, NodeId::new(2));
}

#[test]
fn pv_with_a_faulty_node_matches_in_lockstep() {
    let c = Case {
        topology: "torus:4x4",
        faults: "node:1.1",
        mode: Mode::Pv,
        switching: Switching::Vct,
        vcs: 2,
        rate: 0.4,
        dests: 1,
    };
    matches_the_native_router_in_lockstep(&c, NodeId::new(6));
}

#[test]
fn esv_with_a_faulty_node_matches_in_lockstep() {
    let c = Case {
        topology: "hypercube:4",
        faults: "node:0011",
        mode: Mode::Esv,
        switching: Switching::Vct,
        vcs: 2,
        rate: 0.6,
        dests: 1,
    };
    matches_the_native_router_in_lockstep(&c, NodeId::new(1));
}

#[test]
fn mh_ud_matches_in_lockstep() {
    let c = Case {
        topology: "mh:2x2",
        faults: "",
        mode: Mode::MhUd,
        switching: Switching::Vct,
        vcs: 2,
        rate: 0.4,
        dests: 1,
    };
    matches_the_native_router_in_lockstep(&c, NodeId::new(3));
}

#[test]
#[ignore = "long hardware check: testbench/run-all.sh"]
fn duato_seven_port_router_matches_in_lockstep() {
    let c = Case {
        topology: "torus:4x4x4",
        faults: "",
        mode: Mode::Duato,
        switching: Switching::Wormhole,
        vcs: 3,
        rate: 0.6,
        dests: 1,
    };
    matches_the_native_router_in_lockstep(&c, NodeId::new(21));
}

/// (a) Path-based multicast on MH(2, 2): packets to 2 destinations on layered VCs; the router
/// absorbs and forwards (a copy of every flit to its interface, the next destination shifted
/// into the header) cycle for cycle like the native one.
#[test]
fn multicast_absorb_and_forward_matches_in_lockstep() {
    let c = Case {
        topology: "mh:2x2",
        faults: "",
        mode: Mode::MhUd,
        switching: Switching::Wormhole,
        vcs: 2,
        rate: 0.3,
        dests: 2,
    };
    for node in [3, 5].map(NodeId::new) {
        let (f, e) = edges(&c, node, LOCKSTEP_CYCLES);
        let copies: u32 = e.iter().map(|e| e.outputs.copy_valid.count_ones()).sum();
        let listed = e
            .iter()
            .filter(|e| {
                (0..5).any(|p| e.inputs.flit_valid >> p & 1 == 1 && e.inputs.flit_in[p].more > 0)
            })
            .count();
        assert!(
            copies > 50 && listed > 50,
            "router {node}: {copies} copies, {listed} listed heads"
        );
        match replay_router(&f, node, &e).unwrap() {
            Ok(n) => assert_eq!(n, e.len()),
            Err(m) => panic!("mh:2x2 multicast router {node}: {m}"),
        }
    }
}

/// A link fails at cycle 300 under load and router 1.1, at one end of it, is reconfigured
/// dynamically: its new tables staged through the table port and committed at the model's
/// cycle, it matches the native router at every edge, the cut included; replayed without the
/// fault inputs it differs. The suite's short check of the fault path in lockstep (every mode
/// and policy on three routers: `router_lockstep` in src/hdl/rtl, testbench/run-all.sh).
#[test]
fn a_router_matches_across_a_fault_and_the_reload_in_lockstep() {
    use ftrouter::hdl::rtl::generate::router_writes;
    use ftrouter::hdl::rtl::router_lockstep::replay_across_faults;
    let mut f = fabric(&DUATO);
    let topo = f.network().topo.clone();
    let at = ["300:link:1.1-1.2".to_string()];
    let schedule = FaultSchedule::parse(&topo, f.network().faults.clone(), &at, 1).unwrap();
    let cfg = SimConfig {
        faults: FaultPlan {
            events: schedule.events,
            detection_delay: 20,
            reconfigure: Reconfigure::Dynamic,
            retransmit: None,
        },
        ..config(&DUATO, 600)
    };
    let node = topo.parse_node("1.1").unwrap();
    let (shape, boot) = router_writes(&f, node).unwrap();
    let run = capture_run(&mut f, &cfg, None).unwrap();
    let writes = (0..600).filter(|&k| run.faults.write(node, k).is_some());
    assert_eq!(writes.count(), f.params().table_port_writes(16));
    assert_eq!((0..600).filter(|&k| run.faults.commit(node, k)).count(), 1);
    let edges = &run.edges[node.index()];
    assert!(edges.len() >= 600, "{} edges", edges.len());
    match replay_across_faults(&shape, &boot, &run.faults, edges) {
        Ok(n) => assert_eq!(n, edges.len()),
        Err(m) => panic!("router {node}: {m}"),
    }
    let blind = replay_across_faults(&shape, &boot, &FaultInputs::default(), edges);
    assert!(blind.is_err(), "the fault inputs changed nothing");
}

/// The comparison can fail: one flit dropped from the stimulus is caught at the edge where
/// the router would have sent it on, and named.
#[test]
fn an_altered_stimulus_is_caught_with_its_cycle_and_signal() {
    let (f, mut e) = edges(&BUBBLE_FAULTY, NodeId::new(5), 400);
    assert!(replay_router(&f, NodeId::new(5), &e).unwrap().is_ok());
    let k = e.iter().position(|x| x.inputs.flit_valid != 0).unwrap();
    let dropped = e[k].inputs.flit_valid.trailing_zeros();
    e[k].inputs.flit_valid &= e[k].inputs.flit_valid - 1;
    let m = replay_router(&f, NodeId::new(5), &e).unwrap().unwrap_err();
    assert!(m.cycle > e[k].cycle, "{m}");
    assert!(
        m.signal.starts_with("flit_out") || m.signal.starts_with("credit_out"),
        "{m}"
    );
    println!("input {dropped} dropped at {}: {m}", e[k].cycle);
}

/// (b) A whole faulty torus in Verilator: every router wired with the model's latencies,
/// compared at every network interface and on every router-to-router channel every cycle,
/// across two faults during the run (a link at cycle 700, a router at 1,200, each followed by
/// a drain and the new tables written through every router's table port at the model's
/// cycles); then a changed expected value at an interface and one in a channel are named by
/// cycle and signal, and the same run without the fault inputs differs. On the 3x3 torus (9
/// routers; the Verilator build grows with the routers), still minutes of Verilator: run by
/// testbench/run-all.sh with the faulty 4x4 fabric, one router per mode for 20,000 cycles,
/// and torus:8x8 bubble across a fault at cycle 5,000. The suite's fabric co-simulations are
/// tests/suite/cli_cosim.rs's, in Icarus.
#[test]
#[ignore = "long hardware check: testbench/run-all.sh"]
fn fabric_verilog_matches_in_verilator() {
    let c = Case {
        topology: "torus:3x3",
        faults: "link:0.0-0.1,link:1.1-1.2",
        rate: 0.5,
        ..BUBBLE_FAULTY
    };
    let mut f = fabric(&c);
    let at = ["700:link:2.2-2.0".to_string(), "1200:node:1.0".to_string()];
    let schedule = FaultSchedule::parse(&f.network().topo, f.network().faults.clone(), &at, 1);
    let cfg = SimConfig {
        faults: FaultPlan {
            events: schedule.unwrap().events,
            detection_delay: 30,
            reconfigure: Reconfigure::Drain,
            retransmit: None,
        },
        ..config(&c, 2000)
    };
    let design = fabric_design(&f, "fabric", Default::default()).unwrap();
    let boot = boot_cycles(&f).unwrap();
    let run = capture_run(&mut f, &cfg, None).unwrap();
    let e = &run.edges;
    let mut v = fabric_vectors_across(&f, e, &run.faults).unwrap();
    let dir = common::scratch("hdl_router", "fabric_verilator");
    let r = cosim::run(&dir, &design, "fabric", &v, Simulator::Verilator).unwrap();
    assert_eq!(r.cycles, v.cycles());
    assert_eq!(r.mismatches, Vec::<String>::new());
    assert_eq!(e[3].len(), 1200, "router 1.0 fails at cycle 1200");
    let ejected: u32 = e
        .iter()
        .flatten()
        .map(|e| (e.outputs.flit_valid >> 4 & 1) as u32)
        .sum();
    assert!(ejected > 5_000, "{ejected} flits ejected");
    let rerun = |v: &Vectors| {
        std::fs::write(dir.join("in.hex"), v.input_hex()).unwrap();
        std::fs::write(dir.join("out.hex"), v.output_hex()).unwrap();
        let out = ftrouter::hdl::tools::verilator_run(&dir).unwrap();
        ftrouter::hdl::testbench::CosimReport::parse(&out).unwrap()
    };
    // Without the fault inputs (no cut, no failed router, no table writes), the hardware
    // runs on and differs from the model.
    let blind = fabric_vectors_across(&f, e, &FaultInputs::default()).unwrap();
    let r = rerun(&blind);
    assert!(!r.mismatches.is_empty(), "the fault inputs changed nothing");
    // Rerun the built simulation with one expected ejected flit changed.
    let c = (1000..e[5].len())
        .find(|&c| e[5][c - 1].outputs.flit_valid >> 4 & 1 == 1)
        .unwrap();
    let c = boot + c;
    let good = v.expected(c, "ni5_flit_out");
    v.set_expected(c, "ni5_flit_out", good ^ 1 << 20);
    // And one flit router 4 sends into a channel (port 1), read inside the fabric.
    let k = (c - boot + 1..e[4].len())
        .find(|&k| e[4][k - 1].outputs.flit_valid >> 1 & 1 == 1)
        .unwrap();
    let k = boot + k;
    let good = v.expected(k, "r4_flit_out_1");
    v.set_expected(k, "r4_flit_out_1", good ^ 1 << 20);
    let r = rerun(&v);
    assert_eq!(r.mismatches.len(), 2, "{:?}", r.mismatches);
    assert!(
        r.mismatches[0].starts_with(&format!("MISMATCH cycle {c} signal ni5_flit_out ")),
        "{}",
        r.mismatches[0]
    );
    assert!(
        r.mismatches[1].starts_with(&format!("MISMATCH cycle {k} signal r4_flit_out_1 ")),
        "{}",
        r.mismatches[1]
    );
}

/// (b) A multicast router of MH(2, 2) in Verilator: the generated Verilog absorbs and forwards
/// like the native router (copies, shifted header lists); a changed expected copy bit is named.
#[test]
#[ignore = "long hardware check: testbench/run-all.sh"]
fn multicast_router_verilog_matches_in_verilator() {
    let c = Case {
        topology: "mh:2x2",
        faults: "",
        mode: Mode::MhUd,
        switching: Switching::Wormhole,
        vcs: 2,
        rate: 0.35,
        dests: 2,
    };
    let node = NodeId::new(3);
    let (f, e) = edges(&c, node, 3000);
    let mut v = router_vectors(&f, node, &e).unwrap();
    let boot = boot_cycles(&f).unwrap();
    let dir = common::scratch("hdl_router", "multicast_verilator");
    let design = router_design(&f, Default::default()).unwrap();
    let r = cosim::run(&dir, &design, ROUTER, &v, Simulator::Verilator).unwrap();
    assert_eq!(r.cycles, boot + e.len() + 1);
    assert_eq!(r.mismatches, Vec::<String>::new());
    let c = boot
        + (1000..e.len())
            .find(|&c| e[c - 1].outputs.copy_valid != 0)
            .unwrap();
    let good = v.expected(c, "copy_out_valid");
    v.set_expected(c, "copy_out_valid", good ^ 1);
    std::fs::write(dir.join("out.hex"), v.output_hex()).unwrap();
    let out = ftrouter::hdl::tools::verilator_run(&dir).unwrap();
    let r = ftrouter::hdl::testbench::CosimReport::parse(&out).unwrap();
    assert_eq!(r.mismatches.len(), 1, "{:?}", r.mismatches);
    assert!(
        r.mismatches[0].starts_with(&format!("MISMATCH cycle {c} signal copy_out_valid ")),
        "{}",
        r.mismatches[0]
    );
}

/// (b) Icarus on the hierarchy as emitted (it looped at time 0 before the emitter wrote each
/// signal another block reads once per run; `emit::single_writes`).
#[test]
fn router_verilog_matches_in_icarus() {
    let node = NodeId::new(1);
    let (f, e) = edges(&BUBBLE_FAULTY, node, 1500);
    let v = router_vectors(&f, node, &e).unwrap();
    let design = router_design(&f, Default::default()).unwrap();
    let r = cosim::run(
        &common::scratch("hdl_router", "router_icarus"),
        &design,
        ROUTER,
        &v,
        Simulator::Icarus,
    )
    .unwrap();
    assert_eq!(r.cycles, boot_cycles(&f).unwrap() + e.len() + 1);
    assert_eq!(r.mismatches, Vec::<String>::new());
}

/// The narrowest and the widest flit in Icarus: 32 data bits (a 12-bit packet tag beside the
/// 20-bit routing header) and 256 (a 258-bit stored flit, wider than any native integer; a
/// flipped expectation in its top bits is caught, so those bits are compared).
#[test]
fn narrow_and_wide_flit_routers_match_in_icarus() {
    let node = NodeId::new(1);
    for width in [32, 256] {
        let c = &BUBBLE_FAULTY;
        let net = common::network(c.topology, c.faults);
        let tables = common::tables(&net, c.mode);
        let mut params = RouterParams::new(&tables, c.vcs, 8, 4, c.switching);
        params.flit_width = width;
        let mut f = Fabric::with_tables(net, tables, params).unwrap();
        let e = capture(&mut f, &config(c, 600), node).unwrap();
        assert!(flits(&e) > 300, "{width}: only {} flits", flits(&e));
        let mut v = router_vectors(&f, node, &e).unwrap();
        let design = router_design(&f, Default::default()).unwrap();
        let dir = common::scratch("hdl_router", &format!("flit{width}"));
        let r = cosim::run(&dir, &design, ROUTER, &v, Simulator::Icarus).unwrap();
        assert_eq!(r.cycles, boot_cycles(&f).unwrap() + e.len() + 1);
        assert_eq!(r.mismatches, Vec::<String>::new(), "{width}");
        if width == 256 {
            let row = (0..v.cycles())
                .find(|&c| v.expected(c, "flit_out_valid") & 1 == 1)
                .unwrap();
            v.flip_expected(row, "flit_out__0", 250);
            let r = cosim::run(&dir, &design, ROUTER, &v, Simulator::Icarus).unwrap();
            assert_eq!(r.mismatches.len(), 1, "{:?}", r.mismatches);
            assert!(
                r.mismatches[0].contains("flit_out__0"),
                "{:?}",
                r.mismatches
            );
        }
    }
}

/// hdl/lint.vlt, which `verilog` writes beside the Verilog, silences `verilator --lint-only
/// -Wall` on a whole fabric (wormhole, for the constant credit comparison; a faulty link, for
/// the unread outputs), and waives only the classes the fabric raises without it: a new class
/// fails until the file lists it with its reason.
#[test]
fn lint_config_waives_exactly_the_fabric_warnings() {
    use ftrouter::hdl::rtl::check::waived_lint;
    use ftrouter::hdl::rtl::generate::LINT_FILE;
    use ftrouter::hdl::tools::verilator_lint_files;
    let c = Case {
        topology: "torus:3x3",
        faults: "link:0.0-0.1",
        mode: Mode::Dor,
        switching: Switching::Wormhole,
        vcs: 2,
        rate: 0.0,
        dests: 1,
    };
    let design = fabric_design(&fabric(&c), "fabric", Default::default()).unwrap();
    let dir = common::scratch("hdl_router", "lint");
    design.write(&dir, |_| true).unwrap();
    let verilog = ["ftr_router.v", "ftr_boot_loader.v", "fabric.v"];
    let without = verilator_lint_files(&dir, &verilog, "fabric").unwrap();
    assert_eq!(without, waived_lint());
    let with: Vec<&str> = [LINT_FILE].iter().chain(&verilog).copied().collect();
    let left = verilator_lint_files(&dir, &with, "fabric").unwrap();
    assert!(left.is_empty(), "{left:?}");
}

/// The router the mutation script checks (one router of the faulty 8x8 bubble torus near
/// saturation, 3,000 cycles, livelock limit 2): every flit data bit of its ports that can
/// toggle does, the payload's high bits included, under two traffic seeds. The bits the
/// coverage excuses are the packet tag's above the run's packets, the injected heads' hop
/// count and the ejected heads' destination, each named.
#[test]
fn every_flit_data_bit_toggles_on_the_8x8_bubble_router() {
    use ftrouter::hdl::coverage::{excuses, max_packet, toggle_coverage};
    use ftrouter::hdl::rtl::generate::router_writes;
    use ftrouter::hdl::vectors::router_vectors_across;
    let c = Case {
        topology: "torus:8x8",
        ..BUBBLE_FAULTY
    };
    let node = fabric(&c).network().topo.parse_node("1.0").unwrap();
    let mut seen = Vec::new();
    for seed in [7, 8] {
        let mut f = fabric(&c);
        let mut params = (**f.params()).clone();
        params.max_misses = 2;
        params.payload_seed = seed;
        let net = f.network().clone();
        f = Fabric::with_tables(net, (**f.tables()).clone(), params).unwrap();
        let cfg = SimConfig {
            seed,
            ..config(&c, 3000)
        };
        let mut ex = excuses(&f, &cfg, Some(node), 0);
        let (shape, boot) = router_writes(&f, node).unwrap();
        let run = capture_run(&mut f, &cfg, Some(node)).unwrap();
        let e = &run.edges[node.index()];
        ex.flits.max_packet = max_packet(e);
        let v = router_vectors_across(&shape, &boot, e, &run.faults);
        let cov = toggle_coverage(&v, &ex);
        assert!(cov.untoggled_data.is_empty(), "seed {seed}: {cov:?}");
        assert_eq!(cov.data_bits, 10 * 64, "5 ports in and out, 64 data bits");
        assert_eq!(cov.data_percent(), 100.0);
        // At most the tag's high bits (7 a port), the injected hops and an ejected dest bit.
        assert!(cov.data_constant <= 10 * 7 + 8, "{cov:?}");
        for (bits, why) in &cov.by_design {
            let dest = format!("dest {}", node.get());
            let ok = ["packet tag above", "hops 0", &dest, "tied", "VC id"];
            assert!(ok.iter().any(|w| why.contains(w)), "{bits}: {why}");
        }
        // The payload's top bit is in every flit port's toggled bits.
        assert!(!cov.by_design.iter().any(|(b, _)| b.contains("[65")));
        seen.push(v.output_hex());
    }
    assert_ne!(seen[0], seen[1], "another seed, other vectors");
}
