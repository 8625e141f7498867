// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A chess engine running as a QProcess, UCI or XBoard/CECP v2 behind one interface: the
// transport (process, lines, timers, state) here, each protocol in a session of its own
// (enginesession.h) that feeds the sans-IO protocols in uci_client.h and xboard_client.h. It never
// blocks: every wait is a timer, every answer a signal. An engine that does not start, never
// finishes its handshake, crashes, hangs after stop, floods its output or writes garbage is
// reported in words through failed(); the owner may start it again.
//
// The same calls work for both protocols: the owner says what to search (a game's start and
// moves, UCI-style limits) and gets UCI move strings back. For XBoard engines the adapter keeps
// the engine's game in step (sending only new moves when the game simply goes on), translates
// limits into level/st/sd/time/otim, analyses in analyze mode, converts SAN and coordinate
// moves to UCI, and maps the managed options (Hash -> memory, Threads -> cores, SyzygyPath ->
// egtpath). Every go() ends in exactly one bestMove() (or failed()); an engine that resigns or
// claims a result instead of moving gives bestMove("0000") after resigned()/resultClaimed().

#include "chess/position.h"
#include "chess/result.h"
#include "engine/protocol.h"
#include "engine/uci_client.h"
#include "engine/xboard_client.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <vector>

namespace kibitz::engine {

class EngineSession;

struct EngineCommand {
    QString program;
    QStringList arguments;
    QString workingDirectory;
    Protocol protocol = Protocol::Auto; // Auto: "uci" first, XBoard when that is not understood
};

class EngineProcess : public QObject {
    Q_OBJECT

public:
    enum class State { NotRunning, Starting, Idle, Searching, Stopping, Failed };
    Q_ENUM(State)

    struct Timeouts {
        int handshakeMs = 10000; // uci -> uciok; XBoard: after "feature done=0", -> done=1
        int readyMs = 10000;     // isready -> readyok, ping -> pong
        int stopMs = 5000;       // stop -> bestmove; XBoard: "?" -> move, "exit" -> pong
        int quitMs = 1000;       // quit -> exit, then kill
        int featuresMs = 2000;   // XBoard: protover 2 -> the first features (the spec's 2 s)
        int detectMs = 4000;     // Auto: uci -> uciok before XBoard is tried (XBoard engines
                                 // mostly answer "uci" with an error at once)
    };

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;

    void setTimeouts(const Timeouts& t) { m_timeouts = t; }
    // Longest line accepted; longer lines are cut (and reported once) so a runaway engine
    // cannot eat the memory.
    void setMaxLineLength(int bytes) { m_maxLine = bytes; }

    void start(const EngineCommand& command);
    // UCI: setoption. XBoard: Hash -> memory, Threads -> cores, SyzygyPath -> egtpath syzygy,
    // Ponder -> hard/easy, declared options -> "option NAME=VALUE"; others are not sent.
    void setOption(const QString& name, const QString& value);
    void newGame();
    // Starts a search: isready (XBoard: ping) first, so options and position are in place,
    // then position and go. limits.ponder searches until ponderHit() or stop().
    void go(const chess::Position& start, const std::vector<chess::Move>& moves,
            const SearchLimits& limits);
    void stop();
    // The opponent played the move being pondered on: the ponder search becomes a real one.
    void ponderHit();
    void quit();
    // Lets the engine go for good: it quits in its own time and the object deletes itself
    // once the process has ended (at once when none runs; after a grace period at the latest,
    // the destructor killing a process that would not quit). The owner drops its pointer.
    void retire();
    // A line typed by the user in the console, sent as it is. The state machine does not
    // follow it: it is for looking into an engine, not for driving one.
    void sendCommand(const QString& text) { send(text); }
    // Play with clocks. XBoard: "draw" (offer or accept a draw) and "result R {reason}";
    // UCI has neither, so both do nothing there.
    void offerDraw();
    void gameOver(chess::Result result, const QString& reason);
    // The move the engine expects from its opponent, answered by hint(): XBoard asks the
    // engine ("hint"); UCI has no such command, so the ponder move of the last bestmove is
    // given (empty when there was none).
    void requestHint();
    // Stops and restarts the engine's clock and thinking (XBoard "pause"/"resume" when the
    // engine declared pause=1; nothing for UCI, whose searches the GUI stops itself).
    void pause();
    void resume();
    // Whether pause() really holds the engine (an XBoard engine that declared pause=1); any
    // other engine's search is stopped by whoever pauses and started again afterwards.
    bool canPause() const;
    // Who the engine plays in the next game: XBoard "computer", "name", "rating" after the
    // game's "new" (UCI has no such commands; UCI_Opponent is left to the options).
    void setOpponent(const xboard::Opponent& opponent) { m_opponent = opponent; }
    // XBoard "random" and "nps N" after each "new" (xboard::PlaySettings); nothing for UCI.
    void setPlaySettings(const xboard::PlaySettings& settings) { m_playSettings = settings; }
    // The en passant square of a set-up position's FEN (uci::engineFen): Legal by default.
    void setFenEnPassant(chess::EnPassantPolicy policy) { m_fenEnPassant = policy; }

