// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One game being played: two seats, each a human (moves come through requestMove/playMove)
// or an engine (an EngineProcess the session drives). The session keeps the game record (a
// pgn::Game whose main line is the game, each move's comment carrying [%clk] and [%emt]),
// runs the GameClock, asks the engine to move with limits taken from the clock, and ends the
// game by the rules:
//
//   by itself   checkmate, stalemate, dead position by material, fivefold repetition and the
//               seventy-five-move rule (FIDE 5.2, 9.6); a flag fall, which is a draw when
//               the opponent cannot mate by any series of legal moves (FIDE 6.9)
//   on request  resignation, a draw offer accepted, a claim of threefold repetition or of
//               the fifty-move rule (FIDE 9.2, 9.3) by a human through claimDraw(); for an
//               engine the session claims as soon as the claim is valid (adjudication)
//   by faults   an engine that crashes, plays an illegal move or has no move forfeits
//
// and then writes Result and Termination (PGN standard 9.8.1) and tells the engines.
// The session does not own the engines: the caller starts them (they may still be starting
// when start() is called) and quits them. The two seats need two EngineProcess objects, even
// for the same program; an engine may go on to the next session once this one is over.

#include "book/polyglot.h"
#include "chess/outcome.h"
#include "chess/position.h"
#include "chess/result.h"
#include "chess/status.h"
#include "engine/engineprocess.h"
#include "pgn/game.h"
#include "play/gameclock.h"
#include "play/timecontrol.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <utility>
#include <vector>

namespace kibitz::play {

struct Player {
    QString name;                           // for the White/Black tags
    QPointer<engine::EngineProcess> engine; // null: a human
    // The engine thinks on the opponent's time, on the reply it expects (UCI "go ponder" and
    // "ponderhit"; an XBoard engine analyses the position instead). The engine's own Ponder
    // option is the caller's business, as for its other options.
    bool ponder = false;
    bool isHuman() const { return engine == nullptr; }
};

// How deep an engine playing at a limited strength follows its opening book (issue 43: a 1500
// level played a master book to move 14, then moves of its level): none below 1200 Elo, then
// a ply more for every 50 Elo above 1000 (1200: 2 moves, 1600: 6, 2000: 10, 2400: 14), so that
// the opening is as good as the rest of its play. Full strength (nullopt): the whole book.
// Zero: no book.
std::optional<int> bookPliesForStrength(std::optional<int> elo);

class GameSession : public QObject {
    Q_OBJECT

public:
    enum class State { Setup, WaitingForEngines, Playing, Finished };
    Q_ENUM(State)

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // ---- Before start()
    void setPlayer(chess::Color side, const Player& player);
    void setTimeControl(const TimeControl& tc);
    // Each side under its own limits (time odds; tournament engines with their own TC).
    void setTimeControls(const TimeControl& white, const TimeControl& black);
    // The game starts here; opening moves (legal in turn) are in the record before play
    // begins and carry no clock. Headers such as Event, Site, Round may be set on the game
    // afterwards through setHeader().
    void setStart(const chess::Position& start, const std::vector<chess::Move>& openingMoves = {});
    // Goes on with a game recorded before (one autosaved while it was played, whose program
    // stopped): its main line, comments and headers become the record, and each side's clock
    // starts from the [%clk] of its last move (the time control's start when it has none).
    // Its moves count as opening moves: a takeback does not go past them. Its Date stays.
    void resumeFrom(const pgn::Game& record);
    void setHeader(const QString& name, const QString& value);
    // An engine accepts a draw offer when its latest score (its own point of view) is at
    // most this many centipawns; it never accepts before it has reported a score.
    void setDrawAcceptThreshold(int centipawns) { m_drawAcceptCp = centipawns; }
    // side's engine plays from book while the book has a move for the position: a move
    // chosen at random in proportion to the book's weights, played at once (the engine is
    // not asked, so it spends no clock time), its comment saying "book". Null: no book.
    // maxPlies: the book is left after that many plies of the game (counted from chess's
    // start position, as the book's lines are), whatever it holds; nullopt: as deep as it goes.
    void setBook(chess::Color side, std::shared_ptr<const book::PolyglotBook> book,
                 std::optional<int> maxPlies = std::nullopt);
    // For tests: the book's choices repeat with the seed.
    void setBookSeed(std::uint64_t seed) { m_bookRng.seed(seed); }
    // Starts the clocks and the first search once every engine has finished its handshake.
    void start();

