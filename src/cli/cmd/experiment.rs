//! `ftrouter experiment`: a table or figure of the papers, or the list of them.

use crate::cli::BudgetArgs;
use crate::cli::print::print_json;
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
    let opts = Options {
        samples,
        seed,
        progress: true,
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
    let report = experiments::run(name, &opts)?;
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
