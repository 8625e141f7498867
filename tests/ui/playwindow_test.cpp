// SPDX-License-Identifier: GPL-3.0-or-later
// Playing in the window: Game > New Game Against Engine… driven through its dialog with a
// tiny time control against the built-in engine (from an engine list written for the test),
// moves made by clicking the board, the clock dock, Take Back, and the flag; then an engine
// match in the window. Nothing asserts on how long anything took.

#include "analysis/enginelist.h"
#include "analysis/enginepanel.h"
#include "board/boardview.h"
#include "book/bookpane.h"
#include "book/polyglot.h"
#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/options.h"
#include "logging_engine.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "notation/movetreeview.h"
#include "pgn/comment.h"
#include "play/clockwidget.h"
#include "play/newgamedialog.h"
#include "play/panecover.h"
#include "play/playcontroller.h"
#include "search/strength.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace kibitz;
using namespace kibitz::ui;
using chess::Color;

namespace {

const QString EngineName = QStringLiteral("Kibitz test engine");

QAction* menuAction(MainWindow& w, const QString& text)
{
    for (QAction* a : w.menuBar()->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

} // namespace

class PlayWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void againstEngineThroughTheDialog();
    void dialogRejectsBadTimeControl();
    void engineMatchInTheWindow();
    void anotherGameInTheWindowEndsPlay();
    void engineThatPonders();
    void gameEngineThreads_data();
    void gameEngineThreads();
    void fromTheShownPosition();
    void playInOneTabEditAnother();
    void aGameAgainstTheEngineIsAGame();
    void bookOptionFollowsTheEngine();
    void strengthBoxFollowsTheEngine();
    void keyboardOnlyGame();
    void chess960StartFromTheDialog();
    void variantOffersItsEngines();
    void clockFollowsTheShownGame();
    void clockPaneOpensForAGameWithClocks();
    void hintAndPauseFromTheGameMenu();
    void variantEnginesAskedBeforeTheirFirstGame();
    void crazyhouseGameThroughTheDialog();
    void engineListLearnsVariants();
};

void PlayWindowTest::initTestCase()
{
    // An engine list of our own, in Qt's test folders, naming the built-in engine.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QCoreApplication::setApplicationName(QStringLiteral("playwindow_test"));
    QSettings().remove(QStringLiteral("play/variant")); // chess, whatever a run before chose
    // Online services' question of first use, which starting the engine asks, answered: off.
    QSettings().setValue(QStringLiteral("online/asked"), true);
    QSettings().remove(QStringLiteral("window/clockPaneByHand")); // the pane follows the game
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    QVERIFY(QDir().mkpath(dir));
    QFile list(dir + QStringLiteral("/engines.json"));
    QVERIFY(list.open(QIODevice::WriteOnly | QIODevice::Truncate));
    list.write(
        QStringLiteral("{\"engines\":[{\"name\":\"%1\",\"command\":\"%2\",\"protocol\":\"uci\"}]}")
            .arg(EngineName, QStringLiteral(KIBITZ_ENGINE))
            .toUtf8());
    list.close();
}

void PlayWindowTest::againstEngineThroughTheDialog()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PlayController* play = w.playController();
    QVERIFY(play);
    QAction* newGame = menuAction(w, QStringLiteral("New Game Against &Engine…"));
    QVERIFY(newGame);

    bool sawDialog = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        sawDialog = true;
        const int index = d->engineBox()->findText(EngineName);
        QVERIFY(index >= 0);
        d->engineBox()->setCurrentIndex(index);
        d->colorBox()->setCurrentIndex(0); // White
        d->timeControlEdit()->setText(QStringLiteral("3+0"));
        QVERIFY(d->feedback().contains(QStringLiteral("3 s")));
        d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    newGame->trigger(); // runs the dialog
    QVERIFY(sawDialog);
    QVERIFY(play->session());
    QTRY_VERIFY(play->session()->isHumanToMove());
    QVERIFY(play->clockDock()->isVisible());
    QCOMPARE(play->session()->player(Color::Black).name, EngineName);
    QVERIFY(play->clockWidget()->isHighlighted(Color::White));
    QVERIFY(!play->clockWidget()->isHighlighted(Color::Black));
    QVERIFY(play->clockWidget()->faceText(Color::Black) == QStringLiteral("3.0"));

