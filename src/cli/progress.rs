//! Progress of long commands on standard error. On a terminal an indicatif bar (done/total,
//! rate, ETA) or spinner; otherwise (a log file, a pipe, a batch job) a plain line every few
//! seconds, so a run in a cluster's log still shows where it is. Both carry the work's
//! estimate, made before it started (src/budget.rs), beside the measured ETA. `--quiet`
//! silences every progress line; warnings and errors still show.

use crate::cli::stderr::say_err;
use ftrouter::budget::Estimate;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Set from `--quiet` before each command runs (an embedding runs several in one process).
static QUIET: AtomicBool = AtomicBool::new(false);

/// Silence progress until the next command (`--quiet`).
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// `--quiet` was given.
pub fn is_quiet() -> bool {
    QUIET.load(Ordering::Relaxed)
}

/// The first plain line comes after this long (short runs print none), then one per period.
const FIRST_LINE: Duration = Duration::from_secs(2);
const LINE_PERIOD: Duration = Duration::from_secs(10);

/// "estimated 1.7 min, 381 MB" (and `disk`, the bytes its files take, when they take any).
pub fn estimate_text(e: &Estimate, disk: u128) -> String {
    let mut text = format!(
        "estimated {}, {} MB",
        duration(e.seconds),
        e.bytes.div_ceil(1 << 20)
    );
    if disk > 0 {
        text.push_str(&format!(" and {} MB of files", disk.div_ceil(1 << 20)));
    }
    text
}

/// Seconds as a person reads them.
pub fn duration(s: f64) -> String {
    if !s.is_finite() {
        "unknown".to_string()
    } else if s < 1.0 {
        "under 1 s".to_string()
    } else if s < 120.0 {
        format!("{s:.0} s")
    } else if s < 7200.0 {
        format!("{:.1} min", s / 60.0)
    } else {
        format!("{:.1} h", s / 3600.0)
    }
}

/// A piece of work counted in `unit`s (cycles, rates, points), or a spinner when its size is
/// not known.
pub struct Progress {
    bar: ProgressBar,
    /// The plain line's state when standard error is not a terminal (None on a terminal or
    /// when quiet).
    plain: Option<Mutex<Plain>>,
    label: String,
    unit: &'static str,
    estimate: Option<String>,
}

struct Plain {
    started: Instant,
    next: Instant,
}

impl Progress {
    /// Progress over `total` `unit`s of `label`'s work (`total` 0: a spinner), with the
    /// estimate made before it ([`estimate_text`]).
    pub fn new(label: &str, total: u64, unit: &'static str, estimate: Option<String>) -> Self {
        let terminal = std::io::stderr().is_terminal();
        let bar = if is_quiet() || !terminal {
            ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden())
        } else if total == 0 {
            let bar = ProgressBar::new_spinner();
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        } else {
            ProgressBar::new(total)
        };
        let tail = estimate
            .as_deref()
            .map(|e| format!(" ({e})"))
            .unwrap_or_default();
        let template = if total == 0 {
            format!("{{spinner}} {label} {{msg}} {{elapsed}}{tail}")
        } else {
            format!(
                "{label} {{bar:30}} {{pos}}/{{len}} {unit} {{per_sec}} ETA {{eta}} {{msg}}{tail}"
            )
        };
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        let now = Instant::now();
        let plain = (!is_quiet() && !terminal).then(|| {
            Mutex::new(Plain {
                started: now,
                next: now + FIRST_LINE,
            })
        });
        Progress {
            bar,
            plain,
            label: label.to_string(),
            unit,
            estimate,
        }
    }

    /// The work has reached `done` units (shown off a terminal by [`Progress::during`]'s
    /// ticker).
    pub fn set(&self, done: u64) {
        self.bar.set_position(done);
    }

    /// The work turned out longer: at least `total` units (a drain past its estimate).
    pub fn stretch(&self, total: u64) {
        if self.bar.length().is_some_and(|len| len < total) {
            self.bar.set_length(total);
        }
    }

    /// A note after the counts ("draining", the current rate).
    pub fn set_message(&self, msg: impl Into<String>) {
        self.bar.set_message(msg.into());
    }

    /// Print `f`'s lines without tearing the bar.
    pub fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        self.bar.suspend(f)
    }

    /// Remove the bar (the summary follows).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }

    /// Off a terminal: one line when the period has passed.
    fn plain_line(&self) {
        let Some(plain) = &self.plain else {
            return;
        };
        let Ok(mut p) = plain.lock() else {
            return;
        };
        let now = Instant::now();
        if now < p.next {
            return;
        }
        p.next = now + LINE_PERIOD;
        let elapsed = now.duration_since(p.started).as_secs_f64();
        let done = self.bar.position();
        let mut line = format!("{}: ", self.label);
        match self.bar.length().filter(|&t| t > 0) {
            Some(total) => {
                let per_second = done as f64 / elapsed.max(1e-9);
                let left = total.saturating_sub(done) as f64 / per_second.max(1e-9);
                line.push_str(&format!(
                    "{done}/{total} {} ({:.0}%), {per_second:.0} {}/s, {} elapsed, ETA {}",
                    self.unit,
                    100.0 * done as f64 / total as f64,
                    self.unit,
                    duration(elapsed),
                    duration(left)
                ));
            }
            None => line.push_str(&format!("{} elapsed", duration(elapsed))),
        }
        let msg = self.bar.message();
        if !msg.is_empty() {
            line.push_str(&format!(", {msg}"));
        }
        if let Some(e) = &self.estimate {
            line.push_str(&format!(" ({e})"));
        }
        say_err!("{line}");
    }
}

/// Run `work` with a spinner (and, off a terminal, a plain line every few seconds): table
/// builds, Yosys and the HDL simulators report no progress of their own.
pub fn with_spinner<T>(what: &str, estimate: Option<String>, work: impl FnOnce() -> T) -> T {
    let progress = Progress::new(what, 0, "", estimate);
    let out = progress.during(work);
    progress.finish();
    out
}

impl Progress {
    /// Run `work` (the whole job, or an opaque step of it: one run of a sweep, a tool)
    /// while a ticker prints the plain line off a terminal.
    pub fn during<T>(&self, work: impl FnOnce() -> T) -> T {
        if self.plain.is_none() {
            return work();
        }
        let done = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|scope| {
            let ticker = scope.spawn(|| {
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    std::thread::park_timeout(Duration::from_millis(250));
                    self.plain_line();
                }
            });
            let out = work();
            done.store(true, std::sync::atomic::Ordering::Relaxed);
            ticker.thread().unpark();
            out
        })
    }
}
