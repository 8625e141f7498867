// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jobpool.h"

#include "engine/variants.h"

#include <QTimer>

#include <algorithm>

namespace kibitz::engine {

JobPool::JobPool(EngineEntry entry, LaunchSettings settings, RunnerFactory makeRunner,
                 QObject* parent)
    : QObject(parent)
    , m_entry(std::move(entry))
    , m_settings(std::move(settings))
    , m_makeRunner(std::move(makeRunner))
{}

JobPool::~JobPool()
{
    // Runners first: they hold on to their engines. The engines quit in their own time.
    for (auto& w : m_workers) {
        w->runner.reset();
        w->engine->disconnect(this);
        w->engine.release()->retire();
    }
}

QString JobPool::engineName() const
{
    return m_engineName.isEmpty() ? m_entry.name : m_engineName;
}

void JobPool::start(std::size_t count, std::size_t done)
{
    m_state.assign(count, JobState::Waiting);
    done = std::min(done, count);
    std::fill(m_state.begin(), m_state.begin() + std::ptrdiff_t(done), JobState::Done);
    m_next = m_inOrder = done;
    m_running = true;
    m_cancelled = m_stopped = false;
    m_error.clear();
    const std::size_t engines = std::min(std::size_t(m_engineCount), count - done);
    for (std::size_t i = 0; i < engines; ++i) {
        auto w = std::make_unique<Worker>();
        Worker* wp = w.get();
        w->engine = std::make_unique<EngineProcess>();
        // Before the runner's own handler: the pool decides about a failed engine first.
        connect(w->engine.get(), &EngineProcess::failed, this,
                [this, wp](const QString& why) { engineFailed(*wp, why); });
        w->runner = m_makeRunner(w->engine.get());
        connect(w->runner.get(), &JobRunner::done, this, [this, wp](std::size_t job) {
            if (wp->job != job) return;
            jobEnded(*wp, JobState::Done);
            startNext(*wp);
        });
        connect(w->runner.get(), &JobRunner::failed, this, [this, wp](const QString& why) {
            // An engine failure reaches the runner too, after the pool has dealt with it.
            if (wp->job == SIZE_MAX || m_stopped) return;
            jobEnded(*wp, JobState::Lost, why);
            stopRun(why);
        });
        m_workers.push_back(std::move(w));
        launch(*wp);
    }
    QTimer::singleShot(0, this, &JobPool::checkFinished);
}

void JobPool::launch(Worker& worker)
{
    Worker* wp = &worker;
    engine::launch(
        worker.engine.get(), m_entry, m_settings,
        [this, wp](const std::vector<LaunchError>& problems) {
            if (const auto* r = findProblem(problems, LaunchError::Kind::VariantNotPlayed)) {
                stopRun(tr("%1 does not play %2")
                            .arg(r->engine,
                                 QString::fromStdString(variantKey(r->variant, r->chess960))));
                return;
            }
            if (m_engineName.isEmpty()) m_engineName = wp->engine->name();
            startNext(*wp);
        },
        this);
}

void JobPool::startNext(Worker& worker)
{
    if (worker.job != SIZE_MAX) return;
    if (m_stopped || m_next >= m_state.size()) {
        checkFinished();
        return;
    }
    const std::size_t job = m_next++;
    worker.job = job;
    m_state[job] = JobState::Running;
    worker.runner->run(job);
}

void JobPool::jobEnded(Worker& worker, JobState state, const QString& why)
{
    const std::size_t job = std::exchange(worker.job, SIZE_MAX);
    m_state[job] = state;
    if (state == JobState::Done)
        emit jobDone(job);
    else
        emit jobLost(job, why);
    while (m_inOrder < m_state.size()
           && (m_state[m_inOrder] == JobState::Done || m_state[m_inOrder] == JobState::Lost))
        emit inOrder(m_inOrder++);
}

void JobPool::engineFailed(Worker& worker, const QString& why)
{
    if (m_stopped || !m_running) return;
    if (worker.job != SIZE_MAX) jobEnded(worker, JobState::Lost, why);
    if (++worker.failures > m_restarts) {
        stopRun(why);
        return;
    }
    // Started again for the rest (from the event loop: the process is still reporting).
    QTimer::singleShot(0, this, [this, wp = &worker] {
        if (!m_stopped) launch(*wp);
    });
}

void JobPool::cancel()
{
    if (!m_running) return;
    m_cancelled = true;
    stopRun({});
}

void JobPool::stopRun(const QString& why)
{
    if (m_stopped) return;
    m_stopped = true;
    if (m_error.isEmpty()) m_error = why;
    for (auto& w : m_workers)
        if (w->job != SIZE_MAX) {
            const std::size_t job = std::exchange(w->job, SIZE_MAX);
            m_state[job] = JobState::Waiting;
            w->runner->cancel();
        }
    QTimer::singleShot(0, this, &JobPool::checkFinished);
}

void JobPool::checkFinished()
{
    if (!m_running) return;
    const bool busy = std::any_of(m_workers.begin(), m_workers.end(),
                                  [](const auto& w) { return w->job != SIZE_MAX; });
    if (busy || (!m_stopped && m_next < m_state.size())) return;
    m_running = false;
    for (auto& w : m_workers) w->engine->quit();
    emit finished();
}

} // namespace kibitz::engine