    // ---- Playing
    State state() const { return m_state; }
    bool isPlaying() const { return m_state == State::Playing; }
    const pgn::Game& game() const { return m_game; }
    const chess::Position& position() const { return m_game.mainlineEnd()->position(); }
    chess::Color sideToMove() const { return position().sideToMove(); }
    const Player& player(chess::Color side) const { return m_players[index(side)]; }
    const GameClock& clock() const { return m_clock; }
    const TimeControl& timeControl() const { return m_tcs[0]; }
    const TimeControl& timeControl(chess::Color side) const { return m_tcs[index(side)]; }
    // Is it a human's turn in a game that is on?
    bool isHumanToMove() const;
    // Checkmate, stalemate, draws and claims at the end of the game's main line.
    chess::GameStatus status() const;

    // A human's move (the side to move must be a human). False, changing nothing, when
    // it is not a human's turn or the move is not legal here.
    bool playMove(chess::Move move);
    // side resigns (a human; engines resign through onEngineResigned).
    bool resign(chess::Color side);
    // A human offers a draw. Against an engine the answer comes at once (drawDeclined or the
    // end of the game); against a human the offer stands until that player moves or answers
    // with acceptDraw/declineDraw.
    bool offerDraw(chess::Color side);
    bool acceptDraw(chess::Color side); // side accepts the opponent's standing offer
    bool declineDraw(chess::Color side);
    std::optional<chess::Color> drawOfferBy() const { return m_drawOfferBy; }
    // A human claims a draw by threefold repetition or the fifty-move rule in the current
    // position. False (with claimRejected) when neither applies.
    bool claimDraw(chess::Color side);
    // A human claims a draw by declaring the move that creates it (FIDE 9.2.1.1, 9.3.1): the
    // move is played and the game ends drawn. False (with claimRejected) when the move makes
    // no claim; the moves that would are claimingMoves().
    bool claimDrawWith(chess::Color side, chess::Move move);
    std::vector<chess::Move> claimingMoves() const;
    // Human vs engine: back to the human's last move (the engine stopped first), so the
    // human moves again; human vs human: one move back. Not past the opening moves.
    bool canTakeBack() const;
    bool takeBack();
    // Stops the game without a result ("*", Termination "unterminated"), engines stopped.
    void abort(const QString& reason = {});
    // Ends the game from outside with a result (a win or a draw): a tournament's
    // adjudication (Termination "adjudication") or its watchdog ("abandoned"). The reason
    // becomes the last move's comment. False when the game is not being played or the
    // result is Unknown.
    bool adjudicate(chess::Result result, chess::Ending ending, const QString& reason);
    // ---- Pausing and hints
    // Pauses the game: the clocks stop (the time used so far is charged) and so do the
    // engines. An XBoard engine that declared pause=1 is sent "pause", and "resume" later;
    // any other engine's search is stopped and started again by resume() from the clocks as
    // they then stand (what it had found is lost, its time is not). A pondering engine stops
    // pondering. Moves, takebacks, draw offers and claims wait for resume(). False when no
    // game is on or it is paused already.
    bool pause();
    bool resume();
    bool isPaused() const { return m_paused; }
    // The human to move asks the engine opponent for a hint, answered by hintReady. XBoard:
    // "hint" (none when the engine says nothing within HintWaitMs). UCI has no such command:
    // the move the engine ponders on, else the ponder move of its last bestmove when that move
    // is the last one played, else a short search (HintSearchMs) by that engine while it
    // waits. False when there is no one to ask (no game on, paused, not a human's turn, no
    // engine opponent).
    bool requestHint();
    static constexpr int HintWaitMs = 3000;
    static constexpr int HintSearchMs = 500;

    // side's engine's latest exact score of this game (its own point of view), if any.
    std::optional<engine::Score> lastScore(chess::Color side) const
    {
        return m_seats[index(side)].lastScore;
    }

