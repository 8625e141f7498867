// SPDX-License-Identifier: GPL-3.0-or-later
// The game list read where it lies: a page of the filtered, sorted list answered by SQLite
// from the index's tables and its indexes on the list's columns (store.cpp, writeListIndex),
// without loading the game table. The filter is Database::filter's, written as SQL; the order
// is Database::sort's (the column's value, ties in file order; descending is that reversed).
// The rows and names a page shows are read from their checked blocks (indexcheck.h): a page
// that meets a block failing its check is not answered, and the damage is said.

#include "database/database_impl.h"
#include "database/indexcheck.h"
#include "database/sqlite.h"
#include "scid/scidbase.h"

#include <chrono>
#include <optional>

namespace kibitz::db {

namespace {

double msSince(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

std::string idList(const std::vector<std::uint32_t>& ids)
{
    std::string out = "(";
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (i) out += ',';
        out += std::to_string(ids[i]);
    }
    return out + ")";
}

// Every string of the index (id, text), for the substring filters, checked as the loader
// checks them; nullopt when they fail their check.
std::optional<std::vector<std::pair<std::uint32_t, std::string>>> allStrings(sqlite3* db)
{
    std::vector<std::pair<std::uint32_t, std::string>> out;
    Statement st(db, "SELECT id, text FROM strings ORDER BY id");
    if (!st) return std::nullopt;
    BlockChecksums sum("strings");
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
        const sqlite3_int64 id = sqlite3_column_int64(st.s, 0);
        const std::string_view value = textColumn(st.s, 1);
        Checksum& row = sum.row(id);
        row.integer(id);
        row.text(value);
        out.emplace_back(std::uint32_t(id), value);
    }
    if (rc != SQLITE_DONE) return std::nullopt;
    for (const auto& [name, value] : sum.finish())
        if (readCheck(db, name) != value) return std::nullopt;
    return out;
}

// The players' names grouped from the players table (the counts Database::Impl::playerNames
// takes from the game table), the table and the names checked as they are read; nullopt when
// they fail their checks (*damaged true) or cannot be read.
std::optional<PlayerNames> playersOf(sqlite3* db, bool* damaged)
{
    const auto strings = allStrings(db);
    if (!strings) return *damaged = true, std::nullopt;
    Statement st(db, "SELECT id, games FROM players ORDER BY id");
    if (!st) return std::nullopt;
    std::vector<NameSpelling> spellings;
    Checksum sum;
    int rc = SQLITE_ROW;
    while (const auto row = nextIdValue(st.s, sum, rc)) {
        const auto [id, games] = *row;
        // strings holds ids 1, 2, ... in order: the name of id is strings[id - 1].
        if (id < 1 || std::uint64_t(id) > strings->size()) return *damaged = true, std::nullopt;
        spellings.push_back(NameSpelling{
            (*strings)[std::size_t(id - 1)].second, std::uint32_t(id), std::uint32_t(games), {}});
    }
    if (rc != SQLITE_DONE || readCheck(db, "players") != sum.value())
        return *damaged = true, std::nullopt;
    return groupNames(std::move(spellings));
}

// The filter as an SQL condition on the games table `g` ("1" when it keeps every game);
// nullopt, with *damaged set when the names failed their check, when it cannot be written.
std::optional<std::string> whereOf(sqlite3* db, const HeaderFilter& f, bool* damaged)
{
    std::vector<std::string> all;
    std::optional<std::vector<std::pair<std::uint32_t, std::string>>> strings;
    auto containing = [&](const std::string& needle) -> std::optional<std::string> {
        if (!strings) strings = allStrings(db);
        if (!strings) return std::nullopt;
        std::vector<std::uint32_t> ids;
        for (const auto& [id, text] : *strings)
            if (containsIgnoreCase(text, needle)) ids.push_back(id);
        return idList(ids);
    };
    if (!f.player.empty() || !f.opponent.empty()) {
        const auto names = playersOf(db, damaged);
        if (!names) return std::nullopt;
        const std::string player = f.player.empty() ? "" : idList(names->idsFor(f.player));
        const std::string opponent = f.opponent.empty() ? "" : idList(names->idsFor(f.opponent));
        auto as = [&](const char* me, const char* them) {
            std::string s = "1";
            if (!player.empty()) s += std::string(" AND g.") + me + " IN " + player;
            if (!opponent.empty()) s += std::string(" AND g.") + them + " IN " + opponent;
            return "(" + s + ")";
        };
        if (f.side == PlayerSide::White)
            all.push_back(as("white", "black"));
        else if (f.side == PlayerSide::Black)
            all.push_back(as("black", "white"));
        else {
            // (Appended piece by piece: GCC 12 warns of an overlap in "(" + a temporary.)
            std::string either = "(";
            either += as("white", "black");
            either += " OR ";
            either += as("black", "white");
            either += ")";
            all.push_back(std::move(either));
        }
    }
    const auto number = [](auto v) { return std::to_string(v); };
    if (f.minElo)
        all.push_back("g.white_elo >= " + number(*f.minElo)
                      + " AND g.black_elo >= " + number(*f.minElo));
    if (f.maxElo)
        all.push_back("g.white_elo <= " + number(*f.maxElo) + " AND g.black_elo <= "
                      + number(*f.maxElo) + " AND g.white_elo != 0 AND g.black_elo != 0");
    if (f.minAverageElo)
        all.push_back("g.white_elo + g.black_elo >= " + number(2 * *f.minAverageElo));
    if (f.fromDate) all.push_back("g.date >= " + number(*f.fromDate));
    if (f.toDate) all.push_back("g.date <= " + number(*f.toDate) + " AND g.date != 0");
    if (!f.results.empty()) {
        std::vector<std::uint32_t> results;
        for (chess::Result r : f.results) results.push_back(std::uint32_t(r));
        all.push_back("(g.result & 3) IN " + idList(results));
    }
    if (f.fromEco) all.push_back("g.eco >= " + number(*f.fromEco));
    if (f.toEco) all.push_back("g.eco <= " + number(*f.toEco) + " AND g.eco != 0");
    for (const auto& [needle, column] : {std::pair{&f.event, "g.event"}, {&f.site, "g.site"}}) {
        if (needle->empty()) continue;
        const auto ids = containing(*needle);
        if (!ids) return *damaged = true, std::nullopt;
        std::string part = column;
        part += " IN ";
        part += *ids;
        all.push_back(std::move(part));
    }
    if (f.minPlies) all.push_back("g.plies >= " + number(*f.minPlies));
    if (f.maxPlies) all.push_back("g.plies <= " + number(*f.maxPlies));
    if (f.withErrors)
        all.push_back(std::string("(g.flags & ") + number(int(GameEntry::HasErrors)) + ") "
                      + (*f.withErrors ? "!= 0" : "= 0"));
    if (!f.text.empty()) {
        const auto found = containing(f.text);
        if (!found) return *damaged = true, std::nullopt;
        const std::string& ids = *found;
        all.push_back("(g.white IN " + ids + " OR g.black IN " + ids + " OR g.event IN " + ids
                      + " OR g.site IN " + ids + " OR g.opening IN " + ids + ")");
    }
    std::string where;
    for (const std::string& part : all) where += (where.empty() ? "" : " AND ") + part;
    return where.empty() ? std::string("1") : where;
}

// Per column (db::Column's order) what the list sorts by: a games column (with an index, or
// result and plies, which SQLite sorts as it reads the rows), a name column sorted through
// string_order, or nullptr when the column has no index to sort by.
constexpr const char* SortKeys[] = {
    "g.id",  "white", "g.white_elo", "black", "g.black_elo", "(g.result & 3)", "g.date",
    "event", nullptr, nullptr,       "g.eco", nullptr,       "g.plies"};
static_assert(std::size(SortKeys) == std::size_t(Column::Count));

// Row `id` of a table read in checked blocks of RowsPerCheck rows (readGameBlock,
// readStringBlock), each block read once into `blocks`; null, with what is wrong in *what, when
// its block fails its check or lacks the row (then *what = missing).
template <typename Row>
const Row* blockRow(sqlite3* db, std::unordered_map<std::int64_t, std::vector<Row>>& blocks,
                    std::optional<std::vector<Row>> (*read)(sqlite3*, std::int64_t, std::string*),
                    std::int64_t id, const char* missing, std::string* what)
{
    const std::int64_t block = id / RowsPerCheck;
    auto it = blocks.find(block);
    if (it == blocks.end()) {
        auto rows = read(db, block, what);
        if (!rows) return nullptr;
        it = blocks.emplace(block, std::move(*rows)).first;
    }
    const auto row = std::size_t(id % RowsPerCheck);
    if (row >= it->second.size()) return *what = missing, nullptr;
    return &it->second[row];
}

} // namespace

