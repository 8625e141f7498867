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
#include "mainwindow/shortcutsdialog.h"
#include "model/gamedocument.h"
#include "notation/moveentry.h"
#include "notation/movetreemodel.h"
#include "notation/movetreeview.h"
#include "notation/notationoptions.h"
#include "online/onlineservices.h"
#include "pgn/game.h"
#include "pgn/writer.h"
#include "play/playcontroller.h"
#include "train/trainmenu.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>

#include <map>
#include <utility>
#include <vector>

namespace kibitz::ui {

WindowMenus::WindowMenus(MainWindow& window, WindowParts& parts)
    : QObject(&window)
    , m_window(window)
    , m_parts(parts)
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createGoMenu();
    createAnnotateMenu();
    createGameMenus();
    createHelpMenu();
}

void WindowMenus::createFileMenu()
{
    QMenu* file = m_window.menuBar()->addMenu(MainWindow::tr("&File"));
    m_parts.fileActions()->addOpenActions(file);
    file->addAction(MainWindow::tr("New Game from Pos&ition…"), this,
                    [this] { m_window.setUpPosition(chess::Position::startPosition()); });
    file->addAction(MainWindow::tr("I&mport Online Games…"), &m_window,
                    &MainWindow::importOnlineGames);
    file->addAction(MainWindow::tr("&Follow Broadcast…"), &m_window, &MainWindow::followBroadcast);
    QAction* stopBroadcast = file->addAction(MainWindow::tr("Stop Following Broadcas&t"), &m_window,
                                             &MainWindow::stopBroadcast);
    connect(file, &QMenu::aboutToShow, stopBroadcast,
            [this, stopBroadcast] { stopBroadcast->setEnabled(m_window.followingBroadcast()); });
    stopBroadcast->setEnabled(false);
    file->addSeparator();
    m_parts.fileActions()->addSaveActions(file);
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
    QUndoGroup* undoGroup = m_window.documentTabs()->undoGroup();
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
    edit->addAction(MainWindow::tr("&Paste FEN or PGN"), m_parts.fileActions(), &FileActions::paste)
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
    edit->addAction(MainWindow::tr("Online &Services…"), &m_window,
                    &MainWindow::showOnlineSettings);
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
        for (MoveTreeView* notation : m_window.documentTabs()->notations()) notation->refreshText();
    });
    // Clock times and evaluations beside the moves; the notation's context menu has them too.
    NotationOptions& options = NotationOptions::instance();
    QAction* clocks = view->addAction(MainWindow::tr("&Clock Times in Notation"));
    clocks->setCheckable(true);
    QAction* evaluations = view->addAction(MainWindow::tr("E&valuations in Notation"));
    evaluations->setCheckable(true);
    auto tick = [clocks, evaluations] {
        clocks->setChecked(NotationOptions::instance().showClocks());
        evaluations->setChecked(NotationOptions::instance().showEvaluations());
    };
    tick();
    connect(&options, &NotationOptions::changed, this, tick);
    connect(clocks, &QAction::toggled, &options, &NotationOptions::setShowClocks);
    connect(evaluations, &QAction::toggled, &options, &NotationOptions::setShowEvaluations);
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
    using Dock = WindowParts::Dock;
    for (QDockWidget* dock :
         {m_parts.dock(Dock::Notation), m_parts.dock(Dock::Engine), m_parts.dock(Dock::Book),
          m_parts.dock(Dock::Tablebase), m_parts.dock(Dock::Evaluation)})
        view->addAction(dock->toggleViewAction());
    //: Menu item: every pane back where a first start puts it
    QAction* reset = view->addAction(MainWindow::tr("Reset &Layout"));
    reset->setObjectName(QStringLiteral("resetLayout"));
    connect(reset, &QAction::triggered, &m_window, &MainWindow::resetLayout);
    view->addSeparator();
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
    QAction* console = m_parts.dock(WindowParts::Dock::Console)->toggleViewAction();
    console->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+E")));
    view->addAction(console);
}

