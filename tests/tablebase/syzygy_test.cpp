// SPDX-License-Identifier: GPL-3.0-or-later
// Syzygy probing (through Fathom): agreement with python-chess's endgame.epd and with a fixture
// of positions valued by an independent prober (en passant among them), root move ranking on
// hand-checked positions, broken files reported as errors, and what the tables do not cover.

#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "tablebase/syzygy.h"
#include "tablebase/syzygy_material.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <random>
#include <thread>

using namespace kibitz;
using namespace kibitz::chess;

namespace {

const std::string Tables = KIBITZ_SYZYGY_DIR;
const QString EndgameEpd = QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/endgame.epd");
const QString CrossCheckEpd = QStringLiteral(KIBITZ_TEST_DATA "/tablebase/crosscheck.epd");

struct Row {
    std::string line;
    Position position;
    int wdl = 0;
    int dtz = 0;
};

// Reads "EPD wdl N; dtz N;" lines (other operations ignored, '#' lines skipped).
std::vector<Row> readRows(const QString& path)
{
    std::vector<Row> rows;
    std::ifstream in(path.toStdString());
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto epd = parseEpd(line);
        if (!epd) qFatal("bad EPD line in %s: %s", qPrintable(path), line.c_str());
        const auto wdl = epd->operand("wdl"), dtz = epd->operand("dtz");
        if (!wdl || !dtz) qFatal("EPD line without wdl/dtz: %s", line.c_str());
        rows.push_back({line, epd->position, std::stoi(*wdl), std::stoi(*dtz)});
    }
    return rows;
}

Position fromFen(const char* fen)
{
    auto pos = positionFromFen(fen);
    if (!pos) qFatal("bad FEN in test: %s", fen);
    return *pos;
}

std::string uci(const Position& pos, Move m)
{
    return toUci(pos, m);
}

const tb::MoveValue* findMove(const Position& pos, const tb::RootValue& root, const std::string& u)
{
    for (const auto& mv : root.moves)
        if (uci(pos, mv.move) == u) return &mv;
    return nullptr;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeFile(const QString& path, const std::string& bytes)
{
    std::ofstream out(path.toStdString(), std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

} // namespace

class SyzygyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void agreesWithReference_data();
    void agreesWithReference();
    void rootRanking_data();
    void rootRanking();
    void rootAgreesWithPosition();
    void brokenFiles_data();
    void brokenFiles();
    void damagedHeadersAreRefused_data();
    void damagedHeadersAreRefused();
    void unavailable_data();
    void unavailable();
    void missingTableIsNamed();
    void tableNames_data();
    void tableNames();
    void missingTablesAreListed();
    void tablesOneLevelDown();
    void severalFolders();
    void concurrentLazyOpening();
    void setsTakeTurns();
    void staleLinkFoldersRemoved();
    void wdlWords_data();
    void wdlWords();
    void fiftyMoveClock_data();
    void fiftyMoveClock();

private:
    tb::Tablebase m_tables;
};

void SyzygyTest::initTestCase()
{
    const auto scan = m_tables.setPaths({Tables});
    QCOMPARE(scan.wdlFiles, 35);
    QCOMPARE(scan.dtzFiles, 35);
    QCOMPARE(scan.maxPieces, 4);
    QVERIFY(scan.problems.empty());
}

// Every position of the reference files the bundled tables cover: WDL and DTZ exactly.
void SyzygyTest::agreesWithReference_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("python-chess endgame.epd") << EndgameEpd;
    QTest::newRow("cross-check fixture (en passant, pawns)") << CrossCheckEpd;
}

void SyzygyTest::agreesWithReference()
{
    QFETCH(QString, path);
    if (!QFile::exists(path)) QSKIP(qPrintable(QStringLiteral("data missing: ") + path));
    int checked = 0, enPassant = 0;
    for (const Row& row : readRows(path)) {
        if (popCount(row.position.occupied()) > m_tables.maxPieces()) continue;
        const auto wdl = m_tables.probeWdl(row.position);
        const auto dtz = m_tables.probeDtz(row.position);
        if (!wdl)
            QFAIL(qPrintable(QString::fromStdString(row.line + " -> " + wdl.error().toString())));
        if (!dtz)
            QFAIL(qPrintable(QString::fromStdString(row.line + " -> " + dtz.error().toString())));
        if (int(*wdl) != row.wdl || *dtz != row.dtz)
            QFAIL(
                qPrintable(QString::fromStdString(row.line + " -> wdl " + std::to_string(int(*wdl))
                                                  + "; dtz " + std::to_string(*dtz) + ";")));
        ++checked;
        enPassant += row.position.epSquare() != Square::None;
    }
    qInfo("%d positions checked for WDL and DTZ (%d with an en passant square)", checked,
          enPassant);
    QVERIFY2(checked > 0, "no covered position in the reference file");
}

