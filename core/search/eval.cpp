// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/eval.h"

#include "search/score.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <type_traits>

namespace kibitz::search {

using namespace chess;

namespace {

constexpr int PhaseWeight[7] = {0, 0, 1, 1, 2, 4, 0};
constexpr int MaxPhase = 24;
constexpr int Centre[8] = {0, 1, 2, 3, 3, 2, 1, 0};

struct Tables {
    Bitboard forwardFile[2][64]{};
    Bitboard passedMask[2][64]{};
    Bitboard adjacentFiles[8]{};
    Bitboard kingZone[2][64]{};

    Tables()
    {
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

constexpr int AttackWeight[7] = {0, 0, 2, 2, 3, 5, 0};
constexpr int Tempo = 10;

int distance(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

struct SideTerms {
    S material, mobility, pawns, king, pieces;
};

// The tuner's view of an evaluation: how often each parameter was counted, White's counts
// minus Black's. The engine evaluates with NoCounts, which the compiler removes.
struct NoCounts {
    void add(int /*param*/, int /*times*/) {}
};
struct ParamCounts {
    std::array<int, param::Count> times{};
    int sign = 1; // +1 while White's terms are added, -1 for Black's
    void add(int p, int n) { times[std::size_t(p)] += sign * n; }
};

// Everything that is naturally computed for one side: its pieces' values, their mobility,
// their attacks on the enemy king's zone (which becomes the enemy's king-safety penalty),
// its pawn structure.
// The squares each side attacks: by piece type, by any piece, and by two or more.
struct AttackMaps {
    Bitboard by[2][7]{};
    Bitboard all[2]{};
    Bitboard ofPiece[64]; // what the piece on each square attacks (pieces, not pawns or kings)

    explicit AttackMaps(const Position& pos)
    {
        const Bitboard occ = pos.occupied();
        for (const Color c : {Color::White, Color::Black}) {
            const int i = index(c);
            const Bitboard pawns = pos.pieces(c, PieceType::Pawn);
            by[i][index(PieceType::Pawn)] = c == Color::White ? pawnAttacksBB<Color::White>(pawns)
                                                              : pawnAttacksBB<Color::Black>(pawns);
            for (int pt = index(PieceType::Knight); pt <= index(PieceType::King); ++pt) {
                Bitboard b = pos.pieces(c, PieceType(pt));
                while (b) {
                    const Square s = popLsb(b);
                    const Bitboard a = attacks(PieceType(pt), s, occ);
                    ofPiece[index(s)] = a;
                    by[i][pt] |= a;
                }
            }
            for (int pt = index(PieceType::Pawn); pt <= index(PieceType::King); ++pt)
                all[i] |= by[i][pt];
        }
    }
};

template <class Counts>
SideTerms evaluateSide(const Position& pos, Color us, const AttackMaps& A, const EvalParams& P,
                       Counts& counts)
{
    const Tables& t = tables();
    const Color them = ~us;
    const Bitboard occ = pos.occupied();
    const Bitboard ourPawns = pos.pieces(us, PieceType::Pawn);
    const Bitboard theirPawns = pos.pieces(them, PieceType::Pawn);
    const Square theirKing = pos.kingSquare(them);
    const Square ourKing = pos.kingSquare(us);
    const Bitboard theirZone = t.kingZone[index(them)][index(theirKing)];
    const Bitboard mobilityArea = ~pos.pieces(us) & ~A.by[index(them)][index(PieceType::Pawn)];
    const int u = index(us);
    const int flip = us == Color::White ? 0 : 56; // squares as seen from our side

    // Adds parameter p, n times, to one of the terms.
    const auto add = [&](S& term, int p, int n = 1) {
        term += P[std::size_t(p)] * n;
        counts.add(p, n);
    };

    SideTerms out;
    int attackUnits = 0, attackers = 0;

    for (int pt = index(PieceType::Pawn); pt <= index(PieceType::King); ++pt) {
        Bitboard b = pos.pieces(us, PieceType(pt));
        while (b) {
            const Square s = popLsb(b);
            add(out.material, param::Material + pt);
            add(out.material, param::Pst + pt * 64 + (index(s) ^ flip));
            if (pt == index(PieceType::Pawn) || pt == index(PieceType::King)) continue;
            const Bitboard att = A.ofPiece[index(s)];
            add(out.mobility,
                param::Mobility + pt * param::MobilitySize + popCount(att & mobilityArea));
            if (att & theirZone) {
                ++attackers;
                attackUnits += AttackWeight[pt] + popCount(att & theirZone);
            }
            if (bb(s) & A.by[index(them)][index(PieceType::Pawn)])
                add(out.pieces, param::PawnThreat + pt);
            if ((pt == index(PieceType::Knight) || pt == index(PieceType::Bishop))
                && relativeRank(us, s) >= 3 && relativeRank(us, s) <= 5
                && (bb(s) & A.by[u][index(PieceType::Pawn)])
                && !(t.passedMask[u][index(s)] & t.adjacentFiles[fileOf(s)] & theirPawns))
                add(out.pieces, param::Outpost + pt);
            if (pt == index(PieceType::Knight) || pt == index(PieceType::Bishop))
                add(out.pieces, param::KingProtector + pt, distance(s, ourKing));
            if (pt == index(PieceType::Bishop))
                add(out.pieces, param::BishopPawns,
                    popCount(
                        ourPawns
                        & ((bb(s) & bbs::DarkSquares) ? bbs::DarkSquares : bbs::LightSquares)));
            if (pt == index(PieceType::Rook)) {
                const Bitboard file = bbs::file(fileOf(s));
                if (!(file & ourPawns))
                    add(out.pieces,
                        (file & theirPawns) ? param::RookSemiOpenFile : param::RookOpenFile);
                if (file & pos.pieces(them, PieceType::Queen))
                    add(out.pieces, param::RookOnQueenFile);
            }
        }
    }
    if (moreThanOne(pos.pieces(us, PieceType::Bishop))) add(out.pieces, param::BishopPair);

    // The attack on the enemy king counts only with two attackers, grows with the attack's
    // weight, and matters much less without a queen to finish it.
    if (attackers >= 2) {
        const int units = std::min(attackUnits, param::KingAttackSize - 1);
        add(out.king,
            (pos.pieces(us, PieceType::Queen) ? param::KingAttack : param::KingAttackNoQueen)
                + units);
    }

    // Pawn structure.
    Bitboard b = ourPawns;
    while (b) {
        const Square s = popLsb(b);
        const int f = fileOf(s);
        const int rr = relativeRank(us, s);
        if (t.forwardFile[u][index(s)] & ourPawns) add(out.pawns, param::Doubled);
        const Square stop = s + pawnPush(us);
        if (!(t.adjacentFiles[f] & ourPawns))
            add(out.pawns, param::Isolated);
        else if (!(t.adjacentFiles[f] & ~t.passedMask[u][index(s)] & ourPawns)
                 && (bb(stop) & A.by[index(them)][index(PieceType::Pawn)]))
            add(out.pawns, param::Backward);
        else if ((pawnAttacks(them, s) | (t.adjacentFiles[f] & bbs::rank(rankOf(s)))) & ourPawns)
            add(out.pawns, param::Connected + rr);
        if (!(t.passedMask[u][index(s)] & theirPawns) && !(t.forwardFile[u][index(s)] & ourPawns)) {
            // In the endgame the kings decide whether a passer runs: ours should be near the
            // square in front of it, theirs far from it.
            add(out.pawns, param::Passed + rr);
            add(out.pawns, param::PassedTheirKing + rr, distance(theirKing, stop));
            add(out.pawns, param::PassedOurKing + rr, distance(ourKing, stop));
            if (pos.pieceOn(stop) == Piece::None) add(out.pawns, param::PassedFreeStop + rr);
            if (!(bb(stop) & A.all[index(them)])) add(out.pawns, param::PassedSafeStop + rr);
        }
    }

    // The king near its pawns (an endgame term: it has to defend them or escort them).
    if (ourPawns) {
        int nearest = 7;
        for (Bitboard p = ourPawns; p && nearest > 1;)
            nearest = std::min(nearest, distance(ourKing, popLsb(p)));
        add(out.king, param::KingPawnDistance, nearest);
    }

    // Threats: enemy pieces our minor pieces and rooks attack (pawns only when undefended),
    // enemy pieces we attack that nothing defends.
    const Bitboard theirPieces = pos.pieces(them) & ~pos.pieces(them, PieceType::King);
    const Bitboard targets = theirPieces & ~(theirPawns & A.all[index(them)]);
    for (Bitboard b =
             targets & (A.by[u][index(PieceType::Knight)] | A.by[u][index(PieceType::Bishop)]);
         b;)
        add(out.pieces, param::ThreatByMinor + index(typeOf(pos.pieceOn(popLsb(b)))));
    for (Bitboard b = targets & A.by[u][index(PieceType::Rook)]; b;)
        add(out.pieces, param::ThreatByRook + index(typeOf(pos.pieceOn(popLsb(b)))));
    if (const int hanging = popCount(theirPieces & ~theirPawns & A.all[u] & ~A.all[index(them)]))
        add(out.pieces, param::Hanging, hanging);
    // Pawn pushes (one square, or two from the start) to squares no enemy pawn attacks and
    // the enemy does not hold, that would attack an enemy piece.
    {
        const Bitboard empty = ~occ;
        const bool white = us == Color::White;
        Bitboard pushes = (white ? shift<8>(ourPawns) : shift<-8>(ourPawns)) & empty;
        pushes |=
            (white ? shift<8>(pushes & bbs::rank(2)) : shift<-8>(pushes & bbs::rank(5))) & empty;
        pushes &= ~A.by[index(them)][index(PieceType::Pawn)] & (A.all[u] | ~A.all[index(them)]);
        const Bitboard hits =
            (white ? pawnAttacksBB<Color::White>(pushes) : pawnAttacksBB<Color::Black>(pushes))
            & theirPieces & ~theirPawns;
        if (hits) add(out.pieces, param::ThreatByPawnPush, popCount(hits));
    }

    // Checks the enemy king cannot stop by taking the checker's square.
    const Bitboard safe = ~pos.pieces(us) & ~A.all[index(them)];
    const Bitboard bishopRays = attacks(PieceType::Bishop, theirKing, occ);
    const Bitboard rookRays = attacks(PieceType::Rook, theirKing, occ);
    const Bitboard checks[7] = {
        0, 0, knightAttacks(theirKing), bishopRays, rookRays, bishopRays | rookRays, 0};
    for (int pt = index(PieceType::Knight); pt <= index(PieceType::Queen); ++pt)
        if (checks[pt] & A.by[u][pt] & safe) add(out.king, param::SafeCheck + pt);

    // Our king's shelter: own pawns in front of it on its file and the two beside it.
    if (relativeRank(us, ourKing) <= 1) {
        const int kf = std::clamp(fileOf(ourKing), 1, 6);
        for (int f = kf - 1; f <= kf + 1; ++f) {
            const Bitboard filePawns = ourPawns & bbs::file(f) & t.passedMask[u][index(ourKing)];
            if (!filePawns) {
                add(out.king, param::ShelterMissing);
                if (!(theirPawns & bbs::file(f))) add(out.king, param::ShelterOpenFile);
            } else {
                const Square nearest = us == Color::White ? lsb(filePawns) : msb(filePawns);
                const int dist = std::abs(rankOf(nearest) - rankOf(ourKing));
                if (dist == 2) add(out.king, param::ShelterDistant);
                if (dist > 2) add(out.king, param::ShelterFar);
            }
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

template <class Counts>
EvalTrace evaluateTrace(const Position& pos, const EvalParams& params, Counts& counts,
                        int* fixedPart = nullptr, int* scale = nullptr)
{
    const AttackMaps maps(pos);
    const SideTerms w = evaluateSide(pos, Color::White, maps, params, counts);
    if constexpr (!std::is_same_v<Counts, NoCounts>) counts.sign = -1;
    const SideTerms b = evaluateSide(pos, Color::Black, maps, params, counts);

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
    const int scaleBy = endgameScale(pos, strong);
    int score = taper(total) * scaleBy / 64;
    const int mop = mopUp(pos, strong);
    score += strong == Color::White ? mop : -mop;
    if (fixedPart) *fixedPart = strong == Color::White ? mop : -mop;
    if (scale) *scale = scaleBy;
    tr.total = std::clamp(score, -MateBound + 1, MateBound - 1);
    return tr;
}

} // namespace

EvalTrace traceEvaluation(const Position& pos)
{
    NoCounts none;
    return evaluateTrace(pos, tunedParams(), none);
}

int evaluate(const Position& pos, const EvalParams& params)
{
    NoCounts none;
    const int white = evaluateTrace(pos, params, none).total;
    return (pos.sideToMove() == Color::White ? white : -white) + Tempo;
}

int evaluate(const Position& pos)
{
    return evaluate(pos, tunedParams());
}

int evaluateWith(const Position& pos, const EvalParams& params)
{
    NoCounts none;
    return evaluateTrace(pos, params, none).total;
}

EvalTerms evaluationTerms(const Position& pos, const EvalParams& params)
{
    ParamCounts counts;
    EvalTerms out;
    const EvalTrace tr = evaluateTrace(pos, params, counts, &out.fixed, &out.scale);
    out.phase = tr.phase;
    out.total = tr.total;
    for (int p = 0; p < param::Count; ++p)
        if (const int n = counts.times[std::size_t(p)]) out.counts.emplace_back(p, n);
    return out;
}

} // namespace kibitz::search
