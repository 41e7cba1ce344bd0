//! The traffic's random stream: the words `StdRng::seed_from_u64(seed)` gives (rand 0.8's
//! ChaCha12, 64-bit block counter from 0, stream 0), computed sixteen blocks at a time with
//! AVX-512 where the processor has it, one block per 32-bit lane, and by `StdRng` itself
//! elsewhere. Both give the same words, so results do not depend on the machine
//! (docs/performance.md, "The traffic's random stream").

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Words of one wide step: sixteen ChaCha blocks of sixteen words.
const BATCH: usize = 256;

/// ChaCha12's double rounds.
const DOUBLE_ROUNDS: usize = 6;

/// ChaCha's constant words, "expand 32-byte k".
const SIGMA: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

/// The stream of one seed.
pub struct TrafficStream {
    generator: Generator,
}

enum Generator {
    /// Sixteen blocks a step; `batch[at..]` not read yet.
    Wide {
        key: [u32; 8],
        /// The block counter of the next step's first block.
        block: u64,
        batch: Box<[u32; BATCH]>,
        at: usize,
    },
    Portable(Box<StdRng>),
}

impl TrafficStream {
    /// The stream of `StdRng::seed_from_u64(seed)`.
    pub fn seed_from_u64(seed: u64) -> Self {
        if wide_available() {
            TrafficStream {
                generator: Generator::Wide {
                    key: key_of(seed),
                    block: 0,
                    batch: Box::new([0; BATCH]),
                    at: BATCH,
                },
            }
        } else {
            Self::portable(seed)
        }
    }

    /// The same stream from `StdRng` on any processor.
    pub fn portable(seed: u64) -> Self {
        TrafficStream {
            generator: Generator::Portable(Box::new(StdRng::seed_from_u64(seed))),
        }
    }

    /// The stream's next words into `out`, in order.
    pub fn fill(&mut self, out: &mut [u32]) {
        match &mut self.generator {
            Generator::Portable(rng) => rng.fill(out),
            Generator::Wide {
                key,
                block,
                batch,
                at,
            } => {
                let mut done = 0;
                while done < out.len() {
                    if *at == BATCH {
                        wide_step(key, *block, batch);
                        *block = block.wrapping_add(16);
                        *at = 0;
                    }
                    let n = (BATCH - *at).min(out.len() - done);
                    out[done..done + n].copy_from_slice(&batch[*at..*at + n]);
                    *at += n;
                    done += n;
                }
            }
        }
    }
}

/// The ChaCha key `StdRng::seed_from_u64` makes of `seed` (rand_core 0.6's default: a PCG32
/// stream fills the 32 seed bytes, four at a time, little-endian, which ChaCha reads back as
/// these words).
fn key_of(seed: u64) -> [u32; 8] {
    const MUL: u64 = 6_364_136_223_846_793_005;
    const INC: u64 = 11_634_580_027_462_260_723;
    let mut state = seed;
    std::array::from_fn(|_| {
        state = state.wrapping_mul(MUL).wrapping_add(INC);
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        xorshifted.rotate_right((state >> 59) as u32)
    })
}

#[cfg(target_arch = "x86_64")]
fn wide_available() -> bool {
    std::arch::is_x86_feature_detected!("avx512f")
}

#[cfg(not(target_arch = "x86_64"))]
fn wide_available() -> bool {
    false
}

/// Blocks `block` to `block + 15` of the stream of `key`, block by block, into `out`.
#[cfg(target_arch = "x86_64")]
fn wide_step(key: &[u32; 8], block: u64, out: &mut [u32; BATCH]) {
    // SAFETY: a wide stream exists only where `wide_available` found AVX-512F.
    unsafe { wide_step_avx512(key, block, out) }
}

#[cfg(not(target_arch = "x86_64"))]
fn wide_step(_: &[u32; 8], _: u64, _: &mut [u32; BATCH]) {
    unreachable!("no wide stream without AVX-512")
}

