#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tournament throughput: games per hour of a 4-engine round robin at 1+0.01 with concurrency 2
# (kibitz-cli tournament) against the same number of games played by two `kibitz-cli match`
# runs side by side (the anchor: what a user scripting matches would do). Both put two games
# on the machine at once; the figure shows what the tournament's scheduling, state saving and
# engine restarts cost or save. Prints figures, never fails on speed; fails when something
# cannot run. Also prints the crosstable and how the games ended.
# usage: tests/bench/tournament_vs_match.sh [BUILD_DIR]
#   env: ROUNDS=2 (games per pair: 6 pairs), TC=1+0.01,
#        ENGINES="kibitz-engine fairymax ethereal-chess stockfish" (names or paths; the first is the
#        built-in engine of BUILD_DIR when it is "kibitz-engine")
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
[[ -x $cli ]] || { echo "tournament bench: $cli not built" >&2; exit 2; }
export PATH=$PATH:/usr/games
rounds=${ROUNDS:-2}
tc=${TC:-1+0.01}
read -r -a names <<<"${ENGINES:-kibitz-engine fairymax ethereal-chess stockfish}"
((${#names[@]} == 4)) || { echo "tournament bench: ENGINES needs four engines" >&2; exit 2; }
engines=()
for e in "${names[@]}"; do
    if [[ $e == kibitz-engine ]]; then engines+=("$build/app/engine/kibitz-engine"); else engines+=("$e"); fi
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pairs=6
games=$((pairs * rounds))
echo "engines: ${names[*]}; tc $tc; $games games ($rounds per pair); $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

now() { date +%s.%N; }
per_hour() { awk -v g="$1" -v s="$2" 'BEGIN { printf "%.0f", g * 3600 / s }'; }

# The tournament: every pair, two games at once.
args=()
for e in "${engines[@]}"; do args+=(--engine "$e"); done
t0=$(now)
"$cli" tournament "${args[@]}" --rounds "$rounds" --tc "$tc" --concurrency 2 \
    -o "$out/tournament.pgn" >"$out/tournament.txt"
t1=$(now)
tsec=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
tgames=$(grep -c '^\[Event ' "$out/tournament.pgn")

# The anchor: the same six pairings as two lists of three matches, the lists run side by side.
t0=$(now)
run_list() { # pair indices...
    local k a b
    for k in "$@"; do
        read -r a b <<<"$k"
        "$cli" match --engine "${engines[$a]}" --engine "${engines[$b]}" --games "$rounds" \
            --tc "$tc" --pgn "$out/match-$a$b.pgn" >/dev/null || true
    done
}
run_list "0 1" "0 2" "0 3" &
run_list "2 3" "1 3" "1 2" &
wait
t1=$(now)
msec=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
mgames=$(cat "$out"/match-*.pgn | grep -c '^\[Event ')

printf "%-44s %6s %9s %10s\n" "runner" "games" "wall s" "games/h"
printf "%-44s %6d %9.1f %10s\n" "kibitz-cli tournament --concurrency 2" "$tgames" "$tsec" \
    "$(per_hour "$tgames" "$tsec")"
printf "%-44s %6d %9.1f %10s\n" "2 x kibitz-cli match in parallel (anchor)" "$mgames" "$msec" \
    "$(per_hour "$mgames" "$msec")"
echo
sed -n '/^Rank/,$p' "$out/tournament.txt"
echo "terminations (tournament):"
grep -h '^\[Termination ' "$out/tournament.pgn" | sort | uniq -c
echo "terminations (matches):"
cat "$out"/match-*.pgn | grep -h '^\[Termination ' | sort | uniq -c
