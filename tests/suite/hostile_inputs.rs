//! Inputs and surroundings a careless or hostile user can give a command: outputs that are
//! FIFOs, a standard error that cannot be written, links planted at the names of temporary
//! files, outputs that collide with each other or with an input, traces read from devices,
//! and multicast traffic through a router that fails during the run. Each ends in a one-line
//! error or a correct run, never a hang, a panic, a changed file that was not an output, or a
//! deadlock reported as success.

use crate::common;
use crate::common::{assert_refused, command, run_unless_hung};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

const SIM: [&str; 11] = [
    "sim",
    "--topology",
    "torus:4x4",
    "--routing",
    "bubble",
    "--cycles",
    "200",
    "--warmup",
    "0",
    "--rate",
    "0.2",
];

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

/// A FIFO that nobody reads is refused at once (opening it would block forever, and the
/// signal thread could not end the process); one that is read gets the whole CSV.
#[test]
fn a_fifo_output_is_refused_without_a_reader_and_written_with_one() {
    let dir = common::scratch("hostile_inputs", "fifo");
    let fifo = dir.join("f");
    mkfifo(&fifo);
    let mut cmd = command();
    cmd.args(SIM).arg("--packets-out").arg(&fifo);
    let out = run_unless_hung(&mut cmd, "FIFO without reader");
    assert_refused("FIFO without reader", &out, &["f", "FIFO", "reading"]);

    let reader = Command::new("sh")
        .arg("-c")
        .arg("cat f > got.csv")
        .current_dir(&dir)
        .spawn()
        .unwrap();
    // The reader opens the FIFO soon; until it has, the writer is refused: retry briefly.
    let mut written = None;
    for _ in 0..100 {
        let out = run_unless_hung(&mut cmd, "FIFO with a reader");
        if out.status.success() {
            written = Some(out);
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(
        written.is_some(),
        "the FIFO with a reader was never written"
    );
    let mut reader = reader;
    assert!(reader.wait().unwrap().success());
    let mut plain = command();
    plain
        .args(SIM)
        .arg("--packets-out")
        .arg(dir.join("plain.csv"));
    assert!(run_unless_hung(&mut plain, "plain").status.success());
    let got = std::fs::read_to_string(dir.join("got.csv")).unwrap();
    assert!(got.lines().count() > 10, "{got}");
    assert_eq!(got, std::fs::read_to_string(dir.join("plain.csv")).unwrap());
}

/// A standard error that cannot be written changes no exit status: not that of an error
/// message, a warning, or the `--watch` lines.
#[test]
fn a_full_standard_error_changes_no_exit_status() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    let run = |args: &[&str]| {
        let mut cmd = command();
        cmd.args(args).stderr(full());
        cmd.stdout(Stdio::null()).status().unwrap().code()
    };
    assert_eq!(run(&["topo", "--topology", "bad"]), Some(2));
    let mut watched = SIM.to_vec();
    watched.extend(["--watch", "3"]);
    assert_eq!(run(&watched), Some(0));
    // A fault event after the end of the run: a warning on stderr.
    let mut late = SIM.to_vec();
    late.extend(["--fault-at", "5000:node:1.1"]);
    assert_eq!(run(&late), Some(0));
}

/// `sh -c 'PLANT; exec ftrouter ARGS'`: the shell's `$$` is ftrouter's process id, so PLANT
/// can put links at the names a process-id scheme would choose.
fn planted_run(dir: &Path, plant: &str, args: &[&str], tmpdir: &Path) -> Output {
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!("{plant}; exec \"$0\" \"$@\""))
        .arg(common::BIN)
        .args(args)
        .current_dir(dir)
        .env("TMPDIR", tmpdir);
    run_unless_hung(&mut cmd, plant)
}

/// Every name under `dir`, recursively, as relative paths.
fn tree(dir: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let e = e.unwrap();
        names.push(e.file_name().to_string_lossy().into_owned());
        if e.file_type().unwrap().is_dir() {
            let sub = tree(&e.path());
            let name = e.file_name().to_string_lossy().into_owned();
            names.extend(sub.into_iter().map(|s| format!("{name}/{s}")));
        }
    }
    names.sort();
    names
}