/// ChaCha12 on sixteen blocks at once: vector `x[w]` holds word `w` of every block, lane `b`
/// block `block + b`; the quarter rounds are the reference's, each rotation one instruction.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn wide_step_avx512(key: &[u32; 8], block: u64, out: &mut [u32; BATCH]) {
    use std::arch::x86_64::*;
    let splat = |w: u32| _mm512_set1_epi32(w as i32);
    // The 64-bit counter per lane: words 12 (low) and 13 (high), carried where the low word
    // wraps within the sixteen.
    let low = splat(block as u32);
    let lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    let counter_low = _mm512_add_epi32(low, lanes);
    let wrapped = _mm512_cmplt_epu32_mask(counter_low, low);
    let high = splat((block >> 32) as u32);
    let counter_high = _mm512_mask_add_epi32(high, wrapped, high, splat(1));
    let mut init = [_mm512_setzero_si512(); 16];
    for (w, &c) in SIGMA.iter().enumerate() {
        init[w] = splat(c);
    }
    for (w, &k) in key.iter().enumerate() {
        init[4 + w] = splat(k);
    }
    init[12] = counter_low;
    init[13] = counter_high;
    let mut x = init;
    let quarter = |x: &mut [__m512i; 16], a: usize, b: usize, c: usize, d: usize| {
        x[a] = _mm512_add_epi32(x[a], x[b]);
        x[d] = _mm512_rol_epi32::<16>(_mm512_xor_si512(x[d], x[a]));
        x[c] = _mm512_add_epi32(x[c], x[d]);
        x[b] = _mm512_rol_epi32::<12>(_mm512_xor_si512(x[b], x[c]));
        x[a] = _mm512_add_epi32(x[a], x[b]);
        x[d] = _mm512_rol_epi32::<8>(_mm512_xor_si512(x[d], x[a]));
        x[c] = _mm512_add_epi32(x[c], x[d]);
        x[b] = _mm512_rol_epi32::<7>(_mm512_xor_si512(x[b], x[c]));
    };
    for _ in 0..DOUBLE_ROUNDS {
        quarter(&mut x, 0, 4, 8, 12);
        quarter(&mut x, 1, 5, 9, 13);
        quarter(&mut x, 2, 6, 10, 14);
        quarter(&mut x, 3, 7, 11, 15);
        quarter(&mut x, 0, 5, 10, 15);
        quarter(&mut x, 1, 6, 11, 12);
        quarter(&mut x, 2, 7, 8, 13);
        quarter(&mut x, 3, 4, 9, 14);
    }
    // Word-major in the vectors, block-major in the stream: a 16 x 16 transpose.
    let mut words = [[0u32; 16]; 16];
    for (w, row) in words.iter_mut().enumerate() {
        let v = _mm512_add_epi32(x[w], init[w]);
        // SAFETY: `row` is 16 writable u32, the 64 bytes the unaligned store writes.
        unsafe { _mm512_storeu_si512(row.as_mut_ptr().cast(), v) };
    }
    for (b, chunk) in out.chunks_exact_mut(16).enumerate() {
        for (w, word) in chunk.iter_mut().enumerate() {
            *word = words[w][b];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngCore;

    /// Both ways give `StdRng`'s words for several seeds, read in pieces of every size around
    /// the batch's (the counter's carry into its high word is `wrapping_counters`'s).
    #[test]
    fn the_stream_is_std_rng_s() {
        for seed in [0, 1, 7, 12_345, u64::MAX] {
            for wide in [true, false] {
                let mut stream = if wide {
                    TrafficStream::seed_from_u64(seed)
                } else {
                    TrafficStream::portable(seed)
                };
                let mut reference = StdRng::seed_from_u64(seed);
                for len in [1usize, 255, 256, 257, 3, 1_000, 64, 2] {
                    let mut got = vec![0u32; len];
                    stream.fill(&mut got);
                    let want: Vec<u32> = (0..len).map(|_| reference.next_u32()).collect();
                    assert_eq!(got, want, "seed {seed}, wide {wide}, piece of {len}");
                }
            }
        }
    }

    /// The lanes' 64-bit counters carry into the high word when the low word wraps inside a
    /// step of sixteen blocks, as the reference's counter does.
    #[test]
    fn wrapping_counters() {
        if !wide_available() {
            return; // the portable stream is `StdRng` itself
        }
        let key = key_of(5);
        let start = u64::from(u32::MAX) - 7;
        let mut batch = [0u32; BATCH];
        wide_step(&key, start, &mut batch);
        let mut reference = rand_chacha::ChaCha12Rng::seed_from_u64(5);
        reference.set_word_pos(u128::from(start) * 16);
        let want: Vec<u32> = (0..BATCH).map(|_| reference.next_u32()).collect();
        assert_eq!(batch.to_vec(), want);
    }
}
