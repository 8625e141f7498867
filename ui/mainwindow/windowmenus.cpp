// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/windowmenus.h"

#include "analysis/enginepanel.h"
#include "analysis/gameanalysis.h"
#include "board/boardexport.h"
#include "board/boardview.h"
#include "chess/fen.h"
#include "chess/result.h"
#include "database/databasecontroller.h"
#include "export/gameprint.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/fileactions.h"
#include "mainwindow/mainwindow.h"
#include "model/gamedocument.h"
#include "notation/movetreemodel.h"
#include "notation/movetreeview.h"
#include "pgn/writer.h"
#include "play/playcontroller.h"
#include "train/trainmenu.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>

namespace kibitz::ui {

WindowMenus::WindowMenus(MainWindow& window)
    : QObject(&window)
    , m_window(window)
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createGoMenu();
    createGameMenus();
    createHelpMenu();
}

void WindowMenus::createFileMenu()
{
    QMenu* file = m_window.menuBar()->addMenu(MainWindow::tr("&File"));
    m_window.m_files->addOpenActions(file);
    file->addAction(MainWindow::tr("New Game from Pos&ition…"), this,
                    [this] { m_window.setUpPosition(chess::Position::startPosition()); });
    file->addSeparator();
    m_window.m_files->addSaveActions(file);
    file->addSeparator();
    // --- diagrams (ui/board/boardexport.h)
    file->addAction(MainWindow::tr("Export &Board…"), this,
                    [this] { exportBoard(&m_window, *m_window.boardView()); });
    file->addAction(MainWindow::tr("E&xport Game…"), this,
                    [this] { exportGame(&m_window, m_window.document()->game()); });
    file->addAction(MainWindow::tr("&Print…"), this,
                    [this] { printGameWithPreview(&m_window, m_window.document()->game()); })
        ->setShortcut(QKeySequence::Print);
    // --- end diagrams
    file->addSeparator();
    file->addAction(MainWindow::tr("&Close Game"), this,
                    [this] { m_window.closeDocument(m_window.currentIndex()); })
        ->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit = file->addAction(MainWindow::tr("&Quit"));
    // Ctrl+Q everywhere: some platforms' themes bind no key to Quit.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    if (!quitKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Q)))
        quitKeys.prepend(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setShortcuts(quitKeys);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, &m_window, &QWidget::close);
}

