// SPDX-License-Identifier: GPL-3.0-or-later
// The index on disk: one SQLite file per PGN file in the cache folder. The game table and the
// string pool are real tables (anyone can query them with sqlite3); the search data, which is
// only ever read whole, is kept as blobs. Everything is written in one transaction to a
// temporary file that is renamed over the old cache, so a crash leaves the old cache or none.

#include "database/database_impl.h"

#include <sqlite3.h>

#include <climits>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <unistd.h>

namespace kibitz::db {

namespace {

// Bump when anything stored changes meaning: an index of another version is rebuilt.
constexpr int FormatVersion = 5;

struct Statement {
    sqlite3_stmt* s = nullptr;
    Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &s, nullptr); }
    ~Statement() { sqlite3_finalize(s); }
    explicit operator bool() const { return s != nullptr; }
};

struct Connection {
    sqlite3* db = nullptr;
    ~Connection() { sqlite3_close(db); }
    bool exec(const char* sql)
    {
        return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    }
};

// A game's search data on disk: homeOrder, startFen, homeCount, materialCount, in the
// machine's byte order (the index is a cache of this machine's). Where its moves and material
// bytes start is not stored: they follow each other in game order (see GameMoves).
constexpr std::size_t SearchRecordBytes = 8 + 4 + 1 + 1;

void packSearch(const GameMoves& g, std::uint8_t* out)
{
    std::memcpy(out, &g.homeOrder, 8);
    std::memcpy(out + 8, &g.startFen, 4);
    out[12] = g.homeCount;
    out[13] = g.materialCount;
}

GameMoves unpackSearch(const std::uint8_t* in)
{
    GameMoves g;
    std::memcpy(&g.homeOrder, in, 8);
    std::memcpy(&g.startFen, in + 8, 4);
    g.homeCount = in[12];
    g.materialCount = in[13];
    return g;
}

// Writes count items of data as the blobs (name, 0), (name, 1), ... of at most partBytes
// each (SQLite refuses a blob over SQLITE_LIMIT_LENGTH; see BlobPartBytes).
bool writeParts(sqlite3_stmt* st, const char* name, const void* data, std::uint64_t count,
                std::size_t itemBytes, std::size_t partBytes)
{
    const std::uint64_t perPart = std::max<std::uint64_t>(1, partBytes / itemBytes);
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    std::int64_t part = 0;
    for (std::uint64_t at = 0; at < count; at += perPart, ++part) {
        const std::uint64_t n = std::min(perPart, count - at);
        sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, part);
        sqlite3_bind_blob64(st, 3, bytes + at * itemBytes, n * itemBytes, SQLITE_STATIC);
        const bool ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
        if (!ok) return false;
    }
    return true;
}

// Reads the blobs (name, 0), (name, 1), ... straight into out, which must come to exactly
// bytes (sqlite3_blob_read: a part is never held twice). Missing, extra or misnumbered parts
// make the index invalid.
bool readParts(sqlite3* db, const char* name, void* out, std::uint64_t bytes)
{
    Statement st(db, "SELECT part, rowid, length(data) FROM blobs WHERE name = ? ORDER BY part");
    if (!st) return false;
    sqlite3_bind_text(st.s, 1, name, -1, SQLITE_STATIC);
    auto* at = static_cast<std::uint8_t*>(out);
    std::uint64_t done = 0;
    for (std::int64_t expected = 0; sqlite3_step(st.s) == SQLITE_ROW; ++expected) {
        const sqlite3_int64 row = sqlite3_column_int64(st.s, 1);
        const sqlite3_int64 length = sqlite3_column_int64(st.s, 2);
        if (sqlite3_column_int64(st.s, 0) != expected || length <= 0 || length > INT_MAX
            || std::uint64_t(length) > bytes - done)
            return false;
        sqlite3_blob* blob = nullptr;
        if (sqlite3_blob_open(db, "main", "blobs", "data", row, 0, &blob) != SQLITE_OK)
            return false;
        const bool ok = sqlite3_blob_read(blob, at + done, int(length), 0) == SQLITE_OK;
        sqlite3_blob_close(blob);
        if (!ok) return false;
        done += std::uint64_t(length);
    }
    return done == bytes;
}

} // namespace

std::string cacheFileFor(const std::string& cacheDir, const std::string& path)
{
    std::error_code ec;
    const std::string absolute = std::filesystem::absolute(path, ec).lexically_normal().string();
    std::uint64_t h = 14695981039346656037ULL;
    for (unsigned char c : absolute) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    char name[32];
    std::snprintf(name, sizeof name, "%016llx.sqlite", static_cast<unsigned long long>(h));
    return (std::filesystem::path(cacheDir) / name).string();
}

