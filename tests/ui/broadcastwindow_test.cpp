// SPDX-License-Identifier: GPL-3.0-or-later
// File > Follow Broadcast against fake_server.py (tests/online): the first-use question when
// online services were never turned on, the dialog's list of broadcasts and rounds, and a round
// followed in the window: its file opens as a database whose rows move on, the first board is
// shown at its last move and follows the moves while the board stays there, a game stepped back
// in stays put (the moves are still added), a game the user wrote into is left alone, and the
// engine pane is given the game shown. No test goes online.

#include "fake_server.h"

#include "analysis/enginepanel.h"
#include "database/databasecontroller.h"
#include "database/databaseview.h"
#include "mainwindow/mainwindow.h"
#include "model/analysis.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "online/broadcastdialog.h"
#include "online/livebroadcast.h"
#include "online/onlineservices.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

int mainLinePlies(const model::GameDocument* doc)
{
    int n = 0;
    for ([[maybe_unused]] const pgn::Node* node : doc->game().mainline()) ++n;
    return n;
}

bool atEnd(const model::GameDocument* doc)
{
    return doc->currentNode() == doc->game().mainlineEnd();
}

} // namespace

class BroadcastWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void firstUseAsks();
    void dialogListsRounds();
    void followInWindow();
    void stopFromTheMenu();

private:
    void pointAtServer(OnlineServices* services, bool enabled, bool asked)
    {
        OnlineSettings o;
        o.enabled = enabled;
        o.asked = asked;
        o.servers = online::Servers::allAt(m_server.url());
        services->setSettings(o);
    }

    FakeServer m_server;
};

void BroadcastWindowTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("broadcastwindow_test"));
    QSettings().clear();
    QDir(LiveBroadcast::folder()).removeRecursively();
    QVERIFY2(m_server.start(), qPrintable(m_server.errorString()));
}

void BroadcastWindowTest::cleanupTestCase()
{
    m_server.stop();
}

void BroadcastWindowTest::firstUseAsks()
{
    MainWindow window;
    pointAtServer(window.onlineServices(), false, false);
    QString asked;
    QStringList others;
    // The question comes (answered No); anything else modal is a failure, closed so that the
    // test cannot hang.
    QTimer watch;
    watch.setInterval(100);
    connect(&watch, &QTimer::timeout, this, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal); box && asked.isEmpty()) {
            asked = box->text();
            box->button(QMessageBox::No)->click();
        } else if (modal) {
            others << modal->windowTitle();
            modal->close();
        }
    });
    watch.start();
    window.followBroadcast();
    QVERIFY2(asked.contains(QStringLiteral("Following a broadcast")), qPrintable(asked));
    QVERIFY2(others.isEmpty(), qPrintable(others.join(QLatin1Char(','))));
    QVERIFY(!window.onlineServices()->enabled());
    QVERIFY(!window.liveBroadcast()->following());
}

void BroadcastWindowTest::dialogListsRounds()
{
    OnlineServices services;
    pointAtServer(&services, true, true);
    BroadcastDialog dialog(&services);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.list()->topLevelItemCount(), 2, 10'000);
    // The live round of the first broadcast is chosen.
    QVERIFY(dialog.list()->currentItem());
    QCOMPARE(dialog.list()->currentItem()->text(0), QStringLiteral("Round 1"));
    QCOMPARE(dialog.roundId(), QStringLiteral("kibRnd01"));
    QCOMPARE(dialog.roundTitle(), QStringLiteral("Kibitz Invitational, Round 1"));
    QCOMPARE(dialog.fileName(), QStringLiteral("kibitz-invitational-round-1-kibRnd01.pgn"));
    auto* follow = dialog.findChild<QDialogButtonBox*>()->buttons().constFirst();
    for (QAbstractButton* b : dialog.findChild<QDialogButtonBox*>()->buttons())
        if (dialog.findChild<QDialogButtonBox*>()->buttonRole(b) == QDialogButtonBox::AcceptRole)
            follow = b;
    QVERIFY(follow->isEnabled());
    dialog.roundEdit()->setText(QStringLiteral("the final round"));
    QVERIFY(!follow->isEnabled());
    QVERIFY(dialog.statusLabel()->text().contains(QStringLiteral("neither")));
    dialog.roundEdit()->setText(
        QStringLiteral("https://lichess.org/broadcast/x/final/4Yuk2i2H/5rsW2cRb"));
    QVERIFY(follow->isEnabled());
    QCOMPARE(dialog.roundId(), QStringLiteral("4Yuk2i2H"));
    QCOMPARE(dialog.fileName(), QStringLiteral("4Yuk2i2H.pgn"));
}

