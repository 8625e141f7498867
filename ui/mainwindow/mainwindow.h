// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "diagram/boardtheme.h"
#include "mainwindow/windowparts.h"
#include "model/fwd.h"

#include <QMainWindow>
#include <QSet>
#include <QStyle>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QDockWidget;
class QHBoxLayout;
class QKeyEvent;
class QLabel;

namespace kibitz::model {
class AutosaveStore;
} // namespace kibitz::model

namespace kibitz::ui {

class BoardView;
class MoveTreeView;
class EnginePanel;
class EvalGraph;
class GameHeader;
class GameAnalysis;
class EngineConsole;
class EngineList;
class PieceSet;
class GameRecovery;
class PaneCover;
class SoundPlayer;
class FileActions;
class PlayController;
class BookPane;
class DatabaseController;
class DocumentTabs;
class TablebasePane;
class TablebasePlayer;
class WindowMenus;
class MoveEntry;
class EvalBar;
class OnlineServices;
class ExplorerPane;
class CloudEvalLine;
class LiveBroadcast;

// The workbench window: the board in the middle with a tab for every open game above it,
// each game's notation in a dock, menus for files, editing, viewing and moving through the
// game, and the game's status below. It owns the parts and wires them: the open games and
// their tabs (DocumentTabs), opening and saving (FileActions), autosave and recovery
// (GameRecovery), the menu bar (WindowMenus), and the views, which follow the game shown
// and never talk to each other. Unsaved games are autosaved (once startAutosave() is
// called) and offered back after a crash.
class MainWindow : public QMainWindow, public WindowParts {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] BoardView* boardView() const { return m_board; }
    // The notation of the game shown.
    [[nodiscard]] MoveTreeView* moveTreeView() const;
    // The game shown (there is always one).
    [[nodiscard]] model::GameDocument* document() const;
    [[nodiscard]] EnginePanel* enginePanel() const { return m_engine; }
    [[nodiscard]] EvalGraph* evalGraph() const { return m_evalGraph; }
    [[nodiscard]] GameAnalysis* gameAnalysis() const { return m_analysis; }
    [[nodiscard]] EngineConsole* engineConsole() const { return m_console; }
    [[nodiscard]] EngineList* engineList() const { return m_engines; }
    [[nodiscard]] PlayController* playController() const { return m_play; }
    [[nodiscard]] SoundPlayer* sounds() const { return m_sounds; }
    [[nodiscard]] PaneCover* paneCover() const { return m_cover; }
    [[nodiscard]] BookPane* bookPane() const { return m_bookPane; }
    [[nodiscard]] TablebasePane* tablebasePane() const { return m_tablebasePane; }
    [[nodiscard]] DatabaseController* databases() const { return m_databases; }
    // lichess and chess.com (ui/online): the services, the explorer pane, the cloud line.
    [[nodiscard]] OnlineServices* onlineServices() const { return m_online; }
    [[nodiscard]] ExplorerPane* explorerPane() const { return m_explorer; }
    [[nodiscard]] CloudEvalLine* cloudEvalLine() const { return m_cloudEval; }
    [[nodiscard]] DocumentTabs* documentTabs() const { return m_tabs.get(); }
    [[nodiscard]] GameRecovery* gameRecovery() const { return m_recovery; }
    // The notice above the notation of a game Kibitz could not read whole (hidden otherwise).
    [[nodiscard]] QLabel* readNotice() const { return m_readNotice; }
    // The shown game's header above its notation.
    [[nodiscard]] GameHeader* gameHeader() const { return m_gameHeader; }
    // Beside the board while an engine analyses.
    [[nodiscard]] EvalBar* evalBar() const { return m_evalBar; }

    // ---- The open games, in tab order (see DocumentTabs)
    [[nodiscard]] int documentCount() const;
    [[nodiscard]] model::GameDocument* documentAt(int index) const;
    [[nodiscard]] int currentIndex() const;
    void setCurrentIndex(int index);
    // A new tab with an empty game, shown.
    model::GameDocument* addDocument();
    // Closes a game, asking to save it when modified; false when the user cancels. The last
    // game closed is replaced by an empty one.
    bool closeDocument(int index);

