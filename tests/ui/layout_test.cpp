// SPDX-License-Identifier: GPL-3.0-or-later
// The window a player lives in (issue 31): the board in the centre and the largest thing, a
// newly opened database showing ten games, the opening tree's columns in view, View > Reset
// Layout and a remembered arrangement; the keys coming back to the game after a search;
// typed moves and annotation keys; Help > Keyboard Shortcuts from the actions themselves.
#include "mainwindow/mainwindow.h"

#include "analysis/enginepanel.h"
#include "board/boardview.h"
#include "book/bookpane.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "common/colortheme.h"
#include "common/placebeside.h"
#include "database/databasecontroller.h"
#include "database/databaseview.h"
#include "database/openingtreepane.h"
#include "dialogs/preferencesdialog.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/shortcutsdialog.h"
#include "model/analysis.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "notation/commentdialog.h"
#include "notation/moveentry.h"
#include "notation/movetreeview.h"
#include "online/explorerpane.h"
#include "pgn/game.h"
#include "tablebase/tablebasepane.h"

#include "stray_dialogs.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtTest>

#include <memory>

using kibitz::ui::MainWindow;

namespace {

const QString kSample = QStringLiteral(KIBITZ_TEST_DATA "/database/sample.pgn");

QDockWidget* dock(MainWindow& w, const char* name)
{
    return w.findChild<QDockWidget*>(QString::fromLatin1(name));
}

// A window as a first start shows it on a 1600x1000 screen (90% of it).
void firstStart(MainWindow& w)
{
    w.resize(1440, 900);
    w.resetLayout();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
}

// Opens the sample database and waits for its list.
kibitz::ui::DatabaseView* openSample(MainWindow& w)
{
    if (!w.openFile(kSample)) return nullptr;
    kibitz::ui::DatabaseView* view = w.databases()->currentView();
    if (!view) return nullptr;
    if (!QTest::qWaitFor([&] { return view->model()->rowCount() > 100; }, 20000)) return nullptr;
    return view;
}

int visibleRows(const QTableView* table)
{
    return table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
}

QAction* findAction(MainWindow& w, const QString& text)
{
    for (QAction* top : w.menuBar()->actions())
        for (QAction* a : top->menu()->actions())
            if (a->text() == text) return a;
    return nullptr;
}

} // namespace

class LayoutTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void boardIsLargestAndListShowsTenRows();
    void openingTreeColumnsInView();
    void resetLayout();
    void layoutRemembered();
    void keysComeBackAfterSearch();
    void pasteGoesToGame();
    void typingInListSearches();
    void typedMoves_data();
    void typedMoves();
    void typedMoveInTheOpeningTree();
    void typedMovesInPanes_data();
    void typedMovesInPanes();
    void analyseKeyEverywhere_data();
    void analyseKeyEverywhere();
    void smallScreens_data();
    void smallScreens();
    void smallerScreenDropsTheSavedLayout();
    void wheelOverTheBoard();
    void buttonsUnderTheBoard();
    void goButtonsGreyedAtTheEnds();
    void darkTheme();
    void annotationKeys();
    void variationKeys();
    void commentKey();
    void gameMenuOnAltG();
    void shortcutsFromActions();
    void databasesWithoutTheWindow();
    void panesFollowTheShownGame();
    void dialogBesideTheBoard();

private:
    std::unique_ptr<StrayDialogs> m_stray;
};

void LayoutTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QCoreApplication::setApplicationName(QStringLiteral("layout_test"));
}

void LayoutTest::init()
{
    // Every test starts as a first start: no saved layout.
    QSettings().remove(QStringLiteral("window"));
    m_stray = std::make_unique<StrayDialogs>();
}

// No test here asks a question: one that came up was refused, and the test fails with it.
void LayoutTest::cleanup()
{
    const QString stray = m_stray->take();
    m_stray.reset();
    QVERIFY2(stray.isEmpty(), qPrintable(QStringLiteral("unexpected dialog: ") + stray));
}

