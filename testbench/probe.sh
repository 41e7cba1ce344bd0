#!/usr/bin/env bash
# Bad and odd inputs against a built binary, in the classes of docs/architecture.md's
# "Errors and exit status": outputs that are FIFOs, devices, folders or links; a standard
# error or output that cannot be written; planted temporary names; outputs that collide with
# each other or with the trace read; traces from devices, FIFOs and files without line
# breaks; multicast across a fault during the run; malformed option values; hardware shapes
# beyond a wire; a Verilog folder of another configuration or broken; large work under small
# budgets.
#
# Every run has a timeout. The tally counts exit statuses; "hung" is a run the timeout
# ended, "abort" any status of 128 or more other than 130 (interrupted) and 141 (closed
# standard output), "panic" status 101 (a debug build's panic). Each is a defect, as is an
# output replaced by a failed run or a planted link followed; the script then exits 1.
#
#   FTROUTER_BIN=target/release/ftrouter testbench/probe.sh [ROUNDS]
set -u
BIN=${FTROUTER_BIN:-target/release/ftrouter}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
ROUNDS=${1:-4}
LIMIT=${PROBE_TIMEOUT:-20}
[ -x "$BIN" ] || { echo "no binary at $BIN (set FTROUTER_BIN)" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/ftrouter-probe.XXXXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2
mkdir tmp
export TMPDIR=$WORK/tmp

declare -A TALLY
RUNS=0
DEFECTS=()

# probe LABEL REDIRECTS -- ARGS...: run the binary with a timeout and tally its status.
probe() {
    local label=$1 out=$2 err=$3
    shift 4
    local status
    timeout -s KILL "$LIMIT" "$BIN" "$@" >"$out" 2>"$err" </dev/null
    status=$?
    RUNS=$((RUNS + 1))
    local kind
    if [ "$status" -eq 137 ]; then
        kind=hung
    elif [ "$status" -eq 101 ]; then
        kind=panic
    elif [ "$status" -ge 128 ] && [ "$status" -ne 130 ] && [ "$status" -ne 141 ]; then
        kind=abort
    else
        kind="exit $status"
    fi
    TALLY[$kind]=$(( ${TALLY[$kind]:-0} + 1 ))
    if [ "$kind" = hung ] || [ "$kind" = abort ] || [ "$kind" = panic ]; then
        DEFECTS+=("$kind: $label: $*")
    fi
}

SIM=(sim --topology torus:4x4 --routing bubble --cycles 200 --warmup 0)
FAULTY=(sim --topology torus:4x4 --routing bubble --cycles 300 --warmup 0 --fault-at 100:node:1.1)

mkfifo fifo
printf '0,0.0,1.1,4\n5,1.1,2.2,2\n' > trace.csv
head -c 200000 /dev/zero | tr '\0' '0' > noline.csv
head -c 100000 /dev/urandom > random.bin
mkdir -p afolder v/fabric.v d/packets.csv
ln -sf /nonexistent/target dangling
ln -sf trace.csv tracelink

# Hardware shapes, once (the seed does not reach them): every command that builds the router
# refuses in one line what a wire cannot hold, never aborts.
for t in torus:3x3 hypercube:2 hypercube:4 torus:3x3x3 mh:2x2; do
    for v in 2 3 4 8; do
        for d in 2 6 8 32 64; do
            r=dor
            case $t in mh:*) r=mh-ud ;; esac
            probe "verilog $t v$v d$d" /dev/null /dev/null -- verilog --topology "$t" --routing "$r" \
                --vcs "$v" --depth "$d" --out "hw-$t-$v-$d" --cycles 50
            rm -rf "hw-$t-$v-$d"
        done
    done
done
# A folder generated for one configuration, co-simulated under others; broken Verilog.
"$BIN" verilog --topology torus:3x3 --routing dor --out rtl33 --quiet >/dev/null 2>&1
cp -r rtl33 rtlbad && sed -i '0,/assign/s/assign/assign assign/' rtlbad/ftr_router.v
for extra in "--topology torus:4x4 --routing dor" "--topology torus:3x3 --routing duato --vcs 3" \
    "--topology torus:3x3 --routing dor --depth 4" "--topology torus:3x3 --routing dor --flit-width 128" \
    "--topology hypercube:3 --routing dor" "--topology torus:3x3 --routing dor --router 1.1 --vcs 3"; do
    for rtl in rtl33 rtlbad; do
        # shellcheck disable=SC2086
        probe "cosim --rtl $rtl $extra" /dev/null /dev/null -- cosim $extra --rtl "$rtl" --cycles 100 \
            --simulator icarus --data-coverage 0
    done
