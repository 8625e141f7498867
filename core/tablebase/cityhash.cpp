// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/cityhash.h"
#include "tablebase/cityhash_impl.h"

#include <algorithm>

namespace kibitz::tb {

#if defined(KIBITZ_CITYHASH_SSE42)
namespace detail {
// cityhash_sse42.cpp, compiled for SSE 4.2: call only when the CPU has it.
void cityHashCrc256Sse42(const std::uint8_t* s, std::size_t len, std::uint64_t* out);
} // namespace detail
#endif

namespace {

using namespace city;

// ---------------------------------------------------------------------------------------
// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78) of one little-endian 64-bit word,
// without the usual pre- and post-inversion: what the SSE 4.2 crc32 instruction computes.
// Eight tables, one per byte of the word, so that a word costs eight independent lookups.

struct CrcTables {
    std::uint32_t t[8][256];
};

constexpr CrcTables makeCrcTables()
{
    CrcTables tables{};
    for (std::uint32_t n = 0; n < 256; ++n) {
        std::uint32_t c = n;
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0x82F63B78u & (0u - (c & 1)));
        tables.t[0][n] = c;
    }
    for (int k = 1; k < 8; ++k)
        for (int n = 0; n < 256; ++n) {
            const std::uint32_t prev = tables.t[k - 1][n];
            tables.t[k][n] = (prev >> 8) ^ tables.t[0][prev & 0xFF];
        }
    return tables;
}

constexpr CrcTables Crc = makeCrcTables();

struct PortableCrc {
    std::uint64_t operator()(std::uint64_t crc, std::uint64_t word) const
    {
        const std::uint64_t x = word ^ std::uint32_t(crc);
        return Crc.t[7][x & 0xFF] ^ Crc.t[6][(x >> 8) & 0xFF] ^ Crc.t[5][(x >> 16) & 0xFF]
               ^ Crc.t[4][(x >> 24) & 0xFF] ^ Crc.t[3][(x >> 32) & 0xFF]
               ^ Crc.t[2][(x >> 40) & 0xFF] ^ Crc.t[1][(x >> 48) & 0xFF] ^ Crc.t[0][x >> 56];
    }
};

// ---------------------------------------------------------------------------------------
// CityHash128 (1.0.3): a Murmur-like loop for short inputs, CityHash64's 64-byte loop
// (two steps per iteration) for long ones.

std::uint64_t hash0to16(const std::uint8_t* s, std::size_t len)
{
    if (len > 8) {
        const std::uint64_t a = load64(s);
        const std::uint64_t b = load64(s + len - 8);
        return mix16(a, rotr(b + len, int(len))) ^ b;
    }
    if (len >= 4) {
        const std::uint64_t a = load32(s);
        return mix16(len + (a << 3), load32(s + len - 4));
    }
    if (len > 0) {
        const std::uint32_t y = std::uint32_t(s[0]) + (std::uint32_t(s[len >> 1]) << 8);
        const std::uint32_t z = std::uint32_t(len) + (std::uint32_t(s[len - 1]) << 2);
        return shiftMix(y * K2 ^ z * K3) * K2;
    }
    return K2;
}

struct Pair {
    std::uint64_t first, second;
};

// 32 bytes and two seeds to 16 bytes, quickly.
Pair weak32(const std::uint8_t* s, std::uint64_t a, std::uint64_t b)
{
    const std::uint64_t w = load64(s), x = load64(s + 8), y = load64(s + 16), z = load64(s + 24);
    a += w;
    b = rotr(b + a + z, 21);
    const std::uint64_t c = a;
    a += x + y;
    b += rotr(a, 44);
    return {a + z, b + c};
}

Hash128 murmur128(const std::uint8_t* s, std::size_t len, Hash128 seed)
{
    std::uint64_t a = seed.low, b = seed.high, c = 0, d = 0;
    if (len <= 16) {
        a = shiftMix(a * K1) * K1;
        c = b * K1 + hash0to16(s, len);
        d = shiftMix(a + (len >= 8 ? load64(s) : c));
    } else {
        c = mix16(load64(s + len - 8) + K1, a);
        d = mix16(b + len, c + load64(s + len - 16));
        a += d;
        // 16 bytes a step while more than 16 remain, so the last step may read up to 15
        // bytes of the input's tail again.
        for (std::ptrdiff_t left = std::ptrdiff_t(len) - 16; left > 0; left -= 16, s += 16) {
            a ^= shiftMix(load64(s) * K1) * K1;
            a *= K1;
            b ^= a;
            c ^= shiftMix(load64(s + 8) * K1) * K1;
            c *= K1;
            d ^= c;
        }
    }
    a = mix16(a, c);
    b = mix16(d, b);
    return {a ^ b, mix16(b, a)};
}

} // namespace

