//! A study: a sweep over offered loads and over the values of any options (`--vary`), as
//! one result row per point, cut into disjoint shards for a cluster and merged back.
//!
//! Points are numbered series by series (the options' combinations, the first `--vary`
//! changing slowest), each series' loads in increasing order. Shard I of N takes the points
//! whose number is I - 1 modulo N, so every shard gets low and high loads alike. A row holds
//! only what the model computed (no wall-clock time), so a point's row is the same text
//! whichever shard ran it, and the merged shards are the unsharded sweep's rows byte for byte.

use crate::plot::{self, Panel, Series};
use crate::sim::saturation;
use crate::workload::SimStats;
use crate::{Error, Result};
use serde::Serialize;
use serde::ser::SerializeMap;

/// One combination of the varied options: (option, value) in the order `--vary` gave them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting(pub Vec<(String, String)>);

impl Setting {
    /// `routing=dor vcs=2`, or `all` when nothing varies.
    pub fn label(&self) -> String {
        if self.0.is_empty() {
            return "all".into();
        }
        let parts: Vec<String> = self.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
        parts.join(" ")
    }
}

impl Serialize for Setting {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// `KEY=V1,V2,...` as the option and its values.
pub fn parse_vary(text: &str) -> Result<(String, Vec<String>)> {
    let bad = |why: &str| Error::input(format!("--vary {text:?}: {why}"));
    let (key, values) = text
        .split_once('=')
        .ok_or_else(|| bad("need KEY=V1,V2,... (vcs=2,3,4)"))?;
    let key = key.trim().replace('-', "_");
    if key.is_empty() {
        return Err(bad("the option's name is missing"));
    }
    let values: Vec<String> = values.split(',').map(|v| v.trim().to_string()).collect();
    if values.iter().any(String::is_empty) {
        return Err(bad("an empty value"));
    }
    let mut seen = values.clone();
    seen.sort();
    seen.dedup();
    if seen.len() != values.len() {
        return Err(bad("a value given twice"));
    }
    Ok((key, values))
}

/// Every combination of the varied options, the first changing slowest.
pub fn settings(vary: &[(String, Vec<String>)]) -> Result<Vec<Setting>> {
    for (i, (key, _)) in vary.iter().enumerate() {
        if vary[..i].iter().any(|(k, _)| k == key) {
            return Err(Error::input(format!("--vary {key} given twice")));
        }
    }
    let mut out = vec![Setting(Vec::new())];
    for (key, values) in vary {
        out = out
            .into_iter()
            .flat_map(|s| {
                values.iter().map(move |v| {
                    let mut next = s.0.clone();
                    next.push((key.clone(), v.clone()));
                    Setting(next)
                })
            })
            .collect();
    }
    Ok(out)
}

/// `I/N`: shard I (1 to N) of N (1 to 100000).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };
    pub const MAX_COUNT: usize = 100_000;

    pub fn parse(text: &str) -> std::result::Result<Shard, String> {
        let need = format!(
            "need I/N, whole numbers with 1 <= I <= N <= {}",
            Self::MAX_COUNT
        );
        let (i, n) = text.split_once('/').ok_or_else(|| need.clone())?;
        let whole = |t: &str| {
            t.parse::<usize>()
                .ok()
                .filter(|_| t.bytes().all(|b| b.is_ascii_digit()))
        };
        match (whole(i), whole(n)) {
            (Some(index), Some(count))
                if 1 <= index && index <= count && count <= Self::MAX_COUNT =>
            {
                Ok(Shard { index, count })
            }
            _ => Err(need),
        }
    }

    /// Does point `point` belong to this shard?
    pub fn holds(self, point: usize) -> bool {
        point % self.count == self.index - 1
    }
}

/// One point of a study: its number, series and load.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub number: usize,
    pub series: usize,
    pub rate: f64,
}

/// Every point of `series` series over `rates`, numbered as the module says.
pub fn points(series: usize, rates: &[f64]) -> Vec<Point> {
    (0..series)
        .flat_map(|s| {
            rates.iter().enumerate().map(move |(r, &rate)| Point {
                number: s * rates.len() + r,
                series: s,
                rate,
            })
        })
        .collect()
}