    // A move by clicking the board, as the user does.
    BoardView* board = w.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e2")).center());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e4")).center());
    QTRY_COMPARE(w.document()->game().mainlineEnd()->ply(), 2); // and the engine's answer
    QTRY_VERIFY(play->session()->isHumanToMove());
    for (const pgn::Node* n : w.document()->game().mainline())
        QVERIFY2(pgn::parseComment(n->commentAfter()).clock.has_value(), n->commentAfter().c_str());
    QCOMPARE(w.document()->currentNode(), w.document()->game().mainlineEnd());

    QAction* takeBack = menuAction(w, QStringLiteral("&Take Back"));
    QVERIFY(takeBack && takeBack->isEnabled());
    takeBack->trigger();
    QCOMPARE(w.document()->game().mainlineEnd()->ply(), 0);
    QVERIFY(play->session()->isHumanToMove());
    // White's first move again: it takes no time (a player's clock starts after their first
    // move, issue 43), so White's clock stands while the user thinks over it.
    QTest::qWait(300);
    QCOMPARE(play->session()->clock().remainingMs(Color::White), std::int64_t(3000));
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e2")).center());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e4")).center());
    QTRY_COMPARE(w.document()->game().mainlineEnd()->ply(), 2);
    QTRY_VERIFY(play->session()->isHumanToMove());

    // Now the user does nothing: White's three seconds run out.
    QTRY_VERIFY_WITH_TIMEOUT(!play->isPlaying(), 15000);
    QCOMPARE(play->session()->result(), kibitz::chess::Result::BlackWins);
    QVERIFY(play->clockWidget()->isShownFlagged(Color::White));
    QCOMPARE(play->clockWidget()->faceText(Color::White), QStringLiteral("0.0"));
    QVERIFY(play->clockWidget()->message().contains(QStringLiteral("0-1")));
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("Result")),
             QStringLiteral("0-1"));
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("Termination")),
             QStringLiteral("time forfeit"));
    QVERIFY(w.document()->isModified()); // the finished game is worth saving
    QVERIFY2(w.moveTreeView()->toPlainText().contains(QStringLiteral("0-1")),
             qPrintable(w.moveTreeView()->toPlainText())); // not "*"
    QVERIFY(!takeBack->isEnabled());
}

void PlayWindowTest::dialogRejectsBadTimeControl()
{
    NewGameDialog d(NewGameDialog::Mode::AgainstEngine, PlayController::availableEngines());
    d.timeControlEdit()->setText(QStringLiteral("40/abc"));
    QVERIFY(!d.timeControl());
    QVERIFY2(d.feedback().contains(QStringLiteral("period 1: time")), qPrintable(d.feedback()));
    QVERIFY(!d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    d.timeControlEdit()->setText(QStringLiteral("depth=5"));
    QVERIFY(d.timeControl());
    QCOMPARE(d.presetBox()->currentText(), QStringLiteral("Custom"));
    d.timeControlEdit()->setText(QStringLiteral("180+2"));
    QCOMPARE(d.presetBox()->currentText(), QStringLiteral("Blitz 3 min + 2 s"));
}

void PlayWindowTest::engineMatchInTheWindow()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PlayController* play = w.playController();
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    PlayController::Setup setup;
    setup.engines[0] = e;
    setup.engines[1] = e;
    setup.timeControl = *play::TimeControl::parse("1+0.02");
    play->startGame(setup);
    QTRY_VERIFY_WITH_TIMEOUT(w.document()->game().mainlineEnd()->ply() >= 2, 20000);
    QVERIFY(!menuAction(w, QStringLiteral("&Resign"))->isEnabled()); // nobody to resign for
    QTRY_VERIFY_WITH_TIMEOUT(!play->isPlaying(), 90000);
    QVERIFY(play->session()->result() != kibitz::chess::Result::Unknown);
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("Result")),
             QString::fromLatin1(kibitz::chess::resultText(play->session()->result())));
    for (const pgn::Node* n : w.document()->game().mainline())
        QVERIFY2(pgn::parseComment(n->commentAfter()).clock.has_value(), n->commentAfter().c_str());
}

void PlayWindowTest::anotherGameInTheWindowEndsPlay()
{
    MainWindow w;
    PlayController* play = w.playController();
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    PlayController::Setup setup;
    setup.engines[1] = e; // the user plays White
    setup.timeControl = *play::TimeControl::parse("60+0");
    setup.elo[1] = 1200; // the engine plays weaker
    play->startGame(setup);
    // The options go out after the handshake, which has not happened yet.
    QVERIFY(play->session()->player(Color::Black).engine);
    QStringList sent;
    QObject listening; // gone before sent: no call after this test
    connect(play->session()->player(Color::Black).engine, &engine::EngineProcess::line, &listening,
            [&](const QString& text, bool toEngine) {
                if (toEngine) sent << text;
            });
    QTRY_VERIFY(play->session()->isHumanToMove());
    QVERIFY2(sent.contains(QStringLiteral("setoption name UCI_LimitStrength value true")),
             qPrintable(sent.join(u'|')));
    QVERIFY(sent.contains(QStringLiteral("setoption name UCI_Elo value 1200")));
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("White")),
             PlayController::userName());
    w.document()->newGame(); // File > New, Open, Paste
    QVERIFY(!play->isPlaying());
    QCOMPARE(play->session()->result(), kibitz::chess::Result::Unknown);
    // The new game stays: the aborted one does not come back over it.
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("White")),
             QStringLiteral("?"));
    QVERIFY(!menuAction(w, QStringLiteral("&Resign"))->isEnabled());
    // The board is the window's again.
    QVERIFY(w.document()->requestMove(chess::parseSquare("e2"), chess::parseSquare("e4")));
}

// Issue 17: the dialog's Ponder choice reaches the engine (its Ponder option) and the session
// (a "go ponder" on the reply it expects, while the user thinks).
void PlayWindowTest::engineThatPonders()
{
    MainWindow w;
    PlayController* play = w.playController();
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    PlayController::Setup setup;
    setup.engines[1] = e;
    setup.timeControl = *play::TimeControl::parse("60+0");
    setup.ponder = true;
    play->startGame(setup);
    QStringList sent;
    QObject listening;
    connect(play->session()->player(Color::Black).engine, &engine::EngineProcess::line, &listening,
            [&](const QString& text, bool toEngine) {
                if (toEngine) sent << text;
            });
    QTRY_VERIFY(play->session()->isHumanToMove());
    QVERIFY2(sent.contains(QStringLiteral("setoption name Ponder value true")),
             qPrintable(sent.join(u'|')));
    QVERIFY(play->session()->playMove(*chess::parseUci(play->session()->position(), "e2e4")));
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    QTRY_VERIFY(std::any_of(sent.begin(), sent.end(), [](const QString& l) {
        return l.startsWith(QLatin1String("go ponder"));
    }));
    play->session()->abort();
}

