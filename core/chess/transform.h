// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Position tools for study and composing (python-chess's Board.mirror() and transform()):
// the colours swapped, the board flipped or shifted. A transform that breaks the position
// (a pawn pushed onto a back rank, a piece shifted off the board, castling rights whose
// king and rook are no longer at home) is an error naming the defect, never a silent change.

#include "chess/expected.h"
#include "chess/position.h"

#include <string>

namespace kibitz::chess {

enum class Transform : std::uint8_t {
    Mirror,           // colours swapped and ranks reversed: the same position for the other side
    FlipVertical,     // ranks reversed (a1 <-> a8), colours kept
    FlipHorizontal,   // files reversed (a1 <-> h1)
    FlipDiagonal,     // a1-h8 diagonal as the axis (b1 <-> a2)
    FlipAntiDiagonal, // h1-a8 diagonal as the axis
    ShiftUp,          // every piece one rank up
    ShiftDown,
    ShiftLeft, // every piece one file towards a
    ShiftRight,
};

struct TransformError {
    std::string message;
};

// Mirror keeps castling rights (mirrored), the en passant square and the counters. The flips
// and shifts keep the side to move and the counters and drop castling rights and en passant,
// which belong to the original geometry.
Expected<Position, TransformError> transform(const Position& pos, Transform t);
// The same on a set-up that need not be legal (a position editor's board); fails only when a
// piece would leave the board.
Expected<Setup, TransformError> transform(const Setup& setup, Transform t);

// The material balance from White's point of view in pawns (P 1, N 3, B 3, R 5, Q 9);
// Crazyhouse counts the pieces in hand.
int materialBalance(const Position& pos);

} // namespace kibitz::chess
