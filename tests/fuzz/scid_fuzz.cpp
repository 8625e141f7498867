// SPDX-License-Identifier: GPL-3.0-or-later
// SCID bases (core/scid, read through core/database as Kibitz opens them): a base's three
// files, as fuzzed bytes, are opened as a database (every game indexed), every game exported
// as PGN, and the position search and the opening tree run over them. Besides crashing, it
// fails when the answers disagree: the tree of a position counts the games the search finds.
//
// Input: the sizes of the .si4 and the .sn4 (4 bytes each, little-endian), then the bytes of
//        the .si4, the .sn4 and, the rest, the .sg4 (a size past the input takes what is left).

#include "harness.h"

#include "chess/position.h"
#include "database/database.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <string>

#include <unistd.h>

namespace kibitz::fuzz {

namespace {

// A folder of this process's, removed at exit.
struct Folder {
    std::string path;
    Folder()
    {
        std::error_code ec;
        path = (std::filesystem::temp_directory_path(ec)
                / ("kibitz-scid-fuzz-" + std::to_string(getpid())))
                   .string();
        std::filesystem::create_directories(path, ec);
    }
    ~Folder()
    {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

void writeBytes(const std::string& path, const std::uint8_t* data, std::size_t size)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), std::streamsize(size));
}

} // namespace

int scid(const std::uint8_t* data, std::size_t size)
{
    if (size < 8) return 0;
    std::uint32_t indexBytes = 0, nameBytes = 0;
    std::memcpy(&indexBytes, data, 4);
    std::memcpy(&nameBytes, data + 4, 4);
    data += 8, size -= 8;
    const std::size_t si4 = std::min<std::size_t>(indexBytes, size);
    const std::size_t sn4 = std::min<std::size_t>(nameBytes, size - si4);
    static const Folder folder;
    const std::string base = folder.path + "/base";
    writeBytes(base + ".si4", data, si4);
    writeBytes(base + ".sn4", data + si4, sn4);
    writeBytes(base + ".sg4", data + si4 + sn4, size - si4 - sn4);

    auto opened = db::Database::open(base + ".si4", db::OpenOptions{});
    if (!opened) return 0;
    const db::Database& d = **opened;
    for (db::GameId g = 0; g < d.size(); ++g) {
        const db::GameEntry& e = d.game(g);
        for (const std::uint32_t id : {e.white, e.black, e.event, e.site, e.round, e.opening})
            (void)d.string(id);
        (void)d.gameText(g); // the export
    }
    const chess::Position start;
    const auto hits = d.searchPosition(start);
    const auto tree = d.tree(start);
    const std::uint64_t treeGames =
        std::accumulate(tree.begin(), tree.end(), std::uint64_t(0),
                        [](std::uint64_t n, const db::TreeMove& m) { return n + m.games; });
    KIBITZ_FUZZ_CHECK(treeGames == hits.size());
    for (const db::PositionHit& h : hits) KIBITZ_FUZZ_CHECK(h.game < d.size());
    return 0;
}

} // namespace kibitz::fuzz

KIBITZ_FUZZ_ENTRY(scid)
