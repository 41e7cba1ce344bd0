//! Round-robin arbiter: one grant per cycle among N requesters; the pointer moves past the
//! winner, so every steady requester is granted within N rounds (no starvation).
//!
//! ```text
//!  req[N] ──► ┌─────────┐ ──► grant (index)
//!             │ ptr reg │
//!             └─────────┘
//! ```
//! Registers: `ptr` (clog2 N bits), the highest-priority requester.

/// Round-robin arbiter over up to 64 requesters.
#[derive(Clone, Debug, Default)]
pub struct RoundRobinArbiter {
    /// Width: clog2(N). The requester considered first.
    pub ptr: u8,
}

impl RoundRobinArbiter {
    /// Combinational: the winner among `req` (bit i = requester i) of `n` requesters.
    #[inline]
    pub fn grant(&self, req: u64, n: usize) -> Option<usize> {
        if req == 0 {
            return None;
        }
        // Rotate so the pointer is bit 0, take the lowest set bit, rotate back.
        // `advance` keeps the pointer below n, so the division is needed only for a pointer
        // written by hand.
        let p = if (self.ptr as usize) < n {
            self.ptr as usize
        } else {
            self.ptr as usize % n
        };
        let mask = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let high = req & mask & !((1u64 << p) - 1);
        let pick = if high != 0 {
            high.trailing_zeros()
        } else {
            (req & mask).trailing_zeros()
        };
        Some(pick as usize)
    }

    /// Clock edge after a grant: the winner gets the lowest priority next time.
    #[inline]
    pub fn advance(&mut self, winner: usize, n: usize) {
        self.ptr = crate::bits::next_index(winner, n) as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_request_vector_gets_a_one_hot_grant_from_the_pointer_onward() {
        let n = 5;
        for ptr in 0..n {
            for req in 0u64..(1 << n) {
                let arb = RoundRobinArbiter { ptr: ptr as u8 };
                let g = arb.grant(req, n);
                if req == 0 {
                    assert_eq!(g, None);
                    continue;
                }
                let g = g.unwrap();
                assert!(req >> g & 1 == 1, "grant to a non-requester");
                // No requester strictly between ptr and g (cyclically) was skipped.
                let mut i = ptr;
                while i != g {
                    assert!(
                        req >> i & 1 == 0,
                        "ptr {ptr} req {req:b} skipped {i} for {g}"
                    );
                    i = (i + 1) % n;
                }
            }
        }
    }

    #[test]
    fn steady_requesters_are_served_in_turn() {
        let n = 4;
        let mut arb = RoundRobinArbiter::default();
        let mut count = [0; 4];
        for _ in 0..400 {
            let g = arb.grant(0b1111, n).unwrap();
            count[g] += 1;
            arb.advance(g, n);
        }
        assert_eq!(count, [100; 4]);
    }
}

/// The arbiter kind used by a router's allocators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ArbiterKind {
    RoundRobin,
    Matrix,
}

impl std::str::FromStr for ArbiterKind {
    type Err = crate::Error;
    fn from_str(s: &str) -> crate::Result<Self> {
        match s {
            "rr" | "round-robin" => Ok(ArbiterKind::RoundRobin),
            "matrix" => Ok(ArbiterKind::Matrix),
            _ => Err(crate::Error::input(format!(
                "arbiter {s:?}: use rr or matrix"
            ))),
        }
    }
}

/// A bank of arbiters of one kind, each over at most `width` requesters, with their registers
/// in one block: the round-robin pointers a byte each, or the matrices `width` rows each, so
/// that an allocator's arbiters share a cache line or two rather than a heap element each
/// (docs/performance.md, "Copies and cache lines"). Each call names the arbiter and its
/// requesters' count n (<= `width`).
#[derive(Clone, Debug)]
pub struct ArbiterBank {
    kind: ArbiterKind,
    width: usize,
    /// Round robin: arbiter a's pointer (clog2 n bits). Empty for matrices.
    ptr: Box<[u8]>,
    /// Matrix: arbiter a's rows at a * width.. (row i: bit j set when i beats j). Empty for
    /// round robin.
    rows: Box<[u64]>,
}

