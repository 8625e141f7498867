// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/transform.h"

#include <utility>

namespace kibitz::chess {

namespace {

// Where the piece on (file, rank) goes; false when it leaves the board.
bool mapSquare(Transform t, int file, int rank, int& toFile, int& toRank)
{
    toFile = file;
    toRank = rank;
    switch (t) {
    case Transform::Mirror:
    case Transform::FlipVertical:
        toRank = 7 - rank;
        break;
    case Transform::FlipHorizontal:
        toFile = 7 - file;
        break;
    case Transform::FlipDiagonal:
        toFile = rank;
        toRank = file;
        break;
    case Transform::FlipAntiDiagonal:
        toFile = 7 - rank;
        toRank = 7 - file;
        break;
    case Transform::ShiftUp:
        ++toRank;
        break;
    case Transform::ShiftDown:
        --toRank;
        break;
    case Transform::ShiftLeft:
        --toFile;
        break;
    case Transform::ShiftRight:
        ++toFile;
        break;
    }
    return toFile >= 0 && toFile < 8 && toRank >= 0 && toRank < 8;
}

} // namespace

Expected<Setup, TransformError> transform(const Setup& from, Transform t)
{
    Setup to = from;
    to.board.fill(Piece::None);
    to.promoted = 0; // Crazyhouse's promoted pieces move with their squares
    for (int s = 0; s < 64; ++s) {
        const Piece p = from.board[std::size_t(s)];
        if (p == Piece::None) continue;
        int file = 0, rank = 0;
        if (!mapSquare(t, s % 8, s / 8, file, rank))
            return unexpected(TransformError{"a piece would leave the board"});
        to.board[std::size_t(rank * 8 + file)] =
            t == Transform::Mirror ? makePiece(~colorOf(p), typeOf(p)) : p;
        if (from.promoted & (Bitboard(1) << s)) to.promoted |= Bitboard(1) << (rank * 8 + file);
    }
    to.castlingRooks = 0;
    to.epSquare = Square::None;
    if (t == Transform::Mirror) {
        to.turn = ~from.turn;
        // A variant's per-side state changes hands with the colours.
        std::swap(to.pockets[0], to.pockets[1]);
        std::swap(to.checksLeft[0], to.checksLeft[1]);
        for (int s = 0; s < 64; ++s)
            if (from.castlingRooks & (Bitboard(1) << s))
                to.castlingRooks |= Bitboard(1) << ((7 - s / 8) * 8 + s % 8);
        if (isValid(from.epSquare))
            to.epSquare = makeSquare(fileOf(from.epSquare), 7 - rankOf(from.epSquare));
    }
    return to;
}

Expected<Position, TransformError> transform(const Position& pos, Transform t)
{
    const auto setup = transform(pos.toSetup(), t);
    if (!setup) return unexpected(setup.error());
    auto result = Position::fromSetup(*setup);
    if (!result) return unexpected(TransformError{result.error().message()});
    return *result;
}

int materialBalance(const Position& pos)
{
    static constexpr int Value[] = {0, 1, 3, 3, 5, 9, 0}; // by PieceType
    int balance = 0;
    for (int s = 0; s < 64; ++s) {
        const Piece p = pos.pieceOn(Square(s));
        if (p == Piece::None) continue;
        const int v = Value[index(typeOf(p))];
        balance += colorOf(p) == Color::White ? v : -v;
    }
    // Crazyhouse: the pieces in hand are material too, ready to be dropped.
    if (pos.variant() == Variant::Crazyhouse)
        for (int t = 1; t <= 5; ++t)
            balance += Value[t]
                       * (pos.pocketCount(Color::White, PieceType(t))
                          - pos.pocketCount(Color::Black, PieceType(t)));
    return balance;
}

} // namespace kibitz::chess
