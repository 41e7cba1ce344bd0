//! A block's combinational step as Verilog in which every width is explicit: the same
//! statements rust-hdl's `verilog_combinatorial` writes from the `#[hdl_gen]` AST, the same
//! values under Verilog's width rules, but every literal sized to the width it is evaluated
//! at, every operand extended (`{2'h0, a}`) or cut (`a[3:0]`, `low_6_of_67(x >> n)`) where
//! Verilog would do it silently, and every condition a 1-bit value. So Verilator's WIDTH
//! class has nothing to report, and a reader sees the width each operation works at.
//!
//! rust-hdl writes `count + 32'h1` and leaves the widths to Verilog's rules: an operation as
//! wide as its context (its operands, and the target of the assignment), the assignment
//! keeping the low bits; a comparison's operands as wide as the wider of the two. The
//! printer follows the same rules (`print`): the low T bits of `+ - * & | ^ ~ <<` depend
//! only on the low T bits of the operands, so an assignment to a T-bit target is computed at
//! T bits; a right shift and a comparison are computed at the width their result depends on
//! (narrower where no operand can wrap, `exact`).

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

use rust_hdl_core::ast::{
    VerilogBlock, VerilogBlockOrConditional, VerilogExpression as E, VerilogLiteral, VerilogOp,
    VerilogOpUnary, VerilogStatement as S,
};

/// The truncating functions the step calls (module items), and its `always @(*)` block.
/// `widths` gives the width of every signal the step names, as rust-hdl spells it
/// (`count_reg$q`, `arb$grant`, `flit_in$3`).
pub fn combinational(code: &VerilogBlock, widths: &HashMap<String, usize>) -> (String, String) {
    let mut p = Printer {
        widths,
        loops: vec![],
        lows: BTreeSet::new(),
        out: String::new(),
    };
    p.out += "always @(*) begin\n";
    p.block(code, 1);
    p.out += "end\n";
    let mut text = String::new();
    for (t, e) in &p.lows {
        let f = low_name(*t, *e);
        let _ = write!(
            text,
            "// The low {t} bits of a {e}-bit value.\nfunction [{}:0] {f}(input [{}:0] x);\n    reg [{}:0] unused;\n    {{unused, {f}}} = x;\nendfunction\n",
            t - 1,
            e - 1,
            e - t - 1
        );
    }
    (text, p.out)
}

fn low_name(t: usize, e: usize) -> String {
    format!("low_{t}_of_{e}")
}

struct Printer<'a> {
    widths: &'a HashMap<String, usize>,
    loops: Vec<(String, usize)>,
    /// (T, E) of each `low_T_of_E` called.
    lows: BTreeSet<(usize, usize)>,
    out: String,
}

/// A printed expression: its text, and whether it can be an operand without parentheses.
struct P {
    text: String,
    atom: bool,
}

impl P {
    fn atom(text: String) -> P {
        P { text, atom: true }
    }
    fn op(text: String) -> P {
        P { text, atom: false }
    }
    /// As an operand.
    fn wrapped(&self) -> String {
        if self.atom {
            self.text.clone()
        } else {
            format!("({})", self.text)
        }
    }
}

/// A resolved name: a loop variable's value (Verilog reads an unsized 32-bit number) or a
/// signal.
enum Name {
    Value(u128),
    Signal(String),
}

/// `value` as a `bits`-wide literal (decimal while short, hex beyond).
fn literal(bits: usize, value: u128) -> String {
    let v = if bits >= 128 {
        value
    } else {
        value & ((1u128 << bits) - 1)
    };
    if bits == 1 {
        format!("1'b{v}")
    } else if v < 10_000 {
        format!("{bits}'d{v}")
    } else {
        format!("{bits}'h{v:x}")
    }
}

/// (bits, value) of a rust-hdl literal, read back from its text (`32'h1f`, `3'b101`).
fn parse_literal(l: &VerilogLiteral) -> (usize, u128) {
    let text = l.to_string();
    let (bits, rest) = text.split_once('\'').expect("a sized literal");
    let radix = match &rest[..1] {
        "h" => 16,
        "b" => 2,
        "d" => 10,
        other => panic!("literal base {other}"),
    };
    let value = u128::from_str_radix(&rest[1..], radix).expect("a literal of at most 128 bits");
    (bits.parse().expect("a literal's width"), value)
}

