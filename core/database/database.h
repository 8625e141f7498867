// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PGN file seen as a database: the file stays the document, and an index beside it (in
// Kibitz's cache folder) makes the game list, header filters, position search and the opening
// tree fast. The index is a cache keyed by the file's identity (path, size, modification time,
// a content hash): it is reused while the file is unchanged, rebuilt when it changes, never
// trusted over the file. Headers and offsets are kept in SQLite; what position search and the
// opening tree need (each game's moves in a compact encoding, and per game the data that lets
// a search skip it without replaying it) is kept in a binary blob beside them.
//
// Qt-free. The QtCore model (core/model) runs building and searches off the GUI thread; the
// calls here are synchronous and report progress through a callback that can cancel.

#include "chess/expected.h"
#include "chess/position.h"
#include "chess/result.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::db {

using GameId = std::uint32_t; // 0-based number of the game in the file

struct DbError {
    // What went wrong, where the caller may act on it (a question to ask, a choice to offer).
    enum class Kind : std::uint8_t {
        Other,
        Unencodable, // saveEdits: the file's encoding (Latin-1) cannot hold a character
    };
    std::string path;
    std::string message;
    Kind kind = Kind::Other;
    std::string toString() const { return path.empty() ? message : path + ": " + message; }
};

// Called now and then during long work with how far it got; returning false cancels.
struct Progress {
    std::uint64_t done = 0; // bytes of the file, or games, depending on the call
    std::uint64_t total = 0;
    std::uint32_t games = 0; // games indexed or searched so far
};
using ProgressFn = std::function<bool(const Progress&)>;

// ---------------------------------------------------------------------------------------
// The columns of the game list, in their usual order.

enum class Column : std::uint8_t {
    Number,
    White,
    WhiteElo,
    Black,
    BlackElo,
    Result,
    Date,
    Event,
    Site,
    Round,
    Eco,
    Opening,
    Plies,
    Count
};

// One game as the list shows it. Strings are ids into the database's string pool (so a
// million rows cost little); string(id) gives the text, UTF-8.
struct GameEntry {
    // Both 64 bits: files pass 4 GiB, and a game's bytes (a stray '{' swallows the rest of
    // the file into one comment) need not stay below it. The padding held the room.
    std::uint64_t offset = 0; // first byte of the game in the (decompressed) file
    std::uint64_t length = 0; // its bytes, up to and including its termination marker
    std::uint32_t white = 0, black = 0, event = 0, site = 0, round = 0, opening = 0;
    std::uint32_t date = 0; // yyyymmdd; unknown parts are 0 ("1990.??.??" -> 19900000)
    std::uint16_t whiteElo = 0, blackElo = 0; // 0 when unknown
    std::uint16_t eco = 0;                    // A00..E99 as 1 + letter*100 + number; 0 when unknown
    std::uint16_t plies = 0;                  // main line plies that were read
    chess::Result result = chess::Result::Unknown;
    std::uint8_t flags = 0; // GameFlag bits

    enum GameFlag : std::uint8_t {
        HasErrors = 1,   // the reader reported errors; moves are indexed up to the first
        CustomStart = 2, // a FEN/SetUp start position
        Unsupported = 4, // a variant the core does not play: headers only, no moves indexed
        Variant = 8,     // a variant's game (Crazyhouse, ...): read and played, never searched
        NotSearched = Unsupported | Variant, // the searches replay standard chess
    };
};

// A problem the reader found in a game, where it is in the file.
struct GameProblem {
    GameId game = 0;
    int line = 0;   // 1-based line in the file
    int column = 0; // 1-based column (in bytes of the file's text)
    std::string message;
};
class Database;
// The problems the reader finds in the file's games, in file order, at most limit of them (the
// file is read again, as `kibitz-cli pgn check` reads it). For a list the user can click
// through; columns count bytes of the UTF-8 text (a Latin-1 file's accented letters take two).
Expected<std::vector<GameProblem>, DbError> listProblems(const Database& db,
                                                         std::size_t limit = 10000);

// ECO code "B90" <-> its number in GameEntry::eco.
std::uint16_t ecoNumber(std::string_view code);
std::string ecoText(std::uint16_t number);

