// SPDX-License-Identifier: GPL-3.0-or-later
// core/database: the index knows when it is damaged (indexcheck.h). Copies of a real index
// with random bytes changed (seeded) answer every search as the intact index does, or say
// clearly that they cannot; a damaged table or part is named with its index file and the file
// indexed again; a search never answers from data that failed its check. And what a killed
// indexing run leaves in the cache folder goes at the next open, a running one's stays.

#include "chess/notation.h"
#include "database/database.h"
#include "database/database_impl.h" // cacheFileFor
#include "database/playernames.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <filesystem>
#include <random>
#include <sstream>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace kibitz;

namespace {

const std::string Sample = std::string(KIBITZ_TEST_DATA) + "/database/sample.pgn";

QByteArray readFile(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const std::string& path, const QByteArray& bytes)
{
    QFile f(QString::fromStdString(path));
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

chess::Position after(std::string_view moves)
{
    chess::Position pos;
    std::istringstream in{std::string(moves)};
    for (std::string san; in >> san;) {
        const auto m = chess::parseMove(pos, san);
        if (!m) return pos;
        pos.play(*m);
    }
    return pos;
}

// Everything a user could ask a database, as text: the game list (each game's entry and
// names), a position search (the Najdorf: games, plies, next moves), the opening tree after
// 1.e4, a material and a pawn search. Empty optional: the database said it cannot search.
struct Answers {
    std::string games, najdorf, tree, material, pawns;
    friend bool operator==(const Answers&, const Answers&) = default;
};

std::optional<Answers> ask(const db::Database& d)
{
    Answers a;
    std::ostringstream games;
    for (db::GameId g = 0; g < d.size(); ++g) {
        const db::GameEntry& e = d.game(g);
        games << e.offset << ' ' << e.length << ' ' << d.string(e.white) << '|' << d.string(e.black)
              << '|' << d.string(e.event) << '|' << d.string(e.site) << '|' << d.string(e.round)
              << '|' << d.string(e.opening) << ' ' << e.date << ' ' << e.whiteElo << ' '
              << e.blackElo << ' ' << e.eco << ' ' << e.plies << ' ' << int(e.result) << ' '
              << int(e.flags) << '\n';
    }
    a.games = games.str();
    if (d.searchDataError()) return std::nullopt;
    const chess::Position najdorf = after("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6");
    std::ostringstream out;
    for (const db::PositionHit& h : d.searchPosition(najdorf))
        out << h.game << ':' << h.ply << ':' << h.next.raw() << ' ';
    a.najdorf = out.str();
    out.str({});
    for (const db::TreeMove& m : d.tree(after("e4")))
        out << m.move.raw() << ':' << m.games << ':' << m.whiteWins << ':' << m.draws << ' ';
    a.tree = out.str();
    out.str({});
    for (const db::GameId g : d.searchMaterial(*db::MaterialPattern::parse("KRPvKR")))
        out << g << ' ';
    a.material = out.str();
    out.str({});
    for (const db::GameId g : d.searchPawns(najdorf)) out << g << ' ';
    a.pawns = out.str();
    return a;
}

std::unique_ptr<db::Database> open(const std::string& pgn, const std::string& cache)
{
    db::OpenOptions options;
    options.cacheDir = cache;
    auto d = db::Database::open(pgn, options);
    return d ? std::move(*d) : nullptr;
}

// Changes the index through SQLite, as damage inside a value would (the file stays a sound
// SQLite file: only the checks can tell).
bool execute(const std::string& file, const char* sql)
{
    sqlite3* s = nullptr;
    const bool ok = sqlite3_open(file.c_str(), &s) == SQLITE_OK
                    && sqlite3_exec(s, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(s);
    return ok;
}

// Changes one byte of the first part of the blob `name` ("search", "blocks") in place.
bool changeBlobByte(const std::string& file, const char* name, int offset)
{
    sqlite3* s = nullptr;
    sqlite3_stmt* st = nullptr;
    sqlite3_blob* blob = nullptr;
    bool ok = sqlite3_open(file.c_str(), &s) == SQLITE_OK
              && sqlite3_prepare_v2(s, "SELECT rowid FROM blobs WHERE name = ? AND part = 0", -1,
                                    &st, nullptr)
                     == SQLITE_OK;
    if (ok) sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    ok = ok && sqlite3_step(st) == SQLITE_ROW
         && sqlite3_blob_open(s, "main", "blobs", "data", sqlite3_column_int64(st, 0), 1, &blob)
                == SQLITE_OK;
    unsigned char byte = 0;
    ok = ok && sqlite3_blob_read(blob, &byte, 1, offset) == SQLITE_OK;
    byte ^= 0x20;
    ok = ok && sqlite3_blob_write(blob, &byte, 1, offset) == SQLITE_OK;
    sqlite3_blob_close(blob);
    sqlite3_finalize(st);
    sqlite3_close(s);
    return ok;
}

// A page of the list as text: each game's number, entry and names.
std::string pageText(const db::ListPage& p)
{
    std::ostringstream out;
    out << p.total << ' ' << p.matching << '\n';
    for (std::size_t i = 0; i < p.games.size(); ++i) {
        const db::GameEntry& e = p.entries[i];
        out << p.games[i] << ' ' << e.offset << ' ' << e.length << ' ' << p.strings[e.white] << '|'
            << p.strings[e.black] << '|' << p.strings[e.event] << '|' << p.strings[e.site] << '|'
            << p.strings[e.round] << '|' << p.strings[e.opening] << ' ' << e.date << ' '
            << e.whiteElo << ' ' << e.blackElo << ' ' << e.eco << ' ' << e.plies << ' '
            << int(e.result) << ' ' << int(e.flags) << '\n';
    }
    return out.str();
}

// A process that is gone (its id free), and one that runs until killed.
pid_t deadProcess()
{
    const pid_t child = fork();
    if (child == 0) _exit(0);
    waitpid(child, nullptr, 0);
    return child;
}

} // namespace

class IndexCheckTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The answers of the intact index (made here) and of the file read without one.
        QVERIFY(m_dir.isValid());
        m_pgn = m_dir.filePath("sample.pgn").toStdString();
        QVERIFY(writeFile(m_pgn, readFile(Sample)));
        m_cache = m_dir.filePath("cache").toStdString();
        auto d = open(m_pgn, m_cache);
        QVERIFY(d);
        m_index = db::cacheFileFor(m_cache, m_pgn);
        m_intact = readFile(m_index);
        QVERIFY(m_intact.size() > 0);
        auto answers = ask(*d);
        QVERIFY(answers);
        m_answers = *answers;
        // Pages of the list read where it lies: the newest games, by White, a text filter.
        db::OpenOptions options;
        options.cacheDir = m_cache;
        for (const auto& [column, text] :
             {std::pair{db::Column::Date, ""}, {db::Column::White, ""}, {db::Column::Eco, "a"}}) {
            db::ListQuery q;
            q.sort = column;
            q.descending = true;
            q.limit = 10;
            q.filter.text = text;
            const auto page = db::listFromIndex(m_pgn, options, q);
            QVERIFY(page && page->games.size() == 10);
            m_pages.emplace_back(q, pageText(*page));
        }
        auto memory = open(m_pgn, {});
        QVERIFY(memory);
        QVERIFY(ask(*memory) == m_answers);
        // The searches find something, so that a wrong answer shows.
        QVERIFY(!m_answers.najdorf.empty() && !m_answers.tree.empty());
        QVERIFY(!m_answers.pawns.empty());
    }

