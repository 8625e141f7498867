// SPDX-License-Identifier: GPL-3.0-or-later
// The bishop and rook answer table: its set-up for either indexing (sliders.h), the proof of
// each stored factor, and the factor search behind those constants.

#include "chess/sliders.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <cpuid.h>
#endif

namespace kibitz::chess {
namespace detail {

SliderSquare bishopSquares[64];
SliderSquare rookSquares[64];
Bitboard sliderAnswers[5248 + 102400];
#if defined(KIBITZ_RUNTIME_PEXT)
bool pextIndexing = false;
#endif

} // namespace detail

namespace sliders {
namespace {

// Found by findFactor() with the seeds of tests/chess/find_slider_factors.cpp, one per square
// in a1..h8 order, each for an index as wide as the square's mask.
constexpr Bitboard StoredFactors[2][64] = {
    // Bishops
    {
        0x0010028081040500ULL, 0x0002100200810004ULL, 0x0110040082204100ULL, 0x9008a18200000000ULL,
        0x0001104001400084ULL, 0x0012080608100040ULL, 0x0000840120500000ULL, 0x0000840048421800ULL,
        0x0000882041020200ULL, 0x0010a00220820080ULL, 0x8000410c01004008ULL, 0x2400040400840400ULL,
        0x0000041044003100ULL, 0x4000231002100000ULL, 0x0012024804100800ULL, 0x0800020282080200ULL,
        0x0240011010020080ULL, 0x0030000410048900ULL, 0x0404080800202200ULL, 0x4004000a02520000ULL,
        0x0004000080a09000ULL, 0x0022000240422080ULL, 0x0204000082051002ULL, 0x0012000022030420ULL,
        0x0010500008021040ULL, 0x0003088010100100ULL, 0x0081010010040060ULL, 0x0020280011004008ULL,
        0x0101080401004000ULL, 0x5002020004090100ULL, 0xc804004004020200ULL, 0x400200410080c800ULL,
        0x0001180800202101ULL, 0x0002010c08101010ULL, 0x0002008203404200ULL, 0x2200020080080080ULL,
        0x00c4010011040040ULL, 0x0008100100009042ULL, 0x0001020200840160ULL, 0x0002042900022080ULL,
        0x2488010820000800ULL, 0x0001820110002100ULL, 0x0000118401001000ULL, 0x00000a0124011200ULL,
        0x0002080104002040ULL, 0x0002081001002420ULL, 0x0012100142040100ULL, 0x0404008222000048ULL,
        0x4802080104101000ULL, 0x0008420804068000ULL, 0x0000808048080812ULL, 0x0002180084040810ULL,
        0xc000004110410040ULL, 0x0041202410008004ULL, 0x0005088801040100ULL, 0x0420012202024000ULL,
        0x0200110101104002ULL, 0x8000011082032000ULL, 0x0000000a44040404ULL, 0x2044080000940400ULL,
        0x0000800808210100ULL, 0x0000001020810100ULL, 0x0002202082020050ULL, 0x0040024081010101ULL,
    },
    // Rooks
    {
        0x1a80002040001080ULL, 0x0040001004200042ULL, 0x22800880a0001000ULL, 0x0100300009002004ULL,
        0x02001004a0080200ULL, 0x0100028400050028ULL, 0x2180410002001080ULL, 0x0080004080022100ULL,
        0x0080800040048460ULL, 0x000b004000208100ULL, 0x1200808020001000ULL, 0x1401801000080081ULL,
        0x2000802800440080ULL, 0x9001002400090002ULL, 0x8001008200040100ULL, 0x1400802041000480ULL,
        0x8008a08000804000ULL, 0x0002808020004000ULL, 0x0018808010002005ULL, 0x0010008010080081ULL,
        0x8008010010450008ULL, 0x0300808002000400ULL, 0x4000840001100208ULL, 0x4000020020804401ULL,
        0x002100c100208000ULL, 0x8001005200220080ULL, 0x0000410100200030ULL, 0x9008090100100020ULL,
        0x0002002200100804ULL, 0x9002020080140080ULL, 0x4021000100140a00ULL, 0x0c80010200004084ULL,
        0x08008440008000a8ULL, 0x0000400081006103ULL, 0x0080100083802008ULL, 0x0002800800801000ULL,
        0x0001800c00800800ULL, 0x0002000400810080ULL, 0x0102000442000108ULL, 0x0040008422000051ULL,
        0x0040400034828000ULL, 0x005000c020104000ULL, 0x0808500020008080ULL, 0x1410008008008010ULL,
        0x3000080100450010ULL, 0x0001000844010002ULL, 0x0002000100404080ULL, 0x1802004084020001ULL,
        0x0000400420800180ULL, 0x0220008020400080ULL, 0x0000802002100080ULL, 0x0210250010000900ULL,
        0x0030050008001100ULL, 0x0200020080040080ULL, 0x0100010810420400ULL, 0x0004008100440200ULL,
        0x0048800040102101ULL, 0x0000882011004005ULL, 0x1000c00900200011ULL, 0x2000900008200501ULL,
        0x0001000410024801ULL, 0x0002000408411022ULL, 0x0000011000980a04ULL, 0x2008010044002082ULL,
    },
};

// Unit steps of the four rays, as (file, rank) pairs.
constexpr int Rays[2][4][2] = {
    {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}},
    {{0, 1}, {1, 0}, {0, -1}, {-1, 0}},
};

SliderSquare* squaresOf(Slider slider)
{
    return slider == Slider::Bishop ? detail::bishopSquares : detail::rookSquares;
}

// Every occupancy of a square's mask, in pattern order (entry p is spread(p, mask)), with the
// attacks each one leaves the slider.
struct Cases {
    std::vector<Bitboard> occupancies;
    std::vector<Bitboard> answers;
};

Cases casesOf(Slider slider, Square s)
{
    const Bitboard mask = relevantMask(slider, s);
    const std::uint32_t count = std::uint32_t(1) << popCount(mask);
    Cases cases;
    cases.occupancies.reserve(count);
    cases.answers.reserve(count);
    for (std::uint32_t pattern = 0; pattern < count; ++pattern) {
        const Bitboard occupied = spread(pattern, mask);
        cases.occupancies.push_back(occupied);
        cases.answers.push_back(walkAttacks(slider, s, occupied));
    }
    return cases;
}

// Writes every answer where `factor` sends its occupancy. An empty entry is free (a slider
// always attacks at least one square, so no answer is 0); meeting a different answer means
// the factor fails, and the entries written so far are cleared again so that `block` is
// left as it was found: all zero.
bool placeAnswers(const Cases& cases, Bitboard factor, int bits, std::span<Bitboard> block)
{
    const unsigned shift = unsigned(64 - bits);
    const std::size_t count = cases.occupancies.size();
    for (std::size_t i = 0; i < count; ++i) {
        Bitboard& entry = block[std::size_t((cases.occupancies[i] * factor) >> shift)];
        if (entry == 0) {
            entry = cases.answers[i];
        } else if (entry != cases.answers[i]) {
            for (std::size_t j = 0; j < i; ++j)
                block[std::size_t((cases.occupancies[j] * factor) >> shift)] = 0;
            return false;
        }
    }
    return true;
}

// SplitMix64 (Steele, Lea and Flood, 2014): one addition and a mixing function per number.
struct SplitMix {
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

// A candidate with few bits set: a product with few partial sums carries little, so the
// top bits it keeps stay a clean mix of the occupied squares. Each 64-bit draw gives the
// count (5 to 8 bits) and the positions.
Bitboard candidate(SplitMix& random)
{
    std::uint64_t draw = random.next();
    const int wanted = 5 + int(draw & 3);
    draw >>= 2;
    Bitboard result = 0;
    while (popCount(result) < wanted) {
        if (draw < 64) draw = random.next();
        result |= Bitboard(1) << (draw & 63);
        draw >>= 6;
    }
    return result;
}

Indexing g_indexing = Indexing::Multiply;

// Fills one square's block for the current indexing; for Multiply, proves the stored factor
// first and searches a new one only if the proof fails (a mistyped constant).
void fillSquare(Slider slider, Square s, std::uint32_t base)
{
    SliderSquare& q = squaresOf(slider)[index(s)];
    q.mask = relevantMask(slider, s);
    const int bits = popCount(q.mask);
    q.shift = std::uint32_t(64 - bits);
    q.base = base;
    const std::span<Bitboard> block(detail::sliderAnswers + base, std::size_t(1) << bits);
    std::fill(block.begin(), block.end(), Bitboard(0));
    const Cases cases = casesOf(slider, s);
    q.factor = StoredFactors[int(slider)][index(s)];
    if (g_indexing == Indexing::Pext) {
        std::copy(cases.answers.begin(), cases.answers.end(), block.begin());
        return;
    }
    std::uint64_t seed = std::uint64_t(index(s)) * 2 + std::uint64_t(slider);
    while (!placeAnswers(cases, q.factor, bits, block)) {
        std::optional<Bitboard> found;
        while (!found) found = findFactor(slider, s, bits, ++seed, 10'000'000);
        q.factor = *found;
    }
}

void fillTables()
{
    std::uint32_t base = 0;
    for (const Slider slider : {Slider::Bishop, Slider::Rook}) {
        for (int sq = 0; sq < 64; ++sq) {
            fillSquare(slider, Square(sq), base);
            base += std::uint32_t(1) << popCount(relevantMask(slider, Square(sq)));
        }
    }
#if defined(KIBITZ_RUNTIME_PEXT)
    detail::pextIndexing = g_indexing == Indexing::Pext;
#endif
}

#if defined(KIBITZ_RUNTIME_PEXT)
bool pextRunsFast()
{
    if (!cpuHasPext()) return false;
    if (!__builtin_cpu_is("amd")) return true;
    // AMD before Zen 3 (family 0x19) executes PEXT in microcode, many times slower than the
    // multiplication.
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
    unsigned family = (eax >> 8) & 0xF;
    if (family == 0xF) family += (eax >> 20) & 0xFF;
    return family >= 0x19;
}
#endif

Indexing startupIndexing()
{
#if defined(KIBITZ_USE_PEXT)
    if (!cpuHasPext()) {
        std::fputs("kibitz: this build uses BMI2 PEXT (KIBITZ_PEXT) and this CPU lacks it; "
                   "build again without -DKIBITZ_PEXT=ON\n",
                   stderr);
        std::exit(EXIT_FAILURE);
    }
    return Indexing::Pext;
#elif defined(KIBITZ_RUNTIME_PEXT)
    if (const char* wanted = std::getenv("KIBITZ_SLIDERS")) {
        if (std::strcmp(wanted, "multiply") == 0) return Indexing::Multiply;
        if (std::strcmp(wanted, "pext") == 0 && cpuHasPext()) return Indexing::Pext;
    }
    return pextRunsFast() ? Indexing::Pext : Indexing::Multiply;
#else
    return Indexing::Multiply;
#endif
}

struct Setup {
    Setup()
    {
        g_indexing = startupIndexing();
        fillTables();
    }
};

const Setup setup;

} // namespace

Bitboard walkAttacks(Slider slider, Square s, Bitboard occupied)
{
    Bitboard result = 0;
    for (const auto& ray : Rays[int(slider)]) {
        int file = fileOf(s) + ray[0];
        int rank = rankOf(s) + ray[1];
        for (; file >= 0 && file < 8 && rank >= 0 && rank < 8; file += ray[0], rank += ray[1]) {
            const Bitboard square = bb(makeSquare(file, rank));
            result |= square;
            if ((occupied & square) != 0) break;
        }
    }
    return result;
}

Bitboard relevantMask(Slider slider, Square s)
{
    // Each ray's last square is attacked whatever stands on it, so it is left out.
    Bitboard result = 0;
    for (const auto& ray : Rays[int(slider)]) {
        int file = fileOf(s) + ray[0];
        int rank = rankOf(s) + ray[1];
        for (;;) {
            const int nextFile = file + ray[0], nextRank = rank + ray[1];
            if (nextFile < 0 || nextFile > 7 || nextRank < 0 || nextRank > 7) break;
            result |= bb(makeSquare(file, rank));
            file = nextFile;
            rank = nextRank;
        }
    }
    return result;
}

Bitboard spread(std::uint32_t pattern, Bitboard mask)
{
    Bitboard result = 0;
    for (; mask != 0 && pattern != 0; pattern >>= 1) {
        const Bitboard lowest = mask & (~mask + 1);
        if ((pattern & 1) != 0) result |= lowest;
        mask ^= lowest;
    }
    return result;
}

bool factorSeparates(Slider slider, Square s, Bitboard factor, int bits,
                     std::span<Bitboard> scratch)
{
    if (bits < 1 || bits > 24 || scratch.size() < (std::size_t(1) << bits)) return false;
    const Cases cases = casesOf(slider, s);
    if (!placeAnswers(cases, factor, bits, scratch)) return false;
    std::fill(scratch.begin(), scratch.end(), Bitboard(0));
    return true;
}

std::optional<Bitboard> findFactor(Slider slider, Square s, int bits, std::uint64_t seed,
                                   long tries)
{
    if (bits < 1 || bits > 24) return std::nullopt;
    const Cases cases = casesOf(slider, s);
    std::vector<Bitboard> scratch(std::size_t(1) << bits);
    SplitMix random{seed};
    for (long t = 0; t < tries; ++t) {
        const Bitboard factor = candidate(random);
        if (placeAnswers(cases, factor, bits, scratch)) return factor;
    }
    return std::nullopt;
}

Bitboard factor(Slider slider, Square s)
{
    return squaresOf(slider)[index(s)].factor;
}

Indexing indexing()
{
    return g_indexing;
}

std::string_view indexingName(Indexing indexing)
{
    return indexing == Indexing::Pext ? "pext" : "multiply";
}

bool cpuHasPext()
{
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
    return __builtin_cpu_supports("bmi2");
#else
    return false;
#endif
}

bool available(Indexing wanted)
{
#if defined(KIBITZ_USE_PEXT)
    return wanted == Indexing::Pext;
#elif defined(KIBITZ_RUNTIME_PEXT)
    return wanted == Indexing::Multiply || cpuHasPext();
#else
    return wanted == Indexing::Multiply;
#endif
}

bool selectIndexing(Indexing wanted)
{
    if (!available(wanted)) return false;
    g_indexing = wanted;
    fillTables();
    return true;
}

} // namespace sliders
} // namespace kibitz::chess