void BroadcastWindowTest::followInWindow()
{
    MainWindow window;
    pointAtServer(window.onlineServices(), true, true);
    window.show();
    // A round whose moves come every 0.6 s, cut once (fake_server.py).
    QVERIFY(window.followBroadcastRound(QStringLiteral("kibSlo01"), QStringLiteral("Test round"),
                                        QStringLiteral("kibSlo01.pgn")));
    LiveBroadcast* live = window.liveBroadcast();
    QVERIFY(live->following());
    const QString file = live->file();
    QCOMPARE(QFileInfo(file).fileName(), QStringLiteral("kibSlo01.pgn"));

    // The file opens as a database, and its first game on the board, at its last move.
    DatabaseController* databases = window.databases();
    QTRY_COMPARE_WITH_TIMEOUT(databases->viewCount(), 1, 10'000);
    model::DatabaseModel* list = databases->viewAt(0)->model();
    QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 3, 10'000);
    QVERIFY(list->isReadOnly());
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(window.document()->filePath()) == QFileInfo(file), 10'000);
    model::GameDocument* first = window.document();
    QCOMPARE(first->gameIndex(), 0);
    QVERIFY(mainLinePlies(first) >= 2);
    QVERIFY(atEnd(first));

    // The list's rows move on: game 1's plies.
    const QModelIndex plies = list->index(0, int(db::Column::Plies));
    const int listed = list->data(plies).toInt();
    QTRY_VERIFY_WITH_TIMEOUT(list->data(plies).toInt() > listed, 10'000);

    // At the last move, the board follows the moves; the engine pane is given each position.
    int before = mainLinePlies(first);
    QTRY_VERIFY_WITH_TIMEOUT(mainLinePlies(first) > before, 10'000);
    QVERIFY(atEnd(first));
    QVERIFY(!first->isModified());
    QCOMPARE(window.enginePanel()->analysis()->position(), first->position());

    // Another game, written into by the user: left alone from then on.
    QVERIFY(databases->openGame(databases->viewAt(0), 1));
    model::GameDocument* second = window.document();
    QVERIFY(second != first);
    QCOMPARE(second->gameIndex(), 1);
    QVERIFY(atEnd(second));
    QVERIFY(second->setHeader(QStringLiteral("Annotator"), QStringLiteral("me")));
    const int secondPlies = mainLinePlies(second);

    // Stepped back: the moves are added, the board stays where the user put it.
    for (int i = 0; i < window.documentCount(); ++i)
        if (window.documentAt(i) == first) window.setCurrentIndex(i);
    QVERIFY(first->back());
    const pgn::Node* here = first->currentNode();
    before = mainLinePlies(first);
    QTRY_VERIFY_WITH_TIMEOUT(mainLinePlies(first) > before, 15'000);
    QCOMPARE(first->currentNode(), here);
    QCOMPARE(window.enginePanel()->analysis()->position(), first->position());

    // The round ends: every game has its result; the database can be edited again.
    QTRY_VERIFY_WITH_TIMEOUT(!live->following(), 30'000);
    QCOMPARE(first->game().headers().value("Result"), std::string("1/2-1/2"));
    QCOMPARE(mainLinePlies(first), 10);
    QCOMPARE(first->currentNode(), here);
    QCOMPARE(mainLinePlies(second), secondPlies);
    QCOMPARE(second->game().headers().value("Result"), std::string("*"));
    QVERIFY(live->follower() == nullptr || !live->follower()->running());
    QTRY_VERIFY_WITH_TIMEOUT(!list->isReadOnly(), 5'000);
    QTRY_COMPARE_WITH_TIMEOUT(list->data(list->index(1, int(db::Column::Result))).toString(),
                              QStringLiteral("1-0"), 10'000);
    QVERIFY2(live->statusLabel()->text().contains(QStringLiteral("the round is over")),
             qPrintable(live->statusLabel()->text()));
    second->markSaved(); // not asked about when the window goes
}

// File > Stop Following Broadcast: greyed while no round is followed; it stops the round
// followed, whose file keeps what came and can be edited again.
void BroadcastWindowTest::stopFromTheMenu()
{
    MainWindow window;
    pointAtServer(window.onlineServices(), true, true);
    window.show();
    QMenu* fileMenu = nullptr;
    QAction* stop = nullptr;
    for (QAction* top : window.menuBar()->actions())
        for (QAction* a : top->menu()->actions())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Stop Following Broadcast"))
                fileMenu = top->menu(), stop = a;
    QVERIFY(stop);
    emit fileMenu->aboutToShow();
    QVERIFY(!stop->isEnabled());

    QVERIFY(window.followBroadcastRound(QStringLiteral("kibSlo01"), QStringLiteral("Test round"),
                                        QStringLiteral("kibSlo01-stop.pgn")));
    LiveBroadcast* live = window.liveBroadcast();
    DatabaseController* databases = window.databases();
    QTRY_COMPARE_WITH_TIMEOUT(databases->viewCount(), 1, 10'000);
    model::DatabaseModel* list = databases->viewAt(0)->model();
    QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 3, 10'000);
    QVERIFY(list->isReadOnly());
    emit fileMenu->aboutToShow();
    QVERIFY(stop->isEnabled());

    stop->trigger();
    QVERIFY(!live->following());
    QTRY_VERIFY_WITH_TIMEOUT(!list->isReadOnly(), 5'000);
    QCOMPARE(list->rowCount(), 3);
    QVERIFY2(live->statusLabel()->text().contains(QStringLiteral("no longer followed")),
             qPrintable(live->statusLabel()->text()));
    emit fileMenu->aboutToShow();
    QVERIFY(!stop->isEnabled());
    for (int i = 0; i < window.documentCount(); ++i) window.documentAt(i)->markSaved();
}

QTEST_MAIN(BroadcastWindowTest)
#include "broadcastwindow_test.moc"
