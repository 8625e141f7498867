// SPDX-License-Identifier: GPL-3.0-or-later
// Syzygy tables. Probing is Fathom's (Debian's libfathom), which trusts the data it maps and
// is not Kibitz's to harden, so what is fuzzed is Kibitz's own code around it:
//   - the layout check that stands between a file and Fathom (tablebase/syzygy_file.h): a
//     real 3-4 piece table of data/syzygy with the fuzzer's byte patches and truncation must
//     be judged without a read outside its bytes, and the intact table must pass;
//   - the registry and the translation to and from Fathom (tablebase/syzygy.h): positions of
//     that material placed by the rest of the input, probed in the intact bundled tables,
//     must give root values that agree with the WDL and DTZ probes and only legal moves.
//
// Input: table index | flags (bit 0: truncate) | truncation (2 bytes) | patch count N |
//        N x (offset 2 bytes, value) | per position: side to move, then one square a piece.

#include "harness.h"

#include "chess/movegen.h"
#include "tablebase/syzygy.h"
#include "tablebase/syzygy_file.h"
#include "tablebase/syzygy_material.h"

#include <array>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <string>

#ifndef KIBITZ_SYZYGY_DIR
#error "KIBITZ_SYZYGY_DIR must name the bundled tables (data/syzygy)"
#endif

namespace kibitz::fuzz {

namespace {

struct TableInfo {
    const char* file;
    const char* material; // white's pieces then black's, kings first: "KQK"
    int whitePieces;      // how many of material's letters are white's
};
constexpr std::array<TableInfo, 11> Tables = {{
    {"KQvK.rtbw", "KQK", 2},
    {"KRvK.rtbw", "KRK", 2},
    {"KQvK.rtbz", "KQK", 2},
    {"KPvK.rtbw", "KPK", 2},
    {"KPvK.rtbz", "KPK", 2},
    {"KNvKN.rtbw", "KNKN", 2},
    {"KBvKN.rtbw", "KBKN", 2},
    {"KRvKR.rtbz", "KRKR", 2},
    {"KRPvK.rtbw", "KRPK", 3},
    {"KBvKP.rtbz", "KBKP", 2},
    {"KPvKP.rtbz", "KPKP", 2},
}};

const std::string& original(std::size_t i)
{
    static std::map<std::size_t, std::string> cache;
    auto it = cache.find(i);
    if (it == cache.end()) {
        std::ifstream in(std::string(KIBITZ_SYZYGY_DIR) + "/" + Tables[i].file, std::ios::binary);
        std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        KIBITZ_FUZZ_CHECK(!bytes.empty()); // the bundled tables must be there
        it = cache.emplace(i, std::move(bytes)).first;
    }
    return it->second;
}

chess::Piece pieceOf(char letter, bool white)
{
    using chess::PieceType;
    PieceType t = PieceType::King;
    switch (letter) {
    case 'P':
        t = PieceType::Pawn;
        break;
    case 'N':
        t = PieceType::Knight;
        break;
    case 'B':
        t = PieceType::Bishop;
        break;
    case 'R':
        t = PieceType::Rook;
        break;
    case 'Q':
        t = PieceType::Queen;
        break;
    default:
        break;
    }
    return chess::makePiece(white ? chess::Color::White : chess::Color::Black, t);
}

} // namespace

int syzygy(const std::uint8_t* data, std::size_t size)
{
    if (size < 5) return 0;
    const std::size_t which = data[0] % Tables.size();
    const TableInfo& info = Tables[which];
    std::string bytes = original(which);
    const bool truncate = data[1] & 1;
    const std::size_t cut = std::size_t(data[2]) << 8 | data[3];
    std::size_t patches = data[4];
    const bool intact = patches == 0 && !truncate;
    std::size_t at = 5;
    for (; patches > 0 && at + 3 <= size; --patches, at += 3) {
        const std::size_t offset = (std::size_t(data[at]) << 8 | data[at + 1]) % bytes.size();
        bytes[offset] = char(data[at + 2]);
    }
    if (truncate) bytes.resize(cut % (bytes.size() + 1));

    // The check reads the bytes from a buffer of exactly their size, so that AddressSanitizer
    // sees a read past them.
    const std::string_view name = info.file;
    const auto key = tb::detail::parseMaterial(name.substr(0, name.find('.')));
    KIBITZ_FUZZ_CHECK(key.has_value());
    const auto kind =
        name.ends_with(".rtbw") ? tb::detail::TableKind::Wdl : tb::detail::TableKind::Dtz;
    const std::unique_ptr<std::uint8_t[]> copy(new std::uint8_t[bytes.size()]);
    std::memcpy(copy.get(), bytes.data(), bytes.size());
    const auto bad =
        tb::detail::checkTableLayout(copy.get(), bytes.size(), bytes.size(), kind, *key);
    if (intact) KIBITZ_FUZZ_CHECK(!bad.has_value());
    if (bad) KIBITZ_FUZZ_CHECK(!bad->empty());

    static const tb::Tablebase& tablebase = []() -> const tb::Tablebase& {
        static tb::Tablebase t;
        (void)t.setPaths({KIBITZ_SYZYGY_DIR});
        return t;
    }();

    // Positions of the table's material, squares from the input (or, when it has run out, a
    // fixed spread), at most eight of them.
    const std::string_view material = info.material;
    for (int n = 0; n < 8; ++n) {
        chess::Setup setup;
        setup.board.fill(chess::Piece::None);
        const bool haveBytes = at < size;
        setup.turn = (haveBytes ? data[at++] : n) & 1 ? chess::Color::Black : chess::Color::White;
        bool clash = false;
        for (std::size_t k = 0; k < material.size(); ++k) {
            const int square = (haveBytes && at < size ? data[at++] : 7 * n + 19 * int(k) + 3) % 64;
            if (setup.board[std::size_t(square)] != chess::Piece::None) clash = true;
            const bool white = int(k) < info.whitePieces;
            setup.board[std::size_t(square)] = pieceOf(material[k], white);
        }
        if (clash) continue;
        const auto pos = chess::Position::fromSetup(setup);
        if (!pos) continue;
        const auto wdl = tablebase.probeWdl(*pos);
        const auto dtz = tablebase.probeDtz(*pos);
        // Every bundled table is intact, and 3-4 pieces are all there.
        KIBITZ_FUZZ_CHECK(wdl && dtz);
        if (n > 1) continue; // the root probes every move: twice per input is plenty
        const auto root = tablebase.probeRoot(*pos);
        KIBITZ_FUZZ_CHECK(bool(root));
        KIBITZ_FUZZ_CHECK(root->wdl == *wdl && root->dtz == *dtz);
        KIBITZ_FUZZ_CHECK(int(root->moves.size()) == chess::countLegalMoves(*pos));
        for (const tb::MoveValue& mv : root->moves) KIBITZ_FUZZ_CHECK(pos->isLegal(mv.move));
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(syzygy)
