// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Engine jobs: N engines work through a list of jobs (games to annotate, positions to
// search), each engine one job at a time, the next job to the first engine free. The engines
// start through the launcher (engine/launcher.h: the entry's saved options, the options for
// this use, the variant checked); what a job does with its engine is a JobRunner's, one per
// engine. Results are the caller's, by job index: inOrder() says up to where every job is
// done, so they can be joined (written, printed) in the list's order while later ones still
// run. A run can go on from an earlier one (the jobs before `done`), be cancelled, and
// survives engines that fail: the job in hand is lost (jobLost) and the engine is started
// again, up to a number of times. kibitz-cli's annotate, analyse and epd run and the
// workbench's game analysis share it. QtCore only.

#include "engine/engineprocess.h"
#include "engine/launcher.h"
#include "engine/registry.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

namespace kibitz::engine {

// What one engine does with one job.
class JobRunner : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Starts job on this runner's engine, which has finished its handshake and is set up;
    // done(job) follows, unless the engine fails (the pool sees that) or cancel() comes first.
    virtual void run(std::size_t job) = 0;
    // Stops the job in hand: no done() follows.
    virtual void cancel() = 0;

signals:
    void done(std::size_t job);
    // The job cannot be done for a reason of the runner's own (not an engine failure, which
    // the pool handles): the run stops with this error.
    void failed(const QString& why);
};

class JobPool : public QObject {
    Q_OBJECT

public:
    // Makes the runner of one engine (the pool owns it, and the engine).
    using RunnerFactory = std::function<std::unique_ptr<JobRunner>(EngineProcess* engine)>;

    JobPool(EngineEntry entry, LaunchSettings settings, RunnerFactory makeRunner,
            QObject* parent = nullptr);
    ~JobPool() override;

    // Engines at most (default 1; never more than there are jobs to do).
    void setEngines(int engines) { m_engineCount = std::max(1, engines); }
    // How often each engine may fail and be started again; one failure more stops the run
    // (default 0: the first failure stops it).
    void setRestarts(int restarts) { m_restarts = std::max(0, restarts); }

    // Runs jobs [done, count): the ones before done were done by an earlier run.
    // finished() follows (from the event loop, also when there is nothing to do).
    void start(std::size_t count, std::size_t done = 0);
    // Nothing more starts, the jobs in hand are cancelled; finished() follows.
    void cancel();

    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    // Why the run stopped before its end (an engine failed too often or refused the variant,
    // a runner failed); empty when it did not.
    const QString& error() const { return m_error; }
    std::size_t count() const { return m_state.size(); }
    // Every job before this one is done or lost.
    std::size_t doneInOrder() const { return m_inOrder; }
    // The engine's name as it gave it (once one has started), else the entry's.
    QString engineName() const;

signals:
    void jobDone(std::size_t job);
    void jobLost(std::size_t job, const QString& why); // its engine failed on it
    // job and every job before it are done or lost: results can be joined up to here.
    void inOrder(std::size_t job);
    void finished();

private:
    enum class JobState : std::uint8_t { Waiting, Running, Done, Lost };
    struct Worker {
        std::unique_ptr<EngineProcess> engine;
        std::unique_ptr<JobRunner> runner;
        std::size_t job = SIZE_MAX; // in hand
        int failures = 0;
    };
    void launch(Worker& worker);
    void startNext(Worker& worker);
    void jobEnded(Worker& worker, JobState state, const QString& why = {});
    void engineFailed(Worker& worker, const QString& why);
    void stopRun(const QString& why);
    void checkFinished();

    EngineEntry m_entry;
    LaunchSettings m_settings;
    RunnerFactory m_makeRunner;
    int m_engineCount = 1, m_restarts = 0;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::vector<JobState> m_state;
    std::size_t m_next = 0, m_inOrder = 0;
    QString m_error, m_engineName;
    bool m_running = false, m_cancelled = false, m_stopped = false;
};

} // namespace kibitz::engine
