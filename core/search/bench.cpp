// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/bench.h"

#include "chess/fen.h"
#include "chess/notation.h"
#include "search/search.h"
#include "search/tt.h"

#include <chrono>
#include <string_view>

namespace kibitz::search {

namespace {

// Openings, middlegames with tactics, and endgames (pawn races, rook and minor-piece
// endings), so that every part of search and evaluation is exercised.
constexpr std::string_view BenchFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P1B2/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9",
    "2rq1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/2RQ1RK1 w - - 3 11",
    "r1b2rk1/2q1bppp/p2ppn2/1p6/3BPP2/2N2B2/PPPQ2PP/R4R1K w - - 2 15",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1",
    "8/5pk1/6p1/3B4/4b3/6P1/5P1K/8 b - - 0 40",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17",
};

} // namespace

BenchResult runBench(int depth, const std::function<void(const std::string&)>& progress)
{
    TranspositionTable tt;
    tt.resize(16);
    Searcher searcher(tt);
    BenchResult total;
    const auto start = std::chrono::steady_clock::now();
    int n = 0;
    for (const std::string_view fen : BenchFens) {
        ++n;
        const auto pos = chess::positionFromFen(fen);
        if (!pos) continue;
        // Every position from a clean state, so the count does not depend on the order.
        tt.clear();
        searcher.clearHistory();
        searcher.resetStop();
        Limits limits;
        limits.depth = depth;
        const SearchResult r = searcher.search(*pos, {}, limits, SearchOptions{});
        total.nodes += r.nodes;
        if (progress)
            progress("position " + std::to_string(n) + " bestmove " + chess::toUci(*pos, r.best)
                     + " score " + uciScore(r.score) + " nodes " + std::to_string(r.nodes));
    }
    total.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - start)
                       .count();
    return total;
}

} // namespace kibitz::search
