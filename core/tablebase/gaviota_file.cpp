// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/gaviota_file.h"

#include <liblzf/lzf.h>
#include <lzma.h>
#include <nettle/md5.h>
#include <zlib.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <vector>

namespace kibitz::tb {

namespace {

constexpr std::size_t HeaderBytes = 40; // ten 32-bit words
// The largest block Gaviota makes: its probing code unpacks into buffers of 32 KiB.
constexpr std::uint32_t MaxBlockEntries = 1u << 15;

std::uint32_t word(const std::string& bytes, std::size_t at)
{
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | std::uint8_t(bytes[at + std::size_t(i)]);
    return v;
}

bool readFile(const std::string& path, std::string& out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

// A zlib stream (RFC 1950, its Adler-32 checked by zlib) that must unpack to `expected` bytes
// using all of its input.
std::optional<std::string> unpackZlib(const unsigned char* data, std::size_t size,
                                      std::size_t expected)
{
    std::vector<unsigned char> out(expected + 1);
    z_stream z{};
    if (inflateInit(&z) != Z_OK) return "zlib cannot start";
    z.next_in = const_cast<unsigned char*>(data);
    z.avail_in = uInt(size);
    z.next_out = out.data();
    z.avail_out = uInt(out.size());
    const int rc = inflate(&z, Z_FINISH);
    const std::size_t produced = out.size() - z.avail_out;
    const std::size_t left = z.avail_in;
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
        return std::string("its zlib data is damaged (") + (z.msg ? z.msg : "no end") + ")";
    if (produced != expected)
        return "unpacks to " + std::to_string(produced) + " entries, not "
               + std::to_string(expected);
    if (left != 0) return std::to_string(left) + " bytes follow its zlib data";
    return std::nullopt;
}

// An LZF block (no header, no checksum): it must unpack to exactly `expected` bytes.
std::optional<std::string> unpackLzf(const unsigned char* data, std::size_t size,
                                     std::size_t expected)
{
    std::vector<unsigned char> out(expected + 1);
    const unsigned produced =
        lzf_decompress(data, unsigned(size), out.data(), unsigned(out.size()));
    if (produced == 0) return std::string("its LZF data is damaged");
    if (produced != expected)
        return "unpacks to " + std::to_string(produced) + " entries, not "
               + std::to_string(expected);
    return std::nullopt;
}

// An LZMA-86 block (a filter byte, 0 for none, then the 5 bytes of LZMA properties and the
// 8-byte unpacked size, then the LZMA data): the properties and size are the .lzma ("alone")
// header liblzma reads, so the block after its filter byte is such a stream.
std::optional<std::string> unpackLzma86(const unsigned char* data, std::size_t size,
                                        std::size_t expected)
{
    if (size < 14) return std::string("too short for an LZMA header");
    if (data[0] != 0) return "its LZMA filter byte is " + std::to_string(data[0]) + ", not 0";
    std::uint64_t declared = 0;
    for (int i = 7; i >= 0; --i) declared = (declared << 8) | data[6 + i];
    if (declared != expected)
        return "its LZMA header says " + std::to_string(declared) + " entries, not "
               + std::to_string(expected);
    lzma_stream s = LZMA_STREAM_INIT;
    if (lzma_alone_decoder(&s, UINT64_MAX) != LZMA_OK) return std::string("liblzma cannot start");
    std::vector<unsigned char> out(expected + 1);
    s.next_in = data + 1;
    s.avail_in = size - 1;
    s.next_out = out.data();
    s.avail_out = out.size();
    lzma_ret rc = LZMA_OK;
    while (rc == LZMA_OK && s.avail_in > 0 && s.avail_out > 0) rc = lzma_code(&s, LZMA_RUN);
    if (rc == LZMA_OK) rc = lzma_code(&s, LZMA_FINISH);
    const std::size_t produced = out.size() - s.avail_out;
    lzma_end(&s);
    if (rc != LZMA_STREAM_END && rc != LZMA_OK)
        return "its LZMA data is damaged (liblzma error " + std::to_string(int(rc)) + ")";
    if (produced != expected)
        return "unpacks to " + std::to_string(produced) + " entries, not "
               + std::to_string(expected);
    return std::nullopt;
}

} // namespace

bool isGaviotaTableName(std::string_view name, int* scheme)
{
    if (const auto slash = name.find_last_of('/'); slash != std::string_view::npos)
        name.remove_prefix(slash + 1);
    constexpr std::string_view ext = ".gtb.cp";
    const auto dot = name.find(ext);
    if (dot == std::string_view::npos || dot + ext.size() + 1 != name.size()) return false;
    const char digit = name.back();
    if (digit < '0' || digit > '9') return false;
    const std::string_view material = name.substr(0, dot);
    // k, men, k, men: two kings, the rest queens, rooks, bishops, knights or pawns.
    if (material.size() < 3 || material.size() > 5 || material[0] != 'k') return false;
    const auto second = material.find('k', 1);
    if (second == std::string_view::npos
        || material.find('k', second + 1) != std::string_view::npos)
        return false;
    for (std::size_t i = 1; i < material.size(); ++i)
        if (i != second && std::string_view("qrbnp").find(material[i]) == std::string_view::npos)
            return false;
    if (scheme) *scheme = digit - '0';
    return true;
}

std::optional<std::string> checkGaviotaLayout(const std::string& path, GaviotaLayout& layout)
{
    layout = {};
    isGaviotaTableName(path, &layout.scheme);
    std::string bytes;
    if (!readFile(path, bytes)) return "cannot read " + path;
    if (bytes.size() < HeaderBytes + 12)
        return "only " + std::to_string(bytes.size()) + " bytes: shorter than a header and index";
    layout.blockSize = word(bytes, 8);
    layout.tailSize[0] = word(bytes, 16);
    layout.tailSize[1] = word(bytes, 24);
    const std::uint32_t first = word(bytes, 32);
    if (layout.blockSize == 0 || layout.blockSize > MaxBlockEntries)
        return "the header's block size is " + std::to_string(layout.blockSize)
               + " entries (1 to 32768)";
    for (int side = 0; side < 2; ++side)
        if (layout.tailSize[side] > layout.blockSize)
            return "the header's last block of half " + std::to_string(side + 1) + " has "
                   + std::to_string(layout.tailSize[side]) + " entries, more than a block's "
                   + std::to_string(layout.blockSize);
    if (first < HeaderBytes + 12 || (first - HeaderBytes) % 4 != 0 || first > bytes.size())
        return "the header puts the first block at byte " + std::to_string(first)
               + ", which is no end of a block index in a file of " + std::to_string(bytes.size())
               + " bytes";
    const int offsets = int((first - HeaderBytes) / 4);
    layout.blocks = offsets - 1;
    if (layout.blocks % 2 != 0)
        return "the index has " + std::to_string(layout.blocks)
               + " blocks, not two equal halves (one per side to move)";
    std::vector<std::uint32_t> index(std::size_t(offsets), 0);
    for (int i = 0; i < offsets; ++i)
        index[std::size_t(i)] = word(bytes, HeaderBytes + 4 * std::size_t(i));
    if (index.front() != first)
        return "the index's first block starts at byte " + std::to_string(index.front())
               + ", the header says " + std::to_string(first);
    for (int i = 1; i < offsets; ++i)
        if (index[std::size_t(i)] < index[std::size_t(i - 1)] + 2)
            return "block " + std::to_string(i) + " of " + std::to_string(layout.blocks)
                   + " ends at byte " + std::to_string(index[std::size_t(i)])
                   + " before it has begun (byte " + std::to_string(index[std::size_t(i - 1)])
                   + ")";
    if (index.back() != bytes.size())
        return "the index ends the last block at byte " + std::to_string(index.back())
               + ", but the file has " + std::to_string(bytes.size()) + " bytes"
               + (index.back() > bytes.size() ? " (truncated)" : " (bytes appended)");
    const int perSide = layout.blocks / 2;
    const auto entries = [&](int block) -> std::uint32_t {
        const int side = block / perSide;
        const bool last = block % perSide == perSide - 1;
        return last && layout.tailSize[side] != 0 ? layout.tailSize[side] : layout.blockSize;
    };
    layout.entriesPerSide = std::uint64_t(perSide - 1) * layout.blockSize + entries(perSide - 1);

    for (int b = 0; b < layout.blocks; ++b) {
        const auto* data =
            reinterpret_cast<const unsigned char*>(bytes.data()) + index[std::size_t(b)];
        const std::size_t size = index[std::size_t(b) + 1] - index[std::size_t(b)];
        // The first byte is Gaviota's own (0, or 1 and 2 on a half's short last block); the
        // prober skips it.
        if (data[0] > 2)
            return "block " + std::to_string(b + 1) + " of " + std::to_string(layout.blocks)
                   + " starts with " + std::to_string(data[0]) + ", not 0, 1 or 2";
        std::optional<std::string> bad;
        if (layout.scheme == 2)
            bad = unpackLzf(data + 1, size - 1, entries(b));
        else if (layout.scheme == 3)
            bad = unpackZlib(data + 1, size - 1, entries(b));
        else if (layout.scheme == 4)
            bad = unpackLzma86(data + 1, size - 1, entries(b));
        else
            continue;
        if (bad)
            return "block " + std::to_string(b + 1) + " of " + std::to_string(layout.blocks)
                   + " (bytes " + std::to_string(index[std::size_t(b)]) + " to "
                   + std::to_string(index[std::size_t(b) + 1]) + "): " + *bad;
        ++layout.blocksUnpacked;
    }
    return std::nullopt;
}

std::optional<std::string> fileMd5(const std::string& path)
{
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return std::nullopt;
    md5_ctx ctx;
    md5_init(&ctx);
    std::vector<std::uint8_t> buffer(1 << 16);
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), f)) > 0)
        md5_update(&ctx, n, buffer.data());
    const bool failed = std::ferror(f) != 0;
    std::fclose(f);
    if (failed) return std::nullopt;
    std::uint8_t digest[MD5_DIGEST_SIZE];
    md5_digest(&ctx, MD5_DIGEST_SIZE, digest);
    std::string hex;
    for (std::uint8_t byte : digest) {
        constexpr char digits[] = "0123456789abcdef";
        hex += digits[byte >> 4];
        hex += digits[byte & 15];
    }
    return hex;
}

std::optional<std::string> readMd5List(const std::string& path,
                                       std::map<std::string, std::string>& sums)
{
    std::ifstream in(path);
    if (!in) return "cannot read " + path;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        // "<hash>  <name>" (md5sum's text mode) or "<hash> *<name>" (binary mode).
        const auto space = line.find(' ');
        std::string hash = line.substr(0, space);
        bool hex = hash.size() == 32;
        for (char& c : hash) {
            if (c >= 'A' && c <= 'F') c = char(c - 'A' + 'a');
            hex = hex && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
        }
        if (!hex || space == std::string::npos)
            return path + ":" + std::to_string(number) + ": not '<MD5>  <file name>'";
        const auto nameAt = line.find_first_not_of(" *", space);
        if (nameAt == std::string::npos)
            return path + ":" + std::to_string(number) + ": no file name after the MD5";
        std::string name = line.substr(nameAt);
        if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
            name.erase(0, slash + 1);
        sums[name] = hash;
    }
    return std::nullopt;
}

} // namespace kibitz::tb
