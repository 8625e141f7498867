// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every `kibitz-cli online` command shares (online_commands.cpp): the common options, the
// Qt event loop the requests run in, and how a failed request is reported.

#include "args.h"

#include "online/client.h"

#include <functional>
#include <optional>
#include <string>

namespace kibitz::cli {

// The options every online command takes: --server URL, --token T (else
// KIBITZ_LICHESS_TOKEN), --json.
struct Common {
    online::ClientSettings settings;
    bool json = false;
};

std::optional<Common> readCommon(Args& args, std::optional<UsageError>& usage,
                                 const std::string& who);

// Runs fn in a Qt event loop until it calls the quit callback with the exit status.
int runLoop(const std::function<void(online::Client&, const std::function<void(int)>&)>& fn,
            const online::ClientSettings& settings);

// Prints the error (and, with json, an object naming it) and returns the exit status, 1.
int reportError(const online::ServiceError& error, bool json);

// kibitz-cli online broadcast list|follow (broadcast_command.cpp).
int broadcastCommand(Args& args, std::optional<UsageError>& usage);

} // namespace kibitz::cli
