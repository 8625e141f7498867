// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli db index | list | search | tree | material: a PGN file as a database.

#include "commands.h"
#include "json.h"

#include "base/asciilower.h"
#include "chess/notation.h"
#include "database/cachedir.h"
#include "database/database.h"
#include "database/duplicates.h"
#include "database/playernames.h"
#include "database/playerreport.h"

#include <chrono>
#include <cstdio>
#include <sstream>

namespace kibitz::cli {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

std::optional<std::pair<int, int>> range(const std::string& text)
{
    // "2600", "2600-", "-2400", "2400-2600"
    const std::size_t dash = text.find('-');
    try {
        if (dash == std::string::npos) {
            const int v = std::stoi(text);
            return std::pair{v, v};
        }
        const std::string lo = text.substr(0, dash), hi = text.substr(dash + 1);
        return std::pair{lo.empty() ? INT_MIN : std::stoi(lo),
                         hi.empty() ? INT_MAX : std::stoi(hi)};
    } catch (...) {
        return std::nullopt;
    }
}

// db list's --NAME MIN-MAX (--elo, --plies), parsed by range(): nothing when the option is not
// given, and a usage error naming it when its value is not a range.
std::optional<std::pair<int, int>> rangeOption(Args& args, const std::string& name,
                                               std::optional<UsageError>& usage)
{
    const auto text = args.option(name, usage);
    if (!text) return std::nullopt;
    const auto r = range(*text);
    if (!r) usage = UsageError{"db list: " + name + ": expected MIN-MAX, got '" + *text + "'"};
    return r;
}

std::uint32_t dateValue(std::string text)
{
    // "1990", "1990.05", "1990.05.17" (dots or dashes)
    for (char& c : text)
        if (c == '-') c = '.';
    int y = 0, m = 0, d = 0;
    std::sscanf(text.c_str(), "%d.%d.%d", &y, &m, &d);
    return std::uint32_t(y * 10000 + m * 100 + d);
}

struct DbArgs {
    std::string file;
    db::OpenOptions open;
    bool json = false;
};

// The file and the options every db subcommand has.
DbArgs readDbArgs(Args& args, std::optional<UsageError>& usage)
{
    DbArgs a;
    a.json = args.flag("--json");
    a.open.forceRebuild = args.flag("--rebuild");
    const auto cache = args.option("--cache", usage);
    a.open.cacheDir = cache ? *cache : db::defaultCacheDir();
    if (args.flag("--no-cache")) a.open.cacheDir.clear();
    a.open.threads = unsigned(args.integer("--threads", 1, 64, usage).value_or(0));
    return a;
}

bool takeFile(Args& args, std::optional<UsageError>& usage, DbArgs& a, const std::string& who)
{
    const auto rest = args.positionals(usage);
    if (usage) return false;
    if (rest.size() != 1) {
        usage = UsageError{who + ": expected one PGN file, got " + std::to_string(rest.size())
                           + " arguments"};
        return false;
    }
    a.file = rest[0];
    return true;
}

// firstRowsMs: when the first rows could be shown (what the window's list waits for).
std::unique_ptr<db::Database> openDb(const DbArgs& a, double* ms = nullptr,
                                     double* firstRowsMs = nullptr)
{
    const auto t0 = Clock::now();
    auto onBatch = [&](const db::Database& sofar) {
        if (firstRowsMs && *firstRowsMs < 0 && sofar.size() > 0) *firstRowsMs = msSince(t0);
    };
    if (firstRowsMs) *firstRowsMs = -1;
    auto db = db::Database::open(a.file, a.open, {}, onBatch);
    if (ms) *ms = msSince(t0);
    if (!db) {
        std::fprintf(stderr, "kibitz-cli: %s\n", db.error().toString().c_str());
        return nullptr;
    }
    if (const auto damage = (*db)->indexDamage())
        std::fprintf(stderr, "kibitz-cli: warning: %s\n", damage->toString().c_str());
    return std::move(*db);
}

// Reads the search data before a search: false, said, when it cannot be had ("no games" would
// be a wrong answer). A damaged index found on the way (and made again) is said too.
bool searchDataReady(const db::Database& db)
{
    const bool saidBefore = db.indexDamage().has_value();
    const auto error = db.searchDataError();
    if (const auto damage = db.indexDamage(); damage && !saidBefore)
        std::fprintf(stderr, "kibitz-cli: warning: %s\n", damage->toString().c_str());
    if (error) std::fprintf(stderr, "kibitz-cli: %s\n", error->toString().c_str());
    return !error;
}

// yyyymmdd as PGN writes a date, unknown parts as "??".
std::string dateText(std::uint32_t date)
{
    char buf[16];
    const unsigned y = date / 10000, m = date / 100 % 100, d = date % 100;
    std::snprintf(buf, sizeof buf, y ? "%04u" : "????", y);
    std::string out = buf;
    std::snprintf(buf, sizeof buf, m ? ".%02u" : ".??", m);
    out += buf;
    std::snprintf(buf, sizeof buf, d ? ".%02u" : ".??", d);
    return out + buf;
}

const char* resultName(chess::Result r)
{
    return chess::resultText(r).data();
}

// One row of the list: a game's entry, its strings looked up by name().
template <typename Name>
void printRow(db::GameId g, const db::GameEntry& e, const Name& name, bool json, JsonWriter& w)
{
    const std::string date = dateText(e.date);
    if (json) {
        w.beginObject()
            .field("number", std::uint64_t(g) + 1)
            .field("white", name(e.white))
            .field("white_elo", int(e.whiteElo))
            .field("black", name(e.black))
            .field("black_elo", int(e.blackElo))
            .field("result", resultName(e.result))
            .field("date", std::string_view(date))
            .field("event", name(e.event))
            .field("site", name(e.site))
            .field("round", name(e.round))
            .field("eco", std::string_view(db::ecoText(e.eco)))
            .field("opening", name(e.opening))
            .field("plies", int(e.plies))
            .field("errors", bool(e.flags & db::GameEntry::HasErrors));
        w.endObject();
    } else {
        std::printf("%7u  %-24.24s %4s  %-24.24s %4s  %-7s %s  %-20.20s %s\n", g + 1,
                    std::string(name(e.white)).c_str(),
                    e.whiteElo ? std::to_string(e.whiteElo).c_str() : "",
                    std::string(name(e.black)).c_str(),
                    e.blackElo ? std::to_string(e.blackElo).c_str() : "", resultName(e.result),
                    date.c_str(), std::string(name(e.event)).c_str(), db::ecoText(e.eco).c_str());
    }
}

void printGames(const db::Database& db, const std::vector<db::GameId>& games, std::size_t limit,
                const std::vector<db::PositionHit>* hits, bool json, JsonWriter& w)
{
    const std::size_t n = std::min(limit, games.size());
    if (json) w.key("games").beginArray();
    const auto name = [&](std::uint32_t id) { return db.string(id); };
    for (std::size_t i = 0; i < n; ++i) printRow(games[i], db.game(games[i]), name, json, w);
    if (json) w.endArray();
    (void)hits;
}

int dbIndex(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    if (!takeFile(args, usage, a, "db index")) return 2;
    double ms = 0;
    double firstRows = 0;
    auto db = openDb(a, &ms, &firstRows);
    if (!db) return 1;
    const db::IndexStats& s = db->stats();
    if (a.json) {
        JsonWriter w;
        w.beginObject()
            .field("file", std::string_view(a.file))
            .field("games", std::uint64_t(s.games))
            .field("games_with_errors", std::uint64_t(s.gamesWithErrors))
            .field("plies", s.plies)
            .field("ms", ms)
            .field("first_rows_ms", firstRows)
            .field("games_per_second", ms > 0 ? s.games * 1000.0 / ms : 0.0)
            .field("index_bytes", s.indexBytes)
            .field("reused", s.reused);
        // The index was found damaged and made again (also said on stderr).
        if (const auto damage = db->indexDamage()) {
            const std::string text = damage->toString();
            w.field("index_damage", std::string_view(text));
        }
        w.endObject().print();
    } else {
        std::printf("%s: %u games (%u with errors), %llu plies, %.0f ms%s, index %.1f MB\n",
                    a.file.c_str(), s.games, s.gamesWithErrors,
                    static_cast<unsigned long long>(s.plies), ms, s.reused ? " (index reused)" : "",
                    double(s.indexBytes) / 1e6);
    }
    return 0;
}

int dbList(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    db::HeaderFilter f;
    if (auto v = args.option("--player", usage)) f.player = *v;
    if (auto v = args.option("--white", usage)) f.player = *v, f.side = db::PlayerSide::White;
    if (auto v = args.option("--black", usage)) f.player = *v, f.side = db::PlayerSide::Black;
    if (auto v = args.option("--opponent", usage)) f.opponent = *v;
    if (const auto r = rangeOption(args, "--elo", usage)) {
        if (r->first != INT_MIN) f.minElo = r->first;
        if (r->second != INT_MAX && r->second != r->first) f.maxElo = r->second;
    }
    if (auto v = args.option("--date", usage)) {
        const std::size_t dash = v->find(':') != std::string::npos ? v->find(':') : v->find('-', 4);
        const std::string from = v->substr(0, dash),
                          to = dash == std::string::npos ? "" : v->substr(dash + 1);
        if (!from.empty()) f.fromDate = dateValue(from);
        if (!to.empty()) {
            std::uint32_t t = dateValue(to);
            if (t % 10000 == 0)
                t += 1231; // a year: through its last day
            else if (t % 100 == 0)
                t += 31;
            f.toDate = t;
        }
    }
    for (const std::string& r : args.options("--result", usage)) {
        auto parsed = chess::parseResult(r);
        if (!parsed)
            usage =
                UsageError{"db list: --result: expected 1-0, 0-1, 1/2-1/2 or *, got '" + r + "'"};
        else
            f.results.push_back(*parsed);
    }
    if (auto v = args.option("--eco", usage)) {
        const std::size_t dash = v->find('-');
        f.fromEco = db::ecoNumber(v->substr(0, dash));
        f.toEco = db::ecoNumber(dash == std::string::npos ? *v : v->substr(dash + 1));
        if (!*f.fromEco || !*f.toEco)
            usage = UsageError{"db list: --eco: expected A00-E99, got '" + *v + "'"};
    }
    if (auto v = args.option("--event", usage)) f.event = *v;
    if (auto v = args.option("--site", usage)) f.site = *v;
    if (auto v = args.option("--text", usage)) f.text = *v;
    if (const auto r = rangeOption(args, "--plies", usage)) {
        if (r->first != INT_MIN) f.minPlies = r->first;
        if (r->second != INT_MAX) f.maxPlies = r->second;
    }
    if (args.flag("--errors")) f.withErrors = true;
    std::optional<db::Column> sortColumn;
    bool descending = false;
    if (auto v = args.option("--sort", usage)) {
        std::string name = *v;
        if (name.ends_with(":desc")) descending = true, name.resize(name.size() - 5);
        static const char* names[] = {"number", "white",   "whiteelo", "black", "blackelo",
                                      "result", "date",    "event",    "site",  "round",
                                      "eco",    "opening", "plies"};
        const std::string lower = asciiLower(name);
        for (std::size_t i = 0; i < std::size(names); ++i)
            if (lower == names[i]) sortColumn = db::Column(i);
        if (!sortColumn) usage = UsageError{"db list: --sort: unknown column '" + name + "'"};
    }
    const std::size_t limit =
        std::size_t(args.integer("--limit", 0, 1LL << 40, usage).value_or(20));
    if (!takeFile(args, usage, a, "db list")) return 2;
    // An indexed file's page is read from the index where it lies (db::listFromIndex): the
    // same rows, without reading the game table.
    db::ListQuery query;
    query.filter = f;
    query.sort = sortColumn;
    query.descending = descending;
    query.limit = limit;
    std::optional<db::DbError> damage;
    if (const auto page = db::listFromIndex(a.file, a.open, query, &damage)) {
        JsonWriter w;
        if (a.json)
            w.beginObject()
                .field("total", page->total)
                .field("matching", page->matching)
                .field("filter_ms", page->countMs)
                .field("sort_ms", page->rowsMs)
                .field("from_index", true)
                .key("games")
                .beginArray();
        const auto name = [&](std::uint32_t id) { return std::string_view(page->strings[id]); };
        for (std::size_t i = 0; i < page->games.size(); ++i)
            printRow(page->games[i], page->entries[i], name, a.json, w);
        if (a.json) {
            w.endArray().endObject().print();
        } else {
            std::printf("%llu of %llu games (filter %.1f ms, sorted page %.1f ms, from the "
                        "index)\n",
                        static_cast<unsigned long long>(page->matching),
                        static_cast<unsigned long long>(page->total), page->countMs, page->rowsMs);
        }
        return 0;
    }
    // A page that failed its check: the index is made again, and the list answered from it.
    if (damage) {
        std::fprintf(stderr, "kibitz-cli: warning: %s\n", damage->toString().c_str());
        a.open.forceRebuild = true;
    }
    auto db = openDb(a);
    if (!db) return 1;
    const auto t0 = Clock::now();
    std::vector<db::GameId> games = db->filter(f);
    const double filterMs = msSince(t0);
    const auto t1 = Clock::now();
    if (sortColumn) db->sort(games, *sortColumn, descending);
    const double sortMs = msSince(t1);
    JsonWriter w;
    if (a.json) {
        w.beginObject()
            .field("total", std::uint64_t(db->size()))
            .field("matching", std::uint64_t(games.size()));
        w.field("filter_ms", filterMs).field("sort_ms", sortMs);
    }
    printGames(*db, games, limit, nullptr, a.json, w);
    if (a.json) {
        w.endObject().print();
    } else {
        std::printf("%zu of %zu games (filter %.1f ms, sort %.1f ms)\n", games.size(), db->size(),
                    filterMs, sortMs);
    }
    return 0;
}

int dbSearchOrTree(Args& args, std::optional<UsageError>& usage, bool tree)
{
    const std::string who = tree ? "db tree" : "db search";
    auto a = readDbArgs(args, usage);
    const auto pos = readTarget(args, usage, who);
    const std::size_t limit =
        std::size_t(args.integer("--limit", 0, 1LL << 40, usage).value_or(tree ? 1000 : 10));
    if (!pos || !takeFile(args, usage, a, who)) return 2;
    // An indexed file is searched where its index lies (db::searchFromIndex): the same answers,
    // without loading the game table and the search data first. The figure is then the whole
    // search's, the index opened and the rows read.
    std::optional<db::DbError> damage;
    const auto found = db::searchFromIndex(a.file, a.open, *pos, tree ? 0 : limit, tree, &damage);
    if (damage) {
        std::fprintf(stderr, "kibitz-cli: warning: %s\n", damage->toString().c_str());
        a.open.forceRebuild = true;
    }
    std::unique_ptr<db::Database> db;
    std::vector<db::TreeMove> moves;
    double ms = 0;
    if (found) {
        moves = found->moves;
        ms = found->ms;
    } else {
        db = openDb(a);
        if (!db) return 1;
        // The search data is read from the index first, as opening did before it was kept
        // there: the figure is the search's.
        if (!searchDataReady(*db)) return 1;
        const auto t0 = Clock::now();
        moves = db->tree(*pos);
        ms = msSince(t0);
    }
    std::uint64_t total = 0;
    for (const auto& m : moves) total += m.games;
    JsonWriter w;
    if (a.json) {
        w.beginObject().field("matching", total).field("ms", ms);
        w.field("from_index", found.has_value()).key("moves").beginArray();
    } else {
        std::printf("%llu games reach the position (%.2f ms%s)\n",
                    static_cast<unsigned long long>(total), ms, found ? ", from the index" : "");
    }
    for (const db::TreeMove& m : moves) {
        const std::string san = m.move ? chess::toSan(*pos, m.move) : std::string("(end)");
        const double n = m.games;
        if (a.json) {
            w.beginObject()
                .field("move", std::string_view(san))
                .field("games", std::uint64_t(m.games));
            if (tree) {
                w.field("white_wins", std::uint64_t(m.whiteWins))
                    .field("draws", std::uint64_t(m.draws))
                    .field("black_wins", std::uint64_t(m.blackWins))
                    .field("average_elo", m.averageElo)
                    .field("performance", m.performance)
                    .field("last_year", std::uint64_t(m.lastYear));
            }
            w.endObject();
        } else if (tree) {
            std::printf("  %-8s %7u  %5.1f%% %5.1f%% %5.1f%%  elo %4.0f  perf %4.0f  %u\n",
                        san.c_str(), m.games, 100 * m.whiteWins / n, 100 * m.draws / n,
                        100 * m.blackWins / n, m.averageElo, m.performance, m.lastYear);
        } else {
            std::printf("  %-8s %7u\n", san.c_str(), m.games);
        }
    }
    if (a.json) w.endArray();
    if (!tree && found) {
        if (!a.json) std::printf("first games:\n");
        if (a.json) w.key("games").beginArray();
        const db::ListPage& rows = found->rows;
        const auto name = [&](std::uint32_t id) { return std::string_view(rows.strings[id]); };
        for (std::size_t i = 0; i < rows.games.size(); ++i)
            printRow(rows.games[i], rows.entries[i], name, a.json, w);
        if (a.json) w.endArray();
    } else if (!tree) {
        // The first games themselves, in file order (none asked for: no second search).
        std::vector<db::PositionHit> hits;
        if (limit > 0) hits = db->searchPosition(*pos);
        std::vector<db::GameId> games;
        games.reserve(hits.size());
        for (const auto& h : hits) games.push_back(h.game);
        if (!a.json) std::printf("first games:\n");
        printGames(*db, games, limit, &hits, a.json, w);
    }
    if (a.json) w.endObject().print();
    return 0;
}

int dbMaterial(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    const auto signature = args.option("--signature", usage);
    const std::size_t limit =
        std::size_t(args.integer("--limit", 0, 1LL << 40, usage).value_or(10));
    if (!usage && !signature)
        usage = UsageError{"db material: --signature is required (as in KRPvKR)"};
    if (usage || !takeFile(args, usage, a, "db material")) return 2;
    auto pattern = db::MaterialPattern::parse(*signature);
    if (!pattern) {
        usage = UsageError{"db material: --signature: " + pattern.error()};
        return 2;
    }
    auto db = openDb(a);
    if (!db) return 1;
    if (!searchDataReady(*db)) return 1; // not timed: see dbSearchOrTree
    const auto t0 = Clock::now();
    const auto games = db->searchMaterial(*pattern);
    const double ms = msSince(t0);
    JsonWriter w;
    if (a.json)
        w.beginObject().field("matching", std::uint64_t(games.size())).field("ms", ms);
    else
        std::printf("%zu games reach %s (%.2f ms)\n", games.size(), signature->c_str(), ms);
    printGames(*db, games, limit, nullptr, a.json, w);
    if (a.json) w.endObject().print();
    return 0;
}

// db duplicates: the groups of copies (identical games, or games contained in a longer one).
int dbDuplicates(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    db::DuplicateOptions options;
    options.minContainedPlies =
        int(args.integer("--min-plies", 1, 10000, usage).value_or(options.minContainedPlies));
    if (usage || !takeFile(args, usage, a, "db duplicates")) return 2;
    auto db = openDb(a);
    if (!db || !searchDataReady(*db)) return 1; // the games' moves are compared
    const auto t0 = Clock::now();
    const auto groups = db::findDuplicates(*db, options);
    const double ms = msSince(t0);
    std::size_t extra = 0;
    for (const auto& g : groups) extra += g.games.size() - 1;
    JsonWriter w;
    if (a.json) {
        w.beginObject()
            .field("groups", std::uint64_t(groups.size()))
            .field("duplicates", std::uint64_t(extra))
            .field("ms", ms);
        w.key("duplicate_groups").beginArray();
        for (const auto& g : groups) {
            w.beginObject().field(
                "kind", g.kind == db::DuplicateGroup::Kind::Identical ? "identical" : "contained");
            w.key("keep").value(std::uint64_t(g.games.front()) + 1);
            printGames(*db, g.games, g.games.size(), nullptr, true, w);
            w.endObject();
        }
        w.endArray().endObject().print();
        return 0;
    }
    std::printf("%zu groups, %zu games that copy another (%.1f ms)\n", groups.size(), extra, ms);
    for (const auto& g : groups) {
        std::printf("\n%s, keep game %u:\n",
                    g.kind == db::DuplicateGroup::Kind::Identical ? "identical" : "contained",
                    g.games.front() + 1);
        printGames(*db, g.games, g.games.size(), nullptr, false, w);
    }
    return 0;
}

void writeScore(JsonWriter& w, std::string_view key, const db::Score& s)
{
    w.key(key)
        .beginObject()
        .field("games", std::uint64_t(s.games))
        .field("wins", std::uint64_t(s.wins))
        .field("draws", std::uint64_t(s.draws))
        .field("losses", std::uint64_t(s.losses))
        .field("score", s.score())
        .endObject();
}

std::string scoreText(const db::Score& s)
{
    char buf[96];
    std::snprintf(buf, sizeof buf, "%5u games  +%u =%u -%u  %5.1f%%", s.games, s.wins, s.draws,
                  s.losses, 100 * s.score());
    return buf;
}

// db player NAME FILE: the player's report.
int dbPlayer(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    const std::size_t limit = std::size_t(args.integer("--limit", 0, 1000, usage).value_or(10));
    const auto rest = args.positionals(usage);
    if (!usage && rest.size() != 2)
        usage = UsageError{"db player: expected a player's name and a file, got "
                           + std::to_string(rest.size()) + " arguments"};
    if (usage) return 2;
    a.file = rest[1];
    auto db = openDb(a);
    if (!db || !searchDataReady(*db)) return 1; // openings are named from the games' moves
    const auto t0 = Clock::now();
    const db::PlayerReport r = db::playerReport(*db, rest[0], limit);
    const double ms = msSince(t0);
    if (!r.candidates.empty()) {
        std::fprintf(stderr,
                     "kibitz-cli: db player: '%s' names %zu players in %s (see db names "
                     "--player); give one of:\n",
                     rest[0].c_str(), r.candidates.size(), a.file.c_str());
        for (const auto& c : r.candidates) std::fprintf(stderr, "  %s\n", c.c_str());
        return 1;
    }
    // A name the rules read as a player's (a surname among others) but no game of it is no
    // player of this file either.
    if (r.names.empty() || r.total.games + r.unfinished == 0) {
        std::fprintf(stderr, "kibitz-cli: db player: no player called '%s' in %s\n",
                     rest[0].c_str(), a.file.c_str());
        return 1;
    }
    if (a.json) {
        JsonWriter w;
        w.beginObject().field("ms", ms);
        w.key("names").beginArray();
        for (const auto& n : r.names) w.value(std::string_view(n));
        w.endArray();
        writeScore(w, "total", r.total);
        writeScore(w, "white", r.asWhite);
        writeScore(w, "black", r.asBlack);
        w.field("unfinished", std::uint64_t(r.unfinished));
        for (const auto& [key, list] : {std::pair{"openings_white", &r.openingsWhite},
                                        std::pair{"openings_black", &r.openingsBlack}}) {
            w.key(key).beginArray();
            for (const auto& o : *list) {
                w.beginObject()
                    .field("eco", std::string_view(o.eco))
                    .field("name", std::string_view(o.name));
                writeScore(w, "result", o.score);
                w.endObject();
            }
            w.endArray();
        }
        w.key("rating").beginArray();
        for (const auto& p : r.rating)
            w.beginObject()
                .field("year", std::uint64_t(p.year))
                .field("games", std::uint64_t(p.games))
                .field("min", p.minimum)
                .field("max", p.maximum)
                .field("average", p.average)
                .endObject();
        w.endArray();
        w.key("best_wins").beginArray();
        for (const auto& g : r.bestWins)
            w.beginObject()
                .field("number", std::uint64_t(g.game) + 1)
                .field("colour", g.white ? "white" : "black")
                .field("opponent", std::string_view(g.opponent))
                .field("opponent_elo", g.opponentElo)
                .field("date", std::string_view(dateText(g.date)))
                .field("event", std::string_view(g.event))
                .field("eco", std::string_view(g.eco))
                .field("plies", g.plies)
                .endObject();
        w.endArray().endObject().print();
        return 0;
    }
    std::string names;
    for (const auto& n : r.names) names += (names.empty() ? "" : "; ") + n;
    std::printf("%s\n  total  %s\n  White  %s\n  Black  %s\n", names.c_str(),
                scoreText(r.total).c_str(), scoreText(r.asWhite).c_str(),
                scoreText(r.asBlack).c_str());
    for (const auto& [title, list] : {std::pair{"Openings as White", &r.openingsWhite},
                                      std::pair{"Openings as Black", &r.openingsBlack}}) {
        std::printf("%s:\n", title);
        for (std::size_t i = 0; i < list->size() && i < limit; ++i)
            std::printf("  %-4s %-32.32s %s\n", (*list)[i].eco.c_str(), (*list)[i].name.c_str(),
                        scoreText((*list)[i].score).c_str());
    }
    std::printf("Rating:\n");
    for (const auto& p : r.rating)
        std::printf("  %u  %4.0f (%d-%d, %u game%s)\n", p.year, p.average, p.minimum, p.maximum,
                    p.games, p.games == 1 ? "" : "s");
    std::printf("Best wins:\n");
    for (const auto& g : r.bestWins)
        std::printf("  %7u  %s  %-24.24s %4d  %s  %s\n", g.game + 1, g.white ? "W" : "B",
                    g.opponent.c_str(), g.opponentElo, dateText(g.date).c_str(), g.event.c_str());
    return 0;
}

void writeSpellings(JsonWriter& w, const std::vector<db::NameSpelling>& spellings)
{
    w.key("spellings").beginArray();
    for (const auto& s : spellings)
        w.beginObject()
            .field("name", std::string_view(s.text))
            .field("games", std::uint64_t(s.games))
            .endObject();
    w.endArray();
}

// db names FILE [--player NAME]: the players' spellings grouped, and the likely ones apart.
int dbNames(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    const auto player = args.option("--player", usage);
    if (usage || !takeFile(args, usage, a, "db names")) return 2;
    // An indexed file's names are read from its players table, not its game table.
    auto t0 = Clock::now();
    std::optional<db::DbError> damage;
    std::optional<db::PlayerNames> indexed = db::playerNamesFromIndex(a.file, a.open, &damage);
    if (damage) {
        std::fprintf(stderr, "kibitz-cli: warning: %s\n", damage->toString().c_str());
        a.open.forceRebuild = true;
    }
    std::unique_ptr<db::Database> db;
    if (!indexed) {
        db = openDb(a);
        if (!db) return 1;
        t0 = Clock::now();
    }
    const db::PlayerNames names = indexed ? std::move(*indexed) : db::playerNames(*db);
    const double ms = msSince(t0);
    // The groups to show (all, or those the player names) and the likely spellings that
    // abbreviate one of them.
    std::vector<std::size_t> shown;
    if (player) {
        shown = names.find(*player);
    } else {
        for (std::size_t g = 0; g < names.groups.size(); ++g) shown.push_back(g);
    }
    std::vector<char> isShown(names.groups.size(), 0);
    for (std::size_t g : shown) isShown[g] = 1;
    std::vector<const db::LikelyName*> likely;
    for (const auto& l : names.likely)
        if (!player || std::any_of(l.candidates.begin(), l.candidates.end(), [&](std::size_t g) {
                return isShown[g] != 0;
            }))
            likely.push_back(&l);
    std::size_t variants = 0;
    for (std::size_t g : shown) variants += names.groups[g].spellings.size() > 1;
    if (a.json) {
        JsonWriter w;
        w.beginObject()
            .field("players", std::uint64_t(names.groups.size()))
            .field("ms", ms)
            .key("groups")
            .beginArray();
        for (std::size_t g : shown) {
            const db::NameGroup& group = names.groups[g];
            w.beginObject()
                .field("name", std::string_view(group.name()))
                .field("games", std::uint64_t(group.games));
            writeSpellings(w, group.spellings);
            w.endObject();
        }
        w.endArray().key("likely").beginArray();
        for (const auto* l : likely) {
            w.beginObject()
                .field("name", std::string_view(l->spelling.text))
                .field("games", std::uint64_t(l->spelling.games))
                .key("candidates")
                .beginArray();
            for (std::size_t g : l->candidates) w.value(std::string_view(names.groups[g].name()));
            w.endArray().endObject();
        }
        w.endArray().endObject().print();
        return 0;
    }
    if (player && shown.empty() && likely.empty()) {
        std::fprintf(stderr, "kibitz-cli: db names: no player called '%s' in %s\n", player->c_str(),
                     a.file.c_str());
        return 1;
    }
    // Without --player, only the players spelled more than one way (the rest are one line
    // each and say nothing); with it, every group it names.
    for (std::size_t g : shown) {
        const db::NameGroup& group = names.groups[g];
        if (!player && group.spellings.size() < 2) continue;
        std::printf("%s  (%u game%s)\n", group.name().c_str(), group.games,
                    group.games == 1 ? "" : "s");
        for (const auto& s : group.spellings) std::printf("  %7u  %s\n", s.games, s.text.c_str());
    }
    if (!likely.empty()) std::printf("\nLikely, not merged (one of several players):\n");
    for (const auto* l : likely) {
        std::string candidates;
        for (std::size_t g : l->candidates)
            candidates += (candidates.empty() ? "" : " | ") + names.groups[g].name();
        std::printf("  %7u  %s  ->  %s\n", l->spelling.games, l->spelling.text.c_str(),
                    candidates.c_str());
    }
    if (!player)
        std::printf(
            "%zu player%s, %zu spelled more than one way, %zu likely spelling%s (%.1f ms)\n",
            names.groups.size(), names.groups.size() == 1 ? "" : "s", variants, names.likely.size(),
            names.likely.size() == 1 ? "" : "s", ms);
    return 0;
}

// db rename FILE --from SPELLING --to NAME: the tags rewritten, every other byte kept.
int dbRename(Args& args, std::optional<UsageError>& usage)
{
    auto a = readDbArgs(args, usage);
    const auto from = args.option("--from", usage);
    const auto to = args.option("--to", usage);
    if (!usage && (!from || !to)) usage = UsageError{"db rename: expected --from and --to"};
    if (usage || !takeFile(args, usage, a, "db rename")) return 2;
    auto db = openDb(a);
    if (!db) return 1;
    const auto t0 = Clock::now();
    auto edits = db::renameEdits(*db, *from, *to);
    if (!edits) {
        std::fprintf(stderr, "kibitz-cli: db rename: %s\n", edits.error().toString().c_str());
        return 1;
    }
    auto saved = db::saveEdits(*db, *edits);
    if (!saved) {
        std::fprintf(stderr, "kibitz-cli: db rename: %s\n", saved.error().toString().c_str());
        return 1;
    }
    const double ms = msSince(t0);
    if (a.json) {
        JsonWriter w;
        w.beginObject()
            .field("file", std::string_view(a.file))
            .field("from", std::string_view(*from))
            .field("to", std::string_view(*to))
            .field("games", std::uint64_t(edits->replaced.size()))
            .field("ms", ms)
            .endObject()
            .print();
    } else {
        std::printf("%s: '%s' -> '%s' in %zu games (%.0f ms)\n", a.file.c_str(), from->c_str(),
                    to->c_str(), edits->replaced.size(), ms);
    }
    return 0;
}

} // namespace

