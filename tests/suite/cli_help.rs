//! Each subcommand's `--help` against what it accepts: every option it lists is taken, and
//! every option of the other subcommands that it leaves out is refused by clap, naming it
//! (each subcommand's struct flattens the option groups it reads: src/cli/groups.rs).

use crate::common::{assert_refused, ftrouter, ftrouter_ok};
use std::collections::BTreeMap;

const SUBCOMMANDS: [&str; 13] = [
    "demo",
    "topo",
    "route",
    "vectors",
    "sim",
    "sweep",
    "merge",
    "crossval",
    "cost",
    "verilog",
    "cosim",
    "model",
    "experiment",
];

/// The long options `name --help` lists, each with whether it takes a value.
fn listed(name: &str) -> BTreeMap<String, bool> {
    let help = String::from_utf8(ftrouter_ok(&[name, "--help"]).stdout).unwrap();
    help.lines()
        .filter(|l| l.starts_with("  "))
        .filter_map(|l| l.trim_start().strip_prefix("--"))
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let option = words.next()?;
            let valued = words.next().is_some_and(|w| w.contains('<'));
            Some((format!("--{option}"), valued))
        })
        .filter(|(option, _)| option != "--help")
        .collect()
}

/// `name` given `option` (with a value if it takes one), then `--help`: clap stops at an
/// option it does not know, and prints the help after one it knows, so nothing runs.
fn with_option(name: &str, option: &str, valued: bool) -> Vec<String> {
    let given = if valued {
        format!("{option}=1")
    } else {
        option.to_string()
    };
    vec![name.to_string(), given, "--help".to_string()]
}

#[test]
fn help_lists_exactly_the_options_each_subcommand_takes() {
    let helps: Vec<(&str, BTreeMap<String, bool>)> =
        SUBCOMMANDS.iter().map(|&n| (n, listed(n))).collect();
    let mut every: BTreeMap<String, bool> = BTreeMap::new();
    for (_, options) in &helps {
        every.extend(options.iter().map(|(o, v)| (o.clone(), *v)));
    }
    assert!(every.len() > 60, "{every:?}");
    for (name, options) in &helps {
        for (option, valued) in &every {
            let args = with_option(name, option, *valued);
            let out = ftrouter(&args);
            let stderr = String::from_utf8_lossy(&out.stderr);
            if options.contains_key(option) {
                assert!(
                    !stderr.contains("unknown option"),
                    "{name} --help lists {option}, which it refuses: {stderr}"
                );
            } else {
                let needle = format!("unknown option \"{option}\" for {name}");
                assert_refused(&args, &out, &[&needle]);
            }
        }
    }
}

/// What each simulating subcommand leaves out of its help and refuses: the outputs of one
/// run, the single load of a study, the model crossval runs both of, what the hardware's
/// testbench run does not read.
#[test]
fn options_a_subcommand_does_not_read_are_neither_listed_nor_taken() {
    let cases: [(&str, &[&str]); 4] = [
        (
            "sweep",
            &["--rate", "--vcd", "--packets-out", "--flows", "--watch"],
        ),
        ("crossval", &["--rate", "--model", "--vcd", "--flows-out"]),
        (
            "verilog",
            &["--vcd", "--fault-at", "--watchdog", "--threads", "--model"],
        ),
        ("cosim", &["--vcd", "--threads", "--model", "--behavioral"]),
    ];
    for (name, refused) in cases {
        let options = listed(name);
        for option in refused {
            assert!(
                !options.contains_key(*option),
                "{name} --help lists {option}"
            );
            let args = with_option(name, option, true);
            let needle = format!("unknown option \"{option}\" for {name}");
            assert_refused(&args, &ftrouter(&args), &[&needle]);
        }
    }
    // The options they read are there.
    assert!(listed("verilog").contains_key("--rate"));
    assert!(listed("crossval").contains_key("--behavioral"));
    assert!(listed("sweep").contains_key("--fault-at"));
}
