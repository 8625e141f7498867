#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a tracked C++ file is not as the checked-in .clang-format lays it out, naming the
# files and lines; `git ls-files '*.cpp' '*.h' | xargs clang-format -i` fixes them. Skipped
# (exit 77) without clang-format or outside a git checkout.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
command -v clang-format >/dev/null || { echo "format check: clang-format is not installed"; exit 77; }
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "format check: not a git checkout"; exit 77; }
mapfile -t files < <(git ls-files '*.cpp' '*.h')
clang-format --dry-run -Werror "${files[@]}" 2>&1 | head -40
exit "${PIPESTATUS[0]}"
