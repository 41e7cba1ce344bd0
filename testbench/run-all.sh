#!/usr/bin/env bash
# Every hardware check on every reference configuration, the long versions of what the test
# suite runs short (minutes per configuration on 2 cores):
#   1. Yosys synthesis of the router (hdl/synth.ys: every router of a fabric is one module),
#      Icarus compile and Verilator lint of the whole fabric;
#   2. co-simulation of the whole fabric in Verilator, boot loaders included;
#   3. co-simulation of one router of each configuration of hdl/configs.txt for 20,000 cycles
#      near saturation, and across a fault during the run (fabric and router);
#   4. the memory and time estimates of cosim in Verilator and of the experiments that take
#      minutes (tests/suite/budget_estimates.rs, ignored in the suite);
#   5. the router placed and routed on an ECP5 FPGA (cost --fpga ecp5);
#   6. a study as a Slurm job array on a single-node Slurm started here (testbench/slurm.sh).
#   7. the tests the suite ignores as long hardware checks (router lockstep of every
#      configuration, logic depth, a faulty fabric and the multicast router in Verilator, Yosys
#      on the 8x8 router).
# Usage: testbench/run-all.sh [OUT_DIR]   (default: target/cosim; SEED=n fixes the random draw)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-target/cosim}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# FTROUTER_BIN: an ftrouter binary built elsewhere (default: build this checkout in release).
if [ -z "${FTROUTER_BIN:-}" ]; then
    cargo build --release --quiet
