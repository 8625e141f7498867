// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How NAGs read when a game is shown or printed: the one table of their symbols (PGN standard
// section 10, with the glyphs of printed chess literature), shared by the notation pane and
// the HTML/PDF export. Reading and writing PGN use "$N" and the six move glyphs (game.h).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

// The symbol of a NAG in UTF-8 ("!", "±", "⟳"); empty when it has none.
std::string_view nagSymbol(std::uint8_t nag);

// Move assessments ($1-$7: "!", "?", ..., "□") are written against the move; the others
// (positions, plans) after a space.
constexpr bool nagJoinsMove(std::uint8_t nag)
{
    return nag >= 1 && nag <= 7;
}

// The NAG as it follows a move: "!" joined, " ±" after a space, " $N" when it has no symbol.
std::string nagAfterMove(std::uint8_t nag);

// The NAG a symbol stands for, as a player types or pastes it: every symbol nagSymbol shows
// (a symbol two NAGs share stands for the first: "=" is $10, "+−" is $18), the typewriter
// forms ("+-", "-+", "+/-", "-/+", "~"), the glyphs some fonts have for $14 and $15 ("⩲",
// "⩱"), and "$n" for any NAG; nullopt for anything else.
std::optional<std::uint8_t> nagFromSymbol(std::string_view symbol);

} // namespace kibitz::pgn
