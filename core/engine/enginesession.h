// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The protocol half of an EngineProcess (internal to core/engine). EngineProcess is the
// transport: the QProcess, reading lines, the one deadline timer, the state, failing and
// quitting, and finding out which protocol an Auto engine speaks. A session knows one
// protocol: which words start the handshake, what the engine's lines mean, how a search is
// asked for, stopped and ended, and how options are spelt. UciSession and XBoardSession
// (uci_session.cpp, xboard_session.cpp) are the two; EngineProcess holds one at a time and
// calls it through this interface only.

#include "engine/engineprocess.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace kibitz::engine {

class EngineSession {
public:
    explicit EngineSession(EngineProcess& process)
        : m_p(process)
    {}
    virtual ~EngineSession() = default;
    EngineSession(const EngineSession&) = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    // The process has started: the handshake's first words, its deadline.
    virtual void begin() = 0;
    virtual void onLine(const QByteArray& bytes) = 0;
    // The deadline passed while waiting for what the session asked (not Exit, which the
    // transport handles).
    virtual void onTimeout() = 0;
    virtual void setOption(const QString& name, const QString& value) = 0;
    virtual void newGame() = 0;
    // Called in state Idle; the search has been remembered (EngineProcess::m_go*).
    virtual void go(const chess::Position& start, const std::vector<chess::Move>& moves,
                    const SearchLimits& limits) = 0;
    // The engine has confirmed it took in the position (readyok, pong): search now.
    virtual void startSearchNow() = 0;
    // Called in state Searching.
    virtual void stop() = 0;
    virtual void ponderHit() = 0;
    virtual void requestHint() = 0;
    virtual void offerDraw() {}
    virtual void gameOver(chess::Result result, const QString& reason)
    {
        Q_UNUSED(result);
        Q_UNUSED(reason);
    }
    virtual void pause() {}
    virtual void resume() {}
    // Whether pause() holds the engine's thinking and clock (XBoard pause=1).
    virtual bool canPause() const { return false; }
    // Anything the session sends at quit besides "quit" itself (timers to stop).
    virtual void quitting() {}
    // The variants the engine declared (engine/variants.h names).
    virtual std::vector<std::string> variants() const = 0;

protected:
    using Waiting = EngineProcess::Waiting;
    using State = EngineProcess::State;

    EngineProcess& m_p;
};

class UciSession final : public EngineSession {
public:
    using EngineSession::EngineSession;

    void begin() override;
    void onLine(const QByteArray& bytes) override;
    void onTimeout() override;
    void setOption(const QString& name, const QString& value) override;
    void newGame() override;
    void go(const chess::Position& start, const std::vector<chess::Move>& moves,
            const SearchLimits& limits) override;
    void startSearchNow() override;
    void stop() override;
    void ponderHit() override;
    void requestHint() override;
    std::vector<std::string> variants() const override;

private:
    void finishHandshake();

    QString m_pendingPosition, m_pendingGo; // sent once readyok comes
    bool m_chess960 = false;                // UCI_Chess960 as last set
    std::string m_variant;                  // UCI_Variant as last set (empty: the default)
    QString m_lastPonder;                   // the last bestmove's ponder move, the hint
};

class XBoardSession final : public EngineSession {
public:
    explicit XBoardSession(EngineProcess& process);

    void begin() override;
    void onLine(const QByteArray& bytes) override;
    void onTimeout() override;
    void setOption(const QString& name, const QString& value) override;
    void newGame() override;
    void go(const chess::Position& start, const std::vector<chess::Move>& moves,
            const SearchLimits& limits) override;
    void startSearchNow() override;
    void stop() override;
    void ponderHit() override;
    void requestHint() override;
    void offerDraw() override;
    void gameOver(chess::Result result, const QString& reason) override;
    void pause() override;
    void resume() override;
    bool canPause() const override { return m_features.pause; }
    void quitting() override { m_protover.stop(); }
    std::vector<std::string> variants() const override;

private:
    void finishHandshake();
    void sendPing();
    void stopSearch();
    // The search is over: bestMove(move, ponder), or, after a ponder hit, the real search.
    void endSearch(const QString& move, const QString& ponder);
    void endWithLastPv();

    // The handshake: "protover 2" a moment after "xboard", and again until features come.
    static constexpr int ProtoverDelayMs = 150;
    static constexpr int ProtoverRepeatMs = 1000;
    static constexpr int MaxProtovers = 8;
    QTimer m_protover;
    int m_protovers = 0;

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
    bool m_ponderHitPending = false; // ponder: analyze, then search for real
};

} // namespace kibitz::engine
