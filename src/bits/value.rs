//! `Value`: an unsigned bit vector whose width is chosen at run time (up to `MAX_BITS`), the
//! value type of the hardware description's `Wire` and the model's flit image
//! (`FlitFormat::pack`). Widths follow Verilog's rules as far as the blocks use them, so that
//! the Rust simulation of a block and its Verilog compute the same bits: a bitwise or
//! arithmetic result is as wide as its wider operand (an integer literal is 32 bits wide, as
//! rust-hdl writes it `32'h..`), arithmetic wraps at that width, comparisons are numeric, and a
//! wire truncates what is assigned to it.

use std::cmp::Ordering;
use std::ops::{Add, BitAnd, BitOr, BitXor, Not, Shl, Shr, Sub};

/// The widest value a wire can carry (a flit of 256 data bits plus header and list).
pub const MAX_BITS: usize = 512;
const LIMBS: usize = MAX_BITS / 64;

/// An unsigned value of `width` bits; bits above the width are always zero.
#[derive(Copy, Clone, Debug, Default)]
pub struct Value {
    limbs: [u64; LIMBS],
    width: u16,
}

impl Value {
    /// Zero, `width` bits wide.
    pub fn zero(width: usize) -> Value {
        assert!(
            width <= MAX_BITS,
            "a wire holds at most {MAX_BITS} bits, not {width}"
        );
        Value {
            limbs: [0; LIMBS],
            width: width as u16,
        }
    }

    /// `x` truncated to `width` bits.
    pub fn new(width: usize, x: u64) -> Value {
        let mut v = Value::zero(width);
        v.limbs[0] = x;
        v.normalized()
    }

    /// The value of `bits` (LSB first), as wide as the slice.
    pub fn from_bits(bits: &[bool]) -> Value {
        let mut v = Value::zero(bits.len());
        for (i, b) in bits.iter().enumerate() {
            if *b {
                v.limbs[i / 64] |= 1 << (i % 64);
            }
        }
        v
    }

    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// The same number at another width (truncated or zero-extended).
    pub fn resize(mut self, width: usize) -> Value {
        assert!(
            width <= MAX_BITS,
            "a wire holds at most {MAX_BITS} bits, not {width}"
        );
        self.width = width as u16;
        self.normalized()
    }

    fn normalized(mut self) -> Value {
        let w = self.width as usize;
        for (k, limb) in self.limbs.iter_mut().enumerate() {
            let lo = k * 64;
            if lo >= w {
                *limb = 0;
            } else if w - lo < 64 {
                *limb &= (1u64 << (w - lo)) - 1;
            }
        }
        self
    }

    /// `x` truncated to `width` bits.
    pub fn from_u128(width: usize, x: u128) -> Value {
        let mut v = Value::zero(width);
        v.limbs[0] = x as u64;
        v.limbs[1] = (x >> 64) as u64;
        v.normalized()
    }

    /// The low 128 bits.
    pub fn to_u128(&self) -> u128 {
        u128::from(self.limbs[0]) | u128::from(self.limbs[1]) << 64
    }

    /// `bits` (at most 64) bits from `at`, as an integer (bits past the width read 0).
    pub fn field(&self, at: usize, bits: usize) -> u64 {
        debug_assert!(bits <= 64, "a field of {bits} bits does not fit an integer");
        (*self >> at).resize(bits).to_u64()
    }

    /// The low 64 bits.
    pub fn to_u64(&self) -> u64 {
        self.limbs[0]
    }

    /// The value as an index (low 64 bits); rust-hdl's name, which `#[hdl_gen]` passes through.
    pub fn index(&self) -> usize {
        self.limbs[0] as usize
    }

    /// Bits LSB first, `width` of them.
    pub fn bits(&self) -> Vec<bool> {
        (0..self.width()).map(|i| self.get_bit(i)).collect()
    }

    pub fn get_bit(&self, i: usize) -> bool {
        i < self.width() && (self.limbs[i / 64] >> (i % 64)) & 1 == 1
    }

