#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The core's speed before and after a change, in one run on one machine: perft (start
# position and Kiwipete), `pgn stats` on the 100,000 master games, and `book build` from
# them, each timed alternately for two kibitz-cli builds. Prints seconds and after/before
# ratios (best of N); asserts nothing.
#
#   tests/bench/before_after.sh BEFORE/kibitz-cli AFTER/kibitz-cli [ROUNDS]
#
# A "before" build: git worktree add --detach /tmp/before REV && cmake -S /tmp/before -B
# /tmp/before/build -G Ninja -DCMAKE_BUILD_TYPE=Release && ninja -C /tmp/before/build kibitz-cli
set -euo pipefail
before=${1:?usage: before_after.sh BEFORE_CLI AFTER_CLI [ROUNDS]}
after=${2:?usage: before_after.sh BEFORE_CLI AFTER_CLI [ROUNDS]}
rounds=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/master_games.sh"
master_games "${KIBITZ_SHARED_DATA:-$here/../../../shared/data}/games/master-100k.pgn.xz"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
declare -A cmds=(
  [perft-start]="perft --depth 6"
  [perft-kiwipete]="perft --fen '$kiwipete' --depth 5"
  [pgn-stats]="pgn stats '$pgn' --threads 1"
  [book-build]="book build '$pgn' -o $out/book.bin"
)
best() { sort -g | head -1; }
time_one() { # CLI ARGS -> seconds
  local start end
  start=$(date +%s.%N)
  eval "\"$1\" $2" > /dev/null 2>&1
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { print e - s }'
}
printf '%-16s %10s %10s %8s\n' task before after ratio
for task in perft-start perft-kiwipete pgn-stats book-build; do
  b=(); a=()
  for ((i = 0; i < rounds; i++)); do
    b+=("$(time_one "$before" "${cmds[$task]}")")
    a+=("$(time_one "$after" "${cmds[$task]}")")
  done
  bb=$(printf '%s\n' "${b[@]}" | best)
  ab=$(printf '%s\n' "${a[@]}" | best)
  printf '%-16s %10.3f %10.3f %8.3f\n' "$task" "$bb" "$ab" "$(awk -v a="$ab" -v b="$bb" 'BEGIN { print a / b }')"
done
