//! The state of rtl blocks: `Reg` (a register with a synchronous reset, or a data register
//! without one, written inline in its block's module), `Memory` (a word-addressed memory with one write port and combinational
//! read ports, a module of its own) and the `Stateful` clock edge that every block with state
//! implements by listing its state fields (`stateful!`).

use rust_hdl_core::ast::Verilog;
use rust_hdl_core::block::Block;
use rust_hdl_core::direction::{In, Local, Out};
use rust_hdl_core::logic::Logic;
use rust_hdl_core::probe::Probe;

use super::wire::{ModuleKind, Wire};
use crate::bits::Value;
use crate::bits::clog2;

/// The clock edge of a block: every register takes its `d` (or its reset value when `reset`),
/// every memory performs its write. Called with the combinational logic settled.
pub trait Stateful {
    fn tick(&mut self, reset: bool);
}

impl<T: Stateful> Stateful for Vec<T> {
    fn tick(&mut self, reset: bool) {
        for x in self {
            x.tick(reset);
        }
    }
}

/// `stateful!(Type: a, b, c)`: the clock edge of `Type` is that of its fields a, b and c
/// (registers, memories, sub-blocks or vectors of them).
#[macro_export]
macro_rules! stateful {
    ($ty:ty : $($field:ident),+ $(,)?) => {
        impl $crate::hdl::rtl::Stateful for $ty {
            fn tick(&mut self, reset: bool) {
                $( $crate::hdl::rtl::Stateful::tick(&mut self.$field, reset); )+
            }
        }
    };
}

/// How the emitter recognizes a register among a block's children.
pub(crate) const REGISTER_TAG: &str = "ftr-register";
/// What a register without reset gives for its reset value.
pub(crate) const NO_RESET: &str = "none";

/// A register of `width` bits: the block's combinational step assigns `d` (on every path) and
/// reads `q`; at the clock edge `q` takes `d`, or `init` while `reset` is high. In Verilog:
/// `reg [w-1:0] name__q;` and `always @(posedge clock) if (reset) name__q <= init; else
/// name__q <= name__d;` inside the block's own module (`name__q <= name__d;` for `data`).
#[derive(Clone, Debug)]
pub struct Reg {
    pub d: Wire<Local>,
    pub q: Wire<Local>,
    init: Value,
    /// False for a data register (`Reg::data`): `reset` leaves it as it is.
    resets: bool,
}

impl Reg {
    pub fn new(width: usize, init: u64) -> Reg {
        Reg::with_init(Value::new(width, init))
    }

    pub fn with_init(init: Value) -> Reg {
        let mut q = Wire::new(init.width());
        q.next = init;
        Reg {
            d: Wire::new(init.width()),
            q,
            init,
            resets: true,
        }
    }

    /// A data register of `width` bits without reset: a copy of a flit's fields whose meaning
    /// a control register (a valid bit, a VC's state) guards, so its value after reset is
    /// never used. It starts at 0 (in Verilog too, outside synthesis: docs/hdl.md, "Reset").
    pub fn data(width: usize) -> Reg {
        Reg {
            resets: false,
            ..Reg::new(width, 0)
        }
    }

    /// `n` registers of `width` bits, each reset to `init`.
    pub fn many(n: usize, width: usize, init: u64) -> Vec<Reg> {
        (0..n).map(|_| Reg::new(width, init)).collect()
    }

    pub fn init(&self) -> Value {
        self.init
    }
}

impl Stateful for Reg {
    fn tick(&mut self, reset: bool) {
        self.q.next = if reset && self.resets {
            self.init
        } else {
            self.d.val()
        };
    }
}

impl Logic for Reg {
    fn update(&mut self) {}
    fn hdl(&self) -> Verilog {
        let init = if self.resets {
            self.init.to_hex()
        } else {
            NO_RESET.to_string()
        };
        Verilog::Custom(format!("{REGISTER_TAG} {init}"))
    }
}

impl Block for Reg {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {
        self.d.update_all();
        self.q.update_all();
    }
    fn has_changed(&self) -> bool {
        self.d.has_changed() || self.q.has_changed()
    }
    fn accept(&self, name: &str, probe: &mut dyn Probe) {
        probe.visit_start_scope(name, self);
        self.d.accept("d", probe);
        self.q.accept("q", probe);
        probe.visit_end_scope(name, self);
    }
}

/// A memory of `words` words of `width` bits: one write port (`write_enable`, `write_addr`,
/// `write_data`, taking effect at the clock edge) and `read_ports` combinational read ports
/// (`read_addr[k]` to `read_data[k]`; an address past the last word reads 0). The contents
/// have no reset: they are written through the port (the boot loader after reset). A second
/// bank stages new contents while the first is read: with `stage` high the port writes the
/// staged bank, and `commit` adopts the whole staged bank at the edge (a reconfiguration
/// after a fault: written in the background, adopted in one cycle; docs/hdl.md, "Faults
/// during a run"). How it adopts it is the memory's `Staging`. Its own Verilog module, `kind`.
#[derive(Clone, Debug)]
pub struct Memory {
    pub write_enable: Wire<In>,
    pub write_addr: Wire<In>,
    pub write_data: Wire<In>,
    pub stage: Wire<In>,
    pub commit: Wire<In>,
    pub read_addr: Vec<Wire<In>>,
    pub read_data: Vec<Wire<Out>>,
    kind: ModuleKind,
    contents: Vec<Value>,
    staged: Vec<Value>,
    width: usize,
    staging: Staging,
}

