//! Every numeric option of every subcommand states its range in its help
//! and is checked before use, with nothing wrapping. Each option in `CASES` is driven with its
//! bounds, one past each, 2^32 - 1, 2^64 - 1, -1, NaN and the infinities: a value in range is
//! accepted (a small run, or `--help` after it where the run would be long), one outside is
//! refused with exit status 2 in one line naming the option and the value; nothing panics or
//! aborts. `every_numeric_option_is_covered` finds the numeric options in each subcommand's
//! help (the options whose value clap refuses as `abc`) and holds the table to them and to the
//! ranges the help states.

use crate::common::{self, ftrouter};
use ftrouter::router::limits;
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::path::Path;

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// What values the option takes.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Whole { lo: u128, hi: u128 },
    Real { lo: f64, hi: f64 },
}

impl Kind {
    fn contains(&self, text: &str) -> bool {
        match *self {
            Kind::Whole { lo, hi } => {
                text.bytes().all(|b| b.is_ascii_digit())
                    && text.parse::<u128>().is_ok_and(|v| lo <= v && v <= hi)
            }
            Kind::Real { lo, hi } => text
                .parse::<f64>()
                .is_ok_and(|v| v.is_finite() && lo <= v && v <= hi),
        }
    }

    /// The range as the help states it.
    fn stated(&self) -> String {
        match self {
            Kind::Whole { lo, hi } => format!("{lo} to {hi}"),
            Kind::Real { lo, hi } => format!("{lo} to {hi}"),
        }
    }

    /// Bounds, one past each, and the values that wrap or are no number at all.
    fn probes(&self) -> Vec<String> {
        let mut v = match *self {
            Kind::Whole { lo, hi } => vec![
                lo.to_string(),
                hi.to_string(),
                lo.checked_sub(1).map_or("-1".into(), |x| x.to_string()),
                (hi + 1).to_string(),
            ],
            Kind::Real { lo, hi } => vec![
                lo.to_string(),
                hi.to_string(),
                (lo - 0.001).to_string(),
                (hi + 0.001).to_string(),
            ],
        };
        for x in [
            "4294967295",
            "18446744073709551615",
            "-1",
            "NaN",
            "inf",
            "-inf",
        ] {
            if !v.iter().any(|y| y == x) {
                v.push(x.to_string());
            }
        }
        v
    }
}

/// How a value in range is shown to be accepted.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Accept {
    /// The run is small: these exit statuses (2 only for a refusal other than the range's,
    /// such as an option another's value leaves unread, a hardware limit or the memory budget).
    Run(&'static [i32]),
    /// The run would be long or needs a simulator: clap accepts the value and prints the help.
    Help,
}

const OK: Accept = Accept::Run(&[0]);
/// A check may fail or a deadlock be declared on a run this short (crossval's verdict,
/// `--watchdog 1`), or the command refuse the option for a reason of its own.
const ANY: Accept = Accept::Run(&[0, 1, 2]);
const OK_OR_REFUSED: Accept = Accept::Run(&[0, 2]);

/// One numeric option (or one number of a compound value) of one subcommand.
#[derive(Clone, Debug)]
struct Case {
    command: &'static str,
    option: &'static str,
    kind: Kind,
    /// The value with `{}` for the number under test.
    template: &'static str,
    /// The other arguments: a small, fast run.
    context: Vec<String>,
    accept: Accept,
}

const U64_MAX: u128 = u64::MAX as u128;
const MAX_CYCLES: u128 = 1_000_000_000_000;

fn whole(lo: u128, hi: u128) -> Kind {
    Kind::Whole { lo, hi }
}

