// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Duplicate games in a database: the same game twice (same players, start, result and main
// line), or a game contained in another (its main line a prefix of the other's: a copy cut
// short, or a game entered before it was finished). Found from the index alone (names and
// each game's main line), no game is read again.

#include "database/database.h"

#include <vector>

namespace kibitz::db {

struct DuplicateGroup {
    enum class Kind : std::uint8_t {
        Identical, // every game has the same moves and result
        Contained, // the others' moves are each a prefix of the first's
    };
    Kind kind = Kind::Identical;
    // The game to keep first (the longest; the first in the file among equals), then the
    // others in file order.
    std::vector<GameId> games;
};

struct DuplicateOptions {
    // A game is taken as contained in another only with at least this many plies: short
    // games between the same players (a quick draw in a match) are prefixes of longer ones
    // without being copies of them.
    int minContainedPlies = 20;
};

// The groups, in the file order of their first game. Games are compared when their White and
// Black are the same names, and for containment when their dates do not differ (a date not
// known matches any); variant games and games with reading errors are left out.
std::vector<DuplicateGroup> findDuplicates(const Database& db,
                                           const DuplicateOptions& options = {});

} // namespace kibitz::db
