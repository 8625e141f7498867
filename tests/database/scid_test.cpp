// SPDX-License-Identifier: GPL-3.0-or-later
// core/scid and SCID bases as databases: a base SCID 4.7 made from two PGN files
// (tests/data/database/scid_sample.*, see scid_sample.tcl) read back game by game against those
// files (tags, moves, variations, NAGs, comments, through Kibitz's own PGN reader), position
// searches counted on both, read-only saving, the cache, and damaged files reported with the
// file and the offset.

#include "chess/fen.h"
#include "chess/notation.h"
#include "database/database.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/writer.h"
#include "scid/scidbase.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>

using namespace kibitz;

namespace {

const std::string Data = std::string(KIBITZ_TEST_DATA) + "/database/";
const std::string Base = Data + "scid_sample";
const std::string SourceUtf8 = Data + "scid_sample.pgn";
const std::string SourceLatin1 = Data + "scid_sample_latin1.pgn";

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

// The games SCID imported, in its order: the UTF-8 file's, then the Latin-1 file's.
std::vector<pgn::Game> sourceGames()
{
    std::vector<pgn::Game> games = pgn::readGames(readAll(SourceUtf8));
    for (pgn::Game& g : pgn::readGames(pgn::latin1ToUtf8(readAll(SourceLatin1))))
        games.push_back(std::move(g));
    return games;
}

std::map<std::string, std::string> tagMap(const pgn::Game& game)
{
    std::map<std::string, std::string> tags;
    for (const pgn::Tag& t : game.headers().tags()) tags[t.name] = t.value;
    return tags;
}

// The movetext on one line, every run of blanks one space: SCID keeps a comment's words and
// not its line breaks.
std::string movetext(const pgn::Game& game)
{
    pgn::WriteOptions options;
    options.lineLength = 0;
    const std::string text = pgn::writeMovetext(game, options);
    std::string out;
    for (char c : text) {
        const bool blank = c == ' ' || c == '\n' || c == '\r' || c == '\t';
        if (blank && (out.empty() || out.back() == ' ')) continue;
        out += blank ? ' ' : c;
    }
    return out;
}

chess::Position after(std::string_view sans, chess::Position pos = {})
{
    std::size_t i = 0;
    while (i < sans.size()) {
        const std::size_t j = std::min(sans.find(' ', i), sans.size());
        auto m = chess::parseSan(pos, sans.substr(i, j - i));
        if (!m) qFatal("bad test move %s", std::string(sans.substr(i, j - i)).c_str());
        pos.play(*m);
        i = j + 1;
    }
    return pos;
}

// Copies of the sample base's three files in dir, to damage.
std::string copyBase(const QTemporaryDir& dir)
{
    const std::string stem = dir.path().toStdString() + "/copy";
    for (const char* ext : {".si4", ".sn4", ".sg4"})
        std::filesystem::copy_file(Base + ext, stem + ext,
                                   std::filesystem::copy_options::overwrite_existing);
    return stem;
}

} // namespace

