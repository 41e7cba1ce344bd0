//! Lockstep co-simulation against the generated Verilog (DESIGN.md section 4, layer (b)):
//! the native model writes per-cycle inputs and expected outputs, the Verilog (flattened by
//! Yosys, since Icarus can hang on rust-hdl's raw hierarchy) replays them in Icarus, and
//! every output must match bit for bit every cycle.

use ftrouter::hdl::table_image::{RouteWord, bubble_image, route_image};
use ftrouter::hdl::testbench::{CosimReport, Port, Vectors};
use ftrouter::hdl::{self, tools};
use ftrouter::router::arbiter::RoundRobinArbiter;
use ftrouter::router::credit_counter::{CreditCounter, CreditIn};
use ftrouter::router::crossbar::Crossbar;
use ftrouter::router::matrix_arbiter::MatrixArbiter;
use ftrouter::routing::table::{Mode, compile};
use ftrouter::topology::{FaultSet, Network, Topology};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hdl_cosim")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Write the flattened design and testbench, compile once; `replay` then runs the vectors.
fn build(dir: &Path, verilog: String, vectors: &Vectors) {
    vectors.check_ports(&verilog).unwrap();
    std::fs::write(dir.join("raw.v"), verilog).unwrap();
    tools::yosys_flatten(dir, "raw.v", "flat.v").unwrap();
    std::fs::write(dir.join("tb.sv"), vectors.testbench("in.hex", "out.hex")).unwrap();
    tools::iverilog_compile(dir, &["tb.sv", "flat.v"], "tb.vvp").unwrap();
}

/// Write the vector files (read at run time, so altered vectors need no recompile) and run.
fn replay(dir: &Path, vectors: &Vectors) -> CosimReport {
    std::fs::write(dir.join("in.hex"), vectors.input_hex()).unwrap();
    std::fs::write(dir.join("out.hex"), vectors.output_hex()).unwrap();
    let out = tools::vvp(dir, "tb.vvp").unwrap();
    CosimReport::parse(&out).unwrap_or_else(|e| panic!("{e}"))
}

/// Build and replay; every output of every cycle must match.
fn cosim(name: &str, verilog: String, vectors: &Vectors) {
    let dir = scratch(name);
    build(&dir, verilog, vectors);
    let r = replay(&dir, vectors);
    assert_eq!(r.cycles, vectors.cycles(), "{name}");
    assert!(
        r.mismatches.is_empty(),
        "{name}: {} mismatches, first {:?}",
        r.mismatches.len(),
        &r.mismatches[..r.mismatches.len().min(5)]
    );
}

/// Random requests through the native round-robin arbiter (5 requesters).
fn rr_vectors(cycles: usize, seed: u64) -> Vectors {
    const N: usize = 5;
    let mut v = Vectors::new(
        vec![Port::new("req", 5), Port::new("advance", 1)],
        vec![
            Port::new("grant", 5),
            Port::new("grant_index", 3),
            Port::new("valid", 1),
            Port::new("ptr", 3),
        ],
        true,
    );
    let mut rng = StdRng::seed_from_u64(seed);
    let mut arb = RoundRobinArbiter::default();
    for _ in 0..cycles {
        let req: u64 = rng.gen_range(0..32);
        let advance = rng.gen_bool(0.75);
        let g = arb.grant(req, N);
        v.push(
            &[req as u128, advance as u128],
            &[
                g.map_or(0, |g| 1 << g),
                g.unwrap_or(0) as u128,
                g.is_some() as u128,
                arb.ptr as u128,
            ],
        );
        if let (true, Some(g)) = (advance, g) {
            arb.advance(g, N);
        }
    }
    v
}

#[test]
fn round_robin_arbiter_matches_icarus_and_a_wrong_vector_is_caught() {
    let dir = scratch("rr_arbiter");
    let mut v = rr_vectors(3000, 61);
    build(
        &dir,
        hdl::verilog(hdl::HdlRoundRobinArbiter::<5, 3>::new()),
        &v,
    );
    let r = replay(&dir, &v);
    assert_eq!(r.cycles, 3000);
    assert!(
        r.mismatches.is_empty(),
        "{:?}",
        &r.mismatches[..r.mismatches.len().min(5)]
    );

    // Alter one expected grant: the testbench names that cycle and signal, and nothing else.
    let good = v.expected(1234, "grant");
    v.set_expected(1234, "grant", good ^ 0b100);
    let r = replay(&dir, &v);
    assert_eq!(r.mismatches.len(), 1, "{:?}", r.mismatches);
    assert!(
        r.mismatches[0].starts_with("MISMATCH cycle 1234 signal grant "),
        "{}",
        r.mismatches[0]
    );
}