// Hand-checked positions. `best` lists acceptable first moves; `draws` and `losses` are moves
// that must have that outcome.
void SyzygyTest::rootRanking_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("wdl");
    QTest::addColumn<QStringList>("best");
    QTest::addColumn<QStringList>("draws");
    QTest::addColumn<QStringList>("losses");
    // Ka8 in the corner, Kb6 guards a7/b7: five queen mates; Qe5, Qg3 and Qc7 stalemate.
    QTest::newRow("KQvK: mates first, stalemates last")
        << "k7/6Q1/1K6/8/8/8/8/8 w - - 0 1" << 2
        << QStringList{"g7f8", "g7h8", "g7a7", "g7b7", "g7g8"}
        << QStringList{"g7e5", "g7g3", "g7c7"} << QStringList{};
    // Rh8 is the only mate; every other move still wins, more slowly.
    QTest::newRow("KRvK: the mate first") << "k7/8/1K6/8/8/8/8/7R w - - 0 1" << 2
                                          << QStringList{"h1h8"} << QStringList{} << QStringList{};
    // King in front of its pawn on the sixth: Kd6 and Kf6 keep the opposition and win,
    // Kd5 and Kf5 let Black take it with Ke7 and draw.
    QTest::newRow("KPvK: opposition")
        << "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1" << 2 << QStringList{"e6d6", "e6f6"}
        << QStringList{"e6d5", "e6f5"} << QStringList{};
    // The defending king: both moves lose; the longer resistance comes first.
    QTest::newRow("KQvK defending: slowest loss first")
        << "8/8/8/8/8/1k6/8/K1Q5 b - - 0 1" << -2 << QStringList{"b3b4"} << QStringList{}
        << QStringList{"b3b4", "b3a4"};
    // Queen moves next to the black king, out of reach of its own king, lose the queen.
    QTest::newRow("KQvK: hanging the queen draws")
        << "8/8/8/8/8/2k5/8/K2Q4 w - - 0 1" << 2 << QStringList{}
        << QStringList{"d1c2", "d1b3", "d1d2", "d1d3", "d1d4"} << QStringList{};
}

void SyzygyTest::rootRanking()
{
    QFETCH(QString, fen);
    QFETCH(int, wdl);
    QFETCH(QStringList, best);
    QFETCH(QStringList, draws);
    QFETCH(QStringList, losses);
    const Position pos = fromFen(fen.toUtf8().constData());
    const auto root = m_tables.probeRoot(pos);
    QVERIFY2(root, root ? "" : root.error().toString().c_str());
    QCOMPARE(int(root->wdl), wdl);
    QCOMPARE(int(root->moves.size()), countLegalMoves(pos));
    const auto& first = root->moves.front();
    QCOMPARE(int(first.wdl), wdl);
    if (!best.isEmpty())
        QVERIFY2(best.contains(QString::fromStdString(uci(pos, first.move))),
                 ("first move " + uci(pos, first.move)).c_str());
    for (const QString& m : draws) {
        const auto* mv = findMove(pos, *root, m.toStdString());
        QVERIFY2(mv, qPrintable(m));
        QCOMPARE(int(mv->wdl), 0);
        QCOMPARE(mv->dtz, 0);
    }
    for (const QString& m : losses) {
        const auto* mv = findMove(pos, *root, m.toStdString());
        QVERIFY2(mv, qPrintable(m));
        QCOMPARE(int(mv->wdl), -2);
        QVERIFY(mv->dtz < 0);
    }
    // The order a user expects: by outcome, wins fastest first, losses slowest first.
    for (std::size_t i = 1; i < root->moves.size(); ++i) {
        const auto& a = root->moves[i - 1];
        const auto& b = root->moves[i];
        QVERIFY(a.wdl >= b.wdl);
        if (a.wdl == b.wdl && a.wdl != tb::Wdl::Draw) QVERIFY(a.dtz <= b.dtz);
    }
    // A mate is DTZ 1 and marked.
    for (const auto& mv : root->moves)
        if (mv.mate) QCOMPARE(mv.dtz, 1);
}

