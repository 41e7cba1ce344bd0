//! The Python package (python/, README.md "Python"): its wheel built with maturin, installed
//! with pip into the environment scripts/install-python.sh makes, and run: a probe whose
//! results must be the command line's own, then examples/python/study.py.

use crate::common::{self, ftrouter_ok, json_of};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The options both the probe and the example give every run.
const NET: [&str; 6] = [
    "--topology",
    "torus:4x4",
    "--routing",
    "bubble",
    "--seed",
    "7",
];

/// What the probe prints, one JSON object: the package's answers to what the test then asks
/// the binary.
const PROBE: &str = r#"
import json, ftrouter
NET = dict(topology="torus:4x4", routing="bubble", seed=7)
out = {"version": ftrouter.__version__}
out["sim"] = ftrouter.sim(rate=0.3, **NET)
out["fault_at"] = ftrouter.sim(rate=0.2, fault_at=["500:link:0.0-0.1"], **NET)
df = ftrouter.sweep(rates="0.1:0.3:0.1", **NET)
out["rows"] = df.to_dict(orient="records")
out["attrs"] = df.attrs
out["topo"] = ftrouter.run("topo", topology="torus:4x4", faults="node:1.1")
try:
    ftrouter.sim(rate=1.5, **NET)
    out["error"] = None
except ValueError as e:
    out["error"] = [type(e).__name__, isinstance(e, ftrouter.Error), e.status, str(e)]
print(json.dumps(out, default=lambda v: v.item()))
"#;

/// The virtual environment of scripts/install-python.sh, in the binary's target folder.
fn venv() -> PathBuf {
    let target = Path::new(common::BIN).ancestors().nth(2).expect("target");
    let venv = target.join("python-venv");
    assert!(
        venv.join("bin/maturin").is_file() && venv.join("bin/python").is_file(),
        "no Python environment with maturin at {}: run scripts/install-python.sh \
         (scripts/test.sh runs it)",
        venv.display()
    );
    venv
}

/// `out` succeeded; a failure shows what it printed.
fn ok(what: &str, out: Output) -> Output {
    assert!(
        out.status.success(),
        "{what}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Build the wheel of python/ and install it into `venv` in place of any earlier one.
fn install_wheel(venv: &Path) {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let wheels = common::scratch("python", "wheel");
    let target = venv.parent().unwrap().join("python-build");
    let built = Command::new(venv.join("bin/maturin"))
        .args(["build", "--locked", "--quiet", "--profile", "quick", "-m"])
        .arg(repo.join("python/Cargo.toml"))
        .arg("--out")
        .arg(&wheels)
        .arg("-i")
        .arg(venv.join("bin/python"))
        // A target folder of its own: the suite's cargo may hold the lock of its own.
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .expect("maturin runs");
    ok("maturin build", built);
    let wheel = std::fs::read_dir(&wheels)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "whl"))
        .expect("a wheel");
    let pip = Command::new(venv.join("bin/pip"))
        .args(["install", "--quiet", "--force-reinstall", "--no-deps"])
        .arg(&wheel)
        .output()
        .expect("pip runs");
    ok("pip install", pip);
}

/// Run `args` with the environment's Python in a scratch folder (so `import ftrouter` is the
/// installed package) and return its standard output.
fn python(venv: &Path, args: &[&str]) -> String {
    let out = Command::new(venv.join("bin/python"))
        .args(args)
        .current_dir(common::scratch("python", "run"))
        .output()
        .expect("python runs");
    String::from_utf8(ok(&format!("python {args:?}"), out).stdout).unwrap()
}

/// The binary's JSON for `args` (NET's options added) less the wall-clock fields.
fn cli_json(args: &[&str]) -> Value {
    let args: Vec<&str> = [args, &NET, &["--json", "--quiet"]].concat();
    let mut v = json_of(&args, &ftrouter_ok(&args));
    strip_clock(&mut v);
    v
}

fn strip_clock(v: &mut Value) {
    match v {
        Value::Object(m) => {
            m.remove("wall_seconds");
            m.remove("router_cycles_per_second");
            m.values_mut().for_each(strip_clock);
        }
        Value::Array(a) => a.iter_mut().for_each(strip_clock),
        _ => {}
    }
}

#[test]
fn the_wheel_runs_the_command_line_and_the_example() {
    let venv = venv();
    install_wheel(&venv);
    let mut probe: Value = serde_json::from_str(&python(&venv, &["-c", PROBE])).unwrap();
    strip_clock(&mut probe);

    let version = String::from_utf8(ftrouter_ok(&["--version"]).stdout).unwrap();
    assert_eq!(
        format!("ftrouter {}", probe["version"].as_str().unwrap()),
        version.trim()
    );
    // The same run as the binary's, number for number.
    let sim = cli_json(&["sim", "--rate", "0.3"]);
    assert_eq!(probe["sim"], sim);
    let fault = ["sim", "--rate", "0.2", "--fault-at", "500:link:0.0-0.1"];
    assert_eq!(probe["fault_at"], cli_json(&fault));
    let topo = [
        "topo",
        "--topology",
        "torus:4x4",
        "--faults",
        "node:1.1",
        "--json",
    ];
    assert_eq!(probe["topo"], json_of(&topo, &ftrouter_ok(&topo)));
    check_sweep(&probe);
    // Bad input: a ValueError with the binary's one-line message.
    let bad: Vec<&str> = [&["sim", "--rate", "1.5"][..], &NET].concat();
    let stderr = String::from_utf8(common::ftrouter(&bad).stderr).unwrap();
    let message = stderr.trim().strip_prefix("error: ").unwrap();
    assert!(message.contains("\"1.5\""), "{message}");
    assert_eq!(
        probe["error"],
        serde_json::json!(["InputError", true, 2, message])
    );

    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let study = repo.join("examples/python/study.py");
    let printed = python(&venv, &[study.to_str().unwrap()]);
    let accepted = sim["accepted_flits_per_node_cycle"].as_f64().unwrap();
    let saturation = probe["attrs"]["saturation"]
        .as_f64()
        .map_or("None".to_string(), |r| r.to_string());
    for line in [
        format!("bubble on torus:4x4 at 0.3: accepted {accepted:.4} flits/node/cycle"),
        format!("refused: {message}"),
        format!("saturation: {saturation}"),
    ] {
        assert!(printed.contains(&line), "{line:?} not in:\n{printed}");
    }
}

/// The DataFrame: one row per rate, the binary's points' numbers, nested members flattened,
/// lists left out, the saturation in its attributes.
fn check_sweep(probe: &Value) {
    let cli = cli_json(&["sweep", "--rates", "0.1:0.3:0.1"]);
    let rows = probe["rows"].as_array().unwrap();
    let points = cli["points"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    assert_eq!(points.len(), 3);
    for ((row, point), rate) in rows.iter().zip(points).zip([0.1, 0.2, 0.3]) {
        let offered = row["offered_flits_per_node_cycle"].as_f64().unwrap();
        assert!((offered - rate).abs() < 1e-9, "{offered} for {rate}");
        for key in [
            "accepted_flits_per_node_cycle",
            "avg_latency",
            "p99_latency",
        ] {
            assert_eq!(row[key], point[key], "{key}");
        }
        assert_eq!(row["deadlock"], Value::Bool(false));
        assert_eq!(
            row["latency_percentiles_p50"],
            point["latency_percentiles"]["p50"]
        );
        assert!(row.get("channel_utilisation").is_none(), "{row}");
    }
    assert_eq!(probe["attrs"]["saturation"], cli["saturation"]);
}
