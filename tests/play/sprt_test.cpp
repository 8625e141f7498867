// SPDX-License-Identifier: GPL-3.0-or-later
// The match statistics against arithmetic done by hand from the published formulas (see
// play/sprt.h for the GSPRT's source): the LLR of fixed tallies, Wald's bounds, the game at
// which a fixed sequence of results stops the test, the Elo error, and --sprt's two forms.

#include "play/sprt.h"

#include <QTest>

#include <cmath>

using namespace kibitz::play;

class SprtTest : public QObject {
    Q_OBJECT

private slots:
    void llrOfFixedTallies_data();
    void llrOfFixedTallies();
    void bounds();
    void fixedSequenceStopsAtGame45();
    void oneResultOnlyStillDecides();
    void eloAndError();
    void parse_data();
    void parse();
    void addResult_data();
    void addResult();
};

void SprtTest::llrOfFixedTallies_data()
{
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("llr");
    // W 30, D 40, L 20 (N 90): s = (30 + 20) / 90 = 0.555556;
    // var = (30 * 0.444444^2 + 40 * 0.055556^2 + 20 * 0.555556^2) / 90
    //     = (5.925926 + 0.123457 + 6.172840) / 90 = 0.135802.
    // elo0 0, elo1 5: s0 = 0.5, s1 = 1 / (1 + 10^(-5/400)) = 0.507195;
    //   LLR = 90 * 0.007195 * (1.111111 - 0.5 - 0.507195) / (2 * 0.135802) = 0.24776.
    QTest::newRow("30-40-20, [0,5]") << 30 << 40 << 20 << 0.0 << 5.0 << 0.247755;
    // elo1 10: s1 = 0.514387; LLR = 90 * 0.014387 * 0.096724 / 0.271605 = 0.46112.
    QTest::newRow("30-40-20, [0,10]") << 30 << 40 << 20 << 0.0 << 10.0 << 0.461121;
    // The mirror image (same variance): LLR = 90 * 0.007195 * (0.888889 - 1.007195) /
    //   0.271605 = -0.28206.
    QTest::newRow("20-40-30, [0,5]") << 20 << 40 << 30 << 0.0 << 5.0 << -0.282066;
    // An even score: var = (25 * 0.25 + 50 * 0 + 25 * 0.25) / 100 = 0.125,
    //   LLR = 100 * 0.007195 * (1 - 1.007195) / (2 * 0.125) = -0.020708.
    QTest::newRow("25-50-25, [0,5]") << 25 << 50 << 25 << 0.0 << 5.0 << -0.020708;
}

void SprtTest::llrOfFixedTallies()
{
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(double, llr);
    const double got = sprtLlr(Tally{wins, draws, losses}, elo0, elo1);
    QVERIFY2(std::abs(got - llr) < 1e-4, qPrintable(QString::number(got, 'f', 6)));
}

void SprtTest::bounds()
{
    // alpha = beta = 0.05: log(0.95 / 0.05) = log 19 = 2.944439.
    const SprtParams p;
    QVERIFY(std::abs(p.upperBound() - 2.944439) < 1e-6);
    QVERIFY(std::abs(p.lowerBound() + 2.944439) < 1e-6);
    // alpha 0.05, beta 0.1: upper log(0.9 / 0.05) = 2.890372, lower log(0.1 / 0.95) = -2.251292.
    const SprtParams q{0, 5, 0.05, 0.1};
    QVERIFY(std::abs(q.upperBound() - 2.890372) < 1e-6);
    QVERIFY(std::abs(q.lowerBound() + 2.251292) < 1e-6);
}

// The results W D W L D W D over and over (3 wins, 3 draws, 1 loss in 7: a score of 0.642857,
// about +100 Elo) under elo0 = 0, elo1 = 50, alpha = beta = 0.05. After game 45 the tally is
// +20 =19 -6: s = 29.5 / 45 = 0.655556, var = (20 * 0.344444^2 + 19 * 0.155556^2 + 6 *
// 0.655556^2) / 45 = (2.372840 + 0.459753 + 2.578519) / 45 = 0.120247, s1 = 1 / (1 +
// 10^(-50/400)) = 0.571463, LLR = 45 * 0.071463 * (1.311111 - 1.071463) / (2 * 0.120247)
// = 3.20453 >= 2.944439: H1 (after game 44 the LLR was still below the bound).
void SprtTest::fixedSequenceStopsAtGame45()
{
    const char sequence[] = "WDWLDWD";
    const SprtParams p{0, 50, 0.05, 0.05};
    Tally t;
    int stoppedAt = 0;
    for (int game = 1; game <= 1000 && !stoppedAt; ++game) {
        switch (sequence[(game - 1) % 7]) {
        case 'W':
            ++t.wins;
            break;
        case 'D':
            ++t.draws;
            break;
        default:
            ++t.losses;
        }
        const SprtDecision d = sprtDecision(t, p);
        if (d != SprtDecision::Continue) {
            QCOMPARE(d, SprtDecision::AcceptH1);
            stoppedAt = game;
        }
    }
    QCOMPARE(stoppedAt, 45);
    QCOMPARE(t.wins, 20);
    QCOMPARE(t.draws, 19);
    QCOMPARE(t.losses, 6);
    QVERIFY(std::abs(sprtLlr(t, 0, 50) - 3.204530) < 1e-5);
    QCOMPARE(QString::fromLatin1(sprtDecisionText(SprtDecision::AcceptH1)),
             QStringLiteral("H1 accepted"));
}