    /// This value with bit `i` set to `b` (Verilog `x & ~(1 << i) | (b << i)`: a bit past
    /// the width changes nothing).
    pub fn replace_bit(mut self, i: usize, b: bool) -> Value {
        if i < self.width() {
            let m = 1u64 << (i % 64);
            if b {
                self.limbs[i / 64] |= m;
            } else {
                self.limbs[i / 64] &= !m;
            }
        }
        self
    }

    /// `N` bits from `offset` (Verilog `x[offset +: N]`; bits past the width read 0).
    pub fn get_bits<const N: usize>(&self, offset: usize) -> Value {
        (*self >> offset).resize(N)
    }

    /// Any bit set (Verilog `|x`).
    pub fn any(&self) -> bool {
        self.limbs.iter().any(|l| *l != 0)
    }

    /// Every bit set (Verilog `&x`).
    pub fn all(&self) -> bool {
        (0..self.width()).all(|i| self.get_bit(i))
    }

    /// Hexadecimal digits, most significant first, for Verilog literals and memory images.
    pub fn to_hex(&self) -> String {
        let digits = self.width().div_ceil(4).max(1);
        (0..digits)
            .rev()
            .map(|d| {
                let nibble =
                    (0..4).fold(0u32, |n, b| n | (u32::from(self.get_bit(4 * d + b)) << b));
                char::from_digit(nibble, 16).unwrap()
            })
            .collect()
    }

    fn zip(self, other: Value, f: impl Fn(u64, u64) -> u64) -> Value {
        let mut out = Value::zero(self.width().max(other.width()));
        for k in 0..LIMBS {
            out.limbs[k] = f(self.limbs[k], other.limbs[k]);
        }
        out.normalized()
    }
}

impl std::fmt::LowerHex for Value {
    /// Hexadecimal without leading zeros (`{:#x}` adds `0x`), as for an integer.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hex = self.to_hex();
        let digits = hex.trim_start_matches('0');
        f.pad_integral(true, "0x", if digits.is_empty() { "0" } else { digits })
    }
}

impl PartialEq for Value {
    /// Numeric equality (Verilog `==` zero-extends the narrower side).
    fn eq(&self, other: &Value) -> bool {
        self.limbs == other.limbs
    }
}

impl Eq for Value {}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        self.limbs.iter().rev().cmp(other.limbs.iter().rev())
    }
}

impl From<i32> for Value {
    /// An integer literal: 32 bits, as rust-hdl writes it into the Verilog.
    fn from(x: i32) -> Value {
        Value::new(32, x as u32 as u64)
    }
}

impl From<usize> for Value {
    /// A loop index: an unsized Verilog integer (32 bits).
    fn from(x: usize) -> Value {
        Value::new(32, x as u64)
    }
}

impl From<u128> for Value {
    /// A 128-bit number (testbench rows of integers).
    fn from(x: u128) -> Value {
        Value::from_u128(128, x)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::new(1, u64::from(b))
    }
}

impl BitAnd for Value {
    type Output = Value;
    fn bitand(self, rhs: Value) -> Value {
        self.zip(rhs, |a, b| a & b)
    }
}

impl BitOr for Value {
    type Output = Value;
    fn bitor(self, rhs: Value) -> Value {
        self.zip(rhs, |a, b| a | b)
    }
}

impl BitXor for Value {
    type Output = Value;
    fn bitxor(self, rhs: Value) -> Value {
        self.zip(rhs, |a, b| a ^ b)
    }
}

impl Not for Value {
    type Output = Value;
    fn not(mut self) -> Value {
        for limb in self.limbs.iter_mut() {
            *limb = !*limb;
        }
        self.normalized()
    }
}

impl Add for Value {
    type Output = Value;
    fn add(self, rhs: Value) -> Value {
        let mut out = Value::zero(self.width().max(rhs.width()));
        let mut carry = 0u64;
        for k in 0..LIMBS {
            let (s1, c1) = self.limbs[k].overflowing_add(rhs.limbs[k]);
            let (s2, c2) = s1.overflowing_add(carry);
            out.limbs[k] = s2;
            carry = u64::from(c1 || c2);
        }
        out.normalized()
    }
}

