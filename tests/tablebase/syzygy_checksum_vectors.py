#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A second, independent implementation of the Syzygy checksum (CityHash 1.0.3's
CityHash128 and CityHashCrc256, then the 16 MiB piece construction), in plain Python, to
make the expected values of tests/tablebase/cityhash_test.cpp that no published table covers:
the checksum over many pieces, where the second stage takes CityHash128's long loop or
CityHashCrc256 itself.

    python3 tests/tablebase/syzygy_checksum_vectors.py [TABLE_DIR]

prints the values the test holds (slow: a minute or two, pure Python), and with TABLE_DIR
checks this implementation against the checksums stored in real tables first.
"""

import os
import struct
import sys

M = (1 << 64) - 1
K0 = 0xC3A5C85C97CB3127
K1 = 0xB492B66FBE98F273
K2 = 0x9AE16A3B2F90404F
K3 = 0xC949D7C7509E6557
KMUL = 0x9DDFEA08EB382D69


def u64(b, i):
    return int.from_bytes(b[i:i + 8], "little")


def u32(b, i):
    return int.from_bytes(b[i:i + 4], "little")


def rot(v, n):
    return v if n == 0 else ((v >> n) | (v << (64 - n))) & M


def smix(v):
    return v ^ (v >> 47)


def h16(u, v):
    a = ((u ^ v) * KMUL) & M
    a ^= a >> 47
    b = ((v ^ a) * KMUL) & M
    b ^= b >> 47
    return (b * KMUL) & M


def len0to16(s, n):
    if n > 8:
        a, b = u64(s, 0), u64(s, n - 8)
        return h16(a, rot((b + n) & M, n)) ^ b
    if n >= 4:
        return h16((n + (u32(s, 0) << 3)) & M, u32(s, n - 4))
    if n > 0:
        y = (s[0] + (s[n >> 1] << 8)) & 0xFFFFFFFF
        z = (n + (s[n - 1] << 2)) & 0xFFFFFFFF
        return (smix(((y * K2) ^ (z * K3)) & M) * K2) & M
    return K2


def weak(s, i, a, b):
    w, x, y, z = u64(s, i), u64(s, i + 8), u64(s, i + 16), u64(s, i + 24)
    a = (a + w) & M
    b = rot((b + a + z) & M, 21)
    c = a
    a = (a + x + y) & M
    b = (b + rot(a, 44)) & M
    return (a + z) & M, (b + c) & M


def murmur(s, n, lo, hi):
    a, b, c, d = lo, hi, 0, 0
    if n <= 16:
        a = (smix((a * K1) & M) * K1) & M
        c = (b * K1 + len0to16(s, n)) & M
        d = smix((a + (u64(s, 0) if n >= 8 else c)) & M)
    else:
        c = h16((u64(s, n - 8) + K1) & M, a)
        d = h16((b + n) & M, (c + u64(s, n - 16)) & M)
        a = (a + d) & M
        i, left = 0, n - 16
        while left > 0:
            a ^= (smix((u64(s, i) * K1) & M) * K1) & M
            a = (a * K1) & M
            b ^= a
            c ^= (smix((u64(s, i + 8) * K1) & M) * K1) & M
            c = (c * K1) & M
            d ^= c
            i += 16
            left -= 16
    a, b = h16(a, c), h16(d, b)
    return a ^ b, h16(b, a)


def city128_seed(s, n, lo, hi):
    if n < 128:
        return murmur(s, n, lo, hi)
    x, y, z = lo, hi, (n * K1) & M
    v0 = (rot(y ^ K1, 49) * K1 + u64(s, 0)) & M
    v1 = (rot(v0, 42) * K1 + u64(s, 8)) & M
    w0 = (rot((y + z) & M, 35) * K1 + x) & M
    w1 = (rot((x + u64(s, 88)) & M, 53) * K1) & M
    i = 0
    while True:
        for _ in range(2):
            x = (rot((x + y + v0 + u64(s, i + 8)) & M, 37) * K1) & M
            y = (rot((y + v1 + u64(s, i + 48)) & M, 42) * K1) & M
            x ^= w1
            y = (y + v0 + u64(s, i + 40)) & M
            z = (rot((z + w0) & M, 33) * K1) & M
            v0, v1 = weak(s, i, (v1 * K1) & M, (x + w0) & M)
            w0, w1 = weak(s, i + 32, (z + w1) & M, (y + u64(s, i + 16)) & M)
            z, x = x, z
            i += 64
        n -= 128
        if n < 128:
            break
    x = (x + rot((v0 + z) & M, 49) * K0) & M
    z = (z + rot(w0, 37) * K0) & M
    done = 0
    while done < n:
        done += 32
        y = (rot((x + y) & M, 42) * K0 + v1) & M
        w0 = (w0 + u64(s, i + n - done + 16)) & M
        x = (x * K0 + w0) & M
        z = (z + w1 + u64(s, i + n - done)) & M
        w1 = (w1 + v0) & M
        v0, v1 = weak(s, i + n - done, (v0 + z) & M, v1)
    x = h16(x, v0)
    y = h16((y + z) & M, w0)
    return (h16((x + v1) & M, w1) + y) & M, h16((x + w1) & M, (y + v1) & M)


def city128(s):
    n = len(s)
    if n >= 16:
        return city128_seed(s[16:], n - 16, u64(s, 0) ^ K3, u64(s, 8))
    if n >= 8:
        return city128_seed(b"", 0, u64(s, 0) ^ ((n * K0) & M), u64(s, n - 8) ^ K1)
    return city128_seed(s, n, K0, K1)


def crc_table():
    t = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ (0x82F63B78 if c & 1 else 0)
        t.append(c)
    return t


CRC = crc_table()


def crc8(crc, word):
    crc &= 0xFFFFFFFF
    for k in range(8):
        crc = (crc >> 8) ^ CRC[(crc ^ (word >> (8 * k))) & 0xFF]
    return crc


def crc256_long(s, n, seed):
    a = (u64(s, 56) + K0) & M
    b = (u64(s, 96) + K0) & M
    c = r0 = h16(b, n)
    d = r1 = (u64(s, 120) * K0 + n) & M
    e = (u64(s, 184) + seed) & M
    f, g, h, i, j = seed, 0, 0, 0, 0
    t = (c + d) & M
    p = 0

    def chunk(mul, odd):
        nonlocal a, b, c, d, e, t, f, g, h, i, j, p
        old = a
        a = (rot(b, 41 ^ odd) * mul + u64(s, p)) & M
        b = (rot(c, 27 ^ odd) * mul + u64(s, p + 8)) & M
        c = (rot(d, 41 ^ odd) * mul + u64(s, p + 16)) & M
        d = (rot(e, 33 ^ odd) * mul + u64(s, p + 24)) & M
        e = (rot(t, 25 ^ odd) * mul + u64(s, p + 32)) & M
        t = old
        f, g, h, i, j = crc8(f, a), crc8(g, b), crc8(h, c), crc8(i, d), crc8(j, e)
        p += 40

    iters = n // 240
    n -= iters * 240
    for _ in range(iters):
        for _ in range(3):
            chunk(1, 1)
            chunk(K0, 0)
    while n >= 40:
        chunk(K0, 0)
        n -= 40
    if n > 0:
        p = p + n - 40
        chunk(K0, 0)
    j = (j + (i << 32)) & M
    a = h16(a, j)
    h = (h + (g << 32)) & M
    b = (b + h) & M
    c = (h16(c, f) + i) & M
    d = h16(d, (e + r0) & M)
    j = (j + e) & M
    i = (i + h16(h, t)) & M
    e = (h16(a, d) + j) & M
    f = (h16(b, c) + a) & M
    g = (h16(j, i) + c) & M
    r0 = (e + f + g + h) & M
    a = ((smix(((a + g) * K0) & M) * K0) + b) & M
    r1 = (r1 + a + r0) & M
    a = ((smix((a * K0) & M) * K0) + c) & M
    r2 = (a + r1) & M
    a = (smix(((a + e) * K0) & M) * K0) & M
    r3 = (a + r2) & M
    return [r0, r1, r2, r3]


def crc256(s):
    if len(s) >= 240:
        return crc256_long(s, len(s), 0)
    return crc256_long(s + bytes(240 - len(s)), 240, (~len(s)) & 0xFFFFFFFF)


def crc128(s):
    if len(s) <= 900:
        return city128(s)
    r = crc256(s)
    return r[2], r[3]


def syzygy_checksum(data, chunk=1 << 24):
    parts = b""
    for at in range(0, len(data), chunk):
        parts += struct.pack("<4Q", *crc256(data[at:at + chunk]))
    return crc128(parts)


def test_data(size):
    """CityHash's own test input: bytes from a simple generator (city-test.cc, 1.0.3)."""
    out = bytearray(size)
    a, b = 9, 777
    for i in range(size):
        a = (((a ^ (a >> 41)) * K0) + b) & M
        b = (((b ^ (b >> 41)) * K0) + i) & M
        out[i] = (b >> 37) & 0xFF
    return bytes(out)


def hexsum(h):
    return struct.pack("<2Q", *h).hex()


def main():
    if len(sys.argv) > 1:
        folder = sys.argv[1]
        for name in sorted(os.listdir(folder)):
            if not name.endswith((".rtbw", ".rtbz")):
                continue
            raw = open(os.path.join(folder, name), "rb").read()
            stored = raw[-16:].hex()
            ok = hexsum(syzygy_checksum(raw[:-16])) == stored
            print(f"{name}: {'OK' if ok else 'FAIL'}")
    data = test_data(1 << 20)
    # The construction over many pieces, on CityHash's test input: one piece (the second stage
    # is CityHash128 of 32 bytes), 16 pieces (512 bytes: CityHash128's long loop) and 256
    # pieces (8 KiB: CityHashCrc256).
    for chunk in (1 << 20, 1 << 16, 1 << 12):
        print(f"chunk {chunk}: {hexsum(syzygy_checksum(data, chunk))}")
    # The real piece size over two pieces: the test input repeated to 16 MiB + 1 MiB.
    big = data * 17
    print(f"17 MiB, 16 MiB pieces: {hexsum(syzygy_checksum(big))}")


if __name__ == "__main__":
    main()
