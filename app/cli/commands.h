// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "args.h"

#include "chess/position.h"

#include "engine/catalogue.h"

#include <QString>
#include <QVariantMap>

#include <cstdint>
#include <string>

namespace kibitz::cli {

// Each command returns the process exit status: 0 success, 1 the input has errors,
// 2 usage error (printed by main from the UsageError).
using Command = int (*)(Args& args, std::optional<UsageError>& usage);

// The position of a --fen value: the start position when absent or 'startpos', else the FEN
// validated strictly. A bad FEN becomes the usage error "WHO: --fen: field N (...), column C:
// ..."; nothing happens when a usage error is already pending.
std::optional<chess::Position> positionFromFenOption(const std::optional<std::string>& fen,
                                                     std::optional<UsageError>& usage,
                                                     const std::string& who);
// --fen FEN or --moves "e4 c5 Nf3" (any notation, from the start position; move numbers
// allowed), not both; neither is the start position.
std::optional<chess::Position> readTarget(Args& args, std::optional<UsageError>& usage,
                                          const std::string& who);
// The same with --variant NAME (chess/variant.h's names, any case): the variant's start
// position when --fen is absent or 'startpos', else the FEN read by the variant's rules
// (pockets, check counters). An unknown name is a usage error listing the variants.
std::optional<chess::Position> positionFromOptions(const std::optional<std::string>& fen,
                                                   const std::optional<std::string>& variant,
                                                   std::optional<UsageError>& usage,
                                                   const std::string& who);
// The workbench's engine catalogue (its engines.json, the built-in engine beside kibitz-cli,
// Debian's engines), read. Names the running QCoreApplication as the workbench, so that its
// engine list is the one found.
engine::EngineCatalogue loadEngineCatalogue();
// An Elo difference as match and tournament print it: "+12.3", "-inf".
std::string eloText(double v);
// A Polyglot key as 16 hex digits.
std::string hexKey(std::uint64_t key);

int perftCommand(Args& args, std::optional<UsageError>& usage);
int showCommand(Args& args, std::optional<UsageError>& usage);
int sanCommand(Args& args, std::optional<UsageError>& usage);
int pgnCommand(Args& args, std::optional<UsageError>& usage);
int ecoCommand(Args& args, std::optional<UsageError>& usage);
int bookCommand(Args& args, std::optional<UsageError>& usage);
int tbCommand(Args& args, std::optional<UsageError>& usage);
int analyseCommand(Args& args, std::optional<UsageError>& usage);
int matchCommand(Args& args, std::optional<UsageError>& usage);
int tournamentCommand(Args& args, std::optional<UsageError>& usage);
int annotateCommand(Args& args, std::optional<UsageError>& usage);
int epdCommand(Args& args, std::optional<UsageError>& usage);
int dbCommand(Args& args, std::optional<UsageError>& usage);
int renderCommand(Args& args, std::optional<UsageError>& usage);
int exportCommand(Args& args, std::optional<UsageError>& usage);
int trainCommand(Args& args, std::optional<UsageError>& usage);
int onlineCommand(Args& args, std::optional<UsageError>& usage);
// A QGuiApplication on the offscreen platform unless one exists (render and export draw).
void ensureGuiApplication();

} // namespace kibitz::cli
