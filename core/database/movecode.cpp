// SPDX-License-Identifier: GPL-3.0-or-later
// The one-byte move encoding of the search data (see movecode.h for the layout).

#include "database/movecode.h"

#include <cstdlib>

namespace kibitz::db {

using chess::Color;
using chess::Move;
using chess::MoveKind;
using chess::PieceType;
using chess::Square;

namespace {

struct Step {
    std::int8_t file, rank;
};
constexpr Step KingSteps[8] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0},
                               {1, 0},   {-1, 1}, {0, 1},  {1, 1}};
constexpr Step KnightJumps[8] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                 {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KingSideCastle = 8, QueenSideCastle = 9, NullMove = 10;

constexpr bool onBoard(int file, int rank)
{
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

// The square of the mover's n-th man counting from a1; None when it has fewer.
Square nthMan(chess::Bitboard men, int n)
{
    for (int i = 0; i < n && men; ++i) men &= men - 1;
    return men ? chess::lsb(men) : Square::None;
}

// The target of a code that is a step (king, knight), or None.
Square stepTarget(Square from, const Step& s)
{
    const int f = chess::fileOf(from) + s.file, r = chess::rankOf(from) + s.rank;
    return onBoard(f, r) ? chess::makeSquare(f, r) : Square::None;
}

// The code of a move by a rook-like line: the target file along the rank, or 8 + the rank
// along the file; -1 when the move is on neither.
int lineCode(Square from, Square to)
{
    if (chess::rankOf(from) == chess::rankOf(to)) return chess::fileOf(to);
    if (chess::fileOf(from) == chess::fileOf(to)) return 8 + chess::rankOf(to);
    return -1;
}
Square lineTarget(Square from, int code)
{
    return code < 8 ? chess::makeSquare(code, chess::rankOf(from))
                    : chess::makeSquare(chess::fileOf(from), code - 8);
}

// A diagonal move: the target file along the rising diagonal, 8 + it along the falling one.
int diagonalCode(Square from, Square to)
{
    const int df = chess::fileOf(to) - chess::fileOf(from);
    const int dr = chess::rankOf(to) - chess::rankOf(from);
    if (df == 0 || (df != dr && df != -dr)) return -1;
    return (df == dr ? 0 : 8) + chess::fileOf(to);
}
Square diagonalTarget(Square from, int code)
{
    const int file = code & 7, df = file - chess::fileOf(from);
    const int rank = chess::rankOf(from) + (code < 8 ? df : -df);
    return onBoard(file, rank) ? chess::makeSquare(file, rank) : Square::None;
}

} // namespace

Move decodeMove(const chess::Position& pos, const std::uint8_t*& at)
{
    const int byte = *at++;
    const Color us = pos.sideToMove();
    const Square from = nthMan(pos.pieces(us), byte >> 4);
    if (from == Square::None) return Move::none();
    const int code = byte & 15;
    Square to = Square::None;
    switch (chess::typeOf(pos.pieceOn(from))) {
    case PieceType::Pawn: {
        const int forward = us == Color::White ? 1 : -1;
        const int f = chess::fileOf(from), r = chess::rankOf(from);
        int way = code, promotion = 0; // way: 0 one step, 1 two steps, 2 towards a, 3 towards h
        if (code >= 4) {
            const int w = (code - 4) % 3; // a promotion's: 0 one step, 1 towards a, 2 towards h
            way = w == 0 ? 0 : w + 1;
            promotion = (code - 4) / 3 + chess::index(PieceType::Knight);
        }
        const int tf = way == 2 ? f - 1 : way == 3 ? f + 1 : f;
        const int tr = r + (way == 1 ? 2 * forward : forward);
        if (!onBoard(tf, tr)) return Move::none();
        to = chess::makeSquare(tf, tr);
        if (promotion) return Move(from, to, MoveKind::Promotion, PieceType(promotion));
        if (way >= 2 && pos.pieceOn(to) == chess::Piece::None)
            return Move(from, to, MoveKind::EnPassant);
        return Move(from, to);
    }
    case PieceType::Knight:
        to = code < 8 ? stepTarget(from, KnightJumps[code]) : Square::None;
        break;
    case PieceType::Bishop:
        to = diagonalTarget(from, code);
        break;
    case PieceType::Rook:
        to = lineTarget(from, code);
        break;
    case PieceType::Queen:
        if (code == chess::fileOf(from)) {
            const int target = *at++;
            to = target < 64 ? Square(target) : Square::None;
        } else {
            to = lineTarget(from, code);
        }
        break;
    case PieceType::King:
        if (code < 8) {
            to = stepTarget(from, KingSteps[code]);
        } else if (code == KingSideCastle || code == QueenSideCastle) {
            const Square rook =
                pos.castlingRook(us, code == KingSideCastle ? chess::CastlingSide::King
                                                            : chess::CastlingSide::Queen);
            return rook == Square::None ? Move::none() : Move(from, rook, MoveKind::Castling);
        } else if (code == NullMove) {
            return Move::null();
        }
        break;
    default:
        break;
    }
    return to == Square::None || to == from ? Move::none() : Move(from, to);
}

int encodeMove(const chess::Position& pos, Move m, std::uint8_t* out)
{
    const Color us = pos.sideToMove();
    const chess::Bitboard men = pos.pieces(us);
    if (chess::popCount(men) > 16) return 0;
    Square from = m.from();
    if (m.isNull()) {
        if (!pos.hasKing(us)) return 0;
        from = pos.kingSquare(us);
    }
    if (!(men & chess::bb(from))) return 0;
    const int piece = chess::popCount(men & (chess::bb(from) - 1));
    const Square to = m.to();
    int code = -1, second = -1;
    if (m.isNull()) {
        code = NullMove;
    } else {
        switch (chess::typeOf(pos.pieceOn(from))) {
        case PieceType::Pawn: {
            const int df = chess::fileOf(to) - chess::fileOf(from);
            const int way = df == 0 ? 0 : df < 0 ? 1 : 2; // the promotion's ways
            if (m.kind() == MoveKind::Promotion)
                code =
                    4 + 3 * (chess::index(m.promotion()) - chess::index(PieceType::Knight)) + way;
            else
                code = df != 0 ? (df < 0 ? 2 : 3)
                               : (std::abs(chess::rankOf(to) - chess::rankOf(from)) == 2 ? 1 : 0);
            break;
        }
        case PieceType::Knight:
            for (int i = 0; i < 8; ++i)
                if (stepTarget(from, KnightJumps[i]) == to) code = i;
            break;
        case PieceType::Bishop:
            code = diagonalCode(from, to);
            break;
        case PieceType::Rook:
            code = lineCode(from, to);
            break;
        case PieceType::Queen:
            code = lineCode(from, to);
            if (code < 0 && diagonalCode(from, to) >= 0)
                code = chess::fileOf(from), second = chess::index(to);
            break;
        case PieceType::King:
            if (m.kind() == MoveKind::Castling)
                code = chess::Position::castlingSideOf(m) == chess::CastlingSide::King
                           ? KingSideCastle
                           : QueenSideCastle;
            else
                for (int i = 0; i < 8; ++i)
                    if (stepTarget(from, KingSteps[i]) == to) code = i;
            break;
        default:
            break;
        }
    }
    if (code < 0) return 0;
    out[0] = std::uint8_t(piece << 4 | code);
    int n = 1;
    if (second >= 0) out[n++] = std::uint8_t(second);
    // Whatever the encoding cannot tell apart (a move of a variant, a promotion's odd kind)
    // does not come back as itself: such a game keeps its moves raw.
    const std::uint8_t* at = out;
    if (decodeMove(pos, at) != m || at != out + n) return 0;
    return n;
}

} // namespace kibitz::db