void LayoutTest::boardIsLargestAndListShowsTenRows()
{
    MainWindow w;
    firstStart(w);
    kibitz::ui::DatabaseView* view = openSample(w);
    QVERIFY(view);
    QTRY_VERIFY2(visibleRows(view->table()) >= 10,
                 qPrintable(QStringLiteral("%1 rows").arg(visibleRows(view->table()))));
    // The players, the result, the date and the event are in view without scrolling sideways,
    // and an event's name is not cut.
    QTableView* table = view->table();
    const int event = int(kibitz::db::Column::Event);
    QTRY_VERIFY2(table->horizontalHeader()->sectionViewportPosition(event)
                         + table->columnWidth(event)
                     <= table->viewport()->width(),
                 qPrintable(QStringLiteral("the event column ends at %1 of %2")
                                .arg(table->horizontalHeader()->sectionViewportPosition(event)
                                     + table->columnWidth(event))
                                .arg(table->viewport()->width())));
    QVERIFY(table->columnWidth(event)
            > table->fontMetrics().horizontalAdvance(QStringLiteral("Lloyds Bank op")));
    // The players' names are whole: the event gave way first.
    for (const auto column : {kibitz::db::Column::White, kibitz::db::Column::Black})
        QVERIFY2(table->columnWidth(int(column))
                     > table->fontMetrics().horizontalAdvance(QStringLiteral("Adams, Michael")),
                 qPrintable(QString::number(table->columnWidth(int(column)))));
    QVERIFY(table->columnWidth(int(kibitz::db::Column::Date))
            > table->fontMetrics().horizontalAdvance(QStringLiteral("1984.12.31")));
    const QSize board = w.boardView()->size();
    const int side = std::min(board.width(), board.height());
    // Larger than any pane beside it, and more than half the window's height.
    for (const QDockWidget* d : w.findChildren<QDockWidget*>()) {
        if (!d->isVisible() || d->visibleRegion().isEmpty()) continue; // or behind a tab
        QVERIFY2(side * side > d->width() * d->height(),
                 qPrintable(QStringLiteral("%1 is %2x%3, the board %4")
                                .arg(d->objectName())
                                .arg(d->width())
                                .arg(d->height())
                                .arg(side)));
    }
    QVERIFY2(side > w.height() / 2, qPrintable(QString::number(side)));
    // An evaluation graph with nothing in it takes little room.
    QVERIFY(dock(w, "evalGraphDock")->height() < w.height() / 5);
    // The clocks of a game take their room from the notation, not from the board.
    dock(w, "clocksDock")->show();
    QTest::qWait(50);
    QCOMPARE(std::min(w.boardView()->width(), w.boardView()->height()), side);
    // A wider window gives the names their room back.
    w.resize(2200, 1000);
    QTRY_VERIFY2(table->columnWidth(int(kibitz::db::Column::White))
                     > table->fontMetrics().horizontalAdvance(QStringLiteral("Adams, Michael")),
                 qPrintable(QString::number(table->columnWidth(int(kibitz::db::Column::White)))));
}

void LayoutTest::openingTreeColumnsInView()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(openSample(w));
    kibitz::ui::OpeningTreePane* pane = w.databases()->treePane();
    QTRY_VERIFY(pane->tree()->topLevelItemCount() > 3);
    QTreeWidget* tree = pane->tree();
    // Elo, Perf. and Last are all in view: the last column starts inside the viewport with
    // room for its year.
    const int last = tree->columnCount() - 1;
    const int lastStart = tree->header()->sectionViewportPosition(last);
    QVERIFY2(lastStart + tree->fontMetrics().horizontalAdvance(QStringLiteral("2024"))
                 <= tree->viewport()->width(),
             qPrintable(
                 QStringLiteral("Last at %1 of %2").arg(lastStart).arg(tree->viewport()->width())));
    // Every header is shown whole ("White / Draw / Black" was cut).
    for (int c = 0; c < last; ++c)
        QVERIFY2(tree->header()->sectionSize(c)
                     >= tree->fontMetrics().horizontalAdvance(tree->headerItem()->text(c)),
                 qPrintable(tree->headerItem()->text(c)));
    // The percentages in the bars have their whole height.
    const QRect row = tree->visualItemRect(tree->topLevelItem(0));
    QVERIFY2(row.height() - 2 >= tree->fontMetrics().height(),
             qPrintable(QString::number(row.height())));
}

void LayoutTest::resetLayout()
{
    MainWindow w;
    firstStart(w);
    QDockWidget* notation = dock(w, "notationDock");
    QDockWidget* engine = dock(w, "engineDock");
    w.addDockWidget(Qt::LeftDockWidgetArea, notation);
    engine->setFloating(true);
    dock(w, "bookDock")->hide();
    QAction* reset = w.findChild<QAction*>(QStringLiteral("resetLayout"));
    QVERIFY(reset);
    reset->trigger();
    QCOMPARE(w.dockWidgetArea(notation), Qt::RightDockWidgetArea);
    QVERIFY(!engine->isFloating());
    QCOMPARE(w.dockWidgetArea(engine), Qt::RightDockWidgetArea);
    QVERIFY(dock(w, "bookDock")->isVisibleTo(&w));
    QCOMPARE(w.dockWidgetArea(dock(w, "evalGraphDock")), Qt::RightDockWidgetArea);
}

void LayoutTest::layoutRemembered()
{
    {
        MainWindow w;
        firstStart(w);
        w.addDockWidget(Qt::LeftDockWidgetArea, dock(w, "notationDock"));
        QVERIFY(w.close());
    }
    MainWindow again;
    QCOMPARE(again.dockWidgetArea(dock(again, "notationDock")), Qt::LeftDockWidgetArea);
}

