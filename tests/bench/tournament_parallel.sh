#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Plays one engine tournament (or match) in N shards at once with GNU parallel (Debian
# package "parallel") and merges them: kibitz-cli tournament --shard K/N plays every N-th game
# of the event's schedule, and tournament merge joins the shards' state files into the
# event's state, PGN (in schedule order) and crosstable, with the SPRT over all the games.
#
#   tests/bench/tournament_parallel.sh OUT.pgn [SHARDS] -- TOURNAMENT OPTIONS...
#
# The tournament options are the same on every shard (engines, rounds, time control,
# openings; random openings need --seed, so that every shard has the same ones); leave out
# -o, --state, --shard and --resume. Environment: KIBITZ_CLI (default: kibitz-cli on PATH),
# PARALLEL_OPTIONS (more options for parallel, e.g. "--sshlogin 4/host1,4/host2" for other
# machines: see the README's "Past one machine"), TMPDIR for the shards. A stopped run is
# restarted with the same command: each shard resumes from its state file.
set -euo pipefail

if (($# < 2)); then
    sed -n '3,16p' "$0" >&2
    exit 2
fi
out=$1
shift
shards=2
if (($#)) && [[ $1 != -- ]]; then
    shards=$1
    shift
fi
[[ ${1:-} == -- ]] && shift
options=("$@")
cli=${KIBITZ_CLI:-kibitz-cli}
command -v parallel >/dev/null || { echo "tournament_parallel: GNU parallel is not installed (apt-get install parallel)" >&2; exit 2; }

work=${TMPDIR:-/tmp}/kibitz-shards-$(basename "$out" .pgn)
mkdir -p "$work"
# One command line per shard, each resumed when its state file is there (a restarted run):
# parallel runs the lines as they are, here or on other machines.
for ((k = 1; k <= shards; ++k)); do
    resume=()
    [[ -f $work/shard-$k.state.json ]] && resume=(--resume)
    printf '%q ' "$cli" tournament "${options[@]}" --shard "$k/$shards" -o "$work/shard-$k.pgn" \
        "${resume[@]}"
    printf '>%q\n' "$work/shard-$k.txt"
done >"$work/commands"
# shellcheck disable=SC2086
parallel --will-cite --halt now,fail=1 ${PARALLEL_OPTIONS:-} <"$work/commands"
states=()
for ((k = 1; k <= shards; ++k)); do states+=("$work/shard-$k.state.json"); done
"$cli" tournament merge "${states[@]}" -o "$out"
rm -rf "$work"
