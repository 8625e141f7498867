#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# PGN reading speed: `kibitz-cli pgn stats` (every move replayed legally) against pgn-extract
# checking the moves of the same file (`pgn-extract -s -r`), in the same run. Wall time of
# each whole process, best of REPS runs; prints games per second of each and the ratio.
# Never fails on speed (the machine is noisy); fails only when something cannot run.
# usage: tests/bench/pgn_vs_pgn_extract.sh [BUILD_DIR]     (env: REPS=3, PGN=file to use)
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
reps=${REPS:-3}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/master_games.sh"
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[[ -x $cli ]] || { echo "pgn bench: $cli not built" >&2; exit 2; }
[[ -x $pe ]] || { echo "pgn bench: pgn-extract not installed (apt-get install pgn-extract)" >&2; exit 2; }

master_games "$here/../../../shared/data/games/master-100k.pgn.xz"

now() { date +%s%N; }
best() { # command... -> best wall time in microseconds over $reps runs
  local b=0 t0 t1 us i
  for ((i = 0; i < reps; i++)); do
    t0=$(now); "$@" >/dev/null 2>&1 || true; t1=$(now)
    us=$(( (t1 - t0) / 1000 ))
    (( b == 0 || us < b )) && b=$us
  done
  echo "$b"
}
field() { sed -n "s/.*\"$1\":\\([0-9]*\\).*/\\1/p"; }

stats=$("$cli" pgn stats "$pgn" --json)
games=$(field games <<<"$stats")
plies=$(field allPlies <<<"$stats")
bad=$(field gamesWithErrors <<<"$stats")
threads=$(( $(nproc) < 8 ? $(nproc) : 8 ))
echo "file: $pgn ($(( $(stat -c %s "$pgn") / 1000000 )) MB, $games games, $plies plies, $bad games with errors)"
echo "best of $reps runs, wall time of the whole process; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

k_default=$(best "$cli" pgn stats "$pgn" --json)
k_one=$(best "$cli" pgn stats "$pgn" --json --threads 1)
p_us=$(best "$pe" -s -r "$pgn")

awk -v g="$games" -v kd="$k_default" -v k1="$k_one" -v p="$p_us" -v t="$threads" 'BEGIN {
  printf "%-36s %10s %14s %8s\n", "reader", "ms", "games/s", "ratio";
  pg = g / (p / 1e6);
  printf "%-36s %10.0f %14.0f %7.2fx\n", "pgn-extract -s -r", p / 1000, pg, 1;
  k = g / (k1 / 1e6);
  printf "%-36s %10.0f %14.0f %7.2fx\n", "kibitz-cli pgn stats --threads 1", k1 / 1000, k, k / pg;
  k = g / (kd / 1e6);
  printf "%-36s %10.0f %14.0f %7.2fx\n", "kibitz-cli pgn stats (" t " threads)", kd / 1000, k, k / pg;
}'