// ---------------------------------------------------------------------------------------
// Header filter: every field that is set must hold.

enum class PlayerSide : std::uint8_t { Either, White, Black };

struct HeaderFilter {
    // A player as PlayerNames::idsFor reads the name: every spelling of the players it names
    // ("Carlsen" finds "Carlsen,M" and "Carlsen, Magnus"), else the names containing it.
    std::string player;
    PlayerSide side = PlayerSide::Either;
    std::string opponent;              // the other side, read as player is
    std::optional<int> minElo, maxElo; // both players' Elo inside the range
    std::optional<int> minAverageElo;
    std::optional<std::uint32_t> fromDate, toDate; // yyyymmdd, inclusive
    std::vector<chess::Result> results;            // any of them; empty = any
    std::optional<std::uint16_t> fromEco, toEco;   // inclusive, ecoNumber()s
    std::string event, site;                       // substrings, case-insensitive
    std::optional<int> minPlies, maxPlies;
    std::optional<bool> withErrors; // true: only games with errors; false: only without
    std::string text;               // quick search: any of the name, event, site, opening columns
    bool isEmpty() const;
    friend bool operator==(const HeaderFilter&, const HeaderFilter&) = default;
};

// ---------------------------------------------------------------------------------------
// Position search and the opening tree. A position is the board, the side to move, the
// castling rights and an en passant square only where a pawn can take (the Polyglot key's
// view, as repetitions count it); it may be reached at any ply, so transpositions count.

struct PositionHit {
    GameId game = 0;
    std::uint16_t ply = 0; // first ply at which the game reaches the position
    chess::Move next;      // the move the game played from there (Move() at the game's end)
};

struct TreeMove {
    chess::Move move; // Move() for "the game ended here"
    std::uint32_t games = 0;
    std::uint32_t whiteWins = 0, draws = 0, blackWins = 0;
    double averageElo = 0;      // of the players who made the move, over those with an Elo
    double performance = 0;     // their performance rating (average opponent + 400*(W-L)/N)
    std::uint32_t lastYear = 0; // most recent year the move was played (0 unknown)
};

// "KRPvKR": the pieces of each side, White first; a digit or range after a letter counts
// them ("KR2PvKR", "KRP0-2vKR"), and a trailing '+' on a side ("KRvK+") means "or more".
struct MaterialPattern {
    // [side][piece type 1..5]: inclusive counts; kings are implied.
    std::uint8_t min[2][6]{};
    std::uint8_t max[2][6]{};
    static Expected<MaterialPattern, std::string> parse(std::string_view text);
};

// ---------------------------------------------------------------------------------------

struct OpenOptions {
    std::string cacheDir; // where the index lives; empty = no cache (memory only)
    bool forceRebuild = false;
    unsigned threads = 0; // 0 = as many as the machine has
};

struct IndexStats {
    std::uint32_t games = 0;
    std::uint32_t gamesWithErrors = 0;
    std::uint64_t plies = 0;
    std::uint64_t indexBytes = 0; // size of the cache on disk
    double milliseconds = 0;
    bool reused = false; // the cache was valid and nothing was read again
};

class Database {
public:
    ~Database();
    Database(Database&&) noexcept;
    Database& operator=(Database&&) noexcept;

    // Opens a PGN file (plain or gzip, UTF-8 with or without BOM, or Latin-1), or a SCID base
    // (NAME.si4 with its .sn4 and .sg4, read-only), using the
    // cached index when it is still valid and building it otherwise. onBatch, when given, is
    // called from the calling thread now and then with the database as far as it is built
    // (its size() games are complete and may be read during the call, so that rows can be
    // shown before the whole file is read); progress can cancel (the error says so).
    static Expected<std::unique_ptr<Database>, DbError>
    open(const std::string& path, const OpenOptions& options, const ProgressFn& progress = {},
         const std::function<void(const Database& sofar)>& onBatch = {});

    const std::string& path() const;
    const IndexStats& stats() const;
    // Why the games cannot be edited (empty when they can): a SCID base (NAME.si4, see
    // scidsource.h) opens read-only.
    std::string_view readOnlyReason() const;

