// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's result as PGN writes it (PGN standard 8.2.6, the game termination markers).
// The one place that says what "1-0" means; everything else asks here.

#include "base/enumtext.h"
#include "chess/types.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace kibitz::chess {

enum class Result : std::uint8_t { Unknown = 0, WhiteWins, BlackWins, Draw };

// The four markers, one row a result: they name a result and are read back.
inline constexpr auto ResultWords = std::to_array<EnumText<Result>>({
    {Result::WhiteWins, "1-0"},
    {Result::BlackWins, "0-1"},
    {Result::Draw, "1/2-1/2"},
    {Result::Unknown, "*"},
});
static_assert(hasEveryValue(ResultWords, Result::Draw), "a row for every Result");

// "1-0", "0-1", "1/2-1/2" or "*".
constexpr std::string_view resultText(Result r)
{
    return textOf(ResultWords, r, "*");
}

// The marker as written in a file or tag; nullopt for anything that is not one of the four.
constexpr std::optional<Result> parseResult(std::string_view s)
{
    return valueOf(ResultWords, s);
}

// The result of a game that side wins.
constexpr Result winFor(Color side)
{
    return side == Color::White ? Result::WhiteWins : Result::BlackWins;
}

constexpr bool isResultToken(std::string_view s)
{
    return parseResult(s).has_value();
}

} // namespace kibitz::chess
