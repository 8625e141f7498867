// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Material signatures and the names Syzygy sets give their files: how Kibitz finds tables
// in folders, names the ones a position lacks and keys its registry. Probing itself is
// Fathom's (syzygy.h).

#include "chess/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::tb::detail {

// Four bits per (colour, pawn..queen), white in bits 0-19, black in 20-39. Kings are
// implied.
using MaterialKey = std::uint64_t;

MaterialKey materialKey(const chess::Position& pos);
constexpr MaterialKey mirrored(MaterialKey k)
{
    return (k >> 20) | ((k & 0xFFFFF) << 20);
}
constexpr int countOf(MaterialKey k, chess::Color c, chess::PieceType t)
{
    return int((k >> (20 * index(c) + 4 * (index(t) - 1))) & 15);
}
int pieceCount(MaterialKey k); // kings included
bool hasPawns(MaterialKey k);
// "KQvKR" (white's pieces first). Empty when the text is not a table name.
std::optional<MaterialKey> parseMaterial(std::string_view name);
std::string materialName(MaterialKey k);
// The name a Syzygy set gives this material (either colouring): the side with more pieces
// first, and with as many, the side whose pieces are stronger (Q, R, B, N, P) first
// ("KRBvKQ", "KQRvKQ").
std::string tableName(MaterialKey k);

constexpr int MaxPieces = 7; // no Syzygy set has more

} // namespace kibitz::tb::detail
