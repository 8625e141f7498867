// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Goes through a game's main line with an engine and annotates it: every move gets the
// evaluation of the position it leads to ([%eval], White's view), moves that lose are marked
// ?! ? ?? by judgement.h's model, the engine's better line goes in as a variation after each
// of them, and a comment before the first move sums up each side (accuracy,
// inaccuracies, mistakes, blunders, average loss). Moves from the given Polyglot book, and the
// game's first moves marked "book" (as Kibitz marks the moves an engine played from its book),
// are marked "book" and not judged; positions the Syzygy tables cover are scored from them
// without the engine. The user's own comments, NAGs and variations stay. A game annotated
// before with the same engine and limit (its Annotator tag) is not searched again where its
// moves carry evaluations. QtCore: the engine runs as a process, one search at a time.

#include "annotate/judgement.h"
#include "book/polyglot.h"
#include "engine/engineprocess.h"
#include "pgn/game.h"
#include "tablebase/syzygy.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>
#include <vector>

namespace kibitz::annotate {

struct Options {
    engine::SearchLimits limits; // per position
    QString limitText;           // "movetime=1000": written into the Annotator tag
    std::shared_ptr<const book::PolyglotBook> book;
    const tb::Tablebase* tables = nullptr; // not owned
    int variationPlies = 8;                // of the engine's better line
};

class Annotator : public QObject {
    Q_OBJECT

public:
    // engine: started or starting, not owned, used for one search at a time.
    Annotator(engine::EngineProcess* engine, Options options, QObject* parent = nullptr);

    // Starts on a copy of game; finished or failed follows.
    void annotate(const pgn::Game& game);
    void cancel();
    [[nodiscard]] bool isBusy() const { return m_busy; }
    [[nodiscard]] const SideSummary& summary(chess::Color side) const
    {
        return m_summary[side == chess::Color::White ? 0 : 1];
    }

signals:
    void progress(int done, int total); // positions
    void finished(const kibitz::pgn::Game& annotated);
    void failed(const QString& reason);

private:
    void next();
    // Takes the evaluations a run at the same engine and limit wrote (its Annotator tag).
    void keepEarlierEvaluations();
    void onInfo(const engine::Info& info);
    void onBestMove();
    void finish();
    QString annotatorTag() const;
    QString engineName() const; // as the engine says it, once it has started

    QPointer<engine::EngineProcess> m_engine;
    Options m_options;
    pgn::Game m_game;
    std::vector<chess::Position> m_positions; // p0 .. pn along the main line
    std::vector<chess::Move> m_moves;         // m1 .. mn
    std::vector<std::optional<pgn::Eval>> m_evals;
    std::vector<std::vector<std::string>> m_pvs;
    int m_bookMoves = 0; // the first moves that are in the book
    std::size_t m_next = 0;
    bool m_busy = false;
    bool m_searching = false;
    bool m_waitingForEngine = false;
    bool m_newGame = false;        // ucinewgame before the game's first search
    bool m_earlierChecked = false; // keepEarlierEvaluations has run for this game
    std::optional<engine::Score> m_score;
    std::optional<int> m_depth;
    std::vector<std::string> m_pv;
    SideSummary m_summary[2];
};

} // namespace kibitz::annotate
