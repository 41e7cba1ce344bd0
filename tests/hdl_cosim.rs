//! Lockstep co-simulation against the generated Verilog (DESIGN.md section 4, layer (b)):
//! the native model writes per-cycle inputs and expected outputs, the Verilog (flattened by
//! Yosys, since Icarus can hang on rust-hdl's raw hierarchy) replays them in Icarus, and
//! every output must match bit for bit every cycle.

use ftrouter::hdl::testbench::{CosimReport, Port, Vectors};
use ftrouter::hdl::{self, tools};
use ftrouter::router::arbiter::RoundRobinArbiter;
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
    CosimReport::parse(&out).unwrap_or_else(|| panic!("testbench did not finish:\n{out}"))
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
