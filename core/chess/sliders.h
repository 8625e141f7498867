// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How bishop and rook attacks are looked up, and the tools that set the lookup up.
//
// Every slider square owns a block of precomputed answers in one shared table. The occupied
// squares that can stop the slider (its rays without their last square: a piece on the edge
// blocks nothing beyond it) form the square's mask; the occupancy inside the mask becomes the
// block index in one of two ways:
//   - Pext: the BMI2 instruction packs the masked bits together, in square order. Exact by
//     construction; chosen at start-up where the CPU has BMI2 and runs it fast.
//   - Multiply: (occupied & mask) * factor, top `bits` bits. A factor is good for a square when
//     no two occupancies with different attacks meet at one index. The factors in sliders.cpp
//     were found by findFactor() (tests/chess/find_slider_factors prints them again) and each is
//     proved good at start-up before its block is filled.
// The hot lookup itself is inline in bitboard.h; this header is for set-up, tests and tools.

#include "chess/bitboard.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace kibitz::chess::sliders {

enum class Slider : std::uint8_t { Bishop = 0, Rook = 1 };
enum class Indexing : std::uint8_t { Multiply = 0, Pext = 1 };

// The attacks of a slider on s, found by walking its four rays; the reference every table
// entry is built from and checked against.
Bitboard walkAttacks(Slider slider, Square s, Bitboard occupied);
// The squares whose occupancy changes the slider's attacks from s.
Bitboard relevantMask(Slider slider, Square s);
// The occupancy whose packed form (bit i of `pattern` for the i-th lowest square of mask) is
// `pattern`: the inverse of PEXT, done in software so that set-up runs on any CPU.
Bitboard spread(std::uint32_t pattern, Bitboard mask);

// Whether multiplying by `factor` and keeping the top `bits` bits separates every occupancy
// of the square whose attacks differ. `scratch` needs 2^bits entries; it is left all zero.
bool factorSeparates(Slider slider, Square s, Bitboard factor, int bits,
                     std::span<Bitboard> scratch);
// Looks for a factor of `bits` bits for the square, trying at most `tries` candidates drawn
// from a SplitMix64 stream started at `seed`; nothing when none of them separates.
std::optional<Bitboard> findFactor(Slider slider, Square s, int bits, std::uint64_t seed,
                                   long tries);

// The factors the tables use (a copy of the stored constants, or a replacement found at
// start-up should a stored one ever fail its proof).
Bitboard factor(Slider slider, Square s);

// Which indexing the tables are filled for. The start-up choice is Pext when the CPU runs it
// fast (BMI2, and not an AMD family before Zen 3, whose PEXT is microcoded), else Multiply;
// the environment variable KIBITZ_SLIDERS=pext|multiply overrides it. Builds configured with
// KIBITZ_PEXT always use Pext.
Indexing indexing();
std::string_view indexingName(Indexing indexing);
// Whether this CPU has the PEXT instruction at all.
bool cpuHasPext();
// Whether this build on this CPU can fill the tables for `indexing` (a KIBITZ_PEXT build
// only for Pext, a build for another architecture only for Multiply).
bool available(Indexing indexing);
// Refills the tables for `indexing`; false (and nothing changed) when it is not available.
// Not thread-safe: only for tests and benchmarks, before any search runs.
bool selectIndexing(Indexing indexing);

} // namespace kibitz::chess::sliders