void WindowMenus::createGoMenu()
{
    // Moving through the game, wherever the focus is.
    // Alt+O: Alt+G is the Game menu's, as players expect.
    QMenu* go = m_window.menuBar()->addMenu(MainWindow::tr("G&o"));
    auto nav = [&](const QString& text, const QKeySequence& key, auto&& step) {
        QAction* action = go->addAction(text);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, step] { step(m_window.document()); });
        return action;
    };
    using Document = model::GameDocument;
    m_go.back =
        nav(MainWindow::tr("&Back"), QKeySequence(Qt::Key_Left), [](Document* d) { d->back(); });
    m_go.forward = nav(MainWindow::tr("&Forward"), QKeySequence(Qt::Key_Right),
                       [](Document* d) { d->forward(); });
    m_go.start = nav(MainWindow::tr("To &Start"), QKeySequence(Qt::Key_Home),
                     [](Document* d) { d->toStart(); });
    m_go.end =
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

void WindowMenus::createAnnotateMenu()
{
    // The move shown: its symbol and the position's evaluation, its comments, its variation.
    // The keys follow ChessBase: Ctrl+1..6 for ! ? !! ?? !? ?!, Ctrl+Alt+1..8 for the
    // position from +- to -+, Ctrl+0 clears; typing the symbol works as well (MoveEntry).
    QMenu* menu = m_window.menuBar()->addMenu(MainWindow::tr("&Annotate"));
    menu->setObjectName(QStringLiteral("annotateMenu"));
    const std::map<int, QKeySequence> keys = {
        {1, QKeySequence(Qt::CTRL | Qt::Key_1)},
        {2, QKeySequence(Qt::CTRL | Qt::Key_2)},
        {3, QKeySequence(Qt::CTRL | Qt::Key_3)},
        {4, QKeySequence(Qt::CTRL | Qt::Key_4)},
        {5, QKeySequence(Qt::CTRL | Qt::Key_5)},
        {6, QKeySequence(Qt::CTRL | Qt::Key_6)},
        {18, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_1)},
        {16, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_2)},
        {14, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_3)},
        {10, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_4)},
        {13, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_5)},
        {15, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_6)},
        {17, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_7)},
        {19, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_8)},
    };
    auto node = [this] { return m_window.document()->currentNode(); };
    std::vector<std::pair<QAction*, std::uint8_t>> symbols;
    for (const auto& [nag, name] : MoveTreeView::annotationPalette()) {
        if (nag == 0) {
            menu->addSeparator();
            continue;
        }
        //: Annotate menu item: the symbol (!, ?, +-), then its name ("Good move")
        QAction* action =
            menu->addAction(MainWindow::tr("%1  %2", "annotation").arg(nagGlyph(nag), name));
        action->setCheckable(true);
        if (const auto key = keys.find(nag); key != keys.end()) action->setShortcut(key->second);
        connect(action, &QAction::triggered, this, [this, node, n = std::uint8_t(nag)] {
            if (!node()->isRoot()) m_window.document()->toggleNag(node(), n);
        });
        symbols.emplace_back(action, std::uint8_t(nag));
    }
    QAction* clear = menu->addAction(MoveTreeView::tr("Clear annotations"));
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(clear, &QAction::triggered, this, [this, node] {
        if (!node()->isRoot()) m_window.document()->setNags(node(), {});
    });
    menu->addSeparator();
    QAction* after = menu->addAction(MoveTreeView::tr("Comment after move…"));
    after->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(after, &QAction::triggered, this,
            [this, node] { m_window.moveTreeView()->editComment(node(), false); });
    QAction* before = menu->addAction(MoveTreeView::tr("Comment before move…"));
    before->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connect(before, &QAction::triggered, this, [this, node] {
        if (!node()->isRoot()) m_window.moveTreeView()->editComment(node(), true);
    });
    menu->addSeparator();
    QAction* promote = menu->addAction(MoveTreeView::tr("Promote variation"));
    promote->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    connect(promote, &QAction::triggered, this,
            [this, node] { m_window.document()->promoteVariation(node()); });
    QAction* deleteVariation = menu->addAction(MoveTreeView::tr("Delete variation"));
    deleteVariation->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(deleteVariation, &QAction::triggered, this, [this, node] {
        if (!node()->isOnMainLine()) m_window.document()->deleteVariation(node());
    });
    QAction* deleteRest = menu->addAction(MoveTreeView::tr("Delete from here"));
    deleteRest->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    connect(deleteRest, &QAction::triggered, this, [this, node] {
        if (!node()->isRoot()) m_window.document()->deleteFrom(node());
    });
    menu->addSeparator();
    //: Menu item: opens the line over the board where a move or symbol is typed
    QAction* type = menu->addAction(MainWindow::tr("&Type a Move"));
    type->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(type, &QAction::triggered, this, [this] { m_window.moveEntry()->start({}); });

    // What the current move has, and what it allows, each time the menu opens.
    connect(menu, &QMenu::aboutToShow, this,
            [this, symbols, clear, before, promote, deleteVariation, deleteRest] {
                const pgn::Node* n = m_window.document()->currentNode();
                for (const auto& [action, nag] : symbols) {
                    action->setEnabled(!n->isRoot());
                    action->setChecked(!n->isRoot() && n->hasNag(nag));
                }
                clear->setEnabled(!n->isRoot() && !n->nags().empty());
                before->setEnabled(!n->isRoot());
                promote->setEnabled(!n->isRoot()
                                    && (!n->isOnMainLine() || n->parent()->childCount() > 1));
                deleteVariation->setEnabled(!n->isOnMainLine());
                deleteRest->setEnabled(!n->isRoot());
            });
    // Disabled actions would not fire their keys: enabled again once the menu closes, the
    // slots check what they act on.
    connect(menu, &QMenu::aboutToHide, this, [menu] {
        for (QAction* action : menu->actions()) action->setEnabled(true);
    });
}