void LayoutTest::keysComeBackAfterSearch()
{
    MainWindow w;
    firstStart(w);
    kibitz::ui::DatabaseView* view = openSample(w);
    QVERIFY(view);
    auto* search = view->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("a"));
    // A game opened from the list has the keys.
    view->table()->setCurrentIndex(view->model()->index(0, 0));
    emit view->openGameRequested(view->model()->gameAt(0));
    QTRY_VERIFY(w.document()->gameIndex() >= 0 && w.document()->game().root()->childCount() > 0);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.moveTreeView()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QVERIFY(!w.document()->currentNode()->isRoot());

    // Back in the search box, then a click on the board: Right moves through the game.
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("b"));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(search));
    w.boardView()->setInteractive(true);
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {},
                      w.boardView()->squareRect(kibitz::chess::parseSquare("a5")).center());
    const int ply = w.document()->currentNode()->ply();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(w.document()->currentNode()->ply(), ply + 1);
    QCOMPARE(search->text(), QStringLiteral("ab"));
}

void LayoutTest::pasteGoesToGame()
{
    MainWindow w;
    firstStart(w);
    kibitz::ui::DatabaseView* view = openSample(w);
    QVERIFY(view);
    auto* search = view->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("x"));
    const QString fen = QStringLiteral("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
    QGuiApplication::clipboard()->setText(fen);
    QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->rect().center());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(QString::fromStdString(kibitz::chess::toFen(w.document()->position())), fen);
    QCOMPARE(search->text(), QStringLiteral("x"));
}

void LayoutTest::typingInListSearches()
{
    MainWindow w;
    firstStart(w);
    kibitz::ui::DatabaseView* view = openSample(w);
    QVERIFY(view);
    const int games = w.documentCount();
    const auto* shown = w.document();
    view->table()->setFocus();
    view->table()->setCurrentIndex(view->model()->index(5, 0));
    QTest::keyClick(view->table(), Qt::Key_E);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_4);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(w.documentCount(), games);
    QCOMPARE(w.document(), shown);
    auto* search = view->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    QCOMPARE(search->text(), QStringLiteral("e4"));
}

void LayoutTest::typedMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("typed");
    QTest::addColumn<QString>("san");   // the last move played, empty when refused
    QTest::addColumn<QString>("error"); // a word of the refusal
    const QString start =
        QString::fromStdString(kibitz::chess::toFen(kibitz::chess::Position::startPosition()));
    QTest::newRow("SAN") << start << QStringList{"e4", "e5", "Nf3"} << "Nf3"
                         << "";
    QTest::newRow("coordinates") << start << QStringList{"e2e4", "e7-e5", "g1f3"} << "Nf3"
                                 << "";
    QTest::newRow("small piece letter") << start << QStringList{"nf3"} << "Nf3"
                                        << "";
    QTest::newRow("castling with zeros")
        << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << QStringList{"0-0-0", "O-O"} << "O-O"
        << "";
    QTest::newRow("illegal") << start << QStringList{"Qh5"} << ""
                             << "Qh5";
    QTest::newRow("ambiguous") << "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1" << QStringList{"Nd2"} << ""
                               << "ambiguous";
}

void LayoutTest::typedMoves()
{
    QFETCH(QString, fen);
    QFETCH(QStringList, typed);
    QFETCH(QString, san);
    QFETCH(QString, error);
    MainWindow w;
    firstStart(w);
    w.setPosition(*kibitz::chess::positionFromFen(fen.toStdString()));
    w.giveKeysToGame();
    kibitz::ui::MoveEntry* entry = w.moveEntry();
    for (const QString& text : typed) {
        QTest::keyClicks(QApplication::focusWidget(), text);
        QVERIFY(entry->isVisible());
        QCOMPARE(entry->text(), text);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    }
    if (san.isEmpty()) {
        QVERIFY(w.document()->currentNode()->isRoot());
        QVERIFY(entry->isVisible()); // still there, saying why
        QVERIFY2(entry->toolTip().contains(error, Qt::CaseInsensitive),
                 qPrintable(entry->toolTip()));
        QTest::keyClick(entry, Qt::Key_Escape);
        QVERIFY(!entry->isVisible());
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.moveTreeView()));
    } else {
        QCOMPARE(QString::fromStdString(w.document()->currentNode()->san()), san);
        QCOMPARE(w.document()->currentNode()->ply(), typed.size());
        QVERIFY(!entry->isVisible());
    }
}

