// SPDX-License-Identifier: GPL-3.0-or-later
// Algorithm SM-2, (C) Copyright SuperMemo World, 1991 (sm2.h describes it).
#include "train/sm2.h"

#include <algorithm>
#include <cmath>

namespace kibitz::train {

Sm2State review(Sm2State s, int quality, std::int64_t today)
{
    const int q = std::clamp(quality, 0, 5);
    // A repeat on the same day of an item graded below 4 only clears the repeat (step 7 of
    // the description): the schedule was set by the day's first answer.
    if (s.again && s.last == today) {
        if (q >= 4) s.again = false;
        return s;
    }
    if (q < 3) {
        s.repetitions = 0;
        s.interval = 1;
    } else {
        const int d = 5 - q;
        s.easiness = std::max(1.3, s.easiness + (0.1 - d * (0.08 + d * 0.02)));
        ++s.repetitions;
        if (s.repetitions == 1)
            s.interval = 1;
        else if (s.repetitions == 2)
            s.interval = 6;
        else
            s.interval = int(std::lround(s.interval * s.easiness));
    }
    s.due = today + s.interval;
    s.last = today;
    s.again = q < 4;
    return s;
}

} // namespace kibitz::train
