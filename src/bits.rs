//! Bit helpers shared by the routing tables, the router and the models (below every layer
//! that uses them, so neither `routing` nor `router` imports the other for them).

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
}
