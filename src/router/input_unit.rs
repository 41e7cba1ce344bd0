//! The input unit: per input VC a bounded FIFO of D flits (`VcBuffer`) and the VC's state,
//! with the route that RC registered for the packet at its head, and its clock edge.
//!
//! ```text
//!                 ┌──────────────────── input unit, (P + 1) x V VCs ─────────────────────┐
//!  write[P+1] ──► │ BW: VcBuffer[D] per VC ──► head flit (to RC, VA, SA)                  │
//!  rc[(P+1)V] ──► │ state: Idle ─RC─► Routed {route, wait, refused} ─VA grant─► Active   │ ──► read[P+1]
//!  va[(P+1)V] ──► │        ▲                  (countdown, refusals)             {out_vc} │     (flit, out_vc,
//!  sa[P+1]    ──► │        └──────────────────── tail read ◄─────────────── SA read ─────┘      absorb)
//!                 └──────────────────────────────────────────────────────────────────────┘
//! ```
//! Registers per input VC: the buffer (see `vc_buffer`), the state (2 bits), in `Routed` the
//! route word, the VA countdown (clog2(S - 4) bits) and the refusal counter (4 bits), in
//! `Active` the output port (clog2(P + 1) bits), output VC (clog2(V) bits) and absorb bit.
//! `InputUnit::read_port` is the combinational read port the crossbar takes (one per SA
//! grant). The clock edge of these registers alone, in its order: `write` (BW),
//! `tick_routes` (countdown, RC, VA's first stage), `grant` per VA grant, `read` per SA
//! grant, `route_bypass` (RC of the heads that reached the front at this edge).

use super::derived::VcMasks;
use super::flit::Flit;
use super::params::RouterParams;
use super::ports::{Decisions, RouteReg, VaHeld};
use super::vc_buffer::VcBuffer;
use crate::bits::set_bits;
use crate::topology::{PortId, VcId};

/// State of one input virtual channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// The tag first and each variant's fields at aligned offsets after it, so that a state written
// whole is copied in aligned words (docs/performance.md, "Copies and cache lines").
#[repr(C, u8)]
pub enum VcState {
    /// No packet being routed; a head flit at the front starts RC.
    Idle,
    /// Routed; requesting an output VC once `wait` has counted down to 0; `refused` counts
    /// the VA cycles it has already waited (4 bits), which decides when it may ask for the
    /// escape VC.
    Routed {
        route: RouteReg,
        /// Extra pipeline stages still to pass before VA: S - 5 at RC, minus one per clock
        /// edge (clog2(S - 4) bits; always 0 in the 5-stage pipeline).
        wait: u8,
        /// VA cycles refused so far (4 bits, saturating at 15).
        refused: u8,
        /// The request VA's first stage registered at the last edge, which its second stage
        /// (the arbiters) sees this cycle (`VaHeld`; none in the first VA cycle).
        request: VaHeld,
    },
    /// Holding `out_vc` of `out_port`; its flits request the switch (a head flit from the
    /// cycle after its VA grant, the next flits as soon as they are at the front).
    Active {
        out_port: u8,
        out_vc: VcId,
        /// Multicast absorb-and-forward: every flit also goes to the local interface.
        absorb: bool,
    },
}

/// One input VC: its FIFO and its state.
#[derive(Clone, Debug)]
pub struct InputVc {
    /// D flit slots with head/tail/count registers.
    pub(super) buf: VcBuffer,
    pub(super) state: VcState,
}

/// The input unit: its constants, its registers (the input VCs) and the bits derived from
/// them that the router's combinational step reads (`VcMasks`).
#[derive(Clone, Debug)]
pub struct InputUnit {
    /// The (port, VC) numbering: input VC index = port * V + vc.
    pub(super) lay: super::VcLayout,
    /// VA countdown loaded by RC: S - 5 extra stages (0 in the 5-stage pipeline).
    pub(super) rc_wait: u8,
    /// Width of a node id in the header, for absorb-and-forward's list shift.
    pub(super) dest_bits: u32,
    /// Registers: the input VCs, index port * V + vc (the local port is P).
    pub(super) vcs: Vec<InputVc>,
    /// Derived from `vcs` and kept by the edge (docs/architecture.md, "Derived state").
    pub(super) masks: VcMasks,
}

