#!/bin/sh
# Replays in.hex into the design and compares every output with out.hex, every cycle
# (written by `ftrouter verilog`). Usage: ./run.sh [icarus|verilator]
# Exit 0: all 1137 cycles checked, no mismatch; 1: a mismatch (the MISMATCH lines name
# cycle and signal); 2: usage or a tool failed.
set -eu
cd "$(dirname "$0")"
case "${1:-icarus}" in
    icarus)
        iverilog -g2012 -s tb -o tb.vvp tb.sv ../ftr_router.v || exit 2
        vvp -n tb.vvp > run.log || exit 2 ;;
    verilator)
        verilator --binary --timing -Wno-fatal -Wno-lint -Wno-style --top-module tb             -o tb tb.sv ../ftr_router.v > build.log || exit 2
        obj_dir/tb > run.log || exit 2 ;;
    *) echo "usage: $0 [icarus|verilator]" >&2; exit 2 ;;
esac
cat run.log
grep -qx 'CHECKED cycles 1137 mismatches 0' run.log || exit 1
