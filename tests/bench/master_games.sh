# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the benchmarks: sets $pgn to the 100,000 master games, decompressed once and
# cached under /tmp (about 67 MB), unless PGN names another file. Written beside and renamed,
# so an interrupted run never leaves a partial cache behind.
master_games() {
  local xzfile="$1" cache=/tmp/kibitz-bench
  pgn=${PGN:-}
  [[ -n $pgn ]] && return 0
  [[ -r $xzfile ]] || { echo "bench: $xzfile not found" >&2; exit 2; }
  pgn="$cache/master-100k.pgn"
  if [[ ! -s $pgn || $pgn -ot $xzfile ]]; then
    mkdir -p "$cache"
    echo "decompressing $(basename "$xzfile") to $pgn ..."
    xz -dc "$xzfile" > "$pgn.tmp.$$"
    mv "$pgn.tmp.$$" "$pgn"
  fi
}
