//! Verilog of the hardware router: one core module per router shape (rust-hdl's output for
//! `HdlRouter`, renamed), and per router a wrapper module that ties the core's boot
//! configuration to that router's table image and constants.
//!
//! ```text
//!  module router_<node>(clock, flit_in..., credit_in..., flit_out..., credit_out...);
//!    <core> u(.clock(clock), ..., .cfg_table(TB'h...), .cfg_node(DB'd<node>), ...);
//!  endmodule
//! ```
//! The const generics of `HdlRouter` fix the shapes the generator can build; `SHAPES` lists
//! them (each costs compile time), and any other is refused with a one-line error.

use super::HdlRouter;
use super::shape::RouterShape;
use crate::Result;
use crate::hdl::table_image::Image;
use crate::hdl::testbench::top_ports;
use std::fmt::Write;

/// Calls `$f::<const generics of $shape>($args)` for a supported shape.
macro_rules! with_shape {
    ($shape:expr, $f:ident ( $($arg:expr),* )) => {{
        let g = $shape.generics();
        match g {
            [5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 16, 112] => {
                Ok($f::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 16, 112>($($arg),*))
            }
            [5, 4, 3, 3, 2, 15, 4, 8, 3, 4, 4, 8, 66, 16, 128] => {
                Ok($f::<5, 4, 3, 3, 2, 15, 4, 8, 3, 4, 4, 8, 66, 16, 128>($($arg),*))
            }
            [5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 8, 66, 16, 128] => {
                Ok($f::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 8, 66, 16, 128>($($arg),*))
            }
            [7, 6, 3, 3, 2, 21, 5, 8, 3, 4, 6, 11, 66, 64, 704] => {
                Ok($f::<7, 6, 3, 3, 2, 21, 5, 8, 3, 4, 6, 11, 66, 64, 704>($($arg),*))
            }
            [5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 3, 11, 66, 8, 88] => {
                Ok($f::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 3, 11, 66, 8, 88>($($arg),*))
            }
            [5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 9, 63] => {
                Ok($f::<5, 4, 3, 2, 1, 10, 4, 8, 3, 4, 4, 7, 66, 9, 63>($($arg),*))
            }
            _ => Err($crate::Error::input(format!(
                "{}: the hardware generator has no router of this shape (supported: {})",
                $crate::hdl::router::emit::describe(&$shape),
                $crate::hdl::router::emit::SUPPORTED
            ))),
        }
    }};
}
pub(crate) use with_shape;

/// What the supported shapes are, for error messages.
pub const SUPPORTED: &str = "4 network ports with 16 nodes and 2 or 3 VCs (torus:4x4, \
    hypercube:4), 9 nodes and 2 VCs (torus:3x3), 8 nodes and 2 VCs (mh:2x2), 6 ports with \
    64 nodes and 3 VCs (torus:4x4x4); depth 8, 64-bit flits";

/// A shape in words.
pub fn describe(shape: &RouterShape) -> String {
    format!(
        "{} ports, {} nodes, {} VCs, depth {}, {}-bit flits, {}-bit table words",
        shape.ports,
        shape.nodes,
        shape.vcs,
        shape.depth,
        shape.flit.data_bits,
        shape.word.width()
    )
}

fn core_of<
    const NP: usize,
    const P: usize,
    const PB: usize,
    const V: usize,
    const VB: usize,
    const N: usize,
    const NB: usize,
    const D: usize,
    const AB: usize,
    const CB: usize,
    const DB: usize,
    const WW: usize,
    const FB: usize,
    const NODES: usize,
    const TB: usize,
>(
    shape: &RouterShape,
) -> String {
    crate::hdl::verilog(HdlRouter::<
        NP,
        P,
        PB,
        V,
        VB,
        N,
        NB,
        D,
        AB,
        CB,
        DB,
        WW,
        FB,
        NODES,
        TB,
    >::new(shape))
}

/// The core module of `shape`, named `name` (rust-hdl names the top `top` and each
/// sub-block instance `top$<path>`; both are renamed, so cores of several shapes can share a
/// design).
pub fn core_verilog(shape: &RouterShape, name: &str) -> Result<String> {
    let raw: String = with_shape!(shape, core_of(shape))?;
    Ok(rename_top(&raw, name))
}

fn rename_top(verilog: &str, name: &str) -> String {
    let mut out = String::with_capacity(verilog.len());
    for line in verilog.lines() {
        let t = line.trim_start();
        let renamed = if let Some(rest) = t.strip_prefix("module top") {
            format!("module {name}{rest}")
        } else if let Some(rest) = t.strip_prefix("endmodule // top") {
            format!("endmodule // {name}{rest}")
        } else if let Some(rest) = t.strip_prefix("top$") {
            // A sub-block instantiation: `top$fifo$0 fifo$0(`.
            let indent = &line[..line.len() - t.len()];
            format!("{indent}{name}${rest}")
        } else {
            line.to_string()
        };
        out.push_str(&renamed);
        out.push('\n');
    }
    out
}

