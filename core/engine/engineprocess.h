// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A chess engine running as a QProcess, UCI or XBoard/CECP v2 behind one interface: a thin
// adapter that feeds the sans-IO protocols in uci.h and xboard.h and owns the timers. It never
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
#include "engine/protocol.h"
#include "engine/uci.h"
#include "engine/xboard.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <vector>

namespace kibitz::engine {

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
    // A line typed by the user in the console, sent as it is. The state machine does not
    // follow it: it is for looking into an engine, not for driving one.
    void sendCommand(const QString& text) { send(text); }
    // Play with clocks. XBoard: "draw" (offer or accept a draw) and "result R {reason}";
    // UCI has neither, so both do nothing there.
    void offerDraw();
    void gameOver(const QString& result, const QString& reason);

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
    void resultClaimed(const QString& result, const QString& reason); // "1-0" etc.

private:
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
    void startSearchNow();
    void finishUciHandshake();
    void onUciLine(const QByteArray& bytes);
    // XBoard (engineprocess_xboard.cpp).
    void startXBoard();
    void finishXBoardHandshake();
    void onXBoardLine(const QByteArray& bytes);
    void goXBoard(const chess::Position& start, const std::vector<chess::Move>& moves,
                  const SearchLimits& limits);
    void startXBoardSearchNow();
    void stopXBoard();
    void setXBoardOption(const QString& name, const QString& value);
    void endXBoardSearch(const QString& move, const QString& ponder);
    bool detectLine(const QByteArray& bytes);
    void restartAsXBoard();
    void sendXBoardPing();

    QProcess* m_process = nullptr;
    QTimer m_timer; // the one pending deadline (handshake, ready, stop, quit)
    enum class Waiting {
        Nothing,
        UciOk,
        ReadyOk,
        BestMove,
        Exit,
        Features
    } m_waiting = Waiting::Nothing;
    State m_state = State::NotRunning;
    Timeouts m_timeouts;
    int m_maxLine = 1 << 20;
    bool m_lineTooLong = false;
    QByteArray m_buffer;
    QString m_program, m_name, m_author;
    std::vector<OptionDecl> m_options;
    qint64 m_linesReceived = 0;
    bool m_quitting = false;

    EngineCommand m_command;
    Protocol m_protocol = Protocol::Unknown; // spoken now (while detecting: being tried)
    bool m_detecting = false;                // Auto: not settled yet
    bool m_autoDetected = false;             // restarted as XBoard by the detection

    // The search waiting for readyok (XBoard: pong).
    bool m_searchPending = false;
    QString m_pendingPosition, m_pendingGo;
    // The last search, for ponderhit.
    chess::Position m_goStart;
    std::vector<chess::Move> m_goMoves;
    SearchLimits m_goLimits;
    bool m_uciChess960 = false; // UCI_Chess960 as last set
    std::string m_uciVariant;   // UCI_Variant as last set (empty: the engine's default)

    // XBoard state.
    // XBoard handshake: "protover 2" a moment after "xboard", and again until features come.
    static constexpr int ProtoverDelayMs = 150;
    static constexpr int ProtoverRepeatMs = 1000;
    static constexpr int MaxProtovers = 8;
    QTimer m_protover;
    int m_protovers = 0;
    QElapsedTimer m_startClock; // since start(), for the handshake deadline
    QElapsedTimer m_lastLine;   // since the engine's last line
    xboard::EngineFeatures m_features;
    xboard::GameSync m_sync; // what the engine has been told about the game
    xboard::TimeControlMemory m_timeControl;
    xboard::SearchPlan m_plan;         // the search being started or run
    QStringList m_pendingCommands;     // sent once the pong comes
    chess::Position m_searchRoot;      // where the engine is searching
    std::vector<std::string> m_lastPv; // UCI moves of the last thinking line
    QStringList m_sentMoves;           // move texts of the last sync, to tell our moves apart
    int m_pingId = 0;
    bool m_analyzing = false;        // in analyze mode (left with "exit")
    bool m_moveNowSent = false;      // "?" sent for this search
    bool m_ponderHitPending = false; // XBoard ponder: analyze, then search for real
    QString m_stopCommand;           // "?" or "exit", for the timeout message
};

} // namespace kibitz::engine

Q_DECLARE_METATYPE(kibitz::engine::Info)
