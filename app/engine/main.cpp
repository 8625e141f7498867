// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-engine: the built-in engine. Reads protocol lines from stdin and writes answers to
// stdout; the protocol (UCI or XBoard, chosen by the GUI's first command) and the search
// thread live in core/search. This file is only the I/O.
//
//   kibitz-engine              speak UCI or XBoard on stdin/stdout
//   kibitz-engine bench [D]    node-count signature at depth D (default 13) and speed
#include "search/bench.h"
#include "search/frontend.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

int bench(int argc, char** argv)
{
    int depth = kibitz::search::DefaultBenchDepth;
    if (argc > 2) depth = std::max(1, std::atoi(argv[2]));
    const auto result = kibitz::search::runBench(
        depth, [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); });
    std::printf("depth %d\nnodes %llu\ntime %lld ms\nnps %llu\n", depth,
                static_cast<unsigned long long>(result.nodes),
                static_cast<long long>(result.timeMs),
                static_cast<unsigned long long>(result.nps()));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && std::string(argv[1]) == "bench") return bench(argc, argv);
    if (argc > 1 && (std::string(argv[1]) == "--version" || std::string(argv[1]) == "--help")) {
        std::printf("kibitz-engine %s\n", KIBITZ_VERSION);
        if (std::string(argv[1]) == "--help")
            std::printf("usage: kibitz-engine [bench [DEPTH]]\n"
                        "Speaks UCI or XBoard (CECP v2) on standard input and output.\n");
        return 0;
    }

    // Unbuffered by line: each answer must reach the GUI at once through the pipe.
    std::ios::sync_with_stdio(false);
    kibitz::search::ProtocolSwitch engine([](const std::string& line) {
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    });
    std::string line;
    bool running = true;
    while (running && std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        running = engine.handleLine(line);
    }
    if (running) engine.finish(); // end of input: report what is being searched
    return 0;
}
