// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Building a Polyglot book from PGN games. Each move of the first maxPly plies of every game
// with a known result counts for the side that played it: a win 2 points, a draw 1, a loss 0
// (the weighting Polyglot's own book maker uses). A move enters the book when it was played
// in at least minGames games and earned a weight above zero; a position's weights are scaled
// down together when they do not fit 16 bits.

#include "book/polyglot.h"
#include "pgn/reader.h"

#include <string_view>
#include <vector>

namespace kibitz::book {

enum class SideFilter : std::uint8_t { Both, White, Black };

struct BuildOptions {
    int maxPly = 40;
    int minGames = 1;
    SideFilter side = SideFilter::Both;
    int threads = 1; // readers working on parts of the text in parallel
    // Keep each move's games and score in the learn fields, with the marker entry that says
    // so (see polyglot.h).
    bool moveStats = true;
};

struct BuildStats {
    std::uint64_t games = 0;
    std::uint64_t gamesUsed = 0; // with a result, standard chess
    std::uint64_t gamesWithErrors = 0;
    std::uint64_t movesCounted = 0;
    std::uint64_t positions = 0;            // distinct positions in the book
    std::uint64_t entries = 0;              // moves in the book (the statistics marker not counted)
    std::vector<pgn::PgnError> firstErrors; // up to 10, in file order
};

std::vector<Entry> buildBook(std::string_view pgnText, const BuildOptions& options,
                             BuildStats* stats = nullptr);

} // namespace kibitz::book
