#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Calibrates kibitz-engine's strength levels against Stockfish's own UCI_Elo: at each level L,
# kibitz-engine with UCI_LimitStrength and UCI_Elo=L plays Debian's stockfish set to the same
# UCI_Elo, every opening with both colours, and the script prints one table row per level:
# games, W/D/L, score and the Elo difference with its 95% error. A level is calibrated when the
# score is 40-60% (within about 70 Elo). Prints figures, never fails on a score; fails when
# something cannot run.
#
# The openings (tests/bench/openings.sh) are the first eight plies of named lines from
# data/openings, written to a PGN file in the output folder.
#
# usage: tests/bench/calibrate_levels.sh [BUILD_DIR]
#   env: LEVELS="1400 1800 2200 2600", GAMES=60 (per level, even), TC=10+0.1, CONCURRENCY=2,
#        REFERENCE=stockfish, OUT=folder to keep the games in (default: a temporary one),
#        OURS=extra --engine keys for kibitz-engine (e.g. "option.Hash=32"),
#        MOVE_OVERHEAD=300 (ms, stockfish's Move Overhead: on a busy machine its default of 10 ms
#        makes it lose on time, which would count as kibitz-engine's wins)
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
engine="$build/app/engine/kibitz-engine"
[[ -x $cli && -x $engine ]] || { echo "calibrate: $cli or $engine not built" >&2; exit 2; }
export PATH=$PATH:/usr/games
reference=$(command -v "${REFERENCE:-stockfish}") ||
    { echo "calibrate: no ${REFERENCE:-stockfish} on PATH or in /usr/games" >&2; exit 2; }
read -r -a levels <<<"${LEVELS:-1400 1800 2200 2600}"
games=${GAMES:-60}
((games % 2 == 0)) || { echo "calibrate: GAMES must be even" >&2; exit 2; }
tc=${TC:-10+0.1}
concurrency=${CONCURRENCY:-2}
overhead=${MOVE_OVERHEAD:-300}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$here/tests/bench/openings.sh"
bench_output_folder

# Openings: one per pair of games.
openings=$((games / 2))
bench_openings "$openings" "$out/openings.pgn"

echo "kibitz-engine levels against $(basename "$reference") (UCI_Elo); tc $tc; $games games per level;" \
    "$openings openings x 2 colours; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %6s %5s %5s %5s %7s %18s %9s\n' Level Games W D L Score "Elo diff" "Forfeits"
extra=${OURS:+,$OURS}
for level in "${levels[@]}"; do
    "$cli" tournament \
        --engine "cmd=$engine,name=Kibitz,option.UCI_LimitStrength=true,option.UCI_Elo=$level$extra" \
        --engine "cmd=$reference,name=Stockfish,option.UCI_LimitStrength=true,option.UCI_Elo=$level,option.Move Overhead=$overhead" \
        --rounds "$games" --tc "$tc" --concurrency "$concurrency" \
        --openings "$out/openings.pgn" --openings-order sequential \
        -o "$out/level-$level.pgn" >"$out/level-$level.txt"
    # "Kibitz vs Stockfish: +W =D -L, score S%, Elo difference E +/- R"
    line=$(grep '^Kibitz vs Stockfish:' "$out/level-$level.txt")
    read -r w d l score elo err < <(sed -E \
        's/.*\+([0-9]+) =([0-9]+) -([0-9]+), score ([0-9.]+)%, Elo difference ([^ ]+) \+\/- ([^ ]+).*/\1 \2 \3 \4 \5 \6/' \
        <<<"$line")
    # Games lost on time, by either side: a calibration wants none.
    forfeits=$(grep -c '^\[Termination "time forfeit"\]' "$out/level-$level.pgn" || true)
    printf '%-6s %6d %5d %5d %5d %6s%% %8s +/- %-6s %9s\n' "$level" $((w + d + l)) "$w" "$d" "$l" \
        "$score" "$elo" "$err" "$forfeits"
done
[[ -n ${OUT:-} ]] && echo "games and openings in $out"
exit 0
