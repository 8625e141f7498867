// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/strength.h"

#include "chess/movegen.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace kibitz::search {

namespace {

struct Row {
    int elo;
    double nodes;
    int candidates;
    int handicap;
    int maxLoss;
};

// Calibrated rows (see strength.h; the README has the figures). Nodes grow geometrically with
// the level, the handicap and the tolerated loss shrink linearly. The top row is the most a
// node budget can honestly promise: at 10+0.1 the whole search (under a million nodes a move
// on a current core) scores about even against Stockfish's 2300 and 29% against its 2400, so
// there are no levels above 2300: beyond it is full strength. Its budget still bounds it at
// slower clocks, where a whole search grows stronger and Stockfish's levels (a fixed depth)
// hardly do.
constexpr std::array<Row, 5> Table{{
    {1000, 300, 4, 80, 100},
    {1400, 1000, 3, 35, 65},
    {1800, 10000, 2, 25, 45},
    {2200, 1500000, 1, 0, 0},
    {2300, 4000000, 1, 0, 0},
}};

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

} // namespace

Strength strengthForElo(int elo)
{
    elo = std::clamp(elo, MinStrengthElo, MaxStrengthElo);
    std::size_t i = 0;
    while (i + 2 < Table.size() && elo > Table[i + 1].elo) ++i;
    const Row& a = Table[i];
    const Row& b = Table[i + 1];
    const double t = double(elo - a.elo) / double(b.elo - a.elo);
    Strength s;
    s.nodes = std::uint64_t(std::llround(std::exp(lerp(std::log(a.nodes), std::log(b.nodes), t))));
    s.candidates = int(std::lround(lerp(a.candidates, b.candidates, t)));
    s.handicap = int(std::lround(lerp(a.handicap, b.handicap, t)));
    s.maxLoss = int(std::lround(lerp(a.maxLoss, b.maxLoss, t)));
    return s;
}

int eloForSkillLevel(int level)
{
    if (level >= 20) return 0;
    const double elo = 1346.6 + 143.4 * std::pow(double(std::max(0, level)), 0.806);
    return std::clamp(int(std::lround(elo)), MinStrengthElo, MaxStrengthElo);
}

int playingElo(int skillLevel, bool limitStrength, int elo)
{
    const int fromSkill = eloForSkillLevel(skillLevel);
    if (!limitStrength) return fromSkill;
    elo = std::clamp(elo, MinStrengthElo, MaxStrengthElo);
    return fromSkill == 0 ? elo : std::min(fromSkill, elo);
}

chess::Move randomMove(const chess::Position& pos, std::mt19937_64& rng)
{
    const chess::MoveList moves = chess::legalMoves(pos);
    if (moves.empty()) return chess::Move::none();
    std::uniform_int_distribution<int> pick(0, moves.size() - 1);
    return moves[pick(rng)];
}

} // namespace kibitz::search
