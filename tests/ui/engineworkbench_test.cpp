// SPDX-License-Identifier: GPL-3.0-or-later
// The engine pane inside the window, against the built-in engine: a double-click on a line
// plays its first move, Ctrl+double-click adds the whole line as a variation (one undo
// step), the best move is an arrow on the board that goes when the position changes or the
// analysis stops, and the console shows the dialogue and sends typed commands.
#include "analysis/analysislines.h"
#include "analysis/engineconsole.h"
#include "analysis/enginepanel.h"
#include "board/boardview.h"
#include "board/evalbar.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "play/gamesession.h"
#include "play/playcontroller.h"

#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

class EngineWorkbenchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void linesIntoTheGame();
    void console();
    void consoleShowsTheGameEngine();
    void evaluationBar();
};

namespace {

engine::EngineEntry builtIn()
{
    engine::EngineEntry e;
    e.name = QStringLiteral("Kibitz");
    e.command = QStringLiteral(KIBITZ_ENGINE);
    e.protocol = engine::Protocol::Uci;
    return e;
}

QPoint rowPoint(ui::EnginePanel* panel, int row)
{
    return panel->linesView()
        ->visualRect(panel->linesModel()->index(row, ui::AnalysisLinesModel::Line))
        .center();
}

} // namespace

void EngineWorkbenchTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    // Online services' question of first use, which starting the engine asks, answered: off.
    QSettings().setValue(QStringLiteral("online/asked"), true);
}

void EngineWorkbenchTest::linesIntoTheGame()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ui::EnginePanel* panel = w.enginePanel();
    ui::BoardView* board = w.boardView();
    model::GameDocument* doc = w.document();
    panel->setEngine(builtIn());
    panel->startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(panel->linesModel()->rowCount() == 3, 15000);

    // The best move is an arrow of its own, not a mark in the game.
    QTRY_COMPARE(board->engineArrows().size(), std::size_t(1));
    QVERIFY(doc->currentNode()->commentAfter().empty());

    // Double-click: the first move of the line is played.
    std::vector<chess::Move> line = panel->linesModel()->moves(0);
    QVERIFY(!line.empty());
    QTest::mouseDClick(panel->linesView()->viewport(), Qt::LeftButton, {}, rowPoint(panel, 0));
    QVERIFY(!doc->currentNode()->isRoot());
    QCOMPARE(doc->currentNode()->move(), line.front());
    QVERIFY(board->engineArrows().empty()); // about the old position: gone at once
    QCOMPARE(doc->undoStack()->count(), 1);

    // Ctrl+double-click: the whole line becomes a variation at the current node, which stays.
    QCOMPARE(panel->linesModel()->rowCount(), 0); // the old lines went with the old position
    QTRY_VERIFY_WITH_TIMEOUT(
        panel->linesModel()->rowCount() == 3 && panel->linesModel()->moves(0).size() >= 2, 15000);
    QVERIFY(panel->linesModel()->position() == doc->position());
    const pgn::Node* here = doc->currentNode();
    line = panel->linesModel()->moves(0);
    QTest::mouseDClick(panel->linesView()->viewport(), Qt::LeftButton, Qt::ControlModifier,
                       rowPoint(panel, 0));
    QCOMPARE(doc->currentNode(), here);
    QCOMPARE(doc->undoStack()->count(), 2);
    const pgn::Node* n = here;
    for (chess::Move m : line) {
        n = const_cast<pgn::Node*>(n)->findChild(m);
        QVERIFY(n);
    }
    QVERIFY(panel->isAnalysing()); // the position did not change: the analysis goes on

    // Undo takes the line out again.
    doc->undoStack()->undo();
    QCOMPARE(doc->currentNode()->childCount(), std::size_t(0));
    QCOMPARE(doc->undoStack()->index(), 1);

    // Stopping takes the arrow away.
    QTRY_COMPARE_WITH_TIMEOUT(board->engineArrows().size(), std::size_t(1), 15000);
    panel->stopAnalysis();
    QVERIFY(board->engineArrows().empty());
}