bool loadCache(const std::string& file, const FileIdentity& identity, Database::Impl& out)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return false;
    Connection c;
    if (sqlite3_open_v2(file.c_str(), &c.db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        return false;
    {
        Statement meta(c.db,
                       "SELECT version, path, size, mtime, hash, encoding, gzipped, crlf, plies, "
                       "errors FROM meta");
        if (!meta || sqlite3_step(meta.s) != SQLITE_ROW) return false;
        FileIdentity stored;
        if (sqlite3_column_int(meta.s, 0) != FormatVersion) return false;
        stored.path = reinterpret_cast<const char*>(sqlite3_column_text(meta.s, 1));
        stored.size = std::uint64_t(sqlite3_column_int64(meta.s, 2));
        stored.mtimeNs = sqlite3_column_int64(meta.s, 3);
        stored.contentHash = std::uint64_t(sqlite3_column_int64(meta.s, 4));
        if (!(stored == identity)) return false;
        out.encoding = pgn::Encoding(sqlite3_column_int(meta.s, 5));
        out.gzipped = sqlite3_column_int(meta.s, 6) != 0;
        out.crlf = sqlite3_column_int(meta.s, 7) != 0;
        out.stats.plies = std::uint64_t(sqlite3_column_int64(meta.s, 8));
        out.stats.gamesWithErrors = std::uint32_t(sqlite3_column_int64(meta.s, 9));
    }
    {
        // Reserved first: a million rows grown by doubling would hold two copies at the peak.
        Statement count(c.db, "SELECT count(*) FROM strings");
        if (count && sqlite3_step(count.s) == SQLITE_ROW)
            out.strings.reserve(std::size_t(sqlite3_column_int64(count.s, 0)) + 1);
        Statement st(c.db, "SELECT id, text FROM strings ORDER BY id");
        if (!st) return false;
        out.strings.assign(1, std::string());
        while (sqlite3_step(st.s) == SQLITE_ROW) {
            const auto id = std::size_t(sqlite3_column_int64(st.s, 0));
            if (id != out.strings.size()) return false;
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st.s, 1));
            out.strings.emplace_back(text ? text : "");
        }
    }
    {
        Statement count(c.db, "SELECT count(*) FROM games");
        if (count && sqlite3_step(count.s) == SQLITE_ROW)
            out.games.reserve(std::size_t(sqlite3_column_int64(count.s, 0)));
        Statement st(c.db,
                     "SELECT offset, length, white, black, event, site, round, opening, date, "
                     "white_elo, black_elo, eco, plies, result, flags FROM games ORDER BY id");
        if (!st) return false;
        out.games.clear();
        const auto strings = std::uint32_t(out.strings.size());
        while (sqlite3_step(st.s) == SQLITE_ROW) {
            GameEntry e;
            e.offset = std::uint64_t(sqlite3_column_int64(st.s, 0));
            e.length = std::uint64_t(sqlite3_column_int64(st.s, 1));
            std::uint32_t* ids[] = {&e.white, &e.black, &e.event, &e.site, &e.round, &e.opening};
            for (int i = 0; i < 6; ++i) {
                *ids[i] = std::uint32_t(sqlite3_column_int64(st.s, 2 + i));
                if (*ids[i] >= strings) return false;
            }
            e.date = std::uint32_t(sqlite3_column_int64(st.s, 8));
            e.whiteElo = std::uint16_t(sqlite3_column_int(st.s, 9));
            e.blackElo = std::uint16_t(sqlite3_column_int(st.s, 10));
            e.eco = std::uint16_t(sqlite3_column_int(st.s, 11));
            e.plies = std::uint16_t(sqlite3_column_int(st.s, 12));
            e.result = chess::Result(sqlite3_column_int(st.s, 13) & 3);
            e.flags = std::uint8_t(sqlite3_column_int(st.s, 14));
            if (!out.gzipped && (e.offset > identity.size || e.length > identity.size - e.offset))
                return false;
            out.games.push_back(e);
        }
    }
    // The search data, then the moves and material bytes they say the games hold.
    std::vector<std::uint8_t> records(out.games.size() * SearchRecordBytes);
    if (!readParts(c.db, "search", records.data(), records.size())) return false;
    out.search.resize(out.games.size());
    std::uint64_t moves = 0, materials = 0;
    for (std::size_t i = 0; i < out.games.size(); ++i) {
        GameMoves& g = out.search[i];
        g = unpackSearch(records.data() + i * SearchRecordBytes);
        if (g.startFen >= out.strings.size() || g.homeCount > 16) return false;
        g.firstMove = moves;
        g.firstMaterial = materials;
        moves += out.games[i].plies;
        materials += materialBytes(g.materialCount, g.startFen != 0);
    }
    records = {};
    out.moves.resize(moves);
    out.materials.resize(materials);
    return readParts(c.db, "moves", out.moves.data(), moves * sizeof(std::uint16_t))
           && readParts(c.db, "materials", out.materials.data(), materials);
}