    // The protocol spoken: as given, or as found out when the command said Auto (known once
    // started() has been emitted, so the owner can remember it in the registry).
    Protocol protocol() const { return m_protocol; }
    State state() const { return m_state; }
    const QString& name() const { return m_name; }
    const QString& author() const { return m_author; }
    const std::vector<OptionDecl>& options() const { return m_options; }
    // The variants the engine says it plays (engine/variants.h names: "chess", "chess960",
    // "crazyhouse", ...), known once started() has been emitted.
    std::vector<std::string> variants() const;
    qint64 linesReceived() const { return m_linesReceived; }

signals:
    void started(); // handshake done: name, author and options are known
    void info(const kibitz::engine::Info& info);
    void bestMove(const QString& move, const QString& ponder);
    void stateChanged(kibitz::engine::EngineProcess::State state);
    // Something went wrong, in words ("stockfish: crashed while searching (exit code 139)").
    void failed(const QString& reason);
    // Every line in both directions, for the console pane (toEngine: we sent it).
    void line(const QString& text, bool toEngine);
    void drawOffered(); // the engine offers (or accepts) a draw
    void resigned();    // the engine resigned
    void resultClaimed(kibitz::chess::Result result, const QString& reason); // "*": no result
    void hint(const QString& move); // UCI notation, empty when the engine has none

private:
    // The protocol half (enginesession.h): one session per start, UCI or XBoard.
    friend class EngineSession;
    friend class UciSession;
    friend class XBoardSession;
    // What the one deadline timer is waiting for.
    enum class Waiting { Nothing, UciOk, ReadyOk, BestMove, Exit, Features };

    void send(const QString& text);
    void setState(State s);
    // Lets the process go (killed when still running) and forgets it; emits nothing.
    void discardProcess();
    void fail(const QString& reason);
    void onReadyRead();
    void onLine(const QByteArray& line);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void onTimeout();
    bool detectLine(const QByteArray& bytes);
    void restartAsXBoard();
    // For the sessions: the handshake is over (name, author and options are known).
    void handshakeDone();
    // The engine has taken in the position (readyok, pong): the pending search starts.
    void engineReady();
    // A search asked for and not started yet (no readyok or pong so far) is dropped: no
    // bestmove will come for it. True when there was one.
    bool cancelPendingSearch();
    // The search is over: Idle, and bestMove().
    void searchEnded(const QString& move, const QString& ponder);

    QProcess* m_process = nullptr;
    std::unique_ptr<EngineSession> m_session;
    QTimer m_timer; // the one pending deadline (handshake, ready, stop, quit)
    Waiting m_waiting = Waiting::Nothing;
    State m_state = State::NotRunning;
    Timeouts m_timeouts;
    int m_maxLine = 1 << 20;
    bool m_lineTooLong = false;
    QByteArray m_buffer;
    QString m_program, m_name, m_author;
    std::vector<OptionDecl> m_options;
    qint64 m_linesReceived = 0;
    bool m_quitting = false;
    QElapsedTimer m_startClock; // since start(), for the handshake deadline
    QElapsedTimer m_lastLine;   // since the engine's last line

    EngineCommand m_command;
    Protocol m_protocol = Protocol::Unknown; // spoken now (while detecting: being tried)
    bool m_detecting = false;                // Auto: not settled yet
    bool m_autoDetected = false;             // restarted as XBoard by the detection

    // The search asked for: waiting for readyok (pong) while m_searchPending; kept for
    // ponderhit.
    bool m_searchPending = false;
    chess::Position m_goStart;
    std::vector<chess::Move> m_goMoves;
    SearchLimits m_goLimits;
    QString m_stopCommand;               // "stop", "?" or "exit", for the timeout message
    xboard::Opponent m_opponent;         // told to XBoard engines after each "new"
    xboard::PlaySettings m_playSettings; // likewise
    chess::EnPassantPolicy m_fenEnPassant = chess::EnPassantPolicy::Legal;
};

} // namespace kibitz::engine

Q_DECLARE_METATYPE(kibitz::engine::Info)
