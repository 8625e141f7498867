// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Searching positions as engine jobs (engine/jobpool.h): job k searches position k with the
// same limit, from a fresh game (no hash or history from the position before), and keeps
// what the search found: the best move, the final line of each MultiPV number, the depth
// reached and since when the final move led the line. kibitz-cli's analyse (one position)
// and epd run (a suite) share it.

#include "chess/position.h"
#include "engine/jobpool.h"
#include "engine/types.h"

#include <QElapsedTimer>

#include <map>
#include <string>
#include <vector>

namespace kibitz::engine {

struct PositionResult {
    bool done = false;
    std::string bestMove, ponder; // UCI, as the engine sent them
    // The latest line per MultiPV number with an exact score: a fail-high or fail-low bound
    // says only that the search was still looking. A bound is kept only as long as no exact
    // score has come.
    std::map<int, Info> lines;
    int depth = 0;              // the deepest the search said it reached
    std::optional<Score> score; // the last exact score (the side to move's view)
    qint64 ms = 0;              // the search's wall time
    std::string pvFirst;        // the line's first move at the end
    qint64 pvSince = 0;         // since when it led the line, in ms from the start
    QString failure;            // why there is no move (the engine failed on it)
};

class PositionSearch : public JobRunner {
    Q_OBJECT

public:
    // positions and results (one per position) outlive the runner and are shared by the
    // runners of one pool; limits apply to each search.
    PositionSearch(EngineProcess* engine, const std::vector<chess::Position>& positions,
                   const SearchLimits& limits, std::vector<PositionResult>& results,
                   QObject* parent = nullptr);

    void run(std::size_t job) override;
    void cancel() override;

    // A pool's runner factory for these positions.
    static JobPool::RunnerFactory factory(const std::vector<chess::Position>& positions,
                                          const SearchLimits& limits,
                                          std::vector<PositionResult>& results);

private:
    void onInfo(const Info& info);
    void onBestMove(const QString& move, const QString& ponder);

    EngineProcess* m_engine;
    const std::vector<chess::Position>& m_positions;
    SearchLimits m_limits;
    std::vector<PositionResult>& m_results;
    std::size_t m_job = SIZE_MAX;
    QElapsedTimer m_timer;
};

} // namespace kibitz::engine