Hash128 cityHash128WithSeed(const void* data, std::size_t len, Hash128 seed)
{
    const auto* s = static_cast<const std::uint8_t*>(data);
    if (len < 128) return murmur128(s, len, seed);

    std::uint64_t x = seed.low, y = seed.high, z = len * K1;
    Pair v, w;
    v.first = rotr(y ^ K1, 49) * K1 + load64(s);
    v.second = rotr(v.first, 42) * K1 + load64(s + 8);
    w.first = rotr(y + z, 35) * K1 + x;
    w.second = rotr(x + load64(s + 88), 53) * K1;

    auto step = [&] {
        x = rotr(x + y + v.first + load64(s + 8), 37) * K1;
        y = rotr(y + v.second + load64(s + 48), 42) * K1;
        x ^= w.second;
        y += v.first + load64(s + 40);
        z = rotr(z + w.first, 33) * K1;
        v = weak32(s, v.second * K1, x + w.first);
        w = weak32(s + 32, z + w.second, y + load64(s + 16));
        std::swap(z, x);
        s += 64;
    };
    do {
        step();
        step();
        len -= 128;
    } while (len >= 128);

    x += rotr(v.first + z, 49) * K0;
    z += rotr(w.first, 37) * K0;
    // Up to four 32-byte pieces of what is left, from the end backwards; the first of them
    // may overlap bytes already hashed.
    for (std::size_t done = 0; done < len;) {
        done += 32;
        y = rotr(x + y, 42) * K0 + v.second;
        w.first += load64(s + len - done + 16);
        x = x * K0 + w.first;
        z += w.second + load64(s + len - done);
        w.second += v.first;
        v = weak32(s + len - done, v.first + z, v.second);
    }
    x = mix16(x, v.first);
    y = mix16(y + z, w.first);
    return {mix16(x + v.second, w.second) + y, mix16(x + w.second, y + v.second)};
}

Hash128 cityHash128(const void* data, std::size_t len)
{
    const auto* s = static_cast<const std::uint8_t*>(data);
    // The first 16 bytes (or what there is) become the seed.
    if (len >= 16) return cityHash128WithSeed(s + 16, len - 16, {load64(s) ^ K3, load64(s + 8)});
    if (len >= 8)
        return cityHash128WithSeed(nullptr, 0, {load64(s) ^ (len * K0), load64(s + len - 8) ^ K1});
    return cityHash128WithSeed(s, len, {K0, K1});
}

namespace detail {

bool hardwareCrcAvailable()
{
#if defined(KIBITZ_CITYHASH_SSE42)
    static const bool available = __builtin_cpu_supports("sse4.2");
    return available;
#else
    return false;
#endif
}

std::array<std::uint64_t, 4> cityHashCrc256(const void* data, std::size_t len, CrcPath path)
{
    const auto* s = static_cast<const std::uint8_t*>(data);
    std::array<std::uint64_t, 4> out{};
#if defined(KIBITZ_CITYHASH_SSE42)
    if (path == CrcPath::Best && hardwareCrcAvailable()) {
        cityHashCrc256Sse42(s, len, out.data());
        return out;
    }
#else
    (void)path;
#endif
    crc256(s, len, out.data(), PortableCrc{});
    return out;
}

} // namespace detail

std::array<std::uint64_t, 4> cityHashCrc256(const void* data, std::size_t len)
{
    return detail::cityHashCrc256(data, len, detail::CrcPath::Best);
}

Hash128 cityHashCrc128(const void* data, std::size_t len)
{
    if (len <= 900) return cityHash128(data, len);
    const auto r = cityHashCrc256(data, len);
    return {r[2], r[3]};
}

} // namespace kibitz::tb
