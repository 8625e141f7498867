#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a tracked source file (C++, CMake, shell, Python) lacks a well-formed SPDX line
# ("SPDX-License-Identifier: <id>" in a comment among its first three lines), naming the files:
# a formatter once mangled one into "#SPDX - License - Identifier : GPL - 3.0 - or -later",
# which no licence tool reads. Skipped (exit 77) outside a git checkout.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "spdx check: not a git checkout"; exit 77; }
bad=0
while IFS= read -r f; do
  [ -f "$f" ] || continue
  if ! head -n 3 "$f" | grep -Eq '^(//|#|--) SPDX-License-Identifier: [A-Za-z0-9.+-]+( (AND|OR|WITH) [A-Za-z0-9.+-]+)*$'; then
    echo "$f: no well-formed SPDX-License-Identifier line in its first three lines"
    bad=1
  fi
done < <(git ls-files '*.cpp' '*.h' '*.cmake' '*CMakeLists.txt' '*.sh' '*.py' | grep -v '^tests/fuzz/corpus/')
exit "$bad"
