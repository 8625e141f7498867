// SPDX-License-Identifier: GPL-3.0-or-later
// A scripted UCI engine that misbehaves on purpose, for the engine fault tests.
//   fake_engine MODE   with MODE one of:
//     good       plays legally enough for the tests: answers uci/isready, "bestmove e2e4"
//     silent     never answers anything
//     crash      crashes (abort) on "go"
//     hang       searches forever and ignores "stop"
//     flood      on "go" prints 10,000 info lines as fast as it can, then a bestmove
//     longline   on "go" prints one 1 MB line, then a bestmove
//     noquit     ignores "quit"
//     options    declares an option of every type (and options Kibitz manages itself); on
//                "go" sends two MultiPV lines with every info field, then waits for "stop"
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "good";
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (mode == "silent") continue;
        if (line == "uci") {
            std::cout << "id name Fake " << mode << "\nid author Kibitz tests\n"
                      << "option name Hash type spin default 16 min 1 max 1024\n";
            if (mode == "options")
                std::cout << "option name MultiPV type spin default 1 min 1 max 500\n"
                             "option name Ponder type check default false\n"
                             "option name UCI_AnalyseMode type check default false\n"
                             "option name UCI_ShowWDL type check default false\n"
                             "option name Nullmove type check default true\n"
                             "option name Style type combo default Normal var Solid var Normal var Risky\n"
                             "option name Clear Hash type button\n"
                             "option name Book File type string default book.bin\n"
                             "option name SyzygyPath type string default <empty>\n"
                             "option name Greeting type string default hello world\n";
            std::cout << "uciok" << std::endl;
        }
        else if (line == "isready") std::cout << "readyok" << std::endl;
        else if (line.rfind("go", 0) == 0) {
            if (mode == "crash") std::abort();
            if (mode == "hang") continue;
            if (mode == "flood")
                for (int i = 0; i < 10000; ++i)
                    std::cout << "info depth " << (i % 60 + 1) << " score cp " << i % 100 << " nodes " << i
                              << " pv e2e4 e7e5\n";
            if (mode == "options") {
                std::cout << "info depth 5 seldepth 9 multipv 1 score cp 31 wdl 400 500 100 nodes 1000 "
                             "nps 50000 hashfull 12 tbhits 3 time 20 pv e2e4 e7e5 g1f3\n"
                             "info depth 5 seldepth 8 multipv 2 score cp 12 wdl 300 550 150 nodes 1000 "
                             "nps 50000 pv d2d4 d7d5"
                          << std::endl;
                continue; // until "stop"
            }
            if (mode == "longline") std::cout << "info string " << std::string(1 << 20, 'x') << '\n';
            std::cout << "info depth 1 score cp 20 pv e2e4\nbestmove e2e4 ponder e7e5" << std::endl;
        } else if (line == "stop") {
            if (mode == "hang") continue;
            if (mode == "options") std::cout << "bestmove e2e4 ponder e7e5" << std::endl;
        } else if (line == "quit") {
            if (mode == "noquit") continue;
            return 0;
        }
    }
    if (mode == "noquit" || mode == "hang")
        for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
    return 0;
}
