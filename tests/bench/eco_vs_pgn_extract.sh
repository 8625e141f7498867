#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ECO classification of the 100,000 master games: the classifier alone (opening_bench: each
# game's first 40 plies against the built-in table), the whole `kibitz-cli eco` run (read,
# classify, retag losslessly, save), and pgn-extract classifying the same file with Debian's
# eco.pgn (`pgn-extract -e`), in the same run; then how often the ECO codes agree, with each
# other and with the ECO tags the file came with. Wall time of each whole process, best of
# REPS runs. Never fails on speed; fails only when something cannot run.
# usage: tests/bench/eco_vs_pgn_extract.sh [BUILD_DIR]     (env: REPS=3, PGN=file to use)
set -euo pipefail
build=${1:-build}
cli="$build/app/cli/kibitz-cli"
bench="$build/tests/opening/opening_bench"
reps=${REPS:-3}
here=$(cd "$(dirname "$0")" && pwd)
xzfile="$here/../../../shared/data/games/master-100k.pgn.xz"
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
ecopgn=/usr/share/pgn-extract/eco.pgn
[[ -x $cli && -x $bench ]] || { echo "eco bench: build kibitz-cli and opening_bench first" >&2; exit 2; }

pgn=${PGN:-}
if [[ -z $pgn ]]; then
  [[ -r $xzfile ]] || { echo "eco bench: $xzfile not found" >&2; exit 2; }
  cache=/tmp/kibitz-bench
  pgn="$cache/master-100k.pgn"
  if [[ ! -s $pgn || $pgn -ot $xzfile ]]; then
    mkdir -p "$cache"
    echo "decompressing $(basename "$xzfile") to $pgn ..."
    xz -dc "$xzfile" > "$pgn.tmp.$$"
    mv "$pgn.tmp.$$" "$pgn"
  fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Best wall time in ms of REPS runs of a command.
best_ms() {
  local best=
  for ((i = 0; i < reps; i++)); do
    local t0 t1
    t0=$(date +%s%N)
    "$@" > /dev/null 2>&1 || true
    t1=$(date +%s%N)
    local ms=$(( (t1 - t0) / 1000000 ))
    [[ -z $best || $ms -lt $best ]] && best=$ms
  done
  echo "$best"
}

echo "== classifier alone (opening_bench)"
"$bench" "$pgn" 40
echo "== whole files ($(basename "$pgn"))"
k_ms=$(best_ms "$cli" eco "$pgn" --overwrite -o "$work/kibitz.pgn")
echo "kibitz-cli eco --overwrite -o:  $k_ms ms"
if [[ -x $pe && -r $ecopgn ]]; then
  p_ms=$(best_ms "$pe" -e"$ecopgn" -s -o "$work/pgn-extract.pgn" "$pgn")
  echo "pgn-extract -e (eco.pgn):       $p_ms ms"
  awk -v k="$k_ms" -v p="$p_ms" 'BEGIN { if (k > 0) printf "ratio: kibitz %.1fx faster\n", p / k }'
else
  echo "pgn-extract or $ecopgn missing (apt-get install pgn-extract): no comparison"
fi

echo "== agreement on the ECO code"
python3 - "$pgn" "$work/kibitz.pgn" "$work/pgn-extract.pgn" <<'PY'
import collections, os, re, sys

tag = re.compile(rb'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]')
def games(path):
    """ECO per game, keyed by the identifying tags and their occurrence (pgn-extract leaves
    out games it cannot read, so order alone does not align the files)."""
    out, seen, tags, in_tags = {}, collections.Counter(), {}, False
    def flush():
        if tags:
            ident = tuple(tags.get(t, b'') for t in (b'Event', b'Site', b'Date', b'Round',
                                                       b'White', b'Black', b'Result'))
            seen[ident] += 1
            out[(ident, seen[ident])] = tags.get(b'ECO', b'').decode('latin-1')
    with open(path, 'rb') as f:
        for line in f:
            m = tag.match(line)
            if m:
                if not in_tags:
                    flush(); tags = {}; in_tags = True
                tags[m.group(1)] = m.group(2)
            elif line.strip():
                in_tags = False
    flush()
    return out

orig = games(sys.argv[1])
kib = games(sys.argv[2])
pe = games(sys.argv[3]) if os.path.exists(sys.argv[3]) else {}
def agree(a, b, name):
    common = [k for k in a if k in b and a[k] and b[k]]
    same = sum(a[k] == b[k] for k in common)
    letter = sum(a[k][:1] == b[k][:1] for k in common)
    if common:
        print(f"{name}: {len(common)} games with both codes, same ECO {same} "
              f"({100 * same / len(common):.1f}%), same letter {letter} "
              f"({100 * letter / len(common):.1f}%)")
print(f"games: {len(orig)} in the file, {sum(1 for v in kib.values() if v)} with an ECO from kibitz, "
      f"{sum(1 for v in pe.values() if v)} from pgn-extract")
agree(kib, pe, "kibitz vs pgn-extract  ")
agree(kib, orig, "kibitz vs file's tags  ")
agree(pe, orig, "pgn-extract vs file's  ")
PY
