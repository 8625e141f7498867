// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli tournament: a round robin or a gauntlet between engines through play::Tournament
// (the same event the workbench runs), N games at once, its state saved after every game so
// that --resume goes on after a kill. Prints each finished game and, at the end, the
// crosstable: score, games, Elo difference with its 95% error per engine and per pair (one
// printer with match: series.h). --shard K/N plays every N-th game of the event, so that
// machines share it; "tournament merge" joins the shards' state files into the event.
// Flags follow cutechess-cli's meaning where it has one (-rounds, -concurrency, -openings
// order=random, -resign movecount/score, -draw movenumber/movecount/score, -maxmoves, -tb,
// -sprt elo0/elo1/alpha/beta).

#include "commands.h"
#include "engine_args.h"
#include "series.h"

#include "book/polyglot.h"
#include "io/datadirs.h"
#include "play/openings.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>

namespace kibitz::cli {

namespace {

// --openings FILE [--openings-order sequential|random] or --book FILE.bin [--book-depth N]:
// the event's openings (a random order and a book's lines from the seed).
void readEventOpenings(Args& args, play::TournamentSettings& s, std::optional<long long> seedOption,
                       std::optional<UsageError>& usage)
{
    const auto openingsPath = args.option("--openings", usage);
    const auto openingsOrder = args.option("--openings-order", usage);
    const auto bookPath = args.option("--book", usage);
    const auto bookDepth = args.integer("--book-depth", 1, 100, usage);
    auto fail = [&](const std::string& message) {
        if (!usage) usage = UsageError{"tournament: " + message};
    };
    if (openingsPath && bookPath) fail("--openings and --book exclude each other");
    if (openingsOrder && *openingsOrder != "sequential" && *openingsOrder != "random")
        fail("--openings-order: '" + *openingsOrder + "' is not sequential or random");
    const bool random = bookPath || openingsOrder == std::optional<std::string>("random");
    // Shards must agree on the openings: a random choice needs the same seed on every one.
    if (random && s.shards > 1 && !seedOption)
        fail("--shard with random openings (--book, --openings-order random) needs --seed");
    const std::uint64_t seed =
        seedOption ? std::uint64_t(*seedOption)
                   : std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
    if (!usage && openingsPath) {
        std::string error;
        if (auto read = play::readOpenings(*openingsPath, error)) {
            s.openings = std::move(*read);
            if (openingsOrder == std::optional<std::string>("random")) {
                std::mt19937_64 rng(seed);
                std::shuffle(s.openings.begin(), s.openings.end(), rng);
            }
        } else {
            fail("--openings: " + error);
        }
    }
    if (!usage && bookPath) {
        auto book = book::PolyglotBook::open(*bookPath);
        if (!book) {
            fail("--book: " + book.error().toString());
            return;
        }
        // One opening per pair of games (each played with both colours).
        const int count = (s.rounds + 1) / 2;
        for (int i = 0; i < count; ++i)
            s.openings.push_back(
                play::bookOpening(*book, int(bookDepth.value_or(8)), seed + std::uint64_t(i)));
    }
}

// --adjudicate-tb, --resign-score/--resign-moves, --draw-score/--draw-moves/--draw-after,
// --max-moves, --hang-timeout.
void readAdjudication(Args& args, play::TournamentSettings& s, std::optional<UsageError>& usage)
{
    const auto tbText = args.option("--adjudicate-tb", usage);
    const auto resignScore = args.integer("--resign-score", 1, 100000, usage);
    const auto resignMoves = args.integer("--resign-moves", 1, 1000, usage);
    const auto drawScore = args.integer("--draw-score", 0, 100000, usage);
    const auto drawMoves = args.integer("--draw-moves", 1, 1000, usage);
    const auto drawAfter = args.integer("--draw-after", 0, 10000, usage);
    const auto maxMoves = args.integer("--max-moves", 1, 100000, usage);
    const auto hangSeconds = args.integer("--hang-timeout", 1, 100000, usage);
    auto fail = [&](const std::string& message) {
        if (!usage) usage = UsageError{"tournament: " + message};
    };
    if (resignScore.has_value() != resignMoves.has_value())
        fail("--resign-score and --resign-moves go together");
    if (drawScore.has_value() != drawMoves.has_value())
        fail("--draw-score and --draw-moves go together");
    play::Adjudication& a = s.adjudication;
    if (tbText) {
        if (*tbText == "bundled") {
            a.syzygyFolders = io::bundledSyzygyFolders();
        } else {
            for (const QString& dir :
                 QString::fromStdString(*tbText).split(QLatin1Char(':'), Qt::SkipEmptyParts))
                a.syzygyFolders.push_back(dir.toStdString());
        }
        if (a.syzygyFolders.empty())
            fail("--adjudicate-tb: no folder (give DIR[:DIR...] or 'bundled')");
    }
    a.resignScore = int(resignScore.value_or(0));
    a.resignMoves = int(resignMoves.value_or(0));
    a.drawScore = int(drawScore.value_or(0));
    a.drawMoves = int(drawMoves.value_or(0));
    a.drawAfter = int(drawAfter.value_or(0));
    a.maxMoves = int(maxMoves.value_or(0));
    if (hangSeconds) s.hangTimeoutMs = int(*hangSeconds * 1000);
}

// The event's settings from its options; a usage error names what does not read.
play::TournamentSettings tournamentSettings(Args& args, std::optional<UsageError>& usage)
{
    play::TournamentSettings s;
    const std::vector<std::string> engineTexts = args.options("--engine", usage);
    s.format = args.flag("--gauntlet") ? play::TournamentFormat::Gauntlet
                                       : play::TournamentFormat::RoundRobin;
    s.rounds = int(args.integer("--rounds", 1, 1000000, usage).value_or(2));
    const auto tcText = args.option("--tc", usage);
    s.concurrency = int(args.integer("--concurrency", 1, 256, usage).value_or(1));
    const auto seedOption = args.integer("--seed", 0, (1LL << 62), usage);
    s.sprt = sprtOption(args.option("--sprt", usage), usage, "tournament");
    const auto shardText = args.option("--shard", usage);
    auto fail = [&](const std::string& message) {
        if (!usage) usage = UsageError{"tournament: " + message};
    };
    if (engineTexts.size() < 2)
        fail("give two engines or more (--engine A --engine B ...), not "
             + std::to_string(engineTexts.size()));
    if (tcText) {
        if (const auto tc = play::TimeControl::parse(*tcText); !tc)
            fail("--tc: " + tc.error().toString());
        else
            s.tc = *tc;
    }
    if (s.sprt && engineTexts.size() != 2) fail("--sprt needs exactly two engines");
    if (const auto shard = shardOption(shardText, usage, "tournament")) {
        s.shard = shard->first;
        s.shards = shard->second;
    }
    readEventOpenings(args, s, seedOption, usage);
    readAdjudication(args, s, usage);
    if (!usage) s.engines = seriesEngines(engineTexts, usage, "tournament");
    return s;
}

// tournament merge STATE... -o OUT.pgn [--state FILE] [--json]: the shards' games as one
// event, printed as the event would have been.
int mergeCommand(Args& args, std::optional<UsageError>& usage)
{
    const auto out = args.option("-o", usage);
    const auto statePath = args.option("--state", usage);
    const bool json = args.flag("--json");
    const auto states = args.positionals(usage);
    if (!usage && states.empty())
        usage = UsageError{"tournament merge: give the shards' state files"};
    if (!usage && !out) usage = UsageError{"tournament merge: give the output file: -o OUT.pgn"};
    if (usage) return 2;
    QStringList paths;
    for (const std::string& s : states) paths << QString::fromStdString(s);
    play::Tournament event({}, QString::fromStdString(*out),
                           statePath ? QString::fromStdString(*statePath) : QString());
    if (auto error = event.merge(paths)) {
        std::fprintf(stderr, "kibitz-cli: tournament merge: %s\n", error->toStdString().c_str());
        return 1;
    }
    SeriesPrinter(event, SeriesStyle::Tournament, json).printResult(0);
    return 0;
}

} // namespace

int tournamentCommand(Args& args, std::optional<UsageError>& usage)
{
    ensureCoreApplication();
    if (args.takeLeading("merge")) return mergeCommand(args, usage);
    const play::TournamentSettings settings = tournamentSettings(args, usage);
    const auto out = args.option("-o", usage);
    const auto statePath = args.option("--state", usage);
    const bool resume = args.flag("--resume");
    const bool json = args.flag("--json");
    args.noPositionals("tournament", usage);
    if (!usage && !out) usage = UsageError{"tournament: give the output file: -o OUT.pgn"};
    if (usage) return 2;

    play::Tournament event(settings, QString::fromStdString(*out),
                           statePath ? QString::fromStdString(*statePath) : QString());
    if (!resume && QFileInfo::exists(event.statePath())) {
        std::fprintf(stderr,
                     "kibitz-cli: tournament: '%s' exists: give --resume to continue that event, "
                     "or remove it\n",
                     event.statePath().toStdString().c_str());
        return 2;
    }
    if (auto error = resume ? event.resume() : event.create()) {
        std::fprintf(stderr, "kibitz-cli: tournament: %s\n", error->toStdString().c_str());
        return resume ? 2 : 1;
    }
    const int resumedAfter = event.gamesDone();
    if (!json && resume)
        std::printf("Resuming: %d of %d games already played\n", resumedAfter,
                    int(event.schedule().size()));
    const SeriesPrinter printer(event, SeriesStyle::Tournament, json);
    const std::string failure = runSeries(event, printer);
    printer.printResult(resumedAfter);
    if (!failure.empty()) {
        std::fprintf(stderr, "kibitz-cli: tournament: %s\n", failure.c_str());
        return 1;
    }
    int abandoned = 0;
    for (const auto& g : event.schedule())
        abandoned += g.done && g.outcome.ending == chess::Ending::Abandoned;
    if (abandoned)
        std::fprintf(stderr, "kibitz-cli: tournament: %d game(s) lost by an engine failure\n",
                     abandoned);
    return 0;
}

} // namespace kibitz::cli
