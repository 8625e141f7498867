// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where each game of a PGN text lies. There is one way to end a game, the reader's: every
// caller that needs games' places (the database index, picking one game out of a file,
// saving) reads with pgn::Reader, with a visitor that skips what it does not need. Several
// past bugs were separate scanners that ended games where the reader did not.

#include "pgn/reader.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct GameSpan {
    std::uint64_t begin = 0; // the game's first byte (its first tag or movetext token)
    std::uint64_t end = 0;   // one past its last byte (its result, or what ended it)
};

// Reads every game of text into visitor; after each game onGame gets where it lies, from its
// first byte that is not blank to its last one, plus base (text's offset in its file).
// onGame returning false stops. firstLine numbers text's first line for errors.
void forEachGame(std::string_view text, Visitor& visitor,
                 const std::function<bool(const GameSpan&)>& onGame, std::uint64_t base = 0,
                 int firstLine = 1);

// The games of text (tags read, movetext skipped: a scan, not a parse).
std::vector<GameSpan> scanGames(std::string_view text, std::uint64_t base = 0);

// How many games text holds, counted as scanGames does but no further than atMost: telling a
// file of one game from a file of several reads two games, however large the file.
std::size_t countGames(std::string_view text, std::size_t atMost);

} // namespace kibitz::pgn
