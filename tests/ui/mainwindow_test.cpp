// SPDX-License-Identifier: GPL-3.0-or-later
// The window wires board, notation and document together: a move on the board reaches the
// document and comes back as the board's position, the title marks changes, the status
// line follows the game, keys navigate.
#include "mainwindow/mainwindow.h"

#include "board/boardview.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "model/gamedocument.h"
#include "notation/movetreeview.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QTabBar>
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
    void severalGames();
    void closingGames();
    void dropFileOpensIt();
    void copyVariation();
    void autosaveRestoredAfterCrash();
    void cleanCloseLeavesNothing();
    void figurinesAndMaterial();
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

namespace {
QString writeFile(const QTemporaryDir& dir, const char* name, const char* text)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}
void play(kibitz::model::GameDocument* doc, std::initializer_list<const char*> moves)
{
    for (const char* m : moves)
        QVERIFY(doc->playMove(*kibitz::chess::parseUci(doc->position(), m)));
}
} // namespace

void MainWindowTest::severalGames()
{
    QTemporaryDir dir;
    const QString a = writeFile(dir, "a.pgn", "[White \"Anna\"]\n\n1. e4 *\n");
    const QString b = writeFile(dir, "b.pgn", "[White \"Bert\"]\n\n1. d4 d5 *\n");
    MainWindow w;
    QSignalSpy shown(&w, &MainWindow::currentDocumentChanged);
    QCOMPARE(w.documentCount(), 1);
    // The untouched first game is replaced, the next file gets a tab of its own.
    QVERIFY(w.openFile(a, 0));
    QCOMPARE(w.documentCount(), 1);
    QVERIFY(w.openFile(b, 0));
    QCOMPARE(w.documentCount(), 2);
    QCOMPARE(w.currentIndex(), 1);
    QVERIFY(w.windowTitle().contains(QStringLiteral("Bert")));
    QCOMPARE(w.boardView()->pieces()[std::size_t(sq("d4"))], '.'); // at the start
    // Opening a game already open shows it.
    QVERIFY(w.openFile(a, 0));
    QCOMPARE(w.documentCount(), 2);
    QCOMPARE(w.currentIndex(), 0);
    QVERIFY(shown.count() >= 2);

    // Each game keeps its own position, notation and undo history.
    w.document()->toEnd();
    QCOMPARE(w.boardView()->pieces()[std::size_t(sq("e4"))], 'P');
    play(w.document(), {"e7e5"});
    w.setCurrentIndex(1);
    QCOMPARE(w.boardView()->pieces()[std::size_t(sq("e4"))], '.');
    QVERIFY(w.moveTreeView()->document()->toPlainText().contains(QStringLiteral("d5")));
    QVERIFY(!w.moveTreeView()->document()->toPlainText().contains(QStringLiteral("e5")));
    QVERIFY(!w.isWindowModified());
    w.setCurrentIndex(0);
    QVERIFY(w.isWindowModified());
    const QTabBar* tabs =
        w.findChild<QTabBar*>(QStringLiteral("gameTabs")); // not a dock area's tabs
    QVERIFY(tabs->tabText(0).endsWith(u'*'));
    QVERIFY(!tabs->tabText(1).endsWith(u'*'));
    QCOMPARE(w.boardView()->pieces()[std::size_t(sq("e5"))], 'p');
}

void MainWindowTest::closingGames()
{
    MainWindow w;
    QVERIFY(!w.document()->loadText(QStringLiteral("1. c4 *")));
    kibitz::model::GameDocument* second = w.addDocument();
    QCOMPARE(w.documentCount(), 2);
    QCOMPARE(w.document(), second);
    QVERIFY(w.closeDocument(1));
    QCOMPARE(w.documentCount(), 1);
    QCOMPARE(w.document()->game().nodeCount(), std::size_t(1));
    // Closing the last game leaves an empty one.
    QVERIFY(w.closeDocument(0));
    QCOMPARE(w.documentCount(), 1);
    QCOMPARE(w.document()->game().nodeCount(), std::size_t(0));
    QVERIFY(!w.closeDocument(5));
}

void MainWindowTest::dropFileOpensIt()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "dropped.pgn", "[Black \"Dora\"]\n\n1. Nf3 *\n");
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QMimeData data;
    data.setUrls(
        {QUrl::fromLocalFile(path), QUrl::fromLocalFile(dir.filePath(QStringLiteral("x.txt")))});
    const QPoint at = w.rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &drop);
    QTRY_VERIFY(w.windowTitle().contains(QStringLiteral("Dora")));
    QCOMPARE(w.documentCount(), 1);

    // Something else is refused.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("picture.png")))});
    QDragEnterEvent refused(at, Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QCoreApplication::sendEvent(&w, &refused);
    QVERIFY(!refused.isAccepted());
}

