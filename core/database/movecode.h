// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's moves in a byte each, for the search data: a million games' main lines are some
// eighty million moves, and every position search replays them.
//
// A move is named by which of the mover's pieces moves and where it goes, relative to that
// piece: byte = piece << 4 | code. "piece" counts the mover's occupied squares from a1 up
// (a side has at most 16 men, so it fits in four bits), and the code depends on what stands
// there:
//   pawn    0 one step, 1 two steps, 2 takes towards the a-file, 3 towards the h-file (en
//           passant too: a pawn taking onto an empty square), 4 + 3 * (piece - knight) + way
//           a promotion (way 0 one step, 1 towards a, 2 towards h)
//   knight  0..7 its eight jumps
//   bishop  0..7 the file it lands on along its rising diagonal, 8..15 along the falling one
//   rook    0..7 the file it lands on along its rank, 8..15 the rank along its file
//   queen   as a rook; the code of its own file (a move to itself) says a diagonal move
//           follows in a second byte: the target square
//   king    0..7 its eight steps, 8 castles on the king side, 9 on the queen side, 10 the
//           null move ("--")
// Decoding asks the position only which piece stands on a square: no move generation, so a
// replay costs little more than with two-byte from/to moves (SCID's format numbers pieces and
// directions similarly; this encoding is our own and shares no table with it).
//
// Games the encoding cannot carry (a variant's drops and king promotions, a set-up position
// with 17 men on a side or no king) keep every move in two bytes (Move::raw, low byte first):
// the game's `raw` flag says which.

#include "chess/position.h"

#include <cstdint>

namespace kibitz::db {

constexpr int MaxMoveBytes = 2;

// Writes m, a legal move of pos or the null move, in one or two bytes and returns their
// number; 0 when the encoding has no room for it (the game's moves are then kept raw).
int encodeMove(const chess::Position& pos, chess::Move m, std::uint8_t* out);

// Reads the move at `at` written by encodeMove for pos and moves `at` past it. Bytes that name
// no move (a damaged index) give Move::none().
chess::Move decodeMove(const chess::Position& pos, const std::uint8_t*& at);

// A game's stored moves read in turn, compact or raw.
class MoveReader {
public:
    MoveReader(const std::uint8_t* at, bool raw)
        : m_at(at)
        , m_raw(raw)
    {}
    chess::Move next(const chess::Position& pos)
    {
        if (!m_raw) return decodeMove(pos, m_at);
        const auto raw = std::uint16_t(m_at[0] | (m_at[1] << 8));
        m_at += 2;
        return chess::Move::fromRaw(raw);
    }
    // The next move without reading past it.
    chess::Move peek(const chess::Position& pos) const
    {
        MoveReader copy = *this;
        return copy.next(pos);
    }

private:
    const std::uint8_t* m_at;
    bool m_raw;
};

inline void appendRawMove(chess::Move m, std::uint8_t* out)
{
    out[0] = std::uint8_t(m.raw() & 0xff);
    out[1] = std::uint8_t(m.raw() >> 8);
}

} // namespace kibitz::db
