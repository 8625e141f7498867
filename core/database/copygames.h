// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Copying games of a database into a new PGN file: how a read-only SCID base's games become a
// PGN database the user can edit (Database > Copy Games to PGN Database in the GUI). The file
// is written atomically (write beside, fsync, rename) and never over the database's own file.

#include "database/database.h"

#include <map>
#include <string>
#include <vector>

namespace kibitz::db {

struct CopyResult {
    std::uint32_t written = 0;
    // Games whose text cannot be had (a SCID record that does not decode): left out, each
    // error naming the game and where it is damaged.
    std::vector<DbError> skipped;
};

// Games edited but not yet saved into the database: their UTF-8 PGN text by game.
using EditedGames = std::map<GameId, std::string>;

// Writes the games (in the order given) to outPath as UTF-8 PGN: an edited game as edited
// (what the user sees in its tab and the list), any other as the database gives its text
// (Database::gameText). progress counts games and can cancel (nothing is written).
Expected<CopyResult, DbError> copyGames(const Database& db, const std::vector<GameId>& games,
                                        const std::string& outPath, const EditedGames& edited = {},
                                        const ProgressFn& progress = {});

} // namespace kibitz::db
