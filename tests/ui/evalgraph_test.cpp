// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation graph (issue 15): White's winning chances from [%eval] on lichess's scale,
// mistakes by their NAG, clock times from [%clk], the current move, a click that goes to a
// move, and the empty state. Issue 31: the mistake symbols readable (no overlap, inside the
// widget, on a patch that contrasts), a tooltip, the clock legend, clocks without evaluations.

#include "analysis/evalgraph.h"
#include "model/gamedocument.h"

#include <QApplication>
#include <QFile>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

#include <cmath>

using namespace kibitz;
using kibitz::ui::EvalGraph;

namespace {

double luminance(const QColor& c)
{
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// WCAG contrast ratio, 1 to 21.
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool near(const QColor& a, const QColor& b, int tolerance = 24)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

QString fixture(const char* name)
{
    QFile file(QStringLiteral(KIBITZ_TEST_DATA "/pgn/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

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

    void labelsReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("the dock's first size") << QSize(1150, 110);
        QTest::newRow("narrow") << QSize(320, 90);
        QTest::newRow("tall") << QSize(700, 220);
    }

    // The fixture has 12.c4?! and 12...O-O?! side by side and its last move is 22...Qc2?!.
    void labelsReadable()
    {
        QFETCH(QSize, size);
        model::GameDocument doc;
        QVERIFY(!doc.loadText(fixture("clocks-evals.pgn")));
        EvalGraph graph;
        graph.resize(size);
        graph.setDocument(&doc);
        graph.show();
        QVERIFY(QTest::qWaitForWindowExposed(&graph));
        const auto labels = graph.labels();
        const QRectF widget(graph.rect());
        const QRectF legend = graph.legendRect();
        QVERIFY(!legend.isEmpty());
        QVERIFY(widget.contains(legend));
        const QImage image = graph.grab().toImage();
        const double ratio = image.devicePixelRatio();
        bool lastLabelled = false;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const EvalGraph::Label& l = labels[i];
            QVERIFY2(widget.contains(l.rect),
                     qPrintable(QStringLiteral("label %1 outside").arg(i)));
            QVERIFY(!l.rect.intersects(legend));
            for (std::size_t j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!l.rect.intersects(labels[j].rect),
                         qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(i).arg(j)));
            QVERIFY(contrast(l.foreground, l.background) >= 4.5);
            // What is drawn is that patch: its colour at the patch's left inside edge.
            const QPoint probe(int((l.rect.left() + 2) * ratio), int(l.rect.center().y() * ratio));
            QVERIFY2(near(image.pixelColor(probe), l.background),
                     qPrintable(image.pixelColor(probe).name() + " vs " + l.background.name()));
            if (l.index == int(graph.points().size()) - 1) lastLabelled = true;
        }
        // Every mistake of the fixture is labelled at these sizes, the last one included.
        QCOMPARE(labels.size(), std::size_t(6));
        QVERIFY(lastLabelled);
    }

    void toolTipNamesMoveEvaluationClock()
    {
        model::GameDocument doc;
        QVERIFY(!doc.loadText(fixture("clocks-evals.pgn")));
        EvalGraph graph;
        graph.resize(700, 140);
        graph.setDocument(&doc);
        graph.show();
        QVERIFY(QTest::qWaitForWindowExposed(&graph));
        // 12.c4?! is the 23rd move (index 22) of 44.
        const int x = int(std::lround(4 + (700 - 8) * 22.0 / 43));
        const QString text = graph.toolTipAt(x);
        QVERIFY2(text.contains(QStringLiteral("12. c4?!")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\u22120.30")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("White's clock 2:30")), qPrintable(text));
        const QString black = graph.toolTipAt(int(std::lround(4 + (700 - 8) * 23.0 / 43)));
        QVERIFY2(black.contains(QStringLiteral("12... O-O?!")), qPrintable(black));
        QVERIFY2(black.contains(QStringLiteral("Black's clock 2:12")), qPrintable(black));
        // Hovering shows it.
        QHelpEvent help(QEvent::ToolTip, QPoint(x, 70), graph.mapToGlobal(QPoint(x, 70)));
        QApplication::sendEvent(&graph, &help);
        QTRY_COMPARE(QToolTip::text(), text);
    }

    // Clocks and no evaluations: the clocks are drawn, with their legend, not the empty text.
    void clocksWithoutEvaluations()
    {
        model::GameDocument doc;
        QVERIFY(!doc.loadText(QStringLiteral(
            "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:58] } 2. Nf3 { [%clk 0:02:40] } "
            "Nc6 { [%clk 0:02:10] } 3. Bb5 { [%clk 0:01:30] } a6 { [%clk 0:01:50] } *")));
        EvalGraph graph;
        graph.resize(500, 120);
        graph.setDocument(&doc);
        graph.show();
        QVERIFY(QTest::qWaitForWindowExposed(&graph));
        QVERIFY(!graph.hasEvaluations());
        QVERIFY(graph.hasClocks());
        QVERIFY(!graph.legendRect().isEmpty());
        const QImage image = graph.grab().toImage();
        int orange = 0, blue = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                orange += near(c, QColor(230, 140, 40), 30);
                blue += near(c, QColor(60, 160, 200), 30);
            }
        QVERIFY2(orange > 20 && blue > 20,
                 qPrintable(QStringLiteral("%1 %2").arg(orange).arg(blue)));
    }
};

QTEST_MAIN(EvalGraphTest)
#include "evalgraph_test.moc"
