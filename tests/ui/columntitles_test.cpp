// SPDX-License-Identifier: GPL-3.0-or-later
// The move lists' column titles (columntitles.h): each column's title and tool tip in the
// horizontal header, nothing for the vertical header, other roles or a column not there; the
// engine lines' score columns say from whose point of view.

#include "analysis/analysislines.h"
#include "book/bookpane.h"
#include "tablebase/tablebasepane.h"

#include <QtTest>

using namespace kibitz;

class ColumnTitlesTest : public QObject {
    Q_OBJECT

private slots:
    void titles_data();
    void titles();
    void onlyTheHorizontalHeader();
    void linesSayFromWhoseSide();
};

namespace {
std::unique_ptr<QAbstractItemModel> modelNamed(const QString& name)
{
    if (name == QLatin1String("book")) return std::make_unique<ui::BookMoveModel>();
    if (name == QLatin1String("tablebase")) return std::make_unique<ui::TablebaseMoveModel>();
    return std::make_unique<ui::AnalysisLinesModel>();
}
} // namespace

void ColumnTitlesTest::titles_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QStringList>("titles");
    QTest::addColumn<QStringList>("toolTips");
    QTest::newRow("book") << "book" << QStringList{"Move", "Weight", "Share", "Games", "Score"}
                          << QStringList{"", "", "", "", ""};
    QTest::newRow("tablebase")
        << "tablebase" << QStringList{"Move", "Result", "DTZ", "DTM"}
        << QStringList{"", "",
                       "Syzygy: plies to the next capture or pawn move with best play, this move "
                       "counted (negative: the opponent's)",
                       "Gaviota: moves to mate (#-n: mated in n)"};
    QTest::newRow("lines") << "lines" << QStringList{"Eval", "Depth", "W/D/L %", "Line"}
                           << QStringList{"From White's point of view", "",
                                          "From White's point of view", ""};
}

void ColumnTitlesTest::titles()
{
    QFETCH(QString, model);
    QFETCH(QStringList, titles);
    QFETCH(QStringList, toolTips);
    const auto m = modelNamed(model);
    QCOMPARE(m->columnCount(), titles.size());
    for (int c = 0; c < m->columnCount(); ++c) {
        QCOMPARE(m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(), titles[c]);
        const QVariant tip = m->headerData(c, Qt::Horizontal, Qt::ToolTipRole);
        QCOMPARE(tip.isValid(), !toolTips[c].isEmpty());
        QCOMPARE(tip.toString(), toolTips[c]);
    }
}

void ColumnTitlesTest::onlyTheHorizontalHeader()
{
    for (const char* name : {"book", "tablebase", "lines"}) {
        const auto m = modelNamed(QLatin1String(name));
        QVERIFY(!m->headerData(0, Qt::Vertical, Qt::DisplayRole).isValid());
        QVERIFY(!m->headerData(0, Qt::Horizontal, Qt::FontRole).isValid());
        QVERIFY(!m->headerData(-1, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!m->headerData(m->columnCount(), Qt::Horizontal, Qt::DisplayRole).isValid());
    }
}

void ColumnTitlesTest::linesSayFromWhoseSide()
{
    ui::AnalysisLinesModel m;
    m.setScoreFromWhite(false);
    for (int c : {int(ui::AnalysisLinesModel::Eval), int(ui::AnalysisLinesModel::Wdl)})
        QCOMPARE(m.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("From the side to move's point of view"));
}

QTEST_MAIN(ColumnTitlesTest)
#include "columntitles_test.moc"
