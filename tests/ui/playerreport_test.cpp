// SPDX-License-Identifier: GPL-3.0-or-later
// The player report's page: the scores, then titled tables a row per item: the openings with
// each colour (at most 15), the rating by year and the best wins, those two left out when
// there are none; names escaped.

#include "database/playerreportdialog.h"

#include <QFile>
#include <QTest>

using namespace kibitz;

namespace {

db::Score score(std::uint32_t wins, std::uint32_t draws, std::uint32_t losses)
{
    return db::Score{wins + draws + losses, wins, draws, losses};
}

db::PlayerReport report()
{
    db::PlayerReport r;
    r.names = {"Carlsen, M", "Carlsen, Magnus"};
    r.total = score(3, 1, 1);
    r.asWhite = score(2, 1, 0);
    r.asBlack = score(1, 0, 1);
    r.unfinished = 1;
    r.openingsWhite = {{"C42", "Petrov's Defense", score(1, 1, 0)},
                       {"", "<Irregular>", score(1, 0, 0)}};
    for (int i = 10; i < 26; ++i) { // B10 to B25: one more than is shown
        std::string eco = "B";
        eco += std::to_string(i);
        r.openingsBlack.push_back({eco, "Caro-Kann", score(0, 0, 1)});
    }
    r.rating = {{2009, 12, 2690, 2810, 2776.4}, {2010, 1, 2813, 2813, 2813}};
    r.bestWins = {{3, true, "Anand, V", 2817, 20100521, "Sofia <m-tel>", "D45", 81},
                  {8, false, "Kramnik, V", 0, 20100000, "", "", 0}};
    return r;
}

} // namespace

class PlayerReportTest : public QObject {
    Q_OBJECT

private slots:
    void page()
    {
        QFile expected(QStringLiteral(KIBITZ_TEST_DATA "/playerreport/report.html"));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        QCOMPARE(ui::PlayerReportDialog::html(report()), QString::fromUtf8(expected.readAll()));
    }

    void withoutRatingsOrWins()
    {
        db::PlayerReport r = report();
        r.rating.clear();
        r.bestWins.clear();
        const QString html = ui::PlayerReportDialog::html(r);
        QVERIFY(html.endsWith(QStringLiteral("<td>B24</td><td>Caro-Kann</td><td align=right>1</td>"
                                             "<td align=right>+0 =0 −1</td><td align=right>0.0%"
                                             "</td></tr></table>")));
        QVERIFY(!html.contains(QStringLiteral("Rating")));
        QVERIFY(!html.contains(QStringLiteral("Best Wins")));
    }
};

QTEST_MAIN(PlayerReportTest)
#include "playerreport_test.moc"
