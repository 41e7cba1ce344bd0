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
//! `InputUnit::tick` is the clock edge of all of them, from fixed-shape inputs (`InputEdge`)
//! to its read ports (`InputRead`, one per SA grant); the router wires it to RC, VA, SA and the
//! crossbar.

use super::flit::Flit;
use super::ports::{Decisions, RouteReg, RouterInputs, VaGrant, VaHeld};
use super::vc_buffer::VcBuffer;
use crate::bits::set_bits;
use crate::topology::VcId;

/// State of one input virtual channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// The tag first and each variant's fields at aligned offsets after it: a state written whole
// (RC's result, a VA grant) is then copied in aligned words rather than pieced together from
// overlapping unaligned ones, which stall store-to-load forwarding (docs/performance.md,
// "Copies and cache lines").
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

/// Per input VC a bit (bit ivc), kept by the clock edge: the VCs the combinational step
/// visits, and how (docs/performance.md, "Branches").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VcMasks {
    /// The VC holds flits.
    pub occupied: u64,
    /// The VC is `Active`: its flits request the switch.
    pub active: u64,
    /// The VC is idle after this edge with a head flit at its front that was not there
    /// before: written into the VC while it was empty and idle, or behind the tail this edge
    /// read. RC routes it at this same edge (in parallel with BW, or with the tail's read);
    /// the router clears the bit when it registers the route.
    pub routing: u64,
}

/// The input unit's parameters (constants of the block).
#[derive(Clone, Copy, Debug)]
pub struct InputUnit {
    /// The (port, VC) numbering: input VC index = port * V + vc.
    pub lay: super::VcLayout,
    /// VA countdown loaded by RC: S - 5 extra stages (0 in the 5-stage pipeline).
    pub rc_wait: u8,
    /// Width of a node id in the header, for absorb-and-forward's list shift.
    pub dest_bits: u32,
}

/// The input unit's inputs at one clock edge, all of fixed shape (valid masks plus one slot
/// per port or VC): BW's writes and the decision wires of RC, VA and SA. Held by reference,
/// so that an edge reads only the wires it uses (docs/performance.md, "Copies and cache
/// lines").
#[derive(Clone, Copy, Debug)]
pub struct InputEdge<'a> {
    /// BW: per input port (P + 1), a flit to write into the VC its `vc` field names (valid
    /// where `flit_valid`).
    pub write: &'a RouterInputs,
    /// RC (`rc_valid`, `rc`: a route per input VC to register), the VA countdown
    /// (`countdown`), VA (`va_valid`, `va`: a grant per output VC; `va_waiting`, `va_next`:
    /// the input VCs that requested, and the request each registers) and SA (`sa_valid`,
    /// `sa`: per output port, the input VC whose front flit is read).
    pub d: &'a Decisions,
}

impl<'a> InputEdge<'a> {
    /// The router's wires into the input unit: its flit inputs and its decisions.
    #[inline(always)]
    pub fn new(write: &'a RouterInputs, d: &'a Decisions) -> Self {
        InputEdge { write, d }
    }
}

/// One read port's output at an edge: the flit an SA grant read from input port `in_port`
/// (one read per input port and cycle), with the output port, output VC and absorb bit its
/// VC held. The input unit hands each read to the crossbar as it happens, the flit in the slot
/// it was read from, so that the crossbar copies it on whole (docs/performance.md, "Copies and
/// cache lines").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputRead<'f> {
    pub in_port: usize,
    /// The output port the read VC holds (clog2(P + 1) bits).
    pub out_port: usize,
    /// The output VC the read VC holds (clog2(V) bits).
    pub out_vc: VcId,
    /// The read VC absorbs (multicast: the flit is also a local copy).
    pub absorb: bool,
    /// The flit, as it left the buffer.
    pub flit: &'f Flit,
}

