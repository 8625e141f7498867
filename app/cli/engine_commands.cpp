// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli analyse: one position, one engine, the final lines.

#include "commands.h"
#include "json.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "engine/catalogue.h"
#include "engine/engineprocess.h"
#include "engine/launcher.h"
#include "engine/variants.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>
#include <map>

namespace kibitz::cli {

QString engineProgramOption(const std::string& name, std::optional<UsageError>& usage,
                            const std::string& who)
{
    if (usage) return {};
    QString program = engine::findEngineProgram(QString::fromStdString(name));
    if (program.isEmpty())
        usage =
            UsageError{who + ": --engine: no executable '" + name + "' on PATH or in /usr/games"};
    return program;
}

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
    const auto engineName = args.option("--engine", usage);
    const auto fen = args.option("--fen", usage);
    const auto variantName = args.option("--variant", usage);
    const auto movetime = args.integer("--movetime", 1, 86400000, usage);
    const auto depth = args.integer("--depth", 1, 200, usage);
    const auto mate = args.integer("--mate", 1, 100, usage);
    const auto multipv = args.integer("--multipv", 1, 256, usage);
    const auto protocolName = args.option("--protocol", usage);
    const bool json = args.flag("--json");
    const auto rest = args.positionals(usage);
    if (!usage && !rest.empty())
        usage = UsageError{"analyse: unexpected argument '" + rest[0] + "'"};
    if (!usage && !engineName) usage = UsageError{"analyse: --engine NAME is required"};
    if (!usage && !movetime && !depth && !mate)
        usage = UsageError{"analyse: give --movetime MS, --depth N or --mate N"};
    const auto position = positionFromOptions(fen, variantName, usage, "analyse");
    const QString program =
        engineName ? engineProgramOption(*engineName, usage, "analyse") : QString();
    engine::Protocol protocol = engine::Protocol::Auto;
    if (!usage && protocolName) {
        const auto p = engine::protocolFromName(QString::fromStdString(*protocolName));
        if (!p)
            usage = UsageError{"analyse: --protocol: '" + *protocolName
                               + "' is not uci, xboard or auto"};
        else
            protocol = *p;
    }
    if (usage) return 2;
    const chess::Position pos = *position;

    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);

    engine::EngineProcess e;
    engine::SearchLimits limits;
    if (movetime) limits.movetimeMs = int(*movetime);
    if (depth) limits.depth = int(*depth);
    if (mate) limits.mate = int(*mate);
    // The latest line per multipv with an exact score: a fail-high or fail-low bound says only
    // that the search was still looking, so it is not what the analysis found. A bound is
    // kept only as long as no exact score has come.
    std::map<int, engine::Info> lines;
    std::string best, ponder, failure;
    // XBoard engines analyse for a given time in analyze mode, stopped here when the time is
    // up: in "go" mode they would answer from their opening book without a line, and "st"
    // takes whole seconds. A depth is searched with "sd" (analyze mode has no depth limit,
    // and an engine in its book never reaches one).
    QObject::connect(&e, &engine::EngineProcess::started, &app, [&] {
        if (!pos.isStandard()
            && !engine::playsVariant(e.variants(), pos.variant(), pos.isChess960())) {
            failure = e.name().toStdString() + " does not play "
                      + engine::variantKey(pos.variant(), pos.isChess960());
            e.quit();
            QCoreApplication::exit(1);
            return;
        }
        if (multipv) e.setOption(QStringLiteral("MultiPV"), QString::number(*multipv));
        if (e.protocol() == engine::Protocol::XBoard && movetime && !mate) {
            engine::SearchLimits infinite;
            infinite.infinite = true;
            e.go(pos, {}, infinite);
            QTimer::singleShot(int(*movetime), &e, &engine::EngineProcess::stop);
            return;
        }
        e.go(pos, {}, limits);
    });
    QObject::connect(&e, &engine::EngineProcess::info, &app, [&](const engine::Info& i) {
        if (i.pv.empty() || !i.score) return; // currmove and string lines
        const bool bound = i.score->lowerbound || i.score->upperbound;
        const auto it = lines.find(i.multipv.value_or(1));
        if (bound && it != lines.end() && !it->second.score->lowerbound
            && !it->second.score->upperbound)
            return;
        lines[i.multipv.value_or(1)] = i;
    });
    QObject::connect(&e, &engine::EngineProcess::bestMove, &app,
                     [&](const QString& m, const QString& p) {
                         best = m.toStdString();
                         ponder = p.toStdString();
                         e.quit();
                         QTimer::singleShot(0, &app, &QCoreApplication::quit);
                     });
    QObject::connect(&e, &engine::EngineProcess::failed, &app, [&](const QString& why) {
        failure = why.toStdString();
        QCoreApplication::exit(1);
    });
    engine::EngineCommand command = engine::commandOf(engine::entryForProgram(program));
    if (protocolName) command.protocol = protocol;
    e.start(command);
    QCoreApplication::exec();
    if (!failure.empty()) {
        std::fprintf(stderr, "kibitz-cli: analyse: %s\n", failure.c_str());
        return 1;
    }

    const bool white = pos.sideToMove() == chess::Color::White;
    if (json) {
        JsonWriter w;
        w.beginObject()
            .field("engine", e.name().toStdString())
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
        w.endArray().endObject();
        std::printf("%s\n", w.str().c_str());
        return 0;
    }
    std::printf("%s, %s\n", e.name().toStdString().c_str(), chess::toFen(pos).c_str());
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
