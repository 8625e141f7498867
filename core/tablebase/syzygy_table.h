// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One Syzygy table file (.rtbw or .rtbz), mapped and parsed: the internal half of the
// prober. It answers "what does this file store for this position" and nothing more; the
// search that turns stored values into true WDL/DTZ values (captures, en passant, the
// side a DTZ file does not store) lives in syzygy.cpp.
//
// What a file holds (from the format as written by Ronald de Man's generator and read by
// the public probers; there is no formal specification):
//   magic (4 bytes) | flags (1) | per subtable: encoding order and piece list | pad to 2 |
//   per subtable: compression header | DTZ only: value maps | pad to 2 |
//   per subtable: sparse block index | per subtable: block lengths |
//   per subtable, each aligned to 64 bytes: compressed blocks
// A pawnless table has one subtable per stored side to move; a table with pawns has that
// for each file a-d of the leading pawn. WDL files store both sides to move (one when the
// material is symmetric), DTZ files only one, whichever compressed better.

#include "chess/expected.h"
#include "chess/position.h"
#include "tablebase/mapped_file.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tb::detail {

// ---------------------------------------------------------------------------------------
// Material signatures: four bits per (colour, pawn..queen), white in bits 0-19, black in
// 20-39. Kings are implied.

using MaterialKey = std::uint64_t;

MaterialKey materialKey(const chess::Position& pos);
constexpr MaterialKey mirrored(MaterialKey k)
{
    return (k >> 20) | ((k & 0xFFFFF) << 20);
}
constexpr int countOf(MaterialKey k, chess::Color c, chess::PieceType t)
{
    return int((k >> (20 * index(c) + 4 * (index(t) - 1))) & 15);
}
int pieceCount(MaterialKey k); // kings included
bool hasPawns(MaterialKey k);
// "KQvKR" (white's pieces first). Empty when the text is not a table name.
std::optional<MaterialKey> parseMaterial(std::string_view name);
std::string materialName(MaterialKey k);
// The name a Syzygy set gives this material (either colouring): the side with more pieces
// first, and with as many, the side whose pieces are stronger (Q, R, B, N, P) first
// ("KRBvKQ", "KQRvKQ").
std::string tableName(MaterialKey k);

enum class TableKind : std::uint8_t { Wdl, Dtz };

// ---------------------------------------------------------------------------------------
// The compressed value stream of one subtable. Values are the leaves of a grammar of
// symbol pairs; the symbols are coded with a canonical prefix code, packed into blocks of
// 2^blockBits bytes. A sparse index gives, every 2^indexBits values, the block holding the
// value and its offset there; a table of block lengths (values per block, minus one) lets
// the decoder step from there to the block it needs.

class ValueStream {
public:
    static constexpr int Corrupt = -1;

    // Reads the header at the cursor; positions the regions later with place().
    struct Regions {
        std::uint64_t sparseBytes = 0, lengthBytes = 0, dataBytes = 0;
    };
    std::optional<std::string> readHeader(const std::uint8_t* file, std::size_t fileSize,
                                          std::size_t& at, std::uint64_t values, TableKind kind);
    Regions regions() const;
    void place(const std::uint8_t* sparse, const std::uint8_t* lengths, const std::uint8_t* data,
               const std::uint8_t* fileEnd);

    // The stored value number i (i < values), or Corrupt when the data do not decode.
    int at(std::uint64_t i) const;
    std::uint8_t flags() const { return m_flags; }

private:
    std::optional<std::string> buildSymbols(const std::uint8_t* raw, int count, TableKind kind);

