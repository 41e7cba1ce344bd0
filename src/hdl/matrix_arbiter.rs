//! Matrix arbiter in rust-hdl, the twin of `router::matrix_arbiter::MatrixArbiter` (least
//! recently granted; Dally and Towles, section 18.4).
//!
//! ```text
//!            ┌──────────────────────────────────────┐
//!  req[N] ──►│ beaten = OR of row[j] over asking j   │──► grant       (N bits, one-hot)
//!            │ grant  = req & ~beaten                │──► grant_index (IW bits)
//!  advance ─►│ on advance: row[winner] = 0,          │──► valid
//!  clock ───►│   row[j] |= grant for the others      │──► row[N]      (N bits each)
//!            └──────────────────────────────────────┘
//! ```
//! Registers: `row[i]` (N bits each, N x N flip-flops as the native model stores them), bit
//! j set when i beats j; reset: i beats every j > i. The matrix is a strict total order, so
//! `req & ~beaten` has exactly one bit when anybody asks. It changes at the clock edge only
//! when `advance` says the grant was used.
//!
//! Const generics: N requesters (2 to 64), IW = clog2(N) (checked in `new`).

use super::prelude::*;
use super::sim::Clocked;
use crate::router::bits::clog2;
use crate::router::matrix_arbiter::MatrixArbiter;

#[derive(LogicBlock)]
pub struct HdlMatrixArbiter<const N: usize, const IW: usize> {
    /// Request vector (N bits): bit i set when requester i asks.
    pub req: Signal<In, Bits<N>>,
    /// The grant of this cycle was used: the winner drops below everyone at the edge.
    pub advance: Signal<In, Bit>,
    /// Clock; the matrix changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// One-hot grant (N bits); zero when nobody asks.
    pub grant: Signal<Out, Bits<N>>,
    /// Index of the granted requester (IW bits); 0 when nobody asks.
    pub grant_index: Signal<Out, Bits<IW>>,
    /// Somebody was granted.
    pub valid: Signal<Out, Bit>,
    /// The matrix rows (N bits each), for waveforms and lockstep checks.
    pub row: [Signal<Out, Bits<N>>; N],
    rows: [DFFWithInit<Bits<N>>; N],
    /// Requesters beaten by some other requester.
    beaten: Signal<Local, Bits<N>>,
}

impl<const N: usize, const IW: usize> HdlMatrixArbiter<N, IW> {
    pub fn new() -> Self {
        assert!((2..=64).contains(&N), "2 to 64 requesters");
        assert_eq!(IW, clog2(N) as usize, "IW must be clog2(N)");
        // The reset matrix is the native one's.
        let reset = MatrixArbiter::new(N);
        HdlMatrixArbiter {
            req: Default::default(),
            advance: Default::default(),
            clock: Default::default(),
            grant: Default::default(),
            grant_index: Default::default(),
            valid: Default::default(),
            row: std::array::from_fn(|_| Default::default()),
            rows: std::array::from_fn(|i| DFFWithInit::new(reset.rows[i].to_bits())),
            beaten: Default::default(),
        }
    }
}

impl<const N: usize, const IW: usize> Default for HdlMatrixArbiter<N, IW> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize, const IW: usize> Logic for HdlMatrixArbiter<N, IW> {
    #[hdl_gen]
    fn update(&mut self) {
        self.beaten.next = 0.into();
        for j in 0..N {
            self.rows[j].clock.next = self.clock.val();
            self.rows[j].d.next = self.rows[j].q.val();
            self.row[j].next = self.rows[j].q.val();
            if self.req.val().get_bit(j) {
                self.beaten.next = self.beaten.val() | self.rows[j].q.val();
            }
        }
        self.grant.next = self.req.val() & !self.beaten.val();
        self.valid.next = self.grant.val().any();
        self.grant_index.next = 0.into();
        for i in 0..N {
            if self.grant.val().get_bit(i) {
                self.grant_index.next = i.to_bits();
            }
        }
        if self.advance.val() & self.valid.val() {
            for j in 0..N {
                if self.grant.val().get_bit(j) {
                    self.rows[j].d.next = 0.into();
                } else {
                    self.rows[j].d.next = self.rows[j].q.val() | self.grant.val();
                }
            }
        }
    }
}

impl<const N: usize, const IW: usize> Clocked for HdlMatrixArbiter<N, IW> {
    fn clock_mut(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::sim::{clock_edge, settle, start};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Drive both arbiters with `stimulus(cycle) -> (req, advance)`, comparing every output
    /// and every matrix row every cycle.
    fn lockstep<const N: usize, const IW: usize>(
        cycles: usize,
        mut stimulus: impl FnMut(usize) -> (u64, bool),
    ) {
        let mut hw = start(HdlMatrixArbiter::<N, IW>::new());
        let mut sw = MatrixArbiter::new(N);
        for t in 0..cycles {
            let (req, advance) = stimulus(t);
            hw.req.next = req.to_bits();
            hw.advance.next = advance;
            settle(&mut hw);
            for (i, row) in hw.row.iter().enumerate() {
                assert_eq!(row.val().to_u64(), sw.rows[i], "cycle {t}: row {i}");
            }
            let g = sw.grant(req, N);
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
        let mut rng = StdRng::seed_from_u64(16);
        lockstep::<5, 3>(4000, |t| {
            let density = [0.2, 0.5, 0.9][t / 500 % 3];
            let req = (0..5).fold(0, |m, i| m | u64::from(rng.gen_bool(density)) << i);
            (req, rng.gen_bool(0.8))
        });
        let mut rng = StdRng::seed_from_u64(17);
        lockstep::<8, 3>(2000, |_| (rng.gen_range(0..256), rng.gen_bool(0.5)));
        let mut rng = StdRng::seed_from_u64(18);
        lockstep::<2, 1>(500, |_| (rng.gen_range(0..4), rng.gen_bool(0.5)));
    }

    #[test]
    fn directed_patterns_match_the_native_arbiter() {
        lockstep::<5, 3>(50, |_| (0b11111, true));
        lockstep::<5, 3>(20, |t| (1 << (4 - t % 5), true));
        lockstep::<5, 3>(20, |_| (0b10110, false));
        lockstep::<4, 2>(4 * 16 * 2, |t| ((t / 2 % 16) as u64, t % 2 == 1));
    }

    #[test]
    fn the_winner_drops_to_last_place() {
        let mut hw = start(HdlMatrixArbiter::<3, 2>::new());
        hw.req.next = 0b111.into();
        hw.advance.next = true;
        settle(&mut hw);
        let mut order = vec![];
        for _ in 0..6 {
            order.push(hw.grant_index.val().index());
            clock_edge(&mut hw);
        }
        assert_eq!(order, vec![0, 1, 2, 0, 1, 2]);
    }
}
