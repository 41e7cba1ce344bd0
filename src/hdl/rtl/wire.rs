//! Run-time-width signals for rust-hdl blocks: `Wire<D>` (a port or local signal of a width
//! chosen when the block is built), `Param` (a per-instance constant, a Verilog `parameter`)
//! and `ModuleKind` (the Verilog module name and description of a block). They implement
//! rust-hdl's `Atom`/`Block` traits, so `#[derive(LogicBlock)]` and `#[hdl_gen]` accept them
//! as they accept `Signal`; only the width comes from the value, not from a type.

use rust_hdl_core::ast::{Verilog, VerilogLiteral};
use rust_hdl_core::atom::{Atom, AtomKind};
use rust_hdl_core::block::Block;
use rust_hdl_core::constraint::PinConstraint;
use rust_hdl_core::direction::{Direction, In, Local, Out};
use rust_hdl_core::logic::Logic;
use rust_hdl_core::probe::Probe;
use rust_hdl_core::signal::get_signal_id;
use rust_hdl_core::synth::VCDValue;
use rust_hdl_core::type_descriptor::{TypeDescriptor, TypeKind};
use std::marker::PhantomData;

use crate::bits::Value;

/// A signal of `width` bits. `next` is what the combinational step assigns; `val()` reads,
/// truncated to the width (an input reads the value settled at the last update, an output or
/// local the value just assigned, as rust-hdl's `Signal` does).
#[derive(Clone, Debug)]
pub struct Wire<D: Direction> {
    pub next: Value,
    val: Value,
    width: usize,
    changed: bool,
    id: usize,
    dir: PhantomData<D>,
}