std::optional<FileIdentity> openValidIndex(Connection& c, const std::string& path,
                                           const OpenOptions& options)
{
    std::optional<FileIdentity> identity = identifyPlainFile(path);
    if (!identity) return std::nullopt;
    if (sqlite3_open_v2(cacheFileFor(options.cacheDir, path).c_str(), &c.db, SQLITE_OPEN_READONLY,
                        nullptr)
        != SQLITE_OK)
        return std::nullopt;
    if (!indexMatches(c.db, *identity)) return std::nullopt;
    return identity;
}

bool readPageRows(sqlite3* db, ListPage& page, std::string* what)
{
    std::unordered_map<std::int64_t, std::vector<GameEntry>> gameBlocks;
    std::unordered_map<std::int64_t, std::vector<std::string>> stringBlocks;
    // The page's strings, each once.
    std::unordered_map<std::uint32_t, std::uint32_t> local;
    std::vector<std::uint32_t> wanted;
    page.strings.assign(1, std::string());
    page.entries.clear();
    auto localId = [&](std::uint32_t id) {
        if (id == 0) return std::uint32_t(0);
        auto [it, fresh] = local.try_emplace(id, std::uint32_t(page.strings.size()));
        if (fresh) {
            page.strings.emplace_back();
            wanted.push_back(id);
        }
        return it->second;
    };
    for (const GameId id : page.games) {
        const GameEntry* entry = blockRow(db, gameBlocks, readGameBlock, id,
                                          "the game table's indexes name a missing game", what);
        if (!entry) return false;
        GameEntry e = *entry;
        for (std::uint32_t* name : {&e.white, &e.black, &e.event, &e.site, &e.round, &e.opening})
            *name = localId(*name);
        page.entries.push_back(e);
    }
    for (std::uint32_t id : wanted) {
        const std::string* text = blockRow(db, stringBlocks, readStringBlock, id,
                                           "a game names a name it does not hold", what);
        if (!text) return false;
        page.strings[local[id]] = *text;
    }
    return true;
}

