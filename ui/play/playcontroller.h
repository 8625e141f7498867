// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Playing in the workbench window: Game > New Game Against Engine… and Game > Engine
// Match… start a play::GameSession with engines from the engine list (Game > Tournament…
// opens a TournamentWindow, which runs its own games); the window's document shows the session's
// game as it grows (the session's record is the truth, the document a copy refreshed after every
// change); the clock dock shows the clocks; Resign, Offer Draw, Claim Draw, Take Back and Stop Game
// act on the session. While a game is on the board takes moves only for the human's side and only
// at the end of the game. The controller speaks to documents and the session; the window hands its
// wishes to the board.

#include "book/polyglot.h"
#include "chess/position.h"
#include "engine/engineprocess.h"
#include "engine/registry.h"
#include "model/autosave.h"
#include "model/gamedocument.h"
#include "play/gamesession.h"

#include <QObject>
#include <QPointer>
#include <QRect>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kibitz::ui {

class ClockWidget;
class NewGameDialog;

class PlayController : public QObject {
    Q_OBJECT

public:
    // shownDocument: the game the window shows. newDocument: a game to play in (the window's
    // empty game when it is untouched, else a new tab), asked for as each game starts.
    PlayController(QMainWindow* window, std::function<model::GameDocument*()> shownDocument,
                   std::function<model::GameDocument*()> newDocument);
    ~PlayController() override;

    // Adds the Game menu's entries.
    void populateMenu(QMenu* menu);

    // The book engines may play from in games (the Book pane's choice), asked for when a
    // game is set up.
    struct BookChoice {
        QString name;
        std::shared_ptr<const book::PolyglotBook> book; // null: none (or not read yet)
    };
    void setBookSource(std::function<BookChoice()> source) { m_bookSource = std::move(source); }
    // Where the board is on the screen: the New Game dialogs stand beside it.
    void setBoardArea(std::function<QRect()> area) { m_boardArea = std::move(area); }

    // A move from the board. True when the game took charge of it (played it, or refused
    // it because it is not the human's turn); false when no game is on, or the window shows
    // another game than the one being played.
    bool handleBoardMove(chess::Square from, chess::Square to, chess::PieceType promotion);
    // The game being played (null when none was started or its tab was closed).
    model::GameDocument* document() const { return m_document; }

    struct Setup {
        // Per seat (White, Black): the engine, or nothing for the user.
        std::array<std::optional<engine::EngineEntry>, 2> engines;
        // Per seat: a limited strength (UCI_LimitStrength + UCI_Elo) for that engine.
        std::array<std::optional<int>, 2> elo;
        play::TimeControl timeControl;
        chess::Position start = chess::Position::startPosition();
        // Per seat: the engine plays from this book while it has a move (null: no book).
        std::array<std::shared_ptr<const book::PolyglotBook>, 2> books;
        // Against an engine: the reference panes stay in view (see panesCovered).
        bool trainingMode = false;
        // The engines think on their opponent's time (play::Player::ponder).
        bool ponder = false;
        // A game to go on with (play::GameSession::resumeFrom) instead of one from start.
        std::optional<pgn::Game> resume;
    };
    // Starts a game without asking (the dialogs end here; so do tests), in a new game (a
    // fresh tab) or, given one, in that document.
    void startGame(const Setup& setup, model::GameDocument* into = nullptr);

    // ---- Games that outlive a crash
    // What it takes to go on with the game document holds, while it is being played (its
    // engines, its time control); nullopt for any other game.
    [[nodiscard]] std::optional<model::AutosavedPlay>
    playOf(const model::GameDocument* document) const;
    // Goes on with a game restored from an autosave, in its document, against the same
    // engines (found by name) from the clocks its moves recorded. An error in words when it
    // cannot (an engine no longer known, a time control that does not read).
    std::optional<QString> resumeGame(model::GameDocument* document,
                                      const model::AutosavedPlay& play);
    // The name the user plays under (the White or Black tag): the Preferences' name, else
    // the login name.
    static QString userName();

    // ---- Asking first: false when the user said no (the default answer)
    bool confirmResign();
    bool confirmStop();
    // For tests: the questions are answered without showing them.
    void setConfirm(std::function<bool(const QString&)> confirm) { m_confirm = std::move(confirm); }