/// The numeric options `sim`, `sweep`, `crossval`, `verilog` and `cosim` share (the groups of
/// src/cli/groups.rs, and `--seed`): option, kind, template.
fn sim_options() -> Vec<(&'static str, Kind, &'static str)> {
    // The router's limits as the library defines them, once (`router::limits`).
    let router = limits::ALL
        .into_iter()
        .map(|l| (l.option, whole(l.lo.into(), l.hi.into()), "{}"));
    router
        .chain([
            ("--seed", whole(0, U64_MAX), "{}"),
            ("--flit-width", whole(0, 256), "{}"),
            ("--rate", Kind::Real { lo: 0.0, hi: 1.0 }, "{}"),
            ("--cycles", whole(1, MAX_CYCLES), "{}"),
            ("--warmup", whole(0, MAX_CYCLES), "{}"),
            ("--watchdog", whole(1, MAX_CYCLES), "{}"),
            ("--watch", whole(0, u32::MAX as u128), "{}"),
            ("--vcd-window", whole(0, u32::MAX as u128), "{}:4294967295"),
            ("--vcd-window", whole(0, u32::MAX as u128), "0:{}"),
            ("--budget-mb", whole(1, 1 << 20), "{}"),
            ("--detection-delay", whole(0, MAX_CYCLES), "{}"),
            ("--retransmit", whole(1, MAX_CYCLES), "{}"),
            ("--threads", whole(1, 1024), "{}"),
        ])
        .collect()
}

/// `--rates FROM:TO:STEP`, one number at a time.
fn rates_options() -> Vec<(&'static str, Kind, &'static str)> {
    let unit = Kind::Real { lo: 0.0, hi: 1.0 };
    vec![
        ("--rates", unit, "{}:1:0.5"),
        ("--rates", unit, "0:{}:0.5"),
        ("--rates", Kind::Real { lo: 0.001, hi: 1.0 }, "0.1:0.1:{}"),
    ]
}

/// The base arguments of a simulation command, without `option` (given once).
fn sim_context(command: &str, option: &str, dir: &Path, n: usize) -> (Vec<String>, Accept) {
    let routing = if option.ends_with("-patience") {
        "duato"
    } else if option == "--max-misses" {
        "esv" // a routing with escape rings
    } else {
        "dor"
    };
    let mut pairs: Vec<(&str, String)> = vec![
        ("--topology", "hypercube:2".into()),
        ("--routing", routing.into()),
    ];
    let simulates = matches!(command, "sim" | "sweep" | "crossval");
    if simulates {
        pairs.push(("--cycles", "10".into()));
        pairs.push(("--warmup", "0".into()));
    }
    if command != "sim" && simulates {
        pairs.push(("--rates", "0.1:0.1:0.1".into()));
    }
    // The fault options need a fault during the run.
    if matches!(option, "--detection-delay" | "--retransmit") && matches!(command, "sim" | "sweep")
    {
        pairs.push(("--fault-at", "5:link:00-01".into()));
    }
    // The longest runs are refused by the memory budget of the model that keeps every packet.
    let long = matches!(option, "--cycles" | "--warmup" | "--budget-mb");
    if long && matches!(command, "sim" | "sweep") {
        pairs.push(("--model", "behavioral".into()));
        pairs.push(("--budget-mb", "1".into()));
    }
    match command {
        "sim" if option == "--vcd-window" => {
            pairs.push(("--vcd", dir.join(format!("w{n}.vcd")).display().to_string()))
        }
        "verilog" => pairs.push(("--out", dir.join(format!("v{n}")).display().to_string())),
        _ => {}
    }
    let context = pairs
        .into_iter()
        .filter(|(o, _)| *o != option)
        .flat_map(|(o, v)| [o.to_string(), v])
        .collect();
    let accept = match command {
        "cosim" => Accept::Help,
        "sim" if long => OK_OR_REFUSED,
        "sim" if option == "--watchdog" => Accept::Run(&[0, 1]),
        // A window that opens after the 10-cycle run is refused (no empty waveform).
        "sim" if option == "--vcd-window" => OK_OR_REFUSED,
        // The bounds of a hardware router are 2 to 8 VCs and 2 to 64 slots.
        "sim" => OK,
        "sweep" | "verilog" => OK_OR_REFUSED,
        _ => ANY,
    };
    (context, accept)
}