std::optional<std::string> gameTextFromIndex(const std::string& path, const OpenOptions& options,
                                             GameId game, std::string* why)
{
    auto fail = [&](std::string reason) -> std::optional<std::string> {
        if (why) *why = std::move(reason);
        return std::nullopt;
    };
    if (options.cacheDir.empty() || options.forceRebuild || scid::isScidPath(path))
        return fail("the file has no index to read it from");
    Connection c;
    if (!openValidIndex(c, path, options))
        return fail("the file changed since it was indexed, or its index is being made");
    Statement meta(c.db, "SELECT encoding FROM meta");
    if (!meta || sqlite3_step(meta.s) != SQLITE_ROW) return fail("its index cannot be read");
    const int encoding = sqlite3_column_int(meta.s, 0);
    if (encoding < int(pgn::Encoding::Utf8) || encoding > int(pgn::Encoding::Latin1))
        return fail("its index names no known encoding");
    std::string what;
    const auto rows = readGameBlock(c.db, std::int64_t(game / RowsPerCheck), &what);
    if (!rows) return fail("its index was damaged (" + what + ")");
    if (game % RowsPerCheck >= rows->size())
        return fail("the file has no game " + std::to_string(std::uint64_t(game) + 1));
    const GameEntry& entry = (*rows)[game % RowsPerCheck];
    auto bytes = readPlainRange(path, entry.offset, entry.length);
    if (!bytes) return fail("cannot read game " + std::to_string(std::uint64_t(game) + 1));
    if (pgn::Encoding(encoding) == pgn::Encoding::Latin1) return pgn::latin1ToUtf8(*bytes);
    return bytes;
}

