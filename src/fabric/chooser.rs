//! Whether a cycle's routers step in parallel or on the calling thread alone, chosen by timing
//! both (docs/performance.md, "Threads"). On a machine whose other cores are busy with other
//! work, a cycle can wait for a worker the operating system has not scheduled yet, and the
//! parallel step becomes slower than one thread. The results are the same either way (they do
//! not depend on the split), so only the speed is at stake.
//!
//! The fabric starts in parallel. Every so often the chooser runs a trial of `TRIAL` pairs of
//! cycles, one cycle on the calling thread and the next in parallel, so that both ways see the
//! same traffic (which grows as the network fills and shrinks as it drains); the first pair,
//! which may wake the workers, is not counted. The faster way runs until the next trial. The
//! trial stops early once its parallel cycles have taken more than twice as long as its
//! one-thread cycles: on a busy machine a parallel cycle can take many times as long. While the
//! same way keeps winning, trials come half as often, from every `FIRST_PERIOD` cycles to every
//! `LAST_PERIOD`.

use std::time::{Duration, Instant};

/// Pairs of cycles (one thread, then parallel) in a trial, the first not counted.
pub const TRIAL: u32 = 16;
/// Counted pairs after which a trial may stop early.
const EARLY: u32 = 2;
/// Cycles between trials after a change of way.
pub const FIRST_PERIOD: u32 = 256;
/// The longest stretch between trials while the same way keeps winning.
pub const LAST_PERIOD: u32 = 4096;

/// The chooser's state: in a trial, or running the way the last trial chose.
#[derive(Clone, Debug)]
pub struct StepChooser {
    phase: Phase,
    /// The way the last trial chose.
    parallel: bool,
    /// Cycles of the current stretch between trials.
    period: u32,
}

#[derive(Clone, Debug)]
enum Phase {
    /// Timing: `cycle` counts the trial's cycles (even: one thread, odd: parallel), `spent`
    /// sums the counted cycles of each way.
    Trial {
        cycle: u32,
        spent: [Duration; 2],
        started: Option<Instant>,
    },
    /// The chosen way, for `left` more cycles.
    Run { left: u32 },
}

impl Default for StepChooser {
    fn default() -> Self {
        StepChooser {
            phase: Phase::Run { left: FIRST_PERIOD },
            parallel: true,
            period: FIRST_PERIOD,
        }
    }
}

impl StepChooser {
    /// Whether this cycle steps in parallel; call `stepped` after it.
    pub fn parallel(&mut self) -> bool {
        match &mut self.phase {
            Phase::Trial { cycle, started, .. } => {
                *started = Some(Instant::now());
                *cycle % 2 == 1
            }
            Phase::Run { .. } => self.parallel,
        }
    }

    /// The cycle `parallel` announced has been stepped.
    pub fn stepped(&mut self) {
        let took = match &mut self.phase {
            Phase::Trial { started, .. } => started.take().map_or(Duration::ZERO, |t| t.elapsed()),
            Phase::Run { .. } => Duration::ZERO,
        };
        self.stepped_in(took);
    }

    /// `stepped`, the cycle having taken `took`.
    fn stepped_in(&mut self, took: Duration) {
        match &mut self.phase {
            Phase::Trial { cycle, spent, .. } => {
                let (way, pair) = ((*cycle % 2) as usize, *cycle / 2);
                if pair > 0 {
                    spent[way] += took;
                }
                *cycle += 1;
                // [one thread, parallel]; `pair` pairs are counted so far.
                let [single, parallel] = *spent;
                if way == 1 && pair >= EARLY && parallel > 2 * single {
                    self.chose(false);
                } else if *cycle == 2 * TRIAL {
                    self.chose(parallel <= single);
                }
            }
            Phase::Run { left } => {
                *left -= 1;
                if *left == 0 {
                    self.phase = Phase::Trial {
                        cycle: 0,
                        spent: [Duration::ZERO; 2],
                        started: None,
                    };
                }
            }
        }
    }

