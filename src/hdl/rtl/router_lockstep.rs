//! Lockstep of the run-time-elaborated router with the native one: the edges a probe captured
//! on one router of a running fabric (`hdl::capture::capture`) are replayed into
//! `RtlRouter`, whose registered outputs must equal the native router's at every clock edge.

use super::router::{ConfigWrite, RtlRouter};
use super::{Value, clock_edge, start};
use crate::Result;
use crate::bits::set_bits;
use crate::fabric::Fabric;
use crate::hdl::capture::Mismatch;
use crate::hdl::fault_inputs::FaultInputs;
use crate::hdl::shape::RouterShape;
use crate::hdl::shape::stored_bits;
use crate::hdl::vectors::Edge;
use crate::router::flit::FlitFormat;
use crate::router::ports::{RouterInputs, RouterOutputs};
use crate::topology::NodeId;

/// The router of `fabric`'s node `node`, its tables loaded, reset and ready.
pub fn booted_router(fabric: &Fabric, node: NodeId) -> Result<(RouterShape, RtlRouter)> {
    let (shape, writes) = super::generate::router_writes(fabric, node)?;
    let mut hw = RtlRouter::new(&shape);
    hw.load(&writes);
    hw.node.next = Value::new(hw.node.width(), u64::from(node.get()));
    Ok((shape, start(hw)))
}

/// Write `writes` through the configuration port, one per clock edge, each edge taken by
/// `edge` (a recorder's cycle, or a plain clock edge); the port is idle afterwards.
pub fn boot_through_port(
    hw: &mut RtlRouter,
    writes: &[ConfigWrite],
    mut edge: impl FnMut(&mut RtlRouter),
) {
    for w in writes {
        hw.cfg_write.next = true;
        hw.cfg_target.next = Value::new(2, w.table as u64);
        hw.cfg_addr.next = Value::new(hw.cfg_addr.width(), w.addr as u64);
        hw.cfg_data.next = w.data.resize(hw.cfg_data.width());
        edge(hw);
    }
    hw.cfg_write.next = false;
    hw.cfg_target.next = Value::zero(2);
    hw.cfg_addr.next = Value::zero(hw.cfg_addr.width());
    hw.cfg_data.next = Value::zero(hw.cfg_data.width());
}

/// Drive one edge's inputs.
pub fn drive(hw: &mut RtlRouter, fmt: &FlitFormat, inputs: &RouterInputs) {
    let np = hw.flit_in.len();
    hw.flit_in_valid.next = Value::new(np, inputs.flit_valid);
    for p in 0..np {
        let f = inputs.flit_in[p];
        let fb = hw.flit_in[p].width();
        hw.flit_in[p].next = stored_bits(fmt, &f).resize(fb);
        hw.flit_in_vc[p].next = Value::new(hw.flit_in_vc[p].width(), u64::from(f.vc.get()));
    }
    hw.credit_in_valid.next = Value::new(np, inputs.credit_valid);
    for p in 0..np - 1 {
        let w = hw.credit_in_vc[p].width();
        hw.credit_in_vc[p].next = Value::new(w, u64::from(inputs.credit_in[p].get()));
    }
}

/// Replay `edges` of router `node` into its `RtlRouter`, comparing every output at every
/// edge: the number of edges compared, or the first difference.
pub fn replay(
    fabric: &Fabric,
    node: NodeId,
    edges: &[Edge],
) -> Result<std::result::Result<usize, Mismatch>> {
    let (shape, mut hw) = booted_router(fabric, node)?;
    for e in edges {
        drive(&mut hw, &shape.flit, &e.inputs);
        clock_edge(&mut hw, false);
        if let Some(m) = compare(&hw, &e.outputs, &shape.flit, e.cycle) {
            return Ok(Err(m));
        }
    }
    Ok(Ok(edges.len()))
}

