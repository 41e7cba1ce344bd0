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

/// One arbiter of either kind, behind the same grant / advance interface.
#[derive(Clone, Debug)]
pub enum Arbiter {
    RoundRobin(RoundRobinArbiter),
    Matrix(super::matrix_arbiter::MatrixArbiter),
}

impl Arbiter {
    pub fn new(kind: ArbiterKind, n: usize) -> Self {
        match kind {
            ArbiterKind::RoundRobin => Arbiter::RoundRobin(RoundRobinArbiter::default()),
            ArbiterKind::Matrix => Arbiter::Matrix(super::matrix_arbiter::MatrixArbiter::new(n)),
        }
    }

    #[inline]
    pub fn grant(&self, req: u64, n: usize) -> Option<usize> {
        match self {
            Arbiter::RoundRobin(a) => a.grant(req, n),
            Arbiter::Matrix(a) => a.grant(req, n),
        }
    }

    #[inline]
    pub fn advance(&mut self, winner: usize, n: usize) {
        match self {
            Arbiter::RoundRobin(a) => a.advance(winner, n),
            Arbiter::Matrix(a) => a.advance(winner, n),
        }
    }

    /// The requester first in line: the round-robin pointer, or the matrix's leader.
    pub fn priority(&self, n: usize) -> usize {
        match self {
            Arbiter::RoundRobin(a) => a.ptr as usize % n.max(1),
            Arbiter::Matrix(a) => a.leader(n),
        }
    }
}
