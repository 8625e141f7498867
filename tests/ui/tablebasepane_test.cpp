// SPDX-License-Identifier: GPL-3.0-or-later
// The tablebase pane against the bundled Syzygy tables and Debian's Gaviota tables: results,
// ranking, colours and labels for KQvK, KRvK, a drawn KBvK and a win the 50-move rule
// spoils; clicks and Enter playing moves; the window's play-the-tablebase mode answering.
#include "tablebase/tablebasepane.h"
#include "tablebase/tablebaseplayer.h"

#include "board/boardview.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

using namespace kibitz;
using kibitz::ui::TablebaseMoveModel;
using kibitz::ui::TablebasePane;

namespace {
chess::Position fen(const char* text)
{
    return *chess::positionFromFen(text);
}

bool waitReport(TablebasePane& pane)
{
    return QTest::qWaitFor([&] { return pane.currentReport() != nullptr; }, 10000);
}

tb::Wdl outcome(const TablebasePane& pane, int row)
{
    return tb::Wdl(
        pane.model()->data(pane.model()->index(row, 0), TablebaseMoveModel::WdlRole).toInt());
}

QString cell(const TablebasePane& pane, int row, int column, int role = Qt::DisplayRole)
{
    return pane.model()->data(pane.model()->index(row, column), role).toString();
}

// Rows never get better going down: outcome classes fall, and within wins DTM grows, within
// losses it shrinks towards zero (longest defence first).
void checkRanking(const TablebasePane& pane)
{
    const auto* model = pane.model();
    for (int row = 1; row < model->rowCount(); ++row) {
        const tb::Wdl a = outcome(pane, row - 1), b = outcome(pane, row);
        QVERIFY2(tb::toInt(a) >= tb::toInt(b), qPrintable(QStringLiteral("row %1").arg(row)));
        const auto* ma = model->moveAt(row - 1);
        const auto* mb = model->moveAt(row);
        if (a == b && a == tb::Wdl::Win && ma->dtm && mb->dtm) QVERIFY(*ma->dtm <= *mb->dtm);
        if (a == b && a == tb::Wdl::Loss && ma->dtm && mb->dtm) QVERIFY(*ma->dtm <= *mb->dtm);
        // The colour follows the outcome, the row's every column alike.
        QCOMPARE(
            model->data(model->index(row, TablebaseMoveModel::ResultColumn), Qt::ForegroundRole)
                .value<QColor>(),
            ui::outcomeColor(b));
        QCOMPARE(cell(pane, row, TablebaseMoveModel::ResultColumn), ui::outcomeName(b));
    }
}

bool haveGaviota()
{
    return !ui::defaultGaviotaFolders().isEmpty();
}
} // namespace

class TablebasePaneTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void outcomeWords();
    void queenWins();
    void rookLosesForBlack();
    void bishopDraws();
    void clockCursesTheWin();
    void notCovered();
    void clickAndEnterPlay();
    void playTheTablebase();
    void playTheTablebaseOff();
    void tabInFrontFollowsTheGame();
    void userFolders();
};

void TablebasePaneTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tablebasepane_test"));
    QSettings().clear();
    // Online services' question of first use, which the pane in front with a position of up to
    // 7 pieces the local tables lack asks, answered: off.
    QSettings().setValue(QStringLiteral("online/asked"), true);
    if (ui::defaultSyzygyFolders().isEmpty())
        QSKIP("the bundled Syzygy tables (data/syzygy) are missing");
}

// Each outcome's name and colour (one table serves the rows and the summary).
void TablebasePaneTest::outcomeWords()
{
    using tb::Wdl;
    for (const auto& [wdl, name, color] :
         {std::tuple{Wdl::Win, "Win", QColor(0x1e, 0x8e, 0x3e)},
          std::tuple{Wdl::CursedWin, "Cursed win", QColor(0x7c, 0x9a, 0x2a)},
          std::tuple{Wdl::Draw, "Draw", QColor(0x80, 0x80, 0x80)},
          std::tuple{Wdl::BlessedLoss, "Blessed loss", QColor(0xd0, 0x80, 0x20)},
          std::tuple{Wdl::Loss, "Loss", QColor(0xd0, 0x3a, 0x2f)}}) {
        QCOMPARE(ui::outcomeName(wdl), QLatin1String(name));
        QCOMPARE(ui::outcomeColor(wdl), color);
    }
}

