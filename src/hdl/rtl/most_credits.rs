//! VA's adaptive choice: the candidate output VCs (free, open to adaptive requests, on a port
//! of the route's mask, of the multicast layer when the route has one), and among them the
//! one with the most credits, the first on ties. Combinational, no registers. The twin of the scan in
//! `router::vc_allocator::VaRequestSide::choose_output_vc`.
//!
//! ```text
//!              ┌────────────────────────────────────────────────┐
//!  route, ok ─►│ cand[o]  = free, adaptive, on the mask, layer   │──► found (a candidate)
//!              │ reach[l] = some candidate has >= l + 1 credits  │
//!  credits ───►│ top[o]   = candidate o has every reached level  │──► best (clog2 N bits:
//!   (N x CB)   │ best     = the first of top                     │    the first of top)
//!              └────────────────────────────────────────────────┘
//! ```
//! N output VCs, each with its counter's `at_least` code (CB = D + 1 bits: bit l, at least l
//! credits; output VC o at bit o x CB), D credit levels. A scan that keeps the best so far
//! compares every candidate with the one before it: a chain of N comparators, the router's
//! longest path. Here no comparison waits for another: the levels some candidate reaches are
//! an OR per level of the codes' bits, the candidates at the highest reached level an AND per
//! candidate, the first of them a prefix OR, for a depth of a few gates.

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Param, Wire};
use crate::hdl::shape::{OutputShape, RouterShape};

/// Per output VC its port as a `ports`-bit one-hot (0 for the ejection port's VCs).
pub(super) fn port_hot(outs: &[OutputShape], ports: usize) -> Vec<Param> {
    outs.iter()
        .map(|o| Param::new(ports, if o.sink { 0 } else { 1 << o.port }))
        .collect()
}

#[derive(LogicBlock)]
pub struct MostCredits {
    kind: ModuleKind,
    /// The route's output mask (P bits), whether it keeps to a layer and which (4 bits); per
    /// output VC (N bits): free for a head, open to adaptive requests.
    pub mask: Wire<In>,
    pub layered: Signal<In, Bit>,
    pub layer: Wire<In>,
    pub free: Wire<In>,
    pub adaptive_ok: Wire<In>,
    /// Every output VC's credits, packed (N x CB bits).
    pub credits: Wire<In>,
    /// Some candidate; the first candidate with the most credits (clog2 N bits).
    pub found: Signal<Out, Bit>,
    pub best: Wire<Out>,
    /// Per level l (0..D): l + 1, the bit of the code that says it; per bit b of an index,
    /// the output VCs whose index has it; CB.
    level: Vec<Param>,
    /// Per output VC: its port as a P-bit one-hot (0 for ejection), its VC on the port.
    port_hot: Vec<Param>,
    vc_of: Vec<Param>,
    index_bit: Vec<Param>,
    credit_bits: Param,
    /// The credits shifted down output VC by output VC, and the current one's.
    rest: Wire<Local>,
    cred: Wire<Local>,
    /// The candidates (N bits); the levels some candidate reaches (D bits); the candidates that reach all of them;
    /// the first of those (one-hot), and the prefix OR below it.
    cand: Wire<Local>,
    reach: Wire<Local>,
    top: Wire<Local>,
    top_one: Wire<Local>,
    below: Signal<Local, Bit>,
    _n: usize,
    _depth: usize,
    _index_bits: usize,
}

impl MostCredits {
    /// Over the output VCs of the router of `shape`, whose credits count up to its depth.
    pub fn new(shape: &RouterShape) -> MostCredits {
        let (outs, depth, p) = (&shape.outputs, shape.depth, shape.ports);
        let n = outs.len();
        let cb = depth + 1;
        let nb = index_bits(n);
        let vb = index_bits(shape.vcs);
        MostCredits {
            kind: ModuleKind::new(
                "ftr_most_credits",
                "VA's adaptive choice: the first candidate output VC with the most credits,\n\
                 by credit levels (no chain of comparisons).",
            ),
            mask: Wire::new(p),
            layered: Default::default(),
            layer: Wire::new(4),
            free: Wire::new(n),
            adaptive_ok: Wire::new(n),
            credits: Wire::new(n * cb),
            found: Default::default(),
            best: Wire::new(nb),
            level: (1..=depth).map(Param::fitting).collect(),
            port_hot: port_hot(outs, p),
            vc_of: outs
                .iter()
                .map(|o| Param::new(vb, u64::from(o.vc.get())))
                .collect(),
            index_bit: (0..nb)
                .map(|b| Param::bus((0..n).map(|o| o >> b & 1 == 1)))
                .collect(),
            credit_bits: Param::fitting(cb),
            rest: Wire::new(n * cb),
            cred: Wire::new(cb),
            cand: Wire::new(n),
            reach: Wire::new(depth),
            top: Wire::new(n),
            top_one: Wire::new(n),
            below: Default::default(),
            _n: n,
            _depth: depth,
            _index_bits: nb,
        }
    }
}

impl Logic for MostCredits {
    #[hdl_gen]
    fn update(&mut self) {
        self.cand.next = 0.into();
        for o in 0..self._n {
            self.cand.next = self.cand.val().replace_bit(
                o,
                (self.port_hot[o].val() & self.mask.val()).any()
                    & self.adaptive_ok.val().get_bit(o)
                    & (!self.layered.val() | (self.vc_of[o].val() == self.layer.val()))
                    & self.free.val().get_bit(o),
            );
        }
        self.reach.next = 0.into();
        for l in 0..self._depth {
            self.rest.next = self.credits.val();
            for o in 0..self._n {
                self.cred.next = self.rest.val();
                self.rest.next = self.rest.val() >> self.credit_bits.val();
                if self.cand.val().get_bit(o) & self.cred.val().get_bit(self.level[l].val().index())
                {
                    self.reach.next = self.reach.val().replace_bit(l, true);
                }
            }
        }
        self.top.next = self.cand.val();
        self.rest.next = self.credits.val();
        for o in 0..self._n {
            self.cred.next = self.rest.val();
            self.rest.next = self.rest.val() >> self.credit_bits.val();
            for l in 0..self._depth {
                if self.reach.val().get_bit(l)
                    & !self.cred.val().get_bit(self.level[l].val().index())
                {
                    self.top.next = self.top.val().replace_bit(o, false);
                }
            }
        }
        self.top_one.next = 0.into();
        self.below.next = false;
        for o in 0..self._n {
            self.top_one.next = self
                .top_one
                .val()
                .replace_bit(o, self.top.val().get_bit(o) & !self.below.val());
            self.below.next = self.below.val() | self.top.val().get_bit(o);
        }
        self.found.next = self.cand.val().any();
        self.best.next = 0.into();
        for b in 0..self._index_bits {
            self.best.next = self
                .best
                .val()
                .replace_bit(b, (self.top_one.val() & self.index_bit[b].val()).any());
        }
    }
}
