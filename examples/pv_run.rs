//! Run a paper-000 experiment: `cargo run --release --example pv_run -- pv-table2 [samples] [seed]`.
//! (Stand-in until `ftrouter experiment NAME --samples N` exists.)

use ftrouter::experiments::{self, Options};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("pv-table1", String::as_str);
    let samples = args.get(1).and_then(|s| s.parse().ok());
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let opts = Options {
        samples,
        seed,
        progress: true,
    };
    match experiments::run(name, &opts) {
        Ok(report) => print!("{}", report.to_text()),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
