//! `ftrouter experiment`: a table or figure of the papers, or the list of them.

use crate::cli::BudgetArgs;
use crate::cli::print::print_json;
use crate::cli::progress::{self, estimate_text, with_spinner};
use crate::cli::setup::check_parent;
use crate::cli::stdout::{say, say_raw};
use ftrouter::experiments::{self, Options};
use ftrouter::{Error, Result, output};
use std::process::ExitCode;

/// Run experiment `name` (the list without a name or with `list`).
pub fn run(
    name: Option<&str>,
    list: bool,
    samples: Option<usize>,
    seed: u64,
    plot: Option<&str>,
    budget: &BudgetArgs,
    json: bool,
) -> Result<ExitCode> {
    let Some(name) = name.filter(|_| !list) else {
        for (n, d) in experiments::catalogue() {
            say!("{n:14} {d}");
        }
        return Ok(ExitCode::SUCCESS);
    };
    // On a terminal the experiment draws its own bar over its work items; elsewhere a plain
    // line every few seconds with the estimate (src/cli/progress.rs).
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let opts = Options {
        samples,
        seed,
        progress: terminal && !progress::is_quiet(),
        budget: budget.budget(),
    };
    if let Some(path) = plot {
        if !experiments::draws_plot(name) {
            return Err(Error::input(format!(
                "experiment {name} draws no plot (--plot applies to duato-model and fault-recovery)"
            )));
        }
        check_parent(path)?;
    }
    let estimate = experiments::estimate(name, samples).map(|e| estimate_text(&e, 0));
    let report = match terminal {
        true => experiments::run(name, &opts)?,
        false => with_spinner(&format!("experiment {name}"), estimate, || {
            experiments::run(name, &opts)
        })?,
    };
    let mut files = Vec::new();
    if let Some(path) = plot {
        files.push(output::write(path, experiments::plot_svg(&report))?);
    }
    if json {
        print_json(&report)?;
    } else {
        say_raw!("{}", report.to_text());
    }
    crate::cli::stdout::commit_after(files)?;
    Ok(ExitCode::SUCCESS)
}
