// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/mainwindow.h"

#include "analysis/engineconsole.h"
#include "analysis/enginelist.h"
#include "analysis/enginepanel.h"
#include "analysis/enginesdialog.h"
#include "analysis/evalgraph.h"
#include "analysis/gameanalysis.h"
#include "board/boardview.h"
#include "board/evalbar.h"
#include "book/bookpane.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/status.h"
#include "chess/transform.h"
#include "common/colortheme.h"
#include "common/language.h"
#include "common/sounds.h"
#include "database/databasecontroller.h"
#include "database/databaseview.h"
#include "database/openingtreepane.h"
#include "diagram/pieceset.h"
#include "dialogs/headerdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/setupdialog.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/fileactions.h"
#include "mainwindow/recovery.h"
#include "mainwindow/windowmenus.h"
#include "model/analysis.h"
#include "model/databasemodel.h"
#include "model/gamedocument.h"
#include "notation/gameheader.h"
#include "notation/moveentry.h"
#include "notation/movetreemodel.h"
#include "notation/movetreeview.h"
#include "notation/newmovedialog.h"
#include "notation/openinglabel.h"
#include "online/answers.h"
#include "online/cloudeval.h"
#include "online/explorerpane.h"
#include "online/importdialog.h"
#include "online/onlinedialog.h"
#include "online/onlineservices.h"
#include "pgn/comment.h"
#include "play/panecover.h"
#include "play/playcontroller.h"
#include "tablebase/tablebasepane.h"
#include "tablebase/tablebaseplayer.h"

