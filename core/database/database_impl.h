// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inside of a Database: the game table, the string pool and the search data, as flat
// arrays (a million games cost tens of megabytes, and every search walks them in order).

#include "database/database.h"
#include "database/movecode.h"
#include "database/playernames.h"
#include "pgn/input.h"
#include "pgn/rawfile.h"

#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

struct sqlite3;
namespace kibitz::db {
struct Connection;
}
namespace kibitz::scid {
class Base;
}
namespace kibitz::pgn {
class Visitor;
}

namespace kibitz::db {

// Material of both sides in 4-bit counts: White P N B R Q in bits 0-19, Black in 20-39.
using MaterialKey = std::uint64_t;
MaterialKey materialOf(const chess::Position& pos);
inline int materialCount(MaterialKey k, chess::Color c, chess::PieceType t)
{
    return int((k >> (20 * chess::index(c) + 4 * (chess::index(t) - 1))) & 15);
}
// White and Black: 8 pawns, 2 knights, 2 bishops, 2 rooks, 1 queen each.
constexpr MaterialKey StandardMaterial = 0x1222812228ULL;
// The bytes a game's material takes in its block (see GameMoves).
inline std::size_t materialBytes(std::uint8_t states, bool customStart)
{
    return (states ? states - 1u : 0u) + (customStart && states ? sizeof(MaterialKey) : 0u);
}
inline int totalPieces(MaterialKey k)
{
    int n = 0;
    for (int i = 0; i < 10; ++i) n += int((k >> (4 * i)) & 15);
    return n;
}

// A move that changes material (a capture, a promotion, or both) as one byte: bit 7 the mover
// (1 = Black), bits 4-6 the type taken (0 none), bits 0-2 the promotion (0 none). A game's
// material states are its start material and these events applied in turn: a byte a capture
// instead of eight.
using MaterialEvent = std::uint8_t;
inline MaterialEvent materialEvent(chess::Color mover, chess::PieceType taken,
                                   chess::PieceType promotion)
{
    return MaterialEvent((chess::index(mover) << 7) | (chess::index(taken) << 4)
                         | chess::index(promotion));
}
inline MaterialKey applyEvent(MaterialKey k, MaterialEvent e)
{
    const int mover = e >> 7, taken = (e >> 4) & 7, promotion = e & 7;
    if (taken >= 1 && taken <= 5) k -= std::uint64_t(1) << (20 * (mover ^ 1) + 4 * (taken - 1));
    if (promotion >= 2 && promotion <= 5) {
        k -= std::uint64_t(1) << (20 * mover);
        k += std::uint64_t(1) << (20 * mover + 4 * (promotion - 1));
    }
    return k;
}

// Home pawns: the 16 start squares a2..h2 (0..7) and a7..h7 (8..15). A pawn "leaves home" when
// it moves off its start square or is taken on it; it can never come back (pawns do not move
// backwards), so the set of departed pawns only grows, and a position's set of departed pawns
// must be a prefix of a game's departure order for the game to reach it (SCID's "home pawn"
// idea, written here from that description).
int homeIndex(chess::Square s, chess::Color pawnColor); // -1 when s is not that colour's home
std::uint16_t departedMask(const chess::Position& pos); // bit i: home square i has no own pawn

// The search data of one game: where its block starts in the blocks array, and what the
// block holds. A block is, in this order:
//   the string id of its start FEN (4 bytes; a custom start only),
//   its start material (8 bytes; a custom start that was read: a standard start has the
//     standard material, so a million games save 8 MB),
//   its material events (materialCount - 1 bytes, see MaterialEvent),
//   the order in which its home pawns left (homeCount nibbles, two a byte, the first low),
//   its moves (one or two bytes each, see movecode.h; two each when rawMoves).
// Blocks follow each other in game order, so a game's block ends where the next begins (the
// last at the end of the array), and where a block begins is not stored on disk: it is the
// running sum of the blocks' sizes, computed when the index is read. Eight bytes a game (a
// search process holds every game's), the offset in 40 bits (a terabyte).
struct GameMoves {
    std::uint32_t firstLow = 0;
    std::uint8_t firstHigh = 0;
    std::uint8_t materialCount = 0;   // material states: the start and one per event (0: no start)
    std::uint8_t homeCount : 5 = 0;   // departures of home pawns (at most 16)
    std::uint8_t rawMoves : 1 = 0;    // 1: two bytes a move (Move::raw), else movecode.h's
    std::uint8_t customStart : 1 = 0; // a FEN start: its string id and material in the block
    std::uint8_t spare = 0;

