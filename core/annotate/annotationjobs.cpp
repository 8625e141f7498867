// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotate/annotationjobs.h"

#include <QTimer>

namespace kibitz::annotate {

AnnotationRunner::AnnotationRunner(engine::EngineProcess* engine, const Options& options,
                                   Source source, Sink sink, QObject* parent)
    : JobRunner(parent)
    , m_annotator(engine, options)
    , m_source(std::move(source))
    , m_sink(std::move(sink))
{
    connect(&m_annotator, &Annotator::finished, this, [this](const pgn::Game& annotated) {
        if (m_job == SIZE_MAX) return;
        const std::size_t job = std::exchange(m_job, SIZE_MAX);
        const AnnotatedGame result{annotated, m_annotator.summary(chess::Color::White),
                                   m_annotator.summary(chess::Color::Black)};
        m_sink(job, &result);
        emit done(job);
    });
    // A failed engine fails the annotation too; the pool has heard of it first and no longer
    // counts the job as this runner's, so passing it on is harmless.
    connect(&m_annotator, &Annotator::failed, this, [this](const QString& why) {
        if (std::exchange(m_job, SIZE_MAX) != SIZE_MAX) emit failed(why);
    });
}

engine::JobPool::RunnerFactory AnnotationRunner::factory(const Options& options, Source source,
                                                         Sink sink)
{
    return [options, source = std::move(source),
            sink = std::move(sink)](engine::EngineProcess* engine) {
        return std::unique_ptr<engine::JobRunner>(
            std::make_unique<AnnotationRunner>(engine, options, source, sink));
    };
}

void AnnotationRunner::run(std::size_t job)
{
    m_job = job;
    std::optional<pgn::Game> game = m_source(job);
    if (game) {
        m_annotator.annotate(*game);
        return;
    }
    // Passed over, from the event loop (the pool is still handing the job out).
    QTimer::singleShot(0, this, [this, job] {
        if (m_job != job) return;
        m_job = SIZE_MAX;
        m_sink(job, nullptr);
        emit done(job);
    });
}

void AnnotationRunner::cancel()
{
    if (m_job == SIZE_MAX) return;
    m_job = SIZE_MAX;
    m_annotator.cancel();
}

} // namespace kibitz::annotate
