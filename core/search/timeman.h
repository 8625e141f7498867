// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Time management. From the limits of a "go" command it derives two budgets: a soft one,
// checked between iterations of the deepening loop (do not start what cannot finish), and
// a hard one, checked inside the search (never lose on time). The clock starts at "go", or
// at "ponderhit" when the search began as a ponder search.

#include "chess/types.h"

#include <chrono>
#include <cstdint>
#include <vector>

namespace kibitz::search {

struct Limits {
    int depth = 0;                   // plies, 0 = none
    std::uint64_t nodes = 0;         // 0 = none
    int mate = 0;                    // "go mate N": search for a mate in N moves
    std::int64_t moveTime = 0;       // ms, 0 = none
    std::int64_t time[2] = {-1, -1}; // remaining clock per colour, ms; -1 = not given
    std::int64_t inc[2] = {0, 0};
    int movesToGo = 0; // 0 = sudden death
    bool infinite = false;
    bool ponder = false;
    std::vector<chess::Move> searchMoves; // empty = all legal moves

    bool hasClock(chess::Color c) const { return time[chess::index(c)] >= 0; }
};

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    // overhead: milliseconds to keep in hand for communication lag per move.
    void start(const Limits& limits, chess::Color us, int overhead);
    // The search that started as a ponder search now runs on our clock.
    void restartClock() { m_start = Clock::now(); }

    std::int64_t elapsed() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start)
            .count();
    }
    bool isTimed() const { return m_timed; }
    // "movetime": use all of it; no early stop between iterations.
    bool isFixed() const { return m_fixed; }
    std::int64_t softLimit() const { return m_soft; }
    std::int64_t hardLimit() const { return m_hard; }

private:
    Clock::time_point m_start = Clock::now();
    bool m_timed = false;
    bool m_fixed = false;
    std::int64_t m_soft = 0;
    std::int64_t m_hard = 0;
};

} // namespace kibitz::search