// A game engine gets the analysis engine's default for Threads (all cores but one) unless the
// user saved a value for it: seen in what the engine is sent, through a wrapper that tees its
// input into a log.
void PlayWindowTest::gameEngineThreads_data()
{
    QTest::addColumn<QVariant>("saved"); // the entry's saved Threads; invalid: none
    QTest::addColumn<QString>("expected");
    QTest::newRow("from the machine")
        << QVariant() << QString::number(std::max(1, engine::thisMachine().cores - 1));
    QTest::newRow("the user's value") << QVariant(3) << QStringLiteral("3");
}

void PlayWindowTest::gameEngineThreads()
{
    QFETCH(QVariant, saved);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString wrapper = writeLoggingEngine(dir.path());
    QVERIFY(!wrapper.isEmpty());
    const QString log = dir.filePath(QStringLiteral("sent.log"));
    MainWindow w;
    PlayController* play = w.playController();
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = wrapper;
    e.arguments = {log, QStringLiteral(KIBITZ_ENGINE)};
    e.protocol = engine::Protocol::Uci;
    if (saved.isValid()) e.options.insert(QStringLiteral("Threads"), saved);
    PlayController::Setup setup;
    setup.engines[1] = e; // the user plays White
    setup.timeControl = *play::TimeControl::parse("60+0");
    play->startGame(setup);
    QTRY_VERIFY(play->session()->isHumanToMove());
    const auto threadsSent = [&] {
        QFile f(log);
        QStringList lines;
        if (f.open(QIODevice::ReadOnly))
            for (const QByteArray& line : f.readAll().split('\n'))
                if (line.startsWith("setoption name Threads ")) lines << QString::fromUtf8(line);
        return lines;
    };
    QTRY_VERIFY(!threadsSent().isEmpty());
    QCOMPARE(threadsSent(),
             QStringList{QStringLiteral("setoption name Threads value ") + expected});
    play->session()->abort();
}

void PlayWindowTest::fromTheShownPosition()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const char* fen = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1";
    w.setPosition(*chess::positionFromFen(fen));
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        d->engineBox()->setCurrentIndex(d->engineBox()->findText(EngineName));
        d->colorBox()->setCurrentIndex(0); // the user plays White; Black, the engine, is to move
        d->timeControlEdit()->setText(QStringLiteral("depth=3"));
        d->fromShownPositionBox()->setChecked(true);
        d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    w.playController()->newGameAgainstEngine();
    PlayController* play = w.playController();
    QVERIFY(play->session());
    QCOMPARE(QString::fromStdString(chess::toFen(play->session()->game().startPosition())),
             QString::fromLatin1(fen));
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("SetUp")),
             QStringLiteral("1"));
    QTRY_VERIFY_WITH_TIMEOUT(w.document()->game().mainlineEnd()->ply() >= 1,
                             20000); // Black, the engine, moved
    QVERIFY(w.boardView()->isFlipped() == false);
    play->setConfirm([](const QString&) { return true; }); // Stop Game asks
    play->stopGame();
    QVERIFY(!play->isPlaying());
}

void PlayWindowTest::playInOneTabEditAnother()
{
    MainWindow w;
    PlayController* play = w.playController();
    QVERIFY(!w.document()->loadText(QStringLiteral("1. d4 d5 *"))); // not empty: play opens a tab
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    PlayController::Setup setup;
    setup.engines[0] = e; // the engine plays White, the user Black
    setup.timeControl = *play::TimeControl::parse("60+0");
    play->startGame(setup);
    QCOMPARE(w.documentCount(), 2);
    QCOMPARE(play->document(), w.document());
    QTRY_VERIFY(play->session()->isHumanToMove());
    QCOMPARE(w.document()->game().mainlineEnd()->ply(), 1);

    // The first game, shown meanwhile, takes any move; the game being played does not change.
    w.setCurrentIndex(0);
    QVERIFY(w.boardView()->isInteractive());
    w.document()->toEnd();
    BoardView* board = w.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("c2")).center());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("c4")).center());
    QCOMPARE(QString::fromStdString(w.document()->currentNode()->san()), QStringLiteral("c4"));
    QCOMPARE(play->document()->game().mainlineEnd()->ply(), 1);
    QVERIFY(play->isPlaying());

    // Back to the game: only the user's side moves.
    w.setCurrentIndex(1);
    QVERIFY(board->isInteractive()); // Black, the user, is to move
    // Closing its tab ends the game, once the user has said to discard it (issue 28).
    QTimer answer;
    int asked = 0;
    connect(&answer, &QTimer::timeout, this, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            ++asked;
            box->button(QMessageBox::Discard)->click();
        }
    });
    answer.start(20);
    QVERIFY(w.closeDocument(1));
    answer.stop();
    QCOMPARE(asked, 1);
    QVERIFY(!play->isPlaying());
    QVERIFY(!play->document());
    QVERIFY(board->isInteractive());
}

