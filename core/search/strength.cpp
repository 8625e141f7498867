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
// the level, the handicap and the tolerated loss shrink linearly. The budgets are set for
// 60+0.6, the clock Stockfish calibrates its UCI_Elo at: its levels pick their move at a fixed
// depth, but with more time the hash fills with deeper results and that depth plays better
// (2200 with 400,000 nodes: 45% against it at 10+0.1, 30% at 60+0.6). At 10+0.1 the top two
// rows are the whole search, which scores about even against Stockfish's 2300 and 29% against
// its 2400 there; so there are no levels above 2300: beyond it is full strength.
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
