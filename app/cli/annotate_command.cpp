// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli annotate: every game of a file through an engine (annotate/annotator.h), several
// engines at once, the output saved atomically after every game so that --resume goes on
// where a stopped run left off; --shard K/N shares a file between N machines.

#include "commands.h"
#include "json.h"

#include "annotate/annotator.h"
#include "engine/launcher.h"
#include "io/atomic_file.h"
#include "io/datadirs.h"
#include "pgn/builder.h"
#include "pgn/input.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

namespace kibitz::cli {

int annotateCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto engineName = args.option("--engine", usage);
    const auto movetime = args.integer("--movetime", 1, 3600000, usage);
    const auto depth = args.integer("--depth", 1, 100, usage);
    const auto nodes = args.integer("--nodes", 1, 1000000000000LL, usage);
    const auto threads = args.integer("--threads", 1, 1024, usage);
    const auto hash = args.integer("--hash", 1, 1 << 20, usage);
    const auto concurrency = args.integer("--concurrency", 1, 64, usage);
    const auto shardText = args.option("--shard", usage);
    const auto bookPath = args.option("--book", usage);
    const auto out = args.option("-o", usage);
    const bool resume = args.flag("--resume");
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && rest.size() != 1) usage = UsageError{"annotate: expected one input file"};
    if (!usage && !engineName) usage = UsageError{"annotate: --engine NAME is required"};
    if (!usage && !out) usage = UsageError{"annotate: -o OUT.pgn is required"};
    if (!usage && int(bool(movetime)) + int(bool(depth)) + int(bool(nodes)) != 1)
        usage = UsageError{"annotate: give one of --movetime MS, --depth N, --nodes N"};
    int shard = 1, shards = 1;
    if (!usage && shardText) {
        const auto slash = shardText->find('/');
        try {
            shard = std::stoi(shardText->substr(0, slash));
            shards = slash == std::string::npos ? 0 : std::stoi(shardText->substr(slash + 1));
        } catch (...) {
            shards = 0;
        }
        if (shards < 1 || shard < 1 || shard > shards)
            usage =
                UsageError{"annotate: --shard: '" + *shardText + "' is not K/N with 1 <= K <= N"};
    }
    const QString program =
        engineName ? engineProgramOption(*engineName, usage, "annotate") : QString();
    if (usage) return 2;

    auto text = pgn::readPgnFile(rest[0]);
    if (!text) {
        std::fprintf(stderr, "kibitz-cli: annotate: %s\n", text.error().toString().c_str());
        return 1;
    }
    std::vector<pgn::PgnError> errors;
    std::vector<pgn::Game> all = pgn::readGames(text->text, &errors);
    for (const pgn::PgnError& e : errors)
        std::fprintf(stderr, "%s:%s (annotated as far as it reads)\n", rest[0].c_str(),
                     e.toString().c_str());
    std::vector<pgn::Game> games; // this shard's
    for (std::size_t i = 0; i < all.size(); ++i)
        if (int(i % std::size_t(shards)) == shard - 1) games.push_back(std::move(all[i]));

    // --resume: the games already in OUT (a prefix, as this command writes them) are kept.
    std::vector<pgn::Game> done;
    if (resume && QFileInfo::exists(QString::fromStdString(*out))) {
        if (auto previous = pgn::readPgnFile(*out)) done = pgn::readGames(previous->text);
        if (done.size() > games.size()) done.resize(games.size());
    }
    const std::size_t skipped = done.size();

    std::shared_ptr<const book::PolyglotBook> book;
    if (bookPath) {
        auto opened = book::PolyglotBook::open(*bookPath);
        if (!opened) {
            std::fprintf(stderr, "kibitz-cli: annotate: %s\n", opened.error().toString().c_str());
            return 1;
        }
        book = std::make_shared<const book::PolyglotBook>(std::move(*opened));
    }
    annotate::Options options;
    if (movetime) {
        options.limits.movetimeMs = int(*movetime);
        options.limitText = QStringLiteral("movetime=%1").arg(*movetime);
    } else if (depth) {
        options.limits.depth = int(*depth);
        options.limitText = QStringLiteral("depth=%1").arg(*depth);
    } else {
        options.limits.nodes = std::uint64_t(*nodes);
        options.limitText = QStringLiteral("nodes=%1").arg(*nodes);
    }
    options.book = book;
    // Positions the bundled 3-4 piece tables cover are scored from them, not searched.
    tb::Tablebase tables;
    tables.setPaths(io::bundledSyzygyFolders());
    if (tables.maxPieces() > 0) options.tables = &tables;

    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    const auto startTime = std::chrono::steady_clock::now();

    // Results by game; the output is the finished prefix, rewritten after every game.
    std::vector<std::optional<pgn::Game>> results(games.size());
    for (std::size_t i = 0; i < skipped; ++i) results[i] = std::move(done[i]);
    std::size_t nextGame = skipped, written = skipped, running = 0;
    std::string failure;
    annotate::SideSummary totals[2];
    auto writeOut = [&] {
        std::size_t prefix = written;
        while (prefix < results.size() && results[prefix]) ++prefix;
        if (prefix == written && written != skipped) return true;
        std::string bytes;
        for (std::size_t i = 0; i < prefix; ++i) bytes += pgn::writeGame(*results[i]);
        if (const auto error = io::saveFileAtomically(*out, bytes)) {
            failure = error->message;
            return false;
        }
        written = prefix;
        return true;
    };

    const int workers = int(std::min<std::size_t>(
        std::size_t(concurrency.value_or(1)), std::max<std::size_t>(1, games.size() - skipped)));
    std::vector<std::unique_ptr<engine::EngineProcess>> engines;
    std::vector<std::unique_ptr<annotate::Annotator>> annotators;
    auto finishIfDone = [&] {
        if (running == 0 && nextGame >= games.size()) QCoreApplication::quit();
    };
    for (int w = 0; w < workers && skipped < games.size(); ++w) {
        auto e = std::make_unique<engine::EngineProcess>();
        auto a = std::make_unique<annotate::Annotator>(e.get(), options);
        engine::EngineProcess* ep = e.get();
        annotate::Annotator* ap = a.get();
        auto startNext = [&, ap] {
            if (!failure.empty() || nextGame >= games.size()) {
                finishIfDone();
                return;
            }
            const std::size_t index = nextGame++;
            ++running;
            ap->setProperty("game", qulonglong(index));
            ap->annotate(games[index]);
        };
        QObject::connect(
            ap, &annotate::Annotator::finished, &app,
            [&, ap, startNext](const pgn::Game& annotated) {
                const std::size_t index = ap->property("game").toULongLong();
                results[index] = annotated;
                for (int side = 0; side < 2; ++side) {
                    const auto& s =
                        ap->summary(side == 0 ? chess::Color::White : chess::Color::Black);
                    auto& t = totals[side];
                    t.accuracy = (t.accuracy * t.moves + s.accuracy * s.moves)
                                 / std::max(1, t.moves + s.moves);
                    t.averageLoss = (t.averageLoss * t.moves + s.averageLoss * s.moves)
                                    / std::max(1, t.moves + s.moves);
                    t.moves += s.moves;
                    t.inaccuracies += s.inaccuracies;
                    t.mistakes += s.mistakes;
                    t.blunders += s.blunders;
                }
                --running;
                if (!json)
                    std::fprintf(stderr, "annotated game %zu of %zu\n", index + 1, games.size());
                if (!writeOut()) {
                    QCoreApplication::exit(1);
                    return;
                }
                startNext();
            });
        QObject::connect(ap, &annotate::Annotator::failed, &app, [&](const QString& why) {
            failure = why.toStdString();
            QCoreApplication::exit(1);
        });
        engine::LaunchSettings settings;
        if (threads) settings.options.insert(QStringLiteral("Threads"), QString::number(*threads));
        if (hash) settings.options.insert(QStringLiteral("Hash"), QString::number(*hash));
        engine::launch(ep, engine::entryForProgram(program), settings);
        startNext();
        engines.push_back(std::move(e));
        annotators.push_back(std::move(a));
    }
    if (skipped < games.size()) QCoreApplication::exec();
    writeOut();
    for (auto& e : engines) e->quit();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - startTime).count();
    if (!failure.empty()) {
        std::fprintf(stderr, "kibitz-cli: annotate: %s (%zu games written to %s)\n",
                     failure.c_str(), written, out->c_str());
        return 1;
    }
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("input", rest[0])
            .field("output", *out)
            .field("games", std::uint64_t(games.size()))
            .field("resumedAfter", std::uint64_t(skipped))
            .field("seconds", seconds);
        for (int side = 0; side < 2; ++side) {
            const auto& t = totals[side];
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
        w.endObject();
        std::printf("%s\n", w.str().c_str());
    } else {
        std::printf("%zu games annotated (%zu kept from before) in %.1f s -> %s\n",
                    games.size() - skipped, skipped, seconds, out->c_str());
        std::printf("White: %s\nBlack: %s\n", annotate::describe(totals[0]).c_str(),
                    annotate::describe(totals[1]).c_str());
    }
    return 0;
}

} // namespace kibitz::cli
