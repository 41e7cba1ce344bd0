//! Crossbar: (P + 1) x (P + 1) multiplexers on W-bit flits, the ST stage (docs/architecture.md,
//! "Where each block lives"). Each output has its own select (from switch allocation); the selected
//! flit is latched into the output register, which feeds the link (LT) the next cycle.
//!
//! ```text
//!  flit_in[P+1] (W bits) ──► ┌──────────────────────┐ ──► flit_out[P+1] (W bits)
//!  in_valid[P+1]         ──► │ P+1 muxes ─► out regs│ ──► out_valid[P+1]
//!  sel[P+1] (clog2(P+1)) ──► │                      │
//!  sel_valid[P+1]        ──► └──────────────────────┘
//! ```
//! Registers: per output, `out` (W bits) and its valid bit. An output is valid when its
//! select is valid and the selected input carries a flit. One input may feed several
//! outputs (the switch allocator never asks for that for unicast, but the wires allow it).
//!
//! The router applies the same selects read by read in its clock edge (`Router::tick_into`:
//! each SA grant's (input port, output port) pair), its output registers being the router's
//! `flit_out` ports; this block is the registered form the HDL twin (`hdl::rtl::crossbar`) is
//! checked against, over `u128` wire images or the rtl `Value`.

use crate::bits::clog2;

/// What a crossbar carries: a flit's W-bit wire image (`u128`, for the HDL twin's lockstep
/// and co-simulation) or the rtl `Value`.
pub trait Wire: Copy {
    /// The value fits a `width`-bit wire (checked in debug builds).
    fn fits(&self, _width: u32) -> bool {
        true
    }
}

impl Wire for u128 {
    fn fits(&self, width: u32) -> bool {
        width >= 128 || *self >> width == 0
    }
}

/// The crossbar's output registers, over flits of type `T`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crossbar<T = u128> {
    /// Ports P + 1 (inputs = outputs).
    pub ports: usize,
    /// Flit width W (at most 128 bits: the wire image of `FlitFormat::pack`).
    pub width: u32,
    /// Per output: the flit latched last edge (W bits), None when the valid bit is clear.
    pub out: Vec<Option<T>>,
    /// What the next `tick` latches.
    next: Vec<Option<T>>,
}

impl<T: Wire> Crossbar<T> {
    /// A crossbar with every output register empty (the reset state).
    pub fn new(ports: usize, width: u32) -> Self {
        assert!(
            (1..=128).contains(&width),
            "flit width {width}: 1 to 128 bits"
        );
        Crossbar {
            ports,
            width,
            out: vec![None; ports],
            next: vec![None; ports],
        }
    }

    /// Width of one select: clog2(P + 1).
    pub fn sel_bits(&self) -> u32 {
        clog2(self.ports)
    }

    /// Combinational: route `flit_in` (None: no flit on that input) through `sel` (per
    /// output, the input it takes, or None) into the next output registers. Returns
    /// the current output registers.
    pub fn comb(&mut self, flit_in: &[Option<T>], sel: &[Option<u8>]) -> &[Option<T>] {
        debug_assert_eq!(flit_in.len(), self.ports);
        debug_assert_eq!(sel.len(), self.ports);
        for (next, s) in self.next.iter_mut().zip(sel) {
            *next = s.and_then(|i| flit_in[i as usize]);
            debug_assert!(
                next.is_none_or(|f| f.fits(self.width)),
                "flit wider than {} bits",
                self.width
            );
        }
        &self.out
    }

    /// Clock edge.
    pub fn tick(&mut self) {
        self.out.clone_from(&self.next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_permutation_arrives_one_cycle_later() {
        let mut x = Crossbar::new(5, 68);
        assert_eq!(x.sel_bits(), 3);
        let flits: Vec<Option<u128>> = (0..5).map(|i| Some((i as u128) << 64 | 7)).collect();
        // Output o takes input 4 - o.
        let sel: Vec<Option<u8>> = (0..5).map(|o| Some(4 - o)).collect();
        assert!(x.comb(&flits, &sel).iter().all(Option::is_none));
        x.tick();
        for o in 0..5 {
            assert_eq!(x.out[o], flits[4 - o]);
        }
    }

    #[test]
    fn unselected_outputs_and_empty_inputs_give_no_flit() {
        let mut x = Crossbar::new(3, 8);
        x.comb(&[Some(1), None, Some(3)], &[Some(1), None, Some(0)]);
        x.tick();
        assert_eq!(x.out, vec![None, None, Some(1)]);
        // A broadcast: one input to every output.
        x.comb(&[None, None, Some(9)], &[Some(2); 3]);
        x.tick();
        assert_eq!(x.out, vec![Some(9); 3]);
    }
}