    /// A trial chose `parallel`: trials come half as often while the way stands.
    fn chose(&mut self, parallel: bool) {
        self.period = if parallel == self.parallel {
            (self.period * 2).min(LAST_PERIOD)
        } else {
            FIRST_PERIOD
        };
        self.parallel = parallel;
        self.phase = Phase::Run { left: self.period };
    }

    /// Which way the last trial chose.
    #[cfg(test)]
    fn chosen(&self) -> bool {
        self.parallel
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ways of `cycles` cycles, each parallel one taking `parallel` and each one-thread
    /// one `single` microseconds.
    fn ways(c: &mut StepChooser, cycles: usize, parallel: u64, single: u64) -> Vec<bool> {
        (0..cycles)
            .map(|_| {
                let p = c.parallel();
                c.stepped_in(Duration::from_micros(if p { parallel } else { single }));
                p
            })
            .collect()
    }

    #[test]
    fn parallel_first_then_a_trial_alternates_and_keeps_the_faster() {
        let (t, first) = (TRIAL as usize, FIRST_PERIOD as usize);
        let mut c = StepChooser::default();
        assert!(
            ways(&mut c, first, 1, 2).iter().all(|&p| p),
            "parallel first"
        );
        let w = ways(&mut c, 2 * t, 1, 2);
        let alternating: Vec<bool> = (0..2 * t).map(|k| k % 2 == 1).collect();
        assert_eq!(w, alternating, "one thread, then parallel, pair by pair");
        assert!(c.chosen());
        // Parallel won again: the next trial comes after twice the first period.
        assert!(ways(&mut c, 2 * first, 1, 2).iter().all(|&p| p));
        assert!(!ways(&mut c, 1, 1, 2)[0], "the next trial starts");
    }

    #[test]
    fn one_thread_wins_a_trial_whose_parallel_cycles_are_slower() {
        let mut c = StepChooser::default();
        ways(&mut c, FIRST_PERIOD as usize, 3, 2);
        ways(&mut c, 2 * TRIAL as usize, 3, 2);
        assert!(!c.chosen());
        assert_eq!(
            c.period, FIRST_PERIOD,
            "a change of way: trials come often again"
        );
        assert!(
            ways(&mut c, FIRST_PERIOD as usize, 3, 2)
                .iter()
                .all(|&p| !p)
        );
    }

    #[test]
    fn a_trial_stops_early_when_parallel_cycles_take_more_than_twice_as_long() {
        let mut c = StepChooser::default();
        ways(&mut c, FIRST_PERIOD as usize, 10, 1);
        // The uncounted pair, then EARLY counted pairs: the trial ends there.
        let w = ways(&mut c, 2 * (EARLY as usize + 1), 10, 1);
        assert_eq!(w.iter().filter(|&&p| p).count(), EARLY as usize + 1);
        assert!(!c.chosen());
        assert!(
            ways(&mut c, FIRST_PERIOD as usize, 10, 1)
                .iter()
                .all(|&p| !p)
        );
    }

    #[test]
    fn a_way_that_keeps_winning_is_tried_less_often_up_to_the_last_period() {
        let mut c = StepChooser::default();
        ways(&mut c, FIRST_PERIOD as usize, 1, 2);
        let mut periods = Vec::new();
        for _ in 0..8 {
            ways(&mut c, 2 * TRIAL as usize, 1, 2);
            let period = c.period;
            periods.push(period);
            ways(&mut c, period as usize, 1, 2);
        }
        assert_eq!(
            periods[0],
            2 * FIRST_PERIOD,
            "parallel was the way before too"
        );
        assert!(
            periods
                .windows(2)
                .all(|w| w[1] == (w[0] * 2).min(LAST_PERIOD))
        );
        assert_eq!(*periods.last().unwrap(), LAST_PERIOD);
    }
}