fi
bin=${FTROUTER_BIN:-target/release/ftrouter}
grep -v '^#' hdl/configs.txt | while read -r name options; do
    [ -n "$name" ] || continue
    echo "== $name"
    (cd "hdl/$name" && yosys -q -s ../synth.ys -l "$out/$name-synth.log" > /dev/null)
    grep "Number of cells" "$out/$name-synth.log" | tail -1
    grep "Estimated number of transistors" "$out/$name-synth.log" | tail -1 || true
    (cd "hdl/$name" && iverilog -g2012 -s fabric -o "$out/$name.vvp" ./*.v)
    (cd "hdl/$name" && verilator --lint-only -Wno-fatal --top-module fabric ./*.v 2>&1 | grep "%Error") && exit 1
    echo "yosys, iverilog, verilator: no error"
    # shellcheck disable=SC2086
    # --force: Verilator's build of a whole fabric takes minutes (src/budget.rs hdl_simulator).
    $bin cosim $options --rate 0.4 --warmup 0 --cycles 5000 --force --dir "$out/$name-fabric"
done
# One router per routing mode, 20,000 cycles near saturation.
while read -r router options; do
    echo "== router $router: $options"
    # shellcheck disable=SC2086
    $bin cosim $options --router "$router" --warmup 0 --cycles 20000 --force --dir "$out/router-${options// /_}"
done <<'ROUTERS'
1.1 --topology torus:8x8 --routing dor --switching wormhole --vcs 2 --rate 0.5
1.0 --topology torus:8x8 --faults link:0.0-0.1,link:1.1-1.2 --routing bubble --vcs 2 --rate 0.6
1.1 --topology torus:8x8 --routing duato --switching wormhole --vcs 3 --rate 0.5
1.2 --topology torus:8x8 --faults node:2.1 --routing pv --vcs 2 --rate 0.4
3.3 --topology torus:16x16 --routing dor --vcs 2 --rate 0.3
1.1.1 --topology torus:8x8x8 --routing duato --switching wormhole --vcs 3 --rate 0.5
1.1.1 --topology utorus:4x4x4 --routing dor --vcs 2 --rate 0.3
000001 --topology hypercube:6 --faults node:000011,node:100100 --routing esv --vcs 2 --rate 0.6
00000101 --topology hypercube:8 --faults node:00000011,node:10000100 --routing esv --vcs 2 --rate 0.4
0:001 --topology mh:3x3 --routing mh-ud --switching wormhole --vcs 3 --traffic multicast:3 --rate 0.3
1.1 --topology torus:4x4 --routing duato --vcs 4 --rate 0.7
1.1 --topology torus:4x4 --routing dor --switching wormhole --depth 4 --vcs 2 --rate 0.5
1.1 --topology torus:4x4 --faults link:0.0-0.1 --routing bubble --depth 16 --vcs 2 --rate 0.6
1.1 --topology torus:4x4 --routing dor --flit-width 32 --vcs 2 --rate 0.5
1.1 --topology torus:4x4 --faults node:2.2 --routing pv --flit-width 128 --vcs 2 --rate 0.4
1.1 --topology torus:4x4 --faults link:0.0-0.1 --routing bubble --flit-width 256 --vcs 2 --rate 0.6
ROUTERS
# Faults during a run (docs/hdl.md, "Faults during a run"): a link fails at cycle 5,000, every
# router's new tables are staged through its table port and committed at the model's cycles
# (after a drain, or router by router with dynamic); the whole torus:8x8 bubble fabric, one
# router at the cut link of a duato fabric, a whole 4x4 fabric losing a router, and a 4x4
# duato fabric reconfigured dynamically, bit-exact for 10,000 cycles.
echo "== cosim across a fault during the run"
$bin cosim --topology torus:8x8 --routing bubble --vcs 2 --rate 0.3 --warmup 0 --cycles 10000 \
    --fault-at 5000:link:3.3-3.4 --force --dir "$out/fault-bubble-fabric"
$bin cosim --topology torus:8x8 --routing duato --vcs 3 --rate 0.4 --warmup 0 --cycles 10000 \
    --fault-at 5000:link:3.3-3.4 --router 3.3 --force --dir "$out/fault-duato-router"
$bin cosim --topology torus:4x4 --routing duato --vcs 3 --rate 0.5 --warmup 0 --cycles 10000 \
    --fault-at 5000:node:1.1 --force --dir "$out/fault-duato-fabric"
$bin cosim --topology torus:4x4 --routing duato --vcs 3 --rate 0.5 --warmup 0 --cycles 10000 \
    --fault-at 5000:link:1.1-1.2 --reconfigure dynamic --force --dir "$out/fault-duato-dynamic"
# The FPGA's router (--target fpga: the routing table's banks swap at the commit), the same
# fault on the whole 8x8 bubble fabric.
$bin cosim --topology torus:8x8 --routing bubble --vcs 2 --rate 0.3 --warmup 0 --cycles 10000 \
    --fault-at 5000:link:3.3-3.4 --target fpga --force --dir "$out/fault-bubble-fabric-fpga"
# Three configurations drawn at random (other radices, 3 VCs, random faults): generated,
# synthesized, compiled and linted like the reference ones.
candidates=(
    "--topology torus:3x3 --routing bubble --vcs 2"
    "--topology torus:3x3 --routing pv --vcs 2"
    "--topology torus:4x4 --routing duato --switching wormhole --vcs 3 --faults random:links=2"
    "--topology torus:4x4 --routing bubble --vcs 2 --faults random:nodes=1,links=1"
    "--topology hypercube:4 --routing esv --vcs 2 --faults random:nodes=2"
    "--topology torus:4x4 --routing dor --vcs 2 --faults random:links=1"
)
seed=${SEED:-$RANDOM}
echo "== random configurations (SEED=$seed)"
for k in 1 2 3; do
    options="${candidates[$(( (seed + 7 * k) % ${#candidates[@]} ))]} --seed $((seed + k))"
    dir="$out/random-$k"
    rm -rf "$dir"
    echo "-- $options"
    # shellcheck disable=SC2086
    $bin verilog $options --out "$dir"
    (cd "$dir" && yosys -q -s "$root/hdl/synth.ys" -l synth.log > /dev/null)
    grep "Number of cells" "$dir/synth.log" | tail -1
    (cd "$dir" && iverilog -g2012 -s fabric -o fabric.vvp ./*.v)
    (cd "$dir" && verilator --lint-only -Wno-fatal --top-module fabric ./*.v 2>&1 | grep "%Error") && exit 1
    echo "yosys, iverilog, verilator: no error"
done
# The memory and time estimates of cosim in Verilator (minutes of builds: not in the suite).
echo "== cosim estimates in Verilator"
FTROUTER_TIME_ESTIMATES=1 cargo test --quiet --test suite -- --ignored budget_estimates::cosim_in_verilator
echo "== estimates of the experiments that take minutes"
export FTROUTER_TIME_ESTIMATES=1
cargo test --quiet --test suite -- budget_estimates::
cargo test --quiet --test suite -- --ignored budget_estimates::large_fabric_estimates_hold
cargo test --quiet --test suite -- --ignored budget_estimates::long_experiment_estimates
# Faults during a run: 200 random runs per routing mode and reconfiguration policy.
echo "== 200 random fault runs per mode"
cargo test --quiet --test suite -- --ignored faults_during_run::two_hundred_random_fault_runs_per_mode
echo "== 200 random fault runs per mode in the behavioral flow model"
cargo test --quiet --test suite -- --ignored behavioral_faults::two_hundred_random_fault_runs_per_mode_in_the_flow_model
# What the suite leaves out for CI's time: Yosys on more routers (tests/suite/cost.rs, the
# cost --yosys estimates), and a second saturation sweep.
echo "== Yosys storage bits of more routers, and the cost --yosys estimates"
cargo test --quiet --test suite -- --ignored cost::yosys_finds_the_storage_bits_of_a_seven_port_router cost::yosys_finds_the_storage_bits_of_the_multicast_router cost::yosys_finds_the_storage_bits_of_deep_buffers_and_wide_flits budget_estimates::cost_yosys_estimates_hold budget_estimates::cost_timing_estimate_holds
# The long hardware checks the suite leaves out for CI's time (#[ignore = "long hardware
# check: ..."]); the suite keeps a short check of each path (docs/architecture.md, "Tests").
echo "== the long hardware checks: router lockstep in rust-hdl and Icarus, logic depth in Yosys"
cargo test --quiet --lib -- --ignored hdl::rtl::router_lockstep:: cost::depth::
echo "== the long hardware checks: Verilator, the 7-port router in lockstep, Yosys on the 8x8 router"
cargo test --quiet --test suite -- --ignored hdl_router::fabric_verilog_matches_in_verilator \
    hdl_router::multicast_router_verilog_matches_in_verilator \
    hdl_router::duato_seven_port_router_matches_in_lockstep \
    cost::yosys_finds_the_storage_bits_and_more_vcs_cost_more
# The FPGA flow (minutes of YoWASP Yosys and nextpnr: never in the suite, whose tests read
# captured logs) on the reference router.
echo "== cost --fpga ecp5 on the torus:8x8 bubble router"
scripts/install-hw-tools.sh --fpga
$bin cost --topology torus:8x8 --routing bubble --fpga ecp5
echo "== the default router past saturation on the 4x4x4 torus"
cargo test --quiet --test suite -- --ignored saturation::default_router_holds_its_peak_past_saturation_on_the_4x4x4_torus
echo "== the README's timing figures against cost --timing"
cargo test --quiet --test suite -- --ignored readme_claims::the_readme_timing_figures_are_what_cost_timing_measures
echo "== a study on Slurm: 4 shards and their merge against the unsharded sweep"
FTROUTER_BIN=$bin testbench/slurm.sh 4
echo "all hardware checks passed"
