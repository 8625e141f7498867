// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgn/input.h"

#include "pgn/rawfile.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace kibitz::pgn {

namespace {

// Windows-1252 characters 0x80-0x9F; the rest of Latin-1 maps to U+00A0..U+00FF directly.
constexpr char16_t Cp1252High[32] = {
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};

void appendUtf8(std::string& out, char32_t cp)
{
    if (cp < 0x80)
        out += char(cp);
    else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

} // namespace

std::string latin1ToUtf8(std::string_view in)
{
    std::string out;
    out.reserve(in.size() + in.size() / 16);
    std::size_t i = 0;
    while (i < in.size()) {
        // Copy runs of ASCII in one go; only the rare high bytes are converted one by one.
        std::size_t run = i;
        // Eight bytes at a time while they are all ASCII, then byte by byte.
        while (run + 8 <= in.size()) {
            std::uint64_t chunk;
            std::memcpy(&chunk, in.data() + run, 8);
            if (chunk & 0x8080808080808080ULL) break;
            run += 8;
        }
        while (run < in.size() && static_cast<unsigned char>(in[run]) < 0x80) ++run;
        out.append(in.data() + i, run - i);
        if (run == in.size()) break;
        const auto c = static_cast<unsigned char>(in[run]);
        appendUtf8(out, c < 0xA0 ? char32_t(Cp1252High[c - 0x80]) : char32_t(c));
        i = run + 1;
    }
    return out;
}

std::optional<std::string> utf8ToLatin1(std::string_view in, std::size_t* badOffset)
{
    std::string out;
    out.reserve(in.size());
    std::size_t i = 0;
    while (i < in.size()) {
        const auto c = static_cast<unsigned char>(in[i]);
        if (c < 0x80) {
            out += char(c);
            ++i;
            continue;
        }
        char32_t cp = 0;
        int extra = 0;
        if ((c & 0xE0) == 0xC0)
            cp = c & 0x1F, extra = 1;
        else if ((c & 0xF0) == 0xE0)
            cp = c & 0x0F, extra = 2;
        else if ((c & 0xF8) == 0xF0)
            cp = c & 0x07, extra = 3;
        else
            extra = -1;
        bool ok = extra > 0 && i + std::size_t(extra) < in.size() + 1;
        for (int k = 1; ok && k <= extra; ++k) {
            if (i + std::size_t(k) >= in.size()) {
                ok = false;
                break;
            }
            const auto cc = static_cast<unsigned char>(in[i + std::size_t(k)]);
            if ((cc & 0xC0) != 0x80) ok = false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        int byte = -1;
        if (ok) {
            if (cp >= 0xA0 && cp <= 0xFF) byte = int(cp);
            for (int k = 0; byte < 0 && k < 32; ++k)
                if (Cp1252High[k] == cp && cp != 0xFFFD) byte = 0x80 + k;
        }
        if (byte < 0) {
            if (badOffset) *badOffset = i;
            return std::nullopt;
        }
        out += char(byte);
        i += std::size_t(extra) + 1;
    }
    return out;
}

bool isValidUtf8(std::string_view s)
{
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const auto* end = p + s.size();
    while (p < end) {
        // Fast path: eight ASCII bytes at a time.
        if (end - p >= 8) {
            std::uint64_t chunk;
            std::memcpy(&chunk, p, 8);
            if (!(chunk & 0x8080808080808080ULL)) {
                p += 8;
                continue;
            }
        }
        const unsigned char c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int extra;
        char32_t cp;
        if ((c & 0xE0) == 0xC0)
            extra = 1, cp = c & 0x1F;
        else if ((c & 0xF0) == 0xE0)
            extra = 2, cp = c & 0x0F;
        else if ((c & 0xF8) == 0xF0)
            extra = 3, cp = c & 0x07;
        else
            return false;
        if (end - p <= extra) return false;
        for (int i = 1; i <= extra; ++i) {
            if ((p[i] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        if ((extra == 1 && cp < 0x80) || (extra == 2 && cp < 0x800) || (extra == 3 && cp < 0x10000)
            || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        p += extra + 1;
    }
    return true;
}

PgnText decodePgnBytes(std::string bytes)
{
    PgnText out;
    if (bytes.size() >= 3 && static_cast<unsigned char>(bytes[0]) == 0xEF
        && static_cast<unsigned char>(bytes[1]) == 0xBB
        && static_cast<unsigned char>(bytes[2]) == 0xBF) {
        bytes.erase(0, 3);
        out.encoding = Encoding::Utf8WithBom;
    }
    if (isValidUtf8(bytes)) {
        out.text = std::move(bytes);
    } else {
        out.text = latin1ToUtf8(bytes);
        out.encoding = Encoding::Latin1;
    }
    return out;
}

Expected<PgnText, InputError> readPgnFile(const std::string& path)
{
    RawFile file;
    if (auto opened = file.open(path, RawFile::Access::Read); !opened)
        return unexpected(opened.error());
    const bool gzipped = file.gzipped();
    PgnText text = decodePgnBytes(file.takeBytes());
    text.gzipped = gzipped;
    return text;
}

} // namespace kibitz::pgn
