//! Reading OpenSTA's `report_checks -format full` (with `-fields {input_pin}` and
//! `-no_line_splits`) of one path, and the area and cells of Yosys's `stat -liberty`.
//!
//! ```text
//! Startpoint: ftr_ff12 (rising edge-triggered flip-flop clocked by clk)
//! Endpoint: ftr_ff30 (rising edge-triggered flip-flop clocked by clk)
//! ...
//!    Delay     Time   Description
//! -----------------------------------------------------------
//!    0.000    0.000   clock clk (rise edge)
//!    0.000    0.000 ^ ftr_ff12/CLK (DFFPOSX1)        the start register: clock pin,
//!    0.166    0.166 v ftr_ff12/Q (DFFPOSX1)          then its output
//!    0.000    0.166 v _48479_/A (BUFX4)              each cell: an input pin,
//!    0.149    0.315 v _48479_/Y (BUFX4)              then its output
//!    ...
//!    0.000    9.959 ^ ftr_ff30/D (DFFPOSX1)          the end register's data pin
//!             9.959   data arrival time
//! ...
//!   -0.185    9.815   library setup time
//! ```

use crate::{Error, Result};

/// One cell instance on the path, in order.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PathCell {
    /// Instance name in the mapped netlist.
    pub instance: String,
    /// Library cell.
    pub cell: String,
    /// Its share of the path: the increments of its lines (input wire and cell delay), ns.
    pub delay_ns: f64,
    /// The time at its output (at the end register's data pin for the last), ns.
    pub arrival_ns: f64,
}

/// The worst path of a `report_checks` report.
#[derive(Clone, Debug, PartialEq)]
pub struct StaPath {
    /// The start register (its clock pin to its output) and the end register (its data pin).
    pub start: PathCell,
    pub end: PathCell,
    /// The cells between them, in order: the path's logic depth is their number.
    pub cells: Vec<PathCell>,
    /// Data arrival time at the end register, ns.
    pub arrival_ns: f64,
    /// The end register's setup time from the library, ns (positive).
    pub setup_ns: f64,
}

/// A line of the data path: (increment, time, instance, pin, cell).
fn path_line(line: &str) -> Option<(f64, f64, &str, &str, &str)> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let [incr, time, edge, pin, cell] = w[..] else {
        return None;
    };
    if edge != "^" && edge != "v" {
        return None;
    }
    let cell = cell.strip_prefix('(')?.strip_suffix(')')?;
    let (instance, pin) = pin.rsplit_once('/')?;
    Some((incr.parse().ok()?, time.parse().ok()?, instance, pin, cell))
}

/// The number before `label` on the first line that ends with it.
fn labelled(report: &str, label: &str, column: usize) -> Option<f64> {
    report
        .lines()
        .find(|l| l.trim_end().ends_with(label))
        .and_then(|l| l.split_whitespace().nth(column)?.parse().ok())
}

