#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Database speed: `kibitz-cli db` against SCID 4.7 (the reference; ../shared/tools/scid-bench.tcl
# through tkscid under Xvfb) and pgn-extract -H (a Polyglot key) on the same file, in one run:
# indexing (cold, then reusing the index), position searches (Najdorf, Nimzo-Indian, the start
# position) with their counts, the opening tree at the start, a header filter with a sort, and
# the same on a file of 1,000,000 games (the master games ten times) with each process's peak
# memory, the index size against SCID's three files (env BEFORE=BUILD_DIR runs another build
# there first, such as main's, for before and after in one run).
# Prints figures and ratios; never fails on speed.
# usage: tests/bench/db_vs_scid.sh [BUILD_DIR]     (env: PGN=file, MILLION=0 skips the 1M run)
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
here=$(cd "$(dirname "$0")" && pwd)
source "$here/master_games.sh"
shared=${SHARED_DIR:-$here/../../../shared}
[[ -d $shared ]] || shared=$here/../../../../shared # a worktree in /work/wt/NAME
master_games "$shared/data/games/master-100k.pgn.xz"
[[ -x $cli ]] || { echo "db bench: $cli not built" >&2; exit 2; }
cache=$(mktemp -d)
trap 'rm -rf "$cache"; [[ -n ${xvfb:-} ]] && kill $xvfb 2>/dev/null || true' EXIT

field() { python3 -c "import json,sys; print(json.loads(sys.stdin.readline())['$1'])"; }
najdorf="e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"
nimzo="d4 Nf6 c4 e6 Nc3 Bb4"

echo "== Kibitz ($pgn)"
cold=$("$cli" db index "$pgn" --cache "$cache" --json | field ms)
warm=$("$cli" db index "$pgn" --cache "$cache" --json | field ms)
size=$("$cli" db index "$pgn" --cache "$cache" --json | field index_bytes)
echo "index: cold ${cold} ms, reusing the index ${warm} ms, index $((size / 1000000)) MB"
declare -A kms kcount
for name in najdorf nimzo start; do
  case $name in najdorf) moves=$najdorf ;; nimzo) moves=$nimzo ;; start) moves="" ;; esac
  best=""
  for i in 1 2 3; do # the search inside one process, best of three processes
    out=$("$cli" db search "$pgn" --cache "$cache" --moves "$moves" --limit 0 --json)
    ms=$(echo "$out" | field ms)
    [[ -z $best ]] || python3 -c "import sys; sys.exit(0 if $ms < $best else 1)" && best=$ms
  done
  kms[$name]=$best
  kcount[$name]=$(echo "$out" | field matching)
  echo "search $name: ${kcount[$name]} games in ${kms[$name]} ms (tree of next moves included)"
done
tree=$("$cli" db tree "$pgn" --cache "$cache" --json | field ms)
echo "tree at the start position: $tree ms"
list=$("$cli" db list "$pgn" --cache "$cache" --elo 2600- --result 1-0 --sort white --limit 0 --json)
echo "filter Elo >= 2600 and 1-0: $(echo "$list" | field matching) games, filter $(echo "$list" | field filter_ms) ms, sort by White $(echo "$list" | field sort_ms) ms"

echo "== SCID 4.7"
if [[ -x /usr/games/tkscid ]] && command -v Xvfb >/dev/null; then
  Xvfb :47 -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  DISPLAY=:47 /usr/games/tkscid "$shared/tools/scid-bench.tcl" "$pgn" "$cache/scid" | tee "$cache/scid.txt"
  scid_ms() { awk -v n="$1" '$2 == n":" {print $(NF-1)}' "$cache/scid.txt"; }
  scid_count() { awk -v n="$1" '$2 == n":" {print $3}' "$cache/scid.txt"; }
  import=$(awk '/^import:/ {print $(NF-1)}' "$cache/scid.txt")
  python3 - "$import" "$cold" <<'PY'
import sys
s, k = map(float, sys.argv[1:])
print(f"index: SCID import {s:.0f} ms, Kibitz {k:.0f} ms: Kibitz {s / k:.1f}x faster")
PY
  for name in najdorf nimzo start; do
    python3 - "$name" "$(scid_ms $name)" "${kms[$name]}" "$(scid_count $name)" "${kcount[$name]}" <<'PY'
