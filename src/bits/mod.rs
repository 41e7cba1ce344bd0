//! Bit helpers shared by the routing tables, the router, the models and the hardware
//! description (below every layer that uses them), and `Value`, the run-time-width bit vector
//! of flit images and hardware wires.

pub mod value;
pub use value::Value;

/// splitmix64's output function: a bijection of u64 whose every output bit depends on every
/// input bit. The seeded draws that must not take from an RNG stream (a packet's tie bits,
/// a flit's payload, an experiment's work item) mix their key with it.
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Set bits of a mask, lowest first (a priority encoder walked bit by bit).
#[inline]
pub fn set_bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// The index after `i` among `n`, wrapping to 0 (a round-robin pointer's next value: a
/// comparison, not the division of `% n`).
#[inline]
pub fn next_index(i: usize, n: usize) -> usize {
    if i + 1 >= n { 0 } else { i + 1 }
}

/// Bits of a wire holding an index into `n` things: `clog2(n)`, at least 1.
pub fn index_bits(n: usize) -> usize {
    (clog2(n) as usize).max(1)
}

/// Ceiling of log2: bits needed to index `n` things (0 for n <= 1).
pub fn clog2(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_bits_walks_every_mask_of_8_bits() {
        for mask in 0u64..256 {
            let bits: Vec<usize> = set_bits(mask).collect();
            let want: Vec<usize> = (0..8).filter(|&i| mask >> i & 1 == 1).collect();
            assert_eq!(bits, want);
        }
        assert_eq!(set_bits(1 << 63).collect::<Vec<_>>(), vec![63]);
    }

    #[test]
    fn clog2_matches_brute_force() {
        for n in 1..5000usize {
            let brute = (0..64).find(|&b| (1usize << b) >= n).unwrap();
            assert_eq!(super::clog2(n), brute, "{n}");
        }
    }
}
