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
//! them. Routers interact only through channels with at least one cycle of delay, so the order
//! in which routers are evaluated never matters.

use super::arbiter::RoundRobinArbiter;
use super::flit::Flit;
use super::params::{RouterParams, Switching, VcRole};
use crate::routing::deadlock::ports;
use crate::routing::table::{CompiledTables, Mode, RouterTable};
use std::collections::VecDeque;
use std::sync::Arc;

/// The routing information registered by RC for the packet at the head of an input VC.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RouteReg {
    /// Adaptive output ports (already phase-selected for MH-UD).
    pub mask: u64,
    /// Escape output port and class (None: no escape candidate).
    pub escape: Option<(u8, u8)>,
    /// Row of the bubble table to consult (input port, or P for adaptive / injection).
    pub bubble_row: u8,
    /// The destination is this router: eject.
    pub eject: bool,
    /// The packet arrived on an escape VC and may still leave for adaptive VCs.
    pub from_escape: bool,
    /// Path-based multicast: this router is a listed destination and not the last one; the
    /// packet is absorbed here (a copy of every flit to the local interface) and forwarded
    /// towards its next destination, `next_dest`, the header's entry `next_leg`.
    pub absorb: bool,
    pub next_dest: u32,
    pub next_leg: u8,
    /// Multicast on layered VCs: the only VC this leg may take (VC = leg index).
    pub layer: Option<u8>,
}

/// Destination lists of path-based multicast packets (paper 004), by packet id: the contents
/// of their header flits, read by RC at each listed destination.
pub type MulticastHeaders = std::collections::HashMap<u32, Box<[u32]>>;

/// State of one input virtual channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VcState {
    /// No packet being routed; a head flit at the front starts RC.
    Idle,
    /// Routed; requesting an output VC from cycle `va_at`; `refused` counts the VA cycles
    /// it has already waited (4 bits), which decides when it may ask for the escape VC.
    Routed {
        route: RouteReg,
        va_at: u64,
        refused: u8,
    },
    /// Holding `out_vc` of `out_port`; flits may request the switch from `sa_at`.
    Active {
        out_port: u8,
        out_vc: u8,
        sa_at: u64,
        /// Multicast absorb-and-forward: every flit also goes to the local interface.
        absorb: bool,
    },
}

/// One input VC: a FIFO of flits with their buffer-write cycles, and its state.
#[derive(Clone, Debug)]
pub struct InputVc {
    pub buf: VecDeque<(Flit, u64)>,
    pub state: VcState,
}

/// One output VC as seen from upstream: free downstream slots and the packet holding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutputVc {
    /// Free flit slots downstream (width clog2(D + 1)); the local port never runs out.
    pub credits: u32,
    /// Input VC (port * V + vc) whose packet holds this VC, if any.
    pub owner: Option<u16>,
}

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
}

impl Decisions {
    pub fn clear(&mut self) {
        self.rc.clear();
        self.va.clear();
        self.sa.clear();
        self.va_waiting.clear();
    }
    pub fn is_empty(&self) -> bool {
        self.rc.is_empty() && self.va.is_empty() && self.sa.is_empty() && self.va_waiting.is_empty()
    }
}

/// Flits and credits a router sends this cycle.
#[derive(Clone, Debug, Default)]
pub struct RouterOutputs {
    /// (output port, flit); port P is ejection.
    pub flits: Vec<(u8, Flit)>,
    /// (input port, vc): a slot freed in that input VC, credited upstream.
    pub credits: Vec<(u8, u8)>,
}

/// A router's registers plus its immutable parameters and boot-time tables.
#[derive(Clone, Debug)]
pub struct Router {
    pub node: u32,
    pub params: Arc<RouterParams>,
    /// Boot-time tables of the whole fabric, shared (one copy, not one per router: a
    /// 16x16x16 torus has 4096 x 4096 entries); this router reads row `node`.
    pub tables: Arc<CompiledTables>,
    /// Input VCs, index port * V + vc (the local port is P).
    pub inputs: Vec<InputVc>,
    /// Output VCs, index port * V + vc (the local port is P, ejection).
    pub outputs: Vec<OutputVc>,
    /// VA arbiter per output VC (over input VCs).
    pub va_arb: Vec<RoundRobinArbiter>,
    /// SA input arbiter per input port (over its VCs).
    pub sa_in_arb: Vec<RoundRobinArbiter>,
    /// SA output arbiter per output port (over input ports).
    pub sa_out_arb: Vec<RoundRobinArbiter>,
    /// Flits in the buffers (kept for idle skipping and statistics).
    pub occupancy: u32,
}