// The best root move has the position's WDL, and its DTZ (up to the files' one-ply
// rounding); the root value is the position's WDL and DTZ.
void SyzygyTest::rootAgreesWithPosition()
{
    if (!QFile::exists(EndgameEpd)) QSKIP("shared data missing");
    int checked = 0;
    for (const Row& row : readRows(EndgameEpd)) {
        const auto root = m_tables.probeRoot(row.position);
        QVERIFY(root);
        QCOMPARE(int(root->wdl), row.wdl);
        QCOMPARE(root->dtz, row.dtz);
        if (root->moves.empty()) continue;
        QCOMPARE(root->moves.front().wdl, root->wdl);
        QVERIFY2(std::abs(root->moves.front().dtz - root->dtz) <= 1, row.line.c_str());
        ++checked;
    }
    QVERIFY(checked > 0);
}

// Broken copies of KQvK.rtbw/.rtbz in a temporary folder: each probe is an error naming the
// file, never a crash or a made-up value.
void SyzygyTest::brokenFiles_data()
{
    QTest::addColumn<QString>("which"); // rtbw or rtbz
    QTest::addColumn<QString>("damage");
    for (const char* ext : {"rtbw", "rtbz"})
        for (const char* damage : {"empty", "truncated", "halved", "bad magic", "other magic",
                                   "garbage", "header only", "bad layout"})
            QTest::newRow((std::string(ext) + ": " + damage).c_str()) << ext << damage;
}

void SyzygyTest::brokenFiles()
{
    QFETCH(QString, which);
    QFETCH(QString, damage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string wdl = readFile(Tables + "/KQvK.rtbw");
    const std::string dtz = readFile(Tables + "/KQvK.rtbz");
    std::string bytes = which == "rtbw" ? wdl : dtz;
    if (damage == "empty")
        bytes.clear();
    else if (damage == "truncated")
        bytes.resize(bytes.size() - 64);
    else if (damage == "halved")
        bytes.resize(bytes.size() / 2);
    else if (damage == "bad magic")
        bytes[0] = char(bytes[0] ^ 0x5A);
    else if (damage == "other magic")
        bytes.replace(0, 4, (which == "rtbw" ? dtz : wdl).substr(0, 4));
    else if (damage == "garbage") {
        std::mt19937 rng(7);
        for (std::size_t i = 4; i < bytes.size(); ++i) bytes[i] = char(rng());
    } else if (damage == "header only")
        bytes.resize(80);
    else if (damage == "bad layout")
        bytes[5] = char(0xEE); // group order past the pieces
    writeFile(dir.filePath("KQvK.rtbw"), which == "rtbw" ? bytes : wdl);
    writeFile(dir.filePath("KQvK.rtbz"), which == "rtbz" ? bytes : dtz);

    tb::Tablebase tables;
    QCOMPARE(tables.setPaths({dir.path().toStdString()}).wdlFiles, 1);
    const Position pos = fromFen("8/8/8/8/8/2k5/8/K2Q4 w - - 0 1");
    const auto wdlResult = tables.probeWdl(pos);
    const auto dtzResult = tables.probeDtz(pos);
    if (which == "rtbw")
        QVERIFY2(!wdlResult, "a broken WDL file gave a value");
    else
        QVERIFY2(wdlResult && !dtzResult, "a broken DTZ file gave a value");
    const tb::ProbeError& err = which == "rtbw" ? wdlResult.error() : dtzResult.error();
    QCOMPARE(err.kind, tb::ErrorKind::BadTable);
    QVERIFY(!err.unavailable());
    QVERIFY2(QString::fromStdString(err.file).endsWith("KQvK." + which), err.toString().c_str());
    QVERIFY(!err.message.empty());
    qInfo("%s", err.toString().c_str());
    QVERIFY(!dtzResult); // DTZ needs the WDL table too
    // And it stays an error (the file is not reopened on every probe).
    QVERIFY(which == "rtbw" ? !tables.probeWdl(pos) : !tables.probeDtz(pos));
}

// Damage to a table's header is caught by the check Kibitz runs before Fathom may read a
// file (tablebase/syzygy_file.h): every probe is then an error naming the file, never a
// value. Damage inside the compressed blocks is not caught: Fathom trusts them, and the
// checksum that would show it is CityHash, which Kibitz does not carry. So, unlike the
// decoder Kibitz had before, there is no promise (and no test) that flipped data bytes
// cannot crash the prober; `kibitz-cli tb verify` samples a set one doubts.
void SyzygyTest::damagedHeadersAreRefused_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("offset"); // KQvK: flags 4, order 5, pieces 6-8, first stream 10
    QTest::addColumn<int>("value");
    for (const char* ext : {"rtbw", "rtbz"}) {
        const std::string e = ext;
        QTest::newRow((e + ": flags say pawns").c_str()) << e.c_str() << 4 << -2;
        QTest::newRow((e + ": no such piece").c_str()) << e.c_str() << 6 << 0x00;
        QTest::newRow((e + ": a rook for a piece").c_str()) << e.c_str() << 7 << 0x44;
        QTest::newRow((e + ": order past the pieces").c_str()) << e.c_str() << 5 << 0xFF;
        QTest::newRow((e + ": blocks past the end").c_str()) << e.c_str() << 17 << 0x0F;
        QTest::newRow((e + ": code lengths").c_str()) << e.c_str() << 19 << 0xF0;
    }
}

