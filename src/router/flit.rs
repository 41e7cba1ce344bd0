//! Flit format: explicit fields with explicit widths (DESIGN.md section 3).
//!
//! ```text
//!  | head | tail | vc | dest | hops | misses | packet | leg |
//!     1      1    Wv   Wd     8       4       32      4
//! ```
//! Widths of `vc` and `dest` come from the configuration (`bits::clog2`); the model keeps
//! fields in native integers and `FlitFormat::pack` gives the wire image used in waveforms.

use super::bits::clog2;

/// One flow-control digit on a wire or in a buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flit {
    /// First flit of a packet: carries the route.
    pub head: bool,
    /// Last flit of a packet: releases the VC.
    pub tail: bool,
    /// Virtual channel on the link it travels (width Wv).
    pub vc: u8,
    /// Destination node id (width Wd).
    pub dest: u32,
    /// Router traversals so far (8 bits; also the PV hop budget counter).
    pub hops: u8,
    /// Times the packet left an escape ring for the adaptive network (4 bits, livelock limit).
    pub misses: u8,
    /// Packet id, for tracing and the scoreboard (32 bits).
    pub packet: u32,
    /// Multicast: index of `dest` in the packet's destination list (4 bits; 0 for unicast).
    pub leg: u8,
}

/// Field widths of the flit for one configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlitFormat {
    pub vc_bits: u32,
    pub dest_bits: u32,
    pub hops_bits: u32,
    pub misses_bits: u32,
    pub packet_bits: u32,
    pub leg_bits: u32,
}

impl FlitFormat {
    pub fn new(num_nodes: usize, vcs: usize) -> Self {
        FlitFormat {
            vc_bits: clog2(vcs).max(1),
            dest_bits: clog2(num_nodes).max(1),
            hops_bits: 8,
            misses_bits: 4,
            packet_bits: 32,
            leg_bits: 4,
        }
    }

    /// Total width of the packed flit.
    pub fn width(&self) -> u32 {
        2 + self.vc_bits
            + self.dest_bits
            + self.hops_bits
            + self.misses_bits
            + self.packet_bits
            + self.leg_bits
    }

    /// The wire image, LSB first: head, tail, vc, dest, hops, misses, packet, leg.
    pub fn pack(&self, f: &Flit) -> u128 {
        let mut word = 0u128;
        let mut at = 0;
        for (value, bits) in [
            (f.head as u128, 1),
            (f.tail as u128, 1),
            (f.vc as u128, self.vc_bits),
            (f.dest as u128, self.dest_bits),
            (f.hops as u128, self.hops_bits),
            (f.misses as u128, self.misses_bits),
            (f.packet as u128, self.packet_bits),
            (f.leg as u128, self.leg_bits),
        ] {
            debug_assert!(
                value < 1u128 << bits,
                "flit field value {value} exceeds {bits} bits"
            );
            word |= value << at;
            at += bits;
        }
        word
    }
}
