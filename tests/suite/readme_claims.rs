//! The README's figures are what the current code holds or measures: its table of ranges (the
//! router's limits, `router::limits`) and its cost table (the demo's router through Yosys) in
//! the suite, its timing figures (the open ASIC flow, a minute) in testbench/run-all.sh.

use crate::common::{ftrouter_ok, json_of, num};
use std::path::Path;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
}

/// Each router limit's row of the README's table of ranges states the range the library
/// defines (`router::limits`), first in its range cell.
#[test]
fn the_readme_states_every_router_limit_as_defined() {
    let text = readme();
    for limit in ftrouter::router::limits::ALL {
        let named = format!("`{}`", limit.option);
        let row = text
            .lines()
            .filter(|line| line.starts_with("| "))
            .find(|line| line.split('|').nth(1).is_some_and(|c| c.contains(&named)))
            .unwrap_or_else(|| panic!("README.md's table of ranges has no row for {named}"));
        let range = row.split('|').nth(2).unwrap().trim();
        assert!(
            range.starts_with(&limit.stated()),
            "README.md states {named} as {range:?}; the router's limit is {}",
            limit.stated()
        );
    }
}

/// The README's cost table: the fenced block that starts with the demo's router, its lines
/// after the title.
fn readme_cost_table() -> Vec<String> {
    let text = readme();
    let title = "router of torus:4x4 with faults link:0.0-0.1,link:1.1-2.1 under bubble";
    let start = text
        .find(title)
        .expect("the README shows the demo's cost table");
    let block = &text[start..];
    let end = block.find("```").expect("the block closes");
    block[..end].lines().skip(1).map(str::to_string).collect()
}

#[test]
fn the_readme_cost_table_is_what_cost_prints_for_the_demo_router() {
    let args = [
        "cost",
        "--topology",
        "torus:4x4",
        "--faults",
        "link:0.0-0.1,link:1.1-2.1",
        "--routing",
        "bubble",
        "--yosys",
        "--quiet",
    ];
    let out = ftrouter_ok(&args);
    let printed: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1)
        .map(str::to_string)
        .collect();
    assert_eq!(
        readme_cost_table(),
        printed,
        "README.md's cost table is stale: replace it with `ftrouter {}`'s lines after the title",
        args.join(" ")
    );
}

/// The number after `before` in the README, up to `after`.
fn figure(text: &str, before: &str, after: &str) -> f64 {
    let at = text
        .find(before)
        .unwrap_or_else(|| panic!("README lacks {before:?}"))
        + before.len();
    let rest = &text[at..];
    let end = rest
        .find(after)
        .unwrap_or_else(|| panic!("README lacks {after:?} after {before:?}"));
    rest[..end]
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {:?}", &rest[..end]))
}

#[test]
#[ignore = "a minute of Yosys, ABC and OpenSTA: testbench/run-all.sh"]
fn the_readme_timing_figures_are_what_cost_timing_measures() {
    let text = readme().split_whitespace().collect::<Vec<_>>().join(" ");
    let delay_ns = figure(&text, "worst register-to-register path of", "ns");
    let fmax = figure(&text, &format!("{delay_ns} ns ("), "MHz");
    let area = figure(&text, "MHz before the pipeline) on", "mm²");
    let args = [
        "cost",
        "--topology",
        "torus:8x8",
        "--routing",
        "bubble",
        "--timing",
        "--json",
        "--quiet",
    ];
    let report = json_of(&args, &ftrouter_ok(&args));
    let timing = &report["timing"];
    let measured_fmax = num(&timing["fmax_mhz"]);
    let measured_ns = num(&timing["path_ns"]);
    let measured_area = num(&timing["area_um2"]) / 1e6;
    // The README rounds: 3 significant figures for MHz, 2 decimals for ns and mm².
    assert!(
        (measured_fmax - fmax).abs() <= 0.5,
        "fmax: README {fmax} MHz, measured {measured_fmax:.2}"
    );
    assert!(
        (measured_ns - delay_ns).abs() <= 0.05,
        "delay: README {delay_ns} ns, measured {measured_ns:.3}"
    );
    assert!(
        (measured_area - area).abs() <= 0.005,
        "area: README {area} mm², measured {measured_area:.4}"
    );
}
