// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Legal move generation. Moves are generated legal from the start (check masks, pin rays,
// king moves tested against the attacked squares), never pseudo-legal and filtered, so a
// perft can count the last ply without playing it.

#include "chess/position.h"

#include <algorithm>
#include <cstdint>

namespace kibitz::chess {

// Which moves to generate. Noisy and Quiet split All in two: noisy moves are captures
// (en passant included) and promotions; quiet moves are everything else (castling too).
// In check, every kind generates only evasions.
enum class GenType : std::uint8_t { All, Noisy, Quiet };

class MoveList {
public:
    static constexpr int Capacity = 256; // the most legal moves known in a position is 218

    void push(Move m) { m_moves[m_size++] = m; }
    void clear() { m_size = 0; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_moves[i]; }
    Move& operator[](int i) { return m_moves[i]; }
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    Move* begin() { return m_moves; }
    Move* end() { return m_moves + m_size; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

    // For the generator: writes go straight into the array.
    Move* data() { return m_moves; }
    void setSize(int n) { m_size = n; }

private:
    Move m_moves[Capacity];
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

// Number of leaf nodes at the given depth (depth 1 is counted without playing the moves).
std::uint64_t perft(const Position& pos, int depth);

} // namespace kibitz::chess
