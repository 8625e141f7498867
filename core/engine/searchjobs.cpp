// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/searchjobs.h"

#include <QTimer>

#include <algorithm>

namespace kibitz::engine {

PositionSearch::PositionSearch(EngineProcess* engine, const std::vector<chess::Position>& positions,
                               const SearchLimits& limits, std::vector<PositionResult>& results,
                               QObject* parent)
    : JobRunner(parent)
    , m_engine(engine)
    , m_positions(positions)
    , m_limits(limits)
    , m_results(results)
{
    connect(engine, &EngineProcess::info, this, &PositionSearch::onInfo);
    connect(engine, &EngineProcess::bestMove, this, &PositionSearch::onBestMove);
    connect(engine, &EngineProcess::failed, this, [this](const QString& why) {
        if (m_job == SIZE_MAX) return;
        PositionResult& r = m_results[std::exchange(m_job, SIZE_MAX)];
        r.failure = why;
        r.ms = m_timer.elapsed();
        r.done = true;
    });
}

JobPool::RunnerFactory PositionSearch::factory(const std::vector<chess::Position>& positions,
                                               const SearchLimits& limits,
                                               std::vector<PositionResult>& results)
{
    return [&positions, limits, &results](EngineProcess* engine) -> std::unique_ptr<JobRunner> {
        return std::make_unique<PositionSearch>(engine, positions, limits, results);
    };
}

void PositionSearch::run(std::size_t job)
{
    m_job = job;
    m_results[job] = PositionResult{};
    const chess::Position& pos = m_positions[job];
    m_engine->newGame(); // each position on its own: no hash or history from the last one
    m_timer.start();
    if (m_engine->protocol() == Protocol::XBoard && m_limits.movetimeMs && !m_limits.mate) {
        // XBoard engines analyse for a given time in analyze mode, stopped when the time is
        // up: in "go" mode they would answer from their opening book without a line, and "st"
        // takes whole seconds. A depth is searched with "sd" (analyze mode has no depth
        // limit, and an engine in its book never reaches one).
        SearchLimits infinite;
        infinite.infinite = true;
        m_engine->go(pos, {}, infinite);
        QTimer::singleShot(*m_limits.movetimeMs, this, [this, job] {
            if (m_job == job) m_engine->stop();
        });
        return;
    }
    m_engine->go(pos, {}, m_limits);
}

void PositionSearch::cancel()
{
    if (m_job == SIZE_MAX) return;
    m_job = SIZE_MAX;
    m_engine->stop();
}

void PositionSearch::onInfo(const Info& i)
{
    if (m_job == SIZE_MAX) return;
    PositionResult& r = m_results[m_job];
    if (i.depth) r.depth = std::max(r.depth, *i.depth);
    if (i.score && !i.score->lowerbound && !i.score->upperbound) r.score = i.score;
    if (!i.pv.empty() && i.multipv.value_or(1) == 1 && i.pv.front() != r.pvFirst) {
        r.pvFirst = i.pv.front();
        r.pvSince = m_timer.elapsed();
    }
    if (i.pv.empty() || !i.score) return; // currmove and string lines
    const bool bound = i.score->lowerbound || i.score->upperbound;
    const auto it = r.lines.find(i.multipv.value_or(1));
    if (bound && it != r.lines.end() && !it->second.score->lowerbound
        && !it->second.score->upperbound)
        return;
    r.lines[i.multipv.value_or(1)] = i;
}

void PositionSearch::onBestMove(const QString& move, const QString& ponder)
{
    if (m_job == SIZE_MAX) return;
    const std::size_t job = std::exchange(m_job, SIZE_MAX);
    PositionResult& r = m_results[job];
    r.ms = m_timer.elapsed();
    r.bestMove = move.toStdString();
    r.ponder = ponder.toStdString();
    r.done = true;
    emit done(job);
}

} // namespace kibitz::engine
