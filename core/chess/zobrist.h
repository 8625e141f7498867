// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Zobrist keys identical to the Polyglot book key, so that a position's key can be looked
// up in any Polyglot .bin book directly.

#include "chess/types.h"

#include <array>
#include <cstdint>

namespace kibitz::chess {

using Key = std::uint64_t;

namespace zobrist {

extern const std::array<Key, 781> polyglotRandom;

// Polyglot orders pieces black pawn, white pawn, black knight, white knight, ...
inline Key piece(Piece p, Square s)
{
    const int kind = 2 * (index(typeOf(p)) - 1) + (colorOf(p) == Color::White ? 1 : 0);
    return polyglotRandom[std::size_t(64 * kind + index(s))];
}
inline Key castling(Color c, CastlingSide side)
{
    return polyglotRandom[std::size_t(768 + 2 * index(c) + int(side))];
}
inline Key enPassant(int file)
{
    return polyglotRandom[std::size_t(772 + file)];
}
inline Key whiteToMove()
{
    return polyglotRandom[780];
}

} // namespace zobrist
} // namespace kibitz::chess