void SyzygyTest::damagedHeadersAreRefused()
{
    QFETCH(QString, which);
    QFETCH(int, offset);
    QFETCH(int, value);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string wdl = readFile(Tables + "/KQvK.rtbw");
    const std::string dtz = readFile(Tables + "/KQvK.rtbz");
    std::string bytes = which == "rtbw" ? wdl : dtz;
    // A negative value flips those bits; the first stream must hold data for the rest.
    bytes[std::size_t(offset)] =
        value < 0 ? char(bytes[std::size_t(offset)] ^ -value) : char(value);
    writeFile(dir.filePath("KQvK.rtbw"), which == "rtbw" ? bytes : wdl);
    writeFile(dir.filePath("KQvK.rtbz"), which == "rtbz" ? bytes : dtz);
    tb::Tablebase tables;
    tables.setPaths({dir.path().toStdString()});
    const Position pos = fromFen("8/8/8/8/8/2k5/8/K2Q4 w - - 0 1");
    const auto w = tables.probeWdl(pos);
    const auto d = tables.probeDtz(pos);
    const auto r = tables.probeRoot(pos);
    QVERIFY(which == "rtbw" ? !w : bool(w));
    QVERIFY(!d && !r);
    QCOMPARE(d.error().kind, tb::ErrorKind::BadTable);
    QVERIFY2(QString::fromStdString(d.error().file).endsWith("KQvK." + which),
             d.error().toString().c_str());
    qInfo("%s", d.error().toString().c_str());
}

void SyzygyTest::unavailable_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("kind");
    QTest::newRow("castling rights")
        << "r3k3/8/8/8/8/8/8/4K3 w q - 0 1" << int(tb::ErrorKind::CastlingRights);
    QTest::newRow("castling rights, white")
        << "4k3/8/8/8/8/8/8/4K2R b K - 0 1" << int(tb::ErrorKind::CastlingRights);
    QTest::newRow("five pieces") << "7k/8/8/8/8/8/1r6/KQR5 w - - 0 1"
                                 << int(tb::ErrorKind::TooManyPieces);
    QTest::newRow("start position") << QString::fromLatin1(StartFen.data(), int(StartFen.size()))
                                    << int(tb::ErrorKind::CastlingRights);
    QTest::newRow("middlegame without castling")
        << "r1bq1rk1/pp3ppp/2n2n2/3p4/3P4/2N2N2/PP3PPP/R2QKB1R w - - 0 1"
        << int(tb::ErrorKind::TooManyPieces);
}

void SyzygyTest::unavailable()
{
    QFETCH(QString, fen);
    QFETCH(int, kind);
    const Position pos = fromFen(fen.toUtf8().constData());
    const auto w = m_tables.probeWdl(pos);
    const auto d = m_tables.probeDtz(pos);
    const auto r = m_tables.probeRoot(pos);
    QVERIFY(!w && !d && !r);
    QCOMPARE(int(w.error().kind), kind);
    QCOMPARE(int(d.error().kind), kind);
    QCOMPARE(int(r.error().kind), kind);
    QVERIFY(w.error().unavailable());
}

