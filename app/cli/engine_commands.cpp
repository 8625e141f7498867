// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli analyse: one position, one engine, the final lines.

#include "commands.h"
#include "engine_args.h"
#include "json.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/jobpool.h"
#include "engine/searchjobs.h"

#include <QCoreApplication>

#include <cstdio>
#include <map>

namespace kibitz::cli {

namespace {

// The PV in SAN; a move that is not legal where the engine put it is shown as sent, marked.
std::string sanLine(const chess::Position& start, const std::vector<std::string>& pv)
{
    std::size_t used = 0;
    std::string out = engine::pvToSan(start, pv, SIZE_MAX, &used);
    if (used < pv.size()) out += (out.empty() ? "" : " ") + pv[used] + "?";
    return out;
}

} // namespace

int analyseCommand(Args& args, std::optional<UsageError>& usage)
{
    ensureCoreApplication();
    const auto engineName = args.option("--engine", usage);
    const auto fen = args.option("--fen", usage);
    const auto variantName = args.option("--variant", usage);
    const engine::SearchLimits limits =
        searchLimitOptions(args, usage, "analyse", {.mate = true, .exactlyOne = false});
    const auto multipv = args.integer("--multipv", 1, 256, usage);
    QVariantMap given = engineSizeOptions(args, usage);
    const auto protocolName = args.option("--protocol", usage);
    const bool json = args.flag("--json");
    args.noPositionals("analyse", usage);
    if (!usage && !engineName) usage = UsageError{"analyse: --engine NAME is required"};
    const auto position = positionFromOptions(fen, variantName, usage, "analyse");
    auto entry = engineName ? engineOption(*engineName, usage, "analyse") : std::nullopt;
    if (!usage && protocolName) {
        const auto p = engine::protocolFromName(QString::fromStdString(*protocolName));
        if (!p)
            usage = UsageError{"analyse: --protocol: '" + *protocolName
                               + "' is not uci, xboard or auto"};
        else
            entry->protocol = *p;
    }
    if (usage) return 2;
    const chess::Position pos = *position;

    // One position is a run of one job.
    const std::vector<chess::Position> positions{pos};
    std::vector<engine::PositionResult> results(1);
    engine::LaunchSettings settings;
    settings.variant = pos.variant();
    settings.chess960 = pos.isChess960();
    settings.options = given;
    if (multipv) settings.options.insert(QStringLiteral("MultiPV"), QString::number(*multipv));
    engine::JobPool pool(*entry, settings,
                         engine::PositionSearch::factory(positions, limits, results));
    QObject::connect(&pool, &engine::JobPool::finished, &QCoreApplication::quit);
    pool.start(1);
    QCoreApplication::exec();
    const engine::PositionResult& r = results.front();
    if (!pool.error().isEmpty() || !r.done || !r.failure.isEmpty()) {
        std::fprintf(stderr, "kibitz-cli: analyse: %s\n",
                     (pool.error().isEmpty() ? r.failure : pool.error()).toStdString().c_str());
        return 1;
    }
    const std::string title = pool.engineName().toStdString();
    const std::map<int, engine::Info>& lines = r.lines;
    const std::string &best = r.bestMove, &ponder = r.ponder;

    const bool white = pos.sideToMove() == chess::Color::White;
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("engine", title)
            .field("fen", chess::toFen(pos))
            .field("bestmove", best)
            .field("ponder", ponder);
        w.key("lines").beginArray();
        for (const auto& [k, i] : lines) {
            w.beginObject().field("multipv", k).field("depth", i.depth.value_or(0));
            const auto& s = *i.score;
            w.field(s.kind == engine::Score::Kind::Mate ? "mate" : "cp", s.value);
            w.field("nodes", static_cast<std::uint64_t>(i.nodes.value_or(0)));
            w.key("pv").beginArray();
            for (const auto& m : i.pv) w.value(m);
            w.endArray().field("san", sanLine(pos, i.pv)).endObject();
        }
        w.endArray().endObject().print();
        return 0;
    }
    std::printf("%s, %s\n", title.c_str(), chess::toFen(pos).c_str());
    for (const auto& [k, i] : lines) {
        const std::string score = engine::formatScore(engine::whitePov(*i.score, pos.sideToMove()));
        std::printf("%2d. depth %2d  %-7s  %s\n", k, i.depth.value_or(0), score.c_str(),
                    sanLine(pos, i.pv).c_str());
    }
    std::printf("bestmove %s%s%s (scores from White's side%s)\n", best.c_str(),
                ponder.empty() ? "" : " ponder ", ponder.c_str(), white ? "" : "; Black to move");
    return 0;
}

} // namespace kibitz::cli
