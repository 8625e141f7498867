// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation graph (issue 15): White's winning chances from [%eval] on lichess's scale,
// mistakes by their NAG, clock times from [%clk], the current move, a click that goes to a
// move, and the empty state.

#include "analysis/evalgraph.h"
#include "model/gamedocument.h"

#include <QTest>

using namespace kibitz;
using kibitz::ui::EvalGraph;

class EvalGraphTest : public QObject {
    Q_OBJECT

private slots:
    void winningChancesScale()
    {
        QCOMPARE(ui::winningChances(pgn::Eval::centipawns(0)), 0.0);
        const double pawn = ui::winningChances(pgn::Eval::centipawns(100));
        QVERIFY(pawn > 0.17 && pawn < 0.19); // lichess: about 18% of the scale for a pawn
        QCOMPARE(ui::winningChances(pgn::Eval::centipawns(-100)), -pawn);
        QVERIFY(ui::winningChances(pgn::Eval::centipawns(500)) > 0.7);
        QCOMPARE(ui::winningChances(pgn::Eval::centipawns(5000)),
                 ui::winningChances(pgn::Eval::centipawns(1000))); // clipped
        QCOMPARE(ui::winningChances(pgn::Eval::mate(3)), 1.0);
        QCOMPARE(ui::winningChances(pgn::Eval::mate(-2)), -1.0);
    }

    void followsTheGame()
    {
        model::GameDocument doc;
        QVERIFY(!doc.loadText(QStringLiteral(
            "1. e4 { [%eval 0.3] [%clk 0:05:00] } e5 { [%eval 0.25] [%clk 0:04:58] } "
            "2. Qh5? { [%eval -0.5] [%clk 0:04:50] } Nc6 { [%eval -0.4] [%clk 0:04:40] } "
            "3. Bc4 { [%eval -0.45] } Nf6?? { [%eval #3] } 4. Qxf7# *")));
        EvalGraph graph;
        graph.resize(700, 140);
        graph.setDocument(&doc);
        graph.show();
        QVERIFY(QTest::qWaitForWindowExposed(&graph));
        const auto& points = graph.points();
        QCOMPARE(points.size(), std::size_t(7));
        QVERIFY(graph.hasEvaluations());
        QVERIFY(points[0].chances && *points[0].chances > 0);
        QVERIFY(points[2].chances && *points[2].chances < 0);
        QCOMPARE(points[2].mistake, std::uint8_t(2));
        QCOMPARE(points[5].mistake, std::uint8_t(4));
        QCOMPARE(*points[5].chances, 1.0);
        QVERIFY(!points[6].chances);
        QCOMPARE(*points[1].clock, 298.0);

        // A click on the fourth point goes to that move.
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(4 + (700 - 8) * 3 / 6, 70));
        QCOMPARE(doc.currentNode(), points[3].node);
        // Edits are followed.
        QVERIFY(doc.goTo(points[6].node));
        const QImage before = graph.grab().toImage();
        doc.newGame();
        QVERIFY(graph.points().empty());
        QVERIFY(!graph.hasEvaluations());
        QVERIFY(graph.grab().toImage() != before);
    }

    void emptyWithoutEvaluations()
    {
        model::GameDocument doc;
        QVERIFY(!doc.loadText(QStringLiteral("1. e4 e5 2. Nf3 *")));
        EvalGraph graph;
        graph.setDocument(&doc);
        QCOMPARE(graph.points().size(), std::size_t(3));
        QVERIFY(!graph.hasEvaluations());
        QVERIFY(graph.emptyText().contains(QStringLiteral("[%eval]")));
    }
};

QTEST_MAIN(EvalGraphTest)
#include "evalgraph_test.moc"
