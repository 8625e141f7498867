// SPDX-License-Identifier: GPL-3.0-or-later
// The index on disk: one SQLite file per PGN file in the cache folder. The game table and the
// string pool are real tables (anyone can query them with sqlite3); the search data, which is
// only ever read whole, is kept as blobs. Everything is written in one transaction to a
// temporary file that is renamed over the old cache, so a crash leaves the old cache or none.
// Everything it holds is checksummed (indexcheck.h), and verified as it is read: an index that
// fails a check is damaged, said so (Database::indexDamage) and rebuilt from the file.

#include "database/database_impl.h"
#include "database/indexcheck.h"
#include "database/sqlite.h"

#include "io/leftovers.h"

#include <sqlite3.h>

#include <climits>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <future>
#include <memory>
#include <optional>

#include <unistd.h>

namespace kibitz::db {

namespace {

// Bump when anything stored changes meaning: an index of another version is rebuilt.
// 6: moves in a byte each (movecode.h), each game's move bytes in its search record.
// 7: the list read where it lies: string_order, players and the games_* indexes (see
//    writeListIndex).
// 8: the checks table (indexcheck.h).
// 9: the game table and the string pool checked by blocks of rows (BlockChecksums).
// 10: each search record holds its game's plies and NotSearched flag, so that a search reads
//     the search data where it lies without the game table (SearchDataStream).
// 11: the sums are XXH3's (indexcheck.h), not CRC-32's; a large file's index has 16 KiB pages
//     (CacheWriter::begin).
constexpr int FormatVersion = 11;

// The meta row as the reader reads it; the writer sums the row it wrote through the same query.
constexpr const char* MetaQuery = "SELECT version, path, size, mtime, hash, encoding, gzipped, "
                                  "crlf, plies, errors, block_bytes FROM meta";

using Sums = std::map<std::string, std::uint32_t, std::less<>>;

// The columns of the game table (CacheWriter::begin), read and summed in this order.
constexpr int GameColumns = 16;

// A game's search data on disk: the bytes of its block, its material states, its home pawn
// count and flags as in GameMoves (bits 0-4 homeCount, 5 rawMoves, 6 customStart) with bit 7
// the game's GameEntry::NotSearched, and its plies (as its game table row), in the machine's
// byte order (the index is a cache of this machine's). Where its block starts is not stored:
// blocks follow each other in game order (see GameMoves).
constexpr std::size_t SearchRecordBytes = 4 + 1 + 1 + 2;

void packSearch(const GameMoves& g, std::uint64_t blockBytes, const GameEntry& e, std::uint8_t* out)
{
    const auto bytes = std::uint32_t(blockBytes);
    std::memcpy(out, &bytes, 4);
    out[4] = g.materialCount;
    const bool notSearched = (e.flags & GameEntry::NotSearched) != 0;
    out[5] =
        std::uint8_t(g.homeCount | (g.rawMoves << 5) | (g.customStart << 6) | (notSearched << 7));
    std::memcpy(out + 6, &e.plies, 2);
}

// A game table row (its columns as read, GameColumns of them) as a GameEntry.
GameEntry entryOf(const std::int64_t* v)
{
    GameEntry e;
    e.offset = std::uint64_t(v[1]);
    e.length = std::uint64_t(v[2]);
    std::uint32_t* ids[] = {&e.white, &e.black, &e.event, &e.site, &e.round, &e.opening};
    for (int i = 0; i < 6; ++i) *ids[i] = std::uint32_t(v[3 + i]);
    e.date = std::uint32_t(v[9]);
    e.whiteElo = std::uint16_t(v[10]);
    e.blackElo = std::uint16_t(v[11]);
    e.eco = std::uint16_t(v[12]);
    e.plies = std::uint16_t(v[13]);
    e.result = chess::Result(v[14] & 3);
    e.flags = std::uint8_t(v[15]);
    return e;
}

constexpr const char* GamesQuery =
    "SELECT id, offset, length, white, black, event, site, round, opening, date, white_elo, "
    "black_elo, eco, plies, result, flags FROM games";

// A search record read back; nullopt for a record no index of ours holds, or one whose block
// cannot hold its moves (a compact move takes one or two bytes, a raw one two).
struct SearchRecord {
    GameMoves moves; // first() not set
    std::uint32_t blockBytes = 0;
    std::uint16_t plies = 0;
    bool notSearched = false;
};
std::optional<SearchRecord> unpackSearch(const std::uint8_t* in)
{
    SearchRecord r;
    GameMoves& g = r.moves;
    std::memcpy(&r.blockBytes, in, 4);
    g.materialCount = in[4];
    if ((in[5] & 31) > 16) return std::nullopt;
    g.homeCount = in[5] & 31;
    g.rawMoves = (in[5] >> 5) & 1;
    g.customStart = (in[5] >> 6) & 1;
    r.notSearched = (in[5] >> 7) != 0;
    std::memcpy(&r.plies, in + 6, 2);
    const std::uint64_t plies = r.plies;
    if (r.blockBytes < g.movesAt()) return std::nullopt;
    const std::uint64_t moveBytes = r.blockBytes - g.movesAt();
    if (g.rawMoves ? moveBytes != 2 * plies : moveBytes < plies || moveBytes > 2 * plies)
        return std::nullopt;
    return r;
}

// Reads the blobs (name, 0), (name, 1), ... straight into out, which must come to exactly
// bytes (sqlite3_blob_read: a part is never held twice), each part checked against its sum.
// Missing, extra or misnumbered parts, or a part that fails its check, make the index
// damaged: what is wrong goes to *damage.
bool readParts(sqlite3* db, const Sums& sums, const char* name, void* out, std::uint64_t bytes,
               std::string* damage)
{
    const std::string what = std::string(name) == "search" ? "the search records" : "the moves";
    *damage = what + " are missing or cut short";
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
        Checksum sum;
        sum.bytes(at + done, std::size_t(length));
        if (!checkMatches(sums, partCheckName(name, expected), sum.value())) {
            *damage = "part " + std::to_string(expected + 1) + " of " + what
                      + " does not match its checksum";
            return false;
        }
        done += std::uint64_t(length);
    }
    return done == bytes;
}

// The file identity a meta row holds (columns 1 to 4: path, size, mtime, hash).
FileIdentity identityOfMeta(sqlite3_stmt* meta)
{
    FileIdentity stored;
    const auto* path = reinterpret_cast<const char*>(sqlite3_column_text(meta, 1));
    stored.path = path ? path : "";
    stored.size = std::uint64_t(sqlite3_column_int64(meta, 2));
    stored.mtimeNs = sqlite3_column_int64(meta, 3);
    stored.contentHash = std::uint64_t(sqlite3_column_int64(meta, 4));
    return stored;
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

void removeIndexLeftovers(const std::string& cacheDir)
{
    // "0123456789abcdef.sqlite.tmp-PID" (CacheWriter::begin): a killed indexing run's; the next
    // open removes it (a file of ten million games' index is gigabytes).
    constexpr std::string_view Marker = ".sqlite.tmp-";
    std::error_code ec;
    std::filesystem::directory_iterator it(cacheDir, ec);
    for (; !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        const std::size_t at = name.find(Marker);
        if (at == std::string::npos) continue;
        const auto pid =
            io::pidInName(name, std::string_view(name).substr(0, at + Marker.size()), false);
        std::error_code ignored;
        if (pid && io::ownerIsGone(*pid, it->path().string()))
            std::filesystem::remove(it->path(), ignored);
    }
}

struct CacheReader {
    sqlite3* db = nullptr;
    std::string file;
    Sums sums; // the index's checksums (indexcheck.h)
    CacheReader() = default;
    CacheReader(const CacheReader&) = delete;
    CacheReader& operator=(const CacheReader&) = delete;
    ~CacheReader() { sqlite3_close(db); }
};

bool loadCache(const std::string& file, const FileIdentity& identity, Database::Impl& out,
               const std::function<void()>& onRows)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return false;
    Connection c;
    if (sqlite3_open_v2(file.c_str(), &c.db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        return false;
    // What fails from here on is damage (unless the index is of another version or file):
    // said, and the caller indexes the file again.
    auto damaged = [&](const std::string& what) {
        out.noteDamage(file, what);
        return false;
    };
    // A query that stops before its last row met a page SQLite cannot read.
    auto sqliteSays = [&] { return std::string("SQLite cannot read it: ") + sqlite3_errmsg(c.db); };
    std::uint64_t storedBlockBytes = 0;
    Sums sums;
    {
        Statement meta(c.db, MetaQuery);
        if (!meta) return damaged(sqliteSays());
        const int rc = sqlite3_step(meta.s);
        if (rc != SQLITE_ROW)
            return damaged(rc == SQLITE_DONE ? std::string("its meta row is missing")
                                             : sqliteSays());
        if (sqlite3_column_type(meta.s, 0) != SQLITE_INTEGER
            || sqlite3_column_int(meta.s, 0) != FormatVersion)
            return false; // another version's: rebuilt, nothing is wrong
        auto checks = readChecks(c.db);
        if (!checks) return damaged("its checksums cannot be read: " + sqliteSays());
        sums = std::move(*checks);
        Checksum sum;
        sum.row(meta.s);
        if (!checkMatches(sums, "meta", sum.value()))
            return damaged("its meta row (the file's identity) does not match its checksum");
        const FileIdentity stored = identityOfMeta(meta.s);
        if (!(stored == identity)) return false; // another file's, or the file changed
        out.encoding = pgn::Encoding(sqlite3_column_int(meta.s, 5));
        out.gzipped = sqlite3_column_int(meta.s, 6) != 0;
        out.crlf = sqlite3_column_int(meta.s, 7) != 0;
        out.stats.plies = std::uint64_t(sqlite3_column_int64(meta.s, 8));
        out.stats.gamesWithErrors = std::uint32_t(sqlite3_column_int64(meta.s, 9));
        storedBlockBytes = std::uint64_t(sqlite3_column_int64(meta.s, 10));
    }
    {
        // Reserved first: a million rows grown by doubling would hold two copies at the peak.
        // (max(id), not count(*), which walks the whole table.)
        Statement count(c.db, "SELECT max(id) FROM strings");
        if (count && sqlite3_step(count.s) == SQLITE_ROW) {
            const sqlite3_int64 highest = sqlite3_column_int64(count.s, 0);
            if (highest >= 0 && highest < (sqlite3_int64(1) << 32))
                out.strings.reserve(std::size_t(highest) + 1);
        }
        Statement st(c.db, "SELECT id, text FROM strings ORDER BY id");
        if (!st) return damaged(sqliteSays());
        out.strings.assign(1, std::string());
        BlockChecksums sum("strings");
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
            // Summed from the values as read (each column read once: a column read costs SQLite
            // a lock, and the sums would double the open's time).
            const sqlite3_int64 id = sqlite3_column_int64(st.s, 0);
            const std::string_view value = textColumn(st.s, 1);
            if (std::uint64_t(id) != out.strings.size())
                return damaged("the names' numbers have a gap");
            Checksum& block = sum.row(id);
            block.integer(id);
            block.text(value);
            out.strings.emplace_back(value);
        }
        if (rc != SQLITE_DONE) return damaged(sqliteSays());
        for (const auto& [name, value] : sum.finish())
            if (!checkMatches(sums, name, value))
                return damaged("the names (players, events, sites) do not match their checksum");
    }
    std::uint64_t plies = 0;
    {
        Statement count(c.db, "SELECT max(id) FROM games");
        if (count && sqlite3_step(count.s) == SQLITE_ROW
            && sqlite3_column_type(count.s, 0) != SQLITE_NULL) {
            const sqlite3_int64 highest = sqlite3_column_int64(count.s, 0);
            if (highest >= 0 && highest < (sqlite3_int64(1) << 32))
                out.games.reserve(std::size_t(highest) + 1);
        }
        Statement st(c.db, (std::string(GamesQuery) + " ORDER BY id").c_str());
        if (!st) return damaged(sqliteSays());
        out.games.clear();
        const auto strings = std::uint32_t(out.strings.size());
        // The first rows at once, then every so often: a list of millions shows at once. (A
        // row is checked with the whole table, at its end: rows shown before are replaced if
        // the table fails its check.)
        std::size_t nextRows = 1000;
        BlockChecksums sum("games");
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
            // Each column read once, summed as read (see the names).
            std::int64_t v[GameColumns];
            for (int k = 0; k < GameColumns; ++k) v[k] = sqlite3_column_int64(st.s, k);
            if (std::uint64_t(v[0]) != out.games.size())
                return damaged("the games' numbers have a gap");
            Checksum& block = sum.row(v[0]);
            for (const std::int64_t value : v) block.integer(value);
            const GameEntry e = entryOf(v);
            for (const std::uint32_t id : {e.white, e.black, e.event, e.site, e.round, e.opening})
                if (id >= strings) return damaged("a game names a name it does not hold");
            if (!out.gzipped && (e.offset > identity.size || e.length > identity.size - e.offset))
                return damaged("a game lies outside the file");
            plies += e.plies;
            out.games.push_back(e);
            if (onRows && out.games.size() == nextRows) {
                nextRows *= 4;
                onRows();
            }
        }
        if (rc != SQLITE_DONE) return damaged(sqliteSays());
        for (const auto& [name, value] : sum.finish())
            if (!checkMatches(sums, name, value))
                return damaged("the game table does not match its checksum");
    }
    // The search data stays in the index until a search needs it (its parts are checked as
    // they are read); that it is all there is checked now.
    if (plies != out.stats.plies) return damaged("the games' moves do not add up to its total");
    {
        // The line marks (see Database::Impl::lineMarks): one per LineMarkEvery games.
        Statement st(c.db, "SELECT id, line FROM line_marks ORDER BY id");
        if (!st) return damaged(sqliteSays());
        out.lineMarks.clear();
        Checksum sum;
        int rc = SQLITE_ROW;
        while (const auto row = nextIdValue(st.s, sum, rc))
            out.lineMarks.push_back(std::uint64_t(row->second)); // row: (id, line)
        if (rc != SQLITE_DONE) return damaged(sqliteSays());
        const std::size_t every = Database::Impl::LineMarkEvery;
        if (out.lineMarks.size() != (out.games.size() + every - 1) / every
            || !checkMatches(sums, "line_marks", sum.value()))
            return damaged("the line numbers do not match their checksum");
    }
    {
        Statement st(c.db, "SELECT name, count(*), max(part), sum(length(data)) FROM blobs "
                           "GROUP BY name");
        if (!st) return damaged(sqliteSays());
        std::uint64_t searchBytes = 0, blockBytes = 0;
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st.s, 0));
            const std::string_view name = text ? text : "";
            if (sqlite3_column_int64(st.s, 1) != sqlite3_column_int64(st.s, 2) + 1)
                return damaged("a part of the search data is missing");
            const auto bytes = std::uint64_t(sqlite3_column_int64(st.s, 3));
            if (name == "search") searchBytes = bytes;
            if (name == "blocks") blockBytes = bytes;
        }
        if (rc != SQLITE_DONE) return damaged(sqliteSays());
        if (searchBytes != out.games.size() * SearchRecordBytes || blockBytes != storedBlockBytes)
            return damaged("the search data is not the size the index says");
    }
    out.search.clear(), out.blocks.clear();
    out.cacheReader = std::make_shared<CacheReader>();
    out.cacheReader->db = c.db;
    out.cacheReader->file = file;
    out.cacheReader->sums = std::move(sums);
    c.db = nullptr;
    out.searchLoaded = false;
    return true;
}