// A folder given for tables is searched one level down too (sets shipped as 3-4-5/, 6-men/).
void SyzygyTest::tablesOneLevelDown()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("3-4-5")));
    for (const char* ext : {".rtbw", ".rtbz"})
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/KQvK" + ext),
                            dir.filePath(QString("3-4-5/KQvK") + ext)));
    tb::Tablebase tables;
    QCOMPARE(tables.setPaths({dir.path().toStdString()}).wdlFiles, 1);
    QVERIFY(tables.probeWdl(fromFen("8/8/8/8/8/2k5/8/K2Q4 b - - 0 1")));
}

void SyzygyTest::missingTableIsNamed()
{
    QTemporaryDir dir;
    for (const char* ext : {".rtbw", ".rtbz"})
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/KQvK" + ext),
                            dir.filePath(QString("KQvK") + ext)));
    tb::Tablebase tables;
    QCOMPARE(tables.setPaths({dir.path().toStdString()}).maxPieces, 3);
    QVERIFY(tables.probeWdl(fromFen("8/8/8/8/8/2k5/8/K2Q4 b - - 0 1")));
    const auto w = tables.probeWdl(fromFen("8/8/8/8/8/2k5/8/K2R4 b - - 0 1"));
    QVERIFY(!w);
    QCOMPARE(w.error().kind, tb::ErrorKind::MissingTable);
    QCOMPARE(w.error().file, std::string("KRvK.rtbw"));
    // Named the usual way round even when Black has the material.
    const auto b = tables.probeWdl(fromFen("8/8/8/8/8/2K5/8/k2r4 w - - 0 1"));
    QVERIFY(!b);
    QCOMPARE(b.error().file, std::string("KRvK.rtbw"));
    tb::Tablebase none;
    QCOMPARE(none.setPaths({dir.filePath("no such folder").toStdString()}).problems.size(),
             std::size_t(1));
    QVERIFY(!none.probeWdl(fromFen("8/8/8/8/8/2k5/8/K2Q4 b - - 0 1")));
}

void SyzygyTest::tableNames_data()
{
    QTest::addColumn<QString>("material");
    QTest::addColumn<QString>("name");
    QTest::newRow("more pieces first") << "KQvKRB"
                                       << "KRBvKQ";
    QTest::newRow("as many: stronger first") << "KQvKQR"
                                             << "KQRvKQ";
    QTest::newRow("bishop before knight") << "KNvKB"
                                          << "KBvKN";
    QTest::newRow("rook and pawn, black") << "KPvKRP"
                                          << "KRPvKP";
    QTest::newRow("two against two") << "KBNvKRP"
                                     << "KRPvKBN";
    QTest::newRow("already so") << "KRPvKR"
                                << "KRPvKR";
}

// Issue 19: missing tables are named as the Syzygy sets name their files.
void SyzygyTest::tableNames()
{
    QFETCH(QString, material);
    QFETCH(QString, name);
    const auto key = tb::detail::parseMaterial(material.toStdString());
    QVERIFY(key);
    QCOMPARE(QString::fromStdString(tb::detail::tableName(*key)), name);
    QCOMPARE(QString::fromStdString(tb::detail::tableName(tb::detail::mirrored(*key))), name);
}

// Every table a position could need and the folders lack: its own material and those that
// captures and promotions lead to, WDL and DTZ separately.
void SyzygyTest::missingTablesAreListed()
{
    QTemporaryDir dir;
    for (const char* file : {"KQvK.rtbw", "KQvK.rtbz", "KRvK.rtbw"})
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/" + file), dir.filePath(file)));
    tb::Tablebase tables;
    tables.setPaths({dir.path().toStdString()});
    auto names = [](const std::vector<std::string>& v) {
        QStringList out;
        for (const std::string& s : v) out << QString::fromStdString(s);
        out.sort();
        return out;
    };
    QCOMPARE(names(tables.missingTables(fromFen("4k3/8/8/8/8/8/8/RQ2K3 w - - 0 1"))),
             (QStringList{"KQRvK.rtbw", "KQRvK.rtbz", "KRvK.rtbz"}));
    // Black's rook and a white pawn: the pawn may promote to any piece, either side capture.
    QCOMPARE(names(tables.missingTables(fromFen("4k3/8/8/8/8/8/1P6/r3K3 w - - 0 1"))).size(),
             17); // ten materials (KRvKP and the nine it leads to) less KQvK and KRvK.rtbw
    tb::Tablebase bundled;
    bundled.setPaths({Tables});
    QVERIFY(bundled.missingTables(fromFen("8/8/8/8/8/2k5/1p6/3RK3 b - - 0 1")).empty());
}