    std::uint64_t first() const { return std::uint64_t(firstHigh) << 32 | firstLow; }
    void setFirst(std::uint64_t at)
    {
        firstLow = std::uint32_t(at), firstHigh = std::uint8_t(at >> 32);
    }
    // Where in the block the material, the home pawns and the moves begin.
    std::size_t materialAt() const { return customStart ? 4 : 0; }
    std::size_t homeAt() const { return materialAt() + materialBytes(materialCount, customStart); }
    std::size_t movesAt() const { return homeAt() + std::size_t(homeCount + 1) / 2; }
};
static_assert(sizeof(GameMoves) == 8);

// A game's block read through its GameMoves, wherever the block is held (the loaded search
// data, or a part of it read where it lies: searchFromIndex).
// The string id of the game's start FEN; 0 for the standard start.
inline std::uint32_t startFenOf(const GameMoves& s, const std::uint8_t* block)
{
    if (!s.customStart) return 0;
    std::uint32_t id = 0;
    std::memcpy(&id, block, sizeof id);
    return id;
}
inline MoveReader moveReaderOf(const GameMoves& s, const std::uint8_t* block)
{
    return MoveReader(block + s.movesAt(), s.rawMoves != 0);
}
// The i-th home square the game's pawns left (i < homeCount).
inline int homeDepartureOf(const GameMoves& s, const std::uint8_t* block, int i)
{
    const std::uint8_t b = block[s.homeAt() + std::size_t(i / 2)];
    return (b >> (4 * (i & 1))) & 15;
}
// The game's material states, in order; returns their number.
inline int materialStatesOf(const GameMoves& s, const std::uint8_t* block, MaterialKey* out)
{
    if (s.materialCount == 0) return 0;
    const std::uint8_t* at = block + s.materialAt();
    if (s.customStart) {
        std::memcpy(&out[0], at, sizeof(MaterialKey));
        at += sizeof(MaterialKey);
    } else {
        out[0] = StandardMaterial;
    }
    for (int i = 1; i < s.materialCount; ++i) out[i] = applyEvent(out[i - 1], at[i - 1]);
    return s.materialCount;
}

// What indexing one stretch of the file produces (several stretches are indexed at once and
// joined in file order).
struct Part {
    std::vector<GameEntry> games;
    std::vector<int> lines; // each game's first line in the file
    std::vector<GameMoves> search;
    std::vector<std::uint8_t> blocks; // see GameMoves
    std::vector<std::string> strings; // strings[0] = "", ids local to the part until joined
    std::unordered_map<std::string, std::uint32_t> stringIds;
    std::uint64_t plies = 0;
    std::uint32_t intern(std::string_view s);
};

struct FileIdentity {
    std::string path;
    std::uint64_t size = 0;
    std::int64_t mtimeNs = 0;
    std::uint64_t contentHash = 0;
    friend bool operator==(const FileIdentity&, const FileIdentity&) = default;
};

// The raw bytes of a PGN file (mapped when plain): pgn::RawFile, its errors as DbError.
using pgn::RawFile;
inline DbError fileError(const pgn::InputError& e)
{
    return DbError{e.path, e.message};
}

struct CacheReader; // an index file kept open to read its search data later (store.cpp)

struct Database::Impl {
    std::string path;
    FileIdentity identity;
    IndexStats stats;
    pgn::Encoding encoding = pgn::Encoding::Utf8;
    bool gzipped = false;
    bool crlf = false;