#include <QApplication>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QScreen>
#include <QSettings>
#include <QShowEvent>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(std::make_unique<DocumentTabs>(this,
                                            [this](model::GameDocument* document) {
                                                // A modified game is saved or discarded.
                                                if (!m_files->maybeSave(document)) return false;
                                                m_recovery->forget(document);
                                                return true;
                                            }))
    , m_board(new BoardView(this))
    , m_notationDock(new QDockWidget(tr("Notation"), this))
    , m_engine(new EnginePanel(this))
    , m_engineDock(new QDockWidget(tr("Engine"), this))
    , m_engines(new EngineList(EngineList::defaultPath(), EngineList::findBuiltInEngine(), this))
    , m_console(new EngineConsole(this))
    , m_consoleDock(new QDockWidget(tr("Engine Console"), this))
    , m_statusLabel(new QLabel(this))
{
    // The tabs (shown once a second game is open) sit right above the board.
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs->tabBar());
    // The evaluation bar beside the board, shown while an engine analyses.
    auto* boardRow = new QHBoxLayout;
    boardRow->setContentsMargins(0, 0, 0, 0);
    boardRow->setSpacing(2);
    m_evalBar = new EvalBar(central);
    // Its room is kept while it is hidden, so that the board does not move when an analysis
    // starts or stops (or a game against the engine stops it).
    QSizePolicy keepRoom = m_evalBar->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_evalBar->setSizePolicy(keepRoom);
    m_evalBar->hide();
    boardRow->addWidget(m_evalBar);
    boardRow->addWidget(m_board, 1);
    layout->addLayout(boardRow, 1);
    // Under the board: the buttons that move through the game (createBoardButtons()) and the
    // material balance, from White's point of view.
    m_boardButtons = new QHBoxLayout;
    m_boardButtons->setContentsMargins(2, 0, 2, 0);
    m_material = new QLabel(central);
    m_material->setObjectName(QStringLiteral("materialBalance"));
    m_material->setAlignment(Qt::AlignCenter);
    m_boardButtons->addWidget(m_material, 1);
    layout->addLayout(m_boardButtons);
    setCentralWidget(central);
    // The wheel over the board steps through the game, as the arrow keys do.
    connect(m_board, &BoardView::stepRequested, this, [this](int plies) {
        for (; plies > 0; --plies) document()->forward();
        for (; plies < 0; ++plies) document()->back();
    });
    connect(m_tabs.get(), &DocumentTabs::documentAdded, this, &MainWindow::followDocument);
    connect(m_tabs.get(), &DocumentTabs::currentChanged, this, &MainWindow::showDocument);
    setAcceptDrops(true);

    // Keys move through the game wherever the focus is; the panes need none of their own.
    // A click on the board gives them back to the game (eventFilter), from a search box, say.
    m_board->setFocusPolicy(Qt::NoFocus);
    readTypedMovesIn(m_board);
    m_moveEntry = new MoveEntry(m_board);
    connect(m_moveEntry, &MoveEntry::submitted, this, &MainWindow::enterTypedText);
    connect(m_moveEntry, &MoveEntry::closed, this, [this] {
        // Only when the keys were not taken elsewhere by a click.
        if (!QApplication::focusWidget() || QApplication::focusWidget() == m_moveEntry)
            giveKeysToGame();
    });

    m_sounds = new SoundPlayer(this);
    m_files = new FileActions(*this, *this);
    // Play against engines, in a game of its own (a new tab unless the shown one is empty).
    m_play = new PlayController(
        this, [this] { return document(); }, [this] { return m_tabs->freshDocument(); });
    connect(m_play, &PlayController::boardInputChanged, m_board, &BoardView::setInteractive);
    // A game that ends on the clock, by resignation or agreement sounds its end; one that ends
    // on the board (mate, stalemate) has already sounded with its last move.
    connect(m_play, &PlayController::gameEnded, this, [this] {
        if (!chess::gameStatus(document()->position()).isOver()) m_sounds->play(SoundKind::GameEnd);
    });
    // The clocks head the right-hand column, above the notation: showing them when a game
    // starts takes room from the notation and leaves the board where it is.
    addDockWidget(Qt::RightDockWidgetArea, m_play->clockDock());
    // ... and the notation, which a game needs, keeps its height: the room comes from below it.
    connect(m_play->clockDock(), &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible || m_notationDock->isFloating()) return;
        const int keep = m_notationDock->height();
        QTimer::singleShot(0, this, [this, keep] {
            if (m_notationDock->height() < keep)
                resizeDocks({m_notationDock}, {keep}, Qt::Vertical);
        });
    });

    m_notationDock->setObjectName(QStringLiteral("notationDock"));
    // The game's header heads its notation, and the opening name of the shown line follows.
    auto* notationPane = new QWidget(this);
    auto* notationLayout = new QVBoxLayout(notationPane);
    notationLayout->setContentsMargins(0, 0, 0, 0);
    notationLayout->setSpacing(0);
    m_gameHeader = new GameHeader(notationPane);
    notationLayout->addWidget(m_gameHeader);
    connect(m_gameHeader, &GameHeader::editRequested, this, &MainWindow::editHeaders);
    connect(this, &MainWindow::currentDocumentChanged, m_gameHeader, &GameHeader::setDocument);
    auto* opening = new OpeningLabel(notationPane);
    notationLayout->addWidget(opening);
    connect(this, &MainWindow::currentDocumentChanged, opening, &OpeningLabel::setDocument);
    // A game Kibitz could not read whole says so above its notation, where the moves stop.
    m_readNotice = new QLabel(notationPane);
    m_readNotice->setObjectName(QStringLiteral("readNotice"));
    m_readNotice->setWordWrap(true);
    m_readNotice->setTextFormat(Qt::PlainText);
    m_readNotice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_readNotice->setStyleSheet(QStringLiteral("QLabel { background: #fff3c4; color: #3d3000; "
                                               "border: 1px solid #d8b200; padding: 4px; }"));
    m_readNotice->hide();
    notationLayout->addWidget(m_readNotice);
    notationLayout->addWidget(m_tabs->notationStack(), 1);
    m_notationDock->setWidget(notationPane);
    m_notationDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                                | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, m_notationDock);

    // The engine pane: the built-in kibitz-engine unless the user's engine list names one.
    m_engineDock->setObjectName(QStringLiteral("engineDock"));
    m_engineDock->setWidget(m_engine);
    m_engineDock->setFeatures(m_notationDock->features());
    addDockWidget(Qt::RightDockWidgetArea, m_engineDock);
    {
        const QString error = m_engines->load();
        if (!error.isEmpty()) {
            m_console->appendLine(tr("[Kibitz: the engine list cannot be read: %1]").arg(error),
                                  false);
            statusBar()->showMessage(tr("The engine list cannot be read: %1").arg(error), 15000);
        }
        m_engine->setEngineList(m_engines);
    }
    // The engine is given the game that leads to the position, not the position alone; like
    // every pane it follows the game shown by itself (setDocument).
    connect(this, &MainWindow::currentDocumentChanged, m_engine, &EnginePanel::setDocument);
    // The raw engine dialogue, below the board; hidden until asked for.
    m_consoleDock->setObjectName(QStringLiteral("engineConsoleDock"));
    m_consoleDock->setWidget(m_console);
    m_consoleDock->setFeatures(m_notationDock->features());
    addDockWidget(Qt::BottomDockWidgetArea, m_consoleDock);
    m_consoleDock->hide();
    // The evaluation graph of the game shown, under the board.
    m_evalGraph = new EvalGraph(this);
    // In the right-hand column under the engine's lines: the area under the board is the game
    // lists', and a graph with nothing to show takes little room there.
    //: Pane title: the graph of the engine evaluations over the game
    m_evalDock = addPaneDock(tr("Evaluation"), QStringLiteral("evalGraphDock"), m_evalGraph,
                             Qt::RightDockWidgetArea);
    connect(this, &MainWindow::currentDocumentChanged, m_evalGraph, &EvalGraph::setDocument);
    connect(m_engine, &EnginePanel::engineLine, m_console, &EngineConsole::appendLine);
    connect(m_play, &PlayController::engineLine, m_console, &EngineConsole::appendFrom);
    connect(m_console, &EngineConsole::commandEntered, m_engine, &EnginePanel::sendCommand);
    // The pane's lines go into the game as moves and variations; its best move is an arrow.
    connect(m_engine, &EnginePanel::moveChosen, this,
            [this](chess::Move m) { document()->playMove(m); });
    connect(m_engine, &EnginePanel::lineChosen, this,
            [this](const std::vector<chess::Move>& moves) {
                document()->insertLine(document()->currentNode(), moves);
            });
    connect(m_engine, &EnginePanel::bestMoveChanged, m_board,
            [this](chess::Square from, chess::Square to) {
                std::vector<BoardView::EngineArrow> arrows;
                if (chess::isValid(from)) arrows.push_back({from, to});
                m_board->setEngineArrows(std::move(arrows));
            });
    connect(m_engine, &EnginePanel::manageEnginesRequested, this, [this] {
        EnginesDialog dialog(m_engines, this);
        dialog.exec();
    });
    statusBar()->addWidget(m_statusLabel, 1);

    // The board asks, the document shown decides.
    connect(m_board, &BoardView::moveRequested, this, &MainWindow::userMove);
    connect(m_board, &BoardView::arrowRequested, this, [this](const pgn::Arrow& arrow) {
        document()->toggleArrow(document()->currentNode(), arrow);
    });
    connect(m_board, &BoardView::squareMarkRequested, this, [this](const pgn::SquareMark& mark) {
        document()->toggleSquareMark(document()->currentNode(), mark);
    });

    m_recovery = new GameRecovery(
        this, [this] { return m_tabs->documents(); }, [this] { return m_tabs->freshDocument(); });
    connect(m_recovery, &GameRecovery::message, statusBar(), &QStatusBar::showMessage);
    // A game being played is copied with what it takes to go on with it after a crash.
    m_recovery->setPlayHooks(
        [this](const model::GameDocument* document) { return m_play->playOf(document); },
        [this](model::GameDocument* document, const model::AutosavedPlay& play) {
            return m_play->resumeGame(document, play);
        });

    createReferencePanes();
    createOnlinePanes();
    addDocument();
    m_analysis = new GameAnalysis(this); // Game > Analyse Game
    connect(m_databases, &DatabaseController::analyseGamesRequested, m_analysis,
            &GameAnalysis::analyseGames);
    connect(m_analysis, &GameAnalysis::gamesFinished, this, [this](int done, int total) {
        statusBar()->showMessage(
            tr("%1 of %n game(s) analysed; Database > Save Database keeps them.", nullptr, total)
                .arg(done),
            10000);
    });
    m_menus = new WindowMenus(*this, *this);
    createBoardButtons();
    updateGoActions();
    restoreLayout();
    m_play->shownDocumentChanged(); // the clock pane as the game shown wants it, not as it was
    applyAppearance(BoardAppearance::load(QSettings()));
}

