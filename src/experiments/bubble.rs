//! Paper 003 Figs. 8-9 on the cycle model (placeholder until it lands).

use super::{Options, Report};
use crate::{Error, Result};

/// (name, description) of each experiment this file runs.
pub const EXPERIMENTS: &[(&str, &str)] = &[];

pub fn run(name: &str, _opts: &Options) -> Result<Report> {
    Err(Error::input(format!(
        "experiment {name:?} is not built yet"
    )))
}
