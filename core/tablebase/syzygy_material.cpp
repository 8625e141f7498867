// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/syzygy_material.h"

namespace kibitz::tb::detail {

using chess::Color;
using chess::PieceType;

MaterialKey materialKey(const chess::Position& pos)
{
    MaterialKey k = 0;
    for (int c = 0; c < 2; ++c)
        for (int t = 1; t <= 5; ++t)
            k |= MaterialKey(chess::popCount(pos.pieces(Color(c), PieceType(t))))
                 << (20 * c + 4 * (t - 1));
    return k;
}

int pieceCount(MaterialKey k)
{
    int n = 2;
    for (; k; k >>= 4) n += int(k & 15);
    return n;
}

bool hasPawns(MaterialKey k)
{
    return (k & 0xF) || ((k >> 20) & 0xF);
}

std::optional<MaterialKey> parseMaterial(std::string_view name)
{
    const auto v = name.find('v');
    if (v == std::string_view::npos || name.size() < 3) return std::nullopt;
    MaterialKey k = 0;
    int side = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (i == v) {
            side = 1;
            continue;
        }
        const bool atKingSlot = (side == 0 && i == 0) || (side == 1 && i == v + 1);
        const PieceType t = chess::pieceTypeFromChar(name[i]);
        if (name[i] < 'A' || name[i] > 'Z' || t == PieceType::None) return std::nullopt;
        if ((t == PieceType::King) != atKingSlot) return std::nullopt; // exactly one king, first
        if (t == PieceType::King) continue;
        const int shift = 20 * side + 4 * (chess::index(t) - 1);
        if (((k >> shift) & 15) == 15) return std::nullopt;
        k += MaterialKey(1) << shift;
    }
    if (side == 0 || name.back() == 'v') return std::nullopt;
    return k;
}

std::string materialName(MaterialKey k)
{
    std::string s;
    for (int c = 0; c < 2; ++c) {
        if (c) s += 'v';
        s += 'K';
        for (int t = 5; t >= 1; --t)
            s.append(std::size_t(countOf(k, Color(c), PieceType(t))),
                     chess::pieceTypeChar(PieceType(t)));
    }
    return s;
}

std::string tableName(MaterialKey k)
{
    auto side = [](MaterialKey key, Color c) {
        std::string pieces; // strongest first
        for (int t = 5; t >= 1; --t)
            pieces.append(std::size_t(countOf(key, c, PieceType(t))), char('0' + t));
        return pieces;
    };
    const std::string white = side(k, Color::White), black = side(k, Color::Black);
    // Longer first; of equal length, the greater digits (the stronger pieces) first.
    const bool swap =
        black.size() > white.size() || (black.size() == white.size() && black > white);
    return materialName(swap ? mirrored(k) : k);
}

} // namespace kibitz::tb::detail
