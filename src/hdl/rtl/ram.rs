//! A RAM of `words` words of `width` bits without reset: one write port (`write_enable`,
//! `write_addr`, `write_data`, taking effect at the clock edge) and `read_ports`
//! combinational read ports (`read_addr[k]` to `read_data[k]`). Its own Verilog module, an
//! array written by address and read by address, the form Yosys maps to LUT RAM on an FPGA
//! (ECP5 `TRELLIS_DPR16X4`, one copy per read port) and to a register file of plain
//! flip-flops without reset in an ASIC flow. The VC buffer's slots (docs/hdl.md, "Storage").
//!
//! A read of an address past the last word reads 0 in the model; the Verilog array has no
//! such word, and no user addresses one (the buffer's pointers wrap at the last slot).

use rust_hdl_core::ast::Verilog;
use rust_hdl_core::block::Block;
use rust_hdl_core::direction::{In, Out};
use rust_hdl_core::logic::Logic;
use rust_hdl_core::probe::Probe;

use super::state::{MEMORY_TAG, Stateful};
use super::wire::{ModuleKind, Wire};
use crate::bits::Value;
use crate::bits::clog2;

#[derive(Clone, Debug)]
pub struct Ram {
    pub write_enable: Wire<In>,
    pub write_addr: Wire<In>,
    pub write_data: Wire<In>,
    pub read_addr: Vec<Wire<In>>,
    pub read_data: Vec<Wire<Out>>,
    kind: ModuleKind,
    contents: Vec<Value>,
    width: usize,
}

/// The Verilog array of the words (a name no port of the module has).
const ARRAY: &str = "words_ram";

impl Ram {
    pub fn new(kind: ModuleKind, words: usize, width: usize, read_ports: usize) -> Ram {
        assert!(words >= 2 && width >= 1 && read_ports >= 1);
        let abits = clog2(words) as usize;
        Ram {
            write_enable: Wire::new(1),
            write_addr: Wire::new(abits),
            write_data: Wire::new(width),
            read_addr: Wire::many(read_ports, abits),
            read_data: Wire::many(read_ports, width),
            kind,
            contents: vec![Value::zero(width); words],
            width,
        }
    }

    pub fn word(&self, addr: usize) -> Value {
        self.contents[addr]
    }
}

impl Stateful for Ram {
    /// The write; the words have no reset.
    fn tick(&mut self, _reset: bool) {
        if self.write_enable.val().any() {
            let addr = self.write_addr.val().index();
            if let Some(word) = self.contents.get_mut(addr) {
                *word = self.write_data.val();
            }
        }
    }
}

impl Logic for Ram {
    fn update(&mut self) {
        for (addr, data) in self.read_addr.iter().zip(self.read_data.iter_mut()) {
            data.next = self
                .contents
                .get(addr.val().index())
                .copied()
                .unwrap_or(Value::zero(self.width));
        }
    }
    fn hdl(&self) -> Verilog {
        // Zero at time 0 in simulation, as the model starts; synthesis has no initial
        // value (the buffer's count says which words hold flits), as `Reg::data`.
        let words = self.contents.len();
        let zeros: String = (0..words)
            .map(|i| format!("    {ARRAY}[{i}] = {}'h0;\n", self.width))
            .collect();
        let mut body = format!(
            "{MEMORY_TAG}\nreg [{w}:0] {ARRAY} [0:{last}];\n\
             `ifndef SYNTHESIS\ninitial begin\n{zeros}end\n`endif\n\
             always @(posedge clock) if (write_enable) {ARRAY}[write_addr] <= write_data;\n",
            w = self.width - 1,
            last = words - 1
        );
        for k in 0..self.read_addr.len() {
            body += &format!("assign read_data${k} = {ARRAY}[read_addr${k}];\n");
        }
        Verilog::Custom(body)
    }
}

impl Block for Ram {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {
        self.update();
        self.write_enable.update_all();
        self.write_addr.update_all();
        self.write_data.update_all();
        self.read_addr.update_all();
        self.read_data.update_all();
    }
    fn has_changed(&self) -> bool {
        self.write_enable.has_changed()
            || self.write_addr.has_changed()
            || self.write_data.has_changed()
            || self.read_addr.has_changed()
            || self.read_data.has_changed()
    }
    fn accept(&self, name: &str, probe: &mut dyn Probe) {
        probe.visit_start_scope(name, self);
        self.kind.accept("kind", probe);
        self.write_enable.accept("write_enable", probe);
        self.write_addr.accept("write_addr", probe);
        self.write_data.accept("write_data", probe);
        self.read_addr.accept("read_addr", probe);
        self.read_data.accept("read_data", probe);
        probe.visit_end_scope(name, self);
    }
}
