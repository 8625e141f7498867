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
  declare -A fig # fig[build:name] = "value"
  for b in "${builds[@]}"; do
    c="$b/app/cli/kibitz-cli"
    idx="$cache/idx-$(echo "$b" | md5sum | cut -c1-8)"
    echo "-- $c"
    # Runs a kibitz-cli command; leaves its JSON in out.json and its peak resident memory
    # in MB in $rss.
    run() {
      /usr/bin/time -f "%M" -o "$cache/rss" "$c" "$@" --cache "$idx" --json > "$cache/out.json"
      rss=$(( $(cat "$cache/rss") / 1000 ))
    }
    get() { python3 -c "import json; print(json.load(open('$cache/out.json'))['$1'])"; }
    run db index "$big"
    fig[$b:index]="$(get ms | cut -d. -f1) ms, $rss MB peak"
    fig[$b:index_ms]=$(get ms)
    fig[$b:size]=$(get index_bytes)
    echo "index: ${fig[$b:index]}, $(( ${fig[$b:size]} / 1000000 )) MB on disk"
    run db index "$big"
    fig[$b:reopen]="$(get ms | cut -d. -f1) ms, $rss MB"
    echo "reopen: ${fig[$b:reopen]}"
    for name in najdorf start; do
      case $name in najdorf) moves=$najdorf ;; start) moves="" ;; esac
      run db search "$big" --moves "$moves" --limit 0
      fig[$b:$name]=$(get ms)
      fig[$b:$name:rss]=$rss
      echo "search $name: $(get ms) ms, $(get matching) games, $rss MB peak"
    done
    run db tree "$big"
    fig[$b:tree]=$(get ms)
    echo "tree at the start: $(get ms) ms, $rss MB peak"
    run db material "$big" --signature KRPvKR --limit 0
    echo "material KRPvKR: $(get ms) ms, $(get matching) games, $rss MB peak"
    run db list "$big" --elo 2600- --result 1-0 --sort white --limit 0
    fig[$b:filter]="$(get filter_ms) + $(get sort_ms) ms, $rss MB"
    echo "filter Elo >= 2600 and 1-0, sort by White: filter $(get filter_ms) ms, sort $(get sort_ms) ms, $(get matching) games, $rss MB peak"
    run db list "$big" --sort date --limit 10
    fig[$b:sort]="$(get sort_ms) ms, $rss MB"
    echo "sort by date: ${fig[$b:sort]}"
    # Reopening as a user does: the ten newest games, the whole process timed.
    t0=$(date +%s%N)
    "$c" db list "$big" --cache "$idx" --sort date:desc --limit 10 --json > "$cache/out.json"
    t1=$(date +%s%N)
    fig[$b:newest]="$(( (t1 - t0) / 1000000 )) ms"
    echo "ten newest games, a whole process: ${fig[$b:newest]}"
  done
  if [[ -n ${xvfb:-} ]]; then
    echo "-- SCID 4.7"
    DISPLAY=:47 /usr/bin/time -f "%M" -o "$cache/scid.rss" /usr/games/tkscid "$shared/tools/scid-bench.tcl" "$big" "$cache/scidm" | tee "$cache/scidm.txt"
    scid_rss=$(( $(cat "$cache/scid.rss") / 1000 ))
    # SCID opening its base and listing its ten newest rows (times inside tkscid).
    DISPLAY=:47 /usr/games/tkscid "$shared/tools/scid-open.tcl" "$cache/scidm" d- > "$cache/scidopen.txt"
    scid_newest=$(awk '/^open:/ {o=$(NF-1)} /^sorted first rows:/ {r=$(NF-1)} END {printf "%.0f ms (open %s + rows %s)", o + r, o, r}' "$cache/scidopen.txt")
    echo "SCID open and ten newest rows: $scid_newest"
    scid_bytes=$(cat "$cache"/scidm.si4 "$cache"/scidm.sg4 "$cache"/scidm.sn4 | wc -c)
    echo "SCID peak resident $scid_rss MB; its three files $(( scid_bytes / 1000000 )) MB"
    sm() { awk -v n="$1" '$2 == n":" {print $(NF-1)}' "$cache/scidm.txt"; }
    simport=$(awk '/^import:/ {print $(NF-1)}' "$cache/scidm.txt")
    k=$build
    echo
    echo "== Summary, 1,000,000 games (Kibitz: $build; ratio = SCID / Kibitz for times)"
    python3 - "$simport" "${fig[$k:index_ms]}" "${fig[$k:size]}" "$scid_bytes" \
      "$(sm najdorf)" "${fig[$k:najdorf]}" "$(sm start)" "${fig[$k:start]}" <<'PY'
import sys
si, ki, ks, ss, sn, kn, sst, kst = map(float, sys.argv[1:])
print(f"index / import: Kibitz {ki / 1000:.1f} s, SCID {si / 1000:.1f} s: Kibitz {si / ki:.1f}x faster")
print(f"index on disk: Kibitz {ks / 1e6:.0f} MB, SCID {ss / 1e6:.0f} MB: {ks / ss:.2f}x SCID's three files")
print(f"Najdorf search: Kibitz {kn:.0f} ms, SCID {sn:.0f} ms: Kibitz {sn / kn:.1f}x faster")
print(f"start position: Kibitz {kst:.0f} ms, SCID {sst:.0f} ms: Kibitz {sst / kst:.1f}x faster")
PY
    echo "| 1,000,000 games | ${builds[*]} | SCID 4.7 |"
    row() { local out="| $1 |"; for b in "${builds[@]}"; do out+=" ${fig[$b:$2]} |"; done; echo "$out $3 |"; }
    row "index / import" index "$(( simport / 1000 )) s, $scid_rss MB peak (all of SCID)"
    row "reopen (whole list)" reopen ""
    for b in "${builds[@]}"; do fig[$b:sizemb]="$(( ${fig[$b:size]} / 1000000 )) MB"; done
    row "index on disk" sizemb "$(( scid_bytes / 1000000 )) MB (three files)"
    for b in "${builds[@]}"; do fig[$b:najdorfrow]="${fig[$b:najdorf]} ms, ${fig[$b:najdorf:rss]} MB"; done
    row "Najdorf search" najdorfrow "$(sm najdorf) ms"
    for b in "${builds[@]}"; do fig[$b:startrow]="${fig[$b:start]} ms, ${fig[$b:start:rss]} MB"; done
    row "start position (every game)" startrow "$(sm start) ms"
    row "tree at the start" tree ""
    row "filter Elo >= 2600 and 1-0, sort by White" filter ""
    row "sort by date" sort ""
    row "ten newest games, a whole process (reopen)" newest "$scid_newest"
  fi
  rm -f "$big"
fi