impl Sub for Value {
    type Output = Value;
    fn sub(self, rhs: Value) -> Value {
        self + (!rhs.resize(self.width().max(rhs.width())) + Value::new(1, 1))
    }
}

impl Add<i32> for Value {
    type Output = Value;
    fn add(self, rhs: i32) -> Value {
        self + Value::from(rhs)
    }
}

impl Sub<i32> for Value {
    type Output = Value;
    fn sub(self, rhs: i32) -> Value {
        self - Value::from(rhs)
    }
}

impl Shr<usize> for Value {
    type Output = Value;
    /// Logical shift right; the width stays the left operand's.
    fn shr(self, n: usize) -> Value {
        let mut out = Value::zero(self.width());
        if n >= MAX_BITS {
            return out;
        }
        let (whole, part) = (n / 64, n % 64);
        for k in 0..LIMBS - whole {
            let lo = self.limbs[k + whole] >> part;
            let hi = if part > 0 && k + whole + 1 < LIMBS {
                self.limbs[k + whole + 1] << (64 - part)
            } else {
                0
            };
            out.limbs[k] = lo | hi;
        }
        out.normalized()
    }
}

impl Shl<usize> for Value {
    type Output = Value;
    /// Shift left; the width stays the left operand's.
    fn shl(self, n: usize) -> Value {
        let mut out = Value::zero(self.width());
        if n >= MAX_BITS {
            return out;
        }
        let (whole, part) = (n / 64, n % 64);
        for k in whole..LIMBS {
            let lo = self.limbs[k - whole] << part;
            let hi = if part > 0 && k > whole {
                self.limbs[k - whole - 1] >> (64 - part)
            } else {
                0
            };
            out.limbs[k] = lo | hi;
        }
        out.normalized()
    }
}

impl Shr<Value> for Value {
    type Output = Value;
    fn shr(self, n: Value) -> Value {
        if n.limbs[1..].iter().any(|l| *l != 0) {
            Value::zero(self.width())
        } else {
            self >> n.index()
        }
    }
}

impl Shl<Value> for Value {
    type Output = Value;
    fn shl(self, n: Value) -> Value {
        if n.limbs[1..].iter().any(|l| *l != 0) {
            Value::zero(self.width())
        } else {
            self << n.index()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng, rngs::StdRng};

    /// Against u128 arithmetic at widths up to 128 bits.
    #[test]
    fn arithmetic_matches_u128_at_every_width() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let w: usize = rng.gen_range(1..=128);
            let mask = if w == 128 {
                u128::MAX
            } else {
                (1u128 << w) - 1
            };
            let (a, b): (u128, u128) = (rng.r#gen::<u128>() & mask, rng.r#gen::<u128>() & mask);
            let v = |x: u128| {
                let bits: Vec<bool> = (0..w).map(|i| (x >> i) & 1 == 1).collect();
                Value::from_bits(&bits)
            };
            let back = |x: Value| (0..w).fold(0u128, |s, i| s | (u128::from(x.get_bit(i)) << i));
            assert_eq!(back(v(a) + v(b)), a.wrapping_add(b) & mask);
            assert_eq!(back(v(a) - v(b)), a.wrapping_sub(b) & mask);
            assert_eq!(back(!v(a)), !a & mask);
            assert_eq!(back(v(a) & v(b)), a & b);
            let s = rng.gen_range(0..w);
            assert_eq!(back(v(a) >> s), a >> s);
            assert_eq!(back(v(a) << s), (a << s) & mask);
            assert_eq!(v(a) < v(b), a < b);
            assert_eq!(v(a) == v(b), a == b);
        }
    }

    #[test]
    fn literals_are_32_bits_and_wires_truncate() {
        // 4-bit 0 minus the literal 1 is 32 bits of ones, as in Verilog.
        let x = Value::new(4, 0) - 1;
        assert_eq!(x.width(), 32);
        assert_eq!(x.to_u64(), 0xffff_ffff);
        assert_eq!(x.resize(4).to_u64(), 15);
        assert_eq!(Value::new(12, 0xabc).to_hex(), "abc");
        assert_eq!(Value::new(5, 0x1f).to_hex(), "1f");
    }
}
