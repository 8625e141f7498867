#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A match between two engines on the bench openings (tests/bench/openings.sh), each opening
# with both colours: the way a change to kibitz-engine is measured (a tuned evaluation against
# the one before it, 2 threads against 1, the engine against Ethereal). Prints the tournament's
# result (W/D/L, score, Elo difference with its 95% error) and the games lost on time; asserts
# nothing.
#
# usage: tests/bench/engine_match.sh ENGINE_A ENGINE_B [BUILD_DIR]
#   ENGINE_*: a kibitz-cli --engine value, e.g. "cmd=/tmp/new/kibitz-engine,name=New,option.Threads=2"
#   env: GAMES=200 (even), TC=10+0.1, CONCURRENCY=1, OUT=folder to keep the games in (default: a
#        temporary one), SPRT="elo0=0,elo1=100" to stop as soon as the test decides,
#        RESUME=1 to go on with an interrupted match in OUT
set -euo pipefail
a=${1:?usage: engine_match.sh ENGINE_A ENGINE_B [BUILD_DIR]}
b=${2:?usage: engine_match.sh ENGINE_A ENGINE_B [BUILD_DIR]}
build=${3:-build}
cli="$build/app/cli/kibitz-cli"
[[ -x $cli ]] || { echo "engine_match: $cli not built" >&2; exit 2; }
export PATH=$PATH:/usr/games
games=${GAMES:-200}
((games % 2 == 0)) || { echo "engine_match: GAMES must be even" >&2; exit 2; }
source "$(dirname "${BASH_SOURCE[0]}")/openings.sh"
bench_output_folder
bench_openings $((games / 2)) "$out/openings.pgn"
echo "$a"
echo "  vs $b"
echo "tc ${TC:-10+0.1}; $games games; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$cli" tournament --engine "$a" --engine "$b" --rounds "$games" --tc "${TC:-10+0.1}" \
    --concurrency "${CONCURRENCY:-1}" --openings "$out/openings.pgn" --openings-order sequential \
    ${SPRT:+--sprt "$SPRT"} ${RESUME:+--resume} -o "$out/games.pgn" >"$out/result.txt"
grep -v -E '^(Started|Finished) game' "$out/result.txt"
echo "games lost on time: $(grep -c '^\[Termination "time forfeit"\]' "$out/games.pgn" || true)"
[[ -n ${OUT:-} ]] && echo "games in $out"
exit 0