    std::vector<GameEntry> games;
    std::vector<std::string> strings; // strings[0] = ""
    // The line of every LineMarkEvery-th game's first byte (game 0, LineMarkEvery, ...): a
    // game's line is its mark's plus the line breaks between them, a read of at most that
    // many games' bytes instead of the file up to the game (gigabytes at the end of a big
    // file). Empty when unknown (a SCID base).
    static constexpr std::size_t LineMarkEvery = 1024;
    std::vector<std::uint64_t> lineMarks;

    // The search data. A database read from its index, or indexed into one, leaves it there
    // until a search needs it (ensureSearchData): the list of ten million games opens, and
    // indexes, in a fraction of the memory. Mutable: loading it changes no answer.
    mutable std::vector<GameMoves> search;
    mutable std::vector<std::uint8_t> blocks; // see GameMoves
    mutable std::mutex searchMutex;
    mutable std::atomic<bool> searchLoaded{true};
    std::shared_ptr<CacheReader> cacheReader; // where it is read from
    // True when search and blocks hold every game's (read now if need be); false
    // when they cannot be had (searchError says why), and then the searches find nothing.
    // Search data that fails its checks is never used: the file is indexed again
    // (rebuildSearchData) and the data taken from the new index.
    bool ensureSearchData() const;
    bool rebuildSearchData() const; // under searchMutex

    // What the index's checks (indexcheck.h) found wrong, the index file named, when they
    // failed (the loaders call noteDamage; the file is then indexed again); and why the search
    // data cannot be had, when a rebuild failed. Read from any thread (Database::indexDamage,
    // Database::searchDataError).
    void noteDamage(const std::string& indexFile, const std::string& what) const;
    mutable std::mutex damageMutex;
    mutable std::optional<DbError> damage, searchError;

    // While indexing: each string's id by the hash of its text (equal hashes compared by
    // text), so that joining a part looks up only the part's strings.
    std::unordered_multimap<std::uint64_t, std::uint32_t> stringIndex;

    // Game g's block is blocks[search[g].first(), blockEnd(g)).
    std::uint64_t blockEnd(GameId g) const
    {
        return std::size_t(g) + 1 < search.size() ? search[g + 1].first() : blocks.size();
    }
    const std::uint8_t* block(GameId g) const { return blocks.data() + search[g].first(); }
    // The string id of game g's start FEN; 0 for the standard start.
    std::uint32_t startFen(GameId g) const { return startFenOf(search[g], block(g)); }
    // Game g's moves: blocks[moveBegin(g), blockEnd(g)), read with moveReader(g).
    std::uint64_t moveBegin(GameId g) const { return search[g].first() + search[g].movesAt(); }
    MoveReader moveReader(GameId g) const { return moveReaderOf(search[g], block(g)); }
    // The i-th home square game g's pawns left (i < homeCount).
    int homeDeparture(GameId g, int i) const { return homeDepartureOf(search[g], block(g), i); }
    // The material states of game g, in order; returns their number.
    int materialStates(GameId g, MaterialKey* out) const
    {
        return materialStatesOf(search[g], block(g), out);
    }

    // Sorting: per string id its rank in case-insensitive order, and per column the games in
    // column order, both made when first needed.
    mutable std::mutex sortMutex;
    mutable std::vector<std::uint32_t> stringRank;
    mutable std::array<std::vector<GameId>, std::size_t(Column::Count)> order;

    // The players' names grouped (playernames.h), made when a filter first needs them.
    mutable std::mutex namesMutex;
    mutable std::shared_ptr<const PlayerNames> names;
    std::shared_ptr<const PlayerNames> playerNames() const;

    std::string cacheFile; // empty: not cached
    // A SCID base (scidsource.cpp): games are decoded from it, never read from `path` as
    // PGN, and nothing is saved.
    std::shared_ptr<const scid::Base> scid;

