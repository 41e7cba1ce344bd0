//! Studies as a user runs them: options from a TOML file (the command line overriding it),
//! a result's JSON rerunning its command, sweeps over any option as rows, shards merged back
//! to the unsharded rows byte for byte, and the overlay plot.

use crate::common::{assert_refused, ftrouter, ftrouter_ok, json_of, num, results_only, scratch};
use serde_json::Value;
use std::path::Path;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

const SIM_TOML: &str = r#"
topology = "torus:4x4"
routing = "bubble"
rate = 0.2
cycles = 1500
warmup = 200
faults = ["node:1.1", "link:0.0-0.1"]
vcs = 3
seed = 7
"#;

#[test]
fn a_toml_file_sets_options_and_the_command_line_overrides_them() {
    let dir = scratch("cli_study", "toml");
    let file = write(&dir, "sim.toml", SIM_TOML);
    let by_file = ["sim", "--config", &file, "--json"];
    let by_line = [
        "sim",
        "--topology",
        "torus:4x4",
        "--routing",
        "bubble",
        "--rate",
        "0.2",
        "--cycles",
        "1500",
        "--warmup",
        "200",
        "--faults",
        "node:1.1,link:0.0-0.1",
        "--vcs",
        "3",
        "--seed",
        "7",
        "--json",
    ];
    let a = json_of(&by_file, &ftrouter(&by_file));
    let b = json_of(&by_line, &ftrouter(&by_line));
    assert_eq!(results_only(a.clone()), results_only(b.clone()));
    // The record is the same whichever way the options came.
    assert_eq!(a["config"], b["config"]);
    // The command line wins over the file.
    let over = ["sim", "--config", &file, "--rate", "0.3", "--json"];
    let c = json_of(&over, &ftrouter(&over));
    assert_eq!(num(&c["offered_flits_per_node_cycle"]), 0.3);
    assert_eq!(num(&c["config"]["rate"]), 0.3);
    assert_eq!(c["config"]["vcs"], 3);
}

