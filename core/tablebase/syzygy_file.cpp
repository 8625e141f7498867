// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/syzygy_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

namespace kibitz::tb::detail {

namespace {

constexpr std::uint32_t WdlMagic = 0x5d23e871; // bytes 71 e8 23 5d
constexpr std::uint32_t DtzMagic = 0xa50c66d7; // bytes d7 66 0c a5
constexpr std::uint8_t FileBothSides = 1, FileHasPawns = 2;
constexpr std::uint8_t StreamConstant = 0x80, DtzMapped = 2, DtzWideMap = 16;
constexpr int MaxSymbols = 4096; // symbols are 12-bit numbers; 0xfff marks a leaf

// A cursor over the header that refuses to step outside it.
class Reader {
public:
    Reader(const std::uint8_t* data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {}
    bool has(std::size_t n) const { return m_at <= m_size && n <= m_size - m_at; }
    std::uint8_t u8(std::size_t off) const { return m_data[m_at + off]; }
    std::uint16_t u16(std::size_t off) const
    {
        return std::uint16_t(m_data[m_at + off] | (m_data[m_at + off + 1] << 8));
    }
    std::uint32_t u32(std::size_t off) const
    {
        return std::uint32_t(u16(off)) | (std::uint32_t(u16(off + 2)) << 16);
    }
    const std::uint8_t* here() const { return m_data + m_at; }
    void skip(std::size_t n) { m_at += n; }
    void alignTo2() { m_at += m_at & 1; }
    std::size_t offset() const { return m_at; }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};

std::string at(std::size_t offset)
{
    return " (byte " + std::to_string(offset) + ")";
}

// The material a piece list names (codes as in chess::Piece: type 1-6, bit 3 black), or
// nothing when a code is not a piece or the kings are not one a side.
std::optional<MaterialKey> listedMaterial(const std::uint8_t* codes, int count, int shift)
{
    MaterialKey k = 0;
    int kings[2] = {0, 0};
    for (int i = 0; i < count; ++i) {
        const int code = (codes[i] >> shift) & 15;
        const int type = code & 7, colour = code >> 3;
        if (type < 1 || type > 6) return std::nullopt;
        if (type == 6) {
            ++kings[colour];
            continue;
        }
        k += MaterialKey(1) << (20 * colour + 4 * (type - 1));
    }
    if (kings[0] != 1 || kings[1] != 1) return std::nullopt;
    return k;
}

// Every symbol pair names symbols that exist, and expanding a symbol ends (no symbol is
// part of itself): Fathom walks the pairs recursively without either check.
std::optional<std::string> checkSymbols(const std::uint8_t* pairs, int count)
{
    auto halves = [&](int s, int& left, int& right) {
        const std::uint8_t* w = pairs + 3 * s;
        right = (w[2] << 4) | (w[1] >> 4);
        left = ((w[1] & 15) << 8) | w[0];
        return right != 0xfff; // not a leaf
    };
    std::vector<std::uint8_t> state(std::size_t(count), 0); // 0 new, 1 open, 2 done
    std::vector<int> stack;
    for (int root = 0; root < count; ++root) {
        if (state[std::size_t(root)] == 2) continue;
        stack.push_back(root);
        while (!stack.empty()) {
            const int s = stack.back();
            int left = 0, right = 0;
            if (!halves(s, left, right)) {
                state[std::size_t(s)] = 2;
                stack.pop_back();
                continue;
            }
            if (left >= count || right >= count)
                return "symbol " + std::to_string(s) + " refers to a symbol past the "
                       + std::to_string(count) + " declared";
            state[std::size_t(s)] = 1;
            bool pushed = false;
            for (const int half : {left, right}) {
                if (state[std::size_t(half)] == 1)
                    return "symbol " + std::to_string(s) + " is part of itself";
                if (state[std::size_t(half)] == 0) {
                    stack.push_back(half);
                    pushed = true;
                    break;
                }
            }
            if (!pushed) {
                state[std::size_t(s)] = 2;
                stack.pop_back();
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> checkTableSize(std::uint64_t size)
{
    if (size % 64 == 16) return std::nullopt;
    return "size " + std::to_string(size)
           + " is not a table's (64-byte blocks and a 16-byte checksum): truncated or not a "
             "Syzygy file";
}

std::optional<std::string> checkTableLayout(const std::uint8_t* head, std::size_t headSize,
                                            std::uint64_t fileSize, TableKind kind,
                                            MaterialKey named)
{
    if (auto bad = checkTableSize(fileSize)) return bad;
    Reader r(head, headSize);
    if (!r.has(5)) return std::string("shorter than a header");
    const std::uint32_t magic = r.u32(0);
    const std::uint32_t wanted = kind == TableKind::Wdl ? WdlMagic : DtzMagic;
    if (magic != wanted) {
        if (magic == (kind == TableKind::Wdl ? DtzMagic : WdlMagic))
            return std::string(kind == TableKind::Wdl ? "a DTZ table named as a WDL table"
                                                      : "a WDL table named as a DTZ table");
        return std::string("bad magic bytes: not a Syzygy table");
    }
    const std::uint8_t fileFlags = r.u8(4);
    const bool pawns = fileFlags & FileHasPawns;
    // DTZ files store one side to move; WDL files both unless the material is symmetric.
    const int sides = kind == TableKind::Wdl && (fileFlags & FileBothSides) ? 2 : 1;
    if (pawns != hasPawns(named))
        return "the flags say " + std::string(pawns ? "pawns" : "no pawns") + ", the name "
               + (pawns ? "none" : "pawns") + at(4);
    r.skip(5);

    const int pieces = pieceCount(named);
    const int subtables = pawns ? 4 : 1; // pawn tables: one per file a-d of the leading pawn
    const bool twoOrders = pawns && countOf(named, chess::Color::White, chess::PieceType::Pawn)
                           && countOf(named, chess::Color::Black, chess::PieceType::Pawn);
    for (int t = 0; t < subtables; ++t) {
        const std::size_t orders = twoOrders ? 2 : 1;
        if (!r.has(orders + std::size_t(pieces)))
            return "piece lists past the end" + at(r.offset());
        for (int side = 0; side < sides; ++side) {
            const int shift = 4 * side;
            for (std::size_t o = 0; o < orders; ++o)
                if (((r.u8(o) >> shift) & 15) > pieces)
                    return "encoding order " + std::to_string((r.u8(o) >> shift) & 15)
                           + " past the " + std::to_string(pieces) + " pieces" + at(r.offset() + o);
            const auto listed = listedMaterial(r.here() + orders, pieces, shift);
            if (!listed || (*listed != named && *listed != mirrored(named)))
                return "piece list " + (listed ? materialName(*listed) : std::string("invalid"))
                       + " does not match the name " + materialName(named)
                       + at(r.offset() + orders);
        }
        r.skip(orders + std::size_t(pieces));
    }
    r.alignTo2();

    // Compression headers, one stream per subtable and side. What they declare comes after
    // the headers: sparse indices, then block lengths, then the blocks.
    std::uint64_t lengthBytes = 0;
    int indexedStreams = 0;
    std::vector<std::uint64_t> dataBytes;
    std::vector<std::uint8_t> streamFlags;
    for (int t = 0; t < subtables; ++t)
        for (int side = 0; side < sides; ++side) {
            const std::size_t start = r.offset();
            if (!r.has(2)) return "compression header past the end" + at(start);
            const std::uint8_t flags = r.u8(0);
            if (side == 0) streamFlags.push_back(flags);
            if (flags & StreamConstant) { // one value for the whole stream: no data
                r.skip(2);
                continue;
            }
            if (!r.has(12)) return "compression header past the end" + at(start);
            const int blockBits = r.u8(1), indexBits = r.u8(2);
            const std::uint32_t realBlocks = r.u32(4);
            const std::uint64_t blocks = std::uint64_t(realBlocks) + r.u8(3);
            const int maxLen = r.u8(8), minLen = r.u8(9);
            if (blockBits > 30 || indexBits < 1 || indexBits > 63 || realBlocks == 0)
                return "impossible compression header (block bits " + std::to_string(blockBits)
                       + ", index bits " + std::to_string(indexBits) + ", blocks "
                       + std::to_string(realBlocks) + ")" + at(start);
            if (minLen < 1 || maxLen < minLen || maxLen > 63)
                return "impossible code lengths " + std::to_string(minLen) + ".."
                       + std::to_string(maxLen) + at(start);
            const std::size_t h = std::size_t(maxLen - minLen + 1);
            if (!r.has(12 + 2 * h)) return "compression header past the end" + at(start);
            const int symbols = r.u16(10 + 2 * h);
            if (symbols == 0 || symbols >= MaxSymbols)
                return std::to_string(symbols) + " symbols declared" + at(start);
            const std::size_t pairsAt = 12 + 2 * h;
            if (!r.has(pairsAt + 3 * std::size_t(symbols) + std::size_t(symbols & 1)))
                return "symbol table past the end" + at(start);
            if (auto bad = checkSymbols(r.here() + pairsAt, symbols)) return *bad + at(start);
            r.skip(pairsAt + 3 * std::size_t(symbols) + std::size_t(symbols & 1));
            ++indexedStreams;
            lengthBytes += 2 * blocks;
            dataBytes.push_back(std::uint64_t(realBlocks) << blockBits);
        }

    if (kind == TableKind::Dtz) {
        // Value maps of the subtables whose stored numbers stand for DTZ values.
        for (int t = 0; t < subtables; ++t) {
            if (!(streamFlags[std::size_t(t)] & DtzMapped)) continue;
            const bool wide = streamFlags[std::size_t(t)] & DtzWideMap;
            if (wide) r.alignTo2();
            for (int i = 0; i < 4; ++i) {
                if (!r.has(wide ? 2 : 1)) return "DTZ value map past the end" + at(r.offset());
                const std::size_t n =
                    wide ? 2 + 2 * std::size_t(r.u16(0)) : 1 + std::size_t(r.u8(0));
                if (!r.has(n)) return "DTZ value map past the end" + at(r.offset());
                r.skip(n);
            }
        }
        r.alignTo2();
    }

    // The smallest file these declarations allow: one sparse-index entry (6 bytes) per
    // stream, the block lengths, each stream's blocks from a 64-byte boundary, the checksum.
    std::uint64_t end = r.offset() + 6 * std::uint64_t(indexedStreams) + lengthBytes;
    for (const std::uint64_t bytes : dataBytes) end = ((end + 63) & ~std::uint64_t(63)) + bytes;
    if (end + 16 > fileSize)
        return "the header declares at least " + std::to_string(end + 16) + " bytes, the file has "
               + std::to_string(fileSize) + ": truncated or corrupted";
    return std::nullopt;
}

std::optional<std::string> checkTableFile(const std::string& path, TableKind kind,
                                          MaterialKey named)
{
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return std::string("cannot open: ") + std::strerror(errno);
    std::string error;
    std::uint64_t size = 0;
    if (std::fseek(f, 0, SEEK_END) != 0) error = std::strerror(errno);
    if (error.empty()) {
        const long end = std::ftell(f);
        if (end < 0) error = std::strerror(errno);
        size = std::uint64_t(end);
    }
    // Headers are a few kilobytes; 1 MiB holds the largest (a 7-piece table with pawns).
    std::vector<std::uint8_t> head(std::size_t(std::min<std::uint64_t>(size, 1 << 20)));
    if (error.empty() && std::fseek(f, 0, SEEK_SET) != 0) error = std::strerror(errno);
    if (error.empty() && std::fread(head.data(), 1, head.size(), f) != head.size())
        error = std::ferror(f) ? std::strerror(errno) : "shorter than it says";
    std::fclose(f);
    if (!error.empty()) return "cannot read: " + error;
    return checkTableLayout(head.data(), head.size(), size, kind, named);
}

} // namespace kibitz::tb::detail
