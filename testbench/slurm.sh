#!/usr/bin/env bash
# A study on a real Slurm: a single-node cluster started here (Debian's slurm-wlm and munge,
# installed when missing), examples/slurm/submit.sh run as a user runs it, and the merged rows
# compared byte for byte with the same sweep run unsharded (docs/studies.md, "On a Slurm
# cluster"). Needs root (it starts munged, slurmctld and slurmd); everything it starts it stops.
# Usage: testbench/slurm.sh [SHARDS]   (default 4; FTROUTER_BIN: a binary built elsewhere)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shards=${1:-4}
if [ -z "${FTROUTER_BIN:-}" ]; then
    cargo build --release --quiet
fi
bin=$(realpath "${FTROUTER_BIN:-target/release/ftrouter}")
if ! command -v slurmctld > /dev/null || ! command -v munged > /dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm munge > /dev/null
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/ftrouter-slurm.XXXXXX")
export SLURM_CONF=$work/slurm.conf
stop() {
    scontrol shutdown > /dev/null 2>&1 || true
    sleep 1
    [ -f "$work/munged.pid" ] && kill "$(cat "$work/munged.pid")" 2> /dev/null || true
    rm -rf "$work"
}
trap stop EXIT

# munge: a key of this run's own, its daemon on a socket of its own.
mkdir -p "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/socket" \
    --pid-file="$work/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munge/seed"

host=$(hostname -s)
cpus=$(nproc)
mkdir -p "$work/state" "$work/spool"
cat > "$SLURM_CONF" <<CONF
ClusterName=ftrouter-testbench
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
SlurmctldPort=16817
SlurmdPort=16818
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=testbench Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -i
slurmd
for _ in $(seq 60); do
    sinfo -h -o %T 2> /dev/null | grep -qE '^(idle|mixed)' && break
    sleep 1
done
sinfo -h -o '%P %T %c' | sed 's/^/slurm: /'

# The study: a small one, so the check takes about a minute.
cat > "$work/study.toml" <<STUDY
topology = "torus:4x4"
rates = "0.1:1.0:0.15"
cycles = 3000
warmup = 500

[vary]
routing = ["dor", "duato", "bubble"]
vcs = [3, 4]
STUDY
start=$(date +%s)
merge=$(FTROUTER=$bin examples/slurm/submit.sh "$work/study.toml" "$work/out" "$shards")
echo "submitted: $shards shards and merge job $merge"
state=
for _ in $(seq 600); do
    state=$(scontrol show job "$merge" 2> /dev/null | grep -o 'JobState=[A-Z_]*' | cut -d= -f2 || true)
    case "$state" in
        COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY) break ;;
    esac
    sleep 1
done
echo "merge job: $state after $(($(date +%s) - start)) s"
if [ "$state" != COMPLETED ]; then
    cat "$work"/out/*.out "$work/slurmctld.log" >&2 || true
    echo "FAIL: the merge job did not complete" >&2
    exit 1
fi
cat "$work"/out/merge-*.out
"$bin" sweep --config "$work/study.toml" --out-jsonl "$work/whole.jsonl" --quiet > /dev/null
if cmp "$work/out/rows.jsonl" "$work/whole.jsonl"; then
    echo "PASS: $(wc -l < "$work/whole.jsonl") rows from $shards Slurm tasks, identical to the unsharded sweep"
else
    echo "FAIL: the merged rows differ from the unsharded sweep's" >&2
    exit 1
fi
