// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/nag.h"

#include "base/enumtext.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>

namespace kibitz::pgn {

namespace {

// The symbols of the NAGs that have one (PGN standard section 10), in the order of the NAGs:
// they name a NAG, and are read back to the first NAG that has them, as pairs of NAGs that
// differ only in the side (White's, Black's) share a symbol.
constexpr auto NagSymbols = std::to_array<EnumText<std::uint8_t>>({
    {1, "!"},
    {2, "?"},
    {3, "!!"},
    {4, "??"},
    {5, "!?"},
    {6, "?!"},
    {7, "\u25a1"}, // forced move
    {10, "="},
    {11, "="},
    {12, "="},
    {13, "\u221e"},
    // ⩲ and ⩱ (U+2A72, U+2A71) are missing from common fonts; the typewriter forms read the
    // same to chess players.
    {14, "+="},
    {15, "=+"},
    {16, "\u00b1"},
    {17, "\u2213"},
    {18, "+\u2212"},
    {19, "\u2212+"},
    {20, "+\u2212"},
    {21, "\u2212+"},
    {22, "\u2a00"}, // zugzwang
    {23, "\u2a00"},
    {32, "\u27f3"}, // development advantage
    {33, "\u27f3"},
    {36, "\u2192"}, // initiative
    {37, "\u2192"},
    {40, "\u2191"}, // attack
    {41, "\u2191"},
    {132, "\u21c6"}, // counterplay
    {133, "\u21c6"},
    {138, "\u2295"}, // time trouble
    {139, "\u2295"},
    {140, "\u2206"}, // with the idea
    {145, "RR"},     // editorial comment
    {146, "N"},      // novelty
});
static_assert(std::ranges::is_sorted(NagSymbols, {}, &EnumText<std::uint8_t>::value),
              "a symbol is read back to the first, lowest, NAG that has it");

// What a keyboard without the glyphs gives, and the glyphs shown as typewriter forms.
constexpr auto TypedSymbols = std::to_array<EnumText<std::uint8_t>>({
    {13, "~"},
    {14, "\u2a72"},
    {15, "\u2a71"},
    {16, "+/-"},
    {17, "-/+"},
    {18, "+-"},
    {19, "-+"},
});

} // namespace

std::string_view nagSymbol(std::uint8_t nag)
{
    return textOf(NagSymbols, nag);
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
    if (const auto nag = valueOf(NagSymbols, symbol)) return nag;
    if (const auto nag = valueOf(TypedSymbols, symbol)) return nag;
    if (symbol.size() > 1 && symbol.front() == '$') {
        int nag = 0;
        const char* end = symbol.data() + symbol.size();
        const auto [ptr, ec] = std::from_chars(symbol.data() + 1, end, nag);
        if (ec == std::errc() && ptr == end && nag > 0 && nag < 256) return std::uint8_t(nag);
    }
    return std::nullopt;
}

} // namespace kibitz::pgn
