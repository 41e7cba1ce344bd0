//! Value-change writer: declared signals remember their last value, so only changes reach
//! the file; the file is written through a buffer as the simulation runs (streaming).

use super::format::Format;
use crate::output::{Ready, Staged};
use crate::{Error, Result};
use std::io::Write;
use vcd::{IdCode, ReferenceIndex, Value, VarType};

/// A bus value wider than 128 bits (a flit of up to 256 data bits).
type Wide = crate::bits::Value;

/// The staged VCD file under the `vcd` writer, taken back out when the dump finishes (the
/// writer has no `into_inner`).
struct Sink(Option<Staged>);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.0 {
            Some(s) => s.write(buf),
            None => Err(std::io::Error::other("the VCD is already finished")),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.0.as_mut().map_or(Ok(()), Write::flush)
    }
}

/// One declared signal and the last value written (`Some(None)`: z, not driven).
struct Signal {
    id: IdCode,
    width: u32,
    last: Option<Option<u128>>,
    /// The last value of a bus wider than 128 bits (`set_wide`); `last` then holds only
    /// whether it was driven.
    last_wide: Option<Wide>,
}

/// A VCD file being written: header first (`declare`), then timestamps and changes.
pub struct Dumper {
    out: vcd::Writer<Sink>,
    path: String,
    signals: Vec<Signal>,
    /// Full names (dot-separated scope path + reference with its bit range), for the save file.
    pub names: Vec<String>,
    /// How GTKWave shows each signal, for the save file.
    pub formats: Vec<Format>,
    scope: Vec<String>,
    time: Option<u64>,
}

impl Dumper {
    pub fn create(path: &str) -> Result<Self> {
        let file = Staged::create(path)?;
        Ok(Dumper {
            out: vcd::Writer::new(Sink(Some(file))),
            path: path.to_string(),
            signals: Vec::new(),
            names: Vec::new(),
            formats: Vec::new(),
            scope: Vec::new(),
            time: None,
        })
    }

    fn io(&self, e: std::io::Error) -> Error {
        Error::Io(format!("cannot write {:?}: {e}", self.path))
    }

    /// Header lines: version, comment, timescale (no date: output must be reproducible).
    pub fn preamble(&mut self, version: &str, comment: &str, ps_per_unit: u32) -> Result<()> {
        let r = (|| {
            self.out.version(version)?;
            self.out.comment(comment)?;
            self.out.timescale(ps_per_unit, vcd::TimescaleUnit::PS)
        })();
        r.map_err(|e| self.io(e))
    }

    pub fn push_scope(&mut self, name: &str) -> Result<()> {
        self.scope.push(name.to_string());
        self.out.add_module(name).map_err(|e| self.io(e))
    }

    pub fn pop_scope(&mut self) -> Result<()> {
        self.scope.pop();
        self.out.upscope().map_err(|e| self.io(e))
    }

    /// Declare a wire of `width` bits in the current scope; returns its handle.
    pub fn declare(&mut self, name: &str, width: u32, format: Format) -> Result<usize> {
        let width = width.max(1);
        let index = (width > 1).then_some(ReferenceIndex::Range(width as i32 - 1, 0));
        let id = self
            .out
            .add_var(VarType::Wire, width, name, index)
            .map_err(|e| self.io(e))?;
        let range = if width > 1 {
            format!("[{}:0]", width - 1)
        } else {
            String::new()
        };
        self.names
            .push(format!("{}.{name}{range}", self.scope.join(".")));
        self.formats.push(format);
        self.signals.push(Signal {
            id,
            width,
            last: None,
            last_wide: None,
        });
        Ok(self.signals.len() - 1)
    }

    pub fn end_header(&mut self) -> Result<()> {
        self.out.enddefinitions().map_err(|e| self.io(e))
    }

    /// Move to time `t` (a `#t` line only when the time changes).
    pub fn at(&mut self, t: u64) -> Result<()> {
        if self.time != Some(t) {
            debug_assert!(self.time.is_none_or(|now| now < t), "time goes backwards");
            self.time = Some(t);
            self.out.timestamp(t).map_err(|e| self.io(e))?;
        }
        Ok(())
    }

    pub fn time(&self) -> Option<u64> {
        self.time
    }

    /// Set a signal; written only if it differs from the last value written.
    pub fn set(&mut self, sig: usize, value: u128) -> Result<()> {
        let s = &mut self.signals[sig];
        debug_assert!(
            s.width >= 128 || value < 1u128 << s.width,
            "value {value} exceeds {} bits",
            s.width
        );
        if s.last == Some(Some(value)) {
            return Ok(());
        }
        s.last = Some(Some(value));
        let (id, width) = (s.id, s.width);
        let r = if width == 1 {
            self.out.change_scalar(id, value & 1 == 1)
        } else {
            // Leading zeros dropped: VCD extends a shorter vector with zeros on the left.
            let top = (128 - value.leading_zeros()).max(1);
            let bits = (0..top).rev().map(|b| {
                if value >> b & 1 == 1 {
                    Value::V1
                } else {
                    Value::V0
                }
            });
            self.out.change_vector(id, bits)
        };
        r.map_err(|e| self.io(e))
    }

    /// Set a bus of any width (up to `bits::value::MAX_BITS`) to `value`; written only if it
    /// differs from the last value written.
    pub fn set_wide(&mut self, sig: usize, value: &Wide) -> Result<()> {
        if self.signals[sig].width <= 128 {
            return self.set(sig, value.to_u128());
        }
        let s = &mut self.signals[sig];
        if s.last == Some(Some(0)) && s.last_wide.as_ref() == Some(value) {
            return Ok(());
        }
        s.last = Some(Some(0));
        s.last_wide = Some(*value);
        let id = s.id;
        let top = (0..value.width())
            .rev()
            .find(|&b| value.get_bit(b))
            .map_or(1, |b| b + 1);
        let bits = (0..top).rev().map(|b| {
            if value.get_bit(b) {
                Value::V1
            } else {
                Value::V0
            }
        });
        self.out.change_vector(id, bits).map_err(|e| self.io(e))
    }

    /// Set a signal to z (not driven: a field the wire does not carry now).
    pub fn set_z(&mut self, sig: usize) -> Result<()> {
        let s = &mut self.signals[sig];
        if s.last == Some(None) {
            return Ok(());
        }
        s.last = Some(None);
        let id = s.id;
        // One z bit: VCD extends a vector whose leftmost bit is z with z.
        let r = if s.width == 1 {
            self.out.change_scalar(id, Value::Z)
        } else {
            self.out.change_vector(id, [Value::Z])
        };
        r.map_err(|e| self.io(e))
    }

    /// The whole file, to be put in place with the run's other outputs (`output::commit`).
    pub fn finish(mut self) -> Result<Ready> {
        self.out.flush().map_err(|e| self.io(e))?;
        match self.out.writer().0.take() {
            Some(file) => file.finish(),
            None => Err(Error::Io(format!("{:?}: finished twice", self.path))),
        }
    }
}