/// How a `Memory` adopts its staged bank. Both give the same reads as long as every reload
/// stages the whole image before its commit, as the fault reload does (`sim::faults`); they
/// differ in what the staged bank holds after a commit, and in what they cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Staging {
    /// `commit` copies the staged bank into the read bank (a multiplexer in front of every
    /// read bank's flip-flop; the staged bank keeps its words). The read ports see one bank:
    /// the cheaper form where the words are flip-flops (an ASIC).
    #[default]
    Copy,
    /// `commit` swaps the banks' roles (one flip-flop, `bank`, names the bank read); writes in
    /// the commit's cycle are dropped, and the staged bank then holds the old contents. Each
    /// bank is a plain memory of one write port, which an FPGA maps to LUT RAM (one copy per
    /// read port) instead of flip-flops and multiplexer trees.
    Banks,
}

/// How the emitter recognizes a memory (a module whose body the block writes itself).
pub(crate) const MEMORY_TAG: &str = "ftr-memory";

/// The Verilog arrays of a memory's words and of its staged bank.
const ARRAY: &str = "words_mem";
const STAGED: &str = "staged_mem";
/// `Staging::Banks`'s second bank (the first is `ARRAY`).
const BANK1: &str = "bank1_mem";

impl Memory {
    pub fn new(kind: ModuleKind, words: usize, width: usize, read_ports: usize) -> Memory {
        assert!(words >= 1 && width >= 1 && read_ports >= 1);
        let abits = Memory::address_bits(words);
        Memory {
            write_enable: Wire::new(1),
            write_addr: Wire::new(abits),
            write_data: Wire::new(width),
            stage: Wire::new(1),
            commit: Wire::new(1),
            read_addr: Wire::many(read_ports, abits),
            read_data: Wire::many(read_ports, width),
            kind,
            contents: vec![Value::zero(width); words],
            staged: vec![Value::zero(width); words],
            width,
            staging: Staging::Copy,
        }
    }

    /// The same memory adopting its staged bank by `staging`.
    pub fn with_staging(mut self, staging: Staging) -> Memory {
        self.staging = staging;
        self
    }

    /// Address bits of a memory of `words` words (at least 1).
    pub fn address_bits(words: usize) -> usize {
        (clog2(words) as usize).max(1)
    }

    pub fn words(&self) -> usize {
        self.contents.len()
    }

    pub fn word(&self, addr: usize) -> Value {
        self.contents[addr]
    }

    /// Set word `addr` without the write port (an address past the last word is ignored,
    /// as the port ignores it).
    pub fn poke(&mut self, addr: usize, data: Value) {
        if let Some(slot) = self.contents.get_mut(addr) {
            *slot = data.resize(self.width);
        }
    }

    /// Set the contents without the write port (tests that do not model the boot).
    pub fn load(&mut self, words: &[Value]) {
        assert_eq!(words.len(), self.contents.len(), "one value per word");
        for (slot, w) in self.contents.iter_mut().zip(words) {
            *slot = w.resize(self.width);
        }
    }
}

impl Stateful for Memory {
    fn tick(&mut self, _reset: bool) {
        let commit = self.commit.val().any();
        if commit && self.staging == Staging::Banks {
            // `contents` is always the bank read: the swap is the `bank` flip-flop's toggle.
            std::mem::swap(&mut self.contents, &mut self.staged);
            return;
        }
        let staged_before = commit.then(|| self.staged.clone());
        if self.write_enable.val().any() {
            let addr = self.write_addr.val().index();
            let bank = if self.stage.val().any() {
                &mut self.staged
            } else {
                &mut self.contents
            };
            if let Some(word) = bank.get_mut(addr) {
                *word = self.write_data.val();
            }
        }
        // The copy takes the staged bank as it was before this edge's write.
        if let Some(staged) = staged_before {
            self.contents = staged;
        }
    }
}