// Click "e4" in the opening tree, type g5 and Enter: 1...g5 is played, not the g6 row the
// tree's type-ahead would have picked; an illegal move typed there is refused with why.
void LayoutTest::typedMoveInTheOpeningTree()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(openSample(w));
    QTreeWidget* tree = w.databases()->treePane()->tree();
    const auto row = [&](const QString& san) -> QTreeWidgetItem* {
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            if (tree->topLevelItem(i)->text(0) == san) return tree->topLevelItem(i);
        return nullptr;
    };
    QTRY_VERIFY(row(QStringLiteral("e4")));
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                      tree->visualItemRect(row(QStringLiteral("e4"))).center());
    QCOMPARE(QString::fromStdString(w.document()->currentNode()->san()), QStringLiteral("e4"));
    QTRY_VERIFY(row(QStringLiteral("g6"))); // the row type-ahead would have chosen
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(tree));
    QTest::keyClicks(tree, QStringLiteral("g5"));
    kibitz::ui::MoveEntry* entry = w.moveEntry();
    QVERIFY(entry->isVisible());
    QCOMPARE(entry->text(), QStringLiteral("g5"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(QString::fromStdString(w.document()->currentNode()->san()), QStringLiteral("g5"));
    QCOMPARE(w.document()->currentNode()->ply(), 2);

    tree->setFocus();
    QTest::keyClicks(tree, QStringLiteral("Bc5"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(w.document()->currentNode()->ply(), 2);
    QVERIFY(entry->isVisible());
    QVERIFY2(entry->toolTip().contains(QStringLiteral("Bc5")), qPrintable(entry->toolTip()));
}

// The same wherever a move is read: the board with the keys, the book's, the tables', the
// online explorer's and the engine's lists of moves.
void LayoutTest::typedMovesInPanes_data()
{
    QTest::addColumn<QString>("pane");
    for (const char* pane : {"board", "book", "tablebase", "explorer", "engine lines", "notation"})
        QTest::newRow(pane) << QString::fromLatin1(pane);
}

void LayoutTest::typedMovesInPanes()
{
    QFETCH(QString, pane);
    MainWindow w;
    firstStart(w);
    QWidget* view = pane == QLatin1String("board")       ? w.boardView()
                    : pane == QLatin1String("book")      ? w.bookPane()->view()
                    : pane == QLatin1String("tablebase") ? w.tablebasePane()->view()
                    : pane == QLatin1String("explorer")
                        ? static_cast<QWidget*>(w.explorerPane()->moves())
                    : pane == QLatin1String("engine lines")
                        ? static_cast<QWidget*>(w.enginePanel()->linesView())
                        : static_cast<QWidget*>(w.moveTreeView());
    const auto typeInto = [&](const QString& text) {
        view->setFocus(Qt::OtherFocusReason);
        QCOMPARE(QApplication::focusWidget(), view);
        QTest::keyClicks(view, text);
        QVERIFY(w.moveEntry()->isVisible());
        QCOMPARE(w.moveEntry()->text(), text);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    };
    typeInto(QStringLiteral("e4"));
    QCOMPARE(QString::fromStdString(w.document()->currentNode()->san()), QStringLiteral("e4"));
    typeInto(QStringLiteral("Bc5")); // the bishop on f8 is shut in
    QCOMPARE(w.document()->currentNode()->ply(), 1);
    QVERIFY(w.moveEntry()->isVisible());
    QVERIFY2(w.moveEntry()->toolTip().contains(QStringLiteral("Bc5")),
             qPrintable(w.moveEntry()->toolTip()));
}

// View > Analyse's key (Ctrl+Space) starts and stops the engine wherever the focus is: the
// board, the notation, a database's list and its search box, the opening tree, the engine's
// lines.
void LayoutTest::analyseKeyEverywhere_data()
{
    QTest::addColumn<QString>("pane");
    for (const char* pane :
         {"board", "notation", "game list", "quick search", "opening tree", "engine lines"})
        QTest::newRow(pane) << QString::fromLatin1(pane);
}

void LayoutTest::analyseKeyEverywhere()
{
    QFETCH(QString, pane);
    MainWindow w;
    firstStart(w);
    kibitz::ui::DatabaseView* list = openSample(w);
    QVERIFY(list);
    QWidget* view = pane == QLatin1String("board")       ? w.boardView()
                    : pane == QLatin1String("notation")  ? static_cast<QWidget*>(w.moveTreeView())
                    : pane == QLatin1String("game list") ? static_cast<QWidget*>(list->table())
                    : pane == QLatin1String("quick search")
                        ? list->findChild<QLineEdit*>(QStringLiteral("quickSearch"))
                    : pane == QLatin1String("opening tree")
                        ? static_cast<QWidget*>(w.databases()->treePane()->tree())
                        : static_cast<QWidget*>(w.enginePanel()->linesView());
    QVERIFY(view);
    QAction* analyse = findAction(w, QStringLiteral("&Analyse"));
    QVERIFY(analyse);
    QSignalSpy triggered(analyse, &QAction::triggered);
    view->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(view, Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(triggered.count(), 1);
}

// The screens laptops have, in logical pixels: the window on the screen whole, the board at
// least half its height, the game list at least five rows, the notation and the engine's
// lines wide and tall enough to read.
void LayoutTest::smallScreens_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<bool>("boardHalf"); // the board at least half the screen's height
    QTest::newRow("1024x600, the smallest") << QSize(1024, 600) << false;
    QTest::newRow("1366x768 at 125%") << QSize(1093, 614) << true;
    QTest::newRow("1280x720, 1920x1080 at 150%, 2560x1440 at 200%") << QSize(1280, 720) << true;
    QTest::newRow("1366x768") << QSize(1366, 768) << true;
    QTest::newRow("1920x1080 at 125%") << QSize(1536, 864) << true;
    QTest::newRow("3840x2160 at 200%") << QSize(1920, 1080) << true;
}

void LayoutTest::smallScreens()
{
    QFETCH(QSize, screen);
    QFETCH(bool, boardHalf);
    MainWindow w;
    // Below a panel at the top, as desktops have.
    const QRect available(QPoint(0, 32), screen - QSize(0, 32));
    w.fitToScreen(available);
    w.resetLayout();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    kibitz::ui::DatabaseView* view = openSample(w);
    QVERIFY(view);
    QTRY_VERIFY(visibleRows(view->table()) >= 5);
    QTest::qWait(100);
    const auto where = [&] {
        QString s;
        QDebug(&s) << w.geometry() << "board" << w.boardView()->size() << "rows"
                   << visibleRows(view->table());
        for (const QDockWidget* d : w.findChildren<QDockWidget*>())
            if (d->isVisible()) QDebug(&s) << d->objectName() << d->size();
        return s;
    };
    QVERIFY2(available.contains(w.frameGeometry()), qPrintable(where()));
    QVERIFY2(w.minimumSizeHint().width() <= 1024 && w.minimumSizeHint().height() <= 600 - 32,
             qPrintable(where()));
    const int side = w.boardView()->boardRect().width();
    if (boardHalf) QVERIFY2(side >= screen.height() / 2, qPrintable(where()));
    QVERIFY2(visibleRows(view->table()) >= 5, qPrintable(where()));
    // The notation: a move pair and its number on a line; the engine: three lines of a
    // readable length.
    const QFontMetrics metrics = w.moveTreeView()->fontMetrics();
    QVERIFY2(w.moveTreeView()->viewport()->width()
                 >= metrics.horizontalAdvance(QStringLiteral("23. Qxe8+ Kxe8 24. Rxe8+ Kxe8")),
             qPrintable(where()));
    QVERIFY2(w.moveTreeView()->viewport()->height() >= 6 * metrics.height(), qPrintable(where()));
    const QTreeView* lines = w.enginePanel()->linesView();
    QVERIFY2(lines->viewport()->width()
                 >= metrics.horizontalAdvance(QStringLiteral("+0.35 24 e4 e5 Nf3 Nc6 Bb5 a6")),
             qPrintable(where()));
    QVERIFY2(lines->viewport()->height() >= 3 * metrics.height(), qPrintable(where()));
    // What does not fit: below 800 px the graph shares tabs with the lines, which then show
    // six lines or more; above, each has its own pane.
    const bool low = available.height() < 800;
    QCOMPARE(w.tabifiedDockWidgets(dock(w, "engineDock")).contains(dock(w, "evalGraphDock")), low);
    if (low) QVERIFY2(lines->viewport()->height() >= 6 * metrics.height(), qPrintable(where()));
}

// A layout saved on a larger screen is not applied on a smaller one: the window starts as
// on a first start there. On the same screen, it is.
void LayoutTest::smallerScreenDropsTheSavedLayout()
{
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    for (const bool larger : {false, true}) {
        {
            MainWindow w;
            firstStart(w);
            w.addDockWidget(Qt::LeftDockWidgetArea, dock(w, "notationDock"));
            QVERIFY(w.close());
        }
        QCOMPARE(QSettings().value(QStringLiteral("window/screen")).toSize(), screen);
        if (larger) QSettings().setValue(QStringLiteral("window/screen"), screen + QSize(600, 400));
        MainWindow again;
        QCOMPARE(again.dockWidgetArea(dock(again, "notationDock")),
                 larger ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea);
        if (larger) QCOMPARE(again.size(), screen.expandedTo(again.minimumSizeHint()));
    }
}

// The wheel over the board steps through the game: turned down, forward, up, back; a
// touchpad's small turns add up to a notch.
void LayoutTest::wheelOverTheBoard()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(!w.document()->loadText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 *")));
    w.document()->toStart();
    kibitz::ui::BoardView* board = w.boardView();
    const auto turn = [&](int angle) {
        const QPointF at = board->rect().center();
        QWheelEvent event(at, board->mapToGlobal(at), QPoint(), QPoint(0, angle), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(board, &event);
    };
    const auto ply = [&] { return w.document()->currentNode()->ply(); };
    turn(-120);
    QCOMPARE(ply(), 1);
    turn(-240);
    QCOMPARE(ply(), 3);
    turn(120);
    QCOMPARE(ply(), 2);
    for (int i = 0; i < 3; ++i) turn(-40); // a touchpad
    QCOMPARE(ply(), 3);
    turn(-1200); // past the end: the last move
    QCOMPARE(ply(), 4);
}

// Start, back, forward, end and flip under the board, doing what the menus do.
void LayoutTest::buttonsUnderTheBoard()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(!w.document()->loadText(QStringLiteral("1. d4 d5 2. c4 e6 *")));
    w.document()->toStart();
    const auto click = [&](const char* name) {
        auto* button = w.findChild<QToolButton*>(QString::fromLatin1(name));
        QVERIFY2(button && button->isVisible(), name);
        // Under the board, not beside it.
        QVERIFY(button->mapTo(&w, QPoint(0, 0)).y()
                > w.boardView()->mapTo(&w, w.boardView()->boardRect().bottomLeft()).y());
        QTest::mouseClick(button, Qt::LeftButton);
    };
    const auto ply = [&] { return w.document()->currentNode()->ply(); };
    click("toEnd");
    QCOMPARE(ply(), 4);
    click("back");
    QCOMPARE(ply(), 3);
    click("toStart");
    QCOMPARE(ply(), 0);
    click("forward");
    QCOMPARE(ply(), 1);
    QVERIFY(!w.boardView()->isFlipped());
    click("flip");
    QVERIFY(w.boardView()->isFlipped());
    // The keys stay the game's.
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.moveTreeView()));
}

// The Go buttons (and their menu items) are greyed where they would not move: To Start and
// Back at the start of the game, Forward and To End at the end of the line shown; a move
// played at the end, a new game and another tab keep them in step.
void LayoutTest::goButtonsGreyedAtTheEnds()
{
    MainWindow w;
    firstStart(w);
    const auto enabled = [&] {
        QString out;
        for (const char* name : {"toStart", "back", "forward", "toEnd"}) {
            auto* button = w.findChild<QToolButton*>(QString::fromLatin1(name));
            if (!button) return QStringLiteral("no %1").arg(QString::fromLatin1(name));
            out += button->isEnabled() ? QLatin1Char('1') : QLatin1Char('0');
        }
        return out;
    };
    QCOMPARE(enabled(), QStringLiteral("0000")); // a new game has no moves
    QVERIFY(!w.document()->loadText(QStringLiteral("1. d4 d5 2. c4 (2. Nf3) 2... e6 *")));
    w.document()->toStart();
    QCOMPARE(enabled(), QStringLiteral("0011"));
    w.document()->forward();
    QCOMPARE(enabled(), QStringLiteral("1111"));
    w.document()->toEnd();
    QCOMPARE(enabled(), QStringLiteral("1100"));
    // The end of a variation is the end of the line shown.
    w.document()->toStart();
    for (int i = 0; i < 3; ++i) w.document()->forward();
    w.document()->nextVariation();
    QCOMPARE(w.document()->currentNode()->san(), std::string("Nf3"));
    QCOMPARE(enabled(), QStringLiteral("1100"));
    // A move played at the end leaves Forward greyed; a key on a greyed action does nothing.
    w.document()->toEnd();
    w.document()->back();
    QCOMPARE(enabled(), QStringLiteral("1111"));
    QVERIFY(w.document()->playMove(*kibitz::chess::parseSan(w.document()->position(), "Nc3")));
    QCOMPARE(enabled(), QStringLiteral("1100"));
    QTest::keyClick(w.moveTreeView(), Qt::Key_Right);
    QCOMPARE(w.document()->currentNode()->san(), std::string("Nc3"));
    // Another tab: the buttons follow the game shown.
    w.addDocument();
    QCOMPARE(enabled(), QStringLiteral("0000"));
    w.setCurrentIndex(0);
    QCOMPARE(enabled(), QStringLiteral("1100"));
    auto* menuItem = w.findChild<QToolButton*>(QStringLiteral("toEnd"))->defaultAction();
    QVERIFY(!menuItem->isEnabled());
}

// Preferences > Window > Theme: Dark gives the window Fusion's dark palette, kept for the
// next start; Light gives it back.
void LayoutTest::darkTheme()
{
    MainWindow w;
    firstStart(w);
    const auto choose = [&](const QString& theme) {
        QTimer::singleShot(100, [theme] {
            auto* dialog =
                qobject_cast<kibitz::ui::PreferencesDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            QComboBox* box = dialog->colorThemeBox();
            box->setCurrentIndex(box->findText(theme));
            dialog->accept();
        });
        w.showPreferences();
    };
    const auto windowLightness = [] {
        return QApplication::palette().color(QPalette::Window).lightness();
    };
    choose(QStringLiteral("Dark"));
    QVERIFY2(windowLightness() < 80, qPrintable(QString::number(windowLightness())));
    QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
    // The panes take it: the notation, the engine's lines.
    QTRY_VERIFY2(w.moveTreeView()->palette().color(QPalette::Base).lightness() < 80,
                 qPrintable(w.moveTreeView()->palette().color(QPalette::Base).name()));
    QVERIFY(w.enginePanel()->linesView()->palette().color(QPalette::Base).lightness() < 80);
    QCOMPARE(kibitz::ui::colorThemeSetting(), kibitz::ui::ColorTheme::Dark);
    QCOMPARE(QSettings().value(QStringLiteral("ui/colorTheme")).toString(), QStringLiteral("dark"));
    choose(QStringLiteral("Light"));
    QVERIFY2(windowLightness() > 180, qPrintable(QString::number(windowLightness())));
    QCOMPARE(kibitz::ui::colorThemeSetting(), kibitz::ui::ColorTheme::Light);
    choose(QStringLiteral("As the desktop"));
    QCOMPARE(kibitz::ui::colorThemeSetting(), kibitz::ui::ColorTheme::Desktop);
    QCOMPARE(kibitz::ui::isDark(kibitz::ui::ColorTheme::Desktop), kibitz::ui::desktopIsDark());
}

void LayoutTest::annotationKeys()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(!w.document()->loadText(QStringLiteral("1. e4 e5 2. Nf3 *")));
    w.document()->toEnd();
    w.giveKeysToGame();
    const auto nags = [&] { return w.document()->currentNode()->nags(); };
    using Nags = std::vector<std::uint8_t>;
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(nags(), Nags{2});
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_5, Qt::ControlModifier);
    QCOMPARE(nags(), Nags{5}); // one move symbol at a time
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(nags(), (Nags{5, 18}));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(nags(), Nags{});
    // Typed, as the notation shows them.
    for (const auto& [text, nag] :
         {std::pair{"?!", 6}, std::pair{"!!", 3}, std::pair{"+-", 18}, std::pair{"=", 10}}) {
        QTest::keyClicks(QApplication::focusWidget(), QString::fromLatin1(text));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY2(w.document()->currentNode()->hasNag(std::uint8_t(nag)), text);
    }
    QCOMPARE(nags(), (Nags{3, 10}));
    // The menu shows them, with their keys.
    auto* menu = w.findChild<QMenu*>(QStringLiteral("annotateMenu"));
    QVERIFY(menu);
    bool found = false;
    for (QAction* a : menu->actions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_2)) found = a->text().startsWith(u'?');
    QVERIFY(found);
}

