// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/mainwindow.h"

#include "analysis/enginepanel.h"
#include "board/boardview.h"
#include "book/bookpane.h"
#include "chess/fen.h"
#include "mainwindow/gamepicker.h"
#include "model/gamedocument.h"
#include "notation/movetreeview.h"
#include "pgn/builder.h"
#include "pgn/comment.h"
#include "pgn/input.h"
#include "pgn/writer.h"
#include "tablebase/tablebasepane.h"
#include "tablebase/tablebaseplayer.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

namespace kibitz::ui {

namespace {
constexpr int kMaxRecentFiles = 8;
const auto kRecentKey = QStringLiteral("recentFiles");
const auto kPgnFilter = QT_TRANSLATE_NOOP("kibitz::ui::MainWindow",
                                          "PGN files (*.pgn *.PGN *.pgn.gz);;All files (*)");
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_document(new model::GameDocument(this))
    , m_board(new BoardView(this))
    , m_notation(new MoveTreeView(m_document, this))
    , m_notationDock(new QDockWidget(tr("Notation"), this))
    , m_engine(new EnginePanel(this))
    , m_engineDock(new QDockWidget(tr("Engine"), this))
    , m_statusLabel(new QLabel(this))
{
    setCentralWidget(m_board);
    // Keys move through the game wherever the focus is; the panes need none of their own.
    m_board->setFocusPolicy(Qt::NoFocus);
    m_notation->setFocusPolicy(Qt::NoFocus);

    m_notationDock->setObjectName(QStringLiteral("notationDock"));
    m_notationDock->setWidget(m_notation);
    m_notationDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                                | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, m_notationDock);

    // The engine pane: the built-in kibitz-engine unless the user's engine list names one.
    m_engineDock->setObjectName(QStringLiteral("engineDock"));
    m_engineDock->setWidget(m_engine);
    m_engineDock->setFeatures(m_notationDock->features());
    addDockWidget(Qt::RightDockWidgetArea, m_engineDock);
    {
        const QString dir = QCoreApplication::applicationDirPath();
        QString builtIn;
        for (const QString& candidate : {dir + QStringLiteral("/kibitz-engine"),
                                         dir + QStringLiteral("/../engine/kibitz-engine")})
            if (QFileInfo(candidate).isExecutable()) {
                builtIn = QFileInfo(candidate).canonicalFilePath();
                break;
            }
        QString error;
        const QString listPath = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
                                 + QStringLiteral("/engines.json");
        auto registry = engine::EngineRegistry::load(listPath, &error).value_or(engine::EngineRegistry());
        registry.discover(builtIn);
        if (const engine::EngineEntry* e = registry.defaultEngine()) m_engine->setEngine(*e);
        m_engine->setPosition(m_document->position());
    }
    connect(m_document, &model::GameDocument::currentNodeChanged, m_engine,
            [this] { m_engine->setPosition(m_document->position()); });
    statusBar()->addWidget(m_statusLabel, 1);

    // The board asks, the document decides.
    connect(m_board, &BoardView::moveRequested, m_document,
            [this](chess::Square from, chess::Square to, chess::PieceType promotion) {
                if (m_document->requestMove(from, to, promotion)) m_tablebasePlayer->userMoved();
            });
    connect(m_board, &BoardView::arrowRequested, m_document, [this](const pgn::Arrow& arrow) {
        m_document->toggleArrow(m_document->currentNode(), arrow);
    });
    connect(m_board, &BoardView::squareMarkRequested, m_document,
            [this](const pgn::SquareMark& mark) {
                m_document->toggleSquareMark(m_document->currentNode(), mark);
            });
    // Everything the window shows follows the document.
    connect(m_document, &model::GameDocument::currentNodeChanged, this, &MainWindow::updateBoard);
    connect(m_document, &model::GameDocument::treeChanged, this, &MainWindow::updateBoard);
    connect(m_document, &model::GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &model::GameDocument::headersChanged, this, &MainWindow::updateTitle);
    connect(m_document, &model::GameDocument::filePathChanged, this, &MainWindow::updateTitle);