fn cases(dir: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    let mut add = |command, option, kind, template, context: Vec<String>, accept| {
        out.push(Case {
            command,
            option,
            kind,
            template,
            context,
            accept,
        })
    };
    let mut n = 0;
    for command in ["sim", "sweep", "crossval", "verilog", "cosim"] {
        let mut options = sim_options();
        if matches!(command, "sweep" | "crossval") {
            options.extend(rates_options());
        }
        // The options a command takes are those its help lists (cli_help checks that).
        let listed: Vec<String> = options_of(command).into_iter().map(|(o, _)| o).collect();
        options.retain(|(option, _, _)| listed.iter().any(|l| l == option));
        for (option, kind, template) in options {
            n += 1;
            let (context, accept) = sim_context(command, option, dir, n);
            add(command, option, kind, template, context, accept);
        }
    }
    // cosim's own: the toggle coverage asked of the flit data bits, in percent.
    let (context, _) = sim_context("cosim", "--data-coverage", dir, n + 1);
    add(
        "cosim",
        "--data-coverage",
        Kind::Real { lo: 0.0, hi: 100.0 },
        "{}",
        context,
        Accept::Help,
    );
    // sweep's own: the shard I/N, each number at a time.
    for template in ["{}/100000", "1/{}"] {
        let (context, accept) = sim_context("sweep", "--shard", dir, n + 2);
        add(
            "sweep",
            "--shard",
            whole(1, 100_000),
            template,
            context,
            accept,
        );
    }
    // sim's own: replications over seeds (1,000 runs of 10 cycles at the upper bound).
    let tiny = [
        "--topology",
        "hypercube:2",
        "--routing",
        "dor",
        "--cycles",
        "10",
        "--warmup",
        "0",
    ];
    add("sim", "--seeds", whole(1, 1000), "{}", strings(&tiny), OK);
    let seed = whole(0, U64_MAX);
    let budget = whole(1, 1 << 20);
    let random = ["--faults", "random:links=1"];
    let nets: [(&str, &[&str]); 3] = [
        ("topo", &["--topology", "torus:3x3"]),
        (
            "route",
            &[
                "--topology",
                "torus:3x3",
                "--algorithm",
                "dor",
                "--from",
                "0.0",
                "--to",
                "1.1",
            ],
        ),
        ("vectors", &["--topology", "torus:3x3", "--algorithm", "pv"]),
    ];
    for (command, base) in nets {
        let with_random = [base, &random[..]].concat();
        add(command, "--seed", seed, "{}", strings(&with_random), OK);
        add(command, "--budget-mb", budget, "{}", strings(base), OK);
    }
    let cost = ["--topology", "hypercube:2", "--routing", "dor"];
    add("cost", "--budget-mb", budget, "{}", strings(&cost), OK);
    add(
        "cost",
        "--seed",
        seed,
        "{}",
        strings(&[&cost[..], &random[..]].concat()),
        OK,
    );
    let cost_limits = [limits::VCS, limits::DEPTH, limits::PACKET, limits::STAGES]
        .map(|l| (l.option, whole(l.lo.into(), l.hi.into())));
    for (option, kind) in cost_limits
        .into_iter()
        .chain([("--flit-width", whole(0, 256))])
    {
        add("cost", option, kind, "{}", strings(&cost), OK);
    }
    // Without --timing an accepted clock is refused for that, not for its range (the
    // flow itself takes a minute).
    let clock = Kind::Real {
        lo: 1.0,
        hi: 10_000.0,
    };
    add(
        "cost",
        "--clock",
        clock,
        "{}",
        strings(&cost),
        Accept::Run(&[2]),
    );
    // --rate needs --timing and --cycles needs --rate: accepted values are refused for that.
    let load = Kind::Real { lo: 0.0, hi: 1.0 };
    add(
        "cost",
        "--rate",
        load,
        "{}",
        strings(&cost),
        Accept::Run(&[2]),
    );
    let cycles = whole(1, 10_000_000);
    add(
        "cost",
        "--cycles",
        cycles,
        "{}",
        strings(&cost),
        Accept::Run(&[2]),
    );
    let model = |without: &str| -> Vec<String> {
        let pairs = [("--topology", "hypercube:4"), ("--rate", "0.01")];
        pairs
            .iter()
            .filter(|(o, _)| *o != without)
            .flat_map(|(o, v)| [o.to_string(), v.to_string()])
            .collect()
    };
    add("model", "--vcs", whole(2, 16), "{}", model("--vcs"), OK);
    add(
        "model",
        "--packet",
        whole(1, 256),
        "{}",
        model("--packet"),
        OK,
    );
    let unit = Kind::Real { lo: 0.0, hi: 1.0 };
    add("model", "--rate", unit, "{}", model("--rate"), OK);
    let experiment = |samples: bool| {
        let mut a = strings(&["pv-table2"]);
        if samples {
            a.extend(strings(&["--samples", "1"]));
        }
        a
    };
    // 10^9 samples are refused by the memory budget.
    let samples = whole(1, 1_000_000_000);
    add(
        "experiment",
        "--samples",
        samples,
        "{}",
        experiment(false),
        OK_OR_REFUSED,
    );
    add("experiment", "--seed", seed, "{}", experiment(true), OK);
    add(
        "experiment",
        "--budget-mb",
        budget,
        "{}",
        experiment(true),
        OK,
    );
    out
}