/// Planted wrong expected values are counted alike by the testbench in Icarus and in
/// Verilator: its final `mismatches N` equals its `MISMATCH` lines (which `CosimReport::parse`
/// checks) and the planted count, over enough cycles that Verilator does not unroll the loop.
#[test]
fn planted_mismatches_are_counted_alike_in_icarus_and_verilator() {
    let dir = scratch("planted");
    let mut v = rr_vectors(500, 63);
    build(
        &dir,
        hdl::verilog(hdl::HdlRoundRobinArbiter::<5, 3>::new()),
        &v,
    );
    let planted = [
        (3, "grant"),
        (200, "ptr"),
        (200, "valid"),
        (499, "grant_index"),
    ];
    for (cycle, port) in planted {
        let good = v.expected(cycle, port);
        v.set_expected(cycle, port, good ^ 1);
    }
    let icarus = replay(&dir, &v);
    tools::verilator_build(&dir, "tb.sv", "raw.v").unwrap();
    let out = tools::verilator_run(&dir).unwrap();
    assert!(out.contains("mismatches 4"), "{out}");
    let verilator = CosimReport::parse(&out).unwrap();
    for r in [&icarus, &verilator] {
        assert_eq!(r.cycles, 500);
        // "MISMATCH cycle C signal S ...", in port order within a cycle.
        let mut named: Vec<(usize, &str)> = r
            .mismatches
            .iter()
            .map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                (w[2].parse().unwrap(), w[4])
            })
            .collect();
        named.sort();
        assert_eq!(named, planted, "{:?}", r.mismatches);
    }
    assert_eq!(icarus, verilator);
}

#[test]
fn matrix_arbiter_matches_icarus() {
    const N: usize = 5;
    let mut outputs = vec![
        Port::new("grant", 5),
        Port::new("grant_index", 3),
        Port::new("valid", 1),
    ];
    outputs.extend((0..N).map(|i| Port::new(format!("row${i}"), 5)));
    let mut v = Vectors::new(
        vec![Port::new("req", 5), Port::new("advance", 1)],
        outputs,
        true,
    );
    let mut rng = StdRng::seed_from_u64(62);
    let mut arb = MatrixArbiter::new(N);
    for _ in 0..3000 {
        let req: u64 = rng.gen_range(0..32);
        let advance = rng.gen_bool(0.75);
        let g = arb.grant(req, N);
        let mut outs = vec![
            g.map_or(0, |g| 1 << g),
            g.unwrap_or(0) as u128,
            g.is_some() as u128,
        ];
        outs.extend(arb.rows.iter().map(|&r| u128::from(r)));
        v.push(&[req as u128, advance as u128], &outs);
        if let (true, Some(g)) = (advance, g) {
            arb.advance(g, N);
        }
    }
    cosim(
        "matrix_arbiter",
        hdl::verilog(hdl::HdlMatrixArbiter::<5, 3>::new()),
        &v,
    );
}

/// Random flits and selects through the native 5-port crossbar with 68-bit flits.
fn crossbar_vectors(cycles: usize, seed: u64) -> Vectors {
    const PORTS: usize = 5;
    let flit_ports = |prefix: &'static str, bits| {
        (0..PORTS).map(move |i| Port::new(format!("{prefix}${i}"), bits))
    };
    let mut inputs: Vec<Port> = flit_ports("flit_in", 68).collect();
    inputs.push(Port::new("in_valid", 5));
    inputs.extend(flit_ports("sel", 3));
    inputs.push(Port::new("sel_valid", 5));
    let mut outputs: Vec<Port> = flit_ports("flit_out", 68).collect();
    outputs.push(Port::new("out_valid", 5));
    let mut v = Vectors::new(inputs, outputs, true);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut x = Crossbar::new(PORTS, 68);
    for _ in 0..cycles {
        let flits: Vec<Option<u128>> = (0..PORTS)
            .map(|_| {
                rng.gen_bool(0.7)
                    .then(|| rng.r#gen::<u128>() & ((1 << 68) - 1))
            })
            .collect();
        let sel: Vec<Option<u8>> = (0..PORTS)
            .map(|_| rng.gen_bool(0.7).then(|| rng.gen_range(0..PORTS as u8)))
            .collect();
        let mut ins: Vec<u128> = flits.iter().map(|f| f.unwrap_or(0)).collect();
        ins.push(bits(flits.iter().map(Option::is_some)));
        ins.extend(sel.iter().map(|s| u128::from(s.unwrap_or(0))));
        ins.push(bits(sel.iter().map(Option::is_some)));
        let out = x.comb(&flits, &sel);
        let mut outs: Vec<u128> = out.iter().map(|f| f.unwrap_or(0)).collect();
        outs.push(bits(out.iter().map(Option::is_some)));
        v.push(&ins, &outs);
        x.tick();
    }
    v
}

