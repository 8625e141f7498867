// SPDX-License-Identifier: GPL-3.0-or-later
// The tablebase report (core/tablebase/report.h) that the pane and `kibitz-cli tb probe`
// share: a covered position's value and its moves best first (mates, then the fastest wins
// by DTM when Gaviota knows them all, else by DTZ; draws; the longest losses), and the reason
// when the tables cannot answer.

#include "chess/fen.h"
#include "chess/notation.h"
#include "io/datadirs.h"
#include "tablebase/gaviota.h"
#include "tablebase/report.h"

#include <QTest>

using namespace kibitz;

namespace {

chess::Position fen(const char* text)
{
    return *chess::positionFromFen(text);
}

} // namespace

class ReportTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_syzygy.setPaths({KIBITZ_SYZYGY_DIR}).wdlFiles > 0);
        const auto gaviota = io::systemGaviotaFolders();
        if (!gaviota.empty() && !tb::Gaviota::instance().setPaths(gaviota)) m_gaviota = true;
    }

    void rankedBestFirst()
    {
        const chess::Position pos = fen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1");
        const tb::Report r = tb::probeReport(m_syzygy, nullptr, pos);
        QVERIFY(r.covered);
        QVERIFY(r.fromSyzygy);
        QCOMPARE(r.pieces, 3);
        QCOMPARE(r.wdl, tb::Wdl::Win);
        QCOMPARE(r.moves.size(), std::size_t(21));
        // Wins first, by DTZ; the queen moves that stalemate or lose the queen last.
        for (std::size_t i = 1; i < r.moves.size(); ++i) {
            const tb::ReportMove& a = r.moves[i - 1];
            const tb::ReportMove& b = r.moves[i];
            QVERIFY(tb::toInt(a.wdl) >= tb::toInt(b.wdl));
            if (a.wdl == b.wdl && a.wdl == tb::Wdl::Win) QVERIFY(a.dtz <= b.dtz);
        }
        QCOMPARE(r.moves.back().wdl, tb::Wdl::Draw);
    }

    void mateComesFirst()
    {
        // Ra8 mates; other winning rook moves only win.
        const chess::Position pos = fen("6k1/8/6K1/8/8/8/8/R7 w - - 0 1");
        const tb::Report r = tb::probeReport(m_syzygy, nullptr, pos);
        QVERIFY(r.covered);
        QVERIFY(r.moves.front().mate);
        QCOMPARE(QString::fromStdString(chess::toSan(pos, r.moves.front().move)),
                 QStringLiteral("Ra8#"));
    }

    void gaviotaAddsDistanceToMate()
    {
        if (!m_gaviota) QSKIP("Debian's gaviotatb tables are not installed");
        const chess::Position pos = fen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1");
        const tb::Report r = tb::probeReport(m_syzygy, &tb::Gaviota::instance(), pos);
        QVERIFY(r.dtm.has_value());
        QVERIFY(*r.dtm > 0);
        for (const tb::ReportMove& m : r.moves) QVERIFY(m.dtm.has_value());
        // Every win has a DTM: wins are ordered by it.
        for (std::size_t i = 1; i < r.moves.size(); ++i)
            if (r.moves[i].wdl == tb::Wdl::Win) QVERIFY(*r.moves[i - 1].dtm <= *r.moves[i].dtm);
        QCOMPARE(*r.moves.front().dtm, *r.dtm);
    }

    void reasonWhenNotCovered()
    {
        const tb::Report many =
            tb::probeReport(m_syzygy, nullptr, fen("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1"));
        QVERIFY(!many.covered);
        QCOMPARE(many.reasonKind, tb::ErrorKind::TooManyPieces);
        QVERIFY(many.moves.empty());
        // Issue 19: the files that would answer it are named (the first dozen of them), up to
        // seven pieces (no set has more).
        QVERIFY2(many.reason.find("missing") == std::string::npos, many.reason.c_str());
        const tb::Report seven =
            tb::probeReport(m_syzygy, nullptr, fen("4k3/8/8/8/8/8/PPP5/RB2K3 w - - 0 1"));
        QVERIFY2(seven.reason.find("; missing: KRBPPPvK.rtbw, KRBPPPvK.rtbz") != std::string::npos,
                 seven.reason.c_str());
        QVERIFY2(seven.reason.find(" more") != std::string::npos, seven.reason.c_str());
        // The cause alone, and every file: the one-line reason shows a dozen of them.
        QVERIFY2(seven.cause.find("missing") == std::string::npos, seven.cause.c_str());
        QVERIFY(seven.reason.rfind(seven.cause, 0) == 0);
        QVERIFY(seven.missing.size() > 12);
        QCOMPARE(seven.missing.front(), std::string("KRBPPPvK.rtbw"));
        const tb::Report five =
            tb::probeReport(m_syzygy, nullptr, fen("4k3/8/8/8/8/8/1P6/RB2K3 w - - 0 1"));
        QVERIFY2(five.reason.find("missing: KRBPvK.rtbw, KRBPvK.rtbz") != std::string::npos,
                 five.reason.c_str());
        QVERIFY(five.reason.find("KRBvK") == std::string::npos); // bundled
        const tb::Report castling =
            tb::probeReport(m_syzygy, nullptr, fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
        QVERIFY(!castling.covered);
        QCOMPARE(castling.reasonKind, tb::ErrorKind::CastlingRights);
        QVERIFY(!castling.reason.empty());
        QVERIFY(castling.reason.find("missing") == std::string::npos);
    }

private:
    tb::Tablebase m_syzygy;
    bool m_gaviota = false;
};

QTEST_GUILESS_MAIN(ReportTest)
#include "report_test.moc"
