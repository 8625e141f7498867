// SPDX-License-Identifier: GPL-3.0-or-later
// The non-sliding attack tables and the between/line tables of bitboard.h, built before
// main() runs. The bishop and rook tables are sliders.cpp's.

#include "chess/bitboard.h"
#include "chess/sliders.h"

#include <array>
#include <initializer_list>

namespace kibitz::chess::detail {

Bitboard pawnAttacks[2][64];
Bitboard knightAttacks[64];
Bitboard kingAttacks[64];
Bitboard between[64][64];
Bitboard line[64][64];

namespace {

using Step = std::array<int, 2>; // (file, rank)

Bitboard stepTargets(Square s, std::initializer_list<Step> steps)
{
    Bitboard result = 0;
    for (const Step& step : steps) {
        const int file = fileOf(s) + step[0];
        const int rank = rankOf(s) + step[1];
        if (file >= 0 && file < 8 && rank >= 0 && rank < 8) result |= bb(makeSquare(file, rank));
    }
    return result;
}

// Two distinct squares share a line when one slider on an empty board sees the other; the
// line is then what both see along it plus the two squares, and the squares between are
// what each sees of the other with only the other on the board.
void fillLines(Square a, Square b)
{
    using sliders::Slider;
    for (const Slider slider : {Slider::Bishop, Slider::Rook}) {
        const Bitboard fromA = sliders::walkAttacks(slider, a, 0);
        if ((fromA & bb(b)) == 0) continue;
        const Bitboard fromB = sliders::walkAttacks(slider, b, 0);
        line[index(a)][index(b)] = (fromA & fromB) | bb(a) | bb(b);
        between[index(a)][index(b)] =
            sliders::walkAttacks(slider, a, bb(b)) & sliders::walkAttacks(slider, b, bb(a));
    }
}

struct Setup {
    Setup()
    {
        for (int sq = 0; sq < 64; ++sq) {
            const Square s = Square(sq);
            pawnAttacks[0][sq] = stepTargets(s, {{-1, 1}, {1, 1}});
            pawnAttacks[1][sq] = stepTargets(s, {{-1, -1}, {1, -1}});
            knightAttacks[sq] = stepTargets(
                s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            kingAttacks[sq] = stepTargets(
                s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
        }
        for (int a = 0; a < 64; ++a)
            for (int b = 0; b < 64; ++b)
                if (a != b) fillLines(Square(a), Square(b));
    }
};

const Setup setup;

} // namespace
} // namespace kibitz::chess::detail
