#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Perft speed of kibitz-cli against Debian's stockfish (`go perft`) in the same run.
# Prints nodes per second of both and the ratio; never fails on speed (the machine is noisy).
# usage: tests/bench/perft_vs_stockfish.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
sf=$(command -v stockfish || echo /usr/games/stockfish)
[[ -x $cli ]] || { echo "perft bench: $cli not built" >&2; exit 2; }
[[ -x $sf ]] || { echo "perft bench: stockfish not installed (apt-get install stockfish)" >&2; exit 2; }

kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
now() { date +%s%N; }

# Stockfish's own start-up (network loading) is timed separately and subtracted.
sf_startup() {
  local t0 t1
  t0=$(now); printf 'isready\nquit\n' | "$sf" >/dev/null; t1=$(now)
  echo $(( (t1 - t0) / 1000 ))
}

sf_perft() { # fen depth -> "nodes microseconds"
  local t0 t1 out
  t0=$(now)
  out=$(printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$sf" | awk '/Nodes searched/ {print $3}')
  t1=$(now)
  echo "$out $(( (t1 - t0) / 1000 ))"
}

kibitz_perft() { # fen depth -> "nodes microseconds"
  local t0 t1 out
  t0=$(now)
  out=$("$cli" perft --fen "$1" --depth "$2" --json | sed 's/.*"nodes":\([0-9]*\).*/\1/')
  t1=$(now)
  echo "$out $(( (t1 - t0) / 1000 ))"
}

startup=$(sf_startup)
printf '%-22s %14s %12s %12s %8s\n' position nodes kibitz-Mnps stockfish-Mnps ratio
for spec in "startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6" \
            "kiwipete|$kiwipete|5"; do
  IFS='|' read -r name fen depth <<<"$spec"
  read -r kn kus <<<"$(kibitz_perft "$fen" "$depth")"
  read -r sn sus <<<"$(sf_perft "$fen" "$depth")"
  sus=$(( sus > startup ? sus - startup : sus ))
  [[ $kn == "$sn" ]] || echo "WARNING: node counts differ for $name: kibitz $kn, stockfish $sn"
  awk -v n="$name d$depth" -v nodes="$kn" -v k="$kus" -v s="$sus" 'BEGIN {
    kn = nodes / k; sn = nodes / s;
    printf "%-22s %14d %12.1f %12.1f %7.2fx\n", n, nodes, kn, sn, kn / sn }'
done
