//! The header rewrite of a head flit as it leaves through the switch (the ST stage of
//! `router::Router`): hops + 1 (saturating at 255), the misses VA granted, and, for a
//! multicast packet absorbed here (absorb and forward, paper 004), the next listed
//! destination moved into `dest`, the list shifted down by one destination, `more` - 1 and
//! `leg` + 1. Body flits pass unchanged. Combinational; one per input port, before the
//! crossbar.
//!
//! ```text
//!  flit_in (stored flit) ─►┌ head? hops + 1, misses ───────────────┐
//!  misses (4 bits) ───────►│ copy? dest <- list[0], list >>= dest,  │──► flit_out
//!  copy ──────────────────►└ more - 1, leg + 1 ─────────────────────┘
//! ```

use rust_hdl_core::prelude::*;

use super::arbiter::index_bits;
use super::{ModuleKind, Param, Value, Wire};
use crate::hdl::flit_fields::FlitFields;
use crate::hdl::shape::RouterShape;

#[derive(LogicBlock)]
pub struct HeaderRewrite {
    kind: ModuleKind,
    /// The flit switched (stored bits: head, tail, data).
    pub flit_in: Wire<In>,
    /// The misses VA granted its packet.
    pub misses: Wire<In>,
    /// The packet is absorbed here and forwarded (multicast).
    pub copy: Signal<In, Bit>,
    pub flit_out: Wire<Out>,
    // Field offsets in the stored flit; the list moves by `dest_shift` bits; `below_list`
    // marks the bits under the list (kept when it shifts).
    hops_at: Param,
    misses_at: Param,
    leg_at: Param,
    more_at: Param,
    rest_at: Param,
    dest_shift: Param,
    below_list: Param,
    flit: Wire<Local>,
    hops: Wire<Local>,
    lookup: Wire<Local>,
    more: Wire<Local>,
    leg: Wire<Local>,
    _dest_bits: usize,
}

impl HeaderRewrite {
    pub fn new(shape: &RouterShape) -> HeaderRewrite {
        let fb = shape.stored_flit_bits();
        let fields = FlitFields::of(shape);
        let db = shape.flit.dest_bits as usize;
        let at = |x: usize| Param::new(index_bits(fb + 1), x as u64);
        let below: Vec<bool> = (0..fb).map(|b| b < fields.rest_at).collect();
        HeaderRewrite {
            kind: ModuleKind::new(
                "ftr_header_rewrite",
                "Header rewrite of a head flit leaving through the switch: hops + 1\n\
                 (saturating), the misses VA granted; absorbing a multicast, the next listed\n\
                 destination into dest and the list shifted down. Body flits pass.",
            ),
            flit_in: Wire::new(fb),
            misses: Wire::new(4),
            copy: Default::default(),
            flit_out: Wire::new(fb),
            hops_at: at(fields.hops_at),
            misses_at: at(fields.misses_at),
            leg_at: at(fields.leg_at),
            more_at: at(fields.more_at),
            rest_at: at(fields.rest_at),
            dest_shift: at(db),
            below_list: Param::of(Value::from_bits(&below)),
            flit: Wire::new(fb),
            hops: Wire::new(8),
            lookup: Wire::new(db.max(1)),
            more: Wire::new(4),
            leg: Wire::new(4),
            _dest_bits: db,
        }
    }
}

/// No state.
impl super::Stateful for HeaderRewrite {
    fn tick(&mut self, _reset: bool) {}
}

impl Logic for HeaderRewrite {
    #[hdl_gen]
    fn update(&mut self) {
        self.flit.next = self.flit_in.val();
        self.hops.next = 0.into();
        self.lookup.next = 0.into();
        self.more.next = 0.into();
        self.leg.next = 0.into();
        if self.flit.val().get_bit(0) {
            self.hops.next = self.flit.val().get_bits::<8>(self.hops_at.val().index());
            if self.hops.val().index() != 255 {
                self.hops.next = self.hops.val() + 1;
            }
            for b in 0..8 {
                self.flit.next = self
                    .flit
                    .val()
                    .replace_bit(self.hops_at.val().index() + b, self.hops.val().get_bit(b));
            }
            for b in 0..4 {
                self.flit.next = self.flit.val().replace_bit(
                    self.misses_at.val().index() + b,
                    self.misses.val().get_bit(b),
                );
            }
            if self.copy.val() {
                self.lookup.next = self.flit.val() >> self.rest_at.val();
                self.more.next = self.flit.val().get_bits::<4>(self.more_at.val().index()) - 1;
                self.leg.next = self.flit.val().get_bits::<4>(self.leg_at.val().index()) + 1;
                self.flit.next = (self.flit.val() & self.below_list.val())
                    | ((self.flit.val() >> self.dest_shift.val()) & !self.below_list.val());
                for b in 0..self._dest_bits {
                    self.flit.next = self
                        .flit
                        .val()
                        .replace_bit(2 + b, self.lookup.val().get_bit(b));
                }
                for b in 0..4 {
                    self.flit.next = self
                        .flit
                        .val()
                        .replace_bit(self.more_at.val().index() + b, self.more.val().get_bit(b));
                    self.flit.next = self
                        .flit
                        .val()
                        .replace_bit(self.leg_at.val().index() + b, self.leg.val().get_bit(b));
                }
            }
        }
        self.flit_out.next = self.flit.val();
    }
}