/// One read port's output during a cycle: the front flit of the input VC an SA grant
/// selects, with the output port, output VC and absorb bit its VC holds. The crossbar takes
/// the flit from the slot it is in, so that it is copied once, whole, where it lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputRead<'f> {
    pub in_port: usize,
    /// The output port the read VC holds (clog2(P + 1) bits).
    pub out_port: usize,
    /// The output VC the read VC holds (clog2(V) bits).
    pub out_vc: VcId,
    /// The read VC absorbs (multicast: the flit is also a local copy).
    pub absorb: bool,
    /// The flit at the front of the buffer.
    pub flit: &'f Flit,
}

impl InputUnit {
    /// At reset: (P + 1) x V empty, idle VCs of `params.depth` slots; `dest_bits` wide node
    /// ids in the header.
    pub fn new(params: &RouterParams, dest_bits: u32) -> Self {
        InputUnit {
            lay: params.layout(),
            rc_wait: (params.stages - 5) as u8,
            dest_bits,
            vcs: (0..params.num_input_vcs())
                .map(|_| InputVc {
                    buf: VcBuffer::new(params.depth),
                    state: VcState::Idle,
                })
                .collect(),
            masks: VcMasks::default(),
        }
    }

    /// Flits in the buffers.
    pub fn occupancy(&self) -> u32 {
        set_bits(self.masks.occupied)
            .map(|ivc| self.vcs[ivc].buf.len() as u32)
            .sum()
    }

