// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli annotate: every game of a file through an engine (annotate/annotator.h), several
// engines at once, the output saved atomically after every game so that --resume goes on
// where a stopped run left off; --shard K/N shares a file between N machines.

#include "commands.h"
#include "engine_args.h"
#include "json.h"

#include "annotate/annotationjobs.h"
#include "engine/jobpool.h"
#include "io/atomic_file.h"
#include "io/datadirs.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

namespace kibitz::cli {

namespace {

// Both sides' totals over the games annotated, each game weighted by its judged moves.
void addSummary(annotate::SideSummary& t, const annotate::SideSummary& s)
{
    t.accuracy = (t.accuracy * t.moves + s.accuracy * s.moves) / std::max(1, t.moves + s.moves);
    t.averageLoss =
        (t.averageLoss * t.moves + s.averageLoss * s.moves) / std::max(1, t.moves + s.moves);
    t.moves += s.moves;
    t.inaccuracies += s.inaccuracies;
    t.mistakes += s.mistakes;
    t.blunders += s.blunders;
}

struct AnnotateRun {
    std::string input, output;
    std::vector<pgn::Game> games;                  // this shard's
    std::vector<std::optional<pgn::Game>> results; // by game; the output is the finished prefix
    std::size_t skipped = 0, written = 0;          // kept from before; in the output
    annotate::SideSummary totals[2];
    std::string failure;
    double seconds = 0;