    // --- Games
    std::size_t size() const;
    const GameEntry& game(GameId id) const;
    // The line of the file a game begins on (1-based), for messages that say where in the
    // file; nullopt when the file cannot say (a gzip file's lines are not counted, a SCID base
    // has none). Reads at most about a thousand games' bytes (see Impl::lineMarks).
    std::optional<std::uint64_t> lineOf(GameId id) const;
    std::string_view string(std::uint32_t id) const;
    // The game's text, as UTF-8, read from the file (its own bytes decoded).
    Expected<std::string, DbError> gameText(GameId id) const;
    // The game's bytes as they are in the file (its own encoding).
    Expected<std::string, DbError> gameBytes(GameId id) const;

    // --- Filters and sorting (in memory; a million rows in milliseconds)
    std::vector<GameId> filter(const HeaderFilter& filter,
                               const std::vector<GameId>* within = nullptr) const;
    // Sorted by the column, ties in file order; games without an Elo go last both ways.
    void sort(std::vector<GameId>& games, Column column, bool descending) const;

    // --- Positions
    // The search data (each game's moves, home pawns and material) of a database opened from
    // its index, or indexed into it, stays in the index until the first search reads it;
    // this reads it now (a window can do it in the background after opening; a benchmark
    // before timing a search). False when the index cannot give it: searches then find
    // nothing.
    bool loadSearchData() const;
    // The same, with the reason when the search data cannot be had: its index failed its
    // checks (see indexDamage) and indexing the file again failed too (the file changed since
    // it was opened, or cannot be read). The searches then find nothing: a caller that must
    // not answer "no games" for "cannot tell" asks this first. Nullopt when it is there.
    std::optional<DbError> searchDataError() const;
    // When the index failed its checks (a changed byte on the disk, a bad copy, a crashed sync:
    // see indexcheck.h): which index file was damaged and what was wrong. The file was then
    // indexed again and every answer comes from the new index. Found when the database is
    // opened or when its search data is first read. Any thread.
    std::optional<DbError> indexDamage() const;
    // Games (of `within`, or all) that reach pos, with the ply and the next move.
    std::vector<PositionHit> searchPosition(const chess::Position& pos,
                                            const std::vector<GameId>* within = nullptr,
                                            const ProgressFn& progress = {}) const;
    // Every move played from pos in those games, most played first.
    std::vector<TreeMove> tree(const chess::Position& pos,
                               const std::vector<GameId>* within = nullptr,
                               const ProgressFn& progress = {}) const;
    // Games that reach the material (at any ply, for at least one ply).
    std::vector<GameId> searchMaterial(const MaterialPattern& pattern,
                                       const std::vector<GameId>* within = nullptr,
                                       const ProgressFn& progress = {}) const;
    // Games that reach the pawn structure of pos (pawns of both sides on exactly these
    // squares, other pieces free).
    std::vector<GameId> searchPawns(const chess::Position& pos,
                                    const std::vector<GameId>* within = nullptr,
                                    const ProgressFn& progress = {}) const;

    struct Impl;
    Impl& impl() { return *m_impl; }
    const Impl& impl() const { return *m_impl; }

private:
    Database();
    std::unique_ptr<Impl> m_impl;
};

// ---------------------------------------------------------------------------------------
// The list read where it lies: a page of the filtered, sorted game list answered from the
// index's own SQLite indexes (store.cpp, format 7), without reading the game table, so that
// it costs the same for a thousand games as for ten million. The same games in the same order
// as Database::filter and Database::sort give.

struct ListPage;
struct ListQuery {
    HeaderFilter filter;
    std::optional<Column> sort; // nullopt: file order
    bool descending = false;
    std::uint64_t offset = 0; // the page: rows [offset, offset + limit) of the sorted list
    std::uint64_t limit = 20;
    bool count = true; // false: matching is not counted (another page of a list counted before)
    // With count and a filter: called with the page (matching not counted yet: 0) before the
    // count is made, on the same connection with the filter written once, so that the page
    // shows while a count of many games goes on. Not called when the page itself holds every
    // game the filter keeps (its first page, not full): then no count is made.
    std::function<void(const ListPage&)> pageBeforeCount;
    // Set (by another thread) when the page is no longer wanted: SQLite stops, and no page.
    std::shared_ptr<const std::atomic<bool>> cancel;
};