std::optional<std::vector<GameEntry>> readGameBlock(sqlite3* db, std::int64_t block,
                                                    std::string* damage)
{
    *damage = "the game table does not match its checksum";
    const std::int64_t first = block * RowsPerCheck;
    Statement st(db, (std::string(GamesQuery) + " WHERE id BETWEEN ? AND ? ORDER BY id").c_str());
    if (!st) return std::nullopt;
    sqlite3_bind_int64(st.s, 1, first);
    sqlite3_bind_int64(st.s, 2, first + RowsPerCheck - 1);
    std::vector<GameEntry> rows;
    BlockChecksums sum("games");
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
        std::int64_t v[GameColumns];
        for (int k = 0; k < GameColumns; ++k) v[k] = sqlite3_column_int64(st.s, k);
        if (v[0] != first + std::int64_t(rows.size())) return std::nullopt; // a gap
        Checksum& rowSum = sum.row(v[0]);
        for (const std::int64_t value : v) rowSum.integer(value);
        rows.push_back(entryOf(v));
    }
    if (rc != SQLITE_DONE) {
        *damage = std::string("SQLite cannot read it: ") + sqlite3_errmsg(db);
        return std::nullopt;
    }
    const auto sums = sum.finish(); // the block's, then the table's (not checked here)
    const auto stored = readCheck(db, partCheckName("games", block));
    if (rows.empty() || !stored || *stored != sums.front().second) return std::nullopt;
    return rows;
}