void LayoutTest::variationKeys()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(!w.document()->loadText(QStringLiteral("1. e4 (1. d4 d5 2. c4) 1... e5 2. Nf3 Nc6 *")));
    w.giveKeysToGame();
    w.document()->toStart();
    w.document()->forward();
    w.document()->nextVariation(); // 1. d4
    QCOMPARE(w.document()->currentNode()->san(), std::string("d4"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(w.document()->game().root()->child(0)->san(), std::string("d4"));
    // Delete the rest of the line from Nc6 on, then the variation 1. e4.
    w.document()->toStart();
    w.document()->forward();
    w.document()->nextVariation(); // now 1. e4, the variation
    QCOMPARE(w.document()->currentNode()->san(), std::string("e4"));
    w.document()->forward();
    w.document()->forward();
    w.document()->forward(); // Nc6
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete,
                    Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.document()->currentNode()->san(), std::string("Nf3"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete, Qt::ControlModifier);
    QCOMPARE(w.document()->game().root()->childCount(), 1);
    QCOMPARE(w.document()->game().root()->child(0)->san(), std::string("d4"));
}

void LayoutTest::commentKey()
{
    MainWindow w;
    firstStart(w);
    QVERIFY(!w.document()->loadText(QStringLiteral("1. e4 e5 *")));
    w.document()->toEnd();
    w.giveKeysToGame();
    QTimer::singleShot(100, [] {
        auto* dialog = qobject_cast<kibitz::ui::CommentDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        dialog->setTextValue(QStringLiteral("The open game"));
        dialog->accept();
    });
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_K, Qt::ControlModifier);
    QCOMPARE(QString::fromStdString(w.document()->currentNode()->commentAfter()),
             QStringLiteral("The open game"));
}

