// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation for the variants. Standard chess never comes here (generateLegal checks
// the variant once), so clarity wins over speed: where the board rules are standard the
// standard generator does the work; elsewhere moves are generated pseudo-legal and each is
// tried on a copy of the position.

#include "chess/movegen.h"

namespace kibitz::chess {

namespace {

constexpr PieceType promotionPieces[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                         PieceType::Knight};

bool isCaptureMove(const Position& pos, Move m)
{
    if (m.isDrop()) return false;
    if (m.kind() == MoveKind::EnPassant) return true;
    if (m.kind() == MoveKind::Castling && !m.isKingPromotion()) return false;
    return (pos.pieces(~pos.sideToMove()) & bb(m.to())) != 0;
}

// Castling as python-chess decides it for the variants that come here: the squares between
// must be empty but for king and rook; the king's squares (its own, its path and its target)
// must not be attacked, except in the losing variants (no check there) and, in Atomic,
// squares next to the enemy king (no piece there can be taken without exploding that king).
void castlingMoves(const Position& pos, Move*& out)
{
    const Color us = pos.sideToMove(), them = ~us;
    if (!pos.hasKing(us)) return;
    const Square ksq = pos.kingSquare(us);
    const Bitboard occ = pos.occupied();
    const bool noAttacks = isLosingVariant(pos.variant());
    Bitboard safe = 0;
    if (pos.variant() == Variant::Atomic)
        for (Bitboard k = pos.pieces(them, PieceType::King); k;) safe |= kingAttacks(popLsb(k));
    auto attacked = [&](Bitboard squares, Bitboard occupancy) {
        if (noAttacks) return false;
        for (Bitboard b = squares & ~safe; b;)
            if (pos.isAttackedBy(them, popLsb(b), occupancy)) return true;
        return false;
    };
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const Square rook = pos.castlingRook(us, side);
        if (rook == Square::None) continue;
        const Square kto = Position::castlingKingTarget(us, side);
        const Square rto = Position::castlingRookTarget(us, side);
        const Bitboard kingPath = between(ksq, kto);
        const Bitboard path = kingPath | between(rook, rto) | bb(kto) | bb(rto);
        if ((occ ^ bb(ksq) ^ bb(rook)) & path) continue;
        if (attacked(bb(ksq) | kingPath | bb(kto), occ ^ bb(ksq))) continue;
        if (attacked(bb(kto), occ ^ bb(ksq) ^ bb(rook) ^ bb(rto))) continue;
        *out++ = Move(ksq, rook, MoveKind::Castling);
    }
}

// Every move by the rules of piece movement, whatever it does to the own king. Pawns step
// twice from their first two ranks (Horde's first-rank pawns too); kingPromotions adds
// promotions to king (Antichess, Giveaway, Suicide).
Move* pseudoLegalMoves(const Position& pos, Move* out, bool kingPromotions)
{
    const Color us = pos.sideToMove();
    const Bitboard own = pos.pieces(us), enemies = pos.pieces(~us), occ = own | enemies;
    const int up = pawnPush(us);
    auto pawnTo = [&](Square from, Square to) {
        if (relativeRank(us, to) == 7) {
            for (PieceType t : promotionPieces) *out++ = Move(from, to, MoveKind::Promotion, t);
            if (kingPromotions) *out++ = Move::kingPromotion(from, to);
        } else {
            *out++ = Move(from, to);
        }
    };
    for (Bitboard b = pos.pieces(us, PieceType::Pawn); b;) {
        const Square from = popLsb(b);
        if (relativeRank(us, from) == 7) continue; // cannot move (no such pawn in play)
        const Square one = from + up;
        if (!(occ & bb(one))) {
            pawnTo(from, one);
            if (relativeRank(us, from) <= 1 && !(occ & bb(one + up))) *out++ = Move(from, one + up);
        }
        for (Bitboard t = pawnAttacks(us, from) & enemies; t;) pawnTo(from, popLsb(t));
        if (pos.epSquare() != Square::None && (pawnAttacks(us, from) & bb(pos.epSquare())))
            *out++ = Move(from, pos.epSquare(), MoveKind::EnPassant);
    }
    for (Bitboard b = own & ~pos.pieces(PieceType::Pawn); b;) {
        const Square from = popLsb(b);
        for (Bitboard t = attacks(typeOf(pos.pieceOn(from)), from, occ) & ~own; t;)
            *out++ = Move(from, popLsb(t));
    }
    castlingMoves(pos, out);
    return out;
}

// Does the move leave the mover's king safe (variant by variant)?
bool keepsKingSafe(const Position& pos, Move m)
{
    const Color us = pos.sideToMove();
    const Position next = pos.after(m);
    if (pos.variant() == Variant::Atomic) {
        // Exploding the own king is never legal; exploding the enemy's always is (it ends the
        // game), and touching kings cannot give check.
        if (!next.hasKing(us)) return false;
        if (!next.hasKing(~us)) return true;
        if (kingAttacks(next.kingSquare(us)) & next.pieces(~us, PieceType::King)) return true;
    } else if (!next.hasKing(us)) {
        return true; // Horde's white side
    }
    return !(next.attackersTo(next.kingSquare(us)) & next.pieces(~us));
}

// Crazyhouse drops: on any empty square (pawns not on the first or last rank); in check
// only between the king and a single checking slider.
Move* drops(const Position& pos, Move* out)
{
    const Color us = pos.sideToMove();
    Bitboard targets = ~pos.occupied();
    if (const Bitboard checkers = pos.checkers())
        targets &= moreThanOne(checkers) ? 0 : between(pos.kingSquare(us), lsb(checkers));
    for (PieceType t : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                        PieceType::Queen}) {
        if (!pos.pocketCount(us, t)) continue;
        for (Bitboard b = targets & (t == PieceType::Pawn ? ~bbs::BackRanks : ~Bitboard(0)); b;)
            *out++ = Move::drop(t, popLsb(b));
    }
    return out;
}

} // namespace