/// A study's identity: FNV-1a of its configuration's text (what decides its results), so rows
/// of different studies are never merged.
pub fn digest(configuration: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in configuration.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// One result row: the point and what the model measured there.
#[derive(Serialize)]
pub struct Row<'a> {
    pub study: &'a str,
    pub point: usize,
    pub points: usize,
    pub series: &'a Setting,
    pub rate: f64,
    pub offered: f64,
    pub accepted: f64,
    pub avg_latency: Option<f64>,
    pub p50: Option<u64>,
    pub p90: Option<u64>,
    pub p99: Option<u64>,
    pub p99_9: Option<u64>,
    pub max_latency: Option<u64>,
    pub avg_hops: Option<f64>,
    pub packets_injected: usize,
    pub packets_delivered: usize,
    pub packets_in_flight: usize,
    pub packets_undeliverable: usize,
    pub deadlock: bool,
}

impl<'a> Row<'a> {
    pub fn new(
        study: &'a str,
        point: Point,
        points: usize,
        series: &'a Setting,
        st: &SimStats,
    ) -> Self {
        let pct = st.latency_percentiles.as_ref();
        Row {
            study,
            point: point.number,
            points,
            series,
            rate: point.rate,
            offered: st.offered_flits_per_node_cycle,
            accepted: st.accepted_flits_per_node_cycle,
            avg_latency: st.avg_latency,
            p50: pct.map(|p| p.p50),
            p90: pct.map(|p| p.p90),
            p99: pct.map(|p| p.p99),
            p99_9: pct.map(|p| p.p99_9),
            max_latency: pct.map(|p| p.max),
            avg_hops: st.avg_hops,
            packets_injected: st.packets_injected,
            packets_delivered: st.packets_delivered,
            packets_in_flight: st.packets_in_flight,
            packets_undeliverable: st.packets_undeliverable,
            deadlock: st.deadlock,
        }
    }

    /// The row as one line of JSON (JSON lines).
    pub fn json_line(&self) -> String {
        serde_json::to_string(self).expect("a row serialises") + "\n"
    }

    /// The CSV header of rows whose series vary `keys`.
    pub fn csv_header(keys: &[String]) -> String {
        let mut cols = vec!["study".to_string(), "point".into(), "points".into()];
        cols.extend(keys.iter().cloned());
        cols.extend(CSV_MEASURES.iter().map(|s| s.to_string()));
        cols.join(",") + "\n"
    }

    /// The row as one CSV line, in `csv_header`'s columns.
    pub fn csv_line(&self) -> String {
        let opt = |x: Option<String>| x.unwrap_or_default();
        let mut cells = vec![
            self.study.to_string(),
            self.point.to_string(),
            self.points.to_string(),
        ];
        cells.extend(self.series.0.iter().map(|(_, v)| csv_cell(v)));
        cells.extend([
            self.rate.to_string(),
            self.offered.to_string(),
            self.accepted.to_string(),
            opt(self.avg_latency.map(|x| x.to_string())),
            opt(self.p50.map(|x| x.to_string())),
            opt(self.p90.map(|x| x.to_string())),
            opt(self.p99.map(|x| x.to_string())),
            opt(self.p99_9.map(|x| x.to_string())),
            opt(self.max_latency.map(|x| x.to_string())),
            opt(self.avg_hops.map(|x| x.to_string())),
            self.packets_injected.to_string(),
            self.packets_delivered.to_string(),
            self.packets_in_flight.to_string(),
            self.packets_undeliverable.to_string(),
            self.deadlock.to_string(),
        ]);
        cells.join(",") + "\n"
    }
}

/// The measured columns of a CSV row, after the point and its series.
const CSV_MEASURES: [&str; 15] = [
    "rate",
    "offered",
    "accepted",
    "avg_latency",
    "p50",
    "p90",
    "p99",
    "p99_9",
    "max_latency",
    "avg_hops",
    "packets_injected",
    "packets_delivered",
    "packets_in_flight",
    "packets_undeliverable",
    "deadlock",
];