fn bit_length(v: u128) -> usize {
    (128 - v.leading_zeros() as usize).max(1)
}

impl Printer<'_> {
    /// rust-hdl's `ident_fixup`: a loop variable is its value; a field or path separator becomes
    /// `$` (`a.b` is `a$b`); the first `[expr]` is `$value`.
    fn name(&self, raw: &str) -> Name {
        if let Some((_, v)) = self.loops.iter().rev().find(|(n, _)| n == raw) {
            return Name::Value(*v as u128);
        }
        let mut x = raw.strip_prefix('.').unwrap_or(raw).to_string();
        x = x.replace('.', "$").replace("::", "$");
        x = x.trim_end_matches("$next").to_string();
        if let (Some(a), Some(b)) = (x.find('['), x.find(']')) {
            let mut context = evalexpr::HashMapContext::new();
            for (n, v) in &self.loops {
                use evalexpr::ContextWithMutableVariables;
                let _ = context.set_value(n.clone(), (*v as i64).into());
            }
            let value = evalexpr::eval_with_context(&x[a + 1..b], &context)
                .unwrap_or_else(|e| panic!("index of {raw}: {e}"));
            x = format!("{}${value}{}", &x[..a], &x[b + 1..]);
        }
        Name::Signal(x)
    }

    fn width_of(&self, name: &str) -> usize {
        *self
            .widths
            .get(name)
            .unwrap_or_else(|| panic!("the step names {name}, which the block does not have"))
    }

    /// Verilog's self-determined width of `e`.
    fn sw(&self, e: &E) -> usize {
        match e {
            E::Signal(s) => match self.name(s) {
                Name::Value(_) => 32,
                Name::Signal(n) => self.width_of(&n),
            },
            E::Literal(l) => parse_literal(l).0,
            E::Cast(x, b) => self.sw(x).max(*b),
            E::Signed(x) | E::Unsigned(x) | E::Paren(x) => self.sw(x),
            E::Binary(l, op, r) => match op {
                VerilogOp::Add
                | VerilogOp::Sub
                | VerilogOp::Mul
                | VerilogOp::BitAnd
                | VerilogOp::BitOr
                | VerilogOp::BitXor => self.sw(l).max(self.sw(r)),
                VerilogOp::Shl | VerilogOp::Shr => self.sw(l),
                _ => 1,
            },
            E::Unary(op, x) => match op {
                VerilogOpUnary::Not | VerilogOpUnary::Neg => self.sw(x),
                _ => 1,
            },
            E::Index(..) => 1,
            E::Slice(_, w, _) => *w,
            // `(sig & ~(1 << (ndx)) | ((val) << (ndx)))`: the `1` is 32 bits.
            E::IndexReplace(s, _, v) => self.sw(s).max(32).max(self.sw(v)),
        }
    }

    /// Bits that hold `e`'s value at every width from there up (it never wraps), if known.
    fn exact(&self, e: &E) -> Option<usize> {
        Some(match e {
            E::Signal(s) => match self.name(s) {
                Name::Value(v) => bit_length(v),
                Name::Signal(n) => self.width_of(&n),
            },
            E::Literal(l) => bit_length(parse_literal(l).1),
            E::Cast(x, b) => self.exact(x)?.min(*b),
            E::Paren(x) => self.exact(x)?,
            E::Binary(l, op, r) => {
                let (a, b) = (self.exact(l), self.exact(r));
                match op {
                    VerilogOp::Add => a?.max(b?) + 1,
                    VerilogOp::Mul => a? + b?,
                    VerilogOp::BitAnd | VerilogOp::BitOr | VerilogOp::BitXor => a?.max(b?),
                    VerilogOp::Shr => a?,
                    VerilogOp::Sub | VerilogOp::Shl => return None,
                    _ => 1,
                }
            }
            E::Unary(op, _) => match op {
                VerilogOpUnary::Not | VerilogOpUnary::Neg => return None,
                _ => 1,
            },
            E::Index(..) => 1,
            E::Slice(_, w, _) => *w,
            E::Signed(_) | E::Unsigned(_) | E::IndexReplace(..) => return None,
        })
    }

    /// `e` at its own width.
    fn own(&mut self, e: &E) -> P {
        let w = self.sw(e);
        self.print(e, w, w)
    }

    /// `e` as a 1-bit truth value (nonzero).
    fn truth(&mut self, e: &E) -> P {
        let w = self.sw(e);
        let w = self.exact(e).map_or(w, |n| n.min(w));
        let p = self.print(e, w, w);
        if w == 1 {
            p
        } else {
            P::op(format!("{} != {}", p.wrapped(), literal(w, 0)))
        }
    }

    /// `e`'s value where only the value matters (a select's index, a shift amount): at its
    /// own width, or narrower where the value fits without wrapping.
    fn amount(&mut self, e: &E) -> P {
        let w = self.sw(e);
        let n = self.exact(e).map_or(w, |n| n.min(w));
        self.print(e, n, n)
    }

    /// A variable select of a `bits`-bit value: its index or offset as wide as the value's
    /// bit numbers (Verilator's rule), zero-extended where narrower; a constant as a number.
    fn select(&mut self, e: &E, bits: usize) -> String {
        let p = self.index(e);
        if matches!(e, E::Literal(_)) || p.text.parse::<u128>().is_ok() {
            return p.text;
        }
        let need = crate::bits::clog2(bits).max(1) as usize;
        let w = self.sw(e);
        let n = self.exact(e).map_or(w, |n| n.min(w));
        if n < need {
            let p = self.print(e, n, n);
            self.fit(p, n, need).text
        } else {
            p.text
        }
    }

    /// A select's index or offset, or a shift amount: a constant as a plain number.
    fn index(&mut self, e: &E) -> P {
        match e {
            E::Literal(l) => P::atom(parse_literal(l).1.to_string()),
            E::Signal(s) => match self.name(s) {
                Name::Value(v) => P::atom(v.to_string()),
                Name::Signal(n) => P::atom(n),
            },
            _ => self.amount(e),
        }
    }

    /// `p`, an `e`-bit value, as `t` bits: zero-extended or its low bits.
    fn fit(&mut self, p: P, e: usize, t: usize) -> P {
        use std::cmp::Ordering::*;
        match e.cmp(&t) {
            Equal => p,
            Less => P::atom(format!("{{{}, {}}}", literal(t - e, 0), p.text)),
            Greater => {
                self.lows.insert((t, e));
                P::atom(format!("{}({})", low_name(t, e), p.text))
            }
        }
    }

    /// The low `t` bits of `e` evaluated at width `w` (t <= w; `w` is the width Verilog
    /// evaluates `e` at, or any width at which its value is the same), as a `t`-bit
    /// expression.
    fn print(&mut self, e: &E, w: usize, t: usize) -> P {
        debug_assert!(t <= w, "{t} bits of a {w}-bit value");
        match e {
            E::Signal(s) => match self.name(s) {
                Name::Value(v) => P::atom(literal(t, v)),
                Name::Signal(n) => {
                    let bits = self.width_of(&n);
                    if bits > t {
                        if t == 1 {
                            P::atom(format!("{n}[0]"))
                        } else {
                            P::atom(format!("{n}[{}:0]", t - 1))
                        }
                    } else {
                        self.fit(P::atom(n), bits, t)
                    }
                }
            },
            E::Literal(l) => P::atom(literal(t, parse_literal(l).1)),
            E::Paren(x) => {
                let p = self.print(x, w, t);
                if p.atom {
                    p
                } else {
                    P::atom(format!("({})", p.text))
                }
            }
            E::Cast(x, b) => {
                if t <= *b {
                    self.print(x, w, t)
                } else {
                    let p = self.print(x, w, *b);
                    self.fit(p, *b, t)
                }
            }
            E::Binary(l, op, r) => self.binary(l, op, r, w, t),
            E::Unary(op, x) => match op {
                VerilogOpUnary::Not | VerilogOpUnary::Neg => {
                    let sign = if matches!(op, VerilogOpUnary::Not) {
                        "~"
                    } else {
                        "-"
                    };
                    let p = self.print(x, w, t);
                    P::atom(format!("{sign}{}", p.wrapped()))
                }
                _ => {
                    let sign = match op {
                        VerilogOpUnary::All => "&",
                        VerilogOpUnary::Any => "|",
                        _ => "^",
                    };
                    let p = self.own(x);
                    // Not an atom: `a & |b` reads like `a &| b`.
                    let bit = P::op(format!("{sign}{}", p.wrapped()));
                    self.fit(bit, 1, t)
                }
            },
            E::Index(s, i) => {
                let bits = self.sw(s);
                let base = self.own(s).wrapped();
                let i = self.select(i, bits);
                self.fit(P::atom(format!("{base}[{i}]")), 1, t)
            }
            E::Slice(s, width, off) => {
                let bits = self.sw(s);
                let base = self.own(s).wrapped();
                let off = self.select(off, bits);
                let taken = (*width).min(t);
                let p = P::atom(format!("{base}[{off} +: {taken}]"));
                self.fit(p, taken, t)
            }
            E::IndexReplace(s, i, v) => {
                let n = self.index(i).wrapped();
                let base = self.print(s, w, t).wrapped();
                let value = self.print(v, w, t).wrapped();
                P::op(format!(
                    "({base} & ~({} << {n})) | ({value} << {n})",
                    literal(t, 1)
                ))
            }
            E::Signed(_) | E::Unsigned(_) => panic!("signed values are not used by the blocks"),
        }
    }

    fn binary(&mut self, l: &E, op: &VerilogOp, r: &E, w: usize, t: usize) -> P {
        let sym = match op {
            VerilogOp::Add => "+",
            VerilogOp::Sub => "-",
            VerilogOp::Mul => "*",
            VerilogOp::LogicalAnd => "&&",
            VerilogOp::LogicalOr => "||",
            VerilogOp::BitXor => "^",
            VerilogOp::BitAnd => "&",
            VerilogOp::BitOr => "|",
            VerilogOp::Shl => "<<",
            VerilogOp::Shr => ">>",
            VerilogOp::Eq => "==",
            VerilogOp::Lt => "<",
            VerilogOp::Le => "<=",
            VerilogOp::Ne => "!=",
            VerilogOp::Ge => ">=",
            VerilogOp::Gt => ">",
        };
        match op {
            VerilogOp::Add
            | VerilogOp::Sub
            | VerilogOp::Mul
            | VerilogOp::BitAnd
            | VerilogOp::BitOr
            | VerilogOp::BitXor => {
                let a = self.print(l, w, t).wrapped();
                let b = self.print(r, w, t).wrapped();
                P::op(format!("{a} {sym} {b}"))
            }
            VerilogOp::Shl => {
                let a = self.print(l, w, t).wrapped();
                let n = self.index(r).wrapped();
                P::op(format!("{a} << {n}"))
            }
            VerilogOp::Shr => {
                // Bits above t shift down: compute at the width the left operand's value
                // needs (where it does not wrap), else at w, then keep t bits.
                let e = match self.exact(l) {
                    Some(n) if n <= w => n.max(t),
                    _ => w,
                };
                let a = self.print(l, e, e).wrapped();
                let n = self.index(r).wrapped();
                self.fit(P::op(format!("{a} >> {n}")), e, t)
            }
            VerilogOp::LogicalAnd | VerilogOp::LogicalOr => {
                let a = self.truth(l).wrapped();
                let b = self.truth(r).wrapped();
                let p = P::op(format!("{a} {sym} {b}"));
                self.fit(p, 1, t)
            }
            _ => {
                // A comparison: both operands at the wider one's width, or where neither
                // wraps, at the width that holds both values.
                let m = self.sw(l).max(self.sw(r));
                let m = match (self.exact(l), self.exact(r)) {
                    (Some(a), Some(b)) => a.max(b).min(m),
                    _ => m,
                };
                let a = self.print(l, m, m).wrapped();
                let b = self.print(r, m, m).wrapped();
                let p = P::op(format!("{a} {sym} {b}"));
                self.fit(p, 1, t)
            }
        }
    }

    /// The target of an assignment and its width.
    fn target(&mut self, e: &E) -> (String, usize) {
        match e {
            E::Signal(s) => match self.name(s) {
                Name::Signal(n) => {
                    let w = self.width_of(&n);
                    (n, w)
                }
                Name::Value(_) => panic!("assignment to a loop variable"),
            },
            E::Index(s, i) => {
                let (base, bits) = self.target(s);
                (format!("{base}[{}]", self.select(i, bits)), 1)
            }
            E::Slice(s, width, off) => {
                let (base, bits) = self.target(s);
                (
                    format!("{base}[{} +: {width}]", self.select(off, bits)),
                    *width,
                )
            }
            other => panic!("assignment to {other:?}"),
        }
    }

    fn assign(&mut self, target: String, bits: usize, value: &E, depth: usize) {
        let w = bits.max(self.sw(value));
        let v = self.print(value, w, bits).text;
        let _ = writeln!(self.out, "{}{target} = {v};", indent(depth));
    }

    fn block(&mut self, b: &VerilogBlock, depth: usize) {
        for s in b {
            self.statement(s, depth);
        }
    }

    fn statement(&mut self, s: &S, depth: usize) {
        match s {
            S::Assignment(l, r) => {
                let (target, bits) = self.target(l);
                self.assign(target, bits, r, depth);
            }
            S::SliceAssignment {
                base,
                width,
                offset,
                replacement,
            } => {
                let (base, bits) = self.target(base);
                let target = format!("{base}[{} +: {width}]", self.select(offset, bits));
                self.assign(target, *width, replacement, depth);
            }
            S::If(c) => {
                let _ = write!(self.out, "{}", indent(depth));
                self.conditional(c, depth);
            }
            S::Match(m) => {
                let test = self.own(&m.test).text;
                let _ = writeln!(self.out, "{}case ({test})", indent(depth));
                for case in &m.cases {
                    let label = match self.name(&case.condition) {
                        Name::Value(v) => v.to_string(),
                        Name::Signal(n) => n,
                    };
                    let _ = writeln!(self.out, "{}{label}: begin", indent(depth + 1));
                    self.block(&case.block, depth + 2);
                    let _ = writeln!(self.out, "{}end", indent(depth + 1));
                }
                let _ = writeln!(self.out, "{}endcase", indent(depth));
            }
            S::Loop(l) => {
                for i in l.from.as_usize()..l.to.as_usize() {
                    self.loops.push((l.index.clone(), i));
                    self.block(&l.block, depth);
                    self.loops.pop();
                }
            }
            S::Comment(c) => {
                let _ = writeln!(self.out, "{}// {c}", indent(depth));
            }
            S::Link(_) => {}
            S::Macro(b) => self.block(b, depth),
        }
    }

    /// `if (...) begin ... end [else ...]`, the `if` already indented.
    fn conditional(&mut self, c: &rust_hdl_core::ast::VerilogConditional, depth: usize) {
        let test = self.truth(&c.test).text;
        let _ = writeln!(self.out, "if ({test}) begin");
        self.block(&c.then, depth + 1);
        let _ = write!(self.out, "{}end", indent(depth));
        match &c.otherwise {
            VerilogBlockOrConditional::None => self.out.push('\n'),
            VerilogBlockOrConditional::Block(b) => {
                self.out += " else begin\n";
                self.block(b, depth + 1);
                let _ = writeln!(self.out, "{}end", indent(depth));
            }
            VerilogBlockOrConditional::Conditional(s) => match s.as_ref() {
                S::If(next) => {
                    self.out += " else ";
                    self.conditional(next, depth);
                }
                other => {
                    self.out += " else begin\n";
                    self.statement(other, depth + 1);
                    let _ = writeln!(self.out, "{}end", indent(depth));
                }
            },
        }
    }
}

fn indent(depth: usize) -> String {
    "    ".repeat(depth)
}
