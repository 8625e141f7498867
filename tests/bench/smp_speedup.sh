#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What more threads buy kibitz-engine on one machine: for each position, the nodes per second
# of a fixed-time search and the time to reach a fixed depth, with 1 thread and with N. The
# score the threads buy in games is engine_match.sh's part ("option.Threads=2" against 1).
# Prints the figures and their ratios; asserts nothing. Run it on a quiet machine: a thread
# that shares its core measures the load, not the search.
#
# usage: tests/bench/smp_speedup.sh [BUILD_DIR]
#   env: THREADS=2, MOVETIME=8000 (ms), DEPTH=20, HASH=64, ENGINE=another kibitz-engine
set -euo pipefail
build=${1:-build}
engine=${ENGINE:-$build/app/engine/kibitz-engine}
[[ -x $engine ]] || { echo "smp_speedup: $engine not built" >&2; exit 2; }
threads=${THREADS:-2}
movetime=${MOVETIME:-8000}
depth=${DEPTH:-20}
hash=${HASH:-64}
fens=(
    "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P1B2/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9"
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    "2r2rk1/pp1bqppp/2n1pn2/3p4/2PP4/P1NBPN2/1P3PPP/R2Q1RK1 w - - 0 13"
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
)

# search N FEN GO: runs "go GO" on FEN with N threads from a fresh engine; prints the nps of
# the last "info depth" line and the milliseconds until "bestmove".
search() {
    local n=$1 fen=$2 go=$3 line nps=0 start end
    coproc PROC { "$engine"; }
    printf 'uci\nsetoption name Threads value %s\nsetoption name Hash value %s\nisready\n' \
        "$n" "$hash" >&"${PROC[1]}"
    while read -r line <&"${PROC[0]}"; do [[ $line == readyok ]] && break; done
    printf 'position fen %s\n' "$fen" >&"${PROC[1]}"
    start=$(date +%s%N)
    printf 'go %s\n' "$go" >&"${PROC[1]}"
    while read -r line <&"${PROC[0]}"; do
        if [[ $line == bestmove* ]]; then break; fi
        if [[ $line =~ ^info\ depth\ .*\ nps\ ([0-9]+) ]]; then nps=${BASH_REMATCH[1]}; fi
    done
    end=$(date +%s%N)
    echo quit >&"${PROC[1]}"
    wait "$PROC_PID" 2>/dev/null || true
    echo "$nps $(((end - start) / 1000000))"
}

echo "kibitz-engine: 1 thread against $threads; go movetime $movetime, go depth $depth; Hash $hash"
echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-4s %12s %12s %7s %12s %12s %7s\n' pos "nps 1" "nps $threads" ratio \
    "ms to d$depth" "ms with $threads" ratio
sum_nps=0 sum_ttd=0 i=0
for fen in "${fens[@]}"; do
    i=$((i + 1))
    read -r nps1 _ < <(search 1 "$fen" "movetime $movetime")
    read -r npsn _ < <(search "$threads" "$fen" "movetime $movetime")
    read -r _ ms1 < <(search 1 "$fen" "depth $depth")
    read -r _ msn < <(search "$threads" "$fen" "depth $depth")
    r_nps=$(awk -v a="$npsn" -v b="$nps1" 'BEGIN { printf "%.2f", a / b }')
    r_ttd=$(awk -v a="$ms1" -v b="$msn" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')
    printf '%-4s %12s %12s %7s %12s %12s %7s\n' "$i" "$nps1" "$npsn" "$r_nps" "$ms1" "$msn" "$r_ttd"
    sum_nps=$(awk -v s="$sum_nps" -v r="$r_nps" 'BEGIN { print s + log(r) }')
    sum_ttd=$(awk -v s="$sum_ttd" -v r="$r_ttd" 'BEGIN { print s + log(r) }')
done
awk -v a="$sum_nps" -v b="$sum_ttd" -v n="$i" -v t="$threads" 'BEGIN {
    printf "geometric mean: nps x%.2f, time to depth x%.2f faster with %d threads\n", exp(a / n), exp(b / n), t }'
