// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Spaced repetition by SM-2, the algorithm P. A. Wozniak published for SuperMemo 2 (1987;
// "Optimization of learning", 1990, and supermemo.com's "SuperMemo 2" page):
//   - each answer is graded 0-5 (5 perfect, 3 right with serious difficulty, below 3 wrong);
//   - the intervals are 1 day, 6 days, then the last interval times the item's E-Factor;
//   - after an answer EF' = EF + (0.1 - (5 - q) (0.08 + (5 - q) 0.02)), never below 1.3,
//     starting at 2.5;
//   - a grade below 3 starts the item's repetitions again (1 day, 6 days, ...) and leaves the
//     E-Factor as it was;
//   - items graded below 4 are asked again the same day until they get 4 or 5; that repeat
//     does not move the schedule.
// Written here from that description. Algorithm SM-2, (C) Copyright SuperMemo World, 1991
// (supermemo.com asks for this line where SM-2 is used). Days are whole days on any continuous
// count (the caller's calendar: Qt's Julian day in the GUI). No Qt.

#include <cstdint>

namespace kibitz::train {

struct Sm2State {
    int repetitions = 0;    // right answers in a row (n of the description)
    double easiness = 2.5;  // the E-Factor
    int interval = 0;       // days
    std::int64_t due = 0;   // the day of the next repetition
    std::int64_t last = -1; // the day of the last answer; -1: never asked (a new card)
    bool again = false;     // graded below 4 on day `last`: ask again that day

    bool isNew() const { return last < 0; }
    // To be asked on `today`: a new card, a card whose day has come, or a same-day repeat.
    bool isDue(std::int64_t today) const
    {
        return isNew() || due <= today || (again && last == today);
    }
    // Answered right at its last repetition and not waiting for a same-day repeat.
    bool isLearned() const { return repetitions > 0 && !again; }
};

// The state after an answer of quality q (0-5, clamped) on `today`.
Sm2State review(Sm2State state, int quality, std::int64_t today);

} // namespace kibitz::train