/// A link planted beside an output, at the hidden name a process-id scheme would give its
/// temporary, is neither followed nor put in place of the output.
#[test]
fn a_link_at_an_output_temporary_name_is_not_followed() {
    let dir = common::scratch("hostile_inputs", "link-output");
    std::fs::write(dir.join("victim"), "precious").unwrap();
    let plant = (0..4)
        .map(|n| format!("ln -s victim .x.csv.ftrouter-$$-{n}"))
        .collect::<Vec<_>>()
        .join("; ");
    let mut args = SIM.to_vec();
    args.extend(["--packets-out", "x.csv"]);
    let out = planted_run(&dir, &plant, &args, &dir);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(dir.join("victim")).unwrap(),
        "precious"
    );
    let x = std::fs::symlink_metadata(dir.join("x.csv")).unwrap();
    assert!(x.file_type().is_file(), "x.csv is not a plain file");
}

/// `cosim` and `cost --yosys` make their scratch folders under TMPDIR with names no other
/// process can guess: a link planted at a process-id name is not followed, a folder there
/// holding a user's file is not deleted, and nothing of the run stays in TMPDIR.
#[test]
fn links_and_folders_at_scratch_names_are_left_alone() {
    let dir = common::scratch("hostile_inputs", "link-scratch");
    let tmpdir = dir.join("tmp");
    let victim = dir.join("victim");
    std::fs::create_dir_all(&tmpdir).unwrap();
    std::fs::create_dir_all(&victim).unwrap();
    let plant = format!(
        "ln -s {v} \"$TMPDIR/ftrouter-cosim-$$\"; ln -s {v} \"$TMPDIR/ftrouter-cost-$$-0\"; \
         mkdir \"$TMPDIR/ftrouter-cost-$$-1\"; echo mine > \"$TMPDIR/ftrouter-cost-$$-1/keep\"",
        v = victim.display()
    );
    let cosim = [
        "cosim",
        "--topology",
        "torus:3x3",
        "--routing",
        "dor",
        "--cycles",
        "60",
        "--router",
        "1.1",
        "--simulator",
        "icarus",
    ];
    let cost = [
        "cost",
        "--topology",
        "torus:2x2",
        "--routing",
        "dor",
        "--yosys",
    ];
    for args in [&cosim[..], &cost[..]] {
        let out = planted_run(&dir, &plant, args, &tmpdir);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(
            tree(&victim).is_empty(),
            "{args:?} wrote {:?}",
            tree(&victim)
        );
        let kept: Vec<String> = tree(&tmpdir)
            .into_iter()
            .filter(|n| n.ends_with("/keep"))
            .collect();
        assert_eq!(kept.len(), 1, "{args:?}: {:?}", tree(&tmpdir));
        let left: Vec<String> = std::fs::read_dir(&tmpdir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| !planted_name(n))
            .collect();
        assert!(left.is_empty(), "{args:?} left {left:?}");
        for e in std::fs::read_dir(&tmpdir).unwrap() {
            let p = e.unwrap().path();
            let _ = std::fs::remove_file(&p).or_else(|_| std::fs::remove_dir_all(&p));
        }
    }
}

/// `ftrouter-cosim-PID`, `ftrouter-cost-PID-0` or `ftrouter-cost-PID-1`, as planted.
fn planted_name(name: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(pid) = name.strip_prefix("ftrouter-cosim-") {
        return digits(pid);
    }
    name.strip_prefix("ftrouter-cost-")
        .and_then(|rest| rest.rsplit_once('-'))
        .is_some_and(|(pid, n)| digits(pid) && (n == "0" || n == "1"))
}

/// A TMPDIR that does not exist is refused in one line, and not created.
#[test]
fn a_missing_tmpdir_is_refused_and_not_created() {
    let dir = common::scratch("hostile_inputs", "no-tmpdir");
    let missing = dir.join("missing");
    let mut cmd = command();
    cmd.args(["cosim", "--topology", "torus:3x3", "--routing", "dor"])
        .args(["--cycles", "60", "--router", "1.1", "--simulator", "icarus"])
        .env("TMPDIR", &missing);
    let out = run_unless_hung(&mut cmd, "missing TMPDIR");
    assert_refused("missing TMPDIR", &out, &["missing"]);
    assert!(!missing.exists());
}

