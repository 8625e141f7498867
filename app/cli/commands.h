// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "args.h"

namespace kibitz::cli {

// Each command returns the process exit status: 0 success, 1 the input has errors,
// 2 usage error (printed by main from the UsageError).
using Command = int (*)(Args& args, std::optional<UsageError>& usage);

int perftCommand(Args& args, std::optional<UsageError>& usage);
int showCommand(Args& args, std::optional<UsageError>& usage);
int sanCommand(Args& args, std::optional<UsageError>& usage);
int pgnCommand(Args& args, std::optional<UsageError>& usage);
int bookCommand(Args& args, std::optional<UsageError>& usage);
int tbCommand(Args& args, std::optional<UsageError>& usage);
int analyseCommand(Args& args, std::optional<UsageError>& usage);

} // namespace kibitz::cli
