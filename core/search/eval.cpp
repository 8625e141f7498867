// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/eval.h"

#include "search/score.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace kibitz::search {

using namespace chess;

namespace {

// ---------------------------------------------------------------------------------------
// Tapered scores: a middlegame and an endgame value, blended by the game phase.

struct S {
    int mg = 0;
    int eg = 0;
};
constexpr S operator+(S a, S b)
{
    return {a.mg + b.mg, a.eg + b.eg};
}
constexpr S operator-(S a, S b)
{
    return {a.mg - b.mg, a.eg - b.eg};
}
constexpr S operator*(S a, int k)
{
    return {a.mg * k, a.eg * k};
}
constexpr S& operator+=(S& a, S b)
{
    return a = a + b;
}

// ---------------------------------------------------------------------------------------
// Material and piece-square terms. The tables are built from a few simple ideas rather
// than tuned square by square: knights and bishops want the centre, pawns the centre in
// the middlegame and the far ranks in the endgame, rooks the seventh rank, the king a
// sheltered corner while queens are on and the centre once they are off.

constexpr S Material[7] = {{0, 0},     {90, 120},   {330, 310}, {345, 330},
                           {480, 550}, {1000, 990}, {0, 0}};
constexpr int PhaseWeight[7] = {0, 0, 1, 1, 2, 4, 0};
constexpr int MaxPhase = 24;

constexpr int Centre[8] = {0, 1, 2, 3, 3, 2, 1, 0};

constexpr S squareBonus(PieceType t, int sq) // sq as seen from White
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

struct Tables {
    S pst[2][7][64]{}; // material included, from each colour's own point of view
    Bitboard forwardFile[2][64]{};
    Bitboard passedMask[2][64]{};
    Bitboard adjacentFiles[8]{};
    Bitboard kingZone[2][64]{};

