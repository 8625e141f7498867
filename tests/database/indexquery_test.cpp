// SPDX-License-Identifier: GPL-3.0-or-later
// The list read where it lies (db::listFromIndex): every page of the sample's list, filtered
// and sorted by each column, is the page Database::filter and Database::sort give; an index
// of a changed file, or of no file, is not used. A game's text read with the index is the
// database's.

#include "database/database.h"
#include "database/playernames.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace kibitz;

namespace {

const std::string Sample = std::string(KIBITZ_TEST_DATA) + "/database/sample.pgn";

db::HeaderFilter filterNamed(const QString& name)
{
    db::HeaderFilter f;
    if (name == QLatin1String("player")) f.player = "Adams";
    if (name == QLatin1String("black player")) f.player = "Adams", f.side = db::PlayerSide::Black;
    if (name == QLatin1String("opponent")) f.opponent = "Hodgson";
    if (name == QLatin1String("elo")) f.minElo = 2500, f.maxElo = 2700;
    if (name == QLatin1String("average")) f.minAverageElo = 2550;
    if (name == QLatin1String("dates")) f.fromDate = 19900000, f.toDate = 19981231;
    if (name == QLatin1String("results"))
        f.results = {chess::Result::WhiteWins, chess::Result::Draw};
    if (name == QLatin1String("eco"))
        f.fromEco = db::ecoNumber("B20"), f.toEco = db::ecoNumber("B99");
    if (name == QLatin1String("event")) f.event = "ch";
    if (name == QLatin1String("text")) f.text = "lon";
    if (name == QLatin1String("plies")) f.minPlies = 40, f.maxPlies = 80;
    if (name == QLatin1String("errors")) f.withErrors = false;
    return f;
}

} // namespace

class IndexQueryTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_cache;
    std::unique_ptr<db::Database> m_db;
    db::OpenOptions m_options;

