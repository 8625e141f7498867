#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails on any clang-tidy finding (the checks of the checked-in .clang-tidy), naming them.
#
#   tests/tidy_check.sh BUILD_DIR          the C++ files changed since the recorded base
#   tests/tidy_check.sh BUILD_DIR --all    every file of core/, diagram/, ui/ and app/ the build compiles
#
# The whole program (133 files) costs about 14 minutes of CPU, 7 on two free cores and far
# more on a busy machine: too long for every CI run. So by default only the files changed
# since the base are checked, with the files that include a changed header. The base is the
# last commit that changed .ci/tidy-base, made when a --all run found nothing: after a clean
# --all run, say so there and commit it to bring the base forward. Skipped (exit 77) without
# clang-tidy, a git checkout with its history (not shallow) or the build's
# compile_commands.json. KIBITZ_TIDY_JOBS sets the parallelism
# (default 2).
set -uo pipefail
build=${1:?usage: tidy_check.sh BUILD_DIR [--all]}
build=$(cd "$build" && pwd)
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)
tidy=$(command -v clang-tidy || command -v clang-tidy-14) || { echo "tidy check: clang-tidy is not installed"; exit 77; }
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "tidy check: not a git checkout"; exit 77; }
[[ -f $build/compile_commands.json ]] || { echo "tidy check: no $build/compile_commands.json"; exit 77; }

# The translation units of the program (core, diagram, ui, app; the tests are not held to it), as the
# build compiles them, relative to the root.
mapfile -t units < <(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$build/compile_commands.json" \
    | sed "s|^$root/||" | grep -E '^(core|diagram|ui|app)/' | sort -u)

if [[ ${2:-} == --all ]]; then
    files=("${units[@]}")
else
    # A shallow clone cannot say what changed, and the whole program would cost CI too long.
    if [[ $(git rev-parse --is-shallow-repository) == true ]]; then
        echo "tidy check: a shallow clone; fetch the history (git fetch --unshallow) to check"
        exit 77
    fi
    base=$(git log -1 --format=%H -- .ci/tidy-base)
    if [[ -z $base ]]; then
        echo "tidy check: .ci/tidy-base was never committed; checking every file"
        files=("${units[@]}")
    else
        # Changed since the base, committed or not; a changed header brings in its includers.
        mapfile -t changed < <( { git diff --name-only "$base" -- '*.cpp' '*.h';
                                  git ls-files --others --exclude-standard -- '*.cpp' '*.h'; } | sort -u)
        wanted=()
        for f in "${changed[@]}"; do
            [[ -f $f ]] || continue
            if [[ $f == *.h ]]; then
                # Included as "folder/name.h" (or by its bare name beside it).
                mapfile -t -O "${#wanted[@]}" wanted < <(git grep -l -F -e "/$(basename "$f")\"" -e "\"$(basename "$f")\"" -- '*.cpp')
            else
                wanted+=("$f")
            fi
        done
        files=()
        if ((${#wanted[@]})); then
            mapfile -t files < <(printf '%s\n' "${wanted[@]}" | sort -u | grep -Fx -f <(printf '%s\n' "${units[@]}"))
        fi
        echo "tidy check: ${#files[@]} of ${#units[@]} files changed since ${base:0:12}"
    fi
fi
((${#files[@]})) || exit 0

out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%s\n' "${files[@]}" \
    | xargs -P "${KIBITZ_TIDY_JOBS:-2}" -n 4 "$tidy" -p "$build" --quiet --warnings-as-errors='*' \
        >"$out" 2>&1
status=$?
# Findings in a shared header are reported once per file that includes it: list them once.
findings=$(grep -E '^[^ ].*: (warning|error): ' "$out" | sed "s|^$root/||" | sort -u)
if [[ -n $findings ]]; then
    echo "$findings" | head -60
    echo "tidy check: $(echo "$findings" | wc -l) findings"
    exit 1
fi
((status == 0)) || { tail -20 "$out"; exit 1; }
echo "tidy check: ${#files[@]} files, no findings"
