// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli match: two engines play a series of games, colours alternating, each opening
// played once with each colour: a two-engine play::Tournament (series.h), the referee the
// workbench uses. Prints a running score and the final +W =D -L with the Elo difference.

#include "commands.h"
#include "engine_args.h"
#include "series.h"

#include "engine/catalogue.h"
#include "play/openings.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>

namespace kibitz::cli {

std::string eloText(double v)
{
    if (std::isinf(v)) return v > 0 ? "+inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", v);
    return buf;
}

engine::EngineCatalogue loadEngineCatalogue()
{
    // The workbench's names, so that its engine list is found.
    QCoreApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QCoreApplication::setApplicationName(QStringLiteral("Kibitz"));
    engine::EngineCatalogue catalogue;
    catalogue.load(); // a broken list leaves the discovered engines
    return catalogue;
}

namespace {

// The match's settings from its options; a usage error names what does not read.
play::TournamentSettings matchSettings(Args& args, std::optional<UsageError>& usage)
{
    play::TournamentSettings s;
    s.event = QStringLiteral("Kibitz match");
    s.keepState = false;
    const std::vector<std::string> engineNames = args.options("--engine", usage);
    const auto gameCount = args.integer("--games", 1, 100000, usage);
    const auto tcText = args.option("--tc", usage);
    const auto fen = args.option("--fen", usage);
    const auto variantName = args.option("--variant", usage);
    const auto openingsPath = args.option("--openings", usage);
    s.sprt = sprtOption(args.option("--sprt", usage), usage, "match");
    auto fail = [&](const std::string& message) {
        if (!usage) usage = UsageError{"match: " + message};
    };
    if (engineNames.size() != 2)
        fail("give two engines (--engine A --engine B), not " + std::to_string(engineNames.size()));
    if (fen && openingsPath) fail("--fen and --openings exclude each other");
    const auto tc = play::TimeControl::parse(tcText.value_or("10+0.1"));
    if (!tc)
        fail("--tc: " + tc.error().toString());
    else
        s.tc = *tc;
    if (!usage && openingsPath) {
        std::string error;
        if (auto read = play::readOpenings(*openingsPath, error))
            s.openings = std::move(*read);
        else
            fail("--openings: " + error);
    }
    const auto position = positionFromOptions(fen, variantName, usage, "match");
    if (openingsPath && variantName) fail("--openings are standard chess; --variant takes --fen");
    if (!usage && s.openings.empty()) s.openings.push_back(play::Opening{*position, {}});
    // With --sprt, --games is the most that may be played (default 10000).
    s.rounds = int(gameCount.value_or(s.sprt ? 10000 : 2));
    s.engines = seriesEngines(engineNames, usage, "match");
    return s;
}

} // namespace

int matchCommand(Args& args, std::optional<UsageError>& usage)
{
    ensureCoreApplication();
    play::TournamentSettings settings = matchSettings(args, usage);
    const auto pgnPath = args.option("--pgn", usage);
    const bool json = args.flag("--json");
    args.noPositionals("match", usage);
    if (usage) return 2;

    // The PGN file after every game, so that an interrupted match keeps what was played.
    play::Tournament match(settings, pgnPath ? QString::fromStdString(*pgnPath) : QString());
    if (auto error = match.create()) {
        std::fprintf(stderr, "kibitz-cli: match: --pgn: %s\n", error->toStdString().c_str());
        return 1;
    }
    const SeriesPrinter printer(match, SeriesStyle::Match, json);
    const std::string failure = runSeries(match, printer);
    printer.printResult(0);
    if (!failure.empty()) {
        std::fprintf(stderr, "kibitz-cli: match: %s\n", failure.c_str());
        return 1;
    }
    // An engine that could not be started, crashed or hung: the games are scored (as
    // forfeits) but the run is not clean.
    for (const play::ScheduledGame& g : match.schedule())
        if (g.done && g.outcome.ending == chess::Ending::Abandoned) {
            std::fprintf(stderr, "kibitz-cli: match: an engine failed: %s\n",
                         g.outcome.text.c_str());
            return 1;
        }
    return 0;
}

} // namespace kibitz::cli