void TablebasePaneTest::queenWins()
{
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    doc.newGame(fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    QVERIFY(waitReport(pane));
    const auto* report = pane.currentReport();
    QVERIFY(report->covered);
    QCOMPARE(report->wdl, tb::Wdl::Win);
    QVERIFY(pane.summaryText().startsWith(QStringLiteral("White wins")));
    QVERIFY(pane.summaryText().contains(QStringLiteral("DTZ")));
    QCOMPARE(pane.model()->rowCount(), int(chess::legalMoves(pane.position()).size()));
    QCOMPARE(outcome(pane, 0), tb::Wdl::Win);
    // Moves that give the queen away draw, and come after every win.
    const int last = pane.model()->rowCount() - 1;
    QCOMPARE(outcome(pane, last), tb::Wdl::Draw);
    QCOMPARE(cell(pane, last, TablebaseMoveModel::ResultColumn), QStringLiteral("Draw"));
    checkRanking(pane);
    if (haveGaviota()) {
        QVERIFY(report->dtm.has_value());
        QVERIFY(pane.summaryText().contains(QStringLiteral("mate in")));
        QVERIFY(cell(pane, 0, TablebaseMoveModel::DtmColumn).startsWith(QLatin1Char('#')));
    }
    QAbstractItemModelTester tester(pane.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TablebasePaneTest::rookLosesForBlack()
{
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    doc.newGame(fen("8/8/8/4k3/8/8/8/R3K3 b - - 0 1"));
    QVERIFY(waitReport(pane));
    QCOMPARE(pane.currentReport()->wdl, tb::Wdl::Loss);
    QVERIFY(pane.summaryText().startsWith(QStringLiteral("Black loses")));
    for (int row = 0; row < pane.model()->rowCount(); ++row)
        QCOMPARE(outcome(pane, row), tb::Wdl::Loss);
    checkRanking(pane);
    QCOMPARE(cell(pane, 0, TablebaseMoveModel::ResultColumn), QStringLiteral("Loss"));
    QCOMPARE(pane.model()->data(pane.model()->index(0, 0), Qt::ForegroundRole).value<QColor>(),
             ui::outcomeColor(tb::Wdl::Loss));
    if (haveGaviota()) {
        // The longest defence first: the most negative DTM.
        const auto* first = pane.model()->moveAt(0);
        for (int row = 1; row < pane.model()->rowCount(); ++row)
            QVERIFY(*first->dtm <= *pane.model()->moveAt(row)->dtm);
        QVERIFY(cell(pane, 0, TablebaseMoveModel::DtmColumn).startsWith(QStringLiteral("#-")));
    }
}

void TablebasePaneTest::bishopDraws()
{
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    doc.newGame(fen("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));
    QVERIFY(waitReport(pane));
    QCOMPARE(pane.currentReport()->wdl, tb::Wdl::Draw);
    QCOMPARE(pane.summaryText(), QStringLiteral("Draw"));
    for (int row = 0; row < pane.model()->rowCount(); ++row) {
        QCOMPARE(outcome(pane, row), tb::Wdl::Draw);
        QCOMPARE(cell(pane, row, TablebaseMoveModel::DtzColumn), QString());
    }
    checkRanking(pane);
}

void TablebasePaneTest::clockCursesTheWin()
{
    // No 3-4 piece position is a cursed win in the tables themselves (python-chess's
    // endgame.epd has none either); with the halfmove clock at 90, a KRvK win that needs 27
    // more plies to its next capture or pawn move is one the 50-move rule spoils.
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    doc.newGame(fen("8/8/8/4k3/8/8/8/R3K3 w - - 90 80"));
    QVERIFY(waitReport(pane));
    QCOMPARE(pane.currentReport()->wdl, tb::Wdl::Win); // what the tables say
    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("Cursed win for White")),
             qPrintable(pane.summaryText()));
    QCOMPARE(outcome(pane, 0), tb::Wdl::CursedWin);
    QCOMPARE(cell(pane, 0, TablebaseMoveModel::ResultColumn), QStringLiteral("Cursed win"));
    QCOMPARE(pane.model()->data(pane.model()->index(0, 0), Qt::ForegroundRole).value<QColor>(),
             ui::outcomeColor(tb::Wdl::CursedWin));
    checkRanking(pane);

    // And for Black, the loss is blessed.
    doc.newGame(fen("8/8/8/4k3/8/8/8/R3K3 b - - 90 80"));
    QVERIFY(waitReport(pane));
    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("Blessed loss for Black")),
             qPrintable(pane.summaryText()));
    QCOMPARE(outcome(pane, 0), tb::Wdl::BlessedLoss);
}

void TablebasePaneTest::notCovered()
{
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    doc.newGame(chess::Position());
    QVERIFY(waitReport(pane));
    QVERIFY(!pane.currentReport()->covered);
    QVERIFY(pane.summaryText().contains(QStringLiteral("castling")));
    QCOMPARE(pane.model()->rowCount(), 0);
    doc.newGame(fen("8/8/8/4k3/8/2n5/3P4/R3K3 w - - 0 1"));
    QVERIFY(waitReport(pane));
    QVERIFY(pane.summaryText().contains(QStringLiteral("5 pieces")));
    QVERIFY(pane.bestMove().isNone());
    // Issue 19: the files that would answer it are named: on the line the first six (here the
    // position's own and promotions'), in its tooltip every one.
    QVERIFY2(pane.summaryText().contains(QStringLiteral("Missing: KRPvKN.rtbw, KRPvKN.rtbz, ")),
             qPrintable(pane.summaryText()));
    QVERIFY(pane.summaryText().endsWith(QStringLiteral("…")));
    const std::vector<std::string>& missing = pane.currentReport()->missing;
    QVERIFY(missing.size() > 6);
    QVERIFY(pane.summaryToolTip().startsWith(QStringLiteral("Missing: KRPvKN.rtbw, ")));
    for (const std::string& file : missing)
        QVERIFY2(pane.summaryToolTip().contains(QString::fromStdString(file)), file.c_str());
    // No pawn: the position's own table alone, whole on the line.
    doc.newGame(fen("4k3/8/8/8/8/8/3r4/RQ2K3 w - - 0 1"));
    QVERIFY(waitReport(pane));
    QVERIFY2(pane.summaryText().endsWith(QStringLiteral("Missing: KQRvKR.rtbw, KQRvKR.rtbz")),
             qPrintable(pane.summaryText()));
    QCOMPARE(pane.summaryToolTip(), QStringLiteral("Missing: KQRvKR.rtbw, KQRvKR.rtbz"));
    // Covered again: no tooltip.
    doc.newGame(fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    QVERIFY(waitReport(pane));
    QVERIFY(pane.summaryToolTip().isEmpty());
}

void TablebasePaneTest::clickAndEnterPlay()
{
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    pane.resize(400, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    const chess::Position pos = fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
    doc.newGame(pos);
    QVERIFY(waitReport(pane));
    QSignalSpy picked(&pane, &TablebasePane::movePicked);
    const QRect third = pane.view()->visualRect(pane.model()->index(2, 0));
    QTest::mouseClick(pane.view()->viewport(), Qt::LeftButton, {}, third.center());
    QCOMPARE(picked.count(), 1);
    QCOMPARE(picked.at(0).at(0).value<chess::Move>(), pane.model()->moveAt(2)->move);
    pane.view()->setCurrentIndex(pane.model()->index(0, 0));
    QTest::keyClick(pane.view(), Qt::Key_Enter);
    QCOMPARE(picked.count(), 2);
    QCOMPARE(picked.at(1).at(0).value<chess::Move>(), pane.bestMove());
}

void TablebasePaneTest::playTheTablebase()
{
    ui::MainWindow w;
    w.setPosition(fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TablebasePane* pane = w.tablebasePane();
    pane->setPlaysTablebase(true);

    // The user plays Ke2 on the board; Black answers from the tables.
    auto* board = w.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e1")).center());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(chess::parseSquare("e2")).center());
    const chess::Position afterUser = fen("8/8/8/4k3/8/8/4K3/R7 b - - 1 1");
    QVERIFY(QTest::qWaitFor([&] { return w.document()->game().nodeCount() == 2; }, 10000));
    const pgn::Node* answer = w.document()->currentNode();
    QCOMPARE(answer->mover(), chess::Color::Black);
    // The longest defence, as the tables rank it.
    const ui::TablebaseReport expected =
        QtConcurrent::run(ui::tablebasePool(), [&] {
            return ui::TablebaseService::instance().probe(afterUser);
        }).result();
    QCOMPARE(answer->move(), expected.moves.front().move);
    QCOMPARE(w.document()->position().sideToMove(), chess::Color::White);
    QTest::qWait(100);
    QCOMPARE(w.document()->game().nodeCount(), std::size_t(2)); // White's turn: nobody answers

    // A move picked in the pane is the user's too.
    QVERIFY(QTest::qWaitFor([&] { return pane->currentReport() != nullptr; }, 10000));
    pane->pickRow(0);
    QVERIFY(QTest::qWaitFor([&] { return w.document()->game().nodeCount() == 4; }, 10000));
    QCOMPARE(w.document()->position().sideToMove(), chess::Color::White);
}

void TablebasePaneTest::playTheTablebaseOff()
{
    ui::MainWindow w;
    w.setPosition(fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"));
    QVERIFY(!w.tablebasePane()->playsTablebase());
    QVERIFY(w.document()->playMove(*chess::parseMove(w.document()->position(), "Ke2")));
    QVERIFY(waitReport(*w.tablebasePane()));
    QTest::qWait(100);
    QCOMPARE(w.document()->game().nodeCount(), std::size_t(1));
}

void TablebasePaneTest::tabInFrontFollowsTheGame()
{
    // Book and Tablebase share tabs at first; the tables come to the front when the game
    // enters them, the book when it leaves them, and a tab the user picks meanwhile stays.
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* bookDock = w.findChild<QDockWidget*>(QStringLiteral("bookDock"));
    auto* tablesDock = w.findChild<QDockWidget*>(QStringLiteral("tablebaseDock"));
    QVERIFY(bookDock && tablesDock);
    QVERIFY(w.tabifiedDockWidgets(bookDock).contains(tablesDock));
    auto inFront = [](QDockWidget* d) { return !d->visibleRegion().isEmpty(); };
    QVERIFY(inFront(bookDock));
    QVERIFY(!inFront(tablesDock));

    // 1. Rxa7: five pieces become four.
    QVERIFY(!w.document()->loadText(
        QStringLiteral("[FEN \"4k3/p7/8/8/8/8/8/R3K2n w - - 0 1\"]\n\n1. Rxa7 *")));
    QVERIFY(waitReport(*w.tablebasePane()));
    QVERIFY(!inFront(tablesDock));
    w.document()->forward();
    QVERIFY(QTest::qWaitFor([&] { return inFront(tablesDock); }, 10000));
    QVERIFY(!inFront(bookDock));
    // The user looks at the book instead, and steps on within the tables: it stays.
    bookDock->raise();
    QVERIFY(inFront(bookDock));
    QVERIFY(w.document()->playMove(*chess::parseMove(w.document()->position(), "Nf2")));
    QVERIFY(waitReport(*w.tablebasePane()));
    QTest::qWait(50);
    QVERIFY(inFront(bookDock));
    // Back to five pieces, then into the tables again.
    w.document()->toStart();
    QVERIFY(waitReport(*w.tablebasePane()));
    QVERIFY(inFront(bookDock));
    w.document()->forward();
    QVERIFY(QTest::qWaitFor([&] { return inFront(tablesDock); }, 10000));
}

void TablebasePaneTest::userFolders()
{
    // A folder the user adds is searched before the bundled one and remembered; an empty one
    // is reported, and the tables still answer from the default folders.
    QTemporaryDir syzygy, gaviota;
    TablebasePane pane;
    model::GameDocument doc; // the pane follows its shown position
    pane.setDocument(&doc);
    QSignalSpy changed(&pane, &TablebasePane::tablesChanged);
    pane.addSyzygyFolder(syzygy.path());
    QVERIFY(changed.wait(10000) || changed.count() > 0);
    QCOMPARE(pane.config().syzygy.front(), syzygy.path());
    QCOMPARE(QSettings().value(QStringLiteral("tablebases/syzygy")).toStringList(),
             QStringList{syzygy.path()});
    changed.clear();
    pane.addGaviotaFolder(gaviota.path());
    QVERIFY(changed.wait(10000) || changed.count() > 0);
    QCOMPARE(pane.config().gaviota.front(), gaviota.path());
    QVERIFY(pane.tablesText().contains(QStringLiteral("Syzygy up to 4 pieces")));
    doc.newGame(fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    QVERIFY(waitReport(pane));
    QCOMPARE(pane.currentReport()->wdl, tb::Wdl::Win);
    if (haveGaviota()) QVERIFY(pane.currentReport()->dtm.has_value());

    // A second pane (another window) starts with the same folders.
    TablebasePane other;
    QCOMPARE(other.config(), pane.config());

    changed.clear();
    pane.forgetAddedFolders();
    QVERIFY(changed.wait(10000) || changed.count() > 0);
    QVERIFY(!pane.config().syzygy.contains(syzygy.path()));
    QVERIFY(!pane.config().gaviota.contains(gaviota.path()));
}

QTEST_MAIN(TablebasePaneTest)
#include "tablebasepane_test.moc"
