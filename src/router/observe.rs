//! What a reader outside the router may see of its registers: the named values a waveform
//! shows (docs/waveforms.md) and experiments read, without reaching into the allocators.
//! Borrowing accessors only; the per-cycle kernel does not use them.

use super::flit::Flit;
use super::input_unit::{InputVc, VcState};
use super::output_unit::OutputVc;
use super::params::RouterParams;
use super::router::Router;
use crate::topology::{NodeId, PortId, VcId};

impl Router {
    /// The node this router sits at.
    #[inline]
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// Its parameters (shared by every router of a fabric).
    #[inline]
    pub fn params(&self) -> &RouterParams {
        &self.params
    }

    /// Flits in its buffers.
    #[inline]
    pub fn occupancy(&self) -> u32 {
        self.input.occupancy()
    }

    /// Input VCs, index `VcLayout::index(port, vc)` (the local port is P).
    #[inline]
    pub fn input_vcs(&self) -> &[InputVc] {
        &self.input.vcs
    }

    /// Output VCs, index `VcLayout::index(port, vc)` (the local port is P, ejection).
    #[inline]
    pub fn output_vcs(&self) -> &[OutputVc] {
        &self.output.vcs
    }

    /// Input VC `vc` of input `port`.
    #[inline]
    pub fn input_vc(&self, port: PortId, vc: VcId) -> &InputVc {
        &self.input.vcs[self.params.layout().index(port.index(), vc)]
    }

    /// Output VC `vc` of output `port`.
    #[inline]
    pub fn output_vc(&self, port: PortId, vc: VcId) -> &OutputVc {
        &self.output.vcs[self.params.layout().index(port.index(), vc)]
    }

    /// The switch allocator's input arbiter of `port`: the VC it favours next.
    #[inline]
    pub fn sa_input_priority(&self, port: PortId) -> usize {
        (self.sa.arb).priority(self.sa.in_arb(port.index()), self.params.vcs)
    }

    /// The switch allocator's output arbiter of `port`: the input port it favours next.
    #[inline]
    pub fn sa_output_priority(&self, port: PortId) -> usize {
        (self.sa.arb).priority(self.sa.out_arb(port.index()), self.params.ports + 1)
    }

    /// The VC allocator's arbiter of output VC `vc` of `port`: the input VC it favours next.
    #[inline]
    pub fn va_priority(&self, port: PortId, vc: VcId) -> usize {
        let i = self.params.layout().index(port.index(), vc);
        self.va.arb.priority(i, self.params.num_input_vcs())
    }
}

impl OutputVc {
    /// The input VC (`VcLayout` index) whose packet holds this VC, if any.
    #[inline]
    pub fn owner(&self) -> Option<u16> {
        (!self.is_free()).then_some(self.owner)
    }
}

impl InputVc {
    /// Flits buffered.
    #[inline]
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Nothing buffered.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// The flit at the head of the buffer.
    #[inline]
    pub fn head(&self) -> Option<&Flit> {
        self.buf.front()
    }

    /// The buffered flits, head first.
    #[inline]
    pub fn flits(&self) -> impl Iterator<Item = &Flit> {
        self.buf.iter()
    }

    /// The VC's state register.
    #[inline]
    pub fn state(&self) -> &VcState {
        &self.state
    }
}