    std::uint8_t m_flags = 0;
    bool m_constant = false;
    int m_constantValue = 0;
    int m_blockBits = 0, m_indexBits = 0;
    std::uint32_t m_blocks = 0, m_dataBlocks = 0;
    int m_minLen = 0, m_maxLen = 0;
    std::uint64_t m_values = 0;
    std::array<std::uint64_t, 65> m_codeFloor{}; // lowest left-aligned code of each length
    // Table-driven decoding. For each value of a window's top PrefixBits bits: the first
    // symbol when those bits determine it, and the whole symbols they determine in a row
    // (how many bits and how many values), so the decoder can skip them at once.
    static constexpr int PrefixBits = 10;
    struct Step {
        std::uint32_t values = 0; // values covered by the run of whole symbols
        std::uint16_t firstSymbol = 0;
        std::uint8_t firstLength = 0; // 0: the first code is longer than PrefixBits
        std::uint8_t runBits = 0;     // bits of the run (0: no whole symbol)
    };
    std::vector<Step> m_steps;
    int codeLength(std::uint64_t window) const;
    void buildSteps();
    std::array<std::uint32_t, 65> m_firstSymbol{};
    // Per symbol: values it expands to, minus one (0 = a leaf); its two halves; leaf value.
    std::vector<std::uint32_t> m_extra;
    std::vector<std::uint16_t> m_left, m_right, m_leaf;
    const std::uint8_t* m_sparse = nullptr;
    const std::uint8_t* m_lengths = nullptr;
    const std::uint8_t* m_data = nullptr;
    const std::uint8_t* m_fileEnd = nullptr;
};

// ---------------------------------------------------------------------------------------
// How one subtable numbers positions: the pieces in index order, cut into groups of like
// pieces (the first group is special: three unique pieces, the two kings, or the leading
// pawns), each group weighted by a multiplier so the index is a mixed-radix number.

struct Layout {
    static constexpr int MaxPieces = 7;
    struct Group {
        std::uint8_t start = 0, length = 0;
        std::uint64_t factor = 0;
    };
    int pieces = 0;
    std::array<std::uint8_t, MaxPieces> codes{}; // piece codes as the file names colours
    std::array<Group, MaxPieces> groups{};
    int groupCount = 0;
    bool otherPawns = false; // group 1 holds the pawns of the side without the leading pawns
    std::uint64_t size = 0;  // number of indices
};

// ---------------------------------------------------------------------------------------

class TableFile {
public:
    enum class Answer : std::uint8_t {
        Ok,
        OtherSide, // DTZ file that stores the other side to move only
        Corrupt,
    };

    // Maps and checks a file whose name says it holds `named` material. Errors name the
    // file and what is wrong with it (size, magic, layout, truncation).
    static Expected<std::unique_ptr<TableFile>, std::string>
    open(const std::string& path, TableKind kind, MaterialKey named);

    // The raw WDL value stored for pos (-2..2), whose material (key) must be this table's.
    Answer wdl(const chess::Position& pos, MaterialKey key, int& value) const;
    // The DTZ stored for pos given its true WDL (win or loss, cursed or not), in plies
    // counted from the zeroing base: the caller adds 1 or 101.
    Answer dtz(const chess::Position& pos, MaterialKey key, int wdl, int& value) const;

    const std::string& path() const { return m_path; }
    TableKind kind() const { return m_kind; }

private:
    struct Subtable {
        Layout layout;
        ValueStream stream;
        std::array<const std::uint8_t*, 4> map{}; // DTZ value maps: win, loss, cursed, blessed
        std::array<std::uint16_t, 4> mapLength{};
        bool wideMap = false;
    };

    std::optional<std::string> parse();
    // Chooses the subtable for pos and fills squares in its index order; returns it, or
    // nullptr when that side to move is not stored.
    const Subtable* locate(const chess::Position& pos, MaterialKey key,
                           std::array<int, 7>& squares) const;
    std::uint64_t indexOf(const Subtable& st, std::array<int, 7>& squares) const;

    std::string m_path;
    TableKind m_kind = TableKind::Wdl;
    MappedFile m_file;
    MaterialKey m_white = 0; // material of the side the file calls white
    bool m_symmetric = false;
    bool m_pawns = false;
    int m_sides = 1;
    std::array<std::array<Subtable, 2>, 4> m_sub{}; // [file of the leading pawn][side]
};

} // namespace kibitz::tb::detail
