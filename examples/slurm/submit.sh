#!/bin/bash
# Run a study on a Slurm cluster: its sweep cut into N shards as a job array (study.sbatch),
# then `ftrouter merge` once every shard has ended well, into OUTDIR/rows.jsonl and the
# overlay plot OUTDIR/study.svg. Prints the merge job's id.
#
#   examples/slurm/submit.sh STUDY.toml OUTDIR N [sbatch options for both jobs...]
#
# The binary is $FTROUTER (default: ftrouter on the PATH of the compute nodes). OUTDIR must be
# on a file system every node sees.
set -euo pipefail
if [ $# -lt 3 ]; then
    echo "usage: $0 STUDY.toml OUTDIR N [sbatch options...]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
config=$(realpath "$1")
out=$(realpath -m "$2")
shards=$3
shift 3
mkdir -p "$out"
array=$(sbatch --parsable "$@" --array=1-"$shards" --chdir="$out" \
    "$here/study.sbatch" "$config" "$out" "$shards")
ftrouter=${FTROUTER:-ftrouter}
sbatch --parsable "$@" --dependency=afterok:"${array%%;*}" --chdir="$out" \
    --job-name=ftrouter-merge --output=merge-%j.out \
    --wrap "'$ftrouter' merge '$out'/part-*.jsonl --out '$out/rows.jsonl' --plot '$out/study.svg'"