void LayoutTest::gameMenuOnAltG()
{
    MainWindow w;
    QStringList onG;
    for (const QAction* top : w.menuBar()->actions())
        if (top->text().contains(QStringLiteral("&G"), Qt::CaseInsensitive)) onG << top->text();
    QCOMPARE(onG, QStringList{QStringLiteral("&Game")});
}

void LayoutTest::shortcutsFromActions()
{
    MainWindow w;
    kibitz::ui::ShortcutsDialog dialog(w.menuBar(), &w);
    QTreeWidget* list = dialog.list();
    QStringList rows;
    for (int g = 0; g < list->topLevelItemCount(); ++g)
        for (int i = 0; i < list->topLevelItem(g)->childCount(); ++i)
            rows << list->topLevelItem(g)->text(0) + QLatin1Char('|')
                        + list->topLevelItem(g)->child(i)->text(0) + QLatin1Char('|')
                        + list->topLevelItem(g)->child(i)->text(1);
    QVERIFY2(rows.contains(QStringLiteral("Go|Back|Left")), qPrintable(rows.join(u'\n')));
    QVERIFY2(rows.contains(QStringLiteral("Edit|Paste FEN or PGN|Ctrl+V")),
             qPrintable(rows.join(u'\n')));
    // Every action with a key is there.
    int withKeys = 0;
    std::function<void(const QMenu*)> count = [&](const QMenu* menu) {
        for (const QAction* a : menu->actions()) {
            if (a->menu())
                count(a->menu());
            else if (!a->isSeparator() && !a->shortcuts().isEmpty())
                ++withKeys;
        }
    };
    for (const QAction* top : w.menuBar()->actions()) count(top->menu());
    QCOMPARE(rows.size(), withKeys + 2); // and the two typing rows
    QVERIFY(findAction(w, QStringLiteral("&Keyboard Shortcuts")));
}