/// A bit vector from flags, flag i at bit i.
fn bits(flags: impl Iterator<Item = bool>) -> u128 {
    flags
        .enumerate()
        .fold(0, |m, (i, f)| m | u128::from(f) << i)
}

#[test]
fn crossbar_matches_icarus_and_a_wrong_vector_is_caught() {
    let dir = scratch("crossbar");
    let mut v = crossbar_vectors(2000, 63);
    build(&dir, hdl::verilog(hdl::HdlCrossbar::<5, 3, 68>::new()), &v);
    let r = replay(&dir, &v);
    assert_eq!(r.cycles, 2000);
    assert!(
        r.mismatches.is_empty(),
        "{:?}",
        &r.mismatches[..r.mismatches.len().min(5)]
    );

    // Flip the top bit of one 68-bit output flit (bit 67: beyond any 64-bit shortcut).
    let good = v.expected(777, "flit_out$3");
    v.set_expected(777, "flit_out$3", good ^ 1 << 67);
    let r = replay(&dir, &v);
    assert_eq!(r.mismatches.len(), 1, "{:?}", r.mismatches);
    assert!(
        r.mismatches[0].starts_with("MISMATCH cycle 777 signal flit_out$3 "),
        "{}",
        r.mismatches[0]
    );
}

#[test]
fn credit_counter_matches_icarus() {
    const D: u32 = 6;
    let mut v = Vectors::new(
        vec![Port::new("credit_in", 1), Port::new("flit_sent", 1)],
        vec![Port::new("count", 3), Port::new("nonzero", 1)],
        true,
    );
    let mut rng = StdRng::seed_from_u64(64);
    let mut c = CreditCounter::new(D);
    for t in 0..2000 {
        let p = [0.8, 0.2, 0.5][t / 200 % 3];
        let i = CreditIn {
            credit_in: c.count < D && rng.gen_bool(1.0 - p),
            flit_sent: c.count > 0 && rng.gen_bool(p),
        };
        let o = c.comb(i);
        v.push(
            &[i.credit_in as u128, i.flit_sent as u128],
            &[o.count as u128, o.nonzero as u128],
        );
        c.tick();
    }
    cosim(
        "credit_counter",
        hdl::verilog(hdl::HdlCreditCounter::<3>::new(D)),
        &v,
    );
}

#[test]
fn table_roms_match_icarus() {
    // MH-UD words carry every field, the down mask included; every router's table in turn.
    let net = Network::fault_free("mh:2x2".parse::<Topology>().unwrap());
    let t = compile(&net, Mode::MhUd).unwrap();
    let fmt = RouteWord::for_tables(&t);
    assert_eq!(fmt.width(), 11);
    for (node, rt) in t.routers.iter().enumerate() {
        let rt = rt.as_ref().unwrap();
        let mut v = Vectors::new(
            vec![Port::new("dest", 3)],
            vec![Port::new("word", 11)],
            false,
        );
        for d in (0..8).chain((0..8).rev()) {
            v.push(&[d as u128], &[fmt.pack(&rt.entries[d])]);
        }
        let rom = hdl::HdlRouteRom::<3, 11>::new(&route_image(rt, &fmt), &fmt, 8);
        cosim(&format!("route_rom_mh_{node}"), hdl::verilog(rom), &v);
    }
    // Bubble bits of a faulty torus (an escape tour, not plain DOR rings).
    let topo: Topology = "torus:4x4".parse().unwrap();
    let faults = FaultSet::parse(&topo, "node:1.1", 0).unwrap();
    let t = compile(&Network::new(topo, faults), Mode::Bubble).unwrap();
    let rt = t.routers[0].as_ref().unwrap();
    let mut v = Vectors::new(vec![Port::new("row", 3)], vec![Port::new("bits", 4)], false);
    for r in 0..5 {
        v.push(&[r as u128], &[u128::from(rt.bubble_bits[r] & 0b1111)]);
    }
    cosim(
        "bubble_rom_faulty_torus",
        hdl::verilog(hdl::HdlBubbleRom::<3, 4>::new(&bubble_image(rt, 4))),
        &v,
    );
}
