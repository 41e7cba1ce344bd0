//! Printing shared by the subcommands: JSON, check lists, fault lists, a spinner for long
//! silent steps.

use crate::cli::stdout::say;
use ftrouter::Result;
use ftrouter::routing::check;

/// One JSON object on stdout (the `--json` contract).
pub fn print_json(value: &impl serde::Serialize) -> Result<()> {
    say!(
        "{}",
        serde_json::to_string_pretty(value).expect("serialisable")
    );
    Ok(())
}

/// One line per check: `[pass] name: detail`.
pub fn print_checks(report: &check::CheckReport) -> Result<()> {
    print_check_lines(
        report
            .checks
            .iter()
            .map(|c| (c.pass, c.name.as_str(), c.detail.as_str())),
    )
}

pub fn print_check_lines<'a>(checks: impl Iterator<Item = (bool, &'a str, &'a str)>) -> Result<()> {
    for (pass, name, detail) in checks {
        say!(
            "  [{}] {name}: {detail}",
            if pass { "pass" } else { "FAIL" }
        );
    }
    Ok(())
}

/// A fault list for the terminal: "none" when empty.
pub fn faults_text(faults: &str) -> &str {
    if faults.is_empty() { "none" } else { faults }
}

/// Run `work` with a spinner and the elapsed time on stderr (drawn only on a terminal): table
/// builds and checks of large networks take minutes and report no progress of their own.
pub fn with_spinner<T>(what: &str, work: impl FnOnce() -> T) -> T {
    let bar = indicatif::ProgressBar::new_spinner();
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {msg} {elapsed}")
            .expect("valid template"),
    );
    bar.set_message(what.to_string());
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    let out = work();
    bar.finish_and_clear();
    out
}