void LayoutTest::databasesWithoutTheWindow()
{
    // The databases need a main window for their docks and the open games' tabs, not the
    // workbench: what the workbench does in answer it hears through signals.
    QMainWindow window;
    kibitz::ui::DocumentTabs games(&window, [](kibitz::model::GameDocument*) { return true; });
    games.addDocument();
    kibitz::ui::DatabaseController databases(&window, &games);
    int opened = 0;
    connect(&databases, &kibitz::ui::DatabaseController::gameOpened, this, [&] { ++opened; });
    kibitz::ui::DatabaseView* view = databases.openDatabase(kSample);
    QTRY_VERIFY(view->model()->rowCount() > 100);
    const kibitz::db::GameId game = view->model()->gameAt(3);
    QVERIFY(databases.openGame(view, game));
    QCOMPARE(opened, 1);
    QCOMPARE(games.current()->gameIndex(), int(game));
    QVERIFY(databases.openGame(view, game)); // shown again, not opened twice
    QCOMPARE(opened, 2);
    QCOMPARE(games.count(), 1);
}

void LayoutTest::panesFollowTheShownGame()
{
    // One way for every pane: it is given the game shown and follows its current move.
    kibitz::ui::EnginePanel engine;
    kibitz::model::GameDocument game;
    engine.setDocument(&game);
    QVERIFY(!game.loadText(QStringLiteral("1. e4 e5 2. Nf3 *")));
    game.toEnd();
    const auto key = [&] { return engine.analysis()->position().key(); };
    QCOMPARE(key(), game.position().key());
    game.back();
    QCOMPARE(key(), game.position().key());

    // In the window: a move in a game not shown reaches no pane.
    MainWindow w;
    kibitz::model::GameDocument* first = w.document();
    QVERIFY(!first->loadText(QStringLiteral("1. d4 d5 *")));
    first->toEnd();
    kibitz::ui::EnginePanel* pane = w.enginePanel();
    QCOMPARE(pane->analysis()->position().key(), first->position().key());
    kibitz::model::GameDocument* second = w.addDocument();
    QCOMPARE(pane->analysis()->position().key(), second->position().key());
    first->back();
    QCOMPARE(pane->analysis()->position().key(), second->position().key());
    QVERIFY(second->playMove(*kibitz::chess::parseUci(second->position(), "c2c4")));
    QCOMPARE(pane->analysis()->position().key(), second->position().key());
}

