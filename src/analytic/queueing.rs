//! Waiting times, busy virtual channels and multiplexing degree (paper 002, section 3,
//! eqs. 12-13 and 23-30).

/// M/G/1 mean wait with the variance approximation sigma^2 = (S - M)^2 (eqs. 23-27):
/// `rate` arrivals per cycle, mean service `service`, minimum service `m`.
/// None when the queue is unstable (utilisation >= 1).
pub fn mg1_wait(rate: f64, service: f64, m: f64) -> Option<f64> {
    let rho = rate * service;
    if rho >= 1.0 {
        return None;
    }
    let cv2 = (service - m).powi(2) / service.powi(2);
    Some(rate * service * service * (1.0 + cv2) / (2.0 * (1.0 - rho)))
}

/// P_v, v = 0..=V (eqs. 28-29): the birth-death chain of busy virtual channels with arrival
/// rate lambda_c and departure rate 1 / S. None when lambda_c * S >= 1.
pub fn busy_vc_probabilities(lambda_c: f64, service: f64, vcs: usize) -> Option<Vec<f64>> {
    let rho = lambda_c * service;
    if rho >= 1.0 {
        return None;
    }
    let mut q: Vec<f64> = (0..vcs).map(|v| rho.powi(v as i32)).collect();
    q.push(rho.powi(vcs as i32) / (1.0 - rho));
    let total: f64 = q.iter().sum();
    Some(q.iter().map(|x| x / total).collect())
}

/// V-bar (eq. 30): mean multiplexing degree sum v^2 P_v / sum v P_v (1 when all idle).
pub fn multiplexing_degree(p: &[f64]) -> f64 {
    let first: f64 = p.iter().enumerate().map(|(v, pv)| v as f64 * pv).sum();
    let second: f64 = p
        .iter()
        .enumerate()
        .map(|(v, pv)| (v * v) as f64 * pv)
        .sum();
    if first > 0.0 { second / first } else { 1.0 }
}

/// (P_a, P_a&d): all adaptive VCs busy; all adaptive and the usable deterministic VCs busy.
///
/// Torus (2 deterministic VCs, eqs. 12-13):
/// P_a = P_V + 2 P_{V-1} / C(V, V-1) + P_{V-2} / C(V, V-2),
/// P_a&d = P_V + 2 P_{V-1} / C(V, V-1).
/// Hypercube (1 deterministic VC; the paper defers to Boura et al.): with V - 1 busy only the
/// one combination leaving the deterministic VC free keeps every adaptive VC busy, so
/// P_a = P_V + P_{V-1} / V and P_a&d = P_V.
pub fn all_busy_probabilities(p: &[f64], deterministic_vcs: usize) -> (f64, f64) {
    let v = p.len() - 1;
    let vf = v as f64;
    if deterministic_vcs == 1 {
        return (p[v] + p[v - 1] / vf, p[v]);
    }
    let pair_count = vf * (vf - 1.0) / 2.0;
    let p_ad = p[v] + 2.0 * p[v - 1] / vf;
    (p_ad + p[v - 2] / pair_count, p_ad)
}
