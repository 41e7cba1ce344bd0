//! The per-VC configuration word the router's boot writes and each input VC reads
//! (docs/hdl.md): the VC's role bits, keep mask, ring successor and bubble row.

use super::Value;
use crate::bits::index_bits;
use crate::hdl::shape::RouterShape;

/// The configuration word of VC i (input VC i and output VC i): bit 0 on_escape, 1 follow,
/// 2 down (of the input VC), 3 adaptive_ok, 4 off_ring (of the output VC), then keep (P bits),
/// the ring successor (clog2 P bits) and the bubble row (clog2 (P + 1) bits) of the input VC.
#[derive(Clone, Copy, Debug)]
pub struct VcConfigWord {
    pub ports: usize,
}

impl VcConfigWord {
    pub const KEEP_AT: usize = 5;
    pub fn successor_at(&self) -> usize {
        Self::KEEP_AT + self.ports
    }
    pub fn row_at(&self) -> usize {
        self.successor_at() + index_bits(self.ports)
    }
    pub fn width(&self) -> usize {
        self.row_at() + index_bits(self.ports + 1)
    }

    /// The words of every VC of the router of `shape`.
    pub fn words(&self, shape: &RouterShape) -> Vec<Value> {
        let w = self.width();
        shape
            .inputs
            .iter()
            .zip(&shape.outputs)
            .map(|(i, o)| {
                let flags = u64::from(i.on_escape)
                    | u64::from(i.follow) << 1
                    | u64::from(i.down) << 2
                    | u64::from(o.adaptive_ok) << 3
                    | u64::from(o.off_ring) << 4;
                Value::new(w, flags)
                    | Value::new(w, i.keep) << Self::KEEP_AT
                    | Value::new(w, i.successor as u64) << self.successor_at()
                    | Value::new(w, i.bubble_row as u64) << self.row_at()
            })
            .collect()
    }
}
