// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotate/judgement.h"

#include <algorithm>
#include <cmath>

namespace kibitz::annotate {

double winningChances(const pgn::Eval& eval)
{
    if (eval.kind == pgn::Eval::Kind::Mate) return eval.value >= 0 ? 1.0 : -1.0;
    const double cp = std::clamp(eval.value, -1000, 1000);
    return 2.0 / (1.0 + std::exp(-0.00368208 * cp)) - 1.0;
}

int clippedCentipawns(const pgn::Eval& eval)
{
    if (eval.kind == pgn::Eval::Kind::Mate) return eval.value >= 0 ? 1000 : -1000;
    return std::clamp(eval.value, -1000, 1000);
}

namespace {

// The drop in the mover's chances, never negative.
double drop(const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved)
{
    const double sign = whiteMoved ? 1.0 : -1.0;
    return std::max(0.0, sign * (winningChances(before) - winningChances(after)));
}

} // namespace

Verdict judge(const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved)
{
    // A move that lets the opponent mate at once is a blunder however lost the mover was before:
    // the drop in chances is small from -9 to mated, but the mate was there to see in one move
    // (lichess marks 7.Be2 in the Blackburne-Shilling trap ??). Not when the mover was being
    // mated already: the move then did not allow the mate, it found no escape.
    const auto matedInOne = [whiteMoved](const pgn::Eval& e) {
        return e.isMate() && e.value == (whiteMoved ? -1 : 1);
    };
    const auto beingMated = [whiteMoved](const pgn::Eval& e) {
        return e.isMate() && (whiteMoved ? e.value < 0 : e.value > 0);
    };
    if (matedInOne(after) && !beingMated(before)) return Verdict::Blunder;
    const double d = drop(before, after, whiteMoved);
    if (d >= 0.3) return Verdict::Blunder;
    if (d >= 0.2) return Verdict::Mistake;
    if (d >= 0.1) return Verdict::Inaccuracy;
    return Verdict::Good;
}

std::uint8_t nagOf(Verdict v)
{
    switch (v) {
    case Verdict::Inaccuracy:
        return 6;
    case Verdict::Mistake:
        return 2;
    case Verdict::Blunder:
        return 4;
    case Verdict::Good:
        break;
    }
    return 0;
}

double moveAccuracy(const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved)
{
    const double percentDrop = 50.0 * drop(before, after, whiteMoved);
    return std::clamp(103.1668 * std::exp(-0.04354 * percentDrop) - 3.1669, 0.0, 100.0);
}

void add(SideSummary& side, const pgn::Eval& before, const pgn::Eval& after, bool whiteMoved)
{
    const double sign = whiteMoved ? 1.0 : -1.0;
    const double loss =
        std::max(0.0, sign * (clippedCentipawns(before) - clippedCentipawns(after)));
    const double accuracy = moveAccuracy(before, after, whiteMoved);
    side.averageLoss = (side.averageLoss * side.moves + loss) / (side.moves + 1);
    side.accuracy = (side.accuracy * side.moves + accuracy) / (side.moves + 1);
    ++side.moves;
    switch (judge(before, after, whiteMoved)) {
    case Verdict::Inaccuracy:
        ++side.inaccuracies;
        break;
    case Verdict::Mistake:
        ++side.mistakes;
        break;
    case Verdict::Blunder:
        ++side.blunders;
        break;
    case Verdict::Good:
        break;
    }
}

std::string describe(const SideSummary& side)
{
    auto count = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    return "accuracy " + std::to_string(int(std::lround(side.accuracy))) + "%, "
           + count(side.inaccuracies, "inaccuracy", "inaccuracies") + ", "
           + count(side.mistakes, "mistake", "mistakes") + ", "
           + count(side.blunders, "blunder", "blunders") + ", average loss "
           + std::to_string(int(std::lround(side.averageLoss))) + " cp";
}

} // namespace kibitz::annotate