class ScidTest : public QObject {
    Q_OBJECT

private slots:
    void values_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("date full") << "date" << ((1972 << 9) | (7 << 5) | 11) << "1972.07.11";
        QTest::newRow("date no day") << "date" << ((2001 << 9) | (3 << 5)) << "2001.03.??";
        QTest::newRow("date year only") << "date" << (1910 << 9) << "1910.??.??";
        QTest::newRow("date unknown") << "date" << 0 << "????.??.??";
        QTest::newRow("eco none") << "eco" << 0 << "";
        QTest::newRow("eco A00") << "eco" << 1 << "A00";
        QTest::newRow("eco B90") << "eco" << (190 * 131 + 1) << "B90";
        QTest::newRow("eco B90a") << "eco" << (190 * 131 + 2) << "B90a";
        QTest::newRow("eco B90a2") << "eco" << (190 * 131 + 4) << "B90a2";
        QTest::newRow("eco E99z4") << "eco" << (499 * 131 + 131) << "E99z4";
        QTest::newRow("rating 0") << "rating" << 0 << "Elo";
        QTest::newRow("rating DWZ") << "rating" << 5 << "DWZ";
        QTest::newRow("rating unknown") << "rating" << 7 << "Elo";
    }
    void values()
    {
        QFETCH(QString, kind);
        QFETCH(int, value);
        QFETCH(QString, text);
        std::string got;
        if (kind == "date") got = scid::dateText(std::uint32_t(value));
        if (kind == "eco") got = scid::ecoText(std::uint16_t(value));
        if (kind == "rating") got = std::string(scid::ratingTypeName(value));
        QCOMPARE(QString::fromStdString(got), text);
    }

    void paths_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("scid");
        QTest::newRow("si4") << "a/b.si4" << true;
        QTest::newRow("SG4") << "B.SG4" << true;
        QTest::newRow("sn4") << "x.sn4" << true;
        QTest::newRow("pgn") << "x.pgn" << false;
        QTest::newRow("si5") << "x.si5" << false;
        QTest::newRow("short") << "si4" << false;
    }
    void paths()
    {
        QFETCH(QString, path);
        QFETCH(bool, scid);
        QCOMPARE(scid::isScidPath(path.toStdString()), scid);
    }

    void openBase()
    {
        for (const char* ext : {".si4", ".sn4", ".sg4", ""}) {
            auto base = scid::Base::open(Base + ext);
            QVERIFY2(base, base ? "" : base.error().toString().c_str());
            QCOMPARE(base->size(), std::size_t(11));
            QCOMPARE(base->version(), 400);
            QCOMPARE(base->gamePath(), Base + ".sg4");
        }
        auto base = scid::Base::open(Base + ".si4");
        // Names SCID 4.7 stored as UTF-8, from both the UTF-8 and the Latin-1 file.
        std::set<std::string> players;
        for (std::uint32_t i = 0; i < base->nameCount(scid::NameKind::Player); ++i)
            players.insert(std::string(base->name(scid::NameKind::Player, i)));
        QVERIFY(players.count("Müller, Jürgen"));
        QVERIFY(players.count("Смыслов, Василий"));
        QVERIFY(players.count("Gaßmann, Björn"));
        QVERIFY(players.count("Ødegaard, Åse"));
        QCOMPARE(base->entry(0).plies, std::uint16_t(21));
        QVERIFY(base->entry(1).flags & scid::Entry::CustomStart);
    }

    // Every game as SCID holds it equals the game of the PGN file it came from: the tags
    // and the whole movetext (moves, variations, NAGs, comments), read by Kibitz's reader.
    void gamesEqualSource_data()
    {
        QTest::addColumn<int>("game");
        const char* names[] = {
            "annotated",     "study", "custom start black", "castling ep promo", "underpromotions",
            "utf-8 names",   "empty", "queen and null",     "variation edges",   "latin-1 game 1",
            "latin-1 game 2"};
        for (int g = 0; g < 11; ++g) QTest::newRow(names[g]) << g;
    }
    void gamesEqualSource()
    {
        QFETCH(int, game);
        static const std::vector<pgn::Game> source = sourceGames();
        QCOMPARE(source.size(), std::size_t(11));
        const pgn::Game& expected = source[std::size_t(game)];

        auto base = scid::Base::open(Base + ".si4");
        QVERIFY(base);
        auto decoded = base->game(std::uint32_t(game));
        QVERIFY2(decoded, decoded ? "" : decoded.error().toString().c_str());
        QCOMPARE(tagMap(*decoded), tagMap(expected));
        QCOMPARE(decoded->mainlineMoves(), expected.mainlineMoves());
        QCOMPARE(movetext(*decoded), movetext(expected));

        // The same through the database, as the GUI and kibitz-cli get it: PGN text.
        auto db = db::Database::open(Base + ".si4", db::OpenOptions{});
        QVERIFY2(db, db ? "" : db.error().toString().c_str());
        auto text = (*db)->gameText(db::GameId(game));
        QVERIFY2(text, text ? "" : text.error().toString().c_str());
        std::vector<pgn::PgnError> errors;
        const std::vector<pgn::Game> read = pgn::readGames(*text, &errors);
        QVERIFY(errors.empty());
        QCOMPARE(read.size(), std::size_t(1));
        QCOMPARE(tagMap(read[0]), tagMap(expected));
        QCOMPARE(movetext(read[0]), movetext(expected));
        // The list's columns come from the same tags.
        const db::GameEntry& entry = (*db)->game(db::GameId(game));
        QCOMPARE(std::string((*db)->string(entry.white)), expected.headers().value("White"));
        QCOMPARE(int(entry.plies), int(expected.mainlineMoves().size()));
        QCOMPARE(entry.flags & db::GameEntry::HasErrors, 0);
    }

    // Every position any source game reaches is found in as many games of the SCID base as
    // of the PGN files (whose two databases together hold the same games).
    void positionCounts()
    {
        auto scidDb = db::Database::open(Base + ".si4", db::OpenOptions{});
        auto utf8Db = db::Database::open(SourceUtf8, db::OpenOptions{});
        auto latin1Db = db::Database::open(SourceLatin1, db::OpenOptions{});
        QVERIFY(scidDb && utf8Db && latin1Db);
        QCOMPARE((*scidDb)->size(), (*utf8Db)->size() + (*latin1Db)->size());
        QCOMPARE((*scidDb)->stats().plies, (*utf8Db)->stats().plies + (*latin1Db)->stats().plies);
        std::vector<chess::Position> positions;
        for (const pgn::Game& g : sourceGames()) {
            positions.push_back(g.startPosition());
            for (const pgn::Node* n : g.mainline()) positions.push_back(n->position());
        }
        positions.push_back(after("a4 h5 a5 h4")); // reached by no game
        QVERIFY(positions.size() > 150);
        int nonEmpty = 0;
        for (const chess::Position& pos : positions) {
            const std::size_t n = (*scidDb)->searchPosition(pos).size();
            QCOMPARE(n, (*utf8Db)->searchPosition(pos).size()
                            + (*latin1Db)->searchPosition(pos).size());
            nonEmpty += n > 0;
        }
        QCOMPARE(nonEmpty, int(positions.size()) - 1);
        // The opening tree of the start position: the same moves and counts.
        const auto tree = (*scidDb)->tree(chess::Position());
        const auto treeUtf8 = (*utf8Db)->tree(chess::Position());
        const auto treeLatin1 = (*latin1Db)->tree(chess::Position());
        std::map<std::uint16_t, std::uint32_t> expected, got;
        for (const auto* t : {&treeUtf8, &treeLatin1})
            for (const db::TreeMove& m : *t) expected[m.move.raw()] += m.games;
        for (const db::TreeMove& m : tree) got[m.move.raw()] += m.games;
        QCOMPARE(got, expected);
        auto pattern = db::MaterialPattern::parse("KRvKN");
        QVERIFY(pattern);
        QCOMPARE((*scidDb)->searchMaterial(*pattern).size(),
                 (*utf8Db)->searchMaterial(*pattern).size()
                     + (*latin1Db)->searchMaterial(*pattern).size());
    }

    void readOnly()
    {
        QTemporaryDir dir;
        const std::string stem = copyBase(dir);
        auto db = db::Database::open(stem + ".si4", db::OpenOptions{});
        QVERIFY(db);
        QVERIFY(!(*db)->readOnlyReason().empty());
        const std::string before = readAll(stem + ".sg4") + readAll(stem + ".si4");
        db::Edits edits;
        edits.deleted.push_back(0);
        auto saved = db::saveEdits(**db, edits);
        QVERIFY(!saved);
        QVERIFY(saved.error().toString().find("read-only") != std::string::npos);
        QCOMPARE(readAll(stem + ".sg4") + readAll(stem + ".si4"), before);
        auto pgnDb = db::Database::open(SourceUtf8, db::OpenOptions{});
        QVERIFY(pgnDb && (*pgnDb)->readOnlyReason().empty());
    }

    // The index is cached as a PGN file's is, and rebuilt when any of the three files changes.
    void cache()
    {
        QTemporaryDir dir;
        const std::string stem = copyBase(dir);
        db::OpenOptions options;
        options.cacheDir = dir.path().toStdString() + "/cache";
        std::filesystem::create_directories(options.cacheDir);
        auto first = db::Database::open(stem + ".si4", options);
        QVERIFY(first && !(*first)->stats().reused);
        const auto count = (*first)->searchPosition(after("e4")).size();
        auto second = db::Database::open(stem + ".si4", options);
        QVERIFY(second && (*second)->stats().reused);
        QCOMPARE((*second)->size(), std::size_t(11));
        QCOMPARE((*second)->searchPosition(after("e4")).size(), count);
        QVERIFY((*second)->gameText(3));
        // A game added by SCID appends to the game file: the index no longer holds.
        std::ofstream(stem + ".sg4", std::ios::binary | std::ios::app) << std::string(7, '\0');
        auto third = db::Database::open(stem + ".si4", options);
        QVERIFY(third && !(*third)->stats().reused);
    }

    // Damaged files: the error names the file and the offset (and the game where there is
    // one); a damaged game record leaves the base open with that game flagged.
    void damagedFiles_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("words");
        QTest::newRow("index truncated") << "truncate .si4 -20"
                                         << "copy.si4"
                                         << "truncated";
        QTest::newRow("index header cut") << "truncate .si4 100"
                                          << "copy.si4"
                                          << "truncated";
        QTest::newRow("index magic") << "poke .si4 0"
                                     << "copy.si4"
                                     << "not a SCID index";
        QTest::newRow("index version") << "poke .si4 8"
                                       << "copy.si4"
                                       << "version";
        QTest::newRow("names missing") << "remove .sn4"
                                       << "copy.sn4"
                                       << "cannot read";
        QTest::newRow("names truncated") << "truncate .sn4 120"
                                         << "copy.sn4"
                                         << "truncated";
        QTest::newRow("names magic") << "poke .sn4 2"
                                     << "copy.sn4"
                                     << "not a SCID name base";
        QTest::newRow("games missing") << "remove .sg4"
                                       << "copy.sg4"
                                       << "cannot open";
        QTest::newRow("games truncated") << "truncate .sg4 400"
                                         << "copy.sg4"
                                         << "truncated";
    }
    void damagedFiles()
    {
        QFETCH(QString, damage);
        QFETCH(QString, file);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const std::string stem = copyBase(dir);
        const QStringList parts = damage.split(' ');
        const std::string target = stem + parts[1].toStdString();
        std::string bytes = readAll(target);
        if (parts[0] == "truncate") {
            const int n = parts[2].toInt();
            bytes.resize(n < 0 ? bytes.size() - std::size_t(-n) : std::size_t(n));
            writeAll(target, bytes);
        } else if (parts[0] == "poke") {
            bytes[std::size_t(parts[2].toInt())] = char(0x7F);
            writeAll(target, bytes);
        } else {
            std::filesystem::remove(target);
        }
        auto db = db::Database::open(stem + ".si4", db::OpenOptions{});
        QVERIFY(!db);
        const QString message = QString::fromStdString(db.error().toString());
        QVERIFY2(message.contains(file), qPrintable(message));
        QVERIFY2(message.contains(words), qPrintable(message));
        QVERIFY2(message.contains("offset"), qPrintable(message));
    }

    // A game record that does not decode: the base opens, the game is listed with the index's
    // tags and flagged, and reading it names the game file, the game and the offset.
    void damagedGame_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("words");
        // The first move byte of game 4 (which has no tags of its own in the record: a 0 ends
        // them, a flag byte says "standard start", then the moves).
        QTest::newRow("rook onto its own knight") << 0x11 << "illegal move a1b1";
        QTest::newRow("variation end in the main line") << 14 << "end of a variation";
        QTest::newRow("variation before any move") << 13 << "variation before any move";
    }
    void damagedGame()
    {
        QFETCH(int, value);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const std::string stem = copyBase(dir);
        std::uint64_t at = 0;
        {
            auto base = scid::Base::open(stem + ".si4");
            QVERIFY(base);
            auto record = base->record(3);
            QVERIFY(record && record->size() > 3);
            QCOMPARE(int((*record)[0]), 0);     // no tags of its own
            QCOMPARE(int((*record)[1]) & 1, 0); // the standard start (bit 1: promotions)
            at = base->entry(3).offset + 2;
        }
        std::string bytes = readAll(stem + ".sg4");
        bytes[at] = char(value);
        writeAll(stem + ".sg4", bytes);

        auto db = db::Database::open(stem + ".si4", db::OpenOptions{});
        QVERIFY2(db, db ? "" : db.error().toString().c_str());
        QCOMPARE((*db)->size(), std::size_t(11));
        QCOMPARE((*db)->stats().gamesWithErrors, 1u);
        const db::GameEntry& entry = (*db)->game(3);
        QVERIFY(entry.flags & db::GameEntry::HasErrors);
        QCOMPARE(std::string((*db)->string(entry.white)), std::string("Promoter"));
        QCOMPARE(entry.plies, std::uint16_t(0));
        auto text = (*db)->gameText(3);
        QVERIFY(!text);
        const QString message = QString::fromStdString(text.error().toString());
        QVERIFY2(message.contains("copy.sg4") && message.contains("game 4")
                     && message.contains("offset " + QString::number(at))
                     && message.contains(words),
                 qPrintable(message));
        auto problems = db::listProblems(**db);
        QVERIFY(problems);
        QCOMPARE(problems->size(), std::size_t(1));
        QCOMPARE(problems->front().game, db::GameId(3));
        QVERIFY(QString::fromStdString(problems->front().message).contains(words));
        // The other games read as before.
        QVERIFY((*db)->gameText(4));
    }

    // Random damage to any of the three files (a few bytes changed, the same seed every run):
    // the base either opens or is refused with the file and offset named, and every game
    // either decodes or says where it is damaged. Never a crash, never a hang.
    void randomDamage()
    {
        QTemporaryDir dir;
        const std::string stem = copyBase(dir);
        const std::string originals[3] = {readAll(Base + ".si4"), readAll(Base + ".sn4"),
                                          readAll(Base + ".sg4")};
        const char* exts[3] = {".si4", ".sn4", ".sg4"};
        std::mt19937 random(32);
        int opened = 0, games = 0, damagedGames = 0;
        for (int round = 0; round < 1200; ++round) {
            const int file = round % 4 == 0 ? 0 : round % 4 == 1 ? 1 : 2; // the game file most
            std::string bytes = originals[file];
            const int changes = 1 + int(random() % 3);
            for (int i = 0; i < changes; ++i)
                bytes[random() % bytes.size()] = char(random() & 0xFF);
            writeAll(stem + exts[file], bytes);
            auto base = scid::Base::open(stem + ".si4");
            if (!base) {
                QVERIFY2(base.error().toString().find("offset") != std::string::npos,
                         base.error().toString().c_str());
            } else {
                ++opened;
                for (std::uint32_t g = 0; g < base->size(); ++g) {
                    auto game = base->game(g);
                    ++games;
                    if (!game) {
                        ++damagedGames;
                        const std::string message = game.error().toString();
                        QVERIFY2(message.find("game " + std::to_string(g + 1)) != std::string::npos
                                     && message.find("offset") != std::string::npos,
                                 message.c_str());
                    }
                }
            }
            writeAll(stem + exts[file], originals[file]);
        }
        // Both outcomes were seen, so the damage reached the decoder.
        QVERIFY(opened > 400);
        QVERIFY(damagedGames > 40);
        QVERIFY(games > damagedGames);
    }
};

QTEST_GUILESS_MAIN(ScidTest)
#include "scid_test.moc"
