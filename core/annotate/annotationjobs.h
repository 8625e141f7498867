// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Annotating games as engine jobs (engine/jobpool.h): job k annotates the game its source
// gives for k with an Annotator on the runner's engine, and hands the annotated game with
// each side's summary to a sink. kibitz-cli annotate (a file, several engines at once) and
// the workbench's Database > Analyse Selected Games share it.

#include "annotate/annotator.h"
#include "engine/jobpool.h"
#include "pgn/game.h"

#include <functional>
#include <optional>

namespace kibitz::annotate {

struct AnnotatedGame {
    pgn::Game game;
    SideSummary white, black;
};

class AnnotationRunner : public engine::JobRunner {
    Q_OBJECT

public:
    // The game of a job; nothing for a game to pass over (one that cannot be read), whose
    // result is then nothing.
    using Source = std::function<std::optional<pgn::Game>(std::size_t job)>;
    // A job's result (null for a game passed over), before the pool hears that it is done.
    using Sink = std::function<void(std::size_t job, const AnnotatedGame* result)>;

    AnnotationRunner(engine::EngineProcess* engine, const Options& options, Source source,
                     Sink sink, QObject* parent = nullptr);

    void run(std::size_t job) override;
    void cancel() override;

    // The game in hand's progress (positions), as the Annotator reports it.
    Annotator& annotator() { return m_annotator; }

    static engine::JobPool::RunnerFactory factory(const Options& options, Source source, Sink sink);

private:
    Annotator m_annotator;
    Source m_source;
    Sink m_sink;
    std::size_t m_job = SIZE_MAX;
};

} // namespace kibitz::annotate
