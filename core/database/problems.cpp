// SPDX-License-Identifier: GPL-3.0-or-later
// listProblems: the reader's errors in a database's flagged games, with their place in the file.

#include "database/database_impl.h"
#include "database/scidsource.h"
#include "pgn/input.h"
#include "pgn/reader.h"

namespace kibitz::db {

namespace {

// The reader's errors, each with the number of the game it is in.
class ErrorCollector : public pgn::Visitor {
public:
    std::vector<GameProblem> problems;
    std::size_t limit = 0;
    GameId game = 0;
    void error(const pgn::PgnError& e) override
    {
        if (problems.size() < limit)
            problems.push_back(GameProblem{game, e.line, e.column, e.message});
    }
    void endGame() override { ++game; }
};

} // namespace

Expected<std::vector<GameProblem>, DbError> listProblems(const Database& db, std::size_t limit)
{
    if (db.impl().scid) return scidProblems(db, limit);
    // The whole file is read again, moves and variations included: the index skips
    // variations, so it does not flag every game the reader finds fault with.
    RawFile file;
    if (auto opened = file.open(db.path()); !opened) return unexpected(fileError(opened.error()));
    const std::string_view bytes = file.bytes().substr(file.bomSize());
    const std::string decoded =
        file.encoding() == pgn::Encoding::Latin1 ? pgn::latin1ToUtf8(bytes) : std::string();
    pgn::Reader reader(decoded.empty() ? bytes : std::string_view(decoded));
    ErrorCollector collector;
    collector.limit = limit;
    while (collector.problems.size() < limit && reader.readGame(collector)) {}
    return std::move(collector.problems);
}

} // namespace kibitz::db