    // A new game from this position: in the game shown when it is empty and untouched,
    // else in a new tab.
    void setPosition(const chess::Position& pos);
    // Opens a PGN file: game number index, or (index < 0) the file's one game, or, when the
    // file holds several games, the file as a database (its game list in the Databases dock).
    // A game goes into a new tab unless the game shown is empty and untouched; a game already
    // open is shown instead of opened twice. False, after telling the user why, when nothing
    // was opened.
    bool openFile(const QString& path, int index = -1);

    // ---- Autosave and recovery
    // Starts autosaving unsaved games into root (the user's data folder when empty), a few
    // seconds after each change. An error in words when it cannot start.
    std::optional<QString> startAutosave(const QString& root = {});
    // Writes every unsaved game now and forgets the saved ones.
    void autosaveNow();
    enum class Recovery { Ask, Restore, Discard };
    // Games left unsaved by a window that crashed: asks (or restores, or discards) and
    // returns how many were restored, each in a tab of its own and marked modified.
    int recoverUnsavedGames(Recovery mode);

    // The dialogs of the Edit and File menus (public for tests and scripting).
    void editHeaders();
    // A new game from a position set up in the dialog, starting from start.
    void setUpPosition(const chess::Position& start);
    void showPreferences();
    // Edit > Online Services and File > Import Online Games.
    void showOnlineSettings();
    void importOnlineGames();
    // File > Follow Broadcast (mainwindow/broadcastwindow.cpp): asks (online services, then the
    // round), then follows the round; its file opens as a database that follows the broadcast.
    void followBroadcast();
    bool followBroadcastRound(const QString& roundId, const QString& title,
                              const QString& fileName);
    // The round followed (made on first use).
    LiveBroadcast* liveBroadcast();
    // File > Stop Following Broadcast: the round's file stays as received, and editable.
    void stopBroadcast();
    [[nodiscard]] bool followingBroadcast() const;
    // Shows the board as appearance says (piece set, colours, coordinates); a piece folder
    // that cannot be read leaves Kibitz's own set and says why in the status bar.
    void applyAppearance(const BoardAppearance& appearance);
    // The keys go back to the game shown (its notation): arrows move through it, Ctrl+V pastes
    // into it, a typed move is played in it. On a click on the board or the notation, and
    // when a game is opened.
    void giveKeysToGame();
    // The typed-move line over the board (hidden until a move is typed).
    [[nodiscard]] MoveEntry* moveEntry() const { return m_moveEntry; }
    // What was typed there: an annotation symbol for the current move, or a move to play as
    // if made on the board; false (the line says why) when it is neither.
    bool enterTypedText(const QString& text);

    // View > Reset Layout: every pane back where a first start puts it, sized for the board
    // to stay the largest thing (also the layout of a first start).
    void resetLayout();
    // The size and place of a first start on a screen with this available area (public for
    // tests, which have no such screens): all of a laptop's screen, 90% of a larger one;
    // resetLayout() then arranges the panes for it.
    void fitToScreen(const QRect& available);

signals:
    // Another game is shown (a tab switched, opened or closed).
    void currentDocumentChanged(kibitz::model::GameDocument* document);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // ---- WindowParts: for FileActions and WindowMenus
    [[nodiscard]] QDockWidget* dock(Dock which) const override;
    [[nodiscard]] FileActions* fileActions() const override { return m_files; }
    void showError(const QString& title, const QString& message) override;

    // Raised when the default arrangement of the docks changes: a layout saved by another
    // arrangement is not restored (resetLayout() then).
    static constexpr int kLayoutVersion = 2;
    // A window less high than this (logical pixels) tabs the evaluation graph with the
    // engine's lines (resetLayout()).
    static constexpr int kLowWindow = 800;

