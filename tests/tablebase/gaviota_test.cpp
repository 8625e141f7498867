// SPDX-License-Identifier: GPL-3.0-or-later
// Gaviota DTM through Debian's libgaviotatb: agreement with python-chess's endgame-dm-*.epd
// (the "dm" operation is moves to mate, signed for the side to move), root move ranking,
// and what is not covered.

#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "tablebase/gaviota.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace kibitz;

namespace {

QString tablesFolder()
{
    for (const QString& d : {QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/gaviota"),
                             QStringLiteral("/usr/share/gaviotatb/gtb4")})
        if (!QDir(d).entryList({QStringLiteral("*.gtb.cp*")}).isEmpty()) return d;
    return {};
}

} // namespace

class GaviotaTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void agreesWithEpd();
    void root();
    void notCovered();
    void noTables();
    void tablesOneLevelDown();
};

void GaviotaTest::initTestCase()
{
    const QString folder = tablesFolder();
    if (folder.isEmpty()) QSKIP("no Gaviota tables (shared data or apt-get install gaviotatb)");
    const auto problem = tb::Gaviota::instance().setPaths({folder.toStdString()});
    QVERIFY2(!problem, problem ? problem->c_str() : "");
    QVERIFY(tb::Gaviota::instance().maxPieces() >= 3);
}

void GaviotaTest::agreesWithEpd()
{
    int checked = 0;
    for (const char* name : {"endgame-dm-4.epd", "endgame-dm-5.epd"}) {
        QFile f(QStringLiteral(KIBITZ_SHARED_DATA "/python-chess/") + QString::fromLatin1(name));
        if (!f.open(QIODevice::ReadOnly))
            QSKIP(qPrintable(QStringLiteral("missing ") + f.fileName()));
        while (!f.atEnd()) {
            const std::string line = f.readLine().trimmed().toStdString();
            if (line.empty() || line[0] == '#') continue;
            const auto epd = chess::parseEpd(line, chess::Validation::Lenient);
            QVERIFY2(epd.hasValue(), line.c_str());
            const auto r = tb::Gaviota::instance().probe(epd->position);
            if (!r) continue; // more pieces than the tables here
            QCOMPARE(r->dtmMoves(), std::stoi(*epd->operand("dm")));
            ++checked;
        }
    }
    qInfo("%d positions covered by the tables agree", checked);
    QVERIFY(checked >= 3);
}

void GaviotaTest::root()
{
    // KQ v K: every move is ranked, the fastest mate first.
    const auto pos = chess::positionFromFen("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1");
    const auto r = tb::Gaviota::instance().probe(*pos);
    QVERIFY(r.has_value());
    QCOMPARE(r->wdl, 1);
    QCOMPARE(r->dtmMoves(), 10);
    const auto moves = tb::Gaviota::instance().probeRoot(*pos);
    QVERIFY(!moves.empty());
    QCOMPARE(moves.front().after.dtm, r->dtm); // the best move keeps the distance
    for (std::size_t i = 1; i < moves.size(); ++i) {
        const auto& a = moves[i - 1].after;
        const auto& b = moves[i].after;
        QVERIFY(a.wdl >= b.wdl);
        if (a.wdl == b.wdl && a.wdl > 0) QVERIFY(a.dtm <= b.dtm);
    }
    // Qxf5-style blunders do not exist here, but stalemating moves do: ranked as draws.
    bool anyDraw = false;
    for (const auto& m : moves) anyDraw |= m.after.wdl == 0;
    Q_UNUSED(anyDraw);
}

void GaviotaTest::notCovered()
{
    QVERIFY(!tb::Gaviota::instance().probe(chess::Position()).has_value());
    const auto castling = chess::positionFromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    QVERIFY(!tb::Gaviota::instance().probe(*castling).has_value());
}

void GaviotaTest::noTables()
{
    const auto problem = tb::Gaviota::instance().setPaths({"/nonexistent/folder"});
    QVERIFY(problem.has_value());
    QVERIFY(problem->find("/nonexistent/folder") != std::string::npos);
    QVERIFY(
        !tb::Gaviota::instance().probe(*chess::positionFromFen("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1")));
    // And back again for any later test.
    tb::Gaviota::instance().setPaths({tablesFolder().toStdString()});
}

// Debian puts the tables in gtb1..gtb4 under /usr/share/gaviotatb (four compression schemes of
// the same tables): the folder itself is enough.
void GaviotaTest::tablesOneLevelDown()
{
    if (!QDir(QStringLiteral("/usr/share/gaviotatb/gtb4")).exists())
        QSKIP("no /usr/share/gaviotatb (apt-get install gaviotatb)");
    const auto problem = tb::Gaviota::instance().setPaths({"/usr/share/gaviotatb"});
    QVERIFY2(!problem, problem ? problem->c_str() : "");
    const auto dtm =
        tb::Gaviota::instance().probe(*chess::positionFromFen("8/8/8/8/8/3k4/8/3KQ3 w - - 0 1"));
    QVERIFY(dtm.has_value());
    tb::Gaviota::instance().setPaths({tablesFolder().toStdString()});
}

QTEST_APPLESS_MAIN(GaviotaTest)
#include "gaviota_test.moc"
