//! The table-based router (Puente et al., paper 003, Fig. 1; DESIGN.md section 3) as one
//! synchronous block: registers, a combinational step, a clock edge.
//!
//! ```text
//!            ┌──────────────────────── router r ─────────────────────────┐
//!  flit_in[P]│ BW: VC buffers ─► RC: route table + bubble table ─► VA ─► SA ─► ST│ flit_out[P+1]
//!  credit_out│ (P+1) x V FIFOs      (per destination)         rr arbiters  xbar│ credit_in[P]
//!            └────────────────────────────────────────────────────────────┘
//! ```
//! Registers: the VC buffers (flits with their write cycle), each input VC's state (idle,
//! routed with its table word, active with its output VC), output-VC credit counters and
//! owners, and the round-robin pointers of the VA and SA arbiters. Timing per head flit at
//! zero load: BW at t, RC at t+1, VA at t+S-3, SA at t+S-2, then ST, link and the downstream
//! BW at SA+3: S+1 cycles per router and link.
//!
//! `comb` reads only registers and this cycle's inputs and returns decisions; `tick` applies
//! them. Each pipeline stage's logic has its own file: `input_unit` and `output_unit` (the
//! registers), `route_compute` (RC), `vc_allocator` (VA), `switch_allocator` (SA); the clock
//! edge here moves the granted flits through the crossbar. Routers interact only through channels with at least one cycle of delay, so the order
//! in which routers are evaluated never matters.

use super::arbiter::Arbiter;
use super::flit::Flit;
use super::params::RouterParams;
use super::vc_buffer::VcBuffer;
use crate::routing::table::RouterTable;
use std::sync::Arc;

pub use super::input_unit::{InputVc, MulticastHeaders, RouteReg, VcState};
pub use super::output_unit::OutputVc;

/// Flits and credits arriving this cycle.
#[derive(Clone, Debug, Default)]
pub struct RouterInputs {
    /// (input port, flit) written into the buffers this cycle.
    pub flits: Vec<(u8, Flit)>,
    /// (output port, vc) credits returned by downstream routers.
    pub credits: Vec<(u8, u8)>,
}

/// Decisions of one combinational step (applied by `tick`).
#[derive(Clone, Debug, Default)]
pub struct Decisions {
    /// (input VC, route) from RC.
    pub rc: Vec<(u16, RouteReg)>,
    /// (input VC, output port, output VC, misses after this hop) from VA.
    pub va: Vec<(u16, u8, u8, u8)>,
    /// (input VC, output port) from SA.
    pub sa: Vec<(u16, u8)>,
    /// Input VCs that took part in VA this cycle (granted or not).
    pub va_waiting: Vec<u16>,
    /// Some routed VC is still counting down its extra pipeline stages (S > 5): the clock
    /// edge must decrement the countdowns.
    pub countdown: bool,
}

impl Decisions {
    pub fn clear(&mut self) {
        self.rc.clear();
        self.va.clear();
        self.sa.clear();
        self.va_waiting.clear();
        self.countdown = false;
    }
    pub fn is_empty(&self) -> bool {
        self.rc.is_empty()
            && self.va.is_empty()
            && self.sa.is_empty()
            && self.va_waiting.is_empty()
            && !self.countdown
    }
}

/// Flits and credits a router sends this cycle.
#[derive(Clone, Debug, Default)]
pub struct RouterOutputs {
    /// (output port, flit); port P is ejection.
    pub flits: Vec<(u8, Flit)>,
    /// (input port, vc): a slot freed in that input VC, credited upstream.
    pub credits: Vec<(u8, u8)>,
    /// The local port's credit wire (valid + VC): a slot freed in a local input VC, returned
    /// to the network interface, which keeps the credit counters of those VCs.
    pub local_credit: Option<u8>,
}

/// A router's registers plus its immutable parameters and boot-time tables.
#[derive(Clone, Debug)]
pub struct Router {
    pub node: u32,
    pub params: Arc<RouterParams>,
    /// This router's row of the boot-time tables (its routing-table and bubble-table ROM
    /// contents), shared with the compiled tables rather than copied.
    pub table: Arc<RouterTable>,
    /// Input VCs, index port * V + vc (the local port is P).
    pub inputs: Vec<InputVc>,
    /// Output VCs, index port * V + vc (the local port is P, ejection).
    pub outputs: Vec<OutputVc>,
    /// VA arbiter per output VC (over input VCs).
    pub va_arb: Vec<Arbiter>,
    /// SA input arbiter per input port (over its VCs).
    pub sa_in_arb: Vec<Arbiter>,
    /// SA output arbiter per output port (over input ports).
    pub sa_out_arb: Vec<Arbiter>,
    /// Flits in the buffers (kept for idle skipping and statistics).
    pub occupancy: u32,
}

impl Router {
    /// A router with its registers at reset: empty buffers, full credits.
    pub fn new(node: u32, params: Arc<RouterParams>, table: Arc<RouterTable>) -> Self {
        let n = params.num_input_vcs();
        let (p, v) = (params.ports, params.vcs);
        let outputs = (0..n)
            .map(|i| OutputVc::new(params.depth, i / v == p))
            .collect();
        Router {
            node,
            inputs: (0..n)
                .map(|_| InputVc {
                    buf: VcBuffer::new(params.depth),
                    state: VcState::Idle,
                })
                .collect(),
            outputs,
            va_arb: vec![Arbiter::new(params.arbiter, n); n],
            sa_in_arb: vec![Arbiter::new(params.arbiter, v); p + 1],
            sa_out_arb: vec![Arbiter::new(params.arbiter, p + 1); p + 1],
            occupancy: 0,
            params,
            table,
        }
    }