/// A trace is read from regular files only, line by bounded line: a device that never ends
/// or a FIFO is refused before it is read, and a line without end is refused at the bound.
#[test]
fn a_trace_from_a_device_or_without_line_breaks_is_refused() {
    let dir = common::scratch("hostile_inputs", "trace");
    let fifo = dir.join("fifo");
    mkfifo(&fifo);
    let zeros = dir.join("zeros.csv");
    std::fs::write(&zeros, vec![b'0'; 200_000]).unwrap();
    let cases = [
        ("/dev/zero".to_string(), "not a regular file"),
        ("/dev/urandom".to_string(), "not a regular file"),
        (fifo.display().to_string(), "not a regular file"),
        (zeros.display().to_string(), "longer than 65536 bytes"),
    ];
    for (path, why) in cases {
        let mut cmd = command();
        cmd.args(["sim", "--topology", "torus:4x4", "--routing", "bubble"])
            .arg("--traffic")
            .arg(format!("trace:{path}"));
        let out = run_unless_hung(&mut cmd, &path);
        assert_refused(&path, &out, &[&path, why]);
    }
}

/// Multicast traffic across a router failing during the run is refused with the reason, in
/// both reconfigurations, on every seed; the same fault given before the run is simulated.
#[test]
fn multicast_across_a_fault_during_the_run_is_refused_with_the_reason() {
    for (reconfigure, seed) in [("drain", "1"), ("dynamic", "2"), ("dynamic", "3")] {
        let mut cmd = command();
        cmd.args([
            "sim",
            "--topology",
            "mh:2x3",
            "--routing",
            "mh-ud",
            "--vcs",
            "3",
        ])
        .args([
            "--traffic",
            "multicast:3",
            "--rate",
            "0.4",
            "--cycles",
            "2000",
        ])
        .args(["--warmup", "200", "--fault-at", "500:node:1:010"])
        .args(["--reconfigure", reconfigure, "--seed", seed]);
        let out = run_unless_hung(&mut cmd, reconfigure);
        assert_refused(
            reconfigure,
            &out,
            &["500:node:1:010", "multicast", "--faults"],
        );
    }
    let mut before = command();
    before
        .args([
            "sim",
            "--topology",
            "mh:2x3",
            "--routing",
            "mh-ud",
            "--vcs",
            "3",
        ])
        .args([
            "--traffic",
            "multicast:3",
            "--rate",
            "0.4",
            "--cycles",
            "2000",
        ])
        .args(["--warmup", "200", "--faults", "node:1:010"]);
    let out = run_unless_hung(&mut before, "--faults");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

/// A run cut off at the drain limit with packets that have not moved for thousands of
/// cycles is a deadlock (status 1, `"deadlock": true`), even under a watchdog longer than the
/// drain.
#[test]
fn packets_stuck_at_the_drain_limit_are_a_deadlock_whatever_the_watchdog() {
    let mut cmd = command();
    cmd.args([
        "sim",
        "--topology",
        "mh:3x3",
        "--routing",
        "mh-ud",
        "--vcs",
        "3",
    ])
    .args([
        "--traffic",
        "multicast:3",
        "--paper-multicast",
        "--rate",
        "0.5",
    ])
    .args(["--cycles", "2000", "--watchdog", "200000", "--json"]);
    let out = run_unless_hung(&mut cmd, "stuck");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(json["packets_in_flight"].as_u64().unwrap() > 0, "{json}");
    assert_eq!(json["deadlock"], true, "{json}");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

/// Outputs are whole or nothing, the plot and standard output included: a plot on the path of
/// another output or of the trace read is refused before the run, and a plot or a standard
/// output that cannot be written leaves every existing output as it was.
#[test]
fn the_plot_and_standard_output_are_part_of_the_whole_or_nothing() {
    let dir = common::scratch("hostile_inputs", "plot");
    let faulty = [
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--cycles",
        "300",
        "--warmup",
        "0",
        "--fault-at",
        "100:node:1.1",
    ];
    let run = |extra: &[&str], stdout: Stdio| {
        let mut cmd = command();
        cmd.args(faulty).args(extra).current_dir(&dir);
        cmd.stdout(stdout);
        let out = cmd.stderr(Stdio::piped()).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, e) = run(
        &["--plot", "x.csv", "--packets-out", "x.csv"],
        Stdio::null(),
    );
    assert_eq!(code, Some(2), "{e}");
    assert!(e.contains("--plot and --packets-out"), "{e}");
    assert!(!dir.join("x.csv").exists());

    std::fs::write(dir.join("t.csv"), "0,0.0,1.1,4\n").unwrap();
    let mut trace = command();
    trace
        .args(["sim", "--topology", "torus:4x4", "--routing", "bubble"])
        .args(["--traffic", "trace:t.csv", "--packets-out", "t.csv"])
        .current_dir(&dir);
    let out = run_unless_hung(&mut trace, "trace as output");
    assert_refused("trace as output", &out, &["the trace read", "t.csv"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("t.csv")).unwrap(),
        "0,0.0,1.1,4\n"
    );

    if !Path::new("/dev/full").exists() {
        return;
    }
    let full = || Stdio::from(std::fs::File::create("/dev/full").unwrap());
    std::fs::write(dir.join("out.csv"), "old").unwrap();
    let (code, e) = run(
        &["--packets-out", "out.csv", "--plot", "/dev/full"],
        Stdio::null(),
    );
    assert_eq!(code, Some(2), "{e}");
    let (code, e) = run(&["--packets-out", "out.csv", "--json"], full());
    assert_eq!(code, Some(2), "{e}");
    assert!(e.contains("standard output"), "{e}");
    assert_eq!(std::fs::read_to_string(dir.join("out.csv")).unwrap(), "old");
    let (code, e) = run(
        &["--packets-out", "out.csv", "--plot", "p.svg"],
        Stdio::null(),
    );
    assert_eq!(code, Some(0), "{e}");
    assert!(dir.join("p.svg").exists());
    assert_ne!(std::fs::read_to_string(dir.join("out.csv")).unwrap(), "old");
}

/// A folder of outputs whose destination holds a folder where a file goes changes nothing
/// there; a VCD named like a folder leaves none of its side files.
#[test]
fn a_folder_of_outputs_is_checked_whole_before_any_file_moves() {
    let dir = common::scratch("hostile_inputs", "folder-outputs");
    std::fs::create_dir_all(dir.join("v/fabric.v")).unwrap();
    let mut verilog = command();
    verilog
        .args(["verilog", "--topology", "torus:3x3", "--routing", "dor"])
        .args(["--out", "v"])
        .current_dir(&dir);
    let out = run_unless_hung(&mut verilog, "verilog");
    assert_refused("verilog", &out, &["fabric.v", "folder"]);
    assert_eq!(tree(&dir.join("v")), ["fabric.v"]);

    let mut vcd = command();
    vcd.args(["sim", "--topology", "torus:3x3", "--routing", "bubble"])
        .args(["--cycles", "100", "--vcd", "newdir/"])
        .current_dir(&dir);
    let out = run_unless_hung(&mut vcd, "vcd folder");
    assert_refused("vcd folder", &out, &["newdir/"]);
    assert_eq!(tree(&dir), ["v", "v/fabric.v"]);
}

/// Run `args` to its end (or fail as hung).
fn run(args: &[&str]) -> Output {
    let mut cmd = command();
    cmd.args(args);
    run_unless_hung(&mut cmd, &args.join(" "))
}

/// A router option the generated hardware cannot build is refused in one line when a tool is
/// to measure that hardware (`--yosys`), as the hardware's sizes are (`--vcs 9`); the gate
/// model alone still prices it.
#[test]
fn cost_with_yosys_refuses_router_options_the_hardware_cannot_build() {
    let base = ["cost", "--topology", "torus:4x4", "--routing", "bubble"];
    for (option, value, needles) in [
        ("--stages", "6", ["--yosys", "stages = 6"]),
        ("--arbiter", "matrix", ["--yosys", "matrix"]),
        ("--vcs", "9", ["vcs = 9", "virtual channels"]),
    ] {
        let mut args = base.to_vec();
        args.extend([option, value, "--yosys", "--json"]);
        assert_refused(&args.join(" "), &run(&args), &needles);
        if option != "--vcs" {
            let mut plain = base.to_vec();
            plain.extend([option, value, "--json"]);
            let out = run(&plain);
            assert!(out.status.success(), "{plain:?}: {}", stderr(&out));
        }
    }
}

/// Every spec string is held to one rule: white space before or after the whole value is
/// refused, naming it (`' torus:4x4'` was refused while `'torus:4x4 '` and a trailing line
/// break were accepted); white space around the separators inside a spec stays accepted.
#[test]
fn white_space_around_a_spec_is_refused_for_every_spec() {
    for topology in ["torus:4x4 ", "torus:4x4\n", " torus:4x4", "\ttorus:4x4"] {
        let out = run(&["topo", "--topology", topology]);
        assert_refused(
            &format!("{topology:?}"),
            &out,
            &["white space", "torus:4x4"],
        );
    }
    for faults in ["node:1.1 ", " node:1.1", "random:nodes=1\n", " "] {
        let out = run(&["topo", "--topology", "torus:4x4", "--faults", faults]);
        assert_refused(&format!("{faults:?}"), &out, &["white space", "faults"]);
    }
    let sim = |extra: &[&str]| {
        let mut args = vec!["sim", "--topology", "torus:4x4", "--routing", "bubble"];
        args.extend(["--cycles", "50", "--warmup", "0"]);
        args.extend(extra);
        run(&args)
    };
    for extra in [
        ["--traffic", "hotspot:1.1 "],
        ["--traffic", " uniform"],
        ["--fault-at", "20:node:1.1 "],
        ["--fault-at", " 20:node:1.1"],
    ] {
        assert_refused(&format!("{extra:?}"), &sim(&extra), &["white space"]);
    }
    for (from, to) in [("0.0 ", "1.1"), ("0.0", "\n1.1")] {
        let args = ["route", "--topology", "torus:4x4", "--algorithm", "dor"];
        let out = run(&[&args[..], &["--from", from, "--to", to]].concat());
        assert_refused(&format!("{from:?} {to:?}"), &out, &["white space"]);
    }
    // Inside a spec, around its separators: accepted as before.
    let out = run(&[
        "topo",
        "--topology",
        "torus:4x4",
        "--faults",
        "node:1.1 , node:1.2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// A fault named twice (a node, a link in either spelling, the one-way channel of a link
/// also named whole) and a `random:` count given twice are refused naming the repetition;
/// the two one-way channels of a link are distinct faults.
#[test]
fn a_fault_or_a_random_count_named_twice_is_refused() {
    let topo = |faults: &str| run(&["topo", "--topology", "torus:4x4", "--faults", faults]);
    for (faults, needles) in [
        ("node:1.1,node:1.1", &["node 1.1", "twice"][..]),
        ("node:1.1,node:0.0,node:1.1", &["node 1.1", "twice"]),
        ("link:1.1-1.2,link:1.1-1.2", &["1.1", "1.2", "twice"]),
        ("link:1.1-1.2,link:1.2-1.1", &["1.1", "1.2", "twice"]),
        ("link:1.1>1.2,link:1.1-1.2", &["channel 1.1>1.2", "twice"]),
        ("random:nodes=1,nodes=2", &["nodes=", "twice"]),
        ("random:links=1,nodes=1,links=2", &["links=", "twice"]),
        ("random:nodes=1,random:links=1", &["random:", "twice"]),
    ] {
        assert_refused(faults, &topo(faults), needles);
    }
    for faults in [
        "link:1.1>1.2,link:1.2>1.1",
        "node:1.1,node:1.2",
        "random:nodes=1,links=1",
    ] {
        let out = topo(faults);
        assert!(out.status.success(), "{faults}: {}", stderr(&out));
    }
    // During the run too: an event names each of its faults once.
    let out = run(&[
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--cycles",
        "50",
        "--warmup",
        "0",
        "--fault-at",
        "20:node:1.1,node:1.1",
    ]);
    assert_refused("--fault-at twice", &out, &["node 1.1", "twice"]);
}

/// `--seed` with trace traffic, where it draws nothing, is refused; where something still
/// reads it (random faults, from the start or during the run) it is accepted.
#[test]
fn a_seed_that_a_trace_leaves_unused_is_refused() {
    let dir = common::scratch("hostile_inputs", "seed_trace");
    let trace = dir.join("t.csv");
    std::fs::write(&trace, "0,0.0,1.1,4\n5,1.0,2.2,4\n").unwrap();
    let traffic = format!("trace:{}", trace.display());
    let sim = |extra: &[&str]| {
        let mut args = vec!["sim", "--topology", "torus:4x4", "--routing", "bubble"];
        args.extend(["--cycles", "60", "--warmup", "0", "--traffic", &traffic]);
        args.extend(extra);
        run(&args)
    };
    assert_refused(
        "seed with a trace",
        &sim(&["--seed", "5"]),
        &["--seed", "trace:"],
    );
    for extra in [
        &[][..],
        &["--seed", "5", "--faults", "random:nodes=1"],
        &["--seed", "5", "--fault-at", "30:random:links=1"],
    ] {
        let out = sim(extra);
        assert!(out.status.success(), "{extra:?}: {}", stderr(&out));
    }
}

/// `route --algorithm sl` (or sv) where it does not apply names the algorithm given, not
/// the ESV tables it shares a check with.
#[test]
fn a_routing_refused_on_a_topology_is_named_as_given() {
    for algorithm in ["sl", "sv"] {
        let out = run(&[
            "route",
            "--topology",
            "torus:4x4",
            "--algorithm",
            algorithm,
            "--from",
            "0.0",
            "--to",
            "1.1",
        ]);
        let needle = format!("routing {algorithm} does not apply");
        assert_refused(algorithm, &out, &[&needle, "torus:4x4"]);
        assert!(!stderr(&out).contains("esv"), "{}", stderr(&out));
    }
}

/// The peak-memory hook of tests/suite/budget_estimates.rs, which writes to any path its
/// environment variable names, is compiled only with debug assertions (the test profile's
/// build), never into a release binary: every function that reads it is under that cfg.
#[test]
fn the_peak_file_test_hook_is_not_in_a_release_build() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src];
    let mut readers = 0;
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let code = line.split("//").next().unwrap();
            if !code.contains("\"FTROUTER_PEAK_FILE\"") {
                continue;
            }
            readers += 1;
            // The function around the read, and the attributes above it.
            let f = (0..i)
                .rev()
                .find(|&j| lines[j].trim_start().starts_with("fn ") || lines[j].contains(" fn "))
                .unwrap_or_else(|| panic!("{}:{}: not in a function", path.display(), i + 1));
            let attrs: Vec<&str> = lines[..f]
                .iter()
                .rev()
                .take_while(|l| {
                    l.trim_start().starts_with("#[") || l.trim_start().starts_with("///")
                })
                .copied()
                .collect();
            assert!(
                attrs.iter().any(|l| l.contains("#[cfg(debug_assertions)]")),
                "{}:{}: {} reads FTROUTER_PEAK_FILE in a release build too",
                path.display(),
                i + 1,
                lines[f].trim()
            );
        }
    }
    assert_eq!(readers, 1, "one function reads FTROUTER_PEAK_FILE");
}

/// A run that fails (a deadlock the watchdog declares, status 1) leaves every existing
/// output as it was, and says so in one line; the same run passing writes them.
#[test]
fn a_failed_run_leaves_existing_outputs_untouched() {
    let dir = common::scratch("hostile_inputs", "failed_run");
    let (csv, vcd, svg) = (dir.join("out.csv"), dir.join("w.vcd"), dir.join("p.svg"));
    for f in [&csv, &vcd, &svg] {
        std::fs::write(f, "old\n").unwrap();
    }
    let net = [
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--warmup",
        "0",
    ];
    // At 0.01 flits/node/cycle a head waits in the pipeline for more than one cycle: a
    // watchdog of 1 cycle calls that a deadlock.
    let mut sim = command();
    sim.arg("sim")
        .args(net)
        .args(["--cycles", "300", "--rate", "0.01", "--watchdog", "1"]);
    sim.arg("--packets-out").arg(&csv).arg("--vcd").arg(&vcd);
    let out = run_unless_hung(&mut sim, "sim --watchdog 1");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("not written"), "{}", stderr(&out));
    let mut sweep = command();
    sweep
        .arg("sweep")
        .args(net)
        .args(["--cycles", "300", "--rates", "0.01:0.02:0.01"]);
    sweep.args(["--watchdog", "1"]).arg("--plot").arg(&svg);
    let out = run_unless_hung(&mut sweep, "sweep --watchdog 1");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    for f in [&csv, &vcd, &svg] {
        assert_eq!(
            std::fs::read_to_string(f).unwrap(),
            "old\n",
            "{}",
            f.display()
        );
    }
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 3, "temporary files left: {names:?}");

    let mut pass = command();
    pass.arg("sim")
        .args(net)
        .args(["--cycles", "300", "--rate", "0.01"]);
    pass.arg("--packets-out").arg(&csv);
    let out = run_unless_hung(&mut pass, "sim");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read_to_string(&csv).unwrap().starts_with("id,"));
}
