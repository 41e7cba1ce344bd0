//! A long run's memory: the scoreboard keeps only packets in flight and the statistics are
//! running totals, so a million cycles fit in the data segment a short run needs. Before the
//! streaming scoreboard this run kept every packet's record (about 56 MB) and aborted under the
//! same limit.

use crate::common;
use std::process::Command;

#[test]
fn a_million_cycles_run_in_a_40_mb_data_segment() {
    let bin = common::BIN;
    // RLIMIT_DATA (ulimit -d, kB) counts the heap and private writable mappings.
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -d 40000 && exec '{bin}' sim --topology torus:4x4 --routing dor --rate 0.2 \
             --cycles 1000000 --warmup 0 --json"
        ))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "status {:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // About 0.2 x 16 x 10^6 / 4 = 800,000 packets, each delivered exactly once.
    let injected = v["packets_injected"].as_u64().unwrap();
    assert!(injected > 700_000, "{injected} packets");
    assert_eq!(v["packets_delivered"].as_u64(), Some(injected));
    assert_eq!(v["deadlock"], false);
    assert!(v["p99_latency"].as_u64().unwrap() >= v["avg_latency"].as_f64().unwrap() as u64);
}