/// The first path of an OpenSTA report. An error quotes OpenSTA's first error line, or says
/// what is missing.
pub fn parse_report(report: &str) -> Result<StaPath> {
    let name = |key: &str| {
        report
            .lines()
            .find_map(|l| l.trim().strip_prefix(key))
            .and_then(|rest| rest.split_whitespace().next())
    };
    let (Some(start), Some(end)) = (name("Startpoint:"), name("Endpoint:")) else {
        let why = report
            .lines()
            .find(|l| l.starts_with("Error") || l.contains("No paths found"))
            .unwrap_or("no Startpoint in its report");
        return Err(Error::Io(format!("OpenSTA: {}", why.trim())));
    };
    // The data path: from the first dashed line to the data arrival time.
    let body = report
        .split("data arrival time")
        .next()
        .and_then(|b| b.split_once("\n---").map(|(_, rest)| rest))
        .ok_or_else(|| Error::Io("OpenSTA: no data arrival time in its report".into()))?;
    let mut cells: Vec<PathCell> = Vec::new();
    for (incr, time, instance, _pin, cell) in body.lines().filter_map(path_line) {
        match cells.last_mut() {
            Some(last) if last.instance == instance => {
                last.delay_ns += incr;
                last.arrival_ns = time;
            }
            _ => cells.push(PathCell {
                instance: instance.into(),
                cell: cell.into(),
                delay_ns: incr,
                arrival_ns: time,
            }),
        }
    }
    let arrival_ns = labelled(report, "data arrival time", 0)
        .ok_or_else(|| Error::Io("OpenSTA: no data arrival time in its report".into()))?;
    let setup_ns = -labelled(report, "library setup time", 0)
        .ok_or_else(|| Error::Io("OpenSTA: no library setup time in its report".into()))?;
    if cells.len() < 2 || cells[0].instance != start || cells[cells.len() - 1].instance != end {
        return Err(Error::Io(format!(
            "OpenSTA: the path's lines do not run from {start} to {end}"
        )));
    }
    let end = cells.pop().expect("two or more");
    let start = cells.remove(0);
    Ok(StaPath {
        start,
        end,
        cells,
        arrival_ns,
        setup_ns,
    })
}

/// What Yosys's last `stat -liberty` says of the whole design.
#[derive(Clone, Debug, PartialEq)]
pub struct Stat {
    /// In the library's area unit (um² for the OSU library).
    pub area: f64,
    pub cells: u64,
    /// Cells by library cell name.
    pub by_type: std::collections::BTreeMap<String, u64>,
}