    // The outcome once Finished: the result (Unknown, "*", when aborted), how the game ended
    // and why in words, as the record's tags and last comment say.
    const chess::Outcome& outcome() const { return m_outcome; }
    chess::Result result() const { return m_outcome.result; }
    QString reason() const { return QString::fromStdString(m_outcome.text); }

public slots:
    // ---- Engine events beyond UCI. The XBoard adapter reports these; connect them in
    // connectEngine() (see the marked place in gamesession.cpp) once EngineProcess has them.
    void onEngineOfferedDraw(kibitz::chess::Color side);
    void onEngineResigned(kibitz::chess::Color side);
    // reason as the engine wrote it.
    void onEngineClaimedResult(kibitz::chess::Color side, kibitz::chess::Result result,
                               const QString& reason);

signals:
    void stateChanged(kibitz::play::GameSession::State state);
    // The record changed: a move was added, moves were taken back, or headers were set.
    void gameChanged();
    void movePlayed(kibitz::chess::Move move);
    void tookBack(int plies);
    // The side to move changed or the clocks were started, stopped or switched.
    void turnChanged();
    void drawOffered(kibitz::chess::Color by);
    void drawDeclined(kibitz::chess::Color by);
    void claimRejected(const QString& why);
    void gameOver(kibitz::chess::Result result, const QString& reason);
    // Something worth telling the user that does not end the game ("kibitz-engine: info ...").
    void message(const QString& text);
    void pausedChanged(bool paused);
    // The answer to requestHint(): a legal move in the position it was asked in, or none()
    // when the engine has no hint.
    void hintReady(kibitz::chess::Move move);

private:
    static int index(chess::Color c) { return c == chess::Color::White ? 0 : 1; }
    void connectEngine(chess::Color side);
    void onEngineStarted();
    void onBestMove(chess::Color side, const QString& move, const QString& ponder);
    void onEngineFailed(chess::Color side, const QString& why);
    void onEngineInfo(chess::Color side, const engine::Info& info);
    void onFlag(chess::Color side);
    void onEngineHint(chess::Color side, const QString& move);
    // Emits hintReady(move) from the event loop, when the position is still the one asked.
    void answerHint(chess::Move move);

    void setPlayerTags(); // White and Black
    void beginPlay();
    // The side to move is up: start its clock and, for an engine, its search.
    void nextTurn();
    void startSearch(chess::Color side);
    engine::SearchLimits searchLimits(chess::Color side) const; // from side's time control
    // After side's engine moved: it thinks on the expected reply while the opponent thinks.
    void startPondering(chess::Color side, chess::Move expected);
    // Stops side's engine if it is thinking; its bestmove, when one follows, is ignored.
    void cancelSearch(chess::Color side);
    // Records, punches the clock, checks the end; a book move says so in its comment.
    bool applyMove(chess::Move move, bool fromBook = false);
    // side's book move for the position, or none() (no book, or out of it).
    chess::Move bookMove(chess::Color side);
    // Has side's book a move for pos? (It would answer from the book, not from a search.)
    bool inBook(chess::Color side, const chess::Position& pos) const;
    // After a move: ends the game if the rules say so (or an engine may claim a draw).
    bool checkEnd();
    void finish(chess::Result result, chess::Ending ending, const QString& reason);
    void setState(State s);
    bool engineAcceptsDraw(chess::Color side) const;
    std::vector<chess::Move> playedMoves() const;
    chess::History history() const; // the game's positions, for repetitions

    std::array<Player, 2> m_players;
    std::array<TimeControl, 2> m_tcs; // White's, Black's
    GameClock m_clock;
    pgn::Game m_game;
    int m_openingPlies = 0;
    State m_state = State::Setup;
    chess::Outcome m_outcome;
    int m_drawAcceptCp = 10;
    std::optional<chess::Color> m_drawOfferBy;
    bool m_claiming = false; // a move declared with a claim: the game ends after it
    bool m_paused = false;
    std::int64_t m_usedBeforePause = 0; // of the move being thought about, for its [%emt]
    int m_hintRequest = 0;              // which requestHint() an answer belongs to
    bool m_hintWaiting = false;         // an XBoard engine was asked "hint"
    int m_hintPly = -1;                 // the game's length when the hint was asked for

    struct EngineSeat {
        bool searching = false; // a search we asked for is on
        int staleBestMoves = 0; // bestmoves still to come from cancelled searches
        bool goPending = false; // search wanted once the stale bestmove has come
        bool pondering = false; // a ponder search on ponderMove is on
        chess::Move ponderMove;
        std::optional<engine::Score> lastScore; // its own point of view
        std::shared_ptr<const book::PolyglotBook> book;
        std::optional<int> bookPlies; // how deep the book is followed (setBook)
        bool enginePaused = false;    // "pause" sent; "resume" owed
        bool hintSearch = false;      // a short search for a hint is on (UCI)
        // The bestmove that came while the game was paused, played on resume().
        std::optional<std::pair<QString, QString>> heldBestMove;
        QString lastPonder;   // the ponder move of its last bestmove (UCI notation)
        int lastMovePly = -1; // the game's length after that bestmove was played
    };
    std::array<EngineSeat, 2> m_seats;
    // Clock state before each recorded ply (index: ply after the opening), for takebacks.
    std::vector<GameClock::Snapshot> m_clockHistory;
    std::optional<GameClock::Snapshot> m_resumeClock; // resumeFrom's clocks, set by start()
    std::mt19937_64 m_bookRng{std::random_device{}()};
};

} // namespace kibitz::play
