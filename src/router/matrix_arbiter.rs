//! Matrix arbiter (least recently granted; Dally and Towles, section 18.4): one grant per
//! cycle among N requesters, with strong fairness.
//!
//! ```text
//!  req[N] ──► ┌──────────────┐ ──► grant (index)
//!             │ w[N][N] regs │   w[i][j] = 1: i beats j
//!             └──────────────┘
//! ```
//! Registers: the N x N priority matrix (N(N-1)/2 independent bits; stored as N rows of N
//! bits). Requester i wins iff no other requester j has w[j][i] = 1. The winner then drops
//! below everyone: its row is cleared and its column set.
//!
//! The block is the rows plus two functions: `grant_rows` (combinational) and `advance_rows`
//! (the clock edge). The router keeps its matrices in its allocators' banks
//! (`arbiter::ArbiterBank`), which call them; the tests hold the banks to a matrix standing
//! alone, in this file's tests.

/// The rows at reset for up to `n` requesters: lower index first (row i beats every j > i).
pub fn reset_rows(n: usize) -> impl Iterator<Item = u64> {
    assert!(n <= 64, "a request vector holds 64 requesters");
    let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    (0..n).map(move |i| all & !(2u64 << i).wrapping_sub(1))
}

/// Combinational: the requester no other requester beats, among the requests `req` of the
/// `n` requesters whose matrix is `rows`.
#[inline]
pub fn grant_rows(rows: &[u64], req: u64, n: usize) -> Option<usize> {
    (0..n)
        .filter(|&i| req >> i & 1 == 1)
        .find(|&i| (0..n).all(|j| j == i || req >> j & 1 == 0 || rows[j] >> i & 1 == 0))
}

/// Clock edge after a grant of the matrix `rows`: the winner loses to everyone next time.
#[inline]
pub fn advance_rows(rows: &mut [u64], winner: usize, n: usize) {
    for (j, row) in rows.iter_mut().enumerate().take(n) {
        if j != winner {
            *row |= 1 << winner;
        }
    }
    rows[winner] = 0;
}

/// The requester of the matrix `rows` that would win if everyone asked (shown in waveforms).
pub fn leader_rows(rows: &[u64], n: usize) -> usize {
    grant_rows(rows, if n == 64 { u64::MAX } else { (1u64 << n) - 1 }, n).unwrap_or(0)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// One matrix standing alone over its own rows (the tests' reference for the banks).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub(crate) struct MatrixArbiter {
        /// Row i: bit j set when i has priority over j. Reset: lower index first.
        pub rows: Vec<u64>,
    }

    impl MatrixArbiter {
        pub fn new(n: usize) -> Self {
            MatrixArbiter {
                rows: reset_rows(n).collect(),
            }
        }

        pub fn grant(&self, req: u64, n: usize) -> Option<usize> {
            grant_rows(&self.rows, req, n)
        }

        pub fn advance(&mut self, winner: usize, n: usize) {
            advance_rows(&mut self.rows, winner, n)
        }

        pub fn leader(&self, n: usize) -> usize {
            leader_rows(&self.rows, n)
        }
    }

    #[test]
    fn every_request_vector_gets_exactly_one_grant_and_the_order_stays_total() {
        let n = 5;
        let mut arb = MatrixArbiter::new(n);
        // Walk a long deterministic sequence of request vectors, checking each step.
        let mut x = 12345u64;
        for _ in 0..5_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let req = (x >> 33) & 0b11111;
            // The matrix is always a strict total order: exactly one of w[i][j], w[j][i].
            for i in 0..n {
                for j in 0..n {
                    if i != j {
                        assert_ne!(arb.rows[i] >> j & 1, arb.rows[j] >> i & 1, "{i} {j}");
                    }
                }
            }
            match arb.grant(req, n) {
                None => assert_eq!(req, 0),
                Some(g) => {
                    assert!(req >> g & 1 == 1);
                    arb.advance(g, n);
                }
            }
        }
    }

    #[test]
    fn a_waiting_requester_is_served_within_n_grants() {
        let n = 4;
        let mut arb = MatrixArbiter::new(n);
        // Requester 3 (lowest priority at reset) asks continuously; the others too.
        let mut waited = 0;
        loop {
            let g = arb.grant(0b1111, n).unwrap();
            arb.advance(g, n);
            if g == 3 {
                break;
            }
            waited += 1;
        }
        assert!(waited < n);
        // Least recently granted: with everyone asking, grants cycle through all of them.
        let mut seen = vec![];
        for _ in 0..n {
            let g = arb.grant(0b1111, n).unwrap();
            arb.advance(g, n);
            seen.push(g);
        }
        seen.sort();
        assert_eq!(seen, vec![0, 1, 2, 3]);
    }
}