import sys
name, s, k, sc, kc = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5]
same = "same count" if sc == kc else f"COUNTS DIFFER ({sc} vs {kc})"
print(f"search {name}: SCID {s:.2f} ms, Kibitz {k:.2f} ms: Kibitz {s / k:.1f}x faster; {same}")
PY
  done
else
  echo "SCID not installed (apt-get install scid xvfb): no reference figures"
fi

echo "== pgn-extract -H (Polyglot key of the Najdorf position)"
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
if [[ -x $pe ]]; then
  fen=$("$cli" san $najdorf --json | field fen)
  key=$("$cli" show --fen "$fen" --json | field key)
  t0=$(date +%s%N)
  n=$("$pe" -s -H"$key" "$pgn" 2>/dev/null | grep -c '^\[Event ' || true)
  t1=$(date +%s%N)
  echo "pgn-extract -H$key: $n games in $(( (t1 - t0) / 1000000 )) ms (Kibitz: ${kcount[najdorf]})"
fi

if [[ ${MILLION:-1} != 0 ]]; then
  echo "== 1,000,000 games (the file ten times)"
  big="$cache/million.pgn"
  for i in 1 2 3 4 5 6 7 8 9 10; do cat "$pgn"; done > "$big"
  # BEFORE=another build folder (main's) runs the same figures with it first: before and
  # after in one run, on the same machine load.
  builds=("$build")
  [[ -n ${BEFORE:-} ]] && builds=("$BEFORE" "$build")
  for b in "${builds[@]}"; do
    c="$b/app/cli/kibitz-cli"
    idx="$cache/idx-$(echo "$b" | md5sum | cut -c1-8)"
    echo "-- $c"
    # Runs a kibitz-cli command; prints its JSON's field F (or the whole line) and its peak
    # resident memory in MB.
    run() {
      local f=$1; shift
      /usr/bin/time -f "%M" -o "$cache/rss" "$c" "$@" --cache "$idx" --json > "$cache/out.json"
      python3 - "$cache/out.json" "$f" "$(cat "$cache/rss")" <<'PY'
import json, sys
d = json.loads(open(sys.argv[1]).readline())
print(f"{d[sys.argv[2]]} ({int(sys.argv[3]) / 1000:.0f} MB peak)")
PY
    }
    echo "index: $(run ms db index "$big") ms, $(python3 -c "import json; print(round(json.load(open('$cache/out.json'))['index_bytes'] / 1e6))") MB on disk"
    echo "reopen: $(run ms db index "$big") ms"
    for name in najdorf start; do
      case $name in najdorf) moves=$najdorf ;; start) moves="" ;; esac
      echo "search $name: $(run ms db search "$big" --moves "$moves" --limit 0) ms, $(python3 -c "import json; print(json.load(open('$cache/out.json'))['matching'])") games"
    done
    echo "tree at the start: $(run ms db tree "$big") ms"
    echo "filter Elo >= 2600 and 1-0, sort by White: filter $(run filter_ms db list "$big" --elo 2600- --result 1-0 --sort white --limit 0) ms, sort $(python3 -c "import json; print(json.load(open('$cache/out.json'))['sort_ms'])") ms"
    echo "sort by date: $(run sort_ms db list "$big" --sort date --limit 10) ms"
  done
  if [[ -n ${xvfb:-} ]]; then
    echo "-- SCID 4.7"
    DISPLAY=:47 /usr/bin/time -f "%M" -o "$cache/scid.rss" /usr/games/tkscid "$shared/tools/scid-bench.tcl" "$big" "$cache/scidm" | tee "$cache/scidm.txt"
    echo "SCID peak resident $(( $(cat "$cache/scid.rss") / 1000 )) MB; its three files $(( $(cat "$cache"/scidm.si4 "$cache"/scidm.sg4 "$cache"/scidm.sn4 | wc -c) / 1000000 )) MB"
  fi
  rm -f "$big"
fi