std::optional<chess::Position> readTarget(Args& args, std::optional<UsageError>& usage,
                                          const std::string& who)
{
    const auto fen = args.option("--fen", usage);
    const auto moves = args.option("--moves", usage);
    if (usage) return std::nullopt;
    if (fen && moves) {
        usage = UsageError{who + ": give --fen or --moves, not both"};
        return std::nullopt;
    }
    if (!moves) return positionFromFenOption(fen, usage, who);
    chess::Position pos;
    std::istringstream in(*moves);
    std::string token;
    while (in >> token) {
        // Move numbers ("1." "1...") are allowed.
        if (std::isdigit(static_cast<unsigned char>(token[0])) && token.back() == '.') continue;
        const std::size_t dot = token.find_last_of('.');
        if (dot != std::string::npos) token = token.substr(dot + 1);
        auto m = chess::parseMove(pos, token);
        if (!m) {
            usage = UsageError{who + ": --moves: " + m.error().message};
            return std::nullopt;
        }
        pos.play(*m);
    }
    return pos;
}

int dbCommand(Args& args, std::optional<UsageError>& usage)
{
    return runSubcommand(
        args, usage, "db",
        {{"index", dbIndex},
         {"list", dbList},
         {"search",
          [](Args& a, std::optional<UsageError>& u) { return dbSearchOrTree(a, u, false); }},
         {"tree", [](Args& a, std::optional<UsageError>& u) { return dbSearchOrTree(a, u, true); }},
         {"material", dbMaterial},
         {"duplicates", dbDuplicates},
         {"player", dbPlayer},
         {"names", dbNames},
         {"rename", dbRename}},
        "index, list, search, tree, material, duplicates, player, names or rename");
}

} // namespace kibitz::cli