/// Credits the ejection port shows: the network interface always drains.
const EJECT_CREDITS: u32 = u32::MAX / 2;

impl Router {
    /// A router with its registers at reset: empty buffers, full credits.
    pub fn new(node: u32, params: Arc<RouterParams>, tables: Arc<CompiledTables>) -> Self {
        assert!(
            tables.routers[node as usize].is_some(),
            "router {node} is faulty: it has no table"
        );
        let n = params.num_input_vcs();
        let (p, v) = (params.ports, params.vcs);
        let outputs = (0..n)
            .map(|i| OutputVc {
                credits: if i / v == p {
                    EJECT_CREDITS
                } else {
                    params.depth as u32
                },
                owner: None,
            })
            .collect();
        Router {
            node,
            inputs: (0..n)
                .map(|_| InputVc {
                    buf: VecDeque::with_capacity(params.depth),
                    state: VcState::Idle,
                })
                .collect(),
            outputs,
            va_arb: vec![RoundRobinArbiter::default(); n],
            sa_in_arb: vec![RoundRobinArbiter::default(); p + 1],
            sa_out_arb: vec![RoundRobinArbiter::default(); p + 1],
            occupancy: 0,
            params,
            tables,
        }
    }

    /// This router's routing and bubble tables.
    #[inline]
    pub fn table(&self) -> &RouterTable {
        self.tables.routers[self.node as usize]
            .as_ref()
            .expect("checked in new")
    }

    /// Nothing buffered: the router's step would only latch inputs.
    pub fn is_idle(&self) -> bool {
        self.occupancy == 0
    }

    /// Free slots of a local input VC (the network interface writes there).
    pub fn local_space(&self, vc: usize) -> usize {
        self.params.depth
            - self.inputs[self.params.ports * self.params.vcs + vc]
                .buf
                .len()
    }

