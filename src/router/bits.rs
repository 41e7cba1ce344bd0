//! Bit widths shared by the cycle model and the hardware description.

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
    #[test]
    fn clog2_matches_brute_force() {
        for n in 1..5000usize {
            let brute = (0..64).find(|&b| (1usize << b) >= n).unwrap();
            assert_eq!(super::clog2(n), brute, "{n}");
        }
    }
}