    /// Combinational: the read port an SA grant of input VC `ivc` (active, holding flits)
    /// selects.
    #[inline(always)]
    pub fn read_port(&self, ivc: usize) -> InputRead<'_> {
        let input = &self.vcs[ivc];
        let VcState::Active {
            out_port,
            out_vc,
            absorb,
        } = input.state
        else {
            unreachable!("SA grant to an inactive VC")
        };
        InputRead {
            in_port: self.lay.port(ivc),
            out_port: out_port as usize,
            out_vc,
            absorb,
            flit: input.buf.head_slot(),
        }
    }

    /// BW, the first part of the clock edge: the flit `flit(port)` of each input port whose
    /// bit `valid` has is written into the VC its `vc` field names.
    #[inline]
    pub fn write<'f>(&mut self, valid: u64, flit: impl Fn(usize) -> &'f Flit) {
        for port in set_bits(valid) {
            let flit = flit(port);
            let ivc = self.lay.index(port, flit.vc);
            let input = &mut self.vcs[ivc];
            let bypass = flit.head & input.buf.is_empty() & (input.state == VcState::Idle);
            input.buf.write(flit);
            self.masks.occupied |= 1 << ivc;
            self.masks.routing |= u64::from(bypass) << ivc;
        }
    }

    /// Clock edge, the pipeline registers of heads: the VA countdown, RC results registered
    /// (`Routed`, from the combinational step), and VA's first stage: each VC that took part
    /// in VA counts a refusal and registers its next request (a VC `grant` activates at the
    /// same edge drops both with its `Routed` state).
    #[inline(always)]
    pub fn tick_routes(&mut self, d: &Decisions) {
        if d.countdown {
            for input in self.vcs.iter_mut() {
                if let VcState::Routed { wait, .. } = &mut input.state {
                    *wait = wait.saturating_sub(1);
                }
            }
        }
        for ivc in set_bits(d.rc_valid) {
            // The route is written into the register in place rather than in a whole state
            // built on the stack (docs/performance.md, "Copies and cache lines").
            let state = &mut self.vcs[ivc].state;
            *state = VcState::Routed {
                route: RouteReg::default(),
                wait: self.rc_wait,
                refused: 0,
                request: VaHeld::default(),
            };
            if let VcState::Routed { route, .. } = state {
                *route = d.rc[ivc];
            }
        }
        for ivc in set_bits(d.va_waiting) {
            if let VcState::Routed {
                refused, request, ..
            } = &mut self.vcs[ivc].state
            {
                *refused = refused.saturating_add(1).min(super::params::COUNTER_MAX);
                *request = d.va_next[ivc];
            }
        }
    }

    /// Clock edge of a VA grant of output VC `ovc` to input VC `ivc` (routed): the VC becomes
    /// `Active`, and the header at its front takes the packet's misses, its escape class and,
    /// multicast, the list's next destination.
    #[inline(always)]
    pub fn grant(&mut self, ivc: usize, ovc: usize, misses: u8) {
        let input = &mut self.vcs[ivc];
        let VcState::Routed { route, .. } = input.state else {
            unreachable!("VA grant to a VC that was not routed")
        };
        self.masks.active |= 1 << ivc;
        input.state = VcState::Active {
            out_port: self.lay.port(ovc) as u8,
            out_vc: self.lay.vc(ovc),
            absorb: route.absorb,
        };
        if let Some(front) = input.buf.front_mut() {
            front.misses = misses;
            if let Some((_, class)) = route.escape {
                front.class = class;
            }
            if route.absorb {
                // The header now names the next destination of the list.
                front.advance_list(self.dest_bits);
            }
        }
    }

    /// Clock edge of an SA read of input VC `ivc` (active, holding flits; `tail`: the flit
    /// read is a tail): the front flit leaves, and a tail leaves the VC `Idle`, the head
    /// behind it (if any) to be routed at this same edge (`route_bypass`).
    #[inline(always)]
    pub fn read(&mut self, ivc: usize, tail: bool) {
        let input = &mut self.vcs[ivc];
        input.buf.pop();
        let empty = input.buf.is_empty();
        let masks = &mut self.masks;
        masks.occupied &= !(u64::from(empty) << ivc);
        masks.active &= !(u64::from(tail) << ivc);
        masks.routing |= u64::from(tail & !empty) << ivc;
        if tail {
            input.state = VcState::Idle;
        }
    }

    /// The last part of the clock edge, RC on the bypass: each head that became the front of
    /// an idle VC at this edge (written into an empty idle VC, or behind a tail read) is
    /// routed by `route` (in the hardware RC reads `flit_in`, or the buffer's second slot).
    /// Returns the routes computed (RC lookups, for the energy counters).
    #[inline(always)]
    pub fn route_bypass(&mut self, route: impl Fn(usize, &Flit) -> RouteReg) -> u32 {
        let mut lookups = 0;
        for ivc in set_bits(std::mem::take(&mut self.masks.routing)) {
            let input = &mut self.vcs[ivc];
            let head = input.buf.head_slot();
            if !head.head {
                continue;
            }
            lookups += 1;
            input.state = VcState::Routed {
                route: route(ivc, head),
                wait: self.rc_wait,
                refused: 0,
                request: VaHeld::default(),
            };
        }
        lookups
    }

    /// The packets a cut of the link into input `port` leaves without their tail, pushed
    /// onto `closed`: on each VC that holds flits or is active, the last flit written when it
    /// is not a tail.
    pub fn open_packets(&self, port: PortId, closed: &mut Vec<u32>) {
        for vc in self.lay.vc_ids() {
            let ivc = &self.vcs[self.lay.index(port.index(), vc)];
            let active = matches!(ivc.state, VcState::Active { .. });
            if (!ivc.buf.is_empty() || active) && !ivc.buf.last_written().tail {
                closed.push(ivc.buf.last_written().packet);
            }
        }
    }

    /// The poison write into input `port`'s VCs (part of the clock edge after a cut, after
    /// its reads; docs/hdl.md): the last flit written is still in the buffer RAM: it becomes
    /// the tail, or (buffer empty, the worm gone ahead) a copy of it marked tail, one flit
    /// further, is written.
    pub fn close_open_packets(&mut self, port: PortId) {
        for vc in self.lay.vc_ids() {
            let ivc = self.lay.index(port.index(), vc);
            let input = &mut self.vcs[ivc];
            if !input.buf.is_empty() {
                input.buf.last_written_mut().tail = true;
            } else if matches!(input.state, VcState::Active { .. }) {
                let mut tail = *input.buf.last_written();
                tail.head = false;
                tail.tail = true;
                tail.index = tail.index.wrapping_add(1);
                tail.closing = true;
                input.buf.write(&tail);
                self.masks.occupied |= 1 << ivc;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::router::ports::{RouterInputs, VaGrant};
    use crate::topology::NodeId;

    const V: usize = 2;
    const PORTS: usize = 2; // one network port and the local port

    fn unit() -> InputUnit {
        InputUnit {
            lay: crate::router::VcLayout::new(V),
            rc_wait: 1,
            dest_bits: 4,
            vcs: (0..PORTS * V)
                .map(|_| InputVc {
                    buf: VcBuffer::new(4),
                    state: VcState::Idle,
                })
                .collect(),
            masks: VcMasks::default(),
        }
    }

    /// Wires with nothing valid: nothing written, routed, granted or read.
    fn idle() -> (RouterInputs, Decisions) {
        let n = PORTS * V;
        let inputs = RouterInputs {
            flit_valid: 0,
            flit_in: vec![Flit::default(); PORTS],
            credit_valid: 0,
            credit_in: vec![VcId::default(); PORTS - 1],
        };
        let d = Decisions {
            rc_valid: 0,
            rc: vec![RouteReg::default(); n],
            va_valid: 0,
            va: vec![VaGrant::default(); n],
            sa_valid: 0,
            sa: vec![0; PORTS],
            va_waiting: 0,
            va_next: vec![VaHeld::default(); n],
            countdown: false,
            va_requests: Vec::new(),
            sa_pick: vec![0; PORTS],
        };
        (inputs, d)
    }

    /// The route RC gives every head on the bypass in these tests.
    const ROUTE: RouteReg = RouteReg {
        mask: 0b1,
        escape: None,
        bubble_row: 0,
        eject: false,
        from_escape: false,
        absorb: true,
        layer: None,
    };

    /// One edge of the wires `inputs` and `d`: the read ports SA selects, collected in `reads`
    /// (emptied first) before the edge, then the edge, RC on the bypass giving `ROUTE`. The wires' valid
    /// bits are cleared after it. Returns the change in flits held and the RC lookups.
    fn tick(
        u: &mut InputUnit,
        (inputs, d): (&mut RouterInputs, &mut Decisions),
        reads: &mut Vec<Read>,
    ) -> (i64, u32) {
        reads.clear();
        for out_port in set_bits(d.sa_valid) {
            let r = u.read_port(usize::from(d.sa[out_port]));
            reads.push(Read {
                in_port: r.in_port,
                out_port: r.out_port,
                out_vc: r.out_vc,
                absorb: r.absorb,
                flit: *r.flit,
            });
        }
        let before = i64::from(u.occupancy());
        // The edge in the order the router's edge takes it (`Router::tick_into`).
        u.write(inputs.flit_valid, |port| &inputs.flit_in[port]);
        u.tick_routes(d);
        for ovc in set_bits(d.va_valid) {
            u.grant(usize::from(d.va[ovc].ivc), ovc, d.va[ovc].misses);
        }
        for out_port in set_bits(d.sa_valid) {
            let ivc = usize::from(d.sa[out_port]);
            let tail = u.read_port(ivc).flit.tail;
            u.read(ivc, tail);
        }
        let lookups = u.route_bypass(|_, _| ROUTE);
        inputs.clear();
        d.clear();
        (i64::from(u.occupancy()) - before, lookups)
    }

    /// An `InputRead` with its flit copied out of the buffer (the buffer moves on).
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Read {
        in_port: usize,
        out_port: usize,
        out_vc: VcId,
        absorb: bool,
        flit: Flit,
    }

    /// A two-flit multicast packet through one input VC, edge by edge: BW with RC on the
    /// bypass, its countdown, a refused VA cycle, the grant (misses written, list shifted),
    /// two SA reads (the tail frees the VC), with an unrelated write on the other port at the
    /// same edges.
    #[test]
    fn a_packet_goes_through_every_state_of_its_vc() {
        let mut u = unit();
        let mut reads = Vec::new();
        let head = Flit {
            head: true,
            vc: VcId::new(1),
            dest: NodeId::new(3),
            more: 1,
            rest: 9,
            ..Flit::default()
        };
        let tail = Flit {
            tail: true,
            vc: VcId::new(1),
            index: 1,
            ..Flit::default()
        };
        let (mut inputs, mut d) = idle();
        let routed = |wait, refused| VcState::Routed {
            route: ROUTE,
            wait,
            refused,
            request: VaHeld::default(),
        };
        // Edge 1: BW of the head into port 0, VC 1 (input VC 1), routed at its write.
        inputs.set_flit(0, head);
        assert_eq!(
            tick(&mut u, (&mut inputs, &mut d), &mut reads),
            (1, 1),
            "one flit more held, routed on the bypass"
        );
        assert_eq!(u.vcs[1].buf.len(), 1);
        assert_eq!(u.masks.occupied, 1 << 1, "input VC 1 holds flits");
        assert_eq!(u.masks.routing, 0, "the bypass is within the edge");
        assert_eq!(u.vcs[1].state, routed(1, 0));
        assert!(reads.is_empty());
        // Edge 2: BW of the tail and the countdown; edge 3: a refused VA request.
        inputs.set_flit(0, tail);
        d.countdown = true;
        assert_eq!(tick(&mut u, (&mut inputs, &mut d), &mut reads), (1, 0));
        assert_eq!(u.vcs[1].buf.len(), 2);
        assert_eq!(u.vcs[1].state, routed(0, 0));
        d.va_waiting = 1 << 1;
        tick(&mut u, (&mut inputs, &mut d), &mut reads);
        assert_eq!(u.vcs[1].state, routed(0, 1));
        // Edge 4: VA grants output VC 3 (port 1, VC 1) with 2 misses; a body flit arrives on
        // the local port (input VC 2) at the same edge: not a head, so not routed.
        d.va[3] = VaGrant { ivc: 1, misses: 2 };
        d.va_valid = 1 << 3;
        d.va_waiting = 1 << 1; // requested and granted: no refusal counted
        inputs.set_flit(
            1,
            Flit {
                vc: VcId::new(0),
                ..Flit::default()
            },
        );
        assert_eq!(tick(&mut u, (&mut inputs, &mut d), &mut reads), (1, 0));
        let active = VcState::Active {
            out_port: 1,
            out_vc: VcId::new(1),
            absorb: true,
        };
        assert_eq!(u.vcs[1].state, active);
        assert_eq!(u.vcs[2].buf.len(), 1);
        assert_eq!(u.vcs[2].state, VcState::Idle);
        let front = *u.vcs[1].buf.front().unwrap();
        assert_eq!(
            (front.misses, front.dest, front.more, front.leg),
            (2, NodeId::new(9), 0, 1)
        );
        // Edges 5 and 6: SA reads the head, then the tail, which frees the VC.
        d.sa[1] = 1;
        d.sa_valid = 1 << 1;
        assert_eq!(
            tick(&mut u, (&mut inputs, &mut d), &mut reads),
            (-1, 0),
            "one flit fewer held"
        );
        let read = Read {
            in_port: 0,
            out_port: 1,
            out_vc: VcId::new(1),
            absorb: true,
            flit: front,
        };
        assert_eq!(reads, vec![read]);
        assert_eq!(u.vcs[1].state, active);
        d.sa_valid = 1 << 1;
        tick(&mut u, (&mut inputs, &mut d), &mut reads);
        assert_eq!(reads, vec![Read { flit: tail, ..read }]);
        assert_eq!(u.vcs[1].state, VcState::Idle);
        assert!(u.vcs[1].buf.is_empty());
        assert_eq!(
            (u.masks.occupied, u.masks.active),
            (1 << 2, 0),
            "only the local input VC 2 holds flits"
        );
        // No grant: no read.
        tick(&mut u, (&mut inputs, &mut d), &mut reads);
        assert!(reads.is_empty());
    }

    /// RC's result from the combinational step (a head that reached the front of an idle VC
    /// without the bypass) is registered with the countdown loaded; a head behind a tail the
    /// edge reads is routed on the bypass.
    #[test]
    fn routes_come_from_the_step_or_the_bypass() {
        let mut u = unit();
        let mut reads = Vec::new();
        let (mut inputs, mut d) = idle();
        let head = Flit {
            head: true,
            ..Flit::default()
        };
        u.vcs[0].buf.write(&head);
        u.masks.occupied = 1;
        let route = RouteReg {
            mask: 0b10,
            ..RouteReg::default()
        };
        d.rc[0] = route;
        d.rc_valid = 1;
        assert_eq!(tick(&mut u, (&mut inputs, &mut d), &mut reads), (0, 0));
        assert_eq!(
            u.vcs[0].state,
            VcState::Routed {
                route,
                wait: 1,
                refused: 0,
                request: VaHeld::default()
            }
        );
        // Active with a tail at the front and the next head behind it.
        u.vcs[0].state = VcState::Active {
            out_port: 1,
            out_vc: VcId::new(0),
            absorb: false,
        };
        u.masks.active = 1;
        let mut buf = VcBuffer::new(4);
        for f in [
            Flit {
                tail: true,
                ..Flit::default()
            },
            head,
        ] {
            buf.write(&f);
        }
        u.vcs[0].buf = buf;
        d.sa[1] = 0;
        d.sa_valid = 1 << 1;
        assert_eq!(tick(&mut u, (&mut inputs, &mut d), &mut reads), (-1, 1));
        assert!(matches!(
            u.vcs[0].state,
            VcState::Routed { route: ROUTE, .. }
        ));
    }

    /// The refusal counter saturates at 15 (4 bits).
    #[test]
    fn refusals_saturate_at_four_bits() {
        let mut u = unit();
        let mut reads = Vec::new();
        u.vcs[0].state = VcState::Routed {
            route: RouteReg::default(),
            wait: 0,
            refused: 0,
            request: VaHeld::default(),
        };
        let (mut inputs, mut d) = idle();
        for _ in 0..20 {
            d.va_waiting = 1;
            tick(&mut u, (&mut inputs, &mut d), &mut reads);
        }
        assert!(matches!(
            u.vcs[0].state,
            VcState::Routed { refused: 15, .. }
        ));
    }
}
