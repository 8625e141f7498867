// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every move of chess numbered once: 0 .. MoveIndexCount - 1, for tables indexed by move
// (history heuristics, policy outputs, move statistics of a database) that need one slot per
// distinct move rather than per (from, to) pair. A move is told apart by who moves (colour
// and piece), from where, to where, what it takes and what a pawn becomes, so Nxe5 taking a
// pawn and Nxe5 taking a rook have different numbers.
//
// The count, per colour: knights, bishops, rooks, queens and kings move from every square to
// every square they reach on an empty board (336 + 560 + 896 + 1,456 + 420 = 3,668), each
// either to an empty square or taking a pawn, knight, bishop, rook or queen (x 6 = 22,008;
// a king is never taken); pawns push once from the 2nd to the 6th rank (40), twice (8),
// onto the last rank as one of four pieces (32), take any of the five from the 2nd to the
// 6th rank (350), take a knight, bishop, rook or queen onto the last rank as one of four
// pieces (224), take en passant (14); castling king side and queen side (2). 22,678 a colour,
// 45,356 in all: Chess::Plisco's figure. Like Plisco's, the count lets a piece take a pawn on
// the first or last rank (Horde has pawns there; standard chess never does).

#include "chess/position.h"

#include <optional>

namespace kibitz::chess {

inline constexpr int MoveIndexCount = 45356;

struct MoveDescription {
    Color color = Color::White;
    PieceType piece = PieceType::None;
    Square from = Square::None;
    Square to = Square::None; // castling: where the king lands (g1, c1)
    PieceType captured = PieceType::None;
    PieceType promotion = PieceType::None;
    bool enPassant = false;
    bool castling = false;
    friend bool operator==(const MoveDescription&, const MoveDescription&) = default;
};

// The description of a legal move of pos; std::nullopt for what the numbering has no room
// for: drops, promotions to king, null moves, and castling that does not start from the
// e-file king with the rook in the corner (Chess960 arrays).
std::optional<MoveDescription> describeMove(const Position& pos, Move m);
// The number of a description; std::nullopt when no move of chess fits it.
std::optional<int> moveIndex(const MoveDescription& move);
inline std::optional<int> moveIndex(const Position& pos, Move m)
{
    const auto d = describeMove(pos, m);
    return d ? moveIndex(*d) : std::nullopt;
}
// The description numbered index (0 <= index < MoveIndexCount).
const MoveDescription& moveAt(int index);

} // namespace kibitz::chess
