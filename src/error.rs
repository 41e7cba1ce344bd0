//! Errors are values: every message names the offending value, so the CLI can print one line.

use std::fmt;

/// An error from any layer of ftrouter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The user gave something that cannot be accepted (exit status 2).
    Input(String),
    /// Reading or writing a file failed (exit status 2 as well: status 1 means a failed
    /// check or a deadlock).
    Io(String),
    /// The reader of standard output went away (a closed pipe): nothing is left to tell, so
    /// the CLI ends quietly.
    Closed,
    /// SIGINT or SIGTERM ended the work (exit status 130).
    Interrupted,
}

impl Error {
    pub fn input(msg: impl Into<String>) -> Self {
        Error::Input(msg.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(m) | Error::Io(m) => f.write_str(m),
            Error::Closed => f.write_str("standard output closed by its reader"),
            Error::Interrupted => f.write_str("interrupted"),
        }
    }
}

impl std::error::Error for Error {}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::Io(e.to_string())
    }
}

pub type Result<T> = std::result::Result<T, Error>;

/// Refuse a spec the user typed (`what` names it: "topology", "faults", ...) that white space
/// begins or ends: every spec is refused so, rather than some trimmed and others not
/// (white space around the separators inside a spec is accepted).
pub fn refuse_outer_space(what: &str, text: &str) -> Result<()> {
    if text.trim() != text {
        return Err(Error::input(format!(
            "{what} {text:?}: white space before or after it"
        )));
    }
    Ok(())
}
