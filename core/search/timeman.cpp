// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/timeman.h"

#include <algorithm>

namespace kibitz::search {

void TimeManager::start(const Limits& limits, chess::Color us, int overhead)
{
    m_start = Clock::now();
    m_timed = false;
    m_fixed = false;
    m_soft = m_hard = 0;
    if (limits.infinite) return;
    if (limits.moveTime > 0) {
        m_timed = m_fixed = true;
        m_soft = m_hard = std::max<std::int64_t>(1, limits.moveTime - overhead);
        return;
    }
    if (!limits.hasClock(us)) return;

    m_timed = true;
    const std::int64_t time = limits.time[chess::index(us)];
    const std::int64_t inc = limits.inc[chess::index(us)];
    // Without an increment or a control to come the clock is never refilled, and every move
    // also costs the lag of pipes, GUI and scheduler, which no search can avoid: at 1+0 a few
    // milliseconds a move end a long game on the flag. So keep half the clock (up to 25 moves'
    // overhead) in reserve, start no iteration past an 84th of the rest, and cap a move at
    // three fiftieths of it.
    // With an increment or a move counter the clock comes back, and a move may take its
    // share of what is left over some twenty moves: no iteration starts after the soft limit
    // (the search scales it by 0.6 to 1.3 as the best move settles or changes), and the one
    // running when it passes mostly finishes, so a move lasts about that share on average.
    const bool suddenDeath = inc == 0 && limits.movesToGo == 0;
    const int movesLeft = limits.movesToGo > 0 ? std::min(limits.movesToGo, 40) + 2
                          : suddenDeath        ? 84
                                               : 22;
    const std::int64_t reserve = suddenDeath ? std::min<std::int64_t>(time / 2, overhead * 25) : 0;
    const std::int64_t usable = std::max<std::int64_t>(1, time - overhead - reserve);
    std::int64_t soft = usable / movesLeft + inc * 3 / 4;
    std::int64_t hard = suddenDeath ? usable * 3 / 50 : std::min(usable / 3 + inc / 2, soft * 4);
    if (limits.movesToGo == 1) hard = soft = usable * 8 / 10; // the last move before the control
    hard = std::min(hard, usable * 8 / 10);
    soft = std::min(soft, hard);
    m_soft = std::max<std::int64_t>(1, soft);
    m_hard = std::max<std::int64_t>(1, hard);
}

} // namespace kibitz::search
