// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An engine analysing a position of a game: the engine session (start, options, restarts
// when the position or the options change), the lines it reports (MultiPV, the latest of each
// by its number), its speed figures, the best move, and mate searches ("go mate N"). No
// widgets: the engine pane shows it, and anything else that wants an engine's opinion of a
// position (game analysis, tests) can drive it alone.
//
// The position is given as the game's start and the moves that lead to it, which the engine
// is sent ("position startpos moves ..."), so that it sees repetitions and the fifty-move
// count. Options: the entry's saved values are applied at every start (engine/options.h says
// which ones Kibitz sets itself: MultiPV from the line count, UCI_AnalyseMode and UCI_ShowWDL
// on, UCI_Chess960 from the position); options changed while the engine searches are sent
// before its next search, as UCI requires.

#include "chess/position.h"
#include "engine/engineprocess.h"
#include "engine/registry.h"

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace kibitz::model {

class Analysis : public QObject {
    Q_OBJECT

public:
    explicit Analysis(QObject* parent = nullptr);
    ~Analysis() override;

    // ---- The engine
    // Analyse with this engine from now on (a running analysis goes on with it).
    void setEngine(const engine::EngineEntry& entry);
    const engine::EngineEntry& engineEntry() const { return m_entry; }
    // The engine's saved option values changed (applied at once when it runs, else at start).
    void setEntryOptions(const QVariantMap& options) { m_entry.options = options; }
    engine::EngineProcess* process() const { return m_process; }
    engine::EngineProcess::State engineState() const { return m_process->state(); }
    bool engineRunning() const;
    // The engine's declaration of an option, by name in any case (null when it has none).
    const engine::OptionDecl* declared(const QString& name) const;
    // Starts the engine without analysing (to learn its options); started() follows.
    void startEngine();
    // Sets an option now, or before the next search when the engine is searching.
    // A button has no value.
    void setOption(const QString& name, const std::optional<QString>& value);
    // A line typed by the user, sent raw; false when the engine does not run.
    bool sendCommand(const QString& text);

    // ---- What to analyse
    void setGame(const chess::Position& start, const std::vector<chess::Move>& moves);
    void setPosition(const chess::Position& pos) { setGame(pos, {}); }
    const chess::Position& position() const { return m_position; }
    // MultiPV: how many lines (1-10).
    void setLineCount(int lines);
    int lineCount() const { return m_multiPv; }
    // A mate search (go mate N) instead of endless analysis; 0 for none. The search ends by
    // itself; mateNote() then says what it found.
    void setMateSearch(int moves);
    int mateSearch() const { return m_mateMoves; }

    // ---- Running
    void start();
    void stop();
    bool isRunning() const { return m_wanted; }

    // ---- What the engine said about position()
    // The latest line of each number (1 = best), each with a score and a PV.
    const std::map<int, engine::Info>& lines() const { return m_lines; }
    // The latest speed, nodes, time, hash and tablebase figures, from any info line.
    const engine::Info& figures() const { return m_last; }
    // The first line's first move while running; none() when there is none yet.
    chess::Move bestMove() const;
    const QString& mateNote() const { return m_mateNote; }
    qint64 infoCount() const { return m_infoCount; }

signals:
    void runningChanged(bool on);
    // New lines or figures (often: a view should redraw at its own pace).
    void linesChanged();
    // Another position: the lines were cleared.
    void positionChanged();
    // The engine finished its handshake; name as it calls itself.
    void started(const QString& name);
    void failed(const QString& reason);
    // A mate search ended (mateNote() says how).
    void mateSearchEnded();
    // Every line to and from the engine, and Kibitz's own remarks in brackets.
    void engineLine(const QString& text, bool toEngine);

private:
    void attachProcess();
    void retireProcess();
    void onStarted();
    void applyStartOptions();
    void sendPendingOptions();
    void restartSearch();
    void go();
    void onInfo(const engine::Info& info);
    void onBestMove();
    void onFailed(const QString& reason);

    engine::EngineProcess* m_process = nullptr;
    engine::EngineEntry m_entry;
    chess::Position m_start = chess::Position::startPosition(); // after its last null move
    std::vector<chess::Move> m_moves;                           // from m_start to m_position
    chess::Position m_position = chess::Position::startPosition();
    int m_multiPv = 3;
    int m_mateMoves = 0;
    QString m_mateNote;
    std::map<int, engine::Info> m_lines;
    engine::Info m_last;
    struct PendingOption {
        QString name;
        std::optional<QString> value; // none: a button
    };
    std::vector<PendingOption> m_pendingOptions;
    bool m_wanted = false;         // analysis asked for
    bool m_restartPending = false; // stopped to restart (new position, new options)
    bool m_sent960 = false;        // UCI_Chess960 as last sent
    qint64 m_infoCount = 0;
};

} // namespace kibitz::model