/// A refusal of `option`'s value by its range (the one-line form of clap's errors).
fn range_refusal(stderr: &str, option: &str) -> bool {
    stderr.contains(&format!("option {option}: invalid value"))
        || stderr.contains(&format!("option {option}: value"))
}

/// Run one case with one value; a description of what went wrong, if anything did.
fn check(case: &Case, number: &str) -> Option<String> {
    let value = case.template.replace("{}", number);
    let in_range = case.kind.contains(number);
    let mut args = vec![case.command.to_string()];
    args.extend(case.context.iter().cloned());
    args.extend([case.option.to_string(), value.clone()]);
    if in_range && case.accept == Accept::Help {
        args.push("--help".into());
    }
    let out = ftrouter(&args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines = stderr.trim_end().lines().count();
    let what = format!(
        "{args:?}: status {:?}, stderr {stderr:?}",
        out.status.code()
    );
    let Some(code) = out.status.code() else {
        return Some(format!("killed by a signal: {what}"));
    };
    if stderr.contains("panicked") || matches!(code, 101 | 134) {
        return Some(format!("panic or abort: {what}"));
    }
    if !in_range {
        let named = stderr.contains(case.option) && stderr.contains(&format!("{value:?}"));
        return (code != 2 || lines != 1 || !named || !range_refusal(&stderr, case.option))
            .then(|| format!("out of range, not refused in one line naming it: {what}"));
    }
    let allowed: &[i32] = match case.accept {
        Accept::Help => &[0],
        Accept::Run(codes) => codes,
    };
    if !allowed.contains(&code) || range_refusal(&stderr, case.option) {
        return Some(format!("in range, not accepted: {what}"));
    }
    (code == 2 && lines != 1).then(|| format!("refusal not one line: {what}"))
}

#[test]
fn every_numeric_option_takes_its_range_and_refuses_the_rest() {
    let dir = common::scratch("cli_ranges", "run");
    let runs: Vec<(Case, String)> = cases(&dir)
        .into_iter()
        .flat_map(|c| c.kind.probes().into_iter().map(move |v| (c.clone(), v)))
        .collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures: Vec<String> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut failed = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((case, value)) = runs.get(i) else {
                            return failed;
                        };
                        failed.extend(check(case, value));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        failures.is_empty(),
        "{} of {} runs failed:\n{}",
        failures.len(),
        runs.len(),
        failures.join("\n")
    );
}

/// The help of `command` by option: the option's text (its value's name and description).
fn options_of(command: &str) -> Vec<(String, String)> {
    let out = ftrouter(&strings(&[command, "--help"]));
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    let mut options: Vec<(String, String)> = Vec::new();
    for line in help.lines() {
        let t = line.trim_start();
        let starts = line.starts_with("  ") && (t.starts_with("--") || t.starts_with("-h, "));
        if starts {
            let name = t
                .trim_start_matches("-h, ")
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_string();
            options.push((name, t.to_string()));
        } else if let Some((_, text)) = options.last_mut()
            && !t.is_empty()
            && line.starts_with("  ")
        {
            text.push(' ');
            text.push_str(t);
        }
    }
    options
}

/// Subcommands named by `ftrouter --help`.
fn subcommands() -> Vec<String> {
    let out = ftrouter(&strings(&["--help"]));
    let help = String::from_utf8_lossy(&out.stdout).to_string();
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_string)
        .collect()
}

