// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game tabs stay identifiable with many games open (issue 43): a long title is cut
// in the middle (both names keep their start or end), the tool tip holds the whole title and
// the file; a game played here names its date and hour, so two "Player – Kibitz" games differ.

#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "play/gamesession.h"
#include "play/playcontroller.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::ui::MainWindow;

class GameTabsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
        QCoreApplication::setApplicationName(QStringLiteral("gametabs_test"));
    }

    void longNamesCutInTheMiddle()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString white = QStringLiteral("Nepomniachtchi, Ian Alexandrovich");
        const QString black = QStringLiteral("Vachier-Lagrave, Maxime Gilles");
        const QString path = dir.filePath(QStringLiteral("long.pgn"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("[White \"%1\"]\n[Black \"%2\"]\n\n1. e4 *\n")
                        .arg(white, black)
                        .toUtf8());
        }
        QVERIFY(w.openFile(path));
        // Eight more games, so the tabs crowd.
        for (int i = 0; i < 8; ++i)
            QVERIFY(!w.documentTabs()->addDocument()->loadText(
                QStringLiteral("[White \"Player %1\"]\n[Black \"Opponent\"]\n\n1. d4 *\n").arg(i)));
        QTabBar* tabs = w.documentTabs()->tabBar();
        const int index = w.documentTabs()->indexOf(w.documentAt(0));
        const QString text = tabs->tabText(index);
        const QString title = white + QStringLiteral(" – ") + black;
        QVERIFY2(text.startsWith(QStringLiteral("Nepomniachtchi")), qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral("Gilles")), qPrintable(text));
        QVERIFY2(text.contains(QChar(0x2026)), qPrintable(text));
        QVERIFY(text.size() < title.size());
        QVERIFY(tabs->fontMetrics().horizontalAdvance(text)
                <= tabs->fontMetrics().averageCharWidth() * 36);
        QCOMPARE(tabs->tabToolTip(index), title + u'\n' + QDir::toNativeSeparators(path));
        QCOMPARE(tabs->elideMode(), Qt::ElideMiddle);
    }

    // Two games against each other by the same players, played here: each tab says when.
    void gamesPlayedHereNameTheirHour()
    {
        MainWindow w;
        kibitz::ui::PlayController* play = w.playController();
        kibitz::ui::PlayController::Setup setup; // the user on both sides: no engine needed
        setup.timeControl = *kibitz::play::TimeControl::parse("300+0");
        play->startGame(setup);
        kibitz::model::GameDocument* game = play->document();
        QVERIFY(game);
        const QString tag = QString::fromStdString(game->game().headers().value("Time"));
        QVERIFY2(QTime::fromString(tag, QStringLiteral("HH:mm:ss")).isValid(), qPrintable(tag));
        const QString text = w.documentTabs()->tabBar()->tabText(w.documentTabs()->indexOf(game));
        const QString today = QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"));
        QVERIFY2(text.contains(today + u' ' + tag.left(5)), qPrintable(text));
    }
};

QTEST_MAIN(GameTabsTest)
#include "gametabs_test.moc"
