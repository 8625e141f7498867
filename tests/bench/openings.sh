# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the match scripts. bench_output_folder sets $out to $OUT (created if need be) or,
# without OUT, to a temporary folder removed when the script exits.
bench_output_folder() {
    if [[ -n ${OUT:-} ]]; then
        out=$OUT
        mkdir -p "$out"
    else
        out=$(mktemp -d)
        trap 'rm -rf "$out"' EXIT
    fi
}

# bench_openings N OUT.pgn writes N openings for engine games,
# the first eight plies of named lines from data/openings (every n-th line that long, so they
# spread over the ECO codes; no gambits and no irregular A00 lines), one PGN game each.
bench_openings() {
    local want=$1 out=$2 root
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    awk -F'\t' -v want="$want" '
        FNR == 1 || $1 == "A00" || $2 ~ /Gambit/ { next }
        {
            n = split($3, w, " "); moves = ""; plies = 0
            for (i = 1; i <= n && plies < 8; ++i) {
                if (w[i] ~ /^[0-9]+\.$/) continue
                moves = moves (plies % 2 == 0 ? (plies / 2 + 1) ". " : "") w[i] " "; ++plies
            }
            if (plies == 8 && !(moves in seen)) { seen[moves] = 1; line[++count] = moves }
        }
        END {
            if (want > count) want = count
            step = count / want
            for (k = 0; k < want; ++k) {
                printf "[Event \"opening %d\"]\n[Result \"*\"]\n\n%s*\n\n", k + 1, line[int(k * step) + 1]
            }
        }' "$root"/data/openings/[a-e].tsv >"$out"
}
