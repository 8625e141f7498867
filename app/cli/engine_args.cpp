// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine_args.h"

#include "commands.h"

#include "engine/variants.h"

#include <QCoreApplication>

namespace kibitz::cli {

void ensureCoreApplication()
{
    if (QCoreApplication::instance()) return;
    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    static auto* app = new QCoreApplication(argc, argv);
    (void)app;
}

std::optional<engine::EngineEntry>
engineOption(const std::string& text, std::optional<UsageError>& usage, const std::string& who)
{
    if (usage) return std::nullopt;
    const engine::EngineCatalogue catalogue = loadEngineCatalogue();
    auto entry = catalogue.resolve(QString::fromStdString(text));
    if (!entry)
        usage = UsageError{who + ": --engine: no engine '" + text
                           + "' in the engine list, on PATH or in /usr/games"};
    return entry;
}

engine::SearchLimits searchLimitOptions(Args& args, std::optional<UsageError>& usage,
                                        const std::string& who, LimitOptions what)
{
    engine::SearchLimits limits;
    const auto movetime = args.integer("--movetime", 1, 86400000, usage);
    const auto depth = args.integer("--depth", 1, 200, usage);
    const auto nodes = args.integer("--nodes", 1, 1000000000000LL, usage);
    const auto mate = what.mate ? args.integer("--mate", 1, 100, usage) : std::nullopt;
    if (movetime) limits.movetimeMs = int(*movetime);
    if (depth) limits.depth = int(*depth);
    if (nodes) limits.nodes = std::uint64_t(*nodes);
    if (mate) limits.mate = int(*mate);
    const int given = int(bool(movetime)) + int(bool(depth)) + int(bool(nodes)) + int(bool(mate));
    const std::string choices = what.mate ? "--movetime MS, --depth N, --nodes N or --mate N"
                                          : "--movetime MS, --depth N or --nodes N";
    if (!usage && what.exactlyOne && given != 1)
        usage = UsageError{who + ": give one of " + choices};
    if (!usage && given == 0) usage = UsageError{who + ": give " + choices};
    return limits;
}

std::string limitText(const engine::SearchLimits& limits)
{
    if (limits.movetimeMs) return "movetime=" + std::to_string(*limits.movetimeMs);
    if (limits.depth) return "depth=" + std::to_string(*limits.depth);
    if (limits.mate) return "mate=" + std::to_string(*limits.mate);
    return "nodes=" + std::to_string(limits.nodes.value_or(0));
}

QVariantMap engineSizeOptions(Args& args, std::optional<UsageError>& usage)
{
    QVariantMap options;
    if (const auto threads = args.integer("--threads", 1, 1024, usage))
        options.insert(QStringLiteral("Threads"), QString::number(*threads));
    if (const auto hash = args.integer("--hash", 1, 1 << 20, usage))
        options.insert(QStringLiteral("Hash"), QString::number(*hash));
    return options;
}

std::optional<std::pair<int, int>> shardOption(const std::optional<std::string>& text,
                                               std::optional<UsageError>& usage,
                                               const std::string& who)
{
    if (!text || usage) return std::pair{1, 1};
    int shard = 0, shards = 0;
    const auto slash = text->find('/');
    try {
        shard = std::stoi(text->substr(0, slash));
        shards = slash == std::string::npos ? 0 : std::stoi(text->substr(slash + 1));
    } catch (...) {
        shards = 0;
    }
    if (shards < 1 || shard < 1 || shard > shards) {
        usage = UsageError{who + ": --shard: '" + *text + "' is not K/N with 1 <= K <= N"};
        return std::nullopt;
    }
    return std::pair{shard, shards};
}

std::string refusalText(const std::vector<engine::LaunchError>& problems)
{
    const auto* r = engine::findProblem(problems, engine::LaunchError::Kind::VariantNotPlayed);
    if (!r) return {};
    return r->engine.toStdString() + " does not play "
           + engine::variantKey(r->variant, r->chess960);
}

} // namespace kibitz::cli
