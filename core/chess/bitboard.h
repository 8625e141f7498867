// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Bitboards and attack tables. Bishop and rook attacks come from one table of answers
// indexed by BMI2 PEXT or by a multiplication (sliders.h); all tables are built once,
// before main(), by attacks.cpp and sliders.cpp.

#include "chess/types.h"

#include <bit>
#include <cstdint>

#if defined(KIBITZ_USE_PEXT)
#include <immintrin.h>
#endif

namespace kibitz::chess {

using Bitboard = std::uint64_t;

constexpr Bitboard bb(Square s)
{
    return Bitboard(1) << index(s);
}
// Without a POPCNT instruction in the target (the portable x86-64 build), std::popcount is a
// library call; the inline SWAR count is several times cheaper than that.
constexpr int popCount(Bitboard b)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(_M_X64))
    return std::popcount(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
#endif
}
constexpr Square lsb(Bitboard b)
{
    return Square(std::countr_zero(b));
}
constexpr Square msb(Bitboard b)
{
    return Square(63 - std::countl_zero(b));
}
constexpr bool moreThanOne(Bitboard b)
{
    return (b & (b - 1)) != 0;
}
// Removes and returns the least significant square; b must not be empty.
constexpr Square popLsb(Bitboard& b)
{
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}

namespace bbs {
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank2 = Rank1 << 8;
constexpr Bitboard Rank3 = Rank1 << 16;
constexpr Bitboard Rank4 = Rank1 << 24;
constexpr Bitboard Rank5 = Rank1 << 32;
constexpr Bitboard Rank6 = Rank1 << 40;
constexpr Bitboard Rank7 = Rank1 << 48;
constexpr Bitboard Rank8 = Rank1 << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;
constexpr Bitboard LightSquares = ~DarkSquares;
constexpr Bitboard BackRanks = Rank1 | Rank8;
// d4, e4, d5, e5: King of the Hill's hill.
constexpr Bitboard Center = 0x0000001818000000ULL;
constexpr Bitboard file(int f)
{
    return FileA << f;
}
constexpr Bitboard rank(int r)
{
    return Rank1 << (8 * r);
}
} // namespace bbs

// Shifts a whole bitboard one step; bits leaving the board are dropped.
template <int Delta>
constexpr Bitboard shift(Bitboard b)
{
    if constexpr (Delta == 8)
        return b << 8;
    else if constexpr (Delta == -8)
        return b >> 8;
    else if constexpr (Delta == 16)
        return b << 16;
    else if constexpr (Delta == -16)
        return b >> 16;
    else if constexpr (Delta == 1)
        return (b & ~bbs::FileH) << 1;
    else if constexpr (Delta == -1)
        return (b & ~bbs::FileA) >> 1;
    else if constexpr (Delta == 9)
        return (b & ~bbs::FileH) << 9;
    else if constexpr (Delta == 7)
        return (b & ~bbs::FileA) << 7;
    else if constexpr (Delta == -7)
        return (b & ~bbs::FileH) >> 7;
    else if constexpr (Delta == -9)
        return (b & ~bbs::FileA) >> 9;
    else
        static_assert(Delta == 0, "unsupported shift");
    return b;
}

template <Color C>
constexpr Bitboard pawnAttacksBB(Bitboard pawns)
{
    if constexpr (C == Color::White)
        return shift<7>(pawns) | shift<9>(pawns);
    else
        return shift<-7>(pawns) | shift<-9>(pawns);
}

// ---------------------------------------------------------------------------------------
// Attack tables (filled by attacks.cpp and, for bishops and rooks, sliders.cpp).

// One slider on one square (sliders.h explains the scheme): the squares that can block it, the
// multiplier that turns their occupancy into an index, how far to shift the product, and
// where the square's answers start in detail::sliderAnswers.
struct SliderSquare {
    Bitboard mask;
    Bitboard factor;
    std::uint32_t base;
    std::uint32_t shift;
};

