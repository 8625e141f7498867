#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Reopening a large indexed database: `kibitz-cli db list FILE --sort date:desc --limit 10` as a
# whole process (best of three) on a million games (the master games ten times, indexed once),
# against SCID 4.7 opening its base of the same games and listing its ten newest rows
# (../shared/tools/scid-open.tcl, which times the open and the sorted rows inside tkscid), in
# one run; then a few other pages of the list (another sort, a player, a filter) and the
# player names of Carlsen (db names), each a process, and the window's list model
# (tests/model/db_window_bench: first rows, a sorted page, a page in the middle, filters); and a
# position search (the Najdorf) in a fresh process, `db search FILE --moves ... --limit 10`,
# against SCID opening its base and searching the same position (scid-open-search.tcl).
# BEFORE=BUILD_DIR runs the same pages with another build (main's) first.
# Prints figures and ratios; never fails on speed.
# usage: tests/bench/db_reopen_vs_scid.sh [BUILD_DIR]   (env: BIG=file of the games to use)
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)
source "$here/master_games.sh"
shared=${SHARED_DIR:-$here/../../../shared}
[[ -d $shared ]] || shared=$here/../../../../shared # a worktree in /work/wt/NAME
work=$(mktemp -d)
trap 'rm -rf "$work"; [[ -n ${xvfb:-} ]] && kill $xvfb 2>/dev/null || true' EXIT
big=${BIG:-}
if [[ -z $big ]]; then
  master_games "$shared/data/games/master-100k.pgn.xz"
  big="$work/million.pgn"
  for i in 1 2 3 4 5 6 7 8 9 10; do cat "$pgn"; done > "$big"
fi
field() { python3 -c "import json,sys; print(json.load(sys.stdin).get('$1', ''))"; }
now() { date +%s%N; }

najdorf="e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"
builds=("$build")
[[ -n ${BEFORE:-} ]] && builds=("$BEFORE" "$build")
declare -A fig
pages=("--sort date:desc" "--sort white" "--player Carlsen --sort date:desc" "--elo 2600- --result 1-0 --sort whiteelo:desc")
for b in "${builds[@]}"; do
  cli="$b/app/cli/kibitz-cli"
  idx="$work/idx-$(echo "$b" | md5sum | cut -c1-8)"
  echo "== $cli"
  t0=$(now); "$cli" db index "$big" --cache "$idx" --json > "$work/index.json"; t1=$(now)
  fig[$b:index]="$(( (t1 - t0) / 1000000 )) ms"
  echo "index: ${fig[$b:index]}, $(field games < "$work/index.json") games, index $(( $(field index_bytes < "$work/index.json") / 1000000 )) MB"
  # The anchor: reopening by reading the whole game table, as every list did before.
  best=""
  for run in 1 2 3; do
    t0=$(now); "$cli" db index "$big" --cache "$idx" --json > "$work/reopen.json"; t1=$(now)
    ms=$(( (t1 - t0) / 1000000 ))
    [[ -z $best || $ms -lt $best ]] && best=$ms
  done
  fig[$b:reopen]="$best ms"
  echo "reopen reading the whole game table (db index, reused: $(field reused < "$work/reopen.json")): $best ms as a process"
  for i in "${!pages[@]}"; do
    best=""
    for run in 1 2 3; do
      t0=$(now)
      # shellcheck disable=SC2086
      /usr/bin/time -f "%M" -o "$work/rss" "$cli" db list "$big" --cache "$idx" ${pages[$i]} --limit 10 --json > "$work/list.json"
      t1=$(now)
      ms=$(( (t1 - t0) / 1000000 ))
      [[ -z $best || $ms -lt $best ]] && best=$ms
    done
    rss=$(( $(cat "$work/rss") / 1000 ))
    first=$(python3 -c "import json; g=json.load(open('$work/list.json'))['games']; print(g[0]['number'] if g else '-', g[0]['date'] if g else '')")
    fig[$b:$i]="$best ms, $rss MB"
    echo "db list ${pages[$i]} --limit 10: $best ms as a process, $rss MB peak; $(field matching < "$work/list.json") matching, first row $first; from the index: $(field from_index < "$work/list.json")"
  done
  best=""
  for run in 1 2 3; do
    t0=$(now)
    /usr/bin/time -f "%M" -o "$work/rss" "$cli" db names "$big" --cache "$idx" --player Carlsen --json > "$work/names.json"
    t1=$(now)
    ms=$(( (t1 - t0) / 1000000 ))
    [[ -z $best || $ms -lt $best ]] && best=$ms
  done
  fig[$b:names]="$best ms, $(( $(cat "$work/rss") / 1000 )) MB"
  echo "db names --player Carlsen: ${fig[$b:names]} peak as a process ($(field players < "$work/names.json") players)"
  # A position search in a fresh process (the search data read where it lies, or loaded first).
  best=""
  for run in 1 2 3; do
    t0=$(now)
    /usr/bin/time -f "%M" -o "$work/rss" "$cli" db search "$big" --cache "$idx" --moves "$najdorf" --limit 10 --json > "$work/search.json"
    t1=$(now)
    ms=$(( (t1 - t0) / 1000000 ))
    if [[ -z $best || $ms -lt $best ]]; then best=$ms; rss=$(( $(cat "$work/rss") / 1000 )); fi
  done
  fig[$b:search]="$best ms, $rss MB"
  echo "db search (Najdorf) --limit 10: ${fig[$b:search]} peak as a process; $(field matching < "$work/search.json") games; from the index: $(field from_index < "$work/search.json")"
  # The window's list (the model the GUI shows), when the build has the bench.
  if [[ -x $b/tests/model/db_window_bench ]]; then
    "$b/tests/model/db_window_bench" "$big" "$idx" | tee "$work/window.txt"
    fig[$b:window]=$(awk -F': ' '/^first rows:/ {print $2}' "$work/window.txt" | cut -d' ' -f1-2)
  fi