std::optional<DbError> saveCache(const std::string& file, const Database::Impl& db,
                                 std::size_t partBytes)
{
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(file).parent_path(), ec);
    const std::string temp = file + ".tmp-" + std::to_string(::getpid());
    std::filesystem::remove(temp, ec);
    Connection c;
    auto fail = [&](const std::string& what) {
        std::string message =
            what + (c.db ? std::string(": ") + sqlite3_errmsg(c.db) : std::string());
        sqlite3_close(c.db);
        c.db = nullptr;
        std::filesystem::remove(temp, ec);
        return DbError{file, "cannot write the index: " + message};
    };
    if (sqlite3_open(temp.c_str(), &c.db) != SQLITE_OK) return fail("open");
    if (!c.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN;"
                "CREATE TABLE meta(version INTEGER, path TEXT, size INTEGER, mtime INTEGER, hash "
                "INTEGER,"
                " encoding INTEGER, gzipped INTEGER, crlf INTEGER, plies INTEGER, errors INTEGER);"
                "CREATE TABLE strings(id INTEGER PRIMARY KEY, text TEXT);"
                "CREATE TABLE games(id INTEGER PRIMARY KEY, offset INTEGER, length INTEGER,"
                " white INTEGER, black INTEGER, event INTEGER, site INTEGER, round INTEGER,"
                " opening INTEGER, date INTEGER, white_elo INTEGER, black_elo INTEGER, eco INTEGER,"
                " plies INTEGER, result INTEGER, flags INTEGER);"
                "CREATE TABLE blobs(name TEXT, part INTEGER, data BLOB, PRIMARY KEY(name, part));"))
        return fail("create tables");
    {
        Statement st(c.db, "INSERT INTO meta VALUES (?,?,?,?,?,?,?,?,?,?)");
        sqlite3_bind_int(st.s, 1, FormatVersion);
        sqlite3_bind_text(st.s, 2, db.identity.path.c_str(), -1, SQLITE_STATIC);
        sqlite3_bind_int64(st.s, 3, sqlite3_int64(db.identity.size));
        sqlite3_bind_int64(st.s, 4, db.identity.mtimeNs);
        sqlite3_bind_int64(st.s, 5, sqlite3_int64(db.identity.contentHash));
        sqlite3_bind_int(st.s, 6, int(db.encoding));
        sqlite3_bind_int(st.s, 7, db.gzipped);
        sqlite3_bind_int(st.s, 8, db.crlf);
        sqlite3_bind_int64(st.s, 9, sqlite3_int64(db.stats.plies));
        sqlite3_bind_int64(st.s, 10, db.stats.gamesWithErrors);
        if (sqlite3_step(st.s) != SQLITE_DONE) return fail("meta");
    }
    {
        Statement st(c.db, "INSERT INTO strings VALUES (?,?)");
        for (std::size_t i = 1; i < db.strings.size(); ++i) {
            sqlite3_bind_int64(st.s, 1, sqlite3_int64(i));
            sqlite3_bind_text(st.s, 2, db.strings[i].data(), int(db.strings[i].size()),
                              SQLITE_STATIC);
            if (sqlite3_step(st.s) != SQLITE_DONE) return fail("strings");
            sqlite3_reset(st.s);
        }
    }
    {
        Statement st(c.db, "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
        for (std::size_t i = 0; i < db.games.size(); ++i) {
            const GameEntry& e = db.games[i];
            const std::int64_t values[] = {std::int64_t(i),
                                           std::int64_t(e.offset),
                                           std::int64_t(e.length),
                                           e.white,
                                           e.black,
                                           e.event,
                                           e.site,
                                           e.round,
                                           e.opening,
                                           e.date,
                                           e.whiteElo,
                                           e.blackElo,
                                           e.eco,
                                           e.plies,
                                           int(e.result),
                                           e.flags};
            for (int k = 0; k < 16; ++k) sqlite3_bind_int64(st.s, k + 1, values[k]);
            if (sqlite3_step(st.s) != SQLITE_DONE) return fail("games");
            sqlite3_reset(st.s);
        }
    }
    {
        Statement st(c.db, "INSERT INTO blobs VALUES (?,?,?)");
        // The search records a part at a time: never a second copy of them all.
        const std::size_t perPart = std::max<std::size_t>(1, partBytes / SearchRecordBytes);
        std::vector<std::uint8_t> records;
        std::int64_t part = 0;
        for (std::size_t at = 0; at < db.search.size(); at += perPart, ++part) {
            const std::size_t n = std::min(perPart, db.search.size() - at);
            records.resize(n * SearchRecordBytes);
            for (std::size_t i = 0; i < n; ++i)
                packSearch(db.search[at + i], records.data() + i * SearchRecordBytes);
            sqlite3_bind_text(st.s, 1, "search", -1, SQLITE_STATIC);
            sqlite3_bind_int64(st.s, 2, part);
            sqlite3_bind_blob64(st.s, 3, records.data(), records.size(), SQLITE_STATIC);
            const bool ok = sqlite3_step(st.s) == SQLITE_DONE;
            sqlite3_reset(st.s);
            if (!ok) return fail("search blobs");
        }
        if (!writeParts(st.s, "moves", db.moves.data(), db.moves.size(), sizeof(std::uint16_t),
                        partBytes)
            || !writeParts(st.s, "materials", db.materials.data(), db.materials.size(), 1,
                           partBytes))
            return fail("blobs");
    }
    if (!c.exec("COMMIT;")) return fail("commit");
    sqlite3_close(c.db);
    c.db = nullptr;
    std::filesystem::rename(temp, file, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return DbError{file, "cannot write the index: " + ec.message()};
    }
    return std::nullopt;
}

} // namespace kibitz::db