    /// Combinational step: RC, VA and SA decisions from the registers at cycle `now`.
    pub fn comb(&self, now: u64, headers: &MulticastHeaders, d: &mut Decisions) {
        d.clear();
        let prm = &*self.params;
        let (p, v) = (prm.ports, prm.vcs);
        // RC and VA requests.
        // (input vc, output vc, misses); at most one per input VC, of which there are <= 64.
        let mut request_buf = [(0u16, 0u16, 0u8); 64];
        let mut count = 0;
        for (ivc, ivc_state) in self.inputs.iter().enumerate() {
            let Some(&(front, arrived)) = ivc_state.buf.front() else {
                continue;
            };
            match ivc_state.state {
                VcState::Idle if front.head && arrived < now => {
                    d.rc.push((ivc as u16, self.route_compute(ivc, &front, headers)));
                }
                VcState::Routed {
                    route,
                    va_at,
                    refused,
                } if va_at <= now => {
                    d.va_waiting.push(ivc as u16);
                    if let Some((ovc, misses)) = self.choose_output_vc(&route, &front, refused) {
                        request_buf[count] = (ivc as u16, ovc, misses);
                        count += 1;
                    }
                }
                _ => {}
            }
        }
        // VA: each output VC grants one requester, round robin over input VCs.
        let requests = &mut request_buf[..count];
        if !requests.is_empty() {
            requests.sort_unstable_by_key(|r| r.1);
            let mut i = 0;
            while i < requests.len() {
                let ovc = requests[i].1;
                let mut j = i;
                let mut req = 0u64;
                while j < requests.len() && requests[j].1 == ovc {
                    req |= 1 << requests[j].0;
                    j += 1;
                }
                let winner = self.va_arb[ovc as usize]
                    .grant(req, prm.num_input_vcs())
                    .expect("has requests");
                let r = requests[i..j]
                    .iter()
                    .find(|r| r.0 as usize == winner)
                    .expect("winner requested");
                d.va.push((r.0, (ovc as usize / v) as u8, (ovc as usize % v) as u8, r.2));
                i = j;
            }
        }
        // SA: one VC per input port, then one input port per output port.
        // Fixed arrays: (P + 1) x V <= 64 input VCs, so at most 64 ports.
        let mut out_req = [0u64; 64];
        let mut in_choice = [(0u16, 0u8); 64];
        for (in_port, choice) in in_choice[..p + 1].iter_mut().enumerate() {
            let mut req = 0u64;
            for vc in 0..v {
                let ivc = in_port * v + vc;
                let s = &self.inputs[ivc];
                let (
                    VcState::Active {
                        out_port,
                        out_vc,
                        sa_at,
                        ..
                    },
                    Some(&(front, arrived)),
                ) = (s.state, s.buf.front())
                else {
                    continue;
                };
                let ready = if front.head {
                    sa_at <= now
                } else {
                    arrived < now
                };
                if ready && self.outputs[out_port as usize * v + out_vc as usize].credits > 0 {
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
                d.sa.push((in_choice[in_port].0, out_port as u8));
            }
        }
    }

    /// RC: read the routing table and bubble row for the packet at the front of `ivc`.
    fn route_compute(&self, ivc: usize, head: &Flit, headers: &MulticastHeaders) -> RouteReg {
        let prm = &*self.params;
        let (p, v) = (prm.ports, prm.vcs);
        let (in_port, in_vc) = (ivc / v, ivc % v);
        let dest = head.dest as usize;
        if dest == self.node as usize {
            let next_leg = head.leg as usize + 1;
            if let Some(&next) = headers
                .get(&head.packet)
                .and_then(|list| list.get(next_leg))
            {
                // Absorb and forward: a new UD leg starts here, in the Up phase.
                let entry = &self.table().entries[next as usize];
                return RouteReg {
                    mask: self.table().adaptive_mask(next as usize, None),
                    escape: entry.escape_port().map(|q| (q as u8, entry.escape_class)),
                    bubble_row: p as u8,
                    absorb: true,
                    next_dest: next,
                    next_leg: next_leg as u8,
                    layer: prm.multicast_layers.then_some(next_leg as u8),
                    ..RouteReg::default()
                };
            }
            return RouteReg {
                eject: true,
                ..RouteReg::default()
            };
        }
        let entry = &self.table().entries[dest];
        let network_in = (in_port < p).then_some(in_port);
        // An escape VC carries escape traffic only on a ring channel; off the rings it is spare
        // and serves as one more adaptive VC (paper 003 section 3.3).
        let on_escape = network_in.is_some()
            && matches!(prm.role(in_vc), VcRole::Escape(_))
            && (!prm.mode.uses_rings() || self.table().ring_successor[in_port].is_some());
        let mut escape = entry.escape_port().map(|q| (q as u8, entry.escape_class));
        if prm.mode.uses_rings() {
            // A packet on a ring follows its ring (Hamiltonian / tree tour).
            if on_escape && prm.follow_ring {
                escape = self.table().ring_successor[in_port].map(|q| (q as u8, 0));
            }
        }
        let mut mask = self.table().adaptive_mask(dest, network_in);
        if prm.mode.uses_rings() && on_escape && head.misses >= prm.max_misses {
            mask = 0; // livelock limit reached: stay on the escape ring
        }
        let bubble_row = if on_escape { in_port as u8 } else { p as u8 };
        RouteReg {
            mask,
            escape,
            bubble_row,
            from_escape: on_escape,
            layer: (prm.multicast_layers && headers.contains_key(&head.packet)).then_some(head.leg),
            ..RouteReg::default()
        }
    }

    /// VA request of one input VC: adaptive VCs first (most credits), then the escape VC.
    /// Returns the output VC index and the packet's miss count after the move.
    fn choose_output_vc(&self, route: &RouteReg, head: &Flit, refused: u8) -> Option<(u16, u8)> {
        let prm = &*self.params;
        let (p, v) = (prm.ports, prm.vcs);
        let l = prm.packet_len as u32;
        let need = match prm.switching {
            Switching::Vct => l,
            // Duato's theory for wormhole needs atomic VC allocation: a packet may take a VC
            // only when the downstream buffer is empty, or a head stuck behind another packet's
            // tail could not fall back to its escape VC (BookSim's wait_for_tail_credit).
            Switching::Wormhole if prm.mode == Mode::Duato => prm.depth as u32,
            Switching::Wormhole => 0,
        };
        let free = |port: usize, vc: usize| {
            let o = &self.outputs[port * v + vc];
            o.owner.is_none() && o.credits >= need
        };
        if route.eject {
            return (0..v)
                .find(|&vc| free(p, vc))
                .map(|vc| ((p * v + vc) as u16, head.misses));
        }
        let mut best: Option<(u32, usize)> = None;
        // Row P of the bubble table marks the outputs off the escape rings.
        let off_ring = if prm.mode.uses_rings() {
            self.table().bubble_bits[p]
        } else {
            0
        };
        for port in ports(route.mask) {
            let spare_escape = off_ring >> port & 1 == 1;
            let in_layer = |vc: usize| route.layer.is_none_or(|l| vc == l as usize);
            for vc in (0..v)
                .filter(|&vc| (prm.role(vc) == VcRole::Adaptive || spare_escape) && in_layer(vc))
            {
                let o = &self.outputs[port * v + vc];
                if free(port, vc) && best.is_none_or(|(c, _)| o.credits > c) {
                    best = Some((o.credits, port * v + vc));
                }
            }
        }
        if let Some((_, ovc)) = best {
            let misses = head.misses + u8::from(route.from_escape);
            return Some((ovc as u16, misses.min(15)));
        }
        // The escape VC is asked for only after `escape_patience` refused VA cycles while
        // adaptive candidates exist (SICO's selection cycles through the adaptive outputs first).
        if route.mask != 0 && refused < prm.escape_patience {
            return None;
        }
        let (port, class) = route.escape?;
        let port = port as usize;
        let vc = (0..v).find(|&vc| prm.role(vc) == VcRole::Escape(class) && free(port, vc))?;
        if prm.mode.uses_rings() && self.table().needs_bubble(route.bubble_row as usize, port) {
            // Bubble condition: entering a ring needs room for two packets downstream.
            if self.outputs[port * v + vc].credits < 2 * l {
                return None;
            }
        }
        Some(((port * v + vc) as u16, head.misses))
    }

    /// Clock edge: latch arriving flits and credits, then apply the decisions of `comb`.
    pub fn tick(
        &mut self,
        now: u64,
        inputs: &RouterInputs,
        d: &Decisions,
        out: &mut RouterOutputs,
    ) {
        out.flits.clear();
        out.credits.clear();
        let prm = Arc::clone(&self.params);
        let (p, v) = (prm.ports, prm.vcs);
        for &(port, vc) in &inputs.credits {
            self.outputs[port as usize * v + vc as usize].credits += 1;
        }
        for &(port, flit) in &inputs.flits {
            let ivc = &mut self.inputs[port as usize * v + flit.vc as usize];
            debug_assert!(
                ivc.buf.len() < prm.depth,
                "buffer overflow at router {} port {port}",
                self.node
            );
            ivc.buf.push_back((flit, now));
            self.occupancy += 1;
        }
        for &(ivc, route) in &d.rc {
            self.inputs[ivc as usize].state = VcState::Routed {
                route,
                va_at: now + prm.stages as u64 - 4,
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
                sa_at: now + 1,
                absorb: route.absorb,
            };
            if let Some((front, _)) = input.buf.front_mut() {
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
            let (mut flit, _) = input.buf.pop_front().expect("SA grant to an empty VC");
            self.occupancy -= 1;
            let ovc = out_port as usize * v + out_vc as usize;
            self.outputs[ovc].credits -= 1;
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
            }
        }
    }
}
