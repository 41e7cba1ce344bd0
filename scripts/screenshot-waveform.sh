#!/usr/bin/env bash
# Screenshot of the view GTKWave opens on, for docs/waveforms.md: the committed example
# waveforms/torus4x4_bubble_2faults.gtkw (a --watch save file; scripts/make-waveforms.sh
# regenerates it) opened in GTKWave on a virtual X server (Xvfb), captured with ImageMagick's
# `import`. Usage: scripts/screenshot-waveform.sh [OUT.png [SAVE.gtkw]] (SAVE: a save file in
# waveforms/, default the one above).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/waveform-view.png}"
save="${2:-torus4x4_bubble_2faults.gtkw}"

# Debian packages: GTKWave, the X server and the capture tool.
missing=()
for pkg in gtkwave xvfb xauth imagemagick; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi

out="$(realpath -m "$out")"
xvfb_pid=""
gtkwave_pid=""
cleanup() {
    [ -n "$gtkwave_pid" ] && kill "$gtkwave_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT

# A display number no other X server holds.
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
    display=$((display + 1))
done
# The screen holds the 1800x1000 window the save file asks for.
Xvfb ":$display" -screen 0 1800x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1
(cd waveforms && exec env DISPLAY=":$display" gtkwave "$save") >/dev/null 2>&1 &
gtkwave_pid=$!
# GTKWave loads and draws in well under this on a loaded 2-core machine.
sleep 6
# Without GTKWave's title bar, which shows the folder of this machine the file lies in.
DISPLAY=":$display" import -window root -crop 1800x950+0+50 +repage "$out"
echo "$out ($(wc -c <"$out") bytes)"