void PlayWindowTest::aGameAgainstTheEngineIsAGame()
{
    // A book with one answer to 1.e4: 1...c5.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bookPath = dir.filePath(QStringLiteral("sicilian.bin"));
    {
        const chess::Position afterE4 =
            *chess::positionFromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        const std::string bytes = book::writeBook({book::Entry{
            afterE4.key(), book::encodeMove(*chess::parseUci(afterE4, "c7c5")), 1, 0}});
        QFile f(bookPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes.data(), qint64(bytes.size()));
    }

    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy loaded(w.bookPane(), &BookPane::bookLoaded);
    w.bookPane()->setBook(bookPath);
    QTRY_VERIFY(w.bookPane()->book() != nullptr);
    auto* engineDock = w.findChild<QDockWidget*>(QStringLiteral("engineDock"));
    auto* bookDock = w.findChild<QDockWidget*>(QStringLiteral("bookDock"));
    QVERIFY(engineDock && bookDock);

    // The user had the engine analysing before the game.
    w.enginePanel()->startAnalysis();
    QVERIFY(w.enginePanel()->isAnalysing());
    QTest::qWait(100);
    const QRect boardBefore(w.boardView()->mapTo(&w, QPoint(0, 0)), w.boardView()->size());

    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        d->engineBox()->setCurrentIndex(d->engineBox()->findText(EngineName));
        d->colorBox()->setCurrentIndex(0); // White
        d->timeControlEdit()->setText(QStringLiteral("60+0"));
        QVERIFY(d->bookBox()->isEnabled());
        QVERIFY(d->bookBox()->text().contains(QStringLiteral("sicilian.bin")));
        d->bookBox()->setChecked(true);
        d->trainingBox()->setChecked(false);
        d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    w.playController()->newGameAgainstEngine();
    PlayController* play = w.playController();
    QVERIFY(play->isPlaying());
    QTRY_VERIFY(play->clockDock()->isVisible());
    QTest::qWait(100);

    // The clocks came without moving the board.
    const QRect boardAfter(w.boardView()->mapTo(&w, QPoint(0, 0)), w.boardView()->size());
    QCOMPARE(boardAfter, boardBefore);
    // The helpers are covered and the engine stopped thinking.
    QVERIFY(w.paneCover()->isCovered());
    QVERIFY(w.paneCover()->isCovering(engineDock));
    QVERIFY(w.paneCover()->isCovering(bookDock));
    QVERIFY(!w.enginePanel()->isAnalysing());
    w.enginePanel()->startAnalysis(); // a shortcut pressed during the game
    QTRY_VERIFY(!w.enginePanel()->isAnalysing());

    // 1.e4 is answered from the book, at once, marked as such.
    QTRY_VERIFY(play->session()->isHumanToMove());
    BoardView* board = w.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e2")).center());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e4")).center());
    QTRY_COMPARE(w.document()->game().mainlineEnd()->ply(), 2);
    const pgn::Node* reply = w.document()->game().mainlineEnd();
    QCOMPARE(QString::fromStdString(chess::toSan(reply->parent()->position(),
                                                 w.document()->game().mainlineMoves()[1])),
             QStringLiteral("c5"));
    QCOMPARE(pgn::parseComment(reply->commentAfter()).text, std::string("book"));

    // Training mode shows the panes; turning it off covers them again.
    play->setTrainingMode(true);
    QVERIFY(!w.paneCover()->isCovering(engineDock));
    play->setTrainingMode(false);
    QVERIFY(w.paneCover()->isCovering(engineDock));
    // The game over, the panes are back.
    play->setConfirm([](const QString&) { return true; }); // Stop Game asks
    play->stopGame();
    QVERIFY(!play->isPlaying());
    QVERIFY(!w.paneCover()->isCovering(engineDock));
    QVERIFY(!w.paneCover()->isCovering(bookDock));
}

namespace {

// The engine list of the dialog tests that tell the built-in engine from others: the built-in
// one first, then another.
std::vector<engine::EngineEntry> builtInAndOther()
{
    engine::EngineEntry builtIn;
    builtIn.name = QStringLiteral("Kibitz");
    builtIn.builtIn = true;
    engine::EngineEntry other;
    other.name = QStringLiteral("Other");
    return {builtIn, other};
}

} // namespace

void PlayWindowTest::bookOptionFollowsTheEngine()
{
    NewGameDialog d(NewGameDialog::Mode::AgainstEngine, builtInAndOther());
    QVERIFY(!d.bookBox()->isEnabled()); // no book chosen in the Book pane
    QVERIFY(!d.engineUsesBook());
    d.setBookName(QStringLiteral("gm2001.bin"));
    d.engineBox()->setCurrentIndex(0);
    QVERIFY(d.engineUsesBook()); // the built-in engine has no book of its own
    d.engineBox()->setCurrentIndex(1);
    QVERIFY(!d.engineUsesBook());
    d.bookBox()->setChecked(true);
    QVERIFY(d.engineUsesBook());
}

