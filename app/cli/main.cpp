// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-cli: everything Kibitz does, in batch and scriptable form.

#include "commands.h"
#include "help.h"

#include <cstdio>
#include <cstring>
#include <string_view>

namespace {

struct Entry {
    const char* name;
    kibitz::cli::Command run;
};

// The commands; what each takes is in help.txt.
constexpr Entry Commands[] = {
    {"perft", kibitz::cli::perftCommand},
    {"show", kibitz::cli::showCommand},
    {"san", kibitz::cli::sanCommand},
    {"pgn", kibitz::cli::pgnCommand},
    {"eco", kibitz::cli::ecoCommand},
    {"book", kibitz::cli::bookCommand},
    {"tb", kibitz::cli::tbCommand},
    {"analyse", kibitz::cli::analyseCommand},
    {"match", kibitz::cli::matchCommand},
    {"tournament", kibitz::cli::tournamentCommand},
    {"annotate", kibitz::cli::annotateCommand},
    {"epd", kibitz::cli::epdCommand},
    {"db", kibitz::cli::dbCommand},
    {"render", kibitz::cli::renderCommand},
    {"export", kibitz::cli::exportCommand},
    {"train", kibitz::cli::trainCommand},
    {"online", kibitz::cli::onlineCommand},
};

void printHelp(std::FILE* out)
{
    std::fputs(kibitz::cli::HelpText, out);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        printHelp(stderr);
        return 2;
    }
    const std::string_view name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        printHelp(stdout);
        return 0;
    }
    if (name == "--version") {
        std::printf("kibitz-cli %s\n", KIBITZ_VERSION);
        return 0;
    }
    for (const Entry& e : Commands) {
        if (name != e.name) continue;
        kibitz::cli::Args args(e.name, std::vector<std::string>(argv + 2, argv + argc));
        std::optional<kibitz::cli::UsageError> usage;
        const int status = e.run(args, usage);
        if (usage) {
            std::fprintf(stderr, "kibitz-cli: %s\n", usage->message.c_str());
            return 2;
        }
        return status;
    }
    std::fprintf(stderr, "kibitz-cli: unknown command '%s' (try kibitz-cli --help)\n", argv[1]);
    return 2;
}
