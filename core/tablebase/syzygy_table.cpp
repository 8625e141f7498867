// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablebase/syzygy_table.h"

#include "tablebase/syzygy_index.h"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace kibitz::tb::detail {

using chess::Bitboard;
using chess::Color;
using chess::PieceType;

namespace {

constexpr std::uint32_t WdlMagic = 0x5d23e871; // bytes 71 e8 23 5d
constexpr std::uint32_t DtzMagic = 0xa50c66d7; // bytes d7 66 0c a5

// Header flags of a file (byte 4) and of a DTZ subtable (its compression header's first byte).
constexpr std::uint8_t FileBothSides = 1, FileHasPawns = 2;
constexpr std::uint8_t DtzStoredSide = 1, DtzMapped = 2, DtzWinInPlies = 4, DtzLossInPlies = 8,
                       DtzWideMap = 16, StreamConstant = 0x80;

std::uint16_t le16(const std::uint8_t* p)
{
    return std::uint16_t(p[0] | (p[1] << 8));
}
std::uint32_t le32(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) | (std::uint32_t(p[2]) << 16)
           | (std::uint32_t(p[3]) << 24);
}

std::string hex(std::uint64_t v)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
    return buf;
}

// Piece codes in the files use the same numbering as chess::Piece: type 1-6 (pawn..king),
// bit 3 set for black.
constexpr int codeColor(int code)
{
    return code >> 3;
}
constexpr int codeType(int code)
{
    return code & 7;
}

} // namespace

// ---------------------------------------------------------------------------------------
// Material

MaterialKey materialKey(const chess::Position& pos)
{
    MaterialKey k = 0;
    for (int c = 0; c < 2; ++c)
        for (int t = 1; t <= 5; ++t)
            k |= MaterialKey(chess::popCount(pos.pieces(Color(c), PieceType(t))))
                 << (20 * c + 4 * (t - 1));
    return k;
}

int pieceCount(MaterialKey k)
{
    int n = 2;
    for (; k; k >>= 4) n += int(k & 15);
    return n;
}

bool hasPawns(MaterialKey k)
{
    return (k & 0xF) || ((k >> 20) & 0xF);
}

std::optional<MaterialKey> parseMaterial(std::string_view name)
{
    const auto v = name.find('v');
    if (v == std::string_view::npos || name.size() < 3) return std::nullopt;
    MaterialKey k = 0;
    int side = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (i == v) {
            side = 1;
            continue;
        }
        const bool atKingSlot = (side == 0 && i == 0) || (side == 1 && i == v + 1);
        const PieceType t = chess::pieceTypeFromChar(name[i]);
        if (name[i] < 'A' || name[i] > 'Z' || t == PieceType::None) return std::nullopt;
        if ((t == PieceType::King) != atKingSlot) return std::nullopt; // exactly one king, first
        if (t == PieceType::King) continue;
        const int shift = 20 * side + 4 * (chess::index(t) - 1);
        if (((k >> shift) & 15) == 15) return std::nullopt;
        k += MaterialKey(1) << shift;
    }
    if (side == 0 || name.back() == 'v') return std::nullopt;
    return k;
}

std::string materialName(MaterialKey k)
{
    std::string s;
    for (int c = 0; c < 2; ++c) {
        if (c) s += 'v';
        s += 'K';
        for (int t = 5; t >= 1; --t)
            s.append(std::size_t(countOf(k, Color(c), PieceType(t))),
                     chess::pieceTypeChar(PieceType(t)));
    }
    return s;
}

std::string tableName(MaterialKey k)
{
    auto side = [](MaterialKey key, Color c) {
        std::string pieces; // strongest first
        for (int t = 5; t >= 1; --t)
            pieces.append(std::size_t(countOf(key, c, PieceType(t))), char('0' + t));
        return pieces;
    };
    const std::string white = side(k, Color::White), black = side(k, Color::Black);
    // Longer first; of equal length, the greater digits (the stronger pieces) first.
    const bool swap =
        black.size() > white.size() || (black.size() == white.size() && black > white);
    return materialName(swap ? mirrored(k) : k);
}

// ---------------------------------------------------------------------------------------
// ValueStream

