//! Round-robin arbiter in rust-hdl, the twin of `router::arbiter::RoundRobinArbiter`.
//!
//! ```text
//!            ┌───────────────────────────────┐
//!  req[N] ──►│ mask = thermometer(ptr)       │──► grant       (N bits, one-hot)
//!            │ first of req & mask, else     │──► grant_index (IW bits)
//!  advance ─►│ first of req                  │──► valid
//!  clock ───►│ ptr reg ◄── grant_index + 1   │──► ptr         (IW bits)
//!            └───────────────────────────────┘
//! ```
//! Registers: `ptr` (IW = clog2 N bits, reset 0), the requester considered first. It moves
//! past the winner at the clock edge only when `advance` says the grant was used, as the
//! router calls the native `advance` only for grants that moved a flit.
//!
//! Const generics: N requesters (at least 2), IW = clog2(N) (checked in `new`; stable Rust
//! cannot compute one const generic from another).

use super::prelude::*;
use super::sim::Clocked;
use crate::router::bits::clog2;

#[derive(LogicBlock)]
pub struct HdlRoundRobinArbiter<const N: usize, const IW: usize> {
    /// Request vector (N bits): bit i set when requester i asks.
    pub req: Signal<In, Bits<N>>,
    /// The grant of this cycle was used: move the pointer past the winner at the edge.
    pub advance: Signal<In, Bit>,
    /// Clock; the pointer changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// One-hot grant (N bits); zero when nobody asks.
    pub grant: Signal<Out, Bits<N>>,
    /// Index of the granted requester (IW bits); 0 when nobody asks.
    pub grant_index: Signal<Out, Bits<IW>>,
    /// Somebody was granted (req is not zero).
    pub valid: Signal<Out, Bit>,
    /// The pointer register (IW bits), for waveforms and lockstep checks.
    pub ptr: Signal<Out, Bits<IW>>,
    ptr_reg: DFF<Bits<IW>>,
    /// N - 1: the index after which the pointer wraps to 0.
    last: Constant<Bits<IW>>,
    /// Requesters at or above the pointer.
    mask: Signal<Local, Bits<N>>,
    /// Requests at or above the pointer.
    high: Signal<Local, Bits<N>>,
    /// A winner was found (scans go upward; the first set bit wins).
    found: Signal<Local, Bit>,
}

impl<const N: usize, const IW: usize> HdlRoundRobinArbiter<N, IW> {
    pub fn new() -> Self {
        assert!(N >= 2, "an arbiter needs at least 2 requesters");
        assert_eq!(IW, clog2(N) as usize, "IW must be clog2(N)");
        HdlRoundRobinArbiter {
            req: Default::default(),
            advance: Default::default(),
            clock: Default::default(),
            grant: Default::default(),
            grant_index: Default::default(),
            valid: Default::default(),
            ptr: Default::default(),
            ptr_reg: Default::default(),
            last: Constant::new((N - 1).to_bits()),
            mask: Default::default(),
            high: Default::default(),
            found: Default::default(),
        }
    }
}

impl<const N: usize, const IW: usize> Default for HdlRoundRobinArbiter<N, IW> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize, const IW: usize> Logic for HdlRoundRobinArbiter<N, IW> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ptr_reg);
        self.ptr.next = self.ptr_reg.q.val();
        self.mask.next = 0.into();
        for i in 0..N {
            if self.ptr_reg.q.val().index() <= i {
                self.mask.next = self.mask.val().replace_bit(i, true);
            }
        }
        self.grant.next = 0.into();
        self.grant_index.next = 0.into();
        self.found.next = false;
        // (Verilog cannot index an expression: `high` names req & mask.)
        self.high.next = self.req.val() & self.mask.val();
        // First requester at or above the pointer ...
        for i in 0..N {
            if self.high.val().get_bit(i) & !self.found.val() {
                self.grant.next = self.grant.val().replace_bit(i, true);
                self.grant_index.next = i.to_bits();
                self.found.next = true;
            }
        }
        // ... else the first requester from 0 (the scan wraps around).
        for i in 0..N {
            if self.req.val().get_bit(i) & !self.found.val() {
                self.grant.next = self.grant.val().replace_bit(i, true);
                self.grant_index.next = i.to_bits();
                self.found.next = true;
            }
        }
        self.valid.next = self.found.val();
        if self.advance.val() & self.found.val() {
            if self.grant_index.val() == self.last.val() {
                self.ptr_reg.d.next = 0.into();
            } else {
                self.ptr_reg.d.next = self.grant_index.val() + 1;
            }
        }
    }
}

