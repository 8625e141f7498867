// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A SCID base (NAME.si4 with its .sn4 and .sg4) opened as a Database: every game is decoded by
// core/scid, written as PGN and indexed by the same indexer as a PGN file's games, so lists,
// filters, position searches and the opening tree count exactly as they would on the PGN
// file SCID made the base from. The index is cached like a PGN file's, keyed by the three
// files together. The base is never written: the database is read-only (its games can be
// copied to a PGN database).

#include "database/database.h"

#include <functional>
#include <optional>
#include <string>

namespace kibitz::db {

// Why a SCID base cannot be edited here, as Database::readOnlyReason() says it.
inline constexpr std::string_view ScidReadOnlyReason =
    "a SCID base is read-only in Kibitz: copy its games to a PGN database to edit them";

// Fills db (a fresh Database) from the SCID base at path; the error names the file and the
// offset of what is wrong.
std::optional<DbError> loadScid(Database& db, const std::string& path, const OpenOptions& options,
                                const ProgressFn& progress,
                                const std::function<void(const Database&)>& onBatch);

// A game of a SCID database as PGN text (UTF-8).
Expected<std::string, DbError> scidGameText(const Database& db, GameId id);

// The games SCID's files hold that cannot be decoded, each with what is wrong and where.
Expected<std::vector<GameProblem>, DbError> scidProblems(const Database& db, std::size_t limit);

} // namespace kibitz::db
