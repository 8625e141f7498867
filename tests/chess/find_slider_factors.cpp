// SPDX-License-Identifier: GPL-3.0-or-later
// Prints the multiplication factors of core/chess/sliders.cpp (StoredFactors) again, from the
// same seeds: square s of slider k starts its SplitMix64 stream at seed 2 * s + k + 1 and
// takes the first candidate that separates. Run by hand after changing the search:
//   build/tests/chess/find_slider_factors > factors.txt

#include "chess/sliders.h"

#include <chrono>
#include <cstdio>

using namespace kibitz::chess;
using sliders::Slider;

int main()
{
    const auto start = std::chrono::steady_clock::now();
    for (const Slider slider : {Slider::Bishop, Slider::Rook}) {
        std::printf("    // %s\n    {\n", slider == Slider::Bishop ? "Bishops" : "Rooks");
        for (int sq = 0; sq < 64; ++sq) {
            const Square s = Square(sq);
            const int bits = popCount(sliders::relevantMask(slider, s));
            std::uint64_t seed = std::uint64_t(sq) * 2 + std::uint64_t(slider);
            std::optional<Bitboard> found;
            while (!found) found = sliders::findFactor(slider, s, bits, ++seed, 10'000'000);
            std::printf("%s0x%016llxULL,%s", sq % 4 == 0 ? "        " : " ",
                        static_cast<unsigned long long>(*found), sq % 4 == 3 ? "\n" : "");
        }
        std::printf("    },\n");
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "searched in %.2f s\n", seconds);
    return 0;
}
