//! clap's errors as one line naming the option and the value (clap's own text spans several
//! lines and, for a negative number, names neither). Help and version print as usual.

use super::stderr::say_err;
use clap::error::{ContextKind, ErrorKind};
use std::process::ExitCode;

/// Print `e` and return the exit status: 0 for help and version, 2 for any bad input.
pub fn report(e: &clap::Error, raw: &[String]) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let shown = super::stdout::write(format_args!("{}", e.render()))
                .and_then(|()| super::stdout::flush());
            match shown {
                Ok(()) => ExitCode::SUCCESS,
                Err(ftrouter::Error::Closed) => ExitCode::from(super::stdout::CLOSED_STATUS),
                Err(e) => {
                    say_err!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        _ => {
            say_err!("error: {}", line(e, raw));
            ExitCode::from(2)
        }
    }
}

/// The one-line message.
pub fn line(e: &clap::Error, raw: &[String]) -> String {
    let ctx = |k| e.get(k).map(|v| v.to_string()).filter(|v| !v.is_empty());
    // `--vcs <VCS>` -> `--vcs`
    let option = ctx(ContextKind::InvalidArg)
        .map(|a| a.split([' ', '=']).next().unwrap_or_default().to_string());
    let suggestion = ctx(ContextKind::SuggestedArg)
        .or_else(|| ctx(ContextKind::SuggestedSubcommand))
        .map_or(String::new(), |s| format!(" (did you mean {s}?)"));
    let valid = ctx(ContextKind::ValidValue).map_or(String::new(), |v| format!(" (valid: {v})"));
    match (e.kind(), option) {
        (ErrorKind::InvalidValue | ErrorKind::ValueValidation, Some(opt)) => {
            let value = ctx(ContextKind::InvalidValue).or_else(|| token_after(raw, &opt));
            let why = std::error::Error::source(e).map_or(String::new(), |s| format!(": {s}"));
            match value {
                // A range's parser says what it needs, negative values included.
                Some(v) if !why.is_empty() => format!("option {opt}: invalid value {v:?}{why}"),
                Some(v) if v.starts_with('-') => format!(
                    "option {opt}: value {v:?} is not accepted (negative, or an option){valid}"
                ),
                Some(v) => format!("option {opt}: invalid value {v:?}{why}{valid}"),
                None => format!("option {opt} needs a value{valid}"),
            }
        }
        (ErrorKind::UnknownArgument, Some(arg)) => match option_before(raw, &arg) {
            // `--vcs -3`: clap reads -3 as an option of its own.
            Some(opt) if looks_negative(&arg) => {
                format!("option {opt}: value {arg:?} is not accepted (negative)")
            }
            // Each subcommand takes only the options it reads: name the one that refused it.
            _ => match subcommand(e) {
                Some(name) => format!("unknown option {arg:?} for {name}{suggestion}"),
                None => format!("unknown option {arg:?}{suggestion}"),
            },
        },
        (ErrorKind::InvalidSubcommand, _) => format!(
            "unknown subcommand {:?}{suggestion} (see ftrouter --help)",
            ctx(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        (ErrorKind::MissingRequiredArgument, _) => format!(
            "missing required option {}",
            ctx(ContextKind::InvalidArg).unwrap_or_default()
        ),
        (ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand, _) => {
            "missing subcommand (see ftrouter --help)".to_string()
        }
        _ => first_line(e),
    }
}

/// The subcommand clap's usage line names (`Usage: ftrouter sweep [OPTIONS] ...`), if any.
fn subcommand(e: &clap::Error) -> Option<String> {
    let usage = e.get(ContextKind::Usage)?.to_string();
    let words = usage
        .trim_start()
        .strip_prefix("Usage: ")?
        .split_whitespace();
    words
        .take_while(|w| !w.starts_with(['[', '-', '<']))
        .skip(1)
        .last()
        .map(str::to_string)
}

/// clap's own first line, without its `error: ` prefix.
fn first_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let first = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("bad arguments");
    first.trim_start_matches("error: ").to_string()
}

fn looks_negative(arg: &str) -> bool {
    arg.strip_prefix('-')
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit() || c == '.'))
}

/// The raw argument after the last `opt`.
fn token_after(raw: &[String], opt: &str) -> Option<String> {
    let i = raw.iter().rposition(|a| a == opt)?;
    raw.get(i + 1).cloned()
}

/// The option just before `arg`, if `arg` follows one.
fn option_before(raw: &[String], arg: &str) -> Option<String> {
    let i = raw.iter().position(|a| a == arg)?;
    raw.get(i.checked_sub(1)?)
        .filter(|p| p.starts_with("--"))
        .cloned()
}
