//! The reference Verilog in hdl/ is what `ftrouter verilog` generates today: each
//! configuration of hdl/configs.txt is regenerated and compared file by file. When this
//! fails, run scripts/gen-hdl.sh and commit hdl/.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect()
}

fn configs() -> Vec<(String, Vec<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(root.join("hdl/configs.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut words = l.split_whitespace().map(str::to_string);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}

#[test]
fn reference_verilog_is_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let configs = configs();
    assert_eq!(
        configs.len(),
        4,
        "the four reference configurations of issue 6"
    );
    for (name, options) in configs {
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join("hdl_reference")
            .join(&name);
        let _ = std::fs::remove_dir_all(&out);
        let status = Command::new(env!("CARGO_BIN_EXE_ftrouter"))
            .arg("verilog")
            .args(&options)
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            status.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&status.stderr)
        );
        let fresh = files(&out);
        let checked_in = files(&root.join("hdl").join(&name));
        let names = |m: &BTreeMap<String, Vec<u8>>| m.keys().cloned().collect::<Vec<_>>();
        assert_eq!(
            names(&fresh),
            names(&checked_in),
            "{name}: files differ; run scripts/gen-hdl.sh"
        );
        for (file, text) in &fresh {
            assert!(
                checked_in[file] == *text,
                "hdl/{name}/{file} is stale: run scripts/gen-hdl.sh"
            );
        }
        // One module per healthy router, and a fabric top instantiating each.
        let routers = fresh.keys().filter(|f| f.starts_with("router_")).count();
        let top = String::from_utf8_lossy(&fresh["fabric.v"]).into_owned();
        for r in fresh.keys().filter(|f| f.starts_with("router_")) {
            let module = r.trim_end_matches(".v");
            assert!(
                top.contains(&format!("    {module} r")),
                "{name}: {module} not instantiated"
            );
        }
        assert!(routers >= 8, "{name}: {routers} router modules");
    }
}