std::optional<std::string> ValueStream::readHeader(const std::uint8_t* file, std::size_t fileSize,
                                                   std::size_t& at, std::uint64_t values,
                                                   TableKind kind)
{
    m_values = values;
    if (at + 2 > fileSize) return "truncated in a compression header";
    m_flags = file[at];
    if (m_flags & StreamConstant) {
        // Every value is the same: WDL stores it, DTZ leaves it zero.
        m_constant = true;
        m_constantValue = kind == TableKind::Wdl ? file[at + 1] : 0;
        at += 2;
        return std::nullopt;
    }
    if (at + 12 > fileSize) return "truncated in a compression header";
    const std::uint8_t* h = file + at;
    m_blockBits = h[1];
    m_indexBits = h[2];
    m_dataBlocks = le32(h + 4);
    m_blocks = m_dataBlocks + h[3]; // the length table may list a few empty blocks more
    m_maxLen = h[8];
    m_minLen = h[9];
    if (m_blockBits > 30 || m_indexBits < 1 || m_indexBits > 40)
        return "implausible block size 2^" + std::to_string(m_blockBits) + " or index step 2^"
               + std::to_string(m_indexBits);
    if (m_minLen < 1 || m_maxLen < m_minLen || m_maxLen > 56)
        return "implausible code lengths " + std::to_string(m_minLen) + ".."
               + std::to_string(m_maxLen);
    const int lengths = m_maxLen - m_minLen + 1;
    const std::size_t symbolsAt = at + 12 + 2 * std::size_t(lengths);
    if (symbolsAt > fileSize) return "truncated in a code length table";
    const int symbols = le16(h + 10 + 2 * lengths);
    const std::size_t end = symbolsAt + 3 * std::size_t(symbols) + (symbols & 1);
    if (end > fileSize) return "truncated in a symbol table";

    // Canonical code: the longest codes take the lowest values. Working from the longest
    // length up, the floor of length l is half (rounded down) of the floor of length l+1
    // plus the codes of length l+1 that were pushed past it; the file stores, per length,
    // the number of the first symbol, which gives those counts by difference.
    std::int64_t floor = 0;
    for (int len = m_maxLen; len >= m_minLen; --len) {
        const int i = len - m_minLen;
        m_firstSymbol[len] = le16(h + 10 + 2 * i);
        if (len < m_maxLen) {
            floor = (floor + std::int64_t(le16(h + 10 + 2 * i)) - le16(h + 10 + 2 * (i + 1))) / 2;
            if (floor < 0 || floor > (std::int64_t(1) << len))
                return "inconsistent code length table";
        }
        m_codeFloor[len] = floor == (std::int64_t(1) << len) ? ~std::uint64_t(0)
                                                             : std::uint64_t(floor) << (64 - len);
    }
    if (auto err = buildSymbols(file + symbolsAt, symbols, kind)) return err;
    buildSteps();
    at = end;
    return std::nullopt;
}

std::optional<std::string> ValueStream::buildSymbols(const std::uint8_t* raw, int count,
                                                     TableKind kind)
{
    m_extra.assign(std::size_t(count), 0);
    m_left.assign(std::size_t(count), 0);
    m_right.assign(std::size_t(count), 0);
    m_leaf.assign(std::size_t(count), 0);
    std::vector<std::uint8_t> state(std::size_t(count), 0); // 0 new, 1 on the stack, 2 done
    for (int s = 0; s < count; ++s) {
        const std::uint8_t* p = raw + 3 * s;
        m_left[s] = std::uint16_t(p[0] | ((p[1] & 0x0F) << 8));
        m_right[s] = std::uint16_t((p[1] >> 4) | (p[2] << 4));
        if (m_right[s] == 0xFFF)
            m_leaf[s] = kind == TableKind::Wdl ? p[0] : m_left[s];
        else if (m_left[s] >= count || m_right[s] >= count)
            return "symbol " + std::to_string(s) + " refers past the symbol table";
    }
    // The expansion length of each symbol, with an explicit stack (the pairs nest up to a
    // few thousand deep in big tables) and a cycle check against corrupted data.
    std::vector<int> stack;
    for (int root = 0; root < count; ++root) {
        if (state[root] == 2) continue;
        stack.push_back(root);
        while (!stack.empty()) {
            const int s = stack.back();
            if (m_right[s] == 0xFFF) {
                m_extra[s] = 0;
                state[s] = 2;
                stack.pop_back();
                continue;
            }
            const int a = m_left[s], b = m_right[s];
            if (state[s] == 0) {
                state[s] = 1;
                for (int child : {a, b}) {
                    if (state[child] == 1) return "symbol table has a cycle";
                    if (state[child] == 0) stack.push_back(child);
                }
                continue;
            }
            if (state[s] == 2) {
                stack.pop_back();
                continue;
            }
            const std::uint64_t total = std::uint64_t(m_extra[a]) + m_extra[b] + 1;
            if (total > 0xFFFFFFFFu) return "symbol expansion too long";
            m_extra[s] = std::uint32_t(total);
            state[s] = 2;
            stack.pop_back();
        }
    }
    return std::nullopt;
}

