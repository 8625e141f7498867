// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Legal move generation. Moves are generated legal from the start (check masks, pin rays,
// king moves tested against the attacked squares), never pseudo-legal and filtered, so a
// perft can count the last ply without playing it.

#include "chess/position.h"

#include <algorithm>
#include <cstdint>
#include <new>
#include <vector>

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

// Pseudo-legal moves: every move by the rules of piece movement, whether or not it leaves the
// own king attacked (python-chess's generate_pseudo_legal_moves): for move ordering tests,
// teaching and engines that test legality late. Castling only when legal (python-chess
// generates it so too), Crazyhouse drops on any empty square, the losing variants' moves
// before the compulsory capture is applied.
void generatePseudoLegal(const Position& pos, MoveList& list);
inline MoveList pseudoLegalMoves(const Position& pos)
{
    MoveList list;
    generatePseudoLegal(pos, list);
    return list;
}

// Selective generation: the moves from and to given squares, of given kinds. A move belongs
// to every kind it is (a capture that promotes is a Capture and a Promotion; a promotion by
// a push is Quiet and a Promotion) and is kept when any of them is asked for. Castling's
// to-square is where the king lands (g1), not the rook it is stored as.
namespace MoveKinds {
inline constexpr std::uint8_t Quiet = 1;   // neither a capture nor castling nor a drop
inline constexpr std::uint8_t Capture = 2; // en passant not included
inline constexpr std::uint8_t EnPassant = 4;
inline constexpr std::uint8_t Castling = 8;
inline constexpr std::uint8_t Promotion = 16;
inline constexpr std::uint8_t Drop = 32;
inline constexpr std::uint8_t Captures = Capture | EnPassant;
inline constexpr std::uint8_t All = 63;
} // namespace MoveKinds

struct MoveSelection {
    Bitboard from = ~Bitboard(0); // a drop's from-square is its target
    Bitboard to = ~Bitboard(0);
    std::uint8_t kinds = MoveKinds::All;
    bool pseudoLegal = false; // select among the pseudo-legal moves instead of the legal ones
};
std::uint8_t moveKinds(const Position& pos, Move m); // the MoveKinds bits of m in pos
void generateSelected(const Position& pos, MoveList& list, const MoveSelection& selection);
inline MoveList selectedMoves(const Position& pos, const MoveSelection& selection)
{
    MoveList list;
    generateSelected(pos, list, selection);
    return list;
}

// Number of leaf nodes at the given depth (depth 1 is counted without playing the moves).
std::uint64_t perft(const Position& pos, int depth);
// The nodes below each root move (depth >= 1), in generation order, the root moves shared
// out among threads (each takes the next move not yet counted, so a long subtree does not
// hold the others up). threads <= 1 counts on the calling thread.
struct PerftPart {
    Move move;
    std::uint64_t nodes = 0;
};
std::vector<PerftPart> perftDivide(const Position& pos, int depth, int threads = 1);

} // namespace kibitz::chess
