// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every engine command (analyse, annotate, epd run, match, tournament) reads the same
// way: --engine through the engine catalogue, the search limit and the engine's size, with one
// range per option.

#include "args.h"

#include "engine/launcher.h"
#include "engine/registry.h"
#include "engine/types.h"

#include <QVariantMap>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kibitz::cli {

// A QCoreApplication for the engine commands unless one exists (kept to the end of the run).
void ensureCoreApplication();

// The engine an --engine value names (engine::EngineCatalogue::resolve: an engine of the
// workbench's list by name or program, else a path or a program on PATH or in /usr/games),
// with its saved options; a usage error "WHO: --engine: no engine ..." when there is none.
// Needs the application (ensureCoreApplication); nothing happens when a usage error is
// already pending.
std::optional<engine::EngineEntry>
engineOption(const std::string& text, std::optional<UsageError>& usage, const std::string& who);

// The per-search limit: --movetime MS (1 to 86,400,000), --depth N (1 to 200), --nodes N (1 to
// 10^12) and, where a command takes it, --mate N (1 to 100). exactlyOne: one of them must be
// given (annotate, epd run), else at least one (analyse).
struct LimitOptions {
    bool mate = false;
    bool exactlyOne = true;
};
engine::SearchLimits searchLimitOptions(Args& args, std::optional<UsageError>& usage,
                                        const std::string& who, LimitOptions what);
// The limit as a tag and a report say it: "movetime=1000", "depth=12", "nodes=100000".
std::string limitText(const engine::SearchLimits& limits);

// --threads T (1 to 1024) and --hash MB (1 to 2^20): options for this use, sent as given.
QVariantMap engineSizeOptions(Args& args, std::optional<UsageError>& usage);

// --shard K/N (1 <= K <= N): every N-th game, the K-th of each N (annotate, tournament);
// {1, 1} when absent, nothing (and a usage error) when it does not read.
std::optional<std::pair<int, int>> shardOption(const std::optional<std::string>& text,
                                               std::optional<UsageError>& usage,
                                               const std::string& who);

// The launcher's refusal in words ("NAME does not play VARIANT"), or empty.
std::string refusalText(const std::vector<engine::LaunchError>& problems);

} // namespace kibitz::cli
