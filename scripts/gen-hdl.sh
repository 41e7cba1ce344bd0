#!/usr/bin/env bash
# Regenerate the reference Verilog in hdl/ (one folder per line of hdl/configs.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
grep -v '^#' hdl/configs.txt | while read -r name options; do
    [ -n "$name" ] || continue
    rm -rf "hdl/$name"
    # shellcheck disable=SC2086
    target/release/ftrouter verilog $options --out "hdl/$name"
done
