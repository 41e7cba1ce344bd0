//! SA, switch allocation: a separable allocator. Each input port's round-robin arbiter picks one
//! of its active VCs whose front flit is ready and has a downstream credit; each output port's
//! arbiter picks one input port. The grants drive the (P + 1) x (P + 1) crossbar in the clock
//! edge. Combinational.

use super::input_unit::VcState;
use super::router::{Decisions, Router};

impl Router {
    /// Switch grants of cycle `now` into `d.sa`.
    pub(super) fn switch_allocate(&self, d: &mut Decisions) {
        let prm = &*self.params;
        let (p, v) = (prm.ports, prm.vcs);
        // SA: one VC per input port, then one input port per output port.
        // Fixed arrays: (P + 1) x V <= 64 input VCs, so at most 64 ports.
        let mut out_req = [0u64; 64];
        let mut in_choice = [(0u16, 0u8); 64];
        for (in_port, choice) in in_choice[..p + 1].iter_mut().enumerate() {
            let mut req = 0u64;
            for vc in 0..v {
                let ivc = in_port * v + vc;
                let s = &self.inputs[ivc];
                // An active VC's front flit is always ready: a head flit got its VA grant at an
                // earlier edge, and every flit was written at an earlier edge.
                let (
                    VcState::Active {
                        out_port, out_vc, ..
                    },
                    false,
                ) = (s.state, s.buf.is_empty())
                else {
                    continue;
                };
                if self.outputs[out_port as usize * v + out_vc as usize].has(1) {
                    req |= 1 << vc;
                }
            }
            if let Some(vc) = self.sa_in_arb[in_port].grant(req, v) {
                let ivc = in_port * v + vc;
                if let VcState::Active { out_port, .. } = self.inputs[ivc].state {
                    out_req[out_port as usize] |= 1 << in_port;
                    *choice = (ivc as u16, out_port);
                }
            }
        }
        for (out_port, &req) in out_req[..p + 1].iter().enumerate() {
            if let Some(in_port) = self.sa_out_arb[out_port].grant(req, p + 1) {
                d.sa[out_port] = in_choice[in_port].0;
                d.sa_valid |= 1 << out_port;
            }
        }
    }
}