void WindowMenus::createEditMenu()
{
    QMenu* edit = m_window.menuBar()->addMenu(MainWindow::tr("&Edit"));
    QUndoGroup* undoGroup = m_window.m_tabs->undoGroup();
    QAction* undo = undoGroup->createUndoAction(&m_window, MainWindow::tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup->createRedoAction(&m_window, MainWindow::tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(MainWindow::tr("Copy &FEN"), this, &WindowMenus::copyFen)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+C")));
    edit->addAction(MainWindow::tr("&Copy PGN"), this, &WindowMenus::copyPgn)
        ->setShortcut(QKeySequence::Copy);
    edit->addAction(MainWindow::tr("Copy &Variation as PGN"), this, &WindowMenus::copyVariation)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Alt+C")));
    edit->addAction(MainWindow::tr("&Paste FEN or PGN"), m_window.m_files, &FileActions::paste)
        ->setShortcut(QKeySequence::Paste);
    // --- diagrams (ui/board/boardexport.h)
    edit->addAction(MainWindow::tr("Copy Board as &Image"), this,
                    [this] { copyBoardImage(*m_window.boardView()); });
    // --- end diagrams
    edit->addSeparator();
    QMenu* result = edit->addMenu(MainWindow::tr("Set Resul&t"));
    for (const auto& [value, text] :
         {std::pair{chess::Result::WhiteWins, MainWindow::tr("White wins (1-0)")},
          std::pair{chess::Result::BlackWins, MainWindow::tr("Black wins (0-1)")},
          std::pair{chess::Result::Draw, MainWindow::tr("Draw (½-½)")},
          std::pair{chess::Result::Unknown, MainWindow::tr("Unknown or unfinished (*)")}}) {
        QAction* action = result->addAction(text);
        action->setCheckable(true);
        connect(action, &QAction::triggered, this,
                [this, value = value] { m_window.document()->setResult(value); });
        connect(result, &QMenu::aboutToShow, action, [this, action, value = value] {
            action->setChecked(chess::parseResult(m_window.document()->game().result()) == value);
        });
    }
    edit->addSeparator();
    edit->addAction(MainWindow::tr("Game &Headers…"), &m_window, &MainWindow::editHeaders)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+H")));
    edit->addAction(MainWindow::tr("Set Up P&osition…"), this,
                    [this] { m_window.setUpPosition(m_window.document()->position()); })
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+E")));
    edit->addSeparator();
    QAction* preferences =
        edit->addAction(MainWindow::tr("Pr&eferences…"), &m_window, &MainWindow::showPreferences);
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
}

void WindowMenus::createViewMenu()
{
    QMenu* view = m_window.menuBar()->addMenu(MainWindow::tr("&View"));
    BoardView* board = m_window.boardView();
    m_flipAction = view->addAction(MainWindow::tr("&Flip Board"));
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(MainWindow::tr("Ctrl+F")));
    connect(m_flipAction, &QAction::toggled, board, &BoardView::setFlipped);
    QAction* figurines = view->addAction(MainWindow::tr("F&igurine Notation"));
    figurines->setCheckable(true);
    figurines->setChecked(QSettings().value(QStringLiteral("notation/figurines"), false).toBool());
    MoveTreeModel::setFigurineNotation(figurines->isChecked());
    connect(figurines, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("notation/figurines"), on);
        MoveTreeModel::setFigurineNotation(on);
        for (MoveTreeView* notation : m_window.m_tabs->notations()) notation->refreshText();
    });
    // The keyboard on the board: arrows move its focus square, Space/Enter pick up and drop,
    // Escape gives the keys back to moving through the game.
    QAction* focusBoard = view->addAction(MainWindow::tr("Focus &Board"));
    focusBoard->setShortcut(QKeySequence(MainWindow::tr("Ctrl+B")));
    connect(focusBoard, &QAction::triggered, board, [this, board] {
        board->setFocus(Qt::ShortcutFocusReason);
        m_window.statusBar()->showMessage(
            MainWindow::tr("The board has the keys: arrows move, Space or Enter "
                           "picks up and drops, Escape gives them back."),
            8000);
    });
    view->addSeparator();
    for (QDockWidget* dock : {m_window.m_notationDock, m_window.m_engineDock, m_window.m_bookDock,
                              m_window.m_tablebaseDock, m_window.m_evalDock})
        view->addAction(dock->toggleViewAction());
    EnginePanel* engine = m_window.enginePanel();
    //: Menu item: start or stop the engine analysing the position
    QAction* analyse = view->addAction(MainWindow::tr("&Analyse"));
    analyse->setCheckable(true);
    analyse->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Space")));
    connect(analyse, &QAction::triggered, engine, &EnginePanel::toggleAnalysis);
    connect(engine, &EnginePanel::analysingChanged, analyse, &QAction::setChecked);
    view->addAction(MainWindow::tr("Engine &Options…"), engine, &EnginePanel::showOptions);
    view->addAction(MainWindow::tr("&Manage Engines…"), engine,
                    &EnginePanel::manageEnginesRequested);
    QAction* console = m_window.m_consoleDock->toggleViewAction();
    console->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+E")));
    view->addAction(console);
}