// Tables spread over several folders; the first folder that has a table wins.
void SyzygyTest::severalFolders()
{
    QTemporaryDir a, b;
    for (const char* ext : {".rtbw", ".rtbz"}) {
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/KQvK" + ext),
                            a.filePath(QString("KQvK") + ext)));
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/KRvK" + ext),
                            b.filePath(QString("KRvK") + ext)));
        writeFile(b.filePath(QString("KQvK") + ext), "not a table"); // shadowed by folder a
    }
    tb::Tablebase tables;
    const auto scan = tables.setPaths({a.path().toStdString(), b.path().toStdString()});
    QCOMPARE(scan.wdlFiles, 2);
    QCOMPARE(scan.dtzFiles, 2);
    const auto q = tables.probeDtz(fromFen("8/8/8/8/8/2k5/8/K2Q4 w - - 0 1"));
    const auto r = tables.probeDtz(fromFen("8/8/8/8/8/2k5/8/K2R4 w - - 0 1"));
    QVERIFY(q && r);
    QCOMPARE(*q, *m_tables.probeDtz(fromFen("8/8/8/8/8/2k5/8/K2Q4 w - - 0 1")));
    QCOMPARE(*r, *m_tables.probeDtz(fromFen("8/8/8/8/8/2k5/8/K2R4 w - - 0 1")));
}

// Threads that race to open the same tables all get the right answers.
void SyzygyTest::concurrentLazyOpening()
{
    if (!QFile::exists(EndgameEpd)) QSKIP("shared data missing");
    const auto rows = readRows(EndgameEpd);
    tb::Tablebase tables;
    tables.setPaths({Tables});
    std::atomic<int> wrong{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const Row& row = rows[(i + std::size_t(t) * 37) % rows.size()];
                const auto w = tables.probeWdl(row.position);
                const auto d = tables.probeDtz(row.position);
                if (!w || !d || int(*w) != row.wdl || *d != row.dtz) ++wrong;
            }
        });
    for (auto& th : threads) th.join();
    QCOMPARE(wrong.load(), 0);
}

// A link folder left behind by a process that was killed (kill -9 leaves no destructor to run)
// is removed by the next process that makes one in the same temporary folder; a folder of a live
// process, and anything not named as Kibitz names them, stays; a folder named after a process
// that started after the folder was made (its id reused) goes.
void SyzygyTest::staleLinkFoldersRemoved()
{
    QTemporaryDir temp, tables;
    for (const char* file : {"KRvK.rtbw", "KRvK.rtbz"})
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/" + file), tables.filePath(file)));
    // A process id that is surely gone: a child that has exited and been reaped.
    const pid_t child = fork();
    if (child == 0) _exit(0);
    QVERIFY(child > 0);
    QCOMPARE(waitpid(child, nullptr, 0), child);
    const QDir dir(temp.path());
    const QString dead = QStringLiteral("kibitz-syzygy-%1-abcdef").arg(child);
    const QString alive = QStringLiteral("kibitz-syzygy-%1-ghijkl").arg(getppid());
    const QString other = QStringLiteral("kibitz-syzygy-notapid");
    // Named after a running process that started after the folder was last changed: the id
    // was reused, the folder's maker is gone.
    const QString reused = QStringLiteral("kibitz-syzygy-%1-mnopqr").arg(getppid());
    for (const QString& name : {dead, alive, other, reused}) QVERIFY(dir.mkpath(name));
    const timespec written2001[2] = {{1000000000, 0}, {1000000000, 0}};
    QCOMPARE(
        utimensat(AT_FDCWD, QFile::encodeName(dir.filePath(reused)).constData(), written2001, 0),
        0);
    QVERIFY(QFile::link(tables.filePath("KRvK.rtbw"), dir.filePath(dead + "/KRvK.rtbw")));

    const QByteArray oldTemp = qgetenv("TMPDIR");
    qputenv("TMPDIR", temp.path().toUtf8());
    {
        tb::Tablebase fresh;
        fresh.setPaths({tables.path().toStdString()});
        QVERIFY(fresh.probeWdl(fromFen("8/8/8/8/8/2k5/8/K2R4 w - - 0 1")));
        QVERIFY(!dir.exists(dead));
        QVERIFY(!dir.exists(reused));
        QVERIFY(dir.exists(alive));
        QVERIFY(dir.exists(other));
        // The tables the dead folder linked to are untouched.
        QVERIFY(QFile::exists(tables.filePath("KRvK.rtbw")));
        // This process's own folder is named after it.
        const auto mine =
            dir.entryList({QStringLiteral("kibitz-syzygy-%1-*").arg(getpid())}, QDir::Dirs);
        QCOMPARE(mine.size(), 1);
    }
    if (oldTemp.isNull())
        qunsetenv("TMPDIR");
    else
        qputenv("TMPDIR", oldTemp);
}