MainWindow::~MainWindow()
{
    // Before the games: a game being played must not be abandoned by a half-gone window.
    delete m_play;
    m_play = nullptr;
}

// ---------------------------------------------------------------------------------------
// The open games

model::GameDocument* MainWindow::document() const
{
    return m_tabs->current();
}

int MainWindow::documentCount() const
{
    return m_tabs->count();
}

model::GameDocument* MainWindow::documentAt(int index) const
{
    return m_tabs->documentAt(index);
}

int MainWindow::currentIndex() const
{
    return m_tabs->currentIndex();
}

void MainWindow::setCurrentIndex(int index)
{
    m_tabs->setCurrentIndex(index);
}

model::GameDocument* MainWindow::addDocument()
{
    return m_tabs->addDocument();
}

bool MainWindow::closeDocument(int index)
{
    return m_tabs->closeDocument(index);
}

MoveTreeView* MainWindow::moveTreeView() const
{
    return m_tabs->currentNotation();
}

void MainWindow::userMove(chess::Square from, chess::Square to, chess::PieceType promotion)
{
    if (m_play && m_play->handleBoardMove(from, to, promotion)) return; // a game is on
    model::GameDocument* game = document();
    // Where the game goes on with another move: a new variation, a new main line, overwrite
    // or insert, as asked (or as the user chose for good).
    if (chess::isValid(from) && chess::isValid(to)) {
        const chess::Move m = game->matchMove(from, to, promotion);
        if (m && game->entersBesideContinuation(m)) {
            const chess::Position& pos = game->position();
            const QString number =
                QString::number(pos.fullmoveNumber())
                + (pos.sideToMove() == chess::Color::White ? QStringLiteral(". ")
                                                           : QStringLiteral("... "));
            const QRect board = m_board->boardRect();
            const auto how =
                NewMoveDialog::choose(this, number + QString::fromStdString(chess::toSan(pos, m)),
                                      number + MoveTreeModel::moveText(game->currentNode()->next()),
                                      QRect(m_board->mapToGlobal(board.topLeft()), board.size()));
            if (how && game->enterMove(m, *how)) m_tablebasePlayer->userMoved();
            return;
        }
    }
    if (game->requestMove(from, to, promotion)) m_tablebasePlayer->userMoved();
}

void MainWindow::giveKeysToGame()
{
    if (MoveTreeView* notation = moveTreeView()) notation->setFocus(Qt::OtherFocusReason);
}

bool MainWindow::enterTypedText(const QString& text)
{
    model::GameDocument* game = document();
    if (const std::optional<std::uint8_t> nag = typedAnnotation(text)) {
        const pgn::Node* node = game->currentNode();
        if (node->isRoot()) {
            m_moveEntry->refuse(tr("Go to a move to annotate it."));
            return false;
        }
        game->toggleNag(node, *nag);
    } else {
        const auto move = readTypedMove(game->position(), text);
        if (!move) {
            m_moveEntry->refuse(move.error());
            statusBar()->showMessage(move.error(), 8000);
            return false;
        }
        // As if made on the board: a game against an engine takes it, or refuses it.
        const chess::Move m = *move;
        userMove(m.isDrop() ? m.to() : m.from(), m.to(),
                 m.isDrop() ? m.dropType() : m.promotionType());
    }
    giveKeysToGame();
    m_moveEntry->hide();
    return true;
}

void MainWindow::readTypedMovesIn(QWidget* view)
{
    view->installEventFilter(this);
    m_moveTypingViews.insert(view);
}