    // The finished prefix, written again whenever it grows (atomically: a kill leaves the
    // last one whole, which --resume goes on from).
    bool writeOut(std::size_t prefix)
    {
        if (prefix == written && written != skipped) return true;
        std::string bytes;
        for (std::size_t i = 0; i < prefix; ++i) bytes += pgn::writeGame(*results[i]);
        if (const auto error = io::saveFileAtomically(output, bytes)) {
            failure = error->message;
            return false;
        }
        written = prefix;
        return true;
    }
};

// The input's games of shard K of N (every N-th, by index), and with --resume the games
// already in the output (a prefix, as this command writes them).
std::optional<std::string> readGames(AnnotateRun& run, std::pair<int, int> shard, bool resume)
{
    auto text = pgn::readPgnFile(run.input);
    if (!text) return text.error().toString();
    std::vector<pgn::PgnError> errors;
    std::vector<pgn::Game> all = pgn::readGames(text->text, &errors);
    for (const pgn::PgnError& e : errors)
        std::fprintf(stderr, "%s:%s (annotated as far as it reads)\n", run.input.c_str(),
                     e.toString().c_str());
    for (std::size_t i = 0; i < all.size(); ++i)
        if (int(i % std::size_t(shard.second)) == shard.first - 1)
            run.games.push_back(std::move(all[i]));
    run.results.assign(run.games.size(), std::nullopt);
    if (resume && QFileInfo::exists(QString::fromStdString(run.output)))
        if (auto previous = pgn::readPgnFile(run.output)) {
            std::vector<pgn::Game> done = pgn::readGames(previous->text);
            run.skipped = std::min(done.size(), run.games.size());
            for (std::size_t i = 0; i < run.skipped; ++i) run.results[i] = std::move(done[i]);
        }
    run.written = run.skipped;
    return std::nullopt;
}

void printAnnotateResult(const AnnotateRun& run, bool json)
{
    if (!json) {
        std::printf("%zu games annotated (%zu kept from before) in %.1f s -> %s\n",
                    run.games.size() - run.skipped, run.skipped, run.seconds, run.output.c_str());
        std::printf("White: %s\nBlack: %s\n", annotate::describe(run.totals[0]).c_str(),
                    annotate::describe(run.totals[1]).c_str());
        return;
    }
    JsonWriter w;
    w.beginObject()
        .field("input", run.input)
        .field("output", run.output)
        .field("games", std::uint64_t(run.games.size()))
        .field("resumedAfter", std::uint64_t(run.skipped))
        .field("seconds", run.seconds);
    for (int side = 0; side < 2; ++side) {
        const auto& t = run.totals[side];
        w.key(side == 0 ? "white" : "black")
            .beginObject()
            .field("moves", t.moves)
            .field("accuracy", t.accuracy)
            .field("inaccuracies", t.inaccuracies)
            .field("mistakes", t.mistakes)
            .field("blunders", t.blunders)
            .field("averageLoss", t.averageLoss)
            .endObject();
    }
    w.endObject().print();
}

} // namespace

int annotateCommand(Args& args, std::optional<UsageError>& usage)
{
    ensureCoreApplication();
    const auto engineName = args.option("--engine", usage);
    annotate::Options options;
    options.limits = searchLimitOptions(args, usage, "annotate", {});
    options.limitText = QString::fromStdString(limitText(options.limits));
    engine::LaunchSettings settings;
    settings.options = engineSizeOptions(args, usage);
    const auto concurrency = args.integer("--concurrency", 1, 64, usage);
    const auto shardText = args.option("--shard", usage);
    const auto bookPath = args.option("--book", usage);
    const auto out = args.option("-o", usage);
    const bool resume = args.flag("--resume");
    const bool json = args.flag("--json");
    const std::string input = args.onePositional("annotate", "expected one input file", usage);
    if (!usage && !engineName) usage = UsageError{"annotate: --engine NAME is required"};
    if (!usage && !out) usage = UsageError{"annotate: -o OUT.pgn is required"};
    const auto shard = shardOption(shardText, usage, "annotate");
    const auto entry = engineName ? engineOption(*engineName, usage, "annotate") : std::nullopt;
    if (usage) return 2;

    AnnotateRun run;
    run.input = input;
    run.output = *out;
    if (auto error = readGames(run, *shard, resume)) {
        std::fprintf(stderr, "kibitz-cli: annotate: %s\n", error->c_str());
        return 1;
    }
    if (bookPath) {
        auto opened = book::PolyglotBook::open(*bookPath);
        if (!opened) {
            std::fprintf(stderr, "kibitz-cli: annotate: %s\n", opened.error().toString().c_str());
            return 1;
        }
        options.book = std::make_shared<const book::PolyglotBook>(std::move(*opened));
    }
    // Positions the bundled 3-4 piece tables cover are scored from them, not searched.
    tb::Tablebase tables;
    tables.setPaths(io::bundledSyzygyFolders());
    if (tables.maxPieces() > 0) options.tables = &tables;
    const auto startTime = std::chrono::steady_clock::now();

    engine::JobPool pool(*entry, settings,
                         annotate::AnnotationRunner::factory(
                             options, [&](std::size_t i) { return run.games[i]; },
                             [&](std::size_t i, const annotate::AnnotatedGame* a) {
                                 if (!a) return; // every game is given: none is passed over
                                 addSummary(run.totals[0], a->white);
                                 addSummary(run.totals[1], a->black);
                                 run.results[i] = a->game;
                             }));
    pool.setEngines(int(concurrency.value_or(1)));
    QObject::connect(&pool, &engine::JobPool::jobDone, [&](std::size_t i) {
        if (!json) std::fprintf(stderr, "annotated game %zu of %zu\n", i + 1, run.games.size());
    });
    QObject::connect(&pool, &engine::JobPool::inOrder, [&](std::size_t i) {
        if (!run.writeOut(i + 1)) pool.cancel();
    });
    QObject::connect(&pool, &engine::JobPool::finished, &QCoreApplication::quit);
    pool.start(run.games.size(), run.skipped);
    QCoreApplication::exec();
    run.writeOut(run.written);
    run.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - startTime).count();
    if (run.failure.empty()) run.failure = pool.error().toStdString();
    if (!run.failure.empty()) {
        std::fprintf(stderr, "kibitz-cli: annotate: %s (%zu games written to %s)\n",
                     run.failure.c_str(), run.written, out->c_str());
        return 1;
    }
    printAnnotateResult(run, json);
    return 0;
}

} // namespace kibitz::cli
