// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Boards as text, for terminals and logs (kibitz-cli show): letters or figurines, from
// White's side or turned for Black, optionally in ANSI colours with the last move and a
// king in check marked; and bitboards as 8x8 grids for whoever debugs the bitboards.

#include "chess/position.h"

#include <string>

namespace kibitz::chess {

struct TextBoardOptions {
    bool unicode = false; // figurines (White's hollow) instead of letters
    bool flipped = false; // Black at the bottom: rank 1 on top, files h to a
    bool color = false;   // ANSI 256-colour squares; letters keep their case
    Move lastMove;        // its squares marked (color only); Move::none() for none
};

// The board with coordinates, one rank a line, ending with a newline.
std::string textBoard(const Position& pos, const TextBoardOptions& options = {});

// A bitboard as 8 lines of 8 characters ('1' set, '.' clear), rank 8 first, a1 bottom left.
std::string bitboardText(Bitboard b);

} // namespace kibitz::chess
