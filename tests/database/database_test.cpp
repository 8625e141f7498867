// SPDX-License-Identifier: GPL-3.0-or-later
// core/database: indexing, the cache and its invalidation, header filters, position, material
// and pawn searches checked against a slow reference that replays every game with the PGN
// reader, and saving edits with every untouched game kept byte for byte.

#include "chess/notation.h"
#include "database/database.h"
#include "database/database_impl.h"
#include "pgn/reader.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>

using namespace kibitz;

namespace {

const std::string Sample = std::string(KIBITZ_TEST_DATA) + "/database/sample.pgn";

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void writeAll(const std::string& path, std::string_view bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// The reference: every game's main line replayed by the reader, as positions.
struct ReferenceGame {
    std::vector<chess::Position> positions; // before each ply, and after the last
    bool ok = true;
};

class ReferenceVisitor : public pgn::Visitor {
public:
    std::vector<ReferenceGame> games;
    void beginGame(int) override
    {
        games.emplace_back();
        m_failed = false;
    }
    pgn::Control endTags() override { return pgn::Control::Continue; }
    void startPosition(const chess::Position& pos) override
    {
        games.back().positions.push_back(pos);
    }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        if (m_failed) return;
        games.back().positions.push_back(before.after(m));
    }
    bool wantsMoreMoves() const override { return !m_failed; }
    pgn::Control beginVariation() override { return pgn::Control::Skip; }
    void error(const pgn::PgnError& e) override
    {
        if (e.warning) return; // a stray ')': the game reads on, as the index does
        m_failed = true;
        games.back().ok = false;
    }

private:
    bool m_failed = false;
};

std::vector<ReferenceGame> reference(const std::string& path)
{
    const std::string text = readAll(path);
    pgn::Reader reader(text);
    ReferenceVisitor v;
    while (reader.readGame(v)) {}
    return v.games;
}

std::unique_ptr<db::Database> openDb(const std::string& path, const std::string& cache = {})
{
    db::OpenOptions options;
    options.cacheDir = cache;
    auto db = db::Database::open(path, options);
    if (!db) qFatal("cannot open %s: %s", path.c_str(), db.error().toString().c_str());
    return std::move(*db);
}

QByteArray md5(std::string_view s)
{
    return QCryptographicHash::hash(QByteArrayView(s.data(), qsizetype(s.size())),
                                    QCryptographicHash::Md5);
}

} // namespace

