//! Latency / throughput curves over a range of offered loads (placeholder).

use super::SimStats;
use crate::Result;

/// Parse `FROM:TO:STEP` into the list of rates.
pub fn parse_rates(text: &str) -> Result<Vec<f64>> {
    let bad = || {
        crate::Error::input(format!(
            "rates {text:?}: expected FROM:TO:STEP with 0 <= FROM <= TO <= 1 and STEP > 0"
        ))
    };
    let parts: Vec<f64> = text
        .split(':')
        .map(|p| p.parse::<f64>().map_err(|_| bad()))
        .collect::<Result<_>>()?;
    let [from, to, step] = parts[..] else {
        return Err(bad());
    };
    if !(0.0..=1.0).contains(&from) || !(from..=1.0).contains(&to) || step.is_nan() || step <= 0.0 {
        return Err(bad());
    }
    let count = ((to - from) / step + 1e-9).floor() as usize + 1;
    if count > 1000 {
        return Err(crate::Error::input(format!(
            "rates {text:?} gives {count} points; at most 1000"
        )));
    }
    Ok((0..count).map(|i| from + step * i as f64).collect())
}

/// Render a latency-versus-offered-load plot as SVG.
pub fn plot_svg(_title: &str, _points: &[SimStats]) -> String {
    String::new()
}