/// RFC 4180: a cell with a comma or a quote is quoted, its quotes doubled.
fn csv_cell(v: &str) -> String {
    if v.contains([',', '"', '\n']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v.to_string()
    }
}

/// The fields of a CSV line, quotes undone.
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().expect("a field").push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(String::new()),
            (c, _) => fields.last_mut().expect("a field").push(c),
        }
    }
    fields
}

/// What a merge reads of each row.
#[derive(Clone, Debug, PartialEq)]
pub struct MergedRow {
    pub study: String,
    pub point: usize,
    pub points: usize,
    pub label: String,
    pub offered: f64,
    pub accepted: f64,
    pub avg_latency: Option<f64>,
    pub deadlock: bool,
    /// The row's text, as the shard wrote it.
    pub line: String,
}

/// Rows files of one kind: JSON lines, or CSV with its header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowsFormat {
    Jsonl,
    Csv,
}

impl RowsFormat {
    /// By the file name's extension: .jsonl (or .json) or .csv.
    pub fn of(path: &str) -> Result<RowsFormat> {
        let lower = path.to_ascii_lowercase();
        if lower.ends_with(".jsonl") || lower.ends_with(".json") {
            Ok(RowsFormat::Jsonl)
        } else if lower.ends_with(".csv") {
            Ok(RowsFormat::Csv)
        } else {
            Err(Error::input(format!(
                "{path}: a rows file ends in .jsonl or .csv"
            )))
        }
    }
}

/// The rows of one shard's file `text` (named `name` in errors); for CSV, also its header.
pub fn read_rows(
    text: &str,
    name: &str,
    format: RowsFormat,
) -> Result<(Option<String>, Vec<MergedRow>)> {
    let mut lines = text.lines();
    let header = match format {
        RowsFormat::Csv => Some(
            lines
                .next()
                .ok_or_else(|| Error::input(format!("{name}: empty (no CSV header)")))?
                .to_string(),
        ),
        RowsFormat::Jsonl => None,
    };
    let columns: Vec<String> = header.as_deref().map(csv_fields).unwrap_or_default();
    if format == RowsFormat::Csv && !is_rows_header(&columns) {
        return Err(Error::input(format!(
            "{name}: not the rows of ftrouter sweep --out-csv (its header is study, point, points, the varied options, then {})",
            CSV_MEASURES.join(", ")
        )));
    }
    let rows = lines
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, line)| {
            let at = |why: String| Error::input(format!("{name}: row {}: {why}", i + 1));
            match format {
                RowsFormat::Jsonl => jsonl_row(line).map_err(at),
                RowsFormat::Csv => csv_row(line, &columns).map_err(at),
            }
        })
        .collect::<Result<_>>()?;
    Ok((header, rows))
}

/// The columns of a rows file: the point, its series, the measures.
fn is_rows_header(columns: &[String]) -> bool {
    columns.len() >= 3 + CSV_MEASURES.len()
        && columns[..3] == ["study", "point", "points"]
        && columns[columns.len() - CSV_MEASURES.len()..]
            .iter()
            .zip(CSV_MEASURES)
            .all(|(c, m)| c == m)
}

fn jsonl_row(line: &str) -> std::result::Result<MergedRow, String> {
    let v: serde_json::Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let text = |k: &str| v[k].as_str().map(str::to_string).ok_or(format!("no {k}"));
    let whole = |k: &str| v[k].as_u64().map(|n| n as usize).ok_or(format!("no {k}"));
    let real = |k: &str| v[k].as_f64().ok_or(format!("no {k}"));
    let pairs = v["series"].as_object().into_iter().flatten();
    let label = Setting(
        pairs
            .map(|(k, x)| (k.clone(), x.as_str().unwrap_or_default().to_string()))
            .collect(),
    )
    .label();
    Ok(MergedRow {
        study: text("study")?,
        point: whole("point")?,
        points: whole("points")?,
        label,
        offered: real("offered")?,
        accepted: real("accepted")?,
        avg_latency: v["avg_latency"].as_f64(),
        deadlock: v["deadlock"].as_bool().ok_or("no deadlock")?,
        line: format!("{line}\n"),
    })
}

