//! The range of every numeric option, checked by clap as the option is read: a value outside
//! it (a negative, NaN, an infinity, 2^32 - 1 or 2^64 - 1 where they make no sense) is refused
//! in one line naming the option and the value, with exit status 2, before anything runs;
//! nothing wraps. Each option's help states its range, as "(LO to HI)".
//!
//! The ranges are those of the models: the router's parameters (`router::limits`, which
//! `RouterParams::validate` checks too: 1 to 16 VCs, 1 to 1024 flit slots, ...), the flit's
//! data bits (`router::flit`: 32 to 256, 0 for the default), the waveform's 32-bit cycle counter, and
//! for counts that only cost time (cycles, samples, memory) a limit far beyond any run that
//! would finish.

use ftrouter::router::limits::Limit;
use std::fmt::Display;
use std::str::FromStr;

/// Largest `--cycles`, `--warmup` and `--watchdog`: 10^12 cycles, days of the smallest
/// fabric at the cycle model's speed.
pub const MAX_CYCLES: u64 = 1_000_000_000_000;
/// Largest `--samples`: 10^9 Monte Carlo samples (pv-table2 takes about 8 h).
pub const MAX_SAMPLES: usize = 1_000_000_000;
/// Largest `--budget-mb`: 1 TiB.
pub const MAX_BUDGET_MB: u64 = 1 << 20;

/// A whole number from `lo` to `hi` (digits only: no sign, no exponent).
pub fn whole<T>(lo: T, hi: T) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    move |text: &str| {
        let value = text
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| text.parse::<T>().ok())
            .flatten();
        match value {
            Some(v) if lo <= v && v <= hi => Ok(v),
            _ => Err(format!("need a whole number from {lo} to {hi}")),
        }
    }
}

/// A whole number within a router parameter's limit (`router::limits`), the one place its
/// range is written.
pub fn limit<T>(l: Limit) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static + TryFrom<u64>,
{
    let bound = |v: u64| T::try_from(v).ok().expect("a limit fits its option's type");
    whole(bound(l.lo), bound(l.hi))
}

/// A finite number from `lo` to `hi`.
pub fn real(
    lo: f64,
    hi: f64,
) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |text: &str| match text.parse::<f64>() {
        // + 0.0: -0 is 0.
        Ok(v) if v.is_finite() && lo <= v && v <= hi => Ok(v + 0.0),
        _ => Err(format!("need a number from {lo} to {hi}")),
    }
}

/// `--vcd-window FROM:TO`, checked and kept as text.
pub fn window(text: &str) -> Result<String, String> {
    ftrouter::wave::window(text).map(|_| text.to_string())
}

/// `--rate R[,R...]` of `cost`: 1 to 16 offered loads from 0 to 1, checked and kept as text
/// (`rate_values` reads them).
pub fn rate_list(text: &str) -> Result<String, String> {
    rate_values(text).map(|_| text.to_string())
}

/// The loads of `rate_list`, or why not.
pub fn rate_values(text: &str) -> Result<Vec<f64>, String> {
    let need = "need 1 to 16 loads from 0 to 1, separated by commas (0.05,0.4)";
    let values: Vec<f64> = text
        .split(',')
        .map(|p| p.parse::<f64>().ok().filter(|x| (0.0..=1.0).contains(x)))
        .collect::<Option<_>>()
        .ok_or_else(|| need.to_string())?;
    match values.len() {
        1..=16 => Ok(values),
        _ => Err(need.to_string()),
    }
}

/// `--shard I/N`, checked and kept as text.
pub fn shard(text: &str) -> Result<String, String> {
    ftrouter::sim::study::Shard::parse(text).map(|_| text.to_string())
}

/// `--rates FROM:TO:STEP`, checked and kept as text.
pub fn rates(text: &str) -> Result<String, String> {
    ftrouter::sim::sweep::rates(text).map(|_| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_outside_the_range_or_malformed_are_refused() {
        let p = whole(1usize, 16);
        assert_eq!(p("1"), Ok(1));
        assert_eq!(p("16"), Ok(16));
        for bad in [
            "0",
            "17",
            "-1",
            "+3",
            "",
            "3.0",
            "1e1",
            "NaN",
            "4294967295",
            "18446744073709551615",
            "18446744073709551616",
        ] {
            assert!(p(bad).is_err(), "{bad}");
        }
        let seed = whole(0u64, u64::MAX);
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        assert!(seed("18446744073709551616").is_err());
    }

    #[test]
    fn reals_must_be_finite_and_within_the_range() {
        let p = real(0.0, 1.0);
        assert_eq!(p("0"), Ok(0.0));
        assert_eq!(p("1"), Ok(1.0));
        assert_eq!(p("-0").map(f64::is_sign_positive), Ok(true));
        assert_eq!(p("5e-1"), Ok(0.5));
        for bad in [
            "-0.001", "1.001", "NaN", "nan", "inf", "-inf", "infinity", "x",
        ] {
            assert!(p(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn windows_and_rates() {
        assert!(window("0:4294967295").is_ok());
        for bad in ["0:4294967296", "5:3", "-1:3", "0:", ":3", "0:1:2", "+1:2"] {
            assert!(window(bad).is_err(), "{bad}");
        }
        assert!(rates("0:1:0.001").is_ok());
        assert!(rates("0.1:0.1:1").is_ok());
        for bad in [
            "0:1:0.0009",
            "1:0:0.1",
            "0:1.5:0.1",
            "NaN:1:0.1",
            "0:1:inf",
            "0:1",
        ] {
            assert!(rates(bad).is_err(), "{bad}");
        }
    }
}