impl ArbiterBank {
    /// `count` arbiters at reset, over at most `width` requesters each.
    pub fn new(kind: ArbiterKind, count: usize, width: usize) -> Self {
        let (ptr, rows) = match kind {
            ArbiterKind::RoundRobin => (vec![0; count], Vec::new()),
            ArbiterKind::Matrix => {
                let reset: Vec<u64> = super::matrix_arbiter::reset_rows(width).collect();
                (Vec::new(), reset.repeat(count))
            }
        };
        ArbiterBank {
            kind,
            width,
            ptr: ptr.into_boxed_slice(),
            rows: rows.into_boxed_slice(),
        }
    }

    /// Arbiter `a`'s matrix rows.
    fn rows(&self, a: usize) -> &[u64] {
        &self.rows[a * self.width..(a + 1) * self.width]
    }

    /// Combinational: arbiter `a`'s grant among the requests `req` of its n requesters.
    #[inline]
    pub fn grant(&self, a: usize, req: u64, n: usize) -> Option<usize> {
        match self.kind {
            ArbiterKind::RoundRobin => RoundRobinArbiter { ptr: self.ptr[a] }.grant(req, n),
            ArbiterKind::Matrix => super::matrix_arbiter::grant_rows(self.rows(a), req, n),
        }
    }

    /// Clock edge of arbiter `a` after its grant to `winner` was used.
    #[inline]
    pub fn advance(&mut self, a: usize, winner: usize, n: usize) {
        match self.kind {
            ArbiterKind::RoundRobin => {
                let mut arb = RoundRobinArbiter { ptr: self.ptr[a] };
                arb.advance(winner, n);
                self.ptr[a] = arb.ptr;
            }
            ArbiterKind::Matrix => {
                let w = self.width;
                super::matrix_arbiter::advance_rows(&mut self.rows[a * w..(a + 1) * w], winner, n)
            }
        }
    }

    /// Arbiter `a`'s requester first in line: the round-robin pointer, or the matrix's leader.
    pub fn priority(&self, a: usize, n: usize) -> usize {
        match self.kind {
            ArbiterKind::RoundRobin => self.ptr[a] as usize % n.max(1),
            ArbiterKind::Matrix => super::matrix_arbiter::leader_rows(self.rows(a), n),
        }
    }

    /// Round robin: arbiter `a`'s pointer set by hand (a test's starting state).
    #[cfg(test)]
    pub fn set_pointer(&mut self, a: usize, ptr: u8) {
        self.ptr[a] = ptr;
    }
}

#[cfg(test)]
mod bank_tests {
    use super::*;
    use crate::router::matrix_arbiter::tests::MatrixArbiter;

    /// Arbiters of both kinds and different sizes in one bank grant and move exactly as the
    /// same arbiters standing alone, through a long random sequence of requests.
    #[test]
    fn a_bank_behaves_as_its_arbiters_alone() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let sizes = [3usize, 5, 1, 5, 4];
        let width = 5;
        let mut rr = ArbiterBank::new(ArbiterKind::RoundRobin, sizes.len(), width);
        let mut mx = ArbiterBank::new(ArbiterKind::Matrix, sizes.len(), width);
        let mut alone_rr = vec![RoundRobinArbiter::default(); sizes.len()];
        let mut alone_mx: Vec<MatrixArbiter> =
            sizes.iter().map(|&n| MatrixArbiter::new(n)).collect();
        for _ in 0..5000 {
            let a = rng.gen_range(0..sizes.len());
            let n = sizes[a];
            let req = rng.gen_range(0u64..1 << n);
            let (g_rr, g_mx) = (rr.grant(a, req, n), mx.grant(a, req, n));
            assert_eq!(g_rr, alone_rr[a].grant(req, n), "round robin {a} {req:b}");
            assert_eq!(g_mx, alone_mx[a].grant(req, n), "matrix {a} {req:b}");
            assert_eq!(rr.priority(a, n), alone_rr[a].ptr as usize % n);
            assert_eq!(mx.priority(a, n), alone_mx[a].leader(n));
            if let (Some(g), true) = (g_rr, rng.gen_bool(0.7)) {
                rr.advance(a, g, n);
                alone_rr[a].advance(g, n);
            }
            if let (Some(g), true) = (g_mx, rng.gen_bool(0.7)) {
                mx.advance(a, g, n);
                alone_mx[a].advance(g, n);
            }
        }
    }
}
