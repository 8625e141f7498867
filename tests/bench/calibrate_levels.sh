#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Calibrates kibitz-engine's strength levels against Stockfish's own UCI_Elo: at each level L,
# kibitz-engine with UCI_LimitStrength and UCI_Elo=L plays Debian's stockfish set to the same
# UCI_Elo, every opening with both colours, both engines on their default options otherwise (no
# handicap on either side), and the script prints one table row per level: games, W/D/L, the
# games lost on time by each side, the score and the Elo difference with its 95% error, first
# over all games, then over the games not lost on time. On an idle machine no game is lost on
# time and the two agree; on a busy one Stockfish's limited levels, which spend their clock
# freely and at 10+0.1 end on the increment, overstep it by a few milliseconds, and the second
# figure shows what the load decided. A level is calibrated when its score is 35-65%. Prints
# figures, never fails on a score; fails when something cannot run.
#
# The openings (tests/bench/openings.sh) are the first eight plies of named lines from
# data/openings, written to a PGN file in the output folder.
#
# usage: tests/bench/calibrate_levels.sh [BUILD_DIR]
#   env: LEVELS="1400 1800 2200 2300", GAMES=40 (per level, even), TC=10+0.1, CONCURRENCY=1
#        (one game per idle core keeps the clocks true; more games than cores slow both
#        engines, which a node budget and Stockfish's fixed depth mostly bear at 60+0.6 but
#        not at 10+0.1), REFERENCE=stockfish,
#        OUT=folder to keep the games in (default: a temporary one; with OUT, a level whose
#        games are partly there goes on where it stopped: run again with the same GAMES),
#        OURS=extra --engine keys for kibitz-engine (e.g. "option.Hash=32")
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
engine="$build/app/engine/kibitz-engine"
[[ -x $cli && -x $engine ]] || { echo "calibrate: $cli or $engine not built" >&2; exit 2; }
export PATH=$PATH:/usr/games
reference=$(command -v "${REFERENCE:-stockfish}") ||
    { echo "calibrate: no ${REFERENCE:-stockfish} on PATH or in /usr/games" >&2; exit 2; }
read -r -a levels <<<"${LEVELS:-1400 1800 2200 2300}"
games=${GAMES:-40}
((games % 2 == 0)) || { echo "calibrate: GAMES must be even" >&2; exit 2; }
tc=${TC:-10+0.1}
concurrency=${CONCURRENCY:-1}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$here/tests/bench/openings.sh"
bench_output_folder

# Openings: one per pair of games.
openings=$((games / 2))
bench_openings "$openings" "$out/openings.pgn"

echo "kibitz-engine levels against $(basename "$reference") (UCI_Elo); tc $tc; $games games per level;" \
    "$openings openings x 2 colours; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %5s %4s %4s %4s %7s %7s %20s %7s %20s\n' Level Games W D L "Flags" Score \
    "Elo diff" "Score*" "Elo diff*"
extra=${OURS:+,$OURS}
# elo W D L: the score and the Elo difference with its 95% error (normal approximation of
# the per-game score), as "S% E +/- R".
elo() {
    awk -v w="$1" -v d="$2" -v l="$3" 'function e(s) {
            s = s < 0.001 ? 0.001 : s > 0.999 ? 0.999 : s; return -400 * log(1 / s - 1) / log(10) }
        BEGIN {
            n = w + d + l; if (n == 0) { print "- - +/- -"; exit }
            s = (w + d / 2) / n
            v = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
            r = 1.96 * sqrt(v / n)
            printf "%.1f%% %+.0f +/- %.0f\n", 100 * s, e(s), (e(s + r) - e(s - r)) / 2
        }'
}
extra=${OURS:+,$OURS}
for level in "${levels[@]}"; do
    resume=()
    [[ -f $out/level-$level.state.json ]] && resume=(--resume)
    "$cli" tournament \
        --engine "cmd=$engine,name=Kibitz,option.UCI_LimitStrength=true,option.UCI_Elo=$level$extra" \
        --engine "cmd=$reference,name=Stockfish,option.UCI_LimitStrength=true,option.UCI_Elo=$level" \
        --rounds "$games" --tc "$tc" --concurrency "$concurrency" \
        --openings "$out/openings.pgn" --openings-order sequential \
        -o "$out/level-$level.pgn" "${resume[@]}" >"$out/level-$level.txt"
    # Kibitz's wins and losses, and which of them came by a flag (a time forfeit the loser
    # lost), from the PGN's tags, which hold every game, also those of an earlier run.
    read -r w d l fw fl < <(awk -F'"' '
        function game() {
            if (res == "" || res == "*") return
            flag = term == "time forfeit"
            if (res == "1/2-1/2") d++
            else if ((res == "1-0") == (white == "Kibitz")) { w++; fw += flag } else { l++; fl += flag }
            res = ""; term = ""
        }
        /^\[White / { game(); white = $2 }
        /^\[Result / { res = $2 }
        /^\[Termination / { term = $2 }
        END { game(); print w + 0, d + 0, l + 0, fw + 0, fl + 0 }' "$out/level-$level.pgn")
    read -r score all < <(elo "$w" "$d" "$l" | sed -E 's/^([^ ]+) (.*)/\1 \2/')
    read -r fair fairElo < <(elo $((w - fw)) "$d" $((l - fl)) | sed -E 's/^([^ ]+) (.*)/\1 \2/')
    printf '%-6s %5d %4d %4d %4d %7s %7s %20s %7s %20s\n' "$level" $((w + d + l)) "$w" "$d" "$l" \
        "$fl/$fw" "$score" "$all" "$fair" "$fairElo"
done
echo "Flags: games kibitz-engine lost on time / Stockfish lost on time." \
    "*: without the games lost on time."
[[ -n ${OUT:-} ]] && echo "games and openings in $out"
exit 0
