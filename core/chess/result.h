// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's result as PGN writes it (PGN standard 8.2.6, the game termination markers).
// The one place that says what "1-0" means; everything else asks here.

#include "chess/types.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace kibitz::chess {

enum class Result : std::uint8_t { Unknown = 0, WhiteWins, BlackWins, Draw };

// "1-0", "0-1", "1/2-1/2" or "*".
constexpr std::string_view resultText(Result r)
{
    switch (r) {
    case Result::WhiteWins:
        return "1-0";
    case Result::BlackWins:
        return "0-1";
    case Result::Draw:
        return "1/2-1/2";
    case Result::Unknown:
        break;
    }
    return "*";
}

// The marker as written in a file or tag; nullopt for anything that is not one of the four.
constexpr std::optional<Result> parseResult(std::string_view s)
{
    if (s == "1-0") return Result::WhiteWins;
    if (s == "0-1") return Result::BlackWins;
    if (s == "1/2-1/2") return Result::Draw;
    if (s == "*") return Result::Unknown;
    return std::nullopt;
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