    bool isPlaying() const;
    play::GameSession* session() const { return m_session.get(); }
    ClockWidget* clockWidget() const { return m_clock; }
    // The window places it (beside the board, so that the board stays put when it shows).
    QDockWidget* clockDock() const { return m_clockDock; }
    // A game against an engine is on and training mode is off: the book, engine, tablebase
    // and opening tree panes should not help the user.
    bool panesCovered() const;
    bool trainingMode() const { return m_trainingMode; }
    void setTrainingMode(bool on);
    // The engines Kibitz knows: the user's list, the built-in engine, engines on PATH.
    static std::vector<engine::EngineEntry> availableEngines();
    // Keeps the variants an engine declared in the engine list, for the New Game dialog.
    static void rememberVariants(const QString& name, const std::vector<std::string>& variants);
    static void rememberVariantList(const QString& name, const QStringList& variants);

public slots:
    // The window shows another game: the board takes moves freely there, and only for the
    // user's side in the game being played.
    void shownDocumentChanged();
    void newGameAgainstEngine();
    void engineMatch();
    void tournament();
    void resign();
    void offerDraw(); // or accepts the engine's standing offer
    void claimDraw();
    void takeBack();
    void stopGame();
    // Game > Hint: the engine opponent's suggestion for the user's move, shown under the
    // clocks and in the status bar (play::GameSession::requestHint).
    void hint();
    // Game > Pause / Resume: the clocks and the engines stop, and go on (GameSession::pause).
    void togglePause();

signals:
    void playingChanged(bool playing);
    // The user's side should be at the bottom (Black: flipped); the window keeps its Flip
    // Board action in step.
    void boardFlipRequested(bool flipped);
    // Whether the board may take moves: only the user's, at the end of the game being played,
    // while it is shown; any move again once the game is over or another game is shown.
    void boardInputChanged(bool takesMoves);
    void panesCoveredChanged(bool covered);
    void gameEnded(kibitz::chess::Result result, const QString& reason);
    // A line of a playing engine's dialogue (EngineProcess::line), with a name for it that
    // tells the seats apart ("Stockfish as Black"), for the engine console.
    void engineLine(const QString& engine, const QString& text, bool toEngine);

private:
    void sync();
    void updateActions();
    void updateCover(); // emits panesCoveredChanged on a change
    void updateInteractivity();
    // The clock pane follows the game shown (ClockWidget::showGame).
    void updateClockView();
    // ... and opens or closes with it, unless the user chose (followRecordedClocks in the .cpp).
    void followRecordedClocks();
    void clockPaneChosenByHand(); // remembered across runs
    bool eventFilter(QObject* watched, QEvent* event) override;
    void onGameOver(kibitz::chess::Result result, const QString& reason);
    void releaseEngines();
    std::optional<chess::Color> humanSide() const; // the user's seat in a game on
    // The New Game dialog stands beside the board, keeps the variants the engines declare and
    // names the book chosen, which it returns.
    BookChoice prepareNewGame(NewGameDialog& dialog);
    // The start position the dialog chose: its variant's, the position shown, or a Chess960
    // start position.
    chess::Position chosenStart(const NewGameDialog& dialog) const;

    // Plays in document from now on: the board and the clocks follow it, and replacing or
    // closing it ends the game.
    void bindDocument(model::GameDocument* document);
    void abandon(const QString& reason);

    QMainWindow* m_window;
    std::function<model::GameDocument*()> m_shownDocument;
    std::function<model::GameDocument*()> m_newDocument;
    QPointer<model::GameDocument> m_document;
    QPointer<QWidget> m_tournamentWindow; // Game > Tournament…, made when first asked for
    std::unique_ptr<play::GameSession> m_session;
    std::array<engine::EngineProcess*, 2> m_engines{nullptr, nullptr}; // children of this
    ClockWidget* m_clock;
    QDockWidget* m_clockDock;
    bool m_clockPaneByHand = false;
    QAction* m_resign = nullptr;
    QAction* m_offerDraw = nullptr;
    QAction* m_claimDraw = nullptr;
    QAction* m_takeBack = nullptr;
    QAction* m_stop = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_training = nullptr;
    std::function<BookChoice()> m_bookSource;
    std::function<QRect()> m_boardArea;
    bool m_trainingMode = false;
    bool m_panesCovered = false;
    bool m_syncing = false;
    bool m_followingRecord = false;       // the document holds this game: follow, do not replace
    std::array<QString, 2> m_engineNames; // the engine list's names of the seats' engines
    std::function<bool(const QString&)> m_confirm; // set by tests
};

} // namespace kibitz::ui
