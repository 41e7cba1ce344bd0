//! Tests of `Memory` (state.rs) as a child block: a test-only wrapper drives its write port
//! and read ports from its own ports, as the route and bubble tables will.
//!
//! ```text
//!              ┌──────────────── MemoryHarness ────────────────┐
//!  we ────────►│            ┌──────────────────┐               │
//!  waddr ─────►│ ─────────► │ mem: Memory      │ ─────────────►│──► rdata[K]
//!  wdata ─────►│            │ words x W bits   │               │
//!  stage ─────►│            │ + staged bank    │               │
//!  commit ────►│            │                  │               │
//!  raddr[K] ──►│ ─────────► └──────────────────┘               │
//!              └───────────────────────────────────────────────┘
//! ```
#![cfg(test)]

use rust_hdl_core::prelude::*;

use super::{Memory, ModuleKind, Staging, Wire};

#[derive(LogicBlock)]
struct MemoryHarness {
    kind: ModuleKind,
    we: Wire<In>,
    waddr: Wire<In>,
    wdata: Wire<In>,
    stage: Wire<In>,
    commit: Wire<In>,
    raddr: Vec<Wire<In>>,
    rdata: Vec<Wire<Out>>,
    mem: Memory,
    _ports: usize,
}

impl MemoryHarness {
    fn new(words: usize, width: usize, ports: usize) -> MemoryHarness {
        MemoryHarness::staged(words, width, ports, Staging::Copy)
    }

    fn staged(words: usize, width: usize, ports: usize, staging: Staging) -> MemoryHarness {
        let abits = Memory::address_bits(words);
        MemoryHarness {
            kind: ModuleKind::new("ftr_memory_harness", "Test wrapper of a Memory."),
            we: Wire::new(1),
            waddr: Wire::new(abits),
            wdata: Wire::new(width),
            stage: Wire::new(1),
            commit: Wire::new(1),
            raddr: Wire::many(ports, abits),
            rdata: Wire::many(ports, width),
            mem: Memory::new(
                ModuleKind::new("ftr_test_memory", "The memory under test."),
                words,
                width,
                ports,
            )
            .with_staging(staging),
            _ports: ports,
        }
    }
}

crate::stateful!(MemoryHarness: mem);

