// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PGN file seen as a sequence of games in one text, for saving one game back into the
// file it came from without touching the bytes of the others.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::model {

struct GameSpan {
    std::size_t begin = 0; // first byte of the game (its first tag or movetext token)
    std::size_t end = 0;   // one past its last byte (the result token, or what ended it)
};

// Where each game of text lies (tags-only scan: movetext is skipped, not parsed).
std::vector<GameSpan> scanGames(std::string_view text);

// text with game number index replaced by gameText (export format, as pgn::writeGame
// writes it); an index past the last game appends. The separation between games is kept.
std::string replaceGame(std::string_view text, std::size_t index, std::string_view gameText);

} // namespace kibitz::model