    void createReferencePanes(); // the book and tablebase docks
    // A dock for pane, titled and named (the name keeps its place across runs), that moves and
    // closes as the notation's does, added in area.
    QDockWidget* addPaneDock(const QString& title, const QString& objectName, QWidget* pane,
                             Qt::DockWidgetArea area);
    void createOnlinePanes(); // the explorer and the cloud evaluation
    // A game of the broadcast followed moved on: the open games it is bring themselves up to
    // date (broadcastwindow.cpp).
    void broadcastGameChanged(int index, const QByteArray& pgn);
    // Text typed while view has the keys goes to the move entry (eventFilter), as in the
    // notation: the board and the panes' lists of moves.
    void readTypedMovesIn(QWidget* view);
    // A key the board keeps for itself while it has the keys (View > Focus Board).
    [[nodiscard]] bool boardTakesKey(const QKeyEvent* key) const;
    void restoreLayout();
    // After the first show: the frame, known now, on the screen fitToScreen() sized for.
    void keepFrameOnScreen();
    // Under the board: start, back, forward, end and flip (the menus' actions).
    void createBoardButtons();
    // Their icons in the palette's text colour (again when the theme changes).
    void tintNavigationIcons();
    // A game was added: the window follows what it says while it is shown.
    void followDocument(model::GameDocument* document, MoveTreeView* notation);
    // Another game is shown.
    void showDocument(model::GameDocument* document);
    void updateBoard();
    void updateGoActions();
    void updateStatus();
    void updateTitle();
    // The notice above the notation of a game Kibitz could not read whole.
    void updateReadNotice();
    // A move the user made (the board, a typed move): the game being played takes it, else
    // the game shown.
    void userMove(chess::Square from, chess::Square to, chess::PieceType promotion);

    // The open games, their tabs and notations. Not a child: it goes before the games do.
    std::unique_ptr<DocumentTabs> m_tabs;
    BoardView* m_board;          // central, under the tabs
    QDockWidget* m_notationDock; // the game's notation (m_tabs->notationStack())
    EnginePanel* m_engine;       // in m_engineDock
    QDockWidget* m_engineDock;
    EngineList* m_engines;    // the engine list file, shared by panes and dialogs
    EngineConsole* m_console; // in m_consoleDock
    QDockWidget* m_consoleDock;
    EvalGraph* m_evalGraph = nullptr; // in m_evalDock
    QDockWidget* m_evalDock = nullptr;
    GameAnalysis* m_analysis = nullptr; // Game > Analyse Game
    QLabel* m_statusLabel;
    QLabel* m_readNotice = nullptr;        // above the notation: what of the game could not be read
    GameHeader* m_gameHeader = nullptr;    // above the notation: players, event, opening
    QLabel* m_material = nullptr;          // under the board
    QHBoxLayout* m_boardButtons = nullptr; // under the board: moving through the game, flip
    EvalBar* m_evalBar = nullptr;          // beside the board while an engine analyses
    std::vector<std::pair<QAction*, QStyle::StandardPixmap>> m_navIcons; // tinted to the theme
    GameRecovery* m_recovery = nullptr; // autosave and crash recovery
    BoardAppearance m_appearance;
    std::shared_ptr<const PieceSet> m_pieceSet;
    PlayController* m_play = nullptr; // games against engines: Game menu, clock dock
    PaneCover* m_cover = nullptr;     // over the reference panes during a game
    BookPane* m_bookPane = nullptr;   // in m_bookDock
    QDockWidget* m_bookDock = nullptr;
    TablebasePane* m_tablebasePane = nullptr; // in m_tablebaseDock
    OnlineServices* m_online = nullptr;
    ExplorerPane* m_explorer = nullptr; // in m_explorerDock
    QDockWidget* m_explorerDock = nullptr;
    CloudEvalLine* m_cloudEval = nullptr; // above the engine's lines
    LiveBroadcast* m_broadcast = nullptr; // liveBroadcast()
    QDockWidget* m_tablebaseDock = nullptr;
    bool m_positionInTables = false; // the tablebase pane's last answer covered it
    TablebasePlayer* m_tablebasePlayer = nullptr;
    DatabaseController* m_databases = nullptr; // the Databases and Opening Tree docks
    SoundPlayer* m_sounds = nullptr;
    FileActions* m_files = nullptr; // opening, saving, recent files, paste and drop
    WindowMenus* m_menus = nullptr;
    MoveEntry* m_moveEntry = nullptr;       // over the board, while a move is typed
    QSet<const QObject*> m_moveTypingViews; // readTypedMovesIn(); compared, never followed
    // The screen area fitToScreen() sized the window for, and the size it gave, until shown.
    std::optional<std::pair<QRect, QSize>> m_fittedTo;
    // The node shown before the last change: a step from it to one of its children (a move
    // played, or one step forward) makes that move's sound. Compared, never followed.
    const pgn::Node* m_soundFrom = nullptr;
};

} // namespace kibitz::ui