/// What the input unit's clock edge hands the rest of the router as it happens: each VA grant
/// that takes effect (for the output VC's owner and VA's arbiters) and each SA read (for the
/// crossbar). A closure over the reads alone is a sink that ignores the grants.
pub trait EdgeSink {
    /// Input VC `ivc` now holds output VC `ovc` (both flat).
    fn granted(&mut self, ovc: usize, ivc: u16);
    /// An SA grant read a flit.
    fn read(&mut self, r: InputRead<'_>);
}

impl<F: FnMut(InputRead<'_>)> EdgeSink for F {
    #[inline]
    fn granted(&mut self, _ovc: usize, _ivc: u16) {}

    #[inline]
    fn read(&mut self, r: InputRead<'_>) {
        self(r)
    }
}

impl InputUnit {
    /// Clock edge of the input VCs `vcs`, with `masks` (which VCs hold flits, which are
    /// active) kept up to date: BW writes, the VA countdown, RC results registered
    /// (`Routed`), VA grants (`Active`, the head's misses written, a multicast header's list
    /// shifted), refusals counted, SA reads (a tail read leaves the VC `Idle`), the grants and
    /// reads passed to `sink` as they happen. Returns the flits written minus the flits read.
    /// Each VC sees these in this order; no two apply to one VC at one edge except a write
    /// with anything else (RC needs `Idle`, VA `Routed`, SA `Active`).
    #[inline]
    pub fn tick(
        &self,
        vcs: &mut [InputVc],
        e: &InputEdge,
        masks: &mut VcMasks,
        sink: &mut impl EdgeSink,
    ) -> i32 {
        let lay = self.lay;
        let mut held = self.write(
            vcs,
            e.write.flit_valid,
            |port| &e.write.flit_in[port],
            masks,
        );
        self.tick_heads(vcs, e, masks, sink);
        let mut read_ports = 0u64;
        for out_port in set_bits(e.d.sa_valid) {
            let ivc = e.d.sa[out_port] as usize;
            let in_port = lay.port(ivc);
            let input = &mut vcs[ivc];
            let VcState::Active {
                out_port: held_port,
                out_vc,
                absorb,
            } = input.state
            else {
                unreachable!("SA grant to an inactive VC")
            };
            debug_assert_eq!(held_port as usize, out_port, "SA grant for another output");
            debug_assert!(
                read_ports >> in_port & 1 == 0,
                "two SA grants to input {in_port}"
            );
            read_ports |= 1 << in_port;
            let slot = input.buf.pop();
            held -= 1;
            masks.occupied &= !(u64::from(input.buf.is_empty()) << ivc);
            let flit = input.buf.slot(slot);
            masks.active &= !(u64::from(flit.tail) << ivc);
            // The head behind a tail is routed at the edge that reads the tail (RC reads the
            // buffer's second slot, or the input wire when the tail was the last flit).
            masks.routing |= u64::from(flit.tail & !input.buf.is_empty()) << ivc;
            let state = input.state;
            input.state = if flit.tail { VcState::Idle } else { state };
            sink.read(InputRead {
                in_port,
                out_port,
                out_vc,
                absorb,
                flit,
            });
        }
        held
    }

    /// BW, the first part of `tick`: the flit `flit(port)` of each input port whose bit
    /// `valid` has is written into the VC its `vc` field names. Returns the flits written.
    #[inline]
    pub fn write<'f>(
        &self,
        vcs: &mut [InputVc],
        valid: u64,
        flit: impl Fn(usize) -> &'f Flit,
        masks: &mut VcMasks,
    ) -> i32 {
        let mut held = 0;
        for port in set_bits(valid) {
            let flit = flit(port);
            let ivc = self.lay.index(port, flit.vc);
            let input = &mut vcs[ivc];
            let bypass = flit.head & input.buf.is_empty() & (input.state == VcState::Idle);
            input.buf.write(flit);
            masks.occupied |= 1 << ivc;
            masks.routing |= u64::from(bypass) << ivc;
            held += 1;
        }
        held
    }

