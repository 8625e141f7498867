// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Legal move generation. Moves are generated legal from the start (check masks, pin rays,
// king moves tested against the attacked squares), never pseudo-legal and filtered, so a
// perft can count the last ply without playing it.

#include "chess/position.h"

#include <algorithm>
#include <cstdint>
#include <new>

namespace kibitz::chess {

// Which moves to generate. Noisy and Quiet split All in two: noisy moves are captures
// (en passant included) and promotions; quiet moves are everything else (castling too).
// In check, every kind generates only evasions.
enum class GenType : std::uint8_t { All, Noisy, Quiet };

class MoveList {
public:
    // A provable bound, not the record (218 in a reachable position): Position::fromSetup
    // accepts at most 16 pieces a side in either mode, and no piece has more than 27 moves
    // (a queen; a pawn at most 12, a king 10 with castling): 15 * 27 + 10 = 415. Positions
    // from files can be far from reachable, so the record is no guarantee.
    // Variants go past it: a Crazyhouse side can hold all five kinds in its pocket (5 x 64
    // drops) and 32 men, Horde's white side 36 pawns; twice the bound covers them.
    static constexpr int Capacity = 1024;

    MoveList() = default; // the moves are not initialized: only [0, size()) is ever read

    void push(Move m) { moves()[m_size++] = m; }
    void clear() { m_size = 0; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return moves()[i]; }
    Move& operator[](int i) { return moves()[i]; }
    const Move* begin() const { return moves(); }
    const Move* end() const { return moves() + m_size; }
    Move* begin() { return moves(); }
    Move* end() { return moves() + m_size; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

    // For the generator: writes go straight into the array.
    Move* data() { return moves(); }
    void setSize(int n) { m_size = n; }

private:
    // Raw storage: a MoveList is made at every node of a search or perft, and a Move array
    // would be zeroed each time. Move is trivially copyable and destructible, so the bytes
    // hold Moves as they are written (implicit object creation, C++20).
    Move* moves() { return std::launder(reinterpret_cast<Move*>(m_storage)); }
    const Move* moves() const { return std::launder(reinterpret_cast<const Move*>(m_storage)); }

    alignas(Move) unsigned char m_storage[Capacity * sizeof(Move)];
    int m_size = 0;
};

void generateLegal(const Position& pos, MoveList& list, GenType type = GenType::All);
inline MoveList legalMoves(const Position& pos, GenType type = GenType::All)
{
    MoveList list;
    generateLegal(pos, list, type);
    return list;
}
bool hasLegalMove(const Position& pos);
int countLegalMoves(const Position& pos); // without storing them

// The variants' generation (movegen_variant.cpp): every legal move of a position whose
// variant() is not Standard. generateLegal sends variant positions there.
void generateVariantMoves(const Position& pos, MoveList& list, GenType type);
// Standard chess's generator for a position with one king a side and standard board rules
// (Crazyhouse's board moves, Three-check, King of the Hill, Racing Kings); returns the end.
Move* generateStandardMoves(const Position& pos, Move* out);

// Number of leaf nodes at the given depth (depth 1 is counted without playing the moves).
std::uint64_t perft(const Position& pos, int depth);

} // namespace kibitz::chess
