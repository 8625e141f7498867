// SPDX-License-Identifier: GPL-3.0-or-later
// The window wires board, notation and document together: a move on the board reaches the
// document and comes back as the board's position, the title marks changes, the status
// line follows the game, keys navigate.
#include "mainwindow/mainwindow.h"

#include "board/boardview.h"
#include "chess/notation.h"
#include "model/gamedocument.h"
#include "notation/movetreeview.h"

#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using kibitz::ui::MainWindow;

namespace {
kibitz::chess::Square sq(const char* name)
{
    return kibitz::chess::parseSquare(name);
}
QString statusText(MainWindow& w)
{
    return w.statusBar()->findChild<QLabel*>()->text();
}
} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void boardMoveReachesDocument();
    void statusFollowsGame();
    void keysNavigate();
    void openFileByIndex();
};

void MainWindowTest::initTestCase()
{
    // Keep the developer's own window layout and recent files out of it.
    QStandardPaths::setTestModeEnabled(true);
}

void MainWindowTest::boardMoveReachesDocument()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.isWindowModified());
    auto* board = w.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("e2")).center());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("e4")).center());
    QCOMPARE(w.document()->currentNode()->san(), std::string("e4"));
    QCOMPARE(board->pieces()[std::size_t(sq("e4"))], 'P'); // handed back to the board
    QVERIFY(w.isWindowModified());
    QVERIFY(w.windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(w.moveTreeView()->document()->toPlainText().contains(QStringLiteral("e4")));

    w.document()->undoStack()->undo();
    QCOMPARE(board->pieces()[std::size_t(sq("e4"))], '.');
    QVERIFY(!w.isWindowModified());
}

void MainWindowTest::statusFollowsGame()
{
    MainWindow w;
    QCOMPARE(statusText(w), QStringLiteral("White to move."));
    for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"})
        QVERIFY(w.document()->playMove(*kibitz::chess::parseUci(w.document()->position(), m)));
    QCOMPARE(statusText(w), QStringLiteral("Checkmate. Black wins."));
    w.document()->back();
    QCOMPARE(statusText(w), QStringLiteral("Black to move."));
}

void MainWindowTest::keysNavigate()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(!w.document()->loadText(QStringLiteral("1. e4 (1. d4 d5) 1... e5 2. Nf3 *")));
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(w.document()->currentNode()->san(), std::string("e4"));
    QTest::keyClick(&w, Qt::Key_Down);
    QCOMPARE(w.document()->currentNode()->san(), std::string("d4"));
    QTest::keyClick(&w, Qt::Key_End);
    QCOMPARE(w.document()->currentNode()->san(), std::string("d5"));
    QTest::keyClick(&w, Qt::Key_Home);
    QVERIFY(w.document()->currentNode()->isRoot());
    QTest::keyClick(&w, Qt::Key_End);
    QCOMPARE(w.document()->currentNode()->san(), std::string("Nf3"));
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(w.document()->currentNode()->san(), std::string("e5"));
}

void MainWindowTest::openFileByIndex()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[White \"Anna\"]\n[Black \"Ben\"]\n\n1. e4 *\n\n[White \"Cleo\"]\n\n1. d4 d5 *\n");
    f.close();
    MainWindow w;
    QVERIFY(w.openFile(path, 1));
    QCOMPARE(w.document()->game().nodeCount(), std::size_t(2));
    QVERIFY(w.windowTitle().contains(QStringLiteral("two.pgn, game 2")));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Cleo")));
}

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
