// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The numbering schemes by which a Syzygy table turns a position into an index: which
// squares a normalised leading group may occupy and in what order they are counted. The
// orders are fixed by the files (they are how the generator laid the tables out), so every
// map below is derived here, at compile time, from the rule that defines it rather than
// typed in as a table of numbers. Square numbering is a1 = 0 ... h8 = 63 throughout.
//
// Pawnless tables use the 8-fold symmetry of the board: the first piece is brought into
// the triangle a1-d1-d4, and when it (or the next piece of the leading group) stands on the
// a1-h8 diagonal, the first one off it is brought below the diagonal. Tables with pawns use
// only the left-right mirror and are split into four subtables by the file of the leading
// pawn.

#include <array>
#include <cstdint>

namespace kibitz::tb::index {

constexpr int fileOf(int sq)
{
    return sq & 7;
}
constexpr int rankOf(int sq)
{
    return sq >> 3;
}
// > 0 above the a1-h8 diagonal, 0 on it, < 0 below it.
constexpr int diagonalSide(int sq)
{
    return rankOf(sq) - fileOf(sq);
}
// Mirror in the a1-h8 diagonal: swaps file and rank.
constexpr int transpose(int sq)
{
    return ((sq >> 3) | (sq << 3)) & 63;
}
constexpr bool kingsTouch(int a, int b)
{
    const int df = fileOf(a) - fileOf(b), dr = rankOf(a) - rankOf(b);
    return df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
}

// ---------------------------------------------------------------------------------------
// Binomial coefficients C(n, k) for n < 64 and k <= 7 (a table has at most 7 pieces).

inline constexpr auto Binomial = [] {
    std::array<std::array<std::uint64_t, 64>, 8> c{};
    for (int n = 0; n < 64; ++n) {
        c[0][n] = 1;
        for (int k = 1; k < 8; ++k) c[k][n] = n == 0 ? 0 : c[k - 1][n - 1] + c[k][n - 1];
    }
    return c;
}();
constexpr std::uint64_t choose(int n, int k)
{
    return n < 0 ? 0 : Binomial[k][n];
}

// ---------------------------------------------------------------------------------------
// Pawnless leading groups.

// The ten squares of the triangle a1-d1-d4: first the six below the diagonal in square
// order (b1 c1 d1 c2 d2 d3), then the four on it (a1 b2 c3 d4).
inline constexpr std::array<int, 10> TriangleSquares = {1, 2, 3, 10, 11, 19, 0, 9, 18, 27};
inline constexpr auto TriangleNumber = [] {
    std::array<std::int16_t, 64> t{};
    t.fill(-1);
    for (int i = 0; i < 10; ++i) t[TriangleSquares[i]] = std::int16_t(i);
    return t;
}();
// The 28 squares below the diagonal, in square order (b1 = 0, c1 = 1, ..., h7 = 27).
inline constexpr auto BelowDiagonalNumber = [] {
    std::array<std::int16_t, 64> t{};
    t.fill(-1);
    int n = 0;
    for (int sq = 0; sq < 64; ++sq)
        if (diagonalSide(sq) < 0) t[sq] = std::int16_t(n++);
    return t;
}();
// Position along the diagonal: a1 = 0 ... h8 = 7.
constexpr int diagonalNumber(int sq)
{
    return fileOf(sq);
}

// Three unique leading pieces: 6*63*62 + 4*28*62 + 4*7*28 + 4*7*6 = 31332 placements.
inline constexpr std::uint64_t UniqueTripleCount = 31332;
// Two kings that do not touch, the first in the triangle: 462 placements.
inline constexpr std::uint64_t KingPairCount = 462;

// The number of a king pair: the first king off the diagonal with any second king; then
// a first king on the diagonal with the second below it; last, both kings on the diagonal.
inline constexpr auto KingPairNumber = [] {
    std::array<std::array<std::int16_t, 64>, 10> t{};
    for (auto& row : t) row.fill(-1);
    int n = 0;
    for (int i = 0; i < 6; ++i)
        for (int sq = 0; sq < 64; ++sq)
            if (!kingsTouch(TriangleSquares[i], sq)) t[i][sq] = std::int16_t(n++);
    for (int i = 6; i < 10; ++i)
        for (int sq = 0; sq < 64; ++sq)
            if (diagonalSide(sq) < 0 && !kingsTouch(TriangleSquares[i], sq))
                t[i][sq] = std::int16_t(n++);
    for (int i = 6; i < 10; ++i)
        for (int sq = 0; sq < 64; ++sq)
            if (diagonalSide(sq) == 0 && !kingsTouch(TriangleSquares[i], sq))
                t[i][sq] = std::int16_t(n++);
    return t;
}();
static_assert(KingPairNumber[9][63] == KingPairCount - 1);

// ---------------------------------------------------------------------------------------
// Pawns. A pawn stands on ranks 2-7 (48 squares).

constexpr int foldedFile(int sq)
{
    return fileOf(sq) < 4 ? fileOf(sq) : 7 - fileOf(sq);
}
// Slot of a leading pawn: by folded file (a/h = 0 ... d/e = 3), then rank: a2 = 0, a3 = 1,
// ..., a7 = 5, b2 = 6, ..., d7 = 23. The first leading pawn is the one with the lowest slot,
// and the subtable is chosen by its folded file.
constexpr int leadSlot(int sq)
{
    return foldedFile(sq) * 6 + rankOf(sq) - 1;
}
constexpr int leadSlotSquare(int slot)
{
    return (slot % 6 + 1) * 8 + slot / 6;
}
// The order in which further leading pawns are counted: centre files first (d/e), from the
// seventh rank down, the queen-side file of each pair before the king-side one.
constexpr int pawnOrder(int sq)
{
    return 12 * (3 - foldedFile(sq)) + 2 * (6 - rankOf(sq)) + (fileOf(sq) < 4 ? 1 : 0);
}

// LeadPawnBase[k][slot]: placements of k further leading pawns with a first leading pawn
// on a lower slot of the same file; LeadPawnCount[k][file]: all placements for that file.
// (The further pawns of a leading group are the squares counted before the first one in
// pawnOrder, so a first pawn on square s leaves C(pawnOrder(s), k) choices.)
inline constexpr auto LeadPawnBase = [] {
    std::array<std::array<std::uint64_t, 24>, 6> t{};
    for (int k = 0; k < 6; ++k)
        for (int file = 0; file < 4; ++file) {
            std::uint64_t sum = 0;
            for (int slot = file * 6; slot < file * 6 + 6; ++slot) {
                t[k][slot] = sum;
                sum += choose(pawnOrder(leadSlotSquare(slot)), k);
            }
        }
    return t;
}();
inline constexpr auto LeadPawnCount = [] {
    std::array<std::array<std::uint64_t, 4>, 6> t{};
    for (int k = 0; k < 6; ++k)
        for (int file = 0; file < 4; ++file) {
            const int last = file * 6 + 5;
            t[k][file] = LeadPawnBase[k][last] + choose(pawnOrder(leadSlotSquare(last)), k);
        }
    return t;
}();

} // namespace kibitz::tb::index