void generatePseudoLegal(const Position& pos, MoveList& list)
{
    Move* const begin = list.data();
    Move* end = begin;
    if (!pos.isVariantEnd()) {
        end = pseudoLegalMoves(pos, begin, isLosingVariant(pos.variant()));
        if (pos.variant() == Variant::Crazyhouse) {
            const Color us = pos.sideToMove();
            for (PieceType t : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                PieceType::Rook, PieceType::Queen}) {
                if (!pos.pocketCount(us, t)) continue;
                const Bitboard targets =
                    ~pos.occupied() & (t == PieceType::Pawn ? ~bbs::BackRanks : ~Bitboard(0));
                for (Bitboard b = targets; b;) *end++ = Move::drop(t, popLsb(b));
            }
        }
    }
    list.setSize(int(end - begin));
}

std::uint8_t moveKinds(const Position& pos, Move m)
{
    if (m.isDrop()) return MoveKinds::Drop;
    if (m.kind() == MoveKind::Castling && !m.isKingPromotion()) return MoveKinds::Castling;
    std::uint8_t kinds = 0;
    if (m.kind() == MoveKind::EnPassant)
        kinds = MoveKinds::EnPassant;
    else
        kinds =
            (pos.pieces(~pos.sideToMove()) & bb(m.to())) ? MoveKinds::Capture : MoveKinds::Quiet;
    if (m.promotionType() != PieceType::None) kinds |= MoveKinds::Promotion;
    return kinds;
}

void generateSelected(const Position& pos, MoveList& list, const MoveSelection& selection)
{
    // Generated whole, then filtered: selection is for tools and teaching, not for search
    // (which has GenType), so one generator stays the one that decides.
    if (selection.pseudoLegal)
        generatePseudoLegal(pos, list);
    else
        generateLegal(pos, list);
    Move* kept = list.begin();
    for (Move m : list) {
        const Square to =
            m.isKingPromotion() ? m.to() : Position::landingSquare(pos.sideToMove(), m);
        if ((selection.from & bb(m.from())) && (selection.to & bb(to))
            && (moveKinds(pos, m) & selection.kinds))
            *kept++ = m;
    }
    list.setSize(int(kept - list.begin()));
}

void generateVariantMoves(const Position& pos, MoveList& list, GenType type)
{
    Move* const begin = list.data();
    Move* end = begin;
    if (pos.isVariantEnd()) {
        list.setSize(0);
        return;
    }
    switch (pos.variant()) {
    case Variant::Standard:
    case Variant::ThreeCheck:
    case Variant::KingOfTheHill:
        end = generateStandardMoves(pos, begin);
        break;
    case Variant::Crazyhouse:
        end = drops(pos, generateStandardMoves(pos, begin));
        break;
    case Variant::RacingKings: {
        // Giving check is illegal.
        Move* const all = generateStandardMoves(pos, begin);
        for (Move* m = begin; m != all; ++m)
            if (!pos.after(*m).isCheck()) *end++ = *m;
        break;
    }
    case Variant::Horde:
        if (pos.sideToMove() == Color::Black && pos.hasKing(Color::Black)
            && !(pos.pieces(Color::Black, PieceType::Pawn) & bbs::Rank8)) {
            end = generateStandardMoves(pos, begin); // Black plays by the usual rules
            break;
        }
        [[fallthrough]];
    case Variant::Atomic: {
        Move* const all = pseudoLegalMoves(pos, begin, false);
        for (Move* m = begin; m != all; ++m)
            if (keepsKingSafe(pos, *m)) *end++ = *m;
        break;
    }
    case Variant::Antichess:
    case Variant::Giveaway:
    case Variant::Suicide: {
        // Taking is compulsory: when any capture exists, only captures are legal.
        Move* const all = pseudoLegalMoves(pos, begin, true);
        bool capture = false;
        for (Move* m = begin; m != all && !capture; ++m) capture = isCaptureMove(pos, *m);
        for (Move* m = begin; m != all; ++m)
            if (!capture || isCaptureMove(pos, *m)) *end++ = *m;
        break;
    }
    }
    if (type != GenType::All) {
        // Noisy: captures and promotions; Quiet: the rest (drops and castling included).
        Move* kept = begin;
        for (Move* m = begin; m != end; ++m) {
            const bool noisy = isCaptureMove(pos, *m) || m->promotionType() != PieceType::None;
            if (noisy == (type == GenType::Noisy)) *kept++ = *m;
        }
        end = kept;
    }
    list.setSize(int(end - begin));
}

} // namespace kibitz::chess