    createReferencePanes();
    createMenus();
    restoreLayout();
    updateBoard();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createReferencePanes()
{
    m_bookPane = new BookPane(this);
    m_bookDock = new QDockWidget(tr("Book"), this);
    m_bookDock->setObjectName(QStringLiteral("bookDock"));
    m_bookDock->setWidget(m_bookPane);
    m_bookDock->setFeatures(m_notationDock->features());
    addDockWidget(Qt::LeftDockWidgetArea, m_bookDock);
    m_tablebasePane = new TablebasePane(this);
    m_tablebaseDock = new QDockWidget(tr("Tablebase"), this);
    m_tablebaseDock->setObjectName(QStringLiteral("tablebaseDock"));
    m_tablebaseDock->setWidget(m_tablebasePane);
    m_tablebaseDock->setFeatures(m_notationDock->features());
    addDockWidget(Qt::LeftDockWidgetArea, m_tablebaseDock);
    m_tablebasePlayer = new TablebasePlayer(m_tablebasePane, this);

    auto follow = [this] {
        m_bookPane->setPosition(m_document->position());
        m_tablebasePane->setPosition(m_document->position());
    };
    connect(m_document, &model::GameDocument::currentNodeChanged, this, follow);
    follow();
    // A move picked in a pane is the user's move; the tablebase player's is not.
    auto userPlays = [this](chess::Move move) {
        if (m_document->playMove(move)) m_tablebasePlayer->userMoved();
    };
    connect(m_bookPane, &BookPane::movePicked, this, userPlays);
    connect(m_tablebasePane, &TablebasePane::movePicked, this, userPlays);
    connect(m_tablebasePlayer, &TablebasePlayer::moveChosen, this,
            [this](chess::Move move) { m_document->playMove(move); });
}

void MainWindow::createMenus()
{
    // --- File
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New Game"), this, &MainWindow::newGame);
    newAction->setShortcut(QKeySequence::New);
    QAction* openAction = file->addAction(tr("&Open PGN…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    file->addSeparator();
    QAction* saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // --- Edit
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Copy &FEN"), this, &MainWindow::copyFen)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    edit->addAction(tr("&Copy PGN"), this, &MainWindow::copyPgn)->setShortcut(QKeySequence::Copy);
    edit->addAction(tr("&Paste FEN or PGN"), this, &MainWindow::paste)
        ->setShortcut(QKeySequence::Paste);

    // --- View
    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_flipAction = view->addAction(tr("&Flip Board"));
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(tr("Ctrl+F")));
    connect(m_flipAction, &QAction::toggled, m_board, &BoardView::setFlipped);
    view->addSeparator();
    view->addAction(m_notationDock->toggleViewAction());
    view->addAction(m_engineDock->toggleViewAction());
    view->addAction(m_bookDock->toggleViewAction());
    view->addAction(m_tablebaseDock->toggleViewAction());
    QAction* analyse = view->addAction(tr("&Analyse"));
    analyse->setCheckable(true);
    analyse->setShortcut(QKeySequence(tr("Ctrl+Space")));
    connect(analyse, &QAction::triggered, m_engine, &EnginePanel::toggleAnalysis);
    connect(m_engine, &EnginePanel::analysingChanged, analyse, &QAction::setChecked);

    // --- Go: moving through the game
    QMenu* go = menuBar()->addMenu(tr("&Go"));
    auto nav = [&](const QString& text, QKeySequence key, auto&& slot) {
        QAction* action = go->addAction(text);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, m_document, slot);
        return action;
    };
    nav(tr("&Back"), QKeySequence(Qt::Key_Left), [this] { m_document->back(); });
    nav(tr("&Forward"), QKeySequence(Qt::Key_Right), [this] { m_document->forward(); });
    nav(tr("To &Start"), QKeySequence(Qt::Key_Home), [this] { m_document->toStart(); });
    nav(tr("To &End"), QKeySequence(Qt::Key_End), [this] { m_document->toEnd(); });
    go->addSeparator();
    nav(tr("&Previous Variation"), QKeySequence(Qt::Key_Up),
        [this] { m_document->previousVariation(); });
    nav(tr("&Next Variation"), QKeySequence(Qt::Key_Down),
        [this] { m_document->nextVariation(); });

    // --- Help
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Kibitz"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1180, 780);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_flipAction->setChecked(settings.value(QStringLiteral("board/flipped"), false).toBool());
    if (!settings.contains(QStringLiteral("window/state")))
        resizeDocks({m_notationDock}, {380}, Qt::Horizontal);
}

void MainWindow::setPosition(const chess::Position& pos)
{
    m_document->newGame(pos);
}

// ---------------------------------------------------------------------------------------
// Following the document

void MainWindow::updateBoard()
{
    const pgn::Node* node = m_document->currentNode();
    m_board->setPosition(m_document->position());
    if (node->isRoot()) {
        m_board->setLastMove(chess::Square::None, chess::Square::None);
    } else {
        const chess::Move m = node->move();
        chess::Square to = m.to();
        if (m.kind() == chess::MoveKind::Castling)
            to = chess::Position::castlingKingTarget(node->mover(),
                                                     chess::Position::castlingSideOf(m));
        m_board->setLastMove(m.from(), to);
    }
    const pgn::CommentInfo info = pgn::parseComment(node->commentAfter());
    m_board->setMarks(info.arrows, info.squares);
    updateStatus();
}

void MainWindow::updateStatus()
{
    const chess::Position& pos = m_document->position();
    const chess::GameStatus status = m_document->status();
    const bool white = pos.sideToMove() == chess::Color::White;
    QString text;
    switch (status.termination) {
    case chess::Termination::Checkmate:
        text = white ? tr("Checkmate. Black wins.") : tr("Checkmate. White wins.");
        break;
    case chess::Termination::Stalemate: text = tr("Stalemate. Draw."); break;
    case chess::Termination::InsufficientMaterial:
        text = tr("Draw: neither side can checkmate.");
        break;
    case chess::Termination::FivefoldRepetition:
        text = tr("Draw by fivefold repetition.");
        break;
    case chess::Termination::SeventyFiveMoves: text = tr("Draw by the 75-move rule."); break;
    case chess::Termination::None:
        text = white ? tr("White to move") : tr("Black to move");
        if (pos.isCheck()) text += tr(", in check");
        if (status.canClaimThreefold)
            text += tr(". A draw by threefold repetition can be claimed");
        else if (status.canClaimFiftyMoves)
            text += tr(". A draw by the fifty-move rule can be claimed");
        text += QLatin1Char('.');
        break;
    }
    m_statusLabel->setText(text);
}

void MainWindow::updateTitle()
{
    QString title = m_document->title();
    const QString path = m_document->filePath();
    if (!path.isEmpty()) {
        QString file = QFileInfo(path).fileName();
        if (m_document->gameIndex() > 0)
            file = tr("%1, game %2").arg(file).arg(m_document->gameIndex() + 1);
        if (file != title) title = tr("%1 (%2)").arg(title, file);
    }
    setWindowTitle(tr("%1[*] – Kibitz").arg(title));
    setWindowModified(m_document->isModified());
}

// ---------------------------------------------------------------------------------------
// Files

bool MainWindow::maybeSave()
{
    if (!m_document->isModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("The game “%1” has changes that are not saved. Save them?").arg(m_document->title()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newGame()
{
    if (maybeSave()) m_document->newGame();
}

void MainWindow::open()
{
    if (!maybeSave()) return;
    const QString dir = QFileInfo(m_document->filePath()).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open PGN"), dir, tr(kPgnFilter));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openFile(const QString& path, int index)
{
    if (index < 0) {
        // Tags only, to list the games; the chosen game is read in full afterwards.
        auto text = pgn::readPgnFile(path.toStdString());
        if (!text) {
            showError(tr("Open PGN"), QString::fromStdString(text.error().toString()));
            return false;
        }
        const std::vector<pgn::Headers> games = pgn::readHeaders(text->text);
        index = 0;
        if (games.size() > 1) {
            GamePicker picker(QFileInfo(path).fileName(), games, this);
            if (picker.exec() != QDialog::Accepted || picker.selectedGame() < 0) return false;
            index = picker.selectedGame();
        }
    }
    if (auto error = m_document->loadFile(path, index)) {
        showError(tr("Open PGN"), tr("Cannot open %1: %2").arg(path, error->message));
        return false;
    }
    addRecentFile(m_document->filePath());
    return true;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty()) return saveAs();
    if (auto error = m_document->save()) {
        showError(tr("Save"), error->message);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_document->filePath()), 3000);
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game As"),
                                                m_document->filePath(), tr(kPgnFilter));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    if (auto error = m_document->saveAs(path)) {
        showError(tr("Save"), error->message);
        return false;
    }
    addRecentFile(m_document->filePath());
    return true;
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) files.removeLast();
    settings.setValue(kRecentKey, files);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (const QString& path : files) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave()) openFile(path);
        });
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
}

// ---------------------------------------------------------------------------------------
// Clipboard

void MainWindow::copyFen()
{
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(chess::toFen(m_document->position())));
}

void MainWindow::copyPgn()
{
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(pgn::writeGame(m_document->game())));
}

void MainWindow::paste()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (!maybeSave()) return;
    if (auto error = m_document->loadText(text)) showError(tr("Paste"), error->message);
}

// ---------------------------------------------------------------------------------------

void MainWindow::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("board/flipped"), m_board->isFlipped());
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Kibitz"),
        tr("<h3>Kibitz %1</h3>"
           "<p>A desktop chess workbench: play against engines, edit and annotate games, "
           "explore openings and endgames.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later.</p>")
            .arg(QApplication::applicationVersion().toHtmlEscaped()));
}

} // namespace kibitz::ui
