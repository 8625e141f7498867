// SPDX-License-Identifier: GPL-3.0-or-later
// Syzygy tables (tablebase/syzygy.h) that are corrupted or truncated. The harness starts
// from a real 3-4 piece table of data/syzygy, applies the fuzzer's bytes to it as byte
// patches and a truncation, writes it to a folder searched before data/syzygy, and probes
// positions of that material (placed by the rest of the input). A broken table must give a
// ProbeError naming the file, never a crash or a read outside the file.
//
// Input: table index | flags (bit 0: truncate) | truncation (2 bytes) | patch count N |
//        N x (offset 2 bytes, value) | per position: side to move, then one square a piece.

#include "harness.h"

#include "tablebase/syzygy.h"

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <unistd.h>

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

// A folder of this process's own for the broken table (removed at exit).
const std::string& scratchFolder()
{
    static const std::string folder = [] {
        char pattern[] = "/tmp/kibitz-fuzz-syzygy-XXXXXX";
        const char* made = mkdtemp(pattern);
        KIBITZ_FUZZ_CHECK(made != nullptr);
        return std::string(made);
    }();
    static const struct Cleanup {
        ~Cleanup()
        {
            for (const TableInfo& t : Tables) std::remove((folder + "/" + t.file).c_str());
            rmdir(folder.c_str());
        }
    } cleanup;
    return folder;
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
    std::size_t at = 5;
    for (; patches > 0 && at + 3 <= size; --patches, at += 3) {
        const std::size_t offset = (std::size_t(data[at]) << 8 | data[at + 1]) % bytes.size();
        bytes[offset] = char(data[at + 2]);
    }
    if (truncate) bytes.resize(cut % (bytes.size() + 1));

    const std::string path = scratchFolder() + "/" + info.file;
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), std::streamsize(bytes.size()));
        KIBITZ_FUZZ_CHECK(out.good());
    }
    tb::Tablebase tablebase;
    (void)tablebase.setPaths({scratchFolder(), KIBITZ_SYZYGY_DIR});

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
        if (auto wdl = tablebase.probeWdl(*pos); !wdl)
            KIBITZ_FUZZ_CHECK(!wdl.error().toString().empty());
        if (auto dtz = tablebase.probeDtz(*pos); !dtz)
            KIBITZ_FUZZ_CHECK(!dtz.error().toString().empty());
        if (n > 1) continue; // the root search probes every move: twice per input is plenty
        if (auto root = tablebase.probeRoot(*pos); root) {
            for (const tb::MoveValue& mv : root->moves) KIBITZ_FUZZ_CHECK(pos->isLegal(mv.move));
        } else {
            KIBITZ_FUZZ_CHECK(!root.error().file.empty());
        }
    }
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(syzygy)