impl Logic for Memory {
    fn update(&mut self) {
        for (addr, data) in self.read_addr.iter().zip(self.read_data.iter_mut()) {
            let a = addr.val().index();
            data.next = if a < self.contents.len() {
                self.contents[a]
            } else {
                Value::zero(self.width)
            };
        }
    }
    fn hdl(&self) -> Verilog {
        let (words, abits) = (
            self.contents.len(),
            Memory::address_bits(self.contents.len()),
        );
        let full = words == 1 << abits;
        let banks = match self.staging {
            Staging::Copy => self.copied_banks(),
            Staging::Banks => self.swapped_banks(),
        };
        let read = |k: usize| match self.staging {
            Staging::Copy => format!("{ARRAY}[read_addr${k}]"),
            Staging::Banks => format!("(bank ? {BANK1}[read_addr${k}] : {ARRAY}[read_addr${k}])"),
        };
        // The words start at 0 in simulation, as the Rust model's and the data registers' do
        // (`emit`), so a read before the boot is no unknown; synthesis gives them no value.
        let arrays = match self.staging {
            Staging::Copy => [ARRAY, STAGED],
            Staging::Banks => [ARRAY, BANK1],
        };
        let zero: String = arrays.iter().map(|a| format!(" {a}[i] = 0;")).collect();
        let mut body = format!(
            "{MEMORY_TAG}\n{banks}`ifndef SYNTHESIS\ninteger i;\n\
             initial for (i = 0; i < {words}; i = i + 1) begin{zero} end\n`endif\n"
        );
        for k in 0..self.read_addr.len() {
            if full {
                body += &format!("assign read_data${k} = {};\n", read(k));
            } else {
                body += &format!(
                    "assign read_data${k} = (read_addr${k} < {abits}'d{words}) ? {} : {w}'h0;\n",
                    read(k),
                    w = self.width
                );
            }
        }
        Verilog::Custom(body)
    }
}

impl Memory {
    /// `Staging::Copy`: the read bank `words_mem`, the staged bank beside it.
    fn copied_banks(&self) -> String {
        let words = self.contents.len();
        // The array is not called `mem`: a parent that names its memory field `mem` would
        // see the array hide its instance (Verilator VARHIDDEN).
        // Yosys keeps exactly `words` words only in two forms: for a power-of-two count, one
        // memory with a write port and a constant-index copy, each in its own process (its
        // read logic as cheap as without the staged bank); otherwise with every read-bank write
        // by constant index (the port's write decoded), which costs more read logic (a
        // variable-index write beside the copy made it 2^address-bits words).
        let abits = Memory::address_bits(words);
        let copy: String = (0..words)
            .map(|i| format!("  {ARRAY}[{i}] <= {STAGED}[{i}];\n"))
            .collect();
        let write = if words == 1 << abits {
            format!(
                "always @(posedge clock) if (write_enable & !stage & !commit) {ARRAY}[write_addr] <= write_data;\n\
                 always @(posedge clock) if (commit) begin\n{copy}end\n"
            )
        } else {
            let decoded: String = (0..words)
                .map(|i| format!("  if (write_addr == {abits}'d{i}) {ARRAY}[{i}] <= write_data;\n"))
                .collect();
            format!(
                "always @(posedge clock) if (commit) begin\n{copy}end else if (write_enable & !stage) begin\n{decoded}end\n"
            )
        };
        format!(
            "reg [{w}:0] {ARRAY} [0:{last}];\nreg [{w}:0] {STAGED} [0:{last}];\n\
             always @(posedge clock) if (write_enable & stage) {STAGED}[write_addr] <= write_data;\n{write}",
            w = self.width - 1,
            last = words - 1
        )
    }

    /// `Staging::Banks`: two banks, `words_mem` and `bank1_mem`, each written only through the
    /// port; `bank` names the one read. `bank` needs no reset: the boot writes the bank read,
    /// whichever it is (simulation starts it at 0, as the Rust model).
    fn swapped_banks(&self) -> String {
        format!(
            "reg [{w}:0] {ARRAY} [0:{last}];\nreg [{w}:0] {BANK1} [0:{last}];\nreg bank;\n\
             `ifndef SYNTHESIS\ninitial bank = 1'b0;\n`endif\n\
             wire write_bank = bank ^ stage;\n\
             always @(posedge clock) if (write_enable & !commit & !write_bank) {ARRAY}[write_addr] <= write_data;\n\
             always @(posedge clock) if (write_enable & !commit & write_bank) {BANK1}[write_addr] <= write_data;\n\
             always @(posedge clock) if (commit) bank <= !bank;\n",
            w = self.width - 1,
            last = self.contents.len() - 1
        )
    }
}

impl Block for Memory {
    fn connect_all(&mut self) {}
    fn update_all(&mut self) {
        self.update();
        self.write_enable.update_all();
        self.write_addr.update_all();
        self.write_data.update_all();
        self.stage.update_all();
        self.commit.update_all();
        self.read_addr.update_all();
        self.read_data.update_all();
    }
    fn has_changed(&self) -> bool {
        self.write_enable.has_changed()
            || self.write_addr.has_changed()
            || self.write_data.has_changed()
            || self.stage.has_changed()
            || self.commit.has_changed()
            || self.read_addr.has_changed()
            || self.read_data.has_changed()
    }
    fn accept(&self, name: &str, probe: &mut dyn Probe) {
        probe.visit_start_scope(name, self);
        self.kind.accept("kind", probe);
        self.write_enable.accept("write_enable", probe);
        self.write_addr.accept("write_addr", probe);
        self.write_data.accept("write_data", probe);
        self.stage.accept("stage", probe);
        self.commit.accept("commit", probe);
        self.read_addr.accept("read_addr", probe);
        self.read_data.accept("read_data", probe);
        probe.visit_end_scope(name, self);
    }
}