void MainWindowTest::copyVariation()
{
    MainWindow w;
    QVERIFY(!w.document()->loadText(
        QStringLiteral("[White \"W\"]\n\n1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 *")));
    w.document()->forward();
    w.document()->forward();
    QVERIFY(w.document()->nextVariation()); // 1... c5
    w.document()->forward();                // 2. Nf3 in the variation
    QAction* copy = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == QStringLiteral("Copy &Variation as PGN")) copy = a;
    QVERIFY(copy);
    copy->trigger();
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY2(text.contains(QStringLiteral("1... c5 2. Nf3 d6")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("[FEN ")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("e5")), qPrintable(text));
}

void MainWindowTest::autosaveRestoredAfterCrash()
{
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("autosave"));
    const QString file = writeFile(dir, "mine.pgn", "[White \"Eve\"]\n\n1. e4 *\n");
    {
        auto* w = new MainWindow;
        QCOMPARE(w->startAutosave(root), std::nullopt);
        QVERIFY(w->openFile(file, 0));
        w->document()->toEnd();
        play(w->document(), {"c7c5"});
        QVERIFY(w->document()->isModified());
        kibitz::model::GameDocument* fresh = w->addDocument();
        play(fresh, {"d2d4"});
        w->addDocument(); // untouched: nothing to keep
        // The copies are written a few seconds after the change.
        QTRY_VERIFY_WITH_TIMEOUT(
            QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() == 1
                && QDir(root + u'/' + QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot)[0])
                           .entryList(QDir::Files)
                           .size()
                       == 2,
            10000);
        delete w; // gone without closing: what a crash leaves
    }
    MainWindow w;
    QCOMPARE(w.startAutosave(root), std::nullopt);
    QCOMPARE(w.recoverUnsavedGames(MainWindow::Recovery::Restore), 2);
    QCOMPARE(w.documentCount(), 2);
    QStringList games;
    for (int i = 0; i < w.documentCount(); ++i) {
        auto* doc = w.documentAt(i);
        QVERIFY(doc->isModified());
        games << QStringLiteral("%1 %2").arg(doc->game().nodeCount()).arg(doc->filePath());
    }
    games.sort();
    QCOMPARE(games, (QStringList{QStringLiteral("1 "),
                                 QStringLiteral("2 ") + QFileInfo(file).absoluteFilePath()}));
    // Saving the restored game writes it into its own file.
    for (int i = 0; i < w.documentCount(); ++i)
        if (!w.documentAt(i)->filePath().isEmpty()) {
            QCOMPARE(w.documentAt(i)->save(), std::nullopt);
            QVERIFY(!w.documentAt(i)->isModified());
        }
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("1. e4 c5"));
}

void MainWindowTest::cleanCloseLeavesNothing()
{
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("autosave"));
    {
        MainWindow w;
        QCOMPARE(w.startAutosave(root), std::nullopt);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.close());
    }
    QCOMPARE(QDir(root).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    MainWindow next;
    QCOMPARE(next.startAutosave(root), std::nullopt);
    QCOMPARE(next.recoverUnsavedGames(MainWindow::Recovery::Restore), 0);
}

// Issue 19: View > Figurine Notation shows ♘f3 for Nf3 (the game keeps the letters), and the
// material balance stands under the board.
void MainWindowTest::figurinesAndMaterial()
{
    MainWindow w;
    w.setPosition(*kibitz::chess::positionFromFen("4k3/8/8/8/8/8/8/KQ4N1 w - - 0 1"));
    auto* material = w.findChild<QLabel*>(QStringLiteral("materialBalance"));
    QVERIFY(material);
    QCOMPARE(material->text(), QStringLiteral("Material: White +12"));
    QVERIFY(w.document()->playMove(*kibitz::chess::parseSan(w.document()->position(), "Nf3")));
    QAction* figurines = nullptr;
    for (QAction* a : w.menuBar()->findChildren<QAction*>())
        if (a->text() == QStringLiteral("F&igurine Notation")) figurines = a;
    QVERIFY(figurines);
    figurines->setChecked(false);
    QVERIFY(w.moveTreeView()->document()->toPlainText().contains(QStringLiteral("Nf3")));
    figurines->setChecked(true);
    QVERIFY2(w.moveTreeView()->document()->toPlainText().contains(QStringLiteral("\u2658f3")),
             qPrintable(w.moveTreeView()->document()->toPlainText()));
    QCOMPARE((*w.document()->game().mainline().begin())->san(), std::string("Nf3"));
    figurines->setChecked(false);
    QVERIFY(w.moveTreeView()->document()->toPlainText().contains(QStringLiteral("Nf3")));
}

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