bool MainWindow::boardTakesKey(const QKeyEvent* key) const
{
    // A crazyhouse board with the keys takes a piece from the pocket with its letter.
    return key->text().size() == 1 && document()->position().variant() == chess::Variant::Crazyhouse
           && QStringLiteral("PNBRQ").contains(key->text());
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_board && event->type() == QEvent::Resize) {
        // The evaluation bar stands level with the squares.
        const QRect squares = m_board->boardRect();
        m_evalBar->setSpan(m_board->mapTo(m_evalBar->parentWidget(), squares.topLeft()).y()
                               - m_evalBar->y(),
                           squares.height());
    } else if (watched == m_board && event->type() == QEvent::MouseButtonPress) {
        // Unless the board has the keys itself (View > Focus Board).
        if (!m_board->hasFocus()) giveKeysToGame();
    } else if (event->type() == QEvent::KeyPress
               && (qobject_cast<MoveTreeView*>(watched) || m_moveTypingViews.contains(watched))) {
        // A move or a symbol typed while the notation, the board or a list of moves has the
        // keys: read by the move entry, never matched against a list's rows (the opening
        // tree's type-ahead took "g5" for its g6 row, and Enter played that).
        const auto* key = static_cast<QKeyEvent*>(event);
        if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            && !(watched == m_board && boardTakesKey(key))
            && (m_moveEntry->isVisible() || beginsTypedEntry(key->text()))) {
            // Keys typed faster than the line takes the focus go on into it.
            if (m_moveEntry->isVisible())
                m_moveEntry->insert(key->text());
            else
                m_moveEntry->start(key->text());
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::followDocument(model::GameDocument* document, MoveTreeView* notation)
{
    notation->installEventFilter(this);
    connect(notation, &MoveTreeView::headersRequested, this, &MainWindow::editHeaders);
    // Whatever a game says reaches the window, which follows only the game shown.
    auto ifShown = [this, document](auto&& f) {
        return [this, document, f] {
            if (document == this->document()) f();
        };
    };
    connect(document, &model::GameDocument::currentNodeChanged, this, ifShown([this] {
                const pgn::Node* node = this->document()->currentNode();
                if (node && !node->isRoot() && node->parent() == m_soundFrom)
                    m_sounds->play(soundFor(node->positionBefore(), node->move()));
                m_soundFrom = node;
                updateBoard();
            }));
    connect(document, &model::GameDocument::documentReset, this, ifShown([this] {
                m_soundFrom = this->document()->currentNode();
                updateReadNotice();
            }));
    connect(document, &model::GameDocument::treeChanged, this, ifShown([this] { updateBoard(); }));
    // Unsaved changes are autosaved a few seconds later.
    const auto changed = [this, document] {
        if (document == this->document()) updateTitle();
        m_recovery->schedule();
    };
    connect(document, &model::GameDocument::headersChanged, this, changed);
    connect(document, &model::GameDocument::treeChanged, this, changed);
    connect(document, &model::GameDocument::modifiedChanged, this, changed);
    connect(document, &model::GameDocument::filePathChanged, this, [this, document] {
        if (document == this->document()) updateTitle();
    });
}

void MainWindow::showDocument(model::GameDocument* document)
{
    m_soundFrom = document->currentNode();
    updateBoard();
    updateTitle();
    updateReadNotice();
    if (m_play) m_play->shownDocumentChanged();
    emit currentDocumentChanged(document);
    giveKeysToGame();
}

void MainWindow::createOnlinePanes()
{
    m_online = new OnlineServices(this);
    statusBar()->addPermanentWidget(m_online->statusLabel());
    m_explorer = new ExplorerPane(m_online, this);
    //: Pane title: lichess's opening explorer (masters, lichess games, a player's games)
    m_explorerDock = addPaneDock(tr("Explorer"), QStringLiteral("explorerDock"), m_explorer,
                                 Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_tablebaseDock, m_explorerDock);
    m_bookDock->raise();
    connect(this, &MainWindow::currentDocumentChanged, m_explorer, &ExplorerPane::setDocument);
    // A move typed while its list has the keys goes to the move entry, as in the tree's; in a
    // game against the engine the explorer is covered with the other reference panes.
    readTypedMovesIn(m_explorer->moves());
    m_cover->addDock(m_explorerDock);
    connect(m_explorer, &ExplorerPane::movePicked, this,
            [this](chess::Move move) { userMove(move.from(), move.to(), move.promotion()); });
    connect(m_explorer, &ExplorerPane::gameChosen, this, [this](const QByteArray& pgn) {
        m_files->openText(QString::fromUtf8(pgn), tr("Explorer"));
    });
    // The cloud evaluation stands above the engine's lines, labelled as lichess's.
    m_cloudEval = new CloudEvalLine(m_online, m_engine);
    if (auto* layout = qobject_cast<QBoxLayout*>(m_engine->layout()))
        layout->insertWidget(0, m_cloudEval);
    connect(this, &MainWindow::currentDocumentChanged, m_cloudEval, &CloudEvalLine::setDocument);
    // The question of first use (online/onlineservices.h), asked once, a moment after what
    // wants to go online: for the cloud evaluation when the engine starts, for the tablebase
    // when its pane shows a position of up to 7 pieces the local tables lack.
    const auto askFirstUse = [this](const QString& feature) {
        if (m_online->settings().asked) return;
        QTimer::singleShot(0, this, [this, feature] { m_online->allow(this, feature); });
    };
    connect(m_engine, &EnginePanel::analysingChanged, this, [this, askFirstUse](bool on) {
        if (on && !(m_cover && m_cover->isCovered()))
            askFirstUse(tr("The cloud evaluation beside the engine's lines"));
    });
    connect(m_tablebasePane, &TablebasePane::onlineWanted, this, [askFirstUse] {
        askFirstUse(tr("The tablebase pane, for a position the local tables lack,"));
    });
    // The tablebase pane asks lichess's 7-piece tables where the local ones have nothing.
    auto lookup = [this](const chess::Position& pos,
                         std::function<void(TablebasePane::OnlineAnswer)> answer) {
        m_online->tablebaseReport(this, tr("The tablebase pane"), pos, std::move(answer));
    };
    auto follow = [this, lookup] {
        m_tablebasePane->setOnlineLookup(m_online->enabled() ? TablebasePane::OnlineLookup(lookup)
                                                             : TablebasePane::OnlineLookup());
    };
    connect(m_online, &OnlineServices::settingsChanged, this, follow);
    follow();
}

void MainWindow::showOnlineSettings()
{
    OnlineDialog dialog(m_online, this);
    dialog.exec();
}

void MainWindow::importOnlineGames()
{
    // An open database's file is offered; else a new file.
    QString file;
    if (DatabaseView* view = m_databases->currentView()) file = view->model()->path();
    ImportDialog dialog(m_online, file, this);
    connect(&dialog, &ImportDialog::imported, this, [this](const QString& path, int) {
        // A database open on the file is read again (closing asks first if it has edits).
        for (int i = 0; i < m_databases->viewCount(); ++i)
            if (QFileInfo(m_databases->viewAt(i)->model()->path()) == QFileInfo(path)) {
                if (!m_databases->closeDatabase(i)) return;
                break;
            }
        m_databases->openDatabase(path);
    });
    dialog.exec();
}

QDockWidget* MainWindow::addPaneDock(const QString& title, const QString& objectName, QWidget* pane,
                                     Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(pane);
    dock->setFeatures(m_notationDock->features());
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createReferencePanes()
{
    m_bookPane = new BookPane(this);
    //: Pane title: the opening book (Polyglot) and its moves
    m_bookDock =
        addPaneDock(tr("Book"), QStringLiteral("bookDock"), m_bookPane, Qt::LeftDockWidgetArea);
    m_tablebasePane = new TablebasePane(this);
    //: Pane title: endgame tablebases (Syzygy, Gaviota)
    m_tablebaseDock = addPaneDock(tr("Tablebase"), QStringLiteral("tablebaseDock"), m_tablebasePane,
                                  Qt::LeftDockWidgetArea);
    // One above the other, both are cramped at the default size: tabs, the book in front.
    tabifyDockWidget(m_bookDock, m_tablebaseDock);
    m_bookDock->raise();
    m_tablebasePlayer = new TablebasePlayer(m_tablebasePane, this);
    // The opening tree goes above the reference tabs, the game lists below the board
    // (resetLayout()).
    m_databases = new DatabaseController(this, m_tabs.get());
    connect(m_databases, &DatabaseController::gameOpened, this, &MainWindow::giveKeysToGame);
    connect(this, &MainWindow::currentDocumentChanged, m_databases->treePane(),
            &OpeningTreePane::setDocument);
    // A tree shown when a database opens takes the larger part of its column: its moves are
    // what the player reads there then.
    connect(m_databases->treeDock(), &QDockWidget::visibilityChanged, this, [this](bool visible) {
        QDockWidget* tree = m_databases->treeDock();
        if (!visible || tree->isFloating() || m_bookDock->isFloating()
            || dockWidgetArea(tree) != dockWidgetArea(m_bookDock)
            || tabifiedDockWidgets(tree).contains(m_bookDock))
            return;
        QTimer::singleShot(0, this, [this, tree] {
            const int column = tree->height() + m_bookDock->height();
            if (tree->height() < column * 2 / 5)
                resizeDocks({tree, m_bookDock}, {column * 11 / 20, column * 9 / 20}, Qt::Vertical);
        });
    });
    // While they share tabs, the one with something to say comes to the front: the tables
    // once the position is in them, the book when the game leaves them. Only on a change,
    // so the tab the user chose stays while that lasts.
    connect(m_tablebasePane, &TablebasePane::reportShown, this, [this] {
        const TablebaseReport* report = m_tablebasePane->currentReport();
        const bool covered = report && report->covered;
        if (covered == m_positionInTables) return;
        m_positionInTables = covered;
        if (tabifiedDockWidgets(m_bookDock).contains(m_tablebaseDock))
            (covered ? m_tablebaseDock : m_bookDock)->raise();
    });

    // They follow the game shown, reading its position themselves.
    connect(this, &MainWindow::currentDocumentChanged, this,
            [this](const model::GameDocument* document) {
                m_bookPane->setDocument(document);
                m_tablebasePane->setDocument(document);
            });
    // A move picked in a pane is the user's move; the tablebase player's is not.
    auto userPlays = [this](chess::Move move) {
        if (document()->playMove(move)) m_tablebasePlayer->userMoved();
    };
    connect(m_bookPane, &BookPane::movePicked, this, userPlays);
    connect(m_tablebasePane, &TablebasePane::movePicked, this, userPlays);
    connect(m_tablebasePlayer, &TablebasePlayer::moveChosen, this,
            [this](chess::Move move) { document()->playMove(move); });

    // Engines in games play from the book the pane has chosen, when the user wants.
    m_play->setBookSource([this] {
        return PlayController::BookChoice{QFileInfo(m_bookPane->bookPath()).fileName(),
                                          m_bookPane->book()};
    });
    m_play->setBoardArea([this] {
        const QRect board = m_board->boardRect();
        return QRect(m_board->mapToGlobal(board.topLeft()), board.size());
    });
    // A game against an engine is a game: the helpers are covered (not closed, so nothing
    // moves) and the engine stops thinking, unless the user plays in training mode.
    // A move typed in a pane's list of moves is a move, as in the notation (eventFilter).
    readTypedMovesIn(m_databases->treePane()->tree());
    readTypedMovesIn(m_bookPane->view());
    readTypedMovesIn(m_tablebasePane->view());
    readTypedMovesIn(m_engine->linesView());
    m_cover = new PaneCover(this);
    for (QDockWidget* dock : {m_bookDock, m_tablebaseDock, m_engineDock, m_databases->treeDock()})
        m_cover->addDock(dock);
    connect(m_play, &PlayController::panesCoveredChanged, this, [this](bool covered) {
        m_cover->setCovered(covered);
        if (covered) m_engine->stopAnalysis();
    });
    connect(m_engine, &EnginePanel::analysingChanged, this, [this](bool on) {
        if (!on || !m_cover->isCovered()) return;
        QMetaObject::invokeMethod(m_engine, &EnginePanel::stopAnalysis, Qt::QueuedConnection);
        statusBar()->showMessage(tr("No analysis during a game against the engine "
                                    "(Game > Training Mode allows it)."),
                                 8000);
    });
}

void MainWindow::createBoardButtons()
{
    // The Go menu's own actions (their keys in their tool tips) and View > Flip Board: a
    // button does what the menu does, and is disabled when it is.
    const auto button = [this](QAction* action, QStyle::StandardPixmap icon, const char* name) {
        if (icon != QStyle::SP_CustomBase) m_navIcons.emplace_back(action, icon);
        auto* b = new QToolButton(centralWidget());
        b->setObjectName(QString::fromLatin1(name));
        b->setDefaultAction(action);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus); // the keys stay the game's
        b->setToolTip(
            QStringLiteral("%1 (%2)").arg(action->text().remove(QLatin1Char('&')),
                                          action->shortcut().toString(QKeySequence::NativeText)));
        return b;
    };
    const WindowMenus::GoActions go = m_menus->goActions();
    int at = 0;
    m_boardButtons->insertWidget(at++, button(go.start, QStyle::SP_MediaSkipBackward, "toStart"));
    m_boardButtons->insertWidget(at++, button(go.back, QStyle::SP_MediaSeekBackward, "back"));
    m_boardButtons->insertWidget(at++, button(go.forward, QStyle::SP_MediaSeekForward, "forward"));
    m_boardButtons->insertWidget(at++, button(go.end, QStyle::SP_MediaSkipForward, "toEnd"));
    tintNavigationIcons();
    QToolButton* flip = button(m_menus->flipAction(), QStyle::SP_CustomBase, "flip");
    flip->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_boardButtons->addWidget(flip);
    connect(m_menus->flipAction(), &QAction::toggled, m_evalBar, &EvalBar::setFlipped);

    // The bar follows the engine's best line while it analyses, from White's side.
    const model::Analysis* analysis = m_engine->analysis();
    const auto showEval = [this, analysis] {
        std::optional<pgn::Eval> eval;
        const auto& lines = analysis->lines();
        if (const auto best = lines.find(1); best != lines.end() && best->second.score) {
            const engine::Score& s = *best->second.score;
            const int sign = analysis->position().sideToMove() == chess::Color::White ? 1 : -1;
            eval = s.isMate() ? pgn::Eval::mate(sign * s.value)
                              : pgn::Eval::centipawns(sign * s.value);
        }
        m_evalBar->setEval(eval);
    };
    connect(analysis, &model::Analysis::linesChanged, this, showEval);
    connect(analysis, &model::Analysis::positionChanged, this, showEval);
    connect(m_engine, &EnginePanel::analysingChanged, this, [this, showEval](bool on) {
        m_evalBar->setVisible(on);
        showEval();
    });
}

void MainWindow::tintNavigationIcons()
{
    // The style's media icons are drawn for light windows: they take the text's colour, so
    // that a dark theme shows them too.
    // A greyed button (the start or the end of the game) takes the disabled text's colour.
    const auto tinted = [this](QStyle::StandardPixmap which, QPalette::ColorGroup group) {
        QPixmap pixmap = style()->standardIcon(which).pixmap(QSize(16, 16), devicePixelRatio());
        QPainter painter(&pixmap);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(pixmap.rect(), palette().color(group, QPalette::ButtonText));
        painter.end();
        return pixmap;
    };
    for (const auto& [action, which] : m_navIcons) {
        QIcon icon(tinted(which, QPalette::Active));
        icon.addPixmap(tinted(which, QPalette::Disabled), QIcon::Disabled);
        action->setIcon(icon);
    }
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        tintNavigationIcons();
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    const QRect screen = this->screen()->availableGeometry();
    // A layout saved on a larger screen (the laptop's own, once an external monitor is gone)
    // is not forced on this one: its panes would push the window off the screen.
    const QSize savedOn = settings.value(QStringLiteral("window/screen")).toSize();
    const bool fits = savedOn.isValid() && savedOn.width() <= screen.width()
                      && savedOn.height() <= screen.height();
    if (!fits || !restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen(screen);
    m_menus->flipAction()->setChecked(
        settings.value(QStringLiteral("board/flipped"), false).toBool());
    // A layout saved by an older arrangement (another version) is not forced on this one.
    if (!fits
        || !restoreState(settings.value(QStringLiteral("window/state")).toByteArray(),
                         kLayoutVersion))
        resetLayout();
}

void MainWindow::fitToScreen(const QRect& available)
{
    // A first start fills most of a large screen and all of a laptop's: the board is what the
    // window is for. Never more than the screen has, never less than the window's minimum.
    const bool small = available.width() < 1600 || available.height() < 1000;
    const QSize wanted = small ? available.size() : available.size() * 9 / 10;
    resize(wanted.expandedTo(minimumSizeHint()).boundedTo(available.size()));
    move(available.center() - rect().center());
    m_fittedTo = {available, size()};
}

void MainWindow::keepFrameOnScreen()
{
    // The frame (a title bar, borders) is known once the window is shown: a window sized to
    // the screen is made that much smaller, unless someone has resized it since.
    if (!m_fittedTo || size() != m_fittedTo->second) return;
    const QRect available = m_fittedTo->first;
    m_fittedTo.reset();
    if (available.contains(frameGeometry())) return;
    const QSize frame = frameGeometry().size() - size();
    resize((available.size() - frame).expandedTo(minimumSizeHint()));
    // move() places the frame: centred in what is left, never above or left of the area.
    const QSize outer = size() + frame;
    move(available.topLeft()
         + QPoint(std::max(0, (available.width() - outer.width()) / 2),
                  std::max(0, (available.height() - outer.height()) / 2)));
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (m_fittedTo) QTimer::singleShot(0, this, &MainWindow::keepFrameOnScreen);
}

void MainWindow::resetLayout()
{
    // The board is the centre and the largest thing: the side columns reach from the top to
    // the bottom, and what goes below the board (the game lists) is only as wide as it.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget* clocks = m_play->clockDock();
    QDockWidget* games = m_databases->databaseDock();
    QDockWidget* tree = m_databases->treeDock();
    const QList<QDockWidget*> all = {clocks,        m_notationDock,  m_engineDock, m_evalDock,
                                     m_bookDock,    m_tablebaseDock, tree,         games,
                                     m_consoleDock, m_explorerDock};
    for (QDockWidget* dock : all) dock->setFloating(false);
    // Right: the clocks of a game (shown while one is played), the notation, the engine's
    // lines and the evaluation graph, in that order from the top.
    for (QDockWidget* dock : {clocks, m_notationDock, m_engineDock, m_evalDock})
        addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    // Left: the opening tree of the open database above the book and the tables, which share
    // tabs (one above the other, both are cramped), the book in front.
    addDockWidget(Qt::LeftDockWidgetArea, tree);
    addDockWidget(Qt::LeftDockWidgetArea, m_bookDock, Qt::Vertical);
    tabifyDockWidget(m_bookDock, m_tablebaseDock);
    tabifyDockWidget(m_tablebaseDock, m_explorerDock);
    // Below the board: the game lists, and the engine console under them when asked for.
    addDockWidget(Qt::BottomDockWidgetArea, games, Qt::Vertical);
    addDockWidget(Qt::BottomDockWidgetArea, m_consoleDock, Qt::Vertical);
    for (QDockWidget* dock :
         {m_notationDock, m_engineDock, m_evalDock, m_bookDock, m_tablebaseDock})
        dock->show();
    m_consoleDock->hide();
    const bool databaseOpen = m_databases->viewCount() > 0;
    games->setVisible(databaseOpen);
    tree->setVisible(databaseOpen);
    m_bookDock->raise();

    // Each column as wide as its panes need (the opening tree's columns, the notation's
    // moves), the rest for the board.
    const int left = std::clamp(m_databases->treePane()->sizeHint().width(), 260, width() * 7 / 25);
    const int right = std::clamp(width() * 7 / 25, 300, 440);
    resizeDocks({m_bookDock, m_notationDock}, {left, right}, Qt::Horizontal);
    // The notation is read all the time, the engine's lines a few at once, and the graph
    // needs little height to be read; the tree's moves are read more than the book's.
    // On a low window (a laptop's screen) the graph shares tabs with the engine's lines, the
    // lines in front: three panes one above the other left the lines three rows.
    const int column = std::max(height() - 100, 300);
    if (height() < kLowWindow) {
        tabifyDockWidget(m_engineDock, m_evalDock);
        m_engineDock->raise();
        const int lines = column * 9 / 20;
        resizeDocks({m_notationDock, m_engineDock}, {column - lines, lines}, Qt::Vertical);
    } else {
        const int graph = std::max(m_evalGraph->minimumSizeHint().height() + 30, column / 7);
        const int lines = column / 4;
        resizeDocks({m_notationDock, m_engineDock, m_evalDock},
                    {column - lines - graph, lines, graph}, Qt::Vertical);
    }
    if (databaseOpen)
        resizeDocks({tree, m_bookDock}, {column * 11 / 20, column * 9 / 20}, Qt::Vertical);
    if (databaseOpen) m_databases->fitGameList();
}

void MainWindow::setPosition(const chess::Position& pos)
{
    m_tabs->freshDocument()->newGame(pos);
}

// ---------------------------------------------------------------------------------------
// Dialogs

void MainWindow::editHeaders()
{
    HeaderDialog dialog(document()->game().headers(), this);
    dialog.setPlayerNames(m_databases->playerNamesFor(document()));
    if (dialog.exec() == QDialog::Accepted) document()->setHeaders(dialog.headers());
}

void MainWindow::setUpPosition(const chess::Position& start)
{
    SetupDialog dialog(start, this);
    dialog.setBoardLook(m_pieceSet, m_board->lightSquareColor(), m_board->darkSquareColor(),
                        m_board->isFlipped());
    if (dialog.exec() != QDialog::Accepted || !dialog.problems().isEmpty()) return;
    // A tab with no moves that showed the position the dialog started from was only being
    // set up again: it is reused rather than left behind (tabs would multiply).
    model::GameDocument* current = m_tabs->current();
    const bool reuse = DocumentTabs::isPristine(current)
                       || (DocumentTabs::isUntouched(current) && current->position() == start);
    (reuse ? current : m_tabs->addDocument())->newGame(dialog.position());
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_appearance, this);
    if (dialog.exec() != QDialog::Accepted) return;
    QSettings settings;
    dialog.appearance().save(settings);
    setLanguageSetting(dialog.language());
    setColorThemeSetting(dialog.colorTheme());
    applyColorTheme(dialog.colorTheme());
    applyAppearance(dialog.appearance());
}

void MainWindow::applyAppearance(const BoardAppearance& appearance)
{
    m_appearance = appearance;
    m_pieceSet = PieceSet::builtIn();
    if (!appearance.pieceFolder.isEmpty()) {
        auto loaded = PieceSet::fromFolder(appearance.pieceFolder);
        if (loaded)
            m_pieceSet = *loaded;
        else
            statusBar()->showMessage(loaded.error(), 10000);
    }
    m_board->setPieceSet(m_pieceSet);
    m_board->setSquareColors(appearance.light, appearance.dark);
    m_board->setShowCoordinates(appearance.coordinates);
    m_board->setLargePieces(appearance.largePieces);
    m_sounds->setEnabled(appearance.sounds);
}

// ---------------------------------------------------------------------------------------
// Following the document

void MainWindow::updateBoard()
{
    const pgn::Node* node = document()->currentNode();
    m_board->setPosition(document()->position());
    if (node->isRoot()) {
        m_board->setLastMove(chess::Square::None, chess::Square::None);
    } else {
        const chess::Move m = node->move();
        m_board->setLastMove(m.from(), chess::Position::landingSquare(node->mover(), m));
    }
    const pgn::CommentInfo info = pgn::parseComment(node->commentAfter());
    m_board->setMarks(info.arrows, info.squares);
    updateStatus();
    updateGoActions();
}

void MainWindow::updateGoActions()
{
    // The Go menu and its buttons under the board: greyed where they would not move, at the
    // start of the game (To Start, Back) and at the end of the line shown (Forward, To End).
    if (!m_menus) return; // the first game is shown before the menus are made
    const pgn::Node* node = document()->currentNode();
    const WindowMenus::GoActions& go = m_menus->goActions();
    for (QAction* action : {go.start, go.back}) action->setEnabled(!node->isRoot());
    for (QAction* action : {go.forward, go.end}) action->setEnabled(node->next() != nullptr);
}

void MainWindow::updateStatus()
{
    const chess::Position& pos = document()->position();
    const chess::GameStatus status = document()->status();
    const bool white = pos.sideToMove() == chess::Color::White;
    QString text;
    if (status.isOver()) {
        text =
            QCoreApplication::translate(chess::StatusWordsContext, chess::endingText(pos, status));
    } else {
        text = white ? tr("White to move") : tr("Black to move");
        if (pos.isCheck()) text += tr(", in check");
        if (status.canClaimThreefold)
            text += tr(". A draw by threefold repetition can be claimed");
        else if (status.canClaimFiftyMoves)
            text += tr(". A draw by the fifty-move rule can be claimed");
        text += QLatin1Char('.');
    }
    m_statusLabel->setText(text);
    const int material = chess::materialBalance(pos);
    m_material->setText(material == 0  ? tr("Material: even")
                        : material > 0 ? tr("Material: White +%1").arg(material)
                                       : tr("Material: Black +%1").arg(-material));
}

void MainWindow::updateReadNotice()
{
    const std::vector<pgn::PgnError>& errors = document()->readErrors();
    if (errors.empty()) {
        m_readNotice->hide();
        return;
    }
    const pgn::PgnError& first = errors.front();
    QString text = tr("Kibitz could not read all of this game: line %1, column %2: %3.")
                       .arg(first.line)
                       .arg(first.column)
                       .arg(QString::fromStdString(first.message));
    if (errors.size() > 1)
        text += QLatin1Char(' ')
                + tr("(%n more problem(s), in the tool tip.)", nullptr, int(errors.size() - 1));
    text += QLatin1Char(' ')
            + tr("The moves before it are shown. What could not be read is kept as it was, in a "
                 "comment where it stood, and saving keeps it.");
    QStringList all;
    for (const pgn::PgnError& e : errors)
        all << tr("Line %1, column %2: %3")
                   .arg(e.line)
                   .arg(e.column)
                   .arg(QString::fromStdString(e.message));
    m_readNotice->setText(text);
    m_readNotice->setToolTip(all.join(QLatin1Char('\n')));
    m_readNotice->show();
}

void MainWindow::updateTitle()
{
    QString title = document()->title();
    const QString path = document()->filePath();
    if (!path.isEmpty()) {
        QString file = QFileInfo(path).fileName();
        if (document()->gameIndex() > 0)
            file = tr("%1, game %2").arg(file).arg(document()->gameIndex() + 1);
        if (file != title) title = tr("%1 (%2)").arg(title, file);
    }
    setWindowTitle(tr("%1[*] – Kibitz").arg(title));
    setWindowModified(document()->isModified());
}

// ---------------------------------------------------------------------------------------
// Files

bool MainWindow::openFile(const QString& path, int index)
{
    return m_files->openFile(path, index);
}

// ---------------------------------------------------------------------------------------
// Dropping files (or text) onto the window

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (FileActions::wantsDrop(event->mimeData())) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    event->acceptProposedAction();
    m_files->drop(event->mimeData());
}