done

scid_ms=""
if [[ -x /usr/games/tkscid ]] && command -v Xvfb >/dev/null; then
  echo "== SCID 4.7"
  Xvfb :48 -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  t0=$(now)
  DISPLAY=:48 /usr/games/tkscid "$shared/tools/scid-bench.tcl" "$big" "$work/scid" e4 > "$work/import.txt"
  t1=$(now)
  scid_import="$(( (t1 - t0) / 1000000 )) ms"
  echo "import: $scid_import ($(head -1 "$work/import.txt"))"
  best=""
  for run in 1 2 3; do
    t0=$(now)
    DISPLAY=:48 /usr/games/tkscid "$shared/tools/scid-open.tcl" "$work/scid" d- > "$work/open.txt"
    t1=$(now)
    ms=$(( (t1 - t0) / 1000000 ))
    open=$(awk '/^open:/ {print $(NF-1)}' "$work/open.txt")
    rows=$(awk '/^sorted first rows:/ {print $(NF-1)}' "$work/open.txt")
    inside=$(python3 -c "print(round($open + $rows))")
    if [[ -z $best || $inside -lt $best ]]; then best=$inside; scid_process=$ms; scid_open=$open; scid_rows=$rows; fi
  done
  scid_ms=$best
  best=""
  for run in 1 2 3; do
    t0=$(now)
    # shellcheck disable=SC2086
    DISPLAY=:48 /usr/games/tkscid "$here/scid-open-search.tcl" "$work/scid" $najdorf > "$work/search.txt"
    t1=$(now)
    ms=$(( (t1 - t0) / 1000000 ))
    open=$(awk '/^open:/ {print $(NF-1)}' "$work/search.txt")
    search=$(awk '/^search:/ {print $(NF-1)}' "$work/search.txt")
    inside=$(python3 -c "print(round($open + $search))")
    if [[ -z $best || $inside -lt $best ]]; then
      best=$inside; scid_search_process=$ms; scid_search_open=$open; scid_search=$search
      scid_found=$(awk '/^search:/ {print $2}' "$work/search.txt")
    fi
  done
  scid_search_ms=$best
  echo "open and search (Najdorf): $scid_search_ms ms inside tkscid (open $scid_search_open ms + search $scid_search ms, $scid_found games); the whole tkscid process $scid_search_process ms"
  echo "open and ten newest rows: $scid_ms ms inside tkscid (open $scid_open ms + sorted rows $scid_rows ms); the whole tkscid process $scid_process ms"
fi

echo
games=$(field games < "$work/index.json")
echo "| $(printf "%'d" "$games") games, ten rows, each a process (best of 3) | ${builds[*]} | SCID 4.7 |"
echo "|---|$(for b in "${builds[@]}"; do printf -- '---|'; done)---|"
out="| reopen reading the whole game table (\`db index\`, the old path of every list) |"
for b in "${builds[@]}"; do out+=" ${fig[$b:reopen]} |"; done
echo "$out |"
for i in "${!pages[@]}"; do
  out="| \`db list ${pages[$i]} --limit 10\` |"
  for b in "${builds[@]}"; do out+=" ${fig[$b:$i]} |"; done
  if [[ $i == 0 && -n $scid_ms ]]; then out+=" $scid_ms ms (open $scid_open + rows $scid_rows; tkscid process $scid_process ms) |"; else out+=" |"; fi
  echo "$out"
done
out="| \`db names --player Carlsen\` |"
for b in "${builds[@]}"; do out+=" ${fig[$b:names]} |"; done
echo "$out |"
out="| \`db search --moves (Najdorf) --limit 10\`, a fresh process |"
for b in "${builds[@]}"; do out+=" ${fig[$b:search]} |"; done
if [[ -n $scid_ms ]]; then out+=" $scid_search_ms ms (open $scid_search_open + search $scid_search; tkscid process $scid_search_process ms) |"; else out+=" |"; fi
echo "$out"
out="| the first index (\`db index\`) / SCID's import (scid-bench.tcl, which also searches e4) |"
for b in "${builds[@]}"; do out+=" ${fig[$b:index]} |"; done
echo "$out ${scid_import:-} |"
out="| the window's model: first rows (\`db_window_bench\`) |"
for b in "${builds[@]}"; do out+=" ${fig[$b:window]:-} |"; done
echo "$out |"
if [[ -n $scid_ms ]]; then
  k=${fig[$build:0]%% ms*}
  python3 -c "k, s = $k, $scid_ms; print(f'newest ten: Kibitz {k} ms as a process, SCID {s} ms inside tkscid: Kibitz {s / k:.2f}x SCID\'s speed')"
  k=${fig[$build:search]%% ms*}
  python3 -c "k, s, p = $k, $scid_search_ms, $scid_search_process; print(f'Najdorf search in a fresh process: Kibitz {k} ms as a process, SCID {s} ms inside tkscid ({p} ms as a process): Kibitz {s / k:.2f}x SCID\'s speed inside, {p / k:.2f}x as processes')"
fi