namespace detail {
extern Bitboard pawnAttacks[2][64];
extern Bitboard knightAttacks[64];
extern Bitboard kingAttacks[64];
extern SliderSquare bishopSquares[64];
extern SliderSquare rookSquares[64];
// Bishop blocks (5,248 answers) then rook blocks (102,400): 2^popcount(mask) per square.
extern Bitboard sliderAnswers[5248 + 102400];
extern Bitboard between[64][64]; // squares strictly between two aligned squares, else 0
extern Bitboard line[64][64];    // the full line through two aligned squares, else 0

#if defined(KIBITZ_USE_PEXT)
inline std::uint32_t sliderIndex(const SliderSquare& q, Bitboard occupied)
{
    return q.base + std::uint32_t(_pext_u64(occupied, q.mask));
}
#else
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define KIBITZ_RUNTIME_PEXT 1
// Chosen once at start-up (sliders::indexing()). The instruction is written out in assembly
// because the portable build may not let the compiler emit BMI2 code; the branch on a flag
// that never changes costs next to nothing.
extern bool pextIndexing;
inline std::uint64_t pext(std::uint64_t value, std::uint64_t mask)
{
    std::uint64_t packed;
    asm("pextq %2, %1, %0" : "=r"(packed) : "r"(value), "rm"(mask));
    return packed;
}
#endif
inline std::uint32_t sliderIndex(const SliderSquare& q, Bitboard occupied)
{
#if defined(KIBITZ_RUNTIME_PEXT)
    if (pextIndexing) return q.base + std::uint32_t(pext(occupied, q.mask));
#endif
    return q.base + std::uint32_t(((occupied & q.mask) * q.factor) >> q.shift);
}
#endif
} // namespace detail

inline Bitboard pawnAttacks(Color c, Square s)
{
    return detail::pawnAttacks[index(c)][index(s)];
}
inline Bitboard knightAttacks(Square s)
{
    return detail::knightAttacks[index(s)];
}
inline Bitboard kingAttacks(Square s)
{
    return detail::kingAttacks[index(s)];
}
inline Bitboard rookAttacks(Square s, Bitboard occupied)
{
    return detail::sliderAnswers[detail::sliderIndex(detail::rookSquares[index(s)], occupied)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied)
{
    return detail::sliderAnswers[detail::sliderIndex(detail::bishopSquares[index(s)], occupied)];
}
inline Bitboard queenAttacks(Square s, Bitboard occupied)
{
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}
// Attacks of a non-pawn piece type from s.
inline Bitboard attacks(PieceType t, Square s, Bitboard occupied)
{
    switch (t) {
    case PieceType::Knight:
        return knightAttacks(s);
    case PieceType::Bishop:
        return bishopAttacks(s, occupied);
    case PieceType::Rook:
        return rookAttacks(s, occupied);
    case PieceType::Queen:
        return queenAttacks(s, occupied);
    case PieceType::King:
        return kingAttacks(s);
    default:
        return 0;
    }
}
inline Bitboard between(Square a, Square b)
{
    return detail::between[index(a)][index(b)];
}
inline Bitboard line(Square a, Square b)
{
    return detail::line[index(a)][index(b)];
}
inline bool aligned(Square a, Square b, Square c)
{
    return (line(a, b) & bb(c)) != 0;
}

// The pieces of `occupied` that each stand alone between `target` and a slider that moves
// along their common line: `straight` are the sliders that move along files and ranks,
// `diagonal` those that move along diagonals. Looked at from the target: lift the nearest
// piece of every ray off the board, and a slider that comes into view was screened by that
// piece, the only one between. Sliders already in view are nobody's screen.
inline Bitboard screens(Square target, Bitboard occupied, Bitboard straight, Bitboard diagonal)
{
    Bitboard result = 0;
    const Bitboard nearStraight = rookAttacks(target, occupied) & occupied;
    Bitboard unveiled = rookAttacks(target, occupied ^ nearStraight) & straight & ~nearStraight;
    while (unveiled) result |= between(target, popLsb(unveiled)) & nearStraight;
    const Bitboard nearDiagonal = bishopAttacks(target, occupied) & occupied;
    unveiled = bishopAttacks(target, occupied ^ nearDiagonal) & diagonal & ~nearDiagonal;
    while (unveiled) result |= between(target, popLsb(unveiled)) & nearDiagonal;
    return result;
}

} // namespace kibitz::chess