impl<const N: usize, const IW: usize> Clocked for HdlRoundRobinArbiter<N, IW> {
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{clock_edge, settle, start};
    use crate::router::arbiter::RoundRobinArbiter;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Drive both arbiters with `stimulus(cycle) -> (req, advance)`, comparing every output
    /// and the pointer every cycle.
    fn lockstep<const N: usize, const IW: usize>(
        cycles: usize,
        mut stimulus: impl FnMut(usize) -> (u64, bool),
    ) {
        let mut hw = start(HdlRoundRobinArbiter::<N, IW>::new());
        let mut sw = RoundRobinArbiter::default();
        for t in 0..cycles {
            let (req, advance) = stimulus(t);
            hw.req.next = req.to_bits();
            hw.advance.next = advance;
            settle(&mut hw);
            let g = sw.grant(req, N);
            assert_eq!(hw.ptr.val().index(), sw.ptr as usize, "cycle {t}: ptr");
            assert_eq!(hw.valid.val(), g.is_some(), "cycle {t}: valid, req {req:b}");
            assert_eq!(
                hw.grant.val().to_u64(),
                g.map_or(0, |g| 1 << g),
                "cycle {t}: grant, req {req:b}"
            );
            assert_eq!(hw.grant_index.val().index(), g.unwrap_or(0), "cycle {t}");
            clock_edge(&mut hw);
            if let (true, Some(g)) = (advance, g) {
                sw.advance(g, N);
            }
        }
    }

    #[test]
    fn random_requests_match_the_native_arbiter() {
        let mut rng = StdRng::seed_from_u64(6);
        // Sparse and dense phases, advance mostly but not always.
        lockstep::<5, 3>(4000, |t| {
            let density = [0.2, 0.5, 0.9][t / 500 % 3];
            let req = (0..5).fold(0, |m, i| m | u64::from(rng.gen_bool(density)) << i);
            (req, rng.gen_bool(0.8))
        });
        let mut rng = StdRng::seed_from_u64(7);
        lockstep::<8, 3>(3000, |_| (rng.gen_range(0..256), rng.gen_bool(0.5)));
        let mut rng = StdRng::seed_from_u64(8);
        lockstep::<2, 1>(1000, |_| (rng.gen_range(0..4), rng.gen_bool(0.5)));
    }

    #[test]
    fn directed_patterns_match_the_native_arbiter() {
        // Everyone asks: strict rotation. One requester: it always wins. No advance: frozen.
        lockstep::<5, 3>(50, |_| (0b11111, true));
        lockstep::<5, 3>(20, |t| (1 << (t % 5), true));
        lockstep::<5, 3>(20, |_| (0b10110, false));
        // Every request vector at every pointer position (the pointer walks with `advance`).
        lockstep::<4, 2>(4 * 16 * 2, |t| ((t / 2 % 16) as u64, t % 2 == 1));
    }

    #[test]
    fn the_pointer_moves_only_when_the_grant_is_used() {
        let mut hw = start(HdlRoundRobinArbiter::<4, 2>::new());
        hw.req.next = 0b0110.into();
        settle(&mut hw);
        assert_eq!(hw.grant_index.val().index(), 1);
        clock_edge(&mut hw);
        assert_eq!(hw.ptr.val().index(), 0, "no advance: pointer kept");
        hw.advance.next = true;
        settle(&mut hw);
        clock_edge(&mut hw);
        assert_eq!(hw.ptr.val().index(), 2, "past the winner");
        assert_eq!(hw.grant_index.val().index(), 2);
    }
}