/// Drive one edge's fault inputs and table-port write (docs/hdl.md, "Faults during a run").
pub fn drive_faults(hw: &mut RtlRouter, faults: &FaultInputs, node: NodeId, cycle: u64) {
    let np = hw.flit_in.len();
    hw.dead_out.next = Value::new(np, faults.dead_out(node, cycle));
    hw.poison.next = Value::new(np, faults.poison(node, cycle));
    let write = faults.write(node, cycle);
    hw.cfg_write.next = write.is_some();
    hw.cfg_stage.next = write.is_some();
    hw.cfg_commit.next = faults.commit(node, cycle);
    if let Some(w) = write {
        hw.cfg_target.next = Value::new(2, w.table as u64);
        hw.cfg_addr.next = Value::new(hw.cfg_addr.width(), w.addr as u64);
        hw.cfg_data.next = w.data.resize(hw.cfg_data.width());
    }
}

/// `replay` across faults during the run: the router booted with `boot` (its writes before
/// the run, whose fabric the run changed) takes `faults`' inputs at each edge.
pub fn replay_across_faults(
    shape: &RouterShape,
    boot: &[ConfigWrite],
    faults: &FaultInputs,
    edges: &[Edge],
) -> std::result::Result<usize, Box<Mismatch>> {
    let mut hw = RtlRouter::new(shape);
    hw.load(boot);
    hw.node.next = Value::new(hw.node.width(), u64::from(shape.node.get()));
    let mut hw = start(hw);
    for e in edges {
        drive(&mut hw, &shape.flit, &e.inputs);
        drive_faults(&mut hw, faults, shape.node, e.cycle);
        clock_edge(&mut hw, false);
        if let Some(m) = compare(&hw, &e.outputs, &shape.flit, e.cycle) {
            return Err(Box::new(m));
        }
    }
    Ok(edges.len())
}

