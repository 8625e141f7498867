// SPDX-License-Identifier: GPL-3.0-or-later
// The deep half of the perft suites: depths 5 and 6 of standard.epd, tricky.perft and the
// first 100 Chess960 positions, each count up to MaxNodes. Labelled "slow": about 6.8
// billion nodes, some 45 seconds on one core in a Release build, far longer in a Debug one.

#include "perft_suite.h"

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/position.h"

#include <QTest>

using namespace kibitz::chess;
using kibitz::test::PerftCase;

namespace {

constexpr int MinDepth = 5; // perft_test has the shallower ones
constexpr int MaxDepth = 6;
constexpr std::uint64_t MaxNodes = 200'000'000;

} // namespace

class PerftSlowTest : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
};

void PerftSlowTest::perft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    for (const char* f : {"perft/standard.epd", "perft/tricky.perft", "perft/chess960.perft"})
        if (!kibitz::test::sharedDataPresent(QString::fromLatin1(f)))
            QSKIP(qPrintable(kibitz::test::missingSharedDataMessage(QString::fromLatin1(f))));

    const std::vector<PerftCase> suites[] = {kibitz::test::standardSuite(),
                                             kibitz::test::trickySuite(),
                                             kibitz::test::chess960Suite(100)};
    int skipped = 0;
    std::uint64_t total = 0;
    for (const auto& cases : suites) {
        QVERIFY(!cases.empty());
        for (const PerftCase& c : cases) {
            for (const auto& [depth, nodes] : c.counts) {
                if (depth < MinDepth || depth > MaxDepth) continue;
                if (nodes > MaxNodes) {
                    ++skipped;
                    continue;
                }
                QTest::addRow("%s D%d", qPrintable(c.id), depth)
                    << c.fen << depth << qulonglong(nodes);
                total += nodes;
            }
        }
    }
    qInfo("deep perft: %llu nodes in all; %d counts above %llu nodes left out",
          static_cast<unsigned long long>(total), skipped,
          static_cast<unsigned long long>(MaxNodes));
}

void PerftSlowTest::perft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);

    const auto pos = kibitz::test::suitePosition(fen);
    QVERIFY2(pos.hasValue(), pos ? "" : pos.error().c_str());
    QCOMPARE(qulonglong(kibitz::chess::perft(*pos, depth)), nodes);
}

QTEST_APPLESS_MAIN(PerftSlowTest)
#include "perft_slow_test.moc"
