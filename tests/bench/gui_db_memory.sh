#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI's memory with a large database: `kibitz FILE` under Xvfb (../shared/tools/shot), in a
# fresh home, twice: first the index is built (the list fills as games are read), then it is
# reused. Prints each run's peak resident memory (VmHWM, sampled every second until the shot)
# and keeps the screenshots. With several build folders, each is measured in turn (before and
# after in one run). Never fails on memory.
# usage: tests/bench/gui_db_memory.sh FILE.pgn [BUILD_DIR...]   (env: WAIT=seconds, default 120)
set -euo pipefail
file=$(realpath "${1:?usage: gui_db_memory.sh FILE.pgn [BUILD_DIR...]}")
shift
builds=("$@")
[[ ${#builds[@]} -gt 0 ]] || builds=(build)
here=$(cd "$(dirname "$0")" && pwd)
shared=${SHARED_DIR:-$here/../../../shared}
[[ -d $shared ]] || shared=$here/../../../../shared # a worktree in /work/wt/NAME
shot="$shared/tools/shot"
wait_s=${WAIT:-120}
out=$(mktemp -d)
trap 'rm -rf "$out/home"' EXIT
# Runs the GUI in the background and writes its VmHWM to $2 every second (the shot tool ends
# it after the screenshot, so the last sample stands).
cat > "$out/sample.sh" <<'SH'
#!/usr/bin/env bash
"$1" "$3" &
pid=$!
while kill -0 $pid 2>/dev/null; do
  awk '/VmHWM/ {print $2}' /proc/$pid/status > "$2.tmp" 2>/dev/null && mv "$2.tmp" "$2"
  sleep 1
done
SH
chmod +x "$out/sample.sh"
for b in "${builds[@]}"; do
  gui=$(realpath "$b/app/gui/kibitz")
  tag=$(echo "$b" | md5sum | cut -c1-8)
  rm -rf "$out/home"
  mkdir -p "$out/home"
  for run in first second; do
    HOME="$out/home" XDG_CACHE_HOME="$out/home/cache" XDG_CONFIG_HOME="$out/home/config" \
      XDG_DATA_HOME="$out/home/data" \
      "$shot" "$out/$tag-$run.png" --wait "$wait_s" -- "$out/sample.sh" "$gui" "$out/hwm" "$file" \
      >/dev/null
    echo "$b: $run open of $(basename "$file"): $(( $(cat "$out/hwm") / 1000 )) MB peak resident" \
      "(screenshot $out/$tag-$run.png)"
  done
done
