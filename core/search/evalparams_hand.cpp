// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation's first values, built from a few simple ideas rather than set square by
// square: knights and bishops want the centre, pawns the centre in the middlegame and the far
// ranks in the endgame, rooks the seventh rank, the king a sheltered corner while queens are
// on and the centre once they are off. The engine plays with tunedParams(); these are where
// the tuner starts.
#include "search/evalparams.h"

#include "chess/types.h"

namespace kibitz::search {

namespace {

using chess::PieceType;

constexpr S Material[7] = {{0, 0},     {90, 120},   {330, 310}, {345, 330},
                           {480, 550}, {1000, 990}, {0, 0}};
constexpr int Centre[8] = {0, 1, 2, 3, 3, 2, 1, 0};

constexpr S squareBonus(PieceType t, int sq) // sq as seen from the piece's side
{
    const int f = sq & 7, r = sq >> 3;
    const int c = Centre[f] + Centre[r]; // 0 in the corners .. 6 in the centre
    switch (t) {
    case PieceType::Pawn: {
        int mg = (r - 1) * 3;
        if (f == 3 || f == 4) mg += (r == 3 || r == 4) ? 20 : r == 2 ? 8 : r == 1 ? -8 : 0;
        if ((f == 2 || f == 5) && (r == 2 || r == 3)) mg += 6;
        return {mg, (r - 1) * 7};
    }
    case PieceType::Knight:
        return {c * 8 - 26 - (r == 0 ? 8 : 0), c * 6 - 20};
    case PieceType::Bishop:
        return {c * 4 - 12 + ((f == r || f + r == 7) ? 8 : 0) - (r == 0 ? 6 : 0), c * 4 - 12};
    case PieceType::Rook:
        return {(r == 6 ? 18 : 0) + ((f == 3 || f == 4) ? 6 : 0), r == 6 ? 14 : 0};
    case PieceType::Queen:
        return {c * 2 - 6, c * 5 - 15};
    case PieceType::King: {
        constexpr int back[8] = {18, 26, 8, -6, -6, 4, 28, 18};
        const int mg = r == 0 ? back[f] : r == 1 ? back[f] / 2 - 14 : -30 - 14 * (r - 2);
        return {mg, c * 10 - 30};
    }
    default:
        return {};
    }
}

// Mobility per square reached, counted from a typical number of squares.
constexpr S MobilityStep[7] = {{0, 0}, {0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
constexpr int MobilityCentre[7] = {0, 0, 4, 6, 6, 12, 0};
constexpr S PassedRank[8] = {{0, 0},   {0, 0},   {5, 15},   {10, 25},
                             {20, 45}, {40, 80}, {70, 130}, {0, 0}};

} // namespace

namespace {

EvalParams buildHandParams()
{
    EvalParams p{};
    const auto at = [&p](int offset) -> S& { return p[std::size_t(offset)]; };
    for (int t = 1; t <= 6; ++t) {
        at(param::Material + t) = Material[t];
        for (int sq = 0; sq < 64; ++sq)
            at(param::Pst + t * 64 + sq) = squareBonus(PieceType(t), sq);
        for (int n = 0; n < param::MobilitySize; ++n)
            at(param::Mobility + t * param::MobilitySize + n) =
                MobilityStep[t] * (n - MobilityCentre[t]);
        if (t >= 2 && t <= 5) at(param::PawnThreat + t) = {-35, -25}; // pieces, not the king
    }
    at(param::Doubled) = {-10, -25};
    at(param::Isolated) = {-12, -14};
    for (int rr = 0; rr < 8; ++rr) {
        at(param::Connected + rr) = S{6, 5} + S{rr, rr};
        at(param::Passed + rr) = PassedRank[rr];
        if (rr >= 3) {
            const int w = rr - 2;
            at(param::PassedTheirKing + rr) = {0, 5 * w};
            at(param::PassedOurKing + rr) = {0, -2 * w};
            at(param::PassedFreeStop + rr) = {0, 4 * rr};
        }
    }
    at(param::BishopPair) = {30, 50};
    at(param::RookOpenFile) = {25, 12};
    at(param::RookSemiOpenFile) = {12, 8};
    for (int units = 0; units < param::KingAttackSize; ++units) {
        const int danger = units * units * 2;
        at(param::KingAttack + units) = {danger < 500 ? danger : 500, 0};
        at(param::KingAttackNoQueen + units) = {danger / 3 < 500 ? danger / 3 : 500, 0};
    }
    at(param::ShelterMissing) = {-25, 0};
    at(param::ShelterOpenFile) = {-15, 0};
    at(param::ShelterDistant) = {-10, 0};
    at(param::ShelterFar) = {-20, 0};
    return p;
}

} // namespace

const EvalParams& handParams()
{
    static const EvalParams params = buildHandParams();
    return params;
}

} // namespace kibitz::search
