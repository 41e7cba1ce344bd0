//! The traffic's random stream against the `rand` family's own (`cargo bench --bench stream`):
//! words per second of `TrafficStream` (ChaCha12 sixteen blocks at a time with AVX-512 where
//! the processor has it) and of `TrafficStream::portable`, which is `StdRng` (rand_chacha's
//! ChaCha12 with its own SIMD backend), the same words either way. Five alternated rounds of
//! each; the bench prints each side's median and the ratio (docs/performance.md, "The
//! traffic's random stream").

use ftrouter::workload::stream::TrafficStream;
use std::hint::black_box;
use std::time::Instant;

/// Words a round draws, in the kernel's chunks (a source refills 256 words at a time).
const WORDS: usize = 1 << 26;
const CHUNK: usize = 256;
const ROUNDS: usize = 5;

fn words_per_second(mut stream: TrafficStream) -> f64 {
    let mut buf = [0u32; CHUNK];
    let mut sum = 0u32;
    let start = Instant::now();
    for _ in 0..WORDS / CHUNK {
        stream.fill(&mut buf);
        sum = sum.wrapping_add(buf[CHUNK - 1]);
    }
    black_box(sum);
    WORDS as f64 / start.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    // The two streams agree word for word before either is timed.
    let (mut wide, mut portable) = (TrafficStream::seed_from_u64(7), TrafficStream::portable(7));
    let (mut a, mut b) = ([0u32; 4096], [0u32; 4096]);
    wide.fill(&mut a);
    portable.fill(&mut b);
    assert_eq!(a, b, "the wide stream and StdRng's differ");

    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        let seed = round as u64;
        ours.push(words_per_second(TrafficStream::seed_from_u64(seed)));
        theirs.push(words_per_second(TrafficStream::portable(seed)));
    }
    let (ours, theirs) = (median(ours), median(theirs));
    #[cfg(target_arch = "x86_64")]
    let avx512 = std::arch::is_x86_feature_detected!("avx512f");
    #[cfg(not(target_arch = "x86_64"))]
    let avx512 = false;
    println!(
        "traffic stream (AVX-512 available: {avx512}), median of {ROUNDS} rounds of {WORDS} words:"
    );
    println!("  TrafficStream       {:>8.0} M words/s", ours / 1e6);
    println!("  StdRng (rand_chacha) {:>7.0} M words/s", theirs / 1e6);
    println!("  ratio                {:>7.2}", ours / theirs);
}