    Tables()
    {
        for (int t = 1; t <= 6; ++t)
            for (int sq = 0; sq < 64; ++sq) {
                const S v = Material[t] + squareBonus(PieceType(t), sq);
                pst[0][t][sq] = v;
                pst[1][t][sq ^ 56] = v;
            }
        for (int f = 0; f < 8; ++f)
            adjacentFiles[f] = (f > 0 ? bbs::file(f - 1) : 0) | (f < 7 ? bbs::file(f + 1) : 0);
        for (int sq = 0; sq < 64; ++sq) {
            const int f = sq & 7, r = sq >> 3;
            Bitboard aheadW = 0, aheadB = 0;
            for (int rr = r + 1; rr < 8; ++rr) aheadW |= bbs::rank(rr);
            for (int rr = r - 1; rr >= 0; --rr) aheadB |= bbs::rank(rr);
            forwardFile[0][sq] = aheadW & bbs::file(f);
            forwardFile[1][sq] = aheadB & bbs::file(f);
            passedMask[0][sq] = aheadW & (bbs::file(f) | adjacentFiles[f]);
            passedMask[1][sq] = aheadB & (bbs::file(f) | adjacentFiles[f]);
            // The king's neighbourhood plus one more rank towards the enemy.
            const Bitboard near = kingAttacks(Square(sq)) | bb(Square(sq));
            kingZone[0][sq] = near | shift<8>(near);
            kingZone[1][sq] = near | shift<-8>(near);
        }
    }
};

const Tables& tables()
{
    static const Tables t;
    return t;
}

// ---------------------------------------------------------------------------------------
// Other terms.

constexpr S Mobility[7] = {{0, 0}, {0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
constexpr int MobilityCentre[7] = {0, 0, 4, 6, 6, 12, 0};

constexpr S Doubled = {-10, -25};
constexpr S Isolated = {-12, -14};
constexpr S Connected = {6, 5};
constexpr S PassedRank[8] = {{0, 0},   {0, 0},   {5, 15},   {10, 25},
                             {20, 45}, {40, 80}, {70, 130}, {0, 0}};
constexpr S BishopPair = {30, 50};
constexpr S RookOpenFile = {25, 12};
constexpr S RookSemiOpenFile = {12, 8};
constexpr S PawnThreat = {-35, -25}; // a piece attacked by an enemy pawn
constexpr int Tempo = 10;
constexpr int AttackWeight[7] = {0, 0, 2, 2, 3, 5, 0};

int distance(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

struct SideTerms {
    S material, mobility, pawns, king, pieces;
};

// Everything that is naturally computed for one side: its pieces' values, their mobility,
// their attacks on the enemy king's zone (which becomes the enemy's king-safety penalty),
// its pawn structure.
SideTerms evaluateSide(const Position& pos, Color us, const Bitboard attackedByPawns[2])
{
    const Tables& t = tables();
    const Color them = ~us;
    const Bitboard occ = pos.occupied();
    const Bitboard ourPawns = pos.pieces(us, PieceType::Pawn);
    const Bitboard theirPawns = pos.pieces(them, PieceType::Pawn);
    const Square theirKing = pos.kingSquare(them);
    const Square ourKing = pos.kingSquare(us);
    const Bitboard theirZone = t.kingZone[index(them)][index(theirKing)];
    const Bitboard mobilityArea = ~pos.pieces(us) & ~attackedByPawns[index(them)];
    const int u = index(us);

    SideTerms out;
    int attackUnits = 0, attackers = 0;

    for (int pt = index(PieceType::Pawn); pt <= index(PieceType::King); ++pt) {
        Bitboard b = pos.pieces(us, PieceType(pt));
        while (b) {
            const Square s = popLsb(b);
            out.material += t.pst[u][pt][index(s)];
            if (pt == index(PieceType::Pawn) || pt == index(PieceType::King)) continue;
            const Bitboard att = attacks(PieceType(pt), s, occ);
            out.mobility += Mobility[pt] * (popCount(att & mobilityArea) - MobilityCentre[pt]);
            if (att & theirZone) {
                ++attackers;
                attackUnits += AttackWeight[pt] + popCount(att & theirZone);
            }
            if (bb(s) & attackedByPawns[index(them)]) out.pieces += PawnThreat;
            if (pt == index(PieceType::Rook)) {
                const Bitboard file = bbs::file(fileOf(s));
                if (!(file & ourPawns))
                    out.pieces += (file & theirPawns) ? RookSemiOpenFile : RookOpenFile;
            }
        }
    }
    if (moreThanOne(pos.pieces(us, PieceType::Bishop))) out.pieces += BishopPair;

    // The attack on the enemy king counts only with two attackers, grows with the square of
    // the attack's weight, and matters much less without a queen to finish it.
    if (attackers >= 2) {
        int danger = attackUnits * attackUnits * 2;
        if (!pos.pieces(us, PieceType::Queen)) danger /= 3;
        out.king.mg += std::min(danger, 500);
    }

    // Pawn structure.
    Bitboard b = ourPawns;
    while (b) {
        const Square s = popLsb(b);
        const int f = fileOf(s);
        const int rr = relativeRank(us, s);
        if (t.forwardFile[u][index(s)] & ourPawns) out.pawns += Doubled;
        if (!(t.adjacentFiles[f] & ourPawns))
            out.pawns += Isolated;
        else if ((pawnAttacks(them, s) | (t.adjacentFiles[f] & bbs::rank(rankOf(s)))) & ourPawns)
            out.pawns += Connected + S{rr, rr};
        if (!(t.passedMask[u][index(s)] & theirPawns) && !(t.forwardFile[u][index(s)] & ourPawns)) {
            S bonus = PassedRank[rr];
            const Square stop = s + pawnPush(us);
            if (rr >= 3) {
                // In the endgame the kings decide whether a passer runs: ours should be near
                // the square in front of it, theirs far from it.
                const int w = rr - 2;
                bonus.eg += (distance(theirKing, stop) * 5 - distance(ourKing, stop) * 2) * w;
                if (pos.pieceOn(stop) == Piece::None) bonus.eg += rr * 4;
            }
            out.pawns += bonus;
        }
    }

    // Our king's shelter: own pawns in front of it on its file and the two beside it.
    if (relativeRank(us, ourKing) <= 1) {
        const int kf = std::clamp(fileOf(ourKing), 1, 6);
        for (int f = kf - 1; f <= kf + 1; ++f) {
            const Bitboard filePawns = ourPawns & bbs::file(f) & t.passedMask[u][index(ourKing)];
            int penalty = 0;
            if (!filePawns) {
                penalty = 25;
                if (!(theirPawns & bbs::file(f))) penalty += 15; // fully open file
            } else {
                const Square nearest = us == Color::White ? lsb(filePawns) : msb(filePawns);
                const int dist = std::abs(rankOf(nearest) - rankOf(ourKing));
                penalty = dist <= 1 ? 0 : dist == 2 ? 10 : 20;
            }
            out.king.mg -= penalty;
        }
    }
    return out;
}

int nonPawnMaterial(const Position& pos, Color c)
{
    return 330 * popCount(pos.pieces(c, PieceType::Knight, PieceType::Bishop))
           + 500 * popCount(pos.pieces(c, PieceType::Rook))
           + 950 * popCount(pos.pieces(c, PieceType::Queen));
}

// Endgame scale in 64ths: some material advantages cannot win.
int endgameScale(const Position& pos, Color strong)
{
    const Color weak = ~strong;
    const int strongNp = nonPawnMaterial(pos, strong), weakNp = nonPawnMaterial(pos, weak);
    if (!pos.pieces(strong, PieceType::Pawn)) {
        if (strongNp - weakNp <= 350) return strongNp < 500 ? 0 : 12;
        // Two knights cannot force mate.
        if (weakNp == 0
            && pos.pieces(strong)
                   == (pos.pieces(strong, PieceType::Knight) | pos.pieces(strong, PieceType::King))
            && popCount(pos.pieces(strong, PieceType::Knight)) == 2)
            return 4;
    }
    // Opposite-coloured bishops alone.
    const Bitboard wb = pos.pieces(Color::White, PieceType::Bishop);
    const Bitboard bbishop = pos.pieces(Color::Black, PieceType::Bishop);
    if (strongNp == 330 && weakNp == 330 && popCount(wb) == 1 && popCount(bbishop) == 1
        && bool(wb & bbs::DarkSquares) != bool(bbishop & bbs::DarkSquares))
        return 32;
    return 64;
}

// Helps the search drive a bare king to the edge and bring the attacking king closer,
// which a shallow search cannot see by itself in KQ v K or KR v K.
int mopUp(const Position& pos, Color strong)
{
    const Color weak = ~strong;
    if (pos.pieces(weak, PieceType::Pawn) || pos.pieces(strong, PieceType::Pawn)) return 0;
    if (nonPawnMaterial(pos, strong) - nonPawnMaterial(pos, weak) < 500) return 0;
    const Square wk = pos.kingSquare(weak), sk = pos.kingSquare(strong);
    const int edge = 6 - (Centre[fileOf(wk)] + Centre[rankOf(wk)]);
    return edge * 12
           + (14 - std::abs(fileOf(wk) - fileOf(sk)) - std::abs(rankOf(wk) - rankOf(sk))) * 5;
}

EvalTrace evaluateTrace(const Position& pos)
{
    Bitboard attackedByPawns[2] = {
        pawnAttacksBB<Color::White>(pos.pieces(Color::White, PieceType::Pawn)),
        pawnAttacksBB<Color::Black>(pos.pieces(Color::Black, PieceType::Pawn))};
    const SideTerms w = evaluateSide(pos, Color::White, attackedByPawns);
    const SideTerms b = evaluateSide(pos, Color::Black, attackedByPawns);

    int phase = 0;
    for (int pt = index(PieceType::Knight); pt <= index(PieceType::Queen); ++pt)
        phase += PhaseWeight[pt] * popCount(pos.pieces(PieceType(pt)));
    phase = std::min(phase, MaxPhase);

    auto taper = [phase](S s) { return (s.mg * phase + s.eg * (MaxPhase - phase)) / MaxPhase; };

    // King safety: each side's attack on the other's king is a penalty for the defender.
    const S material = w.material - b.material;
    const S mobility = w.mobility - b.mobility;
    const S pawns = w.pawns - b.pawns;
    const S king = w.king - b.king;
    const S pieces = w.pieces - b.pieces;
    const S total = material + mobility + pawns + king + pieces;

    EvalTrace tr;
    tr.material = taper(material);
    tr.mobility = taper(mobility);
    tr.pawns = taper(pawns);
    tr.kingSafety = taper(king);
    tr.pieces = taper(pieces);
    tr.phase = phase;

    const Color strong = total.eg >= 0 ? Color::White : Color::Black;
    int score = taper(total) * endgameScale(pos, strong) / 64;
    const int mop = mopUp(pos, strong);
    score += strong == Color::White ? mop : -mop;
    tr.total = std::clamp(score, -MateBound + 1, MateBound - 1);
    return tr;
}

} // namespace

EvalTrace traceEvaluation(const Position& pos)
{
    return evaluateTrace(pos);
}

int evaluate(const Position& pos)
{
    const int white = evaluateTrace(pos).total;
    return (pos.sideToMove() == Color::White ? white : -white) + Tempo;
}

} // namespace kibitz::search