std::optional<std::vector<std::string>> readStringBlock(sqlite3* db, std::int64_t block,
                                                        std::string* damage)
{
    *damage = "the names (players, events, sites) do not match their checksum";
    const std::int64_t first = std::max<std::int64_t>(1, block * RowsPerCheck);
    Statement st(db, "SELECT id, text FROM strings WHERE id BETWEEN ? AND ? ORDER BY id");
    if (!st) return std::nullopt;
    sqlite3_bind_int64(st.s, 1, first);
    sqlite3_bind_int64(st.s, 2, (block + 1) * RowsPerCheck - 1);
    std::vector<std::string> rows(first == 1 ? 1 : 0); // rows[id - block * RowsPerCheck]
    BlockChecksums sum("strings");
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
        const sqlite3_int64 id = sqlite3_column_int64(st.s, 0);
        const std::string_view value = textColumn(st.s, 1);
        if (id != block * RowsPerCheck + std::int64_t(rows.size())) return std::nullopt; // a gap
        Checksum& rowSum = sum.row(id);
        rowSum.integer(id);
        rowSum.text(value);
        rows.emplace_back(value);
    }
    if (rc != SQLITE_DONE) {
        *damage = std::string("SQLite cannot read it: ") + sqlite3_errmsg(db);
        return std::nullopt;
    }
    const auto sums = sum.finish();
    const auto stored = readCheck(db, partCheckName("strings", block));
    if (rows.size() <= std::size_t(first == 1) || !stored || *stored != sums.front().second)
        return std::nullopt;
    return rows;
}

