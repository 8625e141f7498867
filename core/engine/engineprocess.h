// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A UCI engine running as a QProcess: a thin adapter that feeds the sans-IO protocol in
// uci.h and owns the timers. It never blocks: every wait is a timer, every answer a signal.
// An engine that does not start, never says uciok, crashes, hangs after stop, floods its
// output or writes garbage is reported in words through failed(); the owner may start it again.

#include "chess/position.h"
#include "engine/uci.h"

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
};

class EngineProcess : public QObject {
    Q_OBJECT

public:
    enum class State { NotRunning, Starting, Idle, Searching, Stopping, Failed };
    Q_ENUM(State)

    struct Timeouts {
        int handshakeMs = 10000; // uci -> uciok
        int readyMs = 10000;     // isready -> readyok
        int stopMs = 5000;       // stop -> bestmove
        int quitMs = 1000;       // quit -> exit, then kill
    };

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;

    void setTimeouts(const Timeouts& t) { m_timeouts = t; }
    // Longest line accepted; longer lines are cut (and reported once) so a runaway engine
    // cannot eat the memory.
    void setMaxLineLength(int bytes) { m_maxLine = bytes; }

    void start(const EngineCommand& command);
    void setOption(const QString& name, const QString& value);
    void newGame();
    // Starts a search: isready first (so options are applied), then position and go.
    void go(const chess::Position& start, const std::vector<chess::Move>& moves, const SearchLimits& limits);
    void stop();
    void quit();
    // A line typed by the user in the console, sent as it is. The state machine does not
    // follow it: it is for looking into an engine, not for driving one.
    void sendCommand(const QString& text) { send(text); }

    State state() const { return m_state; }
    const QString& name() const { return m_name; }
    const QString& author() const { return m_author; }
    const std::vector<OptionDecl>& options() const { return m_options; }
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

private:
    void send(const QString& text);
    void setState(State s);
    void fail(const QString& reason);
    void onReadyRead();
    void onLine(const QByteArray& line);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void onTimeout();
    void startSearchNow();

    QProcess* m_process = nullptr;
    QTimer m_timer; // the one pending deadline (handshake, ready, stop, quit)
    enum class Waiting { Nothing, UciOk, ReadyOk, BestMove, Exit } m_waiting = Waiting::Nothing;
    State m_state = State::NotRunning;
    Timeouts m_timeouts;
    int m_maxLine = 1 << 20;
    bool m_lineTooLong = false;
    QByteArray m_buffer;
    QString m_program, m_name, m_author;
    std::vector<OptionDecl> m_options;
    qint64 m_linesReceived = 0;
    bool m_quitting = false;

    // The search waiting for readyok.
    bool m_searchPending = false;
    QString m_pendingPosition, m_pendingGo;
};

} // namespace kibitz::engine

Q_DECLARE_METATYPE(kibitz::engine::Info)
