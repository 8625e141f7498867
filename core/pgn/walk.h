// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Walking a game already in memory with the same Visitor the reader drives (python-chess's
// Game.accept): tags, the start position, each move with its comments and NAGs, variations
// where the PGN text would have them, the result. Whatever a visitor computes from a file
// (a tree, a main line, statistics, an export) it can compute from an edited game too.

#include "pgn/game.h"
#include "pgn/reader.h"

namespace kibitz::pgn {

// Calls visitor as Reader::readGame would for the PGN text of game. The visitor's controls
// are honoured: Skip after the tags skips the moves, Skip at a variation skips it, and
// wantsMoreMoves() false ends the moves. No error is ever reported (the tree is legal).
void walkGame(const Game& game, Visitor& visitor);

} // namespace kibitz::pgn
