// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `kibitz-cli tb verify`'s whole-file check of a Syzygy table (tablebase/verify.h): every
// position the file encodes probed through Fathom and checked against the others, for a
// file with no published MD5 (and for any file with `--full`).
//
// The positions: every placement of the file's material (white as the name's first half,
// as the file stores it) with both sides to move, legal ones only (the side not to move not
// in check), no en passant square (the tables hold none) and no castling rights, reduced by
// the symmetry the format uses: without pawns the white king in the a1-d1-d4 triangle (the
// board's eight symmetries map every position there), with pawns the white king on files a-d
// (the mirror). Probing every one reads every value a prober reads from the file, so every
// block that holds one is decompressed.
//
// The checks, each position against its moves (a one-ply search):
//   WDL file: the probe succeeds, and the value is the best of the moves' own values, the
//     50-move rule applied: a capture or pawn move (zeroing) gives the negated value of the
//     position it leads to; another move gives it too, except that a loss there may be a
//     cursed win here and a win there a blessed loss here (one ply more to the zeroing
//     move); mate is a loss, stalemate a draw. The values of positions of the same
//     material come from the first pass over the file itself (kept in memory, half a byte
//     each, when the material has at most 5 pieces; DTZ values two bytes each, up to 2 GiB);
//     captures and promotions lead to smaller tables, probed through Fathom.
//   DTZ file: the probe succeeds; the DTZ is 0 exactly when the WDL is a draw, has its
//     sign, passes 100 plies exactly when the WDL is cursed or blessed; and it is what the
//     moves give within one ply (the files round some values): a win is one ply more than
//     the quickest winning move (1 for a winning zeroing move or a mate, 101 for a zeroing
//     move into a cursed win), a loss one ply more than the slowest move. The values come
//     from Fathom's root probe, which gives a position's DTZ and that of every position its
//     moves lead to; it is run on positions of the side to move that costs fewer reads (the
//     file keeps one side, Fathom searches a ply for the other), only where a move's next
//     position still lacks its value; the positions left are computed from their moves as
//     Fathom computes them, and checked against the WDL only.
// Damage in the compressed data changes the values decoded after it until the code falls
// back in step; a changed value that a prober reads contradicts its moves (or theirs
// contradict it) and is found. What no prober reads cannot be checked, and changes no
// answer: values kept only for positions a capture decides ("don't care" to the generator),
// a DTZ file's draws, the padding after the last block and the CityHash checksum; nor can a
// DTZ changed by one ply (the files' rounding). Only an MD5 sees those.

#include "tablebase/syzygy_file.h"
#include "tablebase/verify.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::tb {

struct WholeFileResult {
    FileCheck status = FileCheck::Ok; // Ok, Inconsistent, LayoutOnly (tables missing)
    std::uint64_t positions = 0;      // legal positions checked
    std::uint64_t skipped = 0;        // left out: a table a capture leads to is missing
    std::string error;                // when not Ok: what, and the position (FEN)
};

// Checks the file at `path` (its layout already checked: syzygy_file.h) with Fathom, the
// file's folder searched first and then `folders` for the tables captures lead to. `threads`
// share the work (1: this thread alone). `progress` is called now and then with the
// positions done (over all passes) and to do, from one thread at a time. Runs in the calling
// process: Fathom may crash on a damaged file (verify.cpp runs it in a child process).
WholeFileResult checkWholeFile(const std::string& path, detail::MaterialKey key,
                               detail::TableKind kind, const std::vector<std::string>& folders,
                               const CheckProgress& progress = {}, int threads = 1);

} // namespace kibitz::tb
