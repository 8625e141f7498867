// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A move as a board gives it: the square a piece was taken from and the square it was put
// on (a drag, two clicks), the piece chosen for a promotion, or a piece dropped from the
// pocket. The one reading of board gestures, for every board (the game window, the
// trainers, the play window).

#include "chess/position.h"

namespace kibitz::chess {

// The legal move (from, to, promotion) describes in pos, or Move::none():
// - castling as the king onto its own rook or onto its target square (an ordinary king move
//   to that square wins: Chess960 can have both);
// - promotion is needed, and only accepted, for a pawn reaching the last rank (a king in the
//   losing variants, which promote to one);
// - from == to is a drop from the pocket (Crazyhouse): promotion names the piece.
Move moveFromBoard(const Position& pos, Square from, Square to, PieceType promotion);

} // namespace kibitz::chess
