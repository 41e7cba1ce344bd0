//! Printing shared by the subcommands: JSON, check lists, fault lists, a spinner for long
//! silent steps.

use crate::cli::stdout::say;
use ftrouter::Result;
use ftrouter::routing::check;

/// One JSON object on stdout (the `--json` contract), the command's configuration its last
/// member (`cli::config`).
pub fn print_json(value: &impl serde::Serialize) -> Result<()> {
    let text = json_text(value)?;
    say!("{text}");
    Ok(())
}

/// The `--json` text of a result: `value` with the command's configuration as its last member.
pub fn json_text(value: &impl serde::Serialize) -> Result<String> {
    serde_json::to_string_pretty(&crate::cli::config::attach(value))
        .map_err(|e| ftrouter::Error::Io(format!("JSON result: {e}")))
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
