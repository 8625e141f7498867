// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/moveindex.h"

#include "chess/bitboard.h"

#include <unordered_map>
#include <vector>

namespace kibitz::chess {

namespace {

// Every field in 26 bits, as the table's key.
std::uint32_t keyOf(const MoveDescription& d)
{
    return std::uint32_t(index(d.color)) | std::uint32_t(index(d.piece)) << 1
           | std::uint32_t(index(d.from)) << 4 | std::uint32_t(index(d.to)) << 11
           | std::uint32_t(index(d.captured)) << 18 | std::uint32_t(index(d.promotion)) << 21
           | std::uint32_t(d.enPassant) << 24 | std::uint32_t(d.castling) << 25;
}

struct Table {
    std::vector<MoveDescription> moves;
    std::unordered_map<std::uint32_t, int> numbers;

    void add(const MoveDescription& d)
    {
        numbers.emplace(keyOf(d), int(moves.size()));
        moves.push_back(d);
    }

    Table()
    {
        constexpr PieceType Takeable[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                          PieceType::Rook, PieceType::Queen};
        constexpr PieceType Promotions[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                            PieceType::Knight};
        moves.reserve(MoveIndexCount);
        for (Color c : {Color::White, Color::Black}) {
            for (PieceType piece : {PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                                    PieceType::Queen, PieceType::King})
                for (int from = 0; from < 64; ++from)
                    for (Bitboard t = attacks(piece, Square(from), 0); t;) {
                        const Square to = popLsb(t);
                        MoveDescription d{c, piece, Square(from), to};
                        add(d);
                        for (PieceType taken : Takeable) {
                            d.captured = taken;
                            add(d);
                        }
                    }
            const int up = pawnPush(c);
            for (int from = 0; from < 64; ++from) {
                const Square s = Square(from);
                const int rank = relativeRank(c, s);
                if (rank < 1 || rank > 6) continue;
                const Square ahead = s + up;
                if (rank < 6) {
                    add({c, PieceType::Pawn, s, ahead});
                    if (rank == 1) add({c, PieceType::Pawn, s, ahead + up});
                } else {
                    for (PieceType promo : Promotions)
                        add({c, PieceType::Pawn, s, ahead, PieceType::None, promo});
                }
                for (Bitboard t = pawnAttacks(c, s); t;) {
                    const Square to = popLsb(t);
                    for (PieceType taken : Takeable) {
                        if (rank < 6) {
                            add({c, PieceType::Pawn, s, to, taken});
                        } else if (taken != PieceType::Pawn) {
                            for (PieceType promo : Promotions)
                                add({c, PieceType::Pawn, s, to, taken, promo});
                        }
                    }
                    if (rank == 4)
                        add({c, PieceType::Pawn, s, to, PieceType::Pawn, PieceType::None, true});
                }
            }
            const Square king = relativeSquare(c, Square::E1);
            for (Square to : {Square::G1, Square::C1})
                add({c, PieceType::King, king, relativeSquare(c, to), PieceType::None,
                     PieceType::None, false, true});
        }
    }
};

const Table& table()
{
    static const Table t;
    return t;
}

} // namespace

std::optional<MoveDescription> describeMove(const Position& pos, Move m)
{
    if (m.isNone() || m.isNull() || m.isDrop() || m.isKingPromotion()) return std::nullopt;
    const Color us = pos.sideToMove();
    const Piece mover = pos.pieceOn(m.from());
    if (mover == Piece::None || colorOf(mover) != us) return std::nullopt;
    MoveDescription d{us, typeOf(mover), m.from(), m.to()};
    if (m.kind() == MoveKind::Castling) {
        const CastlingSide side = Position::castlingSideOf(m);
        const Square corner =
            relativeSquare(us, side == CastlingSide::King ? Square::H1 : Square::A1);
        if (m.from() != relativeSquare(us, Square::E1) || m.to() != corner) return std::nullopt;
        d.to = Position::castlingKingTarget(us, side);
        d.castling = true;
        return d;
    }
    if (m.kind() == MoveKind::EnPassant) {
        d.captured = PieceType::Pawn;
        d.enPassant = true;
        return d;
    }
    const Piece target = pos.pieceOn(m.to());
    if (target != Piece::None) d.captured = typeOf(target);
    d.promotion = m.promotion();
    return d;
}

std::optional<int> moveIndex(const MoveDescription& move)
{
    const auto& numbers = table().numbers;
    const auto it = numbers.find(keyOf(move));
    if (it == numbers.end()) return std::nullopt;
    return it->second;
}

const MoveDescription& moveAt(int index)
{
    return table().moves[std::size_t(index)];
}

} // namespace kibitz::chess
