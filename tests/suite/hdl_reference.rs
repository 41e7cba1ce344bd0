//! The reference Verilog in hdl/ is what `ftrouter verilog` generates today: each
//! configuration of hdl/configs.txt is regenerated and compared file by file. When this
//! fails, run scripts/gen-hdl.sh and commit hdl/.

use crate::common;
use std::collections::BTreeMap;
use std::path::Path;

/// Every file under `dir`, by its path relative to `dir` (the table images sit in tables/).
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = e.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let name = path
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    out
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
    assert_eq!(configs.len(), 4, "the four reference configurations");
    for (name, options) in configs {
        let out = common::scratch("hdl_reference", &name).join("out");
        let status = common::command()
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
        // One router module for the fabric; per healthy router a table image, and in the top
        // a boot loader reading it beside a router instance.
        let top = String::from_utf8_lossy(&fresh["fabric.v"]).into_owned();
        let images: Vec<&String> = fresh.keys().filter(|f| f.starts_with("tables/")).collect();
        for image in &images {
            let v = image
                .trim_start_matches("tables/router_")
                .trim_end_matches(".hex");
            assert!(
                top.contains(&format!("#(.IMAGE(\"{image}\")) b{v}("))
                    && top.contains(&format!("    ftr_router r{v}(")),
                "{name}: router {v} or its boot loader not instantiated"
            );
        }
        assert!(images.len() >= 24, "{name}: {} table images", images.len());
        let router = String::from_utf8_lossy(&fresh["ftr_router.v"]).into_owned();
        // No identifier of the Verilog holds a `$` (Tcl tools): only system tasks and
        // functions (`$readmemh`, `$fatal`) start with one.
        let verilog = fresh
            .iter()
            .filter(|(file, _)| file.ends_with(".v") || file.ends_with(".sv"));
        for (file, text) in verilog {
            let text = String::from_utf8_lossy(text);
            let odd: Vec<&str> = text
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
                .filter(|w| w.contains('$') && !w.starts_with('$'))
                .take(3)
                .collect();
            assert!(odd.is_empty(), "{name}/{file}: {odd:?}");
        }
        assert_eq!(
            router.matches("\nmodule ftr_router(").count()
                + usize::from(router.starts_with("module ftr_router(")),
            1,
            "{name}: one router module"
        );
        // Verilator -Wall is silent on the router with the folder's own waivers (the whole
        // fabric: tests/suite/hdl_router.rs).
        let warnings = ftrouter::hdl::tools::verilator_lint_files(
            &out,
            &["lint.vlt", "ftr_router.v"],
            "ftr_router",
        )
        .unwrap();
        assert!(warnings.is_empty(), "{name}: {warnings:?}");
    }
}