#[test]
fn every_numeric_option_is_covered() {
    // Only the table is read: nothing runs, nothing is written.
    let cases = cases(Path::new("never-written"));
    let mut covered: BTreeSet<(String, String)> = BTreeSet::new();
    let commands = subcommands();
    assert!(commands.len() >= 12, "{commands:?}");
    for command in &commands {
        for (option, text) in options_of(command) {
            // Options with a value, other than a choice among listed words.
            let takes_value = text.contains(" <") || text.contains(" [<");
            if !takes_value || text.contains("[possible values:") {
                continue;
            }
            // clap refuses a word for a numeric value as it reads it, before the help.
            let out = ftrouter(&strings(&[command, &option, "abc", "--help"]));
            if out.status.success() {
                continue;
            }
            let mine: Vec<&Case> = cases
                .iter()
                .filter(|c| c.command == command && c.option == option)
                .collect();
            assert!(
                !mine.is_empty(),
                "{command} {option}: numeric but not in the table"
            );
            for c in mine {
                let stated = c.kind.stated();
                assert!(
                    text.contains(&stated),
                    "{command} {option}: the help does not state {stated:?}: {text}"
                );
            }
            covered.insert((command.clone(), option));
        }
    }
    for c in &cases {
        assert!(
            covered.contains(&(c.command.to_string(), c.option.to_string())),
            "{} {}: in the table but not a numeric option of the help",
            c.command,
            c.option
        );
    }
}

/// Numbers that once wrapped or exploded: refused in one line, before any work.
#[test]
fn numbers_that_wrapped_or_exploded_are_refused() {
    let model = ["model", "--topology", "torus:8x8", "--rate", "0.01"];
    let cost = ["cost", "--topology", "torus:4x4", "--routing", "dor"];
    let sim = ["sim", "--topology", "torus:3x3", "--routing", "dor"];
    for (base, option, value) in [
        (&cost[..], "--flit-width", "4294967295"),
        (&sim[..], "--flit-width", "4294967295"),
        (&model[..], "--vcs", "18446744073709551615"),
        (&model[..], "--vcs", "1099511627776"),
        (&model[..], "--vcs", "100000000"),
        (&model[..], "--packet", "18446744073709551615"),
        (&sim[..], "--rate", "-inf"),
    ] {
        let mut args = strings(base);
        args.extend(strings(&[option, value]));
        let out = ftrouter(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("option {option}: invalid value \"{value}\"")),
            "{args:?}: {stderr}"
        );
        // The parser's refusal: nothing ran.
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// Any text, whole number or real, within an option's range or not.
fn any_value() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<u128>().prop_map(|v| v.to_string()),
        any::<i64>().prop_map(|v| v.to_string()),
        (0u64..2000).prop_map(|v| v.to_string()),
        any::<f64>().prop_map(|v| v.to_string()),
        (-0.5f64..1.5).prop_map(|v| v.to_string()),
        "[ -~]{0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Random values for random options, through `--help` (clap reads every value before it
    /// prints the help): accepted exactly when within the stated range, otherwise refused in
    /// one line naming the option and the value.
    #[test]
    fn random_values_are_accepted_exactly_within_the_range(
        pick in any::<prop::sample::Index>(),
        number in any_value(),
    ) {
        let cases = cases(Path::new("never-written"));
        let case = &cases[pick.index(cases.len())];
        let value = case.template.replace("{}", &number);
        let mut args = vec![case.command.to_string()];
        args.extend(case.context.iter().cloned());
        args.extend([case.option.to_string(), value.clone(), "--help".into()]);
        let out = ftrouter(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        prop_assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        if case.kind.contains(&number) {
            prop_assert_eq!(out.status.code(), Some(0), "{:?}: {}", args, stderr);
        } else {
            prop_assert_eq!(out.status.code(), Some(2), "{:?}: {}", args, stderr);
            prop_assert_eq!(stderr.trim_end().lines().count(), 1, "{:?}: {}", args, stderr);
            prop_assert!(
                stderr.contains(case.option) && stderr.contains(&format!("{value:?}")),
                "{args:?}: {stderr}"
            );
        }
    }
}
