#!/usr/bin/env bash
# Plant behaviour-changing edits in a generated router and report the cycle at which the
# co-simulation against the cycle model catches each: the check that the co-simulation can
# fail where it matters (a mutation never caught is a hole in the stimulus or the comparison).
#
# Usage: testbench/mutate.sh [OUT_DIR] [-- FTROUTER_OPTIONS...]
#   default options: one router of BookSim2's 8x8 torus under bubble with two faulty links,
#   near saturation, 3,000 cycles, with the livelock limit at 2 moves off the escape ring
#   (at the default 8 no packet of such a run reaches it: minimal hops bound the moves, so a
#   wrong limit would go unseen). FTROUTER_BIN: a binary built elsewhere.
# Each mutation is a sed expression over ftr_router.v; the mutated folder is checked with
# `ftrouter cosim --rtl`, so nothing is regenerated. Exit 1 if any mutation is not caught.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/mutate}
shift || true
[ "${1:-}" = "--" ] && shift
if [ $# -gt 0 ]; then
    options=("$@")
else
    options=(--topology torus:8x8 --faults link:0.0-0.1,link:1.1-1.2 --routing bubble
             --vcs 2 --max-misses 2 --rate 0.6 --warmup 0 --cycles 3000 --router 1.0
             --data-coverage 100)
fi
if [ -z "${FTROUTER_BIN:-}" ]; then
    cargo build --release --quiet
fi
bin=${FTROUTER_BIN:-target/release/ftrouter}
mkdir -p "$out"
out=$(cd "$out" && pwd)

# The golden design: `verilog` takes the same options as `cosim` except the run's.
gen=()
skip=0
for o in "${options[@]}"; do
    if [ $skip = 1 ]; then skip=0; continue; fi
    case $o in
        --rate|--warmup|--cycles|--router|--seed-traffic|--data-coverage) skip=1 ;;
        *) gen+=("$o") ;;
    esac
done
rm -rf "$out/golden"
"$bin" verilog "${gen[@]}" --out "$out/golden" > /dev/null

# name|sed expression (applied to every occurrence in ftr_router.v)
mutations=(
    "bubble condition ignored|s/wide\\[{3'd0, room_at}\\]/1'b1/g"
    "arbiter thermometer mask off by one (<= to <)|s/mask = all << ptr__q;/mask = all << (ptr__q + 1);/g"
    "credit counter never counts back up|s/^\\( *\\)after_idle = up;/\\1after_idle = above__q;/"
    "hops not incremented|s/hops = hops + 8'd1;/hops = hops;/"
    "misses limit off by one (>= to >)|s/>= max_misses)/> max_misses)/"
    "ejection compare inverted|s/here = dest == node;/here = dest != node;/"
    # Stuck-at faults on the flit data, on the VC buffer's front flit (its `front` output's
    # one assignment, `front = front__comb;`): the highest data bit (the stored flit's top
    # bit) stuck at 0 and at 1, width-free, and data bit 50 (stored bit 52) stuck at 0. Only
    # a body flit's payload carries a 1 so high.
    "buffer front: highest data bit stuck at 0|s/^\\( *\\)front = front__comb;/\\1front = (front__comb << 1) >> 1;/"
    "buffer front: highest data bit stuck at 1|s/^\\( *\\)front = front__comb;/\\1front = ~((~front__comb << 1) >> 1);/"
    "buffer front: data bit 50 stuck at 0|s/^\\( *\\)front = front__comb;/\\1front = front__comb \\& ~(1 << 52);/"
)
# The unmutated folder must pass, or every "caught" below would mean nothing.
if ! "$bin" cosim "${options[@]}" --rtl "$out/golden" --dir "$out/golden-run" > "$out/golden-run.log" 2>&1; then
    echo "the unmutated design fails its co-simulation (see $out/golden-run.log)"
    exit 1
fi
echo "unmutated design: $(grep '^cosim ' "$out/golden-run.log")"
grep '^toggle coverage' "$out/golden-run.log" || true
missed=0
for m in "${mutations[@]}"; do
    name=${m%%|*}
    expr=${m#*|}
    dir="$out/mutant-$(echo "$name" | tr -c 'a-z0-9' '-' | cut -c1-40)"
    rm -rf "$dir" "$dir-run"
    cp -r "$out/golden" "$dir"
    sed -i "$expr" "$dir/ftr_router.v"
    if cmp -s "$out/golden/ftr_router.v" "$dir/ftr_router.v"; then
        echo "NOT PLANTED (the generated Verilog has no such text): $name"
        missed=$((missed + 1))
        continue
    fi
    result=$("$bin" cosim "${options[@]}" --rtl "$dir" --dir "$dir-run" --json 2> "$dir-run.log" || true)
    cycle=$(echo "$result" | sed -n 's/.*"cycle": *\([0-9]*\).*/\1/p' | head -1)
    signal=$(echo "$result" | sed -n 's/.*"signal": *"\([^"]*\)".*/\1/p' | head -1)
    if [ -n "$cycle" ]; then
        echo "caught at cycle $cycle ($signal): $name"
    else
        echo "NOT CAUGHT: $name (see $dir-run.log)"
        missed=$((missed + 1))
    fi
done
[ $missed = 0 ] && echo "every mutation caught" || { echo "$missed mutations not caught or not planted"; exit 1; }