std::optional<ListPage> listFromIndex(const std::string& path, const OpenOptions& options,
                                      const ListQuery& q, std::optional<DbError>* damage)
{
    if (options.cacheDir.empty() || options.forceRebuild || scid::isScidPath(path))
        return std::nullopt;
    // The sort: a column with an index of its own (store.cpp's ListIndexColumns), or none.
    // Name columns sort by their strings' order (string_order), walked rank by rank with each
    // string's games from the column's index, which SQLite does in order without sorting.
    std::string from = "games g", key;
    if (q.sort) {
        const char* column = SortKeys[std::size_t(*q.sort)];
        if (!column) return std::nullopt; // site, round, opening: no index; open the database
        key = column;
        if (key == "white" || key == "black" || key == "event") {
            from = "string_order s CROSS JOIN games g ON g." + key + " = s.id";
            key = "s.rank";
        }
    }
    Connection c;
    const std::optional<FileIdentity> identity = openValidIndex(c, path, options);
    if (!identity) return std::nullopt;
    if (q.cancel) {
        // Every thousand virtual machine steps: a cancelled page stops within a millisecond.
        sqlite3_progress_handler(
            c.db, 1000,
            [](void* flag) { return static_cast<const std::atomic<bool>*>(flag)->load() ? 1 : 0; },
            const_cast<std::atomic<bool>*>(q.cancel.get()));
    }
    auto cancelled = [&] { return q.cancel && q.cancel->load(); };
    // A block that fails its check: said, and no page (the caller opens the database, which
    // makes the index again).
    auto damaged = [&](const std::string& what) -> std::optional<ListPage> {
        if (cancelled()) return std::nullopt; // interrupted, not damaged
        if (damage)
            *damage = DbError{cacheFileFor(options.cacheDir, path), "the index of " + identity->path
                                                                        + " was damaged (" + what
                                                                        + "); it is made again"};
        return std::nullopt;
    };
    std::string what;

    ListPage page;
    auto t0 = std::chrono::steady_clock::now();
    {
        Statement st(c.db, "SELECT max(id) FROM games");
        if (!st || sqlite3_step(st.s) != SQLITE_ROW) return std::nullopt;
        page.total = sqlite3_column_type(st.s, 0) == SQLITE_NULL
                         ? 0
                         : std::uint64_t(sqlite3_column_int64(st.s, 0)) + 1;
        // The total is the last block's rows past its start, and no block follows it.
        const std::int64_t last =
            page.total == 0 ? -1 : std::int64_t(page.total - 1) / RowsPerCheck;
        if (last >= 0) {
            const auto rows = readGameBlock(c.db, last, &what);
            if (!rows) return damaged(what);
            if (std::uint64_t(last * RowsPerCheck) + rows->size() != page.total)
                return damaged("the game table does not match its checksum");
        }
        if (readCheck(c.db, partCheckName("games", last + 1)))
            return damaged("the game table does not match its checksum");
    }
    bool namesDamaged = false;
    const std::optional<std::string> where = whereOf(c.db, q.filter, &namesDamaged);
    if (namesDamaged) return damaged("the names or players do not match their checksum");
    if (!where) return std::nullopt;
    // The games the condition keeps, counted (a walk over every one); nullopt when SQLite fails.
    auto countOf = [&](const std::string& condition) -> std::optional<std::uint64_t> {
        Statement st(c.db, ("SELECT count(*) FROM games g WHERE " + condition).c_str());
        if (!st || sqlite3_step(st.s) != SQLITE_ROW) return std::nullopt;
        return std::uint64_t(sqlite3_column_int64(st.s, 0));
    };
    // The filter's count, now or after the page. countMs runs from the start for a count made
    // now (the total and the filter's names are part of it), from its own start after the page.
    auto count = [&](std::chrono::steady_clock::time_point start) {
        const auto n = countOf(*where);
        if (n) page.matching = *n;
        page.countMs = msSince(start);
        return n.has_value();
    };
    const bool countLater = q.count && *where != "1" && q.pageBeforeCount;
    page.countMs = msSince(t0);
    if (*where == "1")
        page.matching = page.total;
    else if (q.count && !countLater && !count(t0))
        return std::nullopt;

    t0 = std::chrono::steady_clock::now();
    // The page's game numbers; their rows are read from their checked blocks.
    // Reads the ids `sql` gives into the page; false when SQLite fails or names no game (the
    // damage in `what`), or cannot prepare it (`what` empty: no page, the database is opened).
    auto readIds = [&](const std::string& sql) {
        what.clear();
        Statement st(c.db, sql.c_str());
        if (!st) return false;
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(st.s)) == SQLITE_ROW) {
            const sqlite3_int64 id = sqlite3_column_int64(st.s, 0);
            if (id < 0 || id >= sqlite3_int64(page.total))
                return what = "the game table's indexes name a missing game", false;
            page.games.push_back(GameId(id));
        }
        if (rc != SQLITE_DONE)
            return what = std::string("SQLite cannot read it: ") + sqlite3_errmsg(c.db), false;
        return true;
    };
    auto limited = [](std::uint64_t limit, std::uint64_t offset) {
        return " LIMIT " + std::to_string(limit) + " OFFSET " + std::to_string(offset);
    };
    auto unread = [&] { return what.empty() ? std::nullopt : damaged(what); };
    const std::string select = "SELECT g.id FROM " + from + " WHERE " + *where;
    const char* order = q.descending ? " DESC" : "";
    if (q.sort && (*q.sort == Column::WhiteElo || *q.sort == Column::BlackElo)) {
        // Games without an Elo last either way, in file order (Database::sort): the rated
        // games by the column's index, then the unrated ones by number. (One ORDER BY putting
        // the unrated last keeps SQLite from walking the index: it sorted every game it kept,
        // 3.8 s for the 909,400 of Elo >= 2600 and 1-0 at ten million games.)
        if (!readIds(select + " AND " + key + " != 0 ORDER BY " + key + order + ", g.id" + order
                     + limited(q.limit, q.offset)))
            return unread();
        if (page.games.size() < q.limit) {
            // The rated games before the unrated: all those of the filter when the page ran
            // out of them, else counted.
            std::uint64_t rated = q.offset + page.games.size();
            if (page.games.empty()) {
                const auto n = countOf(*where + " AND " + key + " != 0");
                if (!n) return std::nullopt;
                rated = *n;
            }
            const std::uint64_t skip = q.offset > rated ? q.offset - rated : 0;
            if (!readIds(select + " AND " + key + " = 0 ORDER BY g.id"
                         + limited(q.limit - page.games.size(), skip)))
                return unread();
        }
    } else {
        std::string sql = select;
        if (!q.sort)
            sql += " ORDER BY g.id";
        else if (*q.sort == Column::Number)
            sql += std::string(" ORDER BY g.id") + order;
        else
            sql += " ORDER BY " + key + order + ", g.id" + order;
        if (!readIds(sql + limited(q.limit, q.offset))) return unread();
    }
    if (!readPageRows(c.db, page, &what)) return damaged(what);
    page.rowsMs = msSince(t0);
    if (cancelled()) return std::nullopt;
    if (countLater) {
        if (q.offset == 0 && page.games.size() < q.limit) {
            page.matching = page.games.size(); // the page holds them all
        } else {
            q.pageBeforeCount(page);
            if (!count(std::chrono::steady_clock::now())) return std::nullopt;
        }
    }
    return page;
}

std::optional<PlayerNames> playerNamesFromIndex(const std::string& path, const OpenOptions& options,
                                                std::optional<DbError>* damage)
{
    if (options.cacheDir.empty() || options.forceRebuild || scid::isScidPath(path))
        return std::nullopt;
    Connection c;
    const std::optional<FileIdentity> identity = openValidIndex(c, path, options);
    if (!identity) return std::nullopt;
    bool damaged = false;
    auto names = playersOf(c.db, &damaged);
    if (damaged && damage)
        *damage = DbError{cacheFileFor(options.cacheDir, path),
                          "the index of " + identity->path
                              + " was damaged (the names or players do not match their "
                                "checksum); it is made again"};
    return names;
}

bool indexSorts(Column column)
{
    return column < Column::Count && SortKeys[std::size_t(column)] != nullptr;
}

} // namespace kibitz::db
