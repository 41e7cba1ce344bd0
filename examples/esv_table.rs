//! Run an ESV experiment until the CLI exists:
//! `cargo run --release --example esv_table -- esv-table2 [SAMPLES] [SEED]`.
use ftrouter::experiments::{Options, run};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("esv-table2", String::as_str);
    let samples = args.get(2).map(|s| s.parse().expect("samples is a number"));
    let seed = args
        .get(3)
        .map_or(1, |s| s.parse().expect("seed is a number"));
    let opts = Options {
        samples,
        seed,
        progress: true,
    };
    match run(name, &opts) {
        Ok(report) => print!("{}", report.to_text()),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
}