struct ListPage {
    std::uint64_t total = 0;          // games in the database
    std::uint64_t matching = 0;       // games the filter keeps
    std::vector<GameId> games;        // the page, in list order
    std::vector<GameEntry> entries;   // games[i]'s row; its string ids index strings
    std::vector<std::string> strings; // strings[0] = ""
    double countMs = 0, rowsMs = 0;   // counting the matching games, reading the page
};

// Nullopt when the file has no index that is valid for it as it is now (another version, the
// file changed, a gzip file or a SCID base, no cache folder, a forced rebuild): then open the
// database (Database::open builds the index). The rows and names of the page are checked
// (indexcheck.h) as they are read: when they fail, nullopt and, when damage is given, the
// index file and what failed in *damage; then open the database with forceRebuild.
std::optional<ListPage> listFromIndex(const std::string& path, const OpenOptions& options,
                                      const ListQuery& query,
                                      std::optional<DbError>* damage = nullptr);
// A game's text (UTF-8, as Database::gameText gives it) read with the index where it lies, for
// a list read by listFromIndex while the database is still loading. Nullopt, with the reason in
// *why, when the index is not valid for the file as it is now or the game's row fails its check.
std::optional<std::string> gameTextFromIndex(const std::string& path, const OpenOptions& options,
                                             GameId game, std::string* why = nullptr);
// Whether listFromIndex sorts by the column (site, round and opening have no index to sort by).
bool indexSorts(Column column);

// A position search read from the index where it lies, for a process that has not opened the
// database: the search data is read a part at a time (64 MB) and each part searched as it
// comes, each part checked against its sum first; the game table is read only for the rows of
// the games it gives (and, for the full tree, of every game reaching the position). The same
// answers as Database::tree and Database::searchPosition.
struct IndexSearch {
    std::uint64_t total = 0;       // games in the database
    std::vector<TreeMove> moves;   // Database::tree's (fullTree false: only move and games)
    std::vector<PositionHit> hits; // the first `limit` games reaching the position, in order
    ListPage rows;                 // their rows: rows.games[i] is hits[i].game
    double ms = 0;                 // the whole search, the index opened and the rows read
};
// Nullopt as for listFromIndex: no valid index for the file as it is now, or (with *damage
// saying which index and what) search data that failed its check; then open the database
// (with forceRebuild after damage) and search it.
std::optional<IndexSearch> searchFromIndex(const std::string& path, const OpenOptions& options,
                                           const chess::Position& pos, std::size_t limit,
                                           bool fullTree, std::optional<DbError>* damage = nullptr);

// ---------------------------------------------------------------------------------------
// Editing: the changes a user made to a database, saved by rewriting the file atomically.
// Games not named here are copied byte for byte (whatever their encoding, even if they
// cannot be read); edited and appended games are written as given (export format, UTF-8)
// and encoded into the file's own encoding.

struct Edits {
    std::vector<std::pair<GameId, std::string>> replaced; // game -> new PGN text (UTF-8)
    std::vector<GameId> deleted;
    std::vector<std::string> appended; // new games' PGN text (UTF-8)
    bool isEmpty() const { return replaced.empty() && deleted.empty() && appended.empty(); }
};

enum class SaveEncoding : std::uint8_t {
    Keep, // the file's own encoding; an error names the game and character Latin-1 cannot hold
    Utf8, // new and edited games as UTF-8 (for a Latin-1 file the user agreed to convert)
};

// Writes the edited file in place (atomically: write beside, fsync, rename) and brings the
// index up to date without reading the untouched games again. Game numbers change as
// games are deleted and appended: afterwards they follow the new file.
Expected<IndexStats, DbError> saveEdits(Database& db, const Edits& edits,
                                        SaveEncoding encoding = SaveEncoding::Keep);

} // namespace kibitz::db
