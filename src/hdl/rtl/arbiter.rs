//! Round-robin arbiter over N requesters, N chosen at run time; the twin of
//! `router::arbiter::RoundRobinArbiter`.
//!
//! ```text
//!              ┌───────────────────────────────┐
//!  req[N] ────►│ mask = all << ptr             │──► grant       (N bits, one-hot)
//!  urgent[N] ─►│ first of req & mask, else of  │──► grant_index (clog2 N bits)
//!  advance ───►│ req (both found at once)      │──► valid
//!              │ ptr reg ◄── grant_index + 1   │
//!              └───────────────────────────────┘
//! ```
//! Register: `ptr` (clog2 N bits, reset 0), the requester considered first. It moves past the
//! winner at the clock edge only when `advance` says the grant was used. The mask is a shift
//! of a constant by the pointer (ready early: it reads a register), and the first requester
//! at or above the pointer and the first of all are found side by side, each bit by a prefix
//! OR of the requests below it, so no carry chain (`x & -x`) waits for the requests and the
//! fallback does not wait for the first search: the request-to-grant path is a few gates deep.
//! `urgent` marks requests served first when there are any (VA's priority requests): the
//! same two searches run over the urgent requests beside those over all of them, and the
//! four results are chosen by which found one, rather than the urgent requests replacing
//! the others in front of the arbiter (the same grant, two gates less deep). Only an arbiter
//! made with `prioritized` has that logic (parameter `prioritized`); the others ignore
//! `urgent`, and synthesis removes the searches even when it keeps the hierarchy.

use rust_hdl_core::prelude::*;

use super::{ModuleKind, Param, Reg, Value, Wire};
/// The blocks take the index width from here, beside the arbiters that first needed it.
pub use crate::bits::index_bits;

#[derive(LogicBlock)]
pub struct RoundRobin {
    kind: ModuleKind,
    /// Bit i set when requester i asks (N bits).
    pub req: Wire<In>,
    /// The requests served first when there are any (a subset of `req` counts).
    pub urgent: Wire<In>,
    /// The grant of this cycle was used: move the pointer past the winner at the edge.
    pub advance: Signal<In, Bit>,
    /// One-hot grant (N bits); zero when nobody asks.
    pub grant: Wire<Out>,
    /// Index of the granted requester; 0 when nobody asks.
    pub grant_index: Wire<Out>,
    /// Somebody was granted.
    pub valid: Signal<Out, Bit>,
    ptr: Reg,
    /// N - 1: the index after which the pointer wraps to 0.
    last: Param,
    /// N ones.
    all: Param,
    /// Urgent requests are served first (else `urgent` is ignored).
    prioritized: Param,
    /// Per bit b of an index: the requesters whose index has bit b set (the encoder's masks).
    index_bit: Vec<Param>,
    mask: Wire<Local>,
    pool: Wire<Local>,
    /// The urgent requests, and those of them at or above the pointer.
    hot_req: Wire<Local>,
    hot_pool: Wire<Local>,
    /// The first of `pool`, of `req`, of `hot_pool` and of `hot_req` (one-hot), and the
    /// prefix ORs below bit i.
    first_pool: Wire<Local>,
    first_req: Wire<Local>,
    first_hot_pool: Wire<Local>,
    first_hot_req: Wire<Local>,
    below_pool: Signal<Local, Bit>,
    below_req: Signal<Local, Bit>,
    below_hot_pool: Signal<Local, Bit>,
    below_hot_req: Signal<Local, Bit>,
    _n: usize,
    _index_bits: usize,
}

impl RoundRobin {
    /// An arbiter over `n` requesters that ignores `urgent`.
    pub fn new(n: usize) -> RoundRobin {
        RoundRobin::with_priority(n, false)
    }

    /// An arbiter over `n` requesters that serves `urgent` requests first.
    pub fn prioritized(n: usize) -> RoundRobin {
        RoundRobin::with_priority(n, true)
    }

