//! Crossbar: the ST stage, (P + 1) x (P + 1) multiplexers on flits (docs/architecture.md,
//! "Where each block lives"). Output o's select is SA's grant for it (`Decisions::sa`, valid
//! in `sa_valid`); its input is the read port of the granted input VC (`InputRead`). The
//! selected flit leaves with its header rewritten for the next hop (the output VC it holds;
//! one hop more after a head) into output o's register.
//!
//! ```text
//!  read[P+1] (InputRead: flit, out VC)  ──► ┌──────────────┐ ──► flit_out[P+1] (W bits, valid,
//!  sa[P+1] (selects), sa_valid           ──► │  P + 1 muxes │      absorb copy)
//!                                           └──────────────┘
//! ```
//! No registers of its own: its output registers are the router's `flit_out` ports
//! (`RouterOutputs`), or in the fabric the link's first register, both behind `Sends`. One
//! input may feed several outputs in the hardware (`hdl::rtl::crossbar`); the switch
//! allocator never asks for that.

use super::flit::Flit;
use super::input_unit::InputRead;
use super::ports::RouterOutputs;
use crate::topology::VcId;

/// The crossbar's output `out_port` at a clock edge: its select (an SA grant) takes the read
/// port `read` into the output register, the header rewritten for the next hop.
#[inline(always)]
pub fn switch(out_port: usize, read: &InputRead<'_>, sends: &mut impl Sends) {
    debug_assert_eq!(read.out_port, out_port, "SA grant for another output");
    sends.flit(
        out_port,
        Departing::read(read.flit, read.out_vc),
        read.absorb,
    );
}

/// A flit the crossbar switches to an output at a clock edge: the flit in its buffer slot and
/// the header fields the switch rewrites on the way out (the output VC; the hop count, one
/// more after a head). `write_into` copies it whole to where it goes and patches the two
/// fields there (docs/performance.md, "Copies and cache lines").
#[derive(Clone, Copy, Debug)]
pub struct Departing<'f> {
    pub flit: &'f Flit,
    pub out_vc: VcId,
    /// Added to the hop count (1 for a head flit leaving the buffer; 0 for a flit already in
    /// an output register).
    pub hop: u8,
}

impl<'f> Departing<'f> {
    /// A flit read from its buffer, leaving on output VC `out_vc`.
    #[inline(always)]
    pub fn read(flit: &'f Flit, out_vc: VcId) -> Self {
        Departing {
            flit,
            out_vc,
            hop: u8::from(flit.head),
        }
    }

    /// A flit in an output register, its header already rewritten.
    #[inline]
    pub fn registered(flit: &'f Flit) -> Self {
        Departing {
            flit,
            out_vc: flit.vc,
            hop: 0,
        }
    }

    /// The flit as it leaves, written into `dst`.
    #[inline(always)]
    pub fn write_into(&self, dst: &mut Flit) {
        *dst = *self.flit;
        dst.vc = self.out_vc;
        dst.hops = self.flit.hops.saturating_add(self.hop);
    }

    /// The flit as it leaves.
    #[inline]
    pub fn get(&self) -> Flit {
        let mut f = Flit::default();
        self.write_into(&mut f);
        f
    }
}

/// Where a clock edge puts what leaves the router: the output registers (`RouterOutputs`), or
/// the fabric's wires directly.
pub trait Sends {
    /// A flit leaves on `out_port`; with `absorb`, a copy also goes to the local interface.
    fn flit(&mut self, out_port: usize, flit: Departing<'_>, absorb: bool);
    /// A credit for VC `vc` of input `in_port` goes upstream.
    fn credit(&mut self, in_port: usize, vc: VcId);
}

impl Sends for RouterOutputs {
    #[inline]
    fn flit(&mut self, out_port: usize, flit: Departing<'_>, absorb: bool) {
        flit.write_into(&mut self.flit_out[out_port]);
        self.flit_valid |= 1 << out_port;
        self.copy_valid |= u64::from(absorb) << out_port;
    }

    #[inline]
    fn credit(&mut self, in_port: usize, vc: VcId) {
        self.credit_out[in_port] = vc;
        self.credit_valid |= 1 << in_port;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The crossbar's header rewrite, applied where the flit lands: the output VC always, one
    /// more hop after a head (saturating), and nothing again for a flit already in an output
    /// register.
    #[test]
    fn a_departing_flit_takes_its_output_vc_and_a_head_one_more_hop() {
        let head = Flit {
            head: true,
            vc: VcId::new(1),
            hops: 3,
            packet: 9,
            rest: 0xabc,
            ..Flit::default()
        };
        let body = Flit {
            head: false,
            index: 1,
            ..head
        };
        let mut landed = Flit::default();
        Departing::read(&head, VcId::new(0)).write_into(&mut landed);
        assert_eq!(
            landed,
            Flit {
                vc: VcId::new(0),
                hops: 4,
                ..head
            }
        );
        Departing::read(&body, VcId::new(0)).write_into(&mut landed);
        assert_eq!(
            landed,
            Flit {
                vc: VcId::new(0),
                ..body
            }
        );
        assert_eq!(Departing::registered(&landed).get(), landed);
        let worn = Flit {
            hops: u8::MAX,
            ..head
        };
        assert_eq!(Departing::read(&worn, VcId::new(1)).get().hops, u8::MAX);
    }
}