    // Copies of the index with 1 to 32 random bytes changed, each asked pages of the list where
    // it lies, then opened and asked everything: every answer is the intact index's, or the
    // database says it cannot search, or no page. Never a wrong list, never "no games" for
    // "cannot tell".
    void randomDamageNeverAnswersWrong_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("copies");
        for (const unsigned seed : {1u, 2u, 3u, 4u}) QTest::addRow("seed %u", seed) << seed << 25;
    }
    void randomDamageNeverAnswersWrong()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, copies);
        std::mt19937 random(seed);
        int wrong = 0, wrongPages = 0, refused = 0, damageSaid = 0;
        db::OpenOptions options;
        options.cacheDir = m_cache;
        for (int copy = 0; copy < copies; ++copy) {
            QByteArray bytes = m_intact;
            const int changes = std::uniform_int_distribution<int>(1, 32)(random);
            std::uniform_int_distribution<qsizetype> where(0, bytes.size() - 1);
            std::uniform_int_distribution<int> value(1, 255);
            for (int i = 0; i < changes; ++i) {
                const qsizetype at = where(random);
                bytes[at] = char(bytes[at] ^ value(random)); // never the same byte
            }
            QVERIFY(writeFile(m_index, bytes));
            // The list read where it lies first (opening makes a damaged index again): the
            // intact page, or none.
            for (const auto& [query, intact] : m_pages) {
                const auto page = db::listFromIndex(m_pgn, options, query);
                if (page && pageText(*page) != intact) {
                    ++wrongPages;
                    qWarning("copy %d (seed %u): a wrong page of the list", copy, seed);
                }
            }
            auto d = open(m_pgn, m_cache);
            QVERIFY2(d, "the file itself is intact: it opens");
            const auto answers = ask(*d);
            if (!answers) {
                ++refused;
                QVERIFY(!d->searchDataError()->message.empty());
            } else if (!(*answers == m_answers)) {
                ++wrong;
                qWarning("copy %d (seed %u, %d bytes changed) answered wrong", copy, seed, changes);
            }
            if (const auto damage = d->indexDamage()) {
                ++damageSaid;
                QCOMPARE(damage->path, m_index);
            }
        }
        qInfo("%d copies: %d wrong, %d refused, %d found damaged and made again", copies, wrong,
              refused, damageSaid);
        QCOMPARE(wrong, 0);
        QCOMPARE(wrongPages, 0);
        QVERIFY(writeFile(m_index, m_intact));
    }

    // Damage in each part of the index (made through SQLite, so that only the checks can tell)
    // is found where the data is read, named with the index file, and the index made again:
    // the answers are right, and the next open reuses the new index.
    void damagedPartIsNamedAndRebuilt_data()
    {
        QTest::addColumn<QByteArray>("sql"); // or the blob to change a byte of
        QTest::addColumn<QString>("said");
        QTest::addColumn<bool>("foundAtOpen"); // else by the first search
        QTest::newRow("game table")
            << QByteArray("UPDATE games SET white_elo = white_elo + 1 WHERE id = 7")
            << "the game table does not match its checksum" << true;
        QTest::newRow("names") << QByteArray("UPDATE strings SET text = 'Kasparov' WHERE id = 5")
                               << "the names" << true;
        QTest::newRow("meta") << QByteArray("UPDATE meta SET encoding = 1") << "its meta row"
                              << true;
        QTest::newRow("line marks") << QByteArray("UPDATE line_marks SET line = 2 WHERE id = 0")
                                    << "the line numbers" << true;
        QTest::newRow("a sum") << QByteArray("UPDATE checks SET sum = sum + 1 WHERE name = 'games'")
                               << "the game table" << true;
        // The search data is read by the first search.
        QTest::newRow("search records")
            << QByteArray("search") << "part 1 of the search records does not match its checksum"
            << false;
        QTest::newRow("moves") << QByteArray("blocks")
                               << "part 1 of the moves does not match its checksum" << false;
    }
    void damagedPartIsNamedAndRebuilt()
    {
        QFETCH(QByteArray, sql);
        QFETCH(QString, said);
        QFETCH(bool, foundAtOpen);
        QVERIFY(writeFile(m_index, m_intact));
        if (sql == "search" || sql == "blocks")
            QVERIFY(changeBlobByte(m_index, sql.constData(), 100));
        else
            QVERIFY(execute(m_index, sql.constData()));
        QVERIFY(readFile(m_index) != m_intact);
        auto d = open(m_pgn, m_cache);
        QVERIFY(d);
        QCOMPARE(d->indexDamage().has_value(), foundAtOpen);
        QCOMPARE(d->stats().reused, !foundAtOpen);
        const auto answers = ask(*d);
        QVERIFY(answers);
        QVERIFY(*answers == m_answers);
        const auto damage = d->indexDamage();
        QVERIFY(damage);
        QCOMPARE(damage->path, m_index);
        QVERIFY2(damage->message.find(said.toStdString()) != std::string::npos,
                 damage->message.c_str());
        QVERIFY(damage->message.find(m_pgn) != std::string::npos);
        // The index was made again: the next open reuses it and finds nothing wrong.
        auto again = open(m_pgn, m_cache);
        QVERIFY(again);
        QVERIFY(again->stats().reused);
        QVERIFY(ask(*again) == m_answers);
        QVERIFY(!again->indexDamage());
    }

    // The list read where it lies (db::listFromIndex) checks the blocks of rows its page shows
    // (indexcheck.h, RowsPerCheck): damage in them is named with the index file, and the
    // database opened with forceRebuild (as kibitz-cli does then) answers as the intact index
    // did, as does the index made again. Damage in a block the page does not show is not read
    // (a page costs its blocks, not the table). The sample three times over: two blocks.
    void damagedPageIsNamed_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("text"); // the text filter
        QTest::addColumn<QString>("said"); // empty: the page is answered, as the intact one
        // (The last block is read for the total: a row of block 0 off the page goes unread.)
        const QByteArray row500 = "UPDATE games SET white_elo = white_elo + 1 WHERE id = 500";
        QTest::newRow("a row of the page") << row500 << 495 << ""
                                           << "the game table";
        QTest::newRow("a row off the page") << row500 << 1095 << ""
                                            << "";
        QTest::newRow("a name of the page")
            << QByteArray("UPDATE strings SET text = 'Kasparov' WHERE id = "
                          "(SELECT white FROM games WHERE id = 3)")
            << 0 << ""
            << "the names";
        QTest::newRow("a name the text filter reads")
            << QByteArray("UPDATE strings SET text = text || 'x' WHERE id = "
                          "(SELECT max(id) FROM strings)")
            << 0 << "a"
            << "the names";
        QTest::newRow("the last rows gone")
            << QByteArray("DELETE FROM games WHERE id >= 1200") << 0 << ""
            << "the game table";
        QTest::newRow("a block's sum")
            << QByteArray("UPDATE checks SET sum = sum + 1 WHERE name = 'games/0'") << 0 << ""
            << "the game table";
        QTest::newRow("a row moved")
            << QByteArray("UPDATE games SET id = 5000 WHERE id = 1101") << 1095 << ""
            << "the game table";
    }
    void damagedPageIsNamed()
    {
        QFETCH(QByteArray, sql);
        QFETCH(int, offset);
        QFETCH(QString, text);
        QFETCH(QString, said);
        const std::string pgn = m_dir.filePath("three.pgn").toStdString();
        const std::string cache = m_dir.filePath("cache-three").toStdString();
        const std::string index = db::cacheFileFor(cache, pgn);
        if (!QFile::exists(QString::fromStdString(pgn))) {
            const QByteArray one = readFile(Sample);
            QVERIFY(writeFile(pgn, one + "\n" + one + "\n" + one));
            QVERIFY(open(pgn, cache));
            m_threeIntact = readFile(index);
        }
        db::OpenOptions options;
        options.cacheDir = cache;
        db::ListQuery q;
        q.sort = db::Column::Number;
        q.offset = std::uint64_t(offset);
        q.limit = 10;
        q.filter.text = text.toStdString();
        QVERIFY(writeFile(index, m_threeIntact));
        const auto intact = db::listFromIndex(pgn, options, q);
        QVERIFY(intact && intact->total > 1024 && intact->games.size() == 10);

        QVERIFY(execute(index, sql.constData()));
        QVERIFY(readFile(index) != m_threeIntact);
        std::optional<db::DbError> damage;
        const auto page = db::listFromIndex(pgn, options, q, &damage);
        if (said.isEmpty()) {
            QVERIFY(page && !damage);
            QCOMPARE(pageText(*page), pageText(*intact));
            return;
        }
        QVERIFY(!page);
        QVERIFY(damage);
        QCOMPARE(damage->path, index);
        QVERIFY2(damage->message.find(said.toStdString()) != std::string::npos,
                 damage->message.c_str());
        QVERIFY2(damage->message.find("three.pgn") != std::string::npos, damage->message.c_str());
        // Opened again from the file: the intact page.
        options.forceRebuild = true;
        auto rebuilt = db::Database::open(pgn, options);
        QVERIFY(rebuilt);
        std::vector<db::GameId> games = (*rebuilt)->filter(q.filter);
        QCOMPARE(games.size(), std::size_t(intact->matching));
        games.erase(games.begin(), games.begin() + offset);
        games.resize(10);
        QCOMPARE(games, intact->games);
        // And the index made again answers it where it lies.
        options.forceRebuild = false;
        const auto again = db::listFromIndex(pgn, options, q);
        QVERIFY(again);
        QCOMPARE(pageText(*again), pageText(*intact));
    }

    // The players table (db names, a player filter of the list read where it lies) is checked
    // as it is read: a changed game count is named, never answered.
    void damagedPlayersAreNamed()
    {
        QVERIFY(writeFile(m_index, m_intact));
        db::OpenOptions options;
        options.cacheDir = m_cache;
        QVERIFY(db::playerNamesFromIndex(m_pgn, options));
        QVERIFY(execute(m_index, "UPDATE players SET games = games + 1 WHERE id = "
                                 "(SELECT min(id) FROM players)"));
        std::optional<db::DbError> damage;
        QVERIFY(!db::playerNamesFromIndex(m_pgn, options, &damage));
        QVERIFY(damage);
        QCOMPARE(damage->path, m_index);
        db::ListQuery q;
        q.filter.player = "a";
        damage.reset();
        QVERIFY(!db::listFromIndex(m_pgn, options, q, &damage));
        QVERIFY(damage);
        QVERIFY(writeFile(m_index, m_intact));
    }

    // The index fuzzer's seeds (tests/fuzz/corpus/index, SOURCE.txt) are of this format: the
    // intact one is read as the harness's file's index, the damaged one fails its check. (A
    // seed of an older format is rebuilt, and fuzzes none of the reader.) The PGN file is the
    // harness's, its games taken from index_fuzz.cpp.
    void fuzzSeedsAreOfThisFormat_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<bool>("damaged");
        QDir corpus(QStringLiteral(KIBITZ_TEST_DATA "/../fuzz/corpus/index"));
        const QStringList seeds = corpus.entryList({QStringLiteral("*.sqlite")}, QDir::Files);
        QVERIFY(!seeds.isEmpty());
        for (const QString& seed : seeds)
            QTest::newRow(qPrintable(seed))
                << corpus.filePath(seed) << seed.endsWith(QLatin1String("-damaged.sqlite"));
    }
    void fuzzSeedsAreOfThisFormat()
    {
        QFETCH(QString, seed);
        QFETCH(bool, damaged);
        const QByteArray source = readFile(KIBITZ_TEST_DATA "/../fuzz/index_fuzz.cpp");
        const QByteArray begin = "Games = R\"(", end = ")\";";
        const qsizetype from = source.indexOf(begin), to = source.indexOf(end, from);
        QVERIFY(from > 0 && to > from);
        const QByteArray games = source.mid(from + begin.size(), to - from - begin.size());
        const std::string folder = "/tmp/kibitz-index-fuzz", pgn = folder + "/games.pgn";
        std::filesystem::create_directories(folder);
        // Written beside and renamed, as the harness does (a fuzzer may be reading it).
        const std::string temp = pgn + ".test-" + std::to_string(getpid());
        QVERIFY(writeFile(temp, games));
        const timespec fixed[2] = {{1577836800, 0}, {1577836800, 0}}; // the harness's time
        QCOMPARE(utimensat(AT_FDCWD, temp.c_str(), fixed, 0), 0);
        std::filesystem::rename(temp, pgn);
        const std::string cache = m_dir.filePath("cache-seed").toStdString();
        std::filesystem::create_directories(cache);
        QVERIFY(writeFile(db::cacheFileFor(cache, pgn), readFile(seed.toStdString())));
        auto d = open(pgn, cache);
        QVERIFY(d);
        QVERIFY2(d->stats().reused, "the seed is read, not rebuilt: make it again (SOURCE.txt)");
        QCOMPARE(d->size(), std::size_t(5));
        QVERIFY(!d->searchDataError());
        QCOMPARE(d->indexDamage().has_value(), damaged);
    }

    // A file that is not an SQLite file any more (its header overwritten) is damage too.
    void unreadableIndexIsNamed()
    {
        QByteArray bytes = m_intact;
        bytes.replace(0, 16, QByteArray(16, 'x'));
        QVERIFY(writeFile(m_index, bytes));
        auto d = open(m_pgn, m_cache);
        QVERIFY(d);
        QVERIFY(d->indexDamage());
        QVERIFY2(d->indexDamage()->message.find("SQLite cannot read it") != std::string::npos,
                 d->indexDamage()->message.c_str());
        QVERIFY(ask(*d) == m_answers);
    }

    // Damage found by the first search when the file changed since it was opened: the search
    // data cannot be had from the file either, and the database says so rather than finding
    // no games.
    void damageAndAChangedFileIsAnError()
    {
        QVERIFY(writeFile(m_index, m_intact));
        QVERIFY(execute(m_index, "UPDATE blobs SET data = CAST(zeroblob(length(data)) AS BLOB) "
                                 "WHERE name = 'blocks'"));
        const QByteArray pgn = readFile(m_pgn);
        auto d = open(m_pgn, m_cache);
        QVERIFY(d && d->stats().reused);
        QVERIFY(writeFile(m_pgn, pgn + "\n[Event \"late\"]\n\n1. e4 e5 *\n"));
        const auto error = d->searchDataError();
        QVERIFY(error);
        QVERIFY2(error->message.find("changed since it was opened") != std::string::npos,
                 error->message.c_str());
        QVERIFY(d->searchPosition(chess::Position()).empty());
        QVERIFY(d->indexDamage());
        QVERIFY(writeFile(m_pgn, pgn));
        QVERIFY(writeFile(m_index, m_intact)); // the identity changed: made again next time
    }

    // Temporary index files: a dead process's goes at the next open; a running process's
    // stays; one named after a running process that started after the file was last written
    // (its id was reused) goes.
    void leftoversOfDeadRunsAreRemoved()
    {
        namespace fs = std::filesystem;
        const std::string base = db::cacheFileFor(m_cache, "/elsewhere/other.pgn");
        const pid_t live = fork();
        if (live == 0) {
            pause();
            _exit(0);
        }
        QVERIFY(live > 0);
        const std::string dead = base + ".tmp-" + std::to_string(deadProcess());
        const std::string running = base + ".tmp-" + std::to_string(live);
        const std::string reused = base + ".tmp-" + std::to_string(getppid());
        const std::string notOurs = base + ".tmp-notapid";
        for (const auto& f : {dead, running, reused, notOurs}) QVERIFY(writeFile(f, "half"));
        // Written in 2001, long before the parent process started.
        const timespec old[2] = {{1000000000, 0}, {1000000000, 0}};
        QCOMPARE(utimensat(AT_FDCWD, reused.c_str(), old, 0), 0);

        auto d = open(m_pgn, m_cache);
        QVERIFY(d);
        const bool deadGone = !fs::exists(dead), runningKept = fs::exists(running),
                   reusedGone = !fs::exists(reused), otherKept = fs::exists(notOurs);
        kill(live, SIGKILL);
        waitpid(live, nullptr, 0);
        QVERIFY(deadGone);
        QVERIFY(runningKept);
        QVERIFY(reusedGone);
        QVERIFY(otherKept);
        // Now that process is gone too.
        d = open(m_pgn, m_cache);
        QVERIFY(!fs::exists(running));
        fs::remove(notOurs);
    }

private:
    QTemporaryDir m_dir;
    std::string m_pgn, m_cache, m_index;
    QByteArray m_intact, m_threeIntact;
    std::vector<std::pair<db::ListQuery, std::string>> m_pages; // the intact index's
    Answers m_answers;
};

QTEST_GUILESS_MAIN(IndexCheckTest)
#include "indexcheck_test.moc"
