// SPDX-License-Identifier: GPL-3.0-or-later
#include "chess/boardmove.h"

#include "chess/movegen.h"

namespace kibitz::chess {

Move moveFromBoard(const Position& pos, Square from, Square to, PieceType promotion)
{
    const MoveList moves = legalMoves(pos);
    if (from == to) {
        for (Move m : moves)
            if (m.isDrop() && m.to() == to && m.dropType() == promotion) return m;
        return Move::none();
    }
    Move castling;
    for (Move m : moves) {
        if (m.from() != from || m.isDrop()) continue;
        if (m.isKingPromotion()) {
            if (m.to() == to && promotion == PieceType::King) return m;
            continue;
        }
        if (m.kind() == MoveKind::Castling) {
            // Castling is stored king-takes-rook: remember it and keep looking for an
            // ordinary king move to the square.
            if (m.to() == to) return promotion == PieceType::None ? m : Move::none();
            if (Position::landingSquare(pos.sideToMove(), m) == to) castling = m;
            continue;
        }
        if (m.to() != to) continue;
        if (m.kind() == MoveKind::Promotion) {
            if (m.promotion() == promotion) return m;
            continue;
        }
        return promotion == PieceType::None ? m : Move::none();
    }
    return promotion == PieceType::None ? castling : Move::none();
}

} // namespace kibitz::chess
