#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Annotates a PGN file in N shards at once with GNU parallel (Debian package "parallel") and
# merges the shards back in the file's order: kibitz-cli annotate --shard K/N takes every
# N-th game, and pgn merge --interleave undoes that split, so the result equals one run over
# the whole file (each game is annotated from a fresh engine).
#
#   tests/bench/annotate_parallel.sh IN.pgn OUT.pgn [SHARDS] [-- ANNOTATE OPTIONS...]
#
# Environment: KIBITZ_CLI (default: kibitz-cli on PATH), PARALLEL_OPTIONS (more options for
# parallel, e.g. "--sshlogin 4/host1,4/host2 --workdir ..." for other machines: see the
# README's "Past one machine"), TMPDIR for the shards. The annotate options default to
# "--engine kibitz-engine --nodes 20000". A stopped run is restarted with the same command:
# each shard is resumed (--resume keeps the games its file already holds).
set -euo pipefail

if (($# < 2)); then
    sed -n '3,16p' "$0" >&2
    exit 2
fi
in=$1
out=$2
shift 2
shards=2
if (($#)) && [[ $1 != -- ]]; then
    shards=$1
    shift
fi
[[ ${1:-} == -- ]] && shift
options=("$@")
((${#options[@]})) || options=(--engine kibitz-engine --nodes 20000)
cli=${KIBITZ_CLI:-kibitz-cli}
command -v parallel >/dev/null || { echo "annotate_parallel: GNU parallel is not installed (apt-get install parallel)" >&2; exit 2; }

work=${TMPDIR:-/tmp}/kibitz-shards-$(basename "$out" .pgn)
mkdir -p "$work"
# -q: the command's words are passed as they are (paths with spaces); {} is the shard number.
# shellcheck disable=SC2086
parallel --will-cite --halt now,fail=1 -q ${PARALLEL_OPTIONS:-} \
    "$cli" annotate "$in" --shard "{}/$shards" --resume "${options[@]}" -o "$work/shard-{}.pgn" \
    ::: $(seq 1 "$shards") >/dev/null
files=()
for ((k = 1; k <= shards; ++k)); do files+=("$work/shard-$k.pgn"); done
"$cli" pgn merge --interleave "${files[@]}" -o "$out"
rm -rf "$work"