/// A Verilog literal of `bits` bits holding `value`'s low bits.
fn literal(bits: usize, value: &Image) -> String {
    let digits = bits.div_ceil(4);
    let mut s = format!("{bits}'h");
    for d in (0..digits).rev() {
        let mut nibble = 0u8;
        for b in 0..4 {
            let k = d * 4 + b;
            if k < bits && value.get(k).is_some_and(|x| *x) {
                nibble |= 1 << b;
            }
        }
        s.push(char::from_digit(nibble.into(), 16).expect("a nibble"));
    }
    s
}

fn word(bits: usize, value: u64) -> String {
    let mut img = Image::repeat(false, 64);
    for k in 0..64 {
        img.set(k, value >> k & 1 == 1);
    }
    literal(bits, &img)
}

/// The boot constants of `shape`'s router: (core port name, literal).
fn boot_constants(
    shape: &RouterShape,
    image: &Image,
    widths: &[(String, u32)],
) -> Vec<(String, String)> {
    let boot = shape.boot_values();
    let value = |port: &str| -> Option<String> {
        let width = widths.iter().find(|(n, _)| n == port)?.1 as usize;
        let (name, index) = match port.split_once('$') {
            Some((n, i)) => (n, i.parse::<usize>().ok()),
            None => (port, None),
        };
        if name == "cfg_table" {
            return Some(literal(width, image));
        }
        boot.port(name, index).map(|v| word(width, v))
    };
    widths
        .iter()
        .filter(|(n, _)| n.starts_with("cfg_"))
        .map(|(n, _)| {
            (
                n.clone(),
                value(n).unwrap_or_else(|| panic!("unknown boot port {n}")),
            )
        })
        .collect()
}

/// Router `shape.node`'s wrapper module `name` around core `core` (whose Verilog is
/// `core_verilog`): the data ports of the core, its boot ports tied to this router's
/// constants.
pub fn wrapper_verilog(
    shape: &RouterShape,
    image: &Image,
    name: &str,
    core: &str,
    core_text: &str,
) -> String {
    let ports = top_ports_of(core_text, core);
    let widths: Vec<(String, u32)> = ports.iter().map(|(n, w, _)| (n.clone(), *w)).collect();
    let boot = boot_constants(shape, image, &widths);
    let data: Vec<&(String, u32, bool)> = ports
        .iter()
        .filter(|(n, _, _)| !n.starts_with("cfg_"))
        .collect();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "// Router {} ({}): core {core} booted with this router's tables.",
        shape.node,
        describe(shape)
    );
    let names: Vec<&str> = data.iter().map(|(n, _, _)| n.as_str()).collect();
    let _ = writeln!(s, "module {name}({});", names.join(","));
    for (n, w, input) in &data {
        let dir = if *input { "input wire " } else { "output wire" };
        if *w == 1 {
            let _ = writeln!(s, "    {dir} {n};");
        } else {
            let _ = writeln!(s, "    {dir} [{}:0] {n};", w - 1);
        }
    }
    let mut conns: Vec<String> = data.iter().map(|(n, _, _)| format!(".{n}({n})")).collect();
    conns.extend(boot.iter().map(|(n, v)| format!(".{n}({v})")));
    let _ = writeln!(
        s,
        "    {core} core(\n        {}\n    );",
        conns.join(",\n        ")
    );
    let _ = writeln!(s, "endmodule // {name}");
    s
}

/// Ports of module `name` (as `testbench::top_ports` reads module `top`).
fn top_ports_of(verilog: &str, name: &str) -> Vec<(String, u32, bool)> {
    let needle = format!("module {name}(");
    let module = verilog
        .split("endmodule")
        .find(|m| m.contains(&needle))
        .unwrap_or("");
    top_ports(&module.replacen(&needle, "module top(", 1))
}

/// Refuse a shape without building anything.
pub fn check_supported(shape: &RouterShape) -> Result<()> {
    fn nothing<
        const NP: usize,
        const P: usize,
        const PB: usize,
        const V: usize,
        const VB: usize,
        const N: usize,
        const NB: usize,
        const D: usize,
        const AB: usize,
        const CB: usize,
        const DB: usize,
        const WW: usize,
        const FB: usize,
        const NODES: usize,
        const TB: usize,
    >() {
    }
    with_shape!(shape, nothing())
}