// Issue 34: the built-in engine is offered only the levels it plays (a higher label would be
// a weaker opponent than it says); full strength stays one step below them, and survives a
// change of engine.
void PlayWindowTest::strengthBoxFollowsTheEngine()
{
    NewGameDialog d(NewGameDialog::Mode::AgainstEngine, builtInAndOther());
    QSpinBox* elo = d.eloBox();
    d.engineBox()->setCurrentIndex(0);
    QCOMPARE(elo->maximum(), search::MaxStrengthElo);
    QCOMPARE(elo->minimum(), search::MinStrengthElo - 100);
    elo->setValue(elo->minimum());
    QVERIFY(!d.engineElo()); // full strength
    d.engineBox()->setCurrentIndex(1);
    QCOMPARE(elo->maximum(), 3500);
    QVERIFY(!d.engineElo());
    elo->setValue(2800);
    QCOMPARE(d.engineElo().value_or(0), 2800);
    d.engineBox()->setCurrentIndex(0);
    QCOMPARE(d.engineElo().value_or(0), search::MaxStrengthElo);
    elo->setValue(1500);
    QCOMPARE(d.engineElo().value_or(0), 1500);
}

// Issue 16: a game against the engine without the mouse. The dialog opens by its shortcut and
// is accepted with Enter; the board takes the keys with Ctrl+B; moves are made with the arrow
// keys and Space; Escape gives the keys back to moving through the game.
void PlayWindowTest::keyboardOnlyGame()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY(w.isActiveWindow());
    bool sawDialog = false;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        sawDialog = true;
        d->engineBox()->setCurrentIndex(d->engineBox()->findText(EngineName));
        d->colorBox()->setCurrentIndex(0); // White
        d->timeControlEdit()->setText(QStringLiteral("120+1"));
        d->trainingBox()->setChecked(false);
        QTest::keyClick(d, Qt::Key_Return); // OK is the default button
    });
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(sawDialog);
    PlayController* play = w.playController();
    QVERIFY(play->isPlaying());
    QTRY_VERIFY(play->session()->isHumanToMove());

    BoardView* board = w.boardView();
    // The offscreen platform does not hand activation back when the dialog closes; a
    // window manager does.
    QApplication::setActiveWindow(&w);
    QTRY_VERIFY(w.isActiveWindow());
    QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
    QTRY_VERIFY(board->hasFocus());
    // From wherever the focus square is, to a square, by arrow keys alone.
    auto goTo = [&](const char* name) {
        const chess::Square target = chess::parseSquare(name);
        while (board->focusSquare() != target) {
            const int df = chess::fileOf(target) - chess::fileOf(board->focusSquare());
            const int dr = chess::rankOf(target) - chess::rankOf(board->focusSquare());
            QTest::keyClick(board, df > 0   ? Qt::Key_Right
                                   : df < 0 ? Qt::Key_Left
                                   : dr > 0 ? Qt::Key_Up
                                            : Qt::Key_Down);
        }
    };
    auto play2 = [&](const char* from, const char* to, int pliesAfter) {
        goTo(from);
        QTest::keyClick(board, Qt::Key_Space);
        goTo(to);
        QTest::keyClick(board, Qt::Key_Space);
        QTRY_COMPARE_WITH_TIMEOUT(w.document()->game().mainlineEnd()->ply(), pliesAfter, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    };
    play2("e2", "e4", 2);
    play2("g1", "f3", 4);
    QVERIFY(play->isPlaying());
    const auto moves = w.document()->game().mainlineMoves();
    QCOMPARE(QString::fromStdString(chess::toUci(chess::Position::startPosition(), moves[0])),
             QStringLiteral("e2e4"));

    // Escape: the keys go back to the window, where Left steps back through the game.
    QTest::keyClick(board, Qt::Key_Escape);
    QVERIFY(!board->hasFocus());
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(w.document()->currentNode()->ply(), 3);
    play->setConfirm([](const QString&) { return true; }); // Stop Game asks
    play->stopGame();
}

// Issue 19: a Chess960 start by number (or at random) from the New Game dialog.
void PlayWindowTest::chess960StartFromTheDialog()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        d->engineBox()->setCurrentIndex(d->engineBox()->findText(EngineName));
        d->colorBox()->setCurrentIndex(0);
        d->timeControlEdit()->setText(QStringLiteral("depth=2"));
        QVERIFY(!d->chess960Box()->isEnabled());
        d->startBox()->setCurrentIndex(2);
        QVERIFY(d->chess960Box()->isEnabled());
        QVERIFY(!d->fromShownPositionBox()->isEnabled());
        d->chess960Box()->setValue(0);
        d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    w.playController()->newGameAgainstEngine();
    PlayController* play = w.playController();
    QVERIFY(play->session());
    const chess::Position start = play->session()->game().startPosition();
    QVERIFY(start.isChess960());
    QCOMPARE(chess::scharnaglNumber(start), std::optional<int>(0));
    QCOMPARE(QString::fromStdString(w.document()->game().headers().value("Variant")),
             QStringLiteral("Chess960"));
    play->setConfirm([](const QString&) { return true; }); // Stop Game asks
    play->stopGame();
}

