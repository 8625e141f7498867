// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Tournament…'s window: two built-in engines play a short round robin from the
// window's fields, paused after the first game (no game starts while paused) and resumed; the
// crosstable shows both engines with their games; a bad field is reported and starts nothing.
// With KIBITZ_SHOT_DIR set, the window is saved there as tournament-window.png to look at.

#include "board/boardview.h"
#include "play/tournamentwindow.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {

std::vector<engine::EngineEntry> engines()
{
    std::vector<engine::EngineEntry> out;
    for (const char* name : {"Alpha", "Beta", "Gamma"}) {
        engine::EngineEntry e;
        e.name = QString::fromLatin1(name);
        e.command = QStringLiteral(KIBITZ_ENGINE);
        e.protocol = engine::Protocol::Uci;
        out.push_back(e);
    }
    return out;
}

} // namespace

class TournamentWindowTest : public QObject {
    Q_OBJECT

private slots:
    void playsPausesAndResumes();
    void badFieldsStartNothing();
};

void TournamentWindowTest::playsPausesAndResumes()
{
    QTemporaryDir dir;
    ui::TournamentWindow w(engines());
    w.setEnginesChecked({QStringLiteral("Alpha"), QStringLiteral("Beta")});
    w.timeControlEdit()->setText(QStringLiteral("nodes=300"));
    w.roundsSpin()->setValue(2);
    w.outputEdit()->setText(dir.filePath(QStringLiteral("t.pgn")));
    w.show();
    QSignalSpy finished(&w, &ui::TournamentWindow::finished);
    QVERIFY(w.start());
    QVERIFY(w.tournament());
    // Paused while the first game runs: it is finished, and no other starts.
    QTRY_COMPARE_WITH_TIMEOUT(w.tournament()->gamesRunning(), 1, 10000);
    // The running game is on a board of its own, its caption naming the players.
    QTRY_COMPARE_WITH_TIMEOUT(w.findChildren<ui::BoardView*>().size(), qsizetype(1), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(
        w.findChild<ui::BoardView*>()->parentWidget()->findChild<QLabel*>()->text().contains(
            QStringLiteral("Alpha")),
        5000);
    QTRY_VERIFY_WITH_TIMEOUT(w.findChild<ui::BoardView*>()->isVisible(), 5000);
    if (const QString shots = qEnvironmentVariable("KIBITZ_SHOT_DIR"); !shots.isEmpty())
        QVERIFY(w.grab().save(shots + QStringLiteral("/tournament-running.png")));
    w.togglePause();
    QCOMPARE(w.pauseButton()->text(), QStringLiteral("&Resume"));
    QTRY_COMPARE_WITH_TIMEOUT(w.tournament()->gamesDone(), 1, 60000);
    QTest::qWait(300);
    QCOMPARE(w.tournament()->gamesRunning(), 0);
    QCOMPARE(w.tournament()->gamesDone(), 1);
    w.togglePause();
    QVERIFY(finished.wait(60000));
    QCOMPARE(w.tournament()->gamesDone(), 2);
    QTableWidget* table = w.crosstable();
    QCOMPARE(table->rowCount(), 2);
    int games = 0;
    QStringList names;
    for (int row = 0; row < 2; ++row) {
        names << table->item(row, 0)->text();
        games += table->item(row, 1)->text().toInt();
    }
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("Alpha"), QStringLiteral("Beta")}));
    QCOMPARE(games, 4);
    QVERIFY(!w.pauseButton()->isEnabled());
    const QString shots = qEnvironmentVariable("KIBITZ_SHOT_DIR");
    if (!shots.isEmpty()) QVERIFY(w.grab().save(shots + QStringLiteral("/tournament-window.png")));
}

void TournamentWindowTest::badFieldsStartNothing()
{
    QTemporaryDir dir;
    ui::TournamentWindow w(engines());
    w.outputEdit()->setText(dir.filePath(QStringLiteral("t.pgn")));
    w.setEnginesChecked({QStringLiteral("Alpha")});
    QVERIFY(!w.start());
    QVERIFY(!w.tournament());
    QVERIFY(w.findChild<QLabel*>() != nullptr);
    w.setEnginesChecked({QStringLiteral("Alpha"), QStringLiteral("Gamma")});
    w.timeControlEdit()->setText(QStringLiteral("soon"));
    QVERIFY(!w.start());
    QVERIFY(!w.tournament());
}

QTEST_MAIN(TournamentWindowTest)
#include "tournamentwindow_test.moc"
