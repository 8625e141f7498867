// SPDX-License-Identifier: GPL-3.0-or-later
// A SCID base as a Database: decoded by core/scid, indexed as PGN text by indexBytes.

#include "database/scidsource.h"

#include "database/database_impl.h"
#include "pgn/writer.h"
#include "scid/scidbase.h"

#include <chrono>
#include <filesystem>

namespace kibitz::db {

namespace {

DbError toDbError(const scid::ScidError& e)
{
    // The path is part of the text: it names the one of the three files at fault.
    return DbError{{}, e.toString()};
}

// The identity of the three files together: the index's path, the game file's size (game
// offsets are checked against it when the cache is loaded), the newest modification time and
// the three content hashes.
std::optional<FileIdentity> identifyBase(const scid::Base& base)
{
    FileIdentity id;
    std::uint64_t hash = 0;
    int shift = 0;
    for (const std::string* file : {&base.indexPath(), &base.namePath(), &base.gamePath()}) {
        const auto part = identifyPlainFile(*file);
        if (!part) return std::nullopt;
        if (file == &base.indexPath()) id.path = part->path;
        if (file == &base.gamePath()) id.size = part->size;
        id.mtimeNs = std::max(id.mtimeNs, part->mtimeNs);
        hash ^= (part->contentHash << shift) | (part->contentHash >> ((64 - shift) % 64));
        shift += 21;
    }
    id.contentHash = hash;
    return id;
}

struct Timer {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    double ms() const
    {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count();
    }
};

} // namespace

std::optional<DbError> loadScid(Database& db, const std::string& path, const OpenOptions& options,
                                const ProgressFn& progress,
                                const std::function<void(const Database&)>& onBatch)
{
    Timer timer;
    auto opened = scid::Base::open(path);
    if (!opened) return toDbError(opened.error());
    auto base = std::make_shared<const scid::Base>(std::move(*opened));
    Database::Impl& d = db.impl();
    d.path = path;
    d.scid = base;
    d.encoding = pgn::Encoding::Utf8;
    if (const auto identity = identifyBase(*base)) d.identity = *identity;

    if (!options.cacheDir.empty() && !d.identity.path.empty()) {
        d.cacheFile = cacheFileFor(options.cacheDir, path);
        removeIndexLeftovers(options.cacheDir);
        if (!options.forceRebuild && loadCache(d.cacheFile, d.identity, d)
            && d.games.size() == base->size()) {
            d.stats.games = std::uint32_t(d.games.size());
            d.stats.reused = true;
            std::error_code ec;
            d.stats.indexBytes = std::filesystem::file_size(d.cacheFile, ec);
            d.stats.milliseconds = timer.ms();
            if (onBatch) onBatch(db);
            return std::nullopt;
        }
        d.games.clear(), d.search.clear(), d.blocks.clear(), d.strings.clear();
        d.lineMarks.clear();
        d.stats = IndexStats{};
    }

    // Every game is read into the PGN indexer's own visitor, so it is indexed exactly as the
    // same game in a PGN file; its entry then points at its record in the game file. A game
    // that cannot be decoded keeps what came before the defect, flagged as having errors.
    const auto total = std::uint32_t(base->size());
    Part part;
    auto visitor = indexVisitor(part, pgn::Encoding::Utf8);
    std::uint32_t nextBatch = 200;
    for (std::uint32_t g = 0; g < total; ++g) {
        (void)base->read(g, *visitor); // its error is the entry's HasErrors flag
        const scid::Entry& s = base->entry(g);
        part.games.back().offset = s.offset;
        part.games.back().length = s.length;
        if (g + 1 == total || (g + 1) % 4096 == 0 || g + 1 == nextBatch) {
            if (onBatch && g + 1 >= nextBatch) {
                nextBatch = (g + 1) * 2;
                d.append(std::move(part));
                part = Part();
                visitor = indexVisitor(part, pgn::Encoding::Utf8);
                onBatch(db);
            }
            if (progress && !progress(Progress{g + 1, total, g + 1}))
                return DbError{path, "indexing cancelled"};
        }
    }
    d.append(std::move(part));
    d.stats.games = std::uint32_t(d.games.size());
    if (d.games.size() != total)
        return DbError{path, "indexing gave " + std::to_string(d.games.size()) + " games for the "
                                 + std::to_string(total) + " of the base"};
    if (!d.cacheFile.empty()) {
        if (saveCache(d.cacheFile, d)) {
            d.cacheFile.clear(); // an index that cannot be kept still works for this session
        } else {
            std::error_code ec;
            d.stats.indexBytes = std::filesystem::file_size(d.cacheFile, ec);
        }
    }
    d.stats.milliseconds = timer.ms();
    if (onBatch) onBatch(db);
    return std::nullopt;
}

Expected<std::string, DbError> scidGameText(const Database& db, GameId id)
{
    const Database::Impl& d = db.impl();
    if (id >= d.scid->size())
        return unexpected(DbError{d.path, "no game " + std::to_string(id + 1)});
    auto game = d.scid->game(id);
    if (!game) return unexpected(toDbError(game.error()));
    return pgn::writeGame(*game);
}

Expected<std::vector<GameProblem>, DbError> scidProblems(const Database& db, std::size_t limit)
{
    const Database::Impl& d = db.impl();
    std::vector<GameProblem> problems;
    for (GameId g = 0; g < d.games.size() && problems.size() < limit; ++g) {
        if (!(d.games[g].flags & GameEntry::HasErrors)) continue;
        auto game = d.scid->game(g);
        problems.push_back(GameProblem{g, 0, 0,
                                       game ? std::string("the game could not be indexed")
                                            : game.error().toString()});
    }
    return problems;
}

std::string_view Database::readOnlyReason() const
{
    return m_impl->scid ? ScidReadOnlyReason : std::string_view();
}

} // namespace kibitz::db