void WindowMenus::createGameMenus()
{
    // Database: game lists, searches, the opening tree.
    m_window.databases()->populateMenu(m_window.menuBar()->addMenu(MainWindow::tr("&Database")));

    // Game: play against engines, analyse the game.
    QMenu* gameMenu = m_window.menuBar()->addMenu(MainWindow::tr("&Game"));
    m_window.playController()->populateMenu(gameMenu);
    gameMenu->addSeparator();
    gameMenu
        ->addAction(MainWindow::tr("Analyse &Game…"), this,
                    [this] { m_window.gameAnalysis()->analyse(m_window.document()); })
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+A")));
    connect(m_window.playController(), &PlayController::boardFlipRequested, m_flipAction,
            &QAction::setChecked);

    // Train: exercises from the shown game's mistakes, the repertoire drill, endgames.
    // The endgame trainer asks lichess's tablebase where the local tables lack a position.
    const auto endgames = [this](QWidget* asker, const chess::Position& pos,
                                 std::function<void(EndgameTrainer::OnlineAnswer)> answer) {
        if (OnlineServices* online = m_window.onlineServices())
            online->tablebaseReport(asker, MainWindow::tr("Grading endgames"), pos,
                                    std::move(answer));
        else
            answer(unexpected(MainWindow::tr("online services are not ready")));
    };
    populateTrainMenu(
        m_window.menuBar()->addMenu(MainWindow::tr("&Train")), &m_window,
        [this]() -> const pgn::Game* { return &m_window.document()->game(); }, endgames);
}

void WindowMenus::createHelpMenu()
{
    QMenu* help = m_window.menuBar()->addMenu(MainWindow::tr("&Help"));
    QAction* keys = help->addAction(MainWindow::tr("&Keyboard Shortcuts"));
    keys->setObjectName(QStringLiteral("keyboardShortcuts"));
    keys->setShortcut(QKeySequence::HelpContents);
    connect(keys, &QAction::triggered, this, [this] {
        ShortcutsDialog dialog(m_window.menuBar(), &m_window);
        dialog.exec();
    });
    help->addSeparator();
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
