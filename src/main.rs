//! The `ftrouter` command line: a thin clap front end over the library.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::main()
}
