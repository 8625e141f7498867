// SPDX-License-Identifier: GPL-3.0-or-later
// core/database reports: duplicate games (identical, or contained in a longer game) and a
// player's report (score by colour, openings, rating by year, best wins), on small PGN files
// written by the test.

#include "database/database.h"
#include "database/duplicates.h"
#include "database/playerreport.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace kibitz;

namespace {

// 30 plies of a Najdorf.
const char* const Najdorf = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 "
                            "Be6 8. f3 h5 9. Qd2 Nbd7 10. O-O-O b5 11. Kb1 Be7 12. Nd5 Bxd5 13. "
                            "exd5 Nb6 14. Na5 Nbxd5 15. Nc6 Qc7";
// Its first 22 and 10 plies.
const char* const Najdorf22 = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. "
                              "Nb3 Be6 8. f3 h5 9. Qd2 Nbd7 10. O-O-O b5 11. Kb1 Be7";
const char* const Najdorf10 = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6";

std::string game(const std::string& white, const std::string& black, const std::string& result,
                 const std::string& date, const std::string& moves, const std::string& extra = {})
{
    return "[Event \"Test\"]\n[Site \"?\"]\n[Date \"" + date + "\"]\n[Round \"?\"]\n[White \""
           + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n" + extra + "\n"
           + moves + " " + result + "\n\n";
}

std::unique_ptr<db::Database> openText(const QTemporaryDir& dir, const std::string& text)
{
    const std::string path = dir.filePath(QStringLiteral("games.pgn")).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    auto db = db::Database::open(path, db::OpenOptions{});
    if (!db) qFatal("%s", db.error().toString().c_str());
    return std::move(*db);
}

} // namespace

class ReportsTest : public QObject {
    Q_OBJECT

private slots:
    void duplicates()
    {
        QTemporaryDir dir;
        const std::string text =
            game("Alpha", "Beta", "1-0", "2001.01.01", Najdorf)            // 1 kept
            + game("Alpha", "Beta", "1-0", "2001.??.??", Najdorf)          // 2 identical to 1
            + game("Alpha", "Beta", "0-1", "2001.01.01", "1. d4 d5 2. c4") // 3 other moves
            + game("Beta", "Alpha", "1-0", "2001.01.01", Najdorf)          // 4 colours swapped
            + game("Gamma", "Delta", "1/2-1/2", "2005.03.04", Najdorf)     // 5 kept
            + game("Gamma", "Delta", "*", "2005.03.04", Najdorf22)         // 6 contained in 5
            + game("Gamma", "Delta", "0-1", "2006.03.04", Najdorf22)       // 7 another year
            + game("Gamma", "Delta", "1/2-1/2", "2005.03.04", Najdorf10)   // 8 too short
            + game("Gamma", "Delta", "1/2-1/2", "2005.03.04", Najdorf10);  // 9 identical to 8
        auto db = openText(dir, text);
        QCOMPARE(db->size(), std::size_t(9));
        const auto groups = db::findDuplicates(*db);
        QCOMPARE(groups.size(), std::size_t(3));
        QCOMPARE(groups[0].games, (std::vector<db::GameId>{0, 1}));
        QVERIFY(groups[0].kind == db::DuplicateGroup::Kind::Identical);
        QCOMPARE(groups[1].games, (std::vector<db::GameId>{4, 5}));
        QVERIFY(groups[1].kind == db::DuplicateGroup::Kind::Contained);
        QCOMPARE(groups[2].games, (std::vector<db::GameId>{7, 8}));
        QVERIFY(groups[2].kind == db::DuplicateGroup::Kind::Identical);
        // A lower threshold takes the short game as contained too.
        db::DuplicateOptions loose;
        loose.minContainedPlies = 10;
        const auto more = db::findDuplicates(*db, loose);
        QCOMPARE(more.size(), std::size_t(2));
        QCOMPARE(more[1].games, (std::vector<db::GameId>{4, 5, 7, 8}));
    }

    void playerReport()
    {
        QTemporaryDir dir;
        const std::string text =
            game("Carlsen, Magnus", "Xavier", "1-0", "2019.01.01", "1. e4 c5",
                 "[WhiteElo \"2850\"]\n[BlackElo \"2700\"]\n[ECO \"B90\"]\n")
            + game("Yves", "Carlsen, Magnus", "0-1", "2020.05.05", "1. e4 e5",
                   "[WhiteElo \"2750\"]\n[BlackElo \"2860\"]\n[ECO \"C65\"]\n")
            + game("Carlsen, Magnus", "Zoe", "1/2-1/2", "2019.06.06",
                   "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4", "[WhiteElo \"2840\"]\n[BlackElo \"2600\"]\n")
            + game("Walter", "Carlsen, Magnus", "1-0", "2020.07.07", "1. e4 c5",
                   "[WhiteElo \"2500\"]\n[BlackElo \"2830\"]\n[ECO \"B90\"]\n")
            + game("Carlsen, Magnus", "Victor", "*", "2021.01.01", "1. e4")
            + game("Someone", "Else", "1-0", "2019.01.01", "1. e4 c5");
        auto db = openText(dir, text);
        for (const char* name : {"Carlsen, Magnus", "carlsen, magnus", "carlsen"}) {
            const db::PlayerReport r = db::playerReport(*db, name);
            QCOMPARE(r.names, (std::vector<std::string>{"Carlsen, Magnus"}));
            QCOMPARE(r.total.games, 4u);
            QCOMPARE(r.total.wins, 2u);
            QCOMPARE(r.total.draws, 1u);
            QCOMPARE(r.total.losses, 1u);
            QCOMPARE(r.total.score(), 0.625);
            QCOMPARE(r.asWhite.games, 2u);
            QCOMPARE(r.asWhite.wins, 1u);
            QCOMPARE(r.asBlack.losses, 1u);
            QCOMPARE(r.unfinished, 1u);
            QCOMPARE(r.openingsWhite.size(), std::size_t(2));
            // The game without an ECO tag is named from its moves.
            bool nimzo = false;
            for (const auto& o : r.openingsWhite)
                nimzo = nimzo || (o.eco == "E20" && o.name == "Nimzo-Indian Defense");
            QVERIFY(nimzo);
            QCOMPARE(r.openingsBlack.size(), std::size_t(2));
            QCOMPARE(r.rating.size(), std::size_t(2));
            QCOMPARE(r.rating[0].year, 2019u);
            QCOMPARE(r.rating[0].average, 2845.0);
            QCOMPARE(r.rating[0].minimum, 2840);
            QCOMPARE(r.rating[1].maximum, 2860);
            QCOMPARE(r.bestWins.size(), std::size_t(2));
            QCOMPARE(r.bestWins[0].opponent, std::string("Yves"));
            QCOMPARE(r.bestWins[0].opponentElo, 2750);
            QVERIFY(!r.bestWins[0].white);
            QCOMPARE(r.bestWins[1].game, db::GameId(0));
        }
        QVERIFY(db::playerReport(*db, "Nobody").names.empty());
    }
};

QTEST_GUILESS_MAIN(ReportsTest)
#include "reports_test.moc"
