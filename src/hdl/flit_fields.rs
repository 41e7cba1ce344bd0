//! Where the header fields sit in a stored flit, for the hardware blocks that read them
//! (`hdl::rtl::route_compute`, `hdl::rtl::input_vc`, `hdl::rtl::header_rewrite`).

use super::shape::RouterShape;

/// Offsets of the header fields in a stored flit (head, tail, then the data bits), kept
/// inside the flit for formats without a list (their readers are off then).
#[derive(Clone, Copy, Debug)]
pub struct FlitFields {
    pub hops_at: usize,
    pub misses_at: usize,
    pub leg_at: usize,
    pub more_at: usize,
    pub rest_at: usize,
}

impl FlitFields {
    pub fn of(shape: &RouterShape) -> Self {
        let fb = shape.stored_flit_bits();
        let db = shape.flit.dest_bits as usize;
        let more_at = 2 + shape.flit.more_offset() as usize;
        FlitFields {
            hops_at: 2 + db,
            misses_at: 2 + db + 8,
            leg_at: more_at - 4,
            more_at: more_at.min(fb - 4),
            rest_at: (more_at + shape.flit.more_bits as usize).min(fb - db),
        }
    }
}