    void append(Part&& part);
    chess::Position startOf(GameId g) const;
    const std::vector<std::uint32_t>& ranks() const;
    const std::vector<GameId>& columnOrder(Column c) const;
};

// ASCII letters compared ignoring case (the header filter's substrings).
bool containsIgnoreCase(std::string_view haystack, std::string_view needle);

// Indexing (indexer.cpp).
FileIdentity identify(const std::string& path, std::string_view bytes);
// The same identity of a plain (not gzip) file, read with a few preads instead of mapping it
// (a mapped file's pages, read ahead, would count in the memory of an open database); nullopt
// for a gzip file or one that cannot be read.
std::optional<FileIdentity> identifyPlainFile(const std::string& path);
std::optional<std::string> readPlainRange(const std::string& path, std::uint64_t offset,
                                          std::size_t length);
// Reads the games of bytes (raw, in the file's encoding) whose first byte is at baseOffset
// in the file; onGame is called after every game with the file offset it ended at (false
// stops).
void indexBytes(std::string_view bytes, std::uint64_t baseOffset, int firstLine,
                pgn::Encoding encoding, Part& part,
                const std::function<bool(std::uint64_t end)>& onGame = {});

// The visitor indexBytes reads with, for games read from elsewhere (a SCID base): every game
// it is given ends up in part, its offset and length left for the caller to set.
std::unique_ptr<pgn::Visitor> indexVisitor(Part& part, pgn::Encoding encoding);

// The cache (store.cpp).
std::string cacheFileFor(const std::string& cacheDir, const std::string& path);
// Removes the temporary index files ("NAME.sqlite.tmp-PID") of indexing runs whose process is
// gone (killed, or crashed); never those of a process still running (io/leftovers.h).
void removeIndexLeftovers(const std::string& cacheDir);
// Reads the index's header columns and names into db when it is the file's; the search data
// stays in the index (db.cacheReader) until db.ensureSearchData() reads it. onRows, when
// given, is called after the first rows and then now and then, as rows arrive.
bool loadCache(const std::string& file, const FileIdentity& identity, Database::Impl& db,
               const std::function<void()>& onRows = {});
bool loadSearchData(CacheReader& reader, const Database::Impl& db);

// The search data of an index read where it lies, a chunk of parts at a time (searchFromIndex):
// it holds the chunk being searched (parts coming to at least chunkBytes, or the rest, with
// the start of a block that straddles it and the chunk before), the next chunk being read,
// and one part of the search records; never the whole. Each part is checked against its sum
// before any of it is used. (Indexing writes a part a batch of games, a few megabytes: a
// chunk a part would wait for a thread to be scheduled hundreds of times on a busy machine.)
constexpr std::size_t SearchChunkBytes = std::size_t(32) << 20;
struct SearchChunk {
    GameId first = 0;              // the chunk's first game; its games follow in order
    std::vector<GameMoves> search; // first() counts from blocks.data()
    std::vector<std::uint16_t> plies;
    std::vector<std::uint8_t> notSearched; // 1: GameEntry::NotSearched
    std::vector<std::uint8_t> blocks;      // the games' blocks, MaxMoveBytes of zeros after
    std::size_t size() const { return search.size(); }
};
class SearchDataStream {
public:
    // Reads the index db (open, valid for its file: indexMatches) of `games` games; a
    // thread reads the next part while the caller searches the chunk it was given.
    SearchDataStream(sqlite3* db, std::uint64_t games, std::size_t chunkBytes = SearchChunkBytes);
    SearchDataStream(const SearchDataStream&) = delete;
    SearchDataStream& operator=(const SearchDataStream&) = delete;
    ~SearchDataStream();
    // The next chunk (its games' blocks complete; it may hold no game when a block is longer
    // than a part): false at the end, with *damage empty, or when the search data fails a
    // check, with what is wrong in *damage. After the last chunk, every game was given once.
    bool next(SearchChunk& chunk, std::string* damage);

private:
    struct State;
    std::unique_ptr<State> m;
};
// The index db is of this version of Kibitz's and of the file as identity says it is now
// (listFromIndex reads the list from it where it lies).
bool indexMatches(sqlite3* db, const FileIdentity& identity);
// Opens c, to read, on the index of the plain PGN file at path when that index was built from
// the file as it is now, and says which file that is; nothing when there is no index yet or
// the file changed since (the caller checks that options allow reading the index).
std::optional<FileIdentity> openValidIndex(Connection& c, const std::string& path,
                                           const OpenOptions& options);
// The rows and names of page.games from their checked blocks into page.entries and
// page.strings (string ids local to the page); false, with what is wrong in *what, when a
// block fails its check or lacks a row.
bool readPageRows(sqlite3* db, ListPage& page, std::string* what);
// The index opened for loadSearchData; null when it cannot be opened.
std::shared_ptr<CacheReader> openCacheReader(const std::string& file);
// Block `block` of the game table's rows (ids block * RowsPerCheck on, indexcheck.h), or of
// the string pool's (id 0, the empty string, is not stored: block 0's row 0 is ""), read and
// checked against its sum, row i being id block * RowsPerCheck + i; nullopt, with what is
// wrong in *damage, when the block fails its check or is missing.
std::optional<std::vector<GameEntry>> readGameBlock(sqlite3* db, std::int64_t block,
                                                    std::string* damage);
std::optional<std::vector<std::string>> readStringBlock(sqlite3* db, std::int64_t block,
                                                        std::string* damage);
// Arrays are stored as blobs of at most partBytes each: SQLite refuses a blob over
// SQLITE_LIMIT_LENGTH (10^9 bytes in Debian's build), which ten million games' moves pass.
constexpr std::size_t BlobPartBytes = std::size_t(64) << 20;
std::optional<DbError> saveCache(const std::string& file, const Database::Impl& db,
                                 std::size_t partBytes = BlobPartBytes);

// An index written a batch of games at a time (indexing streams into it), in one transaction
// to a temporary file that finish() renames over the old index: a crash leaves the old index
// or none. Destroyed unfinished, it removes the temporary file.
constexpr std::uint64_t LargeIndexSourceBytes = std::uint64_t(32) << 20;
// (16 KiB: at ten million games the search took 0.5-0.6 s with 16 or 64 KiB pages against
// 0.8 s with 4 KiB; a count through an index, which reads its rows one by one, took about 25%
// longer with 64 KiB than with 4 KiB, and with 16 KiB between the two for the Elo filter's
// count, as long as with 64 KiB for a text filter's: noisy runs, two of each.)
constexpr int LargeIndexPageBytes = 16384;
class CacheWriter {
public:
    explicit CacheWriter(std::string file, std::size_t partBytes = BlobPartBytes);
    CacheWriter(const CacheWriter&) = delete;
    CacheWriter& operator=(const CacheWriter&) = delete;
    ~CacheWriter();
    // sourceBytes: the size of the file indexed. The index of a large file gets SQLite pages of
    // LargeIndexPageBytes: a search reads its search data whole, and with SQLite's default of
    // 4 KiB that is a system call every 4 KiB (a third of a fresh search process's time at ten
    // million games); a small file's index keeps the default, as each table takes a page at least.
    std::optional<DbError> begin(std::uint64_t sourceBytes);
    // Writes db's games from firstGame on, its strings from firstString on, and its search
    // data, which must be that of exactly those games.
    std::optional<DbError> add(const Database::Impl& db, std::size_t firstGame,
                               std::size_t firstString);
    // The file's identity and the totals, then the rename.
    std::optional<DbError> finish(const Database::Impl& db);

private:
    struct State;
    std::unique_ptr<State> m;
};

} // namespace kibitz::db
