// SPDX-License-Identifier: GPL-3.0-or-later
// One name per player (core/database/playernames): the rules on real spellings of the master
// file (tests/data/database/player_names.tsv), the groups a typed name finds, renaming a
// player in a file (every other byte kept) and the player's report over the group.

#include "database/database.h"
#include "database/playernames.h"
#include "database/playerreport.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace kibitz;

namespace {

std::vector<db::NameSpelling> fixtureSpellings()
{
    std::ifstream in(KIBITZ_TEST_DATA "/database/player_names.tsv");
    std::vector<db::NameSpelling> out;
    std::string line;
    std::uint32_t id = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const std::size_t tab = line.find('\t');
        out.push_back(db::NameSpelling{
            line.substr(tab + 1), ++id, std::uint32_t(std::stoul(line.substr(0, tab))), {}});
    }
    return out;
}

// "a|b|c" -> {"a", "b", "c"}
std::vector<std::string> parts(const QString& text)
{
    std::vector<std::string> out;
    for (const QString& s : text.split(QLatin1Char('|'), Qt::SkipEmptyParts))
        out.push_back(s.toStdString());
    return out;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string game(const std::string& white, const std::string& black, const std::string& result,
                 const std::string& moves, const std::string& nl = "\n")
{
    return "[Event \"Test\"]" + nl + "[Site \"?\"]" + nl + "[Date \"2001.01.01\"]" + nl
           + "[Round \"?\"]" + nl + "[White \"" + white + "\"]" + nl + "[Black \"" + black + "\"]"
           + nl + "[Result \"" + result + "\"]" + nl + nl + moves + " " + result + nl + nl;
}

} // namespace