done
# Estimates: large work under small budgets is refused at once.
for c in "sim --topology torus:256x256 --routing dor" "sim --topology torus:32x32x32 --routing bubble" \
    "sweep --topology torus:64x64 --routing dor --rates 0.1:0.5:0.1" "crossval --topology torus:16x16 --routing dor" \
    "verilog --topology torus:3x3x3x3x3x3x3x3 --routing dor --out big" "cost --topology torus:8x8 --routing bubble --yosys" \
    "cosim --topology torus:32x32 --routing dor --cycles 100000" "experiment pv-table2 --samples 100000000" \
    "route --topology hypercube:20 --algorithm dor --check" "vectors --topology torus:80x80x80 --algorithm pv"; do
    for mb in 1 4 16; do
        # shellcheck disable=SC2086
        probe "budget $mb: $c" /dev/null /dev/null -- $c --budget-mb "$mb"
    done
done

for round in $(seq 1 "$ROUNDS"); do
    seed=$round
    # Outputs that are not regular files.
    for o in fifo /dev/null /dev/full afolder afolder/ newdir/ dangling "" /proc/self/status; do
        probe "packets-out $o" /dev/null /dev/null -- "${SIM[@]}" --seed "$seed" --packets-out "$o"
        probe "vcd $o" /dev/null /dev/null -- "${SIM[@]}" --seed "$seed" --vcd "$o"
        probe "plot $o" /dev/null /dev/null -- "${FAULTY[@]}" --seed "$seed" --plot "$o"
    done
    # Standard error and output that cannot be written.
    for args in "topo --topology bad" "topo --topology torus:4x4" "route --topology torus:4x4 --algorithm sl" \
        "model --topology torus:4x4" "sim --topology torus:3x3 --routing bubble --cycles 100 --watch 2" \
        "sim --topology torus:3x3 --routing bubble --cycles 100 --fault-at 9000:node:1.1" \
        "sweep --topology torus:3x3 --routing bubble --cycles 100 --rates 0.1,0.2 --json" \
        "vectors --topology torus:3x3"; do
        # shellcheck disable=SC2086
        probe "stderr full: $args" /dev/null /dev/full -- $args --seed "$seed"
        # shellcheck disable=SC2086
        probe "stdout full: $args" /dev/full /dev/null -- $args --seed "$seed"
    done
    # Outputs colliding with each other or with the input.
    echo old > out.csv
    probe "plot = packets-out" /dev/null /dev/null -- "${FAULTY[@]}" --plot x.csv --packets-out x.csv
    probe "plot /dev/full" /dev/null /dev/null -- "${FAULTY[@]}" --plot /dev/full --packets-out out.csv
    probe "json to full" /dev/full /dev/null -- "${FAULTY[@]}" --json --packets-out out.csv
    probe "trace = packets-out" /dev/null /dev/null -- "${SIM[@]}" --traffic trace:trace.csv --packets-out trace.csv
    probe "trace link = packets-out" /dev/null /dev/null -- "${SIM[@]}" --traffic trace:tracelink --packets-out trace.csv
    probe "vcd = packets-out" /dev/null /dev/null -- "${SIM[@]}" --vcd a.vcd --packets-out a.vcd
    probe "vcd gtkw = packets-out" /dev/null /dev/null -- "${SIM[@]}" --vcd a.vcd --packets-out a.gtkw
    probe "verilog folder" /dev/null /dev/null -- verilog --topology torus:3x3 --routing dor --out v
    grep -q old out.csv || DEFECTS+=("out.csv replaced by a failed run (round $round)")
    # Traces from devices, FIFOs and odd files.
    for t in /dev/zero /dev/urandom /dev/null fifo noline.csv random.bin afolder missing.csv "" dangling tracelink trace.csv; do
        probe "trace $t" /dev/null /dev/null -- "${SIM[@]}" --traffic "trace:$t"
    done
    # Multicast across a fault during the run, and stuck packets past the drain.
    for r in drain dynamic; do
        probe "multicast fault $r" /dev/null /dev/null -- sim --topology mh:2x3 --routing mh-ud --vcs 3 \
            --traffic multicast:3 --rate 0.4 --cycles 2000 --warmup 200 --fault-at 500:node:1:010 \
            --reconfigure "$r" --seed "$seed"
    done
    probe "stuck past the drain" /dev/null /dev/null -- sim --topology mh:3x3 --routing mh-ud --vcs 3 \
        --traffic multicast:3 --paper-multicast --rate 0.5 --cycles 2000 --watchdog 200000 --seed "$seed"
    # Planted links at the names a process-id scheme would choose.
    ln -sfn "$WORK/afolder" "$TMPDIR/ftrouter-cosim-$$"
    timeout -s KILL "$LIMIT" sh -c 'ln -s "$1" ".o.csv.ftrouter-$$-0"; exec "$2" sim --topology torus:3x3 --routing bubble --cycles 100 --packets-out o.csv' \
        sh "$WORK/trace.csv" "$BIN" >/dev/null 2>&1
    RUNS=$((RUNS + 1))
    grep -q '^0,0.0' trace.csv || DEFECTS+=("a planted link was followed (round $round)")
    # Malformed values.
    for topo in 'torus:4x4 ' ' torus:4x4' $'torus:4x4\n' torus:0x4 torus:1x1 torus:4x4x4x4x4x4x4x4x4x4 mh:0x0 \
        hypercube:0 hypercube:40 'torus:-1x4' 'torus:4x' 'torus:99999999999999999999x2' utorus:2 '' ':' ; do
        probe "topology $topo" /dev/null /dev/null -- topo --topology "$topo"
        probe "sim topology $topo" /dev/null /dev/null -- sim --topology "$topo" --routing bubble --cycles 50
    done
    for f in node:1.1,node:1.1 'random:nodes=1,nodes=2' link:0.0-0.0 link:0.0-2.2 node:9.9 'random:nodes=99' 'node:' ',' 'link:0.0>0.1,link:0.0-0.1'; do
        probe "faults $f" /dev/null /dev/null -- sim --topology torus:4x4 --routing bubble --cycles 100 --faults "$f"
    done
    for fa in 0:node:1.1 -1:node:1.1 99999999999999999999:node:1.1 100:node:1.1,100:node:1.1 100: :node:1.1 100:link:0.0-0.1; do
        probe "fault-at $fa" /dev/null /dev/null -- "${SIM[@]}" --fault-at "$fa"
    done
    for opt in "--rate -1" "--rate nan" "--rate 2" "--vcs 0" "--vcs 99" "--depth 0" "--packet 0" "--cycles 0" \
        "--watchdog 0" "--watchdog 1" "--threads 0" "--seed -3" "--stages 9" "--vcd-window 9:1" "--watch 999999"; do
        # shellcheck disable=SC2086
        probe "sim $opt" /dev/null /dev/null -- "${SIM[@]}" $opt
    done
    for c in "cost --topology torus:4x4 --routing bubble --stages 6" "cost --topology torus:4x4 --routing bubble --vcs 9" \
        "cosim --topology torus:3x3 --routing dor --router 1.1 --dir /dev/null" \
        "cosim --topology torus:3x3 --routing dor --router 1.1 --dir trace.csv" \
        "cosim --topology torus:3x3 --routing dor --router 9.9" \
        "route --topology torus:4x4 --algorithm sl --from 0.0 --to 1.1" \
        "route --topology torus:4x4 --algorithm nope" "experiment nope" "model --topology mh:3x3"; do
        # shellcheck disable=SC2086
        probe "$c" /dev/null /dev/null -- $c
    done
done

echo "runs: $RUNS"
for k in "${!TALLY[@]}"; do
    echo "$k: ${TALLY[$k]}"
done | sort
if [ "${#DEFECTS[@]}" -gt 0 ]; then
    printf 'defect: %s\n' "${DEFECTS[@]}"
    exit 1
fi
