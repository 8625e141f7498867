// SPDX-License-Identifier: GPL-3.0-or-later
// A scripted engine that misbehaves on purpose, for the engine fault tests. It speaks UCI, or
// XBoard when MODE starts with 'x'.
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
//     oldstyle   writes moves in upper case ("bestmove D2D4 ponder NULL", "pv D2D4 D7D5"), as
//                some old engines do
//     stopshort  on "go" sends two lines and a fail-high bound with its first move only, waits
//                for "stop" and answers it with a short bound and a new second line
//     bounds     on "go" sends an exact score, then a deeper fail-low bound, then its bestmove
//   (the mode may also come from the environment, KIBITZ_FAKE_MODE, for programs that start
//   an engine without arguments), and the same with an x in front (xgood, xcrash, ...) over XBoard,
//   where "hang" also ignores
//   "?", "exit" and "ping", plus
//     xdone0     says "feature done=0" and then nothing
//     xsan       asks for SAN moves (san=1) and answers in SAN
//     xresign    offers a draw, then resigns instead of moving
//     xoffer     offers a draw with each move (and, as every x mode, accepts one offered)
//     xclaim     moves, then claims a draw by repetition
//     xnoping    declares no ping and no setboard (edit mode set-up)
//     xquiet     says nothing to "uci" (like gnuchess -x), so detection must time out
//     xquit      quits on "uci" with an error (like HoiChess)
//     xslow      thinks until told: moves on "?", or on "resume" after a "pause" (pause=1)
//     xgnu       like GNU Chess started plain: a console prompt without a newline ahead of its
//                answers ("White (1) : Invalid move: uci"), and the first "protover 2" lost
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

namespace {

void xboard(const std::string& mode)
{
    std::string line;
    const bool san = mode == "xsan";
    bool analyzing = false, searching = false;
    // The fake knows no chess: its king's knight goes out and back, which is legal whenever the
    // tests give it White to move with that knight at home, then out.
    bool knightOut = false;
    bool prompting = mode == "xgnu", protoverLost = false;
    auto prompt = [&] {
        if (prompting) std::cout << "White (1) : " << std::flush;
    };
    if (prompting) std::cout << "A console chess program\n";
    prompt();
    auto move = [&] {
        std::cout << "move " << (knightOut ? (san ? "Ng1" : "f3g1") : (san ? "Nf3" : "g1f3"))
                  << std::endl;
        knightOut = !knightOut;
        searching = false;
    };
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (mode == "xsilent") continue;
        if (line == "uci") {
            if (mode == "xquiet") continue;
            if (mode == "xgnu") {
                std::cout << "Invalid move: uci" << std::endl;
                prompt();
                continue;
            }
            std::cout << "Error (unknown command): uci" << std::endl;
            if (mode == "xquit") std::exit(1);
        } else if (line == "xboard") {
            prompting = false;
        } else if (line == "protover 2") {
            if (mode == "xgnu" && !protoverLost) {
                protoverLost = true;
                continue;
            }
            if (mode == "xdone0") {
                std::cout << "feature done=0" << std::endl;
                continue;
            }
            std::cout
                << "feature myname=\"Fake " << mode << "\" ping=" << (mode == "xnoping" ? 0 : 1)
                << " setboard=" << (mode == "xnoping" ? 0 : 1)
                << " usermove=1 san=" << (san ? 1 : 0)
                << " analyze=1 memory=1 smp=1 name=1 pause=1 nps=1 egt=\"syzygy\""
                << " variants=\"normal,fischerandom\"\n"
                << "feature option=\"Level -spin 5 1 10\" option=\"Style -combo Solid /// *Normal "
                   "/// Risky\""
                << " option=\"Book -file book.bin\" option=\"Clear Hash -button\" frobnicate=1\n"
                << "feature done=1" << std::endl;
        } else if (line == "new" || line.rfind("setboard", 0) == 0) {
            knightOut = false;
        } else if (line.rfind("ping ", 0) == 0) {
            if (mode == "xhang" && (analyzing || searching)) continue;
            std::cout << "pong " << line.substr(5) << std::endl;
        } else if (line == "go" || line == "analyze") {
            if (mode == "xcrash") std::abort();
            analyzing = line == "analyze";
            searching = !analyzing;
            if (mode == "xhang") continue;
            if (mode == "xslow" && !analyzing) continue;
            if (mode == "xflood")
                for (int i = 0; i < 10000; ++i)
                    std::cout << (i % 60 + 1) << ' ' << i % 100 << ' ' << i / 100 << ' ' << i
                              << " e2e4 e7e5\n";
            if (mode == "xlongline") std::cout << "# " << std::string(1 << 20, 'x') << '\n';
            std::cout << " 1 20 0 5 1. Nf3 Nf6 2. c4\n 2\t-31 1 37 12 3700 0\tNf3 d5\n"
                      << " 3 100003 2 80 1. Nf3 d5 2. d4" << std::endl;
            if (analyzing) continue;
            if (mode == "xresign") {
                std::cout << "offer draw\nresign" << std::endl;
                continue;
            }
            if (mode == "xoffer") std::cout << "offer draw" << std::endl;
            move();
            if (mode == "xclaim") std::cout << "1/2-1/2 {Draw by repetition}" << std::endl;
        } else if (line == "?") {
            if (mode == "xhang" || analyzing || !searching) continue;
            move();
        } else if (line == "exit") {
            if (mode != "xhang") analyzing = false;
        } else if (line == "remove") {
            // Two plies back in a game where the fake plays White: one of them was its own.
            knightOut = !knightOut;
        } else if (line == "resume") {
            if (mode == "xslow" && searching) move();
        } else if (line == "hint") {
            std::cout << "Hint: " << (san ? "e5" : "e7e5") << std::endl;
        } else if (line == "draw") {
            std::cout << "offer draw" << std::endl;
        } else if (line == "quit") {
            if (mode == "xnoquit") continue;
            std::exit(0);
        }
    }
    if (mode == "xnoquit" || mode == "xhang")
        for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
    std::exit(0);
}

} // namespace