// The length of the code at the top of a window: codes are ordered so that the longest
// take the lowest values, so it is the first length whose floor the window reaches.
int ValueStream::codeLength(std::uint64_t window) const
{
    int len = m_minLen;
    while (len <= m_maxLen && window < m_codeFloor[len]) ++len;
    return len; // m_maxLen + 1: no code (corrupted data)
}

void ValueStream::buildSteps()
{
    m_steps.assign(std::size_t(1) << PrefixBits, Step{});
    for (std::uint64_t prefix = 0; prefix < m_steps.size(); ++prefix) {
        Step& step = m_steps[prefix];
        std::uint64_t window = prefix << (64 - PrefixBits);
        int known = PrefixBits, used = 0;
        std::uint64_t values = 0;
        for (;;) {
            // The bits past `known` are unknown: a code is determined when the lowest and
            // the highest window agree on its length and it fits in the known bits.
            const std::uint64_t unknown =
                known == 0 ? ~std::uint64_t(0) : ~std::uint64_t(0) >> known;
            const int len = codeLength(window & ~unknown);
            if (len > m_maxLen || len > known || codeLength(window | unknown) != len) break;
            const std::uint32_t sym =
                m_firstSymbol[len] + std::uint32_t((window - m_codeFloor[len]) >> (64 - len));
            if (sym >= m_extra.size()) break;
            if (used == 0) {
                step.firstSymbol = std::uint16_t(sym);
                step.firstLength = std::uint8_t(len);
            }
            values += std::uint64_t(m_extra[sym]) + 1;
            if (values > 0xFFFFFFFFu) break;
            used += len;
            step.runBits = std::uint8_t(used);
            step.values = std::uint32_t(values);
            window <<= len;
            known -= len;
        }
    }
}

ValueStream::Regions ValueStream::regions() const
{
    if (m_constant) return {};
    const std::uint64_t entries = (m_values + (std::uint64_t(1) << m_indexBits) - 1) >> m_indexBits;
    return {6 * entries, 2 * std::uint64_t(m_blocks), std::uint64_t(m_dataBlocks) << m_blockBits};
}

void ValueStream::place(const std::uint8_t* sparse, const std::uint8_t* lengths,
                        const std::uint8_t* data, const std::uint8_t* fileEnd)
{
    m_sparse = sparse;
    m_lengths = lengths;
    m_data = data;
    m_fileEnd = fileEnd;
}

