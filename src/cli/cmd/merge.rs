//! `ftrouter merge`: the rows files of a sharded sweep joined into the unsharded sweep's rows
//! (the same text, row for row), each series' saturation, and the overlay plot.

use crate::cli::print::print_json;
use crate::cli::setup::check_parent;
use crate::cli::stdout::say;
use ftrouter::sim::study::{self, RowsFormat};
use ftrouter::{Error, Result, output};
use serde_json::json;
use std::process::ExitCode;

pub fn run(
    parts: &[String],
    out: &str,
    plot: Option<&str>,
    log_latency: bool,
    json: bool,
) -> Result<ExitCode> {
    let format = RowsFormat::of(out)?;
    check_parent(out)?;
    if let Some(path) = plot {
        check_parent(path)?;
    } else if log_latency {
        return Err(Error::input("--log-latency applies to --plot"));
    }
    let mut header: Option<String> = None;
    let mut rows = Vec::new();
    for part in parts {
        if RowsFormat::of(part)? != format {
            return Err(Error::input(format!(
                "{part}: the parts and --out {out} are one format (all .jsonl or all .csv)"
            )));
        }
        let text =
            std::fs::read_to_string(part).map_err(|e| Error::input(format!("{part}: {e}")))?;
        let (own_header, own_rows) = study::read_rows(&text, part, format)?;
        match (&header, own_header) {
            (Some(h), Some(o)) if *h != o => {
                return Err(Error::input(format!(
                    "{part}: its CSV header differs from {}'s: rows of another study",
                    parts[0]
                )));
            }
            (None, Some(o)) => header = Some(o),
            _ => {}
        }
        rows.extend(own_rows);
    }
    let rows = study::merge(rows)?;
    let mut text = header.map(|h| h + "\n").unwrap_or_default();
    text.extend(rows.iter().map(|r| r.line.as_str()));
    let mut files = vec![output::write(out, text)?];
    let curves = study::curves(rows.iter().map(study::MergedRow::curve_point));
    if let Some(path) = plot {
        let title = format!("study {} ({} points)", rows[0].study, rows.len());
        files.push(output::write(
            path,
            study::overlay_svg(&title, &curves, log_latency),
        )?);
    }
    if json {
        let series: Vec<_> = curves
            .iter()
            .map(|c| json!({ "label": c.label, "saturation": c.saturation() }))
            .collect();
        print_json(&json!({
            "study": rows[0].study,
            "points": rows.len(),
            "parts": parts.len(),
            "series": series,
        }))?;
    } else {
        say!(
            "merged {} points of study {} from {} parts into {out}",
            rows.len(),
            rows[0].study,
            parts.len()
        );
        for c in &curves {
            let at = c
                .saturation()
                .map_or("below the lowest load".into(), |r| format!("{r:.3}"));
            say!("saturation of {}: {at}", c.label);
        }
    }
    crate::cli::stdout::commit_after(files)?;
    Ok(ExitCode::SUCCESS)
}
