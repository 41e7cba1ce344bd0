//! Reproductions of the papers' tables and figures (`ftrouter experiment NAME`).
//!
//! Every experiment returns a [`Report`]: rows with the paper's columns plus `paper` (the
//! printed value) and `ours`, and the largest absolute difference.

pub mod bubble;
pub mod duato;
pub mod esv;
pub mod fault_recovery;
pub mod mh;
pub mod pv;
mod samples;
pub use samples::is_monte_carlo;

pub use samples::estimate;

use crate::{Error, Result};
use serde::Serialize;
use serde_json::{Map, Value};

/// Options shared by all experiments.
#[derive(Clone, Debug)]
pub struct Options {
    /// Monte Carlo samples; None = the experiment's fast default (seconds).
    pub samples: Option<usize>,
    pub seed: u64,
    /// Show a progress bar on stderr.
    pub progress: bool,
    /// Memory and time allowed for `samples` (checked before anything is allocated).
    pub budget: crate::budget::Budget,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            samples: None,
            seed: 1,
            progress: false,
            budget: crate::budget::Budget::default(),
        }
    }
}

/// Result of an experiment.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub experiment: String,
    pub title: String,
    /// Column keys of each row, in display order.
    pub columns: Vec<String>,
    /// Each row: the paper's columns, `paper` and `ours`.
    pub rows: Vec<Map<String, Value>>,
    /// Largest |paper - ours| over the rows where both are numbers (None if no such row).
    pub max_abs_diff: Option<f64>,
    /// Sample counts, seeds, and any known difference from the paper explained.
    pub notes: Vec<String>,
}

impl Report {
    /// Fill `max_abs_diff` from the rows' numeric `paper` and `ours` fields.
    pub fn with_max_abs_diff(mut self) -> Self {
        self.max_abs_diff = self
            .rows
            .iter()
            .filter_map(|r| Some((r.get("paper")?.as_f64()?, r.get("ours")?.as_f64()?)))
            .map(|(p, o)| (p - o).abs())
            .fold(None, |m: Option<f64>, d| Some(m.map_or(d, |m| m.max(d))));
        self
    }

    /// Plain-text table for the terminal.
    pub fn to_text(&self) -> String {
        let cell = |v: Option<&Value>| match v {
            None | Some(Value::Null) => "-".to_string(),
            Some(Value::Number(n)) if n.is_f64() => {
                format!("{:.4}", n.as_f64().unwrap_or(f64::NAN))
            }
            Some(Value::String(s)) => s.clone(),
            Some(v) => v.to_string(),
        };
        let table: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| self.columns.iter().map(|c| cell(r.get(c))).collect())
            .collect();
        let widths: Vec<usize> = self
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                table
                    .iter()
                    .map(|r| r[i].len())
                    .chain([c.len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |cells: Vec<&str>| {
            let padded: Vec<String> = cells
                .iter()
                .zip(&widths)
                .map(|(c, w)| format!("{c:>w$}"))
                .collect();
            padded.join("  ").trim_end().to_string()
        };
        let mut out = format!("{} ({})\n", self.title, self.experiment);
        out += &line(self.columns.iter().map(String::as_str).collect());
        out.push('\n');
        for r in &table {
            out += &line(r.iter().map(String::as_str).collect());
            out.push('\n');
        }
        if let Some(d) = self.max_abs_diff {
            out += &format!("max |paper - ours| = {d:.4}\n");
        }
        for n in &self.notes {
            out += &format!("note: {n}\n");
        }
        out
    }
}

/// Every experiment name with a one-line description.
pub fn catalogue() -> Vec<(&'static str, &'static str)> {
    let mut all = Vec::new();
    all.extend_from_slice(pv::EXPERIMENTS);
    all.extend_from_slice(esv::EXPERIMENTS);
    all.extend_from_slice(mh::EXPERIMENTS);
    all.extend_from_slice(bubble::EXPERIMENTS);
    all.extend_from_slice(duato::EXPERIMENTS);
    all.extend_from_slice(fault_recovery::EXPERIMENTS);
    all
}

/// Does the experiment draw a plot (`experiment NAME --plot FILE.svg`)?
pub fn draws_plot(name: &str) -> bool {
    duato::EXPERIMENTS.iter().any(|(n, _)| *n == name) || name == "fault-recovery"
}

/// The SVG of an experiment that draws one (`draws_plot`).
pub fn plot_svg(report: &Report) -> String {
    if report.experiment == "fault-recovery" {
        fault_recovery::plot_svg(report)
    } else {
        duato::plot_svg(report)
    }
}

/// Run an experiment by name.
pub fn run(name: &str, opts: &Options) -> Result<Report> {
    samples::check(name, opts)?;
    if pv::EXPERIMENTS.iter().any(|(n, _)| *n == name) {
        pv::run(name, opts)
    } else if esv::EXPERIMENTS.iter().any(|(n, _)| *n == name) {
        esv::run(name, opts)
    } else if mh::EXPERIMENTS.iter().any(|(n, _)| *n == name) {
        mh::run(name, opts)
    } else if bubble::EXPERIMENTS.iter().any(|(n, _)| *n == name) {
        bubble::run(name, opts)
    } else if duato::EXPERIMENTS.iter().any(|(n, _)| *n == name) {
        duato::run(name, opts)
    } else if fault_recovery::EXPERIMENTS.iter().any(|(n, _)| *n == name) {
        fault_recovery::run(name, opts)
    } else {
        let names: Vec<&str> = catalogue().iter().map(|(n, _)| *n).collect();
        Err(Error::input(format!(
            "unknown experiment {name:?} (known: {})",
            names.join(", ")
        )))
    }
}
