#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Book building speed: `kibitz-cli book build` on the 100,000 master games (first 40 plies,
# 1 and 2 threads, and BASELINE_CLI, another kibitz-cli to compare with, when given) against
# Polyglot's own `polyglot make-book` on the same file, in the same run. Wall time of each
# whole process, best of REPS runs, with its CPU time; prints games per second. Checks that
# every kibitz-cli build writes the same book (sha256), since speed must not change the book.
# Never fails on speed; fails when something cannot run or the books differ.
# usage: tests/bench/book_build.sh [BUILD_DIR]   (env: REPS=3, PGN=file, BASELINE_CLI=path)
# BASELINE_CLI from before books carried move statistics is compared with --no-stats.
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
reps=${REPS:-3}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/master_games.sh"
polyglot=$(command -v polyglot || echo /usr/games/polyglot)
[[ -x $cli ]] || { echo "book bench: $cli not built" >&2; exit 2; }

master_games "$here/../../../shared/data/games/master-100k.pgn.xz"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

games=$(grep -c '^\[Event ' "$pgn" || true)
echo "file: $pgn ($(( $(stat -c %s "$pgn") / 1000000 )) MB, $games games)"
echo "best of $reps runs; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-44s %9s %9s %12s  %s\n" "builder" "wall ms" "cpu ms" "games/s" "book sha256"

run() { # label bookfile command... : best wall time of $reps runs, with that run's CPU time
  local label=$1 book=$2 best=0 cpu=0 t0 t1 us c i
  shift 2
  for ((i = 0; i < reps; i++)); do
    t0=$(date +%s%N)
    /usr/bin/time -o "$out/time" -f "%U %S" "$@" >/dev/null 2>&1 || true
    c=$(awk '{print int(($1 + $2) * 1000)}' "$out/time")
    t1=$(date +%s%N)
    us=$(( (t1 - t0) / 1000 ))
    if (( best == 0 || us < best )); then best=$us; cpu=$c; fi
  done
  printf "%-44s %9d %9d %12.0f  %s\n" "$label" $((best / 1000)) "$cpu" \
    "$(awk -v g="$games" -v us="$best" 'BEGIN { print g / (us / 1e6) }')" \
    "$(sha256sum "$book" 2>/dev/null | cut -c1-16)"
}

run "kibitz-cli book build --threads 1" "$out/k1.bin" "$cli" book build "$pgn" -o "$out/k1.bin" --threads 1
run "kibitz-cli book build --threads 2" "$out/k2.bin" "$cli" book build "$pgn" -o "$out/k2.bin" --threads 2
if [[ -n ${BASELINE_CLI:-} ]]; then
  # A baseline from before books carried statistics: compare with --no-stats, byte for byte.
  run "kibitz-cli book build --threads 2 --no-stats" "$out/n2.bin" "$cli" book build "$pgn" -o "$out/n2.bin" --threads 2 --no-stats
  run "baseline book build --threads 2" "$out/b2.bin" "$BASELINE_CLI" book build "$pgn" -o "$out/b2.bin" --threads 2
  if ! cmp -s "$out/n2.bin" "$out/b2.bin" && ! cmp -s "$out/k2.bin" "$out/b2.bin"; then
    echo "book bench: the baseline built a different book" >&2
    exit 1
  fi
fi
if [[ -x $polyglot ]]; then
  run "polyglot make-book -max-ply 40" "$out/pg.bin" "$polyglot" make-book -pgn "$pgn" -bin "$out/pg.bin" -max-ply 40
else
  echo "(polyglot not installed: no anchor)"
fi
cmp -s "$out/k1.bin" "$out/k2.bin" || { echo "book bench: 1 and 2 threads built different books" >&2; exit 1; }
