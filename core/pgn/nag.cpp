// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/nag.h"

#include <array>
#include <charconv>
#include <utility>

namespace kibitz::pgn {

std::string_view nagSymbol(std::uint8_t nag)
{
    // PGN standard section 10; pairs of NAGs that differ only in the side (White's, Black's)
    // share a symbol.
    switch (nag) {
    case 1:
        return "!";
    case 2:
        return "?";
    case 3:
        return "!!";
    case 4:
        return "??";
    case 5:
        return "!?";
    case 6:
        return "?!";
    case 7:
        return "\u25a1"; // forced move
    case 10:
    case 11:
    case 12:
        return "=";
    case 13:
        return "\u221e";
    // ⩲ and ⩱ (U+2A72, U+2A71) are missing from common fonts; the typewriter forms read the
    // same to chess players.
    case 14:
        return "+=";
    case 15:
        return "=+";
    case 16:
        return "\u00b1";
    case 17:
        return "\u2213";
    case 18:
    case 20:
        return "+\u2212";
    case 19:
    case 21:
        return "\u2212+";
    case 22:
    case 23:
        return "\u2a00"; // zugzwang
    case 32:
    case 33:
        return "\u27f3"; // development advantage
    case 36:
    case 37:
        return "\u2192"; // initiative
    case 40:
    case 41:
        return "\u2191"; // attack
    case 132:
    case 133:
        return "\u21c6"; // counterplay
    case 138:
    case 139:
        return "\u2295"; // time trouble
    case 140:
        return "\u2206"; // with the idea
    case 145:
        return "RR"; // editorial comment
    case 146:
        return "N"; // novelty
    default:
        return {};
    }
}

std::string nagAfterMove(std::uint8_t nag)
{
    const std::string_view symbol = nagSymbol(nag);
    std::string out;
    if (!nagJoinsMove(nag) || symbol.empty()) out.push_back(' ');
    if (symbol.empty()) {
        out.push_back('$');
        out.append(std::to_string(nag));
    } else {
        out.append(symbol);
    }
    return out;
}

std::optional<std::uint8_t> nagFromSymbol(std::string_view symbol)
{
    if (symbol.empty()) return std::nullopt;
    for (int nag = 1; nag < 256; ++nag)
        if (nagSymbol(std::uint8_t(nag)) == symbol) return std::uint8_t(nag);
    // What a keyboard without the glyphs gives, and the glyphs shown as typewriter forms.
    static constexpr std::array<std::pair<std::string_view, std::uint8_t>, 7> typed{{
        {"~", 13},
        {"\u2a72", 14},
        {"\u2a71", 15},
        {"+/-", 16},
        {"-/+", 17},
        {"+-", 18},
        {"-+", 19},
    }};
    for (const auto& [text, nag] : typed)
        if (symbol == text) return nag;
    if (symbol.size() > 1 && symbol.front() == '$') {
        int nag = 0;
        const char* end = symbol.data() + symbol.size();
        const auto [ptr, ec] = std::from_chars(symbol.data() + 1, end, nag);
        if (ec == std::errc() && ptr == end && nag > 0 && nag < 256) return std::uint8_t(nag);
    }
    return std::nullopt;
}

} // namespace kibitz::pgn
