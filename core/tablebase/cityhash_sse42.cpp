// SPDX-License-Identifier: GPL-3.0-or-later
// CityHashCrc256 with the CPU's crc32 instruction. This file alone is compiled with -msse4.2
// (core/tablebase/CMakeLists.txt); cityhash.cpp calls it only when the CPU has SSE 4.2.
#include "tablebase/cityhash_impl.h"

#include <nmmintrin.h>

namespace kibitz::tb::detail {

void cityHashCrc256Sse42(const std::uint8_t* s, std::size_t len, std::uint64_t* out);

void cityHashCrc256Sse42(const std::uint8_t* s, std::size_t len, std::uint64_t* out)
{
    city::crc256(s, len, out, [](std::uint64_t crc, std::uint64_t word) {
        return std::uint64_t(_mm_crc32_u64(crc, word));
    });
}

} // namespace kibitz::tb::detail