/// The last `stat -liberty` of a Yosys log. An error if it found a cell the library has no
/// area for (the area would be short).
pub fn parse_stat(log: &str) -> Result<Stat> {
    let stat = log
        .rsplit("Printing statistics.")
        .next()
        .filter(|_| log.contains("Printing statistics."))
        .ok_or_else(|| Error::Io("no statistics in the Yosys log".into()))?;
    if let Some(line) = stat.lines().find(|l| l.contains("is unknown!")) {
        return Err(Error::Io(format!("Yosys: {}", line.trim())));
    }
    let cells = stat
        .lines()
        .find_map(|l| l.trim().strip_prefix("Number of cells:"))
        .and_then(|v| v.trim().parse().ok());
    let area = stat
        .lines()
        .find_map(|l| l.trim().strip_prefix("Chip area for module"))
        .and_then(|rest| rest.rsplit(':').next()?.trim().parse().ok());
    // The cell lines follow "Number of cells:": a name and a count.
    let by_type = stat
        .lines()
        .skip_while(|l| !l.contains("Number of cells:"))
        .skip(1)
        .map_while(|l| {
            let mut w = l.split_whitespace();
            let (Some(name), Some(n), None) = (w.next(), w.next(), w.next()) else {
                return None;
            };
            Some((name.to_string(), n.parse::<u64>().ok()?))
        })
        .collect();
    match (area, cells) {
        (Some(area), Some(cells)) => Ok(Stat {
            area,
            cells,
            by_type,
        }),
        _ => Err(Error::Io("no chip area in the Yosys log".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OpenSTA 2.0.17's report of a short path (cut from the torus:8x8 router's, the names
    /// as the flow writes them).
    const REPORT: &str = "\
Startpoint: ftr_ff1112 (rising edge-triggered flip-flop clocked by clk)
Endpoint: ftr_ff3070 (rising edge-triggered flip-flop clocked by clk)
Path Group: clk
Path Type: max

   Delay     Time   Description
-----------------------------------------------------------
   0.000    0.000   clock clk (rise edge)
   0.000    0.000   clock network delay (ideal)
   0.000    0.000 ^ ftr_ff1112/CLK (DFFPOSX1)
   0.166    0.166 v ftr_ff1112/Q (DFFPOSX1)
   0.000    0.166 v _48479_/A (BUFX4)
   0.149    0.315 v _48479_/Y (BUFX4)
   0.000    0.315 v _48481_/A (NOR3X1)
   0.121    0.436 ^ _48481_/Y (NOR3X1)
   0.000    0.436 ^ _48482_/B (NAND2X1)
   0.180    0.616 v _48482_/Y (NAND2X1)
   0.000    0.616 v ftr_ff3070/D (DFFPOSX1)
            0.616   data arrival time

  10.000   10.000   clock clk (rise edge)
   0.000   10.000   clock network delay (ideal)
   0.000   10.000   clock reconvergence pessimism
           10.000 ^ ftr_ff3070/CLK (DFFPOSX1)
  -0.185    9.815   library setup time
            9.815   data required time
-----------------------------------------------------------
            9.815   data required time
           -0.616   data arrival time
-----------------------------------------------------------
            9.199   slack (MET)


";

    #[test]
    fn reads_the_registers_cells_arrival_and_setup() {
        let p = parse_report(REPORT).unwrap();
        assert_eq!(p.start.instance, "ftr_ff1112");
        assert_eq!(p.start.cell, "DFFPOSX1");
        assert!((p.start.delay_ns - 0.166).abs() < 1e-9);
        assert_eq!(p.end.instance, "ftr_ff3070");
        let names: Vec<(&str, &str)> = p
            .cells
            .iter()
            .map(|c| (c.instance.as_str(), c.cell.as_str()))
            .collect();
        assert_eq!(
            names,
            [
                ("_48479_", "BUFX4"),
                ("_48481_", "NOR3X1"),
                ("_48482_", "NAND2X1")
            ]
        );
        assert!((p.cells[1].delay_ns - 0.121).abs() < 1e-9);
        assert_eq!(p.cells[2].arrival_ns, 0.616);
        assert_eq!(p.arrival_ns, 0.616);
        assert_eq!(p.setup_ns, 0.185);
        // The increments add up to the arrival time.
        let sum: f64 = std::iter::once(&p.start)
            .chain(&p.cells)
            .chain(std::iter::once(&p.end))
            .map(|c| c.delay_ns)
            .sum();
        assert!((sum - p.arrival_ns).abs() < 1e-9);
    }

    #[test]
    fn without_input_pins_each_line_is_one_cell() {
        let short: String = REPORT
            .lines()
            .filter(|l| !l.contains("/A (") && !l.contains("/B ("))
            .map(|l| format!("{l}\n"))
            .collect();
        let p = parse_report(&short).unwrap();
        assert_eq!(p.cells.len(), 3);
        assert_eq!(p.arrival_ns, 0.616);
    }

    #[test]
    fn an_opensta_error_is_quoted() {
        let e = parse_report("Error: net.v, line 12 syntax error, unexpected '{'.\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "OpenSTA: Error: net.v, line 12 syntax error, unexpected '{'."
        );
        let e = parse_report("No paths found.\n").unwrap_err();
        assert_eq!(e.to_string(), "OpenSTA: No paths found.");
    }

    #[test]
    fn reads_the_chip_area_and_cells_and_refuses_an_unpriced_cell() {
        let log = "9. Printing statistics.\n\n=== ftr_router ===\n\n   Number of wires:   5\n   Number of cells:              53674\n     AND2X1                        245\n     DFFPOSX1                     7642\n\n   Chip area for module '\\ftr_router': 2037588.000000\n";
        let s = parse_stat(log).unwrap();
        assert_eq!((s.area, s.cells), (2037588.0, 53674));
        assert_eq!(s.by_type["DFFPOSX1"], 7642);
        assert_eq!(s.by_type.len(), 2);
        let bad = log.replace(
            "   Chip",
            "   Area for cell type \\TIELO is unknown!\n   Chip",
        );
        assert_eq!(
            parse_stat(&bad).unwrap_err().to_string(),
            "Yosys: Area for cell type \\TIELO is unknown!"
        );
    }
}
