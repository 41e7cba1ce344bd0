//! Replications over seeds (`sim --seeds N`): the mean of a measure over independent runs
//! and its 95% confidence interval, Student's t with N - 1 degrees of freedom, as a
//! published figure needs.

use serde::Serialize;

/// A measure over replications: its mean, the half width of the 95% confidence interval
/// (None for one run) and every run's value, in seed order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Interval {
    pub mean: f64,
    pub ci95_half_width: Option<f64>,
    pub values: Vec<f64>,
}

/// Two-sided 97.5% quantiles of Student's t for 1 to 30 degrees of freedom.
const T975: [f64; 30] = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
    2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
    2.052, 2.048, 2.045, 2.042,
];

/// The 97.5% quantile of t with `df` degrees of freedom (beyond the table, the standard
/// tables' 40, 60 and 120 rows, then the normal's 1.96).
fn t975(df: usize) -> f64 {
    match df {
        0 => f64::NAN,
        1..=30 => T975[df - 1],
        31..=40 => 2.021,
        41..=60 => 2.000,
        61..=120 => 1.980,
        _ => 1.960,
    }
}

/// The mean and 95% interval of `values` (one per replication; None when there is none).
pub fn interval(values: &[f64]) -> Option<Interval> {
    let n = values.len();
    if n == 0 {
        return None;
    }
    let mean = values.iter().sum::<f64>() / n as f64;
    let half = (n > 1).then(|| {
        let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        t975(n - 1) * (var / n as f64).sqrt()
    });
    Some(Interval {
        mean,
        ci95_half_width: half,
        values: values.to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_is_students_t() {
        // Worked by hand: mean 5, sample variance 2.5, n = 5, t(4) = 2.776:
        // 2.776 * sqrt(2.5 / 5) = 1.9629.
        let i = interval(&[3.0, 4.0, 5.0, 6.0, 7.0]).unwrap();
        assert_eq!(i.mean, 5.0);
        assert!((i.ci95_half_width.unwrap() - 1.96293).abs() < 1e-4);
        assert_eq!(interval(&[2.0]).unwrap().ci95_half_width, None);
        assert!(interval(&[]).is_none());
        // Equal values: no spread.
        assert_eq!(interval(&[4.0; 12]).unwrap().ci95_half_width, Some(0.0));
    }

    #[test]
    fn about_95_percent_of_intervals_cover_the_true_mean() {
        use rand::{Rng, SeedableRng};
        // Normal samples of mean 10 (sum of 12 uniforms - 6: close to a standard normal).
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let mut covered = 0;
        let trials = 4000;
        for _ in 0..trials {
            let values: Vec<f64> = (0..6)
                .map(|_| 10.0 + (0..12).map(|_| rng.r#gen::<f64>()).sum::<f64>() - 6.0)
                .collect();
            let i = interval(&values).unwrap();
            covered += usize::from((i.mean - 10.0).abs() <= i.ci95_half_width.unwrap());
        }
        let share = covered as f64 / trials as f64;
        assert!((0.935..=0.965).contains(&share), "{share}");
    }
}
