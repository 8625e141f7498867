// SPDX-License-Identifier: GPL-3.0-or-later
// The index on disk: one SQLite file per PGN file in the cache folder. The game table and the
// string pool are real tables (anyone can query them with sqlite3); the search data, which is
// only ever read whole, is kept as blobs. Everything is written in one transaction to a
// temporary file that is renamed over the old cache, so a crash leaves the old cache or none.

#include "database/database_impl.h"

#include <sqlite3.h>

#include <cstdio>
#include <cstring>
#include <filesystem>

#include <unistd.h>

namespace kibitz::db {

namespace {

// Bump when anything stored changes meaning: an index of another version is rebuilt.
constexpr int FormatVersion = 4;

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

template <typename T>
void bindBlob(sqlite3_stmt* s, int i, const std::vector<T>& v)
{
    sqlite3_bind_blob64(s, i, v.data(), sqlite3_uint64(v.size() * sizeof(T)), SQLITE_STATIC);
}

// Reads a blob straight into out, page by page (sqlite3_blob_read): a 200 MB blob is never
// held twice.
template <typename T>
bool readBlob(sqlite3* db, const char* name, std::vector<T>& out)
{
    Statement st(db, "SELECT rowid, length(data) FROM blobs WHERE name = ?");
    if (!st) return false;
    sqlite3_bind_text(st.s, 1, name, -1, SQLITE_STATIC);
    if (sqlite3_step(st.s) != SQLITE_ROW) return false;
    const sqlite3_int64 row = sqlite3_column_int64(st.s, 0);
    const auto bytes = std::size_t(sqlite3_column_int64(st.s, 1));
    if (bytes % sizeof(T) || bytes > (std::size_t(1) << 40)) return false;
    out.resize(bytes / sizeof(T));
    if (!bytes) return true;
    sqlite3_blob* blob = nullptr;
    if (sqlite3_blob_open(db, "main", "blobs", "data", row, 0, &blob) != SQLITE_OK) return false;
    auto* at = reinterpret_cast<char*>(out.data());
    bool ok = true;
    for (std::size_t done = 0; ok && done < bytes;) {
        const int n = int(std::min<std::size_t>(bytes - done, 1 << 24));
        ok = sqlite3_blob_read(blob, at + done, n, int(done)) == SQLITE_OK;
        done += std::size_t(n);
    }
    sqlite3_blob_close(blob);
    return ok;
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
            e.length = std::uint32_t(sqlite3_column_int64(st.s, 1));
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
            if (e.offset + e.length > identity.size && !out.gzipped) return false;
            out.games.push_back(e);
        }
    }
    if (!readBlob(c.db, "search", out.search) || !readBlob(c.db, "moves", out.moves)
        || !readBlob(c.db, "materials", out.materials))
        return false;
    if (out.search.size() != out.games.size()) return false;
    // The search data must stay inside its arrays whatever the file says.
    for (const GameMoves& g : out.search) {
        if (std::uint64_t(g.firstMove) > out.moves.size()
            || std::uint64_t(g.firstMaterial) + materialBytes(g.materialCount, g.startFen != 0)
                   > out.materials.size()
            || g.startFen >= out.strings.size())
            return false;
    }
    for (std::size_t i = 0; i < out.games.size(); ++i) {
        if (std::uint64_t(out.search[i].firstMove) + out.games[i].plies > out.moves.size())
            return false;
    }
    return true;
}

std::optional<DbError> saveCache(const std::string& file, const Database::Impl& db)
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
                "CREATE TABLE blobs(name TEXT PRIMARY KEY, data BLOB);"))
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
            const std::int64_t values[] = {std::int64_t(i), std::int64_t(e.offset),
                                           e.length,        e.white,
                                           e.black,         e.event,
                                           e.site,          e.round,
                                           e.opening,       e.date,
                                           e.whiteElo,      e.blackElo,
                                           e.eco,           e.plies,
                                           int(e.result),   e.flags};
            for (int k = 0; k < 16; ++k) sqlite3_bind_int64(st.s, k + 1, values[k]);
            if (sqlite3_step(st.s) != SQLITE_DONE) return fail("games");
            sqlite3_reset(st.s);
        }
    }
    {
        Statement st(c.db, "INSERT INTO blobs VALUES (?,?)");
        auto blob = [&](const char* name, const auto& v) {
            sqlite3_bind_text(st.s, 1, name, -1, SQLITE_STATIC);
            bindBlob(st.s, 2, v);
            const bool ok = sqlite3_step(st.s) == SQLITE_DONE;
            sqlite3_reset(st.s);
            return ok;
        };
        if (!blob("search", db.search) || !blob("moves", db.moves)
            || !blob("materials", db.materials))
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