/// The router's registered outputs against the native router's outputs of one edge.
pub fn compare(
    hw: &RtlRouter,
    out: &RouterOutputs,
    fmt: &FlitFormat,
    cycle: u64,
) -> Option<Mismatch> {
    let differ = |signal: String, expected: Value, actual: Value| {
        (expected != actual).then_some(Mismatch {
            cycle,
            signal,
            expected,
            actual,
        })
    };
    let n = |x: u64| Value::from(u128::from(x));
    let mut first = differ(
        "flit_out_valid".into(),
        n(out.flit_valid),
        hw.flit_out_valid.val(),
    )
    .or_else(|| {
        differ(
            "credit_out_valid".into(),
            n(out.credit_valid),
            hw.credit_out_valid.val(),
        )
    })
    .or_else(|| {
        differ(
            "copy_out_valid".into(),
            n(out.copy_valid),
            hw.copy_out_valid.val(),
        )
    });
    for q in set_bits(out.flit_valid) {
        let f = &out.flit_out[q];
        first = first
            .or_else(|| {
                differ(
                    format!("flit_out[{q}]"),
                    stored_bits(fmt, f),
                    hw.flit_out[q].val(),
                )
            })
            .or_else(|| {
                differ(
                    format!("flit_out_vc[{q}]"),
                    n(f.vc.get().into()),
                    hw.flit_out_vc[q].val(),
                )
            });
    }
    for p in set_bits(out.credit_valid) {
        first = first.or_else(|| {
            differ(
                format!("credit_out_vc[{p}]"),
                n(out.credit_out[p].get().into()),
                hw.credit_out_vc[p].val(),
            )
        });
    }
    first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::capture::capture;
    use crate::hdl::rtl::Staging;
    use crate::router::params::{RouterParams, Switching};
    use crate::routing::table::{Mode, compile};
    use crate::topology::{FaultSet, Network, Topology};
    use crate::workload::{Pattern, SimConfig};

    /// A fabric and the traffic a router of it sees.
    struct Case {
        topology: &'static str,
        faults: &'static str,
        mode: Mode,
        switching: Switching,
        vcs: usize,
        depth: usize,
        /// Flit data bits (0: the default).
        flit_width: u32,
        rate: f64,
        dests: usize,
        node: NodeId,
    }

    fn run(c: &Case, cycles: u64) -> (Fabric, Vec<Edge>) {
        let topo: Topology = c.topology.parse().unwrap();
        let faults = FaultSet::parse(&topo, c.faults, 1).unwrap();
        let net = Network::new(topo, faults);
        let tables = compile(&net, c.mode).unwrap();
        let mut params = RouterParams::new(&tables, c.vcs, c.depth, 4, c.switching);
        params.list_capacity = c.dests - 1;
        params.flit_width = c.flit_width;
        let mut f = Fabric::with_tables(net, tables, params).unwrap();
        let cfg = SimConfig {
            rate: c.rate,
            warmup: 0,
            cycles,
            seed: 11,
            pattern: if c.dests > 1 {
                Pattern::Multicast { count: c.dests }
            } else {
                Pattern::Uniform
            },
            ..SimConfig::default()
        };
        let e = capture(&mut f, &cfg, c.node).unwrap();
        (f, e)
    }

    fn check(c: &Case, cycles: u64) {
        let (f, e) = run(c, cycles);
        let flits: u32 = e.iter().map(|e| e.outputs.flit_valid.count_ones()).sum();
        assert!(
            flits as u64 > cycles / 2,
            "{} {:?}: only {flits} flits through router {}",
            c.topology,
            c.mode,
            c.node
        );
        match replay(&f, c.node, &e).unwrap() {
            Ok(n) => assert_eq!(n, e.len()),
            Err(m) => panic!("{} {:?} router {}: {m}", c.topology, c.mode, c.node),
        }
    }

    /// A case on `topology` with the defaults (VCT, 2 VCs of 8 flits, unicast, node 1).
    fn case(topology: &'static str, mode: Mode, faults: &'static str) -> Case {
        Case {
            topology,
            faults,
            mode,
            switching: Switching::Vct,
            vcs: 2,
            depth: 8,
            flit_width: 0,
            rate: 0.5,
            dests: 1,
            node: NodeId::new(1),
        }
    }

    #[test]
    #[ignore = "long hardware check: testbench/run-all.sh"]
    fn the_reference_tori_match_the_native_router() {
        for c in [
            Case {
                switching: Switching::Wormhole,
                ..case("torus:8x8", Mode::Dor, "")
            },
            Case {
                rate: 0.6,
                ..case("torus:8x8", Mode::Bubble, "link:0.0-0.1,link:1.1-1.2")
            },
            Case {
                switching: Switching::Wormhole,
                vcs: 3,
                ..case("torus:8x8", Mode::Duato, "")
            },
            case("torus:8x8", Mode::Pv, "node:2.1"),
            case("torus:16x16", Mode::Dor, ""),
        ] {
            check(&c, 1200);
        }
    }

    #[test]
    fn three_dimensional_tori_match_the_native_router() {
        for c in [
            Case {
                switching: Switching::Wormhole,
                vcs: 3,
                node: NodeId::new(73),
                ..case("torus:8x8x8", Mode::Duato, "")
            },
            Case {
                node: NodeId::new(21),
                ..case("utorus:4x4x4", Mode::Dor, "")
            },
        ] {
            check(&c, 800);
        }
    }

    #[test]
    #[ignore = "long hardware check: testbench/run-all.sh"]
    fn hypercubes_and_mesh_hypercubes_match_the_native_router() {
        for c in [
            Case {
                rate: 0.6,
                ..case("hypercube:6", Mode::Esv, "node:000011,node:100100")
            },
            Case {
                rate: 0.4,
                node: NodeId::new(5),
                ..case("hypercube:8", Mode::Esv, "node:00000011,node:10000100")
            },
            Case {
                switching: Switching::Wormhole,
                vcs: 3,
                rate: 0.3,
                dests: 3,
                node: NodeId::new(4),
                ..case("mh:3x3", Mode::MhUd, "")
            },
        ] {
            check(&c, 1200);
        }
    }

    #[test]
    #[ignore = "long hardware check: testbench/run-all.sh"]
    fn router_options_match_the_native_router() {
        for c in [
            Case {
                vcs: 4,
                rate: 0.7,
                ..case("torus:4x4", Mode::Duato, "")
            },
            Case {
                depth: 4,
                switching: Switching::Wormhole,
                ..case("torus:4x4", Mode::Duato, "")
            },
            Case {
                depth: 16,
                ..case("torus:4x4", Mode::Bubble, "link:0.0-0.1")
            },
            // The narrowest flit: a 12-bit packet tag beside the 20-bit routing header.
            Case {
                flit_width: 32,
                ..case("torus:4x4", Mode::Dor, "")
            },
            Case {
                flit_width: 128,
                ..case("torus:4x4", Mode::Pv, "node:1.1")
            },
            // The widest: 261 bits on the wire, past any native integer.
            Case {
                flit_width: 256,
                ..case("torus:4x4", Mode::Bubble, "link:0.0-0.1")
            },
        ] {
            check(&c, 1200);
        }
    }

    #[test]
    fn bubble_with_faulty_links_matches_the_native_router() {
        check(
            &Case {
                topology: "torus:4x4",
                faults: "link:0.0-0.1,link:1.1-1.2",
                mode: Mode::Bubble,
                switching: Switching::Vct,
                vcs: 2,
                depth: 8,
                flit_width: 0,
                rate: 0.6,
                dests: 1,
                node: NodeId::new(1),
            },
            1500,
        );
    }

    /// A link fails at cycle 500 under load; the new tables are staged through the table port
    /// and committed after a drain, or router by router (dynamic): the routers at both ends
    /// of the cut link and one elsewhere match the native router at every edge, the cut (sink
    /// outputs, closed packets), the writes and the commit included, with the routing table
    /// staged either way (`Staging`). Replayed without the
    /// fault inputs, an end of the link differs.
    #[test]
    #[ignore = "long hardware check: testbench/run-all.sh"]
    fn routers_match_across_a_fault_and_the_reload() {
        use crate::hdl::capture::capture_run;
        use crate::hdl::fault_inputs::FaultInputs;
        use crate::hdl::rtl::generate::router_writes;
        use crate::topology::FaultSchedule;
        use crate::workload::{FaultPlan, Reconfigure};
        for (mode, vcs, switching, reconfigure) in [
            (Mode::Bubble, 2, Switching::Vct, Reconfigure::Drain),
            (Mode::Duato, 3, Switching::Wormhole, Reconfigure::Drain),
            (Mode::Duato, 3, Switching::Wormhole, Reconfigure::Dynamic),
        ] {
            let topo: Topology = "torus:4x4".parse().unwrap();
            let net = Network::fault_free(topo.clone());
            let tables = compile(&net, mode).unwrap();
            let params = RouterParams::new(&tables, vcs, 8, 4, switching);
            let mut f = Fabric::with_tables(net, tables, params).unwrap();
            let at = ["500:link:1.1-1.2".to_string()];
            let schedule = FaultSchedule::parse(&topo, FaultSet::none(), &at, 1).unwrap();
            let cfg = SimConfig {
                rate: 0.5,
                warmup: 0,
                cycles: 800,
                seed: 1,
                faults: FaultPlan {
                    events: schedule.events,
                    detection_delay: 20,
                    reconfigure,
                    retransmit: None,
                },
                ..SimConfig::default()
            };
            let nodes = ["1.1", "1.2", "3.0"].map(|a| topo.parse_node(a).unwrap());
            let boots = nodes.map(|v| router_writes(&f, v).unwrap());
            let run = capture_run(&mut f, &cfg, None).unwrap();
            let writes = (0..800).filter(|&c| run.faults.write(nodes[2], c).is_some());
            assert_eq!(writes.count(), f.params().table_port_writes(16), "{mode}");
            let commits = (0..800).filter(|&c| run.faults.commit(nodes[2], c));
            assert_eq!(commits.count(), 1, "{mode} {reconfigure}");
            // The routing table staged by a copy (the ASIC's), and on the first configuration
            // also by two banks (the FPGA's).
            let stagings: &[Staging] = match reconfigure == Reconfigure::Drain && vcs == 2 {
                true => &[Staging::Copy, Staging::Banks],
                false => &[Staging::Copy],
            };
            for &tables in stagings {
                for (v, (shape, boot)) in nodes.iter().zip(&boots) {
                    let edges = &run.edges[v.index()];
                    assert!(
                        edges.len() >= 800,
                        "{mode} router {v}: {} edges",
                        edges.len()
                    );
                    let shape = RouterShape {
                        tables,
                        ..shape.clone()
                    };
                    match replay_across_faults(&shape, boot, &run.faults, edges) {
                        Ok(n) => assert_eq!(n, edges.len()),
                        Err(m) => panic!("{mode} {tables:?} router {v}: {m}"),
                    }
                }
            }
            let (shape, boot) = &boots[0];
            let edges = &run.edges[nodes[0].index()];
            let blind = replay_across_faults(shape, boot, &FaultInputs::default(), edges);
            assert!(blind.is_err(), "{mode}: the fault inputs changed nothing");
        }
    }

    /// The router top in the three tools, its size, and in Icarus: booted through the config
    /// port after reset, then the captured edges, every output compared every cycle; a
    /// mid-run reset and a second boot follow, and the replay continues bit-exactly.
    #[test]
    #[ignore = "long hardware check: testbench/run-all.sh"]
    fn the_router_verilog_boots_and_matches_in_icarus() {
        use crate::hdl::rtl::block_cosim::{Recorder, replay_in_icarus};
        use crate::hdl::rtl::check::{check_with_tools, scratch};
        use crate::hdl::rtl::emit;
        let c = Case {
            rate: 0.6,
            node: NodeId::new(5),
            ..case("torus:4x4", Mode::Bubble, "link:0.0-0.1,link:1.1-1.2")
        };
        let (f, e) = run(&c, 700);
        let (shape, writes) = crate::hdl::rtl::generate::router_writes(&f, c.node).unwrap();
        let mut hw = RtlRouter::new(&shape);
        hw.node.next = Value::new(hw.node.width(), u64::from(c.node.get()));
        let mut hw = start(hw);
        let design = emit(&hw);
        let lines = design.verilog().lines().count();
        println!("{} modules, {lines} lines", design.modules.len());
        for m in &design.modules {
            println!("  {} {}", m.name, m.text.lines().count());
        }
        assert!(lines < 7500, "{lines} lines of Verilog");
        let dir = scratch("rtl-router");
        let tools = check_with_tools(&design, &dir).unwrap_or_else(|e| panic!("{e}"));
        println!(
            "Yosys: {} cells, {} flip-flops",
            tools.synth.cells, tools.synth.flip_flops
        );

        // Boot, run loaded, reset mid-run, boot again and replay from the start: the reset
        // router is the native one at cycle 0 again (the tables survive reset; the boot
        // rewrites them anyway, as a fault reconfiguration would).
        let mut rec = Recorder::new(&hw);
        let midway = e.len() / 2;
        for edges in [&e[..midway], &e[..]] {
            boot_through_port(&mut hw, &writes, |hw| rec.cycle(hw, false));
            for x in edges {
                drive(&mut hw, &shape.flit, &x.inputs);
                rec.cycle(&mut hw, false);
                if let Some(m) = compare(&hw, &x.outputs, &shape.flit, x.cycle) {
                    panic!("rust-hdl simulation: {m}");
                }
            }
            drive(&mut hw, &shape.flit, &RouterInputs::new(f.params()));
            rec.cycle(&mut hw, true);
        }
        let report = replay_in_icarus(&design, &rec.vectors, &dir).unwrap();
        assert_eq!(
            (report.cycles, report.mismatches.len()),
            (rec.vectors.cycles(), 0),
            "{:?}",
            report.mismatches.first()
        );

        // The same vectors catch planted bugs (testbench/mutate.sh plants more, on any
        // router): the bubble condition ignored, and every arbiter's thermometer mask
        // (`ptr <= i`) made strict.
        let verilog = design.verilog();
        for (name, from, to) in [
            ("bubble", "wide[{3'd0, room_at}]", "1'b1"),
            (
                "mask",
                "mask = all << ptr__q;",
                "mask = all << (ptr__q + 1);",
            ),
        ] {
            let mutated = verilog.replace(from, to);
            assert_ne!(
                mutated, verilog,
                "{name}: the planted text is not in the router"
            );
            let dir = scratch(&format!("rtl-router-mutant-{name}"));
            let report = crate::hdl::rtl::block_cosim::replay_verilog_in_icarus(
                &mutated,
                design.top(),
                &rec.vectors,
                &dir,
            )
            .unwrap();
            let first = report.mismatches.first();
            println!(
                "{name} mutant: {} mismatches, first {first:?}",
                report.mismatches.len()
            );
            assert!(first.is_some(), "{name} mutant not caught");
        }
    }
}