// ---------------------------------------------------------------------------------------
// Autosave (mainwindow/recovery.h)

std::optional<QString> MainWindow::startAutosave(const QString& root)
{
    return m_recovery->start(root);
}

void MainWindow::autosaveNow()
{
    m_recovery->saveNow();
}

int MainWindow::recoverUnsavedGames(Recovery mode)
{
    return m_recovery->recover(mode == Recovery::Ask       ? GameRecovery::Mode::Ask
                               : mode == Recovery::Restore ? GameRecovery::Mode::Restore
                                                           : GameRecovery::Mode::Discard);
}

// ---------------------------------------------------------------------------------------

QDockWidget* MainWindow::dock(Dock which) const
{
    switch (which) {
    case Dock::Notation:
        return m_notationDock;
    case Dock::Engine:
        return m_engineDock;
    case Dock::Console:
        return m_consoleDock;
    case Dock::Evaluation:
        return m_evalDock;
    case Dock::Book:
        return m_bookDock;
    case Dock::Tablebase:
        break;
    }
    return m_tablebaseDock;
}

void MainWindow::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_databases->maybeSaveAll()) {
        event->ignore();
        return;
    }
    if (!m_files->maybeSaveAll(m_tabs->documents())) {
        event->ignore();
        return;
    }
    // Every game is saved or deliberately discarded: nothing to recover next time.
    m_recovery->finish();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
    settings.setValue(QStringLiteral("window/screen"), screen()->availableGeometry().size());
    settings.setValue(QStringLiteral("board/flipped"), m_board->isFlipped());
    event->accept();
}

} // namespace kibitz::ui