void EngineWorkbenchTest::console()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ui::EnginePanel* panel = w.enginePanel();
    ui::EngineConsole* console = w.engineConsole();
    panel->setEngine(builtIn());
    panel->startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(panel->linesModel()->rowCount() == 3, 15000);
    console->flush();
    const QString text = console->text();
    for (const char* expected :
         {"> uci", "< uciok", "> setoption name MultiPV value 3", "> go infinite", "< info depth"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    QVERIFY(console->lineCount() <= console->maximumLines());
    QCOMPARE(console->maximumLines(), 5000);

    // A command typed by hand reaches the engine and its answer comes back.
    panel->stopAnalysis();
    QTRY_COMPARE(panel->engineState(), engine::EngineProcess::State::Idle);
    console->input()->setText(QStringLiteral("isready"));
    QTest::keyClick(console->input(), Qt::Key_Return);
    QTRY_VERIFY(console->text().endsWith(QStringLiteral("> isready\n< readyok")));

    // A flooding engine: the console keeps its last 5,000 lines.
    engine::EngineEntry flood;
    flood.name = QStringLiteral("Flood");
    flood.command = QStringLiteral(KIBITZ_FAKE_ENGINE);
    flood.arguments = {QStringLiteral("flood")};
    panel->setEngine(flood);
    panel->startAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(
        console->text().endsWith(QStringLiteral("< bestmove e2e4 ponder e7e5")), 30000);
    QCOMPARE(console->lineCount(), 5000);
    QVERIFY(console->text().startsWith(QStringLiteral("< info depth")));
}

// Game > Engine Console shows the engine playing a game too (issue 43), named with its seat,
// beside the analysis engine's lines.
void EngineWorkbenchTest::consoleShowsTheGameEngine()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ui::EngineConsole* console = w.engineConsole();
    ui::PlayController* play = w.playController();
    ui::PlayController::Setup setup;
    setup.engines[1] = builtIn();
    setup.timeControl = *play::TimeControl::parse("300+0");
    play->startGame(setup);
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    QVERIFY(play->handleBoardMove(chess::parseSquare("e2"), chess::parseSquare("e4"),
                                  chess::PieceType::None));
    QTRY_VERIFY_WITH_TIMEOUT(play->session()->isHumanToMove(), 20000);
    console->flush();
    const QString text = console->text();
    for (const char* expected :
         {"> [Kibitz as Black] uci", "< [Kibitz as Black] uciok",
          "> [Kibitz as Black] position startpos moves e2e4", "< [Kibitz as Black] bestmove"})
        QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(text));
    play->setConfirm([](const QString&) { return true; });
    play->stopGame();
}

// Beside the board while the engine analyses: the best line's score from White's side, White's
// share at the bottom; gone when the analysis stops.
void EngineWorkbenchTest::evaluationBar()
{
    ui::MainWindow w;
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ui::EvalBar* bar = w.evalBar();
    QVERIFY(!bar->isVisible());
    // Black to move, a queen down: the engine says Black is lost, the bar that White wins.
    QVERIFY(!w.document()->loadText(
        QStringLiteral("[FEN \"4k3/8/8/8/8/8/8/3QK3 b - - 0 1\"]\n\n1... Kf7 *")));
    w.document()->toStart();
    ui::EnginePanel* panel = w.enginePanel();
    panel->setEngine(builtIn());
    panel->startAnalysis();
    QTRY_VERIFY(bar->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(bar->eval().has_value(), 15000);
    QVERIFY2(bar->whiteShare() > 0.9, qPrintable(bar->evalText()));
    QVERIFY(bar->evalText().startsWith(u'+') || bar->evalText().startsWith(u'#'));
    // Beside the board, as tall as it.
    const QRect board(w.boardView()->mapTo(&w, w.boardView()->boardRect().topLeft()),
                      w.boardView()->boardRect().size());
    const QRect beside(bar->mapTo(&w, QPoint(0, 0)), bar->size());
    QVERIFY(beside.right() <= board.left() && beside.height() >= board.height());
    panel->stopAnalysis();
    QTRY_VERIFY(!bar->isVisible());
}

QTEST_MAIN(EngineWorkbenchTest)
#include "engineworkbench_test.moc"