    /// The part of `tick` for head flits: the VA countdown, RC results registered
    /// (`Routed`), VA grants (`Active`, the head's misses written, a multicast header's list
    /// shifted, each passed to `sink`), refusals counted.
    #[inline]
    fn tick_heads(
        &self,
        vcs: &mut [InputVc],
        e: &InputEdge,
        masks: &mut VcMasks,
        sink: &mut impl EdgeSink,
    ) {
        let lay = self.lay;
        if e.d.countdown {
            for input in vcs.iter_mut() {
                if let VcState::Routed { wait, .. } = &mut input.state {
                    *wait = wait.saturating_sub(1);
                }
            }
        }
        for ivc in set_bits(e.d.rc_valid) {
            // The route is written into the register in place: a whole state built on the
            // stack and copied would stall store-to-load forwarding (docs/performance.md,
            // "Copies and cache lines").
            let state = &mut vcs[ivc].state;
            *state = VcState::Routed {
                route: RouteReg::default(),
                wait: self.rc_wait,
                refused: 0,
                request: VaHeld::default(),
            };
            if let VcState::Routed { route, .. } = state {
                *route = e.d.rc[ivc];
            }
        }
        for ovc in set_bits(e.d.va_valid) {
            let VaGrant { ivc, misses } = e.d.va[ovc];
            sink.granted(ovc, ivc);
            let input = &mut vcs[usize::from(ivc)];
            let VcState::Routed { route, .. } = input.state else {
                unreachable!("VA grant to a VC that was not routed")
            };
            masks.active |= 1 << ivc;
            input.state = VcState::Active {
                out_port: lay.port(ovc) as u8,
                out_vc: lay.vc(ovc),
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
        // VA's first stage registers its request; a VC granted at this edge is active and
        // drops it.
        for ivc in set_bits(e.d.va_waiting) {
            if let VcState::Routed {
                refused, request, ..
            } = &mut vcs[ivc].state
            {
                *refused = refused.saturating_add(1).min(super::params::COUNTER_MAX);
                *request = e.d.va_next[ivc];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::NodeId;

    const V: usize = 2;
    const PORTS: usize = 2; // one network port and the local port

    fn unit() -> InputUnit {
        InputUnit {
            lay: crate::router::VcLayout::new(V),
            rc_wait: 1,
            dest_bits: 4,
        }
    }

    fn vcs() -> Vec<InputVc> {
        (0..PORTS * V)
            .map(|_| InputVc {
                buf: VcBuffer::new(4),
                state: VcState::Idle,
            })
            .collect()
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

    /// One edge of the wires `inputs` and `d`, its reads collected in `reads` (emptied
    /// first); the wires' valid bits are cleared after it.
    fn tick(
        u: &InputUnit,
        vcs: &mut [InputVc],
        (inputs, d): (&mut RouterInputs, &mut Decisions),
        masks: &mut VcMasks,
        reads: &mut Vec<Read>,
    ) -> i32 {
        reads.clear();
        let held = u.tick(
            vcs,
            &InputEdge::new(inputs, d),
            masks,
            &mut |r: InputRead| {
                reads.push(Read {
                    in_port: r.in_port,
                    out_port: r.out_port,
                    out_vc: r.out_vc,
                    absorb: r.absorb,
                    flit: *r.flit,
                })
            },
        );
        inputs.clear();
        d.clear();
        held
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

    /// A two-flit multicast packet through one input VC, edge by edge: BW, RC with its
    /// countdown, a refused VA cycle, the grant (misses written, list shifted), two SA reads
    /// (the tail frees the VC), with an unrelated write on the other port at the same edges.
    #[test]
    fn a_packet_goes_through_every_state_of_its_vc() {
        let u = unit();
        let mut vcs = vcs();
        let mut reads = Vec::new();
        let mut masks = VcMasks::default();
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
        let route = RouteReg {
            mask: 0b1,
            absorb: true,
            ..RouteReg::default()
        };
        let (mut inputs, mut d) = idle();
        // Edge 1: BW of the head into port 0, VC 1 (input VC 1).
        inputs.set_flit(0, head);
        assert_eq!(
            tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads),
            1,
            "one flit more held"
        );
        assert_eq!(vcs[1].buf.len(), 1);
        assert_eq!(masks.occupied, 1 << 1, "input VC 1 holds flits");
        assert_eq!(
            masks.routing,
            1 << 1,
            "a head into an empty idle VC is routed at its write"
        );
        masks.routing = 0;
        assert_eq!(vcs[1].state, VcState::Idle);
        assert!(reads.is_empty());
        // Edge 2: BW of the tail; RC registers the route with the countdown loaded.
        inputs.set_flit(0, tail);
        d.rc[1] = route;
        d.rc_valid = 1 << 1;
        tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        assert_eq!(vcs[1].buf.len(), 2);
        let routed = |wait, refused| VcState::Routed {
            route,
            wait,
            refused,
            request: VaHeld::default(),
        };
        assert_eq!(vcs[1].state, routed(1, 0));
        // Edge 3: the countdown; edge 4: a refused VA request.
        d.countdown = true;
        tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        assert_eq!(vcs[1].state, routed(0, 0));
        d.va_waiting = 1 << 1;
        tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        assert_eq!(vcs[1].state, routed(0, 1));
        // Edge 5: VA grants output VC 3 (port 1, VC 1) with 2 misses; a flit arrives on the
        // local port (input VC 2) at the same edge.
        d.va[3] = VaGrant { ivc: 1, misses: 2 };
        d.va_valid = 1 << 3;
        d.va_waiting = 1 << 1; // requested and granted: no refusal counted
        inputs.set_flit(
            1,
            Flit {
                head: true,
                vc: VcId::new(0),
                ..Flit::default()
            },
        );
        tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        let active = VcState::Active {
            out_port: 1,
            out_vc: VcId::new(1),
            absorb: true,
        };
        assert_eq!(vcs[1].state, active);
        assert_eq!(vcs[2].buf.len(), 1);
        let front = *vcs[1].buf.front().unwrap();
        assert_eq!(
            (front.misses, front.dest, front.more, front.leg),
            (2, NodeId::new(9), 0, 1)
        );
        // Edges 6 and 7: SA reads the head, then the tail, which frees the VC.
        d.sa[1] = 1;
        d.sa_valid = 1 << 1;
        assert_eq!(
            tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads),
            -1,
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
        assert_eq!(vcs[1].state, active);
        d.sa_valid = 1 << 1;
        tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        assert_eq!(reads, vec![Read { flit: tail, ..read }]);
        assert_eq!(vcs[1].state, VcState::Idle);
        assert!(vcs[1].buf.is_empty());
        assert_eq!(
            masks.occupied,
            1 << 2,
            "only the local input VC 2 holds flits"
        );
        // No grant: no read.
        tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        assert!(reads.is_empty());
    }

    /// The refusal counter saturates at 15 (4 bits).
    #[test]
    fn refusals_saturate_at_four_bits() {
        let u = unit();
        let mut vcs = vcs();
        let mut reads = Vec::new();
        let mut masks = VcMasks::default();
        vcs[0].state = VcState::Routed {
            route: RouteReg::default(),
            wait: 0,
            refused: 0,
            request: VaHeld::default(),
        };
        let (mut inputs, mut d) = idle();
        for _ in 0..20 {
            d.va_waiting = 1;
            tick(&u, &mut vcs, (&mut inputs, &mut d), &mut masks, &mut reads);
        }
        assert!(matches!(vcs[0].state, VcState::Routed { refused: 15, .. }));
    }
}