int main(int argc, char** argv)
{
    const char* fromEnv = std::getenv("KIBITZ_FAKE_MODE");
    const std::string mode = argc > 1 ? argv[1] : fromEnv ? fromEnv : "good";
    if (mode.front() == 'x') xboard(mode);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (mode == "silent") continue;
        if (line == "uci") {
            std::cout << "id name Fake " << mode << "\nid author Kibitz tests\n"
                      << "option name Hash type spin default 16 min 1 max 1024\n"
                      << "option name UCI_Chess960 type check default false\n";
            if (mode == "options")
                std::cout << "option name MultiPV type spin default 1 min 1 max 500\n"
                             "option name Ponder type check default false\n"
                             "option name UCI_AnalyseMode type check default false\n"
                             "option name UCI_ShowWDL type check default false\n"
                             "option name Nullmove type check default true\n"
                             "option name Style type combo default Normal var Solid var Normal var "
                             "Risky\n"
                             "option name Clear Hash type button\n"
                             "option name Book File type string default book.bin\n"
                             "option name SyzygyPath type string default <empty>\n"
                             "option name Greeting type string default hello world\n";
            std::cout << "uciok" << std::endl;
        } else if (line == "isready")
            std::cout << "readyok" << std::endl;
        else if (line.rfind("go", 0) == 0) {
            if (mode == "crash") std::abort();
            if (mode == "hang") continue;
            if (line.find("ponder") != std::string::npos) continue; // until ponderhit
            if (mode == "flood")
                for (int i = 0; i < 10000; ++i)
                    std::cout << "info depth " << (i % 60 + 1) << " score cp " << i % 100
                              << " nodes " << i << " pv e2e4 e7e5\n";
            if (mode == "options") {
                std::cout
                    << "info depth 5 seldepth 9 multipv 1 score cp 31 wdl 400 500 100 nodes 1000 "
                       "nps 50000 hashfull 12 tbhits 3 time 20 pv e2e4 e7e5 g1f3\n"
                       "info depth 5 seldepth 8 multipv 2 score cp 12 wdl 300 550 150 nodes 1000 "
                       "nps 50000 pv d2d4 d7d5"
                    << std::endl;
                continue; // until "stop"
            }
            if (mode == "stopshort") {
                // Two lines, then a fail-high on the first with only its first move, as
                // Stockfish sends them; "stop" brings more of those (below).
                std::cout << "info depth 5 multipv 1 score cp 31 nodes 500 pv e2e4 e7e5 g1f3 b8c6\n"
                             "info depth 5 multipv 2 score cp 12 nodes 500 pv d2d4 d7d5\n"
                             "info depth 6 multipv 1 score cp 40 lowerbound nodes 900 pv e2e4"
                          << std::endl;
                continue; // until "stop"
            }
            if (mode == "oldstyle") {
                std::cout << "info depth 1 score cp 9 pv D2D4 D7D5\nbestmove D2D4 ponder NULL"
                          << std::endl;
                continue;
            }
            if (mode == "bounds") {
                std::cout << "info depth 9 score cp 31 nodes 900 pv e2e4 e7e5\n"
                             "info depth 10 score cp 26 upperbound nodes 1000 pv e2e4\n"
                             "bestmove e2e4 ponder e7e5"
                          << std::endl;
                continue;
            }
            if (mode == "longline")
                std::cout << "info string " << std::string(1 << 20, 'x') << '\n';
            std::cout << "info depth 1 score cp 20 pv e2e4\nbestmove e2e4 ponder e7e5" << std::endl;
        } else if (line == "ponderhit") {
            std::cout << "info depth 1 score cp 25 pv d2d4\nbestmove d2d4" << std::endl;
        } else if (line == "stop") {
            if (mode == "hang") continue;
            if (mode == "stopshort")
                std::cout << "info depth 7 multipv 1 score cp 50 upperbound nodes 1200 pv d2d4\n"
                             "info depth 7 multipv 2 score cp 10 nodes 1200 pv c2c4"
                          << std::endl;
            std::cout << (mode == "options" ? "bestmove e2e4 ponder e7e5" : "bestmove e2e4")
                      << std::endl;
        } else if (line == "quit") {
            if (mode == "noquit") continue;
            return 0;
        }
    }
    if (mode == "noquit" || mode == "hang")
        for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
    return 0;
}