void SprtTest::oneResultOnlyStillDecides()
{
    // Ten wins in a row: the variance is zero, so half a game is added to each result:
    // W 10.5 D 0.5 L 0.5, s = 10.75 / 11.5 = 0.934783, var = (10.5 * 0.065217^2 + 0.5 *
    // 0.434783^2 + 0.5 * 0.934783^2) / 11.5 = 0.050095; [0,200]: s1 = 0.759747,
    // LLR = 11.5 * 0.259747 * (1.869565 - 1.259747) / (2 * 0.050095) = 18.18.
    const double llr = sprtLlr(Tally{10, 0, 0}, 0, 200);
    QVERIFY2(std::abs(llr - 18.18) < 0.01, qPrintable(QString::number(llr)));
    QCOMPARE(sprtLlr(Tally{1, 0, 0}, 0, 5), 0.0); // one game says nothing
}

void SprtTest::eloAndError()
{
    // 30-40-20: s = 0.555556 -> Elo = -400 log10(1 / 0.555556 - 1) = 38.76; se = sqrt(0.135802 /
    // 90) = 0.038845, interval s +- 1.96 se = [0.479421, 0.631690] -> Elo [-14.26, 94.28],
    // half-width 54.01.
    const auto [elo, error] = Tally{30, 40, 20}.elo();
    QVERIFY2(std::abs(elo - 38.76) < 0.01, qPrintable(QString::number(elo)));
    QVERIFY2(std::abs(error - 54.01) < 0.02, qPrintable(QString::number(error)));
    QVERIFY(std::isinf(Tally{3, 0, 0}.elo().first));
    QCOMPARE(eloFromScore(0.5), 0.0);
    Tally t;
    using kibitz::chess::Result;
    t.addResult(Result::WhiteWins, true);
    t.addResult(Result::WhiteWins, false);
    t.addResult(Result::Draw, false);
    t.addResult(Result::Unknown, true);
    QCOMPARE(t.wins, 1);
    QCOMPARE(t.losses, 1);
    QCOMPARE(t.draws, 1);
}

void SprtTest::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("beta");
    QTest::newRow("cutechess form") << "elo0=0,elo1=5,alpha=0.05,beta=0.1" << true << 5.0 << 0.1;
    QTest::newRow("any order, defaults") << "elo1=10,elo0=-5" << true << 10.0 << 0.05;
    QTest::newRow("positional") << "0,5" << true << 5.0 << 0.05;
    QTest::newRow("positional four") << "0,5,0.05,0.2" << true << 5.0 << 0.2;
    QTest::newRow("elo1 below elo0") << "5,0" << false << 0.0 << 0.0;
    QTest::newRow("unknown key") << "elo0=0,elo1=5,gamma=1" << false << 0.0 << 0.0;
    QTest::newRow("missing elo1") << "elo0=0,alpha=0.05" << false << 0.0 << 0.0;
    QTest::newRow("alpha too big") << "0,5,0.5,0.05" << false << 0.0 << 0.0;
    QTest::newRow("three numbers") << "0,5,0.05" << false << 0.0 << 0.0;
    QTest::newRow("junk") << "0,5x" << false << 0.0 << 0.0;
}

void SprtTest::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, elo1);
    QFETCH(double, beta);
    const auto p = SprtParams::parse(text.toStdString());
    QCOMPARE(p.has_value(), ok);
    if (!ok) return;
    QCOMPARE(p->elo1, elo1);
    QCOMPARE(p->beta, beta);
    QCOMPARE(SprtParams::parse(p->toString())->elo0, p->elo0);
}

// A game's typed result counts from the side's view; an unfinished game counts for nothing.
void SprtTest::addResult_data()
{
    QTest::addColumn<int>("result");
    QTest::addColumn<bool>("asWhite");
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    using kibitz::chess::Result;
    QTest::newRow("1-0 as White") << int(Result::WhiteWins) << true << 1 << 0 << 0;
    QTest::newRow("1-0 as Black") << int(Result::WhiteWins) << false << 0 << 0 << 1;
    QTest::newRow("0-1 as White") << int(Result::BlackWins) << true << 0 << 0 << 1;
    QTest::newRow("0-1 as Black") << int(Result::BlackWins) << false << 1 << 0 << 0;
    QTest::newRow("draw") << int(Result::Draw) << false << 0 << 1 << 0;
    QTest::newRow("unfinished") << int(Result::Unknown) << true << 0 << 0 << 0;
}

void SprtTest::addResult()
{
    QFETCH(int, result);
    QFETCH(bool, asWhite);
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    Tally t{2, 3, 4};
    t.addResult(kibitz::chess::Result(result), asWhite);
    QCOMPARE(t.wins, 2 + wins);
    QCOMPARE(t.draws, 3 + draws);
    QCOMPARE(t.losses, 4 + losses);
}

QTEST_GUILESS_MAIN(SprtTest)
#include "sprt_test.moc"