int ValueStream::at(std::uint64_t i) const
{
    if (m_constant) return m_constantValue;

    // The sparse index entry nearest i gives a block and the offset of i's neighbourhood
    // centre in it; walk blocks back or forth until the offset falls inside one.
    const std::uint8_t* entry = m_sparse + 6 * (i >> m_indexBits);
    std::uint32_t block = le32(entry);
    const std::int64_t half = std::int64_t(1) << (m_indexBits - 1);
    std::int64_t offset = std::int64_t(le16(entry + 4))
                          + std::int64_t(i & ((std::uint64_t(1) << m_indexBits) - 1)) - half;
    if (block >= m_blocks) return Corrupt;
    while (offset < 0) {
        if (block == 0) return Corrupt;
        --block;
        offset += std::int64_t(le16(m_lengths + 2 * block)) + 1;
    }
    while (offset > std::int64_t(le16(m_lengths + 2 * block))) {
        offset -= std::int64_t(le16(m_lengths + 2 * block)) + 1;
        if (++block >= m_blocks) return Corrupt;
    }
    if (block >= m_dataBlocks) return Corrupt;

    // Decode symbols from the start of the block, each standing for m_extra[s] + 1 values,
    // until the one that covers the offset. `window` holds the next bits left-aligned.
    const std::uint8_t* p = m_data + (std::uint64_t(block) << m_blockBits);
    const std::uint8_t* const end = m_fileEnd;
    std::uint64_t window = 0;
    int bits = 0;
    auto refill = [&] {
        if (bits > 32) return;
        if (end - p >= 4 && m_maxLen <= 32) {
            const std::uint64_t word = (std::uint64_t(p[0]) << 24) | (std::uint64_t(p[1]) << 16)
                                       | (std::uint64_t(p[2]) << 8) | p[3];
            window |= word << (32 - bits);
            bits += 32;
            p += 4;
            return;
        }
        while (bits <= 56 && p < end) { // near the end of the file, or codes over 32 bits
            window |= std::uint64_t(*p++) << (56 - bits);
            bits += 8;
        }
    };
    refill();
    std::uint32_t sym = 0;
    for (;;) {
        const Step& step = m_steps[window >> (64 - PrefixBits)];
        if (step.runBits && offset >= std::int64_t(step.values) && step.runBits <= bits) {
            offset -= step.values; // the value lies past this whole run of symbols
            window <<= step.runBits;
            bits -= step.runBits;
            refill();
            continue;
        }
        int len = step.firstLength;
        if (len) {
            sym = step.firstSymbol;
        } else {
            len = codeLength(window);
            if (len > m_maxLen) return Corrupt;
            sym = m_firstSymbol[len] + std::uint32_t((window - m_codeFloor[len]) >> (64 - len));
            if (sym >= m_extra.size()) return Corrupt;
        }
        if (len > bits) return Corrupt;
        const std::int64_t span = std::int64_t(m_extra[sym]) + 1;
        if (offset < span) break;
        offset -= span;
        window <<= len;
        bits -= len;
        refill();
    }
    // Descend the pair tree to the leaf that holds the value.
    while (m_extra[sym] != 0) {
        const std::uint16_t left = m_left[sym];
        if (offset <= std::int64_t(m_extra[left])) {
            sym = left;
        } else {
            offset -= std::int64_t(m_extra[left]) + 1;
            sym = m_right[sym];
        }
    }
    return m_leaf[sym];
}

// ---------------------------------------------------------------------------------------
// Layout: groups and multipliers

namespace {

// Sets the groups after the leading one(s): runs of equal piece codes.
void groupRest(Layout& l, int from)
{
    for (int i = from; i < l.pieces;) {
        int j = i + 1;
        while (j < l.pieces && l.codes[j] == l.codes[i]) ++j;
        l.groups[l.groupCount++] = {std::uint8_t(i), std::uint8_t(j - i), 0};
        i = j;
    }
}

// Multipliers. The groups are not weighted in index order: `order` says at which place the
// leading group comes and `order2` (pawn tables with pawns on both sides) where the other
// side's pawns come; the remaining groups fill the other places in order. The first place
// gets weight 1, and each next place the product of the sizes of the places before.
std::optional<std::string> weigh(Layout& l, int order, int order2, std::uint64_t leadSize)
{
    // Every group needs a place among the first groupCount places.
    if (order >= l.groupCount || (l.otherPawns && (order2 >= l.groupCount || order2 == order))
        || (!l.otherPawns && order2 != 15))
        return "bad group order " + std::to_string(order) + "/" + std::to_string(order2) + " for "
               + std::to_string(l.groupCount) + " groups";
    std::uint64_t weight = 1;
    int next = l.otherPawns ? 2 : 1;
    int lead = l.groups[0].length;
    int freeSquares = 64 - lead - (l.otherPawns ? l.groups[1].length : 0);
    for (int place = 0; next < l.groupCount || place == order || place == order2; ++place) {
        if (place > Layout::MaxPieces) return "bad group order";
        if (place == order) {
            l.groups[0].factor = weight;
            weight *= leadSize;
        } else if (place == order2) {
            l.groups[1].factor = weight;
            weight *= index::choose(48 - lead, l.groups[1].length);
        } else {
            if (next >= l.groupCount) return "bad group order";
            l.groups[next].factor = weight;
            weight *= index::choose(freeSquares, l.groups[next].length);
            freeSquares -= l.groups[next].length;
            ++next;
        }
    }
    l.size = weight;
    return std::nullopt;
}

// Number of a group of like pieces among the squares not taken by earlier groups: the
// combinatorial number system over the free squares, smallest square first.
std::uint64_t groupNumber(int* sq, int length, Bitboard taken, int skip)
{
    std::sort(sq, sq + length);
    std::uint64_t n = 0;
    for (int m = 0; m < length; ++m) {
        const int below = chess::popCount(taken & ((Bitboard(1) << sq[m]) - 1));
        n += index::choose(sq[m] - below - skip, m + 1);
    }
    return n;
}

std::uint64_t uniqueTripleNumber(int a, int b, int c)
{
    using namespace index;
    const int bAbove = b > a, cAbove = (c > a) + (c > b);
    constexpr std::uint64_t OffDiagonal = 6 * 63 * 62, SecondOff = 4 * 28 * 62,
                            ThirdOff = 4 * 7 * 28;
    if (diagonalSide(a) != 0)
        return std::uint64_t(TriangleNumber[a]) * 63 * 62 + std::uint64_t(b - bAbove) * 62
               + std::uint64_t(c - cAbove);
    if (diagonalSide(b) != 0)
        return OffDiagonal + std::uint64_t(diagonalNumber(a)) * 28 * 62
               + std::uint64_t(BelowDiagonalNumber[b]) * 62 + std::uint64_t(c - cAbove);
    if (diagonalSide(c) != 0)
        return OffDiagonal + SecondOff + std::uint64_t(diagonalNumber(a)) * 7 * 28
               + std::uint64_t(diagonalNumber(b) - bAbove) * 28
               + std::uint64_t(BelowDiagonalNumber[c]);
    return OffDiagonal + SecondOff + ThirdOff + std::uint64_t(diagonalNumber(a)) * 7 * 6
           + std::uint64_t(diagonalNumber(b) - bAbove) * 6
           + std::uint64_t(diagonalNumber(c) - cAbove);
}

} // namespace

