// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/chess960.h"

#include <array>

namespace kibitz::chess {

namespace {

using BackRank = std::array<PieceType, 8>;

// Scharnagl's numbering: n = 4 (4 (6 k + q) + d) + l, with l the light-square bishop's place
// among b, d, f, h, d the dark-square bishop's among a, c, e, g, q the queen's among the six
// squares left, and k one of the ten ways to place two knights on the five left (in this
// order); the rooks and the king take the last three squares, the king between the rooks.
BackRank backRank(int n)
{
    BackRank rank{};
    rank.fill(PieceType::None);
    rank[std::size_t(2 * (n % 4) + 1)] = PieceType::Bishop;
    n /= 4;
    rank[std::size_t(2 * (n % 4))] = PieceType::Bishop;
    n /= 4;
    auto placeInFree = [&](int nth, PieceType piece) {
        for (std::size_t f = 0; f < 8; ++f)
            if (rank[f] == PieceType::None && nth-- == 0) {
                rank[f] = piece;
                return;
            }
    };
    placeInFree(n % 6, PieceType::Queen);
    n /= 6;
    static constexpr int Knights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                           {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    // The second knight's index counts the free squares before the first is placed.
    placeInFree(Knights[n][1], PieceType::Knight);
    placeInFree(Knights[n][0], PieceType::Knight);
    placeInFree(0, PieceType::Rook);
    placeInFree(0, PieceType::King);
    placeInFree(0, PieceType::Rook);
    return rank;
}

} // namespace

std::optional<Position> chess960Start(int n, Variant variant)
{
    if (n < 0 || n > 959) return std::nullopt;
    // Horde and Racing Kings have boards of their own: no Chess960 array to put on them.
    if (variant == Variant::Horde || variant == Variant::RacingKings) return std::nullopt;
    const BackRank rank = backRank(n);
    Setup s;
    s.board.fill(Piece::None);
    for (int f = 0; f < 8; ++f) {
        s.board[std::size_t(f)] = makePiece(Color::White, rank[std::size_t(f)]);
        s.board[std::size_t(8 + f)] = makePiece(Color::White, PieceType::Pawn);
        s.board[std::size_t(48 + f)] = makePiece(Color::Black, PieceType::Pawn);
        s.board[std::size_t(56 + f)] = makePiece(Color::Black, rank[std::size_t(f)]);
        if (rank[std::size_t(f)] == PieceType::Rook)
            s.castlingRooks |= (Bitboard(1) << f) | (Bitboard(1) << (56 + f));
    }
    s.chess960 = true;
    s.variant = variant;
    // The variant's own start state: Antichess starts without castling rights (as its
    // standard start does), Crazyhouse with empty pockets, Three-check with three checks.
    if (variant == Variant::Antichess) s.castlingRooks = 0;
    s.hasPockets = variant == Variant::Crazyhouse;
    s.hasCheckCount = variant == Variant::ThreeCheck;
    auto pos = Position::fromSetup(s);
    if (!pos) return std::nullopt;
    return *pos;
}

std::optional<int> scharnaglNumber(const Position& pos)
{
    BackRank rank{};
    for (int f = 0; f < 8; ++f) {
        const Piece w = pos.pieceOn(Square(f));
        const Piece b = pos.pieceOn(Square(56 + f));
        if (w == Piece::None || colorOf(w) != Color::White || b == Piece::None
            || colorOf(b) != Color::Black || typeOf(w) != typeOf(b)
            || pos.pieceOn(Square(8 + f)) != makePiece(Color::White, PieceType::Pawn)
            || pos.pieceOn(Square(48 + f)) != makePiece(Color::Black, PieceType::Pawn))
            return std::nullopt;
        rank[std::size_t(f)] = typeOf(w);
    }
    for (int s = 16; s < 48; ++s)
        if (pos.pieceOn(Square(s)) != Piece::None) return std::nullopt;
    // 960 arrays: a search is simpler than the arithmetic backwards, and takes microseconds.
    for (int n = 0; n < 960; ++n)
        if (backRank(n) == rank) return n;
    return std::nullopt;
}

} // namespace kibitz::chess
