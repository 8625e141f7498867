// SPDX-License-Identifier: GPL-3.0-or-later
// Perft over the shared suites (standard.epd, tricky.perft, the first Chess960 positions),
// shallow depths only; perft_slow_test runs the deep ones. Also checks, two plies deep from
// every suite position, that the incrementally kept state (Zobrist key, checkers,
// bitboards) agrees with a recomputation. The perft rows run once per slider indexing this
// CPU can use (sliders.h), so a wrong table of either kind shows up as a wrong count.

#include "perft_suite.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"
#include "chess/sliders.h"

#include <QTest>

using namespace kibitz::chess;
using kibitz::test::PerftCase;

namespace {

constexpr int MaxDepth = 4;
constexpr std::uint64_t MaxNodes = 5'000'000; // keeps the whole run to a second or so

std::vector<std::vector<PerftCase>> allSuites()
{
    return {kibitz::test::standardSuite(), kibitz::test::trickySuite(),
            kibitz::test::chess960Suite(100)};
}

bool skipWithoutData()
{
    for (const char* f : {"perft/standard.epd", "perft/tricky.perft", "perft/chess960.perft"})
        if (!kibitz::test::sharedDataPresent(QString::fromLatin1(f))) return true;
    return false;
}

QString missingMessage()
{
    return kibitz::test::missingSharedDataMessage(QStringLiteral("perft"));
}

} // namespace

class PerftTest : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
    void childrenConsistent_data();
    void childrenConsistent();
};

void PerftTest::perft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    QTest::addColumn<int>("indexing");
    if (skipWithoutData()) QSKIP(qPrintable(missingMessage()));

    std::vector<sliders::Indexing> indexings;
    for (const auto i : {sliders::Indexing::Multiply, sliders::Indexing::Pext})
        if (sliders::available(i)) indexings.push_back(i);
    const auto suites = allSuites();
    for (const sliders::Indexing indexing : indexings) {
        int rows = 0;
        for (const auto& suite : suites) {
            QVERIFY(!suite.empty());
            for (const PerftCase& c : suite) {
                for (const auto& [depth, nodes] : c.counts) {
                    if (depth > MaxDepth || nodes > MaxNodes) continue;
                    QTest::addRow("%s D%d %s", qPrintable(c.id), depth,
                                  sliders::indexingName(indexing).data())
                        << c.fen << depth << qulonglong(nodes) << int(indexing);
                    ++rows;
                }
            }
        }
        QVERIFY2(rows > 800, "the perft suites look truncated");
    }
}

void PerftTest::perft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    QFETCH(int, indexing);

    // Rows come grouped by indexing, so the tables are refilled once per group.
    if (sliders::indexing() != sliders::Indexing(indexing))
        QVERIFY(sliders::selectIndexing(sliders::Indexing(indexing)));
    const auto pos = kibitz::test::suitePosition(fen);
    QVERIFY2(pos.hasValue(), pos ? "" : pos.error().c_str());
    QCOMPARE(qulonglong(kibitz::chess::perft(*pos, depth)), nodes);
}

void PerftTest::childrenConsistent_data()
{
    QTest::addColumn<QString>("fen");
    if (skipWithoutData()) QSKIP(qPrintable(missingMessage()));
    for (const auto& suite : allSuites())
        for (const PerftCase& c : suite) QTest::addRow("%s", qPrintable(c.id)) << c.fen;
}

void PerftTest::childrenConsistent()
{
    QFETCH(QString, fen);
    const auto pos = kibitz::test::suitePosition(fen);
    QVERIFY2(pos.hasValue(), pos ? "" : pos.error().c_str());
    QVERIFY(pos->isConsistent());

    for (Move m : legalMoves(*pos)) {
        const Position child = pos->after(m);
        const QByteArray where =
            QByteArray("after ") + toFen(*pos).c_str() + " / " + toUci(*pos, m).c_str();
        QVERIFY2(child.key() == child.computeKey(), where.constData());
        QVERIFY2(child.isConsistent(), where.constData());
        for (Move reply : legalMoves(child)) {
            const Position grandchild = child.after(reply);
            if (grandchild.key() != grandchild.computeKey() || !grandchild.isConsistent()) {
                const QByteArray msg = where + " " + toUci(child, reply).c_str();
                QVERIFY2(grandchild.key() == grandchild.computeKey(), msg.constData());
                QVERIFY2(grandchild.isConsistent(), msg.constData());
            }
        }
    }
}

QTEST_APPLESS_MAIN(PerftTest)
#include "perft_test.moc"