// ---------------------------------------------------------------------------------------
// TableFile: opening and parsing

Expected<std::unique_ptr<TableFile>, std::string> TableFile::open(const std::string& path,
                                                                  TableKind kind, MaterialKey named)
{
    auto mapped = MappedFile::open(path);
    if (!mapped) return unexpected(mapped.error());
    auto t = std::unique_ptr<TableFile>(new TableFile);
    t->m_path = path;
    t->m_kind = kind;
    t->m_file = std::move(*mapped);
    t->m_white = named;
    t->m_pawns = hasPawns(named);
    if (auto err = t->parse()) return unexpected(path + ": " + *err);
    return t;
}

std::optional<std::string> TableFile::parse()
{
    const std::uint8_t* const file = m_file.data();
    const std::size_t size = m_file.size();
    // Tables are padded to a multiple of 64 bytes and followed by a 16-byte checksum.
    if (size < 16 + 64 || size % 64 != 16)
        return "size " + std::to_string(size)
               + " bytes is not that of a Syzygy table (64 n + 16): truncated or not a table";
    const std::uint32_t magic = le32(file);
    const std::uint32_t expected = m_kind == TableKind::Wdl ? WdlMagic : DtzMagic;
    if (magic != expected) {
        const std::uint32_t other = m_kind == TableKind::Wdl ? DtzMagic : WdlMagic;
        return "bad magic " + hex(magic) + " (a " + (m_kind == TableKind::Wdl ? "WDL" : "DTZ")
               + " table starts with " + hex(expected) + ")"
               + (magic == other ? ": this is a table of the other kind" : "");
    }
    const std::uint8_t fileFlags = file[4];
    if (bool(fileFlags & FileHasPawns) != m_pawns)
        return std::string("header says ") + (m_pawns ? "no pawns" : "pawns")
               + " but the name says " + materialName(m_white);
    const int pieces = pieceCount(m_white);
    if (pieces > Layout::MaxPieces) return "more than 7 pieces";
    const int files = m_pawns ? 4 : 1;
    m_sides = (m_kind == TableKind::Wdl && (fileFlags & FileBothSides)) ? 2 : 1;
    const bool bothHavePawns = m_pawns && countOf(m_white, Color::White, PieceType::Pawn) > 0
                               && countOf(m_white, Color::Black, PieceType::Pawn) > 0;

    std::size_t at = 5;
    // Piece lists and group orders: one byte of orders (a nibble per side), a second for
    // the other side's pawns when both sides have pawns, then a byte per piece (again a
    // nibble per side).
    std::array<std::array<std::pair<int, int>, 2>, 4> orders{};
    for (int f = 0; f < files; ++f) {
        const std::size_t need = 1 + (bothHavePawns ? 1 : 0) + std::size_t(pieces);
        if (at + need > size) return "truncated in the piece lists";
        for (int s = 0; s < 2; ++s) {
            const int shift = 4 * s;
            orders[f][s].first = (file[at] >> shift) & 15;
            orders[f][s].second = bothHavePawns ? (file[at + 1] >> shift) & 15 : 15;
            Layout& l = m_sub[f][s].layout;
            l.pieces = pieces;
            for (int i = 0; i < pieces; ++i)
                l.codes[i] =
                    std::uint8_t((file[at + 1 + (bothHavePawns ? 1 : 0) + i] >> shift) & 15);
        }
        at += need;
    }
    at += at & 1;

    // The material the file calls white is read from its own piece list: a few files store
    // the material the other way round from their name.
    MaterialKey listed = 0;
    for (int i = 0; i < pieces; ++i) {
        const int code = m_sub[0][0].layout.codes[i];
        const int t = codeType(code);
        if (t < 1 || t > 6) return "bad piece code in the list";
        if (t != 6) listed += MaterialKey(1) << (20 * codeColor(code) + 4 * (t - 1));
    }
    if (listed != m_white && listed != mirrored(m_white))
        return "piece list " + materialName(listed) + " does not match the name";
    m_white = listed;
    m_symmetric = mirrored(m_white) == m_white;
    if (m_kind == TableKind::Wdl && m_sides == 1 && !m_symmetric)
        return "stores one side to move of an asymmetric material";

    // Groups of each subtable and their multipliers.
    for (int f = 0; f < files; ++f) {
        for (int s = 0; s < m_sides; ++s) {
            Layout& l = m_sub[f][s].layout;
            int count[16] = {};
            for (int i = 0; i < pieces; ++i) ++count[l.codes[i]];
            for (int c = 0; c < 16; ++c) {
                const int expected =
                    c == 6 || c == 14 ? 1
                    : (codeType(c) >= 1 && codeType(c) <= 5)
                        ? countOf(m_white, Color(codeColor(c)), PieceType(codeType(c)))
                        : 0;
                if (count[c] != expected) return "subtable piece lists disagree";
            }
            l.groupCount = 0;
            std::uint64_t leadSize = 0;
            if (!m_pawns) {
                // Three pieces that are alone of their kind lead when there are three (the
                // kings and one more); else the two kings lead.
                int unique = 0;
                for (int c = 0; c < 16; ++c) unique += count[c] == 1;
                const int lead = unique >= 3 ? 3 : 2;
                for (int i = 0; i < lead; ++i)
                    if (count[l.codes[i]] != 1) return "leading group is not of unique pieces";
                l.groups[l.groupCount++] = {0, std::uint8_t(lead), 0};
                leadSize = lead == 3 ? index::UniqueTripleCount : index::KingPairCount;
                groupRest(l, lead);
            } else {
                const int leadCode = l.codes[0];
                if (codeType(leadCode) != 1 || leadCode != m_sub[0][0].layout.codes[0])
                    return "pawn subtables disagree on the leading pawns";
                const int lead = count[leadCode];
                for (int i = 0; i < lead; ++i)
                    if (l.codes[i] != leadCode) return "leading pawns are not listed first";
                l.groups[l.groupCount++] = {0, std::uint8_t(lead), 0};
                const int otherCode = leadCode ^ 8;
                l.otherPawns = count[otherCode] > 0;
                int next = lead;
                if (l.otherPawns) {
                    for (int i = lead; i < lead + count[otherCode]; ++i)
                        if (l.codes[i] != otherCode) return "pawns are not listed first";
                    l.groups[l.groupCount++] = {std::uint8_t(lead), std::uint8_t(count[otherCode]),
                                                0};
                    next += count[otherCode];
                }
                if (lead > 6) return "too many leading pawns";
                leadSize = index::LeadPawnCount[lead - 1][f];
                groupRest(l, next);
            }
            if (auto err = weigh(l, orders[f][s].first, orders[f][s].second, leadSize)) return err;
        }
    }

    // Compression headers, then (DTZ) the value maps.
    for (int f = 0; f < files; ++f)
        for (int s = 0; s < m_sides; ++s) {
            Subtable& st = m_sub[f][s];
            if (auto err = st.stream.readHeader(file, size, at, st.layout.size, m_kind)) return err;
        }
    if (m_kind == TableKind::Dtz) {
        for (int f = 0; f < files; ++f) {
            Subtable& st = m_sub[f][0];
            const std::uint8_t flags = st.stream.flags();
            if (!(flags & DtzMapped)) continue;
            st.wideMap = flags & DtzWideMap;
            if (st.wideMap) at += at & 1;
            for (int m = 0; m < 4; ++m) {
                if (at + (st.wideMap ? 2 : 1) > size) return "truncated in the DTZ maps";
                const std::size_t length = st.wideMap ? le16(file + at) : file[at];
                at += st.wideMap ? 2 : 1;
                st.map[m] = file + at;
                st.mapLength[m] = std::uint16_t(length);
                at += length * (st.wideMap ? 2 : 1);
                if (at > size) return "truncated in the DTZ maps";
            }
        }
        at += at & 1;
    }

    // Sparse indices, block lengths, blocks.
    std::array<std::array<ValueStream::Regions, 2>, 4> regions{};
    std::array<std::array<std::uint64_t, 2>, 4> sparseAt{}, lengthsAt{}, dataAt{};
    for (int f = 0; f < files; ++f)
        for (int s = 0; s < m_sides; ++s) regions[f][s] = m_sub[f][s].stream.regions();
    std::uint64_t pos = at;
    for (int f = 0; f < files; ++f)
        for (int s = 0; s < m_sides; ++s) {
            sparseAt[f][s] = pos;
            pos += regions[f][s].sparseBytes;
        }
    for (int f = 0; f < files; ++f)
        for (int s = 0; s < m_sides; ++s) {
            lengthsAt[f][s] = pos;
            pos += regions[f][s].lengthBytes;
        }
    for (int f = 0; f < files; ++f)
        for (int s = 0; s < m_sides; ++s) {
            pos = (pos + 63) & ~std::uint64_t(63);
            dataAt[f][s] = pos;
            pos += regions[f][s].dataBytes;
            if (pos > size)
                return "truncated: data of a subtable end at byte " + std::to_string(pos) + " of "
                       + std::to_string(size);
        }
    // The generator pads the data to 64 bytes and appends a 16-byte checksum: anything
    // else means a file cut short (or lengthened) in transfer.
    const std::uint64_t expectedSize = ((pos + 63) & ~std::uint64_t(63)) + 16;
    if (expectedSize != size)
        return "size " + std::to_string(size) + " bytes does not match its layout ("
               + std::to_string(expectedSize) + " bytes): truncated or damaged";
    for (int f = 0; f < files; ++f)
        for (int s = 0; s < m_sides; ++s)
            m_sub[f][s].stream.place(file + sparseAt[f][s], file + lengthsAt[f][s],
                                     file + dataAt[f][s], file + size);
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------
// TableFile: probing

const TableFile::Subtable* TableFile::locate(const chess::Position& pos, MaterialKey key,
                                             std::array<int, 7>& squares) const
{
    // Which colour of the position plays the file's white, and which stored side moves.
    bool flip;
    int side;
    if (m_symmetric) {
        flip = pos.sideToMove() == Color::Black;
        side = 0;
    } else {
        flip = key != m_white;
        side = (pos.sideToMove() == Color::White) == flip ? 1 : 0;
    }
    const int colorFlip = flip ? 1 : 0;
    auto bitboardOf = [&](int code) {
        return pos.pieces(Color(codeColor(code) ^ colorFlip), PieceType(codeType(code)));
    };
    auto fill = [&](const Layout& l, int from) {
        for (int i = from; i < l.pieces;) {
            Bitboard b = bitboardOf(l.codes[i]);
            while (b && i < l.pieces) squares[i++] = chess::index(chess::popLsb(b));
        }
    };

    if (!m_pawns) {
        if (m_kind == TableKind::Dtz && !m_symmetric
            && side != (m_sub[0][0].stream.flags() & DtzStoredSide))
            return nullptr;
        const Subtable& st = m_sub[0][m_kind == TableKind::Dtz ? 0 : side];
        fill(st.layout, 0);
        return &st;
    }

    // With pawns, the squares are seen from the file's white side (flip the board when the
    // colours are swapped), and the first leading pawn (lowest slot) picks the subtable.
    const int vertical = flip ? 56 : 0;
    const Layout& first = m_sub[0][0].layout;
    const int lead = first.groups[0].length;
    Bitboard b = bitboardOf(first.codes[0]);
    int best = 0;
    for (int i = 0; i < lead; ++i) {
        squares[i] = chess::index(chess::popLsb(b)) ^ vertical;
        if (index::leadSlot(squares[i]) < index::leadSlot(squares[best])) best = i;
    }
    std::swap(squares[0], squares[best]);
    const int file = index::foldedFile(squares[0]);
    const Subtable* st;
    if (m_kind == TableKind::Dtz) {
        st = &m_sub[file][0];
        if (!m_symmetric && side != (st->stream.flags() & DtzStoredSide)) return nullptr;
    } else {
        st = &m_sub[file][side];
    }
    fill(st->layout, lead);
    if (vertical)
        for (int i = lead; i < st->layout.pieces; ++i) squares[i] ^= vertical;
    return st;
}

std::uint64_t TableFile::indexOf(const Subtable& st, std::array<int, 7>& sq) const
{
    const Layout& l = st.layout;
    const int n = l.pieces;
    const int lead = l.groups[0].length;
    std::uint64_t leadNumber;
    if (!m_pawns) {
        // Bring the first piece into a1-d1-d4, then the first leading piece off the long
        // diagonal below it.
        if (sq[0] & 4)
            for (int i = 0; i < n; ++i) sq[i] ^= 7;
        if (sq[0] & 32)
            for (int i = 0; i < n; ++i) sq[i] ^= 56;
        for (int i = 0; i < lead; ++i) {
            const int side = index::diagonalSide(sq[i]);
            if (side == 0) continue;
            if (side > 0)
                for (int j = 0; j < n; ++j) sq[j] = index::transpose(sq[j]);
            break;
        }
        if (lead == 3) {
            leadNumber = uniqueTripleNumber(sq[0], sq[1], sq[2]);
        } else {
            // 0..9, not the table's -1: sq[0] is in the triangle by now.
            const int triangle = index::TriangleNumber[sq[0]];
            const int pair = index::KingPairNumber[std::size_t(triangle)][sq[1]];
            leadNumber = std::uint64_t(pair < 0 ? 0 : pair); // touching kings: not legal anyway
        }
    } else {
        // Only the left-right mirror: the first leading pawn goes to files a-d, the others
        // are counted in decreasing pawn order among the squares before it.
        if (sq[0] & 4)
            for (int i = 0; i < n; ++i) sq[i] ^= 7;
        std::sort(sq.begin() + 1, sq.begin() + lead,
                  [](int a, int b) { return index::pawnOrder(a) > index::pawnOrder(b); });
        const int k = lead - 1;
        leadNumber = index::LeadPawnBase[k][index::leadSlot(sq[0])];
        for (int i = 1; i < lead; ++i)
            leadNumber += index::choose(index::pawnOrder(sq[i]), k - i + 1);
    }
    std::uint64_t idx = leadNumber * l.groups[0].factor;
    Bitboard taken = 0;
    for (int i = 0; i < lead; ++i) taken |= Bitboard(1) << sq[i];
    for (int g = 1; g < l.groupCount; ++g) {
        const Layout::Group& gr = l.groups[g];
        // The other side's pawns are numbered among the 48 squares of ranks 2-7.
        const int skip = (l.otherPawns && g == 1) ? 8 : 0;
        idx += groupNumber(&sq[gr.start], gr.length, taken, skip) * gr.factor;
        for (int i = gr.start; i < gr.start + gr.length; ++i) taken |= Bitboard(1) << sq[i];
    }
    return idx;
}

TableFile::Answer TableFile::wdl(const chess::Position& pos, MaterialKey key, int& value) const
{
    std::array<int, 7> squares{};
    const Subtable* st = locate(pos, key, squares);
    const int raw = st->stream.at(indexOf(*st, squares));
    if (raw < 0 || raw > 4) return Answer::Corrupt;
    value = raw - 2;
    return Answer::Ok;
}

TableFile::Answer TableFile::dtz(const chess::Position& pos, MaterialKey key, int wdl,
                                 int& value) const
{
    std::array<int, 7> squares{};
    const Subtable* st = locate(pos, key, squares);
    if (!st) return Answer::OtherSide;
    int raw = st->stream.at(indexOf(*st, squares));
    if (raw < 0) return Answer::Corrupt;
    const std::uint8_t flags = st->stream.flags();
    if (flags & DtzMapped) {
        // Maps by outcome: win, loss, cursed win, blessed loss.
        const int m = wdl == 2 ? 0 : wdl == -2 ? 1 : wdl == 1 ? 2 : 3;
        if (raw >= st->mapLength[m]) return Answer::Corrupt;
        raw = st->wideMap ? le16(st->map[m] + 2 * raw) : st->map[m][raw];
    }
    // Values are stored in full moves unless the file says plies; the 50-move-rule phases
    // (cursed wins, blessed losses) are always in moves.
    const bool plies =
        (wdl == 2 && (flags & DtzWinInPlies)) || (wdl == -2 && (flags & DtzLossInPlies));
    value = plies ? raw : 2 * raw;
    return Answer::Ok;
}

} // namespace kibitz::tb::detail
