// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's outcome: its result, how it ended (the Termination tag, PGN standard 9.8.1) and
// why in words. The one place that says what "abandoned" means; the session, tournaments,
// PGN, JSON, training and the window all ask here, and none reads a tag's text to decide.

#include "base/enumtext.h"
#include "chess/result.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::chess {

// How a game ended, as PGN's Termination tag names it (PGN standard 9.8.1).
enum class Ending : std::uint8_t {
    Unterminated = 0, // not over, or stopped without a result
    Normal,           // by the rules or the players: mate, resignation, agreement, a draw rule
    TimeForfeit,      // a flag fell
    RulesInfraction,  // an illegal move or a false claim
    Adjudication,     // a referee decided (a tournament's rules, the tablebases)
    Abandoned,        // a player left or stopped answering (an engine crashed or hung)
    Death,
    Emergency,
};

// The Termination tag's values as the standard writes them, one row an Ending: they name an
// ending and are read back.
inline constexpr auto EndingWords = std::to_array<EnumText<Ending>>({
    {Ending::Unterminated, "unterminated"},
    {Ending::Normal, "normal"},
    {Ending::TimeForfeit, "time forfeit"},
    {Ending::RulesInfraction, "rules infraction"},
    {Ending::Adjudication, "adjudication"},
    {Ending::Abandoned, "abandoned"},
    {Ending::Death, "death"},
    {Ending::Emergency, "emergency"},
});
static_assert(hasEveryValue(EndingWords, Ending::Emergency), "a row for every Ending");

// The tag value: "unterminated", "normal", "time forfeit", ...
constexpr std::string_view terminationText(Ending e)
{
    return textOf(EndingWords, e, "unterminated");
}

// The Termination tag's value as the standard writes it; nullopt for any other text.
constexpr std::optional<Ending> parseTermination(std::string_view s)
{
    return valueOf(EndingWords, s);
}

// What came of a game: its result, how it ended, and why in words ("White mates."), which
// the game's record keeps as the last move's comment: "1-0 {White mates.}".
struct Outcome {
    Result result = Result::Unknown;
    Ending ending = Ending::Unterminated;
    std::string text; // UTF-8; empty when nothing was said

    // The side that won; nullopt for a draw or no result.
    constexpr std::optional<Color> winner() const
    {
        if (result == Result::WhiteWins) return Color::White;
        if (result == Result::BlackWins) return Color::Black;
        return std::nullopt;
    }
    constexpr bool isDraw() const { return result == Result::Draw; }
    constexpr bool isOver() const { return result != Result::Unknown; }
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

} // namespace kibitz::chess