fn csv_row(line: &str, columns: &[String]) -> std::result::Result<MergedRow, String> {
    let cells = csv_fields(line);
    if cells.len() != columns.len() {
        return Err(format!(
            "{} cells under {} columns",
            cells.len(),
            columns.len()
        ));
    }
    let cell = |k: &str| {
        columns
            .iter()
            .position(|c| c == k)
            .map(|i| cells[i].clone())
            .ok_or(format!("no column {k}"))
    };
    let number = |k: &str| {
        cell(k)?
            .parse::<f64>()
            .map_err(|_| format!("{k} is not a number"))
    };
    let keys = &columns[3..columns.len() - CSV_MEASURES.len()];
    let label = Setting(
        keys.iter()
            .cloned()
            .zip(cells[3..].iter().cloned())
            .collect(),
    )
    .label();
    Ok(MergedRow {
        study: cell("study")?,
        point: number("point")? as usize,
        points: number("points")? as usize,
        label,
        offered: number("offered")?,
        accepted: number("accepted")?,
        avg_latency: cell("avg_latency")?.parse().ok(),
        deadlock: cell("deadlock")? == "true",
        line: format!("{line}\n"),
    })
}

/// The shards' rows as one study: every point exactly once, of one study, in point order.
pub fn merge(mut rows: Vec<MergedRow>) -> Result<Vec<MergedRow>> {
    let first = rows
        .first()
        .ok_or_else(|| Error::input("merge: the parts hold no rows"))?
        .clone();
    if let Some(other) = rows
        .iter()
        .find(|r| r.study != first.study || r.points != first.points)
    {
        return Err(Error::input(format!(
            "merge: rows of two studies (point {} of study {} with {} points, point {} of study {} with {})",
            first.point, first.study, first.points, other.point, other.study, other.points
        )));
    }
    rows.sort_by_key(|r| r.point);
    if let Some(pair) = rows.windows(2).find(|w| w[0].point == w[1].point) {
        return Err(Error::input(format!(
            "merge: point {} appears twice (a shard given twice?)",
            pair[0].point
        )));
    }
    let missing: Vec<usize> = (0..first.points)
        .filter(|p| rows.binary_search_by_key(p, |r| r.point).is_err())
        .collect();
    if let Some(p) = rows.iter().find(|r| r.point >= first.points) {
        return Err(Error::input(format!(
            "merge: point {} of a study of {} points",
            p.point, first.points
        )));
    }
    if !missing.is_empty() {
        let shown: Vec<String> = missing.iter().take(10).map(usize::to_string).collect();
        return Err(Error::input(format!(
            "merge: {} of {} points missing ({}{}): a shard is absent or incomplete",
            missing.len(),
            first.points,
            shown.join(", "),
            if missing.len() > 10 { ", ..." } else { "" }
        )));
    }
    Ok(rows)
}

/// A point of a curve: (offered, accepted, mean latency, deadlock).
pub type CurvePoint = (f64, f64, Option<f64>, bool);

/// One series' curve: its label and its points.
pub struct Curve {
    pub label: String,
    pub points: Vec<CurvePoint>,
}

impl Curve {
    /// The series' saturation by `sim::saturation`'s acceptance, on its grid of loads.
    pub fn saturation(&self) -> Option<f64> {
        saturation::on_grid_of(self.points.iter().map(|&(o, a, _, d)| (o, a, d)))
    }
}

/// One curve per series, in the order the points come: each point its series' label and
/// (offered, accepted, latency, deadlock). `merge` gives its merged rows, `sweep` its own.
pub fn curves(points: impl IntoIterator<Item = (String, CurvePoint)>) -> Vec<Curve> {
    let mut out: Vec<Curve> = Vec::new();
    for (label, point) in points {
        match out.iter_mut().find(|c| c.label == label) {
            Some(c) => c.points.push(point),
            None => out.push(Curve {
                label,
                points: vec![point],
            }),
        }
    }
    out
}

