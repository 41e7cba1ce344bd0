#!/usr/bin/env bash
# The Python package's tools (README.md, "Python"): a virtual environment in
# $CARGO_TARGET_DIR/python-venv (default target/python-venv) with maturin, which builds the
# wheel of python/, and pandas, which ftrouter.sweep returns its table in. tests/suite/python.rs
# builds the wheel with this maturin, installs it there and runs examples/python/study.py.
# Skipped when the environment already has both at these versions.
set -euo pipefail
cd "$(dirname "$0")/.."

MATURIN=1.16.0
PANDAS=3.1.1

venv="${CARGO_TARGET_DIR:-target}/python-venv"
if ! "$venv/bin/python" -c "
import importlib.metadata as m, sys
sys.exit(m.version('maturin') != '$MATURIN' or m.version('pandas') != '$PANDAS')
" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "maturin==$MATURIN" "pandas==$PANDAS"
fi
echo "Python environment: $venv"
