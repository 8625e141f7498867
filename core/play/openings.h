// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Openings for engine matches and tournaments: a start position and the moves played from it
// before the engines take over, read from a PGN file (each game's start and main line) or an
// EPD file (one position a line), or drawn from a Polyglot book.

#include "book/polyglot.h"
#include "chess/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::play {

struct Opening {
    chess::Position start;
    std::vector<chess::Move> moves;
};

// path ending in .epd: EPD, else PGN. Errors name the file and line; a file without an opening
// is an error.
std::optional<std::vector<Opening>> readOpenings(const std::string& path, std::string& error);

// An opening from book: up to maxPlies moves from the standard position, each chosen at random
// in proportion to the book's weights with a generator seeded by seed (so the same seed gives
// the same opening), stopping where the book has no move.
Opening bookOpening(const book::PolyglotBook& book, int maxPlies, std::uint64_t seed);

} // namespace kibitz::play