impl Logic for MemoryHarness {
    #[hdl_gen]
    fn update(&mut self) {
        self.mem.write_enable.next = self.we.val();
        self.mem.write_addr.next = self.waddr.val();
        self.mem.write_data.next = self.wdata.val();
        self.mem.stage.next = self.stage.val();
        self.mem.commit.next = self.commit.val();
        for k in 0..self._ports {
            self.mem.read_addr[k].next = self.raddr[k].val();
            self.rdata[k].next = self.mem.read_data[k].val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{Value, clock_edge, emit, settle, start};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn write(hw: &mut MemoryHarness, addr: usize, data: Value) {
        hw.we.next = Value::new(1, 1);
        hw.waddr.next = Value::new(64, addr as u64);
        hw.wdata.next = data;
        clock_edge(hw, false);
        hw.we.next = Value::new(1, 0);
    }

    /// Read `addr` on every port (each port its own rotation of the addresses).
    fn read_all(hw: &mut MemoryHarness, addrs: &[usize]) -> Vec<Value> {
        for (k, a) in addrs.iter().enumerate() {
            hw.raddr[k].next = Value::new(64, *a as u64);
        }
        settle(hw);
        hw.rdata.iter().map(|d| d.val()).collect()
    }

    /// Random writes through the port, random reads on 3 ports, against a plain vector; a
    /// write shows on the read ports only after the clock edge.
    #[test]
    fn writes_through_the_port_show_on_every_read_port() {
        for (words, width) in [(8, 16), (5, 67), (1, 3), (12, 130)] {
            let mut rng = StdRng::seed_from_u64((words * 100 + width) as u64);
            let mut hw = start(MemoryHarness::new(words, width, 3));
            let mut model = vec![Value::zero(width); words];
            for t in 0..400 {
                let addr = rng.gen_range(0..words);
                let b: Vec<bool> = (0..width).map(|_| rng.r#gen()).collect();
                let data = Value::from_bits(&b);
                hw.we.next = Value::new(1, u64::from(rng.gen_bool(0.5)));
                hw.waddr.next = Value::new(64, addr as u64);
                hw.wdata.next = data;
                let addrs: Vec<usize> = (0..3).map(|_| rng.gen_range(0..words)).collect();
                let got = read_all(&mut hw, &addrs);
                for (k, a) in addrs.iter().enumerate() {
                    assert_eq!(got[k], model[*a], "{words}x{width} t {t} port {k} addr {a}");
                }
                if hw.we.val().any() {
                    model[addr] = data;
                }
                clock_edge(&mut hw, false);
            }
            for (a, w) in model.iter().enumerate() {
                assert_eq!(hw.mem.word(a), *w, "{words}x{width} word {a}");
            }
        }
    }

    /// 5 words need 3 address bits: addresses 5 to 7 read 0 and a write there changes nothing.
    #[test]
    fn addresses_past_the_last_word_read_zero() {
        let mut hw = start(MemoryHarness::new(5, 8, 3));
        for a in 0..5 {
            write(&mut hw, a, Value::new(8, 0xa0 + a as u64));
        }
        write(&mut hw, 6, Value::new(8, 0xff));
        assert_eq!(
            read_all(&mut hw, &[5, 6, 7]),
            vec![Value::zero(8); 3],
            "past the end"
        );
        let got = read_all(&mut hw, &[4, 0, 2]);
        assert_eq!(
            got.iter().map(|v| v.to_u64()).collect::<Vec<_>>(),
            vec![0xa4, 0xa0, 0xa2]
        );
        for a in 0..5 {
            assert_eq!(hw.mem.word(a).to_u64(), 0xa0 + a as u64, "word {a} kept");
        }
    }

    /// Staged writes do not show until a commit copies the whole staged bank at the edge; a
    /// staged write in the commit's own cycle waits for the next commit.
    #[test]
    fn staged_writes_show_after_the_commit() {
        let mut hw = start(MemoryHarness::new(4, 8, 2));
        for a in 0..4 {
            write(&mut hw, a, Value::new(8, 0x10 + a as u64));
        }
        hw.stage.next = Value::new(1, 1);
        for a in 0..4 {
            write(&mut hw, a, Value::new(8, 0x20 + a as u64));
        }
        assert_eq!(
            read_all(&mut hw, &[0, 3])[1].to_u64(),
            0x13,
            "staged, not read"
        );
        hw.commit.next = Value::new(1, 1);
        write(&mut hw, 1, Value::new(8, 0x31));
        hw.commit.next = Value::new(1, 0);
        let got = read_all(&mut hw, &[1, 3]);
        assert_eq!(
            (got[0].to_u64(), got[1].to_u64()),
            (0x21, 0x23),
            "committed"
        );
        hw.commit.next = Value::new(1, 1);
        clock_edge(&mut hw, false);
        assert_eq!(
            read_all(&mut hw, &[1, 0])[0].to_u64(),
            0x31,
            "the later write"
        );
    }

    /// Reset leaves the contents alone (they have no reset: the boot loader writes them).
    #[test]
    fn reset_keeps_the_contents() {
        let mut hw = start(MemoryHarness::new(4, 8, 2));
        write(&mut hw, 3, Value::new(8, 0x5a));
        clock_edge(&mut hw, true);
        assert_eq!(read_all(&mut hw, &[3, 0])[0].to_u64(), 0x5a);
    }

    /// `Staging::Banks`: a commit swaps the banks, so the staged bank then holds the old
    /// words, and a write in the commit's cycle, staged or not, is dropped; a whole image
    /// staged before each commit reads as with `Staging::Copy`.
    #[test]
    fn banks_swap_at_the_commit() {
        let mut hw = start(MemoryHarness::staged(4, 8, 2, Staging::Banks));
        for a in 0..4 {
            write(&mut hw, a, Value::new(8, 0x10 + a as u64));
        }
        hw.stage.next = Value::new(1, 1);
        for a in 0..4 {
            write(&mut hw, a, Value::new(8, 0x20 + a as u64));
        }
        assert_eq!(
            read_all(&mut hw, &[3, 0])[0].to_u64(),
            0x13,
            "staged, not read"
        );
        hw.commit.next = Value::new(1, 1);
        write(&mut hw, 1, Value::new(8, 0x31));
        hw.commit.next = Value::new(1, 0);
        let got = read_all(&mut hw, &[1, 3]);
        assert_eq!((got[0].to_u64(), got[1].to_u64()), (0x21, 0x23), "swapped");
        // The old words are now the staged bank: a commit without staging brings them back.
        hw.commit.next = Value::new(1, 1);
        clock_edge(&mut hw, false);
        hw.commit.next = Value::new(1, 0);
        assert_eq!(
            read_all(&mut hw, &[1, 0])[0].to_u64(),
            0x11,
            "the write was dropped"
        );
        // A write without `stage` goes to the bank read, whichever it is.
        hw.stage.next = Value::new(1, 0);
        write(&mut hw, 2, Value::new(8, 0x42));
        assert_eq!(read_all(&mut hw, &[2, 0])[0].to_u64(), 0x42);
    }

    /// Both stagings against their own Verilog in Icarus, every read port every cycle, under
    /// random writes, staging and commits (a commit every few cycles, so writes meet commits)
    /// after a write of every word of both banks,
    /// for a power-of-two word count and another; a Banks memory whose commit no longer
    /// swaps is caught.
    #[test]
    fn both_stagings_match_their_verilog_in_icarus() {
        use crate::hdl::rtl::block_cosim::{Recorder, replay_in_icarus, replay_verilog_in_icarus};
        use crate::hdl::rtl::check::scratch;
        for staging in [Staging::Copy, Staging::Banks] {
            for (words, width) in [(8, 7), (5, 12)] {
                let mut rng = StdRng::seed_from_u64(words as u64 * 7 + width as u64);
                let mut hw = start(MemoryHarness::staged(words, width, 3, staging));
                let design = emit(&hw);
                let mut rec = Recorder::without_reset(&hw);
                // Both banks written first, as the boot and a reload do (the words have no
                // reset: Icarus starts them unknown).
                for (stage, a) in (0..2).flat_map(|s| (0..words).map(move |a| (s, a))) {
                    hw.we.next = Value::new(1, 1);
                    hw.waddr.next = Value::new(64, a as u64);
                    hw.wdata.next = Value::new(width, (stage * 64 + a) as u64);
                    hw.stage.next = Value::new(1, stage as u64);
                    rec.cycle(&mut hw, false);
                }
                for _ in 0..300 {
                    let b: Vec<bool> = (0..width).map(|_| rng.r#gen()).collect();
                    hw.we.next = Value::new(1, u64::from(rng.gen_bool(0.7)));
                    hw.waddr.next =
                        Value::new(64, rng.gen_range(0..1u64 << Memory::address_bits(words)));
                    hw.wdata.next = Value::from_bits(&b);
                    hw.stage.next = Value::new(1, u64::from(rng.gen_bool(0.5)));
                    hw.commit.next = Value::new(1, u64::from(rng.gen_bool(0.15)));
                    for a in &mut hw.raddr {
                        a.next = Value::new(64, rng.gen_range(0..words as u64 + 2));
                    }
                    rec.cycle(&mut hw, false);
                }
                let label = format!("{staging:?} {words}x{width}");
                let dir = scratch(&format!("rtl-memory-{label}").replace(' ', "-"));
                let report = replay_in_icarus(&design, &rec.vectors, &dir).unwrap();
                assert_eq!(
                    (report.cycles, report.mismatches.len()),
                    (rec.vectors.cycles(), 0),
                    "{label}: {:?}",
                    report.mismatches.first()
                );
                if staging == Staging::Banks {
                    let verilog = design.verilog();
                    let stuck = verilog.replace("bank <= !bank;", "bank <= bank;");
                    assert_ne!(stuck, verilog, "the planted text is not in the memory");
                    let r =
                        replay_verilog_in_icarus(&stuck, design.top(), &rec.vectors, &dir).unwrap();
                    assert!(!r.mismatches.is_empty(), "{label}: a stuck bank not caught");
                }
            }
        }
    }

    #[test]
    fn the_memory_is_a_module_of_its_own_with_its_widths() {
        let d = emit(&MemoryHarness::new(5, 67, 3));
        let m = d
            .module("ftr_test_memory")
            .expect("memory module")
            .text
            .clone();
        assert!(m.contains("reg [66:0] words_mem [0:4];"), "{m}");
        assert!(m.contains("input wire [2:0] read_addr__2"), "{m}");
        assert!(m.contains("output wire [66:0] read_data__2"), "{m}");
        assert!(m.contains("(read_addr__2 < 3'd5)"), "{m}");
        let top = d.module("ftr_memory_harness").expect("top").text.clone();
        assert!(top.contains("ftr_test_memory mem ("), "{top}");
        assert!(top.contains(".clock(clock)"), "{top}");
        assert!(!top.contains("reset"), "no register, no reset: {top}");
    }
}

#[cfg(test)]
mod tool_tests {
    use super::MemoryHarness;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::emit;

    /// Yosys, Icarus and Verilator accept a memory of a power-of-two word count and one of
    /// another. The harness names its field `mem` on purpose: when the memory's array was
    /// also called `mem`, Verilator warned VARHIDDEN (state.rs now names it `words_mem`).
    #[test]
    fn the_tools_accept_a_memory_block() {
        let tmp = scratch("rtl-memory");
        for (words, width, ports) in [(8, 16, 2), (5, 67, 3)] {
            let dir = tmp.join(format!("m{words}x{width}"));
            let report =
                check_with_tools(&emit(&MemoryHarness::new(words, width, ports)), &dir).unwrap();
            eprintln!(
                "memory {words}x{width}, {ports} read ports: {} flip-flops, {} cells",
                report.synth.flip_flops, report.synth.cells
            );
            // No memory library: Yosys maps the words to flip-flops, one per bit of each bank.
            assert_eq!(report.synth.flip_flops, 2 * words * width);
        }
    }
}
