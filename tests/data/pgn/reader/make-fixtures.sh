#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the fixtures of this folder that hold bytes an editor would mangle (CR, NUL,
# Latin-1, a byte order mark, gzip, no final newline) from the plain text fixtures beside
# them. The generated files are checked in; run this only after changing their sources.
set -eu
cd "$(dirname "$0")"

# CRLF line endings: the same games as errors.pgn, so the same lines and columns.
sed 's/$/\r/' errors.pgn > errors-crlf.pgn

# NUL bytes: as padding after the last game (as some tools leave), between games and
# inside movetext, where they count as white space.
{
  printf '[Event "nul 1"]\n[Result "*"]\n\n1. e4\000e5 2. Nf3 *\n\000\000\n'
  printf '[Event "nul 2"]\n[Result "1-0"]\n\n1. d4 d5 1-0\n'
  head -c 64 /dev/zero
} > nul-bytes.pgn

# No newline at the end of the file, once after a result and once without a result.
printf '[Event "last"]\n[Result "1-0"]\n\n1. e4 e5 1-0' > no-final-newline.pgn
printf '[Event "last"]\n\n1. e4 e5' > no-final-newline-no-result.pgn

# Encodings: the same text as UTF-8 with a BOM and as Windows-1252 (a superset of Latin-1).
printf '\357\273\277' > encoding-utf8-bom.pgn
cat encoding-utf8.pgn >> encoding-utf8-bom.pgn
iconv -f UTF-8 -t WINDOWS-1252 encoding-utf8.pgn > encoding-latin1.pgn

# gzip: the same games compressed (-n: no name or time stamp, so the bytes are stable), a
# truncated copy, and plain text under a .gz name (detection goes by magic bytes).
gzip -9 -n -c plain.pgn > plain.pgn.gz
size=$(wc -c < plain.pgn.gz)
head -c $((size / 2)) plain.pgn.gz > truncated.pgn.gz
cp plain.pgn not-really.pgn.gz