impl<D: Direction> Wire<D> {
    pub fn new(width: usize) -> Self {
        assert!(width >= 1, "a wire is at least 1 bit wide");
        Wire {
            next: Value::zero(width),
            val: Value::zero(width),
            width,
            changed: false,
            id: get_signal_id(),
            dir: PhantomData,
        }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    /// `n` wires of `width` bits.
    pub fn many(n: usize, width: usize) -> Vec<Self> {
        (0..n).map(|_| Wire::new(width)).collect()
    }
}

impl Wire<In> {
    pub fn val(&self) -> Value {
        self.val
    }
}

impl Wire<Out> {
    pub fn val(&self) -> Value {
        self.next.resize(self.width)
    }
}

impl Wire<Local> {
    pub fn val(&self) -> Value {
        self.next.resize(self.width)
    }
}

/// rust-hdl's own VCD writer is not used for these wires (the fabric's waveforms come from
/// the native model); the value is given as hex text.
fn vcd_bits(v: &Value) -> VCDValue {
    VCDValue::String(v.to_hex())
}

fn descriptor(width: usize) -> TypeDescriptor {
    TypeDescriptor {
        name: format!("Bits::<{width}>"),
        kind: TypeKind::Bits(width),
    }
}

impl<D: Direction> Atom for Wire<D> {
    fn bits(&self) -> usize {
        self.width
    }
    fn connected(&self) -> bool {
        true
    }
    fn changed(&self) -> bool {
        self.changed
    }
    fn kind(&self) -> AtomKind {
        D::KIND
    }
    fn descriptor(&self) -> TypeDescriptor {
        descriptor(self.width)
    }
    fn vcd(&self) -> VCDValue {
        vcd_bits(&self.val)
    }
    fn id(&self) -> usize {
        self.id
    }
    fn verilog(&self) -> VerilogLiteral {
        VerilogLiteral::from(self.val.to_u64())
    }
    fn constraints(&self) -> Vec<PinConstraint> {
        vec![]
    }
}

impl<D: Direction> Logic for Wire<D> {
    fn update(&mut self) {}
}

impl<D: Direction> Block for Wire<D> {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {
        let next = self.next.resize(self.width);
        self.changed = self.val != next;
        self.val = next;
    }
    fn has_changed(&self) -> bool {
        self.changed
    }
    fn accept(&self, name: &str, probe: &mut dyn Probe) {
        probe.visit_atom(name, self);
    }
}

/// A per-instance constant of `width` bits: a Verilog `parameter` of the block's module, given
/// its value where the module is instantiated, so that instances differing only in constants
/// share one module.
#[derive(Clone, Debug)]
pub struct Param {
    value: Value,
    id: usize,
}

impl Param {
    pub fn new(width: usize, x: u64) -> Param {
        Param {
            value: Value::new(width, x),
            id: get_signal_id(),
        }
    }
    pub fn of(value: Value) -> Param {
        Param {
            value,
            id: get_signal_id(),
        }
    }
    /// `x`, as wide as `x` needs (at least 1 bit): an offset, a count or a shift amount.
    pub fn fitting(x: usize) -> Param {
        Param::new(crate::bits::index_bits(x + 1), x as u64)
    }
    /// One bit per element of `bits`, the first at bit 0.
    pub fn bus(bits: impl Iterator<Item = bool>) -> Param {
        let bits: Vec<bool> = bits.collect();
        Param::of(Value::from_bits(&bits))
    }
    pub fn val(&self) -> Value {
        self.value
    }
}

impl Atom for Param {
    fn bits(&self) -> usize {
        self.value.width()
    }
    fn connected(&self) -> bool {
        true
    }
    fn changed(&self) -> bool {
        false
    }
    fn kind(&self) -> AtomKind {
        AtomKind::Constant
    }
    fn descriptor(&self) -> TypeDescriptor {
        descriptor(self.value.width())
    }
    fn vcd(&self) -> VCDValue {
        vcd_bits(&self.value)
    }
    fn id(&self) -> usize {
        self.id
    }
    fn verilog(&self) -> VerilogLiteral {
        VerilogLiteral::from(self.value.to_u64())
    }
    fn constraints(&self) -> Vec<PinConstraint> {
        vec![]
    }
}

impl Logic for Param {
    fn update(&mut self) {}
}

impl Block for Param {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {}
    fn has_changed(&self) -> bool {
        false
    }
    fn accept(&self, name: &str, probe: &mut dyn Probe) {
        probe.visit_atom(name, self);
    }
}

/// Names the Verilog module a block becomes and says what it does (the module's header
/// comment). A field of every block; the emitter reads it, nothing else sees it.
#[derive(Clone, Debug)]
pub struct ModuleKind {
    name: &'static str,
    about: &'static str,
}

/// How the emitter recognizes a `ModuleKind` among a block's atoms.
pub(crate) const KIND_TAG: &str = "ftr-module-kind";

impl ModuleKind {
    pub const fn new(name: &'static str, about: &'static str) -> ModuleKind {
        ModuleKind { name, about }
    }
}

impl Atom for ModuleKind {
    fn bits(&self) -> usize {
        0
    }
    fn connected(&self) -> bool {
        true
    }
    fn changed(&self) -> bool {
        false
    }
    fn kind(&self) -> AtomKind {
        AtomKind::Constant
    }
    fn descriptor(&self) -> TypeDescriptor {
        TypeDescriptor {
            name: format!("{KIND_TAG}\n{}\n{}", self.name, self.about),
            kind: TypeKind::Bits(0),
        }
    }
    fn vcd(&self) -> VCDValue {
        VCDValue::String(String::new())
    }
    fn id(&self) -> usize {
        0
    }
    fn verilog(&self) -> VerilogLiteral {
        VerilogLiteral::from(0u32)
    }
    fn constraints(&self) -> Vec<PinConstraint> {
        vec![]
    }
}

impl Logic for ModuleKind {
    fn update(&mut self) {}
    fn hdl(&self) -> Verilog {
        Verilog::Empty
    }
}

impl Block for ModuleKind {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {}
    fn has_changed(&self) -> bool {
        false
    }
    fn accept(&self, name: &str, probe: &mut dyn Probe) {
        probe.visit_atom(name, self);
    }
}
