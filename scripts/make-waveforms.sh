#!/usr/bin/env bash
# Regenerate the example waveforms in waveforms/ (VCD, GTKWave save file and its translate
# filters each).
# tests/suite/wave.rs reads the `run` lines below and checks the committed files are fresh.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin="${CARGO_TARGET_DIR:-target}/release/ftrouter"

run() {
    local name="$1"
    shift
    local log
    log="$(mktemp)"
    # stderr holds the --watch lines: shown only if the run fails.
    if ! "$bin" sim "$@" --vcd "waveforms/$name.vcd" >/dev/null 2>"$log"; then
        cat "$log" >&2
        rm -f "$log"
        exit 1
    fi
    rm -f "$log"
    echo "waveforms/$name.vcd ($(wc -c <"waveforms/$name.vcd") bytes), waveforms/$name.gtkw and filters"
}

mkdir -p waveforms
run torus4x4_bubble_2faults --topology torus:4x4 --faults link:0.0-0.1,link:1.1-2.1 --routing bubble --rate 0.2 --cycles 300 --warmup 0 --seed 1 --vcd-window 0:399 --watch 17
# A link fails at cycle 100, detected 10 cycles later (docs/waveforms.md).
run torus4x4_bubble_fault_at --topology torus:4x4 --routing bubble --rate 0.3 --cycles 300 --warmup 0 --seed 1 --vcd-window 0:399 --fault-at 100:link:1.1-1.2 --detection-delay 10
