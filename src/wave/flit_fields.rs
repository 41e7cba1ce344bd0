//! The fields of a flit bus as signals of their own, beside the raw bus: what a reader wants
//! to see (head/body/tail, destination, VC, packet) without decoding hex.

use super::dump::Dumper;
use super::format::{Filter, Format, KIND_BODY, KIND_HEAD, KIND_HEAD_TAIL, KIND_NONE, KIND_TAIL};
use super::scope::Scoped;
use crate::Result;
use crate::router::flit::{Flit, FlitFormat};

/// A flit bus split into its fields, declared beside the raw bus (`<bus>_kind`, `_dest`,
/// `_vc`, `_packet`) and written from the same `Flit` register the bus packs. A field the
/// bus does not carry now is z: all but `kind` when there is no flit, and `dest` on body and
/// tail flits (only the header holds the destination).
pub(super) struct FlitFields {
    pub(super) kind: usize,
    pub(super) dest: usize,
    pub(super) vc: usize,
    pub(super) packet: usize,
    format: FlitFormat,
}

impl FlitFields {
    pub(super) fn declare(sc: &mut Scoped, bus: &str, format: &FlitFormat) -> Result<Self> {
        Ok(FlitFields {
            kind: sc.wire(&format!("{bus}_kind"), 3, Format::Named(Filter::FlitKind))?,
            dest: sc.wire(
                &format!("{bus}_dest"),
                format.dest_bits,
                Format::Named(Filter::Node),
            )?,
            vc: sc.wire(&format!("{bus}_vc"), format.vc_bits, Format::Decimal)?,
            packet: sc.wire(
                &format!("{bus}_packet"),
                format.packet_bits,
                Format::Decimal,
            )?,
            format: *format,
        })
    }

    pub(super) fn write(&self, dump: &mut Dumper, flit: Option<&Flit>) -> Result<()> {
        let Some(f) = flit else {
            dump.set(self.kind, KIND_NONE)?;
            for sig in [self.dest, self.vc, self.packet] {
                dump.set_z(sig)?;
            }
            return Ok(());
        };
        let kind = match (f.head, f.tail) {
            (true, true) => KIND_HEAD_TAIL,
            (true, false) => KIND_HEAD,
            (false, true) => KIND_TAIL,
            (false, false) => KIND_BODY,
        };
        dump.set(self.kind, kind)?;
        if f.head {
            dump.set(self.dest, u128::from(f.dest.get()))?;
        } else {
            dump.set_z(self.dest)?;
        }
        dump.set(self.vc, u128::from(f.vc.get()))?;
        // The tag the wire carries: the packet id's low `packet_bits`.
        dump.set(self.packet, u128::from(self.format.tag(f.packet)))
    }

    pub(super) fn all(&self) -> [usize; 4] {
        [self.kind, self.dest, self.vc, self.packet]
    }
}