    fn with_priority(n: usize, prioritized: bool) -> RoundRobin {
        assert!(n >= 2, "an arbiter needs at least 2 requesters");
        let iw = index_bits(n);
        RoundRobin {
            kind: ModuleKind::new(
                "ftr_rr_arbiter",
                "Round-robin arbiter: grants the first requester at or after ptr, wrapping;\n\
                 ptr moves past the winner when advance says the grant was used.",
            ),
            req: Wire::new(n),
            urgent: Wire::new(n),
            advance: Default::default(),
            grant: Wire::new(n),
            grant_index: Wire::new(iw),
            valid: Default::default(),
            ptr: Reg::new(iw, 0),
            last: Param::new(iw, n as u64 - 1),
            all: Param::of(!Value::zero(n)),
            prioritized: Param::new(1, u64::from(prioritized)),
            index_bit: (0..iw)
                .map(|b| {
                    Param::of(Value::from_bits(
                        &(0..n).map(|i| i >> b & 1 == 1).collect::<Vec<_>>(),
                    ))
                })
                .collect(),
            mask: Wire::new(n),
            pool: Wire::new(n),
            hot_req: Wire::new(n),
            hot_pool: Wire::new(n),
            first_pool: Wire::new(n),
            first_req: Wire::new(n),
            first_hot_pool: Wire::new(n),
            first_hot_req: Wire::new(n),
            below_pool: Default::default(),
            below_req: Default::default(),
            below_hot_pool: Default::default(),
            below_hot_req: Default::default(),
            _n: n,
            _index_bits: iw,
        }
    }

    /// The pointer register (for lockstep checks and waveforms).
    pub fn ptr(&self) -> usize {
        self.ptr.q.val().index()
    }
}

crate::stateful!(RoundRobin: ptr);