bool indexMatches(sqlite3* db, const FileIdentity& identity)
{
    Statement meta(db, "SELECT version, path, size, mtime, hash FROM meta");
    if (!meta || sqlite3_step(meta.s) != SQLITE_ROW) return false;
    if (sqlite3_column_int(meta.s, 0) != FormatVersion) return false;
    const FileIdentity stored = identityOfMeta(meta.s);
    return stored == identity;
}

std::shared_ptr<CacheReader> openCacheReader(const std::string& file)
{
    auto reader = std::make_shared<CacheReader>();
    if (sqlite3_open_v2(file.c_str(), &reader->db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        return nullptr;
    auto sums = readChecks(reader->db);
    if (!sums) return nullptr;
    reader->sums = std::move(*sums);
    reader->file = file;
    return reader;
}

bool loadSearchData(CacheReader& reader, const Database::Impl& out)
{
    sqlite3* db = reader.db;
    std::string what;
    auto damaged = [&](const std::string& damage) {
        out.noteDamage(reader.file, damage);
        return false;
    };
    // The search data, then the moves and material bytes they say the games hold.
    std::vector<std::uint8_t> records(out.games.size() * SearchRecordBytes);
    if (!readParts(db, reader.sums, "search", records.data(), records.size(), &what))
        return damaged(what);
    out.search.resize(out.games.size());
    std::uint64_t at = 0;
    for (std::size_t i = 0; i < out.games.size(); ++i) {
        GameMoves& g = out.search[i];
        const auto record = unpackSearch(records.data() + i * SearchRecordBytes);
        // (Records and blocks that passed their checks and still do not fit were not written
        // by Kibitz: damage all the same.)
        if (!record)
            return damaged("game " + std::to_string(i + 1) + "'s search record is invalid");
        const GameEntry& e = out.games[i];
        if (record->plies != e.plies
            || record->notSearched != ((e.flags & GameEntry::NotSearched) != 0))
            return damaged("game " + std::to_string(i + 1)
                           + "'s search record does not match its row");
        g = record->moves;
        g.setFirst(at);
        at += record->blockBytes;
    }
    records = {};
    out.blocks.resize(at);
    if (!readParts(db, reader.sums, "blocks", out.blocks.data(), at, &what)) return damaged(what);
    for (std::size_t i = 0; i < out.games.size(); ++i)
        if (out.search[i].customStart) {
            const std::uint32_t fen = out.startFen(GameId(i));
            if (fen == 0 || fen >= out.strings.size())
                return damaged("game " + std::to_string(i + 1) + "'s start position is invalid");
        }
    return true;
}

namespace {

// Parts of a blob read whole, in order, after `head` (copied in first), with MaxMoveBytes of
// zeros after them; or the end of the blob (no part left), or what is wrong with a part.
struct BlobPart {
    std::vector<std::uint8_t> bytes; // head, the parts, the zeros
    std::size_t size = 0;            // head and parts, without the zeros
    std::int64_t parts = 0;          // parts read
    bool end = false;                // no part was left to read
    std::string damage;
};

// Parts first, first + 1, ... of blob name after head, until they come to `want` bytes or the
// blob ends, each checked against its sum. Their sizes are asked first, so that the buffer is
// sized once (never two copies while it grows). `buffer` is reused (its pages touched once,
// not at every chunk).
BlobPart readBlobParts(sqlite3* db, const Sums& sums, const char* name, std::int64_t first,
                       std::size_t want, const std::vector<std::uint8_t>& head,
                       std::vector<std::uint8_t> buffer = {})
{
    BlobPart out;
    const std::string what = std::string(name) == "search" ? "the search records" : "the moves";
    auto fail = [&](std::string damage) {
        out.damage = std::move(damage);
        return std::move(out);
    };
    struct Stored {
        sqlite3_int64 row, length;
    };
    std::vector<Stored> parts;
    std::size_t total = 0;
    {
        Statement st(db, "SELECT part, rowid, length(data) FROM blobs WHERE name = ? AND part >= ? "
                         "ORDER BY part");
        if (!st) return fail(what + " cannot be read: " + sqlite3_errmsg(db));
        sqlite3_bind_text(st.s, 1, name, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st.s, 2, first);
        int rc = SQLITE_ROW;
        while (total < want && (rc = sqlite3_step(st.s)) == SQLITE_ROW) {
            const sqlite3_int64 length = sqlite3_column_int64(st.s, 2);
            if (sqlite3_column_int64(st.s, 0) != first + std::int64_t(parts.size()) || length <= 0
                || length > INT_MAX)
                return fail(what + " are missing or cut short");
            parts.push_back(Stored{sqlite3_column_int64(st.s, 1), length});
            total += std::size_t(length);
        }
        if (rc != SQLITE_ROW && rc != SQLITE_DONE)
            return fail(what + " cannot be read: " + sqlite3_errmsg(db));
    }
    out.end = parts.empty();
    out.bytes = std::move(buffer);
    out.bytes.resize(head.size() + total + MaxMoveBytes);
    std::copy(head.begin(), head.end(), out.bytes.begin());
    std::fill(out.bytes.end() - MaxMoveBytes, out.bytes.end(), 0);
    out.size = head.size();
    for (const Stored& part : parts) {
        std::uint8_t* at = out.bytes.data() + out.size;
        sqlite3_blob* blob = nullptr;
        bool ok = sqlite3_blob_open(db, "main", "blobs", "data", part.row, 0, &blob) == SQLITE_OK;
        ok = ok && sqlite3_blob_read(blob, at, int(part.length), 0) == SQLITE_OK;
        sqlite3_blob_close(blob);
        if (!ok) return fail(what + " cannot be read: " + sqlite3_errmsg(db));
        Checksum sum;
        sum.bytes(at, std::size_t(part.length));
        const std::int64_t number = first + out.parts;
        if (!checkMatches(sums, partCheckName(name, number), sum.value()))
            return fail("part " + std::to_string(number + 1) + " of " + what
                        + " does not match its checksum");
        out.size += std::size_t(part.length);
        ++out.parts;
    }
    return out;
}

} // namespace

struct SearchDataStream::State {
    sqlite3* db = nullptr; // the caller's: the records
    Connection blocksDb;   // the reading thread's: the blocks
    std::uint64_t games = 0;
    std::size_t chunkBytes = SearchChunkBytes;
    Sums sums;
    std::uint64_t blockBytes = 0; // all games' blocks, as the meta row says
    bool started = false, finished = false;
    // The records: the part being read and where in it.
    BlobPart records;
    std::size_t recordAt = 0;
    std::int64_t recordPart = 0;
    std::uint64_t given = 0, blocksRead = 0;
    std::size_t carried = 0; // bytes of blocks not complete yet, carried to the next part
    std::int64_t blockPart = 0;
    std::optional<SearchRecord> pending; // the next game's record, its block not complete yet
    std::future<BlobPart> nextBlocks;    // part blockPart, being read

    void readNextBlocks(std::vector<std::uint8_t> head, std::vector<std::uint8_t> buffer)
    {
        nextBlocks = std::async(std::launch::async, [this, part = blockPart, head = std::move(head),
                                                     buffer = std::move(buffer)]() mutable {
            return readBlobParts(blocksDb.db, sums, "blocks", part, chunkBytes, head,
                                 std::move(buffer));
        });
    }
    // The next game's record; false with *damage said when there is none or it is invalid.
    bool nextRecord(SearchRecord& r, std::string* damage)
    {
        std::uint8_t bytes[SearchRecordBytes];
        const std::uint8_t* in = bytes;
        if (recordAt + SearchRecordBytes <= records.size) {
            in = records.bytes.data() + recordAt;
            recordAt += SearchRecordBytes;
        }
        for (std::size_t i = 0; in == bytes && i < SearchRecordBytes; ++i) {
            while (recordAt >= records.size) {
                records = readBlobParts(db, sums, "search", recordPart, 1, {});
                if (!records.damage.empty()) return *damage = records.damage, false;
                if (records.end)
                    return *damage = "the search records are missing or cut short", false;
                recordPart += records.parts;
                recordAt = 0;
            }
            bytes[i] = records.bytes[recordAt++];
        }
        const auto record = unpackSearch(in);
        if (!record) {
            *damage = "game " + std::to_string(given + 1) + "'s search record is invalid";
            return false;
        }
        r = *record;
        return true;
    }
    bool start(std::string* damage)
    {
        started = true;
        auto checks = readChecks(db);
        if (!checks) return *damage = "its checksums cannot be read", false;
        sums = std::move(*checks);
        Statement meta(db, MetaQuery);
        if (!meta || sqlite3_step(meta.s) != SQLITE_ROW)
            return *damage = "its meta row is missing", false;
        Checksum sum;
        sum.row(meta.s);
        if (!checkMatches(sums, "meta", sum.value()))
            return *damage = "its meta row (the file's identity) does not match its checksum",
                   false;
        blockBytes = std::uint64_t(sqlite3_column_int64(meta.s, 10));
        const char* file = sqlite3_db_filename(db, "main");
        if (!file
            || sqlite3_open_v2(file, &blocksDb.db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
            return *damage = "it cannot be opened twice", false;
        readNextBlocks({}, {});
        return true;
    }
};

SearchDataStream::SearchDataStream(sqlite3* db, std::uint64_t games, std::size_t chunkBytes)
    : m(std::make_unique<State>())
{
    m->db = db;
    m->games = games;
    m->chunkBytes = std::max<std::size_t>(1, chunkBytes);
}

SearchDataStream::~SearchDataStream()
{
    if (m->nextBlocks.valid()) m->nextBlocks.wait();
}

bool SearchDataStream::next(SearchChunk& chunk, std::string* damage)
{
    damage->clear();
    State& s = *m;
    if (s.finished) return false;
    if (!s.started && !s.start(damage)) return s.finished = true, false;
    BlobPart part = s.nextBlocks.get();
    auto fail = [&](std::string what) {
        *damage = std::move(what);
        s.finished = true;
        return false;
    };
    if (!part.damage.empty()) return fail(part.damage);
    if (part.end) {
        // Every game given, every byte of every record and block used, nothing left over.
        s.finished = true;
        Statement count(s.db, "SELECT count(*) FROM blobs WHERE name = 'search'");
        const bool allRecords = s.recordAt == s.records.size && count
                                && sqlite3_step(count.s) == SQLITE_ROW
                                && sqlite3_column_int64(count.s, 0) == s.recordPart;
        if (s.given != s.games || s.pending || s.carried != 0 || !allRecords
            || s.blocksRead != s.blockBytes)
            return fail("the search data is not the size the index says");
        return false;
    }
    s.blocksRead += part.size - s.carried;
    s.blockPart += part.parts;
    chunk.first = GameId(s.given);
    chunk.search.clear(), chunk.plies.clear(), chunk.notSearched.clear();
    std::uint64_t at = 0;
    while (s.given + chunk.size() < s.games) {
        if (!s.pending) {
            SearchRecord r;
            if (!s.nextRecord(r, damage)) return fail(*damage);
            s.pending = r;
        }
        if (at + s.pending->blockBytes > part.size) break;
        GameMoves g = s.pending->moves;
        g.setFirst(at);
        at += s.pending->blockBytes;
        chunk.search.push_back(g);
        chunk.plies.push_back(s.pending->plies);
        chunk.notSearched.push_back(s.pending->notSearched ? 1 : 0);
        s.pending.reset();
    }
    s.given += chunk.size();
    // The bytes of the games not complete yet start the next part's buffer ("head").
    s.carried = std::size_t(part.size - at);
    // The caller is done with the chunk it had: its buffer takes the part after this one.
    s.readNextBlocks(std::vector<std::uint8_t>(part.bytes.begin() + std::ptrdiff_t(at),
                                               part.bytes.begin() + std::ptrdiff_t(part.size)),
                     std::move(chunk.blocks));
    chunk.blocks = std::move(part.bytes);
    return true;
}

struct CacheWriter::State {
    std::string file, temp;
    std::size_t partBytes = BlobPartBytes;
    Connection c;
    std::unique_ptr<Statement> strings, games, blobs;
    std::int64_t searchParts = 0, blockParts = 0;
    std::uint64_t blockBytes = 0;
    std::size_t lineMarks = 0; // written so far
    bool finished = false;
    // The sums of the tables as their rows are written (indexcheck.h), in the reader's order.
    BlockChecksums stringsSum{"strings"}, gamesSum{"games"};
    Checksum lineMarksSum;

    DbError fail(const std::string& what)
    {
        std::string message =
            what + (c.db ? std::string(": ") + sqlite3_errmsg(c.db) : std::string());
        return DbError{file, "cannot write the index: " + message};
    }
    // Writes count items of data as the next blob parts of name, at most partBytes each
    // (SQLite refuses a blob over SQLITE_LIMIT_LENGTH; see BlobPartBytes).
    bool writeParts(const char* name, std::int64_t& part, const void* data, std::uint64_t count,
                    std::size_t itemBytes)
    {
        const std::uint64_t perPart = std::max<std::uint64_t>(1, partBytes / itemBytes);
        const auto* bytes = static_cast<const std::uint8_t*>(data);
        for (std::uint64_t at = 0; at < count; at += perPart, ++part) {
            const std::uint64_t n = std::min(perPart, count - at);
            sqlite3_stmt* st = blobs->s;
            sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
            sqlite3_bind_int64(st, 2, part);
            sqlite3_bind_blob64(st, 3, bytes + at * itemBytes, n * itemBytes, SQLITE_STATIC);
            const bool ok = sqlite3_step(st) == SQLITE_DONE;
            sqlite3_reset(st);
            Checksum sum;
            sum.bytes(bytes + at * itemBytes, n * itemBytes);
            if (!ok || !writeCheck(c.db, partCheckName(name, part), sum.value())) return false;
        }
        return true;
    }
};

CacheWriter::CacheWriter(std::string file, std::size_t partBytes)
    : m(std::make_unique<State>())
{
    m->file = std::move(file);
    m->partBytes = std::max<std::size_t>(1, partBytes);
}

CacheWriter::~CacheWriter()
{
    m->strings.reset(), m->games.reset(), m->blobs.reset();
    sqlite3_close(m->c.db);
    m->c.db = nullptr;
    std::error_code ec;
    if (!m->finished && !m->temp.empty()) std::filesystem::remove(m->temp, ec);
}

std::optional<DbError> CacheWriter::begin(std::uint64_t sourceBytes)
{
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(m->file).parent_path(), ec);
    m->temp = m->file + ".tmp-" + std::to_string(::getpid());
    std::filesystem::remove(m->temp, ec);
    if (sqlite3_open(m->temp.c_str(), &m->c.db) != SQLITE_OK) return m->fail("open");
    // The page size holds from the first table on (so, set before it).
    const std::string pageSize = "PRAGMA page_size=" + std::to_string(LargeIndexPageBytes) + ";";
    if (sourceBytes >= LargeIndexSourceBytes && !m->c.exec(pageSize.c_str()))
        return m->fail("page size");
    if (!m->c.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN;"
                   "CREATE TABLE meta(version INTEGER, path TEXT, size INTEGER, mtime INTEGER,"
                   " hash INTEGER, encoding INTEGER, gzipped INTEGER, crlf INTEGER, plies INTEGER,"
                   " errors INTEGER, block_bytes INTEGER);"
                   "CREATE TABLE strings(id INTEGER PRIMARY KEY, text TEXT);"
                   "CREATE TABLE games(id INTEGER PRIMARY KEY, offset INTEGER, length INTEGER,"
                   " white INTEGER, black INTEGER, event INTEGER, site INTEGER, round INTEGER,"
                   " opening INTEGER, date INTEGER, white_elo INTEGER, black_elo INTEGER,"
                   " eco INTEGER, plies INTEGER, result INTEGER, flags INTEGER);"
                   "CREATE TABLE line_marks(id INTEGER PRIMARY KEY, line INTEGER);"
                   "CREATE TABLE blobs(name TEXT, part INTEGER, data BLOB,"
                   " PRIMARY KEY(name, part));")
        || !m->c.exec(ChecksTableSql))
        return m->fail("create tables");
    m->strings = std::make_unique<Statement>(m->c.db, "INSERT INTO strings VALUES (?,?)");
    m->games = std::make_unique<Statement>(
        m->c.db, "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    m->blobs = std::make_unique<Statement>(m->c.db, "INSERT INTO blobs VALUES (?,?,?)");
    if (!*m->strings || !*m->games || !*m->blobs) return m->fail("prepare");
    return std::nullopt;
}

std::optional<DbError> CacheWriter::add(const Database::Impl& db, std::size_t firstGame,
                                        std::size_t firstString)
{
    if (!m->c.db) return m->fail("not open");
    {
        Statement st(m->c.db, "INSERT INTO line_marks VALUES (?,?)");
        for (; m->lineMarks < db.lineMarks.size(); ++m->lineMarks) {
            sqlite3_bind_int64(st.s, 1, sqlite3_int64(m->lineMarks));
            sqlite3_bind_int64(st.s, 2, sqlite3_int64(db.lineMarks[m->lineMarks]));
            m->lineMarksSum.integer(sqlite3_int64(m->lineMarks));
            m->lineMarksSum.integer(sqlite3_int64(db.lineMarks[m->lineMarks]));
            const bool ok = sqlite3_step(st.s) == SQLITE_DONE;
            sqlite3_reset(st.s);
            if (!ok) return m->fail("line marks");
        }
    }
    for (std::size_t i = std::max<std::size_t>(firstString, 1); i < db.strings.size(); ++i) {
        sqlite3_stmt* st = m->strings->s;
        sqlite3_bind_int64(st, 1, sqlite3_int64(i));
        sqlite3_bind_text(st, 2, db.strings[i].data(), int(db.strings[i].size()), SQLITE_STATIC);
        Checksum& sum = m->stringsSum.row(sqlite3_int64(i));
        sum.integer(sqlite3_int64(i));
        sum.text(db.strings[i]);
        const bool ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
        if (!ok) return m->fail("strings");
    }
    for (std::size_t i = firstGame; i < db.games.size(); ++i) {
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
        sqlite3_stmt* st = m->games->s;
        static_assert(std::size(values) == GameColumns);
        Checksum& sum = m->gamesSum.row(std::int64_t(i));
        for (int k = 0; k < GameColumns; ++k) {
            sqlite3_bind_int64(st, k + 1, values[k]);
            sum.integer(values[k]);
        }
        const bool ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
        if (!ok) return m->fail("games");
    }
    if (db.search.size() != db.games.size() - firstGame) return m->fail("search data");
    // The search records a part at a time: never a second copy of them all.
    const std::size_t perPart = std::max<std::size_t>(1, m->partBytes / SearchRecordBytes);
    std::vector<std::uint8_t> records;
    for (std::size_t at = 0; at < db.search.size(); at += perPart) {
        const std::size_t n = std::min(perPart, db.search.size() - at);
        records.resize(n * SearchRecordBytes);
        for (std::size_t i = 0; i < n; ++i)
            packSearch(db.search[at + i], db.blockEnd(GameId(at + i)) - db.search[at + i].first(),
                       db.games[firstGame + at + i], records.data() + i * SearchRecordBytes);
        if (!m->writeParts("search", m->searchParts, records.data(), records.size(), 1))
            return m->fail("search data");
    }
    m->blockBytes += db.blocks.size();
    if (!m->writeParts("blocks", m->blockParts, db.blocks.data(), db.blocks.size(), 1))
        return m->fail("blocks");
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------
// The list read where it lies (format 7; indexquery.cpp reads it). A page of the list sorted
// by a column is a walk of an SQLite index instead of a read of every row:
//   string_order(rank, id): the strings in the list's order (case-insensitive, then by
//     bytes; Database::Impl::ranks), so that a name column sorts by walking it and, per
//     string, its games by the column's index;
//   players(id, games): each White or Black name with its games, for PlayerNames without
//     reading the games (summed as "players", indexcheck.h);
//   games_<column>: an index per sortable column (the rowid, the game number, breaks ties in
//     file order as Database::sort does). Columns without one (site, round, opening, result,
//     plies) sort by reading every row, as before.
namespace {

constexpr const char* ListIndexColumns[] = {"white",     "black",     "event", "date",
                                            "white_elo", "black_elo", "eco"};

std::optional<std::string> writeListIndex(Connection& c, const Database::Impl& db)
{
    if (!c.exec("CREATE TABLE string_order(rank INTEGER PRIMARY KEY, id INTEGER);"
                "CREATE TABLE players(id INTEGER PRIMARY KEY, games INTEGER);"))
        return std::string("list tables");
    {
        std::vector<std::uint32_t> byRank;
        {
            std::lock_guard lock(db.sortMutex);
            const std::vector<std::uint32_t>& rank = db.ranks();
            byRank.resize(rank.size());
            for (std::uint32_t id = 0; id < rank.size(); ++id) byRank[rank[id]] = id;
        }
        Statement st(c.db, "INSERT INTO string_order VALUES (?,?)");
        for (std::size_t r = 0; r < byRank.size(); ++r) {
            sqlite3_bind_int64(st.s, 1, sqlite3_int64(r));
            sqlite3_bind_int64(st.s, 2, byRank[r]);
            const bool ok = sqlite3_step(st.s) == SQLITE_DONE;
            sqlite3_reset(st.s);
            if (!ok) return std::string("string order");
        }
    }
    {
        std::vector<std::uint32_t> count(db.strings.size(), 0);
        for (const GameEntry& e : db.games) {
            ++count[e.white];
            if (e.black != e.white) ++count[e.black];
        }
        Statement st(c.db, "INSERT INTO players VALUES (?,?)");
        Checksum sum; // (id, games) of every row in id order, as playerNamesFromIndex reads them
        for (std::size_t id = 1; id < count.size(); ++id) {
            if (!count[id]) continue;
            sum.integer(sqlite3_int64(id));
            sum.integer(count[id]);
            sqlite3_bind_int64(st.s, 1, sqlite3_int64(id));
            sqlite3_bind_int64(st.s, 2, count[id]);
            const bool ok = sqlite3_step(st.s) == SQLITE_DONE;
            sqlite3_reset(st.s);
            if (!ok) return std::string("players");
        }
        if (!writeCheck(c.db, "players", sum.value())) return std::string("players");
    }
    // The indexes are built by sorting the game table: a larger page cache and a second
    // sorting thread take a third off (0.72 -> 0.48 s for 100,000 games), the cache bounded.
    if (!c.exec("PRAGMA threads=2; PRAGMA cache_size=-32768;")) return std::string("pragmas");
    for (const char* column : ListIndexColumns) {
        const std::string sql =
            std::string("CREATE INDEX games_") + column + " ON games(" + column + ");";
        if (!c.exec(sql.c_str())) return "index on " + std::string(column);
    }
    return std::nullopt;
}

} // namespace

std::optional<DbError> CacheWriter::finish(const Database::Impl& db)
{
    if (!m->c.db) return m->fail("not open");
    if (auto error = writeListIndex(m->c, db)) return m->fail(*error);
    {
        Statement st(m->c.db, "INSERT INTO meta VALUES (?,?,?,?,?,?,?,?,?,?,?)");
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
        sqlite3_bind_int64(st.s, 11, sqlite3_int64(m->blockBytes));
        if (sqlite3_step(st.s) != SQLITE_DONE) return m->fail("meta");
    }
    {
        // The meta row summed as the reader will read it, and the tables' sums.
        Statement meta(m->c.db, MetaQuery);
        if (!meta || sqlite3_step(meta.s) != SQLITE_ROW) return m->fail("meta");
        Checksum sum;
        sum.row(meta.s);
        if (!writeCheck(m->c.db, "meta", sum.value())
            || !writeCheck(m->c.db, "line_marks", m->lineMarksSum.value()))
            return m->fail("checks");
        for (BlockChecksums* table : {&m->stringsSum, &m->gamesSum})
            for (const auto& [name, value] : table->finish())
                if (!writeCheck(m->c.db, name, value)) return m->fail("checks");
    }
    m->strings.reset(), m->games.reset(), m->blobs.reset();
    if (!m->c.exec("COMMIT;")) return m->fail("commit");
    sqlite3_close(m->c.db);
    m->c.db = nullptr;
    std::error_code ec;
    std::filesystem::rename(m->temp, m->file, ec);
    if (ec) return DbError{m->file, "cannot write the index: " + ec.message()};
    m->finished = true;
    return std::nullopt;
}

std::optional<DbError> saveCache(const std::string& file, const Database::Impl& db,
                                 std::size_t partBytes)
{
    CacheWriter writer(file, partBytes);
    if (auto error = writer.begin(db.identity.size)) return error;
    if (auto error = writer.add(db, 0, 1)) return error;
    return writer.finish(db);
}

} // namespace kibitz::db
