// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// CityHash 1.0.3 (Geoff Pike and Jyrki Alakuijala, Google, 2011): the 128-bit hashes that
// Syzygy tables carry as their checksum (tablebase/checksum.h). Written from the published
// algorithm; only the functions the checksum needs.
//
// The version matters: CityHash 1.1 (2012) changed every function, so these are not the
// values a current CityHash library gives. Ronald de Man's generator and its checker (tbcheck)
// were built on 1.0.3, and every Syzygy file written since carries a 1.0.3 hash. The unit
// test (tests/tablebase/cityhash_test.cpp) holds values from 1.0.3's published test table.
//
// Inputs are bytes; multi-byte words are read little-endian whatever the host.

#include <array>
#include <cstddef>
#include <cstdint>

namespace kibitz::tb {

struct Hash128 {
    std::uint64_t low = 0;  // the first 8 bytes of a stored checksum, little-endian
    std::uint64_t high = 0; // the next 8
    friend bool operator==(const Hash128&, const Hash128&) = default;
};

Hash128 cityHash128(const void* data, std::size_t len);
Hash128 cityHash128WithSeed(const void* data, std::size_t len, Hash128 seed);

// The CRC-32C assisted variants (CityHash's citycrc.h). Inputs up to 900 bytes get
// cityHash128's value, as the algorithm defines; longer ones words 2 and 3 of cityHashCrc256.
Hash128 cityHashCrc128(const void* data, std::size_t len);
std::array<std::uint64_t, 4> cityHashCrc256(const void* data, std::size_t len);

namespace detail {
// The CPU's CRC-32C instruction (SSE 4.2) is used when the build and the CPU have it; the
// table-driven CRC gives the same values everywhere else. The test compares the two.
enum class CrcPath : std::uint8_t { Best, Portable };
bool hardwareCrcAvailable();
std::array<std::uint64_t, 4> cityHashCrc256(const void* data, std::size_t len, CrcPath path);
} // namespace detail

} // namespace kibitz::tb