impl Logic for RoundRobin {
    #[hdl_gen]
    fn update(&mut self) {
        self.ptr.d.next = self.ptr.q.val();
        // The requesters at or above the pointer (a thermometer mask); the first of them, and
        // the first of all requesters (the scan wraps around), side by side.
        self.mask.next = self.all.val() << self.ptr.q.val();
        self.pool.next = self.req.val() & self.mask.val();
        self.hot_req.next = self.req.val() & self.urgent.val();
        self.hot_pool.next = self.pool.val() & self.urgent.val();
        self.first_pool.next = 0.into();
        self.first_req.next = 0.into();
        self.first_hot_pool.next = 0.into();
        self.first_hot_req.next = 0.into();
        self.below_pool.next = false;
        self.below_req.next = false;
        self.below_hot_pool.next = false;
        self.below_hot_req.next = false;
        for i in 0..self._n {
            self.first_hot_pool.next = self.first_hot_pool.val().replace_bit(
                i,
                self.hot_pool.val().get_bit(i) & !self.below_hot_pool.val(),
            );
            self.first_hot_req.next = self
                .first_hot_req
                .val()
                .replace_bit(i, self.hot_req.val().get_bit(i) & !self.below_hot_req.val());
            self.below_hot_pool.next = self.below_hot_pool.val() | self.hot_pool.val().get_bit(i);
            self.below_hot_req.next = self.below_hot_req.val() | self.hot_req.val().get_bit(i);
            self.first_pool.next = self
                .first_pool
                .val()
                .replace_bit(i, self.pool.val().get_bit(i) & !self.below_pool.val());
            self.first_req.next = self
                .first_req
                .val()
                .replace_bit(i, self.req.val().get_bit(i) & !self.below_req.val());
            self.below_pool.next = self.below_pool.val() | self.pool.val().get_bit(i);
            self.below_req.next = self.below_req.val() | self.req.val().get_bit(i);
        }
        self.grant.next = self.first_req.val();
        if self.below_pool.val() {
            self.grant.next = self.first_pool.val();
        }
        if self.prioritized.val().any() & self.below_hot_req.val() {
            self.grant.next = self.first_hot_req.val();
        }
        if self.prioritized.val().any() & self.below_hot_pool.val() {
            self.grant.next = self.first_hot_pool.val();
        }
        self.valid.next = self.req.val().any();
        self.grant_index.next = 0.into();
        for b in 0..self._index_bits {
            self.grant_index.next = self
                .grant_index
                .val()
                .replace_bit(b, (self.grant.val() & self.index_bit[b].val()).any());
        }
        if self.advance.val() & self.valid.val() {
            self.ptr.d.next = self.grant_index.val() + 1;
            if self.grant_index.val() == self.last.val() {
                self.ptr.d.next = 0.into();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::{Value, clock_edge, emit, settle, start};
    use crate::router::arbiter::RoundRobinArbiter;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    fn lockstep(n: usize, cycles: usize, mut stimulus: impl FnMut(usize) -> (u64, u64, bool)) {
        let mut hw = start(RoundRobin::prioritized(n));
        let mut sw = RoundRobinArbiter::default();
        for t in 0..cycles {
            let (req, urgent, advance) = stimulus(t);
            hw.req.next = Value::new(n, req);
            hw.urgent.next = Value::new(n, urgent);
            hw.advance.next = advance;
            settle(&mut hw);
            // The native allocators serve the urgent requests alone when there are any.
            let g = sw.grant(if req & urgent != 0 { req & urgent } else { req }, n);
            assert_eq!(hw.ptr(), sw.ptr as usize, "n {n} cycle {t}: ptr");
            assert_eq!(
                hw.valid.val(),
                g.is_some(),
                "n {n} cycle {t}: valid, req {req:b}"
            );
            assert_eq!(
                hw.grant.val().to_u64(),
                g.map_or(0, |g| 1 << g),
                "n {n} cycle {t}"
            );
            assert_eq!(
                hw.grant_index.val().index(),
                g.unwrap_or(0),
                "n {n} cycle {t}"
            );
            clock_edge(&mut hw, false);
            if let (true, Some(g)) = (advance, g) {
                sw.advance(g, n);
            }
        }
    }

    #[test]
    fn one_block_matches_the_native_arbiter_at_every_size() {
        for n in 2..=17 {
            let mut rng = StdRng::seed_from_u64(n as u64);
            let all = (1u64 << n) - 1;
            lockstep(n, 1500, |_| {
                (rng.r#gen::<u64>() & all, 0, rng.gen_bool(0.7))
            });
        }
    }

    #[test]
    fn an_arbiter_without_priorities_ignores_urgent_requests() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut hw = start(RoundRobin::new(6));
        let mut sw = RoundRobinArbiter::default();
        for t in 0..600 {
            let req = rng.r#gen::<u64>() & 0x3f;
            hw.req.next = Value::new(6, req);
            hw.urgent.next = Value::new(6, rng.r#gen::<u64>() & 0x3f);
            hw.advance.next = true;
            settle(&mut hw);
            let g = sw.grant(req, 6);
            assert_eq!(
                hw.grant.val().to_u64(),
                g.map_or(0, |g| 1 << g),
                "cycle {t}"
            );
            clock_edge(&mut hw, false);
            if let Some(g) = g {
                sw.advance(g, 6);
            }
        }
    }

    #[test]
    fn urgent_requests_are_served_first_as_the_native_allocators_serve_them() {
        for n in 2..=17 {
            let mut rng = StdRng::seed_from_u64(100 + n as u64);
            let all = (1u64 << n) - 1;
            // Sparse urgent marks, so that cycles with none, some and all urgent occur.
            lockstep(n, 1500, |_| {
                let urgent = rng.r#gen::<u64>() & rng.r#gen::<u64>() & all;
                (rng.r#gen::<u64>() & all, urgent, rng.gen_bool(0.7))
            });
        }
    }

    #[test]
    fn reset_returns_the_pointer_to_zero() {
        let mut hw = start(RoundRobin::new(5));
        hw.req.next = Value::new(5, 0b11000);
        hw.advance.next = true;
        clock_edge(&mut hw, false);
        assert_eq!(hw.ptr(), 4);
        clock_edge(&mut hw, true);
        assert_eq!(hw.ptr(), 0, "reset value");
    }

    #[test]
    fn widths_in_the_verilog_are_those_of_the_configuration() {
        for (n, iw) in [(3, 2), (5, 3), (11, 4), (16, 4), (17, 5)] {
            let v = emit(&RoundRobin::new(n)).verilog();
            assert!(v.contains(&format!("input wire [{}:0] req", n - 1)), "{v}");
            assert!(
                v.contains(&format!("output reg [{}:0] grant_index", iw - 1)),
                "{v}"
            );
            assert!(v.contains(&format!("reg [{}:0] ptr__q;", iw - 1)), "{v}");
            assert!(v.contains("if (reset) ptr__q <="), "{v}");
        }
    }
}

#[cfg(test)]
mod tool_tests {
    use super::RoundRobin;
    use crate::hdl::rtl::check::{check_with_tools, scratch};
    use crate::hdl::rtl::emit;

    /// Yosys, Icarus and Verilator accept the arbiter at three sizes; the flip-flops are
    /// exactly the pointer's.
    #[test]
    fn the_tools_accept_every_size() {
        let tmp = scratch("rtl-arbiter");
        for (n, ptr_bits) in [(3, 2), (5, 3), (11, 4)] {
            let dir = tmp.join(format!("n{n}"));
            let report = check_with_tools(&emit(&RoundRobin::new(n)), &dir).unwrap();
            assert_eq!(report.synth.flip_flops, ptr_bits, "n {n}");
        }
    }
}
