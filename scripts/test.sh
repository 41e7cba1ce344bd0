#!/usr/bin/env bash
# Install what the tests need, then run every test. CI calls exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: GTKWave (vcd2fst converts our VCDs; gtkwave itself opens the
# save files under Xvfb); Yosys, Icarus Verilog and Verilator check the generated Verilog
# (tests/hdl_*.rs fail, not skip, without them); OpenSTA times it (cost --timing).
NEEDED_PACKAGES=(gtkwave xvfb xauth iverilog yosys verilator opensta)
missing=()
for pkg in "${NEEDED_PACKAGES[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi
# The standard-cell library of cost --timing (target/hw-tools/, fetched once).
scripts/install-hw-tools.sh
# maturin and pandas for the Python package's test (target/python-venv, created once).
scripts/install-python.sh

# Style and lints first: a formatting slip or a clippy warning fails the suite.
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    rustup component add rustfmt clippy
fi
cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings

# nextest runs the unit tests and the integration tests in one pool of two threads, so a long
# test in one binary does not leave a core idle while the next binary waits; cargo test is the
# fallback where nextest is not installed.
if cargo nextest --version >/dev/null 2>&1; then
    cargo nextest run --locked --test-threads=2 --no-fail-fast
else
    cargo test --locked -- --test-threads=2
fi
