// SPDX-License-Identifier: GPL-3.0-or-later
// How fast the opening classifier is: the positions of each game's first PLIES main-line
// plies are collected first (the reader's work, timed apart), then every game is classified
// against the built-in table, best of 5 runs. Prints figures, asserts nothing.
// usage: opening_bench FILE.pgn [PLIES=40]

#include "opening/classifier.h"
#include "pgn/input.h"
#include "pgn/reader.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace kibitz;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// The keys of the first plies of each game's main line, all games in one array.
class KeyCollector : public pgn::Visitor {
public:
    explicit KeyCollector(int plies)
        : m_plies(plies)
    {}
    std::vector<chess::Key> keys;
    std::vector<std::size_t> starts; // where each game's keys begin

    void beginGame(int) override
    {
        starts.push_back(keys.size());
        m_depth = 0;
        m_count = 0;
    }
    void startPosition(const chess::Position& pos) override { keys.push_back(pos.key()); }
    void move(const chess::Position& before, chess::Move m, std::string_view) override
    {
        if (m_depth != 0) return;
        keys.push_back(before.after(m).key());
        ++m_count;
    }
    bool wantsMoreMoves() const override { return m_count < m_plies; }
    pgn::Control beginVariation() override
    {
        ++m_depth;
        return pgn::Control::Skip;
    }
    void endVariation() override { --m_depth; }

private:
    int m_plies;
    int m_depth = 0;
    int m_count = 0;
};

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: opening_bench FILE.pgn [PLIES]\n");
        return 2;
    }
    const int plies = argc > 2 ? std::atoi(argv[2]) : 40;
    auto t0 = Clock::now();
    const auto& table = opening::Table::builtin();
    const double buildMs = msSince(t0);

    auto text = pgn::readPgnFile(argv[1]);
    if (!text) {
        std::fprintf(stderr, "opening_bench: %s\n", text.error().toString().c_str());
        return 1;
    }
    t0 = Clock::now();
    KeyCollector collector(plies);
    pgn::Reader reader(text->text);
    while (reader.readGame(collector)) {}
    const double readMs = msSince(t0);
    const std::size_t games = collector.starts.size();
    collector.starts.push_back(collector.keys.size());

    double best = 1e30;
    std::size_t named = 0;
    for (int run = 0; run < 5; ++run) {
        t0 = Clock::now();
        std::size_t n = 0;
        for (std::size_t g = 0; g < games; ++g) {
            const std::span<const chess::Key> keys(collector.keys.data() + collector.starts[g],
                                                   collector.starts[g + 1] - collector.starts[g]);
            if (table.classify(keys)) ++n;
        }
        best = std::min(best, msSince(t0));
        named = n;
    }
    std::printf("table:      %zu openings, built in %.1f ms\n", table.openings().size(), buildMs);
    std::printf("games:      %zu, %zu positions (first %d plies), read in %.0f ms\n", games,
                collector.keys.size(), plies, readMs);
    std::printf("classify:   %.1f ms for all games (best of 5), %.1f ns per position, %zu named\n",
                best, best * 1e6 / double(collector.keys.size()), named);
    return 0;
}