// A dialog about the game on the board (Game > New Game Against Engine…) stands beside the
// board: to its right where the screen has room, else to its left, level with its top; where
// neither side has room, against the screen's edge on the roomier side.
void LayoutTest::dialogBesideTheBoard()
{
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QDialog dialog;
    auto* content = new QWidget(&dialog);
    content->setMinimumSize(screen.width() / 4, screen.height() / 3);
    (new QVBoxLayout(&dialog))->addWidget(content);

    QRect board(screen.left() + 10, screen.top() + 20, screen.width() / 2, screen.height() / 2);
    kibitz::ui::placeBeside(dialog, board);
    QVERIFY2(dialog.x() > board.right(), qPrintable(QString::number(dialog.x())));
    QCOMPARE(dialog.y(), board.top());
    QVERIFY(dialog.x() + dialog.width() <= screen.right() + 1);

    board.moveRight(screen.right() - 10);
    kibitz::ui::placeBeside(dialog, board);
    QVERIFY2(dialog.x() + dialog.width() <= board.left(), qPrintable(QString::number(dialog.x())));
    QVERIFY(dialog.x() >= screen.left());

    // No room on either side (a small screen): against the roomier side's edge, on the screen.
    board = QRect(screen.left() + screen.width() / 10, screen.top() + 20, screen.width() * 2 / 3,
                  screen.height() / 2);
    kibitz::ui::placeBeside(dialog, board);
    QVERIFY2(dialog.x() + dialog.width() >= screen.right() - 20,
             qPrintable(QString::number(dialog.x())));
    QVERIFY(dialog.x() + dialog.width() <= screen.right() + 1);
    QVERIFY(dialog.x() > board.left());
}

QTEST_MAIN(LayoutTest)
#include "layout_test.moc"
