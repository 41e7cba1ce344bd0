#!/usr/bin/env bash
# Regenerate the example waveforms in waveforms/ (VCD + GTKWave save file each).
# tests/wave.rs reads the `run` lines below and checks the committed files are fresh.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin="${CARGO_TARGET_DIR:-target}/release/ftrouter"

run() {
    local name="$1"
    shift
    "$bin" sim "$@" --vcd "waveforms/$name.vcd" >/dev/null
    echo "waveforms/$name.vcd ($(wc -c <"waveforms/$name.vcd") bytes) and waveforms/$name.gtkw"
}

mkdir -p waveforms
run torus4x4_bubble_2faults --topology torus:4x4 --faults link:0.0-0.1,link:1.1-2.1 --routing bubble --rate 0.2 --cycles 300 --warmup 0 --seed 1 --vcd-window 0:399
