// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to cityhash.cpp and cityhash_sse42.cpp: the mixing steps of CityHash 1.0.3 and its
// CRC-assisted 256-bit hash, written once for any CRC-32C step. Everything here has internal
// linkage on purpose: cityhash_sse42.cpp is compiled for SSE 4.2, and its copies must never be
// the ones the linker picks for the portable code.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace kibitz::tb {
namespace {

namespace city {

// The constants of CityHash (primes between 2^63 and 2^64) and its 128-to-64 multiplier.
constexpr std::uint64_t K0 = 0xc3a5c85c97cb3127ull;
constexpr std::uint64_t K1 = 0xb492b66fbe98f273ull;
constexpr std::uint64_t K2 = 0x9ae16a3b2f90404full;
constexpr std::uint64_t K3 = 0xc949d7c7509e6557ull;
constexpr std::uint64_t KMul = 0x9ddfea08eb382d69ull;

inline std::uint64_t load64(const std::uint8_t* p)
{
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
    return v;
}

inline std::uint32_t load32(const std::uint8_t* p)
{
    std::uint32_t v;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap32(v);
    return v;
}

// Right rotation; CityHash rotates by 0 in places, which must leave the value alone.
inline std::uint64_t rotr(std::uint64_t v, int n)
{
    return std::rotr(v, n);
}

inline std::uint64_t shiftMix(std::uint64_t v)
{
    return v ^ (v >> 47);
}

// Two words to one (Murmur-style), CityHash's Hash128to64.
inline std::uint64_t mix16(std::uint64_t u, std::uint64_t v)
{
    std::uint64_t a = (u ^ v) * KMul;
    a ^= a >> 47;
    std::uint64_t b = (v ^ a) * KMul;
    b ^= b >> 47;
    return b * KMul;
}

// ---------------------------------------------------------------------------------------
// The 256-bit CRC hash for inputs of at least 240 bytes (shorter ones are padded first).
// Five lanes a..e take 40 bytes a round; each lane also feeds a CRC-32C (f..j) so that the
// state keeps 160 more bits than the multiplications alone would.

template <class Crc>
void crc256Long(const std::uint8_t* s, std::size_t len, std::uint32_t seed, std::uint64_t* out,
                Crc crc)
{
    std::uint64_t a = load64(s + 56) + K0;
    std::uint64_t b = load64(s + 96) + K0;
    std::uint64_t c = out[0] = mix16(b, len);
    std::uint64_t d = out[1] = load64(s + 120) * K0 + len;
    std::uint64_t e = load64(s + 184) + seed;
    std::uint64_t f = seed, g = 0, h = 0, i = 0, j = 0;
    std::uint64_t t = c + d;

    // One round over s[0..40): every lane is rotated (by r, or r - 1 in the odd rounds),
    // multiplied, and added to its input word, the lanes shifting down by one.
    auto round = [&](std::uint64_t mul, int odd) {
        const std::uint64_t oldA = a;
        a = rotr(b, 41 ^ odd) * mul + load64(s);
        b = rotr(c, 27 ^ odd) * mul + load64(s + 8);
        c = rotr(d, 41 ^ odd) * mul + load64(s + 16);
        d = rotr(e, 33 ^ odd) * mul + load64(s + 24);
        e = rotr(t, 25 ^ odd) * mul + load64(s + 32);
        t = oldA;
        f = crc(f, a);
        g = crc(g, b);
        h = crc(h, c);
        i = crc(i, d);
        j = crc(j, e);
        s += 40;
    };

    std::size_t blocks = len / 240; // at least one
    len -= blocks * 240;
    do {
        for (int k = 0; k < 3; ++k) {
            round(1, 1);
            round(K0, 0);
        }
    } while (--blocks > 0);
    for (; len >= 40; len -= 40) round(K0, 0);
    if (len > 0) { // the last 40 bytes once more, overlapping what went before
        s -= 40 - len;
        round(K0, 0);
    }

    j += i << 32;
    a = mix16(a, j);
    h += g << 32;
    b += h;
    c = mix16(c, f) + i;
    d = mix16(d, e + out[0]);
    j += e;
    i += mix16(h, t);
    e = mix16(a, d) + j;
    f = mix16(b, c) + a;
    g = mix16(j, i) + c;
    out[0] = e + f + g + h;
    a = shiftMix((a + g) * K0) * K0 + b;
    out[1] += a + out[0];
    a = shiftMix(a * K0) * K0 + c;
    out[2] = a + out[1];
    a = shiftMix((a + e) * K0) * K0;
    out[3] = a + out[2];
}

template <class Crc>
void crc256(const std::uint8_t* s, std::size_t len, std::uint64_t* out, Crc crc)
{
    if (len >= 240) {
        crc256Long(s, len, 0, out, crc);
        return;
    }
    // Short inputs: zero-padded to 240 bytes, the length (inverted) as the seed.
    std::uint8_t padded[240] = {};
    if (len > 0) std::memcpy(padded, s, len);
    crc256Long(padded, sizeof padded, ~std::uint32_t(len), out, crc);
}

} // namespace city

} // namespace
} // namespace kibitz::tb