    /// This router's routing and bubble tables.
    #[inline]
    pub fn table(&self) -> &RouterTable {
        &self.table
    }

    /// Nothing buffered: the router's step would only latch inputs.
    pub fn is_idle(&self) -> bool {
        self.occupancy == 0
    }

    /// Combinational step: RC, VA and SA decisions from the registers (the router keeps no
    /// notion of absolute time: delays are countdown registers).
    pub fn comb(&self, headers: &MulticastHeaders, d: &mut Decisions) {
        d.clear();
        // RC and VA requests.
        // (input vc, output vc, misses); at most one per input VC, of which there are <= 64.
        let mut request_buf = [(0u16, 0u16, 0u8); 64];
        let mut count = 0;
        for (ivc, ivc_state) in self.inputs.iter().enumerate() {
            let Some(&front) = ivc_state.buf.front() else {
                continue;
            };
            // Every flit in a buffer was written at an earlier edge, so the head flit may be
            // routed as soon as it is at the front.
            match ivc_state.state {
                VcState::Idle if front.head => {
                    d.rc.push((ivc as u16, self.route_compute(ivc, &front, headers)));
                }
                VcState::Routed { wait, .. } if wait > 0 => d.countdown = true,
                VcState::Routed { route, refused, .. } => {
                    d.va_waiting.push(ivc as u16);
                    if let Some((ovc, misses)) = self.choose_output_vc(
                        &route,
                        &front,
                        refused,
                        ivc >= self.params.ports * self.params.vcs,
                    ) {
                        request_buf[count] = (ivc as u16, ovc, misses);
                        count += 1;
                    }
                }
                _ => {}
            }
        }
        self.vc_allocate(&mut request_buf[..count], d);
        self.switch_allocate(d);
    }

    /// Clock edge: latch arriving flits and credits, then apply the decisions of `comb`.
    pub fn tick(&mut self, inputs: &RouterInputs, d: &Decisions, out: &mut RouterOutputs) {
        out.flits.clear();
        out.credits.clear();
        out.local_credit = None;
        let prm = Arc::clone(&self.params);
        let (p, v) = (prm.ports, prm.vcs);
        for &(port, vc) in &inputs.credits {
            self.outputs[port as usize * v + vc as usize].credit_in();
        }
        for &(port, flit) in &inputs.flits {
            let ivc = &mut self.inputs[port as usize * v + flit.vc as usize];
            ivc.buf.write(flit);
            self.occupancy += 1;
        }
        if d.countdown {
            for input in &mut self.inputs {
                if let VcState::Routed { wait, .. } = &mut input.state {
                    *wait = wait.saturating_sub(1);
                }
            }
        }
        for &(ivc, route) in &d.rc {
            // VA follows RC after S - 5 further stages (0 in the 5-stage pipeline).
            self.inputs[ivc as usize].state = VcState::Routed {
                route,
                wait: (prm.stages - 5) as u8,
                refused: 0,
            };
        }
        for &(ivc, out_port, out_vc, misses) in &d.va {
            let ovc = out_port as usize * v + out_vc as usize;
            self.outputs[ovc].owner = Some(ivc);
            self.va_arb[ovc].advance(ivc as usize, prm.num_input_vcs());
            let input = &mut self.inputs[ivc as usize];
            let route = match input.state {
                VcState::Routed { route, .. } => route,
                _ => unreachable!("VA grant to a VC that was not routed"),
            };
            input.state = VcState::Active {
                out_port,
                out_vc,
                absorb: route.absorb,
            };
            if let Some(front) = input.buf.front_mut() {
                front.misses = misses;
                if route.absorb {
                    // The header now names the next destination of the list.
                    front.dest = route.next_dest;
                    front.leg = route.next_leg;
                }
            }
        }
        for &ivc in &d.va_waiting {
            if let VcState::Routed { refused, .. } = &mut self.inputs[ivc as usize].state {
                *refused = refused.saturating_add(1).min(15);
            }
        }
        for &(ivc, out_port) in &d.sa {
            let (in_port, in_vc) = (ivc as usize / v, ivc as usize % v);
            self.sa_in_arb[in_port].advance(in_vc, v);
            self.sa_out_arb[out_port as usize].advance(in_port, p + 1);
            let input = &mut self.inputs[ivc as usize];
            let VcState::Active { out_vc, absorb, .. } = input.state else {
                unreachable!("SA grant to an inactive VC")
            };
            let mut flit = input.buf.read();
            self.occupancy -= 1;
            let ovc = out_port as usize * v + out_vc as usize;
            self.outputs[ovc].flit_sent();
            if flit.tail {
                self.outputs[ovc].owner = None;
                input.state = VcState::Idle;
            }
            flit.vc = out_vc;
            if flit.head {
                flit.hops = flit.hops.saturating_add(1);
            }
            out.flits.push((out_port, flit));
            if absorb {
                out.flits.push((p as u8, flit)); // the local copy of absorb-and-forward
            }
            if in_port < p {
                out.credits.push((in_port as u8, in_vc as u8));
            } else {
                // One SA grant per input port and cycle: at most one local credit.
                out.local_credit = Some(in_vc as u8);
            }
        }
    }
}
