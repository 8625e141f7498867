// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Command-line arguments of one kibitz-cli command: options are declared by the command
// as it reads them, and whatever is left over afterwards is a usage error naming it.

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::cli {

// A usage error: printed as one line on stderr, exit status 2.
struct UsageError {
    std::string message;
};

class Args {
public:
    Args(std::string command, std::vector<std::string> args)
        : m_command(std::move(command))
        , m_args(std::move(args))
        , m_used(m_args.size(), false)
    {}

    const std::string& command() const { return m_command; }

    // "--name" present?
    bool flag(std::string_view name);
    // "--name VALUE" or "--name=VALUE"; a missing value is a usage error.
    std::optional<std::string> option(std::string_view name, std::optional<UsageError>& error);
    // Every value of a repeatable "--name VALUE" option, in order.
    std::vector<std::string> options(std::string_view name, std::optional<UsageError>& error);
    // Integer option within [min, max].
    std::optional<long long> integer(std::string_view name, long long min, long long max,
                                     std::optional<UsageError>& error);
    // The first unconsumed argument that is not an option ("pgn stats FILE": "stats"),
    // consumed; empty when there is none.
    std::string takeSubcommand();
    // Whether the first argument is word (a subcommand before any option: "tournament merge
    // ..."), consumed if so.
    bool takeLeading(std::string_view word);
    // Everything not consumed yet; entries starting with "--" are reported as unknown.
    std::vector<std::string> positionals(std::optional<UsageError>& error);
    // For a command that takes no positional argument: positionals(), and the first of them,
    // if any, a usage error "who: unexpected argument 'X'".
    void noPositionals(std::string_view who, std::optional<UsageError>& error);
    // For a command that takes one positional argument (its input file, say): positionals(),
    // and unless there is exactly one, the usage error "who: expected" ("export: expected one
    // PGN file"). The argument; empty on an error.
    std::string onePositional(std::string_view who, std::string_view expected,
                              std::optional<UsageError>& error);

private:
    // The values of "--name", marking them used; missingValue when it ends the arguments.
    std::vector<std::string> collect(std::string_view name, std::optional<UsageError>& error,
                                     bool& missingValue);

    std::string m_command;
    std::vector<std::string> m_args;
    std::vector<bool> m_used;
};

// One subcommand of a command ("db index"): its name and what runs it.
struct Subcommand {
    std::string_view name;
    int (*run)(Args& args, std::optional<UsageError>& usage);
};

// Takes the subcommand from args and runs the one of that name. None, or one not listed, is a
// usage error naming the command (`who`, "db", "online broadcast") and what it expects
// (`expected`: the subcommands, with their arguments where that helps).
int runSubcommand(Args& args, std::optional<UsageError>& usage, std::string_view who,
                  std::initializer_list<Subcommand> subcommands, std::string_view expected);

} // namespace kibitz::cli