// Fathom holds one set of tables per process: two Tablebase objects with different folders,
// probed at once from two threads each, take turns and both answer right.
void SyzygyTest::setsTakeTurns()
{
    if (!QFile::exists(EndgameEpd)) QSKIP("shared data missing");
    const auto rows = readRows(EndgameEpd);
    QTemporaryDir dir;
    for (const char* file : {"KQvK.rtbw", "KQvK.rtbz"})
        QVERIFY(QFile::copy(QString::fromStdString(Tables + "/" + file), dir.filePath(file)));
    tb::Tablebase small;
    small.setPaths({dir.path().toStdString()});
    const Position kq = fromFen("8/8/8/8/8/2k5/8/K2Q4 w - - 0 1");
    const auto kqRoot = m_tables.probeRoot(kq);
    QVERIFY(kqRoot);
    std::atomic<int> wrong{0}, answered{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (std::size_t i = 0; i < rows.size(); ++i) {
                if (t % 2 == 0) {
                    const Row& row = rows[(i + std::size_t(t) * 37) % rows.size()];
                    const auto w = m_tables.probeWdl(row.position);
                    const auto d = m_tables.probeDtz(row.position);
                    if (!w || !d || int(*w) != row.wdl || *d != row.dtz) ++wrong;
                } else {
                    const auto r = small.probeRoot(kq);
                    if (!r || r->dtz != kqRoot->dtz || r->moves.size() != kqRoot->moves.size())
                        ++wrong;
                    // The small set has no rook table: never answered from the other set.
                    if (small.probeWdl(fromFen("8/8/8/8/8/2k5/8/K2R4 w - - 0 1"))) ++wrong;
                }
                ++answered;
            }
        });
    for (auto& th : threads) th.join();
    QCOMPARE(wrong.load(), 0);
    QCOMPARE(answered.load(), int(4 * rows.size()));
}

// Every outcome's word, as the CLI and the trainers say it.
void SyzygyTest::wdlWords_data()
{
    QTest::addColumn<int>("wdl");
    QTest::addColumn<QString>("word");
    QTest::newRow("loss") << int(tb::Wdl::Loss) << "loss";
    QTest::newRow("blessed loss") << int(tb::Wdl::BlessedLoss) << "blessed loss";
    QTest::newRow("draw") << int(tb::Wdl::Draw) << "draw";
    QTest::newRow("cursed win") << int(tb::Wdl::CursedWin) << "cursed win";
    QTest::newRow("win") << int(tb::Wdl::Win) << "win";
}

void SyzygyTest::wdlWords()
{
    QFETCH(int, wdl);
    QFETCH(QString, word);
    QCOMPARE(QString::fromStdString(std::string(tb::wdlName(tb::Wdl(wdl)))), word);
}

void SyzygyTest::fiftyMoveClock_data()
{
    QTest::addColumn<int>("wdl");
    QTest::addColumn<int>("dtz");
    QTest::addColumn<int>("clock");
    QTest::addColumn<int>("expected");
    QTest::newRow("win in time") << 2 << 30 << 70 << 2;
    QTest::newRow("win too late") << 2 << 31 << 70 << 1;
    QTest::newRow("loss in time") << -2 << -30 << 70 << -2;
    QTest::newRow("loss saved by the count") << -2 << -31 << 70 << -1;
    QTest::newRow("draw stays") << 0 << 0 << 99 << 0;
    QTest::newRow("cursed stays") << 1 << 120 << 0 << 1;
}

void SyzygyTest::fiftyMoveClock()
{
    QFETCH(int, wdl);
    QFETCH(int, dtz);
    QFETCH(int, clock);
    QFETCH(int, expected);
    QCOMPARE(int(tb::atClock(tb::Wdl(wdl), dtz, clock)), expected);
}

QTEST_GUILESS_MAIN(SyzygyTest)
#include "syzygy_test.moc"
