// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Judging moves by the evaluations before and after them, as players read them today.
//
// The win-probability model is lichess's: White's winning chances in [-1, 1] are
// 2 / (1 + exp(-0.00368208 cp)) - 1, with centipawns clipped to +-1000 and mates at the ends
// (lichess fitted the constant to the results of its rated games; source: lichess-org/lila,
// modules/analyse, WinPercent and AccuracyPercent). A move loses the drop in its mover's
// chances; an inaccuracy (?!) loses at least 0.1, a mistake (?) 0.2 and a blunder (??) 0.3 of
// that scale, lichess's thresholds; a move that lets the opponent mate in one is a blunder
// whatever the evaluation before, unless the mover was being mated already. A move's accuracy is
// 103.1668 exp(-0.04354 d) - 3.1669 for a drop of d in win percent (50 + 50 chances), clipped to
// 0-100; a side's accuracy here is the mean over its judged moves. No Qt.

#include "pgn/comment.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::annotate {

// White's winning chances in [-1, 1].
double winningChances(const pgn::Eval& eval);
// Centipawns from White's side, mates as +-1000 (for average losses).
int clippedCentipawns(const pgn::Eval& eval);

enum class Verdict : std::uint8_t { Good, Inaccuracy, Mistake, Blunder };
// The verdict on a move by the mover, given the evaluations (White's view) before and after.
Verdict judge(const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved);
// Its NAG: 6 (?!), 2 (?), 4 (??); 0 for a good move.
std::uint8_t nagOf(Verdict v);
// The move's accuracy in percent.
double moveAccuracy(const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved);

struct SideSummary {
    int moves = 0; // judged
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    double accuracy = 0;    // percent, the mean of the moves'
    double averageLoss = 0; // centipawns
};

// Accumulates the judged moves of one side.
void add(SideSummary& side, const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved);
// "accuracy 87%, 1 inaccuracy, 0 mistakes, 1 blunder, average loss 34 cp"
std::string describe(const SideSummary& side);

} // namespace kibitz::annotate
