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
    // milliseconds a move end a long game on the flag. So plan for more moves, keep half the
    // clock (up to 25 moves' overhead) in reserve, and cap a move at three times its share.
    const bool suddenDeath = inc == 0 && limits.movesToGo == 0;
    // Plan as if this many moves remain; with a move counter trust it, but keep a reserve
    // for the moves after the control too.
    const int movesLeft = limits.movesToGo > 0 ? std::min(limits.movesToGo + 1, 40)
                          : suddenDeath        ? 50
                                               : 30;
    const std::int64_t reserve = suddenDeath ? std::min<std::int64_t>(time / 2, overhead * 25) : 0;
    const std::int64_t usable = std::max<std::int64_t>(1, time - overhead - reserve);
    std::int64_t soft = usable / movesLeft + inc * 3 / 4;
    std::int64_t hard =
        suddenDeath ? std::min(usable / 4, soft * 3) : std::min(usable / 3 + inc / 2, soft * 4);
    if (limits.movesToGo == 1) hard = soft = usable * 8 / 10; // the last move before the control
    hard = std::min(hard, usable * 8 / 10);
    soft = std::min(soft, hard);
    m_soft = std::max<std::int64_t>(1, soft);
    m_hard = std::max<std::int64_t>(1, hard);
}

} // namespace kibitz::search
