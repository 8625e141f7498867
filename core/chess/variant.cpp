// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/variant.h"

#include "base/enumtext.h"

#include <array>
#include <cstddef>

namespace kibitz::chess {

namespace {

struct Names {
    Variant variant;
    const char* tag;
    const char* uci;
    std::string_view startFen;
};

// A row a variant, in the enum's order. Its tag and UCI names are read back too.
constexpr std::array<Names, VariantCount> names = {{
    {Variant::Standard, "Standard", "chess", StartFen},
    {Variant::Crazyhouse, "Crazyhouse", "crazyhouse",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
    {Variant::ThreeCheck, "Three-check", "3check",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"},
    {Variant::KingOfTheHill, "King of the Hill", "kingofthehill", StartFen},
    {Variant::Atomic, "Atomic", "atomic", StartFen},
    {Variant::Antichess, "Antichess", "antichess",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"},
    {Variant::Giveaway, "Giveaway", "giveaway", StartFen},
    {Variant::Horde, "Horde", "horde",
     "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"},
    {Variant::RacingKings, "Racing Kings", "racingkings",
     "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"},
    {Variant::Suicide, "Suicide", "suicide", StartFen},
}};
static_assert(
    [] {
        for (std::size_t i = 0; i < names.size(); ++i)
            if (names[i].variant != Variant(i)) return false;
        return true;
    }(),
    "a row for every variant, in the enum's order");

// The names read besides the tag's and UCI's (normalized, see below).
constexpr auto OtherNames = std::to_array<EnumText<Variant>>({
    {Variant::Standard, "normal"},
    {Variant::Standard, "regular"},
    {Variant::Standard, "fromposition"},
    {Variant::Crazyhouse, "zh"},
    {Variant::KingOfTheHill, "koth"},
    {Variant::Antichess, "anti"},
    {Variant::Suicide, "suicidechess"},
});

// Lower case without spaces, dashes, underscores and dots: "King of the Hill" -> "kingofthehill".
std::string normalized(std::string_view s)
{
    std::string out;
    for (char c : s) {
        if (c == ' ' || c == '-' || c == '_' || c == '.' || c == '\t') continue;
        out += (c >= 'A' && c <= 'Z') ? char(c + ('a' - 'A')) : c;
    }
    return out;
}

} // namespace

std::optional<VariantName> parseVariantName(std::string_view name)
{
    std::string n = normalized(name);
    bool chess960 = false;
    // Chess960 and its spellings, alone or after a variant ("atomic960").
    for (std::string_view suffix : {"960", "fischerandom", "fischerrandom", "frc"}) {
        if (n.size() >= suffix.size() && n.ends_with(suffix)) {
            const std::string rest = n.substr(0, n.size() - suffix.size());
            if (rest.empty() || rest == "chess") {
                return VariantName{Variant::Standard, true};
            }
            if (suffix == "960") {
                n = rest;
                chess960 = true;
                break;
            }
        }
    }
    for (const Names& row : names)
        if (n == row.uci || n == normalized(row.tag)) return VariantName{row.variant, chess960};
    if (const auto v = valueOf(OtherNames, n)) return VariantName{*v, chess960};
    return std::nullopt;
}

const char* variantTagName(Variant v)
{
    return names[std::size_t(v)].tag;
}

const char* variantUciName(Variant v)
{
    return names[std::size_t(v)].uci;
}

std::string_view variantStartFen(Variant v)
{
    return names[std::size_t(v)].startFen;
}

Position variantStartPosition(Variant v)
{
    if (v == Variant::Standard) return Position();
    return positionFromFen(variantStartFen(v), v).value();
}

} // namespace kibitz::chess