void WindowMenus::createGoMenu()
{
    // Moving through the game, wherever the focus is.
    QMenu* go = m_window.menuBar()->addMenu(MainWindow::tr("&Go"));
    auto nav = [&](const QString& text, const QKeySequence& key, auto&& step) {
        QAction* action = go->addAction(text);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, step] { step(m_window.document()); });
        return action;
    };
    using Document = model::GameDocument;
    nav(MainWindow::tr("&Back"), QKeySequence(Qt::Key_Left), [](Document* d) { d->back(); });
    nav(MainWindow::tr("&Forward"), QKeySequence(Qt::Key_Right), [](Document* d) { d->forward(); });
    nav(MainWindow::tr("To &Start"), QKeySequence(Qt::Key_Home), [](Document* d) { d->toStart(); });
    nav(MainWindow::tr("To &End"), QKeySequence(Qt::Key_End), [](Document* d) { d->toEnd(); });
    go->addSeparator();
    nav(MainWindow::tr("&Previous Variation"), QKeySequence(Qt::Key_Up),
        [](Document* d) { d->previousVariation(); });
    nav(MainWindow::tr("&Next Variation"), QKeySequence(Qt::Key_Down),
        [](Document* d) { d->nextVariation(); });
    go->addSeparator();
    QAction* nextGame = go->addAction(MainWindow::tr("Next &Game"));
    nextGame->setShortcut(QKeySequence::NextChild);
    connect(nextGame, &QAction::triggered, this, [this] {
        m_window.setCurrentIndex((m_window.currentIndex() + 1) % m_window.documentCount());
    });
    QAction* previousGame = go->addAction(MainWindow::tr("Previous G&ame"));
    previousGame->setShortcut(QKeySequence::PreviousChild);
    connect(previousGame, &QAction::triggered, this, [this] {
        const int count = m_window.documentCount();
        m_window.setCurrentIndex((m_window.currentIndex() + count - 1) % count);
    });
}

void WindowMenus::createGameMenus()
{
    // Database: game lists, searches, the opening tree.
    m_window.databases()->populateMenu(m_window.menuBar()->addMenu(MainWindow::tr("&Database")));

    // Game: play against engines, analyse the game.
    QMenu* gameMenu = m_window.menuBar()->addMenu(MainWindow::tr("G&ame"));
    m_window.playController()->populateMenu(gameMenu);
    gameMenu->addSeparator();
    gameMenu
        ->addAction(MainWindow::tr("Analyse &Game…"), this,
                    [this] { m_window.gameAnalysis()->analyse(m_window.document()); })
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+A")));
    connect(m_window.playController(), &PlayController::boardFlipRequested, m_flipAction,
            &QAction::setChecked);

    // Train: exercises from the shown game's mistakes, the repertoire drill, endgames.
    populateTrainMenu(m_window.menuBar()->addMenu(MainWindow::tr("&Train")), &m_window,
                      [this]() -> const pgn::Game* { return &m_window.document()->game(); });
}

void WindowMenus::createHelpMenu()
{
    QMenu* help = m_window.menuBar()->addMenu(MainWindow::tr("&Help"));
    QAction* about = help->addAction(MainWindow::tr("&About Kibitz"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &WindowMenus::showAbout);
    QAction* aboutQt = help->addAction(MainWindow::tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

// ---------------------------------------------------------------------------------------
// The clipboard

void WindowMenus::copyFen()
{
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(chess::toFen(m_window.document()->position())));
}

void WindowMenus::copyPgn()
{
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(pgn::writeGame(m_window.document()->game())));
}

void WindowMenus::copyVariation()
{
    const model::GameDocument* document = m_window.document();
    const pgn::Game variation = document->game().copyVariation(document->currentNode());
    QGuiApplication::clipboard()->setText(QString::fromStdString(pgn::writeGame(variation)));
}

void WindowMenus::showAbout()
{
    QMessageBox::about(
        &m_window, MainWindow::tr("About Kibitz"),
        MainWindow::tr("<h3>Kibitz %1</h3>"
                       "<p>A desktop chess workbench: play against engines, edit and annotate "
                       "games, explore openings and endgames.</p>"
                       "<p>Free software under the GNU General Public License, version 3 or "
                       "later.</p>")
            .arg(QApplication::applicationVersion().toHtmlEscaped()));
}

} // namespace kibitz::ui