class PlayerNamesTest : public QObject {
    Q_OBJECT

private slots:
    void fold_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("folded");
        QTest::newRow("ascii") << "Carlsen,M"
                               << "carlsen,m";
        QTest::newRow("latin-1") << "Ftáčnik, Ľubomír"
                                 << "ftacnik, lubomir";
        QTest::newRow("sharp s") << "Großmann"
                                 << "grossmann";
        QTest::newRow("ae ligature") << "Ærø"
                                     << "aero";
        QTest::newRow("stroke") << "Łukasz Dziuba"
                                << "lukasz dziuba";
        QTest::newRow("cyrillic kept") << "Карлсен"
                                       << "Карлсен";
    }
    void fold()
    {
        QFETCH(QString, text);
        QFETCH(QString, folded);
        QCOMPARE(QString::fromStdString(db::foldName(text.toStdString())), folded);
    }

    void keys_data()
    {
        QTest::addColumn<QString>("spelling");
        QTest::addColumn<QString>("surname");
        QTest::addColumn<QString>("given"); // the likeliest reading's, '|' between
        QTest::newRow("comma") << "Polgar, Judit"
                               << "polgar"
                               << "judit";
        QTest::newRow("no space") << "Polgar,Ju"
                                  << "polgar"
                                  << "ju";
        QTest::newRow("dots") << "Geller, Efim P."
                              << "geller"
                              << "efim|p";
        QTest::newRow("first last") << "Magnus Carlsen"
                                    << "carlsen"
                                    << "magnus";
        QTest::newRow("hyphen") << "Vachier-Lagrave,M"
                                << "vachierlagrave"
                                << "m";
        QTest::newRow("space in surname") << "Vachier Lagrave,M"
                                          << "vachierlagrave"
                                          << "m";
        QTest::newRow("umlaut written out") << "Huebner, Robert"
                                            << "hubner"
                                            << "robert";
        QTest::newRow("umlaut") << "Hübner,R"
                                << "hubner"
                                << "r";
        QTest::newRow("federation") << "Sokolov,Iv NED"
                                    << "sokolov"
                                    << "iv";
        QTest::newRow("namesake number") << "Sokolov,And1"
                                         << "sokolov"
                                         << "and|#1";
        QTest::newRow("digits only") << "Carlsen,6"
                                     << "carlsen"
                                     << "";
        QTest::newRow("surname only") << "CARLSEN"
                                      << "carlsen"
                                      << "";
    }
    void keys()
    {
        QFETCH(QString, spelling);
        QFETCH(QString, surname);
        QFETCH(QString, given);
        const auto keys = db::nameKeys(spelling.toStdString());
        QVERIFY(!keys.empty());
        QCOMPARE(QString::fromStdString(keys[0].surname), surname);
        QCOMPARE(keys[0].given, parts(given));
    }

    // Every spelling of the fixture: the group it lands in (its spellings, most games first),
    // or the players it is only likely to be.
    void groups_data()
    {
        QTest::addColumn<QString>("spelling");
        QTest::addColumn<QString>("group");      // '|' between spellings; empty when likely
        QTest::addColumn<QString>("candidates"); // the likely one's groups, by their names
        QTest::newRow("Carlsen,M") << "Carlsen,M"
                                   << "Carlsen,M|Carlsen,Magnus"
                                   << "";
        QTest::newRow("Carlsen,Magnus") << "Carlsen,Magnus"
                                        << "Carlsen,M|Carlsen,Magnus"
                                        << "";
        QTest::newRow("Carlsen,H") << "Carlsen,H"
                                   << "Carlsen,H"
                                   << "";
        QTest::newRow("Carlsen,6") << "Carlsen,6"
                                   << ""
                                   << "Carlsen,M|Carlsen,H";
        QTest::newRow("Polgar,Ju") << "Polgar,Ju"
                                   << "Polgar,Ju|Polgar, Judit"
                                   << "";
        QTest::newRow("Polgar, Zsuzsa") << "Polgar, Zsuzsa"
                                        << "Polgar, Zsuzsa|Polgar,Z"
                                        << "";
        QTest::newRow("Polgar,Z") << "Polgar,Z"
                                  << "Polgar, Zsuzsa|Polgar,Z"
                                  << "";
        QTest::newRow("Polgar, Sofia") << "Polgar, Sofia"
                                       << "Polgar, Sofia"
                                       << "";
        QTest::newRow("Adams,Mi") << "Adams,Mi"
                                  << "Adams,Mi|Adams, Michael"
                                  << "";
        QTest::newRow("Adams, Mark") << "Adams, Mark"
                                     << "Adams, Mark"
                                     << "";
        QTest::newRow("consultation") << "Adams,Michael:Mortazavi,Ali"
                                      << "Adams,Michael:Mortazavi,Ali"
                                      << "";
        QTest::newRow("Georgiev,Ki") << "Georgiev,Ki"
                                     << "Georgiev,Ki|Georgiev, Kiril|Georgiev,Kiril Angelov"
                                     << "";
        QTest::newRow("Georgiev,Kr") << "Georgiev,Kr"
                                     << "Georgiev, Krum|Georgiev,Kr"
                                     << "";
        QTest::newRow("Georgiev,Vl") << "Georgiev,Vl"
                                     << "Georgiev,Vl|Georgiev, Vladimir"
                                     << "";
        QTest::newRow("Geller, Efim P") << "Geller, Efim P"
                                        << "Geller, Efim P"
                                        << "";
        QTest::newRow("Geller,J") << "Geller,J"
                                  << "Geller,J"
                                  << "";
        QTest::newRow("Ding Liren") << "Ding Liren"
                                    << "Ding Liren|Ding,L"
                                    << "";
        QTest::newRow("Bu Xiangzhi") << "Bu Xiangzhi"
                                     << "Bu Xiangzhi"
                                     << "";
        QTest::newRow("Vachier-Lagrave,M") << "Vachier-Lagrave,M"
                                           << "Vachier Lagrave,M|Vachier-Lagrave,M"
                                           << "";
        QTest::newRow("Kasparov,G") << "Kasparov,G"
                                    << "Kasparov, Gary|Kasparov,G"
                                    << "";
        QTest::newRow("Kasparov,S") << "Kasparov,S"
                                    << "Kasparov,S|Kasparov, Sergey"
                                    << "";
        QTest::newRow("Huebner,R") << "Huebner,R"
                                   << "Huebner, Robert|Huebner,R"
                                   << "";
        QTest::newRow("Ftacnik,L") << "Ftacnik,L"
                                   << "Ftacnik, Lubomir|Ftacnik,L"
                                   << "";
        QTest::newRow("Nepomniatchi,I") << "Nepomniatchi,I"
                                        << "Nepomniatchi,I"
                                        << ""; // another spelling: db rename
        QTest::newRow("Sokolov,Iv NED")
            << "Sokolov,Iv NED"
            << "Sokolov, Ivan|Sokolov,I|Sokolov,Ivan|Sokolov,Iv|Sokolov,Iv NED"
            << "";
        QTest::newRow("Sokolov, Andrei") << "Sokolov, Andrei"
                                         << "Sokolov, Andrei|Sokolov,And"
                                         << "";
        QTest::newRow("Sokolov,And1") << "Sokolov,And1"
                                      << "Sokolov,And1"
                                      << "";
        QTest::newRow("Sokolov,And2") << "Sokolov,And2"
                                      << "Sokolov,And2"
                                      << "";
        QTest::newRow("Sokolov,And") << "Sokolov,And"
                                     << "Sokolov, Andrei|Sokolov,And"
                                     << "";
        QTest::newRow("two federations") << "Fernandez,D USA"
                                         << ""
                                         << "Fernandez,Dan SIN";
        QTest::newRow("numbered namesake apart") << "Anand,V"
                                                 << "Anand,V|Anand, Viswanathan"
                                                 << "";
        QTest::newRow("Anand,V2") << "Anand,V2"
                                  << "Anand,V2"
                                  << "";
        QTest::newRow("Sokolov,Andrei3") << "Sokolov,Andrei3"
                                         << "Sokolov,Andrei3"
                                         << "";
    }
    void groups()
    {
        QFETCH(QString, spelling);
        QFETCH(QString, group);
        QFETCH(QString, candidates);
        const db::PlayerNames names = db::groupNames(fixtureSpellings());
        const std::string wanted = spelling.toStdString();
        for (const db::NameGroup& g : names.groups)
            for (const db::NameSpelling& s : g.spellings)
                if (s.text == wanted) {
                    std::vector<std::string> got;
                    for (const db::NameSpelling& t : g.spellings) got.push_back(t.text);
                    QCOMPARE(got, parts(group));
                    std::uint32_t games = 0;
                    for (const db::NameSpelling& t : g.spellings) games += t.games;
                    QCOMPARE(g.games, games);
                    QCOMPARE(names.groupOfId[s.id], std::uint32_t(&g - names.groups.data()));
                    return;
                }
        for (const db::LikelyName& l : names.likely)
            if (l.spelling.text == wanted) {
                QVERIFY2(group.isEmpty(), "listed as likely, not merged");
                std::vector<std::string> got;
                for (std::size_t g : l.candidates) got.push_back(names.groups[g].name());
                QCOMPARE(got, parts(candidates));
                QCOMPARE(names.groupOfId[l.spelling.id], db::PlayerNames::NoGroup);
                return;
            }
        QFAIL("spelling not found");
    }

    void everySpellingOnce()
    {
        const auto spellings = fixtureSpellings();
        const db::PlayerNames names = db::groupNames(spellings);
        std::size_t n = names.likely.size();
        for (std::size_t g = 0; g < names.groups.size(); ++g) {
            n += names.groups[g].spellings.size();
            if (g) QVERIFY(names.groups[g - 1].games >= names.groups[g].games);
            for (std::size_t s = 1; s < names.groups[g].spellings.size(); ++s)
                QVERIFY(names.groups[g].spellings[s - 1].games
                        >= names.groups[g].spellings[s].games);
        }
        QCOMPARE(n, spellings.size());
    }

    void find_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("groups"); // by their names, most games first
        QTest::newRow("surname: three sisters") << "Polgar"
                                                << "Polgar,Ju|Polgar, Zsuzsa|Polgar, Sofia";
        QTest::newRow("full name") << "Polgar, Judit"
                                   << "Polgar,Ju";
        QTest::newRow("first last, case") << "judit polgar"
                                          << "Polgar,Ju";
        QTest::newRow("accents") << "Ftáčnik, Ľubomír"
                                 << "Ftacnik, Lubomir";
        QTest::newRow("initial") << "Polgar, S"
                                 << "Polgar, Sofia";
        QTest::newRow("not a surname: substring") << "Carls"
                                                  << "Carlsen,M|Carlsen,H";
        QTest::newRow("nobody") << "Nobody"
                                << "";
        // A name with more words than a spelling is not that spelling's player.
        QTest::newRow("extra given name") << "Carlsen, Magnus Oyvind"
                                          << "";
        QTest::newRow("a longer name's initial") << "Geller, Efim Petrovich"
                                                 << "Geller, Efim P";
        QTest::newRow("a shorter name abbreviates") << "Geller, Efim"
                                                    << "Geller, Efim P";
    }
    void find()
    {
        QFETCH(QString, name);
        QFETCH(QString, groups);
        const db::PlayerNames names = db::groupNames(fixtureSpellings());
        std::vector<std::string> got;
        for (std::size_t g : names.find(name.toStdString())) got.push_back(names.groups[g].name());
        QCOMPARE(got, parts(groups));
    }

    // Typed names against a few spellings (ids 1, 2, ... in order): find's groups and the ids
    // idsFor gives a filter. Words added to a name make another name, never a spelling of the
    // shorter one ("Nobody at all" was read as the player "Nobody": "Nobody, at all").
    void typedNames_data()
    {
        QTest::addColumn<QString>("spellings"); // '|' between
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("groups"); // by their names, most games first
        QTest::addColumn<QString>("ids");    // idsFor, '|' between
        QTest::newRow("nobody at all") << "Nobody|Passant"
                                       << "Nobody at all"
                                       << ""
                                       << "";
        QTest::newRow("nobody") << "Nobody|Passant"
                                << "nobody"
                                << "Nobody"
                                << "1";
        QTest::newRow("a surname and more") << "Carlsen"
                                            << "Carlsen Magnus Oyvind"
                                            << ""
                                            << "";
        QTest::newRow("a given name more") << "Polgar, Judit|Polgar,Ju"
                                           << "Polgar, Judit Anna"
                                           << ""
                                           << "";
        QTest::newRow("likely: a given name more") << "Polgar, Judit|Polgar, Josef|Polgar,J"
                                                   << "Polgar, J Anna"
                                                   << ""
                                                   << "";
        QTest::newRow("initials, word for word") << "Carlsen,M"
                                                 << "Magnus Carlsen"
                                                 << "Carlsen,M"
                                                 << "1";
        QTest::newRow("first last, two initials") << "Geller,E P"
                                                  << "Efim Petrovich Geller"
                                                  << "Geller,E P"
                                                  << "1";
        QTest::newRow("likely, word for word") << "Polgar, Judit|Polgar, Josef|Polgar,J"
                                               << "Polgar, Jo"
                                               << "Polgar, Josef"
                                               << "2|3";
    }
    void typedNames()
    {
        QFETCH(QString, spellings);
        QFETCH(QString, name);
        QFETCH(QString, groups);
        QFETCH(QString, ids);
        std::vector<db::NameSpelling> list;
        for (const std::string& text : parts(spellings)) {
            db::NameSpelling s;
            s.text = text;
            s.id = std::uint32_t(list.size() + 1);
            s.games = std::uint32_t(100 - list.size()); // the order given
            list.push_back(s);
        }
        const db::PlayerNames names = db::groupNames(list);
        std::vector<std::string> got;
        for (std::size_t g : names.find(name.toStdString())) got.push_back(names.groups[g].name());
        QCOMPARE(got, parts(groups));
        std::vector<std::string> gotIds;
        for (std::uint32_t id : names.idsFor(name.toStdString()))
            gotIds.push_back(std::to_string(id));
        QCOMPARE(gotIds, parts(ids));
    }

    void renamedText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // empty: nothing to rename
        QTest::newRow("white") << "[White \"Polgar,Ju\"]\n[Black \"X\"]\n\n1. e4 *"
                               << "[White \"Polgar, Judit\"]\n[Black \"X\"]\n\n1. e4 *";
        QTest::newRow("both, crlf")
            << "[White \"Polgar,Ju\"]\r\n[Black \"Polgar,Ju\"]\r\n\r\n*"
            << "[White \"Polgar, Judit\"]\r\n[Black \"Polgar, Judit\"]\r\n\r\n*";
        QTest::newRow("spaces kept") << "[ White  \"Polgar,Ju\" ]\n*"
                                     << "[ White  \"Polgar, Judit\" ]\n*";
        QTest::newRow("other tags untouched") << "[Annotator \"Polgar,Ju\"]\n*"
                                              << "";
        QTest::newRow("movetext untouched") << "[White \"A\"]\n\n1. e4 {[White \"Polgar,Ju\"]} *"
                                            << "";
        QTest::newRow("prefix is not the name") << "[White \"Polgar,Jud\"]\n*"
                                                << "";
    }
    void renamedText()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto got = db::renamedGameText(text.toStdString(), "Polgar,Ju", "Polgar, Judit");
        QCOMPARE(got.has_value(), !expected.isEmpty());
        if (got) QCOMPARE(QString::fromStdString(*got), expected);
    }

    // db rename: only those tags change; every other byte of the file (CRLF line ends, a
    // blank line before the first game, a comment naming the player) is kept, and the index
    // follows.
    void renameInFile()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("games.pgn")).toStdString();
        const std::string head = "\r\n";
        const std::string g1 = game("Polgar,Ju", "Polgar, Zsuzsa", "1-0", "1. e4 e5", "\r\n");
        const std::string g2 =
            game("Carlsen,M", "Polgar,Ju", "0-1", "1. d4 {Polgar,Ju} d5", "\r\n");
        const std::string g3 = game("Polgar, Judit", "Polgar,Z", "1/2-1/2", "1. c4", "\r\n");
        std::ofstream(path, std::ios::binary) << head << g1 << g2 << g3;
        auto opened = db::Database::open(path, db::OpenOptions{});
        QVERIFY(opened);
        db::Database& db = **opened;
        auto edits = db::renameEdits(db, "Polgar,Ju", "Polgar, Judit");
        QVERIFY(edits);
        QCOMPARE(edits->replaced.size(), std::size_t(2));
        QVERIFY(db::saveEdits(db, *edits));
        auto expect = [](std::string text) {
            for (const std::string tag : {"[White \"", "[Black \""}) {
                const std::size_t at = text.find(tag + "Polgar,Ju\"");
                if (at != std::string::npos) text.replace(at + tag.size(), 9, "Polgar, Judit");
            }
            return text;
        };
        QCOMPARE(readFile(path), head + expect(g1) + expect(g2) + g3);
        QCOMPARE(db.size(), std::size_t(3));
        QCOMPARE(db.string(db.game(1).black), std::string_view("Polgar, Judit"));
        // The group now has one spelling; an unknown spelling is an error, the file untouched.
        const db::PlayerNames names = db::playerNames(db);
        QCOMPARE(names.groups[names.find("Polgar, Judit")[0]].spellings.size(), std::size_t(1));
        const std::string before = readFile(path);
        QVERIFY(!db::renameEdits(db, "Nobody", "Somebody"));
        QVERIFY(!db::renameEdits(db, "Carlsen,M", ""));
        QCOMPARE(readFile(path), before);
    }

    // A Latin-1 file: the new name is written in Latin-1, the other games byte for byte.
    void renameLatin1()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("latin1.pgn")).toStdString();
        const std::string g1 = game("Hubner,R", "Ftacnik,L", "1-0", "1. e4 {\xe9t\xe9} e5");
        const std::string g2 = game("Andersson, Ulf", "Gr\xfcnfeld, Ernst", "*", "1. d4");
        std::ofstream(path, std::ios::binary) << g1 << g2;
        auto opened = db::Database::open(path, db::OpenOptions{});
        QVERIFY(opened);
        auto edits = db::renameEdits(**opened, "Hubner,R",
                                     "H\xc3\xbc"
                                     "bner, Robert");
        QVERIFY(edits);
        QVERIFY(db::saveEdits(**opened, *edits));
        std::string expected = g1;
        expected.replace(expected.find("Hubner,R"), 8,
                         "H\xfc"
                         "bner, Robert");
        QCOMPARE(readFile(path), expected + g2);
    }

    // The report and the filter see a player, not a string.
    void reportAndFilter()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("games.pgn")).toStdString();
        std::ofstream(path, std::ios::binary)
            << game("Polgar,Ju", "Carlsen,M", "1-0", "1. e4")
            << game("Carlsen,Magnus", "Polgar, Judit", "1-0", "1. e4")
            << game("Polgar, Zsuzsa", "Carlsen,M", "0-1", "1. e4")
            << game("Polgar, Sofia", "Polgar,Z", "1/2-1/2", "1. e4");
        auto opened = db::Database::open(path, db::OpenOptions{});
        QVERIFY(opened);
        const db::Database& db = **opened;
        const db::PlayerReport judit = db::playerReport(db, "Polgar, Judit");
        QCOMPARE(judit.total.games, 2u);
        QCOMPARE(judit.total.wins, 1u);
        QCOMPARE(judit.names.size(), std::size_t(2));
        const db::PlayerReport sisters = db::playerReport(db, "Polgar");
        QVERIFY(sisters.names.empty());
        QCOMPARE(sisters.candidates.size(), std::size_t(3));
        QCOMPARE(db::playerReport(db, "Carlsen").total.games, 3u);
        QCOMPARE(db::playerReport(db, "polgar,z").total.games, 2u);

        db::HeaderFilter f;
        f.player = "Polgar, Zsuzsa";
        QCOMPARE(db.filter(f), (std::vector<db::GameId>{2, 3}));
        f.player = "Polgar";
        QCOMPARE(db.filter(f).size(), std::size_t(4));
        f.player = "Carlsen, Magnus";
        f.side = db::PlayerSide::Black;
        QCOMPARE(db.filter(f), (std::vector<db::GameId>{0, 2}));
    }
};

QTEST_GUILESS_MAIN(PlayerNamesTest)
#include "playernames_test.moc"