impl MergedRow {
    /// The row as a point of its series' curve (`curves`).
    pub fn curve_point(&self) -> (String, CurvePoint) {
        let point = (self.offered, self.accepted, self.avg_latency, self.deadlock);
        (self.label.clone(), point)
    }
}

/// Latency and accepted throughput against offered load, one curve per series; with
/// `log_latency` the latency axis is logarithmic (curves past saturation stay readable).
pub fn overlay_svg(title: &str, curves: &[Curve], log_latency: bool) -> String {
    let series = |f: &dyn Fn(&CurvePoint) -> Option<(f64, f64)>| -> Vec<Series> {
        curves
            .iter()
            .enumerate()
            .map(|(i, c)| Series {
                name: c.label.clone(),
                color: i,
                dashed: (i / plot::COLORS.len()) % 2 == 1,
                points: c.points.iter().filter_map(f).collect(),
            })
            .collect()
    };
    let latency = Panel {
        title: "latency".into(),
        x_label: "offered (flits/node/cycle)".into(),
        y_label: "average latency (cycles)".into(),
        y_cap: None,
        log_y: log_latency,
        series: series(&|&(o, _, l, _)| Some((o, l?))),
    };
    let accepted = Panel {
        title: "throughput".into(),
        x_label: "offered (flits/node/cycle)".into(),
        y_label: "accepted (flits/node/cycle)".into(),
        y_cap: None,
        log_y: false,
        series: series(&|&(o, a, _, _)| Some((o, a))),
    };
    plot::svg(title, &[latency, accepted], 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_every_combination_the_first_option_slowest() {
        let vary = vec![
            (
                "routing".to_string(),
                vec!["dor".to_string(), "duato".to_string()],
            ),
            (
                "vcs".to_string(),
                vec!["2".to_string(), "3".to_string(), "4".to_string()],
            ),
        ];
        let s = settings(&vary).unwrap();
        assert_eq!(s.len(), 6);
        assert_eq!(s[0].label(), "routing=dor vcs=2");
        assert_eq!(s[2].label(), "routing=dor vcs=4");
        assert_eq!(s[3].label(), "routing=duato vcs=2");
        assert_eq!(settings(&[]).unwrap(), vec![Setting(Vec::new())]);
        assert!(settings(&[vary[0].clone(), vary[0].clone()]).is_err());
    }

    #[test]
    fn shards_are_disjoint_and_cover_every_point() {
        for count in 1..=7 {
            for total in [0, 1, 5, 30, 31] {
                let mut seen = vec![0; total];
                for index in 1..=count {
                    let shard = Shard { index, count };
                    (0..total)
                        .filter(|&p| shard.holds(p))
                        .for_each(|p| seen[p] += 1);
                }
                assert!(seen.iter().all(|&n| n == 1), "{count} shards of {total}");
            }
        }
        assert_eq!(Shard::parse("2/4"), Ok(Shard { index: 2, count: 4 }));
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/4/2", "-1/4", "+1/4", ""] {
            assert!(Shard::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn csv_cells_with_commas_survive_a_round_trip() {
        for v in ["node:1.1,link:0.0-0.1", "plain", "a\"b", ""] {
            assert_eq!(csv_fields(&csv_cell(v)), vec![v.to_string()]);
        }
        assert_eq!(csv_fields("1,\"a,b\",3"), vec!["1", "a,b", "3"]);
    }

    #[test]
    fn vary_names_its_bad_text() {
        assert_eq!(
            parse_vary("vcs=2,3").unwrap(),
            ("vcs".to_string(), vec!["2".to_string(), "3".to_string()])
        );
        assert_eq!(parse_vary("flit-width=64").unwrap().0, "flit_width");
        for bad in ["vcs", "=2", "vcs=", "vcs=2,,3", "vcs=2,2"] {
            let e = parse_vary(bad).unwrap_err().to_string();
            assert!(e.contains(bad), "{e}");
        }
    }
}