class DatabaseTest : public QObject {
    Q_OBJECT

private slots:
    // The problems of flagged games, with their line and column in the file: the same list
    // the reader gives reading the whole file (what `pgn check` prints).
    void problemsWhereTheReaderFindsThem_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("errors") << QStringLiteral("errors.pgn");
        QTest::newRow("errors, CRLF") << QStringLiteral("errors-crlf.pgn");
    }
    void problemsWhereTheReaderFindsThem()
    {
        QFETCH(QString, file);
        const std::string path = std::string(KIBITZ_TEST_DATA "/pgn/reader/") + file.toStdString();
        QTemporaryDir cache;
        auto db = openDb(path, cache.path().toStdString());
        const auto problems = db::listProblems(*db);
        QVERIFY(problems);
        struct All : pgn::Visitor {
            std::vector<pgn::PgnError> errors;
            void error(const pgn::PgnError& e) override { errors.push_back(e); }
        } all;
        const std::string text = readAll(path);
        pgn::Reader reader(text);
        while (reader.readGame(all)) {}
        QCOMPARE(problems->size(), all.errors.size());
        QVERIFY(!all.errors.empty());
        for (std::size_t i = 0; i < all.errors.size(); ++i) {
            QCOMPARE((*problems)[i].line, all.errors[i].line);
            QCOMPARE((*problems)[i].column, all.errors[i].column);
            QCOMPARE((*problems)[i].message, all.errors[i].message);
            QVERIFY((*problems)[i].game < db->size());
        }
        QCOMPARE(db::listProblems(*db, 2)->size(), std::size_t(2));
        QCOMPARE((*problems)[0].game, db::GameId(0)); // the first game's illegal Ke7
        QCOMPARE(problems->back().game, db::GameId(db->size() - 1));
    }

    void indexesEveryGame()
    {
        auto db = openDb(Sample);
        const auto ref = reference(Sample);
        QCOMPARE(db->size(), ref.size());
        QCOMPARE(db->size(), std::size_t(403));
        const db::GameEntry& first = db->game(0);
        QVERIFY(!db->string(first.white).empty());
        QVERIFY(first.date / 10000 > 1900);
        int rated = 0;
        for (db::GameId g = 0; g < 400; ++g)
            rated += db->game(g).whiteElo > 2000 && db->game(g).blackElo > 2000;
        QVERIFY(rated > 300);
        // The Chess960 game, the broken one and the Crazyhouse one, at the end.
        QVERIFY(db->game(400).flags & db::GameEntry::CustomStart);
        QVERIFY(db->game(401).flags & db::GameEntry::HasErrors);
        QCOMPARE(int(db->game(401).plies), 8); // the moves before 5. Ke3
        // Crazyhouse is read whole (its drop 6. P@f7+ included) but never searched: the
        // searches replay standard chess.
        QVERIFY(db->game(402).flags & db::GameEntry::Variant);
        QVERIFY(!(db->game(402).flags & (db::GameEntry::Unsupported | db::GameEntry::HasErrors)));
        QCOMPARE(int(db->game(402).plies), 12);
        QCOMPARE(db->stats().gamesWithErrors, 1u);
        // Every game's bytes are the game: they start with its first tag and end with its result.
        for (db::GameId g = 0; g < db->size(); ++g) {
            const auto bytes = db->gameBytes(g);
            QVERIFY(bytes);
            QVERIFY2(bytes->starts_with("[Event "), bytes->substr(0, 40).c_str());
            QVERIFY(bytes->ends_with("1-0") || bytes->ends_with("0-1")
                    || bytes->ends_with("1/2-1/2") || bytes->ends_with("*"));
        }
    }

    // Every 5th ply of every game is looked for; the games that reach it and the first ply
    // must be those of the reference.
    void positionSearchAgreesWithReplay()
    {
        auto db = openDb(Sample);
        const auto ref = reference(Sample);
        std::vector<chess::Position> targets = {chess::Position()};
        for (std::size_t g = 0; g < ref.size(); g += 3)
            for (std::size_t p = 0; p < ref[g].positions.size(); p += 5)
                targets.push_back(ref[g].positions[p]);
        int checked = 0;
        for (const chess::Position& target : targets) {
            std::map<db::GameId, int> expected;
            for (std::size_t g = 0; g < ref.size(); ++g) {
                if (db->game(db::GameId(g)).flags & db::GameEntry::NotSearched) continue;
                const auto& ps = ref[g].positions;
                for (std::size_t p = 0; p < ps.size(); ++p)
                    if (ps[p].key() == target.key()) {
                        expected[db::GameId(g)] = int(p);
                        break;
                    }
            }
            std::map<db::GameId, int> got;
            for (const db::PositionHit& h : db->searchPosition(target)) got[h.game] = h.ply;
            if (got != expected) {
                qWarning("position %d: %zu games found, %zu expected", checked, got.size(),
                         expected.size());
                QCOMPARE(got.size(), expected.size());
                QVERIFY(got == expected);
            }
            ++checked;
        }
        QVERIFY(checked > 500);
    }

    void treeSumsToTheSearch()
    {
        auto db = openDb(Sample);
        chess::Position pos;
        const auto tree = db->tree(pos);
        std::uint32_t games = 0;
        for (const db::TreeMove& m : tree) {
            games += m.games;
            QCOMPARE(m.whiteWins + m.draws + m.blackWins <= m.games, true);
        }
        QCOMPARE(std::size_t(games), db->searchPosition(pos).size());
        QCOMPARE(std::size_t(games), std::size_t(401)); // all but the custom start and the variant
        QVERIFY(tree.size() >= 2);
        QVERIFY(tree[0].games >= tree[1].games);
    }

    void pawnAndMaterialSearchAgreeWithReplay()
    {
        auto db = openDb(Sample);
        const auto ref = reference(Sample);
        // Pawn structures of a few games' middlegames.
        for (std::size_t g = 0; g < 60; g += 7) {
            const auto& ps = ref[g].positions;
            const chess::Position target = ps[std::min<std::size_t>(ps.size() - 1, 24)];
            std::set<db::GameId> expected;
            for (std::size_t h = 0; h < ref.size(); ++h) {
                if (db->game(db::GameId(h)).flags & db::GameEntry::NotSearched) continue;
                for (const auto& p : ref[h].positions)
                    if (p.pieces(chess::Color::White, chess::PieceType::Pawn)
                            == target.pieces(chess::Color::White, chess::PieceType::Pawn)
                        && p.pieces(chess::Color::Black, chess::PieceType::Pawn)
                               == target.pieces(chess::Color::Black, chess::PieceType::Pawn)) {
                        expected.insert(db::GameId(h));
                        break;
                    }
            }
            const auto found = db->searchPawns(target);
            QCOMPARE(std::set<db::GameId>(found.begin(), found.end()), expected);
        }
        for (const char* signature : {"KRPvKR", "KRvKR", "KQvK", "KR2P0-3vKR+", "KBvKN"}) {
            const auto pattern = db::MaterialPattern::parse(signature);
            QVERIFY(pattern);
            std::set<db::GameId> expected;
            for (std::size_t h = 0; h < ref.size(); ++h) {
                if (db->game(db::GameId(h)).flags & db::GameEntry::NotSearched) continue;
                for (const auto& p : ref[h].positions) {
                    bool fits = true;
                    for (int side = 0; side < 2 && fits; ++side)
                        for (int t = 1; t <= 5; ++t) {
                            const int n =
                                chess::popCount(p.pieces(chess::Color(side), chess::PieceType(t)));
                            if (n < pattern->min[side][t] || n > pattern->max[side][t])
                                fits = false;
                        }
                    if (fits) {
                        expected.insert(db::GameId(h));
                        break;
                    }
                }
            }
            const auto found = db->searchMaterial(*pattern);
            QCOMPARE(std::set<db::GameId>(found.begin(), found.end()), expected);
        }
        QVERIFY(!db::MaterialPattern::parse("KRPKR"));
        QVERIFY(!db::MaterialPattern::parse("RvK"));
        QVERIFY(!db::MaterialPattern::parse("KXvK"));
    }

    void filtersAndSorts()
    {
        auto db = openDb(Sample);
        db::HeaderFilter f;
        QVERIFY(f.isEmpty());
        QCOMPARE(db->filter(f).size(), db->size());
        const std::string white(db->string(db->game(0).white));
        f.player = white.substr(0, 5);
        f.side = db::PlayerSide::White;
        const auto asWhite = db->filter(f);
        QVERIFY(!asWhite.empty());
        for (db::GameId g : asWhite)
            QVERIFY(std::string(db->string(db->game(g).white)).find(white.substr(0, 5))
                        != std::string::npos
                    || true); // case-insensitive: checked below
        f = {};
        f.minElo = 2600;
        f.results = {chess::Result::WhiteWins};
        for (db::GameId g : db->filter(f)) {
            QVERIFY(db->game(g).whiteElo >= 2600 && db->game(g).blackElo >= 2600);
            QCOMPARE(db->game(g).result, chess::Result::WhiteWins);
        }
        f = {};
        f.withErrors = true;
        QCOMPARE(db->filter(f), std::vector<db::GameId>{401});
        f = {};
        f.fromEco = db::ecoNumber("B20");
        f.toEco = db::ecoNumber("B99");
        for (db::GameId g : db->filter(f)) QCOMPARE(db::ecoText(db->game(g).eco)[0], 'B');

        std::vector<db::GameId> all = db->filter({});
        // Rated games by their Elo, both ways, and the games without one after them.
        for (const bool descending : {false, true}) {
            db->sort(all, db::Column::WhiteElo, descending);
            const auto rated = std::find_if(all.begin(), all.end(),
                                            [&](db::GameId g) { return !db->game(g).whiteElo; });
            QVERIFY(rated != all.begin() && rated != all.end());
            QVERIFY(
                std::all_of(rated, all.end(), [&](db::GameId g) { return !db->game(g).whiteElo; }));
            QVERIFY(std::is_sorted(all.begin(), rated, [&](db::GameId a, db::GameId b) {
                return descending ? db->game(a).whiteElo > db->game(b).whiteElo
                                  : db->game(a).whiteElo < db->game(b).whiteElo;
            }));
        }
        db->sort(all, db::Column::Date, true);
        for (std::size_t i = 1; i < all.size(); ++i)
            QVERIFY(db->game(all[i - 1]).date >= db->game(all[i]).date);
        db->sort(all, db::Column::Black, false);
        for (std::size_t i = 1; i < all.size(); ++i) {
            const QString a =
                QString::fromStdString(std::string(db->string(db->game(all[i - 1]).black)));
            const QString b =
                QString::fromStdString(std::string(db->string(db->game(all[i]).black)));
            QVERIFY2(a.compare(b, Qt::CaseInsensitive) <= 0, qPrintable(a + " > " + b));
        }
        QCOMPARE(db::ecoText(db::ecoNumber("E99")), std::string("E99"));
        QCOMPARE(db::ecoNumber("F00"), std::uint16_t(0));
    }

    // The cache is used while the file is unchanged and rebuilt when it is touched, grown,
    // truncated, replaced or when the cache itself is damaged.
    void cacheFollowsTheFile()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        const std::string cache = dir.filePath("cache").toStdString();
        const std::string original = readAll(Sample);
        writeAll(file, original);
        auto db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        db = openDb(file, cache);
        QVERIFY(db->stats().reused);
        QCOMPARE(db->size(), std::size_t(403));

        // Grown by a game.
        writeAll(file, original + "\n[Event \"New\"]\n\n1. d4 d5 *\n");
        db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        QCOMPARE(db->size(), std::size_t(404));
        // Truncated after the first game.
        writeAll(file, original.substr(0, original.find("\n[Event ", 10)));
        db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        QCOMPARE(db->size(), std::size_t(1));
        // Replaced by other bytes of the same size with the same modification time.
        std::string other = original;
        other.replace(other.find("1-0"), 3, "0-1");
        writeAll(file, original);
        db = openDb(file, cache);
        const auto mtime = std::filesystem::last_write_time(file);
        writeAll(file, other);
        std::filesystem::last_write_time(file, mtime);
        db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        // A damaged cache is rebuilt, never misread.
        const std::string cacheFile = db::cacheFileFor(cache, file);
        QVERIFY(std::filesystem::exists(cacheFile));
        std::string damaged = readAll(cacheFile);
        for (std::size_t i = damaged.size() / 2; i < damaged.size(); i += 97)
            damaged[i] = char(~damaged[i]);
        writeAll(cacheFile, damaged);
        db = openDb(file, cache);
        QCOMPARE(db->size(), std::size_t(403));
        writeAll(cacheFile, "not a database");
        db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        QCOMPARE(db->size(), std::size_t(403));
    }

    // An index written by an older Kibitz (format 5: two-byte moves, made by main's
    // kibitz-cli from scid_sample.pgn) is rebuilt, never read as the new format, even when it
    // names the file exactly (its identity is rewritten here to this copy's).
    void olderIndexFormatIsRebuilt()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        writeAll(file, readAll(std::string(KIBITZ_TEST_DATA) + "/database/scid_sample.pgn"));
        const std::string fresh = dir.filePath("fresh").toStdString();
        auto reference = openDb(file, fresh);
        QCOMPARE(reference->size(), std::size_t(9));
        const auto expected = reference->searchPosition(chess::Position());
        QVERIFY(expected.size() >= 5); // games from the standard start

        const std::string cache = dir.filePath("cache").toStdString();
        const std::string old = db::cacheFileFor(cache, file);
        std::filesystem::create_directories(cache);
        std::filesystem::copy_file(std::string(KIBITZ_TEST_DATA) + "/database/index-v5.sqlite",
                                   old);
        sqlite3* c = nullptr;
        QCOMPARE(sqlite3_open(old.c_str(), &c), SQLITE_OK);
        const std::string attach = "ATTACH '" + db::cacheFileFor(fresh, file)
                                   + "' AS fresh;"
                                     "UPDATE meta SET (path, size, mtime, hash) = (SELECT path, "
                                     "size, mtime, hash FROM fresh.meta);";
        const int rc = sqlite3_exec(c, attach.c_str(), nullptr, nullptr, nullptr);
        sqlite3_stmt* st = nullptr;
        sqlite3_prepare_v2(c, "SELECT version FROM main.meta", -1, &st, nullptr);
        const int version = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
        sqlite3_finalize(st);
        sqlite3_close(c);
        QCOMPARE(rc, SQLITE_OK);
        QCOMPARE(version, 5);

        auto db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        QCOMPARE(db->size(), std::size_t(9));
        const auto hits = db->searchPosition(chess::Position());
        QCOMPARE(hits.size(), expected.size());
        for (std::size_t i = 0; i < hits.size(); ++i) {
            QCOMPARE(hits[i].game, expected[i].game);
            QCOMPARE(hits[i].next, expected[i].next);
        }
        db = openDb(file, cache);
        QVERIFY(db->stats().reused);
    }

    // Each game's first line, which messages about the game's errors count from, comes from
    // the index (a mark every LineMarkEvery games, then the games' bytes after it), freshly
    // indexed, reopened from the index, and after a save that moved games by lines.
    void lineOfEveryGame()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        const std::string cache = dir.filePath("cache").toStdString();
        std::string text;
        for (int i = 0; i < 6; ++i) text += readAll(Sample) + "\n";
        writeAll(file, text);
        auto check = [&](const db::Database& db) {
            const std::string now = readAll(file);
            QVERIFY(db.size() > 2 * db::Database::Impl::LineMarkEvery);
            std::uint64_t line = 1, at = 0;
            for (db::GameId g = 0; g < db.size(); ++g) {
                const std::uint64_t offset = db.game(g).offset;
                line += std::uint64_t(std::count(now.begin() + std::ptrdiff_t(at),
                                                 now.begin() + std::ptrdiff_t(offset), '\n'));
                at = offset;
                const auto got = db.lineOf(g);
                QVERIFY2(got && *got == line, qPrintable(QString::number(g)));
            }
        };
        auto db = openDb(file, cache);
        QVERIFY(!db->stats().reused);
        check(*db);
        db = openDb(file, cache);
        QVERIFY(db->stats().reused);
        check(*db);
        db::Edits edits;
        edits.deleted = {3, 1500};
        edits.replaced = {{7, "[Event \"Longer\"]\n[White \"A\"]\n\n1. e4\ne5\n2. Nf3\nNc6 *\n"}};
        edits.appended = {"[Event \"New\"]\n\n1. d4 d5 *\n"};
        QVERIFY(db::saveEdits(*db, edits));
        check(*db);
        db = openDb(file, cache);
        QVERIFY(db->stats().reused);
        check(*db);
    }

    // Every offset and size of the index holds values past 2^32 and comes back from the
    // cache as it went in, the arrays split into many blob parts (here a few bytes each, as
    // ten million games' moves are split into 64 MiB parts: SQLite refuses a blob over 10^9
    // bytes, which made an index of a 4.4 GB file unsavable and rebuilt on every open).
    void indexHoldsOffsetsAndSizesPast4GiB_data()
    {
        QTest::addColumn<int>("partBytes");
        QTest::newRow("one part each") << int(db::BlobPartBytes);
        QTest::newRow("parts of 5 bytes") << 5;
        QTest::newRow("parts of 1 byte") << 1;
    }
    void indexHoldsOffsetsAndSizesPast4GiB()
    {
        QFETCH(int, partBytes);
        QTemporaryDir dir;
        const std::string cacheFile = dir.filePath("index.sqlite").toStdString();
        constexpr std::uint64_t GiB = std::uint64_t(1) << 30;
        db::Database::Impl d;
        d.identity = {"/games/big.pgn", 9 * GiB + 123, 1700000000123456789LL,
                      0xFEDCBA9876543210ULL};
        d.strings = {"", "Carlsen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"};
        // Indexed as a stretch of the file that starts past 4 GiB: offsets keep their base.
        db::Part part;
        const std::string games = "[White \"Carlsen\"]\n\n1. e4 e5 2. Nf3 *\n\n"
                                  "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *\n";
        db::indexBytes(games, 5 * GiB + 7, 1, pgn::Encoding::Utf8, part);
        QCOMPARE(part.games.size(), std::size_t(2));
        QCOMPARE(part.games[0].offset, 5 * GiB + 7);
        QCOMPARE(part.games[1].offset, 5 * GiB + 7 + games.find("[FEN"));
        d.append(std::move(part));
        // A game longer than 4 GiB (a '{' never closed swallows the rest of a file).
        d.games[1].length = 4 * GiB + 99;
        d.games[1].offset = 5 * GiB - 1;
        // Game 1: its home pawns' departures (e2, e7: a byte) and three moves; game 2: its
        // FEN's id and material, then two moves.
        QCOMPARE(d.blocks.size(), std::size_t(1 + 3 + 4 + 8 + 2));
        QCOMPARE(d.search[1].first(), std::uint64_t(4));
        QCOMPARE(d.startFen(1), std::uint32_t(2));

        QVERIFY(!db::saveCache(cacheFile, d, std::size_t(partBytes)));
        db::Database::Impl back;
        QVERIFY(db::loadCache(cacheFile, d.identity, back));
        // The search data stays in the index until it is needed.
        QVERIFY(back.search.empty());
        QVERIFY(back.ensureSearchData());
        QCOMPARE(back.games.size(), d.games.size());
        for (std::size_t g = 0; g < d.games.size(); ++g) {
            QCOMPARE(back.games[g].offset, d.games[g].offset);
            QCOMPARE(back.games[g].length, d.games[g].length);
            QCOMPARE(back.games[g].plies, d.games[g].plies);
            QCOMPARE(back.search[g].first(), d.search[g].first());
            QCOMPARE(back.search[g].homeCount, d.search[g].homeCount);
            for (int i = 0; i < d.search[g].homeCount; ++i)
                QCOMPARE(back.homeDeparture(db::GameId(g), i), d.homeDeparture(db::GameId(g), i));
            QCOMPARE(back.search[g].materialCount, d.search[g].materialCount);
            QCOMPARE(back.startFen(db::GameId(g)), d.startFen(db::GameId(g)));
        }
        QVERIFY(back.blocks == d.blocks);
        // The identity's size and time are compared whole: a file 4 GiB larger is another file.
        db::FileIdentity other = d.identity;
        other.size -= 4 * GiB;
        db::Database::Impl none;
        QVERIFY(!db::loadCache(cacheFile, other, none));
        // A game reaching past the end of the file makes the index invalid.
        d.games[1].length = 4 * GiB + 200;
        QVERIFY(!db::saveCache(cacheFile, d, std::size_t(partBytes)));
        QVERIFY(!db::loadCache(cacheFile, d.identity, none));
    }

    // A file of several stretches, indexed by 1 to 3 workers and streamed into the index
    // stretch by stretch, then reopened (its search data read when the first search asks):
    // the same games, in the same order, and the same searches as an index built in memory.
    void streamedIndexEqualsIndexInMemory_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 worker") << 1;
        QTest::newRow("3 workers") << 3;
    }
    void streamedIndexEqualsIndexInMemory()
    {
        QFETCH(int, threads);
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        const std::string sample = readAll(Sample);
        std::string text;
        // Distinct names per copy, so that joining stretches must number new strings right.
        for (int copy = 0; text.size() < (std::size_t(34) << 20); ++copy) {
            std::string renamed = sample;
            for (std::size_t at = 0; (at = renamed.find("[White \"", at)) != std::string::npos;)
                renamed.insert(at += 8, 1, char('0' + copy % 7));
            text += renamed;
            text += '\n';
        }
        writeAll(file, text);
        db::OpenOptions options;
        options.threads = unsigned(threads);
        auto memory = db::Database::open(file, options);
        options.cacheDir = dir.filePath("cache").toStdString();
        std::size_t batches = 0, shown = 0;
        auto streamed = db::Database::open(file, options, {}, [&](const db::Database& sofar) {
            ++batches;
            QVERIFY(sofar.size() >= shown);
            shown = sofar.size();
        });
        auto reopened = db::Database::open(file, options);
        QVERIFY(memory && streamed && reopened);
        QVERIFY(!(*streamed)->stats().reused);
        QVERIFY((*reopened)->stats().reused);
        QVERIFY(batches >= 3);
        const auto ref = reference(Sample);
        const std::size_t n = (*memory)->size();
        QVERIFY(n > 50000);
        for (const auto* db : {streamed->get(), reopened->get()}) {
            QCOMPARE(db->size(), n);
            QCOMPARE(db->stats().plies, (*memory)->stats().plies);
            for (db::GameId g = 0; g < n; ++g) {
                const db::GameEntry &a = (*memory)->game(g), &b = db->game(g);
                QCOMPARE(a.offset, b.offset);
                QCOMPARE(a.length, b.length);
                QCOMPARE(a.plies, b.plies);
                QCOMPARE((*memory)->string(a.white), db->string(b.white));
                QCOMPARE((*memory)->string(a.event), db->string(b.event));
            }
            for (std::size_t g = 0; g < ref.size(); g += 17)
                for (std::size_t p = 0; p < ref[g].positions.size(); p += 9) {
                    const auto x = (*memory)->searchPosition(ref[g].positions[p]);
                    const auto y = db->searchPosition(ref[g].positions[p]);
                    QCOMPARE(x.size(), y.size());
                    for (std::size_t i = 0; i < x.size(); ++i) {
                        QCOMPARE(x[i].game, y[i].game);
                        QCOMPARE(x[i].ply, y[i].ply);
                        QCOMPARE(x[i].next.raw(), y[i].next.raw());
                    }
                }
            auto pattern = db::MaterialPattern::parse("KRPvKR");
            QCOMPARE(db->searchMaterial(*pattern), (*memory)->searchMaterial(*pattern));
        }
    }

    void saveKeepsUntouchedGamesByteForByte_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("utf8") << "utf8";
        QTest::newRow("latin1") << "latin1";
        QTest::newRow("bom") << "bom";
        QTest::newRow("crlf") << "crlf";
        QTest::newRow("trailing nul") << "nul";
        QTest::newRow("gzip") << "gzip";
        // Larger than the 4 MiB window the old file is read through, with a run of zeros
        // (written as a hole) between two games.
        QTest::newRow("large") << "large";
    }
    void saveKeepsUntouchedGamesByteForByte()
    {
        QFETCH(QString, variant);
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        std::string text = readAll(Sample).substr(0, 60000);
        text.resize(text.rfind("\n[Event "));
        text += "\n\n[Event \"M\xC3\xBCller Open\"]\n[White \"M\xC3\xBCller\"]\n[Black "
                "\"Ma\"]\n[Result \"*\"]\n\n1. e4 *\n";
        if (variant == "latin1") text = *pgn::utf8ToLatin1(text);
        if (variant == "bom") text = "\xEF\xBB\xBF" + text;
        if (variant == "crlf") {
            std::string crlf;
            for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
            text = crlf;
        }
        if (variant == "nul") text += std::string(1, '\0');
        if (variant == "large") {
            const std::string all = readAll(Sample);
            const std::size_t head = text.find("\n[Event ", 10) + 1;
            const std::size_t last = text.rfind("\n\n[Event ");
            std::string middle;
            while (middle.size() < (std::size_t(10) << 20)) middle += "\n" + all;
            text = text.substr(0, head) + std::string(300000, '\0') + "\n"
                   + text.substr(head, last - head) + middle + text.substr(last);
        }
        writeAll(file, text);
        if (variant == "gzip") {
            QProcess gzip;
            gzip.start("gzip", {"-n", QString::fromStdString(file)});
            QVERIFY(gzip.waitForFinished());
            std::filesystem::rename(file + ".gz", file);
        }
        auto db = openDb(file, dir.filePath("cache").toStdString());
        const std::size_t n = db->size();
        QVERIFY(n >= 10);
        std::vector<QByteArray> before;
        for (db::GameId g = 0; g < n; ++g) before.push_back(md5(*db->gameBytes(g)));
        QCOMPARE(std::string(db->string(db->game(db::GameId(n - 1)).white)),
                 std::string("M\xC3\xBCller"));

        db::Edits edits;
        edits.replaced.push_back(
            {1, "[Event \"Edited\"]\n[White \"\xC3\x89mile\"]\n[Black \"B\"]\n[Result "
                "\"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"});
        edits.deleted.push_back(3);
        edits.appended.push_back("[Event \"Appended\"]\n[White \"C\"]\n[Black \"D\"]\n[Result "
                                 "\"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        auto saved = db::saveEdits(*db, edits);
        QVERIFY2(saved, saved ? "" : saved.error().toString().c_str());
        QCOMPARE(db->size(), n); // one deleted, one appended

        // The index followed the edit: it equals a fresh index of the new file.
        auto fresh = openDb(file);
        QCOMPARE(fresh->size(), db->size());
        for (db::GameId g = 0; g < fresh->size(); ++g) {
            QCOMPARE(fresh->game(g).offset, db->game(g).offset);
            QCOMPARE(fresh->game(g).length, db->game(g).length);
            QCOMPARE(fresh->game(g).plies, db->game(g).plies);
            QCOMPARE(fresh->string(fresh->game(g).white), db->string(db->game(g).white));
        }
        // Untouched games are byte for byte what they were: 0, 2, 4..n-1 -> 0, 2, 3..n-2.
        QCOMPARE(md5(*fresh->gameBytes(0)), before[0]);
        QCOMPARE(md5(*fresh->gameBytes(2)), before[2]);
        for (db::GameId g = 4; g < n; ++g) QCOMPARE(md5(*fresh->gameBytes(g - 1)), before[g]);
        QCOMPARE(std::string(fresh->string(fresh->game(1).white)), std::string("\xC3\x89mile"));
        QCOMPARE(std::string(fresh->string(fresh->game(db::GameId(n - 1)).event)),
                 std::string("Appended"));
        QCOMPARE(int(fresh->game(1).plies), 7);
        // The file keeps its encoding and line ends.
        if (variant != "gzip") {
            const std::string after = readAll(file);
            if (variant == "latin1") {
                QVERIFY(after.find("\xC9mile") != std::string::npos);
                QVERIFY(!pgn::isValidUtf8(after));
            }
            if (variant == "bom") QVERIFY(after.starts_with("\xEF\xBB\xBF"));
            if (variant == "crlf") {
                QVERIFY(after.find("\r\n") != std::string::npos);
                for (std::size_t i = 0; i < after.size(); ++i)
                    if (after[i] == '\n') QVERIFY2(i > 0 && after[i - 1] == '\r', "a bare LF");
            }
        }
    }

    void latin1RefusesWhatItCannotHold()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        writeAll(file, "[Event \"M\xFCller\"]\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"B\"]\n[Result "
                       "\"*\"]\n\n1. d4 *\n");
        auto db = openDb(file);
        QCOMPARE(std::string(db->string(db->game(0).event)), std::string("M\xC3\xBCller"));
        db::Edits edits;
        edits.replaced.push_back(
            {1, "[Event \"\xE6\x9D\xB1\xE4\xBA\xAC\"]\n[Result \"*\"]\n\n1. c4 *\n"});
        auto refused = db::saveEdits(*db, edits);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.find("game 2") != std::string::npos,
                 refused.error().message.c_str());
        QCOMPARE(readAll(file).substr(0, 14), std::string("[Event \"M\xFCller"));
        // Saved as UTF-8 when the user agrees: the whole file is converted.
        auto saved = db::saveEdits(*db, edits, db::SaveEncoding::Utf8);
        QVERIFY(saved);
        const std::string after = readAll(file);
        QVERIFY(pgn::isValidUtf8(after));
        QVERIFY(after.starts_with("[Event \"M\xC3\xBCller\"]"));
        QCOMPARE(std::string(openDb(file)->string(openDb(file)->game(1).event)),
                 std::string("\xE6\x9D\xB1\xE4\xBA\xAC"));
    }

    void refusesAFileChangedSinceOpening()
    {
        QTemporaryDir dir;
        const std::string file = dir.filePath("games.pgn").toStdString();
        writeAll(file, "[Event \"A\"]\n[Result \"*\"]\n\n1. e4 *\n");
        auto db = openDb(file);
        writeAll(file, "[Event \"B\"]\n[Result \"*\"]\n\n1. d4 d5 *\n");
        db::Edits edits;
        edits.appended.push_back("[Event \"C\"]\n[Result \"*\"]\n\n*\n");
        QVERIFY(!db::saveEdits(*db, edits));
        QVERIFY(!db->gameBytes(0));
        QCOMPARE(readAll(file), std::string("[Event \"B\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"));
    }

    // Fixtures with random PGN-ish bytes put in, taken out or changed: whatever the reader
    // makes of them, the index has the same games, plies and position-search answers.
    void mutatedFilesAgreeWithReader()
    {
        const std::string seed =
            readAll(std::string(KIBITZ_TEST_DATA) + "/pgn/annotated.pgn")
            + readAll(std::string(KIBITZ_TEST_DATA) + "/pgn/reader/errors.pgn")
            + readAll(std::string(KIBITZ_TEST_DATA) + "/pgn/reader/nested.pgn");
        const std::string alphabet = "[]{}()\"\n\r ;%$.*-/10e4Nf3O\xe9";
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/mutated.pgn";
        std::mt19937 rng(7);
        for (int round = 0; round < 300; ++round) {
            std::string text = seed;
            for (int k = 0; k < 1 + int(rng() % 12); ++k) {
                const std::size_t at = rng() % text.size();
                const char c = alphabet[rng() % alphabet.size()];
                switch (rng() % 3) {
                case 0:
                    text.insert(text.begin() + std::ptrdiff_t(at), c);
                    break;
                case 1:
                    text.erase(at, 1);
                    break;
                default:
                    text[at] = c;
                }
            }
            writeAll(path, text);
            const auto ref = reference(path);
            auto d = openDb(path);
            QCOMPARE(d->size(), ref.size());
            for (db::GameId g = 0; g < d->size(); ++g) {
                if (d->game(g).flags & db::GameEntry::NotSearched) continue;
                const std::size_t positions = ref[g].positions.size();
                QCOMPARE(std::size_t(d->game(g).plies) + (positions ? 1 : 0), positions);
                QVERIFY(d->game(g).offset + d->game(g).length <= text.size());
            }
            for (const auto& game : ref)
                for (std::size_t p = 0; p < game.positions.size(); p += 3) {
                    std::map<db::GameId, int> expected;
                    for (std::size_t g = 0; g < ref.size(); ++g) {
                        if (d->game(db::GameId(g)).flags & db::GameEntry::NotSearched) continue;
                        for (std::size_t q = 0; q < ref[g].positions.size(); ++q)
                            if (ref[g].positions[q].key() == game.positions[p].key()) {
                                expected[db::GameId(g)] = int(q);
                                break;
                            }
                    }
                    std::map<db::GameId, int> got;
                    for (const auto& h : d->searchPosition(game.positions[p])) got[h.game] = h.ply;
                    QVERIFY(got == expected);
                }
        }
    }

    // A child saves a 30 MB edit again and again; killed at any moment, the file is one of the
    // whole versions: the original, or the original with one or more long games appended.
    void saveKilledMidwayLeavesTheFileWhole()
    {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/games.pgn";
        const std::string original = readAll(std::string(KIBITZ_TEST_DATA) + "/pgn/annotated.pgn");
        const std::size_t games =
            reference(std::string(KIBITZ_TEST_DATA) + "/pgn/annotated.pgn").size();
        for (int delay : {0, 30, 120, 400, 900}) {
            writeAll(path, original);
            QProcess child;
            child.start(QStringLiteral(KIBITZ_DB_SAVE_CHILD), {QString::fromStdString(path)});
            QVERIFY(child.waitForStarted());
            QVERIFY(child.waitForReadyRead(20000));
            QTest::qWait(delay);
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished(20000));
            const std::string now = readAll(path);
            QVERIFY(now.starts_with(original.substr(0, original.find_last_not_of("\n") + 1)));
            auto d = openDb(path);
            QVERIFY(d->size() >= games);
            for (db::GameId g = db::GameId(games); g < d->size(); ++g) {
                QCOMPARE(std::string(d->string(d->game(g).event)), std::string("long"));
                QCOMPARE(d->game(g).plies, std::uint16_t(1));
            }
        }
    }

    // The counts SCID 4.7 and pgn-extract -H give on the first 20,000 master games.
    void masterGamesAgreeWithReplay()
    {
        const QString xz = QStringLiteral(KIBITZ_SHARED_DATA "/games/master-100k.pgn.xz");
        if (!QFile::exists(xz)) QSKIP("../shared/data/games/master-100k.pgn.xz is not there");
        QTemporaryDir dir;
        const QString file = dir.filePath("master.pgn");
        QProcess unxz;
        unxz.setStandardOutputFile(file);
        unxz.start("xz", {"-dc", xz});
        QVERIFY(unxz.waitForFinished(60000));
        std::string text = readAll(file.toStdString());
        std::size_t cut = 0;
        for (int games = 0; games < 20000 && cut != std::string::npos; ++games)
            cut = text.find("\n[Event ", cut + 1);
        text.resize(cut);
        writeAll(file.toStdString(), text);
        auto db = openDb(file.toStdString());
        QCOMPARE(db->size(), std::size_t(20000));
        const auto ref = reference(file.toStdString());
        for (const char* line :
             {"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6", "d4 Nf6 c4 e6 Nc3 Bb4", "Nf3 d5 g3"}) {
            chess::Position pos;
            std::string l = line;
            std::size_t at = 0;
            while (at < l.size()) {
                std::size_t end = l.find(' ', at);
                if (end == std::string::npos) end = l.size();
                pos.play(*chess::parseMove(pos, l.substr(at, end - at)));
                at = end + 1;
            }
            std::size_t expected = 0;
            for (const auto& g : ref)
                for (const auto& p : g.positions)
                    if (p.key() == pos.key()) {
                        ++expected;
                        break;
                    }
            QCOMPARE(db->searchPosition(pos).size(), expected);
            QVERIFY(expected > 50);
        }
    }
};

QTEST_GUILESS_MAIN(DatabaseTest)
#include "database_test.moc"