#[test]
fn a_result_reruns_from_its_own_json() {
    let dir = scratch("cli_study", "rerun");
    let file = write(&dir, "sim.toml", SIM_TOML);
    let first = ["sim", "--config", &file, "--json"];
    let out = ftrouter(&first);
    let result = json_of(&first, &out);
    let record = &result["config"];
    // Every option with its default filled in, the seed, the version, the derived router.
    for key in [
        "topology", "routing", "faults", "seed", "vcs", "depth", "packet", "stages", "rate",
        "cycles", "warmup", "watchdog", "arbiter", "model",
    ] {
        assert!(record.get(key).is_some(), "config lacks {key}: {record}");
    }
    assert_eq!(record["command"], "sim");
    assert_eq!(record["ftrouter_version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(record["seed"], 7);
    assert_eq!(record["derived"]["switching"], "vct");
    assert_eq!(record["derived"]["traffic"], "uniform");
    let saved = write(&dir, "result.json", &String::from_utf8_lossy(&out.stdout));
    let again = ["sim", "--config", &saved, "--json"];
    let rerun = json_of(&again, &ftrouter(&again));
    assert_eq!(results_only(rerun.clone()), results_only(result.clone()));
    assert_eq!(rerun["config"], result["config"]);
    // A sweep's record reruns the sweep.
    let sweep = [
        "sweep",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--rates",
        "0.1:0.3:0.2",
        "--cycles",
        "800",
        "--warmup",
        "100",
        "--json",
    ];
    let out = ftrouter(&sweep);
    let first = json_of(&sweep, &out);
    let saved = write(&dir, "sweep.json", &String::from_utf8_lossy(&out.stdout));
    let again = ["sweep", "--config", &saved, "--json"];
    let second = json_of(&again, &ftrouter(&again));
    let latencies = |v: &Value| -> Vec<Value> {
        v["points"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["avg_latency"].clone())
            .collect()
    };
    assert_eq!(latencies(&first), latencies(&second));
    assert_eq!(first["config"]["rates"], "0.1:0.3:0.2");
}

#[test]
fn every_json_result_carries_its_configuration() {
    for args in [
        vec!["topo", "--topology", "torus:4x4", "--json"],
        vec![
            "route",
            "--topology",
            "hypercube:3",
            "--algorithm",
            "esv",
            "--check",
            "--json",
        ],
        vec![
            "model",
            "--topology",
            "torus:8x8",
            "--rate",
            "0.1",
            "--json",
        ],
        vec![
            "vectors",
            "--topology",
            "hypercube:3",
            "--algorithm",
            "sl",
            "--json",
        ],
        vec![
            "cost",
            "--topology",
            "hypercube:3",
            "--routing",
            "dor",
            "--json",
        ],
    ] {
        let v = json_of(&args, &ftrouter(&args));
        assert_eq!(v["config"]["command"], args[0], "{args:?}");
        assert!(v["config"]["topology"].is_string(), "{args:?}: {v}");
    }
}

#[test]
fn a_bad_file_is_one_line_naming_the_file_and_the_option() {
    let dir = scratch("cli_study", "bad");
    let cases: [(&str, &str, &[&str]); 6] = [
        (
            "unknown.toml",
            "topology = \"torus:4x4\"\nroutng = \"dor\"\n",
            &["unknown.toml", "routng", "not an option of sim"],
        ),
        (
            "range.toml",
            "topology = \"torus:4x4\"\nrouting = \"dor\"\nvcs = 99\n",
            &["range.toml", "vcs", "99"],
        ),
        ("syntax.toml", "topology = torus\n", &["syntax.toml"]),
        (
            "switch.toml",
            "topology = \"torus:4x4\"\nrouting = \"dor\"\nforce = \"yes\"\n",
            &["force", "true or false"],
        ),
        (
            "other.json",
            "{\"config\": {\"command\": \"sweep\", \"rates\": \"0.1:0.2:0.1\"}}",
            &["other.json", "sweep", "not of `sim`"],
        ),
        ("missing.toml", "", &[]),
    ];
    for (name, text, needles) in cases {
        let path = if text.is_empty() {
            dir.join(name).to_str().unwrap().to_string()
        } else {
            write(&dir, name, text)
        };
        let args = ["sim", "--config", &path];
        let out = ftrouter(&args);
        let mut expected = needles.to_vec();
        expected.push(name);
        assert_refused(&args, &out, &expected);
    }
    // An option the subcommand ignores is refused from a file as from the command line.
    let file = write(
        &dir,
        "sweep.toml",
        "topology = \"torus:4x4\"\nrouting = \"dor\"\nrate = 0.3\n",
    );
    let args = ["sweep", "--config", &file, "--rates", "0.1:0.2:0.1"];
    assert_refused(
        &args,
        &ftrouter(&args),
        &[r#""rate" is not an option of sweep"#],
    );
}

const STUDY_TOML: &str = r#"
topology = "torus:4x4"
rates = "0.1:0.5:0.4"
cycles = 600
warmup = 100

[vary]
routing = ["dor", "duato", "bubble"]
vcs = [3, 4]
"#;

#[test]
fn shards_merge_to_the_unsharded_rows_byte_for_byte() {
    let dir = scratch("cli_study", "shards");
    let study = write(&dir, "study.toml", STUDY_TOML);
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let whole = [
        "sweep",
        "--config",
        &study,
        "--out-jsonl",
        &path("all.jsonl"),
        "--out-csv",
        &path("all.csv"),
        "--quiet",
    ];
    ftrouter_ok(&whole);
    let (mut jsonl, mut csv) = (Vec::new(), Vec::new());
    for i in 1..=4 {
        let shard = format!("{i}/4");
        let (j, c) = (path(&format!("p{i}.jsonl")), path(&format!("p{i}.csv")));
        ftrouter_ok(&[
            "sweep",
            "--config",
            &study,
            "--shard",
            &shard,
            "--out-jsonl",
            &j,
            "--out-csv",
            &c,
        ]);
        jsonl.push(j);
        csv.push(c);
    }
    // Parts in any order.
    jsonl.reverse();
    let merge = |parts: &[String], out: &str| {
        let mut args = vec!["merge".to_string()];
        args.extend(parts.iter().cloned());
        args.extend(["--out".into(), out.to_string()]);
        ftrouter(&args)
    };
    assert!(merge(&jsonl, &path("m.jsonl")).status.success());
    assert!(merge(&csv, &path("m.csv")).status.success());
    let read = |n: &str| std::fs::read(path(n)).unwrap();
    assert_eq!(read("m.jsonl"), read("all.jsonl"));
    assert_eq!(read("m.csv"), read("all.csv"));
    let rows = String::from_utf8(read("all.jsonl")).unwrap();
    assert_eq!(rows.lines().count(), 3 * 2 * 2);
    // A shard missing, one given twice, or rows of another study: refused, naming why.
    let out = merge(&jsonl[..3], &path("x.jsonl"));
    assert_refused(&["merge"], &out, &["missing", "of 12 points"]);
    let twice = [jsonl.clone(), vec![jsonl[0].clone()]].concat();
    assert_refused(
        &["merge"],
        &merge(&twice, &path("x.jsonl")),
        &["appears twice"],
    );
    let other = path("other.jsonl");
    ftrouter_ok(&[
        "sweep",
        "--config",
        &study,
        "--seed",
        "2",
        "--shard",
        "1/4",
        "--out-jsonl",
        &other,
    ]);
    let mixed = [jsonl[..3].to_vec(), vec![other]].concat();
    assert_refused(
        &["merge"],
        &merge(&mixed, &path("x.jsonl")),
        &["two studies"],
    );
}

#[test]
fn each_series_is_the_simulation_of_its_options() {
    let dir = scratch("cli_study", "series");
    let study = write(&dir, "study.toml", STUDY_TOML);
    let rows_path = dir.join("rows.jsonl");
    ftrouter_ok(&[
        "sweep",
        "--config",
        &study,
        "--out-jsonl",
        rows_path.to_str().unwrap(),
        "--quiet",
    ]);
    let rows: Vec<Value> = std::fs::read_to_string(&rows_path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // Point 7: the second series after dor (duato, vcs 4: series 3), its second load.
    for row in [&rows[0], &rows[7], &rows[11]] {
        let routing = row["series"]["routing"].as_str().unwrap();
        let vcs = row["series"]["vcs"].as_str().unwrap();
        let rate = row["rate"].to_string();
        let args = [
            "sim",
            "--topology",
            "torus:4x4",
            "--routing",
            routing,
            "--vcs",
            vcs,
            "--rate",
            &rate,
            "--cycles",
            "600",
            "--warmup",
            "100",
            "--json",
        ];
        let sim = json_of(&args, &ftrouter(&args));
        assert_eq!(
            row["accepted"], sim["accepted_flits_per_node_cycle"],
            "{args:?}"
        );
        assert_eq!(row["avg_latency"], sim["avg_latency"], "{args:?}");
        assert_eq!(row["p99"], sim["latency_percentiles"]["p99"], "{args:?}");
    }
    assert_eq!(rows[7]["series"]["routing"], "duato");
    assert_eq!(rows[7]["series"]["vcs"], "4");
}

#[test]
fn the_overlay_plot_draws_one_curve_per_series_on_a_log_axis() {
    let dir = scratch("cli_study", "plot");
    let study = write(&dir, "study.toml", STUDY_TOML);
    let svg = dir.join("study.svg");
    let args = [
        "sweep",
        "--config",
        &study,
        "--plot",
        svg.to_str().unwrap(),
        "--log-latency",
        "--json",
        "--quiet",
    ];
    let result = json_of(&args, &ftrouter(&args));
    let text = std::fs::read_to_string(&svg).unwrap();
    // Two panels, six series each; each series named once in the legend.
    assert_eq!(text.matches("<polyline").count(), 12);
    assert_eq!(text.matches(">routing=duato vcs=3</text>").count(), 1);
    // Decades on the latency axis (the latencies lie between 10 and 100 cycles).
    assert!(
        text.contains(">10</text>") && text.contains(">100</text>"),
        "{text}"
    );
    // Each series' saturation by the shared rule, in the JSON.
    let series = result["series"].as_array().unwrap();
    assert_eq!(series.len(), 6);
    for s in series {
        let label = s["label"].as_str().unwrap();
        let points: Vec<&Value> = result["points"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| {
                format!(
                    "routing={} vcs={}",
                    p["series"]["routing"].as_str().unwrap(),
                    p["series"]["vcs"].as_str().unwrap()
                ) == label
            })
            .collect();
        assert_eq!(points.len(), 2, "{label}");
        let accepted = points.iter().take_while(|p| {
            num(&p["accepted_flits_per_node_cycle"])
                >= 0.95 * num(&p["offered_flits_per_node_cycle"])
        });
        let expected = accepted
            .last()
            .map(|p| num(&p["offered_flits_per_node_cycle"]));
        assert_eq!(s["saturation"].as_f64(), expected, "{label}");
    }
}

#[test]
fn vary_refuses_what_it_cannot_vary_naming_it() {
    let base = [
        "sweep",
        "--topology",
        "torus:4x4",
        "--routing",
        "dor",
        "--rates",
        "0.1:0.2:0.1",
    ];
    let cases: [(&str, &[&str]); 5] = [
        ("vcz=2,3", &["vcz", "not an option"]),
        ("rate=0.1,0.2", &["--rate cannot vary", "--rates"]),
        ("vcs=2,99", &["vcs=99", "99"]),
        ("vcs", &["KEY=V1,V2"]),
        ("routing=dor,duato", &["duato"]),
    ];
    for (vary, needles) in cases {
        let mut args = base.to_vec();
        args.extend(["--vary", vary]);
        if vary.starts_with("routing") {
            // duato needs 3 VCs: the series is named in the refusal.
            args.extend(["--vcs", "2"]);
        }
        assert_refused(&args, &ftrouter(&args), needles);
    }
    let args = [&base[..], &["--shard", "1/2", "--plot", "x.svg"]].concat();
    assert_refused(
        &args,
        &ftrouter(&args),
        &["--plot needs every point", "merge"],
    );
}

#[test]
fn merge_refuses_files_that_are_not_rows_in_one_line() {
    let dir = scratch("cli_study", "not_rows");
    let out_csv = dir.join("m.csv").to_str().unwrap().to_string();
    let out_jsonl = dir.join("m.jsonl").to_str().unwrap().to_string();
    let cases: [(&str, &str, &str, &[&str]); 4] = [
        (
            "short.csv",
            "study,point\n1,2\n",
            &out_csv,
            &["short.csv", "not the rows"],
        ),
        ("empty.jsonl", "", &out_jsonl, &["no rows"]),
        (
            "other.jsonl",
            "{\"a\":1}\n",
            &out_jsonl,
            &["other.jsonl", "row 1", "no study"],
        ),
        (
            "text.jsonl",
            "garbage\n",
            &out_jsonl,
            &["text.jsonl", "not JSON"],
        ),
    ];
    for (name, text, out, needles) in cases {
        let part = write(&dir, name, text);
        let args = ["merge", &part, "--out", out];
        assert_refused(&args, &ftrouter(&args), needles);
    }
}
