//! Random trace files and option combinations fed to `sim`, `sweep` and `crossval`: whatever
//! the input, no panic, exit status 0, 1 (deadlock or failed check) or 2 (bad input), and a
//! refusal is one line. Tiny networks and runs keep each case to a fraction of a second.

use crate::common;
use proptest::prelude::*;

/// Addresses of torus:3x3, and (unless `clean`) a few that are not.
fn address(clean: bool) -> BoxedStrategy<String> {
    let good = (0..3usize, 0..3usize).prop_map(|(a, b)| format!("{a}.{b}"));
    if clean {
        return good.boxed();
    }
    prop_oneof![8 => good, 1 => Just("3.0".to_string()), 1 => Just("x".to_string())].boxed()
}

fn trace_line(clean: bool) -> BoxedStrategy<String> {
    let unicast = (0..80u64, address(clean), address(clean), 1..9usize)
        .prop_map(|(c, s, d, f)| format!("{c},{s},{d},{f}"));
    if clean {
        return unicast.boxed();
    }
    let dests = prop::collection::vec(address(false), 1..4).prop_map(|d| d.join(";"));
    let flits = prop_oneof![4 => 1..9usize, 1 => Just(0usize), 1 => 250..300usize];
    let cycle = prop_oneof![6 => 0..80u64, 1 => Just(u64::MAX)];
    prop_oneof![
        6 => unicast,
        6 => (cycle, address(false), dests, flits)
            .prop_map(|(c, s, d, f)| format!("{c},{s},{d},{f}")),
        1 => Just("0,0.0".to_string()),
        1 => Just("-1,0.0,1.1,4".to_string()),
        1 => Just("# comment".to_string()),
    ]
    .boxed()
}

/// One option: absent, a good value, or (unless `clean`) a bad one.
fn option(
    name: &'static str,
    good: &'static [&'static str],
    bad: &'static [&'static str],
    clean: bool,
) -> BoxedStrategy<Vec<String>> {
    let with = |values: &'static [&'static str]| {
        prop::sample::select(values).prop_map(move |v| vec![name.to_string(), v.to_string()])
    };
    match (good.is_empty(), clean || bad.is_empty()) {
        (true, true) => Just(Vec::new()).boxed(),
        (true, false) => prop_oneof![6 => Just(Vec::new()), 1 => with(bad)].boxed(),
        (false, true) => prop_oneof![1 => Just(Vec::new()), 1 => with(good)].boxed(),
        (false, false) => {
            prop_oneof![3 => Just(Vec::new()), 3 => with(good), 1 => with(bad)].boxed()
        }
    }
}

/// Options of `command`; a `clean` set is valid apart from combinations.
fn options(command: &'static str, clean: bool, trace: bool) -> BoxedStrategy<Vec<String>> {
    let none: &[&str] = &[];
    let rate = if command == "sim" && !trace {
        option(
            "--rate",
            &["0.05", "0.3", "0.9"],
            &["-0.5", "2", "nan"],
            clean,
        )
    } else {
        option("--rate", none, &["0.2"], clean)
    };
    let rates = if command == "sim" {
        option("--rates", none, &["0.1:0.2:0.1"], clean)
    } else {
        option(
            "--rates",
            &["0.05:0.1:0.05", "0.3:0.3:0.1"],
            &["0:1:1e-20", "1:0:0.1"],
            clean,
        )
    };
    let model = if command == "crossval" {
        option("--model", none, &["cycle"], clean)
    } else {
        option("--model", &["cycle", "behavioral"], &["magic"], clean)
    };
    (
        option(
            "--routing",
            &["dor", "duato", "bubble", "pv"],
            &["warp"],
            clean,
        ),
        option("--vcs", &["1", "2", "3", "4"], &["0", "-1", "17"], clean),
        option("--depth", &["4", "8", "16"], &["0", "1"], clean),
        option("--packet", &["1", "4", "8"], &["0", "300"], clean),
        option("--switching", &["vct", "wormhole"], &["store"], clean),
        option(
            "--cycles",
            &["1", "30", "60"],
            &["0", "18446744073709551615"],
            clean,
        ),
        option("--warmup", &["0", "10"], &["18446744073709551615"], clean),
        option(
            "--faults",
            &["node:1.1", "link:0.0-0.1", "link:0.0>0.1"],
            &["node:9.9"],
            clean,
        ),
        option("--watchdog", &["50", "500"], &["0"], clean),
        rate,
        rates,
        model,
    )
        .prop_map(|(a, b, c, d, e, f, g, h, i, j, k, l)| {
            [a, b, c, d, e, f, g, h, i, j, k, l].concat()
        })
        .boxed()
}

/// A command, its options and its trace lines (None: synthetic traffic).
fn case() -> impl Strategy<Value = (&'static str, Vec<String>, Option<Vec<String>>)> {
    (
        prop::sample::select(&["sim", "sweep", "crossval"][..]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_flat_map(|(command, clean, trace)| {
            let lines = if trace {
                prop::collection::vec(trace_line(clean), 0..8)
                    .prop_map(Some)
                    .boxed()
            } else {
                Just(None).boxed()
            };
            (Just(command), options(command, clean, trace), lines)
        })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        max_shrink_iters: 32,
        ..ProptestConfig::default()
    })]

    #[test]
    fn any_input_exits_cleanly((command, opts, lines) in case()) {
        let dir = common::scratch("cli_props", "any_input");
        let trace = dir.join("trace.csv");
        let use_trace = lines.is_some();
        let body = lines.unwrap_or_default().join("\n");
        std::fs::write(&trace, format!("cycle,source,destination,flits\n{body}\n")).unwrap();
        let mut args: Vec<String> = vec![command.to_string(), "--topology".into(), "torus:3x3".into()];
        if !opts.contains(&"--routing".to_string()) {
            args.extend(["--routing".into(), "dor".into()]);
        }
        // Short runs unless the case asks for a (refused) huge one.
        if !opts.contains(&"--cycles".to_string()) {
            args.extend(["--cycles".into(), "40".into()]);
        }
        if command == "sweep" && !opts.contains(&"--rates".to_string()) {
            args.extend(["--rates".into(), "0.1:0.1:0.1".into()]);
        }
        if use_trace {
            args.extend(["--traffic".into(), format!("trace:{}", trace.display())]);
        }
        args.extend(opts);
        let out = common::ftrouter(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        prop_assert!(!stderr.contains("panicked"), "{args:?} panicked: {stderr}");
        let code = out.status.code();
        prop_assert!(matches!(code, Some(0..=2)), "{args:?}: status {code:?}: {stderr}");
        if code == Some(2) {
            prop_assert_eq!(stderr.trim_end().lines().count(), 1, "{:?}: {}", args, stderr);
            prop_assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        }
    }
}