// The variant chosen narrows the engines to those that declared it (or are not known yet).
void PlayWindowTest::variantOffersItsEngines()
{
    std::vector<kibitz::engine::EngineEntry> engines(3);
    engines[0].name = QStringLiteral("Kibitz");
    engines[0].builtIn = true;
    engines[0].variants = {QStringLiteral("chess"), QStringLiteral("chess960")};
    engines[1].name = QStringLiteral("Fairy");
    engines[1].variants = {QStringLiteral("chess"), QStringLiteral("crazyhouse")};
    engines[2].name = QStringLiteral("New");
    NewGameDialog d(NewGameDialog::Mode::EngineMatch, engines);
    d.timeControlEdit()->setText(QStringLiteral("depth=2"));
    auto names = [&](int seat) {
        QStringList out;
        for (int i = 0; i < d.engineBox(seat)->count(); ++i) out << d.engineBox(seat)->itemText(i);
        return out;
    };
    d.variantBox()->setCurrentIndex(int(chess::Variant::Standard));
    QCOMPARE(names(0), (QStringList{"Kibitz", "Fairy", "New"}));
    d.variantBox()->setCurrentIndex(int(chess::Variant::Crazyhouse));
    QCOMPARE(d.variant(), chess::Variant::Crazyhouse);
    // Issue 31: an engine whose variants are not known (this one cannot be asked: it has no
    // program) is not offered for a variant, where its game would fail at the start.
    QCOMPARE(names(1), (QStringList{"Fairy"}));
    QCOMPARE(d.engine(1)->name, QStringLiteral("Fairy"));
    QVERIFY(!d.startBox()->isEnabled()); // a variant starts from its own array
    d.variantBox()->setCurrentIndex(int(chess::Variant::Atomic));
    QCOMPARE(names(0), QStringList());
    QVERIFY(!d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    d.variantBox()->setCurrentIndex(int(chess::Variant::Standard));
    QCOMPARE(names(0), (QStringList{"Kibitz", "Fairy", "New"}));
    engines.pop_back();
    NewGameDialog none(NewGameDialog::Mode::AgainstEngine, engines);
    none.timeControlEdit()->setText(QStringLiteral("depth=2"));
    none.variantBox()->setCurrentIndex(int(chess::Variant::Atomic));
    QCOMPARE(none.engineBox()->count(), 0);
    QVERIFY(!none.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY2(none.feedback().contains(QStringLiteral("Atomic")), qPrintable(none.feedback()));
}

// Issue 31: the Clock pane shows the game in the tab shown. Another game shows its own recorded
// clocks ([%clk]) at its current move, and none of the played game's result; the played game,
// shown again, has its result back.
void PlayWindowTest::clockFollowsTheShownGame()
{
    MainWindow w;
    PlayController* play = w.playController();
    play->setConfirm([](const QString&) { return true; });
    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    PlayController::Setup setup;
    setup.engines[1] = e; // the user plays White
    setup.timeControl = *play::TimeControl::parse("300+0");
    play->startGame(setup);
    QTRY_VERIFY(play->session()->isHumanToMove());
    ClockWidget* clock = play->clockWidget();
    QCOMPARE(clock->faceText(Color::White), QStringLiteral("5:00"));
    play->resign();
    QTRY_VERIFY(clock->message().contains(QStringLiteral("resigns")));
    model::GameDocument* played = w.document();

    // A game with clocks, in another tab: its players, its clocks, not the other result.
    model::GameDocument* other = w.addDocument();
    QFile file(QStringLiteral(KIBITZ_TEST_DATA "/pgn/clocks-evals.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!other->loadText(QString::fromUtf8(file.readAll())));
    QCOMPARE(w.document(), other);
    QVERIFY2(!clock->message().contains(QStringLiteral("resigns")), qPrintable(clock->message()));
    QVERIFY(clock->findChildren<QLabel*>().size() >= 2);
    auto shownNames = [clock] {
        QStringList names;
        for (QLabel* l : clock->findChildren<QLabel*>()) names << l->text();
        return names.join(QLatin1Char('|'));
    };
    QVERIFY2(shownNames().contains(QStringLiteral("Carlsen, Magnus")), qPrintable(shownNames()));
    // Before the first move: the time control's start (TimeControl "180+2").
    QCOMPARE(clock->faceText(Color::White), QStringLiteral("3:00"));
    QCOMPARE(clock->faceText(Color::Black), QStringLiteral("3:00"));
    // At 12.c4 (ply 23): White's clock after it, Black's after 11...Qc7.
    const pgn::Node* c4 = nullptr;
    for (const pgn::Node* n : other->game().mainline())
        if (n->ply() == 23) c4 = n;
    QVERIFY(c4 && c4->san() == "c4");
    QVERIFY(other->goTo(c4));
    QCOMPARE(clock->faceText(Color::White), QStringLiteral("2:30"));
    QCOMPARE(clock->faceText(Color::Black), QStringLiteral("2:16"));
    QVERIFY(!clock->isHighlighted(Color::White) && !clock->isHighlighted(Color::Black));

    // A game without clocks says so.
    model::GameDocument* plain = w.addDocument();
    QVERIFY(!plain->loadText(QStringLiteral("1. e4 e5 *")));
    QCOMPARE(clock->faceText(Color::White), QStringLiteral("–"));
    QVERIFY(clock->message().contains(QStringLiteral("No clock times")));

    // The played game again: its result is back under its clocks.
    w.setCurrentIndex(0);
    QCOMPARE(w.document(), played);
    QVERIFY2(clock->message().contains(QStringLiteral("resigns")), qPrintable(clock->message()));
    QVERIFY(clock->faceText(Color::White) != QStringLiteral("3:00"));
}

// A game that carries its clock times (a broadcast) opens the clock pane, beside the board and
// without moving it, and a game without them closes it again; once the user has closed the
// pane by hand it stays closed, in the next window too.
void PlayWindowTest::clockPaneOpensForAGameWithClocks()
{
    QFile file(QStringLiteral(KIBITZ_TEST_DATA "/pgn/clocks-evals.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString timedText = QString::fromUtf8(file.readAll());
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QDockWidget* dock = w.playController()->clockDock();
        const BoardView* board = w.boardView();
        QVERIFY(!dock->isVisible()); // an empty game
        QTest::qWait(50);
        const QRect boardBefore = board->geometry();

        QVERIFY(!w.document()->loadText(timedText));
        QTRY_VERIFY(dock->isVisible());
        QCOMPARE(w.playController()->clockWidget()->faceText(Color::White), QStringLiteral("3:00"));
        QTest::qWait(50);
        QCOMPARE(board->geometry(), boardBefore);

        model::GameDocument* plain = w.addDocument();
        QVERIFY(!plain->loadText(QStringLiteral("1. e4 e5 *")));
        QVERIFY(!dock->isVisible());
        w.setCurrentIndex(0);
        QVERIFY(dock->isVisible());

        // Closed by the user: it stays closed for games with clocks.
        QVERIFY(dock->close());
        w.setCurrentIndex(1);
        w.setCurrentIndex(0);
        QVERIFY(!dock->isVisible());
    }
    QSettings().remove(QStringLiteral("window/state")); // no layout of an earlier run
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(!again.document()->loadText(timedText));
    QVERIFY(!again.playController()->clockDock()->isVisible());
    QSettings().remove(QStringLiteral("window/clockPaneByHand"));
}

// Issue 35: Game > Hint asks the engine and shows its move; Game > Pause Game stops the clocks
// and the board, and the same item (now Resume Game) goes on.
void PlayWindowTest::hintAndPauseFromTheGameMenu()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PlayController* play = w.playController();
    auto* hint = w.findChild<QAction*>(QStringLiteral("playHint"));
    auto* pause = w.findChild<QAction*>(QStringLiteral("playPause"));
    QVERIFY(hint && pause);
    QCOMPARE(menuAction(w, QStringLiteral("&Hint")), hint);
    QVERIFY(!hint->isEnabled());
    QVERIFY(!pause->isEnabled());

    engine::EngineEntry e;
    e.name = EngineName;
    e.command = QStringLiteral(KIBITZ_ENGINE);
    PlayController::Setup setup;
    setup.engines[1] = e;
    setup.timeControl = *play::TimeControl::parse("60+0");
    QSignalSpy input(play, &PlayController::boardInputChanged);
    play->startGame(setup);
    QTRY_VERIFY(play->session()->isHumanToMove());
    QTRY_VERIFY(hint->isEnabled());

    hint->trigger();
    QTRY_VERIFY2(play->clockWidget()->message().startsWith(QStringLiteral("Hint: ")),
                 qPrintable(play->clockWidget()->message()));
    const QString san = play->clockWidget()->message().mid(6);
    QVERIFY2(chess::parseSan(play->session()->position(), san.toStdString()),
             qPrintable(san)); // a legal move in the position on the board
    QCOMPARE(w.statusBar()->currentMessage(), play->clockWidget()->message());

    QVERIFY(pause->isEnabled());
    pause->trigger();
    QVERIFY(play->session()->isPaused());
    QCOMPARE(pause->text(), QStringLiteral("&Resume Game"));
    QVERIFY(!hint->isEnabled());
    QVERIFY(!input.isEmpty() && !input.last().first().toBool()); // the board takes no move
    QVERIFY(play->clockWidget()->message().startsWith(QStringLiteral("Paused")));
    const QString face = play->clockWidget()->faceText(Color::White);
    QTest::qWait(1200);
    QCOMPARE(play->clockWidget()->faceText(Color::White), face);

    pause->trigger();
    QVERIFY(!play->session()->isPaused());
    QCOMPARE(pause->text(), QStringLiteral("&Pause Game"));
    QVERIFY(input.last().first().toBool());
    QVERIFY(hint->isEnabled());
    QVERIFY(play->session()->playMove(*chess::parseUci(play->session()->position(), "e2e4")));
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    play->session()->abort();
}

namespace {

QString debianEngine(const char* name)
{
    return QStandardPaths::findExecutable(
        QString::fromLatin1(name), {QStringLiteral("/usr/games"), QStringLiteral("/usr/bin")});
}

} // namespace

// Issue 31: the New Game dialog asks engines it has not played with which variants they play
// (Stockfish plays chess and Chess960, Fairy-Stockfish Crazyhouse too), offers Crazyhouse only
// Fairy-Stockfish, and turns the book off for a variant.
void PlayWindowTest::variantEnginesAskedBeforeTheirFirstGame()
{
    const QString stockfish = debianEngine("stockfish"), fairy = debianEngine("fairy-stockfish");
    if (stockfish.isEmpty() || fairy.isEmpty())
        QSKIP("needs Debian's stockfish and fairy-stockfish (.ci/setup installs them)");
    std::vector<engine::EngineEntry> engines(2);
    engines[0].name = QStringLiteral("Stockfish");
    engines[0].command = stockfish;
    engines[0].protocol = engine::Protocol::Uci;
    engines[1].name = QStringLiteral("Fairy-Stockfish");
    engines[1].command = fairy;
    engines[1].protocol = engine::Protocol::Uci;
    NewGameDialog d(NewGameDialog::Mode::AgainstEngine, engines);
    QSignalSpy learned(&d, &NewGameDialog::variantsLearned);
    d.setBookName(QStringLiteral("gm2001.bin"));
    d.timeControlEdit()->setText(QStringLiteral("depth=2"));
    d.engineBox()->setCurrentIndex(0);
    d.bookBox()->setChecked(true);
    d.variantBox()->setCurrentIndex(int(chess::Variant::Crazyhouse));
    QVERIFY(!d.bookBox()->isEnabled());
    QVERIFY(!d.engineUsesBook());
    QTRY_VERIFY_WITH_TIMEOUT(!d.askingEngines(), 20000);
    QCOMPARE(d.engineBox()->count(), 1);
    QCOMPARE(d.engine()->name, QStringLiteral("Fairy-Stockfish"));
    QVERIFY(d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    QCOMPARE(learned.count(), 2);
    for (const auto& args : learned) {
        const QStringList variants = args.at(1).toStringList();
        QVERIFY(variants.contains(QStringLiteral("chess960")));
        QCOMPARE(variants.contains(QStringLiteral("crazyhouse")),
                 args.at(0).toString() == QStringLiteral("Fairy-Stockfish"));
    }
    // Chess again: both engines, and the book can be used.
    d.variantBox()->setCurrentIndex(int(chess::Variant::Standard));
    QCOMPARE(d.engineBox()->count(), 2);
    QVERIFY(d.bookBox()->isEnabled());
    // A Chess960 start is not in a book either.
    d.startBox()->setCurrentIndex(1);
    QVERIFY(!d.bookBox()->isEnabled());
}

// The whole way, as the user goes: Game > New Game Against Engine, Crazyhouse, OK; the engine
// (Fairy-Stockfish, found on the machine) plays White's first move, and its variants are kept
// in the engine list.
void PlayWindowTest::crazyhouseGameThroughTheDialog()
{
    if (debianEngine("fairy-stockfish").isEmpty())
        QSKIP("needs Debian's fairy-stockfish (.ci/setup installs it)");
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    PlayController* play = w.playController();
    QAction* newGame = menuAction(w, QStringLiteral("New Game Against &Engine…"));
    QVERIFY(newGame);
    QString chosen;
    QTimer::singleShot(0, this, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        d->variantBox()->setCurrentIndex(int(chess::Variant::Crazyhouse));
        QVERIFY(QTest::qWaitFor([d] { return !d->askingEngines(); }, 30000));
        QVERIFY(d->engineBox()->count() > 0);
        for (int i = 0; i < d->engineBox()->count(); ++i)
            QVERIFY2(!d->engineBox()->itemText(i).contains(QStringLiteral("Kibitz")),
                     qPrintable(d->engineBox()->itemText(i)));
        chosen = d->engine()->name;
        d->colorBox()->setCurrentIndex(1); // Black: the engine moves first
        d->timeControlEdit()->setText(QStringLiteral("depth=3"));
        d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
    newGame->trigger();
    QVERIFY(!chosen.isEmpty());
    QVERIFY(play->session());
    QCOMPARE(w.document()->game().startPosition().variant(), chess::Variant::Crazyhouse);
    QTRY_VERIFY_WITH_TIMEOUT(play->session() && play->session()->isHumanToMove(), 30000);
    QCOMPARE(w.document()->game().mainlineEnd()->ply(), 1);
    const auto kept = PlayController::availableEngines();
    const auto it = std::find_if(kept.begin(), kept.end(),
                                 [&](const engine::EngineEntry& e) { return e.name == chosen; });
    QVERIFY(it != kept.end());
    QVERIFY(it->variants.contains(QStringLiteral("crazyhouse")));
    // The dialog remembers the variant for next time: the other tests start from chess.
    QSettings().remove(QStringLiteral("play/variant"));
}

// An engine added to the list (or found on the machine) is asked which variants it plays in
// the background, and the answer is kept in the file, so no game is needed to learn it.
void PlayWindowTest::engineListLearnsVariants()
{
    const QString fairy = debianEngine("fairy-stockfish");
    if (fairy.isEmpty()) QSKIP("needs Debian's fairy-stockfish (.ci/setup installs it)");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("engines.json"));
    EngineList list(path, QString());
    list.load();
    engine::EngineEntry entry;
    entry.name = QStringLiteral("My Fairy");
    entry.command = fairy;
    entry.protocol = engine::Protocol::Uci;
    QVERIFY(list.put(entry).isEmpty());
    QVERIFY(list.find(entry.name)->variants.isEmpty());
    QSignalSpy changed(&list, &EngineList::changed);
    list.learnVariants();
    QVERIFY(list.learningVariants());
    QTRY_VERIFY_WITH_TIMEOUT(!list.learningVariants(), 30000);
    QVERIFY(changed.count() >= 1);
    QVERIFY(list.find(entry.name)->variants.contains(QStringLiteral("crazyhouse")));
    engine::EngineCatalogue again(path, QString());
    QVERIFY(again.load().isEmpty());
    QVERIFY(again.find(entry.name)->variants.contains(QStringLiteral("crazyhouse")));
}

QTEST_MAIN(PlayWindowTest)

#include "playwindow_test.moc"