private slots:
    void initTestCase()
    {
        m_options.cacheDir = m_cache.path().toStdString();
        auto db = db::Database::open(Sample, m_options); // writes the index
        QVERIFY(db);
        m_db = std::move(*db);
    }

    void samePage_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("column"); // -1: no sort (file order)
        QTest::addColumn<bool>("descending");
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("limit");
        const char* filters[] = {"none",    "player", "black player", "opponent", "elo",
                                 "average", "dates",  "results",      "eco",      "event",
                                 "text",    "plies",  "errors"};
        const db::Column sorted[] = {db::Column::Number,   db::Column::White, db::Column::Black,
                                     db::Column::Event,    db::Column::Date,  db::Column::WhiteElo,
                                     db::Column::BlackElo, db::Column::Eco,   db::Column::Result,
                                     db::Column::Plies};
        for (const char* f : filters) {
            QTest::addRow("%s, file order", f) << QString::fromLatin1(f) << -1 << false << 0 << 500;
            for (db::Column c : sorted)
                for (bool desc : {false, true})
                    QTest::addRow("%s, column %d%s", f, int(c), desc ? " desc" : "")
                        << QString::fromLatin1(f) << int(c) << desc << 0 << 500;
        }
        QTest::addRow("date desc, a page in the middle")
            << QStringLiteral("none") << int(db::Column::Date) << true << 100 << 10;
        QTest::addRow("white, last page")
            << QStringLiteral("none") << int(db::Column::White) << false << 395 << 10;
        // The Elo columns are read in two parts (the rated games, then the unrated): every
        // page, so that pages across the boundary and past the end are seen, both ways.
        for (db::Column c : {db::Column::WhiteElo, db::Column::BlackElo})
            for (bool desc : {false, true})
                for (const char* f : {"none", "results"})
                    for (int offset = 0; offset <= 420; offset += 13)
                        QTest::addRow("%s, column %d%s, page at %d", f, int(c), desc ? " desc" : "",
                                      offset)
                            << QString::fromLatin1(f) << int(c) << desc << offset << 13;
    }
    void samePage()
    {
        QFETCH(QString, filter);
        QFETCH(int, column);
        QFETCH(bool, descending);
        QFETCH(int, offset);
        QFETCH(int, limit);
        db::ListQuery q;
        q.filter = filterNamed(filter);
        if (column >= 0) q.sort = db::Column(column);
        q.descending = descending;
        q.offset = std::uint64_t(offset);
        q.limit = std::uint64_t(limit);
        const auto page = db::listFromIndex(Sample, m_options, q);
        QVERIFY(page);

        std::vector<db::GameId> expected = m_db->filter(q.filter);
        QCOMPARE(page->total, std::uint64_t(m_db->size()));
        QCOMPARE(page->matching, std::uint64_t(expected.size()));
        // Every filter of the table keeps some games and leaves some out.
        QVERIFY(page->matching > 0);
        if (filter != QLatin1String("none")) QVERIFY(page->matching < page->total);
        if (q.sort) m_db->sort(expected, *q.sort, descending);
        expected.erase(expected.begin(),
                       expected.begin()
                           + std::ptrdiff_t(std::min<std::size_t>(offset, expected.size())));
        if (expected.size() > std::size_t(limit)) expected.resize(std::size_t(limit));
        QCOMPARE(page->games, expected);
        for (std::size_t i = 0; i < page->games.size(); ++i) {
            const db::GameEntry& a = page->entries[i];
            const db::GameEntry& b = m_db->game(page->games[i]);
            QCOMPARE(page->strings[a.white], std::string(m_db->string(b.white)));
            QCOMPARE(page->strings[a.black], std::string(m_db->string(b.black)));
            QCOMPARE(page->strings[a.event], std::string(m_db->string(b.event)));
            QCOMPARE(page->strings[a.opening], std::string(m_db->string(b.opening)));
            QCOMPARE(a.date, b.date);
            QCOMPARE(a.offset, b.offset);
            QCOMPARE(a.length, b.length);
            QCOMPARE(a.whiteElo, b.whiteElo);
            QCOMPARE(a.eco, b.eco);
            QCOMPARE(a.result, b.result);
        }
    }

    // The players' names from the index where it lies are the names the game table gives:
    // every group and likely spelling with its games (db names answers from it).
    void sameNames()
    {
        const auto fromIndex = db::playerNamesFromIndex(Sample, m_options);
        QVERIFY(fromIndex);
        const db::PlayerNames fromTable = db::playerNames(*m_db);
        auto text = [](const db::PlayerNames& n) {
            std::string out;
            for (const db::NameGroup& g : n.groups) {
                out += std::to_string(g.games) + ':';
                for (const db::NameSpelling& s : g.spellings)
                    out += s.text + '/' + std::to_string(s.games) + ' ';
                out += '\n';
            }
            for (const db::LikelyName& l : n.likely) {
                out += l.spelling.text + '/' + std::to_string(l.spelling.games) + " of";
                for (std::size_t c : l.candidates) out += ' ' + std::to_string(c);
                out += '\n';
            }
            return out;
        };
        QVERIFY(fromTable.groups.size() > 100);
        QCOMPARE(text(*fromIndex), text(fromTable));
        QVERIFY(!db::playerNamesFromIndex(Sample, db::OpenOptions{}));
    }

    // Columns without an index of their own, a changed file, no cache: not from the index.
    void notFromIndex()
    {
        db::ListQuery q;
        q.sort = db::Column::Site;
        QVERIFY(!db::listFromIndex(Sample, m_options, q));
        QVERIFY(!db::listFromIndex(Sample, db::OpenOptions{}, db::ListQuery{}));

        QTemporaryDir dir;
        const std::string copy = dir.filePath(QStringLiteral("copy.pgn")).toStdString();
        std::filesystem::copy_file(Sample, copy);
        QVERIFY(!db::listFromIndex(copy, m_options, db::ListQuery{})); // never indexed
        QVERIFY(db::Database::open(copy, m_options));
        QVERIFY(db::listFromIndex(copy, m_options, db::ListQuery{}));
        std::ofstream(copy, std::ios::app) << "\n[White \"New\"]\n[Black \"Game\"]\n\n1. e4 *\n";
        QVERIFY(!db::listFromIndex(copy, m_options, db::ListQuery{}));
    }

    // A game's text read with the index (a row of the list opened while the database loads)
    // is the text the loaded database gives, in a UTF-8 file and in a Latin-1 one; a changed
    // file's index is not used, and says why.
    void gameText()
    {
        const std::string latin1 =
            std::string(KIBITZ_TEST_DATA) + "/database/scid_sample_latin1.pgn";
        for (const std::string& file : {Sample, latin1}) {
            auto opened = db::Database::open(file, m_options);
            QVERIFY(opened);
            const db::Database& database = **opened;
            QVERIFY(database.size() > 0);
            for (db::GameId g = 0; g < database.size(); ++g) {
                std::string why;
                const auto text = db::gameTextFromIndex(file, m_options, g, &why);
                QVERIFY2(text, why.c_str());
                QCOMPARE(*text, *database.gameText(g));
            }
            std::string why;
            QVERIFY(!db::gameTextFromIndex(file, m_options, db::GameId(database.size()), &why));
            QVERIFY2(why.find("no game") != std::string::npos, why.c_str());
        }
        QTemporaryDir dir;
        const std::string copy = dir.filePath(QStringLiteral("copy.pgn")).toStdString();
        std::filesystem::copy_file(Sample, copy);
        QVERIFY(db::Database::open(copy, m_options));
        QVERIFY(db::gameTextFromIndex(copy, m_options, 0));
        std::ofstream(copy, std::ios::app) << "\n[White \"New\"]\n[Black \"Game\"]\n\n1. e4 *\n";
        std::string why;
        QVERIFY(!db::gameTextFromIndex(copy, m_options, 0, &why));
        QVERIFY2(why.find("changed") != std::string::npos, why.c_str());
    }
};

QTEST_GUILESS_MAIN(IndexQueryTest)
#include "indexquery_test.moc"
